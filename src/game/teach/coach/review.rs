//! The coach's review of a game: every position searched once with every legal move scored at
//! the same depth ([`ai::score_moves`]), each score turned into the expected result of the
//! player to move, each move judged by the expected result it gives away, and an accuracy per
//! player. Pure: the search's time budget is its only clock; cancellable; the window runs it in
//! a background task and the command line (`bao review`) prints it.
//!
//! Scores are the average of the last two iterations (one of each parity, every move at the
//! same two depths): our namua scores swing by several seeds between odd and even depths.
//! Measured on 143 positions of voogt-1, 3, 4 and 5 (200 ms a position), the gap between the
//! best move's score and that of the move a search four times as long plays fell from 1.9 to
//! 1.1 seeds (90th percentile) and from 3.5 to 2.0 (95th) with the average.

use crate::ai::{self, Limits, MoveScore, RootScores, WIN_BOUND};
use crate::rules::{Move, Position, Successor, play, write_move};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The review's default thinking time per position. `time bao review` (`--profile ci`,
/// December 2026, medians of 3, the machine's two cores shared with a build) of a 60-move
/// game (120 positions): a level-2 self-play game 9.6 s on two threads, 18.5 s on one; a
/// level-0 game, with more moves looked at twice ([`SECOND_LOOK`]), 10.2 s on two threads.
pub const DEFAULT_MS: u64 = 200;

/// The logistic curve from an engine score (centi-seeds, the mover's view) to the mover's
/// expected result: `1 / (1 + exp(-(intercept + slope * seeds)))`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    pub intercept: f64,
    /// Per seed (100 centi-seeds).
    pub slope: f64,
}

/// The curve the review uses: `bao review-fit` with its defaults (`--games 220 --seed 1
/// --nodes 400000`, Kiswahili, Mancala World rules; December 2026): 11829 positions of 220
/// self-play games, 2099 of them with a forced result (1 and 0, not fitted), 9730 fitted.
/// Log-likelihood per position -0.4276. The data are flatter than a logistic within 3 seeds
/// of even (observed 0.45-0.54: namua scores swing) and steeper beyond 5 seeds.
pub const CURVE: Curve = Curve {
    intercept: -0.0077,
    slope: 0.2383,
};

impl Curve {
    /// The expected result of the player to move (0..=1); a forced win is 1, a forced loss 0.
    pub fn expected(&self, score: i32) -> f64 {
        if score > WIN_BOUND {
            1.0
        } else if score < -WIN_BOUND {
            0.0
        } else {
            let x = self.intercept + self.slope * score as f64 / ai::SEED as f64;
            1.0 / (1.0 + (-x).exp())
        }
    }
}

/// What a move is called, by the expected result it gives away (Lichess's win-percentage
/// drops in spirit; thresholds in [`judge`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Judgement {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// Expected result given away (0..=1) from which a move is an inaccuracy, a mistake, a
/// blunder: Lichess's win-chance drops (10, 20, 30 points), kept because our data bear them
/// out with the second look ([`SECOND_LOOK`]). On the 345 positions with a choice of the
/// seven Voogt games (`voogt-*.bao`, 200 ms a position, December 2026) the move the engine
/// itself plays with four times the review's time was judged best 291 times, good 43 and an
/// inaccuracy 11 (largest loss 0.180), never a mistake; without the second look 5 of them
/// lost 0.20 or more (up to 0.36). The masters' own moves there: best 226, good 65,
/// inaccuracy 28, mistake 4, blunder 22 (most of them moves into a forced loss). A lower
/// mistake line would call the engine's own better moves mistakes; a higher one would let
/// a fifth of a game go by as an inaccuracy.
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.20;
pub const BLUNDER: f64 = 0.30;

/// The score the review uses for a move: the average of the last two iterations, or the
/// forced result when the last one found one.
pub fn review_score(m: &MoveScore) -> i32 {
    if m.score.abs() > WIN_BOUND || m.previous.abs() > WIN_BOUND {
        m.score
    } else {
        (m.score + m.previous) / 2
    }
}

/// A position whose best move leaves its mover less than this expected result is lost
/// already: a move there is not called a blunder for walking into a forced loss. It is the
/// inaccuracy line, so the two rules agree: a mover below it has less than an inaccuracy's
/// worth to give away, and on the review's curve it stands some 9 seeds behind (its
/// self-play data: beyond 5 seeds the curve is steeper than the games, which are lost
/// still more often).
pub const LOST: f64 = INACCURACY;

