//! Each finding of the fuzzer, driven through the built binary: nothing the player
//! made is lost, every read is bounded, every saved field is checked or refused by name.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

mod common;

fn bao() -> Command {
    common::bao()
}

fn temp_dir(name: &str) -> PathBuf {
    common::temp_dir("careful", name)
}

fn short_record(dir: &Path) -> PathBuf {
    common::short_record(dir, "g.bao")
}

fn run(cmd: &mut Command) -> Output {
    cmd.stdin(Stdio::null())
        .output()
        .expect("the bao binary runs")
}

/// Runs with `input` on stdin; the writer stops quietly when bao stops reading.
fn run_with_input(cmd: &mut Command, input: impl std::io::Read + Send + 'static) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bao binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut input = input;
        let _ = std::io::copy(&mut input, &mut stdin);
    });
    let out = child.wait_with_output().unwrap();
    drop(writer);
    out
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Failed with exit 2 and one line on stderr naming `want`.
#[track_caller]
fn refused(out: &Output, want: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains(want), "stderr should say '{want}': {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// An endless input: zeros, as `/dev/zero` gives.
struct Zeros;
impl std::io::Read for Zeros {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        buf.fill(0);
        Ok(buf.len())
    }
}

/// `review --save` onto its own input (the same name, a symbolic or a hard link) refuses
/// before reviewing and the record stays byte for byte; `--save -` is stdout; `.bao` refused.
#[test]
fn review_save_never_writes_over_its_input() {
    let dir = temp_dir("save");
    let record = short_record(&dir);
    let before = std::fs::read(&record).unwrap();
    std::os::unix::fs::symlink(&record, dir.join("link.ron")).unwrap();
    std::fs::hard_link(&record, dir.join("hard.ron")).unwrap();
    for out in ["g.bao", "link.ron", "hard.ron", "./g.bao"] {
        let t = Instant::now();
        let o = run(bao()
            .current_dir(&dir)
            .args(["review", "g.bao", "--ms", "10", "--save", out]));
        refused(&o, "is the input file g.bao");
        assert!(stderr(&o).contains("nothing written"), "{}", stderr(&o));
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "refused before the review"
        );
        assert_eq!(
            std::fs::read(&record).unwrap(),
            before,
            "{out}: the record is lost"
        );
    }
    let o = run(bao()
        .current_dir(&dir)
        .args(["review", "g.bao", "--ms", "10", "--save", "x.bao"]));
    refused(&o, "saved as RON");
    let o = run(bao()
        .current_dir(&dir)
        .args(["review", "g.bao", "--ms", "10", "--save", "-"]));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!dir.join("-").exists(), "'-' is stdout, not a file");
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.starts_with("(\n    format: \"bao-game\""), "{text}");
    assert!(text.contains("review: Some("), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Endless inputs are refused within seconds, without taking the memory (the check
/// runs them under `ulimit -v 1000000`; here the time is the proof: 2 GB are not read in it).
#[test]
fn endless_inputs_are_refused_at_once() {
    let t = Instant::now();
    let o = run_with_input(bao().arg("successors"), Zeros);
    refused(&o, "line 1: longer than 1 MiB");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.starts_with("{\"error\":\"line 1: longer than 1 MiB\"}"),
        "{out}"
    );
    let o = run_with_input(bao().args(["analyse", "--depth", "1"]), Zeros);
    refused(&o, "stdin: larger than 1 MiB");
    for command in ["replay", "import", "export", "review"] {
        let mut cmd = bao();
        cmd.args([command, "/dev/zero"]);
        if matches!(command, "import" | "export") {
            cmd.arg(std::env::temp_dir().join("bao-careful-never-written"));
        }
        refused(&run(&mut cmd), "/dev/zero: not a regular file");
    }
    assert!(t.elapsed() < Duration::from_secs(20), "{:?}", t.elapsed());
}

/// A FIFO is refused, not waited on: `bao x.bao` (the window's file check), `replay`.
#[test]
fn a_fifo_is_refused_not_waited_on() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("x.bao");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let t = Instant::now();
    refused(&run(bao().arg(&fifo)), "x.bao: not a regular file");
    refused(&run(bao().arg("replay").arg(&fifo)), "not a regular file");
    assert!(t.elapsed() < Duration::from_secs(10));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file over 16 MiB is refused, naming the file and the limit.
#[test]
fn a_file_over_the_cap_is_refused_naming_the_limit() {
    let dir = temp_dir("big");
    let big = dir.join("big.bao");
    let mut f = std::fs::File::create(&big).unwrap();
    let line = "% a comment line, many times\n".repeat(1000);
    while f.metadata().unwrap().len() <= 16 << 20 {
        f.write_all(line.as_bytes()).unwrap();
    }
    drop(f);
    refused(
        &run(bao().arg("replay").arg(&big)),
        "big.bao: larger than 16 MiB",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A saved game of the record, reviewed (a fast review: its shape is what is checked).
fn reviewed(dir: &Path) -> String {
    let record = short_record(dir);
    let out = dir.join("r.ron");
    let o = run(bao()
        .arg("review")
        .arg(&record)
        .args(["--ms", "10", "--save"])
        .arg(&out));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    std::fs::read_to_string(out).unwrap()
}

/// Each field of a saved game the fuzzer slipped through is refused by name by `export`
/// (and so by every reader: they share `SavedGame::from_ron`).
#[test]
fn every_saved_field_is_checked_or_refused_by_name() {
    let dir = temp_dir("fields");
    let good = reviewed(&dir);
    let first = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    let cases = [
        (
            first("notes: [],", "notes: [(\"south-level\", \"3\")],"),
            "notes[0]: 'south-level' is a header of the record itself",
        ),
        (
            first("notes: [],", "notes: [(\"north-level\", \"9\")],"),
            "notes[0]: 'north-level'",
        ),
        (
            first("notes: [],", "notes: [(\"Place\", \"x\")],"),
            "notes[0]: 'Place' is not a header name",
        ),
        (
            first(
                "notes: [],",
                "notes: [(\"place\", \"x\"), (\"place\", \"y\")],",
            ),
            "notes[1]: 'place' is written twice",
        ),
        (
            first("match_game: None", "match_game: Some(2)"),
            "match_game: 2, but this is a single game",
        ),
        (
            first("name: \"South\"", "name: \"\u{1b}[2J\""),
            "players[0].name: holds the control character U+001B",
        ),
        (
            first("title: Some(\"Short win 1\")", "title: Some(\"\u{7}\")"),
            "title: holds the control character U+0007",
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let path = dir.join(format!("case{i}.ron"));
        std::fs::write(&path, text).unwrap();
        let o = run(bao()
            .arg("export")
            .arg(&path)
            .arg(dir.join(format!("case{i}.bao"))));
        refused(&o, want);
        assert!(
            !dir.join(format!("case{i}.bao")).exists(),
            "nothing written"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The review's own fields: each wrong value named by its field.
#[test]
fn a_saved_review_is_checked_whole() {
    let dir = temp_dir("review");
    let good = reviewed(&dir);
    // The first move's review (A6L*, a forced choice among 4 openings).
    let line = good
        .lines()
        .find(|l| l.contains("(played: \"A6L*\""))
        .unwrap()
        .to_string();
    let field = |name: &str| {
        let at = line.find(&format!("{name}: ")).unwrap() + name.len() + 2;
        let end = at + line[at..].find([',', ')']).unwrap();
        line[at..end].to_string()
    };
    let with = |name: &str, value: &str| {
        let old = format!("{name}: {}", field(name));
        good.replacen(
            &line,
            &line.replacen(&old, &format!("{name}: {value}"), 1),
            1,
        )
    };
    let cases = [
        (
            with("before", "65535"),
            "review.moves[0].before: 65535 is not an expected result",
        ),
        (with("best", "\"Z9Q\""), "review.moves[0].best: 'Z9Q'"),
        (
            with("choices", "0"),
            "review.moves[0].choices: 0 but the position has 4 legal moves",
        ),
        (
            with("played_score", "-2147483648"),
            "review.moves[0].played_score",
        ),
        (with("depth", "4000000000"), "review.moves[0].depth"),
        (
            with("judgement", "Blunder"),
            "review.moves[0].judgement: 'blunder'",
        ),
        (
            good.replacen(
                &line,
                &line.replacen("best_line: [\"A6L*\"", "best_line: [\"A9L\"", 1),
                1,
            ),
            "review.moves[0].best_line",
        ),
        (
            good.replacen(
                &line,
                &line.replacen(
                    "played_line: [\"A6L*\", ",
                    "played_line: [\"A6L*\", \"Z9Q\", ",
                    1,
                ),
                1,
            ),
            "review.moves[0].played_line: move 2",
        ),
        (good.replacen("ms: 10,", "ms: 0,", 1), "review.ms: 0"),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        assert_ne!(text, &good, "case {i} changes the file");
        let path = dir.join(format!("case{i}.ron"));
        std::fs::write(&path, text).unwrap();
        refused(&run(bao().arg("export").arg(&path).arg("-")), want);
    }
    // A move walking into a forced loss judged best: the blunder of the record (A5R>).
    let blunder = good
        .lines()
        .find(|l| l.contains("(played: \"A5R>\""))
        .unwrap();
    assert!(blunder.contains("judgement: Blunder"), "{blunder}");
    let text = good.replacen(
        blunder,
        &blunder.replacen("judgement: Blunder", "judgement: Best", 1),
        1,
    );
    std::fs::write(dir.join("best.ron"), text).unwrap();
    refused(
        &run(bao().arg("export").arg(dir.join("best.ron")).arg("-")),
        "judgement: 'best', but the move played is not the best one",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Records: `#` only on a winning move (RULES.md 13: "`#` any move that wins"), one value
/// per header, no control characters, and
/// `replay` refuses the level `import` refuses.
#[test]
fn records_claim_nothing_false_and_hold_no_control_characters() {
    let dir = temp_dir("records");
    let cases = [
        ("1: A6L*### a6R;\n", "'A6L*###': at most one '#'"),
        (
            "1: A6L*# a6R;\n",
            "'A6L*#' is marked '#' (a winning move) but the game goes on",
        ),
        (
            "winner: North;\nwinner: South;\n1: A6L* a6R;\n",
            "line 2: header 'winner' again, with 'South' after 'North'",
        ),
        (
            "variant: kiswahili;\nvariant: kete;\n1: A6L* a6R;\n",
            "line 2: header 'variant' again",
        ),
        (
            "rules: mancala-world;\nrules: tournament;\n",
            "line 2: header 'rules' again",
        ),
        (
            "south: Asha;\nsouth: Juma;\n",
            "line 2: header 'south' again",
        ),
        (
            "south: \u{1b}[2J Mallory;\n1: A6L* a6R;\n",
            "line 1: header 'south' holds the control character U+001B",
        ),
        (
            "south-level: 9;\n1: A6L* a6R;\n",
            "south-level: '9' is not a level 0..5",
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let path = dir.join(format!("case{i}.bao"));
        std::fs::write(&path, text).unwrap();
        for command in ["replay", "import", "review"] {
            let mut cmd = bao();
            cmd.arg(command).arg(&path);
            if command == "import" {
                cmd.arg(dir.join("out.ron"));
            }
            refused(&run(&mut cmd), want);
        }
        assert!(!dir.join("out.ron").exists());
    }
    // Headers that agree are one header; the last move of a won game may carry `#`.
    let agree = "winner: North;\nwinner: north;\n";
    let text = std::fs::read_to_string(short_record(&dir)).unwrap();
    let text = text
        .replace("winner: north;\n", agree)
        .replace("a5R;", "a5R#;");
    assert!(text.contains("a5R#"), "{text}");
    std::fs::write(dir.join("agree.bao"), &text).unwrap();
    let o = run(bao().arg("import").arg(dir.join("agree.bao")).arg("-"));
    refused(&o, "header 'winner' again, with 'north' after 'North'");
    std::fs::write(
        dir.join("agree.bao"),
        text.replace(agree, "winner: north;\nwinner: north;\n"),
    )
    .unwrap();
    let o = run(bao().arg("import").arg(dir.join("agree.bao")).arg("-"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A name that got past the readers (a saved game written by hand) is never printed raw:
/// every error line is escaped too.
#[test]
fn control_characters_never_reach_the_terminal() {
    let dir = temp_dir("escape");
    std::fs::write(dir.join("m.bao"), "1: A6L*\u{1b}[2J a6R;\n").unwrap();
    let o = run(bao().arg("replay").arg(dir.join("m.bao")));
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        !err.contains('\u{1b}'),
        "raw escape on the terminal: {err:?}"
    );
    assert!(err.contains("\\u{1b}[2J"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Duplicate JSON keys are refused (serde_json would keep the last one).
#[test]
fn a_json_key_given_twice_is_refused() {
    let start = String::from_utf8(run(bao().args(["random-games", "1", "--positions"])).stdout)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string();
    let twice = start.replacen("\"to_move\":", "\"to_move\":\"N\",\"to_move\":", 1);
    let o = run_with_input(
        bao().arg("successors"),
        std::io::Cursor::new(format!("{twice}\n")),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stdout).contains("key 'to_move' given twice"));
    let o = run_with_input(
        bao().args(["analyse", "--depth", "1"]),
        std::io::Cursor::new(twice.clone()),
    );
    refused(&o, "key 'to_move' given twice");
    refused(
        &run(bao().args(["perft", "1", &twice])),
        "key 'to_move' given twice",
    );
}

/// `match --a-eval` weights stay in range (an overflowing one panicked the evaluation).
#[test]
fn evaluation_weights_are_bounded() {
    let o = run(bao().args([
        "match",
        "--a",
        "0",
        "--b",
        "0",
        "--games",
        "1",
        "--a-eval",
        "front_pit=2147483647",
    ]));
    refused(&o, "a weight is -1000..=1000");
}

/// The limits are stated in the help.
#[test]
fn the_help_states_the_limits() {
    let help = String::from_utf8(run(bao().arg("--help")).stdout).unwrap();
    assert!(help.contains("16 MiB") && help.contains("1 MiB"), "{help}");
    let help = String::from_utf8(run(bao().args(["successors", "--help"])).stdout).unwrap();
    assert!(help.contains("longer than 1 MiB"), "{help}");
}

/// The window's keep-aside salvage opens a saved game whose review is damaged with all its
/// moves and without the review, says so, and keeps the original aside.
#[test]
fn a_damaged_review_is_dropped_and_the_game_kept() {
    use bao::game::records::files;
    use bao::game::records::slots::open_file;
    use bao::game::words::i18n::Lang;
    let dir = temp_dir("salvage");
    let good = reviewed(&dir);
    let damaged = good.replacen("choices: 4", "choices: 0", 1);
    let path = dir.join("saved.ron");
    for lang in [Lang::English, Lang::Kiswahili] {
        std::fs::write(&path, &damaged).unwrap();
        let opened = open_file(&path, true, lang);
        let saved = opened.saved.expect("the game opens");
        let game = saved.game().unwrap();
        assert_eq!(game.moves.len(), 6, "every move kept");
        assert!(game.review.is_none(), "the review dropped");
        let said = ["damaged review", "uchambuzi ulioharibika"][lang as usize];
        assert!(opened.message.contains(said), "{}", opened.message);
        assert!(
            opened.message.contains("choices"),
            "names the field: {}",
            opened.message
        );
        let kept = files::kept_aside(&path);
        assert_eq!(
            std::fs::read_to_string(kept.last().unwrap()).unwrap(),
            damaged
        );
        // The mended file is written in its place and opens cleanly.
        assert!(
            open_file(&path, true, lang)
                .message
                .starts_with(["Loaded", "Imepakiwa"][lang as usize])
        );
        for k in kept {
            std::fs::remove_file(k).unwrap();
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A saved move written another way (`a6l*` for South's `A6L*`, as the notation reader
/// accepts it) loads as Bao writes it, so that the game saves, exports and imports back the
/// same (a finding of the long fuzz run).
#[test]
fn saved_moves_load_as_bao_writes_them() {
    use bao::game::records::record::SavedGame;
    let dir = temp_dir("canonical");
    let good = reviewed(&dir);
    let text = good.replacen("\"A6L*\",\n", "\"a6l*\",\n", 1);
    assert_ne!(text, good);
    let g = SavedGame::from_ron(&text).unwrap();
    assert_eq!(g.moves[0], "A6L*");
    assert_eq!(SavedGame::from_ron(&g.to_ron()).unwrap(), g);
    assert_eq!(SavedGame::from_bao(&g.to_bao()).unwrap().moves, g.moves);
    let _ = std::fs::remove_dir_all(&dir);
}
