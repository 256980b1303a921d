//! The computer opponent: search, evaluation, levels. Pure: no Bevy, no I/O; time limits come
//! in as a deadline from the caller and a cancel flag.

mod eval;
mod level;
mod reference;
mod rng;
mod search;
mod tt;

pub use eval::{SEED, Weights, evaluate, evaluate_with};
pub use level::{BUNDLES, Bundle};
pub use reference::{greedy_move, random_move};
pub use rng::SplitMix;
pub use search::{
    LAP_LIMIT, Limits, MoveScore, RootScores, SearchResult, WIN, WIN_BOUND, score_among,
    score_best_each, score_moves, search,
};
pub use tt::hash as position_key;

use crate::rules::{Move, Position, legal_moves, play};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The six named levels (the contract the game and the command line use). The numbers are
/// stable (saves, settings and `--a 5` keep their meaning): Mwanzo, for learners, is 0.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Mwanzo = 0,
    Mwanafunzi = 1,
    Mchezaji = 2,
    Hodari = 3,
    Fundi = 4,
    Bingwa = 5,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Mwanzo,
        Level::Mwanafunzi,
        Level::Mchezaji,
        Level::Hodari,
        Level::Fundi,
        Level::Bingwa,
    ];

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.number() == n)
    }
    pub fn number(self) -> u8 {
        self as u8
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Mwanzo => "Mwanzo",
            Level::Mwanafunzi => "Mwanafunzi",
            Level::Mchezaji => "Mchezaji",
            Level::Hodari => "Hodari",
            Level::Fundi => "Fundi",
            Level::Bingwa => "Bingwa",
        }
    }
    pub fn description(self) -> &'static str {
        match self {
            Level::Mwanzo => "beginning: plays loosely, for learning the game",
            Level::Mwanafunzi => "learner: sees the captures in front of it",
            Level::Mchezaji => "player: looks a move ahead",
            Level::Hodari => "skilful: reads short sequences",
            Level::Fundi => "expert: deep, careful play",
            Level::Bingwa => "master: the strongest search",
        }
    }
}

/// Chooses a move for the player to move. `seed` makes the choice among near-equal moves
/// repeatable; `cancel` stops the search early (the best move so far is returned).
/// Returns `None` only when the game is over.
pub fn choose_move(pos: &Position, level: Level, seed: u64, cancel: &AtomicBool) -> Option<Move> {
    choose_move_timed(pos, level, seed, None, cancel)
}

/// [`choose_move`] with the level's thinking time replaced by `time`.
pub fn choose_move_timed(
    pos: &Position,
    level: Level,
    seed: u64,
    time: Option<Duration>,
    cancel: &AtomicBool,
) -> Option<Move> {
    choose_with(pos, &level.bundle(), seed, time, cancel)
}

/// [`choose_move_timed`] for any bundle (experiments, the `match` command's overrides).
pub fn choose_with(
    pos: &Position,
    bundle: &Bundle,
    seed: u64,
    time: Option<Duration>,
    cancel: &AtomicBool,
) -> Option<Move> {
    let limits = bundle.limits_for(pos, seed, time);
    checked(pos, search(pos, &limits, cancel).best)
}

/// The search works on lap-bounded moves; the move handed out is confirmed with the exact
/// generator (it cannot differ, but a player must never receive an illegal move).
fn checked(pos: &Position, mv: Option<Move>) -> Option<Move> {
    match mv {
        Some(m) if play(pos, &m).is_ok() => Some(m),
        _ => legal_moves(pos).first().copied(),
    }
}

/// A hint for a human player: the strongest level's choice without randomness, in `time`.
pub fn hint(pos: &Position, time: Duration, cancel: &AtomicBool) -> SearchResult {
    let mut r = search(pos, &Limits::time(time), cancel);
    r.best = checked(pos, r.best);
    r
}
