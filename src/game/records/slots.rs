//! Autosave slots, one game per window, and the finished games kept automatically.
//!
//! The autosave lives in a slot: `autosave.ron` (slot 1), `autosave-2.ron`, ... in the data
//! folder. A window holds its slot's lock (an advisory lock on `.autosave.lock`,
//! `.autosave-2.lock`, ...) for as long as it runs, so a second window never offers, takes or
//! writes the first one's game: it finds the slot locked and plays in another. The lock is
//! the operating system's (`flock`): it dies with the process that held it, so a window that
//! was killed blocks nothing.
//!
//! Nothing a slot holds is destroyed: a file that cannot be read is kept aside first
//! ([`files::keep_aside`]), a game whose moves turn illegal is salvaged up to the move before,
//! and a file of a newer version is left alone (the window takes another slot).
//!
//! Finished games are kept in `recent/` (the last [`RECENT_KEPT`]), newest first.

use super::files::{self, Folders};
use super::record::{IoCause, RecordError, Saved, SavedGame};
use super::refusals;
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::game::words::names;
use crate::game::words::names::shown_name;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Slots beyond this many are not looked for (a window that finds them all in use plays
/// without an autosave and says so).
pub const MAX_SLOTS: u32 = 64;
/// Finished games kept in `recent/`.
pub const RECENT_KEPT: usize = 50;

/// The file name of slot `n` (1-based).
pub fn slot_file(n: u32) -> String {
    if n == 1 {
        files::AUTOSAVE_FILE.to_string()
    } else {
        format!("autosave-{n}.ron")
    }
}

fn lock_file(n: u32) -> String {
    format!(".{}.lock", slot_file(n).trim_end_matches(".ron"))
}

/// The slot number of a file name (`autosave.ron` 1, `autosave-7.ron` 7).
fn slot_number(name: &str) -> Option<u32> {
    if name == files::AUTOSAVE_FILE {
        return Some(1);
    }
    let n: u32 = name
        .strip_prefix("autosave-")?
        .strip_suffix(".ron")?
        .parse()
        .ok()?;
    (2..=MAX_SLOTS).contains(&n).then_some(n)
}

/// The slots that have a file, in order.
fn slot_numbers(dir: &Path) -> Vec<u32> {
    let mut numbers: Vec<u32> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| slot_number(e.file_name().to_str()?))
                .collect()
        })
        .unwrap_or_default();
    numbers.sort();
    numbers
}

/// A slot held by this process: its lock is held until the `Slot` is dropped.
#[derive(Debug)]
pub struct Slot {
    pub number: u32,
    pub path: PathBuf,
    _lock: File,
}

impl Slot {
    /// The slot's file name, for messages.
    pub fn name(&self) -> String {
        slot_file(self.number)
    }

    /// Writes the game in progress (or removes the file when nothing has been played: a
    /// game without a move is not worth offering back).
    pub fn save(&self, saved: &Saved) -> Result<(), RecordError> {
        if saved.has_moves() {
            files::save(&self.path, saved)
        } else {
            self.clear()
        }
    }

    pub fn clear(&self) -> Result<(), RecordError> {
        match fs::remove_file(&self.path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(RecordError::io(&self.path, e))
            }
            _ => Ok(()),
        }
    }
}

/// Takes slot `n`'s lock if no other process holds it. `Ok(None)`: in use.
fn lock(dir: &Path, n: u32) -> Result<Option<File>, RecordError> {
    fs::create_dir_all(dir).map_err(|e| RecordError::io(dir, e))?;
    let path = dir.join(lock_file(n));
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| RecordError::io(&path, e))?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(fs::TryLockError::WouldBlock) => Ok(None),
        Err(fs::TryLockError::Error(e)) => Err(RecordError::io(&path, e)),
    }
}

/// What a slot's file holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Content {
    /// Nothing (no file).
    Empty,
    /// A game or match this build reads.
    Saved(Box<Saved>),
    /// Written by a newer Bao: never rewritten by this one.
    Newer(u32),
    /// Damaged: the reason.
    Unreadable(RecordError),
}

