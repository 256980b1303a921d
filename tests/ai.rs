//! The computer opponent: forced wins are found, moves are always legal, the seed decides the
//! choice, and a cancelled search returns at once.

mod common;

use bao::ai::{self, Level, Limits, WIN_BOUND};
use bao::cli::{SplitMix, random_game};
use bao::rules::{Position, Rules, Side, Successor, play, successors};
use common::{forced_win, wins_after};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

fn diagram(rules: Rules, to_move: Side, text: &str) -> Position {
    Position::from_diagram(rules, to_move, text).expect("a valid diagram")
}

/// Mtaji, both houses gone. South's A4 (2 seeds) sown right ends in A6 and takes a3; the
/// captured seeds enter at A1 and end in A3, which takes a6; that entry ends in A1, which
/// takes a8: North's front row is empty (W1). A1 sown right instead takes only a6.
fn bao_hamna_in_one() -> Position {
    diagram(
        Rules::KISWAHILI,
        Side::South,
        "0 0 0 0 27 0 0 0  1 0 1 0 0 3 0 0  2 0 1 2 0 1 0 0  0 0 0 26 0 0 0 0 / 0 0",
    )
}

#[test]
fn finds_bao_hamna_in_one_move() {
    let pos = bao_hamna_in_one();
    let all = successors(&pos);
    let winning = |s: &Successor| s.outcome().is_some_and(|o| o.winner == Side::South);
    assert!(all.iter().any(winning), "the position has a winning move");
    assert!(!all.iter().all(winning), "not every move wins");
    for depth in 1..=4 {
        let r = ai::search(&pos, &Limits::depth(depth), &no_cancel());
        let s = play(&pos, &r.best.unwrap()).unwrap();
        assert!(winning(&s), "depth {depth} plays a winning move");
        assert!(r.score > WIN_BOUND);
    }
}

/// A win in two moves (South, any reply, South), Bao la Kiswahili in mtaji. Found by scanning
/// the ends of seeded random games with the exhaustive check below, which the test repeats,
/// so the claim rests on the rules engine, not on this comment.
fn win_in_two() -> Position {
    diagram(
        Rules::KISWAHILI,
        Side::South,
        "2 0 1 0 2 0 0 0  0 0 0 0 2 1 0 0  0 8 0 10 7 0 13 1  0 4 0 2 0 1 10 0 / 0 0",
    )
}

#[test]
fn finds_a_win_in_two_moves() {
    let pos = win_in_two();
    assert!(!forced_win(&pos, 1), "no win in one move");
    assert!(forced_win(&pos, 3), "a forced win in two moves");
    for depth in [3, 4, 6] {
        let r = ai::search(&pos, &Limits::depth(depth), &no_cancel());
        let s = play(&pos, &r.best.unwrap()).unwrap();
        assert!(
            wins_after(&s, Side::South, 3),
            "depth {depth}: the move keeps the win"
        );
        assert_eq!(r.mate_in(), Some(3), "depth {depth}: score {}", r.score);
    }
    // A hint for a human player finds it too.
    let h = ai::hint(&pos, Duration::from_millis(200), &no_cancel());
    assert!(wins_after(
        &play(&pos, &h.best.unwrap()).unwrap(),
        Side::South,
        3
    ));
    // The choice among near-equal moves never gives a forced win away.
    let r = ai::choose_move(&pos, Level::Mwanafunzi, 5, &no_cancel()).unwrap();
    assert!(wins_after(&play(&pos, &r).unwrap(), Side::South, 3));
}

/// Positions from seeded random games of every rule set (Kiswahili with both presets, Kete).
fn sample_positions(rules: Rules, games: usize, seed: u64) -> Vec<Position> {
    let mut rng = SplitMix(seed);
    let mut buf = Vec::new();
    let mut out = Vec::new();
    for _ in 0..games {
        let (moves, _) = random_game(rules, &mut rng, &mut buf);
        out.extend(moves.iter().step_by(3).map(|(p, _)| *p));
    }
    out
}

const ALL_RULES: [Rules; 4] = [
    Rules::KISWAHILI,
    Rules::TOURNAMENT,
    Rules::KETE,
    Rules::KUJIFUNZA,
];

