//! The analysis board's window: the tree of variations as the history writes moves (the main
//! line, branches indented below the move they leave), each move a click away; promote,
//! delete and rename a line from its move's menu; the engine's three best lines of the node
//! shown with their expected result on the coach's scale (a forced result told as such),
//! each line played into the tree at a click; the best move drawn on the board as an arrow.
//! Keys: Ctrl+Left / Right step back and on, Ctrl+Up / Down change branch, Ctrl+Home / End
//! go to the start / the end of the line, Ctrl+Z takes back the last move.
use super::editor::EditorPage;
use crate::app::play::Language;
use crate::app::play::analysis::board::{Analysing, AnalysisCommand, AnalysisRun};
use crate::app::play::analysis::editor::{Editing, EditorCommand};
use crate::app::play::coach::review::{CoachArrows, arrow_of};
use crate::app::play::pointing::Pointing;
use crate::app::ui::PANEL_WIDTH;
use crate::app::ui::play::clipboard::Clipboard;
use crate::game::teach::analysis::lines::{EngineLine, Lines};
use crate::game::teach::analysis::variations::{HistoryRow, NodeId, Tree};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names::numbered_ply;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The window's own state: the name being typed for a line.
#[derive(Resource, Default)]
pub struct AnalysisWindow {
    naming: Option<(NodeId, String)>,
    editor: EditorPage,
}

pub(in crate::app::ui) fn plugin(app: &mut App) {
    app.init_resource::<AnalysisWindow>()
        .add_systems(EguiPrimaryContextPass, window);
}

/// The panel's button: opens the board on the position shown (or closes it).
pub fn button(
    ui: &mut egui::Ui,
    analysing: &Analysing,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    let open = analysing.run.is_some();
    if ui
        .selectable_label(open, tr(lang, "analysis.button"))
        .on_hover_text(tr(lang, "analysis.button_hover"))
        .clicked()
    {
        out.write(if open {
            AnalysisCommand::Close
        } else {
            AnalysisCommand::Open
        });
    }
}

