## Practice against the engine (src/game/teach/practice.rs): a position's title, two
## sentences. practice_from: where the position comes from. $stage is mtaji or endgame, $kind
## master (a master game, $source its file) or self_play (the engine's game number $game
## against itself), $ply the moves played before it. practice_stake: what is at stake. $side
## is south or north (the side to move, the player's), $mine and $theirs the seeds on the
## board of that side and of the other, $standing the engine's verdict for that side:
## by_force (a forced win in $moves moves, both sides' counted), winning, much_better or
## better.

training-practice_from = { $stage ->
    [endgame] Endgame
   *[mtaji] Mtaji
}: a position { $kind ->
    [self_play] of the engine's game { $game } against itself
   *[master] of the master game { $source }
}, after move { $ply }.

training-practice_stake = { $side ->
    [south] South is to move with { $mine } seeds against North's { $theirs }, and { $standing ->
        [by_force] wins by force, in { $moves } moves of both sides: play it out.
        [winning] is winning.
        [much_better] is much better.
       *[better] is better.
    }
   *[north] North is to move with { $mine } seeds against South's { $theirs }, and { $standing ->
        [by_force] wins by force, in { $moves } moves of both sides: play it out.
        [winning] is winning.
        [much_better] is much better.
       *[better] is better.
    }
}

## A practice position's row in the Practice window. practice_stage: $stage as in
## practice_from. practice_master: the master game it comes from, its $title, its players
## $south and $north, $place and $date as the record has them; $ply the moves before it.
## practice_self_play: the engine's game number $game against itself. practice_file: any
## other source file. practice_row_stake: $side, $mine, $theirs, $standing and $moves as in
## practice_stake (a forced win in a practice position is always more than 15 moves long).
training-practice_stage = { $stage ->
    [endgame] Endgame
   *[mtaji] Mtaji
}
training-practice_master = Master game { $title }: { $south } (South) against { $north } (North), { $place } { $date }; after move { $ply }.
training-practice_self_play = The engine's game { $game } against itself; after move { $ply }.
training-practice_file = From { $source }; after move { $ply }.
training-practice_row_stake = { $side ->
    [south] South to move, { $mine } seeds against { $theirs }: { $standing ->
        [by_force] wins by force in { $moves } moves
        [winning] winning
        [much_better] much better
       *[better] better
    }
   *[north] North to move, { $mine } seeds against { $theirs }: { $standing ->
        [by_force] wins by force in { $moves } moves
        [winning] winning
        [much_better] much better
       *[better] better
    }
}
