//! The side panel: the rules in force, a box per player, what is happening now (whose turn,
//! a question, the end of a game in plain words), takasia / hizi zetu, the notice, the
//! buttons, the settings, the board as text and the move history. Each window it opens is a
//! type of its own (new game, resume, games, settings here; the teaching windows in `teach`).
use super::PANEL_WIDTH;
use super::coach::review::ReviewWindow;
use super::course::learn::LearnWindow;
use super::history::{controls, history};
use super::narrate::explain::ExplainWindow;
use super::narrate::rules::RulesWindow;
use super::play::access::{move_now, style, text_board};
use super::play::context::warm_style;
use super::play::games::GamesWindow;
use super::play::new_game::{NewGameChosen, NewGameWindow};
use super::play::persist::{Persist, follow};
use super::play::players::{match_results, name_of, player_box, who};
use super::play::resume::ResumeWindow;
use super::play::settings::{LanguageChosen, Prefs, SettingsWindow, apply_language};
use super::practice::window::PracticeWindow;
use crate::app::play::Language;
use crate::app::play::access::Turned;
use crate::app::play::ai_task::{AskHint, Hint, Thinking};
use crate::app::play::choreo::Choreo;
use crate::app::play::coach::review::CoachCommand;
use crate::app::play::course::lesson::Learn;
use crate::app::play::turn::{Game, MoveInProgress, Notice, TurnCommand, describe};
use crate::app::play::viewer::Viewer;
use crate::app::scene::board::BoardCamera;
use crate::game::play::matches::MatchKind;
use crate::game::play::session::Player;
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::game::words::names;
use crate::rules::{Outcome, Position, Question, Side};
use bevy::camera::Viewport;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameWindow>()
        .init_resource::<PanelFold>()
        .add_message::<NewGameChosen>()
        .add_message::<LanguageChosen>()
        .init_resource::<SettingsWindow>()
        .init_resource::<GamesWindow>()
        .add_systems(
            EguiPrimaryContextPass,
            (side_panel, apply_language.after(side_panel)),
        );
}

/// The panel folded to a strip: on a small window the board takes the width.
#[derive(Resource, Default)]
pub struct PanelFold(pub bool);

/// The folded panel's width in egui points.
const STRIP_WIDTH: f32 = 34.0;

/// What the panel reads of the game in progress.
#[derive(SystemParam)]
struct Play<'w> {
    game: Res<'w, Game>,
    progress: Res<'w, MoveInProgress>,
    choreo: Res<'w, Choreo>,
    thinking: Res<'w, Thinking>,
    hint: Res<'w, Hint>,
    notice: Res<'w, Notice>,
    turned: Option<Res<'w, Turned>>,
    language: Res<'w, Language>,
    learn: Res<'w, Learn>,
    analysing: Res<'w, crate::app::play::analysis::board::Analysing>,
    puzzling: Res<'w, crate::app::play::practice::puzzle::Puzzling>,
    training: Res<'w, crate::app::play::practice::trainer::Training>,
    editing: Res<'w, crate::app::play::analysis::editor::Editing>,
    reserves: Res<'w, super::play::counts::ShownReserves>,
}

/// What the panel may change: the commands it sends, the files, and its windows.
#[derive(SystemParam)]
struct Panel<'w, 's> {
    out: MessageWriter<'w, TurnCommand>,
    chosen: MessageWriter<'w, NewGameChosen>,
    ask_hint: MessageWriter<'w, AskHint>,
    files: ResMut<'w, Persist>,
    viewer: ResMut<'w, Viewer>,
    prefs: Prefs<'w, 's>,
    new_game: ResMut<'w, NewGameWindow>,
    settings: ResMut<'w, SettingsWindow>,
    games: ResMut<'w, GamesWindow>,
    learn: ResMut<'w, LearnWindow>,
    practice: ResMut<'w, PracticeWindow>,
    rules: ResMut<'w, RulesWindow>,
    explain: ResMut<'w, ExplainWindow>,
    review: ResMut<'w, ReviewWindow>,
    coach: MessageWriter<'w, CoachCommand>,
    analysis: MessageWriter<'w, crate::app::play::analysis::board::AnalysisCommand>,
    fold: ResMut<'w, PanelFold>,
    #[cfg(feature = "online")]
    online: super::play::online::OnlineUi<'w>,
}

