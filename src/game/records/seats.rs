//! The seats of online games held on this machine (`online.ron` in the data folder): for
//! each, the server's address, the seat's secret token, the game's id, the two names and
//! what was last heard (whose turn, whether it ended). From it the Games window lists the
//! online games and any of them is resumed after the window was closed, the network fell or
//! the machine slept. A careful file like the others: read at most [`MAX_FILE_BYTES`], a
//! damaged one kept aside and named, a newer Bao's left alone (and not written), written
//! atomically under a lock with what another window wrote meanwhile kept.
use super::files::{
    Folders, MAX_FILE_BYTES, file_name, hold_lock, is_missing, keep_aside, read_text, write_atomic,
};
use super::record::RecordError;
use super::refusals::record_error;
use crate::game::words::i18n::{Lang, msg};
use serde::{Deserialize, Serialize};

pub const SEATS_FILE: &str = "online.ron";
const FORMAT: &str = "bao-online-seats";
const VERSION: u32 = 1;
/// Seats kept: the oldest finished ones go first beyond it.
pub const MAX_SEATS: usize = 200;

/// One seat held here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// `ws://` or `wss://` address.
    pub server: String,
    /// The seat's secret.
    pub token: String,
    /// The match's public id.
    pub game: String,
    /// Our name and the friend's, as the server told them.
    pub me: String,
    pub opponent: String,
    /// Our move, as last heard.
    pub our_turn: bool,
    /// The match has ended.
    pub over: bool,
    /// When it was last heard of (ms since 1970).
    pub heard_ms: i64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct File {
    format: String,
    version: u32,
    seats: Vec<Seat>,
}

/// The seats held here.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    pub seats: Vec<Seat>,
}

impl Seats {
    /// Records what was heard of a seat (a new one is added).
    pub fn put(&mut self, seat: Seat) {
        match self.seats.iter_mut().find(|s| s.token == seat.token) {
            Some(s) => *s = seat,
            None => self.seats.push(seat),
        }
        while self.seats.len() > MAX_SEATS {
            // The oldest finished seat goes first; else the oldest.
            let i = (0..self.seats.len())
                .filter(|&i| self.seats[i].over)
                .min_by_key(|&i| self.seats[i].heard_ms)
                .or_else(|| (0..self.seats.len()).min_by_key(|&i| self.seats[i].heard_ms))
                .unwrap_or(0);
            self.seats.remove(i);
        }
    }

    /// Forgets a seat.
    pub fn remove(&mut self, token: &str) {
        self.seats.retain(|s| s.token != token);
    }

    /// The games as the Games window lists them: ours to move first, then the others going
    /// on, then the finished ones; the most recently heard first in each.
    pub fn listed(&self) -> Vec<&Seat> {
        let mut v: Vec<&Seat> = self.seats.iter().collect();
        v.sort_by_key(|s| {
            let rank = if s.over {
                2
            } else if s.our_turn {
                0
            } else {
                1
            };
            (rank, std::cmp::Reverse(s.heard_ms))
        });
        v
    }

    /// This machine's seats joined with the file's: a seat heard of later wins.
    pub fn merged(disk: &Seats, mine: &Seats) -> Seats {
        let mut out = disk.clone();
        for s in &mine.seats {
            let newer = out
                .seats
                .iter()
                .find(|d| d.token == s.token)
                .is_none_or(|d| d.heard_ms <= s.heard_ms);
            if newer {
                out.put(s.clone());
            }
        }
        out
    }

    pub fn to_ron(&self) -> String {
        let file = File {
            format: FORMAT.into(),
            version: VERSION,
            seats: self.seats.clone(),
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::new()).expect("seats serialize")
    }

    /// Reads the file's text: a newer version is `Err(Ok(found))`, anything wrong
    /// `Err(Err(what))` naming it.
    pub fn from_ron(text: &str) -> Result<Seats, Result<u32, String>> {
        #[derive(Deserialize)]
        struct Version {
            version: u32,
        }
        let file: File = ron::from_str(text).map_err(|e| {
            if let Some(v) = ron::from_str::<Version>(text)
                .ok()
                .filter(|v| v.version > VERSION)
            {
                return Ok(v.version);
            }
            let field = super::record::field_before(text, e.span.start.line, e.span.start.col)
                .map(|f| format!(" in '{f}'"))
                .unwrap_or_default();
            Err(format!(
                "{}{field} (line {}, column {})",
                super::record::ron_code(&e.code),
                e.span.start.line,
                e.span.start.col
            ))
        })?;
        if file.version > VERSION {
            return Err(Ok(file.version));
        }
        if file.format != FORMAT {
            return Err(Err(format!("'{}' is not {FORMAT}", file.format)));
        }
        if file.seats.len() > MAX_SEATS * 2 {
            return Err(Err(format!(
                "{} seats, more than {}",
                file.seats.len(),
                MAX_SEATS * 2
            )));
        }
        let bad = file.seats.iter().find(|s| {
            !(s.server.starts_with("ws://") || s.server.starts_with("wss://"))
                || s.server.len() > 300
                || s.token.len() > 64
                || s.token.is_empty()
                || s.game.len() > 64
                || s.me.chars().count() > 40
                || s.opponent.chars().count() > 40
        });
        if let Some(s) = bad {
            return Err(Err(format!("the seat of game '{}' is malformed", s.game)));
        }
        Ok(Seats { seats: file.seats })
    }
}

