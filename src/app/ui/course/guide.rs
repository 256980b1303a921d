//! The guided first game: the real start of Bao la Kiswahili against Mwanzo, the
//! course's voice beside the board for the whole game: before each of the player's moves,
//! which kind of move is possible now and why (`game::teach::course::guide::before_move`); after the
//! computer's reply, what it did (`after_reply`). The player may close it at any time.
use crate::app::play::Language;
use crate::app::play::turn::{Game, Setup, TurnCommand};
use crate::game::play::session::Player;
use crate::game::teach::course::guide::{after_reply, before_move};
use crate::game::teach::narrate::rulebook::references_in_words;
use crate::game::words::i18n::{Lang, msg, tr};
use crate::rules::{Rules, play_traced};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The guide's state: the game it guides (it falls silent on any other).
#[derive(Resource, Default)]
pub struct GuideWindow {
    guided: Option<Setup>,
}

impl GuideWindow {
    /// The guided game: South against Mwanzo from the real start.
    pub fn setup(lang: Lang) -> Setup {
        Setup {
            rules: Rules::KISWAHILI,
            names: [
                tr(lang, "learn.you").to_string(),
                crate::ai::Level::Mwanzo.name().to_string(),
            ],
            players: [Player::Human, Player::Computer(crate::ai::Level::Mwanzo)],
            ..Setup::default()
        }
    }

    /// Starts the guided game.
    pub fn begin(&mut self, out: &mut MessageWriter<TurnCommand>, lang: Lang) {
        let setup = GuideWindow::setup(lang);
        out.write(TurnCommand::NewGame(setup.clone()));
        self.guided = Some(setup);
    }
}

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<GuideWindow>()
        .add_systems(EguiPrimaryContextPass, guide);
}

/// What the guide says now: the reply just made, then what the player may do.
pub fn guide_lines(game: &Game, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let history = &game.session.history()[..game.session.index()];
    if let Some(last) = history.last()
        && game.session.player(last.side()).is_computer()
        && let Ok((succ, trace)) = play_traced(&last.before, &last.successor.mv)
    {
        lines.extend(after_reply(lang, &last.before, &succ, &trace));
    }
    if game.human_to_move() {
        lines.extend(before_move(lang, &game.position()));
    }
    // A newcomer reads section titles, not rule ids of a document he does not have.
    let variant = game.session.rules().variant;
    lines
        .iter()
        .map(|l| references_in_words(lang, variant, l))
        .collect()
}

fn guide(
    mut contexts: EguiContexts,
    mut w: ResMut<GuideWindow>,
    game: Res<Game>,
    lang: Res<Language>,
) -> Result {
    let Some(setup) = &w.guided else {
        return Ok(());
    };
    if game.setup != *setup {
        // Another game took the board: the guide is done.
        w.guided = None;
        return Ok(());
    }
    let lang = lang.0;
    let ctx = contexts.ctx_mut()?.clone();
    let mine = game.session.history()[..game.session.index()]
        .iter()
        .filter(|m| !game.session.player(m.side()).is_computer())
        .count();
    let screen = ctx.viewport_rect();
    let mut open = true;
    egui::Window::new(tr(lang, "guide.window"))
        .id(egui::Id::new("guide_window"))
        .open(&mut open)
        .default_width(420.0)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .default_pos(egui::pos2(screen.right() - 10.0, screen.bottom() - 10.0))
        .show(&ctx, |ui| {
            // The guide speaks for the whole game, until the player closes it.
            if game.session.is_over() {
                ui.label(tr(lang, "guide.game_over"));
                return;
            }
            ui.weak(msg(lang, "guide.move_n", &[("n", (mine + 1).into())]));
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    let lines = guide_lines(&game, lang);
                    if lines.is_empty() {
                        ui.label(tr(lang, "guide.wait"));
                    }
                    for line in lines {
                        ui.label(line);
                    }
                });
        });
    if !open {
        w.guided = None;
    }
    Ok(())
}
