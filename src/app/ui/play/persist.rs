//! Nothing is lost: the game is autosaved after every move, an interrupted game is offered
//! back at start, games are saved and loaded (RON) and imported / exported as `.bao`
//! records, and the settings are remembered. Files live in the platform's data and config
//! folders (`game::records::files`); a file that does not load is refused with its reason and the
//! game in progress is left alone.
//!
//! Nothing is destroyed either: each window plays in its own autosave slot (`game::records::slots`,
//! locked while the window runs), a file that cannot be read is kept aside before anything
//! is written in its place, a game whose moves turn illegal opens at the last legal one, a
//! newer version's file is left alone, and finished games are kept (the last 50). The panel
//! says in one line what was done.
use super::new_game::NewGameChosen;
use super::settings::LanguageChosen;
use crate::app::play::access::Access;
use crate::app::play::choreo::Settings as View;
use crate::app::play::course::lesson::LessonDone;
use crate::app::play::turn::{Game, Setup, TurnCommand};
use crate::app::play::{BaoSet, Language};
use crate::app::scene::look::Quality;
use crate::game::play::matches::MatchKind;
use crate::game::play::session::Player;
use crate::game::records::files::{self, Folders};
use crate::game::records::record::{Player as SavedPlayer, RecordError, Saved};
use crate::game::records::refusals::record_error;
use crate::game::records::settings::{MatchLength, NewGameChoice, Settings};
use crate::game::records::slots::{self, Slot, SlotInfo};
use crate::game::words::i18n::{Lang, fill, tr};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use std::path::{Path, PathBuf};

/// The files of the game and what the panel shows of them.
#[derive(Resource, Default)]
pub struct Persist {
    folders: Option<Folders>,
    /// This window's autosave slot (its lock held while the window runs).
    slot: Option<Slot>,
    /// What was last autosaved (so that unchanged games are not written again).
    saved_key: Option<(u64, usize, usize, usize)>,
    settings: Settings,
    /// An interrupted game found at start, waiting for "Resume" or "New game".
    pub resume: Option<Saved>,
    /// The outcome of the last file action, for the panel.
    pub message: Option<String>,
    /// Games opened from a file or a slot so far (the Games window closes on a new one).
    pub opened: u64,
    /// The saved files, for the Games window.
    pub files: Vec<PathBuf>,
    /// The autosave slots and the finished games kept, for the "Games" window.
    pub slots: Vec<SlotInfo>,
    /// Each recent game's file and what it was ("Asha against Juma, 40 moves, Juma won").
    pub recent: Vec<(PathBuf, String)>,
    resized: Option<(u32, u32)>,
    /// The language the messages are written in (the window's `Language`, followed).
    lang: Lang,
    /// The desktop's file chooser (Open, Save as, Export), and what the window asked of it.
    #[cfg(feature = "dialogs")]
    pub dialogs: super::dialogs::Dialogs,
    #[cfg(feature = "dialogs")]
    pub asked: Option<super::dialogs::Ask>,
}

impl Persist {
    /// The game's folders (none when the platform has no place for them).
    pub fn folders(&self) -> Option<&Folders> {
        self.folders.as_ref()
    }

    /// The number of this window's autosave slot.
    pub fn slot_number(&self) -> Option<u32> {
        self.slot.as_ref().map(|s| s.number)
    }

    /// Whether the player has ever chosen the window's language: not at the very first
    /// start, when the welcome asks.
    pub fn language_chosen(&self) -> bool {
        self.settings.language.is_some()
    }

    /// The lessons the settings record as done.
    pub fn lessons_done(&self) -> &[String] {
        &self.settings.lessons_done
    }

    /// The online server last used.
    pub fn online_server(&self) -> &str {
        &self.settings.online_server
    }

    /// Remembers the online server used (saved with the settings when it changes).
    pub fn remember_server(&mut self, server: &str) {
        if self.settings.online_server != server && server.len() <= 300 {
            let before = self.settings.clone();
            self.settings.online_server = server.to_string();
            save_settings(self, &before);
        }
    }

    /// Records a lesson as done and saves the settings (once per lesson).
    pub fn lesson_done(&mut self, id: &str) {
        let before = self.settings.clone();
        if self.settings.mark_lesson_done(id) {
            save_settings(self, &before);
        }
    }
}

