//! Looking back: click a move of the history to see the position after it (the game is not
//! touched), step through a finished or loaded game, or let it play itself; End returns to
//! the present.
use super::choreo::Choreo;
use super::turn::{Game, TurnCommand};
use bevy::prelude::*;

/// The replay's autoplay.
#[derive(Resource, Default)]
pub struct Viewer {
    pub autoplay: bool,
}

/// The lap the Explain window shows "lap by lap": its start and end pit, marked on the board.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LapMark(pub Option<(crate::rules::Pit, crate::rules::Pit)>);

/// Keys and autoplay (with the window: the keyboard is read).
pub fn plugin(app: &mut App) {
    app.init_resource::<Viewer>()
        .init_resource::<LapMark>()
        .add_systems(Update, (keys, autoplay).in_set(super::BaoSet::Input));
}

fn keys(
    keyboard: Res<ButtonInput<KeyCode>>,
    game: Res<Game>,
    mut out: MessageWriter<TurnCommand>,
    mut viewer: ResMut<Viewer>,
) {
    if keyboard.just_pressed(KeyCode::End) {
        viewer.autoplay = false;
        out.write(TurnCommand::View(None));
    } else if keyboard.just_pressed(KeyCode::Home) && game.session.index() > 0 {
        out.write(TurnCommand::View(Some(0)));
    } else if keyboard.just_pressed(KeyCode::PageUp) {
        out.write(TurnCommand::Step { forward: false });
    } else if keyboard.just_pressed(KeyCode::PageDown) {
        out.write(TurnCommand::Step { forward: true });
    }
}

/// One move after another while autoplay is on, each animated, until the present.
fn autoplay(
    game: Res<Game>,
    choreo: Res<Choreo>,
    mut viewer: ResMut<Viewer>,
    mut out: MessageWriter<TurnCommand>,
) {
    if !viewer.autoplay || choreo.busy() {
        return;
    }
    if game.viewing.is_none() {
        viewer.autoplay = false;
    } else {
        out.write(TurnCommand::Step { forward: true });
    }
}
