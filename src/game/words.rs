//! The names of the rules' things in the player's language: sides, presets, the rules in
//! force, why a game ended, why a move is refused, the levels and the settings' choices.
//! The rules layer keeps its English `Display` for the command line; the window asks here.
//! The Bao terms (namua, mtaji, nyumba, kuu, kichwa, takasa...) are the same in both languages.

use super::i18n::{Arg, Lang, Person, fill, msg, tr};
use super::record::{EndReason, FileFault, IoCause, MoveFault, RecordError};
use super::settings::{AnimationSpeed, Graphics};
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

/// Why a saved game or record could not be read, in `lang`: each kind of error is one
/// whole message; what the reader found inside (a parser's words) is its detail.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match e {
        RecordError::Io {
            path,
            message,
            cause,
        } => {
            let path = path.display().to_string();
            match cause {
                IoCause::NoHome => tr(lang, "record.error.no_home").to_string(),
                IoCause::SlotInUse => {
                    msg(lang, "record.error.slot_in_use", &[("path", path.into())])
                }
                IoCause::System(kind) => msg(
                    lang,
                    "record.error.io",
                    &[
                        ("path", path.into()),
                        (
                            "detail",
                            kind.and_then(|k| io_kind(lang, k))
                                .unwrap_or_else(|| message.clone())
                                .into(),
                        ),
                    ],
                ),
            }
        }
        RecordError::Corrupt(m, fault) => msg(
            lang,
            "record.error.corrupt",
            &[("detail", file_fault(lang, fault, m).into())],
        ),
        RecordError::Foreign(m, fault) => msg(
            lang,
            "record.error.foreign",
            &[("detail", file_fault(lang, fault, m).into())],
        ),
        RecordError::FutureVersion { found, supported } => msg(
            lang,
            "record.error.future_version",
            &[
                ("found", (*found).into()),
                ("supported", (*supported).into()),
            ],
        ),
        RecordError::Invalid { field, message } => msg(
            lang,
            "record.error.invalid",
            &[("field", field.into()), ("detail", message.into())],
        ),
        RecordError::IllegalMove {
            number,
            side: s,
            text,
            fault,
            line,
            ..
        } => {
            let why = move_fault(lang, fault, text);
            let detail = match line {
                Some(l) => msg(
                    lang,
                    "record.error.at_line",
                    &[("line", (*l).into()), ("detail", why.into())],
                ),
                None => why,
            };
            msg(
                lang,
                "record.error.illegal_move",
                &[
                    ("number", (*number).into()),
                    ("side", side(lang, *s).into()),
                    ("move", text.into()),
                    ("detail", detail.into()),
                ],
            )
        }
        RecordError::InMatchGame { game, error } => msg(
            lang,
            "record.error.in_match_game",
            &[
                ("game", (*game).into()),
                ("detail", Arg::from(record_error(lang, error))),
            ],
        ),
    }
}

/// What is wrong with a damaged or foreign file, in `lang`. The reader's own reason (`said`,
/// English) is kept only where no kind of ours names it: a parser's diagnosis.
fn file_fault(lang: Lang, fault: &FileFault, said: &str) -> String {
    let key = match fault {
        FileFault::Empty => "record.error.file.empty",
        FileFault::IsMatch => "record.error.file.is_match",
        FileFault::IsGame => "record.error.file.is_game",
        FileFault::NotAStruct => "record.error.file.not_a_struct",
        FileFault::FormatNotText => "record.error.file.format_not_text",
        FileFault::NoFormat => "record.error.file.no_format",
        FileFault::Record => return said.to_string(),
        FileFault::NotText { byte } => {
            return msg(
                lang,
                "record.error.file.not_text",
                &[("byte", (*byte).into())],
            );
        }
        FileFault::EndsEarly { line, column } => {
            return msg(
                lang,
                "record.error.file.ends_early",
                &[("line", (*line).into()), ("column", (*column).into())],
            );
        }
        FileFault::Unreadable {
            line,
            column,
            field,
        } => {
            // The parser's diagnosis is the text before " in field" / " (line".
            let diagnosis = said.split(" in field '").next().unwrap_or(said);
            let diagnosis = diagnosis.split(" (line ").next().unwrap_or(diagnosis);
            let mut args: Vec<(&str, Arg)> = vec![
                ("line", (*line).into()),
                ("column", (*column).into()),
                ("detail", diagnosis.into()),
            ];
            let key = match field {
                Some(f) => {
                    args.push(("field", f.into()));
                    "record.error.file.unreadable_field"
                }
                None => "record.error.file.unreadable",
            };
            return msg(lang, key, &args);
        }
        FileFault::OtherFormat { found, expected } => {
            return msg(
                lang,
                "record.error.file.other_format",
                &[("found", found.into()), ("expected", expected.into())],
            );
        }
    };
    tr(lang, key).to_string()
}

