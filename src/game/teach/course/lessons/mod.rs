//! The course: exercises as data, checked by the rules engine.
//! Pure.
//!
//! `assets/lessons/course.ron` holds what does not depend on the language: each exercise's
//! id, part, the words it teaches, rules, position, goal kind, solution and opponent.
//! `assets/lessons/<lang>/texts.ron` holds the words (title, goal, hint, success, failure,
//! notes on particular mistakes) keyed by id, `parts.ron` the parts' titles and introductions
//! (each names its game); all in the teaching markup of
//! [`crate::game::teach::narrate::rulebook::markup`] and embedded in the binary. The sentences of the
//! per-move feedback are Fluent messages (`assets/i18n/<lang>/feedback.ftl`).
//!
//! An [`Attempt`] follows a player through an exercise: each move is played by the rules
//! engine and judged against the exercise's [`Goal`]; [`Attempt::feedback`] says what the move
//! did (from its trace), why it misses the goal and the exercise's note on it.
//! [`check_lesson`] replays the solution, checks that the position can arise in a real game
//! ([`consistent`]) and judges every legal first move ([`check_verdicts`]); [`check_course`]
//! checks the parts and that no word comes before the exercise that teaches it.

use crate::game::teach::narrate::explain::{Explanation, explain};
use crate::game::teach::narrate::rulebook::{Setup, rules_named, terms_in};
use crate::game::words::i18n::Lang;
use crate::rules::{
    Event, Illegal, Move, MoveKind, Pit, Position, Rules, Side, StopReason, Successor, Trace,
    Variant, parse_move, play_traced, successors, write_move,
};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

mod check;
mod feedback;
mod more;
pub use check::*;
pub use feedback::*;
pub use more::*;

/// What a lesson asks for, checked on the player's moves by the rules engine.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Goal {
    /// A move ends with its last seed in this empty pit (G3).
    EndIn(String),
    /// A move captures the seeds of this opponent pit (G4).
    Capture(String),
    /// A move captures at least this many seeds in all.
    CaptureSeeds(u32),
    /// A move makes at least this many captures (G5, G6: capturing again after an entry).
    Captures(u32),
    /// A move relays at least this many times (G2).
    Relays(u32),
    /// A takasa move after which the opponent has no capture.
    SafeTakasa,
    /// Any move after which the opponent has no capture (or that wins).
    Safe,
    /// A move sets takasia / hizi zetu on this opponent pit (T1).
    Block(String),
    /// A namua capture move plays safari at the house (section 6, step 4).
    Safari,
    /// The player wins the game within the lesson's moves.
    Win,
    /// The player wins for this reason: "bao-hamna" or "only-singletons".
    WinBy(String),
    /// The move written exactly so (RULES.md section 13), e.g. "A6L*": reading notation.
    Notation(String),
}

/// One lesson as the course file gives it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct LessonData {
    pub id: String,
    /// "kujifunza", "kiswahili" or "kete".
    pub variant: String,
    /// "mancala-world" (default) or "tournament".
    #[serde(default)]
    pub preset: Option<String>,
    pub setup: Setup,
    pub goal: Goal,
    /// The moves that meet the goal, in notation (the opponent's replies between the
    /// player's moves when the lesson has an opponent).
    pub solution: Vec<String>,
    /// How many moves the player has (default 1).
    #[serde(default = "one")]
    pub moves: u32,
    /// The level that answers the player's moves (0 = Mwanzo), if the lesson is played
    /// against the computer.
    #[serde(default)]
    pub opponent: Option<u8>,
    /// Win lessons: the player can force the win within `moves` moves whatever the opponent
    /// does (checked by an exhaustive search).
    #[serde(default)]
    pub forced: bool,
    /// The part of the course the exercise belongs to (a key of `parts.ron`).
    pub part: String,
    /// The glossary keys this exercise teaches: its texts (and every later one's) may link
    /// them; a key linked before the exercise that teaches it is a fault.
    #[serde(default)]
    pub teaches: Vec<String>,
    /// The moves from the game's start that the texts tell ("You sowed A6 to the right and
    /// North answered the same way"): the course's check replays them to the exercise's
    /// board, and "more like this" makes no variation of it (another board is one that
    /// history cannot make).
    #[serde(default)]
    pub history: Vec<String>,
}

