//! What the rules did, in words: a move explained sentence by sentence from its rules trace
//! (`explain`), the same move lap by lap (`laps`) and the rules book with its glossary
//! (`rulebook`). The lowest teaching room: it uses only `game::play` and `game::words`.

pub mod explain;
pub mod laps;
pub mod rulebook;
