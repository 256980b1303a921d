//! The coach on the command line: `review` (every move of a game judged by the engine) and
//! `review-fit` (the self-play data and the logistic fit behind the review's expected
//! results, printed so that the constants in `game::teach::coach::review` can be checked and redone).
use super::args::{Command, Opt, RULES};
use super::{CliError, Opts, SplitMix, load_game};
use crate::ai::{self, Limits, WIN_BOUND};
use crate::game::teach::coach::advice::coach_says;
use crate::game::teach::coach::review::{
    self, BLUNDER, CURVE, Curve, GameReview, INACCURACY, MISTAKE, MoveReview, review_move,
    review_score,
};
use crate::game::words::i18n::Lang;
use crate::game::words::names::{move_row, numbered_move};
use crate::rules::{Position, Rules, Side, Successor, play};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Longest thinking time per position accepted: a minute.
const MAX_MS: u64 = 60_000;

pub const REVIEW: Command = Command {
    name: "review",
    args: "FILE",
    positional: (1, 1),
    about: "the coach: every move of a game (.bao record or .ron saved game) judged",
    details: "Every position is searched once with every legal move scored at the same depth; \
              a score becomes the mover's expected result (0..1) by the curve fitted with \
              bao review-fit, and a move is judged by the expected result it gives away: \
              best, good, inaccuracy (from 0.10), mistake (0.20), blunder (0.30, or a move \
              into a forced loss when another move does not lose by force and keeps 0.10 or \
              more). In a player's first three namua moves, a gap the two last iterations \
              do not agree on is noise: not an inaccuracy. A forced result's line is \
              followed to the end of the game. A move that \
              seems a mistake or worse (or any but the best when the best move's expected \
              result is below 0.1 or above 0.9) is looked at again, with the best move alone, for \
              three times the time (deeper; its scores are then the ones shown). A player's \
              accuracy is the mean over his moves with a choice of 103.1668 * exp(-0.04354 * \
              lost%) - 3.1669 (0..100), a blunder counting as at least 0.30 lost. With --coach \
              each move is followed by the coach's sentence on it (--lang en or sw). A saved \
              match reviews its last game. Two positions \
              are searched at once (two threads). With --json one object: {\"file\", \"ms\", \
              \"curve\": {\"intercept\", \"slope\"}, \"thresholds\": {\"inaccuracy\", \
              \"mistake\", \"blunder\"}, \"players\": {\"South\", \"North\"}, \"moves\": [{\"ply\" \
              (1..), \"number\" (the history row: South's move and North's reply share \
              one), \"side\", \"played\", \"best\", \"played_score\", \
              \"best_score\" (centi-seeds, the mover's view; beyond 29000 forced), \
              \"expected_before\", \"expected_after\", \"lost\" (0..1, the mover's view), \
              \"judgement\", \"depth\", \"choices\", \"best_line\", \"played_line\", \"scores\" \
              (a mistake's or blunder's every legal move: [{\"mv\", \"expected\" (thousandths)}], \
              best first; else empty)}], \
              \"accuracy\": {\"South\", \"North\"} (percent or null), \"judgements\": \
              {\"South\": {\"best\", \"good\", ...}, \"North\": {...}}, \"complete\"}.",
    options: &[&[
        Opt::value(
            "--ms",
            "N",
            "thinking time per position, 10..=60000 (default 200: a 60-move game in about \
             10 s on two cores)",
        ),
        Opt::flag("--json", "one JSON object for tools (shape above)"),
        Opt::value(
            "--threads",
            "N",
            "positions searched at once, 1..=2 (default 2)",
        ),
        Opt::value(
            "--save",
            "OUT.ron",
            "also write the game with its review as a saved game (never over FILE; '-': \
             the saved game on stdout instead of the report)",
        ),
        Opt::flag(
            "--coach",
            "the coach's sentence under each move (text output), in --lang",
        ),
        super::lessons::LANG,
    ]],
    run: cmd_review,
};

pub const REVIEW_FIT: Command = Command {
    name: "review-fit",
    args: "",
    positional: (0, 0),
    about: "the self-play data and fit behind the review's expected results",
    details: "Plays seeded games of the engine against itself at the review's strength (each \
              position scored as the review scores it; a move within 0.3 seed of the best \
              is chosen by the seed, so that games differ), then fits the mover's result (1 \
              won, 0 lost) on the score with a logistic curve. Prints the data binned by \
              seed (score bucket, positions, observed mean result, fitted value), the forced \
              results, and the parameters. The default budget is a node count (--nodes), \
              so that the data do not depend on the machine or its load.",
    options: &[
        &[
            Opt::value(
                "--games",
                "N",
                "games, 1..=100000 (default 220: over 10000 positions)",
            ),
            Opt::value(
                "--seed",
                "S",
                "seed of the openings and choices (default 1)",
            ),
            Opt::value(
                "--nodes",
                "N",
                "search budget per position in nodes (default 400000: about the review's \
                 200 ms here)",
            ),
            Opt::value(
                "--ms",
                "N",
                "search budget per position in milliseconds instead",
            ),
            Opt::value("--threads", "N", "games played at once, 1..=2 (default 2)"),
        ],
        RULES,
    ],
    run: cmd_review_fit,
};

