//! An online game as the holder of one seat sees it, without a window: what the server said
//! (the acknowledged moves, the names, who is connected, the clocks, the result), the move
//! sent and not yet acknowledged, and what the board at this screen must do to agree with
//! the server ([`OnlineGame::sync`]). The window feeds it the client's messages and applies
//! what it answers; nothing here waits on the network or reads a clock of its own (the
//! caller passes the time).

use crate::game::play::session::Player;
use crate::rules::{Move, Position, Rules, Side, move_from_json, move_to_json, position_from_json};
use serde_json::{Value, json};

/// Whether the holder of a seat is connected to the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    Connected,
    /// Gone since this time (milliseconds since 1970), when the server saw him leave.
    Away(Option<i64>),
}

/// The clock as last told, and when it was told (the caller's milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockView {
    None,
    /// Time left per side (by `Side::index`), counted down for the side to move while running.
    Live {
        left_ms: [i64; 2],
        running: bool,
        told_at: i64,
    },
    /// Time left for the move being thought about.
    Correspondence {
        left_ms: i64,
        running: bool,
        told_at: i64,
    },
}

impl ClockView {
    fn read(v: Option<&Value>, now: i64) -> ClockView {
        let Some(v) = v.filter(|v| v.is_object()) else {
            return ClockView::None;
        };
        let running = v["running"].as_bool().unwrap_or(false);
        if let (Some(s), Some(n)) = (v["S_ms"].as_i64(), v["N_ms"].as_i64()) {
            return ClockView::Live {
                left_ms: [s, n],
                running,
                told_at: now,
            };
        }
        match v["move_left_ms"].as_i64() {
            Some(left_ms) => ClockView::Correspondence {
                left_ms,
                running,
                told_at: now,
            },
            None => ClockView::None,
        }
    }

    /// A live clock's time left for `side` at `now`, `to_move` counting down.
    pub fn left_ms(&self, side: Side, to_move: Side, now: i64) -> Option<i64> {
        match *self {
            ClockView::Live {
                left_ms,
                running,
                told_at,
            } => {
                let spent = if running && side == to_move {
                    (now - told_at).max(0)
                } else {
                    0
                };
                Some((left_ms[side.index()] - spent).max(0))
            }
            _ => None,
        }
    }

    /// A correspondence clock's time left for the move at `now`.
    pub fn move_left_ms(&self, now: i64) -> Option<i64> {
        match *self {
            ClockView::Correspondence {
                left_ms,
                running,
                told_at,
            } => Some((left_ms - if running { (now - told_at).max(0) } else { 0 }).max(0)),
            _ => None,
        }
    }

    pub fn running(&self) -> bool {
        matches!(
            self,
            ClockView::Live { running: true, .. } | ClockView::Correspondence { running: true, .. }
        )
    }
}

/// A move of ours sent and not yet acknowledged: shown on the board, taken back if refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The id of the message that sent it (the answer names it).
    pub id: u64,
    pub ply: usize,
    pub mv: Move,
}

/// How a game ended, as the server said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    pub winner: Side,
    /// An interchange reason (`bao-hamna`, ...) or `resign`, `time`.
    pub reason: String,
}

/// What a message told that the window should know of, beyond the state it updates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Something refused; `ours` when it was our pending move (now taken back).
    Refused {
        code: String,
        reason: String,
        ours: bool,
    },
    /// The match's next game began: the window asks for its state (a `resume`).
    NextGame,
    /// A rematch was agreed: a new game, held by a new token.
    Rematched { token: String, game: String },
}

/// What the board at this screen must do to show the server's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sync {
    /// It shows it already.
    Same,
    /// The player here has made a move on the board: send it.
    Send(Move),
    /// The next acknowledged move (the opponent's, seen on the board as it is sown).
    Play(Move),
    /// Anything else (a first look, a takeback, a refused move, a new game of the match):
    /// the board is set to the server's start and moves, without sowing.
    Reload,
}

