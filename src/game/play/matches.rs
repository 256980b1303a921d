//! A single game or a best-of-three match between two named players, A and B. South always
//! moves first; in a match the player who plays South alternates from game to game. Pure.

use crate::game::words::i18n::{Arg, Lang, msg};
use crate::game::words::names::{self, shown_name};
use crate::rules::{Side, WinReason};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    Single,
    BestOfThree,
}

/// The two players of a match: A is index 0, B index 1.
pub type PlayerIndex = usize;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Who played South (and so moved first).
    pub south: PlayerIndex,
    pub winner: PlayerIndex,
    pub reason: WinReason,
}

#[derive(Clone, Debug)]
pub struct Match {
    pub kind: MatchKind,
    pub names: [String; 2],
    /// Who plays South in the first game.
    pub first_south: PlayerIndex,
    pub results: Vec<GameResult>,
}

impl Match {
    pub fn new(kind: MatchKind, names: [String; 2], first_south: PlayerIndex) -> Match {
        // A name typed or pasted into the window loses its hidden characters (format
        // characters, line separators): the saved game would be refused with them.
        let names = names.map(|n| {
            n.chars()
                .filter(|&c| !crate::rules::text::hidden_char(c))
                .collect()
        });
        Match {
            kind,
            names,
            first_south: first_south & 1,
            results: Vec::new(),
        }
    }

    /// 1-based number of the game being played (or the last one, once the match is over).
    pub fn game_number(&self) -> usize {
        if self.is_over() {
            self.results.len()
        } else {
            self.results.len() + 1
        }
    }

    /// Who plays South in the current game: alternates each game.
    pub fn south_player(&self) -> PlayerIndex {
        (self.first_south + self.results.len()) & 1
    }

    /// The player who sat (or sits) at `side` in game `index` (0-based) of the match.
    pub fn player_in_game(&self, index: usize, side: Side) -> PlayerIndex {
        let south = (self.first_south + index) & 1;
        match side {
            Side::South => south,
            Side::North => 1 - south,
        }
    }

    /// The player sitting at `side` in the current game.
    pub fn player_at(&self, side: Side) -> PlayerIndex {
        match side {
            Side::South => self.south_player(),
            Side::North => 1 - self.south_player(),
        }
    }

    pub fn side_of(&self, player: PlayerIndex) -> Side {
        if self.south_player() == player {
            Side::South
        } else {
            Side::North
        }
    }

    pub fn wins(&self, player: PlayerIndex) -> usize {
        self.results.iter().filter(|r| r.winner == player).count()
    }

    pub fn is_over(&self) -> bool {
        match self.kind {
            MatchKind::Single => !self.results.is_empty(),
            MatchKind::BestOfThree => self.wins(0) >= 2 || self.wins(1) >= 2,
        }
    }

    pub fn winner(&self) -> Option<PlayerIndex> {
        if !self.is_over() {
            return None;
        }
        Some(if self.wins(0) > self.wins(1) { 0 } else { 1 })
    }

    /// Records the end of the current game, won by the player at `winner`. Ignored once the
    /// match is over.
    pub fn record(&mut self, winner: Side, reason: WinReason) {
        if self.is_over() {
            return;
        }
        let south = self.south_player();
        let winner = self.player_at(winner);
        self.results.push(GameResult {
            south,
            winner,
            reason,
        });
    }

    /// "2 - 1" from A's point of view.
    pub fn score(&self) -> String {
        format!("{} - {}", self.wins(0), self.wins(1))
    }

    /// A player's name as shown: the default names "South" / "North" in `lang`, any other
    /// name as it is.
    pub fn shown_name(&self, player: PlayerIndex, lang: Lang) -> String {
        shown_name(&self.names[player & 1], lang)
    }

    /// The person messages about a player are told in: the player at this screen ("You
    /// win") for the default name "You", else the third person.
    pub fn person(&self, player: PlayerIndex) -> crate::game::words::i18n::Person {
        names::person(&self.names[player & 1])
    }

    /// "Best of three, game 2: Ana 1 - 0 Bakari" (`None` for a single game).
    pub fn heading(&self, lang: Lang) -> Option<String> {
        (self.kind == MatchKind::BestOfThree).then(|| {
            msg(
                lang,
                "panel.match.heading",
                &[
                    ("game", self.game_number().into()),
                    ("a", self.shown_name(0, lang).into()),
                    ("score", self.score().into()),
                    ("b", self.shown_name(1, lang).into()),
                ],
            )
        })
    }

    /// "Ana wins the match 2 - 1", once the match is over.
    pub fn winner_text(&self, lang: Lang) -> Option<String> {
        let w = self
            .winner()
            .filter(|_| self.kind == MatchKind::BestOfThree)?;
        Some(msg(
            lang,
            "panel.match.winner",
            &[
                ("name", self.shown_name(w, lang).into()),
                ("person", self.person(w).into()),
                ("score", self.score().into()),
            ],
        ))
    }

