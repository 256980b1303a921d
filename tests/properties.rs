//! Properties over seeded random games of every variant and preset: 64 seeds always, no
//! panic, every game ends, JSON positions and moves round-trip, notation round-trips, each
//! successor is what `play` makes of its move, and the `bao successors` output agrees with
//! applying each listed move.

mod common;

use bao::cli::SplitMix;
use bao::rules::{
    Event, MoveKind, Position, Rules, Side, Stage, Step, Stepper, Successor, Variant, WinReason,
    for_each_successor_bounded, move_from_json, move_to_json, outcome_to_json, parse_move, play,
    play_traced, position_from_json, position_to_json, successor_to_json, successors, write_move,
};
use std::io::Write;
use std::process::{Command, Stdio};

const ALL_RULES: [Rules; 3] = [Rules::KISWAHILI, Rules::TOURNAMENT, Rules::KETE];

/// Random games per rule set. The heavy per-move checks run on every `DEEP`-th game.
const GAMES: u64 = if cfg!(debug_assertions) { 1500 } else { 5000 };
const DEEP: u64 = 10;
/// No game in this sample is near this long; a game that is not over by then is a bug.
const MAX_PLIES: usize = 3000;

/// Checks one position and its successors; `deep` adds the quadratic checks.
fn check_position(pos: &Position, list: &[Successor], deep: bool) {
    assert_eq!(pos.total_seeds(), 64);
    // Game over <=> no successors (INTERCHANGE.md: a decided position has none).
    assert_eq!(list.is_empty(), pos.outcome().is_some(), "{pos}");
    // K1 and section 8: an intact Kete kuu holds at least 6.
    if pos.rules().variant == Variant::Kete {
        for side in Side::BOTH {
            if pos.house_owned(side) {
                assert!(pos.seeds(common::pit(if side == Side::South { "A5" } else { "a5" })) >= 6);
            }
        }
    }
    // Position JSON round trip.
    let json = position_to_json(pos);
    let back = position_from_json(&json).unwrap_or_else(|e| panic!("{e}: {json}\n{pos}"));
    assert_eq!(back, *pos, "position JSON round trip: {json}");
    let kinds: Vec<MoveKind> = list.iter().map(|s| s.kind).collect();
    // G7 / N2 / M3: all moves of a position are of one kind.
    assert!(kinds.windows(2).all(|w| w[0] == w[1]), "{pos}");
    for s in list {
        assert_eq!(s.position.total_seeds(), 64, "{pos}\n{:?}", s.mv);
        assert_eq!(s.position.to_move(), pos.to_move().opponent());
        // G5: a takasa captures nothing; a capture move captures.
        match s.kind {
            MoveKind::Takasa => assert_eq!(s.captured, 0),
            MoveKind::Capture => assert!(s.captured > 0),
        }
        // Namua uses one reserve seed; reserves never grow.
        let me = pos.to_move();
        match pos.stage(me) {
            Stage::Namua => assert_eq!(s.position.reserve(me), pos.reserve(me) - 1),
            Stage::Mtaji => assert_eq!(s.position.reserve(me), 0),
        }
        assert_eq!(
            s.position.reserve(me.opponent()),
            pos.reserve(me.opponent())
        );
        // Houses never come back.
        for side in Side::BOTH {
            assert!(pos.house_owned(side) || !s.position.house_owned(side));
        }
        // Move JSON round trip.
        let mj = move_to_json(pos, &s.mv);
        assert_eq!(move_from_json(pos, &mj).unwrap(), s.mv, "{mj}");
        // Notation round trip.
        let w = write_move(pos, s);
        let (parsed, marked) = parse_move(pos, &w).unwrap_or_else(|e| panic!("{w}: {e}\n{pos}"));
        assert_eq!(parsed.mv, s.mv, "{w}");
        assert_eq!(marked, s.kind == MoveKind::Takasa, "{w}");
        // The outcome of a finished game is consistent with the board.
        if let Some(o) = s.outcome() {
            if o.reason == WinReason::BaoHamna {
                assert!(
                    s.position.front_empty(o.winner.opponent()),
                    "{w}: {o:?}\n{}",
                    s.position
                );
            }
            if o.winner == me {
                assert!(w.ends_with('#'), "{w} wins");
            }
        }
        if deep {
            check_trace(pos, s);
            // Each successor is what `play` makes of its move.
            let p = play(pos, &s.mv).unwrap();
            assert_eq!(p, *s, "{w}");
            // The stepper, answering the move's own choices, reaches the same position.
            let (mut stepper, mut step) = Stepper::begin(pos, s.mv.pit, s.mv.dir).unwrap();
            loop {
                match step {
                    Step::Ask { options, .. } => {
                        assert!(options.contains(&s.mv), "{w}: {options:?}");
                        step = stepper.answer(&s.mv);
                    }
                    Step::Done {
                        mv,
                        position,
                        outcome,
                        ..
                    } => {
                        assert_eq!(mv, s.mv, "{w}");
                        assert_eq!(position, s.position, "{w}");
                        assert_eq!(outcome, s.outcome(), "{w}");
                        break;
                    }
                }
            }
        }
    }
}

