//! The one system that changes the game. Every proposal (a click, a key, the computer, the
//! panel's buttons) arrives as a [`TurnCommand`]; this system asks the rules, updates the
//! [`Game`] and hands the resulting trace to the animation.
use super::choreo::{Choreo, Cue};
use super::{BaoSet, Language};
use crate::game::play::matches::Match;
use crate::game::play::session::{Player, Session};
use crate::game::records::persist;
use crate::game::records::record::{RecordError, Saved, SavedGame};
use crate::game::teach::analysis::variations::Tree;
use crate::game::teach::coach::review::{GameReview, MoveReview};
use crate::game::words::i18n::{Lang, fill};
use crate::rules::{
    Dir, Event, Move, Outcome, Pit, Position, Question, Rules, Side, Step, Stepper, play_traced,
};
use bevy::prelude::*;

/// What the new-game dialog chooses (the seats of the match; shared with the save files).
pub type Setup = crate::game::records::persist::Table;

/// The game being played: the session (rules state and history) and the match around it.
#[derive(Resource, Clone, Debug)]
pub struct Game {
    pub setup: Setup,
    pub session: Session,
    pub matchplay: Match,
    /// Bumped whenever the position changes for any reason; a computer answer computed for
    /// an older generation is stale and dropped.
    pub generation: u64,
    /// The current game's result is in `matchplay` already.
    pub recorded: bool,
    /// The finished games of a match, as saved (the save file needs their moves).
    pub past: Vec<SavedGame>,
    /// Looking at the position after this many moves of the history (`None`: the present).
    pub viewing: Option<usize>,
    /// The coach's review of this game's first moves (play::coach::review fills it).
    pub review: Option<GameReview>,
    /// The analysis board's tree of variations from the game's start (saved with it).
    pub analysis: Option<Tree>,
    /// A game of its own begun from a position (a practice game, or one loaded with its
    /// start): saved with its start position. Other positions put on the board (a lesson,
    /// a puzzle, a diagram, the trainer's) are not games to save.
    pub own_start: bool,
    /// The practice position this game plays out (its id), kept in the saved game's notes
    /// so that it is still a practice game after a restart.
    pub practice: Option<String>,
    /// A practice game just won on the board by its player, waiting to be counted in the
    /// practice record (the Practice window takes it).
    pub practice_won: bool,
    /// The board is no game between players but a study: the panel says what moves each side.
    pub study: Option<Study>,
}

/// What the board is when it is not a game between players.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Study {
    /// The analysis board: the person moves both sides. `last`: the move that led to the
    /// node shown (its game starts at the node), for "Board as text" and the panel.
    Analysis {
        last: Option<(Position, crate::rules::Move)>,
    },
    /// A puzzle: the solver is the person, the other side answers from the solution.
    Puzzle { solver: Side },
    /// The sowing trainer's positions and answers.
    Trainer,
}

/// The saved game's note that names the practice position a game plays out.
pub use crate::game::records::slots::PRACTICE_NOTE;

/// Puts `fresh` on the board in place of the game there: a newer generation (answers
/// computed for the old one are dropped), no half-played move and, with `snap`, every seed
/// put where it stands (without it, the seeds of a move still flowing go on).
pub fn put_on_board(
    mut fresh: Game,
    snap: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
) {
    fresh.generation = game.generation + 1;
    let pos = fresh.shown_position();
    *game = fresh;
    *progress = MoveInProgress::default();
    if snap {
        choreo.reset(pos);
    }
}

impl Game {
    pub fn new(setup: Setup) -> Game {
        let matchplay = Match::new(setup.kind, setup.names.clone(), setup.first_south);
        let session = Session::new(setup.rules, Game::seat(&setup, &matchplay));
        Game {
            setup,
            session,
            matchplay,
            generation: 0,
            recorded: false,
            past: Vec::new(),
            viewing: None,
            review: None,
            analysis: None,
            own_start: false,
            practice: None,
            practice_won: false,
            study: None,
        }
    }

