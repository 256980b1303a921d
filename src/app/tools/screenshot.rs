//! `bao --screenshot out.png [--frames N] [--position JSON | --record FILE.bao] [--play MOVE]`:
//! renders the real window, saves the picture after N frames, checks it is the board and exits
//! (non-zero when the picture is blank or not the board). With `--play` the move is played
//! once the window is ready and the N frames count from then: a picture of seeds in flight.
use crate::app::play::turn::Game;
use crate::rules::{Position, position_from_json};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

#[derive(Resource, Clone, Debug, Default)]
pub struct Options {
    pub screenshot: Option<String>,
    pub frames: u32,
    pub position: Option<String>,
    pub record: Option<String>,
    /// Computer against computer (a showcase, and to time frames while the AI thinks).
    pub demo: bool,
    /// With `--record`: stop the replay after this many moves (the rest can be redone).
    pub at: Option<usize>,
    /// `--play MOVE`: a move (in Bao notation) played once the window is ready.
    pub play: Option<String>,
    /// `--bench-frames`: time frames in fixed phases, print the figures and exit.
    pub bench: bool,
    /// Seconds the benchmark leaves the board standing still.
    pub idle_seconds: u64,
    /// The window's inner size in logical pixels (`--size 1280x720`).
    pub size: Option<(u32, u32)>,
    /// The graphics look for this run (`--graphics low|high|auto`).
    pub graphics: Option<crate::game::records::settings::Graphics>,
    pub launched: Option<std::time::Instant>,
    /// Access settings for this run (`--access scale=200,contrast,turn`).
    pub access: Option<crate::app::play::access::Access>,
    /// `--access hints`: the pits that can move are marked (as the settings' default).
    pub show_hints: bool,
    /// `--access threats`: the assist rings the pits the opponent could capture from.
    pub show_threats: bool,
    /// `--access nocoords`: the pit coordinates are hidden.
    pub hide_coordinates: bool,
    /// A lesson of the course to open in the Learn window (`--lesson ID`).
    pub lesson: Option<String>,
    /// The window's language for this run (`--lang en|sw`).
    pub lang: Option<crate::game::words::i18n::Lang>,
    /// A game file given alone (`bao game.bao`): opened in the normal, saving game.
    pub open: Option<String>,
    /// `--review MOVE`: the coach's window open (the review started if the game has none),
    /// the move numbered as the history numbers it selected ("3." or "3" South's third,
    /// "3..." North's); 0 selects none.
    pub review: Option<Option<(usize, crate::rules::Side)>>,
    /// `--show-better`: the coach's better moves shown at once (not hidden until tried).
    pub show_better: bool,
    /// `--walk K`: with `--review`, the engine's line of the picked move walked K moves.
    pub walk: Option<usize>,
    /// `--drill`: with a reviewed game, "learn from your mistakes" begun.
    pub drill: bool,
    /// `--welcome`: the first start's welcome shown (as for a newcomer) in a picture.
    pub welcome: bool,
    /// `--guided`: the guided first game begun.
    pub guided: bool,
    /// `--laps N`: the Explain window open on the last move, lap by lap at step N.
    pub laps: Option<usize>,
    /// `--practice PAGE[:...]`: the Practice window open on a page (`practice::Asked`).
    pub practice: Option<crate::app::tools::practice::Asked>,
    /// `--analysis STEPS`: the analysis board driven step by step (`tools::analysis`).
    pub analysis: Option<Vec<String>>,
    /// `--online STEPS`: a game with a friend online driven step by step (`tools::online`).
    pub online: Option<Vec<String>>,
    /// `--files`: a picture run that reads and writes the player's files as a normal start
    /// does (a test gives it folders of its own): a restart in a test.
    pub files: bool,
    /// `--live-board`: the still board drawn every frame, its picture not kept (to compare).
    pub live_board: bool,
}

