//! The egui side panel: the rules in force, whose turn, each player's stage, reserve and
//! house, takasia / hizi zetu, the match score, the move history, the buttons, the settings
//! and the new-game dialog; the end of a game in plain words.
use super::ai_task::{AskHint, Hint, Thinking};
use super::animation::{Choreo, Settings, Speed};
use super::board::BoardCamera;
use super::persistence::Persist;
use super::turn::{Game, MoveInProgress, Notice, Setup, TurnCommand, describe};
use super::viewer::Viewer;
use crate::ai::Level;
use crate::game::matchplay::MatchKind;
use crate::game::session::Player;
use crate::rules::{Event, Preset, Question, Rules, Side, Variant};
use bevy::camera::{CameraOutputMode, Viewport, visibility::RenderLayers};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

pub const PANEL_WIDTH: f32 = 310.0;

/// The sound settings for the Settings group (nothing in a build without sound).
#[cfg(feature = "sound")]
type SoundUi<'w> = ResMut<'w, super::sound::SoundSettings>;
#[cfg(not(feature = "sound"))]
type SoundUi<'w> = Local<'w, ()>;

/// Which windows of the panel are open, and the new-game form.
#[derive(Resource, Default)]
pub struct PanelState {
    pub new_game: Option<Setup>,
    pub settings: bool,
    /// The Learn, Rules and "Move explained" windows (learn.rs).
    pub learn: bool,
    pub rules: bool,
    pub explain: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<PanelState>()
        .add_systems(Startup, egui_camera)
        .add_systems(EguiPrimaryContextPass, side_panel);
}

