//! The player's practice record: every puzzle attempt, from which the puzzle
//! rating (Glicko-2, `skillratings`), its history, the streak and the themed sets' progress
//! are computed; the best score of each kind of trainer round; the practice games won. Kept as
//! RON beside the settings (`practice.ron` in the config directory), with the settings' care:
//! a bounded read, an atomic write, a damaged file kept aside with a message naming what is
//! wrong (and practice goes on with an empty record), two windows merged.
//!
//! The rating: each attempt is one Glicko-2 rating period against the puzzle as the opponent,
//! with the puzzle's rating at the time of the attempt and a small deviation
//! ([`PUZZLE_DEVIATION`]); the player starts at 1500 with a deviation of 350. It is always
//! replayed from the attempts in time order, so two windows' records merge into the rating
//! either would have had with both windows' attempts. A success is a puzzle solved without a
//! miss (see `teach::practice::solving`).

use super::files::{
    Folders, file_name, hold_lock, is_missing, keep_aside, read_text, write_atomic,
};
use super::record::RecordError;
use super::refusals::record_error;
use crate::ai::SplitMix;
use crate::game::teach::practice::puzzles::{Puzzle, Theme};
use crate::game::words::i18n::{Lang, msg};
use crate::rules::{Variant, text};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// The file's name in the config directory.
pub const PRACTICE_FILE: &str = "practice.ron";
/// The version this build writes and reads.
pub const VERSION: u32 = 1;
/// The start: rating 1500, deviation 350 (Glicko-2's own).
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
/// The deviation a puzzle plays with: its rating is taken as well known.
pub const PUZZLE_DEVIATION: f64 = 60.0;
/// Above this deviation the rating is still settling (shown with a `?`, as Lichess does).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The longest puzzle id, trainer key and rating a file may hold.
const MAX_ID: usize = 64;
const MAX_RATING: u32 = 4000;

/// One try at a puzzle, as the record keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// The puzzle's id (`kiswahili-0042`).
    pub puzzle: String,
    /// Solved without a miss.
    pub success: bool,
    /// When, in seconds since the Unix epoch (the caller's clock).
    pub time: u64,
    /// The puzzle's rating then.
    pub rating: u32,
}

/// What the rating replay gives, kept so that asking costs nothing.
#[derive(Clone, Debug, PartialEq)]
struct Derived {
    rating: Glicko2Rating,
    history: Vec<(u64, f64)>,
    streak: u32,
    best_streak: u32,
    /// The puzzles rated already: only the first attempt at a puzzle counts, so a puzzle
    /// solved again (a themed set gone through twice) earns nothing more.
    rated: BTreeSet<String>,
}

impl Default for Derived {
    fn default() -> Derived {
        Derived {
            rating: start(),
            history: Vec::new(),
            streak: 0,
            best_streak: 0,
            rated: BTreeSet::new(),
        }
    }
}

fn start() -> Glicko2Rating {
    Glicko2Rating {
        rating: START_RATING,
        deviation: START_DEVIATION,
        volatility: Glicko2Rating::new().volatility,
    }
}

/// The file as written.
#[derive(Serialize, Deserialize)]
struct File {
    version: u32,
    #[serde(deserialize_with = "capped_attempts")]
    attempts: Vec<Attempt>,
    #[serde(default)]
    best_scores: BTreeMap<String, u32>,
    #[serde(default)]
    games_won: Vec<u64>,
}

/// The most attempts a record keeps: the file is read again after every puzzle, and this
/// many read in well under a second. Past it the oldest go (years of daily practice).
pub const MAX_ATTEMPTS: usize = 20_000;

fn capped_attempts<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Attempt>, D::Error> {
    super::record::capped_seq(d, MAX_ATTEMPTS)
}

/// Why a practice file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeError {
    /// Not a practice record, or a field that is wrong: what the reader found (its words).
    Damaged(String),
    /// Written by a newer Bao.
    Newer { found: u32 },
}

