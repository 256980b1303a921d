//! The coach: every root move scored at one depth, moves judged by the expected
//! result they give away, blunders into forced losses named (with a move that does not lose),
//! the engine's own stronger move never called worse than an inaccuracy, and reviews kept in
//! saved games. Rule ids: W1 (Bao hamna) and W2 (only singletons) end the games whose forced
//! results the tests check against an exhaustive search.

mod common;

use bao::ai::{self, Limits, WIN, WIN_BOUND};
use bao::cli::{SplitMix, random_game};
use bao::game::play::replay::replay_record;
use bao::game::records::record::{Saved, SavedGame};
use bao::game::teach::coach::review::{
    self, BLUNDER, CURVE, Curve, GameReview, INACCURACY, Judgement, MISTAKE, judge, move_accuracy,
    review_game, review_move,
};
use bao::rules::{Position, Rules, Successor, parse_move, play, successors};
use common::forced_win;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The master games, beside the repository (as `tests/games.rs` finds them).
const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/games");

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

/// Every position of a master game with the move played there.
fn master_game(name: &str) -> Vec<(Position, Successor)> {
    let text = std::fs::read_to_string(format!("{GAMES}/{name}")).expect("the game file");
    let mut out = Vec::new();
    replay_record(&text, |_, p, s, _| out.push((*p, *s))).expect("the record replays");
    out
}

/// Positions from seeded random games (every third one).
fn random_positions(rules: Rules, games: usize, seed: u64) -> Vec<Position> {
    let mut rng = SplitMix(seed);
    let mut buf = Vec::new();
    let mut out = Vec::new();
    for _ in 0..games {
        let (moves, _) = random_game(rules, &mut rng, &mut buf);
        out.extend(moves.iter().step_by(3).map(|(p, _)| *p));
    }
    out
}

#[test]
fn score_moves_scores_every_legal_move_at_one_depth() {
    let mut positions: Vec<Position> = master_game("voogt-3.bao")
        .iter()
        .step_by(4)
        .map(|(p, _)| *p)
        .collect();
    positions.extend(random_positions(Rules::KETE, 3, 5).into_iter().step_by(5));
    for pos in positions {
        let r = ai::score_moves(&pos, &Limits::depth(4), &no_cancel());
        let legal: BTreeSet<String> = successors(&pos)
            .iter()
            .map(|s| format!("{:?}", s.mv))
            .collect();
        let scored: BTreeSet<String> = r.moves.iter().map(|m| format!("{:?}", m.mv)).collect();
        assert_eq!(scored, legal, "every legal move is scored once");
        assert_eq!(r.moves.len(), legal.len());
        assert!((1..=4).contains(&r.depth), "depth {}", r.depth);
        assert!(r.moves.windows(2).all(|w| w[0].score >= w[1].score));
        for m in &r.moves {
            assert_eq!(m.pv.first(), Some(&m.mv), "each line starts with its move");
        }
    }
}

/// Every move's score, not only the best one's, is exact: a move scored as a forced loss
/// within four plies is one by exhaustive search, and the other way round.
#[test]
fn score_moves_finds_every_move_that_loses_by_force() {
    let mut checked = 0;
    let mut losing = 0;
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        for pos in random_positions(rules, 12, 11) {
            let me = pos.to_move();
            let r = ai::score_moves(&pos, &Limits::depth(4), &no_cancel());
            for s in successors(&pos) {
                let score = r.score_of(&s.mv).expect("scored").score;
                let loses = match s.outcome() {
                    Some(o) => o.winner != me,
                    None => forced_win(&s.position, 3),
                };
                let scored_loss = score < -WIN_BOUND && WIN - score.abs() <= 4;
                assert_eq!(
                    scored_loss,
                    loses,
                    "{} move {:?} scored {score}",
                    pos.diagram(),
                    s.mv
                );
                checked += 1;
                losing += usize::from(loses);
            }
        }
    }
    assert!(
        losing >= 5,
        "the sample has losing moves ({losing} of {checked})"
    );
}

