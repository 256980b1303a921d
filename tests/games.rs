//! The master games of `shared/games/`: every record replays without an illegal move, every
//! move marked `*` / `**` is a takasa and every other one a capture, the recorded winner is
//! the side that won where the game reached its end, and the checkpoints the files' comments
//! state hold.

mod common;

use bao::rules::{
    Event, MoveKind, Outcome, Pit, Position, RecordMove, Side, StopReason, Successor, WinReason,
    parse_move, parse_record, play_traced, write_move,
};
use common::pit;
use std::path::PathBuf;

fn games_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/games");
    assert!(
        dir.is_dir(),
        "the master games are missing: {} is not a directory",
        dir.display()
    );
    dir
}

fn read(name: &str) -> String {
    let path = games_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One replayed move: the position before, the record entry, the successor, and the trace.
struct Ply {
    before: Position,
    rec: RecordMove,
    succ: Successor,
    events: Vec<Event>,
}

/// Replays a record with our own loop (not the CLI's), checking each move as it goes.
fn replay(name: &str) -> (Vec<Ply>, Position, Option<Outcome>) {
    let text = read(name);
    let record = parse_record(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(!record.moves.is_empty(), "{name}: no moves");
    let mut pos = Position::start(record.rules);
    let mut plies = Vec::new();
    let mut outcome = None;
    for m in &record.moves {
        assert!(
            outcome.is_none(),
            "{name}: move {} ({}) after the game ended: {outcome:?}",
            m.number,
            m.text
        );
        assert_eq!(
            m.side,
            pos.to_move(),
            "{name}: move {} ({}) out of turn",
            m.number,
            m.text
        );
        let (succ, marked_takasa) = parse_move(&pos, &m.text).unwrap_or_else(|e| {
            panic!(
                "{name}: move {} of {} ({}) is illegal: {e}\n{pos}",
                m.number,
                m.side.name(),
                m.text
            )
        });
        // Both `*` and `**` mean takasa; no mark means a capture.
        assert_eq!(
            marked_takasa,
            succ.kind == MoveKind::Takasa,
            "{name}: move {} ({}) is a {:?}\n{pos}",
            m.number,
            m.text,
            succ.kind
        );
        assert_eq!(succ.position.total_seeds(), 64);
        // The engine's own written form reads back as the same move.
        let written = write_move(&pos, &succ);
        let (again, _) = parse_move(&pos, &written).unwrap();
        assert_eq!(again.mv, succ.mv, "{name}: {written} does not read back");
        let (_, events) = play_traced(&pos, &succ.mv).unwrap();
        outcome = succ.outcome();
        plies.push(Ply {
            before: pos,
            rec: m.clone(),
            succ,
            events,
        });
        pos = succ.position;
    }
    (plies, pos, outcome)
}

fn winner_header(name: &str) -> Side {
    let record = parse_record(&read(name)).unwrap();
    match record
        .header("winner")
        .unwrap_or_else(|| panic!("{name}: no winner header"))
        .to_ascii_lowercase()
        .as_str()
    {
        "south" => Side::South,
        "north" => Side::North,
        w => panic!("{name}: winner '{w}'"),
    }
}

/// The comment after the last move line (what follows its `;`).
fn last_comment(name: &str) -> String {
    let text = read(name);
    let last = text
        .lines()
        .filter(|l| {
            l.trim()
                .split(':')
                .next()
                .is_some_and(|k| k.trim().parse::<u32>().is_ok())
        })
        .last()
        .unwrap();
    last.split_once(';')
        .map(|(_, c)| c.to_string())
        .unwrap_or_default()
}

fn stop_of(events: &[Event]) -> (Pit, StopReason) {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Stop { pit, why } => Some((*pit, *why)),
            _ => None,
        })
        .expect("a move ends with a Stop event")
}

#[test]
fn every_game_replays_and_the_winner_matches() {
    let mut names: Vec<String> = std::fs::read_dir(games_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".bao"))
        .collect();
    names.sort();
    for expected in [
        "endless.bao",
        "ramadhan-kijumbe-1994.bao",
        "short1.bao",
        "short2.bao",
        "voogt-1.bao",
        "voogt-3.bao",
        "voogt-4.bao",
        "voogt-5.bao",
        "voogt-6.bao",
        "voogt-69.bao",
        "voogt-7.bao",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "master game {expected} is missing: found {names:?}"
        );
    }
    for name in &names {
        let (_, end, outcome) = replay(name);
        let winner = winner_header(name);
        match outcome {
            Some(o) => assert_eq!(o.winner, winner, "{name}: the game ended with {o:?}"),
            None => {
                // The game goes on on the board: the record must say the loser resigned,
                // and the loser is the player to move (he resigned instead of moving).
                let comment = last_comment(name).to_ascii_lowercase();
                assert!(
                    comment.contains("resign"),
                    "{name}: the game did not end and the record does not say who resigned"
                );
                assert_eq!(
                    end.to_move().opponent(),
                    winner,
                    "{name}: the side to move resigned, so the other side won"
                );
            }
        }
    }
}

