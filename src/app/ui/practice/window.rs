//! The Practice window, beside Learn: puzzles (a rated stream that follows the player's
//! strength, and themed sets with their progress), the sowing trainer, practice games against
//! the engine from real mtaji and endgame positions, and the player's puzzle rating with its
//! history as a small graph.
use super::puzzles::{self, LastResult, Stream};
use super::trainer;
use crate::ai::Level;
use crate::app::play::Language;
use crate::app::play::analysis::board::AnalysisCommand;
use crate::app::play::choreo::Choreo;
use crate::app::play::practice::puzzle::{PuzzleCommand, Puzzling};
use crate::app::play::practice::trainer::{TrainerCommand, Training};
use crate::app::play::turn::Game;
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::persist::Persist;
use crate::game::records::ratings::Record;
use crate::game::teach::practice::positions::{PracticePosition, shipped_practice};
use crate::game::teach::practice::puzzles::{Puzzle, shipped};
use crate::game::teach::practice::trainer::Ask;
use crate::game::words::i18n::{Lang, tr};
use crate::rules::Variant;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The pages of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    #[default]
    Puzzles,
    Themes,
    Trainer,
    Games,
    Rating,
}

impl Page {
    /// The share of the window's height the page may take.
    fn height_share(self) -> f32 {
        match self {
            Page::Games | Page::Rating => 0.62,
            _ => 0.45,
        }
    }
    const ALL: [Page; 5] = [
        Page::Puzzles,
        Page::Themes,
        Page::Trainer,
        Page::Games,
        Page::Rating,
    ];
    fn key(self) -> &'static str {
        match self {
            Page::Puzzles => "puzzles.page.puzzles",
            Page::Themes => "puzzles.page.themes",
            Page::Trainer => "puzzles.page.trainer",
            Page::Games => "puzzles.page.games",
            Page::Rating => "puzzles.page.rating",
        }
    }
}

/// The Practice window's own state, and the player's practice record (its own file beside
/// the settings, `game::records::ratings`).
#[derive(Resource, Default)]
pub struct PracticeWindow {
    pub open: bool,
    pub page: Page,
    pub stream: Stream,
    /// The record, read at the first opening (`None` before).
    record: Option<Record>,
    /// The shipped puzzles and practice positions, read at the first opening.
    set: Vec<Puzzle>,
    games: Vec<PracticePosition>,
    games_variant: Option<Variant>,
    level: Option<Level>,
    last: Option<LastResult>,
    /// A note about the record's file (kept aside, not saved).
    pub note: Option<String>,
    /// The trainer round whose score is counted already.
    scored: bool,
    /// The solved puzzle whose rest was told (once).
    told_solved: Option<String>,
    /// The themed set told done in the log (once).
    told_done: Option<crate::game::teach::practice::puzzles::Theme>,
    /// The game the trainer's rounds ask about (at first, the game on the board's).
    trainer_variant: Option<Variant>,
}

impl PracticeWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "puzzles.button"))
            .on_hover_text(tr(lang, "puzzles.button_hover"))
            .clicked()
        {
            self.open = !self.open;
        }
    }
}

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<PracticeWindow>()
        .add_systems(EguiPrimaryContextPass, window);
}

