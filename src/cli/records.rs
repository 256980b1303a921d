//! Record commands: `install-desktop`, `export`, `import`.
use super::args::{Command, Opt};
use super::{CliError, Opts};
use crate::game::records::desktop;
use crate::game::records::files::{load_saved, read_text, same_file, write_atomic, write_given};
use crate::game::records::record::{RecordError, Saved, SavedGame};
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
    about: "menu entry, icons, .bao file type and man page for the desktop (Linux)",
    details: "Writes the desktop entry (which opens .bao records), the icons, the AppStream \
              metainfo, the .bao file type and the man page under $XDG_DATA_HOME (or \
              ~/.local/share) and refreshes the menu, file type and icon caches when their \
              tools are installed. With --root the same files go under DIR/usr/share as a \
              system install has them (the Debian package's, from .ci/package): the entry \
              runs bao from the PATH and no cache is touched.",
    options: &[&[Opt::value(
        "--root",
        "DIR",
        "write a system install's files under DIR/usr/share instead (for packages)",
    )]],
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

/// Writes one output the player named: `-` is stdout; a file is never one of `inputs`
/// ([`write_given`]) and is replaced atomically.
pub(super) fn write_named(inputs: &[&str], to: &str, bytes: &[u8]) -> Result<(), CliError> {
    if to == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(CliError::output);
    }
    let inputs: Vec<&Path> = inputs.iter().map(Path::new).collect();
    write_given(Path::new(to), &inputs, bytes).map_err(fail)
}

/// Refuses, before any work, an output that is one of the inputs.
pub(super) fn refuse_own_input(inputs: &[&str], to: &str) -> Result<(), CliError> {
    match inputs
        .iter()
        .find(|i| to != "-" && same_file(Path::new(i), Path::new(to)))
    {
        Some(input) => Err(CliError::usage(format!(
            "{to}: is the input file {input}; give another name to write to (nothing written)"
        ))),
        None => Ok(()),
    }
}

/// Writes the output of `import` / `export`, then the summary line (on stderr when the
/// output itself went to stdout or a device).
fn write_output(from: &str, to: &str, bytes: &[u8], summary: String) -> Result<(), CliError> {
    refuse_own_input(&[from], to)?;
    write_named(&[from], to, bytes)?;
    if to == "-" {
        eprintln!("{summary}");
    } else if Path::new(to).starts_with("/dev") || Path::new(to).starts_with("/proc") {
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
    let text = game
        .export_bao()
        .map_err(|e| CliError::usage(format!("{from}: {e}")))?;
    write_output(from, to, text.as_bytes(), moves(game.moves.len()))
}

/// "1 turn", "40 turns": a count of plies, each player's move counted.
fn moves(n: usize) -> String {
    if n == 1 {
        "1 turn".into()
    } else {
        format!("{n} turns")
    }
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
        format!("{}, {end}{salvaged}", moves(game.moves.len())),
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

/// The files `install-desktop` writes, as paths under a `share` directory: the desktop
/// files of [`desktop::files`] and the man page.
fn share_files(exe: Option<&Path>) -> Vec<(String, Vec<u8>)> {
    let mut files = desktop::files(exe);
    files.push(("man/man6/bao.6".into(), super::man().into_bytes()));
    files
}

fn install_desktop(opts: &Opts) -> Result<(), CliError> {
    if let Some(root) = opts.get("--root") {
        let share = Path::new(root).join("usr/share");
        for (path, bytes) in share_files(None) {
            let path = share.join(path);
            write_atomic(&path, &bytes).map_err(fail)?;
            say!("wrote {}", path.display());
        }
        return Ok(());
    }
    let exe = std::env::current_exe()
        .and_then(|p| p.canonicalize())
        .map_err(|e| CliError::usage(format!("cannot tell where this program is: {e}")))?;
    let home = data_home()?;
    for (path, bytes) in share_files(Some(&exe)) {
        let path = home.join(path);
        write_atomic(&path, &bytes).map_err(fail)?;
        say!("wrote {}", path.display());
    }
    // Earlier versions named the entry and the icons "bao": two menu entries otherwise.
    for old in [
        "applications/bao.desktop",
        "icons/hicolor/128x128/apps/bao.png",
        "icons/hicolor/scalable/apps/bao.svg",
    ] {
        let old = home.join(old);
        if old.is_file() && std::fs::remove_file(&old).is_ok() {
            say!("removed {} (an earlier install's name)", old.display());
        }
    }
    // Menus that cache entries pick the new one up at once; where the tools are missing
    // the files alone still work after the next login.
    refresh("update-desktop-database", &[], &home.join("applications"))?;
    refresh("update-mime-database", &[], &home.join("mime"))?;
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
