//! The teaching core: every move explained from its rules trace (section 3), the
//! course as data checked by the rules engine (section 2), the rules and the glossary at hand
//! (section 4). Positions are worked by hand from RULES.md; tests name the rule ids.

use bao::game::records::settings::Settings;
use bao::game::teach::course::lessons::{
    Attempt, Goal, Verdict, check_lesson, course, lesson, parse_course, terms_used,
};
use bao::game::teach::narrate::explain::{Explanation, explain_move};
use bao::game::teach::narrate::rulebook::{
    self, glossary, markup, sections, sections_for, terms_in,
};
use bao::game::words::i18n::Lang;
use bao::rules::{MoveKind, Position, Rules, Side, Variant, parse_move, successors};

fn pos(rules: Rules, side: Side, diagram: &str) -> Position {
    Position::from_diagram(rules, side, diagram).unwrap()
}

fn explained(p: &Position, mv: &str) -> Explanation {
    let (succ, _) = parse_move(p, mv).unwrap();
    explain_move(Lang::English, p, &succ.mv).unwrap()
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

// ------------------------------------------------------------------ every move explained

#[test]
fn j2_g4_g6_the_worked_example_of_section_14_lap_by_lap() {
    // From the Kujifunza start (J1) South's A1R: 2 seeds to A2, A3; A3 (3) faces a6 (2):
    // capture, pit 3 keeps the direction, so the seeds enter at the left kichwa A1 (G6).
    let p = Position::start(Rules::KUJIFUNZA);
    let e = explained(&p, "A1R");
    assert_eq!(e.notation, "A1R");
    let (s, r) = sentence(&e, "lifts all 2 seeds from A1");
    assert!(s.contains("to the right (clockwise)"), "{s}");
    assert_eq!(r, Some("M1"));
    assert_eq!(sentence(&e, "A capture move").1, Some("M2, G5"));
    let (s, r) = sentence(&e, "Lap 1 ends in A3");
    assert!(
        s.contains("2 before, 3 now") && s.contains("a6 facing it holds 2 seeds"),
        "{s}"
    );
    assert_eq!(r, Some("G4"));
    let (s, r) = sentence(&e, "from a6 enter at the left kichwa A1");
    assert!(s.contains("keeps the direction"), "{s}");
    assert_eq!(r, Some("G6"));
    // The second capture is at A2, a kimbi pit: left kichwa, whatever the direction (G6).
    let (s, _) = sentence(&e, "from a7 enter at the left kichwa A1");
    assert!(s.contains("pit 1 or 2"), "{s}");
    // A capture at A7 enters at the right kichwa: the direction turns round.
    let (s, _) = sentence(&e, "from a2 enter at the right kichwa A8");
    assert!(s.contains("turns round"), "{s}");
    // 10 laps and 4 captures of 8 seeds (section 14); the move ends in an empty pit (G3).
    assert!(
        e.text()
            .contains("In all: 4 captures of 8 seeds in 10 laps.")
    );
    assert_eq!(sentence(&e, "which was empty").1, Some("G3"));
    // A run of plain relays is told in one sentence after the first ones (G2).
    let (s, r) = sentence(&e, "relays 2 more times");
    assert!(s.contains("B3, B6"), "{s}");
    assert_eq!(r, Some("G2"));
    // The words of the game link to the glossary.
    let terms = e.terms();
    assert!(terms.contains(&"kichwa") && terms.contains(&"kula") && terms.contains(&"relay"));
}

#[test]
fn g2_g3_g5_a_takasa_relays_past_a_capture_it_may_not_make() {
    // South A3=2, A5=1, A7=1; North a2=2 (facing A7), the rest on North's back row.
    // A3R: A4, A5 -> lap 1 ends in A5 (occupied, a4 empty): no capture, so takasa (M3, G5).
    // Relay: A6, A7 -> A7 (occupied) faces a2 (2), but a takasa never captures (G5): relay.
    // A8, B8 -> B8 was empty: the move ends (G3).
    let p = pos(
        Rules::KUJIFUNZA,
        Side::South,
        "8 8 8 8 8 8 5 5  0 0 0 0 0 0 2 0  0 0 2 0 1 0 1 0  0 0 0 0 0 0 0 0",
    );
    let e = explained(&p, "A3R*");
    assert_eq!(e.notation, "A3R*");
    assert_eq!(sentence(&e, "No capture is possible").1, Some("M3, G5"));
    let (s, r) = sentence(&e, "Lap 1 ends in A5");
    assert!(s.contains("relay") && s.contains("lifts all 2"), "{s}");
    assert_eq!(r, Some("G2"));
    let (s, r) = sentence(&e, "Lap 2 ends in A7");
    assert!(s.contains("never captures"), "{s}");
    assert_eq!(r, Some("G5, G2"));
    let (s, r) = sentence(&e, "Lap 3 ends in B8");
    assert!(s.contains("was empty"), "{s}");
    assert_eq!(r, Some("G3"));
    assert!(!e.text().contains("In all"), "a takasa captures nothing");
}

#[test]
fn m2_a_pit_of_sixteen_or_more_sows_a_takasa_and_a_lone_kichwa_sows_to_the_centre() {
    // South's only front seeds: 17 in A1 (a lone kichwa, M3); 5 in B8. North a1 = 2.
    let p = pos(
        Rules::KUJIFUNZA,
        Side::South,
        "0 0 0 0 0 0 20 20  0 0 0 0 0 0 0 2  17 0 0 0 0 0 0 0  0 0 0 0 0 0 0 5",
    );
    let all = successors(&p);
    assert_eq!(all.len(), 1, "the lone kichwa sows towards the centre only");
    let e = explained(&p, "A1R*");
    let (s, _) = sentence(&e, "lifts all 17 seeds from A1");
    assert!(
        s.contains("a kichwa that is the only occupied front pit sows towards the centre"),
        "{s}"
    );
    assert_eq!(
        sentence(&e, "16 or more seeds never starts a capture").1,
        Some("M2")
    );
}

#[test]
fn n1_n2_namua_capture_tax_and_the_kichwa_choice() {
    // N2 tax: South's only occupied front pit is the functional nyumba A5 (6): one seed in,
    // exactly 2 out, sown right to A6, A7; A7 was empty (G3). The house stays owned.
    let k = Rules::KISWAHILI;
    let p = pos(
        k,
        Side::South,
        "0 0 0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 6 0 0 0  1 1 1 1 1 1 1 1 / 20 20",
    );
    let e = explained(&p, "A5R*");
    assert_eq!(sentence(&e, "puts one seed from the reserve").1, Some("N2"));
    let (s, r) = sentence(&e, "the tax");
    assert!(
        s.contains("exactly 2 seeds out") && s.contains("stays owned"),
        "{s}"
    );
    assert_eq!(r, Some("N2"));
    assert_eq!(
        sentence(&e, "Lap 1 ends in A7, which was empty").1,
        Some("G3")
    );
    assert!(e.terms().contains(&"nyumba"));

    // N1 with the G6 choice: the seed into A4 (1 -> 2) facing a5 (2); entered at the left
    // kichwa the 2 seeds go to A1, A2; A2 (1 -> 2) faces a7 (3): captured again.
    let p = pos(
        k,
        Side::South,
        "2 2 2 2 0 0 0 0  0 3 0 2 0 0 0 2  0 1 0 2 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let e = explained(&p, "A4L");
    assert_eq!(sentence(&e, "A namua capture").1, Some("N1"));
    let (s, _) = sentence(&e, "from a5 enter at the left kichwa A1");
    assert!(s.contains("the player chooses the kichwa"), "{s}");
    let (s, r) = sentence(&e, "Lap 1 ends in A2");
    assert!(s.contains("a7 facing it holds 3 seeds"), "{s}");
    assert_eq!(r, Some("G4"));
    assert!(
        e.text()
            .contains("In all: 2 captures of 5 seeds in 2 laps.")
    );
}

#[test]
fn step_4_safari_or_stop_at_the_house_and_w1_in_the_middle_of_a_move() {
    // The seed into A2 (1 -> 2) takes a7's 5, entered at A1 (pit 2, G6) they end in the
    // nyumba A5 (13 -> 14). Stop: the house survives. Safari: 14 seeds round the ring to
    // A3 (1 -> 2), facing a6 (3): captured; the move goes on to empty North's front row.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 0 0 0 0  0 5 3 0 0 0 0 2  0 1 0 0 13 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let stop = explained(&p, "A2");
    let (s, r) = sentence(&stop, "chooses to stop there");
    assert!(
        s.contains("nyumba A5, now 14 seeds") && s.contains("survives"),
        "{s}"
    );
    assert_eq!(r, Some("section 6, step 4"));
    assert!(!stop.text().contains("destroys"));

    let safari = explained(&p, "A2>#");
    assert_eq!(safari.notation, "A2>#");
    assert!(safari.terms().contains(&"safari"));
    assert_eq!(
        sentence(&safari, "South goes on: safari").1,
        Some("section 6, step 4")
    );
    assert_eq!(sentence(&safari, "destroys it").1, Some("section 8"));
    let (s, _) = sentence(&safari, "Lap 2 ends in A3");
    assert!(s.contains("a6 facing it holds 3 seeds"), "{s}");
    assert_eq!(
        sentence(&safari, "front row is now empty").1,
        Some("section 6, step 1")
    );
    let (s, r) = sentence(&safari, "Bao hamna");
    assert!(s.contains("South wins"), "{s}");
    assert_eq!(r, Some("W1"));
}

#[test]
fn t1_takasia_w2_k1_and_the_first_mtaji_capture_are_told() {
    // T1: South's A8L* (A7, A6) leaves A4R able to end in A6 facing a3: the one capturable
    // pit, while North (a3 = 2, a6 = 2) cannot capture. a3 is blocked.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 16 16 0 0 0  0 0 2 0 0 2 0 0  0 0 0 2 0 0 0 2  0 0 24 0 0 0 0 0",
    );
    let e = explained(&p, "A8L**");
    let (s, r) = sentence(&e, "sets takasia on a3");
    assert!(s.contains("may not start there"), "{s}");
    assert_eq!(r, Some("T1, T3"));

    // W2: A3R takes a4's 2 seeds, North's last pit of two: he has only singletons.
    let p = pos(
        Rules::KUJIFUNZA,
        Side::South,
        "1 1 1 1 1 1 1 1  0 0 1 0 2 0 1 0  0 0 2 0 2 0 1 0  0 0 16 31 0 0 0 0",
    );
    let e = explained(&p, "A3R#");
    assert_eq!(
        sentence(&e, "no pit holding two or more seeds").1,
        Some("W2")
    );

    // K1: the kuu at exactly 6 is the only occupied front pit: it takes the seed and all 7
    // are sown, which destroys it (A4 .. B3 to the left).
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 2 2 2 2 2 2 2  0 0 0 0 0 2 2 0  0 0 0 0 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let e = explained(&p, "A5L*");
    let (s, r) = sentence(&e, "held exactly 6");
    assert!(s.contains("all 7 seeds to the left"), "{s}");
    assert_eq!(r, Some("K1"));
    assert!(e.text().contains("takata") && e.text().contains("nemo"));

    // Section 8: South in mtaji captures (B1L: A1, A2 facing a7) while North still has a
    // reserve and an owned nyumba: the first mtaji capture destroys it.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 12 0 0 0 0  0 3 0 6 0 0 0 2  0 1 0 0 0 2 0 1  2 0 0 0 25 0 0 0 / 0 10",
    );
    let e = explained(&p, "B1L");
    let (s, r) = sentence(&e, "first capture move made in mtaji");
    assert!(s.contains("North's nyumba"), "{s}");
    assert_eq!(r, Some("section 8"));
}

