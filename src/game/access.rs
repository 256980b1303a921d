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
