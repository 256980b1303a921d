fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let asks_help = args.iter().any(|a| a == "--help" || a == "-h");
    if bao::cli::opens_window(&args) && !asks_help {
        // `bao game.bao`: a file that does not open is one line, before any window.
        if let Err(e) = bao::cli::check_window_file(&args) {
            eprintln!("bao: {}", e.message);
            std::process::exit(e.code);
        }
        window(&args);
    }
    std::process::exit(bao::cli::main(&args));
}

/// Opens the game window (no arguments, the window's own options, a game file).
#[cfg(feature = "gui")]
fn window(args: &[String]) {
    if let Some(problem) = bao::cli::display::problem() {
        eprintln!("bao: no display found: {problem}; set DISPLAY or WAYLAND_DISPLAY");
        std::process::exit(2);
    }
    bao::app::run(args);
    std::process::exit(0);
}

#[cfg(not(feature = "gui"))]
fn window(_: &[String]) {
    eprintln!(
        "bao: this build has no game window (built without the 'gui' feature); \
         bao --help lists the commands"
    );
    std::process::exit(2);
}
