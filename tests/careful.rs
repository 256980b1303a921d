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

// The second round: each defect the attack found, driven through the binary where
// the player meets it and through the library where a race or a figure is measured.

use bao::game::records::files::{self, Folders};
use bao::game::records::ratings::{self, Attempt, Record};
use bao::game::records::record::{Saved, SavedGame};
use bao::game::records::settings::Settings;
use bao::game::words::i18n::Lang;

/// A saved game (`g.ron`) of the short master record, through `import`.
fn saved_game(dir: &Path) -> PathBuf {
    let record = short_record(dir);
    let ron = dir.join("g.ron");
    let o = run(bao().arg("import").arg(&record).arg(&ron));
    assert!(o.status.success(), "{}", stderr(&o));
    ron
}

/// The most processor time a read of a 16 MiB file may take: the time the issue asks for
/// ("within a second"), measured as processor time so that a machine shared with builds
/// does not make it fail (the quadratic reads took minutes).
const QUICK: Duration = Duration::from_secs(1);

fn cpu(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}

/// Runs the command and gives its output with the processor time it took (user and system,
/// from `wait4`); its wall-clock time must stay under a minute.
fn run_timed(cmd: &mut Command) -> (Output, Duration) {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bao binary runs");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let t = Instant::now();
    let (mut status, mut usage) = (0, unsafe { std::mem::zeroed::<libc::rusage>() });
    // SAFETY: waits for our own child, with pointers to locals that outlive the call.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32);
    assert!(t.elapsed() < Duration::from_secs(60), "{:?}", t.elapsed());
    let output = Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    };
    (output, cpu(usage.ru_utime) + cpu(usage.ru_stime))
}

