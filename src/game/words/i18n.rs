//! The words the game shows, in English and Kiswahili, as Project Fluent messages.
//!
//! Every user-visible string comes from a Fluent catalogue: one `.ftl` file per area and
//! language under `assets/i18n/<lang>/<area>.ftl`, embedded in the binary (nothing to find at
//! run time). A message is a whole sentence with its grammar inside it: plural categories from
//! CLDR (`$count -> [one] ... *[other] ...`), the person (`$person -> [me] ... *[other] ...`:
//! the player at this screen is "you" / "u-", anyone else is named in the third person),
//! ordinals and the Bao terms (`-nyumba`, `-kichwa`, ...) defined once per language. No
//! sentence is glued from fragments in code: the code passes values, the catalogue words them.
//!
//! Ids: the code asks for `area.name` (`"panel.wins"`); the Fluent id is the same with `-` for
//! `.` (`panel-wins`), since Fluent ids have no dots.
//!
//! * [`msg`] formats a message with typed arguments ([`Arg`]: text, numbers that select plural
//!   forms, a [`Person`]);
//! * [`tr`] gives an argument-free message as `&'static str` (formatted once, then cached);
//! * [`fill`] takes text values, passing those that read as integers as Fluent numbers.
//!
//! A message missing from Kiswahili falls back to English, one missing from both shows a
//! marker (tests/i18n.rs makes both impossible in a release). Fluent's Unicode isolation marks
//! are off: egui would draw them as boxes.

use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
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

    /// The ISO 639-1 code, also the catalogue folder and the Fluent locale (CLDR plural rules).
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

    /// The language of a code as typed on the command line (`--lang sw`, `en`), if known.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
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

    fn index(self) -> usize {
        match self {
            Lang::English => 0,
            Lang::Kiswahili => 1,
        }
    }
}

/// Who a message speaks about: the player at this screen (second person: "You win",
/// "Umeshinda") or another player, named (third person: "Asha wins", "Asha ameshinda").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Person {
    Me,
    Other,
}

impl Person {
    /// The selector value the catalogues match on.
    pub fn key(self) -> &'static str {
        match self {
            Person::Me => "me",
            Person::Other => "other",
        }
    }
}

/// A value passed to a message: text, a number (selects plural forms and ordinals), or a person.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
    Person(Person),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}
impl From<Person> for Arg<'_> {
    fn from(p: Person) -> Self {
        Arg::Person(p)
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Arg<'_> {
    fn value(&self) -> FluentValue<'_> {
        match self {
            Arg::Text(s) => FluentValue::from(s.as_ref()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Person(p) => FluentValue::from(p.key()),
        }
    }
}

/// The catalogue files, per area: (area, English, Kiswahili). Add one line per new area.
pub const AREAS: &[(&str, &str, &str)] = &[
    (
        "puzzles",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/puzzles.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/puzzles.ftl"
        )),
    ),
    (
        "core",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/core.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/core.ftl"
        )),
    ),
    (
        "words",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/words.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/words.ftl"
        )),
    ),
    (
        "online",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/online.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/online.ftl"
        )),
    ),
    (
        "panel",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/panel.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/panel.ftl"
        )),
    ),
    (
        "files",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/files.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/files.ftl"
        )),
    ),
    (
        "play",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/play.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/play.ftl"
        )),
    ),
    (
        "learn",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/learn.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/learn.ftl"
        )),
    ),
    (
        "access",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/access.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/access.ftl"
        )),
    ),
    (
        "explain",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/explain.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/explain.ftl"
        )),
    ),
    (
        "guide",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/guide.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/guide.ftl"
        )),
    ),
    (
        "coach",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/coach.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/coach.ftl"
        )),
    ),
    (
        "feedback",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/feedback.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/feedback.ftl"
        )),
    ),
    (
        "analysis",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/analysis.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/analysis.ftl"
        )),
    ),
    (
        "practice",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/practice.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/practice.ftl"
        )),
    ),
    (
        "training",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/en/training.ftl"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/i18n/sw/training.ftl"
        )),
    ),
];

/// Message prefixes that are looked up with ids built at run time (`format!("level.{n}")`):
/// the unused-message test accepts an id under one of these when the prefix is used in code.
pub const DYNAMIC_PREFIXES: &[&str] = &["online.code."];

/// The Fluent id of a code key: `panel.wins` -> `panel-wins`.
pub fn fluent_id(key: &str) -> String {
    key.replace('.', "-")
}

/// The code key of a Fluent id: `panel-wins` -> `panel.wins`.
pub fn code_key(id: &str) -> String {
    id.replace('-', ".")
}

