//! The window's words and hands, in egui: the side panel and every window (each a type of
//! its own with one `show`: new game, settings, games, resume, learn, explain, rules,
//! glossary), the prompts, coordinates and counts written over the board, the pointer and
//! keys turned into commands, and the files (`persist`: autosave, settings, saved games).
//!
//! The highest room but the tools: it reads `play` and `scene` and sends `play` commands;
//! nothing below it knows it.
use bevy::prelude::*;

pub mod access;
pub mod analysis;
pub mod board_hover;
pub mod context;
pub mod coords;
pub mod counts;
pub mod diagram;
#[cfg(feature = "dialogs")]
pub mod dialogs;
pub mod editor;
pub mod explain;
pub mod games;
pub mod glossary;
pub mod guide;
pub mod history;
pub mod input;
pub mod learn;
pub mod new_game;
pub mod panel;
pub mod persist;
pub mod players;
pub mod practice;
pub mod prompts;
pub mod puzzles;
pub mod resume;
pub mod review;
pub mod rules;
pub mod settings;
pub mod teach;
pub mod text;
pub mod trainer;
pub mod welcome;

/// The side panel's width in egui points; windows open right of it.
pub const PANEL_WIDTH: f32 = 310.0;

/// The panel, the windows and everything egui draws over the board. The order of the egui
/// systems is the order they draw in.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        counts::plugin,
        input::plugin,
        prompts::plugin,
        context::plugin,
        panel::plugin,
        teach::plugin,
        practice::plugin,
        analysis::plugin,
        review::plugin,
        guide::plugin,
        welcome::plugin,
        coords::plugin,
    ));
    app.init_resource::<persist::Persist>();
}
