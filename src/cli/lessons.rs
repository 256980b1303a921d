//! Teaching commands: `lessons` (the course, `--check` replays every solution through the
//! rules engine, and the Kiswahili texts must be there too) and `explain` (a move of a JSON
//! position in plain sentences, in English or, with `--lang sw`, in Kiswahili).
use super::args::{Command, Opt};
use super::{CliError, CliResult, Opts, read_json_position};
use crate::game::teach::course::guide::{after_reply, before_move};
use crate::game::teach::course::lessons::{
    Attempt, check_course, check_lesson, course, parts, texts_file, try_course,
};
use crate::game::teach::narrate::explain::{explain_move, never_ends};
use crate::game::teach::narrate::rulebook::{markup, plain_text};
use crate::game::words::i18n::Lang;
use crate::rules::parse_move;

pub const LESSONS: Command = Command {
    name: "lessons",
    args: "",
    positional: (0, 0),
    about: "list the lessons of the course; --check replays every solution",
    details: "With --check every exercise's solution is played through the rules engine: it \
              must be legal and meet the goal, the start must be a position a real game can \
              reach (64 seeds, reserves equal when South is to move and South's one less when \
              North is, houses and blocks that fit the reserves) and not over, some legal first \
              move must fail the goal, and every legal first move must get a fitting verdict \
              in both languages (what it did, why it misses, a success text that names only \
              pits the move touched). Then the whole course: parts that name their game, no \
              word before the exercise that teaches it. One line per exercise, then a count; \
              exit 2 if anything fails.",
    options: &[&[
        Opt::flag("--check", "replay and check every lesson's solution"),
        Opt::flag(
            "--explain",
            "with --check: each solution move explained, sentence by sentence",
        ),
        Opt::flag(
            "--moves",
            "with --check: the feedback every legal first move gets (in --lang)",
        ),
        Opt::flag(
            "--texts",
            "every text of every lesson in --lang, parts first, with the feedback its solution gets",
        ),
        LANG,
    ]],
    run: lessons,
};

pub const EXPLAIN: Command = Command {
    name: "explain",
    args: "MOVE [POSITION-JSON]",
    positional: (1, 2),
    about: "a move in plain sentences, from its rules trace",
    details: "MOVE is in notation (A1R, a5L>, ...), played in the JSON position or, without one, \
              in the start position of --variant. Each sentence names the rule it rests on.",
    options: &[super::args::RULES, &[LANG]],
    run: explain,
};

pub const GUIDE: Command = Command {
    name: "guide",
    args: "[FILE | POSITION-JSON]",
    positional: (0, 1),
    about: "the guided game's sentences, on every move of a game or on one position",
    details: "With FILE (a .bao record or a .ron saved game) the guide speaks to one side \
              (--side, South by default) as it does beside the board: before each of that \
              side's moves, what kind of move is possible and why; after each of the other \
              side's moves, what that reply did. Each move is numbered as the history numbers \
              it (\"10. A3L\", \"19... a4R\"), its sentences under it. With a JSON position \
              (or nothing: the start of --variant) it says what it says before a move, to the \
              player to move: which kind of move is possible and why, the takasas that hand \
              the opponent a capture, a lone kichwa's one direction, the stop-or-safari choice, \
              in mtaji the largest capture, takasia and the singleton danger; with --reply \
              MOVE the side to move plays MOVE as the computer would: first what the guide \
              says of that reply, then its sentences for the next move. In --lang.",
    options: &[
        super::args::RULES,
        &[
            LANG,
            Opt::value(
                "--side",
                "S",
                "with FILE: south (default) or north, the side the guide speaks to",
            ),
            Opt::value(
                "--reply",
                "MOVE",
                "with a position: the computer's move, told, then the next",
            ),
        ],
    ],
    run: guide,
};

/// `bao guide`: a record's every move (a file), or one position (JSON, or the start).
fn guide(opts: &Opts) -> CliResult {
    match opts.arg(0) {
        Some(arg) if !arg.trim_start().starts_with('{') => guide_game(opts, arg),
        _ => guide_position(opts),
    }
}

