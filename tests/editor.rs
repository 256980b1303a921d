//! The analysis board's position editor: every change it refuses, with its reason in both
//! languages, and the check that names why a position set up cannot be analysed, on
//! positions worked out by hand (G1 64 seeds, section 1.1 the start, section 4 the reserves,
//! section 7 takasia, K1 the kuu, K3 hizi zetu, J1-J4 Bao la Kujifunza, section 12 presets).

mod common;

use bao::game::teach::analysis::Unfit;
use bao::game::teach::editor::{EditRefusal, Editor, MAX_PASTE};
use bao::game::words::i18n::Lang;
use bao::rules::{Position, Preset, Rules, Side, Variant};
use common::pit;

fn en(r: &EditRefusal) -> String {
    r.text(Lang::English)
}
fn sw(r: &EditRefusal) -> String {
    r.text(Lang::Kiswahili)
}

/// Section 1.1 and G1: the start holds 64 seeds (A5 6, A6 2, A7 2 a side and 22 in each
/// reserve), so nothing is left to place and no seed can be added.
#[test]
fn g1_the_start_has_no_seed_left_to_place() {
    let mut e = Editor::start(Rules::KISWAHILI);
    assert_eq!(e.seeds_left(), 0);
    assert_eq!(e.check(), Ok(Position::start(Rules::KISWAHILI)));
    let r = e.add_seed(pit("A1")).unwrap_err();
    assert_eq!(r, EditRefusal::AllPlaced);
    assert_eq!(
        en(&r),
        "All 64 seeds are placed: take one away before adding another."
    );
    assert_eq!(
        sw(&r),
        "Kete zote 64 zimewekwa: ondoa moja kabla ya kuongeza nyingine."
    );
    assert_eq!(
        e,
        Editor::start(Rules::KISWAHILI),
        "a refusal changes nothing"
    );
}

/// A seed taken from A5 (6 -> 5) is one left to place; put on A1 the total is 64 again, but
/// two full reserves of 22 are the start only (section 1.1), which this is no more.
#[test]
fn a_seed_moved_is_counted_and_checked() {
    let mut e = Editor::start(Rules::KISWAHILI);
    let r = e.take_seed(pit("A1")).unwrap_err();
    assert_eq!(r, EditRefusal::EmptyPit(pit("A1")));
    assert_eq!(en(&r), "A1 is empty: there is no seed to take away.");
    assert_eq!(sw(&r), "A1 ni tupu: hakuna kete ya kuondoa.");
    e.take_seed(pit("A5")).unwrap();
    assert_eq!((e.seeds(pit("A5")), e.seeds_left()), (5, 1));
    assert_eq!(e.check(), Err(Unfit::Seeds { seeds: 63 }));
    e.add_seed(pit("A1")).unwrap();
    assert_eq!(e.seeds_left(), 0);
    let why = e.check().unwrap_err();
    assert_eq!(why, Unfit::BothFull);
    assert_eq!(
        why.text(Lang::English),
        "Both reserves are full: that is only the start position."
    );
    assert_eq!(
        why.text(Lang::Kiswahili),
        "Akiba zote mbili zimejaa: hiyo ni nafasi ya mwanzo tu."
    );
}

/// A number typed in a pit: A5 6 -> 3 leaves 3 to place; 5 in B1 needs 5 more.
#[test]
fn a_typed_number_needs_the_seeds_left() {
    let mut e = Editor::start(Rules::KISWAHILI);
    e.set_seeds(pit("A5"), 3).unwrap();
    assert_eq!(e.seeds_left(), 3);
    let r = e.set_seeds(pit("B1"), 5).unwrap_err();
    assert_eq!(r, EditRefusal::TooMany { seeds: 5, left: 3 });
    assert_eq!(
        en(&r),
        "That needs 5 more seeds, and only 3 are left to place."
    );
    assert_eq!(
        sw(&r),
        "Hilo linahitaji kete 5 zaidi, na zimebaki kete 3 tu za kuweka."
    );
    assert_eq!(e.seeds(pit("B1")), 0);
    e.set_seeds(pit("B1"), 2).unwrap();
    assert_eq!(e.seeds_left(), 1);
    let r = e.set_seeds(pit("B1"), 4).unwrap_err();
    assert_eq!(r, EditRefusal::TooMany { seeds: 2, left: 1 });
    assert_eq!(
        en(&r),
        "That needs 2 more seeds, and only one is left to place."
    );
    assert_eq!(
        sw(&r),
        "Hilo linahitaji kete 2 zaidi, na imebaki kete moja tu ya kuweka."
    );
    // Fewer seeds always fit: B1 2 -> 0 leaves 3 again.
    e.set_seeds(pit("B1"), 0).unwrap();
    assert_eq!(e.seeds_left(), 3);
}

