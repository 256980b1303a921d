//! Replaying a `.bao` record move by move through the rules, with errors that name the move:
//! shared by the command line (`bao replay`, `bao import`) and the window (`--record`).

use crate::rules::{self, Position, Side, Successor, parse_move, parse_record, write_move};

/// Replays a record, calling `each` after every move. Stops at the first illegal move with a
/// message naming the move number and the legal alternatives, at a move marked takasa that
/// captures (or the other way round), at a move after the end of the game, and at a `winner`
/// header that the moves contradict.
pub fn replay_record(
    text: &str,
    mut each: impl FnMut(&rules::RecordMove, &Position, &Successor, &str),
) -> Result<Position, String> {
    let record = parse_record(text).map_err(|e| e.to_string())?;
    let mut pos = Position::start(record.rules);
    let mut over: Option<rules::Outcome> = None;
    for m in &record.moves {
        if let Some(o) = over {
            return Err(format!(
                "move {} of {} (line {}): the game was already over ({} had won)",
                m.number,
                m.side.name(),
                m.line,
                o.winner.name()
            ));
        }
        if m.side != pos.to_move() {
            return Err(format!(
                "move {} ({}, line {}): it is {}'s turn",
                m.number,
                m.text,
                m.line,
                pos.to_move().name()
            ));
        }
        let (succ, marked_takasa) = parse_move(&pos, &m.text).map_err(|e| {
            format!(
                "move {} of {} (line {}): {e}",
                m.number,
                m.side.name(),
                m.line
            )
        })?;
        let is_takasa = succ.kind == rules::MoveKind::Takasa;
        if marked_takasa != is_takasa {
            return Err(format!(
                "move {} of {} ({}, line {}): marked {} but the move {}",
                m.number,
                m.side.name(),
                m.text,
                m.line,
                if marked_takasa {
                    "takasa"
                } else {
                    "as a capture"
                },
                if is_takasa {
                    "captures nothing"
                } else {
                    "captures"
                }
            ));
        }
        let written = write_move(&pos, &succ);
        each(m, &pos, &succ, &written);
        over = succ.outcome();
        pos = succ.position;
    }
    if let (Some((line, claimed)), Some(o)) =
        (record_winner(text, &record)?, over.or(pos.outcome()))
        && claimed != o.winner
    {
        return Err(format!(
            "line {line}: winner: the record says {} but the moves end with {} winning",
            claimed.name(),
            o.winner.name()
        ));
    }
    Ok(pos)
}

/// The `winner` header of a record, with its line.
pub fn record_winner(
    text: &str,
    record: &rules::GameRecord,
) -> Result<Option<(usize, Side)>, String> {
    let Some(w) = record.header("winner") else {
        return Ok(None);
    };
    let line = rules::record_header_line(text, "winner").unwrap_or(0);
    match parse_side(w.trim()) {
        Some(side) => Ok(Some((line, side))),
        None => Err(format!(
            "line {line}: winner: '{w}' is neither South nor North"
        )),
    }
}

/// The side named by "S"/"N"/"south"/"north".
pub fn parse_side(s: &str) -> Option<Side> {
    match s.to_ascii_lowercase().as_str() {
        "s" | "south" => Some(Side::South),
        "n" | "north" => Some(Side::North),
        _ => None,
    }
}
