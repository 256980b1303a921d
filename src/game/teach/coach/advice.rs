//! The coach's words on a reviewed move: what the move played allowed and what the
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
    successors, write_move,
};

/// What became of the mover's house through his move and the replies it allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum House {
    /// He had none to keep (destroyed before, or Kujifunza, J3).
    None,
    /// Still his, whatever the reply (a tax, N2, keeps it too).
    Kept,
    /// Destroyed by his own move: lifted, a safari, the first mtaji capture (section 8).
    Destroyed,
    /// A reply can capture it.
    Captured,
}

/// What the opponent could do after a move: computed over all his legal replies, not the
/// one the search expects, so that a claim such as "he could have captured only 1 seed" is
/// true of every reply.
#[derive(Default)]
struct Replies {
    /// The reply capturing the most seeds (the first of equals in notation order), and its
    /// seeds; `None` when every reply is a takasa.
    most: Option<(String, u32)>,
    /// A reply that wins the game at once.
    wins_now: Option<String>,
    /// The reply capturing the mover's house that captures the most seeds, and its seeds.
    takes_house: Option<(String, u32)>,
    /// Some reply leaves the mover without his house (captured, or the first mtaji
    /// capture, section 8).
    house_falls: bool,
    /// The seeds the mover can surely capture on his next move, whatever the reply: the
    /// least over the replies of his largest capture then, and a reply holding him to it.
    sure: (u32, String),
}

impl Replies {
    /// Every legal reply in `pos` (the position after the mover's move) weighed.
    fn of(pos: &Position) -> Replies {
        let me = pos.to_move().opponent();
        let mut r = Replies::default();
        let mut all: Vec<(String, Successor)> = successors(pos)
            .into_iter()
            .map(|s| (write_move(pos, &s), s))
            .collect();
        all.sort_by(|a, b| a.0.cmp(&b.0));
        r.sure = (u32::MAX, String::new());
        for (text, s) in all {
            let next = if s.outcome().is_some() {
                0
            } else {
                let mine = successors(&s.position);
                mine.iter().map(|m| m.captured).max().unwrap_or(0)
            };
            if next < r.sure.0 {
                r.sure = (next, text.clone());
            }
            if s.outcome().is_some_and(|o| o.winner != me) && r.wins_now.is_none() {
                r.wins_now = Some(text.clone());
            }
            if s.kind == MoveKind::Capture && r.most.as_ref().is_none_or(|m| s.captured > m.1) {
                r.most = Some((text.clone(), s.captured));
            }
            let house_lost = pos.house_owned(me) && !s.position.house_owned(me);
            r.house_falls |= house_lost;
            if house_lost && r.takes_house.as_ref().is_none_or(|m| s.captured > m.1) {
                let captured = play_traced(pos, &s.mv)
                    .is_ok_and(|(_, t)| house_lost_to(&t, me, Some(HouseLoss::Captured)));
                if captured {
                    r.takes_house = Some((text, s.captured));
                }
            }
        }
        r
    }

    /// The most seeds any reply captures.
    fn most_seeds(&self) -> u32 {
        self.most.as_ref().map_or(0, |m| m.1)
    }
}

/// What one move did, from its trace, and what it allows.
struct Facts {
    captured: u32,
    /// It captured the opponent's house.
    took_house: bool,
    house: House,
    /// The move itself wins the game.
    won: bool,
    /// The replies it allows (none when it ended the game).
    replies: Option<Replies>,
}

impl Facts {
    fn most_reply(&self) -> u32 {
        self.replies.as_ref().map_or(0, Replies::most_seeds)
    }
}

fn house_lost_to(trace: &Trace, side: Side, how: Option<HouseLoss>) -> bool {
    trace.iter().any(|e| {
        matches!(*e, Event::HouseDestroyed { side: s, why } if s == side && how.is_none_or(|h| h == why))
    })
}

/// Plays `text` from `before` and gathers what the coach may say of it.
fn facts(before: &Position, text: &str) -> Option<Facts> {
    let me = before.to_move();
    let (succ, _) = parse_move(before, text).ok()?;
    let (succ, trace) = play_traced(before, &succ.mv).ok()?;
    let replies = succ
        .outcome()
        .is_none()
        .then(|| Replies::of(&succ.position));
    let house = if !before.house_owned(me) {
        House::None
    } else if house_lost_to(&trace, me, None) {
        House::Destroyed
    } else if replies.as_ref().is_some_and(|r| r.takes_house.is_some()) {
        House::Captured
    } else if replies.as_ref().is_some_and(|r| r.house_falls) {
        // Lost to a reply's first mtaji capture: neither kept nor captured.
        House::None
    } else {
        House::Kept
    };
    Some(Facts {
        captured: succ.captured,
        took_house: house_lost_to(&trace, me.opponent(), Some(HouseLoss::Captured)),
        house,
        won: succ.outcome().is_some_and(|o| o.winner == me),
        replies,
    })
}

