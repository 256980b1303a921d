//! "Learn from your mistakes": the positions of a reviewed game where a move was a
//! mistake or a blunder, played again. Each try is judged against the scores the review kept
//! for every move there ([`MoveReview::scores`]); a move as good as the engine's (or nearly:
//! judged good) solves the exercise, and after [`TRIES`] tries that do not the engine's move
//! is shown. Pure: no search (the review did it), no Bevy.

use super::review::{GameReview, Judgement, MoveReview, judge_expected};
use crate::game::play::access::name_of;
use crate::game::teach::course::lessons::{Played, what_it_did};
use crate::game::words::i18n::{Arg, Lang, msg, tr};
use crate::game::words::names;
use crate::rules::{Illegal, Move, Position, Side, Successor, play_traced, write_move};

/// Tries that miss before the engine's move is shown.
pub const TRIES: u8 = 2;

/// One position to play again: before the move of the game at `ply` (0 = South's first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub ply: usize,
    pub position: Position,
    /// The review of the move played there, with every move's score.
    pub review: MoveReview,
}

impl Exercise {
    /// The move played in the game, in notation.
    pub fn played(&self) -> &str {
        &self.review.played
    }
}

/// How a tried move compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// As good as the engine's best move.
    Best,
    /// Better than the move of the game, not as good as the best.
    Better,
    /// No better than the move of the game.
    NotBetter,
    /// The review kept no score for it (it should keep every legal move's): not counted.
    Unscored,
}

/// One try, judged.
#[derive(Clone, Debug)]
pub struct Tried {
    /// The move tried, in notation.
    pub notation: String,
    pub verdict: Verdict,
    /// Its judgement against the best move's stored score (`None` when unscored).
    pub judgement: Option<Judgement>,
    /// The try solves the exercise: judged best or good.
    pub solved: bool,
    /// The engine's move, when this try used up the last one.
    pub answer: Option<String>,
    played: Played,
    game_move: String,
}

impl Tried {
    /// What the move did (from its trace, as the course tells it), how it compares, and
    /// what next: try again, or the engine's move.
    pub fn text(&self, lang: Lang) -> String {
        let args = [
            ("tried", Arg::from(&self.notation)),
            ("played", Arg::from(&self.game_move)),
        ];
        let compared = match self.verdict {
            Verdict::Unscored => return msg(lang, "drill.unscored", &args),
            Verdict::Best => msg(lang, "drill.best", &args),
            _ if self.judgement == Some(Judgement::Good) => msg(lang, "drill.good", &args),
            Verdict::Better => msg(lang, "drill.better", &args),
            Verdict::NotBetter if self.notation == self.game_move => {
                msg(lang, "drill.played", &args)
            }
            Verdict::NotBetter => msg(lang, "drill.not_better", &args),
        };
        let mut out = what_it_did(lang, &self.played);
        out.push(compared);
        match &self.answer {
            Some(best) => out.push(msg(lang, "drill.answer", &[("best", best.into())])),
            None if !self.solved => out.push(tr(lang, "drill.again").to_string()),
            None => {}
        }
        out.join(" ")
    }
}

/// The exercises of one game, one at a time.
#[derive(Clone, Debug)]
pub struct Drill {
    exercises: Vec<Exercise>,
    at: usize,
    /// Tries at the current exercise that did not solve it.
    missed: u8,
    solved: bool,
}

/// Whether a reviewed move of `mover` is an exercise of the drill for `side` (both players'
/// with `None`): a mistake or a blunder, reviewed with its scores.
pub fn is_exercise(r: &MoveReview, mover: Side, side: Option<Side>) -> bool {
    r.judgement >= Judgement::Mistake && !r.scores.is_empty() && side.is_none_or(|s| mover == s)
}

impl Drill {
    /// The mistakes and blunders of `side` (both players' with `None`) in a reviewed game:
    /// `positions` are the game's positions before each move with the move played, as the
    /// review was made from. Moves reviewed without scores (saved before they were kept)
    /// are left out.
    pub fn new(
        positions: &[(Position, Successor)],
        review: &GameReview,
        side: Option<Side>,
    ) -> Drill {
        let exercises = positions
            .iter()
            .zip(&review.moves)
            .enumerate()
            .filter(|(_, ((pos, _), r))| is_exercise(r, pos.to_move(), side))
            .map(|(ply, ((pos, _), r))| Exercise {
                ply,
                position: *pos,
                review: r.clone(),
            })
            .collect();
        Drill {
            exercises,
            at: 0,
            missed: 0,
            solved: false,
        }
    }

