//! The real window: runs the built game under Xvfb (software Vulkan), takes a screenshot from
//! inside the app and checks the picture is the board. Needs xvfb-run and Mesa's Vulkan
//! driver; `.ci/deps` installs them and is run here when xvfb-run is missing.
#![cfg(feature = "gui")]

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use std::path::PathBuf;
use std::process::Command;

fn have_xvfb() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|o| o.status.success())
}

fn screenshot(name: &str, extra: &[&str]) -> Image {
    screenshot_on_screen(name, "-screen 0 1280x720x24", extra)
}

fn screenshot_on_screen(name: &str, screen: &str, extra: &[&str]) -> Image {
    screenshot_logged(name, screen, extra, "").0
}

/// The picture and what the game logged (`log`: a RUST_LOG filter, or "" for the default).
fn screenshot_logged(name: &str, screen: &str, extra: &[&str], log: &str) -> (Image, String) {
    if !have_xvfb() {
        let deps = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".ci/deps");
        let ok = Command::new("bash")
            .arg(deps)
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            ok && have_xvfb(),
            "xvfb-run is missing and .ci/deps could not install it"
        );
    }
    let out = std::env::temp_dir().join(format!("bao-window-{}-{name}.png", std::process::id()));
    let _ = std::fs::remove_file(&out);
    let mut cmd = Command::new("xvfb-run");
    cmd.args(["-a", "-s", screen])
        .arg(env!("CARGO_BIN_EXE_bao"))
        .arg("--screenshot")
        .arg(&out)
        .args(["--frames", "30"])
        .args(extra)
        .env("WGPU_BACKEND", "vulkan");
    if !log.is_empty() {
        cmd.env("RUST_LOG", log);
    }
    let result = cmd.output().expect("run xvfb-run");
    assert!(
        result.status.success(),
        "the game failed ({}):\n{}",
        result.status,
        String::from_utf8_lossy(&result.stderr)
    );
    let bytes = std::fs::read(&out).expect("the screenshot was written");
    let _ = std::fs::remove_file(&out);
    let image = Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("a PNG");
    (image, String::from_utf8_lossy(&result.stderr).into_owned())
}

fn rgb(img: &Image, x: u32, y: u32) -> [f32; 3] {
    let c = img.get_color_at(x, y).unwrap().to_srgba();
    [c.red, c.green, c.blue]
}

fn is_wood(c: [f32; 3]) -> bool {
    let [r, g, b] = c;
    r > 0.15 && r < 0.95 && r > g && g > b && r - b > 0.08
}

#[test]
fn the_window_shows_the_board() {
    let img = screenshot("start", &[]);
    assert_eq!((img.width(), img.height()), (1280, 720));
    // Not blank: the picture has light and dark parts.
    let mut lum: Vec<f32> = Vec::new();
    for y in (0..720).step_by(24) {
        for x in (0..1280).step_by(24) {
            let [r, g, b] = rgb(&img, x, y);
            lum.push(0.3 * r + 0.6 * g + 0.1 * b);
        }
    }
    let (lo, hi) = lum
        .iter()
        .fold((1.0f32, 0.0f32), |(l, h), &v| (l.min(v), h.max(v)));
    assert!(hi - lo > 0.3, "a flat picture: {lo}..{hi}");
    // Wood where the board is: a band across the middle of the view right of the panel.
    let mut wood = 0;
    let mut probes = 0;
    for y in [300, 340, 380, 420] {
        for x in (520..1100).step_by(40) {
            probes += 1;
            wood += is_wood(rgb(&img, x, y)) as usize;
        }
    }
    assert!(
        wood * 10 >= probes * 8,
        "wood at {wood} of {probes} board probes"
    );
    // The panel on the left is not wood.
    assert!(!is_wood(rgb(&img, 150, 600)), "the panel is missing");
}

/// A master game of `../shared/games`, if it is there (skipped with a word if not).
fn shared_game(name: &str) -> Option<PathBuf> {
    let beside = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/games")
        .join(name);
    let found = [beside, PathBuf::from("/work/shared/games").join(name)]
        .into_iter()
        .find(|p| p.exists());
    if found.is_none() {
        eprintln!("skipped: no recorded game {name}");
    }
    found
}

#[test]
fn a_recorded_game_opens_at_its_end() {
    let Some(record) = shared_game("short1.bao") else {
        return;
    };
    let img = screenshot("record", &["--record", record.to_str().unwrap()]);
    assert!(is_wood(rgb(&img, 800, 360)) || is_wood(rgb(&img, 760, 400)));
}

/// Runs the game at a window size (the X screen made large enough for it).
fn screenshot_at(name: &str, w: u32, h: u32) -> Image {
    let size = format!("{w}x{h}");
    screenshot_on_screen(name, "-screen 0 1920x1080x24", &["--size", &size])
}

/// The board's wood (top, hollows and sides: strongly orange) and not the brown mat under it.
fn is_board(c: [f32; 3]) -> bool {
    let [r, g, b] = c;
    r > 0.2 && r > g && g > b && (r - b) / r > 0.45
}

