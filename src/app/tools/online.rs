//! `--online STEPS`: a game with a friend online driven step by step, for window tests and
//! pictures. Steps, separated by `;`, each waiting for the one before:
//! `form:host` / `form:server` (the New game form open on "Play a friend online"),
//! `host:NAME` (host on this computer, 90 minutes a game), `create:NAME@ADDRESS` (on a
//! server), `join:NAME@LINE` (the invite line a host gives: its address and code),
//! `games` (the Games window opened), `resume` (the first online game the Games window lists, resumed), `invite-to:PATH` (once the invite is known, its line written to PATH), `joined` (wait for
//! the friend), `play:N` (our moves played on the board, the first legal one each time, until
//! the game has N moves), `wait:N` (until it has N moves), `resign`, `end` (wait for the
//! result), `lost` / `back` (wait for the connection to be lost / to come back),
//! `shot:PATH` (a picture of the window), `log` (the game as the window has it, in the
//! log), `exit`.
use crate::app::play::ai_task::Wake;
use crate::app::play::choreo::Choreo;
use crate::app::play::online::{Link, Online, OnlineCommand, Proposal};
use crate::app::play::turn::{Game, MoveInProgress, TurnCommand};
use crate::rules::Rules;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use serde_json::json;

#[derive(Resource)]
struct Steps(std::collections::VecDeque<String>);

/// Checks the steps (unknown ones are refused before the window opens).
pub fn parse(v: &str) -> Result<Vec<String>, String> {
    let steps: Vec<String> = v
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    for s in &steps {
        let (word, arg) = s.split_once(':').unwrap_or((s, ""));
        let known = match word {
            "host" | "invite-to" | "shot" => !arg.is_empty(),
            "create" | "join" => arg.contains('@'),
            "play" | "wait" => arg.parse::<usize>().is_ok(),
            "joined" | "resign" | "end" | "lost" | "back" | "log" | "exit" | "resume" | "games" => {
                arg.is_empty()
            }
            "form" => matches!(arg, "host" | "server"),
            _ => false,
        };
        if !known {
            return Err(format!(
                "--online: '{s}' is not a step (bao --help lists them)"
            ));
        }
    }
    Ok(steps)
}

pub fn plugin(steps: Vec<String>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Steps(steps.clone().into()))
            .add_systems(Update, (tick, step));
    }
}

/// The window sleeps while nothing changes: a steady knock keeps the steps looking.
fn tick(wake: Option<Res<Wake>>, mut started: Local<bool>) {
    if *started {
        return;
    }
    if let Some(w) = wake {
        let w = w.0.clone();
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(std::time::Duration::from_millis(200));
                w();
            }
        });
        *started = true;
    }
}

fn proposal(name: &str) -> Proposal {
    Proposal {
        rules: Rules::KISWAHILI,
        best_of: 1,
        clock: json!({"kind": "live", "base_s": 5400, "inc_s": 0}),
        name: name.to_string(),
    }
}

/// The number of moves of the game on the board.
fn moves(game: &Game) -> usize {
    game.session.index()
}

