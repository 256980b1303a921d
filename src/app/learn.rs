//! Learn Bao inside the game (issue 9): the Learn window (the course, a lesson's goal, hint,
//! "show me" and the result explained), the Rules window (short sections per variant with
//! their diagrams, and the glossary), and the explanation of a move of the history.
//!
//! The lessons, rules and explanations are pure data and code in `game::lessons`,
//! `game::rulebook` and `game::explain`; this module only shows them and puts a lesson's
//! position on the real board. A lesson is played as a game from its position: the player
//! moves with the usual clicks, the opponent (if the lesson has one) is the computer at the
//! lesson's level, and every move that enters the history is judged by the rules engine.
use super::Language;
use super::animation::Choreo;
use super::panel::{PANEL_WIDTH, PanelState};
use super::persistence::Persist;
use super::turn::{Game, MoveInProgress, Notice};
use crate::ai::Level;
use crate::game::explain::{Explanation, explain_move};
use crate::game::i18n::{Lang, fill, tr};
use crate::game::lessons::{Attempt, Lesson, Verdict, course};
use crate::game::rulebook::{self, Span, markup};
use crate::game::session::{Player, Session};
use crate::game::words;
use crate::rules::{Variant, parse_move, play_traced};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The lesson being played, and what the windows show.
#[derive(Resource, Default)]
pub struct Learn {
    pub run: Option<Run>,
    /// The glossary entry open in its own small window.
    pub term: Option<String>,
    /// The variant whose rules the Rules window shows.
    pub rules_variant: Option<Variant>,
    /// Lessons done in this session (the settings keep them across sessions).
    pub done: Vec<String>,
}

/// One lesson on the board.
pub struct Run {
    pub lesson: &'static Lesson,
    pub attempt: Attempt,
    /// Moves of the history already judged.
    pub judged: usize,
    pub hint: bool,
    /// "Show me" is playing the solution: the result is not counted as done.
    pub showing: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Learn>()
        .add_systems(Update, judge.after(super::BaoSet::Turn))
        .add_systems(EguiPrimaryContextPass, windows);
}

/// The panel's buttons for the three windows.
pub fn buttons(ui: &mut egui::Ui, state: &mut PanelState, lang: Lang) {
    if ui
        .selectable_label(state.learn, tr(lang, "learn.button.learn"))
        .on_hover_text(tr(lang, "learn.button.learn_hover"))
        .clicked()
    {
        state.learn = !state.learn;
    }
    if ui
        .selectable_label(state.rules, tr(lang, "learn.button.rules"))
        .on_hover_text(tr(lang, "learn.button.rules_hover"))
        .clicked()
    {
        state.rules = !state.rules;
    }
    if ui
        .selectable_label(state.explain, tr(lang, "learn.button.explain"))
        .on_hover_text(tr(lang, "learn.button.explain_hover"))
        .clicked()
    {
        state.explain = !state.explain;
    }
}

/// Puts the lesson's position on the board: the player takes the side to move, the
/// opponent is the lesson's level or (`demo`, or no opponent) nobody.
fn start_lesson(
    lesson: &'static Lesson,
    demo: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    lang: Lang,
) {
    let generation = game.generation + 1;
    // The table (names, new-game choices) stays the player's; only the session changes.
    let mut fresh = Game::new(game.setup.clone());
    let mut players = [Player::Human; 2];
    if !demo && let Some(level) = lesson.data.opponent.and_then(Level::from_number) {
        players[lesson.learner().opponent().index()] = Player::Computer(level);
    }
    fresh.session = Session::from_position(lesson.start, players);
    // The panel names the sides for the lesson: the player, and his opponent.
    let me = lesson.learner();
    let them = match players[me.opponent().index()] {
        Player::Computer(level) => level.name().to_string(),
        Player::Human => words::side(lang, me.opponent()).to_string(),
    };
    let (a, b) = (
        fresh.matchplay.player_at(me),
        fresh.matchplay.player_at(me.opponent()),
    );
    fresh.matchplay.names[a] = tr(lang, "learn.you").into();
    fresh.matchplay.names[b] = them;
    fresh.generation = generation;
    *game = fresh;
    *progress = MoveInProgress::default();
    choreo.reset(lesson.start);
    notice.0 = None;
}

