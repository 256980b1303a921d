//! A match on the server: two seats held by tokens, one or three games, the clock, and every
//! change as an [`Event`] judged by the rules engine. The same [`Match::apply`] judges a
//! player's message and replays the stored events after a restart, so a game comes back
//! exactly as it was acknowledged. Pure: time is passed in (milliseconds since the epoch);
//! only a `random` side, when a match is created, draws a number.

use super::protocol::{Refusal, outcome_json, position_json, result_json};
use crate::rules::{
    Move, Position, Preset, Rules, Side, Variant, move_from_json, move_to_json, play, write_move,
};
use serde_json::{Value, json};

const DAY_MS: i64 = 86_400_000;

/// How a match is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// No clock.
    None,
    /// A live game: `base_ms` for the whole game, `inc_ms` added after each move (Fischer).
    Live { base_ms: i64, inc_ms: i64 },
    /// Correspondence: at most `days` for each move.
    Correspondence { days: i64 },
}

impl Clock {
    pub fn to_json(self) -> Value {
        match self {
            Clock::None => json!({"kind": "none"}),
            Clock::Live { base_ms, inc_ms } => {
                json!({"kind": "live", "base_s": base_ms / 1000, "inc_s": inc_ms / 1000})
            }
            Clock::Correspondence { days } => json!({"kind": "correspondence", "days": days}),
        }
    }

    /// Reads `{"kind": ...}` (null or absent: no clock), within sane bounds.
    pub fn from_json(v: Option<&Value>) -> Result<Clock, Refusal> {
        let bad = |r: &str| Refusal::new("bad-message", format!("\"clock\": {r}"));
        let Some(v) = v.filter(|v| !v.is_null()) else {
            return Ok(Clock::None);
        };
        let num = |k: &str, max: i64| {
            v.get(k)
                .and_then(Value::as_i64)
                .filter(|n| (0..=max).contains(n))
                .ok_or_else(|| bad(&format!("\"{k}\" missing or not in 0..={max}")))
        };
        match v.get("kind").and_then(Value::as_str) {
            Some("none") => Ok(Clock::None),
            Some("live") => {
                let base = num("base_s", 6 * 3600)?;
                let inc = num("inc_s", 600)?;
                if base == 0 {
                    return Err(bad("\"base_s\" must be at least 1"));
                }
                Ok(Clock::Live {
                    base_ms: base * 1000,
                    inc_ms: inc * 1000,
                })
            }
            Some("correspondence") => match num("days", 30)? {
                0 => Err(bad("\"days\" must be at least 1")),
                days => Ok(Clock::Correspondence { days }),
            },
            _ => Err(bad("\"kind\" is not none, live or correspondence")),
        }
    }
}

/// What a match is: fixed when it is created.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    pub rules: Rules,
    pub clock: Clock,
    /// 1 or 3 (the first to two wins).
    pub best_of: u8,
    /// The creator's side in the first game; sides alternate between games.
    pub creator_side: Side,
    /// The match this one is a rematch of.
    pub rematch_of: Option<String>,
}

impl Spec {
    pub fn to_json(&self) -> Value {
        json!({
            "variant": self.rules.variant.json(),
            "rules": self.rules.preset.json(),
            "clock": self.clock.to_json(),
            "best_of": self.best_of,
            "creator_side": self.creator_side.letter(),
            "rematch_of": self.rematch_of,
        })
    }

    /// Reads a spec from a `create` message or the store.
    pub fn from_json(v: &serde_json::Map<String, Value>) -> Result<Spec, Refusal> {
        let bad = |k: &str, r: &str| Refusal::new("bad-message", format!("\"{k}\": {r}"));
        let word = |k: &str, default: &'static str| match v.get(k) {
            None | Some(Value::Null) => Ok(default.to_string()),
            Some(Value::String(s)) => Ok(s.clone()),
            Some(_) => Err(bad(k, "not a string")),
        };
        let variant = Variant::from_json(&word("variant", "kiswahili")?)
            .ok_or_else(|| bad("variant", "not kiswahili, kete or kujifunza"))?;
        let preset = match word("rules", "mancala-world")?.as_str() {
            "mancala-world" => Preset::MancalaWorld,
            "tournament" => Preset::Tournament,
            _ => return Err(bad("rules", "not mancala-world or tournament")),
        };
        let rules = Rules::new(variant, preset).map_err(|e| bad("rules", &e))?;
        let best_of = match v.get("best_of").map(Value::as_u64) {
            None | Some(Some(1)) => 1,
            Some(Some(3)) => 3,
            _ => return Err(bad("best_of", "not 1 or 3")),
        };
        let creator_side = match word("creator_side", "S")?.as_str() {
            "S" => Side::South,
            "N" => Side::North,
            "random" => random_side(),
            _ => return Err(bad("creator_side", "not S, N or random")),
        };
        let rematch_of = v
            .get("rematch_of")
            .and_then(Value::as_str)
            .map(str::to_string);
        Ok(Spec {
            rules,
            clock: Clock::from_json(v.get("clock"))?,
            best_of,
            creator_side,
            rematch_of,
        })
    }
}

