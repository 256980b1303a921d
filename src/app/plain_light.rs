//! The Low look's material for the wood and the mat: the standard material's colour,
//! texture and vertex tint, lit as a matte surface (plain_light.wgsl). Measured on llvmpipe
//! (release, 1280x720, long sowing): Bevy's full PBR lighting of these surfaces cost about
//! as much as all of egui; the seeds keep the standard material (they cost next to nothing).
//!
//! Every such surface carries a [`Matte`] with its standard material; `quality.rs` puts the
//! plain twin on in the Low look and the standard one back in the High look.
use bevy::pbr::{ExtendedMaterial, MaterialExtension};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// The plain light's extension of the standard material (nothing to bind of its own).
#[derive(Asset, AsBindGroup, TypePath, Clone, Default)]
pub struct PlainLight {}

impl MaterialExtension for PlainLight {
    fn fragment_shader() -> ShaderRef {
        "embedded://bao/app/plain_light.wgsl".into()
    }
}

pub type PlainMaterial = ExtendedMaterial<StandardMaterial, PlainLight>;

/// A surface of the board or the mat: its standard material, and its plain twin once made.
#[derive(Component, Clone)]
pub struct Matte {
    pub standard: Handle<StandardMaterial>,
    pub plain: Option<Handle<PlainMaterial>>,
}

impl Matte {
    pub fn new(standard: &Handle<StandardMaterial>) -> Matte {
        Matte {
            standard: standard.clone(),
            plain: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    bevy::asset::embedded_asset!(app, "plain_light.wgsl");
    app.add_plugins(MaterialPlugin::<PlainMaterial>::default());
}

/// Puts the plain material on every matte surface (`plain`) or the standard one back.
pub(super) fn dress(
    commands: &mut Commands,
    plain: bool,
    surfaces: &mut Query<(Entity, &mut Matte)>,
    standard: &Assets<StandardMaterial>,
    plains: &mut Assets<PlainMaterial>,
) {
    for (e, mut matte) in surfaces.iter_mut() {
        let mut entity = commands.entity(e);
        if plain {
            let Some(base) = standard.get(&matte.standard) else {
                continue;
            };
            let base = base.clone();
            let handle = matte
                .plain
                .get_or_insert_with(|| {
                    plains.add(PlainMaterial {
                        base,
                        extension: PlainLight {},
                    })
                })
                .clone();
            entity
                .remove::<MeshMaterial3d<StandardMaterial>>()
                .insert(MeshMaterial3d(handle));
        } else {
            entity
                .remove::<MeshMaterial3d<PlainMaterial>>()
                .insert(MeshMaterial3d(matte.standard.clone()));
        }
    }
}
