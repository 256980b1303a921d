//! "More like this": for each exercise of the course, positions of the same
//! concept, played exactly like the exercise, with its texts and feedback.
//!
//! A variation keeps the exercise's story true, so the exercise's own words fit it: the texts
//! name pits ("the 3 seeds of A2", "capture a4"), directions and counts, so the pits they name
//! (in either language, the mistake notes included), the goal's pit, the houses and a block
//! or claim keep their seeds, and the seeds of the other pits move. Each pit stays in its
//! class (empty, a singleton, 2..15, 16 or more: M1, M2), so the moves the texts speak of
//! still exist. A variation is kept only when it passes every check of the course
//! ([`check_lesson`]: the solution reaches the goal, [`not_a_coin_flip`], a real game's
//! position, every first move's verdict and feedback, in both languages' texts) and, on top:
//! the same legal first moves as the exercise, each meeting the goal exactly when it does
//! there (the same per-move verdicts), the solution's moves written, capturing and lapping as
//! the exercise's (the success text counts them), and every legal first move doing what it
//! does there (its captures, and a stop at the block or the house: texts count moves over
//! the whole board, "three of your takasas end a lap in A5"). [`check_more`] is that check. An
//! exercise whose words tell the history of its board (the game's start, or an opening its
//! first moves reach: [`tells_history`]) has no variation: another board is one that history
//! cannot make.
//!
//! Mirroring the board or moving the idea to other pits is left out: the texts of 65 of the
//! 89 exercises say left or right (kushoto, kulia), the others speak of ends, corners and
//! the kichwa, which a mirror or a shift would make false while every engine check passed;
//! and a mirror moves the house from pit 5 to pit 4, which no Kiswahili or Kete position
//! with a house survives.
//!
//! Made at run time, not shipped: deterministic (a seed from the exercise's id), fast (in
//! the `ci` profile, December 2026: median 1 ms an exercise, 90th percentile 3 to 8 ms, all
//! 89 in 1.3 to 1.8 s), and a shipped file would go stale with every edit of the course.
//! Two exercises are slow, `never-ending-2` (0.3 to 0.4 s) and `never-ending-3` (0.7 to
//! 1.2 s): their positions hold moves that sow for thousands of laps before the cycle is
//! seen (section 10), and every candidate's moves are played. [`more`] makes an exercise's
//! variations once and keeps them; the window should ask for them off the frame (a
//! background task when the exercise opens).

use super::*;
use std::collections::HashMap;
use std::sync::Mutex;

/// How many variations [`more_like`] gives an exercise (when it finds them).
pub const MORE: usize = 6;
/// Candidates tried at most per exercise.
const TRIES: usize = 100;

/// The id of variation `k` (1-based) of exercise `id`: `relay+2`.
pub fn more_id(id: &str, k: usize) -> String {
    format!("{id}+{k}")
}

/// The exercise a variation's id comes from (`relay+2` -> `relay`), `None` for an exercise.
pub fn more_origin(id: &str) -> Option<&str> {
    id.rsplit_once('+').map(|(base, _)| base)
}

/// A small deterministic generator (SplitMix64): the variations of an exercise are the same
/// on every machine and run.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn seed_of(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The exercise's words in every language: the embedded course's for one of its exercises,
/// else its own.
fn texts_of(lesson: &Lesson) -> Vec<LessonText> {
    let id = &lesson.data.id;
    let embedded: Vec<LessonText> = Lang::ALL
        .into_iter()
        .filter_map(|l| try_course_cached(l)?.iter().find(|x| x.data.id == *id))
        .map(|l| l.text.clone())
        .collect();
    if embedded.len() == Lang::ALL.len() {
        embedded
    } else {
        vec![lesson.text.clone()]
    }
}

/// The pits whose seeds a variation keeps: those any text names, the goal's, the houses
/// (their counts are rules: N2, K1), a block and a claim.
fn kept_pits(lesson: &Lesson) -> Vec<Pit> {
    let mut labels: Vec<String> = Vec::new();
    for t in texts_of(lesson) {
        let notes = t.mistakes.iter().flat_map(|(k, v)| [k.clone(), v.clone()]);
        for text in [t.title, t.goal, t.hint, t.success, t.failure]
            .into_iter()
            .chain(notes)
        {
            // A note's key is a move ("A5R"): its pit is the first two letters.
            labels.extend(pits_named(&text));
            labels.extend(text.get(..2).map(str::to_string));
        }
    }
    match &lesson.data.goal {
        Goal::EndIn(p) | Goal::Capture(p) | Goal::Block(p) => labels.push(p.clone()),
        Goal::Notation(n) => labels.extend(n.get(..2).map(str::to_string)),
        _ => {}
    }
    let mut pits: Vec<Pit> = labels.iter().filter_map(|l| Pit::parse(l)).collect();
    if lesson.rules.variant.has_namua() {
        pits.extend(Side::BOTH.map(|s| Pit::new(s, crate::rules::HOUSE)));
    }
    pits.extend(lesson.start.blocked());
    pits.extend(lesson.start.claim());
    pits
}