fn read_slot(path: &Path) -> Content {
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Content::Empty,
        _ => {}
    }
    match files::load_saved(path) {
        Ok(s) => Content::Saved(Box::new(s)),
        Err(RecordError::FutureVersion { found, .. }) => Content::Newer(found),
        Err(e) => Content::Unreadable(e),
    }
}

/// The slot a window plays in, the game to offer back, and what was done on the way, one
/// sentence each, for the player.
#[derive(Debug)]
pub struct Opened {
    /// `None` when every slot is taken (the game is then not autosaved).
    pub slot: Option<Slot>,
    /// An interrupted game (unfinished, with moves) to offer: "Resume?".
    pub offer: Option<Saved>,
    pub notes: Vec<String>,
}

impl Opened {
    /// The notes in one line (empty when there is nothing to say).
    pub fn message(&self) -> Option<String> {
        (!self.notes.is_empty()).then(|| self.notes.join(" "))
    }
}

/// A slot looked at by [`open`].
struct Candidate {
    number: u32,
    lock: File,
    saved: Option<Saved>,
    modified: Option<SystemTime>,
}

/// Finds this window's slot: of the slots no other window holds, the one with the most
/// recent interrupted game (offered back), else the lowest one free. On the way, every
/// damaged slot file (not held by another window) is kept aside and, when its moves only
/// turn illegal somewhere, salvaged into its slot; a newer version's file is left as it is.
/// The notes are in `lang`.
pub fn open(folders: &Folders, lang: Lang) -> Result<Opened, RecordError> {
    open_slot(folders, lang, true)
}

/// [`open`] for a window that opens a file (`bao FILE`): it takes a free slot when there is
/// one, so every interrupted game stays in its own slot (listed in the Games window, offered
/// at the next plain start) and is not offered now over the file the player asked for.
pub fn open_for_file(folders: &Folders, lang: Lang) -> Result<Opened, RecordError> {
    open_slot(folders, lang, false)
}

fn open_slot(folders: &Folders, lang: Lang, offer: bool) -> Result<Opened, RecordError> {
    let dir = &folders.data;
    let mut notes = Vec::new();
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut busy = Vec::new();
    let mut newer = Vec::new();
    let existing = slot_numbers(dir);
    let last = existing.last().copied().unwrap_or(0);
    for n in 1..=MAX_SLOTS {
        let path = dir.join(slot_file(n));
        let free_found = candidates.iter().any(|c| c.saved.is_none());
        if !existing.contains(&n) && free_found {
            if n > last {
                break;
            }
            continue; // one free slot is enough
        }
        let Some(lock) = lock(dir, n)? else {
            busy.push(n);
            continue;
        };
        let mut saved = match read_slot(&path) {
            Content::Empty => None,
            Content::Saved(s) => Some(*s),
            Content::Newer(version) => {
                newer.push((n, version));
                continue; // the lock goes with `lock`: another window may look too
            }
            Content::Unreadable(reason) => {
                match unreadable_slot(&path, n, &reason, lang, &mut notes) {
                    Some(saved) => saved,
                    None => continue,
                }
            }
        };
        // A finished game is kept with the recent ones before its slot is used again.
        if let Some(s) = saved.as_ref().filter(|s| s.is_over()) {
            let _ = keep_recent(folders, s);
            saved = None;
        }
        let saved = saved.filter(Saved::has_moves);
        let modified = fs::metadata(&path).and_then(|m| m.modified()).ok();
        candidates.push(Candidate {
            number: n,
            lock,
            saved,
            modified,
        });
    }
    // The newest interrupted game, else the lowest free slot (the other way round for a
    // window opening a file).
    let interrupted = candidates
        .iter()
        .enumerate()
        .filter(|(_, c)| c.saved.is_some())
        .max_by_key(|(_, c)| (c.modified, std::cmp::Reverse(c.number)))
        .map(|(i, _)| i);
    let free = candidates.iter().position(|c| c.saved.is_none());
    let chosen = if offer {
        interrupted.or(free)
    } else {
        free.or(interrupted)
    };
    let Some(i) = chosen else {
        notes.push(msg(
            lang,
            "files.slot.all_in_use",
            &[("max", MAX_SLOTS.into())],
        ));
        return Ok(Opened {
            slot: None,
            offer: None,
            notes,
        });
    };
    let c = candidates.swap_remove(i);
    let slot = Slot {
        number: c.number,
        path: dir.join(slot_file(c.number)),
        _lock: c.lock,
    };
    for (n, version) in newer {
        notes.push(fill(
            lang,
            "files.slot.newer",
            &[
                ("file", &slot_file(n)),
                ("version", &version.to_string()),
                ("slot", &slot.name()),
            ],
        ));
    }
    if !busy.is_empty() && c.number != 1 {
        let names: Vec<String> = busy.iter().map(|&n| slot_file(n)).collect();
        notes.push(fill(
            lang,
            "files.slot.busy",
            &[("files", &names.join(", ")), ("slot", &slot.name())],
        ));
    }
    Ok(Opened {
        slot: Some(slot),
        offer: c.saved,
        notes,
    })
}

