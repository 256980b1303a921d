//! AI commands: `analyse` (best move of a JSON position) and `match` (player against player:
//! levels, or the reference players `random` and `greedy`),
//! and the AI part of `bao bench` (nodes per second and the depth finished in S seconds on
//! fixed midgame positions, median of N runs). Their options are in [`ANALYSE`] and
//! [`MATCH`].
use super::args::{Command, Opt, RULES};
use super::{CliError, Opts, SplitMix, median, read_json_position};
use crate::ai::{self, Bundle, Level, Limits, SearchResult};
use crate::game::teach::analysis::lines;
use crate::game::words::i18n::Lang;
use crate::rules::{
    Position, Rules, Side, Successor, for_each_successor, move_to_json, play, write_move,
};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Longest thinking time accepted (per search or per move): an hour.
const MAX_MS: u64 = 3_600_000;
/// Deepest search accepted.
const MAX_DEPTH: u32 = 60;

pub const ANALYSE: Command = Command {
    name: "analyse",
    args: "",
    positional: (0, 0),
    about: "best move for a JSON position on stdin",
    details: "Prints one JSON line: best move, score (centi-seeds, and win_in_plies when forced), \
              principal variation, depth, nodes, nodes per second and time. With --lines N: \
              the N best distinct moves, best first, all scored at one depth, each with its \
              score, the mover's expected result on the coach's scale (0..1), its forced \
              result when the search proved one (\"South wins in 13 moves\", in --lang) and its \
              line; first_ms is when the first depth's lines were ready. Without --lines a \
              forced result's sentence is win_text.",
    options: &[&[
        Opt::value("--lines", "N", "the N best lines (multi-PV), 1..=10"),
        Opt::value(
            "--ms",
            "N",
            "think N milliseconds, 1..=3600000 (default 1000)",
        ),
        Opt::value(
            "--depth",
            "D",
            "search to depth D, 1..=60, instead of a time",
        ),
        Opt::value(
            "--seed",
            "S",
            "seed for choosing among equal moves (default 0)",
        ),
        Opt::value("--q", "PLIES", "quiescence depth, 0..=64"),
        Opt::value("--qw", "WIDTH", "quiescence width, 0..=64"),
        Opt::value(
            "--lmr",
            "FROM",
            "late-move reductions from this move on, 0..=1000",
        ),
        super::lessons::LANG,
    ]],
    run: analyse,
};

pub const MATCH: Command = Command {
    name: "match",
    args: "",
    positional: (0, 0),
    about: "AI strength match: --a PLAYER against --b PLAYER",
    details: "Paired games (each opening, a few random plies, is played once with each side), one \
              line per game, then a table by side and the score with a 95% Wilson interval. A \
              PLAYER is a level (0..5 or its name) or a reference player: random (a uniformly \
              random legal move) or greedy (the largest immediate capture, else random). For \
              experiments either side's bundle can be changed with the --a-... and --b-... \
              options (--a-kdepth and --a-kmargin in Kujifunza; 0: as without).",
    options: &[
        &[
            Opt::value("--a", "PLAYER", "player A (required)"),
            Opt::value("--b", "PLAYER", "player B (required)"),
            Opt::value("--games", "N", "games, 1..=100000 (default 20)"),
            Opt::value("--seed", "S", "seed of the openings (default 1)"),
        ],
        RULES,
        &[
            Opt::value("--ms", "N", "thinking time per move for both, 0..=3600000"),
            Opt::value(
                "--time-scale",
                "F",
                "scale the levels' times, 0..=100 (default 1)",
            ),
            Opt::value("--a-depth", "D", "A's depth, 1..=60"),
            Opt::value("--a-ms", "N", "A's time per move"),
            Opt::value("--a-margin", "M", "A's margin"),
            Opt::value("--a-opening-margin", "M", "A's opening margin"),
            Opt::value("--a-q", "PLIES", "A's quiescence depth"),
            Opt::value("--a-qw", "WIDTH", "A's quiescence width"),
            Opt::value("--a-lmr", "FROM", "A's late-move reductions"),
            Opt::value(
                "--a-eval",
                "NAME=V,...",
                "A's evaluation weights, each -1000..=1000",
            ),
            Opt::value("--a-kdepth", "D", "A's depth in Kujifunza, 0..=60"),
            Opt::value("--a-kmargin", "M", "A's margin in Kujifunza"),
            Opt::value("--b-depth", "D", "B's depth, 1..=60"),
            Opt::value("--b-ms", "N", "B's time per move"),
            Opt::value("--b-margin", "M", "B's margin"),
            Opt::value("--b-opening-margin", "M", "B's opening margin"),
            Opt::value("--b-q", "PLIES", "B's quiescence depth"),
            Opt::value("--b-qw", "WIDTH", "B's quiescence width"),
            Opt::value("--b-lmr", "FROM", "B's late-move reductions"),
            Opt::value(
                "--b-eval",
                "NAME=V,...",
                "B's evaluation weights, each -1000..=1000",
            ),
            Opt::value("--b-kdepth", "D", "B's depth in Kujifunza, 0..=60"),
            Opt::value("--b-kmargin", "M", "B's margin in Kujifunza"),
        ],
    ],
    run: cmd_match,
};

