//! Draw only when something changes. The window runs in Bevy's reactive mode: a frame is
//! made for input and window events, and otherwise only while something moves on its own
//! (seeds in flight, the computer thinking or hinting, a write waiting for a quiet second).
//! A board standing still costs nothing.
use super::animation::Flight;
use crate::app::play::ai_task::{Thinking, Wake};
use crate::app::play::choreo::Choreo;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// With nothing to do, the longest the game sleeps (a safety net, not a clock).
const IDLE_WAIT: Duration = Duration::from_secs(60);
/// While an online game's clock runs, how often it is drawn.
const TICK_WAIT: Duration = Duration::from_millis(500);
/// While the computer thinks and nothing moves, how often its answer is looked for.
const POLL_WAIT: Duration = Duration::from_millis(150);

/// Only the window's own events wake the game (not every mouse motion on the desktop).
fn reactive(wait: Duration) -> WinitSettings {
    let mode = UpdateMode::reactive_low_power(wait);
    WinitSettings {
        focused_mode: mode,
        unfocused_mode: mode,
    }
}

/// How the window is paced: reactive for play, continuous for screenshots and benchmarks
/// (which count frames).
pub fn winit_settings(continuous: bool) -> WinitSettings {
    if continuous {
        WinitSettings::continuous()
    } else {
        reactive(IDLE_WAIT)
    }
}

/// The window's side: a finished search wakes the sleeping event loop.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(Startup, install_wake);
    // Pipelines compile in the background (seconds each on a software renderer) and nothing
    // is drawn with a pipeline still compiling: a window that went to sleep before they were
    // ready would stay blank until the pointer moved. Frames go on until every one is ready.
    let pending = PipelinesPending::default();
    app.insert_resource(pending.clone())
        .add_systems(Last, draw_while_compiling);
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render.insert_resource(pending).add_systems(
            bevy::render::Render,
            watch_pipelines.in_set(bevy::render::RenderSystems::Cleanup),
        );
    }
}

/// Whether the renderer has pipelines still waiting to be compiled (set by the render world).
#[derive(Resource, Clone, Default)]
pub struct PipelinesPending(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl PipelinesPending {
    pub fn waiting(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }
}

fn watch_pipelines(
    cache: Res<bevy::render::render_resource::PipelineCache>,
    pending: Res<PipelinesPending>,
) {
    let waiting = cache.waiting_pipelines().next().is_some();
    pending
        .0
        .store(waiting, std::sync::atomic::Ordering::Relaxed);
}

/// Asks for frames while pipelines compile, and three more once none is waiting (the render
/// world reports a frame late, and the frame that saw the last one finish may have been drawn
/// without it); the first frames are asked for before any report. Only in the first minute:
/// a pipeline that never compiles must not keep the window busy.
fn draw_while_compiling(
    pending: Res<PipelinesPending>,
    time: Res<Time<Real>>,
    mut left: Local<Option<u8>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if time.elapsed_secs() > 60.0 {
        return;
    }
    let left = left.get_or_insert(3);
    if pending.0.load(std::sync::atomic::Ordering::Relaxed) {
        *left = 3;
        redraw.write(RequestRedraw);
    } else if *left > 0 {
        *left -= 1;
        redraw.write(RequestRedraw);
    }
}

fn install_wake(mut commands: Commands, proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        commands.insert_resource(Wake(std::sync::Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        })));
    }
}

pub(super) fn plugin(app: &mut App) {
    // Registered here too, so the logic half runs headless without a window plugin.
    app.add_message::<RequestRedraw>()
        .init_resource::<WakeWithin>()
        .add_systems(Last, keep_drawing);
}

/// A clock shown in a window (the trainer's countdown, the analysis engine's time): the
/// longest the window may sleep after this frame, asked afresh each frame. (egui's
/// `request_repaint_after` does not serve: bevy_egui draws the next frame at once for any
/// repaint asked, so a window asking for one every frame never rested: the analysis board
/// drew some 30 frames a second while its engine thought, a core's worth of drawing.)
#[derive(Resource, Default)]
pub struct WakeWithin(Option<Duration>);

impl WakeWithin {
    pub fn ask(&mut self, wait: Duration) {
        self.0 = Some(self.0.map_or(wait, |w| w.min(wait)));
    }
}

/// Asks for the next frame while anything moves by itself. While a hint is being looked for
/// (it is stopped on a clock), or the computer thinks with no way to knock when done, looks
/// a few times a second; otherwise sleeps until the player or a finished search wakes it.
fn keep_drawing(
    choreo: Res<Choreo>,
    thinking: Res<Thinking>,
    flights: Query<(), With<Flight>>,
    mut redraw: MessageWriter<RequestRedraw>,
    winit: Option<ResMut<WinitSettings>>,
    wake: Option<Res<Wake>>,
    mut within: ResMut<WakeWithin>,
    #[cfg(feature = "online")] online: Option<Res<crate::app::play::online::Online>>,
) {
    let asked = within.0.take();
    // An online clock running is redrawn each second (its digits change on their own).
    #[cfg(feature = "online")]
    let ticking = online
        .as_ref()
        .and_then(|o| o.game.as_ref())
        .is_some_and(|g| g.clock.running());
    #[cfg(not(feature = "online"))]
    let ticking = false;
    let moving = choreo.busy() || !flights.is_empty();
    // A search knocks when it is done (when it can); a hint is also stopped on a clock.
    let waiting = thinking.is_hinting() || (thinking.is_thinking() && wake.is_none());
    // An answer waiting for the seeds to settle is played on the frame after they do: ask
    // for it (else a window that went to sleep with the last seed showed the computer
    // "thinking" until the pointer moved; seen in a real window).
    if moving || thinking.has_answer() {
        redraw.write(RequestRedraw);
    }
    // Screenshots and benchmarks run continuously: leave them so.
    if let Some(mut winit) = winit
        && winit.focused_mode != UpdateMode::Continuous
    {
        let wait = if waiting {
            POLL_WAIT
        } else if ticking {
            TICK_WAIT
        } else {
            IDLE_WAIT
        };
        let want = reactive(asked.map_or(wait, |a| a.min(wait)));
        if winit.focused_mode != want.focused_mode {
            *winit = want;
        }
    }
}
