//! Everyone can play, the panel's half: the panel's size (egui's zoom) and the high-contrast
//! look applied, the access settings, "Move now" while the computer thinks, the typed-move
//! field and the board as text for screen readers.
use crate::app::play::Language;
use crate::app::play::access::{Access, TypeMove, last_move};
use crate::app::play::ai_task::{MoveNow, Thinking};
use crate::app::play::turn::Game;
use crate::game::records::settings::Settings as Saved;
use crate::game::words::i18n::{Lang, tr};
use crate::rules::Side;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the panel's access parts use (one parameter of the panel system).
#[derive(SystemParam)]
pub struct AccessPanel<'w, 's> {
    pub access: ResMut<'w, Access>,
    typed: Local<'s, String>,
    applied: Local<'s, Option<(u16, bool)>>,
    type_out: MessageWriter<'w, TypeMove>,
    move_now: MessageWriter<'w, MoveNow>,
    lang: Res<'w, Language>,
}

impl AccessPanel<'_, '_> {
    /// The window's language.
    pub fn lang(&self) -> Lang {
        self.lang.0
    }
}

/// The panel's size and look, applied when they change (called every frame by the panel).
pub fn style(ctx: &egui::Context, a: &mut AccessPanel, warm: fn(&egui::Context)) {
    let want = (a.access.ui_scale, a.access.high_contrast);
    if *a.applied == Some(want) {
        return;
    }
    *a.applied = Some(want);
    ctx.set_zoom_factor(a.access.zoom());
    if a.access.high_contrast {
        ctx.set_visuals(high_contrast_visuals());
    } else {
        warm(ctx);
    }
}

fn high_contrast_visuals() -> egui::Visuals {
    use egui::{Color32, Stroke};
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    v.weak_text_color = Some(Color32::from_rgb(230, 230, 160));
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_gray(30);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.selection.bg_fill = Color32::from_rgb(255, 220, 0);
    v.selection.stroke = Stroke::new(2.0, Color32::BLACK);
    v.hyperlink_color = Color32::from_rgb(120, 220, 255);
    for (w, stroke) in [
        (
            &mut v.widgets.noninteractive,
            Stroke::new(1.0, Color32::WHITE),
        ),
        (&mut v.widgets.inactive, Stroke::new(1.5, Color32::WHITE)),
        (
            &mut v.widgets.hovered,
            Stroke::new(2.5, Color32::from_rgb(255, 220, 0)),
        ),
        (
            &mut v.widgets.active,
            Stroke::new(3.0, Color32::from_rgb(255, 220, 0)),
        ),
        (&mut v.widgets.open, Stroke::new(2.0, Color32::WHITE)),
    ] {
        w.bg_stroke = stroke;
        w.fg_stroke = Stroke::new(stroke.width.max(1.5), Color32::WHITE);
        w.bg_fill = Color32::BLACK;
        w.weak_bg_fill = Color32::from_gray(20);
    }
    v.widgets.noninteractive.bg_fill = Color32::BLACK;
    v
}

/// The access settings: the panel's size, high contrast, the hot-seat turn.
pub fn settings_ui(ui: &mut egui::Ui, a: &mut AccessPanel) {
    let lang = a.lang();
    let mut s = a.access.ui_scale;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "access.ui_scale"));
        ui.add(
            egui::Slider::new(&mut s, Saved::UI_SCALE_MIN..=Saved::UI_SCALE_MAX)
                .step_by(25.0)
                .suffix("%"),
        );
    });
    let mut hc = a.access.high_contrast;
    ui.checkbox(&mut hc, tr(lang, "access.high_contrast"));
    let mut turn = a.access.turn_board;
    ui.checkbox(&mut turn, tr(lang, "access.turn_board"))
        .on_hover_text(tr(lang, "access.turn_board_hover"));
    // Only a real change marks the settings changed (they are saved).
    let new = Access {
        ui_scale: s,
        high_contrast: hc,
        turn_board: turn,
        ..*a.access
    };
    if new != *a.access {
        *a.access = new;
    }
}

/// "Move now" while the computer thinks.
pub fn move_now(ui: &mut egui::Ui, game: &Game, thinking: &Thinking, a: &mut AccessPanel) {
    let lang = a.lang();
    if thinking.is_thinking()
        && game.session.player_to_move().is_computer()
        && ui
            .button(tr(lang, "access.move_now"))
            .on_hover_text(tr(lang, "access.move_now_hover"))
            .clicked()
    {
        a.move_now.write(MoveNow);
    }
}

/// The typed-move field and the board as text (what a screen reader reads).
pub fn text_board(ui: &mut egui::Ui, game: &Game, a: &mut AccessPanel) {
    let lang = a.lang();
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, "access.type_move"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut *a.typed)
                    .hint_text("A6R*, b3L")
                    .desired_width(90.0)
                    .font(egui::TextStyle::Monospace),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(tr(lang, "access.play")).clicked() || entered) && !a.typed.trim().is_empty() {
            a.type_out.write(TypeMove(a.typed.trim().to_string()));
            a.typed.clear();
            if entered {
                field.request_focus();
            }
        }
    });
    egui::CollapsingHeader::new(tr(lang, "access.board_as_text"))
        .id_salt("board_as_text")
        .default_open(a.access.text_open)
        .show(ui, |ui| {
            let pos = game.shown_position();
            let names = [game.name_of(Side::South), game.name_of(Side::North)];
            let last = last_move(game).and_then(|(before, mv)| {
                let side = before.to_move();
                let mover = crate::game::play::access::name_of(lang, game.name_of(side), side);
                crate::game::play::access::last_move_text(lang, &before, &mv, &mover)
            });
            for line in crate::game::play::access::board_text(lang, &pos, names, last.as_deref()) {
                ui.label(line);
            }
        });
}
