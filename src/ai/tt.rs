//! Zobrist hashing and the transposition table.
//!
//! The key covers everything that decides the legal moves: the 32 pits, both reserves, both
//! houses, the side to move and the takasia block / hizi zetu claim. The rules (variant and
//! preset) are fixed for one search, so they are left out.

use crate::rules::{Dir, Kichwa, Move, Position, Side};

/// A fixed 64-bit generator evaluated at compile time, so the keys are the same in every run
/// and there is no global mutable state.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// Keys: 32 pits x 0..=64 seeds, then reserves 2 x 0..=32, houses 2, side 1, block 8, claim 8.
const PIT_KEYS: usize = 32 * 65;
const RESERVE_BASE: usize = PIT_KEYS;
const HOUSE_BASE: usize = RESERVE_BASE + 2 * 33;
const SIDE_KEY: usize = HOUSE_BASE + 2;
const BLOCK_BASE: usize = SIDE_KEY + 1;
const CLAIM_BASE: usize = BLOCK_BASE + 8;
const N_KEYS: usize = CLAIM_BASE + 8;

static KEYS: [u64; N_KEYS] = {
    let mut keys = [0u64; N_KEYS];
    let mut state = 0x0BA0_0BA0_2026_0004u64;
    let mut i = 0;
    while i < N_KEYS {
        let (s, z) = splitmix(state);
        state = s;
        keys[i] = z;
        i += 1;
    }
    keys
};

/// The Zobrist key of a position.
pub fn hash(pos: &Position) -> u64 {
    let mut h = 0u64;
    for side in Side::BOTH {
        let base = side.index() * 16;
        for (i, &n) in pos.row(side).iter().enumerate() {
            if n != 0 {
                h ^= KEYS[(base + i) * 65 + (n as usize).min(64)];
            }
        }
        h ^= KEYS[RESERVE_BASE + side.index() * 33 + (pos.reserve(side) as usize).min(32)];
        if pos.house_owned(side) {
            h ^= KEYS[HOUSE_BASE + side.index()];
        }
    }
    if pos.to_move() == Side::North {
        h ^= KEYS[SIDE_KEY];
    }
    if let Some(b) = pos.blocked() {
        h ^= KEYS[BLOCK_BASE + (b.ring as usize & 7)];
    }
    if let Some(c) = pos.claim() {
        h ^= KEYS[CLAIM_BASE + (c.ring as usize & 7)];
    }
    h
}

/// A move packed into 10 bits (plus one so that 0 means "no move"): pit (4 bits), direction,
/// kichwa and safari (2 bits each, 0 = not given).
pub type MoveCode = u16;

pub const NO_MOVE: MoveCode = 0;
/// Codes are below this bound (for history tables).
pub const MOVE_CODES: usize = 1 << 11;

pub fn encode(m: &Move) -> MoveCode {
    let dir = match m.dir {
        None => 0,
        Some(Dir::Cw) => 1,
        Some(Dir::Ccw) => 2,
    };
    let kichwa = match m.kichwa {
        None => 0,
        Some(Kichwa::Left) => 1,
        Some(Kichwa::Right) => 2,
    };
    let safari = match m.safari {
        None => 0,
        Some(false) => 1,
        Some(true) => 2,
    };
    1 + (m.pit as u16 | dir << 4 | kichwa << 6 | safari << 8)
}

/// What a stored score means (the window it was found with).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub mv: MoveCode,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: NO_MOVE,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
};

/// A direct-mapped table; a slot keeps the deeper result of the same position, otherwise the
/// newest (recent positions are the ones the next iteration revisits).
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of 2^bits entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits.clamp(10, 26);
        Table {
            slots: vec![EMPTY; n],
            mask: n - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    pub fn store(&mut self, key: u64, mv: MoveCode, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && slot.depth as i32 > depth && bound != Bound::Exact {
            return;
        }
        let mv = if mv == NO_MOVE && slot.key == key {
            slot.mv
        } else {
            mv
        };
        *slot = Entry {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, 127) as i8,
            bound,
        };
    }
}
