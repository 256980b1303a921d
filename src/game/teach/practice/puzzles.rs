//! Puzzles from real play: positions after an opponent's mistake where one move wins, or wins
//! clearly more than any other. The generator screens every position of self-play games
//! (weak levels make the mistakes) and master games with a shallow multi-move search, keeps a
//! candidate only when a deeper search agrees, and tags it with themes read from the rules
//! trace. The shipped set is `assets/puzzles/puzzles.jsonl`, one puzzle a line.

use crate::ai::{BUNDLES, Level, Limits, RootScores, WIN_BOUND, position_key, score_moves, search};
use crate::game::words::i18n::{Lang, tr};
use crate::rules::{
    Dir, Event, HouseLoss, Move, MoveKind, Pit, Position, Rules, Side, Stage, Successor, Trace,
    Variant, WinReason, legal_moves, parse_move, play, play_traced, position_from_json,
    position_to_json, write_move,
};
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// The shipped set, embedded like the course.
pub const SHIPPED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/puzzles/puzzles.jsonl"
));

/// The screening depth; every kept puzzle is verified [`VERIFY_DEPTH`] deep.
pub const SCREEN_DEPTH: u32 = 2;
pub const VERIFY_DEPTH: u32 = 6;
/// A gain puzzle's best move beats every other by at least this (centi-seeds).
pub const GAP: i32 = 400;
/// The opponent's move before the puzzle was a mistake: this much worse than his best.
const MISTAKE: i32 = 100;
/// A winning line is played out to the end within this many plies.
const LINE_PLIES: usize = 15;

