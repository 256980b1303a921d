//! The move history under the panel: the moves in Bao notation (a click looks at the
//! position after one) and the replay buttons (start, back, on, end, autoplay).
use super::coach::review::judgement_mark;
use crate::app::play::turn::{Game, TurnCommand};
use crate::app::play::viewer::Viewer;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui;

/// The replay buttons under the history.
pub fn controls(
    ui: &mut egui::Ui,
    game: &Game,
    viewer: &mut Viewer,
    out: &mut MessageWriter<TurnCommand>,
    lang: Lang,
) {
    let present = game.session.index();
    let at = game.viewing.unwrap_or(present);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(at > 0, egui::Button::new("|<"))
            .on_hover_text(tr(lang, "panel.view.start"))
            .clicked()
        {
            out.write(TurnCommand::View(Some(0)));
        }
        if ui
            .add_enabled(at > 0, egui::Button::new("<"))
            .on_hover_text(tr(lang, "panel.view.back"))
            .clicked()
        {
            viewer.autoplay = false;
            out.write(TurnCommand::Step { forward: false });
        }
        if ui
            .add_enabled(at < present, egui::Button::new(">"))
            .on_hover_text(tr(lang, "panel.view.on"))
            .clicked()
        {
            out.write(TurnCommand::Step { forward: true });
        }
        if ui
            .add_enabled(at < present, egui::Button::new(">|"))
            .on_hover_text(tr(lang, "panel.view.end"))
            .clicked()
        {
            viewer.autoplay = false;
            out.write(TurnCommand::View(None));
        }
        let label = if viewer.autoplay {
            tr(lang, "panel.view.pause")
        } else {
            tr(lang, "panel.view.play")
        };
        if ui
            .add_enabled(at < present || viewer.autoplay, egui::Button::new(label))
            .on_hover_text(tr(lang, "panel.view.play_hover"))
            .clicked()
        {
            viewer.autoplay = !viewer.autoplay;
        }
    });
    if let Some(i) = game.viewing {
        // The move as the history numbers it ("10. A3L"); the turns counted as turns.
        let first = game.session.start().to_move();
        let looking = match i
            .checked_sub(1)
            .and_then(|k| Some((k, game.session.history().get(k)?)))
        {
            Some((k, m)) => fill(
                lang,
                "panel.view.looking",
                &[
                    ("move", &names::numbered_ply(k, first, &m.text)),
                    ("turn", &i.to_string()),
                    ("turns", &present.to_string()),
                ],
            ),
            None => tr(lang, "panel.view.looking_start").to_string(),
        };
        ui.colored_label(egui::Color32::from_rgb(250, 210, 120), looking);
    }
}

/// The moves in notation; a click on one returns the number of moves to look at.
pub fn history(ui: &mut egui::Ui, game: &Game, lang: Lang) -> Option<usize> {
    let moves = game.session.history();
    let current = game.viewing.unwrap_or(game.session.index());
    let present = game.session.index();
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("history")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    let start_north = game.session.start().to_move() == Side::North;
                    let mut i = 0;
                    let mut number = 1;
                    while i < moves.len() {
                        ui.label(format!("{number}."));
                        let mut cell = |ui: &mut egui::Ui, k: usize| {
                            if let Some(m) = moves.get(k) {
                                // A reviewed move wears its judgement's sign and colour.
                                let judged = game.reviewed(k).map(|r| judgement_mark(r.judgement));
                                let written = match judged {
                                    Some((sign, _)) => format!("{}{sign}", m.text),
                                    None => m.text.clone(),
                                };
                                let mut text = egui::RichText::new(written).monospace();
                                if let Some((_, colour)) = judged {
                                    text = text.color(colour);
                                }
                                if k + 1 == current {
                                    text = text
                                        .strong()
                                        .background_color(egui::Color32::from_rgb(150, 95, 40));
                                } else if k >= present {
                                    text = text.weak();
                                }
                                if k < present
                                    && ui
                                        .add(egui::Label::new(text).sense(egui::Sense::click()))
                                        .on_hover_text(tr(lang, "panel.history_hover"))
                                        .clicked()
                                {
                                    clicked = Some(k + 1);
                                } else if k >= present {
                                    ui.label(egui::RichText::new(&m.text).monospace().weak());
                                }
                            } else {
                                ui.label("");
                            }
                        };
                        if number == 1 && start_north {
                            ui.label("...");
                            cell(ui, 0);
                            i += 1;
                        } else {
                            cell(ui, i);
                            cell(ui, i + 1);
                            i += 2;
                        }
                        ui.end_row();
                        number += 1;
                    }
                });
        });
    clicked
}
