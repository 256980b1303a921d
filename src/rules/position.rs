//! The position: 32 pits, two reserves, two houses, the side to move, and the takasia block /
//! hizi zetu claim that the previous move left behind.

use super::pit::{HOUSE, Pit, Side};
use super::{Rules, Stage, Variant};
use std::fmt;

/// Bytes 0..8 of a row (the front pits) as a u128 mask.
pub(crate) const FRONT: u128 = u64::MAX as u128;

/// Bit i set when byte i of `row` (pit i) holds more than `k` seeds (k < 64; a pit never
/// holds more than 64, so adding 127 - k to each byte carries into its top bit only).
#[inline]
pub(crate) fn pits_above(row: u128, k: u8) -> u16 {
    const ONES: u64 = u64::MAX / 255;
    const TOPS: u64 = ONES << 7;
    // Gathers the top bit of byte i into bit 56 + i (the products never collide).
    let gather = |w: u64| {
        (((w + (127 - k as u64) * ONES) & TOPS) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
    };
    (gather(row as u64) | gather((row >> 64) as u64) << 8) as u16
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Seeds per pit, by side, by ring index.
    pub(crate) rows: [[u8; 16]; 2],
    pub(crate) reserve: [u8; 2],
    /// Whether each player still owns his nyumba / kuu.
    pub(crate) house: [bool; 2],
    pub(crate) to_move: Side,
    /// Takasia (T3): a front pit (ring index) of the player to move.
    pub(crate) blocked: Option<u8>,
    /// Hizi zetu claim (K3): a front pit (ring index) of the opponent of the player to move.
    pub(crate) claim: Option<u8>,
    pub(crate) rules: Rules,
}

impl Position {
    /// RULES.md 1.1: A5/a5 = 6, A6/a6 = 2, A7/a7 = 2, 22 seeds in each reserve, South to move.
    /// Kujifunza (J1): 2 seeds in every pit, no reserve, no house.
    pub fn start(rules: Rules) -> Position {
        if rules.variant == Variant::Kujifunza {
            return Position {
                rows: [[2; 16]; 2],
                reserve: [0, 0],
                house: [false, false],
                to_move: Side::South,
                blocked: None,
                claim: None,
                rules,
            };
        }
        let mut row = [0u8; 16];
        row[4] = 6;
        row[5] = 2;
        row[6] = 2;
        Position {
            rows: [row, row],
            reserve: [22, 22],
            house: [true, true],
            to_move: Side::South,
            blocked: None,
            claim: None,
            rules,
        }
    }

    /// An arbitrary position, unchecked except by debug assertions; use the interchange or
    /// diagram readers for input from outside.
    pub fn from_parts(
        rules: Rules,
        rows: [[u8; 16]; 2],
        reserve: [u8; 2],
        house: [bool; 2],
        to_move: Side,
    ) -> Position {
        debug_assert!(
            rules.variant != Variant::Kujifunza || (reserve == [0, 0] && house == [false; 2]),
            "J1-J3: a kujifunza position has no reserve and no house"
        );
        Position {
            rows,
            reserve,
            house,
            to_move,
            blocked: None,
            claim: None,
            rules,
        }
    }

    pub fn with_block(mut self, blocked: Option<Pit>, claim: Option<Pit>) -> Position {
        self.blocked = blocked.map(|p| p.ring);
        self.claim = claim.map(|p| p.ring);
        self
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn to_move(&self) -> Side {
        self.to_move
    }
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.rows[pit.side.index()][pit.ring as usize]
    }
    /// A side's 16 pits by ring index.
    pub fn row(&self, side: Side) -> &[u8; 16] {
        &self.rows[side.index()]
    }
    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }
    pub fn stage(&self, side: Side) -> Stage {
        if self.reserve[side.index()] > 0 {
            Stage::Namua
        } else {
            Stage::Mtaji
        }
    }
    pub fn house_owned(&self, side: Side) -> bool {
        self.house[side.index()]
    }
    /// Section 8: owned and holding at least 6.
    pub fn house_functional(&self, side: Side) -> bool {
        self.house[side.index()] && self.rows[side.index()][HOUSE as usize] >= 6
    }
    /// The takasia-blocked pit of the player to move.
    pub fn blocked(&self) -> Option<Pit> {
        self.blocked.map(|r| Pit::new(self.to_move, r))
    }
    /// Kete K3: the opponent pit the player to move must capture first.
    pub fn claim(&self) -> Option<Pit> {
        self.claim.map(|r| Pit::new(self.to_move.opponent(), r))
    }
    pub fn front_empty(&self, side: Side) -> bool {
        u128::from_le_bytes(self.rows[side.index()]) & FRONT == 0
    }
    /// Seeds on the board and in both reserves: always 64.
    pub fn total_seeds(&self) -> u32 {
        self.rows.iter().flatten().map(|&s| s as u32).sum::<u32>()
            + self.reserve.iter().map(|&r| r as u32).sum::<u32>()
    }

    /// The one-line diagram of RULES.md 1.1: b8..b1, a8..a1, A1..A8, B1..B8, then the two
    /// reserves (South's, North's).
    pub fn diagram(&self) -> String {
        let mut out = Vec::with_capacity(34);
        for n in (1..=8).rev() {
            out.push(self.seeds(Pit::back(Side::North, n)));
        }
        for n in (1..=8).rev() {
            out.push(self.seeds(Pit::front(Side::North, n)));
        }
        for n in 1..=8 {
            out.push(self.seeds(Pit::front(Side::South, n)));
        }
        for n in 1..=8 {
            out.push(self.seeds(Pit::back(Side::South, n)));
        }
        let mut s: Vec<String> = out.iter().map(|n| n.to_string()).collect();
        s.push(format!("/ {} {}", self.reserve[0], self.reserve[1]));
        s.join(" ")
    }

    /// Reads a diagram: exactly 32 pit counts (b8..b1 a8..a1 A1..A8 B1..B8), optionally
    /// followed by `/` and the two reserves (South's, North's); without them the board must
    /// hold all 64 seeds. Houses are taken as owned where they hold 6 or more.
    pub fn from_diagram(rules: Rules, to_move: Side, text: &str) -> Result<Position, DiagramError> {
        let (board, reserves) = match text.split_once('/') {
            Some((b, r)) => (b, Some(r)),
            None => (text, None),
        };
        let nums = parse_counts(board)?;
        if nums.len() != 32 {
            return Err(DiagramError(format!(
                "a diagram has exactly 32 pit counts, this one has {}",
                nums.len()
            )));
        }
        let mut rows = [[0u8; 16]; 2];
        for (k, &n) in nums.iter().enumerate() {
            let pit = match k {
                0..=7 => Pit::back(Side::North, 8 - k as u8),
                8..=15 => Pit::front(Side::North, 16 - k as u8),
                16..=23 => Pit::front(Side::South, k as u8 - 15),
                _ => Pit::back(Side::South, k as u8 - 23),
            };
            rows[pit.side.index()][pit.ring as usize] = n;
        }
        let on_board: u32 = nums.iter().map(|&n| n as u32).sum();
        let reserve = match reserves {
            Some(r) => {
                let r = parse_counts(r)?;
                if r.len() != 2 {
                    return Err(DiagramError(
                        "after '/' give the two reserves, South's then North's".into(),
                    ));
                }
                [r[0], r[1]]
            }
            None if on_board == 64 => [0, 0],
            None => {
                return Err(DiagramError(format!(
                    "the board holds {on_board} seeds; give the reserves after '/'"
                )));
            }
        };
        let total = on_board + reserve[0] as u32 + reserve[1] as u32;
        if total != 64 {
            return Err(DiagramError(format!(
                "the diagram holds {total} seeds, not 64"
            )));
        }
        if rules.variant == Variant::Kujifunza {
            // J1-J3: no reserve and no house.
            if reserve != [0, 0] {
                return Err(DiagramError(
                    "bao la kujifunza has no reserves: all 64 seeds are on the board".into(),
                ));
            }
            return Ok(Position::from_parts(
                rules, rows, reserve, [false; 2], to_move,
            ));
        }
        let house = [rows[0][HOUSE as usize] >= 6, rows[1][HOUSE as usize] >= 6];
        Ok(Position::from_parts(rules, rows, reserve, house, to_move))
    }
}

