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
//! * Judgement: a searched value, never a guess ([`judge_verdict`]). A forced result the search
//!   proves is final: a forced loss for the side to move is never practice; a forced win is
//!   kept when it is too long for a puzzle (more than [`PUZZLE_PLIES`] moves) and told as one
//!   ("South wins by force: play it out"). Without a forced result, the expected result on the
//!   coach's curve ([`crate::game::teach::coach::review::CURVE`]), told as a [`Standing`], counts only when it is
//!   the same at the last two depths and the last is at least [`JUDGE_FLOOR`]; a position is
//!   kept when that side is at least better. The game it comes from went on for at least
//!   [`LATER_PLIES`] more moves.
//! * Titles tell positions apart: the stage, the game and move it comes from, the seeds of
//!   each side and the verdict.

use crate::ai::{Level, Limits, WIN_BOUND, position_key, search};
use crate::game::teach::analysis::lines::Forced;
use crate::game::teach::coach::review::CURVE;
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
/// The judging search: iterations up to this depth within [`JUDGE_NODES`] nodes. A forced
/// result it finds is proved; an open verdict counts only from [`JUDGE_FLOOR`] and when the
/// depth before gives the same standing. The budget is well beyond what the engine searches
/// in 3 seconds (about depth 19 to 21 in these positions), so a forced result it finds there
/// is found here.
pub const JUDGE_DEPTH: u32 = 40;
pub const JUDGE_NODES: u64 = 4_000_000;
pub const JUDGE_FLOOR: u32 = 18;
/// The quick screen before the judging search, and the expected result from which its
/// candidate goes on to be judged.
pub const SCREEN_DEPTH: u32 = 9;
const SCREEN_EVEN: f64 = 0.5;
/// A forced win this short (moves of both sides) is a puzzle's: the puzzles' winning lines run
/// to 15 moves.
pub const PUZZLE_PLIES: usize = 15;
/// The source of the positions from the engine's games against itself.
pub const SELF_PLAY: &str = "self-play";
/// A kept position's game went on for at least this many moves (plies) after it.
pub const LATER_PLIES: usize = 8;
/// Kept positions of one game are at least this many moves apart.
const SPACING: usize = 6;
/// At most this many positions from one game.
const PER_GAME: usize = 4;
/// Bao la Kujifunza: not in its first moves (the opening, not a position to practise; its
/// games are decided early, so practice starts soon after).
const KUJIFUNZA_FROM: usize = 4;

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

/// The engine's judgement for the side to move. A forced win the search proved is told as
/// one ([`Standing::WinsByForce`], with its length); otherwise the expected result (0..=1,
/// [`CURVE`]) on the coach's scale: from [`Standing::BETTER`] up better, from
/// [`Standing::MUCH_BETTER`] much better, from [`Standing::WINNING`] winning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Standing {
    Better,
    MuchBetter,
    Winning,
    WinsByForce,
}

impl Standing {
    /// Expected results from which a side is better, much better, winning: on the review's
    /// curve about 2.6, 5.8 and 9.2 seeds ahead; at 0.90 the other side is below the review's
    /// [`LOST`](crate::game::teach::coach::review::LOST) line.
    pub const BETTER: f64 = 0.65;
    pub const MUCH_BETTER: f64 = 0.80;
    pub const WINNING: f64 = 0.90;

    /// The standing of an expected result when no forced result is known.
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
            Standing::WinsByForce => "wins-by-force",
        }
    }
    pub fn from_word(w: &str) -> Option<Standing> {
        [
            Standing::Better,
            Standing::MuchBetter,
            Standing::Winning,
            Standing::WinsByForce,
        ]
        .into_iter()
        .find(|s| s.word() == w)
    }
    /// The Fluent selector value.
    fn key(self) -> &'static str {
        match self {
            Standing::Better => "better",
            Standing::MuchBetter => "much_better",
            Standing::Winning => "winning",
            Standing::WinsByForce => "by_force",
        }
    }
}

