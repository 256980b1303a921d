//! The player's practice record. The Glicko-2 puzzle rating rises with
//! successes against strong puzzles and falls with failures, the file round-trips, a damaged
//! or newer file is kept aside and refused by name, two windows' records merge, and the rated
//! stream picks near the rating and never a solved puzzle while unsolved ones remain.

mod common;

use bao::game::records::files::{Folders, kept_aside};
use bao::game::records::ratings::{
    Attempt, PracticeError, Record, START_DEVIATION, START_RATING, VERSION,
};
use bao::game::teach::practice::puzzles::{Puzzle, Theme, shipped};
use bao::game::words::i18n::Lang;
use bao::rules::Variant;
use common::temp_dir;

/// A puzzle of the shipped set with another id and rating (the stream only reads those,
/// its variant and its themes).
fn rated(id: &str, rating: u32) -> Puzzle {
    let mut p = shipped()[0].clone();
    p.id = id.to_string();
    p.rating = rating;
    p
}

fn attempt(id: &str, success: bool, time: u64, rating: u32) -> Attempt {
    Attempt {
        puzzle: id.to_string(),
        success,
        time,
        rating,
    }
}

#[test]
fn the_rating_starts_at_1500_and_rises_with_successes_against_stronger_puzzles() {
    let mut r = Record::new();
    assert_eq!((r.rating(), r.deviation()), (START_RATING, START_DEVIATION));
    assert_eq!((START_RATING, START_DEVIATION), (1500.0, 350.0));
    assert!(r.provisional());
    assert_eq!(
        r.rating_text(Lang::English),
        "Puzzle rating: 1500? (still settling)"
    );
    let mut last = r.rating();
    for t in 0..12 {
        r.add(&rated(&format!("p{t}"), 1800), true, 1000 + t);
        assert!(
            r.rating() > last,
            "success {t}: {} after {last}",
            r.rating()
        );
        last = r.rating();
    }
    assert!(r.rating() > 1700.0, "{}", r.rating());
    assert!(r.deviation() < 150.0, "{}", r.deviation());
    let h = r.history();
    assert_eq!(h.len(), 12);
    assert_eq!(h[0].0, 1000);
    assert!(h.windows(2).all(|w| w[1].1 > w[0].1));
    assert_eq!(h.last().unwrap().1, r.rating());
    assert_eq!(r.streak(), (12, 12));
}

#[test]
fn the_rating_falls_with_failures_and_a_failure_ends_the_streak() {
    let mut r = Record::new();
    let mut last = r.rating();
    for t in 0..8 {
        r.add(&rated(&format!("p{t}"), 1200), false, t);
        assert!(r.rating() < last);
        last = r.rating();
    }
    assert!(r.rating() < 1300.0, "{}", r.rating());
    assert_eq!(r.streak(), (0, 0));
    // Two successes, a failure, one success: the streak is 1, the best 2.
    for (t, ok) in [(10, true), (11, true), (12, false), (13, true)] {
        r.add(&rated(&format!("q{t}"), 1200), ok, t);
    }
    assert_eq!(r.streak(), (1, 2));
    assert_eq!(
        r.streak_text(Lang::English),
        "1 puzzle solved in a row (best: 2)"
    );
    assert_eq!(
        r.streak_text(Lang::Kiswahili),
        "Fumbo moja limetatuliwa mfululizo (bora: 2)"
    );
}

#[test]
fn a_success_against_a_weak_puzzle_gains_less_than_against_a_strong_one() {
    let mut weak = Record::new();
    weak.add(&rated("a", 1000), true, 1);
    let mut strong = Record::new();
    strong.add(&rated("a", 2000), true, 1);
    assert!(strong.rating() > weak.rating());
    assert!(weak.rating() > START_RATING);
}