fn parse_counts(s: &str) -> Result<Vec<u8>, DiagramError> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.parse::<u8>()
                .ok()
                .filter(|&n| n <= 64)
                .ok_or_else(|| DiagramError(format!("'{w}' is not a seed count")))
        })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramError(pub String);

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for DiagramError {}

impl fmt::Display for Position {
    /// A four-row picture as in RULES.md section 1, with reserves and houses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |p: Pit| format!("{:>3}", self.seeds(p));
        let n = Side::North;
        let s = Side::South;
        let line = |pits: Vec<Pit>| pits.into_iter().map(cell).collect::<String>();
        writeln!(
            f,
            "b {}   North reserve {}{}",
            line((1..=8).rev().map(|k| Pit::back(n, k)).collect()),
            self.reserve[1],
            if self.house[1] {
                ""
            } else {
                ", house destroyed"
            }
        )?;
        writeln!(
            f,
            "a {}",
            line((1..=8).rev().map(|k| Pit::front(n, k)).collect())
        )?;
        writeln!(f, "A {}", line((1..=8).map(|k| Pit::front(s, k)).collect()))?;
        write!(
            f,
            "B {}   South reserve {}{}",
            line((1..=8).map(|k| Pit::back(s, k)).collect()),
            self.reserve[0],
            if self.house[0] {
                ""
            } else {
                ", house destroyed"
            }
        )?;
        write!(f, "\n{} to move", self.to_move.name())?;
        if let Some(b) = self.blocked() {
            write!(f, ", {} on {}", self.rules.variant.block_name(), b)?;
        }
        if let Some(c) = self.claim() {
            write!(f, ", must capture {}", c)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod mask_tests {
    use super::pits_above;

    #[test]
    fn pits_above_matches_a_pit_by_pit_count() {
        // Rows of 0..=64 seeds per pit from a fixed linear congruential stream.
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..20_000 {
            let mut row = [0u8; 16];
            for b in row.iter_mut() {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                *b = ((x >> 33) % 65) as u8;
            }
            for k in [0, 1, 5, 15, 63] {
                let want = (0..16)
                    .filter(|&i| row[i] > k)
                    .fold(0u16, |m, i| m | 1 << i);
                assert_eq!(
                    pits_above(u128::from_le_bytes(row), k),
                    want,
                    "{row:?} k={k}"
                );
            }
        }
    }
}