/// Writes a line of moves in notation, replaying them from `pos`.
fn line_notation(pos: &Position, moves: &[crate::rules::Move]) -> Vec<String> {
    let mut out = Vec::new();
    let mut p = *pos;
    for m in moves {
        let Ok(s) = play(&p, m) else { break };
        out.push(write_move(&p, &s));
        p = s.position;
    }
    out
}

fn analyse(opts: &Opts) -> Result<(), CliError> {
    let mut limits = match (opts.get("--ms"), opts.get("--depth")) {
        (Some(_), Some(_)) => {
            return Err(CliError::usage("analyse: give --ms or --depth, not both"));
        }
        (_, Some(_)) => Limits::depth(opts.num_in("--depth", 1u32, 1..=MAX_DEPTH)?),
        _ => Limits::time(Duration::from_millis(opts.num_in(
            "--ms",
            1000u64,
            1..=MAX_MS,
        )?)),
    };
    limits.seed = opts.num("--seed", 0u64)?;
    limits.quiescence = opts.num_in("--q", limits.quiescence, 0..=64)?;
    limits.quiescence_width = opts.num_in("--qw", limits.quiescence_width, 0..=64)?;
    limits.lmr = opts.num_in("--lmr", limits.lmr, 0..=1000)?;
    let lang = super::lessons::lang(opts)?;
    let text = super::read_stdin(crate::game::records::files::MAX_LINE_BYTES)?;
    let pos = read_json_position(text.trim()).map_err(CliError::usage)?;
    if opts.get("--lines").is_some() {
        let n = opts.num_in("--lines", 3usize, 1..=lines::MAX_LINES)?;
        return analyse_lines(&pos, n, &limits, lang);
    }
    let r = ai::search(&pos, &limits, &AtomicBool::new(false));
    let Some(best) = r.best else {
        return Err(CliError::usage(
            "analyse: the game is over in this position (no legal move)",
        ));
    };
    let pv = line_notation(&pos, &r.pv);
    let out = serde_json::json!({
        "best": pv.first().cloned().unwrap_or_default(),
        "move": move_to_json(&pos, &best),
        "score": r.score,
        "score_seeds": r.score as f64 / ai::SEED as f64,
        "win_in_plies": r.mate_in(),
        "win_text": lines::Forced::of(r.score, pos.to_move()).map(|f| f.text(lang)),
        "pv": pv,
        "depth": r.depth,
        "nodes": r.nodes,
        "nps": r.nodes_per_second().round(),
        "ms": r.elapsed.as_millis() as u64,
    });
    say!("{out}");
    Ok(())
}