/// One seat's game.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineGame {
    /// `ws://` or `wss://` address of the server.
    pub server: String,
    /// The seat's secret.
    pub token: String,
    /// The match's public id.
    pub game: String,
    /// The invite to give, while the friend has not joined (creator only).
    pub invite: Option<String>,
    /// Our side in the current game of the match.
    pub seat: Side,
    /// Names per side (`Side::index`).
    pub names: [String; 2],
    pub presence: [Presence; 2],
    /// The current game of the match (from 0), its score per side and the match's length.
    pub index: usize,
    pub score: [u32; 2],
    pub best_of: u8,
    pub match_over: bool,
    /// Both seats are taken.
    pub joined: bool,
    pub start: Position,
    /// The current game's acknowledged moves.
    pub moves: Vec<Move>,
    pub clock: ClockView,
    pub result: Option<Ended>,
    pub takeback_asked_by: Option<Side>,
    pub rematch_asked: [bool; 2],
    pub pending: Option<Pending>,
    /// Our move the server refused (its ply and move): taken back, never sent again.
    pub refused: Option<(usize, Move)>,
    /// A `state` has been heard (before it the game is known only from `created`/`joined`).
    pub have_state: bool,
}

fn side_of(v: &Value) -> Option<Side> {
    match v.as_str()? {
        "S" => Some(Side::South),
        "N" => Some(Side::North),
        _ => None,
    }
}

fn per_side<T>(v: &Value, f: impl Fn(&Value) -> T) -> [T; 2] {
    [f(&v["S"]), f(&v["N"])]
}

fn rules_of(spec: &Value) -> Rules {
    let mut body = serde_json::Map::new();
    for k in ["variant", "rules"] {
        if let Some(x) = spec.get(k) {
            body.insert(k.into(), x.clone());
        }
    }
    super::referee::Spec::from_json(&body)
        .map(|s| s.rules)
        .unwrap_or(Rules::KISWAHILI)
}

impl OnlineGame {
    /// The game as `created` or `joined` first tells it (a `state` follows once both seats
    /// are taken). None when the message is neither.
    pub fn from_seat_message(server: &str, v: &Value) -> Option<OnlineGame> {
        let kind = v["type"].as_str()?;
        if !matches!(kind, "created" | "joined") {
            return None;
        }
        let token = v["token"].as_str()?.to_string();
        let game = v["game"].as_str()?.to_string();
        let seat = side_of(&v["seat"])?;
        let rules = rules_of(&v["spec"]);
        Some(OnlineGame {
            server: server.to_string(),
            token,
            game,
            invite: v["invite"].as_str().map(str::to_string),
            seat,
            names: [String::new(), String::new()],
            presence: [Presence::Away(None); 2],
            index: 0,
            score: [0, 0],
            best_of: v["spec"]["best_of"].as_u64().unwrap_or(1) as u8,
            match_over: false,
            joined: kind == "joined",
            start: Position::start(rules),
            moves: Vec::new(),
            clock: ClockView::None,
            result: None,
            takeback_asked_by: None,
            rematch_asked: [false; 2],
            pending: None,
            refused: None,
            have_state: false,
        })
    }

    /// A seat known only by its token (kept on this machine): the `state` its `resume`
    /// brings fills in the rest.
    pub fn resumed(server: &str, token: &str, game: &str) -> OnlineGame {
        OnlineGame {
            server: server.to_string(),
            token: token.to_string(),
            game: game.to_string(),
            invite: None,
            seat: Side::South,
            names: [String::new(), String::new()],
            presence: [Presence::Away(None); 2],
            index: 0,
            score: [0, 0],
            best_of: 1,
            match_over: false,
            joined: false,
            start: Position::start(Rules::KISWAHILI),
            moves: Vec::new(),
            clock: ClockView::None,
            result: None,
            takeback_asked_by: None,
            rematch_asked: [false; 2],
            pending: None,
            refused: None,
            have_state: false,
        }
    }

    /// The position after the acknowledged moves.
    pub fn position(&self) -> Position {
        let mut pos = self.start;
        for mv in &self.moves {
            match crate::rules::play(&pos, mv) {
                Ok(s) => pos = s.position,
                Err(_) => break,
            }
        }
        pos
    }

    pub fn opponent(&self) -> Side {
        self.seat.opponent()
    }

    /// Our move now (both seats taken, the game going on, no move of ours in flight).
    pub fn our_turn(&self) -> bool {
        self.joined
            && self.result.is_none()
            && self.pending.is_none()
            && self.position().to_move() == self.seat
            && self.position().outcome().is_none()
    }

