//! Headless Bevy tests of the game's logic half (`CorePlugin`): the turn system applies
//! exactly the rules' moves, the seed choreography ends where the rules say, and the
//! computer's stale answers are dropped. No window, no rendering, no egui.
#![cfg(feature = "gui")]

use bao::ai::Level;
use bao::app::CorePlugin;
use bao::app::play::choreo::{Choreo, Settings, Speed};
use bao::app::play::turn::{Game, MoveInProgress, Setup, TurnCommand};
use bao::app::scene::animation::matches_position;
use bao::app::scene::seeds::{At, Place};
use bao::game::play::matches::MatchKind;
use bao::game::play::session::Player;
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
        ..Settings::default()
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

/// Whether a move's trace has an event the panel captions (a capture, a safari, ...).
fn captioned(pos: &Position, mv: &Move) -> bool {
    use bao::rules::Event;
    let (_, trace) = bao::rules::play_traced(pos, mv).unwrap();
    trace.iter().any(|e| {
        matches!(
            e,
            Event::Capture { .. }
                | Event::Safari { .. }
                | Event::HouseDestroyed { .. }
                | Event::Block { .. }
                | Event::Claim { .. }
                | Event::GameOver(_)
        )
    })
}

#[test]
fn a_captured_line_goes_when_the_next_move_begins() {
    // "captures 1 from a4" of the player's move stayed under the reply. Walk a
    // game to a position where a capture can be answered by a move that captures nothing
    // (a takasa: G3, the reply has no capture to make).
    let rules = Rules::KISWAHILI;
    let mut pos = Position::start(rules);
    let mut found = None;
    for _ in 0..200 {
        let moves = legal_moves(&pos);
        found = moves.iter().filter(|m| captioned(&pos, m)).find_map(|m| {
            let after = play(&pos, m).unwrap().position;
            let reply = legal_moves(&after)
                .into_iter()
                .find(|r| !captioned(&after, r))?;
            Some((pos, *m, reply))
        });
        if found.is_some() || moves.is_empty() {
            break;
        }
        pos = play(&pos, &moves[moves.len() / 2]).unwrap().position;
    }
    let (start, capture, reply) = found.expect("a capture answered by a plain move");
    for speed in [Speed::Normal, Speed::Instant] {
        let mut app = app_with([Player::Human; 2], rules, speed);
        app.insert_resource(Game::from_position(start));
        app.update();
        settle(&mut app, 20_000);
        app.world_mut().write_message(TurnCommand::Play(capture));
        app.update();
        settle(&mut app, 20_000);
        assert!(
            app.world().resource::<Choreo>().caption.is_some(),
            "the capture is captioned"
        );
        app.world_mut().write_message(TurnCommand::Play(reply));
        app.update();
        settle(&mut app, 20_000);
        assert_eq!(game(&app).session.index(), 2);
        assert!(
            app.world().resource::<Choreo>().caption.is_none(),
            "the reply captures nothing: no line about the capture before it"
        );
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
    let notice = app.world().resource::<bao::app::play::turn::Notice>();
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
        .resource::<bao::app::play::ai_task::Thinking>()
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

/// A board standing still asks for no frame; a sowing asks for every frame until
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

/// The computer's answer, found while the last move is still shown, is played on
/// a frame after the seeds settle; until then every frame asks for the next, or a window
/// that went to sleep with the last seed would show the computer "thinking" until the
/// pointer moved (seen in a real window).
#[test]
fn an_answer_found_during_a_sowing_keeps_frames_coming_until_it_is_played() {
    use bao::app::play::ai_task::Thinking;
    let mut app = app_with(
        [Player::Human, Player::Computer(Level::Mwanafunzi)],
        Rules::KISWAHILI,
        Speed::Normal,
    );
    let mv = legal_moves(&game(&app).position())[0];
    start_only(&mut app, mv);
    assert_eq!(game(&app).session.index(), 1);
    // Frames are 20 ms of game time whatever the clock says: while the seeds fly, wait on the
    // clock for the search, so that its answer comes during the sowing.
    let mut waited = 0;
    let mut held = 0;
    for _ in 0..20_000 {
        let thinking = app.world().resource::<Thinking>();
        if thinking.is_thinking() && busy(&app) && waited < 10_000 {
            std::thread::sleep(Duration::from_millis(1));
            waited += 1;
            continue;
        }
        let asked = redraws_over(&mut app, 1);
        if app.world().resource::<Thinking>().has_answer() {
            held += 1;
            assert_eq!(
                asked, 1,
                "a frame with an answer waiting asked for no next frame"
            );
        } else if held > 0 {
            break;
        }
    }
    assert!(held > 0, "the answer did not wait for the seeds");
    app.update();
    assert_eq!(
        game(&app).session.index(),
        2,
        "the computer's move was not played"
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

/// A press is taken on the pit under the pointer at the moment of the press, even
/// when the same (long) frame also holds later pointer moves; arrows win over pits.
#[test]
fn a_press_lands_on_the_pit_under_the_pointer_at_the_press() {
    use bao::app::scene::board::pit_center;
    use bao::app::scene::framing::{fit, framed_points};
    use bao::app::ui::play::input::{Target, route_presses, target_at};
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

// ---------------------------------------------------------------- sound cues and motion

/// The cues written in one update.
fn cues_of_update(app: &mut App) -> Vec<bao::app::play::choreo::Cue> {
    use bao::app::play::choreo::Cue;
    use bevy::ecs::message::Messages;
    let mut cursor = app.world().resource::<Messages<Cue>>().get_cursor_current();
    app.update();
    let msgs = app.world().resource::<Messages<Cue>>();
    cursor.read(msgs).copied().collect()
}

/// The seeds a move drops one by one (sown, or placed from the reserve).
fn drops_in(pos: &Position, mv: &Move) -> usize {
    use bao::rules::Event;
    let (_, trace) = bao::rules::play_traced(pos, mv).unwrap();
    trace
        .iter()
        .filter(|e| matches!(e, Event::Sow { .. } | Event::ReservePlaced { .. }))
        .count()
}

/// A first move without a question (so it plays from one command).
fn plain_move(pos: &Position) -> Move {
    use bao::rules::{Step, Stepper};
    legal_moves(pos)
        .into_iter()
        .find(|m| {
            matches!(
                Stepper::begin(pos, m.pit, m.dir),
                Ok((_, Step::Done { .. }))
            )
        })
        .expect("a move without a question")
}

/// Plays `mv` and gathers every cue until the seeds rest (and a few frames more).
fn cues_of_move(app: &mut App, mv: Move) -> Vec<bao::app::play::choreo::Cue> {
    app.world_mut().write_message(TurnCommand::Start {
        pit: mv.pit,
        dir: mv.dir,
    });
    let mut cues = Vec::new();
    let mut frames = 0;
    loop {
        cues.extend(cues_of_update(app));
        frames += 1;
        assert!(frames < 20_000, "the move did not end");
        if !busy(app) {
            break;
        }
    }
    for _ in 0..30 {
        cues.extend(cues_of_update(app));
    }
    cues
}

/// Every seed sown is heard once, when it lands, at every animated speed; the
/// drops of one sowing are told apart (their numbers) so they can sound different.
#[test]
fn a_sowing_sounds_one_drop_per_seed() {
    use bao::app::play::choreo::Cue;
    for speed in [Speed::Slow, Speed::Normal, Speed::Fast] {
        let rules = Rules::KISWAHILI;
        let mut app = app_with([Player::Human; 2], rules, speed);
        let pos = game(&app).position();
        let mv = plain_move(&pos);
        let want = drops_in(&pos, &mv);
        assert!(want >= 1);
        let cues = cues_of_move(&mut app, mv);
        let drops: Vec<u16> = cues
            .iter()
            .filter_map(|c| match c {
                Cue::Drop { nth, .. } => Some(*nth),
                _ => None,
            })
            .collect();
        assert_eq!(drops.len(), want, "{speed:?}: drops heard {cues:?}");
        assert_eq!(drops, (1..=want as u16).collect::<Vec<_>>(), "{speed:?}");
        assert!(!cues.iter().any(|c| matches!(c, Cue::Settle { .. })));
    }
}

/// The first drop is heard only once its seed has landed, not when the move starts.
#[test]
fn a_drop_is_heard_when_the_seed_lands() {
    use bao::app::play::choreo::Cue;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Slow);
    let mv = plain_move(&game(&app).position());
    app.world_mut().write_message(TurnCommand::Start {
        pit: mv.pit,
        dir: mv.dir,
    });
    let mut first = None;
    for frame in 0..400 {
        if cues_of_update(&mut app)
            .iter()
            .any(|c| matches!(c, Cue::Drop { .. }))
        {
            first = Some(frame);
            break;
        }
    }
    // 20 ms frames, slow speed: the hand lifts (0.76 s) then the seed flies (0.4 s).
    let first = first.expect("no drop was heard");
    assert!(first >= 40, "the first drop came after {first} frames");
}

/// A move shown at once (speed "instant", or skipped with Space) makes one sound.
#[test]
fn a_move_shown_at_once_makes_one_sound() {
    use bao::app::play::choreo::{Cue, SkipAnimation};
    let rules = Rules::KISWAHILI;
    let mut app = app_with([Player::Human; 2], rules, Speed::Instant);
    let mv = plain_move(&game(&app).position());
    let cues = cues_of_move(&mut app, mv);
    assert_eq!(cues.len(), 1, "instant: {cues:?}");
    assert!(matches!(cues[0], Cue::Settle { seeds } if seeds >= 1));

    // Skipped at normal speed after a few frames: what was heard, then one sound.
    let mut app = app_with([Player::Human; 2], rules, Speed::Normal);
    let pos = game(&app).position();
    let mv = plain_move(&pos);
    assert!(drops_in(&pos, &mv) > 3);
    app.world_mut().write_message(TurnCommand::Start {
        pit: mv.pit,
        dir: mv.dir,
    });
    let mut before = Vec::new();
    for _ in 0..3 {
        before.extend(cues_of_update(&mut app));
    }
    assert!(busy(&app));
    app.world_mut().write_message(SkipAnimation);
    let mut after = Vec::new();
    for _ in 0..40 {
        after.extend(cues_of_update(&mut app));
    }
    assert!(!busy(&app));
    assert_eq!(
        after.len(),
        1,
        "after the skip: {after:?} (before: {before:?})"
    );
    let end = game(&app).position();
    assert_seeds_show(&mut app, &end);
}

/// Reduced motion: the seeds never fly (they jump, beat by beat), the game and the
/// sounds are the same, and the seeds end where the rules say.
#[test]
fn reduced_motion_moves_seeds_without_flights() {
    use bao::app::play::choreo::Cue;
    use bao::app::scene::animation::Flight;
    let rules = Rules::KISWAHILI;
    let mut app = app_with([Player::Human; 2], rules, Speed::Normal);
    app.world_mut().resource_mut::<Settings>().reduced_motion = true;
    let mut pick = 5usize;
    for _ply in 0..12 {
        let before = game(&app).position();
        if game(&app).session.is_over() {
            break;
        }
        let moves = legal_moves(&before);
        pick = pick.wrapping_mul(31).wrapping_add(17);
        let mv = moves[pick % moves.len()];
        let expected = play(&before, &mv).unwrap();
        app.world_mut().write_message(TurnCommand::Start {
            pit: mv.pit,
            dir: mv.dir,
        });
        let mut frames = 0;
        let mut drops = 0;
        for _ in 0..8 {
            loop {
                drops += cues_of_update(&mut app)
                    .iter()
                    .filter(|c| matches!(c, Cue::Drop { .. }))
                    .count();
                frames += 1;
                let world = app.world_mut();
                let flying = world.query::<&Flight>().iter(world).count();
                assert_eq!(flying, 0, "a seed flew with reduced motion");
                if !busy(&app) {
                    break;
                }
            }
            let question = app.world().resource::<MoveInProgress>().question.clone();
            let Some((_, options)) = question else { break };
            let answer = options
                .iter()
                .find(|o| {
                    (o.kichwa.is_none() || mv.kichwa.is_none() || o.kichwa == mv.kichwa)
                        && (o.safari.is_none() || mv.safari.is_none() || o.safari == mv.safari)
                })
                .copied()
                .unwrap();
            app.world_mut().write_message(TurnCommand::Answer(answer));
        }
        // Still beat by beat (not all at once), and every drop heard.
        assert!(frames > 10, "the move took {frames} frames");
        assert_eq!(drops, drops_in(&before, &mv));
        assert_eq!(game(&app).position(), expected.position);
        assert_seeds_show(&mut app, &expected.position);
        assert_eq!(app.world().resource::<Choreo>().desyncs, 0);
    }
    assert!(game(&app).session.index() >= 6);
}

/// The synthesised sounds: heard, never beyond full scale, each drop a little
/// different, a fuller pit lower and longer; the WAV is what Bevy's decoder reads.
#[cfg(feature = "sound")]
#[test]
fn the_board_sounds_are_made_in_code() {
    use bao::app::play::choreo::Cue;
    use bao::app::play::sound::{RATE, drop_sound, synth, wav};
    let rms = |s: &[f32]| (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt();
    let peak = |s: &[f32]| s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    // Zero crossings a second in 5 ms windows, weighted by their energy: a rough pitch of
    // what is heard (not of the quiet tail).
    let zc = |s: &[f32]| {
        let (mut num, mut den) = (0.0f32, 0.0f32);
        for w in s.chunks(220) {
            let e: f32 = w.iter().map(|x| x * x).sum();
            let n = w
                .windows(2)
                .filter(|p| (p[0] < 0.0) != (p[1] < 0.0))
                .count() as f32;
            num += e * n;
            den += e;
        }
        num / den * RATE as f32 / 220.0
    };
    let pit = Pit::front(Side::South, 3);
    let all = [
        Cue::Drop {
            pit,
            already: 0,
            nth: 1,
        },
        Cue::Drop {
            pit,
            already: 14,
            nth: 2,
        },
        Cue::Lift { count: 6 },
        Cue::Capture { count: 9 },
        Cue::HouseLost,
        Cue::Takasia,
        Cue::GameEnd,
        Cue::Refused,
        Cue::Settle { seeds: 12 },
    ];
    for cue in all {
        let s = synth(cue);
        assert!(
            s.len() > RATE as usize / 100,
            "{cue:?}: {} samples",
            s.len()
        );
        assert!(s.len() < 2 * RATE as usize, "{cue:?}: {} samples", s.len());
        assert!(rms(&s) > 0.01, "{cue:?} is silent");
        assert!(peak(&s) <= 0.98, "{cue:?} clips: {}", peak(&s));
        assert!(s.iter().all(|x| x.is_finite()));
        assert_eq!(synth(cue), s, "{cue:?}: the same cue, the same sound");
    }
    // A long sowing does not machine-gun: the drops differ in pitch and loudness.
    let drops: Vec<Vec<f32>> = (1..=8)
        .map(|nth| {
            synth(Cue::Drop {
                pit,
                already: 2,
                nth,
            })
        })
        .collect();
    for i in 0..drops.len() {
        for j in i + 1..drops.len() {
            assert_ne!(drops[i], drops[j], "drops {i} and {j} are the same");
        }
    }
    let peaks: Vec<f32> = drops.iter().map(|d| peak(d)).collect();
    let (lo, hi) = peaks
        .iter()
        .fold((1.0f32, 0.0f32), |(l, h), &p| (l.min(p), h.max(p)));
    assert!(hi - lo > 0.02, "drop loudness barely varies: {peaks:?}");
    // A fuller pit: longer and lower (averaged over a few variations).
    let mean = |already: u8, f: &dyn Fn(&[f32]) -> f32| {
        (0..6).map(|v| f(&drop_sound(already, v))).sum::<f32>() / 6.0
    };
    let len = |s: &[f32]| s.len() as f32;
    assert!(
        mean(16, &len) > 1.5 * mean(0, &len),
        "a full pit is not longer"
    );
    assert!(mean(16, &zc) < mean(0, &zc), "a full pit is not lower");
    // The WAV: RIFF, 16-bit mono at RATE, as many samples as given.
    let s = synth(Cue::Takasia);
    let w = wav(&s);
    assert_eq!(&w[0..4], b"RIFF");
    assert_eq!(&w[8..16], b"WAVEfmt ");
    assert_eq!(u32::from_le_bytes(w[24..28].try_into().unwrap()), RATE);
    assert_eq!(u16::from_le_bytes(w[22..24].try_into().unwrap()), 1);
    assert_eq!(w.len(), 44 + 2 * s.len());
    // Kept for listening (and `sox --i`): every cue as a WAV in the temporary folder.
    let dir = std::env::temp_dir().join("bao-sounds");
    std::fs::create_dir_all(&dir).unwrap();
    for (i, cue) in all.iter().enumerate() {
        std::fs::write(dir.join(format!("{i}.wav")), wav(&synth(*cue))).unwrap();
    }
    let sowing: Vec<f32> = (1..=12u16)
        .flat_map(|nth| {
            let mut d = synth(Cue::Drop {
                pit,
                already: nth as u8 / 2,
                nth,
            });
            d.resize(RATE as usize / 5, 0.0);
            d
        })
        .collect();
    std::fs::write(dir.join("sowing.wav"), wav(&sowing)).unwrap();
}

// ------------------------------------------------------------------ everyone can play

fn type_move(app: &mut App, text: &str) {
    app.world_mut()
        .write_message(bao::app::play::access::TypeMove(text.into()));
    app.update();
}

fn notice(app: &App) -> Option<String> {
    app.world()
        .resource::<bao::app::play::turn::Notice>()
        .0
        .clone()
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
fn typed_moves_and_refusals_speak_the_chosen_language() {
    use bao::app::Language;
    use bao::game::words::i18n::Lang;
    use bao::game::words::names;
    use bao::rules::Illegal;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Fast);
    app.insert_resource(Language(Lang::Kiswahili));
    let empty = names::illegal(Lang::Kiswahili, &Illegal::EmptyPit);
    assert_ne!(empty, names::illegal(Lang::English, &Illegal::EmptyPit));
    // A typed move refused by the rules, and one the notation reader cannot read.
    type_move(&mut app, "A1L");
    assert_eq!(notice(&app), Some(format!("A1L (A1): {empty}")));
    type_move(&mut app, "hello");
    assert_eq!(
        notice(&app).as_deref(),
        Some("'hello': andika shimo kama A5, b3 au 6")
    );
    // A click (a start) on an empty pit.
    app.world_mut().write_message(TurnCommand::Start {
        pit: 0,
        dir: Some(bao::rules::Dir::Cw),
    });
    app.update();
    assert_eq!(notice(&app), Some(empty.clone()));
    // While the seeds move, the next typed move waits.
    type_move(&mut app, "A6L*");
    assert_eq!(game(&app).session.index(), 1);
    type_move(&mut app, "a6R");
    assert_eq!(notice(&app).as_deref(), Some("Subiri hadi kete zitulie"));
    settle(&mut app, 20_000);
    // The board as text names the sides in Kiswahili.
    let lines = bao::game::play::access::board_text(
        Lang::Kiswahili,
        &game(&app).position(),
        ["South", "North"],
        None,
    );
    assert_eq!(lines[0], "Zamu ya Kaskazini (safu a na b).");
    assert!(lines.iter().any(|l| l.contains("Kusini")));
    // Back in English, the same refusal is English again.
    app.insert_resource(Language(Lang::English));
    type_move(&mut app, "a1L");
    assert_eq!(notice(&app).as_deref(), Some("a1L (a1): That pit is empty"));
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
            .resource::<bao::app::play::ai_task::Thinking>()
            .is_thinking()
    );
    let t = std::time::Instant::now();
    app.world_mut()
        .write_message(bao::app::play::ai_task::MoveNow);
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
    use bao::app::play::access::{Access, Turned};
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

/// Real file dialogs: a `.bao` record dropped on the window opens the game on it
/// (as `bao FILE` does), and a file of another kind is refused in one line with the game in
/// hand left alone.
#[test]
fn a_dropped_record_opens_and_a_dropped_stranger_is_refused() {
    use bao::app::ui::play::persist::{Persist, drop_plugin};
    use bevy::window::FileDragAndDrop;
    let record =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/games/short1.bao");
    let record = if record.exists() {
        record
    } else {
        std::path::PathBuf::from("/work/shared/games/short1.bao")
    };
    let text = std::fs::read_to_string(&record).expect("the shared record short1.bao");
    let moves = bao::rules::parse_record(&text)
        .expect("a record")
        .moves
        .len();
    assert!(moves > 0);
    let mut app = app_with(
        [Player::Human, Player::Human],
        Rules::KISWAHILI,
        Speed::Instant,
    );
    app.add_plugins(drop_plugin);
    // A stranger first: refused, nothing played.
    let dir = std::env::temp_dir().join(format!("bao-drop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "not a game").unwrap();
    app.world_mut().write_message(FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: notes,
    });
    app.update();
    assert_eq!(game(&app).session.history().len(), 0);
    let refused = app
        .world()
        .resource::<Persist>()
        .message
        .clone()
        .unwrap_or_default();
    assert!(refused.contains("notes.txt"), "{refused}");
    // The record: the game is the record's, every move of it played.
    app.world_mut().write_message(FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: record,
    });
    app.update();
    settle(&mut app, 2000);
    assert_eq!(game(&app).session.history().len(), moves);
    let opened = app
        .world()
        .resource::<Persist>()
        .message
        .clone()
        .unwrap_or_default();
    assert!(opened.contains("short1.bao"), "{opened}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finished single game opened from a record names each player on the side he played:
/// the result is counted, yet the players are not re-seated as for a next game that does
/// not exist (seen through a real file chooser: "South (North) wins").
#[test]
fn a_finished_game_names_the_players_on_their_own_sides() {
    use bao::game::records::record::{Saved, SavedGame};
    let text = "title: Short win 1;\nwinner: north;\n1: A6L* a6R;\n2: A4R a6R;\n3: A5R> a5R;\n";
    let saved = Saved::Game(SavedGame::from_bao(text).expect("a record"));
    let game = Game::restore(&saved).expect("restored");
    assert!(game.session.is_over());
    let g = saved.game().unwrap();
    let south = &g.players[g.south.index()].name;
    assert_eq!(game.name_of(Side::South), south.as_str());
    assert_ne!(game.name_of(Side::North), south.as_str());
}

#[test]
fn a_dropped_record_whose_moves_turn_illegal_opens_at_its_last_legal_move() {
    // A dropped file skipped the salvage that the Games window gives; now a record
    // with an illegal move opens at the move before it, as from the Games window.
    use bao::app::ui::play::persist::{Persist, drop_plugin};
    use bevy::window::FileDragAndDrop;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    app.add_plugins(drop_plugin);
    let start = Position::start(Rules::KISWAHILI);
    let first = legal_moves(&start)[0];
    let after = play(&start, &first).unwrap();
    let written = bao::rules::write_move(&start, &after);
    let dir = std::env::temp_dir().join(format!("bao-drop-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.bao");
    // North's reply "a1L" cannot be played there (a1 is empty at the start).
    std::fs::write(&path, format!("1: {written} a1L;\n")).unwrap();
    app.world_mut().write_message(FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: path,
    });
    app.update();
    settle(&mut app, 2000);
    assert_eq!(
        game(&app).session.history().len(),
        1,
        "opened at the last legal move"
    );
    assert_eq!(game(&app).position(), after.position);
    let said = app
        .world()
        .resource::<Persist>()
        .message
        .clone()
        .unwrap_or_default();
    assert!(said.contains("broken.bao"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn this_windows_own_autosave_opens_from_the_games_window() {
    // After a lesson, the window's own autosave was listed greyed and could not be
    // opened. Taking it puts its game back on the board.
    use bao::app::ui::play::persist::{Persist, drop_plugin, take_own_slot};
    use bao::game::records::record::Saved;
    use bevy::ecs::system::RunSystemOnce;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    app.add_plugins(drop_plugin);
    let start = Position::start(Rules::KISWAHILI);
    let mv = legal_moves(&start)[1];
    app.world_mut().write_message(TurnCommand::Play(mv));
    app.update();
    settle(&mut app, 2000);
    let saved: Saved = game(&app).to_saved().expect("a game from the start");
    // Something else on the board (a new game), then the autosave taken back.
    let setup = game(&app).setup.clone();
    app.world_mut().write_message(TurnCommand::NewGame(setup));
    app.update();
    assert_eq!(game(&app).session.index(), 0);
    app.world_mut()
        .run_system_once(
            move |mut p: ResMut<Persist>, mut out: MessageWriter<TurnCommand>| {
                take_own_slot(&mut p, &saved, &mut out)
            },
        )
        .unwrap();
    app.update();
    settle(&mut app, 2000);
    assert_eq!(game(&app).session.index(), 1);
    assert_eq!(game(&app).session.last().unwrap().successor.mv, mv);
    assert_eq!(app.world().resource::<Persist>().opened, 1);
}

#[test]
fn bao_la_kujifunza_is_a_game_of_its_own_against_the_computer_saved_and_restored() {
    // The new-game form offers the learners' game; it plays against a level, is
    // saved and comes back as it was.
    let mut app = app_with(
        [Player::Human, Player::Computer(Level::Mwanzo)],
        Rules::KUJIFUNZA,
        Speed::Instant,
    );
    let start = Position::start(Rules::KUJIFUNZA);
    assert_eq!(game(&app).position(), start);
    let mv = legal_moves(&start)[0];
    app.world_mut().write_message(TurnCommand::Play(mv));
    app.update();
    // The computer answers.
    for _ in 0..2000 {
        if game(&app).session.index() >= 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    assert_eq!(game(&app).session.index(), 2, "Mwanzo replied");
    let saved = game(&app)
        .to_saved()
        .expect("a game from the learners' start is saved");
    let back = Game::restore(&saved).expect("and restored");
    assert_eq!(back.position(), game(&app).position());
    assert_eq!(back.session.rules(), Rules::KUJIFUNZA);
}

#[test]
fn a_pit_tells_what_its_marks_mean() {
    // The last move's marks, the glow and the block were explained nowhere. On
    // hover a pit names each mark it wears.
    use bao::app::ui::board_hover::pit_notes;
    use bao::game::words::i18n::Lang;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    let start = Position::start(Rules::KISWAHILI);
    // Before any move: South's A6 can start a move (N1), A5 is the square house.
    let a6 = Pit::front(Side::South, 6);
    let notes = pit_notes(Lang::English, game(&app), a6);
    assert!(
        notes.iter().any(|l| l.starts_with("Glowing ring")),
        "{notes:?}"
    );
    let a5 = Pit::front(Side::South, 5);
    let notes = pit_notes(Lang::English, game(&app), a5);
    assert!(notes.iter().any(|l| l.contains("nyumba")), "{notes:?}");
    // After a capture: its start pit wears the dotted ring, the captured pit the cross. (No
    // first move captures, N1: walk a game to a position with a capture.)
    let mut pos = start;
    let mv = loop {
        let moves = legal_moves(&pos);
        if let Some(m) = moves.iter().find(|m| {
            bao::game::play::access::move_marks(&pos, m).is_some_and(|k| !k.captured.is_empty())
        }) {
            break *m;
        }
        pos = play(&pos, &moves[moves.len() / 2]).unwrap().position;
    };
    let start = pos;
    app.insert_resource(Game::from_position(start));
    app.update();
    settle(&mut app, 2000);
    app.world_mut().write_message(TurnCommand::Play(mv));
    app.update();
    settle(&mut app, 2000);
    let marks = bao::game::play::access::move_marks(&start, &mv).unwrap();
    let notes = pit_notes(Lang::English, game(&app), marks.start);
    assert!(
        notes.iter().any(|l| l.starts_with("Dotted ring")),
        "{notes:?}"
    );
    let taken = marks.captured[0];
    let notes = pit_notes(Lang::Kiswahili, game(&app), taken);
    assert!(notes.iter().any(|l| l.starts_with("Msalaba")), "{notes:?}");
    // A pit of the side not to move is never told it can start a move.
    let waiting = game(&app).position().to_move().opponent();
    for ring in 0..16 {
        let notes = pit_notes(Lang::English, game(&app), Pit::new(waiting, ring));
        assert!(
            !notes.iter().any(|l| l.starts_with("Glowing ring")),
            "{notes:?}"
        );
    }
}

#[test]
fn the_kichwa_is_chosen_by_its_letter_or_its_pit_number() {
    // In Kiswahili "kushoto" and "kulia" both begin with K; the prompt names the
    // pits 1 and 8, and those keys work in both languages, as L and R do.
    use bao::app::ui::play::input::kichwa_key;
    use bao::rules::Kichwa;
    for (key, k) in [
        (KeyCode::KeyL, Some(Kichwa::Left)),
        (KeyCode::Digit1, Some(Kichwa::Left)),
        (KeyCode::Numpad1, Some(Kichwa::Left)),
        (KeyCode::KeyR, Some(Kichwa::Right)),
        (KeyCode::Digit8, Some(Kichwa::Right)),
        (KeyCode::Numpad8, Some(Kichwa::Right)),
        (KeyCode::KeyK, None),
        (KeyCode::Digit2, None),
    ] {
        assert_eq!(kichwa_key(key), k, "{key:?}");
    }
}

#[test]
fn a_finished_game_is_saved_with_its_players_on_their_own_sides() {
    // Seen in the Games window: "Asha against Juma, Asha won" for a game Juma (North) won.
    // Once a game is over the match seats the players for the next one; the saved game must
    // keep the seats it was played with.
    use bao::game::records::record::Saved;
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    let mut guard = 0;
    while !game(&app).session.is_over() {
        let pos = game(&app).position();
        let mv = legal_moves(&pos)[0];
        app.world_mut().write_message(TurnCommand::Play(mv));
        app.update();
        settle(&mut app, 2000);
        guard += 1;
        assert!(guard < 500, "the game ends");
    }
    app.update();
    let g = game(&app);
    let winner_side = g.outcome().unwrap().winner;
    let winner_name = g.name_of(winner_side).to_string();
    let Some(Saved::Game(saved)) = g.to_saved() else {
        panic!("a single game is saved as a game")
    };
    let w = saved.winner().expect("the result is saved");
    assert_eq!(saved.players[w.index()].name, winner_name);
    // And it comes back with the same players on the same sides.
    let back = Game::restore(&Saved::Game(saved)).unwrap();
    assert_eq!(back.name_of(winner_side), winner_name);
}

#[test]
fn a_reserve_heap_tells_whose_it_is_and_what_a_reserve_is() {
    // The heaps beside the board carried no word.
    use bao::app::ui::board_hover::heap_notes;
    use bao::game::words::i18n::Lang;
    let app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    let notes = heap_notes(Lang::English, game(&app), Side::North);
    assert!(
        notes[0].contains("North") && notes[0].contains("22"),
        "{notes:?}"
    );
    assert!(notes[1].starts_with("reserve"), "{notes:?}");
    let sw = heap_notes(Lang::Kiswahili, game(&app), Side::South);
    assert!(sw[0].contains("22") && !sw[0].contains("South"), "{sw:?}");
    // The learners' game has no reserve (J1): nothing to tell.
    let learners = app_with([Player::Human; 2], Rules::KUJIFUNZA, Speed::Instant);
    assert!(heap_notes(Lang::English, game(&learners), Side::South).is_empty());
}

// ------------------------------------------------------------------ the coach

use bao::app::play::coach::drill::{DrillCommand, Drilling};
use bao::app::play::coach::review::{CoachCommand, Reviewing};
use bao::game::teach::coach::review::{GameReview, Judgement, MoveReview, ScoredMove};

/// Two people play the first moves of a real game (every one a namua takasa, N2).
fn opening_of(app: &mut App, plies: usize) {
    for _ in 0..plies {
        let pos = game(app).position();
        let mv = legal_moves(&pos)[0];
        play_as_human(app, mv);
        settle(app, 20_000);
    }
}

/// Runs frames (a real pause between them: the review thinks on its own thread) until
/// `done` or about 60 seconds.
fn run_until(app: &mut App, mut done: impl FnMut(&App) -> bool) -> bool {
    for _ in 0..3000 {
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
        app.update();
    }
    false
}

#[test]
fn a_review_runs_beside_the_game_and_is_saved_with_it() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    opening_of(&mut app, 4);
    app.world_mut().resource_mut::<Reviewing>().ms = 20;
    app.world_mut().write_message(CoachCommand::Review);
    app.update();
    // The frame that asked did not wait: the review runs, and says how far it is.
    let progress = app.world().resource::<Reviewing>().progress(game(&app));
    assert!(matches!(progress, Some((_, 4))), "{progress:?}");
    assert!(run_until(&mut app, |a| a
        .world()
        .resource::<Reviewing>()
        .progress(game(a))
        .is_none()));
    let g = game(&app);
    assert_eq!(g.review_len(), 4);
    for (ply, m) in g.session.history()[..4].iter().enumerate() {
        let r = g.reviewed(ply).expect("every move reviewed");
        assert_eq!(r.played, m.text, "move {ply} judged is the move played");
        assert_eq!(r.choices as usize, legal_moves(&m.before).len());
    }
    // Saved with the game and back with it: a reviewed game opens reviewed.
    let saved = g.to_saved().expect("a game from the start is savable");
    let back = Game::restore(&saved).expect("restores");
    assert_eq!(back.review_len(), 4);
    assert_eq!(back.review, g.review);
    // An undo leaves the review of the moves still played; another move is not reviewed.
    app.world_mut().write_message(TurnCommand::Undo);
    app.update();
    settle(&mut app, 20_000);
    assert_eq!(game(&app).review_len(), 3);
    let pos = game(&app).position();
    let was = saved_text(&saved, 3);
    let other = legal_moves(&pos)
        .into_iter()
        .find(|m| bao::rules::write_move(&pos, &play(&pos, m).unwrap()) != was)
        .expect("another move");
    play_as_human(&mut app, other);
    settle(&mut app, 20_000);
    assert_eq!(game(&app).session.index(), 4);
    assert_eq!(game(&app).review_len(), 3);
}

/// The notation of move `ply` of a saved single game.
fn saved_text(saved: &bao::game::records::record::Saved, ply: usize) -> String {
    match saved {
        bao::game::records::record::Saved::Game(g) => g.moves[ply].clone(),
        bao::game::records::record::Saved::Match(m) => m.games.last().unwrap().moves[ply].clone(),
    }
}

#[test]
fn stop_ends_a_review_at_once_and_keeps_what_it_judged() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    opening_of(&mut app, 6);
    app.world_mut().resource_mut::<Reviewing>().ms = 400;
    app.world_mut().write_message(CoachCommand::Review);
    app.update();
    app.world_mut().write_message(CoachCommand::Stop);
    app.update();
    assert!(
        app.world()
            .resource::<Reviewing>()
            .progress(game(&app))
            .is_none()
    );
    let kept = game(&app).review_len();
    // Nothing more arrives once stopped (the thread saw the cancel flag).
    std::thread::sleep(Duration::from_millis(1500));
    app.update();
    assert_eq!(game(&app).review_len(), kept);
    assert!(
        kept < 6,
        "a 400 ms review of 6 moves cannot be done at once"
    );
}

/// A review by hand of the first move: `played` called a mistake, `best` the engine's move,
/// every legal move scored.
fn hand_review(pos: &Position, played: &str, best: &str) -> GameReview {
    let scores: Vec<ScoredMove> = bao::rules::successors(pos)
        .iter()
        .map(|s| {
            let mv = bao::rules::write_move(pos, s);
            let expected = if mv == best {
                700
            } else if mv == played {
                400
            } else {
                300
            };
            ScoredMove { mv, expected }
        })
        .collect();
    GameReview {
        ms: 20,
        moves: vec![MoveReview {
            played: played.into(),
            best: best.into(),
            played_score: -100,
            best_score: 300,
            before: 700,
            after: 400,
            judgement: Judgement::Mistake,
            depth: 4,
            choices: scores.len() as u32,
            best_line: vec![best.into()],
            played_line: vec![played.into()],
            scores,
        }],
    }
}

#[test]
fn learn_from_your_mistakes_gives_two_tries_then_the_engines_move_then_the_game_back() {
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Instant);
    let start = game(&app).position();
    // The real start: four namua takasas (N2); the game's first move is called a mistake.
    let texts: Vec<String> = bao::rules::successors(&start)
        .iter()
        .map(|s| bao::rules::write_move(&start, s))
        .collect();
    assert!(texts.len() >= 3, "{texts:?}");
    let (played, best, other) = (texts[0].clone(), texts[1].clone(), texts[2].clone());
    let mv = |t: &str| bao::rules::parse_move(&start, t).unwrap().0.mv;
    play_as_human(&mut app, mv(&played));
    settle(&mut app, 20_000);
    opening_of(&mut app, 1);
    app.world_mut().resource_mut::<Game>().review = Some(hand_review(&start, &played, &best));
    app.world_mut().write_message(DrillCommand::Start);
    app.update();
    settle(&mut app, 20_000);
    // The position of the mistake is on the board.
    assert_eq!(game(&app).position(), start);
    assert_eq!(game(&app).session.index(), 0);
    for (try_no, text) in [(1, &other), (2, &played)] {
        play_as_human(&mut app, mv(text));
        settle(&mut app, 20_000);
        app.update();
        settle(&mut app, 20_000);
        let d = app.world().resource::<Drilling>();
        let run = d.run.as_ref().expect("the drill goes on");
        let tried = run.tried.as_ref().expect("the try is judged");
        assert_eq!(&tried.notation, text);
        assert!(!tried.solved);
        assert_eq!(
            run.drill.revealed(),
            try_no == 2,
            "revealed after exactly two misses"
        );
        if try_no == 1 {
            // Missed: the position comes back for another try.
            assert_eq!(game(&app).session.index(), 0);
            assert_eq!(game(&app).position(), start);
        }
    }
    assert_eq!(
        app.world()
            .resource::<Drilling>()
            .run
            .as_ref()
            .unwrap()
            .drill
            .answer(),
        Some(best.as_str())
    );
    // The engine's move shown on the board.
    app.world_mut().write_message(DrillCommand::ShowAnswer);
    app.update();
    settle(&mut app, 20_000);
    assert_eq!(game(&app).session.history()[0].text, best);
    // Back to the reviewed game, two moves played, its review with it.
    app.world_mut().write_message(DrillCommand::End);
    app.update();
    settle(&mut app, 20_000);
    assert!(app.world().resource::<Drilling>().run.is_none());
    assert_eq!(game(&app).session.index(), 2);
    assert_eq!(game(&app).session.history()[0].text, played);
    assert_eq!(game(&app).review_len(), 1);
}

/// A clock on screen (the trainer's countdown, the analysis engine's time) asks for a frame
/// within its time, not for the next frame at once: the window sleeps that long, and as long
/// as before once no clock asks (egui's own delayed repaint drew every frame).
#[test]
fn a_clock_on_screen_wakes_the_window_within_its_time_and_asks_no_frame_now() {
    use bao::app::scene::pacing::{WakeWithin, winit_settings};
    use bevy::winit::{UpdateMode, WinitSettings};
    let mut app = app_with([Player::Human; 2], Rules::KISWAHILI, Speed::Normal);
    app.insert_resource(winit_settings(false));
    settle(&mut app, 100);
    let wait = |app: &App| match app.world().resource::<WinitSettings>().focused_mode {
        UpdateMode::Reactive { wait, .. } => wait,
        UpdateMode::Continuous => panic!("continuous"),
    };
    let idle = wait(&app);
    assert!(idle >= Duration::from_secs(10), "idle wait {idle:?}");
    for _ in 0..5 {
        app.world_mut()
            .resource_mut::<WakeWithin>()
            .ask(Duration::from_millis(500));
        app.world_mut()
            .resource_mut::<WakeWithin>()
            .ask(Duration::from_millis(250));
        assert_eq!(
            redraws_over(&mut app, 1),
            0,
            "a clock asked for a frame now"
        );
        assert_eq!(wait(&app), Duration::from_millis(250));
    }
    app.update();
    assert_eq!(wait(&app), idle, "the clock's wait outlived its asking");
}
