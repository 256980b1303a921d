//! The command line: `successors`, `replay`, `perft`, `random-games`, `bench`, and what the
//! AI and records layers add. Errors are one line on stderr with exit code 2; nothing panics.

mod ai;
mod records;

use crate::rules::{
    self, Position, Preset, Rules, Side, Successor, Variant, for_each_successor, parse_move,
    parse_record, position_from_json, position_to_json, successor_to_json, successors,
    successors_into, write_move,
};
use std::io::{self, BufRead, Write};
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
}

type CliResult = Result<(), CliError>;

pub const USAGE: &str = "usage: bao [COMMAND]
  (no command)                         open the game window
  successors                           JSON positions on stdin (one per line) -> successor arrays
  replay FILE                          replay a .bao record, printing each position
  perft DEPTH [POSITION-JSON]          count complete turns to DEPTH
  random-games N [--seed S] [--variant kiswahili|kete|kujifunza] [--rules mancala-world|tournament] [--positions]
  bench                                speed of the rules engine (one core)
  analyse [--ms N | --depth D]         best move for a JSON position on stdin
  match --a P --b P --games N --seed S [--variant V]   P: level 0..5, random or greedy
  import FILE.bao OUT.ron              a .bao record as a saved game (checked move by move)
  export GAME.ron OUT.bao [--game N]   a saved game (or game N of a match) as a .bao record
  install-desktop                      menu entry and icon for the applications menu (Linux)
";

/// Runs a command; `args` excludes the program name.
pub fn run(args: &[String]) -> CliResult {
    let Some(cmd) = args.first() else {
        return Err(CliError::usage(USAGE));
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "successors" => cmd_successors(),
        "replay" => cmd_replay(rest),
        "perft" => cmd_perft(rest),
        "random-games" => cmd_random_games(rest),
        "bench" => cmd_bench(rest),
        "analyse" | "match" => ai::run(cmd, rest),
        "install-desktop" | "export" | "import" => records::run(cmd, rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        other => Err(CliError::usage(format!(
            "unknown command '{other}'\n{USAGE}"
        ))),
    }
}

/// Options of the form `--name value`.
pub struct Opts<'a> {
    args: &'a [String],
}

impl<'a> Opts<'a> {
    pub fn new(args: &'a [String]) -> Opts<'a> {
        Opts { args }
    }
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.args
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.args.get(i + 1))
            .map(|s| s.as_str())
    }
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|a| a == name)
    }
    pub fn num<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, CliError> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| CliError::usage(format!("{name}: '{v}' is not a number"))),
        }
    }
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
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("position: not JSON ({e})"))?;
    position_from_json(&v).map_err(|e| e.to_string())
}

fn cmd_successors() -> CliResult {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut failed = false;
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| CliError::usage(format!("stdin: {e}")))?;
        let value = match read_json_position(&line) {
            Ok(pos) => {
                let list: Vec<_> = successors(&pos)
                    .iter()
                    .map(|s| successor_to_json(&pos, s))
                    .collect();
                serde_json::Value::Array(list)
            }
            Err(e) => {
                failed = true;
                serde_json::json!({ "error": format!("line {}: {e}", i + 1) })
            }
        };
        writeln!(out, "{value}").map_err(|e| CliError::usage(format!("stdout: {e}")))?;
    }
    out.flush().ok();
    if failed {
        Err(CliError {
            message: String::new(),
            code: 2,
        })
    } else {
        Ok(())
    }
}

/// Replays a record, calling `each` after every move. Stops at the first illegal move with a
/// message naming the move number and the legal alternatives, or at a move marked takasa that
/// captures (or the other way round).
pub fn replay_record(
    text: &str,
    mut each: impl FnMut(&rules::RecordMove, &Position, &Successor, &str),
) -> Result<Position, String> {
    let record = parse_record(text).map_err(|e| e.to_string())?;
    let mut pos = Position::start(record.rules);
    for m in &record.moves {
        if m.side != pos.to_move() {
            return Err(format!(
                "move {} ({}): it is {}'s turn",
                m.number,
                m.text,
                pos.to_move().name()
            ));
        }
        let (succ, marked_takasa) = parse_move(&pos, &m.text).map_err(|e| {
            format!(
                "move {} of {} (line {}): {e}",
                m.number,
                m.side.name(),
                m.line
            )
        })?;
        let is_takasa = succ.kind == rules::MoveKind::Takasa;
        if marked_takasa != is_takasa {
            return Err(format!(
                "move {} of {} ({}): marked {} but the move {}",
                m.number,
                m.side.name(),
                m.text,
                if marked_takasa {
                    "takasa"
                } else {
                    "as a capture"
                },
                if is_takasa {
                    "captures nothing"
                } else {
                    "captures"
                }
            ));
        }
        let written = write_move(&pos, &succ);
        each(m, &pos, &succ, &written);
        pos = succ.position;
    }
    Ok(pos)
}

