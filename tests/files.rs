//! Never lose a game or a setting: every case with real files in a temporary
//! folder, on the `game` layer (no window): unreadable files kept aside and not written over,
//! newer files left alone, settings that keep what they do not understand, salvage at the
//! last legal move (also `bao import --salvage`), one writer per autosave slot (an advisory
//! lock that dies with its process), and the recent finished games.

use bao::cli::SplitMix;
use bao::game::records::files::{self, Folders, KEPT_ASIDE, UNREADABLE_MARK};
use bao::game::records::record::{Player, PlayerId, RecordError, Saved, SavedGame, SavedMatch};
use bao::game::records::settings::{AnimationSpeed, Settings};
use bao::game::records::slots::{self, Content, RECENT_KEPT};
use bao::game::words::i18n::Lang;
use bao::rules::{Position, Rules, Side, successors};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn players() -> [Player; 2] {
    [Player::human("Asha"), Player::computer("Juma", 3)]
}

/// A game of up to `plies` random moves (fewer if it ends first).
fn game(seed: u64, plies: usize) -> SavedGame {
    let rules = Rules::KISWAHILI;
    let mut g = SavedGame::new(rules, players(), PlayerId::First);
    let mut rng = SplitMix(seed);
    let mut pos = Position::start(rules);
    for _ in 0..plies {
        let all = successors(&pos);
        if all.is_empty() || g.is_over() {
            break;
        }
        let s = all[rng.below(all.len())];
        g.record_move(&pos, &s);
        pos = s.position;
    }
    g
}

/// An unfinished game of exactly `plies` moves.
fn unfinished(plies: usize) -> SavedGame {
    (1..)
        .map(|seed| game(seed, plies))
        .find(|g| !g.is_over() && g.moves.len() == plies)
        .unwrap()
}

/// A finished game (random moves until the end).
fn finished(seed: u64) -> SavedGame {
    (seed..)
        .map(|s| game(s, 2000))
        .find(|g| g.is_over())
        .unwrap()
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn kept_copies(dir: &Path, stem: &str) -> Vec<String> {
    names_in(dir)
        .into_iter()
        .filter(|n| n.starts_with(&format!("{stem}{UNREADABLE_MARK}")))
        .collect()
}

/// The text of `text` with ply `ply`'s move replaced by one that cannot be played there.
fn with_illegal_move(g: &SavedGame, ply: usize) -> String {
    let mut bad = g.clone();
    bad.moves[ply] = "H9X".into();
    bad.to_ron()
}

// ---------------------------------------------------------------- damaged autosaves

#[test]
fn a_damaged_autosave_is_kept_aside_and_never_written_over() {
    let good = unfinished(10).to_ron();
    let cases: Vec<(&str, String)> = vec![
        ("truncated", good[..good.len() / 2].to_string()),
        ("not RON", "this is not a saved game at all {{{".into()),
        ("empty", String::new()),
        ("not UTF-8", "\u{0}".repeat(3) + "\u{FFFD}"),
        // The very first move is illegal: nothing before it to salvage.
        ("illegal first move", with_illegal_move(&unfinished(10), 0)),
    ];
    for (what, text) in cases {
        let dir = temp_dir(&format!("damaged-{}", what.replace(' ', "-")));
        let folders = Folders::at(&dir);
        let path = folders.autosave_path();
        let bytes: Vec<u8> = if what == "not UTF-8" {
            vec![0xff, 0xfe, b'(', 0x80]
        } else {
            text.into_bytes()
        };
        std::fs::write(&path, &bytes).unwrap();

        let opened = slots::open(&folders, Lang::English).unwrap();
        assert!(opened.offer.is_none(), "{what}: nothing to offer");
        let slot = opened.slot.as_ref().expect("a slot");
        assert_eq!(slot.number, 1, "{what}");
        let copies = kept_copies(&dir, "autosave");
        assert_eq!(copies.len(), 1, "{what}: {:?}", names_in(&dir));
        let message = opened.message().unwrap();
        assert!(!message.contains('\n'), "{what}: one line: {message}");
        assert!(
            message.contains(&copies[0]) && message.contains("could not be read"),
            "{what}: the message names the copy: {message}"
        );
        assert!(copies[0].starts_with("autosave.unreadable-20") && copies[0].ends_with(".ron"));
        assert_eq!(
            std::fs::read(dir.join(&copies[0])).unwrap(),
            bytes,
            "{what}"
        );

        // The new game is written in its place; the copy stays as it was.
        slot.save(&Saved::Game(unfinished(4))).unwrap();
        assert!(files::load_saved(&path).is_ok(), "{what}");
        assert_eq!(
            std::fs::read(dir.join(&copies[0])).unwrap(),
            bytes,
            "{what}"
        );
    }
}

#[test]
fn a_newer_versions_autosave_is_left_untouched_and_a_fresh_slot_used() {
    let dir = temp_dir("newer");
    let folders = Folders::at(&dir);
    let text = unfinished(6)
        .to_ron()
        .replace("version: 1,", "version: 7,")
        .replace(")\n", "    colour_scheme: Dark,\n)\n");
    assert!(text.contains("version: 7"));
    std::fs::write(folders.autosave_path(), &text).unwrap();

    let opened = slots::open(&folders, Lang::English).unwrap();
    let slot = opened.slot.as_ref().unwrap();
    assert_eq!(slot.number, 2);
    assert_eq!(slot.name(), "autosave-2.ron");
    let message = opened.message().unwrap();
    assert!(
        message.contains("newer Bao (version 7)") && message.contains("autosave-2.ron"),
        "{message}"
    );
    assert!(opened.offer.is_none());
    let mine = Saved::Game(unfinished(8));
    slot.save(&mine).unwrap();
    drop(opened);
    assert_eq!(
        std::fs::read_to_string(folders.autosave_path()).unwrap(),
        text
    );
    assert!(
        kept_copies(&dir, "autosave").is_empty(),
        "nothing kept aside"
    );

    // The next start offers this build's game from slot 2, the newer file still alone.
    let again = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(again.slot.as_ref().unwrap().number, 2);
    assert_eq!(again.offer, Some(mine));
    let listed = slots::list(&folders);
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0].content, Content::Newer(7));
    assert!(listed[0].describe(Lang::English).contains("newer Bao"));
    assert!(listed[1].in_use, "slot 2 is held by `again`");
    assert_eq!(
        std::fs::read_to_string(folders.autosave_path()).unwrap(),
        text
    );
}

