//! `bao serve`: WebSocket connections (TLS through rustls when given a certificate), each
//! on its own task with its own limits, feeding the hub's one thread of game state.
//! Nothing a client sends is trusted: a message's size, the rate of messages, the number
//! of connections from one address, a silent or a slow connection are all bounded, and a
//! refusal is logged.

use super::hub::{ConnId, Hub, HubLimits, Out, ToHub};
use super::log;
use super::protocol::{Refusal, parse_incoming};
use super::store::Store;
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// What the server refuses beyond.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Bytes of one message; up to four times this the connection stays (the message is
    /// refused), beyond it the connection is closed.
    pub max_message: usize,
    /// Messages a second, on average, per connection.
    pub rate: f64,
    /// Messages allowed at once above the rate.
    pub burst: f64,
    /// Messages refused for the rate, in a row, before the connection is closed.
    pub flood: u32,
    pub conns_per_addr: usize,
    pub games_per_addr: usize,
    /// Unknown tokens tried on one connection before it is closed.
    pub bad_tokens: u32,
    /// Seconds without a message before a connection is closed.
    pub idle: Duration,
    /// Seconds a handshake or a begun message may take.
    pub slow: Duration,
    /// Messages waiting to be sent to one client.
    pub outbox: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_message: 8 * 1024,
            rate: 10.0,
            burst: 40.0,
            flood: 100,
            conns_per_addr: 16,
            games_per_addr: 20,
            bad_tokens: 5,
            idle: Duration::from_secs(300),
            slow: Duration::from_secs(10),
            outbox: 256,
        }
    }
}

pub struct Config {
    pub db: PathBuf,
    pub listen: SocketAddr,
    /// Certificate chain and private key (PEM).
    pub tls: Option<(PathBuf, PathBuf)>,
    pub limits: Limits,
}

struct Shared {
    hub: Mutex<mpsc::Sender<ToHub>>,
    limits: Limits,
    per_addr: Mutex<HashMap<IpAddr, usize>>,
    next_conn: AtomicU64,
}

/// Runs the server until the process ends; `ready` is told the bound address (and the
/// number of matches loaded) once connections are accepted.
pub fn run(cfg: Config, ready: impl FnOnce(SocketAddr, usize)) -> Result<(), String> {
    let store = Store::open(&cfg.db)?;
    let limits = HubLimits {
        games_per_addr: cfg.limits.games_per_addr,
        bad_tokens: cfg.limits.bad_tokens,
    };
    let hub = Hub::new(store, limits)?;
    let loaded = hub.matches();
    let tls = match &cfg.tls {
        Some((cert, key)) => Some(tls_acceptor(cert, key)?),
        None => None,
    };
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("bao-hub".into())
        .spawn(move || hub.run(rx))
        .map_err(|e| format!("cannot start the game thread: {e}"))?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the network runtime: {e}"))?;
    rt.block_on(async move {
        let listener = TcpListener::bind(cfg.listen)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", cfg.listen))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        ready(addr, loaded);
        let shared = Arc::new(Shared {
            hub: Mutex::new(tx),
            limits: cfg.limits,
            per_addr: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
        });
        accept_loop(listener, shared, tls).await
    })
}

fn tls_acceptor(
    cert: &std::path::Path,
    key: &std::path::Path,
) -> Result<tokio_rustls::TlsAcceptor, String> {
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let certs: Vec<CertificateDer> = CertificateDer::pem_file_iter(cert)
        .map_err(|e| format!("--cert {}: {e}", cert.display()))?
        .collect::<Result<_, _>>()
        .map_err(|e| format!("--cert {}: {e}", cert.display()))?;
    if certs.is_empty() {
        return Err(format!(
            "--cert {}: no certificate in the file",
            cert.display()
        ));
    }
    let key =
        PrivateKeyDer::from_pem_file(key).map_err(|e| format!("--key {}: {e}", key.display()))?;
    let provider = Arc::new(super::ring_provider());
    let config = tokio_rustls::rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .map_err(|e| format!("--cert/--key: {e}"))?;
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}

