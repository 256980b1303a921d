//! The guided first game (issue 26, part 3): the course's voice beside the board while a
//! newcomer plays the real start against the weakest level. Before the player's move it says
//! which kind of move is possible now and why (the namua seed, a compulsory capture and the
//! kichwa choice, or a takasa and the pits that can make one, the nyumba); after the
//! computer's reply, what that reply did. Texts are the `guide.*` catalogue and, where the
//! words are the same, the move explanation's sentences ([`super::explain`]). The player at
//! this screen is "you". Plain text out (glossary links resolved). Pure: no Bevy, no I/O.

use super::explain::{block_word, house_word, takasa_word, tell};
use super::rulebook::{markup, plain_text};
use crate::game::words::i18n::{Arg, Lang, Person, msg};
use crate::game::words::names;
use crate::rules::{
    Event, HOUSE, HouseLoss, MoveKind, Pit, Position, Side, Stage, Successor, Trace, successors,
};

/// The player at this screen is "you" (second person); the computer is named.
fn person(is_you: bool) -> Person {
    if is_you { Person::Me } else { Person::Other }
}

/// A `guide.*` message as plain text.
fn say(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    plain_text(&markup(&msg(lang, key, args)))
}

/// Pit labels as a list: "A6", "A6 or A7", "A4, A5 or A6" (`join` = "guide.list_or" / "_and").
fn list(lang: Lang, join: &str, pits: &[Pit]) -> String {
    let labels: Vec<String> = pits.iter().map(|p| p.label()).collect();
    match labels.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => msg(
            lang,
            join,
            &[("rest", rest.join(", ").into()), ("last", last.into())],
        ),
    }
}

/// The distinct start pits of `moves`, in board order.
fn start_pits<'a>(me: Side, moves: impl Iterator<Item = &'a Successor>) -> Vec<Pit> {
    let mut pits: Vec<Pit> = moves.map(|s| Pit::new(me, s.mv.pit)).collect();
    pits.sort_by_key(|p| p.ring);
    pits.dedup();
    pits
}

/// What the player to move in `pos` may do now, and why, in a few sentences.
pub fn before_move(lang: Lang, pos: &Position) -> Vec<String> {
    let me = pos.to_move();
    let v = pos.rules().variant;
    let all = successors(pos);
    if all.is_empty() {
        return Vec::new();
    }
    let opponent = names::side(lang, me.opponent());
    let house = house_word(v);
    let takasa = takasa_word(v);
    let house_pit = Pit::new(me, HOUSE);
    let captures: Vec<&Successor> = all.iter().filter(|s| s.kind == MoveKind::Capture).collect();
    let mut out = Vec::new();
    if pos.stage(me) == Stage::Namua {
        out.push(say(
            lang,
            "guide.namua",
            &[("count", pos.reserve(me).into())],
        ));
        if captures.is_empty() {
            out.extend(namua_takasa(lang, pos, &all));
        } else {
            let pits = start_pits(me, captures.iter().copied());
            out.push(say(
                lang,
                "guide.must_capture",
                &[
                    ("pits", list(lang, "guide.list_or", &pits).into()),
                    ("count", pits.len().into()),
                    ("opponent", opponent.into()),
                ],
            ));
            // G6: at pits 3 to 6 the first namua capture lets the player choose the kichwa.
            let (choice, forced): (Vec<Pit>, Vec<Pit>) =
                pits.iter().partition(|p| (3..=6).contains(&p.number()));
            let kichwas = [
                ("left", Arg::from(Pit::front(me, 1).label())),
                ("right", Arg::from(Pit::front(me, 8).label())),
            ];
            for (pits, key) in [
                (choice, "guide.kichwa_choice"),
                (forced, "guide.kichwa_forced"),
            ] {
                if !pits.is_empty() {
                    let mut args = vec![("pits", list(lang, "guide.list_and", &pits).into())];
                    args.extend(kichwas.iter().cloned());
                    out.push(say(lang, key, &args));
                }
            }
        }
    } else {
        out.push(say(lang, "guide.mtaji", &[]));
        if let Some(x) = pos.blocked() {
            out.push(say(
                lang,
                "guide.blocked",
                &[("pit", x.label().into()), ("block", block_word(v).into())],
            ));
        }
        let (key, moves) = if captures.is_empty() {
            ("guide.mtaji_takasa", all.iter().collect::<Vec<_>>())
        } else {
            ("guide.mtaji_capture", captures)
        };
        let pits = start_pits(me, moves.into_iter());
        out.push(say(
            lang,
            key,
            &[
                ("pits", list(lang, "guide.list_or", &pits).into()),
                ("takasa", takasa.into()),
            ],
        ));
    }
    if v.has_namua() {
        let count = pos.seeds(house_pit);
        let args = [
            ("house", Arg::from(house)),
            ("pit", house_pit.label().into()),
            ("count", count.into()),
            ("opponent", opponent.into()),
            // Section 8: only in Kiswahili does the first mtaji capture move destroy it.
            ("variant", v.json().into()),
        ];
        out.push(if !pos.house_owned(me) {
            say(lang, "guide.house_gone", &args)
        } else if pos.house_functional(me) {
            say(lang, "guide.house_standing", &args)
        } else {
            say(lang, "guide.house_weak", &args)
        });
    }
    out
}

