//! Looking back: click a move of the history to see the position after it (the game is not
//! touched), step through a finished or loaded game, or let it play itself; End returns to
//! the present.
use super::animation::Choreo;
use super::turn::{Game, TurnCommand};
use crate::game::i18n::{Lang, fill, tr};
use bevy::prelude::*;
use bevy_egui::egui;

/// The replay's autoplay.
#[derive(Resource, Default)]
pub struct Viewer {
    pub autoplay: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Viewer>()
        .add_systems(Update, (keys, autoplay).in_set(super::BaoSet::Input));
}

fn keys(
    keyboard: Res<ButtonInput<KeyCode>>,
    game: Res<Game>,
    mut out: MessageWriter<TurnCommand>,
    mut viewer: ResMut<Viewer>,
) {
    if keyboard.just_pressed(KeyCode::End) {
        viewer.autoplay = false;
        out.write(TurnCommand::View(None));
    } else if keyboard.just_pressed(KeyCode::Home) && game.session.index() > 0 {
        out.write(TurnCommand::View(Some(0)));
    } else if keyboard.just_pressed(KeyCode::PageUp) {
        out.write(TurnCommand::Step { forward: false });
    } else if keyboard.just_pressed(KeyCode::PageDown) {
        out.write(TurnCommand::Step { forward: true });
    }
}

/// One move after another while autoplay is on, each animated, until the present.
fn autoplay(
    game: Res<Game>,
    choreo: Res<Choreo>,
    mut viewer: ResMut<Viewer>,
    mut out: MessageWriter<TurnCommand>,
) {
    if !viewer.autoplay || choreo.busy() {
        return;
    }
    if game.viewing.is_none() {
        viewer.autoplay = false;
    } else {
        out.write(TurnCommand::Step { forward: true });
    }
}

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
        ui.colored_label(
            egui::Color32::from_rgb(250, 210, 120),
            fill(
                lang,
                "panel.view.looking",
                &[("move", &i.to_string()), ("of", &present.to_string())],
            ),
        );
    }
}
