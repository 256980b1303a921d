//! Online play through a real `bao serve` on loopback (127.0.0.1 only): whole games to
//! their end (plain and TLS), a server killed with SIGKILL and restarted on its file, a
//! client that comes back, every refusal, the limits, clocks, takebacks, matches.
#![cfg(feature = "online")]

use bao::net::client::{Client, ClientConfig, Event};
use bao::rules::{
    Move, Outcome, Position, move_to_json, outcome_to_json, parse_move, parse_record,
};
use serde_json::{Value, json};
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(10);

/// A `bao serve` child, killed (SIGKILL) when dropped.
struct Server {
    child: Child,
    url: String,
    log: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    fn start(dir: &Path, listen: &str, extra: &[&str]) -> Server {
        let log = dir.join("server.log");
        let err = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_bao"))
            .args(["serve", "--db"])
            .arg(dir.join("games.sqlite"))
            .args(["--listen", listen])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::from(err))
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = std::io::BufReader::new(out).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx
            .recv_timeout(WAIT)
            .expect("bao serve did not say it listens");
        let url = line
            .split_whitespace()
            .find(|w| w.contains("://"))
            .expect(&line)
            .to_string();
        assert!(url.contains("127.0.0.1:"), "{line}");
        Server { child, url, log }
    }

    fn port(&self) -> &str {
        self.url.rsplit(':').next().unwrap()
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bao-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn client(url: &str, ca: Option<&Path>, tokens: Vec<String>, reconnect: bool) -> Client {
    let mut c = Client::start(ClientConfig {
        url: url.into(),
        ca: ca.map(Into::into),
        reconnect,
        tokens,
    });
    assert_eq!(
        c.recv(WAIT),
        Some(Event::Connected),
        "no connection to {url}"
    );
    c
}

/// A master game that reaches its end by the rules: its moves and the engine's outcome.
fn master_game() -> (Vec<(Position, Move)>, Outcome) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/games");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    names.sort();
    for path in names
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "bao"))
    {
        let record = parse_record(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut pos = Position::start(record.rules);
        let mut moves = Vec::new();
        for m in &record.moves {
            let (succ, _) = parse_move(&pos, &m.text).unwrap();
            moves.push((pos, succ.mv));
            if let Some(o) = succ.outcome() {
                if moves.len() >= 20 {
                    return (moves, o);
                }
                break;
            }
            pos = succ.position;
        }
    }
    panic!(
        "no master game of 20 moves or more in {} ends by the rules",
        dir.display()
    );
}

/// Creates a game and joins it: the two clients (creator South) and their tokens.
fn new_game(
    url: &str,
    ca: Option<&Path>,
    create: Value,
    reconnect: bool,
) -> ([Client; 2], [String; 2], String) {
    let mut a = client(url, ca, Vec::new(), reconnect);
    let mut msg = create;
    msg["type"] = json!("create");
    msg["name"] = json!("Omar");
    let created = a.request(msg, WAIT).unwrap();
    assert_eq!(created["type"], "created", "{created}");
    let invite = created["invite"].as_str().unwrap();
    assert_eq!(invite.len(), 19);
    let mut b = client(url, ca, Vec::new(), reconnect);
    let joined = b
        .request(
            json!({"type": "join", "invite": invite.to_lowercase(), "name": "Majaliwa"}),
            WAIT,
        )
        .unwrap();
    assert_eq!(joined["type"], "joined", "{joined}");
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        joined["token"].as_str().unwrap().to_string(),
    ];
    (
        [a, b],
        tokens,
        created["game"].as_str().unwrap().to_string(),
    )
}

/// Plays `moves[from..to]` (South = client 0): each acknowledged, each seen by the other.
fn play(
    c: &mut [Client; 2],
    tokens: &[String; 2],
    moves: &[(Position, Move)],
    from: usize,
    to: usize,
) -> Value {
    let mut last = Value::Null;
    for (ply, (pos, mv)) in moves.iter().enumerate().take(to).skip(from) {
        let p = usize::from(pos.to_move() == bao::rules::Side::North);
        let msg =
            json!({"type": "move", "token": tokens[p], "ply": ply, "move": move_to_json(pos, mv)});
        let ack = c[p].request(msg, WAIT).unwrap();
        assert_eq!(ack["type"], "ack", "move {ply}: {ack}");
        last = c[1 - p]
            .wait_for(WAIT, |m| m["type"] == "moved" && m["ply"] == ply)
            .unwrap();
    }
    last
}

