//! The start position, presets (section 12), notation (section 13), diagrams (section 1.1),
//! the JSON interchange format (shared/INTERCHANGE.md) and move JSON.

mod common;

use bao::rules::{
    Dir, Kichwa, Move, Position, Preset, Rules, Variant, move_from_json, move_to_json, parse_move,
    parse_record, position_from_json, position_to_json, successors, write_move,
};
use common::*;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------
// Start position

/// RULES.md 1.1 and 13: from the start the only legal moves are A6L*, A6R*, A7L*, A7R*
/// (A5 is a functional house, nothing faces South's pits), in every variant and preset.
#[test]
fn start_has_exactly_four_moves() {
    for rules in [KISWAHILI, TOURNAMENT, KETE] {
        let start = Position::start(rules);
        assert_eq!(start.total_seeds(), 64);
        assert_eq!(start.to_move(), S, "South moves first");
        assert_eq!(start.reserve(S), 22);
        assert_eq!(start.reserve(N), 22);
        assert_eq!(
            legal(&start),
            names(&["A6L*", "A6R*", "A7L*", "A7R*"]),
            "{rules:?}"
        );
        // A6L*: A6 3 -> A5 7, A4 1, A3 1.
        let s = mv(&start, "A6L*");
        assert_board(
            &s.position,
            &[
                ("A3", 1),
                ("A4", 1),
                ("A5", 7),
                ("A7", 2),
                ("a5", 6),
                ("a6", 2),
                ("a7", 2),
            ],
        );
        assert_eq!(s.position.reserve(S), 21);
    }
}

// ---------------------------------------------------------------------------------------
// Presets

#[test]
fn presets_and_their_options() {
    assert_eq!(KISWAHILI.preset, Preset::MancalaWorld);
    assert_eq!(TOURNAMENT.preset, Preset::Tournament);
    assert_eq!(KETE.variant, Variant::Kete);
    assert!(KISWAHILI.takasia_house_lap(), "on in Mancala World");
    assert!(!TOURNAMENT.takasia_house_lap(), "off in Tournament");
    assert!(!KISWAHILI.singletons_need_owned_only());
    assert!(TOURNAMENT.singletons_need_owned_only());
    assert!(Rules::new(Variant::Kete, Preset::Tournament).is_err());
    assert!(Rules::new(Variant::Kete, Preset::MancalaWorld).is_ok());
    assert!(Rules::new(Variant::Kiswahili, Preset::Tournament).is_ok());
    // Presets are named in game records; Kete with Tournament is refused there too.
    let r = parse_record("variant: kete;\nrules: tournament;\n1: A6L*;\n");
    assert!(r.is_err());
    let r = parse_record("variant: kiswahili;\nrules: tournament;\n1: A6L*;\n").unwrap();
    assert_eq!(r.rules, TOURNAMENT);
    let r = parse_record("1: A6L*;\n").unwrap();
    assert_eq!(r.rules, KISWAHILI, "Mancala World is the default");
}

// ---------------------------------------------------------------------------------------
// Notation

/// `A6L*` written and read back at the start; readers accept `<`/`>`, the row letter in
/// either case, and the namua form without row letter (`7L*`).
#[test]
fn notation_takasa_forms() {
    let start = Position::start(KISWAHILI);
    let s = mv(&start, "A6L*");
    assert_eq!(s.mv, mk("A6", Some(Dir::Ccw), None, None));
    assert_eq!(write_move(&start, &s), "A6L*");
    for text in ["A6<*", "a6L*", "6L*", "6<*", "A6l*"] {
        assert_eq!(mv(&start, text).mv, s.mv, "{text}");
    }
    let r = mv(&start, "7R*");
    assert_eq!(r.mv, mk("A7", Some(Dir::Cw), None, None));
    assert_eq!(mv(&start, "A7>*").mv, r.mv);
    let (l, marked) = parse_move(&start, "7L*").unwrap();
    assert!(marked);
    assert_eq!(l.mv, mk("A7", Some(Dir::Ccw), None, None));
    // `**` reads as takasa too (both senses of section 13).
    let (d, marked) = parse_move(&start, "A7L**").unwrap();
    assert!(marked);
    assert_eq!(d.mv, l.mv);
}

