//! The carved board: a 4x8 block of warm wood with real hollows (a height field, so the light
//! falls into the pits), square nyumba / kuu pits at A5 and a5, the two players' halves told
//! apart by a darker inlay and tone, and the reserve heaps on the mat beside it. Everything is
//! made here in code: no downloaded models or textures.
use super::carving::Carving;
use super::plain_light::{Matte, PlainMaterial, Twins};
use crate::rules::{Pit, Side};
use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Distance between pit centres along a row.
pub const DX: f32 = 1.0;
/// Rows: front rows at +-FRONT_Z, back rows at +-BACK_Z (South is +z, nearer the camera).
pub const FRONT_Z: f32 = 0.56;
pub const BACK_Z: f32 = 1.68;
pub const PIT_R: f32 = 0.39;
pub const PIT_DEPTH: f32 = 0.2;
pub const SEED_R: f32 = 0.088;
pub const BOARD_W: f32 = 9.3;
pub const BOARD_D: f32 = 4.95;
pub const BOARD_H: f32 = 0.42;

/// The centre of a pit at the board's top surface. Each player numbers from his own left;
/// South sits at +z facing -z, North at -z facing +z.
pub fn pit_center(pit: Pit) -> Vec3 {
    let n = pit.number() as f32;
    let z = if pit.is_front() { FRONT_Z } else { BACK_Z };
    match pit.side {
        Side::South => Vec3::new((n - 4.5) * DX, 0.0, z),
        Side::North => Vec3::new((4.5 - n) * DX, 0.0, -z),
    }
}

/// Where a player's reserve heap lies: on the mat in front of him, to his right.
pub fn reserve_center(side: Side) -> Vec3 {
    match side {
        Side::South => Vec3::new(3.0, -BOARD_H, BOARD_D / 2.0 + 0.75),
        Side::North => Vec3::new(-3.0, -BOARD_H, -BOARD_D / 2.0 - 0.95),
    }
}

/// Depth (negative) of a hollow at distance `r` from its centre (`r` in the pit's own norm).
pub fn hollow_depth_at(r: f32, square: bool) -> f32 {
    let rad = if square { HOUSE_R } else { PIT_R };
    let u = (r / rad).min(1.0);
    if square {
        // The house is cut with steeper walls and a flatter floor: it reads as square.
        -PIT_DEPTH * (1.0 - u.powi(4))
    } else {
        -PIT_DEPTH * (1.0 - u * u)
    }
}

/// Half the side of the square house pit.
pub const HOUSE_R: f32 = 0.41;

/// Distance from a pit centre in that pit's shape: round, or a rounded square for the house.
fn pit_norm(d: Vec2, square: bool) -> f32 {
    if square {
        (d.x.abs().powi(8) + d.y.abs().powi(8)).powf(0.125)
    } else {
        d.length()
    }
}

fn all_pits() -> impl Iterator<Item = Pit> {
    Side::BOTH
        .into_iter()
        .flat_map(|s| (0..16).map(move |r| Pit::new(s, r)))
}

/// The height of the board's top at (x, z) and how deep inside a hollow that is (0..1).
fn surface(x: f32, z: f32, carving: Carving) -> (f32, f32) {
    let mut h = 0.0f32;
    let mut inside = 0.0f32;
    // The nearest pit decides (pits never overlap).
    let col = ((x / DX) + 4.0).floor().clamp(0.0, 7.0);
    let cx = (col - 3.5) * DX;
    let row_z = [-BACK_Z, -FRONT_Z, FRONT_Z, BACK_Z];
    for &rz in &row_z {
        let square = carving.houses
            && ((rz == FRONT_Z && (cx - 0.5).abs() < 0.01)
                || (rz == -FRONT_Z && (cx + 0.5).abs() < 0.01));
        let rad = if square { HOUSE_R } else { PIT_R };
        let r = pit_norm(Vec2::new(x - cx, z - rz), square);
        if r < rad {
            let d = hollow_depth_at(r, square);
            if d < h {
                h = d;
                inside = 1.0 - r / rad;
            }
        } else if r < rad + 0.05 {
            // A soft lip round the hollow, as a carver's gouge leaves it.
            let t = (r - rad) / 0.05;
            h = h.min(-0.012 * (1.0 - t) * (1.0 - t));
        }
    }
    // Rounded outer edge.
    let e = (BOARD_W / 2.0 - x.abs()).min(BOARD_D / 2.0 - z.abs());
    if e < 0.14 {
        h -= (0.14 - e).powi(2) * 3.0;
    }
    (h, inside)
}