/// Windowed play only: tests and screenshots never touch the player's files.
pub fn plugin(app: &mut App) {
    app.add_plugins(drop_plugin)
        .add_systems(PreStartup, load_on_start)
        .add_systems(
            Update,
            (autosave, remember_settings, remember_window, record_lessons).after(BaoSet::Turn),
        );
    #[cfg(feature = "dialogs")]
    app.add_systems(Update, run_dialogs.before(BaoSet::Turn));
}

/// Files dropped on the window (apart from the rest of the files' handling, so a headless
/// test can drop a file without touching the player's folders).
pub fn drop_plugin(app: &mut App) {
    app.init_resource::<Persist>()
        .add_message::<bevy::window::FileDragAndDrop>()
        .add_systems(Update, dropped_files.before(BaoSet::Turn));
}

/// A `.bao` or `.ron` file dropped on the window is opened as `bao FILE` opens one.
fn dropped_files(
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    mut p: ResMut<Persist>,
    mut out: MessageWriter<TurnCommand>,
) {
    for d in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = d {
            match path_buf.extension().and_then(|e| e.to_str()) {
                // The same care as the Games window: a damaged or partly illegal file of
                // the game's own is kept aside and salvaged, the game opens at its last
                // legal move.
                Some("bao" | "ron") => load(&mut p, path_buf, &mut out),
                _ => {
                    p.message = Some(fill(
                        p.lang,
                        "files.not_a_game_file",
                        &[("path", &path_buf.display().to_string())],
                    ))
                }
            }
        }
    }
}

/// Starts the chooser the Games window asked for, and acts on its answer.
#[cfg(feature = "dialogs")]
fn run_dialogs(
    mut p: ResMut<Persist>,
    game: Res<Game>,
    wake: Option<Res<crate::app::play::ai_task::Wake>>,
    mut out: MessageWriter<TurnCommand>,
) {
    use super::dialogs::{Answer, Ask};
    if let Some(ask) = p.asked.take() {
        let dir = p.folders.as_ref().map(saves_dir);
        let lang = p.lang;
        p.dialogs
            .ask(ask, dir, stamp(), wake.map(|w| w.clone()), lang);
        if p.dialogs.no_portal {
            p.message = Some(tr(p.lang, "files.no_chooser").into());
        }
    }
    let Some(answer) = p.dialogs.poll() else {
        return;
    };
    match answer {
        Answer::Chosen(Ask::Open, path) => load(&mut p, &path, &mut out),
        Answer::Chosen(ask, path) => {
            let bao = ask == Ask::Export || path.extension().is_some_and(|e| e == "bao");
            write_game(&mut p, &game, &path, bao);
        }
        Answer::Cancelled => {}
        Answer::NoPortal => p.message = Some(tr(p.lang, "files.no_chooser").into()),
    }
}

/// Writes the game to `path`: a `.bao` record (`bao`) or a saved game (RON).
#[cfg(feature = "dialogs")]
fn write_game(p: &mut Persist, game: &Game, path: &Path, bao: bool) {
    let Some(saved) = game.to_saved() else { return };
    let lang = p.lang;
    p.message = Some(if bao {
        match saved.game() {
            Some(g) => match g.export_bao() {
                Ok(text) => exported(lang, path, files::write_atomic(path, text.as_bytes())),
                Err(_) => tr(lang, "files.position_not_bao").into(),
            },
            None => tr(lang, "files.match_not_bao").into(),
        }
    } else {
        saved_as(lang, path, files::save(path, &saved))
    });
    refresh_lists(p);
}

/// "Exported to PATH" or why not.
pub fn exported(lang: Lang, path: &Path, r: Result<(), RecordError>) -> String {
    written(lang, path, r, "files.exported", "files.not_exported")
}

/// "Saved as PATH" or why not.
fn saved_as(lang: Lang, path: &Path, r: Result<(), RecordError>) -> String {
    written(lang, path, r, "files.saved_as", "files.not_saved")
}

