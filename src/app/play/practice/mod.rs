//! Practice on the board: a puzzle being solved (`puzzle`) and the sowing trainer's rounds
//! (`trainer`).

pub mod puzzle;
pub mod trainer;