fn egui_camera(mut commands: Commands, mut settings: ResMut<EguiGlobalSettings>) {
    // The panel gets its own camera so the board camera's viewport can leave room for it.
    settings.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        // egui would claim the pointer over the whole board (its root layer covers the
        // window); the board's clicks are gated in input.rs on egui's windows instead.
        bevy_egui::EguiContextSettings {
            capture_pointer_input: false,
            ..default()
        },
        Camera2d,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

fn warm_style(ctx: &egui::Context) {
    let mut v = egui::Visuals::dark();
    v.panel_fill = egui::Color32::from_rgb(38, 28, 20);
    v.window_fill = egui::Color32::from_rgb(44, 32, 23);
    v.extreme_bg_color = egui::Color32::from_rgb(28, 20, 14);
    v.selection.bg_fill = egui::Color32::from_rgb(150, 95, 40);
    v.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(70, 50, 34);
    v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(100, 70, 44);
    ctx.set_visuals(v);
}

#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    mut camera: Single<&mut Camera, With<BoardCamera>>,
    window: Single<&Window, With<PrimaryWindow>>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    thinking: Res<Thinking>,
    hint: Res<Hint>,
    notice: Res<Notice>,
    (mut settings, mut quality): (ResMut<Settings>, ResMut<super::quality::Quality>),
    mut state: ResMut<PanelState>,
    mut out: MessageWriter<TurnCommand>,
    mut ask_hint: MessageWriter<AskHint>,
    mut files: ResMut<Persist>,
    (mut viewer, mut sound): (ResMut<Viewer>, SoundUi),
    (mut styled, mut access): (Local<bool>, super::access::AccessPanel),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        warm_style(ctx);
        // A press held over a slow frame is still a click (software rendering can take
        // seconds per frame; egui would call a 0.8 s press a drag).
        ctx.options_mut(|o| o.input_options.max_click_duration = 4.0);
        *styled = true;
    }
    super::access::style(ctx, &mut access, warm_style);
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let rules = game.session.rules();
    // The board shows the present, or the position picked in the history.
    let pos = game.shown_position();
    let over = game
        .outcome()
        .filter(|_| !choreo.busy() && game.viewing.is_none());
    let width = egui::Panel::left("bao_panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.add_space(6.0);
            ui.heading(egui::RichText::new("Bao").size(26.0).strong());
            ui.label(rules.label());
            let m = &game.matchplay;
            if m.kind == MatchKind::BestOfThree {
                ui.label(format!(
                    "Best of three, game {}: {} {} {}",
                    m.game_number(),
                    m.names[0],
                    m.score(),
                    m.names[1]
                ));
            }
            ui.separator();
            for side in [Side::North, Side::South] {
                player_box(ui, &game, side, &pos, over.is_none());
            }
            ui.separator();
            // What is happening now.
            if let Some(o) = over {
                ui.label(
                    egui::RichText::new(format!("{} wins", who(&game, o.winner)))
                        .size(20.0)
                        .strong()
                        .color(egui::Color32::from_rgb(250, 210, 120)),
                );
                ui.label(o.reason.describe());
                let loser = o.winner.opponent();
                ui.label(match o.reason {
                    crate::rules::WinReason::BaoHamna => {
                        format!("{}'s front row is empty.", game.name_of(loser))
                    }
                    _ => format!("{} has no legal move.", game.name_of(loser)),
                });
                if m.kind == MatchKind::BestOfThree {
                    if let Some(w) = m.winner() {
                        ui.label(
                            egui::RichText::new(format!(
                                "{} wins the match {}",
                                m.names[w],
                                m.score()
                            ))
                            .strong(),
                        );
                        match_results(ui, m);
                    } else if ui.button("Next game (sides change)").clicked() {
                        out.write(TurnCommand::NextGame);
                    }
                }
                if m.kind == MatchKind::Single || m.is_over() {
                    ui.horizontal(|ui| {
                        let again = if m.kind == MatchKind::BestOfThree {
                            "Rematch"
                        } else {
                            "Play again"
                        };
                        if ui
                            .button(egui::RichText::new(again).strong())
                            .on_hover_text("The same players and rules; South changes hands")
                            .clicked()
                        {
                            // The loser's opponent had South in the first game: swap.
                            let mut setup = game.setup.clone();
                            setup.first_south = 1 - (setup.first_south & 1);
                            out.write(TurnCommand::NewGame(setup));
                        }
                        let other = if m.kind == MatchKind::BestOfThree {
                            "New match"
                        } else {
                            "New game"
                        };
                        if ui.button(other).clicked() {
                            state.new_game = Some(game.setup.clone());
                        }
                    });
                }
            } else if choreo.busy() {
                ui.label("Sowing... (Space or a click skips)");
            } else if let Some((q, _)) = &progress.question {
                ui.label(match q {
                    Question::Kichwa => "Choose the kichwa where the captured seeds enter (L / R).",
                    Question::Safari => "Safari or stop at the house? (S / H)",
                });
            } else if game.session.player_to_move().is_computer() {
                ui.label(format!("{} is thinking...", game.name_of(pos.to_move())));
                super::access::move_now(ui, &game, &thinking, &mut access);
            } else {
                ui.label(format!(
                    "{} to move: choose a pit.",
                    game.name_of(pos.to_move())
                ));
            }
            if let Some(b) = pos.blocked() {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 120, 100),
                    format!(
                        "{}: {b} may not move and stops a lap",
                        rules.variant.block_name()
                    ),
                );
            }
            if let Some(c) = pos.claim() {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 120, 100),
                    format!("hizi zetu: {c} must be captured first"),
                );
            }
            if let Some(n) = &notice.0 {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), n);
            }
            if let Some(text) = choreo.caption.as_ref().and_then(|e| caption(e, rules)) {
                ui.weak(text);
            }
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui.button("New game").clicked() {
                    state.new_game = Some(game.setup.clone());
                }
                if ui
                    .add_enabled(game.session.can_undo(), egui::Button::new("Undo"))
                    .clicked()
                {
                    out.write(TurnCommand::Undo);
                }
                if ui
                    .add_enabled(game.session.can_redo(), egui::Button::new("Redo"))
                    .clicked()
                {
                    out.write(TurnCommand::Redo);
                }
                let hint_label = if thinking.is_hinting() {
                    "Thinking..."
                } else {
                    "Hint"
                };
                if ui
                    .add_enabled(
                        game.human_to_move() && !progress.active(),
                        egui::Button::new(hint_label),
                    )
                    .on_hover_text("Suggest a move (Bingwa's choice)")
                    .clicked()
                {
                    ask_hint.write(AskHint);
                }
                if ui.selectable_label(state.settings, "Settings").clicked() {
                    state.settings = !state.settings;
                }
                super::learn::buttons(ui, &mut state);
                super::persistence::buttons(ui, &mut files, &game);
            });
            if let Some(m) = &files.message {
                ui.weak(m);
            }
            if let Some(mv) = hint.mv.filter(|_| hint.generation == game.generation)
                && let Ok(s) = crate::rules::play(&pos, &mv)
            {
                ui.colored_label(
                    egui::Color32::LIGHT_GREEN,
                    format!("Suggestion: {}", crate::rules::write_move(&pos, &s)),
                );
            }
            if state.settings {
                ui.group(|ui| {
                    ui.label("Animation speed");
                    ui.horizontal(|ui| {
                        for s in Speed::ALL {
                            ui.radio_value(&mut settings.speed, s, s.name());
                        }
                    });
                    ui.checkbox(&mut settings.show_counts, "Show seed counts");
                    ui.checkbox(&mut settings.show_hints, "Show the pits that can move");
                    ui.checkbox(&mut settings.reduced_motion, "Reduced motion (seeds jump)");
                    #[cfg(feature = "sound")]
                    super::sound::settings_ui(ui, &mut sound);
                    #[cfg(not(feature = "sound"))]
                    let _ = &mut sound;
                    graphics_choice(ui, &mut quality);
                    super::access::settings_ui(ui, &mut access);
                });
            }
            super::access::text_board(ui, &game, &mut access);
            ui.separator();
            ui.label(egui::RichText::new("Moves").strong());
            super::viewer::controls(ui, &game, &mut viewer, &mut out);
            if let Some(at) = history(ui, &game) {
                out.write(TurnCommand::View(Some(at)));
            }
        })
        .response
        .rect
        .width();
    if let Some(setup) = state.new_game.as_mut() {
        let mut open = true;
        let mut start = false;
        egui::Window::new("New game")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_pos(egui::pos2(PANEL_WIDTH + 40.0, 60.0))
            .show(ctx, |ui| {
                new_game_form(ui, setup);
                ui.separator();
                start = ui.button(egui::RichText::new("Start").strong()).clicked();
            });
        if start {
            out.write(TurnCommand::NewGame(setup.clone()));
            state.new_game = None;
        } else if !open {
            state.new_game = None;
        }
    }
    super::persistence::windows(ctx, &mut files, &game, &mut out);
    // The board is drawn right of the panel, not under it.
    // egui's points in physical pixels: the window's scale times the panel size setting.
    let scale = ctx.pixels_per_point();
    let left = (width * scale) as u32;
    let size = UVec2::new(window.physical_width(), window.physical_height());
    if size.x > left + 16 && size.y > 16 {
        camera.viewport = Some(Viewport {
            physical_position: UVec2::new(left, 0),
            physical_size: UVec2::new(size.x - left, size.y),
            ..default()
        });
    }
    Ok(())
}

