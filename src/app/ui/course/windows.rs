//! The teaching windows, drawn in their order each frame: Learn, "Move explained", Rules,
//! and the glossary entry any of them opened.
use super::learn::LearnWindow;
use crate::app::play::Language;
use crate::app::play::course::lesson::LessonBoard;
use crate::app::play::turn::TurnCommand;
use crate::app::play::viewer::LapMark;
use crate::app::scene::board::{BOARD_D, BoardCamera};
use crate::app::ui::narrate::explain::{BoardAsked, ExplainWindow};
use crate::app::ui::narrate::glossary::GlossaryWindow;
use crate::app::ui::narrate::rules::RulesWindow;
use crate::app::ui::play::persist::Persist;
use crate::app::ui::play::text::Link;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<LearnWindow>()
        .init_resource::<ExplainWindow>()
        .init_resource::<RulesWindow>()
        .init_resource::<GlossaryWindow>()
        .add_systems(EguiPrimaryContextPass, windows);
}

/// The teaching windows' states, as one system parameter.
#[derive(bevy::ecs::system::SystemParam)]
struct Teaching<'w> {
    learn: ResMut<'w, LearnWindow>,
    explain: ResMut<'w, ExplainWindow>,
    rules: ResMut<'w, RulesWindow>,
    glossary: ResMut<'w, GlossaryWindow>,
}

fn windows(
    mut contexts: EguiContexts,
    mut w: Teaching,
    mut board: LessonBoard,
    files: Option<Res<Persist>>,
    lang: Res<Language>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<BoardCamera>>>,
    mut out: MessageWriter<TurnCommand>,
    mut lap: ResMut<LapMark>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let lang = lang.0;
    // The Learn window stays below the board's near edge: it never covers the player's own
    // rows, however it grows.
    let below_board = camera
        .and_then(|c| near_edge(&c.0, c.1, ctx.zoom_factor()))
        .map(|edge| ctx.viewport_rect().bottom() - edge - 24.0);
    // A linked word in any window opens its glossary entry (drawn last, over them); a
    // linked section opens the Rules window there.
    let entry = w.glossary.term.take();
    let mut term = entry.clone().map(Link::Term);
    w.learn.show(
        &ctx,
        &mut board,
        files.as_deref(),
        &mut term,
        below_board,
        &mut out,
        lang,
    );
    let still = !board.choreo.busy() && !board.progress.active();
    match w.explain.show(&ctx, &board.game, still, &mut term, lang) {
        Some(BoardAsked::Step(pos, from, to)) => {
            // The seeds show the board as it stands after the lap; the game is unchanged.
            board.choreo.reset(pos);
            lap.0 = Some((from, to));
        }
        Some(BoardAsked::Game) => {
            board.choreo.reset(board.game.shown_position());
            lap.0 = None;
        }
        None => {}
    }
    let playing = board.game.session.rules().variant;
    w.rules.show(&ctx, playing, &mut term, lang);
    w.glossary.term = match term {
        Some(Link::Term(key)) => Some(key),
        Some(Link::Section(id)) => {
            w.rules.open_at(vec![id]);
            ctx.request_repaint();
            entry
        }
        None => None,
    };
    if let Some(id) = w.glossary.show(&ctx, playing, lang) {
        w.rules.open_at(vec![id]);
        ctx.request_repaint();
    }
    Ok(())
}

/// How far down the screen the board reaches (egui points): the lower of its two long edges
/// as the camera shows them (North's at the bottom while the board is turned).
fn near_edge(cam: &Camera, tf: &GlobalTransform, zoom: f32) -> Option<f32> {
    [1.0, -1.0]
        .into_iter()
        .filter_map(|s| {
            cam.world_to_viewport(tf, Vec3::new(0.0, 0.0, s * BOARD_D / 2.0))
                .ok()
        })
        .map(|p| p.y / zoom)
        .reduce(f32::max)
}