/// The message `done` naming the path, or `failed` with the error in the language.
fn written(
    lang: Lang,
    path: &Path,
    r: Result<(), RecordError>,
    done: &str,
    failed: &str,
) -> String {
    match r {
        Ok(()) => fill(lang, done, &[("path", &path.display().to_string())]),
        Err(e) => fill(lang, failed, &[("error", &record_error(lang, &e))]),
    }
}

/// The window size the settings remember (read before the window opens).
pub fn saved_window_size() -> Option<(u32, u32)> {
    let folders = Folders::platform().ok()?;
    let (s, _) = folders.load_settings();
    Some((s.window.width, s.window.height))
}

fn setup_of(c: &NewGameChoice) -> Setup {
    let player = |p: &SavedPlayer| match p.control.level() {
        Some(level) => Player::Computer(level),
        None => Player::Human,
    };
    Setup {
        rules: c.rules(),
        names: c.players.clone().map(|p| p.name),
        players: [player(&c.players[0]), player(&c.players[1])],
        first_south: 0,
        kind: match c.length {
            MatchLength::Single => MatchKind::Single,
            MatchLength::BestOfThree => MatchKind::BestOfThree,
        },
    }
}

fn choice_of(s: &Setup) -> NewGameChoice {
    let player = |i: usize| match s.players[i] {
        Player::Human | Player::Remote => SavedPlayer::human(s.names[i].clone()),
        Player::Computer(l) => SavedPlayer::computer(s.names[i].clone(), l.number()),
    };
    NewGameChoice {
        variant: s.rules.variant,
        preset: s.rules.preset,
        players: [player(0), player(1)],
        length: match s.kind {
            MatchKind::Single => MatchLength::Single,
            MatchKind::BestOfThree => MatchLength::BestOfThree,
        },
    }
}

fn load_on_start(
    mut p: ResMut<Persist>,
    this_run: Option<Res<LangForThisRun>>,
    opening: Option<Res<OpenAtStart>>,
    mut view: ResMut<View>,
    mut game: ResMut<Game>,
    mut quality: ResMut<Quality>,
    #[cfg(feature = "sound")] sound: Option<ResMut<crate::app::play::sound::SoundSettings>>,
    mut access: ResMut<Access>,
    mut lang: ResMut<Language>,
) {
    let folders = match Folders::platform() {
        Ok(f) => f,
        Err(e) => {
            p.lang = this_run.as_ref().map_or(lang.0, |l| l.0);
            p.message = Some(fill(
                p.lang,
                "files.nothing_saved",
                &[("error", &record_error(p.lang, &e))],
            ));
            return;
        }
    };
    let mut notes = Vec::new();
    // A settings file that cannot be read is kept aside before the defaults are written.
    let (settings, warning) = folders.open_settings();
    if let Some(w) = warning {
        warn!("{w}");
        notes.push(w);
    }
    view.speed = settings.animation;
    view.show_counts = settings.show_pit_counts;
    view.show_hints = settings.show_hints;
    view.reduced_motion = settings.reduced_motion;
    view.show_coordinates = settings.show_coordinates;
    view.show_threats = settings.show_threats;
    quality.choice = settings.graphics;
    #[cfg(feature = "sound")]
    if let Some(mut sound) = sound {
        sound.volume = settings.volume.min(100);
        sound.mute = settings.mute;
    }
    access.load(&settings);
    lang.0 = this_run
        .map(|l| l.0)
        .or(settings.language)
        .unwrap_or_else(crate::game::words::i18n::Lang::from_env);
    p.lang = lang.0;
    // The last new-game choices start the first game.
    *game = Game::new(setup_of(&settings.new_game));
    // This window's slot, and its interrupted game (unfinished, with moves) to offer.
    // A file asked for on the command line opens in a free slot: the interrupted games wait
    // in theirs.
    let opened = if opening.is_some() {
        slots::open_for_file(&folders, p.lang)
    } else {
        slots::open(&folders, p.lang)
    };
    match opened {
        Ok(opened) => {
            if let Some(m) = opened.message() {
                warn!("{m}");
                notes.push(m);
            }
            p.resume = opened.offer;
            p.slot = opened.slot;
        }
        Err(e) => notes.push(fill(
            p.lang,
            "files.nothing_autosaved",
            &[("error", &record_error(p.lang, &e))],
        )),
    }
    if !notes.is_empty() {
        p.message = Some(notes.join(" "));
    }
    p.settings = settings;
    p.folders = Some(folders);
}

