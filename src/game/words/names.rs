//! The names of the rules' things in the player's language: sides, presets, the rules in
//! force, why a game ended, why a move is refused, the levels, a player's name as shown.
//! The rules layer keeps its English `Display` for the command line; the window asks here.
//! The Bao terms (namua, mtaji, nyumba, kuu, kichwa, takasa...) are the same in both languages.

use super::i18n::{Lang, Person, fill, tr};
use crate::ai::Level;
use crate::rules::{Illegal, Preset, Rules, Side, Variant, WinReason};

/// "South" / "Kusini".
pub fn side(lang: Lang, s: Side) -> &'static str {
    match s {
        Side::South => tr(lang, "words.south"),
        Side::North => tr(lang, "words.north"),
    }
}

/// The default player names of the first new-game form: "You" and "Computer".
pub fn default_name(lang: Lang, you: bool) -> &'static str {
    if you {
        tr(lang, "words.name.you")
    } else {
        tr(lang, "words.name.computer")
    }
}

/// Whether `name` is a default name of the player at this screen ("You", "Wewe": the first
/// new-game form writes it in the language of the day), in any language.
pub fn is_you(name: &str) -> bool {
    Lang::ALL.iter().any(|&l| name == default_name(l, true))
}

/// Whether `name` is the default name of the computer player, in any language.
pub fn is_computer(name: &str) -> bool {
    Lang::ALL.iter().any(|&l| name == default_name(l, false))
}

/// The person a message about the player named `name` is told in: the player at this
/// screen ("You win", "Umeshinda") for the default name "You", else the third person.
pub fn person(name: &str) -> Person {
    if is_you(name) {
        Person::Me
    } else {
        Person::Other
    }
}

/// A name as shown: the default names "South" / "North" (a game opened from a position)
/// and "You" / "Computer" (the first new-game form) in `lang`, any other name as the player
/// typed it.
pub fn shown_name(name: &str, lang: Lang) -> String {
    for s in [Side::South, Side::North] {
        if name == s.name() {
            return side(lang, s).to_string();
        }
    }
    if is_you(name) {
        default_name(lang, true).to_string()
    } else if is_computer(name) {
        default_name(lang, false).to_string()
    } else {
        name.to_string()
    }
}

/// A file system error in `lang`: the common kinds in words, any other in the system's own.
pub fn io_error(lang: Lang, e: &std::io::Error) -> String {
    io_kind(lang, e.kind()).unwrap_or_else(|| e.to_string())
}

/// The words of a common kind of file system error, if we have them.
pub fn io_kind(lang: Lang, kind: std::io::ErrorKind) -> Option<String> {
    use std::io::ErrorKind;
    let key = match kind {
        ErrorKind::NotFound => "io.error.not_found",
        ErrorKind::PermissionDenied => "io.error.permission_denied",
        ErrorKind::AlreadyExists => "io.error.already_exists",
        ErrorKind::StorageFull => "io.error.storage_full",
        ErrorKind::ReadOnlyFilesystem => "io.error.read_only",
        ErrorKind::IsADirectory => "io.error.is_a_directory",
        _ => return None,
    };
    Some(tr(lang, key).to_string())
}

pub fn preset(lang: Lang, p: Preset) -> &'static str {
    match p {
        Preset::MancalaWorld => tr(lang, "words.preset.mancala_world"),
        Preset::Tournament => tr(lang, "words.preset.tournament"),
    }
}

/// "Bao la Kiswahili (Tournament)", "Bao la Kete": the rules in force.
pub fn rules_label(lang: Lang, r: Rules) -> String {
    match r.variant {
        Variant::Kete | Variant::Kujifunza => r.variant.name().to_string(),
        Variant::Kiswahili => format!("{} ({})", r.variant.name(), preset(lang, r.preset)),
    }
}

pub fn win_reason(lang: Lang, r: WinReason) -> &'static str {
    match r {
        WinReason::BaoHamna => tr(lang, "words.win.bao_hamna"),
        WinReason::OnlySingletons => tr(lang, "words.win.only_singletons"),
        WinReason::OnlyEndlessMoves => tr(lang, "words.win.only_endless"),
    }
}

