//! Legal moves per stage (N1, N2, M1-M3, Kete K2/K3) and applying them.
//!
//! A legal move is a complete turn with every choice made. Moves that never end (section 10)
//! are not legal; a player left with only such moves has lost.

use super::pit::{Dir, HOUSE, Kichwa, Pit};
use super::position::{Position, pits_above};
use super::sowing::{Flow, Sim, Start, namua_capture};
use super::takasia::first_lap_captures;
use super::trace::Trace;
use super::{Move, MoveKind, Outcome, Preset, Stage, Variant, WinReason};
use std::fmt;

/// A legal move with everything that follows from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Successor {
    pub mv: Move,
    /// The position after the move, the opponent to move (even when the game is over).
    pub position: Position,
    pub kind: MoveKind,
    /// Seeds taken from the opponent in the whole move.
    pub captured: u32,
    /// The first sowing, each entry of captured seeds, each relay and the safari relay.
    pub laps: u32,
    /// The game ended during the move (W1, or step 1 of section 6).
    pub over: Option<Outcome>,
    /// The move set takasia / hizi zetu on the opponent (notation `**`).
    pub sets_block: bool,
}

impl Successor {
    /// The game's result after this move, if it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.over.or_else(|| self.position.outcome())
    }
}

/// The starts a position allows (at most 32), all of one kind.
pub(crate) struct Starts {
    buf: [Start; 32],
    len: usize,
}

impl Starts {
    fn push(&mut self, s: Start) {
        self.buf[self.len] = s;
        self.len += 1;
    }
    pub(crate) fn as_slice(&self) -> &[Start] {
        &self.buf[..self.len]
    }
}

/// The legal ways to start a move, before simulation (which removes never-ending ones).
/// Pit tests are bit masks of the two rows (bit i = pit i, see [`pits_above`]); starts come
/// out in ascending pit order, clockwise first.
pub(crate) fn starts(pos: &Position) -> Starts {
    let mut out = Starts {
        buf: [Start::NamuaCapture { pit: 0 }; 32],
        len: 0,
    };
    let me = pos.to_move;
    let row = u128::from_le_bytes(pos.rows[me.index()]);
    let opp = u128::from_le_bytes(pos.rows[1 - me.index()]);
    let occupied = pits_above(row, 0);
    let front = occupied as u8;
    if front == 0 || pits_above(opp, 0) as u8 == 0 {
        return out; // W1: the game is over.
    }
    let big = pits_above(row, 1);
    // Own front pits facing an occupied pit (own pit h faces the opponent's 7 - h).
    let facing = (pits_above(opp, 0) as u8).reverse_bits();
    let front_count = front.count_ones() as usize;
    if pos.stage(me) == Stage::Namua {
        // N1: a seed into an occupied front pit facing an occupied pit captures.
        for i in bits(u16::from(front & facing)) {
            out.push(Start::NamuaCapture { pit: i });
        }
        if out.len > 0 {
            return out;
        }
        // N2: takasa.
        let functional = pos.house_functional(me);
        if functional && front_count == 1 {
            // The tax: the house is the only occupied front pit.
            for dir in Dir::BOTH {
                out.push(Start::NamuaTakasa {
                    pit: HOUSE,
                    dir,
                    tax: true,
                });
            }
            return out;
        }
        let restricted = match pos.rules.preset {
            Preset::MancalaWorld => !functional,
            Preset::Tournament => !pos.house_owned(me),
        };
        let mut from = front;
        if functional {
            from &= !(1 << HOUSE);
        }
        if restricted && big as u8 != 0 {
            from &= big as u8; // the singleton rule
        }
        for i in bits(u16::from(from)) {
            for &dir in directions(i, front_count) {
                out.push(Start::NamuaTakasa {
                    pit: i,
                    dir,
                    tax: false,
                });
            }
        }
        return out;
    }
    // M2: capture moves from any pit of 2..15 seeds (K3: the claimed pit first).
    let claim = pos.claim.map_or(u8::MAX, |x| 1 << (7 - x));
    let ends = u16::from(front & facing & claim);
    if ends != 0 {
        for s in bits(big & !pits_above(row, 15)) {
            let n = u32::from(pos.rows[me.index()][s as usize]);
            if ends & 1u16.rotate_left(s as u32 + n) != 0 {
                out.push(Start::Mtaji {
                    pit: s,
                    dir: Dir::Cw,
                    capture: true,
                });
            }
            if ends & 1u16.rotate_left(s as u32 + 16 - n) != 0 {
                out.push(Start::Mtaji {
                    pit: s,
                    dir: Dir::Ccw,
                    capture: true,
                });
            }
        }
        if out.len > 0 {
            return out;
        }
    }
    // M3: takasa. K2: a Kete player's first takata in mtaji starts from his kuu.
    if pos.rules.variant == Variant::Kete && pos.house_owned(me) && big & (1 << HOUSE) != 0 {
        for dir in Dir::BOTH {
            out.push(Start::Mtaji {
                pit: HOUSE,
                dir,
                capture: false,
            });
        }
        return out;
    }
    if big as u8 != 0 {
        let blocked = pos.blocked.map_or(0, |b| 1u8 << b);
        for i in bits(u16::from(big as u8 & !blocked)) {
            for &dir in directions(i, front_count) {
                out.push(Start::Mtaji {
                    pit: i,
                    dir,
                    capture: false,
                });
            }
        }
    } else {
        for s in bits(big) {
            for dir in Dir::BOTH {
                out.push(Start::Mtaji {
                    pit: s,
                    dir,
                    capture: false,
                });
            }
        }
    }
    out
}