/// `a5R>` / `5R>`: North's namua capture with its house, entering at the right kichwa,
/// choosing safari. North a5=5 (house), South A4=4 (faces a5), A8=1.
/// a5: 6, capture A4 (4). Right: a8 1, a7 1, a6 1, a5 7: the house holds >= 6 and A4 is
/// now empty: stop (`a5R`) or safari (`a5R>`): lift 7 ccw: a4, a3, a2, a1, b1, b2, b3.
/// Left: a1 1, a2 1, a3 1, a4 1 (ends): `a5L`.
#[test]
fn notation_safari_and_kichwa_letters() {
    let pos = setup_fill(
        KISWAHILI,
        N,
        &[("a5", 5), ("A4", 4), ("A8", 1)],
        "B5",
        [10, 10],
        [true, true],
    );
    assert_eq!(legal(&pos), names(&["a5L", "a5R", "a5R>"]));
    let safari = mv(&pos, "a5R>");
    assert_eq!(safari.mv, mk("a5", None, Some(Kichwa::Right), Some(true)));
    assert_eq!(write_move(&pos, &safari), "a5R>");
    assert_eq!(mv(&pos, "5R>").mv, safari.mv);
    assert_eq!(mv(&pos, "5R+").mv, safari.mv);
    assert_board(
        &safari.position,
        &[
            ("a8", 1),
            ("a7", 1),
            ("a6", 1),
            ("a4", 1),
            ("a3", 1),
            ("a2", 1),
            ("a1", 1),
            ("b1", 1),
            ("b2", 1),
            ("b3", 1),
            ("A8", 1),
            ("B5", 34),
        ],
    );
    assert!(!safari.position.house_owned(N));
    let stop = mv(&pos, "a5R");
    assert_eq!(stop.mv.safari, Some(false));
    assert!(stop.position.house_owned(N));
    assert_eq!(stop.position.seeds(pit("a5")), 7);
    let left = mv(&pos, "a5L");
    assert_eq!(left.mv.safari, None);
    assert_eq!(left.position.seeds(pit("a4")), 1);
}

/// `8`: a namua capture at a kichwa has no letter (the kichwa is forced). South A8=1,
/// North a1=1 (faces A8), a4=1. A8 2, capture a1 (1), enter A8 ccw: A8 3; a1 is empty:
/// relay ccw: A7 1, A6 1, A5 1 (ends).
#[test]
fn notation_forced_kichwa_has_no_letter() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A8", 1), ("a1", 1), ("a4", 1)],
        "b1",
        [10, 10],
        [false, true],
    );
    assert_eq!(legal(&pos), names(&["A8"]));
    let s = mv(&pos, "8");
    assert_eq!(s.mv, mk("A8", None, None, None));
    assert_board(
        &s.position,
        &[("A5", 1), ("A6", 1), ("A7", 1), ("a4", 1), ("b1", 41)],
    );
    // A letter naming the forced kichwa is accepted; the other one is not.
    assert_eq!(mv(&pos, "A8R").mv, s.mv);
    assert!(parse_move(&pos, "A8L").is_err());
}

/// `B2L`: a mtaji capture from the back row (cw on the back row is the player's left).
/// South A1=1, B2=2; North a8=1 (faces A1), a4=1. B2 cw: B1 1, A1 2: capture a8 (1), enter
/// A1 cw: A1 3; relay: A2 1, A3 1, A4 1 (ends).
#[test]
fn notation_back_row_move() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 1), ("B2", 2), ("a8", 1), ("a4", 1)],
        "b1",
        [0, 0],
        [false, false],
    );
    assert_eq!(legal(&pos), names(&["B2L"]));
    let s = mv(&pos, "B2L");
    assert_eq!(s.mv, mk("B2", Some(Dir::Cw), None, None));
    assert_board(
        &s.position,
        &[
            ("A2", 1),
            ("A3", 1),
            ("A4", 1),
            ("B1", 1),
            ("a4", 1),
            ("b1", 59),
        ],
    );
}

