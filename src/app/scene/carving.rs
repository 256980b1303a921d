//! Which pits the board is carved with as square houses: A5 and a5 in Bao la Kiswahili and
//! Bao la Kete (the nyumba, the kuu), none in Bao la Kujifunza, the learners' game, which has
//! no house (RULES.md J2). The board's top, its wood, the seeds' floors and the glow rings
//! follow it, so a learner never sees a house his game does not have.
use crate::app::play::BaoSet;
use crate::app::play::turn::Game;
use crate::rules::{Pit, Variant};
use bevy::prelude::*;

#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Carving {
    pub houses: bool,
}

impl Default for Carving {
    fn default() -> Self {
        Carving { houses: true }
    }
}

impl Carving {
    pub fn for_variant(variant: Variant) -> Carving {
        Carving {
            houses: variant.has_namua(),
        }
    }

    /// Whether `pit` is cut square (a house) on this board.
    pub fn square(self, pit: Pit) -> bool {
        self.houses && pit.is_house()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Carving>()
        .add_systems(Update, follow_the_variant.before(BaoSet::Animate));
}

/// The board on the table is the one the game on it is played on.
fn follow_the_variant(game: Res<Game>, mut carving: ResMut<Carving>) {
    let wanted = Carving::for_variant(game.position().rules().variant);
    if *carving != wanted {
        *carving = wanted;
    }
}
