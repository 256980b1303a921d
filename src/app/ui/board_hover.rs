//! What a pit on the board is, on hover: its seeds, and the meaning of every mark it wears
//! (the square house, the glow of a pit that can start a move, the barred ring of a block,
//! the last move's dotted ring and crosses). A newcomer meets these marks before any rule.
use super::narrate::diagram::pit_lines;
use super::play::players::glossary_lines;
use crate::app::play::Language;
use crate::app::play::access::last_move;
use crate::app::play::choreo::Choreo;
use crate::app::play::pointing::Pointing;
use crate::app::play::turn::{Game, MoveInProgress};
use crate::app::scene::board::{self, BoardCamera};
use crate::game::play::access::move_marks;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use crate::rules::{Pit, Side, Variant, legal_moves};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Added for play in a window only: screenshots and benchmarks are frame-exact pictures of
/// the board, with no note that depends on where the pointer happens to rest.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, pit_hover);
}

/// How long the pointer rests on a pit before its notes show (as egui's tooltips wait).
const REST: f32 = 0.5;

/// What the pointer rests on: a pit, or a reserve heap beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    Pit(Pit),
    Heap(Side),
}

/// The reserve heap under a point of the window, if any (the heaps lie on the mat).
fn heap_under(cam: &Camera, tf: &GlobalTransform, at: Vec2) -> Option<Side> {
    let ray = cam.viewport_to_world(tf, at).ok()?;
    let centre = board::reserve_center(Side::South);
    let t = ray.intersect_plane(Vec3::Y * centre.y, InfinitePlane3d::new(Vec3::Y))?;
    let p = ray.get_point(t);
    Side::BOTH
        .into_iter()
        .find(|&s| p.xz().distance(board::reserve_center(s).xz()) < 0.9)
}

/// The lines told about a reserve heap: whose it is, how many seeds, and what a reserve is.
pub fn heap_notes(lang: Lang, game: &Game, side: Side) -> Vec<String> {
    let pos = game.shown_position();
    // Bao la Kujifunza is played without reserves (J1): there is no heap.
    if pos.rules().variant == Variant::Kujifunza {
        return Vec::new();
    }
    let mut lines = vec![fill(
        lang,
        "learn.diagram.reserve_of",
        &[
            ("side", names::side(lang, side)),
            ("count", &pos.reserve(side).to_string()),
        ],
    )];
    lines.push(glossary_lines(lang, &["reserve"]));
    lines
}

/// The lines told about `pit` as the board shows it now.
pub fn pit_notes(lang: Lang, game: &Game, pit: Pit) -> Vec<String> {
    let pos = game.shown_position();
    let variant = pos.rules().variant;
    let mut lines = pit_lines(lang, &pos, pit);
    if game.human_to_move()
        && pit.side == pos.to_move()
        && legal_moves(&pos).iter().any(|m| m.pit == pit.ring)
    {
        lines.push(tr(lang, "board.can_start").to_string());
    }
    if pos.blocked() == Some(pit) {
        lines.push(fill(
            lang,
            "board.blocked",
            &[("block", variant.block_name())],
        ));
    }
    if let Some(marks) = last_move(game).and_then(|(before, mv)| move_marks(&before, &mv)) {
        if marks.start == pit {
            lines.push(tr(lang, "board.last_start").to_string());
        }
        if marks.captured.contains(&pit) {
            lines.push(tr(lang, "board.last_capture").to_string());
        }
    }
    lines
}

/// The notes of the pit under the pointer, beside the pointer, while the seeds are still.
#[allow(clippy::too_many_arguments)]
fn pit_hover(
    mut contexts: EguiContexts,
    pointing: Res<Pointing>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    lang: Res<Language>,
    time: Res<Time<Real>>,
    mut resting: Local<Option<(Spot, f32)>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    view: Option<(
        Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
        Single<&Window, With<PrimaryWindow>>,
    )>,
) -> Result {
    let heap = view.and_then(|(cam, window)| heap_under(cam.0, cam.1, window.cursor_position()?));
    let Some(spot) = pointing.hover.map(Spot::Pit).or(heap.map(Spot::Heap)) else {
        *resting = None;
        return Ok(());
    };
    if choreo.busy() || progress.active() || pointing.selected.is_some() || pointing.frozen {
        *resting = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some(at) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    // Not through a window or popup lying over the board.
    if ctx
        .layer_id_at(at)
        .is_some_and(|l| l.order != egui::Order::Background)
    {
        *resting = None;
        return Ok(());
    }
    let now = time.elapsed_secs();
    let since = match *resting {
        Some((p, t)) if p == spot => t,
        _ => {
            *resting = Some((spot, now));
            now
        }
    };
    if now - since < REST {
        // The window sleeps while nothing happens: ask for frames until the notes show.
        redraw.write(bevy::window::RequestRedraw);
        return Ok(());
    }
    let lines = match spot {
        Spot::Pit(pit) => {
            let mut notes = pit_notes(lang.0, &game, pit);
            // The keyboard's cursor is a ring a newcomer is never told about otherwise.
            if pointing.cursor == Some(pit) {
                notes.push(tr(lang.0, "panel.cursor_ring").to_string());
            }
            notes
        }
        Spot::Heap(side) => heap_notes(lang.0, &game, side),
    };
    if lines.is_empty() {
        return Ok(());
    }
    let (pivot, offset) = notes_place(ctx.viewport_rect(), at);
    egui::Area::new(egui::Id::new("pit_hover"))
        .pivot(pivot)
        .fixed_pos(at + offset)
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(NOTES_WIDTH);
                for line in &lines {
                    ui.label(line);
                }
            });
        });
    Ok(())
}

/// The widest the notes grow before their lines wrap.
const NOTES_WIDTH: f32 = 300.0;

/// Where the notes go: beside the pointer on the side with the more room, so that near the
/// board's right or lower edge they open leftwards or upwards instead of being squeezed
/// against the window's edge one word wide.
fn notes_place(screen: egui::Rect, at: egui::Pos2) -> (egui::Align2, egui::Vec2) {
    let left = at.x > screen.center().x;
    let up = at.y > screen.center().y;
    let pivot = match (left, up) {
        (false, false) => egui::Align2::LEFT_TOP,
        (true, false) => egui::Align2::RIGHT_TOP,
        (false, true) => egui::Align2::LEFT_BOTTOM,
        (true, true) => egui::Align2::RIGHT_BOTTOM,
    };
    let dx = if left { -18.0 } else { 18.0 };
    let dy = if up { -18.0 } else { 18.0 };
    (pivot, egui::vec2(dx, dy))
}
