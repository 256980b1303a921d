//! Mutation fuzzing of every reader, kept in the project. Master records, random
//! records of every rule set, saved games with reviews, matches, settings and interchange
//! positions are mutated by byte, by field (numbers, names, lines copied) and by move, and
//! each case must end in a clean refusal (an error with a message) or an accepted input
//! that round-trips: written back and read again, it is the same.
//!
//! Issue 41 added the practice record (as text and as the window opens and merges it),
//! records with many headers and header comments, games with many notes, byte order marks
//! and invisible characters (format characters, line separators) among the tokens.
//!
//! Each reader gets [`cases`] cases (a few seconds in all). The long campaign, with its
//! figures printed: `BAO_FUZZ_CASES=100000 cargo test --profile ci --no-default-features
//! --test fuzz -- --nocapture`; `BAO_FUZZ_SEED=N` makes it an independent run (other seeds).

use bao::ai::{self, Limits};
use bao::cli::{SplitMix, random_game};
use bao::game::records::files::{self, Folders};
use bao::game::records::persist;
use bao::game::records::ratings::{self, Attempt, PracticeError, Record};
use bao::game::records::record::{Player, PlayerId, Saved, SavedGame, SavedMatch};
use bao::game::records::settings::Settings;
use bao::game::teach::coach::review::{CURVE, GameReview, review_from_scores};
use bao::game::words::i18n::Lang;
use bao::rules::{Rules, position_from_json_text, position_to_json};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Instant;

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/games");

/// Cases per reader: `BAO_FUZZ_CASES`, else enough for a few seconds in a debug build.
fn cases(default: u32) -> u32 {
    std::env::var("BAO_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One mutation: what to do, where (a fraction of the text's length), and with what.
#[derive(Clone, Debug)]
struct Op {
    kind: u8,
    at: u32,
    with: u32,
}

/// Values a mutated number takes: the edges of the types and of the game's ranges.
const NUMBERS: [&str; 18] = [
    "0",
    "1",
    "-1",
    "2",
    "3",
    "6",
    "9",
    "255",
    "256",
    "999",
    "1001",
    "65535",
    "29999",
    "30001",
    "-30001",
    "2147483647",
    "-2147483648",
    "18446744073709551616",
];

/// Tokens a mutated field or move takes: moves right and wrong, marks, the record's own
/// header names, RON and JSON punctuation, control characters.
const TOKENS: [&str; 39] = [
    "A6L*",
    "a6R",
    "A5R>",
    "a5R#",
    "A6L*###",
    "A9L",
    "Z9Q",
    "#",
    "**",
    "south-level: 9;",
    "north-level: 3;",
    "winner: South;",
    "variant: kete;",
    "rules: tournament;",
    "south: \u{1b}[2J;",
    "(\"south-level\", \"3\")",
    "Some(2)",
    "None",
    "Best",
    "Blunder",
    "Computer(level: 9)",
    "\u{1b}]0;x\u{7}",
    "\"\"",
    "(",
    ")",
    "[",
    "]",
    ",",
    ";",
    ":",
    "\n",
    "\"to_move\":\"N\",",
    "{}",
    "null",
    "\u{202e}",
    "\u{200b}",
    "\u{2028}",
    "\u{feff}",
    "\u{2066}x\u{2069}",
];

fn ops() -> impl Strategy<Value = Vec<Op>> {
    prop::collection::vec(
        (0u8..7, any::<u32>(), any::<u32>()).prop_map(|(kind, at, with)| Op { kind, at, with }),
        1..4,
    )
}

/// A char boundary near `at` (a fraction of `len`).
fn place(text: &str, at: u32) -> usize {
    let mut i = (at as usize) % (text.len() + 1);
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The span of the token (letters, digits, `-`, `*`, `#`, `>`) around `i`.
fn token_at(text: &str, i: usize) -> (usize, usize) {
    let b = text.as_bytes();
    let is_tok = |c: u8| c.is_ascii_alphanumeric() || b"-*#>_".contains(&c);
    let (mut s, mut e) = (i, i);
    while s > 0 && is_tok(b[s - 1]) {
        s -= 1;
    }
    while e < b.len() && is_tok(b[e]) {
        e += 1;
    }
    (s, e)
}

/// Applies the mutations: a byte changed, inserted or deleted; a number or a token
/// replaced; a line copied elsewhere (duplicate headers and fields); a stretch cut out.
fn mutate(text: &str, ops: &[Op]) -> String {
    let mut t = text.to_string();
    for op in ops {
        let i = place(&t, op.at);
        match op.kind {
            0 => {
                let mut bytes = t.into_bytes();
                if i < bytes.len() {
                    bytes[i] ^= 1 << (op.with % 8);
                }
                t = String::from_utf8_lossy(&bytes).into_owned();
            }
            1 => t.insert(i, char::from_u32(op.with % 0x80).unwrap_or('x')),
            2 => {
                let end = place(&t, (i as u32).saturating_add(op.with % 8));
                if end > i {
                    t.replace_range(i..end, "");
                }
            }
            3 => {
                let (s, e) = token_at(&t, i);
                t.replace_range(s..e, NUMBERS[op.with as usize % NUMBERS.len()]);
            }
            4 => {
                let (s, e) = token_at(&t, i);
                t.replace_range(s..e, TOKENS[op.with as usize % TOKENS.len()]);
            }
            5 => {
                let lines: Vec<&str> = t.lines().collect();
                if !lines.is_empty() {
                    let line = lines[op.with as usize % lines.len()].to_string();
                    let at = t[..i].rfind('\n').map_or(0, |n| n + 1);
                    t.insert_str(at, &format!("{line}\n"));
                }
            }
            _ => {
                let end = place(&t, (i as u32).saturating_add(op.with % 200));
                if end > i {
                    t.replace_range(i..end, "");
                }
            }
        }
    }
    t
}

/// The master records and seeded random records of every rule set.
fn records() -> &'static Vec<String> {
    static R: OnceLock<Vec<String>> = OnceLock::new();
    R.get_or_init(|| {
        let mut out: Vec<String> = std::fs::read_dir(GAMES)
            .expect("the master games")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "bao"))
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .collect();
        out.sort();
        let mut rng = SplitMix(32);
        for rules in [
            Rules::KISWAHILI,
            Rules::TOURNAMENT,
            Rules::KETE,
            Rules::KUJIFUNZA,
        ] {
            for _ in 0..3 {
                out.push(random_saved(rules, &mut rng).to_bao());
            }
        }
        // Many headers (past the limit of 1024), comments after headers' `;`, a byte order
        // mark, a reason.
        let short = out[0].clone();
        let many: String = (0..1030).map(|i| format!("h{i}: v{i};\n")).collect();
        out.push(format!("{many}{short}"));
        out.push(format!("title: T; (pg 1)\nplace: P; a comment\n{short}"));
        out.push(format!("\u{feff}{short}"));
        out.push(format!("winner: North;\nreason: resignation;\n{}", short));
        out
    })
}