#[test]
fn the_record_round_trips_through_its_file() {
    let mut r = Record::new();
    r.add(&rated("kiswahili-0001", 1259), true, 1_764_000_000);
    r.add(&rated("kete-0002", 1400), false, 1_764_000_100);
    assert!(r.score("end-pit", 17));
    assert!(!r.score("end-pit", 12), "not a new best");
    assert!(r.score("end-pit", 19));
    r.won_game(1_764_000_200);
    let text = r.to_ron();
    assert!(text.contains(&format!("version: {VERSION}")), "{text}");
    let back = Record::from_ron(&text).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.best_score("end-pit"), Some(19));
    assert_eq!(back.games_won(), 1);
    assert!(back.solved("kiswahili-0001") && !back.solved("kete-0002"));
    assert!(back.tried("kete-0002") && !back.tried("kete-0003"));

    let dir = temp_dir("ratings", "round_trip");
    let folders = Folders::at(&dir);
    assert_eq!(folders.practice_path(), dir.join("practice.ron"));
    assert_eq!(folders.open_practice(Lang::English), (Record::new(), None));
    folders.save_practice(&r).unwrap();
    assert_eq!(folders.open_practice(Lang::English), (r, None));
}

#[test]
fn a_damaged_file_is_kept_aside_and_refused_naming_what_is_wrong() {
    let dir = temp_dir("ratings", "damaged");
    let folders = Folders::at(&dir);
    let path = folders.practice_path();
    // An attempt without its puzzle's id.
    let bad = "(version: 1, attempts: [(puzzle: \"\", success: true, time: 5, rating: 900)])";
    assert!(matches!(
        Record::from_ron(bad),
        Err(PracticeError::Damaged(d)) if d.contains("attempts[0].puzzle")
    ));
    std::fs::write(&path, bad).unwrap();
    let (r, message) = folders.open_practice(Lang::English);
    assert_eq!(r, Record::new(), "practice goes on with an empty record");
    let message = message.expect("a message");
    assert!(message.contains("attempts[0].puzzle"), "{message}");
    assert!(message.contains("practice.ron"), "{message}");
    let kept = kept_aside(&path);
    assert_eq!(kept.len(), 1);
    assert!(message.contains(&kept[0].file_name().unwrap().to_string_lossy().to_string()));
    assert_eq!(
        std::fs::read_to_string(&kept[0]).unwrap(),
        bad,
        "kept as it was"
    );
    assert!(!path.exists());

    // Not RON at all: the reader's words and where.
    std::fs::write(&path, "(version: 1, attempts: [oops])").unwrap();
    let (_, message) = folders.open_practice(Lang::Kiswahili);
    let message = message.unwrap();
    assert!(
        message.starts_with("Kumbukumbu yako ya mazoezi practice.ron"),
        "{message}"
    );
    assert!(message.contains("line 1"), "{message}");
    assert_eq!(kept_aside(&path).len(), 2);

    // A rating no puzzle has.
    let high = "(version: 1, attempts: [(puzzle: \"a\", success: true, time: 5, rating: 90000)])";
    assert!(matches!(
        Record::from_ron(high),
        Err(PracticeError::Damaged(d)) if d.contains("attempts[0].rating")
    ));
}

/// A newer Bao's record is neither kept aside nor written over: after an hour of puzzles (a
/// save after each) it is the same file byte for byte, and the message says that this
/// window does not record practice.
#[test]
fn a_newer_version_is_left_as_it_is_and_not_recorded() {
    let dir = temp_dir("ratings", "newer");
    let folders = Folders::at(&dir);
    let path = folders.practice_path();
    let newer = "(version: 9, attempts: [], streaks: 3)";
    assert_eq!(
        Record::from_ron(newer),
        Err(PracticeError::Newer { found: 9 })
    );
    std::fs::write(&path, newer).unwrap();
    let (mut r, message) = folders.open_practice(Lang::English);
    assert_eq!(r, Record::new());
    let message = message.unwrap();
    assert!(
        message.contains("newer Bao (version 9; this one reads version 1)")
            && message.contains("left as it is")
            && message.contains("not recorded"),
        "{message}"
    );
    for minute in 0..60 {
        r.add(
            &rated(&format!("p{minute}"), 1500),
            minute % 2 == 0,
            1000 + minute,
        );
        let (kept, note) = folders.save_practice_merged(&r, Lang::English).unwrap();
        assert_eq!(kept, r, "this window's record goes on in the window");
        assert!(note.is_some_and(|n| n.contains("not recorded")));
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), newer);
    assert!(kept_aside(&path).is_empty(), "nothing kept aside");
    assert_eq!(
        std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| !e
                .file_name()
                .to_string_lossy()
                .starts_with(".practice.lock"))
            .count(),
        1,
        "no other file beside it"
    );
}