/// Starts `lesson` on the board (`demo`: "show me", the solution played with the animation)
/// and follows it in `learn`; `lang` names the players.
#[allow(clippy::too_many_arguments)]
pub fn begin_lesson(
    lesson: &'static Lesson,
    demo: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    learn: &mut Learn,
    lang: Lang,
) {
    start_lesson(lesson, demo, game, progress, choreo, notice, lang);
    if demo {
        // Every move of the solution, animated one after the other.
        let mut pos = lesson.start;
        for text in &lesson.data.solution {
            let Ok((succ, _)) = parse_move(&pos, text) else {
                break;
            };
            let Ok((_, trace)) = play_traced(&pos, &succ.mv) else {
                break;
            };
            if game.session.play(&succ.mv).is_err() {
                break;
            }
            choreo.push(trace, Some(succ.position));
            pos = succ.position;
        }
        game.generation += 1;
    }
    learn.run = Some(Run {
        lesson,
        attempt: Attempt::new(lesson),
        judged: 0,
        hint: demo,
        showing: demo,
    });
}

/// Judges every new move of the lesson's game; a game that is no longer the lesson's ends
/// the run.
pub fn judge(game: Res<Game>, mut learn: ResMut<Learn>, files: Option<ResMut<Persist>>) {
    let Some(run) = learn.run.as_mut() else {
        return;
    };
    if *game.session.start() != run.lesson.start || game.session.rules() != run.lesson.rules {
        learn.run = None;
        return;
    }
    let moves = &game.session.history()[..game.session.index()];
    if moves.len() < run.judged {
        // Undone: judge the remaining moves again from the start.
        run.attempt = Attempt::new(run.lesson);
        run.judged = 0;
    }
    let mut success = false;
    while run.judged < moves.len() {
        let m = &moves[run.judged];
        run.judged += 1;
        if run.attempt.play(&m.successor.mv) == Ok(Verdict::Success) {
            success = true;
        }
    }
    if success && !run.showing {
        let id = run.lesson.id().to_string();
        if !learn.done.contains(&id) {
            learn.done.push(id.clone());
        }
        if let Some(mut files) = files {
            files.lesson_done(&id);
        }
    }
}

/// Text in the teaching markup, its linked words clickable (they open the glossary).
fn spans_ui(ui: &mut egui::Ui, spans: &[Span], term: &mut Option<String>, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for s in spans {
            match &s.term {
                Some(key) => {
                    if ui
                        .link(&s.text)
                        .on_hover_text(tr(lang, "learn.open_term"))
                        .clicked()
                    {
                        *term = Some(key.clone());
                    }
                }
                None => {
                    ui.label(&s.text);
                }
            }
        }
    });
}

fn explanation_ui(ui: &mut egui::Ui, e: &Explanation, term: &mut Option<String>, lang: Lang) {
    ui.label(egui::RichText::new(&e.notation).monospace().strong());
    for s in &e.sentences {
        let mut spans = s.spans.clone();
        if let Some(r) = s.rule {
            spans.push(Span {
                text: format!("  ({r})"),
                term: None,
            });
        }
        spans_ui(ui, &spans, term, lang);
    }
}

