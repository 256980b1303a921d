//! `bao --bench-frames`: the real window, timed. It plays a fixed long sowing, then leaves
//! the board standing still, then plays the same sowing against the computer (which thinks
//! while the seeds fly), and prints per phase the median and 95th-percentile frame time and
//! the processor time the whole process used, with the graphics adapter's name. A benchmark
//! to rerun and compare, not a test: the figures depend on the machine.
use crate::ai::Level;
use crate::app::play::ai_task::Thinking;
use crate::app::play::analysis::board::{Analysing, AnalysisCommand};
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, TurnCommand};
use crate::app::scene::look::Quality;
use crate::app::scene::pacing::winit_settings;
use crate::app::scene::still_picture::StillPicture;
use crate::game::play::session::{Player, Session};
use crate::rules::{Move, Position, position_from_json};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::winit::{EventLoopProxyWrapper, WinitSettings, WinitUserEvent};
use std::time::{Duration, Instant};

/// The benched position: North to move; its longest move (b4 to the left) sows 12 laps and
/// captures 24 seeds (found in seeded random play: `bao random-games 30 --seed 3
/// --positions`, position 531).
const LONG_SOWING: &str = r#"{"variant":"kiswahili","rules":"mancala-world","to_move":"N",
 "S":{"front":[5,3,1,11,3,3,1,1],"back":[2,0,1,0,3,3,1,1],"reserve":0,"house":"destroyed"},
 "N":{"front":[2,1,1,2,2,2,0,0],"back":[3,2,0,4,1,3,2,0],"reserve":0,"house":"destroyed"},
 "blocked":null,"claim":null}"#;

/// Time for the frames in flight to finish before the quiet period is measured.
const SETTLE: Duration = Duration::from_secs(3);

/// How long frames are timed on the analysis board while its engine deepens.
const ANALYSING: Duration = Duration::from_secs(10);

/// The computer that thinks in the last phase.
const THINKER: Level = Level::Hodari;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The first frames (pipelines are compiled then): not counted.
    Warmup,
    Sowing,
    Idle,
    /// Frames after the quiet period, not counted: the window sleeps until its next frame
    /// is due, and the first frame after the knock waited for the mode change (seen: 3.8 s).
    Waking,
    Thinking,
    /// A move on the analysis board, then frames while its engine deepens on its own thread.
    Analysing,
    Done,
}

/// One phase's figures.
#[derive(Clone, Debug)]
pub struct Figures {
    pub name: &'static str,
    pub frames: usize,
    pub median_ms: f32,
    pub p95_ms: f32,
    pub wall_s: f32,
    /// Processor time of the whole process over the phase, as a share of one core.
    pub cpu_share: Option<f32>,
}

/// What the timer thread saw of the idle period: processor time over its wall time.
type IdleReading = std::sync::Arc<std::sync::Mutex<Option<(Duration, Duration)>>>;

#[derive(Resource)]
pub struct Bench {
    idle_reading: IdleReading,
    phase: Phase,
    frames: u32,
    since: Instant,
    cpu_at: Option<Duration>,
    times: Vec<f32>,
    idle_for: Duration,
    results: Vec<Figures>,
    /// The computer was seen thinking in the last phase.
    thought: bool,
    /// The move to start once the seeds are down in the phase's position.
    start: Option<Move>,
    /// The analysis board's engine was seen thinking in its phase.
    analysed: bool,
}

impl Bench {
    pub fn new(idle_for: Duration) -> Bench {
        Bench {
            idle_reading: Default::default(),
            phase: Phase::Warmup,
            frames: 0,
            since: Instant::now(),
            cpu_at: None,
            times: Vec::new(),
            idle_for,
            results: Vec::new(),
            thought: false,
            start: None,
            analysed: false,
        }
    }

    fn begin(&mut self, phase: Phase) {
        self.phase = phase;
        self.frames = 0;
        self.since = Instant::now();
        self.cpu_at = process_cpu();
        self.times.clear();
    }

    fn end(&mut self, name: &'static str) {
        let wall = self.since.elapsed().as_secs_f32();
        let cpu_share = process_cpu()
            .zip(self.cpu_at)
            .map(|(now, then)| (now - then).as_secs_f32() / wall.max(1e-6));
        let (median_ms, p95_ms) = median_p95(&self.times);
        self.results.push(Figures {
            name,
            frames: self.times.len(),
            median_ms,
            p95_ms,
            wall_s: wall,
            cpu_share,
        });
    }
}

/// The median and the 95th percentile of frame times in seconds, in milliseconds.
pub fn median_p95(times: &[f32]) -> (f32, f32) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let mut t = times.to_vec();
    t.sort_by(f32::total_cmp);
    let at = |q: f32| t[((t.len() - 1) as f32 * q).round() as usize] * 1000.0;
    (at(0.5), at(0.95))
}

