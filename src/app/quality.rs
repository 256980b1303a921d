//! What drawing the board may cost. On a graphics card the board is drawn in full (4x
//! multisampling, lit materials with soft shadows from a large shadow map, smooth seeds, a
//! finely carved top). On a software renderer (Mesa's lavapipe or llvmpipe: a virtual
//! machine, a remote desktop, a laptop without a driver) every pixel is shaded by the
//! processor, and Bevy's lit material costs about a second a frame there. The `Low` look keeps
//! the carved board but bakes the light into the vertex colours once (the sun and the front
//! fill, as board.rs places them) and draws unlit: no lighting per pixel, no shadow pass, no
//! multisampling, and seeds and a board top with fewer triangles. `Auto` picks by the adapter.
use super::board::{BoardCamera, BoardTop};
use super::seeds::Seed;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::mesh::VertexAttributeValues;
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

/// Where the board's two lights shine from (board.rs: the sun and the front fill).
const SUN: Vec3 = Vec3::new(-4.0, 9.0, -3.0);
const FILL: Vec3 = Vec3::new(3.0, 6.0, 7.0);

/// Bakes the light into a mesh: its vertex colours (white where it has none) times what its
/// normals receive from the sun, the fill and the ambient light.
pub fn bake_light(mesh: &mut Mesh) {
    let Some(VertexAttributeValues::Float32x3(normals)) = mesh.attribute(Mesh::ATTRIBUTE_NORMAL)
    else {
        return;
    };
    let normals = normals.clone();
    let colours = match mesh.attribute(Mesh::ATTRIBUTE_COLOR) {
        Some(VertexAttributeValues::Float32x4(c)) => c.clone(),
        _ => vec![[1.0; 4]; normals.len()],
    };
    let (sun, fill) = (SUN.normalize(), FILL.normalize());
    let lit: Vec<[f32; 4]> = normals
        .iter()
        .zip(colours)
        .map(|(n, c)| {
            let n = Vec3::from(*n);
            let k = 0.45 + 0.8 * n.dot(sun).max(0.0) + 0.3 * n.dot(fill).max(0.0);
            [c[0] * k, c[1] * k, c[2] * k, c[3]]
        })
        .collect();
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, lit);
}

/// The materials of both looks: each lit material's unlit twin (made once).
#[derive(Default)]
struct Twins(Vec<(Handle<StandardMaterial>, Handle<StandardMaterial>)>);

impl Twins {
    /// The material `m` stands for in `look`.
    fn for_look(
        &mut self,
        m: &Handle<StandardMaterial>,
        look: Look,
        materials: &mut Assets<StandardMaterial>,
    ) -> Option<Handle<StandardMaterial>> {
        if let Some((lit, unlit)) = self.0.iter().find(|(l, u)| l == m || u == m) {
            return Some(match look {
                Look::Low => unlit.clone(),
                Look::High => lit.clone(),
            });
        }
        if look == Look::High {
            return None;
        }
        let mut twin = materials.get(m)?.clone();
        if twin.unlit {
            return None; // glows and arrows are unlit already
        }
        twin.unlit = true;
        let unlit = materials.add(twin);
        self.0.push((m.clone(), unlit.clone()));
        Some(unlit)
    }
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
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
    mut lit: Query<&mut MeshMaterial3d<StandardMaterial>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut twins: Local<Twins>,
    mut suns: Query<&mut DirectionalLight>,
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
    // Unlit, nothing receives a shadow: the shadow pass is skipped too.
    for mut sun in &mut suns {
        sun.shadow_maps_enabled = look == Look::High;
    }
    for mut m in &mut lit {
        if let Some(h) = twins.for_look(&m.0, look, &mut materials)
            && h != m.0
        {
            m.0 = h;
        }
    }
    // Each look's meshes are made when first needed (the fine board top takes a while).
    let (top, seed) = made[look as usize]
        .get_or_insert_with(|| {
            let (step, rings) = match look {
                Look::Low => (0.06, (10, 7)),
                Look::High => (0.03, (20, 14)),
            };
            let mut top = super::board::board_top_mesh(step);
            let mut seed = Sphere::new(super::board::SEED_R)
                .mesh()
                .uv(rings.0, rings.1);
            if look == Look::Low {
                bake_light(&mut top);
                bake_light(&mut seed);
            }
            (meshes.add(top), meshes.add(seed))
        })
        .clone();
    for mut m in &mut tops {
        m.0 = top.clone();
    }
    for mut m in &mut seeds {
        m.0 = seed.clone();
    }
}
