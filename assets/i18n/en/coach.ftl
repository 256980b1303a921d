## The coach: a reviewed move in words (src/game/teach/coach/advice.rs) and the drill of "learn
## from your mistakes" (src/game/teach/coach/drill.rs). Plain text, no glossary links. Moves are written
## in notation ($best, $played, $reply, $tried: A4L*, b6R). $person is the mover and $them
## his opponent: `me` for the player at this screen, else named ($mover, $opponent). $house
## is nyumba (Kete: kuu), $takasa takasa (Kete: takata). $before and $after are percentages.

coach-verdict-best = Best move.
coach-verdict-only = The only legal move.
coach-verdict-best_wins = Best move: it wins by force: { $line }.
coach-verdict-good = Good: nearly as strong as { $best }.

coach-better-wins_now = { $best } would have won the game at once.
coach-better-wins = { $best } would have won by force: { $line }.
coach-better-took_house = { $best } would have captured { $them ->
    [me] your { $house }
   *[other] { $opponent }'s { $house }
}, { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} in all.
coach-better-captured_kept = { $best } would have captured { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} and kept { $person ->
    [me] your { $house }
   *[other] { $mover }'s { $house }
}.
coach-better-captured = { $best } would have captured { $seeds ->
    [one] 1 seed.
   *[other] { $seeds } seeds.
}
coach-better-kept = { $best } would have kept { $person ->
    [me] your { $house }.
   *[other] { $mover }'s { $house }.
}
coach-better-no_capture = After { $best }, { $them ->
    [me] you would have had nothing to capture, only a { $takasa } move.
   *[other] { $opponent } would have had nothing to capture, only a { $takasa } move.
}
coach-better-smaller_reply = After { $best }, { $them ->
    [me] you
   *[other] { $opponent }
} could have captured only { $seeds ->
    [one] 1 seed.
   *[other] { $seeds } seeds.
}
coach-prefers = { $best } was the stronger move by the lines the engine expects. After { $best_line } the captures come to { $mine ->
    [one] 1 seed
   *[other] { $mine } seeds
} { $person ->
    [me] for you
   *[other] for { $mover }
} and { $theirs } { $them ->
    [me] for you
   *[other] for { $opponent }
}; after { $played_line }, to { $mine_played } and { $theirs_played }.
coach-better-sure_capture = After { $best }, whatever { $them ->
    [me] you replied
   *[other] { $opponent } replied
}, { $person ->
    [me] you could
   *[other] { $mover } could
} capture at least { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} next; after { $played }, the reply { $reply } leaves { $person ->
    [me] you
   *[other] { $mover }
} { $held ->
    [0] nothing to capture
    [one] at most 1 seed to capture
   *[other] at most { $held } seeds to capture
}.
coach-prefers_house = { $best } was the stronger move by the lines the engine expects: after { $best_line } { $person ->
    [me] your
   *[other] { $mover }'s
} { $house } still stands; after { $played_line } it has fallen.
coach-prefers_threat = { $best } was the stronger move by the lines the engine expects: after { $best_line } { $person ->
    [me] you could
   *[other] { $mover } could
} capture { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} next; after { $played_line }, { $held ->
    [0] nothing
    [one] only 1
   *[other] only { $held }
}.
coach-better-stronger = { $best } was the stronger move.

coach-played-loses_now = { $person ->
    [me] Your { $played }
   *[other] { $mover }'s { $played }
} let { $them ->
    [me] you
   *[other] { $opponent }
} win at once with { $reply }.
coach-played-forced_loss = { $person ->
    [me] Your { $played } walked into a forced loss: { $line }.
   *[other] { $mover }'s { $played } walked into a forced loss: { $line }.
}
coach-played-reply_house = { $person ->
    [me] Your { $played } let { $them ->
        [me] you
       *[other] { $opponent }
    } capture your { $house }
   *[other] { $mover }'s { $played } let { $them ->
        [me] you
       *[other] { $opponent }
    } capture the { $house }
} with { $reply } ({ $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} in all).
coach-played-lost_house = { $person ->
    [me] Your { $played } destroyed your own { $house }.
   *[other] { $mover }'s { $played } destroyed his own { $house }.
}
coach-played-reply_captured = { $person ->
    [me] Your { $played }
   *[other] { $mover }'s { $played }
} let { $them ->
    [me] you
   *[other] { $opponent }
} capture { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} with { $reply }.
coach-played-captured_less = { $person ->
    [me] Your { $played }
   *[other] { $mover }'s { $played }
} captured only { $seeds ->
    [one] 1 seed.
   *[other] { $seeds } seeds.
}

drill-none = No mistakes to learn from in this game.
drill-progress = Exercise { $n } of { $of }
drill-task = { $person ->
    [me] In the game you played { $played }, a { $judgement ->
        [blunder] blunder
       *[mistake] mistake
    }. Find a better move.
   *[other] In the game { $mover } played { $played }, a { $judgement ->
        [blunder] blunder
       *[mistake] mistake
    }. Find a better move.
}
drill-best = { $tried } is as good as the engine's best move.
drill-good = { $tried } is nearly as good as the engine's best move.
drill-better = { $tried } is better than { $played }, but there is a stronger move.
drill-not_better = { $tried } is no better than { $played }.
drill-played = { $tried } is the move of the game.
drill-unscored = The review has no score for { $tried }: try another move.
drill-again = Try again.
drill-answer = The engine's move: { $best }.

