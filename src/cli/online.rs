//! `bao serve` (a Bao server) and `bao online` (a small client that scripts and tests drive:
//! create, join, move, watch, resign, takeback, bench). Answers are JSON lines on stdout.

use super::args::{Command, Opt, Opts};
use super::lessons::{LANG, lang};
use super::{CliError, CliResult};
use crate::game::words::i18n::Lang;
use crate::net::client::{Client, ClientConfig, Event};
use crate::net::protocol::code_sw;
use crate::net::server::{Config, Limits};
use crate::rules::{Position, move_to_json, parse_move, position_from_json};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

pub const SERVE: Command = Command {
    name: "serve",
    args: "",
    positional: (0, 0),
    about: "run a Bao server: friends play live or correspondence games through it",
    details: "Games are kept in the SQLite file --db (every move is written before it is \
              acknowledged; on a restart every game is back). Clients speak versioned JSON \
              over WebSocket (the protocol: assets/doc/PROTOCOL.md). With --cert and --key \
              the server speaks TLS (wss://); without them it needs --plain (a home network \
              or loopback). Prints 'listening on ws://ADDR' once ready; each refused message \
              or connection is a line on stderr.",
    options: &[&[
        Opt::value(
            "--db",
            "FILE",
            "the games file (SQLite; created if missing)",
        ),
        Opt::value(
            "--listen",
            "ADDR",
            "address and port to listen on (default 127.0.0.1:7878)",
        ),
        Opt::value("--cert", "FILE", "certificate chain (PEM) for TLS"),
        Opt::value("--key", "FILE", "private key (PEM) for TLS"),
        Opt::flag("--plain", "no TLS (for a home network or loopback only)"),
        Opt::value(
            "--max-message",
            "BYTES",
            "largest message, 256..=1048576 (default 8192)",
        ),
        Opt::value(
            "--rate",
            "N",
            "messages a second per connection, 1..=1000 (default 10)",
        ),
        Opt::value(
            "--conns-per-addr",
            "N",
            "open connections per address, 1..=100000 (default 16)",
        ),
        Opt::value(
            "--games-per-addr",
            "N",
            "unfinished games one address may create, 1..=100000 (default 20)",
        ),
        Opt::value(
            "--idle-timeout",
            "S",
            "seconds a connection may stay silent, 1..=86400 (default 300)",
        ),
        Opt::value(
            "--slow-timeout",
            "S",
            "seconds a handshake or begun message may take, 1..=600 (default 10)",
        ),
    ]],
    run: cmd_serve,
};

pub const ONLINE: Command = Command {
    name: "online",
    args: "ACTION [ARG]",
    positional: (1, 2),
    about: "play through a Bao server: create, join INVITE, move MOVE, watch [GAME], resign, \
            takeback, accept, rematch, bench",
    details: "create prints {game, invite, token, seat}: give the invite to your friend, keep the \
              token (it holds your seat). join INVITE prints your token. move MOVE plays MOVE \
              (notation such as A6L* or interchange JSON) in the game of --token and prints the \
              acknowledgement or the refusal (exit 2). watch prints the game's state and each \
              move as JSON lines until the match ends or --seconds pass (GAME, or the game of \
              --token). resign, takeback (ask), accept (a takeback asked of you), rematch act for \
              --token. bench plays --games simultaneous games on a server of its own on \
              loopback and prints moves a second, the move round trip and memory per game.",
    options: &[&[
        Opt::value("--server", "URL", "ws://HOST:PORT or wss://HOST:PORT"),
        Opt::value(
            "--ca",
            "FILE",
            "a certificate (PEM) to trust for wss:// (default: the system's)",
        ),
        Opt::value(
            "--token",
            "T",
            "your seat's token (move, watch, resign, takeback, accept, rematch)",
        ),
        Opt::value("--name", "NAME", "your name as your opponent sees it"),
        Opt::value(
            "--variant",
            "V",
            "create: kiswahili (default), kete or kujifunza",
        ),
        Opt::value(
            "--rules",
            "R",
            "create: mancala-world (default) or tournament",
        ),
        Opt::value(
            "--side",
            "S",
            "create: your side in the first game: S (default), N or random",
        ),
        Opt::value(
            "--clock",
            "C",
            "create: none (default), 90 (90 minutes a game), live:MIN+INC \
                    (minutes, Fischer seconds), days:N (correspondence)",
        ),
        Opt::value("--best-of", "N", "create: 1 (default) or 3"),
        Opt::value(
            "--seconds",
            "S",
            "how long to wait for answers, 1..=86400 (default 10)",
        ),
        Opt::value(
            "--games",
            "N",
            "bench: simultaneous games, 1..=5000 (default 100)",
        ),
        Opt::value(
            "--moves",
            "N",
            "bench: moves per game before it resigns, 2..=400 (default 40)",
        ),
        LANG,
    ]],
    run: cmd_online,
};