/// Judges a move of review score `played` where the best scores `best`. A move into a forced
/// loss the search found, when the best move does not lose by force and the position is not
/// lost already ([`LOST`]), is a blunder whatever the expected results say (a position still
/// open should not be thrown away).
pub fn judge(curve: &Curve, best: i32, played: i32, played_is_best: bool) -> Judgement {
    if played_is_best || played >= best {
        return Judgement::Best;
    }
    if played < -WIN_BOUND && best >= -WIN_BOUND && curve.expected(best) >= LOST {
        return Judgement::Blunder;
    }
    judge_lost(curve.expected(best) - curve.expected(played))
}

/// [`judge`] on stored expected results (thousandths, [`ScoredMove`]): what the drill of
/// "learn from your mistakes" judges a tried move by. A stored 0 is a forced loss (or a
/// score below -32 seeds, as good as lost), so a blunder as in [`judge`], unless the best
/// move was below [`LOST`] too.
pub fn judge_expected(best: u16, played: u16) -> Judgement {
    if played >= best {
        Judgement::Best
    } else if played == 0 && best as f64 >= LOST * 1000.0 {
        Judgement::Blunder
    } else {
        judge_lost((best - played) as f64 / 1000.0)
    }
}

/// The judgement of a move that gives away `lost` of the expected result (0..=1).
fn judge_lost(lost: f64) -> Judgement {
    if lost >= BLUNDER {
        Judgement::Blunder
    } else if lost >= MISTAKE {
        Judgement::Mistake
    } else if lost >= INACCURACY {
        Judgement::Inaccuracy
    } else {
        Judgement::Good
    }
}