/// Section 1.1 and 4: a reserve starts with 22 and only shrinks; J1: Kujifunza has none.
#[test]
fn reserves_hold_at_most_22_and_none_in_kujifunza() {
    let mut e = Editor::start(Rules::KISWAHILI);
    let r = e.set_reserve(Side::South, 23).unwrap_err();
    assert_eq!(r, EditRefusal::ReserveOver);
    assert!(en(&r).contains("at most 22 seeds"), "{}", en(&r));
    assert!(sw(&r).contains("zaidi ya kete 22"), "{}", sw(&r));
    e.set_reserve(Side::South, 20).unwrap();
    assert_eq!((e.reserve(Side::South), e.seeds_left()), (20, 2));
    // 20 -> 22 takes the two seeds left; 22 is then full again.
    e.set_reserve(Side::South, 22).unwrap();
    assert_eq!(e.seeds_left(), 0);
    let mut k = Editor::start(Rules::KUJIFUNZA);
    let r = k.set_reserve(Side::North, 1).unwrap_err();
    assert_eq!(r, EditRefusal::Kujifunza);
    assert_eq!(
        en(&r),
        "Bao la Kujifunza has no reserve and no house: every seed is on the board (J1-J3)."
    );
    assert_eq!(
        sw(&r),
        "Bao la Kujifunza halina akiba wala nyumba: kete zote ziko ubaoni (J1-J3)."
    );
    k.set_reserve(Side::North, 0).unwrap();
    // J3: no nyumba either.
    assert_eq!(k.set_house(Side::South, true), Err(EditRefusal::Kujifunza));
    k.set_house(Side::South, false).unwrap();
    assert_eq!(k.check(), Ok(Position::start(Rules::KUJIFUNZA)));
}

/// A mtaji position by hand: A1 22, A3 10, a1 16, a2 16 (64), no reserve, no house, South
/// to move.
fn mtaji() -> Editor {
    let mut e = Editor::start(Rules::KISWAHILI);
    e.clear();
    assert_eq!(e.seeds_left(), 64);
    for (label, n) in [("A1", 22), ("A3", 10), ("a1", 16), ("a2", 16)] {
        e.set_seeds(pit(label), n).unwrap();
    }
    assert_eq!(e.seeds_left(), 0);
    e
}

/// Section 7 (T3): a takasia block is a front pit of the player to move, in mtaji; J4: none
/// in Kujifunza.
#[test]
fn section_7_the_block_is_a_front_pit_of_the_player_to_move() {
    let mut e = mtaji();
    assert!(e.check().is_ok());
    for label in ["a3", "B3"] {
        let r = e.set_block(Some(pit(label))).unwrap_err();
        assert_eq!(r, EditRefusal::BlockPit(pit(label)));
        assert_eq!(
            en(&r),
            format!(
                "{label} cannot be blocked: a takasia block is a front pit of the player to \
                 move (section 7)."
            )
        );
        assert!(sw(&r).starts_with(&format!("{label} haliwezi kuzuiwa")));
    }
    e.set_block(Some(pit("A3"))).unwrap();
    let pos = e.check().unwrap();
    assert_eq!(pos.blocked(), Some(pit("A3")));
    // At the start South is in namua, where no block stands.
    let mut namua = Editor::start(Rules::KISWAHILI);
    namua.set_block(Some(pit("A3"))).unwrap();
    assert_eq!(namua.check(), Err(Unfit::Block));
    // The block belongs to the turn: North to move, it is gone.
    e.set_to_move(Side::North);
    assert_eq!(e.blocked(), None);
    let mut k = Editor::start(Rules::KUJIFUNZA);
    let r = k.set_block(Some(pit("A3"))).unwrap_err();
    assert_eq!(r, EditRefusal::KujifunzaBlock);
    assert!(en(&r).contains("(J4)") && sw(&r).contains("(J4)"));
    assert!(sw(&r).starts_with("Bao la Kujifunza halina takasia"));
}

