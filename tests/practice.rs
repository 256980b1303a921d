//! Practice positions against the engine. The shipped set reads back, has at least 30
//! positions in Bao la Kiswahili and Bao la Kete and 20 in Bao la Kujifunza, each in the stage it says (section 5, J2) and from a
//! source named, with titles that tell them apart; the engine's check passes on a sample
//! (through `bao practice --check`): never lost by force for the side to move, a forced win
//! told as one; stages, standings and titles are worked out by hand. A root with one legal
//! move lost by force is searched, not guessed, by every judge.

mod common;
use bao::ai::{Limits, score_moves, search};
use bao::game::teach::practice::positions::*;
use bao::game::words::i18n::Lang;
use bao::rules::{Position, Rules, Side, Variant, legal_moves, position_from_json};
use common::{S, bao, setup};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

#[test]
fn the_shipped_set_has_positions_in_each_game_each_in_its_stage_with_distinct_titles() {
    let set = shipped_practice();
    assert_eq!(set.len(), parse_practice(SHIPPED).unwrap().len());
    // Bao la Kujifunza's games are decided early, mostly by forced wins short enough for a
    // puzzle: fewer of its positions stand as practice.
    for v in Variant::ALL {
        let n = set.iter().filter(|p| p.variant() == v).count();
        let least = if v == Variant::Kujifunza { 20 } else { 30 };
        assert!(n >= least, "{}: {n} positions", v.json());
    }
    for stage in [PracticeStage::Mtaji, PracticeStage::Endgame] {
        assert!(set.iter().any(|p| p.stage == stage), "no {}", stage.word());
    }
    let mut ids = HashSet::new();
    for p in &set {
        assert!(ids.insert(p.id.clone()), "{} twice", p.id);
        assert_eq!(PracticeStage::of(&p.position), Some(p.stage), "{}", p.id);
        assert!(p.position.outcome().is_none(), "{}: over", p.id);
        assert!(
            (p.source == SELF_PLAY && p.game > 0) || (p.source.ends_with(".bao") && p.game == 0),
            "{}: source {}",
            p.id,
            p.source
        );
        let back = PracticePosition::from_json(&p.to_json()).unwrap();
        assert_eq!(&back, p);
        // A forced win is told as one, with its length, and is too long for a puzzle.
        assert_eq!(
            p.win_in.is_some(),
            p.expected == Standing::WinsByForce,
            "{}",
            p.id
        );
        assert!(
            p.win_in.is_none_or(|n| n as usize > PUZZLE_PLIES),
            "{}",
            p.id
        );
    }
    // Titles tell the positions apart, in both languages.
    for lang in [Lang::English, Lang::Kiswahili] {
        let titles: HashSet<String> = set.iter().map(|p| p.title(lang)).collect();
        assert_eq!(titles.len(), set.len());
    }
    // The master games are Bao la Kiswahili: some of its positions come from them.
    assert!(
        set.iter()
            .any(|p| p.variant() == Variant::Kiswahili && p.source.ends_with(".bao"))
    );
}

