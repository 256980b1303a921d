//! The puzzles: the shipped set read back, every solution replayed move by move with the
//! exact move generator, every `win` line ending in the solver's win (W1, W2 or section 10),
//! every first move meeting the goal by plain count accepted and every other refused, the
//! tasks and themes true of their puzzles, the rating scale starting where a newcomer starts,
//! the generator's judgement again on a sample (the whole set with BAO_PUZZLES_FULL=1, or
//! `bao puzzles --check`), and the generator deterministic.

use bao::ai::Level;
use bao::game::teach::practice::puzzles::*;
use bao::rules::{
    MoveKind, Rules, Successor, Variant, legal_moves, parse_move, play_traced, write_move,
};

#[test]
fn the_shipped_set_has_500_puzzles_in_all_three_games_and_ten_themes() {
    let set = shipped();
    assert_eq!(set.len(), parse_set(SHIPPED).unwrap().len());
    assert!(set.len() >= 500, "{} puzzles", set.len());
    for v in Variant::ALL {
        assert!(
            set.iter().any(|p| p.variant() == v),
            "no {} puzzle",
            v.json()
        );
    }
    let themes = set_themes(&set);
    let special = themes
        .iter()
        .filter(|(t, _)| !matches!(t, Theme::Namua | Theme::Mtaji))
        .count();
    assert!(special >= 10, "{themes:?}");
    let mut ids: Vec<&str> = set.iter().map(|p| p.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), set.len(), "ids are unique");
}

#[test]
fn every_solution_replays_and_every_win_line_wins() {
    for p in shipped() {
        let mut pos = p.position;
        let mut last = None;
        for (i, text) in p.solution.iter().enumerate() {
            assert!(last.is_none(), "{}: move {} after the end", p.id, i + 1);
            let (s, _) = parse_move(&pos, text).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            last = s.outcome();
            pos = s.position;
        }
        if p.goal == Goal::Win {
            let o = last.unwrap_or_else(|| panic!("{}: the win line does not end", p.id));
            assert_eq!(o.winner, p.solver(), "{}", p.id);
        } else {
            assert!(last.is_none(), "{}: a gain line that ends the game", p.id);
        }
    }
}

/// Each legal first move of `p` with its notation and plain count.
fn firsts(p: &Puzzle) -> Vec<(String, Plain, Successor)> {
    legal_moves(&p.position)
        .iter()
        .map(|m| {
            let (s, t) = play_traced(&p.position, m).unwrap();
            (
                write_move(&p.position, &s),
                Plain::of(&p.position, &s, &t),
                s,
            )
        })
        .collect()
}

#[test]
fn every_move_that_wins_at_once_is_accepted_and_nothing_else_wins_at_once() {
    // W1, W2: a move that ends the game for the solver is accepted in every puzzle; a
    // non-win puzzle has none (it would be decided).
    let mut n = 0;
    for p in shipped() {
        for (notation, plain, _) in firsts(&p) {
            if plain.ends == Some(true) {
                assert_eq!(p.goal, Goal::Win, "{}: {notation} wins at once", p.id);
                assert!(p.accepted.contains(&notation), "{}: {notation}", p.id);
                n += 1;
            }
        }
    }
    assert!(n >= 20, "{n} wins at once");
}

#[test]
fn every_first_move_meeting_the_goal_by_plain_count_is_accepted_and_no_other() {
    // G4, G6: seeds are counted from each move's trace and the best reply's; section 8: a
    // house is captured when the trace says so.
    for p in shipped() {
        let all = firsts(&p);
        let sol = p.line().unwrap()[0].1;
        let (_, best, _) = all
            .iter()
            .find(|(_, _, s)| s.position == sol.position)
            .unwrap();
        assert!(p.accepted.contains(&p.solution[0]), "{}", p.id);
        for (notation, plain, s) in &all {
            let accepted = p.accepted.contains(notation);
            let twin = s.position == sol.position;
            let meets = match p.goal {
                Goal::Win => twin || plain.ends == Some(true),
                Goal::House => plain.house,
                Goal::Seeds => twin || plain.net() > best.net() - SEED_MARGIN,
                Goal::Hold => {
                    twin || (plain.ends.is_none()
                        && !plain.reply_wins
                        && plain.back < best.back + SEED_MARGIN as u32)
                }
            };
            assert_eq!(accepted, meets, "{}: {notation}", p.id);
            if !accepted && p.goal == Goal::Seeds {
                assert!(plain.net() <= best.net() - SEED_MARGIN, "{}", p.id);
            }
        }
        match p.goal {
            Goal::Seeds => assert!(best.net() >= SEED_MIN, "{}", p.id),
            Goal::House => assert!(best.house, "{}", p.id),
            _ => {}
        }
    }
}

