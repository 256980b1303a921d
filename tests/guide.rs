//! Issue 33, the guided game speaks for the whole game: in namua the takasas that hand the
//! opponent a capture (checked against all his replies), the lone kichwa's one direction and
//! the stop-or-safari choice; in mtaji the largest capture, takasia and the singleton danger.
//! Positions worked out from RULES.md; the guide's claims are checked against the rules.

mod common;

use bao::game::teach::guide::before_move;
use bao::game::words::i18n::Lang;
use bao::rules::{MoveKind, Position, Rules, successors, write_move};
use common::{KISWAHILI, S, setup_fill};

fn said(lang: Lang, p: &Position) -> String {
    before_move(lang, p).join("\n")
}

/// N1, N2: at the start the four moves are takasas (section 13). A6L* (3 seeds) sows A5,
/// A4, A3: A3 (1) faces North's a6 (2); A7L* (3) sows A6, A5, A4: A4 (1) faces a5 (6).
/// Either way North has a namua capture. A6R* and A7R* sow towards A8 and B8, and North's
/// a5, a6, a7 still face the empty A4, A3, A2: nothing to capture.
#[test]
fn n2_the_guide_names_the_takasas_that_hand_the_opponent_a_capture() {
    let p = Position::start(KISWAHILI);
    let text = said(Lang::English, &p);
    assert!(
        text.contains("After A6L* or A7L*, North could capture (up to 1 seed)."),
        "{text}"
    );
    assert!(
        text.contains("A6R* or A7R* leave North nothing to capture."),
        "{text}"
    );
    // The claim against every reply of North's.
    for s in successors(&p) {
        let gives = successors(&s.position)
            .iter()
            .any(|r| r.kind == MoveKind::Capture);
        let m = write_move(&p, &s);
        assert_eq!(gives, m.ends_with("L*"), "{m}");
    }
    let sw = said(Lang::Kiswahili, &p);
    assert!(
        sw.contains("Kaskazini angeweza kula (hadi kete moja)"),
        "{sw}"
    );
}

/// N2: a kichwa that is the only occupied front pit sows towards the centre. South's only
/// front seeds are in A1 (2), facing the empty a8: no capture (N1), so a takasa into A1, and
/// it may sow only to the right.
#[test]
fn n2_a_lone_kichwa_is_told_its_one_direction() {
    let p = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 2), ("a3", 2)],
        "b1",
        [10, 10],
        [false, false],
    );
    let moves: Vec<String> = successors(&p).iter().map(|s| write_move(&p, s)).collect();
    assert_eq!(moves, ["A1R*"]);
    let text = said(Lang::English, &p);
    assert!(!text.contains("to the left or to the right"), "{text}");
    assert!(
        text.contains("A1 is your only occupied front pit, a kichwa: it sows towards the centre, so only to the right (N2, M3)."),
        "{text}"
    );
    let sw = said(Lang::Kiswahili, &p);
    assert!(
        sw.contains("kwenda kulia tu") && !sw.contains("kushoto au kulia"),
        "{sw}"
    );
}

/// Section 6, step 4: South's A2 (1) captures a7's 5 (N1); they enter at A1 (pit 2, G6) and
/// the lap ends in the nyumba A5 (5 -> 6) facing a4 (3): a capture first (step 3); a4's 3
/// keep the direction: A1, A2, A3, relay from A3 to A4, A5 (7), now with nothing to
/// capture: the player chooses to stop or go on (safari).
#[test]
fn step_4_the_guide_tells_the_stop_or_safari_choice() {
    let p = common::house_capture_position();
    assert!(successors(&p).iter().any(|s| s.mv.safari.is_some()));
    let text = said(Lang::English, &p);
    assert!(
        text.contains("A capture from A2 can end a lap in your nyumba A5 with 6 or more seeds"),
        "{text}"
    );
    assert!(
        text.contains("or to go on with safari, which destroys it"),
        "{text}"
    );
    let sw = said(Lang::Kiswahili, &p);
    assert!(sw.contains("kuendelea kwa safari"), "{sw}");
}

/// Mtaji (Kujifunza, J2, M1, M3, W2): South's only pit of two is A3 (2), beside A2 (1); no
/// lap ends in an occupied pit, so no capture. A3R sows A4, A5 (both empty) and leaves South
/// only single seeds; A3L makes A2 a pit of two.
#[test]
fn w2_in_mtaji_the_guide_warns_of_a_move_that_leaves_only_singletons() {
    let p = setup_fill(
        Rules::KUJIFUNZA,
        S,
        &[("A2", 1), ("A3", 2), ("B1", 1), ("a1", 2)],
        "b8",
        [0, 0],
        [false, false],
    );
    let text = said(Lang::English, &p);
    assert!(
        text.contains("After A3R* you would have no pit of two or more seeds"),
        "{text}"
    );
    assert!(!text.contains("A3L*"), "{text}");
    let sw = said(Lang::Kiswahili, &p);
    assert!(sw.contains("usingekuwa na shimo lenye kete mbili"), "{sw}");
}