// ---------------------------------------------------------------- salvage

#[test]
fn a_game_whose_moves_turn_illegal_opens_at_the_last_legal_move() {
    let dir = temp_dir("salvage");
    let folders = Folders::at(&dir);
    let g = unfinished(12);
    // Ply 7 is North's 4th move.
    let text = with_illegal_move(&g, 7);
    std::fs::write(folders.autosave_path(), &text).unwrap();

    let opened = slots::open(&folders, Lang::English).unwrap();
    let Some(Saved::Game(back)) = &opened.offer else {
        panic!("the salvaged game is offered: {:?}", opened.notes)
    };
    assert_eq!(back.moves, g.moves[..7].to_vec());
    assert_eq!(
        back.position().unwrap(),
        SavedGame {
            moves: g.moves[..7].to_vec(),
            ..g.clone()
        }
        .position()
        .unwrap()
    );
    let copies = kept_copies(&dir, "autosave");
    assert_eq!(copies.len(), 1);
    assert_eq!(std::fs::read_to_string(dir.join(&copies[0])).unwrap(), text);
    let message = opened.message().unwrap();
    assert!(!message.contains('\n'));
    assert!(
        message.contains("move 4 of North")
            && message.contains("after 7 turns")
            && message.contains(&copies[0]),
        "{message}"
    );
    // The slot holds the salvaged game, readable.
    assert_eq!(
        files::load_saved(&folders.autosave_path()).unwrap(),
        Saved::Game(back.clone())
    );

    // The same for the game in progress of a match.
    let mut m = SavedMatch::new(Rules::KISWAHILI, players());
    m.current_mut().unwrap().resign(Side::North);
    let g2 = m.next_game().unwrap();
    let mut pos = Position::start(Rules::KISWAHILI);
    for _ in 0..6 {
        let s = successors(&pos)[0];
        g2.record_move(&pos, &s);
        pos = s.position;
    }
    let mut bad = m.clone();
    bad.games[1].moves[4] = "H9X".into();
    let (salvaged, error) = Saved::salvage_ron(&bad.to_ron()).unwrap();
    assert!(matches!(error, RecordError::InMatchGame { game: 2, .. }));
    let Saved::Match(sm) = salvaged else { panic!() };
    assert_eq!(sm.games.len(), 2);
    assert_eq!(sm.games[1].moves, m.games[1].moves[..4].to_vec());
    assert_eq!(sm.score, [1, 0]);

    // A good file or a newer one is not "salvaged".
    assert!(Saved::salvage_ron(&g.to_ron()).is_none());
    assert!(Saved::salvage_ron(&text.replace("version: 1,", "version: 2,")).is_none());
}

