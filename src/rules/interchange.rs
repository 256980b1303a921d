//! Positions and moves as JSON (`shared/INTERCHANGE.md`), read strictly: anything malformed
//! or impossible is refused with a message that names the field.

use super::movegen::Successor;
use super::pit::{Dir, HOUSE, Kichwa, Pit, Side};
use super::position::Position;
use super::takasia::first_lap_captures;
use super::{Move, Outcome, Preset, Rules, Stage, Variant};
use serde_json::{Map, Value, json};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterchangeError {
    pub field: String,
    pub what: String,
}

impl fmt::Display for InterchangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.what)
    }
}
impl std::error::Error for InterchangeError {}

fn bad<T>(field: &str, what: impl Into<String>) -> Result<T, InterchangeError> {
    Err(InterchangeError {
        field: field.to_string(),
        what: what.into(),
    })
}

fn check_keys(
    obj: &Map<String, Value>,
    field: &str,
    required: &[&str],
    optional: &[&str],
) -> Result<(), InterchangeError> {
    for k in obj.keys() {
        if !required.contains(&k.as_str()) && !optional.contains(&k.as_str()) {
            let name = if field.is_empty() {
                k.clone()
            } else {
                format!("{field}.{k}")
            };
            return bad(&name, "unknown key");
        }
    }
    for k in required {
        if !obj.contains_key(*k) {
            let name = if field.is_empty() {
                k.to_string()
            } else {
                format!("{field}.{k}")
            };
            return bad(&name, "missing");
        }
    }
    Ok(())
}

fn count(v: &Value, field: &str) -> Result<u8, InterchangeError> {
    match v.as_u64() {
        Some(n) if n <= 64 => Ok(n as u8),
        Some(_) => bad(field, "more than 64 seeds"),
        None if v.as_i64().is_some() => bad(field, "negative count"),
        None => bad(field, "not a non-negative integer"),
    }
}

fn row8(v: &Value, field: &str) -> Result<[u8; 8], InterchangeError> {
    let Some(arr) = v.as_array() else {
        return bad(field, "not an array of 8 counts");
    };
    if arr.len() != 8 {
        return bad(field, format!("has {} counts, not 8", arr.len()));
    }
    let mut out = [0u8; 8];
    for (i, x) in arr.iter().enumerate() {
        out[i] = count(x, &format!("{field}[{i}]"))?;
    }
    Ok(out)
}

fn side_of(v: &Value, field: &str) -> Result<Side, InterchangeError> {
    match v.as_str() {
        Some("S") => Ok(Side::South),
        Some("N") => Ok(Side::North),
        _ => bad(field, "not \"S\" or \"N\""),
    }
}

fn pit_label(v: &Value, field: &str) -> Result<Option<Pit>, InterchangeError> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => Pit::parse(s).map(Some).ok_or_else(|| InterchangeError {
            field: field.into(),
            what: format!("'{s}' is not a pit label such as \"a4\""),
        }),
        _ => bad(field, "not a pit label or null"),
    }
}

/// JSON text as a value, refusing an object that names a key twice: serde_json would keep
/// the last one silently, and nothing is guessed (`shared/INTERCHANGE.md`).
pub fn json_from_str(text: &str) -> Result<Value, String> {
    use serde::de::Deserializer as _;
    let mut de = serde_json::Deserializer::from_str(text);
    let v = (&mut de)
        .deserialize_any(StrictJson)
        .map_err(|e| e.to_string())?;
    de.end().map_err(|e| e.to_string())?;
    Ok(v)
}

/// Reads a position from JSON text ([`json_from_str`], then [`position_from_json`]).
pub fn position_from_json_text(text: &str) -> Result<Position, InterchangeError> {
    let v = json_from_str(text).map_err(|e| InterchangeError {
        field: "position".into(),
        what: format!("not JSON ({e})"),
    })?;
    position_from_json(&v)
}

/// Builds a [`Value`] as serde_json does, but an object's repeated key is an error.
struct StrictJson;

impl<'de> serde::de::Visitor<'de> for StrictJson {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }
    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::from(n))
    }
    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::from(n))
    }
    fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
        Ok(Value::from(n))
    }
    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_string()))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(StrictJson)? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(k) = map.next_key::<String>()? {
            if out.contains_key(&k) {
                return Err(serde::de::Error::custom(format!("key '{k}' given twice")));
            }
            let v = map.next_value_seed(StrictJson)?;
            out.insert(k, v);
        }
        Ok(Value::Object(out))
    }
}