async fn accept_loop(
    listener: TcpListener,
    shared: Arc<Shared>,
    tls: Option<tokio_rustls::TlsAcceptor>,
) -> Result<(), String> {
    loop {
        let (tcp, peer) = match listener.accept().await {
            Ok(x) => x,
            Err(e) => {
                // Out of descriptors and the like: wait, never spin.
                log("-", &format!("accept failed: {e}"));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let ip = peer.ip();
        {
            let mut per = shared.per_addr.lock().unwrap_or_else(|e| e.into_inner());
            let n = per.entry(ip).or_insert(0);
            if *n >= shared.limits.conns_per_addr {
                log(
                    &ip.to_string(),
                    &format!("refused a connection: {n} open from this address"),
                );
                continue;
            }
            *n += 1;
        }
        let shared = shared.clone();
        let tls = tls.clone();
        tokio::spawn(async move {
            connection(tcp, ip, &shared, tls).await;
            let mut per = shared.per_addr.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(n) = per.get_mut(&ip) {
                *n -= 1;
                if *n == 0 {
                    per.remove(&ip);
                }
            }
        });
    }
}

async fn connection(
    tcp: TcpStream,
    ip: IpAddr,
    shared: &Shared,
    tls: Option<tokio_rustls::TlsAcceptor>,
) {
    let _ = tcp.set_nodelay(true);
    let first_byte = Arc::new(AtomicI64::new(0));
    let epoch = Instant::now();
    let stream = Watched {
        inner: tcp,
        first_byte: first_byte.clone(),
        epoch,
    };
    let addr = ip.to_string();
    let slow = shared.limits.slow;
    match tls {
        Some(acceptor) => match tokio::time::timeout(slow, acceptor.accept(stream)).await {
            Ok(Ok(s)) => session(s, &addr, shared, first_byte, epoch).await,
            Ok(Err(e)) => log(&addr, &format!("refused: TLS handshake failed: {e}")),
            Err(_) => log(&addr, "closed: the TLS handshake was too slow"),
        },
        None => session(stream, &addr, shared, first_byte, epoch).await,
    }
}

/// A stream that notes when the first byte of a not yet complete message arrived, so that
/// a client trickling a message in byte by byte is seen.
struct Watched<S> {
    inner: S,
    first_byte: Arc<AtomicI64>,
    epoch: Instant,
}

impl<S: AsyncRead + Unpin> AsyncRead for Watched<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before && self.first_byte.load(Ordering::Relaxed) == 0 {
            let now = self.epoch.elapsed().as_millis() as i64 + 1;
            self.first_byte.store(now, Ordering::Relaxed);
        }
        r
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Watched<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The hard bound on a frame: four times the protocol's limit.
fn ws_config(limits: &Limits) -> WebSocketConfig {
    WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_message_size(Some(limits.max_message * 4))
        .max_frame_size(Some(limits.max_message * 4))
}

/// A token bucket: `rate` a second, `burst` at once.
struct Bucket {
    level: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self, l: &Limits) -> bool {
        let now = Instant::now();
        self.level = (self.level + now.duration_since(self.at).as_secs_f64() * l.rate).min(l.burst);
        self.at = now;
        if self.level >= 1.0 {
            self.level -= 1.0;
            true
        } else {
            false
        }
    }
}

async fn session<S>(
    stream: S,
    addr: &str,
    shared: &Shared,
    first_byte: Arc<AtomicI64>,
    epoch: Instant,
) where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let limits = shared.limits;
    let handshake = tokio_tungstenite::accept_async_with_config(stream, Some(ws_config(&limits)));
    let mut ws = match tokio::time::timeout(limits.slow, handshake).await {
        Ok(Ok(ws)) => ws,
        Ok(Err(e)) => return log(addr, &format!("refused: WebSocket handshake failed: {e}")),
        Err(_) => return log(addr, "closed: the WebSocket handshake was too slow"),
    };
    first_byte.store(0, Ordering::Relaxed);
    let conn: ConnId = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let (out_tx, mut out_rx) = tokio::sync::mpsc::channel(limits.outbox);
    let hub = shared.hub.lock().unwrap_or_else(|e| e.into_inner()).clone();
    if hub
        .send(ToHub::Hello {
            conn,
            addr: addr.to_string(),
            out: out_tx,
        })
        .is_err()
    {
        return;
    }
    let mut st = ConnState {
        bucket: Bucket {
            level: limits.burst,
            at: Instant::now(),
        },
        refused_in_a_row: 0,
        last_message: Instant::now(),
    };
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    let why = loop {
        tokio::select! {
            msg = ws.next() => {
                first_byte.store(0, Ordering::Relaxed);
                let Some(msg) = msg else { break "the client left".to_string() };
                match msg {
                    Ok(m) => match st.incoming(m, addr, &limits, conn, &hub) {
                        Ok(Some(reply)) => {
                            if send_timed(&mut ws, reply, limits.slow).await.is_err() {
                                break "the client does not read".into();
                            }
                        }
                        Ok(None) => {}
                        Err(why) if why.code == "closed" => break why.reason,
                        Err(why) => {
                            let _ = send_timed(&mut ws, Message::text(why.to_json(None).to_string()), limits.slow).await;
                            break why.reason;
                        }
                    },
                    Err(e) => break refused_read(addr, &e),
                }
            }
            out = out_rx.recv() => match out {
                Some(Out::Text(t)) => {
                    if send_timed(&mut ws, Message::text(t), limits.slow).await.is_err() {
                        break "the client does not read what it is sent".into();
                    }
                }
                Some(Out::Close(why)) => break why,
                None => break "dropped by the server".into(),
            },
            _ = tick.tick() => {
                if let Some(why) = st.timed_out(&limits, &first_byte, epoch) {
                    log(addr, &format!("closed: {why}"));
                    break why;
                }
            }
        }
    };
    let _ = hub.send(ToHub::Bye { conn });
    let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
        code: tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode::Policy,
        reason: why.chars().take(100).collect::<String>().into(),
    };
    let _ = tokio::time::timeout(Duration::from_millis(500), ws.close(Some(close))).await;
    // Read on a little before the socket is dropped: closing with unread data sends a reset,
    // and the client's kernel would throw away the refusals it has not read yet.
    let rest = async { while let Some(Ok(_)) = ws.next().await {} };
    let _ = tokio::time::timeout(Duration::from_millis(500), rest).await;
}