/// Graphics: auto / low / high, and the look auto chose.
fn graphics_choice(ui: &mut egui::Ui, quality: &mut ResMut<super::quality::Quality>) {
    use super::quality::{Graphics, Look};
    let mut choice = quality.choice;
    ui.horizontal(|ui| {
        ui.label("Graphics");
        for g in Graphics::ALL {
            ui.radio_value(&mut choice, g, g.name());
        }
    });
    if choice == Graphics::Auto
        && let Some(look) = quality.applied
    {
        ui.weak(match look {
            Look::Low => "auto: low (no graphics card found)",
            Look::High => "auto: high (graphics card)",
        });
    }
    // Only a real change marks the setting changed (it is saved, and the look re-applied).
    if choice != quality.choice {
        quality.choice = choice;
    }
}

/// The games of a finished match: who had South, who won and how.
fn match_results(ui: &mut egui::Ui, m: &crate::game::matchplay::Match) {
    egui::Grid::new("match_results")
        .striped(true)
        .show(ui, |ui| {
            for (i, r) in m.results.iter().enumerate() {
                ui.label(format!("Game {}", i + 1));
                ui.label(format!(
                    "{} (South) v {}",
                    m.names[r.south],
                    m.names[1 - r.south]
                ));
                ui.label(egui::RichText::new(format!("{} won", m.names[r.winner])).strong());
                ui.weak(r.reason.json());
                ui.end_row();
            }
        });
}

/// "Ana (South)", or just "South" when the player has no other name.
fn who(game: &Game, side: Side) -> String {
    let name = game.name_of(side);
    if name == side.name() {
        name.to_string()
    } else {
        format!("{name} ({})", side.name())
    }
}

