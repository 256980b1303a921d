//! The one system that changes the game. Every proposal (a click, a key, the computer, the
//! panel's buttons) arrives as a [`TurnCommand`]; this system asks the rules, updates the
//! [`Game`] and hands the resulting trace to the animation.
use super::BaoSet;
use super::Language;
use super::animation::Choreo;
use crate::game::i18n::{Lang, fill};
use crate::game::matchplay::Match;
use crate::game::persist;
use crate::game::record::{RecordError, Saved, SavedGame};
use crate::game::session::{Player, Session};
use crate::rules::{
    Dir, Event, Move, Outcome, Position, Question, Rules, Side, Step, Stepper, play_traced,
};
use bevy::prelude::*;

/// What the new-game dialog chooses (the seats of the match; shared with the save files).
pub type Setup = crate::game::persist::Table;

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
        }
    }

    /// The game as it is saved; `None` for a game begun from a position other than the
    /// start (a saved game is a list of moves from the start).
    pub fn to_saved(&self) -> Option<Saved> {
        let rules = self.session.rules();
        (*self.session.start() == Position::start(rules))
            .then(|| persist::to_saved(&self.setup, &self.matchplay, &self.past, &self.session))
    }

    /// A game rebuilt from its saved form; every move is checked by the rules again.
    pub fn restore(saved: &Saved) -> Result<Game, RecordError> {
        let r = persist::restore(saved)?;
        let recorded = r.session.is_over() && r.session.index() > 0;
        Ok(Game {
            setup: r.table,
            session: r.session,
            matchplay: r.matchplay,
            generation: 0,
            recorded,
            past: r.past,
            viewing: None,
        })
    }

    /// The position on the board: the present, or the one being looked at in the history.
    pub fn shown_position(&self) -> Position {
        match self.viewing {
            Some(0) => *self.session.start(),
            Some(i) => self.session.history()[i - 1].successor.position,
            None => self.position(),
        }
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
        self.viewing.is_none()
            && !self.session.is_over()
            && !self.session.player_to_move().is_computer()
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

/// The one system that applies moves.
pub fn apply_commands(
    mut commands: MessageReader<TurnCommand>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut notice: ResMut<Notice>,
    lang: Res<Language>,
) {
    let lang = lang.0;
    for cmd in commands.read() {
        match cmd {
            TurnCommand::Start { pit, dir } => {
                if !game.human_to_move() || progress.active() || choreo.busy() {
                    continue;
                }
                let pos = game.position();
                match Stepper::begin(&pos, *pit, *dir) {
                    Err(why) => notice.0 = Some(crate::game::words::illegal(lang, &why)),
                    Ok((stepper, step)) => {
                        notice.0 = None;
                        progress.stepper = Some(stepper);
                        follow(
                            step,
                            &mut game,
                            &mut progress,
                            &mut choreo,
                            &mut notice,
                            lang,
                        );
                    }
                }
            }
            TurnCommand::Play(mv) => {
                if !game.human_to_move() || progress.active() || choreo.busy() {
                    continue;
                }
                let pos = game.position();
                match play_traced(&pos, mv) {
                    Ok((succ, trace)) => {
                        if game.session.play(mv).is_ok() {
                            notice.0 = None;
                            choreo.push(trace, Some(succ.position));
                            game.changed();
                        }
                    }
                    Err(e) => notice.0 = Some(crate::game::words::illegal(lang, &e)),
                }
            }
            TurnCommand::Answer(mv) => {
                let Some((_, options)) = &progress.question else {
                    continue;
                };
                if !options.contains(mv) {
                    continue;
                }
                progress.question = None;
                let step = progress.stepper.as_mut().map(|s| s.answer(mv));
                if let Some(step) = step {
                    follow(
                        step,
                        &mut game,
                        &mut progress,
                        &mut choreo,
                        &mut notice,
                        lang,
                    );
                }
            }
            TurnCommand::Computer { generation, mv } => {
                if *generation != game.generation
                    || game.session.is_over()
                    || !game.session.player_to_move().is_computer()
                    || progress.active()
                {
                    continue; // stale: the position changed since the search began
                }
                let pos = game.position();
                match play_traced(&pos, mv) {
                    Ok((succ, trace)) => {
                        if game.session.play(mv).is_ok() {
                            // While the player looks back in the history the board stays
                            // there; the move shows when he returns to the present.
                            if game.viewing.is_none() {
                                choreo.push(trace, Some(succ.position));
                            }
                            game.changed();
                        }
                    }
                    Err(e) => warn!("computer move refused: {e}"),
                }
            }
            TurnCommand::Undo if progress.active() => {
                // Undo during a half-played move abandons that move only.
                *progress = MoveInProgress::default();
                game.generation += 1;
                choreo.reset(game.position());
                notice.0 = None;
            }
            TurnCommand::Undo | TurnCommand::Redo => {
                game.viewing = None;
                progress.stepper = None;
                progress.question = None;
                let vs_computer = game.session.players().iter().any(|p| p.is_computer());
                let undo = matches!(cmd, TurnCommand::Undo);
                let n = match (undo, vs_computer) {
                    (true, true) => game.session.undo_to_human(),
                    (true, false) => game.session.undo() as usize,
                    (false, true) => game.session.redo_to_human(),
                    (false, false) => game.session.redo() as usize,
                };
                // Even with nothing to take back, a half-played move is abandoned.
                if n > 0 || choreo.busy() {
                    game.generation += 1;
                }
                if n > 0 {
                    game.changed();
                }
                choreo.reset(game.position());
                notice.0 = None;
            }
            TurnCommand::NewGame(setup) => {
                let generation = game.generation + 1;
                *game = Game::new(setup.clone());
                game.generation = generation;
                *progress = MoveInProgress::default();
                choreo.reset(game.position());
                notice.0 = None;
            }
            TurnCommand::NextGame => {
                game.next_game();
                *progress = MoveInProgress::default();
                choreo.reset(game.position());
                notice.0 = None;
            }
            TurnCommand::Load(saved) => match Game::restore(saved) {
                Ok(mut loaded) => {
                    loaded.generation = game.generation + 1;
                    *game = loaded;
                    *progress = MoveInProgress::default();
                    choreo.reset(game.position());
                    notice.0 = None;
                }
                // The game in progress stays as it is.
                Err(e) => {
                    notice.0 = Some(fill(lang, "play.not_loaded", &[("why", &e.to_string())]))
                }
            },
            TurnCommand::View(at) => {
                if progress.active() {
                    continue;
                }
                let present = game.session.index();
                game.viewing = at.map(|i| i.min(present)).filter(|&i| i != present);
                choreo.reset(game.shown_position());
            }
            TurnCommand::Step { forward } => {
                if progress.active() || choreo.busy() {
                    continue;
                }
                let present = game.session.index();
                let at = game.viewing.unwrap_or(present);
                if *forward && at < present {
                    let m = &game.session.history()[at];
                    if let Ok((succ, trace)) = play_traced(&m.before, &m.successor.mv) {
                        choreo.push(trace, Some(succ.position));
                    }
                    game.viewing = Some(at + 1).filter(|&i| i != present);
                } else if !*forward && at > 0 {
                    game.viewing = Some(at - 1);
                    choreo.reset(game.shown_position());
                }
            }
        }
    }
}

/// Queues the events of a step; a finished move goes into the session.
fn follow(
    step: Step,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    lang: Lang,
) {
    match step {
        Step::Ask {
            events,
            question,
            options,
        } => {
            choreo.push(events, None);
            progress.question = Some((question, options));
        }
        Step::Done {
            events,
            mv,
            position,
            ..
        } => {
            progress.stepper = None;
            progress.question = None;
            match game.session.play(&mv) {
                Ok(played) => {
                    debug_assert_eq!(played.successor.position, position);
                    choreo.push(events, Some(position));
                    game.changed();
                }
                Err(e) => {
                    // The stepper only offers legal moves; if the rules disagree, show the
                    // position as it is rather than a move that did not happen.
                    let why = crate::game::words::illegal(lang, &e);
                    notice.0 = Some(fill(lang, "play.move_refused", &[("why", &why)]));
                    choreo.reset(game.position());
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
                ("side", crate::game::words::side(lang, *side)),
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