fn guide_position(opts: &Opts) -> CliResult {
    let lang = lang(opts)?;
    let mut pos = match opts.arg(0) {
        Some(_) if opts.has("--variant") || opts.has("--rules") => {
            return Err(CliError::usage(
                "guide: give a POSITION-JSON or --variant/--rules, not both",
            ));
        }
        Some(json) => read_json_position(json).map_err(CliError::usage)?,
        None => crate::rules::Position::start(opts.rules()?),
    };
    if let Some(text) = opts.get("--reply") {
        let (succ, _) = parse_move(&pos, text).map_err(|e| CliError::usage(e.to_string()))?;
        let (succ, trace) = crate::rules::play_traced(&pos, &succ.mv)
            .map_err(|e| CliError::usage(e.to_string()))?;
        for line in after_reply(lang, &pos, &succ, &trace) {
            say!("{line}");
        }
        pos = succ.position;
    }
    for line in before_move(lang, &pos) {
        say!("{line}");
    }
    Ok(())
}

/// `--lang`: the language of the sentences.
pub(super) const LANG: Opt = Opt::value("--lang", "L", "en (English, default) or sw (Kiswahili)");

/// The language `--lang` names (English without it).
pub(super) fn lang(opts: &Opts) -> Result<Lang, CliError> {
    match opts.get("--lang") {
        None => Ok(Lang::English),
        Some(code) => Lang::from_code(code)
            .ok_or_else(|| CliError::usage(format!("--lang: '{code}' is not en or sw"))),
    }
}

/// Every text of the course in `lang`, as a reader checks it: each part's title and
/// introduction, then each of its lessons' title, goal, hint, success and failure texts, the
/// notes on mistakes, and the feedback each move of its solution gets.
fn print_texts(lang: Lang) -> CliResult {
    let plain = |s: &str| plain_text(&markup(s));
    for (id, part, lessons) in parts(lang) {
        say!("== {id}: {}", plain(&part.title));
        say!("   {}", plain(&part.intro));
        for l in lessons {
            let t = &l.text;
            say!("-- {}: {}", l.id(), plain(&t.title));
            for (label, text) in [
                ("goal", &t.goal),
                ("hint", &t.hint),
                ("success", &t.success),
                ("failure", &t.failure),
            ] {
                say!("   {label}: {}", plain(text));
            }
            for (mv, note) in &t.mistakes {
                say!("   mistake {mv}: {}", plain(note));
            }
            let line = l
                .solution_line()
                .map_err(|e| CliError::usage(e.to_string()))?;
            let mut a = Attempt::new(l);
            for (_, succ) in line {
                let mine = a.position().to_move() == l.learner();
                if a.play(&succ.mv).is_err() {
                    break;
                }
                if let Some(f) = a.feedback(lang).filter(|_| mine) {
                    say!("   solution {}:", f.notation);
                    for para in f.text().lines() {
                        say!("      {}", plain(para));
                    }
                }
            }
        }
    }
    Ok(())
}

