//! A puzzle on the real board (`game::teach::practice::solving`, the pure core): the solver's moves are
//! played on the board and judged; a right move is answered by the solution's reply, sown
//! on the board; a miss is told (what it did, why it misses) and answered by the engine's
//! reply, then the position comes back for another try. After two misses the solution is
//! shown and can be played out. Solved or not, the attempt goes into the player's rating,
//! unless the Hint was asked (a hinted puzzle is not rated, as on a puzzle site).
//! The board's game is the puzzle's line from its start, so the moves list shows it; a miss
//! and its reply are taken back off it. The game on the board waits and comes back at the
//! end, as in the drill.
use crate::app::play::BaoSet;
use crate::app::play::access::Facing;
use crate::app::play::ai_task::AskHint;
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, MoveInProgress, Study, put_on_board};
use crate::game::play::session::Player;
use crate::game::teach::practice::puzzles::Puzzle;
use crate::game::teach::practice::solving::{Reply, Solving, Try};
use crate::rules::Side;
use crate::rules::{Position, play_traced};
use bevy::prelude::*;

/// How long a miss's reply stays on the board before the position comes back (seconds).
const MISS_SHOWN: f64 = 1.6;

#[derive(Message, Clone, Debug, PartialEq)]
pub enum PuzzleCommand {
    /// This puzzle on the board (a new one, or the same again).
    Start(Box<Puzzle>),
    /// After the end: play the rest of the solution on the board, a move at a time.
    ShowSolution,
    /// A practice game: the practice position of this id played out against the computer
    /// at `level`, the side to move at this screen (the game before comes back with `End`).
    /// It is a game of its own: saved with its start position, counted when won.
    PlayOut(Position, crate::ai::Level, String),
    /// End the puzzles (or the practice game) and put the game back.
    End,
}

/// A finished attempt, for the rating (read and cleared by the window that keeps the file).
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub puzzle: Box<Puzzle>,
    pub success: bool,
}

/// The puzzle on the board, if any.
#[derive(Resource, Default)]
pub struct Puzzling {
    pub run: Option<PuzzleRun>,
    /// Attempts finished, waiting to go into the rating.
    pub finished: Vec<Finished>,
    /// The game before a practice game, put back at the end.
    pub before_practice: Option<Box<Game>>,
}

pub struct PuzzleRun {
    pub solving: Solving,
    /// The last try, told in the window.
    pub tried: Option<Try>,
    /// The reply still to sow once the player's move has settled.
    reply: Option<Reply>,
    /// The moves of the solution still to show (after "show the solution").
    showing: Vec<(Position, crate::rules::Successor)>,
    /// When the miss's reply settled (real seconds): the position comes back a moment later.
    put_back_at: Option<f64>,
    counted: bool,
    /// The Hint was asked before the puzzle was over: the attempt is not rated.
    pub hinted: bool,
    /// How many moves of the board's game are the puzzle's line (judged right, or the
    /// solution's replies): a miss and its reply beyond them are taken back.
    line_len: usize,
    /// The board's generation when its last move was judged (each is judged once).
    judged: u64,
    /// A miss that ended the game has no reply: it is put back once it has been sown.
    miss_to_put_back: bool,
    game: Box<Game>,
}

impl PuzzleRun {
    /// The solution is being played out on the board.
    pub fn showing(&self) -> bool {
        !self.showing.is_empty()
    }
    /// Nothing more to sow or put back: the board stands as the puzzle left it.
    pub fn settled(&self) -> bool {
        self.showing.is_empty() && self.reply.is_none() && self.put_back_at.is_none()
    }
    /// The last try's reply is still to be sown (the player's own move is being sown):
    /// the window tells the reply once it is on the board.
    pub fn reply_pending(&self) -> bool {
        self.reply.is_some()
    }
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.init_resource::<Puzzling>()
        .add_message::<PuzzleCommand>()
        .add_systems(
            Update,
            (commands, judge, replies)
                .chain()
                .after(BaoSet::Turn)
                .before(BaoSet::Animate),
        )
        .add_systems(Update, face.in_set(BaoSet::Animate));
}

