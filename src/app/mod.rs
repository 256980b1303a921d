//! The Bevy game, in four rooms with a one-way order (each room imports only the rooms
//! before it; `tests/layers.rs` checks it):
//!
//! 1. [`play`]: the game in progress (the turn, the seeds' choreography, the computer, the
//!    lesson, the sounds); draws nothing.
//! 2. [`scene`]: the 3D board that shows it (board, seeds, animation, framing, the look).
//! 3. [`ui`]: egui: the panel, every window, the input, the files.
//! 4. [`tools`]: screenshots and frame benchmarks of the real window.
//!
//! Data flows one way: input -> rules (`play::turn`) -> events (a rules Trace) -> animation
//! and panel. [`CorePlugin`] holds everything that does not draw, so headless tests run it
//! under `MinimalPlugins`; [`GamePlugin`] adds the window, the board, picking and egui.
use bevy::prelude::*;

pub mod play;
pub mod scene;
pub mod tools;
pub mod ui;

pub use play::{BaoSet, Language};

/// The pure-logic half of the game: no rendering, no window, no egui.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((play::plugin, scene::core_plugin));
    }
}

/// The whole game in a window.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(CorePlugin);
        app.add_plugins((scene::view_plugin, ui::plugin, play::viewer::plugin));
        #[cfg(feature = "sound")]
        app.add_plugins(play::sound::plugin);
    }
}

/// Opens the game window and runs until it closes. `args` are the options of the window:
/// `--screenshot out.png [--frames N] [--position JSON | --record FILE.bao]`.
pub fn run(args: &[String]) {
    let launched = std::time::Instant::now();
    let opts = match tools::screenshot::Options::parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("bao: {e}");
            std::process::exit(2);
        }
    };
    let mut opts = opts;
    opts.launched = Some(launched);
    let start = match opts.start_session() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bao: {e}");
            std::process::exit(2);
        }
    };
    // Screenshots and benchmarks are frame-exact and never read or write the player's files
    // (unless `--files` asks it of a picture: a test's restart, in folders of its own).
    let windowed = opts.screenshot.is_none() && !opts.bench;
    let size = opts
        .size
        .or_else(|| {
            windowed
                .then(ui::play::persist::saved_window_size)
                .flatten()
        })
        .unwrap_or((1280, 720));
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Bao".into(),
                    resolution: size.into(),
                    ..default()
                }),
                ..default()
            })
            .add_after::<bevy::render::RenderPlugin>(scene::quality::ProcessorPreparesMeshes),
    )
    .insert_resource(scene::pacing::winit_settings(!windowed))
    // The game clock advances at most 0.1 s a frame: the first frame after an idle spell,
    // and every frame of a very slow renderer, moves the seeds a little, never by leaps.
    .insert_resource(Time::<Virtual>::from_max_delta(
        std::time::Duration::from_millis(100),
    ))
    .add_plugins(GamePlugin)
    .add_systems(Update, set_window_icon);
    if (windowed || opts.files) && start.is_none() {
        app.add_plugins(ui::play::persist::plugin);
    }
    if windowed {
        app.add_plugins(ui::board_hover::plugin);
    }
    if let Some(path) = &opts.open {
        ui::play::persist::open_at_start(&mut app, path.into());
    }
    if let Some(game) = start {
        app.insert_resource(game);
    }
    if let Some(g) = opts.graphics {
        // After the settings are read (PreStartup): the command line has the last word.
        app.add_systems(Startup, move |mut q: ResMut<scene::look::Quality>| {
            q.choice = g
        });
    }
    if opts.live_board {
        app.insert_resource(scene::still_picture::LiveBoard);
    }
    if let Some(a) = opts.access {
        app.add_systems(Startup, move |mut x: ResMut<play::access::Access>| *x = a);
    }
    let (hints, threats, hide) = (opts.show_hints, opts.show_threats, opts.hide_coordinates);
    if hints || threats || hide {
        app.add_systems(Startup, move |mut s: ResMut<play::choreo::Settings>| {
            s.show_hints |= hints;
            s.show_threats |= threats;
            s.show_coordinates &= !hide;
        });
    }
    if let Some(lang) = opts.lang {
        // Before the files are read (their notes are written in it), for this run only.
        app.insert_resource(ui::play::persist::LangForThisRun(lang));
        app.add_systems(Startup, move |mut l: ResMut<Language>| l.0 = lang);
    }
    open_windows_asked_for(&mut app, &opts);
    if opts.bench {
        app.insert_resource(tools::bench::Bench::new(std::time::Duration::from_secs(
            opts.idle_seconds,
        )));
        app.add_plugins(tools::bench::plugin);
    } else if opts.screenshot.is_some() {
        app.add_plugins(tools::screenshot::plugin);
        app.insert_resource(opts);
    }
    let exit = app.run();
    if let AppExit::Error(code) = exit {
        std::process::exit(code.get() as i32);
    }
}