/// What the window reads and sends, as one system parameter.
#[derive(bevy::ecs::system::SystemParam)]
struct Practising<'w> {
    training: Res<'w, Training>,
    trainer: MessageWriter<'w, TrainerCommand>,
    puzzling: ResMut<'w, Puzzling>,
    puzzle: MessageWriter<'w, PuzzleCommand>,
    analysis: MessageWriter<'w, AnalysisCommand>,
    choreo: Res<'w, Choreo>,
    files: Option<ResMut<'w, Persist>>,
    game: ResMut<'w, Game>,
    time: Res<'w, Time<Real>>,
    frame: Option<Res<'w, bevy::diagnostic::FrameCount>>,
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl PracticeWindow {
    /// Reads the record and the shipped sets once.
    fn load(&mut self, files: Option<&Persist>, lang: Lang) {
        if self.record.is_some() {
            return;
        }
        let (record, note) = match files.and_then(|f| f.folders()) {
            Some(f) => f.open_practice(lang),
            None => (Record::new(), None),
        };
        info!(
            "practice record read: {} puzzle attempts, {} practice games won",
            record.attempts().len(),
            record.games_won()
        );
        self.record = Some(record);
        self.note = note;
        self.set = shipped();
        self.games = shipped_practice();
        self.level = Some(Level::Mchezaji);
    }

    /// Writes the record, merged with what another window wrote meanwhile.
    fn save(&mut self, files: Option<&Persist>, lang: Lang) {
        let (Some(f), Some(record)) = (files.and_then(|f| f.folders()), &self.record) else {
            return;
        };
        match f.save_practice_merged(record, lang) {
            Ok((merged, note)) => {
                self.record = Some(merged);
                if note.is_some() {
                    self.note = note;
                }
            }
            Err(e) => {
                self.note = Some(crate::game::records::refusals::record_error(lang, &e));
            }
        }
    }

    /// Finished attempts into the record (and the file); the trainer's round score too.
    fn keep(&mut self, p: &mut Practising, lang: Lang) {
        let finished = std::mem::take(&mut p.puzzling.finished);
        let Some(record) = self.record.as_mut() else {
            return;
        };
        let mut changed = false;
        for f in finished {
            let before = record.rating();
            record.add(&f.puzzle, f.success, now_secs());
            info!(
                "practice: {} {}; rating {:.0}",
                f.puzzle.id,
                if f.success { "solved" } else { "missed" },
                record.rating()
            );
            self.last = Some(LastResult {
                id: f.puzzle.id.clone(),
                success: f.success,
                change: record.rating() - before,
            });
            changed = true;
        }
        match p.training.run.as_ref() {
            Some(run) if run.over && !self.scored => {
                self.scored = true;
                record.score(trainer::ask_key(run.ask), run.round.score());
                info!(
                    "practice: trainer round '{}' scored {}",
                    trainer::ask_key(run.ask),
                    run.round.score()
                );
                changed = true;
            }
            Some(run) if !run.over => self.scored = false,
            _ => {}
        }
        // A practice game won on the board (once: the flag is taken).
        if p.game.practice_won {
            p.game.practice_won = false;
            record.won_game(now_secs());
            info!(
                "practice: game {} won; practice games won: {}",
                p.game.practice.as_deref().unwrap_or("?"),
                record.games_won()
            );
            changed = true;
        }
        if changed {
            let files = p.files.as_deref();
            self.save(files, lang);
        }
    }

    /// Puts a practice position on the board as a game of its own. The game in progress
    /// before it (moves played, not over) is saved as a file first, so that it is found in
    /// Games whatever happens to the practice game (which takes the window's autosave).
    fn play_out(&mut self, p: &mut Practising, g: &PracticePosition, level: Level) {
        let waiting = p.puzzling.run.is_none() && p.puzzling.before_practice.is_none();
        if waiting
            && p.game.savable()
            && p.game.session.index() > 0
            && !p.game.session.is_over()
            && let Some(files) = p.files.as_deref_mut()
        {
            crate::app::ui::play::persist::save_now(files, &p.game);
            self.note = files.message.clone();
        }
        p.puzzle
            .write(PuzzleCommand::PlayOut(g.position, level, g.id.clone()));
    }

    /// A themed set whose every puzzle is solved is said to be done (the page says so and
    /// begins no puzzle of it again); once in the log, for the tests.
    fn tell_done(&mut self) {
        let (Some(t), Some(record)) = (self.stream.theme, self.record.as_ref()) else {
            return;
        };
        if self.told_done != Some(t) && self.stream.done(&self.set, record) {
            info!(
                "practice: themed set {} done: every puzzle solved, none begun again",
                t.word()
            );
            self.told_done = Some(t);
        }
    }

    /// A solved puzzle stays on the board with its verdict and last explanation until the
    /// player asks for the next one (as a puzzle site waits for "continue"): the stream
    /// never replaces it under his eyes.
    fn go_on(&mut self, p: &mut Practising) {
        let Some(run) = &p.puzzling.run else { return };
        let id = &run.solving.puzzle().id;
        if run.solving.solved()
            && run.settled()
            && !p.choreo.busy()
            && self.told_solved.as_ref() != Some(id)
        {
            let moves: Vec<&str> = p.game.session.history()[..p.game.session.index()]
                .iter()
                .map(|m| m.text.as_str())
                .collect();
            info!(
                "puzzle {id} solved; its last move settled at frame {}; it stays until Next; \
                 the moves list reads: {}",
                p.frame.as_ref().map_or(0, |f| f.0),
                moves.join(" ")
            );
            self.told_solved = Some(id.clone());
        }
    }
}

