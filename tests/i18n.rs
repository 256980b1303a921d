//! The Fluent catalogues are complete in English and Kiswahili, parse, and
//! format every message with its arguments; counted messages have their singular and plural
//! forms, messages about a player have the second person for the player at this screen,
//! Kiswahili shows no English word, every message is used by the code, and every message the
//! code asks for exists.

use bao::game::teach::narrate::rulebook::{markup, plain_text};
use bao::game::words::i18n::{self, AREAS, Arg, DYNAMIC_PREFIXES, Lang, Person};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Helper messages (`part-*`) are pieces a language uses inside its own messages (the
/// Kiswahili ordinals, the direction words): not asked for by the code, free per language.
fn is_part(key: &str) -> bool {
    key.starts_with("part.")
}

/// Messages written for the window code of phase 2, not asked for by it yet.
const FOR_PHASE_2: &[&str] = &[];

/// Variables one language knowingly leaves unused: (message, variable, language, why).
const KNOWINGLY_UNUSED: &[(&str, &str, Lang, &str)] = &[
    (
        "analysis.unfit.form",
        "what",
        Lang::Kiswahili,
        "the parser's reason is English: the Kiswahili refusal names the field only",
    ),
    (
        "feedback.why.safe_takasa",
        "n",
        Lang::English,
        "English \"your\" agrees with nothing; Kiswahili says shimo lako / mashimo yako",
    ),
    (
        "guide.takasa_blocks",
        "count",
        Lang::English,
        "'would set' is the same for one move or several; Kiswahili agrees the verb",
    ),
];

/// Variables that hold counts: every message using one selects its plural form on it.
const COUNTS: &[&str] = &["count", "moves", "seeds", "captures", "laps"];

/// Counts the rules never let be 1 where the message uses them: a lap that relays, captures
/// or stops at a house ends in a pit that was occupied (2 or more now), and K1's kuu sows 7.
const NEVER_ONE: &[(&str, &str)] = &[
    // A practice position's forced win runs longer than a puzzle's: 17 moves or more.
    ("training.practice_stake", "moves"),
    ("training.practice_row_stake", "moves"),
    ("explain.kuu_six", "count"),
    // A reserve refused for holding more than 22.
    ("analysis.unfit.reserve_over", "seeds"),
    ("explain.lap_capture", "count"),
    ("explain.lap_relay", "count"),
    ("explain.lap_relay_takasa", "count"),
    ("explain.lap_house_choice", "count"),
    ("explain.lap_house_stop", "count"),
    ("explain.lap_house_takasa", "count"),
    ("explain.lap_relay_blocked", "count"),
    ("explain.lap_house_relay", "count"),
    ("feedback.tax_all", "count"),
];

/// Variables the code passes as numbers (the rest are text or selectors).
const NUMBERS: &[&str] = &[
    "count",
    "moves",
    "seeds",
    "captures",
    "laps",
    "n",
    "was",
    "game",
    "done",
    "max",
    "version",
    "found",
    "supported",
    "number",
    "section",
    "step",
    "south",
    "north",
    "reserve",
    "of",
    // Turns (plies): the position viewed and the game's length.
    "turn",
    "turns",
    // Percentages (the coach's chances).
    "before",
    "after",
];

/// Words Kiswahili shares with English on purpose: the Bao terms, the names of the levels,
/// presets and files, the keys as printed on a keyboard, and RULES.md.
const SHARED_WORDS: &[&str] = &[
    "bao",
    "kujifunza",
    "hamna",
    "nyumba",
    "kuu",
    "kichwa",
    "kimbi",
    "takasa",
    "takata",
    "takasia",
    "hizi",
    "zetu",
    "namua",
    "mtaji",
    "nemo",
    "safari",
    "kula",
    "mwanzo",
    "mwanafunzi",
    "mchezaji",
    "hodari",
    "fundi",
    "bingwa",
    "mancala",
    "world",
    "space",
    "ctrl",
    "home",
    "end",
    "page",
    "down",
    "rules",
    "ron",
    "json",
    "kete",
    "english",
    "kiswahili",
    // The name of a saved file's field, quoted as the file writes it.
    "format",
];

fn source_text() -> String {
    fn walk(dir: &Path, out: &mut String) {
        let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push_str(&std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    let mut s = String::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut s);
    s
}

/// The messages of one language, code keys without the helpers.
fn ids(lang: Lang) -> BTreeSet<String> {
    i18n::keys(lang)
        .into_iter()
        .filter(|k| !is_part(k))
        .collect()
}

/// Variables that hold a player's name (the second person names nobody).
const NAMES: &[&str] = &["name", "who", "mover", "winner"];

/// A sample value for a variable: a number for counts, a selector value for a variable the
/// message selects on, a name for names, a short token for other text (no word of either
/// language).
fn sample(var: &str, number: i64, person: Person, selected: bool) -> Arg<'static> {
    match var {
        "person" => person.into(),
        "way" | "side" if selected => Arg::from("left"),
        "clock" if selected => Arg::from("cw"),
        "why" if selected => Arg::from("keep"),
        "turned" if selected => Arg::from("yes"),
        v if NUMBERS.contains(&v) => Arg::Number(number),
        v if NAMES.contains(&v) => Arg::from("Zuhura"),
        _ => Arg::from("Q7"),
    }
}

fn args_for(lang: Lang, key: &str, number: i64, person: Person) -> Vec<(String, Arg<'static>)> {
    // A variable is a selector if either language selects on it.
    let selected: BTreeSet<String> = Lang::ALL
        .iter()
        .flat_map(|&l| selectors(l, key).into_iter().map(|(v, _)| v))
        .collect();
    i18n::variables(lang, key)
        .into_iter()
        .map(|v| {
            let a = sample(&v, number, person, selected.contains(&v));
            (v, a)
        })
        .collect()
}

fn format(lang: Lang, key: &str, args: &[(String, Arg<'static>)]) -> String {
    let borrowed: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    match i18n::try_msg(lang, key, &borrowed) {
        Ok(s) => s,
        Err(e) => panic!("{lang:?} {key}: {e:?}"),
    }
}

/// The select expressions of a message: (selector variable, variant keys), in one language.
fn selectors(lang: Lang, key: &str) -> Vec<(String, Vec<String>)> {
    fn walk_pattern(p: &ast::Pattern<&str>, out: &mut Vec<(String, Vec<String>)>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                walk_expr(expression, out);
            }
        }
    }
    fn walk_expr(e: &ast::Expression<&str>, out: &mut Vec<(String, Vec<String>)>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = variants
                        .iter()
                        .map(|v| match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        })
                        .collect();
                    out.push((id.name.to_string(), keys));
                }
                for v in variants {
                    walk_pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                walk_expr(expression, out)
            }
            ast::Expression::Inline(_) => {}
        }
    }
    let id = i18n::fluent_id(key);
    let mut out = Vec::new();
    for (area, en, sw) in AREAS {
        let text = if lang == Lang::English { en } else { sw };
        let res = i18n::parse_area(area, lang, text).unwrap();
        for e in res.entries() {
            if let ast::Entry::Message(m) = e
                && m.id.name == id
                && let Some(p) = &m.value
            {
                walk_pattern(p, &mut out);
            }
        }
    }
    out
}

