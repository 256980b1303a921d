//! Laps, relays, captures and the end-of-lap procedure (RULES.md sections 3, 6 and 10).
//!
//! A [`Sim`] plays one move on a working copy of the position. It can pause where the player
//! must choose (the entry kichwa of a namua capture at pits 3..6, safari at the house) and
//! resume with the answer: move generation branches there, the game asks the player there.

use super::pit::{Dir, HOUSE, Kichwa, Pit, Side};
use super::position::{FRONT, Position, pits_above};
use super::takasia::{first_lap_captures_in, takasia_target};
use super::trace::{Event, HouseLoss, StopReason, Tracer};
use super::{MoveKind, Outcome, Variant, WinReason};

/// How a move starts (the kind is fixed by move generation before the first lap, G5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// N1: a reserve seed into front pit `pit`, which captures at once.
    NamuaCapture { pit: u8 },
    /// N2: a reserve seed into `pit`, then all its seeds sown (or the tax, when `pit` is the
    /// functional house and the only occupied front pit).
    NamuaTakasa { pit: u8, dir: Dir, tax: bool },
    /// M2 / M3: all seeds of `pit` sown in `dir`.
    Mtaji { pit: u8, dir: Dir, capture: bool },
}

impl Start {
    pub(crate) fn pit(self) -> u8 {
        match self {
            Start::NamuaCapture { pit }
            | Start::NamuaTakasa { pit, .. }
            | Start::Mtaji { pit, .. } => pit,
        }
    }
    pub(crate) fn dir(self) -> Option<Dir> {
        match self {
            Start::NamuaCapture { .. } => None,
            Start::NamuaTakasa { dir, .. } | Start::Mtaji { dir, .. } => Some(dir),
        }
    }
    pub(crate) fn kind(self) -> MoveKind {
        match self {
            Start::NamuaCapture { .. } | Start::Mtaji { capture: true, .. } => MoveKind::Capture,
            _ => MoveKind::Takasa,
        }
    }
}

/// Where a simulation stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    Done,
    AskKichwa,
    AskSafari,
    /// Section 10: the relay tail repeats a state, so the move never ends.
    Endless,
}

const ONES: u128 = u128::MAX / 255;

/// `RUN[r]`: one seed in each of the r lowest pits.
const RUN: [u128; 16] = {
    let mut t = [0u128; 16];
    let mut r = 1;
    while r < 16 {
        t[r] = ONES >> (8 * (16 - r));
        r += 1;
    }
    t
};

/// `MASKS[low][r]`: one seed in each of the r pits from `low` on (wrapping round the ring).
const MASKS: [[u128; 16]; 16] = {
    let mut t = [[0u128; 16]; 16];
    let mut low = 0;
    while low < 16 {
        let mut r = 0;
        while r < 16 {
            t[low][r] = RUN[r].rotate_left(8 * low as u32);
            r += 1;
        }
        low += 1;
    }
    t
};

/// `FULL[k]`: k seeds in every pit (a lap of 16k or more seeds goes round k times).
const FULL: [u128; 5] = [0, ONES, 2 * ONES, 3 * ONES, 4 * ONES];

/// The seeds `n` sown from `first` in `dir` add to a row, as one u128 (byte i = pit i; no
/// pit exceeds 64, so bytes never carry).
#[inline(always)]
fn lap_mask(first: usize, n: u8, dir: Dir) -> u128 {
    let r = (n & 15) as usize;
    let low = match dir {
        Dir::Cw => first,
        Dir::Ccw => (first + 17 - r) & 15,
    };
    FULL[(n >> 4) as usize] + MASKS[low][r]
}

/// `HAND_SOW[c]`: a lap of `c` seeds as seen from the hand: sown from byte 1 on, then the
/// ring turned so that the landing pit is byte 0 (see [`hand_view`]).
const HAND_SOW: [u128; 65] = {
    let mut t = [0u128; 65];
    let mut c = 0;
    while c <= 64 {
        let sown = FULL[c >> 4] + MASKS[1][c & 15];
        t[c] = sown.rotate_right(8 * (c & 15) as u32);
        c += 1;
    }
    t
};

/// The row as seen from the hand at `h`: byte i is the pit i steps on from `h` in `dir`.
#[inline]
fn hand_view(row: u128, h: u8, dir: Dir) -> u128 {
    match dir {
        Dir::Cw => row.rotate_right(8 * h as u32),
        Dir::Ccw => row.swap_bytes().rotate_right(8 * (15 - h) as u32),
    }
}