fn hash2(x: i32, y: i32, salt: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8DA6_B343)
        ^ (y as u32).wrapping_mul(0xD816_3841)
        ^ salt.wrapping_mul(0xCB1A_B31F);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5BD1_E995);
    h ^= h >> 15;
    (h & 0xFFFF) as f32 / 65535.0
}

fn value_noise(x: f32, y: f32, salt: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash2(xi, yi, salt);
    let b = hash2(xi + 1, yi, salt);
    let c = hash2(xi, yi + 1, salt);
    let d = hash2(xi + 1, yi + 1, salt);
    (a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy
}

fn fbm(x: f32, y: f32, salt: u32) -> f32 {
    let mut s = 0.0;
    let mut amp = 0.5;
    let (mut x, mut y) = (x, y);
    for o in 0..4 {
        s += amp * value_noise(x, y, salt + o);
        x *= 2.03;
        y *= 2.03;
        amp *= 0.5;
    }
    s
}

/// Wood colour (linear-ish 0..1 sRGB) at board point (x, z): grain runs along the board.
fn wood(x: f32, z: f32) -> [f32; 3] {
    let warp = fbm(x * 0.22, z * 0.9, 7) * 4.5;
    let t = z * 3.4 + warp + 0.25 * (x * 0.45).sin();
    let ring = (t - t.floor()).powf(3.5);
    let fibre = fbm(x * 1.5, z * 60.0, 11);
    // Broad changes of tone across the plank, as in any real piece of wood.
    let tone = 0.9 + 0.22 * fbm(x * 0.3 + 3.0, z * 0.5, 19);
    let light = [0.47, 0.29, 0.15];
    let dark = [0.27, 0.145, 0.07];
    let k = (ring * 0.6 + fibre * 0.4).clamp(0.0, 1.0);
    let mut c = [0.0; 3];
    for i in 0..3 {
        c[i] = (light[i] + (dark[i] - light[i]) * k) * tone;
    }
    c
}

/// The board top's texture: grain, the two halves in slightly different tones, an inlay line
/// between the players' rows.
pub fn board_texture(carving: Carving) -> Image {
    let (w, h) = (1024u32, 544u32);
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    for j in 0..h {
        for i in 0..w {
            let x = (i as f32 / w as f32 - 0.5) * BOARD_W;
            let z = (j as f32 / h as f32 - 0.5) * BOARD_D;
            let mut c = wood(x, z);
            // North's half a shade darker and finely hatched: the two players' rows read
            // apart by pattern as well as by tone.
            if z < 0.0 {
                let hatch = ((x + z) / 0.35).rem_euclid(1.0) < 0.25;
                for v in &mut c {
                    *v *= if hatch { 0.76 } else { 0.86 };
                }
            }
            // A carved frame round each square house (A5 and a5).
            for hx in [0.5f32, -0.5].into_iter().filter(|_| carving.houses) {
                let hz = if hx > 0.0 { FRONT_Z } else { -FRONT_Z };
                let m = (x - hx).abs().max((z - hz).abs());
                if (HOUSE_R + 0.035..HOUSE_R + 0.06).contains(&m) {
                    c = [0.16, 0.09, 0.045];
                }
            }
            // A carved border line round the playing field, a hand's width in from the edge.
            let edge = (BOARD_W / 2.0 - x.abs()).min(BOARD_D / 2.0 - z.abs());
            if (0.2..0.225).contains(&edge) {
                c = [0.18, 0.10, 0.05];
            }
            // An inlaid dark line down the middle of the board, between the front rows.
            if z.abs() < 0.025 {
                c = [0.12, 0.07, 0.04];
            }
            data.extend(c.iter().map(|v| (v.clamp(0.0, 1.0) * 255.0) as u8));
            data.push(255);
        }
    }
    Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

/// The top of the board as a height field with the hollows carved in, sampled every `step`.
pub fn board_top_mesh(step: f32, carving: Carving) -> Mesh {
    let nx = (BOARD_W / step) as usize + 1;
    let nz = (BOARD_D / step) as usize + 1;
    let mut pos = Vec::with_capacity(nx * nz);
    let mut uv = Vec::with_capacity(nx * nz);
    let mut col = Vec::with_capacity(nx * nz);
    let mut heights = vec![0.0f32; nx * nz];
    for j in 0..nz {
        for i in 0..nx {
            let x = -BOARD_W / 2.0 + BOARD_W * i as f32 / (nx - 1) as f32;
            let z = -BOARD_D / 2.0 + BOARD_D * j as f32 / (nz - 1) as f32;
            let (y, inside) = surface(x, z, carving);
            heights[j * nx + i] = y;
            pos.push([x, y, z]);
            uv.push([i as f32 / (nx - 1) as f32, j as f32 / (nz - 1) as f32]);
            col.push(hollow_tint(inside));
        }
    }
    let mut normals = Vec::with_capacity(nx * nz);
    let dx = BOARD_W / (nx - 1) as f32;
    let dz = BOARD_D / (nz - 1) as f32;
    for j in 0..nz {
        for i in 0..nx {
            let hx0 = heights[j * nx + i.saturating_sub(1)];
            let hx1 = heights[j * nx + (i + 1).min(nx - 1)];
            let hz0 = heights[j.saturating_sub(1) * nx + i];
            let hz1 = heights[(j + 1).min(nz - 1) * nx + i];
            let n = Vec3::new((hx0 - hx1) / (2.0 * dx), 1.0, (hz0 - hz1) / (2.0 * dz)).normalize();
            normals.push(n.to_array());
        }
    }
    let mut idx = Vec::with_capacity((nx - 1) * (nz - 1) * 6);
    for j in 0..nz - 1 {
        for i in 0..nx - 1 {
            let a = (j * nx + i) as u32;
            let b = a + 1;
            let c = a + nx as u32;
            let d = c + 1;
            idx.extend_from_slice(&[a, c, b, b, c, d]);
        }
    }
    top_mesh(pos, normals, uv, col, idx)
}

/// Hollows darker towards the bottom (years of hands and seeds): the vertex tint at a point
/// `inside` (0..1) a hollow.
fn hollow_tint(inside: f32) -> [f32; 4] {
    let k = 1.0 - 0.42 * inside.powf(0.7);
    [k, k * 0.97, k * 0.94, 1.0]
}

/// A board top from its points' attributes and its triangles.
fn top_mesh(
    pos: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uv: Vec<[f32; 2]>,
    col: Vec<[f32; 4]>,
    idx: Vec<u32>,
) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, col)
    .with_inserted_indices(Indices::U32(idx))
}