/// `analyse --lines N`: the window's own code path ([`lines::analyse_lines`]).
fn analyse_lines(pos: &Position, n: usize, limits: &Limits, lang: Lang) -> Result<(), CliError> {
    let start = Instant::now();
    let mut first_ms = None;
    let found = lines::analyse_lines(pos, n, limits, &AtomicBool::new(false), |_| {
        first_ms.get_or_insert(start.elapsed().as_secs_f64() * 1000.0);
    });
    let Some(found) = found else {
        return Err(CliError::usage(
            "analyse: the game is over in this position (no legal move)",
        ));
    };
    let lines: Vec<serde_json::Value> = found
        .lines
        .iter()
        .map(|l| {
            serde_json::json!({
                "move": l.line.first().cloned().unwrap_or_default(),
                "move_json": move_to_json(pos, &l.mv),
                "score": l.score,
                "score_seeds": l.score as f64 / ai::SEED as f64,
                "expected": (l.expected * 1000.0).round() / 1000.0,
                "forced": l.forced.map(|f| serde_json::json!({
                    "winner": f.winner.letter(),
                    "moves": f.moves,
                    "text": f.text(lang),
                })),
                "pv": l.line,
            })
        })
        .collect();
    let out = serde_json::json!({
        "lines": lines,
        "depth": found.depth,
        "nodes": found.nodes,
        "ms": found.ms,
        "first_ms": first_ms.map(|ms| (ms * 10.0).round() / 10.0),
    });
    say!("{out}");
    Ok(())
}

/// The analysis part of `bao bench --only analyse`: how soon the first of three lines is
/// ready after a move (the aim: 100 ms), and the depth of the three lines in S seconds.
pub fn bench_analyse(opts: &Opts) -> Result<(), CliError> {
    let runs: usize = opts.num_in("--runs", 5, 1..=1000)?;
    let secs = bench_seconds(opts)?;
    say!("analysis benchmark: 3 lines, {secs} s per position, {runs} runs, median reported");
    let mut all_first = Vec::new();
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        for (name, pos) in bench_positions(rules) {
            let (mut first, mut depth) = (Vec::new(), Vec::new());
            for _ in 0..runs.max(1) {
                let mut limits = Limits::time(Duration::from_secs_f64(secs));
                limits.new_iteration_until = 1.0;
                let start = Instant::now();
                let mut at = None;
                let cancel = AtomicBool::new(false);
                let last = lines::analyse_lines(&pos, 3, &limits, &cancel, |_| {
                    at.get_or_insert(start.elapsed().as_secs_f64() * 1000.0);
                });
                first.push(at.unwrap_or(f64::NAN));
                depth.push(last.map_or(0.0, |l| l.depth as f64));
            }
            let (f, d) = (median(first), median(depth));
            all_first.push(f);
            say!("{name:<18} first line {f:>7.1} ms   depth {d:>3}");
        }
    }
    say!("{:<18} first line {:>7.1} ms", "median", median(all_first));
    Ok(())
}

/// Depths whose arrival `bench --only live` times, after the first report.
const LIVE_DEPTHS: [u32; 3] = [4, 6, 8];
/// Shipped puzzles' positions `bench --only live` analyses (spread over the whole set).
const LIVE_POSITIONS: usize = 24;

