//! Issue 34, item 6: "more like this". Every exercise of the course (but the three whose
//! position cannot vary, named below) has at least 5 variations, distinct from it and from
//! each other, each passing the course's own checks (check_lesson: the solution reaches the
//! goal, not a coin flip, a real game's position, every first move's verdict and feedback in
//! both languages) and giving every legal first move the verdict it gets in the exercise.

use bao::game::teach::lessons::{
    Attempt, Verdict, check_lesson, check_more, course, lesson, more, more_id, more_like,
    more_origin, tells_history,
};
use bao::game::words::i18n::Lang;
use bao::rules::{Event, Pit, Position, Side, StopReason, parse_move, play_traced, successors};

/// The exercises with fewer than 5, in course order: `learners-start` (the start of Bao la
/// Kujifunza, J1: its words tell that history, and no other board is the start),
/// `play-kujifunza` (a forced win in two moves that almost any change breaks), `opening` (the
/// start position itself, the only one with both reserves full, so no other can stand for it),
/// `opening-reply` ("You sowed A6 to the right and North answered the same way": a board only
/// those two moves make) and `safari` (every pit its texts do not name is empty or a
/// front-row singleton whose class the moves depend on: no seed to move).
const FIXED: [&str; 5] = [
    "learners-start",
    "play-kujifunza",
    "opening",
    "opening-reply",
    "safari",
];

#[test]
fn every_exercise_has_five_more_like_it_each_passing_the_checks() {
    let mut short = Vec::new();
    for l in course(Lang::English) {
        let more = more(Lang::English, l.id());
        if more.len() < 5 {
            short.push(l.id().to_string());
        }
        for (k, v) in more.iter().enumerate() {
            assert_eq!(v.id(), more_id(l.id(), k + 1));
            assert_eq!(more_origin(v.id()), Some(l.id()));
            assert_ne!(v.start, l.start, "{}: the exercise's own position", v.id());
            assert!(
                more[..k].iter().all(|w| w.start != v.start),
                "{}: the same position twice",
                v.id()
            );
            check_more(l, v).unwrap_or_else(|e| panic!("{}: {e}", v.id()));
            check_lesson(v).unwrap_or_else(|e| panic!("{}: {e}", v.id()));
            assert_eq!(v.text, l.text, "{}: the exercise's own words", v.id());
        }
    }
    assert_eq!(short, FIXED, "exercises with fewer than 5 variations");
}

#[test]
fn the_variations_are_the_same_positions_in_both_languages_with_each_ones_words() {
    for id in ["relay", "capture-again", "takasia", "hizi-zetu", "namua"] {
        let (en, sw) = (more(Lang::English, id), more(Lang::Kiswahili, id));
        assert!(en.len() >= 5, "{id}");
        let positions = |m: &[bao::game::teach::lessons::Lesson]| -> Vec<Position> {
            m.iter().map(|l| l.start).collect()
        };
        assert_eq!(positions(en), positions(sw), "{id}");
        assert_eq!(sw[0].text, lesson(Lang::Kiswahili, id).unwrap().text);
        // Made once: the same slice again.
        assert!(std::ptr::eq(en, more(Lang::English, id)));
    }
    assert!(more(Lang::English, "no-such-exercise").is_empty());
}

#[test]
fn a_variation_plays_like_its_exercise_in_an_attempt() {
    // G2 relay: the exercise's solution meets the goal on every variation, with the
    // exercise's success words; a first move that misses gets its failure words.
    for v in more(Lang::English, "relay") {
        let mut a = Attempt::new(v);
        let mut verdict = None;
        for text in &v.data.solution {
            let (s, _) = parse_move(a.position(), text).unwrap();
            verdict = Some(a.play(&s.mv).unwrap());
        }
        assert_eq!(verdict, Some(Verdict::Success), "{}", v.id());
        let f = a.feedback(Lang::English).unwrap();
        assert_eq!(f.note.as_deref(), Some(v.text.success.as_str()));

        let wrong = bao::rules::successors(&v.start)
            .into_iter()
            .find(|s| {
                let mut a = Attempt::new(v);
                a.play(&s.mv) == Ok(Verdict::Failure)
            })
            .expect("the exercise is a choice");
        let mut a = Attempt::new(v);
        a.play(&wrong.mv).unwrap();
        let f = a.feedback(Lang::Kiswahili).unwrap();
        assert!(!f.met && f.why.is_some(), "{}", v.id());
    }
}

