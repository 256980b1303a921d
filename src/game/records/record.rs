//! Saved games and best-of-three matches: RON save files and `.bao` records.
//!
//! A save file holds the moves in notation from the start position (or, for a game begun at a
//! set-up position such as a practice game, from that position, written as the interchange
//! JSON and checked as the position editor checks one: no game can reach a position it
//! refuses): loading replays every move through the rules engine, so a file can never smuggle
//! in a position the rules would not reach. Loading returns a `Result` and touches nothing
//! else; the caller's game is replaced only when it gets `Ok`.

use crate::game::teach::analysis::variations::{SavedNode, Tree};
use crate::game::teach::coach::review::{GameReview, check_move_review};
use crate::rules::text::{self, quoted};
use crate::rules::{
    GameRecord, MoveKind, Position, Preset, RecordMove, Rules, Side, Successor, Variant, WinReason,
    parse_move, parse_record, write_move,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::PathBuf;

/// The `format` name of a saved game file.
pub const GAME_FORMAT: &str = "bao-game";
/// The `format` name of a saved match file.
pub const MATCH_FORMAT: &str = "bao-match";
/// The newest file version this build reads and the one it writes.
pub const SAVE_VERSION: u32 = 1;
/// A best-of-three match ends at this many wins.
pub const WINS_NEEDED: u8 = 2;
/// ... and so holds at most this many games (Bao has no draws).
pub const MAX_MATCH_GAMES: usize = 3;

/// The longest thinking time per position a saved review may say it took (ten minutes).
pub const MAX_REVIEW_MS: u64 = 600_000;

/// Why a saved file could not be read. Every message names the field or the move at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The file could not be read or written: the system's words (English, for the command
    /// line) and the cause, for the player's language (game::words::names).
    Io {
        path: PathBuf,
        message: String,
        cause: IoCause,
    },
    /// Not readable as RON or `.bao` at all: cut off or damaged.
    Corrupt(String, FileFault),
    /// Readable, but not one of our files (or ours of another kind: a match for a game).
    Foreign(String, FileFault),
    /// Written by a newer Bao.
    FutureVersion { found: u32, supported: u32 },
    /// A field holds something we cannot accept.
    Invalid { field: String, message: String },
    /// Move `number` of `side` is not legal where it stands.
    IllegalMove {
        number: u32,
        side: Side,
        text: String,
        /// In English, for the command line.
        message: String,
        /// What was wrong, for telling it in the player's language (game::words::names), and the
        /// line of a `.bao` record it stands on.
        fault: MoveFault,
        line: Option<usize>,
    },
    /// An error inside game `game` (1-based) of a match.
    InMatchGame {
        game: usize,
        error: Box<RecordError>,
    },
}

/// Why a file could not be read or written, as a kind the game layer words in any language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoCause {
    /// The system refused, of this kind (`None`: a kind without words of ours).
    System(Option<std::io::ErrorKind>),
    /// No home directory to keep files in.
    NoHome,
    /// Another window holds the autosave slot.
    SlotInUse,
    /// Not a regular file (a FIFO, a device, a folder): never waited on nor read.
    NotAFile,
    /// Larger than the most Bao reads from a file (bytes).
    TooLarge { limit: u64 },
    /// An output that is one of the command's own inputs (the same file, a link to it).
    OwnInput,
}

/// What is wrong with a damaged or foreign file, as a kind the game layer words in any
/// language (the English stays in the error's text, for the command line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileFault {
    /// The file is empty.
    Empty,
    /// Not text: this byte is not UTF-8.
    NotText { byte: usize },
    /// Cut off: it ends too early (where the reader stopped, 1-based).
    EndsEarly { line: usize, column: usize },
    /// The reader stopped here (in this field), for the reason in the error's text.
    Unreadable {
        line: usize,
        column: usize,
        field: Option<String>,
    },
    /// A `.bao` record the record reader refused, for the reason in the error's text.
    Record,
    /// A saved match where a single game was expected.
    IsMatch,
    /// A single saved game where a match was expected.
    IsGame,
    /// Another format than ours.
    OtherFormat { found: String, expected: String },
    /// Readable, but not a struct with a `format` field.
    NotAStruct,
    /// Its `format` is not a string.
    FormatNotText,
    /// It has no `format` field.
    NoFormat,
}

/// Why a recorded move cannot be played, as a kind the game layer words in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveFault {
    /// The notation reader refused it here: read again in the player's language.
    Refused(Box<Position>),
    /// The game was already over, won by this side.
    AlreadyOver(Side),
    /// It is this side's turn, not the mover's.
    NotTheirTurn(Side),
    /// Marked takasa (`*`) but it captures.
    MarkedTakasa,
    /// Not marked takasa (`*`) but it captures nothing.
    NotMarkedTakasa,
}

impl RecordError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> RecordError {
        RecordError::Invalid {
            field: field.into(),
            message: message.into(),
        }
    }
    /// A file system error at `path`.
    pub fn io(path: impl Into<PathBuf>, e: std::io::Error) -> RecordError {
        RecordError::Io {
            path: path.into(),
            message: e.to_string(),
            cause: IoCause::System(Some(e.kind())),
        }
    }

    /// A fault in a saved game's review (of a game of a match too): salvaging drops the
    /// review and keeps every move.
    pub fn is_review_fault(&self) -> bool {
        match self {
            RecordError::Invalid { field, .. } => field.starts_with("review"),
            RecordError::InMatchGame { error, .. } => error.is_review_fault(),
            _ => false,
        }
    }

    /// A fault in a saved game's analysis tree: salvaging drops the tree, keeps the game.
    pub fn is_analysis_fault(&self) -> bool {
        match self {
            RecordError::Invalid { field, .. } => field.starts_with("analysis"),
            RecordError::InMatchGame { error, .. } => error.is_analysis_fault(),
            _ => false,
        }
    }

    /// A file that cannot be read or written for one of our own reasons.
    pub fn io_cause(path: impl Into<PathBuf>, cause: IoCause, message: &str) -> RecordError {
        RecordError::Io {
            path: path.into(),
            message: message.to_string(),
            cause,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Io { path, message, .. } => write!(f, "{}: {message}", path.display()),
            RecordError::Corrupt(m, _) => write!(f, "damaged or cut-off file: {m}"),
            RecordError::Foreign(m, _) => write!(f, "not a Bao save file: {m}"),
            RecordError::FutureVersion { found, supported } => write!(
                f,
                "version: the file is version {found}, written by a newer Bao \
                 (this one reads up to version {supported})"
            ),
            RecordError::Invalid { field, message } => write!(f, "{field}: {message}"),
            RecordError::IllegalMove {
                number,
                side,
                text,
                message,
                ..
            } => write!(
                f,
                "move {number} of {} ('{}'): {message}",
                side.name(),
                quoted(text)
            ),
            RecordError::InMatchGame { game, error } => {
                write!(f, "game {game} of the match: {error}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Lets `Side` (a rules type without serde) be written as `South` / `North`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Side")]
enum SideDef {
    South,
    North,
}

/// Who plays a seat: a person at this computer, or the computer at a level (0..=5, see
/// `ai::Level`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Control {
    Human,
    Computer { level: u8 },
}

impl Control {
    /// The computer's level, `None` for a person or a number outside 0..=5.
    pub fn level(self) -> Option<crate::ai::Level> {
        match self {
            Control::Human => None,
            Control::Computer { level } => crate::ai::Level::from_number(level),
        }
    }
}

/// A player of a game or a match. Unknown fields are ignored here (unlike in the files'
/// top level): settings share this type and must survive a newer Bao's additions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub control: Control,
}