#[test]
fn never_returns_an_illegal_move() {
    let cancel = no_cancel();
    for rules in ALL_RULES {
        let positions = sample_positions(rules, 40, 3);
        assert!(positions.len() > 300);
        for (i, pos) in positions.iter().enumerate() {
            let level = Level::ALL[i % 3];
            let mut limits = level.bundle().limits(i as u64, None);
            limits.nodes = Some(20_000);
            let r = ai::search(pos, &limits, &cancel);
            let mv = r
                .best
                .expect("a position from a game in progress has a move");
            assert!(
                play(pos, &mv).is_ok(),
                "{}: illegal {mv:?} in {}",
                rules.label(),
                pos.diagram()
            );
            // The principal variation is a legal line too.
            let mut p = *pos;
            for m in &r.pv {
                let s = play(&p, m).expect("pv moves are legal");
                p = s.position;
            }
        }
    }
}

#[test]
fn choose_move_is_legal_at_every_level() {
    let cancel = no_cancel();
    for rules in ALL_RULES {
        for (i, pos) in sample_positions(rules, 3, 9).iter().enumerate().step_by(5) {
            let level = Level::ALL[i % 6];
            // Keep the test quick: the cancel flag is not set, the level's own limits apply
            // but the strongest levels are cut short by a short time below.
            let mv = ai::choose_move_timed(
                pos,
                level,
                i as u64,
                Some(Duration::from_millis(20)),
                &cancel,
            )
            .unwrap();
            assert!(play(pos, &mv).is_ok());
        }
    }
}

#[test]
fn same_seed_same_move_and_seeds_vary_the_play() {
    let cancel = no_cancel();
    let mut differs = 0;
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        for pos in sample_positions(rules, 4, 21).iter().step_by(4) {
            let mut limits = Limits::depth(3);
            limits.margin = Level::Mwanafunzi.bundle().margin;
            limits.seed = 77;
            let a = ai::search(pos, &limits, &cancel);
            let b = ai::search(pos, &limits, &cancel);
            assert_eq!(a.best, b.best);
            assert_eq!(a.score, b.score);
            assert_eq!(a.nodes, b.nodes);
            limits.seed = 78;
            if ai::search(pos, &limits, &cancel).best != a.best {
                differs += 1;
            }
        }
    }
    assert!(
        differs > 0,
        "another seed chooses another near-equal move somewhere"
    );
}

#[test]
fn a_seeded_choice_stays_within_the_margin() {
    let cancel = no_cancel();
    for pos in sample_positions(Rules::KISWAHILI, 6, 5).iter().step_by(3) {
        let mut limits = Limits::depth(2);
        limits.margin = Level::Mwanafunzi.bundle().margin;
        for seed in 0..4 {
            limits.seed = seed;
            let r = ai::search(pos, &limits, &cancel);
            let best = r.root[0].1;
            let chosen = r.root.iter().find(|(m, _)| Some(*m) == r.best).unwrap().1;
            assert!(
                best - chosen <= limits.margin,
                "gave away {} centi-seeds",
                best - chosen
            );
        }
    }
}

#[test]
fn cancel_returns_promptly() {
    let pos = sample_positions(Rules::KISWAHILI, 1, 2)[12];
    let cancel = AtomicBool::new(false);
    let t = Instant::now();
    let mv = std::thread::scope(|scope| {
        let handle = scope.spawn(|| ai::choose_move(&pos, Level::Bingwa, 1, &cancel));
        std::thread::sleep(Duration::from_millis(50));
        cancel.store(true, Ordering::Relaxed);
        handle.join().unwrap()
    });
    let took = t.elapsed();
    assert!(took < Duration::from_millis(500), "took {took:?}");
    assert!(play(&pos, &mv.unwrap()).is_ok());
    // Already cancelled: still a legal move, at once.
    let t = Instant::now();
    let mv = ai::choose_move(&pos, Level::Bingwa, 1, &cancel).unwrap();
    assert!(t.elapsed() < Duration::from_millis(200));
    assert!(play(&pos, &mv).is_ok());
}

#[test]
fn no_move_when_the_game_is_over() {
    // North's front row is empty: South has won (W1), nobody moves.
    let pos = diagram(
        Rules::KISWAHILI,
        Side::North,
        "0 0 0 0 30 0 0 0  0 0 0 0 0 0 0 0  2 0 1 2 0 1 0 0  0 0 0 28 0 0 0 0 / 0 0",
    );
    assert_eq!(ai::choose_move(&pos, Level::Hodari, 1, &no_cancel()), None);
}

#[test]
fn levels_are_published_in_order() {
    for w in Level::ALL.windows(2) {
        let (a, b) = (w[0].bundle(), w[1].bundle());
        assert!(a.depth <= b.depth && a.time_ms <= b.time_ms && a.margin >= b.margin);
        assert!(a.opening_margin >= b.opening_margin);
    }
    assert_eq!(Level::from_number(3), Some(Level::Hodari));
    assert_eq!(Level::from_number(6), None);
}

