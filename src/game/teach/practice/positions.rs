//! Practice against the engine: mtaji and endgame positions from the
//! master games and from self-play, where the side to move stands better but the game is
//! far from over, to be played out against a chosen level until the win and reviewed after
//! (the window plays and reviews; this module makes and checks the positions).
//!
//! The shipped set is `assets/practice/positions.jsonl` (one object a line), made by
//! `bao practice make` from `../shared/games/` (which the game does not have at run time)
//! and deterministic self-play games ([`super::puzzles::self_play`]).
//!
//! * Stage: both players in mtaji (RULES.md section 5; Bao la Kujifunza is mtaji from its first
//!   move, J2). In mtaji all 64 seeds stay on the board, so "few seeds left" is per side: the
//!   position is an **endgame** when one side holds at most [`ENDGAME_SEEDS`] (a quarter of
//!   the seeds) in his 16 pits, else it is **mtaji**. Kiswahili's houses are gone by then
//!   anyway (section 8: the first mtaji capture destroys both).
//! * Judgement: the engine's score at [`JUDGE_DEPTH`] on the coach's curve
//!   ([`crate::game::teach::coach::review::CURVE`]): the expected result of the side to move, told as a
//!   [`Standing`]. A position is kept when that side is at least better and the search finds
//!   no forced result (a forced win would be a puzzle, not a game to play out), and the game
//!   it comes from went on for at least [`LATER_PLIES`] more moves.

use crate::ai::{Level, Limits, WIN_BOUND, position_key, search};
use crate::game::teach::coach::review::{CURVE, LOST};
use crate::game::words::i18n::{Arg, Lang, msg};
use crate::rules::{
    Move, Position, Rules, Side, Stage, Variant, position_from_json, position_to_json,
};
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// The shipped set, embedded like the puzzles.
pub const SHIPPED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/practice/positions.jsonl"
));

/// A side holding at most this many seeds (of 64) makes the position an endgame.
pub const ENDGAME_SEEDS: u32 = 16;
/// The depth of the judging search.
pub const JUDGE_DEPTH: u32 = 7;
/// The depth of [`check_practice`]'s search.
pub const CHECK_DEPTH: u32 = 5;
/// A kept position's game went on for at least this many moves (plies) after it.
pub const LATER_PLIES: usize = 8;
/// Kept positions of one game are at least this many moves apart.
const SPACING: usize = 6;
/// At most this many positions from one game.
const PER_GAME: usize = 4;
/// Bao la Kujifunza: not in its first moves (the opening, not a position to practise).
const KUJIFUNZA_FROM: usize = 10;

/// Mtaji or the endgame (see the module's doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PracticeStage {
    Mtaji,
    Endgame,
}

impl PracticeStage {
    pub fn word(self) -> &'static str {
        match self {
            PracticeStage::Mtaji => "mtaji",
            PracticeStage::Endgame => "endgame",
        }
    }
    pub fn from_word(w: &str) -> Option<PracticeStage> {
        [PracticeStage::Mtaji, PracticeStage::Endgame]
            .into_iter()
            .find(|s| s.word() == w)
    }
    /// The stage of `pos`, `None` while a player is still in namua.
    pub fn of(pos: &Position) -> Option<PracticeStage> {
        if Side::BOTH.iter().any(|&s| pos.stage(s) != Stage::Mtaji) {
            return None;
        }
        let least = Side::BOTH
            .iter()
            .map(|&s| pos.row(s).iter().map(|&n| n as u32).sum::<u32>())
            .min()?;
        Some(if least <= ENDGAME_SEEDS {
            PracticeStage::Endgame
        } else {
            PracticeStage::Mtaji
        })
    }
}

/// The engine's judgement for the side to move, on the coach's scale: the expected result
/// (0..=1, [`CURVE`]) from [`Standing::BETTER`] up is better, from [`Standing::MUCH_BETTER`]
/// much better, from [`Standing::WINNING`] winning (a forced win is not practice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Standing {
    Better,
    MuchBetter,
    Winning,
}

impl Standing {
    /// Expected results from which a side is better, much better, winning: on the review's
    /// curve about 2.6, 5.8 and 9.2 seeds ahead; at 0.90 the other side is below the review's
    /// [`LOST`] line.
    pub const BETTER: f64 = 0.65;
    pub const MUCH_BETTER: f64 = 0.80;
    pub const WINNING: f64 = 0.90;