impl Player {
    pub fn human(name: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            control: Control::Human,
        }
    }
    pub fn computer(name: impl Into<String>, level: u8) -> Player {
        Player {
            name: name.into(),
            control: Control::Computer { level },
        }
    }

    fn check(&self, field: &str) -> Result<(), RecordError> {
        if text::blank(&self.name) {
            return Err(RecordError::invalid(
                format!("{field}.name"),
                "a player needs a name",
            ));
        }
        plain_text(&format!("{field}.name"), &self.name)?;
        if let Control::Computer { level } = self.control
            && crate::ai::Level::from_number(level).is_none()
        {
            return Err(RecordError::invalid(
                format!("{field}.control"),
                format!("computer level {level} is not a level 0..5"),
            ));
        }
        Ok(())
    }
}

/// One of the two players of a game or match: the seats stay put while South changes hands
/// from game to game of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerId {
    First,
    Second,
}

impl PlayerId {
    pub const BOTH: [PlayerId; 2] = [PlayerId::First, PlayerId::Second];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn other(self) -> PlayerId {
        match self {
            PlayerId::First => PlayerId::Second,
            PlayerId::Second => PlayerId::First,
        }
    }
}

/// How a game ended: the three rule book endings, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    BaoHamna,
    OnlySingletons,
    OnlyEndlessMoves,
    /// The loser gave up (also how a `.bao` record with a winner but no rules ending reads).
    Resignation,
}

impl From<WinReason> for EndReason {
    fn from(r: WinReason) -> EndReason {
        match r {
            WinReason::BaoHamna => EndReason::BaoHamna,
            WinReason::OnlySingletons => EndReason::OnlySingletons,
            WinReason::OnlyEndlessMoves => EndReason::OnlyEndlessMoves,
        }
    }
}

impl EndReason {
    /// The name in `.bao` headers.
    pub fn label(self) -> &'static str {
        match self {
            EndReason::BaoHamna => WinReason::BaoHamna.json(),
            EndReason::OnlySingletons => WinReason::OnlySingletons.json(),
            EndReason::OnlyEndlessMoves => WinReason::OnlyEndlessMoves.json(),
            EndReason::Resignation => "resignation",
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::BaoHamna => WinReason::BaoHamna.describe(),
            EndReason::OnlySingletons => WinReason::OnlySingletons.describe(),
            EndReason::OnlyEndlessMoves => WinReason::OnlyEndlessMoves.describe(),
            EndReason::Resignation => "the opponent resigned",
        }
    }
}

/// The end of a saved game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    #[serde(with = "SideDef")]
    pub winner: Side,
    pub reason: EndReason,
}

/// A game as saved: who played, and every move in notation from the start position (the
/// variant's, or the one in [`SavedGame::start`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// Always [`GAME_FORMAT`]: tells our files from other RON.
    pub format: String,
    pub version: u32,
    pub variant: Variant,
    pub preset: Preset,
    pub players: [Player; 2],
    /// The player who had South (and so moved first).
    pub south: PlayerId,
    /// Every move in notation (RULES.md section 13), South's first.
    pub moves: Vec<String>,
    /// Set once the game is over.
    #[serde(default)]
    pub result: Option<GameResult>,
    /// The game's number (1..=3) in the best-of-three match it belongs to.
    #[serde(default)]
    pub match_game: Option<u8>,
    #[serde(default)]
    pub title: Option<String>,
    /// As known, free text (records write "11-10-94").
    #[serde(default)]
    pub date: Option<String>,
    /// Other `.bao` headers (place, time, event...), kept so that export gives them back.
    #[serde(default, deserialize_with = "capped_notes")]
    pub notes: Vec<(String, String)>,
    /// The coach's review of the first moves (all of them once reviewed), so that a reviewed
    /// game opens reviewed. Not written while there is none: such files stay as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<GameReview>,
    /// The analysis board's tree of variations from the game's start position (its main
    /// line usually the game's moves), parents first. Files before it lack it; not written
    /// while empty.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "capped_analysis"
    )]
    pub analysis: Vec<SavedNode>,
    /// The position the game began at, as the interchange JSON (`shared/INTERCHANGE.md`),
    /// when it is not the variant's start (a practice game played out from a position).
    /// Files before it lack it, and it is not written for a game from the start: such
    /// files stay as before. Read with the editor's care ([`SavedGame::start_position`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
}

/// The longest start position a file may hold (the interchange JSON is under 400 bytes).
pub const MAX_START: usize = 2048;

/// A game's moves replayed: each position before a move with the move's successor.
pub type Replay = Vec<(Position, Successor)>;

impl SavedGame {
    /// A game not yet begun.
    pub fn new(rules: Rules, players: [Player; 2], south: PlayerId) -> SavedGame {
        SavedGame {
            format: GAME_FORMAT.into(),
            version: SAVE_VERSION,
            variant: rules.variant,
            preset: rules.preset,
            players,
            south,
            moves: Vec::new(),
            result: None,
            match_game: None,
            title: None,
            date: None,
            notes: Vec::new(),
            review: None,
            analysis: Vec::new(),
            start: None,
        }
    }

    /// A game not yet begun, from `start` (the variant's start position is written as
    /// none, so that such a game's file is as it always was).
    pub fn from_position(start: &Position, players: [Player; 2], south: PlayerId) -> SavedGame {
        let mut game = SavedGame::new(start.rules(), players, south);
        if *start != Position::start(start.rules()) {
            game.start = Some(crate::rules::position_to_json(start).to_string());
        }
        game
    }

    /// The position the game began at: the variant's start, or the one written in `start`,
    /// read strictly (the interchange form, at most [`MAX_START`] bytes) and checked as the
    /// position editor checks one (a position no game can reach is refused with its
    /// reason), of the game's own variant and rules. Every refusal names the field.
    pub fn start_position(&self) -> Result<Position, RecordError> {
        let rules = self.rules()?;
        let Some(text) = &self.start else {
            return Ok(Position::start(rules));
        };
        if text.len() > MAX_START {
            return Err(RecordError::invalid(
                "start",
                format!("{} bytes, at most {MAX_START}", text.len()),
            ));
        }
        let pos = crate::rules::position_from_json_text(text)
            .map_err(|e| RecordError::invalid(format!("start.{}", e.field), e.what))?;
        crate::game::teach::analysis::lines::check_position(&pos).map_err(|why| {
            RecordError::invalid(
                "start",
                format!(
                    "no game can reach this position: {}",
                    why.text(crate::game::words::i18n::Lang::English)
                ),
            )
        })?;
        if pos.rules() != rules {
            return Err(RecordError::invalid(
                "start",
                format!(
                    "a position of {} ({}), but the game is {} ({})",
                    pos.rules().variant.json(),
                    pos.rules().preset.json(),
                    self.variant.json(),
                    self.preset.json()
                ),
            ));
        }
        Ok(pos)
    }

