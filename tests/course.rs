//! Issue 26, the course: the verdict every legal move of every exercise gets (from its rules
//! trace), the checks of `bao lessons --check` (a real game's position, texts that fit every
//! move they are said after, words in order), and the course's parts. Positions are worked
//! by hand from RULES.md; tests name the rule ids.

use bao::game::teach::lessons::{
    Attempt, Verdict, check_course, check_lesson, consistent, course, lesson, parse_course, parts,
    pits_named, terms_in_order,
};
use bao::game::words::i18n::Lang;
use bao::rules::{MoveKind, Position, Rules, Side, parse_move, successors, write_move};

fn pos(rules: Rules, side: Side, diagram: &str) -> Position {
    Position::from_diagram(rules, side, diagram).unwrap()
}

/// Plays `mv` as the first move of exercise `id` and returns the attempt.
fn attempt(lang: Lang, id: &str, mv: &str) -> Attempt {
    let l = lesson(lang, id).unwrap();
    let mut a = Attempt::new(l);
    let (s, _) = parse_move(&l.start, mv).unwrap();
    a.play(&s.mv).unwrap();
    a
}

#[test]
fn every_legal_first_move_of_every_exercise_gets_a_verdict_in_both_languages() {
    let mut moves = 0;
    for l in course(Lang::English) {
        let r = check_lesson(l).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.verdicts_checked, successors(&l.start).len(), "{}", l.id());
        moves += r.verdicts_checked;
        for s in successors(&l.start) {
            for lang in [Lang::English, Lang::Kiswahili] {
                let mut a = Attempt::new(lesson(lang, l.id()).unwrap());
                let v = a.play(&s.mv).unwrap();
                let f = a.feedback(lang).unwrap();
                assert_eq!(f.notation, write_move(&l.start, &s));
                assert_eq!(f.met, v == Verdict::Success);
                assert!(!f.did.is_empty(), "{} {}", l.id(), f.notation);
                if v == Verdict::Failure {
                    assert!(f.why.is_some(), "{} {}: no reason", l.id(), f.notation);
                }
                assert!(!f.text().contains('{'), "{}", f.text());
            }
        }
    }
    assert!(moves >= 80, "{moves} moves judged");
    assert!(check_course().is_empty(), "{:?}", check_course());
}

#[test]
fn g4_feedback_says_what_the_move_took_and_why_it_misses() {
    // "capture": A5R ends in A7 (occupied) facing a2 and takes its 2 seeds (G4), not a6.
    let a = attempt(Lang::English, "capture", "A5R");
    assert_eq!(a.verdict(), Some(Verdict::Failure));
    let f = a.feedback(Lang::English).unwrap();
    assert!(!f.met);
    assert_eq!(f.did[0], "You sowed the 2 seeds of A5 to the right.");
    assert_eq!(f.did[1], "You captured a2 (2 seeds).");
    assert_eq!(
        f.why.as_deref(),
        Some("The task was to capture a6; this move captured a2.")
    );
    // The note for this very mistake, not the general failure text.
    assert!(
        f.note
            .as_deref()
            .unwrap()
            .starts_with("That capture took North's a2.")
    );
    // A5L takes a6: the success text, no reason.
    let a = attempt(Lang::English, "capture", "A5L");
    let f = a.feedback(Lang::English).unwrap();
    assert!(f.met && f.why.is_none());
    assert_eq!(f.note.as_ref(), Some(&a.lesson().text.success));
    assert!(f.did.contains(&"You captured a6 (3 seeds).".to_string()));
    // The same in Kiswahili.
    let a = attempt(Lang::Kiswahili, "capture", "A5R");
    let f = a.feedback(Lang::Kiswahili).unwrap();
    assert_eq!(f.did[1], "Umekula a2 (kete 2).");
    assert_eq!(
        f.why.as_deref(),
        Some("Kazi ilikuwa kula a6; hatua hii imekula a2.")
    );
}

