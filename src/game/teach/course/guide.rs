//! The guided first game: the course's voice beside the board while a
//! newcomer plays the real start against the weakest level. Before the player's move it says
//! which kind of move is possible now and why (the namua seed, a compulsory capture and the
//! kichwa choice, or a takasa and the pits that can make one, the nyumba); after the
//! computer's reply, what that reply did. Texts are the `guide.*` catalogue and, where the
//! words are the same, the move explanation's sentences ([`crate::game::teach::narrate::explain`]). The player at
//! this screen is "you". Plain text out (glossary links resolved). Pure: no Bevy, no I/O.

use crate::game::teach::narrate::explain::{block_word, house_word, takasa_word, tell};
use crate::game::teach::narrate::rulebook::{markup, plain_text};
use crate::game::words::i18n::{Arg, Lang, Person, msg};
use crate::game::words::names;
use crate::rules::{
    Dir, Event, HOUSE, HouseLoss, MoveKind, Pit, Position, Side, Stage, Successor, Trace,
    successors, write_move,
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
    words_list(lang, join, &labels)
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
            out.extend(safari_offer(lang, pos, &captures));
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
        let pits = start_pits(me, moves.iter().copied());
        out.push(say(
            lang,
            key,
            &[
                ("pits", list(lang, "guide.list_or", &pits).into()),
                ("takasa", takasa.into()),
            ],
        ));
        if captures_now(&all) {
            out.extend(largest_capture(lang, pos, &all));
        } else {
            out.extend(one_way(lang, pos, &all));
            out.extend(takasa_dangers(lang, pos, &all));
            out.extend(blocks_set(lang, pos, &all));
        }
        out.extend(singleton_danger(lang, pos, &all));
    }
    // W1, W2: a move that wins at once is named first of all, after the stage.
    if let Some(win) = wins_now(lang, pos, &all) {
        out.insert(1.min(out.len()), win);
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
        out.extend(takasa_dangers(lang, pos, all));
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
        // The tax is a takasa: the direction that hands a capture is named like any other's.
        out.extend(takasa_dangers(lang, pos, all));
        out.extend(blocks_set(lang, pos, all));
        return out;
    }
    let both = pits.iter().all(|p| directions(all, p.ring).len() == 2);
    out.push(say(
        lang,
        "guide.takasa",
        &[
            ("takasa", takasa.into()),
            ("pits", list(lang, "guide.list_or", &pits).into()),
            ("both", (if both { "yes" } else { "no" }).into()),
        ],
    ));
    out.extend(one_way(lang, pos, all));
    out.extend(takasa_dangers(lang, pos, all));
    out.extend(blocks_set(lang, pos, all));
    let occupied = (1..=8)
        .map(|n| Pit::front(me, n))
        .filter(|p| pos.seeds(*p) > 0 && !pits.contains(p));
    // Only a functional house is kept from the seed (N2); a house destroyed or under 6 is an
    // ordinary pit, left out by the singleton rule like any other.
    let functional = pos.house_functional(me);
    let (kept_house, singles): (Vec<Pit>, Vec<Pit>) =
        occupied.partition(|p| *p == house_pit && functional);
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

/// The moves of `all` that end the game with the mover's win (W1: the opponent's front row
/// emptied; W2: the opponent left in mtaji with singletons only), said so.
fn wins_now(lang: Lang, pos: &Position, all: &[Successor]) -> Option<String> {
    let me = pos.to_move();
    let moves: Vec<String> = all
        .iter()
        .filter(|s| s.outcome().is_some_and(|o| o.winner == me))
        .map(|s| write_move(pos, s))
        .collect();
    if moves.is_empty() {
        return None;
    }
    Some(say(
        lang,
        "guide.wins_now",
        &[
            ("which", words_list(lang, "guide.list_and", &moves).into()),
            ("count", moves.len().into()),
        ],
    ))
}

/// Whether any of the legal moves `all` is a capture.
fn captures_now(all: &[Successor]) -> bool {
    all.iter().any(|s| s.kind == MoveKind::Capture)
}

/// The directions the legal moves from ring pit `ring` may sow in.
fn directions(all: &[Successor], ring: u8) -> Vec<Dir> {
    let mut d: Vec<Dir> = all
        .iter()
        .filter(|s| s.mv.pit == ring)
        .filter_map(|s| s.mv.dir)
        .collect();
    d.sort_by_key(|d| *d == Dir::Ccw);
    d.dedup();
    d
}

/// N2, M3: a lone kichwa sows towards the centre only: its one direction, said so (the
/// takasa sentence then does not offer "left or right").
fn one_way(lang: Lang, pos: &Position, all: &[Successor]) -> Option<String> {
    let me = pos.to_move();
    let lone = |p: &Pit| (1..=8).all(|n| n == p.number() || pos.seeds(Pit::front(me, n)) == 0);
    let pit = start_pits(me, all.iter())
        .into_iter()
        .find(|p| p.is_kichwa() && p.ring < 8 && lone(p) && directions(all, p.ring).len() == 1)?;
    let dir = directions(all, pit.ring)[0];
    let args = [
        ("pit", Arg::from(pit.label())),
        (
            "way",
            crate::game::teach::narrate::explain::way(pit, dir).into(),
        ),
    ];
    Some(say(lang, "guide.one_way", &args))
}