/// The player's practice record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// In time order (then by puzzle id); one attempt per puzzle and second.
    attempts: Vec<Attempt>,
    best_scores: BTreeMap<String, u32>,
    /// When each practice game was won (seconds since the epoch), sorted, once each.
    games_won: Vec<u64>,
    derived: Derived,
}

impl Record {
    /// An empty record: rating 1500, deviation 350.
    pub fn new() -> Record {
        Record::default()
    }

    /// Every attempt, in time order.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// Records a try at `puzzle` at `time` (seconds since the epoch): `success` when it was
    /// solved without a miss. A second attempt at the same puzzle in the same second is the
    /// same attempt (kept once).
    pub fn add(&mut self, puzzle: &Puzzle, success: bool, time: u64) {
        self.add_attempt(Attempt {
            puzzle: puzzle.id.clone(),
            success,
            time,
            rating: puzzle.rating,
        });
    }

    /// As [`Record::add`], with the attempt given whole.
    pub fn add_attempt(&mut self, a: Attempt) {
        if self.has(&a) {
            return;
        }
        let later = self
            .attempts
            .last()
            .is_none_or(|l| (l.time, &l.puzzle) < (a.time, &a.puzzle));
        if later && self.attempts.len() < MAX_ATTEMPTS {
            // The usual case: one more rating period on top.
            rate(&mut self.derived, &a);
            self.attempts.push(a);
        } else {
            self.attempts.push(a);
            self.replay();
        }
    }

    fn has(&self, a: &Attempt) -> bool {
        self.attempts
            .binary_search_by(|x| (x.time, &x.puzzle).cmp(&(a.time, &a.puzzle)))
            .is_ok()
    }

    /// Sorts the attempts, drops the same attempt twice and the oldest beyond
    /// [`MAX_ATTEMPTS`], and computes the rating again.
    fn replay(&mut self) {
        self.attempts
            .sort_by(|x, y| (x.time, &x.puzzle).cmp(&(y.time, &y.puzzle)));
        self.attempts
            .dedup_by(|x, y| (x.time, &x.puzzle) == (y.time, &y.puzzle));
        let over = self.attempts.len().saturating_sub(MAX_ATTEMPTS);
        self.attempts.drain(..over);
        self.derived = Derived::default();
        for a in &self.attempts {
            rate(&mut self.derived, a);
        }
    }

    /// The player's puzzle rating now.
    pub fn rating(&self) -> f64 {
        self.derived.rating.rating
    }

    /// Its deviation (350 at the start, smaller as attempts tell more).
    pub fn deviation(&self) -> f64 {
        self.derived.rating.deviation
    }

    /// Whether the rating is still settling (a deviation over [`PROVISIONAL_DEVIATION`]).
    pub fn provisional(&self) -> bool {
        self.deviation() > PROVISIONAL_DEVIATION
    }

    /// "Puzzle rating: 1562", with a `?` while it is still settling.
    pub fn rating_text(&self, lang: Lang) -> String {
        let key = if self.provisional() {
            "practice.rating_provisional"
        } else {
            "practice.rating"
        };
        msg(lang, key, &[("n", (self.rating().round() as i64).into())])
    }

    /// The rating after each attempt: (time, rating), in time order, for a small graph.
    pub fn history(&self) -> Vec<(u64, f64)> {
        self.derived.history.clone()
    }

    /// (current, best): puzzles solved without a miss in a row, now and at most.
    pub fn streak(&self) -> (u32, u32) {
        (self.derived.streak, self.derived.best_streak)
    }

    /// "3 puzzles solved in a row (best: 7)".
    pub fn streak_text(&self, lang: Lang) -> String {
        let (now, best) = self.streak();
        msg(
            lang,
            "practice.streak",
            &[("count", now.into()), ("n", best.into())],
        )
    }

    /// Whether puzzle `id` was ever solved without a miss.
    pub fn solved(&self, id: &str) -> bool {
        self.attempts.iter().any(|a| a.success && a.puzzle == id)
    }