fn random_side() -> Side {
    if rand::random::<bool>() {
        Side::South
    } else {
        Side::North
    }
}

/// One change to a match. Player 0 created it, player 1 joined it.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Join {
        name: String,
    },
    Move {
        player: usize,
        ply: usize,
        mv: Move,
    },
    Resign {
        player: usize,
    },
    TakebackAsk {
        player: usize,
    },
    TakebackAnswer {
        player: usize,
        accept: bool,
    },
    /// The player to move ran out of time.
    Flag,
    RematchAsk {
        player: usize,
    },
    /// Both asked: the new match's id.
    Rematch {
        id: String,
    },
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub winner: Side,
    /// An interchange reason (`bao-hamna`, ...) or `resign` / `time`.
    pub reason: String,
    pub json: Value,
}

/// One game of a match.
#[derive(Clone, Debug)]
pub struct Game {
    pub start: Position,
    pub pos: Position,
    /// Each move with its notation.
    pub moves: Vec<(Move, String)>,
    pub result: Option<GameResult>,
    /// Time left per side (index [`Side::index`]), for a live clock.
    pub left_ms: [i64; 2],
    /// When the player to move began his turn.
    pub turn_since: i64,
}

/// A match between two seats.
#[derive(Clone, Debug)]
pub struct Match {
    pub id: String,
    pub invite: String,
    /// The seats' tokens; the second is empty until someone joins.
    pub tokens: [String; 2],
    pub names: [String; 2],
    pub spec: Spec,
    pub games: Vec<Game>,
    pub takeback: Option<usize>,
    pub rematch_asked: [bool; 2],
    pub rematch: Option<String>,
}

impl Match {
    pub fn new(id: String, invite: String, token: String, name: String, spec: Spec) -> Match {
        Match {
            id,
            invite,
            tokens: [token, String::new()],
            names: [name, String::new()],
            spec,
            games: Vec::new(),
            takeback: None,
            rematch_asked: [false; 2],
            rematch: None,
        }
    }

    pub fn joined(&self) -> bool {
        !self.games.is_empty()
    }

    /// The side `player` holds in game `index` (sides alternate).
    pub fn side(&self, player: usize, index: usize) -> Side {
        let creator = if index % 2 == 0 {
            self.spec.creator_side
        } else {
            self.spec.creator_side.opponent()
        };
        if player == 0 {
            creator
        } else {
            creator.opponent()
        }
    }

    /// The player holding `side` in the current game.
    pub fn player_of(&self, side: Side) -> usize {
        let index = self.games.len().saturating_sub(1);
        if self.side(0, index) == side { 0 } else { 1 }
    }

    /// Games won by each player.
    pub fn score(&self) -> [u32; 2] {
        let mut s = [0; 2];
        for (i, g) in self.games.iter().enumerate() {
            if let Some(r) = &g.result {
                s[if self.side(0, i) == r.winner { 0 } else { 1 }] += 1;
            }
        }
        s
    }

    /// Whether the match is decided (no game left to play).
    pub fn over(&self) -> bool {
        let need = u32::from(self.spec.best_of / 2 + 1);
        self.score().iter().any(|&w| w >= need)
    }

    fn new_game(&self, at: i64) -> Game {
        let base = match self.spec.clock {
            Clock::Live { base_ms, .. } => base_ms,
            _ => 0,
        };
        let start = Position::start(self.spec.rules);
        Game {
            start,
            pos: start,
            moves: Vec::new(),
            result: None,
            left_ms: [base; 2],
            turn_since: at,
        }
    }

    /// The game being played (or the last one).
    pub fn current(&self) -> Option<&Game> {
        self.games.last()
    }