/// Rule ids RULES.md defines, as the explanations cite them.
const RULE_IDS: &[&str] = &[
    "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "N1", "N2", "M1", "M2", "M3", "T1", "T2", "T3",
    "W1", "W2", "K1", "K2", "K3", "J1", "J2", "J3", "J4", "J5",
];

fn cited_ok(rule: &str) -> bool {
    rule.split(", ").all(|r| {
        RULE_IDS.contains(&r)
            || r.starts_with("section ")
            || r == "step 1"
            || r == "step 3"
            || r == "step 4"
            || r == "step 5"
    })
}

#[test]
fn random_games_are_explained_with_known_rules_and_glossary_words() {
    // Every move of seeded random games in each variant: the explanation exists, cites only
    // rules of RULES.md, links only glossary entries, and its capture total is the engine's.
    let g = glossary(Lang::English);
    for rules in [Rules::KUJIFUNZA, Rules::KISWAHILI, Rules::KETE] {
        let mut rng = bao::ai::SplitMix(7);
        let mut moves = 0;
        for _ in 0..12 {
            let mut p = Position::start(rules);
            for _ in 0..60 {
                let all = successors(&p);
                if all.is_empty() {
                    break;
                }
                let s = all[rng.below(all.len())];
                let e = explain_move(Lang::English, &p, &s.mv).unwrap();
                moves += 1;
                assert!(!e.sentences.is_empty());
                for sen in &e.sentences {
                    if let Some(r) = sen.rule {
                        assert!(cited_ok(r), "unknown rule '{r}' in {}", e.text());
                    }
                }
                for t in e.terms() {
                    assert!(
                        g.contains_key(t),
                        "'{t}' is not in the glossary: {}",
                        e.text()
                    );
                }
                if s.captured > 0 {
                    assert!(
                        e.text().contains(&format!(" of {} seed", s.captured)),
                        "{}",
                        e.text()
                    );
                }
                if s.outcome().is_some() {
                    assert!(e.text().contains("wins the game"), "{}", e.text());
                }
                p = s.position;
                if s.outcome().is_some() {
                    break;
                }
            }
        }
        assert!(moves > 100, "{rules:?}: {moves}");
    }
}

// ------------------------------------------------------------------ the course

#[test]
fn the_course_runs_in_parts_from_kujifunza_to_strategy_in_the_order_of_issue_26() {
    let c = course(Lang::English);
    assert!(c.len() >= 45, "{} exercises", c.len());
    // Each part in one run, in this order: Bao la Kujifunza, the namua of Bao la
    // Kiswahili, the nyumba, mtaji, Bao la Kete, reading notation, strategy.
    let mut parts: Vec<&str> = c.iter().map(|l| l.data.part.as_str()).collect();
    parts.dedup();
    let order = [
        "kujifunza",
        "namua",
        "nyumba",
        "mtaji",
        "kete",
        "notation",
        "strategy",
    ];
    let rank = |p: &str| {
        order
            .iter()
            .position(|o| *o == p)
            .unwrap_or_else(|| panic!("{p}"))
    };
    assert!(
        parts.windows(2).all(|w| rank(w[0]) < rank(w[1])),
        "{parts:?}"
    );
    for p in ["kujifunza", "namua", "nyumba", "mtaji", "kete", "strategy"] {
        assert!(parts.contains(&p), "no part '{p}'");
    }
    // The first exercise of Kujifunza captures nothing whatever is played (from
    // the J1 start every first move captures, J2, so that start comes after capturing and
    // the kichwa are taught); the namua part starts from Bao la Kiswahili's start (section
    // 1.1), whose four legal first moves are all takasas (section 13).
    assert_eq!(c[0].rules, Rules::KUJIFUNZA);
    assert!(
        successors(&c[0].start)
            .iter()
            .all(|s| s.kind == MoveKind::Takasa)
    );
    let j1 = c
        .iter()
        .position(|l| l.start == Position::start(Rules::KUJIFUNZA))
        .unwrap();
    assert_eq!(c[j1].id(), "learners-start");
    let taught = |key: &str| {
        c.iter()
            .position(|l| l.data.teaches.iter().any(|k| k == key))
    };
    assert!(taught("kula").unwrap() < j1 && taught("kichwa").unwrap() < j1);
    let first_namua = c.iter().find(|l| l.data.part == "namua").unwrap();
    assert_eq!(first_namua.start, Position::start(Rules::KISWAHILI));
    assert!(matches!(first_namua.data.goal, Goal::EndIn(_)));
    // The last exercise is a game against Mwanzo (level 0).
    assert_eq!(c.last().unwrap().data.opponent, Some(0));
    let ids: Vec<&str> = c.iter().map(|l| l.id()).collect();
    let at = |id: &str| ids.iter().position(|i| *i == id).unwrap();
    // Sowing, laps, relay, capture, the kichwa, the first lap (G5), takasa, the 16-seed
    // limit, winning; in Kiswahili the opening before namua captures.
    assert!(
        at("start") < at("sowing") && at("sowing") < at("relay") && at("relay") < at("capture")
    );
    assert!(at("capture") < at("capture-again") && at("capture-again") < at("first-lap"));
    assert!(at("first-lap") < at("takasa") && at("takasa") < at("sixteen"));
    assert!(at("sixteen") < at("bao-hamna"));
    assert!(at("opening") < at("namua") && at("namua") < at("namua-kichwa"));
    assert!(
        at("namua-kichwa") < at("tax") && at("tax") < at("mtaji") && at("mtaji") < at("takasia")
    );
    assert!(at("takasia") < at("kete-kuu"));
}

#[test]
fn every_lesson_solution_meets_its_goal_and_the_first_move_is_a_choice() {
    for l in course(Lang::English) {
        let r = check_lesson(l).unwrap_or_else(|e| panic!("{e}"));
        assert!(r.first_moves > 0);
        if l.data.moves == 1 {
            assert!(r.first_moves_meeting >= 1 && r.first_moves_meeting < r.first_moves);
        }
    }
}

#[test]
fn an_attempt_is_judged_by_the_rules_engine() {
    // "capture": A5L takes a6 (the goal), A5R takes a2 (G4): one is success, one failure.
    let l = lesson(Lang::English, "capture").unwrap();
    assert_eq!(l.data.goal, Goal::Capture("a6".into()));
    let mut a = Attempt::new(l);
    let (wrong, _) = parse_move(&l.start, "A5R").unwrap();
    assert_eq!(a.play(&wrong.mv), Ok(Verdict::Failure));
    assert!(
        a.last_explanation(Lang::English)
            .unwrap()
            .text()
            .contains("a2 facing it")
    );
    assert!(a.play(&wrong.mv).is_err(), "the attempt is over");
    let mut a = Attempt::new(l);
    let (right, _) = parse_move(&l.start, "A5L").unwrap();
    assert_eq!(a.play(&right.mv), Ok(Verdict::Success));

    // An illegal move is refused with the engine's reason (G7: capturing is compulsory).
    let mut a = Attempt::new(l);
    let takasa = bao::rules::Move {
        pit: 2,
        dir: Some(bao::rules::Dir::Ccw),
        kichwa: None,
        safari: None,
    };
    assert_eq!(a.play(&takasa), Err(bao::rules::Illegal::MustCapture));
    assert_eq!(a.verdict(), None);

    // A lesson against Mwanzo: after the player's first move the opponent is to move, and
    // the level gives a legal reply.
    let l = lesson(Lang::English, "play-kujifunza").unwrap();
    let mut a = Attempt::new(l);
    let (first, _) = parse_move(&l.start, "A5R*").unwrap();
    assert_eq!(a.play(&first.mv), Ok(Verdict::GoOn));
    assert!(a.opponent_to_move());
    let reply = a.opponent_move(1).expect("Mwanzo replies");
    assert_eq!(a.play(&reply), Ok(Verdict::GoOn));
    assert!(!a.opponent_to_move());
}

const TEXTS: &str = r#"{ "x": (title: "T", goal: "G", hint: "H", success: "S", failure: "F") }"#;

#[track_caller]
fn course_error(course: &str, texts: &str, lesson: &str, field: &str) {
    let e = parse_course(course, texts).unwrap_err();
    assert_eq!(
        (e.lesson.as_str(), e.field.as_str()),
        (lesson, field),
        "{e}"
    );
}