/// K3: a hizi zetu claim is Bao la Kete's, on a front pit of the opponent, never with a
/// block.
#[test]
fn k3_the_claim_is_kete_s_on_an_opponent_front_pit() {
    let mut e = mtaji();
    let r = e.set_claim(Some(pit("a3"))).unwrap_err();
    assert_eq!(r, EditRefusal::ClaimGame);
    assert_eq!(en(&r), "A hizi zetu claim exists only in Bao la Kete (K3).");
    assert_eq!(sw(&r), "Dai la hizi zetu lipo katika Bao la Kete tu (K3).");
    e.set_game(Variant::Kete);
    for label in ["A3", "b3"] {
        let r = e.set_claim(Some(pit(label))).unwrap_err();
        assert_eq!(r, EditRefusal::ClaimPit(pit(label)));
        assert!(en(&r).starts_with(&format!("{label} cannot be claimed")));
        assert!(sw(&r).starts_with(&format!("{label} haliwezi kudaiwa")));
    }
    e.set_block(Some(pit("A3"))).unwrap();
    let r = e.set_claim(Some(pit("a1"))).unwrap_err();
    assert_eq!(r, EditRefusal::BlockAndClaim);
    assert!(en(&r).contains("never both"));
    assert!(sw(&r).contains("haiwezi kamwe kuwa na vyote viwili"));
    e.set_block(None).unwrap();
    // The claim is set (whether it can be captured is the check's, from the interchange
    // form's floor), and a block is then refused.
    e.set_claim(Some(pit("a1"))).unwrap();
    assert_eq!(
        e.set_block(Some(pit("A3"))),
        Err(EditRefusal::BlockAndClaim)
    );
    // Back to Kiswahili: the claim goes with the game.
    e.set_game(Variant::Kiswahili);
    assert_eq!(e.claim(), None);
}

/// Section 12: the Tournament rules are Bao la Kiswahili's; Kete keeps Mancala World.
#[test]
fn section_12_tournament_is_kiswahili_only() {
    let mut e = Editor::start(Rules::KETE);
    let r = e.set_preset(Preset::Tournament).unwrap_err();
    assert_eq!(r, EditRefusal::Preset(Variant::Kete));
    assert_eq!(
        en(&r),
        "The Tournament rules are for Bao la Kiswahili only: Bao la Kete is played with the \
         Mancala World rules (section 12)."
    );
    assert_eq!(
        sw(&r),
        "Sheria za Mashindano ni za Bao la Kiswahili tu: Bao la Kete huchezwa kwa sheria za \
         Mancala World (sehemu ya 12)."
    );
    let mut k = Editor::start(Rules::KISWAHILI);
    k.set_preset(Preset::Tournament).unwrap();
    assert_eq!(k.rules(), Rules::TOURNAMENT);
    assert_eq!(k.check(), Ok(Position::start(Rules::TOURNAMENT)));
    k.set_game(Variant::Kete);
    assert_eq!(k.rules(), Rules::KETE);
}

/// J1: Bao la Kujifunza from Kiswahili's start takes the reserves (44 seeds) and the houses
/// away; its own start is 2 seeds in every pit.
#[test]
fn j1_kujifunza_takes_the_reserves_away() {
    let mut e = Editor::start(Rules::KISWAHILI);
    e.set_game(Variant::Kujifunza);
    assert_eq!(e.seeds_left(), 44);
    assert_eq!([e.reserve(Side::South), e.reserve(Side::North)], [0, 0]);
    assert!(!e.house_owned(Side::South) && !e.house_owned(Side::North));
    let why = e.check().unwrap_err();
    assert_eq!(why, Unfit::Seeds { seeds: 20 });
    assert_eq!(
        why.text(Lang::English),
        "The board and the reserves hold 20 seeds: a Bao position holds 64."
    );
    assert_eq!(
        why.text(Lang::Kiswahili),
        "Ubao na akiba vina kete 20: nafasi ya Bao ina kete 64."
    );
    e.reset_to_start();
    assert_eq!(e.check(), Ok(Position::start(Rules::KUJIFUNZA)));
    assert_eq!(e.seeds(pit("b8")), 2);
}