fn state(c: &mut Client, token: &str) -> Value {
    let s = c
        .request(json!({"type": "resume", "token": token}), WAIT)
        .unwrap();
    assert_eq!(s["type"], "state", "{s}");
    s
}

fn whole_game(url: &str, ca: Option<&Path>) {
    let (moves, outcome) = master_game();
    let (mut c, tokens, _) = new_game(url, ca, json!({}), false);
    let last = play(&mut c, &tokens, &moves, 0, moves.len());
    assert_eq!(last["result"], outcome_to_json(Some(outcome)));
    let end = state(&mut c[0], &tokens[0]);
    assert_eq!(end["result"], outcome_to_json(Some(outcome)));
    assert_eq!(end["match_over"], true);
    assert_eq!(end["moves"].as_array().unwrap().len(), moves.len());
}

#[test]
fn a_master_game_is_played_to_its_end_and_the_server_agrees_with_the_engine() {
    let dir = temp_dir("plain");
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    whole_game(&server.url, None);
}

#[test]
fn the_same_game_over_tls_with_a_certificate_made_here() {
    let dir = temp_dir("tls");
    let cert = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_string()]).unwrap();
    std::fs::write(dir.join("cert.pem"), cert.cert.pem()).unwrap();
    std::fs::write(dir.join("key.pem"), cert.signing_key.serialize_pem()).unwrap();
    let (c, k) = (dir.join("cert.pem"), dir.join("key.pem"));
    let server = Server::start(
        &dir,
        "127.0.0.1:0",
        &[
            "--cert",
            c.to_str().unwrap(),
            "--key",
            k.to_str().unwrap(),
            "--rate",
            "1000",
        ],
    );
    assert!(server.url.starts_with("wss://"), "{}", server.url);
    whole_game(&server.url, Some(&c));
    // A client that does not trust the certificate gets no connection.
    let mut doubter = Client::start(ClientConfig {
        url: server.url.clone(),
        ca: None,
        reconnect: false,
        tokens: vec![],
    });
    assert!(matches!(doubter.recv(WAIT), Some(Event::Disconnected(_))));
}

#[test]
fn a_server_killed_mid_game_comes_back_with_every_acknowledged_move() {
    let dir = temp_dir("kill");
    let (moves, outcome) = master_game();
    let mut server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    let (mut c, tokens, _) = new_game(&server.url, None, json!({}), true);
    let half = moves.len() / 2;
    play(&mut c, &tokens, &moves, 0, half);
    let (url, port) = (server.url.clone(), server.port().to_string());
    server.child.kill().unwrap(); // SIGKILL: no chance to write anything more
    server.child.wait().unwrap();
    let server2 = Server::start(
        &dir,
        &format!("127.0.0.1:{port}"),
        &["--plain", "--rate", "1000"],
    );
    assert_eq!(server2.url, url);
    // Each client reconnects by itself and resumes its seat: every acknowledged move is there.
    for (p, cl) in c.iter_mut().enumerate() {
        let s = cl
            .wait_for(Duration::from_secs(15), |m| {
                m["type"] == "state"
                    && m["you"] == p
                    && m["moves"].as_array().is_some_and(|a| a.len() == half)
            })
            .unwrap_or_else(|e| panic!("client {p} did not resume: {e}"));
        assert_eq!(s["position"], bao::rules::position_to_json(&moves[half].0));
    }
    let last = play(&mut c, &tokens, &moves, half, moves.len());
    assert_eq!(last["result"], outcome_to_json(Some(outcome)));
    drop(server2);
    let again = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    let mut w = client(&again.url, None, vec![], false);
    assert_eq!(
        state(&mut w, &tokens[1])["moves"].as_array().unwrap().len(),
        moves.len()
    );
}

