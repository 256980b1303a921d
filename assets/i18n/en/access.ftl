## The board as text (game::access), what a screen reader reads, a typed move refused, and
## the panel's access settings.

access-last_move = { $person ->
    [me] You played { $move } from { $pit }.
   *[other] { $mover } played { $move } from { $pit }.
}
access-last_move_capture = { $person ->
    [me] You played { $move } from { $pit }, capturing from { $pits }.
   *[other] { $mover } played { $move } from { $pit }, capturing from { $pits }.
}
access-board-over = { $person ->
    [me] The game is over: you win.
   *[other] The game is over: { $winner } wins.
}
access-board-to_move = { $person ->
    [me] Your move (rows { $front } and { $back }).
   *[other] { $who } to move (rows { $front } and { $back }).
}
access-board-north_back = North back row: { $pits }.
access-board-north_front = North front row: { $pits }.
access-board-south_front = South front row: { $pits }.
access-board-south_back = South back row: { $pits }.
access-board-reserves = Reserves: South { $south }, North { $north }.
access-board-blocked = { $block } on { $pit }: it may not start a move.
access-board-last = Last move: { $last }
access-board-no_move = No move played yet.
# A typed move the notation reader refuses.
access-typed-empty = Type a move such as A6R, b3L or 6R*
access-typed-no_pit = '{ $text }': expected a pit such as A5, b3 or 6
access-typed-ambiguous = '{ $text }' is ambiguous: { $choices }
access-typed-not_legal = '{ $text }' is not a legal move here; legal: { $choices }
access-typed-unreadable = '{ $text }' is not a move in Bao notation (such as A6R, b3L or 6R*)
access-typed-not_winning = '{ $text }' is marked # (a winning move), but the game goes on after it
# A typed move whose pit the rules refuse: the move as typed, its pit, the rules' reason.
access-typed-refused = { $text } ({ $pit }): { $reason }
# A typed move refused before it is read.
access-refuse-viewing = Return to the present to move
access-refuse-not_your_turn = { $name } is to move
access-refuse-wait = Wait until the seeds are still
# The panel's access parts.
access-ui_scale = Text and panel size
access-high_contrast = High contrast
access-turn_board = Turn the board to the player to move
access-turn_board_hover = Two people at one machine: the player to move sits at the bottom
access-move_now = Move now
access-move_now_hover = The computer plays the best move it has found so far
access-type_move = Type a move:
access-play = Play
access-board_as_text = Board as text
