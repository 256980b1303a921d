//! What a screen reader and a keyboard player need, as pure functions: the board as text
//! (whose turn, every pit's count in notation order, the reserves, the last move), the last
//! move's marks (its start pit and the pits it captured from), and a typed move read against
//! the position with a one-line reason when it cannot be played.
use crate::rules::{
    Event, Move, Pit, Position, Side, parse_move, play_traced, why_illegal, write_move,
};

/// Where a move started and the pits it captured from, in the order of the captures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMarks {
    pub start: Pit,
    pub captured: Vec<Pit>,
}

/// The marks of `mv` played from `before` (`None` if it is not legal there).
pub fn move_marks(before: &Position, mv: &Move) -> Option<MoveMarks> {
    let (_, trace) = play_traced(before, mv).ok()?;
    let mut captured: Vec<Pit> = Vec::new();
    for e in trace {
        if let Event::Capture { pit, .. } = e
            && !captured.contains(&pit)
        {
            captured.push(pit);
        }
    }
    Some(MoveMarks {
        start: Pit::new(before.to_move(), mv.pit),
        captured,
    })
}

/// "North played a5L*, capturing from A3 and A4." (`None` if the move is not legal there).
pub fn last_move_text(before: &Position, mv: &Move, mover: &str) -> Option<String> {
    let succ = crate::rules::play(before, mv).ok()?;
    let text = write_move(before, &succ);
    let marks = move_marks(before, mv)?;
    let mut s = format!("{mover} played {text} from {}", marks.start);
    if !marks.captured.is_empty() {
        let pits: Vec<String> = marks.captured.iter().map(|p| p.to_string()).collect();
        s.push_str(&format!(", capturing from {}", pits.join(", ")));
    }
    s.push('.');
    Some(s)
}