/// At 4:3 and at 21:9 the whole board and both reserve heaps are inside the
/// board's view: no wood touches the view's edges, and seeds lie beyond the board's far
/// (North's heap) and near (South's heap) edges.
#[test]
fn the_board_fits_windows_of_any_shape() {
    for (name, w, h) in [("4x3", 1024, 768), ("21x9", 1680, 720)] {
        let img = screenshot_at(name, w, h);
        assert_eq!((img.width(), img.height()), (w, h), "{name}");
        // The view right of the panel (310 logical pixels at scale 1).
        let left = 312;
        let (mut top, mut bottom) = (h, 0);
        for y in 0..h {
            for x in (left..w).step_by(3) {
                if is_board(rgb(&img, x, y)) {
                    top = top.min(y);
                    bottom = bottom.max(y);
                }
            }
        }
        assert!(bottom > top + h / 5, "{name}: no board ({top}..{bottom})");
        for x in (left..w).step_by(2) {
            for y in [0, 1, h - 2, h - 1] {
                assert!(
                    !is_board(rgb(&img, x, y)),
                    "{name}: wood at the edge ({x}, {y})"
                );
            }
        }
        for y in (0..h).step_by(2) {
            for x in [left + 1, w - 2, w - 1] {
                assert!(
                    !is_board(rgb(&img, x, y)),
                    "{name}: wood at the edge ({x}, {y})"
                );
            }
        }
        // Seeds: grey-olive, unsaturated and lit, unlike the brown mat.
        let seedlike = |c: [f32; 3]| {
            let [r, g, b] = c;
            let hi = r.max(g).max(b);
            let lo = r.min(g).min(b);
            hi > 0.35 && hi - lo < 0.1
        };
        let count = |ys: std::ops::Range<u32>| {
            ys.flat_map(|y| (left..w).step_by(2).map(move |x| (x, y)))
                .filter(|&(x, y)| seedlike(rgb(&img, x, y)))
                .count()
        };
        assert!(
            count(0..top) > 20,
            "{name}: North's heap is not above the board"
        );
        assert!(
            count(bottom + 1..h) > 20,
            "{name}: South's heap is not below the board"
        );
    }
}

/// Two languages: the same game in Kiswahili. The board is drawn the same, the
/// panel's words are not (every word of it comes from the catalogue of the language chosen).
#[test]
fn the_window_speaks_kiswahili() {
    let en = screenshot("lang-en", &["--lang", "en"]);
    let sw = screenshot("lang-sw", &["--lang", "sw"]);
    let differ = |x0: u32, x1: u32, y0: u32, y1: u32| {
        let mut n = 0;
        for y in (y0..y1).step_by(2) {
            for x in (x0..x1).step_by(2) {
                let (a, b) = (rgb(&en, x, y), rgb(&sw, x, y));
                n += (a.iter().zip(b).any(|(p, q)| (p - q).abs() > 0.1)) as usize;
            }
        }
        n
    };
    let panel = differ(0, 300, 0, 720);
    assert!(
        panel > 200,
        "the panel reads the same in both languages ({panel} pixels differ)"
    );
    let board = differ(560, 1080, 300, 420);
    assert!(
        board < 40,
        "the board changed with the language ({board} pixels differ)"
    );
}

/// The mean colour of a rectangle of the picture.
fn mean_rgb(img: &Image, x0: u32, y0: u32, w: u32, h: u32) -> [f32; 3] {
    let mut sum = [0.0f32; 3];
    for y in y0..y0 + h {
        for x in x0..x0 + w {
            let c = rgb(img, x, y);
            for k in 0..3 {
                sum[k] += c[k];
            }
        }
    }
    sum.map(|s| s / (w * h) as f32)
}

#[test]
fn the_low_look_lights_the_board_as_the_high_look_does() {
    // The Low look lights the wood and the mat with its own plain shader instead of the full
    // PBR: the board must keep its colours, not turn orange or grey. Measured when
    // written: the board band within 0.3% per channel, the mat within 1%.
    let low = screenshot("look-low", &["--graphics", "low"]);
    let high = screenshot("look-high", &["--graphics", "high"]);
    for (what, x, y, w, h) in [("board", 520, 300, 580, 120), ("mat", 350, 540, 500, 150)] {
        let (l, hi) = (mean_rgb(&low, x, y, w, h), mean_rgb(&high, x, y, w, h));
        for k in 0..3 {
            assert!(
                (l[k] - hi[k]).abs() < 0.03,
                "the {what} differs between the looks: low {l:?}, high {hi:?}"
            );
        }
    }
}

/// North to move; b4L sows a dozen laps (the frame benchmark's long sowing).
const LONG_SOWING: &str = r#"{"variant":"kiswahili","rules":"mancala-world","to_move":"N",
 "S":{"front":[5,3,1,11,3,3,1,1],"back":[2,0,1,0,3,3,1,1],"reserve":0,"house":"destroyed"},
 "N":{"front":[2,1,1,2,2,2,0,0],"back":[3,2,0,4,1,3,2,0],"reserve":0,"house":"destroyed"},
 "blocked":null,"claim":null}"#;

