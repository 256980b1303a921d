//! Saved games, matches, settings, files and the record commands.

use bao::cli::{SplitMix, random_game};
use bao::game::play::replay::replay_record;
use bao::game::records::files::{self, Folders, write_atomic};
use bao::game::records::icon;
use bao::game::records::record::{
    Control, EndReason, GameResult, Player, PlayerId, RecordError, Saved, SavedGame, SavedMatch,
};
use bao::game::records::settings::{AnimationSpeed, MatchLength, Settings};
use bao::rules::{Position, Preset, Rules, Side, Successor, Variant, successors, write_move};
use std::path::{Path, PathBuf};
use std::process::Command;

// ---------------------------------------------------------------- helpers

/// A fresh directory for one test (tests run in parallel; each gets its own).
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-records-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn games_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/games");
    assert!(
        dir.is_dir(),
        "the master games are missing: expected them in {} (shared/games beside the repository)",
        dir.display()
    );
    dir
}

fn shared_games() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(games_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bao"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    assert!(
        out.len() >= 11,
        "expected the 11 records of shared/games, found {}",
        out.len()
    );
    out
}

fn players() -> [Player; 2] {
    [Player::human("Asha"), Player::computer("Bingwa", 5)]
}

/// A game of `plies` random moves (fewer if it ends first), recorded as the GUI would.
fn random_saved(rules: Rules, seed: u64, plies: usize) -> (SavedGame, Position) {
    let mut game = SavedGame::new(rules, players(), PlayerId::Second);
    let mut rng = SplitMix(seed);
    let mut pos = Position::start(rules);
    for _ in 0..plies {
        let all = successors(&pos);
        if all.is_empty() || game.is_over() {
            break;
        }
        let s = all[rng.below(all.len())];
        game.record_move(&pos, &s);
        pos = s.position;
    }
    (game, pos)
}

fn legal_texts(pos: &Position) -> Vec<String> {
    successors(pos).iter().map(|s| write_move(pos, s)).collect()
}

fn expect_err<T: std::fmt::Debug>(r: Result<T, RecordError>) -> RecordError {
    match r {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e,
    }
}

// ---------------------------------------------------------------- the master games