    /// Who plays each side at this screen: we play our seat; the opponent is remote, and
    /// nobody moves here before the friend joins or once the game has ended.
    pub fn players(&self) -> [Player; 2] {
        let mut p = [Player::Remote; 2];
        if self.joined && self.result.is_none() {
            p[self.seat.index()] = Player::Human;
        }
        p
    }

    /// Reads one message of the server for this game; messages about other games are left.
    pub fn hear(&mut self, v: &Value, now: i64) -> Option<Heard> {
        let kind = v["type"].as_str().unwrap_or("");
        if kind == "refused" {
            return self.refused(v);
        }
        if kind == "rematched" && v["old"].as_str() == Some(&self.game) {
            return Some(Heard::Rematched {
                token: v["token"].as_str()?.to_string(),
                game: v["game"].as_str()?.to_string(),
            });
        }
        if v["game"].as_str() != Some(&self.game) {
            return None;
        }
        match kind {
            "state" => {
                self.state(v, now);
                None
            }
            "moved" => self.moved(v, now),
            "ack" => {
                self.acked(v);
                None
            }
            _ => None,
        }
    }

    fn refused(&mut self, v: &Value) -> Option<Heard> {
        let re = v["re"].as_u64();
        let ours = re.is_some() && self.pending.is_some_and(|p| Some(p.id) == re);
        if ours {
            self.refused = self.pending.take().map(|p| (p.ply, p.mv));
        }
        Some(Heard::Refused {
            code: v["code"].as_str().unwrap_or("").to_string(),
            reason: v["reason"].as_str().unwrap_or("").to_string(),
            ours,
        })
    }

    fn state(&mut self, v: &Value, now: i64) {
        let Some(seat) = side_of(&v["seat"]) else {
            return;
        };
        let rules = rules_of(&v["spec"]);
        let start = v
            .get("start")
            .and_then(|s| position_from_json(s).ok())
            .unwrap_or(Position::start(rules));
        let mut pos = start;
        let mut moves = Vec::new();
        for m in v["moves"].as_array().into_iter().flatten() {
            let Ok(mv) = move_from_json(&pos, &m["move"]) else {
                break;
            };
            let Ok(s) = crate::rules::play(&pos, &mv) else {
                break;
            };
            pos = s.position;
            moves.push(mv);
        }
        let index = v["index"].as_u64().unwrap_or(0) as usize;
        // Our move in flight stays pending if the state does not have it yet.
        if let Some(p) = self.pending
            && (p.ply < moves.len() || index != self.index || seat != self.seat)
        {
            self.pending = None;
        }
        self.seat = seat;
        self.names = per_side(&v["names"], |n| n.as_str().unwrap_or("").to_string());
        let away = per_side(&v["away_since_ms"], Value::as_i64);
        let connected = per_side(&v["connected"], |c| c.as_bool().unwrap_or(false));
        self.presence = [0, 1].map(|i| {
            if connected[i] {
                Presence::Connected
            } else {
                Presence::Away(away[i])
            }
        });
        self.index = index;
        self.score = per_side(&v["score"], |s| s.as_u64().unwrap_or(0) as u32);
        self.best_of = v["spec"]["best_of"].as_u64().unwrap_or(1) as u8;
        self.match_over = v["match_over"].as_bool().unwrap_or(false);
        self.joined = v["joined"].as_bool().unwrap_or(false);
        if self.joined {
            self.invite = None;
        }
        self.start = start;
        self.moves = moves;
        self.clock = ClockView::read(v.get("clock"), now);
        self.result = ended(&v["result"]);
        self.takeback_asked_by = side_of(&v["takeback_asked_by"]);
        self.rematch_asked = per_side(&v["rematch_asked"], |r| r.as_bool().unwrap_or(false));
        self.have_state = true;
    }

    fn moved(&mut self, v: &Value, now: i64) -> Option<Heard> {
        let index = v["index"].as_u64()? as usize;
        let ply = v["ply"].as_u64()? as usize;
        if index != self.index {
            return None;
        }
        if ply == self.moves.len() {
            let mv = move_from_json(&self.position(), &v["move"]).ok()?;
            self.moves.push(mv);
            if self.pending.is_some_and(|p| p.ply == ply) {
                self.pending = None;
            }
        }
        self.clock = ClockView::read(v.get("clock"), now);
        self.result = ended(&v["result"]);
        self.takeback_asked_by = None;
        if v["next_game"].as_bool() == Some(true) {
            return Some(Heard::NextGame);
        }
        None
    }

