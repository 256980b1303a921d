//! Two fixed reference players that levels are measured against (`bao match --a random`,
//! `--b greedy`): they need no search, so their strength never drifts with the engine.

use super::rng::SplitMix;
use crate::rules::{Move, Position, successors};

/// A legal move drawn uniformly. `None` when the game is over.
pub fn random_move(pos: &Position, rng: &mut SplitMix) -> Option<Move> {
    let list = successors(pos);
    (!list.is_empty()).then(|| list[rng.below(list.len())].mv)
}

/// The move that captures the most seeds now (ties drawn at random); when no move captures,
/// a random one. `None` when the game is over.
pub fn greedy_move(pos: &Position, rng: &mut SplitMix) -> Option<Move> {
    let list = successors(pos);
    let most = list.iter().map(|s| s.captured).max()?;
    let best: Vec<Move> = list
        .iter()
        .filter(|s| s.captured == most)
        .map(|s| s.mv)
        .collect();
    Some(best[rng.below(best.len())])
}
