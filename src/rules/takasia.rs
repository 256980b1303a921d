//! Takasia (Kete: hizi zetu), RULES.md section 7, and the first-lap capture test it rests on.

use super::pit::{HOUSE, Side};
use super::position::Position;

/// Bit set of the opponent's front pits (ring indices) that `side` captures with the first
/// lap of some mtaji move (M2: 2..15 seeds, the lap ends in an occupied own front pit facing
/// an occupied pit). Laps of at most 15 seeds pass each pit once, so this is arithmetic.
pub(crate) fn first_lap_captures(pos: &Position, side: Side) -> u16 {
    let me = &pos.rows[side.index()];
    let opp = &pos.rows[1 - side.index()];
    let mut set = 0u16;
    for s in 0..16 {
        let n = me[s] as usize;
        if !(2..=15).contains(&n) {
            continue;
        }
        for h in [(s + n) & 15, (s + 16 - n) & 15] {
            if h < 8 && me[h] > 0 && opp[7 - h] > 0 {
                set |= 1 << (7 - h);
            }
        }
    }
    set
}

/// T1/T2: after `mover`'s takasa move with both reserves empty, the pit of the opponent that
/// becomes blocked, if any.
pub(crate) fn takasia_target(pos: &Position, mover: Side) -> Option<u8> {
    let q = mover.opponent();
    if first_lap_captures(pos, q) != 0 {
        return None;
    }
    let set = first_lap_captures(pos, mover);
    if set.count_ones() != 1 {
        return None;
    }
    let x = set.trailing_zeros() as u8;
    let row = &pos.rows[q.index()];
    let occupied = (0..8).filter(|&i| row[i] > 0).count();
    let big = (0..8).filter(|&i| row[i] > 1).count();
    let exception = (x == HOUSE && pos.house[q.index()])
        || (occupied == 1)
        || (big == 1 && row[x as usize] > 1);
    (!exception).then_some(x)
}
