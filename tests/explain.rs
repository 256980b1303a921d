//! Explanations exact: the three sentence classes an independent read found
//! incomplete, each on a position worked out from RULES.md, and the never-ending refusal told
//! with its reason (section 10). The statistics over random games are the `audit` tests of
//! `src/game/teach/explain.rs`.

mod common;

use bao::game::teach::narrate::explain::{Explanation, explain_move, never_ends};
use bao::game::words::i18n::Lang;
use bao::rules::{Position, Rules, parse_move};
use common::{KISWAHILI, S, legal, pit, setup, setup_fill};

fn explained(lang: Lang, p: &Position, mv: &str) -> Explanation {
    let (succ, _) = parse_move(p, mv).unwrap();
    explain_move(lang, p, &succ.mv).unwrap()
}

/// The sentence containing `needle`, with its rule id.
#[track_caller]
fn sentence(e: &Explanation, needle: &str) -> (String, Option<&'static str>) {
    let found = e
        .sentences
        .iter()
        .find(|s| s.text().contains(needle))
        .unwrap_or_else(|| panic!("no sentence with '{needle}' in:\n{}", e.text()));
    (found.text(), found.rule)
}

/// Section 6, step 3 before step 4. A2 takes the reserve seed (2) and captures a7's 5
/// (N1); pit 2 enters at the left kichwa, clockwise (G6): A1..A5, so lap 1 ends in the
/// nyumba A5, 5 -> 6, an owned house of 6 facing a4 (3). Step 3 comes first: a capture, not
/// the stop-or-safari choice; the house is not lifted. a4's 3 seeds keep the direction
/// (pit 5, not the first capture): A1, A2, A3; A3 (1 -> 2) faces a6 (empty): relay to A4,
/// A5 (6 -> 7), and only now, without a capture, does step 4 offer the choice.
#[test]
fn section_6_step_3_a_capture_at_the_own_nyumba_comes_before_the_choice() {
    let p = common::house_capture_position();
    let stop = legal(&p)
        .into_iter()
        .find(|m| m.starts_with("A2") && !m.contains('>') && !m.contains('+'))
        .expect("A2 stopping at the house");
    let e = explained(Lang::English, &p, &stop);
    let (text, rule) = sentence(&e, "Lap 1 ends in A5");
    assert!(
        text.contains("(5 before, 6 now), and a4 facing it holds 3 seeds: South captures them"),
        "{text}"
    );
    assert!(
        text.contains(
            "A5 is South's own nyumba, but the capture comes before the choice to stop there \
             or go on: the nyumba is not lifted, and it stays South's."
        ),
        "{text}"
    );
    assert_eq!(rule, Some("section 6, step 3"));
    // The later lap into the house, with no capture, is where the choice is told.
    sentence(
        &e,
        "Lap 3 ends in South's own nyumba A5, now 7 seeds: South chooses to stop there",
    );
    let sw = explained(Lang::Kiswahili, &p, &stop).text();
    assert!(sw.contains("kula kunatangulia uchaguzi"), "{sw}");
}

/// N1: the nyumba may be the capturing pit and keeps its status. A5 (5) takes the reserve
/// seed and captures a4's 3; the sentence says the house stays South's.
#[test]
fn n1_a_namua_capture_by_the_nyumba_keeps_the_house() {
    let p = common::house_capture_position();
    let m = legal(&p)
        .into_iter()
        .find(|m| m.starts_with("A5"))
        .expect("A5 captures");
    let e = explained(Lang::English, &p, &m);
    let (text, rule) = sentence(&e, "A namua capture");
    assert!(
        text.contains("A5 is South's nyumba: it may capture, and it stays South's."),
        "{text}"
    );
    assert_eq!(rule, Some("N1"));
}

