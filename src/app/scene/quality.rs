//! What drawing the board may cost. On a graphics card the board is drawn in full (4x
//! multisampling, soft shadows from a large shadow map, smooth seeds, a finely carved top).
//! On a software renderer (Mesa's lavapipe or llvmpipe: a virtual machine, a remote desktop,
//! a laptop without a driver) every pixel is shaded by the processor, so the `Low` look keeps
//! the carved board but spends far less: no multisampling, one hardware shadow tap from a
//! smaller map, seeds and a board top with fewer triangles, and the wood and mat lit by a
//! plain shader (plain_light.rs) instead of the full PBR. `Auto` picks by the adapter.
//!
//! llvmpipe pays for every triangle as well as every pixel: it shades at least a block of
//! pixels per triangle, so a triangle smaller than a pixel costs as much as a big one. The
//! Low look's board top is therefore a web of rings round each pit (as round as a fine grid
//! with a third of the triangles), and while seeds move, when the board is drawn small
//! (render_scale.rs), the seeds wear coarser meshes still.
use super::board::{BoardCamera, BoardTop};
use super::carving::Carving;
use super::plain_light::{Matte, PlainMaterial, Twins};
use super::seeds::Seed;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::prelude::*;
use bevy::render::batching::gpu_preprocessing::{GpuPreprocessingMode, GpuPreprocessingSupport};
use bevy::render::renderer::RenderAdapterInfo;

use super::look::{Look, Quality};

/// On a software adapter, meshes are prepared for drawing on the processor, as on WebGL2,
/// not by Bevy's compute passes: llvmpipe runs a compute shader far slower than the plain
/// loop it replaces. Bevy decides this in two places that must agree: its mesh plugin's
/// `finish` picks the instance-buffer builder from `GpuPreprocessingSupport` (created only
/// when absent), and the batching plugin re-creates that resource at `RenderStartup`. So
/// this plugin goes right after the render plugin (whose `finish` makes the device), ahead
/// of the PBR plugin's `finish`, and says it again right after the re-creation.
pub struct ProcessorPreparesMeshes;

impl Plugin for ProcessorPreparesMeshes {
    fn build(&self, _: &mut App) {}

    fn finish(&self, app: &mut App) {
        use bevy::render::{RenderApp, RenderStartup, init_gpu_resource};
        let Some(render) = app.get_sub_app_mut(RenderApp) else {
            return;
        };
        if is_software(render.world().get_resource::<RenderAdapterInfo>()) {
            info!("graphics: meshes are prepared on the processor (software adapter)");
            render.insert_resource(no_gpu_preprocessing());
            render.add_systems(
                RenderStartup,
                (|mut support: ResMut<GpuPreprocessingSupport>| {
                    *support = no_gpu_preprocessing();
                })
                .after(init_gpu_resource::<GpuPreprocessingSupport>),
            );
        }
    }
}

fn no_gpu_preprocessing() -> GpuPreprocessingSupport {
    GpuPreprocessingSupport {
        max_supported_mode: GpuPreprocessingMode::None,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Quality>()
        .add_systems(Update, apply.after(super::render_scale::decide));
}

/// Whether the renderer runs on the processor (wgpu's `DeviceType::Cpu`; Bevy does not
/// re-export the type, its name is stable).
pub fn is_software(info: Option<&RenderAdapterInfo>) -> bool {
    info.is_some_and(|i| format!("{:?}", i.device_type) == "Cpu")
}

/// What the seeds are made of: a look's mesh while the board stands still, and a coarser one
/// for the small frames drawn while seeds move in the `Low` look (llvmpipe pays for every
/// triangle, and at a quarter of the size most of a fine seed's triangles would be smaller
/// than a pixel). The board top wears its look's mesh throughout: while seeds move it is
/// drawn only into the backdrop, once per sowing (render_scale.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dress {
    Still(Look),
    Moving,
}

impl Dress {
    fn index(self) -> usize {
        match self {
            Dress::Still(look) => look as usize,
            Dress::Moving => 2,
        }
    }