/// The inverse of [`hand_view`].
#[inline]
fn from_hand_view(view: u128, h: u8, dir: Dir) -> u128 {
    match dir {
        Dir::Cw => view.rotate_left(8 * h as u32),
        Dir::Ccw => view.rotate_left(8 * (15 - h) as u32).swap_bytes(),
    }
}

/// A relay state (section 10): the mover's 16 pits, the pit to lift, the direction. The
/// opponent's front row is constant between captures, when the anchor is reset.
type RelayState = (u128, u8, Dir);

#[derive(Clone, Debug)]
pub(crate) struct Sim {
    /// The position without its two rows, which live in `mine` and `theirs` (see
    /// [`Sim::position`]); side to move, block and claim are set by [`Sim::finish`].
    pos: Position,
    /// The mover's and the opponent's rows, byte i = pit i. Held as whole words because
    /// a byte store followed by a word load of the same row stalls the CPU.
    mine: u128,
    theirs: u128,
    me: usize,
    opp: usize,
    dir: Dir,
    capture: bool,
    namua: bool,
    start_pit: u8,
    first_lap: bool,
    /// Seeds in hand while paused before an entry (kichwa question).
    hand: u8,
    /// The pit where the current lap ended (the resume point of a safari question).
    h: u8,
    pub captured: u32,
    pub laps: u32,
    /// A win or loss decided during the move (W1 mid-move, step 1).
    pub over: Option<Outcome>,
    anchor: Option<RelayState>,
    /// Whether the move made the opponent blocked (for `**` and the trace).
    pub sets_block: bool,
    /// A search may bound the laps it spends on one move (section 10); exact play never does.
    pub lap_limit: u32,
}

impl Sim {
    pub(crate) fn new(pos: &Position, start: Start) -> Sim {
        let me = pos.to_move.index();
        Sim {
            pos: *pos,
            mine: u128::from_le_bytes(pos.rows[me]),
            theirs: u128::from_le_bytes(pos.rows[1 - me]),
            me,
            opp: 1 - me,
            dir: start.dir().unwrap_or(Dir::Cw),
            capture: start.kind() == MoveKind::Capture,
            namua: pos.reserve[me] > 0,
            start_pit: start.pit(),
            first_lap: true,
            hand: 0,
            h: 0,
            captured: 0,
            laps: 0,
            over: None,
            anchor: None,
            sets_block: false,
            lap_limit: u32::MAX,
        }
    }

    #[inline]
    fn side(&self) -> Side {
        self.pos.to_move
    }

    /// The position reached (after [`Sim::finish`], the one after the move). Assembled
    /// field by field with the rows from registers: a whole copy of `pos` right after its
    /// fields were written would read across several pending stores and stall.
    pub(crate) fn position(&self) -> Position {
        let p = &self.pos;
        Position {
            rows: self.rows(),
            reserve: p.reserve,
            house: p.house,
            to_move: p.to_move,
            blocked: p.blocked,
            claim: p.claim,
            rules: p.rules,
        }
    }

    /// Both rows by side, from the words the move worked on.
    #[inline]
    pub(crate) fn rows(&self) -> [[u8; 16]; 2] {
        let (south, north) = if self.me == 0 {
            (self.mine, self.theirs)
        } else {
            (self.theirs, self.mine)
        };
        [south.to_le_bytes(), north.to_le_bytes()]
    }

    #[inline]
    fn mine_at(&self, i: u8) -> u8 {
        (self.mine >> (8 * i as u32)) as u8
    }

    #[inline]
    fn theirs_at(&self, i: u8) -> u8 {
        (self.theirs >> (8 * i as u32)) as u8
    }

    #[inline]
    fn my_pit(&self, ring: u8) -> Pit {
        Pit::new(self.side(), ring)
    }

    fn destroy_house(&mut self, owner: usize, why: HouseLoss, t: &mut impl Tracer) {
        if self.pos.house[owner] {
            self.pos.house[owner] = false;
            let side = if owner == 0 { Side::South } else { Side::North };
            t.event(Event::HouseDestroyed { side, why });
        }
    }

