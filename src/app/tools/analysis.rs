//! `--analysis STEPS`: the analysis board driven step by step, for window tests and
//! pictures. Steps, separated by `;`: `at:MOVE` opens the board on the game at that move
//! of its history (as the history numbers it: `5...`), `coach:MOVE` opens the coach's line
//! of that reviewed move, a move in notation is played into the tree, `back`, `forward`,
//! `first`, `end`, `up`, `down`, `undo`, `promote`, `delete`, `line:K` (the engine's line
//! K, once the engine has one), `edit` (the position editor on the position shown),
//! `add:PIT` / `take:PIT` (a seed, in the editor), `check` (the editor's "Analyse"), `copy` /
//! `paste` (the editor's position through the desktop's clipboard),
//! `close` (the game back, its tree with it), `save:PATH` (the
//! game saved there), `log` (the tree and the node shown, written to the log). A step waits
//! for the seeds of the one before to settle.
use crate::app::play::analysis::board::{Analysing, AnalysisCommand};
use crate::app::play::analysis::editor::{Editing, EditorCommand};
use crate::app::play::choreo::Choreo;
use crate::app::play::turn::Game;
use crate::app::ui::play::clipboard::Clipboard;
use crate::game::words::names::{parse_numbered, ply_of};
use bevy::prelude::*;

#[derive(Resource)]
struct Steps(std::collections::VecDeque<String>);

/// Checks the steps (unknown ones are refused before the window opens).
pub fn parse(v: &str) -> Result<Vec<String>, String> {
    let steps: Vec<String> = v
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    for s in &steps {
        let (word, arg) = s.split_once(':').unwrap_or((s, ""));
        let known = match word {
            "at" | "coach" => parse_numbered(arg).is_some(),
            "line" => arg.parse::<usize>().is_ok(),
            "add" | "take" => crate::rules::Pit::parse(arg).is_some(),
            "edit" | "check" | "copy" | "paste" => arg.is_empty(),
            "save" => !arg.is_empty(),
            "back" | "forward" | "first" | "end" | "up" | "down" | "undo" | "promote"
            | "delete" | "close" | "log" | "lines" => arg.is_empty(),
            // A move: its legality is the tree's to judge, where it is played.
            _ => {
                !s.contains(':')
                    && s.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "<>*#".contains(c))
            }
        };
        if !known {
            return Err(format!(
                "--analysis: '{s}' is not a step (bao --help lists them)"
            ));
        }
    }
    Ok(steps)
}

pub fn plugin(steps: Vec<String>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Steps(steps.clone().into()))
            .add_systems(Update, step);
    }
}

fn step(
    mut steps: ResMut<Steps>,
    analysing: Res<Analysing>,
    choreo: Res<Choreo>,
    game: Res<Game>,
    mut out: MessageWriter<AnalysisCommand>,
    mut wait: Local<u32>,
    (mut edit, editing, clipboard): (MessageWriter<EditorCommand>, Res<Editing>, Res<Clipboard>),
) {
    // A frame between steps: a command sent is applied before the next is read.
    if choreo.busy() || *wait > 0 {
        *wait = wait.saturating_sub(1);
        return;
    }
    let Some(s) = steps.0.front().cloned() else {
        return;
    };
    let (word, arg) = s.split_once(':').unwrap_or((&s, ""));
    let first = game.session.start().to_move();
    let ply = || parse_numbered(arg).and_then(|(row, side)| ply_of(row, side, first));
    let c = match word {
        "at" => ply().map(|ply| AnalysisCommand::OpenLine {
            ply,
            line: Vec::new(),
        }),
        "coach" => ply().map(|ply| AnalysisCommand::OpenLine {
            ply,
            line: game
                .review
                .as_ref()
                .and_then(|r| r.moves.get(ply))
                .map(|m| m.best_line.clone())
                .unwrap_or_default(),
        }),
        "back" => Some(AnalysisCommand::Back),
        "forward" => Some(AnalysisCommand::Forward),
        "first" => Some(AnalysisCommand::First),
        "end" => Some(AnalysisCommand::Last),
        "up" => Some(AnalysisCommand::PreviousBranch),
        "down" => Some(AnalysisCommand::NextBranch),
        "undo" => Some(AnalysisCommand::Undo),
        "promote" => analysing
            .run
            .as_ref()
            .map(|r| AnalysisCommand::Promote(r.at)),
        "delete" => analysing
            .run
            .as_ref()
            .map(|r| AnalysisCommand::Delete(r.at)),
        "close" => Some(AnalysisCommand::Close),
        "lines" => {
            if !tell_lines(&analysing) {
                return;
            }
            None
        }
        "line" => {
            // Waits for the engine's first lines.
            if analysing.run.as_ref().is_none_or(|r| r.lines.is_none()) {
                return;
            }
            arg.parse().ok().map(AnalysisCommand::PlayLine)
        }
        "save" => {
            save(&game, arg);
            None
        }
        "copy" | "paste" => {
            clipboard_step(word, &editing, &clipboard, &mut edit);
            None
        }
        "edit" | "add" | "take" | "check" => {
            let pit = crate::rules::Pit::parse(arg);
            edit.write(match (word, pit) {
                ("add", Some(p)) => EditorCommand::Add(p),
                ("take", Some(p)) => EditorCommand::Take(p),
                ("check", _) => EditorCommand::Analyse,
                _ => match &analysing.run {
                    Some(r) => EditorCommand::Begin(r.position()),
                    None => EditorCommand::Begin(game.position()),
                },
            });
            None
        }
        "log" => {
            log(&analysing, &game);
            if let Some(e) = &editing.editor {
                info!("analysis: the editor holds {}", e.to_json());
            }
            if let Some(r) = &editing.refused {
                info!(
                    "analysis: the editor refuses: {}",
                    r.text(crate::game::words::i18n::Lang::English)
                );
            }
            None
        }
        _ => Some(AnalysisCommand::PlayText(s.clone())),
    };
    if let Some(c) = c {
        out.write(c);
    }
    steps.0.pop_front();
    *wait = 2;
}