#[test]
fn file_errors_are_told_in_kiswahili_with_no_english() {
    // The salvage notice and a damaged file, read in Kiswahili.
    let dir = temp_dir("salvage-sw");
    let folders = Folders::at(&dir);
    let g = unfinished(12);
    std::fs::write(folders.autosave_path(), with_illegal_move(&g, 7)).unwrap();
    let opened = slots::open(&folders, Lang::Kiswahili).unwrap();
    let message = opened.message().unwrap();
    assert!(
        message.contains("hatua ya nne ya Kaskazini") && message.contains("baada ya hatua 7"),
        "{message}"
    );
    // The move's fault too: the notation reader's refusal, read again in Kiswahili.
    assert!(message.contains("'H9X': andika shimo kama A5"), "{message}");
    for english in ["move", "North", "stops", "kept", " of "] {
        assert!(!message.contains(english), "{english} in {message}");
    }
    let damaged = dir.join("broken.ron");
    std::fs::write(&damaged, "(format: \"bao-game\", version: 1, players: [").unwrap();
    let e = files::read_game_file_in(&damaged, Lang::Kiswahili).unwrap_err();
    assert!(
        e.contains("faili imeharibika au imekatika: faili inaishia mapema mno (mstari 1"),
        "{e}"
    );
    // A saved match where a game is expected: told in Kiswahili too.
    let err = bao::game::records::record::SavedGame::from_ron(
        &SavedMatch::new(Rules::KISWAHILI, players()).to_ron(),
    )
    .unwrap_err();
    assert_eq!(
        bao::game::records::refusals::record_error(Lang::Kiswahili, &err),
        "si faili ya mchezo wa Bao: hii ni mechi iliyohifadhiwa, si mchezo mmoja"
    );
    let en = files::read_game_file_in(&damaged, Lang::English).unwrap_err();
    assert!(en.contains("damaged or cut-off file"), "{en}");
    // The command line keeps its English words.
    assert!(
        files::read_game_file(&damaged)
            .unwrap_err()
            .contains("damaged")
    );
}

fn bao() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bao"))
}

#[test]
fn bao_import_salvage_keeps_the_moves_before_the_illegal_one() {
    let dir = temp_dir("import-salvage");
    let record = dir.join("bad.bao");
    // Move 3 of North is not legal there; the winner header spoke of the whole game.
    std::fs::write(
        &record,
        "title: Cut short;\nwinner: north;\n1: A6L* a6R;\n2: A4R a6R;\n3: A5R> h9X;\n",
    )
    .unwrap();
    let out_ron = dir.join("out.ron");
    let plain = bao()
        .args([
            "import",
            record.to_str().unwrap(),
            out_ron.to_str().unwrap(),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&plain.stderr);
    assert_eq!(plain.status.code(), Some(2), "{err}");
    assert!(err.contains("move 3 of North"), "{err}");
    assert!(!out_ron.exists(), "refused without --salvage");

    let salvaged = bao()
        .args([
            "import",
            "--salvage",
            record.to_str().unwrap(),
            out_ron.to_str().unwrap(),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&salvaged.stdout);
    assert!(
        salvaged.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&salvaged.stderr)
    );
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("5 turns") && said.contains("salvaged") && said.contains("move 3 of North"),
        "{said}"
    );
    let g = files::load_game(&out_ron).unwrap();
    assert_eq!(g.moves.len(), 5);
    assert_eq!(g.result, None);
    assert_eq!(g.title.as_deref(), Some("Cut short"));
    // The record itself is not touched.
    assert!(std::fs::read_to_string(&record).unwrap().contains("h9X"));
}

// ---------------------------------------------------------------- settings

