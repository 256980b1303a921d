//! The "Move explained" window: the move that led to the position on the board (the one
//! picked in the history, or the last one played), sentence by sentence from its rules trace.
use super::PANEL_WIDTH;
use super::text::{Link, explanation_ui};
use crate::app::play::turn::Game;
use crate::game::explain::explain_move;
use crate::game::i18n::{Lang, fill, tr};
use crate::game::words;
use bevy::prelude::*;
use bevy_egui::egui;

/// The Explain window's own state.
#[derive(Resource, Default)]
pub struct ExplainWindow {
    pub open: bool,
}

impl ExplainWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "learn.button.explain"))
            .on_hover_text(tr(lang, "learn.button.explain_hover"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    pub fn show(&mut self, ctx: &egui::Context, game: &Game, term: &mut Option<Link>, lang: Lang) {
        if !self.open {
            return;
        }
        let mut open = true;
        let at = game.viewing.unwrap_or(game.session.index());
        egui::Window::new(tr(lang, "learn.window.explain"))
            .id(egui::Id::new("explain_window"))
            .open(&mut open)
            .default_pos(egui::pos2(PANEL_WIDTH + 20.0, 10.0))
            .default_width(400.0)
            .show(ctx, |ui| {
                if at == 0 {
                    ui.label(tr(lang, "learn.explain.no_move"));
                    return;
                }
                let m = &game.session.history()[at - 1];
                ui.weak(fill(
                    lang,
                    "learn.explain.move",
                    &[
                        ("n", &at.to_string()),
                        ("side", words::side(lang, m.side())),
                    ],
                ));
                match explain_move(lang, &m.before, &m.successor.mv) {
                    Ok(e) => {
                        egui::ScrollArea::vertical()
                            .max_height(360.0)
                            .show(ui, |ui| {
                                explanation_ui(ui, &e, game.session.rules().variant, term, lang)
                            });
                    }
                    Err(e) => {
                        ui.label(words::illegal(lang, &e));
                    }
                }
            });
        if !open {
            self.open = false;
        }
    }
}
