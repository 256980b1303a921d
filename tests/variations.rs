//! The analysis board's tree of variations: branches kept when the player steps back and
//! tries another move, promote, delete, rename, walking, and the tree saved with the game
//! (RON) and exported to `.bao` as comment lines other readers skip.

use bao::ai::SplitMix;
use bao::game::records::record::{Player, PlayerId, SavedGame};
use bao::game::teach::analysis::variations::{MAX_NAME, SavedNode, Tree, TreeError};
use bao::rules::{Position, Rules, parse_record};

const GAMES: &str = "../shared/games";

fn start() -> Position {
    Position::start(Rules::KISWAHILI)
}

/// From the start: main line A6L* a5L A3L, and a branch A7L* at the first move (two of the
/// four legal first moves, RULES.md section 13) with its own reply.
fn two_branches() -> (Tree, Vec<usize>) {
    let mut t = Tree::new(start());
    let a = t.play_text(0, "A6L*").unwrap();
    let b = t.play_text(a, "a5L").unwrap();
    let c = t.play_text(b, "A3L").unwrap();
    let d = t.play_text(0, "A7L*").unwrap();
    let e = t.play_text(d, "a5L").unwrap();
    (t, vec![a, b, c, d, e])
}

fn notations(t: &Tree, ids: &[usize]) -> Vec<String> {
    ids.iter()
        .map(|&n| t.node(n).unwrap().notation.clone())
        .collect()
}

#[test]
fn stepping_back_and_trying_another_move_keeps_both_lines() {
    let (mut t, ids) = two_branches();
    assert_eq!(t.children(0), &[ids[0], ids[3]]);
    assert_eq!(notations(&t, &t.main_line()), ["A6L*", "a5L", "A3L"]);
    // The same move again walks into its node: no new branch.
    assert_eq!(t.play_text(0, "A6L*").unwrap(), ids[0]);
    assert_eq!(t.len(), 6);
    // Each node keeps the position its move leaves.
    let after = bao::rules::parse_move(&start(), "A7L*").unwrap().0.position;
    assert_eq!(t.node(ids[3]).unwrap().position, after);
}

#[test]
fn walking_the_tree() {
    let (t, ids) = two_branches();
    assert_eq!(t.parent(ids[1]), Some(ids[0]));
    assert_eq!(t.parent(0), None);
    assert_eq!(t.next(ids[0]), Some(ids[1]));
    assert_eq!(t.next(ids[2]), None);
    assert_eq!(t.next_sibling(ids[0]), Some(ids[3]));
    assert_eq!(t.previous_sibling(ids[3]), Some(ids[0]));
    assert_eq!(t.previous_sibling(ids[0]), None);
    assert_eq!(t.next_sibling(ids[3]), None);
    assert_eq!(t.path(ids[4]), [ids[3], ids[4]]);
}

#[test]
fn promoting_a_branch_makes_it_the_main_line() {
    let (mut t, ids) = two_branches();
    assert_eq!(t.promote(ids[4]), Ok(true));
    assert_eq!(notations(&t, &t.main_line()), ["A7L*", "a5L"]);
    assert_eq!(t.promote(ids[4]), Ok(false), "already the main line");
    assert_eq!(t.promote(0), Err(TreeError::Root));
}

#[test]
fn deleting_a_line_removes_its_moves_and_keeps_the_rest() {
    let (mut t, ids) = two_branches();
    assert_eq!(t.delete(ids[1]), Ok(ids[0]));
    assert_eq!(t.len(), 4);
    assert_eq!(notations(&t, &t.main_line()), ["A6L*"]);
    let branch = t.children(0)[1];
    assert_eq!(
        notations(&t, &t.path(t.next(branch).unwrap())),
        ["A7L*", "a5L"]
    );
    assert_eq!(t.delete(0), Err(TreeError::Root));
}

#[test]
fn renaming_a_line_refuses_control_characters_and_long_names() {
    let (mut t, ids) = two_branches();
    t.rename(ids[3], "  Sharp try ").unwrap();
    assert_eq!(t.node(ids[3]).unwrap().name.as_deref(), Some("Sharp try"));
    assert!(matches!(
        t.rename(ids[3], "a\u{1b}[2J"),
        Err(TreeError::BadName(_))
    ));
    assert!(t.rename(ids[3], &"x".repeat(MAX_NAME + 1)).is_err());
    t.rename(ids[3], "").unwrap();
    assert_eq!(t.node(ids[3]).unwrap().name, None);
}