/// A move's accuracy in percent from the expected result it gave away: Lichess's formula,
/// `103.1668 * exp(-0.04354 * lost%) - 3.1669`, clamped to 0..=100 (no loss 100, 10% lost
/// 63.6, 30% lost 24.8).
pub fn move_accuracy(lost: f64) -> f64 {
    let pct = (lost.max(0.0) * 100.0).min(100.0);
    (103.1668 * (-0.04354 * pct).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The review of one move: kept with the saved game (expected results in thousandths, so the
/// record stays exact), and what the coach's sentences are made from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move as played, in notation (RULES.md section 13).
    pub played: String,
    /// The best move of the review's search, in notation (the played one when it is best).
    pub best: String,
    /// Review scores (centi-seeds, the mover's view; beyond 29000 a forced result).
    pub played_score: i32,
    pub best_score: i32,
    /// The mover's expected result in thousandths before the move (with the best move) and
    /// after the move played, at the same depth.
    pub before: u16,
    pub after: u16,
    pub judgement: Judgement,
    /// The last iteration every move's score comes from.
    pub depth: u32,
    /// Legal moves in the position (1: forced, not counted in the accuracy).
    pub choices: u32,
    /// The expected line after the best move, and after the played move, each starting with
    /// that move.
    #[serde(default)]
    pub best_line: Vec<String>,
    #[serde(default)]
    pub played_line: Vec<String>,
    /// Every legal move scored, best first: kept only for a mistake or a blunder (the
    /// positions the drill of "learn from your mistakes" replays), so that saved files stay
    /// small; empty otherwise and in reviews saved before it existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<ScoredMove>,
}

/// One legal move of a reviewed position with the expected result it gives its mover.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredMove {
    /// The move in notation (RULES.md section 13).
    pub mv: String,
    /// The mover's expected result after it, thousandths.
    pub expected: u16,
}

impl MoveReview {
    /// The stored score of a move in notation, if it is among the moves kept.
    pub fn scored(&self, mv: &str) -> Option<&ScoredMove> {
        self.scores.iter().find(|s| s.mv == mv)
    }
}

impl MoveReview {
    /// The expected result given away, 0..=1.
    pub fn lost(&self) -> f64 {
        (self.before as f64 - self.after as f64).max(0.0) / 1000.0
    }
}

/// The longest line a review keeps (the search's deepest line is shorter).
pub const MAX_LINE: usize = 128;

/// Checks a review of the move `played` from `before` as read from a file: the moves legal
/// there, the scores and expected results in range, the judgement the one [`judge`] gives
/// (by the stored expected results, so that a review stays readable after the curve is
/// fitted again), the lines legal from `before`. `Err((field, why))` names the field.
pub fn check_move_review(
    r: &MoveReview,
    before: &Position,
    played: &Successor,
) -> Result<(), (&'static str, String)> {
    let legal = crate::rules::successors(before).len() as u32;
    let best = match crate::rules::parse_move(before, &r.best) {
        Ok((s, _)) => s,
        Err(e) => return Err(("best", e.0)),
    };
    for (field, score) in [
        ("played_score", r.played_score),
        ("best_score", r.best_score),
    ] {
        if score.unsigned_abs() > ai::WIN.unsigned_abs() {
            return Err((field, format!("{score} is beyond ±{}", ai::WIN)));
        }
    }
    for (field, e) in [("before", r.before), ("after", r.after)] {
        if e > 1000 {
            return Err((field, format!("{e} is not an expected result 0..=1000")));
        }
    }
    if r.after > r.before || r.played_score > r.best_score {
        return Err((
            "after",
            "the played move is rated above the best one".into(),
        ));
    }
    if !(1..=legal).contains(&r.choices) {
        return Err((
            "choices",
            format!("{} but the position has {legal} legal moves", r.choices),
        ));
    }
    if r.depth as usize > MAX_LINE {
        return Err(("depth", format!("{} is deeper than {MAX_LINE}", r.depth)));
    }
    check_judgement(r, best.mv == played.mv, before)?;
    check_line(before, &r.best_line, &r.best).map_err(|e| ("best_line", e))?;
    check_line(before, &r.played_line, &r.played).map_err(|e| ("played_line", e))?;
    check_scores(before, r)
}

/// The judgement must be the one the review gives its scores: best exactly when the move
/// played is the best one; a blunder when it walks into a forced loss the best move avoids
/// from a position not lost already ([`LOST`]); else by the expected result given away
/// ([`judge_lost`], no inaccuracy in the [`opening`]). A rounding of the stored thousandths
/// either way is allowed at a threshold.
fn check_judgement(
    r: &MoveReview,
    played_is_best: bool,
    before: &Position,
) -> Result<(), (&'static str, String)> {
    let say = |want: &str| Err(("judgement", format!("'{}', but {want}", r.judgement.name())));
    let is_best = r.judgement == Judgement::Best;
    if played_is_best != is_best || (is_best && r.played_score != r.best_score) {
        return say(if played_is_best {
            "the move played is the best one, with the best score"
        } else {
            "the move played is not the best one"
        });
    }
    if is_best {
        return Ok(());
    }
    const ROUNDING: f64 = 0.0015;
    let best_expected = r.before as f64 / 1000.0;
    let into_forced_loss = r.played_score < -WIN_BOUND && r.best_score >= -WIN_BOUND;
    if into_forced_loss && best_expected >= LOST + ROUNDING {
        return match r.judgement {
            Judgement::Blunder => Ok(()),
            _ => say("the move played walks into a forced loss (a blunder)"),
        };
    }
    if into_forced_loss && best_expected > LOST - ROUNDING && r.judgement == Judgement::Blunder {
        return Ok(()); // at the line between lost already and not
    }
    let lost = r.lost();
    let low = in_opening(before, judge_lost(lost - ROUNDING));
    let high = in_opening(before, judge_lost(lost + ROUNDING));
    if r.judgement < low || r.judgement > high {
        return say(&format!(
            "it gives away {:.3} of the expected result ({})",
            lost,
            in_opening(before, judge_lost(lost)).name()
        ));
    }
    Ok(())
}

/// In the [`opening`] a gap below a mistake's is noise: not an inaccuracy, good.
pub fn in_opening(before: &Position, j: Judgement) -> Judgement {
    if j == Judgement::Inaccuracy && opening(before) {
        Judgement::Good
    } else {
        j
    }
}

/// A line must start with its move and be legal from `before`, ending where the game does.
fn check_line(before: &Position, line: &[String], first: &str) -> Result<(), String> {
    if line.len() > MAX_LINE {
        return Err(format!("{} moves, more than {MAX_LINE}", line.len()));
    }
    if line.first().is_some_and(|m| m != first) {
        return Err(format!("starts with '{}', not '{first}'", line[0]));
    }
    let mut pos = *before;
    for (i, text) in line.iter().enumerate() {
        if pos.outcome().is_some() {
            return Err(format!(
                "move {} ('{text}') comes after the end of the game",
                i + 1
            ));
        }
        let (s, _) =
            crate::rules::parse_move(&pos, text).map_err(|e| format!("move {}: {e}", i + 1))?;
        if s.outcome().is_some() && i + 1 < line.len() {
            return Err(format!(
                "move {} ('{}') comes after the end of the game",
                i + 2,
                line[i + 1]
            ));
        }
        pos = s.position;
    }
    Ok(())
}

/// Every legal move's expected result: kept only for a mistake or a blunder, each move
/// legal and listed once, its expected result in range.
fn check_scores(before: &Position, r: &MoveReview) -> Result<(), (&'static str, String)> {
    if !r.scores.is_empty() && r.judgement < Judgement::Mistake {
        return Err((
            "scores",
            format!(
                "kept only for a mistake or a blunder, not a '{}'",
                r.judgement.name()
            ),
        ));
    }
    let mut seen = Vec::new();
    for s in &r.scores {
        let (succ, _) = crate::rules::parse_move(before, &s.mv).map_err(|e| ("scores", e.0))?;
        if seen.contains(&succ.mv) {
            return Err(("scores", format!("'{}' is listed twice", s.mv)));
        }
        seen.push(succ.mv);
        if s.expected > 1000 {
            return Err((
                "scores",
                format!(
                    "'{}': {} is not an expected result 0..=1000",
                    s.mv, s.expected
                ),
            ));
        }
    }
    Ok(())
}

/// A review of the first `moves.len()` moves of a game (all of them unless it was
/// cancelled or the game went on). Unknown fields of a newer Bao are ignored on loading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReview {
    /// Thinking time per position, milliseconds.
    pub ms: u64,
    pub moves: Vec<MoveReview>,
}

