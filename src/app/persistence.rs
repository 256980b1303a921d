//! Nothing is lost: the game is autosaved after every move, an interrupted game is offered
//! back at start, games are saved and loaded (RON) and imported / exported as `.bao`
//! records, and the settings are remembered. Files live in the platform's data and config
//! folders (`game::files`); a file that does not load is refused with its reason and the
//! game in progress is left alone.
use super::animation::Settings as View;
use super::turn::{Game, Setup, TurnCommand};
use crate::game::files::{self, Folders};
use crate::game::matchplay::MatchKind;
use crate::game::record::{Player as SavedPlayer, Saved, SavedGame};
use crate::game::session::Player;
use crate::game::settings::{MatchLength, NewGameChoice, Settings};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::egui;
use std::path::{Path, PathBuf};

/// The files of the game and what the panel shows of them.
#[derive(Resource, Default)]
pub struct Persist {
    folders: Option<Folders>,
    /// What was last autosaved (so that unchanged games are not written again).
    saved_key: Option<(u64, usize, usize, usize)>,
    settings: Settings,
    /// An interrupted game found at start, waiting for "Resume" or "New game".
    pub resume: Option<Saved>,
    /// The outcome of the last file action, for the panel.
    pub message: Option<String>,
    /// The "Games" window: saved files and a path for `.bao` import / export.
    pub games_open: bool,
    pub path_text: String,
    pub files: Vec<PathBuf>,
    resized: Option<(u32, u32)>,
}

impl Persist {
    /// The lessons the settings record as done (issue 9).
    pub fn lessons_done(&self) -> &[String] {
        &self.settings.lessons_done
    }

    /// Records a lesson as done and saves the settings (once per lesson).
    pub fn lesson_done(&mut self, id: &str) {
        if self.settings.mark_lesson_done(id) {
            save_settings(self);
        }
    }
}

/// Windowed play only: tests and screenshots never touch the player's files.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Persist>()
        .add_systems(PreStartup, load_on_start)
        .add_systems(
            Update,
            (autosave, remember_settings, remember_window).after(super::BaoSet::Turn),
        );
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
        Player::Human => SavedPlayer::human(s.names[i].clone()),
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

fn load_on_start(mut p: ResMut<Persist>, mut view: ResMut<View>, mut game: ResMut<Game>) {
    let folders = match Folders::platform() {
        Ok(f) => f,
        Err(e) => {
            p.message = Some(format!("Nothing will be saved: {e}"));
            return;
        }
    };
    let (settings, warning) = folders.load_settings();
    if let Some(w) = warning {
        warn!("{w}");
        p.message = Some(w);
    }
    view.speed = settings.animation;
    view.show_counts = settings.show_pit_counts;
    view.show_hints = settings.show_hints;
    // The last new-game choices start the first game.
    *game = Game::new(setup_of(&settings.new_game));
    match folders.load_autosave() {
        Ok(Some(saved)) if !finished(&saved) => p.resume = Some(saved),
        Ok(_) => {}
        Err(e) => p.message = Some(format!("The autosave could not be read: {e}")),
    }
    p.settings = settings;
    p.folders = Some(folders);
}

fn finished(saved: &Saved) -> bool {
    match saved {
        Saved::Game(g) => g.is_over(),
        Saved::Match(m) => m.is_over(),
    }
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
    let folders = p.folders.as_ref().expect("checked above");
    if let Err(e) = folders.save_autosave(&saved) {
        p.message = Some(format!("Autosave failed: {e}"));
    }
}

fn remember_settings(view: Res<View>, game: Res<Game>, mut p: ResMut<Persist>) {
    if p.folders.is_none() || !(view.is_changed() || game.is_changed()) {
        return;
    }
    let mut s = p.settings.clone();
    s.animation = view.speed;
    s.show_pit_counts = view.show_counts;
    s.show_hints = view.show_hints;
    s.new_game = choice_of(&game.setup);
    if s != p.settings {
        p.settings = s;
        save_settings(&mut p);
    }
}

fn remember_window(
    mut resized: MessageReader<WindowResized>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut p: ResMut<Persist>,
    time: Res<Time>,
    mut quiet_since: Local<f32>,
) {
    if resized.read().last().is_some() {
        if let Ok(w) = window.single() {
            p.resized = Some((w.resolution.width() as u32, w.resolution.height() as u32));
            *quiet_since = time.elapsed_secs();
        }
    }
    // Write once the resizing has stopped for a second.
    if let Some((w, h)) = p.resized
        && time.elapsed_secs() - *quiet_since > 1.0
    {
        p.resized = None;
        if (w, h) != (p.settings.window.width, p.settings.window.height) && w > 200 && h > 200 {
            p.settings.window.width = w;
            p.settings.window.height = h;
            save_settings(&mut p);
        }
    }
}

fn save_settings(p: &mut Persist) {
    if let Some(f) = &p.folders
        && let Err(e) = f.save_settings(&p.settings)
    {
        p.message = Some(format!("Settings not saved: {e}"));
    }
}

fn saves_dir(f: &Folders) -> PathBuf {
    f.data.join("saves")
}

fn list_saves(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("ron" | "bao")))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files.reverse(); // newest first: the names carry the time
    files
}

