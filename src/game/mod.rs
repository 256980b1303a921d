//! The game layer above the rules: sessions with history, best-of-three matches, saved
//! records and settings. Pure apart from the file helpers in `record` and `settings`.

pub mod access;
pub mod assist;
pub mod coach;
pub mod desktop;
pub mod drill;
pub mod explain;
pub mod files;
pub mod guide;
pub mod i18n;
pub mod icon;
pub mod laps;
pub mod lessons;
pub mod matchplay;
pub mod persist;
pub mod record;
pub mod replay;
pub mod review;
pub mod rulebook;
pub mod session;
pub mod settings;
pub mod slots;
pub mod words;
