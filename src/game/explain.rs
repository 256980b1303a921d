//! Every move explained (issue 9, section 3): a move's rules trace as a few plain sentences,
//! in English or Kiswahili (the `explain.*` catalogue, issue 11). What was sown from where,
//! where each lap ended and why the move went on or stopped, what was captured and where it
//! entered, a house lost, a takasia set, the game won. The game's words are linked to the
//! glossary ([`crate::game::rulebook`]) with the same links in every language; each sentence
//! names the rule of RULES.md it rests on. Pure: no Bevy, no I/O.

use super::i18n::{Arg, Lang, msg};
use super::rulebook::{Span, markup, plain_text};
use super::words;
use crate::rules::{
    Dir, Event, HouseLoss, Illegal, Move, MoveKind, Outcome, Pit, Position, Stage, StopReason,
    Successor, Trace, Variant, WinReason, play_traced, write_move,
};

/// One sentence: spans (some linked to the glossary) and the rule it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    pub spans: Vec<Span>,
    /// A rule id of RULES.md ("G4", "N2", "section 8", ...), as RULES.md writes it (the key
    /// that finds its section in the Rules window).
    pub rule: Option<&'static str>,
    /// The same rule reference as the player reads it, in the explanation's language
    /// ("sehemu ya 8"); RULES.md's letter ids (G4, N2) are the same in every language.
    pub rule_label: Option<String>,
}

impl Sentence {
    fn new(lang: Lang, rule: Option<&'static str>, text: impl AsRef<str>) -> Sentence {
        Sentence {
            spans: markup(text.as_ref()),
            rule,
            rule_label: rule.map(|r| rule_label(lang, r)),
        }
    }

    /// The sentence as plain text, its rule in brackets (in the sentence's language).
    pub fn text(&self) -> String {
        let mut s = plain_text(&self.spans);
        if let Some(r) = &self.rule_label {
            s.push_str(&format!(" ({r})"));
        }
        s
    }
}

/// A rule reference of RULES.md in `lang`: "section 6, step 4" -> "sehemu ya 6, kifungu cha
/// 4"; letter ids ("G4", "M2, G5") are notation and stay as they are.
pub fn rule_label(lang: Lang, rule: &str) -> String {
    let Some(rest) = rule.strip_prefix("section ") else {
        return rule.to_string();
    };
    let (section, step) = match rest.split_once(", step ") {
        Some((a, b)) => (a, Some(b)),
        None => (rest, None),
    };
    let number = |t: &str| {
        t.parse::<i64>()
            .map(Arg::Number)
            .unwrap_or(Arg::from(t.to_string()))
    };
    match step {
        Some(step) => msg(
            lang,
            "explain.rule.step",
            &[("section", number(section)), ("step", number(step))],
        ),
        None => msg(
            lang,
            "explain.rule.section",
            &[("section", number(section))],
        ),
    }
}

/// A move explained: its notation and the sentences in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move as written (RULES.md section 13).
    pub notation: String,
    pub sentences: Vec<Sentence>,
}

/// Sentences as plain text, one per line.
pub(crate) fn lines(sentences: &[Sentence]) -> String {
    sentences
        .iter()
        .map(Sentence::text)
        .collect::<Vec<_>>()
        .join("\n")
}

impl Explanation {
    /// Every sentence as plain text, one per line.
    pub fn text(&self) -> String {
        lines(&self.sentences)
    }

    /// Every glossary key the explanation links to.
    pub fn terms(&self) -> Vec<&str> {
        self.sentences
            .iter()
            .flat_map(|s| s.spans.iter().filter_map(|t| t.term.as_deref()))
            .collect()
    }

    /// Every rule id cited.
    pub fn rules(&self) -> Vec<&'static str> {
        self.sentences.iter().filter_map(|s| s.rule).collect()
    }
}

