//! Between the game being played (a [`Session`] inside a [`Match`]) and its saved form
//! ([`SavedGame`] / [`SavedMatch`]), both ways. Pure: the file side is in `files`.
//!
//! Saved players keep their seats: in a match the first saved player has South in game 1
//! (the match's `first_south`); the saved moves are the ones on the board (an undone tail
//! is not saved).

use super::record::Player as SavedPlayer;
use super::record::{Control, EndReason, PlayerId, RecordError, Saved, SavedGame, SavedMatch};
use crate::game::play::matches::{Match, MatchKind, PlayerIndex};
use crate::game::play::session::{Player, Session};
use crate::rules::{Rules, Side, WinReason};

/// Who sits where: what a new-game dialog decides, in the match's own order (A, B).
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub rules: Rules,
    pub names: [String; 2],
    pub players: [Player; 2],
    /// Who plays South in the first game.
    pub first_south: PlayerIndex,
    pub kind: MatchKind,
}

impl Default for Table {
    /// A single game of Bao la Kiswahili against the gentlest computer (Mwanzo): what a
    /// newcomer, who has never chosen, is offered first.
    fn default() -> Self {
        Table {
            rules: Rules::KISWAHILI,
            names: ["You".into(), "Computer".into()],
            players: [Player::Human, Player::Computer(crate::ai::Level::Mwanzo)],
            first_south: 0,
            kind: MatchKind::Single,
        }
    }
}

/// A restored game: the table, the finished games of a match, and the session to go on with.
#[derive(Clone, Debug)]
pub struct Restored {
    pub table: Table,
    pub matchplay: Match,
    /// Finished earlier games of a match, kept to be saved again.
    pub past: Vec<SavedGame>,
    pub session: Session,
}

fn control(p: Player) -> Control {
    match p {
        // A game played online is kept as one between two people.
        Player::Human | Player::Remote => Control::Human,
        Player::Computer(level) => Control::Computer {
            level: level.number(),
        },
    }
}

fn player(c: Control) -> Player {
    match c.level() {
        Some(level) => Player::Computer(level),
        None => Player::Human,
    }
}

/// Saved seat order: the player who has South in game 1 comes first.
fn seat_order(t: &Table) -> [PlayerIndex; 2] {
    [t.first_south & 1, 1 - (t.first_south & 1)]
}

fn saved_players(t: &Table) -> [SavedPlayer; 2] {
    seat_order(t).map(|i| SavedPlayer {
        name: t.names[i].clone(),
        control: control(t.players[i]),
    })
}

/// The saved form of the game in progress. `past` holds the finished games of a match.
pub fn to_saved(t: &Table, m: &Match, past: &[SavedGame], session: &Session) -> Saved {
    let order = seat_order(t);
    // The seats of the game being saved: the one after the finished `past` games. (Once a
    // game is over the match seats the players for the next one already: a finished game
    // saved by the seats "now" had its players swapped, and its winner named wrong.)
    let south_now = m.player_in_game(past.len(), Side::South);
    let south = if order[0] == south_now {
        PlayerId::First
    } else {
        PlayerId::Second
    };
    let history: Vec<_> = session.history()[..session.index()]
        .iter()
        .map(|pm| (pm.before, pm.successor))
        .collect();
    let mut game = SavedGame::from_history(t.rules, saved_players(t), south, &history);
    if history.is_empty() {
        // Not begun: its start all the same (a practice position waiting for its first move).
        game.start = SavedGame::from_position(session.start(), saved_players(t), south).start;
    }
    match t.kind {
        MatchKind::Single => Saved::Game(game),
        MatchKind::BestOfThree => {
            let mut saved = SavedMatch::new(t.rules, saved_players(t));
            game.match_game = Some(past.len() as u8 + 1);
            saved.games = past.to_vec();
            saved.games.push(game);
            saved.score = saved.tally();
            Saved::Match(saved)
        }
    }
}

fn reason(r: EndReason) -> WinReason {
    match r {
        EndReason::BaoHamna => WinReason::BaoHamna,
        EndReason::OnlySingletons => WinReason::OnlySingletons,
        EndReason::OnlyEndlessMoves => WinReason::OnlyEndlessMoves,
        // The match table only knows rule endings; a resignation (imported records) counts
        // like a lost game.
        EndReason::Resignation => WinReason::BaoHamna,
    }
}

/// Replays a saved game into a session from its start position (every move checked by the
/// rules again).
fn session_of(g: &SavedGame) -> Result<Session, RecordError> {
    let players = Side::BOTH.map(|s| player(g.player(s).control));
    let mut session = Session::from_position(g.start_position()?, players);
    for (_, succ) in g.replay()? {
        session
            .play(&succ.mv)
            .map_err(|e| RecordError::invalid("moves", e.to_string()))?;
    }
    Ok(session)
}

