//! Record commands: `install-desktop`, `export`, `import`.
use super::args::{Command, Opt};
use super::{CliError, Opts};
use crate::game::files::{load_saved, read_text, same_file, write_atomic};
use crate::game::icon;
use crate::game::record::{RecordError, Saved, SavedGame};
use std::io::Write;
use std::path::{Path, PathBuf};

pub const IMPORT: Command = Command {
    name: "import",
    args: "FILE.bao OUT.ron",
    positional: (2, 2),
    about: "a .bao record as a saved game (every move checked)",
    details: IMPORT_NOTE,
    options: &[&[Opt::flag(
        "--salvage",
        "a record whose moves turn illegal: keep the moves before the first illegal one \
         (default: refuse the record)",
    )]],
    run: import,
};

pub const EXPORT: Command = Command {
    name: "export",
    args: "GAME.ron OUT.bao",
    positional: (2, 2),
    about: "a saved game (or game N of a match) as a .bao record",
    details: OUTPUT_NOTE,
    options: &[&[Opt::value(
        "--game",
        "N",
        "game N (1, 2, ...) of a saved match (default: the last)",
    )]],
    run: export,
};

pub const INSTALL_DESKTOP: Command = Command {
    name: "install-desktop",
    args: "",
    positional: (0, 0),
    about: "menu entry and icon for the desktop's applications menu (Linux)",
    details: "Writes bao.desktop and the icons under $XDG_DATA_HOME (or ~/.local/share) and \
              refreshes the menu and icon caches when their tools are installed.",
    options: &[],
    run: install_desktop,
};

const OUTPUT_NOTE: &str = "The output replaces a regular file atomically (through a symbolic \
    link, its target); a FIFO or a device is written in place; '-' is stdout. The output \
    may not be the input file.";

const IMPORT_NOTE: &str = "A record with an illegal move is refused, naming the move; with \
    --salvage it is imported up to the move before (its winner header dropped) and the \
    summary says where it stopped. The output replaces a regular file atomically (through a \
    symbolic link, its target); a FIFO or a device is written in place; '-' is stdout. The \
    output may not be the input file.";

fn fail(e: RecordError) -> CliError {
    CliError::usage(e.to_string())
}

/// Writes the output of `import` / `export`, then the summary line (on stderr when the
/// output itself went to stdout).
fn write_output(from: &str, to: &str, bytes: &[u8], summary: String) -> Result<(), CliError> {
    if to == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(CliError::output)?;
        eprintln!("{summary}");
        return Ok(());
    }
    if same_file(Path::new(from), Path::new(to)) {
        return Err(CliError::usage(format!(
            "{to}: is the input file; give another output"
        )));
    }
    write_atomic(Path::new(to), bytes).map_err(fail)?;
    if Path::new(to).starts_with("/dev") || Path::new(to).starts_with("/proc") {
        eprintln!("{to}: {summary}");
    } else {
        say!("{to}: {summary}");
    }
    Ok(())
}

fn export(opts: &Opts) -> Result<(), CliError> {
    let (from, to) = (
        opts.arg(0).unwrap_or_default(),
        opts.arg(1).unwrap_or_default(),
    );
    let saved = load_saved(Path::new(from)).map_err(|e| CliError::usage(format!("{from}: {e}")))?;
    let n: usize = opts.num("--game", 0)?;
    let game: &SavedGame = match &saved {
        Saved::Game(_) if n > 0 => {
            return Err(CliError::usage(format!(
                "--game: {from} is one game, not a match"
            )));
        }
        Saved::Game(g) => g,
        Saved::Match(m) if n == 0 => m
            .games
            .last()
            .ok_or_else(|| CliError::usage(format!("{from}: the match has no game yet")))?,
        Saved::Match(m) => m.games.get(n - 1).ok_or_else(|| {
            CliError::usage(format!(
                "--game: the match has {} game(s), not {n}",
                m.games.len()
            ))
        })?,
    };
    write_output(
        from,
        to,
        game.to_bao().as_bytes(),
        format!("{} moves", game.moves.len()),
    )
}

