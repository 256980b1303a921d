//! The coach's review of the game on the board, run on a thread of its own: every position
//! searched with every legal move scored (`game::teach::coach::review`), one move after the other, each
//! result sent back as it comes so that the panel's progress bar and graph grow while the
//! player watches; frames never wait for it, and "Stop" cancels it at once. The review
//! belongs to the game (`Game::review`): it is saved with it and a reviewed record opens
//! reviewed. A review already there is resumed from its first move not yet reviewed.
use crate::app::play::BaoSet;
use crate::app::play::ai_task::Wake;
use crate::app::play::turn::Game;
use crate::game::teach::coach::review::{self, MoveReview};
use crate::rules::{Move, Pit, Position, Successor, parse_move};
use bevy::prelude::*;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// What the player asks of the coach.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachCommand {
    /// Review the game's moves up to the present (those not reviewed yet).
    Review,
    /// Stop the review running; the moves reviewed so far are kept.
    Stop,
}

/// The review in progress, if any.
#[derive(Resource, Default)]
pub struct Reviewing {
    job: Option<Job>,
    /// Thinking time per position (the settings' review strength).
    pub ms: u64,
}

struct Job {
    cancel: Arc<AtomicBool>,
    /// Moves reviewed by the thread, not yet taken into the game.
    results: Arc<Mutex<Vec<(usize, MoveReview)>>>,
    /// The thread has ended.
    done: Arc<AtomicBool>,
    /// The game's moves reviewed when it is done.
    total: usize,
    /// The game it reviews: a new game, an undo or a loaded game stops it.
    generation_moves: Vec<String>,
}

impl Reviewing {
    /// Whether a review is running, and how far it is: (moves reviewed, of).
    pub fn progress(&self, game: &Game) -> Option<(usize, usize)> {
        let job = self.job.as_ref()?;
        Some((game.review_len(), job.total))
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.insert_resource(Reviewing {
        job: None,
        ms: review::DEFAULT_MS,
    })
    .init_resource::<CoachArrows>()
    .add_message::<CoachCommand>()
    .add_systems(Update, (commands, collect).chain().after(BaoSet::Turn));
}

/// The moves of the game's history up to the present, in notation.
fn moves_text(game: &Game) -> Vec<String> {
    game.session.history()[..game.session.index()]
        .iter()
        .map(|m| m.text.clone())
        .collect()
}

fn commands(
    mut asked: MessageReader<CoachCommand>,
    mut reviewing: ResMut<Reviewing>,
    mut game: ResMut<Game>,
    wake: Option<Res<Wake>>,
) {
    for c in asked.read() {
        match c {
            CoachCommand::Stop => reviewing.job = None,
            CoachCommand::Review => {
                reviewing.job = None;
                game.keep_matching_review();
                let (from, total) = (game.review_len(), game.session.index());
                if from >= total {
                    continue;
                }
                let ms = reviewing.ms;
                let moves: Vec<(Position, Successor)> = game.session.history()[from..total]
                    .iter()
                    .map(|m| (m.before, m.successor))
                    .collect();
                let cancel = Arc::new(AtomicBool::new(false));
                let results = Arc::new(Mutex::new(Vec::new()));
                let done = Arc::new(AtomicBool::new(false));
                let (tx, ended) = (results.clone(), done.clone());
                let flag = cancel.clone();
                let wake = wake.as_deref().cloned();
                // A thread of its own, not the compute pool: a review takes seconds to
                // minutes and must not hold a pool thread the computer's moves need.
                let spawned =
                    std::thread::Builder::new()
                        .name("bao-review".into())
                        .spawn(move || {
                            review::review_game(&moves, ms, &flag, |ply, m| {
                                if let Ok(mut out) = tx.lock() {
                                    out.push((from + ply, m.clone()));
                                }
                                if let Some(w) = &wake {
                                    (w.0)();
                                }
                            });
                            // A last knock: the window sees the review ended.
                            ended.store(true, Ordering::Relaxed);
                            if let Some(w) = &wake {
                                (w.0)();
                            }
                        });
                if spawned.is_err() {
                    warn!("the review could not start a thread");
                    continue;
                }
                if game.review.is_none() {
                    game.review = Some(review::GameReview {
                        ms,
                        moves: Vec::new(),
                    });
                }
                reviewing.job = Some(Job {
                    cancel,
                    results,
                    done,
                    total,
                    generation_moves: moves_text(&game),
                });
            }
        }
    }
}

/// Takes the moves reviewed since the last frame; stops a review whose game changed.
fn collect(mut reviewing: ResMut<Reviewing>, mut game: ResMut<Game>) {
    let ms = reviewing.ms;
    let Some(job) = &reviewing.job else { return };
    let now = moves_text(&game);
    if !now.starts_with(&job.generation_moves) {
        // Undone, or another game: what was reviewed of this line stays if it still fits.
        reviewing.job = None;
        game.keep_matching_review();
        return;
    }
    // Read before taking the results: a thread that ended has put all of them there.
    let finished = job.done.load(Ordering::Relaxed);
    let taken = job
        .results
        .lock()
        .map(|mut r| std::mem::take(&mut *r))
        .unwrap_or_default();
    for (ply, m) in taken {
        let review = game.review.get_or_insert_with(|| review::GameReview {
            ms,
            moves: Vec::new(),
        });
        if ply == review.moves.len() {
            review.moves.push(m);
        }
    }
    if finished {
        reviewing.job = None;
    }
}

/// The two moves the coach shows on the board for the selected move of a review: the move
/// played and the better one (none when the move played was the best).
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct CoachArrows {
    pub played: Option<(Pit, Pit)>,
    pub better: Option<(Pit, Pit)>,
}

/// Where a move's arrow runs: from its pit to the first pit it sows (for a capture, the
/// kichwa the captured seeds enter at).
pub fn arrow_of(pos: &Position, mv: &Move) -> Option<(Pit, Pit)> {
    let (_, trace) = crate::rules::play_traced(pos, mv).ok()?;
    let from = Pit::new(pos.to_move(), mv.pit);
    let to = trace.iter().find_map(|e| match *e {
        crate::rules::Event::Sow { pit } if pit != from => Some(pit),
        _ => None,
    })?;
    Some((from, to))
}

/// The arrows of a reviewed move `m` played from `pos`.
pub fn arrows_for(pos: &Position, m: &MoveReview) -> CoachArrows {
    let of = |text: &str| {
        parse_move(pos, text)
            .ok()
            .and_then(|(s, _)| arrow_of(pos, &s.mv))
    };
    let played = of(&m.played);
    let better = (m.best != m.played).then(|| of(&m.best)).flatten();
    CoachArrows { played, better }
}
