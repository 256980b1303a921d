//! The analysis board on the real board (`board`: the tree walked with the board, the engine's
//! lines on their own thread) and the position editor's clicks (`editor`).

pub mod board;
pub mod editor;
