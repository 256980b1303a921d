//! The rules at hand: short rule sections per variant, each optionally with a diagram
//! position, and a glossary of the game's words. Data, not code: the
//! texts live as RON under `assets/rules/<lang>/`, embedded in the binary.
//!
//! Texts everywhere in the teaching layer (rule sections, lessons, move explanations) use one
//! small markup for the game's words: `[kichwa]` is the word "kichwa" linked to the glossary
//! entry `kichwa`, and `[the house|nyumba]` shows "the house" linked to `nyumba`. [`markup`]
//! turns such text into [`Span`]s a UI can draw as links.

use crate::game::words::i18n::Lang;
use crate::rules::{Position, Rules, Side, Variant, position_from_json};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A piece of text, linked to a glossary entry when `term` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    /// A key of the glossary ([`glossary`]).
    pub term: Option<String>,
}

/// Text in the teaching markup as spans: `[word]` links `word` (lowercase, spaces as `-`) to
/// the glossary, `[shown text|key]` links `shown text` to `key`. A `[` without its `]` is
/// kept as plain text.
pub fn markup(text: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|c| open + c) else {
            break;
        };
        plain.push_str(&rest[..open]);
        let inner = &rest[open + 1..close];
        let (shown, key) = match inner.split_once('|') {
            Some((shown, key)) => (shown, key.trim().to_string()),
            None => (inner, term_key(inner)),
        };
        if !plain.is_empty() {
            out.push(Span {
                text: std::mem::take(&mut plain),
                term: None,
            });
        }
        out.push(Span {
            text: shown.to_string(),
            term: Some(key),
        });
        rest = &rest[close + 1..];
    }
    plain.push_str(rest);
    if !plain.is_empty() {
        out.push(Span {
            text: plain,
            term: None,
        });
    }
    out
}

/// The glossary key of a word as written in `[word]`: lowercase, spaces as `-`.
pub fn term_key(word: &str) -> String {
    word.trim().to_lowercase().replace(' ', "-")
}

/// The spans' text without the links.
pub fn plain_text(spans: &[Span]) -> String {
    spans.iter().map(|s| s.text.as_str()).collect()
}

/// Every glossary key a markup text links to.
pub fn terms_in(text: &str) -> Vec<String> {
    markup(text).into_iter().filter_map(|s| s.term).collect()
}

/// A board for a diagram or a lesson, in the forms the project already reads.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Setup {
    /// The variant's start position (RULES.md 1.1, J1).
    Start,
    /// A 32-number diagram as RULES.md 1.1 writes it (b8..b1 a8..a1 A1..A8 B1..B8,
    /// optionally `/ S N` reserves), with the side to move ("S" or "N").
    Diagram(String, String),
    /// A position in the interchange JSON (INTERCHANGE.md); its variant must be the rules'.
    Json(String),
}

impl Setup {
    /// The position this setup describes under `rules`.
    pub fn position(&self, rules: Rules) -> Result<Position, String> {
        match self {
            Setup::Start => Ok(Position::start(rules)),
            Setup::Diagram(side, board) => {
                let to_move = match side.as_str() {
                    "S" => Side::South,
                    "N" => Side::North,
                    s => return Err(format!("side to move '{s}' is not \"S\" or \"N\"")),
                };
                Position::from_diagram(rules, to_move, board).map_err(|e| e.to_string())
            }
            Setup::Json(text) => {
                let v = crate::rules::json_from_str(text).map_err(|e| format!("not JSON ({e})"))?;
                let pos = position_from_json(&v).map_err(|e| e.to_string())?;
                if pos.rules() != rules {
                    return Err(format!(
                        "the JSON position is {}, not {}",
                        pos.rules().label(),
                        rules.label()
                    ));
                }
                Ok(pos)
            }
        }
    }
}

/// The rules a data file names: a variant word and an optional preset word.
pub fn rules_named(variant: &str, preset: Option<&str>) -> Result<Rules, String> {
    let v = Variant::from_json(variant)
        .ok_or_else(|| format!("unknown variant '{variant}' (kiswahili, kete or kujifunza)"))?;
    let p = match preset.unwrap_or("mancala-world") {
        "mancala-world" => crate::rules::Preset::MancalaWorld,
        "tournament" => crate::rules::Preset::Tournament,
        other => {
            return Err(format!(
                "unknown rules '{other}' (mancala-world or tournament)"
            ));
        }
    };
    Rules::new(v, p)
}