/// Why a move cannot be played, in one line.
pub fn illegal(lang: Lang, i: &Illegal) -> String {
    let key = match i {
        Illegal::GameOver => "words.illegal.game_over",
        Illegal::EmptyPit => "words.illegal.empty_pit",
        Illegal::MustCapture => "words.illegal.must_capture",
        Illegal::MustCaptureClaim(p) => {
            return fill(
                lang,
                "words.illegal.must_capture_claim",
                &[("pit", &p.to_string())],
            );
        }
        Illegal::Singleton => "words.illegal.singleton",
        Illegal::SingletonWhileBig => "words.illegal.singleton_while_big",
        Illegal::HouseProtected => "words.illegal.house_protected",
        Illegal::Blocked => "words.illegal.blocked",
        Illegal::BackRowWhileFront => "words.illegal.back_row",
        Illegal::KuuFirst => "words.illegal.kuu_first",
        Illegal::LoneKichwa => "words.illegal.lone_kichwa",
        Illegal::NamuaFrontOnly => "words.illegal.namua_front_only",
        Illegal::NeverEnds => "words.illegal.never_ends",
        Illegal::Choices => "words.illegal.choices",
    };
    tr(lang, key).to_string()
}

/// A level's name (a Kiswahili word in both languages) and what it does.
pub fn level_description(lang: Lang, l: Level) -> &'static str {
    match l {
        Level::Mwanzo => tr(lang, "words.level.mwanzo"),
        Level::Mwanafunzi => tr(lang, "words.level.mwanafunzi"),
        Level::Mchezaji => tr(lang, "words.level.mchezaji"),
        Level::Hodari => tr(lang, "words.level.hodari"),
        Level::Fundi => tr(lang, "words.level.fundi"),
        Level::Bingwa => tr(lang, "words.level.bingwa"),
    }
}

/// The history row of the move at `ply` (0 = the game's first move) in a game whose first
/// move was `first`'s: a row holds South's move and North's reply, numbered from 1 (a game
/// begun by North has North's move alone in row 1). The number every window, sentence and
/// command shows for a move; a count of plies is called turns.
pub fn move_row(ply: usize, first: Side) -> usize {
    (ply + usize::from(first == Side::North)) / 2 + 1
}

/// A move as the history numbers it, in the master games' style: "10. A3L" (South's move of
/// row 10), "19... a4R" (North's move of row 19).
pub fn numbered_move(row: usize, mover: Side, text: &str) -> String {
    match mover {
        Side::South => format!("{row}. {text}"),
        Side::North => format!("{row}... {text}"),
    }
}

/// The move at `ply` of a game begun by `first`, numbered as the history numbers it.
pub fn numbered_ply(ply: usize, first: Side, text: &str) -> String {
    let mover = if ply % 2 == 0 {
        first
    } else {
        first.opponent()
    };
    numbered_move(move_row(ply, first), mover, text)
}

/// A move number as typed on the command line: "10" or "10." for South's move of row 10,
/// "19..." for North's move of row 19. `None` for anything else (row 0 included).
pub fn parse_numbered(text: &str) -> Option<(usize, Side)> {
    let t = text.trim();
    let (digits, mover) = match t.strip_suffix("...") {
        Some(d) => (d, Side::North),
        None => (t.strip_suffix('.').unwrap_or(t), Side::South),
    };
    let row: usize = digits.parse().ok()?;
    (row > 0).then_some((row, mover))
}

