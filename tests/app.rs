//! Headless Bevy tests of the game's logic half (`CorePlugin`): the turn system applies
//! exactly the rules' moves, the seed choreography ends where the rules say, and the
//! computer's stale answers are dropped. No window, no rendering, no egui.
#![cfg(feature = "gui")]

use bao::ai::Level;
use bao::app::CorePlugin;
use bao::app::animation::{Choreo, Settings, Speed, matches_position};
use bao::app::seeds::{At, Place};
use bao::app::turn::{Game, MoveInProgress, Setup, TurnCommand};
use bao::game::matchplay::MatchKind;
use bao::game::session::Player;
use bao::rules::{Move, Pit, Position, Rules, Side, legal_moves, play};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

fn setup(players: [Player; 2], rules: Rules) -> Setup {
    Setup {
        rules,
        names: ["A".into(), "B".into()],
        players,
        first_south: 0,
        kind: MatchKind::Single,
    }
}

fn app_with(players: [Player; 2], rules: Rules, speed: Speed) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, CorePlugin));
    // Frame-exact time: every update is 20 ms.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.insert_resource(Game::new(setup(players, rules)));
    app.insert_resource(Settings {
        speed,
        show_counts: false,
        show_hints: false,
    });
    app.update();
    app
}

fn game(app: &App) -> &Game {
    app.world().resource::<Game>()
}

fn busy(app: &App) -> bool {
    app.world().resource::<Choreo>().busy()
}

/// Runs frames until the seeds are still (at most `max`); returns the frames run.
fn settle(app: &mut App, max: usize) -> usize {
    for i in 0..max {
        if !busy(app) {
            return i;
        }
        app.update();
    }
    panic!("the animation did not finish in {max} frames");
}

/// Counts seed entities per place and compares with the rules position.
fn assert_seeds_show(app: &mut App, pos: &Position) {
    let world = app.world_mut();
    let mut q = world.query::<&At>();
    let ats: Vec<At> = q.iter(world).copied().collect();
    assert_eq!(ats.len(), 64);
    for side in Side::BOTH {
        for ring in 0..16 {
            let pit = Pit::new(side, ring);
            let n = ats.iter().filter(|a| a.place == Place::Pit(pit)).count();
            assert_eq!(n, pos.seeds(pit) as usize, "seeds in {pit}");
        }
        let r = ats
            .iter()
            .filter(|a| a.place == Place::Reserve(side))
            .count();
        assert_eq!(r, pos.reserve(side) as usize, "{} reserve", side.name());
    }
    assert!(matches_position(ats.iter(), pos));
}

/// Starts `mv` (a move without questions) and runs one frame: the seeds are still moving.
fn start_only(app: &mut App, mv: Move) {
    app.world_mut().write_message(TurnCommand::Start {
        pit: mv.pit,
        dir: mv.dir,
    });
    app.update();
}

/// Plays `mv` as a human would: the start, then each question as the seeds reach it.
fn play_as_human(app: &mut App, mv: Move) -> usize {
    let mut asked = 0;
    app.world_mut().write_message(TurnCommand::Start {
        pit: mv.pit,
        dir: mv.dir,
    });
    app.update();
    for _ in 0..8 {
        settle(app, 20_000);
        let question = app.world().resource::<MoveInProgress>().question.clone();
        let Some((_, options)) = question else {
            break;
        };
        let answer = options
            .iter()
            .find(|o| {
                (o.kichwa.is_none() || mv.kichwa.is_none() || o.kichwa == mv.kichwa)
                    && (o.safari.is_none() || mv.safari.is_none() || o.safari == mv.safari)
            })
            .copied()
            .expect("the move's own answer is offered");
        app.world_mut().write_message(TurnCommand::Answer(answer));
        app.update();
        asked += 1;
    }
    asked
}

