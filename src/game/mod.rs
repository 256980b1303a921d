//! The game layer above the rules: sessions with history, best-of-three matches, saved
//! records and settings. Pure apart from the file helpers in `record` and `settings`.

pub mod matchplay;
pub mod session;