/// What a line of the review (the move and the replies the search expects) comes to: the
/// seeds each side captures along it, and who has won at its end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct LineEnd {
    mine: u32,
    theirs: u32,
    winner: Option<Side>,
    /// The mover's house was lost along the line (any way, section 8).
    house_lost: bool,
    /// The line ends with the mover to move: the most he could capture then.
    next_capture: Option<u32>,
}

/// Replays `line` from `before` (stops at a move that does not play).
fn line_end(before: &Position, line: &[String]) -> LineEnd {
    let me = before.to_move();
    let mut end = LineEnd::default();
    let mut pos = *before;
    for text in line {
        let Ok((s, _)) = parse_move(&pos, text) else {
            break;
        };
        if pos.to_move() == me {
            end.mine += s.captured;
        } else {
            end.theirs += s.captured;
        }
        if let Some(o) = s.outcome() {
            end.winner = Some(o.winner);
            break;
        }
        pos = s.position;
    }
    end.house_lost = before.house_owned(me) && !pos.house_owned(me);
    if end.winner.is_none() && pos.to_move() == me {
        let all = successors(&pos);
        end.next_capture = Some(all.iter().map(|s| s.captured).max().unwrap_or(0));
    }
    end
}

/// A line written out, its moves one after the other.
fn written(line: &[String]) -> String {
    line.join(" ")
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
/// better move would have achieved and what the move played allowed. Every claim about the
/// opponent is computed over all his legal replies; a forced result is shown with its line;
/// a preference is given with what the two lines of the review capture. `names` are the
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
    let wins_line = |line: &[String]| line_end(before, line).winner == Some(me);
    match review.judgement {
        Judgement::Best if review.choices <= 1 => return Some(say("coach.verdict.only", &[])),
        Judgement::Best if review.played_score > WIN_BOUND && wins_line(&review.played_line) => {
            let line = ("line", Arg::from(written(&review.played_line)));
            return Some(say("coach.verdict.best_wins", &[line]));
        }
        Judgement::Best => return Some(say("coach.verdict.best", &[])),
        Judgement::Good => return Some(say("coach.verdict.good", &[])),
        _ => {}
    }
    let best = facts(before, &review.best)?;
    let played = facts(before, &review.played)?;
    let better = better_sentence(before, review, &best, &played, &say);
    let worse = played_sentence(before, review, &best, &played, &say);
    Some(match worse {
        Some(w) => format!("{better} {w}"),
        None => better,
    })
}

type Say<'a> = dyn Fn(&str, &[(&'static str, Arg<'static>)]) -> String + 'a;

/// What the better move would have achieved: a win shown with its line, a house, seeds, a
/// smaller reply; else what the two lines of the review capture.
fn better_sentence(
    before: &Position,
    review: &MoveReview,
    best: &Facts,
    played: &Facts,
    say: &Say,
) -> String {
    let me = before.to_move();
    let seeds = |n: u32| ("seeds", Arg::from(n));
    let kept =
        best.house == House::Kept && matches!(played.house, House::Destroyed | House::Captured);
    let wins = review.best_score > WIN_BOUND && review.played_score <= WIN_BOUND;
    let best_end = line_end(before, &review.best_line);
    if wins && best.won {
        return say("coach.better.wins_now", &[]);
    }
    if wins && best_end.winner == Some(me) {
        let line = ("line", Arg::from(written(&review.best_line)));
        return say("coach.better.wins", &[line]);
    }
    let after_best = best.most_reply();
    let after_played = played.most_reply();
    if best.took_house && !played.took_house {
        say("coach.better.took_house", &[seeds(best.captured)])
    } else if best.captured > played.captured && kept {
        say("coach.better.captured_kept", &[seeds(best.captured)])
    } else if best.captured > played.captured {
        say("coach.better.captured", &[seeds(best.captured)])
    } else if kept {
        say("coach.better.kept", &[])
    } else if best.replies.is_some() && after_best == 0 && after_played > 0 {
        // Every reply a takasa: the difference G7 makes (captures are compulsory).
        say("coach.better.no_capture", &[])
    } else if after_best > 0 && after_best < after_played {
        say("coach.better.smaller_reply", &[seeds(after_best)])
    } else if let Some(((sure, _), (held, reply))) = sure_pair(best, played) {
        let args = [
            seeds(sure),
            ("held", Arg::from(held)),
            ("reply", Arg::from(reply)),
        ];
        say("coach.better.sure_capture", &args)
    } else {
        lines_sentence(before, review, say)
    }
}

