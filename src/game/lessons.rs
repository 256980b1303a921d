//! The course (issue 9, section 2; issue 26): exercises as data, checked by the rules engine.
//! Pure.
//!
//! `assets/lessons/course.ron` holds what does not depend on the language: each exercise's
//! id, part, the words it teaches, rules, position, goal kind, solution and opponent.
//! `assets/lessons/<lang>/texts.ron` holds the words (title, goal, hint, success, failure,
//! notes on particular mistakes) keyed by id, `parts.ron` the parts' titles and introductions
//! (each names its game), `feedback.ron` the sentences of the per-move feedback; all in the
//! teaching markup of [`crate::game::rulebook::markup`] and embedded in the binary.
//!
//! An [`Attempt`] follows a player through an exercise: each move is played by the rules
//! engine and judged against the exercise's [`Goal`]; [`Attempt::feedback`] says what the move
//! did (from its trace), why it misses the goal and the exercise's note on it.
//! [`check_lesson`] replays the solution, checks that the position can arise in a real game
//! ([`consistent`]) and judges every legal first move ([`check_verdicts`]); [`check_course`]
//! checks the parts and that no word comes before the exercise that teaches it.

use super::explain::{Explanation, explain};
use super::i18n::Lang;
use super::rulebook::{Setup, rules_named, terms_in};
use crate::rules::{
    Event, Illegal, Move, MoveKind, Pit, Position, Rules, Side, StopReason, Successor, Trace,
    Variant, parse_move, play_traced, successors, write_move,
};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

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

const COURSE: &str = include_str!("../../assets/lessons/course.ron");
const TEXTS_EN: &str = include_str!("../../assets/lessons/en/texts.ron");
const TEXTS_SW: &str = include_str!("../../assets/lessons/sw/texts.ron");

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
        let v = self.judge();
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
        let me = self.lesson.learner();
        let k = self.played.iter().rposition(|p| p.before.to_move() == me)?;
        // The verdict that followed that move: the current one if it was the last move.
        let verdict = if k + 1 == self.played.len() {
            self.verdict?
        } else {
            Verdict::GoOn
        };
        Some(feedback(lang, self.lesson, &self.played[k], verdict))
    }

    fn judge(&self) -> Verdict {
        let lesson = self.lesson;
        let me = lesson.learner();
        let goal = &lesson.data.goal;
        let last = self.played.last().expect("a move was played");
        let mine = last.before.to_move() == me;
        if mine && move_meets(goal, last) {
            return Verdict::Success;
        }
        if last.successor.outcome().is_some() {
            return Verdict::Failure;
        }
        let used = self.learner_moves() as u32;
        if mine && used >= lesson.data.moves {
            return Verdict::Failure;
        }
        Verdict::GoOn
    }

    /// The opponent's reply by the lesson's level (`seed` varies the level's choice).
    pub fn opponent_move(&self, seed: u64) -> Option<Move> {
        let level = crate::ai::Level::from_number(self.lesson.data.opponent?)?;
        let cancel = std::sync::atomic::AtomicBool::new(false);
        crate::ai::choose_move(&self.position, level, seed, &cancel)
    }
}

/// What [`check_lesson`] found for one lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    pub id: String,
    pub title: String,
    /// The solution as written by the engine.
    pub solution: String,
    /// Legal first moves, and how many of them meet the goal at once.
    pub first_moves: usize,
    pub first_moves_meeting: usize,
    /// Legal first moves whose verdict and feedback were checked (all of them).
    pub verdicts_checked: usize,
}

/// Whether `side`, to move in `pos`, can force a win within `moves` of his moves.
fn forced_win(pos: &Position, side: Side, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    successors(pos).iter().any(|s| match s.outcome() {
        Some(o) => o.winner == side,
        None => {
            moves > 1
                && successors(&s.position).iter().all(|r| match r.outcome() {
                    Some(o) => o.winner == side,
                    None => forced_win(&r.position, side, moves - 1),
                })
        }
    })
}