#[test]
fn settings_keep_the_fields_a_newer_bao_wrote() {
    let dir = temp_dir("settings-newer");
    let folders = Folders::at(&dir);
    let text = "(\n    animation: Fast,\n    colour_scheme: Dark,\n    sounds: (volume: 0.5, muted: false),\n    \
                window: (width: 900, height: 700, maximised: true),\n    \
                new_game: (variant: Kete, clock: Some(300)),\n)\n";
    std::fs::write(folders.settings_path(), text).unwrap();
    let (mut s, warning) = folders.open_settings();
    let warning = warning.unwrap();
    assert!(
        warning.contains("'colour_scheme' kept") && warning.contains("'window.maximised' kept"),
        "{warning}"
    );
    assert_eq!(s.animation, AnimationSpeed::Fast);
    assert_eq!(s.window.width, 900);
    assert!(
        kept_copies(&dir, "settings").is_empty(),
        "readable: not kept aside"
    );

    // This build changes what it knows and writes: the rest comes back as it was.
    s.animation = AnimationSpeed::Slow;
    s.window.width = 1000;
    folders.save_settings(&s).unwrap();
    let written = std::fs::read_to_string(folders.settings_path()).unwrap();
    for field in [
        "colour_scheme: Dark",
        "sounds: (volume: 0.5, muted: false)",
        "maximised: true",
        "clock: Some(300)",
    ] {
        assert!(written.contains(field), "{field} lost:\n{written}");
    }
    let (back, _) = Settings::from_ron(&written);
    assert_eq!(back, s, "{written}");
    assert_eq!(back.animation, AnimationSpeed::Slow);
    assert_eq!(back.window.width, 1000);
    assert_eq!(back.unknown.top.len(), 2);
    // And again: nothing doubles or drifts.
    assert_eq!(back.to_ron(), written);
    // Settings without unknown fields are written as before.
    assert!(!Settings::default().to_ron().contains("colour"));
}

#[test]
fn unreadable_settings_are_kept_aside_before_the_defaults_are_written() {
    let dir = temp_dir("settings-bad");
    let folders = Folders::at(&dir);
    let text = "(animation: Fast, show_hints: tru";
    std::fs::write(folders.settings_path(), text).unwrap();
    // Reading alone (the window size, before the window opens) changes nothing.
    let (s, w) = folders.load_settings();
    assert_eq!(s, Settings::default());
    assert!(w.is_some());
    assert!(kept_copies(&dir, "settings").is_empty());

    let (s, w) = folders.open_settings();
    assert_eq!(s, Settings::default());
    let copies = kept_copies(&dir, "settings");
    assert_eq!(copies.len(), 1, "{:?}", names_in(&dir));
    let w = w.unwrap();
    assert!(w.contains(&copies[0]) && !w.contains('\n'), "{w}");
    assert!(!folders.settings_path().exists());
    folders.save_settings(&s).unwrap();
    assert_eq!(std::fs::read_to_string(dir.join(&copies[0])).unwrap(), text);
}

// ---------------------------------------------------------------- how many copies

#[test]
fn only_a_handful_of_copies_are_kept_the_oldest_removed() {
    let dir = temp_dir("copies");
    let folders = Folders::at(&dir);
    for round in 0..KEPT_ASIDE + 3 {
        std::fs::write(folders.autosave_path(), format!("damaged {round}")).unwrap();
        let opened = slots::open(&folders, Lang::English).unwrap();
        assert_eq!(opened.slot.unwrap().number, 1);
    }
    let copies = kept_copies(&dir, "autosave");
    assert_eq!(copies.len(), KEPT_ASIDE, "{copies:?}");
    let texts: Vec<String> = files::kept_aside(&folders.autosave_path())
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let want: Vec<String> = (3..KEPT_ASIDE + 3)
        .map(|r| format!("damaged {r}"))
        .collect();
    assert_eq!(texts, want, "the newest are kept, oldest first");
}

// ---------------------------------------------------------------- two windows

