//! The player's hands on the board: the pointer and keys -> [`TurnCommand`]s. The pointer's
//! presses are hit-tested against the pits and the direction arrows; one system turns them
//! into commands: a click offers the pit's legal directions (arrows on the board, `scene::
//! arrows`; buttons beside it, `prompts`), a kichwa is answered by clicking it, an illegal
//! click gets its one-line reason.
//! Keys: arrows move a cursor between pits, Enter chooses, L / R pick the direction (or the
//! kichwa), S / H answer safari / stop at the house, Space skips the animation.
use super::new_game::NewGameWindow;
use crate::app::play::access::Turned;
use crate::app::play::analysis::editor::{Editing, EditorCommand};
use crate::app::play::choreo::{Choreo, SkipAnimation};
use crate::app::play::pointing::{Pointing, refusal, start_choices};
use crate::app::play::practice::trainer::{TrainerCommand, Training};
use crate::app::play::turn::{Game, MoveInProgress, Notice, TurnCommand};
use crate::app::play::{BaoSet, Language};
use crate::app::scene::arrows::DirArrow;
use crate::app::scene::board::{self, BoardCamera, pit_center};
use crate::rules::{Dir, Kichwa, Move, Pit, Question, Side};
use bevy::prelude::*;
use bevy::window::WindowEvent;
use bevy_egui::{EguiContexts, egui};

/// A pit the pointer clicked.
#[derive(Message, Clone, Copy, Debug)]
pub struct PitClicked(pub Pit);

