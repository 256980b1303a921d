//! One puzzle being solved: the player tries moves on the puzzle's position. At the first
//! move exactly the puzzle's `accepted` moves are right (the solution's, its twins, and any
//! other move meeting the goal as well, each ending the puzzle when it leaves the line); at a
//! later move the line's move, a twin of it, or a move that wins at once. A right move
//! advances, and the opponent's reply from the solution is played at once and returned for
//! the window to show. A wrong move is a miss: what it did (from its rules trace, as the
//! course tells it), why it misses the goal (each claim, [`Claim`], read from the tried
//! move's own trace and replies and from the solution's) and the engine's answer to it (a
//! shallow search, [`ANSWER_DEPTH`] plies), then the position goes back to before it. After
//! [`TRIES`] misses the solution is revealed and the puzzle is failed.
//!
//! For the rating, as on Lichess, a puzzle counts as a success only when it is solved without
//! a single miss: [`Solving::rated`] is `Some(false)` from the first miss on (the player may
//! still find the move and finish the puzzle, [`Solving::solved`], but the rating has its
//! result), `Some(true)` when the line is played through without one, `None` before either.
//! Pure: no clock, no I/O.

use super::puzzles::{Goal, Plain, Puzzle};
use crate::ai::{Limits, search};
use crate::game::teach::course::lessons::{Played, what_it_did};
use crate::game::words::i18n::{Arg, Lang, msg, tr};
use crate::game::words::names;
use crate::rules::{Illegal, Move, Position, Successor, Trace, Variant, play_traced, write_move};
use std::sync::atomic::AtomicBool;

/// Misses before the solution is revealed.
pub const TRIES: u8 = 2;
/// How deep the engine looks for its answer to a wrong move (a few milliseconds).
pub const ANSWER_DEPTH: u32 = 4;

/// A move played on the board for the window to show: the solution's reply to a right move,
/// or the engine's answer to a wrong one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The position the reply is played from.
    pub before: Position,
    pub successor: Successor,
    /// The reply in notation.
    pub notation: String,
}

impl Reply {
    fn new(before: &Position, successor: Successor) -> Reply {
        Reply {
            before: *before,
            notation: write_move(before, &successor),
            successor,
        }
    }
}

/// One try at a puzzle, judged.
#[derive(Clone, Debug)]
pub struct Try {
    /// The move tried, in notation.
    pub notation: String,
    /// The solution's move (or a twin of it).
    pub right: bool,
    /// After a right move the opponent's reply from the solution (already played: the
    /// puzzle's position is after it); after a miss the engine's answer to the wrong move
    /// (not played: the position went back to before the miss). `None` when the line or the
    /// game ended with the move.
    pub reply: Option<Reply>,
    /// This try finished the solution.
    pub solved: bool,
    /// This try was the last miss: the solution is revealed, the puzzle failed.
    pub revealed: bool,
    /// Misses so far, this one included.
    pub misses: u8,
    played: Played,
    /// Why a miss misses, claim by claim (empty for a right move).
    claims: Vec<Claim>,
}

/// One thing a miss's feedback states, each read from a trace: the tried move's, its
/// replies', or the solution's first move's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The move ends the game, lost.
    Loses,
    /// The game goes on after it: no win at once (and, the puzzle's check says, none by force).
    GoesOn,
    /// It does not capture the opponent's house.
    HouseStands,
    /// It captures `seeds`, and the opponent's best reply can capture `back` at once.
    Captures { seeds: u32, back: u32 },
    /// The solution's first move captures `seeds`, and the best reply can capture `back`.
    SolutionCaptures { seeds: u32, back: u32 },
    /// After it the opponent can capture `back` seeds at once; after the solution's first
    /// move `best` (fewer).
    GivesAway { back: u32, best: u32 },
    /// After it the opponent can win the game at once.
    ReplyWins,
}

