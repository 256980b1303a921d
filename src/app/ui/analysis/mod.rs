//! The analysis board's window (`board`: the tree, the engine's lines, the arrow, the keys)
//! and its position editor's page (`editor`).

pub mod board;
pub mod editor;
