//! The checks `bao lessons --check` runs: every solution replayed, every legal first move
//! judged, every position one a real game can reach, every word taught before it is used.

use super::*;

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

/// A choice, not a guess: at least 3 legal first moves, at most a third of them meeting the
/// goal. The one exception is a takasa whose pit the rules fix, so that only its two
/// directions remain: the N2 tax, the pit a namua seed must take (N2 singletons), the Kete
/// kuu's tax and first takata (K1, K2).
pub fn not_a_coin_flip(
    start: &Position,
    firsts: &[Successor],
    meeting: usize,
) -> Result<(), String> {
    let fixed_pit = firsts.len() == 2
        && meeting == 1
        && firsts[0].mv.pit == firsts[1].mv.pit
        && firsts[0].mv.dir != firsts[1].mv.dir
        && firsts.iter().all(|s| s.kind == MoveKind::Takasa)
        && (start.stage(start.to_move()) == crate::rules::Stage::Namua
            || (start.rules().variant == Variant::Kete && start.house_owned(start.to_move())));
    if fixed_pit {
        return Ok(());
    }
    if firsts.len() < 3 {
        return Err(format!(
            "{} legal first moves: a coin flip; give at least 3",
            firsts.len()
        ));
    }
    if meeting * 3 > firsts.len() {
        return Err(format!(
            "{meeting} of the {} legal first moves meet the goal: at most a third may",
            firsts.len()
        ));
    }
    Ok(())
}

/// The first moves of a multi-move lesson after which its win can still be forced (or that
/// win at once).
fn winning_firsts(lesson: &Lesson, firsts: &[Successor]) -> usize {
    let me = lesson.learner();
    let left = lesson.data.moves - 1;
    firsts
        .iter()
        .filter(|s| match s.outcome() {
            Some(o) => o.winner == me,
            None => successors(&s.position).iter().all(|r| match r.outcome() {
                Some(o) => o.winner == me,
                None => forced_win(&r.position, me, left),
            }),
        })
        .count()
}

/// Replays the lesson's solution through the rules engine and checks the lesson: the start
/// is not over, the solution is legal and meets the goal within the allowed moves, the
/// opponent's replies sit between the player's moves, some legal first move fails the goal
/// (the lesson asks for a choice), and a `forced` win is forced.
/// The history the texts tell (`history`), replayed from the game's start, reaches the
/// exercise's board.
fn told_history(lesson: &Lesson) -> Result<(), LessonError> {
    if lesson.data.history.is_empty() {
        return Ok(());
    }
    let mut pos = Position::start(lesson.rules);
    for (k, text) in lesson.data.history.iter().enumerate() {
        let (succ, _) = parse_move(&pos, text)
            .map_err(|e| lesson.error(&format!("history[{k}]"), e.to_string()))?;
        pos = succ.position;
    }
    if pos != lesson.start {
        return Err(lesson.error(
            "history",
            "the moves the texts tell do not reach the exercise's board",
        ));
    }
    Ok(())
}

pub fn check_lesson(lesson: &Lesson) -> Result<CheckReport, LessonError> {
    let err = |field: &str, what: String| lesson.error(field, what);
    if let Some(o) = lesson.start.outcome() {
        return Err(err(
            "setup",
            format!("the game is already over ({} won)", o.winner.name()),
        ));
    }
    consistent(&lesson.start)
        .map_err(|e| err("setup", format!("not a real game's position: {e}")))?;
    told_history(lesson)?;
    let mut attempt = Trial::new(lesson);
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
    // Multi-move lessons: the first moves that keep the goal within reach.
    let meeting = if multi {
        winning_firsts(lesson, &firsts)
    } else {
        meeting
    };
    not_a_coin_flip(&lesson.start, &firsts, meeting).map_err(|what| err("setup", what))?;
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

/// An attempt at any lesson (not only one of the embedded course, as [`Attempt`] needs),
/// judged by the same functions as [`Attempt`]: what the checks play.
struct Trial<'a> {
    lesson: &'a Lesson,
    position: Position,
    played: Vec<Played>,
    verdict: Option<Verdict>,
}

impl<'a> Trial<'a> {
    fn new(lesson: &'a Lesson) -> Trial<'a> {
        Trial {
            lesson,
            position: lesson.start,
            played: Vec::new(),
            verdict: None,
        }
    }
    fn position(&self) -> &Position {
        &self.position
    }
    fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }
    fn play(&mut self, mv: &Move) -> Result<Verdict, Illegal> {
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
    fn feedback(&self, lang: Lang) -> Option<Feedback> {
        last_feedback(lang, self.lesson, &self.played, self.verdict)
    }
}

/// One legal first move of a lesson played as an attempt would play it.
fn first_attempt<'a>(lesson: &'a Lesson, mv: &Move) -> (Trial<'a>, Verdict) {
    let mut a = Trial::new(lesson);
    let v = a.play(mv).expect("a legal move plays");
    (a, v)
}

/// Checks the verdict every legal first move gets: the verdict agrees with the goal, the
/// feedback says what the move did and, when it fails, why, in both languages with every
/// placeholder filled; the success text names only pits every successful move touched, the
/// failure text only pits its goal or hint names, a mistake note only pits its move touched
/// (or the goal and hint name), and it belongs to a legal move that fails.
fn check_verdicts(lesson: &Lesson) -> Result<usize, LessonError> {
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
            if text.contains(crate::game::words::i18n::MISSING) || text.contains('{') {
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
            let plain = crate::game::teach::narrate::rulebook::plain_text(
                &crate::game::teach::narrate::rulebook::markup(text),
            );
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
    crate::game::teach::narrate::rulebook::glossary(lang)
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
    // The feedback's messages (assets/i18n/<lang>/feedback.ftl) in both languages.
    let feedback_keys = |lang| -> std::collections::BTreeSet<String> {
        crate::game::words::i18n::keys(lang)
            .into_iter()
            .filter(|k| k.split('.').next() == Some("feedback"))
            .collect()
    };
    let (en, sw) = (feedback_keys(Lang::English), feedback_keys(Lang::Kiswahili));
    if en.is_empty() {
        errors.push(whole(
            "feedback",
            "assets/i18n/en/feedback.ftl: no message".into(),
        ));
    }
    for key in en.symmetric_difference(&sw) {
        let missing_in = if en.contains(key) { "sw" } else { "en" };
        errors.push(whole(
            "feedback",
            format!("assets/i18n/{missing_in}/feedback.ftl: no '{key}'"),
        ));
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