/// Replays the traced events of a move on the position before it: the board they describe
/// must be the successor's board (the traced and the untraced sowing agree), the laps and
/// captured seeds must add up (INTERCHANGE.md: laps = first sowing, each entry, each relay).
fn check_trace(pos: &Position, s: &Successor) {
    let (succ, events) = play_traced(pos, &s.mv).unwrap();
    assert_eq!(succ, *s);
    let mut rows = [*pos.row(Side::South), *pos.row(Side::North)];
    let mut reserve = [pos.reserve(Side::South), pos.reserve(Side::North)];
    let mut laps = 0;
    let mut captured = 0u32;
    let mut hand: i32 = 0;
    for e in &events {
        match *e {
            Event::ReservePlaced { pit } => {
                reserve[pit.side.index()] -= 1;
                rows[pit.side.index()][pit.ring as usize] += 1;
            }
            Event::Lift { pit, count } => {
                assert_eq!(rows[pit.side.index()][pit.ring as usize], count);
                rows[pit.side.index()][pit.ring as usize] = 0;
                hand += count as i32;
                laps += 1;
            }
            Event::Tax { pit, count } => {
                rows[pit.side.index()][pit.ring as usize] -= count;
                hand += count as i32;
                laps += 1;
            }
            Event::Sow { pit } => {
                rows[pit.side.index()][pit.ring as usize] += 1;
                hand -= 1;
            }
            Event::Capture { pit, count, .. } => {
                assert_eq!(rows[pit.side.index()][pit.ring as usize], count);
                rows[pit.side.index()][pit.ring as usize] = 0;
                captured += count as u32;
                hand += count as i32;
            }
            Event::Entry { .. } => laps += 1,
            _ => {}
        }
        assert!(hand >= 0);
    }
    assert_eq!(hand, 0, "every seed in hand is sown");
    assert_eq!(
        rows,
        [*s.position.row(Side::South), *s.position.row(Side::North)]
    );
    assert_eq!(
        reserve,
        [
            s.position.reserve(Side::South),
            s.position.reserve(Side::North)
        ]
    );
    assert_eq!(laps, s.laps, "laps");
    assert_eq!(captured, s.captured, "captured");
    // The move ends with exactly one Stop event.
    let stops = events
        .iter()
        .filter(|e| matches!(e, Event::Stop { .. }))
        .count();
    assert_eq!(stops, 1, "{events:?}");
    assert_eq!(
        events.iter().any(|e| matches!(e, Event::Block { .. })),
        s.sets_block
    );
}

/// Plays one random game from the start, checking every position on the way.
fn random_game(rules: Rules, rng: &mut SplitMix, deep: bool, sample: &mut Vec<Position>) {
    let mut pos = Position::start(rules);
    for ply in 0..MAX_PLIES {
        let list = successors(&pos);
        check_position(&pos, &list, deep);
        if deep && ply % 7 == 3 {
            sample.push(pos);
        }
        if list.is_empty() {
            return;
        }
        let s = list[rng.below(list.len())];
        pos = s.position;
    }
    panic!("a random game did not end in {MAX_PLIES} plies:\n{pos}");
}

#[test]
fn random_games_keep_every_invariant() {
    let mut sample = Vec::new();
    for (k, rules) in ALL_RULES.into_iter().enumerate() {
        let mut rng = SplitMix(0xBA0 + k as u64);
        for g in 0..GAMES {
            random_game(rules, &mut rng, g % DEEP == 0, &mut sample);
        }
    }
    assert!(sample.len() > 100);
}

/// Random games end, and each has a winner for a reason that fits the final position.
#[test]
fn random_games_end_with_a_reason() {
    for (k, rules) in ALL_RULES.into_iter().enumerate() {
        let mut rng = SplitMix(77 + k as u64);
        let mut reasons = std::collections::HashSet::new();
        for _ in 0..300 {
            let mut pos = Position::start(rules);
            let mut last: Option<Successor> = None;
            for _ in 0..MAX_PLIES {
                let list = successors(&pos);
                if list.is_empty() {
                    break;
                }
                let s = list[rng.below(list.len())];
                last = Some(s);
                pos = s.position;
            }
            let o = pos.outcome().expect("the game ended");
            let s = last.unwrap();
            assert_eq!(s.outcome(), Some(o));
            reasons.insert(o.reason);
            match o.reason {
                WinReason::BaoHamna => assert!(pos.front_empty(o.winner.opponent())),
                WinReason::OnlySingletons => {
                    // W2: judged on the loser, who is to move, in mtaji, only singletons.
                    assert_eq!(pos.to_move(), o.winner.opponent());
                    assert_eq!(pos.stage(pos.to_move()), Stage::Mtaji);
                    assert!(pos.row(pos.to_move()).iter().all(|&n| n < 2));
                }
                WinReason::OnlyEndlessMoves => assert_eq!(pos.to_move(), o.winner.opponent()),
            }
        }
        assert!(reasons.contains(&WinReason::BaoHamna), "{rules:?}");
    }
}