#[test]
fn non_win_puzzles_are_one_move_and_win_lines_short() {
    for p in shipped() {
        match p.goal {
            Goal::Win => assert!(
                p.solution.len() % 2 == 1 && p.solution.len() <= 7,
                "{}",
                p.id
            ),
            _ => assert_eq!(p.solution.len(), 1, "{}", p.id),
        }
    }
}

#[test]
fn a_safe_takasa_is_safe_and_no_puzzle_claims_to_break_a_block() {
    // N2: a takasa in namua; safe: no reply captures (G4) nor wins (W1).
    for p in shipped() {
        assert!(!p.themes.contains(&Theme::BreakBlock), "{}", p.id);
        if p.themes.contains(&Theme::NamuaSafeTakasa) {
            let safe = p.line().unwrap().iter().step_by(2).any(|(pos, s)| {
                let (s2, t) = play_traced(pos, &s.mv).unwrap();
                s2.kind == MoveKind::Takasa && Plain::of(pos, &s2, &t).safe()
            });
            assert!(safe, "{}", p.id);
        }
        if p.themes.contains(&Theme::TakasiaBlock) {
            assert!(
                p.solution.iter().step_by(2).any(|m| m.contains("**")),
                "{}",
                p.id
            );
        }
    }
}

#[test]
fn a_newcomer_meets_the_easiest_puzzles_first_and_one_move_puzzles_spread() {
    use bao::game::records::ratings::START_RATING;
    let set = shipped();
    let mut ratings: Vec<u32> = set.iter().map(|p| p.rating).collect();
    ratings.sort();
    let fifth = ratings[ratings.len() / 5];
    // The first puzzles a newcomer is given are those within 100 of his rating.
    let near: Vec<u32> = ratings
        .iter()
        .copied()
        .filter(|r| (*r as f64 - START_RATING).abs() <= 100.0)
        .collect();
    assert!(near.len() >= 20, "{} puzzles near the start", near.len());
    assert!(
        near.iter().all(|r| *r <= fifth),
        "the easiest fifth ends at {fifth}"
    );
    let mut one: Vec<u32> = set
        .iter()
        .filter(|p| p.solution.len() == 1)
        .map(|p| p.rating)
        .collect();
    one.sort();
    one.dedup();
    assert!(one.len() >= 15, "{} distinct one-move ratings", one.len());
    assert!(one[one.len() - 1] - one[0] >= 300, "{one:?}");
}

#[test]
fn the_engine_check_passes_on_a_sample() {
    let set = shipped();
    let step = if std::env::var_os("BAO_PUZZLES_FULL").is_some() {
        1
    } else {
        64
    };
    for p in set.iter().step_by(step) {
        check(p).unwrap();
    }
}

#[test]
fn the_check_refuses_a_wrong_solution_and_a_false_goal() {
    let set = shipped();
    let p = set.iter().find(|p| p.goal == Goal::Seeds).unwrap();
    let mut wrong = p.clone();
    wrong.goal = Goal::Win;
    assert!(
        check(&wrong)
            .unwrap_err()
            .contains("the goal is seeds, not win")
    );
    let mut narrow = p.clone();
    narrow.accepted.push("x".into());
    assert!(check(&narrow).unwrap_err().contains("should accept"));
    let mut other = p.clone();
    let first = other.line().unwrap()[0].1.mv;
    let alt = bao::rules::legal_moves(&p.position)
        .into_iter()
        .find(|m| *m != first)
        .unwrap();
    let s = bao::rules::play(&p.position, &alt).unwrap();
    other.solution = vec![bao::rules::write_move(&p.position, &s)];
    assert!(check(&other).is_err());
}