#[test]
fn a_faulty_course_is_refused_naming_the_lesson_and_the_field() {
    let ok = r#"[(id: "x", part: "p", variant: "kujifunza", setup: Start, goal: Capture("a6"), solution: ["A1R"])]"#;
    assert_eq!(parse_course(ok, TEXTS).unwrap().len(), 1);
    course_error(&ok.replace("a6", "A6"), TEXTS, "x", "goal");
    course_error(&ok.replace("A1R", "A1L*"), TEXTS, "x", "solution[0]");
    course_error(&ok.replace("kujifunza", "bao"), TEXTS, "x", "variant");
    course_error(
        &ok.replace("Start", r#"Diagram("S", "2 2 2")"#),
        TEXTS,
        "x",
        "setup",
    );
    course_error(ok, &TEXTS.replace("\"x\"", "\"y\""), "x", "texts");
    course_error(ok, &TEXTS.replace("\"H\"", "\" \""), "x", "hint");
    let e = parse_course("[(id: \"x\", variant: 3)]", TEXTS).unwrap_err();
    assert!(e.to_string().contains("course.ron"), "{e}");
    // A solution that does not meet the goal fails the check (not the parse).
    // A1R from the start takes a6, a7, a2 and a1 (section 14), not a8.
    let c = parse_course(&ok.replace("a6", "a8"), TEXTS).unwrap();
    let l: &'static _ = Box::leak(Box::new(c.into_iter().next().unwrap()));
    let e = check_lesson(l).unwrap_err();
    assert_eq!(e.field, "solution", "{e}");
}

#[test]
fn lesson_progress_is_kept_in_the_settings_and_old_files_still_load() {
    let (s, w) = Settings::from_ron("(animation: Fast, show_hints: false)");
    assert_eq!(w, None);
    assert!(s.lessons_done.is_empty());
    let mut s = Settings::default();
    assert!(s.mark_lesson_done("sowing"));
    assert!(!s.mark_lesson_done("sowing"));
    assert!(s.mark_lesson_done("capture"));
    assert!(s.lesson_done("capture") && !s.lesson_done("relay"));
    let (back, w) = Settings::from_ron(&s.to_ron());
    assert_eq!(w, None);
    assert_eq!(back.lessons_done, ["sowing", "capture"]);
}

// ------------------------------------------------------------------ the rules at hand

#[test]
fn every_glossary_key_used_by_lessons_rules_and_explanations_exists() {
    let g = glossary(Lang::English);
    for (id, key) in terms_used(Lang::English) {
        assert!(g.contains_key(&key), "lesson '{id}' links '{key}'");
    }
    for s in sections(Lang::English) {
        for key in terms_in(&s.text).into_iter().chain(terms_in(&s.title)) {
            assert!(g.contains_key(&key), "section '{}' links '{key}'", s.id);
        }
    }
    for (key, t) in g {
        for k in terms_in(&t.meaning) {
            assert!(g.contains_key(&k), "glossary '{key}' links '{k}'");
        }
        assert_eq!(rulebook::term_key(&t.word), *key, "key of '{}'", t.word);
    }
    // Every lesson solution's explanation links existing entries too.
    for l in course(Lang::English) {
        for (p, s) in l.solution_line().unwrap() {
            for t in explain_move(Lang::English, &p, &s.mv).unwrap().terms() {
                assert!(g.contains_key(t), "lesson '{}': '{t}'", l.id());
            }
        }
    }
    // The Kiswahili terms of the issue are there.
    for k in [
        "kichwa",
        "kimbi",
        "nyumba",
        "takasa",
        "mtaji",
        "namua",
        "safari",
        "takasia",
        "kuu",
        "hizi-zetu",
        "bao-hamna",
        "kula",
        "nemo",
        "takata",
    ] {
        assert!(g.contains_key(k), "{k}");
    }
}

#[test]
fn rule_sections_cover_every_variant_and_their_diagrams_are_positions() {
    for v in Variant::ALL {
        let s = sections_for(Lang::English, v);
        assert!(s.len() >= 5, "{v:?}: {} sections", s.len());
        for id in ["sowing", "capture", "entry", "winning"] {
            assert!(s.iter().any(|x| x.id == id), "{v:?} has no '{id}'");
        }
    }
    let with_diagram = sections(Lang::English)
        .iter()
        .filter(|s| s.diagram.is_some())
        .count();
    assert!(with_diagram >= 3);
    // A section that cites G6 is found for an explanation's link.
    let s = rulebook::section_citing(Lang::English, Variant::Kujifunza, "G6").unwrap();
    assert_eq!(s.id, "entry");
    // Refused: a diagram that is not a position names the section.
    let bad = r#"[(id: "b", title: "B", variants: [Kujifunza], text: "t", diagram: Some((setup: Diagram("S", "1 2 3"))))]"#;
    let e = rulebook::parse_sections("f.ron", bad).unwrap_err();
    assert!(e.contains("section 'b': diagram"), "{e}");
    assert_eq!(markup("[Bao hamna]")[0].term.as_deref(), Some("bao-hamna"));
}

/// Every section of the Rules window has its example drawn. Each diagram is a
/// position of a real game under its first variant's rules (64 seeds; in namua South's reserve
/// equals North's when South is to move, one less when North is), its arrow is a legal move
/// written as the engine writes it, and the move does what the section says: G4-G7 captures
/// and their entry, M1-M3 which pits move, W1 Bao hamna, section 13 the notation, N1 and G6
/// the namua capture and its kichwa, section 8 the house and safari, T1-T3 takasia, G8 and
/// section 8 the change to mtaji, K1 the kuu's tax, and section 12 the two rule sets (T3).
#[test]
fn every_rule_section_draws_its_example_and_the_move_does_what_the_section_says() {
    use bao::rules::{
        Dir, Event, HouseLoss, MoveKind, Pit, Preset, Stage, StopReason, WinReason, play_traced,
        position_from_json, position_to_json, write_move,
    };
    let pit = |label: &str| Pit::parse(label).unwrap();
    // The sections whose move is a capture (G4): its trace has a Capture event.
    const CAPTURES: &[&str] = &[
        "capture",
        "entry",
        "mtaji-moves",
        "winning",
        "namua-capture",
        "house",
        "mtaji-change",
    ];
    let mut checked = Vec::new();
    for lang in Lang::ALL {
        for s in sections(lang) {
            let d = s
                .diagram
                .as_ref()
                .unwrap_or_else(|| panic!("{lang:?}: section '{}' has no diagram", s.id));
            let rules = Rules::new(s.variants[0], Preset::MancalaWorld).unwrap();
            let p = d
                .setup
                .position(rules)
                .unwrap_or_else(|e| panic!("section '{}': {e}", s.id));
            assert_eq!(p.total_seeds(), 64, "section '{}'", s.id);
            checked.push(s.id.clone());
            // G8: South moves first, so in namua he has made as many moves as North (South
            // to move) or one more (North to move).
            let (rs, rn) = (p.reserve(Side::South), p.reserve(Side::North));
            match p.to_move() {
                Side::South => assert_eq!(rs, rn, "section '{}': reserves", s.id),
                Side::North => assert_eq!(rs + 1, rn, "section '{}': reserves", s.id),
            }
            let Some(arrow) = &d.arrow else {
                // Only the start positions are drawn without a move to show.
                assert!(
                    matches!(d.setup, rulebook::Setup::Start),
                    "section '{}' draws no move",
                    s.id
                );
                continue;
            };
            let (succ, _) = parse_move(&p, arrow)
                .unwrap_or_else(|e| panic!("section '{}': arrow {arrow}: {e}", s.id));
            // As the engine writes it; an arrow may leave out the trailing marks (the
            // sowing section's A3R, a takasa written A3R*), never write them wrong.
            let written = write_move(&p, &succ);
            assert!(
                written == *arrow
                    || (written.starts_with(arrow.as_str())
                        && !arrow.ends_with(['*', '#'])
                        && written[arrow.len()..].chars().all(|c| c == '*' || c == '#')),
                "section '{}': {arrow} is written {written}",
                s.id
            );
            let (_, trace) = play_traced(&p, &succ.mv).unwrap();
            let captures = trace
                .iter()
                .filter(|e| matches!(e, Event::Capture { .. }))
                .count();
            let has = |f: &dyn Fn(&Event) -> bool| trace.iter().any(f);
            if CAPTURES.contains(&s.id.as_str()) {
                assert_eq!(succ.kind, MoveKind::Capture, "section '{}'", s.id);
                assert!(captures >= 1, "section '{}': no capture", s.id);
            }
            let legal: Vec<String> = successors(&p).iter().map(|t| write_move(&p, t)).collect();
            match s.id.as_str() {
                // G4, G6: a5 is taken from A4 and enters at the left kichwa, the move goes on.
                "capture" => {
                    assert!(has(&|e| *e
                        == Event::Capture {
                            by: pit("A4"),
                            pit: pit("a5"),
                            count: 3
                        }));
                    assert!(succ.laps > 1);
                }
                // G6: a kimbi capture at A7, sown to the right, enters at A8 and turns back.
                "entry" => {
                    assert_eq!(succ.mv.dir, Some(Dir::Cw));
                    assert!(has(&|e| *e
                        == Event::Entry {
                            kichwa: pit("A8"),
                            dir: Dir::Ccw
                        }));
                }
                // M1, M2: the singletons never move, A6 cannot capture, and the only legal
                // move is a capture from the back row.
                "mtaji-moves" => {
                    assert_eq!(legal, [arrow.clone()]);
                    assert!(!Pit::new(Side::South, succ.mv.pit).is_front());
                    assert!(p.seeds(pit("A1")) == 1 && p.seeds(pit("A3")) == 1);
                }
                // W1: the capture empties North's front row.
                "winning" => {
                    let o = succ.outcome().unwrap();
                    assert_eq!((o.winner, o.reason), (Side::South, WinReason::BaoHamna));
                    assert!(arrow.ends_with('#'));
                }
                // Section 13: a takasa (*) from the back row, round the corner into A1.
                "notation" => {
                    assert_eq!(succ.kind, MoveKind::Takasa);
                    assert!(arrow.starts_with("B1L") && arrow.ends_with('*'));
                }
                // N1, G6: a seed from the reserve captures a6 at once; at pit 3 the player
                // chooses the kichwa (A3L or A3R), and R enters at the right kichwa.
                "namua-capture" => {
                    assert_eq!(p.stage(Side::South), Stage::Namua);
                    assert!(matches!(trace[0], Event::ReservePlaced { .. }));
                    assert!(
                        legal.contains(&"A3L".to_string()) && legal.contains(&"A3R".to_string())
                    );
                    assert!(has(&|e| *e
                        == Event::Entry {
                            kichwa: pit("A8"),
                            dir: Dir::Ccw
                        }));
                }
                // Section 8, section 6 step 4: a lap of a namua capture ends in the standing
                // house; stopping (A3L) keeps it, the safari drawn (A3L>) lifts it.
                "house" => {
                    assert!(p.house_owned(Side::South));
                    assert!(has(&|e| matches!(e, Event::Safari { .. })));
                    assert!(has(&|e| *e
                        == Event::HouseDestroyed {
                            side: Side::South,
                            why: HouseLoss::Lifted
                        }));
                    let (stop, _) = parse_move(&p, "A3L").unwrap();
                    assert!(stop.position.house_owned(Side::South));
                }
                // T1-T3: the takasa (**) blocks a6, the one pit South could capture next.
                "takasia" => {
                    assert_eq!(succ.kind, MoveKind::Takasa);
                    assert!(succ.sets_block);
                    assert_eq!(succ.position.blocked(), Some(pit("a6")));
                }
                // G8, section 8: South's first mtaji move is a capture and destroys both
                // houses at its start.
                "mtaji-change" => {
                    assert_eq!((rs, rn), (0, 0));
                    assert!(p.house_owned(Side::South) && p.house_owned(Side::North));
                    for side in Side::BOTH {
                        assert!(has(&|e| *e
                            == Event::HouseDestroyed {
                                side,
                                why: HouseLoss::MtajiCapture
                            }));
                    }
                }
                // K1: the kuu of exactly 6, the only occupied front pit, takes the seed and
                // all 7 are lifted and sown, which destroys it (the usual tax sows 2).
                "kete" => {
                    assert_eq!(p.seeds(pit("A5")), 6);
                    assert!(has(&|e| *e
                        == Event::Lift {
                            pit: pit("A5"),
                            count: 7
                        }));
                    assert!(has(&|e| *e
                        == Event::HouseDestroyed {
                            side: Side::South,
                            why: HouseLoss::Lifted
                        }));
                    assert!(!has(&|e| matches!(e, Event::Tax { .. })));
                }
                // Section 12, T3: A7 is blocked; the first lap from pit 5 ends there. With
                // Mancala World it relays on; with the Tournament rules the move stops there.
                "rule-sets" => {
                    assert_eq!(p.blocked(), Some(pit("A7")));
                    assert!(succ.laps > 1);
                    let mut j = position_to_json(&p);
                    j["rules"] = "tournament".into();
                    let t = position_from_json(&j).unwrap();
                    let (ts, _) = parse_move(&t, arrow).unwrap();
                    let (_, tt) = play_traced(&t, &ts.mv).unwrap();
                    assert_eq!(ts.laps, 1);
                    assert!(tt.contains(&Event::Stop {
                        pit: pit("A7"),
                        why: StopReason::Blocked
                    }));
                }
                // Section 6: every lap end is one of the steps: a capture (step 3), a relay
                // (step 7) or an empty pit (step 2). In the full games the lap of a namua
                // capture that ends in the standing house, now 9, captures a4 (step 3 before
                // step 4): no safari is offered and the house stays.
                "lap-end" => {
                    for w in trace.windows(2) {
                        if let Event::LapEnd { count, .. } = w[0] {
                            assert!(
                                matches!(w[1], Event::Capture { .. } | Event::Lift { .. })
                                    || (count == 1
                                        && matches!(
                                            w[1],
                                            Event::Stop {
                                                why: StopReason::EmptyPit,
                                                ..
                                            }
                                        )),
                                "section 'lap-end' ({:?}): {w:?}",
                                s.variants
                            );
                        }
                    }
                    assert!(captures >= 2 && succ.laps >= 3, "section 'lap-end'");
                    if s.variants[0] == Variant::Kujifunza {
                        // As the text tells it: A7, now 4 and facing the emptied a2, relays;
                        // the move ends in A7, empty since it was lifted.
                        assert!(trace.windows(2).any(|w| w
                            == [
                                Event::LapEnd {
                                    pit: pit("A7"),
                                    count: 4,
                                },
                                Event::Lift {
                                    pit: pit("A7"),
                                    count: 4,
                                },
                            ]));
                        assert!(trace.ends_with(&[Event::Stop {
                            pit: pit("A7"),
                            why: StopReason::EmptyPit,
                        }]));
                    } else {
                        let at_house = trace.windows(2).any(|w| {
                            w == [
                                Event::LapEnd {
                                    pit: pit("A5"),
                                    count: 9,
                                },
                                Event::Capture {
                                    by: pit("A5"),
                                    pit: pit("a4"),
                                    count: 1,
                                },
                            ]
                        });
                        assert!(at_house, "{trace:?}");
                        assert!(trace.ends_with(&[Event::Stop {
                            pit: pit("A8"),
                            why: StopReason::EmptyPit,
                        }]));
                        assert!(!has(&|e| matches!(e, Event::Safari { .. })));
                        assert!(succ.position.house_owned(Side::South));
                        assert!(!legal.iter().any(|m| m.starts_with("A8>")), "{legal:?}");
                    }
                }
                id => assert!(
                    ["sowing", "namua-takasa"].contains(&id),
                    "section '{id}': its move is not checked"
                ),
            }
        }
    }
    // Every section of both languages has its example drawn.
    assert_eq!(checked.len(), 2 * sections(Lang::English).len());
}

/// The plain text of the section `id` for `variant`.
fn section_text(lang: Lang, variant: Variant, id: &str) -> String {
    let s = sections_for(lang, variant)
        .into_iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("{lang:?} {variant:?}: no section '{id}'"));
    bao::game::teach::narrate::rulebook::plain_text(&markup(&s.text))
}

