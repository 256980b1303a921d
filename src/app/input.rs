//! Picking and keys -> [`TurnCommand`]s. Observers only note what the pointer did; one
//! system turns that into commands: a legal start pit glows under the pointer, a click offers
//! the pit's legal directions as arrows on the board, the kichwa and safari questions are
//! asked on the board when the seeds reach them, an illegal click gets its one-line reason.
//! Keys: arrows move a cursor between pits, Enter chooses, L / R pick the direction (or the
//! kichwa), S / H answer safari / stop at the house, Space skips the animation.
use super::BaoSet;
use super::Language;
use super::ai_task::Hint;
use super::animation::{Choreo, SkipAnimation};
use super::board::{BoardCamera, PitSpot, pit_center};
use super::turn::{Game, MoveInProgress, Notice, TurnCommand};
use crate::game::i18n::{Lang, fill, tr};
use crate::rules::{Dir, Kichwa, Move, Pit, Question, Side, legal_moves, why_illegal};
use bevy::prelude::*;
use bevy::window::WindowEvent;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A pit the pointer clicked.
#[derive(Message, Clone, Copy, Debug)]
pub struct PitClicked(pub Pit);

/// A direction arrow on the board was clicked.
#[derive(Message, Clone, Copy, Debug)]
pub struct ArrowClicked {
    pub pit: Pit,
    pub dir: Dir,
}

/// A clickable arrow lying on the board beside a chosen pit, pointing where the first seed
/// will go.
#[derive(Component, Clone, Copy, Debug)]
pub struct DirArrow {
    pub pit: Pit,
    pub dir: Dir,
}

/// What the pointer and the keyboard point at.
#[derive(Resource, Default)]
pub struct Pointing {
    pub hover: Option<Pit>,
    pub cursor: Option<Pit>,
    /// A start pit chosen, waiting for its direction.
    pub selected: Option<(Pit, Vec<Option<Dir>>)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointing>()
        .add_message::<PitClicked>()
        .add_message::<ArrowClicked>()
        .add_systems(PostStartup, add_glow_rings)
        .add_systems(
            Update,
            (pointer, keys, clicks).chain().in_set(BaoSet::Input),
        )
        .add_systems(Update, (glow, sync_arrows).after(BaoSet::Animate))
        .add_systems(EguiPrimaryContextPass, board_prompts);
}

/// What lies under a point of the board: a direction arrow (drawn over the pits) or a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Arrow(Pit, Dir),
    Pit(Pit),
}

/// Half the reach of a direction arrow's hit area (the arrow is about 0.55 long).
const ARROW_REACH: f32 = 0.3;

/// The arrow or pit a ray from the eye meets. Pits are hit on the board's surface (round,
/// or square for the house); arrows lie a little above it and win over the pit below.
pub fn target_at(ray: Ray3d, arrows: &[(Pit, Dir, Vec3)]) -> Option<Target> {
    let on_plane = |y: f32| -> Option<Vec3> {
        let t = ray.intersect_plane(Vec3::Y * y, InfinitePlane3d::new(Vec3::Y))?;
        Some(ray.get_point(t))
    };
    for &(pit, dir, at) in arrows {
        if let Some(p) = on_plane(at.y)
            && p.xz().distance(at.xz()) < ARROW_REACH
        {
            return Some(Target::Arrow(pit, dir));
        }
    }
    let p = on_plane(0.0)?;
    Side::BOTH
        .into_iter()
        .flat_map(|s| (0..16).map(move |r| Pit::new(s, r)))
        .find(|&pit| {
            let d = (p - pit_center(pit)).xz();
            if pit.is_house() {
                d.abs().max_element() <= super::board::HOUSE_R
            } else {
                d.length() <= super::board::PIT_R
            }
        })
        .map(Target::Pit)
}