    /// Sows `n` seeds from the hand, the first into `first`, in the current direction;
    /// returns the pit of the last seed.
    #[inline(always)]
    fn sow<T: Tracer>(&mut self, first: u8, n: u8, t: &mut T) -> u8 {
        let step = self.dir.step();
        let last = ((first as usize + (n as usize - 1) * step) & 15) as u8;
        if T::ON {
            let mut i = first as usize;
            for _ in 0..n {
                self.mine += 1 << (8 * i);
                t.event(Event::Sow {
                    pit: self.my_pit(i as u8),
                });
                i = (i + step) & 15;
            }
        } else {
            self.mine += lap_mask(first as usize, n, self.dir);
        }
        last
    }

    /// Lifts every seed of `from` and sows them on (a start or a relay). Lifting an owned
    /// house destroys it. W1: if this empties the mover's front row and the first seed falls
    /// outside it, the mover has lost (the lap is still completed so 64 seeds stay on board).
    fn lift_and_sow<T: Tracer>(&mut self, from: u8, t: &mut T) {
        let n = self.mine_at(from);
        self.mine &= !(0xFF << (8 * from as u32));
        t.event(Event::Lift {
            pit: self.my_pit(from),
            count: n,
        });
        if from == HOUSE && self.pos.house[self.me] {
            self.destroy_house(self.me, HouseLoss::Lifted, t);
            self.anchor = None;
        }
        let first = ((from as usize + self.dir.step()) & 15) as u8;
        if from < 8 && first >= 8 && self.mine & FRONT == 0 {
            self.over = Some(Outcome {
                winner: self.side().opponent(),
                reason: WinReason::BaoHamna,
            });
        }
        self.h = self.sow(first, n, t);
        self.laps += 1;
    }

    /// G4/G6: takes the opponent's pit facing front pit `at`; the seeds go into the hand and
    /// enter at a kichwa. Returns `AskKichwa` when the player must choose it.
    fn capture<T: Tracer>(&mut self, at: u8, kichwa: Option<Kichwa>, t: &mut T) -> Option<Flow> {
        let facing = 7 - at;
        let n = self.theirs_at(facing);
        self.theirs &= !(0xFF << (8 * facing as u32));
        self.captured += n as u32;
        self.anchor = None;
        t.event(Event::Capture {
            by: self.my_pit(at),
            pit: Pit::new(self.side().opponent(), facing),
            count: n,
        });
        if facing == HOUSE && self.pos.house[self.opp] {
            self.destroy_house(self.opp, HouseLoss::Captured, t);
        }
        self.hand = n;
        let k = match at {
            0 | 1 => Kichwa::Left,
            6 | 7 => Kichwa::Right,
            // The first capture of a namua move: the player chooses.
            _ if self.namua && self.laps == 0 => match kichwa {
                Some(k) => k,
                None => return Some(Flow::AskKichwa),
            },
            // Otherwise the kichwa that keeps the direction.
            _ => match self.dir {
                Dir::Cw => Kichwa::Left,
                Dir::Ccw => Kichwa::Right,
            },
        };
        self.enter(k, t);
        None
    }

    fn enter<T: Tracer>(&mut self, k: Kichwa, t: &mut T) {
        self.dir = k.dir();
        t.event(Event::Entry {
            kichwa: self.my_pit(k.ring()),
            dir: self.dir,
        });
        let n = self.hand;
        self.hand = 0;
        self.h = self.sow(k.ring(), n, t);
        self.laps += 1;
    }

    /// Starts the move: the namua placement (and capture) or the first lap.
    pub(crate) fn begin<T: Tracer>(
        &mut self,
        start: Start,
        kichwa: Option<Kichwa>,
        t: &mut T,
    ) -> Flow {
        match start {
            Start::NamuaCapture { pit } => {
                self.place_reserve_seed(pit, t);
                if let Some(flow) = self.capture(pit, kichwa, t) {
                    return flow;
                }
            }
            Start::NamuaTakasa { pit, tax, .. } => {
                self.place_reserve_seed(pit, t);
                let kete_full = self.pos.rules.variant == Variant::Kete && self.mine_at(pit) == 7;
                if tax && !kete_full {
                    // N2 tax: exactly 2 seeds out of the house, which stays owned.
                    self.mine -= 2 << (8 * pit as u32);
                    t.event(Event::Tax {
                        pit: self.my_pit(pit),
                        count: 2,
                    });
                    self.hand = 2;
                    let first = ((pit as usize + self.dir.step()) & 15) as u8;
                    self.h = self.sow(first, 2, t);
                    self.hand = 0;
                    self.laps += 1;
                } else {
                    // Ordinary takasa, or K1: the kuu at 6 gets one and all 7 are sown,
                    // which destroys it.
                    self.lift_and_sow(pit, t);
                }
            }
            Start::Mtaji { pit, capture, .. } => {
                if capture && self.pos.rules.variant == Variant::Kiswahili {
                    // Section 8: the first mtaji capture destroys both houses.
                    self.destroy_house(0, HouseLoss::MtajiCapture, t);
                    self.destroy_house(1, HouseLoss::MtajiCapture, t);
                }
                self.lift_and_sow(pit, t);
            }
        }
        self.run(t)
    }