#[test]
fn n2_the_tax_feedback_and_the_house_of_five_that_no_longer_works() {
    // "tax": A5 (6) is the only occupied front pit: the seed goes in, 2 come out (N2); the
    // house keeps 5 and stays owned but is no longer functional (section 8).
    let a = attempt(Lang::English, "tax", "A5L*");
    let f = a.feedback(Lang::English).unwrap();
    assert_eq!(
        f.did[0],
        "You put a seed from your reserve into your nyumba A5, took 2 seeds out of it and sowed them to the left."
    );
    // After the tax to the left North's a5 and a6 can take A4 and A3.
    assert_eq!(
        f.why.as_deref(),
        Some("After it North can capture your A4 and A3.")
    );
    let a = attempt(Lang::English, "tax", "A5R*");
    let after = a.position();
    assert!(after.house_owned(Side::South) && !after.house_functional(Side::South));
    let house = bao::rules::Pit::parse("A5").unwrap();
    assert_eq!(after.seeds(house), 5);
    let success = &a.lesson().text.success;
    assert!(
        success.contains("holds 5") && success.contains("no longer works"),
        "{success}"
    );
}

#[test]
fn n2_a_success_text_never_tells_laps_the_move_did_not_make() {
    // "takasa" (Bao la Kujifunza, M3): A6R* and A6L* both leave North nothing to capture,
    // by different laps (A6R* ends in A8, A6L* in A4); the success text names no pit that one
    // of them never touched. A text naming A8 (only A6R* reaches it) would be refused.
    let l = lesson(Lang::English, "takasa").unwrap();
    let r = check_lesson(l).unwrap();
    assert_eq!(r.first_moves_meeting, 2);
    let course_ron = include_str!("../assets/lessons/course.ron");
    let texts = r#"{ "takasa": (title: "T", goal: "Leave North nothing to capture.", hint: "A6 faces a3.", success: "SUCCESS", failure: "FAILURE") }"#;
    let start = course_ron.find("        id: \"takasa\"").unwrap();
    let open = course_ron[..start].rfind('(').unwrap();
    let close = open + course_ron[open..].find("\n    ),").unwrap() + 6;
    let only = format!("[{}]", &course_ron[open..close]);
    let check = |success: &str, failure: &str| {
        let c = parse_course(
            &only,
            &texts
                .replace("SUCCESS", success)
                .replace("FAILURE", failure),
        )
        .unwrap();
        let l: &'static _ = Box::leak(Box::new(c.into_iter().next().unwrap()));
        check_lesson(l)
    };
    assert!(check("North has nothing to capture.", "A6 holds seeds.").is_ok());
    let e = check("Your last seed fell into A8.", "A6 holds seeds.").unwrap_err();
    assert_eq!(e.field, "success", "{e}");
    assert!(e.what.contains("A8") && e.what.contains("A6L*"), "{e}");
    // A failure text is said after every failing move: it may name only pits of the task.
    let e = check("North has nothing to capture.", "Your seeds reached A3.").unwrap_err();
    assert_eq!(e.field, "failure", "{e}");
    assert_eq!(pits_named("A1's lap, a8 and B12 or xA3"), ["A1", "a8"]);
}

