//! Pit marks that tell by shape and not by colour alone: the shapes a pit's ring can take
//! (legal, selected, cursor, takasia, hover), their colours in the high-contrast look, and the
//! last move's marks (dots round its start pit, a cross where it captured).
use super::board::{self, PitSpot};
use crate::app::play::BaoSet;
use crate::app::play::access::{Access, last_move};
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::{Game, MoveInProgress};
use crate::rules::Pit;
use bevy::prelude::*;

/// The shapes a pit's ring can take: each state has its own, so none is told by colour only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Hover, the kichwa to choose, the suggestion: a solid ring.
    Solid = 0,
    /// A pit that can start a move: a dashed ring.
    Dashed = 1,
    /// The chosen pit: a double ring.
    Double = 2,
    /// The keyboard cursor: a ring with four corner ticks.
    Ticks = 3,
    /// The takasia-blocked pit: a ring struck through.
    Barred = 4,
}

/// The meshes of each shape, for round pits and the square house.
#[derive(Resource, Clone)]
pub struct ShapeMeshes {
    pub round: Vec<Handle<Mesh>>,
    pub house: Vec<Handle<Mesh>>,
    pub dots: Handle<Mesh>,
    pub cross: Handle<Mesh>,
}

impl ShapeMeshes {
    pub fn get(&self, shape: Shape, house: bool) -> Handle<Mesh> {
        if house {
            self.house[shape as usize].clone()
        } else {
            self.round[shape as usize].clone()
        }
    }
}

/// A flat mesh in the XY plane (normal +z) from quads.
fn quads_mesh(quads: &[[Vec2; 4]]) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let mut pos = Vec::new();
    let mut idx = Vec::new();
    for q in quads {
        let b = pos.len() as u32;
        pos.extend(q.iter().map(|p| [p.x, p.y, 0.0]));
        idx.extend_from_slice(&[b, b + 1, b + 2, b, b + 2, b + 3]);
    }
    let n = pos.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; n])
    .with_inserted_indices(Indices::U32(idx))
}

/// Quads of an arc from angle a0 to a1 between radii r0 and r1.
fn arc(r0: f32, r1: f32, a0: f32, a1: f32, out: &mut Vec<[Vec2; 4]>) {
    let steps = (((a1 - a0).abs() / 0.12).ceil() as usize).max(1);
    for i in 0..steps {
        let t0 = a0 + (a1 - a0) * i as f32 / steps as f32;
        let t1 = a0 + (a1 - a0) * (i + 1) as f32 / steps as f32;
        let p = |r: f32, t: f32| Vec2::new(r * t.cos(), r * t.sin());
        out.push([p(r0, t0), p(r1, t0), p(r1, t1), p(r0, t1)]);
    }
}

/// A bar from a to b, `w` wide.
fn bar(a: Vec2, b: Vec2, w: f32, out: &mut Vec<[Vec2; 4]>) {
    let n = (b - a).normalize_or_zero().perp() * (w / 2.0);
    out.push([a - n, b - n, b + n, a + n]);
}

fn shape_quads(shape: Shape, k: f32) -> Vec<[Vec2; 4]> {
    use std::f32::consts::{FRAC_PI_4, TAU};
    let (r0, r1) = ((board::PIT_R - 0.02) * k, (board::PIT_R + 0.05) * k);
    let mut q = Vec::new();
    match shape {
        Shape::Solid => arc(r0, r1, 0.0, TAU, &mut q),
        Shape::Dashed => {
            let n = 10;
            for i in 0..n {
                let a = TAU * i as f32 / n as f32;
                arc(r0, r1, a, a + TAU / n as f32 * 0.55, &mut q);
            }
        }
        Shape::Double => {
            arc(r0 - 0.03 * k, r0 + 0.01 * k, 0.0, TAU, &mut q);
            arc(r1 - 0.01 * k, r1 + 0.04 * k, 0.0, TAU, &mut q);
        }
        Shape::Ticks => {
            arc(r0, r1, 0.0, TAU, &mut q);
            for i in 0..4 {
                let a = FRAC_PI_4 + i as f32 * TAU / 4.0;
                let d = Vec2::new(a.cos(), a.sin());
                bar(d * r1, d * (r1 + 0.09 * k), 0.05 * k, &mut q);
            }
        }
        Shape::Barred => {
            arc(r0, r1, 0.0, TAU, &mut q);
            let d = Vec2::new(1.0, 1.0).normalize();
            bar(-d * r0, d * r0, 0.06 * k, &mut q);
        }
    }
    q
}

