//! The lesson being played on the board.

pub mod lesson;