#[test]
fn a_cancelled_scoring_returns_at_once_with_every_move() {
    let (pos, _) = master_game("voogt-4.bao")[20];
    let cancel = AtomicBool::new(true);
    let t = Instant::now();
    let r = ai::score_moves(&pos, &Limits::time(Duration::from_secs(30)), &cancel);
    assert!(t.elapsed() < Duration::from_secs(1));
    assert_eq!(r.depth, 0);
    assert_eq!(r.moves.len(), successors(&pos).len());
    assert!(review_move(&pos, &successors(&pos)[0], 30_000, &cancel).is_none());
    let g = review_game(&master_game("voogt-4.bao"), 30_000, &cancel, |_, _| {
        panic!("nothing is reviewed once cancelled")
    });
    assert!(g.moves.is_empty());
}

#[test]
fn expected_results_and_judgements_follow_the_curve() {
    assert!(
        (CURVE.expected(0) - 0.5).abs() < 0.05,
        "an even game is about even"
    );
    assert_eq!(CURVE.expected(WIN - 3), 1.0);
    assert_eq!(CURVE.expected(-(WIN - 3)), 0.0);
    let mut last = 0.0;
    for s in (-3000..=3000).step_by(100) {
        let e = CURVE.expected(s);
        assert!(e > last && e < 1.0, "rising in the score");
        last = e;
    }
    // A score giving away `lost` of the expected result from an even position.
    let worse_by = |lost: f64| {
        (0..5000)
            .find(|&d| CURVE.expected(0) - CURVE.expected(-d) >= lost)
            .unwrap()
    };
    assert_eq!(judge(&CURVE, 0, 0, true), Judgement::Best);
    assert_eq!(judge(&CURVE, 0, -1, false), Judgement::Good);
    assert_eq!(
        judge(&CURVE, 0, -worse_by(INACCURACY), false),
        Judgement::Inaccuracy
    );
    assert_eq!(
        judge(&CURVE, 0, -worse_by(MISTAKE), false),
        Judgement::Mistake
    );
    assert_eq!(
        judge(&CURVE, 0, -worse_by(BLUNDER), false),
        Judgement::Blunder
    );
    // Into a forced loss from a bad but not lost position (5 seeds behind): a blunder,
    // though less than a blunder's worth of expected result is left to lose.
    assert!(CURVE.expected(-500) < BLUNDER);
    assert_eq!(judge(&CURVE, -500, -(WIN - 6), false), Judgement::Blunder);
    // From a position already lost (20 seeds behind, below review::LOST) it is not
    // ("blunder" said in positions that were already lost).
    assert!(CURVE.expected(-2000) < review::LOST);
    assert_eq!(judge(&CURVE, -2000, -(WIN - 6), false), Judgement::Good);
    // When every move loses by force, the longest resistance is no blunder.
    assert_eq!(
        judge(&CURVE, -(WIN - 9), -(WIN - 5), false),
        Judgement::Good
    );
}

#[test]
fn accuracy_is_lichess_formula_per_move_and_the_mean_per_player() {
    assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
    assert!((move_accuracy(0.10) - 63.59).abs() < 0.05);
    assert_eq!(move_accuracy(1.0), 0.0);
    let m = |before: u16, after: u16, choices: u32| review::MoveReview {
        judgement: if before - after >= 300 {
            Judgement::Blunder
        } else {
            Judgement::Good
        },
        played: "A6L*".into(),
        best: "A6L*".into(),
        played_score: 0,
        best_score: 0,
        before,
        after,
        depth: 1,
        choices,
        best_line: vec![],
        played_line: vec![],
        scores: vec![],
    };
    let g = GameReview {
        ms: 1,
        // South: no loss, 10% lost, and a forced move (not counted); North: 20% lost.
        moves: vec![
            m(500, 500, 3),
            m(500, 300, 2),
            m(600, 500, 4),
            m(1, 1, 2),
            m(1, 0, 1),
        ],
    };
    let south = (move_accuracy(0.0) + move_accuracy(0.1)) / 2.0;
    assert!((g.accuracy(true).unwrap() - south).abs() < 1e-9);
    let north = (move_accuracy(0.2) + move_accuracy(0.0)) / 2.0;
    assert!((g.accuracy(false).unwrap() - north).abs() < 1e-9);
    // A blunder into a forced loss from a lost position (0.02 -> 0) counts as 0.30 lost.
    let mut lost = g.clone();
    lost.moves.push(m(1, 1, 2));
    lost.moves.push(m(20, 0, 3));
    lost.moves[6].judgement = Judgement::Blunder;
    let south = (move_accuracy(0.0) + move_accuracy(0.1) + move_accuracy(0.3)) / 3.0;
    assert!((lost.accuracy(true).unwrap() - south).abs() < 1e-9);
    assert_eq!(lost.tally(true), [0, 3, 0, 0, 1]);
}