/// Replays the window's events in the order they came: the pointer's position is followed
/// move by move, and each left press is taken where the pointer was at that moment (a long
/// frame may hold a press and later moves; the press still lands on the pit it was made
/// over). Returns the presses' targets and where the pointer is now.
pub fn route_presses(
    events: impl IntoIterator<Item = WindowEvent>,
    at: Option<Vec2>,
    target: impl Fn(Vec2) -> Option<Target>,
) -> (Vec<Target>, Option<Vec2>) {
    let (hits, now) = route_presses_at(events, at, target);
    (hits.into_iter().map(|h| h.0).collect(), now)
}

/// [`route_presses`], with the point each press was made at.
pub fn route_presses_at(
    events: impl IntoIterator<Item = WindowEvent>,
    mut at: Option<Vec2>,
    target: impl Fn(Vec2) -> Option<Target>,
) -> (Vec<(Target, Vec2)>, Option<Vec2>) {
    let mut hits = Vec::new();
    for ev in events {
        match ev {
            WindowEvent::CursorMoved(m) => at = Some(m.position),
            WindowEvent::CursorLeft(_) => at = None,
            WindowEvent::MouseButtonInput(b)
                if b.button == MouseButton::Left && b.state.is_pressed() =>
            {
                if let Some(p) = at
                    && let Some(t) = target(p)
                {
                    hits.push((t, p));
                }
            }
            _ => {}
        }
    }
    (hits, at)
}

/// The pointer on the board: presses become [`PitClicked`] / [`ArrowClicked`], and the pit
/// under the pointer is the hover.
fn pointer(
    mut events: MessageReader<WindowEvent>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    arrows: Query<(&DirArrow, &GlobalTransform)>,
    mut at: Local<Option<Vec2>>,
    mut pointing: ResMut<Pointing>,
    mut pits: MessageWriter<PitClicked>,
    mut arrow_out: MessageWriter<ArrowClicked>,
    mut contexts: EguiContexts,
) {
    let (cam, cam_tf) = *camera;
    let laid: Vec<(Pit, Dir, Vec3)> = arrows
        .iter()
        .map(|(a, tf)| (a.pit, a.dir, tf.translation()))
        .collect();
    let target = |p: Vec2| -> Option<Target> {
        // Only inside the board's viewport (not under the panel).
        let ndc = cam.viewport_to_ndc(p).ok()?;
        if ndc.abs().max_element() > 1.0 {
            return None;
        }
        target_at(cam.viewport_to_world(cam_tf, p).ok()?, &laid)
    };
    let (hits, now) = route_presses_at(events.read().cloned(), *at, &target);
    *at = now;
    for (t, p) in hits {
        // A press on a popup over the board (a direction button) is the popup's, even when
        // the pointer jumped there in the same frame (egui learns of the move only later).
        let on_popup = contexts.ctx_mut().is_ok_and(|ctx| {
            let p = egui::pos2(p.x, p.y) / ctx.zoom_factor();
            ctx.layer_id_at(p)
                .is_some_and(|l| l.order != egui::Order::Background)
        });
        if on_popup {
            debug!("board press ignored: on a popup");
            continue;
        }
        match t {
            Target::Arrow(pit, dir) => {
                arrow_out.write(ArrowClicked { pit, dir });
            }
            Target::Pit(pit) => {
                pits.write(PitClicked(pit));
            }
        }
    }
    let hover = now.and_then(&target).and_then(|t| match t {
        Target::Pit(p) => Some(p),
        Target::Arrow(..) => None,
    });
    if pointing.hover != hover {
        pointing.hover = hover;
    }
}

/// The directions a start from `pit` can take (`None`: a namua capture, no direction).
pub fn start_choices(game: &Game, pit: Pit) -> Vec<Option<Dir>> {
    let pos = game.position();
    if pit.side != pos.to_move() {
        return Vec::new();
    }
    let mut dirs: Vec<Option<Dir>> = legal_moves(&pos)
        .into_iter()
        .filter(|m| m.pit == pit.ring)
        .map(|m| m.dir)
        .collect();
    dirs.dedup();
    dirs.sort_by_key(|d| d.map(|d| d == Dir::Ccw));
    dirs.dedup();
    dirs
}

