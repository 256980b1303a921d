## The side panel, the Settings, the new-game form, the match, the history and the replay
## (src/app/ui/panel.rs, src/app/play/viewer.rs, src/game/play/matches.rs).

panel-new_game = New game
panel-new_match = New match
panel-next_game = Next game (sides change)
panel-rematch = Rematch
panel-play_again = Play again
panel-again_hover = The same players and rules; South changes hands
panel-wins = { $person ->
    [me] You win
   *[other] { $name } wins
}
panel-front_row_empty = { $person ->
    [me] Your front row is empty.
   *[other] { $name }'s front row is empty.
}
panel-no_legal_move = { $person ->
    [me] You have no legal move.
   *[other] { $name } has no legal move.
}
panel-sowing = Sowing... (Space or a click shows the end at once)
panel-ask_kichwa = Where do the captured seeds enter? Click a { -kichwa } (or press L: the one at your left end, pit 1, from where they are sown rightwards; R: the one at your right end, pit 8, from where they are sown leftwards).
panel-ask_safari = Safari, or stop at the house? (S / H)
# $person is `me` when the computer plays the side of the player at this screen ("You").
panel-thinking_of = { $person ->
    [me] The computer is thinking for you...
   *[other] { $name } is thinking...
}
# Online: the friend at another computer is to move.
panel-waiting_for = Waiting for { $name }'s move.
panel-to_move = { $person ->
    [me] Your move: choose a pit.
   *[other] { $name } to move: choose a pit.
}
panel-blocked = { $rule }: { $pit } may not start a move, and a lap that ends there stops
panel-claim = { -hizi-zetu }: { $pit } must be captured first
panel-undo = Undo
panel-redo = Redo
panel-thinking = Thinking...
panel-hint = Hint
panel-hint_hover = Suggest a move (Bingwa's choice)
panel-fold = Fold the panel to a strip: the board takes the width
panel-unfold = Open the panel
panel-settings = Settings
panel-suggestion = Suggestion: { $move }
panel-language = Language
panel-animation_speed = Animation speed
panel-show_counts = Show seed counts
panel-show_hints = Show the pits that can start a move
panel-reduced_motion = Reduced motion (seeds jump to their pits)
panel-show_coordinates = Pit coordinates
panel-show_coordinates_hover = The rows' letters and the pits' numbers along the board
panel-show_threats = Mark your pits in danger of capture
panel-show_threats_hover = An assist: your pits whose seeds the opponent could capture on the next move
panel-graphics = Graphics
panel-graphics_auto_low = automatic: low (no graphics card found)
panel-graphics_auto_high = automatic: high (graphics card)
panel-moves = Moves
panel-start = Start
panel-history_hover = Look at the position after this move
panel-house_gone = destroyed
panel-house_standing = standing
panel-house_weak = owned, under 6 seeds
panel-player_stage = stage: { $stage }
panel-player_state = stage: { $stage }   reserve: { $reserve }   { $house_name }: { $house }
panel-rows_south_bottom = rows A, B (bottom)
panel-rows_south_top = rows A, B (top)
panel-rows_north_bottom = rows a, b (bottom)
panel-rows_north_top = rows a, b (top)
panel-form-game = Game
panel-form-rules = Rules:
panel-form-single = Single game
panel-form-best_of_three = Best of three
panel-form-player_a = Player A
panel-form-player_b = Player B
panel-form-name = Name
panel-form-computer = Computer
panel-form-first_south = South (moves first) in the first game:
panel-form-match_note = The players change sides every game; two wins take the match.
panel-match-heading = Best of three, game { $game }: { $a } { $score } { $b }
panel-match-winner = { $person ->
    [me] You win the match { $score }
   *[other] { $name } wins the match { $score }
}
panel-match-game = Game { $n }
panel-match-sides = { $south } (South) v { $north }
panel-match-won = { $person ->
    [me] You won
   *[other] { $name } won
}
panel-view-start = The start (Home)
panel-view-back = One move back (Page Up)
panel-view-on = One move on (Page Down)
panel-view-end = Back to the game (End)
panel-view-pause = Pause
panel-view-play = Play
panel-view-play_hover = Replay the moves one after another
# $move is the move as the history numbers it ("10. A3L", "19... a4R"); $turn and $turns count
# turns (plies), one player's move each.
panel-view-looking = Looking at the position after { $move } (turn { $turn } of { $turns }) (End: back to the game)
panel-view-looking_start = Looking at the starting position (End: back to the game)
panel-click_for_rules = Click to read these words in the rules.
panel-hint_in_lesson = A lesson gives its own hint, in the Learn window.
panel-undo_in_puzzle = A puzzle is not taken back: a miss is put back by itself.
panel-study-analysis = Analysis board: you move both sides
panel-study-trainer = Sowing trainer
panel-study-solver = You, solving the puzzle
panel-study-replies = The puzzle's replies
panel-moves_marks_short = (marks: hover here)
panel-moves_marks = How a move is written: its pit: the row (South's front row A and back row B; North's a and b) and the pit's number, 1 to 8 from the owner's left, then L or R, the way it is sown from the mover's view (in a namua capture, the kichwa chosen: L the left one, R the right one). After it: * a takasa (a move that captures nothing), ** a takasa that sets takasia, > a safari played (the nyumba emptied and sown on), # a move that wins the game.
panel-cursor_ring = The blue ring marks the keyboard's cursor: the arrow keys move it, Enter chooses its pit.