#[test]
fn g8_positions_no_real_game_reaches_are_refused() {
    let k = Rules::KISWAHILI;
    // South moves first and each namua move spends one seed: reserves are equal whenever
    // South is to move, South's one less whenever North is.
    let board = "0 0 0 22 0 0 0 0  0 3 0 6 0 0 0 2  0 1 0 0 6 2 0 1  2 0 0 0 9 0 0 0";
    assert!(consistent(&pos(k, Side::South, &format!("{board} / 0 10"))).is_err());
    assert!(consistent(&pos(k, Side::South, &format!("{board} / 5 5"))).is_ok());
    assert!(consistent(&pos(k, Side::North, &format!("{board} / 5 5"))).is_err());
    let board2 = board.replace(" 9 0 0 0", " 10 0 0 0");
    assert!(consistent(&pos(k, Side::North, &format!("{board2} / 4 5"))).is_ok());
    assert!(consistent(&pos(k, Side::North, &format!("{board2} / 5 4"))).is_err());
    let start = Position::start(k);
    assert!(consistent(&start).is_ok());
    let (after, _) = parse_move(&start, "A6R*").unwrap();
    assert!(
        consistent(&after.position).is_ok(),
        "21 and 22, North to move"
    );
    // An owned house never holds fewer than 5 in Kiswahili (6 -> 7 -> 5 by the tax, N2) and
    // never fewer than 6 in Kete (K1).
    let a = attempt(Lang::English, "tax", "A5R*");
    assert!(consistent(a.position()).is_ok());
    let kete = bao::rules::Position::from_parts(
        Rules::KETE,
        [
            *a.position().row(Side::South),
            *a.position().row(Side::North),
        ],
        [20, 20],
        [true, true],
        Side::South,
    );
    assert!(consistent(&kete).is_err());
    // Every exercise's position passes.
    for l in course(Lang::English) {
        consistent(&l.start).unwrap_or_else(|e| panic!("{}: {e}", l.id()));
    }
}

#[test]
fn no_word_before_the_exercise_that_teaches_it() {
    // Two exercises: the second teaches [kichwa]; linking it in the first is a fault, and so
    // is a legal move that touches a house before [nyumba] is taught (its feedback would
    // speak of the house).
    let course_ron = r#"[
        (id: "a", part: "p", variant: "kujifunza", setup: Start, goal: Capture("a6"), solution: ["A1R"]),
        (id: "b", part: "p", teaches: ["kichwa"], variant: "kujifunza", setup: Start, goal: Capture("a6"), solution: ["A1R"]),
        (id: "c", part: "q", variant: "kiswahili", setup: Diagram("S", "0 0 0 0 0 0 0 0   0 2 2 6 0 0 0 0   0 0 0 0 6 0 0 0   1 1 1 1 1 1 1 1 / 20 20"), goal: SafeTakasa, solution: ["A5R*"]),
    ]"#;
    let texts = |first: &str| {
        format!(
            r#"{{ "a": (title: "T", goal: "{first}", hint: "H", success: "S", failure: "F"),
                 "b": (title: "T", goal: "The [kichwa].", hint: "H", success: "S", failure: "F"),
                 "c": (title: "T", goal: "G", hint: "H", success: "S", failure: "F") }}"#
        )
    };
    let c = parse_course(course_ron, &texts("Capture a6.")).unwrap();
    let errors = terms_in_order(&c, "en", &[]);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors.iter().all(|e| e.lesson == "c" && e.field == "moves"));
    assert!(errors[0].what.contains("[nyumba]"), "{}", errors[0]);
    // The word written out without a link counts too.
    let c = parse_course(course_ron, &texts("Enter at a Kichwa.")).unwrap();
    let words = [("kichwa".to_string(), "kichwa".to_string())];
    let errors = terms_in_order(&c, "en", &words);
    assert!(
        errors
            .iter()
            .any(|e| e.lesson == "a" && e.what.contains("says \"kichwa\"")),
        "{errors:?}"
    );
    assert!(
        terms_in_order(&c, "en", &[])
            .iter()
            .all(|e| e.lesson == "c")
    );
    let c = parse_course(course_ron, &texts("Enter at a [kichwa].")).unwrap();
    let errors = terms_in_order(&c, "en", &[]);
    assert!(
        errors
            .iter()
            .any(|e| e.lesson == "a" && e.what.contains("[kichwa]")),
        "{errors:?}"
    );
}