fn window(
    mut contexts: EguiContexts,
    mut w: ResMut<PracticeWindow>,
    mut p: Practising,
    lang: Res<Language>,
) -> Result {
    let lang = lang.0;
    if p.game.practice_won {
        // Counted even with the window closed (the record is read for it).
        w.load(p.files.as_deref(), lang);
        w.keep(&mut p, lang);
    }
    if !w.open {
        if p.training.run.is_some() {
            p.trainer.write(TrainerCommand::End);
        }
        if p.puzzling.run.is_some() {
            p.puzzle.write(PuzzleCommand::End);
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    w.load(p.files.as_deref(), lang);
    w.keep(&mut p, lang);
    w.go_on(&mut p);
    w.tell_done();
    let mut open = true;
    let now = p.time.elapsed_secs_f64();
    egui::Window::new(tr(lang, "puzzles.window"))
        .id(egui::Id::new("practice_window"))
        .open(&mut open)
        .pivot(egui::Align2::LEFT_BOTTOM)
        .default_pos(egui::pos2(
            PANEL_WIDTH + 20.0,
            ctx.viewport_rect().bottom() - 12.0,
        ))
        .default_width(460.0)
        // The list of practice positions (chosen from before play) and the rating's graph and
        // dashboard take more of the window.
        .max_height((ctx.viewport_rect().height() * w.page.height_share()).max(260.0))
        .resizable(true)
        .show(&ctx, |ui| pages(ui, &mut w, &mut p, now, lang));
    if !open {
        w.open = false;
    }
    Ok(())
}

/// The page tabs and the page shown.
fn pages(ui: &mut egui::Ui, w: &mut PracticeWindow, p: &mut Practising, now: f64, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        for page in Page::ALL {
            if ui
                .selectable_label(w.page == page, tr(lang, page.key()))
                .clicked()
                && w.page != page
            {
                w.page = page;
                if p.training.run.is_some() {
                    p.trainer.write(TrainerCommand::End);
                }
            }
        }
    });
    if let Some(note) = &w.note {
        ui.colored_label(egui::Color32::from_rgb(240, 150, 60), note);
    }
    ui.separator();
    let w = &mut *w;
    let record = w.record.as_ref().expect("loaded");
    match w.page {
        Page::Puzzles => {
            let next = puzzles::stream_page(
                ui,
                &mut w.stream,
                &w.set,
                record,
                &p.puzzling,
                w.last.as_ref(),
                &mut p.puzzle,
                &mut p.analysis,
                lang,
            );
            if let Some(next) = next {
                p.puzzle.write(PuzzleCommand::Start(Box::new(next)));
            }
        }
        Page::Themes => {
            if let Some(t) = puzzles::themes_page(ui, &w.set, record, lang) {
                w.stream.theme = Some(t);
                w.page = Page::Puzzles;
                if let Some(next) = w.stream.next(&w.set, record, now_secs()) {
                    p.puzzle.write(PuzzleCommand::Start(Box::new(next)));
                }
            }
        }
        Page::Trainer => {
            let best = |ask: Ask| record.best_score(trainer::ask_key(ask)).unwrap_or(0);
            let on_board = p.game.session.rules().variant;
            let variant = w.trainer_variant.get_or_insert(on_board);
            trainer::page(ui, &p.training, now, &best, variant, &mut p.trainer, lang);
        }
        Page::Games => {
            let level = *w.level.get_or_insert(Level::Mchezaji);
            let mut chosen_level = level;
            let chosen = puzzles::games_page(
                ui,
                &w.games,
                &mut w.games_variant,
                &mut chosen_level,
                record,
                &p.game,
                lang,
            );
            w.level = Some(chosen_level);
            if let Some(i) = chosen {
                let g = w.games[i].clone();
                w.play_out(p, &g, chosen_level);
            }
        }
        Page::Rating => puzzles::rating_page(ui, record, &w.set, lang),
    }
}
