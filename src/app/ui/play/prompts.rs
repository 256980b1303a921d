//! Questions and direction buttons drawn over the board next to the pits they concern: the
//! kichwa and safari questions when the sowing reaches them, the directions of a chosen
//! pit, and the suggested move.
use crate::app::play::Language;
use crate::app::play::ai_task::Hint;
use crate::app::play::choreo::Choreo;
use crate::app::play::pointing::Pointing;
use crate::app::play::turn::{Game, MoveInProgress, TurnCommand};
use crate::app::scene::arrows::arrow_for;
use crate::app::scene::board::{BoardCamera, pit_center};
use crate::game::words::i18n::{fill, tr};
use crate::rules::{Kichwa, Pit, Question};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, board_prompts);
}

/// Where on the screen a point of the board is, in egui points.
struct Spot<'a> {
    cam: &'a Camera,
    cam_tf: &'a GlobalTransform,
    /// The window's logical pixels are egui points times its zoom (the panel size setting).
    zoom: f32,
}

impl Spot<'_> {
    fn of(&self, pit: Pit) -> Option<egui::Pos2> {
        self.cam
            .world_to_viewport(self.cam_tf, pit_center(pit))
            .ok()
            .map(|v| egui::pos2(v.x, v.y) / self.zoom)
    }
}

/// Questions and direction arrows drawn on the board, next to the pits they concern.
#[allow(clippy::too_many_arguments)]
fn board_prompts(
    mut contexts: EguiContexts,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut pointing: ResMut<Pointing>,
    hint: Res<Hint>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<Language>,
) -> Result {
    let lang = lang.0;
    let ctx = contexts.ctx_mut()?;
    let (cam, cam_tf) = *camera;
    let spot = Spot {
        cam,
        cam_tf,
        zoom: ctx.zoom_factor(),
    };
    let me = game.position().to_move();
    let frame = egui::Frame::popup(&ctx.global_style())
        .fill(egui::Color32::from_rgba_unmultiplied(30, 20, 12, 230));
    let mut prompt = Prompt {
        ctx,
        spot: &spot,
        frame,
        out: &mut out,
        lang,
    };
    if let Some((q, options)) = progress.question.clone().filter(|_| !choreo.busy()) {
        match q {
            Question::Kichwa => prompt.kichwa(me, &options),
            Question::Safari => {
                prompt.safari(me, game.session.rules().variant.house_name(), &options)
            }
        }
    }
    if let Some((pit, dirs)) = pointing.selected.clone()
        && prompt.directions(pit, &dirs)
    {
        pointing.selected = None;
    }
    if let Some(m) = hint
        .mv
        .filter(|_| hint.generation == game.generation && game.human_to_move())
    {
        prompt.suggestion(Pit::new(me, m.pit), m.dir);
    }
    Ok(())
}

/// One frame's popups over the board.
struct Prompt<'a, 'w> {
    ctx: &'a egui::Context,
    spot: &'a Spot<'a>,
    frame: egui::Frame,
    out: &'a mut MessageWriter<'w, TurnCommand>,
    lang: crate::game::words::i18n::Lang,
}

impl Prompt<'_, '_> {
    /// A popup at `offset` from the pit's centre on the screen.
    fn at(&self, pit: Pit, id: egui::Id, offset: egui::Vec2, body: impl FnOnce(&mut egui::Ui)) {
        if let Some(p) = self.spot.of(pit) {
            egui::Area::new(id)
                .fixed_pos(p + offset)
                .show(self.ctx, |ui| {
                    self.frame.show(ui, body);
                });
        }
    }

    /// "Enter at the left kichwa A1, sowing to the right (L)" beside each kichwa the sowing may
    /// enter from.
    fn kichwa(&mut self, me: crate::rules::Side, options: &[crate::rules::Move]) {
        let lang = self.lang;
        for k in [Kichwa::Left, Kichwa::Right] {
            let Some(m) = options.iter().find(|m| m.kichwa == Some(k)) else {
                continue;
            };
            let pit = Pit::new(me, k.ring());
            let mut chosen = false;
            self.at(
                pit,
                egui::Id::new(("kichwa", k.letter())),
                egui::vec2(-60.0, 28.0),
                |ui| {
                    // The key named is one that works: the notation's letter in English,
                    // the pit's number in Kiswahili (kushoto and kulia both begin with K).
                    let letter = match lang {
                        crate::game::words::i18n::Lang::English => k.letter().to_string(),
                        crate::game::words::i18n::Lang::Kiswahili => (k.ring() + 1).to_string(),
                    };
                    let text = fill(
                        lang,
                        "play.kichwa_enter",
                        &[
                            ("pit", &pit.to_string()),
                            ("letter", &letter),
                            ("side", if k == Kichwa::Left { "left" } else { "right" }),
                        ],
                    );
                    chosen = ui.button(text).clicked();
                },
            );
            if chosen {
                self.out.write(TurnCommand::Answer(*m));
            }
        }
    }

    /// The safari question beside the house: go on sowing, or stop.
    fn safari(&mut self, me: crate::rules::Side, house: &str, options: &[crate::rules::Move]) {
        let lang = self.lang;
        let mut chosen = None;
        self.at(
            Pit::new(me, crate::rules::HOUSE),
            egui::Id::new("safari"),
            egui::vec2(-110.0, 30.0),
            |ui| {
                ui.label(fill(lang, "play.safari_question", &[("house", house)]));
                ui.horizontal(|ui| {
                    for m in options {
                        let label = if m.safari == Some(true) {
                            tr(lang, "play.safari_on")
                        } else {
                            tr(lang, "play.safari_stop")
                        };
                        if ui.button(label).clicked() {
                            chosen = Some(*m);
                        }
                    }
                });
            },
        );
        if let Some(m) = chosen {
            self.out.write(TurnCommand::Answer(m));
        }
    }

    /// The chosen pit's directions as buttons; true when one was clicked.
    fn directions(&mut self, pit: Pit, dirs: &[Option<crate::rules::Dir>]) -> bool {
        let spot = self.spot;
        let mut chosen = None;
        self.at(pit, egui::Id::new("dirs"), egui::vec2(-52.0, 40.0), |ui| {
            ui.horizontal(|ui| {
                for d in dirs.iter().flatten() {
                    let text = format!(
                        "{} {}",
                        arrow_for(pit, *d, spot.cam, spot.cam_tf),
                        pit.dir_letter(*d)
                    );
                    if ui.button(egui::RichText::new(text).size(18.0)).clicked() {
                        chosen = Some(*d);
                    }
                }
            });
        });
        if let Some(d) = chosen {
            self.out.write(TurnCommand::Start {
                pit: pit.ring,
                dir: Some(d),
            });
        }
        chosen.is_some()
    }

    /// The suggested move above its pit.
    fn suggestion(&mut self, pit: Pit, dir: Option<crate::rules::Dir>) {
        let spot = self.spot;
        let arrow = dir
            .map(|d| arrow_for(pit, d, spot.cam, spot.cam_tf))
            .unwrap_or("");
        let lang = self.lang;
        self.at(pit, egui::Id::new("hint"), egui::vec2(-40.0, -58.0), |ui| {
            ui.colored_label(
                egui::Color32::LIGHT_GREEN,
                fill(
                    lang,
                    "play.suggested",
                    &[("pit", &pit.to_string()), ("arrow", arrow)],
                ),
            );
        });
    }
}