#[test]
fn two_windows_merge_into_the_union_of_their_attempts() {
    let mut disk = Record::new();
    disk.add(&rated("a", 1500), true, 100);
    disk.score("end-pit", 10);
    // Two windows start from the same file.
    let mut one = disk.clone();
    let mut two = disk.clone();
    one.add(&rated("b", 1700), true, 300);
    one.score("end-pit", 14);
    one.won_game(310);
    two.add(&rated("c", 1300), false, 200);
    two.score("end-pit", 12);
    two.score("faces", 8);
    two.won_game(210);

    let dir = temp_dir("ratings", "merge");
    let folders = Folders::at(&dir);
    folders.save_practice(&disk).unwrap();
    let (after_one, w) = folders.save_practice_merged(&one, Lang::English).unwrap();
    assert!(w.is_none());
    let (after_two, _) = folders.save_practice_merged(&two, Lang::English).unwrap();
    let (on_disk, _) = folders.open_practice(Lang::English);
    assert_eq!(on_disk, after_two);
    assert_eq!(after_one.attempts().len(), 2);

    let ids: Vec<&str> = on_disk
        .attempts()
        .iter()
        .map(|a| a.puzzle.as_str())
        .collect();
    assert_eq!(
        ids,
        ["a", "c", "b"],
        "both windows' attempts, in time order"
    );
    // The rating replayed in time order: as one window that made every attempt.
    let mut all = Record::new();
    for a in [
        attempt("a", true, 100, 1500),
        attempt("c", false, 200, 1300),
        attempt("b", true, 300, 1700),
    ] {
        all.add_attempt(a);
    }
    assert_eq!(on_disk.rating(), all.rating());
    assert_eq!(on_disk.history(), all.history());
    assert_eq!(
        on_disk.best_score("end-pit"),
        Some(14),
        "the higher of the two"
    );
    assert_eq!(on_disk.best_score("faces"), Some(8));
    assert_eq!(on_disk.games_won(), 2);
    // Merging is the same either way round, and twice is once.
    assert_eq!(Record::merged(&one, &two), Record::merged(&two, &one));
    let m = Record::merged(&one, &two);
    assert_eq!(Record::merged(&m, &m), m);
}

#[test]
fn an_attempt_out_of_time_order_is_replayed_in_order() {
    let mut late_first = Record::new();
    late_first.add_attempt(attempt("b", false, 50, 1400));
    late_first.add_attempt(attempt("a", true, 10, 1600));
    let mut in_order = Record::new();
    in_order.add_attempt(attempt("a", true, 10, 1600));
    in_order.add_attempt(attempt("b", false, 50, 1400));
    assert_eq!(late_first, in_order);
    // The same attempt twice is kept once.
    in_order.add_attempt(attempt("b", false, 50, 1400));
    assert_eq!(in_order.attempts().len(), 2);
}