/// `**` is written on a takasa that sets takasia and `#` on a winning move; both read back.
#[test]
fn notation_double_star_and_hash() {
    let pos = setup_fill(
        KISWAHILI,
        S,
        &[("A4", 2), ("B1", 2), ("a7", 1), ("a1", 2)],
        "b1",
        [0, 0],
        [false, false],
    );
    let s = mv(&pos, "A4L**");
    assert_eq!(write_move(&pos, &s), "A4L**");
    assert_eq!(mv(&pos, "A4L*").mv, s.mv);
    let win = setup_fill(
        KISWAHILI,
        S,
        &[("A1", 2), ("A3", 1), ("a6", 3)],
        "b1",
        [0, 0],
        [false, false],
    );
    let s = mv(&win, "A1R#");
    assert_eq!(write_move(&win, &s), "A1R#");
    assert_eq!(mv(&win, "A1R").mv, s.mv);
}

/// Parse errors say what is wrong and quote the move.
#[test]
fn notation_parse_errors_say_what_and_where() {
    let start = Position::start(KISWAHILI);
    let cases = [
        ("A9L*", "pit"),
        ("X6L*", "pit"),
        ("A6Q*", "L"),
        ("A6L***", "two"),
        ("A5L*", "not a legal move"),
        ("6*", "ambiguous"),
    ];
    for (text, what) in cases {
        let e = parse_move(&start, text).unwrap_err().to_string();
        assert!(
            e.contains(text),
            "{text}: error does not quote the move: {e}"
        );
        assert!(e.contains(what), "{text}: error does not say '{what}': {e}");
    }
    // A record's error names the line.
    let e = parse_record("title: x;\nwinner: south;\n1 A6L* a6R;\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("line 3"), "{e}");
    let e = parse_record("variant: chess;\n1: A6L*;\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("variant"), "{e}");
}

// ---------------------------------------------------------------------------------------
// Diagrams

const START_DIAGRAM: &str =
    "0 0 0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 6 2 2 0  0 0 0 0 0 0 0 0 / 22 22";

#[test]
fn diagram_has_exactly_32_numbers() {
    let p = Position::from_diagram(KISWAHILI, S, START_DIAGRAM).unwrap();
    assert_eq!(p, Position::start(KISWAHILI));
    // The order is b8..b1 a8..a1 A1..A8 B1..B8.
    let q = Position::from_diagram(
        KISWAHILI,
        S,
        "1 0 0 0 0 0 0 2  3 0 0 0 0 0 0 4  5 0 0 0 0 0 0 6  7 0 0 0 0 0 0 8 / 14 14",
    )
    .unwrap();
    for (label, n) in [
        ("b8", 1),
        ("b1", 2),
        ("a8", 3),
        ("a1", 4),
        ("A1", 5),
        ("A8", 6),
        ("B1", 7),
        ("B8", 8),
    ] {
        assert_eq!(q.seeds(pit(label)), n, "{label}");
    }
    assert_eq!(
        Position::from_diagram(KISWAHILI, S, &q.diagram()).unwrap(),
        q
    );
    // The source copy that drops two zeros: 30 numbers is an error.
    let thirty = "0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 6 2 2 0  0 0 0 0 0 0 0 0 / 22 22";
    let e = Position::from_diagram(KISWAHILI, S, thirty).unwrap_err();
    assert!(e.to_string().contains("30"), "{e}");
    let e = Position::from_diagram(KISWAHILI, S, &format!("{START_DIAGRAM} 0")).unwrap_err();
    assert!(!e.to_string().is_empty());
    // Not 64 seeds.
    assert!(
        Position::from_diagram(
            KISWAHILI,
            S,
            "0 0 0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 6 2 2 0  0 0 0 0 0 0 0 0 / 22 21"
        )
        .is_err()
    );
}

// ---------------------------------------------------------------------------------------
// Interchange

fn start_json() -> Value {
    json!({
      "variant": "kiswahili",
      "rules": "mancala-world",
      "to_move": "S",
      "S": {"front": [0,0,0,0,6,2,2,0], "back": [0,0,0,0,0,0,0,0], "reserve": 22, "house": "intact"},
      "N": {"front": [0,0,0,0,6,2,2,0], "back": [0,0,0,0,0,0,0,0], "reserve": 22, "house": "intact"},
      "blocked": null,
      "claim": null
    })
}

#[test]
fn interchange_example_is_the_start() {
    let p = position_from_json(&start_json()).unwrap();
    assert_eq!(p, Position::start(KISWAHILI));
    assert_eq!(position_to_json(&p), start_json());
    let mut v = start_json();
    v.as_object_mut().unwrap().remove("rules");
    assert_eq!(
        position_from_json(&v).unwrap().rules(),
        KISWAHILI,
        "rules default to mancala-world"
    );
}

/// Every rejection listed in INTERCHANGE.md, each naming its field.
#[test]
fn interchange_rejections_name_their_field() {
    type Edit = fn(&mut Value);
    let cases: Vec<(&str, Edit, &str)> = vec![
        (
            "missing key",
            |v| {
                v.as_object_mut().unwrap().remove("claim");
            },
            "claim",
        ),
        (
            "missing side key",
            |v| {
                v["S"].as_object_mut().unwrap().remove("reserve");
            },
            "S.reserve",
        ),
        ("unknown key", |v| v["colour"] = json!("red"), "colour"),
        (
            "unknown side key",
            |v| v["N"]["store"] = json!(0),
            "N.store",
        ),
        (
            "wrong length",
            |v| v["S"]["front"] = json!([0, 0, 0, 0, 6, 2, 2]),
            "S.front",
        ),
        (
            "wrong back length",
            |v| v["N"]["back"] = json!([0, 0, 0, 0, 0, 0, 0, 0, 0]),
            "N.back",
        ),
        (
            "negative",
            |v| {
                v["S"]["back"] = json!([0, 0, -1, 0, 0, 0, 0, 1]);
            },
            "S.back",
        ),
        (
            "non-integer",
            |v| v["N"]["front"][4] = json!(5.5),
            "N.front",
        ),
        (
            "non-integer reserve",
            |v| v["N"]["reserve"] = json!("22"),
            "N.reserve",
        ),
        (
            "unknown variant",
            |v| v["variant"] = json!("oware"),
            "variant",
        ),
        ("unknown preset", |v| v["rules"] = json!("kiba"), "rules"),
        ("unknown side", |v| v["to_move"] = json!("E"), "to_move"),
        (
            "unknown house",
            |v| v["S"]["house"] = json!("broken"),
            "S.house",
        ),
        (
            "kete with tournament",
            |v| {
                v["variant"] = json!("kete");
                v["rules"] = json!("tournament");
            },
            "rules",
        ),
        (
            "intact kuu below 6",
            |v| {
                v["variant"] = json!("kete");
                v["N"]["front"] = json!([1, 0, 0, 0, 5, 2, 2, 0]);
            },
            "N.house",
        ),
        (
            "blocked not the mover's",
            |v| {
                v["S"]["reserve"] = json!(0);
                v["N"]["reserve"] = json!(0);
                v["S"]["back"] = json!([22, 0, 0, 0, 0, 0, 0, 0]);
                v["N"]["back"] = json!([22, 0, 0, 0, 0, 0, 0, 0]);
                v["blocked"] = json!("a6");
            },
            "blocked",
        ),
        (
            "blocked back pit",
            |v| {
                v["S"]["reserve"] = json!(0);
                v["N"]["reserve"] = json!(0);
                v["S"]["back"] = json!([22, 0, 0, 0, 0, 0, 0, 0]);
                v["N"]["back"] = json!([22, 0, 0, 0, 0, 0, 0, 0]);
                v["blocked"] = json!("B1");
            },
            "blocked",
        ),
        (
            "blocked with a reserve",
            |v| v["blocked"] = json!("A6"),
            "blocked",
        ),
        ("claim in kiswahili", |v| v["claim"] = json!("a6"), "claim"),
        (
            "claim not an opponent front pit",
            |v| {
                v["variant"] = json!("kete");
                v["claim"] = json!("A6");
            },
            "claim",
        ),
        (
            "claim not capturable",
            |v| {
                v["variant"] = json!("kete");
                v["claim"] = json!("a6");
            },
            "claim",
        ),
        ("bad pit label", |v| v["blocked"] = json!("Z9"), "blocked"),
    ];
    for (what, edit, field) in cases {
        let mut v = start_json();
        edit(&mut v);
        let e = position_from_json(&v).expect_err(what);
        assert!(
            e.field.starts_with(field),
            "{what}: the error names '{}' ({e}), expected '{field}'",
            e.field
        );
    }
    // A total other than 64.
    let mut v = start_json();
    v["S"]["reserve"] = json!(21);
    let e = position_from_json(&v).unwrap_err();
    assert!(e.to_string().contains("64"), "{e}");
    // Blocked and claim together (Kete, both in mtaji, claim capturable is irrelevant).
    let mut v = start_json();
    v["variant"] = json!("kete");
    v["blocked"] = json!("A6");
    v["claim"] = json!("a6");
    let e = position_from_json(&v).unwrap_err();
    assert!(e.field == "blocked" || e.field == "claim", "{e}");
}

/// A valid Kete position with a capturable claim and a valid block are accepted and
/// written back unchanged.
#[test]
fn interchange_accepts_block_and_claim() {
    // Claim: Kete, South in mtaji with B1=2 ending on A2 (1) facing a7 (1).
    let claim = json!({
      "variant": "kete", "rules": "mancala-world", "to_move": "S",
      "S": {"front": [0,1,0,0,0,0,0,0], "back": [2,0,0,0,0,0,0,0], "reserve": 0, "house": "destroyed"},
      "N": {"front": [2,0,0,0,0,0,1,0], "back": [58,0,0,0,0,0,0,0], "reserve": 0, "house": "destroyed"},
      "blocked": null, "claim": "a7"
    });
    let p = position_from_json(&claim).unwrap();
    assert_eq!(p.claim(), Some(pit("a7")));
    assert_eq!(position_to_json(&p), claim);
    let mut blocked = claim.clone();
    blocked["variant"] = json!("kiswahili");
    blocked["claim"] = Value::Null;
    blocked["to_move"] = json!("N");
    blocked["blocked"] = json!("a7");
    let p = position_from_json(&blocked).unwrap();
    assert_eq!(p.blocked(), Some(pit("a7")));
    assert_eq!(position_to_json(&p), blocked);
}

// ---------------------------------------------------------------------------------------
// Move JSON

#[test]
fn move_json_round_trip_and_errors() {
    let start = Position::start(KISWAHILI);
    let m = mk("A6", Some(Dir::Ccw), None, None);
    let j = move_to_json(&start, &m);
    assert_eq!(
        j,
        json!({"pit": "A6", "dir": "ccw", "kichwa": null, "safari": null})
    );
    assert_eq!(move_from_json(&start, &j).unwrap(), m);
    // A namua capture with a kichwa and safari choice (North, see notation test).
    let pos = setup_fill(
        KISWAHILI,
        N,
        &[("a5", 5), ("A4", 4), ("A8", 1)],
        "B5",
        [10, 10],
        [true, true],
    );
    for s in successors(&pos) {
        let j = move_to_json(&pos, &s.mv);
        assert_eq!(move_from_json(&pos, &j).unwrap(), s.mv, "{j}");
    }
    let safari = Move {
        pit: pit("a5").ring,
        dir: None,
        kichwa: Some(Kichwa::Right),
        safari: Some(true),
    };
    assert_eq!(
        move_to_json(&pos, &safari),
        json!({"pit": "a5", "dir": null, "kichwa": "right", "safari": true})
    );
    for (bad, field) in [
        (
            json!({"pit": "a6", "dir": "cw", "kichwa": null, "safari": null}),
            "pit",
        ),
        (
            json!({"pit": "A6", "dir": "up", "kichwa": null, "safari": null}),
            "dir",
        ),
        (
            json!({"pit": "A6", "dir": "cw", "kichwa": "middle", "safari": null}),
            "kichwa",
        ),
        (
            json!({"pit": "A6", "dir": "cw", "kichwa": null, "safari": "yes"}),
            "safari",
        ),
        (json!({"pit": "A6", "dir": "cw", "colour": 1}), "colour"),
        (json!({"dir": "cw"}), "pit"),
    ] {
        let e = move_from_json(&start, &bad).unwrap_err();
        assert_eq!(e.field, field, "{bad}: {e}");
    }
}
