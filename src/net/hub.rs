//! The server's one thread of game state: every match, who holds which token, who listens
//! to which match. Connections send it what they read; it judges each message with the
//! referee, commits what changed (all messages that arrived together in one transaction),
//! and only then acknowledges and tells the players. A connection's outbox is bounded: a
//! client that does not read is dropped, never waited on.

use super::log;
use super::protocol::{
    Incoming, Refusal, VERSION, new_game_id, new_invite, new_token, normalize_invite,
};
use super::referee::{Event, Match, Spec};
use super::store::{Store, Write};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::mpsc::Sender;

pub type ConnId = u64;

/// What a connection task is sent.
#[derive(Debug)]
pub enum Out {
    Text(String),
    /// Close the connection, saying why.
    Close(String),
}

/// What the hub is told.
pub enum ToHub {
    Hello {
        conn: ConnId,
        addr: String,
        out: Sender<Out>,
    },
    Msg {
        conn: ConnId,
        msg: Incoming,
    },
    Bye {
        conn: ConnId,
    },
}

/// The hub's bounds (from the server's limits).
#[derive(Clone, Copy, Debug)]
pub struct HubLimits {
    pub games_per_addr: usize,
    pub bad_tokens: u32,
}

struct Conn {
    addr: String,
    out: Sender<Out>,
    bad_tokens: u32,
}

pub struct Hub {
    store: Store,
    limits: HubLimits,
    matches: HashMap<String, Match>,
    creator_addr: HashMap<String, String>,
    tokens: HashMap<String, (String, usize)>,
    invites: HashMap<String, String>,
    /// Listeners of each match: (connection, seat or None for a watcher).
    subs: HashMap<String, Vec<(ConnId, Option<usize>)>>,
    conns: HashMap<ConnId, Conn>,
    writes: Vec<Write>,
    outbox: Vec<(ConnId, Out)>,
    /// When each seat's last connection left (match id, player): "away since".
    away: HashMap<(String, usize), i64>,
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

impl Hub {
    /// Loads every match from the store.
    pub fn new(store: Store, limits: HubLimits) -> Result<Hub, String> {
        let mut hub = Hub {
            store,
            limits,
            matches: HashMap::new(),
            creator_addr: HashMap::new(),
            tokens: HashMap::new(),
            invites: HashMap::new(),
            subs: HashMap::new(),
            conns: HashMap::new(),
            writes: Vec::new(),
            outbox: Vec::new(),
            away: HashMap::new(),
        };
        for (m, addr) in hub.store.load()? {
            hub.index(m, addr);
        }
        Ok(hub)
    }

    pub fn matches(&self) -> usize {
        self.matches.len()
    }

    fn index(&mut self, m: Match, addr: String) {
        for (p, t) in m.tokens.iter().enumerate().filter(|(_, t)| !t.is_empty()) {
            self.tokens.insert(t.clone(), (m.id.clone(), p));
        }
        self.invites.insert(m.invite.clone(), m.id.clone());
        self.creator_addr.insert(m.id.clone(), addr);
        self.matches.insert(m.id.clone(), m);
    }

    /// Runs until every connection sender is gone: a batch of messages, one commit, then
    /// the answers; flags are checked between batches.
    pub fn run(mut self, rx: mpsc::Receiver<ToHub>) {
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(first) => {
                    self.handle(first);
                    for next in rx.try_iter().take(255) {
                        self.handle(next);
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
            }
            self.flags();
            self.flush();
        }
    }

    /// Commits what the batch changed, then sends what it said.
    fn flush(&mut self) {
        if !self.writes.is_empty() {
            if let Err(e) = self.store.commit(&self.writes) {
                // Memory is ahead of the file: stop rather than acknowledge what is not kept.
                log("-", &format!("cannot write the games file: {e}; stopping"));
                std::process::exit(1);
            }
            self.writes.clear();
        }
        for (conn, out) in std::mem::take(&mut self.outbox) {
            let Some(c) = self.conns.get(&conn) else {
                continue;
            };
            if let Err(tokio::sync::mpsc::error::TrySendError::Full(_)) = c.out.try_send(out) {
                log(&c.addr, "dropped: the client does not read what it is sent");
                self.drop_conn(conn);
            }
        }
    }

