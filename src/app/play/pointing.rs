//! What the pointer and the keyboard point at on the board (the hover, the keyboard's cursor,
//! a start pit waiting for its direction), and what a click on a pit can start: the scene
//! lights the pits from it, the window's input fills it in.
use super::turn::Game;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::rules::{Dir, Pit, Side, legal_moves, why_illegal};
use bevy::prelude::*;

/// What the pointer and the keyboard point at.
#[derive(Resource, Default)]
pub struct Pointing {
    pub hover: Option<Pit>,
    pub cursor: Option<Pit>,
    /// A start pit chosen, waiting for its direction.
    pub selected: Option<(Pit, Vec<Option<Dir>>)>,
    /// Pits marked as an answer: the right one (`true`) and a wrong one (`false`).
    pub answers: Vec<(Pit, bool)>,
    /// The board shows a demonstration, not a game: no start is offered.
    pub frozen: bool,
}

/// The directions a start from `pit` can take (`None`: a namua capture, no direction).
pub fn start_choices(game: &Game, pit: Pit) -> Vec<Option<Dir>> {
    let pos = game.position();
    if pit.side != pos.to_move() {
        return Vec::new();
    }
    let mut dirs: Vec<Option<Dir>> = legal_moves(&pos)
        .into_iter()
        .filter(|m| m.pit == pit.ring)
        .map(|m| m.dir)
        .collect();
    dirs.dedup();
    dirs.sort_by_key(|d| d.map(|d| d == Dir::Ccw));
    dirs.dedup();
    dirs
}

/// Why a click on `pit` starts no move, in one line.
pub fn refusal(lang: Lang, game: &Game, pit: Pit) -> String {
    let pos = game.position();
    if pit.side != pos.to_move() {
        return fill(
            lang,
            "play.refuse.not_yours",
            &[
                ("pit", &pit.to_string()),
                ("rows", side_rows(pos.to_move())),
            ],
        );
    }
    why_illegal(&pos, pit.ring, Some(Dir::Cw))
        .or_else(|| why_illegal(&pos, pit.ring, None))
        .map(|w| crate::game::words::names::illegal(lang, &w))
        .unwrap_or_else(|| tr(lang, "play.refuse.impossible").into())
}

fn side_rows(side: Side) -> &'static str {
    match side {
        Side::South => "A/B",
        Side::North => "a/b",
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointing>().add_systems(
        Update,
        forget_old_board
            .in_set(super::BaoSet::Turn)
            .after(super::turn::apply_commands),
    );
}

/// Another game on the board (the next puzzle, a new game, the trainer's next position):
/// the cursor, a chosen pit and the last refusal belonged to the board before, and go.
fn forget_old_board(
    game: Res<Game>,
    mut pointing: ResMut<Pointing>,
    mut notice: ResMut<super::turn::Notice>,
    mut start: Local<Option<crate::rules::Position>>,
) {
    let now = *game.session.start();
    if start.is_some_and(|s| s != now) {
        pointing.cursor = None;
        pointing.selected = None;
        if notice.0.is_some() {
            notice.0 = None;
        }
    }
    *start = Some(now);
}