/// The board's top with each pit cut as a round (or, for the house, rounded-square) web of
/// rings and spokes, and the flat wood between and around the pits as a plain grid: round
/// hollows from a few thousand triangles, where a square grid needs several times as many
/// for the same roundness. `per_edge` points along each side of a pit's cell (the spokes are
/// four times that), `rings` rings inside the hollow and its lip. The cells' sides and the
/// grid share their points, so the surface has no cracks.
pub fn board_top_web(per_edge: usize, rings: usize, carving: Carving) -> Mesh {
    let mut web = Web::default();
    // A pit's cell: a column wide, from its row's centre halfway to the next row.
    let half = Vec2::new(DX / 2.0, (BACK_Z - FRONT_Z) / 2.0);
    let centres: Vec<(Vec2, bool)> = all_pits()
        .map(|p| {
            let c = pit_center(p);
            (Vec2::new(c.x, c.z), carving.square(p))
        })
        .collect();
    for &(c, square) in &centres {
        // The cell's outline, counter-clockwise from its corner.
        let corners = [
            c + Vec2::new(-half.x, -half.y),
            c + Vec2::new(half.x, -half.y),
            c + Vec2::new(half.x, half.y),
            c + Vec2::new(-half.x, half.y),
        ];
        let outline: Vec<Vec2> = (0..4)
            .flat_map(|k| {
                let (a, b) = (corners[k], corners[(k + 1) % 4]);
                (0..per_edge).map(move |i| a.lerp(b, i as f32 / per_edge as f32))
            })
            .collect();
        let rad = if square { HOUSE_R } else { PIT_R } + 0.05;
        // Ring r of spoke i: on the pit's own shape, `rad * r / rings` from the centre.
        let ring = |r: usize, i: usize| -> Vec2 {
            let d = (outline[i] - c).normalize();
            let n = pit_norm(d, square);
            c + d * (rad * r as f32 / rings as f32) / n
        };
        let s = outline.len();
        let centre = web.point(c);
        for i in 0..s {
            let (a, b) = (web.point(ring(1, i)), web.point(ring(1, (i + 1) % s)));
            web.tri(centre, a, b);
        }
        for r in 1..rings {
            for i in 0..s {
                let j = (i + 1) % s;
                let quad = [ring(r, i), ring(r, j), ring(r + 1, j), ring(r + 1, i)];
                web.quad(quad);
            }
        }
        for i in 0..s {
            let j = (i + 1) % s;
            web.quad([ring(rings, i), ring(rings, j), outline[j], outline[i]]);
        }
    }
    // The flat wood round the pits: grid lines on the cells' points, and closer ones over the
    // rounded outer edge.
    let lines = |half_board: f32, cells_half: f32, step: f32| -> Vec<f32> {
        let mut v: Vec<f32> = Vec::new();
        let n = (2.0 * cells_half / step).round() as i32;
        v.extend((0..=n).map(|i| -cells_half + i as f32 * step));
        for k in 0..=4 {
            let e = half_board - 0.14 * k as f32 / 4.0;
            v.extend([e, -e]);
        }
        let mid = (half_board - 0.14 + cells_half) / 2.0;
        v.extend([mid, -mid]);
        v.sort_by(f32::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 1e-4);
        v
    };
    // Half the extent of the 8 x 4 pit cells.
    let cells = Vec2::new(4.0 * DX, 4.0 * half.y);
    let xs = lines(BOARD_W / 2.0, cells.x, DX / per_edge as f32);
    let zs = lines(BOARD_D / 2.0, cells.y, 2.0 * half.y / per_edge as f32);
    for w in zs.windows(2) {
        for v in xs.windows(2) {
            let mid = Vec2::new((v[0] + v[1]) / 2.0, (w[0] + w[1]) / 2.0);
            if mid.x.abs() < cells.x && mid.y.abs() < cells.y {
                continue;
            }
            web.quad([
                Vec2::new(v[0], w[0]),
                Vec2::new(v[1], w[0]),
                Vec2::new(v[1], w[1]),
                Vec2::new(v[0], w[1]),
            ]);
        }
    }
    web.mesh(carving)
}

