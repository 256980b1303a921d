//! What drawing the board may cost. On a graphics card the board is drawn in full (4x
//! multisampling, soft shadows from a large shadow map, smooth seeds, a finely carved top).
//! On a software renderer (Mesa's lavapipe or llvmpipe: a virtual machine, a remote desktop,
//! a laptop without a driver) every pixel is shaded by the processor, so the `Low` look keeps
//! the carved board but spends far less: no multisampling, one hardware shadow tap from a
//! smaller map, seeds and a board top with fewer triangles. `Auto` picks by the adapter.
use super::board::{BoardCamera, BoardTop};
use super::seeds::Seed;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

pub use crate::game::settings::Graphics;

/// The player's choice and the look in force.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quality {
    pub choice: Graphics,
    /// The look applied (None until the first frame).
    pub applied: Option<Look>,
}

/// The two looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Low = 0,
    High = 1,
}

impl Look {
    /// `Auto` is `Low` when the adapter is a processor, not a graphics card.
    pub fn for_choice(choice: Graphics, software: bool) -> Look {
        match choice {
            Graphics::Low => Look::Low,
            Graphics::High => Look::High,
            Graphics::Auto if software => Look::Low,
            Graphics::Auto => Look::High,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Quality>().add_systems(Update, apply);
}

/// Whether the renderer runs on the processor (wgpu's `DeviceType::Cpu`; Bevy does not
/// re-export the type, its name is stable).
pub fn is_software(info: Option<&RenderAdapterInfo>) -> bool {
    info.is_some_and(|i| format!("{:?}", i.device_type) == "Cpu")
}

#[allow(clippy::type_complexity)]
fn apply(
    mut commands: Commands,
    mut quality: ResMut<Quality>,
    info: Option<Res<RenderAdapterInfo>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut made: Local<[Option<(Handle<Mesh>, Handle<Mesh>)>; 2]>,
    camera: Query<Entity, With<BoardCamera>>,
    panel_camera: Query<Entity, (With<Camera>, Without<BoardCamera>)>,
    mut shadow_map: ResMut<DirectionalLightShadowMap>,
    mut tops: Query<&mut Mesh3d, (With<BoardTop>, Without<Seed>)>,
    mut seeds: Query<&mut Mesh3d, (With<Seed>, Without<BoardTop>)>,
) {
    let look = Look::for_choice(quality.choice, is_software(info.as_deref()));
    let Ok(cam) = camera.single() else { return };
    // Wait until the seeds are dressed, so they take the look too.
    if quality.applied == Some(look) || seeds.is_empty() {
        return;
    }
    if quality.applied.is_none()
        && let Some(i) = info.as_deref()
    {
        info!(
            "graphics: {:?} look on {} ({:?}, {:?})",
            look, i.name, i.device_type, i.backend
        );
    }
    quality.applied = Some(look);
    let (msaa, filter, map) = match look {
        Look::Low => (Msaa::Off, ShadowFilteringMethod::Hardware2x2, 1024),
        Look::High => (Msaa::Sample4, ShadowFilteringMethod::Gaussian, 2048),
    };
    commands.entity(cam).insert((msaa, filter));
    // The panel's camera draws onto the same window: it must sample as the board's does, or
    // it keeps a texture of its own that is never cleared (a closed popup would stay).
    for c in &panel_camera {
        commands.entity(c).insert(msaa);
    }
    shadow_map.size = map;
    // Each look's meshes are made when first needed (the fine board top takes a while).
    let (top, seed) = made[look as usize]
        .get_or_insert_with(|| {
            let (step, rings) = match look {
                Look::Low => (0.06, (10, 7)),
                Look::High => (0.03, (20, 14)),
            };
            (
                meshes.add(super::board::board_top_mesh(step)),
                meshes.add(
                    Sphere::new(super::board::SEED_R)
                        .mesh()
                        .uv(rings.0, rings.1),
                ),
            )
        })
        .clone();
    for mut m in &mut tops {
        m.0 = top.clone();
    }
    for mut m in &mut seeds {
        m.0 = seed.clone();
    }
}
