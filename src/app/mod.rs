//! The Bevy game: one plugin per concern.
use bevy::prelude::*;

/// Opens the game window and runs until it closes.
pub fn run(_args: &[String]) {
    App::new().add_plugins(DefaultPlugins).run();
}
