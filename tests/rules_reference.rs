//! A second, deliberately plain implementation of RULES.md (seed by seed, no bit tricks),
//! written from the rule book for the tests, and compared with the engine's successors on
//! positions from random games and on random positions. Any difference is either a bug in
//! the engine or a misreading here; the test names the position and the move.

mod common;

use bao::cli::SplitMix;
use bao::rules::{
    Dir, Kichwa, Move, MoveKind, Pit, Position, Preset, Rules, Side, Variant, successors,
};
use std::collections::BTreeMap;

const HOUSE: usize = 4;
/// Relay tails longer than this are treated as never-ending here (section 10 says the
/// engine must be exact; random positions with such tails are skipped).
const LAP_CAP: u32 = 20_000;

#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    rows: [[u8; 16]; 2],
    reserve: [u8; 2],
    house: [bool; 2],
    to_move: usize,
    blocked: Option<usize>,
    claim: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Result {
    state: State,
    capture: bool,
    captured: u32,
    laps: u32,
    /// Winner decided during the move (W1 / step 1).
    over: Option<usize>,
}

#[derive(Clone, Copy, Debug)]
enum Start {
    NamuaCapture(usize),
    NamuaTakasa(usize, i32, bool),
    Mtaji(usize, i32, bool),
}

fn step(i: usize, d: i32) -> usize {
    ((i as i32 + d).rem_euclid(16)) as usize
}

fn front_empty(row: &[u8; 16]) -> bool {
    row[..8].iter().all(|&n| n == 0)
}

/// Opponent front pits (ring index) that `me` captures with a first lap (M2).
fn first_lap_set(st: &State, me: usize) -> Vec<usize> {
    let row = &st.rows[me];
    let opp = &st.rows[1 - me];
    let mut set = Vec::new();
    for s in 0..16 {
        let n = row[s] as i32;
        if !(2..=15).contains(&n) {
            continue;
        }
        for d in [1, -1] {
            let h = step(s, d * n);
            if h < 8 && row[h] > 0 && opp[7 - h] > 0 && !set.contains(&(7 - h)) {
                set.push(7 - h);
            }
        }
    }
    set
}

fn starts(st: &State, rules: Rules) -> Vec<Start> {
    let me = st.to_move;
    let row = st.rows[me];
    let opp = st.rows[1 - me];
    let mut out = Vec::new();
    if front_empty(&row) || front_empty(&opp) {
        return out;
    }
    let occupied = (0..8).filter(|&i| row[i] > 0).count();
    let dirs = |i: usize| -> Vec<i32> {
        if occupied == 1 && i == 0 {
            vec![1]
        } else if occupied == 1 && i == 7 {
            vec![-1]
        } else {
            vec![1, -1]
        }
    };
    if st.reserve[me] > 0 {
        for i in 0..8 {
            if row[i] > 0 && opp[7 - i] > 0 {
                out.push(Start::NamuaCapture(i));
            }
        }
        if !out.is_empty() {
            return out;
        }
        let functional = st.house[me] && row[HOUSE] >= 6;
        if functional && occupied == 1 {
            out.push(Start::NamuaTakasa(HOUSE, 1, true));
            out.push(Start::NamuaTakasa(HOUSE, -1, true));
            return out;
        }
        let restricted = match rules.preset {
            Preset::MancalaWorld => !functional,
            Preset::Tournament => !st.house[me],
        };
        let big = (0..8).any(|i| row[i] >= 2);
        for i in 0..8 {
            if row[i] == 0 || (i == HOUSE && functional) || (row[i] == 1 && restricted && big) {
                continue;
            }
            for d in dirs(i) {
                out.push(Start::NamuaTakasa(i, d, false));
            }
        }
        return out;
    }
    for s in 0..16 {
        let n = row[s] as i32;
        if !(2..=15).contains(&n) {
            continue;
        }
        for d in [1, -1] {
            let h = step(s, d * n);
            if h < 8 && row[h] > 0 && opp[7 - h] > 0 && st.claim.is_none_or(|x| x == 7 - h) {
                out.push(Start::Mtaji(s, d, true));
            }
        }
    }
    if !out.is_empty() {
        return out;
    }
    if rules.variant == Variant::Kete && st.house[me] {
        if row[HOUSE] >= 2 {
            out.push(Start::Mtaji(HOUSE, 1, false));
            out.push(Start::Mtaji(HOUSE, -1, false));
        }
        return out;
    }
    if (0..8).any(|i| row[i] >= 2) {
        for i in 0..8 {
            if row[i] >= 2 && st.blocked != Some(i) {
                for d in dirs(i) {
                    out.push(Start::Mtaji(i, d, false));
                }
            }
        }
    } else {
        for s in 8..16 {
            if row[s] >= 2 {
                out.push(Start::Mtaji(s, 1, false));
                out.push(Start::Mtaji(s, -1, false));
            }
        }
    }
    out
}

