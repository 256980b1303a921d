//! The puzzle pages of the Practice window: the rated stream (the puzzle on the board, its
//! task, the verdict of each try with the engine's reply, the solution after two misses),
//! the themed sets with their progress, the practice games against the engine, and the
//! rating with its history as a small graph.
use crate::ai::Level;
use crate::app::play::analysis::board::AnalysisCommand;
use crate::app::play::practice::puzzle::{PuzzleCommand, PuzzleRun, Puzzling};
use crate::game::records::ratings::Record;
use crate::game::teach::practice::positions::PracticePosition;
use crate::game::teach::practice::puzzles::{Puzzle, Theme, set_themes};
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::rules::Variant;
use bevy::prelude::*;
use bevy_egui::egui;

/// Which puzzles the stream draws from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stream {
    /// One game only, or all three.
    pub variant: Option<Variant>,
    /// A themed set, or the rated stream of every theme.
    pub theme: Option<Theme>,
}

impl Stream {
    /// The puzzles of the stream (a themed set's, of its game if one is chosen).
    pub fn puzzles(&self, set: &[Puzzle]) -> Vec<Puzzle> {
        set.iter().filter(|p| self.holds(p)).cloned().collect()
    }
    fn holds(&self, p: &Puzzle) -> bool {
        self.variant.is_none_or(|v| p.variant() == v)
            && self.theme.is_none_or(|t| p.themes.contains(&t))
    }
    /// A themed set whose every puzzle (of the game chosen) is solved: it is done, not begun
    /// again. Asked every frame the page is drawn, so the solved ids are read once.
    pub fn done(&self, set: &[Puzzle], record: &Record) -> bool {
        let solved = record.solved_ids();
        self.theme.is_some()
            && set
                .iter()
                .filter(|p| self.holds(p))
                .all(|p| solved.contains(p.id.as_str()))
    }
    /// The next puzzle for the player's rating (`seed` varies the choice); none once every
    /// puzzle of a themed set is solved (the set is done, not begun again without a word).
    pub fn next(&self, set: &[Puzzle], record: &Record, seed: u64) -> Option<Puzzle> {
        if self.done(set, record) {
            return None;
        }
        let mine = self.puzzles(set);
        record
            .next_puzzle(&mine, None, seed)
            .map(|i| mine[i].clone())
    }
}

/// The result of the puzzle before, shown while the next one is on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct LastResult {
    pub id: String,
    pub success: bool,
    pub change: f64,
}

fn variant_filter(ui: &mut egui::Ui, stream: &mut Stream, lang: Lang) -> bool {
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        let all = tr(lang, "puzzles.all_games");
        changed |= ui.radio_value(&mut stream.variant, None, all).changed();
        for v in Variant::ALL {
            changed |= ui
                .radio_value(&mut stream.variant, Some(v), v.name())
                .changed();
        }
    });
    changed
}

