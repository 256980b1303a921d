//! The command line at its edges, one test per kind of edge, each driving the
//! built binary with real files, links, FIFOs and devices in a temporary folder.
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;

fn bao() -> Command {
    common::bao()
}

fn temp_dir(name: &str) -> PathBuf {
    common::temp_dir("cli", name)
}

fn short_record(dir: &Path) -> PathBuf {
    common::short_record(dir, "short1.bao")
}

fn run(cmd: &mut Command) -> Output {
    cmd.stdin(Stdio::null())
        .output()
        .expect("the bao binary runs")
}

fn run_with_input(cmd: &mut Command, input: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bao binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The run failed with `code` and exactly one line on stderr containing `want`.
#[track_caller]
fn fails_with(out: &Output, code: i32, want: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(code), "exit status; stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err}");
    assert!(err.starts_with("bao: "), "{err}");
    assert!(err.contains(want), "stderr should mention '{want}': {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A start position as the JSON the commands read.
fn start_json() -> String {
    let out = run(bao().args(["random-games", "1", "--positions"]));
    assert!(out.status.success(), "{}", stderr(&out));
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string()
}

// ------------------------------------------------------------------------ output errors

#[test]
fn output_errors_are_reported_and_a_closed_pipe_ends_quietly() {
    let dir = temp_dir("output");
    let record = short_record(&dir);
    let position = start_json();
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };

    let cases: Vec<(Vec<&str>, String)> = vec![
        (vec!["replay", record.to_str().unwrap()], String::new()),
        (vec!["perft", "2"], String::new()),
        (vec!["analyse", "--depth", "2"], position.clone()),
        (vec!["random-games", "10"], String::new()),
        (vec!["random-games", "3", "--positions"], String::new()),
        (vec!["successors"], format!("{position}\n{position}\n")),
        (vec!["--help"], String::new()),
        (vec!["--version"], String::new()),
        (vec!["replay", "--help"], String::new()),
    ];
    for (args, input) in cases {
        let mut child = bao()
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(full())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let err = stderr(&out);
        assert!(
            !out.status.success() && out.status.code() != Some(101),
            "{args:?} > /dev/full: exit {:?}, {err}",
            out.status
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
    }

    // A reader that stops after one line: the writer ends quietly.
    for args in [
        vec!["random-games", "100000"],
        vec!["random-games", "100000", "--positions"],
    ] {
        let mut child = bao()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}: a closed pipe is not reported");
    }
}

// ------------------------------------------------------------------------ paths

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(ok.success(), "mkfifo {}", path.display());
}

/// Opens a FIFO for writing without blocking (fails when nobody reads it): closing it ends a
/// reader that is still waiting, so a failed test cannot hang.
fn release_fifo(path: &Path) {
    use std::os::unix::fs::OpenOptionsExt;
    const O_NONBLOCK: i32 = 0o4000; // Linux
    let _ = std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(O_NONBLOCK)
        .open(path);
}

