## The course's feedback on a move (src/game/teach/lessons/feedback.rs): what the move did,
## from its rules trace, and why it misses an exercise's goal, said to the player who made it.
## Plain words, no glossary links: these sentences are said in every exercise, also before a
## word is taught. $house is the house's Bao word in the game (nyumba, or kuu in Bao la Kete);
## $way = right | left (part-way); $opponent is the other side's name (North, South); $goal,
## $pit, $kichwa are pits as written (A6, a2); $list is pits or captures joined by
## feedback-list; $wanted and $played are moves in words (feedback-move-*).

feedback-list = { $rest } and { $last }
feedback-capture_item = { $pit } ({ $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
})

feedback-sow = { $seeds ->
    [one] You sowed the one seed of { $pit } { part-way }.
   *[other] You sowed the { $seeds } seeds of { $pit } { part-way }.
}
feedback-reserve = You put a seed from your reserve into { $pit }.
feedback-reserve_sow = You put a seed from your reserve into { $pit } and sowed its { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
} { part-way }.
feedback-tax = You put a seed from your reserve into your { $house } { $pit }, took 2 seeds out of it and sowed them { part-way }.
feedback-tax_weak = Your { $house } { $pit } now holds { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}: it is still yours, but with fewer than 6 it no longer works as a { $house } until it holds 6 again.
feedback-tax_all = You put a seed from your reserve into your { $house } { $pit } and sowed all { $count } of its seeds { part-way }.
feedback-captured = You captured { $list }.
feedback-captured_nothing = The move captured nothing.
feedback-end_empty = { $laps ->
    [one] After 1 lap the last seed fell into { $pit }, which was empty, and the move ended there.
   *[other] After { $laps } laps the last seed fell into { $pit }, which was empty, and the move ended there.
}
feedback-end_house = { $laps ->
    [one] After 1 lap the move stopped in your { $house } { $pit }.
   *[other] After { $laps } laps the move stopped in your { $house } { $pit }.
}
feedback-end_blocked = { $laps ->
    [one] After 1 lap the move stopped in { $pit }, the blocked pit.
   *[other] After { $laps } laps the move stopped in { $pit }, the blocked pit.
}
feedback-safari = You went on out of your { $house } { $pit }: it is no longer yours.
feedback-house_lost_mine = You lost your { $house } { $pit }.
feedback-house_lost_theirs = { $opponent } lost his { $house } { $pit }.
feedback-block = { $opponent } may not move { $pit } on his next turn.
feedback-won-bao_hamna = You won: { $opponent }'s front row is empty.
feedback-won-singletons = You won: { $opponent } has no pit of 2 or more seeds, so no move.
feedback-won-endless = You won: every move { $opponent } could make would never end.
feedback-lost-bao_hamna = You lost: your front row is empty.
feedback-lost-singletons = You lost: you have no pit of 2 or more seeds, so no move.
feedback-lost-endless = You lost: every move you could make would never end.

feedback-why-end_in = The task was a move that ends in { $goal }; this one ended in { $pit }.
feedback-why-end_in_none = The task was a move that ends in { $goal }; this one did not.
feedback-why-capture = The task was to capture { $goal }; this move captured { $list }.
feedback-why-capture_none = The task was to capture { $goal }; this move captured nothing.
feedback-why-capture_seeds = The task was to capture at least { $n } seeds; { $seeds ->
    [0] this move captured nothing.
    [one] this move captured 1 seed.
   *[other] this move captured { $seeds }.
}
feedback-why-captures = The task was to capture { $n ->
    [one] once
   *[other] { $n } times
} in one move; { $count ->
    [0] this move captured nothing.
    [one] this move captured once.
   *[other] this move captured { $count } times.
}
feedback-why-relays = The task was a move that sows on from an occupied pit { $n ->
    [one] at least once
   *[other] at least { $n } times
}; { $count ->
    [0] this one never did.
    [one] this one did so once.
   *[other] this one did so { $count } times.
}
feedback-why-safe_takasa = After it { $opponent } can capture your { $list }.
feedback-why-not_takasa = The task was a move that captures nothing.
feedback-why-lost = The move lost the game.
feedback-why-block = The task was to block { $goal }; this move blocked { $pit }.
feedback-why-block_none = The task was to block { $goal }; this move blocked nothing.
feedback-why-safari_stop = You stopped at your { $house } instead of going on.
feedback-why-safari_none = No lap of this move ended in your { $house }, so there was nothing to choose.
feedback-why-win = { $opponent } can still move: the game goes on.
feedback-why-win_other = You won, but not in the way the task asks.
feedback-why-notation = The task was to { $wanted }; you chose to { $played }.
feedback-why-go_on = Not yet: the opponent replies, then it is your move again.

feedback-move-sow = sow the seeds of { $pit } { part-way }
feedback-move-namua = put your seed into { $pit }
feedback-move-namua_sow = put your seed into { $pit } and sow { part-way }
feedback-move-namua_kichwa = put your seed into { $pit } and enter the captured seeds at { $kichwa }
feedback-move-safari = { $move } and go on out of your { $house }
