//! A puzzle played on the board. A right move (an accepted one, or a twin) advances and the
//! solution's reply is played; a wrong move is answered (what it did, why it misses, the
//! engine's answer) and taken back; two misses reveal the solution; the rating counts only a
//! puzzle solved without a miss. Every miss of every shipped puzzle is told truly: each claim
//! checked against the traces.

mod common;

use bao::game::teach::practice::puzzles::{Goal, Puzzle, shipped};
use bao::game::teach::practice::solving::{Solving, TRIES, engine_answer};
use bao::game::words::i18n::Lang;
use bao::rules::{Illegal, Move, Position, Rules, Side, Successor, successors, write_move};
use common::setup;

/// The first shipped puzzle of `goal` (any with `None`) whose solution has `plies` moves.
fn puzzle(goal: Option<Goal>, plies: usize) -> Puzzle {
    shipped()
        .into_iter()
        .find(|p| goal.is_none_or(|g| p.goal == g) && p.solution.len() == plies)
        .unwrap_or_else(|| panic!("no {goal:?} puzzle of {plies} plies"))
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
    let p = puzzle(None, 1);
    let first = p.solution[0].clone();
    let mut s = Solving::new(p.clone());
    assert_eq!(s.position(), p.position);
    assert_eq!(s.rated(), None);
    assert!(!s.finished());
    let t = s.try_move(&right(&s)).unwrap();
    assert!(t.right && t.solved && !t.revealed);
    assert_eq!(t.notation, first);
    assert!(t.reply.is_none(), "a one-move puzzle has no reply");
    assert!(s.solved() && s.finished() && !s.revealed());
    assert_eq!(s.rated(), Some(true));
    // The board shows the position the solution reached.
    assert_eq!(s.position(), t.played().successor.position);
    let text = t.text(Lang::English);
    assert!(text.starts_with(&format!("{first} is right.")), "{text}");
    assert!(text.ends_with("Solved!"), "{text}");
    assert_eq!(
        s.solution_text(Lang::English),
        Some(format!("The solution: {first}"))
    );
    // Over: nothing more is tried.
    let again = successors(&p.position)[0].mv;
    assert_eq!(s.try_move(&again).unwrap_err(), Illegal::GameOver);
}

#[test]
fn the_opponent_replies_from_the_solution_and_the_line_goes_on() {
    let p = puzzle(Some(Goal::Win), 3);
    let mut s = Solving::new(p.clone());
    assert_eq!(s.solver_moves(), 2);
    let (side, other) = match p.solver() {
        Side::South => (["South", "Kusini"], ["North", "Kaskazini"]),
        Side::North => (["North", "Kaskazini"], ["South", "Kusini"]),
    };
    assert_eq!(
        s.task(Lang::English),
        format!(
            "{} to move: find the winning line: 2 of your moves, with {}'s reply between.",
            side[0], other[0]
        )
    );
    assert_eq!(
        s.task(Lang::Kiswahili),
        format!(
            "Zamu ya {}: tafuta njia ya kushinda: hatua zako mbili, na jibu la {} kati ya \
             hatua hizo.",
            side[1], other[1]
        )
    );
    let line = p.line().unwrap();
    let t = s.try_move(&line[0].1.mv).unwrap();
    assert!(t.right && !t.solved);
    let reply = t.reply.clone().expect("the solution's reply");
    assert_eq!(reply.notation, p.solution[1]);
    assert_eq!(reply.before, line[1].0);
    assert_eq!(reply.before.to_move(), p.solver().opponent());
    // The reply is played: the solver is to move again, at the line's third position.
    assert_eq!(s.position(), line[2].0);
    assert_eq!(s.position().to_move(), p.solver());
    let text = t.text(Lang::English);
    assert!(
        text.contains(&format!("{} answers {}.", other[0], p.solution[1])),
        "{text}"
    );
    assert!(
        text.ends_with("Right so far: find the next move."),
        "{text}"
    );
    // While the player's own move is still being sown the reply is not told yet: the board
    // has not shown it.
    let so_far = t.text_so_far(Lang::English, false);
    assert!(text.starts_with(&so_far), "{so_far}");
    assert!(
        !so_far.contains(&p.solution[1]) && !so_far.contains("Right so far"),
        "{so_far}"
    );
    assert_eq!(t.text_so_far(Lang::English, true), text);
    assert_eq!(s.rated(), None);
    let t = s.try_move(&line[2].1.mv).unwrap();
    assert!(t.right && t.solved && t.reply.is_none());
    assert_eq!(s.rated(), Some(true));
    assert_eq!(s.solution(), p.solution);
}

