//! Kiswahili as a speaker writes it, and the lesson feedback on Fluent messages.
//! The classes of slip a Kiswahili reader found are pinned over every Kiswahili text (the
//! catalogues, the lessons, the Rules window): pits (shimo, mashimo: li-/ya-) never take the
//! zi- agreement of seeds, "hana cha kula", "kula kwa mara ya kwanza", a match is "mechi",
//! and the engine's suggestion is never the opponent's ("Kompyuta" is the computer player).
//! The feedback speaks in whole sentences with zero forms and the game's house word; the
//! command line prints every sentence a reader has to check.

use bao::game::teach::course::lessons::{Attempt, lesson};
use bao::game::words::i18n::{self, Arg, Lang};
use bao::rules::parse_move;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every Kiswahili text file: (path, text).
fn kiswahili_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["assets/i18n/sw", "assets/lessons/sw", "assets/rules/sw"] {
        let mut files: Vec<_> = std::fs::read_dir(format!("{ROOT}/{dir}"))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        for p in files {
            let text = std::fs::read_to_string(&p).unwrap();
            out.push((p.display().to_string(), text));
        }
    }
    assert!(out.len() >= 14, "only {} Kiswahili files", out.len());
    out
}

/// A pit as written in a sentence: A1..A8, B1..B8, a1..b8.
fn is_pit(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !c.is_alphanumeric());
    let b = w.as_bytes();
    b.len() == 2 && b"AaBb".contains(&b[0]) && (b'1'..=b'8').contains(&b[1])
}

/// The places where pits named in a sentence take the zi- agreement of seeds: "a6 na a5 za
/// Kaskazini", "a5 na a7 zake", "A4 yako" (one pit is "A4 lako").
fn pit_agreement_slips(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for i in 0..words.len() {
        if !is_pit(words[i]) || words[i].ends_with([',', '.', ':', ';', ')']) {
            continue;
        }
        let pair = i >= 2 && ["na", "au"].contains(&words[i - 1]) && is_pit(words[i - 2]);
        let next = words.get(i + 1).copied().unwrap_or("");
        let next = next.trim_end_matches([',', '.', ':', ';']);
        let wrong: &[&str] = if pair {
            &["za", "zake", "zako", "zangu"]
        } else if i >= 1 && ["na", "au"].contains(&words[i - 1]) {
            &[]
        } else {
            &["za", "zake", "zako", "yako", "yake"]
        };
        if wrong.contains(&next) {
            out.push(words[i.saturating_sub(3)..(i + 2).min(words.len())].join(" "));
        }
    }
    out
}