    /// Whether puzzle `id` was ever tried.
    pub fn tried(&self, id: &str) -> bool {
        self.attempts.iter().any(|a| a.puzzle == id)
    }

    /// (solved, total) of the puzzles of `set` with `theme`.
    pub fn theme_progress(&self, set: &[Puzzle], theme: Theme) -> (usize, usize) {
        let solved = self.solved_ids();
        let with: Vec<&Puzzle> = set.iter().filter(|p| p.themes.contains(&theme)).collect();
        let done = with
            .iter()
            .filter(|p| solved.contains(p.id.as_str()))
            .count();
        (done, with.len())
    }

    /// "4 of 37 solved", for a themed set.
    pub fn theme_progress_text(&self, lang: Lang, set: &[Puzzle], theme: Theme) -> String {
        let (n, of) = self.theme_progress(set, theme);
        msg(
            lang,
            "practice.theme_progress",
            &[("n", n.into()), ("of", of.into())],
        )
    }

    /// The ids of the puzzles ever solved without a miss, read once for a whole set.
    pub fn solved_ids(&self) -> BTreeSet<&str> {
        self.attempts
            .iter()
            .filter(|a| a.success)
            .map(|a| a.puzzle.as_str())
            .collect()
    }

    /// The rated stream's next puzzle: the index in `set` of a puzzle (of `variant`, or of
    /// any game with `None`) near the player's rating, chosen by `seed` among those within
    /// 100 of it, or 200, 400, 800, 1600, then any. Never one already solved while unsolved
    /// ones remain; among the unsolved, never tried ones come before ones failed before, and
    /// the puzzle tried last comes only when it is the only one left. When every puzzle is
    /// solved, one of them again. `None` when the set holds none of `variant`.
    pub fn next_puzzle(
        &self,
        set: &[Puzzle],
        variant: Option<Variant>,
        seed: u64,
    ) -> Option<usize> {
        let solved = self.solved_ids();
        let tried: BTreeSet<&str> = self.attempts.iter().map(|a| a.puzzle.as_str()).collect();
        let last = self.attempts.last().map(|a| a.puzzle.as_str());
        let pool: Vec<usize> = (0..set.len())
            .filter(|&i| variant.is_none_or(|v| set[i].variant() == v))
            .collect();
        let id = |i: usize| set[i].id.as_str();
        let unsolved = |i: &usize| !solved.contains(id(*i));
        let tiers: [Vec<usize>; 4] = [
            pool.iter()
                .copied()
                .filter(|i| unsolved(i) && !tried.contains(id(*i)))
                .collect(),
            pool.iter()
                .copied()
                .filter(|i| unsolved(i) && tried.contains(id(*i)) && Some(id(*i)) != last)
                .collect(),
            pool.iter().copied().filter(unsolved).collect(),
            pool.clone(),
        ];
        let tier = tiers.into_iter().find(|t| !t.is_empty())?;
        let me = self.rating();
        for width in [100.0, 200.0, 400.0, 800.0, 1600.0, f64::INFINITY] {
            let near: Vec<usize> = tier
                .iter()
                .copied()
                .filter(|&i| (set[i].rating as f64 - me).abs() <= width)
                .collect();
            if !near.is_empty() {
                return Some(near[SplitMix(seed).below(near.len())]);
            }
        }
        None
    }

    /// The best score of a kind of trainer round (`None` before the first).
    pub fn best_score(&self, kind: &str) -> Option<u32> {
        self.best_scores.get(kind).copied()
    }

    /// Every kind's best score.
    pub fn best_scores(&self) -> &BTreeMap<String, u32> {
        &self.best_scores
    }

    /// Records a round's score; returns whether it is a new best.
    pub fn score(&mut self, kind: &str, score: u32) -> bool {
        if self.best_score(kind).is_some_and(|b| b >= score) {
            return false;
        }
        self.best_scores.insert(kind.to_string(), score);
        true
    }

