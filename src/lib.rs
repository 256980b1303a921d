//! Bao la Kiswahili and Bao la Kete.
//!
//! `rules` and `ai` are pure (no Bevy, no I/O); `game` holds sessions, matches and records;
//! `cli` is the command line; `app` (feature `gui`) is the Bevy game.

pub mod ai;
pub mod cli;
pub mod game;
pub mod rules;

#[cfg(feature = "gui")]
pub mod app;
