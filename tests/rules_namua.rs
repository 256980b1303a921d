//! Namua (RULES.md section 4: N1, N2) and the house (section 8).
//!
//! Expected results are worked out by hand in the comments. South's front A1..A8 runs cw
//! (R) towards A8; A_i faces a_(9-i); A5 is the nyumba.

mod common;

use bao::rules::{Dir, Event, HouseLoss, Illegal, Kichwa, play_traced, successors, why_illegal};
use common::*;

const OWNED: [bool; 2] = [true, true];
const DESTROYED: [bool; 2] = [false, false];

// ---------------------------------------------------------------------------------------
// N1

/// N1: the nyumba may capture and keeps its status. South A5=6, A6=2, A7=2; North a4=2
/// (faces A5), a1=1. Only A5 captures (a3, a2 empty), at pit 5: kichwa choice.
/// A5L: A5 7, capture a4 (2), enter A1 cw: A1 1, A2 1 (ends).
/// A5R: enter A8 ccw: A8 1, A7 3 (a2 empty: relay ccw) A6 3, A5 8, A4 1 (ends).
#[test]
fn n1_nyumba_captures_and_keeps_its_status() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A5", 6), ("A6", 2), ("A7", 2), ("a4", 2), ("a1", 1)],
        "b1",
        [20, 20],
        OWNED,
    );
    assert_eq!(legal(&pos), names(&["A5L", "A5R"]));
    let l = play_ok(&pos, mk("A5", None, Some(Kichwa::Left), None));
    assert_board(
        &l.position,
        &[
            ("A1", 1),
            ("A2", 1),
            ("A5", 7),
            ("A6", 2),
            ("A7", 2),
            ("a1", 1),
            ("b1", 11),
        ],
    );
    let r = play_ok(&pos, mk("A5", None, Some(Kichwa::Right), None));
    assert_board(
        &r.position,
        &[
            ("A4", 1),
            ("A5", 8),
            ("A6", 3),
            ("A8", 1),
            ("a1", 1),
            ("b1", 11),
        ],
    );
    for s in [l, r] {
        assert!(s.position.house_owned(S));
        assert_eq!(s.position.reserve(S), 19);
        assert_eq!(s.captured, 2);
    }
}

/// N1: the capturing pit must hold a seed before the reserve seed goes in. South A3 is
/// empty although a6=2 faces it: no capture; takasa A6 only (A5 functional).
#[test]
fn n1_empty_pit_cannot_capture() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A5", 6), ("A6", 2), ("a6", 2), ("a1", 1)],
        "b1",
        [20, 20],
        OWNED,
    );
    assert_eq!(legal(&pos), names(&["A6L*", "A6R*"]));
    assert_eq!(
        why_illegal(&pos, pit("A3").ring, None),
        Some(Illegal::EmptyPit)
    );
}

// ---------------------------------------------------------------------------------------
// N2

/// N2 tax: the functional nyumba is the only occupied front pit: the seed goes in, exactly
/// 2 come out and are sown either way; the house stays owned (7 - 2 = 5 left).
/// A5R*: A6 1, A7 1. A5L*: A4 1, A3 1. Both presets.
#[test]
fn n2_tax_sows_two_and_keeps_the_house() {
    for rules in [KISWAHILI, TOURNAMENT] {
        let pos = setup_fill(
            rules,
            S,
            &[("A5", 6), ("B3", 2), ("a1", 1)],
            "b1",
            [20, 20],
            OWNED,
        );
        assert_eq!(legal(&pos), names(&["A5L*", "A5R*"]));
        let r = mv(&pos, "A5R*");
        assert_board(
            &r.position,
            &[
                ("A5", 5),
                ("A6", 1),
                ("A7", 1),
                ("B3", 2),
                ("a1", 1),
                ("b1", 15),
            ],
        );
        let l = mv(&pos, "A5L*");
        assert_board(
            &l.position,
            &[
                ("A3", 1),
                ("A4", 1),
                ("A5", 5),
                ("B3", 2),
                ("a1", 1),
                ("b1", 15),
            ],
        );
        for s in [r, l] {
            assert!(
                s.position.house_owned(S),
                "section 8: the tax does not destroy it"
            );
            assert_eq!(s.position.reserve(S), 19);
        }
        let (_, ev) = play_traced(&pos, &mv(&pos, "A5R*").mv).unwrap();
        assert!(ev.contains(&Event::Tax {
            pit: pit("A5"),
            count: 2
        }));
        assert!(!ev.iter().any(|e| matches!(e, Event::HouseDestroyed { .. })));
    }
}