/// A random game of `rules` between a person and the computer, as saved.
fn random_saved(rules: Rules, rng: &mut SplitMix) -> SavedGame {
    let (moves, _) = random_game(rules, rng, &mut Vec::new());
    let players = [Player::human("Asha"), Player::computer("Juma", 3)];
    let mut g = SavedGame::from_history(rules, players, PlayerId::First, &moves);
    g.title = Some("Fuzz".into());
    g.notes = vec![("place".into(), "Zanzibar".into())];
    g
}

/// Saved games with a review of their first moves (a shallow search: the review's shape,
/// not its strength, is what the readers check), and a saved match.
fn saved_files() -> &'static Vec<String> {
    static S: OnceLock<Vec<String>> = OnceLock::new();
    S.get_or_init(|| {
        let cancel = AtomicBool::new(false);
        let mut out = Vec::new();
        for text in records().iter().take(3) {
            let mut g = SavedGame::from_bao(text).expect("a master record");
            let replay = g.replay().unwrap();
            let moves = replay
                .iter()
                .take(8)
                .map(|(before, played)| {
                    let scores = ai::score_moves(before, &Limits::depth(2), &cancel);
                    review_from_scores(&CURVE, before, played, &scores)
                })
                .collect();
            g.review = Some(GameReview { ms: 50, moves });
            out.push(g.to_ron());
        }
        out.push(a_match().to_ron());
        // Many notes (past the limit of 1000) and a byte order mark.
        let mut g = SavedGame::from_bao(&records()[0]).expect("a master record");
        g.notes = (0..1005)
            .map(|i| (format!("n{i}"), format!("v{i}")))
            .collect();
        out.push(g.to_ron());
        out.push(format!("\u{feff}{}", out[0]));
        out
    })
}

