//! Takasia / hizi zetu (RULES.md section 7: T1, T2, T3) and the Kete rules K1, K2, K3.
//!
//! Expected results are worked out by hand in the comments. In all T1/T2 positions South
//! (P) is in mtaji with both houses destroyed unless said otherwise, and North's spare seeds
//! lie in one pile b1 >= 16, which can never start a capture (M2).
//! Template: South A4=2, B1=2. A4L* sows A3 1, A2 1 (ends); afterwards B1 cw (2 seeds:
//! A1, A2) ends on A2, occupied, facing a7: South threatens a7. Before the move A2 is empty,
//! so South has no capture and the move is a takasa.

mod common;

use bao::rules::{
    Dir, Event, Illegal, Outcome, Position, Rules, Side, StopReason, WinReason, play_traced,
    successors, why_illegal,
};
use common::*;

const DESTROYED: [bool; 2] = [false, false];

fn stop(pos: &Position, text: &str) -> (bao::rules::Pit, StopReason) {
    let (_, ev) = play_traced(pos, &mv(pos, text).mv).unwrap();
    ev.iter()
        .rev()
        .find_map(|e| match e {
            Event::Stop { pit, why } => Some((*pit, *why)),
            _ => None,
        })
        .unwrap()
}

// ---------------------------------------------------------------------------------------
// T1

/// T1: North (Q) has no capture (a1=2 ends on a3, empty, or in the back row) and South
/// threatens exactly one pit, a7: a7 is blocked, the move is written `**`. A4R* (A5 1,
/// A6 1) threatens nothing: no block.
#[test]
fn t1_takasa_threatening_exactly_one_pit_blocks_it() {
    for rules in [KISWAHILI, TOURNAMENT] {
        let pos = setup_fill(
            rules,
            S,
            &[("A4", 2), ("B1", 2), ("a7", 1), ("a1", 2)],
            "b1",
            [0, 0],
            DESTROYED,
        );
        assert_eq!(legal(&pos), names(&["A4L**", "A4R*"]));
        let s = mv(&pos, "A4L*");
        assert!(s.sets_block);
        assert_eq!(s.position.blocked(), Some(pit("a7")));
        assert_board(
            &s.position,
            &[
                ("A2", 1),
                ("A3", 1),
                ("B1", 2),
                ("a7", 1),
                ("a1", 2),
                ("b1", 57),
            ],
        );
        let s = mv(&pos, "A4R*");
        assert!(!s.sets_block);
        assert_eq!(s.position.blocked(), None);
    }
}

/// T1 counts pits, not moves: B1=2 and B2=3 both end on A2 after A4L* (ring 15+2 and
/// ring 14+3 = ring 1): two capture moves, one pit: still a block.
#[test]
fn t1_two_moves_on_one_pit_still_block() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("B2", 3), ("a7", 1), ("a1", 2)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let s = mv(&pos, "A4L*");
    assert!(s.sets_block);
    assert_eq!(s.position.blocked(), Some(pit("a7")));
    // Two capture moves for South would follow (B1 and B2, both cw).
    let mut p = s.position;
    p = Position::from_parts(
        p.rules(),
        [*p.row(Side::South), *p.row(Side::North)],
        [0, 0],
        [false, false],
        Side::South,
    );
    assert_eq!(successors(&p).len(), 2);
}

/// T1: two distinct threatened pits, no block. South A4=2, A5=2, B1=2; North a7=1, a6=1,
/// a1=2. After A4L*: B1 cw -> A2 threatens a7, A5 ccw -> A3 (1) threatens a6.
#[test]
fn t1_two_distinct_pits_no_block() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[
            ("A4", 2),
            ("A5", 2),
            ("B1", 2),
            ("a7", 1),
            ("a6", 1),
            ("a1", 2),
        ],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let s = mv(&pos, "A4L*");
    assert!(!s.sets_block);
    assert_eq!(s.position.blocked(), None);
}