impl Options {
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            frames: 40,
            idle_seconds: 20,
            ..default()
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let mut value = |name: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs a value"))
            };
            match a.as_str() {
                "--screenshot" => o.screenshot = Some(value("--screenshot")?),
                "--frames" => {
                    o.frames = value("--frames")?
                        .parse()
                        .map_err(|_| "--frames needs a number".to_string())?
                }
                "--position" => o.position = Some(value("--position")?),
                "--record" => o.record = Some(value("--record")?),
                "--demo" => o.demo = true,
                "--files" => o.files = true,
                "--play" => o.play = Some(value("--play")?),
                "--bench-frames" => o.bench = true,
                "--live-board" => o.live_board = true,
                "--idle-seconds" => {
                    o.idle_seconds = value("--idle-seconds")?
                        .parse()
                        .ok()
                        .filter(|n| (1..=600).contains(n))
                        .ok_or_else(|| {
                            "--idle-seconds needs a number of seconds, 1 to 600".to_string()
                        })?
                }
                "--size" => {
                    let v = value("--size")?;
                    o.size = Some(parse_size(&v).ok_or_else(|| {
                        format!("--size: '{v}' is not WIDTHxHEIGHT (each 200 to 16384)")
                    })?)
                }
                "--graphics" => {
                    let v = value("--graphics")?;
                    o.graphics = Some(
                        crate::game::records::settings::Graphics::from_name(&v)
                            .ok_or_else(|| format!("--graphics: '{v}' is not low, high or auto"))?,
                    )
                }
                "--access" => {
                    let v = value("--access")?;
                    let has = |word: &str| v.split(',').any(|w| w.trim() == word);
                    o.show_hints = has("hints");
                    o.show_threats = has("threats");
                    o.hide_coordinates = has("nocoords");
                    let rest: Vec<&str> = v
                        .split(',')
                        .filter(|w| !["hints", "threats", "nocoords"].contains(&w.trim()))
                        .collect();
                    o.access = Some(crate::app::play::access::Access::parse(&rest.join(","))?);
                }
                "--lesson" | "--drill" | "--show-better" | "--walk" | "--welcome" | "--laps"
                | "--guided" | "--review" => o.teaching_option(a, value)?,
                "--analysis" => {
                    let v = value("--analysis")?;
                    o.analysis = Some(crate::app::tools::analysis::parse(&v)?);
                }
                #[cfg(feature = "online")]
                "--online" => {
                    let v = value("--online")?;
                    o.online = Some(crate::app::tools::online::parse(&v)?);
                }
                "--practice" => {
                    let v = value("--practice")?;
                    o.practice = Some(crate::app::tools::practice::Asked::parse(&v)?);
                }
                "--lang" => {
                    let v = value("--lang")?;
                    o.lang = Some(match v.as_str() {
                        "en" | "english" => crate::game::words::i18n::Lang::English,
                        "sw" | "kiswahili" => crate::game::words::i18n::Lang::Kiswahili,
                        _ => return Err(format!("--lang: '{v}' is not en or sw")),
                    });
                }
                "--at" => {
                    o.at = Some(
                        value("--at")?
                            .parse()
                            .map_err(|_| "--at needs a number of moves".to_string())?,
                    )
                }
                file if !file.starts_with('-') && o.open.is_none() => o.open = Some(file.into()),
                other => {
                    return Err(format!(
                        "unknown option {other} (bao --help lists the window options)"
                    ));
                }
            }
        }
        Ok(o)
    }

    /// The options that open a window of the teaching (the Learn window, the coach's
    /// review, the drill, the welcome, the guided game, lap by lap).
    fn teaching_option(
        &mut self,
        a: &str,
        mut value: impl FnMut(&str) -> Result<String, String>,
    ) -> Result<(), String> {
        let o = self;
        match a {
            "--lesson" => {
                let id = value("--lesson")?;
                let lang = crate::game::words::i18n::Lang::English;
                if crate::game::teach::course::lessons::lesson(lang, &id).is_none() {
                    let ids: Vec<&str> = crate::game::teach::course::lessons::course(lang)
                        .iter()
                        .map(|l| l.id())
                        .collect();
                    return Err(format!(
                        "--lesson: no lesson '{id}' (the course: {})",
                        ids.join(", ")
                    ));
                }
                o.lesson = Some(id);
            }
            "--drill" => o.drill = true,
            "--show-better" => o.show_better = true,
            "--walk" => {
                o.walk = Some(
                    value("--walk")?
                        .parse()
                        .map_err(|_| "--walk needs a number of moves".to_string())?,
                )
            }
            "--welcome" => o.welcome = true,
            "--laps" => {
                o.laps = Some(
                    value("--laps")?
                        .parse()
                        .map_err(|_| "--laps needs a step number".to_string())?,
                )
            }
            "--guided" => o.guided = true,
            "--review" => {
                let v = value("--review")?;
                o.review = Some(match v.trim() {
                    "0" => None,
                    _ => Some(
                        crate::game::words::names::parse_numbered(&v).ok_or_else(|| {
                            format!(
                                "--review: '{v}' is not a move as the history numbers it \
                                     (3. or 3 for South's third, 3... for North's; 0: none)"
                            )
                        })?,
                    ),
                })
            }
            _ => unreachable!("parse sends only the teaching options here"),
        }
        Ok(())
    }

    /// The game to open with, when a position or a record is given; `--play` must be one of
    /// its legal moves.
    pub fn start_session(&self) -> Result<Option<Game>, String> {
        let game = self.opening_game()?;
        if let Some(text) = &self.play {
            let Some(game) = &game else {
                return Err("--play needs --position or --record".into());
            };
            crate::rules::parse_move(&game.position(), text)
                .map_err(|e| format!("--play {text}: {e}"))?;
        }
        Ok(game)
    }

    fn opening_game(&self) -> Result<Option<Game>, String> {
        if self.demo {
            use crate::ai::Level;
            use crate::game::play::session::Player;
            return Ok(Some(Game::new(crate::app::play::turn::Setup {
                names: ["Mchezaji".into(), "Hodari".into()],
                players: [
                    Player::Computer(Level::Mchezaji),
                    Player::Computer(Level::Hodari),
                ],
                ..default()
            })));
        }
        if let Some(text) = &self.position {
            // A key given twice is refused (`rules::json_from_str`), as on the command line.
            let v = crate::rules::json_from_str(text)
                .map_err(|e| format!("--position: not JSON ({e})"))?;
            let pos = position_from_json(&v).map_err(|e| format!("--position: {e}"))?;
            return Ok(Some(Game::from_position(pos)));
        }
        if let Some(path) = &self.record {
            // Bounded, and never waiting on a FIFO (`game::records::files`).
            let text = crate::game::records::files::read_text(std::path::Path::new(path))
                .map_err(|e| e.to_string())?;
            let record = crate::rules::parse_record(&text).map_err(|e| format!("{path}: {e}"))?;
            let mut game = Game::from_position(Position::start(record.rules));
            let mut moves = Vec::new();
            crate::game::play::replay::replay_record(&text, |_, _, s, _| moves.push(s.mv))
                .map_err(|e| format!("{path}: {e}"))?;
            for mv in &moves {
                game.session.play(mv).map_err(|e| format!("{path}: {e}"))?;
            }
            // The record's players by name, when it has them.
            for (i, key) in ["south", "north"].into_iter().enumerate() {
                if let Some(name) = record.header(key) {
                    game.matchplay.names[i] = name.to_string();
                }
            }
            if let Some(n) = self.at {
                while game.session.index() > n && game.session.undo() {}
            }
            return Ok(Some(game));
        }
        Ok(None)
    }
}

