//! The command line: `successors`, `replay`, `perft`, `random-games`, `bench`, and what the
//! AI and records layers add. Every command is one row of [`COMMANDS`], which also writes
//! `bao --help`, `bao COMMAND --help` and the man page ([`help`], [`Command::help`]).
//! Errors are one line on stderr: exit 2 for bad input, 1 when the output cannot be
//! written; a closed pipe (`| head`) ends the run quietly. Nothing panics.

/// Writes a line to stdout; a failed write ends the command with [`CliError::output`].
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout(), $($t)*).map_err($crate::cli::CliError::output)?
    }};
}

mod ai;
mod args;
pub mod display;
mod lessons;
#[cfg(feature = "online")]
mod online;
#[cfg(not(feature = "online"))]
#[path = "online_off.rs"]
mod online;
mod practice;
mod records;
mod review;
mod training;

pub use args::{Command, Opt, Opts, Parsed};

use crate::game::play::replay::{parse_side, replay_record};
use crate::game::records::files;
use crate::game::records::files::{load_saved, read_text};
use crate::game::records::record::{Saved, SavedGame};
use crate::rules::{
    self, Position, Preset, Rules, Successor, Variant, for_each_successor, parse_record,
    position_to_json, successor_to_json, successors, successors_into, write_move,
};
use args::RULES;
use std::io::{self, BufRead, Read, Write};
use std::time::Instant;

/// A command-line failure: the message to print and the exit code.
#[derive(Debug)]
pub struct CliError {
    pub message: String,
    pub code: i32,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }

    /// A failed write to stdout: one line and exit 1, or a quiet end when the reader has
    /// gone (a closed pipe is not an error of ours).
    pub fn output(e: io::Error) -> CliError {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError {
                message: String::new(),
                code: 0,
            }
        } else {
            CliError {
                message: format!("cannot write the output: {e}"),
                code: 1,
            }
        }
    }
}

type CliResult = Result<(), CliError>;

/// A game file as the review and the guide read it: a `.bao` record, or a saved game or match (its last
/// game).
fn load_game(path: &str) -> Result<SavedGame, CliError> {
    let fail = |e: String| CliError::usage(format!("{path}: {e}"));
    if path.ends_with(".bao") {
        let text = read_text(std::path::Path::new(path)).map_err(|e| fail(e.to_string()))?;
        return SavedGame::from_bao(&text).map_err(|e| fail(e.to_string()));
    }
    match load_saved(std::path::Path::new(path)).map_err(|e| fail(e.to_string()))? {
        Saved::Game(g) => Ok(g),
        // The game alone: saved with its review it is a single game, not a match's.
        Saved::Match(m) => m
            .games
            .last()
            .cloned()
            .map(|g| SavedGame {
                match_game: None,
                ..g
            })
            .ok_or_else(|| fail("the match has no game yet".into())),
    }
}

