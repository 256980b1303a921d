//! `bao puzzles`: the shipped puzzle set as JSON lines, its check, and `make` (the generator).
use super::args::{Command, Opt};
use super::{CliError, Opts};
use crate::game::play::replay::replay_record;
use crate::game::records::files::{load_puzzles, read_text, write_given};
use crate::game::teach::practice::puzzles::{
    Drop, Puzzle, Tally, check, game_plan, harvest_counted, number, self_play, set_themes, shipped,
};
use crate::rules::Variant;
use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

pub const PUZZLES: Command = Command {
    name: "puzzles",
    args: "[make]",
    positional: (0, 1),
    about: "the shipped puzzles (--json, --check), or make a set from self-play and master games",
    details: "--json prints one puzzle a line: id, position (the interchange form), solution \
              (the solver's moves and the best replies alternately), goal (win, house, seeds \
              or hold), themes, rating and accepted (every first move the puzzle accepts: the \
              solution's, its twins and any other move meeting the goal as well). --check \
              judges every position anew as the generator does: the engine scoring every move \
              at depth 10 or more with the same verdict at the last two depths, every refused \
              move clearly worse by it and by plain count, a non-win not decided by force, a \
              depth-14 search choosing an accepted move, and the same goal, line and accepted \
              moves as written; --sample N checks every Nth puzzle only. `make` plays --games \
              N deterministic self-play games (seeded by --seed) at the weak levels in all \
              three games, reads the master games of --masters DIR, and writes the puzzles it \
              keeps (--out FILE, else stdout), with its figures on stderr.",
    options: &[&[
        Opt::flag("--json", "print the set, one JSON object a line"),
        Opt::flag("--check", "verify every puzzle again with the engine"),
        Opt::value(
            "--sample",
            "N",
            "with --check: every Nth puzzle only (default 1)",
        ),
        Opt::value(
            "--file",
            "FILE",
            "a puzzle set to read instead of the shipped one",
        ),
        Opt::value(
            "--games",
            "N",
            "make: self-play games, 0..=100000 (default 30)",
        ),
        Opt::value("--seed", "S", "make: seed of the games (default 1)"),
        Opt::value(
            "--masters",
            "DIR",
            "make: the .bao master games (default ../shared/games; none: skip)",
        ),
        Opt::value("--out", "FILE", "make: write the set here"),
    ]],
    run: puzzles,
};

/// Options that belong to `make` only, and those that belong to reading the set only.
const MAKE_ONLY: [&str; 4] = ["--games", "--seed", "--masters", "--out"];
const SET_ONLY: [&str; 4] = ["--json", "--check", "--sample", "--file"];

fn puzzles(opts: &Opts) -> Result<(), CliError> {
    let making = opts.arg(0) == Some("make");
    let (wrong, place) = if making {
        (&SET_ONLY, "with make")
    } else {
        (&MAKE_ONLY, "without make")
    };
    if let Some(o) = wrong.iter().find(|o| opts.has(o)) {
        return Err(CliError::usage(format!(
            "puzzles: {o} is not taken {place}"
        )));
    }
    if opts.has("--sample") && !opts.has("--check") {
        return Err(CliError::usage("puzzles: --sample goes with --check"));
    }
    match opts.arg(0) {
        Some("make") => return make(opts),
        Some(other) => {
            return Err(CliError::usage(format!(
                "puzzles: unknown action '{other}' (only 'make')"
            )));
        }
        None => {}
    }
    let set = match opts.get("--file") {
        Some(f) => load_puzzles(Path::new(f)).map_err(|e| CliError::usage(e.to_string()))?,
        None => shipped(),
    };
    if opts.has("--check") {
        return check_set(&set, opts.num_in("--sample", 1usize, 1..=100_000)?);
    }
    for p in &set {
        say!("{}", p.to_json());
    }
    Ok(())
}