#[test]
fn an_illegal_move_or_a_move_after_the_end_is_refused() {
    let mut t = Tree::new(start());
    // A1 holds no seed at the start: no move from it (G3).
    assert!(matches!(t.play_text(0, "A1L*"), Err(TreeError::Illegal(_))));
    assert!(matches!(t.play_text(9, "A6L*"), Err(TreeError::NoNode(9))));
    // W1/W2: once a seeded random game ends, no move follows.
    let (moves, _) = bao::cli::random_game(Rules::KISWAHILI, &mut SplitMix(3), &mut Vec::new());
    let (before, last) = moves.last().unwrap();
    assert!(last.outcome().is_some());
    let mut t = Tree::new(*before);
    let end = t.play(0, &last.mv).unwrap();
    let any = bao::rules::successors(before)[0].mv;
    assert_eq!(t.play(end, &any), Err(TreeError::Over));
}

fn game() -> SavedGame {
    let mut g = SavedGame::new(
        Rules::KISWAHILI,
        [Player::human("Asha"), Player::human("Juma")],
        PlayerId::First,
    );
    g.moves = vec!["A6L*".into(), "a5L".into()];
    g
}

#[test]
fn the_tree_is_saved_with_the_game_and_read_back() {
    let (mut t, ids) = two_branches();
    t.rename(ids[3], "Sharp try").unwrap();
    let mut g = game();
    g.set_analysis(&t);
    let text = g.to_ron();
    assert!(text.contains("analysis"));
    let back = SavedGame::from_ron(&text).unwrap();
    assert_eq!(back.analysis_tree().unwrap(), t);
    // A file before the tree reads as before, and writes no tree.
    let old = game().to_ron();
    assert!(!old.contains("analysis"));
    assert!(SavedGame::from_ron(&old).unwrap().analysis.is_empty());
}

#[test]
fn a_saved_tree_is_checked_like_every_field() {
    let node = |parent, mv: &str| SavedNode {
        parent,
        mv: mv.into(),
        name: None,
    };
    let cases: Vec<(Vec<SavedNode>, &str)> = vec![
        (vec![node(0, "A1L*")], "illegal"),
        (vec![node(1, "A6L*")], "no move number 1"),
        (vec![node(0, "A6L*"), node(0, "A6L*")], "already a move"),
        (
            vec![SavedNode {
                name: Some("a\u{7}".into()),
                ..node(0, "A6L*")
            }],
            "control character",
        ),
    ];
    for (nodes, want) in cases {
        let mut g = game();
        g.analysis = nodes;
        let e = SavedGame::from_ron(&g.to_ron()).unwrap_err().to_string();
        assert!(e.contains("analysis[") && e.contains(want), "{want}: {e}");
        // Salvaging keeps the game and drops the tree.
        let (kept, _) = g.salvage().unwrap();
        assert!(kept.analysis.is_empty() && kept.moves == game().moves);
    }
}

#[test]
fn the_tree_goes_to_bao_as_comments_and_comes_back() {
    let (mut t, ids) = two_branches();
    t.rename(ids[3], "Sharp try").unwrap();
    let sub = t.play_text(ids[0], "a6L").unwrap();
    t.rename(sub, "Quiet; but sound").unwrap();
    let mut g = game();
    g.set_analysis(&t);
    let bao = g.to_bao();
    assert!(
        bao.contains("; bao-variation 0 from 0.0: A6L* a5L A3L"),
        "{bao}"
    );
    assert!(
        bao.contains("; bao-variation 1 from 0.0: A7L* a5L"),
        "{bao}"
    );
    assert!(bao.contains("; bao-variation 2 from 0.1: a6L"), "{bao}");
    // Other readers skip comment lines: the record as read holds only the game.
    let record = parse_record(&bao).unwrap();
    assert_eq!(record.moves.len(), 2);
    let back = SavedGame::from_bao(&bao).unwrap();
    assert_eq!(back.moves, g.moves);
    assert_eq!(
        back.analysis_tree().unwrap().to_bao_lines(),
        t.to_bao_lines()
    );
    assert_eq!(back.analysis, t.to_saved());
    // A variation whose move is illegal is refused with its line.
    let bad = bao.replace("from 0.1: a6L", "from 0.1: A7L*");
    let e = SavedGame::from_bao(&bad).unwrap_err().to_string();
    assert!(e.contains("analysis (line"), "{e}");
}

#[test]
fn the_master_games_read_as_before() {
    let mut read = 0;
    for entry in std::fs::read_dir(GAMES).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "bao") {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Ok(g) = SavedGame::from_bao(&text) {
                assert!(g.analysis.is_empty(), "{}", path.display());
                read += 1;
            }
        }
    }
    assert!(read >= 5, "only {read} master games read");
}