/// Why the move `tried` (with its plain count) misses a puzzle of `goal` whose solution's
/// first move counts `solution` (`None` past the first move, where only a win is asked).
pub fn miss_claims(goal: Goal, tried: &Plain, solution: Option<&Plain>) -> Vec<Claim> {
    if tried.ends == Some(false) {
        return vec![Claim::Loses];
    }
    let gives = |p: &Plain, sol: &Plain| {
        if p.reply_wins {
            Claim::ReplyWins
        } else {
            Claim::GivesAway {
                back: p.back,
                best: sol.back,
            }
        }
    };
    match (goal, solution) {
        (Goal::House, _) => vec![Claim::HouseStands],
        (Goal::Seeds, Some(sol)) => vec![
            Claim::Captures {
                seeds: tried.captured,
                back: tried.back,
            },
            Claim::SolutionCaptures {
                seeds: sol.captured,
                back: sol.back,
            },
        ],
        (Goal::Hold, Some(sol)) => vec![gives(tried, sol)],
        _ => vec![Claim::GoesOn],
    }
}

/// One claim in a sentence.
fn claim_text(lang: Lang, claim: Claim, opponent: &str, house: &str) -> String {
    let o = ("opponent", Arg::from(opponent));
    match claim {
        Claim::Loses => tr(lang, "practice.why.lost").to_string(),
        Claim::GoesOn => msg(lang, "practice.why.win", &[o]),
        Claim::HouseStands => msg(lang, "practice.why.house", &[o, ("house", house.into())]),
        Claim::Captures { seeds, back } => msg(
            lang,
            "practice.why.seeds",
            &[o, ("seeds", seeds.into()), ("count", back.into())],
        ),
        Claim::SolutionCaptures { seeds, back } => msg(
            lang,
            "practice.why.solution_seeds",
            &[o, ("seeds", seeds.into()), ("count", back.into())],
        ),
        Claim::GivesAway { back, best } => msg(
            lang,
            "practice.why.hold",
            &[o, ("count", back.into()), ("best", best.into())],
        ),
        Claim::ReplyWins => msg(lang, "practice.why.reply_wins", &[o]),
    }
}

impl Try {
    /// The move as played (position before, successor, trace), for the window to animate.
    pub fn played(&self) -> &Played {
        &self.played
    }

    /// What the move did, from its trace, in plain sentences (as the course tells it).
    pub fn did(&self, lang: Lang) -> Vec<String> {
        what_it_did(lang, &self.played)
    }

    /// Why a wrong move misses the puzzle's goal (`None` for a right move), one sentence a
    /// claim.
    pub fn why(&self, lang: Lang) -> Option<String> {
        if self.right {
            return None;
        }
        let p = &self.played;
        let opponent = names::side(lang, p.before.to_move().opponent());
        let house = house_name(p.before.rules().variant);
        let said: Vec<String> = self
            .claims
            .iter()
            .map(|c| claim_text(lang, *c, opponent, house))
            .collect();
        Some(said.join(" "))
    }

    /// What the miss's feedback states (empty for a right move).
    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    /// The reply in a sentence: the opponent's answer from the solution, or the engine's
    /// answer to the miss.
    pub fn reply_text(&self, lang: Lang) -> Option<String> {
        let r = self.reply.as_ref()?;
        let opponent = names::side(lang, r.before.to_move());
        let key = if self.right {
            "practice.reply"
        } else {
            "practice.answer"
        };
        Some(msg(
            lang,
            key,
            &[
                ("opponent", opponent.into()),
                ("reply", (&r.notation).into()),
            ],
        ))
    }

    /// The whole verdict, one paragraph a line: right or not, what the move did, why it
    /// misses, the reply, and what next (go on, solved, try again, or the puzzle failed).
    pub fn text(&self, lang: Lang) -> String {
        self.text_so_far(lang, true)
    }

    /// The verdict as far as the board shows it: while the player's own move is still being
    /// sown the reply and what comes next are not told yet (`reply_sown` false).
    pub fn text_so_far(&self, lang: Lang, reply_sown: bool) -> String {
        let mv = [("move", Arg::from(&self.notation))];
        let mut out = Vec::new();
        let verdict = if self.right {
            msg(lang, "practice.right", &mv)
        } else {
            msg(lang, "practice.miss", &mv)
        };
        out.push(format!("{verdict} {}", self.did(lang).join(" ")));
        out.extend(self.why(lang));
        if !reply_sown && self.reply.is_some() {
            return out.join("\n");
        }
        out.extend(self.reply_text(lang));
        out.push(match (self.right, self.solved, self.revealed) {
            (true, true, _) if self.misses == 0 => tr(lang, "practice.solved").to_string(),
            (true, true, _) => tr(lang, "practice.solved_after_miss").to_string(),
            (true, false, _) => tr(lang, "practice.go_on").to_string(),
            (false, _, true) => tr(lang, "practice.failed").to_string(),
            (false, _, false) => tr(lang, "practice.again").to_string(),
        });
        out.join("\n")
    }
}