/// One word of the game with its meaning.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Term {
    /// The word as written ("kichwa", "hizi zetu").
    pub word: String,
    /// Its everyday English (or Kiswahili) sense, e.g. "head".
    pub literal: String,
    /// What it means in the game (markup).
    pub meaning: String,
    /// The games whose glossary lists it (all unless told): Bao la Kujifunza has no house,
    /// reserve or block, so its list leaves their words out; a link to one still opens it.
    #[serde(default = "every_variant")]
    pub variants: Vec<Variant>,
}

fn every_variant() -> Vec<Variant> {
    Variant::ALL.to_vec()
}

/// A diagram of a rule section: a board the UI can draw, with the pit whose sowing it shows.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Diagram {
    pub setup: Setup,
    /// A move in notation to draw as arrows (e.g. "A1R"), if any.
    #[serde(default)]
    pub arrow: Option<String>,
}

/// One short section of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Section {
    pub id: String,
    pub title: String,
    /// The variants it belongs to.
    pub variants: Vec<Variant>,
    /// The rule ids of RULES.md it summarises ("G2", "N1", ...).
    #[serde(default)]
    pub rule_ids: Vec<String>,
    /// The text (markup), a few sentences.
    pub text: String,
    #[serde(default)]
    pub diagram: Option<Diagram>,
}

/// The glossary file: key -> term.
pub type Glossary = BTreeMap<String, Term>;

const GLOSSARY_EN: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/rules/en/glossary.ron"
));
const SECTIONS_EN: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/rules/en/sections.ron"
));
const GLOSSARY_SW: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/rules/sw/glossary.ron"
));
const SECTIONS_SW: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/rules/sw/sections.ron"
));

/// The embedded glossary file of `lang`: (path for messages, text).
pub fn glossary_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/rules/en/glossary.ron", GLOSSARY_EN),
        Lang::Kiswahili => ("assets/rules/sw/glossary.ron", GLOSSARY_SW),
    }
}

/// The embedded rule-section file of `lang`: (path for messages, text).
pub fn sections_file(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("assets/rules/en/sections.ron", SECTIONS_EN),
        Lang::Kiswahili => ("assets/rules/sw/sections.ron", SECTIONS_SW),
    }
}

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::English => 0,
        Lang::Kiswahili => 1,
    }
}

/// Parses a glossary file (errors name the file).
pub fn parse_glossary(name: &str, text: &str) -> Result<Glossary, String> {
    ron::from_str(text).map_err(|e| format!("{name}: {e}"))
}

/// Parses a rule-section file; errors name the file, and the section for a bad diagram.
pub fn parse_sections(name: &str, text: &str) -> Result<Vec<Section>, String> {
    let sections: Vec<Section> = ron::from_str(text).map_err(|e| format!("{name}: {e}"))?;
    for (k, s) in sections.iter().enumerate() {
        if s.variants.is_empty() {
            return Err(format!("{name}: section '{}': variants: empty", s.id));
        }
        // An id may come twice (Kujifunza's own text beside the full games'), never twice
        // for one variant: the window's links open a section by its id.
        if let Some(v) = sections[..k]
            .iter()
            .filter(|o| o.id == s.id)
            .find_map(|o| s.variants.iter().find(|v| o.variants.contains(v)))
        {
            return Err(format!(
                "{name}: section '{}': given twice for {}",
                s.id,
                v.name()
            ));
        }
        if let Some(d) = &s.diagram {
            let rules = Rules::new(s.variants[0], crate::rules::Preset::MancalaWorld)?;
            let pos = d
                .setup
                .position(rules)
                .map_err(|e| format!("{name}: section '{}': diagram: {e}", s.id))?;
            if let Some(mv) = &d.arrow {
                crate::rules::parse_move(&pos, mv)
                    .map_err(|e| format!("{name}: section '{}': diagram.arrow: {e}", s.id))?;
            }
        }
    }
    Ok(sections)
}