#[test]
fn chosen_moves_advance_the_game_exactly_as_the_rules_do() {
    for (rules, speed) in [
        (Rules::KISWAHILI, Speed::Normal),
        (Rules::KETE, Speed::Fast),
        (Rules::TOURNAMENT, Speed::Instant),
    ] {
        let mut app = app_with([Player::Human; 2], rules, speed);
        assert_seeds_show(&mut app, &Position::start(rules));
        let mut pick = 7usize;
        let mut asked = 0;
        for _ply in 0..60 {
            let before = game(&app).position();
            if game(&app).session.is_over() {
                break;
            }
            let moves = legal_moves(&before);
            pick = pick.wrapping_mul(31).wrapping_add(17);
            let mv = moves[pick % moves.len()];
            let expected = play(&before, &mv).unwrap();
            asked += play_as_human(&mut app, mv);
            settle(&mut app, 20_000);
            let g = game(&app);
            assert_eq!(g.position(), expected.position, "after {mv:?}");
            assert_eq!(g.session.last().unwrap().successor.mv, mv);
            let end = g.position();
            // When the queue drains, the seeds on the board are the rules position.
            assert_seeds_show(&mut app, &end);
            assert_eq!(app.world().resource::<Choreo>().desyncs, 0);
        }
        assert!(game(&app).session.index() >= 20);
        // The kichwa / safari questions were asked on the way (namua captures).
        assert!(asked > 0, "{}: no question was asked", rules.label());
    }
}

#[test]
fn an_illegal_start_changes_nothing() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Normal);
    // A1 is empty at the start.
    app.world_mut().write_message(TurnCommand::Start {
        pit: 0,
        dir: Some(bao::rules::Dir::Cw),
    });
    app.update();
    assert_eq!(game(&app).session.index(), 0);
    let notice = app.world().resource::<bao::app::turn::Notice>();
    assert_eq!(notice.0.as_deref(), Some("That pit is empty"));
}

#[test]
fn the_animation_takes_time_and_never_changes_the_game() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Normal);
    let mv = legal_moves(&game(&app).position())[0];
    start_only(&mut app, mv);
    let after = game(&app).position();
    assert_eq!(
        after,
        play(&Position::start(Rules::KISWAHILI), &mv)
            .unwrap()
            .position
    );
    assert!(busy(&app), "a move is shown, not jumped");
    let frames = settle(&mut app, 20_000);
    assert!(frames > 20, "the move took {frames} frames");
    assert_eq!(game(&app).position(), after);
}

#[test]
fn a_computer_answer_for_an_old_position_is_dropped() {
    let rules = Rules::KISWAHILI;
    let mut app = app_with(
        [Player::Computer(Level::Mwanafunzi), Player::Human],
        rules,
        Speed::Normal,
    );
    let stale = game(&app).generation;
    let mv = legal_moves(&Position::start(rules))[0];
    // New game: the position is the same, but the search that began is not for this game.
    let same = game(&app).setup.clone();
    app.world_mut().write_message(TurnCommand::NewGame(same));
    app.world_mut().write_message(TurnCommand::Computer {
        generation: stale,
        mv,
    });
    app.update();
    assert_eq!(game(&app).session.index(), 0, "a stale answer was applied");
    // The same answer for the current generation is applied: the test can fail.
    let fresh = game(&app).generation;
    assert_ne!(fresh, stale);
    app.world_mut().write_message(TurnCommand::Computer {
        generation: fresh,
        mv,
    });
    app.update();
    assert_eq!(game(&app).session.index(), 1);
}

#[test]
fn undo_while_the_computer_thinks_drops_its_answer() {
    let rules = Rules::KISWAHILI;
    let mut app = app_with(
        [Player::Human, Player::Computer(Level::Mwanafunzi)],
        rules,
        Speed::Slow,
    );
    let mv = legal_moves(&game(&app).position())[0];
    start_only(&mut app, mv);
    assert_eq!(game(&app).session.index(), 1);
    // The computer starts thinking while the move is shown; its answer waits for the seeds.
    for _ in 0..30 {
        app.update();
    }
    assert!(busy(&app));
    let started = app
        .world()
        .resource::<bao::app::ai_task::Thinking>()
        .started;
    assert!(started >= 1, "the computer did not start thinking");
    app.world_mut().write_message(TurnCommand::Undo);
    app.update();
    settle(&mut app, 20_000);
    for _ in 0..200 {
        app.update();
    }
    let g = game(&app);
    assert_eq!(g.session.index(), 0);
    assert_eq!(
        g.session.history().len(),
        1,
        "the computer's reply was played"
    );
    assert_eq!(g.position(), Position::start(rules));
    assert_seeds_show(&mut app, &Position::start(rules));
}

