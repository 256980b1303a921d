//! The sowing trainer on the real board (`game::teach::practice::trainer`, the pure core): a timed round
//! of real positions, the move's start pit and direction marked on the board, the player
//! clicks the pit where the move ends (or where the captured seeds enter, or answers yes / no
//! in the window). Afterwards every answer can be replayed, its seeds sown lap by lap, the
//! right pit and a wrong answer marked; the board is then a demonstration (a click sows the
//! next lap), not a game. The positions are of the one game the player chose. The game on
//! the board waits and comes back at the end, as in the drill.
use crate::app::play::BaoSet;
use crate::app::play::choreo::Choreo;
use crate::app::play::pointing::Pointing;
use crate::app::play::turn::{Game, MoveInProgress, Study, put_on_board};
use crate::app::play::viewer::LapMark;
use crate::game::teach::narrate::laps::{LapStep, laps};
use crate::game::teach::practice::puzzles::shipped;
use crate::game::teach::practice::trainer::{Ask, Given, Question, Round, draw, positions};
use crate::game::words::i18n::Lang;
use crate::rules::{Position, Trace, Variant, play_traced};
use bevy::prelude::*;

/// How long a round lasts.
pub const ROUND_MS: u64 = 60_000;
/// Questions drawn for a round: more than anyone answers in a minute.
const QUESTIONS: usize = 120;

/// What the player asks of the trainer.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrainerCommand {
    /// A new round of this kind of question, on positions of this game.
    Start(Ask, Variant),
    /// An answer to the question on the board.
    Answer(Given),
    /// Ends the round now (the player stops it, or a test).
    Finish,
    /// After the round: sow answer K's move again on the board, its first lap.
    Replay(usize),
    /// The answer being replayed: sow its next lap.
    NextLap,
    /// End the trainer and put the game back.
    End,
}

/// The trainer, if one is on the board.
#[derive(Resource, Default)]
pub struct Training {
    pub run: Option<TrainerRun>,
    /// Every position of the shipped puzzles' lines, drawn from (read once).
    positions: Vec<Position>,
}

pub struct TrainerRun {
    pub ask: Ask,
    pub round: Round,
    /// Real seconds since the app began, when the round began.
    began: f64,
    /// The last answer: right or not, and the question it answered.
    pub last: Option<(bool, usize)>,
    /// The round is over (time up or every question answered).
    pub over: bool,
    /// The answer being replayed on the board, after the round.
    pub replaying: Option<Replaying>,
    /// The game on the board before the trainer, put back at the end.
    game: Box<Game>,
}

impl Training {
    /// The trainer is asking on the board: a click on a pit answers it.
    pub fn asking(&self) -> bool {
        self.run.as_ref().is_some_and(|r| !r.over)
    }
    /// Milliseconds into the round at real time `now` (seconds).
    pub fn elapsed_ms(&self, now: f64) -> u64 {
        self.run
            .as_ref()
            .map(|r| ((now - r.began).max(0.0) * 1000.0) as u64)
            .unwrap_or(0)
    }
}

/// An answer's move sown again, lap by lap.
pub struct Replaying {
    /// The answer's index in the round.
    pub k: usize,
    trace: Trace,
    pub steps: Vec<LapStep>,
    /// Laps sown so far.
    pub sown: usize,
    end: Position,
}

impl Replaying {
    pub fn done(&self) -> bool {
        self.sown >= self.steps.len()
    }
}

impl TrainerRun {
    /// The question being asked now (none once the round is over).
    pub fn current(&self) -> Option<&Question> {
        (!self.over)
            .then(|| self.round.questions.get(self.round.answers.len()))
            .flatten()
    }
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    // The lap mark is the Explain window's too; a game without the window has it from here.
    app.init_resource::<Training>()
        .init_resource::<LapMark>()
        .add_message::<TrainerCommand>()
        .add_systems(
            Update,
            (commands, clock)
                .chain()
                .after(BaoSet::Turn)
                .before(BaoSet::Animate),
        )
        .add_systems(Update, frozen.in_set(BaoSet::Animate));
}

