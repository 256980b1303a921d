## Practice against the engine (src/game/teach/practice/positions.rs): a position's title. $stage is
## mtaji or endgame, $side south or north (the side to move, the player's), $standing the
## engine's judgement for that side: better, much_better or winning.

training-practice_title = { $stage ->
    [endgame] Endgame
   *[mtaji] Mtaji
}, { $side ->
    [south] South to move: South { $standing ->
        [winning] is winning
        [much_better] is much better
       *[better] is better
    }
   *[north] North to move: North { $standing ->
        [winning] is winning
        [much_better] is much better
       *[better] is better
    }
}.
