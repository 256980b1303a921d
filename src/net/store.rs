//! The server's games in one SQLite file (WAL): each match's row and its events in order.
//! A change is committed before anyone is told of it, so a server killed at any moment has
//! lost nothing it acknowledged; on start every match is rebuilt by replaying its events
//! through the referee.

use super::referee::{Event, Match, Spec, event_from_json, event_to_json};
use rusqlite::{Connection, params};
use std::path::Path;

pub struct Store {
    db: Connection,
}

/// A change waiting for the next commit (made before the event is applied, so that a move
/// is written in the interchange form of the position it was played in).
pub enum Write {
    Create {
        m: Box<Match>,
        addr: String,
        at: i64,
    },
    Event {
        id: String,
        at: i64,
        data: String,
    },
    /// The joiner's token (with its `Join` event).
    Seat {
        id: String,
        token: String,
    },
}

impl Write {
    pub fn event(m: &Match, ev: &Event, at: i64) -> Write {
        Write::Event {
            id: m.id.clone(),
            at,
            data: event_to_json(m, ev).to_string(),
        }
    }
}

const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY, invite TEXT NOT NULL UNIQUE, token0 TEXT NOT NULL UNIQUE,
        token1 TEXT UNIQUE, name0 TEXT NOT NULL, spec TEXT NOT NULL, addr TEXT NOT NULL,
        created_ms INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS events (
        match_id TEXT NOT NULL REFERENCES matches(id), seq INTEGER NOT NULL,
        at_ms INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (match_id, seq));
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT OR IGNORE INTO meta VALUES ('schema', '1');";

impl Store {
    /// Opens (or creates) the file. `synchronous=FULL`: a commit is on the disk before it
    /// returns, even across a power cut.
    pub fn open(path: &Path) -> Result<Store, String> {
        let fail = |e: rusqlite::Error| format!("{}: {e}", path.display());
        let db = Connection::open(path).map_err(fail)?;
        db.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        db.pragma_update(None, "synchronous", "FULL")
            .map_err(fail)?;
        db.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(fail)?;
        db.execute_batch(SCHEMA).map_err(fail)?;
        Ok(Store { db })
    }

    /// Writes `writes` in one transaction (the server gathers what arrived together).
    pub fn commit(&mut self, writes: &[Write]) -> Result<(), String> {
        let tx = self.db.transaction().map_err(|e| e.to_string())?;
        for w in writes {
            match w {
                Write::Create { m, addr, at } => {
                    tx.execute(
                        "INSERT INTO matches (id, invite, token0, token1, name0, spec, addr, created_ms)
                         VALUES (?1, ?2, ?3, NULLIF(?4, ''), ?5, ?6, ?7, ?8)",
                        params![m.id, m.invite, m.tokens[0], m.tokens[1], m.names[0],
                            m.spec.to_json().to_string(), addr, at],
                    )
                    .map_err(|e| e.to_string())?;
                }
                Write::Event { id, at, data } => {
                    tx.execute(
                        "INSERT INTO events (match_id, seq, at_ms, data) VALUES (?1,
                         (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE match_id = ?1), ?2, ?3)",
                        params![id, at, data],
                    )
                    .map_err(|e| e.to_string())?;
                }
                Write::Seat { id, token } => {
                    tx.execute(
                        "UPDATE matches SET token1 = ?2 WHERE id = ?1",
                        params![id, token],
                    )
                    .map_err(|e| e.to_string())?;
                }
            }
        }
        tx.commit().map_err(|e| e.to_string())
    }

    /// Every match with the address that created it, rebuilt from its events.
    pub fn load(&self) -> Result<Vec<(Match, String)>, String> {
        let err = |e: rusqlite::Error| e.to_string();
        let mut stmt = self
            .db
            .prepare("SELECT id, invite, token0, COALESCE(token1, ''), name0, spec, addr FROM matches ORDER BY created_ms")
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, String>(6)?,
                ))
            })
            .map_err(err)?;
        let mut events = self
            .db
            .prepare("SELECT at_ms, data FROM events WHERE match_id = ?1 ORDER BY seq")
            .map_err(err)?;
        let mut out = Vec::new();
        for row in rows {
            let (id, invite, token0, token1, name0, spec, addr) = row.map_err(err)?;
            let spec_json: serde_json::Value =
                serde_json::from_str(&spec).map_err(|e| e.to_string())?;
            let spec_map = spec_json.as_object().cloned().unwrap_or_default();
            let spec =
                Spec::from_json(&spec_map).map_err(|r| format!("match {id}: {}", r.reason))?;
            let mut m = Match::new(id.clone(), invite, token0, name0, spec);
            m.tokens[1] = token1;
            let evs = events
                .query_map([&id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))
                .map_err(err)?;
            for e in evs {
                let (at, data) = e.map_err(err)?;
                let v: serde_json::Value =
                    serde_json::from_str(&data).map_err(|e| e.to_string())?;
                let ev = event_from_json(&m, &v).map_err(|e| format!("match {id}: {e}"))?;
                m.apply(&ev, at)
                    .map_err(|r| format!("match {id}: a stored event is refused: {}", r.reason))?;
            }
            out.push((m, addr));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::referee::Clock;
    use crate::rules::{Preset, Rules, Side, Variant, legal_moves};

    #[test]
    fn a_match_comes_back_from_the_file_as_it_was() {
        let path = std::env::temp_dir().join(format!("bao-store-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let spec = Spec {
            rules: Rules {
                variant: Variant::Kiswahili,
                preset: Preset::MancalaWorld,
            },
            clock: Clock::Live {
                base_ms: 60_000,
                inc_ms: 2_000,
            },
            best_of: 3,
            creator_side: Side::North,
            rematch_of: None,
        };
        let mut m = Match::new(
            "G1".into(),
            "AAAA-BBBB-CCCC-DDDD".into(),
            "T0".into(),
            "a".into(),
            spec,
        );
        let mut store = Store::open(&path).unwrap();
        store
            .commit(&[Write::Create {
                m: Box::new(m.clone()),
                addr: "127.0.0.1".into(),
                at: 1000,
            }])
            .unwrap();
        let mut writes = vec![Write::Seat {
            id: "G1".into(),
            token: "T1".into(),
        }];
        m.tokens[1] = "T1".into();
        let join = Event::Join { name: "b".into() };
        writes.push(Write::event(&m, &join, 2000));
        m.apply(&join, 2000).unwrap();
        for (i, at) in [(0usize, 3000i64), (1, 5000), (2, 9000)] {
            let g = m.current().unwrap();
            let mv = legal_moves(&g.pos)[0];
            let player = m.player_of(g.pos.to_move());
            let ev = Event::Move { player, ply: i, mv };
            writes.push(Write::event(&m, &ev, at));
            m.apply(&ev, at).unwrap();
        }
        store.commit(&writes).unwrap();
        drop(store);
        let back = Store::open(&path).unwrap().load().unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(back.len(), 1);
        let (b, addr) = &back[0];
        assert_eq!(addr, "127.0.0.1");
        let (g, h) = (m.current().unwrap(), b.current().unwrap());
        assert_eq!(
            (h.pos, h.moves.len(), h.left_ms, h.turn_since),
            (g.pos, 3, g.left_ms, 9000)
        );
        // South moves first (after 1000 ms, +2000) and third (after 4000 ms, +2000); North
        // second (after 2000 ms, +2000).
        assert_eq!(h.left_ms, [59_000, 60_000]);
        assert_eq!(b.tokens, m.tokens);
    }
}
