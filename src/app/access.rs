//! Everyone can play: the panel's size (egui's zoom), a high-contrast look, pit marks that
//! tell by shape and not by colour alone (legal, selected, cursor, takasia, the last move),
//! the hot-seat turn of the board for two people at one
//! machine, "Move now", moves typed in notation and the board as text for screen readers.
//!
//! The game logic half (typed moves, whether the board is turned) runs under `CorePlugin`
//! so headless tests can drive it; the drawing half is added with the window.
use super::BaoSet;
use super::Language;
use super::ai_task::{MoveNow, Thinking};
use super::animation::Choreo;
use super::board::{self, PitSpot};
use super::turn::{Game, MoveInProgress, Notice, TurnCommand};
use crate::game::i18n::{Lang, fill, tr};
use crate::game::settings::Settings as Saved;
use crate::rules::{Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The player's access settings (kept in the settings file).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// Text and panel size in percent, 75 to 200.
    pub ui_scale: u16,
    pub high_contrast: bool,
    /// Hot-seat: turn the board so the player to move sits at the bottom (two people).
    pub turn_board: bool,
    /// The "Board as text" section opens at start (`--access text`; not kept).
    pub text_open: bool,
}

impl Default for Access {
    fn default() -> Access {
        Access {
            ui_scale: 100,
            high_contrast: false,
            turn_board: false,
            text_open: false,
        }
    }
}

impl Access {
    pub fn load(&mut self, s: &Saved) {
        self.ui_scale = s.ui_scale.clamp(Saved::UI_SCALE_MIN, Saved::UI_SCALE_MAX);
        self.high_contrast = s.high_contrast;
        self.turn_board = s.turn_board;
    }
    pub fn store(&self, s: &mut Saved) {
        s.ui_scale = self.ui_scale;
        s.high_contrast = self.high_contrast;
        s.turn_board = self.turn_board;
    }
    /// egui's zoom factor.
    pub fn zoom(&self) -> f32 {
        self.ui_scale
            .clamp(Saved::UI_SCALE_MIN, Saved::UI_SCALE_MAX) as f32
            / 100.0
    }
    /// `--access scale=150,contrast,turn` (screenshots and trials).
    pub fn parse(text: &str) -> Result<Access, String> {
        let mut a = Access::default();
        for w in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match w.split_once('=') {
                Some(("scale", n)) => {
                    a.ui_scale = n
                        .trim_end_matches('%')
                        .parse()
                        .ok()
                        .filter(|n| (Saved::UI_SCALE_MIN..=Saved::UI_SCALE_MAX).contains(n))
                        .ok_or_else(|| format!("--access: scale '{n}' is not 75 to 200"))?
                }
                None if w == "contrast" => a.high_contrast = true,
                None if w == "turn" => a.turn_board = true,
                None if w == "text" => a.text_open = true,
                _ => {
                    return Err(format!(
                        "--access: '{w}' is not scale=N, contrast, turn, text or hints"
                    ));
                }
            }
        }
        Ok(a)
    }
}

/// The board is turned now: two people play, North is to move and the turn option is on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turned(pub bool);

/// A move typed in notation: played if legal, else refused with its reason in the notice.
#[derive(Message, Clone, Debug)]
pub struct TypeMove(pub String);

pub(super) fn core_plugin(app: &mut App) {
    app.init_resource::<Access>()
        .init_resource::<Turned>()
        .add_message::<TypeMove>()
        .add_systems(Update, typed_moves.in_set(BaoSet::Input))
        .add_systems(Update, turn_board.after(BaoSet::Animate));
}