#[derive(Clone)]
struct Sim {
    st: State,
    me: usize,
    dir: i32,
    capture: bool,
    namua: bool,
    start_pit: usize,
    laps: u32,
    captured: u32,
    captures_done: u32,
    over: Option<usize>,
    h: usize,
}

enum Flow {
    Done,
    Safari,
    Endless,
}

impl Sim {
    fn sow(&mut self, first: usize, n: u8) {
        let mut i = first;
        for k in 0..n {
            if k > 0 {
                i = step(i, self.dir);
            }
            self.st.rows[self.me][i] += 1;
            if front_empty(&self.st.rows[self.me]) && self.over.is_none() {
                self.over = Some(1 - self.me);
            }
        }
        self.h = i;
        self.laps += 1;
    }
    fn lift(&mut self, from: usize) {
        let n = self.st.rows[self.me][from];
        self.st.rows[self.me][from] = 0;
        if from == HOUSE && self.st.house[self.me] {
            self.st.house[self.me] = false;
        }
        self.sow(step(from, self.dir), n);
    }
    fn capture(&mut self, at: usize, choice: Option<Kichwa>) {
        let opp = 1 - self.me;
        let n = self.st.rows[opp][7 - at];
        self.st.rows[opp][7 - at] = 0;
        if 7 - at == HOUSE {
            self.st.house[opp] = false;
        }
        self.captured += n as u32;
        let k = match at {
            0 | 1 => Kichwa::Left,
            6 | 7 => Kichwa::Right,
            _ if self.namua && self.captures_done == 0 => choice.expect("kichwa choice"),
            _ if self.dir == 1 => Kichwa::Left,
            _ => Kichwa::Right,
        };
        self.captures_done += 1;
        let (pit, d) = match k {
            Kichwa::Left => (0, 1),
            Kichwa::Right => (7, -1),
        };
        self.dir = d;
        self.sow(pit, n);
    }
    /// Section 6, lap after lap.
    fn run(&mut self, rules: Rules, mut first_lap: bool) -> Flow {
        loop {
            let h = self.h;
            let c = self.st.rows[self.me][h];
            if self.over.is_some() {
                return Flow::Done;
            }
            if self.capture && front_empty(&self.st.rows[1 - self.me]) {
                self.over = Some(self.me);
                return Flow::Done;
            }
            if c == 1 {
                return Flow::Done;
            }
            if self.capture {
                if h < 8 && self.st.rows[1 - self.me][7 - h] > 0 {
                    self.capture(h, None);
                    first_lap = false;
                    continue;
                }
                if self.namua && h == HOUSE && self.st.house[self.me] && c >= 6 {
                    return Flow::Safari;
                }
            } else {
                if h == HOUSE && self.st.house[self.me] && c >= 6 {
                    return Flow::Done;
                }
                let exception =
                    first_lap && self.start_pit == HOUSE && rules.preset == Preset::MancalaWorld;
                if self.st.blocked == Some(h) && !exception {
                    return Flow::Done;
                }
            }
            if self.laps > LAP_CAP {
                return Flow::Endless;
            }
            first_lap = false;
            self.lift(h);
        }
    }
}

