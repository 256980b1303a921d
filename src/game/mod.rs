//! The game layer: everything a game of Bao is besides its rules and its search, pure (no
//! Bevy; the only I/O is in `records`). Four rooms, each importing only the rooms below it:
//!
//! ```text
//!   records   saved games, .bao records, autosave slots, settings, the desktop's files
//!      ^
//!   teach     the course, explanations, the guide, the rules book, the coach, puzzles, analysis
//!      ^
//!   play      a game with its history, a match, a replay, the assist, the screen reader
//!      ^
//!   words     the game's words in English and Kiswahili (Fluent), the names of things
//! ```
//!
//! Below them all: `crate::rules` and `crate::ai`. `tests/layers.rs` holds the order.

pub mod play;
pub mod records;
pub mod teach;
pub mod words;