/// The most seeds the opponent can capture after `s` (0: he has only takasa moves).
fn reply_capture(s: &Successor) -> u32 {
    if s.outcome().is_some() {
        return 0;
    }
    successors(&s.position)
        .iter()
        .map(|r| r.captured)
        .max()
        .unwrap_or(0)
}

/// Which takasa moves hand the opponent a capture (over all his replies), and which do not.
fn takasa_dangers(lang: Lang, pos: &Position, all: &[Successor]) -> Vec<String> {
    let opponent = names::side(lang, pos.to_move().opponent());
    let (mut gives, mut safe) = (Vec::new(), Vec::new());
    for s in all {
        let n = reply_capture(s);
        let text = write_move(pos, s);
        if n > 0 {
            gives.push((text, n));
        } else {
            safe.push(text);
        }
    }
    if gives.is_empty() {
        return Vec::new();
    }
    let most = gives.iter().map(|g| g.1).max().unwrap_or(0);
    let moves: Vec<String> = gives.into_iter().map(|g| g.0).collect();
    let mut out = vec![say(
        lang,
        "guide.takasa_gives",
        &[
            ("which", words_list(lang, "guide.list_or", &moves).into()),
            ("count", moves.len().into()),
            ("seeds", most.into()),
            ("opponent", opponent.into()),
            ("all", (if safe.is_empty() { "yes" } else { "no" }).into()),
        ],
    )];
    if !safe.is_empty() {
        out.push(say(
            lang,
            "guide.takasa_safe",
            &[
                ("which", words_list(lang, "guide.list_or", &safe).into()),
                ("count", safe.len().into()),
                ("opponent", opponent.into()),
            ],
        ));
    }
    out
}

/// T1: the takasa moves that would set takasia (Kete: hizi zetu) on the opponent.
fn blocks_set(lang: Lang, pos: &Position, all: &[Successor]) -> Vec<String> {
    let v = pos.rules().variant;
    let mut out = Vec::new();
    let mut by_pit: Vec<(Pit, Vec<String>)> = Vec::new();
    for s in all {
        if let Some(x) = s.position.blocked().filter(|_| s.outcome().is_none()) {
            match by_pit.iter_mut().find(|(p, _)| *p == x) {
                Some((_, m)) => m.push(write_move(pos, s)),
                None => by_pit.push((x, vec![write_move(pos, s)])),
            }
        }
    }
    for (x, moves) in by_pit {
        out.push(say(
            lang,
            "guide.takasa_blocks",
            &[
                ("which", words_list(lang, "guide.list_or", &moves).into()),
                ("count", moves.len().into()),
                ("pit", x.label().into()),
                ("block", block_word(v).into()),
                ("opponent", names::side(lang, x.side).into()),
            ],
        ));
    }
    out
}

/// M2, G7 in mtaji: the capture that takes the most seeds (the first of equals).
fn largest_capture(lang: Lang, pos: &Position, all: &[Successor]) -> Option<String> {
    let best = all
        .iter()
        .filter(|s| s.kind == MoveKind::Capture)
        .max_by_key(|s| (s.captured, std::cmp::Reverse(write_move(pos, s))))?;
    let count = all.iter().filter(|s| s.kind == MoveKind::Capture).count();
    Some(say(
        lang,
        "guide.largest_capture",
        &[
            ("move", write_move(pos, best).into()),
            ("seeds", best.captured.into()),
            ("count", count.into()),
        ],
    ))
}

/// W2: the moves after which the player would have no pit of two or more (he loses if the
/// reply leaves it so), when some other move keeps one.
fn singleton_danger(lang: Lang, pos: &Position, all: &[Successor]) -> Option<String> {
    let me = pos.to_move();
    let bare = |s: &Successor| {
        s.outcome().is_none() && (0..16).all(|r| s.position.seeds(Pit::new(me, r)) < 2)
    };
    let moves: Vec<String> = all
        .iter()
        .filter(|s| bare(s))
        .map(|s| write_move(pos, s))
        .collect();
    if moves.is_empty() || moves.len() == all.len() {
        return None;
    }
    let opponent = names::side(lang, me.opponent());
    Some(say(
        lang,
        "guide.singleton_danger",
        &[
            ("which", words_list(lang, "guide.list_or", &moves).into()),
            ("opponent", opponent.into()),
        ],
    ))
}

/// Section 6, step 4: the capture moves whose lap may end in the player's own working house
/// offer him the choice there (stop, or go on with safari).
fn safari_offer(lang: Lang, pos: &Position, captures: &[&Successor]) -> Option<String> {
    let me = pos.to_move();
    let pits = start_pits(
        me,
        captures.iter().copied().filter(|s| s.mv.safari.is_some()),
    );
    if pits.is_empty() {
        return None;
    }
    let v = pos.rules().variant;
    Some(say(
        lang,
        "guide.safari_choice",
        &[
            ("pits", list(lang, "guide.list_or", &pits).into()),
            ("count", pits.len().into()),
            ("house", house_word(v).into()),
            ("pit", Pit::new(me, HOUSE).label().into()),
        ],
    ))
}

/// Moves (or any words) as a list: "A6L*", "A6L* or A7R*", "A6L*, A6R* or A7R*".
fn words_list(lang: Lang, join: &str, items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => msg(
            lang,
            join,
            &[("rest", rest.join(", ").into()), ("last", last.into())],
        ),
    }
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
