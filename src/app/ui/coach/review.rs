//! The coach's window: "Review" runs the engine over the game in the background (a progress
//! bar, Stop), then shows each player's accuracy, the graph of South's expected result move
//! by move (a click goes to that move), the selected move's judgement and what the coach says
//! of it, with the move played and the better move drawn on the board as arrows; from here
//! "Learn from your mistakes" starts the drill. The judgements also mark the panel's history
//! (`judgement_mark`).
use crate::app::play::Language;
use crate::app::play::analysis::board::{Analysing, AnalysisCommand};
use crate::app::play::choreo::Choreo;
use crate::app::play::coach::drill::{DrillCommand, DrillRun, Drilling, learner};
use crate::app::play::coach::review::{CoachArrows, CoachCommand, Reviewing, arrows_for};
use crate::app::play::turn::{Game, TurnCommand};
use crate::app::ui::PANEL_WIDTH;
use crate::game::teach::coach::advice::coach_says;
use crate::game::teach::coach::drill::is_exercise;
use crate::game::teach::coach::review::{Judgement, MoveReview, accuracy_of, tally_of};
use crate::game::words::i18n::{Arg, Lang, fill, msg, tr};
use crate::game::words::names;
use crate::rules::{Position, Side, parse_move};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The coach window's own state.
#[derive(Resource, Default)]
pub struct ReviewWindow {
    pub open: bool,
    /// The move selected (0-based ply): the board shows the position before it.
    pub selected: Option<usize>,
    /// The mistakes whose better move the player asked to see. "Learn from your mistakes"
    /// tests finding it, so it stays hidden until asked for or tried (as Lichess does).
    pub revealed: Vec<usize>,
    /// Every better move shown: the drill was begun (and the mistakes tried).
    pub all_revealed: bool,
    /// The engine's line of a move walked on the board: (ply, moves of it played).
    pub walk: Option<(usize, usize)>,
    /// The walk the board shows now (the seeds are put back when it ends).
    walk_shown: Option<(usize, usize)>,
    /// A line to open on the analysis board (asked in the window, sent after it).
    to_analysis: Option<AnalysisCommand>,
}

impl ReviewWindow {
    /// Whether the better move of `ply` is shown: not a mistake the drill would give the
    /// player, or one tried or asked for.
    fn shows_answer(&self, game: &Game, ply: usize, r: &MoveReview) -> bool {
        let mover = game.session.history()[ply].side();
        let drilled = is_exercise(r, mover, learner(game));
        self.all_revealed || !drilled || self.revealed.contains(&ply)
    }
}

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<ReviewWindow>()
        .add_systems(EguiPrimaryContextPass, window);
}

/// A judgement's mark beside a move: a sign as chess players write it, so that it is told by
/// shape as well as by its colour.
pub fn judgement_mark(j: Judgement) -> (&'static str, egui::Color32) {
    match j {
        Judgement::Best => ("!", egui::Color32::from_rgb(120, 210, 120)),
        Judgement::Good => ("", egui::Color32::from_rgb(200, 200, 190)),
        Judgement::Inaccuracy => ("?!", egui::Color32::from_rgb(235, 210, 90)),
        Judgement::Mistake => ("?", egui::Color32::from_rgb(240, 150, 60)),
        Judgement::Blunder => ("??", egui::Color32::from_rgb(240, 80, 70)),
    }
}

fn judgement_word(lang: Lang, j: Judgement) -> &'static str {
    let key = match j {
        Judgement::Best => "coach.judgement.best",
        Judgement::Good => "coach.judgement.good",
        Judgement::Inaccuracy => "coach.judgement.inaccuracy",
        Judgement::Mistake => "coach.judgement.mistake",
        Judgement::Blunder => "coach.judgement.blunder",
    };
    tr(lang, key)
}

impl ReviewWindow {
    /// The panel's button: opens the window and starts the review if there is none yet.
    pub fn button(
        &mut self,
        ui: &mut egui::Ui,
        game: &Game,
        coach: &mut MessageWriter<CoachCommand>,
        lang: Lang,
    ) {
        if ui
            .add_enabled(
                game.session.index() > 0,
                egui::Button::selectable(self.open, tr(lang, "coach.button")),
            )
            .on_hover_text(tr(lang, "coach.button_hover"))
            .clicked()
        {
            self.open = !self.open;
            if self.open && game.review_len() < game.session.index() {
                coach.write(CoachCommand::Review);
            }
        }
    }

    /// Opens the window on a finished game and reviews it (the end of a game offers it).
    pub fn review_now(&mut self, coach: &mut MessageWriter<CoachCommand>) {
        self.open = true;
        coach.write(CoachCommand::Review);
    }
}