/// Plays `mv` in `pos` and explains it in `lang`.
pub fn explain_move(lang: Lang, pos: &Position, mv: &Move) -> Result<Explanation, Illegal> {
    let (succ, trace) = play_traced(pos, mv)?;
    Ok(explain(lang, pos, &succ, &trace))
}

/// A run of plain relays longer than this is told in one sentence after its first ones.
const RELAYS_TOLD: usize = 2;

/// The `$way` selector: "right" / "left" from the owner's view (RULES.md section 13).
pub(crate) fn way(pit: Pit, dir: Dir) -> &'static str {
    if pit.dir_letter(dir) == 'R' {
        "right"
    } else {
        "left"
    }
}

/// The `$clock` selector.
fn clock(dir: Dir) -> &'static str {
    match dir {
        Dir::Cw => "cw",
        Dir::Ccw => "ccw",
    }
}

/// The glossary word for the variant's house, in markup (a Bao term: the same in every
/// language).
pub(crate) fn house_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[kuu]",
        _ => "[nyumba]",
    }
}

pub(crate) fn takasa_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[takata]",
        _ => "[takasa]",
    }
}

pub(crate) fn block_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[hizi zetu]",
        _ => "[takasia]",
    }
}

pub(crate) fn stage_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[nemo]",
        _ => "[namua]",
    }
}

/// A sentence from the `explain` catalogue with its arguments.
fn say(lang: Lang, rule: Option<&'static str>, key: &str, args: &[(&str, Arg)]) -> Sentence {
    Sentence::new(lang, rule, msg(lang, key, args))
}

/// Why the game ended, in a sentence (told at event 0: the caller places it).
fn outcome_sentence(lang: Lang, o: Outcome) -> Told {
    let w = words::side(lang, o.winner);
    let l = words::side(lang, o.winner.opponent());
    let v = [("winner", Arg::from(w)), ("loser", Arg::from(l))];
    match o.reason {
        WinReason::BaoHamna => told(lang, 0, Some("W1"), "explain.win.bao_hamna", &v),
        WinReason::OnlySingletons => told(lang, 0, Some("W2"), "explain.win.only_singletons", &v),
        WinReason::OnlyEndlessMoves => {
            told(lang, 0, Some("section 10"), "explain.win.only_endless", &v)
        }
    }
}

/// Builds the explanation of `succ` played in `pos`, from its `trace` ([`play_traced`]), in
/// `lang`.
pub fn explain(lang: Lang, pos: &Position, succ: &Successor, trace: &Trace) -> Explanation {
    Explanation {
        notation: write_move(pos, succ),
        sentences: tell(lang, pos, succ, trace, false)
            .into_iter()
            .map(|t| t.sentence)
            .collect(),
    }
}

/// A sentence of an explanation with what it tells: the index of the trace event it belongs
/// to (lap by lap and the guide sort sentences by it) and its message key.
#[derive(Clone, Debug)]
pub(crate) struct Told {
    pub at: usize,
    pub key: &'static str,
    pub sentence: Sentence,
}

/// A sentence from the `explain` catalogue, told at trace event `at`.
fn told(
    lang: Lang,
    at: usize,
    rule: Option<&'static str>,
    key: &'static str,
    args: &[(&str, Arg)],
) -> Told {
    Told {
        at,
        key,
        sentence: say(lang, rule, key, args),
    }
}