/// What a puzzle's solution achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The line wins the game.
    Win,
    /// The line captures the opponent's house.
    House,
    /// The line captures more seeds than the opponent takes back.
    Seeds,
    /// The only move that does not give seeds away (a takasa that keeps the row safe, a
    /// capture that removes the threat).
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
        Ok(Puzzle {
            id: id.to_string(),
            position,
            solution,
            goal,
            themes,
            rating,
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

/// What the scores of one position say: a unique win, a unique clear gain, or nothing.
fn verdict(r: &RootScores) -> Option<Goal> {
    let (best, second) = (r.moves.first()?, r.moves.get(1)?);
    if best.score > WIN_BOUND && second.score <= WIN_BOUND {
        Some(Goal::Win)
    } else if best.score.abs() < WIN_BOUND && best.score - second.score >= GAP {
        Some(if best.score >= GAP / 2 {
            Goal::Seeds
        } else {
            Goal::Hold
        })
    } else {
        None
    }
}

/// The seeds the solver takes in the line less those the opponent takes back, and whether
/// he took the house.
fn gain(line: &[(Position, Successor, Trace)], solver: Side) -> (i64, bool) {
    let mut net = 0i64;
    let mut house = false;
    for (pos, s, trace) in line {
        if pos.to_move() == solver {
            net += s.captured as i64;
            house |= trace.iter().any(|e| {
                matches!(e, Event::HouseDestroyed { side, why: HouseLoss::Captured } if *side != solver)
            });
        } else {
            net -= s.captured as i64;
        }
    }
    (net, house)
}

/// The line of a candidate: for a win the best moves to the end, otherwise the best move and,
/// when it captures little at once, the reply and the next move.
fn solution_line(
    pos: &Position,
    goal: Goal,
    pv: &[Move],
) -> Option<Vec<(Position, Successor, Trace)>> {
    let mut line = Vec::new();
    let mut p = *pos;
    let want = match goal {
        Goal::Win => LINE_PLIES,
        Goal::Hold => 1,
        _ => 3,
    };
    let stop = AtomicBool::new(false);
    while line.len() < want {
        let mv = match pv.get(line.len()) {
            Some(m) => *m,
            None => search(&p, &Limits::depth(VERIFY_DEPTH), &stop).best?,
        };
        let (s, trace) = play_traced(&p, &mv).ok()?;
        let over = s.outcome();
        line.push((p, s, trace));
        p = s.position;
        if over.is_some() {
            break;
        }
        if goal != Goal::Win && line.len() == 1 && s.captured >= 3 {
            break;
        }
    }
    match goal {
        Goal::Win => {
            let end = line.last()?.1.outcome()?;
            (end.winner == pos.to_move()).then_some(line)
        }
        _ => {
            if line.len() == 2 {
                line.pop();
            }
            (line.last()?.1.outcome().is_none()).then_some(line)
        }
    }
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
    if pos.blocked().is_some() {
        out.push(Theme::BreakBlock);
    }
    let namua = pos.stage(me) == Stage::Namua && pos.rules().variant.has_namua();
    if namua && s.kind == MoveKind::Takasa {
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

/// Difficulty, from the depth needed (a one-ply look that already finds the move makes it
/// easy), the line's length, the tempting alternatives (moves that capture at least as much
/// at once), a quiet first move, and for a gain how narrowly it beats the next move.
fn rating(line: &[(Position, Successor, Trace)], r: &RootScores) -> u32 {
    let first = &line[0].1;
    let pos = &line[0].0;
    let tempting = r.moves[1..]
        .iter()
        .filter(|m| play(pos, &m.mv).is_ok_and(|s| s.captured >= first.captured))
        .count() as i32;
    let solver_moves = line.len().div_ceil(2) as i32;
    let quiet = if first.captured == 0 { 150 } else { 0 };
    let greedy_finds = scores(pos, 1).best().is_some_and(|b| b.mv == first.mv);
    let deep = if greedy_finds { 0 } else { 300 };
    let narrow = match (r.moves.first(), r.moves.get(1)) {
        (Some(a), Some(b)) if a.score < WIN_BOUND => (1500 - (a.score - b.score).min(1500)) / 5,
        _ => 0,
    };
    let n = r.moves.len() as i32;
    (700 + 150 * (solver_moves - 1) + 50 * tempting.min(8) + quiet + deep + narrow + 2 * n)
        .clamp(400, 2500) as u32
}

/// A candidate puzzle at `pos` (the solver to move), verified; `prev` and `played` are the
/// opponent's position and move before it, which must have been a mistake.
fn candidate(pos: &Position, prev: Option<(&Position, &Move)>) -> Option<Puzzle> {
    if pos.outcome().is_some() || legal_moves(pos).len() < 2 {
        return None;
    }
    let goal = verdict(&scores(pos, SCREEN_DEPTH))?;
    if let Some((p, m)) = prev {
        let r = scores(p, SCREEN_DEPTH);
        let played = r.score_of(m)?.score;
        if r.best()?.score - played < MISTAKE {
            return None;
        }
    }
    let deep = scores(pos, VERIFY_DEPTH);
    let deep_goal = verdict(&deep)?;
    if deep_goal != goal {
        return None;
    }
    let line = solution_line(pos, goal, &deep.best()?.pv)?;
    let solver = pos.to_move();
    let (net, house) = gain(&line, solver);
    let goal = match goal {
        Goal::Win => Goal::Win,
        Goal::Hold => Goal::Hold,
        _ if house => Goal::House,
        _ if net >= 2 => Goal::Seeds,
        _ => return None,
    };
    Some(Puzzle {
        id: String::new(),
        position: *pos,
        solution: line.iter().map(|(p, s, _)| write_move(p, s)).collect(),
        goal,
        themes: line_themes(&line, solver),
        rating: rating(&line, &deep),
    })
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

/// Collects the puzzles of a list of games (positions and moves), skipping positions already
/// kept; `found` is told of each new puzzle.
pub fn harvest(games: &[(Position, Move)], seen: &mut HashSet<u64>, found: &mut dyn FnMut(Puzzle)) {
    let mut pos_after = games.iter().skip(1).map(|(p, _)| *p).collect::<Vec<_>>();
    if let Some((p, m)) = games.last()
        && let Ok(s) = play(p, m)
    {
        pos_after.push(s.position);
    }
    for (i, pos) in pos_after.iter().enumerate() {
        let key = position_key(pos);
        if seen.contains(&key) {
            continue;
        }
        let (prev, played) = &games[i];
        if let Some(p) = candidate(pos, Some((prev, played))) {
            seen.insert(key);
            found(p);
        }
    }
}

/// Names the puzzles of a set in order: `kiswahili-0001`, `kete-0001`, ...
pub fn number(set: &mut [Puzzle]) {
    for v in Variant::ALL {
        for (i, p) in set.iter_mut().filter(|p| p.variant() == v).enumerate() {
            p.id = format!("{}-{:04}", v.json(), i + 1);
        }
    }
}

/// Verifies one puzzle again: the solution legal, the goal met, and no other first move as
/// good at the verifying depth (for a win, no other first move wins by force there).
pub fn check(p: &Puzzle) -> Result<(), String> {
    let solver = p.solver();
    let line = p.line()?;
    let traced: Vec<(Position, Successor, Trace)> = line
        .iter()
        .map(|(pos, s)| {
            let (_, t) = play_traced(pos, &s.mv).expect("a parsed move plays");
            (*pos, *s, t)
        })
        .collect();
    let (net, house) = gain(&traced, solver);
    let end = line.last().map(|(_, s)| s.outcome());
    match p.goal {
        Goal::Win if !end.flatten().is_some_and(|o| o.winner == solver) => {
            return Err(format!("{}: the line does not win", p.id));
        }
        Goal::House if !house => return Err(format!("{}: the line does not take the house", p.id)),
        Goal::Seeds if net < 2 => return Err(format!("{}: the line gains {net} seeds", p.id)),
        _ => {}
    }
    let deep = scores(&p.position, VERIFY_DEPTH);
    let first = line[0].1.mv;
    let best = deep.best().ok_or(format!("{}: no move", p.id))?;
    if best.mv != first {
        return Err(format!("{}: the engine prefers another first move", p.id));
    }
    let want = match p.goal {
        Goal::House => Goal::Seeds,
        g => g,
    };
    if verdict(&deep) != Some(want) {
        return Err(format!("{}: another first move is as good", p.id));
    }
    Ok(())
}