#[test]
fn every_shared_game_imports_replays_and_round_trips() {
    for (name, text) in shared_games() {
        let game = SavedGame::from_bao(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let replay = game.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        // The same end as the command line's replay of the record.
        let end = replay_record(&text, |_, _, _, _| {}).unwrap();
        let last = replay.last().map(|(_, s)| s.position).unwrap();
        assert_eq!(last, end, "{name}: final position");
        let record_moves = bao::rules::parse_record(&text).unwrap().moves.len();
        assert_eq!(game.moves.len(), record_moves, "{name}: move count");
        assert!(game.result.is_some(), "{name}: every record has a winner");

        // RON and .bao both give the game back exactly.
        let again = SavedGame::from_ron(&game.to_ron()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(again, game, "{name}: RON round trip");
        let again = SavedGame::from_bao(&game.to_bao()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(again, game, "{name}: .bao round trip");
    }
}

#[test]
fn shared_game_headers_and_results() {
    let games: Vec<(String, SavedGame)> = shared_games()
        .into_iter()
        .map(|(n, t)| (n, SavedGame::from_bao(&t).unwrap()))
        .collect();
    let get = |name: &str| &games.iter().find(|(n, _)| n == name).unwrap().1;

    let v1 = get("voogt-1.bao");
    assert_eq!(v1.player(Side::South).name, "Omar");
    assert_eq!(v1.player(Side::North).name, "Majaliwa");
    assert_eq!(v1.date.as_deref(), Some("11-10-94"));
    assert_eq!(v1.title.as_deref(), Some("Voogt-1"));
    assert!(v1.notes.contains(&("place".into(), "Zanzibar".into())));

    // endless.bao: the last move would sow forever but wins first.
    let endless = get("endless.bao");
    assert_eq!(
        endless.result,
        Some(GameResult {
            winner: Side::South,
            reason: EndReason::BaoHamna
        })
    );
    // The 26-move excerpt does not end by the rules: North's win reads as a resignation.
    let excerpt = get("ramadhan-kijumbe-1994.bao");
    assert_eq!(excerpt.preset, Preset::Tournament);
    assert_eq!(
        excerpt.result,
        Some(GameResult {
            winner: Side::North,
            reason: EndReason::Resignation
        })
    );
}

#[test]
fn bao_import_refuses_bad_records() {
    let e = expect_err(SavedGame::from_bao(
        "winner: South;\n1: A6L* a6R;\n2: A4R a9R;\n",
    ));
    assert!(
        matches!(
            e,
            RecordError::IllegalMove {
                number: 2,
                side: Side::North,
                ..
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("move 2 of North"), "{e}");

    // The winner header must agree with a game the moves end.
    let short1 = std::fs::read_to_string(games_dir().join("short1.bao")).unwrap();
    let e = expect_err(SavedGame::from_bao(
        &short1.replace("winner: north", "winner: south"),
    ));
    assert!(e.to_string().starts_with("winner:"), "{e}");

    // A move after the end.
    let e = expect_err(SavedGame::from_bao(
        &short1.replace("3: A5R> a5R;", "3: A5R> a5R;\n4: A6L;"),
    ));
    assert!(e.to_string().contains("already over"), "{e}");

    let e = expect_err(SavedGame::from_bao("south-level: 9;\n1: A6L*;\n"));
    assert!(e.to_string().starts_with("south-level:"), "{e}");
    let e = expect_err(SavedGame::from_bao("this is not a record\n"));
    assert!(matches!(e, RecordError::Corrupt(..)), "{e}");
}

// ---------------------------------------------------------------- saved games

#[test]
fn saved_game_round_trip_keeps_everything() {
    for (i, rules) in [Rules::KISWAHILI, Rules::TOURNAMENT, Rules::KETE]
        .into_iter()
        .enumerate()
    {
        let (mut game, pos) = random_saved(rules, 7 + i as u64, 25);
        game.title = Some("Evening game".into());
        game.date = Some("2026-11-29".into());
        let text = game.to_ron();
        assert!(text.contains("format: \"bao-game\""), "{text}");
        let back = SavedGame::from_ron(&text).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.position().unwrap(), pos);
        assert_eq!(back.player(Side::South).name, "Bingwa");
        assert_eq!(back.player_id(Side::North), PlayerId::First);
        assert_eq!(
            back.player(Side::South).control.level().unwrap().number(),
            5
        );
        // The replay is the game as played, position by position.
        let replay = back.replay().unwrap();
        assert_eq!(replay.len(), game.moves.len());
        for (k, (before, s)) in replay.iter().enumerate() {
            assert_eq!(write_move(before, s), game.moves[k]);
        }
    }
}

#[test]
fn finished_games_carry_their_result() {
    let mut rng = SplitMix(99);
    let mut buf: Vec<Successor> = Vec::new();
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        let (moves, outcome) = random_game(rules, &mut rng, &mut buf);
        let game = SavedGame::from_history(rules, players(), PlayerId::First, &moves);
        let o = outcome.expect("random games end");
        assert_eq!(
            game.result,
            Some(GameResult {
                winner: o.winner,
                reason: o.reason.into()
            })
        );
        let back = SavedGame::from_ron(&game.to_ron()).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.replay().unwrap(), moves);
        assert!(back.is_over());
        assert_eq!(back.winner(), Some(back.player_id(o.winner)));

        // A result contradicting the moves is refused...
        let mut wrong = game.clone();
        wrong.result = Some(GameResult {
            winner: o.winner.opponent(),
            reason: o.reason.into(),
        });
        let e = expect_err(SavedGame::from_ron(&wrong.to_ron()));
        assert!(e.to_string().starts_with("result:"), "{e}");
        // ...and so is a resignation after the game ended.
        wrong.result = Some(GameResult {
            winner: o.winner,
            reason: EndReason::Resignation,
        });
        assert!(SavedGame::from_ron(&wrong.to_ron()).is_err());
    }
}

#[test]
fn resignation_and_unfinished_games() {
    let (mut game, _) = random_saved(Rules::KISWAHILI, 3, 10);
    assert!(!game.is_over());
    assert_eq!(SavedGame::from_ron(&game.to_ron()).unwrap(), game);
    game.resign(Side::South);
    assert_eq!(game.winner(), Some(game.player_id(Side::North)));
    assert_eq!(SavedGame::from_ron(&game.to_ron()).unwrap(), game);
    // A rules ending the moves do not reach is refused.
    game.result = Some(GameResult {
        winner: Side::North,
        reason: EndReason::BaoHamna,
    });
    let e = expect_err(SavedGame::from_ron(&game.to_ron()));
    assert!(e.to_string().contains("goes on"), "{e}");
}

fn sample_text() -> String {
    random_saved(Rules::KISWAHILI, 11, 12).0.to_ron()
}

#[test]
fn corrupt_and_truncated_files_are_refused() {
    let text = sample_text();
    for cut in [text.len() / 3, text.len() / 2, text.len() - 3] {
        let e = expect_err(SavedGame::from_ron(&text[..cut]));
        assert!(matches!(e, RecordError::Corrupt(..)), "cut at {cut}: {e}");
        assert!(e.to_string().contains("line"), "{e}");
    }
    let e = expect_err(SavedGame::from_ron(&text[..text.len() / 2]));
    assert!(e.to_string().contains("ends too early"), "{e}");
    for junk in [
        "",
        "   \n",
        "(((",
        "\u{1}\u{2}garbage",
        "(format: \"bao-game\" version: 1)",
    ] {
        let e = expect_err(SavedGame::from_ron(junk));
        assert!(matches!(e, RecordError::Corrupt(..)), "{junk:?}: {e}");
    }
    // A file of bytes that are not text.
    let dir = temp_dir("binary");
    let path = dir.join("x.ron");
    std::fs::write(&path, [0xff, 0xfe, 0x00, 0x28]).unwrap();
    assert!(matches!(
        files::load_game(&path),
        Err(RecordError::Corrupt(..))
    ));
    let e = expect_err(files::load_game(&dir.join("missing.ron")));
    assert!(matches!(e, RecordError::Io { .. }), "{e}");
}

#[test]
fn foreign_files_are_refused() {
    for (text, says) in [
        ("(name: \"a theme\", colour: 3)", "no 'format'"),
        ("(format: \"other-app\", version: 1)", "other-app"),
        ("[1, 2, 3]", "not a struct"),
        ("42", "not a struct"),
        ("(format: 7, version: 1)", "format"),
    ] {
        let e = expect_err(SavedGame::from_ron(text));
        assert!(matches!(e, RecordError::Foreign(..)), "{text}: {e}");
        assert!(e.to_string().contains(says), "{text}: {e}");
    }
    // Ours, but the other kind.
    let m = SavedMatch::new(Rules::KISWAHILI, players());
    let e = expect_err(SavedGame::from_ron(&m.to_ron()));
    assert!(e.to_string().contains("saved match"), "{e}");
    let e = expect_err(SavedMatch::from_ron(&sample_text()));
    assert!(e.to_string().contains("single saved game"), "{e}");
    // Either kind through Saved.
    assert!(matches!(Saved::from_ron(&m.to_ron()), Ok(Saved::Match(_))));
    assert!(matches!(
        Saved::from_ron(&sample_text()),
        Ok(Saved::Game(_))
    ));
}

#[test]
fn future_versions_are_refused() {
    let text = sample_text().replace("version: 1,", "version: 2,");
    let e = expect_err(SavedGame::from_ron(&text));
    assert_eq!(
        e,
        RecordError::FutureVersion {
            found: 2,
            supported: 1
        }
    );
    assert!(e.to_string().contains("version 2"), "{e}");
    // Even when the rest would not read with this version's fields.
    let text = "(format: \"bao-match\", version: 9, rounds: [])";
    assert!(matches!(
        SavedMatch::from_ron(text),
        Err(RecordError::FutureVersion { found: 9, .. })
    ));
    let e = expect_err(SavedGame::from_ron(
        &sample_text().replace("version: 1,", "version: 0,"),
    ));
    assert!(e.to_string().starts_with("version:"), "{e}");
    let e = expect_err(SavedGame::from_ron(
        &sample_text().replace("version: 1,", "version: \"one\","),
    ));
    assert!(e.to_string().starts_with("version:"), "{e}");
}

#[test]
fn bad_fields_are_named() {
    let text = sample_text();
    let cases: Vec<(String, &str)> = vec![
        (text.replace("south: Second,", "south: Third,"), "south"),
        (text.replace("south: Second,", "south: 3,"), "south"),
        (text.replace("south: Second,", ""), "south"),
        (
            text.replace("variant: Kiswahili,", "variant: Kiswahili, colour: 3,"),
            "colour",
        ),
        (text.replace("level: 5", "level: 7"), "players[1].control"),
        (
            text.replace("name: \"Asha\"", "name: \"  \""),
            "players[0].name",
        ),
        (
            text.replace("preset: MancalaWorld", "preset: Tournament")
                .replace("Kiswahili", "Kete"),
            "preset",
        ),
        (
            text.replace("match_game: None", "match_game: Some(4)"),
            "match_game",
        ),
    ];
    for (bad, field) in cases {
        assert_ne!(bad, text, "the case for '{field}' changed nothing");
        let e = expect_err(SavedGame::from_ron(&bad));
        assert!(
            e.to_string().contains(field),
            "expected the message to name '{field}': {e}"
        );
    }
}

#[test]
fn illegal_moves_are_refused_by_number() {
    let (game, _) = random_saved(Rules::KISWAHILI, 5, 12);
    // Move 3 of North is ply 5. Replace it with a move that is not legal there.
    let mut bad = game.clone();
    bad.moves[5] = "B8R".into();
    let e = expect_err(SavedGame::from_ron(&bad.to_ron()));
    assert!(
        matches!(&e, RecordError::IllegalMove { number: 3, side: Side::North, text, .. } if text == "B8R"),
        "{e}"
    );
    assert!(e.to_string().starts_with("move 3 of North ('B8R')"), "{e}");
    // Nonsense text.
    bad.moves[5] = "hello".into();
    let e = expect_err(bad.replay());
    assert!(e.to_string().starts_with("move 3 of North"), "{e}");
    // A takasa mark on a capture, or none on a takasa.
    let mut bad = game.clone();
    let first = bad.moves[0].clone();
    bad.moves[0] = match first.strip_suffix('*') {
        Some(unmarked) => unmarked.trim_end_matches('*').to_string(),
        None => format!("{first}*"),
    };
    let e = expect_err(bad.replay());
    assert!(e.to_string().starts_with("move 1 of South"), "{e}");
    assert!(e.to_string().contains("takasa"), "{e}");
}

#[test]
fn a_failed_load_leaves_the_game_in_hand_alone() {
    let (current, pos) = random_saved(Rules::KISWAHILI, 21, 16);
    let mut in_hand = current.clone();
    let mut bad = current.clone();
    bad.moves.push("A1R".into());
    bad.moves.push("zz".into());
    // The GUI's pattern: replace only on Ok.
    match SavedGame::from_ron(&bad.to_ron()) {
        Ok(g) => in_hand = g,
        Err(e) => assert!(e.to_string().starts_with("move"), "{e}"),
    }
    assert_eq!(in_hand, current);
    assert_eq!(in_hand.position().unwrap(), pos);
}

// ---------------------------------------------------------------- autosave and files

#[test]
fn autosave_then_resume_continues_exactly() {
    let dir = temp_dir("autosave");
    let folders = Folders::at(&dir);
    assert_eq!(folders.load_autosave().unwrap(), None);

    // A Kete game still going on after 21 moves.
    let (game, pos) = (31..)
        .map(|seed| random_saved(Rules::KETE, seed, 21))
        .find(|(g, _)| !g.is_over() && g.moves.len() == 21)
        .unwrap();
    folders.save_autosave(&game).unwrap();
    let Some(Saved::Game(resumed)) = folders.load_autosave().unwrap() else {
        panic!("expected the saved game back");
    };
    assert_eq!(resumed, game);
    let here = resumed.position().unwrap();
    assert_eq!(here, pos);
    assert_eq!(here.to_move(), pos.to_move());
    assert_eq!(legal_texts(&here), legal_texts(&pos));

    // Play on from the resumed game: it saves and resumes again.
    let mut resumed = resumed;
    let s = successors(&here)[0];
    resumed.record_move(&here, &s);
    folders.save_autosave(&resumed).unwrap();
    let Some(Saved::Game(again)) = folders.load_autosave().unwrap() else {
        panic!()
    };
    assert_eq!(again.position().unwrap(), s.position);

    folders.clear_autosave().unwrap();
    assert_eq!(folders.load_autosave().unwrap(), None);
    folders.clear_autosave().unwrap(); // clearing nothing is fine

    // A damaged autosave is reported, and left on disk for the player to decide.
    std::fs::write(folders.autosave_path(), "(format: \"bao-game\", ver").unwrap();
    assert!(matches!(
        folders.load_autosave(),
        Err(RecordError::Corrupt(..))
    ));
    assert!(folders.autosave_path().exists());
}

#[test]
fn autosave_of_a_match_resumes_the_game_in_progress() {
    let dir = temp_dir("autosave-match");
    let folders = Folders::at(&dir);
    let mut m = SavedMatch::new(Rules::KISWAHILI, players());
    m.current_mut().unwrap().resign(Side::North);
    let g2 = m.next_game().unwrap();
    let mut pos = Position::start(Rules::KISWAHILI);
    for _ in 0..9 {
        let s = successors(&pos)[1.min(successors(&pos).len() - 1)];
        g2.record_move(&pos, &s);
        pos = s.position;
    }
    folders.save_autosave(&m).unwrap();
    let Some(Saved::Match(back)) = folders.load_autosave().unwrap() else {
        panic!("expected the match back");
    };
    assert_eq!(back, m);
    assert_eq!(back.score, [1, 0]);
    let current = back.current().unwrap();
    assert_eq!(current.match_game, Some(2));
    assert_eq!(current.position().unwrap(), pos);
}

#[test]
fn folders_follow_the_environment() {
    let f = Folders::resolve(|name| match name {
        "BAO_DATA_DIR" => Some("/tmp/bao-d".into()),
        "BAO_CONFIG_DIR" => Some("/tmp/bao-c".into()),
        _ => None,
    })
    .unwrap();
    assert_eq!(f.autosave_path(), Path::new("/tmp/bao-d/autosave.ron"));
    assert_eq!(f.settings_path(), Path::new("/tmp/bao-c/settings.ron"));
    if let Ok(platform) = Folders::resolve(|_| None) {
        let s = platform.data.to_string_lossy().to_lowercase();
        assert!(s.contains("bao"), "{s}");
        let partial =
            Folders::resolve(|name| (name == "BAO_DATA_DIR").then(|| "/tmp/only-data".into()))
                .unwrap();
        assert_eq!(partial.data, Path::new("/tmp/only-data"));
        assert_eq!(partial.config, platform.config);
    }
}

#[test]
fn atomic_writes_replace_whole_files_and_leave_no_litter() {
    let dir = temp_dir("atomic");
    let path = dir.join("nested/deeper/game.ron");
    write_atomic(&path, b"first").unwrap();
    write_atomic(&path, b"second, longer").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"second, longer");
    let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("game.ron")]);
    // A path that cannot be written reports it, and the old file stays.
    let blocked = dir.join("nested/deeper/game.ron/inside");
    assert!(matches!(
        write_atomic(&blocked, b"x"),
        Err(RecordError::Io { .. })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), b"second, longer");
}