/// Every command: adding one is one row here (and its function).
pub static COMMANDS: &[Command] = &[
    Command {
        name: "successors",
        args: "",
        positional: (0, 0),
        about: "JSON positions on stdin (one per line) -> arrays of successors on stdout",
        details: "A line that is not a position (or not UTF-8) is answered with \
                  {\"error\": \"line N: ...\"}; the run goes on and exits 2. A line longer \
                  than 1 MiB is answered so too, and ends the run.",
        options: &[],
        run: cmd_successors,
    },
    Command {
        name: "replay",
        args: "FILE",
        positional: (1, 1),
        about: "replay a .bao record, printing each position",
        details: "",
        options: &[],
        run: cmd_replay,
    },
    Command {
        name: "perft",
        args: "DEPTH [POSITION-JSON]",
        positional: (1, 2),
        about: "count complete turns to DEPTH (1..=10) from the start or a JSON position",
        details: "",
        options: &[RULES],
        run: cmd_perft,
    },
    Command {
        name: "random-games",
        args: "N",
        positional: (1, 1),
        about: "N random games (0..=10000000) as JSON lines",
        details: "",
        options: &[
            RULES,
            &[
                Opt::value("--seed", "S", "seed of the games (default 1)"),
                Opt::flag(
                    "--positions",
                    "every position of the games instead, one a line",
                ),
            ],
        ],
        run: cmd_random_games,
    },
    Command {
        name: "bench",
        args: "",
        positional: (0, 0),
        about: "speed of the rules engine and the search (one core)",
        details: "Fixed, seeded workloads: figures can be compared between machines and runs.",
        options: &[&[
            Opt::value("--runs", "R", "runs per workload, 1..=1000 (default 5)"),
            Opt::value(
                "--games",
                "G",
                "random games per rules run, 1..=100000000 (default 50000)",
            ),
            Opt::value(
                "--seconds",
                "S",
                "seconds per search, 0.01..=600 (default 1)",
            ),
            Opt::value("--only", "WHAT", "rules, ai, analyse or live"),
            Opt::flag("--show", "print the benchmark positions"),
        ]],
        run: cmd_bench,
    },
    ai::ANALYSE,
    ai::MATCH,
    records::IMPORT,
    records::EXPORT,
    records::INSTALL_DESKTOP,
    lessons::LESSONS,
    lessons::EXPLAIN,
    lessons::GUIDE,
    review::REVIEW,
    review::REVIEW_FIT,
    practice::PUZZLES,
    training::PRACTICE,
    online::SERVE,
    online::ONLINE,
];

/// The options of the game window (`bao` alone opens it); `app::screenshot::Options` reads
/// them. A new window option needs its row here too.
pub const WINDOW_OPTIONS: &[Opt] = &[
    Opt::value(
        "--screenshot",
        "FILE.png",
        "render the board, save the picture and exit",
    ),
    Opt::value("--frames", "N", "frames before the screenshot (default 40)"),
    Opt::value("--position", "JSON", "open on this position"),
    Opt::value("--record", "FILE.bao", "open on this record, replayed"),
    Opt::value(
        "--at",
        "N",
        "with --record: stop the replay after N turns (plies)",
    ),
    Opt::flag("--demo", "the computer plays both sides"),
    Opt::value(
        "--play",
        "MOVE",
        "with --position or --record: play this move once the window is ready",
    ),
    Opt::value("--size", "WxH", "the window's size in logical pixels"),
    Opt::value(
        "--graphics",
        "LOOK",
        "low, high or auto (default: the settings)",
    ),
    Opt::value(
        "--access",
        "LIST",
        "scale=75..200, contrast, turn (hot-seat), text, hints, threats, nocoords: for this run",
    ),
    Opt::value(
        "--lang",
        "LANG",
        "en or sw: the window's language for this run",
    ),
    Opt::value(
        "--lesson",
        "ID",
        "open the Learn window on this lesson of the course",
    ),
    Opt::value(
        "--review",
        "MOVE",
        "open the coach's review of the game, MOVE selected as the history numbers it (3. or 3 \
         South's third, 3... North's; 0: none)",
    ),
    Opt::flag(
        "--show-better",
        "with --review: show the better move of a mistake at once (else hidden until tried)",
    ),
    Opt::value(
        "--walk",
        "K",
        "with --review: walk the engine's line from the picked move K moves on the board",
    ),
    Opt::flag(
        "--drill",
        "with a reviewed game: begin 'learn from your mistakes'",
    ),
    Opt::flag(
        "--welcome",
        "show the first start's welcome (language, learn or play) in a picture too",
    ),
    Opt::flag("--guided", "begin the guided first game against Mwanzo"),
    Opt::value(
        "--laps",
        "N",
        "open the Explain window on the last move, lap by lap at step N",
    ),
    Opt::value(
        "--analysis",
        "STEPS",
        "drive the analysis board, steps separated by ';': at:MOVE, coach:MOVE, a move, \
         back, forward, first, end, up, down, undo, promote, delete, line:K, edit, \
         add:PIT, take:PIT, check, copy, paste, close, save:PATH, log",
    ),
    Opt::value(
        "--online",
        "STEPS",
        "drive a game with a friend online, steps separated by ';': form:host|server, host:NAME, \
         create:NAME@ADDRESS, join:NAME@LINE, resume, games, invite-to:PATH, joined, play:N, wait:N, \
         resign, end, lost, back, shot:PATH, log, exit",
    ),
    Opt::value(
        "--practice",
        "PAGE",
        "open the Practice window: puzzles[:ID[:MOVE]], themes[:THEME], trainer[:KIND[:N]] \
         (N answers given, then the round ends), games[:ID[:win]] (ID played out; win: the \
         player's moves played too), rating",
    ),
    Opt::flag(
        "--files",
        "with --screenshot: read and write the player's files (autosave, saved and kept \
         games, settings, the practice record) as a normal start does",
    ),
    Opt::flag(
        "--bench-frames",
        "time frames (long sowing, standing still, computer thinking, analysis engine on), \
         print them",
    ),
    Opt::flag(
        "--live-board",
        "with --screenshot or --bench-frames: draw the still board every frame instead of \
         keeping its picture (to compare)",
    ),
    Opt::value(
        "--idle-seconds",
        "N",
        "with --bench-frames: seconds standing still (20)",
    ),
];

