//! The coach on the board: the review's engine on its own thread (`review`) and the drill of
//! the player's mistakes (`drill`).

pub mod drill;
pub mod review;