    /// When the player to move loses on time, if a clock runs.
    pub fn flag_at(&self) -> Option<i64> {
        let g = self.current().filter(|g| g.result.is_none())?;
        match self.spec.clock {
            Clock::None => None,
            Clock::Live { .. } => Some(g.turn_since + g.left_ms[g.pos.to_move().index()]),
            Clock::Correspondence { days } => Some(g.turn_since + days * DAY_MS),
        }
    }

    /// Judges `ev` at time `at` and applies it, or refuses it and changes nothing.
    pub fn apply(&mut self, ev: &Event, at: i64) -> Result<(), Refusal> {
        match ev {
            Event::Join { name } => {
                if self.joined() {
                    return Err(Refusal::new("invite", "this invite has already been used"));
                }
                self.names[1] = name.clone();
                self.games.push(self.new_game(at));
                Ok(())
            }
            Event::Move { player, ply, mv } => self.apply_move(*player, *ply, mv, at),
            Event::Resign { player } => {
                let side = self.side(*player, self.games.len().saturating_sub(1));
                self.playing()?;
                self.finish(
                    result_json(side.opponent(), "resign"),
                    side.opponent(),
                    "resign",
                    at,
                );
                Ok(())
            }
            Event::TakebackAsk { player } => self.takeback_ask(*player),
            Event::TakebackAnswer { player, accept } => self.takeback_answer(*player, *accept, at),
            Event::Flag => {
                let g = self.playing()?;
                let loser = g.pos.to_move();
                self.finish(
                    result_json(loser.opponent(), "time"),
                    loser.opponent(),
                    "time",
                    at,
                );
                Ok(())
            }
            Event::RematchAsk { player } => {
                if !self.over() || self.rematch.is_some() {
                    return Err(Refusal::new(
                        "rematch",
                        "a rematch follows a finished match, once",
                    ));
                }
                self.rematch_asked[*player] = true;
                Ok(())
            }
            Event::Rematch { id } => {
                self.rematch = Some(id.clone());
                Ok(())
            }
        }
    }

    /// The game in play, or a refusal when there is none.
    fn playing(&self) -> Result<&Game, Refusal> {
        match self.current() {
            None => Err(Refusal::new(
                "game-over",
                "the game has not begun: nobody has joined",
            )),
            Some(g) if g.result.is_some() => Err(Refusal::new("game-over", "the game is over")),
            Some(g) => Ok(g),
        }
    }

    /// Ends the current game and starts the match's next one if it is not decided.
    fn finish(&mut self, json: Value, winner: Side, reason: &str, at: i64) {
        if let Some(g) = self.games.last_mut() {
            g.result = Some(GameResult {
                winner,
                reason: reason.to_string(),
                json,
            });
        }
        self.takeback = None;
        if !self.over() && self.games.len() < usize::from(self.spec.best_of) {
            let next = self.new_game(at);
            self.games.push(next);
        }
    }

    /// The order in which a move is refused: an old or future ply, then the turn.
    fn check_turn(
        &self,
        player: usize,
        ply: usize,
        pit_side: Option<Side>,
    ) -> Result<Side, Refusal> {
        let g = self.playing()?;
        let side = self.side(player, self.games.len() - 1);
        let len = g.moves.len();
        if ply < len {
            return Err(Refusal::new(
                "replayed",
                format!(
                    "move {} has been played already (the game is at move {})",
                    ply + 1,
                    len + 1
                ),
            ));
        }
        if ply > len {
            return Err(Refusal::new(
                "replayed",
                format!(
                    "move {} is not the next move (the game is at move {})",
                    ply + 1,
                    len + 1
                ),
            ));
        }
        if let Some(p) = pit_side.filter(|&p| p != side) {
            return Err(Refusal::new(
                "wrong-seat",
                format!(
                    "that is a pit of {}, your seat is {}",
                    p.name(),
                    side.name()
                ),
            ));
        }
        if g.pos.to_move() != side {
            return Err(Refusal::new(
                "out-of-turn",
                format!(
                    "it is {}'s turn, you hold {}",
                    g.pos.to_move().name(),
                    side.name()
                ),
            ));
        }
        Ok(side)
    }

    fn apply_move(&mut self, player: usize, ply: usize, mv: &Move, at: i64) -> Result<(), Refusal> {
        let side = self.check_turn(player, ply, None)?;
        let g = self.playing()?;
        let succ = play(&g.pos, mv).map_err(|e| Refusal::new("illegal", e.to_string()))?;
        let notation = write_move(&g.pos, &succ);
        let inc = match self.spec.clock {
            Clock::Live { inc_ms, .. } => inc_ms,
            _ => 0,
        };
        let Some(g) = self.games.last_mut() else {
            return Ok(());
        };
        if matches!(self.spec.clock, Clock::Live { .. }) {
            g.left_ms[side.index()] += inc - (at - g.turn_since);
        }
        g.turn_since = at;
        g.pos = succ.position;
        g.moves.push((*mv, notation));
        self.takeback = None;
        if let Some(o) = succ.outcome() {
            self.finish(outcome_json(o), o.winner, o.reason.json(), at);
        }
        Ok(())
    }

