//! `--practice PAGE[:...]`: the Practice window opened on a page for a picture or a test:
//! `trainer:KIND:N` begins a round and gives N answers (two right, one wrong, in turn), then
//! ends it, so the picture shows a round's answers; `trainer:KIND:N:replay` then sows the
//! third answer (a wrong one) again, lap by lap. `games:ID` plays the practice position
//! ID out against Mwanzo; `games:ID:win` also plays the player's moves (the engine's choice
//! at its strongest level, animations skipped) until the game is over.
use crate::app::play::choreo::Choreo;
use crate::app::play::practice::puzzle::{PuzzleCommand, Puzzling};
use crate::app::play::practice::trainer::{TrainerCommand, Training};
use crate::app::play::turn::{Game, TurnCommand};
use crate::app::ui::practice::window::{Page, PracticeWindow};
use crate::game::teach::practice::puzzles::shipped;
use crate::game::teach::practice::trainer::{Ask, Given};
use bevy::prelude::*;

/// What `--practice` asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    pub page: Page,
    /// The page's argument (a puzzle id, a theme, a kind of trainer round).
    pub what: Option<String>,
    /// A number after it (trainer: answers to give; puzzles: a move to try).
    pub then: Option<String>,
}

impl Asked {
    pub fn parse(v: &str) -> Result<Asked, String> {
        let mut parts = v.splitn(3, ':');
        let page = match parts.next().unwrap_or("") {
            "puzzles" => Page::Puzzles,
            "themes" => Page::Themes,
            "trainer" => Page::Trainer,
            "games" => Page::Games,
            "rating" => Page::Rating,
            other => {
                return Err(format!(
                    "--practice: '{other}' is not puzzles, themes, trainer, games or rating"
                ));
            }
        };
        let what = parts.next().map(str::to_string);
        let then = parts.next().map(str::to_string);
        if page == Page::Trainer
            && let Some(k) = &what
            && kind(k).is_none()
        {
            return Err(format!(
                "--practice trainer:{k}: the kinds are facing, end, captures, entry"
            ));
        }
        Ok(Asked { page, what, then })
    }
}

fn kind(word: &str) -> Option<Ask> {
    Some(match word {
        "facing" => Ask::Facing,
        "end" => Ask::End,
        "captures" => Ask::Captures,
        "entry" => Ask::Entry,
        _ => return None,
    })
}

/// Opens the window as asked, once the app has started.
pub fn open(app: &mut App, asked: Asked) {
    let start = asked.clone();
    app.add_systems(
        PostStartup,
        move |mut w: ResMut<PracticeWindow>, mut trainer: MessageWriter<TrainerCommand>| {
            w.open = true;
            w.page = start.page;
            if start.page == Page::Themes
                && let Some(t) = start
                    .what
                    .as_deref()
                    .and_then(crate::game::teach::practice::puzzles::Theme::from_word)
            {
                w.stream.theme = Some(t);
            }
            if start.page == Page::Trainer
                && let Some(ask) = start.what.as_deref().and_then(kind)
            {
                trainer.write(TrainerCommand::Start(ask, crate::rules::Variant::Kiswahili));
            }
        },
    );
    if asked.page == Page::Puzzles
        && let Some(id) = asked.what.clone()
    {
        let tries: Vec<String> = asked
            .then
            .as_deref()
            .map(|t| t.split(',').map(str::to_string).collect())
            .unwrap_or_default();
        app.add_systems(PostStartup, start_puzzle(id));
        app.add_systems(Update, try_for_the_picture(tries));
    }
    if asked.page == Page::Games
        && let Some(id) = asked.what.clone()
    {
        app.add_systems(PostStartup, play_out(id.clone()));
        if asked.then.as_deref() == Some("win") {
            app.insert_resource(PlayFor(id))
                .add_systems(Update, play_for_the_player);
        }
    }
    if asked.page == Page::Trainer {
        let then = asked.then.as_deref().unwrap_or("");
        let answers: usize = then
            .split(':')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        app.add_systems(Update, answer_for_the_picture(answers));
        if then.ends_with(":replay") && answers >= 3 {
            app.add_systems(Update, replay_for_the_picture(2));
        }
    }
}

/// Gives `n` answers to the trainer's round, one a frame (right, right, wrong, ...), then
/// ends the round.
fn answer_for_the_picture(
    n: usize,
) -> impl FnMut(Res<Training>, MessageWriter<TrainerCommand>, Local<usize>) {
    move |training, mut out, mut given| {
        let Some(run) = training.run.as_ref().filter(|r| !r.over) else {
            return;
        };
        if n == 0 {
            return;
        }
        if *given == n {
            out.write(TrainerCommand::Finish);
            *given += 1;
            return;
        }
        let Some(q) = run.current() else { return };
        if *given > n || run.round.answers.len() != *given {
            return;
        }
        let answer = if *given % 3 == 2 {
            match q.truth {
                Given::Pit(p) => Given::Pit(p.opposite().unwrap_or(p.step(crate::rules::Dir::Cw))),
                Given::Yes(b) => Given::Yes(!b),
            }
        } else {
            q.truth
        };
        out.write(TrainerCommand::Answer(answer));
        *given += 1;
    }
}

