//! The still board kept as a picture. On a software renderer a frame of the board at full size
//! costs some 100 ms, yet most frames change nothing on it: the panel's words, an engine's
//! report, the pointer over the panel, a clock. So in the Low look, while no seed moves, a twin
//! of the board camera draws the board into an image only when something the board camera sees
//! changed (a transform, a visibility, a mesh, a material or its texture, a light, the view), and
//! the panel's camera lays that image into the board's viewport every frame (the picture sprite
//! of `render_scale`, at one texel to a pixel). A frame that changes nothing on the board costs
//! the panel and one copy.
//!
//! The board camera stays the one every projection uses (pointing, labels, the framing): it
//! keeps its place and viewport while inactive, and the twin copies its place when it draws.
use super::board::BoardCamera;
use super::layers::STILL_LAYER;
use super::look::{Look, Quality};
use super::plain_light::PlainMaterial;
use super::render_scale::{RenderScale, StillShown};
use bevy::asset::AssetEvent;
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::camera::{CameraOutputMode, CameraUpdateSystems, RenderTarget, Viewport};
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::transform::TransformSystems;
use bevy::window::PrimaryWindow;

/// Frames a new image is drawn before it is shown: a new image reaches the renderer some
/// frames after the camera that draws into it (render_scale measured four for its backdrop).
const NEW_IMAGE_FRAMES: u8 = 4;

/// Frames the picture is drawn again after the last pipeline finished compiling: the render
/// world tells a frame late, and a draw with a pipeline still compiling leaves its item out.
const AFTER_COMPILING: u8 = 3;

/// The still board is drawn by the board camera every frame, its picture not kept
/// (`--live-board`: to compare pictures and frame times).
#[derive(Resource)]
pub struct LiveBoard;

/// The twin of the board camera that draws the still board into the picture.
#[derive(Component)]
pub struct StillCamera;

/// The still board's picture and what it was drawn for.
#[derive(Resource)]
pub struct StillPicture {
    pub image: Handle<Image>,
    /// The image's size (the window's when it was made).
    size: UVec2,
    /// The board viewport's size: the picture is the image's top left corner of this size.
    viewport: UVec2,
    /// Frames the new image is still to be drawn before it is trusted.
    due: u8,
    /// Frames still to be drawn because pipelines were compiling.
    settling: u8,
    /// The picture shows the board as it is now (drawn since the last change).
    fresh: bool,
    /// The board stands still in the Low look this frame: the picture is kept.
    in_use: bool,
    /// The board camera's place and projection and the viewport the picture was drawn for.
    view: Option<(Mat4, Mat4, UVec2)>,
    /// Frames the picture was drawn and frames it was shown unchanged (for the log).
    pub drawn: u64,
    pub kept: u64,
}

impl StillPicture {
    /// The part of the image that holds the picture, in texels.
    fn region(&self) -> Rect {
        Rect::from_corners(Vec2::ZERO, self.viewport.min(self.size).as_vec2())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn).add_systems(
        PostUpdate,
        (
            choose
                .after(super::framing::fit_camera)
                .before(super::render_scale::sync)
                .before(TransformSystems::Propagate),
            draw.after(choose)
                .after(TransformSystems::Propagate)
                .after(VisibilitySystems::VisibilityPropagate)
                .after(CameraUpdateSystems)
                .before(VisibilitySystems::UpdateFrusta)
                .before(VisibilitySystems::CheckVisibility)
                // The sun's cascades are made for the cameras active then.
                .before(bevy::light::SimulationLightSystems::UpdateDirectionalLightCascades),
        ),
    );
}

/// A render target of the window's own format (the last copy into it then uses a pipeline
/// the window's cameras have compiled already), read texel for texel.
fn target_image(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(size.x, size.y, TextureFormat::Bgra8UnormSrgb, None);
    image.sampler = ImageSampler::nearest();
    image
}

fn spawn(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let size = UVec2::new(64, 36);
    let image = images.add(target_image(size));
    commands.insert_resource(StillPicture {
        image: image.clone(),
        size,
        viewport: UVec2::ZERO,
        due: NEW_IMAGE_FRAMES,
        settling: AFTER_COMPILING,
        fresh: false,
        in_use: false,
        view: None,
        drawn: 0,
        kept: 0,
    });
    commands.spawn((
        StillCamera,
        Camera3d::default(),
        Camera {
            is_active: false,
            order: -1,
            // The image is wholly drawn over: no clear before the copy, no blending.
            output_mode: CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::None,
            },
            ..default()
        },
        RenderTarget::Image(image.into()),
        RenderLayers::from_layers(&[0, STILL_LAYER]),
        Msaa::Off,
    ));
}

