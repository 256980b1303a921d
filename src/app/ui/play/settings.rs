//! The panel's Settings group: the language, how the board is shown (the animation's speed,
//! seed counts, hints, reduced motion, coordinates, the threat assist), the sound, the
//! graphics look and the access settings. Each setting is changed only on a real change (the
//! settings are saved, and a changed look is applied again).
use super::access::{AccessPanel, settings_ui as access_settings};
use crate::app::play::choreo::{Settings, Speed};
#[cfg(feature = "sound")]
use crate::app::play::sound::SoundSettings;
use crate::app::scene::look::{Graphics, Look, Quality};
use crate::game::words::i18n::{Lang, tr};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The sound settings for the Settings group (nothing in a build without sound).
#[cfg(feature = "sound")]
type SoundUi<'w> = ResMut<'w, SoundSettings>;
#[cfg(not(feature = "sound"))]
type SoundUi<'w> = Local<'w, ()>;

/// The Settings group's own state: open or not, and a language chosen in it (applied to the
/// window's `Language` right after the panel is drawn: the panel itself only reads it).
#[derive(Resource, Default)]
pub struct SettingsWindow {
    pub open: bool,
    pub language: Option<Lang>,
}

/// The settings the group edits, as one system parameter.
#[derive(SystemParam)]
pub struct Prefs<'w, 's> {
    view: ResMut<'w, Settings>,
    quality: ResMut<'w, Quality>,
    sound: SoundUi<'w>,
    pub access: AccessPanel<'w, 's>,
}

impl SettingsWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "panel.settings"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    pub fn show(&mut self, ui: &mut egui::Ui, prefs: &mut Prefs, lang: Lang) {
        if !self.open {
            return;
        }
        ui.group(|ui| {
            if let Some(chosen) = language_choice(ui, lang) {
                self.language = Some(chosen);
            }
            view_settings(ui, &mut prefs.view, lang);
            #[cfg(feature = "sound")]
            sound_ui(ui, &mut prefs.sound, lang);
            #[cfg(not(feature = "sound"))]
            let _ = &mut prefs.sound;
            graphics_choice(ui, &mut prefs.quality, lang);
            access_settings(ui, &mut prefs.access);
        });
    }
}

/// The language of the whole window, each named in itself; the one clicked, if it differs.
fn language_choice(ui: &mut egui::Ui, lang: Lang) -> Option<Lang> {
    let mut choice = lang;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "panel.language"));
        for l in Lang::ALL {
            ui.radio_value(&mut choice, l, l.native_name());
        }
    });
    (choice != lang).then_some(choice)
}

/// How the board is shown: the animation's speed, the seed counts, the movable pits, the
/// reduced motion, the pit coordinates and the threat assist. Only a real change marks the
/// settings changed (they are saved).
fn view_settings(ui: &mut egui::Ui, settings: &mut ResMut<Settings>, lang: Lang) {
    let mut edit = (**settings).clone();
    ui.label(tr(lang, "panel.animation_speed"));
    ui.horizontal(|ui| {
        for s in Speed::ALL {
            ui.radio_value(&mut edit.speed, s, s.label(lang));
        }
    });
    ui.checkbox(&mut edit.show_counts, tr(lang, "panel.show_counts"));
    ui.checkbox(&mut edit.show_hints, tr(lang, "panel.show_hints"));
    ui.checkbox(&mut edit.reduced_motion, tr(lang, "panel.reduced_motion"));
    ui.checkbox(
        &mut edit.show_coordinates,
        tr(lang, "panel.show_coordinates"),
    )
    .on_hover_text(tr(lang, "panel.show_coordinates_hover"));
    ui.checkbox(&mut edit.show_threats, tr(lang, "panel.show_threats"))
        .on_hover_text(tr(lang, "panel.show_threats_hover"));
    let shown = |s: &Settings| {
        (
            s.speed,
            s.show_counts,
            s.show_hints,
            s.reduced_motion,
            s.show_coordinates,
            s.show_threats,
        )
    };
    if shown(&edit) != shown(settings) {
        **settings = edit;
    }
}

/// Graphics: auto / low / high, and the look auto chose.
fn graphics_choice(ui: &mut egui::Ui, quality: &mut ResMut<Quality>, lang: Lang) {
    let mut choice = quality.choice;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "panel.graphics"));
        for g in Graphics::ALL {
            ui.radio_value(&mut choice, g, g.label(lang));
        }
    });
    if choice == Graphics::Auto
        && let Some(look) = quality.applied
    {
        ui.weak(match look {
            Look::Low => tr(lang, "panel.graphics_auto_low"),
            Look::High => tr(lang, "panel.graphics_auto_high"),
        });
    }
    // Only a real change marks the setting changed (it is saved, and the look re-applied).
    if choice != quality.choice {
        quality.choice = choice;
    }
}

/// Mute and volume.
#[cfg(feature = "sound")]
fn sound_ui(
    ui: &mut egui::Ui,
    settings: &mut ResMut<SoundSettings>,
    lang: crate::game::words::i18n::Lang,
) {
    let mut edit = **settings;
    sound_row(ui, &mut edit, lang);
    // Only a real change marks the settings changed (and saved).
    if edit != **settings {
        **settings = edit;
    }
}

#[cfg(feature = "sound")]
fn sound_row(ui: &mut egui::Ui, sound: &mut SoundSettings, lang: crate::game::words::i18n::Lang) {
    use crate::game::words::i18n::tr;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "play.sound"));
        let mut on = !sound.mute;
        if ui.checkbox(&mut on, tr(lang, "play.sound_on")).changed() {
            sound.mute = !on;
        }
        let mut volume = sound.volume;
        ui.add_enabled(
            !sound.mute,
            egui::Slider::new(&mut volume, 0..=100).suffix(" %"),
        );
        if volume != sound.volume {
            sound.volume = volume;
        }
    });
}

/// The language chosen in the Settings becomes the window's: every window reads it on the
/// next frame, drawn at once (no restart; `persist` remembers it).
pub fn apply_language(
    mut state: ResMut<SettingsWindow>,
    mut language: ResMut<crate::app::play::Language>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut remember: MessageWriter<LanguageChosen>,
) {
    if let Some(chosen) = state.language {
        state.language = None;
        if language.0 != chosen {
            language.0 = chosen;
            remember.write(LanguageChosen(chosen));
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}

/// The player chose the language in the Settings: the settings file remembers it (a
/// language given with `--lang` is for that run only).
#[derive(Message, Clone, Copy, Debug)]
pub struct LanguageChosen(pub Lang);