/// What the judging search says of a position, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A forced win the search proved, in this many moves (plies, the first included).
    Wins(u32),
    /// A forced loss the search proved.
    Loses,
    /// No forced result: the standing at the last two depths (the same at both), `None`
    /// when that side is not better.
    Open(Option<Standing>),
    /// No forced result and no stable verdict: the floor depth not reached within the
    /// budget, or the standing changed between the last two depths.
    Unsettled,
}

/// One practice position: the side to move stands better, or wins by force in a line too long
/// for a puzzle, and plays it out against the engine. `ply` is where it stood in its source
/// game (0: before the first move) and `game` the self-play game's number (0 for a master
/// game), for the title.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticePosition {
    pub id: String,
    pub position: Position,
    pub stage: PracticeStage,
    /// The master game's file name (`voogt-3.bao`) or `self-play`.
    pub source: String,
    pub game: u64,
    pub expected: Standing,
    /// With [`Standing::WinsByForce`]: the moves (plies, both sides') to the proved win.
    pub win_in: Option<u32>,
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
    /// Seeds on the board of the side to move and of the other (mtaji: all 64 are on it).
    pub fn seeds(&self) -> (u32, u32) {
        let of = |s: Side| self.position.row(s).iter().map(|&n| n as u32).sum::<u32>();
        (of(self.side()), of(self.side().opponent()))
    }

    /// One line of the shipped file.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "position": position_to_json(&self.position),
            "variant": self.variant().json(),
            "stage": self.stage.word(),
            "source": self.source,
            "game": self.game,
            "expected": self.expected.word(),
            "win_in": self.win_in,
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
            "{id}: \"expected\" is not better, much-better, winning or wins-by-force"
        ))?;
        let win_in = v.get("win_in").and_then(Value::as_u64).map(|n| n as u32);
        if win_in.is_some() != (expected == Standing::WinsByForce) {
            return Err(format!(
                "{id}: \"win_in\" goes with \"wins-by-force\" and only with it"
            ));
        }
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
            game: v.get("game").and_then(Value::as_u64).unwrap_or(0),
            expected,
            win_in,
            ply,
        })
    }

    /// Two sentences that tell this position from the others: where it comes from ("Endgame
    /// from voogt-3.bao, after move 44.") and what is at stake ("South is to move with 38
    /// seeds against North's 26, and wins by force in 19 moves: play it out."), in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        let side = |s: Side| match s {
            Side::South => "south",
            Side::North => "north",
        };
        let kind = if self.source == SELF_PLAY {
            "self_play"
        } else {
            "master"
        };
        let from = msg(
            lang,
            "training.practice_from",
            &[
                ("stage", Arg::from(self.stage.word())),
                ("kind", Arg::from(kind)),
                ("source", Arg::from(self.source.as_str())),
                ("game", Arg::Number(self.game as i64)),
                ("ply", Arg::Number(self.ply as i64)),
            ],
        );
        let (mine, theirs) = self.seeds();
        let stake = msg(
            lang,
            "training.practice_stake",
            &[
                ("side", Arg::from(side(self.side()))),
                ("mine", Arg::Number(mine as i64)),
                ("theirs", Arg::Number(theirs as i64)),
                ("standing", Arg::from(self.expected.key())),
                ("moves", Arg::Number(self.win_in.unwrap_or(0) as i64)),
            ],
        );
        format!("{from} {stake}")
    }
}

/// A master game a practice position comes from, as its record's headers name it (the
/// records are `shared/games/`, which the game does not have at run time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MasterGame {
    pub file: &'static str,
    pub title: &'static str,
    pub south: &'static str,
    pub north: &'static str,
    pub place: &'static str,
    pub date: &'static str,
}