fn save(game: &Game, path: &str) {
    match game.to_saved() {
        Some(saved) => {
            match crate::game::records::files::save(std::path::Path::new(path), &saved) {
                Ok(()) => info!("analysis: the game is saved as {path}"),
                Err(e) => error!("analysis: the game is not saved as {path}: {e}"),
            }
        }
        None => error!("analysis: the game on the board is not one to save"),
    }
}

/// The tree's rows ("(" before a branch's first move), the node shown and its result.
/// `copy`: the editor's position onto the desktop's clipboard; `paste`: the clipboard's text
/// into the editor, as the window's buttons do.
fn clipboard_step(
    word: &str,
    editing: &Editing,
    clipboard: &Clipboard,
    edit: &mut MessageWriter<EditorCommand>,
) {
    if word == "copy" {
        let Some(e) = &editing.editor else { return };
        let json = e.to_json();
        match clipboard.copy(&json) {
            Ok(()) => info!("analysis: copied {} bytes to the clipboard", json.len()),
            Err(why) => warn!("analysis: the clipboard refused the copy: {why}"),
        }
        return;
    }
    match clipboard.paste() {
        Ok(text) => {
            info!("analysis: pasted {} bytes from the clipboard", text.len());
            edit.write(EditorCommand::Paste(text));
        }
        Err(why) => warn!("analysis: nothing pasted: {why}"),
    }
}

fn log(analysing: &Analysing, game: &Game) {
    let Some(run) = &analysing.run else {
        let branches = game.analysis.as_ref().map_or(0, |t| t.runs().len());
        info!("analysis: closed; the game's tree has {branches} lines");
        return;
    };
    let rows = run.tree.rows(run.at, 0, run.tree.root().to_move());
    let text: Vec<String> = rows
        .iter()
        .map(|r| {
            let open = if r.starts_branch { "(" } else { "" };
            let here = if r.current { " <here>" } else { "" };
            format!("{open}{}{here}", r.text)
        })
        .collect();
    let pos = run.position();
    let result = match pos.outcome() {
        Some(o) => format!("won by {:?}", o.winner),
        None => "not over".into(),
    };
    info!(
        "analysis: {} lines; rows: {}; shown: {result}",
        run.tree.runs().len(),
        text.join(" ")
    );
}

/// The `lines` step: once the engine's lines are 8 deep or deeper, they are told in the log
/// as the window writes their results; false while they are still to come.
fn tell_lines(analysing: &Analysing) -> bool {
    let Some(lines) = analysing
        .run
        .as_ref()
        .and_then(|r| r.lines.as_ref())
        .filter(|l| l.depth >= 8)
    else {
        return false;
    };
    let told: Vec<String> = lines
        .lines
        .iter()
        .map(|l| match l.forced {
            Some(f) => f.text(crate::game::words::i18n::Lang::English),
            None => format!("{} {:.0}%", l.seeds(), l.expected * 100.0),
        })
        .collect();
    info!(
        "analysis: engine lines at depth {}: {}",
        lines.depth,
        told.join(" | ")
    );
    true
}