#[test]
fn the_variations_are_deterministic() {
    let l = lesson(Lang::English, "capture").unwrap();
    let a: Vec<Position> = more_like(l).iter().map(|v| v.start).collect();
    let b: Vec<Position> = more_like(l).iter().map(|v| v.start).collect();
    assert_eq!(a, b);
    assert!(a.len() >= 5);
}

#[test]
fn check_more_refuses_a_changed_named_pit_and_the_exercise_itself() {
    // "sowing": A2's 3 seeds end in the empty A5 (G3). With 4 in A2 (a seed taken from
    // North's back row b1) the same move ends in A6: not the exercise any more.
    let l = lesson(Lang::English, "sowing").unwrap();
    assert!(check_more(l, l).is_err(), "the exercise's own position");
    let mut rows = [*l.start.row(Side::South), *l.start.row(Side::North)];
    let a2 = Pit::parse("A2").unwrap();
    let b1 = Pit::parse("b1").unwrap();
    assert_eq!(rows[0][a2.ring as usize], 3);
    assert!(rows[1][b1.ring as usize] > 0);
    rows[0][a2.ring as usize] += 1;
    rows[1][b1.ring as usize] -= 1;
    let start = Position::from_parts(l.rules, rows, [0, 0], [false, false], Side::South);
    let mut v = more_like(l).remove(0);
    v.start = start;
    let e = check_more(l, &v).unwrap_err();
    assert!(e.contains("goal") || e.contains("verdict"), "{e}");
}

/// The moves of `pos` that stop at the takasia block (T3: a lap that ends in the blocked pit
/// ends the move there).
fn block_stops(pos: &Position) -> usize {
    successors(pos)
        .iter()
        .filter(|s| {
            let (_, trace) = play_traced(pos, &s.mv).unwrap();
            trace.iter().any(|e| {
                matches!(
                    e,
                    Event::Stop {
                        why: StopReason::Blocked,
                        ..
                    }
                )
            })
        })
        .count()
}

#[test]
fn t3_the_under_block_counts_hold_on_every_variation() {
    // under-block: "three of your takasas end a lap in A3 and stop there"; under-block-3:
    // "Three of your takasas would end a lap in A5"; under-block-2 counts none but speaks of
    // the block: some move meets it.
    for (id, count) in [
        ("under-block", 3),
        ("under-block-3", 3),
        ("under-block-2", 0),
    ] {
        let l = lesson(Lang::English, id).unwrap();
        let n = block_stops(&l.start);
        if count > 0 {
            assert_eq!(n, count, "{id}");
        }
        let more = more(Lang::English, id);
        assert!(more.len() >= 5, "{id}");
        for v in more {
            assert_eq!(block_stops(&v.start), n, "{}", v.id());
        }
    }
}

#[test]
fn a_text_that_tells_a_history_gets_no_variation() {
    // J1: "The start of Bao la Kujifunza"; opening-reply replays A6R* a6R* from the start
    // (the course's check does too).
    for id in ["learners-start", "opening", "opening-reply"] {
        let l = lesson(Lang::English, id).unwrap();
        assert!(tells_history(l), "{id}");
        assert!(more_like(l).is_empty(), "{id}");
    }
    let l = lesson(Lang::English, "opening-reply").unwrap();
    let mut p = Position::start(l.rules);
    for m in ["A6R*", "a6R*"] {
        p = parse_move(&p, m).unwrap().0.position;
    }
    assert_eq!(p, l.start);
    // A variation of it, if one were made, is refused.
    let relay = more(Lang::English, "relay");
    let mut v = relay[0].clone();
    v.data = l.data.clone();
    assert!(check_more(l, &v).is_err());
}