/// `bao --version`.
pub fn version() -> String {
    format!("bao {}", env!("CARGO_PKG_VERSION"))
}

/// The forms of the command line, with what each does: the usage lines of `bao --help` and
/// the synopsis of the man page.
const SYNOPSIS: &[(&str, &str)] = &[
    (
        "bao [WINDOW-OPTIONS] [FILE]",
        "open the game window; on FILE (a .bao record or a .ron saved game) if given",
    ),
    (
        "bao COMMAND [ARGS...]",
        "run a command; bao COMMAND --help tells more",
    ),
    ("bao --help | --version", ""),
];

/// The exit statuses, for the man page.
const EXIT_STATUS: &[(&str, &str)] = &[
    (
        "0",
        "success (a closed pipe, as with | head, ends a run quietly)",
    ),
    ("1", "the output could not be written"),
    (
        "2",
        "a wrong argument (unknown option, missing value, extra argument, a limit out of \
         range), input that cannot be read, a file that does not open, or no display",
    ),
];

/// What Bao reads at most, for `bao --help` and the man page.
const LIMITS: &str = "Files (records, saved games, settings) are read up to 16 MiB, and only \
    regular files: a FIFO or a device is refused, never waited on. A JSON position on stdin \
    is read up to 1 MiB (a line of successors, all of analyse's input). An output file is \
    never one of the command's inputs (the same file, a hard or symbolic link); '-' is \
    stdout.";

/// The server as a system service, for the man page.
const SERVER: &str = "bao serve runs a Bao server (see its options above; the protocol is in \
    the source's assets/doc/PROTOCOL.md). The Debian package installs the systemd unit \
    bao-serve.service, not enabled: systemctl enable --now bao-serve starts it, listening on \
    127.0.0.1:7878 without TLS and keeping the games in /var/lib/bao/games.sqlite. Its options \
    go in /etc/default/bao-serve as BAO_SERVE_ARGS, for example --listen 0.0.0.0:7878 --cert \
    FILE --key FILE. Each refused message or connection is a line in its journal \
    (journalctl -u bao-serve).";