/// A file name for a new save: the time, so that names sort by age.
fn stamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "bao-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Reads a saved game (`.ron`) or a game record (`.bao`).
fn read_any(path: &Path) -> Result<Saved, String> {
    if path.extension().and_then(|e| e.to_str()) == Some("bao") {
        let text = files::read_text(path).map_err(|e| e.to_string())?;
        SavedGame::from_bao(&text)
            .map(Saved::Game)
            .map_err(|e| format!("{}: {e}", path.display()))
    } else {
        files::load_saved(path).map_err(|e| e.to_string())
    }
}

/// The panel's file buttons: "Save" and "Games...".
pub fn buttons(ui: &mut egui::Ui, p: &mut Persist, game: &Game) {
    let can_save = p.folders.is_some() && game.to_saved().is_some();
    if ui
        .add_enabled(can_save, egui::Button::new("Save"))
        .on_hover_text("Save this game into your saved games")
        .clicked()
    {
        save_now(p, game);
    }
    if ui.selectable_label(p.games_open, "Games...").clicked() {
        p.games_open = !p.games_open;
        if let Some(f) = &p.folders {
            p.files = list_saves(&saves_dir(f));
        }
    }
}

fn save_now(p: &mut Persist, game: &Game) {
    let (Some(f), Some(saved)) = (&p.folders, game.to_saved()) else {
        return;
    };
    let path = saves_dir(f).join(format!("{}.ron", stamp()));
    p.message = Some(match files::save(&path, &saved) {
        Ok(()) => format!("Saved as {}", path.display()),
        Err(e) => format!("Not saved: {e}"),
    });
    p.files = list_saves(&saves_dir(f));
}

/// The resume question and the "Games" window.
pub fn windows(
    ctx: &egui::Context,
    p: &mut Persist,
    game: &Game,
    out: &mut MessageWriter<TurnCommand>,
) {
    if let Some(saved) = p.resume.clone() {
        let summary = match &saved {
            Saved::Game(g) => format!(
                "{} against {}, {} moves played.",
                g.players[0].name,
                g.players[1].name,
                g.moves.len()
            ),
            Saved::Match(m) => format!(
                "Best of three, {} against {}, {} - {}.",
                m.players[0].name,
                m.players[1].name,
                m.tally()[0],
                m.tally()[1]
            ),
        };
        egui::Window::new("Resume your game?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(120.0, 0.0))
            .show(ctx, |ui| {
                ui.label("A game was interrupted.");
                ui.label(summary);
                ui.horizontal(|ui| {
                    if ui.button(egui::RichText::new("Resume").strong()).clicked() {
                        out.write(TurnCommand::Load(Box::new(saved.clone())));
                        p.resume = None;
                    }
                    if ui.button("New game").clicked() {
                        p.resume = None;
                    }
                });
            });
    }
    if !p.games_open {
        return;
    }
    let mut open = true;
    egui::Window::new("Games")
        .open(&mut open)
        .collapsible(false)
        .default_pos(egui::pos2(super::panel::PANEL_WIDTH + 40.0, 80.0))
        .default_width(420.0)
        .show(ctx, |ui| {
            let Some(f) = p.folders.clone() else {
                ui.label("No folder to keep games in.");
                return;
            };
            ui.label(format!("Saved games in {}", saves_dir(&f).display()));
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .show(ui, |ui| {
                    if p.files.is_empty() {
                        ui.weak("none yet: \"Save\" keeps the game here");
                    }
                    for path in p.files.clone() {
                        let name = path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        ui.horizontal(|ui| {
                            if ui.button("Load").clicked() {
                                load(p, &path, out);
                            }
                            ui.monospace(name);
                        });
                    }
                });
            ui.separator();
            ui.label("A .bao record or a saved game (.ron) from anywhere:");
            ui.text_edit_singleline(&mut p.path_text);
            ui.horizontal(|ui| {
                let path = PathBuf::from(p.path_text.trim());
                if ui.button("Open").clicked() && !p.path_text.trim().is_empty() {
                    load(p, &path, out);
                }
                let saved = game.to_saved();
                if ui
                    .add_enabled(
                        saved.as_ref().and_then(|s| s.game()).is_some(),
                        egui::Button::new("Export .bao"),
                    )
                    .on_hover_text("Write the current game as a .bao record to this path")
                    .clicked()
                    && let Some(g) = saved.as_ref().and_then(|s| s.game())
                {
                    let target = if path.as_os_str().is_empty() {
                        saves_dir(&f).join(format!("{}.bao", stamp()))
                    } else {
                        path.clone()
                    };
                    p.message = Some(match files::write_atomic(&target, g.to_bao().as_bytes()) {
                        Ok(()) => format!("Exported to {}", target.display()),
                        Err(e) => format!("Not exported: {e}"),
                    });
                    p.files = list_saves(&saves_dir(&f));
                }
            });
            if let Some(m) = &p.message {
                ui.separator();
                ui.label(m);
            }
        });
    if !open {
        p.games_open = false;
    }
}

fn load(p: &mut Persist, path: &Path, out: &mut MessageWriter<TurnCommand>) {
    match read_any(path) {
        Ok(saved) => {
            out.write(TurnCommand::Load(Box::new(saved)));
            p.message = Some(format!("Loaded {}", path.display()));
            p.games_open = false;
        }
        Err(e) => p.message = Some(format!("Not loaded: {e}")),
    }
}
