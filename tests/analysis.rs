//! The analysis board's pure core: the engine's best lines (multi-PV) on the coach's scale,
//! a forced result told as such with its line to the end, and the position editor's check.

mod common;

use bao::ai::Limits;
use bao::game::teach::analysis::lines::{
    Forced, Setup, Unfit, analyse_lines, check_position, check_setup,
};
use bao::game::words::i18n::Lang;
use bao::rules::{Pit, Position, Rules, Side, play};
use common::{forced_win, setup, setup_fill};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;

/// A win in two moves (South, any reply, South), Bao la Kiswahili in mtaji (as tests/ai.rs;
/// the exhaustive check below repeats the claim).
fn win_in_two() -> Position {
    Position::from_diagram(
        Rules::KISWAHILI,
        Side::South,
        "2 0 1 0 2 0 0 0  0 0 0 0 2 1 0 0  0 8 0 10 7 0 13 1  0 4 0 2 0 1 10 0 / 0 0",
    )
    .unwrap()
}

#[test]
fn cli_lines_three_gives_three_distinct_moves_best_first() {
    let start = bao::rules::position_to_json(&Position::start(Rules::KISWAHILI)).to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["analyse", "--lines", "3", "--depth", "4"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(start.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let lines = v["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3, "{v}");
    let moves: Vec<&str> = lines.iter().map(|l| l["move"].as_str().unwrap()).collect();
    assert!(moves[0] != moves[1] && moves[1] != moves[2] && moves[0] != moves[2]);
    let scores: Vec<i64> = lines.iter().map(|l| l["score"].as_i64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    let expected: Vec<f64> = lines
        .iter()
        .map(|l| l["expected"].as_f64().unwrap())
        .collect();
    assert!(expected.windows(2).all(|w| w[0] >= w[1]), "{expected:?}");
    for l in lines {
        assert_eq!(l["pv"][0], l["move"], "each line starts with its move");
    }
    assert_eq!(v["depth"], 4);
    assert!(v["first_ms"].as_f64().is_some());
}

#[test]
fn a_forced_win_is_told_and_its_line_ends_in_the_win() {
    let pos = win_in_two();
    assert!(forced_win(&pos, 3), "the exhaustive check agrees");
    let mut depths = Vec::new();
    let found = analyse_lines(&pos, 3, &Limits::depth(6), &AtomicBool::new(false), |l| {
        depths.push(l.depth)
    })
    .unwrap();
    assert!(!depths.is_empty() && depths.windows(2).all(|w| w[0] < w[1]));
    let best = &found.lines[0];
    assert_eq!(
        best.forced,
        Some(Forced {
            winner: Side::South,
            moves: 3
        })
    );
    assert_eq!(best.expected, 1.0);
    assert_eq!(
        best.forced.unwrap().text(Lang::English),
        "South wins in 3 moves."
    );
    assert_eq!(
        best.forced.unwrap().text(Lang::Kiswahili),
        "Kusini atashinda kwa lazima kwa hatua 3."
    );
    // The line, played move by move, reaches the won position.
    let mut p = pos;
    let mut end = None;
    for mv in &best.moves {
        let s = play(&p, mv).unwrap();
        end = s.outcome();
        p = s.position;
    }
    assert_eq!(best.moves.len(), 3, "{:?}", best.line);
    assert_eq!(end.map(|o| o.winner), Some(Side::South));
}

#[test]
fn a_cancelled_analysis_tells_no_depth() {
    let pos = Position::start(Rules::KISWAHILI);
    let mut told = 0;
    let r = analyse_lines(&pos, 3, &Limits::depth(30), &AtomicBool::new(true), |_| {
        told += 1
    });
    assert_eq!(told, 0);
    assert_eq!(r.unwrap().depth, 0);
}

#[test]
fn the_start_positions_pass_the_check() {
    for rules in [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA] {
        assert_eq!(check_position(&Position::start(rules)), Ok(()));
    }
}

/// G1: 64 seeds.
#[test]
fn g1_sixty_four_seeds_or_the_reason() {
    let mut rows = [[0u8; 16]; 2];
    rows[0][0] = 63;
    let pos = Position::from_parts(Rules::KUJIFUNZA, rows, [0, 0], [false, false], Side::South);
    let e = check_position(&pos).unwrap_err();
    assert_eq!(e, Unfit::Seeds { seeds: 63 });
    assert!(
        e.text(Lang::English).contains("63 seeds"),
        "{}",
        e.text(Lang::English)
    );
    assert!(e.text(Lang::Kiswahili).contains("kete 63"));
}

/// J1-J3: Kujifunza has no reserve and no house; the editor's parts are checked before a
/// position is built from them.
#[test]
fn j1_kujifunza_has_no_reserve() {
    let mut setup = Setup::of(&Position::start(Rules::KUJIFUNZA));
    assert_eq!(check_setup(&setup), Ok(Position::start(Rules::KUJIFUNZA)));
    setup.rows[0][0] -= 2;
    setup.reserve = [1, 1];
    assert_eq!(check_setup(&setup), Err(Unfit::KujifunzaStore));
    setup.reserve = [0, 0];
    assert_eq!(check_setup(&setup), Err(Unfit::Seeds { seeds: 62 }));
}

/// Section 5 (namua): South moves first and each move spends one seed.
#[test]
fn namua_reserves_follow_the_turn() {
    let board = &[("A1", 10u8), ("a1", 10)];
    let fill = |to_move, r: [u8; 2]| {
        let rest = 64 - 20 - r[0] as u32 - r[1] as u32;
        let mut pits: Vec<(&str, u8)> = board.to_vec();
        pits.push(("A2", rest as u8));
        setup(Rules::KISWAHILI, to_move, &pits, r, [false, false])
    };
    assert_eq!(check_position(&fill(Side::South, [5, 5])), Ok(()));
    assert_eq!(check_position(&fill(Side::North, [4, 5])), Ok(()));
    let e = check_position(&fill(Side::North, [5, 5])).unwrap_err();
    assert_eq!(
        e,
        Unfit::Reserves {
            to_move: Side::North,
            south: 5,
            north: 5
        }
    );
    assert!(e.text(Lang::English).starts_with("North is to move"));
    assert!(e.text(Lang::Kiswahili).starts_with("Kaskazini ndiye"));
}

/// K1: an owned kuu holds at least 6 seeds (the interchange floor's own rule).
#[test]
fn k1_an_owned_house_is_not_nearly_empty() {
    let pos = setup_fill(
        Rules::KETE,
        Side::South,
        &[("A5", 2), ("a5", 8)],
        "A1",
        [3, 3],
        [true, false],
    );
    let e = check_position(&pos).unwrap_err();
    assert_eq!(
        e,
        Unfit::House {
            side: Side::South,
            seeds: 2,
            least: 6
        }
    );
    assert!(e.text(Lang::English).contains("never holds fewer than 6"));
}

/// Section 7: a takasia block only on a front pit of the player to move, in mtaji.
#[test]
fn section_7_a_block_in_namua_is_refused() {
    let pos = Position::start(Rules::KISWAHILI).with_block(Some(Pit::front(Side::South, 3)), None);
    assert_eq!(check_position(&pos), Err(Unfit::Block));
}

/// K3: a hizi zetu claim only in Bao la Kete.
#[test]
fn k3_no_claim_outside_kete() {
    let pos = Position::start(Rules::KISWAHILI).with_block(None, Some(Pit::front(Side::North, 3)));
    assert_eq!(check_position(&pos), Err(Unfit::Claim));
    assert!(Unfit::Claim.text(Lang::Kiswahili).contains("Bao la Kete"));
}

/// The editor's paste: the interchange form's refusals are the floor, then the check's own.
#[test]
fn a_pasted_position_is_checked() {
    use bao::game::teach::analysis::lines::check_pasted;
    let start = Position::start(Rules::KISWAHILI);
    let json = bao::rules::position_to_json(&start).to_string();
    assert_eq!(check_pasted(&json), Ok(start));
    assert!(matches!(check_pasted("{}"), Err(Unfit::Form { .. })));
    // Both reserves full, but two of North's seeds moved a pit along: 64 seeds, yet not the
    // start (a reserve of 22 each is only the start).
    let moved = json.replacen(
        "\"front\":[0,0,0,0,6,2,2,0]",
        "\"front\":[0,0,0,0,6,2,0,2]",
        1,
    );
    assert_ne!(moved, json, "the replace took: {json}");
    assert_eq!(check_pasted(&moved), Err(Unfit::BothFull));
}

/// The coach's "would have won by force" opens on the analysis board: the review's best
/// line, played into a tree from the position before the move, walks to the won position,
/// and the engine's forced result there says who wins and how soon.
#[test]
fn the_coachs_forced_win_walks_to_the_won_position() {
    use bao::game::teach::analysis::variations::Tree;
    use bao::game::teach::coach::review::review_move;
    let pos = win_in_two();
    let miss = bao::rules::successors(&pos)
        .into_iter()
        .find(|s| !common::wins_after(s, Side::South, 3))
        .expect("a move that lets the win go");
    let r = review_move(&pos, &miss, 200, &AtomicBool::new(false)).unwrap();
    assert!(
        r.best_score > bao::ai::WIN_BOUND,
        "the coach sees the forced win"
    );
    let mut tree = Tree::new(pos);
    let end = tree.play_line_text(0, &r.best_line).unwrap();
    let won = tree.node(end).unwrap().position;
    assert_eq!(won.outcome().map(|o| o.winner), Some(Side::South));
    assert_eq!(tree.path(end).len(), 3, "{:?}", r.best_line);
    let lines = analyse_lines(&pos, 1, &Limits::depth(4), &AtomicBool::new(false), |_| {});
    assert_eq!(
        lines.unwrap().lines[0].forced,
        Some(Forced {
            winner: Side::South,
            moves: 3
        })
    );
}

/// The multi-PV root scores its best lines as scoring every move would: the same moves with
/// the same scores at one depth, in fewer nodes.
#[test]
fn the_best_lines_agree_with_scoring_every_move() {
    use bao::ai::{score_best_each, score_moves};
    let mut rng = bao::ai::SplitMix(11);
    let (game, _) = bao::cli::random_game(Rules::KISWAHILI, &mut rng, &mut Vec::new());
    let no = AtomicBool::new(false);
    let mut compared = 0;
    for (pos, _) in game.iter().step_by(9).take(6) {
        let all = score_moves(pos, &Limits::depth(5), &no);
        let best = score_best_each(pos, 3, &Limits::depth(5), &no, &mut |_| {});
        if all.moves.len() < 4 {
            continue;
        }
        let top = |r: &bao::ai::RootScores| -> Vec<(bao::rules::Move, i32)> {
            r.moves.iter().take(3).map(|m| (m.mv, m.score)).collect()
        };
        assert_eq!(top(&best), top(&all), "{}", pos.diagram());
        assert!(best.nodes <= all.nodes);
        compared += 1;
    }
    assert!(compared >= 3, "only {compared} positions compared");
}

/// The engine's value in seeds, signed, one decimal (hundredths of a seed in the score).
#[test]
fn a_line_tells_its_value_in_seeds() {
    use bao::game::teach::analysis::lines::seeds_text;
    assert_eq!(seeds_text(350), "+3.5");
    assert_eq!(seeds_text(-1200), "\u{2212}12.0");
    assert_eq!(seeds_text(4), "0.0");
    assert_eq!(seeds_text(-5), "\u{2212}0.1");
    assert_eq!(seeds_text(95), "+1.0");
}

/// Where a position is lost or won the coach's scale saturates: the three lines all read
/// "0%" (or "100%"). Their value in seeds, told beside it, still sets them apart. Found in
/// the master games' positions: every such pair of lines is told apart.
#[test]
fn lines_whose_results_saturate_are_told_apart_by_their_seeds() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/games");
    let mut saturated = 0;
    for name in ["voogt-1.bao", "voogt-3.bao", "voogt-4.bao", "voogt-5.bao"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let mut positions = Vec::new();
        bao::game::play::replay::replay_record(&text, |_, pos, _, _| positions.push(*pos)).unwrap();
        for pos in positions.iter().skip(20).step_by(4) {
            let found =
                analyse_lines(pos, 3, &Limits::depth(3), &AtomicBool::new(false), |_| {}).unwrap();
            let open: Vec<_> = found.lines.iter().filter(|l| l.forced.is_none()).collect();
            for (i, a) in open.iter().enumerate() {
                for b in &open[i + 1..] {
                    let percent = |l: &bao::game::teach::analysis::lines::EngineLine| {
                        format!("{:.0}", l.expected * 100.0)
                    };
                    if percent(a) == percent(b) && (a.score - b.score).abs() >= 10 {
                        saturated += 1;
                        assert_ne!(a.seeds(), b.seeds(), "{:?} {:?}", a.line, b.line);
                    }
                }
            }
        }
    }
    assert!(
        saturated > 0,
        "no position of the games saturates the scale"
    );
}
