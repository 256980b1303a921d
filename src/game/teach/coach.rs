//! The coach's words on a reviewed move (issue 27): what the move played allowed and what the
//! engine's better move would have achieved, from the two moves' rules traces and the replies
//! the review expects (the second move of each line). Pure: no Bevy, no search (everything
//! comes from the [`MoveReview`]).
//!
//! A sentence speaks to the player at this screen ("your B3R") and names anyone else; the
//! window passes the players' names, South's first, as [`crate::game::play::access::board_text`]
//! takes them. The catalogue is `coach.ftl`.

use super::review::{Judgement, MoveReview};
use crate::ai::WIN_BOUND;
use crate::game::play::access::name_of;
use crate::game::words::i18n::{Arg, Lang, msg};
use crate::game::words::names;
use crate::rules::{
    Event, HouseLoss, MoveKind, Position, Side, Successor, Trace, Variant, parse_move, play_traced,
};

/// What became of the mover's house through his move and the reply expected to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum House {
    /// He had none to keep (destroyed before, or Kujifunza, J3).
    None,
    /// Still his (a tax, N2, keeps it too).
    Kept,
    /// Destroyed by his own move: lifted, a safari, the first mtaji capture (section 8).
    Destroyed,
    /// Captured by the reply.
    Captured,
}

/// The reply the review expects to a move (the second move of its line).
struct Reply {
    notation: String,
    captured: u32,
    takasa: bool,
    wins: bool,
}

/// What one move did, from its trace, and the reply it allows.
struct Facts {
    captured: u32,
    /// It captured the opponent's house.
    took_house: bool,
    house: House,
    /// The move itself wins the game.
    won: bool,
    reply: Option<Reply>,
}

impl Facts {
    /// Seeds the expected reply captures (none after a takasa reply or without one).
    fn reply_captured(&self) -> u32 {
        self.reply.as_ref().map_or(0, |r| r.captured)
    }
}

fn house_lost(trace: &Trace, side: Side, how: Option<HouseLoss>) -> bool {
    trace.iter().any(|e| {
        matches!(*e, Event::HouseDestroyed { side: s, why } if s == side && how.is_none_or(|h| h == why))
    })
}

/// Plays `text` (and the reply `line[1]`) from `before` and gathers what the coach may say.
fn facts(before: &Position, text: &str, line: &[String]) -> Option<Facts> {
    let me = before.to_move();
    let (succ, _) = parse_move(before, text).ok()?;
    let (succ, trace) = play_traced(before, &succ.mv).ok()?;
    let reply = reply(&succ, line.get(1));
    let house = if !before.house_owned(me) {
        House::None
    } else if house_lost(&trace, me, None) {
        House::Destroyed
    } else if reply.as_ref().is_some_and(|(_, t)| house_lost(t, me, None)) {
        House::Captured
    } else {
        House::Kept
    };
    Some(Facts {
        captured: succ.captured,
        took_house: house_lost(&trace, me.opponent(), Some(HouseLoss::Captured)),
        house,
        won: succ.outcome().is_some_and(|o| o.winner == me),
        reply: reply.map(|(r, _)| r),
    })
}

/// The reply `text` to the move `succ`, played, with its trace.
fn reply(succ: &Successor, text: Option<&String>) -> Option<(Reply, Trace)> {
    if succ.outcome().is_some() {
        return None;
    }
    let pos = &succ.position;
    let (r, _) = parse_move(pos, text?).ok()?;
    let (r, trace) = play_traced(pos, &r.mv).ok()?;
    Some((
        Reply {
            notation: text?.clone(),
            captured: r.captured,
            takasa: r.kind == MoveKind::Takasa,
            wins: r.outcome().is_some_and(|o| o.winner == pos.to_move()),
        },
        trace,
    ))
}

/// The variant's word for a move that captures nothing (a Bao term in every language).
fn takasa_word(v: Variant) -> &'static str {
    match v {
        Variant::Kete => "takata",
        _ => "takasa",
    }
}

