//! Bao la Kujifunza, the learners' game (RULES.md section 14: J1-J5). Expected results worked
//! out by hand from the rule book. Kujifunza is the mtaji stage from a full board: no
//! reserve, no nyumba, no takasia.

mod common;

use bao::rules::{
    Dir, Event, Illegal, Kichwa, Pit, Position, Preset, Rules, Side, Stage, StopReason, Variant,
    WinReason, play_traced, position_from_json, position_to_json, stage_name, why_illegal,
};
use common::*;

const KUJIFUNZA: Rules = Rules::KUJIFUNZA;
const NO_HOUSE: [bool; 2] = [false, false];

/// J1: every pit of all four rows holds 2; no reserve, no house; South to move; both
/// players in mtaji from the first move (J2), and the stage is named so.
#[test]
fn j1_start_has_two_seeds_in_every_pit_and_no_reserve() {
    let pos = Position::start(KUJIFUNZA);
    for side in Side::BOTH {
        for ring in 0..16 {
            assert_eq!(
                pos.seeds(Pit::new(side, ring)),
                2,
                "{}",
                Pit::new(side, ring)
            );
        }
        assert_eq!(pos.reserve(side), 0);
        assert!(!pos.house_owned(side), "J3: no nyumba");
        assert_eq!(pos.stage(side), Stage::Mtaji, "J2");
        assert_eq!(stage_name(&pos, side), "mtaji");
    }
    assert_eq!(pos.to_move(), S);
    assert_eq!(pos.total_seeds(), 64);
    assert_eq!(pos.blocked(), None);
    assert_eq!(
        pos.diagram(),
        format!("{} / 0 0", ["2"; 32].join(" ")),
        "b8..b1 a8..a1 A1..A8 B1..B8, no reserves"
    );
}

/// J1 in the interchange form (INTERCHANGE.md): variant "kujifunza", reserves 0, houses
/// "destroyed", blocked and claim null, rules mancala-world; it reads back to the same
/// position.
#[test]
fn j1_start_in_the_interchange_form() {
    let pos = Position::start(KUJIFUNZA);
    let v = position_to_json(&pos);
    assert_eq!(v["variant"], "kujifunza");
    assert_eq!(v["rules"], "mancala-world");
    for side in ["S", "N"] {
        assert_eq!(v[side]["reserve"], 0);
        assert_eq!(v[side]["house"], "destroyed");
        assert_eq!(
            v[side]["front"],
            serde_json::json!([2, 2, 2, 2, 2, 2, 2, 2])
        );
    }
    assert!(v["blocked"].is_null() && v["claim"].is_null());
    assert_eq!(position_from_json(&v).unwrap(), pos);
}

/// J1-J5: a Kujifunza position with a reserve, an intact house, a block, a claim or the
/// tournament rules is refused, naming the field.
#[test]
fn j1_interchange_refuses_what_kujifunza_does_not_have() {
    let good = position_to_json(&Position::start(KUJIFUNZA));
    let refused = |edit: &dyn Fn(&mut serde_json::Value), field: &str| {
        let mut v = good.clone();
        edit(&mut v);
        let e = position_from_json(&v).expect_err(field);
        assert_eq!(e.field, field, "{e}");
    };
    refused(
        &|v| {
            v["S"]["reserve"] = 2.into();
            v["S"]["front"][0] = 0.into();
            v["S"]["back"][0] = 0.into();
        },
        "S.reserve",
    );
    refused(&|v| v["N"]["house"] = "intact".into(), "N.house");
    refused(&|v| v["blocked"] = "A4".into(), "blocked");
    refused(&|v| v["claim"] = "a4".into(), "claim");
    refused(&|v| v["rules"] = "tournament".into(), "rules");
    // The diagram reader refuses reserves too.
    let with_reserve = format!("{} 0 0 / 2 2", ["2"; 30].join(" "));
    assert!(Position::from_diagram(KUJIFUNZA, S, &with_reserve).is_err());
    let full = ["2"; 32].join(" ");
    assert_eq!(
        Position::from_diagram(KUJIFUNZA, S, &full).unwrap(),
        Position::start(KUJIFUNZA),
        "a full board reads as the start, no house (J3)"
    );
}

