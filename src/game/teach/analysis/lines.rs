//! The analysis board's pure core: the engine's best lines (multi-PV) on the coach's scale,
//! growing deeper while the position stands still, a forced result told as such, and the
//! check every position set up in the editor passes before it is analysed.

use crate::ai::{self, Limits, MoveScore, RootScores, WIN, WIN_BOUND};
use crate::game::teach::coach::review::CURVE;
use crate::game::words::i18n::{Arg, Lang, msg};
use crate::rules::{
    HOUSE, Move, Pit, Position, Rules, Side, Stage, Variant, play, position_from_json,
    position_to_json, write_move,
};
use std::sync::atomic::AtomicBool;

/// Most lines the board shows or the command line gives.
pub const MAX_LINES: usize = 10;

/// A forced end the search proved: who wins and in how many moves (plies: in Bao each turn is
/// a move) from the position analysed, the first move included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    pub winner: Side,
    pub moves: u32,
}

impl Forced {
    /// The forced end a score tells, if it is one (the search's WIN less the plies to it).
    pub fn of(score: i32, to_move: Side) -> Option<Forced> {
        (score.abs() > WIN_BOUND).then(|| Forced {
            winner: if score > 0 {
                to_move
            } else {
                to_move.opponent()
            },
            moves: (WIN - score.abs()) as u32,
        })
    }

    /// "South wins in 13 moves", in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let side = match self.winner {
            Side::South => "south",
            Side::North => "north",
        };
        msg(
            lang,
            "analysis.forced",
            &[
                ("side", Arg::from(side)),
                ("moves", Arg::Number(self.moves as i64)),
            ],
        )
    }
}

/// One of the engine's best lines.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineLine {
    pub mv: Move,
    /// Centi-seeds for the player to move.
    pub score: i32,
    /// The mover's expected result on the coach's scale (0..=1).
    pub expected: f64,
    pub forced: Option<Forced>,
    /// The line in notation, starting with `mv` (replayed, so every move is legal).
    pub line: Vec<String>,
    pub moves: Vec<Move>,
}

impl EngineLine {
    /// The engine's score as seeds with a sign ("+3.5", "\u{2212}12.0", "0.0"), shown beside
    /// the expected result: where every line's result saturates (a lost or won position) the
    /// seeds still tell the lines apart.
    pub fn seeds(&self) -> String {
        seeds_text(self.score)
    }
}

/// A score in hundredths of a seed as seeds with a sign, one decimal.
pub fn seeds_text(score: i32) -> String {
    let tenths = (score as f64 / 10.0).round() as i64;
    match tenths {
        0 => "0.0".to_string(),
        t if t > 0 => format!("+{}.{}", t / 10, t % 10),
        t => format!("\u{2212}{}.{}", -t / 10, -t % 10),
    }
}

/// The best lines of one finished depth, best first, each move once.
#[derive(Clone, Debug, PartialEq)]
pub struct Lines {
    pub depth: u32,
    pub nodes: u64,
    pub ms: u64,
    pub lines: Vec<EngineLine>,
}

/// The engine's `n` best lines of `pos` (1..=[`MAX_LINES`]), each finished depth told to
/// `on_depth` as it ends: run it on its own thread and set `cancel` when the position
/// changes. Returns the deepest lines finished (`None` when the game is over).
pub fn analyse_lines(
    pos: &Position,
    n: usize,
    limits: &Limits,
    cancel: &AtomicBool,
    mut on_depth: impl FnMut(&Lines),
) -> Option<Lines> {
    let n = n.clamp(1, MAX_LINES);
    let last = ai::score_best_each(pos, n, limits, cancel, &mut |r| {
        on_depth(&lines_of(pos, r, n))
    });
    (!last.moves.is_empty()).then(|| lines_of(pos, &last, n))
}

fn lines_of(pos: &Position, r: &RootScores, n: usize) -> Lines {
    Lines {
        depth: r.depth,
        nodes: r.nodes,
        ms: r.elapsed.as_millis() as u64,
        lines: r.moves.iter().take(n).map(|m| line_of(pos, m)).collect(),
    }
}