/// The master games of `shared/games/` with both players named (a test holds it to the
/// records' headers where they are at hand).
pub const MASTER_GAMES: &[MasterGame] = &[
    MasterGame {
        file: "voogt-3.bao",
        title: "Voogt-3",
        south: "Ramadhan",
        north: "Nasoro",
        place: "Zanzibar",
        date: "11-10-94",
    },
    MasterGame {
        file: "voogt-4.bao",
        title: "Voogt-4",
        south: "Nasoro",
        north: "Ramadhan",
        place: "Zanzibar",
        date: "11-10-94",
    },
    MasterGame {
        file: "voogt-5.bao",
        title: "Voogt-5",
        south: "Majaliwa",
        north: "Shamte",
        place: "Zanzibar",
        date: "11-10-94",
    },
    MasterGame {
        file: "voogt-6.bao",
        title: "Voogt-6",
        south: "Shamte",
        north: "Majaliwa",
        place: "Zanzibar",
        date: "11-10-94",
    },
    MasterGame {
        file: "voogt-7.bao",
        title: "Voogt-7",
        south: "Othman",
        north: "Kijumbe",
        place: "Zanzibar",
        date: "11-10-94",
    },
    MasterGame {
        file: "voogt-69.bao",
        title: "Voogt-69",
        south: "Ramadhan",
        north: "Kijumbe",
        place: "Zanzibar",
        date: "17-10-94",
    },
    MasterGame {
        file: "ramadhan-kijumbe-1994.bao",
        title: "Zanzibar 17-10-94",
        south: "Ramadhan",
        north: "Kijumbe",
        place: "Zanzibar",
        date: "17-10-94",
    },
];

impl PracticePosition {
    /// The master game it comes from (`None` for the engine's own games).
    pub fn master_game(&self) -> Option<&'static MasterGame> {
        MASTER_GAMES.iter().find(|g| g.file == self.source)
    }

    /// Where it comes from, for a list's row: "Voogt-4: Nasoro (South) against Ramadhan
    /// (North), Zanzibar 11-10-94, after move 44" or "The engine's game 8 against itself,
    /// after move 44", in `lang`.
    pub fn source_line(&self, lang: Lang) -> String {
        let ply = ("ply", Arg::Number(self.ply as i64));
        match self.master_game() {
            Some(g) => msg(
                lang,
                "training.practice_master",
                &[
                    ("title", Arg::from(g.title)),
                    ("south", Arg::from(g.south)),
                    ("north", Arg::from(g.north)),
                    ("place", Arg::from(g.place)),
                    ("date", Arg::from(g.date)),
                    ply,
                ],
            ),
            None if self.source == SELF_PLAY => msg(
                lang,
                "training.practice_self_play",
                &[("game", Arg::Number(self.game as i64)), ply],
            ),
            None => msg(
                lang,
                "training.practice_file",
                &[("source", Arg::from(self.source.as_str())), ply],
            ),
        }
    }

    /// What is at stake, for a list's row: "South to move, 36 seeds against 28: wins by
    /// force in 19 moves", in `lang`.
    pub fn stake_line(&self, lang: Lang) -> String {
        let (mine, theirs) = self.seeds();
        msg(
            lang,
            "training.practice_row_stake",
            &[
                (
                    "side",
                    Arg::from(match self.side() {
                        Side::South => "south",
                        Side::North => "north",
                    }),
                ),
                ("mine", Arg::Number(mine as i64)),
                ("theirs", Arg::Number(theirs as i64)),
                ("standing", Arg::from(self.expected.key())),
                ("moves", Arg::Number(self.win_in.unwrap_or(0) as i64)),
            ],
        )
    }

    /// The stage's word in `lang` ("Mtaji", "Endgame").
    pub fn stage_name(&self, lang: Lang) -> String {
        msg(
            lang,
            "training.practice_stage",
            &[("stage", Arg::from(self.stage.word()))],
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

/// The judging search's verdict on `pos` (the game not over): one search as deep as
/// [`JUDGE_DEPTH`] within [`JUDGE_NODES`]. A forced result it finds is proved (a win or loss
/// within the depth searched stands at every depth), so it is final. Otherwise the verdict is
/// the standing at the last finished depth, kept only when that depth is at least
/// [`JUDGE_FLOOR`] and the depth before it gives the same standing (a stable verdict).
pub fn judge_verdict(pos: &Position) -> Verdict {
    let limits = Limits {
        nodes: Some(JUDGE_NODES),
        ..Limits::depth(JUDGE_DEPTH)
    };
    let r = search(pos, &limits, &AtomicBool::new(false));
    if r.best.is_none() {
        return Verdict::Loses;
    }
    if let Some(plies) = r.mate_in() {
        return if plies > 0 {
            Verdict::Wins(plies as u32)
        } else {
            Verdict::Loses
        };
    }
    if r.depth < JUDGE_FLOOR {
        return Verdict::Unsettled;
    }
    let open = |score: i32| Standing::of(CURVE.expected(score));
    match judge_score(pos, r.depth - 1) {
        Some(before) if before.abs() <= WIN_BOUND && open(before) == open(r.score) => {
            Verdict::Open(open(r.score))
        }
        _ => Verdict::Unsettled,
    }
}

/// Why a candidate position is not kept (the generator's tally).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reject {
    /// The screening search finds the side to move not better (nor winning by force).
    NotBetter,
    /// Lost by force for the side to move.
    LostByForce,
    /// A forced win within [`PUZZLE_PLIES`]: a puzzle, not a game to play out.
    PuzzleWin,
    /// No stable verdict within the budget.
    Unsettled,
    /// The position check failed.
    Check,
}

impl Reject {
    pub const ALL: [Reject; 5] = [
        Reject::NotBetter,
        Reject::LostByForce,
        Reject::PuzzleWin,
        Reject::Unsettled,
        Reject::Check,
    ];
    pub fn word(self) -> &'static str {
        match self {
            Reject::NotBetter => "not better",
            Reject::LostByForce => "lost by force",
            Reject::PuzzleWin => "forced win short enough for a puzzle",
            Reject::Unsettled => "no stable verdict",
            Reject::Check => "check failed",
        }
    }
}

