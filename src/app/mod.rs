//! The Bevy game: one plugin per concern. Data flows one way: input -> rules (turn.rs) ->
//! events (a rules Trace) -> animation and panel.
//!
//! [`CorePlugin`] holds everything that does not draw (the game, the turn, the seed
//! choreography, the computer player) so headless tests can run it under `MinimalPlugins`;
//! [`GamePlugin`] adds the window, the board, picking, the egui panel and screenshots.
use bevy::prelude::*;

pub mod access;
pub mod ai_task;
pub mod animation;
pub mod bench;
pub mod board;
pub mod coords;
pub mod diagram;
#[cfg(feature = "dialogs")]
pub mod dialogs;
pub mod framing;
pub mod input;
pub mod learn;
pub mod pacing;
pub mod panel;
pub mod persistence;
pub mod plain_light;
pub mod quality;
pub mod render_scale;
pub mod screenshot;
pub mod seeds;
#[cfg(feature = "sound")]
pub mod sound;
pub mod turn;
pub mod viewer;

/// The order of a frame: what the player did, then the rules, then the seeds.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BaoSet {
    Input,
    Turn,
    Computer,
    Animate,
}

/// The language of every word the window shows: from the settings, or at the first start
/// from the system locale; switched in the Settings without a restart. UI code reads it as
/// `lang: Res<Language>` and asks `game::i18n::tr(lang.0, "panel.new_game")`.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Language(pub crate::game::i18n::Lang);

/// The pure-logic half of the game: no rendering, no window, no egui.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                BaoSet::Input,
                BaoSet::Turn,
                BaoSet::Computer,
                BaoSet::Animate,
            )
                .chain(),
        );
        app.init_resource::<Language>();
        app.add_plugins((
            turn::plugin,
            seeds::plugin,
            animation::plugin,
            ai_task::plugin,
            pacing::plugin,
            access::core_plugin,
        ));
    }
}

/// The whole game in a window.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(CorePlugin);
        app.add_plugins((
            board::plugin,
            framing::plugin,
            pacing::window_plugin,
            quality::plugin,
            plain_light::plugin,
            render_scale::plugin,
            seeds::view_plugin,
            input::plugin,
            panel::plugin,
            viewer::plugin,
            learn::plugin,
            access::view_plugin,
            coords::plugin,
        ));
        app.init_resource::<persistence::Persist>();
        #[cfg(feature = "sound")]
        app.add_plugins(sound::plugin);
    }
}

/// Opens the game window and runs until it closes. `args` are the options of the window:
/// `--screenshot out.png [--frames N] [--position JSON | --record FILE.bao]`.
pub fn run(args: &[String]) {
    let launched = std::time::Instant::now();
    let opts = match screenshot::Options::parse(args) {
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
    // Screenshots and benchmarks are frame-exact and never read or write the player's files.
    let windowed = opts.screenshot.is_none() && !opts.bench;
    let size = opts
        .size
        .or_else(|| windowed.then(persistence::saved_window_size).flatten())
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
            .add_after::<bevy::render::RenderPlugin>(quality::ProcessorPreparesMeshes),
    )
    .insert_resource(pacing::winit_settings(!windowed))
    // The game clock advances at most 0.1 s a frame: the first frame after an idle spell,
    // and every frame of a very slow renderer, moves the seeds a little, never by leaps.
    .insert_resource(Time::<Virtual>::from_max_delta(
        std::time::Duration::from_millis(100),
    ))
    .add_plugins(GamePlugin)
    .add_systems(Update, set_window_icon);
    if windowed && start.is_none() {
        app.add_plugins(persistence::plugin);
    }
    if let Some(path) = &opts.open {
        persistence::open_at_start(&mut app, path.into());
    }
    if let Some(game) = start {
        app.insert_resource(game);
    }
    if let Some(g) = opts.graphics {
        // After the settings are read (PreStartup): the command line has the last word.
        app.add_systems(Startup, move |mut q: ResMut<quality::Quality>| q.choice = g);
    }
    if let Some(a) = opts.access {
        app.add_systems(Startup, move |mut x: ResMut<access::Access>| *x = a);
    }
    let (hints, threats, hide) = (opts.show_hints, opts.show_threats, opts.hide_coordinates);
    if hints || threats || hide {
        app.add_systems(Startup, move |mut s: ResMut<animation::Settings>| {
            s.show_hints |= hints;
            s.show_threats |= threats;
            s.show_coordinates &= !hide;
        });
    }
    if let Some(lang) = opts.lang {
        app.add_systems(Startup, move |mut l: ResMut<Language>| l.0 = lang);
    }
    if let Some(id) = opts.lesson.clone() {
        // After the settings and --lang (Startup): the lesson is named in the window's language.
        app.add_systems(PostStartup, open_lesson(id));
    }
    if opts.bench {
        app.insert_resource(bench::Bench::new(std::time::Duration::from_secs(
            opts.idle_seconds,
        )));
        app.add_plugins(bench::plugin);
    } else if opts.screenshot.is_some() {
        app.add_plugins(screenshot::plugin);
        app.insert_resource(opts);
    }
    let exit = app.run();
    if let AppExit::Error(code) = exit {
        std::process::exit(code.get() as i32);
    }
}

/// The window shows the game's icon (drawn by `game::icon`). Bevy 0.19 has no icon field, so
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
            let size = crate::game::icon::PNG_SIZE;
            if let Ok(icon) =
                winit::window::Icon::from_rgba(crate::game::icon::pixels(size), size, size)
            {
                window.set_window_icon(Some(icon));
            }
            *done = true;
        }
    });
}

/// `--lesson ID`: the Learn window opens on that lesson, begun on the board.
#[allow(clippy::type_complexity)]
fn open_lesson(
    id: String,
) -> impl FnMut(
    ResMut<turn::Game>,
    ResMut<turn::MoveInProgress>,
    ResMut<animation::Choreo>,
    ResMut<turn::Notice>,
    ResMut<learn::Learn>,
    ResMut<panel::PanelState>,
    Res<Language>,
) {
    move |mut game, mut progress, mut choreo, mut notice, mut learn, mut panel, lang| {
        if let Some(lesson) = crate::game::lessons::lesson(lang.0, &id) {
            learn::begin_lesson(
                lesson,
                false,
                &mut game,
                &mut progress,
                &mut choreo,
                &mut notice,
                &mut learn,
                lang.0,
            );
            panel.learn = true;
        }
    }
}