/// The players' names as the coach's sentences take them: South's first.
fn names(game: &Game) -> [&str; 2] {
    [game.name_of(Side::South), game.name_of(Side::North)]
}

#[allow(clippy::too_many_arguments)]
fn window(
    mut contexts: EguiContexts,
    mut w: ResMut<ReviewWindow>,
    game: Res<Game>,
    reviewing: Res<Reviewing>,
    mut arrows: ResMut<CoachArrows>,
    mut coach: MessageWriter<CoachCommand>,
    mut out: MessageWriter<TurnCommand>,
    lang: Res<Language>,
    (drilling, mut drill_out): (Res<Drilling>, MessageWriter<DrillCommand>),
    mut choreo: ResMut<Choreo>,
    (analysing, mut analysis): (Res<Analysing>, MessageWriter<AnalysisCommand>),
) -> Result {
    let lang = lang.0;
    let ctx = contexts.ctx_mut()?.clone();
    let reviewed = game.review_len();
    // The selection follows the history: a move picked there is the one looked at.
    if let Some(v) = game.viewing
        && w.selected != Some(v)
        && w.selected.map(|s| s + 1) != Some(v)
    {
        w.selected = v.checked_sub(1);
    }
    if w.selected.is_some_and(|s| s >= reviewed) && reviewing.progress(&game).is_none() {
        w.selected = None;
    }
    let mut want = CoachArrows::default();
    if w.open {
        let mut open = true;
        // Below the board's right half: the arrows and the player's rows stay in sight.
        let screen = ctx.viewport_rect();
        let corner = egui::pos2(
            (screen.right() - 450.0).max(PANEL_WIDTH + 20.0),
            (screen.bottom() - 350.0).max(10.0),
        );
        egui::Window::new(tr(lang, "coach.window"))
            .id(egui::Id::new("review_window"))
            .open(&mut open)
            .default_pos(corner)
            .default_width(430.0)
            .show(&ctx, |ui| match &drilling.run {
                Some(run) => drill_ui(ui, run, &mut drill_out, lang),
                None => {
                    contents(ui, &mut w, &game, &reviewing, &mut coach, &mut out, lang);
                    if game.review_len() > 0
                        && reviewing.progress(&game).is_none()
                        && ui
                            .button(egui::RichText::new(tr(lang, "coach.learn")).strong())
                            .on_hover_text(tr(lang, "coach.learn_hover"))
                            .clicked()
                    {
                        w.all_revealed = true;
                        drill_out.write(DrillCommand::Start);
                    }
                }
            });
        if !open {
            w.open = false;
            coach.write(CoachCommand::Stop);
            if drilling.run.is_some() {
                drill_out.write(DrillCommand::End);
            }
        }
        // The board shows the selected move's arrows while it shows the position before it.
        if let Some(p) = w.selected
            && drilling.run.is_none()
            && w.walk.is_none()
            && game.viewing == Some(p)
            && let Some(r) = game.reviewed(p)
        {
            want = arrows_for(&game.session.history()[p].before, r);
            if !w.shows_answer(&game, p, r) {
                want.better = None;
            }
        }
    }
    // The analysis board draws its own arrow (the engine's best move).
    if *arrows != want && analysing.run.is_none() {
        *arrows = want;
    }
    if let Some(c) = w.to_analysis.take() {
        analysis.write(c);
    }
    walk_on_board(&mut w, &game, &mut choreo);
    Ok(())
}

/// The positions of the engine's line after the move of `ply`: the position before it, then
/// after each of the line's moves (as far as they are legal).
fn line_positions(game: &Game, ply: usize, line: &[String]) -> Vec<Position> {
    let mut pos = game.session.history()[ply].before;
    let mut out = vec![pos];
    for mv in line {
        let Ok((s, _)) = parse_move(&pos, mv) else {
            break;
        };
        pos = s.position;
        out.push(pos);
    }
    out
}

/// The board follows the walk: the line's position while it is walked, the game's again when
/// the walk ends (the game itself never changes).
fn walk_on_board(w: &mut ReviewWindow, game: &Game, choreo: &mut Choreo) {
    let valid = w.open && w.walk.is_some_and(|(p, _)| w.selected == Some(p));
    if !valid {
        w.walk = None;
    }
    if w.walk == w.walk_shown || choreo.busy() {
        return;
    }
    match w.walk.and_then(|(p, k)| Some((game.reviewed(p)?, p, k))) {
        Some((r, p, k)) => {
            let line = line_positions(game, p, &r.best_line);
            let (k, last) = (k.min(line.len() - 1), line.len() - 1);
            let won = line[k]
                .outcome()
                .map(|o| format!(", won by {}", o.winner.name()));
            info!(
                "the engine's line of move {}: {k} of {last}{}",
                p + 1,
                won.unwrap_or_default()
            );
            choreo.reset(line[k]);
        }
        None => choreo.reset(game.shown_position()),
    }
    w.walk_shown = w.walk;
}

