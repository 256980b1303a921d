//! Puzzles from real play, made and kept as lichess-puzzler keeps chess puzzles: positions
//! after an opponent's mistake where each of the solver's moves is the only one meeting the
//! goal. The generator screens every position of self-play games (weak levels make the
//! mistakes) and master games with a shallow multi-move search; a candidate is kept only when
//! (1) the engine scoring every move at [`FLOOR_DEPTH`] or deeper gives the same verdict at
//! the last two depths, (2) every refused move is clearly worse by it ([`GAP`]) and also by
//! plain count (seeds net of the opponent's best reply, the house, safety, or a plain
//! exhaustive win search at the line's length), every move meeting the goal as well being
//! accepted or the position dropped, (3) a non-win is not decided by force, and (4) a deeper
//! single-line search ([`CONFIRM_DEPTH`] for a win, [`CONFIRM_NODES`] nodes otherwise)
//! chooses an accepted move and sees the same kind of result. Themes are read from the rules trace. The shipped set is
//! `assets/puzzles/puzzles.jsonl`, one puzzle a line.

use crate::ai::{
    BUNDLES, Level, Limits, MoveScore, RootScores, WIN_BOUND, position_key, score_moves, search,
};
use crate::game::words::i18n::{Lang, tr};
use crate::rules::{
    Dir, Event, HouseLoss, Move, MoveKind, Pit, Position, Rules, Side, Stage, Successor, Trace,
    Variant, WinReason, legal_moves, parse_move, play, play_traced, position_from_json,
    position_to_json, successors, write_move,
};
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// The shipped set, embedded like the course.
pub const SHIPPED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/puzzles/puzzles.jsonl"
));

/// The screening depth (a cheap first filter).
pub const SCREEN_DEPTH: u32 = 2;
/// The engine's floor: every verdict comes from scoring every move at this depth or deeper,
/// and counts only when the depth before gives the same verdict.
pub const FLOOR_DEPTH: u32 = 10;
/// The deepest the verdict is looked for before the position is dropped as unstable.
pub const MAX_DEPTH: u32 = 12;
/// The confirming single-line search of a win (a forced win is proved at any depth past it).
pub const CONFIRM_DEPTH: u32 = 16;
/// The confirming search of a non-win runs to this many nodes (about what the engine
/// searches in 3 s on one core: depth 16 to 26), so a forced result found only that deep
/// drops the position.
pub const CONFIRM_NODES: u64 = 2_000_000;
/// A refused move is at least this much worse than the best by the engine (centi-seeds).
pub const GAP: i32 = 400;
/// A seeds puzzle's solution gains at least this many seeds net of the best reply...
pub const SEED_MIN: i64 = 2;
/// ...and every refused move at least this many fewer.
pub const SEED_MARGIN: i64 = 2;
/// Where the rating scale starts: at the newcomer's rating (1500), so the puzzles within
/// reach of it, his first ones, are among the easiest.
pub const BASE_RATING: i32 = 1500;
/// The opponent's move before the puzzle was a mistake: this much worse than his best.
const MISTAKE: i32 = 100;
/// A winning line ends the game within this many plies.
const LINE_PLIES: usize = 7;
/// The nodes a plain exhaustive win search may spend on one puzzle.
const PLAIN_BUDGET: u64 = 400_000;

/// What a puzzle's solution achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The line wins the game.
    Win,
    /// The first move captures the opponent's house (every move that does is accepted).
    House,
    /// The first move gains the most seeds, counted net of the opponent's best reply.
    Seeds,
    /// The first move after which the opponent can capture the fewest seeds at once (every
    /// other move lets him capture at least [`SEED_MARGIN`] more, or win).
    Hold,
}

impl Goal {
    pub fn word(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::House => "house",
            Goal::Seeds => "seeds",
            Goal::Hold => "hold",
        }
    }
    /// The task a puzzle of this goal sets, in `lang`.
    pub fn task(self, lang: Lang) -> &'static str {
        let key = match self {
            Goal::Win => "puzzle.goal_win",
            Goal::House => "puzzle.goal_house",
            Goal::Seeds => "puzzle.goal_seeds",
            Goal::Hold => "puzzle.goal_hold",
        };
        tr(lang, key)
    }
    pub fn from_word(w: &str) -> Option<Goal> {
        [Goal::Win, Goal::House, Goal::Seeds, Goal::Hold]
            .into_iter()
            .find(|g| g.word() == w)
    }
}

/// The themes a puzzle is tagged with, read from the rules trace of the solver's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    KichwaDouble,
    KimbiTurn,
    CaptureChain,
    SafariOrStop,
    TakasiaBlock,
    /// Read in older sets, never given now: a block lasts one move, so no move breaks one.
    BreakBlock,
    BaoHamna,
    Singletons,
    HouseCapture,
    Reservoir,
    NamuaSafeTakasa,
    MtajiEndgame,
    Namua,
    Mtaji,
}

