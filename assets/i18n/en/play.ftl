## Playing on the board: a refused click, the questions, the notices, a move's events, sound.

# A click that starts no move.
play-refuse-not_yours = { $pit } is not yours: you play the { $rows } rows
play-refuse-impossible = That move is not possible
# The questions asked on the board.
# $side: the kichwa, left (pit 1) or right (pit 8); $letter the key named on the button (the
# notation's L / R in English: it names the kichwa, not the way of sowing; 1 / 8 in Kiswahili).
play-kichwa_enter = { $side ->
    [left] Enter at the left { -kichwa } { $pit }, sowing to the right ({ $letter })
   *[right] Enter at the right { -kichwa } { $pit }, sowing to the left ({ $letter })
}
play-safari_question = The last seed fell in your { $house }.
play-safari_on = Safari: sow on (S)
play-safari_stop = Stop at the house (H)
play-suggested = Suggested: { $pit } { $arrow }
# Notices.
play-not_loaded = Not loaded: { $why }
play-move_refused = Move refused: { $why }
# The captions of a move's events, under the notice.
play-event-capture = captures { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} from { $pit }
play-event-safari = safari from { $pit }: the { $house } is destroyed
play-event-house_destroyed = { $side }'s { $house } is destroyed
play-event-block = { $block } on { $pit }
play-event-claim = { $pit } must be captured next ({ -hizi-zetu })
play-event-tax = tax: { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} out of { $pit }
# The sound settings.
play-sound = Sound
play-sound_on = on

## The marks on the 3D board, told on hover and in the Rules window.
board-can_start = Glowing ring: a move can start here.
board-blocked = Barred ring: { $block }, this pit cannot start its owner's next move.
board-last_start = Dotted ring: the last move started here.
board-last_capture = Cross: the last move captured the seeds of this pit.
board-marks = Marks on the board
play-one_way = { $pit } can only be sown to the { $way ->
    [left] left
   *[right] right
}, so the move is played at once. The other way: { $why }.