#[test]
fn outputs_follow_links_write_fifos_and_devices_in_place_and_spare_the_input() {
    let dir = temp_dir("paths");
    let record = short_record(&dir);
    let ron = dir.join("game.ron");
    let out = run(bao().arg("import").arg(&record).arg(&ron));
    assert!(out.status.success(), "{}", stderr(&out));
    let ron_text = std::fs::read_to_string(&ron).unwrap();
    let bao_text = {
        let again = dir.join("again.bao");
        assert!(
            run(bao().arg("export").arg(&ron).arg(&again))
                .status
                .success()
        );
        std::fs::read_to_string(&again).unwrap()
    };
    assert!(bao_text.contains("1: "), "{bao_text}");

    // A symbolic link: its target gets the record, the link stays a link.
    let target = dir.join("target.bao");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.bao");
    std::os::unix::fs::symlink("target.bao", &link).unwrap();
    let out = run(bao().arg("export").arg(&ron).arg(&link));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), bao_text);
    // A link to a file not there yet creates the file.
    let dangling = dir.join("dangling.bao");
    std::os::unix::fs::symlink(dir.join("new.bao"), &dangling).unwrap();
    assert!(
        run(bao().arg("export").arg(&ron).arg(&dangling))
            .status
            .success()
    );
    assert!(
        std::fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("new.bao")).unwrap(),
        bao_text
    );

    // A FIFO is written, not replaced.
    let fifo = dir.join("fifo.bao");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let out = run(bao().arg("export").arg(&ron).arg(&fifo));
    release_fifo(&fifo);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(reader.join().unwrap(), bao_text);
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );

    // A device is written in place: /dev/full stays a device and the failure is reported.
    let out = run(bao().arg("export").arg(&ron).arg("/dev/full"));
    fails_with(&out, 2, "/dev/full: No space left on device");
    assert!(
        std::fs::metadata("/dev/full")
            .unwrap()
            .file_type()
            .is_char_device()
    );
    let out = run(bao().arg("import").arg(&record).arg("/dev/null"));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );

    // `-` and /dev/stdout are stdout; the summary then goes to stderr.
    for to in ["-", "/dev/stdout"] {
        let out = run(bao().arg("export").arg(&ron).arg(to));
        assert!(out.status.success(), "{to}: {}", stderr(&out));
        assert_eq!(String::from_utf8_lossy(&out.stdout), bao_text, "{to}");
        assert!(stderr(&out).contains("turns"), "{to}: {}", stderr(&out));
    }
    let out = run(bao().arg("import").arg(&record).arg("-"));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), ron_text);

    // The input is never the output, however it is named.
    let alias = dir.join("alias.bao");
    std::os::unix::fs::symlink(&record, &alias).unwrap();
    let record_text = std::fs::read_to_string(&record).unwrap();
    for (cmd, from, to) in [
        ("import", record.clone(), record.clone()),
        ("import", alias.clone(), record.clone()),
        ("import", record.clone(), dir.join(".").join("short1.bao")),
        ("export", ron.clone(), ron.clone()),
    ] {
        let out = run(bao().arg(cmd).arg(&from).arg(&to));
        fails_with(&out, 2, "is the input file");
    }
    assert_eq!(std::fs::read_to_string(&record).unwrap(), record_text);
    assert_eq!(std::fs::read_to_string(&ron).unwrap(), ron_text);
    assert!(
        std::fs::symlink_metadata(&alias)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

// ------------------------------------------------------------------------ input lines

#[test]
fn successors_answers_a_line_that_is_not_utf8_and_goes_on() {
    let position = start_json();
    let mut input = Vec::new();
    input.extend_from_slice(position.as_bytes());
    input.extend_from_slice(b"\n{\"variant\": \"kiswahili\xff\xfe\"}\n");
    input.extend_from_slice(position.as_bytes());
    input.extend_from_slice(b"\r\n");
    let out = run_with_input(bao().arg("successors"), &input);
    assert_eq!(out.status.code(), Some(2), "a bad line makes the status 2");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[1], r#"{"error":"line 2: not UTF-8"}"#);
    assert_eq!(lines[0], lines[2], "the line after the bad one is answered");
    assert!(lines[0].starts_with("[{"), "{}", lines[0]);
}

// ------------------------------------------------------------------------ records

#[test]
fn records_with_bad_move_numbers_empty_files_or_a_false_winner_are_refused() {
    let dir = temp_dir("records");
    let record = std::fs::read_to_string(short_record(&dir)).unwrap();
    assert!(record.contains("winner: north;"), "{record}");
    let is_move = |l: &&str| l.split(':').next().unwrap().trim().parse::<u32>().is_ok();
    let moves: Vec<&str> = record.lines().filter(is_move).collect();
    let header_lines = record.lines().position(|l| is_move(&l)).unwrap();
    let first_move_line = header_lines + 1;
    let second = first_move_line + 1;
    let with_moves = |numbers: &[&str]| -> String {
        let mut text: String = record
            .lines()
            .take(header_lines)
            .map(|l| format!("{l}\n"))
            .collect();
        for (n, m) in numbers.iter().zip(&moves) {
            let (_, rest) = m.split_once(':').unwrap();
            text.push_str(&format!("{n}:{rest}\n"));
        }
        text
    };
    let winner_line = record
        .lines()
        .position(|l| l.starts_with("winner"))
        .unwrap()
        + 1;
    let cases: Vec<(&str, String, String)> = vec![
        (
            "too-large",
            with_moves(&["1", "4294967296", "3"]),
            format!("line {second}: move number '4294967296' is too large"),
        ),
        (
            "negative",
            with_moves(&["1", "-2", "3"]),
            format!("line {second}: move number '-2'"),
        ),
        (
            "repeated",
            with_moves(&["1", "1", "2"]),
            format!("line {second}: move number 1 repeats"),
        ),
        (
            "out-of-order",
            with_moves(&["1", "3", "2"]),
            format!("line {second}: move number 3 skips ahead"),
        ),
        (
            "not-one",
            with_moves(&["2", "3"]),
            format!("line {first_move_line}: move number 2 skips ahead; expected 1"),
        ),
        ("empty", String::new(), "line 1: the record is empty".into()),
        (
            "blank",
            "\n\n".into(),
            "lines 1-2: the record has no header".into(),
        ),
        (
            "false-winner",
            record.replace("winner: north;", "winner: south;"),
            format!(
                "line {winner_line}: winner: the record says South but the moves end with North winning"
            ),
        ),
    ];
    for (name, text, want) in cases {
        let file = dir.join(format!("{name}.bao"));
        std::fs::write(&file, &text).unwrap();
        let out = run(bao().arg("replay").arg(&file));
        fails_with(&out, 2, &want);
        let ron = dir.join(format!("{name}.ron"));
        let out = run(bao().arg("import").arg(&file).arg(&ron));
        assert_eq!(out.status.code(), Some(2), "{name}: {}", stderr(&out));
        assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
        assert!(!ron.exists(), "{name}: nothing is written");
    }
    // The record itself replays to the winner it names.
    let file = dir.join("good.bao");
    std::fs::write(&file, &record).unwrap();
    let out = run(bao().arg("replay").arg(&file));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.trim_end().ends_with(")") && text.contains("Result: North wins"),
        "{text}"
    );
}

