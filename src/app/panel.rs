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
use crate::game::i18n::{Lang, fill, tr};
use crate::game::matchplay::{MatchKind, shown_name};
use crate::game::session::Player;
use crate::game::words;
use crate::rules::{Preset, Question, Rules, Side, Variant};
use bevy::camera::{CameraOutputMode, Viewport, visibility::RenderLayers};
use bevy::prelude::*;
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
    /// A language chosen in the Settings, applied to [`super::Language`] right after the
    /// panel is drawn (the panel itself only reads the language).
    pub language: Option<Lang>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<PanelState>()
        .add_systems(Startup, egui_camera)
        .add_systems(
            EguiPrimaryContextPass,
            (side_panel, apply_language.after(side_panel)),
        );
}

/// The language chosen in the Settings becomes the window's: every window reads it on the
/// next frame, drawn at once (no restart; persistence.rs remembers it).
fn apply_language(
    mut state: ResMut<PanelState>,
    mut language: ResMut<super::Language>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if let Some(chosen) = state.language {
        state.language = None;
        if language.0 != chosen {
            language.0 = chosen;
            redraw.write(bevy::window::RequestRedraw);
        }
    }
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
        // It sees only the small picture of the board drawn while seeds move (render_scale).
        RenderLayers::layer(super::render_scale::PICTURE_LAYER),
        // The board camera leaves its picture in the window's texture (output Skip): this
        // camera draws egui straight over it and writes the window once, with no clear and
        // no blend (on a software renderer each full-window pass costs milliseconds).
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::None,
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
    (mut styled, mut access, language, turned): (
        Local<bool>,
        super::access::AccessPanel,
        Res<super::Language>,
        Option<Res<super::access::Turned>>,
    ),
) -> Result {
    let lang = language.0;
    // The board as it is shown: North at the bottom while turned (hot-seat).
    let turned = turned.is_some_and(|t| t.0);
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
            ui.label(words::rules_label(lang, rules));
            let m = &game.matchplay;
            if let Some(heading) = m.heading(lang) {
                ui.label(heading);
            }
            ui.separator();
            // In the order they sit on the screen: the top one first.
            let order = if turned {
                [Side::South, Side::North]
            } else {
                [Side::North, Side::South]
            };
            for side in order {
                player_box(ui, &game, side, &pos, over.is_none(), turned, lang);
            }
            ui.separator();
            // What is happening now.
            if let Some(o) = over {
                ui.label(
                    egui::RichText::new(fill(
                        lang,
                        "panel.wins",
                        &[("name", &who(&game, o.winner, lang))],
                    ))
                    .size(20.0)
                    .strong()
                    .color(egui::Color32::from_rgb(250, 210, 120)),
                );
                ui.label(words::win_reason(lang, o.reason));
                let loser = name_of(&game, o.winner.opponent(), lang);
                let loser = &[("name", loser.as_str())];
                ui.label(match o.reason {
                    crate::rules::WinReason::BaoHamna => fill(lang, "panel.front_row_empty", loser),
                    _ => fill(lang, "panel.no_legal_move", loser),
                });
                if m.kind == MatchKind::BestOfThree {
                    if let Some(text) = m.winner_text(lang) {
                        ui.label(egui::RichText::new(text).strong());
                        match_results(ui, m, lang);
                    } else if ui.button(tr(lang, "panel.next_game")).clicked() {
                        out.write(TurnCommand::NextGame);
                    }
                }
                if m.kind == MatchKind::Single || m.is_over() {
                    ui.horizontal(|ui| {
                        let again = if m.kind == MatchKind::BestOfThree {
                            tr(lang, "panel.rematch")
                        } else {
                            tr(lang, "panel.play_again")
                        };
                        if ui
                            .button(egui::RichText::new(again).strong())
                            .on_hover_text(tr(lang, "panel.again_hover"))
                            .clicked()
                        {
                            // The loser's opponent had South in the first game: swap.
                            let mut setup = game.setup.clone();
                            setup.first_south = 1 - (setup.first_south & 1);
                            out.write(TurnCommand::NewGame(setup));
                        }
                        let other = if m.kind == MatchKind::BestOfThree {
                            tr(lang, "panel.new_match")
                        } else {
                            tr(lang, "panel.new_game")
                        };
                        if ui.button(other).clicked() {
                            state.new_game = Some(game.setup.clone());
                        }
                    });
                }
            } else if choreo.busy() {
                ui.label(tr(lang, "panel.sowing"));
            } else if let Some((q, _)) = &progress.question {
                ui.label(match q {
                    Question::Kichwa => tr(lang, "panel.ask_kichwa"),
                    Question::Safari => tr(lang, "panel.ask_safari"),
                });
            } else if game.session.player_to_move().is_computer() {
                ui.label(fill(
                    lang,
                    "panel.thinking_of",
                    &[("name", &name_of(&game, pos.to_move(), lang))],
                ));
                super::access::move_now(ui, &game, &thinking, &mut access);
            } else {
                ui.label(fill(
                    lang,
                    "panel.to_move",
                    &[("name", &name_of(&game, pos.to_move(), lang))],
                ));
            }
            if let Some(b) = pos.blocked() {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 120, 100),
                    fill(
                        lang,
                        "panel.blocked",
                        &[
                            ("rule", rules.variant.block_name()),
                            ("pit", &b.to_string()),
                        ],
                    ),
                );
            }
            if let Some(c) = pos.claim() {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 120, 100),
                    fill(lang, "panel.claim", &[("pit", &c.to_string())]),
                );
            }
            if let Some(n) = &notice.0 {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), n);
            }
            if let Some(text) = choreo
                .caption
                .as_ref()
                .and_then(|e| describe(e, rules, lang))
            {
                ui.weak(text);
            }
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr(lang, "panel.new_game")).clicked() {
                    state.new_game = Some(game.setup.clone());
                }
                if ui
                    .add_enabled(
                        game.session.can_undo(),
                        egui::Button::new(tr(lang, "panel.undo")),
                    )
                    .clicked()
                {
                    out.write(TurnCommand::Undo);
                }
                if ui
                    .add_enabled(
                        game.session.can_redo(),
                        egui::Button::new(tr(lang, "panel.redo")),
                    )
                    .clicked()
                {
                    out.write(TurnCommand::Redo);
                }
                let hint_label = if thinking.is_hinting() {
                    tr(lang, "panel.thinking")
                } else {
                    tr(lang, "panel.hint")
                };
                if ui
                    .add_enabled(
                        game.human_to_move() && !progress.active(),
                        egui::Button::new(hint_label),
                    )
                    .on_hover_text(tr(lang, "panel.hint_hover"))
                    .clicked()
                {
                    ask_hint.write(AskHint);
                }
                if ui
                    .selectable_label(state.settings, tr(lang, "panel.settings"))
                    .clicked()
                {
                    state.settings = !state.settings;
                }
                super::learn::buttons(ui, &mut state, lang);
                super::persistence::buttons(ui, &mut files, &game, lang);
            });
            if let Some(m) = &files.message {
                ui.weak(m);
            }
            if let Some(mv) = hint.mv.filter(|_| hint.generation == game.generation)
                && let Ok(s) = crate::rules::play(&pos, &mv)
            {
                ui.colored_label(
                    egui::Color32::LIGHT_GREEN,
                    fill(
                        lang,
                        "panel.suggestion",
                        &[("move", &crate::rules::write_move(&pos, &s))],
                    ),
                );
            }
            if state.settings {
                ui.group(|ui| {
                    if let Some(chosen) = language_choice(ui, lang) {
                        state.language = Some(chosen);
                    }
                    view_settings(ui, &mut settings, lang);
                    #[cfg(feature = "sound")]
                    super::sound::settings_ui(ui, &mut sound, lang);
                    #[cfg(not(feature = "sound"))]
                    let _ = &mut sound;
                    graphics_choice(ui, &mut quality, lang);
                    super::access::settings_ui(ui, &mut access);
                });
            }
            super::access::text_board(ui, &game, &mut access);
            ui.separator();
            ui.label(egui::RichText::new(tr(lang, "panel.moves")).strong());
            super::viewer::controls(ui, &game, &mut viewer, &mut out, lang);
            if let Some(at) = history(ui, &game, lang) {
                out.write(TurnCommand::View(Some(at)));
            }
        })
        .response
        .rect
        .width();
    if let Some(setup) = state.new_game.as_mut() {
        let mut open = true;
        let mut start = false;
        egui::Window::new(tr(lang, "panel.new_game"))
            .id(egui::Id::new("new_game_window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_pos(egui::pos2(PANEL_WIDTH + 40.0, 60.0))
            .show(ctx, |ui| {
                new_game_form(ui, setup, lang);
                ui.separator();
                start = ui
                    .button(egui::RichText::new(tr(lang, "panel.start")).strong())
                    .clicked();
            });
        if start {
            out.write(TurnCommand::NewGame(setup.clone()));
            state.new_game = None;
        } else if !open {
            state.new_game = None;
        }
    }
    super::persistence::windows(ctx, &mut files, &game, &mut out, lang);
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
            ui.radio_value(&mut edit.speed, s, words::speed(lang, s));
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
fn graphics_choice(ui: &mut egui::Ui, quality: &mut ResMut<super::quality::Quality>, lang: Lang) {
    use super::quality::{Graphics, Look};
    let mut choice = quality.choice;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "panel.graphics"));
        for g in Graphics::ALL {
            ui.radio_value(&mut choice, g, words::graphics(lang, g));
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

/// The games of a finished match: who had South, who won and how.
fn match_results(ui: &mut egui::Ui, m: &crate::game::matchplay::Match, lang: Lang) {
    egui::Grid::new("match_results")
        .striped(true)
        .show(ui, |ui| {
            for i in 0..m.results.len() {
                let Some([game, sides, won, how]) = m.result_columns(i, lang) else {
                    continue;
                };
                ui.label(game);
                ui.label(sides);
                ui.label(egui::RichText::new(won).strong());
                ui.weak(how);
                ui.end_row();
            }
        });
}

/// The name of the player at `side` as shown (the default names are the sides, translated).
fn name_of(game: &Game, side: Side, lang: Lang) -> String {
    shown_name(game.name_of(side), lang)
}

/// "Ana (South)", or just "South" when the player has no other name.
fn who(game: &Game, side: Side, lang: Lang) -> String {
    let name = name_of(game, side, lang);
    let side_name = words::side(lang, side);
    if name == side_name {
        name
    } else {
        format!("{name} ({side_name})")
    }
}

/// The rows a side plays and where they are on the screen as the board is shown now:
/// South's A, B at the bottom unless the board is turned to North (hot-seat).
fn rows_text(side: Side, turned: bool, lang: Lang) -> &'static str {
    let bottom = (side == Side::South) != turned;
    match (side, bottom) {
        (Side::South, true) => tr(lang, "panel.rows_south_bottom"),
        (Side::South, false) => tr(lang, "panel.rows_south_top"),
        (Side::North, true) => tr(lang, "panel.rows_north_bottom"),
        (Side::North, false) => tr(lang, "panel.rows_north_top"),
    }
}

#[allow(clippy::too_many_arguments)]
fn player_box(
    ui: &mut egui::Ui,
    game: &Game,
    side: Side,
    pos: &crate::rules::Position,
    live: bool,
    turned: bool,
    lang: Lang,
) {
    let rules = game.session.rules();
    let to_move = live && pos.to_move() == side;
    let stage = crate::rules::stage_name(pos, side);
    let house = if !pos.house_owned(side) {
        tr(lang, "panel.house_gone")
    } else if pos.house_functional(side) {
        tr(lang, "panel.house_standing")
    } else {
        tr(lang, "panel.house_weak")
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
            ui.label(egui::RichText::new(format!("{marker}{}", who(game, side, lang))).strong());
        });
        ui.label(format!(
            "{}   {}",
            words::player(lang, game.session.player(side)),
            rows_text(side, turned, lang)
        ));
        // Bao la Kujifunza has no reserve and no house (J1-J3): only the stage is told.
        ui.label(if rules.variant == Variant::Kujifunza {
            fill(lang, "panel.player_stage", &[("stage", stage)])
        } else {
            fill(
                lang,
                "panel.player_state",
                &[
                    ("stage", stage),
                    ("reserve", &pos.reserve(side).to_string()),
                    ("house_name", rules.variant.house_name()),
                    ("house", house),
                ],
            )
        });
    });
}