/// The set bits of `mask`, lowest first.
fn bits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            i
        })
    })
}

/// Lone kichwa (N2, M3): a kichwa that is the only occupied front pit sows to the centre.
fn directions(i: u8, occupied_front: usize) -> &'static [Dir] {
    match (i, occupied_front) {
        (0, 1) => &[Dir::Cw],
        (7, 1) => &[Dir::Ccw],
        _ => &Dir::BOTH,
    }
}

/// Where finished moves go: a closure, or straight into a list.
trait Sink {
    fn put(&mut self, sim: &mut Sim, start: Start, mv: Move);
    fn put_ready(&mut self, s: Successor);
}

/// Hands each successor to a closure.
struct Each<F>(F);

impl<F: FnMut(Successor)> Sink for Each<F> {
    #[inline]
    fn put(&mut self, sim: &mut Sim, start: Start, mv: Move) {
        (self.0)(finish(sim, start, mv))
    }
    #[inline]
    fn put_ready(&mut self, s: Successor) {
        (self.0)(s)
    }
}

/// Appends each successor to a list, built right in the push (built elsewhere and handed
/// over, a successor is copied by reading back across the stores that just wrote it, which
/// stalls the CPU).
struct Append<'a>(&'a mut Vec<Successor>);

impl Sink for Append<'_> {
    #[inline]
    fn put(&mut self, sim: &mut Sim, start: Start, mv: Move) {
        self.0.push(finish(sim, start, mv));
    }
    #[inline]
    fn put_ready(&mut self, s: Successor) {
        self.0.push(s)
    }
}

/// Runs every legal completion of `start`, handing each to `out`.
fn complete(pos: &Position, start: Start, out: &mut impl Sink) {
    complete_bounded(pos, start, u32::MAX, out)
}

fn complete_bounded(pos: &Position, start: Start, lap_limit: u32, out: &mut impl Sink) {
    let pit = start.pit();
    let kichwas: &[Option<Kichwa>] = match start {
        Start::NamuaCapture { pit: 2..=5 } => &[Some(Kichwa::Left), Some(Kichwa::Right)],
        _ => &[None],
    };
    for &kichwa in kichwas {
        let mv = Move {
            pit,
            dir: start.dir(),
            kichwa,
            safari: None,
        };
        match quick(pos, start, mv, lap_limit) {
            Quick::Done(s) => {
                out.put_ready(s);
                continue;
            }
            Quick::Endless => continue,
            Quick::Slow => {}
        }
        let mut sim = Sim::new(pos, start);
        sim.lap_limit = lap_limit;
        match sim.begin(start, kichwa, &mut ()) {
            Flow::Done => out.put(&mut sim, start, mv),
            Flow::AskSafari => {
                for go_on in [false, true] {
                    let mut s = sim.clone();
                    if s.answer_safari(go_on, &mut ()) == Flow::Done {
                        out.put(
                            &mut s,
                            start,
                            Move {
                                safari: Some(go_on),
                                ..mv
                            },
                        );
                    }
                }
            }
            Flow::AskKichwa | Flow::Endless => {}
        }
    }
}