/// The text of `bao --help` (also the man page's source, see [`man`]).
pub fn help() -> String {
    let mut s = format!(
        "{}\n\n",
        args::wrap(
            &format!("{} - {}", version(), env!("CARGO_PKG_DESCRIPTION")),
            0,
            80
        )
    );
    for (i, (form, what)) in SYNOPSIS.iter().enumerate() {
        let lead = if i == 0 { "usage: " } else { "       " };
        let line = format!("{lead}{form:<28} {}", args::wrap(what, 36, 44));
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s.push_str("\ncommands:\n");
    for c in COMMANDS {
        args::write_entry(&mut s, &format!("{} {}", c.name, c.args), 28, c.about);
    }
    s.push_str("\nwindow options:\n");
    args::write_options(&mut s, WINDOW_OPTIONS.iter());
    s.push_str(&format!("\nlimits:\n  {}\n", args::wrap(LIMITS, 2, 78)));
    s
}

/// Text for roff: backslashes and hyphens escaped, no line starting as a request.
fn roff(text: &str) -> String {
    let t = text.replace('\\', "\\e").replace('-', "\\-");
    if t.starts_with('.') || t.starts_with('\'') {
        format!("\\&{t}")
    } else {
        t
    }
}

/// One option as a roff tagged paragraph.
fn roff_option(s: &mut String, o: &Opt) {
    s.push_str(".TP\n");
    match o.value {
        Some(v) => s.push_str(&format!("\\fB{}\\fR \\fI{}\\fR\n", roff(o.name), roff(v))),
        None => s.push_str(&format!("\\fB{}\\fR\n", roff(o.name))),
    }
    s.push_str(&roff(o.help));
    s.push('\n');
}

/// The man page `bao.6` (roff), written from the same table as `bao --help` and
/// `bao COMMAND --help`: `bao --man` prints it, `bao install-desktop` installs it.
pub fn man() -> String {
    let mut s = format!(
        ".\\\" The man page of {v}, written by `bao --man` from the command table.\n\
         .TH BAO 6 \"\" \"{v}\" \"Games\"\n\
         .SH NAME\n\
         bao \\- {}\n\
         .SH SYNOPSIS\n\
         .nf\n",
        roff(env!("CARGO_PKG_DESCRIPTION")),
        v = version(),
    );
    for (form, _) in SYNOPSIS {
        s.push_str(&roff(form));
        s.push('\n');
    }
    s.push_str(".fi\n.SH DESCRIPTION\n");
    for (form, what) in SYNOPSIS.iter().filter(|(_, w)| !w.is_empty()) {
        s.push_str(&format!(".TP\n.B {}\n{}\n", roff(form), roff(what)));
    }
    s.push_str(".SH WINDOW OPTIONS\n");
    for o in WINDOW_OPTIONS {
        roff_option(&mut s, o);
    }
    s.push_str(".SH COMMANDS\n");
    for c in COMMANDS {
        s.push_str(&format!(
            ".SS \"{}\"\n{}\n",
            roff(&c.usage()["usage: ".len()..]),
            roff(c.about)
        ));
        if !c.details.is_empty() {
            s.push_str(&format!(".PP\n{}\n", roff(c.details)));
        }
        for o in c.options.iter().flat_map(|g| g.iter()) {
            roff_option(&mut s, o);
        }
    }
    s.push_str(&format!(".SH LIMITS\n{}\n", roff(LIMITS)));
    s.push_str(&format!(".SH SERVER\n{}\n", roff(SERVER)));
    s.push_str(".SH EXIT STATUS\n");
    for (code, what) in EXIT_STATUS {
        s.push_str(&format!(".TP\n.B {code}\n{}\n", roff(what)));
    }
    s
}

/// The command named `name`.
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// Whether these arguments open the game window rather than run a command: none, a window
/// option first, or a game file (`bao game.bao`, as the desktop entry's `Exec=bao %f` runs).
pub fn opens_window(args: &[String]) -> bool {
    match args.first() {
        None => true,
        Some(a) => WINDOW_OPTIONS.iter().any(|o| o.name == a) || is_game_file(a),
    }
}

/// A bare argument that names a game file rather than a command: a `.bao` or `.ron` name,
/// or any file that exists.
fn is_game_file(a: &str) -> bool {
    let path = std::path::Path::new(a);
    !a.starts_with('-')
        && a != "help"
        && command(a).is_none()
        && (matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("bao" | "ron")
        ) || path.is_file())
}

/// The game file among the window's arguments: the one argument that is not an option or
/// an option's value.
pub fn window_file(args: &[String]) -> Option<&str> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match WINDOW_OPTIONS.iter().find(|o| o.name == a) {
            Some(o) if o.value.is_some() => {
                it.next();
            }
            Some(_) => {}
            None if !a.starts_with('-') => return Some(a),
            None => {}
        }
    }
    None
}