/// G2 with a lap of 17 (M2: 16 or more never captures, M3: the lone kichwa sows towards
/// the centre). Kujifunza, South's only seeds A1 (17): A1R* sows A2..A8, B8..B1 (15), A1
/// (emptied by the lift: 1) and A2 again. A2 was empty when the lap began and holds 2 now,
/// so the lap relays; the sentence must not call it "occupied (1 before)".
#[test]
fn g2_a_lap_round_the_ring_tells_what_its_end_pit_held_when_it_began() {
    let p = setup_fill(
        Rules::KUJIFUNZA,
        S,
        &[("A1", 17), ("a8", 2)],
        "b1",
        [0, 0],
        [false, false],
    );
    assert_eq!(legal(&p), ["A1R*"]);
    let e = explained(Lang::English, &p, "A1R*");
    let (text, rule) = sentence(&e, "Lap 1 ends in A2");
    assert!(
        text.contains(
            "which was occupied (empty when the lap began; the lap went all the way round \
             and had sown into it once already): relay"
        ),
        "{text}"
    );
    assert!(!text.contains("1 before"), "{text}");
    assert_eq!(rule, Some("G2"));
    // Lap 2 is an ordinary lap: A4 held the 1 seed lap 1 left there.
    let (text, _) = sentence(&e, "Lap 2 ends in A4");
    assert!(text.contains("(1 before)"), "{text}");
    let sw = explained(Lang::Kiswahili, &p, "A1R*").text();
    assert!(sw.contains("lilikuwa tupu mzunguko ulipoanza"), "{sw}");
}

/// T1 computes the block even when the move ends the game. Mtaji, no houses: South's A1R
/// (2) sows A2, A3 (empty: G3). North is left a2, a3, a4 with 1 seed each and no pit of 2
/// or more: North, to move in mtaji, has lost (W2). Of North's front pits only a4 can be
/// captured by South's first lap (A2 (3) ends in A5, facing a4), and a4 is none of T2's
/// exceptions: takasia is set on a4, yet there is no next move of North's for it to bind.
#[test]
fn t1_a_block_set_by_a_winning_takasa_binds_no_next_move() {
    let p = setup(
        KISWAHILI,
        S,
        &[
            ("A1", 2),
            ("A2", 2),
            ("A4", 10),
            ("A5", 1),
            ("A6", 3),
            ("A7", 10),
            ("B8", 9),
            ("B7", 1),
            ("B6", 1),
            ("B5", 4),
            ("B4", 2),
            ("B3", 5),
            ("B2", 3),
            ("B1", 4),
            ("a2", 1),
            ("a3", 1),
            ("a4", 1),
            ("b7", 1),
            ("b6", 1),
            ("b4", 1),
            ("b2", 1),
        ],
        [0, 0],
        [false, false],
    );
    let (succ, _) = parse_move(&p, "A1R").unwrap();
    assert_eq!(succ.position.blocked(), Some(pit("a4")));
    assert_eq!(succ.outcome().map(|o| o.winner), Some(S));
    let e = explained(Lang::English, &p, "A1R");
    let (text, rule) = sentence(&e, "sets takasia on a4");
    assert!(
        text.contains(
            "But the move has won the game, so there is no next move for the block to bind."
        ),
        "{text}"
    );
    assert!(!text.contains("North's next move"), "{text}");
    assert_eq!(rule, Some("T1, T3"));
    sentence(&e, "South wins the game");
}

/// Section 10: the hand-built never-ending move of `rules_general.rs` (South's ring
/// 3 0 1 2 0 1 2 0 | 1 2 0 1 2 0 1 2: each lap from A1 clockwise rotates the pattern by 3
/// pits and ends on a pit that held 2, for ever). Refused, and told why.
#[test]
fn section_10_a_never_ending_move_is_refused_with_its_reason() {
    let p = common::never_ending();
    assert!(parse_move(&p, "A1R*").is_err());
    let why = never_ends(Lang::English, &p, "A1R*").expect("A1R* never ends");
    assert_eq!(why.rule, Some("section 10"));
    let text = why.text();
    assert!(text.starts_with("A1R* would never end: "), "{text}");
    assert!(
        text.contains("A move that never ends is not legal. (section 10)"),
        "{text}"
    );
    let sw = never_ends(Lang::Kiswahili, &p, "A1R*").unwrap().text();
    assert!(
        sw.contains("isingekwisha kamwe") && sw.ends_with("(sehemu ya 10)"),
        "{sw}"
    );
    // Another refusal is not told as a never-ending one; a legal move is not refused.
    assert!(never_ends(Lang::English, &p, "A3R*").is_none());
    assert!(never_ends(Lang::English, &p, "A4R*").is_none());
}