/// The pits of one row in notation order (the order of a diagram: b8..b1, a8..a1, A1..A8,
/// B1..B8), each with its count: "a8 2, a7 2, ...".
fn row_text(pos: &Position, side: Side, front: bool) -> String {
    let numbers: Vec<u8> = if side == Side::North {
        (1..=8).rev().collect()
    } else {
        (1..=8).collect()
    };
    numbers
        .into_iter()
        .map(|n| {
            let pit = if front {
                Pit::front(side, n)
            } else {
                Pit::back(side, n)
            };
            format!("{pit} {}", pos.seeds(pit))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The board as lines of text: whose turn (or the result), each row's counts in notation
/// order from North's back row to South's, the reserves, and the last move if given.
/// `names` are South's and North's player names.
pub fn board_text(pos: &Position, names: [&str; 2], last: Option<&str>) -> Vec<String> {
    let name = |s: Side| match s {
        Side::South => names[0],
        Side::North => names[1],
    };
    let who = |s: Side| {
        if name(s) == s.name() {
            s.name().to_string()
        } else {
            format!("{} ({})", name(s), s.name())
        }
    };
    let mut lines = Vec::new();
    lines.push(match pos.outcome() {
        Some(o) => format!("The game is over: {} wins.", who(o.winner)),
        None => {
            let me = pos.to_move();
            let rows = if me == Side::South {
                "A and B"
            } else {
                "a and b"
            };
            format!("{} to move (rows {rows}).", who(me))
        }
    });
    lines.push(format!(
        "North back row: {}.",
        row_text(pos, Side::North, false)
    ));
    lines.push(format!(
        "North front row: {}.",
        row_text(pos, Side::North, true)
    ));
    lines.push(format!(
        "South front row: {}.",
        row_text(pos, Side::South, true)
    ));
    lines.push(format!(
        "South back row: {}.",
        row_text(pos, Side::South, false)
    ));
    lines.push(format!(
        "Reserves: South {}, North {}.",
        pos.reserve(Side::South),
        pos.reserve(Side::North)
    ));
    if let Some(b) = pos.blocked() {
        lines.push(format!(
            "{} on {b}: it may not move.",
            pos.rules().variant.block_name()
        ));
    }
    lines.push(match last {
        Some(l) => format!("Last move: {l}"),
        None => "No move played yet.".to_string(),
    });
    lines
}

/// Reads a typed move (`A6R*`, `b3L`, `5R>`; the row letter's case does not matter: the rows
/// are the mover's) against `pos`. Refused with one line: the rules' reason when the pit
/// cannot start that move (empty, must capture, ...), else what the notation reader said.
pub fn typed_move(pos: &Position, text: &str) -> Result<Move, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("Type a move such as A6R, b3L or 6R*".into());
    }
    match parse_move(pos, text) {
        Ok((s, _)) => Ok(s.mv),
        Err(e) => Err(rules_reason(pos, text).unwrap_or_else(|| e.to_string())),
    }
}

/// The rules' reason why the pit a typed move names cannot start it, when the text names a
/// pit (and perhaps a direction) clearly.
fn rules_reason(pos: &Position, text: &str) -> Option<String> {
    let core: String = text.trim_end_matches(['#', '*']).chars().collect();
    let mut chars = core.chars().peekable();
    let front = match chars.peek() {
        Some('A' | 'a') => {
            chars.next();
            true
        }
        Some('B' | 'b') => {
            chars.next();
            false
        }
        _ => true,
    };
    let n = chars.next()?.to_digit(10).filter(|n| (1..=8).contains(n))? as u8;
    let me = pos.to_move();
    let pit = if front {
        Pit::front(me, n)
    } else {
        Pit::back(me, n)
    };
    let rest: String = chars.collect();
    let dirs = match rest.chars().next() {
        Some(c @ ('L' | 'l' | 'R' | 'r' | '<')) => vec![pit.dir_from_letter(c)],
        // `>` alone may be a direction or safari: let the notation reader speak.
        Some(_) => return None,
        None => vec![
            Some(crate::rules::Dir::Cw),
            Some(crate::rules::Dir::Ccw),
            None,
        ],
    };
    // Only when every reading of the text is refused by the rules.
    let reasons: Vec<String> = dirs
        .iter()
        .map(|&d| why_illegal(pos, pit.ring, d).map(|w| w.to_string()))
        .collect::<Option<Vec<_>>>()?;
    reasons.first().map(|r| format!("{text} ({pit}): {r}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, legal_moves, play};

    /// A namua position worked by hand: South has a standing house (A5, 6 seeds) facing
    /// North's a4 (6 seeds): a capture is there, so South must capture.
    fn hand() -> Position {
        Position::from_diagram(
            Rules::KISWAHILI,
            Side::South,
            "0 0 0 0 0 0 0 1  2 0 0 0 6 0 0 3  0 2 0 0 6 0 0 0  0 0 0 0 0 0 1 0 / 20 23",
        )
        .unwrap()
    }

    #[test]
    fn the_board_as_text_gives_every_count_in_notation_order() {
        let pos = hand();
        let lines = board_text(&pos, ["Asha", "Juma"], None);
        assert_eq!(lines[0], "Asha (South) to move (rows A and B).");
        assert_eq!(
            lines[1],
            "North back row: b8 0, b7 0, b6 0, b5 0, b4 0, b3 0, b2 0, b1 1."
        );
        assert_eq!(
            lines[2],
            "North front row: a8 2, a7 0, a6 0, a5 0, a4 6, a3 0, a2 0, a1 3."
        );
        assert_eq!(
            lines[3],
            "South front row: A1 0, A2 2, A3 0, A4 0, A5 6, A6 0, A7 0, A8 0."
        );
        assert_eq!(
            lines[4],
            "South back row: B1 0, B2 0, B3 0, B4 0, B5 0, B6 0, B7 1, B8 0."
        );
        assert_eq!(lines[5], "Reserves: South 20, North 23.");
        assert_eq!(lines.last().unwrap(), "No move played yet.");
        // The counts read in order are the diagram's.
        let counts: Vec<String> = lines[1..5]
            .iter()
            .flat_map(|l| l.split(": ").nth(1).unwrap().split(", "))
            .map(|w| {
                w.trim_end_matches('.')
                    .split(' ')
                    .nth(1)
                    .unwrap()
                    .to_string()
            })
            .collect();
        let diagram: Vec<String> = pos
            .diagram()
            .split(" / ")
            .next()
            .unwrap()
            .split(' ')
            .map(String::from)
            .collect();
        assert_eq!(counts, diagram);
        let with_last = board_text(&pos, ["South", "North"], Some("North played a6R from a6."));
        assert_eq!(with_last[0], "South to move (rows A and B).");
        assert_eq!(
            with_last.last().unwrap(),
            "Last move: North played a6R from a6."
        );
    }

    #[test]
    fn a_typed_move_is_read_against_the_position() {
        let start = Position::start(Rules::KISWAHILI);
        let mv = typed_move(&start, "A6L*").unwrap();
        let s = play(&start, &mv).unwrap();
        assert_eq!(write_move(&start, &s), "A6L*");
        // The row letter names the mover's row whatever its case; spaces are forgiven.
        assert_eq!(typed_move(&start, " a6l* "), Ok(mv));
        assert!(legal_moves(&start).contains(&mv));

        // Refusals: one line, with the rules' reason where the pit cannot start the move.
        let e = typed_move(&start, "A1L").unwrap_err();
        assert_eq!(e, "A1L (A1): That pit is empty");
        let e = typed_move(&hand(), "A2L").unwrap_err();
        assert!(e.starts_with("A2L (A2): ") && e.contains("capture"), "{e}");
        let e = typed_move(&start, "Z9").unwrap_err();
        assert!(e.contains("expected a pit"), "{e}");
        assert!(typed_move(&start, "").is_err());
        for text in ["A1L", "Z9", "A6Q", "A2L"] {
            for pos in [start, hand()] {
                if let Err(e) = typed_move(&pos, text) {
                    assert!(!e.contains('\n'), "{e}");
                }
            }
        }
        // The hand position's capture from the house is accepted.
        let captures: Vec<String> = crate::rules::successors(&hand())
            .iter()
            .map(|s| write_move(&hand(), s))
            .collect();
        for text in &captures {
            let mv = typed_move(&hand(), text).unwrap();
            assert_eq!(mv.pit, 4, "{text}: only the house captures");
        }
    }

    #[test]
    fn the_last_move_is_marked_at_its_start_and_its_captures() {
        let start = Position::start(Rules::KISWAHILI);
        // 1. A6L* a6R  2. A4R: the seed put in A4 captures North's house a5.
        let mut pos = start;
        for text in ["A6L*", "a6R"] {
            let (s, _) = parse_move(&pos, text).unwrap();
            pos = s.position;
        }
        let mv = typed_move(&pos, "A4R").unwrap();
        let marks = move_marks(&pos, &mv).unwrap();
        assert_eq!(marks.start, Pit::front(Side::South, 4));
        assert_eq!(marks.captured[0], Pit::front(Side::North, 5));
        assert!(marks.captured.iter().all(|p| p.side == Side::North));
        let text = last_move_text(&pos, &mv, "Asha").unwrap();
        assert!(
            text.starts_with("Asha played A4R from A4, capturing from a5"),
            "{text}"
        );
        // A takasa captures nothing.
        let takasa = typed_move(&start, "A6L*").unwrap();
        assert!(move_marks(&start, &takasa).unwrap().captured.is_empty());
    }
}