/// `trainer:KIND:N:replay`: after the round, answer K (0-based) sown again, lap after lap,
/// each once the seeds of the one before are still.
fn replay_for_the_picture(
    k: usize,
) -> impl FnMut(Res<Training>, Res<Choreo>, MessageWriter<TrainerCommand>, Local<bool>) {
    move |training, choreo, mut out, mut asked| {
        let Some(run) = training.run.as_ref().filter(|r| r.over) else {
            return;
        };
        if !*asked {
            out.write(TrainerCommand::Replay(k));
            *asked = true;
        } else if !choreo.busy() && run.replaying.as_ref().is_some_and(|r| !r.done()) {
            out.write(TrainerCommand::NextLap);
        }
    }
}

/// `puzzles:ID`: that shipped puzzle on the board.
fn start_puzzle(id: String) -> impl FnMut(MessageWriter<PuzzleCommand>) {
    move |mut out| match shipped().into_iter().find(|p| p.id == id) {
        Some(p) => {
            out.write(PuzzleCommand::Start(Box::new(p)));
        }
        None => error!("--practice puzzles:{id}: no such puzzle in the shipped set"),
    }
}

/// `puzzles:ID:MOVE,MOVE`: the moves tried on the board one after the other, each once the
/// board stands still with the solver to move.
fn try_for_the_picture(
    tries: Vec<String>,
) -> impl FnMut(
    Res<Puzzling>,
    Res<Game>,
    Res<Choreo>,
    MessageWriter<TurnCommand>,
    Local<usize>,
    Local<u32>,
) {
    move |puzzling, game, choreo, mut out, mut done, mut still| {
        let Some(run) = &puzzling.run else { return };
        if *done >= tries.len() || run.solving.finished() {
            return;
        }
        if choreo.busy() || !run.settled() || game.position() != run.solving.position() {
            *still = 0;
            return;
        }
        // A few still frames: the reply's put-back has happened.
        *still += 1;
        if *still < 3 {
            return;
        }
        *still = 0;
        match crate::rules::parse_move(&game.position(), &tries[*done]) {
            Ok((s, _)) => {
                info!(
                    "practice: trying {} on puzzle {}",
                    tries[*done],
                    run.solving.puzzle().id
                );
                out.write(TurnCommand::Play(s.mv));
            }
            Err(e) => error!("practice: {} is not a move here: {e}", tries[*done]),
        }
        *done += 1;
    }
}

/// `games:ID`: the shipped practice position ID played out against Mwanzo.
fn play_out(id: String) -> impl FnMut(MessageWriter<PuzzleCommand>) {
    move |mut out| match crate::game::teach::practice::positions::shipped_practice()
        .into_iter()
        .find(|p| p.id == id)
    {
        Some(p) => {
            out.write(PuzzleCommand::PlayOut(
                p.position,
                crate::ai::Level::Mwanzo,
                p.id.clone(),
            ));
        }
        None => error!("--practice games:{id}: no such position in the shipped set"),
    }
}

/// `games:ID:win`: the practice position whose player's moves the tool plays.
#[derive(Resource)]
struct PlayFor(String);

/// `games:ID:win`: the player's moves of the practice game, each once the board stands still
/// with the player to move (the engine's choice, a quarter of a second each), the sowing
/// skipped; the end told once.
fn play_for_the_player(
    want: Res<PlayFor>,
    game: Res<Game>,
    choreo: Res<Choreo>,
    progress: Res<crate::app::play::turn::MoveInProgress>,
    mut out: MessageWriter<TurnCommand>,
    mut skip: MessageWriter<crate::app::play::choreo::SkipAnimation>,
    mut told: Local<bool>,
) {
    let id = &want.0;
    if game.practice.as_ref() != Some(id) {
        return;
    }
    if choreo.busy() {
        skip.write(crate::app::play::choreo::SkipAnimation);
        return;
    }
    if let Some(o) = game.outcome() {
        if !*told {
            *told = true;
            info!(
                "practice game {id} over after {} moves: {} won",
                game.session.index(),
                o.winner.name()
            );
        }
        return;
    }
    if !game.human_to_move() || progress.active() {
        return;
    }
    let pos = game.position();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let Some(mv) = crate::ai::choose_move_timed(
        &pos,
        crate::ai::Level::Bingwa,
        game.session.index() as u64,
        Some(std::time::Duration::from_millis(250)),
        &cancel,
    ) else {
        return;
    };
    if let Ok(s) = crate::rules::play(&pos, &mv) {
        info!(
            "practice game {id}: the player plays {}",
            crate::rules::write_move(&pos, &s)
        );
    }
    out.write(TurnCommand::Play(mv));
}