/// Section 4: South moves first and each namua move spends a seed, so with North to move
/// South's reserve is one less: the start with North to move is refused, and so is an owned
/// kuu nearly empty (K1).
#[test]
fn the_check_names_the_turn_and_the_house() {
    let mut e = Editor::start(Rules::KISWAHILI);
    e.set_to_move(Side::North);
    let why = e.check().unwrap_err();
    assert_eq!(
        why,
        Unfit::Reserves {
            to_move: Side::North,
            south: 22,
            north: 22
        }
    );
    assert!(why.text(Lang::English).starts_with("North is to move"));
    assert!(
        why.text(Lang::Kiswahili)
            .starts_with("Kaskazini ndiye wa kucheza")
    );
    // Kete, both in mtaji, South's kuu owned with 3 seeds: K1 wants 6.
    let mut k = mtaji();
    k.set_game(Variant::Kete);
    k.set_seeds(pit("A1"), 19).unwrap();
    k.set_seeds(pit("A5"), 3).unwrap();
    k.set_house(Side::South, true).unwrap();
    let why = k.check().unwrap_err();
    assert_eq!(
        why,
        Unfit::House {
            side: Side::South,
            seeds: 3,
            least: 6
        }
    );
    assert!(why.text(Lang::Kiswahili).contains("chini ya 6"));
    k.set_house(Side::South, false).unwrap();
    assert!(k.check().is_ok());
}

/// Copy and paste as the interchange JSON: a position copied reads back the same; a paste
/// refused (malformed, too long, or a position no game reaches) leaves the editor as it was.
#[test]
fn copy_and_paste_as_interchange_json() {
    let mut e = mtaji();
    e.set_block(Some(pit("A3"))).unwrap();
    let json = e.to_json();
    assert!(json.contains("\"blocked\":\"A3\""), "{json}");
    let mut other = Editor::start(Rules::KETE);
    other.paste(&json).unwrap();
    assert_eq!(other, e);
    let before = other;
    assert!(matches!(other.paste("{}"), Err(Unfit::Form { .. })));
    let long = " ".repeat(MAX_PASTE + 1);
    let Err(Unfit::Form { what, .. }) = other.paste(&long) else {
        panic!("a long paste is refused")
    };
    assert!(what.contains("at most"), "{what}");
    // The start with North to move: valid JSON, 64 seeds, but the reserves do not fit.
    let mut north = Editor::start(Rules::KISWAHILI);
    north.set_to_move(Side::North);
    assert!(matches!(
        other.paste(&north.to_json()),
        Err(Unfit::Reserves { .. })
    ));
    assert_eq!(other, before);
}

/// The editor's status line: how many of the 64 seeds are still to place (G1).
#[test]
fn g1_the_seeds_left_are_told_in_both_languages() {
    let mut e = Editor::start(Rules::KISWAHILI);
    assert_eq!(e.seeds_left_text(Lang::English), "All 64 seeds are placed.");
    assert_eq!(
        e.seeds_left_text(Lang::Kiswahili),
        "Kete zote 64 zimewekwa."
    );
    e.take_seed(pit("A6")).unwrap();
    assert_eq!(
        e.seeds_left_text(Lang::English),
        "One seed is left to place."
    );
    assert_eq!(
        e.seeds_left_text(Lang::Kiswahili),
        "Imebaki kete moja ya kuweka."
    );
    e.clear();
    assert_eq!(
        e.seeds_left_text(Lang::English),
        "64 seeds are left to place."
    );
    assert_eq!(
        e.seeds_left_text(Lang::Kiswahili),
        "Zimebaki kete 64 za kuweka."
    );
}

#[test]
fn a_refused_paste_speaks_kiswahili_without_the_parser_s_english() {
    // Not JSON: the English names the parser's reason; the Kiswahili names the field only.
    let e = bao::game::teach::analysis::check_pasted("{ not json").unwrap_err();
    assert!(matches!(e, Unfit::Form { .. }));
    let en = e.text(Lang::English);
    assert!(
        en.starts_with("The position is not valid (position): not JSON"),
        "{en}"
    );
    let sw = e.text(Lang::Kiswahili);
    assert_eq!(sw, "Nafasi si halali: sehemu “position” ya JSON si sahihi.");
}