// ---------------------------------------------------------------- matches

#[test]
fn match_scoring_and_first_move_alternation() {
    let mut m = SavedMatch::new(Rules::KISWAHILI, players());
    assert_eq!(m.games.len(), 1);
    assert_eq!(SavedMatch::south_in_game(1), PlayerId::First);
    assert_eq!(SavedMatch::south_in_game(2), PlayerId::Second);
    assert_eq!(SavedMatch::south_in_game(3), PlayerId::First);
    // No second game while the first goes on.
    assert!(m.next_game().is_none());

    // Game 1: the first player (South) wins.
    let g = m.current_mut().unwrap();
    assert_eq!(g.side_of(PlayerId::First), Side::South);
    g.resign(Side::North);
    // Game 2: the second player has South and moves first; he wins.
    let g = m.next_game().unwrap();
    assert_eq!(g.south, PlayerId::Second);
    assert_eq!(g.player(Side::South).name, "Bingwa");
    g.resign(Side::North);
    assert_eq!(m.tally(), [1, 1]);
    assert!(!m.is_over());
    // Game 3: back to the first player.
    let g = m.next_game().unwrap();
    assert_eq!(g.south, PlayerId::First);
    assert_eq!(g.match_game, Some(3));
    g.resign(Side::South); // the second player wins the decider
    assert_eq!(m.tally(), [1, 2]);
    assert_eq!(m.winner(), Some(PlayerId::Second));
    assert!(m.next_game().is_none());
    assert_eq!(m.score, [1, 2]);
    assert_eq!(SavedMatch::from_ron(&m.to_ron()).unwrap(), m);

    // Two straight wins end it after two games.
    let mut m = SavedMatch::new(Rules::KETE, players());
    m.current_mut().unwrap().resign(Side::North); // First wins as South
    m.next_game().unwrap().resign(Side::South); // First wins as North
    assert_eq!(m.winner(), Some(PlayerId::First));
    assert!(m.next_game().is_none());
    assert_eq!(m.games.len(), 2);
    assert_eq!(SavedMatch::from_ron(&m.to_ron()).unwrap(), m);
}