fn one() -> u32 {
    1
}

/// A lesson's words in one language.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct LessonText {
    pub title: String,
    /// The goal in one or two sentences.
    pub goal: String,
    pub hint: String,
    /// Said after the goal is met.
    pub success: String,
    /// Said after a move that does not meet it: true of every such move (it speaks of the
    /// task, not of one wrong move).
    pub failure: String,
    /// Notes for particular wrong moves, by the move as the engine writes it ("A5R"): said
    /// instead of `failure` after that move.
    #[serde(default)]
    pub mistakes: BTreeMap<String, String>,
}

/// A lesson ready to play: its data, rules, start position and words.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub data: LessonData,
    pub rules: Rules,
    pub start: Position,
    pub text: LessonText,
}

impl Lesson {
    pub fn id(&self) -> &str {
        &self.data.id
    }
    /// The side the player takes: the side to move at the start.
    pub fn learner(&self) -> Side {
        self.start.to_move()
    }
    /// The solution's moves played from the start, each with the position before it.
    pub fn solution_line(&self) -> Result<Vec<(Position, Successor)>, LessonError> {
        let mut pos = self.start;
        let mut out = Vec::new();
        for (k, text) in self.data.solution.iter().enumerate() {
            let (succ, _) = parse_move(&pos, text)
                .map_err(|e| self.error(&format!("solution[{k}]"), e.to_string()))?;
            out.push((pos, succ));
            pos = succ.position;
        }
        Ok(out)
    }

    fn error(&self, field: &str, what: impl Into<String>) -> LessonError {
        LessonError {
            lesson: self.data.id.clone(),
            field: field.into(),
            what: what.into(),
        }
    }
}

/// A fault in the course: the lesson, the field and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub lesson: String,
    pub field: String,
    pub what: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson '{}': {}: {}", self.lesson, self.field, self.what)
    }
}
impl std::error::Error for LessonError {}

const COURSE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/course.ron"
));
const TEXTS_EN: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/en/texts.ron"
));
const TEXTS_SW: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/sw/texts.ron"
));

/// The embedded texts file of `lang`, with its path for messages.
pub fn texts_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/lessons/en/texts.ron", TEXTS_EN),
        Lang::Kiswahili => ("assets/lessons/sw/texts.ron", TEXTS_SW),
    }
}

/// Reads the embedded course with `lang`'s texts, without panicking (for `bao lessons
/// --check`, which reports a broken file instead of stopping).
pub fn try_course(lang: Lang) -> Result<Vec<Lesson>, LessonError> {
    parse_course(COURSE, texts_file(lang).1)
}