impl Theme {
    pub const ALL: [Theme; 14] = [
        Theme::KichwaDouble,
        Theme::KimbiTurn,
        Theme::CaptureChain,
        Theme::SafariOrStop,
        Theme::TakasiaBlock,
        Theme::BreakBlock,
        Theme::BaoHamna,
        Theme::Singletons,
        Theme::HouseCapture,
        Theme::Reservoir,
        Theme::NamuaSafeTakasa,
        Theme::MtajiEndgame,
        Theme::Namua,
        Theme::Mtaji,
    ];
    /// The JSON word, also the Fluent message id after `theme-`.
    pub fn word(self) -> &'static str {
        match self {
            Theme::KichwaDouble => "kichwa-double-capture",
            Theme::KimbiTurn => "kimbi-turn",
            Theme::CaptureChain => "capture-chain",
            Theme::SafariOrStop => "safari-or-stop",
            Theme::TakasiaBlock => "takasia-block",
            Theme::BreakBlock => "breaking-a-block",
            Theme::BaoHamna => "bao-hamna",
            Theme::Singletons => "singletons",
            Theme::HouseCapture => "house-capture",
            Theme::Reservoir => "reservoir",
            Theme::NamuaSafeTakasa => "namua-safe-takasa",
            Theme::MtajiEndgame => "mtaji-endgame",
            Theme::Namua => "namua",
            Theme::Mtaji => "mtaji",
        }
    }
    /// The theme's name in `lang` (a set's title in the window).
    pub fn name(self, lang: Lang) -> &'static str {
        let key = match self {
            Theme::KichwaDouble => "puzzle.theme_kichwa_double_capture",
            Theme::KimbiTurn => "puzzle.theme_kimbi_turn",
            Theme::CaptureChain => "puzzle.theme_capture_chain",
            Theme::SafariOrStop => "puzzle.theme_safari_or_stop",
            Theme::TakasiaBlock => "puzzle.theme_takasia_block",
            Theme::BreakBlock => "puzzle.theme_breaking_a_block",
            Theme::BaoHamna => "puzzle.theme_bao_hamna",
            Theme::Singletons => "puzzle.theme_singletons",
            Theme::HouseCapture => "puzzle.theme_house_capture",
            Theme::Reservoir => "puzzle.theme_reservoir",
            Theme::NamuaSafeTakasa => "puzzle.theme_namua_safe_takasa",
            Theme::MtajiEndgame => "puzzle.theme_mtaji_endgame",
            Theme::Namua => "puzzle.theme_namua",
            Theme::Mtaji => "puzzle.theme_mtaji",
        };
        tr(lang, key)
    }
    /// What the theme's puzzles are about, one sentence in `lang` (read from how
    /// [`move_themes`] tags them).
    pub fn about(self, lang: Lang) -> &'static str {
        let key = match self {
            Theme::KichwaDouble => "puzzle.theme_about_kichwa_double_capture",
            Theme::KimbiTurn => "puzzle.theme_about_kimbi_turn",
            Theme::CaptureChain => "puzzle.theme_about_capture_chain",
            Theme::SafariOrStop => "puzzle.theme_about_safari_or_stop",
            Theme::TakasiaBlock => "puzzle.theme_about_takasia_block",
            Theme::BreakBlock => "puzzle.theme_about_breaking_a_block",
            Theme::BaoHamna => "puzzle.theme_about_bao_hamna",
            Theme::Singletons => "puzzle.theme_about_singletons",
            Theme::HouseCapture => "puzzle.theme_about_house_capture",
            Theme::Reservoir => "puzzle.theme_about_reservoir",
            Theme::NamuaSafeTakasa => "puzzle.theme_about_namua_safe_takasa",
            Theme::MtajiEndgame => "puzzle.theme_about_mtaji_endgame",
            Theme::Namua => "puzzle.theme_about_namua",
            Theme::Mtaji => "puzzle.theme_about_mtaji",
        };
        tr(lang, key)
    }
    pub fn from_word(w: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.word() == w)
    }
}

/// One puzzle: the position (the solver to move), the line in notation (the solver's moves
/// and the opponent's best replies alternately), what it achieves, its themes and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub id: String,
    pub position: Position,
    pub solution: Vec<String>,
    pub goal: Goal,
    pub themes: Vec<Theme>,
    pub rating: u32,
    /// Every first move the puzzle accepts, in notation: the solution's, its twins (moves
    /// with the same result) and any other move meeting the goal as well.
    pub accepted: Vec<String>,
}

impl Puzzle {
    pub fn variant(&self) -> Variant {
        self.position.rules().variant
    }
    pub fn solver(&self) -> Side {
        self.position.to_move()
    }