    /// Whether the game is saved: one from the variant's start, or a game of its own from
    /// a position ([`Game::own_start`]).
    pub fn savable(&self) -> bool {
        self.own_start || *self.session.start() == Position::start(self.session.rules())
    }

    /// How many of the game's moves the review judges: those of its moves that are still
    /// the history's (an undo and another move make the rest stale).
    pub fn review_len(&self) -> usize {
        let Some(r) = &self.review else { return 0 };
        r.moves
            .iter()
            .zip(&self.session.history()[..self.session.index()])
            .take_while(|(r, m)| r.played == m.text)
            .count()
    }

    /// The review of move `ply` (0-based) of the history, if it is reviewed.
    pub fn reviewed(&self, ply: usize) -> Option<&MoveReview> {
        (ply < self.review_len())
            .then(|| self.review.as_ref().map(|r| &r.moves[ply]))
            .flatten()
    }

    /// Drops the stale end of the review.
    pub fn keep_matching_review(&mut self) {
        let n = self.review_len();
        if let Some(r) = &mut self.review {
            r.moves.truncate(n);
        }
    }

    /// The game as it is saved (with its start position when it began at another);
    /// `None` for a position put on the board that is not a game of its own (a lesson's, a
    /// puzzle's: [`Game::savable`]).
    pub fn to_saved(&self) -> Option<Saved> {
        self.savable().then(|| {
            let mut saved =
                persist::to_saved(&self.setup, &self.matchplay, &self.past, &self.session);
            if let Some(id) = &self.practice
                && let Some(g) = persist::current_game_mut(&mut saved)
            {
                g.notes.push((PRACTICE_NOTE.into(), id.clone()));
            }
            let n = self.review_len();
            if n > 0
                && let Some(r) = &self.review
                && let Some(g) = persist::current_game_mut(&mut saved)
            {
                g.review = Some(GameReview {
                    ms: r.ms,
                    moves: r.moves[..n].to_vec(),
                });
            }
            if let Some(tree) = &self.analysis
                && let Some(g) = persist::current_game_mut(&mut saved)
            {
                g.set_analysis(tree);
            }
            saved
        })
    }

    /// A game rebuilt from its saved form; every move is checked by the rules again.
    pub fn restore(saved: &Saved) -> Result<Game, RecordError> {
        let r = persist::restore(saved)?;
        let recorded = r.session.is_over() && r.session.index() > 0;
        let current = persist::current_game(saved);
        Ok(Game {
            own_start: current.is_some_and(|g| g.start.is_some()),
            practice: current
                .filter(|g| g.start.is_some())
                .and_then(|g| g.notes.iter().find(|(k, _)| k == PRACTICE_NOTE))
                .map(|(_, id)| id.clone()),
            practice_won: false,
            setup: r.table,
            session: r.session,
            matchplay: r.matchplay,
            generation: 0,
            recorded,
            past: r.past,
            viewing: None,
            review: persist::current_game(saved).and_then(|g| g.review.clone()),
            analysis: persist::current_game(saved)
                .and_then(|g| g.analysis_tree().ok())
                .filter(|t| !t.is_empty()),
            study: None,
        })
    }

    /// Tells the log what a restored game holds (for tests and bug reports): its moves, the
    /// position it began at, the practice position it plays out, its review and tree.
    pub fn log_loaded(&self) {
        info!(
            "game loaded: {} moves from {}{}; review of {} moves; analysis tree of {} moves",
            self.session.index(),
            if self.own_start {
                crate::rules::position_to_json(self.session.start()).to_string()
            } else {
                "the start".to_string()
            },
            self.practice
                .as_ref()
                .map(|id| format!(" (practice game {id})"))
                .unwrap_or_default(),
            self.review_len(),
            self.analysis.as_ref().map_or(0, |t| t.len()),
        );
    }

    /// The position on the board: the present, or the one being looked at in the history.
    pub fn shown_position(&self) -> Position {
        match self.viewing {
            Some(0) => *self.session.start(),
            Some(i) => self.session.history()[i - 1].successor.position,
            None => self.position(),
        }
    }

