//! The house's one-way order, read from the source: the pure layers import downward only
//! (rules <- ai <- game <- net <- cli / app) and never Bevy; inside the game layer, its rooms import
//! downward only (words <- play <- teach <- records); inside the window, the rooms import
//! downward only (play <- scene <- ui <- tools) and none of them the command line. The rooms
//! that hold the features (`game::teach`, `app::ui`, `app::play`) are split by feature in
//! sub-rooms with an order of their own, checked the same way.

use std::path::{Path, PathBuf};

/// The layers of the crate, lowest first.
const LAYERS: [&str; 5] = ["rules", "ai", "game", "net", "cli"];
/// The window's rooms, lowest first.
const ROOMS: [&str; 4] = ["play", "scene", "ui", "tools"];
/// The game layer's rooms, lowest first.
const GAME_ROOMS: [&str; 4] = ["words", "play", "teach", "records"];

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            out.extend(rust_files(&p));
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
    out
}

/// The code of a file without its comments (a comment may name any module).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first names after `prefix` in `code`: `prefix::name` and each item of
/// `prefix::{a::x, b}`.
fn names_after(code: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(prefix) {
        let before = rest[..i].chars().last();
        let after = &rest[i + prefix.len()..];
        rest = after;
        // `prefix` must start a path (`super::x`, not `my_super::x`).
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        if let Some(group) = after.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    names.push(name);
                }
            }
        } else {
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

/// The rooms of `src/app` a file in `room` refers to (by `crate::app::room`, or `super::`
/// from the room's own `mod.rs`, or `super::super::` from a file inside the room).
fn rooms_named(room_mod: bool, code: &str) -> Vec<String> {
    let mut named = names_after(code, "crate::app::");
    let up = if room_mod {
        "super::"
    } else {
        "super::super::"
    };
    named.extend(names_after(code, up));
    named.retain(|n| ROOMS.contains(&n.as_str()));
    named
}

/// The upward imports of one window file: "file -> room" for each room above its own.
fn upward_rooms(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src.join("app")).unwrap();
    let mut parts = rel.iter().map(|p| p.to_string_lossy().into_owned());
    let Some(room) = parts.next().filter(|r| ROOMS.contains(&r.as_str())) else {
        return Vec::new(); // app/mod.rs composes the rooms
    };
    let rank = ROOMS.iter().position(|r| *r == room).unwrap();
    let room_mod = rel.components().count() == 2 && rel.ends_with("mod.rs");
    let text = code(&std::fs::read_to_string(file).unwrap());
    let mut bad: Vec<String> = rooms_named(room_mod, &text)
        .into_iter()
        .filter(|n| ROOMS.iter().position(|r| r == n).unwrap() > rank)
        .map(|n| format!("{} -> {n}", rel.display()))
        .collect();
    if text.contains("crate::cli") {
        bad.push(format!("{} -> cli", rel.display()));
    }
    bad
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_window_rooms_import_downward_only() {
    let src = src();
    let files = rust_files(&src.join("app"));
    assert!(files.len() > 20, "the window's files were not found");
    // Every room exists and holds files (a renamed room must be renamed here too).
    for room in ROOMS {
        assert!(
            files
                .iter()
                .any(|f| f.starts_with(src.join("app").join(room))),
            "no room src/app/{room}"
        );
    }
    let upward: Vec<String> = files.iter().flat_map(|f| upward_rooms(&src, f)).collect();
    assert!(
        upward.is_empty(),
        "window files import a room above their own (play <- scene <- ui <- tools): {upward:#?}"
    );
}

#[test]
fn the_room_check_sees_an_upward_import() {
    // The check itself: each way a file can name a room above its own is caught.
    let scene_file = "use crate::app::ui::panel::PanelState;";
    assert_eq!(rooms_named(false, scene_file), ["ui"]);
    assert_eq!(
        rooms_named(false, "use crate::app::{play::turn::Game, tools::bench};"),
        ["play", "tools"]
    );
    assert_eq!(rooms_named(true, "use super::ui::x;"), ["ui"]);
    assert_eq!(
        rooms_named(false, "use super::super::scene::board;"),
        ["scene"]
    );
    // A sibling module named like a room, and a comment, are not rooms.
    assert!(rooms_named(true, "use super::ui_state;").is_empty());
    assert!(rooms_named(false, &code("use super::x; // crate::app::ui")).is_empty());
    assert!(rooms_named(false, &code("// crate::app::ui::x")).is_empty());
}

#[test]
fn the_pure_layers_import_downward_only_and_never_bevy() {
    let src = src();
    let mut bad = Vec::new();
    for (rank, layer) in LAYERS.iter().enumerate() {
        for file in rust_files(&src.join(layer)) {
            let text = code(&std::fs::read_to_string(&file).unwrap());
            let rel = file.strip_prefix(&src).unwrap().display().to_string();
            for name in names_after(&text, "crate::") {
                let above = LAYERS[rank + 1..].contains(&name.as_str()) || name == "app";
                if above {
                    bad.push(format!("{rel} -> {name}"));
                }
            }
            if rank < 2 && (text.contains("bevy::") || text.contains("use bevy")) {
                bad.push(format!("{rel} -> bevy"));
            }
        }
    }
    assert!(bad.is_empty(), "upward imports: {bad:#?}");
}

/// The rooms of `src/game` a file refers to: by `crate::game::room`, or by as many `super::`
/// as the file's module lies below `game` (`hops`: 1 for a room's `mod.rs`, 2 for a file in
/// a room, 3 for a file in a folder of a room).
fn game_rooms_named(hops: usize, code: &str) -> Vec<String> {
    let mut named = names_after(code, "crate::game::");
    named.extend(names_after(code, &"super::".repeat(hops)));
    named.retain(|n| GAME_ROOMS.contains(&n.as_str()));
    named
}

/// The upward imports of one file of the game layer: "file -> room" for each room above its
/// own.
fn upward_game_rooms(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src.join("game")).unwrap();
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let Some(rank) = GAME_ROOMS.iter().position(|r| *r == parts[0]) else {
        return Vec::new(); // game/mod.rs names the rooms
    };
    let hops = if rel.ends_with("mod.rs") {
        parts.len() - 1
    } else {
        parts.len()
    };
    let text = code(&std::fs::read_to_string(file).unwrap());
    game_rooms_named(hops, &text)
        .into_iter()
        .filter(|n| GAME_ROOMS.iter().position(|r| r == n).unwrap() > rank)
        .map(|n| format!("{} -> {n}", rel.display()))
        .collect()
}

