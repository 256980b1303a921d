//! Learn Bao inside the game (issue 9): the Learn window (the course, a lesson's goal, hint,
//! "show me" and the result explained), the Rules window (short sections per variant with
//! their diagrams, and the glossary), and the explanation of a move of the history.
//!
//! The lessons, rules and explanations are pure data and code in `game::lessons`,
//! `game::rulebook` and `game::explain`; this module only shows them and puts a lesson's
//! position on the real board. A lesson is played as a game from its position: the player
//! moves with the usual clicks, the opponent (if the lesson has one) is the computer at the
//! lesson's level, and every move that enters the history is judged by the rules engine.
use super::animation::Choreo;
use super::panel::{PANEL_WIDTH, PanelState};
use super::persistence::Persist;
use super::turn::{Game, MoveInProgress, Notice};
use crate::ai::Level;
use crate::game::explain::{Explanation, explain_move};
use crate::game::i18n::Lang;
use crate::game::lessons::{Attempt, Lesson, Verdict, course};
use crate::game::rulebook::{self, Span, markup};
use crate::game::session::{Player, Session};
use crate::rules::{Pit, Position, Side, Variant, parse_move, play_traced};
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
pub fn buttons(ui: &mut egui::Ui, state: &mut PanelState) {
    if ui
        .selectable_label(state.learn, "Learn")
        .on_hover_text("Lessons on the board, from the first sowing")
        .clicked()
    {
        state.learn = !state.learn;
    }
    if ui
        .selectable_label(state.rules, "Rules")
        .on_hover_text("The rules in short sections, and the glossary")
        .clicked()
    {
        state.rules = !state.rules;
    }
    if ui
        .selectable_label(state.explain, "Explain")
        .on_hover_text("What the last move (or the one picked in the history) did")
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
        Player::Human => me.opponent().name().to_string(),
    };
    let (a, b) = (
        fresh.matchplay.player_at(me),
        fresh.matchplay.player_at(me.opponent()),
    );
    fresh.matchplay.names[a] = "You".into();
    fresh.matchplay.names[b] = them;
    fresh.generation = generation;
    *game = fresh;
    *progress = MoveInProgress::default();
    choreo.reset(lesson.start);
    notice.0 = None;
}

