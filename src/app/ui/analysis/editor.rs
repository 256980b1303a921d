//! The position editor's page of the analysis board's window: seeds left to place, the pit
//! last clicked with its number to type, the reserves, the houses, the side to move, a
//! block, the game and its rules, a cleared board or the start, copy and paste as the
//! interchange JSON, and "Analyse" (the reason named when the position cannot arise).
//! On the board a click adds a seed, a right click takes one away.
use crate::app::play::analysis::editor::{Editing, EditorCommand};
use crate::app::ui::play::clipboard::Clipboard;
use crate::game::teach::analysis::editor::{Editor, MAX_RESERVE};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use crate::rules::{Pit, Preset, Side, Variant};
use bevy::prelude::*;
use bevy_egui::egui;

/// The editor page's own state: the text pasted, and what the clipboard last said.
#[derive(Default)]
pub struct EditorPage {
    pasted: String,
    clipboard_note: Option<String>,
}

pub fn page(
    ui: &mut egui::Ui,
    editing: &Editing,
    p: &mut EditorPage,
    (out, clipboard): (&mut MessageWriter<EditorCommand>, &Clipboard),
    lang: Lang,
) {
    let Some(e) = &editing.editor else { return };
    ui.label(egui::RichText::new(tr(lang, "analysis.editor.title")).strong());
    ui.weak(tr(lang, "analysis.editor.how"));
    ui.label(e.seeds_left_text(lang));
    pit_number(ui, e, editing.last, out, lang);
    game_and_turn(ui, e, out, lang);
    reserves_and_houses(ui, e, out, lang);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "analysis.editor.clear")).clicked() {
            out.write(EditorCommand::Clear);
        }
        if ui.button(tr(lang, "analysis.editor.start")).clicked() {
            out.write(EditorCommand::Start);
        }
        if ui.button(tr(lang, "analysis.editor.copy")).clicked() {
            p.clipboard_note = Some(copy(clipboard, &e.to_json(), lang));
        }
        if ui
            .button(tr(lang, "analysis.editor.paste_clipboard"))
            .clicked()
        {
            paste(clipboard, p, out, lang);
        }
    });
    if let Some(note) = &p.clipboard_note {
        ui.weak(note);
    }
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut p.pasted)
                .hint_text(tr(lang, "analysis.editor.paste_hint"))
                .desired_width(240.0),
        );
        // Ctrl+V in the field takes the desktop's clipboard (egui alone would type a "v").
        if field.has_focus() && ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::V)) {
            match clipboard.paste() {
                Ok(text) => p.pasted = text,
                Err(why) => p.clipboard_note = Some(clipboard_failed(lang, &why)),
            }
        }
        if ui
            .add_enabled(
                !p.pasted.trim().is_empty(),
                egui::Button::new(tr(lang, "analysis.editor.paste")),
            )
            .clicked()
        {
            out.write(EditorCommand::Paste(std::mem::take(&mut p.pasted)));
        }
    });
    if let Some(r) = &editing.refused {
        ui.colored_label(egui::Color32::from_rgb(240, 150, 60), r.text(lang));
    }
    ui.horizontal(|ui| {
        if ui
            .button(egui::RichText::new(tr(lang, "analysis.editor.analyse")).strong())
            .clicked()
        {
            out.write(EditorCommand::Analyse);
        }
        if ui.button(tr(lang, "analysis.editor.cancel")).clicked() {
            out.write(EditorCommand::Cancel);
        }
    });
}

/// The pit last clicked: its seeds, one more or less, or a number typed.
fn pit_number(
    ui: &mut egui::Ui,
    e: &Editor,
    last: Option<Pit>,
    out: &mut MessageWriter<EditorCommand>,
    lang: Lang,
) {
    let Some(pit) = last else {
        ui.weak(tr(lang, "analysis.editor.no_pit"));
        return;
    };
    ui.horizontal(|ui| {
        ui.label(fill(
            lang,
            "analysis.editor.pit",
            &[("pit", &pit.to_string())],
        ));
        let mut n = e.seeds(pit);
        if ui.add(egui::DragValue::new(&mut n).range(0..=64)).changed() {
            out.write(EditorCommand::Set(pit, n));
        }
        if ui.small_button("−").clicked() {
            out.write(EditorCommand::Take(pit));
        }
        if ui.small_button("+").clicked() {
            out.write(EditorCommand::Add(pit));
        }
    });
}