// ------------------------------------------------------------------------ arguments

#[test]
fn arguments_are_checked_and_every_command_has_help() {
    let dir = temp_dir("arguments");
    let record = short_record(&dir);
    let record = record.to_str().unwrap();
    let position = start_json();
    let usage_errors: Vec<(Vec<&str>, &str)> = vec![
        (vec!["analyse", "--ms"], "--ms needs a value"),
        (vec!["random-games", "1", "--seed"], "--seed needs a value"),
        (
            vec!["random-games", "1", "--seed", "--variant", "kete"],
            "--seed needs a value",
        ),
        (
            vec!["random-games", "1", "--sede", "5"],
            "unknown option '--sede'",
        ),
        (
            vec!["random-games", "1", "--seed", "1", "--seed", "2"],
            "given twice",
        ),
        (vec!["random-games", "1", "2"], "unexpected argument '2'"),
        (vec!["random-games"], "missing argument"),
        (vec!["random-games", "-3"], "'-3' is negative"),
        (vec!["random-games", "99999999999"], "out of range"),
        (
            vec!["replay", record, "extra"],
            "unexpected argument 'extra'",
        ),
        (vec!["replay"], "missing argument"),
        (vec!["successors", "x"], "unexpected argument"),
        (vec!["perft", "99"], "out of range"),
        (vec!["perft", "two"], "not a number"),
        (vec!["bench", "--runs", "0"], "out of range"),
        (
            vec!["bench", "--games", "18446744073709551615"],
            "out of range",
        ),
        (vec!["bench", "--seconds", "NaN"], "out of range"),
        (
            vec!["analyse", "--ms", "18446744073709551615"],
            "out of range",
        ),
        (vec!["analyse", "--ms", "18446744073709551616"], "too large"),
        (vec!["analyse", "--depth", "4000000000"], "out of range"),
        (vec!["analyse", "--ms", "5", "--depth", "3"], "not both"),
        (
            vec!["match", "--a", "1", "--b", "2", "--games", "1000000000"],
            "out of range",
        ),
        (
            vec!["match", "--a", "1", "--b", "2", "--a-dept", "3"],
            "did you mean --a-depth",
        ),
        (vec!["export", "a.ron"], "missing argument"),
        (vec!["install-desktop", "now"], "unexpected argument"),
        (vec!["--sede", "5"], "unknown option '--sede'"),
        (vec!["frobnicate"], "unknown command 'frobnicate'"),
    ];
    for (args, want) in usage_errors {
        let out = run_with_input(bao().args(&args), position.as_bytes());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: want '{want}' in: {err}");
        assert!(out.stdout.is_empty(), "{args:?} printed output");
    }

    // Help goes to stdout with status 0, names every command, and does nothing else.
    let help = run(bao().arg("--help"));
    assert!(help.status.success());
    let help = String::from_utf8(help.stdout).unwrap();
    assert_eq!(help, bao::cli::help());
    for flag in [vec!["-h"], vec!["help"]] {
        let out = run(bao().args(&flag));
        assert!(out.status.success());
        assert_eq!(String::from_utf8(out.stdout).unwrap(), help, "{flag:?}");
    }
    assert!(help.lines().all(|l| l.chars().count() <= 80), "{help}");
    let version = run(bao().arg("--version"));
    assert!(version.status.success());
    assert_eq!(
        String::from_utf8(version.stdout).unwrap(),
        format!("bao {}\n", env!("CARGO_PKG_VERSION"))
    );
    let data = dir.join("data");
    let mut names: Vec<&str> = bao::cli::COMMANDS.iter().map(|c| c.name).collect();
    names.sort();
    names.dedup();
    assert_eq!(
        names.len(),
        bao::cli::COMMANDS.len(),
        "command names repeat"
    );
    for c in bao::cli::COMMANDS {
        let opts: Vec<&str> = c
            .options
            .iter()
            .flat_map(|g| g.iter().map(|o| o.name))
            .collect();
        for (i, o) in opts.iter().enumerate() {
            assert!(
                o.starts_with("--") && !opts[..i].contains(o),
                "{}: {o}",
                c.name
            );
        }
        assert!(
            help.contains(&format!("\n  {} ", c.name)),
            "{}: {help}",
            c.name
        );
        for args in [
            vec![c.name, "--help"],
            vec!["help", c.name],
            vec![c.name, "-h"],
        ] {
            let out = run(bao().args(&args).env("XDG_DATA_HOME", &data));
            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
            let text = String::from_utf8(out.stdout).unwrap();
            assert_eq!(text, c.help(), "{args:?}");
            assert!(
                text.starts_with(&format!("usage: bao {}", c.name)),
                "{text}"
            );
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }
    // `install-desktop --help` installs nothing.
    assert!(!data.exists(), "install-desktop --help wrote files");
}

// ------------------------------------------------------------------------ lessons

/// `bao lessons --check` replays every lesson's solution: one line per lesson, a count.
#[test]
fn lessons_check_replays_every_solution_one_line_per_lesson() {
    let out = run(bao().args(["lessons", "--check"]));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let n = bao::game::teach::course::lessons::course(bao::game::words::i18n::Lang::English).len();
    assert!(n >= 15, "{n} lessons");
    assert_eq!(lines.len(), n + 1, "{text}");
    for (line, l) in lines.iter().zip(bao::game::teach::course::lessons::course(
        bao::game::words::i18n::Lang::English,
    )) {
        assert!(line.starts_with("ok ") && line.contains(l.id()), "{line}");
        assert!(line.contains("solution "), "{line}");
    }
    assert_eq!(lines[n], format!("{n} of {n} lessons checked ok"));
    // Without --check: the list, one lesson a line.
    let out = run(bao().arg("lessons"));
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), n);
}