/// What the coach says of the move reviewed in `review`, played from `before`: a short
/// verdict for a best or good move, and for an inaccuracy, a mistake or a blunder what the
/// engine's move would have achieved and what the move played allowed. `names` are the
/// players' names, South's first ("You" is told in the second person). `None` when the
/// review's moves do not play from `before` (a review of another game).
pub fn coach_says(
    lang: Lang,
    before: &Position,
    review: &MoveReview,
    names: [&str; 2],
) -> Option<String> {
    let me = before.to_move();
    let name = |s: Side| names[s.index()];
    let v = before.rules().variant;
    let mover = name_of(lang, name(me), me);
    let opponent = name_of(lang, name(me.opponent()), me.opponent());
    let args = |extra: &[(&'static str, Arg<'static>)]| -> Vec<(&'static str, Arg<'static>)> {
        let mut a: Vec<(&'static str, Arg<'static>)> = vec![
            ("mover", mover.clone().into()),
            ("person", names::person(name(me)).into()),
            ("opponent", opponent.clone().into()),
            ("them", names::person(name(me.opponent())).key().into()),
            ("best", review.best.clone().into()),
            ("played", review.played.clone().into()),
            ("house", v.house_name().into()),
            ("takasa", takasa_word(v).into()),
        ];
        a.extend(extra.iter().cloned());
        a
    };
    let say = |key: &str, extra: &[(&'static str, Arg<'static>)]| msg(lang, key, &args(extra));
    match review.judgement {
        Judgement::Best if review.choices <= 1 => return Some(say("coach.verdict.only", &[])),
        Judgement::Best if review.played_score > WIN_BOUND => {
            return Some(say("coach.verdict.best_wins", &[]));
        }
        Judgement::Best => return Some(say("coach.verdict.best", &[])),
        Judgement::Good => return Some(say("coach.verdict.good", &[])),
        _ => {}
    }
    let best = facts(before, &review.best, &review.best_line)?;
    let played = facts(before, &review.played, &review.played_line)?;
    let better = better_sentence(review, &best, &played, &say);
    let worse = played_sentence(review, &best, &played, &say);
    Some(match worse {
        Some(w) => format!("{better} {w}"),
        None => better,
    })
}

type Say<'a> = dyn Fn(&str, &[(&'static str, Arg<'static>)]) -> String + 'a;

/// What the engine's move would have achieved, or, when nothing concrete differs, how much
/// of the mover's chances it keeps.
fn better_sentence(review: &MoveReview, best: &Facts, played: &Facts, say: &Say) -> String {
    let seeds = |n: u32| ("seeds", Arg::from(n));
    let kept =
        best.house == House::Kept && matches!(played.house, House::Destroyed | House::Captured);
    let wins = review.best_score > WIN_BOUND && review.played_score <= WIN_BOUND;
    if wins && best.won {
        say("coach.better.wins_now", &[])
    } else if wins {
        say("coach.better.wins", &[])
    } else if best.took_house && !played.took_house {
        say("coach.better.took_house", &[seeds(best.captured)])
    } else if best.captured > played.captured && kept {
        say("coach.better.captured_kept", &[seeds(best.captured)])
    } else if best.captured > played.captured {
        say("coach.better.captured", &[seeds(best.captured)])
    } else if kept {
        say("coach.better.kept", &[])
    } else if best.reply.as_ref().is_some_and(|r| r.takasa) && played.reply_captured() > 0 {
        // A capture answered by a takasa: the difference G7 makes (captures are compulsory).
        say("coach.better.no_capture", &[])
    } else if best
        .reply
        .as_ref()
        .is_some_and(|r| r.captured > 0 && r.captured < played.reply_captured())
    {
        say(
            "coach.better.smaller_reply",
            &[seeds(best.reply_captured())],
        )
    } else if percent(review.before) == percent(review.after) {
        // Both round to the same chances (a game nearly decided): no numbers to compare.
        say("coach.better.stronger", &[])
    } else {
        say(
            "coach.prefers",
            &[
                ("before", percent(review.before).into()),
                ("after", percent(review.after).into()),
            ],
        )
    }
}

/// Thousandths as a whole percentage.
fn percent(thousandths: u16) -> u32 {
    (thousandths as u32 + 5) / 10
}

/// What the move played allowed or gave away, if anything concrete.
fn played_sentence(review: &MoveReview, best: &Facts, played: &Facts, say: &Say) -> Option<String> {
    let seeds = |n: u32| ("seeds", Arg::from(n));
    let forced_loss = review.played_score < -WIN_BOUND && review.best_score >= -WIN_BOUND;
    let reply = played.reply.as_ref();
    let with = |r: &Reply| ("reply", Arg::from(r.notation.clone()));
    Some(match reply {
        Some(r) if forced_loss && r.wins => say("coach.played.loses_now", &[with(r)]),
        _ if forced_loss => say("coach.played.forced_loss", &[]),
        Some(r) if played.house == House::Captured && best.house != House::Captured => {
            say("coach.played.reply_house", &[with(r), seeds(r.captured)])
        }
        _ if played.house == House::Destroyed && best.house == House::Kept => {
            say("coach.played.lost_house", &[])
        }
        Some(r) if r.captured > best.reply_captured() => {
            say("coach.played.reply_captured", &[with(r), seeds(r.captured)])
        }
        _ if played.captured < best.captured => {
            say("coach.played.captured_less", &[seeds(played.captured)])
        }
        _ => return None,
    })
}