#[test]
fn every_part_names_its_game_and_the_opening_teaches_the_four_namua_takasas() {
    for lang in [Lang::English, Lang::Kiswahili] {
        for (id, text, lessons) in parts(lang) {
            let game = lessons[0].rules.variant.name();
            assert!(
                text.title.contains(game) || text.intro.contains(game),
                "part '{id}' ({lang:?}) does not name {game}"
            );
            assert!(
                lessons
                    .iter()
                    .all(|l| l.rules.variant == lessons[0].rules.variant)
            );
        }
    }
    // Section 13: the only four legal first moves of Bao la Kiswahili are A6L*, A6R*, A7L*,
    // A7R*, all takasas (N2); the opening exercise asks for the safe one that ends in B8
    // (A7R* is safe too, but a coin flip between two right answers teaches nothing).
    let start = Position::start(Rules::KISWAHILI);
    let mut firsts: Vec<String> = successors(&start)
        .iter()
        .map(|s| {
            assert_eq!(s.kind, MoveKind::Takasa);
            write_move(&start, s)
        })
        .collect();
    firsts.sort();
    assert_eq!(firsts, ["A6L*", "A6R*", "A7L*", "A7R*"]);
    for (mv, ok) in [
        ("A6L*", false),
        ("A6R*", true),
        ("A7L*", false),
        ("A7R*", false),
    ] {
        let a = attempt(Lang::English, "opening", mv);
        assert_eq!(a.verdict() == Some(Verdict::Success), ok, "{mv}");
    }
}

#[test]
fn every_rule_an_explanation_cites_names_a_section_of_the_rules_window() {
    use bao::game::teach::explain::explain_move;
    use bao::game::teach::rulebook::{reference_titles, sections_cited};
    use bao::rules::Variant;
    // Seeded random games in every variant: each sentence's rule reference resolves to
    // sections the player of that variant sees (never to a document he does not have).
    let mut seen = std::collections::BTreeSet::new();
    for rules in [Rules::KUJIFUNZA, Rules::KISWAHILI, Rules::KETE] {
        let v = rules.variant;
        let mut rng = bao::ai::SplitMix(7);
        for _ in 0..6 {
            let mut p = Position::start(rules);
            for _ in 0..80 {
                let all = successors(&p);
                if all.is_empty() {
                    break;
                }
                let s = all[rng.below(all.len())];
                for lang in [Lang::English, Lang::Kiswahili] {
                    for sentence in explain_move(lang, &p, &s.mv).unwrap().sentences {
                        if let Some(r) = sentence.rule {
                            let found = sections_cited(lang, v, r);
                            assert!(!found.is_empty(), "{v:?}: ({r}) names no section");
                            assert!(found.iter().all(|x| x.variants.contains(&v)));
                            assert!(reference_titles(lang, v, r).is_some(), "({r})");
                            seen.insert(r);
                        }
                    }
                }
                if s.outcome().is_some() {
                    break;
                }
                p = s.position;
            }
        }
    }
    assert!(seen.len() >= 8, "{seen:?}");
    // "(M2, G5)" reads as the two sections' titles.
    assert_eq!(
        reference_titles(Lang::English, Variant::Kujifunza, "M2, G5").as_deref(),
        Some("Which pits may move; Capturing")
    );
    assert_eq!(
        reference_titles(Lang::English, Variant::Kiswahili, "section 6, step 4").as_deref(),
        Some("The house")
    );
    // A Bao la Kete reader sees the house, the block and the Kete rules.
    let kete: Vec<&str> = bao::game::teach::rulebook::sections_for(Lang::English, Variant::Kete)
        .iter()
        .map(|s| s.id.as_str())
        .collect();
    for id in ["house", "takasia", "kete", "namua-takasa", "notation"] {
        assert!(kete.contains(&id), "Kete lacks '{id}': {kete:?}");
    }
    // No text of the rules window or the course points to RULES.md.
    for lang in [Lang::English, Lang::Kiswahili] {
        for s in bao::game::teach::rulebook::sections(lang) {
            assert!(!s.text.contains("RULES.md"), "{}", s.id);
        }
    }
}

