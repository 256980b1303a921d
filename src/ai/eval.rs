//! Static evaluation, from the view of the player to move, in centi-seeds (100 = one seed).
//!
//! Material is every seed a player owns (board and reserve): captures move seeds from one
//! side to the other and 64 stay in play, so the difference is what a game is fought over.
//! The rest is stage-aware: in namua (reserve left) the functional house is a weapon and
//! the front row is fed every move; in mtaji (no reserve) mobility (pits that can move) and
//! the safety of the front row decide, and a player with only singletons has lost (W2).

use crate::rules::{HOUSE, Position, Side, Stage};

pub const SEED: i32 = 100;

/// The largest weight [`Weights::with`] takes: ten seeds. With every count at most 64 the
/// terms stay far inside `i32`.
pub const MAX_WEIGHT: i32 = 1_000;
/// The evaluation never reaches the scores of a forced result (beyond `WIN_BOUND`), whatever
/// the weights: a static guess must not pass for a proof.
const MAX_EVAL: i32 = 20_000;

/// The weights, gathered so that they can be read (and tuned) in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per occupied front pit: an empty front row is Bao hamna (W1).
    pub front_pit: i32,
    /// Per pit holding two or more, in mtaji (the pits that can start a move, M1).
    pub mobile_pit: i32,
    /// An owned house with six or more seeds (section 8): protected, and it feeds safari.
    pub house_functional: i32,
    /// An owned house below six (it may grow back to functional in Kiswahili).
    pub house_owned: i32,
    /// Per seed of the largest capture the mover can make now (he moves first).
    pub my_best_capture: i32,
    /// Per seed of the largest capture the opponent threatens (the mover may parry it).
    pub their_best_capture: i32,
    /// Per seed of the opponent's other threatened captures.
    pub their_other_captures: i32,
    /// Per seed of the mover's other possible captures (a capture may chain into them).
    pub my_other_captures: i32,
    /// Per seed in the back row in mtaji, where it cannot be captured.
    pub back_seed: i32,
    /// For having the move.
    pub tempo: i32,
}

impl Weights {
    pub const DEFAULT: Weights = Weights {
        front_pit: 12,
        mobile_pit: 10,
        house_functional: 150,
        house_owned: 40,
        my_best_capture: 90,
        their_best_capture: 30,
        their_other_captures: 6,
        my_other_captures: 0,
        back_seed: 0,
        tempo: 0,
    };

    /// Changes weights from a list such as `front_pit=15,mobile_pit=8` (for experiments).
    pub fn with(mut self, spec: &str) -> Result<Weights, String> {
        for item in spec.split(',').filter(|s| !s.trim().is_empty()) {
            let (name, value) = item
                .split_once('=')
                .ok_or_else(|| format!("'{item}': expected name=value"))?;
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| format!("'{item}': not a whole number"))?;
            if !(-MAX_WEIGHT..=MAX_WEIGHT).contains(&value) {
                return Err(format!(
                    "'{item}': a weight is -{MAX_WEIGHT}..={MAX_WEIGHT} (centi-seeds)"
                ));
            }
            let slot = match name.trim() {
                "front_pit" => &mut self.front_pit,
                "mobile_pit" => &mut self.mobile_pit,
                "house_functional" => &mut self.house_functional,
                "house_owned" => &mut self.house_owned,
                "my_best_capture" => &mut self.my_best_capture,
                "their_best_capture" => &mut self.their_best_capture,
                "their_other_captures" => &mut self.their_other_captures,
                "my_other_captures" => &mut self.my_other_captures,
                "back_seed" => &mut self.back_seed,
                "tempo" => &mut self.tempo,
                other => return Err(format!("unknown weight '{other}'")),
            };
            *slot = value;
        }
        Ok(self)
    }
}

/// Front pits (ring index, as a bit mask over `0..8`) of `side`'s opponent that `side` could
/// capture with the first lap of a move (N1 in namua, M2 in mtaji), ignoring a claim.
pub fn capture_targets(pos: &Position, side: Side) -> u8 {
    let row = pos.row(side);
    let opp = pos.row(side.opponent());
    let mut mask = 0u8;
    if pos.stage(side) == Stage::Namua {
        for i in 0..8 {
            if row[i] > 0 && opp[7 - i] > 0 {
                mask |= 1 << (7 - i);
            }
        }
        return mask;
    }
    for (s, &n) in row.iter().enumerate() {
        let n = n as usize;
        if !(2..=15).contains(&n) {
            continue;
        }
        // n <= 15 never wraps the ring, so the landing pit was occupied before the lap.
        for h in [(s + n) & 15, (s + 16 - n) & 15] {
            if h < 8 && row[h] > 0 && opp[7 - h] > 0 {
                mask |= 1 << (7 - h);
            }
        }
    }
    mask
}

/// Whether the player to move must capture (captures are compulsory, G7), which is when a
/// position is not quiet. A hizi zetu claim that cannot be taken leaves only takata moves.
pub fn must_capture(pos: &Position) -> bool {
    let me = pos.to_move();
    let targets = capture_targets(pos, me);
    match pos.claim() {
        Some(c) if pos.stage(me) == Stage::Mtaji => targets & (1 << c.ring) != 0,
        _ => targets != 0,
    }
}

/// A player to move in mtaji with no pit of two or more has lost (W2).
pub fn only_singletons(pos: &Position) -> bool {
    let me = pos.to_move();
    pos.stage(me) == Stage::Mtaji && pos.row(me).iter().all(|&n| n < 2)
}

fn side_terms(pos: &Position, side: Side, w: &Weights) -> i32 {
    let row = pos.row(side);
    let seeds: i32 = row.iter().map(|&n| n as i32).sum::<i32>() + pos.reserve(side) as i32;
    let front_pits = row[..8].iter().filter(|&&n| n > 0).count() as i32;
    let mut v = seeds * SEED + front_pits * w.front_pit;
    if pos.stage(side) == Stage::Mtaji {
        v += row.iter().filter(|&&n| n >= 2).count() as i32 * w.mobile_pit;
        v += row[8..].iter().map(|&n| n as i32).sum::<i32>() * w.back_seed;
    }
    if pos.house_owned(side) {
        v += if row[HOUSE as usize] >= 6 {
            w.house_functional
        } else {
            w.house_owned
        };
    }
    v
}

/// The largest and the total count of the front pits in `targets` (a mask over `row[..8]`).
fn largest_and_total(targets: u8, row: &[u8; 16]) -> (i32, i32) {
    let (mut largest, mut total) = (0, 0);
    for (i, &n) in row[..8].iter().enumerate() {
        if targets & (1 << i) != 0 {
            largest = largest.max(n as i32);
            total += n as i32;
        }
    }
    (largest, total)
}

/// The value of the position for the player to move.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::DEFAULT)
}

/// [`evaluate`] with other weights.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let me = pos.to_move();
    let them = me.opponent();
    let mut v = side_terms(pos, me, w) - side_terms(pos, them, w);

    let mine = capture_targets(pos, me);
    let theirs = capture_targets(pos, them);
    let (best_mine, all_mine) = largest_and_total(mine, pos.row(them));
    let (best_theirs, all_theirs) = largest_and_total(theirs, pos.row(me));
    v += w.tempo + best_mine * w.my_best_capture + (all_mine - best_mine) * w.my_other_captures
        - best_theirs * w.their_best_capture
        - (all_theirs - best_theirs) * w.their_other_captures;
    v.clamp(-MAX_EVAL, MAX_EVAL)
}
