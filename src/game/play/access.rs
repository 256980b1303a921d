//! What a screen reader and a keyboard player need, as pure functions: the board as text
//! (whose turn, every pit's count in notation order, the reserves, the last move), the last
//! move's marks (its start pit and the pits it captured from), and a typed move read against
//! the position with a one-line reason when it cannot be played.
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::game::words::names;
use crate::game::words::names::shown_name;
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
pub fn last_move_text(lang: Lang, before: &Position, mv: &Move, mover: &str) -> Option<String> {
    let succ = crate::rules::play(before, mv).ok()?;
    let text = write_move(before, &succ);
    let marks = move_marks(before, mv)?;
    let start = marks.start.to_string();
    Some(if marks.captured.is_empty() {
        msg(
            lang,
            "access.last_move",
            &[
                ("mover", mover.into()),
                ("person", names::person(mover).into()),
                ("move", text.into()),
                ("pit", start.into()),
            ],
        )
    } else {
        let pits: Vec<String> = marks.captured.iter().map(|p| p.to_string()).collect();
        msg(
            lang,
            "access.last_move_capture",
            &[
                ("mover", mover.into()),
                ("person", names::person(mover).into()),
                ("move", text.into()),
                ("pit", start.into()),
                ("pits", pits.join(", ").into()),
            ],
        )
    })
}

/// A player's name as shown: the side's own word when the player has no other name (the
/// default names are the English side names), else "Asha (South)"; the default names "You"
/// and "Computer" in the language.
pub fn who(lang: Lang, name: &str, side: Side) -> String {
    let word = names::side(lang, side);
    if name == side.name() || name == word {
        word.to_string()
    } else {
        format!("{} ({word})", shown_name(name, lang))
    }
}

/// A player's name alone: the side's word for a default side name, the default names "You"
/// and "Computer" in the language, else the name.
pub fn name_of(lang: Lang, name: &str, side: Side) -> String {
    if name == side.name() {
        names::side(lang, side).to_string()
    } else {
        shown_name(name, lang)
    }
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
pub fn board_text(lang: Lang, pos: &Position, names: [&str; 2], last: Option<&str>) -> Vec<String> {
    let name = |s: Side| match s {
        Side::South => names[0],
        Side::North => names[1],
    };
    let named = |s: Side| who(lang, name(s), s);
    let mut lines = Vec::new();
    lines.push(match pos.outcome() {
        Some(o) => msg(
            lang,
            "access.board.over",
            &[
                ("winner", named(o.winner).into()),
                ("person", names::person(name(o.winner)).into()),
            ],
        ),
        None => {
            let me = pos.to_move();
            let (front, back) = if me == Side::South {
                ("A", "B")
            } else {
                ("a", "b")
            };
            msg(
                lang,
                "access.board.to_move",
                &[
                    ("who", named(me).into()),
                    ("person", names::person(name(me)).into()),
                    ("front", front.into()),
                    ("back", back.into()),
                ],
            )
        }
    });
    for (key, side, front) in [
        ("access.board.north_back", Side::North, false),
        ("access.board.north_front", Side::North, true),
        ("access.board.south_front", Side::South, true),
        ("access.board.south_back", Side::South, false),
    ] {
        lines.push(fill(lang, key, &[("pits", &row_text(pos, side, front))]));
    }
    lines.push(msg(
        lang,
        "access.board.reserves",
        &[
            ("south", pos.reserve(Side::South).into()),
            ("north", pos.reserve(Side::North).into()),
        ],
    ));
    if let Some(b) = pos.blocked() {
        lines.push(fill(
            lang,
            "access.board.blocked",
            &[
                ("block", pos.rules().variant.block_name()),
                ("pit", &b.to_string()),
            ],
        ));
    }
    lines.push(match last {
        Some(l) => fill(lang, "access.board.last", &[("last", l)]),
        None => tr(lang, "access.board.no_move").to_string(),
    });
    lines
}

/// Reads a typed move (`A6R*`, `b3L`, `5R>`; the row letter's case does not matter: the rows
/// are the mover's) against `pos`. Refused with one line: the rules' reason when the pit
/// cannot start that move (empty, must capture, ...), else what the notation reader said.
pub fn typed_move(lang: Lang, pos: &Position, text: &str) -> Result<Move, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(tr(lang, "access.typed.empty").into());
    }
    match parse_move(pos, text) {
        Ok((s, _)) => Ok(s.mv),
        Err(e) => {
            Err(rules_reason(lang, pos, text)
                .unwrap_or_else(|| notation_reason(lang, pos, text, &e.0)))
        }
    }
}

