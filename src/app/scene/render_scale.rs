//! Dynamic resolution for software renderers. On Mesa's llvmpipe nearly all of a
//! frame is the two rasteriser threads shading pixels (perf: about 80% of the processor time
//! in llvmpipe's JIT-compiled shaders during a sowing), so the cost follows the pixel count.
//! In the `Low` look, while seeds move, the board is drawn by a twin camera into a smaller
//! image that a sprite of the panel's camera stretches over the board's viewport (egui did
//! it before at about twice the cost: its shader converts every pixel to gamma space and
//! back, three powers each way); the moment they come to rest,
//! the board camera draws the full-resolution picture again. A still board is never blurred.
//!
//! The board camera stays the one every projection uses (picking, labels, the framing): it
//! keeps its window target and viewport while inactive, and the twin copies its transform and
//! projection each frame. The share of each side drawn adapts to the measured frame time.
//!
//! The wood and the mat do not move while seeds fly, yet drawing them was most of a small
//! frame (their triangles and their shadow map: about 40 of 75 ms on llvmpipe). So they live
//! on their own render layer (`STILL_LAYER`): a backdrop camera draws them, with their
//! shadows, into a backdrop image once per sowing (again only if the picture's size or the
//! view changes), a painter camera lays that image into the small picture each frame, and the
//! twin draws only what moves (seeds, glows, marks) over it. The moving frames lose the seeds'
//! own shadows and the rims' cover of the seeds deep in a pit: at a quarter of the size, for
//! the fraction of a second a seed is in flight, the eye does not see them.
use super::animation::Flight;
use super::board::BoardCamera;
use super::layers::{PICTURE_LAYER, STILL_LAYER};
use super::look::{Look, Quality};
use crate::app::play::choreo::Choreo;
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::camera::{CameraUpdateSystems, RenderTarget};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureFormat};
use bevy::window::PrimaryWindow;

/// The frame time the adaptation aims at while seeds move (20 frames a second with room).
const TARGET_FRAME: f32 = 0.045;
pub const MIN_FACTOR: f32 = 0.25;
pub const MAX_FACTOR: f32 = 0.9;

/// The twin of the board camera that draws into the small image.
#[derive(Component)]
pub struct ScaledCamera;

/// The sprite that shows the small image over the board's viewport.
#[derive(Component)]
pub struct Picture;

/// The render layer of the backdrop's sprite: seen only by the painter.
const BACKDROP_LAYER: usize = 6;

/// The camera that draws the wood and the mat into the backdrop image.
#[derive(Component)]
pub struct BackdropCamera;

/// The camera that lays the backdrop into the small picture before the twin draws on it.
#[derive(Component)]
pub struct BackdropPainter;

/// The backdrop image's sprite, seen by the painter.
#[derive(Component)]
pub struct Backdrop;

/// How much of the board's pixels are drawn while seeds move.
#[derive(Resource)]
pub struct RenderScale {
    /// The share of each side drawn (MIN_FACTOR..=MAX_FACTOR), adapted to the frame time.
    pub factor: f32,
    /// Whether this frame is drawn small (decided after the seeds moved, before drawing).
    pub scaled: bool,
    /// Frames drawn small in a row (the first one's time is the switch's, not counted).
    streak: u32,
    /// Whether the small picture is shown this frame: from the second small frame on (the
    /// twin's first picture after a switch is not trusted; the board camera draws that one).
    pub presenting: bool,
    /// Whether the twin and the picture draw unseen while the window starts, so that their
    /// pipelines are compiled before the first sowing (seconds each on llvmpipe).
    warming: bool,
    image: Handle<Image>,
    /// The wood and the mat as the twin sees them, drawn once per sowing.
    backdrop: Handle<Image>,
    /// What the backdrop was drawn for: the picture's size and the view. None: to draw.
    backdrop_for: Option<(UVec2, Mat4)>,
    /// Frames the backdrop is still to be drawn for its present size and view. A new image
    /// reaches the renderer some frames after the camera that draws into it and the sprite
    /// that shows it (measured: drawn for two frames, the backdrop stayed black; for four,
    /// it was there).
    backdrop_due: u8,
}

