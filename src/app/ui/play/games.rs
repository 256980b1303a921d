//! The Games window: the interrupted games of every window's autosave, the recent finished
//! games, the saved files, and opening, saving and exporting from anywhere (the desktop's file
//! chooser, or a path field where it has none). The files themselves are `persist`'s.
use super::persist::{
    Persist, exported, follow, list_saves, load, refresh_lists, save_now, saves_dir, stamp,
    take_own_slot, take_slot,
};
use crate::app::play::turn::{Game, TurnCommand};
use crate::app::ui::PANEL_WIDTH;
use crate::game::records::files::{self, Folders};
use crate::game::records::slots::{Content, SlotInfo};
use crate::game::words::i18n::{Lang, fill, tr};
use bevy::prelude::*;
use bevy_egui::egui;
use std::path::PathBuf;

/// The Games window's own state: open or not, and the path typed for import / export.
#[derive(Resource, Default)]
pub struct GamesWindow {
    pub open: bool,
    pub path_text: String,
    /// `Persist::opened` when last seen: a game opened since closes the window.
    seen_opened: u64,
    /// The online games held here, as listed (ours to move first).
    #[cfg(feature = "online")]
    pub online_rows: Vec<crate::game::records::seats::Seat>,
    /// The online game asked to be resumed.
    #[cfg(feature = "online")]
    pub resume_asked: Option<crate::game::records::seats::Seat>,
}

/// What one frame of the window works with.
struct Ctx<'a, 'w> {
    p: &'a mut Persist,
    game: &'a Game,
    out: &'a mut MessageWriter<'w, TurnCommand>,
    lang: Lang,
}

impl GamesWindow {
    /// The panel's file buttons: "Save" and "Games...".
    pub fn buttons(&mut self, ui: &mut egui::Ui, p: &mut Persist, game: &Game, lang: Lang) {
        follow(p, lang);
        let can_save = p.folders().is_some() && game.to_saved().is_some();
        if ui
            .add_enabled(can_save, egui::Button::new(tr(lang, "files.save")))
            .on_hover_text(tr(lang, "files.save_hover"))
            .on_disabled_hover_text(tr(lang, "files.save_not_a_game"))
            .clicked()
        {
            save_now(p, game);
        }
        if ui
            .selectable_label(self.open, tr(lang, "files.games"))
            .clicked()
        {
            self.open = !self.open;
            self.seen_opened = p.opened;
            refresh_lists(p);
        }
    }

    pub fn show(
        &mut self,
        ctx: &egui::Context,
        p: &mut Persist,
        game: &Game,
        out: &mut MessageWriter<TurnCommand>,
        lang: Lang,
    ) {
        follow(p, lang);
        // A game opened (here or by a drop) closes the window.
        if p.opened != self.seen_opened {
            self.seen_opened = p.opened;
            self.open = false;
        }
        if !self.open {
            return;
        }
        let mut open = true;
        let mut c = Ctx { p, game, out, lang };
        egui::Window::new(tr(lang, "files.games.title"))
            .id(egui::Id::new("games_window"))
            .open(&mut open)
            .collapsible(false)
            .default_pos(egui::pos2(PANEL_WIDTH + 40.0, 80.0))
            .default_width(420.0)
            .show(ctx, |ui| {
                let Some(f) = c.p.folders().cloned() else {
                    ui.label(tr(lang, "files.no_folder"));
                    return;
                };
                #[cfg(feature = "online")]
                if !self.online_rows.is_empty() {
                    self.online(ui, lang);
                    ui.separator();
                }
                c.interrupted(ui, &f);
                ui.separator();
                c.recent(ui);
                ui.separator();
                c.saved(ui, &f);
                ui.separator();
                self.from_anywhere(ui, &mut c, &f);
            });
        if !open {
            self.open = false;
        }
    }

    /// The online games: the friend, whose turn, Resume.
    #[cfg(feature = "online")]
    fn online(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.label(egui::RichText::new(tr(lang, "online.games")).strong());
        egui::ScrollArea::vertical()
            .id_salt("online_games")
            .max_height(160.0)
            .show(ui, |ui| {
                for s in &self.online_rows {
                    let key = if s.over {
                        "online.games.over"
                    } else if s.our_turn {
                        "online.games.your_turn"
                    } else {
                        "online.games.their_turn"
                    };
                    ui.horizontal(|ui| {
                        if ui.button(tr(lang, "online.games.resume")).clicked() {
                            self.resume_asked = Some(s.clone());
                            self.open = false;
                        }
                        let text = fill(lang, key, &[("name", &s.opponent)]);
                        if s.our_turn && !s.over {
                            ui.label(egui::RichText::new(text).strong());
                        } else {
                            ui.label(text);
                        }
                    });
                }
            });
    }