/// J2: from the start every pit holds 2, so a front pit Ai's lap ends two pits on, in a pit
/// of 2 (now 3) whose facing pit holds 2: a capture, unless the lap ends in the back row.
/// Right (cw) from A1..A6 ends in A3..A8; left from A3..A8 ends in A1..A6; A7R, A8R, A1L,
/// A2L end in the back row. Back row: B1 (ring 15) cw ends in A2, B2 cw in A1, B8 ccw in
/// A7, B7 ccw in A8 (cw on the back row is written L); every other back lap stays there.
/// So the 16 captures of J2, and no takasa (captures are compulsory, G7).
#[test]
fn j2_the_first_move_is_one_of_16_captures() {
    let start = Position::start(KUJIFUNZA);
    assert_eq!(
        legal(&start),
        names(&[
            "A1R", "A2R", "A3R", "A4R", "A5R", "A6R", "A3L", "A4L", "A5L", "A6L", "A7L", "A8L",
            "B1L", "B2L", "B7R", "B8R",
        ])
    );
    assert_eq!(
        why_illegal(&start, pit("A7").ring, Some(Dir::Cw)),
        Some(Illegal::MustCapture)
    );
}

/// Section 14's worked example (J1, J2, G2, G5, G6): A1R lifts A1's 2 and sows A2, A3.
/// Lap 1 ends in A3 (3) facing a6 (2): capture; pit 3 keeps the direction, so the 2 seeds
/// enter at the left kichwa, cw (A1, A2). The move goes on for 10 laps and 4 captures of 8
/// seeds and ends with North b 2 2 2 2 2 2 2 2 / a 2 0 0 2 2 2 0 0 (a8..a1), South A 3 1 0
/// 4 4 4 1 5, B 3 3 0 3 3 0 3 3.
#[test]
fn j2_worked_example_a1r_from_the_start() {
    let start = Position::start(KUJIFUNZA);
    let s = mv(&start, "A1R");
    assert_eq!(s.mv.dir, Some(Dir::Cw));
    assert!(is_capture(&s));
    assert_eq!(s.laps, 10);
    assert_eq!(s.captured, 8);
    assert_eq!(s.over, None);
    assert_board(
        &s.position,
        &[
            // North: b8..b1 all 2; a8 2, a7 0, a6 0, a5 2, a4 2, a3 2, a2 0, a1 0.
            ("b1", 2),
            ("b2", 2),
            ("b3", 2),
            ("b4", 2),
            ("b5", 2),
            ("b6", 2),
            ("b7", 2),
            ("b8", 2),
            ("a8", 2),
            ("a5", 2),
            ("a4", 2),
            ("a3", 2),
            // South A1..A8: 3 1 0 4 4 4 1 5; B1..B8: 3 3 0 3 3 0 3 3.
            ("A1", 3),
            ("A2", 1),
            ("A4", 4),
            ("A5", 4),
            ("A6", 4),
            ("A7", 1),
            ("A8", 5),
            ("B1", 3),
            ("B2", 3),
            ("B4", 3),
            ("B5", 3),
            ("B7", 3),
            ("B8", 3),
        ],
    );
    // The first lap and the first capture, event by event.
    let (_, trace) = play_traced(&start, &s.mv).unwrap();
    assert_eq!(
        trace[..7],
        [
            Event::Lift {
                pit: pit("A1"),
                count: 2
            },
            Event::Sow { pit: pit("A2") },
            Event::Sow { pit: pit("A3") },
            Event::LapEnd {
                pit: pit("A3"),
                count: 3
            },
            Event::Capture {
                by: pit("A3"),
                pit: pit("a6"),
                count: 2
            },
            Event::Entry {
                kichwa: pit("A1"),
                dir: Dir::Cw
            },
            Event::Sow { pit: pit("A1") },
        ]
    );
    let captures = trace
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    assert_eq!(captures, 4);
    assert!(
        !trace
            .iter()
            .any(|e| matches!(e, Event::HouseDestroyed { .. })),
        "J3: no house to lose"
    );
}

/// J2 / G6: a capture at pits 3-6 keeps the direction; there is never a kichwa choice.
/// From the start A3R sows A4, A5: the lap ends in A5 (3) facing a4 (2): pit 5 going cw
/// enters at the left kichwa, cw. A6L sows A5, A4: the lap ends in A4 facing a5: going ccw
/// enters at the right kichwa, ccw. No question is asked (the move has no kichwa).
#[test]
fn j2_no_kichwa_choice_a_centre_capture_keeps_the_direction() {
    let start = Position::start(KUJIFUNZA);
    let s = mv(&start, "A3R");
    assert_eq!(s.mv.kichwa, None::<Kichwa>);
    let (_, trace) = play_traced(&start, &s.mv).unwrap();
    assert_eq!(
        trace[4..6],
        [
            Event::Capture {
                by: pit("A5"),
                pit: pit("a4"),
                count: 2
            },
            Event::Entry {
                kichwa: pit("A1"),
                dir: Dir::Cw
            },
        ]
    );
    let s = mv(&start, "A6L");
    let (_, trace) = play_traced(&start, &s.mv).unwrap();
    assert_eq!(
        trace[4..6],
        [
            Event::Capture {
                by: pit("A4"),
                pit: pit("a5"),
                count: 2
            },
            Event::Entry {
                kichwa: pit("A8"),
                dir: Dir::Ccw
            },
        ],
        "ccw keeps ccw: the right kichwa"
    );
}

