//! The play room: a game with its history (undo, redo), a best-of-three match, a record
//! replayed, the threats assist and the screen reader's texts. It uses `words` only.

pub mod access;
pub mod assist;
pub mod matches;
pub mod replay;
pub mod session;