/// Typed moves become [`TurnCommand::Play`]; a refusal says why in one line.
pub fn typed_moves(
    mut typed: MessageReader<TypeMove>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut notice: ResMut<Notice>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<Language>,
) {
    let lang = lang.0;
    for TypeMove(text) in typed.read() {
        let refusal = if game.session.is_over() {
            Some(crate::game::words::illegal(
                lang,
                &crate::rules::Illegal::GameOver,
            ))
        } else if game.viewing.is_some() {
            Some(tr(lang, "access.refuse.viewing").to_string())
        } else if !game.human_to_move() {
            let side = game.position().to_move();
            let name = crate::game::access::name_of(lang, game.name_of(side), side);
            Some(fill(
                lang,
                "access.refuse.not_your_turn",
                &[("name", &name)],
            ))
        } else if progress.active() || choreo.busy() {
            Some(tr(lang, "access.refuse.wait").to_string())
        } else {
            None
        };
        if let Some(r) = refusal {
            notice.0 = Some(r);
            continue;
        }
        match crate::game::access::typed_move(lang, &game.position(), text) {
            Ok(mv) => {
                out.write(TurnCommand::Play(mv));
            }
            Err(why) => notice.0 = Some(why),
        }
    }
}

/// Turns the board (hot-seat) once the seeds are still: North to move, two people.
fn turn_board(
    access: Res<Access>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut turned: ResMut<Turned>,
) {
    if choreo.busy() || progress.active() {
        return;
    }
    let two_people = game.session.players().iter().all(|p| !p.is_computer());
    let want = access.turn_board && two_people && game.shown_position().to_move() == Side::North;
    if turned.0 != want {
        turned.0 = want;
    }
}

// ------------------------------------------------------------------ drawing half

/// The shapes a pit's ring can take: each state has its own, so none is told by colour only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Hover, the kichwa to choose, the suggestion: a solid ring.
    Solid = 0,
    /// A pit that can start a move: a dashed ring.
    Dashed = 1,
    /// The chosen pit: a double ring.
    Double = 2,
    /// The keyboard cursor: a ring with four corner ticks.
    Ticks = 3,
    /// The takasia-blocked pit: a ring struck through.
    Barred = 4,
}

/// The meshes of each shape, for round pits and the square house.
#[derive(Resource, Clone)]
pub struct ShapeMeshes {
    pub round: Vec<Handle<Mesh>>,
    pub house: Vec<Handle<Mesh>>,
    pub dots: Handle<Mesh>,
    pub cross: Handle<Mesh>,
}

impl ShapeMeshes {
    pub fn get(&self, shape: Shape, house: bool) -> Handle<Mesh> {
        if house {
            self.house[shape as usize].clone()
        } else {
            self.round[shape as usize].clone()
        }
    }
}

/// A flat mesh in the XY plane (normal +z) from quads.
fn quads_mesh(quads: &[[Vec2; 4]]) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let mut pos = Vec::new();
    let mut idx = Vec::new();
    for q in quads {
        let b = pos.len() as u32;
        pos.extend(q.iter().map(|p| [p.x, p.y, 0.0]));
        idx.extend_from_slice(&[b, b + 1, b + 2, b, b + 2, b + 3]);
    }
    let n = pos.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; n])
    .with_inserted_indices(Indices::U32(idx))
}

/// Quads of an arc from angle a0 to a1 between radii r0 and r1.
fn arc(r0: f32, r1: f32, a0: f32, a1: f32, out: &mut Vec<[Vec2; 4]>) {
    let steps = (((a1 - a0).abs() / 0.12).ceil() as usize).max(1);
    for i in 0..steps {
        let t0 = a0 + (a1 - a0) * i as f32 / steps as f32;
        let t1 = a0 + (a1 - a0) * (i + 1) as f32 / steps as f32;
        let p = |r: f32, t: f32| Vec2::new(r * t.cos(), r * t.sin());
        out.push([p(r0, t0), p(r1, t0), p(r1, t1), p(r0, t1)]);
    }
}

/// A bar from a to b, `w` wide.
fn bar(a: Vec2, b: Vec2, w: f32, out: &mut Vec<[Vec2; 4]>) {
    let n = (b - a).normalize_or_zero().perp() * (w / 2.0);
    out.push([a - n, b - n, b + n, a + n]);
}