    pub fn of(expected: f64) -> Option<Standing> {
        if expected >= Standing::WINNING {
            Some(Standing::Winning)
        } else if expected >= Standing::MUCH_BETTER {
            Some(Standing::MuchBetter)
        } else if expected >= Standing::BETTER {
            Some(Standing::Better)
        } else {
            None
        }
    }
    /// The JSON word.
    pub fn word(self) -> &'static str {
        match self {
            Standing::Better => "better",
            Standing::MuchBetter => "much-better",
            Standing::Winning => "winning",
        }
    }
    pub fn from_word(w: &str) -> Option<Standing> {
        [Standing::Better, Standing::MuchBetter, Standing::Winning]
            .into_iter()
            .find(|s| s.word() == w)
    }
    /// The Fluent selector value.
    fn key(self) -> &'static str {
        match self {
            Standing::Better => "better",
            Standing::MuchBetter => "much_better",
            Standing::Winning => "winning",
        }
    }
}

/// One practice position: the side to move stands better and plays it out against the
/// engine. `ply` is where it stood in its source game (0: before the first move), for the
/// title data.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticePosition {
    pub id: String,
    pub position: Position,
    pub stage: PracticeStage,
    /// The master game's file name (`voogt-3.bao`) or `self-play`.
    pub source: String,
    pub expected: Standing,
    pub ply: usize,
}

impl PracticePosition {
    pub fn variant(&self) -> Variant {
        self.position.rules().variant
    }
    /// The side the player takes.
    pub fn side(&self) -> Side {
        self.position.to_move()
    }

    /// One line of the shipped file.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "position": position_to_json(&self.position),
            "variant": self.variant().json(),
            "stage": self.stage.word(),
            "source": self.source,
            "expected": self.expected.word(),
            "title": {
                "side": self.side().letter(),
                "stage": self.stage.word(),
                "expected": self.expected.word(),
                "ply": self.ply,
            },
        })
    }

    pub fn from_json(v: &Value) -> Result<PracticePosition, String> {
        let field = |k: &str| v.get(k).ok_or_else(|| format!("no \"{k}\""));
        let text = |k: &str| {
            field(k)?
                .as_str()
                .ok_or_else(|| format!("\"{k}\" is not a string"))
        };
        let id = text("id")?;
        let position =
            position_from_json(field("position")?).map_err(|e| format!("{id}: position: {e}"))?;
        if text("variant")? != position.rules().variant.json() {
            return Err(format!("{id}: \"variant\" is not the position's"));
        }
        let stage = PracticeStage::from_word(text("stage")?)
            .ok_or(format!("{id}: \"stage\" is not mtaji or endgame"))?;
        let expected = Standing::from_word(text("expected")?).ok_or(format!(
            "{id}: \"expected\" is not better, much-better or winning"
        ))?;
        let title = field("title")?;
        let side = title.get("side").and_then(Value::as_str);
        if side != Some(position.to_move().letter()) {
            return Err(format!("{id}: \"title\".\"side\" is not the side to move"));
        }
        if title.get("stage").and_then(Value::as_str) != Some(stage.word())
            || title.get("expected").and_then(Value::as_str) != Some(expected.word())
        {
            return Err(format!("{id}: \"title\" does not match stage and expected"));
        }
        let ply = title
            .get("ply")
            .and_then(Value::as_u64)
            .ok_or(format!("{id}: \"title\".\"ply\" is not a number"))? as usize;
        Ok(PracticePosition {
            id: id.to_string(),
            position,
            stage,
            source: text("source")?.to_string(),
            expected,
            ply,
        })
    }

    /// "Mtaji, South to move: South is better", in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        let side = match self.side() {
            Side::South => "south",
            Side::North => "north",
        };
        msg(
            lang,
            "training.practice_title",
            &[
                ("stage", Arg::from(self.stage.word())),
                ("side", Arg::from(side)),
                ("standing", Arg::from(self.expected.key())),
            ],
        )
    }
}

/// Reads a practice set (one JSON object a line; blank lines skipped).
pub fn parse_practice(text: &str) -> Result<Vec<PracticePosition>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            let v: Value =
                serde_json::from_str(l).map_err(|e| format!("line {}: not JSON: {e}", n + 1))?;
            PracticePosition::from_json(&v).map_err(|e| format!("line {}: {e}", n + 1))
        })
        .collect()
}

/// The shipped set (the embedded file is checked by the tests, so it always reads).
pub fn shipped_practice() -> Vec<PracticePosition> {
    parse_practice(SHIPPED).unwrap_or_default()
}

/// The engine's score of `pos` for the side to move at `depth` (centi-seeds; beyond
/// [`WIN_BOUND`] a forced result), `None` when the game is over.
pub fn judge_score(pos: &Position, depth: u32) -> Option<i32> {
    let r = search(pos, &Limits::depth(depth), &AtomicBool::new(false));
    r.best.map(|_| r.score)
}