    fn handle(&mut self, m: ToHub) {
        match m {
            ToHub::Hello { conn, addr, out } => {
                self.conns.insert(
                    conn,
                    Conn {
                        addr,
                        out,
                        bad_tokens: 0,
                    },
                );
            }
            ToHub::Bye { conn } => self.drop_conn(conn),
            ToHub::Msg { conn, msg } => {
                if let Err(r) = self.message(conn, &msg) {
                    self.refuse(conn, msg.id, &r);
                }
            }
        }
    }

    fn drop_conn(&mut self, conn: ConnId) {
        self.conns.remove(&conn);
        let mut touched = Vec::new();
        for (id, list) in self.subs.iter_mut() {
            let before = list.len();
            let left: Vec<usize> = list
                .iter()
                .filter(|(c, _)| *c == conn)
                .filter_map(|(_, p)| *p)
                .collect();
            list.retain(|(c, _)| *c != conn);
            if list.len() != before {
                touched.push((id.clone(), left));
            }
        }
        let now = now_ms();
        for (id, left) in touched {
            let connected = self.connected(&id);
            for p in left.into_iter().filter(|&p| !connected[p]) {
                self.away.insert((id.clone(), p), now);
            }
            self.broadcast_state(&id);
        }
    }

    fn refuse(&mut self, conn: ConnId, re: Option<u64>, r: &Refusal) {
        let addr = self.conns.get(&conn).map_or("-".into(), |c| c.addr.clone());
        log(&addr, &format!("refused {}: {}", r.code, r.reason));
        self.send(conn, r.to_json(re));
    }

    fn send(&mut self, conn: ConnId, v: Value) {
        self.outbox.push((conn, Out::Text(v.to_string())));
    }

    fn message(&mut self, conn: ConnId, msg: &Incoming) -> Result<(), Refusal> {
        match msg.kind.as_str() {
            "create" => self.create(conn, msg),
            "join" => self.join(conn, msg),
            "resume" => {
                let (id, player) = self.seat(conn, msg)?;
                self.subscribe(conn, &id, Some(player), msg.id);
                Ok(())
            }
            "watch" => {
                let id = msg.str("game")?.to_string();
                if !self.matches.contains_key(&id) {
                    return Err(Refusal::new(
                        "bad-message",
                        format!("no game '{id}' on this server"),
                    ));
                }
                self.subscribe(conn, &id, None, msg.id);
                Ok(())
            }
            "move" => self.play(conn, msg),
            "resign" | "takeback" | "takeback_answer" | "rematch" => self.request(conn, msg),
            "ping" => {
                self.send(conn, json!({"v": VERSION, "type": "pong", "re": msg.id}));
                Ok(())
            }
            other => Err(Refusal::new(
                "bad-message",
                format!("unknown message type '{other}'"),
            )),
        }
    }

    /// The match and seat of the message's token; a guessed token counts against the
    /// connection, which is closed after a few.
    fn seat(&mut self, conn: ConnId, msg: &Incoming) -> Result<(String, usize), Refusal> {
        let token = msg.str("token")?;
        if let Some(found) = self.tokens.get(token) {
            return Ok(found.clone());
        }
        let limit = self.limits.bad_tokens;
        if let Some(c) = self.conns.get_mut(&conn) {
            c.bad_tokens += 1;
            if c.bad_tokens >= limit {
                log(&c.addr, "closed: too many unknown tokens");
                let r = Refusal::new("unknown-token", "no seat has this token");
                self.outbox
                    .push((conn, Out::Text(r.to_json(msg.id).to_string())));
                self.outbox
                    .push((conn, Out::Close("too many unknown tokens".into())));
                return Err(r);
            }
        }
        Err(Refusal::new("unknown-token", "no seat has this token"))
    }

    fn create(&mut self, conn: ConnId, msg: &Incoming) -> Result<(), Refusal> {
        let mut body = msg.body.clone();
        // Only the server links a rematch to its match.
        body.remove("rematch_of");
        let spec = Spec::from_json(&body)?;
        let name = msg.opt_str("name", 40)?.unwrap_or("").to_string();
        let addr = self
            .conns
            .get(&conn)
            .map_or(String::new(), |c| c.addr.clone());
        let open = self
            .creator_addr
            .iter()
            .filter(|(id, a)| **a == addr && self.matches.get(*id).is_some_and(|m| !m.over()))
            .count();
        if open >= self.limits.games_per_addr {
            return Err(Refusal::new(
                "limit",
                format!("{open} unfinished games were created from this address already"),
            ));
        }
        let (id, token) = (new_game_id(), new_token());
        let m = Match::new(id.clone(), new_invite(), token.clone(), name, spec);
        let at = now_ms();
        self.writes.push(Write::Create {
            m: Box::new(m.clone()),
            addr: addr.clone(),
            at,
        });
        let reply = json!({"v": VERSION, "type": "created", "re": msg.id, "game": id,
            "invite": m.invite, "token": token, "seat": m.side(0, 0).letter(), "spec": m.spec.to_json()});
        self.index(m, addr);
        self.send(conn, reply);
        self.subscribe(conn, &id, Some(0), None);
        Ok(())
    }

