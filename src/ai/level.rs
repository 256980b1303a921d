//! The published levels: what each one may spend and how freely it varies its play.
//!
//! Every level searches with the same engine; they differ in depth, time and in the margin
//! within which a near-best move may be chosen by the seed. The margin is what makes games
//! against the same level differ, and it is small enough at every level that no large capture
//! is ever given away at random: a move losing more than the margin is never a candidate.
//!
//! | level | depth | time | margin (opening) | quiescence |
//! |---|---|---|---|---|
//! | 0 Mwanzo | 1 (Kujifunza 2) | 0.1 s | 8 seeds (8; Kujifunza 30) | 0 |
//! | 1 Mwanafunzi | 2 | 0.25 s | 2.2 seeds (3) | 1 |
//! | 2 Mchezaji | 3 | 0.4 s | 1.2 seeds (2.5) | 2 |
//! | 3 Hodari | 5 | 0.6 s | 0.5 seed (2.5) | 2 |
//! | 4 Fundi | 10 | 1.2 s | 0.2 seed (2.5) | 1 |
//! | 5 Bingwa | 60 | 2.5 s | 0.08 seed (2.5) | 1 |
//!
//! Measured (`bao match`, paired games, 2 shared cores, November 2026): levels 2, 3 and 4
//! against the level below scored 79.5-90% in both variants over 200 games each; Bingwa
//! against Fundi at the level times won 27 of 30 (Kiswahili) and 25 of 30 (Kete), and
//! 80-82% over 100 games at a tenth of the times; Bingwa at 1 s a move won 60 of 60 games
//! against Mwanafunzi.
//!
//! Mwanzo (December 2026, `bao match --games 200 --seed 1`, 100 openings x both sides)
//! against the reference players: Kiswahili 53.0% against `greedy`, 90.0% against `random`;
//! Kete 52.5% and 89.5%; Kujifunza 50.5% and 90.5%. Mwanafunzi beat it 96.0% (Kiswahili,
//! Kete) and 78.0% (Kujifunza). Over seeds 2-4 the Kiswahili scores were 50-57% and
//! 91-92.5%, the Kujifunza ones 49.5-57% and 89-90.5%.
//!
//! The opening margin applies to a player's first six moves: scores there are far apart, and
//! only a wider margin lets the strong levels vary their games. Late move reductions exist in
//! the search but no level uses them: at equal time they measured weaker (43.5% over 200
//! games at 25 ms a move).

use super::Level;
use super::eval::Weights;
use super::search::Limits;
use crate::rules::Position;
use std::time::{Duration, Instant};

/// One level's bundle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// Full plies searched at most (capture quiescence comes on top).
    pub depth: u32,
    /// Thinking time per move at most.
    pub time_ms: u64,
    /// Near-best moves within this many centi-seeds (100 = one seed) may be chosen.
    pub margin: i32,
    /// The margin for the first six moves, where the game is still far from decided: the
    /// strongest levels vary their play there, and keep the small margin later.
    pub opening_margin: i32,
    /// Plies of capture quiescence.
    pub quiescence: u32,
    /// Captures played on at each quiescence ply, largest first (0: all).
    pub quiescence_width: u32,
    /// Late move reductions from this move on (0: none).
    pub lmr: u32,
    /// Evaluation weights.
    pub eval: Weights,
    /// Depth and margin in Bao la Kujifunza, where one capture move can win at once, when
    /// they differ from the above (0: the same).
    pub kujifunza_depth: u32,
    pub kujifunza_margin: i32,
}

/// A player's first six moves (22 seeds in reserve at the start) count as the opening:
/// scores there are far apart (captures are large), so only a wider margin gives choice.
const OPENING_RESERVE: u8 = 17;

/// Mwanzo .. Bingwa, by level number.
pub const BUNDLES: [Bundle; 6] = [
    // Mwanzo, for learners: one ply and a wide margin (8 seeds): it takes a win it sees,
    // otherwise it often plays a weaker move and leaves a capture open. In Kujifunza, where
    // a reply can win at once, it looks at the reply so that it does not lose in one.
    Bundle {
        depth: 1,
        time_ms: 100,
        margin: 800,
        opening_margin: 800,
        quiescence: 0,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 2,
        kujifunza_margin: 3000,
    },
    // Sees its own captures and the reply; varies freely but never by more than ~2 seeds.
    Bundle {
        depth: 2,
        time_ms: 250,
        margin: 220,
        opening_margin: 300,
        quiescence: 1,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 0,
        kujifunza_margin: 0,
    },
    Bundle {
        depth: 3,
        time_ms: 400,
        margin: 120,
        opening_margin: 250,
        quiescence: 2,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 0,
        kujifunza_margin: 0,
    },
    Bundle {
        depth: 5,
        time_ms: 600,
        margin: 50,
        opening_margin: 250,
        quiescence: 2,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 0,
        kujifunza_margin: 0,
    },
    Bundle {
        depth: 10,
        time_ms: 1_200,
        margin: 20,
        opening_margin: 250,
        quiescence: 1,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 0,
        kujifunza_margin: 0,
    },
    Bundle {
        depth: 60,
        time_ms: 2_500,
        margin: 8,
        opening_margin: 250,
        quiescence: 1,
        quiescence_width: 0,
        lmr: 0,
        eval: Weights::DEFAULT,
        kujifunza_depth: 0,
        kujifunza_margin: 0,
    },
];

impl Level {
    pub fn bundle(self) -> Bundle {
        BUNDLES[self as usize]
    }
}

/// A table about as large as the nodes the search can visit (some 3 million a second), so
/// that short searches do not spend their time clearing a large one.
fn table_bits(depth: u32, time: Duration) -> u32 {
    if depth <= 5 {
        return 16;
    }
    let nodes = time.as_secs_f64() * 3e6;
    (nodes.max(1.0).log2().ceil() as u32).clamp(16, 21)
}

impl Bundle {
    /// The search limits of this bundle for `pos`, starting now; `time` overrides the
    /// thinking time.
    pub fn limits_for(&self, pos: &Position, seed: u64, time: Option<Duration>) -> Limits {
        let mut limits = self.limits(seed, time);
        if pos.reserve(pos.to_move()) >= OPENING_RESERVE {
            limits.margin = limits.margin.max(self.opening_margin);
        }
        if pos.rules().is_kujifunza() {
            if self.kujifunza_depth > 0 {
                limits.depth = self.kujifunza_depth;
            }
            if self.kujifunza_margin > 0 {
                limits.margin = self.kujifunza_margin;
            }
        }
        limits
    }

    /// The search limits of this bundle starting now; `time` overrides the thinking time.
    pub fn limits(&self, seed: u64, time: Option<Duration>) -> Limits {
        let time = time.unwrap_or(Duration::from_millis(self.time_ms));
        Limits {
            depth: self.depth,
            deadline: Some(Instant::now() + time),
            new_iteration_until: 0.5,
            nodes: None,
            margin: self.margin,
            seed,
            quiescence: self.quiescence,
            quiescence_width: self.quiescence_width,
            tt_bits: table_bits(self.depth, time),
            lmr: self.lmr,
            weights: self.eval,
        }
    }
}