fn side_panel(
    mut contexts: EguiContexts,
    mut camera: Single<&mut Camera, With<BoardCamera>>,
    window: Single<&Window, With<PrimaryWindow>>,
    play: Play,
    mut panel: Panel,
    mut styled: Local<bool>,
) -> Result {
    let lang = play.language.0;
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        warm_style(ctx);
        // A press held over a slow frame is still a click (software rendering can take
        // seconds per frame; egui would call a 0.8 s press a drag).
        ctx.options_mut(|o| o.input_options.max_click_duration = 4.0);
        *styled = true;
    }
    style(ctx, &mut panel.prefs.access, warm_style);
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    // The panel can be narrowed by its edge or folded to a strip; the board refits to what
    // is left (the camera's viewport below).
    let width = if panel.fold.0 {
        egui::Panel::left("bao_strip")
            .exact_size(STRIP_WIDTH)
            .resizable(false)
            .show(&mut root, |ui| panel.strip(ui, lang))
    } else {
        egui::Panel::left("bao_panel")
            .default_size(PANEL_WIDTH)
            .size_range(220.0..=480.0)
            .resizable(true)
            .show(&mut root, |ui| panel.contents(ui, &play, lang))
    }
    .response
    .rect
    .width();
    #[cfg(feature = "online")]
    let remembered = panel.files.online_server().to_string();
    #[cfg(feature = "online")]
    panel.new_game.show(
        ctx,
        &mut panel.out,
        &mut panel.chosen,
        (&mut panel.online, &remembered),
        lang,
    );
    #[cfg(feature = "online")]
    if let Some(server) = panel.new_game.online.remember.take() {
        panel.files.remember_server(&server);
    }
    #[cfg(not(feature = "online"))]
    panel
        .new_game
        .show(ctx, &mut panel.out, &mut panel.chosen, lang);
    follow(&mut panel.files, lang);
    ResumeWindow::show(ctx, &mut panel.files, &mut panel.out, lang);
    #[cfg(feature = "online")]
    {
        panel.games.online_rows = panel
            .online
            .seats
            .seats
            .listed()
            .into_iter()
            .cloned()
            .collect();
    }
    panel
        .games
        .show(ctx, &mut panel.files, &play.game, &mut panel.out, lang);
    #[cfg(feature = "online")]
    if let Some(s) = panel.games.resume_asked.take() {
        use crate::app::play::online::OnlineCommand;
        panel.online.out.write(OnlineCommand::Resume {
            server: s.server,
            token: s.token,
            game: s.game,
        });
    }
    // The board is drawn right of the panel, not under it.
    // egui's points in physical pixels: the window's scale times the panel size setting.
    let scale = ctx.pixels_per_point();
    let left = (width * scale) as u32;
    let docked = docked_top(ctx, &play, &panel);
    fit_board(ctx, &mut camera, &window, left, docked);
    Ok(())
}

