//! A puzzle played on the board. A right move (or its twin) advances and the
//! solution's reply is played; a wrong move is answered (what it did, why it misses, the
//! engine's answer) and taken back; two misses reveal the solution; the rating counts only a
//! puzzle solved without a miss.

mod common;

use bao::game::teach::practice::puzzles::{Goal, Puzzle, shipped};
use bao::game::teach::practice::solving::{Solving, TRIES, engine_answer};
use bao::game::words::i18n::Lang;
use bao::rules::{Illegal, Move, Position, Rules, Side, Successor, successors, write_move};
use common::setup;

fn puzzle(id: &str) -> Puzzle {
    shipped()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no puzzle {id}"))
}

/// A legal move at the position now that is neither the solution's move nor one with its
/// result, and that does not end the game.
fn wrong(s: &Solving) -> Successor {
    let (_, want) = s.remaining()[0];
    successors(&s.position())
        .into_iter()
        .find(|x| x.position != want.position && x.outcome().is_none())
        .expect("a wrong move")
}

fn right(s: &Solving) -> Move {
    s.remaining()[0].1.mv
}

#[test]
fn a_right_move_solves_a_one_move_puzzle_and_counts_for_the_rating() {
    let p = puzzle("kiswahili-0001");
    assert_eq!(p.solution, ["a6R"]);
    let mut s = Solving::new(p.clone());
    assert_eq!(s.position(), p.position);
    assert_eq!(s.rated(), None);
    assert!(!s.finished());
    let t = s.try_move(&right(&s)).unwrap();
    assert!(t.right && t.solved && !t.revealed);
    assert_eq!(t.notation, "a6R");
    assert!(t.reply.is_none(), "a one-move puzzle has no reply");
    assert!(s.solved() && s.finished() && !s.revealed());
    assert_eq!(s.rated(), Some(true));
    // The board shows the position the solution reached.
    assert_eq!(s.position(), t.played().successor.position);
    let text = t.text(Lang::English);
    assert!(text.starts_with("a6R is right."), "{text}");
    assert!(text.ends_with("Solved!"), "{text}");
    assert_eq!(
        s.solution_text(Lang::English).as_deref(),
        Some("The solution: a6R")
    );
    // Over: nothing more is tried.
    let again = successors(&p.position)[0].mv;
    assert_eq!(s.try_move(&again).unwrap_err(), Illegal::GameOver);
}

#[test]
fn the_opponent_replies_from_the_solution_and_the_line_goes_on() {
    let p = puzzle("kiswahili-0002");
    assert_eq!(p.solution, ["A5L", "a7", "A3L"]);
    assert_eq!(p.goal, Goal::Seeds);
    let mut s = Solving::new(p.clone());
    assert_eq!(s.solver_moves(), 2);
    assert_eq!(
        s.task(Lang::English),
        "South to move: find the 2 moves that win the most seeds."
    );
    assert_eq!(
        s.task(Lang::Kiswahili),
        "Zamu ya Kusini: tafuta hatua 2 zinazokula kete nyingi zaidi."
    );
    let line = p.line().unwrap();
    let t = s.try_move(&line[0].1.mv).unwrap();
    assert!(t.right && !t.solved);
    let reply = t.reply.clone().expect("the solution's reply");
    assert_eq!(reply.notation, "a7");
    assert_eq!(reply.before, line[1].0);
    assert_eq!(reply.before.to_move(), Side::North);
    // The reply is played: the solver is to move again, at the line's third position.
    assert_eq!(s.position(), line[2].0);
    assert_eq!(s.position().to_move(), Side::South);
    let text = t.text(Lang::English);
    assert!(text.contains("North answers a7."), "{text}");
    assert!(
        text.ends_with("Right so far: find the next move."),
        "{text}"
    );
    assert_eq!(s.rated(), None);
    let t = s.try_move(&line[2].1.mv).unwrap();
    assert!(t.right && t.solved && t.reply.is_none());
    assert_eq!(s.rated(), Some(true));
    assert_eq!(s.solution(), ["A5L", "a7", "A3L"]);
}