/// `bao successors` reads JSON lines and writes one successor array per line; each entry,
/// applied with the library, gives the listed result, notation, captures and outcome. A
/// malformed line gets an error naming the line, in its place, and exit status 2.
#[test]
fn cli_successors_agree_with_applying_each_move() {
    let mut positions = Vec::new();
    for (k, rules) in ALL_RULES.into_iter().enumerate() {
        let mut rng = SplitMix(4242 + k as u64);
        for _ in 0..40 {
            random_game(rules, &mut rng, true, &mut positions);
        }
    }
    positions.truncate(600);
    let mut input = String::new();
    for p in &positions {
        input.push_str(&position_to_json(p).to_string());
        input.push('\n');
    }
    let bad_line = positions.len() + 1;
    input.push_str("{\"variant\": \"chess\"}\n");
    let mut child = Command::new(env!("CARGO_BIN_EXE_bao"))
        .arg("successors")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run bao successors");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()).unwrap());
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "a malformed line makes the exit status 2"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.len(),
        positions.len() + 1,
        "one output line per input line"
    );
    for (pos, line) in positions.iter().zip(&lines) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let arr = v.as_array().expect("an array");
        assert_eq!(arr.len(), successors(pos).len());
        for e in arr {
            let mv = move_from_json(pos, &e["move"]).unwrap();
            let s = play(pos, &mv).unwrap_or_else(|err| panic!("{e}: {err}"));
            assert_eq!(e["result"], position_to_json(&s.position));
            assert_eq!(position_from_json(&e["result"]).unwrap(), s.position);
            assert_eq!(e["notation"], write_move(pos, &s).as_str());
            assert_eq!(
                parse_move(pos, e["notation"].as_str().unwrap())
                    .unwrap()
                    .0
                    .mv,
                mv
            );
            assert_eq!(e["captured"], s.captured);
            assert_eq!(e["laps"], s.laps);
            assert_eq!(e["outcome"], outcome_to_json(s.outcome()));
            assert_eq!(*e, successor_to_json(pos, &s));
            // The result's side to move is the opponent even when the game is over.
            assert_eq!(e["result"]["to_move"], pos.to_move().opponent().letter());
        }
    }
    let err: serde_json::Value = serde_json::from_str(lines[positions.len()]).unwrap();
    let msg = err["error"].as_str().expect("an error object");
    assert!(
        msg.starts_with(&format!("line {bad_line}: ")),
        "error names the line: {msg}"
    );
}

/// `bao random-games` prints games whose moves, read back with the notation reader from the
/// start, reach the printed final position and outcome.
#[test]
fn cli_random_games_replay() {
    for (variant, preset, rules) in [
        ("kiswahili", "mancala-world", Rules::KISWAHILI),
        ("kiswahili", "tournament", Rules::TOURNAMENT),
        ("kete", "mancala-world", Rules::KETE),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_bao"))
            .args([
                "random-games",
                "15",
                "--seed",
                "5",
                "--variant",
                variant,
                "--rules",
                preset,
            ])
            .output()
            .expect("run bao random-games");
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 15);
        for line in lines {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["variant"], variant);
            assert_eq!(v["rules"], preset);
            let moves = v["moves"].as_array().unwrap();
            assert_eq!(v["plies"].as_u64().unwrap() as usize, moves.len());
            let mut pos = Position::start(rules);
            let mut last = None;
            for m in moves {
                let (s, _) = parse_move(&pos, m.as_str().unwrap()).unwrap();
                assert_eq!(write_move(&pos, &s), m.as_str().unwrap());
                last = Some(s);
                pos = s.position;
            }
            assert_eq!(position_from_json(&v["final"]).unwrap(), pos);
            assert_eq!(v["outcome"], outcome_to_json(last.unwrap().outcome()));
            assert!(
                !v["outcome"].is_null(),
                "random games are played to the end"
            );
        }
    }
}

/// The lap-bounded generator a search may use (section 10) lists a subset of the exact
/// moves, with the same results, and keeps every move that needs no more laps than the
/// bound; with no bound it is the exact list.
#[test]
fn bounded_successors_are_a_subset() {
    let mut rng = SplitMix(2024);
    for rules in ALL_RULES {
        for _ in 0..25 {
            let mut pos = Position::start(rules);
            loop {
                let exact = successors(&pos);
                if exact.is_empty() {
                    break;
                }
                for limit in [1u32, 3, 8, u32::MAX] {
                    let mut bounded = Vec::new();
                    for_each_successor_bounded(&pos, limit, |s| bounded.push(s));
                    for b in &bounded {
                        assert!(exact.contains(b), "bounded move not exact: {:?}", b.mv);
                    }
                    for e in &exact {
                        if e.laps <= limit {
                            assert!(bounded.contains(e), "limit {limit} lost {:?}", e.mv);
                        }
                    }
                    if limit == u32::MAX {
                        assert_eq!(bounded, exact);
                    }
                }
                pos = exact[rng.below(exact.len())].position;
            }
        }
    }
}
