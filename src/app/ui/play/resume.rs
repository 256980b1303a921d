//! The question at start when this window's autosave holds an interrupted game: resume it,
//! or start a new game (the interrupted one is kept with the recent games, not lost).
use super::persist::Persist;
use crate::app::play::turn::TurnCommand;
use crate::game::records::record::Saved;
use crate::game::records::slots;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names::shown_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// The resume question (its state is the interrupted game the files found, `Persist::resume`).
pub struct ResumeWindow;

impl ResumeWindow {
    pub fn show(
        ctx: &egui::Context,
        p: &mut Persist,
        out: &mut MessageWriter<TurnCommand>,
        lang: Lang,
    ) {
        if let Some(saved) = p.resume.clone() {
            let summary = match &saved {
                Saved::Game(g) => fill(
                    lang,
                    "files.resume.game",
                    &[
                        ("a", &shown_name(&g.players[0].name, lang)),
                        ("b", &shown_name(&g.players[1].name, lang)),
                        ("moves", &g.moves.len().to_string()),
                    ],
                ),
                Saved::Match(m) => fill(
                    lang,
                    "files.resume.match",
                    &[
                        ("a", &shown_name(&m.players[0].name, lang)),
                        ("b", &shown_name(&m.players[1].name, lang)),
                        ("score", &format!("{} - {}", m.tally()[0], m.tally()[1])),
                    ],
                ),
            };
            egui::Window::new(tr(lang, "files.resume.title"))
                .id(egui::Id::new("resume_window"))
                .collapsible(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_CENTER, egui::vec2(120.0, 0.0))
                .show(ctx, |ui| {
                    ui.label(tr(lang, "files.resume.interrupted"));
                    ui.label(summary);
                    ui.horizontal(|ui| {
                        if ui
                            .button(egui::RichText::new(tr(lang, "files.resume.resume")).strong())
                            .clicked()
                        {
                            out.write(TurnCommand::Load(Box::new(saved.clone())));
                            p.resume = None;
                        }
                        if ui.button(tr(lang, "panel.new_game")).clicked() {
                            p.resume = None;
                            // Declined, not lost: kept with the recent games.
                            let kept = p.folders().map(|f| match slots::keep_recent(f, &saved) {
                                Ok(_) => tr(lang, "files.resume.kept").into(),
                                Err(e) => fill(
                                    lang,
                                    "files.resume.not_kept",
                                    &[(
                                        "error",
                                        &crate::game::records::refusals::record_error(lang, &e),
                                    )],
                                ),
                            });
                            if kept.is_some() {
                                p.message = kept;
                            }
                        }
                    });
                });
        }
    }
}