    /// Records a practice game won at `time` (seconds since the epoch).
    pub fn won_game(&mut self, time: u64) {
        if let Err(i) = self.games_won.binary_search(&time) {
            self.games_won.insert(i, time);
        }
    }

    /// How many practice games were won.
    pub fn games_won(&self) -> usize {
        self.games_won.len()
    }

    /// The record as the file on disk may have it from another window (`disk`) joined with
    /// this window's (`mine`): the union of the attempts (one per puzzle and second) with the
    /// rating replayed from them in time order, the best scores the higher of each, the games
    /// won the union.
    pub fn merged(disk: &Record, mine: &Record) -> Record {
        let mut out = disk.clone();
        out.attempts.extend(mine.attempts.iter().cloned());
        out.replay();
        for (k, v) in &mine.best_scores {
            out.score(k, *v);
        }
        for t in &mine.games_won {
            out.won_game(*t);
        }
        out
    }

    /// The file's text.
    pub fn to_ron(&self) -> String {
        let file = File {
            version: VERSION,
            attempts: self.attempts.clone(),
            best_scores: self.best_scores.clone(),
            games_won: self.games_won.clone(),
        };
        let mut text = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::new())
            .expect("a practice record serializes");
        text.push('\n');
        text
    }

    /// Reads the file's text; refuses a damaged one, naming what is wrong, and one of a
    /// newer version.
    pub fn from_ron(text: &str) -> Result<Record, PracticeError> {
        #[derive(Deserialize)]
        struct Version {
            version: u32,
        }
        // Read once when it reads; the version alone looked at only when it does not (a
        // newer Bao's file may have fields this one does not know).
        let newer = |text: &str| {
            ron::from_str::<Version>(text)
                .ok()
                .filter(|v| v.version > VERSION)
                .map(|v| PracticeError::Newer { found: v.version })
        };
        let file: File = ron::from_str(text).map_err(|e| {
            if let Some(newer) = newer(text) {
                return newer;
            }
            let field = super::record::field_before(text, e.span.start.line, e.span.start.col)
                .map(|f| format!(" in '{f}'"))
                .unwrap_or_default();
            PracticeError::Damaged(format!(
                "{}{field} (line {}, column {})",
                super::record::ron_code(&e.code),
                e.span.start.line,
                e.span.start.col
            ))
        })?;
        if file.version > VERSION {
            return Err(PracticeError::Newer {
                found: file.version,
            });
        }
        if file.version == 0 {
            return Err(PracticeError::Damaged("version 0 is not a version".into()));
        }
        if file.attempts.len() > MAX_ATTEMPTS {
            return Err(PracticeError::Damaged(format!(
                "attempts: more than {MAX_ATTEMPTS}, the most a record keeps"
            )));
        }
        for (i, a) in file.attempts.iter().enumerate() {
            check_id(&format!("attempts[{i}].puzzle"), &a.puzzle)?;
            if a.rating > MAX_RATING {
                return Err(PracticeError::Damaged(format!(
                    "attempts[{i}].rating: {} is over {MAX_RATING}",
                    a.rating
                )));
            }
        }
        for k in file.best_scores.keys() {
            check_id("best_scores", k)?;
        }
        let mut record = Record {
            attempts: file.attempts,
            best_scores: file.best_scores,
            games_won: file.games_won,
            derived: Derived::default(),
        };
        record.games_won.sort_unstable();
        record.games_won.dedup();
        record.replay();
        Ok(record)
    }
}

/// A theme's line of the puzzle dashboard (as Lichess's): the attempts at puzzles of the
/// theme, how many were solved without a miss, and a performance on the rating's scale.
#[derive(Clone, Debug, PartialEq)]
pub struct ThemeStats {
    pub theme: Theme,
    pub attempts: usize,
    pub solved: usize,
    /// The rating these attempts would show (Elo's performance: the puzzles' mean rating
    /// and 400 for each success over each failure, per attempt), from 0 to [`MAX_RATING`].
    pub performance: f64,
}