#[test]
fn pits_agree_as_shimo_and_mashimo_never_as_seeds() {
    // The check catches the slips the reader found.
    assert_eq!(
        pit_agreement_slips("a6 na a5 za Kaskazini zinaelekeana na A3 na A4 yako.").len(),
        1
    );
    assert_eq!(pit_agreement_slips("anaweza kula A6 yako.").len(), 1);
    assert_eq!(pit_agreement_slips("a5 na a7 zake zinaelekeana").len(), 1);
    // and passes what a speaker writes: seeds of a pit, a pit's own pronoun, two pits "yako".
    assert!(pit_agreement_slips("kete 3 za a7, A6 lako, A3 na A4 yako, kete za A6.").is_empty());
    let mut found = Vec::new();
    for (path, text) in kiswahili_texts() {
        for slip in pit_agreement_slips(&text) {
            found.push(format!("{path}: {slip}"));
        }
    }
    assert!(
        found.is_empty(),
        "pits with zi- agreement:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_phrases_a_speaker_would_not_write_are_gone() {
    // (what a reader found, what a speaker says)
    let slips = [
        ("hana kula", "hana cha kula"),
        ("asiwe na kula", "asiwe na cha kula"),
        ("kula kwa kwanza", "kula kwa mara ya kwanza"),
        ("kula kwa pili", "kula mara ya pili"),
        ("anakaa chini", "the mover is shown at the bottom"),
        ("inavyoshindwa", "how games are won, not lost"),
        ("mara 0", "a zero form"),
    ];
    for (path, text) in kiswahili_texts() {
        let lower = text.to_lowercase();
        for (slip, right) in slips {
            assert!(!lower.contains(slip), "{path}: '{slip}' (say: {right})");
        }
        // A match is "mechi"; "Mashindano" is the Tournament rule set's name only.
        for (i, _) in lower.match_indices("mashindano") {
            let before = &lower[..i];
            assert!(
                before.ends_with("sheria za ") || before.ends_with("(") || before.ends_with("= "),
                "{path}: 'mashindano' for a match near '{}'",
                &text[i.saturating_sub(40)..(i + 20).min(text.len())]
            );
        }
    }
    // The engine's suggestion is the engine's: Kompyuta is the opponent's name.
    for key in [
        "coach.prefers",
        "coach.best_line",
        "drill.answer",
        "drill.best",
        "drill.good",
    ] {
        let args: Vec<(&str, Arg)> = i18n::variables(Lang::Kiswahili, key)
            .into_iter()
            .map(|v| {
                let a = match v.as_str() {
                    "before" | "after" => Arg::Number(40),
                    "person" => Arg::Person(i18n::Person::Me),
                    _ => Arg::from("A6L*"),
                };
                (Box::leak(v.into_boxed_str()) as &str, a)
            })
            .collect();
        let s = i18n::msg(Lang::Kiswahili, key, &args);
        assert!(!s.to_lowercase().contains("kompyuta"), "{key}: {s}");
        assert!(s.contains("injini") || s.contains("Injini"), "{key}: {s}");
    }
}

#[test]
fn feedback_counts_have_zero_forms_and_pits_their_own_agreement() {
    let m = |lang, key: &str, args: &[(&str, Arg)]| i18n::msg(lang, key, args);
    let captures = |lang, count: i64| {
        m(
            lang,
            "feedback.why.captures",
            &[("n", 2.into()), ("count", count.into())],
        )
    };
    assert!(captures(Lang::Kiswahili, 0).ends_with("hatua hii haikula hata mara moja."));
    assert!(captures(Lang::Kiswahili, 1).ends_with("hatua hii imekula mara moja tu."));
    assert!(captures(Lang::English, 0).ends_with("this move captured nothing."));
    assert!(captures(Lang::English, 1).ends_with("this move captured once."));
    for lang in Lang::ALL {
        for count in 0..4 {
            assert!(
                !captures(lang, count).contains(" 0"),
                "{}",
                captures(lang, 0)
            );
        }
    }
    // The tax to the left leaves A4 and A3 to North's a5 and a6 (N2): two pits, "yako".
    let l = lesson(Lang::Kiswahili, "tax").unwrap();
    let mut a = Attempt::new(l);
    let (s, _) = parse_move(&l.start, "A5L*").unwrap();
    a.play(&s.mv).unwrap();
    let f = a.feedback(Lang::Kiswahili).unwrap();
    assert_eq!(
        f.why.as_deref(),
        Some("Baada ya hatua hii Kaskazini anaweza kula mashimo yako A4 na A3.")
    );
    // One pit is "shimo lako".
    let one = m(
        Lang::Kiswahili,
        "feedback.why.safe_takasa",
        &[
            ("opponent", "Kaskazini".into()),
            ("list", "A6".into()),
            ("n", 1.into()),
        ],
    );
    assert_eq!(
        one,
        "Baada ya hatua hii Kaskazini anaweza kula shimo lako A6."
    );
}

#[test]
fn bao_la_kete_feedback_names_the_kuu() {
    // K1: the kuu of exactly 6 takes the seed and sows all 7; the feedback says kuu.
    let l = lesson(Lang::Kiswahili, "kete-kuu").unwrap();
    let line = l.solution_line().unwrap();
    let mut a = Attempt::new(l);
    a.play(&line[0].1.mv).unwrap();
    for lang in Lang::ALL {
        let f = a.feedback(lang).unwrap();
        let did = f.did.join(" ");
        assert!(
            did.contains("kuu") && !did.contains("nyumba"),
            "{lang:?}: {did}"
        );
    }
}

fn bao(args: &[&str]) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn every_lesson_text_and_its_solutions_feedback_prints_in_either_language() {
    for (lang, words) in [("sw", "Umepanda"), ("en", "You sowed")] {
        let (ok, out) = bao(&["lessons", "--texts", "--lang", lang]);
        assert!(ok, "{out}");
        for l in bao::game::teach::course::lessons::course(Lang::English) {
            assert!(
                out.contains(&format!("-- {}: ", l.id())),
                "{lang}: no {}",
                l.id()
            );
        }
        // The first exercise's solution, with its feedback under it.
        let first = &bao::game::teach::course::lessons::course(Lang::English)[0];
        let solution = first.data.solution.join(" ");
        assert!(out.contains(&format!("   solution {solution}:")), "{out}");
        assert!(out.contains(words), "{lang}");
        assert!(!out.contains('{') && !out.contains(i18n::MISSING), "{lang}");
    }
    let (ok, out) = bao(&["lessons", "--lang", "sw"]);
    assert!(ok && out.contains("Ubao wa wanaojifunza"), "{out}");
}

#[test]
fn bao_guide_prints_the_guides_sentences_numbered_as_the_history() {
    let game = format!("{ROOT}/../shared/games/voogt-69.bao");
    let (ok, out) = bao(&["guide", &game, "--lang", "sw"]);
    assert!(ok, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1. A7L*");
    assert!(
        lines[1].starts_with("  Uko katika namua: una kete 22"),
        "{out}"
    );
    assert!(out.contains("\n1... a5R\n"), "{out}");
    assert!(out.contains("  Kwa jumla Kaskazini amekula kete moja kutoka shimo lako A4."));
    assert!(out.contains("\n19... "), "{out}");
    let (ok, en) = bao(&["guide", &game, "--side", "north"]);
    assert!(ok && en.contains("\n1... a5R\n  You are in namua"), "{en}");
    let (ok, _) = bao(&["guide", &game, "--side", "east"]);
    assert!(!ok);
}
