//! The windows that tell what the rules did: Explain (a move in words, lap by lap), Rules
//! (the rules book, its sections drawn as small boards by `diagram`) and the glossary entry a
//! link opens. Uses the ui's `play` room.

pub mod diagram;
pub mod explain;
pub mod glossary;
pub mod rules;
