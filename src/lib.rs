//! Bao la Kiswahili, Bao la Kete and Bao la Kujifunza: the rules, the engine and the game.
//!
//! Six layers, each importing only the ones below it (`tests/layers.rs` holds the order):
//!
//! ```text
//!   cli                     app (feature "gui": Bevy)
//!   the command line        play <- scene <- ui <- tools
//!          \                   /
//!   net    online play (feature "online"): protocol, referee, store, server, client
//!      ^
//!   game   words <- play <- teach <- records    pure; only `records` touches the disk
//!                           teach: narrate <- course <- coach <- analysis <- practice
//!      ^
//!   ai     search, evaluation, levels            pure
//!      ^
//!   rules  positions, moves, sowing, notation    pure: no Bevy, no I/O, no clock
//! ```
//!
//! A teaching feature (course, coach, analysis, practice) is a room of the same name in
//! `game::teach`, `app::play` (what it does on the board) and `app::ui` (its windows).

pub mod ai;
pub mod cli;
pub mod game;
#[cfg(feature = "online")]
pub mod net;
pub mod rules;

#[cfg(feature = "gui")]
pub mod app;