#[test]
fn the_computer_moves_and_its_move_is_animated() {
    let rules = Rules::KISWAHILI;
    let mut app = app_with(
        [Player::Human, Player::Computer(Level::Mwanafunzi)],
        rules,
        Speed::Fast,
    );
    let mv = legal_moves(&game(&app).position())[0];
    play_as_human(&mut app, mv);
    settle(&mut app, 20_000);
    let mut frames = 0;
    while game(&app).session.index() < 2 && frames < 2_000 {
        app.update();
        frames += 1;
    }
    assert_eq!(game(&app).session.index(), 2, "the computer did not answer");
    assert!(busy(&app), "the computer's move is shown like a person's");
    settle(&mut app, 20_000);
    let end = game(&app).position();
    assert_eq!(end.to_move(), Side::South);
    assert_seeds_show(&mut app, &end);
}

#[test]
fn undo_during_a_question_abandons_only_the_half_played_move() {
    use bao::rules::{Step, Stepper};
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    let mut pick = 3usize;
    // Play on until some start asks a question (a namua capture's kichwa, or safari).
    for _ in 0..80 {
        let pos = game(&app).position();
        let asking = legal_moves(&pos).into_iter().find(|m| {
            matches!(
                Stepper::begin(&pos, m.pit, m.dir),
                Ok((_, Step::Ask { .. }))
            )
        });
        if let Some(m) = asking {
            let index = game(&app).session.index();
            start_only(&mut app, m);
            settle(&mut app, 1_000);
            assert!(app.world().resource::<MoveInProgress>().question.is_some());
            app.world_mut().write_message(TurnCommand::Undo);
            app.update();
            settle(&mut app, 1_000);
            assert_eq!(
                game(&app).session.index(),
                index,
                "a played move was undone"
            );
            assert_eq!(game(&app).position(), pos);
            assert!(!app.world().resource::<MoveInProgress>().active());
            assert_seeds_show(&mut app, &pos);
            return;
        }
        let moves = legal_moves(&pos);
        pick = pick.wrapping_mul(31).wrapping_add(17);
        play_as_human(&mut app, moves[pick % moves.len()]);
        settle(&mut app, 1_000);
    }
    panic!("no question came up");
}

// ---------------------------------------------------------------- pacing and input

/// Frames that asked for another frame (`RequestRedraw`) in `frames` updates.
fn redraws_over(app: &mut App, frames: usize) -> usize {
    use bevy::ecs::message::Messages;
    use bevy::window::RequestRedraw;
    let mut cursor = app
        .world()
        .resource::<Messages<RequestRedraw>>()
        .get_cursor();
    let mut asked = 0;
    for _ in 0..frames {
        app.update();
        let msgs = app.world().resource::<Messages<RequestRedraw>>();
        asked += (cursor.read(msgs).count() > 0) as usize;
    }
    asked
}

/// Issue 10: a board standing still asks for no frame; a sowing asks for every frame until
/// the seeds rest, then the asking stops.
#[test]
fn a_still_board_asks_for_no_frames_and_a_sowing_for_every_one() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Normal);
    settle(&mut app, 100);
    assert_eq!(redraws_over(&mut app, 200), 0, "idle frames were asked for");
    let mv = legal_moves(&game(&app).position())[0];
    start_only(&mut app, mv);
    let mut moving = 0;
    let mut frames = 0;
    while busy(&app) && frames < 20_000 {
        moving += redraws_over(&mut app, 1);
        frames += 1;
    }
    assert!(frames > 5, "the sowing took {frames} frames");
    // Every frame of the sowing asked for the next (the last may see the seeds at rest).
    assert!(
        moving + 1 >= frames,
        "{moving} of {frames} sowing frames asked"
    );
    assert_eq!(
        redraws_over(&mut app, 200),
        0,
        "frames asked after the sowing"
    );
}