## The coach's window (src/app/ui/coach/review.rs).
coach-button = Review
coach-button_hover = The coach reviews this game with the engine: every move judged, the better move shown on the board and explained.
coach-window = Review
coach-progress = { $done } of { $of } turns reviewed
coach-stop = Stop
coach-not_reviewed = { $count ->
    [one] 1 turn is not reviewed yet.
   *[other] { $count } turns are not reviewed yet.
}
coach-start = Review the moves
coach-explain = The engine looks at every position of the game and weighs the move played against the best one. The judgements appear here as they come.
coach-accuracy = { $person ->
    [me] You
   *[other] { $name }
}: accuracy { $accuracy }%, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder.
   *[other] { $blunders } blunders.
}
coach-prev = < Previous mistake
coach-next = Next mistake >
coach-pick = Click the graph, or a move in the list, to hear what the coach says of it.
coach-judgement-best = Best move
coach-judgement-good = Good
coach-judgement-inaccuracy = Inaccuracy
coach-judgement-mistake = Mistake
coach-judgement-blunder = Blunder
coach-best_line = The engine's move: { $best } (chances { $before }% instead of { $after }%).
coach-arrows = On the board: the wide green arrow is the engine's move, the thin red arrow the move played.
coach-offer = Review this game
coach-learn = Learn from your mistakes
coach-learn_hover = Your own mistakes and blunders of this game, one by one on the board: find a better move.
coach-show_answer = Show the engine's move
coach-next_exercise = Next exercise
coach-answer_hidden = The better move stays hidden, so that you can look for it yourself: try it in Learn from your mistakes.
coach-show_better = Show the better move
coach-best_line_only = The engine's move: { $best }.
coach-engine_line = The engine expects: { $line }
coach-walk = Walk the line
coach-to_analysis = On the analysis board
coach-to_analysis_hover = The engine's line as a branch of your game on the analysis board, to step through and to try other moves in
coach-walk_hover = The engine's line from here, a move at a time on the board (your game stays as it is).
coach-walk_start = the position before the move
coach-walk_step = { $step } of { $of }: { $move }
coach-walk_won = { $winner } wins.

## Puzzles: the themes of the shipped set and what a solution achieves.
puzzle-theme_kichwa_double_capture = Double capture through the kichwa
puzzle-theme_kimbi_turn = The kimbi turn
puzzle-theme_capture_chain = Capture chain
puzzle-theme_safari_or_stop = Safari or stop
puzzle-theme_takasia_block = The takasia block
puzzle-theme_breaking_a_block = Breaking a block
puzzle-theme_bao_hamna = Bao hamna
puzzle-theme_singletons = Only singletons
puzzle-theme_house_capture = Capturing the house
puzzle-theme_reservoir = The 16-seed reservoir
puzzle-theme_namua_safe_takasa = A safe takasa in namua
puzzle-theme_mtaji_endgame = Mtaji endgame
puzzle-theme_namua = Namua
puzzle-theme_mtaji = Mtaji
puzzle-theme_about_kichwa_double_capture = Two captures in one move: the seeds of the first capture enter at a kichwa, and their lap captures again.
puzzle-theme_about_kimbi_turn = A capture at a kimbi (pit 1, 2, 7 or 8 of the front row): the captured seeds enter at the kichwa on that side, so the sowing turns against the way it was going.
puzzle-theme_about_capture_chain = Three captures or more in one move, each lap ending facing the opponent's seeds.
puzzle-theme_about_safari_or_stop = A lap ends in your nyumba: go on with a safari (its seeds are lifted and sown on) or stop there. One of the two is the puzzle's answer.
puzzle-theme_about_takasia_block = A takasa after which the opponent cannot capture and only one of his front pits is under your threat: takasia blocks that pit for his next move.
puzzle-theme_about_breaking_a_block = A theme of older sets: playing while one of your pits is blocked by takasia.
puzzle-theme_about_bao_hamna = Win by emptying the opponent's front row (bao hamna).
puzzle-theme_about_singletons = Win by leaving the opponent only single seeds: with no pit of two or more he cannot move.
puzzle-theme_about_house_capture = Capture the opponent's nyumba with all its seeds.
puzzle-theme_about_reservoir = Sow a pit of 16 seeds or more: it cannot start a capture (M2), but its long sowing goes round the board.
puzzle-theme_about_namua_safe_takasa = In namua, with no capture to make: find the takasa after which the opponent has nothing to capture.
puzzle-theme_about_mtaji_endgame = Mtaji, with 20 seeds or fewer left on the opponent's side of the board: the end of the game is near.
puzzle-theme_about_namua = Puzzles played in namua, while you still have seeds in reserve.
puzzle-theme_about_mtaji = Puzzles played in mtaji, once your reserve is empty.
puzzle-goal_win = Find the move, or the line of moves, that wins the game.
puzzle-goal_house = Find a move that captures the house.
puzzle-goal_seeds = Find the move that gains the most seeds, counting those the opponent can capture back at once.
puzzle-goal_hold = Find the move after which the opponent can capture the fewest seeds at once.