#[test]
fn the_game_rooms_import_downward_only() {
    let src = src();
    let files = rust_files(&src.join("game"));
    // Every room exists and holds files; at most six files stay at the layer's top.
    for room in GAME_ROOMS {
        assert!(
            files
                .iter()
                .any(|f| f.starts_with(src.join("game").join(room))),
            "no room src/game/{room}"
        );
    }
    let top = files
        .iter()
        .filter(|f| f.parent() == Some(&src.join("game")))
        .count();
    assert!(top <= 6, "{top} files at the top of src/game");
    let upward: Vec<String> = files
        .iter()
        .flat_map(|f| upward_game_rooms(&src, f))
        .collect();
    assert!(
        upward.is_empty(),
        "game files import a room above their own (words <- play <- teach <- records): {upward:#?}"
    );
}

#[test]
fn the_game_room_check_sees_an_upward_import() {
    // A file in play naming teach, by either path, and a room's mod.rs naming one above.
    assert_eq!(
        game_rooms_named(2, "use crate::game::teach::narrate::explain::explain;"),
        ["teach"]
    );
    assert_eq!(
        game_rooms_named(2, "use super::super::records::record::Saved;"),
        ["records"]
    );
    assert_eq!(game_rooms_named(1, "use super::records::x;"), ["records"]);
    assert_eq!(
        game_rooms_named(3, "use super::super::super::{play::session, words};"),
        ["play", "words"]
    );
    // A sibling (`super::x` from a file in a room) and a comment are not rooms.
    assert!(game_rooms_named(2, "use super::records_of;").is_empty());
    assert!(game_rooms_named(2, "use super::play;").is_empty());
    assert!(game_rooms_named(2, &code("// crate::game::records")).is_empty());
    // The planted file: play/session.rs importing the records room is caught.
    let src = src();
    let planted = src.join("game").join("play").join("session.rs");
    let rank_of = |room: &str| GAME_ROOMS.iter().position(|r| *r == room).unwrap();
    let named = game_rooms_named(2, "use crate::game::records::settings::Settings;");
    assert!(
        planted.exists() && named.iter().any(|n| rank_of(n) > rank_of("play")),
        "the check misses an upward import from play"
    );
}

/// The rooms split by feature: the folder, and its sub-rooms lowest first. The files at a
/// folder's top (its `mod.rs`, the panel) may use every sub-room; a sub-room only those
/// before it.
const FEATURE_ROOMS: [(&str, &[&str], usize); 3] = [
    (
        "game/teach",
        &["narrate", "course", "coach", "analysis", "practice"],
        4,
    ),
    (
        "app/ui",
        &["play", "narrate", "course", "coach", "analysis", "practice"],
        6,
    ),
    ("app/play", &["course", "coach", "analysis", "practice"], 10),
];

/// The module path of a file below `src` (`game/teach/course/lessons/mod.rs` is
/// `game::teach::course::lessons`).
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    if last != "mod.rs" {
        parts.push(last.trim_end_matches(".rs").to_string());
    }
    parts
}

