//! The coach in the window: the review window with its graph, the coach's words, the drill
//! and the engine's line walked on the board.

pub mod review;