/// N1 in registers when nothing rarer happens (see [`namua_capture`]); every other start,
/// and N1 where the full procedure is needed, is [`Quick::Slow`]: play it with [`Sim`].
#[inline(always)]
fn quick(pos: &Position, start: Start, mv: Move, lap_limit: u32) -> Quick {
    let Start::NamuaCapture { pit } = start else {
        return Quick::Slow;
    };
    let k = mv
        .kichwa
        .unwrap_or(if pit < 2 { Kichwa::Left } else { Kichwa::Right });
    match namua_capture(pos, pit, k, lap_limit) {
        Some(Some((position, captured, laps))) => Quick::Done(Successor {
            mv,
            position,
            kind: MoveKind::Capture,
            captured,
            laps,
            over: None,
            sets_block: false,
        }),
        Some(None) => Quick::Endless,
        None => Quick::Slow,
    }
}

/// What [`quick`] found.
enum Quick {
    Done(Successor),
    /// The move never ends (or passes the search's lap bound).
    Endless,
    Slow,
}

/// Ends the move and gathers its result (inlined, so that [`Append`] builds it in the push).
#[inline(always)]
fn finish(sim: &mut Sim, start: Start, mv: Move) -> Successor {
    let kind = start.kind();
    sim.finish(kind, &mut ());
    Successor {
        mv,
        position: sim.position(),
        kind,
        captured: sim.captured,
        laps: sim.laps,
        over: sim.over,
        sets_block: sim.sets_block,
    }
}

/// One legal move picked at random, for playouts: `choose(n)` returns an index below `n`.
/// Only the chosen move is sown; one that never ends is dropped and another one drawn, so
/// the result is a legal move, without computing the whole successor set. `None` when the
/// game is over.
pub fn random_successor(
    pos: &Position,
    mut choose: impl FnMut(usize) -> usize,
) -> Option<Successor> {
    let mut cands = [(Start::NamuaCapture { pit: 0 }, None::<Kichwa>); 40];
    let mut len = 0;
    for &start in starts(pos).as_slice() {
        if let Start::NamuaCapture { pit: 2..=5 } = start {
            cands[len] = (start, Some(Kichwa::Left));
            cands[len + 1] = (start, Some(Kichwa::Right));
            len += 2;
        } else {
            cands[len] = (start, None);
            len += 1;
        }
    }
    while len > 0 {
        let i = choose(len);
        let (start, kichwa) = cands[i];
        let mv = Move {
            pit: start.pit(),
            dir: start.dir(),
            kichwa,
            safari: None,
        };
        match quick(pos, start, mv, u32::MAX) {
            Quick::Done(s) => return Some(s),
            Quick::Endless => {}
            Quick::Slow => {
                if let Some(s) = play_drawn(pos, start, mv, &mut choose) {
                    return Some(s);
                }
            }
        }
        cands[i] = cands[len - 1];
        len -= 1;
    }
    None
}

/// The drawn start played with [`Sim`]; at the safari question a random answer first,
/// the other if that one never ends. `None` when the move never ends.
fn play_drawn(
    pos: &Position,
    start: Start,
    mv: Move,
    choose: &mut impl FnMut(usize) -> usize,
) -> Option<Successor> {
    let mut sim = Sim::new(pos, start);
    match sim.begin(start, mv.kichwa, &mut ()) {
        Flow::Done => Some(finish(&mut sim, start, mv)),
        Flow::AskSafari => {
            let first = choose(2) == 1;
            [first, !first].into_iter().find_map(|go_on| {
                let mut s = sim.clone();
                (s.answer_safari(go_on, &mut ()) == Flow::Done).then(|| {
                    finish(
                        &mut s,
                        start,
                        Move {
                            safari: Some(go_on),
                            ..mv
                        },
                    )
                })
            })
        }
        Flow::AskKichwa | Flow::Endless => None,
    }
}

/// Calls `f` for every legal move of `pos` with its result.
pub fn for_each_successor(pos: &Position, mut f: impl FnMut(Successor)) {
    for &start in starts(pos).as_slice() {
        complete(pos, start, &mut Each(&mut f));
    }
}