/// The fit recovers the curve that made the data.
#[test]
fn the_fit_recovers_a_known_curve() {
    let truth = Curve {
        intercept: 0.2,
        slope: 0.15,
    };
    let mut rng = SplitMix(3);
    let data: Vec<(i32, f64)> = (0..20_000)
        .map(|_| {
            let s = rng.below(4001) as i32 - 2000;
            let u = rng.next_u64() as f64 / u64::MAX as f64;
            (s, if u < truth.expected(s) { 1.0 } else { 0.0 })
        })
        .chain([(WIN - 2, 0.0), (-(WIN - 2), 1.0)]) // forced results are not fitted
        .collect();
    let fit = review::fit_curve(&data);
    assert!((fit.intercept - 0.2).abs() < 0.05, "{fit:?}");
    assert!((fit.slope - 0.15).abs() < 0.01, "{fit:?}");
    let bins = review::bins(&fit, &data, 100);
    assert_eq!(bins.iter().map(|b| b.count).sum::<usize>(), data.len());
    for b in bins.iter().filter(|b| b.count > 300) {
        assert!((b.observed - b.fitted).abs() < 0.1, "{b:?}");
    }
}

/// A reviewed game written and read back keeps its review; an unreviewed one is written as
/// before the review existed (no `review` field), and a review of other moves is refused.
#[test]
fn a_reviewed_game_round_trips_through_its_saved_file() {
    let text = std::fs::read_to_string(format!("{GAMES}/short2.bao")).unwrap();
    let mut game = SavedGame::from_bao(&text).unwrap();
    assert!(!game.to_ron().contains("review"), "no review, no field");
    let before = game.to_ron();
    assert_eq!(SavedGame::from_ron(&before).unwrap().review, None);

    let replay = game.replay().unwrap();
    let mut seen = Vec::new();
    let review = review_game(&replay, 20, &no_cancel(), |ply, m| {
        seen.push((ply, m.played.clone()))
    });
    assert_eq!(review.moves.len(), game.moves.len());
    assert_eq!(
        seen,
        game.moves.iter().cloned().enumerate().collect::<Vec<_>>(),
        "progress reports every position in order"
    );
    game.review = Some(review);
    let ron = game.to_ron();
    let back = SavedGame::from_ron(&ron).unwrap();
    assert_eq!(back, game);
    let Saved::Game(again) = Saved::from_ron(&ron).unwrap() else {
        panic!("a game")
    };
    assert_eq!(again.review, game.review);

    let mut wrong = game.clone();
    wrong.review.as_mut().unwrap().moves[1].played = "a1R".into();
    let e = SavedGame::from_ron(&wrong.to_ron())
        .unwrap_err()
        .to_string();
    assert!(e.contains("review"), "{e}");
    let mut long = game.clone();
    long.moves.pop();
    long.result = None;
    let e = SavedGame::from_ron(&long.to_ron()).unwrap_err().to_string();
    assert!(e.contains("review"), "{e}");
}

