//! The computer opponent: search, evaluation, levels. Pure: no Bevy, no I/O; time limits come
//! in as a deadline from the caller and a cancel flag.

use crate::rules::{Move, MoveKind, Position, for_each_successor};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The five named levels (the contract the game and the command line use).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Mwanafunzi = 1,
    Mchezaji = 2,
    Hodari = 3,
    Fundi = 4,
    Bingwa = 5,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Mwanafunzi,
        Level::Mchezaji,
        Level::Hodari,
        Level::Fundi,
        Level::Bingwa,
    ];

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).wrapping_sub(1)).copied()
    }
    pub fn number(self) -> u8 {
        self as u8
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Mwanafunzi => "Mwanafunzi",
            Level::Mchezaji => "Mchezaji",
            Level::Hodari => "Hodari",
            Level::Fundi => "Fundi",
            Level::Bingwa => "Bingwa",
        }
    }
    pub fn description(self) -> &'static str {
        match self {
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
///
/// Placeholder until the search lands: the move capturing the most seeds.
pub fn choose_move(pos: &Position, level: Level, seed: u64, cancel: &AtomicBool) -> Option<Move> {
    let _ = (level, seed, Instant::now());
    let mut best: Option<(u32, Move)> = None;
    for_each_successor(pos, |s| {
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let score = if s.kind == MoveKind::Capture {
            s.captured + 1
        } else {
            0
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, s.mv));
        }
    });
    best.map(|(_, m)| m)
}