#[test]
fn a_client_that_drops_and_comes_back_finds_its_game() {
    let dir = temp_dir("drop");
    let (moves, _) = master_game();
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    let (mut c, tokens, game) = new_game(&server.url, None, json!({}), false);
    play(&mut c, &tokens, &moves, 0, 3);
    let [a, mut b] = c;
    drop(a);
    let away = b
        .wait_for(WAIT, |m| {
            m["type"] == "state" && m["connected"]["S"] == false
        })
        .unwrap();
    assert_eq!(away["game"], game.as_str());
    assert!(
        away["away_since_ms"]["S"].as_i64().is_some_and(|t| t > 0),
        "{away}"
    );
    assert!(away["away_since_ms"]["N"].is_null());
    std::thread::sleep(Duration::from_millis(500));
    let mut back = client(&server.url, None, vec![], false);
    let s = state(&mut back, &tokens[0]);
    assert_eq!(
        (s["seat"].as_str(), s["moves"].as_array().unwrap().len()),
        (Some("S"), 3)
    );
    let mut c = [back, b];
    play(&mut c, &tokens, &moves, 3, 6);
}

/// Gone for over a minute (longer than the server's idle timeout here, 30 s): the friend who
/// stayed is kept by his pings and told when the other left; the one who comes back with his
/// token finds the game as it was and it goes on.
#[test]
fn a_client_gone_a_minute_comes_back_to_its_game() {
    let dir = temp_dir("minute");
    let (moves, _) = master_game();
    let server = Server::start(
        &dir,
        "127.0.0.1:0",
        &["--plain", "--rate", "1000", "--idle-timeout", "30"],
    );
    let (mut c, tokens, game) = new_game(&server.url, None, json!({}), false);
    play(&mut c, &tokens, &moves, 0, 4);
    let [a, mut b] = c;
    drop(a);
    let left = Instant::now();
    let away = b
        .wait_for(WAIT, |m| {
            m["type"] == "state" && m["connected"]["S"] == false
        })
        .unwrap();
    let since = away["away_since_ms"]["S"].as_i64().unwrap();
    // A minute away; the friend's connection must outlive it (no Disconnected meanwhile).
    while left.elapsed() < Duration::from_secs(61) {
        if let Some(Event::Disconnected(why)) = b.recv(Duration::from_secs(1)) {
            panic!("the friend who stayed was cut off: {why}");
        }
    }
    let mut back = client(&server.url, None, vec![], false);
    let s = state(&mut back, &tokens[0]);
    assert_eq!(s["game"], game.as_str());
    assert_eq!(
        (s["seat"].as_str(), s["moves"].as_array().unwrap().len()),
        (Some("S"), 4)
    );
    let friend = b
        .wait_for(WAIT, |m| {
            m["type"] == "state" && m["connected"]["S"] == true
        })
        .unwrap();
    assert!(friend["away_since_ms"]["S"].is_null(), "{friend}");
    assert!(since > 0);
    let mut c = [back, b];
    play(&mut c, &tokens, &moves, 4, 8);
}

/// The refusal answering `msg`, and the game's state unchanged by it.
fn refused(c: &mut Client, msg: Value, code: &str, before: &Value, token: &str) {
    let r = c.request(msg.clone(), WAIT).unwrap();
    assert_eq!(
        (r["type"].as_str(), r["code"].as_str()),
        (Some("refused"), Some(code)),
        "{msg} -> {r}"
    );
    assert!(!r["reason"].as_str().unwrap().is_empty());
    let after = state(c, token);
    assert_eq!(
        (&after["moves"], &after["position"]),
        (&before["moves"], &before["position"])
    );
}

