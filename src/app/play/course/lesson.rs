//! A lesson of the course played on the real board: its position put on the board as a
//! game (the player takes the side to move, the opponent is the lesson's level or nobody),
//! "show me" playing the solution, and every move that enters the history judged by the
//! rules engine. The lessons themselves are pure data in `game::teach::course::lessons`; the Learn window
//! (`ui::course::learn`) shows them.
use crate::ai::Level;
use crate::app::play::BaoSet;
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, MoveInProgress, Notice};
use crate::game::play::session::{Player, Session};
use crate::game::teach::course::lessons::{Attempt, Lesson, Verdict};
use crate::game::words::i18n::{Lang, tr};
use crate::game::words::names;
use crate::rules::{parse_move, play_traced};
use bevy::prelude::*;

/// The lesson being played, and the lessons done.
#[derive(Resource, Default)]
pub struct Learn {
    pub run: Option<Run>,
    /// Lessons done in this session (the settings keep them across sessions).
    pub done: Vec<String>,
    /// The game that was on the board when the first lesson began: "Back to your game"
    /// puts it back.
    pub interrupted: Option<Box<crate::game::records::record::Saved>>,
}

/// A lesson was solved (not shown by "show me"): the settings record it.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct LessonDone(pub String);

/// One lesson on the board.
pub struct Run {
    pub lesson: &'static Lesson,
    pub attempt: Attempt,
    /// Moves of the history already judged.
    pub judged: usize,
    pub hint: bool,
    /// "Show me" is playing the solution: the result is not counted as done.
    pub showing: bool,
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.init_resource::<Learn>()
        .add_message::<LessonDone>()
        .add_systems(Update, judge.after(BaoSet::Turn))
        .add_systems(Update, face.in_set(BaoSet::Animate));
}

/// The board faces the learner: a lesson played as North is seen from North's side.
fn face(learn: Res<Learn>, mut facing: ResMut<crate::app::play::access::Facing>) {
    let side = learn.run.as_ref().map(|r| r.lesson.learner());
    if facing.lesson != side {
        facing.lesson = side;
    }
}

/// Puts the lesson's position on the board: the player takes the side to move, the
/// opponent is the lesson's level or (`demo`, or no opponent) nobody.
fn start_lesson(
    lesson: &'static Lesson,
    demo: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    lang: Lang,
) {
    let generation = game.generation + 1;
    // The table (names, new-game choices) stays the player's; only the session changes.
    let mut fresh = Game::new(game.setup.clone());
    let mut players = [Player::Human; 2];
    if !demo && let Some(level) = lesson.data.opponent.and_then(Level::from_number) {
        players[lesson.learner().opponent().index()] = Player::Computer(level);
    }
    fresh.session = Session::from_position(lesson.start, players);
    // The panel names the sides for the lesson: the player, and his opponent.
    let me = lesson.learner();
    let them = match players[me.opponent().index()] {
        Player::Computer(level) => level.name().to_string(),
        Player::Human | Player::Remote => names::side(lang, me.opponent()).to_string(),
    };
    let (a, b) = (
        fresh.matchplay.player_at(me),
        fresh.matchplay.player_at(me.opponent()),
    );
    fresh.matchplay.names[a] = tr(lang, "learn.you").into();
    fresh.matchplay.names[b] = them;
    fresh.generation = generation;
    *game = fresh;
    *progress = MoveInProgress::default();
    choreo.reset(lesson.start);
    notice.0 = None;
}

/// Starts `lesson` on the board (`demo`: "show me", the solution played with the animation)
/// and follows it in `learn`; `lang` names the players.
#[allow(clippy::too_many_arguments)]
pub fn begin_lesson(
    lesson: &'static Lesson,
    demo: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    learn: &mut Learn,
    lang: Lang,
) {
    // The game in progress waits while lessons follow each other; a game begun from a
    // position (not savable) has nothing to go back to.
    if learn.run.is_none() && learn.interrupted.is_none() && game.session.index() > 0 {
        learn.interrupted = game.to_saved().map(Box::new);
    }
    start_lesson(lesson, demo, game, progress, choreo, notice, lang);
    if demo {
        // Every move of the solution, animated one after the other.
        let mut pos = lesson.start;
        for text in &lesson.data.solution {
            let Ok((succ, _)) = parse_move(&pos, text) else {
                break;
            };
            let Ok((_, trace)) = play_traced(&pos, &succ.mv) else {
                break;
            };
            if game.session.play(&succ.mv).is_err() {
                break;
            }
            choreo.push(trace, Some(succ.position));
            pos = succ.position;
        }
        game.generation += 1;
    }
    learn.run = Some(Run {
        lesson,
        attempt: Attempt::new(lesson),
        judged: 0,
        hint: demo,
        showing: demo,
    });
}

/// Judges every new move of the lesson's game; a game that is no longer the lesson's ends
/// the run.
pub fn judge(game: Res<Game>, mut learn: ResMut<Learn>, mut solved: MessageWriter<LessonDone>) {
    let Some(run) = learn.run.as_mut() else {
        return;
    };
    if *game.session.start() != run.lesson.start || game.session.rules() != run.lesson.rules {
        // Another game took the board (a new game, one loaded, or the interrupted one put
        // back): the lessons are over and there is nothing to go back to any more.
        learn.run = None;
        learn.interrupted = None;
        return;
    }
    let moves = &game.session.history()[..game.session.index()];
    if moves.len() < run.judged {
        // Undone: judge the remaining moves again from the start.
        run.attempt = Attempt::new(run.lesson);
        run.judged = 0;
    }
    let mut success = false;
    while run.judged < moves.len() {
        let m = &moves[run.judged];
        run.judged += 1;
        if run.attempt.play(&m.successor.mv) == Ok(Verdict::Success) {
            success = true;
        }
    }
    // A "more like this" position is practice: the course marks its own lessons only.
    let practice = crate::game::teach::course::lessons::more_origin(run.lesson.id()).is_some();
    if success && !run.showing && !practice {
        let id = run.lesson.id().to_string();
        if !learn.done.contains(&id) {
            learn.done.push(id.clone());
        }
        solved.write(LessonDone(id));
    }
}

/// What putting a lesson on the board changes, as one system parameter.
#[derive(bevy::ecs::system::SystemParam)]
pub struct LessonBoard<'w> {
    pub game: ResMut<'w, Game>,
    pub progress: ResMut<'w, MoveInProgress>,
    pub choreo: ResMut<'w, Choreo>,
    pub notice: ResMut<'w, Notice>,
    pub learn: ResMut<'w, Learn>,
}

impl LessonBoard<'_> {
    /// [`begin_lesson`] on this board.
    pub fn begin(&mut self, lesson: &'static Lesson, demo: bool, lang: Lang) {
        begin_lesson(
            lesson,
            demo,
            &mut self.game,
            &mut self.progress,
            &mut self.choreo,
            &mut self.notice,
            &mut self.learn,
            lang,
        );
    }
}

/// Ends the lessons and puts the game that was interrupted back on the board, if any.
pub fn back_to_game(
    learn: &mut Learn,
    out: &mut MessageWriter<crate::app::play::turn::TurnCommand>,
) {
    learn.run = None;
    if let Some(saved) = learn.interrupted.take() {
        out.write(crate::app::play::turn::TurnCommand::Load(saved));
    }
}