    /// Open, save and export from anywhere: the desktop's chooser where it has one, the
    /// path field where it has not.
    fn from_anywhere(&mut self, ui: &mut egui::Ui, c: &mut Ctx, f: &Folders) {
        let lang = c.lang;
        #[cfg(feature = "dialogs")]
        if !c.p.dialogs.no_portal {
            let saved = c.game.to_saved();
            let can_export = saved
                .as_ref()
                .and_then(|s| s.game())
                .is_some_and(|g| g.exports_as_bao());
            ui.label(tr(lang, "files.from_anywhere"));
            c.p.asked =
                super::dialogs::buttons(ui, &c.p.dialogs, saved.is_some(), can_export, lang)
                    .or(c.p.asked);
            ui.weak(tr(lang, "files.or_drop"));
            c.message(ui);
            return;
        }
        ui.label(tr(lang, "files.from_anywhere"));
        ui.text_edit_singleline(&mut self.path_text);
        ui.horizontal(|ui| {
            let path = PathBuf::from(self.path_text.trim());
            if ui.button(tr(lang, "files.open")).clicked() && !self.path_text.trim().is_empty() {
                load(c.p, &path, c.out);
            }
            let saved = c.game.to_saved();
            if ui
                .add_enabled(
                    saved
                        .as_ref()
                        .and_then(|s| s.game())
                        .is_some_and(|g| g.exports_as_bao()),
                    egui::Button::new(tr(lang, "files.export_bao")),
                )
                .on_hover_text(tr(lang, "files.export_hover_path"))
                .on_disabled_hover_text(tr(lang, "files.position_not_bao"))
                .clicked()
                && let Some(g) = saved.as_ref().and_then(|s| s.game())
            {
                let target = if path.as_os_str().is_empty() {
                    saves_dir(f).join(format!("{}.bao", stamp()))
                } else {
                    path.clone()
                };
                c.p.message = Some(match g.export_bao() {
                    Ok(text) => {
                        exported(lang, &target, files::write_atomic(&target, text.as_bytes()))
                    }
                    Err(_) => tr(lang, "files.position_not_bao").into(),
                });
                c.p.files = list_saves(&saves_dir(f));
            }
        });
        c.message(ui);
    }
}

impl Ctx<'_, '_> {
    /// The interrupted games of every window's autosave; this window's own is greyed.
    fn interrupted(&mut self, ui: &mut egui::Ui, f: &Folders) {
        let lang = self.lang;
        ui.label(egui::RichText::new(tr(lang, "files.interrupted")).strong());
        let mine = self.p.slot_number();
        let interrupted: Vec<SlotInfo> = self
            .p
            .slots
            .iter()
            .filter(|s| !matches!(&s.content, Content::Saved(g) if g.is_over()))
            .cloned()
            .collect();
        if interrupted.is_empty() {
            ui.weak(tr(lang, "files.none"));
        }
        for info in interrupted {
            ui.horizontal(|ui| {
                let loadable = !info.in_use && matches!(info.content, Content::Saved(_));
                if Some(info.number) == mine {
                    // This window's own autosave (after a lesson or a position, the game
                    // that was in progress): it opens here too.
                    if let Content::Saved(saved) = &info.content
                        && ui
                            .button(tr(lang, "files.load"))
                            .on_hover_text(tr(lang, "files.load_hover"))
                            .clicked()
                    {
                        take_own_slot(self.p, saved, self.out);
                    }
                    ui.weak(tr(lang, "files.this_window"));
                } else if info.in_use {
                    ui.weak(tr(lang, "files.in_use"));
                } else if ui
                    .add_enabled(loadable, egui::Button::new(tr(lang, "files.load")))
                    .on_hover_text(tr(lang, "files.load_hover"))
                    .clicked()
                {
                    take_slot(self.p, f, info.number, self.game, self.out);
                }
                ui.label(info.describe(lang));
            });
        }
    }

    /// The recent finished games.
    fn recent(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang;
        ui.label(egui::RichText::new(tr(lang, "files.recent")).strong());
        egui::ScrollArea::vertical()
            .id_salt("recent")
            .max_height(140.0)
            .show(ui, |ui| {
                if self.p.recent.is_empty() {
                    ui.weak(tr(lang, "files.recent_none"));
                }
                for (path, what) in self.p.recent.clone() {
                    ui.horizontal(|ui| {
                        if ui.button(tr(lang, "files.load")).clicked() {
                            load(self.p, &path, self.out);
                        }
                        ui.label(what);
                    });
                }
            });
    }

    /// The saved files, newest first.
    fn saved(&mut self, ui: &mut egui::Ui, f: &Folders) {
        let lang = self.lang;
        ui.label(fill(
            lang,
            "files.saved_in",
            &[("dir", &saves_dir(f).display().to_string())],
        ));
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .show(ui, |ui| {
                if self.p.files.is_empty() {
                    ui.weak(tr(lang, "files.saved_none"));
                }
                for path in self.p.files.clone() {
                    let name = path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    ui.horizontal(|ui| {
                        if ui.button(tr(lang, "files.load")).clicked() {
                            load(self.p, &path, self.out);
                        }
                        ui.monospace(name);
                    });
                }
            });
    }

    /// The outcome of the last file action.
    fn message(&self, ui: &mut egui::Ui) {
        if let Some(m) = &self.p.message {
            ui.separator();
            ui.label(m);
        }
    }
}
