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
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}