/// The board camera's ray through a window point (logical pixels), as Bevy's perspective
/// camera makes it: the test's own model of the screen.
fn ray_through(tf: &Transform, size: Vec2, p: Vec2) -> Ray3d {
    let fov = std::f32::consts::FRAC_PI_4;
    let ty = (fov / 2.0).tan();
    let tx = ty * size.x / size.y;
    let ndc = Vec2::new(2.0 * p.x / size.x - 1.0, 1.0 - 2.0 * p.y / size.y);
    let dir = tf.rotation * Vec3::new(ndc.x * tx, ndc.y * ty, -1.0);
    Ray3d::new(tf.translation, Dir3::new(dir).unwrap())
}

/// Where a world point appears in the window.
fn pixel_of(tf: &Transform, size: Vec2, world: Vec3) -> Vec2 {
    let fov = std::f32::consts::FRAC_PI_4;
    let ty = (fov / 2.0).tan();
    let tx = ty * size.x / size.y;
    let v = tf.to_matrix().inverse().transform_point3(world);
    let ndc = Vec2::new(v.x / (-v.z * tx), v.y / (-v.z * ty));
    Vec2::new((ndc.x + 1.0) / 2.0 * size.x, (1.0 - ndc.y) / 2.0 * size.y)
}

/// Issue 10: a press is taken on the pit under the pointer at the moment of the press, even
/// when the same (long) frame also holds later pointer moves; arrows win over pits.
#[test]
fn a_press_lands_on_the_pit_under_the_pointer_at_the_press() {
    use bao::app::board::pit_center;
    use bao::app::framing::{fit, framed_points};
    use bao::app::input::{Target, route_presses, target_at};
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::window::{CursorMoved, WindowEvent};

    let size = Vec2::new(970.0, 720.0);
    let tf = fit(&framed_points(), size.x / size.y);
    let window = Entity::PLACEHOLDER;
    let moved = |p: Vec2| {
        WindowEvent::CursorMoved(CursorMoved {
            window,
            position: p,
            delta: None,
        })
    };
    let button = |state| {
        WindowEvent::MouseButtonInput(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        })
    };
    let a5 = Pit::front(Side::South, 5);
    let b2 = Pit::back(Side::North, 2);
    let (pa, pb) = (
        pixel_of(&tf, size, pit_center(a5)),
        pixel_of(&tf, size, pit_center(b2)),
    );
    let target = |p: Vec2| target_at(ray_through(&tf, size, p), &[]);
    assert_eq!(target(pa), Some(Target::Pit(a5)));
    assert_eq!(target(pb), Some(Target::Pit(b2)));
    // One frame's events: over A5, press, away to b2, release.
    let frame = vec![
        moved(pa),
        button(ButtonState::Pressed),
        moved(pb),
        button(ButtonState::Released),
    ];
    let (hits, now) = route_presses(frame, None, target);
    assert_eq!(hits, vec![Target::Pit(a5)]);
    assert_eq!(now, Some(pb));
    // The pointer's place carries over frames; a press outside any pit is nothing.
    let (hits, _) = route_presses(vec![button(ButtonState::Pressed)], Some(pb), target);
    assert_eq!(hits, vec![Target::Pit(b2)]);
    let off = pixel_of(&tf, size, Vec3::new(0.0, 0.0, 0.0));
    assert_eq!(
        route_presses(vec![moved(off), button(ButtonState::Pressed)], None, target).0,
        vec![]
    );
    // An arrow lying over a pit is what the press takes.
    let arrow = (a5, bao::rules::Dir::Cw, pit_center(a5) + Vec3::Y * 0.06);
    assert_eq!(
        target_at(ray_through(&tf, size, pa), &[arrow]),
        Some(Target::Arrow(a5, bao::rules::Dir::Cw))
    );
}

// ------------------------------------------------------------------ everyone can play

fn type_move(app: &mut App, text: &str) {
    app.world_mut()
        .write_message(bao::app::access::TypeMove(text.into()));
    app.update();
}

fn notice(app: &App) -> Option<String> {
    app.world().resource::<bao::app::turn::Notice>().0.clone()
}

