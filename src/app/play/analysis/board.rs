//! The analysis board on the real board: a tree of variations (`game::teach::analysis::variations`)
//! walked with the board. A move played on the board goes into the tree (a new branch when it
//! differs from every move tried there, so stepping back and trying another keeps both);
//! stepping to a node puts its position on the board. The engine's best lines of the node
//! shown grow deeper on a thread of their own, cancelled when the node changes, so no frame
//! waits for them. The game on the board waits and comes back at the end; a tree opened on
//! the game (its start position the game's) goes back with it and is saved with it.
use crate::app::play::BaoSet;
use crate::app::play::ai_task::Wake;
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, MoveInProgress, Study, put_on_board};
use crate::game::teach::analysis::lines::Lines;
use crate::game::teach::analysis::live::run_live;
use crate::game::teach::analysis::variations::Deletions;
use crate::game::teach::analysis::variations::{NodeId, Tree};
use crate::rules::{Move, Position, play_traced};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Lines the board shows (multi-PV).
pub const LINES: usize = 3;

/// What the player asks of the analysis board.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum AnalysisCommand {
    /// Open on the board's game at the position shown (the game's own tree, kept with it).
    Open,
    /// Open on the game at move `ply` (the position before it) and play `line` into the
    /// tree from there (the coach's line, a forced win); the board goes to its first move.
    OpenLine {
        ply: usize,
        line: Vec<String>,
    },
    /// Open on a position of its own (a puzzle, a lesson, the editor's).
    OpenPosition(Position),
    /// Go to a node of the tree.
    Go(NodeId),
    Back,
    Forward,
    First,
    Last,
    NextBranch,
    PreviousBranch,
    /// Play a move written in notation from the node shown (typed, or a script's).
    PlayText(String),
    /// Play engine line K (0: the best) into the tree from the node shown.
    PlayLine(usize),
    Promote(NodeId),
    Delete(NodeId),
    Rename(NodeId, String),
    /// Bring back the line deleted last (stepping back never deletes: a line goes only by
    /// `Delete`, and comes back by this).
    Undo,
    Close,
}

/// The analysis board, if one is open.
#[derive(Resource, Default)]
pub struct Analysing {
    pub run: Option<AnalysisRun>,
}

pub struct AnalysisRun {
    pub tree: Tree,
    /// The node shown on the board.
    pub at: NodeId,
    /// The engine's lines of the node shown (the deepest finished depth so far).
    pub lines: Option<Lines>,
    /// The last refusal (a tree full, a line that no longer fits), shown in the window.
    pub refusal: Option<String>,
    /// The tree is the game's: it goes back with the game (and is saved with it).
    pub of_game: bool,
    /// The lines deleted, to be brought back by `Undo`.
    pub deletions: Deletions,
    engine: Option<Engine>,
    game: Box<Game>,
}