    /// The setup the New game form offers: this game's, unless the board is a study (a
    /// puzzle, the trainer, the analysis board: two people on one board), when a newcomer
    /// is offered the default game against the computer.
    pub fn offered_setup(&self) -> Setup {
        match self.study {
            Some(_) => Setup::default(),
            None => self.setup.clone(),
        }
    }

    /// A study board at `pos` (two people, `study` telling what it is).
    pub fn study_at(pos: Position, study: Study) -> Game {
        let mut g = Game::from_position(pos);
        g.study = Some(study);
        g
    }

    /// A game from a given position (a diagram or a replayed record), two humans.
    pub fn from_position(pos: Position) -> Game {
        let setup = Setup {
            rules: pos.rules(),
            names: ["South".into(), "North".into()],
            players: [Player::Human, Player::Human],
            ..Setup::default()
        };
        let mut g = Game::new(setup);
        g.session = Session::from_position(pos, [Player::Human; 2]);
        g
    }

    /// An online game as the server has it (every move checked by the rules again; the
    /// table's players per side, South first).
    pub fn online(setup: Setup, start: Position, moves: &[Move]) -> Game {
        let mut g = Game::new(setup);
        g.session = Session::from_position(start, g.setup.players);
        for mv in moves {
            if g.session.play(mv).is_err() {
                break;
            }
        }
        g.changed();
        g
    }

    /// Players per side for the current game of the match.
    fn seat(setup: &Setup, m: &Match) -> [Player; 2] {
        [
            setup.players[m.player_at(Side::South)],
            setup.players[m.player_at(Side::North)],
        ]
    }

    pub fn position(&self) -> Position {
        self.session.position()
    }

    pub fn name_of(&self, side: Side) -> &str {
        // Once the game on the board is over its result is counted, and the match already
        // seats the players for the next game: name them as they sat in this one.
        let m = &self.matchplay;
        let game = m.results.len() - usize::from(self.recorded && !m.results.is_empty());
        &m.names[m.player_in_game(game, side)]
    }

    /// A person may move now (not while looking back in the history).
    pub fn human_to_move(&self) -> bool {
        self.viewing.is_none() && !self.session.is_over() && self.session.player_to_move().is_here()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    fn changed(&mut self) {
        self.generation += 1;
        if let Some(o) = self.session.outcome()
            && !self.recorded
            && self.session.index() > 0
        {
            self.matchplay.record(o.winner, o.reason);
            self.recorded = true;
            // Won here, on the board, by the practice game's player (not read from a file).
            self.practice_won |=
                self.practice.is_some() && !self.session.players()[o.winner.index()].is_computer();
        }
    }

    /// Starts the next game of the match (the players swap sides).
    fn next_game(&mut self) {
        if self.matchplay.is_over() || !self.recorded {
            return;
        }
        if let Some(Saved::Match(m)) = self.to_saved() {
            self.past = m.games.into_iter().filter(|g| g.is_over()).collect();
        }
        self.viewing = None;
        self.session = Session::new(self.setup.rules, Game::seat(&self.setup, &self.matchplay));
        self.recorded = false;
        self.generation += 1;
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Setup::default())
    }
}

/// A human move being played one decision at a time (the kichwa and safari questions are
/// asked when the animation reaches them).
#[derive(Resource, Default)]
pub struct MoveInProgress {
    pub stepper: Option<Stepper>,
    pub question: Option<(Question, Vec<Move>)>,
}

impl MoveInProgress {
    pub fn active(&self) -> bool {
        self.stepper.is_some()
    }
}

/// A one-line message for the player (why a move was refused, ...).
#[derive(Resource, Default)]
pub struct Notice(pub Option<String>);