impl GameReview {
    /// The accuracy (percent) of South (`south`) or North: [`accuracy_of`] its moves.
    pub fn accuracy(&self, south: bool) -> Option<f64> {
        accuracy_of(&self.moves, south)
    }

    /// How many of a player's moves got each judgement: [`tally_of`] its moves.
    pub fn tally(&self, south: bool) -> [usize; 5] {
        tally_of(&self.moves, south)
    }
}

/// The accuracy (percent) of the first mover (`first`) or the second over reviewed moves
/// from the game's first: the mean of [`move_accuracy`] over his moves with a choice;
/// `None` without such moves. A blunder counts as giving away at least [`BLUNDER`]: a move
/// into a forced loss from a nearly lost position gives away little expected result, yet
/// it throws the game away. (A slice: the window judges the part still matching the game.)
pub fn accuracy_of(moves: &[MoveReview], first: bool) -> Option<f64> {
    let start = if first { 0 } else { 1 };
    let accs: Vec<f64> = moves
        .iter()
        .skip(start)
        .step_by(2)
        .filter(|m| m.choices > 1)
        .map(|m| match m.judgement {
            Judgement::Blunder => move_accuracy(m.lost().max(BLUNDER)),
            _ => move_accuracy(m.lost()),
        })
        .collect();
    (!accs.is_empty()).then(|| accs.iter().sum::<f64>() / accs.len() as f64)
}

/// How many of the first (`first`) or second mover's moves got each judgement,
/// Best..Blunder.
pub fn tally_of(moves: &[MoveReview], first: bool) -> [usize; 5] {
    let mut t = [0; 5];
    let start = if first { 0 } else { 1 };
    for m in moves.iter().skip(start).step_by(2) {
        t[m.judgement as usize] += 1;
    }
    t
}

fn permille(e: f64) -> u16 {
    (e * 1000.0).round().clamp(0.0, 1000.0) as u16
}

/// Writes a line in notation, replaying it from `pos` (stops at a move that does not play).
pub fn line_notation(pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut out = Vec::new();
    let mut p = *pos;
    for m in moves {
        let Ok(s) = play(&p, m) else { break };
        out.push(write_move(&p, &s));
        if s.outcome().is_some() {
            break;
        }
        p = s.position;
    }
    out
}

/// The move with the highest review score (the first of equals, in the search's order).
fn best_move(scores: &RootScores) -> Option<&MoveScore> {
    scores
        .moves
        .iter()
        .fold(None, |best: Option<&MoveScore>, m| match best {
            Some(b) if review_score(b) >= review_score(m) => Some(b),
            _ => Some(m),
        })
}