#[test]
fn t1_the_block_as_a_weapon_leaves_every_reply_a_capture_for_south() {
    // "block-weapon": A6L** blocks a6 (T1: North has no capture, a6 is the one pit South
    // could take). Its success text says every reply of North leaves South a capture; after
    // A6R*, which blocks nothing, some reply leaves South none.
    let l = lesson(Lang::English, "block-weapon").unwrap();
    for (mv, south_captures_after_every_reply) in [("A6L**", true), ("A6R*", false)] {
        let (s, _) = parse_move(&l.start, mv).unwrap();
        assert_eq!(s.sets_block, mv.ends_with("**"));
        let replies = successors(&s.position);
        assert!(!replies.is_empty());
        let all = replies.iter().all(|r| {
            successors(&r.position)
                .iter()
                .any(|x| x.kind == MoveKind::Capture)
        });
        assert_eq!(all, south_captures_after_every_reply, "{mv}");
    }
    assert!(
        l.text
            .success
            .contains("Whatever he plays now, you will have a capture.")
    );
}

#[test]
fn k2_the_first_takata_in_mtaji_starts_from_the_kuu() {
    // "kete-first-takata": A1 holds 2 but only the kuu A5 may start the takata (K2).
    let l = lesson(Lang::English, "kete-first-takata").unwrap();
    let moves: Vec<String> = successors(&l.start)
        .iter()
        .map(|s| write_move(&l.start, s))
        .collect();
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(moves.iter().all(|m| m.starts_with("A5")), "{moves:?}");
}

#[test]
fn bao_lessons_check_judges_every_legal_move_and_moves_prints_each_verdict() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["lessons", "--check", "--moves"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the bao binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let n = course(Lang::English).len();
    assert!(
        text.ends_with(&format!("{n} of {n} lessons checked ok\n")),
        "{text}"
    );
    // The opening (section 13): the four first moves; only A6R* is safe and ends in B8.
    let opening: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("ok    opening "))
        .take_while(|l| !l.starts_with("ok    opening-reply"))
        .collect();
    assert!(opening[0].contains("4 verdicts checked"), "{}", opening[0]);
    for mv in ["+ A6R*", "- A6L*", "- A7R*", "- A7L*"] {
        assert!(opening.iter().any(|l| l.trim() == mv), "{mv}: {opening:?}");
    }
    // A7R* is safe too (nothing of South's faces North's a5, a6, a7: N1) but ends in B7:
    // its own note says so, and the reason names the pit it ended in.
    for said in [
        "The task was a move that ends in B8; this one ended in B7.",
        "Safe too: North cannot capture after it. But its last seed fell into B7; the task asks for the safe move that ends in B8.",
    ] {
        assert!(
            opening.iter().any(|l| l.trim() == said),
            "{said}: {opening:?}"
        );
    }
}

#[test]
fn every_exercise_is_a_choice_not_a_coin_flip() {
    // Issue 33: at least 3 legal first moves, at most a third of them meeting the goal; the
    // only exceptions are takasas whose pit the rules fix (the N2 tax and singleton rule,
    // the Kete kuu of K1 and K2), where the two directions are all there is.
    let mut fixed = Vec::new();
    let c = course(Lang::English);
    assert!(c.len() >= 60, "{} exercises", c.len());
    for l in c {
        let r = check_lesson(l).unwrap_or_else(|e| panic!("{e}"));
        if r.first_moves < 3 {
            fixed.push(l.id());
            assert_eq!((r.first_moves, r.first_moves_meeting), (2, 1), "{}", l.id());
        } else {
            assert!(
                r.first_moves_meeting * 3 <= r.first_moves,
                "{}: {} of {}",
                l.id(),
                r.first_moves_meeting,
                r.first_moves
            );
        }
    }
    assert_eq!(
        fixed,
        [
            "namua-singletons",
            "tax",
            "tax-seven",
            "tax-3",
            "kete-kuu",
            "kete-kuu-2",
            "kete-kuu-3",
            "kete-tax-seven",
            "kete-first-takata",
            "kete-first-takata-2",
            "kete-first-takata-3"
        ]
    );
}

