//! A move played one decision at a time: the game animates up to a question (which kichwa
//! the captured seeds enter, G6; safari or stop at the house), asks it, and goes on. Only
//! answers that lead to legal moves are offered. Built on the sowing machine (`sowing`) and
//! the legal completions of a start (`movegen`).
use super::movegen::legal_for_start;
use super::pit::{Dir, Kichwa};
use super::position::Position;
use super::sowing::{Flow, Sim, Start};
use super::trace::{Event, Trace};
use super::{Illegal, Move, Outcome};

/// A question the player must answer during a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// G6: which kichwa the captured seeds of the first namua capture enter.
    Kichwa,
    /// Step 4: stop at the house, or go on (safari) and destroy it.
    Safari,
}

/// What a [`Stepper`] did.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The move paused: the events so far, the question and the legal answers.
    Ask {
        events: Trace,
        question: Question,
        options: Vec<Move>,
    },
    /// The move is complete: the remaining events and the resulting position.
    Done {
        events: Trace,
        mv: Move,
        position: Position,
        outcome: Option<Outcome>,
    },
}

/// Plays a move one decision at a time, so the game can animate up to a question, ask it,
/// and go on. Only answers that lead to legal moves are offered.
#[derive(Clone, Debug)]
pub struct Stepper {
    sim: Sim,
    start: Start,
    partial: Move,
    legal: Vec<Move>,
    pending: Option<Question>,
}

impl Stepper {
    /// Starts the move from `pit` (a ring index of the mover) in `dir` (`None` for a namua
    /// capture). Fails with the reason when no legal move starts that way.
    pub fn begin(pos: &Position, pit: u8, dir: Option<Dir>) -> Result<(Stepper, Step), Illegal> {
        let (start, legal) = legal_for_start(pos, pit, dir)?;
        let partial = Move {
            pit,
            dir,
            kichwa: None,
            safari: None,
        };
        let mut stepper = Stepper {
            sim: Sim::new(pos, start),
            start,
            partial,
            legal,
            pending: None,
        };
        let mut events = Vec::new();
        let flow = stepper.sim.begin(start, None, &mut events);
        let step = stepper.after(flow, events);
        Ok((stepper, step))
    }

    /// Answers the pending question; `answer` must be one of the offered moves.
    pub fn answer(&mut self, answer: &Move) -> Step {
        let mut events = Vec::new();
        let flow = match self.pending.take() {
            Some(Question::Kichwa) => {
                let k = answer.kichwa.unwrap_or(Kichwa::Left);
                self.partial.kichwa = Some(k);
                self.sim.answer_kichwa(k, &mut events)
            }
            Some(Question::Safari) => {
                let go_on = answer.safari.unwrap_or(false);
                self.partial.safari = Some(go_on);
                self.sim.answer_safari(go_on, &mut events)
            }
            None => Flow::Done,
        };
        self.after(flow, events)
    }

    /// The question waiting for an answer, if any.
    pub fn pending(&self) -> Option<Question> {
        self.pending
    }

    fn after(&mut self, flow: Flow, mut events: Trace) -> Step {
        let matching = |m: &&Move| {
            m.pit == self.partial.pit
                && m.dir == self.partial.dir
                && (self.partial.kichwa.is_none() || m.kichwa == self.partial.kichwa)
                && (self.partial.safari.is_none() || m.safari == self.partial.safari)
        };
        match flow {
            Flow::AskKichwa | Flow::AskSafari => {
                let question = if flow == Flow::AskKichwa {
                    Question::Kichwa
                } else {
                    Question::Safari
                };
                self.pending = Some(question);
                let options: Vec<Move> = self.legal.iter().filter(matching).copied().collect();
                Step::Ask {
                    events,
                    question,
                    options,
                }
            }
            Flow::Done | Flow::Endless => {
                // Endless cannot happen: begin() only accepts starts with a legal completion
                // and only legal answers are offered.
                let kind = self.start.kind();
                self.sim.finish(kind, &mut events);
                let mv = self
                    .legal
                    .iter()
                    .find(matching)
                    .copied()
                    .unwrap_or(self.partial);
                let position = self.sim.position();
                let outcome = self.sim.over.or_else(|| position.outcome());
                if self.sim.over.is_none() {
                    if let Some(o) = outcome {
                        events.push(Event::GameOver(o));
                    }
                }
                Step::Done {
                    events,
                    mv,
                    position,
                    outcome,
                }
            }
        }
    }
}