/// `1280x720` as (1280, 720); each side 200 to 16384.
fn parse_size(text: &str) -> Option<(u32, u32)> {
    let (w, h) = text.split_once(['x', 'X'])?;
    let ok = |n: &str| n.parse::<u32>().ok().filter(|n| (200..=16_384).contains(n));
    Some((ok(w)?, ok(h)?))
}

/// Blank pictures retaken before giving up, and the frames between tries.
const RETRIES: u32 = 6;
const RETRY_FRAMES: u32 = 10;

#[derive(Resource, Default)]
struct Frames {
    retries: u32,
    /// Frames the picture waited for pipelines still compiling.
    postponed: u32,
    count: u32,
    /// Real time of each frame, to report the frame time.
    times: Vec<f32>,
    /// `--play`: the move was sent (the frames count from then).
    played: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Frames>()
        .add_systems(Update, (play_opening, take_screenshot).chain());
}

/// `--play`: the move starts when the pipelines are compiled and the opening seeds are down.
fn play_opening(
    opts: Res<Options>,
    mut frames: ResMut<Frames>,
    game: Res<Game>,
    choreo: Res<crate::app::play::choreo::Choreo>,
    pending: Option<Res<crate::app::scene::pacing::PipelinesPending>>,
    mut out: MessageWriter<crate::app::play::turn::TurnCommand>,
) {
    let Some(text) = &opts.play else { return };
    if frames.played || choreo.busy() || pending.as_ref().is_some_and(|p| p.waiting()) {
        return;
    }
    // Checked when the options were read (start_session).
    if let Ok((succ, _)) = crate::rules::parse_move(&game.position(), text) {
        out.write(crate::app::play::turn::TurnCommand::Play(succ.mv));
    }
    frames.played = true;
}