/// Reads the course and one language's texts. Errors name the lesson and the field.
pub fn parse_course(course: &str, texts: &str) -> Result<Vec<Lesson>, LessonError> {
    let whole = |field: &str, e: ron::error::SpannedError| LessonError {
        lesson: "-".into(),
        field: field.into(),
        what: format!(
            "{} (line {}, column {})",
            e.code, e.span.start.line, e.span.start.col
        ),
    };
    let data: Vec<LessonData> = ron::from_str(course).map_err(|e| whole("course.ron", e))?;
    let mut words: BTreeMap<String, LessonText> =
        ron::from_str(texts).map_err(|e| whole("texts.ron", e))?;
    let mut out: Vec<Lesson> = Vec::new();
    for d in data {
        let err = |field: &str, what: String| LessonError {
            lesson: d.id.clone(),
            field: field.into(),
            what,
        };
        if d.id.is_empty()
            || !d
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
        {
            return Err(err("id", "lowercase letters, digits and '-' only".into()));
        }
        if out.iter().any(|l| l.data.id == d.id) {
            return Err(err("id", "used by an earlier lesson".into()));
        }
        let rules = rules_named(&d.variant, d.preset.as_deref()).map_err(|e| err("variant", e))?;
        let start = d.setup.position(rules).map_err(|e| err("setup", e))?;
        if d.moves == 0 {
            return Err(err("moves", "at least 1".into()));
        }
        if let Some(level) = d.opponent
            && crate::ai::Level::from_number(level).is_none()
        {
            return Err(err("opponent", format!("level {level} is not 0..5")));
        }
        if d.solution.is_empty() {
            return Err(err("solution", "no move".into()));
        }
        let side = start.to_move();
        let pit_of = |field: &str, label: &str, want: Side| -> Result<(), LessonError> {
            match Pit::parse(label) {
                Some(p) if p.side == want => Ok(()),
                Some(p) => Err(err(field, format!("{p} is not a pit of {}", want.name()))),
                None => Err(err(field, format!("'{label}' is not a pit label"))),
            }
        };
        match &d.goal {
            Goal::EndIn(p) => pit_of("goal", p, side)?,
            Goal::Capture(p) | Goal::Block(p) => pit_of("goal", p, side.opponent())?,
            Goal::WinBy(r) if r != "bao-hamna" && r != "only-singletons" => {
                return Err(err(
                    "goal",
                    format!("'{r}' is not \"bao-hamna\" or \"only-singletons\""),
                ));
            }
            _ => {}
        }
        let text = words
            .remove(&d.id)
            .ok_or_else(|| err("texts", "no texts for this lesson".into()))?;
        for (field, t) in [
            ("title", &text.title),
            ("goal", &text.goal),
            ("hint", &text.hint),
            ("success", &text.success),
            ("failure", &text.failure),
        ] {
            if t.trim().is_empty() {
                return Err(err(field, "empty".into()));
            }
        }
        let lesson = Lesson {
            data: d,
            rules,
            start,
            text,
        };
        lesson.solution_line()?;
        out.push(lesson);
    }
    if let Some(id) = words.keys().next() {
        return Err(LessonError {
            lesson: id.clone(),
            field: "texts".into(),
            what: "texts for a lesson the course does not have".into(),
        });
    }
    Ok(out)
}

/// The course in `lang`: the same lessons, with that language's texts.
static COURSE_ONCE: [OnceLock<Vec<Lesson>>; 2] = [OnceLock::new(), OnceLock::new()];

pub fn course(lang: Lang) -> &'static [Lesson] {
    let i = match lang {
        Lang::English => 0,
        Lang::Kiswahili => 1,
    };
    // The files are embedded and tested (tests/teaching.rs): a broken one is our build.
    COURSE_ONCE[i]
        .get_or_init(|| try_course(lang).unwrap_or_else(|e| panic!("{}: {e}", texts_file(lang).0)))
}

/// The lesson with this id.
pub fn lesson(lang: Lang, id: &str) -> Option<&'static Lesson> {
    course(lang).iter().find(|l| l.data.id == id)
}

