//! The 64 seeds: one entity each, resting in a pit, in a reserve heap beside the board, or in
//! the sower's hand. Where a seed rests follows from its place and its slot in that place,
//! with a little jitter so a pit looks like a handful of seeds and not a grid.
use super::board::{self, SEED_R};
use super::carving::Carving;
use crate::rules::{Pit, Side};
use bevy::prelude::*;

pub const SEEDS: usize = 64;

#[derive(Component, Clone, Copy, Debug)]
pub struct Seed(pub u8);

/// Where a seed is: this is what the animation moves and what the tests count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Pit(Pit),
    Reserve(Side),
    /// In the hand of the player sowing (hovering over the board).
    Hand,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    pub place: Place,
    /// The order in which seeds arrived at the place (decides the resting spot).
    pub slot: u16,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_seeds);
}

fn spawn_seeds(mut commands: Commands) {
    for i in 0..SEEDS {
        let side = if i < 32 { Side::South } else { Side::North };
        let at = At {
            place: Place::Reserve(side),
            slot: (i % 32) as u16,
        };
        let pos = rest_position(at, i as u8, Vec3::ZERO, Carving::default());
        commands.spawn((
            Seed(i as u8),
            at,
            Transform::from_translation(pos)
                .with_rotation(Quat::from_euler(
                    EulerRot::YXZ,
                    jitter(i as u8, 3) * 3.1,
                    jitter(i as u8, 4) * 0.5,
                    jitter(i as u8, 5) * 0.5,
                ))
                .with_scale(Vec3::new(1.0, 0.78, 0.9)),
            Visibility::default(),
        ));
    }
}

/// A repeatable number in [-1, 1] for seed `id` (and a `salt` per use).
pub fn jitter(id: u8, salt: u32) -> f32 {
    let mut h = (id as u32).wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    (h & 0xFFFF) as f32 / 32767.5 - 1.0
}

/// The resting point of a seed. `hand_at` is the point the hand hovers over.
pub fn rest_position(at: At, id: u8, hand_at: Vec3, carving: Carving) -> Vec3 {
    let k = at.slot as usize;
    match at.place {
        Place::Pit(pit) => {
            // Rings of 8 around a centre seed, layer upon layer.
            let layer = k / 9;
            let i = k % 9;
            let (r, a) = if i == 0 {
                (0.0, 0.0)
            } else {
                (
                    0.2,
                    i as f32 * std::f32::consts::FRAC_PI_4 + layer as f32 * 0.4,
                )
            };
            let j = Vec2::new(jitter(id, 1), jitter(id, 2)) * 0.03;
            let off = Vec2::from_angle(a) * r + j;
            let floor = board::hollow_depth_at(off.length(), carving.square(pit));
            board::pit_center(pit)
                + Vec3::new(off.x, floor + SEED_R * 0.8 + layer as f32 * 0.13, off.y)
        }
        Place::Reserve(side) => {
            // A heap: wide layers at the bottom, narrower ones above (13+9+6+3+1 = 32).
            const CAP: [usize; 5] = [13, 9, 6, 3, 1];
            let (mut layer, mut j) = (0, k);
            while layer < CAP.len() - 1 && j >= CAP[layer] {
                j -= CAP[layer];
                layer += 1;
            }
            let cap = CAP[layer.min(4)] as f32;
            let r = (0.42 - 0.09 * layer as f32) * ((j as f32 + 0.5) / cap).sqrt();
            let a = j as f32 * 2.4 + layer as f32;
            let off = Vec2::from_angle(a) * r + Vec2::new(jitter(id, 1), jitter(id, 2)) * 0.02;
            board::reserve_center(side)
                + Vec3::new(off.x, SEED_R * 0.8 + layer as f32 * 0.12, off.y)
        }
        Place::Hand => {
            let r = 0.07 * (k as f32).sqrt();
            let off = Vec2::from_angle(k as f32 * 2.4) * r;
            hand_at + Vec3::new(off.x, 0.75 + (k / 12) as f32 * 0.08, off.y)
        }
    }
}

/// How many seeds are at `place`.
pub fn count_at<'a>(ats: impl Iterator<Item = &'a At>, place: Place) -> usize {
    ats.filter(|a| a.place == place).count()
}

/// The presentation of seeds: meshes and glossy materials (their counts are written by the
/// window, `ui::play::counts`).
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(PostStartup, dress_seeds);
}

fn dress_seeds(
    mut commands: Commands,
    seeds: Query<(Entity, &Seed)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // Komwe seeds: grey to olive, polished by play.
    let tints = [
        Color::srgb(0.60, 0.60, 0.56),
        Color::srgb(0.52, 0.50, 0.45),
        Color::srgb(0.47, 0.50, 0.42),
        Color::srgb(0.66, 0.64, 0.58),
        Color::srgb(0.42, 0.42, 0.40),
    ];
    let mats: Vec<_> = tints
        .iter()
        .map(|&c| {
            materials.add(StandardMaterial {
                base_color: c,
                perceptual_roughness: 0.22,
                reflectance: 0.6,
                ..default()
            })
        })
        .collect();
    for (e, seed) in &seeds {
        let m = mats[(seed.0 as usize * 7 + 3) % mats.len()].clone();
        // The mesh follows the graphics look (quality.rs).
        commands
            .entity(e)
            .insert((Mesh3d::default(), MeshMaterial3d(m)));
    }
}