fn caption(e: &Event, rules: Rules) -> Option<String> {
    describe(e, rules)
}

fn player_box(
    ui: &mut egui::Ui,
    game: &Game,
    side: Side,
    pos: &crate::rules::Position,
    live: bool,
) {
    let rules = game.session.rules();
    let to_move = live && pos.to_move() == side;
    let stage = crate::rules::stage_name(pos, side);
    let house = if !pos.house_owned(side) {
        "gone".to_string()
    } else if pos.house_functional(side) {
        "standing".to_string()
    } else {
        "owned, under 6".to_string()
    };
    let frame = egui::Frame::group(ui.style()).fill(if to_move {
        egui::Color32::from_rgb(72, 50, 30)
    } else {
        egui::Color32::from_rgb(44, 32, 23)
    });
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let marker = if to_move { "▶ " } else { "" };
            ui.label(egui::RichText::new(format!("{marker}{}", who(game, side))).strong());
        });
        ui.label(format!(
            "{}   rows {}",
            game.session.player(side).describe(),
            match side {
                Side::South => "A, B (near)",
                Side::North => "a, b (far)",
            }
        ));
        ui.label(format!(
            "stage: {stage}   reserve: {}   {}: {house}",
            pos.reserve(side),
            rules.variant.house_name()
        ));
    });
}

/// The moves in notation; a click on one returns the number of moves to look at.
fn history(ui: &mut egui::Ui, game: &Game) -> Option<usize> {
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
                                let mut text = egui::RichText::new(&m.text).monospace();
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
                                        .on_hover_text("Look at the position after this move")
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

fn new_game_form(ui: &mut egui::Ui, setup: &mut Setup) {
    ui.label(egui::RichText::new("Game").strong());
    let mut variant = setup.rules.variant;
    let mut preset = setup.rules.preset;
    ui.horizontal(|ui| {
        ui.radio_value(&mut variant, Variant::Kiswahili, "Bao la Kiswahili");
        ui.radio_value(&mut variant, Variant::Kete, "Bao la Kete");
    });
    ui.add_enabled_ui(variant == Variant::Kiswahili, |ui| {
        ui.horizontal(|ui| {
            ui.label("Rules:");
            ui.radio_value(&mut preset, Preset::MancalaWorld, "Mancala World");
            ui.radio_value(&mut preset, Preset::Tournament, "Tournament (K.I.B.A.)");
        });
    });
    if variant == Variant::Kete {
        preset = Preset::MancalaWorld;
    }
    setup.rules = Rules::new(variant, preset).unwrap_or(Rules::KETE);
    ui.horizontal(|ui| {
        ui.radio_value(&mut setup.kind, MatchKind::Single, "Single game");
        ui.radio_value(&mut setup.kind, MatchKind::BestOfThree, "Best of three");
    });
    ui.separator();
    for i in 0..2 {
        ui.label(egui::RichText::new(if i == 0 { "Player A" } else { "Player B" }).strong());
        ui.horizontal(|ui| {
            ui.label("Name");
            ui.text_edit_singleline(&mut setup.names[i]);
        });
        let mut computer = setup.players[i].is_computer();
        let mut level = match setup.players[i] {
            Player::Computer(l) => l,
            Player::Human => Level::Mchezaji,
        };
        ui.horizontal(|ui| {
            ui.radio_value(&mut computer, false, "Human");
            ui.radio_value(&mut computer, true, "Computer");
        });
        if computer {
            egui::ComboBox::from_id_salt(("level", i))
                .selected_text(format!("{}. {}", level.number(), level.name()))
                .width(240.0)
                .show_ui(ui, |ui| {
                    for l in Level::ALL {
                        ui.selectable_value(&mut level, l, format!("{}. {}", l.number(), l.name()))
                            .on_hover_text(l.description());
                    }
                });
            ui.weak(level.description());
        }
        setup.players[i] = if computer {
            Player::Computer(level)
        } else {
            Player::Human
        };
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label("South (moves first) in game 1:");
        let (a, b) = (setup.names[0].clone(), setup.names[1].clone());
        ui.radio_value(&mut setup.first_south, 0, a);
        ui.radio_value(&mut setup.first_south, 1, b);
    });
    if setup.kind == MatchKind::BestOfThree {
        ui.weak("The players change sides every game; two wins take the match.");
    }
}
