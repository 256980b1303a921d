//! A client on its own thread: messages go in through one channel and come out through
//! another, so a window's frame or a script never waits on the network. A lost connection
//! is reported and retried; on each new connection every seat the client holds is resumed.

use super::protocol::VERSION;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tokio_tungstenite::tungstenite::Message;

#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// `ws://HOST:PORT` or `wss://HOST:PORT`.
    pub url: String,
    /// A PEM certificate to trust (a club's own); without it, the system's roots.
    pub ca: Option<PathBuf>,
    /// Reconnect after a lost connection (else the client ends).
    pub reconnect: bool,
    /// Seats to resume on every connection.
    pub tokens: Vec<String>,
}

/// What the client reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Connected,
    Message(Value),
    /// The connection is lost (and will be retried when reconnecting).
    Disconnected(String),
}

/// Called when an event waits (from the client's thread).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// The queue of events, and who to wake when one is put in it.
struct Events {
    tx: mpsc::Sender<Event>,
    wake: Option<Wake>,
}

impl Events {
    fn send(&self, e: Event) -> Result<(), mpsc::SendError<Event>> {
        self.tx.send(e)?;
        if let Some(w) = &self.wake {
            w();
        }
        Ok(())
    }
}

enum Cmd {
    Send(Value),
    Raw(String),
}

pub struct Client {
    tx: UnboundedSender<Cmd>,
    rx: mpsc::Receiver<Event>,
    next_id: u64,
    backlog: VecDeque<Event>,
}

impl Client {
    /// Starts the client's thread; it connects at once.
    pub fn start(cfg: ClientConfig) -> Client {
        Client::start_waking(cfg, None)
    }

    /// Starts the client's thread; `wake` is called after each event is put in the queue
    /// (a window that sleeps while nothing changes is woken to read it).
    pub fn start_waking(cfg: ClientConfig, wake: Option<Wake>) -> Client {
        let (tx, cmd_rx) = unbounded_channel();
        let (tx_events, rx) = mpsc::channel();
        let ev_tx = Events {
            tx: tx_events,
            wake,
        };
        std::thread::Builder::new()
            .name("bao-online".into())
            .spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                if let Ok(rt) = rt {
                    rt.block_on(run(cfg, cmd_rx, ev_tx));
                }
            })
            .ok();
        Client {
            tx,
            rx,
            next_id: 1,
            backlog: VecDeque::new(),
        }
    }

    /// Sends a message (the version and a fresh id added); returns the id its answer names.
    pub fn send(&mut self, mut v: Value) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        v["v"] = json!(VERSION);
        v["id"] = json!(id);
        let _ = self.tx.send(Cmd::Send(v));
        id
    }

    /// Sends text as it is (for tests of what the server refuses).
    pub fn send_raw(&self, text: String) {
        let _ = self.tx.send(Cmd::Raw(text));
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv(&mut self, timeout: Duration) -> Option<Event> {
        if let Some(e) = self.backlog.pop_front() {
            return Some(e);
        }
        self.rx.recv_timeout(timeout).ok()
    }

    /// The next event if one is waiting (a window asks once a frame).
    pub fn try_recv(&mut self) -> Option<Event> {
        self.backlog.pop_front().or_else(|| self.rx.try_recv().ok())
    }

    /// Sends `v` and waits for the answer to it (`re` = its id); other events are kept for
    /// [`Client::recv`].
    pub fn request(&mut self, v: Value, timeout: Duration) -> Result<Value, String> {
        let id = self.send(v);
        self.wait_for(timeout, |m| m.get("re").and_then(Value::as_u64) == Some(id))
    }

    /// Waits for a message `pred` accepts; others are kept.
    pub fn wait_for(
        &mut self,
        timeout: Duration,
        pred: impl Fn(&Value) -> bool,
    ) -> Result<Value, String> {
        let end = Instant::now() + timeout;
        let mut kept = VecDeque::new();
        if let Some(i) = self
            .backlog
            .iter()
            .position(|e| matches!(e, Event::Message(m) if pred(m)))
        {
            if let Some(Event::Message(m)) = self.backlog.remove(i) {
                return Ok(m);
            }
        }
        let result = loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(Event::Message(m)) if pred(&m) => break Ok(m),
                Ok(e) => kept.push_back(e),
                Err(_) => break Err(format!("no answer within {} s", timeout.as_secs_f64())),
            }
        };
        self.backlog.extend(kept);
        result
    }
}