/// The board's viewport: right of the panel (`left` physical pixels), above the tool window
/// whose top is `docked` (egui points); the scene lays the table's wood below it.
fn fit_board(
    ctx: &egui::Context,
    camera: &mut Camera,
    window: &Window,
    left: u32,
    docked: Option<f32>,
) {
    let scale = ctx.pixels_per_point();
    let size = UVec2::new(window.physical_width(), window.physical_height());
    // The tool windows that sit below the board (Practice, the analysis board, the coach)
    // take their part of the screen: the board refits above them instead of under them.
    let docked = docked
        .map(|top| ((top - 6.0).max(0.0) * scale) as u32)
        .filter(|&h| h * 100 >= size.y * 45)
        .unwrap_or(size.y);
    // Below the board's viewport the table's dark wood is laid by the scene
    // (`scene::framing::Strip`), not painted here.
    if size.x > left + 16 && docked > 16 {
        let want = Viewport {
            physical_position: UVec2::new(left, 0),
            physical_size: UVec2::new(size.x - left, docked.min(size.y)),
            ..default()
        };
        let same = camera.viewport.as_ref().is_some_and(|v| {
            v.physical_position == want.physical_position && v.physical_size == want.physical_size
        });
        if !same {
            camera.viewport = Some(want);
        }
    }
}

/// The top edge (egui points) of the highest open tool window lying in the lower part of
/// the screen, as drawn last frame; `None` when none is open there.
fn docked_top(ctx: &egui::Context, play: &Play, panel: &Panel) -> Option<f32> {
    let open = [
        ("practice_window", panel.practice.open),
        (
            "analysis_window",
            play.analysing.run.is_some() && !play.editing.open(),
        ),
        ("analysis_editor_window", play.editing.open()),
        ("review_window", panel.review.open),
    ];
    let screen = ctx.viewport_rect();
    open.into_iter()
        .filter(|(_, o)| *o)
        .filter_map(|(id, _)| ctx.memory(|m| m.area_rect(egui::Id::new(id))))
        .map(|r| r.top())
        .filter(|&top| top > screen.top() + screen.height() * 0.3)
        .min_by(|a, b| a.total_cmp(b))
}