/// The stream's page. Returns a puzzle to put on the board, if one is asked for.
#[allow(clippy::too_many_arguments)]
pub fn stream_page(
    ui: &mut egui::Ui,
    stream: &mut Stream,
    set: &[Puzzle],
    record: &Record,
    puzzling: &Puzzling,
    last: Option<&LastResult>,
    out: &mut MessageWriter<PuzzleCommand>,
    analysis: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) -> Option<Puzzle> {
    let mut next = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(record.rating_text(lang)).strong());
        ui.label(record.streak_text(lang));
    });
    if variant_filter(ui, stream, lang) && puzzling.run.is_some() {
        next = stream.next(set, record, seed());
    }
    if let Some(t) = stream.theme {
        ui.horizontal(|ui| {
            ui.label(fill(lang, "puzzles.theme_set", &[("theme", t.name(lang))]));
            ui.weak(record.theme_progress_text(lang, set, t));
            if ui.small_button(tr(lang, "puzzles.every_theme")).clicked() {
                stream.theme = None;
            }
        });
        if stream.done(set, record) {
            ui.label(
                egui::RichText::new(tr(lang, "puzzles.theme_done"))
                    .color(egui::Color32::from_rgb(140, 220, 140)),
            );
        }
    }
    if let Some(l) = last {
        let key = if l.success {
            "puzzles.last_solved"
        } else {
            "puzzles.last_missed"
        };
        let colour = if l.success {
            egui::Color32::from_rgb(120, 210, 120)
        } else {
            egui::Color32::from_rgb(240, 150, 60)
        };
        // As text: a number would lose its sign.
        let change = format!("{:+.0}", l.change);
        ui.colored_label(
            colour,
            msg(lang, key, &[("change", Arg::from(change.as_str()))]),
        );
    }
    ui.separator();
    let Some(run) = &puzzling.run else {
        if ui
            .button(egui::RichText::new(tr(lang, "puzzles.start")).strong())
            .clicked()
        {
            next = stream.next(set, record, seed());
        }
        return next;
    };
    let s = &run.solving;
    let p = s.puzzle();
    ui.label(egui::RichText::new(s.task(lang)).size(17.0).strong());
    let themes: Vec<&str> = p.themes.iter().map(|t| t.name(lang)).collect();
    ui.weak(fill(
        lang,
        "puzzles.about",
        &[
            ("id", &p.id),
            ("rating", &p.rating.to_string()),
            ("themes", &themes.join(", ")),
        ],
    ));
    verdict(ui, run, lang);
    ui.horizontal_wrapped(|ui| {
        if s.finished()
            && !s.solved()
            && ui
                .add_enabled(
                    !run.showing(),
                    egui::Button::new(tr(lang, "puzzles.show_solution")),
                )
                .clicked()
        {
            out.write(PuzzleCommand::ShowSolution);
        }
        let label = egui::RichText::new(tr(lang, "puzzles.next"));
        let label = if s.finished() { label.strong() } else { label };
        if ui.button(label).clicked() {
            next = stream.next(set, record, seed());
        }
        if ui
            .button(tr(lang, "analysis.button"))
            .on_hover_text(tr(lang, "puzzles.to_analysis_hover"))
            .clicked()
        {
            analysis.write(AnalysisCommand::OpenPosition(p.position));
        }
        if ui.button(tr(lang, "learn.back_to_game")).clicked() {
            out.write(PuzzleCommand::End);
        }
    });
    next
}

/// A seed for the stream's choice: another puzzle of the same rating each time.
fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(7)
}

/// The themed sets, each with its progress; a click plays the set. Returns the theme chosen.
pub fn themes_page(
    ui: &mut egui::Ui,
    set: &[Puzzle],
    record: &Record,
    lang: Lang,
) -> Option<Theme> {
    let mut chosen = None;
    ui.label(tr(lang, "puzzles.themes_intro"));
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            egui::Grid::new("themes").striped(true).show(ui, |ui| {
                for (t, _) in set_themes(set) {
                    let (solved, total) = record.theme_progress(set, t);
                    ui.vertical(|ui| {
                        ui.set_max_width(250.0);
                        ui.label(t.name(lang));
                        ui.add(
                            egui::Label::new(egui::RichText::new(t.about(lang)).weak().size(12.5))
                                .wrap(),
                        );
                    });
                    // An empty bar is drawn without its fill (egui's rounded fill of a zero
                    // share shows as a coloured cap).
                    let share = solved as f32 / total.max(1) as f32;
                    let mut bar = egui::ProgressBar::new(share)
                        .desired_width(120.0)
                        .text(format!("{solved}/{total}"));
                    if solved == 0 {
                        bar = bar.fill(egui::Color32::TRANSPARENT);
                    }
                    ui.add(bar);
                    if ui.button(tr(lang, "puzzles.play_set")).clicked() {
                        chosen = Some(t);
                    }
                    ui.end_row();
                }
            });
        });
    chosen
}

/// The practice games: real mtaji and endgame positions, played out against a level.
pub fn games_page(
    ui: &mut egui::Ui,
    games: &[PracticePosition],
    variant: &mut Option<Variant>,
    level: &mut Level,
    out: &mut MessageWriter<PuzzleCommand>,
    lang: Lang,
) {
    ui.label(tr(lang, "puzzles.games_intro"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(variant, None, tr(lang, "puzzles.all_games"));
        for v in Variant::ALL {
            ui.radio_value(variant, Some(v), v.name());
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr(lang, "puzzles.against"));
        egui::ComboBox::from_id_salt("practice_level")
            .selected_text(level.name())
            .show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(level, l, l.name());
                }
            });
    });
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for g in games
                .iter()
                .filter(|g| variant.is_none_or(|v| g.variant() == v))
            {
                ui.horizontal(|ui| {
                    if ui.small_button(tr(lang, "puzzles.play_game")).clicked() {
                        out.write(PuzzleCommand::PlayOut(g.position, *level));
                    }
                    ui.label(g.title(lang));
                });
            }
        });
}