/// T1: no block when Q has a capture. South A4=2, A5=1, B1=2; North a1=3, a4=1, a7=1.
/// After A4L* North's a1 cw (a2, a3, a4) ends on a4 (occupied) facing A5 (1): a capture.
#[test]
fn t1_no_block_when_the_opponent_can_capture() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[
            ("A4", 2),
            ("A5", 1),
            ("B1", 2),
            ("a1", 3),
            ("a4", 1),
            ("a7", 1),
        ],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let s = mv(&pos, "A4L*");
    assert!(!s.sets_block);
    assert!(successors(&s.position).iter().all(is_capture));
}

/// T1: block and claim are computed even when the move has just ended the game. North has
/// only singletons (a7, a1), so after South's takasa North, to move in mtaji, has lost (W2);
/// the block on a7 is still set (T2: a7 is not North's only occupied pit, and North has no
/// pit holding more than one). South: A4=2, B1=2, B5=58.
#[test]
fn t1_block_computed_when_the_game_is_over() {
    let pos = setup(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("B5", 58), ("a7", 1), ("a1", 1)],
        [0, 0],
        DESTROYED,
    );
    let s = mv(&pos, "A4L*");
    assert_eq!(
        s.outcome(),
        Some(Outcome {
            winner: S,
            reason: WinReason::OnlySingletons
        })
    );
    assert_eq!(s.position.blocked(), Some(pit("a7")));
    assert_eq!(bao::rules::write_move(&pos, &s), "A4L**#");
}

// ---------------------------------------------------------------------------------------
// T2

/// T2: no block when x is Q's owned nyumba. South A6=2, B1=4; North a5=6, a1=2. A6L*:
/// A5 1, A4 1; then B1 cw (4 seeds: A1..A4) ends on A4 facing a5. With North's house
/// owned: no block; with it destroyed: a5 is blocked.
#[test]
fn t2_no_block_on_owned_nyumba() {
    let pits = [("A6", 2), ("B1", 4), ("a5", 6), ("a1", 2)];
    let owned = setup_fill(KISWAHILI, S, &pits, "b1", [0, 0], [false, true]);
    let s = mv(&owned, "A6L*");
    assert!(!s.sets_block);
    let destroyed = setup_fill(KISWAHILI, S, &pits, "b1", [0, 0], DESTROYED);
    let s = mv(&destroyed, "A6L*");
    assert!(s.sets_block);
    assert_eq!(s.position.blocked(), Some(pit("a5")));
}

/// T2: no block when x is Q's only occupied front pit (North: a7=1 and the b1 pile).
#[test]
fn t2_no_block_on_only_occupied_pit() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("a7", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let s = mv(&pos, "A4L*");
    assert!(!s.sets_block);
}

/// T2: no block when x is Q's only front pit holding more than one seed (a7=2, a1=1);
/// with a1=2 as well, a7 is blocked.
#[test]
fn t2_no_block_on_only_big_pit() {
    let only = setup_fill(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("a7", 2), ("a1", 1)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    assert!(!mv(&only, "A4L*").sets_block);
    let two = setup_fill(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("a7", 2), ("a1", 2)],
        "b1",
        [0, 0],
        DESTROYED,
    );
    let s = mv(&two, "A4L*");
    assert!(s.sets_block);
    assert_eq!(s.position.blocked(), Some(pit("a7")));
}

// ---------------------------------------------------------------------------------------
// T3

fn blocked_north(rules: Rules, north: &[(&str, u8)], block: Option<&str>) -> Position {
    let mut pits = north.to_vec();
    pits.push(("A8", 2));
    setup_fill(rules, N, &pits, "B5", [0, 0], DESTROYED).with_block(block.map(pit), None)
}