    /// Our move acknowledged: it is written on the server (its `moved` follows).
    fn acked(&mut self, v: &Value) {
        let Some(p) = self.pending else { return };
        if v["re"].as_u64() != Some(p.id) || v["ply"].as_u64() != Some(p.ply as u64) {
            return;
        }
        if p.ply == self.moves.len() {
            self.moves.push(p.mv);
        }
        self.pending = None;
    }

    /// The message that plays `mv` for our seat at the next ply (send it, then
    /// [`OnlineGame::sent`] with the id the client gave it).
    pub fn move_message(&self, mv: &Move) -> Value {
        json!({
            "type": "move",
            "token": self.token,
            "ply": self.moves.len(),
            "seat": self.seat.letter(),
            "move": move_to_json(&self.position(), mv),
        })
    }

    /// `mv` was sent as message `id`: it is pending until acknowledged.
    pub fn sent(&mut self, id: u64, mv: Move) {
        self.refused = None;
        self.pending = Some(Pending {
            id,
            ply: self.moves.len(),
            mv,
        });
    }

    /// A message for this seat: `resign`, `takeback`, `rematch`, `resume`...
    pub fn message(&self, kind: &str) -> Value {
        json!({"type": kind, "token": self.token})
    }

    /// The answer to the opponent's takeback request.
    pub fn takeback_answer(&self, accept: bool) -> Value {
        json!({"type": "takeback_answer", "token": self.token, "accept": accept})
    }

    /// What the board (from `start`, with the moves `local` on it) must do to agree with
    /// the server: our new move is sent, the opponent's next move is sown, anything else is
    /// set afresh.
    pub fn sync(&self, start: &Position, local: &[Move]) -> Sync {
        if *start != self.start {
            return Sync::Reload;
        }
        let acked = self.moves.len();
        let mut want = self.moves.clone();
        want.extend(self.pending.map(|p| p.mv));
        if local == want.as_slice() {
            return Sync::Same;
        }
        if local.len() == acked + 1
            && local[..acked] == self.moves[..]
            && self.our_turn()
            && self.refused != Some((acked, local[acked]))
        {
            return Sync::Send(local[acked]);
        }
        if local.len() < acked && want.starts_with(local) {
            return Sync::Play(self.moves[local.len()]);
        }
        Sync::Reload
    }
}

fn ended(v: &Value) -> Option<Ended> {
    Some(Ended {
        winner: side_of(&v["winner"])?,
        reason: v["reason"].as_str().unwrap_or("").to_string(),
    })
}