/// Why a click on `pit` starts no move, in one line.
pub fn refusal(lang: Lang, game: &Game, pit: Pit) -> String {
    let pos = game.position();
    if pit.side != pos.to_move() {
        return fill(
            lang,
            "play.refuse.not_yours",
            &[
                ("pit", &pit.to_string()),
                ("rows", side_rows(pos.to_move())),
            ],
        );
    }
    why_illegal(&pos, pit.ring, Some(Dir::Cw))
        .or_else(|| why_illegal(&pos, pit.ring, None))
        .map(|w| crate::game::words::illegal(lang, &w))
        .unwrap_or_else(|| tr(lang, "play.refuse.impossible").into())
}

fn side_rows(side: Side) -> &'static str {
    match side {
        Side::South => "A/B",
        Side::North => "a/b",
    }
}

#[allow(clippy::too_many_arguments)]
fn clicks(
    mut clicked: MessageReader<PitClicked>,
    mut arrows: MessageReader<ArrowClicked>,
    mut contexts: EguiContexts,
    panel: Res<super::panel::PanelState>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut pointing: ResMut<Pointing>,
    mut notice: ResMut<Notice>,
    mut out: MessageWriter<TurnCommand>,
    mut skip: MessageWriter<SkipAnimation>,
    mut seen: Local<Option<u64>>,
    lang: Res<Language>,
) {
    // A click on an egui window or popup lying over the board is not a click on the board.
    let over_ui = panel.new_game.is_some()
        || contexts.ctx_mut().is_ok_and(|ctx| {
            ctx.input(|i| i.pointer.interact_pos())
                .and_then(|p| ctx.layer_id_at(p))
                .is_some_and(|l| l.order != egui::Order::Background)
        });
    if over_ui && (!arrows.is_empty() || !clicked.is_empty()) {
        debug!("board click ignored: over a panel or popup");
    }
    if over_ui {
        arrows.clear();
        clicked.clear();
    }
    // A choice made for an older position means nothing now (undo, new game, a reply).
    if *seen != Some(game.generation) {
        *seen = Some(game.generation);
        pointing.selected = None;
    }
    for a in arrows.read() {
        debug!("arrow clicked: {} {:?}", a.pit, a.dir);
        if pointing
            .selected
            .as_ref()
            .is_some_and(|s| s.0 == a.pit && s.1.contains(&Some(a.dir)))
        {
            out.write(TurnCommand::Start {
                pit: a.pit.ring,
                dir: Some(a.dir),
            });
            pointing.selected = None;
        }
    }
    for &PitClicked(pit) in clicked.read() {
        debug!("pit clicked: {pit}");
        if choreo.busy() {
            skip.write(SkipAnimation);
            continue;
        }
        if let Some((q, options)) = &progress.question {
            // A kichwa question is answered by clicking the kichwa.
            if *q == Question::Kichwa && pit.is_kichwa() && pit.side == game.position().to_move() {
                let k = if pit.ring == 0 {
                    Kichwa::Left
                } else {
                    Kichwa::Right
                };
                if let Some(m) = options.iter().find(|m| m.kichwa == Some(k)) {
                    out.write(TurnCommand::Answer(*m));
                }
            }
            continue;
        }
        if !game.human_to_move() || progress.active() {
            continue;
        }
        let dirs = start_choices(&game, pit);
        match dirs.len() {
            0 => {
                notice.0 = Some(refusal(lang.0, &game, pit));
                pointing.selected = None;
            }
            1 => {
                out.write(TurnCommand::Start {
                    pit: pit.ring,
                    dir: dirs[0],
                });
                pointing.selected = None;
            }
            _ => {
                notice.0 = None;
                pointing.selected = Some((pit, dirs));
            }
        }
        pointing.cursor = Some(pit);
    }
    if progress.active() || !game.human_to_move() {
        pointing.selected = None;
    }
}