/// An autosave slot that cannot be read: kept aside as `NAME.unreadable-TIME.ron` (and
/// then free), or salvaged up to its first fault when moves can be saved. `None`: it
/// could not be kept aside, so it is neither used nor written over.
fn unreadable_slot(
    path: &Path,
    n: u32,
    reason: &RecordError,
    lang: Lang,
    notes: &mut Vec<String>,
) -> Option<Option<Saved>> {
    let text = files::read_text(path).ok();
    let copy = match files::keep_aside(path) {
        Ok(copy) => copy,
        Err(e) => {
            // It cannot be kept aside: it is not written over either.
            notes.push(fill(
                lang,
                "files.slot.unreadable_not_kept",
                &[
                    ("file", &slot_file(n)),
                    ("reason", &refusals::record_error(lang, reason)),
                    ("error", &names::io_error(lang, &e)),
                ],
            ));
            return None;
        }
    };
    let kept = files::file_name(&copy);
    Some(match text.as_deref().and_then(Saved::salvage_ron) {
        Some((s, error)) if s.has_moves() => {
            let key = if error.is_review_fault() {
                "files.slot.review_dropped"
            } else {
                "files.slot.salvaged"
            };
            notes.push(msg(
                lang,
                key,
                &[
                    ("file", slot_file(n).into()),
                    ("error", refusals::record_error(lang, &error).into()),
                    ("moves", s.moves_played().into()),
                    ("kept", Arg::from(&kept)),
                ],
            ));
            if let Err(e) = files::save(path, &s) {
                notes.push(msg(
                    lang,
                    "files.autosave_failed",
                    &[("error", refusals::record_error(lang, &e).into())],
                ));
            }
            Some(s)
        }
        _ => {
            notes.push(fill(
                lang,
                "files.slot.unreadable_kept",
                &[
                    ("file", &slot_file(n)),
                    ("reason", &refusals::record_error(lang, reason)),
                    ("kept", &kept),
                ],
            ));
            None
        }
    })
}

/// One autosave slot as the Games window lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SlotInfo {
    pub number: u32,
    pub path: PathBuf,
    pub content: Content,
    /// Held by a running window (possibly this one).
    pub in_use: bool,
    pub modified: Option<SystemTime>,
}

