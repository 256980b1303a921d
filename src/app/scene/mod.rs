//! The 3D board that shows the game: the carved board and its pits (`board`), the 64 seeds
//! and where each rests (`seeds`), the seeds flying as the choreography says (`animation`),
//! the camera fitted to any window (`framing`), the look and what it costs (`look`,
//! `quality`, `plain_light`, `render_scale`), the pits' glow, the direction arrows and the
//! last move's marks, and the pacing of frames (draw only when something changes).
//!
//! Above `play` (it reads the game and the choreography, never changes them) and below `ui`:
//! it knows nothing of egui.
use bevy::prelude::*;

pub mod animation;
pub mod arrows;
pub mod board;
pub mod carving;
pub mod framing;
pub mod glow;
pub mod layers;
pub mod look;
pub mod marks;
pub mod pacing;
pub mod plain_light;
pub mod quality;
pub mod render_scale;
pub mod seeds;
pub mod still_picture;

/// What runs headless: the seed entities, their flights, the frame pacing.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        carving::plugin,
        seeds::plugin,
        animation::plugin,
        pacing::plugin,
    ));
}

/// What draws: the board, the camera, the look, the seeds' meshes, glow, arrows and marks.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        framing::plugin,
        pacing::window_plugin,
        quality::plugin,
        plain_light::plugin,
        render_scale::plugin,
        still_picture::plugin,
        seeds::view_plugin,
        glow::plugin,
        arrows::plugin,
        marks::plugin,
    ));
}