/// The seats this client holds, learnt from what it sends and is sent.
/// A resumed seat counts once the server answers it with the game's state (a mistyped or
/// guessed token is not tried again on every reconnection).
fn learn(tokens: &mut Vec<String>, asked: &mut Vec<(u64, String)>, v: &Value) {
    let kind = v.get("type").and_then(Value::as_str).unwrap_or("");
    let mut token = v.get("token").and_then(Value::as_str).map(str::to_string);
    if !matches!(kind, "created" | "joined" | "rematched") {
        token = None;
    }
    if let Some(re) = v.get("re").and_then(Value::as_u64)
        && let Some(i) = asked.iter().position(|(id, _)| *id == re)
    {
        let (_, t) = asked.swap_remove(i);
        if kind == "state" {
            token = Some(t);
        }
    }
    if let Some(t) = token
        && !tokens.contains(&t)
    {
        tokens.push(t);
    }
}

async fn run(mut cfg: ClientConfig, mut cmds: UnboundedReceiver<Cmd>, events: Events) {
    let mut wait = Duration::from_millis(100);
    loop {
        let why = match connect(&cfg).await {
            Ok(ws) => {
                wait = Duration::from_millis(100);
                if events.send(Event::Connected).is_err() {
                    return;
                }
                match session(ws, &mut cfg, &mut cmds, &events).await {
                    Some(why) => why,
                    None => return,
                }
            }
            Err(e) => e,
        };
        if events.send(Event::Disconnected(why)).is_err() || !cfg.reconnect {
            return;
        }
        // Waiting, a message sent meanwhile is dropped: the caller saw Disconnected.
        tokio::time::sleep(wait).await;
        while cmds.try_recv().is_ok() {}
        wait = (wait * 2).min(Duration::from_secs(5));
    }
}

