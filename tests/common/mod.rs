//! Helpers shared by the rules tests: building positions by pit label, finding and playing
//! moves, and checking whole boards.
#![allow(dead_code)]

use bao::rules::{
    Dir, Kichwa, Move, MoveKind, Pit, Position, Rules, Side, Successor, parse_move, play,
    successors, write_move,
};

pub const S: Side = Side::South;
pub const N: Side = Side::North;

/// A pit by label (`A5`, `b3`): upper case is South, lower case North.
pub fn pit(label: &str) -> Pit {
    Pit::parse(label).unwrap_or_else(|| panic!("bad pit label {label}"))
}

/// A position from the listed pits (all others empty), reserves and house flags. The total
/// must be 64: positions in tests are real positions.
pub fn setup(
    rules: Rules,
    to_move: Side,
    pits: &[(&str, u8)],
    reserve: [u8; 2],
    house: [bool; 2],
) -> Position {
    let mut rows = [[0u8; 16]; 2];
    for &(label, n) in pits {
        let p = pit(label);
        assert_eq!(
            rows[p.side.index()][p.ring as usize],
            0,
            "pit {label} listed twice"
        );
        rows[p.side.index()][p.ring as usize] = n;
    }
    let pos = Position::from_parts(rules, rows, reserve, house, to_move);
    assert_eq!(pos.total_seeds(), 64, "test position must hold 64 seeds");
    pos
}

/// Like [`setup`], but the seeds missing to 64 go into `fill` (which must not be listed).
pub fn setup_fill(
    rules: Rules,
    to_move: Side,
    pits: &[(&str, u8)],
    fill: &str,
    reserve: [u8; 2],
    house: [bool; 2],
) -> Position {
    let listed: u32 = pits.iter().map(|&(_, n)| n as u32).sum::<u32>()
        + reserve.iter().map(|&r| r as u32).sum::<u32>();
    assert!(listed <= 64, "more than 64 seeds listed");
    let mut all: Vec<(&str, u8)> = pits.to_vec();
    all.push((fill, (64 - listed) as u8));
    setup(rules, to_move, &all, reserve, house)
}

/// Checks every pit: the listed ones hold what is listed, all others are empty.
#[track_caller]
pub fn assert_board(pos: &Position, pits: &[(&str, u8)]) {
    let mut want = [[0u8; 16]; 2];
    for &(label, n) in pits {
        let p = pit(label);
        want[p.side.index()][p.ring as usize] = n;
    }
    for side in Side::BOTH {
        for ring in 0..16u8 {
            let p = Pit::new(side, ring);
            assert_eq!(
                pos.seeds(p),
                want[side.index()][ring as usize],
                "pit {} holds {}, expected {}\n{}",
                p,
                pos.seeds(p),
                want[side.index()][ring as usize],
                pos
            );
        }
    }
}

/// Written forms of every legal move, sorted.
pub fn legal(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = successors(pos).iter().map(|s| write_move(pos, s)).collect();
    v.sort();
    v
}

/// Sorted list of `&str` for comparisons with [`legal`].
pub fn names(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays a move given in notation; panics with the legal list if it is not legal.
#[track_caller]
pub fn mv(pos: &Position, text: &str) -> Successor {
    match parse_move(pos, text) {
        Ok((s, _)) => s,
        Err(e) => panic!("{text}: {e}\n{pos}"),
    }
}

/// The move from `label` (a pit of the player to move) in `dir`, with the given choices.
pub fn mk(label: &str, dir: Option<Dir>, kichwa: Option<Kichwa>, safari: Option<bool>) -> Move {
    Move {
        pit: pit(label).ring,
        dir,
        kichwa,
        safari,
    }
}

/// Plays an explicit move; panics if illegal.
#[track_caller]
pub fn play_ok(pos: &Position, m: Move) -> Successor {
    play(pos, &m).unwrap_or_else(|e| panic!("{m:?} illegal: {e}\n{pos}"))
}

pub fn is_capture(s: &Successor) -> bool {
    s.kind == MoveKind::Capture
}

pub const KISWAHILI: Rules = Rules::KISWAHILI;
pub const TOURNAMENT: Rules = Rules::TOURNAMENT;
pub const KETE: Rules = Rules::KETE;

/// Whether the player to move can force a win within `plies` plies (odd), by exhaustive
/// search over the exact rules, independent of the AI.
pub fn forced_win(pos: &Position, plies: u32) -> bool {
    let me = pos.to_move();
    successors(pos).iter().any(|s| wins_after(s, me, plies))
}

/// Whether `me`, having played `s`, wins within `plies - 1` further plies whatever the reply.
pub fn wins_after(s: &Successor, me: Side, plies: u32) -> bool {
    if let Some(o) = s.outcome() {
        return o.winner == me;
    }
    if plies < 3 {
        return false;
    }
    successors(&s.position)
        .iter()
        .all(|reply| match reply.outcome() {
            Some(o) => o.winner == me,
            None => forced_win(&reply.position, plies - 2),
        })
}

/// Section 10: a hand-built never-ending move (South's ring 3 0 1 2 0 1 2 0 | 1 2 0 1 2 0 1 2:
/// each lap from A1 clockwise rotates the pattern by 3 pits and ends on a pit that held 2, for
/// ever); South to move in mtaji, no house, a8 keeps North's row from being empty.
pub fn never_ending() -> Position {
    setup_fill(
        KISWAHILI,
        S,
        &[
            ("A1", 3),
            ("A3", 1),
            ("A4", 2),
            ("A6", 1),
            ("A7", 2),
            ("B8", 1),
            ("B7", 2),
            ("B5", 1),
            ("B4", 2),
            ("B2", 1),
            ("B1", 2),
            ("a8", 2),
        ],
        "b1",
        [0, 0],
        [false, false],
    )
}

/// Namua, both houses owned: South's A2 (1) faces a7 (5), the nyumba A5 (5) faces a4 (3).
pub fn house_capture_position() -> Position {
    setup(
        KISWAHILI,
        S,
        &[
            ("A2", 1),
            ("A5", 5),
            ("a7", 5),
            ("a4", 3),
            ("a1", 2),
            ("a5", 6),
        ],
        [21, 21],
        [true, true],
    )
}

/// The built `bao`, to drive as a process.
pub fn bao() -> std::process::Command {
    std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
}

/// A fresh temporary folder `bao-{binary}-{pid}-{name}` (emptied if it was there).
pub fn temp_dir(binary: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-{binary}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The short master record short1.bao (North wins on move 6) copied into `dir` as `file`.
pub fn short_record(dir: &std::path::Path, file: &str) -> std::path::PathBuf {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/games/short1.bao");
    let to = dir.join(file);
    std::fs::copy(&from, &to).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (shared/games beside the repository)",
            from.display()
        )
    });
    to
}