/// Replays the lesson's solution through the rules engine and checks the lesson: the start
/// is not over, the solution is legal and meets the goal within the allowed moves, the
/// opponent's replies sit between the player's moves, some legal first move fails the goal
/// (the lesson asks for a choice), and a `forced` win is forced.
pub fn check_lesson(lesson: &'static Lesson) -> Result<CheckReport, LessonError> {
    let err = |field: &str, what: String| lesson.error(field, what);
    if let Some(o) = lesson.start.outcome() {
        return Err(err(
            "setup",
            format!("the game is already over ({} won)", o.winner.name()),
        ));
    }
    consistent(&lesson.start)
        .map_err(|e| err("setup", format!("not a real game's position: {e}")))?;
    let mut attempt = Attempt::new(lesson);
    let mut written = Vec::new();
    for (k, text) in lesson.data.solution.iter().enumerate() {
        let field = format!("solution[{k}]");
        if matches!(attempt.verdict(), Some(Verdict::Success | Verdict::Failure)) {
            return Err(err(&field, "a move after the lesson has ended".into()));
        }
        let pos = *attempt.position();
        if pos.to_move() != lesson.learner() && lesson.data.opponent.is_none() {
            return Err(err(
                &field,
                "the opponent's move in a lesson without an opponent".into(),
            ));
        }
        let (succ, _) = parse_move(&pos, text).map_err(|e| err(&field, e.to_string()))?;
        written.push(crate::rules::write_move(&pos, &succ));
        attempt
            .play(&succ.mv)
            .map_err(|e| err(&field, e.to_string()))?;
    }
    if attempt.verdict() != Some(Verdict::Success) {
        return Err(err(
            "solution",
            format!(
                "does not meet the goal {:?} (ends {:?})",
                lesson.data.goal,
                attempt.verdict()
            ),
        ));
    }
    // The first move must be a choice: some legal first move fails the goal at once.
    let firsts = successors(&lesson.start);
    let meeting = firsts
        .iter()
        .filter(|s| {
            let (succ, trace) = play_traced(&lesson.start, &s.mv).expect("a legal move plays");
            move_meets(
                &lesson.data.goal,
                &Played {
                    before: lesson.start,
                    successor: succ,
                    trace,
                },
            )
        })
        .count();
    let multi = lesson.data.moves > 1;
    if !multi && meeting == firsts.len() {
        return Err(err(
            "goal",
            format!(
                "every one of the {} legal moves meets it: nothing to choose",
                firsts.len()
            ),
        ));
    }
    if lesson.data.forced {
        if !matches!(lesson.data.goal, Goal::Win | Goal::WinBy(_)) {
            return Err(err("forced", "only for a win goal".into()));
        }
        if !forced_win(&lesson.start, lesson.learner(), lesson.data.moves) {
            return Err(err(
                "forced",
                format!(
                    "{} cannot force the win in {} moves",
                    lesson.learner().name(),
                    lesson.data.moves
                ),
            ));
        }
    }
    let verdicts_checked = check_verdicts(lesson)?;
    Ok(CheckReport {
        id: lesson.data.id.clone(),
        title: lesson.text.title.clone(),
        solution: written.join(" "),
        first_moves: firsts.len(),
        first_moves_meeting: meeting,
        verdicts_checked,
    })
}

// ------------------------------------------------------------------ parts of the course

/// A part of the course: its title and a short introduction that names the game it teaches.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct PartText {
    pub title: String,
    /// Says which game the part is about (markup).
    pub intro: String,
}

const PARTS_EN: &str = include_str!("../../assets/lessons/en/parts.ron");
const PARTS_SW: &str = include_str!("../../assets/lessons/sw/parts.ron");
const FEEDBACK_EN: &str = include_str!("../../assets/lessons/en/feedback.ron");
const FEEDBACK_SW: &str = include_str!("../../assets/lessons/sw/feedback.ron");

/// The embedded parts file of `lang` (path for messages, text).
pub fn parts_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/lessons/en/parts.ron", PARTS_EN),
        Lang::Kiswahili => ("assets/lessons/sw/parts.ron", PARTS_SW),
    }
}

/// The embedded feedback catalogue of `lang` (path for messages, text).
pub fn feedback_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/lessons/en/feedback.ron", FEEDBACK_EN),
        Lang::Kiswahili => ("assets/lessons/sw/feedback.ron", FEEDBACK_SW),
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

/// Reads a feedback catalogue, without panicking.
pub fn try_feedback_words(lang: Lang) -> Result<BTreeMap<String, String>, String> {
    let (name, text) = feedback_file(lang);
    ron::from_str(text).map_err(|e| format!("{name}: {e}"))
}

fn feedback_words(lang: Lang) -> &'static BTreeMap<String, String> {
    static WORDS: [OnceLock<BTreeMap<String, String>>; 2] = [OnceLock::new(), OnceLock::new()];
    WORDS[lang_slot(lang)]
        .get_or_init(|| try_feedback_words(lang).unwrap_or_else(|e| panic!("{e}")))
}

/// The keys every feedback catalogue must hold.
pub const FEEDBACK_KEYS: &[&str] = &[
    "side.south",
    "side.north",
    "way.left",
    "way.right",
    "seeds.one",
    "seeds.many",
    "list.and",
    "did.sow",
    "did.reserve",
    "did.reserve_sow",
    "did.tax",
    "did.tax_weak",
    "did.tax_all",
    "did.captured",
    "did.captured_nothing",
    "did.end_empty",
    "did.end_house",
    "did.end_blocked",
    "did.safari",
    "did.house_lost_mine",
    "did.house_lost_theirs",
    "did.block",
    "did.won",
    "did.lost",
    "did.laps_one",
    "did.laps_many",
    "reason.bao_hamna_theirs",
    "reason.bao_hamna_mine",
    "reason.singletons_theirs",
    "reason.singletons_mine",
    "reason.endless_theirs",
    "reason.endless_mine",
    "why.end_in",
    "why.end_in_none",
    "why.capture",
    "why.capture_none",
    "why.capture_seeds",
    "why.captures",
    "why.relays",
    "why.safe_takasa",
    "why.not_takasa",
    "why.lost",
    "why.block",
    "why.block_none",
    "why.safari_stop",
    "why.safari_none",
    "why.win",
    "why.win_other",
    "why.notation",
    "times.one",
    "times.many",
    "move.sow",
    "move.namua",
    "move.namua_sow",
    "move.namua_kichwa",
    "move.safari",
    "why.go_on",
];

