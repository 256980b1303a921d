//! Practice positions against the engine. The shipped set reads back, has at
//! least 30 positions in each of the three games, each in the stage it says (section 5, J2)
//! and from a source named; the check passes on a sample (through `bao practice --check`);
//! stages, standings and titles are worked out by hand.

mod common;
use bao::game::teach::practice::positions::*;
use bao::game::words::i18n::Lang;
use bao::rules::{Position, Rules, Side, Variant};
use common::{S, bao, setup};
use std::collections::HashSet;

#[test]
fn the_shipped_set_has_thirty_positions_in_each_game_each_in_its_stage() {
    let set = shipped_practice();
    assert_eq!(set.len(), parse_practice(SHIPPED).unwrap().len());
    for v in Variant::ALL {
        let n = set.iter().filter(|p| p.variant() == v).count();
        assert!(n >= 30, "{}: {n} positions", v.json());
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
            p.source == "self-play" || p.source.ends_with(".bao"),
            "{}: source {}",
            p.id,
            p.source
        );
        let back = PracticePosition::from_json(&p.to_json()).unwrap();
        assert_eq!(&back, p);
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
    for s in [Standing::Better, Standing::MuchBetter, Standing::Winning] {
        assert_eq!(Standing::from_word(s.word()), Some(s));
    }
    let mut p = shipped_practice()
        .into_iter()
        .find(|p| p.side() == Side::South && p.stage == PracticeStage::Mtaji)
        .unwrap();
    p.expected = Standing::Better;
    assert_eq!(
        p.title(Lang::English),
        "Mtaji, South to move: South is better."
    );
    assert_eq!(
        p.title(Lang::Kiswahili),
        "Mtaji, zamu ya Kusini: Kusini yuko mbele."
    );
    p.stage = PracticeStage::Endgame;
    p.expected = Standing::Winning;
    assert_eq!(
        p.title(Lang::English),
        "Endgame, South to move: South is winning."
    );
    assert_eq!(
        p.title(Lang::Kiswahili),
        "Mwisho wa mchezo, zamu ya Kusini: Kusini anaelekea kushinda."
    );
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
        for n in 0..3 {
            let (rules, levels) = practice_plan(n, 7);
            assert_eq!(rules.variant, Variant::ALL[n as usize]);
            let game =
                bao::game::teach::practice::puzzles::self_play(rules, levels, 7_000_021 ^ n, 200);
            set.extend(harvest_practice(&game, "self-play", &mut seen));
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