/// The `$facing` / `$exception` selectors.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The sentences of a move in order, each with the event it tells. `every_lap`: each plain
/// relay in a sentence of its own (lap by lap); otherwise a long run of them is told in one.
pub(crate) fn tell(
    lang: Lang,
    pos: &Position,
    succ: &Successor,
    trace: &Trace,
    every_lap: bool,
) -> Vec<Told> {
    let v = pos.rules().variant;
    let me = pos.to_move();
    let who = words::side(lang, me);
    let opp = words::side(lang, me.opponent());
    let house = house_word(v);
    let takasa = takasa_word(v);
    let block = block_word(v);
    let stage = stage_word(v);
    let namua = pos.stage(me) == Stage::Namua;
    let capture_move = succ.kind == MoveKind::Capture;
    let mut out: Vec<Told> = Vec::new();
    let mut dir: Option<Dir> = succ.mv.dir;
    let mut lap = 0u32;
    // Plain relays in a row not yet told: the pits they lifted.
    let mut relays: Vec<Pit> = Vec::new();
    let mut relay_run = 0usize;
    let flush = |relays: &mut Vec<Pit>, out: &mut Vec<Told>, at: usize| {
        if relays.is_empty() {
            return;
        }
        let through: Vec<String> = relays.iter().map(|p| p.label()).collect();
        out.push(told(
            lang,
            at,
            Some("G2"),
            "explain.relays",
            &[
                ("who", who.into()),
                ("count", relays.len().into()),
                ("pits", through.join(", ").into()),
            ],
        ));
        relays.clear();
    };
    let mut i = 0;
    let mut first_capture = true;
    // Sentences told after the first lap's (the houses lost to the first mtaji capture).
    let mut later: Vec<Told> = Vec::new();
    // K1 says the kuu is destroyed in its own sentence.
    let mut told_kuu = false;
    if let Some(x) = pos.claim() {
        out.push(told(
            lang,
            0,
            Some("K3"),
            "explain.claim_first",
            &[("pit", x.label().into()), ("who", who.into())],
        ));
    }
    while i < trace.len() {
        let e = trace[i];
        let next = trace.get(i + 1).copied();
        match e {
            Event::ReservePlaced { pit } => {
                let label = pit.label();
                if capture_move {
                    let facing = pit.opposite().map(|p| p.label()).unwrap_or_default();
                    out.push(told(
                        lang,
                        i,
                        Some("N1"),
                        "explain.namua_capture",
                        &[
                            ("who", who.into()),
                            ("pit", label.into()),
                            ("facing", facing.into()),
                            ("stage", stage.into()),
                        ],
                    ));
                } else {
                    out.push(told(
                        lang,
                        i,
                        Some("N2"),
                        "explain.namua_takasa",
                        &[
                            ("who", who.into()),
                            ("pit", label.into()),
                            ("takasa", takasa.into()),
                            ("stage", stage.into()),
                        ],
                    ));
                }
            }
            Event::Tax { pit, count } => {
                let d = dir.unwrap_or(Dir::Cw);
                lap += 1;
                out.push(told(
                    lang,
                    i,
                    Some("N2"),
                    "explain.tax",
                    &[
                        ("house", house.into()),
                        ("pit", pit.label().into()),
                        ("who", who.into()),
                        ("seeds", count.into()),
                        ("way", way(pit, d).into()),
                    ],
                ));
                // Section 8: a tax from exactly 6 leaves 5, an owned house that no longer
                // works as one (the reserve seed went in before the tax came out).
                let left = (pos.seeds(pit) + 1).saturating_sub(count);
                if left < 6 {
                    out.push(told(
                        lang,
                        i,
                        Some("section 8"),
                        "explain.tax_weak",
                        &[
                            ("house", house.into()),
                            ("pit", pit.label().into()),
                            ("who", who.into()),
                            ("count", left.into()),
                        ],
                    ));
                }
            }
            Event::Lift { pit, count } => {
                // The first sowing of the move (a relay's lift is told at its lap end).
                let d = dir.unwrap_or(Dir::Cw);
                lap += 1;
                let lone = pit.is_kichwa()
                    && pos.row(me)[..8]
                        .iter()
                        .enumerate()
                        .all(|(k, &n)| k as u8 == pit.ring || n == 0);
                let kuu_at_six = namua
                    && v == Variant::Kete
                    && pit.is_house()
                    && pos.house_owned(me)
                    && pos.seeds(pit) == 6;
                // K2: a Kete player's first takata in mtaji starts from his kuu.
                let kuu_first = !namua
                    && !capture_move
                    && v == Variant::Kete
                    && pit.is_house()
                    && pos.house_owned(me);
                let values = [
                    ("who", Arg::from(who)),
                    ("count", count.into()),
                    ("pit", pit.label().into()),
                    ("way", way(pit, d).into()),
                    ("clock", clock(d).into()),
                ];
                if kuu_at_six {
                    told_kuu = true;
                    out.push(told(lang, i, Some("K1"), "explain.kuu_six", &values));
                } else {
                    // A lone kichwa sows towards the centre: N2 in namua, M3 in mtaji.
                    let rule = match (namua, lone) {
                        (true, _) => Some("N2"),
                        (false, true) => Some("M3"),
                        (false, false) => Some("M1"),
                    };
                    let key = if lone {
                        "explain.lift_lone"
                    } else {
                        "explain.lift"
                    };
                    out.push(told(lang, i, rule, key, &values));
                }
                if !namua {
                    if capture_move {
                        out.push(told(lang, i, Some("M2, G5"), "explain.capture_move", &[]));
                    } else if count >= 16 && !kuu_first {
                        // (K2's own sentence says why the kuu moves: no second "so this is
                        // a takata move".)
                        out.push(told(
                            lang,
                            i,
                            Some("M2"),
                            "explain.sixteen",
                            &[("takasa", takasa.into())],
                        ));
                    }
                    if kuu_first {
                        out.push(told(
                            lang,
                            i,
                            Some("K2, G5"),
                            "explain.kuu_first",
                            &[("who", who.into()), ("pit", pit.label().into())],
                        ));
                    } else if !capture_move && count < 16 {
                        out.push(told(
                            lang,
                            i,
                            Some("M3, G5"),
                            "explain.no_capture",
                            &[("takasa", takasa.into())],
                        ));
                    }
                }
                for mut t in later.drain(..) {
                    t.at = i;
                    out.push(t);
                }
            }
            Event::LapEnd { pit, count } => {
                let label = pit.label();
                // The values every lap-end sentence may use, and the sentence's own.
                let lap_say =
                    |rule: &'static str, key: &'static str, extra: &[(&'static str, Arg)]| {
                        let mut values: Vec<(&str, Arg)> = vec![
                            ("n", lap.max(1).into()),
                            ("pit", Arg::from(&label)),
                            ("was", count.saturating_sub(1).into()),
                            ("count", count.into()),
                            ("who", who.into()),
                        ];
                        values.extend(extra.iter().cloned());
                        told(lang, i, Some(rule), key, &values)
                    };
                match next {
                    Some(Event::Capture {
                        pit: taken,
                        count: c,
                        ..
                    }) => {
                        flush(&mut relays, &mut out, i);
                        relay_run = 0;
                        out.push(lap_say(
                            "G4",
                            "explain.lap_capture",
                            &[("taken", taken.label().into()), ("seeds", c.into())],
                        ));
                    }
                    Some(Event::Lift { .. }) => {
                        // A takasa lap ending where a capture lap would capture (G5): the
                        // opponent's front row is as it was before the move.
                        let facing_full = !capture_move
                            && pit.side == me
                            && count > 1
                            && pit.opposite().is_some_and(|o| pos.seeds(o) > 0);
                        relay_run += 1;
                        // An owned house lifted: one of fewer than 6, or (Kete, step 4) a
                        // mtaji capture move, which never stops at the kuu.
                        let house_lift = pit.is_house()
                            && matches!(trace.get(i + 2), Some(Event::HouseDestroyed { .. }));
                        // T3: a lap ending in the blocked pit relays only under the
                        // takasia_house_lap exception (the first lap of a move from pit 5).
                        let blocked_relay = pos.blocked() == Some(pit);
                        let plain = !facing_full && !house_lift && !blocked_relay;
                        if !every_lap && relay_run > RELAYS_TOLD && plain {
                            relays.push(pit);
                        } else {
                            flush(&mut relays, &mut out, i);
                            let facing = ("facing", Arg::from(yes(facing_full)));
                            out.push(if blocked_relay {
                                lap_say(
                                    "T3",
                                    "explain.lap_relay_blocked",
                                    &[("block", block.into()), ("takasa", takasa.into()), facing],
                                )
                            } else if house_lift && capture_move && count >= 6 {
                                lap_say(
                                    "section 6, step 4",
                                    "explain.lap_house_relay",
                                    &[
                                        ("house", house.into()),
                                        ("why", "mtaji".into()),
                                        ("takasa", takasa.into()),
                                        ("facing", "no".into()),
                                    ],
                                )
                            } else if house_lift {
                                lap_say(
                                    "section 8",
                                    "explain.lap_house_relay",
                                    &[
                                        ("house", house.into()),
                                        ("why", "small".into()),
                                        ("takasa", takasa.into()),
                                        facing,
                                    ],
                                )
                            } else if facing_full {
                                lap_say(
                                    "G5, G2",
                                    "explain.lap_relay_takasa",
                                    &[("takasa", takasa.into())],
                                )
                            } else {
                                lap_say("G2", "explain.lap_relay", &[])
                            });
                        }
                        // The lift itself belongs to this lap end.
                        lap += 1;
                        i += 1;
                    }
                    Some(Event::Safari { .. }) => {
                        flush(&mut relays, &mut out, i);
                        relay_run = 0;
                        out.push(lap_say(
                            "section 6, step 4",
                            "explain.lap_house_choice",
                            &[("house", house.into()), ("stage", stage.into())],
                        ));
                    }
                    Some(Event::Stop { why, .. }) => {
                        flush(&mut relays, &mut out, i);
                        relay_run = 0;
                        let s = match why {
                            StopReason::EmptyPit => lap_say("G3", "explain.lap_empty", &[]),
                            StopReason::House if capture_move => lap_say(
                                "section 6, step 4",
                                "explain.lap_house_stop",
                                &[("house", house.into())],
                            ),
                            StopReason::House => lap_say(
                                "section 6, step 5",
                                "explain.lap_house_takasa",
                                &[("house", house.into()), ("takasa", takasa.into())],
                            ),
                            StopReason::Blocked => {
                                lap_say("T3", "explain.lap_blocked", &[("block", block.into())])
                            }
                            StopReason::GameOver => {
                                let mover_won = trace[i..]
                                    .iter()
                                    .any(|e| matches!(e, Event::GameOver(o) if o.winner == me));
                                if mover_won {
                                    lap_say(
                                        "section 6, step 1",
                                        "explain.lap_won",
                                        &[("opponent", opp.into())],
                                    )
                                } else {
                                    lap_say("W1", "explain.lap_lost", &[])
                                }
                            }
                        };
                        out.push(s);
                    }
                    _ => {}
                }
            }
            Event::Capture { by, pit, count } => {
                // A namua capture has no lap end before it: its sentence came with the seed.
                let entry = trace[i + 1..].iter().find_map(|e| match e {
                    Event::Entry { kichwa, dir } => Some((*kichwa, *dir)),
                    _ => None,
                });
                if let Some((k, d)) = entry {
                    let side = if k.ring == 0 { "left" } else { "right" };
                    let why = match by.number() {
                        1 | 2 => "pits12",
                        7 | 8 => "pits78",
                        _ if namua && first_capture => "choice",
                        _ => "keep",
                    };
                    lap += 1;
                    let turned = matches!(dir, Some(before) if before != d);
                    out.push(told(
                        lang,
                        i,
                        Some("G6"),
                        "explain.entry",
                        &[
                            ("count", count.into()),
                            ("pit", pit.label().into()),
                            ("side", side.into()),
                            ("kichwa", k.label().into()),
                            ("way", way(k, d).into()),
                            ("clock", clock(d).into()),
                            ("why", why.into()),
                            ("stage", stage.into()),
                            ("turned", yes(turned).into()),
                        ],
                    ));
                    dir = Some(d);
                }
                first_capture = false;
            }
            Event::Entry { .. } | Event::Sow { .. } => {}
            Event::HouseDestroyed { side, why } => {
                if why == HouseLoss::Lifted && told_kuu {
                    i += 1;
                    continue;
                }
                let values = [
                    ("owner", Arg::from(words::side(lang, side))),
                    ("house", house.into()),
                ];
                let key = match why {
                    HouseLoss::Captured => "explain.house_captured",
                    HouseLoss::Lifted => "explain.house_lifted",
                    // Told after the first lap's sentence.
                    HouseLoss::MtajiCapture => "explain.house_mtaji",
                };
                let t = told(lang, i, Some("section 8"), key, &values);
                if why == HouseLoss::MtajiCapture {
                    later.push(t);
                } else {
                    out.push(t);
                }
            }
            Event::Safari { pit } => {
                out.push(told(
                    lang,
                    i,
                    Some("section 6, step 4"),
                    "explain.safari",
                    &[
                        ("who", who.into()),
                        ("pit", pit.label().into()),
                        ("house", house.into()),
                    ],
                ));
                // The safari's lift is a lap of its own, told here.
                if let Some(Event::Lift { .. }) = next {
                    lap += 1;
                    i += 1;
                }
            }
            Event::Stop { .. } => {}
            Event::Block { pit } => {
                // Kete: the block binds the blocker too (K3), said with it.
                let kete = v == Variant::Kete;
                out.push(told(
                    lang,
                    i,
                    Some(if kete { "T1, T3, K3" } else { "T1, T3" }),
                    "explain.block",
                    &[
                        ("takasa", takasa.into()),
                        ("block", block.into()),
                        ("pit", pit.label().into()),
                        ("opponent", words::side(lang, pit.side).into()),
                        ("who", who.into()),
                        ("exception", yes(pos.rules().takasia_house_lap()).into()),
                        ("claim", yes(kete).into()),
                    ],
                ));
            }
            Event::Claim { pit } => {
                out.push(told(
                    lang,
                    i,
                    Some("K3"),
                    "explain.claim",
                    &[("opponent", opp.into()), ("pit", pit.label().into())],
                ));
            }
            Event::GameOver(o) => {
                flush(&mut relays, &mut out, i);
                let mut t = outcome_sentence(lang, o);
                t.at = i;
                out.push(t);
            }
        }
        i += 1;
    }
    let last = trace.len().saturating_sub(1);
    flush(&mut relays, &mut out, last);
    if succ.captured > 0 {
        let captures = trace
            .iter()
            .filter(|e| matches!(e, Event::Capture { .. }))
            .count();
        out.push(told(
            lang,
            last,
            None,
            "explain.in_all",
            &[
                ("captures", captures.into()),
                ("seeds", succ.captured.into()),
                ("laps", succ.laps.into()),
            ],
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, parse_move};

    #[test]
    fn the_worked_example_of_section_14_is_told_lap_by_lap() {
        // J1, J2, G2, G5, G6: South's A1R from the Kujifunza start.
        let pos = Position::start(Rules::KUJIFUNZA);
        let (succ, _) = parse_move(&pos, "A1R").unwrap();
        let e = explain_move(Lang::English, &pos, &succ.mv).unwrap();
        let text = e.text();
        assert!(text.contains("lifts all 2 seeds from A1"), "{text}");
        assert!(text.contains("Lap 1 ends in A3"), "{text}");
        assert!(text.contains("a6 facing it holds 2 seeds"), "{text}");
        assert!(text.contains("enter at the left kichwa A1"), "{text}");
        assert!(
            text.contains("In all: 4 captures of 8 seeds in 10 laps"),
            "{text}"
        );
    }
}
