//! The players as the panel shows them: a box per player (name, side, who plays, the rows,
//! stage, reserve and house), names as shown, and the games of a finished match.
use crate::app::play::turn::Game;
use crate::game::teach::narrate::rulebook::{self, markup};
use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use crate::game::words::names::shown_name;
use crate::rules::{Side, Variant};
use bevy_egui::egui;

/// The games of a finished match: who had South, who won and how.
pub fn match_results(ui: &mut egui::Ui, m: &crate::game::play::matches::Match, lang: Lang) {
    egui::Grid::new("match_results")
        .striped(true)
        .show(ui, |ui| {
            for i in 0..m.results.len() {
                let Some([game, sides, won, how]) = m.result_columns(i, lang) else {
                    continue;
                };
                ui.label(game);
                ui.label(sides);
                ui.label(egui::RichText::new(won).strong());
                ui.weak(how);
                ui.end_row();
            }
        });
}

/// The name of the player at `side` as shown (the default names are the sides, translated).
pub fn name_of(game: &Game, side: Side, lang: Lang) -> String {
    shown_name(game.name_of(side), lang)
}

/// "Ana (South)", or just "South" when the player has no other name.
pub fn who(game: &Game, side: Side, lang: Lang) -> String {
    let name = name_of(game, side, lang);
    let side_name = names::side(lang, side);
    if name == side_name {
        name
    } else {
        format!("{name} ({side_name})")
    }
}

/// The rows a side plays and where they are on the screen as the board is shown now:
/// South's A, B at the bottom unless the board is turned to North (hot-seat).
fn rows_text(side: Side, turned: bool, lang: Lang) -> &'static str {
    let bottom = (side == Side::South) != turned;
    match (side, bottom) {
        (Side::South, true) => tr(lang, "panel.rows_south_bottom"),
        (Side::South, false) => tr(lang, "panel.rows_south_top"),
        (Side::North, true) => tr(lang, "panel.rows_north_bottom"),
        (Side::North, false) => tr(lang, "panel.rows_north_top"),
    }
}

#[allow(clippy::too_many_arguments)]
pub fn player_box(
    ui: &mut egui::Ui,
    game: &Game,
    side: Side,
    pos: &crate::rules::Position,
    reserves: Option<[u8; 2]>,
    live: bool,
    turned: bool,
    lang: Lang,
) -> Option<Vec<String>> {
    let reserve = reserves.map_or(pos.reserve(side), |r| r[side.index()]);
    let rules = game.session.rules();
    let to_move = live && pos.to_move() == side;
    let stage = crate::rules::stage_name(pos, side);
    let house = if !pos.house_owned(side) {
        tr(lang, "panel.house_gone")
    } else if pos.house_functional(side) {
        tr(lang, "panel.house_standing")
    } else {
        tr(lang, "panel.house_weak")
    };
    let frame = egui::Frame::group(ui.style()).fill(if to_move {
        egui::Color32::from_rgb(72, 50, 30)
    } else {
        egui::Color32::from_rgb(44, 32, 23)
    });
    frame
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let marker = if to_move { "▶ " } else { "" };
                ui.label(
                    egui::RichText::new(format!("{marker}{}", who(game, side, lang))).strong(),
                );
            });
            ui.label(format!(
                "{}   {}",
                who_moves(game, side, lang),
                rows_text(side, turned, lang)
            ));
            // Bao la Kujifunza has no reserve and no house (J1-J3): only the stage is told.
            // The words a newcomer meets here are explained on hover, from the glossary.
            let mut terms = vec![stage];
            if rules.variant != Variant::Kujifunza {
                terms.extend(["reserve", rules.variant.house_name()]);
            }
            ui.label(if rules.variant == Variant::Kujifunza {
                fill(lang, "panel.player_stage", &[("stage", stage)])
            } else {
                fill(
                    lang,
                    "panel.player_state",
                    &[
                        ("stage", stage),
                        ("reserve", &reserve.to_string()),
                        ("house_name", rules.variant.house_name()),
                        ("house", house),
                    ],
                )
            })
            .on_hover_text(format!(
                "{}\n\n{}",
                glossary_lines(lang, &terms),
                tr(lang, "panel.click_for_rules")
            ))
            .interact(egui::Sense::click())
            .clicked()
            // A click opens the Rules window at the sections that teach these words.
            .then(|| {
                terms
                    .iter()
                    .filter_map(|k| rulebook::section_for_term(lang, rules.variant, k))
                    .map(|s| s.id.clone())
                    .collect()
            })
        })
        .inner
}

/// "namua: the first stage ..." per term, from the glossary (plain text: a hover has no
/// links), one line each.
pub fn glossary_lines(lang: Lang, keys: &[&str]) -> String {
    keys.iter()
        .filter_map(|k| rulebook::term(lang, k))
        .map(|t| {
            let meaning: String = markup(&t.meaning).iter().map(|s| s.text.as_str()).collect();
            format!("{}: {meaning}", t.word)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Who moves `side`: the player's kind, or on a study board what moves it there (the
/// analysis board and the trainer are the person's; a puzzle's other side answers from the
/// solution).
fn who_moves(game: &Game, side: Side, lang: Lang) -> String {
    use crate::app::play::turn::Study;
    let key = match game.study {
        None => return game.session.player(side).label(lang),
        Some(Study::Analysis { .. }) => "panel.study.analysis",
        Some(Study::Trainer) => "panel.study.trainer",
        Some(Study::Puzzle { solver }) if solver == side => "panel.study.solver",
        Some(Study::Puzzle { .. }) => "panel.study.replies",
    };
    tr(lang, key).to_string()
}
