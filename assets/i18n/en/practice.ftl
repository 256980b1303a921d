## Puzzles: one puzzle being solved (src/game/teach/practice/solving.rs) and the player's practice
## record with its rating (src/game/records/ratings.rs). `$side` and `$opponent` are South
## or North, `$house` the house's name (nyumba, or kuu in Bao la Kete), `$move` and `$reply`
## moves in notation, `$line` a line of moves in notation.

practice-task_win = { $side } to move: { $moves ->
    [one] find the move that wins the game.
    [2] find the winning line: 2 of your moves, with { $opponent }'s reply between.
   *[other] find the winning line: { $moves } of your moves, with { $opponent }'s replies between.
}
practice-task_house = { $side } to move: find a move that captures { $opponent }'s { $house }.
practice-task_seeds = { $side } to move: find the move that gains the most seeds, counting those { $opponent } can capture back at once.
practice-task_hold = { $side } to move: find the move after which { $opponent } can capture the fewest seeds at once.
practice-right = { $move } is right.
practice-miss = { $move } is not the solution.
practice-why-lost = It loses the game.
practice-why-win = It does not win: the game goes on, and { $opponent } has an answer.
practice-why-house = It does not capture { $opponent }'s { $house }.
practice-why-seeds = { $seeds ->
    [0] It captures no seeds,
    [one] It captures 1 seed,
   *[other] It captures { $seeds } seeds,
} and { $count ->
    [0] { $opponent } can capture nothing back at once.
    [one] { $opponent } can capture 1 seed back at once.
   *[other] { $opponent } can capture { $count } seeds back at once.
}
practice-why-solution_seeds = The solution captures { $seeds ->
    [one] 1 seed,
   *[other] { $seeds } seeds,
} and { $count ->
    [0] after it { $opponent } can capture nothing at once.
    [one] after it { $opponent } can capture 1 seed at once.
   *[other] after it { $opponent } can capture { $count } seeds at once.
}
practice-why-hold = { $count ->
    [one] After it { $opponent } can capture 1 seed at once;
   *[other] After it { $opponent } can capture { $count } seeds at once;
} after the solution { $best ->
    [0] nothing.
    [one] only 1.
   *[other] only { $best }.
}
practice-why-reply_wins = After it { $opponent } can win the game at once.
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
