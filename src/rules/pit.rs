//! Sides, pits and directions (RULES.md section 1).
//!
//! Each player owns a ring of 16 pits: `ring[0..8]` is his front row A1..A8 (his own
//! numbering, from his left), `ring[8..16]` is his back row B8..B1. Clockwise (`Cw`) is
//! `i -> i + 1`, the same rotation for both players seen from above.

use std::fmt;

/// A player. South (rows A/B) moves first in a single game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// "S" / "N", as in the interchange format.
    pub fn letter(self) -> &'static str {
        match self {
            Side::South => "S",
            Side::North => "N",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::North => "North",
        }
    }
}

/// Sowing direction. `Cw` runs along the front row towards higher numbers (A1 -> A8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Cw,
    Ccw,
}

impl Dir {
    pub const BOTH: [Dir; 2] = [Dir::Cw, Dir::Ccw];

    /// The ring step, modulo 16.
    #[inline]
    pub fn step(self) -> usize {
        match self {
            Dir::Cw => 1,
            Dir::Ccw => 15,
        }
    }

    #[inline]
    pub fn reverse(self) -> Dir {
        match self {
            Dir::Cw => Dir::Ccw,
            Dir::Ccw => Dir::Cw,
        }
    }

    pub fn json(self) -> &'static str {
        match self {
            Dir::Cw => "cw",
            Dir::Ccw => "ccw",
        }
    }
}

/// The end of the front row where captured seeds enter (G6): left = pit 1, right = pit 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kichwa {
    Left,
    Right,
}

impl Kichwa {
    /// Ring index of this kichwa.
    #[inline]
    pub fn ring(self) -> u8 {
        match self {
            Kichwa::Left => 0,
            Kichwa::Right => 7,
        }
    }

    /// Entering at a kichwa always sows towards the centre.
    #[inline]
    pub fn dir(self) -> Dir {
        match self {
            Kichwa::Left => Dir::Cw,
            Kichwa::Right => Dir::Ccw,
        }
    }

    pub fn json(self) -> &'static str {
        match self {
            Kichwa::Left => "left",
            Kichwa::Right => "right",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Kichwa::Left => 'L',
            Kichwa::Right => 'R',
        }
    }
}

/// Ring index of the nyumba / kuu (pit 5).
pub const HOUSE: u8 = 4;

/// One of the 32 pits: a side and a ring index 0..16 of that side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pit {
    pub side: Side,
    pub ring: u8,
}

impl Pit {
    pub fn new(side: Side, ring: u8) -> Pit {
        debug_assert!(ring < 16);
        Pit { side, ring }
    }

    /// Front pit `number` (1..=8) of `side`, in the owner's numbering.
    pub fn front(side: Side, number: u8) -> Pit {
        Pit::new(side, number - 1)
    }

    /// Back pit `number` (1..=8) of `side`.
    pub fn back(side: Side, number: u8) -> Pit {
        Pit::new(side, 16 - number)
    }

    #[inline]
    pub fn is_front(self) -> bool {
        self.ring < 8
    }

    /// The owner's number of this pit, 1..=8 within its row.
    pub fn number(self) -> u8 {
        if self.is_front() {
            self.ring + 1
        } else {
            16 - self.ring
        }
    }

    pub fn is_house(self) -> bool {
        self.ring == HOUSE
    }

    pub fn is_kichwa(self) -> bool {
        self.ring == 0 || self.ring == 7
    }

    /// The opponent's front pit facing this front pit: `ring[1-p][7-i]`.
    pub fn opposite(self) -> Option<Pit> {
        self.is_front()
            .then(|| Pit::new(self.side.opponent(), 7 - self.ring))
    }

    /// The next pit of the same ring in direction `dir`.
    pub fn step(self, dir: Dir) -> Pit {
        Pit::new(self.side, ((self.ring as usize + dir.step()) & 15) as u8)
    }

    pub fn row_letter(self) -> char {
        match (self.side, self.is_front()) {
            (Side::South, true) => 'A',
            (Side::South, false) => 'B',
            (Side::North, true) => 'a',
            (Side::North, false) => 'b',
        }
    }

    /// "A5", "b8", ...
    pub fn label(self) -> String {
        format!("{}{}", self.row_letter(), self.number())
    }

    /// Parses a label such as `A5` or `b8` (case decides the side).
    pub fn parse(s: &str) -> Option<Pit> {
        let mut chars = s.chars();
        let row = chars.next()?;
        let num = chars.next()?.to_digit(10)? as u8;
        if chars.next().is_some() || !(1..=8).contains(&num) {
            return None;
        }
        Some(match row {
            'A' => Pit::front(Side::South, num),
            'B' => Pit::back(Side::South, num),
            'a' => Pit::front(Side::North, num),
            'b' => Pit::back(Side::North, num),
            _ => return None,
        })
    }

    /// The direction letter for sowing from this pit in `dir`, from the owner's view
    /// (RULES.md section 13): front row R = cw, back row R = ccw.
    pub fn dir_letter(self, dir: Dir) -> char {
        match (self.is_front(), dir) {
            (true, Dir::Cw) | (false, Dir::Ccw) => 'R',
            _ => 'L',
        }
    }

    /// Inverse of [`Pit::dir_letter`].
    pub fn dir_from_letter(self, letter: char) -> Option<Dir> {
        let right = match letter {
            'R' | 'r' | '>' => true,
            'L' | 'l' | '<' => false,
            _ => return None,
        };
        Some(if right == self.is_front() {
            Dir::Cw
        } else {
            Dir::Ccw
        })
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row_letter(), self.number())
    }
}