    fn join(&mut self, conn: ConnId, msg: &Incoming) -> Result<(), Refusal> {
        let invite = normalize_invite(msg.str("invite")?).ok_or_else(|| {
            Refusal::new(
                "invite",
                "this is not an invite code (16 letters and digits)",
            )
        })?;
        let name = msg.opt_str("name", 40)?.unwrap_or("").to_string();
        let id = self
            .invites
            .get(&invite)
            .cloned()
            .ok_or_else(|| Refusal::new("invite", "no game has this invite"))?;
        let token = new_token();
        let at = now_ms();
        let m = self
            .matches
            .get_mut(&id)
            .ok_or_else(|| Refusal::new("invite", "no game"))?;
        let ev = Event::Join { name };
        let write = Write::event(m, &ev, at);
        m.apply(&ev, at)?;
        m.tokens[1] = token.clone();
        let seat = m.side(1, 0).letter();
        self.writes.push(Write::Seat {
            id: id.clone(),
            token: token.clone(),
        });
        self.writes.push(write);
        self.tokens.insert(token.clone(), (id.clone(), 1));
        self.send(
            conn,
            json!({"v": VERSION, "type": "joined", "re": msg.id, "game": id,
            "token": token, "seat": seat}),
        );
        self.subscribe(conn, &id, Some(1), None);
        Ok(())
    }

    /// Adds a listener and sends everyone the match's state (the seat's presence changed).
    fn subscribe(&mut self, conn: ConnId, id: &str, player: Option<usize>, re: Option<u64>) {
        let list = self.subs.entry(id.to_string()).or_default();
        if !list.contains(&(conn, player)) {
            list.push((conn, player));
        }
        if re.is_some() {
            let mut v = self.state(id, player);
            v["re"] = json!(re);
            self.send(conn, v);
        }
        self.broadcast_state(id);
    }

    fn connected(&self, id: &str) -> [bool; 2] {
        let mut c = [false; 2];
        for (_, p) in self.subs.get(id).into_iter().flatten() {
            if let Some(p) = p {
                c[*p] = true;
            }
        }
        c
    }

    fn state(&self, id: &str, player: Option<usize>) -> Value {
        let Some(m) = self.matches.get(id) else {
            return Value::Null;
        };
        let connected = self.connected(id);
        let mut v = m.state_json(player, connected, now_ms());
        // Since when a seat's holder has been away (null: connected, or not seen since the
        // server started).
        let away = |side: crate::rules::Side| {
            let p = m.player_of(side);
            match connected[p] {
                true => None,
                false => self.away.get(&(id.to_string(), p)).copied(),
            }
        };
        v["away_since_ms"] =
            json!({"S": away(crate::rules::Side::South), "N": away(crate::rules::Side::North)});
        v
    }

    fn broadcast_state(&mut self, id: &str) {
        let subs = self.subs.get(id).cloned().unwrap_or_default();
        for (conn, player) in subs {
            let v = self.state(id, player);
            self.send(conn, v);
        }
    }

    fn broadcast(&mut self, id: &str, v: &Value) {
        let text = v.to_string();
        let subs = self.subs.get(id).cloned().unwrap_or_default();
        for (conn, _) in subs {
            self.outbox.push((conn, Out::Text(text.clone())));
        }
    }