/// What the file held, read.
pub enum OnDisk {
    Read(Seats),
    Missing,
    /// A newer Bao's file, left as it is (the message says so): not written here.
    Newer(String),
    /// A damaged file, kept aside (the message names the copy).
    Damaged(String),
}

impl Folders {
    pub fn seats_path(&self) -> std::path::PathBuf {
        self.data.join(SEATS_FILE)
    }

    /// The seats on disk; a damaged file is kept aside before anything is written in its
    /// place, a newer Bao's left alone. The messages are in `lang`.
    pub fn read_seats(&self, lang: Lang) -> OnDisk {
        let path = self.seats_path();
        let file = file_name(&path);
        let detail = match read_text(&path) {
            Ok(text) => match Seats::from_ron(&text) {
                Ok(s) => return OnDisk::Read(s),
                Err(Ok(found)) => {
                    return OnDisk::Newer(msg(
                        lang,
                        "online.file.newer",
                        &[
                            ("file", file.into()),
                            ("found", found.into()),
                            ("supported", VERSION.into()),
                        ],
                    ));
                }
                Err(Err(detail)) => detail,
            },
            Err(e) if is_missing(&e) => return OnDisk::Missing,
            Err(e) => record_error(lang, &e),
        };
        OnDisk::Damaged(match keep_aside(&path) {
            Ok(copy) => msg(
                lang,
                "online.file.damaged",
                &[
                    ("file", file.into()),
                    ("detail", detail.into()),
                    ("kept", file_name(&copy).into()),
                ],
            ),
            Err(e) => msg(
                lang,
                "online.file.not_kept",
                &[
                    ("file", file.into()),
                    ("detail", detail.into()),
                    ("error", e.to_string().into()),
                ],
            ),
        })
    }

    /// Writes `mine` joined with what another window wrote meanwhile, under the file's lock;
    /// the joined seats are given back. A newer Bao's file is not written.
    pub fn save_seats_merged(&self, mine: &Seats, lang: Lang) -> Result<Seats, RecordError> {
        let _lock = hold_lock(&self.data, SEATS_FILE)?;
        let disk = match self.read_seats(lang) {
            OnDisk::Newer(_) => return Ok(mine.clone()),
            OnDisk::Read(s) => s,
            OnDisk::Missing | OnDisk::Damaged(_) => Seats::default(),
        };
        let merged = Seats::merged(&disk, mine);
        let text = merged.to_ron();
        debug_assert!(text.len() < MAX_FILE_BYTES as usize);
        write_atomic(&self.seats_path(), text.as_bytes())?;
        Ok(merged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(token: &str, our_turn: bool, over: bool, heard_ms: i64) -> Seat {
        Seat {
            server: "ws://10.0.0.2:7878".into(),
            token: token.into(),
            game: format!("G{token}"),
            me: "Asha".into(),
            opponent: "Juma".into(),
            our_turn,
            over,
            heard_ms,
        }
    }

    #[test]
    fn our_turn_first_then_the_others_then_the_finished() {
        let mut s = Seats::default();
        s.put(seat("a", false, false, 5));
        s.put(seat("b", true, false, 1));
        s.put(seat("c", false, true, 9));
        s.put(seat("d", true, false, 3));
        let order: Vec<&str> = s.listed().iter().map(|x| x.token.as_str()).collect();
        assert_eq!(order, ["d", "b", "a", "c"]);
        s.put(seat("b", false, false, 10));
        assert_eq!(s.seats.len(), 4);
        assert_eq!(s.listed()[0].token, "d");
    }

    #[test]
    fn the_file_reads_back_and_refuses_what_is_wrong_by_name() {
        let mut s = Seats::default();
        s.put(seat("a", true, false, 5));
        assert_eq!(Seats::from_ron(&s.to_ron()), Ok(s.clone()));
        let newer = s.to_ron().replace("version: 1", "version: 9");
        assert_eq!(Seats::from_ron(&newer), Err(Ok(9)));
        let bad = s.to_ron().replace("ws://10.0.0.2:7878", "http://x");
        assert_eq!(
            Seats::from_ron(&bad),
            Err(Err("the seat of game 'Ga' is malformed".into()))
        );
        assert!(matches!(Seats::from_ron("(format: 3)"), Err(Err(_))));
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_a_newer_one_left_alone() {
        let dir = std::env::temp_dir().join(format!("bao-seats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let f = Folders::at(&dir);
        let mut s = Seats::default();
        s.put(seat("a", true, false, 5));
        let saved = f.save_seats_merged(&s, Lang::English).unwrap();
        assert_eq!(saved, s);
        assert!(matches!(f.read_seats(Lang::English), OnDisk::Read(r) if r == s));
        // Another window's seat is kept when this one writes.
        let mut other = Seats::default();
        other.put(seat("b", false, false, 7));
        let joined = f.save_seats_merged(&other, Lang::English).unwrap();
        assert_eq!(joined.seats.len(), 2);
        std::fs::write(f.seats_path(), "not ron").unwrap();
        match f.read_seats(Lang::English) {
            OnDisk::Damaged(m) => assert!(m.contains(SEATS_FILE), "{m}"),
            _ => panic!("a damaged file read"),
        }
        assert!(!super::super::files::kept_aside(&f.seats_path()).is_empty());
        let newer = s.to_ron().replace("version: 1", "version: 9");
        std::fs::write(f.seats_path(), &newer).unwrap();
        f.save_seats_merged(&other, Lang::English).unwrap();
        assert_eq!(std::fs::read_to_string(f.seats_path()).unwrap(), newer);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