/// Parses one catalogue file; the error names the file and every syntax error in it.
pub fn parse_area(area: &str, lang: Lang, text: &str) -> Result<FluentResource, String> {
    FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
        let list: Vec<String> = errors
            .iter()
            .map(|e| {
                let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                format!("line {line}: {:?}", e.kind)
            })
            .collect();
        format!(
            "assets/i18n/{}/{area}.ftl: {}",
            lang.code(),
            list.join("; ")
        )
    })
}

type Bundle = FluentBundle<FluentResource>;

/// Builds one language's bundle from the embedded files; the error names every broken file
/// and every message defined twice.
pub fn build_bundle(lang: Lang) -> Result<Bundle, String> {
    let langid: unic_langid::LanguageIdentifier =
        lang.code().parse().map_err(|e| format!("{e:?}"))?;
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    bundle.add_builtins().map_err(|e| format!("{e:?}"))?;
    let mut problems = Vec::new();
    for (area, en, sw) in AREAS {
        let text = if lang == Lang::English { en } else { sw };
        match parse_area(area, lang, text) {
            Ok(res) => {
                if let Err(errors) = bundle.add_resource(res) {
                    problems.push(format!(
                        "assets/i18n/{}/{area}.ftl: {errors:?}",
                        lang.code()
                    ));
                }
            }
            Err(e) => problems.push(e),
        }
    }
    if problems.is_empty() {
        Ok(bundle)
    } else {
        Err(problems.join("\n"))
    }
}

fn bundles() -> &'static [Bundle; 2] {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        // The files are embedded and tested; a broken one is a build of ours, not input.
        let en = build_bundle(Lang::English).unwrap_or_else(|e| panic!("{e}"));
        let sw = build_bundle(Lang::Kiswahili).unwrap_or_else(|e| panic!("{e}"));
        [en, sw]
    })
}

/// What is shown for a message no catalogue has.
pub const MISSING: &str = "⟨missing text⟩";

/// Formats `key` in `lang` with `args`; the errors Fluent reported (a missing variable or
/// reference), for the tests. Kiswahili falls back to English for a message it lacks.
pub fn try_msg(lang: Lang, key: &str, args: &[(&str, Arg)]) -> Result<String, Vec<String>> {
    let id = fluent_id(key);
    let [en, sw] = bundles();
    let (bundle, message) = match lang {
        Lang::Kiswahili => match sw.get_message(&id) {
            Some(m) => (sw, Some(m)),
            None => (en, en.get_message(&id)),
        },
        Lang::English => (en, en.get_message(&id)),
    };
    let Some(pattern) = message.and_then(|m| m.value()) else {
        return Err(vec![format!("no message {id}")]);
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        fargs.set(*name, value.value());
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned();
    if errors.is_empty() {
        Ok(text)
    } else {
        Err(errors.iter().map(|e| format!("{id}: {e}")).collect())
    }
}

/// The message `key` in `lang` with `args` (a missing argument shows as its name in braces).
pub fn msg(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    match try_msg(lang, key, args) {
        Ok(s) => s,
        Err(_) => {
            let id = fluent_id(key);
            let [en, sw] = bundles();
            let bundle = if lang == Lang::Kiswahili && sw.has_message(&id) {
                sw
            } else {
                en
            };
            match bundle.get_message(&id).and_then(|m| m.value()) {
                Some(pattern) => {
                    let mut fargs = FluentArgs::new();
                    for (name, value) in args {
                        fargs.set(*name, value.value());
                    }
                    let mut errors = Vec::new();
                    bundle
                        .format_pattern(pattern, Some(&fargs), &mut errors)
                        .into_owned()
                }
                None => MISSING.to_string(),
            }
        }
    }
}

/// The argument-free message `key` in `lang`, formatted once and kept for the run.
pub fn tr(lang: Lang, key: &str) -> &'static str {
    static CACHE: OnceLock<Mutex<HashMap<(Lang, String), &'static str>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = map.get(&(lang, key.to_string())) {
        return s;
    }
    let text = msg(lang, key, &[]);
    // One leak per message and language: a few hundred short strings at most.
    let s: &'static str = if text == MISSING {
        MISSING
    } else {
        Box::leak(text.into_boxed_str())
    };
    map.insert((lang, key.to_string()), s);
    s
}

/// [`msg`] with text values, for window code not yet converted: a value that reads as an
/// integer is passed as a Fluent number, so plural forms still select.
pub fn fill(lang: Lang, key: &str, values: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = values
        .iter()
        .map(|(name, value)| {
            let arg = match value.parse::<i64>() {
                Ok(n) => Arg::Number(n),
                Err(_) => Arg::from(*value),
            };
            (*name, arg)
        })
        .collect();
    msg(lang, key, &args)
}

