//! The analysis board's position editor: a [`Setup`] changed pit by pit (seeds added, taken
//! away or typed), the reserves, the side to move, the houses, a block or a claim, the game
//! and its rule set, a cleared board or a start position; copied and pasted as the interchange
//! JSON. Each change that cannot be made is refused with its reason ([`EditRefusal`]); what
//! only the whole position can tell (64 seeds, reserves that fit the turn, a block in mtaji)
//! is [`Editor::check`]'s, which names the first reason ([`Unfit`]) before a position is
//! analysed.

use super::lines::{Setup, Unfit, check_pasted, check_setup};
use crate::game::words::i18n::{Arg, Lang, msg};
use crate::rules::{Pit, Position, Preset, Rules, Side, Variant, position_to_json};

/// Seeds of every game of Bao (G1, J1): board and reserves together.
pub const TOTAL_SEEDS: i32 = 64;
/// A reserve starts with 22 seeds and only shrinks (section 1.1, section 4).
pub const MAX_RESERVE: u8 = 22;
/// Longest text a paste reads (a position in the interchange form is under 400 bytes).
pub const MAX_PASTE: usize = 64 * 1024;

/// Why the editor refuses a change (the position is left as it was).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditRefusal {
    /// Every one of the 64 seeds is placed already (G1): take one away first.
    AllPlaced,
    /// The pit is empty: there is no seed to take away.
    EmptyPit(Pit),
    /// More seeds asked for than are left to place: `seeds` more, `left` still free.
    TooMany { seeds: u32, left: u32 },
    /// A reserve holds at most 22 seeds.
    ReserveOver,
    /// Bao la Kujifunza has no reserve and no house (J1-J3).
    Kujifunza,
    /// Bao la Kujifunza has no takasia (J4).
    KujifunzaBlock,
    /// A block is a front pit of the player to move (section 7, T3).
    BlockPit(Pit),
    /// A hizi zetu claim exists only in Bao la Kete (K3).
    ClaimGame,
    /// A claim is a front pit of the opponent of the player to move (K3).
    ClaimPit(Pit),
    /// A block and a claim never stand together: take the other away first.
    BlockAndClaim,
    /// The Tournament rules are Bao la Kiswahili's only (section 12).
    Preset(Variant),
}

impl EditRefusal {
    /// The reason, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let pit = |p: &Pit| Arg::from(p.label());
        let num = |n: u32| Arg::Number(n as i64);
        let (key, args): (&str, Vec<(&str, Arg)>) = match self {
            EditRefusal::AllPlaced => ("analysis.edit.all_placed", vec![]),
            EditRefusal::EmptyPit(p) => ("analysis.edit.empty_pit", vec![("pit", pit(p))]),
            EditRefusal::TooMany { seeds, left } => (
                "analysis.edit.too_many",
                vec![("seeds", num(*seeds)), ("count", num(*left))],
            ),
            EditRefusal::ReserveOver => ("analysis.edit.reserve_over", vec![]),
            EditRefusal::Kujifunza => ("analysis.unfit.kujifunza", vec![]),
            EditRefusal::KujifunzaBlock => ("analysis.edit.kujifunza_block", vec![]),
            EditRefusal::BlockPit(p) => ("analysis.edit.block_pit", vec![("pit", pit(p))]),
            EditRefusal::ClaimGame => ("analysis.edit.claim_game", vec![]),
            EditRefusal::ClaimPit(p) => ("analysis.edit.claim_pit", vec![("pit", pit(p))]),
            EditRefusal::BlockAndClaim => ("analysis.edit.block_and_claim", vec![]),
            EditRefusal::Preset(v) => (
                "analysis.edit.preset",
                vec![("variant", Arg::from(v.name()))],
            ),
        };
        msg(lang, key, &args)
    }
}

/// The position editor's state. Every change keeps the parts a [`Setup`] can hold (never
/// more than 64 seeds, a Kujifunza position without reserve or house, a block on a front pit
/// of the player to move); [`Editor::check`] says whether they make a position of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Editor {
    setup: Setup,
}

impl Editor {
    /// The editor on `pos` (the position the analysis board shows).
    pub fn new(pos: &Position) -> Editor {
        Editor {
            setup: Setup::of(pos),
        }
    }