/// The ply (0 = the game's first move) of `mover`'s move in history row `row` of a game
/// begun by `first`; `None` for South's row 1 of a game North began (that cell is empty).
pub fn ply_of(row: usize, mover: Side, first: Side) -> Option<usize> {
    (2 * row.checked_sub(1)? + usize::from(mover == Side::North))
        .checked_sub(usize::from(first == Side::North))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_move_number_finds_its_ply() {
        assert_eq!(parse_numbered("10"), Some((10, Side::South)));
        assert_eq!(parse_numbered("10."), Some((10, Side::South)));
        assert_eq!(parse_numbered("19..."), Some((19, Side::North)));
        assert_eq!(parse_numbered("0"), None);
        assert_eq!(parse_numbered("x"), None);
        assert_eq!(ply_of(10, Side::South, Side::South), Some(18));
        assert_eq!(ply_of(19, Side::North, Side::South), Some(37));
        assert_eq!(ply_of(1, Side::North, Side::North), Some(0));
        assert_eq!(ply_of(1, Side::South, Side::North), None);
        // Round trip with the numbering shown.
        for first in Side::BOTH {
            for ply in 0..40 {
                let shown = numbered_ply(ply, first, "A1R");
                let number = shown.split(' ').next().unwrap();
                let (row, mover) = parse_numbered(number).unwrap();
                assert_eq!(ply_of(row, mover, first), Some(ply), "{shown}");
            }
        }
    }

    #[test]
    fn a_move_is_numbered_by_its_history_row_and_side() {
        // voogt-69: A3L, South's 10th move, is the game's 19th ply (index 18),
        // which the review showed as "19. A3L"; row 19 holds plies 37 and 38.
        assert_eq!(numbered_ply(18, Side::South, "A3L"), "10. A3L");
        assert_eq!(numbered_ply(36, Side::South, "A8"), "19. A8");
        assert_eq!(numbered_ply(37, Side::South, "a4R"), "19... a4R");
        assert_eq!(numbered_ply(0, Side::South, "A6R*"), "1. A6R*");
        // A game begun by North: its first move is alone in row 1, South's reply opens row 2.
        assert_eq!(numbered_ply(0, Side::North, "a6R*"), "1... a6R*");
        assert_eq!(numbered_ply(1, Side::North, "A6R*"), "2. A6R*");
        assert_eq!(move_row(2, Side::North), 2);
    }

    #[test]
    fn every_refusal_has_words_in_both_languages() {
        let all = [
            Illegal::GameOver,
            Illegal::EmptyPit,
            Illegal::MustCapture,
            Illegal::MustCaptureClaim(crate::rules::Pit::front(Side::North, 3)),
            Illegal::Singleton,
            Illegal::SingletonWhileBig,
            Illegal::HouseProtected,
            Illegal::Blocked,
            Illegal::BackRowWhileFront,
            Illegal::KuuFirst,
            Illegal::LoneKichwa,
            Illegal::NamuaFrontOnly,
            Illegal::NeverEnds,
            Illegal::Choices,
        ];
        for i in all {
            let en = illegal(Lang::English, &i);
            let sw = illegal(Lang::Kiswahili, &i);
            assert_ne!(en, sw, "{i:?}");
            // "singleton" and "lone kichwa" are the rules' shorthand, never defined for the
            // player: the window says what they mean.
            for shorthand in ["singleton", "lone"] {
                assert!(!en.to_lowercase().contains(shorthand), "{en}");
            }
        }
        let claim = illegal(Lang::Kiswahili, &all[3]);
        assert!(claim.contains("a3"), "{claim}");
    }

    #[test]
    fn rules_labels_name_the_preset_in_the_language() {
        assert_eq!(
            rules_label(Lang::English, Rules::KISWAHILI),
            Rules::KISWAHILI.label()
        );
        assert_eq!(side(Lang::Kiswahili, Side::North), "Kaskazini");
    }

    #[test]
    fn default_names_are_shown_in_the_language_and_typed_ones_as_typed() {
        assert_eq!(shown_name("You", Lang::Kiswahili), "Wewe");
        assert_eq!(shown_name("Computer", Lang::Kiswahili), "Kompyuta");
        assert_eq!(shown_name("Computer", Lang::English), "Computer");
        assert_eq!(shown_name("Asha", Lang::Kiswahili), "Asha");
        // A default name written in Kiswahili is shown in English too.
        assert_eq!(shown_name("Wewe", Lang::English), "You");
        assert_eq!(person("Wewe"), Person::Me);
        assert_eq!(person("You"), Person::Me);
        assert_eq!(person("Asha"), Person::Other);
    }
}