/// Reviews one move from the scores of its position.
pub fn review_from_scores(
    curve: &Curve,
    before: &Position,
    played: &Successor,
    scores: &RootScores,
) -> MoveReview {
    let best = best_move(scores);
    let mine = scores.score_of(&played.mv);
    let played_text = write_move(before, played);
    // A played move the search did not score (a move longer than its lap bound): judged as
    // the best, which is all we can say of it.
    let (best, mine) = match (best, mine) {
        (Some(b), Some(m)) => (b, m),
        _ => {
            let s = scores.moves.first().map_or(0, review_score);
            return MoveReview {
                played: played_text.clone(),
                best: played_text.clone(),
                played_score: s,
                best_score: s,
                before: permille(curve.expected(s)),
                after: permille(curve.expected(s)),
                judgement: Judgement::Best,
                depth: scores.depth,
                choices: scores.moves.len() as u32,
                best_line: vec![played_text.clone()],
                played_line: vec![played_text],
                scores: Vec::new(),
            };
        }
    };
    let (b, p) = (review_score(best), review_score(mine));
    // Equal review scores: the played move is as good as the best one.
    let played_is_best = best.mv == mine.mv || p == b;
    let best = if played_is_best { mine } else { best };
    let judgement = in_opening(before, judge(curve, review_score(best), p, played_is_best));
    let review = MoveReview {
        played: played_text,
        best: write_move(
            before,
            &play(before, &best.mv).expect("a scored move is legal"),
        ),
        played_score: p,
        best_score: review_score(best),
        before: permille(curve.expected(review_score(best))),
        after: permille(curve.expected(p)),
        judgement,
        depth: scores.depth,
        choices: scores.moves.len() as u32,
        best_line: line_notation(before, &best.pv),
        played_line: line_notation(before, &mine.pv),
        scores: Vec::new(),
    };
    with_scores(review, scored_moves(curve, before, scores))
}

/// The opening: the mover's first three namua moves (reserve 22 to 20), where a gap below
/// a mistake's is noise and the move is not judged an inaccuracy. Measured at the start
/// (`bao review` of each first move, December 2026, a debug build, 200 ms and 1 s, two
/// runs each): A6L* is best every time, and the other three give away 5-8 (A6R*), 9-13
/// (A7L*) and 13-15 (A7R*) points, the same move judged good in one run and an
/// inaccuracy in the next. The namua's captures swing the scores beyond the search's
/// horizon; the masters open with all four moves, and the course's opening lesson plays
/// A6R* (it was called an inaccuracy at 47% against 58%). Mistakes and
/// blunders are still judged, after the second look ([`SECOND_LOOK`]).
pub fn opening(pos: &Position) -> bool {
    pos.reserve(pos.to_move()) >= 20
}

/// Every move of `scores` with its expected result, in notation, best first.
fn scored_moves(curve: &Curve, before: &Position, scores: &RootScores) -> Vec<ScoredMove> {
    let mut out: Vec<ScoredMove> = scores
        .moves
        .iter()
        .filter_map(|m| {
            let s = play(before, &m.mv).ok()?;
            Some(ScoredMove {
                mv: write_move(before, &s),
                expected: permille(curve.expected(review_score(m))),
            })
        })
        .collect();
    out.sort_by(|a, b| b.expected.cmp(&a.expected));
    out
}

/// Keeps `all` (every move's first look) in a mistake's or a blunder's review, with the
/// review's own values for its best and played moves (a second look may have changed them).
/// No other move is put above the best one: a move the first look rated higher was not
/// looked at again, and the deeper look just showed how such a first look can flatter.
fn with_scores(mut review: MoveReview, all: Vec<ScoredMove>) -> MoveReview {
    if review.judgement < Judgement::Mistake {
        return review;
    }
    let mut scores: Vec<ScoredMove> = all
        .into_iter()
        .map(|mut s| {
            s.expected = if s.mv == review.best {
                review.before
            } else if s.mv == review.played {
                review.after
            } else {
                s.expected.min(review.before)
            };
            s
        })
        .collect();
    // Best first; the review's best move first among equals.
    scores.sort_by_key(|s| (std::cmp::Reverse(s.expected), s.mv != review.best));
    review.scores = scores;
    review
}