fn shape_quads(shape: Shape, k: f32) -> Vec<[Vec2; 4]> {
    use std::f32::consts::{FRAC_PI_4, TAU};
    let (r0, r1) = ((board::PIT_R - 0.02) * k, (board::PIT_R + 0.05) * k);
    let mut q = Vec::new();
    match shape {
        Shape::Solid => arc(r0, r1, 0.0, TAU, &mut q),
        Shape::Dashed => {
            let n = 10;
            for i in 0..n {
                let a = TAU * i as f32 / n as f32;
                arc(r0, r1, a, a + TAU / n as f32 * 0.55, &mut q);
            }
        }
        Shape::Double => {
            arc(r0 - 0.03 * k, r0 + 0.01 * k, 0.0, TAU, &mut q);
            arc(r1 - 0.01 * k, r1 + 0.04 * k, 0.0, TAU, &mut q);
        }
        Shape::Ticks => {
            arc(r0, r1, 0.0, TAU, &mut q);
            for i in 0..4 {
                let a = FRAC_PI_4 + i as f32 * TAU / 4.0;
                let d = Vec2::new(a.cos(), a.sin());
                bar(d * r1, d * (r1 + 0.09 * k), 0.05 * k, &mut q);
            }
        }
        Shape::Barred => {
            arc(r0, r1, 0.0, TAU, &mut q);
            let d = Vec2::new(1.0, 1.0).normalize();
            bar(-d * r0, d * r0, 0.06 * k, &mut q);
        }
    }
    q
}

/// Makes the shape meshes (called where the glow rings are made).
pub fn shape_meshes(meshes: &mut Assets<Mesh>) -> ShapeMeshes {
    use std::f32::consts::TAU;
    let all = [
        Shape::Solid,
        Shape::Dashed,
        Shape::Double,
        Shape::Ticks,
        Shape::Barred,
    ];
    let house_k = board::HOUSE_R * 1.2 / (board::PIT_R - 0.02);
    let mut dots = Vec::new();
    for i in 0..12 {
        let a = TAU * i as f32 / 12.0;
        let c = Vec2::new(a.cos(), a.sin()) * 0.3;
        let s = 0.028;
        dots.push([
            c + Vec2::new(-s, -s),
            c + Vec2::new(s, -s),
            c + Vec2::new(s, s),
            c + Vec2::new(-s, s),
        ]);
    }
    let mut cross = Vec::new();
    let d = 0.24;
    bar(Vec2::new(-d, -d), Vec2::new(d, d), 0.07, &mut cross);
    bar(Vec2::new(-d, d), Vec2::new(d, -d), 0.07, &mut cross);
    ShapeMeshes {
        round: all
            .iter()
            .map(|&s| meshes.add(quads_mesh(&shape_quads(s, 1.0))))
            .collect(),
        house: all
            .iter()
            .map(|&s| meshes.add(quads_mesh(&shape_quads(s, house_k))))
            .collect(),
        dots: meshes.add(quads_mesh(&dots)),
        cross: meshes.add(quads_mesh(&cross)),
    }
}

fn make_shapes(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(shape_meshes(&mut meshes));
}

/// A glow colour as the high-contrast look shows it: pure, bright and opaque.
pub fn contrast_glow(rgb: [f32; 3], alpha: f32, high: bool) -> ([f32; 3], f32) {
    if !high || alpha == 0.0 {
        return (rgb, alpha);
    }
    let hc = if rgb[2] > 0.9 && rgb[0] < 0.6 {
        [0.0, 1.0, 1.0] // cursor: cyan
    } else if rgb[1] > 0.9 && rgb[0] < 0.6 {
        [0.2, 1.0, 0.2] // suggestion: green
    } else if rgb[1] < 0.5 {
        [1.0, 0.1, 0.5] // blocked: magenta-red
    } else {
        [1.0, 1.0, 0.0] // legal, hover, chosen: yellow
    };
    (hc, alpha.max(0.95))
}

/// The last move's marks lying in a pit: dots round its start pit, a cross where it captured.
#[derive(Component)]
pub struct LastMark(pub Pit);

pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(Startup, make_shapes)
        .add_systems(PostStartup, add_last_marks)
        .add_systems(Update, last_marks.after(BaoSet::Animate));
}

#[derive(Resource)]
struct MarkMaterials {
    start: Handle<StandardMaterial>,
    capture: Handle<StandardMaterial>,
}

fn mark_colours(high: bool) -> (Color, Color) {
    if high {
        (Color::srgb(1.0, 1.0, 1.0), Color::srgb(1.0, 0.2, 0.8))
    } else {
        (
            Color::srgba(0.75, 0.9, 1.0, 0.9),
            Color::srgba(1.0, 0.5, 0.35, 0.9),
        )
    }
}