/// Every glossary key the lesson texts link to, with the lesson.
pub fn terms_used(lang: Lang) -> Vec<(String, String)> {
    course(lang)
        .iter()
        .flat_map(|l| {
            let t = &l.text;
            [&t.title, &t.goal, &t.hint, &t.success, &t.failure]
                .into_iter()
                .flat_map(|s| terms_in(s))
                .map(|k| (l.data.id.clone(), k))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// One move of an attempt, as played.
#[derive(Clone, Debug)]
pub struct Played {
    pub before: Position,
    pub successor: Successor,
    pub trace: Trace,
}

/// Whether one move meets a move goal.
fn move_meets(goal: &Goal, p: &Played) -> bool {
    let me = p.before.to_move();
    let t = &p.trace;
    match goal {
        Goal::EndIn(label) => t.iter().any(|e| {
            matches!(e, Event::Stop { pit, why: StopReason::EmptyPit } if pit.label() == *label)
        }),
        Goal::Capture(label) => t
            .iter()
            .any(|e| matches!(e, Event::Capture { pit, .. } if pit.label() == *label)),
        Goal::CaptureSeeds(n) => p.successor.captured >= *n,
        Goal::Captures(n) => {
            t.iter()
                .filter(|e| matches!(e, Event::Capture { .. }))
                .count() as u32
                >= *n
        }
        Goal::Relays(n) => {
            // A relay: a lap end followed by a lift.
            t.windows(2)
                .filter(|w| {
                    matches!(w[0], Event::LapEnd { .. }) && matches!(w[1], Event::Lift { .. })
                })
                .count() as u32
                >= *n
        }
        Goal::SafeTakasa => {
            p.successor.kind == MoveKind::Takasa
                && match p.successor.outcome() {
                    Some(o) => o.winner == me,
                    None => successors(&p.successor.position)
                        .iter()
                        .all(|s| s.kind == MoveKind::Takasa),
                }
        }
        Goal::Safe => {
            p.successor.outcome().is_some_and(|o| o.winner == me)
                || (p.successor.outcome().is_none()
                    && successors(&p.successor.position)
                        .iter()
                        .all(|s| s.kind == MoveKind::Takasa))
        }
        Goal::Block(label) => t
            .iter()
            .any(|e| matches!(e, Event::Block { pit } if pit.label() == *label)),
        Goal::Safari => t.iter().any(|e| matches!(e, Event::Safari { .. })),
        Goal::Win => p.successor.outcome().is_some_and(|o| o.winner == me),
        Goal::WinBy(reason) => p
            .successor
            .outcome()
            .is_some_and(|o| o.winner == me && o.reason.json() == reason),
        Goal::Notation(text) => write_move(&p.before, &p.successor) == *text,
    }
}

/// How an attempt stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The goal is met: the lesson is done.
    Success,
    /// The moves are used up (or the game is over) without the goal.
    Failure,
    /// The goal is not met yet and the player has moves left; with an opponent it is his
    /// turn now.
    GoOn,
}

/// One player's way through a lesson.
#[derive(Clone, Debug)]
pub struct Attempt {
    lesson: &'static Lesson,
    position: Position,
    /// Every move played, the player's and the opponent's.
    pub played: Vec<Played>,
    verdict: Option<Verdict>,
}

impl Attempt {
    pub fn new(lesson: &'static Lesson) -> Attempt {
        Attempt {
            lesson,
            position: lesson.start,
            played: Vec::new(),
            verdict: None,
        }
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// The verdict after the last move, `None` before the first.
    pub fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }
    /// The player's moves so far.
    pub fn learner_moves(&self) -> usize {
        let me = self.lesson.learner();
        self.played
            .iter()
            .filter(|p| p.before.to_move() == me)
            .count()
    }
    /// Whether the opponent is to reply now.
    pub fn opponent_to_move(&self) -> bool {
        self.verdict == Some(Verdict::GoOn) && self.position.to_move() != self.lesson.learner()
    }

    /// Plays the next move (the player's, or the opponent's reply) through the rules engine
    /// and judges the attempt.
    pub fn play(&mut self, mv: &Move) -> Result<Verdict, Illegal> {
        if matches!(self.verdict, Some(Verdict::Success | Verdict::Failure)) {
            return Err(Illegal::GameOver);
        }
        let before = self.position;
        let (successor, trace) = play_traced(&before, mv)?;
        self.position = successor.position;
        self.played.push(Played {
            before,
            successor,
            trace,
        });
        let v = judge_played(self.lesson, &self.played);
        self.verdict = Some(v);
        Ok(v)
    }

    /// The explanation of the last move played, in `lang`.
    pub fn last_explanation(&self, lang: Lang) -> Option<Explanation> {
        self.played
            .last()
            .map(|p| explain(lang, &p.before, &p.successor, &p.trace))
    }

    /// The lesson's verdict on the player's last move, in words (`None` before his first).
    pub fn feedback(&self, lang: Lang) -> Option<Feedback> {
        last_feedback(lang, self.lesson, &self.played, self.verdict)
    }

    /// The opponent's reply by the lesson's level (`seed` varies the level's choice).
    pub fn opponent_move(&self, seed: u64) -> Option<Move> {
        let level = crate::ai::Level::from_number(self.lesson.data.opponent?)?;
        let cancel = std::sync::atomic::AtomicBool::new(false);
        crate::ai::choose_move(&self.position, level, seed, &cancel)
    }
}

/// The feedback on the learner's last move of `played` (`verdict`: the attempt's verdict
/// after the last move played), as [`Attempt::feedback`] gives it; for any lesson.
pub fn last_feedback(
    lang: Lang,
    lesson: &Lesson,
    played: &[Played],
    verdict: Option<Verdict>,
) -> Option<Feedback> {
    let me = lesson.learner();
    let k = played.iter().rposition(|p| p.before.to_move() == me)?;
    // The verdict that followed that move: the current one if it was the last move.
    let verdict = if k + 1 == played.len() {
        verdict?
    } else {
        Verdict::GoOn
    };
    Some(feedback(lang, lesson, &played[k], verdict))
}

/// The verdict of an attempt at `lesson` after the moves `played` (at least one), as
/// [`Attempt::play`] judges it; for any lesson.
pub fn judge_played(lesson: &Lesson, played: &[Played]) -> Verdict {
    let me = lesson.learner();
    let goal = &lesson.data.goal;
    let last = played.last().expect("a move was played");
    let mine = last.before.to_move() == me;
    if mine && move_meets(goal, last) {
        return Verdict::Success;
    }
    if last.successor.outcome().is_some() {
        return Verdict::Failure;
    }
    let used = played.iter().filter(|p| p.before.to_move() == me).count() as u32;
    if mine && used >= lesson.data.moves {
        return Verdict::Failure;
    }
    Verdict::GoOn
}

/// A part of the course: its title and a short introduction that names the game it teaches.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct PartText {
    pub title: String,
    /// Says which game the part is about (markup).
    pub intro: String,
}

const PARTS_EN: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/en/parts.ron"
));
const PARTS_SW: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/sw/parts.ron"
));