    /// The `--json` line.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "position": position_to_json(&self.position),
            "solution": self.solution,
            "goal": self.goal.word(),
            "themes": self.themes.iter().map(|t| t.word()).collect::<Vec<_>>(),
            "rating": self.rating,
            "accepted": self.accepted,
        })
    }

    pub fn from_json(v: &Value) -> Result<Puzzle, String> {
        let field = |k: &str| v.get(k).ok_or_else(|| format!("no \"{k}\""));
        let id = field("id")?.as_str().ok_or("\"id\" is not a string")?;
        let position =
            position_from_json(field("position")?).map_err(|e| format!("{id}: position: {e}"))?;
        let words = |k: &str| -> Result<Vec<String>, String> {
            field(k)?
                .as_array()
                .ok_or(format!("{id}: \"{k}\" is not an array"))?
                .iter()
                .map(|w| w.as_str().map(str::to_string))
                .collect::<Option<Vec<_>>>()
                .ok_or(format!("{id}: \"{k}\" holds a non-string"))
        };
        let solution = words("solution")?;
        if solution.is_empty() {
            return Err(format!("{id}: the solution is empty"));
        }
        let goal = field("goal")?.as_str().and_then(Goal::from_word);
        let goal = goal.ok_or(format!("{id}: \"goal\" is not win, house, seeds or hold"))?;
        let themes = words("themes")?
            .iter()
            .map(|w| Theme::from_word(w).ok_or(format!("{id}: unknown theme \"{w}\"")))
            .collect::<Result<Vec<_>, _>>()?;
        let rating = field("rating")?
            .as_u64()
            .ok_or(format!("{id}: bad rating"))? as u32;
        let accepted = match v.get("accepted") {
            Some(_) => words("accepted")?,
            None => default_accepted(&position, &solution[0]),
        };
        Ok(Puzzle {
            id: id.to_string(),
            position,
            solution,
            goal,
            themes,
            rating,
            accepted,
        })
    }

    /// The solution played from the position: each position and successor, or the first
    /// move that is not legal.
    pub fn line(&self) -> Result<Vec<(Position, Successor)>, String> {
        let mut pos = self.position;
        let mut out = Vec::new();
        for (i, text) in self.solution.iter().enumerate() {
            let (succ, _) =
                parse_move(&pos, text).map_err(|e| format!("{}: move {}: {e}", self.id, i + 1))?;
            out.push((pos, succ));
            pos = succ.position;
        }
        Ok(out)
    }
}

/// A set written before `accepted`: the solution's first move and its twins, and every move
/// that wins at once.
fn default_accepted(pos: &Position, first: &str) -> Vec<String> {
    let Ok((want, _)) = parse_move(pos, first) else {
        return vec![first.to_string()];
    };
    let me = pos.to_move();
    successors(pos)
        .iter()
        .filter(|s| s.position == want.position || s.outcome().is_some_and(|o| o.winner == me))
        .map(|s| write_move(pos, s))
        .collect()
}

/// Reads a puzzle set (one JSON object a line; blank lines skipped).
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            let v: Value =
                serde_json::from_str(l).map_err(|e| format!("line {}: not JSON: {e}", n + 1))?;
            Puzzle::from_json(&v).map_err(|e| format!("line {}: {e}", n + 1))
        })
        .collect()
}

/// The shipped set (the embedded file is checked by the tests, so it always reads).
pub fn shipped() -> Vec<Puzzle> {
    parse_set(SHIPPED).unwrap_or_default()
}

/// The themes a set uses, in [`Theme::ALL`] order, with how many puzzles each has.
pub fn set_themes(set: &[Puzzle]) -> Vec<(Theme, usize)> {
    Theme::ALL
        .into_iter()
        .map(|t| (t, set.iter().filter(|p| p.themes.contains(&t)).count()))
        .filter(|(_, n)| *n > 0)
        .collect()
}

fn scores(pos: &Position, depth: u32) -> RootScores {
    score_moves(pos, &Limits::depth(depth), &AtomicBool::new(false))
}

/// What one move does by plain count, read from its own trace and from every reply to it:
/// the puzzles' goals and the misses' words are both stated in these terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plain {
    /// Seeds it captures (its trace's captures summed).
    pub captured: u32,
    /// It captures the opponent's house.
    pub house: bool,
    /// It ends the game: `Some(true)` won, `Some(false)` lost.
    pub ends: Option<bool>,
    /// The most seeds one reply captures at once (0 when the game is over).
    pub back: u32,
    /// Some reply wins the game at once.
    pub reply_wins: bool,
}

impl Plain {
    /// The move `s` (with its `trace`) played from `before`.
    pub fn of(before: &Position, s: &Successor, trace: &Trace) -> Plain {
        let me = before.to_move();
        let ends = s.outcome().map(|o| o.winner == me);
        let (mut back, mut reply_wins) = (0, false);
        if ends.is_none() {
            for r in successors(&s.position) {
                back = back.max(r.captured);
                reply_wins |= r.outcome().is_some_and(|o| o.winner != me);
            }
        }
        Plain {
            captured: trace_captures(trace),
            house: takes_house(trace, me),
            ends,
            back,
            reply_wins,
        }
    }
    /// Seeds gained net: captured less what the opponent's best reply takes back at once.
    pub fn net(&self) -> i64 {
        self.captured as i64 - self.back as i64
    }
    /// The game goes on and the opponent can neither capture nor win at once.
    pub fn safe(&self) -> bool {
        self.ends.is_none() && self.back == 0 && !self.reply_wins
    }
}