    fn place_reserve_seed<T: Tracer>(&mut self, pit: u8, t: &mut T) {
        self.pos.reserve[self.me] -= 1;
        self.mine += 1 << (8 * pit as u32);
        t.event(Event::ReservePlaced {
            pit: self.my_pit(pit),
        });
    }

    /// Resumes after the kichwa question.
    pub(crate) fn answer_kichwa<T: Tracer>(&mut self, k: Kichwa, t: &mut T) -> Flow {
        self.enter(k, t);
        self.run(t)
    }

    /// Resumes after the safari question (step 4).
    pub(crate) fn answer_safari<T: Tracer>(&mut self, go_on: bool, t: &mut T) -> Flow {
        let h = self.h;
        if !go_on {
            return self.stop(h, StopReason::House, t);
        }
        t.event(Event::Safari {
            pit: self.my_pit(h),
        });
        self.first_lap = false;
        self.lift_and_sow(h, t);
        self.run(t)
    }

    fn stop<T: Tracer>(&mut self, h: u8, why: StopReason, t: &mut T) -> Flow {
        t.event(Event::Stop {
            pit: self.my_pit(h),
            why,
        });
        Flow::Done
    }

    /// The end-of-lap procedure (section 6), lap after lap, until the move ends or asks.
    fn run<T: Tracer>(&mut self, t: &mut T) -> Flow {
        loop {
            if !T::ON && self.capture {
                if let Some(flow) = self.capture_laps() {
                    return flow;
                }
            }
            let h = self.h;
            let c = self.mine_at(h);
            if T::ON {
                t.event(Event::LapEnd {
                    pit: self.my_pit(h),
                    count: c,
                });
            }
            if self.over.is_some() {
                // W1 during the lap: the mover emptied his own front row.
                return self.stop(h, StopReason::GameOver, t);
            }
            // 1. A capture move that has emptied the opponent's front row wins.
            if self.capture && self.theirs & FRONT == 0 {
                self.over = Some(Outcome {
                    winner: self.side(),
                    reason: WinReason::BaoHamna,
                });
                return self.stop(h, StopReason::GameOver, t);
            }
            // 2. G3: the last seed fell into an empty pit.
            if c == 1 {
                return self.stop(h, StopReason::EmptyPit, t);
            }
            let first_lap = std::mem::replace(&mut self.first_lap, false);
            if self.capture {
                // 3. Capture (G4), then the captured seeds enter (G6).
                if h < 8 && self.theirs_at(7 - h) > 0 {
                    if self.laps >= self.lap_limit {
                        return Flow::Endless; // the search's bound, before the entry lap
                    }
                    self.capture(h, None, t);
                    continue;
                }
                // 4. A namua capture move at the functional house: the player chooses.
                if self.namua && h == HOUSE && self.pos.house[self.me] && c >= 6 {
                    return Flow::AskSafari;
                }
            } else {
                // 5. A takasa move ends at the functional house.
                if h == HOUSE && self.pos.house[self.me] && c >= 6 {
                    return self.stop(h, StopReason::House, t);
                }
                // 6. T3: a takasa lap of a blocked player ends in the blocked pit, except
                // (option takasia_house_lap) the first lap of a move started from pit 5.
                if self.pos.blocked == Some(h)
                    && !(first_lap && self.start_pit == HOUSE && self.pos.rules.takasia_house_lap())
                {
                    return self.stop(h, StopReason::Blocked, t);
                }
            }
            // 7. Relay. Section 10: a relay state seen before means the move never ends.
            if self.laps >= self.lap_limit {
                return Flow::Endless;
            }
            if !T::ON {
                if let Some(flow) = self.relay_fast() {
                    return flow;
                }
                continue;
            }
            let state = (self.mine, h, self.dir);
            match self.anchor {
                Some(a) if a == state => return Flow::Endless,
                Some(_) => {}
                None => self.anchor = Some(state),
            }
            self.lift_and_sow(h, t);
        }
    }

