//! The graphics look: the player's choice (auto, low, high) and the look in force. Read by
//! the scene's drawing and by the settings; applied by `quality`.
use bevy::prelude::*;

pub use crate::game::records::settings::Graphics;

/// The player's choice and the look in force.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quality {
    pub choice: Graphics,
    /// The look applied (None until the first frame).
    pub applied: Option<Look>,
}

/// The two looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Low = 0,
    High = 1,
}

impl Look {
    /// `Auto` is `Low` when the adapter is a processor, not a graphics card.
    pub fn for_choice(choice: Graphics, software: bool) -> Look {
        match choice {
            Graphics::Low => Look::Low,
            Graphics::High => Look::High,
            Graphics::Auto if software => Look::Low,
            Graphics::Auto => Look::High,
        }
    }
}