/// N2: a functional nyumba may not take the seed while another front pit is occupied.
/// South A5=6, A6=1: with a functional house singletons may be chosen: A6 only.
/// A6R*: A6 2 -> A7 1, A8 1.
#[test]
fn n2_functional_nyumba_is_protected() {
    for rules in [KISWAHILI, TOURNAMENT] {
        let pos = setup_fill(
            rules,
            S,
            &[("A5", 6), ("A6", 1), ("a1", 1)],
            "b1",
            [20, 20],
            OWNED,
        );
        assert_eq!(legal(&pos), names(&["A6L*", "A6R*"]));
        assert_eq!(
            why_illegal(&pos, pit("A5").ring, Some(Dir::Cw)),
            Some(Illegal::HouseProtected)
        );
        let s = mv(&pos, "A6R*");
        assert_board(
            &s.position,
            &[("A5", 6), ("A7", 1), ("A8", 1), ("a1", 1), ("b1", 16)],
        );
    }
}

/// N2: an owned nyumba with fewer than 6 (judged before the seed goes in) is an ordinary
/// pit: A5=5 may take the seed and is lifted whole (6), which destroys it.
/// A5R*: A6, A7, A8, B8, B7, B6 one each (ends in B6).
#[test]
fn n2_non_functional_nyumba_is_an_ordinary_pit() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 2), ("A5", 5), ("a1", 1)],
        "b1",
        [10, 10],
        OWNED,
    );
    let s = mv(&pos, "A5R*");
    assert_board(
        &s.position,
        &[
            ("A2", 2),
            ("A6", 1),
            ("A7", 1),
            ("A8", 1),
            ("B8", 1),
            ("B7", 1),
            ("B6", 1),
            ("a1", 1),
            ("b1", 36),
        ],
    );
    assert!(!s.position.house_owned(S), "section 8: lifted");
    let (_, ev) = play_traced(&pos, &s.mv).unwrap();
    assert!(ev.contains(&Event::HouseDestroyed {
        side: S,
        why: HouseLoss::Lifted
    }));
}

/// N2 singleton rule under both presets. South A3=1, A5=5 (owned, not functional).
/// Mancala World (restriction while no *functional* nyumba): A3 is a singleton while A5
/// holds >= 2: only A5. Tournament (restriction while no *owned* nyumba): the house is
/// owned, so A3 may take the seed: A3R* = A3 2 -> A4 1, A5 6: ends in the house (step 5).
#[test]
fn n2_singleton_rule_under_both_presets() {
    let pits = [("A3", 1), ("A5", 5), ("a1", 1)];
    let mw = setup_fill(KISWAHILI, S, &pits, "b1", [10, 10], OWNED);
    assert_eq!(legal(&mw), names(&["A5L*", "A5R*"]));
    assert_eq!(
        why_illegal(&mw, pit("A3").ring, Some(Dir::Cw)),
        Some(Illegal::SingletonWhileBig)
    );
    let t = setup_fill(TOURNAMENT, S, &pits, "b1", [10, 10], OWNED);
    assert_eq!(legal(&t), names(&["A3L*", "A3R*", "A5L*", "A5R*"]));
    let s = mv(&t, "A3R*");
    assert_board(&s.position, &[("A4", 1), ("A5", 6), ("a1", 1), ("b1", 37)]);
    assert!(s.position.house_functional(S));
}

/// N2 singleton rule: with a functional nyumba singletons may be chosen (both presets);
/// with no house at all they may not while a pit holds 2 (both presets); when every front
/// pit is a singleton, any may be chosen.
#[test]
fn n2_singleton_rule_other_cases() {
    for rules in [KISWAHILI, TOURNAMENT] {
        let functional = setup_fill(
            rules,
            S,
            &[("A3", 1), ("A5", 6), ("a1", 1)],
            "b1",
            [10, 10],
            OWNED,
        );
        assert_eq!(legal(&functional), names(&["A3L*", "A3R*"]));
        let no_house = setup_fill(
            rules,
            S,
            &[("A3", 1), ("A6", 2), ("a1", 1)],
            "b1",
            [10, 10],
            [false, true],
        );
        assert_eq!(legal(&no_house), names(&["A6L*", "A6R*"]));
        let singles = setup_fill(
            rules,
            S,
            &[("A3", 1), ("A6", 1), ("a1", 1)],
            "b1",
            [10, 10],
            [false, true],
        );
        assert_eq!(legal(&singles), names(&["A3L*", "A3R*", "A6L*", "A6R*"]));
    }
}

