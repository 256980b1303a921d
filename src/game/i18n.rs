//! The words the game shows, in English and Kiswahili.
//!
//! Every user-visible string comes from a catalogue: one RON map per area and language under
//! `assets/i18n/<lang>/<area>.ron`, embedded in the binary (nothing to find at run time).
//! Areas keep the files small and let each part of the game own its words. The Bao terms
//! (kichwa, nyumba, takasa, ...) are the same in both languages.
//!
//! `tr(lang, key)` gives a string; `fill(lang, key, &[("name", value)])` replaces `{name}`
//! placeholders. A key missing from Kiswahili falls back to English, a key missing from both
//! shows itself (tests/i18n.rs makes both impossible in a release).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// A language of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    English,
    Kiswahili,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Kiswahili];

    /// The ISO 639-1 code, also the catalogue folder.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Kiswahili => "sw",
        }
    }

    /// The language's own name ("English", "Kiswahili"), for the settings.
    pub fn native_name(self) -> &'static str {
        tr(self, "lang.name")
    }

    /// The language of a POSIX locale string such as `sw_TZ.UTF-8`; English for anything else.
    pub fn from_locale(locale: &str) -> Lang {
        let lang = locale.split(['_', '.', '@', '-']).next().unwrap_or("");
        if lang.eq_ignore_ascii_case("sw") || lang.eq_ignore_ascii_case("swa") {
            Lang::Kiswahili
        } else {
            Lang::English
        }
    }

    /// The language of the system locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them),
    /// for the first start; the settings remember the player's choice after that.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Lang::English, |v| Lang::from_locale(&v))
    }
}

/// The catalogue files, per area: (area, English, Kiswahili). Add one line per new area.
pub const AREAS: &[(&str, &str, &str)] = &[
    (
        "core",
        include_str!("../../assets/i18n/en/core.ron"),
        include_str!("../../assets/i18n/sw/core.ron"),
    ),
    (
        "words",
        include_str!("../../assets/i18n/en/words.ron"),
        include_str!("../../assets/i18n/sw/words.ron"),
    ),
    (
        "panel",
        include_str!("../../assets/i18n/en/panel.ron"),
        include_str!("../../assets/i18n/sw/panel.ron"),
    ),
    (
        "files",
        include_str!("../../assets/i18n/en/files.ron"),
        include_str!("../../assets/i18n/sw/files.ron"),
    ),
    (
        "play",
        include_str!("../../assets/i18n/en/play.ron"),
        include_str!("../../assets/i18n/sw/play.ron"),
    ),
    (
        "learn",
        include_str!("../../assets/i18n/en/learn.ron"),
        include_str!("../../assets/i18n/sw/learn.ron"),
    ),
    (
        "access",
        include_str!("../../assets/i18n/en/access.ron"),
        include_str!("../../assets/i18n/sw/access.ron"),
    ),
    (
        "explain",
        include_str!("../../assets/i18n/en/explain.ron"),
        include_str!("../../assets/i18n/sw/explain.ron"),
    ),
];

/// Key prefixes that are looked up with keys built at run time (`format!("level.{n}")`):
/// the unused-key test accepts a key under one of these when the prefix is used in code.
pub const DYNAMIC_PREFIXES: &[&str] = &[];

type Map = HashMap<String, String>;

/// Parses one catalogue file; the error names the area and language.
pub fn parse_area(area: &str, lang: Lang, text: &str) -> Result<Map, String> {
    ron::from_str::<Map>(text).map_err(|e| format!("assets/i18n/{}/{area}.ron: {e}", lang.code()))
}

fn catalogues() -> &'static [Map; 2] {
    static CATALOGUES: OnceLock<[Map; 2]> = OnceLock::new();
    CATALOGUES.get_or_init(|| {
        let mut en = Map::new();
        let mut sw = Map::new();
        for (area, en_text, sw_text) in AREAS {
            // The files are embedded and tested; a broken one is a build of ours, not input.
            en.extend(parse_area(area, Lang::English, en_text).expect("English catalogue"));
            sw.extend(parse_area(area, Lang::Kiswahili, sw_text).expect("Kiswahili catalogue"));
        }
        [en, sw]
    })
}

/// The string for `key` in `lang` (English if Kiswahili lacks it, the key itself if both do).
pub fn tr(lang: Lang, key: &str) -> &'static str {
    let [en, sw] = catalogues();
    let found = match lang {
        Lang::English => en.get(key),
        Lang::Kiswahili => sw.get(key).or_else(|| en.get(key)),
    };
    match found {
        Some(s) => s.as_str(),
        None => {
            // Leak once per unknown key is not worth it: show a static marker instead.
            "⟨missing text⟩"
        }
    }
}

/// `tr` with `{name}` placeholders replaced by the given values.
pub fn fill(lang: Lang, key: &str, values: &[(&str, &str)]) -> String {
    let mut s = tr(lang, key).to_string();
    for (name, value) in values {
        s = s.replace(&format!("{{{name}}}"), value);
    }
    s
}

/// Every key of one language's catalogue (for tests and the catalogue check).
pub fn keys(lang: Lang) -> Vec<&'static str> {
    let i = match lang {
        Lang::English => 0,
        Lang::Kiswahili => 1,
    };
    let mut keys: Vec<&str> = catalogues()[i].keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

/// Whether a key exists in English (the reference language).
pub fn has(key: &str) -> bool {
    catalogues()[0].contains_key(key)
}

/// The `{name}` placeholders of a string, sorted, for the tests that compare languages.
pub fn placeholders(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                out.push(&after[..close]);
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_picks_kiswahili_only_for_sw() {
        assert_eq!(Lang::from_locale("sw_TZ.UTF-8"), Lang::Kiswahili);
        assert_eq!(Lang::from_locale("sw_KE"), Lang::Kiswahili);
        assert_eq!(Lang::from_locale("sw"), Lang::Kiswahili);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::English);
        assert_eq!(Lang::from_locale("C"), Lang::English);
        assert_eq!(Lang::from_locale("swedish"), Lang::English);
    }

    #[test]
    fn fill_replaces_every_placeholder() {
        assert_eq!(placeholders("{who} wins {n} to {m}"), vec!["m", "n", "who"]);
        let s = fill(Lang::English, "lang.name", &[("x", "y")]);
        assert_eq!(s, "English");
        assert_eq!(tr(Lang::Kiswahili, "lang.name"), "Kiswahili");
    }
}
