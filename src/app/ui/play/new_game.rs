//! The new-game window: the variant and its rules, one game or best of three, each player a
//! person or the computer at a level, and who has South first; or a friend online (the
//! online part is `online`'s).
use crate::ai::Level;
use crate::app::play::turn::{Setup, TurnCommand};
use crate::app::ui::PANEL_WIDTH;
use crate::game::play::matches::MatchKind;
use crate::game::play::session::Player;
use crate::game::words::i18n::{Lang, tr};
use crate::game::words::names;
use crate::rules::{Preset, Rules, Variant};
use bevy::prelude::*;
use bevy_egui::egui;

/// A game started from the new-game form: its choices become the new-game preferences
/// (nothing else changes them).
#[derive(Message, Clone, Debug)]
pub struct NewGameChosen(pub Setup);

/// The new-game window's own state: the form being filled in, while it is open.
#[derive(Resource, Default)]
pub struct NewGameWindow {
    pub setup: Option<Setup>,
    #[cfg(feature = "online")]
    pub online: super::online::OnlineForm,
}

impl NewGameWindow {
    /// Opens the form on `setup` (the game's own, to start from).
    pub fn open(&mut self, setup: Setup) {
        self.setup = Some(setup);
    }

    pub fn is_open(&self) -> bool {
        self.setup.is_some()
    }

    pub fn show(
        &mut self,
        ctx: &egui::Context,
        out: &mut MessageWriter<TurnCommand>,
        chosen: &mut MessageWriter<NewGameChosen>,
        #[cfg(feature = "online")] online: (&mut super::online::OnlineUi, &str),
        lang: Lang,
    ) {
        let Some(setup) = self.setup.as_mut() else {
            return;
        };
        let mut open = true;
        let mut start = false;
        #[cfg(feature = "online")]
        let mut asked = None;
        egui::Window::new(tr(lang, "panel.new_game"))
            .id(egui::Id::new("new_game_window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_pos(egui::pos2(PANEL_WIDTH + 40.0, 60.0))
            .show(ctx, |ui| {
                #[cfg(feature = "online")]
                {
                    super::online::where_row(ui, &mut self.online, lang);
                    ui.separator();
                    if self.online.chosen {
                        game_choice(ui, setup, lang);
                        ui.separator();
                        let remembered = online.1.to_string();
                        asked = super::online::form(ui, &mut self.online, setup, &remembered, lang);
                        return;
                    }
                }
                new_game_form(ui, setup, lang);
                ui.separator();
                start = ui
                    .button(egui::RichText::new(tr(lang, "panel.start")).strong())
                    .clicked();
            });
        #[cfg(feature = "online")]
        if let Some(cmd) = asked {
            use crate::app::play::online::OnlineCommand;
            if let OnlineCommand::Create { server, .. } | OnlineCommand::Join { server, .. } = &cmd
            {
                self.online.remember = Some(server.clone());
            }
            online.0.out.write(cmd);
            self.setup = None;
            return;
        }
        if start {
            out.write(TurnCommand::NewGame(setup.clone()));
            chosen.write(NewGameChosen(setup.clone()));
            self.setup = None;
        } else if !open {
            self.setup = None;
        }
    }
}

fn new_game_form(ui: &mut egui::Ui, setup: &mut Setup, lang: Lang) {
    game_choice(ui, setup, lang);
    players(ui, setup, lang);
}

/// The game, its rules, one game or three.
fn game_choice(ui: &mut egui::Ui, setup: &mut Setup, lang: Lang) {
    ui.label(egui::RichText::new(tr(lang, "panel.form.game")).strong());
    let mut variant = setup.rules.variant;
    let mut preset = setup.rules.preset;
    ui.horizontal(|ui| {
        // Bao la Kujifunza, the learners' game, is a game of its own too.
        for v in Variant::ALL {
            ui.radio_value(&mut variant, v, v.name());
        }
    });
    ui.add_enabled_ui(variant == Variant::Kiswahili, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr(lang, "panel.form.rules"));
            ui.radio_value(
                &mut preset,
                Preset::MancalaWorld,
                names::preset(lang, Preset::MancalaWorld),
            );
            ui.radio_value(
                &mut preset,
                Preset::Tournament,
                format!("{} (K.I.B.A.)", names::preset(lang, Preset::Tournament)),
            );
        });
    });
    // Only Bao la Kiswahili has the Tournament rules.
    if variant != Variant::Kiswahili {
        preset = Preset::MancalaWorld;
    }
    setup.rules = Rules::new(variant, preset).unwrap_or(Rules::KETE);
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut setup.kind,
            MatchKind::Single,
            tr(lang, "panel.form.single"),
        );
        ui.radio_value(
            &mut setup.kind,
            MatchKind::BestOfThree,
            tr(lang, "panel.form.best_of_three"),
        );
    });
}

/// Each player a person or the computer, and who has South first.
fn players(ui: &mut egui::Ui, setup: &mut Setup, lang: Lang) {
    ui.separator();
    // A default name is shown (and kept) in the window's language: "You" / "Wewe".
    for name in setup.names.iter_mut() {
        if names::is_you(name) {
            *name = names::default_name(lang, true).into();
        } else if names::is_computer(name) {
            *name = names::default_name(lang, false).into();
        }
    }
    for i in 0..2 {
        let heading = if i == 0 {
            tr(lang, "panel.form.player_a")
        } else {
            tr(lang, "panel.form.player_b")
        };
        ui.label(egui::RichText::new(heading).strong());
        ui.horizontal(|ui| {
            ui.label(tr(lang, "panel.form.name"));
            ui.text_edit_singleline(&mut setup.names[i]);
        });
        let mut computer = setup.players[i].is_computer();
        let mut level = match setup.players[i] {
            Player::Computer(l) => l,
            // The gentlest level first: whoever switches a seat to the computer may be new.
            Player::Human | Player::Remote => Level::Mwanzo,
        };
        ui.horizontal(|ui| {
            ui.radio_value(&mut computer, false, Player::Human.label(lang));
            ui.radio_value(&mut computer, true, tr(lang, "panel.form.computer"));
        });
        if computer {
            egui::ComboBox::from_id_salt(("level", i))
                .selected_text(format!("{}. {}", level.number(), level.name()))
                .width(240.0)
                .height(400.0)
                .show_ui(ui, |ui| {
                    // Each level with its plain description, in the list itself:
                    // a newcomer does not know the Kiswahili names.
                    for l in Level::ALL {
                        let entry = format!(
                            "{}. {} — {}",
                            l.number(),
                            l.name(),
                            names::level_description(lang, l)
                        );
                        ui.selectable_value(&mut level, l, entry);
                    }
                });
            ui.weak(names::level_description(lang, level));
        }
        // A seat switched between a person and the computer takes the other default name
        // ("You" playing as the computer would be told "You is thinking...").
        if computer != setup.players[i].is_computer() {
            let name = &mut setup.names[i];
            if names::is_you(name) || names::is_computer(name) {
                *name = names::default_name(lang, !computer).into();
            }
        }
        setup.players[i] = if computer {
            Player::Computer(level)
        } else {
            Player::Human
        };
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(tr(lang, "panel.form.first_south"));
        let (a, b) = (setup.names[0].clone(), setup.names[1].clone());
        ui.radio_value(&mut setup.first_south, 0, a);
        ui.radio_value(&mut setup.first_south, 1, b);
    });
    if setup.kind == MatchKind::BestOfThree {
        ui.weak(tr(lang, "panel.form.match_note"));
    }
}