/// N2 lone kichwa: a kichwa that is the only occupied front pit sows towards the centre.
/// A1=1: A1 2 -> A2 1, A3 1. A8=1 (a1 empty, so no capture): A8 2 -> A7 1, A6 1.
#[test]
fn n2_lone_kichwa_sows_towards_the_centre() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 1), ("B4", 3), ("a1", 1)],
        "b1",
        [10, 10],
        [false, true],
    );
    assert_eq!(legal(&pos), names(&["A1R*"]));
    assert_eq!(
        why_illegal(&pos, pit("A1").ring, Some(Dir::Ccw)),
        Some(Illegal::LoneKichwa)
    );
    let s = mv(&pos, "A1R*");
    assert_board(
        &s.position,
        &[("A2", 1), ("A3", 1), ("B4", 3), ("a1", 1), ("b1", 39)],
    );
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A8", 1), ("a4", 1)],
        "b1",
        [10, 10],
        [false, true],
    );
    assert_eq!(legal(&pos), names(&["A8L*"]));
    let s = mv(&pos, "A8L*");
    assert_board(&s.position, &[("A6", 1), ("A7", 1), ("a4", 1), ("b1", 42)]);
}

/// In namua the reserve seed goes into the front row: back pits never start a move.
#[test]
fn namua_back_row_never_moves() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 1), ("B4", 3), ("a1", 1)],
        "b1",
        [10, 10],
        [false, true],
    );
    assert_eq!(
        why_illegal(&pos, pit("B4").ring, Some(Dir::Cw)),
        Some(Illegal::NamuaFrontOnly)
    );
}

// ---------------------------------------------------------------------------------------
// Section 8

/// Kiswahili: the first capture move made by a player in mtaji destroys both houses at its
/// start. Kete: it does not. South A1=2, A3=1, A5=6; North a6=3, a5=6, a1=1; both mtaji.
/// A1R: A2 1, A3 2, capture a6 (3), enter A1 cw: A1 1, A2 2, A3 3; relay: A4 1, A5 7,
/// A6 1 (ends). The relay passes A5 without lifting it.
#[test]
fn house_first_mtaji_capture_destroys_both_in_kiswahili_only() {
    for rules in [KISWAHILI, KETE] {
        let pos = setup_fill(
            rules,
            S,
            &[
                ("A1", 2),
                ("A3", 1),
                ("A5", 6),
                ("a6", 3),
                ("a5", 6),
                ("a1", 1),
            ],
            "b1",
            [0, 0],
            OWNED,
        );
        assert_eq!(legal(&pos), names(&["A1R"]));
        let s = mv(&pos, "A1R");
        assert_board(
            &s.position,
            &[
                ("A1", 1),
                ("A2", 2),
                ("A4", 1),
                ("A5", 7),
                ("A6", 1),
                ("a5", 6),
                ("a1", 1),
                ("b1", 45),
            ],
        );
        let kiswahili = rules == KISWAHILI;
        assert_eq!(s.position.house_owned(S), !kiswahili, "{rules:?}");
        assert_eq!(s.position.house_owned(N), !kiswahili, "{rules:?}");
        if kiswahili {
            let (_, ev) = play_traced(&pos, &s.mv).unwrap();
            for side in [S, N] {
                assert!(ev.contains(&Event::HouseDestroyed {
                    side,
                    why: HouseLoss::MtajiCapture
                }));
            }
        }
    }
}

/// Section 8: a namua capture does not destroy the houses; a mtaji takasa from the owned
/// house lifts it and destroys it. Mtaji, South A5=6, A8=1 (no capture: A5's laps end in
/// the back row). A5R*: A6 1, A7 1, A8 2, B8 1, B7 1, B6 1 (ends).
#[test]
fn house_lifted_by_a_mtaji_takasa() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A5", 6), ("A8", 1), ("a1", 1)],
        "b1",
        [0, 0],
        OWNED,
    );
    assert_eq!(legal(&pos), names(&["A5L*", "A5R*"]));
    let s = mv(&pos, "A5R*");
    assert_board(
        &s.position,
        &[
            ("A6", 1),
            ("A7", 1),
            ("A8", 2),
            ("B8", 1),
            ("B7", 1),
            ("B6", 1),
            ("a1", 1),
            ("b1", 56),
        ],
    );
    assert!(!s.position.house_owned(S));
    assert!(s.position.house_owned(N));
}

/// Namua captures leave the houses alone (only capture of the house itself or lifting
/// destroys it): the start position's replies that capture keep both houses.
#[test]
fn house_survives_namua_captures() {
    let start = bao::rules::Position::start(KISWAHILI);
    let after = mv(&start, "A6L*").position;
    for s in successors(&after) {
        assert!(is_capture(&s));
        assert!(s.position.house_owned(S) && s.position.house_owned(N));
    }
    let _ = DESTROYED;
}
