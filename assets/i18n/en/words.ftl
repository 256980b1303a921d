## The names of the rules' things (src/game/words/names.rs): sides, presets, why a game ended, why a
## move is refused, the levels, the settings' choices, and why a saved file could not be read.

words-south = South
words-north = North
# The default names of the first new-game form. "You" is the player at this screen: messages
# about that player take `$person = me`.
words-name-you = You
words-name-computer = Computer
words-reserve_count = reserve { $n }
words-preset-mancala_world = Mancala World
words-preset-tournament = Tournament
words-win-bao_hamna = Bao hamna: a front row is empty
words-win-only_singletons = no pit holds two or more seeds: no legal move
words-win-only_endless = every move would sow forever: no legal move
words-win-resignation = the opponent resigned
words-illegal-game_over = The game is over
words-illegal-empty_pit = That pit is empty
words-illegal-must_capture = You must capture
words-illegal-must_capture_claim = You must capture { $pit } first (hizi zetu)
words-illegal-singleton = A pit holding one seed cannot start a move
words-illegal-singleton_while_big = A pit holding one seed may not take the reserve seed while a front pit holds two or more seeds
words-illegal-house_protected = The house may not be played while other front pits hold seeds
words-illegal-blocked = That pit is blocked ({ -takasia })
words-illegal-back_row = The back row may move only when no front pit holds two or more seeds
words-illegal-kuu_first = Your first takata in { -mtaji } must start from the kuu
words-illegal-lone_kichwa = A { -kichwa } that is your only occupied front pit sows towards the centre
words-illegal-namua_front_only = In { -namua } the seed goes into an occupied front pit
words-illegal-never_ends = That move would never end
words-illegal-choices = That { -kichwa } or { -safari } choice is not possible here
words-level-mwanzo = beginning: plays loosely, for learning the game
words-level-mwanafunzi = learner: sees the captures in front of it
words-level-mchezaji = player: looks one move ahead
words-level-hodari = skilful: reads short sequences of moves
words-level-fundi = expert: deep, careful play
words-level-bingwa = master: the strongest search
words-player-human = Human
words-player-computer = Computer ({ $level })
words-player-remote = Online
words-speed-slow = slow
words-speed-normal = normal
words-speed-fast = fast
words-speed-instant = instant
words-graphics-auto = automatic
words-graphics-low = low
words-graphics-high = high

## Why a saved game or record could not be read (game::record::RecordError), each kind whole.
## `$detail` is what the file reader found (a parser's words, a field's value).
record-error-io = { $path }: the file could not be read or written ({ $detail })
record-error-corrupt = damaged or cut-off file: { $detail }
record-error-foreign = not a Bao save file: { $detail }
record-error-future_version = the file is version { $found }, written by a newer Bao (this one reads up to version { $supported })
record-error-invalid = field { $field }: { $detail }
record-error-illegal_move = move { $number } of { $side } ({ $move }): { $detail }
record-error-in_match_game = game { $game } of the match: { $detail }

## A file system error of the common kinds (game::words::io_error); others are the system's.
io-error-not_found = no such file or folder
io-error-permission_denied = permission denied
io-error-already_exists = a file of that name already exists
io-error-storage_full = the disk is full
io-error-read_only = the disk is read-only

## Why a recorded move cannot be played (game::record::MoveFault).
record-error-at_line = line { $line }: { $detail }
record-error-fault-already_over = the game was already over ({ $winner } had won)
record-error-fault-not_their_turn = it is { $side }'s turn
record-error-fault-marked_takasa = marked takasa (*) but it captures
record-error-fault-not_marked_takasa = not marked takasa (*) but it captures nothing

## A file that cannot be read or written for one of our own reasons (game::record::IoCause).
record-error-no_home = No home folder to keep games and settings in (set BAO_DATA_DIR and BAO_CONFIG_DIR)
record-error-slot_in_use = { $path }: another Bao window is playing this game
record-error-not_a_file = { $path }: not a regular file (a FIFO, a device or a folder); Bao reads only files
record-error-too_large = { $path }: larger than { $mib } MiB, the most Bao reads from one file or stream
record-error-own_input = { $path }: is the file being read; give another name to write to
io-error-is_a_directory = it is a folder, not a file

## What is wrong with a damaged or foreign file (game::record::FileFault). `$detail` is the
## file reader's own diagnosis.
record-error-file-empty = the file is empty
record-error-file-not_text = it is not text (byte { $byte } is not UTF-8)
record-error-file-ends_early = the file ends too early (line { $line }, column { $column })
record-error-file-unreadable = { $detail } (line { $line }, column { $column })
record-error-file-unreadable_field = { $detail } in field '{ $field }' (line { $line }, column { $column })
record-error-file-is_match = this is a saved match, not a single game
record-error-file-is_game = this is a single saved game, not a match
record-error-file-other_format = its format is '{ $found }', expected '{ $expected }'
record-error-file-not_a_struct = it is RON, but not a struct with a 'format' field
record-error-file-format_not_text = its format is not a string
record-error-file-no_format = it has no 'format' field