impl SlotInfo {
    /// "slot 2 (autosave-2.ron): Asha against Juma, 14 moves, 2026-12-01 05:39:59" (and
    /// what keeps it from loading), in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let what = match &self.content {
            Content::Empty => tr(lang, "files.slot.empty").to_string(),
            Content::Saved(s) => describe(s, lang),
            Content::Newer(v) => msg(lang, "files.slot.newer_short", &[("version", (*v).into())]),
            Content::Unreadable(why) => msg(
                lang,
                "files.slot.unreadable",
                &[("reason", refusals::record_error(lang, why).into())],
            ),
        };
        let mut args: Vec<(&str, Arg)> = vec![
            ("n", self.number.into()),
            ("file", slot_file(self.number).into()),
            ("what", what.into()),
        ];
        match self.modified {
            Some(t) => {
                args.push(("when", files::timestamp(t).replace('T', " ").into()));
                msg(lang, "files.slot.line_when", &args)
            }
            None => msg(lang, "files.slot.line", &args),
        }
    }
}

/// "Asha against Juma, 14 turns" ("best of three, ...", "..., Juma won"), in `lang`.
pub fn describe(s: &Saved, lang: Lang) -> String {
    let [a, b] = s.players();
    let winner = match s {
        Saved::Game(g) => g.winner().map(|w| &g.players[w.index()].name),
        Saved::Match(m) => m.winner().map(|w| &m.players[w.index()].name),
    };
    // A game begun at a set-up position says so (a practice game by its note).
    let from = match s {
        Saved::Game(g) if g.start.is_some() => {
            Some(if g.notes.iter().any(|(k, _)| k == PRACTICE_NOTE) {
                "practice"
            } else {
                "position"
            })
        }
        _ => None,
    };
    let key = match (s, from, winner.is_some()) {
        (Saved::Game(_), Some(_), false) => "files.describe.from",
        (Saved::Game(_), Some(_), true) => "files.describe.from_won",
        (Saved::Game(_), None, false) => "files.describe.game",
        (Saved::Game(_), None, true) => "files.describe.game_won",
        (Saved::Match(_), _, false) => "files.describe.match",
        (Saved::Match(_), _, true) => "files.describe.match_won",
    };
    let mut args: Vec<(&str, Arg)> = vec![
        ("a", shown_name(&a.name, lang).into()),
        ("b", shown_name(&b.name, lang).into()),
        ("moves", s.moves_played().into()),
    ];
    if let Some(kind) = from {
        args.push(("kind", kind.into()));
    }
    if let Some(w) = winner {
        args.push(("winner", shown_name(w, lang).into()));
        args.push(("person", names::person(w).into()));
    }
    msg(lang, key, &args)
}

/// The saved game's note that names the practice position a game plays out (its id): such
/// a game is a practice game still after a restart.
pub const PRACTICE_NOTE: &str = "practice";

/// Every slot with a file, in slot order, each with whether a window holds it. Looking
/// takes a free slot's lock for a moment only.
pub fn list(folders: &Folders) -> Vec<SlotInfo> {
    let dir = &folders.data;
    slot_numbers(dir)
        .into_iter()
        .map(|n| {
            let path = dir.join(slot_file(n));
            let in_use = !matches!(lock(dir, n), Ok(Some(_)));
            SlotInfo {
                number: n,
                content: read_slot(&path),
                in_use,
                modified: fs::metadata(&path).and_then(|m| m.modified()).ok(),
                path,
            }
        })
        .collect()
}

/// Takes the game out of slot `n` (another window's slot, not in use) to go on with it in
/// the caller's slot. The caller's game `current`, if it is unfinished and has moves, goes
/// into slot `n` in its place (nothing is lost); otherwise slot `n` is emptied, so that the
/// game is played in one place only.
pub fn take(folders: &Folders, n: u32, current: Option<&Saved>) -> Result<Saved, RecordError> {
    let dir = &folders.data;
    let path = dir.join(slot_file(n));
    let Some(_lock) = lock(dir, n)? else {
        return Err(RecordError::io_cause(
            &path,
            IoCause::SlotInUse,
            "another Bao window is playing this game",
        ));
    };
    let saved = files::load_saved(&path)?;
    match current.filter(|c| c.has_moves() && !c.is_over()) {
        Some(c) => files::save(&path, c)?,
        None => fs::remove_file(&path).map_err(|e| RecordError::io(&path, e))?,
    }
    Ok(saved)
}

