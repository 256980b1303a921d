//! The sowing trainer's core: questions from real positions with answers taken
//! from the rules trace (G3: a move ends where its last seed falls into an empty pit; G6:
//! captured seeds enter at a kichwa), the facing pits of RULES.md 1.1, timed rounds and the
//! score.

use bao::game::teach::practice::puzzles::shipped;
use bao::game::teach::practice::trainer::*;
use bao::rules::{Event, Pit, Side, play_traced};

fn real_positions() -> Vec<bao::rules::Position> {
    positions(&shipped())
}

#[test]
fn a_move_ends_where_its_last_lap_ends() {
    let qs = draw(&real_positions(), Ask::End, 200, 7);
    assert_eq!(qs.len(), 200);
    for q in &qs {
        assert_eq!(q.truth, Given::Pit(*q.laps.last().unwrap()));
        assert!(q.is_right(q.truth));
        let other = Pit::new(q.pit.side, (q.laps.last().unwrap().ring + 1) % 16);
        assert!(!q.is_right(Given::Pit(other)));
    }
}

#[test]
fn capture_and_entry_answers_follow_the_trace() {
    let pos = real_positions();
    for q in draw(&pos, Ask::Captures, 100, 3) {
        let (s, _) = play_traced(&q.position, &q.mv.unwrap()).unwrap();
        assert_eq!(q.truth, Given::Yes(s.captured > 0));
    }
    let entries = draw(&pos, Ask::Entry, 100, 3);
    assert_eq!(entries.len(), 100);
    for q in entries {
        let Given::Pit(k) = q.truth else { panic!() };
        assert!(k.is_kichwa() && k.side == q.position.to_move(), "G6: {k:?}");
        let (_, trace) = play_traced(&q.position, &q.mv.unwrap()).unwrap();
        assert!(trace.iter().any(|e| matches!(e, Event::Capture { .. })));
    }
}

#[test]
fn the_facing_round_pairs_a1_with_a8() {
    let pos = real_positions();
    let q = facing(&pos[0], Side::South, 1);
    assert_eq!(q.truth, Given::Pit(Pit::parse("a8").unwrap()));
    let q = facing(&pos[0], Side::North, 3);
    assert_eq!(q.truth, Given::Pit(Pit::parse("A6").unwrap()));
    assert_eq!(draw(&pos, Ask::Facing, 30, 1).len(), 30);
}

#[test]
fn a_round_is_timed_scored_and_drawn_the_same_from_a_seed() {
    let pos = real_positions();
    assert_eq!(draw(&pos, Ask::End, 20, 9), draw(&pos, Ask::End, 20, 9));
    let qs = draw(&pos, Ask::End, 20, 9);
    let (t0, t1) = (qs[0].truth, qs[1].truth);
    let mut round = Round::new(qs, 30_000);
    assert_eq!(round.answer(t0, 1_000), Some(true));
    assert_eq!(round.answer(Given::Yes(true), 2_000), Some(false));
    assert_ne!(t1, Given::Yes(true));
    assert_eq!(round.score(), 0, "one right less one wrong");
    assert_eq!(
        round.answer(round.current(3_000).unwrap().truth, 3_000),
        Some(true)
    );
    assert_eq!(round.score(), 1);
    assert_eq!(round.best(5), 5);
    assert!(round.finished(30_000));
    assert_eq!(
        round.answer(Given::Yes(false), 30_001),
        None,
        "late answers do not count"
    );
    assert_eq!(round.answers.len(), 3);
}

/// A question names its move by its pit and the direction of its first lap only: never the
/// `*` of a takasa, the kichwa letter of a capture or the `#` of a win, which would give the
/// answer away (G5: the first lap decides capture or takasa). The letter is the first lap's,
/// read from the trace, and any other legal move named the same gives the same answer.
#[test]
fn a_question_names_its_move_without_giving_the_answer_away() {
    let pos = real_positions();
    for ask in [Ask::Captures, Ask::End, Ask::Entry] {
        let qs = draw(&pos, ask, 150, 11);
        assert_eq!(qs.len(), 150, "{ask:?}");
        let mut with_direction = 0;
        for q in &qs {
            assert!(!q.shown.contains(['*', '#', '>']), "{}", q.shown);
            let rest = q.shown.strip_prefix(&q.pit.label()).expect("the pit first");
            let (_, trace) = play_traced(&q.position, &q.mv.unwrap()).unwrap();
            if let Some(letter) = rest.chars().next() {
                assert_eq!(rest.len(), 1, "{}", q.shown);
                with_direction += 1;
                let dir = q.pit.dir_from_letter(letter).expect("L or R");
                let lift = trace
                    .iter()
                    .position(|e| matches!(e, Event::Lift { pit, .. } if *pit == q.pit));
                let lift = lift.expect("the first lap lifts the pit named");
                let sown = trace[lift..].iter().find_map(|e| match e {
                    Event::Sow { pit } => Some(*pit),
                    _ => None,
                });
                assert_eq!(sown, Some(q.pit.step(dir)), "{}", q.shown);
            }
            for s in bao::rules::successors(&q.position) {
                if let Some(o) = question(&q.position, &s.mv, ask) {
                    if o.shown == q.shown {
                        assert_eq!(o.truth, q.truth, "{} named alike, answered apart", q.shown);
                    }
                }
            }
        }
        assert!(with_direction > 0, "{ask:?}: no question named a direction");
    }
}
