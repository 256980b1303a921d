//! The Low look's material for the wood and the mat: the standard material's colour,
//! texture and vertex tint, lit as a matte surface (plain_light.wgsl). Measured on llvmpipe
//! (release, 1280x720, long sowing): Bevy's full PBR lighting of these surfaces cost about
//! as much as all of egui; the seeds keep the standard material (they cost next to nothing).
//!
//! Every such surface carries a [`Matte`] with its standard material; `quality.rs` puts the
//! plain twin ([`Twins`]) on in the Low look and the standard one back in the High look.
use bevy::pbr::{ExtendedMaterial, MaterialExtension};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// The plain light's extension of the standard material (nothing to bind of its own).
#[derive(Asset, AsBindGroup, TypePath, Clone, Default)]
pub struct PlainLight {}

impl MaterialExtension for PlainLight {
    fn fragment_shader() -> ShaderRef {
        "embedded://bao/app/scene/plain_light.wgsl".into()
    }
}

pub type PlainMaterial = ExtendedMaterial<StandardMaterial, PlainLight>;

/// A surface of the board or the mat, with its standard material.
#[derive(Component, Clone)]
pub struct Matte(pub Handle<StandardMaterial>);

/// The plain twin of each standard material a matte surface wears: one per material, so
/// that surfaces sharing a material (the board's sides) still share it, and draw together.
#[derive(Resource, Default)]
pub struct Twins(HashMap<AssetId<StandardMaterial>, Handle<PlainMaterial>>);

impl Twins {
    /// The plain twin of a standard material, once made.
    pub fn twin_of(&self, material: &Handle<StandardMaterial>) -> Option<Handle<PlainMaterial>> {
        self.0.get(&material.id()).cloned()
    }
}

pub(super) fn plugin(app: &mut App) {
    bevy::asset::embedded_asset!(app, "plain_light.wgsl");
    app.add_plugins(MaterialPlugin::<PlainMaterial>::default())
        .init_resource::<Twins>();
}

/// Puts the plain material on every matte surface (`plain`) or the standard one back.
pub(super) fn dress(
    commands: &mut Commands,
    plain: bool,
    surfaces: &Query<(Entity, &Matte)>,
    twins: &mut Twins,
    standard: &Assets<StandardMaterial>,
    plains: &mut Assets<PlainMaterial>,
) {
    for (e, Matte(material)) in surfaces {
        let mut entity = commands.entity(e);
        if !plain {
            entity
                .remove::<MeshMaterial3d<PlainMaterial>>()
                .insert(MeshMaterial3d(material.clone()));
            continue;
        }
        let twin = match twins.0.get(&material.id()) {
            Some(twin) => twin.clone(),
            None => {
                let Some(base) = standard.get(material) else {
                    continue;
                };
                let twin = plains.add(PlainMaterial {
                    base: base.clone(),
                    extension: PlainLight {},
                });
                twins.0.insert(material.id(), twin.clone());
                twin
            }
        };
        entity
            .remove::<MeshMaterial3d<StandardMaterial>>()
            .insert(MeshMaterial3d(twin));
    }
}
