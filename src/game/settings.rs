//! The player's settings, kept as RON in the platform config directory.
//!
//! Settings are a convenience, so reading them never fails: a missing file gives the
//! defaults, a damaged one gives the defaults and a one-line warning for the caller to show.
//! Unknown fields are tolerated (a newer Bao may have added some) and named in the warning.
//! Missing fields take their defaults, so an older file keeps the choices it has.

use super::record::{Control, Player};
use crate::rules::{Preset, Rules, Variant};
use serde::{Deserialize, Serialize};

/// How fast sown seeds fly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation: the board shows the result at once.
    Instant,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];
    /// Seconds for one seed to travel to the next pit.
    pub fn seconds_per_seed(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 0.45,
            AnimationSpeed::Normal => 0.25,
            AnimationSpeed::Fast => 0.1,
            AnimationSpeed::Instant => 0.0,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Instant => "instant",
        }
    }
}

/// One game, or a best-of-three match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchLength {
    #[default]
    Single,
    BestOfThree,
}

/// What the new-game dialog offered last time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameChoice {
    pub variant: Variant,
    pub preset: Preset,
    /// The first player has South in a single game and in game 1 of a match.
    pub players: [Player; 2],
    pub length: MatchLength,
}

impl Default for NewGameChoice {
    fn default() -> NewGameChoice {
        NewGameChoice {
            variant: Variant::Kiswahili,
            preset: Preset::MancalaWorld,
            players: [Player::human("You"), Player::computer("Computer", 2)],
            length: MatchLength::Single,
        }
    }
}

impl NewGameChoice {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant, self.preset).unwrap_or(Rules::KISWAHILI)
    }
}

/// The window's inner size in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowSize {
    pub width: u32,
    pub height: u32,
}

impl Default for WindowSize {
    fn default() -> WindowSize {
        WindowSize {
            width: 1280,
            height: 800,
        }
    }
}

impl WindowSize {
    pub const MIN: u32 = 400;
    pub const MAX: u32 = 16_384;
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub animation: AnimationSpeed,
    pub show_pit_counts: bool,
    /// Highlight the pits a legal move can start from.
    pub show_hints: bool,
    pub new_game: NewGameChoice,
    pub window: WindowSize,
    /// The lessons of the course (issue 9) the player has completed, by lesson id, in the
    /// order they were done. Absent from older files: they load with none done.
    pub lessons_done: Vec<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation: AnimationSpeed::Normal,
            show_pit_counts: true,
            show_hints: true,
            new_game: NewGameChoice::default(),
            window: WindowSize::default(),
            lessons_done: Vec::new(),
        }
    }
}

const NEW_GAME_FIELDS: [&str; 4] = ["variant", "preset", "players", "length"];

fn unknown_fields(value: &ron::Value, prefix: &str, known: &[&str], notes: &mut Vec<String>) {
    if let ron::Value::Map(map) = value {
        for key in map.keys() {
            if let ron::Value::String(k) = key
                && !known.contains(&k.as_str())
            {
                notes.push(format!("unknown field '{prefix}{k}' ignored"));
            }
        }
    }
}

const FIELDS: [&str; 6] = [
    "animation",
    "show_pit_counts",
    "show_hints",
    "new_game",
    "window",
    "lessons_done",
];

impl Settings {
    /// Records a lesson as done (once); returns whether it was new.
    pub fn mark_lesson_done(&mut self, id: &str) -> bool {
        if self.lessons_done.iter().any(|d| d == id) {
            return false;
        }
        self.lessons_done.push(id.to_string());
        true
    }

    /// Whether the lesson `id` has been completed.
    pub fn lesson_done(&self, id: &str) -> bool {
        self.lessons_done.iter().any(|d| d == id)
    }

    pub fn to_ron(&self) -> String {
        let mut text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("settings serialize");
        text.push('\n');
        text
    }

    /// Reads settings text. Never fails: the settings, and a one-line warning when something
    /// was ignored or the whole text was unusable (then the settings are the defaults).
    pub fn from_ron(text: &str) -> (Settings, Option<String>) {
        let mut settings: Settings = match ron::from_str(text) {
            Ok(s) => s,
            Err(e) => {
                let field = super::record::field_before(text, e.span.start.line, e.span.start.col)
                    .map(|f| format!(" in '{f}'"))
                    .unwrap_or_default();
                return (
                    Settings::default(),
                    Some(format!(
                        "settings: {}{field} (line {}, column {}); using the defaults",
                        e.code, e.span.start.line, e.span.start.col
                    )),
                );
            }
        };
        let mut notes = Vec::new();
        // The typed read ignores unknown fields; name them (top level and one below).
        if let Ok(value) = ron::from_str::<ron::Value>(text) {
            unknown_fields(&value, "", &FIELDS, &mut notes);
            if let ron::Value::Map(map) = &value {
                for (name, known) in [
                    ("new_game", &NEW_GAME_FIELDS[..]),
                    ("window", &["width", "height"][..]),
                ] {
                    if let Some(inner) = map.get(&ron::Value::String(name.into())) {
                        unknown_fields(inner, &format!("{name}."), known, &mut notes);
                    }
                }
            }
        }
        notes.extend(settings.repair());
        let warning = (!notes.is_empty()).then(|| format!("settings: {}", notes.join("; ")));
        (settings, warning)
    }

    /// Puts out-of-range values back to their defaults; says what was changed.
    fn repair(&mut self) -> Vec<String> {
        let mut notes = Vec::new();
        let d = Settings::default();
        if let Err(e) = Rules::new(self.new_game.variant, self.new_game.preset) {
            notes.push(format!("new_game.preset: {e}"));
            self.new_game.preset = Preset::MancalaWorld;
        }
        for (i, p) in self.new_game.players.iter_mut().enumerate() {
            if let Control::Computer { level } = p.control
                && crate::ai::Level::from_number(level).is_none()
            {
                notes.push(format!(
                    "new_game.players[{i}]: level {level} is not 0..5, using 2"
                ));
                p.control = Control::Computer { level: 2 };
            }
            if p.name.trim().is_empty() {
                notes.push(format!("new_game.players[{i}]: empty name"));
                p.name = d.new_game.players[i].name.clone();
            }
        }
        let w = self.window;
        let ok = |n: u32| (WindowSize::MIN..=WindowSize::MAX).contains(&n);
        if !ok(w.width) || !ok(w.height) {
            notes.push(format!(
                "window: {}x{} is out of range, using {}x{}",
                w.width, w.height, d.window.width, d.window.height
            ));
            self.window = d.window;
        }
        notes
    }
}