impl ThemeStats {
    /// Solved without a miss, in percent.
    pub fn solved_percent(&self) -> f64 {
        100.0 * self.solved as f64 / self.attempts.max(1) as f64
    }
}

/// A theme is compared with the others (strongest, weakest) from this many attempts on.
pub const DASHBOARD_LEAST: usize = 3;

/// The dashboard's comparison: the strongest and the weakest themes (at most `n` each, by
/// performance, among those with [`DASHBOARD_LEAST`] attempts or more); none until two
/// themes can be compared, and a theme never both.
pub fn strongest_and_weakest(stats: &[ThemeStats], n: usize) -> (Vec<Theme>, Vec<Theme>) {
    let mut ranked: Vec<&ThemeStats> = stats
        .iter()
        .filter(|t| t.attempts >= DASHBOARD_LEAST)
        .collect();
    if ranked.len() < 2 {
        return (Vec::new(), Vec::new());
    }
    ranked.sort_by(|a, b| b.performance.total_cmp(&a.performance));
    let take = n.min(ranked.len() / 2);
    let strongest = ranked[..take].iter().map(|t| t.theme).collect();
    let weakest = ranked[ranked.len() - take..]
        .iter()
        .rev()
        .map(|t| t.theme)
        .collect();
    (strongest, weakest)
}

impl Record {
    /// The dashboard per theme of `set`'s puzzles the player tried (every attempt counts,
    /// as on Lichess's dashboard), themes of no attempt left out, in [`Theme::ALL`]'s order.
    pub fn theme_stats(&self, set: &[Puzzle]) -> Vec<ThemeStats> {
        let themes: BTreeMap<&str, &[Theme]> = set
            .iter()
            .map(|p| (p.id.as_str(), p.themes.as_slice()))
            .collect();
        Theme::ALL
            .into_iter()
            .filter_map(|theme| {
                let mine: Vec<&Attempt> = self
                    .attempts
                    .iter()
                    .filter(|a| {
                        themes
                            .get(a.puzzle.as_str())
                            .is_some_and(|t| t.contains(&theme))
                    })
                    .collect();
                if mine.is_empty() {
                    return None;
                }
                let n = mine.len() as f64;
                let solved = mine.iter().filter(|a| a.success).count();
                let mean = mine.iter().map(|a| a.rating as f64).sum::<f64>() / n;
                let margin = 400.0 * (2.0 * solved as f64 - n) / n;
                Some(ThemeStats {
                    theme,
                    attempts: mine.len(),
                    solved,
                    performance: (mean + margin).clamp(0.0, MAX_RATING as f64),
                })
            })
            .collect()
    }
}

/// An id or key of the file: not empty (nor only invisible characters), not too long, no
/// control, format or line separator character.
fn check_id(field: &str, id: &str) -> Result<(), PracticeError> {
    let wrong = if text::blank(id) {
        "is empty".to_string()
    } else if id.chars().count() > MAX_ID {
        format!("is longer than {MAX_ID} characters")
    } else if let Some(what) = text::first_hidden(id) {
        format!("holds {what}")
    } else {
        return Ok(());
    };
    Err(PracticeError::Damaged(format!(
        "{field}: \"{}\" {wrong}",
        text::quoted(id)
    )))
}