/// A practice position at `pos`, if it is one: both players in mtaji, the game not over,
/// no forced result at [`JUDGE_DEPTH`] or the depth before it, the side to move at least
/// better at both (the review's way: one iteration of each parity, since scores swing
/// between them), told by their average, and [`check_practice`] passed.
pub fn judge(pos: &Position, source: &str, ply: usize) -> Option<PracticePosition> {
    let stage = PracticeStage::of(pos)?;
    if pos.outcome().is_some() {
        return None;
    }
    let deep = judge_score(pos, JUDGE_DEPTH)?;
    let before = judge_score(pos, JUDGE_DEPTH - 1)?;
    if deep.abs() > WIN_BOUND || before.abs() > WIN_BOUND {
        return None;
    }
    Standing::of(CURVE.expected(deep.min(before)))?;
    let expected = Standing::of(CURVE.expected((deep + before) / 2))?;
    let p = PracticePosition {
        id: String::new(),
        position: *pos,
        stage,
        source: source.to_string(),
        expected,
        ply,
    };
    check_practice(&p).is_ok().then_some(p)
}

/// The variant, rules and levels of self-play game `n` of a run seeded `seed`: all three
/// games in turn, between the middle levels (their games reach mtaji and last in it; the weak
/// levels' games end a few moves after namua, and the strong levels' depths are for a clock,
/// which self-play does not have).
pub fn practice_plan(n: u64, seed: u64) -> (Rules, [Level; 2]) {
    let rules = [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA][(n % 3) as usize];
    let levels = [Level::Mchezaji, Level::Hodari];
    let a = levels[((n / 3 + seed) % 2) as usize];
    let b = levels[((n / 6 + seed + 1) % 2) as usize];
    (rules, [a, b])
}

/// The practice positions of one game (each position with the move played from it),
/// skipping positions in `seen`: at most a few a game, some moves apart, each with
/// [`LATER_PLIES`] moves of the game still to come.
pub fn harvest_practice(
    game: &[(Position, Move)],
    source: &str,
    seen: &mut HashSet<u64>,
) -> Vec<PracticePosition> {
    let mut out: Vec<PracticePosition> = Vec::new();
    let mut last: Option<usize> = None;
    for (ply, (pos, _)) in game.iter().enumerate() {
        if out.len() == PER_GAME || ply + LATER_PLIES > game.len() {
            break;
        }
        let early = pos.rules().variant == Variant::Kujifunza && ply < KUJIFUNZA_FROM;
        if early || last.is_some_and(|l| ply < l + SPACING) || PracticeStage::of(pos).is_none() {
            continue;
        }
        let key = position_key(pos);
        if seen.contains(&key) {
            continue;
        }
        if let Some(p) = judge(pos, source, ply) {
            seen.insert(key);
            last = Some(ply);
            out.push(p);
        }
    }
    out
}

/// Names the positions of a set in order: `kiswahili-mtaji-001`, `kete-endgame-001`, ...
pub fn number_practice(set: &mut [PracticePosition]) {
    set.sort_by_key(|p| (Variant::ALL.iter().position(|v| *v == p.variant()), p.stage));
    for v in Variant::ALL {
        for stage in [PracticeStage::Mtaji, PracticeStage::Endgame] {
            for (i, p) in set
                .iter_mut()
                .filter(|p| p.variant() == v && p.stage == stage)
                .enumerate()
            {
                p.id = format!("{}-{}-{:03}", v.json(), stage.word(), i + 1);
            }
        }
    }
}

/// Checks one practice position: legal under the interchange checks and a position a real
/// game reaches ([`crate::game::teach::analysis::lines::check_position`]), the game not over, its stage the
/// position's, and the side to move not lost: no forced loss at [`CHECK_DEPTH`] and an
/// expected result above the review's [`LOST`] line.
pub fn check_practice(p: &PracticePosition) -> Result<(), String> {
    let id = &p.id;
    crate::game::teach::analysis::lines::check_position(&p.position)
        .map_err(|e| format!("{id}: {}", e.text(Lang::English)))?;
    if p.position.outcome().is_some() {
        return Err(format!("{id}: the game is over"));
    }
    if PracticeStage::of(&p.position) != Some(p.stage) {
        return Err(format!("{id}: not a {} position", p.stage.word()));
    }
    let score = judge_score(&p.position, CHECK_DEPTH).ok_or(format!("{id}: no move"))?;
    if score < -WIN_BOUND {
        return Err(format!("{id}: the side to move loses by force"));
    }
    if CURVE.expected(score) < LOST {
        return Err(format!("{id}: the side to move is lost"));
    }
    Ok(())
}