/// A read error: a message over the hard bound is a refusal (logged); others end quietly.
fn refused_read(addr: &str, e: &tokio_tungstenite::tungstenite::Error) -> String {
    use tokio_tungstenite::tungstenite::Error;
    match e {
        Error::Capacity(c) => {
            log(addr, &format!("refused too-large: {c}; connection closed"));
            format!("message too large: {c}")
        }
        Error::Protocol(
            tokio_tungstenite::tungstenite::error::ProtocolError::ResetWithoutClosingHandshake,
        ) => "the client left without closing".into(),
        Error::Protocol(p) => {
            log(
                addr,
                &format!("refused bad-message: {p}; connection closed"),
            );
            format!("protocol error: {p}")
        }
        other => format!("read failed: {other}"),
    }
}

async fn send_timed<S>(
    ws: &mut tokio_tungstenite::WebSocketStream<S>,
    m: Message,
    t: Duration,
) -> Result<(), ()>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    match tokio::time::timeout(t, ws.send(m)).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
}

struct ConnState {
    bucket: Bucket,
    refused_in_a_row: u32,
    last_message: Instant,
}

impl ConnState {
    /// One message read: refused here (size, rate, form) or passed to the hub. An `Err`
    /// closes the connection.
    fn incoming(
        &mut self,
        m: Message,
        addr: &str,
        limits: &Limits,
        conn: ConnId,
        hub: &mpsc::Sender<ToHub>,
    ) -> Result<Option<Message>, Refusal> {
        self.last_message = Instant::now();
        let text = match m {
            Message::Text(t) => t,
            Message::Binary(_) => {
                return Ok(Some(self.refuse(
                    addr,
                    None,
                    Refusal::new("bad-message", "binary messages are not spoken here"),
                )));
            }
            Message::Close(_) => return Err(Refusal::new("closed", "closed by the client")),
            _ => return Ok(None),
        };
        if !self.bucket.take(limits) {
            self.refused_in_a_row += 1;
            if self.refused_in_a_row >= limits.flood {
                log(addr, "refused rate-limit: a flood; connection closed");
                return Err(Refusal::new(
                    "rate-limit",
                    "too many messages: connection closed",
                ));
            }
            let r = Refusal::new(
                "rate-limit",
                format!("more than {} messages a second", limits.rate),
            );
            return Ok(Some(self.refuse(addr, None, r)));
        }
        self.refused_in_a_row = 0;
        if text.len() > limits.max_message {
            let r = Refusal::new(
                "too-large",
                format!("{} bytes; at most {}", text.len(), limits.max_message),
            );
            return Ok(Some(self.refuse(addr, None, r)));
        }
        match parse_incoming(&text) {
            Ok(msg) => {
                if hub.send(ToHub::Msg { conn, msg }).is_err() {
                    return Err(Refusal::new("limit", "the server is stopping"));
                }
                Ok(None)
            }
            Err((re, r)) => Ok(Some(self.refuse(addr, re, r))),
        }
    }

    fn refuse(&mut self, addr: &str, re: Option<u64>, r: Refusal) -> Message {
        log(addr, &format!("refused {}: {}", r.code, r.reason));
        Message::text(r.to_json(re).to_string())
    }

    /// A connection silent too long, or a message begun too long ago.
    fn timed_out(&self, limits: &Limits, first_byte: &AtomicI64, epoch: Instant) -> Option<String> {
        let begun = first_byte.load(Ordering::Relaxed);
        let now = epoch.elapsed().as_millis() as i64;
        if begun > 0 && now - begun > limits.slow.as_millis() as i64 {
            return Some(format!(
                "a message took more than {} s to arrive (slow client)",
                limits.slow.as_secs()
            ));
        }
        if self.last_message.elapsed() > limits.idle {
            return Some(format!("no message for {} s (idle)", limits.idle.as_secs()));
        }
        None
    }
}