#[test]
fn the_check_passes_on_a_sample_through_the_command() {
    let out = bao()
        .args(["practice", "--check", "--sample", "15"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains(", 0 failed"), "{text}");
    let out = bao().args(["practice", "--json"]).output().unwrap();
    assert!(out.status.success());
    let lines = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(lines, shipped_practice().len());
    // Options of make are refused without it, and the other way round.
    let out = bao().args(["practice", "--seed", "3"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = bao()
        .args(["practice", "make", "--check"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn stages_by_hand() {
    // G8 / section 4: a player with a reserve is in namua: no practice stage.
    assert_eq!(PracticeStage::of(&Position::start(Rules::KISWAHILI)), None);
    // J1, J2: Bao la Kujifunza is mtaji from the start, 32 seeds a side.
    assert_eq!(
        PracticeStage::of(&Position::start(Rules::KUJIFUNZA)),
        Some(PracticeStage::Mtaji)
    );
    // South holds 16 seeds (A1..A8 two each), North 48: an endgame; 17 against 47 is not.
    let mut pits: Vec<(&str, u8)> = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"]
        .iter()
        .map(|p| (*p, 2))
        .collect();
    let north = [
        "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2", "b3", "b4", "b5", "b6", "b7",
        "b8",
    ];
    pits.extend(north.iter().map(|p| (*p, 3)));
    let endgame = setup(Rules::KUJIFUNZA, S, &pits, [0, 0], [false, false]);
    assert_eq!(PracticeStage::of(&endgame), Some(PracticeStage::Endgame));
    pits[0].1 = 3;
    pits[8].1 = 2;
    let mtaji = setup(Rules::KUJIFUNZA, S, &pits, [0, 0], [false, false]);
    assert_eq!(PracticeStage::of(&mtaji), Some(PracticeStage::Mtaji));
}

#[test]
fn standings_and_titles_in_both_languages() {
    assert_eq!(Standing::of(0.64), None);
    assert_eq!(Standing::of(0.65), Some(Standing::Better));
    assert_eq!(Standing::of(0.80), Some(Standing::MuchBetter));
    assert_eq!(Standing::of(0.95), Some(Standing::Winning));
    for s in [
        Standing::Better,
        Standing::MuchBetter,
        Standing::Winning,
        Standing::WinsByForce,
    ] {
        assert_eq!(Standing::from_word(s.word()), Some(s));
    }
    // The verdicts: a forced loss and a puzzle-short win are dropped, a longer win is told.
    assert_eq!(standing_of(Verdict::Loses), Err(Reject::LostByForce));
    assert_eq!(standing_of(Verdict::Wins(15)), Err(Reject::PuzzleWin));
    assert_eq!(
        standing_of(Verdict::Wins(17)),
        Ok((Standing::WinsByForce, Some(17)))
    );
    assert_eq!(standing_of(Verdict::Open(None)), Err(Reject::NotBetter));
    assert_eq!(standing_of(Verdict::Unsettled), Err(Reject::Unsettled));
    let mut p = shipped_practice()
        .into_iter()
        .find(|p| p.side() == Side::South && p.stage == PracticeStage::Mtaji)
        .unwrap();
    let (mine, theirs) = p.seeds();
    assert_eq!(mine + theirs, 64, "mtaji: every seed is on the board");
    p.source = "voogt-3.bao".into();
    p.game = 0;
    p.ply = 44;
    p.expected = Standing::Better;
    p.win_in = None;
    assert_eq!(
        p.title(Lang::English),
        format!(
            "Mtaji: a position of the master game voogt-3.bao, after move 44. South is to move \
             with {mine} seeds against North's {theirs}, and is better."
        )
    );
    assert_eq!(
        p.title(Lang::Kiswahili),
        format!(
            "Mtaji: nafasi ya mchezo wa mabingwa voogt-3.bao, baada ya hatua ya 44. Zamu ni ya \
             Kusini, mwenye kete {mine} dhidi ya kete {theirs} za Kaskazini, naye yuko mbele."
        )
    );
    p.stage = PracticeStage::Endgame;
    p.source = SELF_PLAY.into();
    p.game = 17;
    p.expected = Standing::WinsByForce;
    p.win_in = Some(19);
    assert_eq!(
        p.title(Lang::English),
        format!(
            "Endgame: a position of the engine's game 17 against itself, after move 44. South \
             is to move with {mine} seeds against North's {theirs}, and wins by force, in 19 \
             moves of both sides: play it out."
        )
    );
    assert_eq!(
        p.title(Lang::Kiswahili),
        format!(
            "Mwisho wa mchezo: nafasi ya mchezo nambari 17 wa injini dhidi yake yenyewe, baada \
             ya hatua ya 44. Zamu ni ya Kusini, mwenye kete {mine} dhidi ya kete {theirs} za \
             Kaskazini, naye atashinda kwa lazima, kwa hatua 19 za pande zote mbili: cheza \
             hadi ushindi."
        )
    );
}

/// A Bao la Kiswahili position of ramadhan-kijumbe-1994.bao (after move 44, the first
/// practice position once shipped as "South is winning"): South has one legal move, a
/// capture (G7: capturing is compulsory, M2), and loses by force in 16 moves.
const ONE_MOVE_LOST: &str = r#"{"N": {"back": [2, 2, 2, 2, 2, 2, 2, 3], "front": [1, 0, 0, 0, 0, 8, 1, 3], "house": "destroyed", "reserve": 0}, "S": {"back": [1, 4, 2, 0, 1, 0, 1, 0], "front": [0, 3, 1, 0, 17, 1, 3, 0], "house": "intact", "reserve": 0}, "blocked": null, "claim": null, "rules": "tournament", "to_move": "S", "variant": "kiswahili"}"#;

#[test]
fn a_root_with_one_legal_move_is_searched_and_a_forced_loss_told() {
    let v: serde_json::Value = serde_json::from_str(ONE_MOVE_LOST).unwrap();
    let pos = position_from_json(&v).unwrap();
    assert_eq!(legal_moves(&pos).len(), 1);
    let stop = AtomicBool::new(false);
    // The search's value is the reply's, searched: a loss in 16 moves (W1 ends it).
    let r = search(&pos, &Limits::depth(20), &stop);
    assert_eq!(r.mate_in(), Some(-16), "score {}", r.score);
    // Every judge gets that searched value: the multi-PV root of the review, the coach and
    // the analysis board, and the practice judge, which drops it.
    let scores = score_moves(&pos, &Limits::depth(20), &stop);
    assert!(scores.best().unwrap().score < -bao::ai::WIN_BOUND);
    assert_eq!(judge_verdict(&pos), Verdict::Loses);
    let mut tally = Tally::default();
    assert_eq!(
        judge(&pos, "ramadhan-kijumbe-1994.bao", 0, 44, &mut tally),
        None
    );
    assert_eq!((tally.candidates, tally.kept), (1, 0));
}

#[test]
fn the_check_refuses_a_wrong_stage_and_a_finished_game() {
    let good = shipped_practice()
        .into_iter()
        .find(|p| p.stage == PracticeStage::Mtaji)
        .unwrap();
    check_practice(&good).unwrap();
    let mut wrong = good.clone();
    wrong.stage = PracticeStage::Endgame;
    assert!(check_practice(&wrong).unwrap_err().contains("endgame"));
    // W2: South to move in mtaji with only singletons has lost (Kujifunza, 16 singletons
    // against North's 48).
    let mut pits: Vec<(&str, u8)> = [
        "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B1", "B2", "B3", "B4", "B5", "B6", "B7",
        "B8",
    ]
    .iter()
    .map(|p| (*p, 1))
    .collect();
    pits.extend(
        [
            "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2", "b3", "b4", "b5", "b6",
            "b7", "b8",
        ]
        .iter()
        .map(|p| (*p, 3)),
    );
    let over = setup(Rules::KUJIFUNZA, S, &pits, [0, 0], [false, false]);
    assert!(over.outcome().is_some());
    let mut lost = good;
    lost.position = over;
    lost.stage = PracticeStage::Endgame;
    assert!(check_practice(&lost).unwrap_err().contains("over"));
}

#[test]
fn the_generator_is_deterministic() {
    // Three self-play games (one of each game) harvested twice give the same positions.
    let run = || {
        let mut seen = HashSet::new();
        let mut set = Vec::new();
        let mut tally = Tally::default();
        for n in 0..3 {
            let (rules, levels) = practice_plan(n, 7);
            assert_eq!(rules.variant, Variant::ALL[n as usize]);
            let game =
                bao::game::teach::practice::puzzles::self_play(rules, levels, 7_000_021 ^ n, 200);
            set.extend(harvest_practice(
                &game,
                SELF_PLAY,
                n + 1,
                &mut seen,
                &mut tally,
            ));
        }
        number_practice(&mut set);
        set
    };
    let a = run();
    assert!(!a.is_empty());
    assert_eq!(a, run());
    for p in &a {
        check_practice(p).unwrap();
        assert!(p.position.to_move() == p.side());
    }
}

#[test]
fn bao_analyse_tells_the_forced_loss_in_either_language() {
    use std::io::Write;
    for (lang, text) in [
        ("en", "North wins in 16 moves."),
        ("sw", "Kaskazini atashinda kwa lazima kwa hatua 16."),
    ] {
        for lines in [None, Some("1")] {
            let mut args = vec!["analyse", "--depth", "20", "--lang", lang];
            if let Some(n) = lines {
                args.extend(["--lines", n]);
            }
            let mut child = bao()
                .args(&args)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            child
                .stdin
                .take()
                .unwrap()
                .write_all(ONE_MOVE_LOST.as_bytes())
                .unwrap();
            let out = child.wait_with_output().unwrap();
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            let said = match lines {
                None => v["win_text"].as_str().map(str::to_string),
                Some(_) => v["lines"][0]["forced"]["text"].as_str().map(str::to_string),
            };
            assert_eq!(said.as_deref(), Some(text), "{v}");
        }
    }
}

/// Each row of the Practice window's list tells its position apart: every master game a
/// shipped position comes from is named (title and players) as its record's headers name
/// it, and the rows' words differ in both languages.
#[test]
fn the_rows_name_the_master_game_and_tell_the_positions_apart() {
    let set = shipped_practice();
    for p in set.iter().filter(|p| p.source != SELF_PLAY) {
        let g = p
            .master_game()
            .unwrap_or_else(|| panic!("{}: {} is not in MASTER_GAMES", p.id, p.source));
        let line = p.source_line(Lang::English);
        assert!(
            line.contains(g.title) && line.contains(g.south) && line.contains(g.north),
            "{line}"
        );
        assert!(line.contains(&format!("after move {}", p.ply)), "{line}");
    }
    // The table holds to the records where they are at hand.
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/games");
    for g in MASTER_GAMES {
        let Ok(text) = std::fs::read_to_string(dir.join(g.file)) else {
            continue;
        };
        let record = bao::rules::parse_record(&text).unwrap();
        for (key, want) in [("south", g.south), ("north", g.north), ("date", g.date)] {
            assert_eq!(record.header(key).map(str::trim), Some(want), "{}", g.file);
        }
        assert!(
            record.header("title").unwrap().starts_with(g.title),
            "{}",
            g.file
        );
    }
    for lang in [Lang::English, Lang::Kiswahili] {
        let rows: HashSet<(Variant, String, String, String)> = set
            .iter()
            .map(|p| {
                let words = (p.stake_line(lang), p.source_line(lang), p.stage_name(lang));
                (p.variant(), words.0, words.1, words.2)
            })
            .collect();
        assert_eq!(rows.len(), set.len(), "two rows read the same");
        assert!(set.iter().all(|p| !p.stake_line(lang).contains('{')));
    }
}
