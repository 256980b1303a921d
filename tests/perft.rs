//! Perft: the number of complete-turn sequences of each length, from the start positions and
//! from fixture positions (tests/perft/*.perft). Any change to move generation shows here.
//!
//! File format: `#` comment lines, one position line (interchange JSON, or
//! `start kiswahili|tournament|kete|kujifunza`), then `depth count` lines. Counts were generated with
//! the engine once, after depths 1 and 2 from the start were checked by hand (see
//! `start_depth_1_and_2_by_hand`); the fixture positions come from the master games and from
//! random Kete games (the only ones with a hizi zetu claim).

mod common;

use bao::rules::{Position, Rules, position_from_json, successors, write_move};
use common::names;
use std::path::PathBuf;

/// Leaves of the move tree at `depth`; a decided game has no successors.
fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let list = successors(pos);
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .filter(|s| s.outcome().is_none())
        .map(|s| perft(&s.position, depth - 1))
        .sum()
}

fn read_fixture(path: &PathBuf) -> (Position, Vec<(u32, u64)>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let head = lines.next().expect("a position line");
    let pos = match head {
        "start kiswahili" => Position::start(Rules::KISWAHILI),
        "start tournament" => Position::start(Rules::TOURNAMENT),
        "start kete" => Position::start(Rules::KETE),
        "start kujifunza" => Position::start(Rules::KUJIFUNZA),
        json => {
            let v: serde_json::Value = serde_json::from_str(json).unwrap();
            position_from_json(&v).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        }
    };
    let counts = lines
        .map(|l| {
            let (d, n) = l.split_once(' ').expect("depth count");
            (d.parse().unwrap(), n.trim().parse().unwrap())
        })
        .collect();
    (pos, counts)
}

fn fixtures() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    v.sort();
    assert!(v.len() >= 8, "perft fixtures missing in {}", dir.display());
    v
}

/// Deep counts are for release builds; a debug build checks up to this many leaves.
fn affordable(count: u64) -> bool {
    cfg!(not(debug_assertions)) || count <= 150_000
}

#[test]
fn perft_fixtures() {
    for path in fixtures() {
        let (pos, counts) = read_fixture(&path);
        assert!(!counts.is_empty(), "{}: no counts", path.display());
        for (depth, want) in counts {
            if !affordable(want) {
                continue;
            }
            assert_eq!(perft(&pos, depth), want, "{} depth {depth}", path.display());
        }
    }
}

/// The command line's perft counts the same leaves.
#[test]
fn cli_perft_agrees() {
    for path in fixtures() {
        let (pos, counts) = read_fixture(&path);
        for (depth, want) in counts.into_iter().filter(|&(d, _)| d <= 5) {
            assert_eq!(bao::cli::perft(&pos, depth), want, "{}", path.display());
        }
    }
}

/// Depth 1 and 2 from the start, worked out by hand (RULES.md 1.1, N1, N2, G6):
/// * South: A5=6 (functional nyumba, not choosable while others are occupied), A6=2, A7=2;
///   nothing faces them (A5-a4, A6-a3, A7-a2 all empty), so no capture: 4 takasa moves.
/// * A6L*: A6 3 -> A5 7, A4 1, A3 1 (ends, A3 was empty). North's a5 faces A4 (1), a6 faces
///   A3 (1): two namua captures at pits 5 and 6, each with a kichwa choice; 1 seed enters
///   a1 or a8 (empty), the move ends: 4 moves.
/// * A6R*: A6 3 -> A7 3, A8 1, B8 1. Nothing faces a5/a6/a7 (A4, A3, A2 empty): North's
///   4 takasa moves (a6, a7 both ways).
/// * A7L*: A7 3 -> A6 3, A5 7, A4 1. Only a5 (facing A4) captures: 2 kichwa choices.
/// * A7R*: A7 3 -> A8 1, B8 1, B7 1. No capture: 4 takasa moves.
///
/// Total 4 + 4 + 2 + 4 = 14.
#[test]
fn start_depth_1_and_2_by_hand() {
    for rules in [Rules::KISWAHILI, Rules::TOURNAMENT, Rules::KETE] {
        let start = Position::start(rules);
        let first = successors(&start);
        let written: Vec<&str> = vec!["A6L*", "A6R*", "A7L*", "A7R*"];
        assert_eq!(
            common::legal(&start),
            names(&written),
            "{rules:?}: the only four first moves"
        );
        let per_move: Vec<(String, usize)> = first
            .iter()
            .map(|s| (write_move(&start, s), successors(&s.position).len()))
            .collect();
        for (w, n) in &per_move {
            let want = match w.as_str() {
                "A6L*" => 4,
                "A6R*" => 4,
                "A7L*" => 2,
                "A7R*" => 4,
                _ => unreachable!(),
            };
            assert_eq!(*n, want, "{rules:?}: replies to {w}");
        }
        assert_eq!(perft(&start, 2), 14);
    }
}