/// A picture of the still board that stands in for the board camera this frame (set by
/// the still picture): the image and the part of it to lay over the board's viewport.
#[derive(Resource, Default)]
pub struct StillShown(pub Option<(Handle<Image>, Rect)>);

impl RenderScale {
    /// Whether the twin and the picture draw unseen while the window starts.
    pub fn warming(&self) -> bool {
        self.warming
    }

    /// The images this module draws into (the small picture and the backdrop).
    pub fn images(&self) -> [AssetId<Image>; 2] {
        [self.image.id(), self.backdrop.id()]
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StillShown>()
        .add_systems(Startup, spawn)
        .add_systems(Update, decide.after(crate::app::play::BaoSet::Animate))
        .add_systems(
            PostUpdate,
            (
                sync.before(CameraUpdateSystems),
                unshadow.after(sync).before(backdrop),
                backdrop
                    .after(sync)
                    .before(CameraUpdateSystems)
                    .before(VisibilitySystems::VisibilityPropagate),
                present
                    .after(sync)
                    .before(VisibilitySystems::VisibilityPropagate),
            ),
        );
}

fn spawn(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    // The window's own format, so that the picture's last copy uses a pipeline the board
    // camera has compiled already (a pipeline compiles for seconds on llvmpipe).
    let target = || Image::new_target_texture(64, 36, TextureFormat::Bgra8UnormSrgb, None);
    let image = images.add(target());
    let backdrop = images.add(target());
    commands.insert_resource(RenderScale {
        factor: 0.5,
        scaled: false,
        streak: 0,
        presenting: false,
        warming: false,
        image: image.clone(),
        backdrop: backdrop.clone(),
        backdrop_for: None,
        backdrop_due: 0,
    });
    commands.spawn((
        Picture,
        layer_sprite(image.clone(), PICTURE_LAYER),
        Visibility::Hidden,
    ));
    commands.spawn((
        BackdropCamera,
        Camera3d::default(),
        Camera {
            is_active: false,
            order: -4,
            ..default()
        },
        RenderTarget::Image(backdrop.clone().into()),
        RenderLayers::layer(STILL_LAYER),
        Msaa::Off,
    ));
    commands.spawn((Backdrop, layer_sprite(backdrop, BACKDROP_LAYER)));
    // The painter and the twin share the small picture's texture (Bevy shares one per
    // target, format and sampling): the twin clears nothing and draws over the backdrop.
    commands.spawn((
        BackdropPainter,
        Camera2d,
        Camera {
            is_active: false,
            order: -3,
            output_mode: bevy::camera::CameraOutputMode::Skip,
            ..default()
        },
        RenderTarget::Image(image.clone().into()),
        RenderLayers::layer(BACKDROP_LAYER),
        Msaa::Off,
    ));
    commands.spawn((
        ScaledCamera,
        Camera3d::default(),
        Camera {
            is_active: false,
            order: -2,
            clear_color: ClearColorConfig::None,
            ..default()
        },
        RenderTarget::Image(image.into()),
        RenderLayers::layer(0),
        Msaa::Off,
    ));
}

/// A sprite of `image` seen only by the cameras of `layer`; its size and place are set each
/// frame (`present`, `backdrop`).
fn layer_sprite(image: Handle<Image>, layer: usize) -> (Sprite, RenderLayers, Transform) {
    (
        Sprite {
            image,
            custom_size: Some(Vec2::ONE),
            ..default()
        },
        RenderLayers::layer(layer),
        Transform::default(),
    )
}

/// The next share of each side, from the last frame's time: down quickly when frames are
/// slow, up slowly when there is room, in steps of 0.05 (the image is only reallocated
/// when it changes).
pub fn adapt(factor: f32, frame_seconds: f32) -> f32 {
    let next = if frame_seconds > TARGET_FRAME * 1.3 {
        factor * (TARGET_FRAME / frame_seconds).sqrt().max(0.7)
    } else if frame_seconds < TARGET_FRAME * 0.6 {
        factor * 1.1
    } else {
        factor
    };
    ((next / 0.05).round() * 0.05).clamp(MIN_FACTOR, MAX_FACTOR)
}

/// Small while seeds move in the Low look; full size the frame they come to rest.
pub(super) fn decide(
    quality: Res<Quality>,
    choreo: Res<Choreo>,
    flights: Query<(), With<Flight>>,
    scale: Option<ResMut<RenderScale>>,
    time: Res<Time<Real>>,
) {
    let Some(mut scale) = scale else { return };
    let small = quality.applied == Some(Look::Low) && (choreo.busy() || !flights.is_empty());
    if small && scale.scaled {
        scale.streak += 1;
        if scale.streak > 1 {
            let f = adapt(scale.factor, time.delta_secs());
            if f != scale.factor {
                scale.factor = f;
            }
        }
    } else if scale.streak != 0 {
        scale.streak = 0;
    }
    if scale.scaled != small {
        debug!("render scale: {}", if small { "small" } else { "full" });
        scale.scaled = small;
    }
    let presenting = small && scale.streak >= 1;
    if scale.presenting != presenting {
        scale.presenting = presenting;
    }
}

/// One camera draws: the board camera at full size, or its twin into the small image (the
/// twin takes the board camera's place, projection and viewport size each frame).
#[allow(clippy::type_complexity)]
pub(super) fn sync(
    scale: Option<ResMut<RenderScale>>,
    still: Res<StillShown>,
    quality: Res<Quality>,
    pending: Option<Res<super::pacing::PipelinesPending>>,
    mut warmed: Local<u32>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut board: Query<
        (&mut Camera, &Transform, &GlobalTransform, &Projection),
        (With<BoardCamera>, Without<ScaledCamera>),
    >,
    mut scaled: Query<
        (
            &mut Camera,
            &mut Transform,
            &mut GlobalTransform,
            &mut Projection,
        ),
        (With<ScaledCamera>, Without<BoardCamera>),
    >,
    mut images: ResMut<Assets<Image>>,
) {
    let (Some(mut scale), Ok(board), Ok(twin)) = (scale, board.single_mut(), scaled.single_mut())
    else {
        return;
    };
    let (mut board_cam, board_tf, board_gtf, board_proj) = board;
    let (mut cam, mut tf, mut gtf, mut proj) = twin;
    let small = scale.scaled;
    // While the window starts (its pipelines compiling anyway) the twin draws too, unseen,
    // so that its own pipelines are ready before the first sowing: else the board would
    // vanish for the seconds llvmpipe takes to compile them.
    let low = quality.applied == Some(Look::Low);
    let warming = low && *warmed < 2;
    if warming {
        if pending.as_ref().is_some_and(|p| p.waiting()) {
            *warmed = 0;
        } else {
            *warmed += 1;
        }
    }
    if scale.warming != warming {
        scale.warming = warming;
    }
    // The board camera rests while a picture stands in for it (the small one while seeds
    // move, the still one while they do not).
    let pictured = scale.presenting || still.0.is_some();
    if board_cam.is_active == pictured {
        board_cam.is_active = !pictured;
    }
    if cam.is_active != (small || warming) {
        cam.is_active = small || warming;
    }
    if !small {
        return;
    }
    *tf = *board_tf;
    *gtf = *board_gtf;
    *proj = board_proj.clone();
    let want = (super::framing::viewport_size(&board_cam, &window).as_vec2() * scale.factor)
        .round()
        .as_uvec2()
        .max(UVec2::ONE);
    if images.get(&scale.image).is_some_and(|i| i.size() != want)
        && let Some(mut image) = images.get_mut(&scale.image)
    {
        debug!("render scale: {} x {}", want.x, want.y);
        image.resize(Extent3d {
            width: want.x,
            height: want.y,
            depth_or_array_layers: 1,
        });
    }
}

/// The backdrop: drawn (with the board's shadow) on a sowing's first four small frames, and
/// again when the picture's size or the view changes; laid into the small picture every small
/// frame. The sun's shadow map is drawn only on frames that draw the wood: while the
/// backdrop stands, the twin draws seeds alone, and their shadows would cost the map's pass.
#[allow(clippy::type_complexity)]
fn backdrop(
    scale: Option<ResMut<RenderScale>>,
    mut images: ResMut<Assets<Image>>,
    board: Query<(&GlobalTransform, &Projection), With<BoardCamera>>,
    mut camera: Query<
        (
            &mut Camera,
            &mut Transform,
            &mut GlobalTransform,
            &mut Projection,
            &mut RenderTarget,
        ),
        (With<BackdropCamera>, Without<BoardCamera>),
    >,
    mut painter: Query<
        (&mut Camera, &mut Projection),
        (
            With<BackdropPainter>,
            Without<BackdropCamera>,
            Without<BoardCamera>,
        ),
    >,
    mut sprite: Query<&mut Sprite, With<Backdrop>>,
    mut suns: Query<&mut DirectionalLight>,
    pending: Option<Res<super::pacing::PipelinesPending>>,
) {
    let (Some(mut scale), Ok((board_gtf, board_proj)), Ok(cam), Ok(painter)) = (
        scale,
        board.single(),
        camera.single_mut(),
        painter.single_mut(),
    ) else {
        return;
    };
    let (mut cam, mut tf, mut gtf, mut proj, mut target) = cam;
    let (mut painter, mut painter_proj) = painter;
    let small = scale.scaled;
    let size = images
        .get(&scale.image)
        .map(|i| i.size())
        .unwrap_or(UVec2::ONE);
    let view = (size, board_gtf.to_matrix());
    let drawn_for = small.then_some(view);
    if scale.backdrop_for != drawn_for {
        scale.backdrop_for = drawn_for;
        scale.backdrop_due = if small { 4 } else { 0 };
    }
    let draw = scale.warming || scale.backdrop_due > 0;
    if draw && small {
        debug!("backdrop drawn at {size}");
    }
    // A pipeline still compiling draws nothing: the count waits for it.
    if scale.backdrop_due > 0 && !pending.as_ref().is_some_and(|p| p.waiting()) {
        scale.backdrop_due -= 1;
    }
    if cam.is_active != draw {
        cam.is_active = draw;
    }
    if draw {
        *tf = board_gtf.compute_transform();
        *gtf = *board_gtf;
        *proj = board_proj.clone();
        // Bevy re-reads a camera's image size when its projection changes (an image's own
        // change reaches it a frame late): the painter must see the new size with the twin.
        painter_proj.set_changed();
    }
    let paint = small || scale.warming;
    if painter.is_active != paint {
        painter.is_active = paint;
    }
    // A new image for each size, not a resized one: with a resized image the backdrop stayed
    // black after the picture's first resize, however often it was drawn again.
    if small
        && images
            .get(&scale.backdrop)
            .is_some_and(|i| i.size() != size)
    {
        scale.backdrop = images.add(Image::new_target_texture(
            size.x,
            size.y,
            TextureFormat::Bgra8UnormSrgb,
            None,
        ));
        *target = RenderTarget::Image(scale.backdrop.clone().into());
    }
    if let Ok(mut sprite) = sprite.single_mut() {
        if sprite.custom_size != Some(size.as_vec2()) {
            sprite.custom_size = Some(size.as_vec2());
        }
        if sprite.image != scale.backdrop {
            sprite.image = scale.backdrop.clone();
        }
    }
    let shadows = !scale.presenting || draw;
    for mut sun in &mut suns {
        if sun.shadow_maps_enabled != shadows {
            sun.shadow_maps_enabled = shadows;
        }
    }
}

/// Marks what moves and was made a non-caster for the time seeds move (see `unshadow`).
#[derive(Component)]
pub struct Unshadowed;

/// While the picture is small, what moves casts no shadow: else the seeds' shadows, drawn
/// once into the backdrop, would stay on the wood where the seeds were when the sowing
/// began (seen: a dark blob in the pit a sowing starts from, after its seeds had left).
#[allow(clippy::type_complexity)]
fn unshadow(
    mut commands: Commands,
    scale: Option<Res<RenderScale>>,
    casters: Query<
        (Entity, Option<&RenderLayers>),
        (
            With<Mesh3d>,
            Without<bevy::light::NotShadowCaster>,
            Without<Unshadowed>,
        ),
    >,
    unshadowed: Query<Entity, With<Unshadowed>>,
) {
    let Some(scale) = scale else { return };
    if scale.scaled {
        let still = RenderLayers::layer(STILL_LAYER);
        for (e, layers) in &casters {
            if !layers.is_some_and(|l| l.intersects(&still)) {
                commands
                    .entity(e)
                    .insert((bevy::light::NotShadowCaster, Unshadowed));
            }
        }
    } else {
        for e in &unshadowed {
            commands
                .entity(e)
                .remove::<(bevy::light::NotShadowCaster, Unshadowed)>();
        }
    }
}

/// The small picture stretched over the board's viewport by the panel's camera (egui draws
/// over it), or the still board's picture laid there texel for texel. While the window
/// starts it is drawn as one pixel under the panel, so that its pipeline is ready.
fn present(
    scale: Option<Res<RenderScale>>,
    still: Res<StillShown>,
    window: Single<&Window, With<PrimaryWindow>>,
    board: Query<&Camera, With<BoardCamera>>,
    mut picture: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<Picture>>,
) {
    let (Some(scale), Ok(board), Ok((mut sprite, mut tf, mut vis))) =
        (scale, board.single(), picture.single_mut())
    else {
        return;
    };
    let still = still.0.as_ref().filter(|_| !scale.presenting);
    let show = scale.presenting || scale.warming || still.is_some();
    let want = if show {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    if *vis != want {
        *vis = want;
    }
    if !show {
        return;
    }
    let image = still.map_or(&scale.image, |(image, _)| image);
    if sprite.image != *image {
        sprite.image = image.clone();
    }
    let region = still.map(|(_, region)| *region);
    if sprite.rect != region {
        sprite.rect = region;
    }
    let ppp = window.scale_factor();
    let (at, size) = if scale.presenting || still.is_some() {
        let at = board
            .viewport
            .as_ref()
            .map(|v| v.physical_position)
            .unwrap_or(UVec2::ZERO)
            .as_vec2()
            / ppp;
        (
            at,
            super::framing::viewport_size(board, &window).as_vec2() / ppp,
        )
    } else {
        (Vec2::new(0.0, window.height() - 1.0), Vec2::ONE)
    };
    super::framing::lay_over(&window, at, size, &mut sprite, &mut tf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_frames_draw_fewer_pixels_and_fast_ones_more() {
        // 200 ms a frame: down, but never below the floor.
        let mut f = 0.5;
        for _ in 0..20 {
            f = adapt(f, 0.2);
        }
        assert_eq!(f, MIN_FACTOR);
        // 10 ms a frame: up to the ceiling (a full-size picture is the still board's).
        for _ in 0..40 {
            f = adapt(f, 0.01);
        }
        assert_eq!(f, MAX_FACTOR);
        // On target: unchanged.
        assert_eq!(adapt(0.6, TARGET_FRAME), 0.6);
        assert!(adapt(0.6, TARGET_FRAME * 2.0) < 0.6);
    }
}