/// A move called a mistake or worse by the expected results (not by a forced loss), or any
/// move but the best in a nearly decided game (the best move's expected result below 0.1 or
/// above 0.9), is looked at again: the best move and the played one alone, at one depth, for
/// this many times the review's time. With two root moves instead of all, that search reaches some plies deeper.
/// Measured on the master games (200 ms a position): the move a search four times as long
/// plays lost up to 0.36 of the expected result by the first look (5 of 345 positions lost
/// 0.20 or more): a horizon effect of the namua, whose captures swing the scores.
pub const SECOND_LOOK: u64 = 3;

/// The search limits of a review of `ms` milliseconds, starting now.
fn review_limits(ms: u64) -> Limits {
    let mut limits = Limits::time(Duration::from_millis(ms));
    // A table about as large as the nodes searched (some 3 million a second): clearing a
    // larger one would take a short review's time.
    limits.tt_bits = ((ms as f64 * 3e3).max(1.0).log2().ceil() as u32).clamp(16, 21);
    limits
}

/// Reviews the move `played` from `before` with `ms` milliseconds of search (and a second
/// look, [`SECOND_LOOK`], at a move that seems a mistake). `None` when cancelled.
pub fn review_move(
    before: &Position,
    played: &Successor,
    ms: u64,
    cancel: &AtomicBool,
) -> Option<MoveReview> {
    let scores = ai::score_moves(before, &review_limits(ms), cancel);
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let first = review_from_scores(&CURVE, before, played, &scores);
    let proven_loss = first.played_score < -WIN_BOUND && first.best_score >= -WIN_BOUND;
    // Near the curve's flat ends (the game nearly decided) little expected result is left
    // to lose, and only a forced loss found makes a blunder: look deeper there too.
    let decided = !(100..=900).contains(&first.before);
    let doubtful =
        first.judgement >= Judgement::Mistake || (decided && first.judgement != Judgement::Best);
    if !doubtful || proven_loss {
        return Some(with_forced_lines(before, first, ms, cancel));
    }
    let Some(best) = best_move(&scores) else {
        return Some(with_forced_lines(before, first, ms, cancel));
    };
    let pair = [best.mv, played.mv];
    let deeper = ai::score_among(before, &pair, &review_limits(SECOND_LOOK * ms), cancel);
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    if deeper.depth <= scores.depth {
        return Some(with_forced_lines(before, first, ms, cancel));
    }
    let second = MoveReview {
        choices: first.choices,
        ..review_from_scores(&CURVE, before, played, &deeper)
    };
    // The drill's scores: the second look's for its two moves, the first's for the rest.
    let second = with_scores(second, scored_moves(&CURVE, before, &scores));
    Some(with_forced_lines(before, second, ms, cancel))
}

/// Plies a forced line is followed to its end, at most.
const FORCED_PLIES: usize = 60;

/// A review whose best or played move has a forced result: its line played on to the end of
/// the game (the search's expected line stops where its table does), so that the coach
/// shows the win or the loss it names, and the window can play it on the board.
fn with_forced_lines(
    before: &Position,
    mut r: MoveReview,
    ms: u64,
    cancel: &AtomicBool,
) -> MoveReview {
    if r.best_score.abs() > WIN_BOUND {
        r.best_line = forced_line(before, std::mem::take(&mut r.best_line), ms, cancel);
    }
    if r.played_score.abs() > WIN_BOUND {
        r.played_line = forced_line(before, std::mem::take(&mut r.played_line), ms, cancel);
    }
    r
}

/// `line` (notation, from `before`) followed on by the search's best moves until the game
/// ends, [`FORCED_PLIES`] plies are written, or the search adds nothing.
fn forced_line(
    before: &Position,
    mut line: Vec<String>,
    ms: u64,
    cancel: &AtomicBool,
) -> Vec<String> {
    let mut pos = *before;
    for text in &line {
        match crate::rules::parse_move(&pos, text) {
            Ok((s, _)) if s.outcome().is_none() => pos = s.position,
            _ => return line,
        }
    }
    let mut over = pos.outcome().is_some();
    while !over && line.len() < FORCED_PLIES && !cancel.load(Ordering::Relaxed) {
        let scores = ai::score_moves(&pos, &review_limits(ms.div_ceil(2)), cancel);
        let Some(best) = best_move(&scores) else {
            break;
        };
        let written = line.len();
        for m in &best.pv {
            let Ok(s) = play(&pos, m) else { break };
            line.push(write_move(&pos, &s));
            over = s.outcome().is_some();
            pos = s.position;
            if over {
                break;
            }
        }
        if line.len() == written {
            break;
        }
    }
    line.truncate(FORCED_PLIES);
    line
}