/// Reads the game file given to the window, if any, so that a file that does not open is a
/// one-line error (exit 2) before a window (or the check for a display) is tried.
pub fn check_window_file(args: &[String]) -> CliResult {
    match window_file(args) {
        Some(f) => crate::game::records::files::read_game_file(std::path::Path::new(f))
            .map(drop)
            .map_err(|e| CliError::usage(format!("cannot open {e}"))),
        None => Ok(()),
    }
}

/// Runs a command line (without the program name) and returns the exit code, having printed
/// any error as one line on stderr.
pub fn main(args: &[String]) -> i32 {
    let result = run(args).and_then(|()| io::stdout().flush().map_err(CliError::output));
    match result {
        Ok(()) => 0,
        Err(e) => {
            if !e.message.is_empty() {
                eprintln!("bao: {}", shown(&e.message));
            }
            e.code
        }
    }
}

/// Text from a file as the terminal is shown it: control, format and line separator
/// characters escaped (`\u{1b}`, `\u{202e}`), so that no file can move the cursor, clear
/// the screen, retitle the terminal or reverse the rest of a line.
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if crate::rules::text::hidden_char(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Runs a command; `args` excludes the program name.
pub fn run(args: &[String]) -> CliResult {
    let Some(first) = args.first() else {
        return Err(CliError::usage(
            "no command (this build has no game window); bao --help lists the commands",
        ));
    };
    let rest = &args[1..];
    if opens_window(args) {
        // Window options with --help in them: the help, not the window.
        say!("{}", help().trim_end());
        return Ok(());
    }
    match first.as_str() {
        "help" | "--help" | "-h" => match rest.first() {
            None => {
                say!("{}", help().trim_end());
                Ok(())
            }
            Some(name) => match command(name) {
                Some(c) => {
                    say!("{}", c.help().trim_end());
                    Ok(())
                }
                None => Err(unknown_command(name)),
            },
        },
        "--version" | "-V" => {
            say!("{}", version());
            Ok(())
        }
        // Not in the help: the man page, for packages (`.ci/package`).
        "--man" if rest.is_empty() => {
            say!("{}", man().trim_end());
            Ok(())
        }
        name => match command(name) {
            Some(c) => match c.parse(rest)? {
                Parsed::Help => {
                    say!("{}", c.help().trim_end());
                    Ok(())
                }
                Parsed::Run(opts) => (c.run)(&opts),
            },
            None => Err(unknown_command(name)),
        },
    }
}

fn unknown_command(name: &str) -> CliError {
    CliError::usage(if name.starts_with('-') {
        format!("unknown option '{name}'; bao --help lists the commands and window options")
    } else {
        format!("unknown command '{name}'; bao --help lists the commands")
    })
}

impl Opts {
    /// The rules named by `--variant` and `--rules`.
    pub fn rules(&self) -> Result<Rules, CliError> {
        let variant = match self.get("--variant").unwrap_or("kiswahili") {
            "kiswahili" => Variant::Kiswahili,
            "kete" => Variant::Kete,
            "kujifunza" => Variant::Kujifunza,
            v => return Err(CliError::usage(format!("--variant: unknown variant '{v}'"))),
        };
        let preset = match self.get("--rules").unwrap_or("mancala-world") {
            "mancala-world" => Preset::MancalaWorld,
            "tournament" => Preset::Tournament,
            v => return Err(CliError::usage(format!("--rules: unknown preset '{v}'"))),
        };
        Rules::new(variant, preset).map_err(|e| CliError::usage(format!("--rules: {e}")))
    }
}

fn read_json_position(text: &str) -> Result<Position, String> {
    rules::position_from_json_text(text).map_err(|e| e.to_string())
}

/// All of stdin as text, `limit` bytes at most ([`files::read_capped`]).
fn read_stdin(limit: u64) -> Result<String, CliError> {
    let stdin = std::path::Path::new("stdin");
    let bytes = files::read_capped(io::stdin().lock(), stdin, limit)
        .map_err(|e| CliError::usage(e.to_string()))?;
    let mut text = String::from_utf8(bytes).map_err(|e| {
        CliError::usage(format!(
            "stdin: not text (byte {} is not UTF-8)",
            e.utf8_error().valid_up_to()
        ))
    })?;
    files::skip_bom(&mut text);
    Ok(text)
}

fn cmd_successors(_: &Opts) -> CliResult {
    let mut input = io::stdin().lock();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut failed = false;
    // Lines are read as bytes so that one line that is not UTF-8 is answered like any other
    // malformed line and the run goes on.
    let mut bytes = Vec::new();
    for n in 1.. {
        bytes.clear();
        // A line is read up to its cap and no further: an endless one (`< /dev/zero`) is
        // refused at once, and nothing after it can be told apart, so the run ends there.
        let cap = files::MAX_LINE_BYTES;
        if (&mut input)
            .take(cap + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| CliError::usage(format!("stdin: line {n}: {e}")))?
            == 0
        {
            break;
        }
        if bytes.len() as u64 > cap && bytes.last() != Some(&b'\n') {
            let error = format!("line {n}: longer than {}", files::limit_text(cap));
            writeln!(out, "{}", serde_json::json!({ "error": error }))
                .and_then(|()| out.flush())
                .map_err(CliError::output)?;
            return Err(CliError::usage(format!("stdin: {error}; stopped there")));
        }
        let line = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let value = match std::str::from_utf8(line)
            .map_err(|_| "not UTF-8".to_string())
            .and_then(read_json_position)
        {
            Ok(pos) => {
                let list: Vec<_> = successors(&pos)
                    .iter()
                    .map(|s| successor_to_json(&pos, s))
                    .collect();
                serde_json::Value::Array(list)
            }
            Err(e) => {
                failed = true;
                serde_json::json!({ "error": format!("line {n}: {e}") })
            }
        };
        writeln!(out, "{value}").map_err(CliError::output)?;
    }
    out.flush().map_err(CliError::output)?;
    if failed {
        Err(CliError {
            message: String::new(),
            code: 2,
        })
    } else {
        Ok(())
    }
}

fn cmd_replay(opts: &Opts) -> CliResult {
    let path = opts.arg(0).unwrap_or_default();
    let text = crate::game::records::files::read_text(std::path::Path::new(path))
        .map_err(|e| CliError::usage(e.to_string()))?;
    // The headers as `import` reads them (the players' levels): a record refused there is
    // refused here too. A move that does not play, and a winner the moves contradict, are
    // told below with their lines, after the moves before them.
    use crate::game::records::record::{RecordError, SavedGame};
    if let Err(e @ RecordError::Invalid { .. }) = SavedGame::from_bao(&text)
        && !matches!(&e, RecordError::Invalid { field, .. } if field == "winner" || field == "result")
    {
        return Err(CliError::usage(format!("{path}: {e}")));
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (mut failed, mut last) = (None, None);
    let end = replay_record(&text, |m, _, succ, written| {
        last = succ.outcome();
        if failed.is_none() {
            failed = write!(
                out,
                "{:>3}. {} {:<8} ({})\n{}\n\n",
                m.number,
                m.side.letter(),
                written,
                m.text,
                succ.position
            )
            .err();
        }
    });
    if let Some(e) = failed {
        return Err(CliError::output(e));
    }
    let end = end.map_err(|e| CliError::usage(format!("{path}: {e}")))?;
    let claimed = parse_record(&text)
        .ok()
        .and_then(|r| r.header("winner").and_then(|w| parse_side(w.trim())));
    match (last.or_else(|| end.outcome()), claimed) {
        (Some(o), _) => writeln!(
            out,
            "Result: {} wins ({})",
            o.winner.name(),
            o.reason.describe()
        ),
        (None, Some(w)) => writeln!(
            out,
            "Result: {} wins (the record's winner header; the moves do not end the game)",
            w.name()
        ),
        (None, None) => writeln!(
            out,
            "Result: the game goes on, {} to move",
            end.to_move().name()
        ),
    }
    .and_then(|()| out.flush())
    .map_err(CliError::output)
}

/// Counts complete turns to `depth` (leaves of the move tree).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for_each_successor(pos, |s| {
        n += if depth == 1 {
            1
        } else if s.over.is_some() {
            0
        } else {
            perft(&s.position, depth - 1)
        };
    });
    n
}