fn import(opts: &Opts) -> Result<(), CliError> {
    let (from, to) = (
        opts.arg(0).unwrap_or_default(),
        opts.arg(1).unwrap_or_default(),
    );
    let text = read_text(Path::new(from)).map_err(fail)?;
    let refused = |e: RecordError| CliError::usage(format!("{from}: {e}"));
    let (game, stopped) = if opts.has("--salvage") {
        SavedGame::from_bao_salvaged(&text).map_err(refused)?
    } else {
        (SavedGame::from_bao(&text).map_err(refused)?, None)
    };
    let end = match game.result {
        Some(r) => format!("{} wins ({})", r.winner.name(), r.reason.describe()),
        None => "unfinished".into(),
    };
    let salvaged = stopped
        .map(|e| format!(" (salvaged: stopped before {e})"))
        .unwrap_or_default();
    write_output(
        from,
        to,
        game.to_ron().as_bytes(),
        format!("{} moves, {end}{salvaged}", game.moves.len()),
    )
}

/// `$XDG_DATA_HOME`, or `~/.local/share` (the freedesktop base directory rule).
fn data_home() -> Result<PathBuf, CliError> {
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        let d = PathBuf::from(d);
        if d.is_absolute() {
            return Ok(d);
        }
    }
    directories::BaseDirs::new()
        .map(|b| b.home_dir().join(".local/share"))
        .ok_or_else(|| CliError::usage("no home directory: set XDG_DATA_HOME"))
}

/// Quotes an Exec path per the Desktop Entry spec: inside double quotes, `"`, `` ` ``, `$`
/// and `\` take a backslash; a `%` is doubled.
fn exec_quote(path: &str) -> String {
    let mut out = String::from("\"");
    for c in path.chars() {
        match c {
            '"' | '`' | '$' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '%' => out.push_str("%%"),
            _ => out.push(c),
        }
    }
    out.push('"');
    // The desktop file format escapes backslashes once more.
    out.replace('\\', "\\\\")
}

/// The `.desktop` entry for the executable at `exe`.
pub fn desktop_entry(exe: &Path) -> String {
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Version=1.5\n\
         Name=Bao\n\
         GenericName=Mancala board game\n\
         Comment=Bao la Kiswahili and Bao la Kete, the East African mancala\n\
         Exec={}\n\
         Icon=bao\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n\
         Keywords=bao;mancala;board;game;\n",
        exec_quote(&exe.to_string_lossy())
    )
}

fn install_desktop(_: &Opts) -> Result<(), CliError> {
    let exe = std::env::current_exe()
        .and_then(|p| p.canonicalize())
        .map_err(|e| CliError::usage(format!("cannot tell where this program is: {e}")))?;
    let home = data_home()?;
    let files = [
        (
            home.join("applications/bao.desktop"),
            desktop_entry(&exe).into_bytes(),
        ),
        (
            home.join(format!(
                "icons/hicolor/{0}x{0}/apps/bao.png",
                icon::PNG_SIZE
            )),
            icon::png(icon::PNG_SIZE),
        ),
        (
            home.join("icons/hicolor/scalable/apps/bao.svg"),
            icon::svg().into_bytes(),
        ),
    ];
    for (path, bytes) in &files {
        write_atomic(path, bytes).map_err(fail)?;
        say!("wrote {}", path.display());
    }
    // Menus that cache entries pick the new one up at once; where the tools are missing
    // the files alone still work after the next login.
    refresh("update-desktop-database", &[], &home.join("applications"))?;
    // A user's hicolor folder has no index.theme: --ignore-theme-index.
    refresh(
        "gtk-update-icon-cache",
        &["-f", "-t"],
        &home.join("icons/hicolor"),
    )
}

/// Runs a desktop cache tool on `dir` if it is installed, and says what happened.
fn refresh(tool: &str, args: &[&str], dir: &Path) -> Result<(), CliError> {
    match std::process::Command::new(tool)
        .args(args)
        .arg(dir)
        .output()
    {
        Ok(out) if out.status.success() => say!("ran {tool} {}", dir.display()),
        Ok(out) => say!(
            "{tool} {} failed ({}); the menu picks Bao up at the next login",
            dir.display(),
            out.status
        ),
        Err(_) => say!("{tool} is not installed; the menu picks Bao up at the next login"),
    }
    Ok(())
}
