## Puzzles: one puzzle being solved (src/game/teach/practice/solving.rs) and the player's practice
## record with its rating (src/game/records/ratings.rs). `$side` and `$opponent` are South
## or North, `$house` the house's name (nyumba, or kuu in Bao la Kete), `$move` and `$reply`
## moves in notation, `$line` a line of moves in notation.

practice-task_win = { $side } to move: { $moves ->
    [one] find the move that wins the game.
   *[other] find the { $moves } moves that win the game.
}
practice-task_house = { $side } to move: { $moves ->
    [one] find the move that captures the { $house }.
   *[other] find the { $moves } moves that capture the { $house }.
}
practice-task_seeds = { $side } to move: { $moves ->
    [one] find the move that wins the most seeds.
   *[other] find the { $moves } moves that win the most seeds.
}
practice-task_hold = { $side } to move: { $moves ->
    [one] find the only move that gives nothing away.
   *[other] find the { $moves } moves that give nothing away.
}
practice-right = { $move } is right.
practice-miss = { $move } is not the solution.
practice-why-lost = It loses the game.
practice-why-win = It does not win: the game goes on, and { $opponent } has an answer.
practice-why-house = It leaves { $opponent }'s { $house } standing.
practice-why-seeds = { $seeds ->
    [0] It captures no seeds,
    [one] It captures 1 seed,
   *[other] It captures { $seeds } seeds,
} and { $count ->
    [0] the solution captures more.
    [one] { $opponent } takes 1 seed back at once.
   *[other] { $opponent } takes { $count } seeds back at once.
}
practice-why-hold = { $count ->
    [0] It gives more away than the solution, though not at once.
    [one] It gives a seed away: { $opponent } captures it at once.
   *[other] It gives seeds away: { $opponent } captures { $count } of them at once.
}
practice-reply = { $opponent } answers { $reply }.
practice-answer = The engine's answer: { $opponent } plays { $reply }.
practice-go_on = Right so far: find the next move.
practice-solved = Solved!
practice-solved_after_miss = Solved after a miss: for your rating it counts as not solved.
practice-again = Try again.
practice-failed = Two misses: this puzzle is not solved. Here is the solution.
practice-solution = The solution: { $line }

practice-rating = Puzzle rating: { $n }
practice-rating_provisional = Puzzle rating: { $n }? (still settling)
practice-streak = { $count ->
    [one] 1 puzzle solved in a row
   *[other] { $count } puzzles solved in a row
} (best: { $n })
practice-theme_progress = { $n } of { $of } solved

practice-file-damaged = Your practice record { $file } could not be read ({ $detail }); it is kept as { $kept }, and practice goes on with an empty record.
practice-file-not_kept = Your practice record { $file } could not be read ({ $detail }) nor kept aside ({ $error }); practice goes on with an empty record.
practice-file-newer = Your practice record { $file } was written by a newer Bao (version { $found }; this one reads version { $supported }); it is left as it is, and practice in this window is not recorded.