/// RULES.md section 6 in the Rules window, every step in its order. The
/// full games tell steps 1 to 7, and the capture (step 3) before the house's choice of stop
/// or safari (step 4); Bao la Kujifunza, with no house and no block, tells steps 1, 2, 3
/// and the relay, and says that pit 5 is ordinary (J3).
#[test]
fn section_6_the_end_of_a_lap_tells_every_step_in_its_order() {
    for lang in Lang::ALL {
        let en = lang == Lang::English;
        for v in [Variant::Kiswahili, Variant::Kete] {
            let text = section_text(lang, v, "lap-end");
            let words: &[&str] = if en {
                &[
                    "1. ",
                    "front row is now empty",
                    "2. ",
                    "was empty",
                    "3. ",
                    "you capture",
                    "before the house",
                    "4. ",
                    "safari",
                    "5. ",
                    "takasa",
                    "6. ",
                    "takasia",
                    "7. ",
                    "relay",
                ]
            } else {
                &[
                    "1. ",
                    "mbele ya mpinzani sasa ni tupu",
                    "2. ",
                    "lilikuwa tupu",
                    "3. ",
                    "unakula",
                    "hutangulia nyumba",
                    "4. ",
                    "safari",
                    "5. ",
                    "takasa",
                    "6. ",
                    "takasia",
                    "7. ",
                    "mwendelezo",
                ]
            };
            let mut at = 0;
            for w in words {
                let found = text[at..].find(w);
                assert!(
                    found.is_some(),
                    "{lang:?} {v:?}: '{w}' after byte {at}: {text}"
                );
                at += found.unwrap() + w.len();
            }
        }
        let text = section_text(lang, Variant::Kujifunza, "lap-end");
        for w in ["1. ", "2. ", "3. ", "4. "] {
            assert!(text.contains(w), "{lang:?}: Kujifunza lap-end lacks '{w}'");
        }
        assert!(!text.contains("5. ") && !text.contains("safari"), "{text}");
        // G2 with its exceptions: the full games' relay names the house and the block.
        let sowing = section_text(lang, Variant::Kiswahili, "sowing");
        for w in ["nyumba", "safari", "takasia"] {
            assert!(
                sowing.contains(w),
                "{lang:?}: the relay's exceptions lack '{w}'"
            );
        }
        // Section 6 is cited by the end-of-lap section in every variant.
        for v in Variant::ALL {
            let s = rulebook::section_citing(lang, v, "section 6").unwrap();
            assert_eq!(s.id, "lap-end", "{v:?}");
        }
    }
}

/// J2-J4: Bao la Kujifunza's Rules window shows no section about the
/// house, the reserve or the block, and no text of its sections speaks of them; the full
/// games' sections still do.
#[test]
fn j3_j4_kujifunza_sections_have_no_nyumba_takasia_or_namua() {
    for lang in Lang::ALL {
        for s in sections_for(lang, Variant::Kujifunza) {
            // The Kujifunza section itself names what the game leaves out.
            if s.id == "kujifunza" {
                continue;
            }
            let links = terms_in(&s.text);
            let text = s.text.to_lowercase();
            for w in [
                "nyumba", "takasia", "namua", "kuu", "safari", "reserve", "**",
            ] {
                assert!(
                    !links.iter().any(|k| k == w) && !text.contains(w),
                    "{lang:?}: Kujifunza's '{}' speaks of '{w}'",
                    s.id
                );
            }
        }
        let ids: Vec<_> = sections_for(lang, Variant::Kujifunza)
            .iter()
            .map(|s| s.id.as_str())
            .collect();
        for id in [
            "house",
            "takasia",
            "namua-start",
            "namua-capture",
            "rule-sets",
            "kete",
        ] {
            assert!(!ids.contains(&id), "{lang:?}: Kujifunza shows '{id}'");
        }
        // Each id at most once per variant.
        for v in Variant::ALL {
            let mut ids: Vec<_> = sections_for(lang, v).iter().map(|s| s.id.clone()).collect();
            let n = ids.len();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), n, "{lang:?} {v:?}: an id twice");
        }
        let kiswahili = section_text(lang, Variant::Kiswahili, "mtaji-moves");
        assert!(kiswahili.contains("nyumba") || kiswahili.contains("house"));
    }
    // A file giving one id twice for one variant is refused, naming the section.
    let twice = r#"[(id: "b", title: "B", variants: [Kujifunza, Kete], text: "t"), (id: "b", title: "B", variants: [Kete], text: "u")]"#;
    let e = rulebook::parse_sections("f.ron", twice).unwrap_err();
    assert!(
        e.contains("section 'b': given twice for Bao la Kete"),
        "{e}"
    );
}

/// The statements the expert found incomplete. The glossary's entry of a
/// capture holds for the first capture of a namua move only (N1; later ones are made where
/// a lap ends, G4); section 13's older ** of the master games; the winning section warns
/// of no loss the lone-kichwa rule (M3, N2) makes impossible, and tells never-ending moves
/// (section 10) and W2's judging.
#[test]
fn n1_g4_section_13_the_rules_window_states_its_exceptions() {
    let g = glossary(Lang::English);
    for key in ["kula", "front-row"] {
        assert!(
            g[key].meaning.contains("first capture of a namua move"),
            "{key}"
        );
    }
    let g = glossary(Lang::Kiswahili);
    for key in ["kula", "front-row"] {
        assert!(
            g[key]
                .meaning
                .contains("kula kwa mara ya kwanza katika hatua ya namua"),
            "{key}"
        );
    }
    let notation = section_text(Lang::English, Variant::Kiswahili, "notation");
    assert!(notation.contains("master games") && notation.contains("under a block"));
    let notation = section_text(Lang::Kiswahili, Variant::Kiswahili, "notation");
    assert!(notation.contains("michezo ya mabingwa") && notation.contains("chini ya kizuizi"));
    let house = section_text(Lang::English, Variant::Kiswahili, "house");
    assert!(
        house.contains("if a4 is occupied, the lap captures it instead"),
        "{house}"
    );
    for v in Variant::ALL {
        let w = section_text(Lang::English, v, "winning");
        assert!(!w.contains("You lose if"), "{w}");
        assert!(w.contains("not legal") && w.contains("says why"));
        assert!(w.contains("judged when he is to move"));
        let w = section_text(Lang::Kiswahili, v, "winning");
        assert!(!w.contains("Unashindwa mwendelezo"), "{w}");
        assert!(w.contains("si halali") && w.contains("kueleza sababu"));
    }
}