/// User and system time of this process (all its threads, the software renderer's too).
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's closing parenthesis; utime and stime are 14th and 15th.
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    // Linux reports in clock ticks of 1/100 s (USER_HZ) on every architecture it supports.
    Some(Duration::from_millis(ticks * 10))
}

pub fn plugin(app: &mut App) {
    app.add_systems(Last, run_bench);
}

fn long_sowing() -> (Position, Move) {
    let v: serde_json::Value = serde_json::from_str(LONG_SOWING).expect("bench position is JSON");
    let pos = position_from_json(&v).expect("bench position is legal");
    // The move with the most laps (the first of them: the move list's order is fixed).
    let mv = crate::rules::legal_moves(&pos)
        .into_iter()
        .filter_map(|m| crate::rules::play(&pos, &m).ok().map(|s| (s.laps, m)))
        .rev()
        .max_by_key(|(laps, _)| *laps)
        .expect("the bench position has moves")
        .1;
    (pos, mv)
}

/// A fresh game on `pos` with these players (South, North); older answers go stale. The
/// seeds are put down as the position has them, as a new game does; the mover starts `mv`
/// once they are down (a move is not taken while seeds move).
fn play_on(
    bench: &mut Bench,
    game: &mut Game,
    pos: Position,
    players: [Player; 2],
    mv: Move,
    choreo: &mut Choreo,
) {
    choreo.reset(pos);
    let generation = game.generation + 1;
    *game = Game::from_position(pos);
    game.session = Session::from_position(pos, players);
    game.generation = generation;
    bench.start = Some(mv);
}

#[allow(clippy::too_many_arguments)]
fn run_bench(
    mut bench: ResMut<Bench>,
    mut game: ResMut<Game>,
    mut choreo: ResMut<Choreo>,
    thinking: Res<Thinking>,
    time: Res<Time<Real>>,
    mut winit: ResMut<WinitSettings>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    info: Option<Res<RenderAdapterInfo>>,
    (quality, still): (Res<Quality>, Option<Res<StillPicture>>),
    mut out: MessageWriter<TurnCommand>,
    mut exit: MessageWriter<AppExit>,
    (analysing, mut analysis): (Res<Analysing>, MessageWriter<AnalysisCommand>),
) {
    bench.frames += 1;
    let dt = time.delta_secs();
    // Started in an earlier frame (the turn takes it in the next frame's update).
    let started = bench.start.is_none();
    if !choreo.busy()
        && let Some(mv) = bench.start.take()
    {
        out.write(TurnCommand::Start {
            pit: mv.pit,
            dir: mv.dir,
        });
    }
    match bench.phase {
        Phase::Warmup => {
            if bench.frames >= 30 {
                info!("bench: warm-up done, sowing");
                bench.begin(Phase::Sowing);
                let (pos, mv) = long_sowing();
                play_on(
                    &mut bench,
                    &mut game,
                    pos,
                    [Player::Human; 2],
                    mv,
                    &mut choreo,
                );
            }
        }
        Phase::Sowing => {
            // The first frame only queues the move.
            if bench.frames > 1 {
                bench.times.push(dt);
            }
            if bench.frames > 2 && started && !choreo.busy() {
                bench.end("long sowing");
                info!("bench: sowing done, idle for {:?}", bench.idle_for);
                begin_idle(&mut bench, &mut winit, proxy);
            }
        }
        Phase::Idle => {
            if bench.frames > 1 {
                bench.times.push(dt);
            }
            end_idle(&mut bench, &mut winit);
        }
        Phase::Waking => {
            if bench.frames >= 3 {
                info!("bench: idle done, the computer thinks");
                bench.begin(Phase::Thinking);
                // The opening namua move, then the computer answers: it thinks while the
                // seeds fly and after.
                let pos = Position::start(crate::rules::Rules::KISWAHILI);
                let mv = crate::rules::legal_moves(&pos)[0];
                let players = [Player::Human, Player::Computer(THINKER)];
                play_on(&mut bench, &mut game, pos, players, mv, &mut choreo);
            }
        }
        Phase::Thinking => {
            if bench.frames > 1 {
                bench.times.push(dt);
            }
            bench.thought |= thinking.is_thinking();
            // Until the computer's answer is on the board (not its animation).
            let answered = game.session.index() >= 2;
            if bench.frames > 2 && started && answered
                || bench.since.elapsed() > Duration::from_secs(120)
            {
                bench.end("computer thinking");
                if !bench.thought {
                    warn!("bench: the computer was never seen thinking");
                }
                begin_analysing(&mut bench, &mut analysis);
            }
        }
        Phase::Analysing => {
            if bench.frames > 1 {
                bench.times.push(dt);
            }
            bench.analysed |= analysing.run.as_ref().is_some_and(|r| r.thinking());
            // The move into the tree, its seeds down, then frames for a while as the engine
            // deepens the new position on its thread.
            let played = analysing.run.as_ref().is_some_and(|r| r.at != 0);
            if bench.frames > 2
                && started
                && played
                && !choreo.busy()
                && bench.since.elapsed() > ANALYSING
                || bench.since.elapsed() > Duration::from_secs(120)
            {
                bench.end("analysis engine on");
                bench.phase = Phase::Done;
                if !bench.analysed {
                    warn!("bench: the analysis engine was never seen thinking");
                }
                print_report(&bench.results, info.as_deref(), &quality, still.as_deref());
                exit.write(AppExit::Success);
            }
        }
        Phase::Done => {}
    }
}