#[test]
fn match_files_that_do_not_add_up_are_refused() {
    let mut m = SavedMatch::new(Rules::KISWAHILI, players());
    m.current_mut().unwrap().resign(Side::North);
    m.next_game().unwrap();
    let good = m.to_ron();
    assert_eq!(SavedMatch::from_ron(&good).unwrap(), m);

    let refuse = |bad: &SavedMatch, says: &str| {
        let mut text = bad.to_ron();
        if says == "score" {
            text = text.replace("score: (1, 0)", "score: (2, 0)");
        }
        let e = expect_err(SavedMatch::from_ron(&text));
        assert!(e.to_string().contains(says), "expected '{says}': {e}");
    };
    refuse(&m, "score");
    let mut bad = m.clone();
    bad.games[1].south = PlayerId::First;
    refuse(&bad, "alternates");
    let mut bad = m.clone();
    bad.games[0].result = None;
    refuse(&bad, "game 1 of the match: result");
    let mut bad = m.clone();
    bad.games[1].players[0].name = "Someone else".into();
    refuse(&bad, "players");
    let mut bad = m.clone();
    bad.games[1].match_game = Some(3);
    refuse(&bad, "match_game");
    let mut bad = m.clone();
    bad.games[1].moves.push("A9".into());
    refuse(&bad, "game 2 of the match: move 1 of South");
    // A game after the deciding win, and a fourth game.
    let mut bad = m.clone();
    bad.games[1].resign(Side::South); // First wins again: 2-0
    let extra = bad.games[0].clone();
    bad.games.push(SavedGame {
        match_game: Some(3),
        ..extra
    });
    refuse(&bad, "already decided");
    let mut bad = m.clone();
    let g = bad.games[1].clone();
    for _ in 0..3 {
        bad.games.push(g.clone());
    }
    refuse(&bad, "at most 3");
}