/// The generator's figures: candidates judged, positions kept, drops by reason.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub candidates: usize,
    pub kept: usize,
    pub forced_wins: usize,
    pub dropped: std::collections::BTreeMap<Reject, usize>,
}

impl Tally {
    fn drop(&mut self, why: Reject) -> Option<PracticePosition> {
        *self.dropped.entry(why).or_default() += 1;
        None
    }
}

/// The standing a verdict tells and the forced win's length, or why it is not practice.
pub fn standing_of(v: Verdict) -> Result<(Standing, Option<u32>), Reject> {
    match v {
        Verdict::Wins(n) if n as usize <= PUZZLE_PLIES => Err(Reject::PuzzleWin),
        Verdict::Wins(n) => Ok((Standing::WinsByForce, Some(n))),
        Verdict::Loses => Err(Reject::LostByForce),
        Verdict::Open(Some(s)) => Ok((s, None)),
        Verdict::Open(None) => Err(Reject::NotBetter),
        Verdict::Unsettled => Err(Reject::Unsettled),
    }
}

/// A practice position at `pos`, if it is one: both players in mtaji, the game not over, a
/// quick screen at [`SCREEN_DEPTH`] (no forced loss, no short forced win, the side to move
/// at least even), then the judging search's verdict
/// ([`judge_verdict`]): a forced win longer than a puzzle's, told as one, or a stable
/// standing of at least better; and [`check_practice`] passed. `game` is the self-play
/// game's number (0 for a master game).
pub fn judge(
    pos: &Position,
    source: &str,
    game: u64,
    ply: usize,
    tally: &mut Tally,
) -> Option<PracticePosition> {
    let stage = PracticeStage::of(pos)?;
    if pos.outcome().is_some() {
        return None;
    }
    tally.candidates += 1;
    let quick = judge_score(pos, SCREEN_DEPTH)?;
    // The screen drops what it proves (a forced loss, a short forced win) and a side well
    // behind; a side about even or ahead goes to the judging search, which may find a long
    // forced win.
    let screen = match Forced::of(quick, pos.to_move()) {
        Some(f) if f.winner == pos.to_move() => Verdict::Wins(f.moves),
        Some(_) => Verdict::Loses,
        None if CURVE.expected(quick) >= SCREEN_EVEN => Verdict::Open(Some(Standing::Better)),
        None => Verdict::Open(None),
    };
    if let Err(why) = standing_of(screen) {
        return tally.drop(why);
    }
    let (expected, win_in) = match standing_of(judge_verdict(pos)) {
        Ok(s) => s,
        Err(why) => return tally.drop(why),
    };
    let p = PracticePosition {
        id: String::new(),
        position: *pos,
        stage,
        source: source.to_string(),
        game,
        expected,
        win_in,
        ply,
    };
    if check_form(&p).is_err() {
        return tally.drop(Reject::Check);
    }
    tally.kept += 1;
    tally.forced_wins += usize::from(win_in.is_some());
    Some(p)
}