/// Every completed move of `st` (with `None` results for moves that never end here).
fn reference(st: &State, rules: Rules) -> Vec<(Move, Option<Result>)> {
    let me = st.to_move;
    let mut out = Vec::new();
    for start in starts(st, rules) {
        let (pit, dir, capture, choices): (usize, Option<i32>, bool, Vec<Option<Kichwa>>) =
            match start {
                Start::NamuaCapture(i) if (2..=5).contains(&i) => {
                    (i, None, true, vec![Some(Kichwa::Left), Some(Kichwa::Right)])
                }
                Start::NamuaCapture(i) => (i, None, true, vec![None]),
                Start::NamuaTakasa(i, d, _) => (i, Some(d), false, vec![None]),
                Start::Mtaji(s, d, c) => (s, Some(d), c, vec![None]),
            };
        for kichwa in choices {
            let mut sim = Sim {
                st: st.clone(),
                me,
                dir: dir.unwrap_or(1),
                capture,
                namua: st.reserve[me] > 0,
                start_pit: pit,
                laps: 0,
                captured: 0,
                captures_done: 0,
                over: None,
                h: 0,
            };
            match start {
                Start::NamuaCapture(i) => {
                    sim.st.reserve[me] -= 1;
                    sim.st.rows[me][i] += 1;
                    sim.capture(i, kichwa);
                }
                Start::NamuaTakasa(i, d, tax) => {
                    sim.st.reserve[me] -= 1;
                    sim.st.rows[me][i] += 1;
                    let kete_full = rules.variant == Variant::Kete && sim.st.rows[me][i] == 7;
                    if tax && !kete_full {
                        sim.st.rows[me][i] -= 2;
                        sim.sow(step(i, d), 2);
                    } else {
                        sim.lift(i);
                    }
                }
                Start::Mtaji(s, _, c) => {
                    if c && rules.variant == Variant::Kiswahili {
                        sim.st.house = [false, false];
                    }
                    sim.lift(s);
                }
            }
            let mv = Move {
                pit: pit as u8,
                dir: dir.map(|d| if d == 1 { Dir::Cw } else { Dir::Ccw }),
                kichwa,
                safari: None,
            };
            let mut pending = vec![(sim, mv, true)];
            while let Some((mut sim, mv, first)) = pending.pop() {
                match sim.run(rules, first) {
                    Flow::Done => out.push((mv, Some(finish(st, sim, rules)))),
                    Flow::Endless => out.push((mv, None)),
                    Flow::Safari => {
                        out.push((
                            Move {
                                safari: Some(false),
                                ..mv
                            },
                            Some(finish(st, sim.clone(), rules)),
                        ));
                        let h = sim.h;
                        sim.lift(h);
                        pending.push((
                            sim,
                            Move {
                                safari: Some(true),
                                ..mv
                            },
                            false,
                        ));
                    }
                }
            }
        }
    }
    out
}

/// Hands over the turn and computes hizi zetu claims (K3) and takasia (T1, T2).
fn finish(before: &State, sim: Sim, rules: Rules) -> Result {
    let mover = before.to_move;
    let mut st = sim.st;
    st.to_move = 1 - mover;
    st.blocked = None;
    st.claim = None;
    let p = 1 - mover; // now to move
    if rules.variant == Variant::Kete {
        if let Some(x) = before.blocked {
            if first_lap_set(&st, p).contains(&x) {
                st.claim = Some(x);
            }
        }
    }
    // J4: Kujifunza has no takasia.
    if !sim.capture
        && st.reserve == [0, 0]
        && st.claim.is_none()
        && rules.variant != Variant::Kujifunza
    {
        let q = 1 - mover;
        let set = first_lap_set(&st, mover);
        if first_lap_set(&st, q).is_empty() && set.len() == 1 {
            let x = set[0];
            let row = &st.rows[q];
            let occupied = (0..8).filter(|&i| row[i] > 0).count();
            let big: Vec<usize> = (0..8).filter(|&i| row[i] > 1).collect();
            let exception = (x == HOUSE && st.house[q]) || occupied == 1 || big == vec![x];
            if !exception {
                st.blocked = Some(x);
            }
        }
    }
    Result {
        state: st,
        capture: sim.capture,
        captured: sim.captured,
        laps: sim.laps,
        over: sim.over,
    }
}