/// Rebuilds the game from its saved form, refusing anything the rules do not accept.
pub fn restore(saved: &Saved) -> Result<Restored, RecordError> {
    match saved {
        Saved::Game(g) => {
            let rules = g.rules()?;
            let table = Table {
                rules,
                names: g.players.clone().map(|p| p.name),
                players: g.players.clone().map(|p| player(p.control)),
                first_south: g.south.index(),
                kind: MatchKind::Single,
            };
            let session = session_of(g)?;
            let mut matchplay =
                Match::new(MatchKind::Single, table.names.clone(), table.first_south);
            if let Some(r) = &g.result {
                matchplay.record(r.winner, reason(r.reason));
            }
            Ok(Restored {
                table,
                matchplay,
                past: Vec::new(),
                session,
            })
        }
        Saved::Match(m) => {
            m.check()?;
            let rules =
                Rules::new(m.variant, m.preset).map_err(|e| RecordError::invalid("preset", e))?;
            let table = Table {
                rules,
                names: m.players.clone().map(|p| p.name),
                players: m.players.clone().map(|p| player(p.control)),
                first_south: 0,
                kind: MatchKind::BestOfThree,
            };
            let mut matchplay = Match::new(MatchKind::BestOfThree, table.names.clone(), 0);
            let mut past: Vec<SavedGame> = Vec::new();
            for g in &m.games {
                if let Some(r) = &g.result {
                    matchplay.record(r.winner, reason(r.reason));
                    past.push(g.clone());
                }
            }
            let session = match m.games.last() {
                // The game in progress (`check` allows only the last one unfinished).
                Some(g) if g.result.is_none() => session_of(g)?,
                // A finished match: show its last game (taken out of `past` so that saving
                // again does not write it twice).
                Some(_) if matchplay.is_over() => {
                    session_of(&past.pop().expect("a finished game"))?
                }
                // Between games, or not begun: the next game, the players' seats swapped.
                _ => {
                    let seat = |side| table.players[matchplay.player_at(side)];
                    Session::new(rules, [seat(Side::South), seat(Side::North)])
                }
            };
            Ok(Restored {
                table,
                matchplay,
                past,
                session,
            })
        }
    }
}

/// The saved game that [`restore`] puts on the board: the single game, or the match's game
/// in progress (or its last, once the match is decided). Its review opens with it.
pub fn current_game(saved: &Saved) -> Option<&SavedGame> {
    match saved {
        Saved::Game(g) => Some(g),
        Saved::Match(m) => m
            .games
            .last()
            .filter(|g| g.result.is_none() || m.score.iter().any(|&w| w >= 2)),
    }
}