/// T3: the blocked player may not start from x, and a lap ending in x ends the move.
/// North a4=2 (blocked), a6=2, a8=1 (no capture: every facing South pit is empty).
/// a6L*: a5 1, a4 3: ends in a4. a6R*: a7 1, a8 2, relay b8 1, b7 1 (ends).
/// Without the block a6L* relays a4 (3): a3 1, a2 1, a1 1, and a4 may start.
#[test]
fn t3_blocked_pit_cannot_start_and_stops_a_lap() {
    let north = [("a4", 2), ("a6", 2), ("a8", 1)];
    let pos = blocked_north(KISWAHILI, &north, Some("a4"));
    assert_eq!(legal(&pos), names(&["a6L*", "a6R*"]));
    assert_eq!(
        why_illegal(&pos, pit("a4").ring, Some(Dir::Cw)),
        Some(Illegal::Blocked)
    );
    let s = mv(&pos, "a6L*");
    assert_board(
        &s.position,
        &[("a4", 3), ("a5", 1), ("a8", 1), ("A8", 2), ("B5", 57)],
    );
    assert_eq!(stop(&pos, "a6L*"), (pit("a4"), StopReason::Blocked));
    assert_eq!(s.position.blocked(), None, "T3 lasts one move");
    let s = mv(&pos, "a6R*");
    assert_board(
        &s.position,
        &[
            ("a4", 2),
            ("a7", 1),
            ("b8", 1),
            ("b7", 1),
            ("A8", 2),
            ("B5", 57),
        ],
    );

    let free = blocked_north(KISWAHILI, &north, None);
    assert_eq!(legal(&free), names(&["a4L*", "a4R*", "a6L*", "a6R*"]));
    let s = mv(&free, "a6L*");
    assert_board(
        &s.position,
        &[
            ("a1", 1),
            ("a2", 1),
            ("a3", 1),
            ("a5", 1),
            ("a8", 1),
            ("A8", 2),
            ("B5", 57),
        ],
    );
}

/// T3: passing through x adds a seed as usual. a6=3: a6L*: a5 1, a4 3, a3 1 (ends in a3).
#[test]
fn t3_passing_through_adds_a_seed() {
    let pos = blocked_north(KISWAHILI, &[("a4", 2), ("a6", 3), ("a8", 1)], Some("a4"));
    let s = mv(&pos, "a6L*");
    assert_board(
        &s.position,
        &[
            ("a3", 1),
            ("a4", 3),
            ("a5", 1),
            ("a8", 1),
            ("A8", 2),
            ("B5", 56),
        ],
    );
}