    /// The number of the move at `ply` (0-based) when `first` made the first: South moves
    /// first from the start; a game from a position where North is to move begins with
    /// North's move 1 (and South's move 2 follows).
    fn move_number(first: Side, ply: usize) -> u32 {
        (ply + usize::from(first == Side::North)) as u32 / 2 + 1
    }

    /// A game from a session's history of moves (each position before its move), as the
    /// autosave after every move or undo needs it.
    pub fn from_history<'a>(
        rules: Rules,
        players: [Player; 2],
        south: PlayerId,
        history: impl IntoIterator<Item = &'a (Position, Successor)>,
    ) -> SavedGame {
        let mut history = history.into_iter().peekable();
        let mut game = match history.peek() {
            Some((start, _)) => SavedGame::from_position(start, players, south),
            None => SavedGame::new(rules, players, south),
        };
        for (before, succ) in history {
            game.record_move(before, succ);
        }
        game
    }

    /// The rules, refusing Kete with the tournament preset.
    pub fn rules(&self) -> Result<Rules, RecordError> {
        Rules::new(self.variant, self.preset).map_err(|e| RecordError::invalid("preset", e))
    }

    /// The player who has `side` in this game.
    pub fn player(&self, side: Side) -> &Player {
        &self.players[self.player_id(side).index()]
    }
    pub fn player_id(&self, side: Side) -> PlayerId {
        match side {
            Side::South => self.south,
            Side::North => self.south.other(),
        }
    }
    pub fn side_of(&self, who: PlayerId) -> Side {
        if who == self.south {
            Side::South
        } else {
            Side::North
        }
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    /// The player who won, if the game is over.
    pub fn winner(&self) -> Option<PlayerId> {
        self.result.map(|r| self.player_id(r.winner))
    }

    /// Appends a move just played from `before` (the game's current position) and records
    /// the result when the move ends the game. Trusts the caller that `succ` came from the
    /// rules engine; [`SavedGame::replay`] checks it all again on loading.
    pub fn record_move(&mut self, before: &Position, succ: &Successor) {
        self.moves.push(write_move(before, succ));
        if let Some(o) = succ.outcome() {
            self.result = Some(GameResult {
                winner: o.winner,
                reason: o.reason.into(),
            });
        }
    }

    /// The player of `side` gives up.
    pub fn resign(&mut self, loser: Side) {
        if self.result.is_none() {
            self.result = Some(GameResult {
                winner: loser.opponent(),
                reason: EndReason::Resignation,
            });
        }
    }

    /// Replays every move through the rules engine. Refuses an illegal move (naming it), a
    /// move after the end, a takasa mark on a capture, bad players, and a result that
    /// contradicts the moves.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let (out, over) = self.replay_moves()?;
        self.check_result(over)?;
        self.check_review(&out)?;
        self.analysis_tree()?;
        Ok(out)
    }

    /// The analysis tree, read and checked from the game's start position: every move legal
    /// from its node, names plain and short, at most [`MAX_NODES`](crate::game::teach::analysis::variations::MAX_NODES).
    pub fn analysis_tree(&self) -> Result<Tree, RecordError> {
        let root = self.start_position()?;
        Tree::from_saved(root, &self.analysis).map_err(|(number, e)| {
            RecordError::invalid(format!("analysis[{}]", number - 1), e.to_string())
        })
    }

    /// Keeps `tree` with the game (its root must be the game's start position).
    pub fn set_analysis(&mut self, tree: &Tree) {
        self.analysis = tree.to_saved();
    }

    /// [`SavedGame::replay`] but for the result: the moves replayed and how the rules end
    /// the game (if they do).
    fn replay_moves(&self) -> Result<(Replay, Option<(Side, EndReason)>), RecordError> {
        self.rules()?;
        for who in PlayerId::BOTH {
            self.players[who.index()].check(&format!("players[{}]", who.index()))?;
        }
        self.check_texts()?;
        if let Some(n) = self.match_game
            && !(1..=MAX_MATCH_GAMES as u8).contains(&n)
        {
            return Err(RecordError::invalid(
                "match_game",
                format!("{n} is not a game of a best of three"),
            ));
        }
        let mut pos = self.start_position()?;
        let first = pos.to_move();
        let mut out: Replay = Vec::with_capacity(self.moves.len());
        let mut over = pos.outcome();
        for (ply, text) in self.moves.iter().enumerate() {
            let number = SavedGame::move_number(first, ply);
            let illegal = |message: String, fault: MoveFault| RecordError::IllegalMove {
                number,
                side: pos.to_move(),
                text: text.clone(),
                message,
                fault,
                line: None,
            };
            if let Some(o) = over {
                return Err(illegal(
                    format!("the game was already over ({} had won)", o.winner.name()),
                    MoveFault::AlreadyOver(o.winner),
                ));
            }
            let (succ, marked_takasa) = parse_move(&pos, text)
                .map_err(|e| illegal(e.0, MoveFault::Refused(Box::new(pos))))?;
            if let Some((message, fault)) =
                takasa_mark_fault(marked_takasa, succ.kind == MoveKind::Takasa)
            {
                return Err(illegal(message, fault));
            }
            over = succ.outcome();
            out.push((pos, succ));
            pos = succ.position;
        }
        Ok((out, over.map(|o| (o.winner, EndReason::from(o.reason)))))
    }

    /// A game whose moves turn illegal at some move: the game up to the move before it
    /// (the result as the rules give it there), with the error that stopped it. `None` when
    /// the game is fine or wrong in another way (players, rules, a result that contradicts
    /// the moves) that cutting the moves does not mend.
    pub fn salvage(&self) -> Option<(SavedGame, RecordError)> {
        let error = match self.replay() {
            Err(e @ RecordError::IllegalMove { .. }) => e,
            // A damaged review or tree: the game without them (the coach can review it
            // again).
            Err(e) if e.is_review_fault() || e.is_analysis_fault() => {
                let mut game = self.clone();
                if e.is_review_fault() {
                    game.review = None;
                }
                if e.is_analysis_fault() || game.replay().is_err_and(|e| e.is_analysis_fault()) {
                    game.analysis.clear();
                }
                return Some((game.canonical().ok()?, e));
            }
            _ => return None,
        };
        let RecordError::IllegalMove { number, side, .. } = &error else {
            return None;
        };
        // South moves first, so move N of South is ply 2(N-1), of North the ply after
        // (a game from a position where North is to move begins with North's move 1).
        let north_first = usize::from(self.start_position().ok()?.to_move() == Side::North);
        let ply = ((*number as usize).checked_sub(1)? * 2 + usize::from(*side == Side::North))
            .checked_sub(north_first)?;
        let mut game = self.clone();
        game.moves.truncate(ply.min(game.moves.len()));
        game.result = None;
        let (_, over) = game.replay_moves().ok()?;
        game.result = over.map(|(winner, reason)| GameResult { winner, reason });
        // As Bao writes the moves (`A2#` for a file's `a2#`), as a game read whole has them:
        // a salvaged spelling would go on into the history, the review and every export.
        Some((game.canonical().ok()?, error))
    }

    /// The result the moves give must agree with the one written down.
    fn check_result(&self, by_rules: Option<(Side, EndReason)>) -> Result<(), RecordError> {
        match (by_rules, self.result) {
            (Some((winner, reason)), Some(r)) if (r.winner, r.reason) != (winner, reason) => {
                Err(RecordError::invalid(
                    "result",
                    format!(
                        "says {} wins ({}), but the moves end with {} winning ({})",
                        r.winner.name(),
                        r.reason.label(),
                        winner.name(),
                        reason.label()
                    ),
                ))
            }
            (Some((winner, _)), None) => Err(RecordError::invalid(
                "result",
                format!(
                    "missing, but the game is over: {} won with move {}",
                    winner.name(),
                    self.moves.len().div_ceil(2)
                ),
            )),
            (None, Some(r)) if r.reason != EndReason::Resignation => Err(RecordError::invalid(
                "result",
                format!(
                    "says the game ended by {}, but after the last move it goes on",
                    r.reason.label()
                ),
            )),
            _ => Ok(()),
        }
    }

    /// The position after the last move (the start position if none was played).
    pub fn position(&self) -> Result<Position, RecordError> {
        let replay = self.replay()?;
        Ok(match replay.last() {
            Some((_, s)) => s.position,
            None => self.start_position()?,
        })
    }

    /// A review must be of this game's moves: as many or fewer, the same ones, each move's
    /// review whole ([`check_move_review`]).
    fn check_review(&self, replay: &Replay) -> Result<(), RecordError> {
        let Some(review) = &self.review else {
            return Ok(());
        };
        if review.moves.len() > self.moves.len() {
            return Err(RecordError::invalid(
                "review",
                format!(
                    "{} moves reviewed but the game has {}",
                    review.moves.len(),
                    self.moves.len()
                ),
            ));
        }
        for (ply, (r, (before, succ))) in review.moves.iter().zip(replay).enumerate() {
            // As Bao writes the move: a file's `a2#` for South's `A2#` is the same move.
            let played = write_move(before, succ);
            if r.played != played {
                return Err(RecordError::invalid(
                    "review",
                    format!(
                        "move {} of the review is '{}' but the game's is '{played}'",
                        ply + 1,
                        r.played
                    ),
                ));
            }
            check_move_review(r, before, succ).map_err(|(field, why)| {
                RecordError::invalid(format!("review.moves[{ply}].{field}"), why)
            })?;
        }
        if !(1..=MAX_REVIEW_MS).contains(&review.ms) {
            return Err(RecordError::invalid(
                "review.ms",
                format!(
                    "{} is not a thinking time 1..={MAX_REVIEW_MS} ms",
                    review.ms
                ),
            ));
        }
        Ok(())
    }

    /// The free texts: the title and date plain text, each note a header name of its own
    /// (lowercase, once, none of the record's own: a note `south-level` would be exported
    /// as the header that makes South the computer) with a plain value.
    fn check_texts(&self) -> Result<(), RecordError> {
        for (field, text) in [("title", &self.title), ("date", &self.date)] {
            if let Some(t) = text {
                plain_text(field, t)?;
            }
        }
        if self.notes.len() > MAX_NOTES {
            return Err(RecordError::invalid(
                "notes",
                format!("more than {MAX_NOTES} (a game has a few)"),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for (i, (key, value)) in self.notes.iter().enumerate() {
            let field = format!("notes[{i}]");
            let fault = if RECORD_HEADERS.contains(&key.to_ascii_lowercase().as_str()) {
                Some(format!(
                    "'{}' is a header of the record itself, not a note",
                    quoted(key)
                ))
            } else if !is_note_name(key) {
                Some(format!(
                    "'{}' is not a header name (lowercase letters, digits, '-' and '_')",
                    quoted(key)
                ))
            } else if !seen.insert(key.as_str()) {
                Some(format!("'{}' is written twice", quoted(key)))
            } else {
                None
            };
            if let Some(why) = fault {
                return Err(RecordError::invalid(field, why));
            }
            plain_text(&field, value)?;
        }
        Ok(())
    }

    /// Everything a loaded file must satisfy besides the moves.
    fn check_header(&self) -> Result<(), RecordError> {
        check_format(&self.format, self.version, GAME_FORMAT)
    }

    /// The file text (RON).
    pub fn to_ron(&self) -> String {
        to_ron(self)
    }

    /// Reads and fully checks a saved game.
    pub fn from_ron(text: &str) -> Result<SavedGame, RecordError> {
        SavedGame::from_typed(read_as(text, GAME_FORMAT)?)
    }

    /// [`SavedGame::from_ron`] after the typed read.
    fn from_typed(game: SavedGame) -> Result<SavedGame, RecordError> {
        game.check_header()?;
        if let Some(n) = game.match_game {
            return Err(RecordError::invalid(
                "match_game",
                format!("{n}, but this is a single game, not a game of a saved match"),
            ));
        }
        game.canonical()
    }

    /// The game checked ([`SavedGame::replay`]) with its moves as Bao writes them (`A2#`
    /// for a file's `a2#`), so that a game reads back and exports as the same game.
    fn canonical(mut self) -> Result<SavedGame, RecordError> {
        let replay = self.replay()?;
        self.moves = replay.iter().map(|(p, s)| write_move(p, s)).collect();
        // The start as Bao writes it, and none for the variant's own start.
        let start = self.start_position()?;
        self.start = (start != Position::start(start.rules()))
            .then(|| crate::rules::position_to_json(&start).to_string());
        Ok(self)
    }

    /// The game as a `.bao` record (headers title, south, north, variant, rules, winner,
    /// date, then our `reason` and `*-level` for computer players, then the kept notes).
    pub fn to_record(&self) -> GameRecord {
        let mut headers: Vec<(String, String)> = Vec::new();
        // A header ends at ';' or the line's end: keep names like "A; B" readable back.
        let mut add = |k: &str, v: String| {
            let v: String = v
                .chars()
                .map(|c| if c == ';' || c.is_control() { ',' } else { c })
                .collect();
            headers.push((k.to_string(), v.trim().to_string()))
        };
        if let Some(t) = &self.title {
            add("title", t.clone());
        }
        add("south", self.player(Side::South).name.clone());
        add("north", self.player(Side::North).name.clone());
        add("variant", self.variant.json().into());
        add("rules", self.preset.json().into());
        if let Some(r) = self.result {
            add("winner", r.winner.name().into());
            add("reason", r.reason.label().into());
        }
        if let Some(d) = &self.date {
            add("date", d.clone());
        }
        for side in Side::BOTH {
            if let Control::Computer { level } = self.player(side).control {
                add(&level_key(side), level.to_string());
            }
        }
        for (k, v) in self
            .notes
            .iter()
            .filter(|(k, _)| is_note_name(k) && !RECORD_HEADERS.contains(&k.as_str()))
        {
            add(k, v.clone());
        }
        let first_move_line = headers.len() + 1;
        let moves = self
            .moves
            .iter()
            .enumerate()
            .map(|(ply, text)| RecordMove {
                number: ply as u32 / 2 + 1,
                side: if ply % 2 == 0 {
                    Side::South
                } else {
                    Side::North
                },
                text: text.clone(),
                line: first_move_line + ply / 2,
            })
            .collect();
        GameRecord {
            headers,
            rules: Rules {
                variant: self.variant,
                preset: self.preset,
            },
            moves,
        }
    }

    /// The `.bao` text of the game, refused for a game begun from a position: a record's
    /// moves run from the start (RULES.md section 13, South's first on each numbered line),
    /// and a header other programs do not know would make them read a game that was never
    /// played. Such a game is saved as a Bao game file (RON), which keeps its position.
    pub fn export_bao(&self) -> Result<String, RecordError> {
        if self.start.is_some() {
            return Err(RecordError::invalid(
                "start",
                "a game begun from a set-up position cannot be written as a .bao record \
                 (its moves run from the start position); save it as a Bao game (.ron)",
            ));
        }
        Ok(self.to_bao())
    }

    /// Whether [`SavedGame::export_bao`] writes this game.
    pub fn exports_as_bao(&self) -> bool {
        self.start.is_none()
    }

    /// The `.bao` text of a game from the start position (a game from a set-up position:
    /// [`SavedGame::export_bao`] refuses it).
    pub fn to_bao(&self) -> String {
        let mut text = self.to_record().to_text();
        // The variations as comment lines, which other readers skip (RULES.md section 13).
        if let Ok(tree) = self.analysis_tree() {
            for line in tree.to_bao_lines() {
                text.push_str(&line);
                text.push('\n');
            }
        }
        text
    }

    /// Reads a `.bao` record: players from the `south` / `north` headers (people, unless a
    /// `south-level` / `north-level` header makes them the computer), the first player has
    /// South. Moves are replayed and stored in canonical notation; the result comes from the
    /// moves, or from the `winner` header as a resignation when the moves do not end the game.
    pub fn from_bao(text: &str) -> Result<SavedGame, RecordError> {
        let record =
            parse_record(text).map_err(|e| RecordError::Corrupt(e.0, FileFault::Record))?;
        let mut game = SavedGame::from_record(&record)?;
        let tree = Tree::from_bao_lines(Position::start(record.rules), text)
            .map_err(|(line, why)| RecordError::invalid(format!("analysis (line {line})"), why))?;
        game.set_analysis(&tree);
        Ok(game)
    }

    /// As [`SavedGame::from_bao`], but a record whose moves turn illegal gives the game up
    /// to the move before (its `winner` header dropped: it spoke of the whole game) and the
    /// error that stopped it.
    pub fn from_bao_salvaged(text: &str) -> Result<(SavedGame, Option<RecordError>), RecordError> {
        let mut record =
            parse_record(text).map_err(|e| RecordError::Corrupt(e.0, FileFault::Record))?;
        match SavedGame::from_record(&record) {
            Ok(game) => Ok((game, None)),
            Err(error @ RecordError::IllegalMove { .. }) => {
                let RecordError::IllegalMove { number, side, .. } = &error else {
                    unreachable!()
                };
                let at = record
                    .moves
                    .iter()
                    .position(|m| m.number == *number && m.side == *side)
                    .unwrap_or(record.moves.len());
                record.moves.truncate(at);
                record
                    .headers
                    .retain(|(k, _)| k != "winner" && k != "reason");
                let game = SavedGame::from_record(&record).map_err(|_| error.clone())?;
                Ok((game, Some(error)))
            }
            Err(e) => Err(e),
        }
    }

    pub fn from_record(record: &GameRecord) -> Result<SavedGame, RecordError> {
        let player = |side: Side| -> Result<Player, RecordError> {
            let key = side.name().to_ascii_lowercase();
            let name = record
                .header(&key)
                .filter(|n| !text::blank(n))
                .unwrap_or(side.name())
                .to_string();
            match record.header(&level_key(side)) {
                None => Ok(Player::human(name)),
                Some(l) => match l.trim().parse::<u8>() {
                    Ok(n) if crate::ai::Level::from_number(n).is_some() => {
                        Ok(Player::computer(name, n))
                    }
                    _ => Err(RecordError::invalid(
                        level_key(side),
                        format!("'{}' is not a level 0..5", quoted(l)),
                    )),
                },
            }
        };
        let mut game = SavedGame::new(
            record.rules,
            [player(Side::South)?, player(Side::North)?],
            PlayerId::First,
        );
        game.title = record.header("title").map(str::to_string);
        game.date = record.header("date").map(str::to_string);
        game.notes = record
            .headers
            .iter()
            .filter(|(k, _)| !RECORD_HEADERS.contains(&k.as_str()))
            .cloned()
            .collect();

        let mut pos = Position::start(record.rules);
        let mut over = None;
        for m in &record.moves {
            let illegal = |message: String, fault: MoveFault| RecordError::IllegalMove {
                number: m.number,
                side: m.side,
                text: m.text.clone(),
                message: format!("line {}: {message}", m.line),
                fault,
                line: Some(m.line),
            };
            if let Some(o) = over {
                let o: crate::rules::Outcome = o;
                return Err(illegal(
                    format!("the game was already over ({} had won)", o.winner.name()),
                    MoveFault::AlreadyOver(o.winner),
                ));
            }
            if m.side != pos.to_move() {
                return Err(illegal(
                    format!("it is {}'s turn", pos.to_move().name()),
                    MoveFault::NotTheirTurn(pos.to_move()),
                ));
            }
            let (succ, marked_takasa) = parse_move(&pos, &m.text)
                .map_err(|e| illegal(e.0, MoveFault::Refused(Box::new(pos))))?;
            if let Some((message, fault)) =
                takasa_mark_fault(marked_takasa, succ.kind == MoveKind::Takasa)
            {
                return Err(illegal(message, fault));
            }
            game.record_move(&pos, &succ);
            over = succ.outcome();
            pos = succ.position;
        }
        if let Some(w) = record.header("winner") {
            let winner = match w.trim().to_ascii_lowercase().as_str() {
                "south" | "s" => Side::South,
                "north" | "n" => Side::North,
                _ => {
                    return Err(RecordError::invalid(
                        "winner",
                        format!("'{}' is neither South nor North", quoted(w)),
                    ));
                }
            };
            match game.result {
                Some(r) if r.winner != winner => {
                    return Err(RecordError::invalid(
                        "winner",
                        format!(
                            "the record says {} but the moves end with {} winning",
                            winner.name(),
                            r.winner.name()
                        ),
                    ));
                }
                Some(_) => {}
                None => game.resign(winner.opponent()),
            }
        }
        check_reason(record, game.result)?;
        game.replay()?;
        Ok(game)
    }
}

/// A record's `reason` header must name a way a game ends ([`EndReason::label`]) and agree
/// with how the game read ended: an unknown word is refused, not taken for a resignation.
fn check_reason(record: &GameRecord, result: Option<GameResult>) -> Result<(), RecordError> {
    let Some(written) = record.header("reason") else {
        return Ok(());
    };
    let all = [
        EndReason::BaoHamna,
        EndReason::OnlySingletons,
        EndReason::OnlyEndlessMoves,
        EndReason::Resignation,
    ];
    let Some(reason) = all
        .into_iter()
        .find(|r| r.label().eq_ignore_ascii_case(written.trim()))
    else {
        let labels: Vec<&str> = all.iter().map(|r| r.label()).collect();
        return Err(RecordError::invalid(
            "reason",
            format!(
                "'{}' is not a way a game ends ({})",
                quoted(written),
                labels.join(", ")
            ),
        ));
    };
    match result {
        Some(r) if r.reason != reason => Err(RecordError::invalid(
            "reason",
            format!(
                "the record says {} but the game ended by {}",
                reason.label(),
                r.reason.label()
            ),
        )),
        None => Err(RecordError::invalid(
            "reason",
            format!(
                "the record says {} but names no winner and the moves do not end the game",
                reason.label()
            ),
        )),
        Some(_) => Ok(()),
    }
}

/// The most notes a game keeps: exported, they become headers with the record's own, and a
/// record holds at most [`crate::rules::MAX_HEADERS`].
pub const MAX_NOTES: usize = 1000;

/// The headers a `.bao` record written by Bao has of its own (the rest are notes).
pub const RECORD_HEADERS: [&str; 10] = [
    "title",
    "south",
    "north",
    "variant",
    "rules",
    "winner",
    "reason",
    "date",
    "south-level",
    "north-level",
];

/// A note's name as a `.bao` header writes it and reads it back: lowercase letters, digits,
/// `-` and `_`, not a move number.
fn is_note_name(k: &str) -> bool {
    !k.is_empty()
        && !k.chars().all(|c| c.is_ascii_digit())
        && k.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
}

/// Free text read from a file (a name, a title) must be plain: a control character would
/// reach the terminal or the screen (an escape sequence can clear or retitle a terminal), a
/// format character or a line separator reorders or hides what is shown
/// ([`text::hidden_char`]).
pub fn plain_text(field: &str, value: &str) -> Result<(), RecordError> {
    match text::first_hidden(value) {
        Some(what) => Err(RecordError::invalid(field, format!("holds {what}"))),
        None => Ok(()),
    }
}

fn level_key(side: Side) -> String {
    format!("{}-level", side.name().to_ascii_lowercase())
}

/// A best-of-three match: the same two players, South (the first move) alternating between
/// them from game to game, over at two wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    /// Always [`MATCH_FORMAT`].
    pub format: String,
    pub version: u32,
    pub variant: Variant,
    pub preset: Preset,
    pub players: [Player; 2],
    /// The games in order; only the last may be unfinished.
    pub games: Vec<SavedGame>,
    /// Wins of the first and second player: written for people reading the file, checked
    /// against the games on loading.
    pub score: [u8; 2],
}

impl SavedMatch {
    /// A new match with its first game started (the first player has South).
    pub fn new(rules: Rules, players: [Player; 2]) -> SavedMatch {
        let mut m = SavedMatch {
            format: MATCH_FORMAT.into(),
            version: SAVE_VERSION,
            variant: rules.variant,
            preset: rules.preset,
            players,
            games: Vec::new(),
            score: [0, 0],
        };
        m.games.push(m.fresh_game(1));
        m
    }

    /// Who has South (moves first) in game `number` (1-based): the first player in games 1
    /// and 3, the second in game 2.
    pub fn south_in_game(number: usize) -> PlayerId {
        if number % 2 == 1 {
            PlayerId::First
        } else {
            PlayerId::Second
        }
    }

    fn fresh_game(&self, number: usize) -> SavedGame {
        let mut g = SavedGame::new(
            Rules {
                variant: self.variant,
                preset: self.preset,
            },
            self.players.clone(),
            SavedMatch::south_in_game(number),
        );
        g.match_game = Some(number as u8);
        g
    }

    /// Wins of each player, counted from the games.
    pub fn tally(&self) -> [u8; 2] {
        let mut score = [0u8; 2];
        for g in &self.games {
            if let Some(w) = g.winner() {
                score[w.index()] += 1;
            }
        }
        score
    }

    /// The match winner, once someone has two wins.
    pub fn winner(&self) -> Option<PlayerId> {
        let score = self.tally();
        PlayerId::BOTH
            .into_iter()
            .find(|p| score[p.index()] >= WINS_NEEDED)
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The game being played: the last one, while it is not over.
    pub fn current(&self) -> Option<&SavedGame> {
        self.games.last().filter(|g| !g.is_over())
    }
    pub fn current_mut(&mut self) -> Option<&mut SavedGame> {
        self.games.last_mut().filter(|g| !g.is_over())
    }

    /// Starts the next game once the last one is over and the match is not decided; the
    /// score is brought up to date. Returns the new game, `None` if the match is over or a
    /// game is still going on.
    pub fn next_game(&mut self) -> Option<&mut SavedGame> {
        self.score = self.tally();
        if self.is_over() || self.current().is_some() || self.games.len() >= MAX_MATCH_GAMES {
            return None;
        }
        let g = self.fresh_game(self.games.len() + 1);
        self.games.push(g);
        self.games.last_mut()
    }

    /// Replays every game and checks that they make a match: same players and rules,
    /// numbered in order, South alternating, only the last unfinished, nothing after the
    /// deciding win, the score right.
    pub fn check(&self) -> Result<(), RecordError> {
        check_format(&self.format, self.version, MATCH_FORMAT)?;
        Rules::new(self.variant, self.preset).map_err(|e| RecordError::invalid("preset", e))?;
        for who in PlayerId::BOTH {
            self.players[who.index()].check(&format!("players[{}]", who.index()))?;
        }
        if self.games.len() > MAX_MATCH_GAMES {
            return Err(RecordError::invalid(
                "games",
                format!(
                    "{} games, but a best of three has at most {MAX_MATCH_GAMES}",
                    self.games.len()
                ),
            ));
        }
        let mut score = [0u8; 2];
        for (i, g) in self.games.iter().enumerate() {
            let number = i + 1;
            let inner = |e: RecordError| RecordError::InMatchGame {
                game: number,
                error: Box::new(e),
            };
            if score.iter().any(|&w| w >= WINS_NEEDED) {
                return Err(RecordError::invalid(
                    format!("games[{i}]"),
                    "a game after the match was already decided",
                ));
            }
            g.check_header().map_err(inner)?;
            if g.match_game != Some(number as u8) {
                return Err(inner(RecordError::invalid(
                    "match_game",
                    format!("should be {number}"),
                )));
            }
            if (g.variant, g.preset) != (self.variant, self.preset) {
                return Err(inner(RecordError::invalid(
                    "variant",
                    "differs from the match's rules",
                )));
            }
            if g.players != self.players {
                return Err(inner(RecordError::invalid(
                    "players",
                    "differ from the match's players",
                )));
            }
            let south = SavedMatch::south_in_game(number);
            if g.south != south {
                return Err(inner(RecordError::invalid(
                    "south",
                    format!(
                        "should be {:?}: South (the first move) alternates between the players",
                        south
                    ),
                )));
            }
            g.replay().map_err(inner)?;
            match g.winner() {
                Some(w) => score[w.index()] += 1,
                None if number < self.games.len() => {
                    return Err(inner(RecordError::invalid(
                        "result",
                        "unfinished, but a later game was started",
                    )));
                }
                None => {}
            }
        }
        if score != self.score {
            return Err(RecordError::invalid(
                "score",
                format!(
                    "the file says {}-{} but the games give {}-{}",
                    self.score[0], self.score[1], score[0], score[1]
                ),
            ));
        }
        Ok(())
    }

    /// The file text (RON), with the score counted afresh.
    pub fn to_ron(&self) -> String {
        let mut m = self.clone();
        m.score = m.tally();
        to_ron(&m)
    }

    /// Reads and fully checks a saved match.
    pub fn from_ron(text: &str) -> Result<SavedMatch, RecordError> {
        let mut m: SavedMatch = read_as(text, MATCH_FORMAT)?;
        m.check()?;
        for g in &mut m.games {
            *g = g.clone().canonical()?;
        }
        Ok(m)
    }
}

/// A save file of either kind (the autosave holds one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    Game(SavedGame),
    Match(SavedMatch),
}

impl Saved {
    pub fn to_ron(&self) -> String {
        match self {
            Saved::Game(g) => g.to_ron(),
            Saved::Match(m) => m.to_ron(),
        }
    }

    /// Reads a saved game or match, whichever the file's `format` says.
    pub fn from_ron(text: &str) -> Result<Saved, RecordError> {
        // A game is read once; a match stops the game's typed read at its first field of a
        // match, and the first look tells it.
        let as_game = match typed::<SavedGame>(text) {
            Ok(g) => return SavedGame::from_typed(g).map(Saved::Game),
            Err(e) => e,
        };
        match probe(text, "")?.as_str() {
            MATCH_FORMAT => SavedMatch::from_ron(text).map(Saved::Match),
            _ => Err(as_game),
        }
    }

    /// A save file whose moves turn illegal (in the game, or in the game of a match where
    /// they do): the game or match up to the last legal move, and the error that stopped it.
    /// `None` for a file that reads, one that is damaged in another way, or one of a newer
    /// version (never rewritten).
    pub fn salvage_ron(text: &str) -> Option<(Saved, RecordError)> {
        match probe(text, "").ok()?.as_str() {
            MATCH_FORMAT => {
                let m: SavedMatch = typed(text).ok()?;
                let Err(RecordError::InMatchGame { game, error }) = m.check() else {
                    return None;
                };
                let (g, _) = m.games.get(game.checked_sub(1)?)?.salvage()?;
                let mut salvaged = m.clone();
                // A game cut short ends the match there; a review dropped changes nothing else.
                if !error.is_review_fault() {
                    salvaged.games.truncate(game);
                }
                salvaged.games[game - 1] = g;
                salvaged.score = salvaged.tally();
                salvaged.check().ok()?;
                for g in &mut salvaged.games {
                    *g = g.clone().canonical().ok()?;
                }
                Some((
                    Saved::Match(salvaged),
                    RecordError::InMatchGame { game, error },
                ))
            }
            _ => {
                let g: SavedGame = typed(text).ok()?;
                g.check_header().ok()?;
                let (g, error) = g.salvage()?;
                Some((Saved::Game(g), error))
            }
        }
    }

    /// Whether anything happened in it: a move played (a game with none is not worth
    /// offering back).
    pub fn has_moves(&self) -> bool {
        match self {
            Saved::Game(g) => !g.moves.is_empty(),
            Saved::Match(m) => m.games.iter().any(|g| !g.moves.is_empty()),
        }
    }

    /// The game, or the match, is over.
    pub fn is_over(&self) -> bool {
        match self {
            Saved::Game(g) => g.is_over(),
            Saved::Match(m) => m.is_over(),
        }
    }

    /// The moves played, over all games of a match.
    pub fn moves_played(&self) -> usize {
        match self {
            Saved::Game(g) => g.moves.len(),
            Saved::Match(m) => m.games.iter().map(|g| g.moves.len()).sum(),
        }
    }

    pub fn players(&self) -> &[Player; 2] {
        match self {
            Saved::Game(g) => &g.players,
            Saved::Match(m) => &m.players,
        }
    }

    /// The game being played or last played.
    pub fn game(&self) -> Option<&SavedGame> {
        match self {
            Saved::Game(g) => Some(g),
            Saved::Match(m) => m.games.last(),
        }
    }
}

impl From<SavedGame> for Saved {
    fn from(g: SavedGame) -> Saved {
        Saved::Game(g)
    }
}
impl From<SavedMatch> for Saved {
    fn from(m: SavedMatch) -> Saved {
        Saved::Match(m)
    }
}

/// What can be written as a save file.
pub trait SaveFile {
    fn to_ron(&self) -> String;
}
impl SaveFile for SavedGame {
    fn to_ron(&self) -> String {
        SavedGame::to_ron(self)
    }
}
impl SaveFile for SavedMatch {
    fn to_ron(&self) -> String {
        SavedMatch::to_ron(self)
    }
}
impl SaveFile for Saved {
    fn to_ron(&self) -> String {
        Saved::to_ron(self)
    }
}

fn to_ron<T: Serialize>(value: &T) -> String {
    let config = ron::ser::PrettyConfig::new().depth_limit(3);
    // Our types serialize without fail (no maps with non-string keys, no custom impls).
    let mut text = ron::ser::to_string_pretty(value, config).expect("saved games serialize");
    text.push('\n');
    text
}

fn check_format(format: &str, version: u32, expected: &str) -> Result<(), RecordError> {
    if format != expected {
        return Err(foreign_format(format, expected));
    }
    if version > SAVE_VERSION {
        return Err(RecordError::FutureVersion {
            found: version,
            supported: SAVE_VERSION,
        });
    }
    if version == 0 {
        return Err(RecordError::invalid("version", "0 is not a version"));
    }
    Ok(())
}

fn foreign_format(found: &str, expected: &str) -> RecordError {
    match (found, expected) {
        (MATCH_FORMAT, GAME_FORMAT) => RecordError::Foreign(
            "format: this is a saved match, not a single game".into(),
            FileFault::IsMatch,
        ),
        (GAME_FORMAT, MATCH_FORMAT) => RecordError::Foreign(
            "format: this is a single saved game, not a match".into(),
            FileFault::IsGame,
        ),
        _ => {
            let expected = if expected.is_empty() {
                GAME_FORMAT
            } else {
                expected
            };
            RecordError::Foreign(
                format!("format: '{found}', expected '{expected}'"),
                FileFault::OtherFormat {
                    found: found.to_string(),
                    expected: expected.to_string(),
                },
            )
        }
    }
}

/// A file's shape at a first look: a struct with its `format` and `version` fields (the
/// rest skimmed, not built: a 16 MiB file is read whole once, by the typed read), or
/// something else.
enum Shape {
    Struct {
        format: Option<ron::Value>,
        version: Option<ron::Value>,
    },
    Other,
}

impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Shape, D::Error> {
        use serde::de::{self, IgnoredAny};
        struct Visit;
        impl<'de> de::Visitor<'de> for Visit {
            type Value = Shape;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a struct")
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut m: A) -> Result<Shape, A::Error> {
                let (mut format, mut version) = (None, None);
                while let Some(key) = m.next_key::<ron::Value>()? {
                    match key {
                        ron::Value::String(k) if k == "format" => format = Some(m.next_value()?),
                        ron::Value::String(k) if k == "version" => version = Some(m.next_value()?),
                        _ => _ = m.next_value::<IgnoredAny>()?,
                    }
                }
                Ok(Shape::Struct { format, version })
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut s: A) -> Result<Shape, A::Error> {
                while s.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Shape::Other)
            }
            fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Shape, D::Error> {
                IgnoredAny::deserialize(d)?;
                Ok(Shape::Other)
            }
            fn visit_newtype_struct<D: serde::Deserializer<'de>>(
                self,
                d: D,
            ) -> Result<Shape, D::Error> {
                Shape::deserialize(d)
            }
            fn visit_bool<E>(self, _: bool) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_i128<E>(self, _: i128) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_u128<E>(self, _: u128) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_char<E>(self, _: char) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_str<E>(self, _: &str) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_bytes<E>(self, _: &[u8]) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_none<E>(self) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
            fn visit_unit<E>(self) -> Result<Shape, E> {
                Ok(Shape::Other)
            }
        }
        d.deserialize_any(Visit)
    }
}