/// The Rules window's glossary lists, for each game, the words of that
/// game: each has a section of the game that teaches it, Bao la Kujifunza's list has no
/// house, reserve, block or safari (J3, J4), Kete's names are Kete's; the two languages list
/// the same words. A link to a word left out still opens it.
#[test]
fn j3_j4_each_games_glossary_lists_its_own_words() {
    for lang in Lang::ALL {
        for v in Variant::ALL {
            let listed = rulebook::glossary_for(lang, v);
            assert!(listed.len() >= 10, "{lang:?} {v:?}: {} words", listed.len());
            for (key, _) in &listed {
                assert!(
                    rulebook::section_for_term(lang, v, key)
                        .is_some_and(|s| s.variants.contains(&v)),
                    "{lang:?} {v:?}: no section teaches the listed '{key}'"
                );
            }
        }
        let keys = |v| -> Vec<String> {
            rulebook::glossary_for(lang, v)
                .into_iter()
                .map(|(k, _)| k.clone())
                .collect()
        };
        let kujifunza = keys(Variant::Kujifunza);
        for k in [
            "nyumba",
            "reserve",
            "takasia",
            "safari",
            "namua",
            "kuu",
            "hizi-zetu",
        ] {
            assert!(
                !kujifunza.contains(&k.to_string()),
                "{lang:?}: Kujifunza lists '{k}'"
            );
        }
        for k in ["kichwa", "relay", "mtaji", "takasa", "kula", "bao-hamna"] {
            assert!(
                kujifunza.contains(&k.to_string()),
                "{lang:?}: Kujifunza lacks '{k}'"
            );
        }
        assert!(keys(Variant::Kete).contains(&"kuu".to_string()));
        assert!(!keys(Variant::Kiswahili).contains(&"kuu".to_string()));
        assert!(rulebook::term(lang, "nyumba").is_some());
    }
    for (key, e) in glossary(Lang::English) {
        assert_eq!(
            e.variants,
            glossary(Lang::Kiswahili)[key].variants,
            "term '{key}'"
        );
    }
}

/// The words of the players' boxes (stage, reserve, house) link to the
/// section that teaches them, for each variant that has them, in both languages; every
/// glossary term has a section to open.
#[test]
fn each_word_of_the_first_screen_opens_the_section_that_teaches_it() {
    for lang in Lang::ALL {
        let id = |v, key| rulebook::section_for_term(lang, v, key).map(|s| s.id.as_str());
        assert_eq!(id(Variant::Kiswahili, "namua"), Some("namua-start"));
        assert_eq!(id(Variant::Kiswahili, "reserve"), Some("namua-start"));
        assert_eq!(id(Variant::Kiswahili, "nyumba"), Some("house"));
        assert_eq!(id(Variant::Kiswahili, "mtaji"), Some("mtaji-change"));
        // Kete's stage is nemo and its house the kuu (K1): their sections are Kete's too.
        assert_eq!(id(Variant::Kete, "nemo"), Some("namua-start"));
        assert_eq!(id(Variant::Kete, "kuu"), Some("house"));
        // Kujifunza has no namua stage (J2): its mtaji is taught by the mtaji moves.
        assert_eq!(id(Variant::Kujifunza, "mtaji"), Some("mtaji-moves"));
        for key in glossary(lang).keys() {
            let found = Variant::ALL
                .iter()
                .any(|&v| rulebook::section_for_term(lang, v, key).is_some());
            assert!(found, "{lang:?}: no section teaches '{key}'");
        }
    }
}

/// The guided game's voice names the Rules window's sections, never RULES.md's ids
/// (a newcomer never learned to read "(N1, N2)").
#[test]
fn rule_ids_in_a_text_become_the_titles_of_their_sections() {
    let en = rulebook::references_in_words(
        Lang::English,
        Variant::Kiswahili,
        "You must capture (N1, G7). Put a seed in (so to say) A6 (section 8).",
    );
    assert!(!en.contains("N1") && !en.contains("section 8"), "{en}");
    assert!(en.contains("(so to say)"), "{en}");
    let capture = rulebook::section_citing(Lang::English, Variant::Kiswahili, "G7").unwrap();
    assert!(en.contains(&capture.title), "{en}");
    let sw = rulebook::references_in_words(Lang::Kiswahili, Variant::Kiswahili, "Kula (N1).");
    assert!(
        sw.starts_with("Kula (sheria: ") && !sw.contains("N1"),
        "{sw}"
    );
    // The Kiswahili way of writing "section 8".
    let sw =
        rulebook::references_in_words(Lang::Kiswahili, Variant::Kiswahili, "Nyumba (sehemu ya 8).");
    assert!(
        sw.contains("(sheria: ") && !sw.contains("sehemu ya 8"),
        "{sw}"
    );
}

// ------------------------------------------------------------------ in Kiswahili

/// The glossary keys a markup text links to, each once, sorted.
fn links(text: &str) -> Vec<String> {
    let mut k = terms_in(text);
    k.sort();
    k.dedup();
    k
}

/// The glossary keys named by an English word rather than a Bao term: their Kiswahili entry
/// has its own word (mzunguko, mwendelezo, akiba, safu ya mbele).
const ENGLISH_KEYS: &[&str] = &["lap", "relay", "reserve", "front-row"];

#[test]
fn every_lesson_section_and_term_exists_in_kiswahili_with_the_same_ids_rules_and_links() {
    let (en, sw) = (course(Lang::English), course(Lang::Kiswahili));
    assert_eq!(en.len(), sw.len());
    for (e, s) in en.iter().zip(sw) {
        assert_eq!(e.id(), s.id());
        assert_eq!(e.data, s.data, "lesson '{}': the same course data", e.id());
        let fields = |l: &bao::game::teach::course::lessons::Lesson| {
            let t = &l.text;
            [
                ("title", t.title.clone()),
                ("goal", t.goal.clone()),
                ("hint", t.hint.clone()),
                ("success", t.success.clone()),
                ("failure", t.failure.clone()),
            ]
        };
        for ((field, et), (_, st)) in fields(e).into_iter().zip(fields(s)) {
            assert_eq!(links(&et), links(&st), "lesson '{}' {field}: links", e.id());
            if field != "title" {
                assert_ne!(et, st, "lesson '{}' {field}: not translated", e.id());
            }
        }
    }
    let (en, sw) = (sections(Lang::English), sections(Lang::Kiswahili));
    assert_eq!(en.len(), sw.len());
    for (e, s) in en.iter().zip(sw) {
        assert_eq!(e.id, s.id);
        assert_eq!(e.variants, s.variants, "section '{}'", e.id);
        assert_eq!(e.rule_ids, s.rule_ids, "section '{}'", e.id);
        assert_eq!(e.diagram, s.diagram, "section '{}'", e.id);
        assert_eq!(links(&e.text), links(&s.text), "section '{}': links", e.id);
        assert_eq!(
            links(&e.title),
            links(&s.title),
            "section '{}': title",
            e.id
        );
        assert_ne!(e.text, s.text, "section '{}': not translated", e.id);
    }
    let (en, sw) = (glossary(Lang::English), glossary(Lang::Kiswahili));
    assert_eq!(
        en.keys().collect::<Vec<_>>(),
        sw.keys().collect::<Vec<_>>(),
        "the same glossary keys"
    );
    for (key, e) in en {
        let s = &sw[key];
        assert_eq!(links(&e.meaning), links(&s.meaning), "term '{key}': links");
        assert_ne!(e.meaning, s.meaning, "term '{key}': not translated");
        if ENGLISH_KEYS.contains(&key.as_str()) {
            assert_ne!(e.word, s.word, "term '{key}': a Kiswahili word");
        } else {
            assert_eq!(e.word, s.word, "term '{key}': the Bao term stays");
        }
    }
    // Every key the Kiswahili texts link to exists (in both glossaries, as they share keys).
    for (id, key) in terms_used(Lang::Kiswahili) {
        assert!(sw.contains_key(&key), "lesson '{id}' links '{key}'");
    }
    for s in sections(Lang::Kiswahili) {
        for key in terms_in(&s.text) {
            assert!(sw.contains_key(&key), "section '{}' links '{key}'", s.id);
        }
    }
    // A lesson of the Kiswahili course plays like the English one.
    let l = lesson(Lang::Kiswahili, "capture").unwrap();
    assert_eq!(l.text.title, "Kula");
    assert!(check_lesson(l).is_ok());
}

#[test]
fn the_worked_example_explained_in_kiswahili() {
    let p = Position::start(Rules::KUJIFUNZA);
    let (succ, _) = parse_move(&p, "A1R").unwrap();
    let e = explain_move(Lang::Kiswahili, &p, &succ.mv).unwrap();
    let text = e.text();
    assert_eq!(e.notation, "A1R");
    for want in [
        "Kusini anachukua kete zote 2 kutoka A1 na kuzipanda moja moja kwenda kulia (mwendo wa saa). (M1)",
        "Mzunguko wa kwanza unaishia kwenye A3",
        "na a6 linaloelekeana nalo lina kete 2: Kusini anazila (kula). (G4)",
        "Kete 2 kutoka a6 zinaingia kwenye kichwa cha kushoto A1",
        "Upande wa kupanda unageuka.",
        "Kusini anaendelea kupanda mara 2 zaidi",
        "Kwa jumla: amekula mara 4, kete 8, katika mizunguko 10.",
    ] {
        assert!(text.contains(want), "no '{want}' in:\n{text}");
    }
    // The same sentences, rules and links as the English.
    let en = explain_move(Lang::English, &p, &succ.mv).unwrap();
    assert_eq!(e.rules(), en.rules());
    assert_eq!(e.terms(), en.terms());
    // An attempt tells the last move in the language asked.
    let l = lesson(Lang::Kiswahili, "capture").unwrap();
    let mut a = Attempt::new(l);
    let (right, _) = parse_move(&l.start, "A5L").unwrap();
    assert_eq!(a.play(&right.mv), Ok(Verdict::Success));
    let told = a.last_explanation(Lang::Kiswahili).unwrap().text();
    assert!(
        told.contains("Mzunguko wa kwanza unaishia kwenye A3"),
        "{told}"
    );
}