/// Everything that can change the game.
#[derive(Message, Clone, Debug)]
pub enum TurnCommand {
    /// A human starts a move from his pit (ring index) in `dir` (`None`: namua capture).
    Start {
        pit: u8,
        dir: Option<Dir>,
    },
    /// A human plays a complete move at once (typed in notation: every choice is made).
    Play(Move),
    /// A human answers the pending kichwa / safari question with one of the offered moves.
    Answer(Move),
    /// The computer's move, computed for `generation`.
    Computer {
        generation: u64,
        mv: Move,
    },
    /// The online opponent's move, acknowledged by the server, for `generation`.
    Remote {
        generation: u64,
        mv: Move,
    },
    /// The online game as the server has it: its table, start and moves (nothing sown).
    Online(Box<(Setup, Position, Vec<Move>)>),
    Undo,
    Redo,
    NewGame(Setup),
    /// The next game of a best-of-three match.
    NextGame,
    /// Replace the game by a saved one (refused with a notice if it does not load).
    Load(Box<Saved>),
    /// Look at the position after this many moves (`None`: back to the present).
    View(Option<usize>),
    /// Step through the history: forward (animated) or back.
    Step {
        forward: bool,
    },
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Game>()
        .init_resource::<MoveInProgress>()
        .init_resource::<Notice>()
        .add_message::<TurnCommand>()
        .add_systems(Startup, show_start)
        .add_systems(Update, apply_commands.in_set(BaoSet::Turn));
}

fn show_start(game: Res<Game>, mut choreo: ResMut<Choreo>) {
    choreo.reset(game.position());
}

/// A refused click (the turn's notice says why) is heard as a soft knock.
pub fn refusal_cue(notice: Res<Notice>, mut cues: MessageWriter<Cue>) {
    if notice.is_changed() && notice.0.is_some() {
        cues.write(Cue::Refused);
    }
}

/// The one system that applies moves.
pub fn apply_commands(
    mut commands: MessageReader<TurnCommand>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut notice: ResMut<Notice>,
    lang: Res<Language>,
) {
    let mut turn = Turn {
        game: &mut game,
        progress: &mut progress,
        choreo: &mut choreo,
        notice: &mut notice,
        lang: lang.0,
    };
    for cmd in commands.read() {
        turn.apply(cmd);
    }
}

/// What one command may change: the game, the half-played move, the seeds' queue and the
/// notice.
struct Turn<'a> {
    game: &'a mut Game,
    progress: &'a mut MoveInProgress,
    choreo: &'a mut Choreo,
    notice: &'a mut Notice,
    lang: Lang,
}