    /// One finished game of the match, in four columns: "Game 1", "Ana (South) v Bakari",
    /// "Ana won", and how.
    pub fn result_columns(&self, i: usize, lang: Lang) -> Option<[String; 4]> {
        let r = self.results.get(i)?;
        Some([
            msg(lang, "panel.match.game", &[("n", (i + 1).into())]),
            msg(
                lang,
                "panel.match.sides",
                &[
                    ("south", self.shown_name(r.south, lang).into()),
                    ("north", self.shown_name(1 - r.south, lang).into()),
                ],
            ),
            msg(
                lang,
                "panel.match.won",
                &[
                    ("name", Arg::from(self.shown_name(r.winner, lang))),
                    ("person", self.person(r.winner).into()),
                ],
            ),
            names::win_reason(lang, r.reason).to_string(),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bo3() -> Match {
        Match::new(MatchKind::BestOfThree, ["Ana".into(), "Bakari".into()], 0)
    }

    #[test]
    fn south_alternates_between_the_players() {
        let mut m = bo3();
        assert_eq!(m.south_player(), 0);
        assert_eq!(m.side_of(1), Side::North);
        m.record(Side::North, WinReason::BaoHamna); // B wins game 1 as North
        assert_eq!(m.results[0].winner, 1);
        assert_eq!(m.south_player(), 1);
        assert_eq!(m.player_at(Side::North), 0);
        assert_eq!(m.game_number(), 2);
    }

    #[test]
    fn the_players_of_a_past_game_keep_their_sides() {
        let mut m = bo3();
        m.record(Side::North, WinReason::BaoHamna);
        // Game 1 (index 0): Ana South; game 2 (index 1): Bakari South.
        assert_eq!(m.player_in_game(0, Side::South), 0);
        assert_eq!(m.player_in_game(1, Side::South), 1);
        assert_eq!(m.player_in_game(1, Side::South), m.player_at(Side::South));
    }

    #[test]
    fn best_of_three_ends_at_two_wins() {
        let mut m = bo3();
        m.record(Side::South, WinReason::BaoHamna); // A (South) wins
        assert!(!m.is_over());
        m.record(Side::North, WinReason::OnlySingletons); // A is North now and wins
        assert!(m.is_over());
        assert_eq!(m.winner(), Some(0));
        assert_eq!(m.score(), "2 - 0");
        m.record(Side::South, WinReason::BaoHamna);
        assert_eq!(m.results.len(), 2, "no game after the match is over");
    }

    #[test]
    fn a_match_can_go_to_three_games() {
        let mut m = bo3();
        m.record(Side::South, WinReason::BaoHamna); // A
        m.record(Side::South, WinReason::BaoHamna); // B is South in game 2
        assert!(!m.is_over());
        assert_eq!(m.game_number(), 3);
        assert_eq!(m.south_player(), 0);
        m.record(Side::North, WinReason::BaoHamna); // B
        assert_eq!(m.winner(), Some(1));
    }

    #[test]
    fn the_match_texts_name_the_players_in_the_language() {
        let mut m = bo3();
        m.record(Side::South, WinReason::BaoHamna);
        m.record(Side::North, WinReason::BaoHamna);
        let en = m.heading(Lang::English).unwrap();
        let sw = m.heading(Lang::Kiswahili).unwrap();
        assert_eq!(en, "Best of three, game 2: Ana 2 - 0 Bakari");
        assert_ne!(en, sw);
        assert!(
            sw.contains("Ana") && sw.contains("Bakari") && sw.contains("2 - 0"),
            "{sw}"
        );
        let win_en = m.winner_text(Lang::English).unwrap();
        let win_sw = m.winner_text(Lang::Kiswahili).unwrap();
        assert_eq!(win_en, "Ana wins the match 2 - 0");
        assert!(win_sw.contains("Ana") && win_en != win_sw, "{win_sw}");
        let [game, sides, won, how] = m.result_columns(1, Lang::Kiswahili).unwrap();
        // Ordinals in words, as Kiswahili writes them.
        assert_eq!(game, "Mchezo wa pili");
        assert!(
            sides.contains("Bakari") && won.contains("Ana"),
            "{sides} {won}"
        );
        assert_eq!(how, names::win_reason(Lang::Kiswahili, WinReason::BaoHamna));
        assert_eq!(m.result_columns(2, Lang::English), None);
        // The default names are the sides, named in the language.
        assert_eq!(shown_name("North", Lang::Kiswahili), "Kaskazini");
        assert_eq!(shown_name("Asha", Lang::Kiswahili), "Asha");
        let single = Match::new(MatchKind::Single, ["A".into(), "B".into()], 0);
        assert_eq!(single.heading(Lang::English), None);
    }

    #[test]
    fn the_player_at_this_screen_is_told_in_the_second_person() {
        let mut m = Match::new(
            MatchKind::BestOfThree,
            ["Wewe".into(), "Kompyuta".into()],
            0,
        );
        m.record(Side::South, WinReason::BaoHamna);
        m.record(Side::North, WinReason::BaoHamna);
        assert_eq!(
            m.winner_text(Lang::Kiswahili).unwrap(),
            "Umeshinda mechi 2 - 0"
        );
        assert_eq!(
            m.winner_text(Lang::English).unwrap(),
            "You win the match 2 - 0"
        );
        let [game, sides, won, _] = m.result_columns(0, Lang::English).unwrap();
        assert_eq!(game, "Game 1");
        assert_eq!(sides, "You (South) v Computer");
        assert_eq!(won, "You won");
        let [game, _, won, _] = m.result_columns(0, Lang::Kiswahili).unwrap();
        assert_eq!(game, "Mchezo wa kwanza");
        assert_eq!(won, "Ulishinda");
    }

    #[test]
    fn a_single_game_is_over_after_one_result() {
        let mut m = Match::new(MatchKind::Single, ["A".into(), "B".into()], 1);
        assert_eq!(m.side_of(1), Side::South);
        m.record(Side::South, WinReason::BaoHamna);
        assert!(m.is_over());
        assert_eq!(m.winner(), Some(1));
    }
}
