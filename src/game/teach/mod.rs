//! The teaching room, in five sub-rooms by feature with a one-way order (each imports only
//! the rooms before it, and `play` and `words` below; `tests/layers.rs` checks it):
//!
//! ```text
//!   narrate    what the rules did, in words: a move explained, lap by lap, the rules book
//!      ^
//!   course     the lessons, their checks and variants ("more like this"), the guided game
//!      ^
//!   coach      the review of a game, the coach's words on a move, the drill of mistakes
//!      ^
//!   analysis   the engine's lines, live on their own thread, the tree of variations, the editor
//!      ^
//!   practice   puzzles (made, checked, solved), practice positions, the sowing trainer
//! ```
//!
//! The window's `ui` room has a sub-room of the same name for each, so a feature is one
//! folder in each layer.

pub mod analysis;
pub mod coach;
pub mod course;
pub mod narrate;
pub mod practice;
