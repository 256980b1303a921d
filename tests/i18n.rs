//! Issue 11, "Two languages": the catalogues are complete in English and Kiswahili, every key
//! is used by the code, and every key the code asks for exists.

use bao::game::i18n::{self, AREAS, DYNAMIC_PREFIXES, Lang};
use std::collections::BTreeSet;
use std::path::Path;

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

#[test]
fn every_area_parses_in_both_languages_with_the_same_keys() {
    for (area, en, sw) in AREAS {
        let en = i18n::parse_area(area, Lang::English, en).unwrap();
        let sw = i18n::parse_area(area, Lang::Kiswahili, sw).unwrap();
        let ek: BTreeSet<_> = en.keys().collect();
        let sk: BTreeSet<_> = sw.keys().collect();
        let only_en: Vec<_> = ek.difference(&sk).collect();
        let only_sw: Vec<_> = sk.difference(&ek).collect();
        assert!(
            only_en.is_empty(),
            "{area}: missing in Kiswahili: {only_en:?}"
        );
        assert!(
            only_sw.is_empty(),
            "{area}: missing in English: {only_sw:?}"
        );
        for k in ek {
            assert_eq!(
                i18n::placeholders(&en[k]),
                i18n::placeholders(&sw[k]),
                "{area}: '{k}' has different placeholders"
            );
            assert!(
                !sw[k].trim().is_empty(),
                "{area}: '{k}' is empty in Kiswahili"
            );
        }
    }
}

#[test]
fn no_key_is_defined_twice_across_areas() {
    let mut seen = BTreeSet::new();
    for (area, en, _) in AREAS {
        for k in i18n::parse_area(area, Lang::English, en).unwrap().keys() {
            assert!(
                seen.insert(k.clone()),
                "'{k}' is defined again in area {area}"
            );
        }
    }
}

#[test]
fn every_key_is_used_in_the_code() {
    let src = source_text();
    let unused: Vec<_> = i18n::keys(Lang::English)
        .into_iter()
        .filter(|k| !src.contains(&format!("\"{k}\"")))
        .filter(|k| {
            !DYNAMIC_PREFIXES
                .iter()
                .any(|p| k.starts_with(p) && src.contains(&format!("\"{p}")))
        })
        .collect();
    assert!(unused.is_empty(), "catalogue keys no code uses: {unused:?}");
}

#[test]
fn every_key_the_code_asks_for_exists() {
    // tr(lang, "key") and fill(lang, "key", ..) with a literal key.
    let src = source_text();
    let mut missing = Vec::new();
    for call in ["tr(", "fill("] {
        for (i, _) in src.match_indices(call) {
            // A whole name only (not `attr(`, `from_str(`), and not a definition.
            let before = src[..i].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' || src[..i].ends_with("fn ") {
                continue;
            }
            let rest = &src[i + call.len()..];
            let Some(comma) = rest.find(',') else {
                continue;
            };
            let after = rest[comma + 1..].trim_start();
            if let Some(lit) = after.strip_prefix('"') {
                let key = &lit[..lit.find('"').unwrap()];
                if !i18n::has(key) {
                    missing.push(key.to_string());
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys asked for but not in the catalogue: {missing:?}"
    );
}

#[test]
fn kiswahili_is_really_translated() {
    // Bao terms and names may be the same in both; most sentences must not be.
    let en = i18n::keys(Lang::English);
    let same = en
        .iter()
        .filter(|k| i18n::tr(Lang::English, k) == i18n::tr(Lang::Kiswahili, k))
        .count();
    assert!(
        same * 4 <= en.len(),
        "{same} of {} strings are the same in English and Kiswahili",
        en.len()
    );
}