/// After every move (or undo, new game, loaded game) the autosave is written again.
fn autosave(game: Res<Game>, mut p: ResMut<Persist>) {
    if p.folders.is_none() || p.resume.is_some() {
        return; // never overwrite an interrupted game before the player has chosen
    }
    let key = (
        game.generation,
        game.session.index(),
        game.session.history().len(),
        game.matchplay.results.len(),
    );
    if p.saved_key == Some(key) {
        return;
    }
    p.saved_key = Some(key);
    let Some(saved) = game.to_saved() else { return };
    let folders = p.folders.clone().expect("checked above");
    // An online game in progress lives on the server and is resumed from the Games window
    // (its seat is kept on this machine): it is not offered back as a game between two
    // people here. Once it has ended (nobody moves any more) it is kept with the recent
    // games, for review and analysis, whatever ended it (a resignation, the clock too).
    let players = game.session.players();
    if players.contains(&Player::Remote) {
        if players == [Player::Remote; 2]
            && game.session.index() > 0
            && let Err(e) = slots::keep_recent(&folders, &saved)
        {
            p.message = Some(fill(
                p.lang,
                "files.finished_not_kept",
                &[("error", &record_error(p.lang, &e))],
            ));
        }
        return;
    }
    // A game without a move clears the slot: it is not offered back.
    if let Some(Err(e)) = p.slot.as_ref().map(|slot| slot.save(&saved)) {
        p.message = Some(fill(
            p.lang,
            "files.autosave_failed",
            &[("error", &record_error(p.lang, &e))],
        ));
    }
    // A finished game (or game of a match) is kept with the recent ones.
    if saved.game().is_some_and(|g| g.is_over())
        && let Err(e) = slots::keep_recent(&folders, &saved)
    {
        p.message = Some(fill(
            p.lang,
            "files.finished_not_kept",
            &[("error", &record_error(p.lang, &e))],
        ));
    }
}

fn remember_settings(
    view: Res<View>,
    mut chosen: MessageReader<NewGameChosen>,
    mut language: MessageReader<LanguageChosen>,
    quality: Res<Quality>,
    mut p: ResMut<Persist>,
    #[cfg(feature = "sound")] sound: Option<Res<crate::app::play::sound::SoundSettings>>,
    access: Res<Access>,
    lang: Res<Language>,
) {
    #[cfg(feature = "sound")]
    let sound_changed = sound.as_ref().is_some_and(|s| s.is_changed());
    #[cfg(not(feature = "sound"))]
    let sound_changed = false;
    if lang.is_changed() && p.lang != lang.0 {
        p.lang = lang.0;
    }
    // The new-game preferences change only by the new-game form (not by a record or a
    // saved game opened, nor by a lesson).
    let new_game = chosen.read().last().map(|c| choice_of(&c.0));
    // The language is remembered when the player chose it in the Settings; one set by
    // `--lang`, or followed from the system at the first start, is not.
    let chosen_language = language.read().last().map(|l| l.0);
    let changed = view.is_changed()
        || new_game.is_some()
        || chosen_language.is_some()
        || quality.is_changed()
        || access.is_changed()
        || sound_changed;
    if p.folders.is_none() || !changed {
        return;
    }
    let mut s = p.settings.clone();
    s.animation = view.speed;
    s.show_pit_counts = view.show_counts;
    s.show_hints = view.show_hints;
    s.graphics = quality.choice;
    s.reduced_motion = view.reduced_motion;
    s.show_coordinates = view.show_coordinates;
    s.show_threats = view.show_threats;
    #[cfg(feature = "sound")]
    if let Some(sound) = &sound {
        s.volume = sound.volume;
        s.mute = sound.mute;
    }
    access.store(&mut s);
    if let Some(c) = new_game {
        s.new_game = c;
    }
    if let Some(l) = chosen_language {
        s.language = Some(l);
    }
    if s != p.settings {
        let before = std::mem::replace(&mut p.settings, s);
        save_settings(&mut p, &before);
    }
}

