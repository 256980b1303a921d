//! `bao practice`: the positions to play out against the engine: the
//! shipped set as JSON lines, its check, and `make` (the generator).
use super::args::{Command, Opt};
use super::{CliError, Opts};
use crate::game::play::replay::replay_record;
use crate::game::records::files::{read_text, write_given};
use crate::game::teach::practice::positions::{
    PracticePosition, PracticeStage, check_practice, harvest_practice, number_practice,
    parse_practice, practice_plan, shipped_practice,
};
use crate::game::teach::practice::puzzles::self_play;
use crate::rules::Variant;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub const PRACTICE: Command = Command {
    name: "practice",
    args: "[make]",
    positional: (0, 1),
    about: "the shipped practice positions (--json, --check), or make them from master and self-play games",
    details: "--json prints one position a line: id, position (the interchange form), variant, \
              stage (mtaji, or endgame: a side holds 16 seeds or fewer), source (the master \
              game's file or self-play), expected (the engine's word for the side to move: \
              better, much-better or winning) and title (its data). --check checks every \
              position again: a real game's position, in its stage, the side to move not lost; \
              --sample N checks every Nth only. `make` reads the master games of --masters DIR, \
              plays --games N deterministic self-play games (seeded by --seed) in all three \
              games, and writes the positions where the side to move stands better with the \
              game far from over (--out FILE, else stdout), with a summary on stderr.",
    options: &[&[
        Opt::flag("--json", "print the set, one JSON object a line"),
        Opt::flag("--check", "check every position again"),
        Opt::value(
            "--sample",
            "N",
            "with --check: every Nth position only (default 1)",
        ),
        Opt::value(
            "--file",
            "FILE",
            "a practice set to read instead of the shipped one",
        ),
        Opt::value(
            "--games",
            "N",
            "make: self-play games, 0..=100000 (default 240)",
        ),
        Opt::value("--seed", "S", "make: seed of the games (default 1)"),
        Opt::value(
            "--masters",
            "DIR",
            "make: the .bao master games (default ../shared/games; none: skip)",
        ),
        Opt::value("--out", "FILE", "make: write the set here"),
    ]],
    run: practice,
};

const MAKE_ONLY: [&str; 4] = ["--games", "--seed", "--masters", "--out"];
const SET_ONLY: [&str; 4] = ["--json", "--check", "--sample", "--file"];

fn practice(opts: &Opts) -> Result<(), CliError> {
    let making = opts.arg(0) == Some("make");
    let (wrong, place) = if making {
        (&SET_ONLY, "with make")
    } else {
        (&MAKE_ONLY, "without make")
    };
    if let Some(o) = wrong.iter().find(|o| opts.has(o)) {
        return Err(CliError::usage(format!(
            "practice: {o} is not taken {place}"
        )));
    }
    if opts.has("--sample") && !opts.has("--check") {
        return Err(CliError::usage("practice: --sample goes with --check"));
    }
    match opts.arg(0) {
        Some("make") => return make(opts),
        Some(other) => {
            return Err(CliError::usage(format!(
                "practice: unknown action '{other}' (only 'make')"
            )));
        }
        None => {}
    }
    let set = match opts.get("--file") {
        Some(f) => {
            let text = read_text(Path::new(f)).map_err(|e| CliError::usage(e.to_string()))?;
            parse_practice(&text).map_err(|e| CliError::usage(format!("{f}: {e}")))?
        }
        None => shipped_practice(),
    };
    if opts.has("--check") {
        return check_set(&set, opts.num_in("--sample", 1usize, 1..=100_000)?);
    }
    for p in &set {
        say!("{}", p.to_json());
    }
    Ok(())
}

fn check_set(set: &[PracticePosition], sample: usize) -> Result<(), CliError> {
    let (mut checked, mut failed) = (0, 0);
    for p in set.iter().step_by(sample) {
        checked += 1;
        match check_practice(p) {
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
            "{failed} practice positions failed the check"
        )));
    }
    Ok(())
}

/// A game as its positions, each with the move played from it.
type Game = Vec<(crate::rules::Position, crate::rules::Move)>;

/// The master games of `dir` (sorted by name), each replayed: the file and its positions
/// with the move played from each. A game that does not replay is skipped with a word.
fn master_games(dir: &str) -> Result<Vec<(PathBuf, Game)>, CliError> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| CliError::usage(format!("--masters {dir}: {e}")))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "bao"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = read_text(&f).map_err(|e| CliError::usage(e.to_string()))?;
        let mut game = Vec::new();
        if let Err(e) = replay_record(&text, |_, pos, s, _| game.push((*pos, s.mv))) {
            eprintln!("{}: skipped: {e}", f.display());
            continue;
        }
        out.push((f, game));
    }
    Ok(out)
}

fn make(opts: &Opts) -> Result<(), CliError> {
    let games: u64 = opts.num_in("--games", 240, 0..=100_000)?;
    let seed: u64 = opts.num("--seed", 1)?;
    let start = Instant::now();
    let mut seen = HashSet::new();
    let mut set: Vec<PracticePosition> = Vec::new();
    let masters = opts.get("--masters").unwrap_or("../shared/games");
    let mut inputs = Vec::new();
    if masters != "none" {
        for (f, game) in master_games(masters)? {
            let name = f
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            set.extend(harvest_practice(&game, &name, &mut seen));
            eprintln!("{name}: {} positions", set.len());
            inputs.push(f);
        }
    }
    for n in 0..games {
        let (rules, levels) = practice_plan(n, seed);
        let game = self_play(rules, levels, seed.wrapping_mul(1_000_003) ^ n, 200);
        set.extend(harvest_practice(&game, "self-play", &mut seen));
        eprintln!(
            "game {}/{games}: {} positions, {:.0} s",
            n + 1,
            set.len(),
            start.elapsed().as_secs_f64()
        );
    }
    number_practice(&mut set);
    let text: String = set.iter().map(|p| format!("{}\n", p.to_json())).collect();
    match opts.get("--out") {
        Some(out) => {
            let given: Vec<&Path> = inputs.iter().map(|p| p.as_path()).collect();
            write_given(Path::new(out), &given, text.as_bytes())
                .map_err(|e| CliError::usage(e.to_string()))?
        }
        None => print!("{text}"),
    }
    let counts: Vec<String> = Variant::ALL
        .iter()
        .map(|v| {
            let of = |s: PracticeStage| {
                set.iter()
                    .filter(|p| p.variant() == *v && p.stage == s)
                    .count()
            };
            format!(
                "{} {} mtaji, {} endgame",
                v.json(),
                of(PracticeStage::Mtaji),
                of(PracticeStage::Endgame)
            )
        })
        .collect();
    eprintln!(
        "{} positions ({}), {:.1} minutes",
        set.len(),
        counts.join("; "),
        start.elapsed().as_secs_f64() / 60.0
    );
    Ok(())
}
