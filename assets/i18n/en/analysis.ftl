## The analysis board (src/game/teach/analysis/lines.rs): the engine's forced results and why a
## position set up in the editor cannot be analysed. $side is south or north.

## The analysis board's window (src/app/ui/analysis/board.rs).
analysis-button = Analysis
analysis-button_hover = The analysis board: try moves from the position shown, keep them as a tree of lines, and see the engine's best lines
analysis-window = Analysis board
analysis-first = To the start
analysis-back = One move back
analysis-forward = One move forward
analysis-last = To the end of the line
analysis-previous_branch = The branch above
analysis-next_branch = The branch below
analysis-undo = Undo delete
analysis-undo_hover = Brings back the line deleted last, as it was (Ctrl+Z). Stepping back never deletes a move.
analysis-close = Back to the game
analysis-engine = The engine's best lines
analysis-thinking = The engine is thinking…
analysis-depth = depth { $depth }
analysis-depth_thinking = depth { $depth }, going deeper…
analysis-expected = { $value } · { $percent }% for the side to move
analysis-expected_hover = The engine's value in seeds for the side to move, then its expected result on the coach's scale. Click to play its first move on the board (into the tree).
analysis-play_line = Click to play this line's first move on the board (into the tree)
analysis-won_south = South has won.
analysis-won_north = North has won.
analysis-empty = No move yet: play one on the board, or click one of the engine's lines.
analysis-keys_short = Keys: hover here
analysis-keys = Keys: Ctrl+Left / Right one move back / forward, Ctrl+Up / Down another branch, Ctrl+Home / End the start / the end, Ctrl+Z brings back a deleted line. Right-click a move to promote, delete or name its line.
analysis-promote = Make this the main line
analysis-delete = Delete from here on
analysis-rename = Name this line
analysis-name_done = Done

analysis-editor-begin = Set up a position
analysis-editor-begin_hover = The position editor: seeds pit by pit, the reserves, the houses, the side to move, the game
analysis-editor-title = Set up a position
analysis-editor-how = Click a pit to add a seed, right-click it to take one away, or type the number below.
analysis-editor-no_pit = Click a pit to type its number of seeds.
analysis-editor-pit = Seeds in { $pit }:
analysis-editor-to_move = To move:
analysis-editor-block = Takasia block:
analysis-editor-no_block = none
analysis-editor-reserve = { $side }'s reserve:
analysis-editor-house = house owned
analysis-editor-clear = Empty board
analysis-editor-start = Start position
analysis-editor-copy = Copy as JSON
analysis-editor-paste_hint = paste a position (JSON) here
analysis-editor-paste = Use it
analysis-editor-paste_clipboard = Paste from the clipboard
analysis-editor-copied = Copied: the position is on the clipboard as JSON.
analysis-editor-clipboard_failed = The clipboard cannot be used: { $reason }
analysis-editor-analyse = Analyse this position
analysis-editor-cancel = Cancel

analysis-forced = { $side ->
    [south] South
   *[north] North
} wins in { $moves ->
    [one] one move
   *[other] { $moves } moves
}.

analysis-unfit-seeds = The board and the reserves hold { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}: a Bao position holds 64.
analysis-unfit-kujifunza = Bao la Kujifunza has no reserve and no house: every seed is on the board (J1-J3).
analysis-unfit-reserve_over = { $side ->
    [south] South's
   *[north] North's
} reserve holds { $seeds } seeds: a reserve starts with 22 and only shrinks.
analysis-unfit-reserves = { $side ->
    [south] South is to move with reserves of { $south } (South) and { $north } (North): South moves first, so the two are equal whenever South is to move.
   *[north] North is to move with reserves of { $south } (South) and { $north } (North): South moves first, so South's is one less whenever North is to move.
}
analysis-unfit-both_full = Both reserves are full: that is only the start position.
analysis-unfit-house = { $side ->
    [south] South's
   *[north] North's
} house is owned with { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}: an owned house never holds fewer than { $least }.
analysis-unfit-block = A takasia block must be a front pit of the player to move, in mtaji, and Bao la Kujifunza has none.
analysis-unfit-claim = A hizi zetu claim exists only in Bao la Kete, on a front pit of the opponent that can be captured, and never with a block.
analysis-unfit-form = The position is not valid ({ $field }): { $what }.

## The position editor (src/game/teach/analysis/editor.rs): why a change is refused. $pit is a pit's
## label (A1, b8); $variant a game's name (Bao la Kete).

analysis-edit-all_placed = All 64 seeds are placed: take one away before adding another.
analysis-edit-empty_pit = { $pit } is empty: there is no seed to take away.
analysis-edit-too_many = That needs { $seeds ->
    [one] one more seed
   *[other] { $seeds } more seeds
}, and { $count ->
    [one] only one is
   *[other] only { $count } are
} left to place.
analysis-edit-reserve_over = A reserve holds at most 22 seeds: it starts with 22 and only shrinks.
analysis-edit-kujifunza_block = Bao la Kujifunza has no takasia: no pit is ever blocked (J4).
analysis-edit-block_pit = { $pit } cannot be blocked: a takasia block is a front pit of the player to move (section 7).
analysis-edit-claim_game = A hizi zetu claim exists only in Bao la Kete (K3).
analysis-edit-claim_pit = { $pit } cannot be claimed: a hizi zetu claim is a front pit of the opponent of the player to move (K3).
analysis-edit-block_and_claim = A position holds a block or a claim, never both: take the other one away first.
analysis-edit-preset = The Tournament rules are for Bao la Kiswahili only: { $variant } is played with the Mancala World rules (section 12).
analysis-edit-seeds_left = { $count ->
    [0] All 64 seeds are placed.
    [one] One seed is left to place.
   *[other] { $count } seeds are left to place.
}
