//! Everyone can play, the logic half: the access settings (the panel's size, high contrast,
//! the hot-seat turn of the board for two people at one machine), whether the board is
//! turned now, and moves typed in notation. The pit marks that tell by shape are drawn by
//! `scene::marks`; the settings, "Move now" and the board as text are in `ui::play::access`.
use super::choreo::Choreo;
use super::turn::{Game, MoveInProgress, Notice, TurnCommand};
use super::{BaoSet, Language};
use crate::game::play::session::Player;
use crate::game::records::settings::Settings as Saved;
use crate::game::words::i18n::{fill, tr};
use crate::rules::Side;
use bevy::prelude::*;

/// The player's access settings (kept in the settings file).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// Text and panel size in percent, 75 to 200.
    pub ui_scale: u16,
    pub high_contrast: bool,
    /// Hot-seat: turn the board so the player to move sits at the bottom (two people).
    pub turn_board: bool,
    /// The "Board as text" section opens at start (`--access text`; not kept).
    pub text_open: bool,
}

impl Default for Access {
    fn default() -> Access {
        Access {
            ui_scale: 100,
            high_contrast: false,
            turn_board: false,
            text_open: false,
        }
    }
}

impl Access {
    pub fn load(&mut self, s: &Saved) {
        self.ui_scale = s.ui_scale.clamp(Saved::UI_SCALE_MIN, Saved::UI_SCALE_MAX);
        self.high_contrast = s.high_contrast;
        self.turn_board = s.turn_board;
    }
    pub fn store(&self, s: &mut Saved) {
        s.ui_scale = self.ui_scale;
        s.high_contrast = self.high_contrast;
        s.turn_board = self.turn_board;
    }
    /// egui's zoom factor.
    pub fn zoom(&self) -> f32 {
        self.ui_scale
            .clamp(Saved::UI_SCALE_MIN, Saved::UI_SCALE_MAX) as f32
            / 100.0
    }
    /// `--access scale=150,contrast,turn` (screenshots and trials).
    pub fn parse(text: &str) -> Result<Access, String> {
        let mut a = Access::default();
        for w in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match w.split_once('=') {
                Some(("scale", n)) => {
                    a.ui_scale = n
                        .trim_end_matches('%')
                        .parse()
                        .ok()
                        .filter(|n| (Saved::UI_SCALE_MIN..=Saved::UI_SCALE_MAX).contains(n))
                        .ok_or_else(|| format!("--access: scale '{n}' is not 75 to 200"))?
                }
                None if w == "contrast" => a.high_contrast = true,
                None if w == "turn" => a.turn_board = true,
                None if w == "text" => a.text_open = true,
                _ => {
                    return Err(format!(
                        "--access: '{w}' is not scale=N, contrast, turn, text or hints"
                    ));
                }
            }
        }
        Ok(a)
    }
}

/// The board is turned now: two people play, North is to move and the turn option is on;
/// or the player at this screen solves a puzzle, a lesson or a practice game as North.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turned(pub bool);

/// The side a feature puts the player at this screen on, whatever the game's players say
/// (a puzzle's solver, a lesson's learner, a practice game's side): the board faces him, as
/// a puzzle site always puts the solver at the bottom. Each feature sets its own field every
/// frame (in [`BaoSet::Animate`]), `None` while it is not on the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Facing {
    pub puzzle: Option<Side>,
    pub lesson: Option<Side>,
}

/// A move typed in notation: played if legal, else refused with its reason in the notice.
#[derive(Message, Clone, Debug)]
pub struct TypeMove(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Access>()
        .init_resource::<Turned>()
        .init_resource::<Facing>()
        .add_message::<TypeMove>()
        .add_systems(Update, typed_moves.in_set(BaoSet::Input))
        .add_systems(Update, turn_board.after(BaoSet::Animate));
}

/// Typed moves become [`TurnCommand::Play`]; a refusal says why in one line.
pub fn typed_moves(
    mut typed: MessageReader<TypeMove>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut notice: ResMut<Notice>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<Language>,
) {
    let lang = lang.0;
    for TypeMove(text) in typed.read() {
        let refusal = if game.session.is_over() {
            Some(crate::game::words::names::illegal(
                lang,
                &crate::rules::Illegal::GameOver,
            ))
        } else if game.viewing.is_some() {
            Some(tr(lang, "access.refuse.viewing").to_string())
        } else if !game.human_to_move() {
            let side = game.position().to_move();
            let name = crate::game::play::access::name_of(lang, game.name_of(side), side);
            Some(fill(
                lang,
                "access.refuse.not_your_turn",
                &[("name", &name)],
            ))
        } else if progress.active() || choreo.busy() {
            Some(tr(lang, "access.refuse.wait").to_string())
        } else {
            None
        };
        if let Some(r) = refusal {
            notice.0 = Some(r);
            continue;
        }
        match crate::game::play::access::typed_move(lang, &game.position(), text) {
            Ok(mv) => {
                out.write(TurnCommand::Play(mv));
            }
            Err(why) => notice.0 = Some(why),
        }
    }
}

/// Turns the board (hot-seat) once the seeds are still: North to move, two people.
fn turn_board(
    access: Res<Access>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    facing: Res<Facing>,
    mut turned: ResMut<Turned>,
) {
    if choreo.busy() || progress.active() {
        return;
    }
    let two_people = game.session.players().iter().all(|p| p.is_here());
    // Online, the board faces the seat played at this screen.
    let players = game.session.players();
    let online = players
        .contains(&Player::Remote)
        .then(|| {
            [Side::South, Side::North]
                .into_iter()
                .find(|s| players[s.index()].is_here())
        })
        .flatten();
    let want = match facing.puzzle.or(facing.lesson).or(online) {
        Some(side) => side == Side::North,
        None => access.turn_board && two_people && game.shown_position().to_move() == Side::North,
    };
    if turned.0 != want {
        turned.0 = want;
        let bottom = if want { "North" } else { "South" };
        info!("board turned: {bottom} at the bottom");
    }
}

/// The move that led to the position on the board (the present, or the one looked at).
pub fn last_move(game: &Game) -> Option<(crate::rules::Position, crate::rules::Move)> {
    let at = game.viewing.unwrap_or(game.session.index());
    if at == 0
        && let Some(super::turn::Study::Analysis { last }) = game.study
    {
        // The analysis board's game starts at the node shown: the move into it.
        return last;
    }
    let m = game.session.history().get(at.checked_sub(1)?)?;
    Some((m.before, m.successor.mv))
}