/// An engine line, or the coach's forced win, played into the tree move by move; a refused
/// move leaves the tree as it was.
#[test]
fn a_line_is_played_into_the_tree_whole_or_not_at_all() {
    let (mut t, ids) = two_branches();
    let before = t.clone();
    let bad = ["A6L*".to_string(), "a5L".into(), "A1R".into()];
    assert!(t.play_line_text(0, &bad).is_err());
    assert_eq!(t, before);
    let good = ["A6R*".to_string(), "a6R*".into()];
    let end = t.play_line_text(0, &good).unwrap();
    assert_eq!(t.path(end).len(), 2);
    assert_eq!(t.children(0).len(), 3, "a third first move");
    assert_eq!(t.next(ids[0]), Some(ids[1]), "the rest unchanged");
}

/// Every reply at `id` but `not`, in notation (RULES.md section 13).
fn other_moves(t: &Tree, id: usize, not: &str) -> Vec<String> {
    let pos = t.node(id).unwrap().position;
    bao::rules::successors(&pos)
        .iter()
        .map(|s| bao::rules::write_move(&pos, s))
        .filter(|m| m != not)
        .collect()
}

/// The history as the window shows it: each move, then the branches replacing it one level
/// deeper, then the line going on ("1. A6L* (1. A7L* 1... a5L (1... X)) 1... a5L 2. A3L"),
/// numbered as the game's history numbers moves (names::numbered_move).
#[test]
fn the_history_rows_show_branches_indented_after_the_move_they_replace() {
    let (mut t, ids) = two_branches();
    let x = other_moves(&t, ids[3], "a5L").remove(0);
    let f = t.play_text(ids[3], &x).unwrap();
    t.rename(ids[3], "Sharp try").unwrap();
    let rows = t.rows(ids[4], 0, bao::rules::Side::South);
    let seen: Vec<(usize, usize, &str, bool)> = rows
        .iter()
        .map(|r| (r.node, r.depth, r.text.as_str(), r.starts_branch))
        .collect();
    let fx = format!("1... {x}");
    assert_eq!(
        seen,
        [
            (ids[0], 0, "1. A6L*", false),
            (ids[3], 1, "1. A7L*", true),
            (ids[4], 1, "1... a5L", false),
            (f, 2, fx.as_str(), true),
            (ids[1], 0, "1... a5L", false),
            (ids[2], 0, "2. A3L", false),
        ]
    );
    let current: Vec<usize> = rows.iter().filter(|r| r.current).map(|r| r.node).collect();
    assert_eq!(current, [ids[4]]);
    assert_eq!(rows[1].name.as_deref(), Some("Sharp try"));
    assert_eq!((rows[5].row, rows[5].mover), (2, bao::rules::Side::South));
    assert_eq!(rows[5].notation, "A3L");
    // A tree from the position after South's first move numbers on from the game: North's
    // reply is "1... a5L", South's next "2. A3L".
    let after = t.node(ids[0]).unwrap().position;
    let mut u = Tree::new(after);
    let b = u.play_text(0, "a5L").unwrap();
    u.play_text(b, "A3L").unwrap();
    let texts: Vec<String> = u
        .rows(0, 1, bao::rules::Side::South)
        .into_iter()
        .map(|r| r.text)
        .collect();
    assert_eq!(texts, ["1... a5L", "2. A3L"]);
    assert!(
        Tree::new(start())
            .rows(0, 0, bao::rules::Side::South)
            .is_empty()
    );
}

/// The keys: Right / Left along the line, Home to the position analysed, End to the line's
/// end following main lines, Down / Up among the branches of one move; nowhere to go stays.
#[test]
fn the_keys_walk_the_tree() {
    use bao::game::teach::analysis::variations::Walk;
    let (t, ids) = two_branches();
    assert_eq!(t.walk(0, Walk::Next), ids[0]);
    assert_eq!(t.walk(ids[2], Walk::Next), ids[2]);
    assert_eq!(t.walk(ids[1], Walk::Previous), ids[0]);
    assert_eq!(t.walk(0, Walk::Previous), 0);
    assert_eq!(t.walk(ids[4], Walk::First), 0);
    assert_eq!(t.walk(0, Walk::Last), ids[2]);
    assert_eq!(t.walk(ids[3], Walk::Last), ids[4]);
    assert_eq!(t.walk(ids[0], Walk::NextSibling), ids[3]);
    assert_eq!(t.walk(ids[3], Walk::NextSibling), ids[3]);
    assert_eq!(t.walk(ids[3], Walk::PreviousSibling), ids[0]);
    assert_eq!(t.walk(ids[0], Walk::PreviousSibling), ids[0]);
    assert_eq!(t.walk(0, Walk::NextSibling), 0);
}

