//! Whether the game window can open: checked before starting the windowing layer, which
//! otherwise panics with a backtrace when there is no display.

/// What is wrong with the display, or `None` when an X server answers (or when it cannot be
/// told, in which case the windowing layer has its say). This build draws through X11 only
/// (Bevy's `x11` feature); under Wayland that is XWayland, which sets `DISPLAY`.
pub fn problem() -> Option<String> {
    let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
    match (var("DISPLAY"), var("WAYLAND_DISPLAY")) {
        (None, None) => Some("neither DISPLAY nor WAYLAND_DISPLAY is set".into()),
        (None, Some(w)) => Some(format!(
            "WAYLAND_DISPLAY is {w} but DISPLAY is not set, and this build needs X11 (XWayland)"
        )),
        (Some(d), _) => x_server_problem(&d),
    }
}

/// Tries to connect to the X server that `display` (`[host]:N[.S]`) names.
fn x_server_problem(display: &str) -> Option<String> {
    let (host, rest) = display.rsplit_once(':')?;
    let number: u16 = rest.split('.').next()?.parse().ok()?;
    if host.contains('/') {
        return None; // a launchd socket path or similar: let the windowing layer try
    }
    if host.is_empty() || host == "unix" {
        // Xlib falls back to TCP on localhost when the local socket does not answer.
        let problem = local_problem(display, number)?;
        if host.is_empty() && tcp_answers("localhost", number) {
            return None;
        }
        return Some(problem);
    }
    (!tcp_answers(host, number)).then(|| format!("no X server answers at DISPLAY={display}"))
}

/// Whether an X server listens on TCP for display `number` of `host`.
fn tcp_answers(host: &str, number: u16) -> bool {
    let Some(port) = 6000u16.checked_add(number) else {
        return true; // not a display we can tell about
    };
    let Ok(addrs) = std::net::ToSocketAddrs::to_socket_addrs(&(host, port)) else {
        return false;
    };
    addrs.into_iter().any(|a| {
        std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(2)).is_ok()
    })
}

#[cfg(unix)]
fn local_problem(display: &str, number: u16) -> Option<String> {
    use std::os::unix::net::UnixStream;
    let path = format!("/tmp/.X11-unix/X{number}");
    if UnixStream::connect(&path).is_ok() {
        return None;
    }
    // Servers on Linux also listen on an abstract socket of the same name.
    #[cfg(target_os = "linux")]
    {
        use std::os::linux::net::SocketAddrExt;
        if let Ok(addr) = std::os::unix::net::SocketAddr::from_abstract_name(path.as_bytes())
            && UnixStream::connect_addr(&addr).is_ok()
        {
            return None;
        }
    }
    Some(format!("no X server answers at DISPLAY={display} ({path})"))
}

#[cfg(not(unix))]
fn local_problem(_: &str, _: u16) -> Option<String> {
    None
}