/// Makes the shape meshes (called where the glow rings are made).
pub fn shape_meshes(meshes: &mut Assets<Mesh>) -> ShapeMeshes {
    use std::f32::consts::TAU;
    let all = [
        Shape::Solid,
        Shape::Dashed,
        Shape::Double,
        Shape::Ticks,
        Shape::Barred,
    ];
    let house_k = board::HOUSE_R * 1.2 / (board::PIT_R - 0.02);
    let mut dots = Vec::new();
    for i in 0..12 {
        let a = TAU * i as f32 / 12.0;
        let c = Vec2::new(a.cos(), a.sin()) * 0.3;
        let s = 0.028;
        dots.push([
            c + Vec2::new(-s, -s),
            c + Vec2::new(s, -s),
            c + Vec2::new(s, s),
            c + Vec2::new(-s, s),
        ]);
    }
    let mut cross = Vec::new();
    let d = 0.24;
    bar(Vec2::new(-d, -d), Vec2::new(d, d), 0.07, &mut cross);
    bar(Vec2::new(-d, d), Vec2::new(d, -d), 0.07, &mut cross);
    ShapeMeshes {
        round: all
            .iter()
            .map(|&s| meshes.add(quads_mesh(&shape_quads(s, 1.0))))
            .collect(),
        house: all
            .iter()
            .map(|&s| meshes.add(quads_mesh(&shape_quads(s, house_k))))
            .collect(),
        dots: meshes.add(quads_mesh(&dots)),
        cross: meshes.add(quads_mesh(&cross)),
    }
}

fn make_shapes(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(shape_meshes(&mut meshes));
}

/// A glow colour as the high-contrast look shows it: pure, bright and opaque.
pub fn contrast_glow(rgb: [f32; 3], alpha: f32, high: bool) -> ([f32; 3], f32) {
    if !high || alpha == 0.0 {
        return (rgb, alpha);
    }
    let hc = if rgb[2] > 0.9 && rgb[0] < 0.6 {
        [0.0, 1.0, 1.0] // cursor: cyan
    } else if rgb[1] > 0.9 && rgb[0] < 0.6 {
        [0.2, 1.0, 0.2] // suggestion: green
    } else if rgb[1] < 0.5 {
        [1.0, 0.1, 0.5] // blocked: magenta-red
    } else {
        [1.0, 1.0, 0.0] // legal, hover, chosen: yellow
    };
    (hc, alpha.max(0.95))
}

/// The last move's marks lying in a pit: dots round its start pit, a cross where it captured.
#[derive(Component)]
pub struct LastMark(pub Pit);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_shapes)
        .add_systems(PostStartup, add_last_marks)
        .add_systems(Update, last_marks.after(BaoSet::Animate));
}

#[derive(Resource)]
struct MarkMaterials {
    start: Handle<StandardMaterial>,
    capture: Handle<StandardMaterial>,
}

fn mark_colours(high: bool) -> (Color, Color) {
    if high {
        (Color::srgb(1.0, 1.0, 1.0), Color::srgb(1.0, 0.2, 0.8))
    } else {
        (
            Color::srgba(0.75, 0.9, 1.0, 0.9),
            Color::srgba(1.0, 0.5, 0.35, 0.9),
        )
    }
}

fn add_last_marks(
    mut commands: Commands,
    spots: Query<(Entity, &PitSpot)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    shapes: Res<ShapeMeshes>,
) {
    let (s, c) = mark_colours(false);
    let mat = |c: Color, materials: &mut Assets<StandardMaterial>| {
        materials.add(StandardMaterial {
            base_color: c,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    };
    let start = mat(s, &mut materials);
    let capture = mat(c, &mut materials);
    for (e, spot) in &spots {
        let mark = commands
            .spawn((
                LastMark(spot.0),
                Mesh3d(shapes.dots.clone()),
                MeshMaterial3d(start.clone()),
                Transform::from_xyz(0.0, 0.0, 0.006),
                Visibility::Hidden,
            ))
            .id();
        commands.entity(e).add_child(mark);
    }
    commands.insert_resource(MarkMaterials { start, capture });
}

/// Shows the last move's marks once its seeds are still, until the next move begins.
#[allow(clippy::too_many_arguments)]
fn last_marks(
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    access: Res<Access>,
    shapes: Res<ShapeMeshes>,
    mats: Option<Res<MarkMaterials>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut marks: Query<(
        &LastMark,
        &mut Visibility,
        &mut Mesh3d,
        &mut MeshMaterial3d<StandardMaterial>,
    )>,
    mut contrast: Local<Option<bool>>,
) {
    let Some(mats) = mats else { return };
    if *contrast != Some(access.high_contrast) {
        *contrast = Some(access.high_contrast);
        let (s, c) = mark_colours(access.high_contrast);
        if let Some(mut m) = materials.get_mut(&mats.start) {
            m.base_color = s;
        }
        if let Some(mut m) = materials.get_mut(&mats.capture) {
            m.base_color = c;
        }
    }
    let shown = if choreo.busy() || progress.active() {
        None
    } else {
        last_move(&game).map(|(before, mv)| crate::game::play::access::move_marks(&before, &mv))
    }
    .flatten();
    for (mark, mut vis, mut mesh, mut mat) in &mut marks {
        let want = shown.as_ref().and_then(|m| {
            if m.captured.contains(&mark.0) {
                Some((&shapes.cross, &mats.capture))
            } else if m.start == mark.0 {
                Some((&shapes.dots, &mats.start))
            } else {
                None
            }
        });
        let v = if want.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != v {
            *vis = v;
        }
        if let Some((m, c)) = want {
            if mesh.0 != *m {
                mesh.0 = m.clone();
            }
            if mat.0 != *c {
                mat.0 = c.clone();
            }
        }
    }
}