#[test]
fn a_second_session_gets_its_own_slot_and_never_the_first_ones_game() {
    let dir = temp_dir("two");
    let folders = Folders::at(&dir);
    // An interrupted game from before.
    let old = Saved::Game(unfinished(3));
    std::fs::write(folders.autosave_path(), old.to_ron()).unwrap();

    let a = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(a.offer, Some(old.clone()));
    let a_slot = a.slot.as_ref().unwrap();
    assert_eq!(a_slot.number, 1);
    let a_game = Saved::Game(unfinished(4));
    a_slot.save(&a_game).unwrap();

    // B: A's slot is locked: B neither offers nor takes A's game.
    let b = slots::open(&folders, Lang::English).unwrap();
    let b_slot = b.slot.as_ref().unwrap();
    assert_eq!(b_slot.number, 2);
    assert_eq!(b.offer, None);
    assert!(b.message().unwrap().contains("Another Bao window"));
    let b_game = Saved::Game(unfinished(2));
    b_slot.save(&b_game).unwrap();
    // A plays on; B's writes never touch A's file and the other way round.
    let a_more = Saved::Game(unfinished(6));
    a_slot.save(&a_more).unwrap();
    assert_eq!(files::load_saved(&a_slot.path).unwrap(), a_more);
    assert_eq!(files::load_saved(&b_slot.path).unwrap(), b_game);

    // The Games window lists both, each held.
    let listed = slots::list(&folders);
    assert_eq!(listed.len(), 2);
    assert!(listed.iter().all(|s| s.in_use));
    assert!(
        listed[0]
            .describe(Lang::English)
            .contains("Asha against Juma, 6 turns"),
        "{}",
        listed[0].describe(Lang::English)
    );
    assert!(slots::take(&folders, 1, None).is_err(), "A's game is A's");
    assert_eq!(files::load_saved(&a_slot.path).unwrap(), a_more);

    // Both close. The next start offers the most recent game; the other is listed and can
    // be taken into the new window's slot.
    drop(a);
    // Well past the file system's timestamp granularity, even on a loaded machine (20 ms
    // once gave both files one time under a parallel build).
    std::thread::sleep(std::time::Duration::from_millis(200));
    b_slot.save(&b_game).unwrap(); // B wrote last
    drop(b);
    let c = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(c.slot.as_ref().unwrap().number, 2);
    assert_eq!(c.offer, Some(b_game));
    let others: Vec<_> = slots::list(&folders)
        .into_iter()
        .filter(|s| !s.in_use)
        .collect();
    assert_eq!(others.len(), 1);
    assert_eq!(others[0].content, Content::Saved(Box::new(a_more.clone())));
    // C has resumed B's game and played on; taking A's game puts C's in slot 1 instead.
    let c_game = Saved::Game(unfinished(7));
    assert_eq!(slots::take(&folders, 1, Some(&c_game)).unwrap(), a_more);
    assert_eq!(files::load_saved(&folders.autosave_path()).unwrap(), c_game);
    // A window with nothing played just takes the game: it is not copied.
    assert_eq!(slots::take(&folders, 1, None).unwrap(), c_game);
    assert!(!folders.autosave_path().exists(), "taken, not copied");
}

/// Run as a child by the next test: takes slot 1's lock, says so, and waits to be killed.
#[test]
fn lock_holder_child() {
    let Some(dir) = std::env::var_os("BAO_TEST_LOCK_HOLDER") else {
        return;
    };
    let opened = slots::open(&Folders::at(PathBuf::from(dir)), Lang::English).unwrap();
    println!("holding slot {}", opened.slot.as_ref().unwrap().number);
    use std::io::Write;
    std::io::stdout().flush().unwrap();
    std::thread::sleep(std::time::Duration::from_secs(120));
}

#[test]
fn a_lock_left_by_a_killed_process_blocks_nothing() {
    use std::io::BufRead;
    let dir = temp_dir("killed");
    let folders = Folders::at(&dir);
    let game = Saved::Game(unfinished(5));
    std::fs::write(folders.autosave_path(), game.to_ron()).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "lock_holder_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("BAO_TEST_LOCK_HOLDER", &dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("holding slot") {
        line.clear();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the child ended early"
        );
    }
    assert!(line.contains("holding slot 1"), "{line}");
    // While the child lives, its slot is its own.
    let busy = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(busy.slot.as_ref().unwrap().number, 2);
    assert_eq!(busy.offer, None);
    drop(busy);

    child.kill().unwrap();
    child.wait().unwrap();
    // The lock file is still there, but the lock died with the process.
    assert!(dir.join(".autosave.lock").exists());
    let after = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(after.slot.as_ref().unwrap().number, 1);
    assert_eq!(after.offer, Some(game));
    assert_eq!(after.message(), None);
}

// ---------------------------------------------------------------- no moves, finished games

