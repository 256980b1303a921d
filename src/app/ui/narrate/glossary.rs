//! A glossary entry in its own small window, opened by a linked word of any teaching text;
//! its own links open the next entry in its place.
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::text::{Link, spans_ui};
use crate::game::teach::narrate::rulebook::{self, markup};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::rules::Variant;
use bevy::prelude::*;
use bevy_egui::egui;

/// The glossary window's own state: the entry open, if any.
#[derive(Resource, Default)]
pub struct GlossaryWindow {
    pub term: Option<String>,
}

impl GlossaryWindow {
    /// Shows the entry (set by a link of the windows drawn before it this frame); a link in
    /// the entry opens that entry, closing the window clears it. Returns the rules section
    /// its "read the rules" link asked for.
    pub fn show(&mut self, ctx: &egui::Context, playing: Variant, lang: Lang) -> Option<String> {
        let Some(key) = self.term.clone() else {
            return None;
        };
        let mut section = None;
        let right = ctx.viewport_rect().right();
        let mut open = true;
        let mut next = None;
        egui::Window::new(tr(lang, "learn.window.glossary"))
            .id(egui::Id::new("glossary_entry"))
            .open(&mut open)
            .collapsible(false)
            .default_pos(egui::pos2((right - 740.0).max(PANEL_WIDTH + 20.0), 300.0))
            .default_width(320.0)
            .show(ctx, |ui| match rulebook::term(lang, &key) {
                Some(t) => {
                    ui.label(egui::RichText::new(&t.word).size(18.0).strong());
                    // A Kiswahili word's literal sense ("head" for kichwa); an English
                    // headword (lap, relay) has none to give.
                    if rulebook::is_bao_term(&key) {
                        ui.weak(fill(lang, "learn.literally", &[("literal", &t.literal)]));
                    }
                    let mut link = None;
                    spans_ui(ui, &markup(&t.meaning), &mut link, lang);
                    if let Some(Link::Term(k)) = link {
                        next = Some(k);
                    }
                    if let Some(s) = rulebook::section_for_term(lang, playing, &key)
                        && ui
                            .link(fill(lang, "learn.read_section", &[("section", &s.title)]))
                            .clicked()
                    {
                        section = Some(s.id.clone());
                    }
                }
                None => {
                    ui.label(fill(lang, "learn.not_in_glossary", &[("term", &key)]));
                }
            });
        self.term = if !open { None } else { next.or(Some(key)) };
        section
    }
}
