## The Practice window: puzzles, themed sets, the sowing trainer, practice games
## against the engine and the puzzle rating. $move is a move in notation (B3>, a5L*), or in
## "which pit faces" a pit (B3, a5).

puzzles-button = Practice
puzzles-button_hover = Puzzles from real games, the sowing trainer and practice games
puzzles-window = Practice
puzzles-page-puzzles = Puzzles
puzzles-page-themes = Themes
puzzles-page-trainer = Sowing trainer
puzzles-page-games = Practice games
puzzles-page-rating = Rating

puzzles-all_games = All games
puzzles-start = Start: a puzzle for your rating
puzzles-next = Next puzzle
puzzles-theme_done = You have solved every puzzle of this set: choose another theme, or “All themes”.
puzzles-solved_stays = Solved! The puzzle stays on the board: look it over, then go on with “Next puzzle”.
puzzles-hinted = You asked for the hint, so this puzzle is not rated: your rating stays as it was.
puzzles-show_solution = Show the solution
puzzles-to_analysis_hover = This position on the analysis board
puzzles-about = Puzzle { $id } · rated { $rating } · { $themes }
puzzles-theme_set = Themed set: { $theme }
puzzles-every_theme = All themes
puzzles-last_solved = Solved: rating { $change }.
puzzles-last_missed = Missed: rating { $change }.
puzzles-themes_intro = Each theme is a set of puzzles on one idea; its bar shows how many of them you have solved.
puzzles-play_set = Play
puzzles-games_about = What practice games are
puzzles-games_intro = Real mtaji and endgame positions, from master games and from the engine's games against itself, where the side to move stands better or wins by force: play them out against the computer until you win, then let the coach review your game.
puzzles-games_won = { $count ->
    [0] No practice game won yet.
    [one] One practice game won.
   *[other] { $count } practice games won.
}
puzzles-games_now = On the board: a practice game under { $rules }. It is saved like any game (Games), and counted here when you win it.
puzzles-against = Against:
puzzles-play_game = Play
puzzles-attempts = { $count ->
    [one] One puzzle tried
   *[other] { $count } puzzles tried
}; practice games won: { $won }.
puzzles-best_score = Sowing trainer, { $kind }: best score { $best }
puzzles-graph_empty = Your rating graph grows with every puzzle you try.
puzzles-graph_caption = Your puzzle rating after each rated puzzle (the first try at each counts), numbered along the bottom, with the date of the try (UTC).
puzzles-graph_start = The start: { $rating }
puzzles-graph_point = Puzzle { $n }, { $date }: rating { $rating }
puzzles-dashboard_title = Themes: your strengths and weaknesses
puzzles-dashboard_theme = Theme
puzzles-dashboard_attempts = Tries
puzzles-dashboard_solved = Solved
puzzles-dashboard_performance = Performance
puzzles-dashboard_empty = Try puzzles and each theme shows here: how often you tried it, how many you solved without a miss, and the rating your tries show.
puzzles-dashboard_few = { $least ->
    [one] Compared with the other themes from one try on.
   *[other] Compared with the other themes from { $least } tries on.
}
puzzles-dashboard_not_yet = { $least ->
    [one] Your strongest and weakest themes are named once two themes have a try each.
   *[other] Your strongest and weakest themes are named once two themes have { $least } tries each.
}
puzzles-dashboard_strongest = { $count ->
    [one] Your strongest theme: { $themes }.
   *[other] Your strongest themes: { $themes }.
}
puzzles-dashboard_weakest = { $count ->
    [one] The theme to work on: { $themes }.
   *[other] The themes to work on: { $themes }.
}

## The sowing trainer.
puzzles-trainer-intro = A round lasts one minute: answer as many questions as you can. A right answer scores a point, a wrong one takes a point away; the score never goes below 0.
puzzles-trainer-kind_facing = Which pit faces which
puzzles-trainer-kind_end = Where the sowing ends
puzzles-trainer-kind_captures = Does it capture?
puzzles-trainer-kind_entry = Where the captured seeds enter
puzzles-trainer-start = { $kind } (best { $best })
puzzles-trainer-ask_facing = Which pit faces { $move }?
puzzles-trainer-ask_end = In which pit does { $move } end?
puzzles-trainer-ask_captures = Does { $move } capture?
puzzles-trainer-ask_entry = At which kichwa do the seeds captured by { $move } enter?
puzzles-trainer-click_pit = Click that pit on the board.
puzzles-trainer-yes = Yes
puzzles-trainer-no = No
puzzles-trainer-right = Right!
puzzles-trainer-wrong = Not quite: for { $move } the answer is { $truth }.
puzzles-trainer-clock = { $seconds } s left · score { $score }
puzzles-trainer-round_over = The round is over. Score { $score }: { $right } of { $answered } right. Your best score: { $best }.
puzzles-trainer-replay_hint = “Sow” plays a move again on the board, lap by lap.
puzzles-trainer-stop = Stop the round
puzzles-trainer-sow = Sow
puzzles-trainer-game = Positions of:
puzzles-trainer-lap_of = Step { $n } of { $of }
puzzles-trainer-next_lap = Next lap
puzzles-trainer-next_lap_hover = Sow the move's next lap on the board (a click on the board does it too); the right pit is ringed green, a wrong answer barred red.
puzzles-trainer-answer = { $move }: you said { $given }, the answer is { $truth }.
puzzles-trainer-answer_laps = { $move }: you said { $given }, the answer is { $truth } ({ $count ->
    [one] one lap, ending at { $ends }
   *[other] { $count } laps, ending at { $ends }
})