    fn play(&mut self, conn: ConnId, msg: &Incoming) -> Result<(), Refusal> {
        let (id, player) = self.seat(conn, msg)?;
        let ply = msg.u64("ply")? as usize;
        self.flag(&id);
        let at = now_ms();
        let m = self
            .matches
            .get_mut(&id)
            .ok_or_else(|| Refusal::new("game-over", "no game"))?;
        if let Some(seat) = msg.opt_str("seat", 1)? {
            let mine = m.side(player, m.games.len().saturating_sub(1)).letter();
            if seat != mine {
                return Err(Refusal::new(
                    "wrong-seat",
                    format!("your seat is {mine}, not {seat}"),
                ));
            }
        }
        let mv_json = msg.body.get("move").cloned().unwrap_or(Value::Null);
        let mv = m.read_move(player, ply, &mv_json)?;
        let ev = Event::Move { player, ply, mv };
        let write = Write::event(m, &ev, at);
        let index = m.games.len() - 1;
        m.apply(&ev, at)?;
        let moved = m.moved_json(index, ply, at);
        let game_ended = m.games[index].result.is_some();
        self.writes.push(write);
        self.send(conn, json!({"v": VERSION, "type": "ack", "re": msg.id, "game": id, "index": index, "ply": ply}));
        self.broadcast(&id, &moved);
        if game_ended {
            self.broadcast_state(&id);
        }
        Ok(())
    }

    fn request(&mut self, conn: ConnId, msg: &Incoming) -> Result<(), Refusal> {
        let (id, player) = self.seat(conn, msg)?;
        self.flag(&id);
        let ev = match msg.kind.as_str() {
            "resign" => Event::Resign { player },
            "takeback" => Event::TakebackAsk { player },
            "takeback_answer" => Event::TakebackAnswer {
                player,
                accept: msg
                    .body
                    .get("accept")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
            },
            _ => Event::RematchAsk { player },
        };
        let at = now_ms();
        let m = self
            .matches
            .get_mut(&id)
            .ok_or_else(|| Refusal::new("game-over", "no game"))?;
        let write = Write::event(m, &ev, at);
        m.apply(&ev, at)?;
        let both = m.rematch_asked == [true, true] && m.rematch.is_none();
        self.writes.push(write);
        self.send(
            conn,
            json!({"v": VERSION, "type": "ack", "re": msg.id, "game": id}),
        );
        if both {
            self.rematch(&id, at);
        }
        self.broadcast_state(&id);
        Ok(())
    }

    /// Both asked for a rematch: a new match with the same players, sides swapped, a new
    /// token for each (sent only to that seat's connections).
    fn rematch(&mut self, old: &str, at: i64) {
        let Some(m) = self.matches.get(old).cloned() else {
            return;
        };
        let addr = self.creator_addr.get(old).cloned().unwrap_or_default();
        let spec = Spec {
            creator_side: m.spec.creator_side.opponent(),
            rematch_of: Some(old.to_string()),
            ..m.spec.clone()
        };
        let id = new_game_id();
        let tokens = [new_token(), new_token()];
        let mut new = Match::new(
            id.clone(),
            new_invite(),
            tokens[0].clone(),
            m.names[0].clone(),
            spec,
        );
        new.tokens[1] = tokens[1].clone();
        self.writes.push(Write::Create {
            m: Box::new(new.clone()),
            addr: addr.clone(),
            at,
        });
        let join = Event::Join {
            name: m.names[1].clone(),
        };
        self.writes.push(Write::event(&new, &join, at));
        let _ = new.apply(&join, at);
        let link = Event::Rematch { id: id.clone() };
        if let Some(old_m) = self.matches.get_mut(old) {
            self.writes.push(Write::event(old_m, &link, at));
            let _ = old_m.apply(&link, at);
        }
        let seats = [new.side(0, 0).letter(), new.side(1, 0).letter()];
        self.index(new, addr);
        for (conn, player) in self.subs.get(old).cloned().unwrap_or_default() {
            if let Some(p) = player {
                self.send(
                    conn,
                    json!({"v": VERSION, "type": "rematched", "old": old, "game": id,
                    "token": tokens[p], "seat": seats[p]}),
                );
                self.subscribe(conn, &id, Some(p), None);
            }
        }
    }

    /// Ends the current game of `id` on time if its clock has run out.
    fn flag(&mut self, id: &str) {
        let now = now_ms();
        let Some(m) = self.matches.get_mut(id) else {
            return;
        };
        let Some(at) = m.flag_at().filter(|&t| t <= now) else {
            return;
        };
        let write = Write::event(m, &Event::Flag, at);
        if m.apply(&Event::Flag, at).is_ok() {
            self.writes.push(write);
            self.broadcast_state(id);
        }
    }

    fn flags(&mut self) {
        let now = now_ms();
        let due: Vec<String> = self
            .matches
            .values()
            .filter(|m| m.flag_at().is_some_and(|t| t <= now))
            .map(|m| m.id.clone())
            .collect();
        for id in due {
            self.flag(&id);
        }
    }
}
