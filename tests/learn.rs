//! A lesson on the board (headless): a lesson put on the board is played with the usual
//! commands and judged by the rules engine; "show me" plays the solution; a lesson against
//! Mwanzo gets the computer's replies. No window, no egui.
#![cfg(feature = "gui")]

use bao::app::CorePlugin;
use bao::app::play::choreo::{Choreo, Settings, Speed};
use bao::app::play::course::lesson::{Learn, LessonDone, begin_lesson};
use bao::app::play::turn::{Game, MoveInProgress, Notice, TurnCommand};
use bao::game::teach::course::lessons::{Verdict, lesson};
use bao::game::words::i18n::Lang;
use bao::rules::{Side, parse_move};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

/// The lessons the game told the files to record as done (the `LessonDone` messages).
#[derive(Resource, Default)]
struct Recorded(Vec<String>);

fn record(mut done: MessageReader<LessonDone>, mut recorded: ResMut<Recorded>) {
    recorded.0.extend(done.read().map(|d| d.0.clone()));
}

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, CorePlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.insert_resource(Settings {
        speed: Speed::Instant,
        show_counts: false,
        show_hints: false,
        ..Settings::default()
    });
    app.init_resource::<Recorded>();
    app.add_systems(PostUpdate, record);
    app.update();
    app
}

fn begin(app: &mut App, id: &'static str, demo: bool) {
    let l = lesson(Lang::English, id).unwrap();
    app.world_mut()
        .run_system_once(
            move |mut game: ResMut<Game>,
                  mut p: ResMut<MoveInProgress>,
                  mut c: ResMut<Choreo>,
                  mut n: ResMut<Notice>,
                  mut learn: ResMut<Learn>| {
                begin_lesson(
                    l,
                    demo,
                    &mut game,
                    &mut p,
                    &mut c,
                    &mut n,
                    &mut learn,
                    Lang::English,
                );
            },
        )
        .unwrap();
}

fn settle(app: &mut App) {
    for _ in 0..20_000 {
        if !app.world().resource::<Choreo>().busy() {
            return;
        }
        app.update();
    }
    panic!("the seeds did not settle");
}

fn verdict(app: &App) -> Option<Verdict> {
    app.world()
        .resource::<Learn>()
        .run
        .as_ref()?
        .attempt
        .verdict()
}

fn click(app: &mut App, text: &str) {
    let pos = app.world().resource::<Game>().position();
    let (s, _) = parse_move(&pos, text).unwrap();
    app.world_mut().write_message(TurnCommand::Start {
        pit: s.mv.pit,
        dir: s.mv.dir,
    });
    app.update();
    settle(app);
    app.update();
}

#[test]
fn a_lesson_on_the_board_is_judged_move_by_move() {
    // "capture" (G4): A5R takes a2, not the goal; A5L takes a6.
    let mut app = app();
    begin(&mut app, "capture", false);
    settle(&mut app);
    let l = lesson(Lang::English, "capture").unwrap();
    assert_eq!(app.world().resource::<Game>().position(), l.start);
    assert_eq!(app.world().resource::<Game>().name_of(Side::South), "You");
    click(&mut app, "A5R");
    assert_eq!(verdict(&app), Some(Verdict::Failure));
    // Undo judges again from the start; the right move succeeds and counts as done.
    app.world_mut().write_message(TurnCommand::Undo);
    app.update();
    app.update();
    assert_eq!(verdict(&app), None);
    click(&mut app, "A5L");
    assert_eq!(verdict(&app), Some(Verdict::Success));
    assert_eq!(app.world().resource::<Learn>().done, ["capture"]);
    // ... and the settings are told to record it, once.
    assert_eq!(app.world().resource::<Recorded>().0, ["capture"]);
}

#[test]
fn show_me_plays_the_solution_and_is_not_counted_as_done() {
    let mut app = app();
    begin(&mut app, "safari", true);
    settle(&mut app);
    app.update();
    assert_eq!(verdict(&app), Some(Verdict::Success));
    assert!(app.world().resource::<Learn>().done.is_empty());
    assert!(app.world().resource::<Recorded>().0.is_empty());
    // A new game ends the lesson.
    let setup = app.world().resource::<Game>().setup.clone();
    app.world_mut().write_message(TurnCommand::NewGame(setup));
    app.update();
    app.update();
    assert!(app.world().resource::<Learn>().run.is_none());
}

#[test]
fn against_mwanzo_the_computer_replies() {
    let mut app = app();
    begin(&mut app, "play-kujifunza", false);
    settle(&mut app);
    click(&mut app, "A5R*");
    // Mwanzo (level 0) answers within a few seconds of frames.
    for _ in 0..2_000 {
        if app.world().resource::<Game>().session.history().len() >= 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    settle(&mut app);
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.session.history().len(), 2, "Mwanzo replied");
    assert_eq!(game.name_of(Side::North), "Mwanzo");
    assert_eq!(verdict(&app), Some(Verdict::GoOn));
}

#[test]
fn back_to_your_game_after_the_lessons() {
    // Leaving the lessons left the lesson's board on screen with no way back to
    // the game in progress. The game on the board when the first lesson began comes back.
    use bao::app::play::course::lesson::back_to_game;
    use bevy::ecs::system::RunSystemOnce;
    let mut app = app();
    // Two people at the board, so no reply comes in between.
    app.insert_resource(Game::new(bao::app::play::turn::Setup {
        players: [bao::game::play::session::Player::Human; 2],
        ..Default::default()
    }));
    app.update();
    settle(&mut app);
    let start = app.world().resource::<Game>().position();
    let first = bao::rules::legal_moves(&start)[0];
    app.world_mut().write_message(TurnCommand::Play(first));
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Game>().session.index(), 1);
    begin(&mut app, "capture", false);
    settle(&mut app);
    begin(&mut app, "safari", false);
    settle(&mut app);
    assert!(app.world().resource::<Learn>().interrupted.is_some());
    app.world_mut()
        .run_system_once(
            |mut learn: ResMut<Learn>, mut out: MessageWriter<TurnCommand>| {
                back_to_game(&mut learn, &mut out)
            },
        )
        .unwrap();
    app.update();
    settle(&mut app);
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.session.index(), 1, "the game in progress is back");
    assert_eq!(game.session.last().unwrap().successor.mv, first);
    let learn = app.world().resource::<Learn>();
    assert!(learn.run.is_none() && learn.interrupted.is_none());
}