fn cmd_replay(args: &[String]) -> CliResult {
    let Some(path) = args.first() else {
        return Err(CliError::usage("usage: bao replay FILE"));
    };
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError::usage(format!("{path}: {e}")))?;
    let mut last = None;
    let end = replay_record(&text, |m, _, succ, written| {
        println!(
            "{:>3}. {} {:<8} ({})",
            m.number,
            m.side.letter(),
            written,
            m.text
        );
        println!("{}\n", succ.position);
        last = succ.outcome();
    })
    .map_err(CliError::usage)?;
    match last.or_else(|| end.outcome()) {
        Some(o) => println!("Result: {} wins ({})", o.winner.name(), o.reason.describe()),
        None => println!("Result: the game goes on, {} to move", end.to_move().name()),
    }
    Ok(())
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

fn cmd_perft(args: &[String]) -> CliResult {
    let depth: u32 = args.first().and_then(|d| d.parse().ok()).ok_or_else(|| {
        CliError::usage("usage: bao perft DEPTH [POSITION-JSON | --variant V --rules R]")
    })?;
    let pos = match args.get(1).filter(|a| !a.starts_with("--")) {
        Some(json) => read_json_position(json).map_err(CliError::usage)?,
        None => Position::start(Opts::new(args).rules()?),
    };
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&pos, d);
        println!("perft {d}: {n}  ({:.2} s)", t.elapsed().as_secs_f64());
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

fn cmd_random_games(args: &[String]) -> CliResult {
    let n: u64 = args.first().and_then(|d| d.parse().ok()).ok_or_else(|| {
        CliError::usage("usage: bao random-games N [--seed S] [--variant V] [--rules R]")
    })?;
    let opts = Opts::new(args);
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
                writeln!(out, "{}", position_to_json(p))
                    .map_err(|e| CliError::usage(format!("stdout: {e}")))?;
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
        writeln!(out, "{line}").map_err(|e| CliError::usage(format!("stdout: {e}")))?;
    }
    Ok(())
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

/// `bao bench [--runs R] [--games G] [--seconds S] [--only rules|ai]`: the rules engine on
/// fixed, seeded workloads (run r plays the same G random games on every machine, so
/// figures can be compared and rerun), then the search.
fn cmd_bench(args: &[String]) -> CliResult {
    let opts = Opts::new(args);
    let runs: usize = opts.num("--runs", 5)?;
    let games: u64 = opts.num("--games", 50_000)?;
    let only = opts.get("--only");
    if only.is_some_and(|o| o != "rules" && o != "ai") {
        return Err(CliError::usage("--only: 'rules' or 'ai'"));
    }
    if only != Some("ai") {
        println!(
            "rules engine benchmark: one thread, {runs} runs of {games} random games each \
             (seeds 1..{runs}); median (min-max)"
        );
        for rules in [
            Rules::KISWAHILI,
            Rules::TOURNAMENT,
            Rules::KETE,
            Rules::KUJIFUNZA,
        ] {
            bench_rules(rules, runs.max(1), games.max(1));
        }
    }
    if only != Some("rules") {
        ai::bench(&opts)?;
    }
    Ok(())
}

fn bench_rules(rules: Rules, runs: usize, games: u64) {
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
    println!("{}", rules.label());
    println!(
        "  random plies/s, one move drawn each ply     {}",
        spread(play_rates)
    );
    println!(
        "  random plies/s, all moves listed each ply   {}",
        spread(list_rates)
    );
    println!(
        "  successor sets/s                            {}",
        spread(set_rates)
    );
    println!(
        "  playouts/s                                  {}",
        spread(playouts)
    );
}

/// The side named by "S"/"N"/"south"/"north".
pub fn parse_side(s: &str) -> Option<Side> {
    match s.to_ascii_lowercase().as_str() {
        "s" | "south" => Some(Side::South),
        "n" | "north" => Some(Side::North),
        _ => None,
    }
}
