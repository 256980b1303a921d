//! The game in progress, drawn by nobody: the one system that applies moves (`turn`), the
//! queue of what the seeds still have to show (`choreo`), the computer's background search
//! (`ai_task`), the game with a friend online (`online`), typed moves and the hot-seat turn (`access`), what the pointer and keys point
//! at (`pointing`), the history viewer and the board's sounds; and one sub-room for each
//! teaching feature that plays on the board, named as in `game::teach`: `course` (the lesson
//! being played), `coach` (the review's engine, the drill), `analysis` (the analysis board,
//! the position editor) and `practice` (a puzzle being solved, the sowing trainer). The
//! feature rooms use the files at the top, never each other.
//!
//! The lowest room of the window: it knows neither how the scene draws nor the panel. They
//! read its resources and send it [`turn::TurnCommand`]s; what flows up from here (a lesson
//! done, a sound to play) goes as a message.
use bevy::prelude::*;

pub mod access;
pub mod ai_task;
pub mod analysis;
pub mod choreo;
pub mod coach;
pub mod course;
#[cfg(feature = "online")]
pub mod online;
pub mod pointing;
pub mod practice;
#[cfg(feature = "sound")]
pub mod sound;
pub mod turn;
pub mod viewer;

/// The order of a frame: what the player did, then the rules, then the seeds.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BaoSet {
    Input,
    Turn,
    Computer,
    Animate,
}

/// The language of every word the window shows: from the settings, or at the first start
/// from the system locale; switched in the Settings without a restart. UI code reads it as
/// `lang: Res<Language>` and asks `game::words::i18n::tr(lang.0, "panel.new_game")`.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Language(pub crate::game::words::i18n::Lang);

/// The logic of play (headless tests run it under `MinimalPlugins`).
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            BaoSet::Input,
            BaoSet::Turn,
            BaoSet::Computer,
            BaoSet::Animate,
        )
            .chain(),
    );
    app.init_resource::<Language>();
    app.add_plugins((
        turn::plugin,
        choreo::plugin,
        ai_task::plugin,
        access::plugin,
        pointing::plugin,
        course::lesson::plugin,
        coach::review::plugin,
        coach::drill::plugin,
        practice::trainer::plugin,
        analysis::board::plugin,
        analysis::editor::plugin,
        practice::puzzle::plugin,
    ));
    #[cfg(feature = "online")]
    app.add_plugins(online::plugin);
}