    /// The editor on the start position of `rules` (section 1.1, J1).
    pub fn start(rules: Rules) -> Editor {
        Editor::new(&Position::start(rules))
    }

    /// The parts as they stand.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn rules(&self) -> Rules {
        self.setup.rules
    }
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.setup.rows[pit.side.index()][pit.ring as usize]
    }
    pub fn reserve(&self, side: Side) -> u8 {
        self.setup.reserve[side.index()]
    }
    pub fn house_owned(&self, side: Side) -> bool {
        self.setup.house[side.index()]
    }
    pub fn to_move(&self) -> Side {
        self.setup.to_move
    }
    pub fn blocked(&self) -> Option<Pit> {
        self.setup.blocked
    }
    pub fn claim(&self) -> Option<Pit> {
        self.setup.claim
    }

    /// Seeds still to place to reach the game's 64 (every game holds 64: G1, J1), shown
    /// while editing; 0 when the position is complete.
    pub fn seeds_left(&self) -> i32 {
        let board: i32 = self.setup.rows.iter().flatten().map(|&s| s as i32).sum();
        let reserves: i32 = self.setup.reserve.iter().map(|&s| s as i32).sum();
        TOTAL_SEEDS - board - reserves
    }

    /// "12 seeds left to place" (or all placed), in `lang`, for the editor's status line.
    pub fn seeds_left_text(&self, lang: Lang) -> String {
        let count = Arg::Number(self.seeds_left().max(0) as i64);
        msg(lang, "analysis.edit.seeds_left", &[("count", count)])
    }

    /// Room for `more` seeds, else the refusal.
    fn room(&self, more: u32) -> Result<(), EditRefusal> {
        let left = self.seeds_left().max(0) as u32;
        match left {
            0 if more > 0 => Err(EditRefusal::AllPlaced),
            _ if more > left => Err(EditRefusal::TooMany { seeds: more, left }),
            _ => Ok(()),
        }
    }

    /// One more seed in `pit` (a click).
    pub fn add_seed(&mut self, pit: Pit) -> Result<(), EditRefusal> {
        self.room(1)?;
        self.setup.rows[pit.side.index()][pit.ring as usize] += 1;
        Ok(())
    }

    /// One seed fewer in `pit` (a right click).
    pub fn take_seed(&mut self, pit: Pit) -> Result<(), EditRefusal> {
        let n = &mut self.setup.rows[pit.side.index()][pit.ring as usize];
        if *n == 0 {
            return Err(EditRefusal::EmptyPit(pit));
        }
        *n -= 1;
        Ok(())
    }

    /// `seeds` in `pit` (a number typed): refused when the seeds left cannot fill it.
    pub fn set_seeds(&mut self, pit: Pit, seeds: u8) -> Result<(), EditRefusal> {
        let now = self.seeds(pit);
        self.room(seeds.saturating_sub(now) as u32)?;
        self.setup.rows[pit.side.index()][pit.ring as usize] = seeds;
        Ok(())
    }

    /// `side`'s reserve holds `seeds` (0 puts him in mtaji): at most 22, none in Kujifunza.
    pub fn set_reserve(&mut self, side: Side, seeds: u8) -> Result<(), EditRefusal> {
        if seeds > 0 && self.setup.rules.variant == Variant::Kujifunza {
            return Err(EditRefusal::Kujifunza);
        }
        if seeds > MAX_RESERVE {
            return Err(EditRefusal::ReserveOver);
        }
        let now = self.reserve(side);
        self.room(seeds.saturating_sub(now) as u32)?;
        self.setup.reserve[side.index()] = seeds;
        Ok(())
    }

    /// Whether `side` still owns his house (nyumba, Kete's kuu); Kujifunza has none.
    pub fn set_house(&mut self, side: Side, owned: bool) -> Result<(), EditRefusal> {
        if owned && self.setup.rules.variant == Variant::Kujifunza {
            return Err(EditRefusal::Kujifunza);
        }
        self.setup.house[side.index()] = owned;
        Ok(())
    }

    /// The side to move. A block and a claim belong to the player to move (the move before
    /// set them), so they are taken away with the turn.
    pub fn set_to_move(&mut self, side: Side) {
        if side != self.setup.to_move {
            self.setup.to_move = side;
            self.setup.blocked = None;
            self.setup.claim = None;
        }
    }

    /// The takasia block (Kete: hizi zetu) on `pit`, a front pit of the player to move, or
    /// none. Whether he is in mtaji is the check's (the reserve may change after).
    pub fn set_block(&mut self, pit: Option<Pit>) -> Result<(), EditRefusal> {
        if let Some(p) = pit {
            if self.setup.rules.variant == Variant::Kujifunza {
                return Err(EditRefusal::KujifunzaBlock);
            }
            if p.side != self.setup.to_move || !p.is_front() {
                return Err(EditRefusal::BlockPit(p));
            }
            if self.setup.claim.is_some() {
                return Err(EditRefusal::BlockAndClaim);
            }
        }
        self.setup.blocked = pit;
        Ok(())
    }

    /// Bao la Kete's hizi zetu claim (K3): the opponent's front pit the player to move must
    /// capture first, or none. Whether it can be captured is the check's.
    pub fn set_claim(&mut self, pit: Option<Pit>) -> Result<(), EditRefusal> {
        if let Some(p) = pit {
            if self.setup.rules.variant != Variant::Kete {
                return Err(EditRefusal::ClaimGame);
            }
            if p.side != self.setup.to_move.opponent() || !p.is_front() {
                return Err(EditRefusal::ClaimPit(p));
            }
            if self.setup.blocked.is_some() {
                return Err(EditRefusal::BlockAndClaim);
            }
        }
        self.setup.claim = pit;
        Ok(())
    }

    /// The game, keeping the board: Bao la Kujifunza takes the reserves (their seeds are
    /// then left to place), the houses and any block away (J1-J4); a claim stays only in
    /// Bao la Kete; the Tournament rules only in Bao la Kiswahili.
    pub fn set_game(&mut self, variant: Variant) {
        let s = &mut self.setup;
        let preset = match variant {
            Variant::Kiswahili => s.rules.preset,
            _ => Preset::MancalaWorld,
        };
        s.rules = Rules { variant, preset };
        if variant == Variant::Kujifunza {
            s.reserve = [0, 0];
            s.house = [false, false];
            s.blocked = None;
        }
        if variant != Variant::Kete {
            s.claim = None;
        }
    }

    /// The rule set (section 12): Tournament only for Bao la Kiswahili.
    pub fn set_preset(&mut self, preset: Preset) -> Result<(), EditRefusal> {
        let variant = self.setup.rules.variant;
        let rules = Rules::new(variant, preset).map_err(|_| EditRefusal::Preset(variant))?;
        self.setup.rules = rules;
        Ok(())
    }

    /// An empty board: every seed is left to place, no reserve, no house, no block or
    /// claim; the game and the side to move stay.
    pub fn clear(&mut self) {
        let s = &mut self.setup;
        s.rows = [[0; 16]; 2];
        s.reserve = [0, 0];
        s.house = [false, false];
        s.blocked = None;
        s.claim = None;
    }

    /// The start position of the game and rule set chosen (section 1.1, J1).
    pub fn reset_to_start(&mut self) {
        *self = Editor::start(self.setup.rules);
    }

    /// The position the parts make, or the first reason it cannot arise in a game.
    pub fn check(&self) -> Result<Position, Unfit> {
        check_setup(&self.setup)
    }

    /// The parts as the interchange JSON (INTERCHANGE.md), on one line, for the clipboard.
    /// A position still being set up is copied as it stands (a paste names what is wrong).
    pub fn to_json(&self) -> String {
        let s = &self.setup;
        let pos = Position::from_parts(s.rules, s.rows, s.reserve, s.house, s.to_move)
            .with_block(s.blocked, s.claim);
        position_to_json(&pos).to_string()
    }

    /// Replaces the parts with a pasted position (the interchange JSON) once it passes the
    /// check; a refused paste leaves the editor as it was.
    pub fn paste(&mut self, text: &str) -> Result<(), Unfit> {
        if text.len() > MAX_PASTE {
            return Err(Unfit::Form {
                field: "position".into(),
                what: format!("{} bytes pasted, at most {MAX_PASTE}", text.len()),
            });
        }
        let pos = check_pasted(text)?;
        self.setup = Setup::of(&pos);
        Ok(())
    }
}