#[test]
fn each_refusal_is_given_with_its_reason_and_the_game_is_unchanged() {
    let dir = temp_dir("refusals");
    let (moves, _) = master_game();
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    let (mut c, t, _) = new_game(&server.url, None, json!({}), false);
    play(&mut c, &t, &moves, 0, 2);
    let before = state(&mut c[0], &t[0]);
    let (pos, mv) = moves[2];
    let good = move_to_json(&pos, &mv);
    // Illegal: an empty pit of South's.
    let empty = (1..=8)
        .map(|n| format!("A{n}"))
        .find(|p| before["position"]["S"]["front"][p[1..].parse::<usize>().unwrap() - 1] == 0)
        .unwrap();
    let illegal =
        json!({"type": "move", "token": t[0], "ply": 2, "move": {"pit": empty, "dir": "cw"}});
    refused(&mut c[0], illegal, "illegal", &before, &t[0]);
    let wrong_seat =
        json!({"type": "move", "token": t[0], "ply": 2, "move": {"pit": "a5", "dir": "cw"}});
    refused(&mut c[0], wrong_seat, "wrong-seat", &before, &t[0]);
    let claims_north = json!({"type": "move", "token": t[0], "ply": 2, "seat": "N", "move": good});
    refused(&mut c[0], claims_north, "wrong-seat", &before, &t[0]);
    let out_of_turn =
        json!({"type": "move", "token": t[1], "ply": 2, "move": {"pit": "a5", "dir": "cw"}});
    refused(&mut c[1], out_of_turn, "out-of-turn", &before, &t[1]);
    let replayed = json!({"type": "move", "token": t[0], "ply": 0, "move": move_to_json(&moves[0].0, &moves[0].1)});
    refused(&mut c[0], replayed, "replayed", &before, &t[0]);
    let mut guessed = t[0].clone();
    guessed.replace_range(0..1, if guessed.starts_with('A') { "B" } else { "A" });
    refused(
        &mut c[0],
        json!({"type": "move", "token": guessed, "ply": 2, "move": good}),
        "unknown-token",
        &before,
        &t[0],
    );
    let old = json!({"v": 9, "id": 999, "type": "move", "token": t[0], "ply": 2, "move": good});
    c[0].send_raw(old.to_string());
    let r = c[0].wait_for(WAIT, |m| m["re"] == 999).unwrap();
    assert_eq!(r["code"], "version", "{r}");
    // Guessing on: the connection is closed after a few unknown tokens.
    let mut guesser = client(&server.url, None, vec![], false);
    for i in 0..10 {
        guesser.send(json!({"type": "resume", "token": format!("GUESS{i}")}));
    }
    let events: Vec<Event> = std::iter::from_fn(|| guesser.recv(Duration::from_secs(3)))
        .take(50)
        .collect();
    assert!(
        events.iter().any(|e| matches!(e, Event::Disconnected(_))),
        "a client guessing tokens stays connected"
    );
    // The game goes on from where it was.
    play(&mut c, &t, &moves, 2, 4);
    let log = server.log();
    for code in [
        "illegal",
        "wrong-seat",
        "out-of-turn",
        "replayed",
        "unknown-token",
        "version",
    ] {
        assert!(
            log.contains(&format!("refused {code}:")),
            "no log line for {code}:\n{log}"
        );
    }
}

/// Sends `prefix` at once, then `text` a byte a second over a raw TCP connection; true
/// when the server closed it within `limit`.
fn trickle_is_cut(port: &str, prefix: &[u8], text: &[u8], limit: Duration) -> bool {
    let mut s = std::net::TcpStream::connect(format!("127.0.0.1:{port}")).unwrap();
    s.write_all(prefix).unwrap();
    if !prefix.is_empty() {
        // The server's answer to the handshake first, as a real client waits for it.
        s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        let mut answer = [0u8; 512];
        let n = s.read(&mut answer).unwrap();
        assert!(String::from_utf8_lossy(&answer[..n]).starts_with("HTTP/1.1 101"));
    }
    s.set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let start = Instant::now();
    for b in text.iter().cycle() {
        if start.elapsed() > limit {
            return false;
        }
        if s.write_all(&[*b]).is_err() {
            return true;
        }
        let mut buf = [0u8; 64];
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => return true,
        }
        std::thread::sleep(Duration::from_millis(800));
    }
    false
}