/// The engine's search of one node, on its own thread.
struct Engine {
    node: NodeId,
    position: Position,
    cancel: Arc<AtomicBool>,
    latest: Arc<Mutex<Option<Lines>>>,
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl AnalysisRun {
    pub fn position(&self) -> Position {
        self.tree
            .node(self.at)
            .map(|n| n.position)
            .unwrap_or(*self.tree.root())
    }
    /// The engine is still deepening the node shown.
    pub fn thinking(&self) -> bool {
        self.engine
            .as_ref()
            .is_some_and(|e| !e.cancel.load(Ordering::Relaxed))
    }
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.init_resource::<Analysing>()
        .add_message::<AnalysisCommand>()
        .add_systems(
            Update,
            (commands, follow_board, engine)
                .chain()
                .after(BaoSet::Turn)
                .before(BaoSet::Animate),
        );
}

/// Puts `pos` on the board as a game of two people, snapped (`snap`) or left to the seeds
/// already flowing there (a move just played on the board); `last`: the move into it.
fn set_board(
    pos: Position,
    last: Option<(Position, Move)>,
    snap: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    let mut fresh = Game::study_at(pos, Study::Analysis { last });
    fresh.matchplay.names = game.matchplay.names.clone();
    put_on_board(fresh, snap, game, progress, choreo);
}

/// The game's tree (its own, or a new one from its start with its moves as the main line),
/// and the node of the position the board shows.
fn tree_of_game(game: &Game) -> (Tree, NodeId) {
    let mut tree = game
        .analysis
        .clone()
        .filter(|t| t.root() == game.session.start())
        .unwrap_or_else(|| Tree::new(*game.session.start()));
    let shown = game.viewing.unwrap_or(game.session.index());
    let moves: Vec<Move> = game.session.history()[..game.session.index()]
        .iter()
        .map(|m| m.successor.mv)
        .collect();
    // The game's moves are a line of the tree (played in, or found there already), and its
    // main line: an exploration tried before never takes the place of the moves played.
    let mut at = 0;
    let mut shown_node = 0;
    for (i, mv) in moves.iter().enumerate() {
        match tree.play(at, mv) {
            Ok(n) => at = n,
            Err(_) => break,
        }
        if i + 1 == shown {
            shown_node = at;
        }
    }
    let _ = tree.make_main_line(at);
    (tree, shown_node)
}

#[allow(clippy::too_many_arguments)]
fn commands(
    mut asked: MessageReader<AnalysisCommand>,
    mut analysing: ResMut<Analysing>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
) {
    for c in asked.read() {
        if let Some(run) = open(c, &mut analysing, &game) {
            let pos = run.position();
            let last = move_into(&run);
            analysing.run = Some(run);
            set_board(pos, last, true, &mut game, &mut progress, &mut choreo);
            continue;
        }
        let Some(run) = analysing.run.as_mut() else {
            continue;
        };
        if *c == AnalysisCommand::Close {
            close(&mut analysing, &mut game, &mut progress, &mut choreo);
            continue;
        }
        let before = run.at;
        run.refusal = None;
        walk(run, c);
        if run.at != before || matches!(c, AnalysisCommand::Delete(_) | AnalysisCommand::Undo) {
            let pos = run.position();
            // One move forward is sown on the board; any other step snaps the seeds.
            let parent = run.tree.parent(run.at);
            let snap = parent != Some(before) || !sow(run, pos, &mut game, &mut choreo);
            if snap {
                let last = move_into(run);
                set_board(pos, last, true, &mut game, &mut progress, &mut choreo);
            }
        }
    }
}

/// The move into the node shown, from its parent's position (none at the root).
fn move_into(run: &AnalysisRun) -> Option<(Position, Move)> {
    let parent = run.tree.parent(run.at)?;
    let from = run.tree.node(parent).ok()?;
    let mv = run.tree.node(run.at).ok()?.mv?;
    Some((from.position, mv))
}

/// The run an opening command begins (the game kept to come back to), if it is one.
fn open(c: &AnalysisCommand, analysing: &mut Analysing, game: &Game) -> Option<AnalysisRun> {
    // Opened again while open: the game kept is the one before the first opening.
    let kept = |a: &mut Analysing, game: &Game| match a.run.take() {
        Some(run) => run.game,
        None => Box::new(game.clone()),
    };
    let run = |tree: Tree, at: NodeId, of_game: bool, game: Box<Game>| AnalysisRun {
        tree,
        at,
        lines: None,
        refusal: None,
        of_game,
        deletions: Deletions::default(),
        engine: None,
        game,
    };
    match c {
        AnalysisCommand::Open => {
            let saved = kept(analysing, game);
            let (tree, at) = tree_of_game(&saved);
            Some(run(tree, at, true, saved))
        }
        AnalysisCommand::OpenLine { ply, line } => {
            let saved = kept(analysing, game);
            let mut g = (*saved).clone();
            g.viewing = Some(*ply);
            let (mut tree, at) = tree_of_game(&g);
            let first = tree
                .play_line_text(at, &line[..line.len().min(1)])
                .unwrap_or(at);
            let _ = tree.play_line_text(at, line);
            Some(run(tree, first, true, saved))
        }
        AnalysisCommand::OpenPosition(pos) => {
            let saved = kept(analysing, game);
            Some(run(Tree::new(*pos), 0, false, saved))
        }
        _ => None,
    }
}

/// Sows the move into the node shown from its parent on the board (the seeds flow), true
/// when it could.
fn sow(run: &AnalysisRun, to: Position, game: &mut Game, choreo: &mut Choreo) -> bool {
    let Some(parent) = run.tree.parent(run.at) else {
        return false;
    };
    let (Ok(from), Ok(node)) = (run.tree.node(parent), run.tree.node(run.at)) else {
        return false;
    };
    let Some(mv) = node.mv else { return false };
    if game.position() != from.position {
        return false;
    }
    let Ok((_, trace)) = play_traced(&from.position, &mv) else {
        return false;
    };
    let mut fresh = Game::study_at(
        to,
        Study::Analysis {
            last: Some((from.position, mv)),
        },
    );
    fresh.matchplay.names = game.matchplay.names.clone();
    fresh.generation = game.generation + 1;
    *game = fresh;
    choreo.push(trace, Some(to));
    true
}

/// Applies a walking or editing command to the tree.
fn walk(run: &mut AnalysisRun, c: &AnalysisCommand) {
    let t = &run.tree;
    let to = match c {
        AnalysisCommand::Go(n) => t.node(*n).ok().map(|_| *n),
        AnalysisCommand::Back => t.parent(run.at),
        AnalysisCommand::Forward => t.next(run.at),
        AnalysisCommand::First => Some(0),
        AnalysisCommand::Last => {
            let mut at = run.at;
            while let Some(n) = t.next(at) {
                at = n;
            }
            Some(at)
        }
        AnalysisCommand::NextBranch => t.next_sibling(run.at),
        AnalysisCommand::PreviousBranch => t.previous_sibling(run.at),
        _ => None,
    };
    if let Some(n) = to {
        run.at = n;
        return;
    }
    let done = match c {
        AnalysisCommand::PlayLine(k) => play_engine_line(run, *k),
        AnalysisCommand::PlayText(t) => run.tree.play_text(run.at, t).map(|n| run.at = n),
        AnalysisCommand::Promote(n) => run.tree.promote(*n).map(|_| ()),
        // The board goes back to where the deleted line left (the nodes are renumbered).
        AnalysisCommand::Delete(n) => run
            .deletions
            .delete(&mut run.tree, *n, run.at)
            .map(|back| run.at = back),
        AnalysisCommand::Rename(n, name) => run.tree.rename(*n, name),
        AnalysisCommand::Undo => {
            if let Some(at) = run.deletions.undo(&mut run.tree) {
                run.at = at;
            }
            Ok(())
        }
        _ => Ok(()),
    };
    if let Err(e) = done {
        run.refusal = Some(e.to_string());
    }
}

/// Plays the first move of the engine's line `k` into the tree (following it when it is
/// there) and goes to it: always one move, as a click on a line's first move does on a
/// chess site; the line's rest is the engine's again from there.
fn play_engine_line(
    run: &mut AnalysisRun,
    k: usize,
) -> Result<(), crate::game::teach::analysis::variations::TreeError> {
    let Some(line) = run.lines.as_ref().and_then(|l| l.lines.get(k)).cloned() else {
        return Ok(());
    };
    run.at = run
        .tree
        .play_line(run.at, &line.moves[..line.moves.len().min(1)])?;
    Ok(())
}

/// Puts the game back (with the tree, when it is the game's).
fn close(
    analysing: &mut Analysing,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    let Some(run) = analysing.run.take() else {
        return;
    };
    let mut back = *run.game;
    if run.of_game {
        back.analysis = (!run.tree.is_empty()).then_some(run.tree);
    }
    put_on_board(back, true, game, progress, choreo);
}

/// A move played on the board goes into the tree; another game put on the board (a new or
/// loaded one) ends the analysis.
fn follow_board(
    mut analysing: ResMut<Analysing>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
) {
    let Some(run) = analysing.run.as_mut() else {
        return;
    };
    let shown = run.position();
    if game.session.index() == 0 {
        if *game.session.start() != shown && !choreo.busy() {
            // Not the analysis's board any more: the game in its place stays.
            analysing.run = None;
        }
        return;
    }
    if progress.active() || *game.session.start() != shown {
        return;
    }
    let mv = game.session.history()[0].successor.mv;
    let after = game.position();
    match run.tree.play(run.at, &mv) {
        Ok(n) => {
            run.at = n;
            // The seeds go on flowing; the board's game starts again from the new node.
            let last = Some((shown, mv));
            set_board(after, last, false, &mut game, &mut progress, &mut choreo);
        }
        Err(e) => {
            run.refusal = Some(e.to_string());
            set_board(shown, None, true, &mut game, &mut progress, &mut choreo);
        }
    }
}

/// Keeps the engine on the node shown: a new search when the node changes (the old one is
/// cancelled), its newest lines taken in as they come.
fn engine(mut analysing: ResMut<Analysing>, wake: Option<Res<Wake>>) {
    let Some(run) = analysing.run.as_mut() else {
        return;
    };
    let pos = run.position();
    if run
        .engine
        .as_ref()
        .is_none_or(|e| e.node != run.at || e.position != pos)
    {
        run.lines = None;
        run.engine = None;
        if pos.outcome().is_none() {
            run.engine = Some(start(run.at, pos, wake.as_deref().cloned()));
        }
    }
    if let Some(e) = &run.engine
        && let Some(lines) = e.latest.lock().ok().and_then(|mut l| l.take())
    {
        run.lines = Some(lines);
    }
}

/// The engine's thread yields to the window's: it takes only the processor time the frames
/// leave (a software renderer draws on every core). On Linux it runs as an idle task
/// (SCHED_IDLE), which any other thread takes the core from at once: at the lowest nice level
/// alone the still frames beside it were about a quarter slower (`bao --bench-frames`).
/// Elsewhere on Unix: nice 19.
fn lower_priority() {
    #[cfg(unix)]
    // SAFETY: setpriority and sched_setscheduler on the calling thread (Linux: the id 0 is
    // this thread); a failure only leaves the priority as it was.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
        #[cfg(target_os = "linux")]
        {
            let param = libc::sched_param { sched_priority: 0 };
            libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
        }
    }
}

fn start(node: NodeId, position: Position, wake: Option<Wake>) -> Engine {
    let cancel = Arc::new(AtomicBool::new(false));
    let latest = Arc::new(Mutex::new(None));
    let (c, l) = (cancel.clone(), latest.clone());
    std::thread::Builder::new()
        .name("bao-analysis".into())
        .spawn(move || {
            lower_priority();
            run_live(&position, LINES, &c, &mut |lines| {
                if c.load(Ordering::Relaxed) {
                    return;
                }
                if let Ok(mut slot) = l.lock() {
                    *slot = Some(lines);
                }
                if let Some(w) = &wake {
                    (w.0)();
                }
            });
            // Done deepening (a forced result proven, or `live`'s deepest depth): the thread
            // ends, the lines stay, and an open board no longer keeps a core busy.
            c.store(true, Ordering::Relaxed);
            if let Some(w) = &wake {
                (w.0)();
            }
        })
        .ok();
    Engine {
        node,
        position,
        cancel,
        latest,
    }
}
