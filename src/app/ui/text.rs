//! Teaching text in egui: the markup's linked words (a click opens the glossary entry) and a
//! move's explanation, sentence by sentence with the rule each names.
use crate::game::explain::Explanation;
use crate::game::i18n::{Lang, tr};
use crate::game::rulebook::{Span, reference_titles};
use crate::rules::Variant;
use bevy_egui::egui;

/// Text in the teaching markup, its linked words clickable (they open the glossary).
pub fn spans_ui(ui: &mut egui::Ui, spans: &[Span], term: &mut Option<String>, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for s in spans {
            match &s.term {
                Some(key) => {
                    if ui
                        .link(&s.text)
                        .on_hover_text(tr(lang, "learn.open_term"))
                        .clicked()
                    {
                        *term = Some(key.clone());
                    }
                }
                None => {
                    ui.label(&s.text);
                }
            }
        }
    });
}

/// A move explained: its notation, then each sentence with the rule it applies, named by
/// the Rules window's section ("Capturing"), not by an id of a document the player does not
/// have.
pub fn explanation_ui(
    ui: &mut egui::Ui,
    e: &Explanation,
    variant: Variant,
    term: &mut Option<String>,
    lang: Lang,
) {
    ui.label(egui::RichText::new(&e.notation).monospace().strong());
    for s in &e.sentences {
        let mut spans = s.spans.clone();
        let reference = s.rule.and_then(|r| reference_titles(lang, variant, r));
        if let Some(r) = reference.or_else(|| s.rule_label.clone()) {
            spans.push(Span {
                text: format!("  ({r})"),
                term: None,
            });
        }
        spans_ui(ui, &spans, term, lang);
    }
}