/// A catalogue sentence with its `{placeholders}` filled.
fn fb(lang: Lang, key: &str, values: &[(&str, &str)]) -> String {
    let mut s = feedback_words(lang)
        .get(key)
        .cloned()
        .unwrap_or_else(|| format!("(missing text {key})"));
    for (k, v) in values {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
}

fn side_word(lang: Lang, side: Side) -> String {
    fb(
        lang,
        match side {
            Side::South => "side.south",
            Side::North => "side.north",
        },
        &[],
    )
}

fn seeds_word(lang: Lang, n: u32) -> String {
    if n == 1 {
        fb(lang, "seeds.one", &[])
    } else {
        fb(lang, "seeds.many", &[("n", &n.to_string())])
    }
}

/// "a, b and c".
fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), fb(lang, "list.and", &[])),
    }
}

/// The house's name in the variant (a Bao word, the same in every language).
fn house_name(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "kuu",
        _ => "nyumba",
    }
}

/// What the lesson's verdict on one move is, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// The move as written (RULES.md section 13).
    pub notation: String,
    /// The move met the lesson's goal.
    pub met: bool,
    /// What the move did, from its trace, in plain sentences (markup without links).
    pub did: Vec<String>,
    /// Why it misses the goal (a move that meets it, or that leaves the player more moves,
    /// has none).
    pub why: Option<String>,
    /// The lesson's word on it: its success text, a note for this mistake, or its failure
    /// text; `None` while the lesson goes on.
    pub note: Option<String>,
}

impl Feedback {
    /// The whole feedback as markup, one paragraph per line: the note, what the move did,
    /// why it misses.
    pub fn text(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        out.extend(self.note.clone());
        out.push(self.did.join(" "));
        out.extend(self.why.clone());
        out.join("\n")
    }
}

/// The pits a move touched, in the order of its events: every pit sown, lifted, captured or
/// entered, and the pit each lap ended in with the pit it faces (for the checks on texts).
fn trace_pits(before: &Position, t: &Trace) -> Vec<Pit> {
    let mut pits: Vec<Pit> = Vec::new();
    for e in t {
        match *e {
            Event::ReservePlaced { pit }
            | Event::Lift { pit, .. }
            | Event::Tax { pit, .. }
            | Event::Sow { pit }
            | Event::Safari { pit }
            | Event::Stop { pit, .. }
            | Event::Block { pit }
            | Event::Claim { pit } => pits.push(pit),
            Event::Capture { by, pit, .. } => pits.extend([by, pit]),
            // A lap's end and the pit it faces (a text may say what it faced).
            Event::LapEnd { pit, .. } => {
                pits.extend([Some(pit), pit.opposite()].into_iter().flatten())
            }
            Event::Entry { kichwa, .. } => pits.push(kichwa),
            Event::HouseDestroyed { side, .. } => pits.push(Pit::new(side, crate::rules::HOUSE)),
            Event::GameOver(_) => {}
        }
    }
    let _ = before;
    pits
}

/// The captures of a move: (opponent pit, seeds).
fn captures_of(t: &Trace) -> Vec<(Pit, u8)> {
    t.iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, count, .. } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