// ---------------------------------------------------------------- settings

#[test]
fn settings_round_trip_and_defaults() {
    let dir = temp_dir("settings");
    let folders = Folders::at(&dir);
    assert_eq!(folders.load_settings(), (Settings::default(), None));

    let mut s = Settings {
        animation: AnimationSpeed::Instant,
        show_pit_counts: false,
        show_hints: false,
        ..Settings::default()
    };
    s.new_game.variant = Variant::Kete;
    s.new_game.players[1] = Player::computer("Fundi", 4);
    s.new_game.length = MatchLength::BestOfThree;
    s.window.width = 1600;
    s.window.height = 1000;
    s.graphics = bao::game::records::settings::Graphics::Low;
    folders.save_settings(&s).unwrap();
    assert_eq!(folders.load_settings(), (s.clone(), None));
    assert_eq!(Settings::from_ron(&s.to_ron()), (s, None));
    assert_eq!(AnimationSpeed::Instant.seconds_per_seed(), 0.0);
}

/// Volume, mute and reduced motion are kept (and known: no "unknown field"); an
/// older file without them takes the defaults; a volume over 100 is put back in range.
#[test]
fn sound_and_motion_settings_round_trip() {
    let dir = temp_dir("settings-sound");
    let folders = Folders::at(&dir);
    let d = Settings::default();
    assert_eq!((d.volume, d.mute, d.reduced_motion), (70, false, false));
    let s = Settings {
        volume: 35,
        mute: true,
        reduced_motion: true,
        ..Settings::default()
    };
    folders.save_settings(&s).unwrap();
    let text = std::fs::read_to_string(folders.settings_path()).unwrap();
    for field in ["volume: 35", "mute: true", "reduced_motion: true"] {
        assert!(text.contains(field), "{field} not written: {text}");
    }
    assert_eq!(folders.load_settings(), (s.clone(), None));
    assert_eq!(Settings::from_ron(&s.to_ron()), (s, None));
    let (old, w) = Settings::from_ron("(animation: Fast)");
    assert_eq!(w, None);
    assert_eq!(
        (old.volume, old.mute, old.reduced_motion),
        (70, false, false)
    );
    let (loud, w) = Settings::from_ron("(volume: 180, mute: false)");
    assert_eq!(loud.volume, 100);
    assert!(w.unwrap().contains("volume"));
}