/// A first look at a file: valid RON, a struct with our `format` and a version we read.
/// `expected` empty accepts either of our formats. Returns the format name.
fn probe(text: &str, expected: &str) -> Result<String, RecordError> {
    if text.trim().is_empty() {
        return Err(RecordError::Corrupt(
            "the file is empty".into(),
            FileFault::Empty,
        ));
    }
    let Shape::Struct { format, version } =
        ron::from_str::<Shape>(text).map_err(|e| corrupt(text, &e))?
    else {
        return Err(RecordError::Foreign(
            "it is RON, but not a struct with a 'format' field".into(),
            FileFault::NotAStruct,
        ));
    };
    let format = match format.as_ref() {
        Some(ron::Value::String(s)) => s.clone(),
        Some(_) => {
            return Err(RecordError::Foreign(
                "format: not a string".into(),
                FileFault::FormatNotText,
            ));
        }
        None => {
            return Err(RecordError::Foreign(
                "it has no 'format' field".into(),
                FileFault::NoFormat,
            ));
        }
    };
    let ours = [GAME_FORMAT, MATCH_FORMAT].contains(&format.as_str());
    if !ours || (!expected.is_empty() && format != expected) {
        return Err(foreign_format(&format, expected));
    }
    match version.map(|v| v.into_rust::<u32>()) {
        None => return Err(RecordError::invalid("version", "missing")),
        Some(Err(_)) => {
            return Err(RecordError::invalid("version", "not a whole number"));
        }
        Some(Ok(found)) if found > SAVE_VERSION => {
            return Err(RecordError::FutureVersion {
                found,
                supported: SAVE_VERSION,
            });
        }
        Some(Ok(_)) => {}
    }
    Ok(format)
}