pub(super) trait Stream: AsyncRead + AsyncWrite + Unpin + Send {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send> Stream for T {}
pub(super) type Ws = tokio_tungstenite::WebSocketStream<Box<dyn Stream>>;

/// Runs one connection; None when the owner has gone (the client ends).
async fn session(
    mut ws: Ws,
    cfg: &mut ClientConfig,
    cmds: &mut UnboundedReceiver<Cmd>,
    events: &Events,
) -> Option<String> {
    for t in cfg.tokens.clone() {
        let resume = json!({"v": VERSION, "type": "resume", "token": t});
        if ws.send(Message::text(resume.to_string())).await.is_err() {
            return Some("the connection failed".into());
        }
    }
    let mut ping = tokio::time::interval(Duration::from_secs(20));
    let mut asked: Vec<(u64, String)> = Vec::new();
    loop {
        tokio::select! {
            cmd = cmds.recv() => {
                let Some(cmd) = cmd else {
                    // The owner has gone: close politely, the seat stays on the server.
                    let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
                    return None;
                };
                let text = match cmd {
                    Cmd::Send(v) => {
                        if v["type"] == "resume"
                            && let (Some(id), Some(t)) = (v["id"].as_u64(), v["token"].as_str())
                            && asked.len() < 1000
                        {
                            asked.push((id, t.to_string()));
                        }
                        v.to_string()
                    }
                    Cmd::Raw(t) => t,
                };
                if let Err(e) = ws.send(Message::text(text)).await {
                    drain(&mut ws, events).await;
                    return Some(format!("cannot send: {e}"));
                }
            }
            msg = ws.next() => match msg {
                Some(Ok(Message::Text(t))) => {
                    let v: Value = serde_json::from_str(&t).unwrap_or(Value::Null);
                    learn(&mut cfg.tokens, &mut asked, &v);
                    events.send(Event::Message(v)).ok()?;
                }
                Some(Ok(Message::Close(f))) => {
                    return Some(f.map_or("closed by the server".into(), |f| format!("closed by the server: {}", f.reason)));
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => return Some(format!("connection lost: {e}")),
                None => return Some("connection lost".into()),
            },
            _ = ping.tick() => {
                let v = json!({"v": VERSION, "type": "ping"});
                if ws.send(Message::text(v.to_string())).await.is_err() {
                    return Some("connection lost".into());
                }
            }
        }
    }
}

/// What the server said before it closed (its refusals, the reason), passed on: bounded in
/// count and time.
async fn drain(ws: &mut Ws, events: &Events) {
    let end = tokio::time::Instant::now() + Duration::from_secs(1);
    for _ in 0..10_000 {
        match tokio::time::timeout_at(end, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => {
                let v: Value = serde_json::from_str(&t).unwrap_or(Value::Null);
                if events.send(Event::Message(v)).is_err() {
                    return;
                }
            }
            Ok(Some(Ok(_))) => {}
            _ => return,
        }
    }
}

/// `ws://` or `wss://`, host and port.
fn parse_url(url: &str) -> Result<(bool, String, u16), String> {
    let (tls, rest) = if let Some(r) = url.strip_prefix("wss://") {
        (true, r)
    } else if let Some(r) = url.strip_prefix("ws://") {
        (false, r)
    } else {
        return Err(format!("{url}: not a ws:// or wss:// address"));
    };
    let hostport = rest.split('/').next().unwrap_or("");
    let (host, port) = match hostport.rsplit_once(':') {
        Some((h, p)) if !h.ends_with(']') || h.starts_with('[') => (
            h.to_string(),
            p.parse()
                .map_err(|_| format!("{url}: '{p}' is not a port"))?,
        ),
        _ => (hostport.to_string(), if tls { 443 } else { 80 }),
    };
    if host.is_empty() {
        return Err(format!("{url}: no host"));
    }
    Ok((tls, host.trim_matches(['[', ']']).to_string(), port))
}

pub(super) async fn connect(cfg: &ClientConfig) -> Result<Ws, String> {
    let (tls, host, port) = parse_url(&cfg.url)?;
    let tcp = tokio::time::timeout(
        Duration::from_secs(10),
        TcpStream::connect((host.as_str(), port)),
    )
    .await
    .map_err(|_| format!("{}: no answer within 10 s", cfg.url))?
    .map_err(|e| format!("{}: {e}", cfg.url))?;
    let _ = tcp.set_nodelay(true);
    let stream: Box<dyn Stream> = if tls {
        Box::new(tls_connect(cfg, &host, tcp).await?)
    } else {
        Box::new(tcp)
    };
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .max_message_size(Some(16 << 20));
    let handshake =
        tokio_tungstenite::client_async_with_config(cfg.url.as_str(), stream, Some(config));
    let (ws, _) = tokio::time::timeout(Duration::from_secs(10), handshake)
        .await
        .map_err(|_| format!("{}: the handshake took more than 10 s", cfg.url))?
        .map_err(|e| format!("{}: {e}", cfg.url))?;
    Ok(ws)
}

async fn tls_connect(
    cfg: &ClientConfig,
    host: &str,
    tcp: TcpStream,
) -> Result<tokio_rustls::client::TlsStream<TcpStream>, String> {
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
    use tokio_rustls::rustls::{ClientConfig as TlsConfig, RootCertStore};
    let mut roots = RootCertStore::empty();
    match &cfg.ca {
        Some(path) => {
            for c in CertificateDer::pem_file_iter(path)
                .map_err(|e| format!("{}: {e}", path.display()))?
            {
                let c = c.map_err(|e| format!("{}: {e}", path.display()))?;
                roots
                    .add(c)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
            }
        }
        None => {
            for c in rustls_native_certs::load_native_certs().certs {
                let _ = roots.add(c);
            }
        }
    }
    let provider = Arc::new(super::ring_provider());
    let config = TlsConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    let name = ServerName::try_from(host.to_string()).map_err(|e| format!("{host}: {e}"))?;
    tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, tcp)
        .await
        .map_err(|e| format!("{}: TLS: {e}", cfg.url))
}

#[cfg(test)]
mod tests {
    use super::parse_url;

    #[test]
    fn urls() {
        assert_eq!(
            parse_url("ws://127.0.0.1:9000").unwrap(),
            (false, "127.0.0.1".into(), 9000)
        );
        assert_eq!(
            parse_url("wss://bao.example/x").unwrap(),
            (true, "bao.example".into(), 443)
        );
        assert!(parse_url("http://x").is_err());
    }
}