/// The house's name in the variant (a Bao word, the same in every language).
fn house_name(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "kuu",
        _ => "nyumba",
    }
}

/// One puzzle being solved.
#[derive(Clone, Debug)]
pub struct Solving {
    puzzle: Puzzle,
    /// The solution played out: each position with the successor of the line's move there
    /// (the legal prefix of the written line, which the shipped set's check makes whole).
    line: Vec<(Position, Successor)>,
    /// The index in `line` of the solver's next move (`line.len()` when it is played out).
    at: usize,
    misses: u8,
    /// The position the player's last move reached when it ended the line (another move
    /// that wins at once leaves another board than the solution's).
    reached: Option<Position>,
}

impl Solving {
    /// The puzzle at its start. A puzzle whose written line does not play (a damaged set)
    /// keeps its legal first moves; one with none is over at once, revealed and failed.
    pub fn new(puzzle: Puzzle) -> Solving {
        let mut line = Vec::new();
        let mut pos = puzzle.position;
        for text in &puzzle.solution {
            match crate::rules::parse_move(&pos, text) {
                Ok((s, _)) => {
                    line.push((pos, s));
                    pos = s.position;
                }
                Err(_) => break,
            }
        }
        // The line ends with a solver's move: a trailing reply would be left unplayed.
        if line.len() % 2 == 0 {
            line.pop();
        }
        let misses = if line.is_empty() { TRIES } else { 0 };
        Solving {
            puzzle,
            line,
            at: 0,
            misses,
            reached: None,
        }
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position on the board now: the solver to move while the puzzle goes on; after
    /// the last move of the solution, the position it reached.
    pub fn position(&self) -> Position {
        match (self.line.get(self.at), self.reached) {
            (Some((p, _)), _) => *p,
            (None, Some(p)) => p,
            (None, None) => self
                .line
                .last()
                .map_or(self.puzzle.position, |(_, s)| s.position),
        }
    }

    /// How many moves the solver makes in the whole solution.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The task to show: "South to move: find the move that wins the game."
    pub fn task(&self, lang: Lang) -> String {
        let side = names::side(lang, self.puzzle.solver());
        let opponent = names::side(lang, self.puzzle.solver().opponent());
        let key = match self.puzzle.goal {
            Goal::Win => "practice.task_win",
            Goal::House => "practice.task_house",
            Goal::Seeds => "practice.task_seeds",
            Goal::Hold => "practice.task_hold",
        };
        msg(
            lang,
            key,
            &[
                ("side", side.into()),
                ("opponent", opponent.into()),
                ("moves", self.solver_moves().into()),
                ("house", house_name(self.puzzle.variant()).into()),
            ],
        )
    }

    /// Misses so far.
    pub fn misses(&self) -> u8 {
        self.misses
    }

    /// The solution is shown: [`TRIES`] misses.
    pub fn revealed(&self) -> bool {
        self.misses >= TRIES
    }

    /// The solution was played through (with or without a miss before).
    pub fn solved(&self) -> bool {
        !self.line.is_empty() && self.at >= self.line.len()
    }

    /// Solved, or revealed: no more tries.
    pub fn finished(&self) -> bool {
        self.solved() || self.revealed()
    }

    /// The result for the rating: `Some(false)` from the first miss on, `Some(true)` once
    /// solved without one, `None` while neither (see the module's words), and always for a
    /// puzzle whose line does not play (it is no test of the player).
    pub fn rated(&self) -> Option<bool> {
        if self.line.is_empty() {
            None
        } else if self.misses > 0 {
            Some(false)
        } else if self.solved() {
            Some(true)
        } else {
            None
        }
    }

    /// The solution's moves still to play from the position now (the solver's first), each
    /// with the position it is played from: what the window plays out once it is revealed.
    pub fn remaining(&self) -> &[(Position, Successor)] {
        &self.line[self.at.min(self.line.len())..]
    }

    /// The whole solution in notation (solver's moves and replies alternately).
    pub fn solution(&self) -> Vec<String> {
        self.line.iter().map(|(p, s)| write_move(p, s)).collect()
    }

    /// "The solution: a5R A3L* b1L", once revealed or solved (`None` before).
    pub fn solution_text(&self, lang: Lang) -> Option<String> {
        self.finished().then(|| {
            msg(
                lang,
                "practice.solution",
                &[("line", self.solution().join(" ").into())],
            )
        })
    }

    /// Whether the move `s` (written `notation`), played at the solver's turn `at`, is right:
    /// at the first move exactly the puzzle's accepted moves; later the line's move, a twin
    /// of it, or a move that wins at once (it does better than any goal asks).
    fn is_right(&self, notation: &str, s: &Successor) -> bool {
        if self.at == 0 {
            return self.puzzle.accepted.iter().any(|a| a == notation);
        }
        let (_, want) = &self.line[self.at];
        if s.position == want.position {
            return true;
        }
        let me = self.position().to_move();
        s.outcome().is_some_and(|o| o.winner == me)
    }

    /// Whether the puzzle accepts `mv` now (the move is not played).
    pub fn accepts(&self, mv: &Move) -> bool {
        let before = self.position();
        !self.finished()
            && crate::rules::play(&before, mv)
                .is_ok_and(|s| self.is_right(&write_move(&before, &s), &s))
    }

    /// What a miss with `mv` here would state (`None` for an illegal move or once finished);
    /// the move is not played.
    pub fn miss_claims(&self, mv: &Move) -> Option<Vec<Claim>> {
        let before = self.position();
        let (s, trace) = play_traced(&before, mv).ok()?;
        (!self.finished()).then(|| self.claims(&before, &s, &trace))
    }

    /// Why `s` (with `trace`), played from `before`, misses the goal: the claims its
    /// feedback makes.
    fn claims(&self, before: &Position, s: &Successor, trace: &Trace) -> Vec<Claim> {
        let tried = Plain::of(before, s, trace);
        let solution = (self.at == 0)
            .then(|| self.line.first())
            .flatten()
            .and_then(|(p, s)| {
                let (s, t) = play_traced(p, &s.mv).ok()?;
                Some(Plain::of(p, &s, &t))
            });
        miss_claims(self.puzzle.goal, &tried, solution.as_ref())
    }

    /// Tries `mv` in the position now. An illegal move is refused as the rules refuse it
    /// (nothing counted); after the puzzle is finished every move is refused as
    /// [`Illegal::GameOver`].
    pub fn try_move(&mut self, mv: &Move) -> Result<Try, Illegal> {
        if self.finished() {
            return Err(Illegal::GameOver);
        }
        let before = self.position();
        let (successor, trace) = play_traced(&before, mv)?;
        let notation = write_move(&before, &successor);
        let right = self.is_right(&notation, &successor);
        let claims = if right {
            Vec::new()
        } else {
            self.claims(&before, &successor, &trace)
        };
        let reply = if right {
            let other = successor.position != self.line[self.at].1.position;
            self.at += 1;
            if other {
                // Another move meeting the goal (a win at once, another house capture):
                // the line cannot go on from its board, and the goal is met.
                self.at = self.line.len();
            }
            match self.line.get(self.at) {
                Some((p, s)) => {
                    self.at += 1;
                    Some(Reply::new(p, *s))
                }
                None => {
                    self.reached = Some(successor.position);
                    None
                }
            }
        } else {
            self.misses += 1;
            engine_answer(&successor)
        };
        Ok(Try {
            notation,
            right,
            reply,
            solved: right && self.solved(),
            revealed: !right && self.revealed(),
            misses: self.misses,
            played: Played {
                before,
                successor,
                trace,
            },
            claims,
        })
    }
}

/// The engine's answer to a move: its best reply at [`ANSWER_DEPTH`] (none if the move
/// ended the game).
pub fn engine_answer(after: &Successor) -> Option<Reply> {
    if after.outcome().is_some() {
        return None;
    }
    let pos = after.position;
    let best = search(&pos, &Limits::depth(ANSWER_DEPTH), &AtomicBool::new(false)).best?;
    let (s, _) = play_traced(&pos, &best).ok()?;
    Some(Reply::new(&pos, s))
}
