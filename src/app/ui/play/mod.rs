//! The game's own panel pieces and windows: the players' boxes, New game, Games, Resume,
//! Settings, the file dialogs, the files themselves (`persist`: autosave, settings, saved
//! games), the prompts and the counts and coordinates written over the board, the pointer and
//! keys turned into commands, egui's setup and the teaching text's links. The lowest ui room.

pub mod access;
pub mod clipboard;
pub mod context;
pub mod coords;
pub mod counts;
#[cfg(feature = "dialogs")]
pub mod dialogs;
pub mod games;
pub mod input;
pub mod new_game;
#[cfg(feature = "online")]
pub mod online;
pub mod persist;
pub mod players;
pub mod prompts;
pub mod resume;
pub mod settings;
pub mod text;