/// Whether the picture stands in for the board camera this frame: in the Low look, no seed
/// moving, and a trusted image. The image has the window's size and the picture takes its
/// top left corner, the board viewport's size: a tool window docked below the board changes
/// the viewport, not the image. A new window size gets a new image (a resized one stayed
/// black in `render_scale`), drawn for a few frames while the board camera draws.
///
/// On the first frame of a sowing the picture of the board at rest is shown once more: that
/// frame's small picture is not yet trusted (`render_scale`), and the board camera would draw
/// the whole board for one frame that looks as the last one.
#[allow(clippy::too_many_arguments)]
fn choose(
    still: Option<ResMut<StillPicture>>,
    quality: Res<Quality>,
    scale: Option<Res<RenderScale>>,
    window: Single<&Window, With<PrimaryWindow>>,
    board: Query<&Camera, (With<BoardCamera>, Without<StillCamera>)>,
    mut camera: Query<(&mut Camera, &mut RenderTarget), With<StillCamera>>,
    live: Option<Res<LiveBoard>>,
    mut images: ResMut<Assets<Image>>,
    mut shown: ResMut<StillShown>,
) {
    let (Some(mut still), Ok(board), Ok((mut cam, mut target))) =
        (still, board.single(), camera.single_mut())
    else {
        return;
    };
    let moving = scale.as_ref().is_some_and(|s| s.scaled || s.warming());
    let viewport = super::framing::viewport_size(board, &window);
    let size = UVec2::new(window.physical_width(), window.physical_height());
    let still_board = quality.applied == Some(Look::Low)
        && !moving
        && viewport.min_element() > 0
        && live.is_none();
    if still_board && size != still.size {
        debug!("still picture: new image {} x {}", size.x, size.y);
        still.image = images.add(target_image(size));
        *target = RenderTarget::Image(still.image.clone().into());
        still.size = size;
        still.due = NEW_IMAGE_FRAMES;
        still.fresh = false;
    }
    if still_board && still.viewport != viewport {
        still.viewport = viewport;
        cam.viewport = Some(Viewport {
            physical_position: UVec2::ZERO,
            physical_size: viewport.min(size),
            ..default()
        });
    }
    if still.in_use != still_board {
        still.in_use = still_board;
    }
    let first_small = scale
        .as_ref()
        .is_some_and(|s| s.scaled && !s.presenting && !s.warming())
        && shown.0.is_some()
        && still.viewport == viewport;
    let showing = still_board && still.due == 0 || first_small;
    let want = showing.then(|| (still.image.clone(), still.region()));
    if shown.0 != want {
        shown.0 = want;
    }
}

/// What the board camera sees changed since the last frame.
#[derive(bevy::ecs::system::SystemParam)]
#[allow(clippy::type_complexity)]
pub(super) struct SceneChanges<'w, 's> {
    meshes: Query<
        'w,
        's,
        (),
        (
            With<Mesh3d>,
            Without<StillCamera>,
            Or<(
                Changed<GlobalTransform>,
                Changed<InheritedVisibility>,
                Changed<Mesh3d>,
                Changed<MeshMaterial3d<StandardMaterial>>,
                Changed<MeshMaterial3d<PlainMaterial>>,
                Changed<RenderLayers>,
                Changed<bevy::light::NotShadowCaster>,
            )>,
        ),
    >,
    gone: RemovedComponents<'w, 's, Mesh3d>,
    shadowed: RemovedComponents<'w, 's, bevy::light::NotShadowCaster>,
    suns: Query<
        'w,
        's,
        (),
        (
            With<DirectionalLight>,
            Without<StillCamera>,
            Or<(Changed<DirectionalLight>, Changed<GlobalTransform>)>,
        ),
    >,
    lamps: Query<
        'w,
        's,
        (),
        (
            With<PointLight>,
            Without<StillCamera>,
            Or<(Changed<PointLight>, Changed<GlobalTransform>)>,
        ),
    >,
    ambient: Option<Res<'w, GlobalAmbientLight>>,
    clear: Option<Res<'w, ClearColor>>,
    materials: MessageReader<'w, 's, AssetEvent<StandardMaterial>>,
    plains: MessageReader<'w, 's, AssetEvent<PlainMaterial>>,
    mesh_assets: MessageReader<'w, 's, AssetEvent<Mesh>>,
    images: MessageReader<'w, 's, AssetEvent<Image>>,
}