fn keys(
    mut typed: MessageReader<bevy::input::keyboard::KeyboardInput>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    mut pointing: ResMut<Pointing>,
    mut out: MessageWriter<TurnCommand>,
    mut clicked: MessageWriter<PitClicked>,
    mut skip: MessageWriter<SkipAnimation>,
    turned: Option<Res<super::access::Turned>>,
) {
    // On a turned board (hot-seat) the arrows still go where they point on the screen.
    let flip = if turned.is_some_and(|t| t.0) {
        -1.0
    } else {
        1.0
    };
    // Every press in the order it was made: a slow frame loses none, and two presses of the
    // same key in one frame count twice.
    let pressed: Vec<KeyCode> = typed
        .read()
        .filter(|k| k.state.is_pressed())
        .map(|k| k.key_code)
        .collect();
    for key in pressed {
        if key == KeyCode::Space {
            skip.write(SkipAnimation);
        }
        let me = game.position().to_move();
        // Questions first.
        if let Some((q, options)) = &progress.question {
            let pick = |f: &dyn Fn(&Move) -> bool| options.iter().find(|m| f(m)).copied();
            let answer = match q {
                Question::Kichwa if key == KeyCode::KeyL => {
                    pick(&|m| m.kichwa == Some(Kichwa::Left))
                }
                Question::Kichwa if key == KeyCode::KeyR => {
                    pick(&|m| m.kichwa == Some(Kichwa::Right))
                }
                Question::Safari if key == KeyCode::KeyS => pick(&|m| m.safari == Some(true)),
                Question::Safari if key == KeyCode::KeyH => pick(&|m| m.safari == Some(false)),
                _ => None,
            };
            if let Some(m) = answer {
                out.write(TurnCommand::Answer(m));
            }
            continue;
        }
        // Direction for a selected pit.
        if let Some((pit, dirs)) = &pointing.selected {
            for (letter_key, letter) in [(KeyCode::KeyL, 'L'), (KeyCode::KeyR, 'R')] {
                if key == letter_key {
                    let d = pit.dir_from_letter(letter);
                    if dirs.contains(&d) {
                        out.write(TurnCommand::Start {
                            pit: pit.ring,
                            dir: d,
                        });
                    }
                }
            }
            if key == KeyCode::Escape {
                pointing.selected = None;
            }
        }
        // The cursor walks the mover's pits as they lie on the screen.
        let cur = pointing
            .cursor
            .filter(|p| p.side == me)
            .unwrap_or(Pit::front(me, 5));
        let c = pit_center(cur);
        let target = |dx: f32, dz: f32| -> Option<Pit> {
            let want = c + Vec3::new(dx, 0.0, dz) * flip;
            (0..16)
                .map(|r| Pit::new(me, r))
                .find(|p| pit_center(*p).distance(want) < 0.2)
        };
        let moves = [
            (KeyCode::ArrowLeft, -1.0, 0.0),
            (KeyCode::ArrowRight, 1.0, 0.0),
            (KeyCode::ArrowUp, 0.0, -1.12),
            (KeyCode::ArrowDown, 0.0, 1.12),
        ];
        for (k, dx, dz) in moves {
            if key == k {
                pointing.cursor = Some(target(dx, dz).unwrap_or(cur));
                pointing.selected = None;
            }
        }
        if pointing.cursor.is_none() && moves.iter().any(|m| key == m.0) {
            pointing.cursor = Some(cur);
        }
        if key == KeyCode::Enter {
            clicked.write(PitClicked(cur));
            pointing.cursor = Some(cur);
        }
    }
}

/// The glowing ring round a pit (the spot itself stays invisible: a lid over the seeds would
/// hide them).
#[derive(Component)]
pub struct PitGlow(pub Pit);

fn add_glow_rings(
    mut commands: Commands,
    spots: Query<(Entity, &PitSpot)>,
    shapes: Res<super::access::ShapeMeshes>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    use super::access::Shape;
    for (e, spot) in &spots {
        let m = materials.add(StandardMaterial {
            base_color: Color::srgba(1.0, 0.85, 0.4, 0.0),
            emissive: LinearRgba::BLACK,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        });
        let ring = commands
            .spawn((
                PitGlow(spot.0),
                Mesh3d(shapes.get(Shape::Solid, spot.0.is_house())),
                MeshMaterial3d(m),
                Transform::from_xyz(0.0, 0.0, 0.004),
                Visibility::Hidden,
            ))
            .id();
        commands.entity(e).add_child(ring);
    }
}

