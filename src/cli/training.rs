//! `bao practice`: the positions to play out against the engine (issue 34, item 5): the
//! shipped set as JSON lines, its check, and `make` (the generator).
use super::args::{Command, Opt};
use super::{CliError, Opts};
use crate::game::play::replay::replay_record;
use crate::game::records::files::{read_text, write_given};
use crate::game::teach::practice::{
    PracticePosition, PracticeStage, Reject, SELF_PLAY, Tally, check_practice, harvest_practice,
    number_practice, parse_practice, practice_plan_in, shipped_practice,
};
use crate::game::teach::puzzles::self_play;
use crate::rules::{Rules, Variant};
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
              better, much-better, winning, or wins-by-force with win_in, the moves of both \
              sides to the forced win) and title (its data). --check judges every position \
              again with the engine: a real game's position, in its stage, never lost by force, \
              a forced win told as one and too long for a puzzle, an open position's standing \
              stable over the last two depths; --sample N checks every Nth only. `make` reads the master games of --masters DIR, \
              plays --games N deterministic self-play games (seeded by --seed) in each of the \
              three games (--variant: one only), and writes the positions where the side to \
              move stands better by a stable verdict, or wins by force in a line too long for a \
              puzzle, with the game far from over (--out FILE, else stdout), with a summary on \
              stderr: candidates, kept, forced wins, dropped by reason.",
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
            "make: self-play games of each game, 0..=100000 (default 180)",
        ),
        Opt::value("--seed", "S", "make: seed of the games (default 1)"),
        Opt::value(
            "--variant",
            "V",
            "make: self-play of this game only (kiswahili, kete or kujifunza; default all three in turn)",
        ),
        Opt::value(
            "--masters",
            "DIR",
            "make: the .bao master games (default ../shared/games; none: skip)",
        ),
        Opt::value("--out", "FILE", "make: write the set here"),
    ]],
    run: practice,
};

const MAKE_ONLY: [&str; 5] = ["--games", "--seed", "--masters", "--out", "--variant"];
const SET_ONLY: [&str; 4] = ["--json", "--check", "--sample", "--file"];

fn practice(opts: &Opts) -> Result<(), CliError> {
    let making = opts.arg(0) == Some("make");
    let (wrong, place): (&[&str], &str) = if making {
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
    let games: u64 = opts.num_in("--games", 180, 0..=100_000)?;
    let seed: u64 = opts.num("--seed", 1)?;
    let only = match opts.get("--variant") {
        None => None,
        Some(v) => Some(
            [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA]
                .into_iter()
                .find(|r| r.variant.json() == v)
                .ok_or_else(|| CliError::usage(format!("--variant: '{v}' is not a game")))?,
        ),
    };
    let start = Instant::now();
    let mut seen = HashSet::new();
    let mut set: Vec<PracticePosition> = Vec::new();
    let mut tally = Tally::default();
    let masters = opts.get("--masters").unwrap_or("../shared/games");
    let mut inputs = Vec::new();
    if masters != "none" {
        for (f, game) in master_games(masters)? {
            let name = f
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            set.extend(harvest_practice(&game, &name, 0, &mut seen, &mut tally));
            eprintln!("{name}: {} positions", set.len());
            inputs.push(f);
        }
    }
    // Each game in turn, `games` self-play games each, numbered through the whole run so
    // that a title's game number names one game.
    let all = [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA];
    let plans = all.into_iter().filter(|r| only.is_none_or(|o| o == *r));
    for (k, rules) in plans.enumerate() {
        for n in 0..games {
            let (rules, levels) = practice_plan_in(rules, n, seed);
            let number = k as u64 * games + n + 1;
            let game = self_play(rules, levels, seed.wrapping_mul(1_000_003) ^ n, 200);
            set.extend(harvest_practice(
                &game, SELF_PLAY, number, &mut seen, &mut tally,
            ));
            eprintln!(
                "{} game {}/{games}: {} positions, {:.0} s",
                rules.variant.json(),
                n + 1,
                set.len(),
                start.elapsed().as_secs_f64()
            );
        }
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
    let dropped: Vec<String> = Reject::ALL
        .iter()
        .map(|d| {
            format!(
                "{} {}",
                tally.dropped.get(d).copied().unwrap_or(0),
                d.word()
            )
        })
        .collect();
    eprintln!(
        "{} candidates, {} kept ({} forced wins told as such); dropped: {}",
        tally.candidates,
        tally.kept,
        tally.forced_wins,
        dropped.join(", ")
    );
    Ok(())
}