impl Panel<'_, '_> {
    /// The panel, top to bottom.
    fn contents(&mut self, ui: &mut egui::Ui, play: &Play, lang: Lang) {
        let game = &play.game;
        // The board as it is shown: North at the bottom while turned (hot-seat).
        let turned = play.turned.as_ref().is_some_and(|t| t.0);
        // The board shows the present, or the position picked in the history, or the
        // editor's setup (whose reserves the player cards then tell).
        let pos = play
            .editing
            .shown()
            .unwrap_or_else(|| game.shown_position());
        let over = game
            .outcome()
            .filter(|_| !play.choreo.busy() && game.viewing.is_none());
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading(egui::RichText::new("Bao").size(26.0).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .small_button("«")
                    .on_hover_text(tr(lang, "panel.fold"))
                    .clicked()
                {
                    self.fold.0 = true;
                }
            });
        });
        ui.label(names::rules_label(lang, game.session.rules()));
        if let Some(heading) = game.matchplay.heading(lang) {
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
            let reserves = play.reserves.0.filter(|_| !play.editing.open());
            if let Some(sections) =
                player_box(ui, game, side, &pos, reserves, over.is_none(), turned, lang)
            {
                self.rules.open_at(sections);
            }
        }
        ui.separator();
        #[cfg(feature = "online")]
        super::play::online::panel_box(ui, &mut self.online, game, lang);
        match over {
            Some(o) => self.game_over(ui, game, o, lang),
            None => self.now(ui, play, &pos, lang),
        }
        notes(ui, play, &pos, lang);
        ui.separator();
        self.buttons(ui, play, lang);
        if let Some(m) = &self.files.message {
            ui.weak(m);
        }
        if let Some(mv) = play
            .hint
            .mv
            .filter(|_| play.hint.generation == game.generation)
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
        self.settings.show(ui, &mut self.prefs, lang);
        text_board(ui, game, &mut self.prefs.access);
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr(lang, "panel.moves")).strong());
            // The notation's marks, told where a newcomer first meets them.
            ui.weak(tr(lang, "panel.moves_marks_short"))
                .on_hover_text(tr(lang, "panel.moves_marks"));
        });
        controls(ui, game, &mut self.viewer, &mut self.out, lang);
        if let Some(at) = history(ui, game, lang) {
            self.out.write(TurnCommand::View(Some(at)));
        }
    }

    /// The folded panel: a button that opens it again.
    fn strip(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.add_space(8.0);
        if ui
            .button("»")
            .on_hover_text(tr(lang, "panel.unfold"))
            .clicked()
        {
            self.fold.0 = false;
        }
    }

    /// What is happening now: the seeds moving, a question, or whose turn it is.
    fn now(&mut self, ui: &mut egui::Ui, play: &Play, pos: &Position, lang: Lang) {
        let game = &play.game;
        if game.viewing.is_some() && !play.choreo.busy() {
            // An earlier position picked in the history: nobody moves or thinks there (the
            // history says which position it is).
            return;
        }
        if play.choreo.busy() {
            ui.label(tr(lang, "panel.sowing"));
        } else if let Some((q, _)) = &play.progress.question {
            ui.label(match q {
                Question::Kichwa => tr(lang, "panel.ask_kichwa"),
                Question::Safari => tr(lang, "panel.ask_safari"),
            });
        } else if game.session.player_to_move().is_computer() {
            ui.label(fill(
                lang,
                "panel.thinking_of",
                &[
                    ("name", &name_of(game, pos.to_move(), lang)),
                    // A computer playing the side named "You": "thinking for you".
                    (
                        "person",
                        crate::game::words::names::person(&name_of(game, pos.to_move(), lang))
                            .key(),
                    ),
                ],
            ));
            move_now(ui, game, &play.thinking, &mut self.prefs.access);
        } else if game.session.players() == [Player::Remote; 2] {
            // Online, nobody moves here (the friend has not joined, the game has ended):
            // the online box says why.
        } else if game.session.player_to_move() == Player::Remote {
            // Online: the friend's move comes through the server.
            ui.label(fill(
                lang,
                "panel.waiting_for",
                &[("name", &name_of(game, pos.to_move(), lang))],
            ));
        } else {
            let side = pos.to_move();
            // Online, the side played here is "you" whatever its name.
            let person = if game.session.players().contains(&Player::Remote) {
                crate::game::words::i18n::Person::Me
            } else {
                names::person(game.name_of(side))
            };
            ui.label(msg(
                lang,
                "panel.to_move",
                &[
                    ("name", name_of(game, side, lang).into()),
                    ("person", person.into()),
                ],
            ));
        }
    }

    /// The end of a game in plain words, and what comes next (the next game of a match, a
    /// rematch, a new game).
    fn game_over(&mut self, ui: &mut egui::Ui, game: &Game, o: Outcome, lang: Lang) {
        // The player at this screen is told in the second person ("You win", "Umeshinda").
        let person = |side: Side| Arg::from(names::person(game.name_of(side)));
        ui.label(
            egui::RichText::new(msg(
                lang,
                "panel.wins",
                &[
                    ("name", who(game, o.winner, lang).into()),
                    ("person", person(o.winner)),
                ],
            ))
            .size(20.0)
            .strong()
            .color(egui::Color32::from_rgb(250, 210, 120)),
        );
        ui.label(names::win_reason(lang, o.reason));
        let loser = [
            ("name", name_of(game, o.winner.opponent(), lang).into()),
            ("person", person(o.winner.opponent())),
        ];
        ui.label(match o.reason {
            crate::rules::WinReason::BaoHamna => msg(lang, "panel.front_row_empty", &loser),
            _ => msg(lang, "panel.no_legal_move", &loser),
        });
        // Every finished game offers the coach's review.
        if game.review_len() < game.session.index()
            && ui
                .button(egui::RichText::new(tr(lang, "coach.offer")).strong())
                .clicked()
        {
            self.review.review_now(&mut self.coach);
        }
        let m = &game.matchplay;
        if m.kind == MatchKind::BestOfThree {
            if let Some(text) = m.winner_text(lang) {
                ui.label(egui::RichText::new(text).strong());
                match_results(ui, m, lang);
            } else if ui.button(tr(lang, "panel.next_game")).clicked() {
                self.out.write(TurnCommand::NextGame);
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
                    self.out.write(TurnCommand::NewGame(setup));
                }
                let other = if m.kind == MatchKind::BestOfThree {
                    tr(lang, "panel.new_match")
                } else {
                    tr(lang, "panel.new_game")
                };
                if ui.button(other).clicked() {
                    self.new_game.open(game.offered_setup());
                }
            });
        }
    }

    /// New game, undo, redo, hint, and the windows' toggles.
    fn buttons(&mut self, ui: &mut egui::Ui, play: &Play, lang: Lang) {
        let game = &play.game;
        // Online, a move is taken back by asking the friend, and the engine gives no hints.
        let online = game.session.players().contains(&Player::Remote);
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(lang, "panel.new_game")).clicked() {
                self.new_game.open(game.offered_setup());
            }
            // A puzzle or the trainer's board is not taken back: a miss is put back by
            // itself, and a replayed answer is a demonstration.
            let practising = play.puzzling.run.is_some() || play.training.run.is_some();
            if ui
                .add_enabled(
                    game.session.can_undo() && !online && !practising,
                    egui::Button::new(tr(lang, "panel.undo")),
                )
                .on_disabled_hover_text(if practising {
                    tr(lang, "panel.undo_in_puzzle")
                } else {
                    ""
                })
                .clicked()
            {
                self.out.write(TurnCommand::Undo);
            }
            if ui
                .add_enabled(
                    game.session.can_redo() && !online && !practising,
                    egui::Button::new(tr(lang, "panel.redo")),
                )
                .clicked()
            {
                self.out.write(TurnCommand::Redo);
            }
            let hint_label = if play.thinking.is_hinting() {
                tr(lang, "panel.thinking")
            } else {
                tr(lang, "panel.hint")
            };
            // As wide as its wider label: "Thinking..." must not push the row's other
            // buttons away under the pointer.
            let hint_width = [tr(lang, "panel.thinking"), tr(lang, "panel.hint")]
                .into_iter()
                .map(|t| text_width(ui, t))
                .fold(0.0, f32::max)
                + 2.0 * ui.spacing().button_padding.x;
            // In a lesson the engine's move would give the answer away: the lesson has a
            // hint of its own.
            let in_lesson = play.learn.run.is_some();
            if ui
                .add_enabled(
                    game.human_to_move() && !play.progress.active() && !in_lesson && !online,
                    egui::Button::new(hint_label).min_size(egui::vec2(hint_width, 0.0)),
                )
                .on_hover_text(tr(lang, "panel.hint_hover"))
                .on_disabled_hover_text(tr(
                    lang,
                    if in_lesson {
                        "panel.hint_in_lesson"
                    } else {
                        "panel.hint_hover"
                    },
                ))
                .clicked()
            {
                self.ask_hint.write(AskHint);
            }
            self.settings.button(ui, lang);
            self.learn.button(ui, lang);
            self.practice.button(ui, lang);
            self.rules.button(ui, lang);
            self.explain.button(ui, lang);
            super::analysis::board::button(ui, &play.analysing, &mut self.analysis, lang);
            self.review.button(ui, game, &mut self.coach, lang);
            self.games.buttons(ui, &mut self.files, game, lang);
        });
    }
}

/// The takasia (or hizi zetu) block, a claim, the notice and the last event's caption.
fn notes(ui: &mut egui::Ui, play: &Play, pos: &Position, lang: Lang) {
    let rules = play.game.session.rules();
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
    if let Some(n) = &play.notice.0 {
        ui.colored_label(egui::Color32::from_rgb(255, 140, 110), n);
    }
    if let Some(text) = play
        .choreo
        .caption
        .as_ref()
        .and_then(|e| describe(e, rules, lang))
    {
        ui.weak(text);
    }
}

/// The width of `text` as a button draws it.
fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Button,
        )
        .size()
        .x
}
