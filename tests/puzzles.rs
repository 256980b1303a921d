//! The puzzle set: the generator, the shipped set and its check.
use bao::ai::Level;
use bao::game::teach::puzzles::*;
use bao::rules::Rules;

#[test]
fn self_play_games_are_real_games() {
    let g = self_play(Rules::KISWAHILI, [Level::Mwanzo, Level::Mwanafunzi], 1, 160);
    eprintln!("{}", g.len());
    assert!(g.len() > 20);
}

#[test]
fn debug_scores() {
    use bao::ai::{Limits, score_moves};
    let g = self_play(Rules::KISWAHILI, [Level::Mwanzo, Level::Mwanafunzi], 1, 160);
    for (p, _) in g.iter().take(40) {
        let r = score_moves(
            p,
            &Limits::depth(2),
            &std::sync::atomic::AtomicBool::new(false),
        );
        let s: Vec<i32> = r.moves.iter().take(3).map(|m| m.score).collect();
        eprintln!("{} {:?} d{}", r.moves.len(), s, r.depth);
    }
}