#[test]
fn a_wrong_move_is_answered_by_the_engine_and_taken_back() {
    let p = puzzle(Some(Goal::Seeds), 1);
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
    let opponent = match p.solver() {
        Side::South => "North",
        Side::North => "South",
    };
    assert!(
        text.contains(&format!(
            "The engine's answer: {opponent} plays {}.",
            answer.notation
        )),
        "{text}"
    );
    assert!(text.ends_with("Try again."), "{text}");
    assert_eq!(s.solution_text(Lang::English), None, "not revealed yet");
}

#[test]
fn two_misses_reveal_the_solution_and_fail_the_puzzle() {
    let p = puzzle(Some(Goal::Win), 3);
    let line = p.solution.join(" ");
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
        s.solution_text(Lang::English),
        Some(format!("The solution: {line}"))
    );
    assert_eq!(
        s.solution_text(Lang::Kiswahili),
        Some(format!("Suluhisho: {line}"))
    );
    // The whole line is left for the window to play out.
    assert_eq!(s.remaining().len(), 3);
    assert_eq!(s.try_move(&right(&s)).unwrap_err(), Illegal::GameOver);
}

#[test]
fn a_miss_then_the_right_move_solves_but_counts_as_a_failure() {
    let p = puzzle(None, 1);
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
    let p = puzzle(None, 1);
    let mut s = Solving::new(p.clone());
    let legal = bao::rules::legal_moves(&p.position);
    let empty = (0..32)
        .map(|pit| Move {
            pit,
            dir: None,
            kichwa: None,
            safari: None,
        })
        .find(|m| !legal.contains(m))
        .expect("an illegal move");
    assert!(s.try_move(&empty).is_err());
    assert_eq!(s.misses(), 0);
    assert_eq!(s.position(), p.position);
}