/// The two copies of Ramadhan - Nasoro / Ramadhan - Kijumbe opening: move 12, North's `7R*`
/// "END IN THE HOUSE": a namua takasa whose lap ends in North's functional nyumba (step 5).
#[test]
fn checkpoint_move_12_ends_in_the_house() {
    for name in ["ramadhan-kijumbe-1994.bao", "voogt-3.bao"] {
        let (plies, _, _) = replay(name);
        let p = plies
            .iter()
            .find(|p| p.rec.number == 12 && p.rec.side == Side::North)
            .unwrap();
        assert_eq!(p.succ.kind, MoveKind::Takasa);
        assert_eq!(
            stop_of(&p.events),
            (pit("a5"), StopReason::House),
            "{name}: 12 ... 7R* ends in the house"
        );
        assert!(p.succ.position.house_owned(Side::North));
        assert!(p.succ.position.seeds(pit("a5")) >= 6);
    }
}

/// voogt-69 moves 34 and 36: South's takasa sets takasia on North, whose next move is a
/// takasa that ends ("sleeps") on the blocked pit: a2 at move 34, a1 at move 36.
#[test]
fn checkpoint_voogt_69_takasia_moves_34_and_36() {
    let (plies, _, _) = replay("voogt-69.bao");
    for (number, blocked) in [(34, "a2"), (36, "a1")] {
        let south = plies
            .iter()
            .find(|p| p.rec.number == number && p.rec.side == Side::South)
            .unwrap();
        assert_eq!(south.succ.kind, MoveKind::Takasa);
        assert!(
            south.succ.sets_block,
            "move {number}: South's takasa sets takasia"
        );
        let north = plies
            .iter()
            .find(|p| p.rec.number == number && p.rec.side == Side::North)
            .unwrap();
        assert_eq!(north.before.blocked(), Some(pit(blocked)), "move {number}");
        assert_eq!(north.succ.kind, MoveKind::Takasa);
        assert_eq!(
            stop_of(&north.events),
            (pit(blocked), StopReason::Blocked),
            "move {number}: North's move ends on the blocked pit"
        );
        // T3 lasts one move only.
        assert_eq!(north.succ.position.blocked(), None);
    }
}

/// Moves marked `**` in Donkers' sense (a takasa under takasia): voogt-4 30 ... A5L**,
/// voogt-7 25. A7L**: the player to move is blocked.
#[test]
fn checkpoint_double_star_moves_are_made_under_takasia() {
    for (name, number, side) in [
        ("voogt-4.bao", 30, Side::North),
        ("voogt-7.bao", 25, Side::South),
        ("voogt-69.bao", 34, Side::North),
        ("voogt-69.bao", 36, Side::North),
    ] {
        let (plies, _, _) = replay(name);
        let p = plies
            .iter()
            .find(|p| p.rec.number == number && p.rec.side == side)
            .unwrap();
        assert!(p.rec.text.ends_with("**"));
        assert!(
            p.before.blocked().is_some(),
            "{name} move {number}: the mover is under takasia"
        );
    }
}

/// endless.bao: the last move would relay forever, but its capture empties North's front row
/// first, so it is legal and wins (section 6 step 1), with all 64 seeds still on the board.
#[test]
fn checkpoint_endless_game_is_won_by_step_1() {
    let (plies, end, outcome) = replay("endless.bao");
    let last = plies.last().unwrap();
    assert_eq!(last.rec.side, Side::South);
    assert_eq!(
        outcome,
        Some(Outcome {
            winner: Side::South,
            reason: WinReason::BaoHamna
        })
    );
    assert_eq!(last.succ.kind, MoveKind::Capture);
    assert!(end.front_empty(Side::North));
    assert_eq!(end.total_seeds(), 64);
    let (_, why) = stop_of(&last.events);
    assert_eq!(why, StopReason::GameOver);
}

/// short1 / short2 end with North's capture emptying South's front row.
#[test]
fn checkpoint_short_games_end_with_bao_hamna() {
    for name in ["short1.bao", "short2.bao", "voogt-5.bao", "voogt-1.bao"] {
        let (_, end, outcome) = replay(name);
        let o = outcome.unwrap_or_else(|| panic!("{name} ends on the board"));
        assert_eq!(o.reason, WinReason::BaoHamna, "{name}");
        assert!(end.front_empty(o.winner.opponent()), "{name}");
    }
}

