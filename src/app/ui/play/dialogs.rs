//! The desktop's own file chooser (through `rfd` and the XDG desktop portal) for the Games
//! window's Open, Save as and Export. The chooser runs on a thread of its own, so no frame
//! ever waits for it; when it answers, it wakes the sleeping window (reactive redraw). Where
//! no portal answers (no session bus, or an answer faster than any person: rfd gives up at
//! once), the Games window falls back to its path field.
use crate::app::play::ai_task::Wake;
use crate::game::words::i18n::{Lang, tr};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// What the chooser was opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Open,
    SaveAs,
    Export,
}

/// A "no" faster than this was not a person cancelling: no portal answered.
const TOO_FAST: Duration = Duration::from_millis(400);

/// A chooser's answer on its way from its thread (a path, or none).
type Reply = Mutex<Receiver<Option<PathBuf>>>;

/// The chooser in progress, and whether the desktop has one at all.
#[derive(Default)]
pub struct Dialogs {
    pending: Option<(Ask, Instant, Reply)>,
    /// No portal answered: the path field is shown instead.
    pub no_portal: bool,
}

/// What a chooser gave back.
pub enum Answer {
    Chosen(Ask, PathBuf),
    Cancelled,
    /// No chooser on this desktop.
    NoPortal,
}

impl Dialogs {
    pub fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Opens the chooser on its own thread (`dir`: where it starts; `name`: a file name
    /// offered for saving). `wake` knocks on the window when the chooser is closed. The
    /// chooser's title and filters are in `lang`.
    pub fn ask(
        &mut self,
        ask: Ask,
        dir: Option<PathBuf>,
        name: String,
        wake: Option<Wake>,
        lang: Lang,
    ) {
        if self.pending.is_some() {
            return;
        }
        // Without a session bus there is no portal to ask.
        if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_none() {
            self.no_portal = true;
            return;
        }
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut d = rfd::FileDialog::new();
            let games = tr(lang, "files.dialog.filter_games");
            let records = tr(lang, "files.dialog.filter_records");
            let saved = tr(lang, "files.dialog.filter_saved");
            d = match ask {
                Ask::Open => d
                    .set_title(tr(lang, "files.dialog.open_title"))
                    .add_filter(games, &["bao", "ron"])
                    .add_filter(records, &["bao"])
                    .add_filter(saved, &["ron"]),
                Ask::SaveAs => d
                    .set_title(tr(lang, "files.dialog.save_title"))
                    .add_filter(saved, &["ron"])
                    .add_filter(records, &["bao"])
                    .set_file_name(format!("{name}.ron")),
                Ask::Export => d
                    .set_title(tr(lang, "files.dialog.export_title"))
                    .add_filter(records, &["bao"])
                    .set_file_name(format!("{name}.bao")),
            };
            if let Some(dir) = dir {
                d = d.set_directory(dir);
            }
            let path = match ask {
                Ask::Open => d.pick_file(),
                Ask::SaveAs | Ask::Export => d.save_file(),
            };
            let _ = tx.send(path);
            if let Some(wake) = wake {
                (wake.0)();
            }
        });
        self.pending = Some((ask, Instant::now(), Mutex::new(rx)));
    }

    /// The chooser's answer, once it has one.
    pub fn poll(&mut self) -> Option<Answer> {
        let (ask, since, rx) = self.pending.as_ref()?;
        let got = rx.lock().map(|rx| rx.try_recv()).ok()?;
        let answer = match got {
            Err(TryRecvError::Empty) => return None,
            Ok(Some(path)) => Answer::Chosen(*ask, with_extension(*ask, path)),
            Ok(None) | Err(TryRecvError::Disconnected) if since.elapsed() < TOO_FAST => {
                self.no_portal = true;
                Answer::NoPortal
            }
            Ok(None) | Err(TryRecvError::Disconnected) => Answer::Cancelled,
        };
        self.pending = None;
        Some(answer)
    }
}

/// A name typed without an extension gets the one the action writes.
pub fn with_extension(ask: Ask, path: PathBuf) -> PathBuf {
    let known = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("bao" | "ron")
    );
    match ask {
        Ask::SaveAs if !known => path.with_extension("ron"),
        Ask::Export if !known => path.with_extension("bao"),
        _ => path,
    }
}

/// The Games window's chooser row: Open..., Save as..., Export .bao... (what was asked).
pub fn buttons(
    ui: &mut bevy_egui::egui::Ui,
    d: &Dialogs,
    can_save: bool,
    can_export: bool,
    lang: Lang,
) -> Option<Ask> {
    use bevy_egui::egui::Button;
    let mut asked = None;
    let free = !d.busy();
    ui.horizontal(|ui| {
        if ui
            .add_enabled(free, Button::new(tr(lang, "files.dialog.open")))
            .on_hover_text(tr(lang, "files.dialog.open_hover"))
            .clicked()
        {
            asked = Some(Ask::Open);
        }
        if ui
            .add_enabled(
                free && can_save,
                Button::new(tr(lang, "files.dialog.save_as")),
            )
            .on_hover_text(tr(lang, "files.dialog.save_as_hover"))
            .clicked()
        {
            asked = Some(Ask::SaveAs);
        }
        if ui
            .add_enabled(
                free && can_export,
                Button::new(tr(lang, "files.dialog.export")),
            )
            .on_hover_text(tr(lang, "files.dialog.export_hover"))
            .clicked()
        {
            asked = Some(Ask::Export);
        }
        if !free {
            ui.weak(tr(lang, "files.dialog.choosing"));
        }
    });
    asked
}