/// Why the recorded move `text` cannot be played, in `lang`.
fn move_fault(lang: Lang, fault: &MoveFault, text: &str) -> String {
    match fault {
        MoveFault::Refused(pos) => match super::access::typed_move(lang, pos, text) {
            Err(why) => why,
            // Read as a move after all (a case the notation reader and the typed reader see
            // differently): the rules' general refusal.
            Ok(_) => tr(lang, "play.refuse.impossible").to_string(),
        },
        MoveFault::AlreadyOver(w) => msg(
            lang,
            "record.error.fault.already_over",
            &[("winner", side(lang, *w).into())],
        ),
        MoveFault::NotTheirTurn(to_move) => msg(
            lang,
            "record.error.fault.not_their_turn",
            &[("side", side(lang, *to_move).into())],
        ),
        MoveFault::MarkedTakasa => tr(lang, "record.error.fault.marked_takasa").to_string(),
        MoveFault::NotMarkedTakasa => tr(lang, "record.error.fault.not_marked_takasa").to_string(),
    }
}

/// A file system error in `lang`: the common kinds in words, any other in the system's own.
pub fn io_error(lang: Lang, e: &std::io::Error) -> String {
    io_kind(lang, e.kind()).unwrap_or_else(|| e.to_string())
}

/// The words of a common kind of file system error, if we have them.
fn io_kind(lang: Lang, kind: std::io::ErrorKind) -> Option<String> {
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

pub fn end_reason(lang: Lang, r: EndReason) -> &'static str {
    match r {
        EndReason::BaoHamna => win_reason(lang, WinReason::BaoHamna),
        EndReason::OnlySingletons => win_reason(lang, WinReason::OnlySingletons),
        EndReason::OnlyEndlessMoves => win_reason(lang, WinReason::OnlyEndlessMoves),
        EndReason::Resignation => tr(lang, "words.win.resignation"),
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

/// "Human" / "Computer (Hodari)".
pub fn player(lang: Lang, p: crate::game::session::Player) -> String {
    use crate::game::session::Player;
    match p {
        Player::Human => tr(lang, "words.player.human").to_string(),
        Player::Computer(l) => fill(lang, "words.player.computer", &[("level", l.name())]),
    }
}

pub fn speed(lang: Lang, s: AnimationSpeed) -> &'static str {
    match s {
        AnimationSpeed::Slow => tr(lang, "words.speed.slow"),
        AnimationSpeed::Normal => tr(lang, "words.speed.normal"),
        AnimationSpeed::Fast => tr(lang, "words.speed.fast"),
        AnimationSpeed::Instant => tr(lang, "words.speed.instant"),
    }
}

pub fn graphics(lang: Lang, g: Graphics) -> &'static str {
    match g {
        Graphics::Auto => tr(lang, "words.graphics.auto"),
        Graphics::Low => tr(lang, "words.graphics.low"),
        Graphics::High => tr(lang, "words.graphics.high"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        use crate::game::matchplay::shown_name;
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

    #[test]
    fn record_errors_are_whole_sentences_in_the_language() {
        let e = RecordError::InMatchGame {
            game: 2,
            error: Box::new(RecordError::IllegalMove {
                number: 7,
                side: Side::North,
                text: "a3L".into(),
                message: "x".into(),
                fault: MoveFault::MarkedTakasa,
                line: None,
            }),
        };
        assert_eq!(
            record_error(Lang::English, &e),
            "game 2 of the match: move 7 of North (a3L): marked takasa (*) but it captures"
        );
        assert_eq!(
            record_error(Lang::Kiswahili, &e),
            "mchezo wa pili wa mechi: hatua ya saba ya Kaskazini (a3L): ina alama ya takasa (*) lakini inakula"
        );
        let missing = RecordError::io(
            "/x/y.ron",
            std::io::Error::from(std::io::ErrorKind::NotFound),
        );
        assert_eq!(
            record_error(Lang::Kiswahili, &missing),
            "/x/y.ron: faili haikuweza kusomwa wala kuandikwa (faili au folda hiyo haipo)"
        );
        let busy = RecordError::io_cause("/x/autosave-2.ron", IoCause::SlotInUse, "busy");
        assert_eq!(
            record_error(Lang::Kiswahili, &busy),
            "/x/autosave-2.ron: dirisha jingine la Bao linacheza mchezo huu"
        );
        let v = RecordError::FutureVersion {
            found: 3,
            supported: 2,
        };
        assert!(record_error(Lang::Kiswahili, &v).contains("toleo 3"));
    }
}
