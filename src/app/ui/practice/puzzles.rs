//! The puzzle pages of the Practice window: the rated stream (the puzzle on the board, its
//! task, the verdict of each try with the engine's reply, the solution after two misses),
//! the themed sets with their progress, the practice games against the engine, and the
//! rating with its history as a small graph.
use crate::ai::Level;
use crate::app::play::analysis::board::AnalysisCommand;
use crate::app::play::practice::puzzle::{PuzzleCommand, PuzzleRun, Puzzling};
use crate::app::play::turn::Game;
use crate::app::ui::narrate::diagram;
use crate::game::records::ratings::{Record, START_RATING};
use crate::game::teach::practice::positions::PracticePosition;
use crate::game::teach::practice::puzzles::{Puzzle, Theme, set_themes};
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::game::words::names;
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

/// The Rating page's width from which the graph and the dashboard stand side by side.
const SIDE_BY_SIDE: f32 = 880.0;

/// The width of a practice position's picture in its row.
const ROW_PICTURE: f32 = 124.0;

/// The practice games: real mtaji and endgame positions, played out against a level. Each
/// row tells its position apart: a picture, the game and rules, the source game and move,
/// the side to move and the verdict. Returns the index in `games` of the one to play.
pub fn games_page(
    ui: &mut egui::Ui,
    games: &[PracticePosition],
    variant: &mut Option<Variant>,
    level: &mut Level,
    record: &Record,
    game: &Game,
    lang: Lang,
) -> Option<usize> {
    let mut chosen = None;
    // Wide enough for a row's words on one or two lines beside its picture.
    let wide = ui.ctx().viewport_rect().width() - crate::app::ui::PANEL_WIDTH - 60.0;
    ui.set_min_width(wide.clamp(420.0, 760.0));
    egui::CollapsingHeader::new(tr(lang, "puzzles.games_about"))
        .id_salt("practice_games_about")
        .show(ui, |ui| ui.label(tr(lang, "puzzles.games_intro")));
    ui.label(
        egui::RichText::new(msg(
            lang,
            "puzzles.games_won",
            &[("count", record.games_won().into())],
        ))
        .strong(),
    );
    if game.practice.is_some() {
        ui.colored_label(
            egui::Color32::from_rgb(250, 210, 120),
            msg(
                lang,
                "puzzles.games_now",
                &[(
                    "rules",
                    Arg::from(names::rules_label(lang, game.session.rules())),
                )],
            ),
        );
    }
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(variant, None, tr(lang, "puzzles.all_games"));
        for v in Variant::ALL {
            ui.radio_value(variant, Some(v), v.name());
        }
        ui.separator();
        ui.label(tr(lang, "puzzles.against"));
        egui::ComboBox::from_id_salt("practice_level")
            .selected_text(level.name())
            .show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(level, l, l.name());
                }
            });
    });
    let rows: Vec<usize> = (0..games.len())
        .filter(|&i| variant.is_none_or(|v| games[i].variant() == v))
        .collect();
    let row_height = ROW_PICTURE * diagram::BASE_SIZE.y / diagram::BASE_SIZE.x + 8.0;
    egui::ScrollArea::vertical()
        .max_height(ui.available_height().max(2.0 * row_height))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for &i in &rows {
                if position_row(ui, &games[i], lang) {
                    chosen = Some(i);
                }
            }
        });
    chosen
}

/// One practice position's row: its picture, then what tells it apart, and Play.
fn position_row(ui: &mut egui::Ui, g: &PracticePosition, lang: Lang) -> bool {
    let mut play = false;
    ui.horizontal(|ui| {
        diagram::small_board(ui, &g.position, ROW_PICTURE, lang);
        ui.vertical(|ui| {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(egui::RichText::new(tr(lang, "puzzles.play_game")).strong())
                    .clicked()
                {
                    play = true;
                }
                ui.label(egui::RichText::new(g.stake_line(lang)).strong());
            });
            ui.label(format!(
                "{} · {}",
                names::rules_label(lang, g.position.rules()),
                g.stage_name(lang)
            ));
            ui.weak(g.source_line(lang));
        });
    });
    ui.separator();
    play
}