fn remember_window(
    mut resized: MessageReader<WindowResized>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut p: ResMut<Persist>,
    time: Res<Time>,
    mut quiet_since: Local<f32>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if resized.read().last().is_some() {
        if let Ok(w) = window.single() {
            p.resized = Some((w.resolution.width() as u32, w.resolution.height() as u32));
            *quiet_since = time.elapsed_secs();
        }
    }
    // Write once the resizing has stopped for a second (frames go on until then: the
    // window is otherwise only drawn when something happens).
    if p.resized.is_some() {
        redraw.write(bevy::window::RequestRedraw);
    }
    if let Some((w, h)) = p.resized
        && time.elapsed_secs() - *quiet_since > 1.0
    {
        p.resized = None;
        if (w, h) != (p.settings.window.width, p.settings.window.height) && w > 200 && h > 200 {
            let before = p.settings.clone();
            p.settings.window.width = w;
            p.settings.window.height = h;
            save_settings(&mut p, &before);
        }
    }
}

/// Writes this window's settings changes (since `before`) into the settings file, over
/// what another window may have written there meanwhile, field by field.
fn save_settings(p: &mut Persist, before: &Settings) {
    let Some(f) = &p.folders else { return };
    // Under the settings file's lock: another window's save in between is kept.
    match f.save_settings_merged(before, &p.settings) {
        Ok(merged) => p.settings = merged,
        Err(e) => {
            p.message = Some(fill(
                p.lang,
                "files.settings_not_saved",
                &[("error", &record_error(p.lang, &e))],
            ))
        }
    }
}

pub fn saves_dir(f: &Folders) -> PathBuf {
    f.data.join("saves")
}

pub fn list_saves(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("ron" | "bao")))
                .filter(|p| !files::file_name(p).contains(files::UNREADABLE_MARK))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files.reverse(); // newest first: the names carry the time
    files
}

/// A file name for a new save: the time, so that names sort by age.
pub fn stamp() -> String {
    format!("bao-{}", files::timestamp(std::time::SystemTime::now()))
}

/// The folders whose files are the game's own (kept aside when unreadable); a file from
/// anywhere else is only read.
fn ours(p: &Persist, path: &Path) -> bool {
    p.folders.as_ref().is_some_and(|f| {
        let dir = path.parent().and_then(|d| d.canonicalize().ok());
        [saves_dir(f), f.recent_dir()]
            .iter()
            .any(|d| d.canonicalize().ok() == dir && dir.is_some())
    })
}

/// The language `--lang` asked for: this run speaks it from the first note on, and the
/// settings file does not remember it.
#[derive(Resource, Clone, Copy, Debug)]
pub struct LangForThisRun(pub Lang);

/// A game file to open at start (`bao FILE`: the desktop entry's `Exec=bao %f`).
#[derive(Resource)]
struct OpenAtStart(PathBuf);

/// Opens `path` in place of the first game, once the settings and the autosave are read (an
/// interrupted game is still offered back; "New game" there keeps the opened one).
pub fn open_at_start(app: &mut App, path: PathBuf) {
    app.insert_resource(OpenAtStart(path))
        .add_systems(PreStartup, open_file.after(load_on_start));
}

fn open_file(
    open: Res<OpenAtStart>,
    mut game: ResMut<Game>,
    mut p: ResMut<Persist>,
    lang: Res<Language>,
    this_run: Option<Res<LangForThisRun>>,
) {
    // `--lang` is applied at Startup, after this: its note is written in that language.
    let lang = this_run.map_or(lang.0, |l| l.0);
    match files::read_game_file_in(&open.0, lang)
        .and_then(|s| Game::restore(&s).map_err(|e| record_error(lang, &e)))
    {
        Ok(g) => {
            g.log_loaded();
            *game = g;
            p.message = Some(fill(
                lang,
                "files.opened",
                &[("path", &open.0.display().to_string())],
            ));
        }
        Err(e) => p.message = Some(fill(lang, "files.not_opened", &[("error", &e)])),
    }
}

/// The language of the window's words, followed by the messages (refreshing the lists,
/// whose lines are written in it); set only on a real change.
pub fn follow(p: &mut Persist, lang: Lang) {
    if p.lang != lang {
        p.lang = lang;
        refresh_lists(p);
    }
}

