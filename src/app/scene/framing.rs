//! The board always fits: the camera keeps its angle on the board and moves nearer or
//! farther (and sideways) so that the whole board, both reserve heaps with their labels and
//! a hand held over the back rows lie inside the board's viewport, whatever the window's
//! size or shape. Recomputed whenever the viewport changes (a resize, the panel's width).
use super::board::{self, BOARD_D, BOARD_H, BOARD_W, BoardCamera};
use bevy::prelude::*;

/// Where the camera looks from, as a direction from the board towards the eye.
const VIEW_FROM: Vec3 = Vec3::new(0.0, 7.75, 7.05);
/// The vertical field of view (Bevy's default perspective).
const FOV_Y: f32 = std::f32::consts::FRAC_PI_4;
/// Room left around the framed points, as a fraction of the half-viewport.
const MARGIN: f32 = 0.05;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_strip).add_systems(
        PostUpdate,
        (
            fit_camera.after(bevy_egui::EguiPostUpdateSet::EndPass),
            lay_strip
                .after(bevy_egui::EguiPostUpdateSet::EndPass)
                .before(bevy::transform::TransformSystems::Propagate)
                .before(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
        ),
    );
}

/// The strip below the board's viewport while a tool window is docked under the board: the
/// table's dark wood, one flat sprite drawn by the panel's camera before egui. (egui's own
/// painter shades a pixel at about twice the cost on a software renderer, and the strip can
/// be a third of the window.)
#[derive(Component)]
pub struct Strip;

/// The table's dark wood (egui's panels are drawn in its browns too).
pub const STRIP_COLOR: Color = Color::srgb_u8(48, 36, 27);

fn spawn_strip(mut commands: Commands) {
    commands.spawn((
        Strip,
        Sprite::from_color(STRIP_COLOR, Vec2::ONE),
        bevy::camera::visibility::RenderLayers::layer(super::layers::PICTURE_LAYER),
        Transform::default(),
        Visibility::Hidden,
    ));
}

/// Lays the strip from the viewport's bottom to the window's, right of the panel.
fn lay_strip(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    board: Query<&Camera, With<BoardCamera>>,
    mut strip: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<Strip>>,
) {
    let (Ok(board), Ok((mut sprite, mut tf, mut vis))) = (board.single(), strip.single_mut())
    else {
        return;
    };
    let window_px = UVec2::new(window.physical_width(), window.physical_height());
    let below = board.viewport.as_ref().and_then(|v| {
        let top = v.physical_position.y + v.physical_size.y;
        (top < window_px.y && v.physical_position.x < window_px.x).then(|| {
            let at = UVec2::new(v.physical_position.x, top);
            (at.as_vec2(), (window_px - at).as_vec2())
        })
    });
    let want = if below.is_some() {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    if *vis != want {
        *vis = want;
    }
    let Some((at, size)) = below else { return };
    let ppp = window.scale_factor();
    lay_over(&window, at / ppp, size / ppp, &mut sprite, &mut tf);
}

/// Lays a sprite of the panel's camera over the window's rectangle at `at` (its top left
/// corner) of `size`, in logical pixels. That camera looks at the window's centre, one unit
/// to a logical pixel, y up. Only what changed is written.
pub fn lay_over(
    window: &Window,
    at: Vec2,
    size: Vec2,
    sprite: &mut Mut<Sprite>,
    tf: &mut Mut<Transform>,
) {
    let half_window = Vec2::new(window.width(), window.height()) / 2.0;
    let centre = at + size / 2.0;
    let place = Vec3::new(centre.x - half_window.x, half_window.y - centre.y, 0.0);
    if sprite.custom_size != Some(size) {
        sprite.custom_size = Some(size);
    }
    if tf.translation != place {
        tf.translation = place;
    }
}

/// The points that must be seen: the block's corners (top and bottom), the reserve heaps and
/// their labels, and a hand held over the corner pits.
pub fn framed_points() -> Vec<Vec3> {
    let (hw, hd) = (BOARD_W / 2.0, BOARD_D / 2.0);
    let mut pts = Vec::new();
    for y in [0.05, -BOARD_H] {
        for (sx, sz) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            pts.push(Vec3::new(sx * hw, y, sz * hd));
        }
    }
    for side in crate::rules::Side::BOTH {
        let c = board::reserve_center(side);
        for (dx, dy, dz) in [
            (-0.5, 0.0, -0.5),
            (0.5, 0.0, -0.5),
            (-0.5, 0.0, 0.5),
            (0.5, 0.0, 0.5),
            (0.0, 0.65, 0.0),
            // The "reserve N" label and its box.
            (-0.55, 0.0, 0.75),
            (0.55, 0.0, 0.75),
        ] {
            pts.push(c + Vec3::new(dx, dy, dz));
        }
    }
    for x in [-3.5, 3.5] {
        for z in [-board::BACK_Z, board::BACK_Z] {
            pts.push(Vec3::new(x, 1.0, z));
        }
    }
    pts
}

