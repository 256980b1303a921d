//! A game with a friend online, on the board: the client's thread is read once a frame
//! (never waited on), the server's game (`net::online::OnlineGame`) is kept up to date, and
//! the board is made to agree with it through the turn system: the opponent's moves are
//! sown as the computer's are, ours are sent once played here and taken back if the server
//! refuses them. "Host on this computer" runs the server itself on a thread of its own.
use super::BaoSet;
use super::ai_task::Wake;
use super::choreo::Choreo;
use super::turn::{Game, MoveInProgress, Setup, TurnCommand};
use crate::game::play::matches::MatchKind;
use crate::game::words::i18n::{Lang, tr};
use crate::net::client::{Client, ClientConfig, Event};
use crate::net::online::{Heard, OnlineGame, Sync};
use crate::rules::{Move, Rules, Side};
use bevy::prelude::*;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::{Mutex, mpsc};

/// The connection to the server, as the panel tells it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Link {
    #[default]
    Off,
    Connecting,
    Connected,
    /// Lost at this time (ms since 1970), being retried.
    Lost {
        why: String,
        since_ms: i64,
    },
}

/// What a new online game is (the New game form's choices).
#[derive(Clone, Debug, PartialEq)]
pub struct Proposal {
    pub rules: Rules,
    pub best_of: u8,
    /// The clock as the protocol writes it (`{"kind": "none"}`, ...).
    pub clock: Value,
    pub name: String,
}

/// What the window asks of the online game.
#[derive(Message, Clone, Debug)]
pub enum OnlineCommand {
    /// Run the server here and create a game on it.
    Host(Proposal),
    /// Create a game on a server.
    Create {
        server: String,
        proposal: Proposal,
    },
    /// Take the free seat of a game with its invite.
    Join {
        server: String,
        invite: String,
        name: String,
    },
    /// Resume a seat kept on this machine.
    Resume {
        server: String,
        token: String,
        game: String,
    },
    Resign,
    Takeback,
    TakebackAnswer(bool),
    Rematch,
    /// Leave the online game (it stays on the server, resumable).
    Leave,
    /// The online game put back on the board (the player went to something else).
    Back,
}

/// What the window must tell the player (the panel words it in his language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineNote {
    /// The server refused something: its code and English reason.
    Refused { code: String, reason: String },
    /// This window could not start its server.
    HostFailed(String),
}

/// The server this window runs for its player's friends.
pub struct Hosting {
    ready: Mutex<mpsc::Receiver<Result<SocketAddr, String>>>,
    /// The bound address, once it listens.
    pub addr: Option<SocketAddr>,
}

/// A game asked for (create or join) and not yet answered.
#[derive(Clone, Debug)]
struct Asked {
    server: String,
    message: Value,
    id: Option<u64>,
}

/// The online game of this window.
#[derive(Resource, Default)]
pub struct Online {
    /// Behind a lock only to be shared as a resource; only this room's systems use it.
    client: Option<Mutex<Client>>,
    server: String,
    pub game: Option<OnlineGame>,
    pub link: Link,
    pub host: Option<Hosting>,
    asked: Option<Asked>,
    pub note: Option<OnlineNote>,
    /// A `state` is awaited after a new connection: our move in flight is sent again if the
    /// server does not have it.
    resend_after_state: bool,
    /// Reconnections so far (for the panel and tests).
    pub reconnections: u32,
    /// The online game has been put on the board. While the board shows something else
    /// (a new game here, a lesson, a puzzle, the analysis board) it is left alone there.
    on_board: bool,
}

impl Online {
    /// An online game is on the board.
    pub fn active(&self) -> bool {
        self.game.is_some() || self.asked.is_some()
    }

    /// The address friends use to reach the server this window runs.
    pub fn hosted_address(&self) -> Option<String> {
        let addr = self.host.as_ref()?.addr?;
        Some(format!(
            "ws://{}:{}",
            crate::net::online::lan_address(),
            addr.port()
        ))
    }

    /// Puts the online game back on the board (after the player went to something else).
    pub fn back_to_board(&mut self) {
        self.on_board = false;
    }