    fn takeback_ask(&mut self, player: usize) -> Result<(), Refusal> {
        let g = self.playing()?;
        let side = self.side(player, self.games.len() - 1);
        let mine = moves_by(g, side);
        if mine == 0 {
            return Err(Refusal::new("takeback", "you have no move to take back"));
        }
        if self.takeback.is_some() {
            return Err(Refusal::new("takeback", "a takeback is already asked"));
        }
        self.takeback = Some(player);
        Ok(())
    }

    fn takeback_answer(&mut self, player: usize, accept: bool, at: i64) -> Result<(), Refusal> {
        let asker = match self.takeback {
            Some(a) if a != player => a,
            _ => return Err(Refusal::new("takeback", "no takeback was asked of you")),
        };
        self.playing()?;
        self.takeback = None;
        if !accept {
            return Ok(());
        }
        let side = self.side(asker, self.games.len() - 1);
        let Some(g) = self.games.last_mut() else {
            return Ok(());
        };
        // Back to the asker's last turn: his move and any reply after it.
        while let Some(_) = g.moves.pop() {
            let pos = replay(&g.start, &g.moves);
            if pos.to_move() == side {
                g.pos = pos;
                break;
            }
        }
        g.turn_since = at;
        Ok(())
    }

    /// The match as a client sees it; `player` is the reader's seat (None: a watcher).
    pub fn state_json(&self, player: Option<usize>, connected: [bool; 2], now: i64) -> Value {
        let index = self.games.len().saturating_sub(1);
        let g = self.current();
        let moves: Vec<Value> = g.map_or(Vec::new(), |g| {
            let mut pos = g.start;
            g.moves
                .iter()
                .map(|(mv, n)| {
                    let v = json!({"move": move_to_json(&pos, mv), "notation": n});
                    pos = play(&pos, mv).map(|s| s.position).unwrap_or(pos);
                    v
                })
                .collect()
        });
        json!({
            "v": super::protocol::VERSION,
            "type": "state",
            "game": self.id,
            "you": player,
            "seat": player.map(|p| self.side(p, index).letter()),
            "names": {"S": self.names[self.player_of(Side::South)], "N": self.names[self.player_of(Side::North)]},
            "connected": {"S": connected[self.player_of(Side::South)], "N": connected[self.player_of(Side::North)]},
            "spec": self.spec.to_json(),
            "index": index,
            "score": {"S": self.score()[self.player_of(Side::South)], "N": self.score()[self.player_of(Side::North)]},
            "match_over": self.over(),
            "joined": self.joined(),
            "start": g.map(|g| position_json(&g.start)),
            "moves": moves,
            "position": g.map(|g| position_json(&g.pos)),
            "to_move": g.map(|g| g.pos.to_move().letter()),
            "clock": self.clock_json(now),
            "result": g.and_then(|g| g.result.as_ref().map(|r| r.json.clone())),
            "takeback_asked_by": self.takeback.map(|p| self.side(p, index).letter()),
            "rematch_asked": {"S": self.rematch_asked[self.player_of(Side::South)], "N": self.rematch_asked[self.player_of(Side::North)]},
            "rematch": self.rematch,
        })
    }

    /// Time left for each side now (null without a clock); for correspondence, the time
    /// left for the move being thought about.
    pub fn clock_json(&self, now: i64) -> Value {
        let Some(g) = self.current() else {
            return Value::Null;
        };
        let running = g.result.is_none();
        let elapsed = if running {
            (now - g.turn_since).max(0)
        } else {
            0
        };
        let mover = g.pos.to_move();
        match self.spec.clock {
            Clock::None => Value::Null,
            Clock::Live { .. } => {
                let left = |s: Side| {
                    let l = g.left_ms[s.index()];
                    if s == mover { (l - elapsed).max(0) } else { l }
                };
                json!({"S_ms": left(Side::South), "N_ms": left(Side::North), "running": running})
            }
            Clock::Correspondence { days } => {
                json!({"move_left_ms": (days * DAY_MS - elapsed).max(0), "running": running})
            }
        }
    }