/// A pit's class: empty, a singleton, 2..15 (can start any move), 16 or more (M2).
fn class(n: u8) -> u8 {
    match n {
        0 => 0,
        1 => 1,
        2..=15 => 2,
        _ => 3,
    }
}

/// One candidate: a few handfuls of seeds moved between free pits, each pit in its class.
fn candidate(start: &Position, free: &[Pit], mix: &mut Mix) -> Option<Position> {
    let mut rows = [*start.row(Side::South), *start.row(Side::North)];
    let moves = 1 + mix.below(4);
    let mut done = 0;
    for _ in 0..moves * 8 {
        let (a, b) = (free[mix.below(free.len())], free[mix.below(free.len())]);
        let m = 1 + mix.below(3) as u8;
        let (from, to) = (
            rows[a.side.index()][a.ring as usize],
            rows[b.side.index()][b.ring as usize],
        );
        // A front pit keeps its class; a back pit may change it (the checks judge).
        let keeps = |p: Pit, old: u8, new: u8| !p.is_front() || class(old) == class(new);
        if a == b || from < m || !keeps(a, from, from - m) || !keeps(b, to, to + m) {
            continue;
        }
        rows[a.side.index()][a.ring as usize] -= m;
        rows[b.side.index()][b.ring as usize] += m;
        done += 1;
        if done == moves {
            break;
        }
    }
    let house = [
        start.house_owned(Side::South),
        start.house_owned(Side::North),
    ];
    let reserve = [start.reserve(Side::South), start.reserve(Side::North)];
    let pos = Position::from_parts(start.rules(), rows, reserve, house, start.to_move())
        .with_block(start.blocked(), start.claim());
    (done > 0 && pos != *start).then_some(pos)
}

/// The exercise on another position, with its words in `text`.
fn on_position(lesson: &Lesson, pos: Position, id: String, text: LessonText) -> Lesson {
    let json = crate::rules::position_to_json(&pos).to_string();
    let mut data = lesson.data.clone();
    data.id = id;
    data.setup = Setup::Json(json);
    Lesson {
        data,
        rules: lesson.rules,
        start: pos,
        text,
    }
}

/// Each legal first move as written, with whether it meets the goal at once, sorted.
fn first_verdicts(lesson: &Lesson) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = successors(&lesson.start)
        .iter()
        .map(|s| {
            let (successor, trace) = play_traced(&lesson.start, &s.mv).expect("legal");
            let p = Played {
                before: lesson.start,
                successor,
                trace,
            };
            (
                write_move(&lesson.start, &successor),
                move_meets(&lesson.data.goal, &p),
            )
        })
        .collect();
    out.sort();
    out
}