/// The board faces the solver of the puzzle on it, and the player of a practice game (the
/// one side a person plays there).
fn face(puzzling: Res<Puzzling>, game: Res<Game>, mut facing: ResMut<Facing>) {
    let side = match (&puzzling.run, &puzzling.before_practice) {
        (Some(run), _) => Some(run.solving.puzzle().solver()),
        (None, Some(_)) => {
            let players = game.session.players();
            let people: Vec<Side> = [Side::South, Side::North]
                .into_iter()
                .filter(|s| !players[s.index()].is_computer())
                .collect();
            (people.len() == 1).then(|| people[0])
        }
        (None, None) => None,
    };
    if facing.puzzle != side {
        facing.puzzle = side;
    }
}

fn set_board(
    pos: Position,
    snap: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    // The puzzle's start: the solver is to move.
    let solver = pos.to_move();
    put_on_board(
        Game::study_at(pos, Study::Puzzle { solver }),
        snap,
        game,
        progress,
        choreo,
    );
}

/// Sows `s` from `before` on the board (the board's game moves on with it).
fn sow(before: Position, s: &crate::rules::Successor, game: &mut Game, choreo: &mut Choreo) {
    if game.position() != before {
        let mut fresh = Game::from_position(before);
        fresh.generation = game.generation + 1;
        fresh.study = game.study;
        *game = fresh;
        choreo.reset(before);
    }
    if let Ok((_, trace)) = play_traced(&before, &s.mv)
        && game.session.play(&s.mv).is_ok()
    {
        choreo.push(trace, Some(s.position));
        game.generation += 1;
    }
}

fn commands(
    mut asked: MessageReader<PuzzleCommand>,
    mut puzzling: ResMut<Puzzling>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    lang: Res<crate::app::play::Language>,
    frame: Option<Res<bevy::diagnostic::FrameCount>>,
) {
    for c in asked.read() {
        match c {
            PuzzleCommand::Start(p) => {
                let saved = match puzzling.run.take() {
                    Some(run) => run.game,
                    None => Box::new(game.clone()),
                };
                let solving = Solving::new((**p).clone());
                info!(
                    "puzzle {} on the board at frame {}",
                    p.id,
                    frame.as_ref().map_or(0, |f| f.0)
                );
                set_board(
                    solving.position(),
                    true,
                    &mut game,
                    &mut progress,
                    &mut choreo,
                );
                puzzling.run = Some(PuzzleRun {
                    solving,
                    tried: None,
                    reply: None,
                    showing: Vec::new(),
                    put_back_at: None,
                    counted: false,
                    hinted: false,
                    line_len: 0,
                    judged: 0,
                    miss_to_put_back: false,
                    game: saved,
                });
            }
            PuzzleCommand::ShowSolution => {
                let Some(run) = puzzling.run.as_mut().filter(|r| r.solving.finished()) else {
                    continue;
                };
                run.showing = run.solving.remaining().to_vec();
                run.reply = None;
                run.put_back_at = None;
                put_line_back(run, &mut game, &mut progress, &mut choreo);
            }
            PuzzleCommand::PlayOut(pos, level, id) => {
                let saved = match (puzzling.run.take(), puzzling.before_practice.take()) {
                    (Some(run), _) => run.game,
                    (None, Some(g)) => g,
                    (None, None) => Box::new(game.clone()),
                };
                puzzling.before_practice = Some(saved);
                let mut fresh = Game::from_position(*pos);
                let me = pos.to_move();
                let mut players = [Player::Human; 2];
                players[me.opponent().index()] = Player::Computer(*level);
                fresh.session = crate::game::play::session::Session::from_position(*pos, players);
                fresh.setup.players = players;
                fresh.matchplay.names = [
                    crate::game::words::i18n::tr(lang.0, "learn.you").into(),
                    level.name().into(),
                ];
                if me == crate::rules::Side::North {
                    fresh.matchplay.names.swap(0, 1);
                }
                // Saved under these names too (the saved players are the table's).
                fresh.setup.names = fresh.matchplay.names.clone();
                fresh.own_start = true;
                fresh.practice = Some(id.clone());
                put_on_board(fresh, true, &mut game, &mut progress, &mut choreo);
            }
            PuzzleCommand::End => {
                let kept = puzzling
                    .run
                    .take()
                    .map(|r| r.game)
                    .or(puzzling.before_practice.take());
                if let Some(kept) = kept {
                    let mut back = *kept;
                    back.viewing = None;
                    put_on_board(back, true, &mut game, &mut progress, &mut choreo);
                }
            }
        }
    }
}

