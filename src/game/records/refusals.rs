//! Why a saved game, a record or a file was refused, in the player's language: each kind
//! of error one whole message, what the reader found inside (a parser's words) its detail.

use super::record::{EndReason, FileFault, IoCause, MoveFault, RecordError};
use crate::game::play::access::typed_move;
use crate::game::words::i18n::{Arg, Lang, msg, tr};
use crate::game::words::names::{io_kind, side, win_reason};
use crate::rules::WinReason;

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
                IoCause::NotAFile => msg(lang, "record.error.not_a_file", &[("path", path.into())]),
                IoCause::OwnInput => msg(lang, "record.error.own_input", &[("path", path.into())]),
                IoCause::TooLarge { limit } => msg(
                    lang,
                    "record.error.too_large",
                    &[("path", path.into()), ("mib", (*limit >> 20).into())],
                ),
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
                    ("move", crate::rules::text::quoted(text).into()),
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
        MoveFault::Refused(pos) => match typed_move(lang, pos, text) {
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

pub fn end_reason(lang: Lang, r: EndReason) -> &'static str {
    match r {
        EndReason::BaoHamna => win_reason(lang, WinReason::BaoHamna),
        EndReason::OnlySingletons => win_reason(lang, WinReason::OnlySingletons),
        EndReason::OnlyEndlessMoves => win_reason(lang, WinReason::OnlyEndlessMoves),
        EndReason::Resignation => tr(lang, "words.win.resignation"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

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