/// The typed read of a file of the `expected` format. Only when it fails is the file given
/// its first look ([`probe`]), which says what it is when it is not a Bao file of this
/// version: a file that reads is read once, not twice (a 16 MiB file takes a while).
fn read_as<T: serde::de::DeserializeOwned>(text: &str, expected: &str) -> Result<T, RecordError> {
    typed(text).or_else(|e| {
        probe(text, expected)?;
        Err(e)
    })
}

/// The typed read, with ron's error put in terms of the field it stopped in.
fn typed<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, RecordError> {
    ron::from_str(text).map_err(|e| {
        let field = match &e.code {
            ron::Error::MissingStructField { field, .. } => field.to_string(),
            ron::Error::NoSuchStructField { found, .. } => found.clone(),
            _ => field_before(text, e.span.start.line, e.span.start.col)
                .unwrap_or_else(|| "file".into()),
        };
        RecordError::invalid(
            field,
            format!(
                "{} (line {}, column {})",
                ron_code(&e.code),
                e.span.start.line,
                e.span.start.col
            ),
        )
    })
}

fn corrupt(text: &str, e: &ron::error::SpannedError) -> RecordError {
    let (line, column) = (e.span.start.line, e.span.start.col);
    let at = format!("line {line}, column {column}");
    // A cut-off file may fail anywhere ron gets confused (an unclosed string swallows the
    // rest), so tell truncation by the brackets and quotes left open at the end.
    let at_end = looks_cut_off(text)
        || offset_of(text, e.span.start.line, e.span.start.col) >= text.trim_end().len();
    match e.code {
        _ if at_end || e.code == ron::Error::Eof => RecordError::Corrupt(
            format!("the file ends too early ({at})"),
            FileFault::EndsEarly { line, column },
        ),
        _ => {
            let name = field_before(text, e.span.start.line, e.span.start.col);
            let field = name
                .as_ref()
                .map(|f| format!(" in field '{f}'"))
                .unwrap_or_default();
            RecordError::Corrupt(
                format!("{}{field} ({at})", ron_code(&e.code)),
                FileFault::Unreadable {
                    line,
                    column,
                    field: name,
                },
            )
        }
    }
}