/// The board's game back to the puzzle's line: its start and the moves judged so far (a
/// miss and its reply, or a move taken back, are dropped; the seeds snap into place).
fn put_line_back(
    run: &PuzzleRun,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    let start = run.solving.puzzle().position;
    let line: Vec<_> = game
        .session
        .history()
        .iter()
        .take(run.line_len)
        .map(|m| m.successor.mv)
        .collect();
    set_board(start, true, game, progress, choreo);
    for mv in &line {
        if game.session.play(mv).is_err() {
            break;
        }
    }
    choreo.reset(game.position());
}

/// Judges the move played on the board. Another game on the board ends the puzzles.
fn judge(
    mut puzzling: ResMut<Puzzling>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut hints: MessageReader<AskHint>,
    frame: Option<Res<bevy::diagnostic::FrameCount>>,
) {
    let asked_hint = hints.read().count() > 0;
    let p = &mut *puzzling;
    let Some(run) = p.run.as_mut() else { return };
    if asked_hint && !run.solving.finished() {
        run.hinted = true;
    }
    if run.showing() || run.reply.is_some() || run.put_back_at.is_some() {
        return;
    }
    if *game.session.start() != run.solving.puzzle().position {
        if !choreo.busy() && !run.solving.finished() {
            p.run = None;
        }
        return;
    }
    let index = game.session.index();
    if progress.active() || run.solving.finished() {
        return;
    }
    // A move taken back (Undo): the line comes back as it was.
    if index < run.line_len || (index > run.line_len + 1) {
        if !choreo.busy() {
            put_line_back(run, &mut game, &mut progress, &mut choreo);
        }
        return;
    }
    if index != run.line_len + 1 || game.generation == run.judged {
        return;
    }
    let played = &game.session.history()[index - 1];
    if played.before != run.solving.position() {
        return;
    }
    let mv = played.successor.mv;
    let Ok(t) = run.solving.try_move(&mv) else {
        return;
    };
    info!(
        "puzzle {}: {} {} at frame {}",
        run.solving.puzzle().id,
        t.notation,
        match (t.right, run.solving.solved(), run.solving.finished()) {
            (_, true, _) => "solves it",
            (true, _, _) => "is right",
            (false, _, true) => "misses: the solution is shown",
            (false, _, false) => "misses",
        },
        frame.as_ref().map_or(0, |f| f.0)
    );
    run.judged = game.generation;
    if t.right {
        run.line_len += 1;
    }
    run.miss_to_put_back = !t.right && t.reply.is_none();
    run.reply = t.reply.clone();
    run.tried = Some(t);
    if !run.counted
        && let Some(success) = run.solving.rated()
    {
        run.counted = true;
        if run.hinted {
            info!(
                "puzzle {}: not rated, the hint was asked",
                run.solving.puzzle().id
            );
        } else {
            p.finished.push(Finished {
                puzzle: Box::new(run.solving.puzzle().clone()),
                success,
            });
        }
    }
}

/// Sows the reply once the player's move has settled; after a miss takes the miss and its
/// reply back a moment after the reply; plays the solution out, a move at a time.
fn replies(
    mut puzzling: ResMut<Puzzling>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    time: Res<Time<Real>>,
) {
    let Some(run) = puzzling.run.as_mut() else {
        return;
    };
    if choreo.busy() || progress.active() {
        return;
    }
    let now = time.elapsed_secs_f64();
    if run.showing() {
        let (before, s) = run.showing.remove(0);
        sow(before, &s, &mut game, &mut choreo);
        return;
    }
    if let Some(r) = run.reply.take() {
        let right = run.tried.as_ref().is_some_and(|t| t.right);
        sow(r.before, &r.successor, &mut game, &mut choreo);
        if right {
            run.line_len += 1;
        } else {
            run.put_back_at = Some(now);
        }
        return;
    }
    if std::mem::take(&mut run.miss_to_put_back) {
        run.put_back_at = Some(now);
        return;
    }
    if let Some(at) = run.put_back_at
        && now - at >= MISS_SHOWN
    {
        run.put_back_at = None;
        if !run.solving.finished() {
            put_line_back(run, &mut game, &mut progress, &mut choreo);
        }
    }
}
