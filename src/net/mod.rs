//! Online play, no Bevy: `bao serve` (the server, [`server`]) and the client the window and
//! `bao online` use ([`client`]). The protocol is versioned JSON over WebSocket
//! (`assets/doc/PROTOCOL.md`); the server judges every move with the rules engine
//! ([`referee`]) and keeps every match in SQLite ([`store`]) before it acknowledges.
//!
//! ```text
//!   client            server <- hub <- referee, store
//!        \             /
//!         protocol        (rules below)
//! ```

pub mod bench;
pub mod client;
pub mod hub;
pub mod online;
pub mod protocol;
pub mod referee;
pub mod server;
pub mod store;

/// rustls with `ring` (aws-lc would need cmake to build). Its post-quantum key exchange is
/// aws-lc's alone; classical X25519 and P-256 are what `ring` offers.
#[allow(deprecated)]
fn ring_provider() -> tokio_rustls::rustls::crypto::CryptoProvider {
    tokio_rustls::rustls::crypto::ring::default_provider()
}

/// One line on stderr for the operator: UTC time, the peer's address, what happened.
pub fn log(addr: &str, what: &str) {
    eprintln!("{} {addr} {what}", utc_now());
}

/// `YYYY-MM-DD HH:MM:SS` in UTC.
fn utc_now() -> String {
    let ((y, m, d), (h, min, sec)) = crate::game::records::files::utc(std::time::SystemTime::now());
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02}:{sec:02}")
}
