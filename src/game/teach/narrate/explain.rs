//! Every move explained: a move's rules trace as a few plain sentences,
//! in English or Kiswahili (the `explain.*` catalogue). What was sown from where,
//! where each lap ended and why the move went on or stopped, what was captured and where it
//! entered, a house lost, a takasia set, the game won. The game's words are linked to the
//! glossary ([`crate::game::teach::narrate::rulebook`]) with the same links in every language; each sentence
//! names the rule of RULES.md it rests on. Pure: no Bevy, no I/O.

use super::rulebook::{Span, markup, plain_text};
use crate::game::words::i18n::{Arg, Lang, msg};
use crate::game::words::names;
use crate::rules::{
    Dir, Event, HouseLoss, Illegal, Move, MoveKind, Outcome, Pit, Position, Side, Stage,
    StopReason, Successor, Trace, Variant, WinReason, play_traced, refusal, write_move,
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

/// Section 10: why `text` is refused, when it names a move that would never end; `None` for
/// any other refusal (the notation's own error names those).
pub fn never_ends(lang: Lang, pos: &Position, text: &str) -> Option<Sentence> {
    (refusal(pos, text) == Some(Illegal::NeverEnds)).then(|| {
        let args = [
            ("move", Arg::from(text.trim().to_string())),
            ("who", names::side(lang, pos.to_move()).into()),
        ];
        say(lang, Some("section 10"), "explain.never_ends", &args)
    })
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
    let w = names::side(lang, o.winner);
    let l = names::side(lang, o.winner.opponent());
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
    Narrator::new(lang, pos, succ, trace, every_lap).tell()
}

/// The narrator of one move: walks its trace once, event by event, and keeps what the
/// sentences need to know of what came before (the lap, the direction, a run of relays not
/// yet told, the first capture, the houses told). One method per kind of event: a new rule's
/// sentence is one method and one message.
struct Narrator<'a> {
    lang: Lang,
    pos: &'a Position,
    succ: &'a Successor,
    trace: &'a Trace,
    every_lap: bool,
    /// The mover and the opponent, in the language.
    who: &'static str,
    opp: &'static str,
    /// The variant's words for the house, the takasa, the block and the first stage.
    house: &'static str,
    takasa: &'static str,
    block: &'static str,
    stage: &'static str,
    namua: bool,
    capture_move: bool,
    out: Vec<Told>,
    /// The direction the seeds go now (an entry may turn it).
    dir: Option<Dir>,
    lap: u32,
    /// Plain relays in a row not yet told: the pits they lifted.
    relays: Vec<Pit>,
    relay_run: usize,
    first_capture: bool,
    /// Sentences told after the first lap's (the houses lost to the first mtaji capture).
    later: Vec<Told>,
    /// K1 says the kuu is destroyed in its own sentence.
    told_kuu: bool,
    /// The mover still owns his house at this point of the move (section 8).
    own_house: bool,
}