/// The rating, its history as a graph with its axes, the dashboard per theme (as Lichess's
/// puzzle dashboard: attempts, solved, performance, the strongest and weakest themes), the
/// trainer's best scores and the practice games won.
pub fn rating_page(ui: &mut egui::Ui, record: &Record, set: &[Puzzle], lang: Lang) {
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
    let mut history = vec![(0, START_RATING)];
    history.extend(record.history());
    let room = ui.ctx().viewport_rect().width() - crate::app::ui::PANEL_WIDTH - 60.0;
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .show(ui, |ui| {
            // The graph and the dashboard side by side where the window has room.
            if room >= SIDE_BY_SIDE {
                ui.set_min_width(SIDE_BY_SIDE);
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(SIDE_BY_SIDE / 2.0);
                        graph(ui, &history, lang);
                        ui.weak(tr(lang, "puzzles.graph_caption"));
                    });
                    ui.separator();
                    ui.vertical(|ui| {
                        ui.set_max_width(SIDE_BY_SIDE / 2.0);
                        dashboard(ui, record, set, lang)
                    });
                });
            } else {
                graph(ui, &history, lang);
                ui.weak(tr(lang, "puzzles.graph_caption"));
                ui.separator();
                dashboard(ui, record, set, lang);
            }
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
        });
}

/// The themes tried, each with its attempts, share solved and performance; then the
/// strongest and weakest named.
fn dashboard(ui: &mut egui::Ui, record: &Record, set: &[Puzzle], lang: Lang) {
    use crate::game::records::ratings::{DASHBOARD_LEAST, strongest_and_weakest};
    ui.label(egui::RichText::new(tr(lang, "puzzles.dashboard_title")).strong());
    let stats = record.theme_stats(set);
    if stats.is_empty() {
        ui.weak(tr(lang, "puzzles.dashboard_empty"));
        return;
    }
    let (strongest, weakest) = strongest_and_weakest(&stats, 3);
    egui::Grid::new("theme_dashboard")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            for key in [
                "puzzles.dashboard_theme",
                "puzzles.dashboard_attempts",
                "puzzles.dashboard_solved",
                "puzzles.dashboard_performance",
            ] {
                ui.label(egui::RichText::new(tr(lang, key)).weak());
            }
            ui.end_row();
            for t in &stats {
                let colour = if strongest.contains(&t.theme) {
                    egui::Color32::from_rgb(140, 220, 140)
                } else if weakest.contains(&t.theme) {
                    egui::Color32::from_rgb(240, 170, 110)
                } else {
                    ui.visuals().text_color()
                };
                ui.colored_label(colour, t.theme.name(lang));
                ui.label(t.attempts.to_string());
                let share = t.solved_percent();
                ui.add(
                    egui::ProgressBar::new((share / 100.0) as f32)
                        .desired_width(90.0)
                        .text(format!("{share:.0}%")),
                );
                let perf = egui::RichText::new(format!("{:.0}", t.performance));
                if t.attempts < DASHBOARD_LEAST {
                    ui.label(perf.weak()).on_hover_text(msg(
                        lang,
                        "puzzles.dashboard_few",
                        &[("least", (DASHBOARD_LEAST as i64).into())],
                    ));
                } else {
                    ui.label(perf);
                }
                ui.end_row();
            }
        });
    let names = |themes: &[Theme]| {
        themes
            .iter()
            .map(|t| t.name(lang))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if strongest.is_empty() {
        ui.weak(msg(
            lang,
            "puzzles.dashboard_not_yet",
            &[("least", (DASHBOARD_LEAST as i64).into())],
        ));
        return;
    }
    for (themes, colour, key) in [
        (
            &strongest,
            egui::Color32::from_rgb(140, 220, 140),
            "puzzles.dashboard_strongest",
        ),
        (
            &weakest,
            egui::Color32::from_rgb(240, 170, 110),
            "puzzles.dashboard_weakest",
        ),
    ] {
        let args = [
            ("count", themes.len().into()),
            ("themes", Arg::from(names(themes))),
        ];
        ui.colored_label(colour, msg(lang, key, &args));
    }
}

fn trainer_kind(lang: Lang, key: &str) -> &'static str {
    super::trainer::ASKS
        .into_iter()
        .find(|a| super::trainer::ask_key(*a) == key)
        .map_or("", |a| super::trainer::ask_name(lang, a))
}

/// A step between the value axis' lines that gives at most five of them over `range`.
fn value_step(range: f64) -> f64 {
    [10.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0]
        .into_iter()
        .find(|s| range / s <= 5.0)
        .unwrap_or(1000.0)
}

/// A time (seconds since the epoch) as its UTC date, 2026-12-05.
fn date_of(secs: u64) -> String {
    let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    let ((y, m, d), _) = crate::game::records::files::utc(t);
    format!("{y}-{m:02}-{d:02}")
}

/// The rating after each rated attempt, as a line over the attempts: the value axis with
/// its lines and values (1500, the start, stronger), the attempts axis with their numbers and
/// dates; a point's attempt, date and rating on hover.
fn graph(ui: &mut egui::Ui, history: &[(u64, f64)], lang: Lang) {
    let height = (ui.ctx().viewport_rect().height() * 0.21).clamp(120.0, 170.0);
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width().min(460.0), height),
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
    let frame = Frame::new(rect, history);
    frame.value_axis(&painter);
    frame.attempts_axis(&painter, history, rect.right());
    let points: Vec<egui::Pos2> = history
        .iter()
        .enumerate()
        .map(|(i, (_, r))| egui::pos2(frame.x_of(i), frame.y_of(*r)))
        .collect();
    painter.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(2.0, egui::Color32::from_rgb(250, 210, 120)),
    ));
    if let Some(p) = response.hover_pos() {
        let i = frame.index_at(p.x);
        painter.circle_filled(points[i], 4.0, egui::Color32::from_rgb(250, 210, 120));
        response.on_hover_text_at_pointer(point_note(history, i, lang));
    }
}