    pub fn len(&self) -> usize {
        self.exercises.len()
    }
    pub fn is_empty(&self) -> bool {
        self.exercises.is_empty()
    }

    /// The exercise being played (`None` in a drill without any).
    pub fn exercise(&self) -> Option<&Exercise> {
        self.exercises.get(self.at)
    }

    /// (this exercise's number from 1, how many).
    pub fn progress(&self) -> (usize, usize) {
        (self.at + 1, self.len())
    }

    /// "Exercise 2 of 5", or that the game has none.
    pub fn progress_text(&self, lang: Lang) -> String {
        if self.is_empty() {
            return tr(lang, "drill.none").to_string();
        }
        let (n, of) = self.progress();
        msg(
            lang,
            "drill.progress",
            &[("n", n.into()), ("of", of.into())],
        )
    }

    /// The task: the move of the game and its judgement. `names` are the players' names,
    /// South's first.
    pub fn task(&self, lang: Lang, names: [&str; 2]) -> Option<String> {
        let e = self.exercise()?;
        let me = e.position.to_move();
        let name = names[me.index()];
        let judgement = match e.review.judgement {
            Judgement::Blunder => "blunder",
            _ => "mistake",
        };
        Some(msg(
            lang,
            "drill.task",
            &[
                ("person", names::person(name).into()),
                ("mover", name_of(lang, name, me).into()),
                ("played", e.played().into()),
                ("judgement", judgement.into()),
            ],
        ))
    }

    /// Whether the engine's move is shown: [`TRIES`] tries missed.
    pub fn revealed(&self) -> bool {
        self.missed >= TRIES
    }

    /// Whether the current exercise is over: solved, or its answer shown.
    pub fn finished(&self) -> bool {
        self.solved || self.revealed()
    }

    /// The engine's move, once the exercise is over.
    pub fn answer(&self) -> Option<&str> {
        let e = self.exercise()?;
        self.finished().then_some(e.review.best.as_str())
    }

    /// Tries `mv` in the current position. A try after the exercise is over is judged but
    /// changes nothing. An illegal move is refused as the rules refuse it.
    pub fn try_move(&mut self, mv: &Move) -> Result<Tried, Illegal> {
        let e = self.exercise().ok_or(Illegal::GameOver)?;
        let before = e.position;
        let (successor, trace) = play_traced(&before, mv)?;
        let notation = write_move(&before, &successor);
        let r = &e.review;
        let best = r.scored(&r.best).map_or(r.before, |s| s.expected);
        let played = r.scored(&r.played).map_or(r.after, |s| s.expected);
        let (verdict, judgement) = match r.scored(&notation) {
            None => (Verdict::Unscored, None),
            Some(s) => {
                let verdict = if s.expected >= best {
                    Verdict::Best
                } else if s.expected > played {
                    Verdict::Better
                } else {
                    Verdict::NotBetter
                };
                (verdict, Some(judge_expected(best, s.expected)))
            }
        };
        let solved = matches!(judgement, Some(Judgement::Best | Judgement::Good));
        let game_move = r.played.clone();
        let best_move = r.best.clone();
        let mut answer = None;
        if !self.finished() && verdict != Verdict::Unscored {
            if solved {
                self.solved = true;
            } else {
                self.missed += 1;
                if self.revealed() {
                    answer = Some(best_move);
                }
            }
        }
        Ok(Tried {
            notation,
            verdict,
            judgement,
            solved,
            answer,
            played: Played {
                before,
                successor,
                trace,
            },
            game_move,
        })
    }

    /// On to the next exercise; `false` (and nothing changes) after the last.
    pub fn next(&mut self) -> bool {
        if self.at + 1 >= self.len() {
            return false;
        }
        self.at += 1;
        self.missed = 0;
        self.solved = false;
        true
    }
}
