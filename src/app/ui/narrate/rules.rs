//! The Rules window: the rules of one variant in short sections, each with its example drawn
//! as a small board, and the glossary of the Kiswahili words.
use super::diagram::{board_diagram, legend};
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::text::{Link, spans_ui};
use crate::game::teach::narrate::rulebook::{self, Section, markup};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::rules::Variant;
use bevy::prelude::*;
use bevy_egui::egui;

/// The Rules window's own state.
#[derive(Resource, Default)]
pub struct RulesWindow {
    pub open: bool,
    /// The variant whose rules it shows (the game's, until the reader picks another).
    pub variant: Option<Variant>,
    /// Sections a link asked for: opened, the first scrolled into view, on the next frame.
    focus: Vec<String>,
}

impl RulesWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "learn.button.rules"))
            .on_hover_text(tr(lang, "learn.button.rules_hover"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    /// Opens the window at these sections (a link's target).
    pub fn open_at(&mut self, ids: Vec<String>) {
        self.open = true;
        self.focus = ids;
    }

    /// `playing` is the variant of the game on the board.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        playing: Variant,
        term: &mut Option<Link>,
        lang: Lang,
    ) {
        if !self.open {
            return;
        }
        let mut open = true;
        let room = (ctx.viewport_rect().height() - 160.0).clamp(200.0, 520.0);
        let variant = *self.variant.get_or_insert(playing);
        let mut chosen = variant;
        egui::Window::new(tr(lang, "learn.window.rules"))
            .id(egui::Id::new("rules_window"))
            .open(&mut open)
            .default_pos(egui::pos2(PANEL_WIDTH + 20.0, 40.0))
            // A reader's room at once, as tall as the screen allows (egui's windows are
            // 420 points high unless told: the sections and their boards scrolled in a slot).
            .default_size([420.0, room + 90.0])
            .resizable([true, false])
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    for v in Variant::ALL {
                        ui.radio_value(&mut chosen, v, v.name());
                    }
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let focus = std::mem::take(&mut self.focus);
                        for s in rulebook::sections_for(lang, variant) {
                            let wanted = focus.contains(&s.id);
                            let shown = egui::CollapsingHeader::new(&s.title)
                                .id_salt(("rules", &s.id, variant.json()))
                                .open(wanted.then_some(true))
                                .show(ui, |ui| section(ui, s, term, lang));
                            if focus.first() == Some(&s.id) {
                                shown.header_response.scroll_to_me(Some(egui::Align::TOP));
                            }
                        }
                        marks_legend(ui, variant, lang);
                        ui.separator();
                        glossary_list(ui, variant, term, lang);
                    });
            });
        self.variant = Some(chosen);
        if !open {
            self.open = false;
        }
    }
}

/// One section: its text, its rule ids, and its example drawn.
fn section(ui: &mut egui::Ui, s: &Section, term: &mut Option<Link>, lang: Lang) {
    spans_ui(ui, &markup(&s.text), term, lang);
    let Some(d) = &s.diagram else { return };
    let rules = crate::rules::Rules::new(s.variants[0], crate::rules::Preset::MancalaWorld);
    if let Some(pos) = rules.ok().and_then(|r| d.setup.position(r).ok()) {
        let arrow = d.arrow.as_deref();
        board_diagram(ui, &pos, arrow, lang);
        if let Some(mv) = &d.arrow {
            ui.weak(fill(lang, "learn.move_shown", &[("move", mv)]));
        }
        legend(ui, &pos, arrow, lang);
    }
}

/// The glossary's words of `variant`, each a link to its entry.
fn glossary_list(ui: &mut egui::Ui, variant: Variant, term: &mut Option<Link>, lang: Lang) {
    egui::CollapsingHeader::new(tr(lang, "learn.glossary"))
        .id_salt("glossary")
        .show(ui, |ui| {
            for (key, t) in rulebook::glossary_for(lang, variant) {
                ui.horizontal_wrapped(|ui| {
                    if ui.link(egui::RichText::new(&t.word).strong()).clicked() {
                        *term = Some(Link::Term(key.clone()));
                    }
                    if rulebook::is_bao_term(key) {
                        ui.weak(format!("({})", t.literal));
                    }
                });
            }
        });
}

/// What each mark on the board means (also told on hover over a pit).
fn marks_legend(ui: &mut egui::Ui, variant: Variant, lang: Lang) {
    egui::CollapsingHeader::new(tr(lang, "board.marks"))
        .id_salt("board_marks")
        .show(ui, |ui| {
            if variant != Variant::Kujifunza {
                ui.label(fill(
                    lang,
                    "learn.diagram.house",
                    &[("house", variant.house_name())],
                ));
            }
            ui.label(tr(lang, "board.can_start"));
            if variant != Variant::Kujifunza {
                ui.label(fill(
                    lang,
                    "board.blocked",
                    &[("block", variant.block_name())],
                ));
            }
            ui.label(tr(lang, "board.last_start"));
            ui.label(tr(lang, "board.last_capture"));
        });
}