/// For a search: like [`for_each_successor`], but a move still sowing after `lap_limit` laps
/// is left out as if it never ended (section 10 allows a search to bound its work). Moves
/// actually played must come from the exact generator or be checked with [`play`].
pub fn for_each_successor_bounded(pos: &Position, lap_limit: u32, mut f: impl FnMut(Successor)) {
    for &start in starts(pos).as_slice() {
        complete_bounded(pos, start, lap_limit, &mut Each(&mut f));
    }
}

/// Every legal move with its result. Empty when the game is over.
pub fn successors(pos: &Position) -> Vec<Successor> {
    let mut out = Vec::with_capacity(16);
    successors_into(pos, &mut out);
    out
}

/// Replaces the contents of `out` with every legal move and its result (the fastest way
/// to list them: each is written in place).
pub fn successors_into(pos: &Position, out: &mut Vec<Successor>) {
    out.clear();
    let mut sink = Append(out);
    for &start in starts(pos).as_slice() {
        complete(pos, start, &mut sink);
    }
}

/// Every legal move.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(16);
    for_each_successor(pos, |s| out.push(s.mv));
    out
}

/// Whether the player to move has any move that ends.
pub fn has_legal_move(pos: &Position) -> bool {
    starts(pos).as_slice().iter().any(|&start| {
        let mut found = false;
        complete(pos, start, &mut Each(|_| found = true));
        found
    })
}

impl Position {
    /// The result of the game if it is over in this position (W1, W2, section 10).
    pub fn outcome(&self) -> Option<Outcome> {
        let me = self.to_move;
        let lost = |reason| {
            Some(Outcome {
                winner: me.opponent(),
                reason,
            })
        };
        if self.front_empty(me) {
            return lost(WinReason::BaoHamna);
        }
        if self.front_empty(me.opponent()) {
            return Some(Outcome {
                winner: me,
                reason: WinReason::BaoHamna,
            });
        }
        if self.stage(me) == Stage::Mtaji && self.rows[me.index()].iter().all(|&n| n < 2) {
            return lost(WinReason::OnlySingletons);
        }
        if !has_legal_move(self) {
            return lost(WinReason::OnlyEndlessMoves);
        }
        None
    }
}

/// Applies a legal move. Only the move's own start is sown (with its kichwa / safari
/// choices), so checking one move never waits on a long relay elsewhere in the position.
pub fn play(pos: &Position, mv: &Move) -> Result<Successor, Illegal> {
    let refuse = || why_illegal(pos, mv.pit, mv.dir).unwrap_or(Illegal::Choices);
    let start = find_start(pos, mv.pit, mv.dir).ok_or_else(refuse)?;
    let mut found = None;
    complete(
        pos,
        start,
        &mut Each(|s: Successor| {
            if s.mv == *mv {
                found = Some(s);
            }
        }),
    );
    found.ok_or_else(refuse)
}

/// Applies a legal move and returns the ordered events of it too.
pub fn play_traced(pos: &Position, mv: &Move) -> Result<(Successor, Trace), Illegal> {
    let result = play(pos, mv)?;
    let start = find_start(pos, mv.pit, mv.dir).ok_or(Illegal::Choices)?;
    let mut trace = Vec::new();
    let mut sim = Sim::new(pos, start);
    let mut flow = sim.begin(start, mv.kichwa, &mut trace);
    if flow == Flow::AskSafari {
        flow = sim.answer_safari(mv.safari == Some(true), &mut trace);
    }
    debug_assert_eq!(flow, Flow::Done);
    sim.finish(start.kind(), &mut trace);
    if result.over.is_none() {
        if let Some(o) = result.position.outcome() {
            trace.push(super::Event::GameOver(o));
        }
    }
    Ok((result, trace))
}

fn find_start(pos: &Position, pit: u8, dir: Option<Dir>) -> Option<Start> {
    starts(pos)
        .as_slice()
        .iter()
        .copied()
        .find(|s| s.pit() == pit && s.dir() == dir)
}