fn game_and_turn(
    ui: &mut egui::Ui,
    e: &Editor,
    out: &mut MessageWriter<EditorCommand>,
    lang: Lang,
) {
    let rules = e.rules();
    ui.horizontal_wrapped(|ui| {
        for v in Variant::ALL {
            if ui.radio(rules.variant == v, v.name()).clicked() && rules.variant != v {
                out.write(EditorCommand::Game(v));
            }
        }
    });
    if rules.variant == Variant::Kiswahili {
        ui.horizontal(|ui| {
            ui.label(tr(lang, "panel.form.rules"));
            for preset in [Preset::MancalaWorld, Preset::Tournament] {
                if ui
                    .radio(rules.preset == preset, names::preset(lang, preset))
                    .clicked()
                    && rules.preset != preset
                {
                    out.write(EditorCommand::Preset(preset));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr(lang, "analysis.editor.to_move"));
        for side in Side::BOTH {
            if ui
                .radio(e.to_move() == side, names::side(lang, side))
                .clicked()
                && e.to_move() != side
            {
                out.write(EditorCommand::ToMove(side));
            }
        }
    });
    if rules.variant != Variant::Kujifunza {
        let me = e.to_move();
        let label = |b: Option<Pit>| match b {
            Some(p) => p.to_string(),
            None => tr(lang, "analysis.editor.no_block").to_string(),
        };
        ui.horizontal(|ui| {
            ui.label(tr(lang, "analysis.editor.block"));
            egui::ComboBox::from_id_salt("editor_block")
                .selected_text(label(e.blocked()))
                .show_ui(ui, |ui| {
                    let choices =
                        std::iter::once(None).chain((1..=8).map(|n| Some(Pit::front(me, n))));
                    for b in choices {
                        if ui.selectable_label(e.blocked() == b, label(b)).clicked() {
                            out.write(EditorCommand::Block(b));
                        }
                    }
                });
        });
    }
}

fn reserves_and_houses(
    ui: &mut egui::Ui,
    e: &Editor,
    out: &mut MessageWriter<EditorCommand>,
    lang: Lang,
) {
    if e.rules().variant == Variant::Kujifunza {
        return;
    }
    for side in Side::BOTH {
        ui.horizontal(|ui| {
            ui.label(fill(
                lang,
                "analysis.editor.reserve",
                &[("side", names::side(lang, side))],
            ));
            let mut n = e.reserve(side);
            if ui
                .add(egui::DragValue::new(&mut n).range(0..=MAX_RESERVE))
                .changed()
            {
                out.write(EditorCommand::Reserve(side, n));
            }
            let mut owned = e.house_owned(side);
            if ui
                .checkbox(&mut owned, tr(lang, "analysis.editor.house"))
                .changed()
            {
                out.write(EditorCommand::House(side, owned));
            }
        });
    }
}

/// "Copied" or why not, in the window's words.
pub fn copy(clipboard: &Clipboard, json: &str, lang: Lang) -> String {
    match clipboard.copy(json) {
        Ok(()) => tr(lang, "analysis.editor.copied").to_string(),
        Err(why) => clipboard_failed(lang, &why),
    }
}

/// The clipboard's position put on the board (the editor checks it and names a fault).
pub fn paste(
    clipboard: &Clipboard,
    p: &mut EditorPage,
    out: &mut MessageWriter<EditorCommand>,
    lang: Lang,
) {
    match clipboard.paste() {
        Ok(text) => {
            p.clipboard_note = None;
            out.write(EditorCommand::Paste(text));
        }
        Err(why) => p.clipboard_note = Some(clipboard_failed(lang, &why)),
    }
}

fn clipboard_failed(lang: Lang, why: &str) -> String {
    fill(lang, "analysis.editor.clipboard_failed", &[("reason", why)])
}