/// Mtaji: the guide names the largest capture, checked against every capture move.
#[test]
fn m2_in_mtaji_the_guide_names_the_largest_capture() {
    let p = Position::start(Rules::KUJIFUNZA);
    let text = said(Lang::English, &p);
    let most = successors(&p).iter().map(|s| s.captured).max().unwrap();
    assert!(
        text.contains(&format!(
            "Of your 16 capture moves, A1R takes the most: {most} seeds."
        )),
        "{text}"
    );
}

/// T1: in seeded random games of Bao la Kiswahili, every position where some takasa would
/// set takasia has the guide say so, with the pit the rules block.
#[test]
fn t1_the_guide_names_the_takasa_that_would_set_takasia() {
    let mut rng = bao::ai::SplitMix(26);
    let mut told = 0;
    for _ in 0..60 {
        let mut p = Position::start(KISWAHILI);
        for _ in 0..120 {
            let all = successors(&p);
            if all.is_empty() {
                break;
            }
            let sets: Vec<_> = all
                .iter()
                .filter(|s| s.outcome().is_none())
                .filter_map(|s| s.position.blocked().map(|x| (write_move(&p, s), x)))
                .collect();
            if let Some((m, x)) = sets.first() {
                let text = said(Lang::English, &p);
                assert!(
                    text.contains(m.as_str())
                        && text.contains(&format!("would set takasia on {}", x.label())),
                    "{m} {x:?}: {text}"
                );
                told += 1;
            }
            p = all[rng.below(all.len())].position;
            if p.outcome().is_some() {
                break;
            }
        }
    }
    assert!(told > 5, "{told}");
}

/// N2, section 8: a destroyed house is an ordinary pit. South's A5 holds 1 with the house
/// gone (as in voogt-6 before move 14): it is left out by the singleton rule with A6, never
/// "kept" as a house beside "you no longer have a nyumba".
#[test]
fn n2_a_destroyed_house_is_never_said_to_be_kept() {
    let p = setup_fill(
        KISWAHILI,
        S,
        &[("A2", 2), ("A5", 1), ("A6", 1), ("a1", 2)],
        "b1",
        [9, 10],
        [false, false],
    );
    let text = said(Lang::English, &p);
    assert!(
        !text.contains("may not take the seed: while it is yours"),
        "{text}"
    );
    assert!(text.contains("You no longer have a nyumba"), "{text}");
    assert!(
        text.contains("Your pits A5 and A6 hold a single seed each"),
        "{text}"
    );
}

/// W1: a capture that empties the opponent's front row wins at once, and the guide says so
/// first. Bao la Kujifunza (J2): A1R sows A2, A3; A3 (now 2) faces a6 (2), North's only
/// front seeds: the capture ends the game.
#[test]
fn w1_a_move_that_wins_at_once_is_named() {
    let p = setup_fill(
        Rules::KUJIFUNZA,
        S,
        &[("A1", 2), ("A3", 1), ("a6", 2)],
        "b1",
        [0, 0],
        [false, false],
    );
    let wins: Vec<String> = successors(&p)
        .iter()
        .filter(|s| s.outcome().is_some_and(|o| o.winner == S))
        .map(|s| write_move(&p, s))
        .collect();
    assert_eq!(wins, ["A1R#"]);
    let lines = before_move(Lang::English, &p);
    assert_eq!(lines[1], "A1R# wins the game at once: look no further.");
    let sw = before_move(Lang::Kiswahili, &p);
    assert_eq!(
        sw[1],
        "Hatua A1R# inakupa ushindi papo hapo: usitafute zaidi."
    );
}

/// N2: the tax is a takasa, and its direction that hands a capture is named. South's
/// nyumba A5 (6) is the only occupied front pit: the tax sows 2 seeds. A5L* puts them in A4
/// and A3, and A3 faces North's a6 (2): North captures 1. A5R* leaves A6 and A7 facing the
/// empty a3 and a2.
#[test]
fn n2_the_tax_direction_that_hands_a_capture_is_named() {
    let p = setup_fill(
        KISWAHILI,
        S,
        &[("A5", 6), ("a6", 2), ("a7", 2)],
        "b1",
        [10, 10],
        [true, false],
    );
    let text = said(Lang::English, &p);
    assert!(text.contains("so it pays the tax"), "{text}");
    assert!(
        text.contains("After A5L*, North could capture (up to 1 seed)."),
        "{text}"
    );
    assert!(
        text.contains("A5R* leaves North nothing to capture."),
        "{text}"
    );
    let sw = said(Lang::Kiswahili, &p);
    assert!(
        sw.contains("Baada ya A5L*, Kaskazini angeweza kula"),
        "{sw}"
    );
}