/// Level numbers are stable (saves, settings and `--a 5` keep their meaning); Mwanzo, the
/// learners' level, is below Mwanafunzi.
#[test]
fn level_numbers_are_stable_and_mwanzo_is_first() {
    let numbers: Vec<(u8, &str)> = Level::ALL.iter().map(|l| (l.number(), l.name())).collect();
    assert_eq!(
        numbers,
        [
            (0, "Mwanzo"),
            (1, "Mwanafunzi"),
            (2, "Mchezaji"),
            (3, "Hodari"),
            (4, "Fundi"),
            (5, "Bingwa")
        ]
    );
    for l in Level::ALL {
        assert_eq!(Level::from_number(l.number()), Some(l));
    }
    assert!(Level::Mwanzo < Level::Mwanafunzi);
    let (m, f) = (Level::Mwanzo.bundle(), Level::Mwanafunzi.bundle());
    assert!(m.depth < f.depth && m.margin > f.margin);
}

/// The reference players of `bao match`: `greedy` plays a largest capture (ties drawn by
/// the seed), `random` any legal move; both only legal moves, `None` when the game is over.
/// From the Kujifunza start the largest first capture takes 8 seeds (RULES.md section 14:
/// A1R takes 8), and six first moves do (A1R, A3L, A4R, A5L, A6R, A8L).
#[test]
fn reference_players_greedy_and_random() {
    let start = Position::start(Rules::KUJIFUNZA);
    let list = successors(&start);
    let mut greedy_seen = std::collections::BTreeSet::new();
    let mut random_seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let g = ai::greedy_move(&start, &mut SplitMix(seed)).unwrap();
        let s = list
            .iter()
            .find(|s| s.mv == g)
            .expect("greedy plays a legal move");
        assert_eq!(s.captured, 8);
        greedy_seen.insert(format!("{g:?}"));
        let r = ai::random_move(&start, &mut SplitMix(seed)).unwrap();
        assert!(list.iter().any(|s| s.mv == r));
        random_seen.insert(format!("{r:?}"));
    }
    assert_eq!(greedy_seen.len(), 6, "every largest capture gets drawn");
    assert_eq!(random_seen.len(), 16, "every first move gets drawn");
    // On positions from random games greedy captures the most any move can.
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        for pos in sample_positions(rules, 5, 3) {
            let most = successors(&pos).iter().map(|s| s.captured).max().unwrap();
            let g = ai::greedy_move(&pos, &mut SplitMix(1)).unwrap();
            assert_eq!(play(&pos, &g).unwrap().captured, most);
        }
    }
}

/// Mwanzo in Kujifunza looks at the reply: on positions from random Kujifunza games, when
/// some move leaves the opponent no reply that wins at once, Mwanzo's move is such a move.
#[test]
fn mwanzo_does_not_lose_in_one_in_kujifunza_when_it_can_avoid_it() {
    let cancel = no_cancel();
    let loses_in_one = |s: &Successor| {
        s.outcome().is_none()
            && successors(&s.position).iter().any(|r| {
                r.outcome()
                    .is_some_and(|o| o.winner == s.position.to_move())
            })
    };
    let mut checked = 0;
    for (i, pos) in sample_positions(Rules::KUJIFUNZA, 40, 11)
        .iter()
        .enumerate()
    {
        let list = successors(pos);
        let safe = list.iter().filter(|s| !loses_in_one(s)).count();
        if safe == 0 || safe == list.len() {
            continue;
        }
        let mv = ai::choose_move(pos, Level::Mwanzo, i as u64, &cancel).unwrap();
        let s = play(pos, &mv).unwrap();
        assert!(!loses_in_one(&s), "{}", pos.diagram());
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} positions with a trap");
}

#[test]
fn games_against_the_same_level_do_not_repeat() {
    let cancel = no_cancel();
    for level in [Level::Mwanafunzi, Level::Bingwa] {
        let mut bundle = level.bundle();
        bundle.depth = bundle.depth.min(4); // keep the test quick; the margins are the level's
        let mut games: Vec<Vec<String>> = Vec::new();
        for seed in 1..=4u64 {
            let mut pos = Position::start(Rules::KISWAHILI);
            let mut line = Vec::new();
            for ply in 0..300 {
                let mv = ai::choose_with(&pos, &bundle, seed * 1000 + ply, None, &cancel).unwrap();
                let s = play(&pos, &mv).unwrap();
                line.push(bao::rules::write_move(&pos, &s));
                if s.outcome().is_some() {
                    break;
                }
                pos = s.position;
            }
            assert!(
                !games.contains(&line),
                "{level:?} repeated a game: {line:?}"
            );
            games.push(line);
        }
    }
}