/// `bao explain MOVE` tells a move from its rules trace (G4: the worked example's capture).
#[test]
fn explain_tells_a_move_sentence_by_sentence() {
    let out = run(bao().args(["explain", "A1R", "--variant", "kujifunza"]));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("A1R\n"), "{text}");
    assert!(text.contains("a6 facing it holds 2 seeds: South captures them (kula). (G4)"));
    fails_with(&run(bao().args(["explain", "A1L"])), 2, "'A1L'");
}

/// `bao explain` refuses a never-ending move with its reason (section 10), not only "not a
/// legal move here": South's ring 3 0 1 2 0 1 2 0 | 1 2 0 1 2 0 1 2 (mtaji, no houses; the
/// position of `rules_general.rs`), where A1R* rotates the pattern for ever.
#[test]
fn explain_tells_why_a_never_ending_move_is_refused() {
    let mut rows = [[0u8; 16]; 2];
    rows[0] = [3, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2];
    // North: 2 seeds in a front pit, the rest in a back pit.
    rows[1][0] = 2;
    rows[1][15] = 64 - 2 - rows[0].iter().sum::<u8>();
    let pos = bao::rules::Position::from_parts(
        bao::rules::Rules::KISWAHILI,
        rows,
        [0, 0],
        [false, false],
        bao::rules::Side::South,
    );
    let json = bao::rules::position_to_json(&pos).to_string();
    let out = run(bao().args(["explain", "A1R*", &json]));
    fails_with(
        &out,
        2,
        "'A1R*' is not a legal move here: A1R* would never end: ",
    );
    assert!(stderr(&out).contains("(section 10)"), "{}", stderr(&out));
    let out = run(bao().args(["explain", "A1R*", &json, "--lang", "sw"]));
    fails_with(&out, 2, "isingekwisha kamwe");
}