/// What each legal first move does, sorted: as written, the seeds it captures, and where it
/// stops when a rule stops it (the takasia block, the house: T3, section 6 steps 4 and 5).
/// Texts count moves over the whole board ("three of your takasas end a lap in A5"), so a
/// variation keeps these of every move, not only the solution's.
fn move_stories(lesson: &Lesson) -> Vec<(String, u32, Option<(Pit, StopReason)>)> {
    let mut out: Vec<_> = successors(&lesson.start)
        .iter()
        .map(|s| {
            let stop = play_traced(&lesson.start, &s.mv)
                .ok()
                .and_then(|(_, trace)| {
                    trace.iter().rev().find_map(|e| match e {
                        Event::Stop { pit, why }
                            if matches!(why, StopReason::Blocked | StopReason::House) =>
                        {
                            Some((*pit, *why))
                        }
                        _ => None,
                    })
                });
            (write_move(&lesson.start, s), s.captured, stop)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    out
}

/// Whether the exercise's words tell the history of its board: the game's start ("the
/// start of Bao la Kujifunza") or the moves of its `history` ("You sowed A6 to the right and
/// North answered the same way", replayed by the course's check). Any other board is one
/// that history cannot make, so such an exercise has no variation.
pub fn tells_history(lesson: &Lesson) -> bool {
    matches!(lesson.data.setup, Setup::Start) || !lesson.data.history.is_empty()
}

/// The solution's moves as written, with the seeds each captures and its laps.
fn solution_facts(lesson: &Lesson) -> Result<Vec<(String, u32, u32)>, LessonError> {
    Ok(lesson
        .solution_line()?
        .iter()
        .map(|(pos, s)| (write_move(pos, s), s.captured, s.laps))
        .collect())
}

/// Whether `variation` is a fair "more like this" of `lesson`: another position, every
/// check of the course passed (with the texts of every language the exercise has), the same
/// legal first moves with the same verdicts, and the solution's moves the same.
pub fn check_more(lesson: &Lesson, variation: &Lesson) -> Result<(), String> {
    if variation.start == lesson.start {
        return Err("the exercise's own position".into());
    }
    if variation.data.goal != lesson.data.goal || variation.data.solution != lesson.data.solution {
        return Err("another goal or solution than the exercise's".into());
    }
    if tells_history(lesson) {
        return Err("the exercise's words tell the history of its own board".into());
    }
    // The cheap checks first: most candidates fail one of them.
    let facts = |l: &Lesson| solution_facts(l).map_err(|e| e.to_string());
    if facts(variation)? != facts(lesson)? {
        return Err("the solution's moves do not do what they do in the exercise".into());
    }
    if first_verdicts(variation) != first_verdicts(lesson) {
        return Err("other first moves or other verdicts than the exercise's".into());
    }
    if move_stories(variation) != move_stories(lesson) {
        return Err("a first move does not do what it does in the exercise".into());
    }
    for text in texts_of(lesson) {
        let twin = Lesson {
            text,
            ..variation.clone()
        };
        check_lesson(&twin).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Up to [`MORE`] variations of `lesson` (ids `ID+1`, `ID+2`, ...), each passing
/// [`check_more`], all positions distinct; deterministic. The words are the lesson's own.
/// A first pass moves the seeds of every pit the texts do not name; when it finds too few, a
/// second keeps the pits the solution's moves touch too (the opponent's written replies stay
/// legal and the solution's story the same).
pub fn more_like(lesson: &Lesson) -> Vec<Lesson> {
    if tells_history(lesson) {
        return Vec::new();
    }
    let mut kept = kept_pits(lesson);
    let mut out: Vec<Lesson> = Vec::new();
    let mut mix = Mix(seed_of(&lesson.data.id));
    vary(lesson, &kept, TRIES, &mut mix, &mut out);
    if out.len() < MORE
        && let Ok(line) = lesson.solution_line()
    {
        for (pos, s) in &line {
            if let Ok((_, trace)) = play_traced(pos, &s.mv) {
                kept.extend(trace_pits(pos, &trace));
            }
        }
        vary(lesson, &kept, 3 * TRIES, &mut mix, &mut out);
    }
    out
}

/// One pass of [`more_like`]: `tries` candidates moving seeds between pits not in `kept`.
fn vary(lesson: &Lesson, kept: &[Pit], tries: usize, mix: &mut Mix, out: &mut Vec<Lesson>) {
    let free: Vec<Pit> = Side::BOTH
        .into_iter()
        .flat_map(|s| (0..16).map(move |r| Pit::new(s, r)))
        .filter(|p| !kept.contains(p))
        .collect();
    if free.len() < 2 {
        return;
    }
    for _ in 0..tries {
        if out.len() == MORE {
            break;
        }
        let Some(pos) = candidate(&lesson.start, &free, mix) else {
            continue;
        };
        if out.iter().any(|l| l.start == pos) {
            continue;
        }
        let id = more_id(&lesson.data.id, out.len() + 1);
        let v = on_position(lesson, pos, id, lesson.text.clone());
        if check_more(lesson, &v).is_ok() {
            out.push(v);
        }
    }
}

/// The variations made so far, by language slot and exercise id.
type Made = HashMap<(usize, String), &'static [Lesson]>;

/// The variations of the course's exercise `id` in `lang`, made once and kept for the
/// process (an [`Attempt`] needs a lesson that lives as long): `Attempt::new(&more(lang,
/// id)[k])` plays one exactly as the exercise. Empty for an id the course does not have.
pub fn more(lang: Lang, id: &str) -> &'static [Lesson] {
    static MADE: OnceLock<Mutex<Made>> = OnceLock::new();
    let made = MADE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (lang_slot(lang), id.to_string());
    if let Some(v) = made.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return v;
    }
    let Some(l) = lesson(lang, id) else {
        return &[];
    };
    let v: &'static [Lesson] = Box::leak(more_like(l).into_boxed_slice());
    made.lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(key)
        .or_insert(v)
}
