//! The Learn window: the course (each lesson marked when done), and a lesson on the board
//! with its goal, hint, "show me", "try again", the verdict and the player's last move
//! explained from its rules trace. The lesson itself is played by `play::course::lesson`.
use crate::ai::Level;
use crate::app::play::course::lesson::{LessonBoard, Run, back_to_game};
use crate::app::play::turn::TurnCommand;
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::persist::Persist;
use crate::app::ui::play::text::{Link, explanation_ui, spans_ui};
use crate::game::teach::course::lessons::{Lesson, Verdict, course, more, more_origin, parts};
use crate::game::teach::narrate::rulebook::markup;
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use bevy::prelude::*;
use bevy_egui::egui;

/// The Learn window's own state.
#[derive(Resource, Default)]
pub struct LearnWindow {
    pub open: bool,
}

/// What a click in the window asks for.
enum Choice {
    /// Begin a lesson (`true`: "show me", the solution played).
    Begin(&'static Lesson, bool),
    /// Back to the list of lessons.
    Leave,
    /// Back to the game that was on the board before the lessons.
    Back,
}

impl LearnWindow {
    /// The panel's toggle.
    pub fn button(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if ui
            .selectable_label(self.open, tr(lang, "learn.button.learn"))
            .on_hover_text(tr(lang, "learn.button.learn_hover"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    pub fn show(
        &mut self,
        ctx: &egui::Context,
        board: &mut LessonBoard,
        files: Option<&Persist>,
        term: &mut Option<Link>,
        below_board: Option<f32>,
        out: &mut MessageWriter<TurnCommand>,
        lang: Lang,
    ) {
        if !self.open {
            return;
        }
        let done_before: Vec<String> = files.map(|f| f.lessons_done().to_vec()).unwrap_or_default();
        let done_now = board.learn.done.clone();
        let is_done =
            |id: &str| done_before.iter().any(|d| d == id) || done_now.iter().any(|d| d == id);
        let mut open = true;
        let mut choice = None;
        egui::Window::new(tr(lang, "learn.window.learn"))
            .id(egui::Id::new("learn_window"))
            .open(&mut open)
            // Below the board's near edge on the left, where no pit, heap or label is.
            .pivot(egui::Align2::LEFT_BOTTOM)
            .default_pos(egui::pos2(
                PANEL_WIDTH + 20.0,
                ctx.viewport_rect().bottom() - 12.0,
            ))
            // As wide as the room left of the near reserve's heap: the lines are fewer, so
            // the verdict and "Next" fit in the short room below the board.
            .default_width((ctx.viewport_rect().width() - PANEL_WIDTH - 320.0).clamp(380.0, 680.0))
            .resizable(true)
            // No taller than the room below the board (a lesson's feedback scrolls).
            .max_height(below_board.unwrap_or(f32::INFINITY).max(180.0))
            .vscroll(true)
            .show(ctx, |ui| {
                if board.learn.interrupted.is_some()
                    && ui
                        .button(egui::RichText::new(tr(lang, "learn.back_to_game")).strong())
                        .clicked()
                {
                    choice = Some(Choice::Back);
                }
                let picked = match board.learn.run.as_mut() {
                    None => course_list(ui, &is_done, term, lang),
                    Some(run) => lesson_run(ui, run, term, lang),
                };
                choice = choice.take().or(picked);
            });
        if !open {
            self.open = false;
        }
        match choice {
            Some(Choice::Leave) => board.learn.run = None,
            Some(Choice::Back) => back_to_game(&mut board.learn, out),
            Some(Choice::Begin(lesson, demo)) => {
                // Its "more like this" made aside while the lesson is played (a few take a
                // second: no frame waits for them).
                let origin = more_origin(lesson.id()).unwrap_or(lesson.id()).to_string();
                std::thread::spawn(move || more(lang, &origin).len());
                board.begin(lesson, demo, lang)
            }
            None => {}
        }
    }
}

/// The course: its parts, each saying which game it teaches, and every lesson marked when
/// done.
fn course_list(
    ui: &mut egui::Ui,
    is_done: &dyn Fn(&str) -> bool,
    term: &mut Option<Link>,
    lang: Lang,
) -> Option<Choice> {
    let all = course(lang);
    let n_done = all.iter().filter(|l| is_done(l.id())).count();
    ui.label(fill(
        lang,
        "learn.course_intro",
        &[
            ("count", &all.len().to_string()),
            ("done", &n_done.to_string()),
        ],
    ));
    let mut start = None;
    let mut number = 0;
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for (_, part, lessons) in parts(lang) {
                ui.add_space(6.0);
                ui.label(egui::RichText::new(&part.title).strong());
                spans_ui(ui, &markup(&part.intro), term, lang);
                for l in lessons {
                    number += 1;
                    let mark = if is_done(l.id()) { "✔" } else { "  " };
                    if ui
                        .button(format!("{mark} {number}. {}", l.text.title))
                        .clicked()
                    {
                        start = Some(Choice::Begin(l, false));
                    }
                }
            }
        });
    start
}

/// A lesson on the board: its goal, the buttons, the verdict, the last move explained.
fn lesson_run(
    ui: &mut egui::Ui,
    run: &mut Run,
    term: &mut Option<Link>,
    lang: Lang,
) -> Option<Choice> {
    // The lesson's words in the window's language (the language may have changed since the
    // lesson began; its moves and position are the same).
    let l =
        crate::game::teach::course::lessons::lesson(lang, run.lesson.id()).unwrap_or(run.lesson);
    ui.label(egui::RichText::new(&l.text.title).size(18.0).strong());
    let rules = names::rules_label(lang, l.rules);
    let side = names::side(lang, l.learner());
    ui.weak(match l.data.opponent.and_then(Level::from_number) {
        Some(level) => fill(
            lang,
            "learn.you_play_against",
            &[("rules", &rules), ("side", side), ("level", level.name())],
        ),
        None => fill(lang, "learn.you_play", &[("rules", &rules), ("side", side)]),
    });
    // The verdict and "Next" come first, where the window's short room below the board shows
    // them; the goal, the buttons and what the move did follow (and scroll).
    let mut choice = None;
    verdict(ui, run, lang);
    feedback_why(ui, run, term, lang);
    if let Some(next) = course(lang).iter().skip_while(|x| x.id() != l.id()).nth(1)
        && run.attempt.verdict() == Some(Verdict::Success)
        && ui
            .button(fill(lang, "learn.next", &[("title", &next.text.title)]))
            .clicked()
    {
        choice = Some(Choice::Begin(next, false));
    }
    choice = more_like_this(ui, run, l, lang).or(choice);
    ui.separator();
    // The hint is the first move's: once the player has moved (a lesson of two steps), it
    // would speak of a position that is gone.
    let first_move = run.attempt.played.is_empty();
    // Once a move is told, the task folds (a click opens it): the verdict stays in sight.
    egui::CollapsingHeader::new(egui::RichText::new(tr(lang, "learn.task")).strong())
        .id_salt(("lesson_task", l.id(), first_move))
        .default_open(first_move)
        .show(ui, |ui| spans_ui(ui, &markup(&l.text.goal), term, lang));
    ui.add_space(4.0);
    if !first_move {
        run.hint = false;
    }
    choice = lesson_buttons(ui, run, l, first_move, lang).or(choice);
    if run.hint {
        ui.group(|ui| spans_ui(ui, &markup(&l.text.hint), term, lang));
    }
    feedback(ui, run, term, lang);
    last_move(ui, run, l, term, lang);
    choice
}

/// "More like this": once a lesson is solved, the next of its generated positions of the
/// same idea (`lessons::more`), judged exactly as the lesson is.
fn more_like_this(ui: &mut egui::Ui, run: &Run, l: &'static Lesson, lang: Lang) -> Option<Choice> {
    if run.attempt.verdict() != Some(Verdict::Success) {
        return None;
    }
    let origin = more_origin(l.id()).unwrap_or(l.id());
    let made = more(lang, origin);
    if made.is_empty() {
        return None;
    }
    // The next one after this (the exercise itself counts as before the first).
    let k = made
        .iter()
        .position(|m| m.id() == l.id())
        .map_or(0, |i| (i + 1) % made.len());
    ui.button(fill(
        lang,
        "learn.more_like_this",
        &[
            ("number", &(k + 1).to_string()),
            ("of", &made.len().to_string()),
        ],
    ))
    .on_hover_text(tr(lang, "learn.more_like_this_hover"))
    .clicked()
    .then(|| Choice::Begin(&made[k], false))
}

/// Hint, "show me", "try again", "all lessons".
fn lesson_buttons(
    ui: &mut egui::Ui,
    run: &mut Run,
    l: &'static Lesson,
    first_move: bool,
    lang: Lang,
) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal(|ui| {
        if first_move
            && ui
                .selectable_label(run.hint, tr(lang, "learn.hint"))
                .clicked()
        {
            run.hint = !run.hint;
        }
        if ui
            .button(tr(lang, "learn.show_me"))
            .on_hover_text(tr(lang, "learn.show_me_hover"))
            .clicked()
        {
            choice = Some(Choice::Begin(l, true));
        }
        if ui.button(tr(lang, "learn.try_again")).clicked() {
            choice = Some(Choice::Begin(l, false));
        }
        if ui.button(tr(lang, "learn.all_lessons")).clicked() {
            choice = Some(Choice::Leave);
        }
    });
    choice
}

/// The lesson's verdict so far: solved, missed, or the opponent thinking.
fn verdict(ui: &mut egui::Ui, run: &Run, lang: Lang) {
    match run.attempt.verdict() {
        Some(Verdict::Success) => {
            ui.separator();
            ui.colored_label(
                egui::Color32::LIGHT_GREEN,
                egui::RichText::new(if run.showing {
                    tr(lang, "learn.verdict.solution")
                } else {
                    tr(lang, "learn.verdict.success")
                })
                .strong(),
            );
        }
        Some(Verdict::Failure) => {
            ui.separator();
            ui.colored_label(
                egui::Color32::from_rgb(255, 140, 110),
                egui::RichText::new(tr(lang, "learn.verdict.failure")).strong(),
            );
        }
        Some(Verdict::GoOn) if run.attempt.opponent_to_move() => {
            ui.weak(tr(lang, "learn.opponent_thinking"));
        }
        _ => {}
    }
}

/// What the player's last move did, told from its trace: the lesson's word on it, what it
/// did, and why it misses the goal.
fn feedback(ui: &mut egui::Ui, run: &Run, term: &mut Option<Link>, lang: Lang) {
    let Some(f) = run.attempt.feedback(lang) else {
        return;
    };
    ui.label(egui::RichText::new(&f.notation).monospace().strong());
    for line in &f.did {
        spans_ui(ui, &markup(line), term, lang);
    }
}

/// The lesson's word on the last move and why it misses the goal: told with the verdict.
fn feedback_why(ui: &mut egui::Ui, run: &Run, term: &mut Option<Link>, lang: Lang) {
    let Some(f) = run.attempt.feedback(lang) else {
        return;
    };
    if let Some(note) = &f.note {
        spans_ui(ui, &markup(note), term, lang);
    }
    if let Some(why) = &f.why {
        ui.label(why);
    }
}

/// The player's last move, explained lap by lap from its rules trace (folded: it names the
/// rules by their terms, some of which a lesson has not taught yet).
fn last_move(ui: &mut egui::Ui, run: &Run, l: &Lesson, term: &mut Option<Link>, lang: Lang) {
    let me = l.learner();
    if let Some(p) = run
        .attempt
        .played
        .iter()
        .rev()
        .find(|p| p.before.to_move() == me)
    {
        ui.separator();
        egui::CollapsingHeader::new(tr(lang, "learn.your_move"))
            .id_salt("lesson_explain_header")
            .show(ui, |ui| {
                let e = crate::game::teach::narrate::explain::explain(
                    lang,
                    &p.before,
                    &p.successor,
                    &p.trace,
                );
                egui::ScrollArea::vertical()
                    .id_salt("lesson_explain")
                    .max_height(260.0)
                    .show(ui, |ui| explanation_ui(ui, &e, l.rules.variant, term, lang));
            });
    }
}