/// The start for (`pit`, `dir`) and its legal completions, for the [`super::Stepper`] (stepper.rs).
pub(crate) fn legal_for_start(
    pos: &Position,
    pit: u8,
    dir: Option<Dir>,
) -> Result<(Start, Vec<Move>), Illegal> {
    let start = find_start(pos, pit, dir)
        .ok_or_else(|| why_illegal(pos, pit, dir).unwrap_or(Illegal::Choices))?;
    let mut legal = Vec::new();
    complete(pos, start, &mut Each(|s: Successor| legal.push(s.mv)));
    if legal.is_empty() {
        return Err(Illegal::NeverEnds);
    }
    Ok((start, legal))
}

/// Why a move is refused, in words a player understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    GameOver,
    EmptyPit,
    MustCapture,
    /// K3: the claimed pit must be captured first.
    MustCaptureClaim(Pit),
    Singleton,
    SingletonWhileBig,
    HouseProtected,
    Blocked,
    BackRowWhileFront,
    KuuFirst,
    LoneKichwa,
    NamuaFrontOnly,
    NeverEnds,
    /// The start is legal but the kichwa / safari choices do not fit it.
    Choices,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => f.write_str("The game is over"),
            Illegal::EmptyPit => f.write_str("That pit is empty"),
            Illegal::MustCapture => f.write_str("You must capture"),
            Illegal::MustCaptureClaim(p) => write!(f, "You must capture {p} first (hizi zetu)"),
            Illegal::Singleton => f.write_str("A singleton cannot move"),
            Illegal::SingletonWhileBig => {
                f.write_str("A singleton may not take the seed while a pit holds two or more")
            }
            Illegal::HouseProtected => {
                f.write_str("The house may not be emptied while other front pits hold seeds")
            }
            Illegal::Blocked => f.write_str("That pit is blocked (takasia)"),
            Illegal::BackRowWhileFront => {
                f.write_str("The back row may move only when no front pit holds two or more")
            }
            Illegal::KuuFirst => f.write_str("Your first takata in mtaji must start from the kuu"),
            Illegal::LoneKichwa => f.write_str("A lone kichwa sows towards the centre"),
            Illegal::NamuaFrontOnly => {
                f.write_str("In namua the seed goes into an occupied front pit")
            }
            Illegal::NeverEnds => f.write_str("That move would never end"),
            Illegal::Choices => f.write_str("That kichwa or safari choice is not possible here"),
        }
    }
}

impl std::error::Error for Illegal {}

/// Why no legal move starts from `pit` (ring index of the mover) in `dir`; `None` if one does.
pub fn why_illegal(pos: &Position, pit: u8, dir: Option<Dir>) -> Option<Illegal> {
    if pos.outcome().is_some() {
        return Some(Illegal::GameOver);
    }
    let all = starts(pos);
    let all = all.as_slice();
    if let Some(&start) = all.iter().find(|s| s.pit() == pit && s.dir() == dir) {
        let mut any = false;
        complete(pos, start, &mut Each(|_| any = true));
        return (!any).then_some(Illegal::NeverEnds);
    }
    let me = pos.to_move;
    let n = pos.seeds(Pit::new(me, pit));
    let namua = pos.stage(me) == Stage::Namua;
    if n == 0 {
        return Some(Illegal::EmptyPit);
    }
    if namua && pit >= 8 {
        return Some(Illegal::NamuaFrontOnly);
    }
    let captures = all.iter().any(|s| s.kind() == MoveKind::Capture);
    if captures {
        if let Some(x) = pos.claim() {
            if !namua && first_lap_captures(pos, me) & !(1 << x.ring) != 0 {
                return Some(Illegal::MustCaptureClaim(x));
            }
        }
        return Some(Illegal::MustCapture);
    }
    if !namua && n < 2 {
        return Some(Illegal::Singleton);
    }
    if all.iter().any(|s| s.pit() == pit) {
        return Some(Illegal::LoneKichwa);
    }
    if namua {
        if pit == HOUSE && pos.house_functional(me) {
            return Some(Illegal::HouseProtected);
        }
        return Some(Illegal::SingletonWhileBig);
    }
    if pos.blocked == Some(pit) {
        return Some(Illegal::Blocked);
    }
    if pos.rules.variant == Variant::Kete && pos.house_owned(me) {
        return Some(Illegal::KuuFirst);
    }
    Some(Illegal::BackRowWhileFront)
}