fn line_of(pos: &Position, m: &MoveScore) -> EngineLine {
    let mut p = *pos;
    let (mut line, mut moves) = (Vec::new(), Vec::new());
    for mv in &m.pv {
        let Ok(s) = play(&p, mv) else { break };
        line.push(write_move(&p, &s));
        moves.push(*mv);
        let over = s.outcome().is_some();
        p = s.position;
        if over {
            break;
        }
    }
    // The search stops at a node that wins at once without keeping its move: end the line
    // with that win, so a forced line is playable to the won position.
    let forced = Forced::of(m.score, pos.to_move());
    if forced.is_some_and(|f| moves.len() < f.moves as usize && p.outcome().is_none()) {
        let me = p.to_move();
        let win = crate::rules::successors(&p)
            .into_iter()
            .find(|s| s.outcome().is_some_and(|o| o.winner == me));
        if let Some(s) = win {
            line.push(write_move(&p, &s));
            moves.push(s.mv);
        }
    }
    EngineLine {
        mv: m.mv,
        score: m.score,
        expected: CURVE.expected(m.score),
        forced,
        line,
        moves,
    }
}

/// Why a position set up in the editor cannot be analysed. The interchange form's checks are
/// the floor (INTERCHANGE.md); above them, what the numbers of a real game allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Board and reserves together hold 64 seeds (G1).
    Seeds { seeds: u32 },
    /// Bao la Kujifunza has no reserve and no house (J1-J3).
    KujifunzaStore,
    /// A reserve starts with 22 and only shrinks (G1, section 5).
    ReserveOver { side: Side, seeds: u8 },
    /// South moves first and each namua move spends one seed: equal reserves when South is
    /// to move, South's one less when North is.
    Reserves { to_move: Side, south: u8, north: u8 },
    /// Both reserves full only at the start.
    BothFull,
    /// An owned house holds at least 5 (Kiswahili: 6, taxed to 5) or 6 (Kete, K1).
    House { side: Side, seeds: u8, least: u8 },
    /// A takasia block is a front pit of the player to move, in mtaji, not in Kujifunza
    /// (section 7).
    Block,
    /// A hizi zetu claim only in Bao la Kete, on a front pit of the opponent that can be
    /// captured (K3).
    Claim,
    /// Any other refusal of the interchange form (field and reason, in English).
    Form { field: String, what: String },
}

/// A position as the editor holds it, pit by pit, before it is one (a Kujifunza position
/// with a reserve cannot even be built).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    /// Seeds per pit, by side and ring (as [`Position::row`]).
    pub rows: [[u8; 16]; 2],
    pub reserve: [u8; 2],
    /// Whether each house is still owned.
    pub house: [bool; 2],
    pub to_move: Side,
    pub blocked: Option<Pit>,
    pub claim: Option<Pit>,
}

impl Setup {
    /// The editor's starting point: `pos` as parts.
    pub fn of(pos: &Position) -> Setup {
        Setup {
            rules: pos.rules(),
            rows: [*pos.row(Side::South), *pos.row(Side::North)],
            reserve: [pos.reserve(Side::South), pos.reserve(Side::North)],
            house: [pos.house_owned(Side::South), pos.house_owned(Side::North)],
            to_move: pos.to_move(),
            blocked: pos.blocked(),
            claim: pos.claim(),
        }
    }
}

/// The editor's one check: the position its parts make, or the first reason it cannot
/// arise in a game (then it is not analysed).
pub fn check_setup(setup: &Setup) -> Result<Position, Unfit> {
    if setup.rules.variant == Variant::Kujifunza
        && (setup.reserve != [0, 0] || setup.house != [false, false])
    {
        return Err(Unfit::KujifunzaStore);
    }
    let pos = Position::from_parts(
        setup.rules,
        setup.rows,
        setup.reserve,
        setup.house,
        setup.to_move,
    )
    .with_block(setup.blocked, setup.claim);
    check_position(&pos).map(|()| pos)
}

/// A position pasted as the interchange JSON (INTERCHANGE.md), checked as the editor's own.
pub fn check_pasted(text: &str) -> Result<Position, Unfit> {
    let pos = crate::rules::position_from_json_text(text.trim()).map_err(|e| Unfit::Form {
        field: e.field,
        what: e.what,
    })?;
    check_position(&pos).map(|()| pos)
}