/// Deepest perft: depth 10 from the start already counts about 10^13 turns.
const MAX_PERFT: u32 = 10;

fn cmd_perft(opts: &Opts) -> CliResult {
    let depth: u32 = args::parse_num("DEPTH", opts.arg(0).unwrap_or_default())?;
    let depth = args::in_range("DEPTH", depth, 1..=MAX_PERFT)?;
    let pos = match opts.arg(1) {
        Some(_) if opts.has("--variant") || opts.has("--rules") => {
            return Err(CliError::usage(
                "perft: give a POSITION-JSON or --variant/--rules, not both",
            ));
        }
        Some(json) => read_json_position(json).map_err(CliError::usage)?,
        None => Position::start(opts.rules()?),
    };
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&pos, d);
        say!("perft {d}: {n}  ({:.2} s)", t.elapsed().as_secs_f64());
    }
    Ok(())
}

/// The seeded generator lives in the AI layer (below the command line); re-exported here for
/// the callers that know it by this path.
pub use crate::ai::SplitMix;

/// Plays one random game; returns the moves and the final outcome.
pub fn random_game(
    rules: Rules,
    rng: &mut SplitMix,
    buf: &mut Vec<Successor>,
) -> (Vec<(Position, Successor)>, Option<rules::Outcome>) {
    let mut pos = Position::start(rules);
    let mut moves = Vec::new();
    loop {
        buf.clear();
        for_each_successor(&pos, |s| buf.push(s));
        if buf.is_empty() {
            return (moves, pos.outcome());
        }
        let s = buf[rng.below(buf.len())];
        moves.push((pos, s));
        if s.over.is_some() {
            return (moves, s.over);
        }
        pos = s.position;
    }
}

