## The Learn, Explain and Rules windows, the glossary and the board diagrams
## (src/app/ui/course/learn.rs, src/app/ui/narrate/diagram.rs).

# The panel's buttons.
learn-button-learn = Learn
learn-button-learn_hover = Lessons on the board, from the first sowing
learn-button-rules = Rules
learn-button-rules_hover = The rules in short sections, and the glossary
learn-button-explain = Explain
learn-button-explain_hover = What the last move (or the one picked in the history) did
# The windows.
learn-window-learn = Learn
learn-window-explain = Move explained
learn-window-rules = Rules
learn-window-glossary = Glossary
# The Learn window.
learn-you = You
learn-course_intro = { $count ->
    [one] 1 short lesson on the real board.
   *[other] { $count } short lessons on the real board.
} Done: { $done } of { $count }.
learn-you_play = { $rules } · you play { $side }
learn-you_play_against = { $rules } · you play { $side } against { $level }
learn-hint = Hint
learn-show_me = Show me
learn-show_me_hover = Play the solution on the board
learn-try_again = Try again
learn-back_to_game = Back to your game
learn-all_lessons = All lessons
learn-verdict-solution = The solution
learn-verdict-success = Well done!
learn-verdict-failure = Not this time
learn-opponent_thinking = The opponent is thinking...
learn-your_move = What your move did
learn-next = Next: { $title }
# The Explain window.
learn-explain-no_move = No move yet. Pick a move in the history to see what it did.
learn-explain-move = { $move }, played by { $side }
# The Rules window and the glossary.
learn-move_shown = The move shown: { $move }
learn-glossary = Glossary
learn-open_term = Open the glossary entry
learn-read_section = Rules: { $section }
learn-rules_reference = (rules: { $titles })
learn-open_section = Open this section of the rules
learn-literally = literally: { $literal }
learn-not_in_glossary = '{ $term }' is not in the glossary.
# The Rules window's board diagrams (src/app/ui/narrate/diagram.rs).
learn-diagram-pit_seeds = { $pit }: { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
learn-diagram-pit_empty = { $pit }: empty
learn-diagram-house = Square: the { $house }, still owned.
learn-diagram-blocked = Cross: blocked ({ $block }) for its owner's next move.
learn-diagram-claim = Diamond: after { $block }, this pit must be captured first.
learn-diagram-start = Ring: the move starts here.
learn-diagram-reserve = reserve
learn-diagram-reserve_of = { $side }'s reserve: { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
learn-diagram-label = Board diagram
learn-diagram-label_move = Board diagram of the move { $move }
learn-diagram-legend = Ringed: the pit the move starts from. Each arrow is one lap of the sowing; a dot marks where it starts.
learn-diagram-legend_capture = Dashed arrow: captured seeds, carried to the kichwa where they enter.
learn-explain-laps = Lap by lap
learn-explain-laps_hover = Play the move on the board one lap at a time, forward and back; the lap's start and end are marked by an arrow.
learn-explain-lap_of = Step { $n } of { $of }
learn-task = The task
learn-more_like_this = More like this ({ $number } of { $of })
learn-more_like_this_hover = Another position on the same idea, judged the same way as this lesson