/// The pits a human may start from now, computed once per position.
#[derive(Default)]
struct LegalStarts {
    generation: Option<u64>,
    pits: Vec<Pit>,
}

/// Lights the pits: a legal start under the pointer or the cursor, the chosen pit, the
/// kichwa to choose from, the suggested move, the takasia-blocked pit. Each in its own shape
/// too (access.rs), so that none is told by colour alone.
#[allow(clippy::too_many_arguments)]
fn glow(
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    pointing: Res<Pointing>,
    hint: Res<Hint>,
    settings: Res<super::animation::Settings>,
    mut rings: Query<(
        &PitGlow,
        &MeshMaterial3d<StandardMaterial>,
        &mut Mesh3d,
        &mut Visibility,
    )>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut legal: Local<LegalStarts>,
    (access, shapes): (
        Res<super::access::Access>,
        Option<Res<super::access::ShapeMeshes>>,
    ),
) {
    use super::access::Shape;
    let pos = game.position();
    if legal.generation != Some(game.generation) {
        legal.generation = Some(game.generation);
        legal.pits = legal_moves(&pos)
            .iter()
            .map(|m| Pit::new(pos.to_move(), m.pit))
            .collect();
    }
    let asking_kichwa = matches!(progress.question, Some((Question::Kichwa, _))) && !choreo.busy();
    let can_start = game.human_to_move() && !progress.active() && !choreo.busy();
    let hint_pit = hint
        .mv
        .filter(|_| hint.generation == game.generation)
        .map(|m| Pit::new(pos.to_move(), m.pit));
    let blocked = pos.blocked();
    for (ring, mat, mut mesh, mut shown) in &mut rings {
        let pit = ring.0;
        let legal = can_start && legal.pits.contains(&pit);
        let (rgb, alpha, shape) = if asking_kichwa && pit.is_kichwa() && pit.side == pos.to_move() {
            ([1.0, 0.8, 0.3], 0.9, Shape::Solid)
        } else if pointing.selected.as_ref().is_some_and(|s| s.0 == pit) {
            ([1.0, 0.9, 0.45], 0.95, Shape::Double)
        } else if hint_pit == Some(pit) && can_start {
            ([0.45, 1.0, 0.55], 0.85, Shape::Solid)
        } else if pointing.cursor == Some(pit) && can_start && pit.side == pos.to_move() {
            let a = if legal { 0.8 } else { 0.45 };
            ([0.5, 0.75, 1.0], a, Shape::Ticks)
        } else if pointing.hover == Some(pit) && legal {
            ([1.0, 0.85, 0.4], 0.8, Shape::Solid)
        } else if blocked == Some(pit) {
            ([1.0, 0.3, 0.2], 0.7, Shape::Barred)
        } else if legal && settings.show_hints {
            ([1.0, 0.85, 0.4], 0.35, Shape::Dashed)
        } else {
            ([1.0, 1.0, 1.0], 0.0, Shape::Solid)
        };
        let (rgb, alpha) = super::access::contrast_glow(rgb, alpha, access.high_contrast);
        if let Some(shapes) = &shapes {
            let m = shapes.get(shape, pit.is_house());
            if mesh.0 != m {
                mesh.0 = m;
            }
        }
        // An unlit ring is not drawn at all (a transparent one would still cost its pixels).
        let visible = if alpha > 0.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *shown != visible {
            *shown = visible;
        }
        let want = Color::srgba(rgb[0], rgb[1], rgb[2], alpha);
        // Only touch a material that changes: a touched material is prepared again.
        if materials.get(&mat.0).is_some_and(|m| m.base_color != want)
            && let Some(mut m) = materials.get_mut(&mat.0)
        {
            m.base_color = want;
        }
    }
}