/// A random game as the benchmark plays it: each ply lists every legal move with its result
/// ([`for_each_successor`] into `buf`), picks one and plays it. `visit` sees each position
/// before its move. Returns the number of plies.
pub fn random_game_listing(
    rules: Rules,
    rng: &mut SplitMix,
    buf: &mut Vec<Successor>,
    mut visit: impl FnMut(&Position),
) -> u32 {
    let mut pos = Position::start(rules);
    let mut plies = 0;
    loop {
        successors_into(&pos, buf);
        if buf.is_empty() {
            return plies;
        }
        visit(&pos);
        let s = &buf[rng.below(buf.len())];
        plies += 1;
        if s.over.is_some() {
            return plies;
        }
        pos = s.position;
    }
}

/// A random playout: each ply draws one legal move ([`rules::random_successor`]) instead of
/// listing all of them. Returns the number of plies and the outcome.
pub fn random_playout(rules: Rules, rng: &mut SplitMix) -> (u32, Option<rules::Outcome>) {
    let mut pos = Position::start(rules);
    let mut plies = 0;
    loop {
        let Some(s) = rules::random_successor(&pos, |n| rng.below(n)) else {
            return (plies, pos.outcome());
        };
        plies += 1;
        if s.over.is_some() {
            return (plies, s.over);
        }
        pos = s.position;
    }
}

/// Most random games one command prints (about two minutes of output).
const MAX_RANDOM_GAMES: u64 = 10_000_000;