    /// The lap ends of a capture move without a tracer, in registers (see [`Laps::run`]).
    /// Returns `None` at a lap end that needs the full procedure of [`Sim::run`], leaving
    /// it untouched; `Some` when the move is over or never ends.
    fn capture_laps(&mut self) -> Option<Flow> {
        if self.over.is_some() {
            return None;
        }
        let mut l = Laps {
            mine: self.mine,
            theirs: self.theirs,
            h: self.h as usize,
            dir: self.dir,
            laps: self.laps,
            captured: self.captured,
            anchor: self
                .anchor
                .map_or((0, usize::MAX), |(r, h, _)| (r, h as usize)),
        };
        let flow = l.run(
            self.pos.house[self.me],
            self.pos.house[self.opp],
            self.namua,
            self.lap_limit,
        );
        (self.mine, self.theirs) = (l.mine, l.theirs);
        (self.h, self.dir, self.laps, self.captured) = (l.h as u8, l.dir, l.laps, l.captured);
        let (row, h) = l.anchor;
        self.anchor = (h != usize::MAX).then_some((row, h as u8, l.dir));
        flow
    }

    /// Step 7 onwards without a tracer: relays lap after lap on a register copy of the row
    /// while each lap ends plainly (2+ seeds, no capture, house or block there). Relay
    /// tails can run for hundreds of millions of laps before they repeat, so these loops are
    /// what make exact never-ending detection affordable. Returns `Some` for a never-ending
    /// move; `None` when `self.h` is a lap end that needs the full procedure.
    fn relay_fast(&mut self) -> Option<Flow> {
        let special = self.special_pits();
        if special == 0 {
            return self.relay_symmetric();
        }
        match self.dir {
            Dir::Cw => self.relay_fast_in::<true>(special),
            Dir::Ccw => self.relay_fast_in::<false>(special),
        }
    }

    /// The pits where a lap ending on 2+ seeds does not simply relay: for a capture move
    /// the front pits facing seeds, for a takasa the blocked pit; and an owned house.
    fn special_pits(&self) -> u16 {
        let mut special = 0u16;
        if self.capture {
            // Own front pit h faces the opponent's pit 7 - h.
            special = u16::from((pits_above(self.theirs, 0) as u8).reverse_bits());
        } else if let Some(b) = self.pos.blocked {
            special |= 1 << b;
        }
        if self.pos.house[self.me] {
            special |= 1 << HOUSE;
        }
        special
    }

    /// The relay of a takasa with no special pit. Every lap then sows 2+ seeds (no capture
    /// brings 1), so W1 cannot strike mid-relay (the lap's next-to-last seed lies in the
    /// front pit behind the one lifted), and all 16 pits are alike: the relay commutes with
    /// turning the ring. The row is held as seen from the hand ([`hand_view`]), so a lap is
    /// one rotate and one add, and a state that comes back *turned* is caught: if after L
    /// laps the relay state is the anchor turned by r pits, each further L laps turn it by r
    /// more, so after L * 16 / gcd(r, 16) laps it is the anchor itself and the move never
    /// ends (section 10, exact). The periods of millions of laps seen in random play mostly
    /// come back turned after a 16th, 8th or 4th of the period.
    fn relay_symmetric(&mut self) -> Option<Flow> {
        let dir = self.dir;
        let row = self.mine;
        let mut view = hand_view(row, self.h, dir);
        let anchor = match self.anchor {
            Some((r, h, _)) => hand_view(r, h, dir),
            None => {
                self.anchor = Some((row, self.h, dir));
                view
            }
        };
        let (mut laps, limit) = (self.laps, self.lap_limit);
        let mut walked = 0usize; // pits the hand moved on, in sowing order
        let flow = loop {
            if laps >= limit {
                break Some(Flow::Endless);
            }
            let c = view as u8;
            view = (view & !0xFF).rotate_right(8 * (c & 15) as u32) + HAND_SOW[c as usize];
            walked += c as usize;
            laps += 1;
            if view as u8 == 1 {
                break None; // G3: the last seed fell into an empty pit
            }
            if view == anchor {
                break Some(Flow::Endless);
            }
        };
        let h = match dir {
            Dir::Cw => (self.h as usize + walked) & 15,
            Dir::Ccw => (self.h as usize + 16 - (walked & 15)) & 15,
        } as u8;
        self.mine = from_hand_view(view, h, dir);
        self.h = h;
        self.laps = laps;
        flow
    }

