//! Takasia (Kete: hizi zetu), RULES.md section 7, and the first-lap capture test it rests on.

use super::pit::{HOUSE, Side};
use super::position::{Position, pits_above};

/// Bit set of the opponent's front pits (ring indices) that `side` captures with the first
/// lap of some mtaji move (M2: 2..15 seeds, the lap ends in an occupied own front pit facing
/// an occupied pit). Laps of at most 15 seeds pass each pit once, so this is arithmetic.
pub(crate) fn first_lap_captures(pos: &Position, side: Side) -> u16 {
    first_lap_captures_in(
        u128::from_le_bytes(pos.rows[side.index()]),
        u128::from_le_bytes(pos.rows[1 - side.index()]),
    )
}

/// [`first_lap_captures`] on the two rows (byte i = pit i) of the side and its opponent.
pub(crate) fn first_lap_captures_in(me: u128, opp: u128) -> u16 {
    // Own front pits where a lap ending there would capture (bit h; pit h faces 7 - h).
    let open = pits_above(me, 0) as u8 & (pits_above(opp, 0) as u8).reverse_bits();
    if open == 0 {
        return 0;
    }
    // Pits the first lap of some move ends in: s + n or s - n, for 2..15 seeds.
    let mut ends = 0u16;
    for (s, &n) in me.to_le_bytes().iter().enumerate() {
        ends |= LAP_ENDS[s][(n & 63) as usize];
    }
    ((ends as u8 & open).reverse_bits()) as u16
}

/// `LAP_ENDS[s][n]`: the pits a first lap of n seeds from pit s ends in, both ways (empty
/// unless 2 <= n <= 15, M2).
static LAP_ENDS: [[u16; 64]; 16] = {
    let mut t = [[0u16; 64]; 16];
    let mut s = 0;
    while s < 16 {
        let mut n = 2;
        while n <= 15 {
            t[s][n] = (1 << ((s + n) & 15)) | (1 << ((s + 16 - n) & 15));
            n += 1;
        }
        s += 1;
    }
    t
};

/// T1/T2: after the mover's takasa move with both reserves empty, the pit of the opponent that
/// becomes blocked, if any; from the mover's row, the opponent's row and whether he owns his
/// house.
pub(crate) fn takasia_target(mover: u128, opp: u128, opp_house: bool) -> Option<u8> {
    if first_lap_captures_in(opp, mover) != 0 {
        return None;
    }
    let set = first_lap_captures_in(mover, opp);
    if set.count_ones() != 1 {
        return None;
    }
    let x = set.trailing_zeros() as u8;
    let row = opp.to_le_bytes();
    let occupied = (0..8).filter(|&i| row[i] > 0).count();
    let big = (0..8).filter(|&i| row[i] > 1).count();
    let exception =
        (x == HOUSE && opp_house) || (occupied == 1) || (big == 1 && row[x as usize] > 1);
    (!exception).then_some(x)
}