fn cmd_random_games(opts: &Opts) -> CliResult {
    let n: u64 = args::parse_num("N", opts.arg(0).unwrap_or_default())?;
    let n = args::in_range("N", n, 0..=MAX_RANDOM_GAMES)?;
    let rules = opts.rules()?;
    let mut rng = SplitMix(opts.num("--seed", 1u64)?);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut buf = Vec::new();
    let positions_only = opts.has("--positions");
    for _ in 0..n {
        let (moves, outcome) = random_game(rules, &mut rng, &mut buf);
        if positions_only {
            // Every position of the game, one JSON line each (fixtures for other engines).
            for (p, _) in &moves {
                writeln!(out, "{}", position_to_json(p)).map_err(CliError::output)?;
            }
            continue;
        }
        let notation: Vec<String> = moves.iter().map(|(p, s)| write_move(p, s)).collect();
        let line = serde_json::json!({
            "variant": rules.variant.json(),
            "rules": rules.preset.json(),
            "moves": notation,
            "plies": moves.len(),
            "outcome": rules::outcome_to_json(outcome),
            "final": position_to_json(&moves.last().map(|(_, s)| s.position).unwrap_or(Position::start(rules))),
        });
        writeln!(out, "{line}").map_err(CliError::output)?;
    }
    out.flush().map_err(CliError::output)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// The median and the range of a set of rates, as "median (min-max)".
fn spread(mut v: Vec<f64>) -> String {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let m = |x: f64| format!("{:.2}M", x / 1e6);
    format!(
        "{:>7} ({}-{})",
        m(v[v.len() / 2]),
        m(v[0]),
        m(v[v.len() - 1])
    )
}

/// `bao bench [--runs R] [--games G] [--seconds S] [--only rules|ai|analyse|live]`: the
/// rules engine on fixed, seeded workloads (run r plays the same G random games on every
/// machine, so figures can be compared and rerun), then the search; `analyse` and `live`
/// time the analysis board's lines alone.
fn cmd_bench(opts: &Opts) -> CliResult {
    let runs: usize = opts.num_in("--runs", 5, 1..=1000)?;
    let games: u64 = opts.num_in("--games", 50_000, 1..=100_000_000)?;
    ai::bench_seconds(opts)?;
    let only = opts.get("--only");
    if only.is_some_and(|o| !["rules", "ai", "analyse", "live"].contains(&o)) {
        return Err(CliError::usage(
            "--only: 'rules', 'ai', 'analyse' or 'live'",
        ));
    }
    if only == Some("analyse") {
        return ai::bench_analyse(opts);
    }
    if only == Some("live") {
        return ai::bench_live(opts);
    }
    if only != Some("ai") {
        say!(
            "rules engine benchmark: one thread, {runs} runs of {games} random games each \
             (seeds 1..{runs}); median (min-max)"
        );
        for rules in [
            Rules::KISWAHILI,
            Rules::TOURNAMENT,
            Rules::KETE,
            Rules::KUJIFUNZA,
        ] {
            bench_rules(rules, runs, games)?;
        }
    }
    if only != Some("rules") {
        ai::bench(opts)?;
    }
    Ok(())
}

fn bench_rules(rules: Rules, runs: usize, games: u64) -> CliResult {
    let (mut play_rates, mut playouts, mut list_rates, mut set_rates) =
        (vec![], vec![], vec![], vec![]);
    let mut buf = Vec::new();
    for run in 1..=runs as u64 {
        // Random playouts: draw one legal move, apply it.
        let mut rng = SplitMix(run);
        let t = Instant::now();
        let plies: u64 = (0..games)
            .map(|_| random_playout(rules, &mut rng).0 as u64)
            .sum();
        let el = t.elapsed().as_secs_f64();
        play_rates.push(plies as f64 / el);
        playouts.push(games as f64 / el);
        // Random play that lists every legal move with its result, picks one, plays it.
        let mut rng = SplitMix(run);
        let mut positions = Vec::new();
        let t = Instant::now();
        let mut plies = 0u64;
        for _ in 0..games {
            plies += random_game_listing(rules, &mut rng, &mut buf, |p| {
                if positions.len() < 20_000 {
                    positions.push(*p);
                }
            }) as u64;
        }
        list_rates.push(plies as f64 / t.elapsed().as_secs_f64());
        // Complete successor sets of the first 20,000 positions of those games.
        let t = Instant::now();
        for p in &positions {
            successors_into(p, &mut buf);
        }
        set_rates.push(positions.len() as f64 / t.elapsed().as_secs_f64());
    }
    say!("{}", rules.label());
    say!(
        "  random plies/s, one move drawn each ply     {}",
        spread(play_rates)
    );
    say!(
        "  random plies/s, all moves listed each ply   {}",
        spread(list_rates)
    );
    say!(
        "  successor sets/s                            {}",
        spread(set_rates)
    );
    say!(
        "  playouts/s                                  {}",
        spread(playouts)
    );
    Ok(())
}
