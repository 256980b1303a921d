//! The per-move feedback of an exercise: what the move did (from its rules trace), why it
//! misses the goal, the exercise's note on it, from the feedback catalogue of each language.

use super::*;

use crate::game::words::i18n::{Arg, msg};

/// A feedback message (`assets/i18n/<lang>/feedback.ftl`) with its arguments.
fn fb(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    msg(lang, key, args)
}

fn side_word(lang: Lang, side: Side) -> &'static str {
    crate::game::words::names::side(lang, side)
}

/// "a, b and c": the last two joined by the language's "and" (a whole pattern of the
/// catalogue), the others by commas.
fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => fb(
            lang,
            "feedback.list",
            &[("rest", rest.join(", ").into()), ("last", last.into())],
        ),
    }
}

/// The selector value of a direction, from the pit owner's view (`part-way`).
fn way_key(pit: Pit, dir: crate::rules::Dir) -> &'static str {
    if pit.dir_letter(dir) == 'R' {
        "right"
    } else {
        "left"
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
pub(super) fn trace_pits(before: &Position, t: &Trace) -> Vec<Pit> {
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
    let mut out = Vec::new();
    how_it_started(lang, p, &mut out);
    what_it_took(lang, p, &mut out);
    how_it_ended(lang, p, &mut out);
    what_it_changed(lang, p, &mut out);
    out
}

/// How the move started: the namua seed, the house's tax, the pit sown.
fn how_it_started(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let me = p.before.to_move();
    let house = house_name(p.before.rules().variant);
    let t = &p.trace;
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
                "feedback.tax",
                &[
                    ("pit", pit.label().into()),
                    ("house", house.into()),
                    ("way", way_key(pit, d).into()),
                ],
            ));
            // Section 8: from exactly 6 the tax leaves an owned house of 5 that no longer
            // works as a house.
            let left = p.before.seeds(pit) + 1 - 2;
            if left < 6 {
                out.push(fb(
                    lang,
                    "feedback.tax_weak",
                    &[
                        ("pit", pit.label().into()),
                        ("house", house.into()),
                        ("count", left.into()),
                    ],
                ));
            }
        }
        (Some(pit), Some((_, n)), Some(d)) => out.push(fb(
            lang,
            "feedback.tax_all",
            &[
                ("pit", pit.label().into()),
                ("house", house.into()),
                ("count", n.into()),
                ("way", way_key(pit, d).into()),
            ],
        )),
        (Some(pit), None, Some(d))
            if matches!(first_event_after_placing, Some(Event::Lift { .. })) =>
        {
            let n = first_lift.map(|(_, c)| c).unwrap_or(0);
            out.push(fb(
                lang,
                "feedback.reserve_sow",
                &[
                    ("pit", pit.label().into()),
                    ("seeds", n.into()),
                    ("way", way_key(pit, d).into()),
                ],
            ))
        }
        (Some(pit), _, _) => out.push(fb(lang, "feedback.reserve", &[("pit", pit.label().into())])),
        (None, _, _) => {
            let pit = Pit::new(me, p.successor.mv.pit);
            let d = dir.unwrap_or(crate::rules::Dir::Cw);
            out.push(fb(
                lang,
                "feedback.sow",
                &[
                    ("pit", pit.label().into()),
                    ("seeds", p.before.seeds(pit).into()),
                    ("way", way_key(pit, d).into()),
                ],
            ))
        }
    }
}

/// What the move captured.
fn what_it_took(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let caps = captures_of(&p.trace);
    if caps.is_empty() {
        out.push(fb(lang, "feedback.captured_nothing", &[]));
    } else {
        let items: Vec<String> = caps
            .iter()
            .map(|(pit, n)| {
                fb(
                    lang,
                    "feedback.capture_item",
                    &[("pit", pit.label().into()), ("seeds", (*n).into())],
                )
            })
            .collect();
        out.push(fb(
            lang,
            "feedback.captured",
            &[("list", list(lang, &items).into())],
        ));
    }
    let house = house_name(p.before.rules().variant);
    if let Some(pit) = p.trace.iter().find_map(|e| match *e {
        Event::Safari { pit } => Some(pit),
        _ => None,
    }) {
        out.push(fb(
            lang,
            "feedback.safari",
            &[("pit", pit.label().into()), ("house", house.into())],
        ));
    }
}