    fn seed(self) -> Mesh {
        let (sectors, stacks) = match self {
            Dress::Still(Look::High) => (20, 14),
            Dress::Still(Look::Low) => (10, 7),
            Dress::Moving => (6, 4),
        };
        Sphere::new(super::board::SEED_R).mesh().uv(sectors, stacks)
    }
}

/// The board top of a look. The Low look cuts its pits as a web (board::board_top_web): as
/// round as the fine grid's with a third of the triangles.
fn top_mesh(look: Look, carving: Carving) -> Mesh {
    match look {
        Look::High => super::board::board_top_mesh(0.03, carving),
        Look::Low => super::board::board_top_web(8, 5, carving),
    }
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn apply(
    mut commands: Commands,
    mut quality: ResMut<Quality>,
    info: Option<Res<RenderAdapterInfo>>,
    scale: Option<Res<super::render_scale::RenderScale>>,
    mut meshes: ResMut<Assets<Mesh>>,
    (mut made_tops, mut made_seeds): (
        Local<[Option<Handle<Mesh>>; 4]>,
        Local<[Option<Handle<Mesh>>; 3]>,
    ),
    mut dressed: Local<Option<(Dress, Carving)>>,
    camera: Query<Entity, With<BoardCamera>>,
    other_cameras: Query<(Entity, Has<Camera3d>), (With<Camera>, Without<BoardCamera>)>,
    mut shadow_map: ResMut<DirectionalLightShadowMap>,
    mut tops: Query<&mut Mesh3d, (With<BoardTop>, Without<Seed>)>,
    mut seeds: Query<&mut Mesh3d, (With<Seed>, Without<BoardTop>)>,
    (surfaces, mut twins, standard, mut plains): (
        Query<(Entity, &Matte)>,
        ResMut<Twins>,
        Res<Assets<StandardMaterial>>,
        ResMut<Assets<PlainMaterial>>,
    ),
    carving: Res<Carving>,
) {
    let look = Look::for_choice(quality.choice, is_software(info.as_deref()));
    let Ok(cam) = camera.single() else { return };
    // Wait until the seeds are dressed, so they take the look too.
    if seeds.is_empty() {
        return;
    }
    if quality.applied != Some(look) {
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
        // The panel's camera draws over the board's picture in the window's texture: it
        // must sample as the board's does, or it gets a texture of its own (Bevy shares one
        // per target and sample count) that the board is never drawn into. The small
        // picture's cameras filter shadows as the board's does: the same pipelines serve
        // them (another filter would be other pipelines, compiled for seconds on llvmpipe).
        for (c, three_d) in &other_cameras {
            commands.entity(c).insert(msaa);
            if three_d {
                commands.entity(c).insert(filter);
            }
        }
        shadow_map.size = map;
        super::plain_light::dress(
            &mut commands,
            look == Look::Low,
            &surfaces,
            &mut twins,
            &standard,
            &mut plains,
        );
    }
    let moving = look == Look::Low && scale.is_some_and(|s| s.presenting);
    let dress = if moving {
        Dress::Moving
    } else {
        Dress::Still(look)
    };
    let carving = *carving;
    if *dressed == Some((dress, carving)) {
        return;
    }
    *dressed = Some((dress, carving));
    // Each mesh is made when first needed (the fine board top takes a while); the moving
    // seed with the Low look, so that it is on the renderer before the first sowing.
    let top = made_tops[look as usize * 2 + carving.houses as usize]
        .get_or_insert_with(|| meshes.add(top_mesh(look, carving)))
        .clone();
    let mut seed_of = |d: Dress| {
        made_seeds[d.index()]
            .get_or_insert_with(|| meshes.add(d.seed()))
            .clone()
    };
    if look == Look::Low {
        seed_of(Dress::Moving);
    }
    let seed = seed_of(dress);
    for mut m in &mut tops {
        m.0 = top.clone();
    }
    for mut m in &mut seeds {
        m.0 = seed.clone();
    }
}