/// The glossary in `lang`: the same keys in every language, the words and meanings in `lang`.
pub fn glossary(lang: Lang) -> &'static Glossary {
    static GLOSSARIES: [OnceLock<Glossary>; 2] = [OnceLock::new(), OnceLock::new()];
    GLOSSARIES[lang_index(lang)].get_or_init(|| {
        let (name, text) = glossary_file(lang);
        parse_glossary(name, text).unwrap_or_else(|e| panic!("{e}"))
    })
}

/// Every rule section in `lang`, in reading order (the same ids in every language).
pub fn sections(lang: Lang) -> &'static [Section] {
    static SECTIONS: [OnceLock<Vec<Section>>; 2] = [OnceLock::new(), OnceLock::new()];
    SECTIONS[lang_index(lang)].get_or_init(|| {
        let (name, text) = sections_file(lang);
        parse_sections(name, text).unwrap_or_else(|e| panic!("{e}"))
    })
}

/// The sections that apply to `variant`, in reading order: each id once, in the text written
/// for that variant (Bao la Kujifunza's without the house, the reserve or the block).
pub fn sections_for(lang: Lang, variant: Variant) -> Vec<&'static Section> {
    sections(lang)
        .iter()
        .filter(|s| s.variants.contains(&variant))
        .collect()
}

/// The glossary's entries that concern `variant`, by key: what the Rules window lists for it.
pub fn glossary_for(lang: Lang, variant: Variant) -> Vec<(&'static String, &'static Term)> {
    glossary(lang)
        .iter()
        .filter(|(_, t)| t.variants.contains(&variant))
        .collect()
}

/// The glossary entry for `key`, if any.
pub fn term(lang: Lang, key: &str) -> Option<&'static Term> {
    glossary(lang).get(key)
}

/// Whether the glossary entry `key` is a Bao term (a Kiswahili word, written the same in every
/// language: kichwa, nyumba) rather than a word of the language (lap, relay): only a Bao term
/// has a "literally" line worth showing.
pub fn is_bao_term(key: &str) -> bool {
    match (term(Lang::English, key), term(Lang::Kiswahili, key)) {
        (Some(en), Some(sw)) => en.word.to_lowercase() == sw.word.to_lowercase(),
        _ => false,
    }
}

/// The first rule section that cites rule `id` for `variant` (for "see the rules" links).
pub fn section_citing(lang: Lang, variant: Variant, id: &str) -> Option<&'static Section> {
    sections(lang)
        .iter()
        .find(|s| s.variants.contains(&variant) && s.rule_ids.iter().any(|r| r == id))
}

/// The section that teaches a glossary term, for `variant`: where a hover text's "read
/// more" opens the Rules window. The words a newcomer meets first are placed by hand (the
/// section that defines them, not the first that mentions them); any other term goes to the
/// first section whose text links it.
pub fn section_for_term(lang: Lang, variant: Variant, key: &str) -> Option<&'static Section> {
    let defined_in: &[&str] = match key {
        "namua" | "nemo" | "reserve" => &["namua-start"],
        "mtaji" => &["mtaji-change", "mtaji-moves"],
        "nyumba" | "kuu" => &["house"],
        "takasia" | "hizi-zetu" => &["takasia"],
        "bao" | "kichwa" | "kimbi" | "front-row" => &["board"],
        "takasa" => &["namua-takasa", "mtaji-moves"],
        "kula" => &["capture"],
        "lap" | "relay" => &["sowing"],
        "kujifunza" => &["kujifunza"],
        // Kete is also the word for a seed: the board section counts them.
        "kete" => &["kete", "board"],
        _ => &[],
    };
    let of_variant = || {
        sections(lang)
            .iter()
            .filter(|s| s.variants.contains(&variant))
    };
    defined_in
        .iter()
        .find_map(|id| of_variant().find(|s| s.id == *id))
        .or_else(|| of_variant().find(|s| terms_in(&s.text).iter().any(|t| t == key)))
}