/// The variant, rules and levels of self-play game `n` of a run seeded `seed`: all three
/// games in turn, between the middle levels (their games reach mtaji and last in it; the weak
/// levels' games end a few moves after namua, and the strong levels' depths are for a clock,
/// which self-play does not have).
pub fn practice_plan(n: u64, seed: u64) -> (Rules, [Level; 2]) {
    let rules = [Rules::KISWAHILI, Rules::KETE, Rules::KUJIFUNZA][(n % 3) as usize];
    practice_plan_in(rules, n, seed)
}

/// [`practice_plan`] for one game's self-play only (`bao practice make --variant`): game `n`
/// is played with `rules`, the levels as there.
pub fn practice_plan_in(rules: Rules, n: u64, seed: u64) -> (Rules, [Level; 2]) {
    // Bao la Kujifunza starts from one full board, and two middle levels play much the same
    // game again and again: a weaker level too gives other games.
    if rules.variant == Variant::Kujifunza {
        let levels = [Level::Mwanafunzi, Level::Mchezaji, Level::Hodari];
        let a = levels[((n + seed) % 3) as usize];
        let b = levels[((n / 3 + seed + 1) % 3) as usize];
        return (rules, [a, b]);
    }
    let levels = [Level::Mchezaji, Level::Hodari];
    let a = levels[((n / 3 + seed) % 2) as usize];
    let b = levels[((n / 6 + seed + 1) % 2) as usize];
    (rules, [a, b])
}

/// The practice positions of one game (each position with the move played from it),
/// skipping positions in `seen`: at most a few a game, some moves apart, each with
/// [`LATER_PLIES`] moves of the game still to come. `game` numbers a self-play game (0: a
/// master game); `tally` counts the candidates and why each is dropped.
pub fn harvest_practice(
    game: &[(Position, Move)],
    source: &str,
    number: u64,
    seen: &mut HashSet<u64>,
    tally: &mut Tally,
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
        if let Some(p) = judge(pos, source, number, ply, tally) {
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

/// The checks that need no search: legal under the interchange checks and a position a real
/// game reaches ([`crate::game::teach::analysis::lines::check_position`]), the game not over, its stage the
/// position's, a forced win's length with it and only with it.
fn check_form(p: &PracticePosition) -> Result<(), String> {
    let id = &p.id;
    crate::game::teach::analysis::lines::check_position(&p.position)
        .map_err(|e| format!("{id}: {}", e.text(Lang::English)))?;
    if p.position.outcome().is_some() {
        return Err(format!("{id}: the game is over"));
    }
    if PracticeStage::of(&p.position) != Some(p.stage) {
        return Err(format!("{id}: not a {} position", p.stage.word()));
    }
    if p.win_in.is_some() != (p.expected == Standing::WinsByForce) {
        return Err(format!(
            "{id}: a forced win's length goes with wins-by-force"
        ));
    }
    Ok(())
}

/// Checks one practice position with the engine: [`check_form`], and the judging search's
/// verdict ([`judge_verdict`]) agrees with what the position says: never lost by force; a
/// forced win told as one, with its length, and too long for a puzzle; an open position
/// with the standing it is given, stable over the last two depths.
pub fn check_practice(p: &PracticePosition) -> Result<(), String> {
    check_form(p)?;
    let id = &p.id;
    let verdict = judge_verdict(&p.position);
    let told = match standing_of(verdict) {
        Ok(t) => t,
        Err(why) => return Err(format!("{id}: {} ({verdict:?})", why.word())),
    };
    if told != (p.expected, p.win_in) {
        return Err(format!(
            "{id}: told {} {:?}, the engine says {verdict:?}",
            p.expected.word(),
            p.win_in
        ));
    }
    Ok(())
}
