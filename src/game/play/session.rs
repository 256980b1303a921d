//! One game with its history: the rules, the start position, the moves played and where we
//! are in them (undo / redo move this index; a new move cuts the redo tail). Pure.

use crate::ai::Level;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::rules::{Illegal, Move, Outcome, Position, Rules, Side, Successor, play, write_move};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer(Level),
    /// A person at another computer, whose moves come through a server (online play).
    Remote,
}

impl Player {
    /// "Human" / "Computer (Hodari)".
    pub fn label(self, lang: Lang) -> String {
        match self {
            Player::Human => tr(lang, "words.player.human").to_string(),
            Player::Computer(l) => fill(lang, "words.player.computer", &[("level", l.name())]),
            Player::Remote => tr(lang, "words.player.remote").to_string(),
        }
    }

    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer(_))
    }
    /// A person at this screen (not the computer, not a player online).
    pub fn is_here(self) -> bool {
        self == Player::Human
    }
    /// "Human" / "Computer (Hodari)" in English, for logs and the command line; the window
    /// names a player in its language with [`Player::label`].
    pub fn describe(self) -> String {
        match self {
            Player::Human => "Human".into(),
            Player::Computer(l) => format!("Computer ({})", l.name()),
            Player::Remote => "Online".into(),
        }
    }
}

/// A move as played: the position before it, what followed, and its notation.
#[derive(Clone, Debug)]
pub struct PlayedMove {
    pub before: Position,
    pub successor: Successor,
    pub text: String,
}

impl PlayedMove {
    pub fn side(&self) -> Side {
        self.before.to_move()
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    start: Position,
    moves: Vec<PlayedMove>,
    /// Moves `moves[..index]` are on the board; the rest can be redone.
    index: usize,
    players: [Player; 2],
}

impl Session {
    pub fn new(rules: Rules, players: [Player; 2]) -> Session {
        Session::from_position(Position::start(rules), players)
    }

    /// A session from any position (a loaded diagram or a replayed record).
    pub fn from_position(start: Position, players: [Player; 2]) -> Session {
        Session {
            start,
            moves: Vec::new(),
            index: 0,
            players,
        }
    }

    pub fn rules(&self) -> Rules {
        self.start.rules()
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// The position on the board now.
    pub fn position(&self) -> Position {
        match self.index {
            0 => self.start,
            i => self.moves[i - 1].successor.position,
        }
    }
    pub fn to_move(&self) -> Side {
        self.position().to_move()
    }
    pub fn player(&self, side: Side) -> Player {
        self.players[side.index()]
    }
    pub fn players(&self) -> [Player; 2] {
        self.players
    }
    pub fn player_to_move(&self) -> Player {
        self.player(self.to_move())
    }
    /// All moves, including those undone (`index()` tells how many are on the board).
    pub fn history(&self) -> &[PlayedMove] {
        &self.moves
    }
    pub fn index(&self) -> usize {
        self.index
    }
    pub fn last(&self) -> Option<&PlayedMove> {
        self.index.checked_sub(1).map(|i| &self.moves[i])
    }

    /// The result, once the game is over (during the last move or by the position).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.last() {
            Some(m) => m.successor.outcome(),
            None => self.start.outcome(),
        }
    }
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Plays a legal move; the redo tail is dropped.
    pub fn play(&mut self, mv: &Move) -> Result<&PlayedMove, Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        let before = self.position();
        let successor = play(&before, mv)?;
        let text = write_move(&before, &successor);
        self.moves.truncate(self.index);
        self.moves.push(PlayedMove {
            before,
            successor,
            text,
        });
        self.index += 1;
        Ok(&self.moves[self.index - 1])
    }

    pub fn can_undo(&self) -> bool {
        self.index > 0
    }
    pub fn can_redo(&self) -> bool {
        self.index < self.moves.len()
    }
    pub fn undo(&mut self) -> bool {
        let ok = self.can_undo();
        if ok {
            self.index -= 1;
        }
        ok
    }
    pub fn redo(&mut self) -> bool {
        let ok = self.can_redo();
        if ok {
            self.index += 1;
        }
        ok
    }

    /// Against the computer, undo takes back the computer's replies too: back to the last
    /// position where a human is to move (or to the start). Returns the moves taken back.
    pub fn undo_to_human(&mut self) -> usize {
        let mut n = 0;
        while self.undo() {
            n += 1;
            if !self.player_to_move().is_computer() {
                break;
            }
        }
        n
    }

    /// Redo forward to the next position where a human is to move (or the end of the history).
    pub fn redo_to_human(&mut self) -> usize {
        let mut n = 0;
        while self.redo() {
            n += 1;
            if !self.player_to_move().is_computer() || self.is_over() {
                break;
            }
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::legal_moves;

    fn first_legal(s: &Session) -> Move {
        legal_moves(&s.position())[0]
    }

    #[test]
    fn play_undo_redo_walk_the_history() {
        let mut s = Session::new(Rules::KISWAHILI, [Player::Human; 2]);
        let p0 = s.position();
        let m1 = first_legal(&s);
        let expected = play(&p0, &m1).unwrap().position;
        s.play(&m1).unwrap();
        assert_eq!(s.position(), expected);
        assert_eq!(s.to_move(), Side::North);
        let m2 = first_legal(&s);
        s.play(&m2).unwrap();
        assert_eq!(s.index(), 2);
        assert!(s.undo());
        assert!(s.undo());
        assert!(!s.undo());
        assert_eq!(s.position(), p0);
        assert!(s.redo());
        assert_eq!(s.position(), expected);
        // A new move cuts the redo tail.
        let other = legal_moves(&s.position())[1];
        s.play(&other).unwrap();
        assert!(!s.can_redo());
        assert_eq!(s.history().len(), 2);
    }

    #[test]
    fn illegal_moves_are_refused_with_a_reason() {
        let mut s = Session::new(Rules::KISWAHILI, [Player::Human; 2]);
        let bad = Move {
            pit: 0,
            dir: Some(crate::rules::Dir::Cw),
            kichwa: None,
            safari: None,
        };
        assert_eq!(s.play(&bad).unwrap_err(), Illegal::EmptyPit);
        assert_eq!(s.index(), 0);
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply() {
        let mut s = Session::new(
            Rules::KISWAHILI,
            [Player::Human, Player::Computer(Level::Mwanafunzi)],
        );
        let m = first_legal(&s);
        s.play(&m).unwrap();
        let r = first_legal(&s);
        s.play(&r).unwrap();
        assert_eq!(s.undo_to_human(), 2);
        assert_eq!(s.index(), 0);
        assert_eq!(s.redo_to_human(), 2);
        assert_eq!(s.index(), 2);
    }

    #[test]
    fn the_move_text_is_the_notation() {
        let mut s = Session::new(Rules::KISWAHILI, [Player::Human; 2]);
        let m = first_legal(&s);
        let text = s.play(&m).unwrap().text.clone();
        assert!(
            ["A6L*", "A6R*", "A7L*", "A7R*"].contains(&text.as_str()),
            "{text}"
        );
    }
}