#[test]
fn seeds_in_flight_are_drawn_over_the_whole_still_board() {
    // While seeds move, the Low look draws the wood and the mat once per sowing into a
    // backdrop and only what moves each frame. A picture taken mid-sowing must
    // still show the board and the mat in their colours, with the seeds on them.
    let screen = "-screen 0 1280x720x24";
    let still = screenshot_on_screen(
        "flight-still",
        screen,
        &["--graphics", "low", "--position", LONG_SOWING],
    );
    let (moving, log) = screenshot_logged(
        "flight-moving",
        screen,
        &[
            "--graphics",
            "low",
            "--position",
            LONG_SOWING,
            "--play",
            "b4L",
            "--frames",
            "12",
        ],
        "bao::app::scene::render_scale=debug",
    );
    // The picture is a moving frame: drawn small, over the backdrop.
    assert!(
        log.contains("render scale: small"),
        "the sowing was not drawn small:\n{log}"
    );
    for (what, x, y, w, h, tol) in [
        ("board", 520, 300, 580, 120, 0.04),
        ("mat", 350, 540, 500, 150, 0.02),
    ] {
        let (a, b) = (mean_rgb(&still, x, y, w, h), mean_rgb(&moving, x, y, w, h));
        eprintln!("{what}: still {a:?}, moving {b:?}");
        for k in 0..3 {
            assert!(
                (a[k] - b[k]).abs() < tol,
                "the {what} changed while seeds fly: still {a:?}, moving {b:?}"
            );
        }
    }
    // The seeds are drawn: the pale seed colour is on the board in both pictures.
    let seedy = |img: &Image| {
        let mut n = 0;
        for y in (150..450).step_by(2) {
            for x in (330..1260).step_by(2) {
                let [r, g, b] = rgb(img, x, y);
                if r > 0.55 && g > 0.5 && b > 0.4 && r - b < 0.2 {
                    n += 1;
                }
            }
        }
        n
    };
    let (s, m) = (seedy(&still), seedy(&moving));
    eprintln!("seed-coloured pixels: {s} still, {m} moving");
    assert!(
        s > 50 && m * 3 > s,
        "seed-coloured pixels: {s} still, {m} moving"
    );
}

/// Bao la Kiswahili's start (RULES.md section 1: 6, 2 and 2 in pits 5 to 7, 22 in reserve).
const START: &str = r#"{"variant":"kiswahili","rules":"mancala-world","to_move":"S",
 "S":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"intact"},
 "N":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"intact"},
 "blocked":null,"claim":null}"#;

/// The share of pixels whose colour differs by more than `tol` in a channel.
fn differing(a: &Image, b: &Image, tol: f32) -> f32 {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let mut n = 0;
    for y in 0..a.height() {
        for x in 0..a.width() {
            let (p, q) = (rgb(a, x, y), rgb(b, x, y));
            if (0..3).any(|k| (p[k] - q[k]).abs() > tol) {
                n += 1;
            }
        }
    }
    n as f32 / (a.width() * a.height()) as f32
}

/// What the screenshot's log says of the still picture: (drawn, kept, shown now).
fn still_counts(log: &str) -> (u32, u32, bool) {
    let line = log
        .lines()
        .find_map(|l| l.split_once("still picture: drawn ").map(|(_, r)| r))
        .unwrap_or_else(|| panic!("no still picture line:\n{log}"));
    let nums: Vec<u32> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    (nums[0], nums[1], line.ends_with("true"))
}

#[test]
fn the_still_board_is_kept_as_a_picture_and_drawn_again_when_it_changes() {
    // On a software renderer the still board is drawn once into a picture and the frames
    // after lay that picture in: the window must look exactly as when the board camera draws
    // every frame, at the start and after a move has changed the board.
    let screen = "-screen 0 1280x720x24";
    for (name, extra) in [
        ("start", vec!["--frames", "60"]),
        (
            "moved",
            vec!["--position", START, "--play", "A6R*", "--frames", "90"],
        ),
    ] {
        let mut args = vec!["--graphics", "low"];
        args.extend(&extra);
        let (kept, log) = screenshot_logged(&format!("still-{name}"), screen, &args, "");
        let (drawn, frames_kept, shown) = still_counts(&log);
        eprintln!("{name}: drawn {drawn} times, kept {frames_kept} frames, shown {shown}");
        assert!(
            shown && frames_kept > 0 && drawn > 0,
            "{name}: the picture was not kept:\n{log}"
        );
        args.push("--live-board");
        let (live, log) = screenshot_logged(&format!("live-{name}"), screen, &args, "");
        let (_, live_kept, live_shown) = still_counts(&log);
        assert!(
            !live_shown && live_kept == 0,
            "{name}: --live-board kept a picture"
        );
        // The same picture, but for a level or two of rounding here and there.
        let (near, far) = (differing(&kept, &live, 0.02), differing(&kept, &live, 0.06));
        eprintln!("{name}: {near:.4} of the pixels differ by over 2%, {far:.5} by over 6%");
        assert!(
            near < 0.01 && far < 0.0005,
            "{name}: the kept picture is not the board the camera draws ({near}, {far})"
        );
    }
}

