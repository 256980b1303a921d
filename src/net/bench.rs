//! `bao online bench`: a server of its own (`bao serve` as a child process, on loopback,
//! a games file in the temporary directory) and many simultaneous games played by scripted
//! clients in this process. A figure, not a test: moves a second, the move round trip
//! (sent until acknowledged, so it includes the commit), and the server's memory per game.

use super::client::{ClientConfig, Ws, connect};
use super::protocol::VERSION;
use crate::rules::{Position, Preset, Rules, Variant, legal_moves, move_to_json, play};
use futures_util::{SinkExt, StreamExt};
use rand::RngExt as _;
use serde_json::{Value, json};
use std::io::BufRead as _;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The child server, killed when dropped.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_server(db: &std::path::Path) -> Result<(Server, String), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args([
            "serve",
            "--plain",
            "--listen",
            "127.0.0.1:0",
            "--rate",
            "1000",
        ])
        .args([
            "--conns-per-addr",
            "100000",
            "--games-per-addr",
            "100000",
            "--db",
        ])
        .arg(db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start bao serve: {e}"))?;
    let out = child.stdout.take().ok_or("no stdout")?;
    let mut line = String::new();
    std::io::BufReader::new(out)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let server = Server(child);
    let addr = line
        .split_whitespace()
        .find(|w| w.starts_with("ws://"))
        .ok_or_else(|| format!("bao serve said '{}'", line.trim()))?
        .to_string();
    Ok((server, addr))
}

/// The resident memory of process `pid` in KiB (Linux).
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

async fn send(ws: &mut Ws, v: Value) -> Result<(), String> {
    ws.send(Message::text(v.to_string()))
        .await
        .map_err(|e| e.to_string())
}

/// The next message of `kind` (others, such as state broadcasts, are skipped).
async fn next_of(ws: &mut Ws, kind: &str) -> Result<Value, String> {
    for _ in 0..10_000 {
        let m = tokio::time::timeout(Duration::from_secs(30), ws.next())
            .await
            .map_err(|_| format!("no '{kind}' within 30 s"))?;
        if let Some(Ok(Message::Text(t))) = m {
            let v: Value = serde_json::from_str(&t).map_err(|e| e.to_string())?;
            if v["type"] == kind {
                return Ok(v);
            }
            if v["type"] == "refused" {
                return Err(format!("refused: {}", v["reason"]));
            }
        } else if !matches!(m, Some(Ok(_))) {
            return Err("connection lost".into());
        }
    }
    Err(format!("no '{kind}' in 10000 messages"))
}

/// Two connected clients with a game between them, South first.
async fn pair(url: &str) -> Result<([Ws; 2], [String; 2]), String> {
    let cfg = ClientConfig {
        url: url.to_string(),
        ca: None,
        reconnect: false,
        tokens: Vec::new(),
    };
    let mut a = connect(&cfg).await?;
    let mut b = connect(&cfg).await?;
    send(
        &mut a,
        json!({"v": VERSION, "type": "create", "creator_side": "S", "name": "a"}),
    )
    .await?;
    let created = next_of(&mut a, "created").await?;
    send(
        &mut b,
        json!({"v": VERSION, "type": "join", "invite": created["invite"], "name": "b"}),
    )
    .await?;
    let joined = next_of(&mut b, "joined").await?;
    let tokens = [
        created["token"].as_str().unwrap_or("").to_string(),
        joined["token"].as_str().unwrap_or("").to_string(),
    ];
    Ok(([a, b], tokens))
}

/// Plays up to `moves` random moves, then resigns; the round trip of each move in µs.
async fn game(mut ws: [Ws; 2], tokens: [String; 2], moves: usize) -> Result<Vec<u64>, String> {
    let mut pos = Position::start(Rules {
        variant: Variant::Kiswahili,
        preset: Preset::MancalaWorld,
    });
    let mut rtts = Vec::new();
    for ply in 0..moves {
        let all = legal_moves(&pos);
        if all.is_empty() || pos.outcome().is_some() {
            break;
        }
        let mv = all[rand::rng().random_range(0..all.len())];
        let p = usize::from(ply % 2 == 1);
        let msg = json!({"v": VERSION, "type": "move", "id": ply, "token": tokens[p], "ply": ply, "move": move_to_json(&pos, &mv)});
        let t0 = Instant::now();
        send(&mut ws[p], msg).await?;
        next_of(&mut ws[p], "ack").await?;
        rtts.push(t0.elapsed().as_micros() as u64);
        next_of(&mut ws[1 - p], "moved").await?;
        pos = play(&pos, &mv).map_err(|e| e.to_string())?.position;
    }
    send(
        &mut ws[0],
        json!({"v": VERSION, "type": "resign", "token": tokens[0]}),
    )
    .await?;
    Ok(rtts)
}

/// Runs the benchmark and returns its report.
pub fn run(games: usize, moves: usize) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("bao-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let db = dir.join("bench.sqlite");
    let (server, url) = start_server(&db)?;
    let pid = server.0.id();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let result = rt.block_on(async {
        let base = rss_kib(pid);
        let mut pairs = Vec::new();
        for _ in 0..games {
            pairs.push(pair(&url).await?);
        }
        // Memory with every game open and every player connected.
        let loaded = rss_kib(pid);
        let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(games));
        let t0 = Instant::now();
        let mut tasks = Vec::new();
        for (ws, tokens) in pairs {
            let b = barrier.clone();
            tasks.push(tokio::spawn(async move {
                b.wait().await;
                game(ws, tokens, moves).await
            }));
        }
        let mut rtts = Vec::new();
        for t in tasks {
            rtts.extend(t.await.map_err(|e| e.to_string())??);
        }
        let secs = t0.elapsed().as_secs_f64();
        Ok::<_, String>((base, loaded, rtts, secs))
    });
    let peak = rss_kib(pid);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
    let (base, loaded, mut rtts, secs) = result?;
    rtts.sort_unstable();
    let pct = |p: f64| {
        rtts.get(((rtts.len() as f64 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    Ok(format!(
        "games: {games} simultaneous (2 clients each, loopback, plain WebSocket)\n\
         moves: {} in {secs:.2} s: {:.0} moves/s\n\
         move round trip (sent to acknowledged, commit included): median {:.2} ms, p99 {:.2} ms\n\
         server memory: {:.1} MiB at start, {:.1} MiB with every game open, {:.1} MiB after play; \
         {:.1} KiB per game (2 connections each)",
        rtts.len(),
        rtts.len() as f64 / secs,
        pct(0.5),
        pct(0.99),
        base as f64 / 1024.0,
        loaded as f64 / 1024.0,
        peak as f64 / 1024.0,
        (loaded.saturating_sub(base)) as f64 / games as f64,
    ))
}