/// A flat arrow pointing along +x, about one unit long.
fn arrow_mesh() -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let pts: [[f32; 3]; 7] = [
        [-0.5, 0.0, -0.15],
        [0.05, 0.0, -0.15],
        [0.05, 0.0, -0.36],
        [0.5, 0.0, 0.0],
        [0.05, 0.0, 0.36],
        [0.05, 0.0, 0.15],
        [-0.5, 0.0, 0.15],
    ];
    let idx: Vec<u32> = vec![0, 6, 1, 1, 6, 5, 2, 4, 3];
    let mut m = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pts.to_vec())
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 7])
    .with_inserted_indices(Indices::U32(idx));
    // Seen from above either winding must show.
    m.compute_normals();
    m
}

/// Keeps the board's direction arrows in step with the chosen pit.
fn sync_arrows(
    mut commands: Commands,
    pointing: Res<Pointing>,
    arrows: Query<(Entity, &DirArrow)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut assets: Local<Option<(Handle<Mesh>, Handle<StandardMaterial>)>>,
) {
    let want: Vec<(Pit, Dir)> = pointing
        .selected
        .as_ref()
        .map(|(pit, dirs)| dirs.iter().flatten().map(|d| (*pit, *d)).collect())
        .unwrap_or_default();
    let have: Vec<(Pit, Dir)> = arrows.iter().map(|(_, a)| (a.pit, a.dir)).collect();
    // Same arrows (in any order): keep the entities, or a press and its release would land
    // on different arrows and never make a click.
    if want.len() == have.len() && want.iter().all(|w| have.contains(w)) {
        return;
    }
    for (e, _) in &arrows {
        commands.entity(e).despawn();
    }
    let (mesh, mat) = assets
        .get_or_insert_with(|| {
            (
                meshes.add(arrow_mesh()),
                materials.add(StandardMaterial {
                    base_color: Color::srgb(1.0, 0.86, 0.45),
                    emissive: LinearRgba::rgb(0.9, 0.6, 0.2),
                    unlit: true,
                    double_sided: true,
                    cull_mode: None,
                    ..default()
                }),
            )
        })
        .clone();
    for (pit, dir) in want {
        let from = pit_center(pit);
        let to = pit_center(pit.step(dir));
        let d = (to - from).normalize_or_zero();
        let at = from + d * 0.5 + Vec3::Y * 0.06;
        commands.spawn((
            DirArrow { pit, dir },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(mat.clone()),
            Transform::from_translation(at)
                .with_rotation(Quat::from_rotation_y(-d.z.atan2(d.x)))
                .with_scale(Vec3::splat(0.55)),
        ));
    }
}

/// The arrow on screen for sowing from `pit` in `dir`: where the first seed goes.
fn arrow_for(pit: Pit, dir: Dir, cam: &Camera, cam_tf: &GlobalTransform) -> &'static str {
    let a = cam.world_to_viewport(cam_tf, pit_center(pit));
    let b = cam.world_to_viewport(cam_tf, pit_center(pit.step(dir)));
    match (a, b) {
        (Ok(a), Ok(b)) => {
            let d = b - a;
            if d.x.abs() >= d.y.abs() {
                if d.x < 0.0 { "⬅" } else { "➡" }
            } else if d.y < 0.0 {
                "⬆"
            } else {
                "⬇"
            }
        }
        _ => "",
    }
}

