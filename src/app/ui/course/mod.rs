//! The course in the window: the Learn window (`learn`), the guide beside the guided first
//! game (`guide`) and the teaching windows drawn in their order (`windows`). Uses `narrate`.

pub mod guide;
pub mod learn;
pub mod windows;