impl<'a> Narrator<'a> {
    fn new(
        lang: Lang,
        pos: &'a Position,
        succ: &'a Successor,
        trace: &'a Trace,
        every_lap: bool,
    ) -> Narrator<'a> {
        let v = pos.rules().variant;
        let me = pos.to_move();
        Narrator {
            lang,
            pos,
            succ,
            trace,
            every_lap,
            who: names::side(lang, me),
            opp: names::side(lang, me.opponent()),
            house: house_word(v),
            takasa: takasa_word(v),
            block: block_word(v),
            stage: stage_word(v),
            namua: pos.stage(me) == Stage::Namua,
            capture_move: succ.kind == MoveKind::Capture,
            out: Vec::new(),
            dir: succ.mv.dir,
            lap: 0,
            relays: Vec::new(),
            relay_run: 0,
            first_capture: true,
            later: Vec::new(),
            told_kuu: false,
            own_house: v != Variant::Kujifunza && pos.house_owned(me),
        }
    }

    fn variant(&self) -> Variant {
        self.pos.rules().variant
    }

    fn say(&mut self, at: usize, rule: &'static str, key: &'static str, args: &[(&str, Arg)]) {
        self.out.push(told(self.lang, at, Some(rule), key, args));
    }

    fn tell(mut self) -> Vec<Told> {
        if let Some(x) = self.pos.claim() {
            let args = [("pit", x.label().into()), ("who", self.who.into())];
            self.say(0, "K3", "explain.claim_first", &args);
        }
        let mut i = 0;
        while i < self.trace.len() {
            i += 1 + self.event(i);
        }
        let last = self.trace.len().saturating_sub(1);
        self.flush(last);
        self.in_all(last);
        self.out
    }

    /// Tells event `i`; returns how many of the events after it its sentences told too.
    fn event(&mut self, i: usize) -> usize {
        match self.trace[i] {
            Event::ReservePlaced { pit } => self.reserve_placed(i, pit),
            Event::Tax { pit, count } => self.tax(i, pit, count),
            Event::Lift { pit, count } => self.lift(i, pit, count),
            Event::LapEnd { pit, count } => return self.lap_end(i, pit, count),
            Event::Capture { by, pit, count } => self.capture(i, by, pit, count),
            Event::HouseDestroyed { side, why } => self.house_destroyed(i, side, why),
            Event::Safari { pit } => return self.safari(i, pit),
            Event::Block { pit } => self.block(i, pit),
            Event::Claim { pit } => {
                let args = [("opponent", self.opp.into()), ("pit", pit.label().into())];
                self.say(i, "K3", "explain.claim", &args);
            }
            Event::GameOver(o) => {
                self.flush(i);
                let mut t = outcome_sentence(self.lang, o);
                t.at = i;
                self.out.push(t);
            }
            Event::Entry { .. } | Event::Sow { .. } | Event::Stop { .. } => {}
        }
        0
    }

    /// A run of plain relays not yet told, in one sentence.
    fn flush(&mut self, at: usize) {
        if self.relays.is_empty() {
            return;
        }
        let through: Vec<String> = self.relays.iter().map(|p| p.label()).collect();
        let args = [
            ("who", self.who.into()),
            ("count", self.relays.len().into()),
            ("pits", through.join(", ").into()),
        ];
        self.say(at, "G2", "explain.relays", &args);
        self.relays.clear();
    }

    /// N1 / N2: the namua seed from the reserve, for a capture or a takasa.
    fn reserve_placed(&mut self, i: usize, pit: Pit) {
        let label = pit.label();
        if self.capture_move {
            let facing = pit.opposite().map(|p| p.label()).unwrap_or_default();
            // N1: the nyumba may be the capturing pit, and it keeps its status.
            let at_house = pit.is_house() && self.own_house;
            let args = [
                ("who", self.who.into()),
                ("pit", label.into()),
                ("facing", facing.into()),
                ("stage", self.stage.into()),
                ("house", self.house.into()),
                ("at_house", yes(at_house).into()),
            ];
            self.say(i, "N1", "explain.namua_capture", &args);
        } else {
            let args = [
                ("who", self.who.into()),
                ("pit", label.into()),
                ("takasa", self.takasa.into()),
                ("stage", self.stage.into()),
            ];
            self.say(i, "N2", "explain.namua_takasa", &args);
        }
    }

    /// N2: the house's tax of two seeds; section 8: a house left under 6 no longer works.
    fn tax(&mut self, i: usize, pit: Pit, count: u8) {
        let d = self.dir.unwrap_or(Dir::Cw);
        self.lap += 1;
        let args = [
            ("house", self.house.into()),
            ("pit", pit.label().into()),
            ("who", self.who.into()),
            ("seeds", count.into()),
            ("way", way(pit, d).into()),
        ];
        self.say(i, "N2", "explain.tax", &args);
        // A tax from exactly 6 leaves 5, an owned house that no longer works as one (the
        // reserve seed went in before the tax came out).
        let left = (self.pos.seeds(pit) + 1).saturating_sub(count);
        if left < 6 {
            let args = [
                ("house", self.house.into()),
                ("pit", pit.label().into()),
                ("who", self.who.into()),
                ("count", left.into()),
            ];
            self.say(i, "section 8", "explain.tax_weak", &args);
        }
    }

    /// The first sowing of the move (a relay's lift is told at its lap end).
    fn lift(&mut self, i: usize, pit: Pit, count: u8) {
        let d = self.dir.unwrap_or(Dir::Cw);
        let me = self.pos.to_move();
        self.lap += 1;
        let lone = pit.is_kichwa()
            && self.pos.row(me)[..8]
                .iter()
                .enumerate()
                .all(|(k, &n)| k as u8 == pit.ring || n == 0);
        let kete_house =
            self.variant() == Variant::Kete && pit.is_house() && self.pos.house_owned(me);
        let kuu_at_six = self.namua && kete_house && self.pos.seeds(pit) == 6;
        let values = [
            ("who", Arg::from(self.who)),
            ("count", count.into()),
            ("pit", pit.label().into()),
            ("way", way(pit, d).into()),
            ("clock", clock(d).into()),
        ];
        if kuu_at_six {
            self.told_kuu = true;
            self.say(i, "K1", "explain.kuu_six", &values);
        } else {
            // A lone kichwa sows towards the centre: N2 in namua, M3 in mtaji.
            let rule = match (self.namua, lone) {
                (true, _) => "N2",
                (false, true) => "M3",
                (false, false) => "M1",
            };
            let key = if lone {
                "explain.lift_lone"
            } else {
                "explain.lift"
            };
            self.say(i, rule, key, &values);
        }
        if !self.namua {
            // K2: a Kete player's first takata in mtaji starts from his kuu.
            self.mtaji_move(i, pit, count, kete_house && !self.capture_move);
        }
        for mut t in self.later.drain(..) {
            t.at = i;
            self.out.push(t);
        }
    }

    /// M2, M3, K2: why a mtaji move is a capture, a takasa of 16 or more, or a takasa.
    fn mtaji_move(&mut self, i: usize, pit: Pit, count: u8, kuu_first: bool) {
        if self.capture_move {
            self.say(i, "M2, G5", "explain.capture_move", &[]);
        } else if count >= 16 && !kuu_first {
            // (K2's own sentence says why the kuu moves: no second "so this is a takata move".)
            let args = [("takasa", self.takasa.into())];
            self.say(i, "M2", "explain.sixteen", &args);
        }
        if kuu_first {
            let args = [("who", self.who.into()), ("pit", pit.label().into())];
            self.say(i, "K2, G5", "explain.kuu_first", &args);
        } else if !self.capture_move && count < 16 {
            let args = [("takasa", self.takasa.into())];
            self.say(i, "M3, G5", "explain.no_capture", &args);
        }
    }

    /// A lap-end sentence: the values every one may use, and its own.
    fn lap_told(
        &self,
        i: usize,
        (pit, count): (Pit, u8),
        rule: &'static str,
        key: &'static str,
        extra: &[(&'static str, Arg)],
    ) -> Told {
        let drops = self.drops(i, pit);
        let mut values: Vec<(&str, Arg)> = vec![
            ("n", self.lap.max(1).into()),
            ("pit", Arg::from(pit.label())),
            ("was", count.saturating_sub(drops).into()),
            ("round", yes(drops > 1).into()),
            ("again", drops.saturating_sub(1).into()),
            ("count", count.into()),
            ("who", self.who.into()),
        ];
        values.extend(extra.iter().cloned());
        told(self.lang, i, Some(rule), key, &values)
    }

    /// How many seeds the lap ending at event `i` dropped into `pit`: one, or more when a lap
    /// of 17 or more seeds went all the way round (its end pit then held `count - drops`
    /// when the lap began, not `count - 1`).
    fn drops(&self, i: usize, pit: Pit) -> u8 {
        let mut n = 0;
        for e in self.trace[..i].iter().rev() {
            match *e {
                Event::Sow { pit: p } if p == pit => n += 1,
                Event::Lift { .. } | Event::Tax { .. } | Event::Entry { .. } => break,
                _ => {}
            }
        }
        n.max(1)
    }

    /// Section 6: where a lap ended and what came of it, from the event after it. Returns 1
    /// when it told the relay's lift too.
    fn lap_end(&mut self, i: usize, pit: Pit, count: u8) -> usize {
        let end = (pit, count);
        match self.trace.get(i + 1).copied() {
            Some(Event::Capture {
                pit: taken,
                count: c,
                ..
            }) => {
                self.end_run(i);
                // Section 6, step 3 before step 4: a capture at the mover's own working
                // house comes first; the house is not lifted and stays his.
                let me = self.pos.to_move();
                let at_house = pit.is_house() && pit.side == me && self.own_house && count >= 6;
                let extra = [
                    ("taken", taken.label().into()),
                    ("seeds", c.into()),
                    ("house", self.house.into()),
                    ("at_house", yes(at_house).into()),
                ];
                let rule = if at_house { "section 6, step 3" } else { "G4" };
                let t = self.lap_told(i, end, rule, "explain.lap_capture", &extra);
                self.out.push(t);
            }
            Some(Event::Lift { .. }) => {
                self.relay(i, end);
                // The lift itself belongs to this lap end.
                self.lap += 1;
                return 1;
            }
            Some(Event::Safari { .. }) => {
                self.end_run(i);
                let extra = [("house", self.house.into()), ("stage", self.stage.into())];
                let t = self.lap_told(
                    i,
                    end,
                    "section 6, step 4",
                    "explain.lap_house_choice",
                    &extra,
                );
                self.out.push(t);
            }
            Some(Event::Stop { why, .. }) => {
                self.end_run(i);
                let t = self.stop(i, end, why);
                self.out.push(t);
            }
            _ => {}
        }
        0
    }

    /// A lap that does not relay ends a run of relays: the run is told first.
    fn end_run(&mut self, i: usize) {
        self.flush(i);
        self.relay_run = 0;
    }

    /// G2: a lap ending in an occupied pit relays; told with its reason when it is not plain
    /// (a takasa facing a full pit, a house lifted, the blocked pit), else in a run.
    fn relay(&mut self, i: usize, end: (Pit, u8)) {
        let (pit, count) = end;
        let me = self.pos.to_move();
        // A takasa lap ending where a capture lap would capture (G5): the opponent's front
        // row is as it was before the move.
        let facing_full = !self.capture_move
            && pit.side == me
            && count > 1
            && pit.opposite().is_some_and(|o| self.pos.seeds(o) > 0);
        self.relay_run += 1;
        // An owned house lifted: one of fewer than 6, or (Kete, step 4) a mtaji capture
        // move, which never stops at the kuu.
        let house_lift =
            pit.is_house() && matches!(self.trace.get(i + 2), Some(Event::HouseDestroyed { .. }));
        // T3: a lap ending in the blocked pit relays only under the takasia_house_lap
        // exception (the first lap of a move from pit 5).
        let blocked_relay = self.pos.blocked() == Some(pit);
        let plain = !facing_full && !house_lift && !blocked_relay;
        if !self.every_lap && self.relay_run > RELAYS_TOLD && plain {
            self.relays.push(pit);
            return;
        }
        self.flush(i);
        let facing = ("facing", Arg::from(yes(facing_full)));
        let (house, takasa) = (self.house.into(), self.takasa.into());
        let t = if blocked_relay {
            let extra = [("block", self.block.into()), ("takasa", takasa), facing];
            self.lap_told(i, end, "T3", "explain.lap_relay_blocked", &extra)
        } else if house_lift {
            let (rule, why, facing) = if self.capture_move && count >= 6 {
                ("section 6, step 4", "mtaji", ("facing", "no".into()))
            } else {
                ("section 8", "small", facing)
            };
            let extra = [
                ("house", house),
                ("why", why.into()),
                ("takasa", takasa),
                facing,
            ];
            self.lap_told(i, end, rule, "explain.lap_house_relay", &extra)
        } else if facing_full {
            self.lap_told(
                i,
                end,
                "G5, G2",
                "explain.lap_relay_takasa",
                &[("takasa", takasa)],
            )
        } else {
            self.lap_told(i, end, "G2", "explain.lap_relay", &[])
        };
        self.out.push(t);
    }

    /// Why the move stopped where this lap ended.
    fn stop(&self, i: usize, end: (Pit, u8), why: StopReason) -> Told {
        let house = ("house", Arg::from(self.house));
        match why {
            StopReason::EmptyPit => self.lap_told(i, end, "G3", "explain.lap_empty", &[]),
            StopReason::House if self.capture_move => self.lap_told(
                i,
                end,
                "section 6, step 4",
                "explain.lap_house_stop",
                &[house],
            ),
            StopReason::House => {
                let extra = [house, ("takasa", self.takasa.into())];
                self.lap_told(
                    i,
                    end,
                    "section 6, step 5",
                    "explain.lap_house_takasa",
                    &extra,
                )
            }
            StopReason::Blocked => {
                let extra = [("block", self.block.into())];
                self.lap_told(i, end, "T3", "explain.lap_blocked", &extra)
            }
            StopReason::GameOver => {
                let me = self.pos.to_move();
                let mover_won = self.trace[i..]
                    .iter()
                    .any(|e| matches!(e, Event::GameOver(o) if o.winner == me));
                if mover_won {
                    let extra = [("opponent", self.opp.into())];
                    self.lap_told(i, end, "section 6, step 1", "explain.lap_won", &extra)
                } else {
                    self.lap_told(i, end, "W1", "explain.lap_lost", &[])
                }
            }
        }
    }

    /// G6: where the captured seeds enter, and why at that kichwa. A namua capture has no
    /// lap end before it: its sentence came with the seed.
    fn capture(&mut self, i: usize, by: Pit, pit: Pit, count: u8) {
        let entry = self.trace[i + 1..].iter().find_map(|e| match e {
            Event::Entry { kichwa, dir } => Some((*kichwa, *dir)),
            _ => None,
        });
        if let Some((k, d)) = entry {
            let side = if k.ring == 0 { "left" } else { "right" };
            let why = match by.number() {
                1 | 2 => "pits12",
                7 | 8 => "pits78",
                _ if self.namua && self.first_capture => "choice",
                _ => "keep",
            };
            self.lap += 1;
            let turned = matches!(self.dir, Some(before) if before != d);
            let args = [
                ("count", count.into()),
                ("pit", pit.label().into()),
                ("side", side.into()),
                ("kichwa", k.label().into()),
                ("way", way(k, d).into()),
                ("clock", clock(d).into()),
                ("why", why.into()),
                ("stage", self.stage.into()),
                ("turned", yes(turned).into()),
            ];
            self.say(i, "G6", "explain.entry", &args);
            self.dir = Some(d);
        }
        self.first_capture = false;
    }

    /// Section 8: a house lost, captured, lifted or to the first mtaji capture (told after
    /// the first lap's sentence).
    fn house_destroyed(&mut self, i: usize, side: Side, why: HouseLoss) {
        if side == self.pos.to_move() {
            self.own_house = false;
        }
        if why == HouseLoss::Lifted && self.told_kuu {
            return;
        }
        let values = [
            ("owner", Arg::from(names::side(self.lang, side))),
            ("house", self.house.into()),
        ];
        let key = match why {
            HouseLoss::Captured => "explain.house_captured",
            HouseLoss::Lifted => "explain.house_lifted",
            HouseLoss::MtajiCapture => "explain.house_mtaji",
        };
        let t = told(self.lang, i, Some("section 8"), key, &values);
        if why == HouseLoss::MtajiCapture {
            self.later.push(t);
        } else {
            self.out.push(t);
        }
    }

    /// Section 6, step 4: safari from the house; the safari's lift is a lap of its own, told
    /// here (returns 1 when it follows).
    fn safari(&mut self, i: usize, pit: Pit) -> usize {
        let args = [
            ("who", self.who.into()),
            ("pit", pit.label().into()),
            ("house", self.house.into()),
        ];
        self.say(i, "section 6, step 4", "explain.safari", &args);
        if let Some(Event::Lift { .. }) = self.trace.get(i + 1) {
            self.lap += 1;
            return 1;
        }
        0
    }

    /// T1, T3: the takasia set; in Kete the block binds the blocker too (K3), said with it.
    /// T1 computes the block even when the move has just won the game: then there is no
    /// next move for it to bind, and the sentence says so.
    fn block(&mut self, i: usize, pit: Pit) {
        let kete = self.variant() == Variant::Kete;
        let over = self.succ.outcome().is_some();
        let args = [
            ("takasa", self.takasa.into()),
            ("block", self.block.into()),
            ("pit", pit.label().into()),
            ("opponent", names::side(self.lang, pit.side).into()),
            ("who", self.who.into()),
            (
                "exception",
                yes(self.pos.rules().takasia_house_lap()).into(),
            ),
            ("claim", yes(kete).into()),
            ("over", yes(over).into()),
        ];
        let rule = if kete { "T1, T3, K3" } else { "T1, T3" };
        self.say(i, rule, "explain.block", &args);
    }

    /// What the whole move captured, when it captured.
    fn in_all(&mut self, last: usize) {
        if self.succ.captured == 0 {
            return;
        }
        let captures = self
            .trace
            .iter()
            .filter(|e| matches!(e, Event::Capture { .. }))
            .count();
        let args = [
            ("captures", captures.into()),
            ("seeds", self.succ.captured.into()),
            ("laps", self.succ.laps.into()),
        ];
        self.out
            .push(told(self.lang, last, None, "explain.in_all", &args));
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

/// The statistics: every sentence class of the narrator run over the moves of
/// random games of every variant and compared with what the move did, by a board replayed
/// from the trace on its own (not the narrator's bookkeeping).
#[cfg(test)]
mod audit {
    use super::*;
    use crate::ai::SplitMix;
    use crate::rules::{Rules, random_successor};
    use std::collections::BTreeMap;

    /// Pits by side and ring, replayed event by event.
    struct Board {
        seeds: [[u8; 16]; 2],
        /// The board as the current lap began (after its lift, entry or tax).
        lap_start: [[u8; 16]; 2],
    }

    impl Board {
        fn of(pos: &Position) -> Board {
            let mut seeds = [[0; 16]; 2];
            for side in [Side::South, Side::North] {
                for ring in 0..16 {
                    seeds[side.index()][ring as usize] = pos.seeds(Pit::new(side, ring));
                }
            }
            Board {
                seeds,
                lap_start: seeds,
            }
        }
        fn at(&mut self, p: Pit) -> &mut u8 {
            &mut self.seeds[p.side.index()][p.ring as usize]
        }
        fn before_lap(&self, p: Pit) -> u8 {
            self.lap_start[p.side.index()][p.ring as usize]
        }
    }

    /// Checks one explained move; counts each class seen and each found wrong.
    fn check(pos: &Position, succ: &Successor, trace: &Trace, tally: &mut Tally) {
        let me = pos.to_move();
        let told = tell(Lang::English, pos, succ, trace, true);
        let at = |i: usize| -> Vec<String> {
            told.iter()
                .filter(|t| t.at == i)
                .map(|t| t.sentence.text())
                .collect()
        };
        let mut b = Board::of(pos);
        let mut house = pos.house_owned(me) && pos.rules().variant != Variant::Kujifunza;
        let (mut dir, mut first) = (succ.mv.dir, true);
        for (i, e) in trace.iter().enumerate() {
            match *e {
                Event::ReservePlaced { pit } => {
                    *b.at(pit) += 1;
                    if succ.kind == MoveKind::Capture && pit.is_house() && house {
                        // N1: the nyumba may capture, and it keeps its status.
                        let ok = at(i).iter().any(|s| s.contains("stays"));
                        tally.add("namua capture at the own house", ok, || at(i).join(" | "));
                    }
                }
                Event::Lift { pit, .. } => {
                    *b.at(pit) = 0;
                    b.lap_start = b.seeds;
                }
                Event::Tax { pit, count } => {
                    *b.at(pit) -= count;
                    b.lap_start = b.seeds;
                }
                Event::Entry { .. } => b.lap_start = b.seeds,
                Event::Sow { pit } => *b.at(pit) += 1,
                Event::Capture { by, pit, count } => {
                    *b.at(pit) = 0;
                    entry(
                        pos,
                        trace,
                        i,
                        (by, pit, count),
                        &mut dir,
                        &mut first,
                        tally,
                        &at,
                    );
                }
                Event::HouseDestroyed { side, .. } if side == me => house = false,
                Event::LapEnd { pit, count } => {
                    let was = b.before_lap(pit);
                    let drops = count - was;
                    let text = at(i).join(" | ");
                    let next = trace.get(i + 1).copied();
                    let empty_stop = matches!(
                        next,
                        Some(Event::Stop {
                            why: StopReason::EmptyPit,
                            ..
                        })
                    );
                    if count == 1 && empty_stop {
                        // G3: the sentence says the pit was empty.
                        let ok = text.contains("was empty");
                        tally.add("lap end in an empty pit", ok, || text.clone());
                    } else if drops == 1 && text.contains(" before") {
                        let ok = text.contains(&format!("({was} before"));
                        tally.add("lap end: seeds before", ok, || text.clone());
                    } else if drops > 1 && text.contains("occupied") {
                        let ok = text.contains("all the way round")
                            && (was > 0 || text.contains("empty when the lap began"));
                        tally.add("lap end: a lap round the ring", ok, || text.clone());
                    }
                    let facing = pit
                        .opposite()
                        .map_or(0, |o| b.seeds[o.side.index()][o.ring as usize]);
                    if text.contains("The pit facing it is occupied") {
                        tally.add("takasa relay facing an occupied pit", facing > 0, || {
                            text.clone()
                        });
                    }
                    let captures = matches!(trace.get(i + 1), Some(Event::Capture { .. }));
                    if captures && pit.is_house() && pit.side == me && house && count >= 6 {
                        // Section 6: step 3 (capture) comes before step 4 (stop or safari).
                        let ok = text.contains("comes before");
                        tally.add("capture at the own house", ok, || text.clone());
                    }
                }
                Event::Block { .. } => {
                    let over = trace[i..].iter().any(|e| matches!(e, Event::GameOver(_)));
                    let text = at(i).join(" | ");
                    let ok = over == text.contains("has won the game");
                    tally.add(
                        if over {
                            "block set by a winning move"
                        } else {
                            "block"
                        },
                        ok,
                        || text.clone(),
                    );
                }
                _ => {}
            }
        }
        tally.moves += 1;
    }

    /// G6: where the seeds of the capture at trace event `i` enter, and why, from the
    /// capturing pit and the direction before it.
    #[allow(clippy::too_many_arguments)]
    fn entry(
        pos: &Position,
        trace: &Trace,
        i: usize,
        (by, taken, count): (Pit, Pit, u8),
        dir: &mut Option<Dir>,
        first: &mut bool,
        tally: &mut Tally,
        at: &dyn Fn(usize) -> Vec<String>,
    ) {
        let Some(Event::Entry { kichwa, dir: d }) = trace[i + 1..]
            .iter()
            .find(|e| matches!(e, Event::Entry { .. }))
            .copied()
        else {
            return;
        };
        let namua = pos.stage(pos.to_move()) == Stage::Namua;
        let text = at(i).join(" | ");
        let (why, want) = match by.number() {
            1 | 2 => ("pit 1 or 2", Some(0)),
            7 | 8 => ("pit 7 or 8", Some(7)),
            _ if namua && *first => ("chooses the kichwa", None),
            _ => (
                "keeps the direction",
                Some(if *dir == Some(Dir::Cw) { 0 } else { 7 }),
            ),
        };
        let ok = text.contains(why)
            && want.is_none_or(|r| kichwa.ring == r)
            && text.contains(&format!("kichwa {}", kichwa.label()))
            && text.contains(&format!("from {}", taken.label()))
            && (count == 1) == text.contains("The seed from");
        tally.add("entry of captured seeds", ok, || text.clone());
        let turned = dir.is_some_and(|before| before != d);
        tally.add(
            "entry: the direction turns",
            turned == text.contains("turns round"),
            || text.clone(),
        );
        *dir = Some(d);
        *first = false;
    }

    #[derive(Default)]
    struct Tally {
        moves: usize,
        /// Per class: checked, wrong, and the first wrong sentence.
        classes: BTreeMap<&'static str, (usize, usize, String)>,
    }

    impl Tally {
        fn add(&mut self, class: &'static str, ok: bool, text: impl Fn() -> String) {
            let c = self.classes.entry(class).or_default();
            c.0 += 1;
            if !ok {
                c.1 += 1;
                if c.2.is_empty() {
                    c.2 = text();
                }
            }
        }
    }

    /// Random games per variant (some 45 moves each).
    const GAMES: usize = 500;

    #[test]
    fn every_sentence_class_tells_what_random_moves_did() {
        let mut tally = Tally::default();
        let mut rng = SplitMix(33);
        for rules in [
            Rules::KISWAHILI,
            Rules::TOURNAMENT,
            Rules::KETE,
            Rules::KUJIFUNZA,
        ] {
            for _ in 0..GAMES {
                let mut pos = Position::start(rules);
                while let Some(s) = random_successor(&pos, |n| rng.below(n)) {
                    let (succ, trace) = play_traced(&pos, &s.mv).unwrap();
                    check(&pos, &succ, &trace, &mut tally);
                    if succ.over.is_some() || pos.outcome().is_some() {
                        break;
                    }
                    pos = succ.position;
                }
            }
        }
        let mut report = format!("{} moves explained\n", tally.moves);
        for (class, (n, wrong, first)) in &tally.classes {
            report.push_str(&format!("{class}: {n} checked, {wrong} wrong {first}\n"));
        }
        println!("{report}");
        assert!(tally.classes.values().all(|c| c.1 == 0), "{report}");
    }
}