/// The moves in notation; a click on one returns the number of moves to look at.
fn history(ui: &mut egui::Ui, game: &Game, lang: Lang) -> Option<usize> {
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

fn new_game_form(ui: &mut egui::Ui, setup: &mut Setup, lang: Lang) {
    ui.label(egui::RichText::new(tr(lang, "panel.form.game")).strong());
    let mut variant = setup.rules.variant;
    let mut preset = setup.rules.preset;
    ui.horizontal(|ui| {
        for v in [Variant::Kiswahili, Variant::Kete] {
            ui.radio_value(&mut variant, v, v.name());
        }
    });
    ui.add_enabled_ui(variant == Variant::Kiswahili, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr(lang, "panel.form.rules"));
            ui.radio_value(
                &mut preset,
                Preset::MancalaWorld,
                words::preset(lang, Preset::MancalaWorld),
            );
            ui.radio_value(
                &mut preset,
                Preset::Tournament,
                format!("{} (K.I.B.A.)", words::preset(lang, Preset::Tournament)),
            );
        });
    });
    if variant == Variant::Kete {
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
    ui.separator();
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
            Player::Human => Level::Mchezaji,
        };
        ui.horizontal(|ui| {
            ui.radio_value(&mut computer, false, words::player(lang, Player::Human));
            ui.radio_value(&mut computer, true, tr(lang, "panel.form.computer"));
        });
        if computer {
            egui::ComboBox::from_id_salt(("level", i))
                .selected_text(format!("{}. {}", level.number(), level.name()))
                .width(240.0)
                .show_ui(ui, |ui| {
                    for l in Level::ALL {
                        ui.selectable_value(&mut level, l, format!("{}. {}", l.number(), l.name()))
                            .on_hover_text(words::level_description(lang, l));
                    }
                });
            ui.weak(words::level_description(lang, level));
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
