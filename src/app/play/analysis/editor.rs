//! The position editor of the analysis board on the real board (`game::teach::analysis::editor`, the
//! pure core): while it is open a click on a pit adds a seed and a right click takes one
//! away; the window sets the rest. The board shows the setup as it stands, even half built.
//! "Analyse" checks the whole position and opens the analysis board on it, or names why it
//! cannot arise in a game.
use super::board::AnalysisCommand;
use crate::app::play::BaoSet;
use crate::app::play::choreo::Choreo;
use crate::game::teach::analysis::editor::{EditRefusal, Editor};
use crate::game::teach::analysis::lines::Unfit;
use crate::rules::{Pit, Position, Preset, Side, Variant};
use bevy::prelude::*;

/// What the player asks of the editor.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorCommand {
    /// Begin on this position.
    Begin(Position),
    Add(Pit),
    Take(Pit),
    Set(Pit, u8),
    Reserve(Side, u8),
    House(Side, bool),
    ToMove(Side),
    Block(Option<Pit>),
    Game(Variant),
    Preset(Preset),
    Clear,
    Start,
    Paste(String),
    /// Check the position and analyse it.
    Analyse,
    /// Leave the editor (the analysis board's position comes back).
    Cancel,
}

/// Why the last change or the check was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    Edit(EditRefusal),
    Unfit(Unfit),
}

impl Refused {
    pub fn text(&self, lang: crate::game::words::i18n::Lang) -> String {
        match self {
            Refused::Edit(e) => e.text(lang),
            Refused::Unfit(u) => u.text(lang),
        }
    }
}

/// The editor, while it is open.
#[derive(Resource, Default)]
pub struct Editing {
    pub editor: Option<Editor>,
    pub refused: Option<Refused>,
    /// The pit last clicked (its number can be typed in the window).
    pub last: Option<Pit>,
    /// The position to show when the editor is left.
    back_to: Option<Position>,
}

impl Editing {
    pub fn open(&self) -> bool {
        self.editor.is_some()
    }
    /// The setup on the board while the editor is open (the panel tells its reserves).
    pub fn shown(&self) -> Option<Position> {
        self.editor.as_ref().map(shown)
    }
}

pub(in crate::app::play) fn plugin(app: &mut App) {
    app.init_resource::<Editing>()
        .add_message::<EditorCommand>()
        .add_systems(Update, commands.after(BaoSet::Turn).before(BaoSet::Animate));
}

/// The setup as a position to draw, whatever it lacks to be one a game could reach.
fn shown(e: &Editor) -> Position {
    let s = e.setup();
    Position::from_parts(s.rules, s.rows, s.reserve, s.house, s.to_move)
        .with_block(s.blocked, s.claim)
}

fn commands(
    mut asked: MessageReader<EditorCommand>,
    mut editing: ResMut<Editing>,
    mut choreo: ResMut<Choreo>,
    mut analysis: MessageWriter<AnalysisCommand>,
) {
    for c in asked.read() {
        if let EditorCommand::Begin(pos) = c {
            editing.editor = Some(Editor::new(pos));
            editing.back_to = Some(*pos);
            editing.refused = None;
            choreo.reset(*pos);
            continue;
        }
        if editing.editor.is_none() {
            continue;
        }
        if let EditorCommand::Add(p) | EditorCommand::Take(p) | EditorCommand::Set(p, _) = c {
            editing.last = Some(*p);
        }
        let Some(e) = editing.editor.as_mut() else {
            continue;
        };
        let done: Result<(), Refused> = match c {
            EditorCommand::Add(p) => e.add_seed(*p).map_err(Refused::Edit),
            EditorCommand::Take(p) => e.take_seed(*p).map_err(Refused::Edit),
            EditorCommand::Set(p, n) => e.set_seeds(*p, *n).map_err(Refused::Edit),
            EditorCommand::Reserve(s, n) => e.set_reserve(*s, *n).map_err(Refused::Edit),
            EditorCommand::House(s, owned) => e.set_house(*s, *owned).map_err(Refused::Edit),
            EditorCommand::ToMove(s) => {
                e.set_to_move(*s);
                Ok(())
            }
            EditorCommand::Block(p) => e.set_block(*p).map_err(Refused::Edit),
            EditorCommand::Game(v) => {
                e.set_game(*v);
                Ok(())
            }
            EditorCommand::Preset(p) => e.set_preset(*p).map_err(Refused::Edit),
            EditorCommand::Clear => {
                e.clear();
                Ok(())
            }
            EditorCommand::Start => {
                e.reset_to_start();
                Ok(())
            }
            EditorCommand::Paste(text) => e.paste(text).map_err(Refused::Unfit),
            EditorCommand::Analyse => match e.check() {
                Ok(pos) => {
                    analysis.write(AnalysisCommand::OpenPosition(pos));
                    editing.editor = None;
                    editing.refused = None;
                    continue;
                }
                Err(u) => Err(Refused::Unfit(u)),
            },
            EditorCommand::Cancel => {
                editing.editor = None;
                editing.refused = None;
                if let Some(pos) = editing.back_to.take() {
                    choreo.reset(pos);
                }
                continue;
            }
            EditorCommand::Begin(_) => Ok(()),
        };
        let pos = shown(e);
        editing.refused = done.err();
        choreo.reset(pos);
    }
}