/// Where and why the move ended, and in how many laps.
fn how_it_ended(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let house = house_name(p.before.rules().variant);
    let laps = p.successor.laps;
    for e in &p.trace {
        let Event::Stop { pit, why } = *e else {
            continue;
        };
        let key = match why {
            StopReason::EmptyPit => "feedback.end_empty",
            StopReason::House => "feedback.end_house",
            StopReason::Blocked => "feedback.end_blocked",
            StopReason::GameOver => continue,
        };
        out.push(fb(
            lang,
            key,
            &[
                ("pit", pit.label().into()),
                ("house", house.into()),
                ("laps", laps.into()),
            ],
        ));
    }
}

/// The houses lost, the block set and the game won or lost.
fn what_it_changed(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let me = p.before.to_move();
    let opp = side_word(lang, me.opponent());
    let house = house_name(p.before.rules().variant);
    let t = &p.trace;
    let safari = t.iter().any(|e| matches!(e, Event::Safari { .. }));
    for e in t {
        if let Event::HouseDestroyed { side, why } = *e {
            if side == me && why == crate::rules::HouseLoss::Lifted && safari {
                continue; // told with the safari
            }
            let pit = Pit::new(side, crate::rules::HOUSE).label();
            let key = if side == me {
                "feedback.house_lost_mine"
            } else {
                "feedback.house_lost_theirs"
            };
            out.push(fb(
                lang,
                key,
                &[
                    ("pit", pit.into()),
                    ("house", house.into()),
                    ("opponent", opp.into()),
                ],
            ));
        }
    }
    let block = t.iter().find_map(|e| match *e {
        Event::Block { pit } => Some(pit),
        _ => None,
    });
    match p.successor.outcome() {
        Some(o) => out.push(outcome_words(lang, o, me, opp)),
        // A block binds the opponent's next move; a move that wins leaves him none.
        None => {
            if let Some(pit) = block {
                out.push(fb(
                    lang,
                    "feedback.block",
                    &[("pit", pit.label().into()), ("opponent", opp.into())],
                ));
            }
        }
    }
}

