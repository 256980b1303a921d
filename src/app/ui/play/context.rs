//! egui in the window: its own camera drawn over the board's picture, the warm look, and a
//! quiet input (egui is told of a modifier key only when one changed).
use crate::app::scene::layers::PICTURE_LAYER;
use bevy::camera::{CameraOutputMode, visibility::RenderLayers};
use bevy::prelude::*;
use bevy_egui::{EguiGlobalSettings, EguiPlugin, PrimaryEguiContext, egui};

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .add_systems(Startup, egui_camera)
        .add_systems(
            PostUpdate,
            pass_wakes.after(bevy_egui::EguiPostUpdateSet::EndPass),
        )
        .add_systems(
            PreUpdate,
            quiet_modifiers
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

fn egui_camera(mut commands: Commands, mut settings: ResMut<EguiGlobalSettings>) {
    // The panel gets its own camera so the board camera's viewport can leave room for it.
    settings.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        // egui would claim the pointer over the whole board (its root layer covers the
        // window); the board's clicks are gated in `ui::play::input` on egui's windows instead.
        bevy_egui::EguiContextSettings {
            capture_pointer_input: false,
            ..default()
        },
        Camera2d,
        // It sees only the small picture of the board drawn while seeds move (render_scale).
        RenderLayers::layer(PICTURE_LAYER),
        // The board camera leaves its picture in the window's texture (output Skip): this
        // camera draws egui straight over it and writes the window once, with no clear and
        // no blend (on a software renderer each full-window pass costs milliseconds).
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::None,
            ..default()
        },
    ));
}

/// The game's warm look: dark wood browns behind the words.
pub fn warm_style(ctx: &egui::Context) {
    let mut v = egui::Visuals::dark();
    v.panel_fill = egui::Color32::from_rgb(38, 28, 20);
    v.window_fill = egui::Color32::from_rgb(44, 32, 23);
    v.extreme_bg_color = egui::Color32::from_rgb(28, 20, 14);
    v.selection.bg_fill = egui::Color32::from_rgb(150, 95, 40);
    v.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(70, 50, 34);
    v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(100, 70, 44);
    ctx.set_visuals(v);
}

/// bevy_egui 0.42 hands egui a `ModifiersChanged` event every frame, changed or not; egui
/// takes any event as a reason to draw again, so the window would never rest. Only a real
/// change is passed on (egui reads the held modifiers from its input state anyway).
fn quiet_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    use bevy_egui::egui::Event;
    for mut input in &mut inputs {
        input.events.retain(|e| match e {
            Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// Where a window's clock asks for the next frame within a time (egui's own
/// `request_repaint_after` would draw the next frame at once: `scene::pacing::WakeWithin`).
fn wake_id() -> egui::Id {
    egui::Id::new("bao_wake_within")
}

/// Asks for a frame within `wait` (a clock on screen), without asking for one now.
pub fn wake_within(ctx: &egui::Context, wait: std::time::Duration) {
    ctx.data_mut(|d| {
        let asked = d.get_temp::<std::time::Duration>(wake_id());
        d.insert_temp(wake_id(), asked.map_or(wait, |a| a.min(wait)));
    });
}

/// Hands the clocks' asks of this frame's windows to the frame pacing.
fn pass_wakes(
    mut contexts: bevy_egui::EguiContexts,
    mut within: ResMut<crate::app::scene::pacing::WakeWithin>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    if let Some(wait) = ctx.data_mut(|d| d.remove_temp::<std::time::Duration>(wake_id())) {
        within.ask(wait);
    }
}