/// `bench --only live`: the analysis board's live lines ([`live::run_live_to`], 3 lines) on
/// the shipped puzzles' positions: the median time to the first report and to depths 4, 6
/// and 8 (a position whose search ends before a depth, forced, is left out of that depth).
pub fn bench_live(opts: &Opts) -> Result<(), CliError> {
    use crate::game::teach::{analysis::live, practice::puzzles};
    let runs: usize = opts.num_in("--runs", 5, 1..=1000)?;
    let set = puzzles::shipped();
    let step = (set.len() / LIVE_POSITIONS).max(1);
    let positions: Vec<Position> = set
        .iter()
        .step_by(step)
        .take(LIVE_POSITIONS)
        .map(|p| p.position)
        .collect();
    say!(
        "live analysis benchmark: 3 lines, {} shipped puzzles' positions, {runs} runs, medians",
        positions.len()
    );
    let deepest = *LIVE_DEPTHS.last().unwrap();
    let mut first = Vec::new();
    let mut at: Vec<Vec<f64>> = vec![Vec::new(); LIVE_DEPTHS.len()];
    for pos in &positions {
        for _ in 0..runs {
            let start = Instant::now();
            let mut times: Vec<(u32, f64)> = Vec::new();
            live::run_live_to(pos, 3, deepest, &AtomicBool::new(false), &mut |l| {
                times.push((l.depth, start.elapsed().as_secs_f64() * 1000.0))
            });
            if let Some(&(_, ms)) = times.first() {
                first.push(ms);
            }
            for (k, d) in LIVE_DEPTHS.iter().enumerate() {
                if let Some(&(_, ms)) = times.iter().find(|(depth, _)| depth == d) {
                    at[k].push(ms);
                }
            }
        }
    }
    if first.is_empty() {
        return Err(CliError {
            message: "bench: no puzzle position to analyse".into(),
            code: 1,
        });
    }
    say!(
        "{:<10} {:>9.2} ms  ({} searches)",
        "first",
        median(first.clone()),
        first.len()
    );
    for (k, d) in LIVE_DEPTHS.iter().enumerate() {
        if !at[k].is_empty() {
            let n = at[k].len();
            say!(
                "{:<10} {:>9.2} ms  ({n} searches)",
                format!("depth {d}"),
                median(at[k].clone())
            );
        }
    }
    Ok(())
}

/// A match player named on the command line: a level (number or name) or one of the two
/// reference players.
enum Who {
    Level(Level),
    /// A uniformly random legal move.
    Random,
    /// The largest immediate capture, else a random move.
    Greedy,
}

fn parse_who(opts: &Opts, name: &str) -> Result<Who, CliError> {
    let v = opts.get(name).ok_or_else(|| {
        CliError::usage(format!(
            "match: {name} is required (a level 0..5 or its name, random or greedy)"
        ))
    })?;
    if v.eq_ignore_ascii_case("random") {
        return Ok(Who::Random);
    }
    if v.eq_ignore_ascii_case("greedy") {
        return Ok(Who::Greedy);
    }
    v.parse::<u8>()
        .ok()
        .and_then(Level::from_number)
        .or_else(|| {
            Level::ALL
                .into_iter()
                .find(|l| l.name().eq_ignore_ascii_case(v))
        })
        .map(Who::Level)
        .ok_or_else(|| {
            CliError::usage(format!(
                "{name}: unknown player '{v}' (a level 0..5 or its name, random or greedy)"
            ))
        })
}

/// Longest game before it is stopped and scored as a draw (Bao has no draws, but a match
/// must end; such games are counted and reported).
const MAX_PLIES: usize = 600;

/// How a match game ended, from player A's view.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GameResult {
    AWins,
    BWins,
    Unfinished,
}

/// A few random plies from the start that do not end the game: 2-4, or 1-2 in Kujifunza,
/// whose games are less than half as long (a capture from a full board can win at once),
/// so that the random opening decides no larger share of the game there.
pub(super) fn opening(rules: Rules, rng: &mut SplitMix) -> Position {
    loop {
        let mut pos = Position::start(rules);
        let plies = if rules.is_kujifunza() {
            1 + rng.below(2)
        } else {
            2 + rng.below(3)
        };
        let mut ok = true;
        for _ in 0..plies {
            let mut list: Vec<Successor> = Vec::new();
            for_each_successor(&pos, |s| list.push(s));
            if list.is_empty() {
                ok = false;
                break;
            }
            let s = list[rng.below(list.len())];
            if s.outcome().is_some() {
                ok = false;
                break;
            }
            pos = s.position;
        }
        if ok {
            return pos;
        }
    }
}

