//! Practice: puzzles made from real and engine games and checked (`puzzles`), one puzzle
//! being solved with every try judged (`solving`), positions to play out against the engine
//! (`positions`) and the sowing trainer's rounds (`trainer`). The highest teaching room: it
//! uses `analysis`, `coach` and `course`.

pub mod positions;
pub mod puzzles;
pub mod solving;
pub mod trainer;