/// The processor time this thread has used.
fn thread_cpu() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a pointer to a local for the call.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// A million headers in a record and a million notes in a saved game, inside the 16 MiB cap,
/// are refused by name at once (a record holds at most 1024 headers, a game 1000 notes); a
/// million copies of one header are read, also at once.
#[test]
fn a_million_headers_or_notes_are_read_or_refused_within_a_second() {
    let dir = temp_dir("million");
    let mut many = String::new();
    for i in 0..1_000_000 {
        many.push_str(&format!("h{i}: v;\n"));
    }
    many.push_str("1: A6L* a6R;\n");
    std::fs::write(dir.join("many.bao"), &many).unwrap();
    let (o, headers) = run_timed(bao().arg("replay").arg(dir.join("many.bao")));
    refused(&o, "line 1025: more than 1024 headers");

    let same = format!("{}1: A6L* a6R;\n", "h: v;\n".repeat(1_000_000));
    std::fs::write(dir.join("same.bao"), &same).unwrap();
    let (o, repeated) = run_timed(bao().arg("replay").arg(dir.join("same.bao")));
    assert!(o.status.success(), "{}", stderr(&o));

    let ron = saved_game(&dir);
    let text = std::fs::read_to_string(&ron).unwrap();
    let mut notes = String::from("notes: [");
    for i in 0..1_000_000 {
        notes.push_str(&format!("(\"n{i}\",\"\"),"));
    }
    notes.push_str("],");
    let text = text.replacen("notes: [],", &notes, 1);
    assert!(
        text.len() < 16 << 20,
        "inside the cap: {} bytes",
        text.len()
    );
    std::fs::write(dir.join("notes.ron"), &text).unwrap();
    let (o, notes) = run_timed(
        bao()
            .arg("export")
            .arg(dir.join("notes.ron"))
            .arg(dir.join("out.bao")),
    );
    refused(&o, "notes: more than 1000");
    eprintln!(
        "processor time: a million headers {headers:?}, one header a million times \
         {repeated:?}, a million notes {notes:?}"
    );
    for took in [headers, repeated, notes] {
        assert!(took < QUICK, "{took:?}");
    }
    assert!(!dir.join("out.bao").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file swapped for a FIFO (and back) in a tight loop while it is read: every read ends,
/// with the file's text or "not a regular file"; none waits for a writer.
#[test]
fn a_file_swapped_for_a_fifo_never_blocks_a_read() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, mpsc};
    let dir = temp_dir("swap");
    let path = dir.join("g.bao");
    std::fs::write(&path, "title: x;\n").unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let swapper = {
        let (dir, path, stop) = (dir.clone(), path.clone(), stop.clone());
        std::thread::spawn(move || {
            let (fifo, file) = (dir.join("f.tmp"), dir.join("r.tmp"));
            let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
            while !stop.load(Ordering::Relaxed) {
                // SAFETY: a path string that lives across the call.
                unsafe { libc::mkfifo(c.as_ptr(), 0o600) };
                let _ = std::fs::rename(&fifo, &path);
                let _ = std::fs::write(&file, "title: x;\n");
                let _ = std::fs::rename(&file, &path);
            }
        })
    };
    let (tx, rx) = mpsc::channel();
    let reads = 3000;
    {
        let path = path.clone();
        std::thread::spawn(move || {
            for _ in 0..reads {
                let _ = tx.send(files::read_text(&path).map_err(|e| e.to_string()));
            }
        });
    }
    let (mut texts, mut fifos) = (0, 0);
    for _ in 0..reads {
        match rx.recv_timeout(Duration::from_secs(5)) {
            Ok(Ok(text)) => {
                assert_eq!(text, "title: x;\n");
                texts += 1;
            }
            Ok(Err(e)) => {
                assert!(e.contains("not a regular file"), "{e}");
                fifos += 1;
            }
            Err(_) => {
                stop.store(true, Ordering::Relaxed);
                panic!("a read waited on a FIFO for 5 s ({texts} files, {fifos} FIFOs before)");
            }
        }
    }
    stop.store(true, Ordering::Relaxed);
    swapper.join().unwrap();
    eprintln!("{reads} reads during the swaps: {texts} read the file, {fifos} refused a FIFO");
    assert!(fifos > 0, "the swap loop raced the reads");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The side of [`two_windows_saving_at_once_keep_every_attempt_and_setting`] that runs in
/// each of its two processes (this test binary again, with `BAO_SAVER_DIR` set); nothing
/// otherwise. Each saves `BAO_SAVER_COUNT` attempts (or lessons done) of its own, one save
/// each, as a window does after each puzzle.
#[test]
fn saver_child() {
    let Some(dir) = std::env::var_os("BAO_SAVER_DIR").map(PathBuf::from) else {
        return;
    };
    let var = |name: &str| std::env::var(name).unwrap();
    let (id, count): (String, u64) = (var("BAO_SAVER_ID"), var("BAO_SAVER_COUNT").parse().unwrap());
    let folders = Folders::at(&dir);
    let t = Instant::now();
    while !dir.join("go").exists() {
        assert!(t.elapsed() < Duration::from_secs(20), "never told to go");
        std::thread::sleep(Duration::from_micros(200));
    }
    let (mut record, mut settings) = (Record::new(), Settings::default());
    for i in 0..count {
        let kind = var("BAO_SAVER_KIND");
        if kind != "settings" {
            record.add_attempt(Attempt {
                puzzle: format!("{id}-{i}"),
                success: i % 3 != 0,
                time: 1_000 + i,
                rating: 1500,
            });
        }
        if kind == "practice" {
            record = folders
                .save_practice_merged(&record, Lang::English)
                .unwrap()
                .0;
        } else if kind == "unlocked" {
            // The merge as it was before the lock: read, merge, write.
            let (disk, _) = folders.open_practice(Lang::English);
            record = Record::merged(&disk, &record);
            folders.save_practice(&record).unwrap();
        } else {
            let mut after = settings.clone();
            after.mark_lesson_done(&format!("{id}-{i}"));
            settings = folders.save_settings_merged(&settings, &after).unwrap();
        }
    }
}

/// Two processes saving `count` attempts each to one practice.ron `rounds` times: every
/// round keeps all of them. Returns the rounds that did, and the time taken.
fn race(kind: &str, rounds: u32, count: u64) -> (u32, Duration) {
    let t = Instant::now();
    let mut whole = 0;
    for round in 0..rounds {
        let dir = temp_dir(&format!("race-{kind}-{round}"));
        let children: Vec<_> = ["one", "two"]
            .iter()
            .map(|id| {
                Command::new(std::env::current_exe().unwrap())
                    .args(["--exact", "saver_child", "--nocapture", "--test-threads=1"])
                    .env("BAO_SAVER_DIR", &dir)
                    .env("BAO_SAVER_ID", id)
                    .env("BAO_SAVER_COUNT", count.to_string())
                    .env("BAO_SAVER_KIND", kind)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        std::fs::write(dir.join("go"), "").unwrap();
        for c in children {
            let o = c.wait_with_output().unwrap();
            assert!(o.status.success(), "{}", stderr(&o));
        }
        let folders = Folders::at(&dir);
        let kept = if kind != "settings" {
            let (record, note) = folders.open_practice(Lang::English);
            assert_eq!(note, None);
            record.attempts().len() as u64
        } else {
            let (settings, note) = folders.open_settings();
            assert_eq!(note, None);
            settings.lessons_done.len() as u64
        };
        whole += u32::from(kept == 2 * count);
        let _ = std::fs::remove_dir_all(&dir);
    }
    (whole, t.elapsed())
}

/// Two windows saving at once (two processes: practice after every puzzle, settings after
/// every change) keep every attempt and every lesson of both, round after round. The full
/// figure (100 each, 20 rounds): `BAO_RACE_ATTEMPTS=100 BAO_RACE_ROUNDS=20`.
#[test]
fn two_windows_saving_at_once_keep_every_attempt_and_setting() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (rounds, count) = (
        env("BAO_RACE_ROUNDS", 20) as u32,
        env("BAO_RACE_ATTEMPTS", 10),
    );
    for kind in ["practice", "settings"] {
        let (whole, took) = race(kind, rounds, count);
        eprintln!(
            "{kind}: two processes saving {count} each: all {} kept in {whole} of {rounds} rounds ({took:?})",
            2 * count
        );
        assert_eq!(whole, rounds, "{kind}");
    }
}

/// Whether a write replaces the file or writes in place is decided by the file the path
/// opens, not by its name: a regular file reached through `/dev/..` or kept in `/dev/shm` is
/// replaced (not appended to), `/dev/null` and a pipe through `/dev/stdout` are written in
/// place, and `> file` through `/dev/stdout` holds the export.
#[test]
fn output_goes_by_the_opened_files_type_not_its_name() {
    let dir = temp_dir("devpath");
    let ron = saved_game(&dir);
    let fresh = dir.join("fresh.bao");
    let o = run(bao().arg("export").arg(&ron).arg(&fresh));
    assert!(o.status.success(), "{}", stderr(&o));
    let export = std::fs::read_to_string(&fresh).unwrap();
    let old = dir.join("old.bao");
    let mut places = vec![(
        old.clone(),
        PathBuf::from(format!("/dev/..{}", old.display())),
    )];
    if Path::new("/dev/shm").is_dir() {
        let shm = PathBuf::from(format!("/dev/shm/bao-careful-{}.bao", std::process::id()));
        places.push((shm.clone(), shm));
    }
    for (file, named) in &places {
        std::fs::write(file, "OLD CONTENT\n").unwrap();
        let o = run(bao().arg("export").arg(&ron).arg(named));
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(
            std::fs::read_to_string(file).unwrap(),
            export,
            "{}",
            named.display()
        );
    }
    let _ = std::fs::remove_file(&places.last().unwrap().0);
    let o = run(bao().arg("export").arg(&ron).arg("/dev/null"));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = bao()
        .arg("export")
        .arg(&ron)
        .arg("/dev/stdout")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains(&export));
    let out = dir.join("out.bao");
    let o = bao()
        .arg("export")
        .arg(&ron)
        .arg("/dev/stdout")
        .stdout(std::fs::File::create(&out).unwrap())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&out).unwrap().contains(&export));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A 16 MiB saved game with 480,000 analysis nodes is refused at the node limit without