#[test]
fn a_wrong_move_is_answered_by_the_engine_and_taken_back() {
    let p = puzzle("kiswahili-0002");
    let mut s = Solving::new(p.clone());
    let w = wrong(&s);
    let t = s.try_move(&w.mv).unwrap();
    assert!(!t.right && !t.solved && !t.revealed);
    assert_eq!(t.misses, 1);
    assert_eq!(s.misses(), 1);
    // Back to before the wrong move, for another try.
    assert_eq!(s.position(), p.position);
    assert!(!s.finished());
    // The rating already has its result (as on Lichess, a miss is a failure).
    assert_eq!(s.rated(), Some(false));
    // The engine's answer is its best reply to the wrong move, from the position after it.
    let answer = t.reply.clone().expect("the engine's answer");
    assert_eq!(answer.before, w.position);
    assert_eq!(Some(answer.clone()), engine_answer(&w));
    let text = t.text(Lang::English);
    let notation = write_move(&p.position, &w);
    assert!(
        text.starts_with(&format!("{notation} is not the solution.")),
        "{text}"
    );
    // What it did, from its trace, as the course says it.
    let did = t.did(Lang::English).join(" ");
    assert!(!did.is_empty() && text.contains(&did), "{text}");
    // Why it misses a seeds goal: the seeds it takes and those taken back.
    let why = t.why(Lang::English).expect("why it misses");
    assert!(why.starts_with("It captures"), "{why}");
    assert!(text.contains(&why));
    assert!(
        text.contains(&format!(
            "The engine's answer: North plays {}.",
            answer.notation
        )),
        "{text}"
    );
    assert!(text.ends_with("Try again."), "{text}");
    assert_eq!(s.solution_text(Lang::English), None, "not revealed yet");
}

#[test]
fn two_misses_reveal_the_solution_and_fail_the_puzzle() {
    let p = puzzle("kiswahili-0002");
    let mut s = Solving::new(p.clone());
    let w = wrong(&s);
    s.try_move(&w.mv).unwrap();
    let t = s.try_move(&w.mv).unwrap();
    assert_eq!(s.misses(), TRIES);
    assert!(t.revealed && !t.right);
    assert!(s.revealed() && s.finished() && !s.solved());
    assert_eq!(s.rated(), Some(false));
    assert!(
        t.text(Lang::English)
            .ends_with("Two misses: this puzzle is not solved. Here is the solution.")
    );
    assert_eq!(
        s.solution_text(Lang::English).as_deref(),
        Some("The solution: A5L a7 A3L")
    );
    assert_eq!(
        s.solution_text(Lang::Kiswahili).as_deref(),
        Some("Suluhisho: A5L a7 A3L")
    );
    // The whole line is left for the window to play out.
    assert_eq!(s.remaining().len(), 3);
    assert_eq!(s.try_move(&right(&s)).unwrap_err(), Illegal::GameOver);
}

#[test]
fn a_miss_then_the_right_move_solves_but_counts_as_a_failure() {
    let p = puzzle("kiswahili-0001");
    let mut s = Solving::new(p);
    let w = wrong(&s);
    s.try_move(&w.mv).unwrap();
    let t = s.try_move(&right(&s)).unwrap();
    assert!(t.right && t.solved);
    assert!(s.solved() && !s.revealed());
    assert_eq!(s.rated(), Some(false));
    assert!(
        t.text(Lang::English)
            .ends_with("Solved after a miss: for your rating it counts as not solved.")
    );
}

#[test]
fn an_illegal_move_is_refused_and_not_counted() {
    let p = puzzle("kiswahili-0001");
    let mut s = Solving::new(p.clone());
    // a1 is empty (North's front row is 0 0 0 0 0 3 2 1): N1 puts the seed into an
    // occupied pit only.
    let empty = Move {
        pit: 0,
        dir: None,
        kichwa: None,
        safari: None,
    };
    assert!(s.try_move(&empty).is_err());
    assert_eq!(s.misses(), 0);
    assert_eq!(s.position(), p.position);
}