#[test]
fn random_games_are_explained_in_kiswahili_sentence_for_sentence() {
    // Every move of seeded random games: the Kiswahili explanation has the English one's
    // sentences, rules and glossary links, every placeholder filled, and other words.
    let mut kinds = std::collections::BTreeSet::new();
    for rules in [Rules::KUJIFUNZA, Rules::KISWAHILI, Rules::KETE] {
        let mut rng = bao::ai::SplitMix(11);
        for _ in 0..8 {
            let mut p = Position::start(rules);
            for _ in 0..60 {
                let all = successors(&p);
                if all.is_empty() {
                    break;
                }
                let s = all[rng.below(all.len())];
                let en = explain_move(Lang::English, &p, &s.mv).unwrap();
                let sw = explain_move(Lang::Kiswahili, &p, &s.mv).unwrap();
                assert_eq!(en.sentences.len(), sw.sentences.len(), "{}", sw.text());
                for (a, b) in en.sentences.iter().zip(&sw.sentences) {
                    assert_eq!(a.rule, b.rule, "{}\n{}", a.text(), b.text());
                    let terms =
                        |x: &bao::game::teach::narrate::explain::Sentence| -> Vec<Option<String>> {
                            x.spans
                                .iter()
                                .map(|t| t.term.clone())
                                .filter(Option::is_some)
                                .collect()
                        };
                    assert_eq!(terms(a), terms(b), "{}\n{}", a.text(), b.text());
                    assert_ne!(a.text(), b.text());
                    let t = b.text();
                    assert!(
                        !t.contains('{') && !t.contains("missing text"),
                        "unfilled: {t}"
                    );
                    kinds.insert(a.rule);
                }
                if s.outcome().is_some() {
                    assert!(sw.text().contains("ameshinda mchezo"), "{}", sw.text());
                    break;
                }
                p = s.position;
            }
        }
    }
    assert!(kinds.len() >= 10, "{kinds:?}");
}

// ------------------------------------------------------------------ the command line

fn bao_cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the bao binary runs")
}

#[test]
fn bao_explain_speaks_kiswahili_with_lang_sw_and_lessons_check_both_languages() {
    let out = bao_cli(&["explain", "A1R", "--variant", "kujifunza", "--lang", "sw"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("A1R\n"), "{text}");
    assert!(
        text.contains("a6 linaloelekeana nalo lina kete 2: Kusini anazila (kula). (G4)"),
        "{text}"
    );
    // English stays the default, and --lang en says so.
    let en = bao_cli(&["explain", "A1R", "--variant", "kujifunza", "--lang", "en"]);
    let en_text = String::from_utf8(en.stdout).unwrap();
    assert!(
        en_text.contains("South captures them (kula). (G4)"),
        "{en_text}"
    );
    assert_eq!(
        en_text,
        String::from_utf8(bao_cli(&["explain", "A1R", "--variant", "kujifunza"]).stdout).unwrap()
    );
    // A language the game does not speak is a usage error; --help lists the option.
    let bad = bao_cli(&["explain", "A1R", "--lang", "fr"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("'fr'"));
    let help = String::from_utf8(bao_cli(&["explain", "--help"]).stdout).unwrap();
    assert!(help.contains("--lang L"), "{help}");
    // lessons --check: one line per lesson, each with its Kiswahili title.
    let out = bao_cli(&["lessons", "--check"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let sw = course(Lang::Kiswahili);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), sw.len() + 1, "{text}");
    for (line, l) in lines.iter().zip(sw) {
        assert!(line.starts_with("ok ") && line.contains(l.id()), "{line}");
        assert!(line.ends_with(&format!("sw: {}", l.text.title)), "{line}");
    }
}

// ------------------------------------------------------------------ every class right

fn explained_in(lang: Lang, p: &Position, mv: &str) -> Explanation {
    let (succ, _) = parse_move(p, mv).unwrap();
    explain_move(lang, p, &succ.mv).unwrap()
}

#[test]
fn t3_a_lap_ending_in_the_blocked_pit_relays_under_the_house_lap_exception_and_says_why() {
    // Mtaji, South blocked on A7 (T1: North's b1 sows to a2, which faces A7; A5 faces the
    // empty a4). South can capture nothing (A5 holds 18: 16 or more never starts a capture,
    // M2), so A5R* sows 18 seeds: every pit gets one, A6 and A7 a second. Lap 1 ends in the
    // blocked A7 (1 -> 3), but it is the first lap of a move from pit 5: under
    // takasia_house_lap (Mancala World) it relays. A7's 3 go to A8, B8, B7, and the relays
    // run on (B7, B5, B3, B1, A2, A4, A6, B8) until B5, emptied in lap 3, takes the last seed.
    let diagram = "3 3 3 3 3 3 3 2  4 4 4 4 0 4 2 0  0 0 0 0 18 0 1 0  0 0 0 0 0 0 0 0 / 0 0";
    let blocked = Some(bao::rules::Pit::front(Side::South, 7));
    let p = pos(Rules::KISWAHILI, Side::South, diagram).with_block(blocked, None);
    let e = explained(&p, "A5R*");
    let (s, r) = sentence(&e, "Lap 1 ends in A7, the pit blocked by takasia");
    assert!(
        s.contains("but not the first lap of a move started from pit 5")
            && s.contains("lifts all 3")
            && s.contains("a takasa move never captures"),
        "{s}"
    );
    assert_eq!(r, Some("T3"));
    assert_eq!(
        sentence(&e, "Lap 10 ends in B5, which was empty").1,
        Some("G3")
    );
    let sw = explained_in(Lang::Kiswahili, &p, "A5R*");
    assert!(
        sw.text()
            .contains("lakini si mzunguko wa kwanza wa hatua iliyoanzia shimo la 5"),
        "{}",
        sw.text()
    );
    // Tournament has no such exception: the same lap ends the move in A7 (T3).
    let p = pos(Rules::TOURNAMENT, Side::South, diagram).with_block(blocked, None);
    let e = explained(&p, "A5R*");
    let (s, r) = sentence(&e, "Lap 1 ends in A7, the pit blocked by takasia");
    assert!(s.contains("the move ends there"), "{s}");
    assert_eq!(r, Some("T3"));
    assert!(!e.text().contains("Lap 2"), "{}", e.text());
}

#[test]
fn n2_section_8_a_tax_from_exactly_six_leaves_a_house_of_five_that_no_longer_works() {
    // A5 (6) is South's only occupied front pit: the seed goes in (7), 2 come out: 5 are
    // left, an owned nyumba of fewer than 6, which is an ordinary pit until it holds 6.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 6 0 0 0  1 1 1 1 1 1 1 1 / 20 20",
    );
    let e = explained(&p, "A5R*");
    let (s, r) = sentence(&e, "now holds 5 seeds");
    assert!(
        s.contains("The nyumba A5 now holds 5 seeds: it is still South's")
            && s.contains("no longer works as a house"),
        "{s}"
    );
    assert_eq!(r, Some("section 8"));
    let sw = explained_in(Lang::Kiswahili, &p, "A5R*");
    assert!(
        sw.text()
            .contains("Sasa nyumba A5 ina kete 5: bado ni ya Kusini"),
        "{}",
        sw.text()
    );
    // The course's feedback on the same move says it to the player.
    let (succ, _) = parse_move(&p, "A5R*").unwrap();
    let (successor, trace) = play_traced(&p, &succ.mv).unwrap();
    let played = bao::game::teach::course::lessons::Played {
        before: p,
        successor,
        trace,
    };
    let did = bao::game::teach::course::lessons::what_it_did(Lang::English, &played).join(" ");
    assert!(
        did.contains("Your nyumba A5 now holds 5 seeds: it is still yours"),
        "{did}"
    );
    // From 7 the tax leaves 6: the house still works, and nothing says otherwise.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 0 0 0 0  0 2 2 6 0 0 0 0  0 0 0 0 7 0 0 0  1 1 1 1 1 1 1 0 / 20 20",
    );
    let e = explained(&p, "A5R*");
    assert!(e.text().contains("the tax"), "{}", e.text());
    assert!(!e.text().contains("now holds"), "{}", e.text());
}

#[test]
fn k2_a_kete_players_first_takata_in_mtaji_starts_from_his_kuu_and_says_so() {
    // Kete, both in mtaji, South's kuu A5 (6) still owned. No capture: A1 ends in the empty
    // A3 or in the back row, A5 in the back row. A1 could sow, but K2 makes the kuu start.
    let p = pos(
        Rules::KETE,
        Side::South,
        "5 5 5 5 4 4 4 4  2 2 2 6 2 2 2 2  2 0 0 0 6 0 0 0  0 0 0 0 0 0 0 0 / 0 0",
    );
    let starts: std::collections::BTreeSet<u8> = successors(&p).iter().map(|s| s.mv.pit).collect();
    assert_eq!(starts, [4].into(), "K2: only the kuu may start");
    let e = explained(&p, "A5R*");
    let (s, r) = sentence(&e, "must start from his kuu");
    assert!(
        s.contains("first takata in mtaji") && s.contains("sows the kuu A5"),
        "{s}"
    );
    assert_eq!(r, Some("K2, G5"));
    assert!(
        !e.rules().contains(&"M3, G5"),
        "M3 is not the reason: {}",
        e.text()
    );
    assert_eq!(
        sentence(&e, "Lap 1 ends in B6, which was empty").1,
        Some("G3")
    );
    let sw = explained_in(Lang::Kiswahili, &p, "A5R*");
    assert!(
        sw.text().contains("lazima ianzie kwenye kuu yake"),
        "{}",
        sw.text()
    );
}