impl<'de> serde::de::DeserializeSeed<'de> for StrictJson {
    type Value = Value;
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

/// Reads a position, refusing anything malformed or impossible.
pub fn position_from_json(v: &Value) -> Result<Position, InterchangeError> {
    let Some(obj) = v.as_object() else {
        return bad("position", "not a JSON object");
    };
    // The variant first: every other field is read in its light.
    let variant = match obj.get("variant").map(|v| v.as_str()) {
        None => return bad("variant", "missing"),
        Some(Some("kiswahili")) => Variant::Kiswahili,
        Some(Some("kete")) => Variant::Kete,
        Some(Some("kujifunza")) => Variant::Kujifunza,
        _ => return bad("variant", "not \"kiswahili\", \"kete\" or \"kujifunza\""),
    };
    check_keys(
        obj,
        "",
        &["variant", "to_move", "S", "N", "blocked", "claim"],
        &["rules"],
    )?;
    let preset = match obj.get("rules").map(|r| r.as_str()) {
        None | Some(Some("mancala-world")) => Preset::MancalaWorld,
        Some(Some("tournament")) => Preset::Tournament,
        _ => return bad("rules", "not \"mancala-world\" or \"tournament\""),
    };
    let rules = Rules::new(variant, preset).map_err(|e| InterchangeError {
        field: "rules".into(),
        what: e,
    })?;
    let to_move = side_of(&obj["to_move"], "to_move")?;
    let mut rows = [[0u8; 16]; 2];
    let mut reserve = [0u8; 2];
    let mut house = [false; 2];
    for side in Side::BOTH {
        let key = side.letter();
        let Some(p) = obj[key].as_object() else {
            return bad(key, "not a JSON object");
        };
        check_keys(p, key, &["front", "back", "reserve", "house"], &[])?;
        let front = row8(&p["front"], &format!("{key}.front"))?;
        let back = row8(&p["back"], &format!("{key}.back"))?;
        for n in 1..=8u8 {
            rows[side.index()][Pit::front(side, n).ring as usize] = front[n as usize - 1];
            rows[side.index()][Pit::back(side, n).ring as usize] = back[n as usize - 1];
        }
        reserve[side.index()] = count(&p["reserve"], &format!("{key}.reserve"))?;
        house[side.index()] = match p["house"].as_str() {
            Some("intact") => true,
            Some("destroyed") => false,
            _ => return bad(&format!("{key}.house"), "not \"intact\" or \"destroyed\""),
        };
        if variant == Variant::Kujifunza {
            // J1-J3: all seeds on the board, no nyumba.
            if reserve[side.index()] != 0 {
                return bad(
                    &format!("{key}.reserve"),
                    "bao la kujifunza has no reserve (must be 0)",
                );
            }
            if house[side.index()] {
                return bad(
                    &format!("{key}.house"),
                    "bao la kujifunza has no nyumba (must be \"destroyed\")",
                );
            }
        }
        if variant == Variant::Kete && house[side.index()] && rows[side.index()][HOUSE as usize] < 6
        {
            return bad(
                &format!("{key}.house"),
                "an intact kuu holds at least 6 seeds",
            );
        }
    }
    let total: u32 = rows.iter().flatten().map(|&n| n as u32).sum::<u32>()
        + reserve.iter().map(|&n| n as u32).sum::<u32>();
    if total != 64 {
        return bad("position", format!("holds {total} seeds, not 64"));
    }
    let mut pos = Position::from_parts(rules, rows, reserve, house, to_move);
    let blocked = pit_label(&obj["blocked"], "blocked")?;
    let claim = pit_label(&obj["claim"], "claim")?;
    if blocked.is_some() && claim.is_some() {
        return bad("blocked", "blocked and claim cannot both be set");
    }
    if let Some(b) = blocked {
        if variant == Variant::Kujifunza {
            return bad("blocked", "bao la kujifunza has no takasia (must be null)");
        }
        if b.side != to_move || !b.is_front() {
            return bad(
                "blocked",
                format!("{b} is not a front pit of the player to move"),
            );
        }
        if pos.stage(to_move) == Stage::Namua {
            return bad("blocked", "the player to move still has a reserve");
        }
    }
    if let Some(c) = claim {
        if variant != Variant::Kete {
            return bad("claim", "claims exist in kete only");
        }
        if c.side == to_move || !c.is_front() {
            return bad("claim", format!("{c} is not a front pit of the opponent"));
        }
        let capturable = match pos.stage(to_move) {
            Stage::Mtaji => first_lap_captures(&pos, to_move) & (1 << c.ring) != 0,
            Stage::Namua => pos.seeds(c) > 0 && pos.seeds(c.opposite().unwrap()) > 0,
        };
        if !capturable {
            return bad("claim", format!("{c} cannot be captured"));
        }
    }
    pos = pos.with_block(blocked, claim);
    Ok(pos)
}

/// Writes a position in the interchange form.
pub fn position_to_json(pos: &Position) -> Value {
    let side = |s: Side| {
        let front: Vec<u8> = (1..=8).map(|n| pos.seeds(Pit::front(s, n))).collect();
        let back: Vec<u8> = (1..=8).map(|n| pos.seeds(Pit::back(s, n))).collect();
        json!({
            "front": front,
            "back": back,
            "reserve": pos.reserve(s),
            "house": if pos.house_owned(s) { "intact" } else { "destroyed" },
        })
    };
    json!({
        "variant": pos.rules().variant.json(),
        "rules": pos.rules().preset.json(),
        "to_move": pos.to_move().letter(),
        "S": side(Side::South),
        "N": side(Side::North),
        "blocked": pos.blocked().map(|p| p.label()),
        "claim": pos.claim().map(|p| p.label()),
    })
}

/// Reads a move for the player to move in `pos` (the pit must be his).
pub fn move_from_json(pos: &Position, v: &Value) -> Result<Move, InterchangeError> {
    let Some(obj) = v.as_object() else {
        return bad("move", "not a JSON object");
    };
    check_keys(obj, "", &["pit"], &["dir", "kichwa", "safari"])?;
    let pit = pit_label(&obj["pit"], "pit")?.ok_or(InterchangeError {
        field: "pit".into(),
        what: "missing".into(),
    })?;
    if pit.side != pos.to_move() {
        return bad("pit", format!("{pit} is not a pit of the player to move"));
    }
    let dir = match obj.get("dir").unwrap_or(&Value::Null) {
        Value::Null => None,
        Value::String(s) if s == "cw" => Some(Dir::Cw),
        Value::String(s) if s == "ccw" => Some(Dir::Ccw),
        _ => return bad("dir", "not \"cw\", \"ccw\" or null"),
    };
    let kichwa = match obj.get("kichwa").unwrap_or(&Value::Null) {
        Value::Null => None,
        Value::String(s) if s == "left" => Some(Kichwa::Left),
        Value::String(s) if s == "right" => Some(Kichwa::Right),
        _ => return bad("kichwa", "not \"left\", \"right\" or null"),
    };
    let safari = match obj.get("safari").unwrap_or(&Value::Null) {
        Value::Null => None,
        Value::Bool(b) => Some(*b),
        _ => return bad("safari", "not true, false or null"),
    };
    Ok(Move {
        pit: pit.ring,
        dir,
        kichwa,
        safari,
    })
}

pub fn move_to_json(pos: &Position, mv: &Move) -> Value {
    json!({
        "pit": Pit::new(pos.to_move(), mv.pit).label(),
        "dir": mv.dir.map(Dir::json),
        "kichwa": mv.kichwa.map(Kichwa::json),
        "safari": mv.safari,
    })
}

pub fn outcome_to_json(o: Option<Outcome>) -> Value {
    match o {
        None => Value::Null,
        Some(o) => json!({"winner": o.winner.letter(), "reason": o.reason.json()}),
    }
}

/// One entry of a successor array.
pub fn successor_to_json(pos: &Position, s: &Successor) -> Value {
    // The outcome may need the opponent's moves: work it out once.
    let outcome = s.outcome();
    json!({
        "move": move_to_json(pos, &s.mv),
        "notation": super::notation::write_move_ending(pos, s, outcome),
        "result": position_to_json(&s.position),
        "captured": s.captured,
        "laps": s.laps,
        "outcome": outcome_to_json(outcome),
    })
}
