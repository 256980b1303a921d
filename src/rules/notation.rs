//! Notation (RULES.md section 13): moves as text, and `.bao` game records.

use super::movegen::{Illegal, Successor, successors, why_illegal};
use super::pit::{Dir, Pit};
use super::position::Position;
use super::{MoveKind, Outcome, Preset, Rules, Side, Stage, Variant, text};
use std::fmt;

/// The written form of a legal move: row letter, number, direction (or chosen kichwa),
/// `>` for safari, `*` / `**` for takasa (and one that sets takasia), `#` if it wins.
pub fn write_move(pos: &Position, s: &Successor) -> String {
    write_move_ending(pos, s, s.outcome())
}

/// [`write_move`] with the game's result after the move already known.
pub(crate) fn write_move_ending(pos: &Position, s: &Successor, outcome: Option<Outcome>) -> String {
    let mover = pos.to_move();
    let pit = Pit::new(mover, s.mv.pit);
    let mut out = pit.label();
    match (s.mv.dir, s.mv.kichwa) {
        (Some(dir), _) => out.push(pit.dir_letter(dir)),
        (None, Some(k)) => out.push(k.letter()),
        (None, None) => {}
    }
    if s.mv.safari == Some(true) {
        out.push('>');
    }
    if s.kind == MoveKind::Takasa {
        out.push_str(if s.sets_block { "**" } else { "*" });
    }
    if outcome.is_some_and(|o| o.winner == mover) {
        out.push('#');
    }
    out
}

/// A move as written, before it is matched against the legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Written {
    pit: Pit,
    /// `L` / `R` (or `<` / `>`) for direction or kichwa; `None` when left out.
    letter: Option<char>,
    /// Whether `>` may instead mean safari with the letter left out.
    safari: bool,
    gt_alone: bool,
    takasa_mark: bool,
    /// `#`: the move wins.
    win_mark: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for NotationError {}

fn parse_written(pos: &Position, text: &str) -> Result<Written, NotationError> {
    let err = |what: &str| Err(NotationError(format!("'{}': {what}", text::quoted(text))));
    let mut chars: Vec<char> = text.trim().chars().collect();
    let mut wins = 0;
    while chars.last() == Some(&'#') {
        chars.pop();
        wins += 1;
    }
    if wins > 1 {
        return err("at most one '#'");
    }
    let mut stars = 0;
    while chars.last() == Some(&'*') {
        chars.pop();
        stars += 1;
    }
    if stars > 2 {
        return err("at most two '*'");
    }
    let mover = pos.to_move();
    let mut i = 0;
    let front = match chars.first() {
        Some('A' | 'a') => {
            i = 1;
            true
        }
        Some('B' | 'b') => {
            i = 1;
            false
        }
        _ => true, // namua moves are often written without the row letter
    };
    let Some(num) = chars
        .get(i)
        .and_then(|c| c.to_digit(10))
        .filter(|n| (1..=8).contains(n))
    else {
        return err("expected a pit such as A5, b3 or 6");
    };
    let pit = if front {
        Pit::front(mover, num as u8)
    } else {
        Pit::back(mover, num as u8)
    };
    let rest: String = chars[i + 1..].iter().collect();
    let (letter, safari, gt_alone) = match rest.as_str() {
        "" => (None, false, false),
        "L" | "l" | "<" => (Some('L'), false, false),
        "R" | "r" => (Some('R'), false, false),
        ">" => (Some('R'), false, true),
        "+" => (None, true, false),
        s if s.chars().count() == 2 => {
            let mut c = s.chars();
            let (a, b) = (c.next().unwrap(), c.next().unwrap());
            let letter = match a {
                'L' | 'l' | '<' => 'L',
                'R' | 'r' | '>' => 'R',
                _ => return err("expected L or R after the pit"),
            };
            if b != '>' && b != '+' {
                return err("expected '>' or '+' (safari) after the direction");
            }
            (Some(letter), true, false)
        }
        _ => {
            return err(
                "expected L, R, <, > after the pit, then '>' for safari and '*' for takasa",
            );
        }
    };
    Ok(Written {
        pit,
        letter,
        safari,
        gt_alone,
        takasa_mark: stars > 0,
        win_mark: wins > 0,
    })
}

