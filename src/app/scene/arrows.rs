//! The direction arrows laid on the board beside a chosen start pit, pointing where the first
//! seed will go (clickable: the window's input hit-tests them), and the arrow glyph for a
//! direction as it looks on the screen.
use super::board::pit_center;
use crate::app::play::coach::review::CoachArrows;
use crate::app::play::pointing::Pointing;
use crate::app::play::viewer::LapMark;
use crate::rules::{Dir, Pit};
use bevy::prelude::*;

/// A clickable arrow lying on the board beside a chosen pit, pointing where the first seed
/// will go.
#[derive(Component, Clone, Copy, Debug)]
pub struct DirArrow {
    pub pit: Pit,
    pub dir: Dir,
}

/// One of the coach's two arrows: the move played or the better one.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoachArrow {
    pub better: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync_arrows, coach_arrows).after(crate::app::play::BaoSet::Animate),
    );
}

/// The coach's arrows over the board, from a move's pit to the first pit it sows: the
/// better move wide and green, the move played thin and red over it (told apart by width
/// as well as colour).
#[allow(clippy::too_many_arguments)]
fn coach_arrows(
    mut commands: Commands,
    want: Res<CoachArrows>,
    lap: Option<Res<LapMark>>,
    shown: Query<Entity, With<CoachArrow>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut assets: Local<Option<(Handle<Mesh>, [Handle<StandardMaterial>; 3])>>,
) {
    let lap_changed = lap.as_ref().is_some_and(|l| l.is_changed());
    if !want.is_changed() && !lap_changed {
        return;
    }
    let lap = lap.and_then(|l| l.0);
    for e in &shown {
        commands.entity(e).despawn();
    }
    let (mesh, mats) = assets
        .get_or_insert_with(|| {
            let mat = |c: Color, e: LinearRgba| StandardMaterial {
                base_color: c,
                emissive: e,
                unlit: true,
                double_sided: true,
                cull_mode: None,
                ..default()
            };
            (
                meshes.add(arrow_mesh()),
                [
                    materials.add(mat(
                        Color::srgb(0.95, 0.3, 0.25),
                        LinearRgba::rgb(0.6, 0.1, 0.05),
                    )),
                    materials.add(mat(
                        Color::srgb(0.35, 0.95, 0.45),
                        LinearRgba::rgb(0.1, 0.6, 0.15),
                    )),
                    // A lap shown lap by lap: amber, as the pits' own glow.
                    materials.add(mat(
                        Color::srgb(1.0, 0.8, 0.3),
                        LinearRgba::rgb(0.7, 0.45, 0.1),
                    )),
                ],
            )
        })
        .clone();
    for (ends, kind) in [(want.played, 0), (want.better, 1), (lap, 2)] {
        let Some((from, to)) = ends else { continue };
        let better = kind > 0;
        let (a, b) = (pit_center(from), pit_center(to));
        let d = b - a;
        let len = d.length().max(0.5);
        let width = if better { 0.9 } else { 0.45 };
        // The thin arrow lies over the wide one: two moves from one pit the same way (A8
        // and A8>) still show both.
        let lift = if better { 0.3 } else { 0.34 };
        commands.spawn((
            CoachArrow { better },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(mats[kind].clone()),
            Transform::from_translation((a + b) / 2.0 + Vec3::Y * lift)
                .with_rotation(Quat::from_rotation_y(-d.z.atan2(d.x)))
                .with_scale(Vec3::new(len, 1.0, width)),
        ));
    }
}

/// A flat arrow pointing along +x, about one unit long.
fn arrow_mesh() -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let pts: [[f32; 3]; 7] = [
        [-0.5, 0.0, -0.15],
        [0.05, 0.0, -0.15],
        [0.05, 0.0, -0.36],
        [0.5, 0.0, 0.0],
        [0.05, 0.0, 0.36],
        [0.05, 0.0, 0.15],
        [-0.5, 0.0, 0.15],
    ];
    let idx: Vec<u32> = vec![0, 6, 1, 1, 6, 5, 2, 4, 3];
    let mut m = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pts.to_vec())
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 7])
    .with_inserted_indices(Indices::U32(idx));
    // Seen from above either winding must show.
    m.compute_normals();
    m
}

/// Keeps the board's direction arrows in step with the chosen pit.
fn sync_arrows(
    mut commands: Commands,
    pointing: Res<Pointing>,
    arrows: Query<(Entity, &DirArrow)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut assets: Local<Option<(Handle<Mesh>, Handle<StandardMaterial>)>>,
) {
    let want: Vec<(Pit, Dir)> = pointing
        .selected
        .as_ref()
        .map(|(pit, dirs)| dirs.iter().flatten().map(|d| (*pit, *d)).collect())
        .unwrap_or_default();
    let have: Vec<(Pit, Dir)> = arrows.iter().map(|(_, a)| (a.pit, a.dir)).collect();
    // Same arrows (in any order): keep the entities, or a press and its release would land
    // on different arrows and never make a click.
    if want.len() == have.len() && want.iter().all(|w| have.contains(w)) {
        return;
    }
    for (e, _) in &arrows {
        commands.entity(e).despawn();
    }
    let (mesh, mat) = assets
        .get_or_insert_with(|| {
            (
                meshes.add(arrow_mesh()),
                materials.add(StandardMaterial {
                    base_color: Color::srgb(1.0, 0.86, 0.45),
                    emissive: LinearRgba::rgb(0.9, 0.6, 0.2),
                    unlit: true,
                    double_sided: true,
                    cull_mode: None,
                    ..default()
                }),
            )
        })
        .clone();
    for (pit, dir) in want {
        let from = pit_center(pit);
        let to = pit_center(pit.step(dir));
        let d = (to - from).normalize_or_zero();
        let at = from + d * 0.5 + Vec3::Y * 0.06;
        commands.spawn((
            DirArrow { pit, dir },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(mat.clone()),
            Transform::from_translation(at)
                .with_rotation(Quat::from_rotation_y(-d.z.atan2(d.x)))
                .with_scale(Vec3::splat(0.55)),
        ));
    }
}

/// The arrow on screen for sowing from `pit` in `dir`: where the first seed goes.
pub fn arrow_for(pit: Pit, dir: Dir, cam: &Camera, cam_tf: &GlobalTransform) -> &'static str {
    let a = cam.world_to_viewport(cam_tf, pit_center(pit));
    let b = cam.world_to_viewport(cam_tf, pit_center(pit.step(dir)));
    match (a, b) {
        (Ok(a), Ok(b)) => {
            let d = b - a;
            if d.x.abs() >= d.y.abs() {
                if d.x < 0.0 { "⬅" } else { "➡" }
            } else if d.y < 0.0 {
                "⬆"
            } else {
                "⬇"
            }
        }
        _ => "",
    }
}