/// `bao review RECORD --ms MS --save` into a temporary saved game: its path and the
/// command's output (the review's report).
fn reviewed(record: &std::path::Path, name: &str, ms: &str) -> (PathBuf, std::process::Output) {
    let saved = std::env::temp_dir().join(format!("bao-{name}-{}.ron", std::process::id()));
    let review = Command::new(env!("CARGO_BIN_EXE_bao"))
        .arg("review")
        .arg(record)
        .args(["--ms", ms, "--save"])
        .arg(&saved)
        .output()
        .expect("bao review runs");
    assert!(
        review.status.success(),
        "{}",
        String::from_utf8_lossy(&review.stderr)
    );
    (saved, review)
}

/// A game reviewed on the command line (`bao review --save`) opens reviewed, and the
/// coach's window with a blunder picked draws on the board the move played (a thin red
/// arrow) and the engine's better move (a wide green one).
#[test]
fn a_reviewed_game_opens_with_the_blunder_and_the_better_move_drawn() {
    let Some(record) = shared_game("short1.bao") else {
        return;
    };
    let (saved, review) = reviewed(&record, "reviewed", "50");
    // short1: South's third move A5R> walks into a forced loss (North wins with a5R#); the
    // engine names another move (A4R at 50 ms a position).
    let text = String::from_utf8_lossy(&review.stdout);
    assert!(
        text.contains("3. A5R>") && text.contains("blunder"),
        "{text}"
    );
    // The better move of a mistake stays hidden until the player has looked for
    // it (learn from your mistakes) or asks for it: only the move played is drawn.
    let hidden = screenshot(
        "reviewed-hidden",
        &[saved.to_str().unwrap(), "--review", "3."],
    );
    let (green, red) = arrow_pixels(&hidden);
    assert!(
        green < 20,
        "the better move's arrow is hidden: {green} green pixels"
    );
    assert!(red > 30, "the move played's red arrow: {red} pixels");
    let img = screenshot(
        "reviewed",
        &[saved.to_str().unwrap(), "--review", "3.", "--show-better"],
    );
    let _ = std::fs::remove_file(&saved);
    let (green, red) = arrow_pixels(&img);
    assert!(green > 150, "the better move's green arrow: {green} pixels");
    assert!(red > 30, "the move played's red arrow: {red} pixels");
}

/// The coach's arrows' pixels on the board: (green, red).
fn arrow_pixels(img: &Image) -> (usize, usize) {
    let (mut green, mut red) = (0, 0);
    // The board's upper half, above the coach's window (which opens in the lower right).
    for y in (140..315).step_by(2) {
        for x in (330..1280).step_by(2) {
            let [r, g, b] = rgb(&img, x, y);
            // Green well above red and blue: no wood, seed or glow is.
            if g > 0.6 && g > r + 0.25 && g > b + 0.2 {
                green += 1;
            }
            // Red far above green: the capture cross (209, 117, 87) and the wood are not.
            if r > 0.7 && r > g + 0.45 && b < 0.45 {
                red += 1;
            }
        }
    }
    (green, red)
}

/// A forced win the review found is shown as its line and walks on the
/// board to the won position. short2: North's tenth ply, a7, wins by force in 5 plies
/// (a7 A1 a5R A2 a5R>#); walked to its end on the board, North has won (W1).
#[test]
fn a_forced_win_of_the_review_walks_on_the_board_to_the_won_position() {
    let Some(record) = shared_game("short2.bao") else {
        return;
    };
    let (saved, _) = reviewed(&record, "walk", "100");
    let (_, log) = screenshot_logged(
        "walk",
        "-screen 0 1280x720x24",
        &[saved.to_str().unwrap(), "--review", "5...", "--walk", "99"],
        "bao=info",
    );
    let _ = std::fs::remove_file(&saved);
    assert!(
        log.contains("the engine's line of move 10: 5 of 5, won by North"),
        "{log}"
    );
}