    fn relay_fast_in<const CW: bool>(&mut self, special: u16) -> Option<Flow> {
        let house_owned = self.pos.house[self.me];
        // Known at compile time here, so the mask arithmetic specialises.
        let dir = if CW { Dir::Cw } else { Dir::Ccw };
        let step = if CW { 1 } else { 15 };
        let mut row = self.mine;
        let mut h = self.h as usize;
        // The anchor and the lap count live in registers; written back on every exit.
        let (mut anchor_row, mut anchor_h) = match self.anchor {
            Some((r, ah, _)) => (r, ah as usize),
            None => {
                self.anchor = Some((row, h as u8, dir));
                (row, usize::MAX) // compare nothing on this first relay
            }
        };
        let mut laps = self.laps;
        let limit = self.lap_limit;
        let flow = loop {
            if laps >= limit {
                break Some(Flow::Endless);
            }
            if row == anchor_row && h == anchor_h {
                break Some(Flow::Endless);
            }
            if anchor_h == usize::MAX {
                anchor_h = h;
                anchor_row = row;
            }
            let c = row.to_le_bytes()[h];
            let lifted = row & !(0xFFu128 << (8 * h));
            if (h < 8 && lifted & FRONT == 0) || (house_owned && h == HOUSE as usize) {
                // Rare: W1 or the house destroyed by the lift; the full code handles it.
                self.mine = row;
                self.laps = laps;
                self.lift_and_sow(h as u8, &mut ());
                return None;
            }
            let first = (h + step) & 15;
            row = lifted + lap_mask(first, c, dir);
            h = (first + (c as usize - 1) * step) & 15;
            laps += 1;
            if row.to_le_bytes()[h] == 1 || special & (1 << h) != 0 {
                break None;
            }
        };
        self.mine = row;
        self.h = h as u8;
        self.laps = laps;
        flow
    }

    /// After the move: hand the turn over, then takasia (T1-T2) and hizi zetu claims (K3).
    pub(crate) fn finish<T: Tracer>(&mut self, kind: MoveKind, t: &mut T) {
        let (mine, theirs) = (self.mine, self.theirs);
        let mover = self.pos.to_move;
        let was_blocked = self.pos.blocked;
        let mut claim = None;
        let mut blocked = None;
        // K3: the player who blocked must now capture the blocked pit, if he still can.
        if let (Variant::Kete, Some(x)) = (self.pos.rules.variant, was_blocked) {
            if first_lap_captures_in(theirs, mine) & (1 << x) != 0 {
                claim = Some(x);
                t.event(Event::Claim {
                    pit: Pit::new(mover, x),
                });
            }
        }
        // J4: no takasia in Kujifunza.
        if kind == MoveKind::Takasa
            && self.pos.reserve == [0, 0]
            && claim.is_none()
            && self.pos.rules.variant != Variant::Kujifunza
        {
            if let Some(x) = takasia_target(mine, theirs, self.pos.house[self.opp]) {
                blocked = Some(x);
                self.sets_block = true;
                t.event(Event::Block {
                    pit: Pit::new(mover.opponent(), x),
                });
            }
        }
        // The rows stay in `mine` / `theirs`; `position()` puts them in.
        let pos = &mut self.pos;
        pos.to_move = mover.opponent();
        pos.blocked = blocked;
        pos.claim = claim;
        if let Some(o) = self.over {
            t.event(Event::GameOver(o));
        }
    }
}

/// The state of a capture move between lap ends, all in registers: the two rows, the pit
/// where the last lap ended, the direction, the counts and the section 10 anchor (relay
/// state to compare with; pit `usize::MAX` while unset, after a capture).
#[derive(Clone, Copy)]
struct Laps {
    mine: u128,
    theirs: u128,
    h: usize,
    dir: Dir,
    laps: u32,
    captured: u32,
    anchor: (u128, usize),
}

impl Laps {
    /// G4/G6: takes the opponent's pit facing front pit `at` and sows the seeds from the
    /// kichwa that sows in `dir`.
    #[inline(always)]
    fn capture(&mut self, at: usize, dir: Dir) {
        let facing = 7 - at;
        let n = (self.theirs >> (8 * facing)) as u8;
        self.theirs &= !(0xFF << (8 * facing));
        self.captured += n as u32;
        self.anchor.1 = usize::MAX;
        self.dir = dir;
        let kichwa = if dir == Dir::Cw { 0 } else { 7 };
        self.mine += lap_mask(kichwa, n, dir);
        self.h = (kichwa + (n as usize - 1) * dir.step()) & 15;
        self.laps += 1;
    }