/// Questions and direction arrows drawn on the board, next to the pits they concern.
#[allow(clippy::too_many_arguments)]
fn board_prompts(
    mut contexts: EguiContexts,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut pointing: ResMut<Pointing>,
    hint: Res<Hint>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<Language>,
) -> Result {
    let lang = lang.0;
    let ctx = contexts.ctx_mut()?;
    let (cam, cam_tf) = *camera;
    // The window's logical pixels are egui points times its zoom (the panel size setting).
    let zoom = ctx.zoom_factor();
    let at = |p: Vec3| -> Option<egui::Pos2> {
        cam.world_to_viewport(cam_tf, p)
            .ok()
            .map(|v| egui::pos2(v.x, v.y) / zoom)
    };
    let me = game.position().to_move();
    let frame = egui::Frame::popup(&ctx.global_style())
        .fill(egui::Color32::from_rgba_unmultiplied(30, 20, 12, 230));
    if let Some((q, options)) = progress.question.clone().filter(|_| !choreo.busy()) {
        match q {
            Question::Kichwa => {
                for k in [Kichwa::Left, Kichwa::Right] {
                    let Some(m) = options.iter().find(|m| m.kichwa == Some(k)) else {
                        continue;
                    };
                    let pit = Pit::new(me, k.ring());
                    if let Some(p) = at(pit_center(pit)) {
                        egui::Area::new(egui::Id::new(("kichwa", k.letter())))
                            .fixed_pos(p + egui::vec2(-60.0, 28.0))
                            .show(ctx, |ui| {
                                frame.show(ui, |ui| {
                                    let letter = k.letter().to_string();
                                    let text = fill(
                                        lang,
                                        "play.kichwa_enter",
                                        &[("pit", &pit.to_string()), ("letter", &letter)],
                                    );
                                    if ui.button(text).clicked() {
                                        out.write(TurnCommand::Answer(*m));
                                    }
                                });
                            });
                    }
                }
            }
            Question::Safari => {
                let house = Pit::new(me, crate::rules::HOUSE);
                if let Some(p) = at(pit_center(house)) {
                    egui::Area::new(egui::Id::new("safari"))
                        .fixed_pos(p + egui::vec2(-110.0, 30.0))
                        .show(ctx, |ui| {
                            frame.show(ui, |ui| {
                                ui.label(fill(
                                    lang,
                                    "play.safari_question",
                                    &[("house", game.session.rules().variant.house_name())],
                                ));
                                ui.horizontal(|ui| {
                                    for m in &options {
                                        let label = if m.safari == Some(true) {
                                            tr(lang, "play.safari_on")
                                        } else {
                                            tr(lang, "play.safari_stop")
                                        };
                                        if ui.button(label).clicked() {
                                            out.write(TurnCommand::Answer(*m));
                                        }
                                    }
                                });
                            });
                        });
                }
            }
        }
    }
    if let Some((pit, dirs)) = pointing.selected.clone()
        && let Some(p) = at(pit_center(pit))
    {
        egui::Area::new(egui::Id::new("dirs"))
            .fixed_pos(p + egui::vec2(-52.0, 40.0))
            .show(ctx, |ui| {
                frame.show(ui, |ui| {
                    ui.horizontal(|ui| {
                        for d in dirs.iter().flatten() {
                            let text = format!(
                                "{} {}",
                                arrow_for(pit, *d, cam, cam_tf),
                                pit.dir_letter(*d)
                            );
                            if ui.button(egui::RichText::new(text).size(18.0)).clicked() {
                                out.write(TurnCommand::Start {
                                    pit: pit.ring,
                                    dir: Some(*d),
                                });
                                pointing.selected = None;
                            }
                        }
                    });
                });
            });
    }
    if let Some(m) = hint
        .mv
        .filter(|_| hint.generation == game.generation && game.human_to_move())
    {
        let pit = Pit::new(me, m.pit);
        if let Some(p) = at(pit_center(pit)) {
            let arrow = m.dir.map(|d| arrow_for(pit, d, cam, cam_tf)).unwrap_or("");
            egui::Area::new(egui::Id::new("hint"))
                .fixed_pos(p + egui::vec2(-40.0, -58.0))
                .show(ctx, |ui| {
                    frame.show(ui, |ui| {
                        ui.colored_label(
                            egui::Color32::LIGHT_GREEN,
                            fill(
                                lang,
                                "play.suggested",
                                &[("pit", &pit.to_string()), ("arrow", arrow)],
                            ),
                        );
                    });
                });
        }
    }
    Ok(())
}