/// A text with its rule references "(N1, N2)", "(section 8)" put in the reader's words:
/// each becomes the titles of the Rules window's sections it names, "(rules: The house)".
/// A bracket that is not a reference (or names no section) stays as it is.
pub fn references_in_words(lang: Lang, variant: Variant, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        // The Kiswahili catalogues write "section 8" as "sehemu ya 8".
        let inner = rest[open + 1..close].replace("sehemu ya ", "section ");
        let inner = inner.as_str();
        let is_reference = inner.split(',').map(str::trim).all(|id| {
            id.starts_with("section ")
                || id.starts_with("step ")
                || (id.len() >= 2
                    && id.starts_with(|c: char| c.is_ascii_uppercase())
                    && id[1..].chars().all(|c| c.is_ascii_digit()))
        });
        match reference_titles(lang, variant, inner).filter(|_| is_reference) {
            Some(titles) => out.push_str(&crate::game::words::i18n::fill(
                lang,
                "learn.rules_reference",
                &[("titles", &titles)],
            )),
            None => out.push_str(&rest[open..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The rule ids a reference stands for: "M2, G5" -> M2, G5; a step of the end-of-lap
/// procedure ("section 6, step 4") -> the rule that step applies (step 1: W1; steps 2 and 7:
/// G2, G3; step 3: G4; steps 4 and 5: the house, section 8; step 6: T3).
fn rule_ids_of(reference: &str) -> Vec<&str> {
    let parts: Vec<&str> = reference
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let mut out = Vec::new();
    for (k, id) in parts.iter().enumerate() {
        let next_is_step = parts.get(k + 1).is_some_and(|n| n.starts_with("step "));
        match *id {
            "section 6" if next_is_step => {}
            "step 1" => out.push("W1"),
            "step 2" | "step 7" => out.push("G2"),
            "step 3" => out.push("G4"),
            "step 4" | "step 5" => out.push("section 8"),
            "step 6" => out.push("T3"),
            other => out.push(other),
        }
    }
    out
}

/// The sections a rule reference names, for `variant`, in the order of the reference: a move
/// explanation's "(M2, G5)" gives the sections citing M2 and G5 (each once). What the window
/// shows instead of a bare rule id: the section's title, linked to it by its id.
pub fn sections_cited(lang: Lang, variant: Variant, reference: &str) -> Vec<&'static Section> {
    let mut out: Vec<&'static Section> = Vec::new();
    for id in rule_ids_of(reference) {
        if let Some(s) = section_citing(lang, variant, id)
            && !out.iter().any(|o| o.id == s.id)
        {
            out.push(s);
        }
    }
    out
}

/// A rule reference in words for `variant`: the titles of the sections it names, joined
/// ("Which pits may move; Capturing"), or `None` if some id names no section. For the
/// window's references instead of rule ids of a document the player does not have.
pub fn reference_titles(lang: Lang, variant: Variant, reference: &str) -> Option<String> {
    let ids = rule_ids_of(reference);
    let resolved = ids
        .iter()
        .all(|id| section_citing(lang, variant, id).is_some());
    (!ids.is_empty() && resolved).then(|| {
        sections_cited(lang, variant, reference)
            .iter()
            .map(|s| s.title.as_str())
            .collect::<Vec<_>>()
            .join("; ")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bao_terms_are_given_a_literal_sense() {
        assert!(is_bao_term("kichwa"));
        assert!(is_bao_term("nyumba"));
        assert!(!is_bao_term("relay"));
        assert!(!is_bao_term("lap"));
        assert!(!is_bao_term("no-such-term"));
    }

    #[test]
    fn markup_links_words_and_keeps_the_rest() {
        let spans = markup("Sow from the [kichwa] into [the house|nyumba]. [Bao hamna]!");
        let texts: Vec<_> = spans.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "Sow from the ",
                "kichwa",
                " into ",
                "the house",
                ". ",
                "Bao hamna",
                "!"
            ]
        );
        assert_eq!(spans[1].term.as_deref(), Some("kichwa"));
        assert_eq!(spans[3].term.as_deref(), Some("nyumba"));
        assert_eq!(spans[5].term.as_deref(), Some("bao-hamna"));
        assert_eq!(spans[0].term, None);
        assert_eq!(
            plain_text(&spans),
            "Sow from the kichwa into the house. Bao hamna!"
        );
        assert_eq!(plain_text(&markup("a [ b")), "a [ b");
    }
}