#[test]
fn a_game_without_moves_is_never_offered() {
    let dir = temp_dir("no-moves");
    let folders = Folders::at(&dir);
    let empty = Saved::Game(SavedGame::new(Rules::KISWAHILI, players(), PlayerId::First));
    // An older Bao wrote one.
    std::fs::write(folders.autosave_path(), empty.to_ron()).unwrap();
    let opened = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(opened.offer, None);
    // This one does not write it: saving a game with no moves clears the slot.
    let slot = opened.slot.unwrap();
    slot.save(&Saved::Game(unfinished(2))).unwrap();
    assert!(slot.path.exists());
    slot.save(&empty).unwrap();
    assert!(!slot.path.exists());
    drop(slot);
    assert_eq!(slots::open(&folders, Lang::English).unwrap().offer, None);
    assert!(!Saved::Match(SavedMatch::new(Rules::KISWAHILI, players())).has_moves());
}

#[test]
fn finished_games_are_kept_the_last_fifty_newest_first() {
    let dir = temp_dir("recent");
    let folders = Folders::at(&dir);
    let mut games = Vec::new();
    let mut seed = 1;
    while games.len() < RECENT_KEPT + 5 {
        let g = Saved::Game(finished(seed));
        seed += 1;
        if games.contains(&g) {
            continue;
        }
        let path = slots::keep_recent(&folders, &g).unwrap();
        assert!(path.is_some());
        games.push(g);
    }
    // The same game twice is kept once.
    assert_eq!(slots::keep_recent(&folders, &games[54]).unwrap(), None);
    let kept = slots::recent(&folders);
    assert_eq!(kept.len(), RECENT_KEPT);
    let back: Vec<Saved> = kept.iter().map(|p| files::load_saved(p).unwrap()).collect();
    let newest_first: Vec<Saved> = games.iter().rev().take(RECENT_KEPT).cloned().collect();
    assert_eq!(back, newest_first);
    let Saved::Game(last) = &back[0] else {
        panic!()
    };
    let winner = &last.players[last.winner().unwrap().index()].name;
    assert_eq!(
        slots::describe(&back[0], Lang::English),
        format!(
            "Asha against Juma, {} turns, {winner} won",
            last.moves.len()
        )
    );

    // A finished game left in a slot goes to the recent games when its slot is used again.
    let dir = temp_dir("recent-slot");
    let folders = Folders::at(&dir);
    let done = Saved::Game(finished(99));
    std::fs::write(folders.autosave_path(), done.to_ron()).unwrap();
    let opened = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(opened.offer, None);
    assert_eq!(opened.slot.unwrap().number, 1);
    let kept = slots::recent(&folders);
    assert_eq!(kept.len(), 1);
    assert_eq!(files::load_saved(&kept[0]).unwrap(), done);
}

// ---------------------------------------------------------------- the Games window's files

#[test]
fn saved_games_that_do_not_read_are_kept_aside_salvaged_or_left_alone() {
    let dir = temp_dir("games-window");
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let g = unfinished(9);

    // Damaged: kept aside, nothing loaded, the message names the copy.
    let damaged = saves.join("bao-20261201-053959.ron");
    std::fs::write(&damaged, "(format: \"bao-game\", version: 1, moves: [").unwrap();
    let opened = slots::open_file(&damaged, true, Lang::English);
    assert_eq!(opened.saved, None);
    let copies = kept_copies(&saves, "bao-20261201-053959");
    assert_eq!(copies.len(), 1, "{:?}", names_in(&saves));
    assert!(opened.message.contains(&copies[0]), "{}", opened.message);
    assert!(!damaged.exists());

    // Moves that turn illegal: loaded up to the move before; the original aside, the
    // salvaged game in its place.
    let bad = saves.join("bao-20261201-060000.ron");
    let text = with_illegal_move(&g, 5);
    std::fs::write(&bad, &text).unwrap();
    let opened = slots::open_file(&bad, true, Lang::English);
    let Some(Saved::Game(back)) = &opened.saved else {
        panic!("{}", opened.message)
    };
    assert_eq!(back.moves, g.moves[..5].to_vec());
    let copies = kept_copies(&saves, "bao-20261201-060000");
    assert_eq!(copies.len(), 1);
    assert_eq!(
        std::fs::read_to_string(saves.join(&copies[0])).unwrap(),
        text
    );
    assert!(
        opened.message.contains("move 3 of North")
            && opened.message.contains("5 turns")
            && opened.message.contains(&copies[0]),
        "{}",
        opened.message
    );
    assert_eq!(files::load_saved(&bad).unwrap(), Saved::Game(back.clone()));

    // A newer version's file: not loaded, not touched.
    let newer = saves.join("bao-20261201-070000.ron");
    let newer_text = g.to_ron().replace("version: 1,", "version: 3,");
    std::fs::write(&newer, &newer_text).unwrap();
    let opened = slots::open_file(&newer, true, Lang::English);
    assert_eq!(opened.saved, None);
    assert!(opened.message.contains("newer Bao"), "{}", opened.message);
    assert_eq!(std::fs::read_to_string(&newer).unwrap(), newer_text);
    assert!(kept_copies(&saves, "bao-20261201-070000").is_empty());

    // A file from elsewhere is only read: salvaged into the game, never renamed.
    let elsewhere = dir.join("friend.ron");
    std::fs::write(&elsewhere, &text).unwrap();
    let opened = slots::open_file(&elsewhere, false, Lang::English);
    assert!(opened.saved.is_some());
    assert_eq!(std::fs::read_to_string(&elsewhere).unwrap(), text);
    std::fs::write(&elsewhere, "garbage").unwrap();
    let opened = slots::open_file(&elsewhere, false, Lang::English);
    assert_eq!(opened.saved, None);
    assert!(elsewhere.exists() && kept_copies(&dir, "friend").is_empty());
    assert!(opened.message.starts_with("Not loaded: friend.ron"));
}