/// The rating, its history as a small graph, the trainer's best scores and games won.
pub fn rating_page(ui: &mut egui::Ui, record: &Record, lang: Lang) {
    ui.label(
        egui::RichText::new(record.rating_text(lang))
            .size(17.0)
            .strong(),
    );
    ui.label(record.streak_text(lang));
    ui.label(fill(
        lang,
        "puzzles.attempts",
        &[
            ("count", &record.attempts().len().to_string()),
            ("won", &record.games_won().to_string()),
        ],
    ));
    // From the start rating on.
    let mut history = vec![(0, crate::game::records::ratings::START_RATING)];
    history.extend(record.history());
    graph(ui, &history, lang);
    for (kind, best) in record.best_scores() {
        ui.weak(fill(
            lang,
            "puzzles.best_score",
            &[
                ("kind", trainer_kind(lang, kind)),
                ("best", &best.to_string()),
            ],
        ));
    }
}

fn trainer_kind(lang: Lang, key: &str) -> &'static str {
    super::trainer::ASKS
        .into_iter()
        .find(|a| super::trainer::ask_key(*a) == key)
        .map_or("", |a| super::trainer::ask_name(lang, a))
}

/// The rating after each attempt, as a line over the attempts (1500 marked).
fn graph(ui: &mut egui::Ui, history: &[(u64, f64)], lang: Lang) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width().min(420.0), 120.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(40, 30, 22));
    if history.len() < 2 {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            tr(lang, "puzzles.graph_empty"),
            egui::FontId::proportional(13.0),
            egui::Color32::GRAY,
        );
        return;
    }
    let (lo, hi) = history
        .iter()
        .fold((1500.0f64, 1500.0f64), |(lo, hi), (_, r)| {
            (lo.min(*r), hi.max(*r))
        });
    let (lo, hi) = (lo - 20.0, hi + 20.0);
    let n = (history.len() - 1) as f32;
    let at = |i: usize, r: f64| {
        egui::pos2(
            rect.left() + 6.0 + (rect.width() - 12.0) * i as f32 / n,
            rect.bottom() - 6.0 - (rect.height() - 12.0) * ((r - lo) / (hi - lo)) as f32,
        )
    };
    let base = at(0, 1500.0).y;
    painter.hline(
        rect.x_range(),
        base,
        egui::Stroke::new(1.0, egui::Color32::from_gray(90)),
    );
    let points: Vec<egui::Pos2> = history
        .iter()
        .enumerate()
        .map(|(i, (_, r))| at(i, *r))
        .collect();
    painter.add(egui::Shape::line(
        points,
        egui::Stroke::new(2.0, egui::Color32::from_rgb(250, 210, 120)),
    ));
    painter.text(
        rect.left_top() + egui::vec2(6.0, 4.0),
        egui::Align2::LEFT_TOP,
        format!("{hi:.0}"),
        egui::FontId::proportional(11.0),
        egui::Color32::GRAY,
    );
    painter.text(
        rect.left_bottom() + egui::vec2(6.0, -4.0),
        egui::Align2::LEFT_BOTTOM,
        format!("{lo:.0}"),
        egui::FontId::proportional(11.0),
        egui::Color32::GRAY,
    );
}

/// The last try's verdict, the solution once shown, and "Solved!" while a solved puzzle
/// stays on the board.
fn verdict(ui: &mut egui::Ui, run: &PuzzleRun, lang: Lang) {
    let s = &run.solving;
    if let Some(t) = &run.tried {
        let colour = if t.right {
            egui::Color32::from_rgb(140, 220, 140)
        } else {
            egui::Color32::from_rgb(240, 190, 120)
        };
        let text = t.text_so_far(lang, !run.reply_pending());
        ui.label(egui::RichText::new(text).color(colour));
    }
    if run.hinted {
        ui.weak(tr(lang, "puzzles.hinted"));
    }
    if let Some(text) = s.solution_text(lang) {
        ui.label(text);
    }
    if s.solved() && run.settled() {
        ui.label(
            egui::RichText::new(tr(lang, "puzzles.solved_stays"))
                .color(egui::Color32::from_rgb(140, 220, 140))
                .strong(),
        );
    }
}