/// "Walk the line": the engine's line from the selected move, a move at a time on the board,
/// to the end of the game when the line is a forced result.
fn line_walker(
    ui: &mut egui::Ui,
    w: &mut ReviewWindow,
    game: &Game,
    ply: usize,
    r: &MoveReview,
    lang: Lang,
) {
    if r.best_line.len() < 2 {
        return;
    }
    let positions = line_positions(game, ply, &r.best_line);
    let last = positions.len() - 1;
    let walking = w.walk.filter(|(p, _)| *p == ply);
    ui.horizontal_wrapped(|ui| {
        // The line on the analysis board: a branch of the game's tree, to walk and try.
        if ui
            .button(tr(lang, "coach.to_analysis"))
            .on_hover_text(tr(lang, "coach.to_analysis_hover"))
            .clicked()
        {
            w.walk = None;
            w.to_analysis = Some(AnalysisCommand::OpenLine {
                ply,
                line: r.best_line.clone(),
            });
        }
        if ui
            .selectable_label(walking.is_some(), tr(lang, "coach.walk"))
            .on_hover_text(tr(lang, "coach.walk_hover"))
            .clicked()
        {
            w.walk = if walking.is_some() {
                None
            } else {
                Some((ply, 1))
            };
        }
        let Some((_, k)) = w.walk.filter(|(p, _)| *p == ply) else {
            return;
        };
        let k = k.min(last);
        if ui.add_enabled(k > 0, egui::Button::new("<")).clicked() {
            w.walk = Some((ply, k - 1));
        }
        if ui.add_enabled(k < last, egui::Button::new(">")).clicked() {
            w.walk = Some((ply, k + 1));
        }
        let first = game.session.start().to_move();
        let told = match k {
            0 => tr(lang, "coach.walk_start").to_string(),
            _ => names::numbered_ply(ply + k - 1, first, &r.best_line[k - 1]),
        };
        ui.label(fill(
            lang,
            "coach.walk_step",
            &[
                ("step", &k.to_string()),
                ("of", &last.to_string()),
                ("move", &told),
            ],
        ));
        if let Some(o) = positions[k.min(last)].outcome() {
            ui.label(
                egui::RichText::new(fill(
                    lang,
                    "coach.walk_won",
                    &[("winner", names::side(lang, o.winner))],
                ))
                .strong(),
            );
        }
    });
}

fn contents(
    ui: &mut egui::Ui,
    w: &mut ReviewWindow,
    game: &Game,
    reviewing: &Reviewing,
    coach: &mut MessageWriter<CoachCommand>,
    out: &mut MessageWriter<TurnCommand>,
    lang: Lang,
) {
    let played = game.session.index();
    let reviewed = game.review_len();
    match reviewing.progress(game) {
        Some((done, of)) => {
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(done as f32 / of.max(1) as f32)
                        .desired_width(300.0)
                        .text(msg(
                            lang,
                            "coach.progress",
                            &[("done", done.into()), ("of", of.into())],
                        )),
                );
                if ui.button(tr(lang, "coach.stop")).clicked() {
                    coach.write(CoachCommand::Stop);
                }
            });
        }
        None if reviewed < played => {
            ui.label(msg(
                lang,
                "coach.not_reviewed",
                &[("count", (played - reviewed).into())],
            ));
            if ui.button(tr(lang, "coach.start")).clicked() {
                coach.write(CoachCommand::Review);
            }
        }
        None => {}
    }
    if reviewed == 0 {
        ui.weak(tr(lang, "coach.explain"));
        return;
    }
    let Some(review) = &game.review else { return };
    let moves = &review.moves[..reviewed];
    for side in [Side::South, Side::North] {
        accuracy_line(ui, game, side, moves, lang);
    }
    ui.separator();
    if let Some(p) = graph(ui, game, moves, w.selected) {
        select(w, p, out);
    }
    ui.horizontal(|ui| {
        let mistakes: Vec<usize> = (0..moves.len())
            .filter(|&i| moves[i].judgement >= Judgement::Inaccuracy)
            .collect();
        let at = w.selected;
        let prev = mistakes.iter().rev().find(|&&i| at.is_some_and(|a| i < a));
        let next = mistakes.iter().find(|&&i| at.is_none_or(|a| i > a));
        if ui
            .add_enabled(prev.is_some(), egui::Button::new(tr(lang, "coach.prev")))
            .clicked()
            && let Some(&p) = prev
        {
            select(w, p, out);
        }
        if ui
            .add_enabled(next.is_some(), egui::Button::new(tr(lang, "coach.next")))
            .clicked()
            && let Some(&p) = next
        {
            select(w, p, out);
        }
    });
    if let Some(p) = w.selected
        && let Some(r) = moves.get(p)
    {
        let shown = w.shows_answer(game, p, r);
        if selected_move(ui, game, p, r, shown, lang) {
            w.revealed.push(p);
        }
        if shown {
            line_walker(ui, w, game, p, r, lang);
        }
    } else {
        ui.weak(tr(lang, "coach.pick"));
    }
}