fn take_screenshot(
    mut commands: Commands,
    opts: Res<Options>,
    mut frames: ResMut<Frames>,
    time: Res<Time<Real>>,
    thinking: Res<crate::app::play::ai_task::Thinking>,
    pending: Option<Res<crate::app::scene::pacing::PipelinesPending>>,
    still: Option<Res<crate::app::scene::still_picture::StillPicture>>,
    shown: Option<Res<crate::app::scene::render_scale::StillShown>>,
) {
    if opts.play.is_some() && !frames.played {
        return;
    }
    frames.count += 1;
    frames.times.push(time.delta_secs());
    if frames.count.is_multiple_of(10) {
        debug!(
            "frame {}: {:.0} ms",
            frames.count,
            time.delta_secs() * 1000.0
        );
    }
    if frames.count == 1
        && opts.play.is_none()
        && let Some(t) = opts.launched
    {
        info!(
            "first frame {:.2} s after launch",
            t.elapsed().as_secs_f32()
        );
    }
    if frames.count != opts.frames.max(2) {
        return;
    }
    // Never a picture of a half-compiled scene (llvmpipe compiles for seconds, more with
    // several windows at once): the picture waits, a frame at a time, for the pipelines.
    if pending.as_ref().is_some_and(|p| p.waiting()) && frames.postponed < 900 {
        frames.postponed += 1;
        frames.count -= 1;
        frames.times.pop();
        return;
    }
    // The last half of the frames: the first ones include pipeline compilation.
    let tail = &frames.times[frames.times.len() / 2..];
    let mean = tail.iter().sum::<f32>() / tail.len().max(1) as f32;
    info!(
        "frame time over the last {} frames: {:.1} ms (computer thinking now: {})",
        tail.len(),
        mean * 1000.0,
        thinking.is_thinking()
    );
    if let Some(still) = still {
        info!(
            "still picture: drawn {} times, kept {} frames, shown now: {}",
            still.drawn,
            still.kept,
            shown.is_some_and(|s| s.0.is_some())
        );
    }
    let Some(path) = opts.screenshot.clone() else {
        return;
    };
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(check_picture);
}

/// The picture must not be blank, and the middle of the board must be wood: warm, red over
/// blue, neither black nor white.
fn check_picture(
    shot: On<ScreenshotCaptured>,
    mut exit: MessageWriter<AppExit>,
    mut frames: ResMut<Frames>,
) {
    let img = &shot.image;
    let (w, h) = (img.width(), img.height());
    let px = |x: u32, y: u32| -> Option<[f32; 3]> {
        let c = img.get_color_at(x, y).ok()?.to_srgba();
        Some([c.red, c.green, c.blue])
    };
    let mut lo = [1.0f32; 3];
    let mut hi = [0.0f32; 3];
    for j in (0..h).step_by(13) {
        for i in (0..w).step_by(13) {
            if let Some(c) = px(i, j) {
                for k in 0..3 {
                    lo[k] = lo[k].min(c[k]);
                    hi[k] = hi[k].max(c[k]);
                }
            }
        }
    }
    let varied = (0..3).any(|k| hi[k] - lo[k] > 0.25);
    // The board's middle lies right of the panel, a little below the picture's centre.
    let panel = (crate::app::ui::PANEL_WIDTH as u32).min(w / 2);
    let cx = panel + (w - panel) / 2;
    let mut wood = 0;
    let mut probes = 0;
    for dy in [-60i32, -20, 20, 60] {
        for dx in [-200i32, -100, 0, 100, 200] {
            let (x, y) = ((cx as i32 + dx) as u32, (h as i32 / 2 + dy) as u32);
            if let Some([r, g, b]) = px(x, y) {
                probes += 1;
                if r > b + 0.05 && r > 0.12 && r < 0.98 && g < r {
                    wood += 1;
                }
            }
        }
    }
    if !varied && frames.retries < RETRIES {
        // Still blank: a software renderer may still be compiling the pipelines. Look again
        // a few frames later (the later picture overwrites this one).
        frames.retries += 1;
        frames.count = frames.count.saturating_sub(RETRY_FRAMES);
        info!("blank picture, looking again in {RETRY_FRAMES} frames");
    } else if !varied || wood * 2 < probes {
        eprintln!(
            "bao: the screenshot is not the board (varied: {varied}, wood probes {wood}/{probes})"
        );
        exit.write(AppExit::error());
    } else {
        info!("screenshot checked: wood at {wood}/{probes} probes");
        exit.write(AppExit::Success);
    }
}