#[test]
fn step_4_a_kete_mtaji_capture_lap_ending_in_the_kuu_relays_on_and_says_why() {
    // Kete mtaji: A1R sows A2, A3; A3 (1 -> 2) faces a6 (5): capture (M2). A3 is pit 3, so
    // the 5 enter at A1 going on clockwise (G6): A1 .. A5. The kuu A5 (6 -> 7) faces the
    // empty a4: a mtaji capture move never stops at the house (step 4), so its 7 are lifted
    // (destroying it) and sown A6 .. B5; B5 was empty (G3).
    let p = pos(
        Rules::KETE,
        Side::South,
        "4 4 4 4 4 4 4 4  3 3 5 3 0 3 3 3  2 0 1 0 6 0 0 0  0 0 0 0 0 0 0 0 / 0 0",
    );
    let e = explained(&p, "A1R");
    let (s, r) = sentence(&e, "Lap 2 ends in South's own kuu A5, now 7 seeds");
    assert!(
        s.contains("in mtaji a capture move never stops at the house") && s.contains("lifts all 7"),
        "{s}"
    );
    assert_eq!(r, Some("section 6, step 4"));
    assert_eq!(sentence(&e, "destroys it").1, Some("section 8"));
    assert_eq!(
        sentence(&e, "Lap 3 ends in B5, which was empty").1,
        Some("G3")
    );
    let sw = explained_in(Lang::Kiswahili, &p, "A1R");
    assert!(
        sw.text()
            .contains("katika mtaji hatua ya kula haisimami kwenye nyumba"),
        "{}",
        sw.text()
    );
}

#[test]
fn section_11_kete_explanations_say_nemo_not_namua() {
    // Kete nemo: the seed into A4 (1 -> 2) facing a5 (2): N1 capture; pit 4, the first
    // capture of the move, so the player chooses the kichwa (G6): left, A1 and A2.
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 0 0 0 0 0 5 6  0 2 2 2 0 0 0 0  0 0 0 1 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    for lang in Lang::ALL {
        let e = explained_in(lang, &p, "A4L");
        assert!(!e.text().contains("namua"), "{}", e.text());
        assert!(e.terms().contains(&"nemo"), "{}", e.text());
        assert!(!e.terms().contains(&"namua"), "{}", e.text());
    }
    let e = explained(&p, "A4L");
    assert_eq!(
        sentence(&e, "A nemo capture: South puts one seed").1,
        Some("N1")
    );
    let (s, _) = sentence(&e, "from a5 enter at the left kichwa A1");
    assert!(s.contains("the first capture of a nemo move"), "{s}");
    // The same move in Kiswahili rules keeps its name.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 0 0 5 6  0 2 2 2 0 0 0 0  0 0 0 1 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    assert!(explained(&p, "A4L").text().contains("A namua capture"));
}

#[test]
fn g4_g6_one_seed_captured_is_it_and_w2_says_two_or_more() {
    // Kujifunza: A1R sows A2, A3; A3 (1 -> 2) faces a6 holding 1 seed: captured, and the
    // one seed enters at A1 (pit 3 keeps the direction, G6); A1 was emptied: the move ends.
    let p = pos(
        Rules::KUJIFUNZA,
        Side::South,
        "7 7 7 7 0 0 0 0  2 2 1 0 0 0 0 0  2 0 1 0 0 0 0 0  7 7 7 7 0 0 0 0",
    );
    let e = explained(&p, "A1R");
    let (s, r) = sentence(&e, "Lap 1 ends in A3");
    assert!(
        s.ends_with("a6 facing it holds 1 seed: South captures it (kula). (G4)"),
        "{s}"
    );
    assert_eq!(r, Some("G4"));
    let (s, _) = sentence(
        &e,
        "The seed from a6 enters at the left kichwa A1 and is sown",
    );
    assert!(s.contains("keeps the direction"), "{s}");
    assert!(e.text().contains("In all: 1 capture of 1 seed in 2 laps."));
    let sw = explained_in(Lang::Kiswahili, &p, "A1R");
    assert!(
        sw.text().contains("lina kete moja: Kusini anaila (kula)."),
        "{}",
        sw.text()
    );
    assert!(
        sw.text().contains("Kete moja kutoka a6 inaingia"),
        "{}",
        sw.text()
    );
    // W2 and M3 in the rules' own words: two *or more*.
    assert!(
        bao::rules::WinReason::OnlySingletons
            .describe()
            .contains("two or more")
    );
    let back = bao::rules::Illegal::BackRowWhileFront.to_string();
    assert!(back.ends_with("holds two or more"), "{back}");
}

// ------------------------------------------------------------------ lap by lap

use bao::game::teach::narrate::laps::{Board, StepKind, laps};
use bao::rules::{Pit, play_traced};

fn stepped(
    p: &Position,
    mv: &str,
) -> (
    bao::rules::Successor,
    Vec<bao::game::teach::narrate::laps::LapStep>,
) {
    let (succ, _) = parse_move(p, mv).unwrap();
    let (succ, trace) = play_traced(p, &succ.mv).unwrap();
    let steps = laps(Lang::English, p, &succ, &trace);
    (succ, steps)
}

#[test]
fn j2_g2_g6_the_steps_split_the_trace_end_to_end_so_each_lap_can_be_sown_alone() {
    // Section 14's A1R (10 laps): the steps' events cover the trace in order with no gap,
    // and each lap's events end with its LapEnd in the pit the step names (G2).
    let p = Position::start(Rules::KUJIFUNZA);
    let (succ, _) = parse_move(&p, "A1R").unwrap();
    let (succ, trace) = play_traced(&p, &succ.mv).unwrap();
    let steps = laps(Lang::English, &p, &succ, &trace);
    assert_eq!(steps.first().map(|s| s.events.start), Some(0));
    assert_eq!(steps.last().map(|s| s.events.end), Some(trace.len()));
    for w in steps.windows(2) {
        assert_eq!(w[0].events.end, w[1].events.start, "no gap, no overlap");
    }
    for s in &steps {
        let ends: Vec<Pit> = trace[s.events.clone()]
            .iter()
            .filter_map(|e| match *e {
                bao::rules::Event::LapEnd { pit, .. } => Some(pit),
                _ => None,
            })
            .collect();
        assert_eq!(
            ends.last(),
            Some(&s.to),
            "the lap's own end is in its events"
        );
    }
}

#[test]
fn j2_g2_g6_the_worked_example_of_section_14_step_by_step_ends_on_the_successor() {
    // Section 14: A1R from the Kujifunza start, 10 laps. Lap 1: A1's 2 seeds into A2, A3;
    // A3 (3) faces a6 (2). Lap 2: those 2 enter at A1 (pit 3 keeps the direction, G6) and
    // go to A1, A2; A2 (4) faces a7.
    let p = Position::start(Rules::KUJIFUNZA);
    let (succ, steps) = stepped(&p, "A1R");
    assert_eq!(steps.len(), 10, "one step a lap");
    let (a, s) = (
        |n| Pit::front(Side::South, n),
        |n| Pit::front(Side::North, n),
    );
    let first = &steps[0];
    assert_eq!(
        (first.kind, first.from, first.to),
        (StepKind::Lap, a(1), a(3))
    );
    assert_eq!(first.sown, [a(2), a(3)]);
    let b = &first.board;
    assert_eq!((b.seeds(a(1)), b.seeds(a(2)), b.seeds(a(3))), (0, 3, 3));
    assert_eq!(b.seeds(s(6)), 2, "a6 is taken in the next step");
    assert!(
        first.text().contains("lifts all 2 seeds from A1"),
        "{}",
        first.text()
    );
    assert!(
        first.text().contains("Lap 1 ends in A3"),
        "{}",
        first.text()
    );
    let entry = &steps[1];
    assert_eq!(entry.kind, StepKind::Entry { seeds: 2 });
    assert_eq!((entry.from, entry.to), (s(6), a(2)));
    assert_eq!(entry.sown, [a(1), a(2)]);
    let b = &entry.board;
    assert_eq!((b.seeds(s(6)), b.seeds(a(1)), b.seeds(a(2))), (0, 1, 4));
    assert!(
        entry
            .text()
            .starts_with("The 2 seeds from a6 enter at the left kichwa A1")
    );
    // The last board is the successor's (section 14's South A: 3 1 0 4 4 4 1 5).
    let last = steps.last().unwrap();
    assert_eq!(last.board, Board::of(&succ.position));
    assert_eq!(last.board.pits[0][..8], [3, 1, 0, 4, 4, 4, 1, 5]);
    // Every sentence of the move's explanation is a step's, word for word (the two runs of
    // plain relays the explanation tells together are told lap by lap).
    let e = explained(&p, "A1R");
    let all: Vec<String> = steps
        .iter()
        .flat_map(|st| st.sentences.iter().map(|s| s.text()))
        .collect();
    for sen in e.sentences.iter().map(|s| s.text()) {
        assert!(
            all.contains(&sen) || sen.contains("more times"),
            "{sen} is in no step"
        );
    }
    assert!(steps.iter().all(|st| !st.sentences.is_empty()));
}

#[test]
fn n1_g6_a_namua_capture_places_its_seed_as_a_step_of_its_own() {
    // The seed into A4 (2 -> 3) facing a5 (2): the placing is one step; a5's 2 enter at
    // the left kichwa (chosen, G6): A1, A2; A2 (1 -> 2) faces a7 (3): those enter at A1
    // (pit 2, G6): A1, A2, A3; A3 was empty (G3).
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "2 2 2 2 0 0 0 0  0 3 0 2 0 0 0 2  0 1 0 2 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let (succ, steps) = stepped(&p, "A4L");
    let (a, s) = (
        |n| Pit::front(Side::South, n),
        |n| Pit::front(Side::North, n),
    );
    let kinds: Vec<StepKind> = steps.iter().map(|st| st.kind).collect();
    assert_eq!(
        kinds,
        [
            StepKind::Place,
            StepKind::Entry { seeds: 2 },
            StepKind::Entry { seeds: 3 }
        ]
    );
    let place = &steps[0];
    assert_eq!((place.from, place.to), (a(4), a(4)), "the move's pit");
    assert!(place.sown.is_empty());
    assert_eq!(place.board.seeds(a(4)), 3);
    assert_eq!(place.board.reserve, [19, 20]);
    assert_eq!(place.board.seeds(s(5)), 2, "not yet taken");
    assert!(
        place
            .text()
            .contains("puts one seed from the reserve into A4")
    );
    assert_eq!(steps[2].sown, [a(1), a(2), a(3)]);
    assert_eq!((steps[2].from, steps[2].to), (s(7), a(3)));
    assert!(
        steps[2]
            .text()
            .contains("In all: 2 captures of 5 seeds in 2 laps.")
    );
    assert_eq!(steps[2].board, Board::of(&succ.position));
}