// ---------------------------------------------------------------- files of the Games window

/// What opening a file from the Games window gave: the game to play (if any) and one line
/// for the player.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenedFile {
    pub saved: Option<Saved>,
    pub message: String,
}

/// Reads a saved game (`.ron`) or a game record (`.bao`) to play. One whose moves turn
/// illegal is salvaged up to the move before, with a notice. When `own` (the file is one of
/// the game's own: saved or recent games), a damaged file is kept aside first, and a
/// salvaged one is written back in its place (the original kept aside); a newer version's
/// file is left alone either way. The message is in `lang`.
pub fn open_file(path: &Path, own: bool, lang: Lang) -> OpenedFile {
    let name = files::file_name(path);
    let read = files::read_text(path).and_then(|text| {
        if path.extension().and_then(|e| e.to_str()) == Some("bao") {
            let (g, stopped) = SavedGame::from_bao_salvaged(&text)?;
            Ok((Saved::Game(g), stopped))
        } else {
            match Saved::from_ron(&text) {
                Ok(s) => Ok((s, None)),
                Err(e) => Saved::salvage_ron(&text)
                    .map(|(s, why)| (s, Some(why)))
                    .ok_or(e),
            }
        }
    });
    match read {
        Ok((saved, None)) => OpenedFile {
            saved: Some(saved),
            message: fill(
                lang,
                "files.loaded",
                &[("path", &path.display().to_string())],
            ),
        },
        Ok((saved, Some(why))) => {
            let mut args: Vec<(&str, Arg)> = vec![
                ("name", Arg::from(&name)),
                ("why", refusals::record_error(lang, &why).into()),
                ("moves", saved.moves_played().into()),
            ];
            // A damaged review is dropped, not the moves: told in its own words.
            let review = why.is_review_fault();
            let key = if !own {
                "files.stops_at_illegal"
            } else {
                match files::keep_aside(path) {
                    Ok(copy) => {
                        let written = match saved.game() {
                            Some(g) if name.ends_with(".bao") && g.exports_as_bao() => {
                                files::write_atomic(path, g.to_bao().as_bytes())
                            }
                            _ => files::save(path, &saved),
                        };
                        args.push(("file", files::file_name(&copy).into()));
                        match written {
                            Ok(()) => "files.stops_at_illegal_kept",
                            Err(e) => {
                                args.push(("error", refusals::record_error(lang, &e).into()));
                                "files.stops_at_illegal_kept_not_written"
                            }
                        }
                    }
                    Err(e) => {
                        args.push(("error", names::io_error(lang, &e).into()));
                        "files.stops_at_illegal_not_kept"
                    }
                }
            };
            let key = match (review, key) {
                (true, "files.stops_at_illegal") => "files.review_dropped",
                (true, "files.stops_at_illegal_kept") => "files.review_dropped_kept",
                (true, "files.stops_at_illegal_kept_not_written") => {
                    "files.review_dropped_kept_not_written"
                }
                (true, _) => "files.review_dropped_not_kept",
                (false, key) => key,
            };
            OpenedFile {
                message: msg(lang, key, &args),
                saved: Some(saved),
            }
        }
        // A file of our own that cannot be read is kept aside (a newer Bao's, or one that
        // cannot be opened at all, is left as it is).
        Err(e)
            if own
                && !matches!(
                    e,
                    RecordError::FutureVersion { .. } | RecordError::Io { .. }
                ) =>
        {
            OpenedFile {
                saved: None,
                message: match files::keep_aside(path) {
                    Ok(copy) => fill(
                        lang,
                        "files.not_loaded_kept",
                        &[
                            ("name", &name),
                            ("error", &refusals::record_error(lang, &e)),
                            ("kept", &files::file_name(&copy)),
                        ],
                    ),
                    Err(k) => fill(
                        lang,
                        "files.not_loaded_not_kept",
                        &[
                            ("name", &name),
                            ("error", &refusals::record_error(lang, &e)),
                            ("why", &names::io_error(lang, &k)),
                        ],
                    ),
                },
            }
        }
        Err(e) => OpenedFile {
            saved: None,
            message: fill(
                lang,
                "files.not_loaded_named",
                &[
                    ("name", &name),
                    ("error", &refusals::record_error(lang, &e)),
                ],
            ),
        },
    }
}