/// One rating period: the attempt against the puzzle as the opponent.
fn rate(d: &mut Derived, a: &Attempt) {
    if !d.rated.insert(a.puzzle.clone()) {
        return;
    }
    let puzzle = Glicko2Rating {
        rating: a.rating as f64,
        deviation: PUZZLE_DEVIATION,
        volatility: Glicko2Rating::new().volatility,
    };
    let outcome = if a.success {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    d.rating = glicko2(&d.rating, &puzzle, &outcome, &Glicko2Config::new()).0;
    d.history.push((a.time, d.rating.rating));
    d.streak = if a.success { d.streak + 1 } else { 0 };
    d.best_streak = d.best_streak.max(d.streak);
}

impl Folders {
    pub fn practice_path(&self) -> PathBuf {
        self.config.join(PRACTICE_FILE)
    }

    /// The practice record for the game's start: an empty one when there is no file; an
    /// empty one and a message (in `lang`, naming what is wrong) when the file cannot be
    /// read, which is first kept aside ([`keep_aside`]) so that writing the record later
    /// does not destroy it. A newer Bao's file is left as it is, and the message says that
    /// this window does not record practice. Never fails.
    pub fn open_practice(&self, lang: Lang) -> (Record, Option<String>) {
        let _lock = hold_lock(&self.config, PRACTICE_FILE);
        match self.read_practice(lang) {
            OnDisk::Read(r) => (r, None),
            OnDisk::Missing => (Record::new(), None),
            OnDisk::Newer(message) | OnDisk::Damaged(message) => (Record::new(), Some(message)),
        }
    }

    /// The record on disk, for [`Folders::open_practice`] and the merge: a damaged file is
    /// kept aside (the message names the copy), a newer Bao's is left alone.
    fn read_practice(&self, lang: Lang) -> OnDisk {
        let path = self.practice_path();
        let detail = match read_text(&path) {
            Ok(text) => match Record::from_ron(&text) {
                Ok(r) => return OnDisk::Read(r),
                Err(PracticeError::Newer { found }) => {
                    return OnDisk::Newer(msg(
                        lang,
                        "practice.file.newer",
                        &[
                            ("file", file_name(&path).into()),
                            ("found", found.into()),
                            ("supported", VERSION.into()),
                        ],
                    ));
                }
                Err(PracticeError::Damaged(detail)) => detail,
            },
            Err(e) if is_missing(&e) => return OnDisk::Missing,
            Err(e) => record_error(lang, &e),
        };
        let file = file_name(&path);
        OnDisk::Damaged(match keep_aside(&path) {
            Ok(copy) => msg(
                lang,
                "practice.file.damaged",
                &[
                    ("file", file.into()),
                    ("detail", detail.into()),
                    ("kept", file_name(&copy).into()),
                ],
            ),
            Err(e) => msg(
                lang,
                "practice.file.not_kept",
                &[
                    ("file", file.into()),
                    ("detail", detail.into()),
                    ("error", e.to_string().into()),
                ],
            ),
        })
    }

    /// Writes the record as it is (atomically).
    pub fn save_practice(&self, record: &Record) -> Result<(), RecordError> {
        write_atomic(&self.practice_path(), record.to_ron().as_bytes())
    }

    /// Writes this window's record joined with what another window left on disk
    /// ([`Record::merged`]) and returns the joined record, which the window keeps. A file
    /// that cannot be read now is kept aside first, as at the start (the message is the
    /// second value).
    ///
    /// Read, merge and write happen under a lock (`.practice.lock` beside the file), so that
    /// two windows saving at once never write over each other's attempts. A newer Bao's file
    /// is not written: this window's record is given back as it is, with the message that
    /// practice is not recorded here.
    pub fn save_practice_merged(
        &self,
        mine: &Record,
        lang: Lang,
    ) -> Result<(Record, Option<String>), RecordError> {
        let _lock = hold_lock(&self.config, PRACTICE_FILE)?;
        let (disk, warning) = match self.read_practice(lang) {
            OnDisk::Newer(message) => return Ok((mine.clone(), Some(message))),
            OnDisk::Read(r) => (r, None),
            OnDisk::Missing => (Record::new(), None),
            OnDisk::Damaged(message) => (Record::new(), Some(message)),
        };
        let merged = Record::merged(&disk, mine);
        self.save_practice(&merged)?;
        Ok((merged, warning))
    }
}

/// What [`Folders::read_practice`] found (the messages in the player's language).
enum OnDisk {
    Read(Record),
    Missing,
    /// A newer Bao's file, left as it is.
    Newer(String),
    /// A damaged file, kept aside (or not: the message says).
    Damaged(String),
}