/// The embedded parts file of `lang` (path for messages, text).
pub fn parts_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/lessons/en/parts.ron", PARTS_EN),
        Lang::Kiswahili => ("assets/lessons/sw/parts.ron", PARTS_SW),
    }
}

fn lang_slot(lang: Lang) -> usize {
    match lang {
        Lang::English => 0,
        Lang::Kiswahili => 1,
    }
}

/// Reads a parts file, without panicking.
pub fn try_parts(lang: Lang) -> Result<BTreeMap<String, PartText>, String> {
    let (name, text) = parts_file(lang);
    ron::from_str(text).map_err(|e| format!("{name}: {e}"))
}

/// The parts' words in `lang`, by part id.
pub fn part_texts(lang: Lang) -> &'static BTreeMap<String, PartText> {
    static PARTS: [OnceLock<BTreeMap<String, PartText>>; 2] = [OnceLock::new(), OnceLock::new()];
    PARTS[lang_slot(lang)].get_or_init(|| try_parts(lang).unwrap_or_else(|e| panic!("{e}")))
}

/// The parts of the course in order, each with its exercises (for the window's list: a
/// heading per part, its intro, then its exercises).
pub fn parts(lang: Lang) -> Vec<(&'static str, &'static PartText, Vec<&'static Lesson>)> {
    let texts = part_texts(lang);
    let mut out: Vec<(&'static str, &'static PartText, Vec<&'static Lesson>)> = Vec::new();
    for l in course(lang) {
        match out.last_mut() {
            Some((id, _, ls)) if *id == l.data.part => ls.push(l),
            _ => {
                let t = texts
                    .get(&l.data.part)
                    .unwrap_or_else(|| panic!("part '{}' has no texts", l.data.part));
                out.push((l.data.part.as_str(), t, vec![l]));
            }
        }
    }
    out
}

/// The lesson's words in `lang`: for an exercise of the embedded course (in any language),
/// that language's words; for any other lesson (a course read from elsewhere), its own.
fn lesson_in(lang: Lang, lesson: &Lesson) -> &LessonText {
    let embedded = Lang::ALL.into_iter().any(|l| {
        try_course_cached(l).is_some_and(|c| c.iter().any(|x| std::ptr::eq(x, lesson)))
            || COURSE_ONCE[lang_slot(l)]
                .get()
                .is_some_and(|c| c.iter().any(|x| std::ptr::eq(x, lesson)))
    });
    if !embedded {
        return &lesson.text;
    }
    match try_course_cached(lang).and_then(|c| c.iter().find(|l| l.data.id == lesson.data.id)) {
        Some(l) => &l.text,
        None => &lesson.text,
    }
}

fn try_course_cached(lang: Lang) -> Option<&'static [Lesson]> {
    static COURSES: [OnceLock<Option<Vec<Lesson>>>; 2] = [OnceLock::new(), OnceLock::new()];
    COURSES[lang_slot(lang)]
        .get_or_init(|| try_course(lang).ok())
        .as_deref()
}
