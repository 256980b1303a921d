//! The desktop's clipboard (the X11 selections, through arboard): egui alone keeps copied
//! text inside the window, so "Copy as JSON" and a paste reach other programs only here.
use bevy::prelude::*;
use std::sync::Mutex;

/// The most text taken from the clipboard: a position is at most 1 MiB of JSON.
pub const MAX_PASTE: usize = 1 << 20;

/// The clipboard, opened at its first use (a desktop without one gives the reason).
#[derive(Resource, Default)]
pub struct Clipboard(Mutex<Option<arboard::Clipboard>>);

impl Clipboard {
    fn with<T>(
        &self,
        f: impl FnOnce(&mut arboard::Clipboard) -> Result<T, arboard::Error>,
    ) -> Result<T, String> {
        let mut held = self
            .0
            .lock()
            .map_err(|_| "the clipboard failed before".to_string())?;
        if held.is_none() {
            *held = Some(arboard::Clipboard::new().map_err(|e| e.to_string())?);
        }
        f(held.as_mut().expect("opened")).map_err(|e| e.to_string())
    }

    /// Puts `text` on the desktop's clipboard (it stays there while the game runs).
    pub fn copy(&self, text: &str) -> Result<(), String> {
        self.with(|c| c.set_text(text.to_string()))
    }

    /// The clipboard's text, refused past [`MAX_PASTE`] bytes.
    pub fn paste(&self) -> Result<String, String> {
        let text = self.with(|c| c.get_text())?;
        if text.len() > MAX_PASTE {
            return Err(format!(
                "{} bytes, more than a position's 1 MiB",
                text.len()
            ));
        }
        Ok(text)
    }
}
