//! Every move explained (issue 9, section 3): a move's rules trace as a few plain English
//! sentences. What was sown from where, where each lap ended and why the move went on or
//! stopped, what was captured and where it entered, a house lost, a takasia set, the game
//! won. The game's words are linked to the glossary ([`crate::game::rulebook`]); each
//! sentence names the rule of RULES.md it rests on. Pure: no Bevy, no I/O.

use super::rulebook::{Span, markup, plain_text};
use crate::rules::{
    Dir, Event, HouseLoss, Illegal, Move, MoveKind, Outcome, Pit, Position, Stage, StopReason,
    Successor, Trace, Variant, WinReason, play_traced, write_move,
};

/// One sentence: spans (some linked to the glossary) and the rule it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    pub spans: Vec<Span>,
    /// A rule id of RULES.md ("G4", "N2", "section 8", ...).
    pub rule: Option<&'static str>,
}

impl Sentence {
    fn new(rule: Option<&'static str>, text: impl AsRef<str>) -> Sentence {
        Sentence {
            spans: markup(text.as_ref()),
            rule,
        }
    }

    /// The sentence as plain text, its rule in brackets.
    pub fn text(&self) -> String {
        let mut s = plain_text(&self.spans);
        if let Some(r) = self.rule {
            s.push_str(&format!(" ({r})"));
        }
        s
    }
}

/// A move explained: its notation and the sentences in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move as written (RULES.md section 13).
    pub notation: String,
    pub sentences: Vec<Sentence>,
}

impl Explanation {
    /// Every sentence as plain text, one per line.
    pub fn text(&self) -> String {
        self.sentences
            .iter()
            .map(Sentence::text)
            .collect::<Vec<_>>()
            .join("\n")
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

/// Plays `mv` in `pos` and explains it.
pub fn explain_move(pos: &Position, mv: &Move) -> Result<Explanation, Illegal> {
    let (succ, trace) = play_traced(pos, mv)?;
    Ok(explain(pos, &succ, &trace))
}

/// A run of plain relays longer than this is told in one sentence after its first ones.
const RELAYS_TOLD: usize = 2;

fn seeds(n: u32) -> String {
    if n == 1 {
        "1 seed".into()
    } else {
        format!("{n} seeds")
    }
}

/// "to the right" / "to the left" from the owner's view (RULES.md section 13).
fn way(pit: Pit, dir: Dir) -> &'static str {
    if pit.dir_letter(dir) == 'R' {
        "to the right"
    } else {
        "to the left"
    }
}

fn clock(dir: Dir) -> &'static str {
    match dir {
        Dir::Cw => "clockwise",
        Dir::Ccw => "anticlockwise",
    }
}

/// The glossary word for the variant's house, in markup.
fn house_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[kuu]",
        _ => "[nyumba]",
    }
}

fn takasa_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[takata]",
        _ => "[takasa]",
    }
}

fn block_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[hizi zetu]",
        _ => "[takasia]",
    }
}

fn stage_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "[nemo]",
        _ => "[namua]",
    }
}

/// Why the game ended, in a sentence.
fn outcome_sentence(o: Outcome) -> Sentence {
    let w = o.winner.name();
    let l = o.winner.opponent().name();
    match o.reason {
        WinReason::BaoHamna => Sentence::new(
            Some("W1"),
            format!("{l}'s front row is empty: [Bao hamna]. {w} wins the game."),
        ),
        WinReason::OnlySingletons => Sentence::new(
            Some("W2"),
            format!(
                "{l}, to move in [mtaji], has no pit holding two seeds, so no legal move: \
                 {w} wins the game."
            ),
        ),
        WinReason::OnlyEndlessMoves => Sentence::new(
            Some("section 10"),
            format!("Every move {l} could make would sow forever: {w} wins the game."),
        ),
    }
}