    /// Waiting for the server to answer a create or a join (or the host to start).
    pub fn waiting(&self) -> bool {
        self.asked.is_some()
    }

    fn connect(&mut self, server: &str, tokens: Vec<String>, wake: Option<&Wake>) {
        if self.client.is_some() && self.server == server {
            return;
        }
        let cfg = ClientConfig {
            url: server.to_string(),
            ca: None,
            reconnect: true,
            tokens,
        };
        self.client = Some(Mutex::new(Client::start_waking(
            cfg,
            wake.map(|w| w.0.clone()),
        )));
        self.server = server.to_string();
        self.link = Link::Connecting;
    }

    fn send(&mut self, v: Value) -> Option<u64> {
        let c = self.client.as_mut()?;
        Some(c.get_mut().unwrap_or_else(|e| e.into_inner()).send(v))
    }

    fn leave(&mut self) {
        // Dropping the client closes the connection; the seat stays on the server.
        *self = Online {
            host: self.host.take(),
            ..Online::default()
        };
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineCommand>()
        .add_systems(
            Update,
            (commands, hear, sync_board).chain().in_set(BaoSet::Input),
        );
}

/// Milliseconds since 1970 (the server's clocks and "away since" are told so).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn create_message(p: &Proposal) -> Value {
    json!({
        "type": "create",
        "variant": p.rules.variant.json(),
        "rules": p.rules.preset.json(),
        "creator_side": "S",
        "best_of": p.best_of,
        "clock": p.clock,
        "name": p.name,
    })
}

/// The port a hosted server takes when it is free (so that a hosted game is found at the
/// same address after a restart); else any free port.
pub const HOST_PORT: u16 = 7878;