fn window(
    mut contexts: EguiContexts,
    mut w: ResMut<AnalysisWindow>,
    analysing: Res<Analysing>,
    mut out: MessageWriter<AnalysisCommand>,
    mut arrows: ResMut<CoachArrows>,
    keys: Res<ButtonInput<KeyCode>>,
    lang: Res<Language>,
    (editing, mut edit, clipboard): (Res<Editing>, MessageWriter<EditorCommand>, Res<Clipboard>),
    (pointing, mouse): (Res<Pointing>, Res<ButtonInput<MouseButton>>),
) -> Result {
    let lang = lang.0;
    let Some(run) = &analysing.run else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    if editing.open() {
        // A right click on a pit takes a seed away (not over a window).
        if mouse.just_pressed(MouseButton::Right)
            && !ctx.is_pointer_over_egui()
            && let Some(pit) = pointing.hover
        {
            edit.write(EditorCommand::Take(pit));
        }
        if *arrows != CoachArrows::default() {
            *arrows = CoachArrows::default();
        }
        editor_window(&ctx, &editing, &mut w, (&mut edit, &clipboard), lang);
        return Ok(());
    }
    if !ctx.egui_wants_keyboard_input() {
        walk_keys(&keys, &mut out);
    }
    // The best move's arrow, from its pit to the first pit it sows.
    let pos = run.position();
    let want = CoachArrows {
        played: None,
        better: run
            .lines
            .as_ref()
            .and_then(|l| l.lines.first())
            .and_then(|l| arrow_of(&pos, &l.mv)),
    };
    if *arrows != want {
        *arrows = want;
    }
    let mut open = true;
    let screen = ctx.viewport_rect();
    // Below the board, as the Learn window: the pits stay in sight (the board refits above
    // it). In the bottom right corner, so that it opens beside the Practice window (which
    // keeps the bottom left), not on it.
    egui::Window::new(tr(lang, "analysis.window"))
        .id(egui::Id::new("analysis_window"))
        .open(&mut open)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .default_pos(egui::pos2(screen.right() - 12.0, screen.bottom() - 12.0))
        .default_width((screen.width() - PANEL_WIDTH - 510.0).clamp(380.0, 640.0))
        .max_height((screen.height() * 0.42).max(240.0))
        .resizable(true)
        .show(&ctx, |ui| {
            steps(ui, run, &mut out, lang);
            if ui
                .button(tr(lang, "analysis.editor.begin"))
                .on_hover_text(tr(lang, "analysis.editor.begin_hover"))
                .clicked()
            {
                edit.write(EditorCommand::Begin(run.position()));
            }
            if let Some(r) = &run.refusal {
                ui.colored_label(egui::Color32::from_rgb(240, 150, 60), r);
            }
            ui.separator();
            // Room for the header and three lines whether they are there yet or not: the
            // window keeps its height, and its buttons stay under the pointer.
            ui.vertical(|ui| {
                ui.set_min_height(LINES_ROOM);
                engine_ui(ui, run, &mut out, lang);
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height((screen.height() * 0.16).clamp(60.0, 130.0))
                .auto_shrink([false, false])
                .id_salt("analysis_tree")
                .show(ui, |ui| {
                    tree_ui(ui, &run.tree, run.at, &mut w, &mut out, lang)
                });
            // The keys on hover: four lines of them took a small window's height.
            ui.weak(tr(lang, "analysis.keys_short"))
                .on_hover_text(tr(lang, "analysis.keys"));
        });
    if !open {
        out.write(AnalysisCommand::Close);
    }
    // The engine's lines grow while the window shows them: a frame when one arrives (the
    // thread knocks), and now and then for the clock of "thinking".
    if run.thinking() {
        crate::app::ui::play::context::wake_within(&ctx, std::time::Duration::from_millis(500));
    }
    Ok(())
}

/// The height kept for the engine's heading and lines (egui points).
const LINES_ROOM: f32 = 100.0;

/// The window while the editor is open.
fn editor_window(
    ctx: &egui::Context,
    editing: &Editing,
    w: &mut AnalysisWindow,
    (edit, clipboard): (&mut MessageWriter<EditorCommand>, &Clipboard),
    lang: Lang,
) {
    let mut open = true;
    let screen = ctx.viewport_rect();
    // Its own place (the analysis window's height differs), below the board's right half as
    // the analysis window: the board refits above it.
    egui::Window::new(tr(lang, "analysis.window"))
        .id(egui::Id::new("analysis_editor_window"))
        .open(&mut open)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .default_pos(egui::pos2(screen.right() - 12.0, screen.bottom() - 12.0))
        .show(ctx, |ui| {
            super::editor::page(ui, editing, &mut w.editor, (edit, clipboard), lang)
        });
    if !open {
        edit.write(EditorCommand::Cancel);
    }
}

fn walk_keys(keys: &ButtonInput<KeyCode>, out: &mut MessageWriter<AnalysisCommand>) {
    if !keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let asked = [
        (KeyCode::ArrowLeft, AnalysisCommand::Back),
        (KeyCode::ArrowRight, AnalysisCommand::Forward),
        (KeyCode::ArrowUp, AnalysisCommand::PreviousBranch),
        (KeyCode::ArrowDown, AnalysisCommand::NextBranch),
        (KeyCode::Home, AnalysisCommand::First),
        (KeyCode::End, AnalysisCommand::Last),
        (KeyCode::KeyZ, AnalysisCommand::Undo),
    ];
    for (key, c) in asked {
        if keys.just_pressed(key) {
            out.write(c);
        }
    }
}

/// The buttons that walk the tree, and the way back to the game.
fn steps(
    ui: &mut egui::Ui,
    run: &AnalysisRun,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    let t = &run.tree;
    ui.horizontal_wrapped(|ui| {
        let mut step =
            |ui: &mut egui::Ui, label: &str, hover: &str, can: bool, c: AnalysisCommand| {
                if ui
                    .add_enabled(can, egui::Button::new(label))
                    .on_hover_text(tr(lang, hover))
                    .clicked()
                {
                    out.write(c);
                }
            };
        let back = t.parent(run.at).is_some();
        let on = t.next(run.at).is_some();
        step(ui, "|<", "analysis.first", back, AnalysisCommand::First);
        step(ui, "<", "analysis.back", back, AnalysisCommand::Back);
        step(ui, ">", "analysis.forward", on, AnalysisCommand::Forward);
        step(ui, ">|", "analysis.last", on, AnalysisCommand::Last);
        let up = t.previous_sibling(run.at).is_some();
        let down = t.next_sibling(run.at).is_some();
        step(
            ui,
            "⬆",
            "analysis.previous_branch",
            up,
            AnalysisCommand::PreviousBranch,
        );
        step(
            ui,
            "⬇",
            "analysis.next_branch",
            down,
            AnalysisCommand::NextBranch,
        );
        if ui
            .add_enabled(
                !run.deletions.is_empty(),
                egui::Button::new(tr(lang, "analysis.undo")),
            )
            .on_hover_text(tr(lang, "analysis.undo_hover"))
            .clicked()
        {
            out.write(AnalysisCommand::Undo);
        }
        if ui.button(tr(lang, "analysis.close")).clicked() {
            out.write(AnalysisCommand::Close);
        }
    });
}

/// The engine's lines of the node shown, best first.
fn engine_ui(
    ui: &mut egui::Ui,
    run: &AnalysisRun,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    let pos = run.position();
    if let Some(o) = pos.outcome() {
        let key = match o.winner {
            crate::rules::Side::South => "analysis.won_south",
            crate::rules::Side::North => "analysis.won_north",
        };
        ui.label(egui::RichText::new(tr(lang, key)).strong());
        return;
    }
    let Some(lines) = &run.lines else {
        ui.weak(tr(lang, "analysis.thinking"));
        return;
    };
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr(lang, "analysis.engine")).strong());
        let depth = fill(
            lang,
            if run.thinking() {
                "analysis.depth_thinking"
            } else {
                "analysis.depth"
            },
            &[("depth", &lines.depth.to_string())],
        );
        ui.weak(depth);
    });
    let ply0 = ply_of(&run.tree, run.at);
    for (k, l) in lines.lines.iter().enumerate() {
        if line_row(ui, &run.tree, l, ply0, lines, lang) {
            out.write(AnalysisCommand::PlayLine(k));
        }
    }
}