impl Turn<'_> {
    fn apply(&mut self, cmd: &TurnCommand) {
        match cmd {
            TurnCommand::Start { pit, dir } => self.start(*pit, *dir),
            TurnCommand::Play(mv) => self.play_whole(mv),
            TurnCommand::Answer(mv) => self.answer(mv),
            TurnCommand::Computer { generation, mv } => self.computer(*generation, mv),
            TurnCommand::Remote { generation, mv } => self.remote(*generation, mv),
            TurnCommand::Online(board) => {
                let (setup, start, moves) = &**board;
                let generation = self.game.generation + 1;
                *self.game = Game::online(setup.clone(), *start, moves);
                self.game.generation = generation;
                self.afresh();
            }
            TurnCommand::Undo if self.progress.active() => {
                // Undo during a half-played move abandons that move only.
                *self.progress = MoveInProgress::default();
                self.game.generation += 1;
                self.choreo.reset(self.game.position());
                self.notice.0 = None;
            }
            TurnCommand::Undo => self.take_back(true),
            TurnCommand::Redo => self.take_back(false),
            TurnCommand::NewGame(setup) => {
                let generation = self.game.generation + 1;
                *self.game = Game::new(setup.clone());
                self.game.generation = generation;
                self.afresh();
            }
            TurnCommand::NextGame => {
                self.game.next_game();
                self.afresh();
            }
            TurnCommand::Load(saved) => match Game::restore(saved) {
                Ok(mut loaded) => {
                    loaded.log_loaded();
                    loaded.generation = self.game.generation + 1;
                    *self.game = loaded;
                    self.afresh();
                }
                // The game in progress stays as it is.
                Err(e) => {
                    self.notice.0 = Some(fill(
                        self.lang,
                        "play.not_loaded",
                        &[(
                            "why",
                            &crate::game::records::refusals::record_error(self.lang, &e),
                        )],
                    ))
                }
            },
            TurnCommand::View(at) => self.view(*at),
            TurnCommand::Step { forward } => self.step(*forward),
        }
    }

    /// A new game on the board: nothing half-played, the seeds put down, no notice.
    fn afresh(&mut self) {
        *self.progress = MoveInProgress::default();
        self.choreo.reset(self.game.position());
        self.notice.0 = None;
    }

    /// A person may begin a move now.
    fn may_start(&self) -> bool {
        self.game.human_to_move() && !self.progress.active() && !self.choreo.busy()
    }

    fn start(&mut self, pit: u8, dir: Option<Dir>) {
        if !self.may_start() {
            return;
        }
        let pos = self.game.position();
        match Stepper::begin(&pos, pit, dir) {
            Err(why) => self.notice.0 = Some(crate::game::words::names::illegal(self.lang, &why)),
            Ok((stepper, step)) => {
                // A pit with one way only plays at once: say so, and why.
                self.notice.0 = one_way(self.lang, &pos, pit, dir);
                self.progress.stepper = Some(stepper);
                self.follow(step);
            }
        }
    }

    fn play_whole(&mut self, mv: &Move) {
        if !self.may_start() {
            return;
        }
        let pos = self.game.position();
        match play_traced(&pos, mv) {
            Ok((succ, trace)) => {
                if self.game.session.play(mv).is_ok() {
                    self.notice.0 = None;
                    self.choreo.push(trace, Some(succ.position));
                    self.game.changed();
                }
            }
            Err(e) => self.notice.0 = Some(crate::game::words::names::illegal(self.lang, &e)),
        }
    }

    fn answer(&mut self, mv: &Move) {
        let Some((_, options)) = &self.progress.question else {
            return;
        };
        if !options.contains(mv) {
            return;
        }
        self.progress.question = None;
        if let Some(step) = self.progress.stepper.as_mut().map(|s| s.answer(mv)) {
            self.follow(step);
        }
    }

    fn computer(&mut self, generation: u64, mv: &Move) {
        if !self.game.session.player_to_move().is_computer() {
            return;
        }
        self.from_elsewhere(generation, mv);
    }

    fn remote(&mut self, generation: u64, mv: &Move) {
        if self.game.session.player_to_move() != Player::Remote {
            return;
        }
        self.from_elsewhere(generation, mv);
    }

    /// A move not made on this board (the computer's, the online opponent's).
    fn from_elsewhere(&mut self, generation: u64, mv: &Move) {
        if generation != self.game.generation
            || self.game.session.is_over()
            || self.progress.active()
        {
            return; // stale: the position changed since the search began
        }
        let pos = self.game.position();
        match play_traced(&pos, mv) {
            Ok((succ, trace)) => {
                if self.game.session.play(mv).is_ok() {
                    // While the player looks back in the history the board stays there;
                    // the move shows when he returns to the present.
                    if self.game.viewing.is_none() {
                        self.choreo.push(trace, Some(succ.position));
                    }
                    self.game.changed();
                }
            }
            Err(e) => warn!("move from elsewhere refused: {e}"),
        }
    }

    /// Undo (`back`) or redo: against the computer, back to the person's turn.
    fn take_back(&mut self, back: bool) {
        let game = &mut *self.game;
        game.viewing = None;
        self.progress.stepper = None;
        self.progress.question = None;
        let vs_computer = game.session.players().iter().any(|p| p.is_computer());
        let n = match (back, vs_computer) {
            (true, true) => game.session.undo_to_human(),
            (true, false) => game.session.undo() as usize,
            (false, true) => game.session.redo_to_human(),
            (false, false) => game.session.redo() as usize,
        };
        // Even with nothing to take back, a half-played move is abandoned.
        if n > 0 || self.choreo.busy() {
            game.generation += 1;
        }
        if n > 0 {
            game.changed();
        }
        self.choreo.reset(game.position());
        self.notice.0 = None;
    }

    fn view(&mut self, at: Option<usize>) {
        if self.progress.active() {
            return;
        }
        let present = self.game.session.index();
        self.game.viewing = at.map(|i| i.min(present)).filter(|&i| i != present);
        self.choreo.reset(self.game.shown_position());
    }

    fn step(&mut self, forward: bool) {
        if self.progress.active() || self.choreo.busy() {
            return;
        }
        let game = &mut *self.game;
        let present = game.session.index();
        let at = game.viewing.unwrap_or(present);
        if forward && at < present {
            let m = &game.session.history()[at];
            if let Ok((succ, trace)) = play_traced(&m.before, &m.successor.mv) {
                self.choreo.push(trace, Some(succ.position));
            }
            game.viewing = Some(at + 1).filter(|&i| i != present);
        } else if !forward && at > 0 {
            game.viewing = Some(at - 1);
            self.choreo.reset(game.shown_position());
        }
    }

    /// Queues the events of a step; a finished move goes into the session.
    fn follow(&mut self, step: Step) {
        match step {
            Step::Ask {
                events,
                question,
                options,
            } => {
                self.choreo.push(events, None);
                self.progress.question = Some((question, options));
            }
            Step::Done {
                events,
                mv,
                position,
                ..
            } => {
                self.progress.stepper = None;
                self.progress.question = None;
                match self.game.session.play(&mv) {
                    Ok(played) => {
                        debug_assert_eq!(played.successor.position, position);
                        self.choreo.push(events, Some(position));
                        self.game.changed();
                    }
                    Err(e) => {
                        // The stepper only offers legal moves; if the rules disagree, show
                        // the position as it is rather than a move that did not happen.
                        let why = crate::game::words::names::illegal(self.lang, &e);
                        self.notice.0 =
                            Some(fill(self.lang, "play.move_refused", &[("why", &why)]));
                        self.choreo.reset(self.game.position());
                    }
                }
            }
        }
    }
}