#[allow(clippy::too_many_arguments)]
fn windows(
    mut contexts: EguiContexts,
    mut state: ResMut<PanelState>,
    mut learn: ResMut<Learn>,
    mut game: ResMut<Game>,
    mut progress: ResMut<MoveInProgress>,
    mut choreo: ResMut<Choreo>,
    mut notice: ResMut<Notice>,
    files: Option<Res<Persist>>,
    lang: Res<Language>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // The windows open right of the board's centre, where the board is least covered.
    let right = ctx.viewport_rect().right();
    let lang = lang.0;
    let learn = &mut *learn;
    let mut term = learn.term.take();
    let done_before: Vec<String> = files
        .as_ref()
        .map(|f| f.lessons_done().to_vec())
        .unwrap_or_default();
    let is_done =
        |id: &str| done_before.iter().any(|d| d == id) || learn.done.iter().any(|d| d == id);

    if state.learn {
        let mut open = true;
        let mut start: Option<(&'static Lesson, bool)> = None;
        let mut leave = false;
        egui::Window::new(tr(lang, "learn.window.learn"))
            .id(egui::Id::new("learn_window"))
            .open(&mut open)
            // Below the board's near edge on the left, where no pit, heap or label is.
            .pivot(egui::Align2::LEFT_BOTTOM)
            .default_pos(egui::pos2(
                PANEL_WIDTH + 20.0,
                ctx.viewport_rect().bottom() - 12.0,
            ))
            .default_width(380.0)
            .resizable(true)
            .show(&ctx, |ui| match learn.run.as_mut() {
                None => {
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
                    egui::ScrollArea::vertical()
                        .max_height(420.0)
                        .show(ui, |ui| {
                            let mut last = None;
                            for (k, l) in all.iter().enumerate() {
                                let group = if l.data.opponent.is_some() {
                                    tr(lang, "learn.group.against_mwanzo").to_string()
                                } else {
                                    l.rules.variant.name().to_string()
                                };
                                if last.as_ref() != Some(&group) {
                                    ui.add_space(4.0);
                                    ui.label(egui::RichText::new(&group).strong());
                                    last = Some(group);
                                }
                                let mark = if is_done(l.id()) { "✔" } else { "  " };
                                if ui
                                    .button(format!("{mark} {}. {}", k + 1, l.text.title))
                                    .clicked()
                                {
                                    start = Some((l, false));
                                }
                            }
                        });
                }
                Some(run) => {
                    // The lesson's words in the window's language (the language may have
                    // changed since the lesson began; its moves and position are the same).
                    let l =
                        crate::game::lessons::lesson(lang, run.lesson.id()).unwrap_or(run.lesson);
                    ui.label(egui::RichText::new(&l.text.title).size(18.0).strong());
                    let rules = words::rules_label(lang, l.rules);
                    let side = words::side(lang, l.learner());
                    ui.weak(match l.data.opponent.and_then(Level::from_number) {
                        Some(level) => fill(
                            lang,
                            "learn.you_play_against",
                            &[("rules", &rules), ("side", side), ("level", level.name())],
                        ),
                        None => fill(lang, "learn.you_play", &[("rules", &rules), ("side", side)]),
                    });
                    ui.separator();
                    spans_ui(ui, &markup(&l.text.goal), &mut term, lang);
                    ui.add_space(4.0);
                    ui.horizontal(|ui| {
                        if ui
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
                            start = Some((l, true));
                        }
                        if ui.button(tr(lang, "learn.try_again")).clicked() {
                            start = Some((l, false));
                        }
                        if ui.button(tr(lang, "learn.all_lessons")).clicked() {
                            leave = true;
                        }
                    });
                    if run.hint {
                        ui.group(|ui| spans_ui(ui, &markup(&l.text.hint), &mut term, lang));
                    }
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
                            spans_ui(ui, &markup(&l.text.success), &mut term, lang);
                        }
                        Some(Verdict::Failure) => {
                            ui.separator();
                            ui.colored_label(
                                egui::Color32::from_rgb(255, 140, 110),
                                egui::RichText::new(tr(lang, "learn.verdict.failure")).strong(),
                            );
                            spans_ui(ui, &markup(&l.text.failure), &mut term, lang);
                        }
                        Some(Verdict::GoOn) if run.attempt.opponent_to_move() => {
                            ui.weak(tr(lang, "learn.opponent_thinking"));
                        }
                        _ => {}
                    }
                    // The player's last move, explained from its rules trace.
                    let me = l.learner();
                    if let Some(p) = run
                        .attempt
                        .played
                        .iter()
                        .rev()
                        .find(|p| p.before.to_move() == me)
                    {
                        ui.separator();
                        ui.label(egui::RichText::new(tr(lang, "learn.your_move")).strong());
                        let e =
                            crate::game::explain::explain(lang, &p.before, &p.successor, &p.trace);
                        egui::ScrollArea::vertical()
                            .id_salt("lesson_explain")
                            .max_height(260.0)
                            .show(ui, |ui| explanation_ui(ui, &e, &mut term, lang));
                    }
                    if let Some(next) = course(lang).iter().skip_while(|x| x.id() != l.id()).nth(1)
                        && run.attempt.verdict() == Some(Verdict::Success)
                        && ui
                            .button(fill(lang, "learn.next", &[("title", &next.text.title)]))
                            .clicked()
                    {
                        start = Some((next, false));
                    }
                }
            });
        if !open {
            state.learn = false;
        }
        if leave {
            learn.run = None;
        }
        if let Some((lesson, demo)) = start {
            begin_lesson(
                lesson,
                demo,
                &mut game,
                &mut progress,
                &mut choreo,
                &mut notice,
                learn,
                lang,
            );
        }
    }

    if state.explain {
        let mut open = true;
        // The move that led to the position on the board (the one picked in the history,
        // or the last one played).
        let at = game.viewing.unwrap_or(game.session.index());
        egui::Window::new(tr(lang, "learn.window.explain"))
            .id(egui::Id::new("explain_window"))
            .open(&mut open)
            .default_pos(egui::pos2(PANEL_WIDTH + 20.0, 10.0))
            .default_width(400.0)
            .show(&ctx, |ui| {
                if at == 0 {
                    ui.label(tr(lang, "learn.explain.no_move"));
                    return;
                }
                let m = &game.session.history()[at - 1];
                ui.weak(fill(
                    lang,
                    "learn.explain.move",
                    &[
                        ("n", &at.to_string()),
                        ("side", words::side(lang, m.side())),
                    ],
                ));
                match explain_move(lang, &m.before, &m.successor.mv) {
                    Ok(e) => {
                        egui::ScrollArea::vertical()
                            .max_height(360.0)
                            .show(ui, |ui| explanation_ui(ui, &e, &mut term, lang));
                    }
                    Err(e) => {
                        ui.label(words::illegal(lang, &e));
                    }
                }
            });
        if !open {
            state.explain = false;
        }
    }

    if state.rules {
        let mut open = true;
        let variant = *learn
            .rules_variant
            .get_or_insert(game.session.rules().variant);
        let mut chosen = variant;
        egui::Window::new(tr(lang, "learn.window.rules"))
            .id(egui::Id::new("rules_window"))
            .open(&mut open)
            .default_pos(egui::pos2(PANEL_WIDTH + 20.0, 40.0))
            .default_width(420.0)
            .show(&ctx, |ui| {
                ui.horizontal(|ui| {
                    for v in Variant::ALL {
                        ui.radio_value(&mut chosen, v, v.name());
                    }
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(520.0)
                    .show(ui, |ui| {
                        for s in rulebook::sections_for(lang, variant) {
                            egui::CollapsingHeader::new(&s.title)
                                .id_salt(("rules", &s.id, variant.json()))
                                .show(ui, |ui| {
                                    spans_ui(ui, &markup(&s.text), &mut term, lang);
                                    if !s.rule_ids.is_empty() {
                                        ui.weak(fill(
                                            lang,
                                            "learn.rules_ref",
                                            &[("ids", &s.rule_ids.join(", "))],
                                        ));
                                    }
                                    if let Some(d) = &s.diagram {
                                        let rules = crate::rules::Rules::new(
                                            s.variants[0],
                                            crate::rules::Preset::MancalaWorld,
                                        );
                                        if let Some(pos) =
                                            rules.ok().and_then(|r| d.setup.position(r).ok())
                                        {
                                            let arrow = d.arrow.as_deref();
                                            super::diagram::board_diagram(ui, &pos, arrow, lang);
                                            if let Some(mv) = &d.arrow {
                                                ui.weak(fill(
                                                    lang,
                                                    "learn.move_shown",
                                                    &[("move", mv)],
                                                ));
                                            }
                                            super::diagram::legend(ui, &pos, arrow, lang);
                                        }
                                    }
                                });
                        }
                        ui.separator();
                        egui::CollapsingHeader::new(tr(lang, "learn.glossary"))
                            .id_salt("glossary")
                            .show(ui, |ui| {
                                for (key, t) in rulebook::glossary(lang) {
                                    ui.horizontal_wrapped(|ui| {
                                        if ui.link(egui::RichText::new(&t.word).strong()).clicked()
                                        {
                                            term = Some(key.clone());
                                        }
                                        ui.weak(format!("({})", t.literal));
                                    });
                                }
                            });
                    });
            });
        learn.rules_variant = Some(chosen);
        if !open {
            state.rules = false;
        }
    }

    if let Some(key) = term.clone() {
        let mut open = true;
        let mut next = None;
        egui::Window::new(tr(lang, "learn.window.glossary"))
            .id(egui::Id::new("glossary_entry"))
            .open(&mut open)
            .collapsible(false)
            .default_pos(egui::pos2((right - 740.0).max(PANEL_WIDTH + 20.0), 300.0))
            .default_width(320.0)
            .show(&ctx, |ui| match rulebook::term(lang, &key) {
                Some(t) => {
                    ui.label(egui::RichText::new(&t.word).size(18.0).strong());
                    ui.weak(fill(lang, "learn.literally", &[("literal", &t.literal)]));
                    let mut link = None;
                    spans_ui(ui, &markup(&t.meaning), &mut link, lang);
                    next = link;
                }
                None => {
                    ui.label(fill(lang, "learn.not_in_glossary", &[("term", &key)]));
                }
            });
        term = if !open { None } else { next.or(Some(key)) };
    }
    learn.term = term;
    Ok(())
}