/// The camera's transform that frames `points` in a viewport of the given aspect
/// (width / height), looking along `-VIEW_FROM`.
pub fn fit(points: &[Vec3], aspect: f32) -> Transform {
    let aspect = aspect.clamp(0.1, 10.0);
    let back = VIEW_FROM.normalize();
    let look = Transform::from_translation(back).looking_at(Vec3::ZERO, Vec3::Y);
    let (right, up) = (look.right().as_vec3(), look.up().as_vec3());
    let (tx, ty) = ((FOV_Y / 2.0).tan() * aspect, (FOV_Y / 2.0).tan());
    // In the camera's own axes a point is seen when |x| <= tx * depth and |y| <= ty * depth.
    // For a fixed orientation the eye can be placed exactly: each point gives a bound on the
    // eye's offset along `right` and `up` for any depth; the tightest eye position follows
    // from the extreme lines x - tx*z and x + tx*z (a 1D problem per axis).
    let s = 1.0 - MARGIN;
    let axis = |dir: Vec3, t: f32| {
        // Project each point: a = its coordinate along dir, b = its distance along -back.
        let (mut lo, mut hi) = (f32::MIN, f32::MIN);
        for p in points {
            let a = p.dot(dir);
            let b = -p.dot(back);
            // Seen iff |a - e| <= t*s*(d + b), d the eye's distance along back from the origin.
            // So e + t*s*d >= a - t*s*b ... and d*t*s - e >= -a - t*s*b.
            lo = lo.max(a - t * s * b);
            hi = hi.max(-a - t * s * b);
        }
        // e + t*s*d >= lo and -e + t*s*d >= hi: smallest d, centred e.
        let d = (lo + hi) / (2.0 * t * s);
        let e = (lo - hi) / 2.0;
        (d, e)
    };
    let (dx, ex) = axis(right, tx);
    let (dy, ey) = axis(up, ty);
    let d = dx.max(dy);
    // With the larger distance, the other axis has room: centre it.
    let eye = back * d + right * ex + up * ey;
    Transform::from_translation(eye).looking_to(-back, Vec3::Y)
}

/// The fit seen from North's side: the camera turned 180 degrees about the vertical axis
/// through the board's centre, framing the same points just as tightly.
pub fn fit_turned(points: &[Vec3], aspect: f32) -> Transform {
    let half = Quat::from_rotation_y(std::f32::consts::PI);
    let turned: Vec<Vec3> = points.iter().map(|p| half * *p).collect();
    let tf = fit(&turned, aspect);
    Transform {
        translation: half * tf.translation,
        rotation: half * tf.rotation,
        scale: tf.scale,
    }
}