/// Starts this window's server: plain WebSocket on every address of the machine, a free
/// port, its games in the data folder.
fn start_host() -> Result<Hosting, String> {
    let folders = crate::game::records::files::Folders::platform().map_err(|e| format!("{e:?}"))?;
    std::fs::create_dir_all(&folders.data)
        .map_err(|e| format!("{}: {e}", folders.data.display()))?;
    let cfg = crate::net::server::Config {
        db: folders.data.join("hosted-games.sqlite"),
        listen: SocketAddr::from((
            [0, 0, 0, 0],
            if std::net::TcpListener::bind(("0.0.0.0", HOST_PORT)).is_ok() {
                HOST_PORT
            } else {
                0
            },
        )),
        tls: None,
        limits: crate::net::server::Limits::default(),
    };
    let (tx, ready) = mpsc::channel();
    std::thread::Builder::new()
        .name("bao-host".into())
        .spawn(move || {
            let told = tx.clone();
            if let Err(e) = crate::net::server::run(cfg, move |addr, _| {
                let _ = told.send(Ok(addr));
            }) {
                let _ = tx.send(Err(e));
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(Hosting {
        ready: Mutex::new(ready),
        addr: None,
    })
}

fn commands(
    mut asked: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    wake: Option<Res<Wake>>,
) {
    for cmd in asked.read() {
        let o = &mut *online;
        match cmd {
            OnlineCommand::Host(p) => {
                if o.host.is_none() {
                    match start_host() {
                        Ok(h) => o.host = Some(h),
                        Err(e) => {
                            o.note = Some(OnlineNote::HostFailed(e));
                            continue;
                        }
                    }
                }
                o.leave();
                // Sent once the server listens (its port is known then).
                o.asked = Some(Asked {
                    server: String::new(),
                    message: create_message(p),
                    id: None,
                });
            }
            OnlineCommand::Create { server, proposal } => {
                o.leave();
                o.asked = Some(Asked {
                    server: server.clone(),
                    message: create_message(proposal),
                    id: None,
                });
            }
            OnlineCommand::Join {
                server,
                invite,
                name,
            } => {
                o.leave();
                o.asked = Some(Asked {
                    server: server.clone(),
                    message: json!({"type": "join", "invite": invite, "name": name}),
                    id: None,
                });
            }
            OnlineCommand::Resume {
                server,
                token,
                game,
            } => {
                o.leave();
                // A game this window hosted: its server is started again first (the client
                // retries until it listens).
                if server.starts_with("ws://127.0.0.1:") && o.host.is_none() {
                    match start_host() {
                        Ok(h) => o.host = Some(h),
                        Err(e) => o.note = Some(OnlineNote::HostFailed(e)),
                    }
                }
                o.connect(server, vec![token.clone()], wake.as_deref());
                o.game = Some(OnlineGame::resumed(server, token, game));
            }
            OnlineCommand::Resign => seat_message(o, |g| g.message("resign")),
            OnlineCommand::Takeback => seat_message(o, |g| g.message("takeback")),
            OnlineCommand::TakebackAnswer(yes) => seat_message(o, |g| g.takeback_answer(*yes)),
            OnlineCommand::Rematch => seat_message(o, |g| g.message("rematch")),
            OnlineCommand::Leave => o.leave(),
            OnlineCommand::Back => o.back_to_board(),
        }
    }
    ask(&mut online, wake.as_deref());
}

fn seat_message(o: &mut Online, f: impl Fn(&OnlineGame) -> Value) {
    if let Some(v) = o.game.as_ref().map(f) {
        o.send(v);
    }
}

/// Sends the create or join asked for, once its server is known (a hosted one listens).
fn ask(o: &mut Online, wake: Option<&Wake>) {
    if let Some(h) = &mut o.host
        && h.addr.is_none()
    {
        match h
            .ready
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .try_recv()
        {
            Ok(Ok(addr)) => h.addr = Some(addr),
            Ok(Err(e)) => {
                o.host = None;
                o.asked = None;
                o.note = Some(OnlineNote::HostFailed(e));
                return;
            }
            Err(_) => {}
        }
    }
    let Some(a) = o.asked.clone().filter(|a| a.id.is_none()) else {
        return;
    };
    let server = if a.server.is_empty() {
        // The window's own server, reached on loopback.
        match o.host.as_ref().and_then(|h| h.addr) {
            Some(addr) => format!("ws://127.0.0.1:{}", addr.port()),
            None => return,
        }
    } else {
        a.server.clone()
    };
    o.connect(&server, Vec::new(), wake);
    let id = o.send(a.message.clone());
    o.asked = Some(Asked { server, id, ..a });
}

/// Reads what the client heard since the last frame.
fn hear(mut online: ResMut<Online>) {
    let now = now_ms();
    let mut events = Vec::new();
    if let Some(c) = &mut online.client {
        let c = c.get_mut().unwrap_or_else(|e| e.into_inner());
        while let Some(e) = c.try_recv() {
            events.push(e);
        }
    }
    for e in events {
        let o = &mut *online;
        match e {
            Event::Connected => {
                if matches!(o.link, Link::Lost { .. }) {
                    o.reconnections += 1;
                }
                o.link = Link::Connected;
                o.resend_after_state = o.game.as_ref().is_some_and(|g| g.pending.is_some());
            }
            Event::Disconnected(why) => {
                if !matches!(o.link, Link::Lost { .. }) {
                    o.link = Link::Lost { why, since_ms: now };
                }
            }
            Event::Message(v) => heard(o, &v, now),
        }
    }
}

fn heard(o: &mut Online, v: &Value, now: i64) {
    if let Some(a) = &o.asked {
        let answers = a.id.is_some() && v["re"].as_u64() == a.id;
        if let Some(mut g) = OnlineGame::from_seat_message(&a.server, v).filter(|_| answers) {
            // Our own name, as we gave it (the server tells both with its first state).
            g.names[g.seat.index()] = a.message["name"].as_str().unwrap_or("").to_string();
            info!("online: {} game {} as {:?}", v["type"], g.game, g.seat);
            o.game = Some(g);
            o.asked = None;
            return;
        }
        if answers && v["type"] == "refused" {
            o.note = Some(OnlineNote::Refused {
                code: v["code"].as_str().unwrap_or("").into(),
                reason: v["reason"].as_str().unwrap_or("").into(),
            });
            o.asked = None;
            return;
        }
    }
    let Some(g) = &mut o.game else { return };
    let was_state = v["type"] == "state" && v["game"].as_str() == Some(&g.game);
    match g.hear(v, now) {
        Some(Heard::Refused { code, reason, ours }) => {
            info!("online: refused {code} ({reason}), ours: {ours}");
            o.note = Some(OnlineNote::Refused { code, reason });
        }
        Some(Heard::NextGame) => {
            let resume = g.message("resume");
            o.send(resume);
        }
        Some(Heard::Rematched { token, game }) => {
            let server = g.server.clone();
            let fresh = OnlineGame::resumed(&server, &token, &game);
            let resume = fresh.message("resume");
            o.game = Some(fresh);
            o.send(resume);
        }
        None => {}
    }
    // After a new connection, our move in flight is sent again if the server lacks it.
    if was_state
        && o.resend_after_state
        && let Some(g) = &o.game
        && let Some(p) = g.pending
    {
        o.resend_after_state = false;
        if p.ply == g.moves.len() {
            let msg = g.move_message(&p.mv);
            if let Some(id) = o.send(msg)
                && let Some(g) = &mut o.game
            {
                g.pending = None;
                g.sent(id, p.mv);
            }
        }
    }
}

/// The board as the server has it, ready for the turn system.
pub fn board_of(g: &OnlineGame, lang: Lang) -> (Setup, crate::rules::Position, Vec<Move>) {
    let players = g.players();
    // The friend who has not joined yet is "your friend".
    let side_name = |s: Side| match g.names[s.index()].as_str() {
        "" => tr(lang, "online.friend").to_string(),
        n => n.to_string(),
    };
    let setup = Setup {
        rules: g.start.rules(),
        names: [side_name(Side::South), side_name(Side::North)],
        players,
        first_south: 0,
        kind: MatchKind::Single,
    };
    // Our move in flight stays on the board.
    let mut moves = g.moves.clone();
    moves.extend(g.pending.map(|p| p.mv));
    (setup, g.start, moves)
}

/// Makes the board agree with the server: our new move sent, the opponent's sown, anything
/// else set afresh (never while seeds are still being sown).
fn sync_board(
    mut online: ResMut<Online>,
    game: Res<Game>,
    choreo: Res<Choreo>,
    progress: Res<MoveInProgress>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<super::Language>,
) {
    let lang = lang.0;
    let Some(g) = &online.game else { return };
    // A seat resumed or joined waits for the server's state; a game created shows its
    // empty board while the friend is awaited.
    if !g.have_state && g.invite.is_none() {
        return;
    }
    let s = &game.session;
    // Its first look, or back to it: the board is set to the server's game.
    if !online.on_board {
        if !choreo.busy() && !progress.active() {
            reload(g, &mut out, lang);
            online.on_board = true;
        }
        return;
    }
    // The board shows something else now (only the online game has a remote player).
    if !s
        .players()
        .contains(&crate::game::play::session::Player::Remote)
    {
        return;
    }
    let local: Vec<Move> = s.history()[..s.index()]
        .iter()
        .map(|m| m.successor.mv)
        .collect();
    let players_differ = s.players() != g.players();
    let sync = g.sync(s.start(), &local);
    match sync {
        Sync::Same if !players_differ => {}
        Sync::Send(mv) => {
            let msg = g.move_message(&mv);
            if let Some(id) = online.send(msg)
                && let Some(g) = &mut online.game
            {
                g.sent(id, mv);
            }
        }
        Sync::Play(mv) if !choreo.busy() && !progress.active() && !players_differ => {
            out.write(TurnCommand::Remote {
                generation: game.generation,
                mv,
            });
        }
        Sync::Play(_) => {
            if players_differ && !choreo.busy() {
                reload(g, &mut out, lang);
            }
        }
        Sync::Same | Sync::Reload => {
            if !choreo.busy() {
                reload(g, &mut out, lang);
            }
        }
    }
}

fn reload(g: &OnlineGame, out: &mut MessageWriter<TurnCommand>, lang: Lang) {
    let (setup, start, moves) = board_of(g, lang);
    out.write(TurnCommand::Online(Box::new((setup, start, moves))));
}
