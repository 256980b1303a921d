//! The first start: the window greets a newcomer, asks the language (both offered, each in
//! its own words) and offers the three ways in: the course ("Learn to play"), a first game
//! with the course's voice beside the board (`guide`), or a game at once. It comes once: any
//! choice remembers the language, and the welcome does not come back.
use super::course::guide::GuideWindow;
use super::course::learn::LearnWindow;
use super::play::new_game::NewGameWindow;
use super::play::persist::Persist;
use super::play::settings::{LanguageChosen, SettingsWindow};
use crate::app::play::Language;
use crate::app::play::turn::{Game, TurnCommand};
use crate::game::words::i18n::{Lang, tr};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The welcome's state. `allowed` is cleared when the window opens on something asked for
/// (a file, a lesson, a picture for the command line): the welcome is for a plain start.
#[derive(Resource)]
pub struct WelcomeWindow {
    pub allowed: bool,
    pub open: bool,
    decided: bool,
}

impl Default for WelcomeWindow {
    fn default() -> Self {
        WelcomeWindow {
            allowed: true,
            open: false,
            decided: false,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WelcomeWindow>()
        .add_systems(EguiPrimaryContextPass, welcome);
}

#[derive(bevy::ecs::system::SystemParam)]
struct Ways<'w> {
    learn: ResMut<'w, LearnWindow>,
    guide: ResMut<'w, GuideWindow>,
    new_game: ResMut<'w, NewGameWindow>,
    settings: ResMut<'w, SettingsWindow>,
    out: MessageWriter<'w, TurnCommand>,
    remember: MessageWriter<'w, LanguageChosen>,
}

fn welcome(
    mut contexts: EguiContexts,
    mut w: ResMut<WelcomeWindow>,
    files: Res<Persist>,
    game: Res<Game>,
    lang: Res<Language>,
    mut ways: Ways,
) -> Result {
    if !w.decided {
        w.decided = true;
        w.open = w.allowed && !files.language_chosen() && files.resume.is_none();
    }
    if !w.open {
        return Ok(());
    }
    let lang = lang.0;
    let ctx = contexts.ctx_mut()?.clone();
    let screen = ctx.viewport_rect();
    let mut choice = None;
    // Below the board's middle: the board the newcomer is about to learn stays in sight.
    egui::Window::new(tr(lang, "welcome.title"))
        .id(egui::Id::new("welcome"))
        .collapsible(false)
        .resizable(false)
        .default_width(470.0)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .default_pos(egui::pos2(
            (screen.center().x + super::PANEL_WIDTH / 2.0).min(screen.right() - 240.0),
            screen.bottom() - 12.0,
        ))
        .show(&ctx, |ui| {
            ui.horizontal(|ui| {
                // Each language offered in its own words.
                for l in Lang::ALL {
                    if ui.selectable_label(l == lang, l.native_name()).clicked() {
                        ways.settings.language = Some(l);
                    }
                }
            });
            ui.label(tr(lang, "welcome.text"));
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                let big = |key| egui::RichText::new(tr(lang, key)).strong().size(16.0);
                if ui
                    .button(big("welcome.learn"))
                    .on_hover_text(tr(lang, "welcome.learn_hover"))
                    .clicked()
                {
                    choice = Some(Way::Learn);
                }
                if ui
                    .button(big("welcome.guided"))
                    .on_hover_text(tr(lang, "welcome.guided_hover"))
                    .clicked()
                {
                    choice = Some(Way::Guided);
                }
                if ui
                    .button(big("welcome.play"))
                    .on_hover_text(tr(lang, "welcome.play_hover"))
                    .clicked()
                {
                    choice = Some(Way::Play);
                }
            });
        });
    let Some(way) = choice else { return Ok(()) };
    w.open = false;
    // The language on screen is the player's choice from now on.
    ways.remember.write(LanguageChosen(lang));
    match way {
        Way::Learn => ways.learn.open = true,
        Way::Guided => ways.guide.begin(&mut ways.out, lang),
        Way::Play => ways.new_game.open(game.offered_setup()),
    }
    Ok(())
}

enum Way {
    Learn,
    Guided,
    Play,
}
