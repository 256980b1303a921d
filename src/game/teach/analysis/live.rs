//! The analysis board's live lines: the engine's best moves (multi-PV) growing deeper while
//! the position stands still, run on a thread of their own. [`run_live`] deepens one ply at a
//! time and reports every finished depth (the first within a few milliseconds); the window
//! keeps what it is told in a [`LiveLines`], which drops a report for a position left behind.
//! A forced result's line is carried to the won position, so it can be played to its end.

use super::lines::{EngineLine, Forced, Lines, MAX_LINES, analyse_lines};
use crate::ai::{self, Limits, WIN_BOUND};
use crate::rules::{Move, Position, play, write_move};
use std::sync::atomic::{AtomicBool, Ordering};

/// Deepest iteration of [`run_live`]: there the search is complete (unless a forced result
/// ended it before). Each depth costs about twice the one before: depth 16 is a second or
/// two, 24 minutes, so a board left standing stops using a core after a while.
pub const LIVE_MAX_DEPTH: u32 = 24;
/// Nodes one step of carrying a forced line on may search (a forced line is short, its
/// search small; the bound keeps a rare hard one from stalling the reports).
const MEND_NODES: u64 = 400_000;

/// The live lines of one position as the window shows them: the deepest report so far.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveLines {
    /// The position analysed.
    pub position: Position,
    /// The deepest finished depth reported (none before the first report).
    pub lines: Option<Lines>,
    /// The search ended by itself: a forced result proven or [`LIVE_MAX_DEPTH`] reached.
    pub complete: bool,
}

impl LiveLines {
    /// Nothing yet for `pos` (the window shows "thinking" until the first report).
    pub fn new(pos: Position) -> LiveLines {
        LiveLines {
            position: pos,
            lines: None,
            complete: false,
        }
    }

    /// A report from the thread analysing `pos`: kept when it is for this position and
    /// deeper than the one shown. Returns whether the lines shown changed.
    pub fn offer(&mut self, pos: &Position, lines: Lines) -> bool {
        let deeper = self.lines.as_ref().is_none_or(|l| lines.depth > l.depth);
        if *pos != self.position || !deeper {
            return false;
        }
        self.lines = Some(lines);
        true
    }

    /// The thread analysing `pos` returned without being cancelled.
    pub fn finish(&mut self, pos: &Position) {
        if *pos == self.position {
            self.complete = true;
        }
    }

    /// Depth of the lines shown (0 before the first report).
    pub fn depth(&self) -> u32 {
        self.lines.as_ref().map_or(0, |l| l.depth)
    }

    /// The best line (its first move is the board's arrow).
    pub fn best(&self) -> Option<&EngineLine> {
        self.lines.as_ref().and_then(|l| l.lines.first())
    }

    /// The `k`-th line shown, best first (a click plays it into the tree).
    pub fn line(&self, k: usize) -> Option<&EngineLine> {
        self.lines.as_ref().and_then(|l| l.lines.get(k))
    }
}

/// The engine's `lines` best moves of `pos` (1..=[`MAX_LINES`]), deepening from depth 1 to
/// [`LIVE_MAX_DEPTH`]: `report` hears every finished depth, best line first, each a distinct
/// move with its score, its expected result on the coach's scale, its line in notation and a
/// [`Forced`] result when the score is one. Returns when `cancel` is set (the position
/// changed) or the search is complete (a forced result proven, or the deepest depth done).
/// Nothing is reported when the game is over at `pos`.
pub fn run_live(pos: &Position, lines: usize, cancel: &AtomicBool, report: &mut dyn FnMut(Lines)) {
    run_live_to(pos, lines, LIVE_MAX_DEPTH, cancel, report);
}

/// [`run_live`] up to `max_depth` (benchmarks and tests stop earlier).
pub fn run_live_to(
    pos: &Position,
    lines: usize,
    max_depth: u32,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(Lines),
) {
    let limits = Limits::depth(max_depth.max(1));
    let n = lines.clamp(1, MAX_LINES);
    // Forced lines mended at a depth before: the next depth's line is mostly the same one
    // cut at the same place, and is carried on the same way without searching again.
    let mut mended: Vec<EngineLine> = Vec::new();
    analyse_lines(pos, n, &limits, cancel, |found| {
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let mut found = found.clone();
        for line in &mut found.lines {
            let known = mended
                .iter()
                .find(|m| m.forced == line.forced && m.moves.starts_with(&line.moves));
            match known {
                Some(m) => (line.moves, line.line) = (m.moves.clone(), m.line.clone()),
                None => mend_forced(pos, line, cancel),
            }
            if line.forced.is_some() && !mended.contains(line) {
                mended.push(line.clone());
            }
        }
        report(found);
    });
}

/// Carries a forced line on to the won position when the search's line stops short of it
/// (its table may have lost the last moves): from where it stops, each move is the one a
/// search to the remaining depth finds, as long as that search still proves the result.
pub fn mend_forced(pos: &Position, line: &mut EngineLine, cancel: &AtomicBool) {
    let Some(forced) = line.forced else { return };
    let mut p = *pos;
    for mv in &line.moves {
        match play(&p, mv) {
            Ok(s) => p = s.position,
            Err(_) => return,
        }
    }
    while p.outcome().is_none() && (line.moves.len() as u32) < forced.moves {
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let Some(mv) = forced_step(&p, forced, line.moves.len() as u32) else {
            return;
        };
        let Ok(s) = play(&p, &mv) else { return };
        line.line.push(write_move(&p, &s));
        line.moves.push(mv);
        p = s.position;
    }
}

/// The next move of a forced line at `p`, `done` moves into it: the winner's shortest win or
/// the loser's longest defence, if a search to the remaining depth still proves `forced`.
fn forced_step(p: &Position, forced: Forced, done: u32) -> Option<Move> {
    let left = forced.moves.checked_sub(done)?;
    let mut limits = Limits::depth(left.max(1));
    limits.nodes = Some(MEND_NODES);
    limits.tt_bits = 16;
    let r = ai::search(p, &limits, &AtomicBool::new(false));
    let proven = match p.to_move() == forced.winner {
        true => r.score > WIN_BOUND,
        false => r.score < -WIN_BOUND,
    };
    proven.then_some(r.best).flatten()
}