/// building them all (nor reading the file twice); a practice record over its limit is
/// refused by name, and one at the limit drops its oldest attempts, not the newest.
#[test]
fn big_lists_are_refused_before_they_are_built() {
    let dir = temp_dir("nodes");
    let ron = saved_game(&dir);
    let text = std::fs::read_to_string(&ron).unwrap();
    let mut nodes = String::from("    analysis: [");
    for i in 0..480_000 {
        nodes.push_str(&format!("(parent:{i},mv:\"A6L*\"),"));
    }
    nodes.push_str("],\n");
    let end = text.rfind(')').unwrap();
    let text = format!("{}{nodes}{}", &text[..end], &text[end..]);
    assert!(text.len() < 16 << 20);
    std::fs::write(dir.join("nodes.ron"), &text).unwrap();
    let (o, took) = run_timed(
        bao()
            .arg("export")
            .arg(dir.join("nodes.ron"))
            .arg(dir.join("out.bao")),
    );
    refused(&o, "the tree holds 5000 moves already");
    eprintln!("480,000 analysis nodes refused in {took:?} of processor time");
    assert!(took < QUICK, "{took:?}");

    let many = ratings::MAX_ATTEMPTS + 10;
    let mut file = String::from("(version: 1, attempts: [");
    for i in 0..many {
        file.push_str(&format!(
            "(puzzle: \"p{i}\", success: true, time: {i}, rating: 1500),"
        ));
    }
    file.push_str("])");
    let t = thread_cpu();
    let refusal = Record::from_ron(&file).unwrap_err();
    assert!(thread_cpu() - t < QUICK);
    assert!(
        format!("{refusal:?}").contains(&format!(
            "more than {}, the most a record keeps",
            ratings::MAX_ATTEMPTS
        )),
        "{refusal:?}"
    );
    let mut r = Record::new();
    for i in 0..many as u64 {
        r.add_attempt(Attempt {
            puzzle: format!("p{i}"),
            success: true,
            time: i,
            rating: 1500,
        });
    }
    assert_eq!(r.attempts().len(), ratings::MAX_ATTEMPTS);
    assert_eq!(r.attempts()[0].time, 10, "the oldest go");
    assert_eq!(r.attempts().last().unwrap().time, many as u64 - 1);
    let full = r.to_ron();
    let t = thread_cpu();
    assert!(Record::from_ron(&full).is_ok(), "what is written reads");
    let read = thread_cpu() - t;
    eprintln!(
        "a record of {} attempts read in {read:?}",
        ratings::MAX_ATTEMPTS
    );
    assert!(read < QUICK, "{read:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Right-to-left overrides, isolates, line separators and zero-width characters are refused
/// wherever free text is read (names, titles, notes, variation names, practice ids), by
/// name and code point; the review never prints one; a settings name of one is replaced.
#[test]
fn invisible_and_bidi_characters_are_refused_everywhere() {
    let dir = temp_dir("bidi");
    for (c, what) in [
        ('\u{202E}', "the invisible format character U+202E"),
        ('\u{2066}', "the invisible format character U+2066"),
        ('\u{200B}', "the invisible format character U+200B"),
        ('\u{2028}', "the line separator U+2028"),
    ] {
        for header in ["south", "title", "place"] {
            let text = format!("{header}: Asha{c}Juma;\n1: A6L* a6R;\n");
            let e = SavedGame::from_bao(&text).unwrap_err().to_string();
            assert!(
                e.contains(&format!("header '{header}' holds {what}")),
                "{e}"
            );
        }
        let mut g = SavedGame::from_bao("1: A6L* a6R;\n").unwrap();
        g.title = Some(format!("A{c}B"));
        let e = SavedGame::from_ron(&g.to_ron()).unwrap_err().to_string();
        assert!(e.contains(&format!("title: holds {what}")), "{e}");
        let mut g = SavedGame::from_bao("1: A6L* a6R;\n").unwrap();
        g.notes = vec![("place".into(), format!("Unguja{c}"))];
        let e = SavedGame::from_ron(&g.to_ron()).unwrap_err().to_string();
        assert!(e.contains(&format!("notes[0]: holds {what}")), "{e}");
        let e = bao::game::teach::analysis::variations::check_name(&format!("line{c}"))
            .unwrap_err()
            .to_string();
        assert!(e.contains(what), "{e}");
        let practice = format!(
            "(version: 1, attempts: [(puzzle: \"k{c}\", success: true, time: 1, rating: 1500)])"
        );
        let e = format!("{:?}", Record::from_ron(&practice).unwrap_err());
        assert!(e.contains(what), "{e}");
        let mut s = Settings::default();
        s.new_game.players[0].name = format!("Asha{c}");
        let (read, warning) = Settings::parse(&s.to_ron()).unwrap();
        assert_ne!(read.new_game.players[0].name, s.new_game.players[0].name);
        assert!(warning.unwrap().contains(what));
    }
    // Names typed or pasted into the window lose them before any file sees them.
    use bao::game::play::matches::{Match, MatchKind};
    let m = Match::new(
        MatchKind::Single,
        ["A\u{202E}sha".into(), "\u{200B}Juma\u{2028}".into()],
        0,
    );
    assert_eq!(m.names, ["Asha".to_string(), "Juma".to_string()]);
    // A name of one zero-width space is no name.
    let mut g = SavedGame::from_bao("1: A6L* a6R;\n").unwrap();
    g.players[0].name = "\u{200B}".into();
    let e = SavedGame::from_ron(&g.to_ron()).unwrap_err().to_string();
    assert!(e.contains("players[0].name: a player needs a name"), "{e}");
    // The review refuses the file, and what it prints holds no override.
    let record = dir.join("rlo.bao");
    std::fs::write(&record, "south: \u{202E}Asha;\n1: A6L* a6R;\n").unwrap();
    let o = run(bao().arg("review").arg(&record));
    assert_eq!(o.status.code(), Some(2));
    let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
    assert!(!all.contains('\u{202E}'), "{all}");
    assert!(all.contains("U+202E"), "{all}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A refusal quotes at most 40 characters of a value: a title given twice with two 5 MB
/// values, a 1 MB move and a 1 MB practice id make refusals of one short line.
#[test]
fn refusals_quote_values_cut_short() {
    let dir = temp_dir("quote");
    let (a, b) = ("A".repeat(5 << 20), "B".repeat(5 << 20));
    let record = dir.join("titles.bao");
    std::fs::write(&record, format!("title: {a};\ntitle: {b};\n1: A6L* a6R;\n")).unwrap();
    let o = run(bao().arg("replay").arg(&record));
    refused(&o, "header 'title' again");
    assert!(stderr(&o).len() < 300, "{} bytes", stderr(&o).len());
    assert!(stderr(&o).contains("more characters"), "{}", stderr(&o));
    let moves = dir.join("move.bao");
    std::fs::write(&moves, format!("1: A6L{} a6R;\n", "*".repeat(1 << 20))).unwrap();
    let o = run(bao().arg("replay").arg(&moves));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).len() < 1000, "{} bytes", stderr(&o).len());
    let e = format!(
        "{:?}",
        Record::from_ron(&format!(
            "(version: 1, attempts: [(puzzle: \"{}\", success: true, time: 1, rating: 1500)])",
            "p".repeat(1 << 20)
        ))
        .unwrap_err()
    );
    assert!(
        e.len() < 300 && e.contains("longer than 64"),
        "{} bytes",
        e.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An editor's byte order mark at the start of a file is skipped: settings, the practice
/// record, a record and a saved game read as without it, and nothing is kept aside.
#[test]
fn a_byte_order_mark_is_skipped() {
    let dir = temp_dir("bom");
    let folders = Folders::at(&dir);
    let mut s = Settings::default();
    s.volume = 33;
    std::fs::write(folders.settings_path(), format!("\u{feff}{}", s.to_ron())).unwrap();
    assert_eq!(folders.open_settings(), (s, None));
    let mut r = Record::new();
    r.add_attempt(Attempt {
        puzzle: "kiswahili-0001".into(),
        success: true,
        time: 5,
        rating: 1400,
    });
    std::fs::write(folders.practice_path(), format!("\u{feff}{}", r.to_ron())).unwrap();
    assert_eq!(folders.open_practice(Lang::English), (r, None));
    assert!(files::kept_aside(&folders.settings_path()).is_empty());
    assert!(files::kept_aside(&folders.practice_path()).is_empty());
    let record = short_record(&dir);
    let text = std::fs::read_to_string(&record).unwrap();
    std::fs::write(&record, format!("\u{feff}{text}")).unwrap();
    let o = run(bao().arg("replay").arg(&record));
    assert!(o.status.success(), "{}", stderr(&o));
    let game = SavedGame::from_bao(&text).unwrap();
    let ron = dir.join("bom.ron");
    std::fs::write(&ron, format!("\u{feff}{}", game.to_ron())).unwrap();
    assert_eq!(files::load_saved(&ron).unwrap(), Saved::Game(game));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The smaller ones: nesting refused in the file's terms; no folder chain created for an
/// output; a salvaged game's moves as Bao writes them; a comment after an interpreted
/// header's `;` refused and after a free text header's kept; an unknown `reason` refused.
#[test]
fn the_smaller_refusals_of_the_second_round() {
    let dir = temp_dir("smaller");
    // Nesting.
    let deep = format!(
        "(format: \"bao-game\", version: 1, moves: {}{})",
        "[".repeat(200),
        "]".repeat(200)
    );
    let e = Saved::from_ron(&deep).unwrap_err().to_string();
    assert!(
        e.contains("nested more than 128 deep") && !e.contains("recursion_limit"),
        "{e}"
    );
    let e =
        Settings::parse(&format!("(future: {}{})", "[".repeat(200), "]".repeat(200))).unwrap_err();
    assert!(e.contains("nested more than 128 deep"), "{e}");
    let e = format!(
        "{:?}",
        Record::from_ron(&format!(
            "(version: 1, attempts: [], future: {}{})",
            "[".repeat(200),
            "]".repeat(200)
        ))
        .unwrap_err()
    );
    assert!(e.contains("nested more than 128 deep"), "{e}");
    // An output in a folder that is not there.
    let record = short_record(&dir);
    let missing = dir.join("no/such/folder/g.ron");
    let o = run(bao().arg("import").arg(&record).arg(&missing));
    refused(&o, "does not exist");
    assert!(!dir.join("no").exists(), "no folder created");
    // A salvaged game keeps Bao's spellings: South's `a6L*` read as `A6L*`.
    let mut game = SavedGame::from_bao(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let canonical = game.moves.clone();
    game.moves[0] = game.moves[0].to_ascii_lowercase();
    game.moves.push("A1".into());
    game.result = None;
    let (salvaged, why) = Saved::salvage_ron(&game.to_ron()).expect("salvaged");
    assert!(why.to_string().contains("already over"), "{why}");
    assert_eq!(salvaged.game().unwrap().moves, canonical);
    // Comments after a header's `;`.
    let e = SavedGame::from_bao("winner: South; on time\n1: A6L* a6R;\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("line 1: header 'winner' is followed by 'on time'"),
        "{e}"
    );
    let g = SavedGame::from_bao("title: Voogt-4; (pg 135)\n1: A6L* a6R;\n").unwrap();
    assert_eq!(g.title.as_deref(), Some("Voogt-4 (pg 135)"));
    // The reason.
    let e = SavedGame::from_bao("winner: North;\nreason: time;\n1: A6L* a6R;\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("reason: 'time' is not a way a game ends"), "{e}");
    let e = SavedGame::from_bao("winner: North;\nreason: bao-hamna;\n1: A6L* a6R;\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("reason: the record says bao-hamna but the game ended by resignation"),
        "{e}"
    );
    let g = SavedGame::from_bao("winner: North;\nreason: resignation;\n1: A6L* a6R;\n").unwrap();
    assert_eq!(SavedGame::from_bao(&g.to_bao()).unwrap(), g);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The control of the race above: the same two processes merging without the lock lose
/// attempts in some rounds (the defect the lock mends). Timing-dependent, so not in the
/// suite: `cargo test --test careful -- --ignored the_race_without`.
#[test]
#[ignore]
fn the_race_without_the_lock_loses_attempts() {
    let count = std::env::var("BAO_RACE_ATTEMPTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let (whole, took) = race("unlocked", 20, count);
    eprintln!(
        "unlocked: all {} kept in {whole} of 20 rounds ({took:?})",
        2 * count
    );
    assert!(whole < 20);
}