fn cmd_serve(opts: &Opts) -> CliResult {
    let db = opts
        .get("--db")
        .ok_or_else(|| CliError::usage("serve: --db FILE is needed (the games file)"))?;
    let listen = opts.get("--listen").unwrap_or("127.0.0.1:7878");
    let listen = listen.parse().map_err(|_| {
        CliError::usage(format!(
            "--listen: '{listen}' is not an address and port (such as 0.0.0.0:7878)"
        ))
    })?;
    let tls = match (opts.get("--cert"), opts.get("--key"), opts.has("--plain")) {
        (Some(c), Some(k), false) => Some((c.into(), k.into())),
        (None, None, true) => None,
        (Some(_), Some(_), true) => {
            return Err(CliError::usage(
                "serve: --plain and --cert/--key exclude each other",
            ));
        }
        (None, None, false) => {
            return Err(CliError::usage(
                "serve: no --cert and --key: give them for TLS, or --plain for a home network or loopback",
            ));
        }
        _ => return Err(CliError::usage("serve: --cert and --key go together")),
    };
    let d = Limits::default();
    let secs = |name: &str, def: Duration, max: u64| -> Result<Duration, CliError> {
        Ok(Duration::from_secs(opts.num_in(
            name,
            def.as_secs(),
            1..=max,
        )?))
    };
    let limits = Limits {
        max_message: opts.num_in("--max-message", d.max_message, 256..=1 << 20)?,
        rate: opts.num_in("--rate", d.rate, 1.0..=1000.0)?,
        conns_per_addr: opts.num_in("--conns-per-addr", d.conns_per_addr, 1..=100_000)?,
        games_per_addr: opts.num_in("--games-per-addr", d.games_per_addr, 1..=100_000)?,
        idle: secs("--idle-timeout", d.idle, 86_400)?,
        slow: secs("--slow-timeout", d.slow, 600)?,
        ..d
    };
    let cfg = Config {
        db: db.into(),
        listen,
        tls,
        limits,
    };
    let scheme = if cfg.tls.is_some() { "wss" } else { "ws" };
    crate::net::server::run(cfg, |addr, loaded| {
        use std::io::Write as _;
        println!("listening on {scheme}://{addr} ({loaded} games in the file)");
        let _ = std::io::stdout().flush();
    })
    .map_err(|e| CliError {
        message: format!("serve: {e}"),
        code: 1,
    })
}

fn client(opts: &Opts, tokens: Vec<String>) -> Result<Client, CliError> {
    let url = opts.get("--server").ok_or_else(|| {
        CliError::usage("online: --server URL is needed (ws://HOST:PORT or wss://HOST:PORT)")
    })?;
    let mut c = Client::start(ClientConfig {
        url: url.to_string(),
        ca: opts.get("--ca").map(Into::into),
        reconnect: false,
        tokens,
    });
    match c.recv(wait(opts)?) {
        Some(Event::Connected) => Ok(c),
        Some(Event::Disconnected(why)) => Err(CliError {
            message: format!("online: {why}"),
            code: 1,
        }),
        _ => Err(CliError {
            message: format!("online: {url}: no connection"),
            code: 1,
        }),
    }
}