/// The game [`to_saved`] wrote last: the one being played.
pub fn current_game_mut(saved: &mut Saved) -> Option<&mut SavedGame> {
    match saved {
        Saved::Game(g) => Some(g),
        Saved::Match(m) => m.games.last_mut(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::records::record::Player as SavedPlayer;
    use crate::rules::legal_moves;

    fn table(kind: MatchKind, first_south: PlayerIndex) -> Table {
        Table {
            rules: Rules::KISWAHILI,
            names: ["Asha".into(), "Juma".into()],
            players: [Player::Human, Player::Computer(Level::Hodari)],
            first_south,
            kind,
        }
    }

    fn play_some(s: &mut Session, n: usize) {
        for k in 0..n {
            let moves = legal_moves(&s.position());
            if moves.is_empty() {
                break;
            }
            s.play(&moves[k % moves.len()]).unwrap();
        }
    }

    #[test]
    fn a_single_game_survives_the_round_trip() {
        let t = table(MatchKind::Single, 1);
        let m = Match::new(t.kind, t.names.clone(), t.first_south);
        let seat = |side| t.players[m.player_at(side)];
        let mut s = Session::new(t.rules, [seat(Side::South), seat(Side::North)]);
        play_some(&mut s, 9);
        s.undo(); // the undone move is not saved
        let saved = to_saved(&t, &m, &[], &s);
        let back = restore(&Saved::from_ron(&saved.to_ron()).unwrap()).unwrap();
        assert_eq!(back.session.position(), s.position());
        assert_eq!(back.session.index(), s.index());
        assert_eq!(back.session.players(), s.players());
        // Juma (B) had South: he is the first saved player now, and still South.
        assert_eq!(
            back.table.names[back.matchplay.player_at(Side::South)],
            "Juma"
        );
        assert_eq!(
            legal_moves(&back.session.position()),
            legal_moves(&s.position())
        );
    }

    #[test]
    fn a_match_in_its_second_game_survives_the_round_trip() {
        let t = table(MatchKind::BestOfThree, 0);
        let mut m = Match::new(t.kind, t.names.clone(), t.first_south);
        let seat = |m: &Match, side| t.players[m.player_at(side)];
        // Game 1: played to the end.
        let mut s = Session::new(t.rules, [seat(&m, Side::South), seat(&m, Side::North)]);
        while !s.is_over() {
            play_some(&mut s, 1);
        }
        let finished = to_saved(&t, &m, &[], &s);
        let Saved::Match(sm) = &finished else {
            panic!("a match")
        };
        let game1 = sm.games[0].clone();
        let o = s.outcome().unwrap();
        m.record(o.winner, o.reason);
        // Game 2: the players have swapped sides.
        let mut s2 = Session::new(t.rules, [seat(&m, Side::South), seat(&m, Side::North)]);
        play_some(&mut s2, 6);
        let saved = to_saved(&t, &m, std::slice::from_ref(&game1), &s2);
        let back = restore(&Saved::from_ron(&saved.to_ron()).unwrap()).unwrap();
        assert_eq!(back.matchplay.results.len(), 1);
        assert_eq!(back.matchplay.wins(0) + back.matchplay.wins(1), 1);
        assert_eq!(back.past.len(), 1);
        assert_eq!(back.session.position(), s2.position());
        assert_eq!(
            back.table.names[back.matchplay.player_at(Side::South)],
            "Juma"
        );
    }

    /// A shipped practice position with `side` to move.
    fn practice_position(side: Side) -> crate::rules::Position {
        crate::game::teach::practice::positions::shipped_practice()
            .into_iter()
            .find(|p| p.side() == side)
            .expect("a shipped practice position")
            .position
    }

    fn game_from(pos: crate::rules::Position, plies: usize) -> (Table, Match, Session) {
        let t = Table {
            rules: pos.rules(),
            ..table(MatchKind::Single, 0)
        };
        let m = Match::new(t.kind, t.names.clone(), t.first_south);
        let mut s = Session::from_position(pos, [Player::Human, Player::Computer(Level::Hodari)]);
        play_some(&mut s, plies);
        (t, m, s)
    }

    #[test]
    fn a_game_from_a_position_survives_the_round_trip_with_its_start() {
        for side in Side::BOTH {
            let pos = practice_position(side);
            let (t, m, s) = game_from(pos, 5);
            let saved = to_saved(&t, &m, &[], &s);
            let text = saved.to_ron();
            assert!(text.contains("start:"), "{text}");
            let back = restore(&Saved::from_ron(&text).unwrap()).unwrap();
            assert_eq!(*back.session.start(), pos);
            // The rules of its position, not the new-game choice's.
            assert_eq!(back.table.rules, pos.rules());
            assert_eq!(back.session.rules(), pos.rules());
            assert_eq!(back.session.position(), s.position());
            assert_eq!(back.session.index(), 5);
            // A game not yet begun keeps its start too.
            let (t, m, s) = game_from(pos, 0);
            let back = restore(&Saved::from_ron(&to_saved(&t, &m, &[], &s).to_ron()).unwrap());
            assert_eq!(*back.unwrap().session.start(), pos);
        }
    }

    /// The analysis tree of a game from a position is rooted there, kept with the game and
    /// read back from it after the round trip (a restart).
    #[test]
    fn a_game_from_a_position_keeps_its_analysis_tree() {
        use crate::game::teach::analysis::variations::Tree;
        let pos = practice_position(Side::North);
        let (t, m, s) = game_from(pos, 3);
        let mut tree = Tree::new(pos);
        let moves: Vec<_> = s.history().iter().map(|pm| pm.successor.mv).collect();
        let end = tree.play_line(0, &moves).unwrap();
        // A branch beside the game's second move.
        let other = legal_moves(&s.history()[1].before)
            .into_iter()
            .find(|mv| *mv != moves[1])
            .unwrap();
        tree.play(tree.parent(tree.parent(end).unwrap()).unwrap(), &other)
            .unwrap();
        let Saved::Game(mut g) = to_saved(&t, &m, &[], &s) else {
            panic!("a single game")
        };
        g.set_analysis(&tree);
        let back = SavedGame::from_ron(&g.to_ron()).unwrap();
        let read = back.analysis_tree().unwrap();
        assert_eq!(*read.root(), pos);
        assert_eq!(read.len(), tree.len());
        assert_eq!(read.to_saved(), tree.to_saved());
    }

    #[test]
    fn north_moves_first_from_a_north_position_and_a_salvage_cuts_at_the_right_move() {
        let pos = practice_position(Side::North);
        let (t, m, s) = game_from(pos, 6);
        let Saved::Game(mut g) = to_saved(&t, &m, &[], &s) else {
            panic!("a single game")
        };
        // The fourth move (ply 3: North's move 2... South's 3 follows) made illegal.
        g.moves[3] = "B9L".into();
        let Err(RecordError::IllegalMove { number, side, .. }) = g.replay() else {
            panic!("an illegal move")
        };
        // North moved first: ply 0 is North's 1, ply 1 South's 2, ply 3 South's 3.
        assert_eq!((number, side), (3, Side::South));
        let (kept, _) = g.salvage().expect("salvaged");
        assert_eq!(kept.moves.len(), 3);
        assert_eq!(kept.start_position().unwrap(), pos);
    }

    #[test]
    fn a_game_from_the_start_is_written_as_before_and_old_files_read() {
        let t = table(MatchKind::Single, 0);
        let m = Match::new(t.kind, t.names.clone(), t.first_south);
        let mut s = Session::new(t.rules, [Player::Human, Player::Human]);
        play_some(&mut s, 4);
        let text = to_saved(&t, &m, &[], &s).to_ron();
        assert!(!text.contains("start"), "{text}");
        // A file written before the field: no `start` at all.
        let old = "(format: \"bao-game\", version: 1, variant: Kiswahili, preset: MancalaWorld, \
                   players: ((name: \"A\", control: Human), (name: \"B\", control: Human)), \
                   south: First, moves: [\"A6L*\"])";
        let g = SavedGame::from_ron(old).unwrap();
        assert_eq!(g.start, None);
        assert_eq!(
            g.start_position().unwrap(),
            crate::rules::Position::start(t.rules)
        );
        // The variant's own start written out reads as none.
        let mut g = g;
        g.start = Some(crate::rules::position_to_json(&g.start_position().unwrap()).to_string());
        assert_eq!(SavedGame::from_ron(&g.to_ron()).unwrap().start, None);
    }

    fn with_start(json: &str) -> Result<SavedGame, RecordError> {
        let mut g = SavedGame::new(
            Rules::KISWAHILI,
            [SavedPlayer::human("A"), SavedPlayer::human("B")],
            PlayerId::First,
        );
        g.start = Some(json.to_string());
        SavedGame::from_ron(&g.to_ron())
    }

    fn field_of(e: RecordError) -> String {
        match e {
            RecordError::Invalid { field, message } => format!("{field}: {message}"),
            e => panic!("not refused by field: {e:?}"),
        }
    }

    #[test]
    fn a_malformed_start_is_refused_by_name() {
        let start = crate::rules::position_to_json(&practice_position(Side::South));
        let e = field_of(with_start("not json").unwrap_err());
        assert!(e.starts_with("start.position: not JSON"), "{e}");
        let mut v = start.clone();
        v["S"]["front"] = serde_json::json!([1, 2, 3]);
        let e = field_of(with_start(&v.to_string()).unwrap_err());
        assert!(e.starts_with("start.S.front: has 3 counts"), "{e}");
        let mut v = start.clone();
        v.as_object_mut().unwrap().remove("to_move");
        let e = field_of(with_start(&v.to_string()).unwrap_err());
        assert_eq!(e, "start.to_move: missing");
        let long = format!(
            "{}{}",
            start,
            " ".repeat(crate::game::records::record::MAX_START)
        );
        let e = field_of(with_start(&long).unwrap_err());
        assert!(e.starts_with("start: ") && e.contains("at most"), "{e}");
    }

    #[test]
    fn a_start_no_game_can_reach_is_refused() {
        // The start position with North's reserve spent while South is to move.
        let mut v =
            crate::rules::position_to_json(&crate::rules::Position::start(Rules::KISWAHILI));
        v["N"]["reserve"] = serde_json::json!(12);
        v["N"]["front"][0] = serde_json::json!(10);
        let e = field_of(with_start(&v.to_string()).unwrap_err());
        assert!(
            e.starts_with("start: no game can reach this position"),
            "{e}"
        );
        // A Kete position in a Kiswahili game.
        let kete = crate::rules::position_to_json(&crate::rules::Position::start(Rules::KETE));
        let mut v = kete.clone();
        v["to_move"] = serde_json::json!("S");
        let e = field_of(with_start(&v.to_string()).unwrap_err());
        assert!(e.contains("a position of kete"), "{e}");
        // A move that is not legal from the start given.
        let mut g = with_start(
            &crate::rules::position_to_json(&practice_position(Side::South)).to_string(),
        )
        .unwrap();
        g.moves.push("A9R".into());
        assert!(matches!(
            SavedGame::from_ron(&g.to_ron()),
            Err(RecordError::IllegalMove { .. })
        ));
    }

    #[test]
    fn a_game_from_a_position_is_not_exported_as_a_bao_record() {
        let (t, m, s) = game_from(practice_position(Side::South), 2);
        let Saved::Game(g) = to_saved(&t, &m, &[], &s) else {
            panic!("a single game")
        };
        assert!(!g.exports_as_bao());
        let e = g.export_bao().unwrap_err();
        assert!(
            e.to_string()
                .starts_with("start: a game begun from a set-up position")
        );
    }
}