/// Points shared by the triangles that meet there (so shading has no seams).
#[derive(Default)]
struct Web {
    at: std::collections::HashMap<(i32, i32), u32>,
    points: Vec<Vec2>,
    idx: Vec<u32>,
}

impl Web {
    fn point(&mut self, p: Vec2) -> u32 {
        let key = ((p.x * 4096.0).round() as i32, (p.y * 4096.0).round() as i32);
        let next = self.points.len() as u32;
        *self.at.entry(key).or_insert_with(|| {
            self.points.push(p);
            next
        })
    }

    /// A triangle wound to face up (+y), whichever way round its points come.
    fn tri(&mut self, a: u32, b: u32, c: u32) {
        let (pa, pb, pc) = (
            self.points[a as usize],
            self.points[b as usize],
            self.points[c as usize],
        );
        // Seen from above (+y looking down, x right, z towards the viewer), counter-clockwise.
        if (pb - pa).perp_dot(pc - pa) < 0.0 {
            self.idx.extend_from_slice(&[a, b, c]);
        } else {
            self.idx.extend_from_slice(&[a, c, b]);
        }
    }

    fn quad(&mut self, q: [Vec2; 4]) {
        let [a, b, c, d] = q.map(|p| self.point(p));
        self.tri(a, b, c);
        self.tri(a, c, d);
    }

    fn mesh(self, carving: Carving) -> Mesh {
        let e = 0.01;
        let h = |x: f32, z: f32| surface(x, z, carving).0;
        let mut pos = Vec::with_capacity(self.points.len());
        let mut normals = Vec::with_capacity(self.points.len());
        let mut uv = Vec::with_capacity(self.points.len());
        let mut col = Vec::with_capacity(self.points.len());
        for p in &self.points {
            let (y, inside) = surface(p.x, p.y, carving);
            pos.push([p.x, y, p.y]);
            let n = Vec3::new(
                (h(p.x - e, p.y) - h(p.x + e, p.y)) / (2.0 * e),
                1.0,
                (h(p.x, p.y - e) - h(p.x, p.y + e)) / (2.0 * e),
            )
            .normalize();
            normals.push(n.to_array());
            uv.push([p.x / BOARD_W + 0.5, p.y / BOARD_D + 0.5]);
            col.push(hollow_tint(inside));
        }
        top_mesh(pos, normals, uv, col, self.idx)
    }
}

