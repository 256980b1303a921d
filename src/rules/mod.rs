//! The rule book (`RULES.md`) as a pure library: no Bevy, no I/O, no clock, no global rng.
//!
//! The face of the module: a [`Position`], its [`legal_moves`] / [`successors`] (complete
//! turns), [`play`] which applies a move and returns the new position with an ordered
//! [`Trace`] of everything that happened, and a [`Stepper`] that runs a move up to the next
//! question a player must answer (kichwa, safari) so the game can ask it mid-animation.

mod interchange;
mod movegen;
mod notation;
mod pit;
mod position;
mod sowing;
mod stepper;
mod takasia;
pub mod text;
mod trace;

pub use interchange::{
    InterchangeError, json_from_str, move_from_json, move_to_json, outcome_to_json,
    position_from_json, position_from_json_text, position_to_json, successor_to_json,
};
pub use movegen::{
    Illegal, Successor, for_each_successor, for_each_successor_bounded, has_legal_move,
    legal_moves, play, play_traced, random_successor, successors, successors_into, why_illegal,
};
pub use notation::{
    GameRecord, MAX_HEADERS, NotationError, RecordMove, parse_move, parse_record,
    record_header_line, refusal, stage_name, write_move,
};
pub use pit::{Dir, HOUSE, Kichwa, Pit, Side};
pub use position::{DiagramError, Position};
pub use stepper::{Question, Step, Stepper};
pub use trace::{Event, HouseLoss, StopReason, Trace};

use serde::{Deserialize, Serialize};

/// The two games on the same board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Bao la Kiswahili (Zanzibar Bao).
    Kiswahili,
    /// Bao la Kete (Lamu), RULES.md section 11.
    Kete,
    /// Bao la Kujifunza, the learners' game (RULES.md section 14): the mtaji stage from a
    /// full board, no reserve, no nyumba, no takasia.
    Kujifunza,
}

impl Variant {
    /// Every variant, in the order menus list them.
    pub const ALL: [Variant; 3] = [Variant::Kiswahili, Variant::Kete, Variant::Kujifunza];

    pub fn json(self) -> &'static str {
        match self {
            Variant::Kiswahili => "kiswahili",
            Variant::Kete => "kete",
            Variant::Kujifunza => "kujifunza",
        }
    }
    /// The variant named by its JSON / record word (any case).
    pub fn from_json(word: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.json().eq_ignore_ascii_case(word))
    }
    pub fn name(self) -> &'static str {
        match self {
            Variant::Kiswahili => "Bao la Kiswahili",
            Variant::Kete => "Bao la Kete",
            Variant::Kujifunza => "Bao la Kujifunza",
        }
    }
    /// The first stage's name: namua, or nemo in Kete (Kujifunza has none, J2).
    pub fn first_stage_name(self) -> &'static str {
        match self {
            Variant::Kiswahili | Variant::Kujifunza => "namua",
            Variant::Kete => "nemo",
        }
    }
    pub fn house_name(self) -> &'static str {
        match self {
            Variant::Kiswahili | Variant::Kujifunza => "nyumba",
            Variant::Kete => "kuu",
        }
    }
    pub fn block_name(self) -> &'static str {
        match self {
            Variant::Kiswahili | Variant::Kujifunza => "takasia",
            Variant::Kete => "hizi zetu",
        }
    }
    /// Whether the variant has a namua / nemo stage, houses and a blocking rule (J2-J4).
    pub fn has_namua(self) -> bool {
        self != Variant::Kujifunza
    }
}

/// Rule presets (RULES.md section 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    MancalaWorld,
    /// K.I.B.A. / de Voogt. Kiswahili only.
    Tournament,
}

impl Preset {
    pub fn json(self) -> &'static str {
        match self {
            Preset::MancalaWorld => "mancala-world",
            Preset::Tournament => "tournament",
        }
    }
}

/// A variant and a preset: everything that decides which rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    pub preset: Preset,
}

impl Rules {
    pub const KISWAHILI: Rules = Rules {
        variant: Variant::Kiswahili,
        preset: Preset::MancalaWorld,
    };
    pub const TOURNAMENT: Rules = Rules {
        variant: Variant::Kiswahili,
        preset: Preset::Tournament,
    };
    pub const KETE: Rules = Rules {
        variant: Variant::Kete,
        preset: Preset::MancalaWorld,
    };
    /// J5: Kujifunza has one rule set, named Mancala World.
    pub const KUJIFUNZA: Rules = Rules {
        variant: Variant::Kujifunza,
        preset: Preset::MancalaWorld,
    };

    /// Kete and Kujifunza are played with the Mancala World preset only (section 12, J5).
    pub fn new(variant: Variant, preset: Preset) -> Result<Rules, String> {
        if variant != Variant::Kiswahili && preset == Preset::Tournament {
            return Err(format!(
                "{} is played with the mancala-world rules only",
                variant.json()
            ));
        }
        Ok(Rules { variant, preset })
    }

    pub fn is_kete(self) -> bool {
        self.variant == Variant::Kete
    }

    pub fn is_kujifunza(self) -> bool {
        self.variant == Variant::Kujifunza
    }

    /// Option `singletons` (N2): the restriction applies while the mover has no
    /// *functional* nyumba (Mancala World) or no *owned* nyumba (Tournament).
    pub fn singletons_need_owned_only(self) -> bool {
        self.preset == Preset::Tournament
    }

    /// Option `takasia_house_lap` (T3 exception): on in Mancala World.
    pub fn takasia_house_lap(self) -> bool {
        self.preset == Preset::MancalaWorld
    }

    pub fn label(self) -> String {
        match self.variant {
            Variant::Kete | Variant::Kujifunza => self.variant.name().to_string(),
            Variant::Kiswahili => match self.preset {
                Preset::MancalaWorld => "Bao la Kiswahili (Mancala World)".into(),
                Preset::Tournament => "Bao la Kiswahili (Tournament)".into(),
            },
        }
    }
}

/// A player's stage (G8): namua while his reserve is not empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Namua,
    Mtaji,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// W1: the loser's front row is empty.
    BaoHamna,
    /// W2: the loser, to move in mtaji, has only singletons.
    OnlySingletons,
    /// Section 10: every move of the loser would never end.
    OnlyEndlessMoves,
}

impl WinReason {
    pub fn json(self) -> &'static str {
        match self {
            WinReason::BaoHamna => "bao-hamna",
            WinReason::OnlySingletons => "only-singletons",
            WinReason::OnlyEndlessMoves => "only-endless-moves",
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            WinReason::BaoHamna => "Bao hamna: a front row is empty",
            WinReason::OnlySingletons => "no pit holds two or more seeds: no legal move",
            WinReason::OnlyEndlessMoves => "every move would sow forever: no legal move",
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Side,
    pub reason: WinReason,
}

/// A complete turn: where it starts and every choice made during it.
///
/// `pit` is a ring index of the mover's pits. In a namua capture `dir` is `None` and the entry
/// `kichwa` is the choice (`None` when forced by the pit); `safari` is `Some` when the player
/// was asked at his house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub pit: u8,
    pub dir: Option<Dir>,
    pub kichwa: Option<Kichwa>,
    pub safari: Option<bool>,
}

/// Capture or takasa (G5: the first lap decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Capture,
    Takasa,
}
