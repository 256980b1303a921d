//! The coach: a finished game reviewed by the engine move by move (`review`), the coach's
//! words on a reviewed move (`advice`) and the drill that puts the player's own mistakes
//! back on the board (`drill`). Uses `course` (a try is told as a lesson's move is) and
//! `narrate`.

pub mod advice;
pub mod drill;
pub mod review;