/// Reviews every move of a game (each position before its move with the move), one
/// position after the other on this thread, calling `progress(ply, review)` after each.
/// Cancelled, it returns the moves reviewed so far.
pub fn review_game(
    moves: &[(Position, Successor)],
    ms: u64,
    cancel: &AtomicBool,
    mut progress: impl FnMut(usize, &MoveReview),
) -> GameReview {
    let mut review = GameReview {
        ms,
        moves: Vec::with_capacity(moves.len()),
    };
    for (ply, (before, succ)) in moves.iter().enumerate() {
        let Some(m) = review_move(before, succ, ms, cancel) else {
            break;
        };
        progress(ply, &m);
        review.moves.push(m);
    }
    review
}

/// Logistic regression of results (0..=1) on scores (centi-seeds), by Newton's method on
/// the log-likelihood: the fit of `bao review-fit`. Forced results are left out (they map to
/// 0 and 1 without the curve).
pub fn fit_curve(data: &[(i32, f64)]) -> Curve {
    let pts: Vec<(f64, f64)> = data
        .iter()
        .filter(|(s, _)| s.abs() <= WIN_BOUND)
        .map(|&(s, y)| (s as f64 / ai::SEED as f64, y))
        .collect();
    let ll = |a: f64, b: f64| -> f64 {
        pts.iter()
            .map(|&(x, y)| {
                let p = (1.0 / (1.0 + (-(a + b * x)).exp())).clamp(1e-12, 1.0 - 1e-12);
                y * p.ln() + (1.0 - y) * (1.0 - p).ln()
            })
            .sum()
    };
    let (mut a, mut b) = (0.0f64, 0.1f64);
    let mut best = ll(a, b);
    for _ in 0..100 {
        // Gradient and Hessian of the log-likelihood in (a, b).
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for &(x, y) in &pts {
            let p = 1.0 / (1.0 + (-(a + b * x)).exp());
            let w = p * (1.0 - p);
            ga += y - p;
            gb += (y - p) * x;
            haa += w;
            hab += w * x;
            hbb += w * x * x;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        // Damped: halve the step until the likelihood does not fall (separable data would
        // otherwise run away).
        let mut t = 1.0;
        let mut moved = false;
        for _ in 0..40 {
            let v = ll(a + t * da, b + t * db);
            if v >= best {
                a += t * da;
                b += t * db;
                best = v;
                moved = true;
                break;
            }
            t /= 2.0;
        }
        if !moved || (t * da).abs() < 1e-10 && (t * db).abs() < 1e-10 {
            break;
        }
    }
    Curve {
        intercept: a,
        slope: b,
    }
}

/// One bucket of the fit's data: scores in `from..to` centi-seeds.
#[derive(Clone, Debug, PartialEq)]
pub struct Bin {
    pub from: i32,
    pub to: i32,
    pub count: usize,
    /// The mean result observed in the bucket.
    pub observed: f64,
    /// The mean of the fitted curve over the bucket's scores.
    pub fitted: f64,
}

/// The data binned by `width` centi-seeds (forced results in their own bins at the ends,
/// `from == to == ±WIN`).
pub fn bins(curve: &Curve, data: &[(i32, f64)], width: i32) -> Vec<Bin> {
    let mut map: std::collections::BTreeMap<i32, (usize, f64, f64)> = Default::default();
    for &(s, y) in data {
        let key = if s > WIN_BOUND {
            i32::MAX
        } else if s < -WIN_BOUND {
            i32::MIN
        } else {
            s.div_euclid(width)
        };
        let e = map.entry(key).or_default();
        e.0 += 1;
        e.1 += y;
        e.2 += curve.expected(s);
    }
    map.into_iter()
        .map(|(k, (n, y, f))| {
            let (from, to) = match k {
                i32::MAX => (ai::WIN, ai::WIN),
                i32::MIN => (-ai::WIN, -ai::WIN),
                k => (k * width, k * width + width),
            };
            Bin {
                from,
                to,
                count: n,
                observed: y / n as f64,
                fitted: f / n as f64,
            }
        })
        .collect()
}