/// The window run for a picture with its own folders for settings and files (so a
/// practice record or a saved game of the test stays in them); returns the log and the
/// folder.
fn window_in_own_folders(name: &str, extra: &[&str]) -> (String, PathBuf) {
    let dir = std::env::temp_dir().join(format!("bao-window-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    if !have_xvfb() {
        let _ = screenshot_logged(name, "-screen 0 1280x800x24", &[], "");
    }
    let log = window_in(&dir, "shot.png", extra);
    (log, dir)
}

/// The window run in `dir`'s folders as they are (a restart of the same player), its picture
/// as `picture` there; the log, once it ended well.
fn window_in(dir: &std::path::Path, picture: &str, extra: &[&str]) -> String {
    let result = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .arg(env!("CARGO_BIN_EXE_bao"))
        .arg("--screenshot")
        .arg(dir.join(picture))
        .args(["--size", "1280x800"])
        .args(extra)
        .env("WGPU_BACKEND", "vulkan")
        .env("RUST_LOG", "bao=info")
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .output()
        .expect("run xvfb-run");
    let log = String::from_utf8_lossy(&result.stderr).into_owned();
    assert!(
        result.status.success(),
        "the game failed ({}):\n{log}",
        result.status
    );
    log
}

/// The analysis board's rows as the log writes them, without the mark of the node shown.
fn tree_rows(log: &str) -> Vec<String> {
    log.lines()
        .filter_map(|l| l.split_once("rows: "))
        .map(|(_, r)| {
            r.split("; shown")
                .next()
                .unwrap_or("")
                .replace(" <here>", "")
        })
        .collect()
}

/// A branch played on the analysis board in a reviewed game, a step back and
/// another branch; the game saved, opened again: both branches are in its tree.
#[test]
fn two_branches_tried_in_a_reviewed_game_are_saved_and_found_again() {
    let Some(record) = shared_game("short2.bao") else {
        return;
    };
    let (saved, _) = reviewed(&record, "branches", "50");
    let again = std::env::temp_dir().join(format!("bao-branches-saved-{}.ron", std::process::id()));
    let _ = std::fs::remove_file(&again);
    let steps = format!(
        "at:4.;A3R;log;back;A7L;log;close;save:{};log",
        again.display()
    );
    let (log, dir) = window_in_own_folders(
        "branches",
        &[
            saved.to_str().unwrap(),
            "--frames",
            "200",
            "--analysis",
            &steps,
        ],
    );
    let rows = tree_rows(&log);
    assert_eq!(rows.len(), 2, "{log}");
    // Two branches beside the game's own 4. A7R*: each opened as a branch, "(" before it.
    assert!(
        rows[1].contains("(4. A3R") && rows[1].contains("(4. A7L"),
        "{}",
        rows[1]
    );
    assert!(log.contains("the game's tree has 3 lines"), "{log}");
    let (log2, dir2) = window_in_own_folders(
        "branches-again",
        &[
            again.to_str().unwrap(),
            "--frames",
            "120",
            "--analysis",
            "at:4.;log",
        ],
    );
    let reopened = tree_rows(&log2);
    assert_eq!(reopened.first(), rows.get(1), "{log2}");
    for d in [dir, dir2] {
        let _ = std::fs::remove_dir_all(d);
    }
    let _ = std::fs::remove_file(&saved);
    let _ = std::fs::remove_file(&again);
}

/// The coach's forced win (short2's 5... : North wins by force) opened on the
/// analysis board from the review, and its line walked to the won position.
#[test]
fn the_coachs_forced_win_opens_on_the_analysis_board_and_walks_to_the_won_position() {
    let Some(record) = shared_game("short2.bao") else {
        return;
    };
    let (saved, _) = reviewed(&record, "forced", "100");
    let (log, dir) = window_in_own_folders(
        "forced",
        &[
            saved.to_str().unwrap(),
            "--frames",
            "160",
            "--analysis",
            "coach:5...;log;end;log",
        ],
    );
    let shown: Vec<&str> = log
        .lines()
        .filter_map(|l| l.split_once("shown: ").map(|(_, s)| s))
        .collect();
    assert_eq!(shown, ["not over", "won by North"], "{log}");
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_file(&saved);
}

/// A puzzle solved on the board goes into the rating and stays on the board, its verdict to
/// be read, until the player asks for the next one; another missed twice shows its solution.
#[test]
fn a_puzzle_solved_and_one_missed_on_the_board() {
    let (log, dir) = window_in_own_folders(
        "puzzle-solved",
        &[
            "--frames",
            "120",
            "--practice",
            "puzzles:kiswahili-0001:a6L",
        ],
    );
    assert!(
        log.contains("puzzle kiswahili-0001: a6L solves it"),
        "{log}"
    );
    let settled = log
        .lines()
        .position(|l| l.contains("kiswahili-0001 solved; its last move settled"));
    let lines: Vec<&str> = log.lines().collect();
    let next = lines
        .iter()
        .rposition(|l| l.contains("on the board at frame"));
    assert!(
        settled.is_some() && next < settled,
        "no puzzle replaces it: {log}"
    );
    assert!(
        log.contains("practice: kiswahili-0001 solved; rating"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(dir);
    let (log, dir) = window_in_own_folders(
        "puzzle-missed",
        &[
            "--frames",
            "200",
            "--practice",
            "puzzles:kiswahili-0006:a8,a8",
        ],
    );
    assert!(
        log.contains("puzzle kiswahili-0006: a8 misses at frame"),
        "{log}"
    );
    assert!(
        log.contains("puzzle kiswahili-0006: a8 misses: the solution is shown"),
        "{log}"
    );
    assert!(
        log.contains("practice: kiswahili-0006 missed; rating"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A puzzle of two moves solved on the board: the reply is sown after the player's move and
/// the line stays in the board's game, so the moves list reads the whole solution (a puzzle
/// site shows the line played).
#[test]
fn a_solved_puzzles_line_is_in_the_moves_list() {
    let (log, dir) = window_in_own_folders(
        "puzzle-line",
        &[
            "--frames",
            "400",
            "--practice",
            "puzzles:kiswahili-0080:a3L*,a6L#",
        ],
    );
    assert!(
        log.contains("puzzle kiswahili-0080: a3L* is right"),
        "{log}"
    );
    assert!(
        log.contains("puzzle kiswahili-0080: a6L# solves it"),
        "{log}"
    );
    let read = log
        .lines()
        .find_map(|l| {
            l.split_once("the moves list reads: ")
                .map(|(_, m)| m.trim())
        })
        .unwrap_or_else(|| panic!("never settled: {log}"));
    let moves: Vec<&str> = read.split(' ').collect();
    assert_eq!(moves.len(), 3, "{read}");
    assert_eq!(moves, ["a3L*", "A1", "a6L#"], "{read}");
    let _ = std::fs::remove_dir_all(dir);
}

/// After a round, a wrong answer's move is sown again lap by lap (one lap a step, each
/// lap's events alone), the right pit and the wrong answer marked; the round's questions
/// are all of the game on the board (Bao la Kiswahili), none of Kete.
#[test]
fn a_trainer_answer_is_sown_again_lap_by_lap_with_the_right_pit_marked() {
    let (log, dir) = window_in_own_folders(
        "trainer-replay",
        &["--frames", "600", "--practice", "trainer:end:3:replay"],
    );
    assert!(
        log.contains("questions on Bao la Kiswahili positions, 0 of another game"),
        "{log}"
    );
    assert!(log.contains("trainer: answer 3 marks"), "{log}");
    assert!(log.contains(" right"), "{log}");
    assert!(
        log.contains("trainer: answer 3 marks") && log.contains(" wrong"),
        "{log}"
    );
    let laps: Vec<(usize, usize)> = log
        .lines()
        .filter_map(|l| {
            l.split_once("trainer: answer 3 sown again, lap ")
                .map(|(_, r)| r)
        })
        .filter_map(|r| {
            let (n, rest) = r.split_once(" of ")?;
            let of = rest.split(',').next()?;
            Some((n.parse().ok()?, of.parse().ok()?))
        })
        .collect();
    assert!(!laps.is_empty(), "{log}");
    let total = laps[0].1;
    assert_eq!(
        laps,
        (1..=total).map(|n| (n, total)).collect::<Vec<_>>(),
        "every lap once, in order: {log}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A themed set whose every puzzle is solved is done: after the takasia block's one puzzle is
/// solved, the set says so at the next start and begins none of its puzzles again (it would
/// be rated again otherwise).
#[test]
fn a_finished_themed_set_is_done_and_not_begun_again() {
    let (log, dir) = window_in_own_folders(
        "theme-done",
        &[
            "--frames",
            "500",
            "--files",
            "--practice",
            "puzzles:kiswahili-0056:A1R,A4R**,A1R#",
        ],
    );
    assert!(
        log.contains("puzzle kiswahili-0056: A1R# solves it"),
        "{log}"
    );
    assert!(
        log.contains("practice: kiswahili-0056 solved; rating"),
        "{log}"
    );
    // The same player starts again and opens the set.
    let log = window_in(
        &dir,
        "again.png",
        &[
            "--frames",
            "40",
            "--files",
            "--practice",
            "themes:takasia-block",
        ],
    );
    assert!(
        log.contains("practice: themed set takasia-block done: every puzzle solved"),
        "{log}"
    );
    assert!(
        !log.contains("on the board at frame"),
        "no puzzle begun: {log}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// The engine's lines carry their value in seeds beside the expected result, so that where
/// the results saturate (a won or lost position: 100% and 99%) they are still told apart.
#[test]
fn a_won_positions_lines_are_told_apart_by_their_seeds() {
    let Some(record) = shared_game("voogt-1.bao") else {
        return;
    };
    let (log, dir) = window_in_own_folders(
        "lines-apart",
        &[
            "--frames",
            "80",
            "--record",
            record.to_str().unwrap(),
            "--analysis",
            "at:16.;lines",
        ],
    );
    let told = log
        .lines()
        .find_map(|l| {
            l.split_once("engine lines at depth ")
                .map(|(_, r)| r.trim())
        })
        .unwrap_or_else(|| panic!("no lines told: {log}"));
    let lines: Vec<&str> = told
        .split_once(": ")
        .map(|(_, l)| l.split(" | ").collect())
        .unwrap_or_default();
    assert!(lines.len() >= 2, "{told}");
    for (i, a) in lines.iter().enumerate() {
        for b in &lines[i + 1..] {
            assert_ne!(a, b, "two lines read the same: {told}");
        }
    }
    // Each line that is no forced result carries its value in seeds.
    for l in &lines {
        assert!(
            l.contains(" wins in ")
                || l.starts_with(['+', '-', '\u{2212}'])
                || l.starts_with("0.0"),
            "{told}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The sowing trainer's round answered on the board and ended; each answer's next
/// position is put on the board in the frame of the answer.
#[test]
fn the_sowing_trainer_takes_answers_and_ends_its_round() {
    let (log, dir) = window_in_own_folders(
        "trainer",
        &["--frames", "60", "--practice", "trainer:end:6"],
    );
    assert!(log.contains("trainer: answer 6 at frame"), "{log}");
    assert!(
        log.contains("practice: trainer round 'end' scored"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A trainer question names its move by pit and direction only: "Does A5R capture?", never
/// the `*` of a takasa or the kichwa letter of a capture, which would give the answer away.
#[test]
fn a_trainer_question_does_not_give_its_answer_away() {
    let (log, dir) = window_in_own_folders(
        "trainer-question",
        &["--frames", "60", "--practice", "trainer:captures:6"],
    );
    let named: Vec<&str> = log
        .lines()
        .filter_map(|l| l.split_once("names the move ").map(|(_, m)| m.trim()))
        .collect();
    assert_eq!(named.len(), 6, "{log}");
    for m in named {
        let pit = bao::rules::Pit::parse(&m[..2]).unwrap_or_else(|| panic!("{m}: a pit first"));
        let rest = &m[2..];
        assert!(
            rest.is_empty() || rest == "L" || rest == "R",
            "{m} ({pit:?})"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// On the analysis board a step back never deletes: the branch tried is still there; a
/// deleted branch comes back whole with Undo (Ctrl+Z).
#[test]
fn stepping_back_keeps_a_branch_and_undo_brings_a_deleted_one_back() {
    let Some(record) = shared_game("short2.bao") else {
        return;
    };
    let (log, dir) = window_in_own_folders(
        "undo-delete",
        &[
            record.to_str().unwrap(),
            "--frames",
            "200",
            "--analysis",
            "at:4.;A3R;back;log;forward;down;delete;log;undo;log",
        ],
    );
    let rows = tree_rows(&log);
    assert_eq!(rows.len(), 3, "{log}");
    assert!(
        rows[0].contains("(4. A3R"),
        "stepped back, kept: {}",
        rows[0]
    );
    assert!(!rows[1].contains("(4. A3R"), "deleted: {}", rows[1]);
    assert_eq!(rows[2], rows[0], "brought back whole");
    let _ = std::fs::remove_dir_all(dir);
}

/// A puzzle the solver plays as North is seen from North's side: the board turns so that
/// the solver's rows are at the bottom, as a puzzle site always puts the solver there.
#[test]
fn a_north_puzzle_is_seen_from_norths_side() {
    let north = bao::game::teach::practice::puzzles::shipped()
        .into_iter()
        .find(|p| p.solver() == bao::rules::Side::North)
        .expect("a puzzle for North");
    let asked = format!("puzzles:{}", north.id);
    let (log, dir) =
        window_in_own_folders("north-puzzle", &["--frames", "40", "--practice", &asked]);
    assert!(log.contains("board turned: North at the bottom"), "{log}");
    let _ = std::fs::remove_dir_all(dir);
}

/// The editor's position copied to the desktop's clipboard (the X server's, under Xvfb) and
/// pasted back: a seed taken in between is undone by the paste, the position as copied.
#[test]
fn a_position_is_copied_to_the_clipboard_and_pasted_back() {
    let (log, dir) = window_in_own_folders(
        "clipboard",
        &[
            "--frames",
            "80",
            "--analysis",
            "edit;copy;log;take:A6;log;paste;log",
        ],
    );
    assert!(log.contains("bytes to the clipboard"), "{log}");
    assert!(log.contains("bytes from the clipboard"), "{log}");
    let held: Vec<&str> = log
        .lines()
        .filter_map(|l| l.split_once("the editor holds ").map(|(_, j)| j))
        .collect();
    assert_eq!(held.len(), 3, "{log}");
    assert_ne!(held[1], held[0], "a seed taken");
    assert_eq!(held[2], held[0], "the copied position pasted back");
    let _ = std::fs::remove_dir_all(dir);
}

/// A practice game played out and won on the board is counted in the practice record, kept
/// with the finished games (with the position it began at), and after a restart found in
/// Games and opened at that position with its moves; the Practice window counts it.
#[test]
fn a_practice_game_won_counted_saved_and_found_after_a_restart() {
    use bao::game::records::files::{Folders, load_saved};
    use bao::game::records::ratings::Record;
    use bao::game::records::slots;
    let id = "kiswahili-mtaji-012";
    let practice = bao::game::teach::practice::positions::shipped_practice()
        .into_iter()
        .find(|p| p.id == id)
        .expect("the shipped practice position");
    let asked = format!("games:{id}:win");
    let (log, dir) = window_in_own_folders(
        "practice-game",
        &["--frames", "150", "--files", "--practice", &asked],
    );
    assert!(
        log.contains(&format!("practice: game {id} won; practice games won: 1")),
        "{log}"
    );
    let folders = Folders::resolve(|name| match name {
        "BAO_DATA_DIR" => Some(dir.join("data").join("bao").into_os_string()),
        "BAO_CONFIG_DIR" => Some(dir.join("config").join("bao").into_os_string()),
        _ => None,
    })
    .unwrap();
    // Counted: the practice record on disk.
    let record = std::fs::read_to_string(folders.practice_path()).expect("practice.ron");
    assert_eq!(Record::from_ron(&record).unwrap().games_won(), 1);
    // Saved: the finished game kept where Games lists it, from its start position.
    let recent = slots::recent(&folders);
    assert_eq!(recent.len(), 1, "{log}");
    let saved = load_saved(&recent[0]).expect("the kept game reads");
    let game = saved.game().expect("a single game");
    assert_eq!(game.start_position().unwrap(), practice.position);
    assert_eq!(game.result.map(|r| r.winner), Some(practice.side()));
    assert!(game.notes.contains(&("practice".into(), id.into())));
    // Games lists it as a practice game.
    let told = slots::describe(&saved, bao::game::words::i18n::Lang::English);
    assert!(
        told.starts_with("practice game, You against Mwanzo,") && told.ends_with("you won"),
        "{told}"
    );
    let moves = game.moves.len();
    // After a restart, in the same folders: the record read counts it, and the kept game
    // opens at its practice position with its moves, a practice game still.
    let kept = recent[0].to_str().unwrap().to_string();
    let log2 = window_in(
        &dir,
        "again.png",
        &[&kept, "--frames", "30", "--files", "--practice", "games"],
    );
    assert!(
        log2.contains("practice record read: 0 puzzle attempts, 1 practice games won"),
        "{log2}"
    );
    let start = bao::rules::position_to_json(&practice.position).to_string();
    assert!(
        log2.contains(&format!(
            "game loaded: {moves} moves from {start} (practice game {id})"
        )),
        "{log2}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A window of its own (its own files in `dir`) driven by `--online STEPS`, not waited for.
#[cfg(feature = "online")]
fn online_window(dir: &std::path::Path, steps: &str) -> std::process::Child {
    std::fs::create_dir_all(dir).unwrap();
    Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .arg(env!("CARGO_BIN_EXE_bao"))
        .args(["--size", "1280x800", "--online", steps])
        .env("WGPU_BACKEND", "vulkan")
        .env("BAO_DATA_DIR", dir)
        .env("BAO_CONFIG_DIR", dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run xvfb-run")
}

/// The `online state:` lines a window logged: (seat, moves as played on its board, result,
/// position).
#[cfg(feature = "online")]
fn online_states(log: &str) -> Vec<(String, String, String, String)> {
    log.lines()
        .filter_map(|l| l.split_once("online state: seat ").map(|x| x.1))
        .map(|l| {
            let seat = l[..1].to_string();
            let board = l.split_once(" board ").unwrap().1;
            let (moves, rest) = board.split_once(" result ").unwrap();
            let (result, position) = rest.split_once(" position ").unwrap();
            (seat, moves.into(), result.into(), position.into())
        })
        .collect()
}

/// Two windows, one hosting the server itself: the friend joins with the host's line, each
/// plays his moves on his board (the first legal move each time), each sees the other's
/// sown; the friend closes his window and resumes the game from a new one; the host resigns; both boards hold the same moves, the position the rules give
/// them, and the same result; the joiner's game is saved on his machine like any other.
#[cfg(feature = "online")]
#[test]
fn two_windows_play_an_online_game_through_a_hosted_server() {
    if !have_xvfb() {
        let deps = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".ci/deps");
        assert!(
            Command::new("bash")
                .arg(deps)
                .status()
                .is_ok_and(|s| s.success())
        );
    }
    let dir = std::env::temp_dir().join(format!("bao-online-window-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let invite = dir.join("invite.txt");
    let host = online_window(
        &dir.join("host"),
        &format!(
            "host:Asha;invite-to:{};joined;play:6;log;resign;end;log;exit",
            invite.display()
        ),
    );
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&invite).map_or(true, |t| t.trim().is_empty()) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(240),
            "the host never showed an invite"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let line = std::fs::read_to_string(&invite).unwrap();
    // The friend plays two moves each and closes his window; opened again, it finds the game
    // in its list of online games and resumes it.
    let first = online_window(
        &dir.join("friend"),
        &format!("join:Juma@{};joined;play:4;exit", line.trim()),
    )
    .wait_with_output()
    .unwrap();
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let friend = online_window(&dir.join("friend"), "resume;joined;play:6;log;end;log;exit");
    let (host, friend) = (
        host.wait_with_output().unwrap(),
        friend.wait_with_output().unwrap(),
    );
    let (a, b) = (
        String::from_utf8_lossy(&host.stderr).into_owned(),
        String::from_utf8_lossy(&friend.stderr).into_owned(),
    );
    assert!(host.status.success(), "the host failed:\n{a}");
    assert!(friend.status.success(), "the friend failed:\n{b}");
    let (a, b) = (online_states(&a), online_states(&b));
    assert_eq!((a.len(), b.len()), (2, 2), "{a:?}\n{b:?}");
    assert_eq!((a[0].0.as_str(), b[0].0.as_str()), ("S", "N"));
    // Both boards: the same six moves, the position the rules engine gives them.
    let moves: Vec<&str> = a[0].1.split_whitespace().collect();
    assert_eq!(moves.len(), 6, "{a:?}");
    assert_eq!(a[0].1, b[0].1);
    let mut pos = bao::rules::Position::start(bao::rules::Rules::KISWAHILI);
    for m in &moves {
        pos = bao::rules::parse_move(&pos, m).unwrap().0.position;
    }
    let expected = bao::rules::position_to_json(&pos).to_string();
    for s in [&a[0], &b[0], &a[1], &b[1]] {
        assert_eq!(s.3, expected);
    }
    // The host resigned: North wins, on both screens.
    assert_eq!(a[1].2, r#"Some(("N", "resign"))"#);
    assert_eq!(b[1].2, a[1].2);
    // Once ended, kept with the recent games like any other (for review and analysis); in
    // progress it was never offered back as a game between two people here.
    let mut files = vec![dir.join("friend")];
    let mut saved = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|x| x == "ron") {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                !name.starts_with("autosave"),
                "an online game autosaved: {name}"
            );
            saved.push(std::fs::read_to_string(&p).unwrap());
        }
    }
    assert!(
        saved.iter().any(|s| moves.iter().all(|m| s.contains(m))),
        "{saved:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