#[allow(clippy::too_many_arguments)]
fn step(
    mut steps: ResMut<Steps>,
    online: Res<Online>,
    game: Res<Game>,
    choreo: Res<Choreo>,
    progress: Res<MoveInProgress>,
    mut out: MessageWriter<OnlineCommand>,
    mut turn: MessageWriter<TurnCommand>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
    (mut wait, mut frames): (Local<u32>, Local<u32>),
    pending: Option<Res<crate::app::scene::pacing::PipelinesPending>>,
    (mut form, seats, mut games): (
        ResMut<crate::app::ui::play::new_game::NewGameWindow>,
        Res<crate::app::ui::play::online::SeatsList>,
        ResMut<crate::app::ui::play::games::GamesWindow>,
    ),
) {
    *frames += 1;
    // A picture is taken some frames after it is asked for.
    if *wait > 0 {
        *wait -= 1;
        return;
    }
    let Some(s) = steps.0.front().cloned() else {
        return;
    };
    let (word, arg) = s.split_once(':').unwrap_or((&s, ""));
    let g = online.game.as_ref();
    let idle = !choreo.busy() && !progress.active();
    let done = match word {
        "host" => {
            out.write(OnlineCommand::Host(proposal(arg)));
            form.setup = None;
            true
        }
        "games" => {
            games.open = true;
            true
        }
        // The first online game the Games window lists, once the list is read.
        "resume" => match seats.seats.listed().first() {
            Some(s) => {
                out.write(OnlineCommand::Resume {
                    server: s.server.clone(),
                    token: s.token.clone(),
                    game: s.game.clone(),
                });
                true
            }
            None => false,
        },
        "create" | "join" => {
            create_or_join(word, arg, &mut out);
            form.setup = None;
            true
        }
        "form" => {
            form.setup = Some(game.setup.clone());
            form.online.chosen = true;
            form.online.use_server = arg == "server";
            true
        }
        "invite-to" => match g.and_then(|g| g.invite.clone()) {
            Some(invite) => {
                let server = online
                    .hosted_address()
                    .or_else(|| g.map(|g| g.server.clone()))
                    .unwrap_or_default();
                let line = crate::net::online::invite_line(&server, &invite);
                if let Err(e) = std::fs::write(arg, format!("{line}\n")) {
                    error!("--online invite-to: {arg}: {e}");
                }
                info!("online invite: {line}");
                true
            }
            None => false,
        },
        "joined" => g.is_some_and(|g| g.joined && g.have_state) && idle,
        "play" => play_ours(arg.parse().unwrap_or(0), &game, g, idle, &mut turn),
        "wait" => moves(&game) >= arg.parse().unwrap_or(0) && idle,
        "resign" => {
            out.write(OnlineCommand::Resign);
            true
        }
        "end" => g.is_some_and(|g| g.result.is_some()) && idle,
        "lost" => matches!(online.link, Link::Lost { .. }),
        "back" => online.link == Link::Connected && g.is_some_and(|g| g.have_state),
        // Never a picture of a half-compiled scene.
        "shot" if *frames < 30 || pending.is_some_and(|p| p.waiting()) => false,
        "shot" => {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(arg.to_string()));
            *wait = 10;
            true
        }
        "log" => {
            log_state(&online, &game);
            true
        }
        "exit" => {
            exit.write(AppExit::Success);
            true
        }
        _ => true,
    };
    if done {
        info!("online step done: {s}");
        steps.0.pop_front();
    }
}

/// `play:N`: our moves played on the board (the first legal one) until the game has N;
/// done once it has and nothing of ours is in flight.
fn play_ours(
    n: usize,
    game: &Game,
    g: Option<&crate::net::online::OnlineGame>,
    idle: bool,
    turn: &mut MessageWriter<TurnCommand>,
) -> bool {
    if moves(game) >= n && g.is_some_and(|g| g.pending.is_none()) && idle {
        return true;
    }
    if idle
        && moves(game) < n
        && game.human_to_move()
        && g.is_some_and(|g| g.our_turn())
        && let Some(mv) = crate::rules::legal_moves(&game.position()).first()
    {
        turn.write(TurnCommand::Play(*mv));
    }
    false
}

/// `create:NAME@ADDRESS` and `join:NAME@LINE`.
fn create_or_join(word: &str, arg: &str, out: &mut MessageWriter<OnlineCommand>) {
    let (name, rest) = arg.split_once('@').unwrap_or((arg, ""));
    if word == "create" {
        out.write(OnlineCommand::Create {
            server: rest.to_string(),
            proposal: proposal(name),
        });
        return;
    }
    match crate::net::online::read_invite_line(rest) {
        Some((Some(server), invite)) => {
            out.write(OnlineCommand::Join {
                server,
                invite,
                name: name.to_string(),
            });
        }
        _ => error!("--online join: '{rest}' is not an address and invite"),
    }
}

fn log_state(online: &Online, game: &Game) {
    let Some(g) = &online.game else {
        info!("online state: none");
        return;
    };
    let notation: Vec<&str> = game.session.history()[..game.session.index()]
        .iter()
        .map(|m| m.text.as_str())
        .collect();
    info!(
        "online state: seat {} names {:?} moves {} board {} result {:?} position {}",
        g.seat.letter(),
        g.names,
        g.moves.len(),
        notation.join(" "),
        g.result
            .as_ref()
            .map(|r| (r.winner.letter(), r.reason.clone())),
        crate::rules::position_to_json(&game.position())
    );
}
