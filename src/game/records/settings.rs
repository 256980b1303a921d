//! The player's settings, kept as RON in the platform config directory.
//!
//! Settings are a convenience, so reading them never fails: a missing file gives the
//! defaults, a damaged one gives the defaults and a one-line warning for the caller to show.
//! Unknown fields are tolerated (a newer Bao may have added some), named in the warning and
//! kept: writing the settings again gives them back as they were (at the top level and in
//! `new_game` and `window`). Missing fields take their defaults, so an older file keeps the
//! choices it has.

use super::record::{Control, Player};
use crate::game::words::i18n::{Lang, tr};
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
    /// The speed's name in `lang`, for the Settings window.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            AnimationSpeed::Slow => tr(lang, "words.speed.slow"),
            AnimationSpeed::Normal => tr(lang, "words.speed.normal"),
            AnimationSpeed::Fast => tr(lang, "words.speed.fast"),
            AnimationSpeed::Instant => tr(lang, "words.speed.instant"),
        }
    }

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

/// How much the board's drawing may cost: `Auto` is `Low` on a software renderer (no GPU)
/// and `High` on a real graphics card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Graphics {
    #[default]
    Auto,
    Low,
    High,
}

impl Graphics {
    /// The look's name in `lang`, for the Settings window.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Graphics::Auto => tr(lang, "words.graphics.auto"),
            Graphics::Low => tr(lang, "words.graphics.low"),
            Graphics::High => tr(lang, "words.graphics.high"),
        }
    }

    pub const ALL: [Graphics; 3] = [Graphics::Auto, Graphics::Low, Graphics::High];
    pub fn name(self) -> &'static str {
        match self {
            Graphics::Auto => "auto",
            Graphics::Low => "low",
            Graphics::High => "high",
        }
    }
    pub fn from_name(name: &str) -> Option<Graphics> {
        Graphics::ALL.into_iter().find(|g| g.name() == name)
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
            players: [Player::human("You"), Player::computer("Computer", 0)],
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
    pub graphics: Graphics,
    /// The lessons of the course the player has completed, by lesson id, in the
    /// order they were done. Absent from older files: they load with none done.
    pub lessons_done: Vec<String>,
    /// The board's sounds: loudness in percent (0..=100) and a mute switch.
    pub volume: u8,
    pub mute: bool,
    /// Seeds jump (no flights across the board), as at the speed "instant".
    pub reduced_motion: bool,
    /// Text and panel size in percent (75 to 200).
    pub ui_scale: u16,
    /// Stronger colours and outlines for the panel and the pit marks.
    pub high_contrast: bool,
    /// Hot-seat: between two people, the board turns so the player to move sits at the bottom.
    pub turn_board: bool,
    /// The language of the window's words; `None` until the player chooses one (the first
    /// start follows the system locale).
    pub language: Option<Lang>,
    /// The pit coordinates (A1-A8, B1-B8, a1-a8, b1-b8) written beside the board.
    pub show_coordinates: bool,
    /// Assist (off by default): mark the pits the opponent could capture from next turn.
    pub show_threats: bool,
    /// The online server last used ("Use a server" in the New game form), as typed.
    pub online_server: String,
    /// The fields this build does not know, as read (a newer Bao wrote them): written back.
    #[serde(skip)]
    pub unknown: Unknown,
}

/// Fields of a settings file that this build does not know, each as its RON text, kept so
/// that a newer Bao's settings survive this one writing the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unknown {
    pub top: Vec<(String, String)>,
    pub new_game: Vec<(String, String)>,
    pub window: Vec<(String, String)>,
}

impl Unknown {
    pub fn is_empty(&self) -> bool {
        self.top.is_empty() && self.new_game.is_empty() && self.window.is_empty()
    }
}

/// The fields of a RON struct, in order, each with its text as written.
struct Fields(Vec<(String, String)>);

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Fields, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Fields;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a struct")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut m: A) -> Result<Fields, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = m.next_key::<String>()? {
                    let v: Box<ron::value::RawValue> = m.next_value()?;
                    out.push((k, v.get_ron().trim().to_string()));
                }
                Ok(Fields(out))
            }
        }
        d.deserialize_struct("Settings", &[], Visit)
    }
}

fn fields(text: &str) -> Option<Vec<(String, String)>> {
    ron::from_str::<Fields>(text).ok().map(|f| f.0)
}

/// A struct's fields as RON, one a line, at `depth` (0: the file's top level).
fn emit(fields: &[(String, String)], depth: usize) -> String {
    let indent = "    ".repeat(depth + 1);
    let mut s = String::from("(\n");
    for (k, v) in fields {
        s.push_str(&format!("{indent}{k}: {v},\n"));
    }
    s.push_str(&"    ".repeat(depth));
    s.push(')');
    s
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation: AnimationSpeed::Normal,
            show_pit_counts: true,
            show_hints: true,
            new_game: NewGameChoice::default(),
            window: WindowSize::default(),
            graphics: Graphics::Auto,
            volume: 70,
            mute: false,
            reduced_motion: false,
            ui_scale: 100,
            high_contrast: false,
            turn_board: false,
            language: None,
            show_coordinates: true,
            show_threats: false,
            online_server: String::new(),
            unknown: Unknown::default(),
            lessons_done: Vec::new(),
        }
    }
}

const NEW_GAME_FIELDS: [&str; 4] = ["variant", "preset", "players", "length"];

const FIELDS: [&str; 17] = [
    "animation",
    "show_pit_counts",
    "show_hints",
    "new_game",
    "window",
    "graphics",
    "lessons_done",
    "volume",
    "mute",
    "reduced_motion",
    "ui_scale",
    "high_contrast",
    "turn_board",
    "language",
    "show_coordinates",
    "show_threats",
    "online_server",
];

