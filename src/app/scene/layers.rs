//! The render layers the board is drawn on: the still wood and mat apart from what moves, so
//! that while seeds move the wood is drawn once per sowing (`render_scale`), and the small
//! picture of the board that the panel's camera lays into the window.

/// The render layer of the picture: seen only by the panel's camera.
pub const PICTURE_LAYER: usize = 7;

/// The render layer of what never moves: the board's wood and the mat.
pub const STILL_LAYER: usize = 5;