/// Checks a position before it is analysed: `Ok` or the first reason it cannot arise.
pub fn check_position(pos: &Position) -> Result<(), Unfit> {
    let seeds = pos.total_seeds();
    if seeds != 64 {
        return Err(Unfit::Seeds { seeds });
    }
    let v = pos.rules().variant;
    if let Some(b) = pos.blocked() {
        let me = pos.to_move();
        if v == Variant::Kujifunza || b.side != me || !b.is_front() || pos.stage(me) != Stage::Mtaji
        {
            return Err(Unfit::Block);
        }
    }
    if pos.claim().is_some() && (v != Variant::Kete || pos.blocked().is_some()) {
        return Err(Unfit::Claim);
    }
    let (south, north) = (pos.reserve(Side::South), pos.reserve(Side::North));
    if v == Variant::Kujifunza {
        if south != 0 || north != 0 || Side::BOTH.iter().any(|&s| pos.house_owned(s)) {
            return Err(Unfit::KujifunzaStore);
        }
    } else {
        reserves_and_houses(pos)?;
    }
    // The floor: what the interchange form refuses (a claim that cannot be captured).
    match position_from_json(&position_to_json(pos)) {
        Ok(_) => Ok(()),
        Err(e) if e.field == "claim" => Err(Unfit::Claim),
        Err(e) => Err(Unfit::Form {
            field: e.field,
            what: e.what,
        }),
    }
}

/// Reserves and houses of Bao la Kiswahili and Bao la Kete.
fn reserves_and_houses(pos: &Position) -> Result<(), Unfit> {
    let (south, north) = (pos.reserve(Side::South), pos.reserve(Side::North));
    if let Some(side) = Side::BOTH.into_iter().find(|&s| pos.reserve(s) > 22) {
        let seeds = pos.reserve(side);
        return Err(Unfit::ReserveOver { side, seeds });
    }
    let to_move = pos.to_move();
    let even = match to_move {
        Side::South => south == north,
        Side::North => south + 1 == north || south == 0 && north == 0,
    };
    if !even {
        return Err(Unfit::Reserves {
            to_move,
            south,
            north,
        });
    }
    if south == 22 && pos != &Position::start(pos.rules()) {
        return Err(Unfit::BothFull);
    }
    let least = if pos.rules().variant == Variant::Kete {
        6
    } else {
        5
    };
    for side in Side::BOTH {
        let seeds = pos.seeds(Pit::new(side, HOUSE));
        if pos.house_owned(side) && seeds < least {
            return Err(Unfit::House { side, seeds, least });
        }
    }
    Ok(())
}

impl Unfit {
    /// The reason, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let side = |s: &Side| match s {
            Side::South => Arg::from("south"),
            Side::North => Arg::from("north"),
        };
        let num = |n: u32| Arg::Number(n as i64);
        let (key, args): (&str, Vec<(&str, Arg)>) = match self {
            Unfit::Seeds { seeds } => ("analysis.unfit.seeds", vec![("seeds", num(*seeds))]),
            Unfit::KujifunzaStore => ("analysis.unfit.kujifunza", vec![]),
            Unfit::ReserveOver { side: s, seeds } => (
                "analysis.unfit.reserve_over",
                vec![("side", side(s)), ("seeds", num(*seeds as u32))],
            ),
            Unfit::Reserves {
                to_move,
                south,
                north,
            } => (
                "analysis.unfit.reserves",
                vec![
                    ("side", side(to_move)),
                    ("south", num(*south as u32)),
                    ("north", num(*north as u32)),
                ],
            ),
            Unfit::BothFull => ("analysis.unfit.both_full", vec![]),
            Unfit::House {
                side: s,
                seeds,
                least,
            } => (
                "analysis.unfit.house",
                vec![
                    ("side", side(s)),
                    ("seeds", num(*seeds as u32)),
                    ("least", num(*least as u32)),
                ],
            ),
            Unfit::Block => ("analysis.unfit.block", vec![]),
            Unfit::Claim => ("analysis.unfit.claim", vec![]),
            Unfit::Form { field, what } => (
                "analysis.unfit.form",
                vec![
                    ("field", Arg::from(field.as_str())),
                    ("what", Arg::from(what.as_str())),
                ],
            ),
        };
        msg(lang, key, &args)
    }
}