/// A woven mat (mkeka) for the table under the board.
fn mat_texture() -> Image {
    let n = 256u32;
    let mut data = Vec::with_capacity((n * n * 4) as usize);
    for j in 0..n {
        for i in 0..n {
            let band = ((i / 16 + j / 16) % 2) as f32;
            let strand =
                ((if band > 0.5 { i } else { j } % 16) as f32 / 16.0 * std::f32::consts::PI).sin();
            let stripe = if (j / 64) % 2 == 0 { 1.0 } else { 0.8 };
            let k = (0.8 + 0.2 * strand) * stripe;
            let base = [0.20, 0.15, 0.10];
            for v in base {
                data.push((v * k * 255.0) as u8);
            }
            data.push(255);
        }
    }
    Image::new(
        Extent3d {
            width: n,
            height: n,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

/// The carved top of the board.
#[derive(Component)]
pub struct BoardTop;

/// The board top's wood texture (its carved frames round the houses follow the carving).
#[derive(Resource)]
pub struct Wood(pub Handle<Image>);

/// The board's 3D camera (the panel shrinks its viewport).
#[derive(Component)]
pub struct BoardCamera;

/// A pit's flat, invisible spot on the board surface: what the pointer hits, and what glows.
#[derive(Component, Clone, Copy, Debug)]
pub struct PitSpot(pub Pit);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.09, 0.07, 0.06)))
        .insert_resource(bevy::light::DirectionalLightShadowMap { size: 2048 })
        .add_systems(Startup, build_board)
        .add_systems(Update, repaint_wood);
}

/// Paints the wood again when the carving changes (the carved frames round the houses come
/// and go with them). One image serves the top's material and its plain twin; both are
/// touched so that they bind the new pixels.
#[allow(clippy::too_many_arguments)]
fn repaint_wood(
    carving: Res<Carving>,
    wood: Option<Res<Wood>>,
    mut images: ResMut<Assets<Image>>,
    mut standard: ResMut<Assets<StandardMaterial>>,
    mut plains: ResMut<Assets<PlainMaterial>>,
    twins: Res<Twins>,
    tops: Query<&Matte, With<BoardTop>>,
    mut painted: Local<Option<Carving>>,
    mut woods: Local<[Option<Image>; 2]>,
) {
    let carving = *carving;
    // The wood was painted for the default carving at start.
    if painted.unwrap_or_default() == carving {
        return;
    }
    let Some(wood) = wood else { return };
    let Some(mut image) = images.get_mut(&wood.0) else {
        return;
    };
    *image = woods[carving.houses as usize]
        .get_or_insert_with(|| board_texture(carving))
        .clone();
    *painted = Some(carving);
    for Matte(material) in &tops {
        standard.get_mut(material);
        if let Some(twin) = twins.twin_of(material) {
            plains.get_mut(&twin);
        }
    }
}

/// The board, the mat, the pits' anchors, the lights and the camera, in that order.
fn build_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    spawn_block(&mut commands, &mut meshes, &mut materials, &mut images);
    spawn_mat(&mut commands, &mut meshes, &mut materials, &mut images);
    // The pits' spots: the anchors of each pit's glow ring and marks. They draw nothing
    // themselves (an invisible blended disc still costs a software renderer its pixels).
    for pit in all_pits() {
        let c = pit_center(pit);
        commands.spawn((
            PitSpot(pit),
            Transform::from_translation(c + Vec3::Y * 0.012)
                .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            Visibility::default(),
        ));
    }
    spawn_lights_and_camera(&mut commands);
}