/// One side of a match: a level's bundle, possibly changed from the command line, or a
/// reference player.
struct Player {
    who: Who,
    bundle: Bundle,
    /// Thinking time per move (the bundle's, scaled, or `--ms`).
    time: Duration,
}

impl Player {
    fn from_opts(opts: &Opts, name: &str) -> Result<Player, CliError> {
        let who = parse_who(opts, name)?;
        let level = match who {
            Who::Level(l) => l,
            Who::Random | Who::Greedy => {
                return Ok(Player {
                    who,
                    bundle: Level::Mwanzo.bundle(),
                    time: Duration::ZERO,
                });
            }
        };
        let mut bundle = level.bundle();
        bundle.depth = opts.num_in(&format!("{name}-depth"), bundle.depth, 1..=MAX_DEPTH)?;
        bundle.quiescence = opts.num_in(&format!("{name}-q"), bundle.quiescence, 0..=64)?;
        bundle.quiescence_width =
            opts.num_in(&format!("{name}-qw"), bundle.quiescence_width, 0..=64)?;
        bundle.margin = opts.num(&format!("{name}-margin"), bundle.margin)?;
        bundle.opening_margin =
            opts.num(&format!("{name}-opening-margin"), bundle.opening_margin)?;
        bundle.lmr = opts.num_in(&format!("{name}-lmr"), bundle.lmr, 0..=1000)?;
        bundle.kujifunza_depth = opts.num_in(
            &format!("{name}-kdepth"),
            bundle.kujifunza_depth,
            0..=MAX_DEPTH,
        )?;
        bundle.kujifunza_margin = opts.num(&format!("{name}-kmargin"), bundle.kujifunza_margin)?;
        if let Some(spec) = opts.get(&format!("{name}-eval")) {
            bundle.eval = bundle
                .eval
                .with(spec)
                .map_err(|e| CliError::usage(format!("{name}-eval: {e}")))?;
        }
        let scale: f64 = opts.num_in("--time-scale", 1.0, 0.0..=100.0)?;
        let ms = match opts.get("--ms") {
            Some(_) => opts.num_in("--ms", 0u64, 0..=MAX_MS)?,
            None => (bundle.time_ms as f64 * scale).round() as u64,
        };
        let ms = opts.num_in(&format!("{name}-ms"), ms, 0..=MAX_MS)?;
        Ok(Player {
            who,
            bundle,
            time: Duration::from_millis(ms),
        })
    }

    /// The short name used in the table.
    fn short(&self) -> String {
        match self.who {
            Who::Level(l) => format!("{} {}", l.number(), l.name()),
            Who::Random => "random".into(),
            Who::Greedy => "greedy".into(),
        }
    }

    fn describe(&self) -> String {
        let level = match self.who {
            Who::Level(l) => l,
            Who::Random => return "random (a uniformly random legal move)".into(),
            Who::Greedy => {
                return "greedy (the largest immediate capture, else a random move)".into();
            }
        };
        let b = &self.bundle;
        format!(
            "{} ({}: depth {}, {} ms, margin {} (opening {}), quiescence {}/{}, lmr {}{})",
            level.number(),
            level.name(),
            b.depth,
            self.time.as_millis(),
            b.margin,
            b.opening_margin,
            b.quiescence,
            b.quiescence_width,
            b.lmr,
            if b.eval == ai::Weights::DEFAULT {
                String::new()
            } else {
                format!(", eval {:?}", b.eval)
            }
        )
    }

    fn choose(&self, pos: &Position, seed: u64, cancel: &AtomicBool) -> Option<crate::rules::Move> {
        match self.who {
            Who::Level(_) => ai::choose_with(pos, &self.bundle, seed, Some(self.time), cancel),
            Who::Random => ai::random_move(pos, &mut SplitMix(seed)),
            Who::Greedy => ai::greedy_move(pos, &mut SplitMix(seed)),
        }
    }
}