fn wait(opts: &Opts) -> Result<Duration, CliError> {
    Ok(Duration::from_secs(opts.num_in(
        "--seconds",
        10,
        1..=86_400,
    )?))
}

fn token(opts: &Opts) -> Result<String, CliError> {
    opts.get("--token")
        .map(str::to_string)
        .ok_or_else(|| CliError::usage("online: --token T is needed (printed by create or join)"))
}

/// An answer printed; a refusal is one line on stderr in --lang and exit 2.
fn answer(opts: &Opts, v: Result<Value, String>) -> CliResult {
    let v = v.map_err(|e| CliError {
        message: format!("online: {e}"),
        code: 1,
    })?;
    if v["type"] == "refused" {
        let code = v["code"].as_str().unwrap_or("");
        let reason = v["reason"].as_str().unwrap_or("");
        let text = match lang(opts)? {
            Lang::Kiswahili => format!("imekataliwa ({code}): {}; {reason}", code_sw(code)),
            Lang::English => format!("refused ({code}): {reason}"),
        };
        say!("{v}");
        return Err(CliError::usage(format!("online: {text}")));
    }
    say!("{v}");
    Ok(())
}

fn cmd_online(opts: &Opts) -> CliResult {
    let action = opts.arg(0).unwrap_or("");
    let arg = opts.arg(1);
    if action != "join" && action != "move" && action != "watch" && arg.is_some() {
        return Err(CliError::usage(format!(
            "online {action}: unexpected argument '{}'",
            arg.unwrap_or("")
        )));
    }
    match action {
        "create" => {
            let msg = create_message(opts)?;
            let mut c = client(opts, Vec::new())?;
            answer(opts, c.request(msg, wait(opts)?))
        }
        "join" => {
            let invite =
                arg.ok_or_else(|| CliError::usage("online join: the INVITE is missing"))?;
            let mut c = client(opts, Vec::new())?;
            let msg = json!({"type": "join", "invite": invite, "name": opts.get("--name")});
            answer(opts, c.request(msg, wait(opts)?))
        }
        "move" => cmd_move(
            opts,
            arg.ok_or_else(|| CliError::usage("online move: the MOVE is missing"))?,
        ),
        "watch" => cmd_watch(opts, arg),
        "resign" | "takeback" | "accept" | "rematch" => {
            let kind = match action {
                "accept" => "takeback_answer",
                a => a,
            };
            let mut c = client(opts, Vec::new())?;
            let msg = json!({"type": kind, "token": token(opts)?, "accept": true});
            answer(opts, c.request(msg, wait(opts)?))
        }
        "bench" => {
            let games = opts.num_in("--games", 100, 1..=5000)?;
            let moves = opts.num_in("--moves", 40, 2..=400)?;
            let report = crate::net::bench::run(games, moves).map_err(|e| CliError {
                message: format!("bench: {e}"),
                code: 1,
            })?;
            say!("{report}");
            Ok(())
        }
        other => Err(CliError::usage(format!(
            "online: unknown action '{other}' (create, join, move, watch, resign, takeback, accept, rematch, bench)"
        ))),
    }
}

/// `--clock`: none, 90, live:MIN+INC, days:N.
fn clock_json(text: &str) -> Result<Value, CliError> {
    let bad = || {
        CliError::usage(format!(
            "--clock: '{text}' is not none, 90, live:MIN+INC or days:N"
        ))
    };
    Ok(match text {
        "none" => json!({"kind": "none"}),
        "90" => json!({"kind": "live", "base_s": 90 * 60, "inc_s": 0}),
        t => {
            if let Some(d) = t.strip_prefix("days:") {
                json!({"kind": "correspondence", "days": d.parse::<u32>().map_err(|_| bad())?})
            } else if let Some(l) = t.strip_prefix("live:") {
                let (m, i) = l.split_once('+').unwrap_or((l, "0"));
                let m: u64 = m.parse().map_err(|_| bad())?;
                let i: u64 = i.parse().map_err(|_| bad())?;
                json!({"kind": "live", "base_s": m * 60, "inc_s": i})
            } else {
                return Err(bad());
            }
        }
    })
}