#[test]
fn a_twin_of_the_solution_with_the_same_result_is_right() {
    // A move leaving the solution's board (a kichwa or direction choice that changes
    // nothing) is right wherever the solver moves.
    let found = shipped().into_iter().find_map(|p| {
        let line = p.line().unwrap();
        (0..line.len()).step_by(2).find_map(|i| {
            let (pos, want) = line[i];
            successors(&pos)
                .into_iter()
                .find(|x| x.mv != want.mv && x.position == want.position)
                .map(|twin| (p.clone(), i, twin))
        })
    });
    let (p, i, twin) = found.expect("a puzzle with a twin");
    let line = p.line().unwrap();
    let mut s = Solving::new(p.clone());
    for k in (0..i).step_by(2) {
        s.try_move(&line[k].1.mv).unwrap();
    }
    assert_eq!(s.position(), line[i].0);
    let t = s.try_move(&twin.mv).unwrap();
    assert!(t.right, "{}", t.text(Lang::English));
    assert_eq!(t.solved, i + 1 == line.len());
    assert_eq!(s.rated(), if t.solved { Some(true) } else { None });
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
            accepted: all.iter().map(|s| write_move(&pos, s)).collect(),
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
    let mut p = puzzle(None, 1);
    p.solution = vec!["zz".into()];
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

/// The seeds a traced move captures, summed from its trace's captures (G4, G6).
fn trace_seeds(t: &bao::rules::Trace) -> u32 {
    t.iter()
        .map(|e| match e {
            bao::rules::Event::Capture { count, .. } => *count as u32,
            _ => 0,
        })
        .sum()
}

/// The most seeds one reply to `after` captures, each reply traced, and whether one wins.
fn best_reply(after: &Position, mover: Side) -> (u32, bool) {
    let mut most = 0;
    let mut wins = false;
    for m in bao::rules::legal_moves(after) {
        let (s, t) = bao::rules::play_traced(after, &m).unwrap();
        most = most.max(trace_seeds(&t));
        wins |= s.outcome().is_some_and(|o| o.winner != mover);
    }
    (most, wins)
}

#[test]
fn every_first_move_of_every_puzzle_is_judged_as_accepted_and_every_miss_told_truly() {
    use bao::game::teach::practice::solving::Claim;
    use bao::rules::{Event, HouseLoss, legal_moves, play_traced};
    let (mut told, mut false_claims) = (0, Vec::new());
    for p in shipped() {
        let s = Solving::new(p.clone());
        let me = p.solver();
        let (sol, sol_trace) = play_traced(&p.position, &p.line().unwrap()[0].1.mv).unwrap();
        let (sol_back, _) = best_reply(&sol.position, me);
        for mv in legal_moves(&p.position) {
            let (after, trace) = play_traced(&p.position, &mv).unwrap();
            let notation = write_move(&p.position, &after);
            assert_eq!(
                s.accepts(&mv),
                p.accepted.contains(&notation),
                "{}: {notation}",
                p.id
            );
            if s.accepts(&mv) {
                continue;
            }
            let claims = s.miss_claims(&mv).expect("a legal miss");
            assert!(!claims.is_empty(), "{}: {notation} told nothing", p.id);
            let (back, reply_wins) = if after.outcome().is_none() {
                best_reply(&after.position, me)
            } else {
                (0, false)
            };
            for c in claims {
                told += 1;
                let holds = match c {
                    // W1, W2: the game ends with the solver's loss.
                    Claim::Loses => after.outcome().is_some_and(|o| o.winner != me),
                    Claim::GoesOn => after.outcome().is_none(),
                    // Section 8: the house is captured only when the trace says so.
                    Claim::HouseStands => !trace.iter().any(|e| {
                        matches!(e, Event::HouseDestroyed { side, why: HouseLoss::Captured }
                            if *side != me)
                    }),
                    Claim::Captures { seeds, back: b } => seeds == trace_seeds(&trace) && b == back,
                    Claim::SolutionCaptures { seeds, back: b } => {
                        seeds == trace_seeds(&sol_trace) && b == sol_back
                    }
                    Claim::GivesAway { back: b, best } => b == back && best == sol_back && b > best,
                    Claim::ReplyWins => reply_wins,
                };
                if !holds {
                    false_claims.push(format!("{}: {notation}: {c:?}", p.id));
                }
            }
        }
    }
    println!("{told} claims checked, {} false", false_claims.len());
    assert!(told > 1000, "{told} claims");
    assert!(
        false_claims.is_empty(),
        "{} false: {false_claims:?}",
        false_claims.len()
    );
}

#[test]
fn a_miss_is_told_in_the_words_of_its_claims() {
    // A sample of misses, fully answered (with the engine's answer): the feedback's "why"
    // is the claims' sentences, with their numbers.
    for p in shipped().iter().step_by(37) {
        let mut s = Solving::new(p.clone());
        let Some(mv) = bao::rules::legal_moves(&p.position)
            .into_iter()
            .find(|m| !s.accepts(m))
        else {
            continue;
        };
        let claims = s.miss_claims(&mv).unwrap();
        let t = s.try_move(&mv).unwrap();
        assert_eq!(t.claims(), &claims[..]);
        let why = t.why(Lang::English).unwrap();
        for c in &claims {
            if let bao::game::teach::practice::solving::Claim::Captures { seeds, .. } = c {
                assert!(why.contains(&seeds.to_string()) || *seeds == 0, "{why}");
            }
        }
        assert!(t.text(Lang::English).contains(&why));
        assert!(!t.why(Lang::Kiswahili).unwrap().is_empty());
        // For a reader: `cargo test --test solving -- --nocapture`.
        println!(
            "{} ({}): {}",
            p.id,
            s.task(Lang::English),
            t.text(Lang::English)
        );
        println!(
            "{} ({}): {}",
            p.id,
            s.task(Lang::Kiswahili),
            t.text(Lang::Kiswahili)
        );
    }
}