fn state_of(pos: &Position) -> State {
    State {
        rows: [*pos.row(Side::South), *pos.row(Side::North)],
        reserve: [pos.reserve(Side::South), pos.reserve(Side::North)],
        house: [pos.house_owned(Side::South), pos.house_owned(Side::North)],
        to_move: pos.to_move().index(),
        blocked: pos.blocked().map(|p| p.ring as usize),
        claim: pos.claim().map(|p| p.ring as usize),
    }
}

/// Compares the engine with the reference on one position. Moves on which the reference
/// gave up (a relay tail longer than LAP_CAP) must be missing from the engine's list (it
/// found them never-ending) or take more than LAP_CAP laps there too. Returns false when
/// such a move was seen.
fn compare(pos: &Position) -> bool {
    let st = state_of(pos);
    let rules = pos.rules();
    let mut want: BTreeMap<String, Result> = BTreeMap::new();
    let mut capped = Vec::new();
    for (m, r) in reference(&st, rules) {
        match r {
            Some(r) => {
                want.insert(format!("{m:?}"), r);
            }
            None => capped.push(format!("{m:?}")),
        }
    }
    let mut got: BTreeMap<String, Result> = BTreeMap::new();
    for s in successors(pos) {
        let key = format!("{:?}", s.mv);
        if capped.contains(&key) {
            assert!(
                s.laps > LAP_CAP,
                "{key}: the reference loops, the engine ends"
            );
            continue;
        }
        got.insert(
            key,
            Result {
                state: state_of(&s.position),
                capture: s.kind == MoveKind::Capture,
                captured: s.captured,
                laps: s.laps,
                over: s.over.map(|o| o.winner.index()),
            },
        );
    }
    let wk: Vec<&String> = want.keys().collect();
    let gk: Vec<&String> = got.keys().collect();
    assert_eq!(gk, wk, "legal moves differ\n{pos}\n{:?}", pos.diagram());
    for (k, w) in &want {
        assert_eq!(&got[k], w, "move {k} differs\n{pos}\n{:?}", pos.diagram());
    }
    capped.is_empty()
}

#[test]
fn engine_matches_reference_on_random_games() {
    let games = if cfg!(debug_assertions) { 500 } else { 2000 };
    let mut compared = 0;
    for (k, rules) in [
        Rules::KISWAHILI,
        Rules::TOURNAMENT,
        Rules::KETE,
        Rules::KUJIFUNZA,
    ]
    .into_iter()
    .enumerate()
    {
        let mut rng = SplitMix(1000 + k as u64);
        for _ in 0..games {
            let mut pos = Position::start(rules);
            loop {
                if compare(&pos) {
                    compared += 1;
                }
                let list = successors(&pos);
                if list.is_empty() {
                    break;
                }
                pos = list[rng.below(list.len())].position;
            }
        }
    }
    assert!(compared > 1000);
}

/// Random positions: 64 seeds spread at random, random reserves, houses, side to move,
/// and sometimes a block; odd situations (piles of 16 and more, houses owned in mtaji).
#[test]
fn engine_matches_reference_on_random_positions() {
    let n = if cfg!(debug_assertions) { 12000 } else { 40000 };
    let mut rng = SplitMix(31337);
    let mut compared = 0;
    let mut claims = 0;
    for t in 0..n {
        let rules = [Rules::KISWAHILI, Rules::TOURNAMENT, Rules::KETE][t % 3];
        let mut rows = [[0u8; 16]; 2];
        let mut reserve = [0u8; 2];
        let namua = rng.below(3) == 0;
        let mut left = 64u32;
        if namua {
            reserve = [rng.below(12) as u8, rng.below(12) as u8 + 1];
            left -= (reserve[0] + reserve[1]) as u32;
        }
        // Concentrated or spread.
        let spots = 3 + rng.below(26);
        for _ in 0..left {
            let k = rng.below(spots) * 32 / spots.max(1);
            let k = (k + rng.below(2)) % 32;
            rows[k / 16][k % 16] += 1;
        }
        let mut house = [rng.below(2) == 0, rng.below(2) == 0];
        if rules.variant == Variant::Kete {
            for s in 0..2 {
                if rows[s][HOUSE] < 6 {
                    house[s] = false;
                }
            }
        }
        let to_move = if rng.below(2) == 0 {
            Side::South
        } else {
            Side::North
        };
        let mut pos = Position::from_parts(rules, rows, reserve, house, to_move);
        if !namua && rng.below(4) == 0 {
            let x = rng.below(8) as u8;
            if pos.seeds(Pit::new(to_move, x)) > 0 {
                pos = pos.with_block(Some(Pit::new(to_move, x)), None);
            }
        }
        // Kete: sometimes a hizi zetu claim on a pit the mover can capture first.
        if !namua && rules.variant == Variant::Kete && pos.blocked().is_none() && rng.below(2) == 0
        {
            let set = first_lap_set(&state_of(&pos), to_move.index());
            if !set.is_empty() {
                let x = set[rng.below(set.len())] as u8;
                pos = pos.with_block(None, Some(Pit::new(to_move.opponent(), x)));
                claims += 1;
            }
        }
        if compare(&pos) {
            compared += 1;
        }
    }
    assert!(compared > n / 2);
    assert!(claims > 100, "{claims}");
}