/// A direction arrow on the board was clicked.
#[derive(Message, Clone, Copy, Debug)]
pub struct ArrowClicked {
    pub pit: Pit,
    pub dir: Dir,
}

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.add_message::<PitClicked>()
        .add_message::<ArrowClicked>()
        .add_systems(
            Update,
            (pointer, keys, clicks).chain().in_set(BaoSet::Input),
        );
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
                d.abs().max_element() <= board::HOUSE_R
            } else {
                d.length() <= board::PIT_R
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

#[allow(clippy::too_many_arguments)]
fn clicks(
    mut clicked: MessageReader<PitClicked>,
    mut arrows: MessageReader<ArrowClicked>,
    mut contexts: EguiContexts,
    new_game: Res<NewGameWindow>,
    game: Res<Game>,
    progress: Res<MoveInProgress>,
    choreo: Res<Choreo>,
    mut pointing: ResMut<Pointing>,
    mut notice: ResMut<Notice>,
    mut out: MessageWriter<TurnCommand>,
    mut skip: MessageWriter<SkipAnimation>,
    mut seen: Local<Option<u64>>,
    lang: Res<Language>,
    (training, mut answer): (Res<Training>, MessageWriter<TrainerCommand>),
    (editing, mut edit): (Res<Editing>, MessageWriter<EditorCommand>),
) {
    // A click on an egui window or popup lying over the board is not a click on the board.
    let over_ui = new_game.is_open()
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
    if not_a_game(
        &mut clicked,
        &mut arrows,
        &editing,
        &mut edit,
        &training,
        &mut answer,
        (&pointing, &choreo, &mut skip),
    ) {
        return;
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
    turned: Option<Res<Turned>>,
    mut contexts: EguiContexts,
    held: Res<ButtonInput<KeyCode>>,
) {
    // Keys typed into a text field (the typed move, a player's name) are the field's: Enter
    // there must not also press the pit under the keyboard's cursor (seen in a real window).
    // A button keeps the focus after its click ("Show me"), and egui would take Space as
    // another click of it: a key for the board takes that focus away instead of being lost.
    if contexts.ctx_mut().is_ok_and(|ctx| ctx.text_edit_focused()) {
        typed.clear();
        return;
    }
    let pressed = board_keys(&mut typed, &mut contexts);
    // Ctrl with a key walks the analysis board (`ui::analysis::board`), not the pits.
    if held.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        typed.clear();
        return;
    }
    // On a turned board (hot-seat) the arrows still go where they point on the screen.
    let flip = if turned.is_some_and(|t| t.0) {
        -1.0
    } else {
        1.0
    };
    for key in pressed {
        if key == KeyCode::Space {
            skip.write(SkipAnimation);
        }
        let me = game.position().to_move();
        // Questions first.
        if let Some((q, options)) = &progress.question {
            let pick = |f: &dyn Fn(&Move) -> bool| options.iter().find(|m| f(m)).copied();
            let answer = match q {
                // The kichwa by its letter in the notation (L / R) or its pit's number (1 / 8,
                // what the Kiswahili prompt names: kushoto and kulia both begin with K);
                // safari or stop by S, or H (house) / N (nyumba). Every key works in both
                // languages.
                Question::Kichwa if kichwa_key(key) == Some(Kichwa::Left) => {
                    pick(&|m| m.kichwa == Some(Kichwa::Left))
                }
                Question::Kichwa if kichwa_key(key) == Some(Kichwa::Right) => {
                    pick(&|m| m.kichwa == Some(Kichwa::Right))
                }
                Question::Safari if key == KeyCode::KeyS => pick(&|m| m.safari == Some(true)),
                Question::Safari if matches!(key, KeyCode::KeyH | KeyCode::KeyN) => {
                    pick(&|m| m.safari == Some(false))
                }
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

/// The kichwa a key names while the kichwa question is asked: L or 1 (pit 1, the left),
/// R or 8 (pit 8, the right).
pub fn kichwa_key(key: KeyCode) -> Option<Kichwa> {
    match key {
        KeyCode::KeyL | KeyCode::Digit1 | KeyCode::Numpad1 => Some(Kichwa::Left),
        KeyCode::KeyR | KeyCode::Digit8 | KeyCode::Numpad8 => Some(Kichwa::Right),
        _ => None,
    }
}

/// Clicks on a board that is not a game: the position editor (a click adds a seed; a right
/// click, `ui::analysis::board`, takes one), the trainer asking (a pit is an answer; its
/// arrows only show the move asked about), the trainer's answers shown (a click sows the
/// next lap). True when the clicks were taken.
fn not_a_game(
    clicked: &mut MessageReader<PitClicked>,
    arrows: &mut MessageReader<ArrowClicked>,
    editing: &Editing,
    edit: &mut MessageWriter<EditorCommand>,
    training: &Training,
    answer: &mut MessageWriter<TrainerCommand>,
    (pointing, choreo, skip): (&Pointing, &Choreo, &mut MessageWriter<SkipAnimation>),
) -> bool {
    if editing.open() {
        arrows.clear();
        for &PitClicked(pit) in clicked.read() {
            edit.write(EditorCommand::Add(pit));
        }
        return true;
    }
    if training.asking() {
        arrows.clear();
        for &PitClicked(pit) in clicked.read() {
            answer.write(TrainerCommand::Answer(
                crate::game::teach::practice::trainer::Given::Pit(pit),
            ));
        }
        return true;
    }
    if pointing.frozen {
        arrows.clear();
        for _ in clicked.read() {
            if choreo.busy() {
                skip.write(SkipAnimation);
            } else {
                answer.write(TrainerCommand::NextLap);
            }
        }
        return true;
    }
    false
}

/// Every press in the order it was made (a slow frame loses none, and two presses of the same
/// key in one frame count twice). A key for the board takes the focus from the widget that
/// has it; Tab (with Shift) walks egui's widgets and keeps it.
fn board_keys(
    typed: &mut MessageReader<bevy::input::keyboard::KeyboardInput>,
    contexts: &mut EguiContexts,
) -> Vec<KeyCode> {
    let pressed: Vec<KeyCode> = typed
        .read()
        .filter(|k| k.state.is_pressed())
        .map(|k| k.key_code)
        .collect();
    let walks_widgets = |k: &KeyCode| {
        matches!(
            k,
            KeyCode::Tab
                | KeyCode::ShiftLeft
                | KeyCode::ShiftRight
                | KeyCode::ControlLeft
                | KeyCode::ControlRight
                | KeyCode::AltLeft
                | KeyCode::AltRight
        )
    };
    if pressed.iter().any(|k| !walks_widgets(k))
        && let Ok(ctx) = contexts.ctx_mut()
    {
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    pressed
}
