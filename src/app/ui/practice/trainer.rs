//! The sowing trainer's page of the Practice window: the kinds of round, the question of the
//! round in progress with its clock and score, and after the round every answer, each one
//! sown again on the board at a click (lap by lap, as the seeds flow).
use crate::app::play::practice::trainer::{ROUND_MS, TrainerCommand, TrainerRun, Training};
use crate::game::teach::practice::trainer::{Ask, Given, Question};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::rules::{Pit, Variant};
use bevy::prelude::*;
use bevy_egui::egui;

/// The kinds of round, in the order a newcomer meets them.
pub const ASKS: [Ask; 4] = [Ask::Facing, Ask::End, Ask::Captures, Ask::Entry];

/// The key a kind of round's best score is kept under.
pub fn ask_key(ask: Ask) -> &'static str {
    match ask {
        Ask::Facing => "facing",
        Ask::End => "end",
        Ask::Captures => "captures",
        Ask::Entry => "entry",
    }
}

pub fn ask_name(lang: Lang, ask: Ask) -> &'static str {
    tr(
        lang,
        match ask {
            Ask::Facing => "puzzles.trainer.kind_facing",
            Ask::End => "puzzles.trainer.kind_end",
            Ask::Captures => "puzzles.trainer.kind_captures",
            Ask::Entry => "puzzles.trainer.kind_entry",
        },
    )
}

/// The move of a question in notation ("B3>"), or the pit to face.
fn truth_text(lang: Lang, g: Given) -> String {
    match g {
        Given::Pit(p) => p.to_string(),
        Given::Yes(true) => tr(lang, "puzzles.trainer.yes").into(),
        Given::Yes(false) => tr(lang, "puzzles.trainer.no").into(),
    }
}

/// The question asked now, in words.
fn task(lang: Lang, q: &Question) -> String {
    let key = match q.ask {
        Ask::Facing => "puzzles.trainer.ask_facing",
        Ask::End => "puzzles.trainer.ask_end",
        Ask::Captures => "puzzles.trainer.ask_captures",
        Ask::Entry => "puzzles.trainer.ask_entry",
    };
    fill(lang, key, &[("move", &q.shown)])
}

/// The trainer's page; `best(ask)` is the best score kept so far; `variant` the game whose
/// positions a round asks about (a Kiswahili player is not asked about Kete).
pub fn page(
    ui: &mut egui::Ui,
    training: &Training,
    now: f64,
    best: &dyn Fn(Ask) -> u32,
    variant: &mut Variant,
    out: &mut MessageWriter<TrainerCommand>,
    lang: Lang,
) {
    ui.label(tr(lang, "puzzles.trainer.intro"));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr(lang, "puzzles.trainer.game"));
        for v in Variant::ALL {
            ui.radio_value(variant, v, v.name());
        }
    });
    ui.horizontal_wrapped(|ui| {
        for ask in ASKS {
            let label = fill(
                lang,
                "puzzles.trainer.start",
                &[
                    ("kind", ask_name(lang, ask)),
                    ("best", &best(ask).to_string()),
                ],
            );
            if ui.button(label).clicked() {
                out.write(TrainerCommand::Start(ask, *variant));
            }
        }
    });
    let Some(run) = &training.run else { return };
    ui.separator();
    if run.over {
        after_round(ui, run, best(run.ask), out, lang);
        return;
    }
    let left = ROUND_MS
        .saturating_sub(training.elapsed_ms(now))
        .div_ceil(1000);
    ui.label(
        egui::RichText::new(fill(
            lang,
            "puzzles.trainer.clock",
            &[
                ("seconds", &left.to_string()),
                ("score", &run.round.score().to_string()),
            ],
        ))
        .strong(),
    );
    if let Some(q) = run.current() {
        ui.label(egui::RichText::new(task(lang, q)).size(18.0));
        if q.ask == Ask::Captures {
            ui.horizontal(|ui| {
                if ui.button(tr(lang, "puzzles.trainer.yes")).clicked() {
                    out.write(TrainerCommand::Answer(Given::Yes(true)));
                }
                if ui.button(tr(lang, "puzzles.trainer.no")).clicked() {
                    out.write(TrainerCommand::Answer(Given::Yes(false)));
                }
            });
        } else {
            ui.weak(tr(lang, "puzzles.trainer.click_pit"));
        }
    }
    if ui.small_button(tr(lang, "puzzles.trainer.stop")).clicked() {
        out.write(TrainerCommand::Finish);
    }
    if let Some((right, k)) = run.last {
        let q = &run.round.questions[k];
        let text = if right {
            tr(lang, "puzzles.trainer.right").to_string()
        } else {
            fill(
                lang,
                "puzzles.trainer.wrong",
                &[("move", &q.shown), ("truth", &truth_text(lang, q.truth))],
            )
        };
        let colour = if right {
            egui::Color32::from_rgb(120, 210, 120)
        } else {
            egui::Color32::from_rgb(240, 150, 60)
        };
        ui.colored_label(colour, text);
    }
    // The clock counts down on screen: a frame now and then, not every frame.
    crate::app::ui::play::context::wake_within(ui.ctx(), std::time::Duration::from_millis(250));
}