fn bao(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .output()
        .expect("the bao binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn review_command_reads_records_and_saved_games_and_writes_json() {
    let dir = std::env::temp_dir().join(format!("bao-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("short1.ron");
    let file = format!("{GAMES}/short1.bao");
    let (code, out, err) = bao(&[
        "review",
        &file,
        "--ms",
        "30",
        "--json",
        "--save",
        saved.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 6);
    assert_eq!(v["complete"], true);
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(m["ply"], i + 1);
        assert_eq!(m["side"], if i % 2 == 0 { "South" } else { "North" });
        // The history row: South's move and North's reply share one.
        assert_eq!(m["number"], i / 2 + 1);
        let before = m["expected_before"].as_f64().unwrap();
        let after = m["expected_after"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&before) && after <= before + 1e-9);
        assert!(!m["best_line"].as_array().unwrap().is_empty());
    }
    // The last move wins at once (W1): it is the best, and certain.
    assert_eq!(moves[5]["judgement"], "best");
    assert_eq!(moves[5]["expected_after"], 1.0);
    assert!(v["accuracy"]["South"].as_f64().is_some());
    assert!(v["curve"]["slope"].as_f64().unwrap() > 0.0);

    // The saved game opens reviewed, and reviewing it again reads the .ron file.
    let game = bao::game::records::files::load_game(&saved).unwrap();
    assert_eq!(game.review.as_ref().unwrap().moves.len(), 6);
    let (code, out, err) = bao(&["review", saved.to_str().unwrap(), "--ms", "20"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("accuracy"), "{out}");
    // One line per move, starting with its number.
    let judged = |l: &&str| {
        l.trim_start()
            .split('.')
            .next()
            .is_some_and(|n| n.parse::<u32>().is_ok())
    };
    assert_eq!(out.lines().filter(judged).count(), 6, "{out}");
    // Numbered as the history numbers them, the row with its side: "1. A6R*",
    // "1... a6R*", not the ply.
    let numbers: Vec<&str> = out
        .lines()
        .filter(judged)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(numbers, ["1.", "1...", "2.", "2...", "3.", "3..."], "{out}");

    let (code, _, err) = bao(&["review", "/nonexistent.bao"]);
    assert_eq!(code, 2);
    assert!(err.contains("nonexistent"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// How much slower than the build the review's budget was set for (about 3 million nodes a
/// second: the ci and release profiles on these machines) this build searches now, measured
/// once: the strength tests give their searches that much more time, so a loaded machine
/// judges as an idle one. `None` for an unoptimized build (more than 4 times slower), where
/// a time budget says nothing of the review's strength.
fn slowness() -> Option<f64> {
    static SLOWNESS: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    let s = *SLOWNESS.get_or_init(|| {
        let pos = master_game("voogt-1.bao")[10].0;
        let r = ai::search(
            &pos,
            &Limits::time(Duration::from_millis(300)),
            &no_cancel(),
        );
        let nps = r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-3);
        (2.5e6 / nps).max(1.0)
    });
    if s > 4.0 {
        eprintln!(
            "skipped: this build searches {:.1} times slower than an optimized one; the \
             review's strength is tested with `cargo test --profile ci`",
            s
        );
        return None;
    }
    Some(s)
}

/// `ms` scaled by [`slowness`].
fn scaled(ms: u64, slowness: f64) -> u64 {
    (ms as f64 * slowness).round() as u64
}

/// The review's judgement of the move the engine itself plays with four times the review's
/// thinking time, on positions of the master games: never worse than an inaccuracy.
#[test]
fn the_engines_move_at_four_times_the_budget_is_never_worse_than_an_inaccuracy() {
    let Some(slow) = slowness() else { return };
    let ms = scaled(review::DEFAULT_MS, slow);
    let mut positions = Vec::new();
    for name in ["voogt-1.bao", "voogt-5.bao", "voogt-69.bao"] {
        positions.extend(master_game(name).into_iter().step_by(3).map(|(p, _)| p));
    }
    let mut worst = (0.0, String::new());
    for pos in &positions {
        if successors(pos).len() < 2 {
            continue;
        }
        let engine = ai::hint(pos, Duration::from_millis(4 * ms), &no_cancel());
        let succ = play(pos, &engine.best.unwrap()).unwrap();
        let r = review_move(pos, &succ, ms, &no_cancel()).unwrap();
        assert!(
            r.judgement <= Judgement::Inaccuracy,
            "{}: the engine's {} judged {:?} ({:?})",
            pos.diagram(),
            r.played,
            r.judgement,
            r
        );
        if r.lost() > worst.0 {
            worst = (r.lost(), r.played.clone());
        }
    }
    eprintln!("{} positions, largest loss {worst:?}", positions.len());
}

/// Cancelling from another thread stops a review within one search's time.
#[test]
fn a_review_can_be_cancelled_from_another_thread() {
    let game = master_game("voogt-69.bao");
    let cancel = AtomicBool::new(false);
    let t = Instant::now();
    let done = std::thread::scope(|s| {
        let h = s.spawn(|| review_game(&game, 2_000, &cancel, |_, _| {}));
        std::thread::sleep(Duration::from_millis(300));
        cancel.store(true, Ordering::Relaxed);
        h.join().unwrap()
    });
    assert!(t.elapsed() < Duration::from_secs(3));
    assert!(done.moves.len() < game.len());
    for (m, (p, s)) in done.moves.iter().zip(&game) {
        assert_eq!(parse_move(p, &m.played).unwrap().0.mv, s.mv);
    }
}

/// Positions of the master games (game, ply of the position: the move about to be played is
/// move `ply`) with a move that hands the opponent a forced win while another move does not:
/// found by scoring every move for 1.5 s (`ai::score_moves`), each claim checked again here.
/// The move listed is the losing one, the plies its forced loss takes.
const BLUNDERS: &[(&str, usize, &str, i32)] = &[
    // Played in the games: the masters' own losing moves.
    ("voogt-1.bao", 34, "a6R", 2),
    ("voogt-4.bao", 42, "a1", 2),
    ("short1.bao", 5, "A5R>", 2),
    ("short2.bao", 9, "A3L*", 6),
    ("voogt-5.bao", 51, "A1R*", 8),
    ("voogt-69.bao", 40, "a4L", 18),
    // (Not voogt-5 move 18, A8, lost in 20 plies: a search to depth 28 finds that the best
    // move, A5R, loses too, in 29.)
    // Not played: a move the position offered.
    ("voogt-5.bao", 16, "a2R*", 4),
    ("voogt-6.bao", 27, "A3L*", 4),
    ("voogt-69.bao", 21, "A5L", 4),
    ("voogt-3.bao", 36, "a3L", 6),
    ("voogt-69.bao", 18, "a3L", 8),
    ("voogt-7.bao", 47, "B6R", 8),
];

/// A move that loses by force, from a position where another move does not, is called a
/// blunder, and the best move the review names does not lose (W1, W2 end the lines).
#[test]
fn a_move_into_a_forced_loss_is_a_blunder_and_a_saving_move_is_named() {
    assert!(BLUNDERS.len() >= 4);
    let Some(slow) = slowness() else { return };
    let mut lost_already = 0;
    for &(game, ply, losing, plies) in BLUNDERS {
        let (pos, _) = master_game(game)[ply - 1];
        let (succ, _) = parse_move(&pos, losing).unwrap();
        // The claim: after the move the opponent wins by force within `plies - 1` plies.
        // (Every reply scored: a plain search does not search a position with one move.)
        let deep = ai::score_moves(
            &succ.position,
            &Limits::time(Duration::from_millis(scaled(3000, slow))),
            &no_cancel(),
        )
        .moves[0]
            .score;
        assert!(
            deep > WIN_BOUND && WIN - deep < plies,
            "{game} ply {ply}: {losing} loses by force ({deep})"
        );
        if plies <= 4 {
            assert!(forced_win(&succ.position, (plies - 1) as u32 | 1));
        }
        let r = review_move(&pos, &succ, scaled(review::DEFAULT_MS, slow), &no_cancel()).unwrap();
        // From a position lost already (the best move keeps under review::LOST) walking into
        // the forced loss is no blunder ("blunder" is not said of a lost game).
        if (r.before as f64) < review::LOST * 1000.0 {
            assert_ne!(r.judgement, Judgement::Blunder, "{game} ply {ply}: {r:?}");
            lost_already += 1;
        } else {
            assert_eq!(r.judgement, Judgement::Blunder, "{game} ply {ply}: {r:?}");
        }
        assert_ne!(r.best, r.played);
        let (best, _) = parse_move(&pos, &r.best).unwrap();
        // The move named does not lose: a deeper search (to depth plies + 8, at most 3 s, at
        // least as deep as the loss or 16) finds no forced win for the opponent after it.
        let check = ai::score_moves(
            &best.position,
            &Limits {
                depth: plies as u32 + 8,
                ..Limits::time(Duration::from_millis(scaled(3000, slow)))
            },
            &no_cancel(),
        );
        assert!(
            check.depth >= (plies as u32).min(16) && check.moves[0].score < WIN_BOUND,
            "{game} ply {ply}: the named {} loses too ({:?}, depth {})",
            r.best,
            check.moves[0],
            check.depth
        );
    }
    // Most of them are blunders: the rule for a lost game is the exception.
    assert!(
        lost_already * 3 <= BLUNDERS.len(),
        "{lost_already} lost already"
    );
}

/// `bao review-fit` prints its binned data, the curve and its parameters; with a node budget
/// the same seed gives the same output, on one thread or two.
#[test]
fn review_fit_prints_its_data_and_curve_and_repeats_itself() {
    let args = |threads: &'static str| {
        [
            "review-fit",
            "--games",
            "4",
            "--seed",
            "9",
            "--nodes",
            "3000",
            "--threads",
            threads,
        ]
    };
    let (code, out, err) = bao(&args("2"));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("| score (seeds) | positions | observed | fitted |"),
        "{out}"
    );
    let curve = out.lines().find(|l| l.starts_with("curve: ")).unwrap();
    assert!(curve.contains("seeds)))"), "{curve}");
    // The slope, positive and of the order of the one in use.
    let slope: f64 = curve
        .split(" + ")
        .last()
        .and_then(|t| t.split(' ').next())
        .unwrap()
        .parse()
        .unwrap();
    assert!(slope > 0.0 && slope < 5.0 * CURVE.slope, "{curve}");
    // Every bin row: a count and two values in 0..=1; the counts add up to the positions.
    let rows: Vec<Vec<&str>> = out
        .lines()
        .filter(|l| l.starts_with("| ") && !l.contains("score"))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let total: usize = rows.iter().map(|r| r[1].parse::<usize>().unwrap()).sum();
    let positions: usize = out
        .lines()
        .find_map(|l| l.strip_prefix("positions "))
        .and_then(|l| l.split(' ').next())
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(total, positions);
    assert!(positions > 40);
    for r in &rows {
        for v in &r[2..4] {
            assert!((0.0..=1.0).contains(&v.parse::<f64>().unwrap()), "{r:?}");
        }
    }
    let (code, again, _) = bao(&args("1"));
    assert_eq!(code, 0);
    // All but the first line (which names the threads).
    let body = |t: &str| t.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&again), body(&out), "the same data and fit again");
    assert!(again.lines().count() > 10);
}

/// `score_among` scores only the moves named, at one depth; with the same budget it goes at
/// least as deep as scoring them all.
#[test]
fn score_among_scores_the_moves_named_at_one_depth() {
    let game = master_game("voogt-3.bao");
    // The first position from move 10 with four moves or more.
    let (pos, played) = *game[20..]
        .iter()
        .find(|(p, _)| successors(p).len() >= 4)
        .unwrap();
    let other = successors(&pos)
        .into_iter()
        .find(|s| s.mv != played.mv)
        .unwrap();
    let pair = [other.mv, played.mv];
    let r = ai::score_among(&pos, &pair, &Limits::depth(6), &no_cancel());
    let names: BTreeSet<String> = r.moves.iter().map(|m| format!("{:?}", m.mv)).collect();
    let wanted: BTreeSet<String> = pair.iter().map(|m| format!("{m:?}")).collect();
    assert_eq!(names, wanted);
    assert!((1..=6).contains(&r.depth));
    // A node budget: the same work for both whatever the machine's load.
    let budget = || Limits {
        nodes: Some(300_000),
        ..Limits::depth(64)
    };
    let some = ai::score_among(&pos, &pair, &budget(), &no_cancel());
    let every = ai::score_moves(&pos, &budget(), &no_cancel());
    assert!(
        some.depth >= every.depth,
        "{} < {}",
        some.depth,
        every.depth
    );
}

/// A game not finished is reviewed up to its last move.
#[test]
fn an_unfinished_game_is_reviewed_to_its_last_move() {
    let game = master_game("voogt-1.bao");
    let review = review_game(&game[..9], 30, &no_cancel(), |_, _| {});
    assert_eq!(review.moves.len(), 9);
    assert!(review.accuracy(true).is_some() && review.accuracy(false).is_some());
}