#[test]
fn large_messages_floods_and_slow_clients_are_cut_off_while_a_game_goes_on() {
    let dir = temp_dir("limits");
    let (moves, _) = master_game();
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--slow-timeout", "2"]);
    let url = server.url.clone();
    let port = server.port().to_string();
    // A game played meanwhile, each move acknowledged promptly.
    let (mut c, t, _) = new_game(&url, None, json!({}), false);
    let player = std::thread::spawn(move || {
        let mut worst = Duration::ZERO;
        for ply in 0..12 {
            let t0 = Instant::now();
            play(&mut c, &t, &moves, ply, ply + 1);
            worst = worst.max(t0.elapsed());
            std::thread::sleep(Duration::from_millis(300));
        }
        worst
    });
    // Over the size limit: refused, the connection stays; far over it: closed.
    let mut big = client(&url, None, vec![], false);
    big.send(json!({"type": "ping", "pad": "x".repeat(20_000)}));
    let r = big.wait_for(WAIT, |m| m["type"] == "refused").unwrap();
    assert_eq!(r["code"], "too-large", "{r}");
    assert_eq!(
        big.request(json!({"type": "ping"}), WAIT).unwrap()["type"],
        "pong"
    );
    big.send_raw("y".repeat(100_000));
    let gone = std::iter::from_fn(|| big.recv(WAIT))
        .take(5)
        .any(|e| matches!(e, Event::Disconnected(_)));
    assert!(gone, "a 100 kB message did not close the connection");
    // A flood: refused for the rate, then closed.
    let mut flood = client(&url, None, vec![], false);
    for _ in 0..400 {
        flood.send(json!({"type": "ping"}));
    }
    let events: Vec<Event> = std::iter::from_fn(|| flood.recv(Duration::from_secs(3)))
        .take(1000)
        .collect();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Message(m) if m["code"] == "rate-limit"))
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::Disconnected(_))),
        "the flood was not cut off"
    );
    // One byte a second: in the handshake, and in a message after it.
    assert!(trickle_is_cut(
        &port,
        b"",
        b"GET / HTTP/1.1\r\nHost: x\r\n",
        Duration::from_secs(6)
    ));
    let upgrade =
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
    // A masked text frame of 5 bytes, sent a byte a second.
    let frame = [
        0x81,
        0x85,
        1,
        2,
        3,
        4,
        b'h' ^ 1,
        b'e' ^ 2,
        b'l' ^ 3,
        b'l' ^ 4,
        b'o' ^ 1,
    ];
    assert!(trickle_is_cut(
        &port,
        upgrade,
        &frame,
        Duration::from_secs(6)
    ));
    let worst = player.join().unwrap();
    assert!(
        worst < Duration::from_secs(3),
        "a move took {worst:?} while others misbehaved"
    );
    let log = server.log();
    for what in [
        "refused too-large",
        "refused rate-limit",
        "handshake was too slow",
        "(slow client)",
    ] {
        assert!(log.contains(what), "no log line '{what}':\n{log}");
    }
}

#[test]
fn a_flag_falls_a_takeback_is_granted_and_a_best_of_three_ends_in_a_rematch() {
    let dir = temp_dir("match");
    let (moves, _) = master_game();
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    // A live clock of one second: the flag falls and ends the game.
    let clock = json!({"clock": {"kind": "live", "base_s": 1, "inc_s": 0}});
    let (mut c, t, _) = new_game(&server.url, None, clock, false);
    let over = c[1]
        .wait_for(Duration::from_secs(5), |m| {
            m["type"] == "state" && !m["result"].is_null()
        })
        .unwrap();
    assert_eq!(over["result"], json!({"winner": "N", "reason": "time"}));
    // Best of three, correspondence: takeback, resignations, sides alternating.
    let spec = json!({"best_of": 3, "clock": {"kind": "correspondence", "days": 3}});
    let (mut c, t2, _) = new_game(&server.url, None, spec, false);
    drop(t);
    play(&mut c, &t2, &moves, 0, 2);
    assert_eq!(
        c[0].request(json!({"type": "takeback", "token": t2[0]}), WAIT)
            .unwrap()["type"],
        "ack"
    );
    let a = c[1]
        .request(
            json!({"type": "takeback_answer", "token": t2[1], "accept": true}),
            WAIT,
        )
        .unwrap();
    assert_eq!(a["type"], "ack", "{a}");
    let s = state(&mut c[0], &t2[0]);
    assert_eq!(
        (s["moves"].as_array().unwrap().len(), s["to_move"].as_str()),
        (0, Some("S"))
    );
    assert!(s["clock"]["move_left_ms"].as_i64().unwrap() > 2 * 86_400_000);
    for (game, resigner) in [(0, 0), (1, 1), (2, 1)] {
        let r = c[resigner]
            .request(json!({"type": "resign", "token": t2[resigner]}), WAIT)
            .unwrap();
        assert_eq!(r["type"], "ack", "game {game}: {r}");
    }
    let s = state(&mut c[0], &t2[0]);
    assert_eq!(
        (s["match_over"].as_bool(), s["index"].as_u64()),
        (Some(true), Some(2))
    );
    assert_eq!(
        s["seat"], "S",
        "sides alternate: the creator is South again in game 3"
    );
    // Both ask for a rematch: a new game, each with a new token.
    c[0].request(json!({"type": "rematch", "token": t2[0]}), WAIT)
        .unwrap();
    c[1].request(json!({"type": "rematch", "token": t2[1]}), WAIT)
        .unwrap();
    let r0 = c[0].wait_for(WAIT, |m| m["type"] == "rematched").unwrap();
    let r1 = c[1].wait_for(WAIT, |m| m["type"] == "rematched").unwrap();
    assert_eq!(r0["game"], r1["game"]);
    assert_eq!(
        (r0["seat"].as_str(), r1["seat"].as_str()),
        (Some("N"), Some("S"))
    );
    assert_ne!(r0["token"], r1["token"]);
}