/// Reviews `moves` on `threads` threads (positions dealt out in turn), in game order.
fn review_parallel(moves: &[(Position, Successor)], ms: u64, threads: usize) -> GameReview {
    let cancel = AtomicBool::new(false);
    let mut out: Vec<Option<MoveReview>> = vec![None; moves.len()];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let cancel = &cancel;
                scope.spawn(move || {
                    (t..moves.len())
                        .step_by(threads)
                        .map(|i| (i, review_move(&moves[i].0, &moves[i].1, ms, cancel)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for w in workers {
            for (i, r) in w.join().expect("a review thread does not panic") {
                out[i] = r;
            }
        }
    });
    GameReview {
        ms,
        moves: out.into_iter().map_while(|r| r).collect(),
    }
}

fn pct(thousandths: u16) -> String {
    format!("{:.1}%", thousandths as f64 / 10.0)
}

fn cmd_review(opts: &Opts) -> Result<(), CliError> {
    let path = opts.arg(0).unwrap_or_default();
    let ms: u64 = opts.num_in("--ms", review::DEFAULT_MS, 10..=MAX_MS)?;
    let threads: usize = opts.num_in("--threads", 2, 1..=2)?;
    let save_to = opts.get("--save");
    if let Some(out) = save_to {
        super::records::refuse_own_input(&[path], out)?;
        if out.ends_with(".bao") {
            return Err(CliError::usage(format!(
                "--save: {out}: a reviewed game is saved as RON (.ron); a .bao record has no \
                 place for the review (nothing written)"
            )));
        }
    }
    let mut game = load_game(path)?;
    let replay = game
        .replay()
        .map_err(|e| CliError::usage(format!("{path}: {e}")))?;
    let moves: Vec<(Position, Successor)> = replay.into_iter().collect();
    let t0 = Instant::now();
    let review = review_parallel(&moves, ms, threads);
    let secs = t0.elapsed().as_secs_f64();
    let coach = if opts.has("--coach") {
        Some(super::lessons::lang(opts)?)
    } else {
        None
    };
    let names = [
        game.player(Side::South).name.clone(),
        game.player(Side::North).name.clone(),
    ];
    let told = Reviewed {
        path,
        ms,
        names: &names,
        moves: &moves,
        review: &review,
    };
    if save_to == Some("-") {
        // The saved game is the output; the report would make it unreadable.
    } else if opts.has("--json") {
        say!("{}", told.json());
    } else {
        say!(
            "review of {path}: {} turns (plies), {ms} ms a position, {threads} thread(s), {secs:.1} s",
            review.moves.len()
        );
        told.print(coach)?;
    }
    if let Some(out) = save_to {
        game.review = Some(review);
        super::records::write_named(&[path], out, game.to_ron().as_bytes())?;
    }
    Ok(())
}

/// A game reviewed, as `bao review` tells it.
struct Reviewed<'a> {
    path: &'a str,
    ms: u64,
    /// South's and North's names.
    names: &'a [String; 2],
    moves: &'a [(Position, Successor)],
    review: &'a GameReview,
}

impl Reviewed<'_> {
    /// The side that made the move of `ply` (0 = the first).
    fn side_of_ply(&self, ply: usize) -> Side {
        self.moves[ply].0.to_move()
    }

    /// The history row of the move of `ply` ("10" for South's 10th move).
    fn row_of_ply(&self, ply: usize) -> usize {
        let first = self.moves.first().map_or(Side::South, |(p, _)| p.to_move());
        move_row(ply, first)
    }

    fn name(&self, s: Side) -> &str {
        &self.names[usize::from(s == Side::North)]
    }

    /// The name as the terminal is shown it ([`super::shown`]).
    fn name_shown(&self, s: Side) -> String {
        super::shown(self.name(s))
    }

    fn accuracy(&self, s: Side) -> Option<f64> {
        self.review.accuracy(s == Side::South)
    }

    /// `--json`: every move's scores, the accuracy and the tally of each player.
    fn json(&self) -> serde_json::Value {
        let review = self.review;
        let judgements = |s: Side| {
            let t = review.tally(s == Side::South);
            serde_json::json!({
                "best": t[0], "good": t[1], "inaccuracy": t[2], "mistake": t[3], "blunder": t[4],
            })
        };
        let moves_json: Vec<serde_json::Value> = review
            .moves
            .iter()
            .enumerate()
            .map(|(ply, m)| {
                serde_json::json!({
                    "ply": ply + 1,
                    "number": self.row_of_ply(ply),
                    "side": self.side_of_ply(ply).name(),
                    "played": m.played,
                    "best": m.best,
                    "played_score": m.played_score,
                    "best_score": m.best_score,
                    "expected_before": m.before as f64 / 1000.0,
                    "expected_after": m.after as f64 / 1000.0,
                    "lost": m.lost(),
                    "judgement": m.judgement.name(),
                    "depth": m.depth,
                    "choices": m.choices,
                    "best_line": m.best_line,
                    "played_line": m.played_line,
                    "scores": m.scores,
                })
            })
            .collect();
        serde_json::json!({
            "file": self.path,
            "ms": self.ms,
            "curve": {"intercept": CURVE.intercept, "slope": CURVE.slope},
            "thresholds": {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER},
            "players": {"South": self.name(Side::South), "North": self.name(Side::North)},
            "moves": moves_json,
            "accuracy": {"South": self.accuracy(Side::South), "North": self.accuracy(Side::North)},
            "judgements": {"South": judgements(Side::South), "North": judgements(Side::North)},
            "complete": review.moves.len() == self.moves.len(),
        })
    }

    /// A line per move (with the coach's sentence when `coach` names a language), then
    /// each player's accuracy and tally.
    fn print(&self, coach: Option<Lang>) -> Result<(), CliError> {
        say!("expected results are the mover's: before (best move) -> after (move played)");
        for (ply, m) in self.review.moves.iter().enumerate() {
            // The best move with the line it expects (four moves of it).
            let best = if m.judgement == review::Judgement::Best {
                String::new()
            } else {
                format!(
                    "  best {} {} ({})",
                    m.best,
                    pct(m.before),
                    m.best_line
                        .iter()
                        .take(4)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            };
            // The move as the history numbers it: "10. A3L", "19... a4R".
            let side = self.side_of_ply(ply);
            say!(
                "{:<14} {:<5} {:>6} -> {:>6}  {:<10} d{:<2}{best}",
                numbered_move(self.row_of_ply(ply), side, &m.played),
                side.name(),
                pct(m.before),
                pct(m.after),
                m.judgement.name(),
                m.depth,
            );
            if let Some(lang) = coach {
                let names = [self.names[0].as_str(), self.names[1].as_str()];
                if let Some(text) = coach_says(lang, &self.moves[ply].0, m, names) {
                    say!("       {}", super::shown(&text));
                }
            }
        }
        for s in Side::BOTH {
            let t = self.review.tally(s == Side::South);
            say!(
                "{} ({}): accuracy {}; best {}, good {}, inaccuracies {}, mistakes {}, \
                 blunders {}",
                s.name(),
                self.name_shown(s),
                self.accuracy(s).map_or("-".into(), |a| format!("{a:.1}%")),
                t[0],
                t[1],
                t[2],
                t[3],
                t[4]
            );
        }
        Ok(())
    }
}

/// Longest self-play game before it is dropped from the data (Bao has no draws).
const MAX_PLIES: usize = 600;
/// Moves within this many centi-seeds of the best may be chosen in self-play.
const FIT_MARGIN: i32 = 30;

/// The budget of one self-play search.
#[derive(Clone, Copy)]
enum Budget {
    Nodes(u64),
    Ms(u64),
}

impl Budget {
    fn limits(self) -> Limits {
        match self {
            Budget::Nodes(n) => Limits {
                nodes: Some(n),
                ..Limits::depth(64)
            },
            Budget::Ms(ms) => Limits::time(Duration::from_millis(ms)),
        }
    }
}

/// One self-play game: each position's review score (mover's view) with its mover, the
/// winner (`None`: too long, left out) and the nodes searched.
type FitGame = (Vec<(i32, Side)>, Option<Side>, u64);

/// Plays one self-play game from `start`.
fn fit_game(start: Position, budget: Budget, seed: u64) -> FitGame {
    let cancel = AtomicBool::new(false);
    let mut rng = SplitMix(seed);
    let mut pos = start;
    let mut data = Vec::new();
    let mut nodes = 0;
    for _ in 0..MAX_PLIES {
        let r = ai::score_moves(&pos, &budget.limits(), &cancel);
        nodes += r.nodes;
        let Some(best) = r.moves.iter().map(review_score).max() else {
            return (data, Some(pos.to_move().opponent()), nodes);
        };
        data.push((best, pos.to_move()));
        let near: Vec<_> = r
            .moves
            .iter()
            .filter(|m| review_score(m) >= best - FIT_MARGIN)
            .collect();
        let mv = near[rng.below(near.len())].mv;
        let Ok(s) = play(&pos, &mv) else {
            return (data, None, nodes);
        };
        if let Some(o) = s.outcome() {
            return (data, Some(o.winner), nodes);
        }
        pos = s.position;
    }
    (data, None, nodes)
}

fn cmd_review_fit(opts: &Opts) -> Result<(), CliError> {
    let games: usize = opts.num_in("--games", 220, 1..=100_000)?;
    let seed: u64 = opts.num("--seed", 1)?;
    let threads: usize = opts.num_in("--threads", 2, 1..=2)?;
    let rules: Rules = opts.rules()?;
    let budget = match (opts.get("--nodes"), opts.get("--ms")) {
        (Some(_), Some(_)) => {
            return Err(CliError::usage(
                "review-fit: give --nodes or --ms, not both",
            ));
        }
        (_, Some(_)) => Budget::Ms(opts.num_in("--ms", 200, 1..=MAX_MS)?),
        _ => Budget::Nodes(opts.num_in("--nodes", 400_000, 1_000..=1_000_000_000)?),
    };
    say!(
        "review-fit: {games} games, seed {seed}, {}, budget {} per position, {threads} \
         thread(s)",
        rules.label(),
        match budget {
            Budget::Nodes(n) => format!("{n} nodes"),
            Budget::Ms(ms) => format!("{ms} ms"),
        }
    );
    // Openings and game seeds drawn up front, so the data do not depend on the threads.
    let mut rng = SplitMix(seed);
    let starts: Vec<(Position, u64)> = (0..games)
        .map(|_| (super::ai::opening(rules, &mut rng), rng.next_u64()))
        .collect();
    let t0 = Instant::now();
    let mut results: Vec<Option<FitGame>> = vec![None; games];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let starts = &starts;
                scope.spawn(move || {
                    (t..starts.len())
                        .step_by(threads)
                        .map(|i| {
                            let r = fit_game(starts[i].0, budget, starts[i].1);
                            // Progress on stderr: the run takes a while.
                            eprintln!("game {}: {} positions", i + 1, r.0.len());
                            (i, r)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for w in workers {
            for (i, r) in w.join().expect("a self-play thread does not panic") {
                results[i] = Some(r);
            }
        }
    });
    let mut data: Vec<(i32, f64)> = Vec::new();
    let (mut unfinished, mut nodes, mut plies) = (0, 0u64, 0usize);
    for (positions, winner, n) in results.into_iter().flatten() {
        nodes += n;
        plies += positions.len();
        let Some(w) = winner else {
            unfinished += 1;
            continue;
        };
        data.extend(
            positions
                .iter()
                .map(|&(s, mover)| (s, if mover == w { 1.0 } else { 0.0 })),
        );
    }
    let secs = t0.elapsed().as_secs_f64();
    let curve = review::fit_curve(&data);
    let forced = data.iter().filter(|(s, _)| s.abs() > WIN_BOUND).count();
    // The time on stderr: with a node budget stdout is the same on every run.
    eprintln!("{secs:.0} s");
    say!(
        "positions {} ({} with a forced result, {} fitted), games left out as unfinished {}, \
         {:.0} nodes a position",
        data.len(),
        forced,
        data.len() - forced,
        unfinished,
        nodes as f64 / plies.max(1) as f64,
    );
    say!("| score (seeds) | positions | observed | fitted |");
    say!("|---|---:|---:|---:|");
    for b in review::bins(&curve, &data, ai::SEED) {
        let label = if b.from == b.to {
            (if b.from > 0 {
                "forced win"
            } else {
                "forced loss"
            })
            .to_string()
        } else {
            format!("{}..{}", b.from / ai::SEED, b.to / ai::SEED)
        };
        say!(
            "| {label} | {} | {:.3} | {:.3} |",
            b.count,
            b.observed,
            b.fitted
        );
    }
    let Curve { intercept, slope } = curve;
    say!("curve: expected = 1 / (1 + exp(-({intercept:.4} + {slope:.4} * seeds)))");
    say!(
        "log-likelihood per position: fitted {:.4}, in use (intercept {:.4}, slope {:.4}) {:.4}",
        log_likelihood(&curve, &data),
        CURVE.intercept,
        CURVE.slope,
        log_likelihood(&CURVE, &data)
    );
    Ok(())
}

/// Mean log-likelihood of the results under a curve (positions with a forced result left
/// out), to compare the fitted curve with the one in use.
fn log_likelihood(curve: &Curve, data: &[(i32, f64)]) -> f64 {
    let pts: Vec<_> = data.iter().filter(|(s, _)| s.abs() <= WIN_BOUND).collect();
    let sum: f64 = pts
        .iter()
        .map(|&&(s, y)| {
            let p = curve.expected(s).clamp(1e-9, 1.0 - 1e-9);
            y * p.ln() + (1.0 - y) * (1.0 - p).ln()
        })
        .sum();
    sum / pts.len().max(1) as f64
}