#[test]
fn the_stream_picks_near_the_rating_and_never_a_solved_puzzle_while_others_remain() {
    let set: Vec<Puzzle> = [
        ("far-low", 700),
        ("near-1", 1450),
        ("near-2", 1560),
        ("far-high", 2300),
        ("mid", 1750),
    ]
    .iter()
    .map(|(id, r)| rated(id, *r))
    .collect();
    let mut r = Record::new();
    // Within 100 of 1500: near-1 and near-2, and each seed picks one of them.
    let mut picked = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let i = r.next_puzzle(&set, None, seed).unwrap();
        picked.insert(set[i].id.as_str());
        assert_eq!(
            r.next_puzzle(&set, None, seed),
            Some(i),
            "the same seed, the same pick"
        );
    }
    assert_eq!(picked, ["near-1", "near-2"].into_iter().collect());
    // Both near ones solved (and the rating still near 1500): the window widens, to mid at
    // 1750, never to a solved one.
    r.add_attempt(attempt("near-1", true, 1, 1450));
    r.add_attempt(attempt("near-2", false, 2, 1560));
    r.add_attempt(attempt("near-2", true, 3, 1560));
    for seed in 0..40 {
        let i = r.next_puzzle(&set, None, seed).unwrap();
        assert!(!r.solved(&set[i].id), "seed {seed}: {}", set[i].id);
        let gap = (set[i].rating as f64 - r.rating()).abs();
        assert!(gap <= 800.0, "{} at {gap}", set[i].id);
    }
    // Every one solved: the stream goes on with a solved one.
    for (t, p) in set.iter().enumerate() {
        r.add(p, true, 10 + t as u64);
    }
    assert!(r.next_puzzle(&set, None, 1).is_some());
    // The variant filter: this set is all Bao la Kiswahili.
    assert_eq!(set[0].variant(), Variant::Kiswahili);
    assert_eq!(r.next_puzzle(&set, Some(Variant::Kete), 1), None);
    assert_eq!(r.next_puzzle(&[], None, 1), None);
}

#[test]
fn the_stream_prefers_puzzles_never_tried_over_failed_ones() {
    let set = vec![rated("failed", 1500), rated("fresh", 2400)];
    let mut r = Record::new();
    r.add_attempt(attempt("failed", false, 1, 1500));
    // The failed one is nearer, but one never tried comes first.
    for seed in 0..10 {
        assert_eq!(r.next_puzzle(&set, None, seed), Some(1));
    }
    r.add_attempt(attempt("fresh", false, 2, 2400));
    // Both failed: not the one just tried.
    assert_eq!(r.next_puzzle(&set, None, 3), Some(0));
}

#[test]
fn the_stream_on_the_shipped_set_follows_the_rating_and_the_variant() {
    let set = shipped();
    let mut r = Record::new();
    for t in 0..20 {
        let i = r.next_puzzle(&set, Some(Variant::Kete), t).unwrap();
        let p = &set[i];
        assert_eq!(p.variant(), Variant::Kete);
        assert!(!r.solved(&p.id));
        // Within the narrowest band (100, 200, 400...) that holds an unsolved Kete puzzle.
        let gap = |q: &Puzzle| (q.rating as f64 - r.rating()).abs();
        let band = [100.0, 200.0, 400.0, 800.0, 1600.0]
            .into_iter()
            .find(|w| {
                set.iter()
                    .any(|q| q.variant() == Variant::Kete && !r.solved(&q.id) && gap(q) <= *w)
            })
            .unwrap();
        assert!(gap(p) <= band, "{} at {}", p.rating, r.rating());
        r.add(p, true, t);
    }
    assert!(r.rating() > 1500.0);
}

#[test]
fn a_themed_set_counts_its_solved_puzzles() {
    let set = shipped();
    let theme = Theme::KichwaDouble;
    let total = set.iter().filter(|p| p.themes.contains(&theme)).count();
    assert!(total > 0);
    let mut r = Record::new();
    assert_eq!(r.theme_progress(&set, theme), (0, total));
    let with: Vec<&Puzzle> = set.iter().filter(|p| p.themes.contains(&theme)).collect();
    r.add(with[0], true, 1);
    r.add(with[1], false, 2);
    let without = set.iter().find(|p| !p.themes.contains(&theme)).unwrap();
    r.add(without, true, 3);
    assert_eq!(r.theme_progress(&set, theme), (1, total));
    assert_eq!(
        r.theme_progress_text(Lang::English, &set, theme),
        format!("1 of {total} solved")
    );
}

