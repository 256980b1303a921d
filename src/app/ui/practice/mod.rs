//! The Practice window (`window`): the puzzles' page (`puzzles`), the sowing trainer's page
//! (`trainer`), practice games and the rating. The highest ui room below the panel.

pub mod puzzles;
pub mod trainer;
pub mod window;