/// The board camera's viewport in physical pixels (the whole window until the panel sets it).
pub fn viewport_size(board: &Camera, window: &Window) -> UVec2 {
    board
        .viewport
        .as_ref()
        .map(|v| v.physical_size)
        .unwrap_or(UVec2::new(
            window.physical_width(),
            window.physical_height(),
        ))
}

/// Re-fits the board camera when its viewport's shape changes.
pub(super) fn fit_camera(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    mut camera: Single<(&Camera, &mut Transform, &mut GlobalTransform), With<BoardCamera>>,
    turned: Option<Res<crate::app::play::access::Turned>>,
    mut last: Local<Option<(UVec2, bool)>>,
) {
    let turned = turned.is_some_and(|t| t.0);
    let (cam, ref mut tf, ref mut gtf) = *camera;
    let size = viewport_size(cam, &window);
    if size.x == 0 || size.y == 0 || *last == Some((size, turned)) {
        return;
    }
    *last = Some((size, turned));
    let aspect = size.x as f32 / size.y as f32;
    let fitted = if turned {
        fit_turned(&framed_points(), aspect)
    } else {
        fit(&framed_points(), aspect)
    };
    **tf = fitted;
    // The camera has no parent: its global transform is its transform, set now so this
    // frame already draws the new framing.
    **gtf = GlobalTransform::from(fitted);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts every point lies in front of the camera and inside the view with its margin;
    /// returns how far out the outermost one lies (1.0: the view's edge).
    fn widest_seen(tf: &Transform, pts: &[Vec3], aspect: f32) -> f32 {
        let view = tf.to_matrix().inverse();
        let (tx, ty) = ((FOV_Y / 2.0).tan() * aspect, (FOV_Y / 2.0).tan());
        let mut widest: f32 = 0.0;
        for p in pts {
            let v = view.transform_point3(*p);
            let depth = -v.z;
            assert!(depth > 0.5, "{p} behind the camera at aspect {aspect}");
            let (nx, ny) = (v.x / (tx * depth), v.y / (ty * depth));
            assert!(
                nx.abs() <= 1.0 - MARGIN + 1e-3,
                "{p}: x {nx} at aspect {aspect}"
            );
            assert!(
                ny.abs() <= 1.0 - MARGIN + 1e-3,
                "{p}: y {ny} at aspect {aspect}"
            );
            widest = widest.max(nx.abs()).max(ny.abs());
        }
        widest
    }

    /// Every framed point projects inside the view, and the tightest axis touches the edge.
    #[test]
    fn every_point_is_seen_at_any_shape() {
        let pts = framed_points();
        for aspect in [
            4.0 / 3.0,
            16.0 / 10.0,
            16.0 / 9.0,
            21.0 / 9.0,
            0.8,
            0.6,
            3.5,
        ] {
            let tf = fit(&pts, aspect);
            let widest = widest_seen(&tf, &pts, aspect);
            assert!(
                widest > 1.0 - MARGIN - 0.01,
                "not as large as it could be: {widest}"
            );
        }
    }

    /// The turned fit (hot-seat, North to move) sees every point just as tightly, from
    /// North's side of the board.
    #[test]
    fn the_turned_board_is_framed_from_north() {
        let pts = framed_points();
        for aspect in [16.0 / 9.0, 4.0 / 3.0, 0.8] {
            let tf = fit_turned(&pts, aspect);
            assert!(tf.translation.z < -1.0, "{:?}", tf.translation);
            let widest = widest_seen(&tf, &pts, aspect);
            assert!(widest > 1.0 - MARGIN - 0.01);
            // South's A1 is on the right as North looks (turned), on the left when not.
            let a1 = crate::app::scene::board::pit_center(crate::rules::Pit::front(
                crate::rules::Side::South,
                1,
            ));
            assert!(tf.to_matrix().inverse().transform_point3(a1).x > 0.0);
            let plain = fit(&pts, aspect).to_matrix().inverse();
            assert!(plain.transform_point3(a1).x < 0.0);
        }
    }
}