/// What the mover can surely capture next after each move, when the better move promises
/// more (and something): the threat a takasa makes, which no reply takes away.
fn sure_pair(best: &Facts, played: &Facts) -> Option<((u32, String), (u32, String))> {
    let b = best.replies.as_ref()?.sure.clone();
    let p = played.replies.as_ref()?.sure.clone();
    (b.0 > p.0 && b.0 != u32::MAX).then_some((b, p))
}

/// Moves of the two lines a preference compares, at most: both players' next few moves, a
/// sentence still read at a glance.
const LINE_PLIES: usize = 6;

/// Why the better move is preferred when the moves themselves differ in nothing the coach
/// can name: what the review's two lines capture, each side, told when they differ.
fn lines_sentence(before: &Position, review: &MoveReview, say: &Say) -> String {
    // The two lines compared over the same number of moves: LINE_PLIES, or as far as
    // both go (up to twice that) when the gain comes later.
    let common = review.best_line.len().min(review.played_line.len());
    let net = |e: LineEnd| e.mine as i64 - e.theirs as i64;
    let gain = |n: usize| {
        let b = line_end(before, &review.best_line[..n]);
        let p = line_end(before, &review.played_line[..n]);
        (n >= 2 && net(b) > net(p)).then_some((n, b, p))
    };
    let Some((n, b, p)) = gain(common.min(LINE_PLIES)).or_else(|| gain(common.min(2 * LINE_PLIES)))
    else {
        return lines_position(before, review, say);
    };
    let (best_line, played_line) = (&review.best_line[..n], &review.played_line[..n]);
    say(
        "coach.prefers",
        &[
            ("best_line", written(best_line).into()),
            ("played_line", written(played_line).into()),
            ("mine", b.mine.into()),
            ("theirs", b.theirs.into()),
            ("mine_played", p.mine.into()),
            ("theirs_played", p.theirs.into()),
        ],
    )
}

/// When the lines capture alike: what they leave, compared after the same even number of
/// moves (the mover to move again): his house standing on one line and fallen on the
/// other, or a larger capture ready for him. Else no reason the coach can name.
fn lines_position(before: &Position, review: &MoveReview, say: &Say) -> String {
    let common = review.best_line.len().min(review.played_line.len());
    let n = (common.min(LINE_PLIES)) & !1;
    if n < 2 {
        return say("coach.better.stronger", &[]);
    }
    let (best_line, played_line) = (&review.best_line[..n], &review.played_line[..n]);
    let b = line_end(before, best_line);
    let p = line_end(before, played_line);
    let lines = [
        ("best_line", Arg::from(written(best_line))),
        ("played_line", Arg::from(written(played_line))),
    ];
    if !b.house_lost && p.house_lost {
        return say("coach.prefers_house", &lines);
    }
    match (b.next_capture, p.next_capture) {
        (Some(x), Some(y)) if x > y => {
            let mut args = lines.to_vec();
            args.extend([("seeds", Arg::from(x)), ("held", Arg::from(y))]);
            say("coach.prefers_threat", &args)
        }
        _ => say("coach.better.stronger", &[]),
    }
}

/// What the move played allowed or gave away, if anything concrete: a win at once or a
/// forced loss (with its line), the house, seeds, over all the opponent's replies.
fn played_sentence(
    before: &Position,
    review: &MoveReview,
    best: &Facts,
    played: &Facts,
    say: &Say,
) -> Option<String> {
    let me = before.to_move();
    let seeds = |n: u32| ("seeds", Arg::from(n));
    let forced_loss = review.played_score < -WIN_BOUND && review.best_score >= -WIN_BOUND;
    let replies = played.replies.as_ref()?;
    let with = |r: &str| ("reply", Arg::from(r.to_string()));
    let loss_line = line_end(before, &review.played_line).winner == Some(me.opponent());
    Some(match replies {
        Replies {
            wins_now: Some(r), ..
        } if best.replies.as_ref().is_none_or(|b| b.wins_now.is_none()) => {
            say("coach.played.loses_now", &[with(r)])
        }
        _ if forced_loss && loss_line => {
            let line = ("line", Arg::from(written(&review.played_line)));
            say("coach.played.forced_loss", &[line])
        }
        Replies {
            takes_house: Some((r, n)),
            ..
        } if best.house != House::Captured => {
            say("coach.played.reply_house", &[with(r), seeds(*n)])
        }
        _ if played.house == House::Destroyed && best.house == House::Kept => {
            say("coach.played.lost_house", &[])
        }
        Replies {
            most: Some((r, n)), ..
        } if *n > best.most_reply() => say("coach.played.reply_captured", &[with(r), seeds(*n)]),
        _ if played.captured < best.captured => {
            say("coach.played.captured_less", &[seeds(played.captured)])
        }
        _ => return None,
    })
}