/// Only the first attempt at a puzzle is rated: solving it again (a themed set gone through
/// a second time) changes neither the rating, its history nor the streak.
#[test]
fn a_puzzle_solved_again_earns_nothing() {
    let mut r = Record::new();
    r.add(&rated("a", 1500), true, 1);
    let (rating, history, streak) = (r.rating(), r.history().len(), r.streak());
    r.add(&rated("a", 1500), true, 2);
    r.add(&rated("a", 1500), true, 3);
    assert_eq!(
        (r.rating(), r.history().len(), r.streak()),
        (rating, history, streak)
    );
    assert_eq!(r.attempts().len(), 3, "every attempt is kept");
    r.add(&rated("b", 1500), true, 4);
    assert!(
        r.rating() > rating && r.streak().0 == streak.0 + 1,
        "a new puzzle is rated"
    );
}

/// The dashboard per theme (as Lichess's puzzle dashboard): every attempt at a puzzle of a
/// theme counts, the share solved and a performance on the rating's scale; the strongest and
/// the weakest themes are named once two themes have enough attempts, never one as both.
#[test]
fn the_dashboard_tells_each_themes_attempts_solved_and_performance() {
    use bao::game::records::ratings::{DASHBOARD_LEAST, strongest_and_weakest};
    let themed = |id: &str, theme: Theme, rating: u32| {
        let mut p = rated(id, rating);
        p.themes = vec![theme];
        p
    };
    let set = vec![
        themed("k1", Theme::KichwaDouble, 1500),
        themed("k2", Theme::KichwaDouble, 1500),
        themed("k3", Theme::KichwaDouble, 1500),
        themed("c1", Theme::CaptureChain, 1500),
        themed("c2", Theme::CaptureChain, 1500),
        themed("c3", Theme::CaptureChain, 1500),
        themed("t1", Theme::KimbiTurn, 1500),
    ];
    let mut r = Record::new();
    assert!(r.theme_stats(&set).is_empty());
    // Kichwa: all three solved; capture chains: one of three; the kimbi turn once, missed.
    for (i, (id, ok)) in [
        ("k1", true),
        ("k2", true),
        ("k3", true),
        ("c1", true),
        ("c2", false),
        ("c3", false),
        ("t1", false),
    ]
    .into_iter()
    .enumerate()
    {
        r.add_attempt(attempt(id, ok, 100 + i as u64, 1500));
    }
    let stats = r.theme_stats(&set);
    let of = |t: Theme| stats.iter().find(|s| s.theme == t).unwrap().clone();
    let kichwa = of(Theme::KichwaDouble);
    assert_eq!((kichwa.attempts, kichwa.solved), (3, 3));
    assert_eq!(kichwa.solved_percent().round(), 100.0);
    assert_eq!(kichwa.performance.round(), 1900.0);
    let chain = of(Theme::CaptureChain);
    assert_eq!((chain.attempts, chain.solved), (3, 1));
    assert_eq!(chain.performance.round(), (1500.0f64 - 400.0 / 3.0).round());
    assert_eq!(of(Theme::KimbiTurn).attempts, 1);
    assert!(of(Theme::KimbiTurn).attempts < DASHBOARD_LEAST);
    // Two themes compared (the kimbi turn has too few attempts to be).
    let (strongest, weakest) = strongest_and_weakest(&stats, 3);
    assert_eq!(strongest, vec![Theme::KichwaDouble]);
    assert_eq!(weakest, vec![Theme::CaptureChain]);
    // One theme alone is compared with nothing.
    let one: Vec<_> = stats
        .into_iter()
        .filter(|s| s.theme == Theme::KichwaDouble)
        .collect();
    assert_eq!(strongest_and_weakest(&one, 3), (vec![], vec![]));
}