    /// Lap ends of a capture move: G3 stops, captures with their entries (steps 3, G4, G6)
    /// and relays (step 7), lap after lap. `None` at a lap end that needs the full
    /// procedure (a win, the house, a lift that could empty the front row or lift the
    /// house, the opponent's house taken), with that lap end untouched.
    #[inline(always)]
    fn run(
        &mut self,
        house_mine: bool,
        house_theirs: bool,
        namua: bool,
        limit: u32,
    ) -> Option<Flow> {
        loop {
            // 1. The opponent's front row is empty: a win, for the full procedure.
            if self.theirs & FRONT == 0 {
                return None;
            }
            let h = self.h;
            let c = (self.mine >> (8 * h)) as u8;
            // 2. G3: the last seed fell into an empty pit.
            if c == 1 {
                return Some(Flow::Done);
            }
            // 3. Capture (G4) and entry (G6).
            if h < 8 && (self.theirs >> (8 * (7 - h))) as u8 > 0 {
                if self.laps >= limit {
                    return Some(Flow::Endless);
                }
                if 7 - h == HOUSE as usize && house_theirs {
                    return None; // the opponent's house is taken: the full code
                }
                // The kichwa: 0-1 left, 6-7 right, else the one that keeps the direction.
                let dir = match h {
                    0 | 1 => Dir::Cw,
                    6 | 7 => Dir::Ccw,
                    _ => self.dir,
                };
                self.capture(h, dir);
                continue;
            }
            // 4. A namua move at the functional house asks about safari.
            if namua && house_mine && h == HOUSE as usize && c >= 6 {
                return None;
            }
            // 7. Relay, unless the same relay state came round again.
            if self.laps >= limit {
                return Some(Flow::Endless);
            }
            let lifted = self.mine & !(0xFF << (8 * h));
            if (h < 8 && lifted & FRONT == 0) || (house_mine && h == HOUSE as usize) {
                return None; // W1 or the house lifted: the full code, anchor untouched
            }
            if self.anchor.1 == usize::MAX {
                self.anchor = (self.mine, h);
            } else if self.anchor == (self.mine, h) {
                return Some(Flow::Endless);
            }
            let first = (h + self.dir.step()) & 15;
            self.mine = lifted + lap_mask(first, c, self.dir);
            self.h = (first + (c as usize - 1) * self.dir.step()) & 15;
            self.laps += 1;
        }
    }
}