/// Every message key (code form, `area.name`) of one language's catalogue, sorted.
pub fn keys(lang: Lang) -> Vec<String> {
    let mut keys = Vec::new();
    for (area, en, sw) in AREAS {
        let text = if lang == Lang::English { en } else { sw };
        if let Ok(res) = parse_area(area, lang, text) {
            for e in res.entries() {
                if let ast::Entry::Message(m) = e {
                    keys.push(code_key(m.id.name));
                }
            }
        }
    }
    keys.sort_unstable();
    keys
}

/// Whether a message exists in English (the reference language).
pub fn has(key: &str) -> bool {
    bundles()[0].has_message(&fluent_id(key))
}

/// The variables (`$name`) a message uses in `lang`, with those of the messages it refers to,
/// sorted: the tests compare them across languages.
pub fn variables(lang: Lang, key: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut seen = BTreeSet::new();
    collect_message(lang, &fluent_id(key), &mut out, &mut seen);
    out
}

fn collect_message(lang: Lang, id: &str, out: &mut BTreeSet<String>, seen: &mut BTreeSet<String>) {
    if !seen.insert(id.to_string()) {
        return;
    }
    let bundle = &bundles()[lang.index()];
    if let Some(p) = bundle.get_message(id).and_then(|m| m.value()) {
        collect_pattern(lang, p, out, seen);
    }
}

fn collect_pattern(
    lang: Lang,
    p: &ast::Pattern<&str>,
    out: &mut BTreeSet<String>,
    seen: &mut BTreeSet<String>,
) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            collect_expression(lang, expression, out, seen);
        }
    }
}

fn collect_expression(
    lang: Lang,
    e: &ast::Expression<&str>,
    out: &mut BTreeSet<String>,
    seen: &mut BTreeSet<String>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            collect_inline(lang, selector, out, seen);
            for v in variants {
                collect_pattern(lang, &v.value, out, seen);
            }
        }
        ast::Expression::Inline(i) => collect_inline(lang, i, out, seen),
    }
}

fn collect_inline(
    lang: Lang,
    i: &ast::InlineExpression<&str>,
    out: &mut BTreeSet<String>,
    seen: &mut BTreeSet<String>,
) {
    let call_args = |a: &ast::CallArguments<&str>, out: &mut BTreeSet<String>, seen: &mut _| {
        for p in &a.positional {
            collect_inline(lang, p, out, seen);
        }
        for n in &a.named {
            collect_inline(lang, &n.value, out, seen);
        }
    };
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_args(arguments, out, seen)
        }
        ast::InlineExpression::TermReference {
            arguments: Some(a), ..
        } => call_args(a, out, seen),
        ast::InlineExpression::MessageReference { id, .. } => {
            collect_message(lang, id.name, out, seen)
        }
        ast::InlineExpression::Placeable { expression } => {
            collect_expression(lang, expression, out, seen)
        }
        _ => {}
    }
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
        assert_eq!(Lang::from_code("sw"), Some(Lang::Kiswahili));
        assert_eq!(Lang::from_code("EN"), Some(Lang::English));
        assert_eq!(Lang::from_code("fr"), None);
    }

    #[test]
    fn tr_and_fill_format_through_fluent() {
        assert_eq!(tr(Lang::Kiswahili, "lang.name"), "Kiswahili");
        let unknown = ["no", "such", "message"].join(".");
        assert_eq!(tr(Lang::English, &unknown), MISSING);
        // A value that reads as a number selects the plural form; no isolation marks.
        let one = fill(
            Lang::English,
            "learn.diagram.pit_seeds",
            &[("pit", "A1"), ("count", "1")],
        );
        let many = fill(
            Lang::English,
            "learn.diagram.pit_seeds",
            &[("pit", "A1"), ("count", "3")],
        );
        assert_eq!(one, "A1: 1 seed");
        assert_eq!(many, "A1: 3 seeds");
        let sw = msg(
            Lang::Kiswahili,
            "panel.wins",
            &[("name", "Asha".into()), ("person", Person::Other.into())],
        );
        assert_eq!(sw, "Asha ameshinda");
        assert!(!sw.contains('\u{2068}'));
        let me = msg(
            Lang::Kiswahili,
            "panel.wins",
            &[("name", "Wewe".into()), ("person", Person::Me.into())],
        );
        assert_eq!(me, "Umeshinda");
    }

    #[test]
    fn a_syntax_error_is_caught_at_load_with_its_file_and_line() {
        let e = parse_area("panel", Lang::Kiswahili, "ok = sawa\nbroken = { $x\n").unwrap_err();
        assert!(e.contains("assets/i18n/sw/panel.ftl"), "{e}");
        assert!(e.contains("line 2"), "{e}");
    }
}