/// M3 in Kujifunza, with the lone kichwa. South A1 3, B5 2; North a4 1, b4 the other 58.
/// No capture: A1's laps end in A4 (empty) and B3 (back); B5's in B3 and B7 (back). A1 holds
/// 2 or more, so the back row may not start (M3); A1 is the only occupied front pit and a
/// kichwa, so it sows towards the centre only: A1R* alone. A2 1, A3 1, A4 1, ends in A4.
#[test]
fn j2_takasa_from_the_front_row_and_the_lone_kichwa() {
    let pos = setup_fill(
        KUJIFUNZA,
        S,
        &[("A1", 3), ("B5", 2), ("a4", 1)],
        "b4",
        [0, 0],
        NO_HOUSE,
    );
    assert_eq!(legal(&pos), names(&["A1R*"]));
    assert_eq!(
        why_illegal(&pos, pit("B5").ring, Some(Dir::Cw)),
        Some(Illegal::BackRowWhileFront)
    );
    assert_eq!(
        why_illegal(&pos, pit("A1").ring, Some(Dir::Ccw)),
        Some(Illegal::LoneKichwa)
    );
    let s = mv(&pos, "A1R*");
    assert_board(
        &s.position,
        &[
            ("A2", 1),
            ("A3", 1),
            ("A4", 1),
            ("B5", 2),
            ("a4", 1),
            ("b4", 58),
        ],
    );
}

/// J2 / M2: a pit of 16 or more never starts a capture. South A2 17 and nothing else;
/// North a8 1 (faces A1), a6 1 (faces A3), b1 the other 45. No pit holds 2..15, so no
/// capture; A2 is the only front pit of 2 or more (not a kichwa): A2L*, A2R*. A2R*: 17
/// seeds from A3 round the ring put 1 everywhere and a 2nd into A3, which the lap ends in
/// (2, facing a6 1, the shape of a capture, but the move is a takasa): relay A3 -> A4 2,
/// A5 2; relay A5 -> A6, A7; A7 -> A8, B8; B8 -> B7, B6; B6 -> B5, B4; B4 -> B3, B2;
/// B2 -> B1, A1; A1 -> A2 2, A3 (empty now) 1: ends. 9 laps, no capture.
#[test]
fn j2_sixteen_seeds_or_more_never_capture() {
    let pos = setup_fill(
        KUJIFUNZA,
        S,
        &[("A2", 17), ("a8", 1), ("a6", 1)],
        "b1",
        [0, 0],
        NO_HOUSE,
    );
    assert_eq!(legal(&pos), names(&["A2L*", "A2R*"]));
    let s = mv(&pos, "A2R*");
    assert_eq!((s.laps, s.captured), (9, 0));
    assert_board(
        &s.position,
        &[
            ("A2", 2),
            ("A3", 1),
            ("A4", 2),
            ("A6", 2),
            ("A8", 2),
            ("B7", 2),
            ("B5", 2),
            ("B3", 2),
            ("B1", 2),
            ("a8", 1),
            ("a6", 1),
            ("b1", 45),
        ],
    );
}

/// J3: pit 5 is an ordinary pit. South A3 2, A5 5; North a1 1 (faces A8), b4 the other 56.
/// No capture (A3R ends in A5 facing a4, empty; A3L in A1, empty; A5's laps end in the
/// back row). A3R*: A4 1, A5 6: the lap ends in pit 5 holding 6. With no nyumba step 5 does
/// not apply: relay the 6: A6 1, A7 1, A8 1, B8 1, B7 1, B6 1 (empty: ends). Two laps.
/// Under Kiswahili with South's house still owned the same move stops at A5 (step 5).
#[test]
fn j3_a_lap_ending_in_pit_5_relays_like_any_other() {
    let pits = [("A3", 2), ("A5", 5), ("a1", 1)];
    let pos = setup_fill(KUJIFUNZA, S, &pits, "b4", [0, 0], NO_HOUSE);
    assert_eq!(legal(&pos), names(&["A3L*", "A3R*", "A5L*", "A5R*"]));
    let s = mv(&pos, "A3R*");
    assert_eq!(s.laps, 2);
    assert_board(
        &s.position,
        &[
            ("A4", 1),
            ("A6", 1),
            ("A7", 1),
            ("A8", 1),
            ("B8", 1),
            ("B7", 1),
            ("B6", 1),
            ("a1", 1),
            ("b4", 56),
        ],
    );
    let (_, trace) = play_traced(&pos, &s.mv).unwrap();
    assert!(trace.contains(&Event::Stop {
        pit: pit("B6"),
        why: StopReason::EmptyPit
    }));
    // The contrast: a Kiswahili nyumba still owned in mtaji ends the takasa there.
    let kiswahili = setup_fill(KISWAHILI, S, &pits, "b4", [0, 0], [true, false]);
    let k = mv(&kiswahili, "A3R*");
    assert_eq!(k.laps, 1);
    assert_eq!(k.position.seeds(pit("A5")), 6);
}

