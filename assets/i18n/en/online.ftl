## Playing a friend online: the New game form's part and the panel's box.

# The New game form.
online-form-here = On this computer
online-form-friend = Play a friend online
online-form-your_name = Your name
online-form-clock = Clock:
online-form-clock_none = none
online-form-clock_live = 90 minutes a game
online-form-clock_days = 3 days a move
online-form-host = Host on this computer
online-form-server = Use a server
online-form-host_note = This window runs the server itself. A friend on the same home network joins with the address and invite it shows; nothing else to install.
online-form-host_start = Host and create the invite
online-form-address = Server address
online-form-create = Create an invite
online-form-invite = Or join with an invite code (or the whole line your friend sent):
online-form-join = Join
online-form-bad_address = Type the server's address, for example 192.168.1.10:7878.
online-form-bad_invite = That is not an invite code: it has 16 letters and digits, like K7M2-XQ9P-3HTR-V0AC.

online-form-name_hint = the name your friend sees
online-form-no_name = Type your name first: your friend sees it.
online-friend = Your friend

# The panel's box.
online-heading = Online game
online-starting_host = Starting the server on this computer...
online-asking = Asking the server...
online-connecting = Connecting to the server...
online-reconnected = Connected again: the game goes on.
online-lost = The connection to the server was lost at { $time }. Trying again; the game on the board is kept.
online-give_invite = Give your friend this address and invite:
online-copy = Copy both
online-copied = Copied
online-waiting_friend = Waiting for your friend to join.
online-opponent = Playing { $name } online
online-connected = { $name } is connected.
online-away_since = { $name } has been away since { $time }.
online-away = { $name } is not connected.
online-clock = { $name }: { $time }
online-days_hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
}, { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
online-move_left = Time left for this move: { $time }
online-match = Game { $game } of three. Score: you { $mine }, your friend { $theirs }.
online-sending = Your move is being sent...
online-end_resign = { $person ->
    [me] You resigned.
   *[other] { $name } resigned.
}
online-end_time = { $person ->
    [me] Your time ran out.
   *[other] { $name }'s time ran out.
}
online-takeback = Ask to take back
online-takeback_asked_me = You asked to take back a move.
online-takeback_asked_by = { $name } asks to take back a move.
online-accept = Accept
online-decline = Decline
online-resign = Resign
online-resign_sure = Yes, resign
online-resign_no = No
online-rematch = Rematch
online-rematch_offered = { $name } offers a rematch.
online-rematch_waiting = Rematch asked: waiting for { $name }.
online-back_to_board = Back to the online game
online-leave = Leave (the game stays on the server)
online-refused = The server refused: { $reason }
online-host_failed = This computer could not start its server: { $why }

# The server's refusals by their code (the protocol's CODES_SW say the same in Kiswahili).
online-code-illegal = this move is not legal
online-code-out-of-turn = it is not your turn
online-code-wrong-seat = that is not your seat
online-code-replayed = an old message was sent again
online-code-unknown-token = the token is unknown
online-code-too-large = the message is too long
online-code-rate-limit = too many messages too quickly
online-code-game-over = the game is over
online-code-bad-message = the message is not understood
online-code-version = the protocol version is unknown
online-code-invite = the invite is unknown or already used
online-code-limit = the server's limit is reached
online-code-takeback = a takeback is not possible now
online-code-rematch = a rematch is not possible now

# The seats of online games kept on this machine.
online-file-damaged = The list of your online games { $file } could not be read ({ $detail }); it is kept as { $kept }, and a new list is begun.
online-file-not_kept = The list of your online games { $file } could not be read ({ $detail }) nor kept aside ({ $error }); a new list is begun.
online-file-newer = The list of your online games { $file } was written by a newer Bao (version { $found }; this one reads version { $supported }); it is left as it is, and this window does not add to it.

# The Games window's online games.
online-games = Online games
online-games-resume = Resume
online-games-your_turn = { $name }: your turn
online-games-their_turn = { $name }: waiting for the move
online-games-over = { $name }: ended