#[test]
fn two_windows_writing_settings_keep_each_others_changes() {
    // Each window saved its whole copy, so the last one undid the other's change.
    // Window A (started from `start`) turns the volume down; meanwhile window B changed the
    // language and finished a lesson, and wrote the file.
    let start = Settings::default();
    let mut disk = start.clone();
    disk.language = Some(Lang::Kiswahili);
    disk.mark_lesson_done("sowing");
    let mut mine = start.clone();
    mine.volume = 20;
    mine.mark_lesson_done("capture");
    let merged = Settings::merged(&disk, &start, &mine);
    assert_eq!(merged.volume, 20, "this window's change is written");
    assert_eq!(
        merged.language,
        Some(Lang::Kiswahili),
        "the other window's change stays"
    );
    assert_eq!(merged.lessons_done, ["sowing", "capture"]);
    // A field this window did not change is the file's, even where the window's copy
    // differs from the file (it was changed by the other window).
    assert_eq!(merged.animation, disk.animation);
    let mut faster = disk.clone();
    faster.animation = AnimationSpeed::Fast;
    let merged = Settings::merged(&faster, &start, &mine);
    assert_eq!(merged.animation, AnimationSpeed::Fast);
    // And a change this window made back to the default is a change too.
    let mut was = start.clone();
    was.volume = 20;
    let mut back = was.clone();
    back.volume = start.volume;
    let mut other = was.clone();
    other.mute = true;
    let merged = Settings::merged(&other, &was, &back);
    assert_eq!((merged.volume, merged.mute), (start.volume, true));
}

#[test]
fn a_window_opening_a_file_leaves_the_interrupted_game_in_its_slot() {
    // `bao FILE` with an interrupted game showed the record and at once "Resume
    // your game?" over it. The window opening a file takes a free slot; the interrupted game
    // stays in its own, listed (not in use) and offered at the next plain start.
    let dir = temp_dir("open-for-file");
    let folders = Folders::at(&dir);
    let interrupted = Saved::Game(unfinished(6));
    std::fs::write(folders.autosave_path(), interrupted.to_ron()).unwrap();

    let opened = slots::open_for_file(&folders, Lang::English).unwrap();
    let slot = opened.slot.as_ref().unwrap();
    assert_eq!(slot.number, 2, "a free slot for the file's game");
    assert!(opened.offer.is_none(), "nothing offered over the file");
    let listed = slots::list(&folders);
    let first = listed.iter().find(|s| s.number == 1).unwrap();
    assert!(
        !first.in_use,
        "the interrupted game can be taken from the Games window"
    );
    assert_eq!(first.content, Content::Saved(Box::new(interrupted.clone())));
    drop(opened);

    // A plain start offers it again.
    let plain = slots::open(&folders, Lang::English).unwrap();
    assert_eq!(plain.slot.as_ref().unwrap().number, 1);
    assert_eq!(plain.offer, Some(interrupted));
}