/// What ron found wrong, in the file's terms: its nesting refusal advises programmers to
/// raise a limit, which a player cannot do.
pub(crate) fn ron_code(code: &ron::Error) -> String {
    match code {
        ron::Error::ExceededRecursionLimit => {
            "brackets nested more than 128 deep (no Bao file nests so deep)".into()
        }
        code => code.to_string(),
    }
}

/// Reads a list keeping at most `cap + 1` of its elements and skipping the rest without
/// building them: the caller's own limit then refuses the list as before, but a 16 MiB file
/// costs a skim, not every element built first.
pub(crate) fn capped_seq<'de, D, T>(d: D, cap: usize) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Visit<T>(usize, std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Visit<T> {
        type Value = Vec<T>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut out = Vec::new();
            while out.len() <= self.0 {
                match seq.next_element()? {
                    Some(x) => out.push(x),
                    None => return Ok(out),
                }
            }
            while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
            Ok(out)
        }
    }
    d.deserialize_seq(Visit(cap, std::marker::PhantomData))
}

fn capped_notes<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    capped_seq(d, MAX_NOTES)
}

fn capped_analysis<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<SavedNode>, D::Error> {
    capped_seq(d, crate::game::teach::analysis::variations::MAX_NODES)
}

/// The name of the last `name:` written before a (1-based) line and column: the field a
/// parse error stopped in.
pub(crate) fn field_before(text: &str, line: usize, col: usize) -> Option<String> {
    let before = &text[..offset_of(text, line, col)];
    let bytes = before.as_bytes();
    let mut i = bytes.len();
    while i > 0 {
        i -= 1;
        if bytes[i] != b':' {
            continue;
        }
        let mut j = i;
        while j > 0 && bytes[j - 1] == b' ' {
            j -= 1;
        }
        let stop = j;
        while j > 0 && (bytes[j - 1].is_ascii_alphanumeric() || bytes[j - 1] == b'_') {
            j -= 1;
        }
        if j < stop && !bytes[j].is_ascii_digit() {
            return Some(before[j..stop].to_string());
        }
    }
    None
}

/// The byte offset of a (1-based) line and column, clamped to the text.
fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let mut end = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            end += l
                .char_indices()
                .nth(col.saturating_sub(1))
                .map_or(l.len(), |(b, _)| b);
            return end.min(text.len());
        }
        end += l.len();
    }
    text.len()
}

/// Whether a string or bracket is still open at the end of the text.
fn looks_cut_off(text: &str) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0i64, false, false);
    for c in text.chars() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    in_string || depth > 0
}

/// A recorded move whose takasa mark (`*`, RULES.md 13) disagrees with what it does.
fn takasa_mark_fault(marked: bool, is_takasa: bool) -> Option<(String, MoveFault)> {
    match (marked, is_takasa) {
        (true, false) => Some((
            "marked takasa ('*') but it captures".into(),
            MoveFault::MarkedTakasa,
        )),
        (false, true) => Some((
            "not marked takasa ('*') but it captures nothing".into(),
            MoveFault::NotMarkedTakasa,
        )),
        _ => None,
    }
}