fn check_set(set: &[Puzzle], sample: usize) -> Result<(), CliError> {
    let mut failed = 0;
    let mut checked = 0;
    for p in set.iter().step_by(sample) {
        checked += 1;
        match check(p) {
            Ok(()) => say!("ok {}", p.id),
            Err(e) => {
                failed += 1;
                say!("FAIL {e}");
            }
        }
    }
    say!("{checked} checked, {failed} failed");
    if failed > 0 {
        return Err(CliError::usage(format!(
            "{failed} puzzles failed the check"
        )));
    }
    Ok(())
}

fn make(opts: &Opts) -> Result<(), CliError> {
    let games: u64 = opts.num_in("--games", 30, 0..=100_000)?;
    let seed: u64 = opts.num("--seed", 1)?;
    let start = Instant::now();
    let mut seen = HashSet::new();
    let mut tally = Tally::default();
    let mut set: Vec<Puzzle> = Vec::new();
    let masters = opts.get("--masters").unwrap_or("../shared/games");
    let mut inputs = Vec::new();
    if masters != "none" {
        let dir = std::fs::read_dir(masters)
            .map_err(|e| CliError::usage(format!("--masters {masters}: {e}")))?;
        let mut files: Vec<_> = dir
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "bao"))
            .collect();
        files.sort();
        for f in files {
            let text = read_text(&f).map_err(|e| CliError::usage(e.to_string()))?;
            let mut game = Vec::new();
            // A master game that does not replay is skipped with a word, not fatal.
            if let Err(e) = replay_record(&text, |_, pos, s, _| game.push((*pos, s.mv))) {
                eprintln!("{}: skipped: {e}", f.display());
                continue;
            }
            harvest_counted(&game, &mut seen, &mut tally, &mut |p| set.push(p));
            inputs.push(f);
        }
    }
    for n in 0..games {
        let (rules, levels) = game_plan(n, seed);
        let game = self_play(rules, levels, seed.wrapping_mul(1_000_003) ^ n, 160);
        harvest_counted(&game, &mut seen, &mut tally, &mut |p| set.push(p));
        eprintln!(
            "game {}/{games}: {} puzzles, {:.0} s",
            n + 1,
            set.len(),
            start.elapsed().as_secs_f64()
        );
    }
    set.sort_by_key(|p| Variant::ALL.iter().position(|v| *v == p.variant()));
    number(&mut set);
    let text: String = set.iter().map(|p| format!("{}\n", p.to_json())).collect();
    let minutes = start.elapsed().as_secs_f64() / 60.0;
    match opts.get("--out") {
        Some(out) => {
            let given: Vec<&Path> = inputs.iter().map(|p| p.as_path()).collect();
            write_given(Path::new(out), &given, text.as_bytes())
                .map_err(|e| CliError::usage(e.to_string()))?
        }
        None => print!("{text}"),
    }
    let by_variant: Vec<String> = Variant::ALL
        .iter()
        .map(|v| {
            format!(
                "{} {}",
                v.json(),
                set.iter().filter(|p| p.variant() == *v).count()
            )
        })
        .collect();
    eprintln!(
        "{} puzzles ({}), {} themes, {:.1} minutes, {:.1} puzzles per minute",
        set.len(),
        by_variant.join(", "),
        set_themes(&set).len(),
        minutes,
        set.len() as f64 / minutes.max(1e-9)
    );
    report_tally(&tally, start.elapsed().as_secs_f64());
    Ok(())
}

/// The generator's figures on stderr: positions, candidates, kept, each test's drops, and
/// puzzles per CPU-minute (the generator runs on one thread, so CPU time is its own time).
fn report_tally(t: &Tally, seconds: f64) {
    eprintln!(
        "positions {}, candidates {} (past the screen and the mistake test), kept {}",
        t.positions, t.candidates, t.kept
    );
    for d in Drop::ALL {
        eprintln!("dropped: {}: {}", d.word(), t.dropped[d as usize]);
    }
    let cpu = cpu_seconds().unwrap_or(seconds);
    eprintln!(
        "CPU {:.1} minutes: {:.2} puzzles per CPU-minute",
        cpu / 60.0,
        t.kept as f64 / (cpu / 60.0).max(1e-9)
    );
}

/// This process's CPU time (user and system), from /proc where there is one.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}