/// The round's score and every answer, each with its laps and a button to sow it again.
fn after_round(
    ui: &mut egui::Ui,
    run: &TrainerRun,
    best: u32,
    out: &mut MessageWriter<TrainerCommand>,
    lang: Lang,
) {
    let answers = &run.round.answers;
    let right = answers.iter().filter(|a| a.right).count();
    ui.label(
        egui::RichText::new(fill(
            lang,
            "puzzles.trainer.round_over",
            &[
                ("score", &run.round.score().to_string()),
                ("right", &right.to_string()),
                ("answered", &answers.len().to_string()),
                ("best", &best.to_string()),
            ],
        ))
        .strong(),
    );
    if answers.is_empty() {
        return;
    }
    ui.weak(tr(lang, "puzzles.trainer.replay_hint"));
    replaying(ui, run, out, lang);
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for (k, (a, q)) in answers.iter().zip(&run.round.questions).enumerate() {
                ui.horizontal_wrapped(|ui| {
                    let mark = if a.right { "✔" } else { "×" };
                    let colour = if a.right {
                        egui::Color32::from_rgb(120, 210, 120)
                    } else {
                        egui::Color32::from_rgb(240, 150, 60)
                    };
                    ui.colored_label(colour, mark);
                    ui.label(answer_line(lang, q, a.given));
                    if q.mv.is_some()
                        && ui
                            .selectable_label(
                                run.replaying.as_ref().is_some_and(|r| r.k == k),
                                tr(lang, "puzzles.trainer.sow"),
                            )
                            .clicked()
                    {
                        out.write(TrainerCommand::Replay(k));
                    }
                });
            }
        });
}

/// The answer being sown again: which lap, what it did, and the next lap at a click.
fn replaying(
    ui: &mut egui::Ui,
    run: &TrainerRun,
    out: &mut MessageWriter<TrainerCommand>,
    lang: Lang,
) {
    let Some(r) = &run.replaying else { return };
    let q = &run.round.questions[r.k];
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(&q.shown).strong());
        ui.label(fill(
            lang,
            "puzzles.trainer.lap_of",
            &[
                ("n", &r.sown.to_string()),
                ("of", &r.steps.len().to_string()),
            ],
        ));
        if ui
            .add_enabled(
                !r.done(),
                egui::Button::new(tr(lang, "puzzles.trainer.next_lap")),
            )
            .on_hover_text(tr(lang, "puzzles.trainer.next_lap_hover"))
            .clicked()
        {
            out.write(TrainerCommand::NextLap);
        }
    });
    if let Some(step) = r.sown.checked_sub(1).and_then(|i| r.steps.get(i)) {
        ui.label(step.text());
    }
}

/// "B3>: you said a4; it ends at b2 (laps end at b6, a2, b2)".
fn answer_line(lang: Lang, q: &Question, given: Given) -> String {
    let laps: Vec<String> = q.laps.iter().map(Pit::to_string).collect();
    let key = if q.laps.is_empty() {
        "puzzles.trainer.answer"
    } else {
        "puzzles.trainer.answer_laps"
    };
    fill(
        lang,
        key,
        &[
            ("move", &q.shown),
            ("given", &truth_text(lang, given)),
            ("truth", &truth_text(lang, q.truth)),
            ("ends", &laps.join(", ")),
            ("count", &q.laps.len().to_string()),
        ],
    )
}
