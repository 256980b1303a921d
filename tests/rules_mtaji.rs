//! Mtaji (RULES.md section 5: M1, M2, M3). Expected results worked out by hand.
//! Back row: B8 follows A8 going cw, B1 follows A1 going ccw; on the back row `R` is ccw.

mod common;

use bao::rules::{Dir, Illegal, MoveKind, successors, why_illegal};
use common::*;

const DESTROYED: [bool; 2] = [false, false];

/// M1: singletons never move. South A2=1, A4=2, A6=1; no capture (A4's laps end on A6 and
/// A2, facing a3 and a7, both empty): only A4.
#[test]
fn m1_singletons_never_move() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 1), ("A4", 2), ("A6", 1), ("a1", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert_eq!(legal(&pos), names(&["A4L*", "A4R*"]));
    assert_eq!(
        why_illegal(&pos, pit("A2").ring, Some(Dir::Cw)),
        Some(Illegal::Singleton)
    );
    // A4R*: A5 1, A6 2 (relay) A7 1, A8 1 (ends).
    let s = mv(&pos, "A4R*");
    assert_board(
        &s.position,
        &[
            ("A2", 1),
            ("A5", 1),
            ("A7", 1),
            ("A8", 1),
            ("a1", 1),
            ("b1", 59),
        ],
    );
}

/// M2: a back pit can start a capture. South B1=2, A2=1, A8=1; North a7=2 (faces A2), a8=1.
/// B1 cw (written B1L: on the back row cw is the player's left): A1 1, A2 2: capture a7
/// (2) at pit 2: enter the left kichwa A1 cw: A1 2, A2 3; relay A2 (a7 now empty): A3 1,
/// A4 1, A5 1 (ends).
#[test]
fn m2_back_pit_captures() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("B1", 2), ("A2", 1), ("A8", 1), ("a7", 2), ("a8", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert_eq!(legal(&pos), names(&["B1L"]));
    let s = mv(&pos, "B1L");
    assert_eq!(s.mv.dir, Some(Dir::Cw));
    assert_eq!(s.captured, 2);
    assert_board(
        &s.position,
        &[
            ("A1", 2),
            ("A3", 1),
            ("A4", 1),
            ("A5", 1),
            ("A8", 1),
            ("a8", 1),
            ("b1", 57),
        ],
    );
}

/// M2: a pit with 16 or more seeds never starts a capture; starting from it is a takasa.
/// South A1=18, A3=1, A8=1; North a6=2 (faces A3). 18 seeds from A1 cw reach every pit once
/// (A1 gets its 16th) and A2, A3 once more, ending on A3 (3) facing a6: with 15 or fewer
/// seeds that would capture; here it is a takasa: relay A3 (3): A4 2, A5 2, A6 2; relay A6:
/// A7 2, A8 3; relay A8: B8 2, B7 2, B6 2; relay B6: B5 2, B4 2; relay B4: B3 2, B2 2;
/// relay B2: B1 2, A1 2; relay A1: A2 3, A3 1 (emptied before: ends).
#[test]
fn m2_sixteen_or_more_never_capture() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 18), ("A3", 1), ("A8", 1), ("a6", 2), ("a1", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let all = successors(&pos);
    assert!(all.iter().all(|s| s.kind == MoveKind::Takasa));
    let s = mv(&pos, "A1R*");
    assert_eq!(s.captured, 0);
    assert_board(
        &s.position,
        &[
            ("A2", 3),
            ("A3", 1),
            ("A4", 2),
            ("A5", 2),
            ("A7", 2),
            ("B8", 2),
            ("B7", 2),
            ("B5", 2),
            ("B3", 2),
            ("B1", 2),
            ("a6", 2),
            ("a1", 1),
            ("b1", 41),
        ],
    );
}

/// M2: 15 seeds is still a capture start. South A2=15, A1=1; North a8=1 (faces A1), a4=1.
/// A2 cw: 15 seeds, ring 1 + 15 = ring 0 = A1 (occupied), facing a8: a capture; ccw ends on
/// ring 2 = A3 (empty). So the only move is the capture A2 cw.
#[test]
fn m2_fifteen_seeds_can_capture() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 15), ("A1", 1), ("a8", 1), ("a4", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let all = successors(&pos);
    assert!(!all.is_empty());
    assert!(all.iter().all(|s| s.kind == MoveKind::Capture));
    assert!(
        all.iter()
            .all(|s| s.mv.pit == pit("A2").ring && s.mv.dir == Some(Dir::Cw))
    );
}

/// M3: back pits move only when every front pit holds <= 1.
#[test]
fn m3_back_row_only_when_front_has_no_pair() {
    // Front A2=1, A6=1: the back pits B3=2 and B6=3 move (no capture: B6 ccw ends on A8,
    // empty; the others end in the back row).
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 1), ("A6", 1), ("B3", 2), ("B6", 3), ("a1", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert_eq!(legal(&pos), names(&["B3L*", "B3R*", "B6L*", "B6R*"]));
    // B3R* (ccw on the back row: towards B4): B4 1, B5 1 (ends).
    let s = mv(&pos, "B3R*");
    assert_eq!(s.mv.dir, Some(Dir::Ccw));
    assert_board(
        &s.position,
        &[
            ("A2", 1),
            ("A6", 1),
            ("B4", 1),
            ("B5", 1),
            ("B6", 3),
            ("a1", 1),
            ("b1", 56),
        ],
    );
    // With A4=2 on the front, only A4 moves.
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 1), ("A4", 2), ("A6", 1), ("B3", 2), ("a1", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert_eq!(legal(&pos), names(&["A4L*", "A4R*"]));
    assert_eq!(
        why_illegal(&pos, pit("B3").ring, Some(Dir::Cw)),
        Some(Illegal::BackRowWhileFront)
    );
}

/// M3 lone kichwa: A8=3 the only occupied front pit sows towards the centre: A7, A6, A5.
#[test]
fn m3_lone_kichwa_sows_towards_the_centre() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A8", 3), ("B2", 2), ("a4", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert_eq!(legal(&pos), names(&["A8L*"]));
    let s = mv(&pos, "A8L*");
    assert_board(
        &s.position,
        &[
            ("A5", 1),
            ("A6", 1),
            ("A7", 1),
            ("B2", 2),
            ("a4", 1),
            ("b1", 58),
        ],
    );
}