// ------------------------------------------------------------------ the guided first game

use bao::game::teach::course::guide::{after_reply, before_move};

#[test]
fn g5_n2_the_guide_says_every_first_move_is_a_takasa_and_why() {
    // The real start: South's A5, A6, A7 face a4, a3, a2, all empty: no capture (N1), so a
    // takasa (N2). The functional nyumba A5 may not take the seed while A6 and A7 hold
    // seeds: the seed goes into A6 or A7 (A6L*, A6R*, A7L*, A7R*).
    let p = Position::start(Rules::KISWAHILI);
    let said = before_move(Lang::English, &p).join("\n");
    for want in [
        "You are in namua: you have 22 seeds in your reserve.",
        "No capture is possible, so your move must be a takasa: it captures nothing (N2, G5). Put your seed into A6 or A7",
        "Your nyumba A5 may not take the seed: while it is yours and holds 6 or more it works as a house",
        "Your nyumba is the square pit A5",
        "It is standing",
    ] {
        assert!(said.contains(want), "no '{want}' in:\n{said}");
    }
    assert!(!said.contains("must capture"), "{said}");
    let sw = before_move(Lang::Kiswahili, &p).join("\n");
    for want in ["kete 22", "lazima iwe takasa", "A6 au A7", "Imesimama"] {
        assert!(sw.contains(want), "no '{want}' in:\n{sw}");
    }
}

#[test]
fn n1_g6_g7_the_guide_says_a_capture_is_compulsory_and_names_the_kichwa_choice() {
    // South's A2 (1) faces a7 (2), A4 (1) a5 (6), A5 (6) a4 (2), A6 (2) a3 (1); A7 faces the
    // empty a2. Four pits capture (N1), so capturing is compulsory (G7); at A4, A5, A6
    // (pits 3-6) the player chooses the kichwa, at A2 it is the left one (G6).
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 0 0 0 0  0 2 1 6 2 1 0 0  0 1 0 1 6 2 2 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let said = before_move(Lang::English, &p).join("\n");
    for want in [
        "A capture is possible, so you must capture: capturing is compulsory (N1, G7). Put your seed into A2, A4, A5 or A6",
        "Capturing at A4, A5 and A6 (pits 3 to 6), you choose where the captured seeds enter: at the left kichwa A1, sown to the right, or at the right kichwa A8",
        "Capturing at A2 (pits 1, 2, 7 or 8), the kichwa is not yours to choose",
    ] {
        assert!(said.contains(want), "no '{want}' in:\n{said}");
    }
    assert!(!said.contains("takasa"), "{said}");
    let sw = before_move(Lang::Kiswahili, &p).join("\n");
    assert!(
        sw.contains("lazima ule") && sw.contains("A4, A5 na A6"),
        "{sw}"
    );
}

#[test]
fn n1_the_guide_tells_what_the_computers_reply_did() {
    // South's A6L*: the seed into A6 (3), sown A5, A4, A3; A3 was empty. North's a6 (2)
    // now faces A3 (1): North must capture; a6L takes A3's seed into a1 (his left kichwa).
    let p = Position::start(Rules::KISWAHILI);
    let (s, _) = parse_move(&p, "A6L*").unwrap();
    let north = s.position;
    let (reply, _) = parse_move(&north, "a6L").unwrap();
    let (reply, trace) = play_traced(&north, &reply.mv).unwrap();
    let said = after_reply(Lang::English, &north, &reply, &trace).join("\n");
    assert!(
        said.contains("A namua capture: North puts one seed from the reserve into a6"),
        "{said}"
    );
    assert!(
        said.contains("In all North captured 1 seed from your pit A3."),
        "{said}"
    );
    let sw = after_reply(Lang::Kiswahili, &north, &reply, &trace).join("\n");
    assert!(
        sw.contains("Kaskazini amekula kete moja kutoka shimo lako A3"),
        "{sw}"
    );
    // South's own first takasa, told as a reply, captures nothing.
    let (first, trace) = play_traced(&p, &s.mv).unwrap();
    let said = after_reply(Lang::English, &p, &first, &trace).join("\n");
    assert!(said.contains("this is a takasa move"), "{said}");
    assert!(said.contains("South captured nothing"), "{said}");
}

// ------------------------------------------------------------------ the expert's audit

#[test]
fn k1_the_guide_tells_the_kete_tax_on_a_kuu_of_exactly_6_sows_all_7() {
    // K1: South's kuu A5 (6) is his only occupied front pit, no capture (North's a3, a2 face
    // the empty A6, A7). The tax is not "2 out": the seed goes in and all 7 are sown, which
    // destroys the kuu. The guide must not promise that the kuu stays.
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 2 2 2 2 2 2 2  0 0 0 0 0 2 2 0  0 0 0 0 6 0 0 0  0 0 0 0 0 0 0 0 / 20 20",
    );
    let said = before_move(Lang::English, &p).join("\n");
    assert!(
        said.contains("holds exactly 6: it takes the seed, and all 7 seeds are lifted and sown")
            && said.contains("which destroys the kuu (K1)"),
        "{said}"
    );
    assert!(!said.contains("exactly 2 seeds come out"), "{said}");
    assert!(!said.contains("stays yours"), "{said}");
    let sw = before_move(Lang::Kiswahili, &p).join("\n");
    assert!(
        sw.contains("kete zote 7") && !sw.contains("kete 2 tu"),
        "{sw}"
    );
    // A kuu of 7 pays the usual tax (one in, 2 out), and it stays.
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 0 0 0 0 0 0 6  0 0 2 2 0 0 0 0  0 0 0 0 8 0 0 0  1 1 1 1 1 1 0 0 / 20 20",
    );
    let said = before_move(Lang::English, &p).join("\n");
    assert!(
        said.contains("exactly 2 seeds come out") && said.contains("stays yours"),
        "{said}"
    );
}

#[test]
fn section_8_the_guide_says_how_a_kiswahili_house_is_lost_and_a_kuu_is_not() {
    // Section 8: in Kiswahili the first capture move made in mtaji destroys both houses; in
    // Kete (section 11) the kuu survives it, so the guide says so only in Kiswahili.
    let said = before_move(Lang::English, &Position::start(Rules::KISWAHILI)).join("\n");
    assert!(
        said.contains("both houses are lost at the start of the first capture move made by a player in mtaji (section 8)"),
        "{said}"
    );
    let sw = before_move(Lang::Kiswahili, &Position::start(Rules::KISWAHILI)).join("\n");
    assert!(sw.contains("nyumba zote mbili hupotea"), "{sw}");
    let kete = before_move(Lang::English, &Position::start(Rules::KETE)).join("\n");
    assert!(kete.contains("It is standing"), "{kete}");
    assert!(!kete.contains("first capture move"), "{kete}");
}

#[test]
fn t1_t3_k3_a_kete_block_says_the_blocker_must_capture_it_first() {
    // T1 in Bao la Kete: South's A8L* (A7, A6) leaves A4R able to end in A6 facing a3, the
    // one capturable pit, while North (a6 = 2, a3 = 2; b5, b4 of 16 never capture) has no
    // capture. a3 is blocked (hizi zetu), and K3 binds South: his next move must take a3
    // first. Neither house stands (A5, a5 empty), so K2 does not apply.
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 0 0 16 16 0 0 0  0 0 2 0 0 2 0 0  0 0 0 2 0 0 0 2  0 0 24 0 0 0 0 0",
    );
    let e = explained(&p, "A8L**");
    let (s, r) = sentence(&e, "sets hizi zetu on a3");
    assert!(s.contains("may not start there"), "{s}");
    assert!(
        s.contains("Then South's next move must capture a3 first, if it can still be captured."),
        "{s}"
    );
    assert_eq!(r, Some("T1, T3, K3"));
    let (succ, _) = parse_move(&p, "A8L**").unwrap();
    let sw = explain_move(Lang::Kiswahili, &p, &succ.mv).unwrap().text();
    assert!(
        sw.contains("Kisha hatua ijayo ya Kusini lazima ile a3 kwanza"),
        "{sw}"
    );
    // In Kiswahili the same block binds North only.
    let p = pos(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 16 16 0 0 0  0 0 2 0 0 2 0 0  0 0 0 2 0 0 0 2  0 0 24 0 0 0 0 0",
    );
    let e = explained(&p, "A8L**");
    let (s, r) = sentence(&e, "sets takasia on a3");
    assert!(!s.contains("must capture"), "{s}");
    assert_eq!(r, Some("T1, T3"));
}

#[test]
fn k2_m2_a_kuu_of_16_or_more_moved_first_is_one_takata_sentence() {
    // K2: South in mtaji still owns his kuu A5 (19); B1 (2) cannot capture (B1L ends in the
    // empty A2), so no capture exists and his first takata must start from the kuu. The kuu
    // holds 16 or more too (M2), but the explanation says once why the move is a takata.
    let p = pos(
        Rules::KETE,
        Side::South,
        "0 0 0 10 10 10 11 0  0 0 0 0 0 0 0 2  0 0 0 0 19 0 0 0  2 0 0 0 0 0 0 0",
    );
    assert!(
        parse_move(&p, "B1L*").is_err(),
        "K2: the kuu must move first"
    );
    let e = explained(&p, "A5L*");
    let (_, r) = sentence(&e, "first takata in mtaji must start from his kuu");
    assert_eq!(r, Some("K2, G5"));
    let text = e.text();
    assert_eq!(
        text.matches("so this is a takata move").count(),
        1,
        "{text}"
    );
}

#[test]
fn m3_a_lone_kichwa_in_mtaji_cites_m3() {
    // M3: South's only occupied front pit is the kichwa A1 (3), and no capture exists (A1R
    // ends in the empty A4). A lone kichwa sows towards the centre: A2, A3, A4, and the move
    // ends in the empty A4 (G3). The lift's sentence rests on M3, not M1.
    let p = pos(
        Rules::KUJIFUNZA,
        Side::South,
        "8 8 8 8 8 8 8 1  0 0 0 2 0 0 0 0  3 0 0 0 0 0 0 0  0 0 0 0 0 0 0 2",
    );
    assert!(
        parse_move(&p, "A1L*").is_err(),
        "M3: a lone kichwa sows towards the centre"
    );
    let e = explained(&p, "A1R*");
    let (s, r) = sentence(&e, "lifts all 3 seeds from A1");
    assert!(s.contains("sows towards the centre"), "{s}");
    assert_eq!(r, Some("M3"));
}