/// N2: a namua takasa, which pits can take the seed, and why the others cannot.
fn namua_takasa(lang: Lang, pos: &Position, all: &[Successor]) -> Vec<String> {
    let me = pos.to_move();
    let v = pos.rules().variant;
    let house = house_word(v);
    let takasa = takasa_word(v);
    let house_pit = Pit::new(me, HOUSE);
    let pits = start_pits(me, all.iter());
    let mut out = Vec::new();
    // K1: a Kete tax on a kuu of exactly 6 sows all 7 seeds and destroys the kuu.
    if pits == [house_pit] && v == crate::rules::Variant::Kete && pos.seeds(house_pit) == 6 {
        out.push(say(
            lang,
            "guide.tax_kuu_six",
            &[
                ("takasa", takasa.into()),
                ("house", house.into()),
                ("pit", house_pit.label().into()),
            ],
        ));
        return out;
    }
    if pits == [house_pit] && pos.house_functional(me) {
        out.push(say(
            lang,
            "guide.tax",
            &[
                ("takasa", takasa.into()),
                ("house", house.into()),
                ("pit", house_pit.label().into()),
            ],
        ));
        // Section 8 (Kiswahili): 6 + 1 - 2 leaves a house of 5. Kete's kuu at 6 (K1) is
        // sown whole instead.
        if pos.seeds(house_pit) == 6 && v != crate::rules::Variant::Kete {
            out.push(say(lang, "guide.tax_from_six", &[]));
        }
        return out;
    }
    out.push(say(
        lang,
        "guide.takasa",
        &[
            ("takasa", takasa.into()),
            ("pits", list(lang, "guide.list_or", &pits).into()),
        ],
    ));
    let occupied = (1..=8)
        .map(|n| Pit::front(me, n))
        .filter(|p| pos.seeds(*p) > 0 && !pits.contains(p));
    let (kept_house, singles): (Vec<Pit>, Vec<Pit>) = occupied.partition(|p| *p == house_pit);
    if !kept_house.is_empty() {
        out.push(say(
            lang,
            "guide.house_kept",
            &[("house", house.into()), ("pit", house_pit.label().into())],
        ));
    }
    if !singles.is_empty() {
        out.push(say(
            lang,
            "guide.singletons",
            &[
                ("pits", list(lang, "guide.list_and", &singles).into()),
                ("count", singles.len().into()),
            ],
        ));
    }
    out
}

/// What the computer's reply `succ` (played in `before` with `trace`) did, told to the
/// player it was played against.
pub fn after_reply(lang: Lang, before: &Position, succ: &Successor, trace: &Trace) -> Vec<String> {
    let v = before.rules().variant;
    let who = names::side(lang, before.to_move());
    let you = before.to_move().opponent();
    let mut out = Vec::new();
    // The explanation's own sentences for how the reply started and what kind it was, and
    // for the replier's own house; the rest is said to "you" below.
    let mut lifted = false;
    for t in tell(lang, before, succ, trace, false) {
        let keep = match t.key {
            "explain.lift" | "explain.lift_lone" => !std::mem::replace(&mut lifted, true),
            "explain.namua_capture"
            | "explain.namua_takasa"
            | "explain.tax"
            | "explain.tax_weak"
            | "explain.kuu_six"
            | "explain.kuu_first"
            | "explain.capture_move"
            | "explain.no_capture"
            | "explain.sixteen"
            | "explain.safari" => true,
            // The replier's own house lifted (the player's is told below).
            "explain.house_lifted" => true,
            _ => false,
        };
        if keep {
            out.push(t.sentence.text());
        }
    }
    let captured: Vec<(Pit, u8)> = trace
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, count, .. } => Some((pit, count)),
            _ => None,
        })
        .collect();
    if captured.is_empty() {
        out.push(say(lang, "guide.reply_nothing", &[("who", who.into())]));
    } else {
        let mut pits: Vec<Pit> = captured.iter().map(|(p, _)| *p).collect();
        pits.dedup();
        out.push(say(
            lang,
            "guide.reply_captured",
            &[
                ("who", who.into()),
                ("seeds", succ.captured.into()),
                ("count", pits.len().into()),
                ("pits", list(lang, "guide.list_and", &pits).into()),
            ],
        ));
    }
    let house = house_word(v);
    for e in trace {
        let args = |rest: &[(&'static str, Arg<'static>)]| {
            let mut a: Vec<(&str, Arg)> = vec![("who", who.into())];
            a.extend(rest.iter().cloned());
            a
        };
        match *e {
            Event::HouseDestroyed { side, why } if side == you => {
                let why = if why == HouseLoss::Captured {
                    "captured"
                } else {
                    "mtaji"
                };
                out.push(say(
                    lang,
                    "guide.reply_your_house",
                    &args(&[
                        ("why", why.into()),
                        ("house", house.into()),
                        ("pit", Pit::new(you, HOUSE).label().into()),
                    ]),
                ));
            }
            Event::Block { pit } => out.push(say(
                lang,
                "guide.reply_block",
                &args(&[
                    ("takasa", takasa_word(v).into()),
                    ("block", block_word(v).into()),
                    ("pit", pit.label().into()),
                ]),
            )),
            Event::Claim { pit } => out.push(say(
                lang,
                "guide.reply_claim",
                &[("block", block_word(v).into()), ("pit", pit.label().into())],
            )),
            _ => {}
        }
    }
    if let Some(o) = succ.outcome() {
        out.push(say(
            lang,
            "guide.reply_won",
            &[
                ("who", names::side(lang, o.winner).into()),
                ("person", person(o.winner == you).into()),
                ("reason", names::win_reason(lang, o.reason).into()),
            ],
        ));
    }
    out
}
