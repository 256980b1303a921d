//! The per-move feedback of an exercise: what the move did (from its rules trace), why it
//! misses the goal, the exercise's note on it, from the feedback catalogue of each language.

use super::*;

const FEEDBACK_EN: &str = include_str!("../../../../assets/lessons/en/feedback.ron");
const FEEDBACK_SW: &str = include_str!("../../../../assets/lessons/sw/feedback.ron");

/// The embedded feedback catalogue of `lang` (path for messages, text).
pub fn feedback_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/lessons/en/feedback.ron", FEEDBACK_EN),
        Lang::Kiswahili => ("assets/lessons/sw/feedback.ron", FEEDBACK_SW),
    }
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

/// "Left" / "right" from the pit owner's view.
fn way_word(lang: Lang, pit: Pit, dir: crate::rules::Dir) -> String {
    if pit.dir_letter(dir) == 'R' {
        fb(lang, "way.right", &[])
    } else {
        fb(lang, "way.left", &[])
    }
}

/// How the move started: the namua seed, the house's tax, the pit sown.
fn how_it_started(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let me = p.before.to_move();
    let house = house_name(p.before.rules().variant);
    let t = &p.trace;
    let way = |pit: Pit, dir| way_word(lang, pit, dir);
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
}

/// What the move captured.
fn what_it_took(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let caps = captures_of(&p.trace);
    if caps.is_empty() {
        out.push(fb(lang, "did.captured_nothing", &[]));
    } else {
        let items: Vec<String> = caps
            .iter()
            .map(|(pit, n)| format!("{} ({})", pit.label(), seeds_word(lang, *n as u32)))
            .collect();
        out.push(fb(lang, "did.captured", &[("list", &list(lang, &items))]));
    }
    let house = house_name(p.before.rules().variant);
    if let Some(pit) = p.trace.iter().find_map(|e| match *e {
        Event::Safari { pit } => Some(pit),
        _ => None,
    }) {
        out.push(fb(
            lang,
            "did.safari",
            &[("pit", &pit.label()), ("house", house)],
        ));
    }
}

/// Where and why the move ended, and in how many laps.
fn how_it_ended(lang: Lang, p: &Played, out: &mut Vec<String>) {
    let house = house_name(p.before.rules().variant);
    let laps = p.successor.laps;
    let laps_text = if laps == 1 {
        fb(lang, "did.laps_one", &[])
    } else {
        fb(lang, "did.laps_many", &[("n", &laps.to_string())])
    };
    for e in &p.trace {
        let Event::Stop { pit, why } = *e else {
            continue;
        };
        let pit = pit.label();
        match why {
            StopReason::EmptyPit => out.push(fb(
                lang,
                "did.end_empty",
                &[("pit", &pit), ("laps", &laps_text)],
            )),
            StopReason::House => out.push(fb(
                lang,
                "did.end_house",
                &[("pit", &pit), ("house", house), ("laps", &laps_text)],
            )),
            StopReason::Blocked => out.push(fb(
                lang,
                "did.end_blocked",
                &[("pit", &pit), ("laps", &laps_text)],
            )),
            StopReason::GameOver => {}
        }
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
        out.push(outcome_words(lang, o, me, &opp));
    }
}

/// "You won: ..." / "You lost: ...", with the reason told from the mover's side.
fn outcome_words(lang: Lang, o: crate::rules::Outcome, me: Side, opp: &str) -> String {
    use crate::rules::WinReason;
    let key = if o.winner == me {
        "did.won"
    } else {
        "did.lost"
    };
    let reason = match (o.reason, o.winner == me) {
        (WinReason::BaoHamna, true) => "reason.bao_hamna_theirs",
        (WinReason::BaoHamna, false) => "reason.bao_hamna_mine",
        (WinReason::OnlySingletons, true) => "reason.singletons_theirs",
        (WinReason::OnlySingletons, false) => "reason.singletons_mine",
        (WinReason::OnlyEndlessMoves, true) => "reason.endless_theirs",
        (WinReason::OnlyEndlessMoves, false) => "reason.endless_mine",
    };
    let why = fb(lang, reason, &[("opponent", opp)]);
    fb(lang, key, &[("reason", &why)])
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
        Goal::SafeTakasa | Goal::Safe => why_unsafe(lang, goal, p),
        Goal::Block(want) => match t.iter().find_map(|e| match *e {
            Event::Block { pit } => Some(pit),
            _ => None,
        }) {
            Some(pit) => fb(lang, "why.block", &[("goal", want), ("pit", &pit.label())]),
            None => fb(lang, "why.block_none", &[("goal", want)]),
        },
        Goal::Safari => {
            let house = [("house", house_name(p.before.rules().variant))];
            let stopped = t.iter().any(|e| {
                matches!(
                    e,
                    Event::Stop {
                        why: StopReason::House,
                        ..
                    }
                )
            });
            fb(
                lang,
                if stopped {
                    "why.safari_stop"
                } else {
                    "why.safari_none"
                },
                &house,
            )
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

/// Why a move misses a safe-takasa or safe goal: not a takasa, lost, or the pits the
/// opponent can then capture first.
fn why_unsafe(lang: Lang, goal: &Goal, p: &Played) -> String {
    let me = p.before.to_move();
    if *goal == Goal::SafeTakasa && p.successor.kind != MoveKind::Takasa {
        return fb(lang, "why.not_takasa", &[]);
    }
    if p.successor.outcome().is_some_and(|o| o.winner != me) {
        return fb(lang, "why.lost", &[]);
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
    let opp = side_word(lang, me.opponent());
    fb(
        lang,
        "why.safe_takasa",
        &[("opponent", &opp), ("list", &list(lang, &pits))],
    )
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