fn select(w: &mut ReviewWindow, ply: usize, out: &mut MessageWriter<TurnCommand>) {
    w.selected = Some(ply);
    out.write(TurnCommand::View(Some(ply)));
}

/// "Asha: accuracy 84%, 2 inaccuracies, 1 mistake, no blunder."
fn accuracy_line(ui: &mut egui::Ui, game: &Game, side: Side, moves: &[MoveReview], lang: Lang) {
    // The review's plies count from the game's first mover.
    let first = side == game.session.start().to_move();
    let Some(acc) = accuracy_of(moves, first) else {
        return;
    };
    let t = tally_of(moves, first);
    let name = game.name_of(side);
    ui.label(msg(
        lang,
        "coach.accuracy",
        &[
            (
                "name",
                crate::game::play::access::name_of(lang, name, side).into(),
            ),
            ("person", Arg::from(names::person(name))),
            ("accuracy", (acc.round() as i64).into()),
            ("inaccuracies", t[Judgement::Inaccuracy as usize].into()),
            ("mistakes", t[Judgement::Mistake as usize].into()),
            ("blunders", t[Judgement::Blunder as usize].into()),
        ],
    ));
}

/// South's expected result before the first move and after each move (0..=1).
fn south_curve(game: &Game, moves: &[MoveReview]) -> Vec<f32> {
    let history = game.session.history();
    let south = |ply: usize, e: u16| {
        let e = e as f32 / 1000.0;
        if history[ply].side() == Side::South {
            e
        } else {
            1.0 - e
        }
    };
    let mut v = Vec::with_capacity(moves.len() + 1);
    if let Some(m) = moves.first() {
        v.push(south(0, m.before));
    }
    for (ply, m) in moves.iter().enumerate() {
        v.push(south(ply, m.after));
    }
    v
}

/// The graph of the game: South's expected result along the moves, light above the middle
/// line (South ahead) and dark below, each inaccuracy or worse a dot of its colour, the
/// selected move a line. A click picks the move nearest to the pointer.
fn graph(
    ui: &mut egui::Ui,
    game: &Game,
    moves: &[MoveReview],
    selected: Option<usize>,
) -> Option<usize> {
    let v = south_curve(game, moves);
    let size = egui::vec2(ui.available_width().max(200.0), 110.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, egui::Color32::from_rgb(40, 30, 22));
    let n = v.len().saturating_sub(1).max(1) as f32;
    let at = |i: usize, e: f32| {
        egui::pos2(
            rect.left() + rect.width() * i as f32 / n,
            rect.bottom() - rect.height() * e.clamp(0.0, 1.0),
        )
    };
    let mid = rect.center().y;
    // South's advantage filled towards the middle line.
    for i in 1..v.len() {
        let (a, b) = (at(i - 1, v[i - 1]), at(i, v[i]));
        let fill = |p: egui::Pos2| egui::pos2(p.x, mid);
        let tone = if v[i - 1] + v[i] >= 1.0 {
            egui::Color32::from_rgba_unmultiplied(235, 220, 190, 90)
        } else {
            egui::Color32::from_rgba_unmultiplied(10, 8, 6, 120)
        };
        painter.add(egui::Shape::convex_polygon(
            vec![fill(a), a, b, fill(b)],
            tone,
            egui::Stroke::NONE,
        ));
    }
    painter.hline(
        rect.x_range(),
        mid,
        egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
    );
    let line: Vec<egui::Pos2> = v.iter().enumerate().map(|(i, &e)| at(i, e)).collect();
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, egui::Color32::from_rgb(250, 210, 120)),
    ));
    for (ply, m) in moves.iter().enumerate() {
        if m.judgement >= Judgement::Inaccuracy {
            let (_, colour) = judgement_mark(m.judgement);
            painter.circle_filled(at(ply + 1, v[ply + 1]), 3.5, colour);
        }
    }
    if let Some(s) = selected.filter(|&s| s < moves.len()) {
        let x = at(s + 1, 0.0).x;
        painter.vline(
            x,
            rect.y_range(),
            egui::Stroke::new(1.0, egui::Color32::from_rgb(150, 190, 255)),
        );
    }
    let picked = response
        .interact_pointer_pos()
        .filter(|_| response.clicked() || response.dragged());
    picked.map(|p| {
        let i = ((p.x - rect.left()) / rect.width() * n).round() as usize;
        i.clamp(1, moves.len()) - 1
    })
}