/// While a round is over and its answers are shown, the board is a demonstration: it offers
/// no move (a click sows the next lap, `ui::play::input`); so is a setup in the position
/// editor (a click adds a seed). Neither lights a start or tells a pit's moves.
fn frozen(
    training: Res<Training>,
    editing: Res<crate::app::play::analysis::editor::Editing>,
    mut pointing: ResMut<Pointing>,
) {
    let frozen = training.run.as_ref().is_some_and(|r| r.over) || editing.open();
    if pointing.frozen != frozen {
        pointing.frozen = frozen;
    }
}

/// Puts `pos` on the board (a fresh game, two people), its seeds snapped where it stands.
fn set_board(pos: Position, game: &mut Game, progress: &mut MoveInProgress, choreo: &mut Choreo) {
    put_on_board(
        Game::study_at(pos, Study::Trainer),
        true,
        game,
        progress,
        choreo,
    );
}

/// Marks the question's start pit and direction on the board (the arrows of a chosen pit),
/// or the pit to face; nothing once the round is over.
fn mark(q: Option<&Question>, pointing: &mut Pointing) {
    pointing.selected = q.map(|q| (q.pit, q.mv.map(|m| vec![m.dir]).unwrap_or_default()));
}

#[allow(clippy::too_many_arguments)]
fn commands(
    mut asked: MessageReader<TrainerCommand>,
    mut training: ResMut<Training>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut pointing: ResMut<Pointing>,
    (mut lap, lang): (ResMut<LapMark>, Res<crate::app::play::Language>),
    time: Res<Time<Real>>,
    frame: Option<Res<bevy::diagnostic::FrameCount>>,
) {
    let now = time.elapsed_secs_f64();
    for c in asked.read() {
        match *c {
            TrainerCommand::Start(ask, variant) => {
                let round = new_round(&mut training, ask, variant);
                let saved = match training.run.take() {
                    Some(run) => run.game,
                    None => Box::new(game.clone()),
                };
                let run = TrainerRun {
                    ask,
                    round,
                    began: now,
                    last: None,
                    over: false,
                    replaying: None,
                    game: saved,
                };
                if let Some(q) = run.current() {
                    set_board(q.position, &mut game, &mut progress, &mut choreo);
                }
                mark(run.current(), &mut pointing);
                pointing.answers.clear();
                lap.0 = None;
                training.run = Some(run);
            }
            TrainerCommand::Answer(given) => {
                let ms = training.elapsed_ms(now);
                let Some(run) = training.run.as_mut().filter(|r| !r.over) else {
                    continue;
                };
                let k = run.round.answers.len();
                if let Some(q) = run.round.questions.get(k) {
                    info!("trainer: question {} names the move {}", k + 1, q.shown);
                }
                if let Some(right) = run.round.answer(given, ms) {
                    run.last = Some((right, k));
                }
                // The next position goes on the board in the frame of the answer (the round's
                // questions were all drawn at its start): what that costs, for the benchmark.
                let t = std::time::Instant::now();
                next_question(
                    run,
                    ms,
                    &mut game,
                    &mut progress,
                    &mut choreo,
                    &mut pointing,
                );
                info!(
                    "trainer: answer {} at frame {}; the next position put on the board in {} µs",
                    k + 1,
                    frame.as_ref().map_or(0, |f| f.0),
                    t.elapsed().as_micros()
                );
            }
            TrainerCommand::Finish => {
                if let Some(run) = training.run.as_mut() {
                    run.over = true;
                    mark(None, &mut pointing);
                }
            }
            TrainerCommand::Replay(k) => {
                let Some(run) = training.run.as_mut().filter(|r| r.over) else {
                    continue;
                };
                let Some(q) = run.round.questions.get(k) else {
                    continue;
                };
                set_board(q.position, &mut game, &mut progress, &mut choreo);
                run.replaying = replay(k, q, &mut game, lang.0);
                pointing.answers = answer_marks(q, run.round.answers.get(k).map(|a| a.given));
                for (pit, right) in &pointing.answers {
                    info!(
                        "trainer: answer {} marks {pit} {}",
                        k + 1,
                        if *right { "right" } else { "wrong" }
                    );
                }
                mark(None, &mut pointing);
                next_lap(run, &mut choreo, &mut lap);
            }
            TrainerCommand::NextLap => {
                if let Some(run) = training.run.as_mut()
                    && !choreo.busy()
                {
                    next_lap(run, &mut choreo, &mut lap);
                }
            }
            TrainerCommand::End => {
                if let Some(run) = training.run.take() {
                    let mut back = *run.game;
                    back.viewing = None;
                    put_on_board(back, true, &mut game, &mut progress, &mut choreo);
                }
                pointing.selected = None;
                pointing.answers.clear();
                pointing.frozen = false;
                lap.0 = None;
            }
        }
    }
}

