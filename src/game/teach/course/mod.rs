//! The course: lessons on the board with their per-move feedback, their checks and their
//! variants (`lessons`), and the guided first game (`guide`). Uses `narrate` for the words
//! a move and a rule are told in.

pub mod guide;
pub mod lessons;