fn lessons(opts: &Opts) -> CliResult {
    let lang = lang(opts)?;
    if opts.has("--texts") {
        return print_texts(lang);
    }
    let lessons = course(Lang::English);
    // The Kiswahili texts, read without panicking: a fault fails the lessons it concerns.
    let swahili = try_course(Lang::Kiswahili);
    let sw_title = |id: &str| -> Result<String, String> {
        let file = texts_file(Lang::Kiswahili).0;
        match &swahili {
            Ok(c) => c
                .iter()
                .find(|l| l.id() == id)
                .map(|l| plain_text(&markup(&l.text.title)))
                .ok_or_else(|| format!("{file}: no texts for this lesson")),
            Err(e) => Err(format!("{file}: {e}")),
        }
    };
    if !opts.has("--check") {
        for l in course(lang) {
            say!(
                "{:<16} {:<32} {}",
                l.id(),
                plain_text(&markup(&l.text.title)),
                plain_text(&markup(&l.text.goal))
            );
        }
        return Ok(());
    }
    let mut failed = 0;
    for l in lessons {
        let checked = check_lesson(l)
            .map_err(|e| e.to_string())
            .and_then(|r| sw_title(l.id()).map(|sw| (r, sw)));
        match checked {
            Ok((r, sw)) => {
                say!(
                    "ok    {:<16} {:<34} solution {} ({} of {} first moves meet the goal, {} verdicts checked); sw: {}",
                    r.id,
                    r.title,
                    r.solution,
                    r.first_moves_meeting,
                    r.first_moves,
                    r.verdicts_checked,
                    sw
                );
                if opts.has("--moves") {
                    for s in crate::rules::successors(&l.start) {
                        let Some(shown) = crate::game::teach::course::lessons::lesson(lang, l.id())
                        else {
                            continue;
                        };
                        let mut a = Attempt::new(shown);
                        if a.play(&s.mv).is_err() {
                            continue;
                        }
                        if let Some(f) = a.feedback(lang) {
                            say!("      {} {}", if f.met { "+" } else { "-" }, f.notation);
                            for line in f.text().lines() {
                                say!("          {}", plain_text(&markup(line)));
                            }
                        }
                    }
                }
                if opts.has("--explain") {
                    for (pos, succ) in l
                        .solution_line()
                        .map_err(|e| CliError::usage(e.to_string()))?
                    {
                        let e = explain_move(Lang::English, &pos, &succ.mv)
                            .map_err(|e| CliError::usage(e.to_string()))?;
                        say!("      {}", e.notation);
                        for s in &e.sentences {
                            say!("        {}", s.text());
                        }
                    }
                }
            }
            Err(e) => {
                failed += 1;
                say!("FAIL  {:<16} {}", l.id(), e)
            }
        }
    }
    let course_errors = if try_course(Lang::English).is_ok() {
        check_course()
    } else {
        Vec::new()
    };
    for e in &course_errors {
        failed += 1;
        say!("FAIL  course           {e}");
    }
    say!(
        "{} of {} lessons checked ok{}",
        lessons.len() + course_errors.len() - failed,
        lessons.len(),
        if failed > 0 {
            format!(", {failed} failed")
        } else {
            String::new()
        }
    );
    if failed > 0 {
        return Err(CliError {
            message: format!("{failed} lesson(s) failed the check"),
            code: 2,
        });
    }
    Ok(())
}

fn guide_game(opts: &Opts, path: &str) -> CliResult {
    use crate::game::words::names::numbered_ply;
    let lang = lang(opts)?;
    let you = match opts.get("--side").map(str::to_ascii_lowercase).as_deref() {
        None | Some("south" | "s") => crate::rules::Side::South,
        Some("north" | "n") => crate::rules::Side::North,
        Some(other) => {
            return Err(CliError::usage(format!(
                "--side: '{other}' is not south or north"
            )));
        }
    };
    let game = super::load_game(path)?;
    let replay = game
        .replay()
        .map_err(|e| CliError::usage(format!("{path}: {e}")))?;
    let first = replay
        .first()
        .map_or(crate::rules::Side::South, |(p, _)| p.to_move());
    for (ply, (pos, succ)) in replay.iter().enumerate() {
        let text = crate::rules::write_move(pos, succ);
        say!("{}", numbered_ply(ply, first, &text));
        let sentences = if pos.to_move() == you {
            before_move(lang, pos)
        } else {
            let (_, trace) = crate::rules::play_traced(pos, &succ.mv)
                .map_err(|e| CliError::usage(format!("{path}: {text}: {e}")))?;
            after_reply(lang, pos, succ, &trace)
        };
        for s in sentences {
            say!("  {s}");
        }
    }
    Ok(())
}

fn explain(opts: &Opts) -> CliResult {
    let lang = lang(opts)?;
    let text = opts.arg(0).unwrap_or_default();
    let pos = match opts.arg(1) {
        Some(_) if opts.has("--variant") || opts.has("--rules") => {
            return Err(CliError::usage(
                "explain: give a POSITION-JSON or --variant/--rules, not both",
            ));
        }
        Some(json) => read_json_position(json).map_err(CliError::usage)?,
        None => crate::rules::Position::start(opts.rules()?),
    };
    let (succ, _) = parse_move(&pos, text).map_err(|e| match never_ends(lang, &pos, text) {
        Some(why) => CliError::usage(format!(
            "'{}' is not a legal move here: {}",
            text.trim(),
            why.text()
        )),
        None => CliError::usage(e.to_string()),
    })?;
    let e = explain_move(lang, &pos, &succ.mv).map_err(|e| CliError::usage(e.to_string()))?;
    say!("{}", e.notation);
    for s in &e.sentences {
        say!("  {}", s.text());
    }
    Ok(())
}