// ------------------------------------------------------------------------ the window

/// No display: one line and exit 2, before the windowing layer can panic.
#[cfg(feature = "gui")]
#[test]
fn without_a_display_the_game_says_so_in_one_line() {
    for (display, window_args) in [
        (None, vec![]),
        (Some(":4917"), vec![]),
        (None, vec!["--demo"]),
        (Some(":4917"), vec!["--screenshot", "/tmp/never.png"]),
    ] {
        let mut cmd = Command::new("env");
        cmd.args(["-u", "DISPLAY", "-u", "WAYLAND_DISPLAY"]);
        if let Some(d) = display {
            cmd.arg(format!("DISPLAY={d}"));
        }
        cmd.arg(env!("CARGO_BIN_EXE_bao")).args(&window_args);
        let out = run(&mut cmd);
        fails_with(&out, 2, "no display found: ");
        assert!(
            stderr(&out)
                .trim_end()
                .ends_with("set DISPLAY or WAYLAND_DISPLAY"),
            "{}",
            stderr(&out)
        );
    }
}

/// A build without the window says so instead of opening one.
#[cfg(not(feature = "gui"))]
#[test]
fn without_the_window_the_game_says_so_in_one_line() {
    for args in [vec![], vec!["--demo"]] {
        let out = run(bao().args(&args));
        fails_with(&out, 2, "no game window");
    }
}

/// `bao FILE`, as the desktop entry's `Exec=bao %f` runs it: a file that does not open is
/// one line and exit 2 before any window; one that opens is for the window.
#[test]
fn a_game_file_given_alone_opens_or_says_why_not_in_one_line() {
    let dir = temp_dir("open");
    let missing = dir.join("missing.bao");
    fails_with(&run(bao().arg(&missing)), 2, "cannot open");
    fails_with(&run(bao().arg(&missing)), 2, "missing.bao");
    let damaged = dir.join("damaged.bao");
    std::fs::write(&damaged, "not a record\n").unwrap();
    fails_with(&run(bao().arg(&damaged)), 2, "damaged.bao");
    let illegal = dir.join("illegal.bao");
    std::fs::write(&illegal, "variant: kiswahili;\n1: B9R a1L;\n").unwrap();
    fails_with(&run(bao().arg(&illegal)), 2, "move 1");
    let save = dir.join("cut.ron");
    std::fs::write(&save, "(((").unwrap();
    fails_with(&run(bao().arg(&save)), 2, "cut.ron");
    // After window options too.
    fails_with(
        &run(bao().args(["--frames", "3"]).arg(&missing)),
        2,
        "cannot open",
    );
    // A name that is neither a command nor a file stays an unknown command.
    fails_with(&run(bao().arg("frobnicate")), 2, "unknown command");

    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kujifunza/self-play-1.bao");
    let out = run(Command::new("env")
        .args(["-u", "DISPLAY", "-u", "WAYLAND_DISPLAY"])
        .arg(env!("CARGO_BIN_EXE_bao"))
        .arg(&good));
    let window = if cfg!(feature = "gui") {
        "no display found"
    } else {
        "no game window"
    };
    fails_with(&out, 2, window);
}