#[test]
fn the_table_key_sees_side_reserves_and_block() {
    use bao::ai::position_key;
    use bao::rules::Pit;
    let pos = Position::start(Rules::KISWAHILI);
    let after = successors(&pos)[0].position;
    assert_ne!(position_key(&pos), position_key(&after));
    let rows = [*pos.row(Side::South), *pos.row(Side::North)];
    let north = Position::from_parts(Rules::KISWAHILI, rows, [22, 22], [true, true], Side::North);
    assert_ne!(position_key(&pos), position_key(&north));
    let fewer = Position::from_parts(Rules::KISWAHILI, rows, [21, 23], [true, true], Side::South);
    assert_ne!(position_key(&pos), position_key(&fewer));
    let blocked = pos.with_block(Some(Pit::front(Side::South, 6)), None);
    assert_ne!(position_key(&pos), position_key(&blocked));
    assert_eq!(
        position_key(&pos),
        position_key(&Position::start(Rules::KISWAHILI))
    );
}

fn bao(args: &[&str], stdin: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bao binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn analyse_prints_a_legal_best_move_and_refuses_bad_input() {
    let pos = win_in_two();
    let json = bao::rules::position_to_json(&pos).to_string();
    let (code, out, _) = bao(&["analyse", "--depth", "5"], &json);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let (s, _) = bao::rules::parse_move(&pos, v["best"].as_str().unwrap()).unwrap();
    assert!(wins_after(&s, Side::South, 3));
    assert_eq!(v["win_in_plies"], 3);
    assert!(v["pv"].as_array().unwrap().len() >= 2);
    assert!(v["nodes"].as_u64().unwrap() > 0);

    let (code, out, err) = bao(&["analyse", "--ms", "10"], "{\"variant\": \"kiswahili\"}");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
}

#[test]
fn match_reports_wins_and_an_interval() {
    let (code, out, _) = bao(
        &[
            "match",
            "--a",
            "2",
            "--b",
            "1",
            "--games",
            "4",
            "--seed",
            "3",
            "--variant",
            "kete",
        ],
        "",
    );
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap();
    assert!(last.contains("95% interval"), "{last}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game")).count(), 4);
}

/// `bao match` takes the reference players and level names, and prints a table by side
/// whose rows add up to the games played.
#[test]
fn match_takes_reference_players_and_prints_a_table() {
    let args = |a: &'static str, b: &'static str| {
        [
            "match",
            "--a",
            a,
            "--b",
            b,
            "--games",
            "6",
            "--seed",
            "1",
            "--variant",
            "kujifunza",
        ]
    };
    let (code, out, _) = bao(&args("mwanzo", "greedy"), "");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("A = 0 Mwanzo, B = greedy, Bao la Kujifunza"),
        "{out}"
    );
    let row = |name: &str| -> Vec<u32> {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("| {name} |")))
            .unwrap_or_else(|| panic!("no {name} row in\n{out}"));
        line.split('|')
            .filter_map(|c| c.trim().parse().ok())
            .collect()
    };
    let (south, north, both) = (row("South"), row("North"), row("both"));
    assert_eq!(south[0] + north[0], 6);
    assert_eq!(both[0], 6);
    for c in 1..4 {
        assert_eq!(south[c] + north[c], both[c]);
    }
    assert_eq!(bao(&args("random", "0"), "").0, 0);
    let (code, _, err) = bao(&args("clever", "1"), "");
    assert_eq!(code, 2);
    assert!(err.contains("unknown player 'clever'"), "{err}");
}

/// "Move now" in the game stops the search with its flag: the strongest level, cancelled
/// before it starts, still answers at once with a legal move (the best-ordered one).
#[test]
fn a_cancelled_search_still_answers_with_a_legal_move() {
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        let mut pos = Position::start(rules);
        let mut rng = SplitMix(11);
        for _ in 0..6 {
            let all = successors(&pos);
            if all.is_empty() {
                break;
            }
            let cancel = AtomicBool::new(true);
            let t = Instant::now();
            let mv = ai::choose_move(&pos, Level::Bingwa, 3, &cancel)
                .expect("a move while the game goes on");
            assert!(
                t.elapsed() < Duration::from_millis(1500),
                "took {:?}",
                t.elapsed()
            );
            assert!(play(&pos, &mv).is_ok(), "illegal {mv:?}");
            pos = all[(rng.next_u64() % all.len() as u64) as usize].position;
        }
    }
}
