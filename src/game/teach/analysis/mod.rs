//! The analysis board's core: the engine's best lines of a position on the coach's scale
//! (`lines`), the same lines deepening on their own thread (`live`), the tree of variations
//! (`variations`) and the position editor with its checks (`editor`). Uses `coach` for the
//! scale that turns a score into an expected result.

pub mod editor;
pub mod lines;
pub mod live;
pub mod variations;