#[test]
fn bao_lessons_check_refuses_a_coin_flip_and_a_goal_most_moves_meet() {
    let one = |setup: &str, goal: &str, solution: &str| {
        let course = format!(
            "[(id: \"x\", part: \"kujifunza\", variant: \"kujifunza\", setup: {setup}, goal: {goal}, solution: [\"{solution}\"])]"
        );
        let texts = r#"{ "x": (title: "T", goal: "G", hint: "H", success: "S", failure: "F") }"#;
        let c = parse_course(&course, texts).unwrap();
        let l: &'static _ = Box::leak(Box::new(c.into_iter().next().unwrap()));
        check_lesson(l)
    };
    // Only A2 can move (M1: A5 and the rest hold fewer than 2 or are North's): its two
    // directions, one of which ends in A5. A coin flip, refused.
    let e = one(
        "Diagram(\"S\", \"8 8 8 8 8 8 8 3   0 0 0 0 2 0 0 0   0 3 0 0 0 0 0 0   0 0 0 0 0 0 0 0\")",
        "EndIn(\"A5\")",
        "A2R",
    )
    .unwrap_err();
    assert_eq!(e.field, "setup", "{e}");
    assert!(e.what.contains("coin flip"), "{e}");
    // A2R and A6L both take a5's 4 seeds (G4), A6R only a1's: 2 of 3 meet. Refused.
    let e = one(
        "Diagram(\"S\", \"8 8 8 8 8 8 3 2   0 0 0 4 0 0 0 1   0 2 0 1 0 2 0 1   0 0 0 0 0 0 0 0\")",
        "CaptureSeeds(4)",
        "A2R",
    )
    .unwrap_err();
    assert!(e.what.contains("at most a third"), "{e}");
    // With a second seed in A8 and more small captures the same goal is a choice: 1 of 3.
    let r = one(
        "Diagram(\"S\", \"7 7 8 8 6 8 3 2   0 0 0 4 0 1 0 1   0 2 0 2 0 3 0 2   0 0 0 0 0 0 0 0\")",
        "CaptureSeeds(4)",
        "A2R",
    )
    .unwrap();
    assert_eq!((r.first_moves, r.first_moves_meeting), (3, 1));
}

/// The two exercises are solved only by the idea they teach. never-ending-kiswahili (section
/// 10): A3L would relay for ever and is not legal; A3R* is the one takasa after which North
/// has no capture (A2L* puts a seed in A1, facing North's a8). tournament-2 (N2, section 12):
/// only the single seed A2, allowed with the Tournament rules while the house is owned,
/// leaves North nothing: A3L* and A3R* leave A7, A6 and A4 to be captured.
#[test]
fn s10_n2_the_mended_exercises_are_solved_only_by_their_idea() {
    for (id, only) in [("never-ending-kiswahili", "A3R*"), ("tournament-2", "A2L*")] {
        let l = lesson(Lang::English, id).unwrap();
        let met: Vec<String> = successors(&l.start)
            .iter()
            .filter(|s| {
                let mut a = Attempt::new(l);
                a.play(&s.mv) == Ok(Verdict::Success)
            })
            .map(|s| write_move(&l.start, s))
            .collect();
        assert_eq!(met, [only], "{id}");
    }
    let l = lesson(Lang::English, "never-ending-kiswahili").unwrap();
    assert!(
        parse_move(&l.start, "A3L").is_err(),
        "A3L never ends: not legal"
    );
    let a2l = successors(&l.start)
        .into_iter()
        .find(|s| write_move(&l.start, s) == "A2L*")
        .expect("A2L* is legal and sets no block");
    assert!(
        successors(&a2l.position)
            .iter()
            .any(|r| r.kind == MoveKind::Capture),
        "after A2L* North has a capture, as the hint says of every other takasa"
    );
}