#[test]
fn a_twin_of_the_solution_with_the_same_result_is_right() {
    // kiswahili-0139, the solver's second move: a4L and a4R leave the same board.
    let p = puzzle("kiswahili-0139");
    let line = p.line().unwrap();
    let (pos, want) = line[2];
    let twin = successors(&pos)
        .into_iter()
        .find(|x| x.mv != want.mv && x.position == want.position)
        .expect("the twin");
    let mut s = Solving::new(p.clone());
    s.try_move(&line[0].1.mv).unwrap();
    assert_eq!(s.position(), pos);
    let t = s.try_move(&twin.mv).unwrap();
    assert!(t.right && t.solved, "{}", t.text(Lang::English));
    assert_eq!(s.rated(), Some(true));
}

/// South in mtaji, houses gone (section 8), both reserves empty: North's only front seeds
/// are the 2 in a3, which faces A6 (section 1: A_i faces a_(9-i)). B1 and B2 hold 20 each and
/// cannot start a capture (M2: 16 or more), A6's single seed cannot move (M1), so South's
/// captures (compulsory, G7) are A4 sown towards A5 A6 and A8 sown towards A7 A6: both end in
/// the occupied A6, capture a3 and leave North's front row empty: South wins (section 6,
/// step 1; W1).
fn two_wins() -> Position {
    setup(
        Rules::KISWAHILI,
        Side::South,
        &[
            ("A4", 2),
            ("A6", 1),
            ("A8", 2),
            ("B1", 20),
            ("B2", 20),
            ("a3", 2),
            ("b1", 9),
            ("b2", 8),
        ],
        [0, 0],
        [false, false],
    )
}

#[test]
fn any_move_that_wins_at_once_is_right_in_a_win_puzzle() {
    let pos = two_wins();
    let all = successors(&pos);
    assert_eq!(all.len(), 2, "only the two captures");
    assert!(
        all.iter()
            .all(|s| s.outcome().is_some_and(|o| o.winner == Side::South))
    );
    assert_ne!(all[0].position, all[1].position, "not twins: other boards");
    for (solution, other) in [(all[0], all[1]), (all[1], all[0])] {
        let p = Puzzle {
            id: "test-0001".into(),
            position: pos,
            solution: vec![write_move(&pos, &solution)],
            goal: Goal::Win,
            themes: vec![],
            rating: 800,
        };
        let mut s = Solving::new(p);
        assert_eq!(
            s.task(Lang::English),
            "South to move: find the move that wins the game."
        );
        let t = s.try_move(&other.mv).unwrap();
        assert!(t.right && t.solved && t.reply.is_none());
        assert_eq!(s.rated(), Some(true));
        assert_eq!(s.position(), other.position);
    }
}

#[test]
fn a_puzzle_whose_line_does_not_play_is_over_at_once() {
    let mut p = puzzle("kiswahili-0001");
    p.solution = vec!["A1R".into()];
    let s = Solving::new(p);
    assert!(s.finished() && s.revealed() && !s.solved());
    assert!(s.remaining().is_empty());
    assert_eq!(s.rated(), None, "not counted for the rating");
}

#[test]
fn every_goal_has_its_task_and_its_why_in_both_languages() {
    use bao::game::words::i18n::MISSING;
    let set = shipped();
    for goal in [Goal::Win, Goal::House, Goal::Seeds, Goal::Hold] {
        let p = set
            .iter()
            .find(|p| p.goal == goal)
            .expect("a puzzle of each goal");
        let mut s = Solving::new(p.clone());
        let Some(w) = successors(&s.position())
            .into_iter()
            .find(|x| x.position != s.remaining()[0].1.position && x.outcome().is_none())
        else {
            continue;
        };
        let t = s.try_move(&w.mv).unwrap();
        for lang in Lang::ALL {
            let task = s.task(lang);
            let text = t.text(lang);
            assert!(!task.contains(MISSING) && !text.contains(MISSING), "{text}");
            assert!(t.why(lang).is_some(), "{}: {goal:?}", p.id);
        }
    }
}
