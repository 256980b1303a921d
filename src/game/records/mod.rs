//! The records room: saved games and matches (RON), `.bao` records, bounded reads and safe
//! writes, autosave slots, the settings, the practice record, the seats of online games and the desktop's files. The
//! only room that touches the disk; it uses `teach` (a saved review), `play` and `words`.

pub mod desktop;
pub mod files;
pub mod icon;
pub mod persist;
pub mod ratings;
pub mod record;
pub mod refusals;
pub mod seats;
pub mod settings;
pub mod slots;