fn create_message(opts: &Opts) -> Result<Value, CliError> {
    let rules = opts.rules()?;
    let best_of = opts.num_in("--best-of", 1u8, 1..=3)?;
    if best_of == 2 {
        return Err(CliError::usage("--best-of: 1 or 3"));
    }
    let side = opts.get("--side").unwrap_or("S");
    if !matches!(side, "S" | "N" | "random") {
        return Err(CliError::usage(format!(
            "--side: '{side}' is not S, N or random"
        )));
    }
    Ok(
        json!({"type": "create", "variant": rules.variant.json(), "rules": rules.preset.json(),
        "creator_side": side, "best_of": best_of, "name": opts.get("--name"),
        "clock": clock_json(opts.get("--clock").unwrap_or("none"))?}),
    )
}

/// The seat's state, first on resuming.
fn resumed_state(c: &mut Client, t: &str, d: Duration) -> Result<Value, CliError> {
    let state = c
        .request(json!({"type": "resume", "token": t}), d)
        .map_err(|e| CliError {
            message: format!("online: {e}"),
            code: 1,
        })?;
    if state["type"] == "refused" {
        return Err(CliError::usage(format!(
            "online: refused ({}): {}",
            state["code"], state["reason"]
        )));
    }
    Ok(state)
}

fn cmd_move(opts: &Opts, text: &str) -> CliResult {
    let t = token(opts)?;
    let d = wait(opts)?;
    let mut c = client(opts, Vec::new())?;
    let state = resumed_state(&mut c, &t, d)?;
    let pos: Position = position_from_json(&state["position"])
        .map_err(|e| CliError::usage(format!("online: the server's position: {e}")))?;
    if !text.trim_start().starts_with('{') && state["seat"] != state["to_move"] {
        // Notation is read for the player to move: say plainly that it is not this seat.
        return Err(CliError::usage(format!(
            "online move: it is not your turn (you hold {}, {} is to move)",
            state["seat"], state["to_move"]
        )));
    }
    let mv = if text.trim_start().starts_with('{') {
        serde_json::from_str(text)
            .map_err(|e| CliError::usage(format!("online move: not JSON: {e}")))?
    } else {
        // Notation is read against the seat's position; a refusal stays the server's to give.
        match parse_move(&pos, text) {
            Ok((s, _)) => move_to_json(&pos, &s.mv),
            Err(e) => return Err(CliError::usage(format!("online move: '{text}': {e}"))),
        }
    };
    let ply = state["moves"].as_array().map_or(0, Vec::len);
    answer(
        opts,
        c.request(
            json!({"type": "move", "token": t, "ply": ply, "move": mv}),
            d,
        ),
    )
}

fn cmd_watch(opts: &Opts, game: Option<&str>) -> CliResult {
    let d = wait(opts)?;
    let mut c = client(opts, Vec::new())?;
    let first = match (game, opts.get("--token")) {
        (Some(g), _) => c.request(json!({"type": "watch", "game": g}), d),
        (None, Some(t)) => c.request(json!({"type": "resume", "token": t}), d),
        (None, None) => return Err(CliError::usage("online watch: a GAME or --token is needed")),
    };
    let first = first.map_err(|e| CliError {
        message: format!("online: {e}"),
        code: 1,
    })?;
    say!("{first}");
    if first["type"] == "refused" {
        return Err(CliError::usage("online watch: refused"));
    }
    let end = Instant::now() + d;
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match c.recv(left) {
            Some(Event::Message(v)) if v["type"] == "pong" => {}
            Some(Event::Message(v)) => {
                say!("{v}");
                if v["type"] == "state" && v["match_over"] == true {
                    return Ok(());
                }
            }
            Some(Event::Disconnected(why)) => {
                return Err(CliError {
                    message: format!("online: {why}"),
                    code: 1,
                });
            }
            Some(Event::Connected) => {}
            None => break,
        }
    }
    Ok(())
}