/// What a move did, in plain sentences from its trace, said to the player who made it.
pub fn what_it_did(lang: Lang, p: &Played) -> Vec<String> {
    let me = p.before.to_move();
    let v = p.before.rules().variant;
    let opp = side_word(lang, me.opponent());
    let house = house_name(v);
    let t = &p.trace;
    let mut out = Vec::new();
    let way = |pit: Pit, dir: crate::rules::Dir| {
        if pit.dir_letter(dir) == 'R' {
            fb(lang, "way.right", &[])
        } else {
            fb(lang, "way.left", &[])
        }
    };
    // How it started.
    let placed = t.iter().find_map(|e| match *e {
        Event::ReservePlaced { pit } => Some(pit),
        _ => None,
    });
    let first_lift = t.iter().find_map(|e| match *e {
        Event::Lift { pit, count } => Some((pit, count)),
        _ => None,
    });
    let tax = t.iter().find_map(|e| match *e {
        Event::Tax { pit, count } => Some((pit, count)),
        _ => None,
    });
    let first_event_after_placing = t.iter().find(|e| !matches!(e, Event::ReservePlaced { .. }));
    let dir = p.successor.mv.dir;
    match (placed, tax, dir) {
        (Some(pit), Some((_, 2)), Some(d)) => {
            out.push(fb(
                lang,
                "did.tax",
                &[
                    ("pit", &pit.label()),
                    ("house", house),
                    ("way", &way(pit, d)),
                ],
            ));
            // Section 8: from exactly 6 the tax leaves an owned house of 5 that no longer
            // works as a house.
            let left = p.before.seeds(pit) + 1 - 2;
            if left < 6 {
                out.push(fb(
                    lang,
                    "did.tax_weak",
                    &[
                        ("pit", &pit.label()),
                        ("house", house),
                        ("n", &left.to_string()),
                    ],
                ));
            }
        }
        (Some(pit), Some((_, n)), Some(d)) => out.push(fb(
            lang,
            "did.tax_all",
            &[
                ("pit", &pit.label()),
                ("house", house),
                ("n", &n.to_string()),
                ("way", &way(pit, d)),
            ],
        )),
        (Some(pit), None, Some(d))
            if matches!(first_event_after_placing, Some(Event::Lift { .. })) =>
        {
            let n = first_lift.map(|(_, c)| c).unwrap_or(0) as u32;
            out.push(fb(
                lang,
                "did.reserve_sow",
                &[
                    ("pit", &pit.label()),
                    ("seeds", &seeds_word(lang, n)),
                    ("way", &way(pit, d)),
                ],
            ))
        }
        (Some(pit), _, _) => out.push(fb(lang, "did.reserve", &[("pit", &pit.label())])),
        (None, _, _) => {
            let pit = Pit::new(me, p.successor.mv.pit);
            let n = p.before.seeds(pit) as u32;
            let d = dir.unwrap_or(crate::rules::Dir::Cw);
            out.push(fb(
                lang,
                "did.sow",
                &[
                    ("pit", &pit.label()),
                    ("seeds", &seeds_word(lang, n)),
                    ("way", &way(pit, d)),
                ],
            ))
        }
    }
    // What it took.
    let caps = captures_of(t);
    if caps.is_empty() {
        out.push(fb(lang, "did.captured_nothing", &[]));
    } else {
        let items: Vec<String> = caps
            .iter()
            .map(|(pit, n)| format!("{} ({})", pit.label(), seeds_word(lang, *n as u32)))
            .collect();
        out.push(fb(lang, "did.captured", &[("list", &list(lang, &items))]));
    }
    let safari = t.iter().any(|e| matches!(e, Event::Safari { .. }));
    if let Some(pit) = t.iter().find_map(|e| match *e {
        Event::Safari { pit } => Some(pit),
        _ => None,
    }) {
        out.push(fb(
            lang,
            "did.safari",
            &[("pit", &pit.label()), ("house", house)],
        ));
    }
    // How it ended.
    let laps = p.successor.laps;
    let laps_text = if laps == 1 {
        fb(lang, "did.laps_one", &[])
    } else {
        fb(lang, "did.laps_many", &[("n", &laps.to_string())])
    };
    for e in t {
        match *e {
            Event::Stop {
                pit,
                why: StopReason::EmptyPit,
            } => out.push(fb(
                lang,
                "did.end_empty",
                &[("pit", &pit.label()), ("laps", &laps_text)],
            )),
            Event::Stop {
                pit,
                why: StopReason::House,
            } => out.push(fb(
                lang,
                "did.end_house",
                &[
                    ("pit", &pit.label()),
                    ("house", house),
                    ("laps", &laps_text),
                ],
            )),
            Event::Stop {
                pit,
                why: StopReason::Blocked,
            } => out.push(fb(
                lang,
                "did.end_blocked",
                &[("pit", &pit.label()), ("laps", &laps_text)],
            )),
            _ => {}
        }
    }
    for e in t {
        if let Event::HouseDestroyed { side, why } = *e {
            if side == me && why == crate::rules::HouseLoss::Lifted && safari {
                continue; // told with the safari
            }
            let pit = Pit::new(side, crate::rules::HOUSE).label();
            if side == me {
                out.push(fb(
                    lang,
                    "did.house_lost_mine",
                    &[("pit", &pit), ("house", house)],
                ));
            } else {
                out.push(fb(
                    lang,
                    "did.house_lost_theirs",
                    &[("pit", &pit), ("house", house), ("opponent", &opp)],
                ));
            }
        }
    }
    if let Some(pit) = t.iter().find_map(|e| match *e {
        Event::Block { pit } => Some(pit),
        _ => None,
    }) {
        out.push(fb(
            lang,
            "did.block",
            &[("pit", &pit.label()), ("opponent", &opp)],
        ));
    }
    if let Some(o) = p.successor.outcome() {
        let key = if o.winner == me {
            "did.won"
        } else {
            "did.lost"
        };
        let reason = match (o.reason, o.winner == me) {
            (crate::rules::WinReason::BaoHamna, true) => "reason.bao_hamna_theirs",
            (crate::rules::WinReason::BaoHamna, false) => "reason.bao_hamna_mine",
            (crate::rules::WinReason::OnlySingletons, true) => "reason.singletons_theirs",
            (crate::rules::WinReason::OnlySingletons, false) => "reason.singletons_mine",
            (crate::rules::WinReason::OnlyEndlessMoves, true) => "reason.endless_theirs",
            (crate::rules::WinReason::OnlyEndlessMoves, false) => "reason.endless_mine",
        };
        let why = fb(lang, reason, &[("opponent", &opp)]);
        out.push(fb(lang, key, &[("reason", &why)]));
    }
    out
}

