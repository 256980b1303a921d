//! The wire form: one JSON object per WebSocket text message, positions and moves in the
//! interchange form (`assets/doc/PROTOCOL.md` describes every message). Secrets (seat
//! tokens, invite codes) and public game ids are made here.

use crate::rules::{Outcome, Position, outcome_to_json};
use rand::RngExt as _;
use serde_json::{Value, json};

/// The protocol's version: a client names it in every message, the server refuses others.
pub const VERSION: u64 = 1;

/// Why a message was refused: a short stable code for programs, a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: &'static str,
    pub reason: String,
}

impl Refusal {
    pub fn new(code: &'static str, reason: impl Into<String>) -> Refusal {
        Refusal {
            code,
            reason: reason.into(),
        }
    }

    /// The message that tells the client, answering its message `re`.
    pub fn to_json(&self, re: Option<u64>) -> Value {
        json!({"v": VERSION, "type": "refused", "re": re, "code": self.code, "reason": self.reason})
    }
}

/// The refusal codes with their Kiswahili sentence, for clients that show them to a player.
pub const CODES_SW: &[(&str, &str)] = &[
    ("illegal", "hatua hii si halali"),
    ("out-of-turn", "si zamu yako"),
    ("wrong-seat", "hicho si kiti chako"),
    ("replayed", "ujumbe wa zamani umerudiwa"),
    ("unknown-token", "tokeni haijulikani"),
    ("too-large", "ujumbe ni mrefu mno"),
    ("rate-limit", "ujumbe mwingi mno kwa haraka"),
    ("game-over", "mchezo umekwisha"),
    ("bad-message", "ujumbe haueleweki"),
    ("version", "toleo la itifaki halijulikani"),
    ("invite", "mwaliko haujulikani au umeshatumika"),
    ("limit", "kikomo cha seva kimefikiwa"),
    ("takeback", "kurudisha hatua hakuwezekani sasa"),
    ("rematch", "mchezo mpya hauwezekani sasa"),
];

/// The Kiswahili sentence for a refusal code (the code itself when it has none).
pub fn code_sw(code: &str) -> &str {
    CODES_SW
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(code, |(_, s)| s)
}

/// Crockford's base 32: no I, L, O or U, so that a code read aloud or copied by hand is
/// not misread.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// `bits` random bits (a multiple of 5) in base 32, from the thread's cryptographic generator
/// (seeded by the operating system).
fn random_base32(bits: usize) -> String {
    let mut rng = rand::rng();
    (0..bits / 5)
        .map(|_| ALPHABET[rng.random_range(0..32usize)] as char)
        .collect()
}

/// An invite code: 80 random bits as 16 characters in groups of four (`7K3M-...`).
pub fn new_invite() -> String {
    let raw = random_base32(80);
    let groups: Vec<&str> = (0..4).map(|i| &raw[i * 4..i * 4 + 4]).collect();
    groups.join("-")
}

/// A seat's token: 130 random bits (26 characters). Only its owner and the server know it.
pub fn new_token() -> String {
    random_base32(130)
}

/// A game's public id (watchers use it): 60 random bits.
pub fn new_game_id() -> String {
    random_base32(60)
}

/// An invite as typed by a person, in the form the server stores: case, spaces and dashes
/// do not matter, and O, I, L read as 0, 1, 1. None when it cannot be a code.
pub fn normalize_invite(text: &str) -> Option<String> {
    let mut raw = String::new();
    for c in text.chars().filter(|c| !matches!(c, '-' | ' ')) {
        let c = match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        if !ALPHABET.contains(&(c as u8)) || !c.is_ascii() {
            return None;
        }
        raw.push(c);
    }
    if raw.len() != 16 {
        return None;
    }
    let groups: Vec<&str> = (0..4).map(|i| &raw[i * 4..i * 4 + 4]).collect();
    Some(groups.join("-"))
}

/// A message as the server reads it: the version checked, its type and id taken out.
pub struct Incoming {
    pub kind: String,
    pub id: Option<u64>,
    pub body: serde_json::Map<String, Value>,
}

/// Reads one client message (its text already within the size limit).
pub fn parse_incoming(text: &str) -> Result<Incoming, (Option<u64>, Refusal)> {
    let bad = |r: &str| (None, Refusal::new("bad-message", r));
    let v: Value = serde_json::from_str(text).map_err(|e| bad(&format!("not JSON: {e}")))?;
    let Value::Object(body) = v else {
        return Err(bad("not a JSON object"));
    };
    let id = body.get("id").and_then(Value::as_u64);
    match body.get("v").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(n) => {
            let r = format!("protocol version {n} is not spoken here (this server: {VERSION})");
            return Err((id, Refusal::new("version", r)));
        }
        None => return Err((id, Refusal::new("version", "no protocol version (\"v\")"))),
    }
    let Some(kind) = body.get("type").and_then(Value::as_str).map(str::to_string) else {
        return Err((id, Refusal::new("bad-message", "no \"type\"")));
    };
    Ok(Incoming { kind, id, body })
}

impl Incoming {
    /// A string field, or a refusal naming it.
    pub fn str(&self, key: &str) -> Result<&str, Refusal> {
        self.body.get(key).and_then(Value::as_str).ok_or_else(|| {
            Refusal::new("bad-message", format!("\"{key}\": missing or not a string"))
        })
    }

    /// An optional string field no longer than `max` characters.
    pub fn opt_str(&self, key: &str, max: usize) -> Result<Option<&str>, Refusal> {
        match self.body.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.chars().count() <= max => Ok(Some(s)),
            Some(_) => Err(Refusal::new(
                "bad-message",
                format!("\"{key}\": not a string of at most {max} characters"),
            )),
        }
    }

    pub fn u64(&self, key: &str) -> Result<u64, Refusal> {
        self.body.get(key).and_then(Value::as_u64).ok_or_else(|| {
            Refusal::new(
                "bad-message",
                format!("\"{key}\": missing or not a whole number"),
            )
        })
    }
}

/// A result as the protocol writes it: the interchange outcome, or a winner and one of
/// the online reasons (`resign`, `time`).
pub fn result_json(winner: crate::rules::Side, reason: &str) -> Value {
    json!({"winner": winner.letter(), "reason": reason})
}

/// The interchange outcome as a protocol result.
pub fn outcome_json(o: Outcome) -> Value {
    outcome_to_json(Some(o))
}

/// A position in the interchange form.
pub fn position_json(p: &Position) -> Value {
    crate::rules::position_to_json(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invites_read_back_and_tolerate_hand_typing() {
        let code = new_invite();
        assert_eq!(code.len(), 19);
        assert_eq!(
            normalize_invite(&code.to_lowercase().replace('-', " ")),
            Some(code.clone())
        );
        assert_eq!(
            normalize_invite("oooo-iiii-llll-0000").as_deref(),
            Some("0000-1111-1111-0000")
        );
        assert_eq!(normalize_invite("too short"), None);
        assert_ne!(new_token(), new_token());
    }

    #[test]
    fn messages_need_the_version() {
        assert!(parse_incoming(r#"{"v":1,"type":"watch","id":3}"#).is_ok());
        let (id, r) = parse_incoming(r#"{"v":2,"type":"watch","id":3}"#)
            .err()
            .unwrap();
        assert_eq!((id, r.code), (Some(3), "version"));
        assert_eq!(parse_incoming("[1]").err().unwrap().1.code, "bad-message");
    }
}