/// Every module path a file's code names by `crate::` or `super::` (each item of a
/// `prefix::{a, b::c}` group too), resolved from the file's own module `here`.
fn paths_named(here: &[String], code: &str) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i..].starts_with(b"crate::") || bytes[i..].starts_with(b"super::");
        let free = i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b':');
        if !(starts && free) {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < bytes.len() && (ident(bytes[end]) || bytes[end] == b':') {
            end += 1;
        }
        let path: Vec<&str> = code[i..end].split("::").filter(|s| !s.is_empty()).collect();
        let mut base: Vec<String> = if path[0] == "crate" {
            Vec::new()
        } else {
            here.to_vec()
        };
        let mut rest = path.as_slice();
        if rest[0] == "crate" {
            rest = &rest[1..];
        }
        while rest.first() == Some(&"super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().map(|s| s.to_string()));
        if bytes[end..].starts_with(b"{") {
            let group = &code[end + 1..];
            let close = group.find('}').unwrap_or(group.len());
            for item in group[..close].split(',') {
                let first: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !first.is_empty() {
                    let mut p = base.clone();
                    p.push(first);
                    out.push(p);
                }
            }
        } else {
            out.push(base);
        }
        i = end.max(i + 1);
    }
    out
}

/// The sub-rooms above `rank` of the folder `space` that a file of module `here` names.
fn feature_rooms_above(
    space: &str,
    rooms: &[&str],
    rank: usize,
    here: &[String],
    code: &str,
) -> Vec<String> {
    let prefix: Vec<&str> = space.split('/').collect();
    paths_named(here, code)
        .into_iter()
        .filter(|p| p.len() > prefix.len() && p.iter().zip(&prefix).all(|(a, b)| a == b))
        .map(|p| p[prefix.len()].clone())
        .filter(|room| {
            rooms
                .iter()
                .position(|r| r == room)
                .is_some_and(|k| k > rank)
        })
        .collect()
}

#[test]
fn the_feature_rooms_import_downward_only() {
    let src = src();
    let mut bad = Vec::new();
    for (space, rooms, max_top) in FEATURE_ROOMS {
        let dir = src.join(space);
        let files = rust_files(&dir);
        for room in rooms {
            assert!(
                files.iter().any(|f| f.starts_with(dir.join(room))),
                "no room src/{space}/{room}"
            );
        }
        let top = files.iter().filter(|f| f.parent() == Some(&dir)).count();
        assert!(
            top <= max_top,
            "{top} files at the top of src/{space} (at most {max_top})"
        );
        for file in &files {
            let rel = file.strip_prefix(&src).unwrap();
            let inner = file.strip_prefix(&dir).unwrap();
            let Some(rank) = rooms.iter().position(|r| inner.starts_with(r)) else {
                continue; // the folder's top may use every room
            };
            let text = code(&std::fs::read_to_string(file).unwrap());
            for room in feature_rooms_above(space, rooms, rank, &module_of(rel), &text) {
                bad.push(format!("{} -> {room}", rel.display()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "feature rooms import a room above their own: {bad:#?}"
    );
}

#[test]
fn the_feature_room_check_sees_an_upward_import() {
    let (space, rooms, _) = FEATURE_ROOMS[0];
    let here = module_of(Path::new("game/teach/narrate/explain.rs"));
    let course = rooms.iter().position(|r| *r == "narrate").unwrap();
    // By the crate's path, by super:: from a file and from a folder's mod.rs, and in a group.
    let caught = |code: &str| feature_rooms_above(space, rooms, course, &here, code);
    assert_eq!(
        caught("use crate::game::teach::practice::puzzles::Puzzle;"),
        ["practice"]
    );
    assert_eq!(caught("use super::super::coach::review::CURVE;"), ["coach"]);
    assert_eq!(
        caught("use crate::game::teach::{course::guide, narrate::laps};"),
        ["course"]
    );
    let lessons = module_of(Path::new("game/teach/narrate/sub/mod.rs"));
    assert_eq!(
        feature_rooms_above(
            space,
            rooms,
            course,
            &lessons,
            "use super::super::analysis::x;"
        ),
        ["analysis"]
    );
    // A sibling, the room's own files, a lower layer and a comment are not upward.
    assert!(caught("use super::rulebook::markup;").is_empty());
    assert!(caught("use crate::game::play::session::Session;").is_empty());
    assert!(caught(&code("// crate::game::teach::practice::positions")).is_empty());
    // The window: a narrate window naming the Practice window is caught, the panel may.
    let (ui, ui_rooms, _) = FEATURE_ROOMS[1];
    let explain = module_of(Path::new("app/ui/narrate/explain.rs"));
    let narrate = ui_rooms.iter().position(|r| *r == "narrate").unwrap();
    assert_eq!(
        feature_rooms_above(
            ui,
            ui_rooms,
            narrate,
            &explain,
            "use crate::app::ui::practice::window::PracticeWindow;"
        ),
        ["practice"]
    );
    assert!(
        feature_rooms_above(
            ui,
            ui_rooms,
            narrate,
            &explain,
            "use crate::app::play::practice::puzzle::X;"
        )
        .is_empty()
    );
}
