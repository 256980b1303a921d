//! A move lap by lap: the steps the Explain window plays forward and back
//! on the real board. Each step is one lap (the first sowing, a relay, a safari, the entry of
//! captured seeds) or, in a namua capture, the placing of the reserve seed, which is a moment
//! of its own before the captured seeds enter. A step carries the board as it stands after
//! it and the sentences of the move's explanation that tell it ([`super::explain::tell`]),
//! so the lap-by-lap view and the explanation say the same. Pure: no Bevy, no I/O.

use super::explain::{Sentence, lines, tell};
use crate::game::words::i18n::Lang;
use crate::rules::{Event, Pit, Position, Side, Successor, Trace};

/// What a step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Namua (N1): the reserve seed goes into the capturing pit; nothing is sown yet.
    Place,
    /// Seeds lifted (a start, a relay, a safari) or taxed out of the house, and sown.
    Lap,
    /// G6: the seeds captured from `from` enter at a kichwa and are sown.
    Entry { seeds: u8 },
}

/// The seeds of all 32 pits and both reserves, and who still owns a house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// By side index (South 0, North 1), then ring index (`Pit::ring`).
    pub pits: [[u8; 16]; 2],
    pub reserve: [u8; 2],
    pub houses: [bool; 2],
}

impl Board {
    pub fn of(pos: &Position) -> Board {
        Board {
            pits: [*pos.row(Side::South), *pos.row(Side::North)],
            reserve: [pos.reserve(Side::South), pos.reserve(Side::North)],
            houses: [pos.house_owned(Side::South), pos.house_owned(Side::North)],
        }
    }
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.side.index()][pit.ring as usize]
    }
    fn pit(&mut self, pit: Pit) -> &mut u8 {
        &mut self.pits[pit.side.index()][pit.ring as usize]
    }
}

/// One step of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapStep {
    pub kind: StepKind,
    /// Where the step's seeds come from: the pit lifted (or taxed, or that took the reserve
    /// seed), or for an entry the opponent's pit captured.
    pub from: Pit,
    /// The pit the lap ended in (for [`StepKind::Place`], the pit that took the seed).
    pub to: Pit,
    /// The pits sown, in order, one seed each.
    pub sown: Vec<Pit>,
    /// The board after this step.
    pub board: Board,
    /// The sentences of the move's explanation that tell this step, in order.
    pub sentences: Vec<Sentence>,
    /// The trace's events of this step (the steps cover the trace in order, end to end), so
    /// that a step can be sown on the board on its own.
    pub events: std::ops::Range<usize>,
}

impl LapStep {
    /// The step's sentences as plain text, one per line.
    pub fn text(&self) -> String {
        lines(&self.sentences)
    }
}

/// Whether trace event `k` begins a step: a lift, a tax, a safari, a capture (its seeds'
/// entry) or the reserve seed; a lift right after the reserve seed or a safari belongs to it.
fn begins_step(trace: &Trace, k: usize) -> bool {
    match trace[k] {
        Event::ReservePlaced { .. } | Event::Capture { .. } | Event::Safari { .. } => true,
        Event::Lift { .. } | Event::Tax { .. } => !matches!(
            k.checked_sub(1).map(|j| trace[j]),
            Some(Event::ReservePlaced { .. } | Event::Safari { .. })
        ),
        _ => false,
    }
}

/// The move `succ`, played in `before` with `trace` ([`crate::rules::play_traced`]), step by
/// step in `lang`. The last step's board is the successor's position.
pub fn laps(lang: Lang, before: &Position, succ: &Successor, trace: &Trace) -> Vec<LapStep> {
    let starts: Vec<usize> = (0..trace.len())
        .filter(|&k| begins_step(trace, k))
        .collect();
    let mut told = tell(lang, before, succ, trace, true).into_iter().peekable();
    let mut board = Board::of(before);
    let mut steps = Vec::with_capacity(starts.len());
    for (n, &start) in starts.iter().enumerate() {
        // Events before the first start (the houses lost to a first mtaji capture) belong
        // to the first step.
        let from_event = if n == 0 { 0 } else { start };
        let end = starts.get(n + 1).copied().unwrap_or(trace.len());
        let (mut kind, from) = match trace[start] {
            Event::Capture { pit, count, .. } => (StepKind::Entry { seeds: count }, pit),
            Event::ReservePlaced { pit } => (StepKind::Place, pit),
            Event::Lift { pit, .. } | Event::Tax { pit, .. } | Event::Safari { pit } => {
                (StepKind::Lap, pit)
            }
            _ => unreachable!("begins_step"),
        };
        let mut to = from;
        let mut sown = Vec::new();
        for e in &trace[from_event..end] {
            match *e {
                Event::ReservePlaced { pit } => {
                    board.reserve[pit.side.index()] -= 1;
                    *board.pit(pit) += 1;
                }
                Event::Lift { pit, .. } => {
                    *board.pit(pit) = 0;
                    kind = match kind {
                        StepKind::Place => StepKind::Lap,
                        k => k,
                    };
                }
                Event::Tax { pit, count } => {
                    *board.pit(pit) -= count;
                    kind = StepKind::Lap;
                }
                Event::Sow { pit } => {
                    *board.pit(pit) += 1;
                    sown.push(pit);
                }
                Event::Capture { pit, .. } => *board.pit(pit) = 0,
                Event::LapEnd { pit, .. } => to = pit,
                Event::HouseDestroyed { side, .. } => board.houses[side.index()] = false,
                _ => {}
            }
        }
        let mut sentences = Vec::new();
        while let Some(t) = told.next_if(|t| t.at < end || n + 1 == starts.len()) {
            sentences.push(t.sentence);
        }
        steps.push(LapStep {
            kind,
            from,
            to,
            sown,
            board,
            sentences,
            events: from_event..end,
        });
    }
    steps
}