/// J3: section 8 never applies: no first move (all captures, one of them ending in pit 5:
/// A3R, see above) leaves a house or a reserve behind.
#[test]
fn j3_no_house_after_any_first_capture() {
    let start = Position::start(KUJIFUNZA);
    for s in bao::rules::successors(&start) {
        assert!(!s.position.house_owned(S) && !s.position.house_owned(N));
        assert_eq!(s.position.reserve(S) + s.position.reserve(N), 0);
    }
}

/// J4: no takasia. South A2 2, B1 3; North a3 2, a6 2, b4 the other 55. No capture for
/// South (B1 cw ends in A3, empty; A2's laps end in A4, empty, and B1, back). A2R*: A3 1,
/// A4 1, ends. Now South's only first-lap capture is B1 cw (3) ending in A3, facing a6:
/// exactly one pit; North captures nothing (a3's laps end in a5 and a1, a6's in a8 and a4,
/// all empty; b4 holds 16 or more) and holds two pits of 2. Under Kiswahili in mtaji that
/// sets takasia on a6 (`A2R**`, T1); in Kujifunza it does not: no block, written `A2R*`,
/// and North may start from a6.
#[test]
fn j4_no_takasia() {
    let pits = [("A2", 2), ("B1", 3), ("a3", 2), ("a6", 2)];
    let pos = setup_fill(KUJIFUNZA, S, &pits, "b4", [0, 0], NO_HOUSE);
    assert_eq!(legal(&pos), names(&["A2L*", "A2R*"]));
    let s = mv(&pos, "A2R*");
    assert!(!s.sets_block);
    assert_eq!(s.position.blocked(), None);
    assert_eq!(legal(&s.position), names(&["a3L*", "a3R*", "a6L*", "a6R*"]));
    let (_, trace) = play_traced(&pos, &s.mv).unwrap();
    assert!(!trace.iter().any(|e| matches!(e, Event::Block { .. })));
    // The same board under Kiswahili (mtaji, houses gone) sets the block.
    let kiswahili = setup_fill(KISWAHILI, S, &pits, "b4", [0, 0], NO_HOUSE);
    assert_eq!(legal(&kiswahili), names(&["A2L*", "A2R**"]));
    let k = mv(&kiswahili, "A2R*");
    assert_eq!(k.position.blocked(), Some(pit("a6")));
    assert_eq!(legal(&k.position), names(&["a3L*", "a3R*"]));
}

/// J5: one rule set, named Mancala World; the tournament preset is refused.
#[test]
fn j5_one_rule_set() {
    assert_eq!(
        Rules::new(Variant::Kujifunza, Preset::MancalaWorld),
        Ok(KUJIFUNZA)
    );
    assert!(Rules::new(Variant::Kujifunza, Preset::Tournament).is_err());
    assert_eq!(Variant::from_json("kujifunza"), Some(Variant::Kujifunza));
    assert_eq!(KUJIFUNZA.label(), "Bao la Kujifunza");
}

/// J5 / W2: judged for the player to move. North to move holds only singletons (a1 1, b1 1
/// ... ) and has lost. South A1 2 and the rest; North a1 1, a2 1, b1 1.
#[test]
fn j5_only_singletons_loses() {
    let pos = setup_fill(
        KUJIFUNZA,
        N,
        &[("a1", 1), ("a2", 1), ("b1", 1)],
        "A1",
        [0, 0],
        NO_HOUSE,
    );
    let o = pos.outcome().expect("North cannot move");
    assert_eq!((o.winner, o.reason), (S, WinReason::OnlySingletons));
    assert!(legal(&pos).is_empty());
}