/// Practice records: attempts, best scores, games won; one of a newer Bao; one with a byte
/// order mark.
fn practice_files() -> Vec<String> {
    let mut r = Record::new();
    for i in 0..12u64 {
        r.add_attempt(Attempt {
            puzzle: format!("kiswahili-{i:04}"),
            success: i % 3 != 0,
            time: 1_000 + i * 60,
            rating: 1200 + (i as u32 * 97) % 900,
        });
    }
    r.score("end-pit", 14);
    r.score("faces", 8);
    r.won_game(5_000);
    let full = r.to_ron();
    let newer = full.replacen("version: 1", "version: 2", 1);
    vec![full.clone(), newer, format!("\u{feff}{full}")]
}

/// A best-of-three match of random games, two of them played (the third begun).
fn a_match() -> SavedMatch {
    let players = [Player::human("Asha"), Player::computer("Juma", 2)];
    let mut m = SavedMatch::new(Rules::KETE, players);
    let mut rng = SplitMix(7);
    while m.games.len() < 2 {
        let south = m.games.last().unwrap().south;
        let (moves, _) = random_game(Rules::KETE, &mut rng, &mut Vec::new());
        let g = m.current_mut().unwrap();
        *g = SavedGame {
            match_game: g.match_game,
            ..SavedGame::from_history(Rules::KETE, g.players.clone(), south, &moves)
        };
        if !m.games.last().unwrap().is_over() {
            m.games.last_mut().unwrap().resign(bao::rules::Side::South);
        }
        m.next_game();
    }
    m
}

/// Interchange positions of random games of every rule set.
fn positions() -> &'static Vec<String> {
    static P: OnceLock<Vec<String>> = OnceLock::new();
    P.get_or_init(|| {
        let mut rng = SplitMix(5);
        let mut out = Vec::new();
        for rules in [
            Rules::KISWAHILI,
            Rules::TOURNAMENT,
            Rules::KETE,
            Rules::KUJIFUNZA,
        ] {
            let (moves, _) = random_game(rules, &mut rng, &mut Vec::new());
            for (p, _) in moves.iter().step_by(7) {
                out.push(position_to_json(p).to_string());
            }
        }
        out
    })
}

/// A settings file with every field, and one with unknown fields of a newer Bao.
fn settings_files() -> Vec<String> {
    let mut s = Settings::default();
    s.lessons_done = vec!["sowing".into(), "capture".into()];
    let full = s.to_ron();
    let newer = full.replacen("(\n", "(\n    future_field: Some((a: 1)),\n", 1);
    let bom = format!("\u{feff}{full}");
    vec![full, newer, bom]
}