/// A round of `ask` questions on positions of `variant`, drawn anew each time.
fn new_round(training: &mut Training, ask: Ask, variant: Variant) -> Round {
    if training.positions.is_empty() {
        training.positions = positions(&shipped());
    }
    let of_game: Vec<Position> = training
        .positions
        .iter()
        .filter(|p| p.rules().variant == variant)
        .copied()
        .collect();
    // A new round each time: the clock's nanoseconds pick the questions.
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1);
    let round = Round::new(draw(&of_game, ask, QUESTIONS, seed), ROUND_MS);
    let other = round
        .questions
        .iter()
        .filter(|q| q.position.rules().variant != variant)
        .count();
    info!(
        "trainer: a round of {} questions on {} positions, {other} of another game",
        round.questions.len(),
        variant.name()
    );
    round
}

/// Answer `k`'s move played on the board's game (so the board ends where the move ends),
/// its laps to be sown one at a time.
fn replay(k: usize, q: &Question, game: &mut Game, lang: Lang) -> Option<Replaying> {
    let mv = q.mv?;
    let (succ, trace) = play_traced(&q.position, &mv).ok()?;
    game.session.play(&mv).ok()?;
    game.generation += 1;
    let steps = laps(lang, &q.position, &succ, &trace);
    Some(Replaying {
        k,
        trace,
        steps,
        sown: 0,
        end: succ.position,
    })
}

/// The next lap of the answer being replayed, sown on the board, its start and end marked.
fn next_lap(run: &mut TrainerRun, choreo: &mut Choreo, lap: &mut LapMark) {
    let Some(r) = run.replaying.as_mut().filter(|r| !r.done()) else {
        return;
    };
    let step = &r.steps[r.sown];
    let events = r.trace[step.events.clone()].to_vec();
    r.sown += 1;
    info!(
        "trainer: answer {} sown again, lap {} of {}, from {} to {}",
        r.k + 1,
        r.sown,
        r.steps.len(),
        step.from,
        step.to
    );
    let end = r.done().then_some(r.end);
    choreo.push(events, end);
    lap.0 = Some((step.from, step.to));
}

/// The pits marked while an answer is replayed: the right pit, and the player's if wrong.
fn answer_marks(q: &Question, given: Option<Given>) -> Vec<(crate::rules::Pit, bool)> {
    let mut out = Vec::new();
    if let Given::Pit(truth) = q.truth {
        out.push((truth, true));
        if let Some(Given::Pit(g)) = given
            && g != truth
        {
            out.push((g, false));
        }
    }
    out
}

/// After an answer: the next question's position at once (no pause: the pure draw made
/// them all at the start), or the round's end.
fn next_question(
    run: &mut TrainerRun,
    ms: u64,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    pointing: &mut Pointing,
) {
    if run.round.finished(ms) {
        run.over = true;
        mark(None, pointing);
        return;
    }
    if let Some(q) = run.current() {
        let pos = q.position;
        set_board(pos, game, progress, choreo);
    }
    mark(run.current(), pointing);
}

/// Ends the round when its time is up, and keeps the question's marks on the board (the
/// input's own bookkeeping clears a chosen pit when the generation changes).
fn clock(mut training: ResMut<Training>, mut pointing: ResMut<Pointing>, time: Res<Time<Real>>) {
    let ms = training.elapsed_ms(time.elapsed_secs_f64());
    let Some(run) = training.run.as_mut() else {
        return;
    };
    if !run.over && run.round.finished(ms) {
        run.over = true;
        pointing.selected = None;
        return;
    }
    if !run.over {
        let want = run.current().map(|q| q.pit);
        if pointing.selected.as_ref().map(|s| s.0) != want {
            mark(run.current(), &mut pointing);
        }
    }
}
