//! The analysis board's live lines: reports growing one depth at a time, the first at once,
//! each a set of distinct moves best first with their lines legal from the position, a forced
//! result's line played to the won position, and the search ending when cancelled or
//! complete; the window's [`LiveLines`] keeps only what belongs to its position.

mod common;

use bao::game::teach::analysis::lines::{Forced, Lines};
use bao::game::teach::analysis::live::{LiveLines, mend_forced, run_live, run_live_to};
use bao::rules::{Position, Rules, Side, play, write_move};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A win in two moves (South, any reply, South), Bao la Kiswahili in mtaji (as
/// tests/analysis.rs; the exhaustive check of tests/common agrees below).
fn win_in_two() -> Position {
    Position::from_diagram(
        Rules::KISWAHILI,
        Side::South,
        "2 0 1 0 2 0 0 0  0 0 0 0 2 1 0 0  0 8 0 10 7 0 13 1  0 4 0 2 0 1 10 0 / 0 0",
    )
    .unwrap()
}

/// A midgame position of a seeded random game (no forced result near).
fn midgame(rules: Rules, plies: usize) -> Position {
    let mut rng = bao::ai::SplitMix(5);
    let (game, _) = bao::cli::random_game(rules, &mut rng, &mut Vec::new());
    game[plies.min(game.len() - 1)].0
}

fn collect(pos: &Position, n: usize, depth: u32) -> Vec<Lines> {
    let mut out = Vec::new();
    run_live_to(pos, n, depth, &AtomicBool::new(false), &mut |l| out.push(l));
    out
}

/// Every line of a report: its moves legal one after the other from `pos`, its notation
/// that of the moves, its first move its own.
#[track_caller]
fn assert_lines_legal(pos: &Position, lines: &Lines) {
    for l in &lines.lines {
        assert_eq!(l.moves.first(), Some(&l.mv));
        assert_eq!(l.moves.len(), l.line.len());
        let mut p = *pos;
        for (mv, text) in l.moves.iter().zip(&l.line) {
            assert!(p.outcome().is_none(), "a move after the end: {:?}", l.line);
            let s = play(&p, mv).unwrap_or_else(|e| panic!("{e} in {:?}", l.line));
            assert_eq!(&write_move(&p, &s), text);
            p = s.position;
        }
    }
}

#[test]
fn the_first_report_is_depth_one_and_quick_then_one_deeper_each_time() {
    let pos = Position::start(Rules::KISWAHILI);
    let start = Instant::now();
    let mut first = None;
    let mut depths = Vec::new();
    run_live_to(&pos, 3, 6, &AtomicBool::new(false), &mut |l| {
        first.get_or_insert(start.elapsed());
        depths.push(l.depth);
    });
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    // A few ms in a release build; generous here (a debug build, tests in parallel).
    assert!(first.unwrap() < Duration::from_millis(500), "{first:?}");
}

/// Section 13's four first moves (A6L*, A6R*, A7L*, A7R*): three lines are three of them,
/// distinct, best first; on midgame positions of all three games too.
#[test]
fn lines_are_distinct_moves_ordered_by_score() {
    let mut checked = 0;
    for pos in [
        Position::start(Rules::KISWAHILI),
        midgame(Rules::KISWAHILI, 30),
        midgame(Rules::KETE, 30),
        midgame(Rules::KUJIFUNZA, 10),
    ] {
        for lines in collect(&pos, 3, 5) {
            let moves: Vec<_> = lines.lines.iter().map(|l| l.mv).collect();
            let legal = bao::rules::legal_moves(&pos).len();
            assert_eq!(moves.len(), legal.min(3), "{}", pos.diagram());
            for (i, m) in moves.iter().enumerate() {
                assert!(!moves[..i].contains(m), "a move twice: {moves:?}");
            }
            let scores: Vec<i32> = lines.lines.iter().map(|l| l.score).collect();
            assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
            let exp: Vec<f64> = lines.lines.iter().map(|l| l.expected).collect();
            assert!(exp.windows(2).all(|w| w[0] >= w[1]), "{exp:?}");
            assert!(exp.iter().all(|e| (0.0..=1.0).contains(e)));
            assert_lines_legal(&pos, &lines);
            checked += 1;
        }
    }
    assert!(checked >= 16, "{checked}");
    let first: Vec<String> = collect(&Position::start(Rules::KISWAHILI), 3, 2)[1]
        .lines
        .iter()
        .map(|l| l.line[0].clone())
        .collect();
    for m in &first {
        assert!(
            ["A6L*", "A6R*", "A7L*", "A7R*"].contains(&m.as_str()),
            "{m}"
        );
    }
}

/// The forced win is told ("South wins in 3 moves"), its line is legal move after move and
/// ends in South's win, and the search ends by itself once it is proven (no cancel).
#[test]
fn a_forced_win_is_complete_and_playable_to_the_end() {
    let pos = win_in_two();
    assert!(common::forced_win(&pos, 3), "the exhaustive check agrees");
    let (tx, rx) = std::sync::mpsc::channel();
    let cancel = std::sync::Arc::new(AtomicBool::new(false));
    let c = cancel.clone();
    std::thread::spawn(move || {
        let mut all = Vec::new();
        run_live(&pos, 3, &c, &mut |l| all.push(l));
        let _ = tx.send(all);
    });
    let Ok(all) = rx.recv_timeout(Duration::from_secs(120)) else {
        cancel.store(true, Ordering::Relaxed);
        panic!("the live search did not end on a proven win");
    };
    let last = all.last().expect("at least one report");
    let best = &last.lines[0];
    assert_eq!(
        best.forced,
        Some(Forced {
            winner: Side::South,
            moves: 3
        })
    );
    assert_lines_legal(&pos, last);
    let mut p = pos;
    let mut end = None;
    for mv in &best.moves {
        let s = play(&p, mv).unwrap();
        end = s.outcome();
        p = s.position;
    }
    assert_eq!(best.moves.len(), 3, "{:?}", best.line);
    assert_eq!(end.map(|o| o.winner), Some(Side::South));
}

/// A forced line cut short (a search's table may lose its end) is carried on to the won
/// position by mend_forced, move by move legal.
#[test]
fn a_forced_line_cut_short_is_carried_to_the_win() {
    let pos = win_in_two();
    let all = collect(&pos, 1, 4);
    let mut line = all.last().unwrap().lines[0].clone();
    assert!(line.forced.is_some());
    let whole = line.clone();
    line.moves.truncate(1);
    line.line.truncate(1);
    mend_forced(&pos, &mut line, &AtomicBool::new(false));
    assert_eq!(line.moves.len(), 3, "{:?}", line.line);
    assert_eq!(line.moves[0], whole.moves[0]);
    let mut p = pos;
    let mut end = None;
    for (mv, text) in line.moves.iter().zip(&line.line) {
        let s = play(&p, mv).unwrap();
        assert_eq!(&write_move(&p, &s), text);
        end = s.outcome();
        p = s.position;
    }
    assert_eq!(end.map(|o| o.winner), Some(Side::South));
    // A line that is not forced is left alone.
    let mut open = collect(&Position::start(Rules::KISWAHILI), 1, 2)[1].lines[0].clone();
    let before = open.clone();
    mend_forced(&pos, &mut open, &AtomicBool::new(false));
    assert_eq!(open, before);
}

/// The position changed: the flag set after the first report ends the search at once, with
/// nothing more reported.
#[test]
fn a_cancel_ends_the_search_with_nothing_more_told() {
    let pos = midgame(Rules::KISWAHILI, 20);
    let cancel = AtomicBool::new(false);
    let mut told = Vec::new();
    run_live(&pos, 3, &cancel, &mut |l| {
        told.push(l.depth);
        cancel.store(true, Ordering::Relaxed);
    });
    assert_eq!(told, [1]);
}

/// W1: a player whose front row is empty has lost; there is nothing to analyse.
#[test]
fn w1_a_game_over_has_no_lines() {
    let pos = common::setup(
        Rules::KISWAHILI,
        Side::South,
        &[("B1", 32), ("a1", 32)],
        [0, 0],
        [false, false],
    );
    assert!(pos.outcome().is_some());
    assert!(collect(&pos, 3, 4).is_empty());
}

/// The window's keeper: a report for another position (the thread of a position left
/// behind) or not deeper than the one shown is dropped.
#[test]
fn live_lines_keep_only_their_position_s_deeper_reports() {
    let pos = Position::start(Rules::KISWAHILI);
    let other = midgame(Rules::KISWAHILI, 20);
    let reports = collect(&pos, 3, 3);
    let mut live = LiveLines::new(pos);
    assert_eq!((live.depth(), live.best()), (0, None));
    assert!(!live.offer(&other, collect(&other, 3, 1)[0].clone()));
    assert!(live.offer(&pos, reports[1].clone()));
    assert!(!live.offer(&pos, reports[0].clone()), "shallower");
    assert!(!live.offer(&pos, reports[1].clone()), "as deep");
    assert!(live.offer(&pos, reports[2].clone()));
    assert_eq!(live.depth(), 3);
    assert_eq!(live.best(), reports[2].lines.first());
    assert_eq!(live.line(2), reports[2].lines.get(2));
    assert_eq!(live.line(3), None);
    live.finish(&other);
    assert!(!live.complete);
    live.finish(&pos);
    assert!(live.complete);
}

/// `bao bench --only live`: the medians to the first report and to depths 4, 6 and 8 on the
/// shipped puzzles' positions; an unknown --only names live among the choices.
#[test]
fn bench_only_live_prints_the_first_report_and_depth_times() {
    let out = common::bao()
        .args(["bench", "--only", "live", "--runs", "1"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for row in ["first", "depth 4", "depth 6", "depth 8"] {
        let line = text
            .lines()
            .find(|l| l.starts_with(row))
            .unwrap_or_else(|| panic!("no {row} row: {text}"));
        let ms: f64 = line[row.len()..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(ms > 0.0 && ms < 60_000.0, "{line}");
    }
    let bad = common::bao()
        .args(["bench", "--only", "nothing"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("'live'"));
}