#[test]
fn every_catalogue_parses_and_builds_in_both_languages() {
    for (area, en, sw) in AREAS {
        i18n::parse_area(area, Lang::English, en).unwrap();
        i18n::parse_area(area, Lang::Kiswahili, sw).unwrap();
    }
    // A message defined twice (in two areas) is refused by the bundle.
    for lang in Lang::ALL {
        i18n::build_bundle(lang).unwrap();
    }
}

#[test]
fn both_languages_have_the_same_message_ids() {
    let en = ids(Lang::English);
    let sw = ids(Lang::Kiswahili);
    let only_en: Vec<_> = en.difference(&sw).collect();
    let only_sw: Vec<_> = sw.difference(&en).collect();
    assert!(only_en.is_empty(), "missing in Kiswahili: {only_en:?}");
    assert!(only_sw.is_empty(), "missing in English: {only_sw:?}");
}

#[test]
fn both_languages_use_the_same_variables_or_say_why_not() {
    let mut differ = Vec::new();
    for key in ids(Lang::English) {
        let mut en = i18n::variables(Lang::English, &key);
        let mut sw = i18n::variables(Lang::Kiswahili, &key);
        for (k, var, lang, _) in KNOWINGLY_UNUSED {
            if *k == key {
                match lang {
                    Lang::English => en.insert(var.to_string()),
                    Lang::Kiswahili => sw.insert(var.to_string()),
                };
            }
        }
        if en != sw {
            differ.push(format!("{key}: en {en:?}, sw {sw:?}"));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn every_message_formats_with_sample_arguments_in_both_languages() {
    for lang in Lang::ALL {
        for key in ids(lang) {
            for person in [Person::Me, Person::Other] {
                for number in [1, 2, 5] {
                    let s = format(lang, &key, &args_for(lang, &key, number, person));
                    assert!(!s.trim().is_empty(), "{lang:?} {key} is empty");
                    assert!(
                        !s.contains('{') && !s.contains('}') && !s.contains('\u{2068}'),
                        "{lang:?} {key}: {s}"
                    );
                }
            }
        }
    }
}

#[test]
fn counted_messages_have_a_singular_and_a_plural_that_differ() {
    let mut checked = 0;
    for key in ids(Lang::English) {
        for lang in Lang::ALL {
            let vars = i18n::variables(lang, &key);
            let sel = selectors(lang, &key);
            for count in COUNTS
                .iter()
                .filter(|c| vars.contains(**c))
                .filter(|c| !NEVER_ONE.contains(&(key.as_str(), **c)))
            {
                assert!(
                    sel.iter().any(|(v, keys)| v == count
                        && keys.contains(&"one".to_string())
                        && keys.contains(&"other".to_string())),
                    "{lang:?} {key}: ${count} has no one / other forms"
                );
                // The singular with 1, the plural with 5: more differs than the digit.
                let mut one = args_for(lang, &key, 2, Person::Other);
                let mut five = one.clone();
                for (k, v) in one.iter_mut() {
                    if k == count {
                        *v = Arg::Number(1);
                    }
                }
                for (k, v) in five.iter_mut() {
                    if k == count {
                        *v = Arg::Number(5);
                    }
                }
                let singular = format(lang, &key, &one);
                let plural = format(lang, &key, &five);
                assert_ne!(
                    singular.replace('1', "5"),
                    plural,
                    "{lang:?} {key}: the singular is the plural with another number"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 30, "only {checked} counted messages");
}

#[test]
fn kiswahili_counts_agree_with_their_nouns() {
    let m = |key: &str, args: &[(&str, Arg)]| i18n::msg(Lang::Kiswahili, key, args);
    let game = |moves: i64| {
        m(
            "files.resume.game",
            &[
                ("a", "Asha".into()),
                ("b", "Juma".into()),
                ("moves", moves.into()),
            ],
        )
    };
    assert_eq!(game(1), "Asha dhidi ya Juma, hatua moja imechezwa.");
    assert_eq!(game(14), "Asha dhidi ya Juma, hatua 14 zimechezwa.");
    let en = i18n::msg(
        Lang::English,
        "files.resume.game",
        &[
            ("a", "Asha".into()),
            ("b", "Juma".into()),
            ("moves", 1.into()),
        ],
    );
    assert_eq!(en, "Asha against Juma, 1 turn played.");
    let all = |c: i64, s: i64, l: i64| {
        m(
            "explain.in_all",
            &[
                ("captures", c.into()),
                ("seeds", s.into()),
                ("laps", l.into()),
            ],
        )
    };
    assert_eq!(
        all(1, 1, 1),
        "Kwa jumla: amekula mara moja, kete moja, katika mzunguko mmoja."
    );
    assert_eq!(
        all(4, 8, 10),
        "Kwa jumla: amekula mara 4, kete 8, katika mizunguko 10."
    );
    // Ordinals in words: the first lap, the third game.
    let lap = m(
        "explain.lap_empty",
        &[("n", 1.into()), ("pit", "A3".into())],
    );
    assert!(lap.starts_with("Mzunguko wa kwanza "), "{lap}");
    assert_eq!(m("panel.match.game", &[("n", 3.into())]), "Mchezo wa tatu");
}

#[test]
fn messages_about_a_player_speak_to_the_player_at_this_screen() {
    let mut checked = 0;
    for key in ids(Lang::English) {
        for lang in Lang::ALL {
            if !i18n::variables(lang, &key).contains("person") {
                continue;
            }
            let sel = selectors(lang, &key);
            assert!(
                sel.iter()
                    .any(|(v, keys)| v == "person" && keys.contains(&"me".to_string())),
                "{lang:?} {key}: no `me` form"
            );
            let me = format(lang, &key, &args_for(lang, &key, 3, Person::Me));
            let other = format(lang, &key, &args_for(lang, &key, 3, Person::Other));
            assert_ne!(me, other, "{lang:?} {key}");
            // The second person names nobody: the sample name is not in it.
            assert!(!me.contains("Zuhura"), "{lang:?} {key}: {me}");
            checked += 1;
        }
    }
    // The examples are among them.
    for key in [
        "panel.wins",
        "panel.to_move",
        "panel.no_legal_move",
        "panel.front_row_empty",
        "panel.match.winner",
        "panel.match.won",
        "access.board.to_move",
        "access.board.over",
        "access.last_move",
        "files.describe.game_won",
    ] {
        assert!(
            i18n::variables(Lang::Kiswahili, key).contains("person"),
            "{key} has no person"
        );
    }
    assert!(checked >= 20, "only {checked}");
    let sw = |p: Person| {
        i18n::msg(
            Lang::Kiswahili,
            "panel.to_move",
            &[("name", "Wewe".into()), ("person", p.into())],
        )
    };
    assert_eq!(sw(Person::Me), "Zamu yako: chagua shimo.");
    assert_eq!(sw(Person::Other), "Zamu ya Wewe: chagua shimo.");
}

#[test]
fn kiswahili_shows_no_english_word() {
    // Every word of every English message (as shown: links resolved), less the shared ones.
    // Words, not identifiers: names such as BAO_DATA_DIR, RULES.md or A6R are no language's.
    let words = |s: &str| -> Vec<String> {
        plain_text(&markup(s))
            .split(|c: char| c.is_whitespace() || "()[]:;,'\"!?·=".contains(c))
            .map(|w| w.trim_end_matches(['.', '-']))
            .filter(|w| {
                !w.contains(|c: char| c == '_' || c == '.' || c == '*' || c.is_ascii_digit())
            })
            .filter(|w| w.chars().count() >= 3)
            .map(str::to_lowercase)
            .collect()
    };
    let shown = |lang: Lang, key: &str| -> Vec<String> {
        let mut out = Vec::new();
        for person in [Person::Me, Person::Other] {
            for n in [1, 5] {
                out.extend(words(&format(lang, key, &args_for(lang, key, n, person))));
            }
        }
        out
    };
    let mut english: BTreeSet<String> = BTreeSet::new();
    for key in ids(Lang::English) {
        english.extend(shown(Lang::English, &key));
    }
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for key in ids(Lang::Kiswahili) {
        for w in shown(Lang::Kiswahili, &key) {
            // The sample name is in both on purpose.
            if english.contains(&w) && !SHARED_WORDS.contains(&w.as_str()) && w != "zuhura" {
                found.entry(w).or_default().push(key.clone());
            }
        }
    }
    assert!(found.is_empty(), "English words in Kiswahili: {found:?}");
    // The check can fail: an English sentence would be caught.
    assert!(english.contains("move") && english.contains("seeds"));
}

#[test]
fn the_hot_keys_shown_fit_the_words_of_the_language() {
    // Each answer's key is the first letter of a word of its label, the two answers' keys
    // differ, and the question lists the same keys (Kiswahili: Safari / Simama both begin
    // with S, so "Baki kwenye nyumba (N)").
    let key_of = |s: &str| -> char {
        let open = s.rfind('(').unwrap();
        s[open + 1..].chars().next().unwrap()
    };
    for lang in Lang::ALL {
        let on = i18n::tr(lang, "play.safari_on");
        let stop = i18n::tr(lang, "play.safari_stop");
        let (k_on, k_stop) = (key_of(on), key_of(stop));
        assert_ne!(k_on, k_stop, "{lang:?}: {on} / {stop}");
        let ask = i18n::tr(lang, "panel.ask_safari");
        assert!(
            ask.contains(&format!("({k_on} / {k_stop})")),
            "{lang:?}: {ask}"
        );
        let initial = |label: &str, k: char| {
            label[..label.rfind('(').unwrap()]
                .split_whitespace()
                .any(|w| w.starts_with(k) || w.starts_with(k.to_ascii_lowercase()))
        };
        assert!(initial(on, k_on), "{lang:?}: {on}");
        assert!(initial(stop, k_stop), "{lang:?}: {stop}");
    }
    // Kushoto and kulia both begin with K: Kiswahili names the kichwa by its pit, 1 or 8.
    let sw = i18n::tr(Lang::Kiswahili, "panel.ask_kichwa");
    assert!(
        sw.contains("1 = kushoto") && sw.contains("8 = kulia"),
        "{sw}"
    );
}

#[test]
fn every_message_is_used_in_the_code() {
    let src = source_text();
    let unused: Vec<_> = ids(Lang::English)
        .into_iter()
        .filter(|k| !src.contains(&format!("\"{k}\"")))
        .filter(|k| !FOR_PHASE_2.contains(&k.as_str()))
        .filter(|k| {
            !DYNAMIC_PREFIXES
                .iter()
                .any(|p| k.starts_with(p) && src.contains(&format!("\"{p}")))
        })
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn every_message_the_code_asks_for_exists() {
    // Every string literal of the code that names a message of a catalogue area
    // ("panel.wins", "record.error.io"), wherever it is passed (tr, fill, msg, say, lap_say).
    let src = source_text();
    let areas: BTreeSet<String> = ids(Lang::English)
        .iter()
        .map(|k| k.split('.').next().unwrap().to_string())
        .collect();
    let mut missing = BTreeSet::new();
    let mut asked = 0;
    for area in &areas {
        let open = format!("\"{area}.");
        for (i, _) in src.match_indices(&open) {
            let rest = &src[i + 1..];
            let Some(end) = rest.find('"') else {
                continue;
            };
            let lit = &rest[..end];
            let key_like = lit
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '_');
            // A prefix of ids built at run time is not an id itself.
            if !key_like
                || [".rs", ".ron", ".ftl"].iter().any(|x| lit.ends_with(x))
                || DYNAMIC_PREFIXES.contains(&lit)
            {
                continue;
            }
            asked += 1;
            if !i18n::has(lit) {
                missing.insert(lit.to_string());
            }
        }
    }
    assert!(asked > 300, "only {asked} keys found in the code");
    assert!(
        missing.is_empty(),
        "messages asked for but not in the catalogue: {missing:?}"
    );
}

#[test]
fn kiswahili_is_really_translated() {
    // Bao terms and names may be the same in both; most sentences must not be.
    let en = ids(Lang::English);
    let same = en
        .iter()
        .filter(|k| {
            let a = args_for(Lang::English, k, 3, Person::Other);
            let b = args_for(Lang::Kiswahili, k, 3, Person::Other);
            format(Lang::English, k, &a) == format(Lang::Kiswahili, k, &b)
        })
        .count();
    assert!(
        same * 10 <= en.len(),
        "{same} of {} messages are the same in English and Kiswahili",
        en.len()
    );
}
