//! What is written on the board itself: the pit coordinates as the notation writes them (row
//! letters A, B, a, b at each row's end, pit numbers 1-8 along South's and North's edges, so
//! every pit reads as "A5" or "b3"), shown or hidden in the Settings; and the assist (off by
//! default) that rings the pits of the player to move the opponent could capture from next
//! turn (`game::play::assist`). Drawn by egui over the board, projected from the board's
//! coordinates, so they follow the camera, the framing and the hot-seat turn.
use crate::app::play::choreo::{Choreo, Settings as View};
use crate::app::play::turn::{Game, MoveInProgress};
use crate::app::scene::board::{BoardCamera, PIT_R, pit_center};
use crate::game::play::assist::threatened;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (coordinates, threats));
}

const LETTER: egui::Color32 = egui::Color32::from_rgb(235, 215, 185);
const STRONG: egui::Color32 = egui::Color32::from_rgb(255, 235, 170);

/// A board point on the screen, in egui's points (`None` behind the camera).
fn on_screen(cam: &Camera, tf: &GlobalTransform, at: Vec3, zoom: f32) -> Option<egui::Pos2> {
    cam.world_to_viewport(tf, at)
        .ok()
        .map(|p| egui::pos2(p.x, p.y) / zoom)
}

/// The row letters at each row's end (beyond pit 1, on the owner's left; the row of the side
/// to move carries an arrow) and the pit numbers beyond each side's back row: South's run
/// 1-8 from South's left, North's from North's left, as the notation counts them.
fn coordinates(
    mut contexts: EguiContexts,
    game: Res<Game>,
    view: Res<View>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    if !view.show_coordinates {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (cam, tf) = *camera;
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coordinates"),
    ));
    let to_move = game.shown_position().to_move();
    for side in Side::BOTH {
        // Towards the side's owner (South sits at +z), and to the owner's left.
        let (out, to_left) = match side {
            Side::South => (Vec3::Z, Vec3::NEG_X),
            Side::North => (Vec3::NEG_Z, Vec3::X),
        };
        for front in [true, false] {
            let first = if front {
                Pit::front(side, 1)
            } else {
                Pit::back(side, 1)
            };
            let Some(p) = on_screen(cam, tf, pit_center(first) + to_left * 0.72, zoom) else {
                continue;
            };
            let letter = first.row_letter().to_string();
            let strong = to_move == side;
            let text = if front && strong {
                format!("{letter} ▶")
            } else {
                letter
            };
            painter.text(
                p,
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::monospace(if strong { 18.0 } else { 16.0 }),
                if strong { STRONG } else { LETTER },
            );
        }
        for n in 1..=8 {
            let at = pit_center(Pit::back(side, n)) + out * 0.6;
            if let Some(p) = on_screen(cam, tf, at, zoom) {
                painter.text(
                    p,
                    egui::Align2::CENTER_CENTER,
                    n.to_string(),
                    egui::FontId::monospace(13.0),
                    LETTER.gamma_multiply(0.85),
                );
            }
        }
    }
    Ok(())
}

/// The assist: while a person is to move, each of his pits the opponent could capture from
/// next turn gets a dashed ring and a "!" badge (a shape, not only a colour).
#[allow(clippy::too_many_arguments)]
fn threats(
    mut contexts: EguiContexts,
    game: Res<Game>,
    view: Res<View>,
    choreo: Res<Choreo>,
    progress: Res<MoveInProgress>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut cache: Local<Option<(u64, usize, Vec<Pit>)>>,
) -> Result {
    if !view.show_threats || !game.human_to_move() || choreo.busy() || progress.active() {
        return Ok(());
    }
    let key = (game.generation, game.session.index());
    if cache.as_ref().is_none_or(|(g, i, _)| (*g, *i) != key) {
        *cache = Some((key.0, key.1, threatened(&game.position())));
    }
    let Some((_, _, pits)) = cache.as_ref() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (cam, tf) = *camera;
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("threats"),
    ));
    let colour = egui::Color32::from_rgb(255, 120, 60);
    for &pit in pits {
        let c = pit_center(pit);
        let (Some(centre), Some(rim)) = (
            on_screen(cam, tf, c, zoom),
            on_screen(cam, tf, c + Vec3::X * PIT_R, zoom),
        ) else {
            continue;
        };
        let r = (rim - centre).length() * 1.08;
        // Twelve dashes round the pit.
        for k in 0..12 {
            let a0 = k as f32 / 12.0 * std::f32::consts::TAU;
            let a1 = a0 + std::f32::consts::TAU / 24.0;
            let at = |a: f32| centre + egui::vec2(a.cos(), a.sin() * 0.62) * r;
            painter.line_segment([at(a0), at(a1)], egui::Stroke::new(2.5, colour));
        }
        let badge = centre + egui::vec2(r * 0.8, -r * 0.65);
        painter.circle_filled(badge, 8.0, colour);
        painter.text(
            badge,
            egui::Align2::CENTER_CENTER,
            "!",
            egui::FontId::proportional(13.0),
            egui::Color32::BLACK,
        );
    }
    Ok(())
}
