//! Item 6: "more like this". Every exercise of the course (but the three whose
//! position cannot vary, named below) has at least 5 variations, distinct from it and from
//! each other, each passing the course's own checks (check_lesson: the solution reaches the
//! goal, not a coin flip, a real game's position, every first move's verdict and feedback in
//! both languages) and giving every legal first move the verdict it gets in the exercise.

use bao::game::teach::course::lessons::{
    Attempt, Verdict, check_lesson, check_more, course, lesson, more, more_id, more_like,
    more_origin,
};
use bao::game::words::i18n::Lang;
use bao::rules::{Pit, Position, Side, parse_move};

/// The exercises with fewer than 5, in course order: `play-kujifunza` (a forced win in two
/// moves that almost any change breaks), `opening` (the start position itself, the only one
/// with both reserves full, so no other can stand for it) and `safari` (every pit its texts
/// do not name is empty or a front-row singleton whose class the moves depend on: no seed to
/// move).
const FIXED: [&str; 3] = ["play-kujifunza", "opening", "safari"];

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
        let positions = |m: &[bao::game::teach::course::lessons::Lesson]| -> Vec<Position> {
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