/// What the notation reader found wrong, in the player's language: no pit named, more than
/// one move fits, no legal move fits, or not notation at all.
fn notation_reason(lang: Lang, pos: &Position, typed: &str, said: &str) -> String {
    // A refusal quotes the start of what was typed, not all of it (a file may hold megabytes).
    let quoted = crate::rules::text::quoted(typed);
    let text = quoted.as_str();
    if read_pit(pos, typed).is_none() {
        return fill(lang, "access.typed.no_pit", &[("text", text)]);
    }
    let legal = || {
        let all = crate::rules::successors(pos);
        if all.is_empty() {
            names::illegal(lang, &crate::rules::Illegal::GameOver)
        } else {
            all.iter()
                .map(|s| write_move(pos, s))
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    if let Some((_, moves)) = said.split_once(" is ambiguous: ") {
        fill(
            lang,
            "access.typed.ambiguous",
            &[("text", text), ("choices", moves)],
        )
    } else if said.contains("marked '#'") {
        fill(lang, "access.typed.not_winning", &[("text", text)])
    } else if said.contains("; legal: ") {
        fill(
            lang,
            "access.typed.not_legal",
            &[("text", text), ("choices", &legal())],
        )
    } else {
        fill(lang, "access.typed.unreadable", &[("text", text)])
    }
}

/// The pit a typed move names (the mover's), and the text after it.
fn read_pit(pos: &Position, text: &str) -> Option<(Pit, String)> {
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
    Some((pit, chars.collect()))
}

/// The rules' reason why the pit a typed move names cannot start it, when the text names a
/// pit (and perhaps a direction) clearly.
fn rules_reason(lang: Lang, pos: &Position, text: &str) -> Option<String> {
    let (pit, rest) = read_pit(pos, text)?;
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
        .map(|&d| why_illegal(pos, pit.ring, d).map(|w| names::illegal(lang, &w)))
        .collect::<Option<Vec<_>>>()?;
    reasons.first().map(|r| {
        msg(
            lang,
            "access.typed.refused",
            &[
                ("text", crate::rules::text::quoted(text).into()),
                ("pit", pit.to_string().into()),
                ("reason", Arg::from(r)),
            ],
        )
    })
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
        let lines = board_text(Lang::English, &pos, ["Asha", "Juma"], None);
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
        let with_last = board_text(
            Lang::English,
            &pos,
            ["South", "North"],
            Some("North played a6R from a6."),
        );
        assert_eq!(with_last[0], "South to move (rows A and B).");
        assert_eq!(
            with_last.last().unwrap(),
            "Last move: North played a6R from a6."
        );
    }

    #[test]
    fn a_typed_move_is_read_against_the_position() {
        let start = Position::start(Rules::KISWAHILI);
        let mv = typed_move(Lang::English, &start, "A6L*").unwrap();
        let s = play(&start, &mv).unwrap();
        assert_eq!(write_move(&start, &s), "A6L*");
        // The row letter names the mover's row whatever its case; spaces are forgiven.
        assert_eq!(typed_move(Lang::English, &start, " a6l* "), Ok(mv));
        assert!(legal_moves(&start).contains(&mv));

        // Refusals: one line, with the rules' reason where the pit cannot start the move.
        let e = typed_move(Lang::English, &start, "A1L").unwrap_err();
        assert_eq!(e, "A1L (A1): That pit is empty");
        let e = typed_move(Lang::English, &hand(), "A2L").unwrap_err();
        assert!(e.starts_with("A2L (A2): ") && e.contains("capture"), "{e}");
        let e = typed_move(Lang::English, &start, "Z9").unwrap_err();
        assert!(e.contains("expected a pit"), "{e}");
        assert!(typed_move(Lang::English, &start, "").is_err());
        for text in ["A1L", "Z9", "A6Q", "A2L"] {
            for pos in [start, hand()] {
                if let Err(e) = typed_move(Lang::English, &pos, text) {
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
            let mv = typed_move(Lang::English, &hand(), text).unwrap();
            assert_eq!(mv.pit, 4, "{text}: only the house captures");
        }
    }

    #[test]
    fn the_board_as_text_and_the_refusals_speak_kiswahili() {
        let sw = Lang::Kiswahili;
        let pos = hand();
        // Default names are the sides, named in the language; other names keep theirs.
        let lines = board_text(sw, &pos, ["South", "Juma"], None);
        assert_eq!(lines[0], "Zamu ya Kusini (safu A na B).");
        assert!(
            lines[1].starts_with("Safu ya nyuma ya Kaskazini: b8 0,"),
            "{}",
            lines[1]
        );
        assert!(
            lines[3].starts_with("Safu ya mbele ya Kusini: A1 0,"),
            "{}",
            lines[3]
        );
        assert_eq!(lines[5], "Akiba: Kusini 20, Kaskazini 23.");
        assert_eq!(lines.last().unwrap(), "Bado hakuna hatua iliyochezwa.");
        let lines = board_text(sw, &pos, ["Asha", "Juma"], Some("x"));
        assert_eq!(lines[0], "Zamu ya Asha (Kusini) (safu A na B).");
        assert_eq!(lines.last().unwrap(), "Hatua ya mwisho: x");
        // The same board in English stays English.
        let en = board_text(Lang::English, &pos, ["South", "Juma"], None);
        assert_eq!(en[0], "South to move (rows A and B).");
        assert_eq!(en[5], "Reserves: South 20, North 23.");

        // A refusal by the rules is the words of game::words::names.
        let start = Position::start(Rules::KISWAHILI);
        let e = typed_move(sw, &start, "A1L").unwrap_err();
        let empty = names::illegal(sw, &crate::rules::Illegal::EmptyPit);
        assert_eq!(e, format!("A1L (A1): {empty}"));
        assert_ne!(empty, "That pit is empty");
        // What the notation reader says, in Kiswahili too.
        let e = typed_move(sw, &start, "Z9").unwrap_err();
        assert_eq!(e, "'Z9': andika shimo kama A5, b3 au 6");
        let e = typed_move(sw, &start, "A6").unwrap_err();
        assert!(e.starts_with("'A6' ina maana zaidi ya moja: "), "{e}");
        let e = typed_move(Lang::English, &start, "A6").unwrap_err();
        assert!(e.starts_with("'A6' is ambiguous: "), "{e}");
        assert_eq!(
            typed_move(sw, &start, " ").unwrap_err(),
            "Andika hatua kama A6R, b3L au 6R*"
        );
        for text in ["A6Q", "A6L+", "A6***"] {
            for lang in Lang::ALL {
                let e = typed_move(lang, &start, text).unwrap_err();
                assert!(!e.contains("⟨missing"), "{text}: {e}");
                assert!(e.contains(text), "{text}: {e}");
            }
        }

        // The last move, told in Kiswahili.
        let mut pos = start;
        for text in ["A6L*", "a6R"] {
            let (s, _) = parse_move(&pos, text).unwrap();
            pos = s.position;
        }
        let mv = typed_move(sw, &pos, "A4R").unwrap();
        let text = last_move_text(sw, &pos, &mv, "Asha").unwrap();
        assert!(
            text.starts_with("Asha alicheza A4R kutoka A4, akala kutoka a5"),
            "{text}"
        );
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
        let mv = typed_move(Lang::English, &pos, "A4R").unwrap();
        let marks = move_marks(&pos, &mv).unwrap();
        assert_eq!(marks.start, Pit::front(Side::South, 4));
        assert_eq!(marks.captured[0], Pit::front(Side::North, 5));
        assert!(marks.captured.iter().all(|p| p.side == Side::North));
        let text = last_move_text(Lang::English, &pos, &mv, "Asha").unwrap();
        assert!(
            text.starts_with("Asha played A4R from A4, capturing from a5"),
            "{text}"
        );
        // A takasa captures nothing.
        let takasa = typed_move(Lang::English, &start, "A6L*").unwrap();
        assert!(move_marks(&start, &takasa).unwrap().captured.is_empty());
    }
}