/// Why a move misses a move goal, in a sentence (`None` if it meets it).
pub fn why_missed(lang: Lang, goal: &Goal, p: &Played) -> Option<String> {
    if move_meets(goal, p) {
        return None;
    }
    let me = p.before.to_move();
    let t = &p.trace;
    let caps = captures_of(t);
    let opp = side_word(lang, me.opponent());
    Some(match goal {
        Goal::EndIn(want) => {
            let end = t.iter().rev().find_map(|e| match *e {
                Event::Stop { pit, .. } => Some(pit),
                _ => None,
            });
            match end {
                Some(pit) => fb(lang, "why.end_in", &[("goal", want), ("pit", &pit.label())]),
                None => fb(lang, "why.end_in_none", &[("goal", want)]),
            }
        }
        Goal::Capture(want) => {
            if caps.is_empty() {
                fb(lang, "why.capture_none", &[("goal", want)])
            } else {
                let items: Vec<String> = caps.iter().map(|(p, _)| p.label()).collect();
                fb(
                    lang,
                    "why.capture",
                    &[("goal", want), ("list", &list(lang, &items))],
                )
            }
        }
        Goal::CaptureSeeds(n) => fb(
            lang,
            "why.capture_seeds",
            &[
                ("n", &n.to_string()),
                ("k", &p.successor.captured.to_string()),
            ],
        ),
        Goal::Captures(n) => fb(
            lang,
            "why.captures",
            &[
                ("times", &times(lang, *n as usize)),
                ("k", &times(lang, caps.len())),
            ],
        ),
        Goal::Relays(n) => fb(
            lang,
            "why.relays",
            &[
                ("times", &times(lang, *n as usize)),
                ("k", &times(lang, relays_of(t))),
            ],
        ),
        Goal::SafeTakasa | Goal::Safe => {
            if *goal == Goal::SafeTakasa && p.successor.kind != MoveKind::Takasa {
                fb(lang, "why.not_takasa", &[])
            } else if p.successor.outcome().is_some_and(|o| o.winner != me) {
                fb(lang, "why.lost", &[])
            } else {
                // The pits of the player the opponent can then take first.
                let mut pits: Vec<String> = Vec::new();
                for s in successors(&p.successor.position) {
                    if s.kind != MoveKind::Capture {
                        continue;
                    }
                    if let Ok((_, rt)) = play_traced(&p.successor.position, &s.mv)
                        && let Some((pit, _)) = captures_of(&rt).first()
                        && !pits.contains(&pit.label())
                    {
                        pits.push(pit.label());
                    }
                }
                fb(
                    lang,
                    "why.safe_takasa",
                    &[("opponent", &opp), ("list", &list(lang, &pits))],
                )
            }
        }
        Goal::Block(want) => match t.iter().find_map(|e| match *e {
            Event::Block { pit } => Some(pit),
            _ => None,
        }) {
            Some(pit) => fb(lang, "why.block", &[("goal", want), ("pit", &pit.label())]),
            None => fb(lang, "why.block_none", &[("goal", want)]),
        },
        Goal::Safari => {
            if t.iter().any(|e| {
                matches!(
                    e,
                    Event::Stop {
                        why: StopReason::House,
                        ..
                    }
                )
            }) {
                fb(
                    lang,
                    "why.safari_stop",
                    &[("house", house_name(p.before.rules().variant))],
                )
            } else {
                fb(
                    lang,
                    "why.safari_none",
                    &[("house", house_name(p.before.rules().variant))],
                )
            }
        }
        Goal::Win | Goal::WinBy(_) => match p.successor.outcome() {
            Some(o) if o.winner == me => fb(lang, "why.win_other", &[]),
            _ => fb(lang, "why.win", &[("opponent", &opp)]),
        },
        Goal::Notation(want) => {
            let wanted = parse_move(&p.before, want)
                .map(|(s, _)| move_words(lang, &p.before, &s))
                .unwrap_or_else(|_| want.clone());
            fb(
                lang,
                "why.notation",
                &[
                    ("wanted", &wanted),
                    ("played", &move_words(lang, &p.before, &p.successor)),
                ],
            )
        }
    })
}

/// "once" / "2 times".
fn times(lang: Lang, n: usize) -> String {
    if n == 1 {
        fb(lang, "times.one", &[])
    } else {
        fb(lang, "times.many", &[("n", &n.to_string())])
    }
}

/// A move in words, as a task names it: "sow the seeds of A1 to the right".
fn move_words(lang: Lang, pos: &Position, s: &Successor) -> String {
    let pit = Pit::new(pos.to_move(), s.mv.pit);
    let way = |d: crate::rules::Dir| {
        fb(
            lang,
            if pit.dir_letter(d) == 'R' {
                "way.right"
            } else {
                "way.left"
            },
            &[],
        )
    };
    let namua = pos.stage(pos.to_move()) == crate::rules::Stage::Namua;
    let mut out = match (namua, s.mv.dir, s.mv.kichwa) {
        (false, Some(d), _) => fb(lang, "move.sow", &[("pit", &pit.label()), ("way", &way(d))]),
        (true, Some(d), _) => fb(
            lang,
            "move.namua_sow",
            &[("pit", &pit.label()), ("way", &way(d))],
        ),
        (true, None, Some(k)) => fb(
            lang,
            "move.namua_kichwa",
            &[
                ("pit", &pit.label()),
                ("kichwa", &Pit::new(pos.to_move(), k.ring()).label()),
            ],
        ),
        _ => fb(lang, "move.namua", &[("pit", &pit.label())]),
    };
    if s.mv.safari == Some(true) {
        out.push_str(&fb(lang, "move.safari", &[]));
    }
    out
}

