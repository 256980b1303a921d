//! Record commands: `install-desktop`, `export`, `import`.
use super::{CliError, Opts};
use crate::game::files::{load_saved, read_text, write_atomic};
use crate::game::icon;
use crate::game::record::{RecordError, Saved, SavedGame};
use std::path::{Path, PathBuf};

pub const USAGE: &str =
    "  install-desktop                      add Bao to the desktop's application menu
  export GAME.ron OUT.bao [--game N]   a saved game (or game N of a match) as a .bao record
  import FILE.bao OUT.ron              a .bao record as a saved game (every move checked)
";

pub fn run(cmd: &str, args: &[String]) -> Result<(), CliError> {
    match cmd {
        "install-desktop" => install_desktop(),
        "export" => export(args),
        "import" => import(args),
        _ => Err(CliError::usage(format!("'{cmd}' is not a record command"))),
    }
}

fn fail(e: RecordError) -> CliError {
    CliError::usage(e.to_string())
}

fn two_paths<'a>(args: &'a [String], usage: &str) -> Result<(&'a str, &'a str), CliError> {
    let plain: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with("--") && (*i == 0 || args[i - 1] != "--game"))
        .map(|(_, a)| a)
        .collect();
    match plain.as_slice() {
        [a, b] => Ok((a.as_str(), b.as_str())),
        _ => Err(CliError::usage(format!("usage: bao {usage}\n{USAGE}"))),
    }
}

fn export(args: &[String]) -> Result<(), CliError> {
    let (from, to) = two_paths(args, "export GAME.ron OUT.bao [--game N]")?;
    let saved = load_saved(Path::new(from)).map_err(|e| CliError::usage(format!("{from}: {e}")))?;
    let n: usize = Opts::new(args).num("--game", 0)?;
    let game: &SavedGame = match &saved {
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
    write_atomic(Path::new(to), game.to_bao().as_bytes()).map_err(fail)?;
    println!("{to}: {} moves", game.moves.len());
    Ok(())
}

fn import(args: &[String]) -> Result<(), CliError> {
    let (from, to) = two_paths(args, "import FILE.bao OUT.ron")?;
    let text = read_text(Path::new(from)).map_err(fail)?;
    let game = SavedGame::from_bao(&text).map_err(|e| CliError::usage(format!("{from}: {e}")))?;
    write_atomic(Path::new(to), game.to_ron().as_bytes()).map_err(fail)?;
    let end = match game.result {
        Some(r) => format!("{} wins ({})", r.winner.name(), r.reason.describe()),
        None => "unfinished".into(),
    };
    println!("{to}: {} moves, {end}", game.moves.len());
    Ok(())
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

fn install_desktop() -> Result<(), CliError> {
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
        println!("wrote {}", path.display());
    }
    // Menus that cache entries pick the new one up at once; where the tools are missing
    // the files alone still work after the next login.
    refresh("update-desktop-database", &[], &home.join("applications"));
    // A user's hicolor folder has no index.theme: --ignore-theme-index.
    refresh(
        "gtk-update-icon-cache",
        &["-f", "-t"],
        &home.join("icons/hicolor"),
    );
    Ok(())
}

/// Runs a desktop cache tool on `dir` if it is installed, and says what happened.
fn refresh(tool: &str, args: &[&str], dir: &Path) {
    match std::process::Command::new(tool)
        .args(args)
        .arg(dir)
        .output()
    {
        Ok(out) if out.status.success() => println!("ran {tool} {}", dir.display()),
        Ok(out) => println!(
            "{tool} {} failed ({}); the menu picks Bao up at the next login",
            dir.display(),
            out.status
        ),
        Err(_) => println!("{tool} is not installed; the menu picks Bao up at the next login"),
    }
}