/// "You won: ..." / "You lost: ...", the reason told from the mover's side.
fn outcome_words(lang: Lang, o: crate::rules::Outcome, me: Side, opp: &str) -> String {
    use crate::rules::WinReason;
    let key = match (o.reason, o.winner == me) {
        (WinReason::BaoHamna, true) => "feedback.won.bao_hamna",
        (WinReason::BaoHamna, false) => "feedback.lost.bao_hamna",
        (WinReason::OnlySingletons, true) => "feedback.won.singletons",
        (WinReason::OnlySingletons, false) => "feedback.lost.singletons",
        (WinReason::OnlyEndlessMoves, true) => "feedback.won.endless",
        (WinReason::OnlyEndlessMoves, false) => "feedback.lost.endless",
    };
    fb(lang, key, &[("opponent", opp.into())])
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
    let house = house_name(p.before.rules().variant);
    let say = |key: &str, args: &[(&str, Arg)]| fb(lang, key, args);
    Some(match goal {
        Goal::EndIn(want) => {
            let end = t.iter().rev().find_map(|e| match *e {
                Event::Stop { pit, .. } => Some(pit),
                _ => None,
            });
            match end {
                Some(pit) => say(
                    "feedback.why.end_in",
                    &[("goal", want.into()), ("pit", pit.label().into())],
                ),
                None => say("feedback.why.end_in_none", &[("goal", want.into())]),
            }
        }
        Goal::Capture(want) => {
            if caps.is_empty() {
                say("feedback.why.capture_none", &[("goal", want.into())])
            } else {
                let items: Vec<String> = caps.iter().map(|(p, _)| p.label()).collect();
                say(
                    "feedback.why.capture",
                    &[("goal", want.into()), ("list", list(lang, &items).into())],
                )
            }
        }
        Goal::CaptureSeeds(n) => say(
            "feedback.why.capture_seeds",
            &[("n", (*n).into()), ("seeds", p.successor.captured.into())],
        ),
        Goal::Captures(n) => say(
            "feedback.why.captures",
            &[("n", (*n).into()), ("count", caps.len().into())],
        ),
        Goal::Relays(n) => say(
            "feedback.why.relays",
            &[("n", (*n).into()), ("count", relays_of(t).into())],
        ),
        Goal::SafeTakasa | Goal::Safe => why_unsafe(lang, goal, p),
        Goal::Block(want) => match t.iter().find_map(|e| match *e {
            Event::Block { pit } => Some(pit),
            _ => None,
        }) {
            Some(pit) => say(
                "feedback.why.block",
                &[("goal", want.into()), ("pit", pit.label().into())],
            ),
            None => say("feedback.why.block_none", &[("goal", want.into())]),
        },
        Goal::Safari => {
            let stopped = t.iter().any(|e| {
                matches!(
                    e,
                    Event::Stop {
                        why: StopReason::House,
                        ..
                    }
                )
            });
            let key = if stopped {
                "feedback.why.safari_stop"
            } else {
                "feedback.why.safari_none"
            };
            say(key, &[("house", house.into())])
        }
        Goal::Win | Goal::WinBy(_) => match p.successor.outcome() {
            Some(o) if o.winner == me => say("feedback.why.win_other", &[]),
            _ => say("feedback.why.win", &[("opponent", opp.into())]),
        },
        Goal::Notation(want) => {
            let wanted = parse_move(&p.before, want)
                .map(|(s, _)| move_words(lang, &p.before, &s))
                .unwrap_or_else(|_| want.clone());
            say(
                "feedback.why.notation",
                &[
                    ("wanted", wanted.into()),
                    ("played", move_words(lang, &p.before, &p.successor).into()),
                ],
            )
        }
    })
}

/// Why a move misses a safe-takasa or safe goal: not a takasa, lost, or the pits the
/// opponent can then capture first.
fn why_unsafe(lang: Lang, goal: &Goal, p: &Played) -> String {
    let me = p.before.to_move();
    if *goal == Goal::SafeTakasa && p.successor.kind != MoveKind::Takasa {
        return fb(lang, "feedback.why.not_takasa", &[]);
    }
    if p.successor.outcome().is_some_and(|o| o.winner != me) {
        return fb(lang, "feedback.why.lost", &[]);
    }
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
        "feedback.why.safe_takasa",
        &[
            ("opponent", side_word(lang, me.opponent()).into()),
            ("list", list(lang, &pits).into()),
            ("n", pits.len().into()),
        ],
    )
}

/// A move in words, as a task names it: "sow the seeds of A1 to the right".
fn move_words(lang: Lang, pos: &Position, s: &Successor) -> String {
    let pit = Pit::new(pos.to_move(), s.mv.pit);
    let label = pit.label();
    let namua = pos.stage(pos.to_move()) == crate::rules::Stage::Namua;
    let out = match (namua, s.mv.dir, s.mv.kichwa) {
        (false, Some(d), _) => fb(
            lang,
            "feedback.move.sow",
            &[("pit", (&label).into()), ("way", way_key(pit, d).into())],
        ),
        (true, Some(d), _) => fb(
            lang,
            "feedback.move.namua_sow",
            &[("pit", (&label).into()), ("way", way_key(pit, d).into())],
        ),
        (true, None, Some(k)) => fb(
            lang,
            "feedback.move.namua_kichwa",
            &[
                ("pit", (&label).into()),
                ("kichwa", Pit::new(pos.to_move(), k.ring()).label().into()),
            ],
        ),
        _ => fb(lang, "feedback.move.namua", &[("pit", (&label).into())]),
    };
    if s.mv.safari == Some(true) {
        let house = house_name(pos.rules().variant);
        return fb(
            lang,
            "feedback.move.safari",
            &[("move", out.into()), ("house", house.into())],
        );
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
        Verdict::GoOn => (Some(fb(lang, "feedback.why.go_on", &[])), None),
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