fn relays_of(t: &Trace) -> usize {
    t.windows(2)
        .filter(|w| matches!(w[0], Event::LapEnd { .. }) && matches!(w[1], Event::Lift { .. }))
        .count()
}

/// The lesson's verdict on one of the player's moves, in words: what it did (from its
/// trace), whether it met the goal, why not, and the lesson's note on it. `verdict` is the
/// attempt's verdict after the move.
pub fn feedback(lang: Lang, lesson: &Lesson, p: &Played, verdict: Verdict) -> Feedback {
    let goal = &lesson.data.goal;
    let met = verdict == Verdict::Success;
    let notation = write_move(&p.before, &p.successor);
    let text = lesson_in(lang, lesson);
    let (why, note) = match verdict {
        Verdict::Success => (None, Some(text.success.clone())),
        Verdict::GoOn => (Some(fb(lang, "why.go_on", &[])), None),
        Verdict::Failure => {
            let note = text
                .mistakes
                .get(&notation)
                .cloned()
                .unwrap_or_else(|| text.failure.clone());
            (why_missed(lang, goal, p), Some(note))
        }
    };
    Feedback {
        notation,
        met,
        did: what_it_did(lang, p),
        why,
        note,
    }
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

// ------------------------------------------------------------------ the checks

/// Whether `pos` can arise in a real game of its variant, as far as its numbers tell:
/// 64 seeds; Kujifunza has no reserve and no house (J1-J3); otherwise both reserves are at
/// most 22 and equal when South is to move, South's one less when North is (South moves
/// first, every namua move spends one seed); 22 each only at the start; an owned house holds
/// at least 5 in Kiswahili (it starts at 6 and only the tax takes from it, 6 -> 7 -> 5) and
/// at least 6 in Kete (K1); a takasia block only against a player in mtaji (section 7); a
/// hizi zetu claim only in Kete (K3).
pub fn consistent(pos: &Position) -> Result<(), String> {
    if pos.total_seeds() != 64 {
        return Err(format!("{} seeds, not 64", pos.total_seeds()));
    }
    let v = pos.rules().variant;
    let (s, n) = (pos.reserve(Side::South), pos.reserve(Side::North));
    if v == Variant::Kujifunza {
        if s != 0 || n != 0 || pos.house_owned(Side::South) || pos.house_owned(Side::North) {
            return Err("Bao la Kujifunza has no reserve and no house (J1-J3)".into());
        }
    } else {
        if s > 22 || n > 22 {
            return Err(format!("reserves {s} and {n}: at most 22 each"));
        }
        match pos.to_move() {
            Side::South if s != n => {
                return Err(format!(
                    "South to move with reserves {s} (South) and {n} (North): South moves \
                     first, so they are equal whenever he is to move"
                ));
            }
            Side::North if s + 1 != n && !(s == 0 && n == 0) => {
                return Err(format!(
                    "North to move with reserves {s} (South) and {n} (North): South's is one \
                     less whenever North is to move"
                ));
            }
            _ => {}
        }
        if s == 22 && pos != &Position::start(pos.rules()) {
            return Err("both reserves full: only the start position".into());
        }
        for side in [Side::South, Side::North] {
            let house = Pit::new(side, crate::rules::HOUSE);
            let least = if v == Variant::Kete { 6 } else { 5 };
            if pos.house_owned(side) && pos.seeds(house) < least {
                return Err(format!(
                    "{}'s house {} is owned with {} seeds: an owned house never holds fewer \
                     than {least}",
                    side.name(),
                    house.label(),
                    pos.seeds(house)
                ));
            }
        }
    }
    if pos.blocked().is_some() && pos.stage(pos.to_move()) != crate::rules::Stage::Mtaji {
        return Err("a takasia block against a player in namua".into());
    }
    if pos.claim().is_some() && v != Variant::Kete {
        return Err("a hizi zetu claim outside Bao la Kete".into());
    }
    Ok(())
}

/// The pit labels (A1..B8, a1..b8) a text names, each once, in order.
pub fn pits_named(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<String> = Vec::new();
    for i in 0..chars.len().saturating_sub(1) {
        let (r, d) = (chars[i], chars[i + 1]);
        let before_ok = i == 0 || !chars[i - 1].is_alphanumeric();
        let after_ok = chars.get(i + 2).is_none_or(|c| !c.is_alphanumeric());
        if "ABab".contains(r) && ('1'..='8').contains(&d) && before_ok && after_ok {
            let label: String = [r, d].iter().collect();
            if !out.contains(&label) {
                out.push(label);
            }
        }
    }
    out
}

/// One legal first move of a lesson played as an attempt would play it.
fn first_attempt(lesson: &'static Lesson, mv: &Move) -> (Attempt, Verdict) {
    let mut a = Attempt::new(lesson);
    let v = a.play(mv).expect("a legal move plays");
    (a, v)
}

/// Checks the verdict every legal first move gets: the verdict agrees with the goal, the
/// feedback says what the move did and, when it fails, why, in both languages with every
/// placeholder filled; the success text names only pits every successful move touched, the
/// failure text only pits its goal or hint names, a mistake note only pits its move touched
/// (or the goal and hint name), and it belongs to a legal move that fails.
fn check_verdicts(lesson: &'static Lesson) -> Result<usize, LessonError> {
    let err = |field: &str, what: String| lesson.error(field, what);
    let firsts = successors(&lesson.start);
    let mut written_failing: Vec<String> = Vec::new();
    for s in &firsts {
        let (a, verdict) = first_attempt(lesson, &s.mv);
        let played = &a.played[0];
        let meets = move_meets(&lesson.data.goal, played);
        let written = write_move(&lesson.start, &played.successor);
        if meets != (verdict == Verdict::Success) {
            return Err(err(
                "verdict",
                format!("{written}: meets the goal {meets}, verdict {verdict:?}"),
            ));
        }
        if lesson.data.moves == 1 && verdict == Verdict::GoOn {
            return Err(err(
                "verdict",
                format!("{written}: a one-move lesson goes on"),
            ));
        }
        if verdict == Verdict::Failure {
            written_failing.push(written.clone());
        }
        for lang in Lang::ALL {
            let f = a.feedback(lang).expect("a move was played");
            let text = f.text();
            if text.contains("(missing text") || text.contains('{') {
                return Err(err("feedback", format!("{written} ({lang:?}): {text}")));
            }
            if f.did.is_empty() || (verdict == Verdict::Failure && f.why.is_none()) {
                return Err(err(
                    "feedback",
                    format!("{written} ({lang:?}): says nothing of what it did or why"),
                ));
            }
            let touched: Vec<String> = trace_pits(&played.before, &played.trace)
                .iter()
                .map(|p| p.label())
                .collect();
            let t = lesson_in(lang, lesson);
            let task: Vec<String> = pits_named(&t.goal)
                .into_iter()
                .chain(pits_named(&t.hint))
                .collect();
            match verdict {
                Verdict::Success => {
                    for pit in pits_named(&t.success) {
                        if !touched.contains(&pit) {
                            return Err(err(
                                "success",
                                format!(
                                    "({lang:?}) names {pit}, which {written}, a move that \
                                     meets the goal, never touches"
                                ),
                            ));
                        }
                    }
                }
                Verdict::Failure => {
                    if let Some(note) = t.mistakes.get(&written) {
                        for pit in pits_named(note) {
                            if !touched.contains(&pit) && !task.contains(&pit) {
                                return Err(err(
                                    &format!("mistakes[{written}]"),
                                    format!("({lang:?}) names {pit}, which the move never touches"),
                                ));
                            }
                        }
                    }
                }
                Verdict::GoOn => {}
            }
            for pit in pits_named(&t.failure) {
                if !task.contains(&pit) {
                    return Err(err(
                        "failure",
                        format!(
                            "({lang:?}) names {pit}, which neither the goal nor the hint \
                             names: the failure text is said after every failing move"
                        ),
                    ));
                }
            }
        }
    }
    for lang in Lang::ALL {
        for key in lesson_in(lang, lesson).mistakes.keys() {
            if !written_failing.contains(key) {
                return Err(err(
                    &format!("mistakes[{key}]"),
                    format!("({lang:?}) not a legal first move that fails the goal"),
                ));
            }
        }
    }
    Ok(firsts.len())
}

/// The glossary keys a legal first move of the lesson needs the player to know already:
/// the house word when the move touches a house (tax, stop, loss, safari), the block word
/// when it sets a block.
fn terms_moves_need(lesson: &Lesson) -> Vec<(String, &'static str)> {
    let kete = lesson.rules.variant == Variant::Kete;
    let mut out = Vec::new();
    for s in successors(&lesson.start) {
        let Ok((succ, t)) = play_traced(&lesson.start, &s.mv) else {
            continue;
        };
        let written = write_move(&lesson.start, &succ);
        for e in &t {
            let need = match e {
                Event::Tax { .. }
                | Event::HouseDestroyed { .. }
                | Event::Stop {
                    why: StopReason::House,
                    ..
                } => Some(if kete { "kuu" } else { "nyumba" }),
                Event::Safari { .. } => Some("safari"),
                Event::Block { .. } => Some(if kete { "hizi-zetu" } else { "takasia" }),
                _ => None,
            };
            if let Some(k) = need
                && !out.iter().any(|(w, x)| *w == written && *x == k)
            {
                out.push((written.clone(), k));
            }
        }
    }
    out
}

/// The words in order, for one language's course (`code` names it in messages): a glossary
/// key linked by an exercise's texts must be taught (`teaches`) by that exercise or an
/// earlier one, and a legal first move that touches a house (tax, stop, loss), plays safari
/// or sets a block needs that word taught by then, since its feedback speaks of it.
/// `words`: glossary keys with the word as this language writes it (a Bao word that is also
/// the language's everyday word, like Kiswahili "kete", seeds, is left out by the caller).
pub fn terms_in_order(
    lessons: &[Lesson],
    code: &str,
    words: &[(String, String)],
) -> Vec<LessonError> {
    let mut errors = Vec::new();
    let mut taught: Vec<String> = Vec::new();
    for l in lessons {
        taught.extend(l.data.teaches.iter().cloned());
        let t = &l.text;
        let all = [&t.title, &t.goal, &t.hint, &t.success, &t.failure]
            .into_iter()
            .chain(t.mistakes.values());
        for text in all {
            for key in terms_in(text) {
                if !taught.contains(&key) {
                    errors.push(l.error(
                        "texts",
                        format!("({code}) links [{key}] before an exercise teaches it"),
                    ));
                }
            }
            // The word written out without a link counts too.
            let plain = crate::game::rulebook::plain_text(&crate::game::rulebook::markup(text));
            for (key, word) in words {
                if !taught.contains(key) && has_word(&plain, word) {
                    errors.push(l.error(
                        "texts",
                        format!("({code}) says \"{word}\" before an exercise teaches [{key}]"),
                    ));
                }
            }
        }
        for (mv, key) in terms_moves_need(l) {
            if !taught.iter().any(|t| t == key) {
                errors.push(l.error(
                    "moves",
                    format!("{mv} involves [{key}] before an exercise teaches it"),
                ));
            }
        }
    }
    errors.sort_by(|a, b| (&a.lesson, &a.field, &a.what).cmp(&(&b.lesson, &b.field, &b.what)));
    errors.dedup();
    errors
}

/// Whether `text` holds `word` as a whole word (or words), ignoring case.
fn has_word(text: &str, word: &str) -> bool {
    let (text, word) = (text.to_lowercase(), word.to_lowercase());
    let mut from = 0;
    while let Some(i) = text[from..].find(&word) {
        let start = from + i;
        let end = start + word.len();
        let before = text[..start].chars().next_back();
        let after = text[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = start + word.len().max(1);
    }
    false
}

/// The glossary's Bao words as `lang` writes them, for [`terms_in_order`]: every entry but
/// those whose word is the language's everyday word for something else in the texts
/// (Kiswahili "kete", seeds) or an everyday English word of the texts ("lap", "relay",
/// "reserve", "front row" are taught with links only).
pub fn glossary_words(lang: Lang) -> Vec<(String, String)> {
    let everyday: &[&str] = match lang {
        Lang::English => &["lap", "relay", "reserve", "front-row", "bao"],
        Lang::Kiswahili => &["kete", "lap", "relay", "reserve", "front-row", "bao"],
    };
    crate::game::rulebook::glossary(lang)
        .iter()
        .filter(|(k, _)| !everyday.contains(&k.as_str()))
        .map(|(k, t)| (k.clone(), t.word.clone()))
        .collect()
}

/// The checks on the whole course, in both languages: every exercise has a part with texts
/// that name its game (one game per part), the parts come in one run each; no glossary word
/// is linked, and no move's feedback speaks of the house, safari or a block, before the
/// exercise that teaches it; every feedback word is there in both languages.
pub fn check_course() -> Vec<LessonError> {
    let mut errors = Vec::new();
    let whole = |field: &str, what: String| LessonError {
        lesson: "-".into(),
        field: field.into(),
        what,
    };
    for lang in Lang::ALL {
        match try_feedback_words(lang) {
            Ok(words) => {
                for key in FEEDBACK_KEYS {
                    if !words.contains_key(*key) {
                        errors.push(whole(feedback_file(lang).0, format!("no '{key}'")));
                    }
                }
            }
            Err(e) => errors.push(whole("feedback", e)),
        }
    }
    let Ok(lessons) = try_course(Lang::English) else {
        return errors;
    };
    let sw = try_course(Lang::Kiswahili).ok();
    for lang in Lang::ALL {
        let texts = match try_parts(lang) {
            Ok(t) => t,
            Err(e) => {
                errors.push(whole("parts", e));
                continue;
            }
        };
        let mut seen: Vec<&str> = Vec::new();
        for (k, l) in lessons.iter().enumerate() {
            let part = l.data.part.as_str();
            let err = |what: String| l.error("part", what);
            let Some(t) = texts.get(part) else {
                errors.push(err(format!(
                    "'{part}' has no texts in {}",
                    parts_file(lang).0
                )));
                continue;
            };
            let new = k == 0 || lessons[k - 1].data.part != part;
            if new {
                if seen.contains(&part) {
                    errors.push(err(format!("'{part}' comes in two places")));
                }
                seen.push(part);
                let game = l.rules.variant.name();
                if !t.intro.contains(game) && !t.title.contains(game) {
                    errors.push(err(format!(
                        "the part's texts ({lang:?}) do not name {game}"
                    )));
                }
            } else if lessons[k - 1].rules.variant != l.rules.variant {
                errors.push(err("two games in one part".into()));
            }
        }
    }
    errors.extend(terms_in_order(
        &lessons,
        "en",
        &glossary_words(Lang::English),
    ));
    if let Some(sw) = &sw {
        errors.extend(terms_in_order(sw, "sw", &glossary_words(Lang::Kiswahili)));
    }
    errors.sort_by(|a, b| (&a.lesson, &a.field, &a.what).cmp(&(&b.lesson, &b.field, &b.what)));
    errors.dedup();
    errors
}