/// Starts `lesson` on the board (`demo`: "show me", the solution played with the animation)
/// and follows it in `learn`.
pub fn begin_lesson(
    lesson: &'static Lesson,
    demo: bool,
    game: &mut Game,
    progress: &mut MoveInProgress,
    choreo: &mut Choreo,
    notice: &mut Notice,
    learn: &mut Learn,
) {
    start_lesson(lesson, demo, game, progress, choreo, notice);
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
fn spans_ui(ui: &mut egui::Ui, spans: &[Span], term: &mut Option<String>) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for s in spans {
            match &s.term {
                Some(key) => {
                    if ui
                        .link(&s.text)
                        .on_hover_text("Open the glossary entry")
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

fn explanation_ui(ui: &mut egui::Ui, e: &Explanation, term: &mut Option<String>) {
    ui.label(egui::RichText::new(&e.notation).monospace().strong());
    for s in &e.sentences {
        let mut spans = s.spans.clone();
        if let Some(r) = s.rule {
            spans.push(Span {
                text: format!("  ({r})"),
                term: None,
            });
        }
        spans_ui(ui, &spans, term);
    }
}

/// A small picture of a position: the four rows as numbers, as RULES.md draws them.
fn diagram_ui(ui: &mut egui::Ui, id: &str, pos: &Position) {
    egui::Grid::new(("diagram", id))
        .spacing([6.0, 2.0])
        .show(ui, |ui| {
            let rows: [(char, Vec<Pit>); 4] = [
                (
                    'b',
                    (1..=8).rev().map(|n| Pit::back(Side::North, n)).collect(),
                ),
                (
                    'a',
                    (1..=8).rev().map(|n| Pit::front(Side::North, n)).collect(),
                ),
                ('A', (1..=8).map(|n| Pit::front(Side::South, n)).collect()),
                ('B', (1..=8).map(|n| Pit::back(Side::South, n)).collect()),
            ];
            for (letter, pits) in rows {
                ui.weak(letter.to_string());
                for p in pits {
                    let n = pos.seeds(p);
                    let mut t = egui::RichText::new(format!("{n:>2}")).monospace();
                    if p.is_house() && pos.house_owned(p.side) {
                        t = t.strong().color(egui::Color32::from_rgb(250, 210, 120));
                    }
                    ui.label(t).on_hover_text(p.label());
                }
                ui.end_row();
            }
        });
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
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // The windows open right of the board's centre, where the board is least covered.
    let right = ctx.viewport_rect().right();
    let lang = Lang::English;
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
        egui::Window::new("Learn")
            .open(&mut open)
            .default_pos(egui::pos2((right - 400.0).max(PANEL_WIDTH + 20.0), 10.0))
            .default_width(380.0)
            .resizable(true)
            .show(&ctx, |ui| match learn.run.as_mut() {
                None => {
                    let all = course(lang);
                    let n_done = all.iter().filter(|l| is_done(l.id())).count();
                    ui.label(format!(
                        "{} short lessons on the real board. Done: {n_done} of {}.",
                        all.len(),
                        all.len()
                    ));
                    egui::ScrollArea::vertical()
                        .max_height(420.0)
                        .show(ui, |ui| {
                            let mut last = None;
                            for (k, l) in all.iter().enumerate() {
                                let group = if l.data.opponent.is_some() {
                                    "Play against Mwanzo".to_string()
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
                    let l = run.lesson;
                    ui.label(egui::RichText::new(&l.text.title).size(18.0).strong());
                    ui.weak(format!(
                        "{} · you play {}{}",
                        l.rules.label(),
                        l.learner().name(),
                        match l.data.opponent.and_then(Level::from_number) {
                            Some(level) => format!(" against {}", level.name()),
                            None => String::new(),
                        }
                    ));
                    ui.separator();
                    spans_ui(ui, &markup(&l.text.goal), &mut term);
                    ui.add_space(4.0);
                    ui.horizontal(|ui| {
                        if ui.selectable_label(run.hint, "Hint").clicked() {
                            run.hint = !run.hint;
                        }
                        if ui
                            .button("Show me")
                            .on_hover_text("Play the solution on the board")
                            .clicked()
                        {
                            start = Some((l, true));
                        }
                        if ui.button("Try again").clicked() {
                            start = Some((l, false));
                        }
                        if ui.button("All lessons").clicked() {
                            leave = true;
                        }
                    });
                    if run.hint {
                        ui.group(|ui| spans_ui(ui, &markup(&l.text.hint), &mut term));
                    }
                    match run.attempt.verdict() {
                        Some(Verdict::Success) => {
                            ui.separator();
                            ui.colored_label(
                                egui::Color32::LIGHT_GREEN,
                                egui::RichText::new(if run.showing {
                                    "The solution"
                                } else {
                                    "Well done!"
                                })
                                .strong(),
                            );
                            spans_ui(ui, &markup(&l.text.success), &mut term);
                        }
                        Some(Verdict::Failure) => {
                            ui.separator();
                            ui.colored_label(
                                egui::Color32::from_rgb(255, 140, 110),
                                egui::RichText::new("Not this time").strong(),
                            );
                            spans_ui(ui, &markup(&l.text.failure), &mut term);
                        }
                        Some(Verdict::GoOn) if run.attempt.opponent_to_move() => {
                            ui.weak("The opponent is thinking...");
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
                        ui.label(egui::RichText::new("What your move did").strong());
                        let e = crate::game::explain::explain(&p.before, &p.successor, &p.trace);
                        egui::ScrollArea::vertical()
                            .id_salt("lesson_explain")
                            .max_height(260.0)
                            .show(ui, |ui| explanation_ui(ui, &e, &mut term));
                    }
                    if let Some(next) = course(lang).iter().skip_while(|x| x.id() != l.id()).nth(1)
                        && run.attempt.verdict() == Some(Verdict::Success)
                        && ui.button(format!("Next: {}", next.text.title)).clicked()
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
            );
        }
    }

    if state.explain {
        let mut open = true;
        // The move that led to the position on the board (the one picked in the history,
        // or the last one played).
        let at = game.viewing.unwrap_or(game.session.index());
        egui::Window::new("Move explained")
            .open(&mut open)
            .default_pos(egui::pos2(PANEL_WIDTH + 20.0, 10.0))
            .default_width(400.0)
            .show(&ctx, |ui| {
                if at == 0 {
                    ui.label("No move yet. Pick a move in the history to see what it did.");
                    return;
                }
                let m = &game.session.history()[at - 1];
                ui.weak(format!("Move {at}, {}", m.side().name()));
                match explain_move(&m.before, &m.successor.mv) {
                    Ok(e) => {
                        egui::ScrollArea::vertical()
                            .max_height(360.0)
                            .show(ui, |ui| explanation_ui(ui, &e, &mut term));
                    }
                    Err(e) => {
                        ui.label(e.to_string());
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
        egui::Window::new("Rules")
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
                                    spans_ui(ui, &markup(&s.text), &mut term);
                                    if !s.rule_ids.is_empty() {
                                        ui.weak(format!("RULES.md: {}", s.rule_ids.join(", ")));
                                    }
                                    if let Some(d) = &s.diagram {
                                        let rules = crate::rules::Rules::new(
                                            s.variants[0],
                                            crate::rules::Preset::MancalaWorld,
                                        );
                                        if let Some(pos) =
                                            rules.ok().and_then(|r| d.setup.position(r).ok())
                                        {
                                            diagram_ui(ui, &s.id, &pos);
                                            if let Some(mv) = &d.arrow {
                                                ui.weak(format!("The move shown: {mv}"));
                                            }
                                        }
                                    }
                                });
                        }
                        ui.separator();
                        egui::CollapsingHeader::new("Glossary").show(ui, |ui| {
                            for (key, t) in rulebook::glossary(lang) {
                                ui.horizontal_wrapped(|ui| {
                                    if ui.link(egui::RichText::new(&t.word).strong()).clicked() {
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
        egui::Window::new("Glossary")
            .id(egui::Id::new("glossary_entry"))
            .open(&mut open)
            .collapsible(false)
            .default_pos(egui::pos2((right - 740.0).max(PANEL_WIDTH + 20.0), 300.0))
            .default_width(320.0)
            .show(&ctx, |ui| match rulebook::term(lang, &key) {
                Some(t) => {
                    ui.label(egui::RichText::new(&t.word).size(18.0).strong());
                    ui.weak(format!("literally: {}", t.literal));
                    let mut link = None;
                    spans_ui(ui, &markup(&t.meaning), &mut link);
                    next = link;
                }
                None => {
                    ui.label(format!("'{key}' is not in the glossary."));
                }
            });
        term = if !open { None } else { next.or(Some(key)) };
    }
    learn.term = term;
    Ok(())
}