/// Builds the explanation of `succ` played in `pos`, from its `trace` ([`play_traced`]).
pub fn explain(pos: &Position, succ: &Successor, trace: &Trace) -> Explanation {
    let v = pos.rules().variant;
    let me = pos.to_move();
    let who = me.name();
    let namua = pos.stage(me) == Stage::Namua;
    let capture_move = succ.kind == MoveKind::Capture;
    let mut out: Vec<Sentence> = Vec::new();
    let mut dir: Option<Dir> = succ.mv.dir;
    let mut lap = 0u32;
    // Plain relays in a row not yet told: (pit, seeds lifted).
    let mut relays: Vec<(Pit, u8)> = Vec::new();
    let mut relay_run = 0usize;
    let flush = |relays: &mut Vec<(Pit, u8)>, out: &mut Vec<Sentence>| {
        if relays.is_empty() {
            return;
        }
        let through: Vec<String> = relays.iter().map(|(p, _)| p.label()).collect();
        let n = relays.len();
        out.push(Sentence::new(
            Some("G2"),
            format!(
                "{who} [relays|relay] {n} more time{}, each time from an occupied pit: {}.",
                if n == 1 { "" } else { "s" },
                through.join(", ")
            ),
        ));
        relays.clear();
    };
    let mut i = 0;
    let mut first_capture = true;
    // Sentences told after the first lap's (the houses lost to the first mtaji capture).
    let mut later: Vec<Sentence> = Vec::new();
    // K1 says the kuu is destroyed in its own sentence.
    let mut told_kuu = false;
    if let Some(x) = pos.claim() {
        out.push(Sentence::new(
            Some("K3"),
            format!(
                "[Hizi zetu]: after blocking {x}, {who} must capture {x} first, whatever else \
                 could be captured."
            ),
        ));
    }
    while i < trace.len() {
        let e = trace[i];
        let next = trace.get(i + 1).copied();
        match e {
            Event::ReservePlaced { pit } => {
                if capture_move {
                    let facing = pit.opposite().map(|p| p.label()).unwrap_or_default();
                    out.push(Sentence::new(
                        Some("N1"),
                        format!(
                            "[Namua] capture: {who} puts one seed from the reserve into {pit}, \
                             which is occupied and faces {facing}, an occupied pit."
                        ),
                    ));
                } else {
                    out.push(Sentence::new(
                        Some("N2"),
                        format!(
                            "No capture is possible, so this is a {} move: {who} puts one seed \
                             from the reserve ({}) into {pit}.",
                            takasa_word(v),
                            stage_word(v)
                        ),
                    ));
                }
            }
            Event::Tax { pit, count } => {
                let d = dir.unwrap_or(Dir::Cw);
                lap += 1;
                out.push(Sentence::new(
                    Some("N2"),
                    format!(
                        "The {} {pit} is the only occupied front pit: the tax. {who} takes \
                         exactly {} out and sows them {}; the house stays owned.",
                        house_word(v),
                        seeds(count as u32),
                        way(pit, d)
                    ),
                ));
            }
            Event::Lift { pit, count } => {
                // The first sowing of the move (a relay's lift is told at its lap end).
                let d = dir.unwrap_or(Dir::Cw);
                lap += 1;
                let lone = if pit.is_kichwa()
                    && pos.row(me)[..8]
                        .iter()
                        .enumerate()
                        .all(|(k, &n)| k as u8 == pit.ring || n == 0)
                {
                    " (a lone [kichwa] sows towards the centre)"
                } else {
                    ""
                };
                let all = if count == 1 {
                    "the 1 seed".to_string()
                } else {
                    format!("all {count} seeds")
                };
                let kuu_at_six = namua
                    && v == Variant::Kete
                    && pit.is_house()
                    && pos.house_owned(me)
                    && pos.seeds(pit) == 6;
                if kuu_at_six {
                    told_kuu = true;
                    out.push(Sentence::new(
                        Some("K1"),
                        format!(
                            "The [kuu] {pit} held exactly 6 and is the only occupied front pit: it \
                             takes the seed and {who} sows {all} {} ({}), which destroys it.",
                            way(pit, d),
                            clock(d)
                        ),
                    ));
                } else {
                    out.push(Sentence::new(
                        if namua { Some("N2") } else { Some("M1") },
                        format!(
                            "{who} lifts {all} from {pit} and sows them one by one {} ({}){lone}.",
                            way(pit, d),
                            clock(d)
                        ),
                    ));
                }
                if !namua {
                    out.push(if capture_move {
                        Sentence::new(
                            Some("M2, G5"),
                            "A capture move: its first lap ends in an occupied front pit \
                             facing an occupied pit.",
                        )
                    } else if count >= 16 {
                        Sentence::new(
                            Some("M2"),
                            format!(
                                "A pit of 16 or more seeds never starts a capture, so this is \
                                 a {} move: it captures nothing.",
                                takasa_word(v)
                            ),
                        )
                    } else {
                        Sentence::new(
                            Some("M3, G5"),
                            format!(
                                "No capture is possible this turn, so this is a {} move: it \
                                 captures nothing.",
                                takasa_word(v)
                            ),
                        )
                    });
                }
                out.append(&mut later);
            }
            Event::LapEnd { pit, count } => {
                let n = lap.max(1);
                let was = count.saturating_sub(1);
                match next {
                    Some(Event::Capture {
                        pit: taken,
                        count: c,
                        ..
                    }) => {
                        flush(&mut relays, &mut out);
                        relay_run = 0;
                        out.push(Sentence::new(
                            Some("G4"),
                            format!(
                                "Lap {n} ends in {pit}, a front pit that was occupied ({was} \
                                 before, {count} now), and {taken} facing it holds {}: {who} \
                                 captures them ([kula]).",
                                seeds(c as u32)
                            ),
                        ));
                    }
                    Some(Event::Lift { .. }) => {
                        // A takasa lap ending where a capture lap would capture (G5): the
                        // opponent's front row is as it was before the move.
                        let facing_full = !capture_move
                            && pit.side == me
                            && was > 0
                            && pit.opposite().is_some_and(|o| pos.seeds(o) > 0);
                        relay_run += 1;
                        let house_lift = pit.is_house()
                            && matches!(trace.get(i + 2), Some(Event::HouseDestroyed { .. }));
                        if relay_run <= RELAYS_TOLD || facing_full || house_lift {
                            flush(&mut relays, &mut out);
                            let why = if facing_full {
                                format!(
                                    " The pit facing it is occupied, but a {} move never \
                                     captures.",
                                    takasa_word(v)
                                )
                            } else {
                                String::new()
                            };
                            out.push(Sentence::new(
                                Some(if facing_full { "G5, G2" } else { "G2" }),
                                format!(
                                    "Lap {n} ends in {pit}, which was occupied ({was} before): \
                                     [relay]. {who} lifts all {count} and sows on the same way.\
                                     {why}"
                                ),
                            ));
                        } else {
                            relays.push((pit, count));
                        }
                        // The lift itself belongs to this lap end.
                        lap += 1;
                        i += 1;
                    }
                    Some(Event::Safari { .. }) => {
                        flush(&mut relays, &mut out);
                        relay_run = 0;
                        out.push(Sentence::new(
                            Some("section 6, step 4"),
                            format!(
                                "Lap {n} ends in {who}'s own {} {pit}, now {count} seeds: in a \
                                 [namua] capture move the player may stop there or go on.",
                                house_word(v)
                            ),
                        ));
                    }
                    Some(Event::Stop { why, .. }) => {
                        flush(&mut relays, &mut out);
                        relay_run = 0;
                        let s = match why {
                            StopReason::EmptyPit => Sentence::new(
                                Some("G3"),
                                format!(
                                    "Lap {n} ends in {pit}, which was empty: the move ends there."
                                ),
                            ),
                            StopReason::House if capture_move => Sentence::new(
                                Some("section 6, step 4"),
                                format!(
                                    "Lap {n} ends in {who}'s own {} {pit}, now {count} seeds: \
                                     {who} chooses to stop there, and the house survives.",
                                    house_word(v)
                                ),
                            ),
                            StopReason::House => Sentence::new(
                                Some("section 6, step 5"),
                                format!(
                                    "Lap {n} ends in {who}'s own {} {pit}, now {count} seeds: \
                                     a {} move stops at a house of 6 or more.",
                                    house_word(v),
                                    takasa_word(v)
                                ),
                            ),
                            StopReason::Blocked => Sentence::new(
                                Some("T3"),
                                format!(
                                    "Lap {n} ends in {pit}, the pit blocked by {}: the move \
                                     ends there.",
                                    block_word(v)
                                ),
                            ),
                            StopReason::GameOver => {
                                let mover_won = trace[i..]
                                    .iter()
                                    .any(|e| matches!(e, Event::GameOver(o) if o.winner == me));
                                if mover_won {
                                    Sentence::new(
                                        Some("section 6, step 1"),
                                        format!(
                                            "Lap {n} ends in {pit}: {}'s front row is now \
                                             empty, so the move ends there.",
                                            me.opponent().name()
                                        ),
                                    )
                                } else {
                                    Sentence::new(
                                        Some("W1"),
                                        format!(
                                            "Lap {n} ends in {pit}, but {who} has sown the last \
                                             seeds out of his own front row."
                                        ),
                                    )
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
                    let (rule, why) = match by.number() {
                        1 | 2 => ("G6", "a capture at pit 1 or 2 enters at the left kichwa"),
                        7 | 8 => ("G6", "a capture at pit 7 or 8 enters at the right kichwa"),
                        _ if namua && first_capture => (
                            "G6",
                            "in the first capture of a namua move at pits 3 to 6 the player \
                             chooses the kichwa",
                        ),
                        _ => ("G6", "a capture at pits 3 to 6 keeps the direction"),
                    };
                    let turned = match dir {
                        Some(before) if before != d => " The sowing direction turns round.",
                        _ => "",
                    };
                    lap += 1;
                    let (enter, are) = if count == 1 {
                        ("enters", "is")
                    } else {
                        ("enter", "are")
                    };
                    out.push(Sentence::new(
                        Some(rule),
                        format!(
                            "The {} from {pit} {enter} at the {side} [kichwa] {k} and {are} \
                             sown {} ({}): {why}.{turned}",
                            seeds(count as u32),
                            way(k, d),
                            clock(d),
                        ),
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
                let owner = side.name();
                let h = house_word(v);
                out.push(match why {
                    HouseLoss::Captured => Sentence::new(
                        Some("section 8"),
                        format!("Taking its seeds destroys {owner}'s {h} for good."),
                    ),
                    HouseLoss::Lifted => Sentence::new(
                        Some("section 8"),
                        format!("Lifting the seeds of the {h} destroys it: {owner} no longer owns a house."),
                    ),
                    HouseLoss::MtajiCapture => {
                        // Told after the first lap's sentence.
                        later.push(Sentence::new(
                            Some("section 8"),
                            format!(
                                "The first capture move made in [mtaji] destroys {owner}'s {h}."
                            ),
                        ));
                        i += 1;
                        continue;
                    }
                });
            }
            Event::Safari { pit } => {
                out.push(Sentence::new(
                    Some("section 6, step 4"),
                    format!(
                        "{who} goes on: [safari]. All the seeds of {pit} are lifted and sown \
                         on, and the house is lost."
                    ),
                ));
                // The safari's lift is a lap of its own, told here.
                if let Some(Event::Lift { .. }) = next {
                    lap += 1;
                    i += 1;
                }
            }
            Event::Stop { .. } => {}
            Event::Block { pit } => {
                let opp = pit.side.name();
                out.push(Sentence::new(
                    Some("T1, T3"),
                    format!(
                        "This {} sets {} on {pit}: {opp} cannot capture, and {pit} is the \
                         only pit {who} could capture next, so on {opp}'s next move it may not \
                         start there, and a lap that ends there stops.",
                        takasa_word(v),
                        block_word(v)
                    ),
                ));
            }
            Event::Claim { pit } => {
                let opp = me.opponent().name();
                out.push(Sentence::new(
                    Some("K3"),
                    format!(
                        "[Hizi zetu] claim: {opp}, who set the block, must now capture {pit} \
                         first."
                    ),
                ));
            }
            Event::GameOver(o) => {
                flush(&mut relays, &mut out);
                out.push(outcome_sentence(o));
            }
        }
        i += 1;
    }
    flush(&mut relays, &mut out);
    if succ.captured > 0 {
        let captures = trace
            .iter()
            .filter(|e| matches!(e, Event::Capture { .. }))
            .count();
        out.push(Sentence::new(
            None,
            format!(
                "In all: {} capture{} of {} in {} lap{}.",
                captures,
                if captures == 1 { "" } else { "s" },
                seeds(succ.captured),
                succ.laps,
                if succ.laps == 1 { "" } else { "s" }
            ),
        ));
    }
    Explanation {
        notation: write_move(pos, succ),
        sentences: out,
    }
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
        let e = explain_move(&pos, &succ.mv).unwrap();
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
