//! The assist (off by default): the pits of the player to move that the opponent
//! could capture from on his next turn if the board stayed as it is. Pure.
//!
//! The opponent's legal moves are played from the same board with him to move (no takasia
//! or hizi zetu claim carried over: those belong to the present turn), and every pit of ours
//! that a capture of his empties (the first capture and any further one of the same move,
//! G4/M2) is a threat.

use crate::rules::{Event, Pit, Position, Side, legal_moves, play_traced};

/// The pits of `pos.to_move()` the opponent could capture from next turn, in ring order.
/// Empty when the game is over.
pub fn threatened(pos: &Position) -> Vec<Pit> {
    let me = pos.to_move();
    if pos.outcome().is_some() {
        return Vec::new();
    }
    let them = as_if_to_move(pos, me.opponent());
    let mut hit = [false; 16];
    for mv in legal_moves(&them) {
        let Ok((_, trace)) = play_traced(&them, &mv) else {
            continue;
        };
        for e in trace {
            if let Event::Capture { pit, .. } = e
                && pit.side == me
            {
                hit[pit.ring as usize] = true;
            }
        }
    }
    (0..16u8)
        .filter(|&r| hit[r as usize])
        .map(|r| Pit::new(me, r))
        .collect()
}

/// The same board with `side` to move (reserves and houses as they are).
fn as_if_to_move(pos: &Position, side: Side) -> Position {
    Position::from_parts(
        pos.rules(),
        [*pos.row(Side::South), *pos.row(Side::North)],
        [pos.reserve(Side::South), pos.reserve(Side::North)],
        [pos.house_owned(Side::South), pos.house_owned(Side::North)],
        side,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn kujifunza(to_move: Side, diagram: &str) -> Position {
        let rules = Rules::new(Variant::Kujifunza, crate::rules::Preset::MancalaWorld).unwrap();
        Position::from_diagram(rules, to_move, diagram).unwrap()
    }

    /// (South's back row holds the rest of the 64 seeds: back pits are never captured.)
    /// G4/M2 worked by hand. North (a3 = 2, a5 = 1) sowing a3 towards a5 drops a4, a5: the
    /// last seed lands in the occupied a5, whose facing pit A4 (A_n faces a_(9-n)) holds 3:
    /// A4 is captured. A1 (facing the empty a8) and A2, A3 (empty) are not threatened; the
    /// other way round a3 sows a2, a1 and ends in the empty a1. The 3 captured seeds enter
    /// at a kichwa and end in an empty pit, capturing nothing more.
    #[test]
    fn the_pit_facing_a_capturing_lap_is_threatened() {
        let pos = kujifunza(
            Side::South,
            "0 0 0 0 0 0 0 0  0 0 0 1 0 2 0 0  2 0 0 3 0 0 0 0  7 7 7 7 7 7 7 7",
        );
        assert_eq!(threatened(&pos), vec![Pit::front(Side::South, 4)]);
    }

    /// With a5 empty, the same lap ends in an empty pit (G3): a takasa, nothing threatened.
    #[test]
    fn a_lap_ending_in_an_empty_pit_threatens_nothing() {
        let pos = kujifunza(
            Side::South,
            "0 0 0 0 0 0 0 0  0 0 0 0 0 2 0 0  2 0 0 3 0 0 0 0  7 7 7 7 7 7 7 8",
        );
        assert_eq!(threatened(&pos), Vec::<Pit>::new());
    }

    /// The threats are always our own pits, and are pits the opponent's captures really
    /// empty: at the Kujifunza start (2 in every pit, J1) North's first laps of 2 seeds end
    /// in occupied front pits facing occupied ones, so South's front pits are threatened.
    #[test]
    fn at_the_start_every_threat_is_a_front_pit_of_the_player_to_move() {
        let rules = Rules::new(Variant::Kujifunza, crate::rules::Preset::MancalaWorld).unwrap();
        let pos = Position::start(rules);
        let t = threatened(&pos);
        assert!(!t.is_empty());
        assert!(
            t.iter().all(|p| p.side == Side::South && p.is_front()),
            "{t:?}"
        );
    }
}