fn letter_of(pos: &Position, s: &Successor) -> Option<char> {
    let pit = Pit::new(pos.to_move(), s.mv.pit);
    match (s.mv.dir, s.mv.kichwa) {
        (Some(d), _) => Some(pit.dir_letter(d)),
        (None, Some(k)) => Some(k.letter()),
        (None, None) => None,
    }
}

fn fits(pos: &Position, w: &Written, s: &Successor, letter: Option<char>, safari: bool) -> bool {
    if s.mv.pit != w.pit.ring || (s.mv.safari == Some(true)) != safari {
        return false;
    }
    match (letter, letter_of(pos, s)) {
        (None, _) => true,
        (Some(a), Some(b)) => a == b,
        // A letter written for a forced kichwa must name that kichwa.
        (Some(a), None) => {
            let forced = if s.mv.pit <= 1 { 'L' } else { 'R' };
            a == forced
        }
    }
}

/// Reads a move in the position's context: `A6L*`, `a5R>`, `7L*`, `5R>`, `B2L`, `8`.
/// Also says whether it was marked takasa (`*` or `**`).
pub fn parse_move(pos: &Position, text: &str) -> Result<(Successor, bool), NotationError> {
    let w = parse_written(pos, text)?;
    let all = successors(pos);
    // A lone `>` after a forced kichwa means safari (`2>`); elsewhere it is the direction R.
    let mut matches: Vec<&Successor> = Vec::new();
    if w.gt_alone {
        matches = all
            .iter()
            .filter(|s| letter_of(pos, s).is_none() && fits(pos, &w, s, None, true))
            .collect();
    }
    if matches.is_empty() {
        matches = all
            .iter()
            .filter(|s| fits(pos, &w, s, w.letter, w.safari))
            .collect();
    }
    // A letter left out is fine only when it is forced.
    if w.letter.is_none() && matches.len() > 1 {
        return Err(NotationError(format!(
            "'{}' is ambiguous: {}",
            text::quoted(text),
            matches
                .iter()
                .map(|s| write_move(pos, s))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    match matches.first() {
        // `#` marks a winning move (section 13): on any other it is a false claim.
        Some(s) if matches.len() == 1 && w.win_mark && !wins(pos, s) => {
            Err(NotationError(format!(
                "'{}' is marked '#' (a winning move) but the game goes on after it",
                text::quoted(text)
            )))
        }
        Some(s) if matches.len() == 1 => Ok((**s, w.takasa_mark)),
        _ => Err(NotationError(format!(
            "'{}' is not a legal move here; legal: {}",
            text::quoted(text),
            legal_list(pos, &all)
        ))),
    }
}

/// Why the rules refuse the move written `text` ([`why_illegal`] of the pit and direction it
/// names), so that a refusal can say why (section 10: a move that never ends); `None` when it
/// is legal or does not read as a move.
pub fn refusal(pos: &Position, text: &str) -> Option<Illegal> {
    let w = parse_written(pos, text).ok()?;
    let dir = match w.letter {
        None => None,
        Some(l) => Some(
            [Dir::Cw, Dir::Ccw]
                .into_iter()
                .find(|&d| w.pit.dir_letter(d) == l)?,
        ),
    };
    why_illegal(pos, w.pit.ring, dir)
}

/// Whether the move wins the game for its mover (what `#` marks).
fn wins(pos: &Position, s: &Successor) -> bool {
    s.outcome().is_some_and(|o| o.winner == pos.to_move())
}

pub(crate) fn legal_list(pos: &Position, all: &[Successor]) -> String {
    if all.is_empty() {
        return "none (the game is over)".into();
    }
    all.iter()
        .map(|s| write_move(pos, s))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One move of a record with where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    /// The move number of the record (one South and one North move each).
    pub number: u32,
    pub side: Side,
    pub text: String,
    /// 1-based line of the record.
    pub line: usize,
}

/// A game record in Donkers' `.bao` format (see `shared/games/README.md`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Header lines in order, keys lowercased.
    pub headers: Vec<(String, String)>,
    pub rules: Rules,
    pub moves: Vec<RecordMove>,
}

impl GameRecord {
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Writes the record in the `.bao` format.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (k, v) in &self.headers {
            out.push_str(&format!("{k}: {v};\n"));
        }
        let mut i = 0;
        while i < self.moves.len() {
            let m = &self.moves[i];
            out.push_str(&format!("{}: {}", m.number, m.text));
            if let Some(n) = self.moves.get(i + 1).filter(|n| n.number == m.number) {
                out.push_str(&format!(" {}", n.text));
                i += 1;
            }
            out.push_str(";\n");
            i += 1;
        }
        out
    }
}

/// The body of a record line (before its `;` comment), or `None` for a blank or comment line.
fn record_body(raw: &str) -> Option<&str> {
    let line = raw.trim();
    if line.starts_with('%') {
        return None;
    }
    let body = line.split(';').next().unwrap_or("").trim();
    (!body.is_empty()).then_some(body)
}

/// What a record line holds after its first `;` (trimmed; empty when nothing).
fn after_semicolon(raw: &str) -> &str {
    raw.split_once(';').map_or("", |(_, rest)| rest.trim())
}

/// The headers whose value Bao interprets: a comment after their `;` may contradict it
/// (`winner: South; North on time`), so it is refused rather than guessed at.
const INTERPRETED_HEADERS: [&str; 6] = [
    "variant",
    "rules",
    "winner",
    "reason",
    "south-level",
    "north-level",
];

/// A header's value with the comment after its `;` (`title: Voogt-4; (pg 135)`): kept,
/// after a space, for free text, so that nothing written in the record is lost; refused for
/// a header Bao interprets.
fn with_comment(
    key: &str,
    value: &str,
    comment: &str,
    line_no: usize,
) -> Result<String, NotationError> {
    let key = key.to_ascii_lowercase();
    if comment.is_empty() {
        return Ok(value.to_string());
    }
    if INTERPRETED_HEADERS.contains(&key.as_str()) {
        return Err(NotationError(format!(
            "line {line_no}: header '{key}' is followed by '{}' after its ';' (a comment here \
             could contradict the value; write it on a line of its own)",
            text::quoted(comment)
        )));
    }
    Ok(format!("{} {comment}", value.trim()))
}

/// Whether a key reads as a move number, written right or not (`12`, `-3`, `+4`, `4294967296`).
fn looks_numbered(key: &str) -> bool {
    let digits = key.strip_prefix(['-', '+']).unwrap_or(key);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// The most headers a record may have: a game record has a dozen or so, and a file of a
/// million would take seconds to read and show.
pub const MAX_HEADERS: usize = 1024;

/// The headers read so far, in order, with each key's place (a record may hold a million
/// headers: looking each one up in the list would take minutes).
#[derive(Default)]
struct Headers {
    list: Vec<(String, String)>,
    index: std::collections::HashMap<String, usize>,
}

/// Adds a header line's key and value (as written) to `headers`: a value with a control,
/// format or line separator character is refused (it would reach a terminal, or reorder or
/// hide what is shown), and so is a second header of one name with another value (which
/// one to believe is not ours to guess); an equal one is dropped.
fn add_header(
    headers: &mut Headers,
    key: &str,
    value: &str,
    line_no: usize,
) -> Result<(), NotationError> {
    let (key, value) = (key.to_ascii_lowercase(), value.trim());
    if let Some(what) = text::first_hidden(value) {
        return Err(NotationError(format!(
            "line {line_no}: header '{key}' holds {what}"
        )));
    }
    if headers.list.len() >= MAX_HEADERS && !headers.index.contains_key(&key) {
        return Err(NotationError(format!(
            "line {line_no}: more than {MAX_HEADERS} headers (a record has a dozen or so)"
        )));
    }
    match headers.index.get(&key) {
        Some(&i) if headers.list[i].1 != value => Err(NotationError(format!(
            "line {line_no}: header '{key}' again, with '{}' after '{}'",
            text::quoted(value),
            text::quoted(&headers.list[i].1)
        ))),
        Some(_) => Ok(()),
        None => {
            headers.index.insert(key.clone(), headers.list.len());
            headers.list.push((key, value.to_string()));
            Ok(())
        }
    }
}

/// A move line's number, which must be the one after `last` (1, 2, 3... in order).
fn move_number(key: &str, last: u32, line_no: usize) -> Result<u32, NotationError> {
    let number = match key.parse::<u32>() {
        Ok(n) if n > 0 && !key.starts_with('+') => n,
        _ if key.starts_with('-') || key.parse::<u64>() == Ok(0) => {
            return Err(NotationError(format!(
                "line {line_no}: move number '{}' is not 1 or more",
                text::quoted(key)
            )));
        }
        Ok(_) => {
            return Err(NotationError(format!(
                "line {line_no}: move number '{}' is written with a sign",
                text::quoted(key)
            )));
        }
        Err(_) => {
            return Err(NotationError(format!(
                "line {line_no}: move number '{}' is too large",
                text::quoted(key)
            )));
        }
    };
    let want = last + 1;
    if number != want {
        return Err(NotationError(format!(
            "line {line_no}: move number {number} {}; expected {want}",
            if number <= last {
                "repeats or goes back"
            } else {
                "skips ahead"
            }
        )));
    }
    Ok(number)
}

/// Reads a `.bao` record. Errors name the line: a move number that is not 1, 2, 3... in
/// order (negative, too large, repeated or skipped), a line that is neither header nor moves,
/// a header holding a control, format or line separator character or given twice with two
/// values, more than [`MAX_HEADERS`] headers, a comment after the `;` of a header Bao
/// interprets, and an empty record. A comment after a free text header's `;` is kept.
pub fn parse_record(text: &str) -> Result<GameRecord, NotationError> {
    let mut headers = Headers::default();
    let mut moves = Vec::new();
    let mut last_number = 0u32;
    let mut lines = 0;
    for (k, raw) in text.lines().enumerate() {
        let line_no = k + 1;
        lines = line_no;
        let Some(body) = record_body(raw) else {
            continue; // blank, `%` comment, or a comment line such as "; takasia not noted"
        };
        let Some((key, value)) = body.split_once(':') else {
            return Err(NotationError(format!(
                "line {line_no}: expected 'key: value;' or 'N: move move;'"
            )));
        };
        let key = key.trim();
        if looks_numbered(key) {
            let number = move_number(key, last_number, line_no)?;
            last_number = number;
            let tokens: Vec<&str> = value.split_whitespace().collect();
            if tokens.len() > 2 {
                return Err(NotationError(format!(
                    "line {line_no}: more than two moves after '{number}:'"
                )));
            }
            if tokens.is_empty() {
                return Err(NotationError(format!(
                    "line {line_no}: no move after '{number}:'"
                )));
            }
            for (j, t) in tokens.iter().enumerate() {
                let side = if j == 0 { Side::South } else { Side::North };
                moves.push(RecordMove {
                    number,
                    side,
                    text: t.to_string(),
                    line: line_no,
                });
            }
        } else if !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            let value = with_comment(key, value, after_semicolon(raw), line_no)?;
            add_header(&mut headers, key, &value, line_no)?;
        } else {
            return Err(NotationError(format!(
                "line {line_no}: '{}' is neither a header key nor a move number",
                text::quoted(key)
            )));
        }
    }
    let headers = headers.list;
    if headers.is_empty() && moves.is_empty() {
        return Err(NotationError(if lines == 0 {
            "line 1: the record is empty".into()
        } else {
            format!("lines 1-{lines}: the record has no header and no move")
        }));
    }
    let variant = match headers
        .iter()
        .find(|(k, _)| k == "variant")
        .map(|(_, v)| v.to_ascii_lowercase())
    {
        None => Variant::Kiswahili,
        Some(v) => Variant::from_json(&v).ok_or_else(|| {
            NotationError(format!("variant: unknown variant '{}'", text::quoted(&v)))
        })?,
    };
    let preset = match headers
        .iter()
        .find(|(k, _)| k == "rules")
        .map(|(_, v)| v.to_ascii_lowercase())
    {
        None => Preset::MancalaWorld,
        Some(v) if v == "mancala-world" => Preset::MancalaWorld,
        Some(v) if v == "tournament" => Preset::Tournament,
        Some(v) => {
            return Err(NotationError(format!(
                "rules: unknown preset '{}'",
                text::quoted(&v)
            )));
        }
    };
    let rules = Rules::new(variant, preset).map_err(NotationError)?;
    Ok(GameRecord {
        headers,
        rules,
        moves,
    })
}

/// The line (1-based) of a record's header `key` (lowercase), as [`parse_record`] reads it.
pub fn record_header_line(text: &str, key: &str) -> Option<usize> {
    text.lines().enumerate().find_map(|(k, raw)| {
        let (name, _) = record_body(raw)?.split_once(':')?;
        name.trim().eq_ignore_ascii_case(key).then_some(k + 1)
    })
}

/// The stage name of a side in a position, in the variant's words.
pub fn stage_name(pos: &Position, side: Side) -> &'static str {
    match pos.stage(side) {
        Stage::Namua => pos.rules().variant.first_stage_name(),
        Stage::Mtaji => "mtaji",
    }
}