/// This machine's address on its network, as a friend there would reach it: the local end
/// of a UDP socket "connected" towards a public address (no packet is sent). Loopback when
/// there is no network.
pub fn lan_address() -> std::net::IpAddr {
    use std::net::{IpAddr, Ipv4Addr, UdpSocket};
    let found = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).and_then(|s| {
        s.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
        s.local_addr()
    });
    match found {
        Ok(a) if !a.ip().is_unspecified() => a.ip(),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

/// A refusal of the server in the player's language: the server's English sentence as it
/// came, or in Kiswahili the protocol's sentence for its code from the Fluent catalogue
/// (`online.code.*`, the same as `protocol::CODES_SW`; the code itself for one it has not).
pub fn reason_in(lang: crate::game::words::i18n::Lang, code: &str, reason: &str) -> String {
    use crate::game::words::i18n::{Lang, has, tr};
    match lang {
        Lang::English => reason.to_string(),
        Lang::Kiswahili => {
            let key = format!("online.code.{code}");
            if has(&key) {
                tr(lang, &key).to_string()
            } else {
                code.to_string()
            }
        }
    }
}

/// The line a host gives his friend: the server's address and the invite, to paste at once.
pub fn invite_line(server: &str, invite: &str) -> String {
    format!("{server} {invite}")
}

/// An invite as pasted or typed: the address (when the line has one) and the code.
/// None when no invite code is in it.
pub fn read_invite_line(text: &str) -> Option<(Option<String>, String)> {
    let mut server = None;
    let mut rest = Vec::new();
    for word in text.split_whitespace() {
        if word.starts_with("ws://") || word.starts_with("wss://") {
            server = Some(word.to_string());
        } else {
            rest.push(word);
        }
    }
    let code = super::protocol::normalize_invite(&rest.join(""))?;
    Some((server, code))
}

/// An address typed by a person: `ws://` added to a bare `host:port`.
pub fn server_address(text: &str) -> Option<String> {
    let t = text.trim();
    if t.is_empty() || t.contains(char::is_whitespace) {
        return None;
    }
    if t.starts_with("ws://") || t.starts_with("wss://") {
        Some(t.to_string())
    } else {
        Some(format!("ws://{t}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{legal_moves, play};

    fn created() -> OnlineGame {
        let v = json!({"type": "created", "game": "G1", "invite": "AAAA-BBBB-CCCC-DDDD",
            "token": "T1", "seat": "S", "spec": {"variant": "kiswahili", "rules": "mancala-world",
            "best_of": 1, "clock": {"kind": "live", "base_s": 60, "inc_s": 0}}});
        OnlineGame::from_seat_message("ws://h:1", &v).unwrap()
    }

    /// A `state` as the server writes it, after `moves` from the start.
    fn state(moves: &[Move], seat: &str, connected_n: bool) -> Value {
        let mut pos = Position::start(Rules::KISWAHILI);
        let mut ms = Vec::new();
        for mv in moves {
            ms.push(json!({"move": move_to_json(&pos, mv), "notation": "-"}));
            pos = play(&pos, mv).unwrap().position;
        }
        json!({"type": "state", "game": "G1", "you": 0, "seat": seat,
            "names": {"S": "Asha", "N": "Juma"}, "connected": {"S": true, "N": connected_n},
            "away_since_ms": {"S": null, "N": if connected_n { Value::Null } else { json!(1000) }},
            "spec": {"variant": "kiswahili", "rules": "mancala-world", "best_of": 1},
            "index": 0, "score": {"S": 0, "N": 0}, "match_over": false, "joined": true,
            "start": crate::rules::position_to_json(&Position::start(Rules::KISWAHILI)),
            "moves": ms, "to_move": pos.to_move().letter(),
            "clock": {"S_ms": 60000, "N_ms": 50000, "running": true},
            "result": null, "takeback_asked_by": null, "rematch_asked": {"S": false, "N": false}})
    }

    fn first(pos: &Position) -> Move {
        legal_moves(pos)[0]
    }

    #[test]
    fn a_created_game_waits_for_the_friend_and_nobody_moves() {
        let g = created();
        assert_eq!(g.invite.as_deref(), Some("AAAA-BBBB-CCCC-DDDD"));
        assert!(!g.joined && !g.our_turn());
        assert_eq!(g.players(), [Player::Remote; 2]);
    }

    #[test]
    fn our_move_is_sent_pending_then_acknowledged() {
        let mut g = created();
        g.hear(&state(&[], "S", true), 0);
        assert_eq!(g.players(), [Player::Human, Player::Remote]);
        let start = Position::start(Rules::KISWAHILI);
        let mv = first(&start);
        assert_eq!(g.sync(&start, &[mv]), Sync::Send(mv));
        let m = g.move_message(&mv);
        assert_eq!(
            (m["ply"].as_u64(), m["seat"].as_str()),
            (Some(0), Some("S"))
        );
        g.sent(7, mv);
        assert!(!g.our_turn());
        // Pending, the board already shows it: nothing to do.
        assert_eq!(g.sync(&start, &[mv]), Sync::Same);
        g.hear(
            &json!({"type": "ack", "re": 7, "game": "G1", "index": 0, "ply": 0}),
            10,
        );
        assert_eq!((g.moves.clone(), g.pending), (vec![mv], None));
        // Its `moved` follows and changes nothing.
        let after = play(&start, &mv).unwrap().position;
        g.hear(
            &json!({"type": "moved", "game": "G1", "index": 0, "ply": 0,
            "move": move_to_json(&start, &mv), "clock": null, "result": null}),
            11,
        );
        assert_eq!(g.moves.len(), 1);
        assert_eq!(g.position(), after);
    }

    #[test]
    fn a_refused_move_is_taken_back_with_its_reason() {
        let mut g = created();
        g.hear(&state(&[], "S", true), 0);
        let start = Position::start(Rules::KISWAHILI);
        let mv = first(&start);
        g.sent(3, mv);
        let heard = g.hear(
            &json!({"type": "refused", "re": 3, "code": "out-of-turn", "reason": "not yours"}),
            1,
        );
        assert_eq!(
            heard,
            Some(Heard::Refused {
                code: "out-of-turn".into(),
                reason: "not yours".into(),
                ours: true
            })
        );
        assert_eq!(g.pending, None);
        assert_eq!(g.sync(&start, &[mv]), Sync::Reload);
    }

    #[test]
    fn the_opponents_moves_are_sown_one_by_one() {
        let start = Position::start(Rules::KISWAHILI);
        let a = first(&start);
        let p1 = play(&start, &a).unwrap().position;
        let b = first(&p1);
        let mut g = created();
        g.hear(&state(&[a, b], "N", false), 0);
        assert_eq!(g.seat, Side::North);
        assert_eq!(g.players(), [Player::Remote, Player::Human]);
        assert_eq!(g.sync(&start, &[]), Sync::Play(a));
        assert_eq!(g.sync(&start, &[a]), Sync::Play(b));
        assert_eq!(g.sync(&start, &[a, b]), Sync::Same);
        // A board that went its own way is set afresh.
        let other = legal_moves(&start)[1];
        assert_eq!(g.sync(&start, &[other]), Sync::Reload);
        assert_eq!(g.presence[1], Presence::Away(Some(1000)));
        assert_eq!(g.presence[0], Presence::Connected);
    }

    #[test]
    fn the_live_clock_counts_down_for_the_side_to_move_only() {
        let mut g = created();
        g.hear(&state(&[], "S", true), 1_000);
        let c = g.clock;
        assert_eq!(c.left_ms(Side::South, Side::South, 4_000), Some(57_000));
        assert_eq!(c.left_ms(Side::North, Side::South, 4_000), Some(50_000));
        assert_eq!(c.left_ms(Side::South, Side::South, 100_000), Some(0));
        assert!(c.running());
    }

    #[test]
    fn a_resignation_ends_it_and_nobody_moves() {
        let mut g = created();
        let mut s = state(&[], "S", true);
        s["result"] = json!({"winner": "N", "reason": "resign"});
        g.hear(&s, 0);
        assert_eq!(
            g.result,
            Some(Ended {
                winner: Side::North,
                reason: "resign".into()
            })
        );
        assert_eq!(g.players(), [Player::Remote; 2]);
        assert!(!g.our_turn());
    }

    #[test]
    fn other_games_messages_are_left_alone() {
        let mut g = created();
        let mut s = state(&[], "N", true);
        s["game"] = json!("OTHER");
        assert_eq!(g.hear(&s, 0), None);
        assert!(!g.have_state);
    }

    /// The window tells a refusal in Kiswahili through the Fluent catalogue: each of the
    /// protocol's codes has its sentence there, the same as the protocol's own list.
    #[test]
    fn every_refusal_code_has_its_kiswahili_sentence_in_the_catalogue() {
        use crate::game::words::i18n::{Lang, has, tr};
        for (code, sw) in crate::net::protocol::CODES_SW {
            let key = format!("online.code.{code}");
            assert!(has(&key), "{key} missing");
            assert_eq!(tr(Lang::Kiswahili, &key), *sw, "{code}");
            assert_ne!(tr(Lang::English, &key), *sw, "{code}: English");
            assert_eq!(reason_in(Lang::Kiswahili, code, "in English"), *sw);
            assert_eq!(reason_in(Lang::English, code, "in English"), "in English");
        }
        assert_eq!(reason_in(Lang::Kiswahili, "new-code", "x"), "new-code");
    }

    #[test]
    fn invite_lines_carry_the_address_and_the_code() {
        let line = invite_line("ws://192.168.1.4:7000", "K7M2-XQ9P-3HTR-V0AC");
        assert_eq!(
            read_invite_line(&line),
            Some((
                Some("ws://192.168.1.4:7000".into()),
                "K7M2-XQ9P-3HTR-V0AC".into()
            ))
        );
        assert_eq!(
            read_invite_line("k7m2 xq9p 3htr v0ac"),
            Some((None, "K7M2-XQ9P-3HTR-V0AC".into()))
        );
        assert_eq!(read_invite_line("ws://x:1 nonsense"), None);
        assert_eq!(
            server_address("10.0.0.2:7878").as_deref(),
            Some("ws://10.0.0.2:7878")
        );
        assert_eq!(server_address(" "), None);
        assert!(!lan_address().is_unspecified());
    }
}
