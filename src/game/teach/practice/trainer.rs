//! The sowing trainer, the pure core: real positions (every position of the shipped puzzles'
//! lines), a move shown by its pit and direction, and the player answers where the move ends,
//! whether it captures, or where the captured seeds enter; a "which pit faces which" round for
//! the first minutes. A round is timed by the caller's clock (milliseconds since it began) and
//! keeps every answer with the move's laps, to be shown lap by lap afterwards.

use super::puzzles::Puzzle;
use crate::ai::SplitMix;
use crate::rules::{Dir, Event, Move, MoveKind, Pit, Position, Side, play_traced, successors};

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The pit where the whole move ends (its last seed).
    End,
    /// Whether the move captures.
    Captures,
    /// The kichwa where the first captured seeds enter (moves that capture only).
    Entry,
    /// The opponent's pit facing a front pit (no move; `pit` is the one shown).
    Facing,
}

/// An answer: a pit clicked, or yes / no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Given {
    Pit(Pit),
    Yes(bool),
}

/// One question with its true answer and the move's laps (each lap's end, in order).
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub position: Position,
    pub ask: Ask,
    /// The pit shown: the move's start, or for [`Ask::Facing`] the pit to face.
    pub pit: Pit,
    /// The move shown (its direction, kichwa and safari choices); `None` for facing.
    pub mv: Option<Move>,
    pub truth: Given,
    pub laps: Vec<Pit>,
    /// The move as the question names it: its pit and the direction of its first lap
    /// ("A5R"), never the marks of its notation (`*` for a takasa, the kichwa letter of a
    /// capture, `#`), which would give the answer away. The pit alone for a namua capture,
    /// which sows no lap before it captures, and for [`Ask::Facing`].
    pub shown: String,
}

impl Question {
    pub fn is_right(&self, given: Given) -> bool {
        given == self.truth
    }
}

/// The direction of a move's first lap: the pit lifted and the next one sown, before any
/// capture (a namua capture sows nothing before it captures: `None`).
fn first_lap(trace: &[Event]) -> Option<(Pit, Dir)> {
    let mut lifted = None;
    for e in trace {
        match e {
            Event::Capture { .. } | Event::Entry { .. } => return None,
            Event::Lift { pit, .. } => lifted = Some(*pit),
            Event::Sow { pit } => {
                let from = lifted?;
                return Dir::BOTH
                    .into_iter()
                    .find(|&d| from.step(d) == *pit)
                    .map(|d| (from, d));
            }
            _ => {}
        }
    }
    None
}

/// The move's pit and first direction, as the trainer names it.
fn shown_move(pos: &Position, mv: &Move, trace: &[Event]) -> String {
    let pit = Pit::new(pos.to_move(), mv.pit);
    match first_lap(trace) {
        Some((from, dir)) if from == pit => format!("{}{}", pit.label(), pit.dir_letter(dir)),
        _ => pit.label(),
    }
}

/// The true answer to `ask` about move `mv` in `pos`, with the move's trace.
fn truth_of(pos: &Position, mv: &Move, ask: Ask) -> Option<(Given, crate::rules::Trace)> {
    let (s, trace) = play_traced(pos, mv).ok()?;
    let truth = match ask {
        Ask::End => Given::Pit(trace.iter().rev().find_map(|e| match e {
            Event::Stop { pit, .. } => Some(*pit),
            _ => None,
        })?),
        Ask::Captures => Given::Yes(s.kind == MoveKind::Capture),
        Ask::Entry => Given::Pit(trace.iter().find_map(|e| match e {
            Event::Entry { kichwa, .. } => Some(*kichwa),
            _ => None,
        })?),
        Ask::Facing => return None,
    };
    Some((truth, trace))
}