/// J5 / W1 and step 1: a capture that empties the opponent's front row wins at once.
/// South A2 2 (cw ends in A4), A4 1; North a5 3 (faces A4, its only front pit), b1 the
/// other 58. A2R: A3 1, A4 2: capture a5 (3): North's front row is empty. The captured
/// seeds are still sown (pit 4 keeps cw: A1 1, A2 1, A3 2) and South has won, bao hamna.
#[test]
fn j5_bao_hamna_wins() {
    let pos = setup_fill(
        KUJIFUNZA,
        S,
        &[("A2", 2), ("A4", 1), ("a5", 3)],
        "b1",
        [0, 0],
        NO_HOUSE,
    );
    assert_eq!(legal(&pos), names(&["A2R#"]));
    let s = mv(&pos, "A2R");
    let o = s.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (S, WinReason::BaoHamna));
    assert_board(
        &s.position,
        &[("A1", 1), ("A2", 1), ("A3", 2), ("A4", 2), ("b1", 58)],
    );
}

/// A complete Kujifunza game (`tests/kujifunza/self-play-1.bao`, the engine against itself)
/// replayed move by move: every move legal, marked `*` exactly when it is a takasa, never
/// `**` (J4), both players in mtaji throughout with no reserve or house (J1-J3), 64 seeds on
/// the board; the last move wins by bao hamna for South, as the header says, with the
/// final rows the replay printed when the record was made.
#[test]
fn j5_a_complete_game_replays_to_its_result() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/kujifunza/self-play-1.bao"
    ))
    .unwrap();
    let record = bao::rules::parse_record(&text).unwrap();
    assert_eq!(record.rules, KUJIFUNZA);
    assert_eq!(record.moves.len(), 21);
    let mut pos = Position::start(KUJIFUNZA);
    let mut outcome = None;
    for m in &record.moves {
        assert!(outcome.is_none(), "move {} after the end", m.number);
        assert_eq!(m.side, pos.to_move(), "move {} out of turn", m.number);
        assert!(!m.text.contains("**"), "J4: {}", m.text);
        let (s, marked_takasa) = bao::rules::parse_move(&pos, &m.text)
            .unwrap_or_else(|e| panic!("move {} {}: {e}\n{pos}", m.number, m.text));
        assert_eq!(
            marked_takasa,
            !is_capture(&s),
            "move {} {}",
            m.number,
            m.text
        );
        assert_eq!(bao::rules::write_move(&pos, &s), m.text);
        assert!(!s.sets_block);
        pos = s.position;
        for side in Side::BOTH {
            assert_eq!(pos.reserve(side), 0);
            assert!(!pos.house_owned(side));
        }
        assert_eq!(pos.total_seeds(), 64);
        outcome = s.outcome();
    }
    let o = outcome.expect("the record is a complete game");
    assert_eq!((o.winner, o.reason), (S, WinReason::BaoHamna));
    let header = record.headers.iter().find(|(k, _)| k == "winner").unwrap();
    assert_eq!(header.1, "south");
    assert_eq!(
        pos.diagram(),
        "0 1 0 0 1 0 2 1 0 0 0 0 0 0 0 0 2 1 6 3 1 8 5 6 6 2 1 11 3 3 0 1 / 0 0"
    );
    // The command line's replay agrees.
    let end = bao::game::play::replay::replay_record(&text, |_, _, _, _| {}).unwrap();
    assert_eq!(end, pos);
}

/// J5: a Kujifunza game is kept as itself: a saved game (RON) and a `.bao` record name the
/// variant and replay to the same position; the learners' level (0, Mwanzo) survives too.
#[test]
fn j5_saved_games_and_records_keep_the_variant() {
    use bao::game::records::record::{Player, PlayerId, SavedGame};
    let mut game = SavedGame::new(
        KUJIFUNZA,
        [Player::human("Asha"), Player::computer("Mwanzo", 0)],
        PlayerId::First,
    );
    let mut pos = Position::start(KUJIFUNZA);
    for text in ["A1R", "b7R", "A6L"] {
        let s = mv(&pos, text);
        game.record_move(&pos, &s);
        pos = s.position;
    }
    let back = SavedGame::from_ron(&game.to_ron()).unwrap();
    assert_eq!(back.rules().unwrap(), KUJIFUNZA);
    assert_eq!(back.position().unwrap(), pos);
    assert_eq!(back.player(N).control.level(), Some(bao::ai::Level::Mwanzo));
    let bao_text = game.to_bao();
    assert!(bao_text.contains("variant: kujifunza"), "{bao_text}");
    let read = SavedGame::from_bao(&bao_text).unwrap();
    assert_eq!(read.rules().unwrap(), KUJIFUNZA);
    assert_eq!(read.position().unwrap(), pos);
}
