//! The computer thinks on the async compute pool; frames never wait for it. Each search is
//! tagged with the game's generation: undo or a new game raises the generation and sets the
//! cancel flag, and an answer for an older generation is never applied (the turn system
//! checks the tag too). The same machinery answers "Suggest a move".
use super::BaoSet;
use super::choreo::Choreo;
use super::turn::{Game, MoveInProgress, TurnCommand};
use crate::ai::{self, Level};
use crate::game::play::session::Player;
use crate::rules::{Move, Position};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

struct Search {
    generation: u64,
    since: std::time::Instant,
    /// Kept so that dropping the search drops (cancels) the task.
    _task: Task<()>,
    /// The answer, put here before the sleeping window is knocked: the task's own output is
    /// stored only after its future returns, so a window woken from inside it could look,
    /// find nothing and sleep on with the answer unseen (seen in a real window: the
    /// computer "thinking" until the pointer moved).
    answer: Arc<std::sync::Mutex<Option<Option<Move>>>>,
    cancel: Arc<AtomicBool>,
}

impl Search {
    /// The search's answer once it is done (None while it thinks).
    fn answer(&self) -> Option<Option<Move>> {
        self.answer.lock().ok()?.take()
    }
}

/// The computer's search in progress, and an answer waiting for the seeds to settle.
#[derive(Resource, Default)]
pub struct Thinking {
    search: Option<Search>,
    ready: Option<(u64, Move)>,
    hint_search: Option<Search>,
    /// Searches started (for tests and the panel).
    pub started: u32,
}

impl Thinking {
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }
    /// An answer found while the last move was shown, waiting for the seeds to settle.
    pub fn has_answer(&self) -> bool {
        self.ready.is_some()
    }
    pub fn is_hinting(&self) -> bool {
        self.hint_search.is_some()
    }
}

/// The suggested move for the human to move, shown on the board.
#[derive(Resource, Default)]
pub struct Hint {
    pub generation: u64,
    pub mv: Option<Move>,
}

/// Wakes the window when an answer is ready: the window sleeps while nothing moves, so a
/// finished search must knock (the windowed game installs it; headless tests poll).
#[derive(Resource, Clone)]
pub struct Wake(pub Arc<dyn Fn() + Send + Sync>);

const HINT_TIME: std::time::Duration = std::time::Duration::from_secs(3);

/// Ask for a suggestion (the panel's Hint button).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct AskHint;

/// "Move now": the computer stops thinking and plays the best move it has found so far.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct MoveNow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Hint>()
        .add_message::<AskHint>()
        .add_message::<MoveNow>()
        .add_systems(Update, (think, hint).in_set(BaoSet::Computer));
}

fn spawn(pos: Position, level: Level, generation: u64, wake: Option<&Wake>) -> Search {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let seed = generation.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xBA0;
    let wake = wake.cloned();
    let answer = Arc::new(std::sync::Mutex::new(None));
    let slot = answer.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let found = ai::choose_move(&pos, level, seed, &flag);
        if let Ok(mut slot) = slot.lock() {
            *slot = Some(found);
        }
        if let Some(w) = wake {
            (w.0)();
        }
    });
    Search {
        generation,
        since: std::time::Instant::now(),
        _task: task,
        answer,
        cancel,
    }
}

fn think(
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut thinking: ResMut<Thinking>,
    mut out: MessageWriter<TurnCommand>,
    wake: Option<Res<Wake>>,
    mut now: MessageReader<MoveNow>,
) {
    let generation = game.generation;
    // "Move now": the search stops and answers with its best move so far.
    if now.read().count() > 0
        && let Some(s) = &thinking.search
    {
        s.cancel.store(true, Ordering::Relaxed);
    }
    // Cancel a search whose position is gone (undo, redo, new game).
    if let Some(s) = &thinking.search
        && s.generation != generation
    {
        s.cancel.store(true, Ordering::Relaxed);
        thinking.search = None; // dropping the task cancels it too
    }
    if thinking.ready.is_some_and(|(g, _)| g != generation) {
        thinking.ready = None;
    }
    if let Some(s) = &thinking.search
        && let Some(answer) = s.answer()
    {
        let g = s.generation;
        thinking.search = None;
        if let Some(mv) = answer {
            thinking.ready = Some((g, mv));
        }
    }
    let level = match game.session.player_to_move() {
        Player::Computer(l) if !game.session.is_over() && !progress.active() => l,
        _ => return,
    };
    // Think while the last move is still being shown; play once the seeds are still.
    if thinking.search.is_none() && thinking.ready.is_none() {
        thinking.search = Some(spawn(game.position(), level, generation, wake.as_deref()));
        thinking.started += 1;
    }
    if !choreo.busy()
        && let Some((g, mv)) = thinking.ready.take()
    {
        out.write(TurnCommand::Computer { generation: g, mv });
    }
}

fn hint(
    game: Res<Game>,
    mut asks: MessageReader<AskHint>,
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
    wake: Option<Res<Wake>>,
) {
    if hint.generation != game.generation {
        hint.mv = None;
    }
    if asks.read().count() > 0 && game.human_to_move() && thinking.hint_search.is_none() {
        thinking.hint_search = Some(spawn(
            game.position(),
            Level::Bingwa,
            game.generation,
            wake.as_deref(),
        ));
    }
    if let Some(s) = &mut thinking.hint_search {
        if s.generation != game.generation {
            s.cancel.store(true, Ordering::Relaxed);
            thinking.hint_search = None;
        } else {
            // A hint is wanted now, not the perfect move: stop the search after a while (it
            // then answers with the best move found so far).
            if s.since.elapsed() > HINT_TIME {
                s.cancel.store(true, Ordering::Relaxed);
            }
        }
        if let Some(s) = &thinking.hint_search
            && let Some(answer) = s.answer()
        {
            hint.generation = s.generation;
            hint.mv = answer;
            thinking.hint_search = None;
        }
    }
}