#[test]
fn the_command_line_creates_joins_and_moves() {
    let dir = temp_dir("cli");
    let server = Server::start(&dir, "127.0.0.1:0", &["--plain", "--rate", "1000"]);
    let bao = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_bao"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, created, _) = bao(&[
        "online",
        "create",
        "--server",
        &server.url,
        "--clock",
        "days:2",
    ]);
    assert_eq!(code, Some(0));
    let created: Value = serde_json::from_str(&created).unwrap();
    let (code, joined, _) = bao(&[
        "online",
        "join",
        created["invite"].as_str().unwrap(),
        "--server",
        &server.url,
    ]);
    assert_eq!(code, Some(0), "{joined}");
    let joined: Value = serde_json::from_str(&joined).unwrap();
    let (code, ack, _) = bao(&[
        "online",
        "move",
        "A6L*",
        "--server",
        &server.url,
        "--token",
        created["token"].as_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{ack}");
    let (code, _, err) = bao(&[
        "online",
        "move",
        "{\"pit\":\"A5\",\"dir\":\"cw\"}",
        "--server",
        &server.url,
        "--token",
        joined["token"].as_str().unwrap(),
        "--lang",
        "sw",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("wrong-seat") && err.contains("kiti"), "{err}");
    let (code, help, _) = bao(&["serve", "--help"]);
    assert!(code == Some(0) && help.contains("--cert") && help.contains("--plain"));
    let (code, help, _) = bao(&["online", "--help"]);
    assert!(code == Some(0) && help.contains("create") && help.contains("bench"));
    let (code, _, err) = bao(&["serve", "--db", dir.join("x.sqlite").to_str().unwrap()]);
    assert!(code == Some(2) && err.contains("--plain"), "{err}");
}

#[test]
fn connections_games_and_silence_are_bounded_per_address() {
    let dir = temp_dir("bounds");
    let args = [
        "--plain",
        "--conns-per-addr",
        "2",
        "--games-per-addr",
        "2",
        "--idle-timeout",
        "2",
    ];
    let server = Server::start(&dir, "127.0.0.1:0", &args);
    let mut a = client(&server.url, None, vec![], false);
    for _ in 0..2 {
        assert_eq!(
            a.request(json!({"type": "create"}), WAIT).unwrap()["type"],
            "created"
        );
    }
    let third = a.request(json!({"type": "create"}), WAIT).unwrap();
    assert_eq!(third["code"], "limit", "{third}");
    // A second connection from this address is let in, a third is not.
    let _b = client(&server.url, None, vec![], false);
    let mut c = Client::start(ClientConfig {
        url: server.url.clone(),
        ca: None,
        reconnect: false,
        tokens: vec![],
    });
    assert!(
        matches!(c.recv(WAIT), Some(Event::Disconnected(_))),
        "a third connection was let in"
    );
    drop((a, _b));
    // A connection that says nothing is closed after the idle timeout.
    std::thread::sleep(Duration::from_millis(300));
    let mut quiet = std::net::TcpStream::connect(format!("127.0.0.1:{}", server.port())).unwrap();
    quiet
        .write_all(
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        )
        .unwrap();
    quiet
        .set_read_timeout(Some(Duration::from_secs(6)))
        .unwrap();
    let start = Instant::now();
    let mut buf = [0u8; 1024];
    let mut closed = false;
    for _ in 0..20 {
        match quiet.read(&mut buf) {
            Ok(0) | Err(_) => {
                closed = true;
                break;
            }
            Ok(_) => {}
        }
    }
    assert!(
        closed && start.elapsed() < Duration::from_secs(6),
        "a silent connection stays open"
    );
    let log = server.log();
    for what in ["refused limit", "refused a connection", "(idle)"] {
        assert!(log.contains(what), "no log line '{what}':\n{log}");
    }
}
