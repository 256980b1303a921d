//! The seed counts written on the board: the number in each pit at its near edge and in each
//! reserve heap, as the seeds on screen are (so they change as the seeds land).
use crate::app::play::Language;
use crate::app::play::choreo::Settings;
use crate::app::play::turn::Game;
use crate::app::scene::board;
use crate::app::scene::seeds::{At, Place};
use crate::game::words::i18n::fill;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<ShownReserves>()
        .add_systems(EguiPrimaryContextPass, count_labels)
        .add_systems(
            Update,
            shown_reserves.after(crate::app::play::BaoSet::Animate),
        );
}

/// The reserves as the seeds on screen hold them while a move is shown (a namua move takes
/// its seed before the rules' position says so): the panel tells what the board shows.
/// `None` while the seeds rest (the position's own reserves are then the same).
#[derive(Resource, Default, PartialEq)]
pub struct ShownReserves(pub Option<[u8; 2]>);

fn shown_reserves(
    choreo: Res<crate::app::play::choreo::Choreo>,
    progress: Res<crate::app::play::turn::MoveInProgress>,
    ats: Query<&At>,
    mut shown: ResMut<ShownReserves>,
) {
    let moving = choreo.busy() || progress.active();
    let want = moving.then(|| {
        let mut r = [0u8; 2];
        for at in &ats {
            if let Place::Reserve(side) = at.place {
                r[side.index()] = r[side.index()].saturating_add(1);
            }
        }
        r
    });
    if shown.0 != want {
        shown.0 = want;
    }
}

/// The number of seeds in each pit and heap, at the pit's near edge (what is on screen, so it
/// changes as the seeds land).
fn count_labels(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    lang: Res<Language>,
    game: Res<Game>,
    ats: Query<&At>,
    camera: Single<(&Camera, &GlobalTransform), With<board::BoardCamera>>,
) -> Result {
    if !settings.show_counts {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (cam, cam_tf) = *camera;
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("seed_counts"),
    ));
    let mut counts: Vec<(Place, usize)> = Vec::new();
    for at in &ats {
        match counts.iter_mut().find(|c| c.0 == at.place) {
            Some(c) => c.1 += 1,
            None => counts.push((at.place, 1)),
        }
    }
    let label = |world: Vec3, text: String, strong: bool| {
        if let Ok(p) = cam.world_to_viewport(cam_tf, world) {
            let pos = egui::pos2(p.x, p.y) / zoom;
            let font = egui::FontId::proportional(if strong { 15.0 } else { 13.0 });
            let galley = painter.layout_no_wrap(text, font, egui::Color32::from_rgb(255, 240, 215));
            let rect = egui::Rect::from_center_size(pos, galley.size() + egui::vec2(8.0, 2.0));
            painter.rect_filled(
                rect,
                4.0,
                egui::Color32::from_rgba_unmultiplied(25, 15, 8, 170),
            );
            painter.galley(
                rect.min + egui::vec2(4.0, 1.0),
                galley,
                egui::Color32::WHITE,
            );
        }
    };
    for side in Side::BOTH {
        for ring in 0..16 {
            let pit = Pit::new(side, ring);
            let n = counts
                .iter()
                .find(|c| c.0 == Place::Pit(pit))
                .map_or(0, |c| c.1);
            if n > 0 {
                let c = board::pit_center(pit) + Vec3::new(0.0, 0.0, board::PIT_R + 0.06);
                label(c, n.to_string(), false);
            }
        }
        // Bao la Kujifunza is played without reserves (J1): no heap to name.
        if game.session.rules().variant == crate::rules::Variant::Kujifunza {
            continue;
        }
        let n = counts
            .iter()
            .find(|c| c.0 == Place::Reserve(side))
            .map_or(0, |c| c.1);
        // On the heap's far side from the board, clear of the pit numbers.
        let out = if side == Side::South { 0.6 } else { -0.6 };
        label(
            board::reserve_center(side) + Vec3::new(0.0, 0.0, out),
            fill(lang.0, "words.reserve_count", &[("n", &n.to_string())]),
            true,
        );
    }
    Ok(())
}