impl Settings {
    pub const UI_SCALE_MIN: u16 = 75;
    pub const UI_SCALE_MAX: u16 = 200;

    /// Records a lesson as done (once); returns whether it was new.
    pub fn mark_lesson_done(&mut self, id: &str) -> bool {
        if self.lessons_done.iter().any(|d| d == id) {
            return false;
        }
        self.lessons_done.push(id.to_string());
        true
    }

    /// The settings file as another window may have left it (`disk`), with this window's own
    /// changes (from `before` to `after`) laid over it field by field: two windows never undo
    /// each other's changes (one changes the volume, the other the language, both stay).
    /// Lessons done are the union of both; the fields this build does not know are the
    /// file's.
    pub fn merged(disk: &Settings, before: &Settings, after: &Settings) -> Settings {
        use serde_json::{Value, to_value};
        let (Ok(Value::Object(mut merged)), Ok(Value::Object(was)), Ok(Value::Object(now))) =
            (to_value(disk), to_value(before), to_value(after))
        else {
            return after.clone();
        };
        for (field, value) in now {
            if was.get(&field) != Some(&value) {
                merged.insert(field, value);
            }
        }
        let mut out: Settings =
            serde_json::from_value(Value::Object(merged)).unwrap_or_else(|_| after.clone());
        out.lessons_done = disk.lessons_done.clone();
        for id in &after.lessons_done {
            out.mark_lesson_done(id);
        }
        out.unknown = disk.unknown.clone();
        out
    }

    /// Whether the lesson `id` has been completed.
    pub fn lesson_done(&self, id: &str) -> bool {
        self.lessons_done.iter().any(|d| d == id)
    }

    /// The file text, with the fields this build does not know given back as they were read.
    pub fn to_ron(&self) -> String {
        let mut text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("settings serialize");
        if !self.unknown.is_empty()
            && let Some(mut top) = fields(&text)
        {
            for (name, extra) in [
                ("new_game", &self.unknown.new_game),
                ("window", &self.unknown.window),
            ] {
                if extra.is_empty() {
                    continue;
                }
                if let Some((_, v)) = top.iter_mut().find(|(k, _)| k == name)
                    && let Some(mut inner) = fields(v)
                {
                    inner.extend(extra.iter().cloned());
                    *v = emit(&inner, 1);
                }
            }
            top.extend(self.unknown.top.iter().cloned());
            text = emit(&top, 0);
        }
        text.push('\n');
        text
    }

    /// Reads settings text. Never fails: the settings, and a one-line warning when something
    /// was ignored or the whole text was unusable (then the settings are the defaults).
    pub fn from_ron(text: &str) -> (Settings, Option<String>) {
        Settings::parse(text).unwrap_or_else(|w| (Settings::default(), Some(w)))
    }

    /// As [`Settings::from_ron`], but a text that is unusable as a whole (not RON, wrong
    /// types: the defaults would replace all of it) is an error, the warning line: the
    /// caller keeps such a file aside before writing in its place.
    pub fn parse(text: &str) -> Result<(Settings, Option<String>), String> {
        let mut settings: Settings = match ron::from_str(text) {
            Ok(s) => s,
            Err(e) => {
                let field = super::record::field_before(text, e.span.start.line, e.span.start.col)
                    .map(|f| format!(" in '{f}'"))
                    .unwrap_or_default();
                return Err(format!(
                    "settings: {}{field} (line {}, column {}); using the defaults",
                    super::record::ron_code(&e.code),
                    e.span.start.line,
                    e.span.start.col
                ));
            }
        };
        let mut notes = Vec::new();
        // The typed read skips unknown fields; keep them (top level and one below) and name
        // them.
        if let Some(top) = fields(text) {
            for (k, v) in top {
                let inner = match k.as_str() {
                    "new_game" => Some((&NEW_GAME_FIELDS[..], &mut settings.unknown.new_game)),
                    "window" => Some((&["width", "height"][..], &mut settings.unknown.window)),
                    _ => None,
                };
                if let Some((known, keep)) = inner {
                    for (ik, iv) in fields(&v).unwrap_or_default() {
                        if !known.contains(&ik.as_str()) {
                            notes.push(format!("unknown field '{k}.{ik}' kept"));
                            keep.push((ik, iv));
                        }
                    }
                } else if !FIELDS.contains(&k.as_str()) {
                    notes.push(format!("unknown field '{k}' kept"));
                    settings.unknown.top.push((k, v));
                }
            }
        }
        notes.extend(settings.repair());
        let warning = (!notes.is_empty()).then(|| format!("settings: {}", notes.join("; ")));
        Ok((settings, warning))
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
            if crate::rules::text::blank(&p.name) {
                notes.push(format!("new_game.players[{i}]: empty name"));
                p.name = d.new_game.players[i].name.clone();
            }
            // A control character would reach the screen (and any terminal it is printed to).
            if let Err(e) =
                super::record::plain_text(&format!("new_game.players[{i}].name"), &p.name)
            {
                notes.push(format!("{e}, using '{}'", d.new_game.players[i].name));
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
        if self.volume > 100 {
            notes.push(format!("volume: {} is over 100, using 100", self.volume));
            self.volume = 100;
        }
        if !(Settings::UI_SCALE_MIN..=Settings::UI_SCALE_MAX).contains(&self.ui_scale) {
            notes.push(format!(
                "ui_scale: {}% is not 75 to 200, using 100",
                self.ui_scale
            ));
            self.ui_scale = d.ui_scale;
        }
        notes
    }
}
