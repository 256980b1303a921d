## The guided first game (src/game/teach/course/guide.rs): the course's voice beside the board, before the
## player's move (which kind of move is possible now, and why) and after the computer's reply
## (what it did). The player at this screen is "you"; $who is the computer's side. Teaching
## markup as in explain.ftl: [word] links the glossary. Rule ids in brackets are RULES.md's.

guide-list_or = { $rest } or { $last }
guide-list_and = { $rest } and { $last }
guide-namua = You are in [namua]: you have { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} in your reserve. Every move of yours starts by putting one of them into an occupied pit of your front row (N1, N2).
guide-must_capture = A capture is possible, so you must capture: capturing is compulsory (N1, G7). Put your seed into { $pits }: { $count ->
    [one] it holds seeds and faces a pit of { $opponent }'s that holds seeds too,
   *[other] each holds seeds and faces a pit of { $opponent }'s that holds seeds too,
} and you take all the seeds of the pit it faces.
guide-kichwa_choice = Capturing at { $pits } (pits 3 to 6), you choose where the captured seeds enter: at the left [kichwa] { $left }, sown to the right, or at the right [kichwa] { $right }, sown to the left (G6).
guide-kichwa_forced = Capturing at { $pits } (pits 1, 2, 7 or 8), the [kichwa] is not yours to choose: seeds captured at pit 1 or 2 enter at the left kichwa { $left }, at pit 7 or 8 at the right kichwa { $right } (G6).
guide-takasa = No capture is possible, so your move must be a { $takasa }: it captures nothing (N2, G5). Put your seed into { $pits } and sow all its seeds{ $both ->
    [yes] {" "}to the left or to the right
   *[no] {""}
}.
guide-tax = No capture is possible, so your move must be a { $takasa } (N2). Your { $house } { $pit } is your only occupied front pit, so it pays the tax: it takes the seed, exactly 2 seeds come out and you sow them to the left or to the right; the { $house } stays yours.
guide-tax_kuu_six = No capture is possible, so your move must be a { $takasa } (N2). Your { $house } { $pit } is your only occupied front pit and holds exactly 6: it takes the seed, and all 7 seeds are lifted and sown to the left or to the right, which destroys the { $house } (K1).
guide-tax_from_six = It holds exactly 6 now: after the tax it will hold 5, and with fewer than 6 it no longer works as a house until it holds 6 again (section 8).
guide-house_kept = Your { $house } { $pit } may not take the seed: while it is yours and holds 6 or more it works as a house, and a house is not emptied while another front pit holds seeds (N2).
guide-singletons = { $count ->
    [one] Your pit { $pits } holds a single seed and may not take it
   *[other] Your pits { $pits } hold a single seed each and may not take it
} while a front pit holds two or more (N2).
guide-house_standing = Your { $house } is the square pit { $pit }, the fifth from your left. It is standing: it is yours, it holds { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}, and with 6 or more it works as a house. You lose it if { $opponent } captures it or if you sow its seeds{ $variant ->
    [kiswahili] , and both houses are lost at the start of the first capture move made by a player in [mtaji] (section 8)
   *[other] {""}
}.
guide-house_weak = Your { $house } { $pit } is still yours, but it holds { $count ->
    [one] only 1 seed
   *[other] only { $count } seeds
}: until it holds 6 again it is an ordinary pit, and sowing it destroys it (section 8).
guide-house_gone = You no longer have a { $house }: your pit { $pit } is an ordinary pit.
guide-mtaji = You are in [mtaji]: your reserve is empty. A move lifts all the seeds of one of your pits holding two or more (M1).
guide-mtaji_capture = A capture is possible, so you must capture (M2, G7): start from { $pits }.
guide-mtaji_takasa = No capture is possible, so your move must be a { $takasa } (M3): start from { $pits }.
guide-blocked = Your pit { $pit } is blocked by { $block } this move: you may not start from it, and a lap of yours that ends there stops (T3).
guide-one_way = { $pit } is your only occupied front pit, a [kichwa]: it sows towards the centre, so only { $way ->
    [right] to the right
   *[left] to the left
} (N2, M3).
guide-wins_now = { $count ->
    [one] { $which } wins the game at once: look no further.
   *[other] { $which } each win the game at once: look no further.
}
guide-takasa_gives = After { $which }, { $opponent } could capture (up to { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}){ $all ->
    [yes] : every move you have hands { $opponent } a capture.
   *[no] .
}
guide-takasa_safe = { $count ->
    [one] { $which } leaves { $opponent } nothing to capture.
   *[other] { $which } leave { $opponent } nothing to capture.
}
guide-takasa_blocks = { $which } would set { $block } on { $pit } (T1): on { $opponent }'s next move no move may start from { $pit }, and a lap that ends there stops (T3).
guide-largest_capture = { $count ->
    [one] Your only capture, { $move }, takes { $seeds ->
        [one] 1 seed.
       *[other] { $seeds } seeds.
    }
   *[other] Of your { $count } capture moves, { $move } takes the most: { $seeds ->
        [one] 1 seed.
       *[other] { $seeds } seeds.
    }
}
guide-singleton_danger = After { $which } you would have no pit of two or more seeds: if { $opponent }'s reply leaves it so, you lose, for a player in [mtaji] with only single seeds has no move (W2).
guide-safari_choice = A capture from { $pits } can end a lap in your { $house } { $pit } with 6 or more seeds and nothing to capture facing it: there you choose to stop, and the { $house } stays, or to go on with [safari], which destroys it (section 6, step 4).
guide-reply_captured = In all { $who } captured { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} from your { $count ->
    [one] pit
   *[other] pits
} { $pits }.
guide-reply_nothing = { $who } captured nothing: your seeds are all where they were.
guide-reply_your_house = { $why ->
    [captured] { $who } captured your { $house } { $pit }: it is destroyed for good, and you no longer have a house.
   *[mtaji] The first capture move made in [mtaji] destroys your { $house } { $pit } too: you no longer have a house.
}
guide-reply_block = This { $takasa } of { $who }'s sets { $block } on your { $pit }: on your next move you may not start from it, and a lap of yours that ends there stops (T3).
guide-reply_claim = You set { $block } on { $pit } last move, so now you must capture { $pit } first (K3).
guide-reply_won = { $person ->
    [me] You win the game: { $reason }.
   *[other] { $who } wins the game: { $reason }.
}

## The guide's window and the welcome (src/app/ui/course/guide.rs, src/app/ui/welcome.rs).
guide-window = Your first game
guide-move_n = Your move { $n }: the guide explains each move until you close this window.
guide-wait = Mwanzo is thinking; the guide tells you what its move did.
guide-game_over = The game is over. Review it to see where you could have played better.
welcome-title = Welcome to Bao
welcome-text = Bao is the great board game of East Africa: four rows of eight pits and 64 seeds. It is played by sowing seeds around your own two rows and capturing your opponent's. New to it? The course takes you from the first seed to a real game, or play a first game with a guide beside the board.
welcome-learn = Learn to play
welcome-learn_hover = The course: short exercises on the board, from the first seed to a real game.
welcome-guided = A first game with a guide
welcome-guided_hover = A real game against Mwanzo, the gentlest level, with every one of your moves explained until you close the guide.
welcome-play = Play
welcome-play_hover = Choose the game and your opponent.