/// "2026-12-01 05:39" from a recent game's file name (`game-2026-12-01T05-39-59-000.ron`).
fn recent_time(path: &Path) -> String {
    let name = files::file_name(path);
    match name.get(5..21) {
        Some(t) => {
            let (day, time) = t.split_once('T').unwrap_or((t, ""));
            format!("{day} {}", time.replacen('-', ":", 1))
        }
        None => name,
    }
}

/// The Games window's lists read again: saved files, autosave slots, recent games.
pub fn refresh_lists(p: &mut Persist) {
    if let Some(f) = &p.folders {
        p.files = list_saves(&saves_dir(f));
        p.slots = slots::list(f);
        p.recent = slots::recent(f)
            .into_iter()
            .map(|path| {
                let what = match files::load_saved(&path) {
                    Ok(s) => format!("{}: {}", recent_time(&path), slots::describe(&s, p.lang)),
                    Err(e) => format!("{}: {e}", files::file_name(&path)),
                };
                (path, what)
            })
            .collect();
    }
}

pub fn save_now(p: &mut Persist, game: &Game) {
    let (Some(f), Some(saved)) = (&p.folders, game.to_saved()) else {
        return;
    };
    let path = saves_dir(f).join(format!("{}.ron", stamp()));
    p.message = Some(saved_as(p.lang, &path, files::save(&path, &saved)));
    p.files = list_saves(&saves_dir(f));
}

/// Goes on with the game in this window's own autosave (the game in progress before a
/// lesson or a position was put on the board).
pub fn take_own_slot(p: &mut Persist, saved: &Saved, out: &mut MessageWriter<TurnCommand>) {
    out.write(TurnCommand::Load(Box::new(saved.clone())));
    let file = p.slot.as_ref().map(|s| s.name()).unwrap_or_default();
    p.message = Some(fill(p.lang, "files.loaded", &[("path", &file)]));
    p.opened += 1;
    refresh_lists(p);
}

/// Goes on with another slot's interrupted game in this window; this window's unfinished
/// game goes into that slot in its place (so each game is kept, in one place only).
pub fn take_slot(
    p: &mut Persist,
    f: &Folders,
    n: u32,
    game: &Game,
    out: &mut MessageWriter<TurnCommand>,
) {
    let current = game.to_saved();
    match slots::take(f, n, current.as_ref()) {
        Ok(saved) => {
            out.write(TurnCommand::Load(Box::new(saved)));
            let lang = p.lang;
            let slot = p
                .slot
                .as_ref()
                .map_or(tr(lang, "files.no_autosave").into(), |s| s.name());
            let file = slots::slot_file(n);
            // Two whole sentences, not one with a clause glued in.
            p.message = Some(match current.filter(|c| c.has_moves() && !c.is_over()) {
                Some(_) => fill(
                    lang,
                    "files.loaded_slot_kept",
                    &[("file", &file), ("slot", &slot), ("kept", &file)],
                ),
                None => fill(
                    lang,
                    "files.loaded_slot",
                    &[("file", &file), ("slot", &slot)],
                ),
            });
            p.opened += 1;
        }
        Err(e) => {
            p.message = Some(fill(
                p.lang,
                "files.not_loaded",
                &[("error", &record_error(p.lang, &e))],
            ))
        }
    }
    refresh_lists(p);
}

pub fn load(p: &mut Persist, path: &Path, out: &mut MessageWriter<TurnCommand>) {
    // One of the game's own files that cannot be read is kept aside (salvaged when only its
    // moves turn illegal); a file from anywhere else is only read.
    let opened = slots::open_file(path, ours(p, path), p.lang);
    p.message = Some(opened.message);
    if let Some(saved) = opened.saved {
        out.write(TurnCommand::Load(Box::new(saved)));
        p.opened += 1;
    }
    refresh_lists(p);
}

/// A lesson solved on the board is recorded in the settings (once per lesson).
fn record_lessons(mut solved: MessageReader<LessonDone>, mut p: ResMut<Persist>) {
    for LessonDone(id) in solved.read() {
        p.lesson_done(id);
    }
}