#[test]
fn a_bad_line_is_refused_by_name() {
    let line = SHIPPED.lines().next().unwrap();
    let broken = line.replacen("\"goal\":\"", "\"goal\":\"x", 1);
    assert!(parse_set(&broken).unwrap_err().contains("goal"));
    assert!(parse_set("{").unwrap_err().starts_with("line 1: not JSON"));
}

#[test]
fn the_generator_is_deterministic_and_finds_puzzles() {
    let run = || {
        let mut seen = Default::default();
        let mut tally = Tally::default();
        let mut out = Vec::new();
        for n in 0..4 {
            let (rules, levels) = game_plan(n, 3);
            let game = self_play(rules, levels, n, 160);
            harvest_counted(&game, &mut seen, &mut tally, &mut |p| out.push(p));
        }
        (out, tally)
    };
    let (a, tally) = run();
    assert!(!a.is_empty());
    assert_eq!((a.clone(), tally.clone()), run());
    // Every position is counted once: dropped by one test, or kept.
    let dropped: u64 = tally.dropped.iter().sum();
    assert_eq!(tally.positions, dropped + tally.kept, "{tally:?}");
    assert_eq!(tally.kept, a.len() as u64);
    for p in a.iter().take(2) {
        check(p).unwrap();
    }
}

#[test]
fn self_play_uses_the_weak_levels_in_every_game() {
    let plans: Vec<_> = (0..9).map(|n| game_plan(n, 1)).collect();
    assert!(plans.iter().any(|(r, _)| *r == Rules::KUJIFUNZA));
    assert!(
        plans
            .iter()
            .all(|(_, l)| l.iter().all(|l| *l <= Level::Mchezaji))
    );
    let g = self_play(Rules::KETE, [Level::Mwanzo, Level::Mwanafunzi], 1, 160);
    assert!(g.len() > 10);
}

fn bao(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_command_prints_the_set_and_checks_a_sample() {
    let out = bao(&["puzzles", "--json"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), shipped().len());
    let first: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    for key in [
        "id", "position", "solution", "goal", "themes", "rating", "accepted",
    ] {
        assert!(first.get(key).is_some(), "no {key}");
    }
    for (line, p) in text.lines().zip(shipped()) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["accepted"], serde_json::json!(p.accepted), "{}", p.id);
    }
    let out = bao(&["puzzles", "--check", "--sample", "160"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with(" checked, 0 failed\n"), "{text}");
}

#[test]
fn the_command_refuses_options_of_the_other_action() {
    let out = bao(&["puzzles", "make", "--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--json is not taken with make"));
    let out = bao(&["puzzles", "--games", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let out = bao(&["puzzles", "solve"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown action 'solve'"));
}

#[test]
fn every_theme_and_goal_is_named_in_both_languages() {
    use bao::game::words::i18n::{Lang, MISSING};
    for lang in [Lang::English, Lang::Kiswahili] {
        for t in Theme::ALL {
            assert_ne!(t.name(lang), MISSING, "{t:?} in {lang:?}");
        }
        for g in [Goal::Win, Goal::House, Goal::Seeds, Goal::Hold] {
            assert_ne!(g.task(lang), MISSING, "{g:?} in {lang:?}");
        }
    }
    assert_ne!(
        Theme::HouseCapture.name(Lang::English),
        Theme::HouseCapture.name(Lang::Kiswahili)
    );
}

#[test]
fn a_puzzle_file_is_read_bounded_and_a_bad_line_named() {
    use bao::game::records::files::load_puzzles;
    let dir = std::env::temp_dir().join(format!("bao-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.jsonl");
    let lines: Vec<&str> = SHIPPED.lines().take(3).collect();
    std::fs::write(&good, lines.join("\n")).unwrap();
    assert_eq!(load_puzzles(&good).unwrap(), shipped()[..3].to_vec());
    let bad = dir.join("bad.jsonl");
    std::fs::write(&bad, format!("{}\n{{\"id\": \"x\"}}\n", lines[0])).unwrap();
    let e = load_puzzles(&bad).unwrap_err().to_string();
    assert!(e.contains("line 2") && e.contains("position"), "{e}");
    assert!(load_puzzles(&dir).is_err(), "a folder is not read");
    let out = bao(&["puzzles", "--check", "--file", good.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("3 checked, 0 failed"));
    std::fs::remove_dir_all(&dir).unwrap();
}