impl SceneChanges<'_, '_> {
    /// Whether anything changed, the pictures of `own` (the render targets) apart. Every
    /// reader is read to its end, so that old news does not count next frame.
    fn any(&mut self, own: &[AssetId<Image>]) -> Option<&'static str> {
        let mut why = None;
        let mut note = |changed: bool, what: &'static str| {
            if changed && why.is_none() {
                why = Some(what);
            }
        };
        note(!self.meshes.is_empty(), "a mesh");
        note(self.gone.read().count() > 0, "a mesh gone");
        note(self.shadowed.read().count() > 0, "a shadow");
        note(!self.suns.is_empty() || !self.lamps.is_empty(), "a light");
        note(
            self.ambient.as_ref().is_some_and(|a| a.is_changed())
                || self.clear.as_ref().is_some_and(|c| c.is_changed()),
            "the ambient light",
        );
        note(news(&mut self.materials, &[]), "a material");
        note(news(&mut self.plains, &[]), "a plain material");
        note(news(&mut self.mesh_assets, &[]), "a mesh asset");
        note(news(&mut self.images, own), "a texture");
        why
    }
}

/// Whether an asset was added, changed or loaded (not one of `own`); a dropped one changes
/// nothing on the screen by itself (its user is changed or gone, and counted so).
fn news<A: Asset>(reader: &mut MessageReader<AssetEvent<A>>, own: &[AssetId<A>]) -> bool {
    reader
        .read()
        .filter(|e| match e {
            AssetEvent::Added { id }
            | AssetEvent::Modified { id }
            | AssetEvent::LoadedWithDependencies { id } => !own.contains(id),
            AssetEvent::Removed { .. } | AssetEvent::Unused { .. } => false,
        })
        .count()
        > 0
}

/// Draws the picture when the board changed (or its image is new, or pipelines were
/// compiling), from the board camera's place; otherwise the twin rests and the picture stays.
#[allow(clippy::type_complexity)]
fn draw(
    still: Option<ResMut<StillPicture>>,
    scale: Option<Res<RenderScale>>,
    pending: Option<Res<super::pacing::PipelinesPending>>,
    board: Query<(&Camera, &GlobalTransform), (With<BoardCamera>, Without<StillCamera>)>,
    mut twin: Query<
        (&mut Camera, &mut Transform, &mut GlobalTransform),
        (With<StillCamera>, Without<BoardCamera>),
    >,
    mut changes: SceneChanges,
    shown: Res<StillShown>,
) {
    let (Some(mut still), Ok((board_cam, board_gtf)), Ok(twin)) =
        (still, board.single(), twin.single_mut())
    else {
        return;
    };
    let (mut cam, mut tf, mut gtf) = twin;
    let [small, backdrop] = scale.as_ref().map_or([still.image.id(); 2], |s| s.images());
    let own = [still.image.id(), small, backdrop];
    let view = Some((
        board_gtf.to_matrix(),
        board_cam.clip_from_view(),
        still.viewport,
    ));
    let mut why = changes.any(&own);
    if pending.as_ref().is_some_and(|p| p.waiting()) {
        still.settling = AFTER_COMPILING;
        why = why.or(Some("pipelines compiling"));
    } else if still.settling > 0 {
        still.settling -= 1;
        why = why.or(Some("pipelines compiled"));
    }
    if view != still.view {
        why = why.or(Some("the view"));
    }
    if why.is_some() {
        still.fresh = false;
    }
    let drawing = still.in_use && (still.due > 0 || !still.fresh);
    if cam.is_active != drawing {
        cam.is_active = drawing;
    }
    if !drawing {
        if shown.0.is_some() {
            still.kept += 1;
        }
        return;
    }
    debug!("still picture drawn: {}", why.unwrap_or("a new image"));
    *tf = board_gtf.compute_transform();
    *gtf = *board_gtf;
    still.view = view;
    still.drawn += 1;
    if !pending.as_ref().is_some_and(|p| p.waiting()) {
        still.due = still.due.saturating_sub(1);
    }
    still.fresh = true;
}