/// A record with an illegal move is refused with the move number and the legal moves, and a
/// capture marked as takasa (or the other way round) is refused too.
#[test]
fn replay_refuses_illegal_and_mismarked_moves() {
    let e = bao::game::play::replay::replay_record("1: A6L* a6R;\n2: A5L* a6R;\n", |_, _, _, _| {})
        .unwrap_err();
    assert!(e.contains("move 2"), "{e}");
    assert!(e.contains("legal"), "{e}");
    // After A6L*, North's a6 faces A3 (1): a6R is a capture; marking it * is wrong.
    let e = bao::game::play::replay::replay_record("1: A6L* a6R*;\n", |_, _, _, _| {}).unwrap_err();
    assert!(e.contains("move 1"), "{e}");
    // And our own replay agrees with the command line's on a master game.
    let text = read("voogt-1.bao");
    let mut n = 0;
    let end = bao::game::play::replay::replay_record(&text, |_, _, _, _| n += 1).unwrap();
    let (plies, ours, _) = replay("voogt-1.bao");
    assert_eq!(n, plies.len());
    assert_eq!(end, ours);
}

/// Replays `name` up to (not including) the move `number` of `side`.
fn position_before(name: &str, number: u32, side: Side) -> Position {
    let (plies, _, _) = replay(name);
    plies
        .iter()
        .find(|p| p.rec.number == number && p.rec.side == side)
        .map(|p| p.before)
        .unwrap()
}

/// Plays a line of moves; returns the last successor.
fn play_line(mut pos: Position, line: &[&str]) -> Successor {
    let mut last = None;
    for text in line {
        let (s, marked) = parse_move(&pos, text)
            .unwrap_or_else(|e| panic!("{text} in line {line:?}: {e}\n{pos}"));
        assert_eq!(
            marked,
            s.kind == MoveKind::Takasa,
            "{text} in line {line:?}: marked wrongly"
        );
        last = Some(s);
        pos = s.position;
    }
    last.unwrap()
}

/// voogt-69, the computer's comments: instead of 36 ... a4R**, "a2R** would win in 3
/// moves!! (B7R a4R*; B8R a6L; B2L b5L)", and instead of 40 ... a2R*, "a2L* wins in 3
/// moves !! (A8L a8L; A7L b5L; B2L b4R)". Both lines are legal, marked right, and end with
/// North's win.
#[test]
fn checkpoint_voogt_69_computer_lines() {
    let before36 = position_before("voogt-69.bao", 36, Side::North);
    let s = play_line(
        before36,
        &["a2R**", "B7R", "a4R*", "B8R", "a6L", "B2L", "b5L"],
    );
    assert_eq!(
        s.outcome().map(|o| o.winner),
        Some(Side::North),
        "{}",
        s.position
    );
    let before40 = position_before("voogt-69.bao", 40, Side::North);
    let s = play_line(
        before40,
        &["a2L*", "A8L", "a8L", "A7L", "b5L", "B2L", "b4R"],
    );
    assert_eq!(
        s.outcome().map(|o| o.winner),
        Some(Side::North),
        "{}",
        s.position
    );
}

/// In every file `**` marks a takasa made by a player under takasia (Donkers' sense).
#[test]
fn double_star_always_means_under_takasia() {
    let mut seen = 0;
    for name in [
        "ramadhan-kijumbe-1994.bao",
        "voogt-1.bao",
        "voogt-3.bao",
        "voogt-4.bao",
        "voogt-5.bao",
        "voogt-6.bao",
        "voogt-69.bao",
        "voogt-7.bao",
        "endless.bao",
        "short1.bao",
        "short2.bao",
    ] {
        let (plies, _, _) = replay(name);
        for p in plies.iter().filter(|p| p.rec.text.ends_with("**")) {
            seen += 1;
            assert!(
                p.before.blocked().is_some(),
                "{name} move {} {}: not under takasia",
                p.rec.number,
                p.rec.text
            );
        }
    }
    assert_eq!(seen, 4);
}

/// A record written back with `to_text` reads as the same record.
#[test]
fn records_round_trip_through_text() {
    for name in [
        "voogt-69.bao",
        "ramadhan-kijumbe-1994.bao",
        "short2.bao",
        "voogt-7.bao",
    ] {
        let record = parse_record(&read(name)).unwrap();
        let again = parse_record(&record.to_text()).unwrap();
        assert_eq!(again.rules, record.rules, "{name}");
        assert_eq!(again.headers, record.headers, "{name}");
        let texts = |r: &bao::rules::GameRecord| {
            r.moves
                .iter()
                .map(|m| (m.number, m.side, m.text.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(texts(&again), texts(&record), "{name}");
    }
}