/// The quiet phase ends when the timer thread has its reading: the window runs on.
fn end_idle(bench: &mut Bench, winit: &mut WinitSettings) {
    let reading = *bench.idle_reading.lock().unwrap();
    if let Some((cpu, wall)) = reading {
        // The knocking frame is not idle.
        bench.times.pop();
        bench.end("standing still");
        let idle = bench.results.last_mut().expect("just ended");
        idle.wall_s = wall.as_secs_f32();
        idle.cpu_share = Some(cpu.as_secs_f32() / wall.as_secs_f32().max(1e-6));
        *winit = winit_settings(true);
        bench.begin(Phase::Waking);
    }
}

/// The last phase begins: a move on the analysis board at the start, where the engine
/// deepens for long (the namua's many moves).
fn begin_analysing(bench: &mut Bench, analysis: &mut MessageWriter<AnalysisCommand>) {
    info!("bench: a move on the analysis board, its engine thinking");
    bench.begin(Phase::Analysing);
    let pos = Position::start(crate::rules::Rules::KISWAHILI);
    let mv = crate::rules::legal_moves(&pos)[0];
    analysis.write(AnalysisCommand::OpenPosition(pos));
    bench.start = Some(mv);
    bench.analysed = false;
}

/// The quiet phase begins: the window sleeps as the game does when nothing moves; a timer
/// thread lets the last frames in flight finish (a software renderer draws them late),
/// measures the processor time of the quiet period, then knocks.
fn begin_idle(
    bench: &mut Bench,
    winit: &mut WinitSettings,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    bench.begin(Phase::Idle);
    *winit = winit_settings(false);
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        let wait = bench.idle_for;
        let reading = bench.idle_reading.clone();
        std::thread::spawn(move || {
            std::thread::sleep(SETTLE);
            let (t0, c0) = (Instant::now(), process_cpu());
            std::thread::sleep(wait);
            if let (Some(c0), Some(c1)) = (c0, process_cpu()) {
                *reading.lock().unwrap() = Some((c1 - c0, t0.elapsed()));
            }
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        });
    }
}

fn print_report(
    results: &[Figures],
    info: Option<&RenderAdapterInfo>,
    quality: &Quality,
    still: Option<&StillPicture>,
) {
    let adapter = info.map_or("unknown adapter".to_string(), |i| {
        format!("{} ({:?}, {:?})", i.name, i.device_type, i.backend)
    });
    println!("bao frame benchmark");
    println!("adapter: {adapter}");
    println!(
        "graphics: {} (look {:?})",
        quality.choice.name(),
        quality.applied
    );
    if let Some(s) = still {
        println!(
            "still board: its picture drawn {} times, kept {} frames",
            s.drawn, s.kept
        );
    }
    println!(
        "{:<20} {:>7} {:>11} {:>9} {:>8} {:>10} {:>14}",
        "phase", "frames", "median ms", "p95 ms", "wall s", "cpu/core", "cpu ms/frame"
    );
    for f in results {
        let per_frame = f
            .cpu_share
            .filter(|_| f.frames > 0)
            .map_or("-".to_string(), |c| {
                format!("{:.1}", c * f.wall_s * 1000.0 / f.frames as f32)
            });
        println!(
            "{:<20} {:>7} {:>11.1} {:>9.1} {:>8.1} {:>10} {:>14}",
            f.name,
            f.frames,
            f.median_ms,
            f.p95_ms,
            f.wall_s,
            f.cpu_share
                .map_or("-".to_string(), |c| format!("{:.1}%", c * 100.0)),
            per_frame
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_p95_of_frame_times() {
        let times: Vec<f32> = (1..=100).map(|i| i as f32 / 1000.0).collect();
        let (m, p) = median_p95(&times);
        assert!((m - 50.5).abs() < 1.0, "{m}");
        assert!((p - 95.0).abs() < 1.1, "{p}");
        assert_eq!(median_p95(&[]), (0.0, 0.0));
    }

    #[test]
    fn the_benched_sowing_is_long() {
        let (pos, mv) = long_sowing();
        let s = crate::rules::play(&pos, &mv).expect("legal");
        assert!(s.laps >= 10, "only {} laps", s.laps);
    }
}