#[test]
fn damaged_settings_give_defaults_and_one_warning_line() {
    for bad in [
        "(animation: Fast, show_hints: tru",
        "not settings at all",
        "(animation: Warp)",
        "(window: (width: \"big\"))",
    ] {
        let (s, warning) = Settings::from_ron(bad);
        assert_eq!(s, Settings::default(), "{bad}");
        let w = warning.unwrap_or_else(|| panic!("no warning for {bad:?}"));
        assert!(!w.contains('\n') && w.starts_with("settings:"), "{w}");
        assert!(w.contains("defaults"), "{w}");
    }
    let (_, w) = Settings::from_ron("(window: (width: \"big\"))");
    assert!(w.unwrap().contains("width"));

    // Missing fields take defaults silently; unknown ones are tolerated and named.
    let (s, w) = Settings::from_ron("(animation: Fast, theme: \"dark\")");
    assert_eq!(s.animation, AnimationSpeed::Fast);
    assert_eq!(s.window, Settings::default().window);
    assert!(w.unwrap().contains("unknown field 'theme'"));
    let (s, w) = Settings::from_ron(
        "(window: (width: 900, height: 700, maximised: true), new_game: (players: ((name: \"A\", control: Human, colour: 1), (name: \"B\", control: Human))))",
    );
    assert_eq!(s.window.width, 900);
    assert_eq!(s.new_game.players[1], Player::human("B"));
    assert!(w.unwrap().contains("'window.maximised'"));
    let (s, w) = Settings::from_ron("(show_hints: false)");
    assert!(!s.show_hints);
    assert_eq!(w, None);

    // Values out of range are put right, with a warning.
    let (s, w) = Settings::from_ron(
        "(new_game: (variant: Kete, preset: Tournament, players: ((name: \"A\", control: Human), (name: \"B\", control: Computer(level: 9)))), window: (width: 5, height: 5))",
    );
    let w = w.unwrap();
    assert_eq!(s.new_game.preset, Preset::MancalaWorld);
    assert_eq!(
        s.new_game.players[1].control,
        Control::Computer { level: 2 }
    );
    assert_eq!(s.window, Settings::default().window);
    assert!(
        w.contains("preset") && w.contains("level 9") && w.contains("window"),
        "{w}"
    );

    // Through the file.
    let dir = temp_dir("settings-bad");
    let folders = Folders::at(&dir);
    std::fs::write(folders.settings_path(), "(((").unwrap();
    let (s, w) = folders.load_settings();
    assert_eq!(s, Settings::default());
    assert!(w.is_some());
}

