//! The Practice window, beside Learn: puzzles (a rated stream that follows the player's
//! strength, and themed sets with their progress), the sowing trainer, practice games against
//! the engine from real mtaji and endgame positions, and the player's puzzle rating with its
//! history as a small graph.
use super::PANEL_WIDTH;
use super::trainer;
use crate::app::play::Language;
use crate::app::play::trainer::{TrainerCommand, Training};
use crate::game::teach::trainer::Ask;
use crate::game::words::i18n::{Lang, tr};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::collections::HashMap;

/// The pages of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    #[default]
    Puzzles,
    Themes,
    Trainer,
    Games,
    Rating,
}

impl Page {
    const ALL: [Page; 5] = [
        Page::Puzzles,
        Page::Themes,
        Page::Trainer,
        Page::Games,
        Page::Rating,
    ];
    fn key(self) -> &'static str {
        match self {
            Page::Puzzles => "puzzles.page.puzzles",
            Page::Themes => "puzzles.page.themes",
            Page::Trainer => "puzzles.page.trainer",
            Page::Games => "puzzles.page.games",
            Page::Rating => "puzzles.page.rating",
        }
    }
}

/// The Practice window's own state.
#[derive(Resource, Default)]
pub struct PracticeWindow {
    pub open: bool,
    pub page: Page,
    /// The trainer's best scores of this run (the practice file keeps them across runs).
    pub best: HashMap<&'static str, u32>,
}

impl PracticeWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "puzzles.button"))
            .on_hover_text(tr(lang, "puzzles.button_hover"))
            .clicked()
        {
            self.open = !self.open;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PracticeWindow>()
        .add_systems(EguiPrimaryContextPass, window);
}

#[allow(clippy::too_many_arguments)]
fn window(
    mut contexts: EguiContexts,
    mut w: ResMut<PracticeWindow>,
    training: Res<Training>,
    mut trainer_out: MessageWriter<TrainerCommand>,
    time: Res<Time<Real>>,
    lang: Res<Language>,
) -> Result {
    let lang = lang.0;
    if !w.open {
        if training.run.is_some() {
            trainer_out.write(TrainerCommand::End);
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    // A round's score is its best once it is over.
    if let Some(run) = training.run.as_ref().filter(|r| r.over) {
        let key = trainer::ask_key(run.ask);
        let score = run.round.score();
        let best = w.best.entry(key).or_default();
        *best = (*best).max(score);
    }
    let mut open = true;
    let now = time.elapsed_secs_f64();
    egui::Window::new(tr(lang, "puzzles.window"))
        .id(egui::Id::new("practice_window"))
        .open(&mut open)
        .pivot(egui::Align2::LEFT_BOTTOM)
        .default_pos(egui::pos2(
            PANEL_WIDTH + 20.0,
            ctx.viewport_rect().bottom() - 12.0,
        ))
        .default_width(440.0)
        .resizable(true)
        .show(&ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for p in Page::ALL {
                    if ui.selectable_label(w.page == p, tr(lang, p.key())).clicked() && w.page != p
                    {
                        w.page = p;
                        if training.run.is_some() {
                            trainer_out.write(TrainerCommand::End);
                        }
                    }
                }
            });
            ui.separator();
            match w.page {
                Page::Trainer => {
                    let best = |ask: Ask| w.best.get(trainer::ask_key(ask)).copied().unwrap_or(0);
                    trainer::page(ui, &training, now, &best, &mut trainer_out, lang);
                }
                _ => {}
            }
        });
    if !open {
        w.open = false;
    }
    Ok(())
}