/// The rating graph's plot area and scales.
struct Frame {
    plot: egui::Rect,
    lo: f64,
    hi: f64,
    step: f64,
    /// The last attempt's number (the first point is the start, 0).
    last: usize,
}

impl Frame {
    fn new(rect: egui::Rect, history: &[(u64, f64)]) -> Frame {
        let plot = egui::Rect::from_min_max(
            rect.left_top() + egui::vec2(46.0, 10.0),
            rect.right_bottom() - egui::vec2(14.0, 32.0),
        );
        let (lo, hi) = history
            .iter()
            .fold((1500.0f64, 1500.0f64), |(lo, hi), (_, r)| {
                (lo.min(*r), hi.max(*r))
            });
        let step = value_step((hi - lo).max(40.0));
        let (lo, hi) = ((lo / step).floor() * step, (hi / step).ceil() * step);
        let hi = hi.max(lo + step);
        Frame {
            plot,
            lo,
            hi,
            step,
            last: history.len() - 1,
        }
    }
    fn x_of(&self, i: usize) -> f32 {
        self.plot.left() + self.plot.width() * i as f32 / self.last as f32
    }
    fn y_of(&self, r: f64) -> f32 {
        self.plot.bottom() - self.plot.height() * ((r - self.lo) / (self.hi - self.lo)) as f32
    }
    /// The attempt nearest to `x`.
    fn index_at(&self, x: f32) -> usize {
        let at = (x - self.plot.left()) / self.plot.width() * self.last as f32;
        (at.round().max(0.0) as usize).min(self.last)
    }

    /// The value axis: a line and its value at each step (1500, the start, stronger).
    fn value_axis(&self, painter: &egui::Painter) {
        let mut v = self.lo;
        while v <= self.hi + 0.5 {
            let strong = (v - START_RATING).abs() < 0.5;
            painter.hline(
                self.plot.x_range(),
                self.y_of(v),
                egui::Stroke::new(1.0, egui::Color32::from_gray(if strong { 110 } else { 60 })),
            );
            painter.text(
                egui::pos2(self.plot.left() - 6.0, self.y_of(v)),
                egui::Align2::RIGHT_CENTER,
                format!("{v:.0}"),
                egui::FontId::proportional(11.0),
                egui::Color32::from_gray(if strong { 210 } else { 160 }),
            );
            v += self.step;
        }
        painter.vline(
            self.plot.left(),
            self.plot.y_range(),
            egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
        );
    }

    /// The attempts axis: about four marks, each with the attempt's number and its date
    /// (written again only when it changes).
    fn attempts_axis(&self, painter: &egui::Painter, history: &[(u64, f64)], right: f32) {
        let marks = self.last.min(4);
        let small = egui::FontId::proportional(11.0);
        let mut last_date = String::new();
        for k in 0..=marks {
            let i = (k * self.last).div_ceil(marks.max(1));
            let x = self.x_of(i);
            let bottom = self.plot.bottom();
            painter.vline(
                x,
                bottom..=bottom + 4.0,
                egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
            );
            painter.text(
                egui::pos2(x, bottom + 5.0),
                egui::Align2::CENTER_TOP,
                i.to_string(),
                small.clone(),
                egui::Color32::from_gray(170),
            );
            let date = date_of(history[i].0);
            if i == 0 || date == last_date {
                continue;
            }
            let align = if k == marks {
                egui::Align2::RIGHT_TOP
            } else {
                egui::Align2::CENTER_TOP
            };
            painter.text(
                egui::pos2(x.min(right - 4.0), bottom + 17.0),
                align,
                &date,
                small.clone(),
                egui::Color32::from_gray(140),
            );
            last_date = date;
        }
    }
}

/// What a point of the graph tells on hover: the start, or the attempt, its date and rating.
fn point_note(history: &[(u64, f64)], i: usize, lang: Lang) -> String {
    let rating = ("rating", (history[i].1.round() as i64).into());
    if i == 0 {
        return msg(lang, "puzzles.graph_start", &[rating]);
    }
    msg(
        lang,
        "puzzles.graph_point",
        &[
            ("n", (i as i64).into()),
            ("date", Arg::from(date_of(history[i].0))),
            rating,
        ],
    )
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