/// N1 without [`Sim`]: the most common move of all, a namua capture from `pit` entering at
/// kichwa `k` (already fixed), played in registers from the position to the result:
/// `Some(Some((position after, seeds captured, laps)))`, `Some(None)` when it never ends
/// (or passes the search's lap bound), `None` wherever the full procedure is needed.
#[inline(always)]
pub(crate) fn namua_capture(
    pos: &Position,
    pit: u8,
    k: Kichwa,
    lap_limit: u32,
) -> Option<Option<(Position, u32, u32)>> {
    let me = pos.to_move.index();
    let opp = 1 - me;
    let facing = 7 - pit;
    if (facing == HOUSE && pos.house[opp]) || pos.blocked.is_some() || pos.claim.is_some() {
        return None;
    }
    let mut l = Laps {
        mine: u128::from_le_bytes(pos.rows[me]) + (1 << (8 * pit as u32)),
        theirs: u128::from_le_bytes(pos.rows[opp]),
        h: 0,
        dir: k.dir(),
        laps: 0,
        captured: 0,
        anchor: (0, usize::MAX),
    };
    l.capture(pit as usize, k.dir());
    match l.run(pos.house[me], pos.house[opp], true, lap_limit) {
        Some(Flow::Done) => {
            let (south, north) = if me == 0 {
                (l.mine, l.theirs)
            } else {
                (l.theirs, l.mine)
            };
            let mut reserve = pos.reserve;
            reserve[me] -= 1;
            let after = Position {
                rows: [south.to_le_bytes(), north.to_le_bytes()],
                reserve,
                house: pos.house,
                to_move: pos.to_move.opponent(),
                blocked: None,
                claim: None,
                rules: pos.rules,
            };
            Some(Some((after, l.captured, l.laps)))
        }
        Some(_) => Some(None),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// Counts events: a tracer that switches the traced path on without storing millions.
    struct Count(u64);
    impl Tracer for Count {
        const ON: bool = true;
        fn event(&mut self, _: Event) {
            self.0 += 1;
        }
    }

    /// South to move in mtaji, no houses, no block: South's row from a u128 printed as hex
    /// (pit 15 first), North holding the rest of the 64 seeds in his front row.
    fn relay_position(hex: &str) -> Position {
        let south = u128::from_str_radix(hex, 16).unwrap().to_le_bytes();
        let sown: u32 = south.iter().map(|&n| n as u32).sum();
        let mut north = [0u8; 16];
        for i in 0..(64 - sown) as usize {
            north[i % 8] += 1;
        }
        let pos = Position::from_parts(
            Rules::KISWAHILI,
            [south, north],
            [0, 0],
            [false, false],
            Side::South,
        );
        assert_eq!(pos.total_seeds(), 64);
        pos
    }

    /// A Sim standing at a lap end on `h` (2+ seeds there) of a takasa in `dir`.
    fn at_lap_end(pos: &Position, h: u8, dir: Dir) -> Sim {
        let mut sim = Sim::new(
            pos,
            Start::Mtaji {
                pit: h,
                dir,
                capture: false,
            },
        );
        sim.h = h;
        sim.first_lap = false;
        sim
    }

    #[test]
    fn hand_view_round_trips_in_both_directions() {
        let row = u128::from_le_bytes(std::array::from_fn(|i| i as u8 * 3 + 1));
        for h in 0..16u8 {
            for dir in Dir::BOTH {
                let view = hand_view(row, h, dir);
                assert_eq!(view as u8, (h * 3 + 1), "byte 0 is the hand's pit");
                let next = (view >> 8) as u8;
                let want = (h as usize + dir.step()) & 15;
                assert_eq!(next, want as u8 * 3 + 1, "byte 1 is the next pit sown");
                assert_eq!(from_hand_view(view, h, dir), row);
            }
        }
    }

    /// Section 10 with a turned return: three relays from random play whose state comes
    /// back turned by r pits long before it comes back exactly. The fast path stops at the
    /// turned return; the traced path, which compares whole states with the anchor, runs the
    /// full period. Both call the move never-ending.
    #[test]
    fn section10_a_relay_that_comes_back_turned_never_ends() {
        // (South's row, lap-end pit, direction, full period in laps, turns to the period)
        let cases = [
            ("03020302030607020104000605000402", 8, Dir::Cw, 198_656, 16),
            (
                "02000103040100060001000504000208",
                15,
                Dir::Ccw,
                581_568,
                16,
            ),
            (
                "06010202030605060104050800010001",
                12,
                Dir::Cw,
                16_432_664,
                8,
            ),
        ];
        for (hex, h, dir, period, turns) in cases {
            let pos = relay_position(hex);
            let mut fast = at_lap_end(&pos, h, dir);
            assert_eq!(fast.run(&mut ()), Flow::Endless, "{hex}");
            assert_eq!(
                fast.laps,
                period / turns,
                "{hex}: caught after 1/{turns} of the period"
            );
            let mut exact = at_lap_end(&pos, h, dir);
            let mut events = Count(0);
            assert_eq!(exact.run(&mut events), Flow::Endless, "{hex}");
            assert_eq!(
                exact.laps, period,
                "{hex}: the whole state repeats after the period"
            );
            assert!(events.0 > period as u64);
        }
    }

    /// Relays with no special pit from every lap end of a few rows: the fast path and the
    /// traced path reach the same result, row, pit and lap count.
    #[test]
    fn symmetric_relays_match_the_traced_path() {
        let mut longest = 0;
        for hex in [
            "00000000000000000000000203000102",
            "01000300020004000100020003000205",
            "00030002010400000302000104020001",
        ] {
            let pos = relay_position(hex);
            for h in (0..16u8).filter(|&h| pos.rows[0][h as usize] >= 2) {
                for dir in Dir::BOTH {
                    let mut fast = at_lap_end(&pos, h, dir);
                    let mut slow = at_lap_end(&pos, h, dir);
                    let flow = fast.run(&mut ());
                    assert_eq!(flow, slow.run(&mut Count(0)), "{hex} {h} {dir:?}");
                    assert_eq!(
                        (fast.mine, fast.h, fast.laps),
                        (slow.mine, slow.h, slow.laps),
                        "{hex} {h} {dir:?}"
                    );
                    longest = longest.max(fast.laps);
                }
            }
        }
        assert!(longest >= 5, "the rows relay for {longest} laps at most");
    }
}
