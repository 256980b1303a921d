//! Teaching text in egui: the markup's linked words (a click opens the glossary entry) and a
//! move's explanation, sentence by sentence with the rule each names.
use crate::game::explain::Explanation;
use crate::game::i18n::{Lang, tr};
use crate::game::rulebook::Span;
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

/// A move explained: its notation, then each sentence with its rule.
pub fn explanation_ui(ui: &mut egui::Ui, e: &Explanation, term: &mut Option<String>, lang: Lang) {
    ui.label(egui::RichText::new(&e.notation).monospace().strong());
    for s in &e.sentences {
        let mut spans = s.spans.clone();
        if let Some(r) = s.rule {
            spans.push(Span {
                text: format!("  ({r})"),
                term: None,
            });
        }
        spans_ui(ui, &spans, term, lang);
    }
}