/// The question `ask` about move `mv` in `pos`, or `None` when it does not fit (an entry
/// asked of a takasa, an illegal move, or a move named by its pit and direction like
/// another legal move whose answer differs).
pub fn question(pos: &Position, mv: &Move, ask: Ask) -> Option<Question> {
    let (truth, trace) = truth_of(pos, mv, ask)?;
    let shown = shown_move(pos, mv, &trace);
    let ambiguous = successors(pos).into_iter().any(|o| {
        o.mv != *mv
            && play_traced(pos, &o.mv).is_ok_and(|(_, t)| shown_move(pos, &o.mv, &t) == shown)
            && truth_of(pos, &o.mv, ask).map(|(t, _)| t) != Some(truth)
    });
    if ambiguous {
        return None;
    }
    let laps: Vec<Pit> = trace
        .iter()
        .filter_map(|e| match e {
            Event::LapEnd { pit, .. } => Some(*pit),
            _ => None,
        })
        .collect();
    Some(Question {
        position: *pos,
        ask,
        pit: Pit::new(pos.to_move(), mv.pit),
        mv: Some(*mv),
        truth,
        laps,
        shown,
    })
}

/// A "which pit faces which" question about front pit `number` (1..=8) of `side`.
pub fn facing(pos: &Position, side: Side, number: u8) -> Question {
    let pit = Pit::front(side, number);
    Question {
        position: *pos,
        ask: Ask::Facing,
        pit,
        mv: None,
        truth: Given::Pit(pit.opposite().expect("a front pit faces one")),
        laps: Vec::new(),
        shown: pit.label(),
    }
}

/// The real positions of a puzzle set: each puzzle's position and those along its line.
pub fn positions(set: &[Puzzle]) -> Vec<Position> {
    let mut out = Vec::new();
    for p in set {
        out.push(p.position);
        if let Ok(line) = p.line() {
            out.extend(line.iter().skip(1).map(|(pos, _)| *pos));
        }
    }
    out.retain(|p| p.outcome().is_none());
    out
}

/// `n` questions of kind `ask` drawn from `positions` by `seed` (the same seed, the same
/// round). A position whose moves do not fit the question is passed over.
pub fn draw(positions: &[Position], ask: Ask, n: usize, seed: u64) -> Vec<Question> {
    let mut rng = SplitMix(seed);
    let mut out = Vec::new();
    if positions.is_empty() {
        return out;
    }
    for _ in 0..n * 20 {
        if out.len() == n {
            break;
        }
        let pos = &positions[rng.below(positions.len())];
        if ask == Ask::Facing {
            let side = [Side::South, Side::North][rng.below(2)];
            out.push(facing(pos, side, rng.below(8) as u8 + 1));
            continue;
        }
        let moves = successors(pos);
        if moves.is_empty() {
            continue;
        }
        let mv = moves[rng.below(moves.len())].mv;
        out.extend(question(pos, &mv, ask));
    }
    out
}

/// One answer of a round: what was given, whether it was right, when (ms into the round).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answered {
    pub given: Given,
    pub right: bool,
    pub at_ms: u64,
}

/// A timed round: questions answered in order until the time is up.
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    pub questions: Vec<Question>,
    pub answers: Vec<Answered>,
    pub limit_ms: u64,
}

impl Round {
    pub fn new(questions: Vec<Question>, limit_ms: u64) -> Round {
        Round {
            questions,
            answers: Vec::new(),
            limit_ms,
        }
    }
    /// The question to answer now, if the round goes on at `now_ms`.
    pub fn current(&self, now_ms: u64) -> Option<&Question> {
        (now_ms < self.limit_ms)
            .then(|| self.questions.get(self.answers.len()))
            .flatten()
    }
    /// Answers the current question; `None` once the round is over (late answers do not count).
    pub fn answer(&mut self, given: Given, now_ms: u64) -> Option<bool> {
        let right = self.current(now_ms)?.is_right(given);
        self.answers.push(Answered {
            given,
            right,
            at_ms: now_ms,
        });
        Some(right)
    }
    pub fn finished(&self, now_ms: u64) -> bool {
        self.current(now_ms).is_none()
    }
    /// Right answers, less one for each wrong one (guessing does not pay), never below 0.
    pub fn score(&self) -> u32 {
        let right = self.answers.iter().filter(|a| a.right).count() as i64;
        (2 * right - self.answers.len() as i64).max(0) as u32
    }
    /// The best score so far after this round.
    pub fn best(&self, before: u32) -> u32 {
        before.max(self.score())
    }
}