// ---------------------------------------------------------------- recent games

/// The finished games kept, newest first.
pub fn recent(folders: &Folders) -> Vec<PathBuf> {
    let mut found: Vec<(String, PathBuf)> = fs::read_dir(folders.recent_dir())
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    (name.starts_with("game-") && name.ends_with(".ron")).then(|| (name, e.path()))
                })
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found.into_iter().rev().map(|(_, p)| p).collect()
}

/// Keeps a finished game with the recent ones (unless the same game is kept already), and
/// removes the oldest beyond [`RECENT_KEPT`]. Returns the file written, if one was. (The
/// window also keeps here an interrupted game the player declined to resume.)
pub fn keep_recent(folders: &Folders, saved: &Saved) -> Result<Option<PathBuf>, RecordError> {
    let text = saved.to_ron();
    let kept = recent(folders);
    if kept
        .iter()
        .any(|p| files::read_text(p).is_ok_and(|t| t == text))
    {
        return Ok(None);
    }
    let dir = folders.recent_dir();
    let stamp = files::timestamp(SystemTime::now());
    // game-STAMP-NNN.ron: the counter keeps names in order within one second.
    let newest_same_second = kept
        .iter()
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?;
            let rest = name.strip_prefix(&format!("game-{stamp}-"))?;
            rest.strip_suffix(".ron")?.parse::<u32>().ok()
        })
        .max();
    let counter = newest_same_second.map_or(0, |c| c + 1);
    let path = dir.join(format!("game-{stamp}-{counter:03}.ron"));
    files::save(&path, saved)?;
    for old in recent(folders).into_iter().skip(RECENT_KEPT) {
        let _ = fs::remove_file(old);
    }
    Ok(Some(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::records::record::{Player, PlayerId};
    use crate::rules::{Rules, Side, legal_moves, play};

    /// Asha against Juma, two moves played; Juma resigns when `over`.
    fn game(over: bool) -> Saved {
        let players = [Player::human("Asha"), Player::computer("Juma", 3)];
        let mut g = SavedGame::new(Rules::KISWAHILI, players, PlayerId::First);
        let mut pos = crate::rules::Position::start(Rules::KISWAHILI);
        for _ in 0..2 {
            let s = play(&pos, &legal_moves(&pos)[0]).unwrap();
            g.record_move(&pos, &s);
            pos = s.position;
        }
        if over {
            g.resign(Side::North);
        }
        Saved::Game(g)
    }

    #[test]
    fn a_described_game_reads_in_the_language_and_names_the_players() {
        for over in [false, true] {
            let g = game(over);
            let en = describe(&g, Lang::English);
            let sw = describe(&g, Lang::Kiswahili);
            assert_ne!(en, sw, "the same in both languages: {en}");
            for text in [&en, &sw] {
                assert!(text.contains("Asha") && text.contains("Juma"), "{text}");
                assert!(text.contains('2'), "the moves are counted: {text}");
            }
            if over {
                assert_eq!(en, "Asha against Juma, 2 turns, Asha won");
            } else {
                assert_eq!(en, "Asha against Juma, 2 turns");
            }
        }
        let info = SlotInfo {
            number: 2,
            path: PathBuf::from("autosave-2.ron"),
            content: Content::Saved(Box::new(game(false))),
            in_use: false,
            modified: None,
        };
        let en = info.describe(Lang::English);
        let sw = info.describe(Lang::Kiswahili);
        assert_eq!(en, "slot 2 (autosave-2.ron): Asha against Juma, 2 turns");
        assert!(sw.contains("autosave-2.ron") && sw.contains("Asha"), "{sw}");
        assert_ne!(en, sw);
    }
}