fn add_last_marks(
    mut commands: Commands,
    spots: Query<(Entity, &PitSpot)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    shapes: Res<ShapeMeshes>,
) {
    let (s, c) = mark_colours(false);
    let mat = |c: Color, materials: &mut Assets<StandardMaterial>| {
        materials.add(StandardMaterial {
            base_color: c,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    };
    let start = mat(s, &mut materials);
    let capture = mat(c, &mut materials);
    for (e, spot) in &spots {
        let mark = commands
            .spawn((
                LastMark(spot.0),
                Mesh3d(shapes.dots.clone()),
                MeshMaterial3d(start.clone()),
                Transform::from_xyz(0.0, 0.0, 0.006),
                Visibility::Hidden,
            ))
            .id();
        commands.entity(e).add_child(mark);
    }
    commands.insert_resource(MarkMaterials { start, capture });
}

/// Shows the last move's marks once its seeds are still, until the next move begins.
#[allow(clippy::too_many_arguments)]
fn last_marks(
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    access: Res<Access>,
    shapes: Res<ShapeMeshes>,
    mats: Option<Res<MarkMaterials>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut marks: Query<(
        &LastMark,
        &mut Visibility,
        &mut Mesh3d,
        &mut MeshMaterial3d<StandardMaterial>,
    )>,
    mut contrast: Local<Option<bool>>,
) {
    let Some(mats) = mats else { return };
    if *contrast != Some(access.high_contrast) {
        *contrast = Some(access.high_contrast);
        let (s, c) = mark_colours(access.high_contrast);
        if let Some(mut m) = materials.get_mut(&mats.start) {
            m.base_color = s;
        }
        if let Some(mut m) = materials.get_mut(&mats.capture) {
            m.base_color = c;
        }
    }
    let shown = if choreo.busy() || progress.active() {
        None
    } else {
        last_move(&game).map(|(before, mv)| crate::game::access::move_marks(&before, &mv))
    }
    .flatten();
    for (mark, mut vis, mut mesh, mut mat) in &mut marks {
        let want = shown.as_ref().and_then(|m| {
            if m.captured.contains(&mark.0) {
                Some((&shapes.cross, &mats.capture))
            } else if m.start == mark.0 {
                Some((&shapes.dots, &mats.start))
            } else {
                None
            }
        });
        let v = if want.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != v {
            *vis = v;
        }
        if let Some((m, c)) = want {
            if mesh.0 != *m {
                mesh.0 = m.clone();
            }
            if mat.0 != *c {
                mat.0 = c.clone();
            }
        }
    }
}

/// The move that led to the position on the board (the present, or the one looked at).
pub fn last_move(game: &Game) -> Option<(crate::rules::Position, crate::rules::Move)> {
    let at = game.viewing.unwrap_or(game.session.index());
    let m = game.session.history().get(at.checked_sub(1)?)?;
    Some((m.before, m.successor.mv))
}

// ------------------------------------------------------------------ the panel

/// What the panel's access parts use (one parameter of the panel system).
#[derive(SystemParam)]
pub struct AccessPanel<'w, 's> {
    pub access: ResMut<'w, Access>,
    typed: Local<'s, String>,
    applied: Local<'s, Option<(u16, bool)>>,
    type_out: MessageWriter<'w, TypeMove>,
    move_now: MessageWriter<'w, MoveNow>,
    lang: Res<'w, Language>,
}

impl AccessPanel<'_, '_> {
    /// The window's language.
    pub fn lang(&self) -> Lang {
        self.lang.0
    }
}

/// The panel's size and look, applied when they change (called every frame by the panel).
pub fn style(ctx: &egui::Context, a: &mut AccessPanel, warm: fn(&egui::Context)) {
    let want = (a.access.ui_scale, a.access.high_contrast);
    if *a.applied == Some(want) {
        return;
    }
    *a.applied = Some(want);
    ctx.set_zoom_factor(a.access.zoom());
    if a.access.high_contrast {
        ctx.set_visuals(high_contrast_visuals());
    } else {
        warm(ctx);
    }
}

fn high_contrast_visuals() -> egui::Visuals {
    use egui::{Color32, Stroke};
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    v.weak_text_color = Some(Color32::from_rgb(230, 230, 160));
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_gray(30);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.selection.bg_fill = Color32::from_rgb(255, 220, 0);
    v.selection.stroke = Stroke::new(2.0, Color32::BLACK);
    v.hyperlink_color = Color32::from_rgb(120, 220, 255);
    for (w, stroke) in [
        (
            &mut v.widgets.noninteractive,
            Stroke::new(1.0, Color32::WHITE),
        ),
        (&mut v.widgets.inactive, Stroke::new(1.5, Color32::WHITE)),
        (
            &mut v.widgets.hovered,
            Stroke::new(2.5, Color32::from_rgb(255, 220, 0)),
        ),
        (
            &mut v.widgets.active,
            Stroke::new(3.0, Color32::from_rgb(255, 220, 0)),
        ),
        (&mut v.widgets.open, Stroke::new(2.0, Color32::WHITE)),
    ] {
        w.bg_stroke = stroke;
        w.fg_stroke = Stroke::new(stroke.width.max(1.5), Color32::WHITE);
        w.bg_fill = Color32::BLACK;
        w.weak_bg_fill = Color32::from_gray(20);
    }
    v.widgets.noninteractive.bg_fill = Color32::BLACK;
    v
}

/// The access settings: the panel's size, high contrast, the hot-seat turn.
pub fn settings_ui(ui: &mut egui::Ui, a: &mut AccessPanel) {
    let lang = a.lang();
    let mut s = a.access.ui_scale;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "access.ui_scale"));
        ui.add(
            egui::Slider::new(&mut s, Saved::UI_SCALE_MIN..=Saved::UI_SCALE_MAX)
                .step_by(25.0)
                .suffix("%"),
        );
    });
    let mut hc = a.access.high_contrast;
    ui.checkbox(&mut hc, tr(lang, "access.high_contrast"));
    let mut turn = a.access.turn_board;
    ui.checkbox(&mut turn, tr(lang, "access.turn_board"))
        .on_hover_text(tr(lang, "access.turn_board_hover"));
    // Only a real change marks the settings changed (they are saved).
    let new = Access {
        ui_scale: s,
        high_contrast: hc,
        turn_board: turn,
        ..*a.access
    };
    if new != *a.access {
        *a.access = new;
    }
}