/// Kujifunza (section 14) on random positions: 64 seeds spread at random, no reserve, no
/// house, no block (J1-J4), either side to move.
#[test]
fn engine_matches_reference_on_random_kujifunza_positions() {
    let n = if cfg!(debug_assertions) { 6000 } else { 20000 };
    let mut rng = SplitMix(4711);
    let mut compared = 0;
    for _ in 0..n {
        let mut rows = [[0u8; 16]; 2];
        let spots = 3 + rng.below(26);
        for _ in 0..64 {
            let k = rng.below(spots) * 32 / spots.max(1);
            let k = (k + rng.below(2)) % 32;
            rows[k / 16][k % 16] += 1;
        }
        let to_move = [Side::South, Side::North][rng.below(2)];
        let pos = Position::from_parts(Rules::KUJIFUNZA, rows, [0, 0], [false; 2], to_move);
        if compare(&pos) {
            compared += 1;
        }
    }
    assert!(compared > n / 2);
}

/// The game result of a state reached by a completed move (W1, W2, section 10), as the
/// reference sees it: `true` when the game is over.
fn reference_over(st: &State, rules: Rules) -> bool {
    let me = st.to_move;
    if front_empty(&st.rows[me]) || front_empty(&st.rows[1 - me]) {
        return true;
    }
    if st.reserve[me] == 0 && st.rows[me].iter().all(|&n| n < 2) {
        return true;
    }
    !reference(st, rules).iter().any(|(_, r)| r.is_some())
}

/// Perft by the reference alone: leaves of the move tree at `depth`, a decided game having
/// no successors (as `tests/perft.rs` counts).
fn reference_perft(st: &State, rules: Rules, depth: u32) -> u64 {
    let moves: Vec<Result> = reference(st, rules)
        .into_iter()
        .filter_map(|(_, r)| r)
        .collect();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .filter(|r| r.over.is_none() && !reference_over(&r.state, rules))
        .map(|r| reference_perft(&r.state, rules, depth - 1))
        .sum()
}

/// `tests/perft/start-kujifunza.perft` (computed with the engine) confirmed by the
/// reference: every depth the fixture gives up to a debug-affordable count.
#[test]
fn kujifunza_start_perft_matches_reference() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/perft/start-kujifunza.perft"
    ))
    .unwrap();
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    assert_eq!(lines.next(), Some("start kujifunza"));
    let start = state_of(&Position::start(Rules::KUJIFUNZA));
    assert_eq!(start.rows, [[2; 16]; 2], "J1");
    let limit = if cfg!(debug_assertions) {
        50_000
    } else {
        2_000_000
    };
    let mut checked = 0;
    for l in lines {
        let (d, n) = l.split_once(' ').unwrap();
        let (depth, want): (u32, u64) = (d.parse().unwrap(), n.trim().parse().unwrap());
        if want > limit {
            continue;
        }
        assert_eq!(
            reference_perft(&start, Rules::KUJIFUNZA, depth),
            want,
            "depth {depth}"
        );
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} depths checked");
}
