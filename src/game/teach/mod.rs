//! The teaching room: the course and its checks, a move explained (a narrator over the rules
//! trace), lap by lap, the guided game, the rules book, the review, the coach and the drill,
//! practice (the puzzles, one being solved, and the sowing trainer) and the analysis board's
//! core (the engine's lines, live on their own thread, the tree of variations, the position
//! editor). It uses `play` and `words`.

pub mod analysis;
pub mod coach;
pub mod drill;
pub mod editor;
pub mod explain;
pub mod guide;
pub mod laps;
pub mod lessons;
pub mod live;
pub mod practice;
pub mod puzzles;
pub mod review;
pub mod rulebook;
pub mod solving;
pub mod trainer;
pub mod variations;