    /// The `moved` message after a move at index `ply` of the current game (or of the game
    /// it ended, when it ended the game and the next one began).
    pub fn moved_json(&self, game_index: usize, ply: usize, now: i64) -> Value {
        let g = &self.games[game_index];
        let before = replay(&g.start, &g.moves[..ply]);
        let (mv, notation) = &g.moves[ply];
        json!({
            "v": super::protocol::VERSION,
            "type": "moved",
            "game": self.id,
            "index": game_index,
            "ply": ply,
            "move": move_to_json(&before, mv),
            "notation": notation,
            "position": position_json(&play(&before, mv).map(|s| s.position).unwrap_or(before)),
            "clock": self.clock_json(now),
            "result": g.result.as_ref().map(|r| r.json.clone()),
            "next_game": self.games.len() > game_index + 1,
        })
    }

    /// Judges a `move` message's move for `player` at `ply` before it is applied.
    pub fn read_move(&self, player: usize, ply: usize, v: &Value) -> Result<Move, Refusal> {
        let pit_side = v
            .get("pit")
            .and_then(Value::as_str)
            .and_then(crate::rules::Pit::parse)
            .map(|p| p.side);
        self.check_turn(player, ply, pit_side)?;
        let g = self.playing()?;
        move_from_json(&g.pos, v).map_err(|e| Refusal::new("bad-message", format!("move: {e}")))
    }
}

fn moves_by(g: &Game, side: Side) -> usize {
    let mut pos = g.start;
    let mut n = 0;
    for (mv, _) in &g.moves {
        if pos.to_move() == side {
            n += 1;
        }
        pos = play(&pos, mv).map(|s| s.position).unwrap_or(pos);
    }
    n
}

/// The position after `moves` from `start` (the moves were judged when played).
pub fn replay(start: &Position, moves: &[(Move, String)]) -> Position {
    moves.iter().fold(*start, |pos, (mv, _)| {
        play(&pos, mv).map(|s| s.position).unwrap_or(pos)
    })
}

/// An event as the store keeps it (moves in the interchange form of the position they were
/// played in, so the file can be read without this program).
pub fn event_to_json(m: &Match, ev: &Event) -> Value {
    match ev {
        Event::Join { name } => json!({"e": "join", "name": name}),
        Event::Move { player, ply, mv } => {
            let pos = m.current().map_or(Position::start(m.spec.rules), |g| g.pos);
            json!({"e": "move", "p": player, "ply": ply, "move": move_to_json(&pos, mv)})
        }
        Event::Resign { player } => json!({"e": "resign", "p": player}),
        Event::TakebackAsk { player } => json!({"e": "takeback-ask", "p": player}),
        Event::TakebackAnswer { player, accept } => {
            json!({"e": "takeback-answer", "p": player, "accept": accept})
        }
        Event::Flag => json!({"e": "flag"}),
        Event::RematchAsk { player } => json!({"e": "rematch-ask", "p": player}),
        Event::Rematch { id } => json!({"e": "rematch", "id": id}),
    }
}

/// Reads a stored event back (for the match `m` as it is before the event).
pub fn event_from_json(m: &Match, v: &Value) -> Result<Event, String> {
    let p = || {
        v.get("p")
            .and_then(Value::as_u64)
            .filter(|&p| p < 2)
            .map(|p| p as usize)
            .ok_or("\"p\" is not 0 or 1")
    };
    Ok(match v.get("e").and_then(Value::as_str).unwrap_or("") {
        "join" => Event::Join {
            name: v["name"].as_str().unwrap_or("").to_string(),
        },
        "move" => {
            let player = p()?;
            let pos = m.current().map_or(Position::start(m.spec.rules), |g| g.pos);
            let mv = move_from_json(&pos, &v["move"]).map_err(|e| e.to_string())?;
            let ply = v["ply"].as_u64().ok_or("\"ply\" missing")? as usize;
            Event::Move { player, ply, mv }
        }
        "resign" => Event::Resign { player: p()? },
        "takeback-ask" => Event::TakebackAsk { player: p()? },
        "takeback-answer" => Event::TakebackAnswer {
            player: p()?,
            accept: v["accept"].as_bool().unwrap_or(false),
        },
        "flag" => Event::Flag,
        "rematch-ask" => Event::RematchAsk { player: p()? },
        "rematch" => Event::Rematch {
            id: v["id"].as_str().unwrap_or("").to_string(),
        },
        other => return Err(format!("unknown event '{other}'")),
    })
}