/// A short caption for an event, for the panel.
pub fn describe(e: &Event, rules: Rules, lang: Lang) -> Option<String> {
    let v = rules.variant;
    let house = v.house_name();
    Some(match e {
        Event::Capture { pit, count, .. } => fill(
            lang,
            "play.event.capture",
            &[("count", &count.to_string()), ("pit", &pit.to_string())],
        ),
        Event::Safari { pit } => fill(
            lang,
            "play.event.safari",
            &[("pit", &pit.to_string()), ("house", house)],
        ),
        Event::HouseDestroyed { side, .. } => fill(
            lang,
            "play.event.house_destroyed",
            &[
                ("side", crate::game::words::names::side(lang, *side)),
                ("house", house),
            ],
        ),
        Event::Block { pit } => fill(
            lang,
            "play.event.block",
            &[("block", v.block_name()), ("pit", &pit.to_string())],
        ),
        Event::Claim { pit } => fill(lang, "play.event.claim", &[("pit", &pit.to_string())]),
        Event::Tax { pit, count } => fill(
            lang,
            "play.event.tax",
            &[("count", &count.to_string()), ("pit", &pit.to_string())],
        ),
        _ => return None,
    })
}

/// A start that had one way only, said as it is played: "A1 is sown to the right only: a
/// kichwa that is your only occupied front pit sows towards the centre". `None` when the
/// other way was possible too (or the start has no direction).
fn one_way(lang: Lang, pos: &Position, pit: u8, dir: Option<Dir>) -> Option<String> {
    let dir = dir?;
    let why = crate::rules::why_illegal(pos, pit, Some(dir.reverse()))?;
    let p = Pit::new(pos.to_move(), pit);
    let way = if p.dir_letter(dir) == 'R' {
        "right"
    } else {
        "left"
    };
    Some(crate::game::words::i18n::msg(
        lang,
        "play.one_way",
        &[
            ("pit", p.to_string().into()),
            ("way", way.into()),
            ("why", crate::game::words::names::illegal(lang, &why).into()),
        ],
    ))
}
