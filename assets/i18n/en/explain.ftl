## A move explained from its rules trace (src/game/teach/narrate/explain.rs). Teaching markup: [word] links
## the glossary, [shown|key] links shown text to an entry; keep the links in every language.
## Selectors: $way = right | left (from the owner's view), $clock = cw | ccw, $side = left |
## right (a kichwa), $why = pits12 | pits78 | choice | keep, $turned = yes | no.

part-way = { $way ->
    [right] to the right
   *[left] to the left
}
part-clock = { $clock ->
    [cw] clockwise
   *[ccw] anticlockwise
}
part-lap = Lap { $n }
## What the end pit of a lap held before it: $was seeds when the lap began; $round = yes when
## a lap of 17 or more seeds went all the way round and sowed into it $again times before its
## last seed.
part-was = { $round ->
    [yes] { $was ->
        [0] empty when the lap began; the lap went all the way round and had sown into it { $again ->
            [one] once
           *[other] { $again } times
        } already
       *[other] { $was } when the lap began; the lap went all the way round and had sown into it { $again ->
            [one] once
           *[other] { $again } times
        } already
    }
   *[no] { $was } before
}

explain-win-bao_hamna = { $loser }'s front row is empty: [Bao hamna]. { $winner } wins the game.
explain-win-only_singletons = { $loser }, to move in [mtaji], has no pit holding two or more seeds, so no legal move: { $winner } wins the game.
explain-win-only_endless = Every move { $loser } could make would sow forever: { $winner } wins the game.
explain-relays = { $count ->
    [one] { $who } [relays|relay] once more, from an occupied pit: { $pits }.
   *[other] { $who } [relays|relay] { $count } more times, each time from an occupied pit: { $pits }.
}
explain-claim_first = [Hizi zetu]: after blocking { $pit }, { $who } must capture { $pit } first, whatever else could be captured.
explain-namua_capture = A { $stage } capture: { $who } puts one seed from the reserve into { $pit }, which is occupied and faces { $facing }, an occupied pit.{ $at_house ->
    [yes] {" "}{ $pit } is { $who }'s { $house }: it may capture, and it stays { $who }'s.
   *[no] {""}
}
explain-namua_takasa = No capture is possible, so this is a { $takasa } move: { $who } puts one seed from the reserve ({ $stage }) into { $pit }.
explain-tax = The { $house } { $pit } is the only occupied front pit: the tax. { $who } takes exactly { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} out and sows { $seeds ->
    [one] it
   *[other] them
} { part-way }; the { $house } stays owned.
explain-tax_weak = The { $house } { $pit } now holds { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}: it is still { $who }'s, but with fewer than 6 it no longer works as a house. Until it holds 6 again it is an ordinary pit, and sowing it destroys it.
explain-kuu_six = The [kuu] { $pit } held exactly 6 and is the only occupied front pit: it takes the seed and { $who } sows all { $count } seeds { part-way } ({ part-clock }), which destroys it.
explain-lift = { $count ->
    [one] { $who } lifts the one seed of { $pit } and sows it { part-way } ({ part-clock }).
   *[other] { $who } lifts all { $count } seeds from { $pit } and sows them one by one { part-way } ({ part-clock }).
}
explain-lift_lone = { $count ->
    [one] { $who } lifts the one seed of { $pit } and sows it { part-way } ({ part-clock }): a [kichwa] that is the only occupied front pit sows towards the centre.
   *[other] { $who } lifts all { $count } seeds from { $pit } and sows them one by one { part-way } ({ part-clock }): a [kichwa] that is the only occupied front pit sows towards the centre.
}
explain-capture_move = A capture move: its first lap ends in an occupied front pit facing an occupied pit.
explain-sixteen = A pit of 16 or more seeds never starts a capture, and no other pit can capture this turn, so this is a { $takasa } move: it captures nothing.
explain-no_capture = No capture is possible this turn, so this is a { $takasa } move: it captures nothing.
explain-kuu_first = No capture is possible this turn, so this is a [takata] move, and a player's first [takata] in [mtaji] must start from his [kuu] while he still owns it: { $who } sows the [kuu] { $pit }.
explain-lap_capture = { part-lap } ends in { $pit }, a front pit that was occupied ({ part-was }, { $count } now), and { $taken } facing it holds { $seeds ->
    [one] 1 seed: { $who } captures it ([kula]).
   *[other] { $seeds } seeds: { $who } captures them ([kula]).
}{ $at_house ->
    [yes] {" "}{ $pit } is { $who }'s own { $house }, but the capture comes before the choice to stop there or go on: the { $house } is not lifted, and it stays { $who }'s.
   *[no] {""}
}
explain-lap_relay = { part-lap } ends in { $pit }, which was occupied ({ part-was }): [relay]. { $who } lifts all { $count } and sows on in the same direction.
explain-lap_relay_takasa = { part-lap } ends in { $pit }, which was occupied ({ part-was }): [relay]. { $who } lifts all { $count } and sows on in the same direction. The pit facing it is occupied, but a { $takasa } move never captures.
explain-lap_relay_blocked = { part-lap } ends in { $pit }, the pit blocked by { $block }, which was occupied ({ part-was }). A lap that ends in the blocked pit ends the move, but not the first lap of a move started from pit 5: [relay]. { $who } lifts all { $count } and sows on in the same direction.{ $facing ->
    [yes] {" "}The pit facing it is occupied, but a { $takasa } move never captures.
   *[no] {""}
}
explain-lap_house_relay = { part-lap } ends in { $who }'s own { $house } { $pit }, now { $count } seeds: { $why ->
    [mtaji] in [mtaji] a capture move never stops at the house
   *[small] with fewer than 6 seeds it is an ordinary pit
}, so it is a [relay]: { $who } lifts all { $count } and sows on in the same direction.{ $facing ->
    [yes] {" "}The pit facing it is occupied, but a { $takasa } move never captures.
   *[no] {""}
}
explain-lap_house_choice = { part-lap } ends in { $who }'s own { $house } { $pit }, now { $count } seeds: in a { $stage } capture move the player may stop there or go on.
explain-lap_empty = { part-lap } ends in { $pit }, which was empty: the move ends there.
explain-lap_house_stop = { part-lap } ends in { $who }'s own { $house } { $pit }, now { $count } seeds: { $who } chooses to stop there, and the house survives.
explain-lap_house_takasa = { part-lap } ends in { $who }'s own { $house } { $pit }, now { $count } seeds: a { $takasa } move stops at a house of 6 or more.
explain-lap_blocked = { part-lap } ends in { $pit }, the pit blocked by { $block }: the move ends there.
explain-lap_won = { part-lap } ends in { $pit }: { $opponent }'s front row is now empty, so the move ends there.
explain-lap_lost = { part-lap } ends in { $pit }, and { $who }'s own front row is now empty: { $who } has lost ([Bao hamna]).
explain-entry = { $count ->
    [one] The seed from { $pit } enters
   *[other] The { $count } seeds from { $pit } enter
} at the { $side ->
    [left] left
   *[right] right
} [kichwa] { $kichwa } and { $count ->
    [one] is
   *[other] are
} sown { part-way } ({ part-clock }): { $why ->
    [pits12] a capture at pit 1 or 2 enters at the left kichwa
    [pits78] a capture at pit 7 or 8 enters at the right kichwa
    [choice] in the first capture of a { $stage } move at pits 3 to 6 the player chooses the kichwa
   *[keep] a capture at pits 3 to 6 keeps the direction
}.{ $turned ->
    [yes] {" "}The sowing direction turns round.
   *[no] {""}
}
explain-house_captured = Taking its seeds destroys { $owner }'s { $house } for good.
explain-house_lifted = Lifting the seeds of the { $house } destroys it: { $owner } no longer has a { $house }.
explain-house_mtaji = The first capture move made in [mtaji] destroys { $owner }'s { $house }.
explain-safari = { $who } goes on: [safari]. All the seeds of the { $house } { $pit } are lifted and sown on.
explain-block = This { $takasa } sets { $block } on { $pit }: { $opponent } cannot capture, and { $pit } is the only pit { $who } could capture next{ $over ->
    [yes] . But the move has won the game, so there is no next move for the block to bind.
   *[no] , so on { $opponent }'s next move it may not start there, and a lap that ends there stops{ $exception ->
        [yes] , except the first lap of a move started from pit 5
       *[no] {""}
    }.{ $claim ->
        [yes] {" "}Then { $who }'s next move must capture { $pit } first, if it can still be captured.
       *[no] {""}
    }
}

explain-never_ends = { $move } would never end: from some lap on, every lap ends in an occupied pit and captures nothing, and the sowing comes back to a state it was in before (the same seeds on the board, the same pit, the same direction), so it would go round forever. A move that never ends is not legal.
explain-claim = [Hizi zetu] claim: { $opponent }, who set the block, must now capture { $pit } first.
explain-in_all = In all: { $captures ->
    [one] 1 capture
   *[other] { $captures } captures
} of { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} in { $laps ->
    [one] 1 lap
   *[other] { $laps } laps
}.
# The rule a sentence rests on, after it in brackets: RULES.md's ids (G4, N2...) are kept;
# its numbered sections are named in the language.
explain-rule-section = section { $section }
explain-rule-step = section { $section }, step { $step }
