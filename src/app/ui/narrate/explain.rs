//! The "Move explained" window: the move that led to the position on the board (the one
//! picked in the history, or the last one played), sentence by sentence from its rules trace.
use crate::app::play::turn::Game;
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::text::{Link, explanation_ui, sentences_ui};
use crate::game::teach::narrate::explain::explain_move;
use crate::game::teach::narrate::laps::{LapStep, laps};
use crate::game::words::i18n::{Lang, fill, msg, tr};
use crate::game::words::names;
use crate::rules::{Pit, Position, play_traced};
use bevy::prelude::*;
use bevy_egui::egui;

/// The Explain window's own state.
#[derive(Resource, Default)]
pub struct ExplainWindow {
    pub open: bool,
    /// "Lap by lap": the move's steps and the one on the board.
    laps: Option<Laps>,
    /// Lap by lap asked for from outside (`--laps N`): begun at this step once the seeds are
    /// still.
    pub begin_laps_at: Option<usize>,
}

struct Laps {
    /// The game's generation and the move (history length) they are of.
    generation: u64,
    at: usize,
    steps: Vec<LapStep>,
    step: usize,
}

/// What the board should show after the window is drawn.
pub enum BoardAsked {
    /// A step of the move: the board as it stands then, its lap's start and end marked.
    Step(Position, Pit, Pit),
    /// The game's own position again.
    Game,
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

    /// Draws the window; `still`: no seeds are moving (lap by lap may take the board).
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        game: &Game,
        still: bool,
        term: &mut Option<Link>,
        lang: Lang,
    ) -> Option<BoardAsked> {
        let at = game.viewing.unwrap_or(game.session.index());
        // Another move or another game on the board: its seeds are the game's again.
        if self
            .laps
            .as_ref()
            .is_some_and(|l| l.generation != game.generation || l.at != at)
        {
            self.laps = None;
            return Some(BoardAsked::Game);
        }
        if !self.open {
            return self.laps.take().map(|_| BoardAsked::Game);
        }
        let mut asked = None;
        let mut open = true;
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
                asked = self.lap_by_lap(ui, game, at, still, lang);
                ui.weak(fill(
                    lang,
                    "learn.explain.move",
                    &[
                        (
                            "move",
                            &names::numbered_ply(at - 1, game.session.start().to_move(), &m.text),
                        ),
                        ("side", names::side(lang, m.side())),
                    ],
                ));
                if let Some(l) = &self.laps {
                    let variant = game.session.rules().variant;
                    sentences_ui(ui, &l.steps[l.step].sentences, variant, term, lang);
                    return;
                }
                match explain_move(lang, &m.before, &m.successor.mv) {
                    Ok(e) => {
                        egui::ScrollArea::vertical()
                            .max_height(360.0)
                            .show(ui, |ui| {
                                explanation_ui(ui, &e, game.session.rules().variant, term, lang)
                            });
                    }
                    Err(e) => {
                        ui.label(names::illegal(lang, &e));
                    }
                }
            });
        if !open {
            self.open = false;
            if self.laps.take().is_some() {
                asked = Some(BoardAsked::Game);
            }
        }
        asked
    }

    /// The "lap by lap" row: on and off, back and on; what the board should show.
    fn lap_by_lap(
        &mut self,
        ui: &mut egui::Ui,
        game: &Game,
        at: usize,
        still: bool,
        lang: Lang,
    ) -> Option<BoardAsked> {
        let m = &game.session.history()[at - 1];
        let mut moved = false;
        let mut asked = None;
        ui.horizontal(|ui| {
            let on = self.laps.is_some();
            let asked_from_outside = !on && still && self.begin_laps_at.is_some();
            if ui
                .add_enabled(
                    still || on,
                    egui::Button::selectable(on, tr(lang, "learn.explain.laps")),
                )
                .on_hover_text(tr(lang, "learn.explain.laps_hover"))
                .clicked()
                || asked_from_outside
            {
                if on {
                    self.laps = None;
                    asked = Some(BoardAsked::Game);
                } else if let Ok((succ, trace)) = play_traced(&m.before, &m.successor.mv) {
                    let steps = laps(lang, &m.before, &succ, &trace);
                    if !steps.is_empty() {
                        let step = self.begin_laps_at.take().unwrap_or(1).clamp(1, steps.len());
                        self.laps = Some(Laps {
                            generation: game.generation,
                            at,
                            steps,
                            step: step - 1,
                        });
                        moved = true;
                    }
                }
            }
            if let Some(l) = &mut self.laps {
                if ui.add_enabled(l.step > 0, egui::Button::new("<")).clicked() {
                    l.step -= 1;
                    moved = true;
                }
                ui.label(msg(
                    lang,
                    "learn.explain.lap_of",
                    &[("n", (l.step + 1).into()), ("of", l.steps.len().into())],
                ));
                if ui
                    .add_enabled(l.step + 1 < l.steps.len(), egui::Button::new(">"))
                    .clicked()
                {
                    l.step += 1;
                    moved = true;
                }
            }
        });
        if moved && let Some(l) = &self.laps {
            let s = &l.steps[l.step];
            let b = &s.board;
            let pos = Position::from_parts(
                m.before.rules(),
                b.pits,
                b.reserve,
                b.houses,
                m.before.to_move(),
            );
            asked = Some(BoardAsked::Step(pos, s.from, s.to));
        }
        asked
    }
}