/// The wooden block: the carved top, the base under it and the four walls.
fn spawn_block(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) {
    let wood_tex = images.add(board_texture(Carving::default()));
    commands.insert_resource(Wood(wood_tex.clone()));
    let top = materials.add(StandardMaterial {
        base_color_texture: Some(wood_tex.clone()),
        perceptual_roughness: 0.55,
        reflectance: 0.3,
        ..default()
    });
    // The carved top's mesh depends on the graphics look (quality.rs puts it in).
    commands.spawn((
        BoardTop,
        Mesh3d::default(),
        Matte(top.clone()),
        MeshMaterial3d(top),
        still(),
        Transform::default(),
    ));
    // The sides of the block, darker end grain.
    let side = materials.add(StandardMaterial {
        base_color: Color::srgb(0.30, 0.16, 0.07),
        perceptual_roughness: 0.6,
        ..default()
    });
    // The block under the carved top: a base below the deepest hollow and four walls up to
    // the rounded edge (a solid box would fill the hollows).
    let base_top = -PIT_DEPTH - 0.03;
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(
            BOARD_W - 0.02,
            BOARD_H + base_top,
            BOARD_D - 0.02,
        ))),
        MeshMaterial3d(side.clone()),
        Matte(side.clone()),
        still(),
        Transform::from_xyz(0.0, (base_top - BOARD_H) / 2.0, 0.0),
        // The top and the walls cast the board's shadow already: drawing this box into
        // the shadow map too would only double that pass's work.
        bevy::light::NotShadowCaster,
    ));
    let wall_h = BOARD_H - 0.06;
    let t = 0.05;
    for (w, d, x, z) in [
        (BOARD_W, t, 0.0, BOARD_D / 2.0 - t / 2.0),
        (BOARD_W, t, 0.0, -BOARD_D / 2.0 + t / 2.0),
        (t, BOARD_D, BOARD_W / 2.0 - t / 2.0, 0.0),
        (t, BOARD_D, -BOARD_W / 2.0 + t / 2.0, 0.0),
    ] {
        commands.spawn((
            Mesh3d(meshes.add(Cuboid::new(w, wall_h, d))),
            MeshMaterial3d(side.clone()),
            Matte(side.clone()),
            still(),
            Transform::from_xyz(x, -0.06 - wall_h / 2.0, z),
        ));
    }
}

/// The mat the board lies on.
fn spawn_mat(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) {
    let mat_tex = images.add(mat_texture());
    let mat = materials.add(StandardMaterial {
        base_color_texture: Some(mat_tex),
        perceptual_roughness: 0.95,
        uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(24.0)),
        ..default()
    });
    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(90.0, 60.0))),
        Matte(mat.clone()),
        MeshMaterial3d(mat),
        still(),
        // Nothing lies under the mat; as a caster it would fill the whole shadow map (on a
        // software renderer a pass over a million texels each frame).
        bevy::light::NotShadowCaster,
        Transform::from_xyz(0.0, -BOARD_H, 0.0),
    ));
}

fn spawn_lights_and_camera(commands: &mut Commands) {
    // Light: a warm sun from the upper left behind, so every hollow has a lit and a shaded
    // wall, and a soft fill from the front.
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            color: Color::srgb(1.0, 0.93, 0.82),
            shadow_maps_enabled: true,
            ..default()
        },
        // One cascade over the board and heaps: sharper and far cheaper (software renderers).
        bevy::light::CascadeShadowConfigBuilder {
            num_cascades: 1,
            minimum_distance: 0.1,
            maximum_distance: 22.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-4.0, 9.0, -3.0).looking_at(Vec3::ZERO, Vec3::Y),
        everything(),
    ));
    commands.spawn((
        PointLight {
            intensity: 1_200_000.0,
            range: 40.0,
            color: Color::srgb(1.0, 0.88, 0.72),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(3.0, 6.0, 7.0),
        everything(),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.9, 0.8),
        brightness: 350.0,
        ..default()
    });
    commands.spawn((
        BoardCamera,
        Camera3d::default(),
        Camera {
            // The panel's camera draws egui over this picture and writes the window once.
            output_mode: bevy::camera::CameraOutputMode::Skip,
            ..default()
        },
        Transform::from_xyz(0.0, 7.2, 7.3).looking_at(Vec3::new(0.0, -0.55, 0.25), Vec3::Y),
        everything(),
    ));
}

/// The layer of what never moves (the wood and the mat): while seeds move in the Low look it
/// is drawn once per sowing, not every frame (render_scale.rs).
fn still() -> RenderLayers {
    RenderLayers::layer(super::layers::STILL_LAYER)
}

