//! Teaching text in egui: the markup's linked words (a click opens the glossary entry) and a
//! move's explanation, sentence by sentence with the rule each names.
use crate::game::teach::narrate::explain::{Explanation, Sentence};
use crate::game::teach::narrate::rulebook::{Span, reference_titles, sections_cited};
use crate::game::words::i18n::{Lang, tr};
use crate::rules::Variant;
use bevy_egui::egui;

/// What a link in a teaching text opens: a glossary entry, or the Rules window at a section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Term(String),
    Section(String),
}

/// Text in the teaching markup, its linked words clickable (they open the glossary).
pub fn spans_ui(ui: &mut egui::Ui, spans: &[Span], term: &mut Option<Link>, lang: Lang) {
    ui.horizontal_wrapped(|ui| spans_inline(ui, spans, term, lang));
}

/// The spans laid out in the row the caller opened.
fn spans_inline(ui: &mut egui::Ui, spans: &[Span], term: &mut Option<Link>, lang: Lang) {
    ui.spacing_mut().item_spacing.x = 0.0;
    for s in spans {
        match &s.term {
            Some(key) => {
                if ui
                    .link(&s.text)
                    .on_hover_text(tr(lang, "learn.open_term"))
                    .clicked()
                {
                    *term = Some(Link::Term(key.clone()));
                }
            }
            None => {
                ui.label(&s.text);
            }
        }
    }
}

/// A move explained: its notation, then each sentence with the rule it applies, named by
/// the Rules window's section ("Capturing"), not by an id of a document the player does not
/// have.
pub fn explanation_ui(
    ui: &mut egui::Ui,
    e: &Explanation,
    variant: Variant,
    term: &mut Option<Link>,
    lang: Lang,
) {
    ui.label(egui::RichText::new(&e.notation).monospace().strong());
    sentences_ui(ui, &e.sentences, variant, term, lang);
}

/// Sentences of an explanation, each with the rules section it applies as a link.
pub fn sentences_ui(
    ui: &mut egui::Ui,
    sentences: &[Sentence],
    variant: Variant,
    term: &mut Option<Link>,
    lang: Lang,
) {
    for s in sentences {
        let sections = s
            .rule
            .filter(|r| reference_titles(lang, variant, r).is_some())
            .map(|r| sections_cited(lang, variant, r))
            .unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            spans_inline(ui, &s.spans, term, lang);
            ui.add_space(6.0);
            // The rule a sentence applies: its section's title, a link that opens it. The
            // spans above set no spacing between items: two titles are kept apart by a dot.
            for (k, section) in sections.iter().enumerate() {
                if k > 0 {
                    ui.weak(" · ");
                }
                if ui
                    .link(egui::RichText::new(&section.title).small())
                    .on_hover_text(tr(lang, "learn.open_section"))
                    .clicked()
                {
                    *term = Some(Link::Section(section.id.clone()));
                }
            }
            if sections.is_empty()
                && let Some(label) = &s.rule_label
            {
                ui.weak(format!("({label})"));
            }
        });
    }
}