/// The seeds a move's trace captures.
pub fn trace_captures(trace: &Trace) -> u32 {
    trace
        .iter()
        .map(|e| match e {
            Event::Capture { count, .. } => *count as u32,
            _ => 0,
        })
        .sum()
}

/// Whether the trace of `me`'s move captures the opponent's house.
pub fn takes_house(trace: &Trace, me: Side) -> bool {
    trace.iter().any(
        |e| matches!(e, Event::HouseDestroyed { side, why: HouseLoss::Captured } if *side != me),
    )
}

/// Why a position is not kept: the generator's tests, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// The game is over, or one legal move only (no choice to find).
    NoChoice,
    /// The shallow screen sees no move clearly best.
    Screen,
    /// The opponent's move before was no mistake.
    NoMistake,
    /// The engine's verdict changed between the last two depths, up to [`MAX_DEPTH`].
    Unstable,
    /// Not a win, and the position is lost by force for the solver.
    Decided,
    /// Another move (not a twin, not a win at once) wins by force too, first or later.
    AnotherWin,
    /// The winning line is longer than [`LINE_PLIES`].
    LongWin,
    /// A refused move is within [`GAP`] of the best by the engine.
    NotClear,
    /// The engine's best move meets no goal by plain count.
    NoGoal,
    /// A refused move meets the goal as well by plain count.
    PlainTie,
    /// The plain exhaustive search does not confirm a win line (or its budget ran out).
    PlainWin,
    /// The deeper confirming search prefers a refused move or sees another result.
    Confirm,
}

impl Drop {
    pub const ALL: [Drop; 12] = [
        Drop::NoChoice,
        Drop::Screen,
        Drop::NoMistake,
        Drop::Unstable,
        Drop::Decided,
        Drop::AnotherWin,
        Drop::LongWin,
        Drop::NotClear,
        Drop::NoGoal,
        Drop::PlainTie,
        Drop::PlainWin,
        Drop::Confirm,
    ];
    pub fn word(self) -> &'static str {
        match self {
            Drop::NoChoice => "game over or one legal move",
            Drop::Screen => "screen (no clear best move at depth 2)",
            Drop::NoMistake => "no mistake before",
            Drop::Unstable => "verdict not stable",
            Drop::Decided => "decided by force (not a win)",
            Drop::AnotherWin => "another move wins too",
            Drop::LongWin => "win line too long",
            Drop::NotClear => "a refused move not clearly worse (engine)",
            Drop::NoGoal => "best move meets no goal (plain)",
            Drop::PlainTie => "a refused move meets the goal too (plain)",
            Drop::PlainWin => "plain win check fails",
            Drop::Confirm => "confirming search disagrees",
        }
    }
}

/// The generator's figures: positions looked at, candidates (past the screen and the
/// mistake test), kept, and the drops of each test.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub positions: u64,
    pub candidates: u64,
    pub kept: u64,
    pub dropped: [u64; Drop::ALL.len()],
}

impl Tally {
    pub fn drop(&mut self, d: Drop) {
        self.dropped[d as usize] += 1;
    }
}

/// The engine's verdict on a position at one depth, by resulting positions (twins, moves
/// with one result, are one): the winning moves, lost, or the moves within [`GAP`] of the best.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    Win(Vec<u64>),
    Lost,
    Open(Vec<u64>),
}

