//! The ordered events of a move, fine enough to animate every seed and to explain the move.
//!
//! The sowing code reports to a [`Tracer`]; the unit tracer `()` compiles to nothing so the
//! search and move generation pay nothing for it.

use super::Outcome;
use super::pit::{Dir, Pit, Side};

/// Why a house stopped being owned (section 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseLoss {
    /// The opponent captured it.
    Captured,
    /// Its owner lifted its seeds (a start, a relay, a safari, a K1 tax at 6).
    Lifted,
    /// Kiswahili: the first capture move made by a player in mtaji.
    MtajiCapture,
}

/// Why a move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// G3: the last seed fell into an empty pit.
    EmptyPit,
    /// Section 6 step 5, or the player chose to stop at his house (step 4).
    House,
    /// T3: the lap ended in the takasia-blocked pit.
    Blocked,
    /// The game ended during the move.
    GameOver,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Namua: one seed from the mover's reserve into `pit`.
    ReservePlaced {
        pit: Pit,
    },
    /// All `count` seeds of `pit` taken into the hand.
    Lift {
        pit: Pit,
        count: u8,
    },
    /// Tax (N2): `count` seeds taken out of the house, which stays owned (or, K1 at 6, all 7).
    Tax {
        pit: Pit,
        count: u8,
    },
    /// One seed from the hand into `pit`.
    Sow {
        pit: Pit,
    },
    /// A lap ended in `pit` with `count` seeds there now.
    LapEnd {
        pit: Pit,
        count: u8,
    },
    /// `count` seeds taken from the opponent's `pit` by the mover's `by` (G4).
    Capture {
        by: Pit,
        pit: Pit,
        count: u8,
    },
    /// Captured seeds enter at `kichwa` sowing in `dir` (G6).
    Entry {
        kichwa: Pit,
        dir: Dir,
    },
    HouseDestroyed {
        side: Side,
        why: HouseLoss,
    },
    /// The player chose safari at his house (step 4).
    Safari {
        pit: Pit,
    },
    Stop {
        pit: Pit,
        why: StopReason,
    },
    /// Takasia / hizi zetu set on the opponent's `pit` (T1).
    Block {
        pit: Pit,
    },
    /// Kete K3: the player now to move must capture `pit` first.
    Claim {
        pit: Pit,
    },
    GameOver(Outcome),
}

/// The events of one move in order.
pub type Trace = Vec<Event>;

pub(crate) trait Tracer {
    const ON: bool;
    fn event(&mut self, e: Event);
}

impl Tracer for () {
    const ON: bool = false;
    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Tracer for Vec<Event> {
    const ON: bool = true;
    fn event(&mut self, e: Event) {
        self.push(e);
    }
}