/// Stepping back never deletes (a named branch survives any number of steps back); a deleted
/// line comes back whole with the node that was shown, the last deletion first.
#[test]
fn a_deleted_line_comes_back_and_stepping_back_deletes_nothing() {
    use bao::game::teach::analysis::variations::{Deletions, Walk};
    let (mut t, ids) = two_branches();
    let branch = t.children(0)[1];
    t.rename(branch, "the other takasa").unwrap();
    let before = t.clone();
    let mut at = t.children(branch)[0];
    for _ in 0..4 {
        at = t.walk(at, Walk::Previous);
    }
    assert_eq!((at, &t), (0, &before), "steps back change nothing");
    let mut deletions = Deletions::default();
    assert_eq!(deletions.undo(&mut t), None, "nothing deleted yet");
    let shown = t.children(branch)[0];
    assert_eq!(deletions.delete(&mut t, branch, shown), Ok(0));
    assert_eq!(t.len(), 4);
    assert_eq!(deletions.delete(&mut t, ids[2], ids[2]), Ok(ids[1]));
    assert_eq!(t.len(), 3);
    assert_eq!(deletions.delete(&mut t, 0, 0), Err(TreeError::Root));
    assert_eq!(
        deletions.undo(&mut t),
        Some(ids[2]),
        "the last deletion first"
    );
    assert_eq!(t.len(), 4);
    let back = deletions.undo(&mut t).expect("the named branch");
    assert_eq!((back, &t), (shown, &before));
    assert_eq!(
        t.node(branch).unwrap().name.as_deref(),
        Some("the other takasa")
    );
    assert!(deletions.is_empty());
}

/// A click on an engine line plays it from the current node: moves already in the tree are
/// followed, the rest added as a branch; the same line again adds nothing.
#[test]
fn an_engine_line_is_played_into_the_tree_from_the_current_node() {
    use bao::game::teach::analysis::live::run_live_to;
    let (mut t, ids) = two_branches();
    let at = ids[1];
    let pos = t.node(at).unwrap().position;
    let mut last = None;
    run_live_to(
        &pos,
        3,
        3,
        &std::sync::atomic::AtomicBool::new(false),
        &mut |l| last = Some(l),
    );
    let lines = last.unwrap();
    for line in &lines.lines {
        let before = t.len();
        let end = t.play_line(at, &line.moves).unwrap();
        let path = t.path(end);
        assert_eq!(&path[..2], &[ids[0], ids[1]]);
        assert_eq!(notations(&t, &path[2..]), line.line);
        let grown = t.len() - before;
        assert!(grown <= line.moves.len());
        assert_eq!(t.play_line(at, &line.moves), Ok(end));
        assert_eq!(t.len(), before + grown, "played again: nothing added");
    }
    // The three lines' first moves are three children of the node (A3L among them or not).
    let firsts: Vec<String> = lines.lines.iter().map(|l| l.line[0].clone()).collect();
    let children = notations(&t, t.children(at));
    assert!(firsts.iter().all(|m| children.contains(m)), "{children:?}");
    // A line starting with the tree's own A3L follows it.
    let a3l = t.node(ids[2]).unwrap().mv.unwrap();
    assert_eq!(t.play_line(at, &[a3l]), Ok(ids[2]));
}

/// The game's own moves keep their place: a line explored first, then the moves played,
/// made the main line at every place they branch.
#[test]
fn the_games_moves_are_made_the_main_line_wherever_they_branch() {
    let mut t = Tree::new(start());
    // An exploration first: A7L* a5L, then the game's A6L* a5L A3L.
    let x = t.play_text(0, "A7L*").unwrap();
    t.play_text(x, "a5L").unwrap();
    let a = t.play_text(0, "A6L*").unwrap();
    let b = t.play_text(a, "a5L").unwrap();
    let y = t.play_text(b, "A3R").unwrap();
    let c = t.play_text(b, "A3L").unwrap();
    assert_eq!(notations(&t, &t.main_line()), ["A7L*", "a5L"]);
    t.make_main_line(c).unwrap();
    assert_eq!(t.main_line(), [a, b, c]);
    assert_eq!(t.children(0)[1], x, "the exploration stays, as a branch");
    assert_eq!(t.children(b)[1], y);
    assert_eq!(t.make_main_line(0), Ok(()));
}
