//! The queue of what the seeds still have to show. The turn puts a move's rules trace here;
//! the scene (`scene::animation`) performs it beat by beat on the seeds and the board sounds
//! (`Cue`) are written as the seeds land. The game waits while this queue is busy: no move
//! starts, and the computer's answer is not played, until the seeds are still.
use crate::rules::{Event, Pit, Position, Trace};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The animation speeds are the ones the settings file keeps.
pub use crate::game::records::settings::AnimationSpeed as Speed;

/// The player's settings for the board.
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    pub speed: Speed,
    pub show_counts: bool,
    /// Every legal start pit glows softly while a person is to move (not only under the
    /// pointer). Off unless the player's settings turn it on, so screenshots stay plain.
    pub show_hints: bool,
    /// Seeds jump to where they go instead of flying (also at the speed "instant").
    pub reduced_motion: bool,
    /// The pit coordinates (A1..B8, a1..b8) written along the board's edges.
    pub show_coordinates: bool,
    /// Assist: the pits the opponent could capture from on his next turn are marked.
    pub show_threats: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            show_counts: true,
            show_hints: false,
            reduced_motion: false,
            show_coordinates: true,
            show_threats: false,
        }
    }
}

impl Settings {
    /// Seeds jump instead of flying.
    pub fn jumps(&self) -> bool {
        self.reduced_motion || self.speed == Speed::Instant
    }
}

/// What the board sounds like at this moment of the animation, written as the seeds get
/// there (a drop when the seed lands, not when it leaves the hand). The sound plugin plays
/// them; headless, they are only counted. A move shown at once (skipped, or at the speed
/// "instant") gives a single cue, never one per seed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A seed lands in `pit`, which held `already` seeds; `nth` counts the seeds of the move
    /// (so that each drop of a long sowing sounds a little different).
    Drop {
        pit: Pit,
        already: u8,
        nth: u16,
    },
    /// A handful of `count` seeds taken up (a lift, a tax, a reserve seed taken).
    Lift {
        count: u8,
    },
    /// `count` captured seeds swept across the board.
    Capture {
        count: u8,
    },
    HouseLost,
    /// Takasia (or hizi zetu) set on a pit.
    Takasia,
    GameEnd,
    /// A click the rules refuse.
    Refused,
    /// A move shown at once: one short rattle for all its `seeds` drops.
    Settle {
        seeds: u16,
    },
}

impl Cue {
    /// Which cue speaks for a move shown at once (the most telling of its events).
    pub(crate) fn weight(self) -> u8 {
        match self {
            Cue::GameEnd => 5,
            Cue::HouseLost => 4,
            Cue::Capture { .. } => 3,
            Cue::Takasia => 2,
            _ => 0,
        }
    }
}

pub(crate) enum Beat {
    Event(Event),
    /// The end of a complete move: the seeds must now show this position.
    Check(Position),
}

/// The queue of things the seeds still have to do.
#[derive(Resource, Default)]
pub struct Choreo {
    pub(crate) queue: VecDeque<Beat>,
    /// Time left of the beat in progress.
    pub(crate) wait: f32,
    pub(crate) snap_to: Option<Position>,
    pub(crate) hand_at: Vec3,
    /// The last noteworthy event (a capture, a safari, ...) for the panel.
    pub caption: Option<Event>,
    /// Times the seeds disagreed with the rules at the end of a move (should stay 0).
    pub desyncs: u32,
    /// Sounds waiting for their seeds to land: seconds left and the cue.
    pub(crate) pending: Vec<(f32, Cue)>,
    /// Seeds dropped so far in the move being shown.
    pub(crate) drops: u16,
    /// The last move shown has ended: the next event begins another, whose caption replaces
    /// this one's (a capture of the player's must not stay under the reply).
    pub(crate) ended: bool,
}

impl Choreo {
    /// Queues the events of a move (or of a move so far); `end` is the position after a
    /// complete move.
    pub fn push(&mut self, events: Trace, end: Option<Position>) {
        self.queue.extend(events.into_iter().map(Beat::Event));
        if let Some(p) = end {
            self.queue.push_back(Beat::Check(p));
        }
    }
    /// Drops the queue and puts every seed where `pos` says, at once (new game, undo).
    pub fn reset(&mut self, pos: Position) {
        self.queue.clear();
        self.wait = 0.0;
        self.caption = None;
        self.pending.clear();
        self.drops = 0;
        self.ended = false;
        self.snap_to = Some(pos);
    }
    /// Seeds are still moving or about to.
    pub fn busy(&self) -> bool {
        !self.queue.is_empty() || self.wait > 0.0 || self.snap_to.is_some()
    }
}

/// Space or a click on the board: finish the current animation at once.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SkipAnimation;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Choreo>()
        .init_resource::<Settings>()
        .add_message::<SkipAnimation>()
        .add_message::<Cue>();
}