/// T3 option `takasia_house_lap`: on in Mancala World, off in Tournament. A first lap that
/// ends in x can only be a takasa if it starts from a pit of 16+ seeds (else it would be a
/// capture, as x faces an occupied pit of P's), so: North a5=18, a3=1 (blocked), facing
/// South's A6=1 (A8=2 ccw threatens it). a5L* (ccw): 16 seeds give every North pit one,
/// the 17th and 18th go to a4 and a3: a3 = 1+2 = 3, the first lap ends in x.
/// Tournament: the move ends there: a1..a8 = 1 1 3 2 1 1 1 1, the back row all 1.
/// Mancala World: started from pit 5, so the first lap does not stop: relay a3 (3): a2 2,
/// a1 2, b1 2; relay b1: b2 2, b3 2; relay b3: b4 2, b5 2; relay b5: b6 2, b7 2; relay b7:
/// b8 2, a8 2; relay a8: a7 2, a6 2; relay a6: a5 2, a4 3; relay a4 (3): a3 1, a2 3, a1 3;
/// relay a1 (3): b1 1, b2 3, b3 1 (emptied before: ends). 10 laps; no later lap ends in a3.
#[test]
fn t3_takasia_house_lap_option_by_preset() {
    let north = [("a5", 18), ("a3", 1)];
    let build = |rules: Rules| {
        setup(
            rules,
            N,
            &[("a5", 18), ("a3", 1), ("A6", 1), ("A8", 2), ("B5", 42)],
            [0, 0],
            DESTROYED,
        )
        .with_block(Some(pit("a3")), None)
    };
    let _ = north;
    let t = build(TOURNAMENT);
    let s = mv(&t, "a5L*");
    assert_eq!(s.laps, 1);
    assert_eq!(stop(&t, "a5L*"), (pit("a3"), StopReason::Blocked));
    let mut want: Vec<(String, u8)> = Vec::new();
    for (i, n) in [1, 1, 3, 2, 1, 1, 1, 1].into_iter().enumerate() {
        want.push((format!("a{}", i + 1), n));
        want.push((format!("b{}", i + 1), 1));
    }
    want.extend([("A6".into(), 1), ("A8".into(), 2), ("B5".into(), 42)]);
    let want_ref: Vec<(&str, u8)> = want.iter().map(|(l, n)| (l.as_str(), *n)).collect();
    assert_board(&s.position, &want_ref);

    let mw = build(KISWAHILI);
    let s = mv(&mw, "a5L*");
    assert_eq!(s.laps, 10);
    assert_eq!(stop(&mw, "a5L*"), (pit("b3"), StopReason::EmptyPit));
    assert_board(
        &s.position,
        &[
            ("a2", 3),
            ("a3", 1),
            ("a5", 2),
            ("a7", 2),
            ("b8", 2),
            ("b6", 2),
            ("b4", 2),
            ("b3", 1),
            ("b2", 3),
            ("b1", 1),
            ("A6", 1),
            ("A8", 2),
            ("B5", 42),
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Kete: K1, K2, K3

/// K1: the kuu at exactly 6 is the only occupied front pit in nemo: one seed in, all 7
/// lifted and sown, the kuu destroyed. A5R*: A6, A7, A8, B8, B7, B6, B5 one each.
/// A5L*: A4, A3, A2, A1, B1, B2, B3 one each.
#[test]
fn k1_tax_at_six_sows_all_seven() {
    let pos = setup_fill(
        KETE,
        S,
        &[("A5", 6), ("a5", 6), ("a1", 1)],
        "b1",
        [20, 20],
        [true, true],
    );
    assert_eq!(legal(&pos), names(&["A5L*", "A5R*"]));
    let r = mv(&pos, "A5R*");
    assert_board(
        &r.position,
        &[
            ("A6", 1),
            ("A7", 1),
            ("A8", 1),
            ("B8", 1),
            ("B7", 1),
            ("B6", 1),
            ("B5", 1),
            ("a5", 6),
            ("a1", 1),
            ("b1", 11),
        ],
    );
    assert!(!r.position.house_owned(S));
    let l = mv(&pos, "A5L*");
    assert_board(
        &l.position,
        &[
            ("A4", 1),
            ("A3", 1),
            ("A2", 1),
            ("A1", 1),
            ("B1", 1),
            ("B2", 1),
            ("B3", 1),
            ("a5", 6),
            ("a1", 1),
            ("b1", 11),
        ],
    );
    assert!(!l.position.house_owned(S));
}

/// K1: at 7 the tax is the normal one: A5 8 -> 2 out (A6 1, A7 1), 6 stay, kuu kept.
#[test]
fn k1_tax_at_seven_is_normal() {
    let pos = setup_fill(
        KETE,
        S,
        &[("A5", 7), ("a5", 6), ("a1", 1)],
        "b1",
        [20, 20],
        [true, true],
    );
    let r = mv(&pos, "A5R*");
    assert_board(
        &r.position,
        &[
            ("A5", 6),
            ("A6", 1),
            ("A7", 1),
            ("a5", 6),
            ("a1", 1),
            ("b1", 10),
        ],
    );
    assert!(r.position.house_owned(S));
}

/// K2: a Kete player's first takata in mtaji starts from his kuu while it stands. South
/// A5=6 (kuu), A2=3 (A2 cw ends on A5, facing a4: empty, so no capture). Only A5 may move;
/// with the kuu destroyed A2 may move too.
#[test]
fn k2_first_mtaji_takata_from_the_kuu() {
    let pits = [("A5", 6), ("A2", 3), ("a1", 2)];
    let pos = setup_fill(KETE, S, &pits, "b1", [0, 0], [true, false]);
    assert_eq!(legal(&pos), names(&["A5L*", "A5R*"]));
    assert_eq!(
        why_illegal(&pos, pit("A2").ring, Some(Dir::Cw)),
        Some(Illegal::KuuFirst)
    );
    let s = mv(&pos, "A5R*");
    assert_board(
        &s.position,
        &[
            ("A2", 3),
            ("A6", 1),
            ("A7", 1),
            ("A8", 1),
            ("B8", 1),
            ("B7", 1),
            ("B6", 1),
            ("a1", 2),
            ("b1", 53),
        ],
    );
    assert!(!s.position.house_owned(S));
    let free = setup_fill(KETE, S, &pits, "b1", [0, 0], DESTROYED);
    assert_eq!(legal(&free), names(&["A2L*", "A2R*", "A5L*", "A5R*"]));
}

/// K3: after hizi zetu on x the blocking player's next move must capture x first, even if
/// another capture exists. Kete mtaji, South A4=2, A6=1, A8=2, B1=2; North a7=1, a1=2.
/// South A4L** blocks a7 (as in the template; A8 ccw ends on A6 facing a3, empty). North
/// a1R*: a2 1, a3 1. Now South has two captures: B1 cw (A2 facing a7) and A8 ccw (A6
/// facing a3, now occupied); the claim allows only B1L. B1L: A1 1, A2 2, capture a7 (1),
/// enter A1: A1 2; relay A1: A2 3, A3 2; relay A3: A4 1, A5 1 (ends).
/// In Kiswahili the same moves leave South free to choose either capture.
#[test]
fn k3_claim_forces_the_blocked_pit() {
    let pits = [
        ("A4", 2),
        ("A6", 1),
        ("A8", 2),
        ("B1", 2),
        ("a7", 1),
        ("a1", 2),
    ];
    for rules in [KETE, KISWAHILI] {
        let pos = setup_fill(rules, S, &pits, "b1", [0, 0], DESTROYED);
        let s1 = mv(&pos, "A4L**");
        assert_eq!(s1.position.blocked(), Some(pit("a7")));
        let s2 = mv(&s1.position, "a1R*");
        let p = s2.position;
        if rules == KETE {
            assert_eq!(p.claim(), Some(pit("a7")));
            assert_eq!(legal(&p), names(&["B1L"]));
            assert_eq!(
                why_illegal(&p, pit("A8").ring, Some(Dir::Ccw)),
                Some(Illegal::MustCaptureClaim(pit("a7")))
            );
            let s3 = mv(&p, "B1L");
            assert_board(
                &s3.position,
                &[
                    ("A2", 3),
                    ("A4", 1),
                    ("A5", 1),
                    ("A6", 1),
                    ("A8", 2),
                    ("a2", 1),
                    ("a3", 1),
                    ("b1", 54),
                ],
            );
            assert_eq!(s3.position.claim(), None, "the claim lasts one move");
        } else {
            assert_eq!(p.claim(), None);
            assert_eq!(legal(&p), names(&["A8L", "B1L"]));
        }
    }
}

/// K3's lapse clause cannot happen in play: the blocked player cannot start from x, a lap
/// of his that ends in x stops there (x keeps its seeds), and a first lap from pit 5 that
/// reaches x (the takasia_house_lap exception) must hold 16+ seeds: with 15 or fewer it
/// would have been a capture (x is occupied and faces P's occupied landing pit), and T1
/// forbids a block while Q can capture. Such a lap seeds every pit, and the relays after
/// it move on round the ring, so x is passed (and refilled) before any lap can end in an
/// emptied pit. So after every move of a blocked Kete player the claim is set. Checked over
/// random Kete games, together with T3 itself (no move starts from x).
#[test]
fn k3_claim_follows_every_block_in_play() {
    let mut rng = bao::cli::SplitMix(515);
    let mut blocks = 0;
    for _ in 0..400 {
        let mut pos = Position::start(KETE);
        loop {
            let list = successors(&pos);
            if list.is_empty() {
                break;
            }
            if let Some(x) = pos.blocked() {
                for s in &list {
                    assert_ne!(s.mv.pit, x.ring, "T3: no move starts from x");
                    if s.outcome().is_none() {
                        assert_eq!(s.position.claim(), Some(x), "{pos}\n{:?}", s.mv);
                    }
                }
                blocks += 1;
            }
            pos = list[rng.below(list.len())].position;
        }
    }
    assert!(blocks > 20, "only {blocks} blocks seen");
}