fn verdict_of(pos: &Position, r: &RootScores, pick: fn(&MoveScore) -> i32) -> Option<Verdict> {
    let keyed: Vec<(u64, i32)> = r
        .moves
        .iter()
        .filter_map(|m| Some((position_key(&play(pos, &m.mv).ok()?.position), pick(m))))
        .collect();
    let top = keyed.iter().map(|k| k.1).max()?;
    let above = |bar: i32| {
        let mut v: Vec<u64> = keyed.iter().filter(|k| k.1 > bar).map(|k| k.0).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    Some(if top > WIN_BOUND {
        Verdict::Win(above(WIN_BOUND))
    } else if top < -WIN_BOUND {
        Verdict::Lost
    } else {
        Verdict::Open(above(top - GAP))
    })
}

/// Every move scored at the first depth from [`FLOOR_DEPTH`] on whose verdict is the same
/// as the depth before's (the scores of two depths, one of each parity).
fn stable_scores(pos: &Position) -> Result<(RootScores, Verdict), Drop> {
    for depth in FLOOR_DEPTH..=MAX_DEPTH {
        let r = scores(pos, depth);
        let now = verdict_of(pos, &r, |m| m.score);
        if now.is_some() && now == verdict_of(pos, &r, |m| m.previous) {
            return Ok((r, now.unwrap_or(Verdict::Lost)));
        }
    }
    Err(Drop::Unstable)
}

/// Whether `me` wins within `plies` whatever the opponent does, by plain exhaustive search;
/// `None` once `budget` nodes are spent.
fn wins_within(pos: &Position, me: Side, plies: usize, budget: &mut u64) -> Option<bool> {
    if let Some(o) = pos.outcome() {
        return Some(o.winner == me);
    }
    if plies == 0 {
        return Some(false);
    }
    *budget = budget.checked_sub(1)?;
    let mine = pos.to_move() == me;
    for s in successors(pos) {
        let w = match s.outcome() {
            Some(o) => o.winner == me,
            None => wins_within(&s.position, me, plies - 1, budget)?,
        };
        if w == mine {
            return Some(mine);
        }
    }
    Some(!mine)
}

/// Each legal move of `pos`, traced, with its plain count and resulting position's key.
struct First {
    succ: Successor,
    trace: Trace,
    plain: Plain,
    key: u64,
    notation: String,
}

fn firsts(pos: &Position) -> Vec<First> {
    legal_moves(pos)
        .iter()
        .filter_map(|m| {
            let (succ, trace) = play_traced(pos, m).ok()?;
            Some(First {
                plain: Plain::of(pos, &succ, &trace),
                key: position_key(&succ.position),
                notation: write_move(pos, &succ),
                succ,
                trace,
            })
        })
        .collect()
}

/// A position judged a puzzle: its goal, line (the solver's moves and the best replies) and
/// every first move it accepts, in notation.
struct Judged {
    goal: Goal,
    line: Vec<(Position, Successor, Trace)>,
    accepted: Vec<String>,
}

/// The winning line from the engine's best line, played to the end.
fn win_line(pos: &Position, pv: &[Move]) -> Result<Vec<(Position, Successor, Trace)>, Drop> {
    let stop = AtomicBool::new(false);
    let (mut line, mut p) = (Vec::new(), *pos);
    while line.len() < LINE_PLIES {
        let mv = match pv.get(line.len()) {
            Some(m) => *m,
            None => search(&p, &Limits::depth(MAX_DEPTH), &stop)
                .best
                .ok_or(Drop::LongWin)?,
        };
        let (s, trace) = play_traced(&p, &mv).map_err(|_| Drop::LongWin)?;
        line.push((p, s, trace));
        p = s.position;
        if let Some(o) = s.outcome() {
            return if o.winner == pos.to_move() {
                Ok(line)
            } else {
                Err(Drop::LongWin)
            };
        }
    }
    Err(Drop::LongWin)
}

/// A win: the line, each of the solver's moves the only one that wins by force (apart from
/// its twins and wins at once), checked by the engine at every solver's turn and by plain
/// exhaustive search at the first.
fn judge_win(pos: &Position, deep: &RootScores, winners: &[u64]) -> Result<Judged, Drop> {
    let me = pos.to_move();
    let line = win_line(pos, &deep.best().ok_or(Drop::LongWin)?.pv)?;
    let first = firsts(pos);
    let at_once = |f: &First| f.plain.ends == Some(true);
    let sol = position_key(&line[0].1.position);
    let only = |winners: &[u64], want: u64, fs: &[First]| {
        winners
            .iter()
            .all(|k| *k == want || fs.iter().any(|f| f.key == *k && at_once(f)))
    };
    if !only(winners, sol, &first) {
        return Err(Drop::AnotherWin);
    }
    for (p, s, _) in line.iter().skip(2).step_by(2) {
        let here = firsts(p);
        match stable_scores(p)?.1 {
            Verdict::Win(w) if only(&w, position_key(&s.position), &here) => {}
            Verdict::Win(_) => return Err(Drop::AnotherWin),
            _ => return Err(Drop::Unstable),
        }
        let c = search(p, &Limits::depth(CONFIRM_DEPTH), &AtomicBool::new(false));
        let chosen = c
            .best
            .and_then(|m| play(p, &m).ok())
            .map(|t| position_key(&t.position));
        if !chosen.is_some_and(|k| only(&[k], position_key(&s.position), &here)) {
            return Err(Drop::Confirm);
        }
    }
    let mut budget = PLAIN_BUDGET;
    let rest = line.len() - 1;
    for f in first.iter().filter(|f| !at_once(f)) {
        let wins = wins_within(&f.succ.position, me, rest, &mut budget);
        if wins != Some(f.key == sol) {
            return Err(Drop::PlainWin);
        }
    }
    let accepted = first
        .iter()
        .filter(|f| f.key == sol || at_once(f))
        .map(|f| f.notation.clone())
        .collect();
    Ok(Judged {
        goal: Goal::Win,
        line,
        accepted,
    })
}

/// Not a win: the engine's best move sets the goal by plain count (the house; else seeds
/// net of the best reply, when it gains [`SEED_MIN`]; else the fewest seeds the best reply
/// can capture), every move meeting it as well is accepted (house) or drops the position
/// (seeds, hold), and every refused move is clearly worse by the engine.
fn judge_open(pos: &Position, deep: &RootScores, near: &[u64]) -> Result<Judged, Drop> {
    let first = firsts(pos);
    let best = deep.best().ok_or(Drop::NoGoal)?;
    let sol = first
        .iter()
        .find(|f| f.succ.mv == best.mv)
        .ok_or(Drop::NoGoal)?;
    let b = sol.plain;
    if b.ends.is_some() || b.reply_wins {
        return Err(Drop::Decided);
    }
    let (goal, meets): (Goal, Box<dyn Fn(&Plain) -> bool>) = if b.house {
        (Goal::House, Box::new(|p: &Plain| p.house))
    } else if b.net() >= SEED_MIN {
        (
            Goal::Seeds,
            Box::new(move |p: &Plain| p.net() > b.net() - SEED_MARGIN),
        )
    } else {
        (
            Goal::Hold,
            Box::new(move |p: &Plain| {
                p.ends.is_none() && !p.reply_wins && p.back < b.back + SEED_MARGIN as u32
            }),
        )
    };
    let mut accepted = Vec::new();
    for f in &first {
        if f.key == sol.key || (goal == Goal::House && meets(&f.plain)) {
            accepted.push(f.notation.clone());
        } else if meets(&f.plain) {
            return Err(Drop::PlainTie);
        } else if near.contains(&f.key) {
            return Err(Drop::NotClear);
        }
    }
    Ok(Judged {
        goal,
        line: vec![(*pos, sol.succ, sol.trace.clone())],
        accepted,
    })
}

/// The whole judgement of a position as a puzzle (the solver to move): the stable engine
/// verdict, the goal's plain tests, then a deeper single-line search that must choose an
/// accepted move and see the same kind of result.
fn judge(pos: &Position) -> Result<Judged, Drop> {
    let (deep, verdict) = stable_scores(pos)?;
    let j = match &verdict {
        Verdict::Win(w) => judge_win(pos, &deep, w)?,
        Verdict::Lost => return Err(Drop::Decided),
        Verdict::Open(near) => judge_open(pos, &deep, near)?,
    };
    let limits = match j.goal {
        Goal::Win => Limits::depth(CONFIRM_DEPTH),
        _ => Limits {
            nodes: Some(CONFIRM_NODES),
            ..Limits::depth(60)
        },
    };
    let c = search(pos, &limits, &AtomicBool::new(false));
    let chosen = c
        .best
        .and_then(|m| play(pos, &m).ok())
        .map(|s| write_move(pos, &s));
    let agrees = match j.goal {
        Goal::Win => c.score > WIN_BOUND,
        _ => c.score.abs() < WIN_BOUND,
    };
    if !agrees || !chosen.is_some_and(|m| j.accepted.contains(&m)) {
        return Err(Drop::Confirm);
    }
    Ok(j)
}

/// Difficulty: the solver's moves, the depth the engine needs to find an accepted move (a
/// one-ply look that finds it makes it easy), whether the greediest move (most seeds at once)
/// is refused, the refused moves that capture (tempting), a quiet first move, how narrowly
/// the solution beats the next move by plain count, and the choice's width. The scale starts
/// at [`BASE_RATING`], near where a newcomer's rating starts, so his first puzzles are among
/// the easiest.
fn rating(pos: &Position, j: &Judged) -> u32 {
    let stop = AtomicBool::new(false);
    let found = (1..=8)
        .find(|&d| {
            search(pos, &Limits::depth(d), &stop)
                .best
                .and_then(|m| play(pos, &m).ok())
                .is_some_and(|s| j.accepted.contains(&write_move(pos, &s)))
        })
        .unwrap_or(9) as i32;
    let all = firsts(pos);
    let ok = |f: &First| j.accepted.contains(&f.notation);
    let sol = all.iter().find(|f| ok(f));
    let refused: Vec<&First> = all.iter().filter(|f| !ok(f)).collect();
    let most = all.iter().map(|f| f.plain.captured).max().unwrap_or(0);
    let captured = sol.map_or(0, |f| f.plain.captured);
    let greedy_fails = if captured < most { 150 } else { 0 };
    let quiet = if captured == 0 { 100 } else { 0 };
    let tempting = refused
        .iter()
        .filter(|f| f.plain.captured > 0)
        .count()
        .min(8) as i32;
    let narrow = match (j.goal, sol) {
        (Goal::Seeds, Some(s)) => {
            let next = refused.iter().map(|f| f.plain.net()).max().unwrap_or(-64);
            (8 - (s.plain.net() - next).clamp(0, 8)) as i32 * 20
        }
        (Goal::Hold, Some(s)) => {
            let next = refused.iter().map(|f| f.plain.back).min().unwrap_or(64);
            (8 - (next as i32 - s.plain.back as i32).clamp(0, 8)) * 20
        }
        _ => 0,
    };
    let solver_moves = j.line.len().div_ceil(2) as i32;
    let width = all.len().min(30) as i32;
    (BASE_RATING
        + 220 * (solver_moves - 1)
        + 80 * (found - 1)
        + greedy_fails
        + quiet
        + 30 * tempting
        + narrow
        + 6 * width)
        .clamp(400, 2800) as u32
}

/// A candidate puzzle at `pos` (the solver to move); `prev` is the opponent's position and
/// move before it, which must have been a mistake. Counts what it does in `tally`.
fn candidate(
    pos: &Position,
    prev: Option<(&Position, &Move)>,
    tally: &mut Tally,
) -> Option<Puzzle> {
    tally.positions += 1;
    if pos.outcome().is_some() || legal_moves(pos).len() < 2 {
        tally.drop(Drop::NoChoice);
        return None;
    }
    let screen = scores(pos, SCREEN_DEPTH);
    let clear = match (screen.moves.first(), screen.moves.get(1)) {
        (Some(a), Some(b)) => {
            (a.score > WIN_BOUND && b.score <= WIN_BOUND) || a.score - b.score >= GAP
        }
        _ => false,
    };
    if !clear {
        tally.drop(Drop::Screen);
        return None;
    }
    if let Some((p, m)) = prev {
        let r = scores(p, SCREEN_DEPTH);
        let mistake = r
            .score_of(m)
            .zip(r.best())
            .is_some_and(|(played, best)| best.score - played.score >= MISTAKE);
        if !mistake {
            tally.drop(Drop::NoMistake);
            return None;
        }
    }
    tally.candidates += 1;
    let j = judge(pos).map_err(|d| tally.drop(d)).ok()?;
    tally.kept += 1;
    Some(Puzzle {
        id: String::new(),
        position: *pos,
        solution: j.line.iter().map(|(p, s, _)| write_move(p, s)).collect(),
        goal: j.goal,
        themes: line_themes(&j.line, pos.to_move()),
        rating: rating(pos, &j),
        accepted: j.accepted,
    })
}

/// The sowing direction of a lap ending in `to` after `from` (adjacent pits of one side).
fn step_dir(from: Pit, to: Pit) -> Option<Dir> {
    Dir::BOTH
        .into_iter()
        .find(|d| from.side == to.side && from.step(*d) == to)
}

/// The themes of one of the solver's moves, read from its trace.
fn move_themes(pos: &Position, s: &Successor, trace: &Trace, out: &mut Vec<Theme>) {
    let me = pos.to_move();
    let captures = trace
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    if captures == 2 {
        out.push(Theme::KichwaDouble);
    }
    if captures >= 3 {
        out.push(Theme::CaptureChain);
    }
    let mut last_dir = None;
    let mut last_sow: Option<Pit> = None;
    let mut kimbi_capture = false;
    for e in trace {
        match *e {
            Event::Sow { pit } => {
                if let Some(d) = last_sow.and_then(|f| step_dir(f, pit)) {
                    last_dir = Some(d);
                }
                last_sow = Some(pit);
            }
            Event::Capture { by, .. } => {
                kimbi_capture = by.is_front() && matches!(by.number(), 1 | 2 | 7 | 8);
            }
            Event::Entry { dir, .. } => {
                if kimbi_capture && last_dir.is_some_and(|d| d != dir) {
                    out.push(Theme::KimbiTurn);
                }
                kimbi_capture = false;
                last_sow = None;
            }
            Event::Safari { .. } => out.push(Theme::SafariOrStop),
            Event::Lift { count, pit } if count >= 16 && pit.side == me => {
                out.push(Theme::Reservoir)
            }
            Event::HouseDestroyed {
                side,
                why: HouseLoss::Captured,
            } if side != me => out.push(Theme::HouseCapture),
            Event::GameOver(o) if o.winner == me => match o.reason {
                WinReason::BaoHamna => out.push(Theme::BaoHamna),
                WinReason::OnlySingletons => out.push(Theme::Singletons),
                WinReason::OnlyEndlessMoves => {}
            },
            _ => {}
        }
    }
    if s.mv.safari == Some(false) {
        out.push(Theme::SafariOrStop);
    }
    if s.sets_block {
        out.push(Theme::TakasiaBlock);
    }
    let namua = pos.stage(me) == Stage::Namua && pos.rules().variant.has_namua();
    if namua && s.kind == MoveKind::Takasa && Plain::of(pos, s, trace).safe() {
        out.push(Theme::NamuaSafeTakasa);
    }
    out.push(if namua { Theme::Namua } else { Theme::Mtaji });
    let board: u32 = pos.row(me.opponent()).iter().map(|&n| n as u32).sum();
    if !namua && pos.stage(me.opponent()) == Stage::Mtaji && board <= 20 {
        out.push(Theme::MtajiEndgame);
    }
    if s.position
        .outcome()
        .is_some_and(|o| o.reason == WinReason::OnlySingletons)
    {
        out.push(Theme::Singletons);
    }
}

/// The themes of a line (the solver's moves only), sorted, once each.
fn line_themes(line: &[(Position, Successor, Trace)], solver: Side) -> Vec<Theme> {
    let mut out = Vec::new();
    for (pos, s, trace) in line.iter().filter(|(p, ..)| p.to_move() == solver) {
        move_themes(pos, s, trace, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

/// Plays one deterministic self-play game between two levels (no clock: the level's depth
/// and margin, the seed choosing among near-best moves), returning each position and move.
pub fn self_play(
    rules: Rules,
    levels: [Level; 2],
    seed: u64,
    max_plies: usize,
) -> Vec<(Position, Move)> {
    let mut pos = Position::start(rules);
    let mut out = Vec::new();
    let stop = AtomicBool::new(false);
    while out.len() < max_plies && pos.outcome().is_none() {
        let level = levels[pos.to_move().index()];
        let mut limits =
            BUNDLES[level.number() as usize].limits_for(&pos, seed ^ out.len() as u64, None);
        limits.deadline = None;
        let best = search(&pos, &limits, &stop).best;
        let Some(succ) = best
            .and_then(|m| play(&pos, &m).ok())
            .or_else(|| legal_moves(&pos).first().and_then(|m| play(&pos, m).ok()))
        else {
            break;
        };
        out.push((pos, succ.mv));
        pos = succ.position;
    }
    out
}

/// The variant, rules and levels of self-play game `n` of a run seeded `seed`.
pub fn game_plan(n: u64, seed: u64) -> (Rules, [Level; 2]) {
    let rules = [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA][(n % 3) as usize];
    let weak = [Level::Mwanzo, Level::Mwanafunzi, Level::Mchezaji];
    let a = weak[((n / 3 + seed) % 3) as usize];
    let b = weak[((n / 9 + seed * 7 + 1) % 3) as usize];
    (rules, [a, b])
}

/// Names the puzzles of a set in order: `kiswahili-0001`, `kete-0001`, ...
pub fn number(set: &mut [Puzzle]) {
    for v in Variant::ALL {
        for (i, p) in set.iter_mut().filter(|p| p.variant() == v).enumerate() {
            p.id = format!("{}-{:04}", v.json(), i + 1);
        }
    }
}

/// Collects the puzzles of a list of games (positions and moves), skipping positions already
/// judged; `found` is told of each new puzzle.
pub fn harvest(games: &[(Position, Move)], seen: &mut HashSet<u64>, found: &mut dyn FnMut(Puzzle)) {
    harvest_counted(games, seen, &mut Tally::default(), found)
}

/// [`harvest`], counting in `tally` what each test drops.
pub fn harvest_counted(
    games: &[(Position, Move)],
    seen: &mut HashSet<u64>,
    tally: &mut Tally,
    found: &mut dyn FnMut(Puzzle),
) {
    let mut pos_after = games.iter().skip(1).map(|(p, _)| *p).collect::<Vec<_>>();
    if let Some((p, m)) = games.last()
        && let Ok(s) = play(p, m)
    {
        pos_after.push(s.position);
    }
    for (i, pos) in pos_after.iter().enumerate() {
        if !seen.insert(position_key(pos)) {
            continue;
        }
        let (prev, played) = &games[i];
        if let Some(p) = candidate(pos, Some((prev, played)), tally) {
            found(p);
        }
    }
}

/// Verifies one puzzle again as the generator judged it: the stable engine verdict, the
/// plain tests and the confirming search give the same goal, the same line and exactly the
/// same accepted first moves.
pub fn check(p: &Puzzle) -> Result<(), String> {
    p.line()?;
    let j = judge(&p.position).map_err(|d| format!("{}: {}", p.id, d.word()))?;
    if j.goal != p.goal {
        return Err(format!(
            "{}: the goal is {}, not {}",
            p.id,
            j.goal.word(),
            p.goal.word()
        ));
    }
    let line: Vec<String> = j.line.iter().map(|(q, s, _)| write_move(q, s)).collect();
    if line != p.solution {
        return Err(format!(
            "{}: the line is {}, not {}",
            p.id,
            line.join(" "),
            p.solution.join(" ")
        ));
    }
    let (mut want, mut have) = (j.accepted.clone(), p.accepted.clone());
    want.sort();
    have.sort();
    if want != have {
        return Err(format!(
            "{}: accepts {}, should accept {}",
            p.id,
            have.join(" "),
            want.join(" ")
        ));
    }
    Ok(())
}
