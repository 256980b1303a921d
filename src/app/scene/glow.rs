//! The pits' glowing rings: a legal start under the pointer or the cursor, the chosen pit,
//! the kichwa to choose from, the suggested move, the takasia-blocked pit, and (as the
//! settings ask) every pit that can start a move. Each in its own shape (`marks`), so that
//! none is told by colour alone.
use super::board::PitSpot;
use super::carving::Carving;
use super::marks::{Shape, ShapeMeshes, contrast_glow};
use crate::app::play::access::Access;
use crate::app::play::ai_task::Hint;
use crate::app::play::choreo::{Choreo, Settings};
use crate::app::play::pointing::Pointing;
use crate::app::play::turn::{Game, MoveInProgress};
use crate::rules::{Pit, Question, legal_moves};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, add_glow_rings)
        .add_systems(Update, glow.after(crate::app::play::BaoSet::Animate));
}

/// The glowing ring round a pit (the spot itself stays invisible: a lid over the seeds would
/// hide them).
#[derive(Component)]
pub struct PitGlow(pub Pit);

fn add_glow_rings(
    mut commands: Commands,
    spots: Query<(Entity, &PitSpot)>,
    shapes: Res<ShapeMeshes>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for (e, spot) in &spots {
        let m = materials.add(StandardMaterial {
            base_color: Color::srgba(1.0, 0.85, 0.4, 0.0),
            emissive: LinearRgba::BLACK,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        });
        let ring = commands
            .spawn((
                PitGlow(spot.0),
                Mesh3d(shapes.get(Shape::Solid, spot.0.is_house())),
                MeshMaterial3d(m),
                Transform::from_xyz(0.0, 0.0, 0.004),
                Visibility::Hidden,
            ))
            .id();
        commands.entity(e).add_child(ring);
    }
}

/// The pits a human may start from now, computed once per position.
#[derive(Default)]
struct LegalStarts {
    generation: Option<u64>,
    pits: Vec<Pit>,
}

/// Lights the pits: a legal start under the pointer or the cursor, the chosen pit, the
/// kichwa to choose from, the suggested move, the takasia-blocked pit. Each in its own shape
/// too (`marks`), so that none is told by colour alone.
#[allow(clippy::too_many_arguments)]
fn glow(
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    pointing: Res<Pointing>,
    hint: Res<Hint>,
    settings: Res<Settings>,
    mut rings: Query<(
        &PitGlow,
        &MeshMaterial3d<StandardMaterial>,
        &mut Mesh3d,
        &mut Visibility,
    )>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut legal: Local<LegalStarts>,
    (access, shapes, carving): (Res<Access>, Option<Res<ShapeMeshes>>, Res<Carving>),
) {
    let pos = game.position();
    if legal.generation != Some(game.generation) {
        legal.generation = Some(game.generation);
        legal.pits = legal_moves(&pos)
            .iter()
            .map(|m| Pit::new(pos.to_move(), m.pit))
            .collect();
    }
    let asking_kichwa = matches!(progress.question, Some((Question::Kichwa, _))) && !choreo.busy();
    let can_start =
        game.human_to_move() && !progress.active() && !choreo.busy() && !pointing.frozen;
    let hint_pit = hint
        .mv
        .filter(|_| hint.generation == game.generation)
        .map(|m| Pit::new(pos.to_move(), m.pit));
    let blocked = pos.blocked();
    for (ring, mat, mut mesh, mut shown) in &mut rings {
        let pit = ring.0;
        let legal = can_start && legal.pits.contains(&pit);
        let answer = pointing.answers.iter().find(|a| a.0 == pit).map(|a| a.1);
        let (rgb, alpha, shape) = if pointing.frozen && answer.is_none() {
            // A demonstration or a setup being edited: the game's marks mean nothing there.
            ([1.0, 1.0, 1.0], 0.0, Shape::Solid)
        } else if let Some(right) = answer {
            // The trainer's answer: the right pit whole, a wrong one barred.
            if right {
                ([0.45, 1.0, 0.55], 0.9, Shape::Double)
            } else {
                ([1.0, 0.35, 0.25], 0.85, Shape::Barred)
            }
        } else if asking_kichwa && pit.is_kichwa() && pit.side == pos.to_move() {
            ([1.0, 0.8, 0.3], 0.9, Shape::Solid)
        } else if pointing.selected.as_ref().is_some_and(|s| s.0 == pit) {
            ([1.0, 0.9, 0.45], 0.95, Shape::Double)
        } else if hint_pit == Some(pit) && can_start {
            ([0.45, 1.0, 0.55], 0.85, Shape::Solid)
        } else if pointing.cursor == Some(pit) && can_start && pit.side == pos.to_move() {
            let a = if legal { 0.8 } else { 0.45 };
            ([0.5, 0.75, 1.0], a, Shape::Ticks)
        } else if pointing.hover == Some(pit) && legal {
            ([1.0, 0.85, 0.4], 0.8, Shape::Solid)
        } else if blocked == Some(pit) {
            ([1.0, 0.3, 0.2], 0.7, Shape::Barred)
        } else if legal && settings.show_hints {
            ([1.0, 0.85, 0.4], 0.35, Shape::Dashed)
        } else {
            ([1.0, 1.0, 1.0], 0.0, Shape::Solid)
        };
        let (rgb, alpha) = contrast_glow(rgb, alpha, access.high_contrast);
        if let Some(shapes) = &shapes {
            let m = shapes.get(shape, carving.square(pit));
            if mesh.0 != m {
                mesh.0 = m;
            }
        }
        // An unlit ring is not drawn at all (a transparent one would still cost its pixels).
        let visible = if alpha > 0.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *shown != visible {
            *shown = visible;
        }
        let want = Color::srgba(rgb[0], rgb[1], rgb[2], alpha);
        // Only touch a material that changes: a touched material is prepared again.
        if materials.get(&mat.0).is_some_and(|m| m.base_color != want)
            && let Some(mut m) = materials.get_mut(&mat.0)
        {
            m.base_color = want;
        }
    }
}
