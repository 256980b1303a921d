//! "Learn from your mistakes" on the real board: after a review, the player's own mistakes
//! and blunders (`game::teach::coach::drill`) one after the other, each position put on the board to find
//! a better move. A try is judged from the review's scores, told in the coach's window, and
//! the position comes back for another try; after two misses the engine's move is shown.
//! The reviewed game waits and comes back at the end ("Back to your game").
use crate::app::play::BaoSet;
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, MoveInProgress, Notice, put_on_board};
use crate::game::play::session::Player;
use crate::game::teach::coach::drill::{Drill, Tried};
use crate::rules::{Position, Side, parse_move, play_traced};
use bevy::prelude::*;

/// What the player asks of the drill.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillCommand {
    /// Begin with the reviewed game on the board.
    Start,
    /// The next exercise.
    Next,
    /// Play the engine's move on the board (once the exercise is over).
    ShowAnswer,
    /// End the drill and put the reviewed game back.
    End,
}

/// The drill being played, if any.
#[derive(Resource, Default)]
pub struct Drilling {
    pub run: Option<DrillRun>,
}

pub struct DrillRun {
    pub drill: Drill,
    /// The players' names, South's first, as the game had them.
    pub names: [String; 2],
    /// The last try, told in the window.
    pub tried: Option<Tried>,
    /// The reviewed game, put back at the end.
    pub game: Box<Game>,
    /// The try on the board is judged; the position comes back once its seeds are still.
    judged: bool,
    /// The engine's move is being shown: nothing to judge.
    showing: bool,
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.init_resource::<Drilling>()
        .add_message::<DrillCommand>()
        // Before the seeds' choreography: a position put back is snapped the same frame
        // (left for the next one, a sleeping window would take the player's next click
        // for "show the end at once", seen in a real window).
        .add_systems(
            Update,
            (commands, judge)
                .chain()
                .after(BaoSet::Turn)
                .before(BaoSet::Animate),
        );
}

/// Whose mistakes a drill takes: the one person at this screen against the computer, or
/// both players' between two people (or in a record).
pub fn learner(game: &Game) -> Option<Side> {
    let humans: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&s| game.session.player(s) == Player::Human)
        .collect();
    (humans.len() == 1).then(|| humans[0])
}

/// Puts an exercise's position on the board, the side to move played at this screen.
fn set_board(
    pos: Position,
    names: &[String; 2],
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    let mut fresh = Game::from_position(pos);
    fresh.matchplay.names = names.clone();
    put_on_board(fresh, true, game, progress, choreo);
}

fn commands(
    mut asked: MessageReader<DrillCommand>,
    mut drilling: ResMut<Drilling>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut notice: ResMut<Notice>,
) {
    for c in asked.read() {
        match c {
            DrillCommand::Start => {
                let Some(review) = &game.review else { continue };
                // The moves the review still judges: the positions stop there (a stale
                // end of the review, after an undo, is left out by the zip in Drill::new).
                let positions: Vec<_> = game.session.history()[..game.review_len()]
                    .iter()
                    .map(|m| (m.before, m.successor))
                    .collect();
                let drill = Drill::new(&positions, &review, learner(&game));
                // A drill of the game on the board, not of a drill's board.
                let saved = match drilling.run.take() {
                    Some(run) => run.game,
                    None => Box::new(game.clone()),
                };
                let names = [
                    saved.name_of(Side::South).to_string(),
                    saved.name_of(Side::North).to_string(),
                ];
                if let Some(e) = drill.exercise() {
                    set_board(e.position, &names, &mut game, &mut progress, &mut choreo);
                }
                notice.0 = None;
                drilling.run = Some(DrillRun {
                    drill,
                    names,
                    tried: None,
                    game: saved,
                    judged: false,
                    showing: false,
                });
            }
            DrillCommand::Next => {
                let Some(run) = drilling.run.as_mut() else {
                    continue;
                };
                if run.drill.next()
                    && let Some(e) = run.drill.exercise()
                {
                    run.tried = None;
                    run.judged = false;
                    run.showing = false;
                    let pos = e.position;
                    set_board(pos, &run.names, &mut game, &mut progress, &mut choreo);
                }
            }
            DrillCommand::ShowAnswer => {
                let Some(run) = drilling.run.as_mut() else {
                    continue;
                };
                let (Some(e), Some(best)) = (run.drill.exercise(), run.drill.answer()) else {
                    continue;
                };
                let pos = e.position;
                let Ok((succ, _)) = parse_move(&pos, best) else {
                    continue;
                };
                set_board(pos, &run.names, &mut game, &mut progress, &mut choreo);
                if let Ok((_, trace)) = play_traced(&pos, &succ.mv)
                    && game.session.play(&succ.mv).is_ok()
                {
                    choreo.push(trace, Some(succ.position));
                    game.generation += 1;
                    run.showing = true;
                    run.judged = true;
                }
            }
            DrillCommand::End => {
                if let Some(run) = drilling.run.take() {
                    let mut reviewed = *run.game;
                    reviewed.viewing = None;
                    put_on_board(reviewed, true, &mut game, &mut progress, &mut choreo);
                }
            }
        }
    }
}

/// Judges the move tried on the board; once its seeds are still, an exercise not yet over
/// puts its position back for the next try. Another game on the board ends the drill.
fn judge(
    mut drilling: ResMut<Drilling>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
) {
    let Some(run) = drilling.run.as_mut() else {
        return;
    };
    let Some(e) = run.drill.exercise() else {
        return;
    };
    let start = e.position;
    if *game.session.start() != start {
        // A new game or a loaded one took the board: the drill is over, the reviewed
        // game stays where the player left it (in its autosave).
        drilling.run = None;
        return;
    }
    let played = game.session.index();
    if played == 0 {
        run.judged = false;
        return;
    }
    if !run.judged {
        run.judged = true;
        let mv = game.session.history()[0].successor.mv;
        run.tried = run.drill.try_move(&mv).ok();
        return;
    }
    if !run.showing && !run.drill.finished() && !choreo.busy() {
        set_board(start, &run.names, &mut game, &mut progress, &mut choreo);
        run.judged = false;
    }
}