/// The selected move: its number, notation and judgement, and what the coach says of it
/// (`shown`: with the better move; else a button asks for it, and true is returned when it
/// is clicked).
fn selected_move(
    ui: &mut egui::Ui,
    game: &Game,
    ply: usize,
    r: &MoveReview,
    shown: bool,
    lang: Lang,
) -> bool {
    let history = game.session.history();
    let m = &history[ply];
    let (mark, colour) = judgement_mark(r.judgement);
    ui.horizontal(|ui| {
        ui.label(
            // Numbered as the history numbers it ("10. A3L", "19... a4R"), not by the ply.
            egui::RichText::new(names::numbered_ply(
                ply,
                game.session.start().to_move(),
                &format!("{}{mark}", r.played),
            ))
            .monospace()
            .strong()
            .color(colour),
        );
        ui.label(egui::RichText::new(judgement_word(lang, r.judgement)).color(colour));
        ui.weak(names::side(lang, m.side()));
    });
    if !shown {
        ui.label(tr(lang, "coach.answer_hidden"));
        return ui.button(tr(lang, "coach.show_better")).clicked();
    }
    if let Some(says) = coach_says(lang, &m.before, r, names(game)) {
        ui.label(says);
    }
    if r.best != r.played {
        let before = (r.before as f64 / 10.0).round() as i64;
        let after = (r.after as f64 / 10.0).round() as i64;
        // Chances that round alike ("0% instead of 0%") say nothing: the move alone.
        ui.label(if before == after {
            msg(
                lang,
                "coach.best_line_only",
                &[("best", r.best.clone().into())],
            )
        } else {
            msg(
                lang,
                "coach.best_line",
                &[
                    ("best", r.best.clone().into()),
                    ("before", before.into()),
                    ("after", after.into()),
                ],
            )
        });
        // The line the engine expects after its move (a forced result's runs to the end):
        // numbered from this move on as the history numbers moves.
        if r.best_line.len() > 1 {
            let first = game.session.start().to_move();
            let line: Vec<String> = r
                .best_line
                .iter()
                .enumerate()
                .map(|(i, mv)| names::numbered_ply(ply + i, first, mv))
                .collect();
            ui.weak(fill(
                lang,
                "coach.engine_line",
                &[("line", &line.join("  "))],
            ));
        }
        if game.viewing == Some(ply) {
            ui.weak(tr(lang, "coach.arrows"));
        }
    }
    false
}

/// "Learn from your mistakes": the exercise, the last try told, and the way on.
fn drill_ui(ui: &mut egui::Ui, run: &DrillRun, out: &mut MessageWriter<DrillCommand>, lang: Lang) {
    let d = &run.drill;
    ui.label(egui::RichText::new(tr(lang, "coach.learn")).strong());
    ui.weak(d.progress_text(lang));
    let names = [run.names[0].as_str(), run.names[1].as_str()];
    if let Some(task) = d.task(lang, names) {
        ui.label(task);
    }
    if let Some(t) = &run.tried {
        ui.separator();
        let colour = if t.solved {
            egui::Color32::from_rgb(140, 220, 140)
        } else {
            egui::Color32::from_rgb(240, 190, 120)
        };
        ui.label(egui::RichText::new(t.text(lang)).color(colour));
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        let over = d.finished();
        if ui
            .add_enabled(over, egui::Button::new(tr(lang, "coach.show_answer")))
            .clicked()
        {
            out.write(DrillCommand::ShowAnswer);
        }
        let (n, of) = d.progress();
        if ui
            .add_enabled(
                over && n < of,
                egui::Button::new(tr(lang, "coach.next_exercise")),
            )
            .clicked()
        {
            out.write(DrillCommand::Next);
        }
        if ui.button(tr(lang, "learn.back_to_game")).clicked() {
            out.write(DrillCommand::End);
        }
    });
}