/// The windows the command line asks for at start: a lesson, lap by lap, the guided game,
/// the coach's review, the drill; and no welcome over a window opened on something asked for.
fn open_windows_asked_for(app: &mut App, opts: &tools::screenshot::Options) {
    if let Some(id) = opts.lesson.clone() {
        // After the settings and --lang (Startup): the lesson is named in the window's language.
        app.add_systems(PostStartup, open_lesson(id));
    }
    // The welcome greets a plain first start, not a window opened on something asked for
    // (a file, a lesson, the guided game, a picture); `--welcome` shows it in a picture too.
    if opts.screenshot.is_some()
        || opts.open.is_some()
        || opts.lesson.is_some()
        || opts.record.is_some()
        || opts.position.is_some()
        || opts.practice.is_some()
        || opts.online.is_some()
        || opts.guided
    {
        let welcome = opts.welcome;
        app.add_systems(Startup, move |mut w: ResMut<ui::welcome::WelcomeWindow>| {
            w.allowed = welcome
        });
    }
    if let Some(step) = opts.laps {
        app.add_systems(
            PostStartup,
            move |mut w: ResMut<ui::narrate::explain::ExplainWindow>| {
                w.open = true;
                w.begin_laps_at = Some(step);
            },
        );
    }
    if opts.guided {
        app.add_systems(
            PostStartup,
            |mut g: ResMut<ui::course::guide::GuideWindow>,
             mut out: MessageWriter<play::turn::TurnCommand>,
             lang: Res<Language>| g.begin(&mut out, lang.0),
        );
    }
    if let Some(ply) = opts.review {
        app.add_systems(PostStartup, open_review(ply, opts.show_better, opts.walk));
    }
    if let Some(steps) = opts.analysis.clone() {
        app.add_plugins(tools::analysis::plugin(steps));
    }
    #[cfg(feature = "online")]
    if let Some(steps) = opts.online.clone() {
        app.add_plugins(tools::online::plugin(steps));
    }
    if let Some(asked) = opts.practice.clone() {
        tools::practice::open(app, asked);
    }
    if opts.drill {
        app.add_systems(
            PostStartup,
            |mut w: ResMut<ui::coach::review::ReviewWindow>,
             mut d: MessageWriter<play::coach::drill::DrillCommand>| {
                w.open = true;
                d.write(play::coach::drill::DrillCommand::Start);
            },
        );
    }
}

/// `--review MOVE`: the coach's window open, its review started (or resumed), the move (its
/// history row and side) selected and the board at the position before it (`--show-better`:
/// its better move shown at once; `--walk K`: the engine's line from it walked K moves on
/// the board).
fn open_review(
    at: Option<(usize, crate::rules::Side)>,
    show_better: bool,
    walk: Option<usize>,
) -> impl FnMut(
    ResMut<ui::coach::review::ReviewWindow>,
    MessageWriter<play::coach::review::CoachCommand>,
    MessageWriter<play::turn::TurnCommand>,
    Res<play::turn::Game>,
) {
    move |mut w, mut coach, mut out, game| {
        w.review_now(&mut coach);
        w.all_revealed = show_better;
        let first = game.session.start().to_move();
        let ply = at.and_then(|(row, side)| crate::game::words::names::ply_of(row, side, first));
        if let Some(p) = ply.filter(|&p| p < game.session.history().len()) {
            w.selected = Some(p);
            w.walk = walk.map(|k| (p, k));
            out.write(play::turn::TurnCommand::View(Some(p)));
        }
    }
}

/// The window shows the game's icon (drawn by `game::records::icon`). Bevy 0.19 has no icon field, so
/// it is set on the winit window once that exists; winit windows live on the main thread.
fn set_window_icon(
    _main_thread: bevy::ecs::system::NonSendMarker,
    windows: Query<Entity, With<bevy::window::PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Ok(entity) = windows.single() else { return };
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit_windows| {
        if let Some(window) = winit_windows.get_window(entity) {
            let size = crate::game::records::icon::PNG_SIZE;
            if let Ok(icon) =
                winit::window::Icon::from_rgba(crate::game::records::icon::pixels(size), size, size)
            {
                window.set_window_icon(Some(icon));
            }
            *done = true;
        }
    });
}

/// `--lesson ID`: the Learn window opens on that lesson, begun on the board.
fn open_lesson(
    id: String,
) -> impl FnMut(play::course::lesson::LessonBoard, ResMut<ui::course::learn::LearnWindow>, Res<Language>)
{
    move |mut board, mut window, lang| {
        if let Some(lesson) = crate::game::teach::course::lessons::lesson(lang.0, &id) {
            board.begin(lesson, false, lang.0);
            window.open = true;
        }
    }
}
