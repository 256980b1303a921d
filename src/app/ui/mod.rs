//! The window's words and hands, in egui, in six sub-rooms with a one-way order (each imports
//! only the rooms before it; `tests/layers.rs` checks it) and the few files above them all:
//!
//! ```text
//!   panel, history, welcome, board_hover    the side panel and what opens every window
//!      ^
//!   practice   the Practice window: puzzles, the sowing trainer, practice games, the rating
//!   analysis   the analysis board's window and its position editor
//!   coach      the review window (the coach, the drill)
//!   course     the Learn window, the guide, the teaching windows drawn in order
//!   narrate    Explain, Rules, the glossary, the rules' diagrams
//!      ^
//!   play       the game's own: players, new game, games, resume, settings, dialogs, the files
//!              (`persist`), prompts, input, counts and coordinates over the board, egui's setup
//! ```
//!
//! A teaching room has the name of its room in `game::teach`. The highest room but the tools:
//! it reads `app::play` and `app::scene` and sends `app::play` commands; nothing below knows it.
use bevy::prelude::*;

pub mod analysis;
pub mod board_hover;
pub mod coach;
pub mod course;
pub mod history;
pub mod narrate;
pub mod panel;
pub mod play;
pub mod practice;
pub mod welcome;

/// The side panel's width in egui points; windows open right of it.
pub const PANEL_WIDTH: f32 = 310.0;

/// The panel, the windows and everything egui draws over the board. The order of the egui
/// systems is the order they draw in.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        play::counts::plugin,
        play::input::plugin,
        play::prompts::plugin,
        play::context::plugin,
        panel::plugin,
        course::windows::plugin,
        practice::window::plugin,
        analysis::board::plugin,
        coach::review::plugin,
        course::guide::plugin,
        welcome::plugin,
        play::coords::plugin,
    ));
    #[cfg(feature = "online")]
    app.add_plugins(play::online::plugin);
    app.init_resource::<play::persist::Persist>();
    app.init_resource::<play::clipboard::Clipboard>();
}