/// Runs `check` on `n` mutated cases of the seeds `corpus` and reports the figures.
/// `check` answers whether the case was accepted (and round-tripped) or cleanly refused.
fn campaign(name: &str, corpus: &[String], n: u32, check: impl Fn(&str) -> Result<bool, String>) {
    let accepted = AtomicU32::new(0);
    let t = Instant::now();
    let config = Config {
        cases: n,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        proptest::test_runner::TestRng::from_seed(
            proptest::test_runner::RngAlgorithm::ChaCha,
            &seed(name),
        ),
    );
    let strategy = (0..corpus.len(), ops());
    let result = runner.run(&strategy, |(i, ops)| {
        let text = mutate(&corpus[i], &ops);
        let ok =
            check(&text).map_err(|e| TestCaseError::fail(format!("{e}\n--- input ---\n{text}")))?;
        accepted.fetch_add(u32::from(ok), Ordering::Relaxed);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
    eprintln!(
        "fuzz {name}: {n} cases ({} accepted and round-tripped, the rest refused), {:.1} s, \
         no defect",
        accepted.load(Ordering::Relaxed),
        t.elapsed().as_secs_f64()
    );
}

/// The seed of a campaign: its name, and `BAO_FUZZ_SEED` for an independent run.
fn seed(name: &str) -> [u8; 32] {
    let extra: u64 = std::env::var("BAO_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut rng = SplitMix(
        name.bytes()
            .fold(extra ^ 0x9E37_79B9, |h, b| h.wrapping_mul(31) ^ b as u64),
    );
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    out
}

/// A refusal must say something.
fn refused(e: impl std::fmt::Display) -> Result<bool, String> {
    let m = e.to_string();
    if m.trim().is_empty() {
        Err("a refusal without a message".into())
    } else {
        Ok(false)
    }
}

/// A game accepted from a record: it replays, restores in the window's way, saves and
/// reads back the same, and exports to a record that imports back the same.
fn game_round_trips(g: &SavedGame) -> Result<(), String> {
    g.replay()
        .map_err(|e| format!("accepted but does not replay: {e}"))?;
    let saved = Saved::Game(g.clone());
    persist::restore(&saved).map_err(|e| format!("accepted but does not restore: {e}"))?;
    let again = SavedGame::from_ron(&g.to_ron()).map_err(|e| format!("saved, refused: {e}"))?;
    if again != *g {
        return Err("saved and read back, not the same".into());
    }
    let exported =
        SavedGame::from_bao(&g.to_bao()).map_err(|e| format!("exported, refused: {e}"))?;
    if (&exported.moves, exported.result) != (&g.moves, g.result)
        || exported.players.map(|p| p.control) != g.players.clone().map(|p| p.control)
    {
        return Err(format!(
            "exported and imported, not the same:\n{}",
            g.to_bao()
        ));
    }
    Ok(())
}

fn check_record(text: &str) -> Result<bool, String> {
    let accepted = match SavedGame::from_bao(text) {
        Ok(g) => game_round_trips(&g).map(|()| true)?,
        Err(e) => refused(e)?,
    };
    match SavedGame::from_bao_salvaged(text) {
        Ok((g, _)) => game_round_trips(&g)?,
        Err(e) => _ = refused(e)?,
    }
    Ok(accepted)
}

fn check_saved(text: &str) -> Result<bool, String> {
    let accepted = match Saved::from_ron(text) {
        Ok(s) => {
            persist::restore(&s).map_err(|e| format!("accepted but does not restore: {e}"))?;
            let again = Saved::from_ron(&s.to_ron()).map_err(|e| format!("saved, refused: {e}"))?;
            if again != s {
                return Err("saved and read back, not the same".into());
            }
            if let Saved::Game(g) = &s {
                game_round_trips(&SavedGame {
                    review: None,
                    ..g.clone()
                })?;
            }
            true
        }
        Err(e) => refused(e)?,
    };
    // The window's keep-aside salvage: what it keeps must read.
    if let Some((s, why)) = Saved::salvage_ron(text) {
        refused(why)?;
        Saved::from_ron(&s.to_ron()).map_err(|e| format!("salvaged, refused: {e}"))?;
    }
    Ok(accepted)
}

fn check_position(text: &str) -> Result<bool, String> {
    match position_from_json_text(text) {
        Ok(p) => {
            let back = position_from_json_text(&position_to_json(&p).to_string())
                .map_err(|e| format!("written back, refused: {e}"))?;
            if back != p {
                return Err("written back, not the same".into());
            }
            Ok(true)
        }
        Err(e) => refused(e),
    }
}

fn check_settings(text: &str) -> Result<bool, String> {
    match Settings::parse(text) {
        Ok((s, _)) => {
            let (again, _) =
                Settings::parse(&s.to_ron()).map_err(|e| format!("written back, refused: {e}"))?;
            if again != s {
                return Err(format!("written back, not the same:\n{}", s.to_ron()));
            }
            Ok(true)
        }
        Err(e) => refused(e),
    }
}

fn check_practice(text: &str) -> Result<bool, String> {
    match Record::from_ron(text) {
        Ok(r) => {
            let again = Record::from_ron(&r.to_ron())
                .map_err(|e| format!("written back, refused: {e:?}"))?;
            if again != r {
                return Err(format!("written back, not the same:\n{}", r.to_ron()));
            }
            Ok(true)
        }
        Err(PracticeError::Damaged(why)) => refused(why),
        Err(PracticeError::Newer { found }) if found > ratings::VERSION => Ok(false),
        Err(e) => Err(format!("{e:?} for a version this one reads")),
    }
}

#[test]
fn mutated_records_are_refused_or_round_trip() {
    campaign("records", records(), cases(3000), check_record);
}

#[test]
fn mutated_saved_games_and_matches_are_refused_or_round_trip() {
    campaign("saved games", saved_files(), cases(2000), check_saved);
}

#[test]
fn mutated_positions_are_refused_or_round_trip() {
    campaign("positions", positions(), cases(5000), check_position);
}

#[test]
fn mutated_practice_records_are_refused_or_round_trip() {
    campaign("practice", &practice_files(), cases(3000), check_practice);
}

/// The practice record as the window opens and saves it ([`Folders::open_practice`],
/// [`Folders::save_practice_merged`]): a damaged file is kept aside byte for byte, a newer
/// Bao's is left byte for byte (and the save does not write), a readable one is merged with
/// the window's attempt into the union of both.
#[test]
fn mutated_practice_files_open_and_merge_as_the_window_does() {
    let dir = std::env::temp_dir().join(format!("bao-fuzz-practice-{}", std::process::id()));
    let folders = Folders::at(&dir);
    let mine = {
        let mut r = Record::new();
        r.add_attempt(Attempt {
            puzzle: "kete-0007".into(),
            success: true,
            time: 9_999,
            rating: 1500,
        });
        r
    };
    campaign("practice files", &practice_files(), cases(200), |text| {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = folders.practice_path();
        std::fs::write(&path, text).unwrap();
        let read = Record::from_ron(text.strip_prefix('\u{feff}').unwrap_or(text));
        let (opened, note) = folders.open_practice(Lang::English);
        let (merged, _) = folders
            .save_practice_merged(&mine, Lang::English)
            .map_err(|e| e.to_string())?;
        let kept = files::kept_aside(&path);
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        match read {
            Ok(r) => {
                if (opened, note) != (r.clone(), None) || !kept.is_empty() {
                    return Err("a readable record not read as it is".into());
                }
                if merged != Record::merged(&r, &mine) || Record::from_ron(&on_disk) != Ok(merged) {
                    return Err("not merged into the union".into());
                }
                Ok(true)
            }
            Err(PracticeError::Newer { .. }) => {
                if on_disk != text || !kept.is_empty() || merged != mine {
                    return Err("a newer record was touched".into());
                }
                Ok(false)
            }
            Err(PracticeError::Damaged(_)) => {
                if kept.len() != 1 || std::fs::read_to_string(&kept[0]).unwrap() != text {
                    return Err("a damaged record not kept aside as it was".into());
                }
                if note.is_none() || opened != Record::new() || merged != mine {
                    return Err("a damaged record not replaced by the window's".into());
                }
                Ok(false)
            }
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn mutated_settings_are_refused_or_round_trip() {
    campaign("settings", &settings_files(), cases(5000), check_settings);
}

/// The settings as the window opens them ([`Folders::open_settings`]): a damaged file is
/// kept aside, the game starts with the defaults and says so; the next start is quiet.
#[test]
fn mutated_settings_files_open_as_the_window_opens_them() {
    let dir = std::env::temp_dir().join(format!("bao-fuzz-settings-{}", std::process::id()));
    let folders = Folders::at(&dir);
    let corpus = settings_files();
    campaign("settings files", &corpus, cases(400), |text| {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(folders.settings_path(), text).unwrap();
        let (settings, warning) = folders.open_settings();
        let kept = files::kept_aside(&folders.settings_path());
        // The file's reader skips one byte order mark.
        let (raw, text) = (text, text.strip_prefix('\u{feff}').unwrap_or(text));
        match (Settings::parse(text), &warning) {
            (Err(_), Some(w)) if w.contains("kept as") && kept.len() == 1 => {
                if settings != Settings::default() {
                    return Err("a damaged file, but not the defaults".into());
                }
                if std::fs::read_to_string(&kept[0]).unwrap() != raw {
                    return Err("the kept copy is not the file".into());
                }
            }
            (Err(e), _) => return Err(format!("damaged ({e}) but not kept aside: {warning:?}")),
            (Ok((s, _)), _) if s != settings => return Err("not the settings read".into()),
            (Ok(_), _) => {}
        }
        let accepted = Settings::parse(text).is_ok();
        folders
            .save_settings(&settings)
            .map_err(|e| e.to_string())?;
        // Saved, it opens as it was (a newer Bao's fields still named, nothing kept aside).
        match folders.open_settings() {
            (s, w) if s == settings && !w.as_ref().is_some_and(|w| w.contains("kept as")) => {
                Ok(accepted)
            }
            other => Err(format!("saved, then opened as {other:?}")),
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// Raw bytes through the window's open path ([`files::read_game_file`]): any byte, any
/// length, as `.bao` and as `.ron`.
#[test]
fn mutated_files_open_or_are_refused_as_the_window_opens_them() {
    let dir = std::env::temp_dir().join(format!("bao-fuzz-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut corpus: Vec<String> = records().iter().take(4).cloned().collect();
    corpus.extend(saved_files().iter().cloned());
    campaign("window files", &corpus, cases(1000), |text| {
        let ext = if text.trim_start().starts_with('(') {
            "ron"
        } else {
            "bao"
        };
        let path = dir.join(format!("g.{ext}"));
        std::fs::write(&path, text).unwrap();
        match files::read_game_file(&path) {
            Ok(_) => Ok(true),
            Err(e) => refused(e),
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}