#[test]
fn a_typed_move_is_played_and_an_illegal_one_refused_with_its_reason() {
    let rules = Rules::KISWAHILI;
    let mut app = app_with([Player::Human; 2], rules, Speed::Fast);
    // A1 is empty at the start: refused, nothing played.
    type_move(&mut app, "A1L");
    assert_eq!(game(&app).session.index(), 0);
    assert_eq!(notice(&app).as_deref(), Some("A1L (A1): That pit is empty"));
    type_move(&mut app, "hello");
    assert_eq!(game(&app).session.index(), 0);
    assert!(notice(&app).unwrap().contains("expected a pit"));
    // A legal move is played through the turn system, and animated.
    type_move(&mut app, "A6L*");
    let g = game(&app);
    assert_eq!(g.session.index(), 1);
    assert_eq!(g.session.last().unwrap().text, "A6L*");
    assert_eq!(notice(&app), None);
    assert!(busy(&app), "the typed move is shown, not jumped");
    // While its seeds still move, the next one waits.
    type_move(&mut app, "a6R");
    assert_eq!(game(&app).session.index(), 1);
    assert_eq!(
        notice(&app).as_deref(),
        Some("Wait until the seeds are still")
    );
    settle(&mut app, 20_000);
    // North's rows are typed with either case: a6R and A6R are North's own a6.
    type_move(&mut app, "A6R");
    let g = game(&app);
    assert_eq!(g.session.index(), 2);
    assert_eq!(g.session.last().unwrap().text, "a6R");
    settle(&mut app, 20_000);
    let end = game(&app).position();
    assert_seeds_show(&mut app, &end);
}

#[test]
fn a_typed_move_is_refused_while_the_computer_is_to_move() {
    let mut app = app_with(
        [Player::Computer(Level::Mwanafunzi), Player::Human],
        Rules::KISWAHILI,
        Speed::Instant,
    );
    type_move(&mut app, "A6L*");
    assert_eq!(game(&app).session.history().len(), 0);
    assert_eq!(notice(&app).as_deref(), Some("A is to move"));
}

#[test]
fn move_now_makes_the_thinking_computer_play_at_once() {
    let mut app = app_with(
        [Player::Computer(Level::Bingwa), Player::Human],
        Rules::KISWAHILI,
        Speed::Instant,
    );
    app.update();
    assert!(
        app.world()
            .resource::<bao::app::ai_task::Thinking>()
            .is_thinking()
    );
    let t = std::time::Instant::now();
    app.world_mut().write_message(bao::app::ai_task::MoveNow);
    // Bingwa thinks 2.5 s a move; told to move now it answers with its best move so far.
    while game(&app).session.index() == 0 {
        assert!(
            t.elapsed() < Duration::from_millis(1500),
            "no move {:?} after Move now",
            t.elapsed()
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let g = game(&app);
    let played = g.session.last().unwrap();
    assert!(play(&played.before, &played.successor.mv).is_ok());
    assert_eq!(played.before, Position::start(Rules::KISWAHILI));
}

#[test]
fn the_board_turns_to_north_between_two_people_when_asked() {
    use bao::app::access::{Access, Turned};
    let turned = |app: &App| app.world().resource::<Turned>().0;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Fast);
    app.world_mut().resource_mut::<Access>().turn_board = true;
    app.update();
    assert!(!turned(&app), "South to move: not turned");
    type_move(&mut app, "A6L*");
    assert!(!turned(&app), "not while South's seeds still move");
    settle(&mut app, 20_000);
    app.update();
    assert!(turned(&app), "North to move: turned");
    // Off in the settings: the board stays.
    app.world_mut().resource_mut::<Access>().turn_board = false;
    app.update();
    assert!(!turned(&app));
    // Against the computer it never turns.
    let mut app = app_with(
        [Player::Human, Player::Computer(Level::Mwanafunzi)],
        Rules::KISWAHILI,
        Speed::Instant,
    );
    app.world_mut().resource_mut::<Access>().turn_board = true;
    type_move(&mut app, "A6L*");
    assert_eq!(game(&app).session.index(), 1);
    for _ in 0..5 {
        app.update();
        assert!(!turned(&app));
    }
}