/// What the board camera and the lights see: what moves (the default layer) and what not.
fn everything() -> RenderLayers {
    RenderLayers::from_layers(&[0, super::layers::STILL_LAYER])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pits_face_as_the_rules_say() {
        // A1 faces a8 (RULES.md section 1): same x, opposite sides of the middle.
        let a1 = pit_center(Pit::front(Side::South, 1));
        let a8 = pit_center(Pit::front(Side::North, 8));
        assert!((a1.x - a8.x).abs() < 1e-6 && a1.z > 0.0 && a8.z < 0.0);
        // Clockwise from A8 runs into B8, directly behind it.
        let b8 = pit_center(Pit::front(Side::South, 8).step(crate::rules::Dir::Cw));
        let a8s = pit_center(Pit::front(Side::South, 8));
        assert!((b8.x - a8s.x).abs() < 1e-6 && b8.z > a8s.z);
    }

    #[test]
    fn the_web_covers_the_board_once_without_cracks() {
        for carving in [Carving { houses: true }, Carving { houses: false }] {
            web_tiles_the_board(carving);
        }
    }

    fn web_tiles_the_board(carving: Carving) {
        use bevy::mesh::VertexAttributeValues;
        let mesh = board_top_web(6, 4, carving);
        let Some(VertexAttributeValues::Float32x3(pos)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions")
        };
        let Some(Indices::U32(idx)) = mesh.indices() else {
            panic!("indices")
        };
        let mut area = 0.0f64;
        let mut edges = std::collections::HashMap::new();
        for t in idx.chunks(3) {
            let p = [t[0], t[1], t[2]].map(|i| Vec3::from(pos[i as usize]));
            // Every triangle faces up, seen from above.
            let n = (p[1] - p[0]).cross(p[2] - p[0]);
            assert!(n.y > 0.0, "a triangle faces down: {p:?}");
            area += (n.y / 2.0) as f64;
            for k in 0..3 {
                let (a, b) = (t[k], t[(k + 1) % 3]);
                *edges.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
        // Seen from above the triangles tile the board's rectangle exactly: no overlap, no hole.
        let want = (BOARD_W * BOARD_D) as f64;
        assert!((area - want).abs() < 1e-3, "area {area} of {want}");
        // Each edge is one triangle's or two triangles' (no T-junction would leave a crack).
        assert!(edges.values().all(|&n| n <= 2));
        let outline = edges.values().filter(|&&n| n == 1).count();
        let grid_outline = (edges.len() as f32).sqrt(); // loose sanity bound
        assert!(
            (outline as f32) < grid_outline * 4.0,
            "{outline} open edges"
        );
        // Far fewer triangles than the fine square grid.
        let fine = board_top_mesh(0.06, carving)
            .indices()
            .map_or(0, |i| i.len());
        assert!(idx.len() * 2 < fine, "{} vs {}", idx.len(), fine);
        // The hollows are as deep as the grid's: a pit's centre is a point of the web.
        let c = pit_center(Pit::front(Side::South, 3));
        assert!(
            pos.iter()
                .any(|p| (p[0] - c.x).abs() < 1e-4 && (p[2] - c.z).abs() < 1e-4 && p[1] < -0.19)
        );
    }

    #[test]
    fn the_hollows_are_carved() {
        let c = pit_center(Pit::front(Side::South, 3));
        let houses = Carving { houses: true };
        assert!(surface(c.x, c.z, houses).0 < -0.15);
        assert_eq!(surface(c.x + 0.5, c.z, houses).0, 0.0);
    }

    /// RULES.md J2: Bao la Kujifunza has no house, so its board has no square pit. A point
    /// near the corner of A5's cell lies in the square hollow, outside the round one.
    #[test]
    fn the_learners_board_cuts_a5_round() {
        for a5 in [Pit::front(Side::South, 5), Pit::front(Side::North, 5)] {
            let c = pit_center(a5);
            let corner = (c.x + 0.3, c.z + 0.3);
            assert!(surface(corner.0, corner.1, Carving { houses: true }).0 < -0.05);
            assert!(surface(corner.0, corner.1, Carving { houses: false }).0 > -0.02);
        }
        let kujifunza = Carving::for_variant(crate::rules::Variant::Kujifunza);
        assert!(!kujifunza.square(Pit::front(Side::South, 5)));
        assert!(
            Carving::for_variant(crate::rules::Variant::Kete).square(Pit::front(Side::South, 5))
        );
    }
}
