//! The names of the rules' things in the player's language: sides, presets, the rules in
//! force, why a game ended, why a move is refused, the levels and the settings' choices.
//! The rules layer keeps its English `Display` for the command line; the window asks here.
//! The Bao terms (namua, mtaji, nyumba, kuu, kichwa, takasa...) are the same in both languages.

use super::i18n::{Lang, fill, tr};
use super::record::EndReason;
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
            // English says what the rules layer says; Kiswahili says something else.
            assert_eq!(en, i.to_string());
            assert_ne!(en, sw, "{i:?}");
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
    }
}