/// One engine line: its result and moves; true when clicked (to be played into the tree).
fn line_row(
    ui: &mut egui::Ui,
    tree: &Tree,
    l: &EngineLine,
    ply0: usize,
    _lines: &Lines,
    lang: Lang,
) -> bool {
    let first = tree.root().to_move();
    // A forced result says who wins and in how many moves; any other line its value in
    // seeds beside its expected result, so lines stay apart where the results saturate.
    let result = match l.forced {
        Some(f) => f.text(lang),
        None => fill(
            lang,
            "analysis.expected",
            &[
                ("value", &l.seeds()),
                ("percent", &format!("{:.0}", l.expected * 100.0)),
            ],
        ),
    };
    let moves: Vec<String> = l
        .line
        .iter()
        .take(8)
        .enumerate()
        .map(|(i, m)| numbered_ply(ply0 + i, first, m))
        .collect();
    let more = if l.line.len() > 8 { " …" } else { "" };
    // The result is a whole sentence; its full stop gives way to the colon before the line.
    let text = format!(
        "{}:  {}{more}",
        result.trim_end_matches('.'),
        moves.join("  ")
    );
    let colour = if l.forced.is_some() {
        egui::Color32::from_rgb(240, 210, 120)
    } else {
        ui.visuals().text_color()
    };
    ui.add(egui::Button::new(egui::RichText::new(text).color(colour)).wrap())
        .on_hover_text(tr(
            lang,
            if l.forced.is_some() {
                "analysis.play_line"
            } else {
                "analysis.expected_hover"
            },
        ))
        .clicked()
}

/// How many moves lead to `id` from the root.
fn ply_of(tree: &Tree, id: NodeId) -> usize {
    tree.path(id).len()
}

/// The tree as the history writes it (`Tree::rows`): the main line, each branch indented
/// below the move it replaces; a move is a click to go there, its menu promotes, deletes or
/// names its line.
fn tree_ui(
    ui: &mut egui::Ui,
    tree: &Tree,
    at: NodeId,
    w: &mut AnalysisWindow,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    let rows = tree.rows(at, 0, tree.root().to_move());
    if rows.is_empty() {
        ui.weak(tr(lang, "analysis.empty"));
        return;
    }
    // Runs of moves on one row: a new row where a branch opens or one ends.
    let mut runs: Vec<&[HistoryRow]> = Vec::new();
    let mut from = 0;
    for i in 1..=rows.len() {
        if i == rows.len() || rows[i].starts_branch || rows[i].depth != rows[i - 1].depth {
            runs.push(&rows[from..i]);
            from = i;
        }
    }
    for run in runs {
        let depth = run[0].depth;
        ui.horizontal_wrapped(|ui| {
            ui.add_space(18.0 * depth as f32);
            for r in run {
                if let Some(name) = &r.name {
                    ui.label(egui::RichText::new(format!("[{name}]")).italics());
                }
                let resp = ui.selectable_label(r.current, &r.text);
                if resp.clicked() {
                    out.write(AnalysisCommand::Go(r.node));
                }
                resp.context_menu(|ui| node_menu(ui, r.node, w, out, lang));
            }
        });
        naming_field(ui, run, depth, w, out, lang);
    }
}

/// The field where a line's name is typed, below the row of its first move.
fn naming_field(
    ui: &mut egui::Ui,
    run: &[HistoryRow],
    depth: usize,
    w: &mut AnalysisWindow,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    let Some((id, name)) = &mut w.naming else {
        return;
    };
    if !run.iter().any(|r| r.node == *id) {
        return;
    }
    let id = *id;
    let mut done = false;
    ui.horizontal(|ui| {
        ui.add_space(18.0 * depth as f32);
        let r = ui.text_edit_singleline(name);
        if r.lost_focus() || ui.button(tr(lang, "analysis.name_done")).clicked() {
            done = true;
        }
    });
    if done {
        out.write(AnalysisCommand::Rename(id, name.clone()));
        w.naming = None;
    }
}

fn node_menu(
    ui: &mut egui::Ui,
    id: NodeId,
    w: &mut AnalysisWindow,
    out: &mut MessageWriter<AnalysisCommand>,
    lang: Lang,
) {
    if ui.button(tr(lang, "analysis.promote")).clicked() {
        out.write(AnalysisCommand::Promote(id));
        ui.close();
    }
    if ui.button(tr(lang, "analysis.delete")).clicked() {
        out.write(AnalysisCommand::Delete(id));
        ui.close();
    }
    if ui.button(tr(lang, "analysis.rename")).clicked() {
        w.naming = Some((id, String::new()));
        ui.close();
    }
}