// ---------------------------------------------------------------- commands and icon

fn bao_command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bao"))
}

#[test]
fn install_desktop_writes_entry_and_icons() {
    use bao::game::records::desktop::{APP_ID, ICON_SIZES, METAINFO, MIME_PACKAGE};
    let dir = temp_dir("desktop");
    // An earlier version's entry is replaced, not left as a second menu entry.
    std::fs::create_dir_all(dir.join("applications")).unwrap();
    std::fs::write(dir.join("applications/bao.desktop"), "[Desktop Entry]\n").unwrap();
    let out = bao_command()
        .arg("install-desktop")
        .env("XDG_DATA_HOME", &dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!dir.join("applications/bao.desktop").exists());
    let entry =
        std::fs::read_to_string(dir.join(format!("applications/{APP_ID}.desktop"))).unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_bao")).canonicalize().unwrap();
    assert!(entry.starts_with("[Desktop Entry]\n"), "{entry}");
    assert!(entry.contains("\nName=Bao\n"), "{entry}");
    assert!(
        entry.contains(&format!("\nExec=\"{}\" %f\n", exe.display())),
        "{entry}"
    );
    assert!(entry.contains(&format!("\nIcon={APP_ID}\n")), "{entry}");
    assert!(entry.contains("\nCategories=Game;BoardGame;\n"), "{entry}");
    assert!(entry.contains("\nMimeType=application/x-bao;\n"), "{entry}");
    for size in ICON_SIZES {
        let png = std::fs::read(dir.join(format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png")))
            .unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{size}");
    }
    let png = std::fs::read(dir.join(format!("icons/hicolor/128x128/apps/{APP_ID}.png"))).unwrap();
    assert_eq!(png, icon::png(128));
    let svg =
        std::fs::read_to_string(dir.join(format!("icons/hicolor/scalable/apps/{APP_ID}.svg")))
            .unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // The same metainfo, file type and man page as the package.
    let metainfo =
        std::fs::read_to_string(dir.join(format!("metainfo/{APP_ID}.metainfo.xml"))).unwrap();
    assert_eq!(metainfo, METAINFO);
    let mime = std::fs::read_to_string(dir.join(format!("mime/packages/{APP_ID}.xml"))).unwrap();
    assert_eq!(mime, MIME_PACKAGE);
    let man = std::fs::read_to_string(dir.join("man/man6/bao.6")).unwrap();
    assert_eq!(man, bao::cli::man());
}

#[test]
fn export_and_import_commands() {
    let dir = temp_dir("commands");
    let bao_in = games_dir().join("voogt-69.bao");
    let ron = dir.join("voogt-69.ron");
    let out = bao_command()
        .args(["import"])
        .arg(&bao_in)
        .arg(&ron)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let game = files::load_game(&ron).unwrap();
    assert_eq!(game.moves.len(), 90);

    let bao_out = dir.join("again.bao");
    let out = bao_command()
        .arg("export")
        .arg(&ron)
        .arg(&bao_out)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&bao_out).unwrap();
    assert_eq!(SavedGame::from_bao(&text).unwrap(), game);
    assert!(text.contains("south: Ramadhan;") && text.contains("winner: North;"));

    // A match exports its games one by one.
    let mut m = SavedMatch::new(Rules::KISWAHILI, players());
    m.current_mut().unwrap().resign(Side::South);
    m.next_game().unwrap();
    let mron = dir.join("match.ron");
    files::save(&mron, &m).unwrap();
    let out = bao_command()
        .arg("export")
        .arg(&mron)
        .arg(dir.join("g1.bao"))
        .args(["--game", "1"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let g1 = SavedGame::from_bao(&std::fs::read_to_string(dir.join("g1.bao")).unwrap()).unwrap();
    assert_eq!(g1.result.unwrap().winner, Side::North);

    // Failures: exit code 2, one message naming the problem, no output file.
    std::fs::write(dir.join("bad.bao"), "1: A6L* a6R;\n2: A4R a9R;\n").unwrap();
    let out = bao_command()
        .arg("import")
        .arg(dir.join("bad.bao"))
        .arg(dir.join("bad.ron"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 2 of North"), "{err}");
    assert!(!dir.join("bad.ron").exists());
    let out = bao_command().arg("export").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn icon_assets_are_the_drawing() {
    let png = icon::png(icon::PNG_SIZE);
    let svg = icon::svg();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon");
    // BAO_WRITE_ICON=1 redraws the committed files after a change to the drawing.
    if std::env::var_os("BAO_WRITE_ICON").is_some() {
        write_atomic(&dir.join("bao.png"), &png).unwrap();
        write_atomic(&dir.join("bao.svg"), svg.as_bytes()).unwrap();
    }
    assert_eq!(
        std::fs::read(dir.join("bao.png")).expect("assets/icon/bao.png"),
        png,
        "assets/icon/bao.png differs from the drawing: run with BAO_WRITE_ICON=1"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("bao.svg")).expect("assets/icon/bao.svg"),
        svg
    );
    // A well-formed PNG: signature, IHDR of the right size, ends with IEND.
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&png[12..16], b"IHDR");
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 128);
    assert_eq!(&png[png.len() - 8..png.len() - 4], b"IEND");
    // Something is drawn: the corners are clear, the middle is not.
    let px = icon::pixels(64);
    assert_eq!(px[3], 0, "top-left corner is transparent");
    let mid = (32 * 64 + 32) * 4;
    assert_eq!(px[mid + 3], 255);
}

#[test]
fn names_with_semicolons_survive_export() {
    let mut game = SavedGame::new(
        Rules::KISWAHILI,
        [
            Player::human("Ali; the elder"),
            Player::human("Juma\nbin Said"),
        ],
        PlayerId::First,
    );
    game.notes
        .push(("1".into(), "a number is no header key".into()));
    let back = SavedGame::from_bao(&game.to_bao()).unwrap();
    assert_eq!(back.players[0].name, "Ali, the elder");
    assert_eq!(back.players[1].name, "Juma,bin Said");
    assert!(back.notes.is_empty());
}

/// Damaged files of every shape are refused with an error, never a panic.
#[test]
fn mutated_files_never_panic() {
    let game_text = random_saved(Rules::KISWAHILI, 2, 14).0.to_ron();
    let mut m = SavedMatch::new(Rules::KETE, players());
    m.current_mut().unwrap().resign(Side::South);
    m.next_game();
    let match_text = m.to_ron();
    let bao_text = std::fs::read_to_string(games_dir().join("short2.bao")).unwrap();
    let settings_text = Settings::default().to_ron();
    let mut rng = SplitMix(2026);
    let alphabet: Vec<char> = "()[]{},:\"\\ \nabzAB019*#>-_".chars().collect();
    for source in [&game_text, &match_text, &bao_text, &settings_text] {
        for _ in 0..300 {
            let mut chars: Vec<char> = source.chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(chars.len());
                match rng.below(3) {
                    0 => {
                        chars.remove(at);
                    }
                    1 => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                    _ => chars[at] = alphabet[rng.below(alphabet.len())],
                }
            }
            let text: String = chars.into_iter().collect();
            let _ = Saved::from_ron(&text);
            let _ = SavedGame::from_bao(&text);
            let (_, _) = Settings::from_ron(&text);
        }
    }
}

#[test]
fn access_settings_round_trip_and_out_of_range_scale_is_repaired() {
    let dir = temp_dir("settings-access");
    let folders = Folders::at(&dir);
    let d = Settings::default();
    assert_eq!(
        (d.ui_scale, d.high_contrast, d.turn_board),
        (100, false, false)
    );
    let s = Settings {
        ui_scale: 175,
        high_contrast: true,
        turn_board: true,
        ..Settings::default()
    };
    folders.save_settings(&s).unwrap();
    let text = std::fs::read_to_string(folders.settings_path()).unwrap();
    assert!(
        text.contains("ui_scale: 175") && text.contains("high_contrast: true"),
        "{text}"
    );
    // Known fields: read back without a warning (not kept as unknown text).
    assert_eq!(folders.load_settings(), (s.clone(), None));
    assert_eq!(Settings::from_ron(&s.to_ron()), (s, None));
    // An older file without them takes the defaults silently.
    let (old, w) = Settings::from_ron("(animation: Fast)");
    assert_eq!(
        (old.ui_scale, old.high_contrast, old.turn_board),
        (100, false, false)
    );
    assert_eq!(w, None);
    // A scale out of 75..200 is put back to 100 with a warning.
    for bad in [50, 250, 0] {
        let (s, w) = Settings::from_ron(&format!("(ui_scale: {bad}, turn_board: true)"));
        assert_eq!(s.ui_scale, 100);
        assert!(s.turn_board);
        assert!(w.unwrap().contains("ui_scale"));
    }
}