fn play_game(
    start: Position,
    a: &Player,
    b: &Player,
    a_side: Side,
    seed: u64,
) -> (GameResult, usize) {
    let cancel = AtomicBool::new(false);
    let mut pos = start;
    for ply in 0..MAX_PLIES {
        let p = if pos.to_move() == a_side { a } else { b };
        let move_seed = SplitMix(seed ^ (ply as u64).wrapping_mul(0x9E37_79B9)).next_u64();
        let Some(mv) = p.choose(&pos, move_seed, &cancel) else {
            // No legal move: the side to move has lost.
            return (winner_result(pos.to_move().opponent(), a_side), ply);
        };
        let s = play(&pos, &mv).expect("the player returned a legal move");
        if let Some(o) = s.outcome() {
            return (winner_result(o.winner, a_side), ply + 1);
        }
        pos = s.position;
    }
    (GameResult::Unfinished, MAX_PLIES)
}

fn winner_result(winner: Side, a_side: Side) -> GameResult {
    if winner == a_side {
        GameResult::AWins
    } else {
        GameResult::BWins
    }
}

/// Wilson score interval (95%) for a proportion `p` over `n` games.
pub fn wilson(p: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}

fn cmd_match(opts: &Opts) -> Result<(), CliError> {
    let a = Player::from_opts(opts, "--a")?;
    let b = Player::from_opts(opts, "--b")?;
    let games: usize = opts.num_in("--games", 20, 1..=100_000)?;
    let seed: u64 = opts.num("--seed", 1)?;
    let rules = opts.rules()?;
    let pairs = games.div_ceil(2).max(1);
    say!(
        "match: A = {} vs B = {}, {}, {} games ({} openings x both sides), seed {}",
        a.describe(),
        b.describe(),
        rules.label(),
        pairs * 2,
        pairs,
        seed,
    );
    let mut rng = SplitMix(seed);
    // Per side A plays: [A wins, B wins, unfinished].
    let mut tally = [[0u32; 3]; 2];
    let mut plies = 0usize;
    let t0 = Instant::now();
    for pair in 0..pairs {
        let start = opening(rules, &mut rng);
        for a_side in [Side::South, Side::North] {
            let game_seed = rng.next_u64();
            let (r, n) = play_game(start, &a, &b, a_side, game_seed);
            plies += n;
            let column = match r {
                GameResult::AWins => 0,
                GameResult::BWins => 1,
                GameResult::Unfinished => 2,
            };
            tally[a_side.index()][column] += 1;
            say!(
                "game {:>3}: A plays {:<5} {:>4} plies  {}",
                pair * 2 + usize::from(a_side == Side::North) + 1,
                a_side.name(),
                n,
                match r {
                    GameResult::AWins => "A wins",
                    GameResult::BWins => "B wins",
                    GameResult::Unfinished => "unfinished (draw)",
                }
            );
        }
    }
    let [a_wins, b_wins, unfinished] = [0, 1, 2].map(|c| tally[0][c] + tally[1][c]);
    let n = (a_wins + b_wins + unfinished) as f64;
    let score = (a_wins as f64 + 0.5 * unfinished as f64) / n;
    let (lo, hi) = wilson(score, n);
    say!();
    say!("A = {}, B = {}, {}", a.short(), b.short(), rules.label());
    say!("| A plays | games | A wins | B wins | unfinished | A scores |");
    say!("|---|---:|---:|---:|---:|---:|");
    let row = |label: &str, t: [u32; 3]| -> Result<(), CliError> {
        let g = t.iter().sum::<u32>();
        let sc = (t[0] as f64 + 0.5 * t[2] as f64) / (g.max(1) as f64);
        say!(
            "| {label} | {g} | {} | {} | {} | {:.1}% |",
            t[0],
            t[1],
            t[2],
            sc * 100.0
        );
        Ok(())
    };
    row("South", tally[0])?;
    row("North", tally[1])?;
    row("both", [a_wins, b_wins, unfinished])?;
    say!(
        "result: A wins {a_wins}, B wins {b_wins}, unfinished {unfinished}; A scores {:.1}% \
         (95% interval {:.1}%..{:.1}%), {:.0} plies/game, {:.1} s",
        score * 100.0,
        lo * 100.0,
        hi * 100.0,
        plies as f64 / n,
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Fixed midgame positions for the benchmark: seeded games of quick searches, sampled in
/// namua (from ply 14) and in mtaji (from ply 50) at the first position with a real choice
/// (four moves or more, none winning at once, no forced result within 8 plies).
fn bench_positions(rules: Rules) -> Vec<(String, Position)> {
    let mut out: Vec<(String, Position)> = Vec::new();
    let mut rng = SplitMix(7);
    let cancel = AtomicBool::new(false);
    for _game in 0..20 {
        let mut pos = opening(rules, &mut rng);
        for ply in 0..300 {
            let wanted = [14, 50]
                .into_iter()
                .find(|&p| ply >= p && !out.iter().any(|(n, _)| n.ends_with(&format!(" {p}+"))));
            if let Some(p) = wanted {
                let list = crate::rules::successors(&pos);
                let open = || {
                    let r = ai::search(&pos, &Limits::depth(8), &cancel);
                    r.score.abs() < ai::WIN_BOUND
                };
                if list.len() >= 4 && list.iter().all(|s| s.over.is_none()) && open() {
                    out.push((format!("{} ply {p}+", rules.variant.json()), pos));
                }
            }
            if out.len() == 2 {
                return out;
            }
            let mut limits = Limits::depth(3);
            limits.margin = 150;
            limits.seed = rng.next_u64();
            limits.quiescence = 2;
            let Some(mv) = ai::search(&pos, &limits, &cancel).best else {
                break;
            };
            let Ok(s) = play(&pos, &mv) else { break };
            if s.outcome().is_some() {
                break;
            }
            pos = s.position;
        }
    }
    out
}

/// The AI part of `bao bench`: nodes per second and depth reached in one second.
/// The seconds per search of `bao bench` (read before any benchmark runs).
pub fn bench_seconds(opts: &Opts) -> Result<f64, CliError> {
    opts.num_in("--seconds", 1.0, 0.01..=600.0)
}

pub fn bench(opts: &Opts) -> Result<(), CliError> {
    let runs: usize = opts.num_in("--runs", 5, 1..=1000)?;
    let secs = bench_seconds(opts)?;
    say!("AI search benchmark: {secs} s per search, {runs} runs per position, median reported");
    let cancel = AtomicBool::new(false);
    let mut all_nps = Vec::new();
    let mut all_depth = Vec::new();
    for rules in [Rules::KISWAHILI, Rules::KETE] {
        for (name, pos) in bench_positions(rules) {
            let mut nps = Vec::new();
            let mut depth = Vec::new();
            for _ in 0..runs.max(1) {
                let mut limits = Limits::time(Duration::from_secs_f64(secs));
                // Measure the whole second: start iterations until the deadline.
                limits.new_iteration_until = 1.0;
                let r: SearchResult = ai::search(&pos, &limits, &cancel);
                nps.push(r.nodes_per_second());
                depth.push(r.depth as f64);
            }
            let (n, d) = (median(nps), median(depth));
            all_nps.push(n);
            all_depth.push(d);
            say!("{name:<18} nodes/s {n:>10.0}   depth {d:>3}");
            if opts.has("--show") {
                say!("{}", crate::rules::position_to_json(&pos));
            }
        }
    }
    say!(
        "{:<18} nodes/s {:>10.0}   depth {:>3}",
        "median",
        median(all_nps),
        median(all_depth)
    );
    Ok(())
}
