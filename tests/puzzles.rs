//! The puzzles: the shipped set read back, every solution replayed move by move
//! with the exact move generator, every `win` line ending in the solver's win (W1, W2 or
//! section 10), every one-move win the only winning move, the engine's check on a sample
//! (the whole set with BAO_PUZZLES_FULL=1), and the generator deterministic.

use bao::ai::Level;
use bao::game::teach::practice::puzzles::*;
use bao::rules::{Rules, Variant, parse_move, successors};

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

#[test]
fn a_one_move_win_is_the_only_winning_move() {
    let mut n = 0;
    for p in shipped()
        .iter()
        .filter(|p| p.goal == Goal::Win && p.solution.len() == 1)
    {
        let winners = successors(&p.position)
            .into_iter()
            .filter(|s| s.outcome().is_some_and(|o| o.winner == p.solver()))
            .count();
        assert_eq!(winners, 1, "{}", p.id);
        n += 1;
    }
    assert!(n >= 20, "{n} one-move wins");
}

#[test]
fn the_engine_check_passes_on_a_sample() {
    let set = shipped();
    let step = if std::env::var_os("BAO_PUZZLES_FULL").is_some() {
        1
    } else {
        25
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
    assert!(check(&wrong).unwrap_err().contains("does not win"));
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
        let mut out = Vec::new();
        for n in 0..6 {
            let (rules, levels) = game_plan(n, 3);
            let game = self_play(rules, levels, n, 160);
            harvest(&game, &mut seen, &mut |p| out.push(p));
        }
        out
    };
    let a = run();
    assert!(!a.is_empty());
    assert_eq!(a, run());
    for p in &a {
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
    for key in ["id", "position", "solution", "goal", "themes", "rating"] {
        assert!(first.get(key).is_some(), "no {key}");
    }
    let out = bao(&["puzzles", "--check", "--sample", "50"]);
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