/// "Move now" while the computer thinks.
pub fn move_now(ui: &mut egui::Ui, game: &Game, thinking: &Thinking, a: &mut AccessPanel) {
    let lang = a.lang();
    if thinking.is_thinking()
        && game.session.player_to_move().is_computer()
        && ui
            .button(tr(lang, "access.move_now"))
            .on_hover_text(tr(lang, "access.move_now_hover"))
            .clicked()
    {
        a.move_now.write(MoveNow);
    }
}

/// The typed-move field and the board as text (what a screen reader reads).
pub fn text_board(ui: &mut egui::Ui, game: &Game, a: &mut AccessPanel) {
    let lang = a.lang();
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, "access.type_move"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut *a.typed)
                    .hint_text("A6R*, b3L")
                    .desired_width(90.0)
                    .font(egui::TextStyle::Monospace),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(tr(lang, "access.play")).clicked() || entered) && !a.typed.trim().is_empty() {
            a.type_out.write(TypeMove(a.typed.trim().to_string()));
            a.typed.clear();
            if entered {
                field.request_focus();
            }
        }
    });
    egui::CollapsingHeader::new(tr(lang, "access.board_as_text"))
        .id_salt("board_as_text")
        .default_open(a.access.text_open)
        .show(ui, |ui| {
            let pos = game.shown_position();
            let names = [game.name_of(Side::South), game.name_of(Side::North)];
            let last = last_move(game).and_then(|(before, mv)| {
                let side = before.to_move();
                let mover = crate::game::access::name_of(lang, game.name_of(side), side);
                crate::game::access::last_move_text(lang, &before, &mv, &mover)
            });
            for line in crate::game::access::board_text(lang, &pos, names, last.as_deref()) {
                ui.label(line);
            }
        });
}
