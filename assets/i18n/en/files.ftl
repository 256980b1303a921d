## Saving, opening, the autosave slots, the Games window and the file chooser
## (src/app/ui/play/persist.rs, dialogs.rs, src/game/records/slots.rs). `$error` and `$reason` are whole
## error messages (record.error.* in words.ftl, or the system's own words).

files-autosave_failed = Autosave failed: { $error }
files-slot-unreadable_not_kept = { $file } could not be read ({ $reason }) nor kept aside ({ $error }); it is left as it is.
files-slot-salvaged = The autosave { $file } stops at an illegal move ({ $error }): it opens before that move, after { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}; the original is kept as { $kept }.
files-slot-review_dropped = The autosave { $file } has a damaged review ({ $error }): it opens with all its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} and without the review; the original is kept as { $kept }.
files-slot-unreadable_kept = The autosave { $file } could not be read ({ $reason }); it is kept as { $kept }.
files-slot-all_in_use = All { $max } autosave slots are in use: this game is not autosaved.
files-slot-newer = { $file } was written by a newer Bao (version { $version }): it is left as it is, and this window saves in { $slot }.
files-slot-busy = Another Bao window is using { $files }: this window saves in { $slot }.
files-slot-empty = empty
files-slot-newer_short = written by a newer Bao (version { $version })
files-slot-unreadable = unreadable: { $reason }
files-slot-line = slot { $n } ({ $file }): { $what }
files-slot-line_when = slot { $n } ({ $file }): { $what }, { $when }
files-describe-game = { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}
files-describe-game_won = { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}, { $person ->
    [me] you won
   *[other] { $winner } won
}
files-describe-from = { $kind ->
    [practice] practice game
   *[position] from a set-up position
}, { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}
files-describe-from_won = { $kind ->
    [practice] practice game
   *[position] from a set-up position
}, { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}, { $person ->
    [me] you won
   *[other] { $winner } won
}
files-describe-match = best of three, { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}
files-describe-match_won = best of three, { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}, { $person ->
    [me] you won
   *[other] { $winner } won
}
files-loaded = Loaded { $path }
files-stops_at_illegal = { $name } stops at an illegal move ({ $why }): loaded up to the move before, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}
files-stops_at_illegal_kept = { $name } stops at an illegal move ({ $why }): loaded up to the move before, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}; the original is kept as { $file }
files-stops_at_illegal_kept_not_written = { $name } stops at an illegal move ({ $why }): loaded up to the move before, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}; the original is kept as { $file }, and the mended game could not be written ({ $error })
files-stops_at_illegal_not_kept = { $name } stops at an illegal move ({ $why }): loaded up to the move before, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}; the original could not be kept aside ({ $error })
files-review_dropped = { $name } has a damaged review ({ $why }): loaded with all its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, without the review
files-review_dropped_kept = { $name } has a damaged review ({ $why }): loaded with all its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, without the review; the original is kept as { $file }
files-review_dropped_kept_not_written = { $name } has a damaged review ({ $why }): loaded with all its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, without the review; the original is kept as { $file }, and the mended game could not be written ({ $error })
files-review_dropped_not_kept = { $name } has a damaged review ({ $why }): loaded with all its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, without the review; the original could not be kept aside ({ $error })
files-not_loaded_named = Not loaded: { $name }: { $error }
files-not_loaded_kept = Not loaded: { $name }: { $error }; the file is kept as { $kept }
files-not_loaded_not_kept = Not loaded: { $name }: { $error } (not kept aside: { $why })
files-not_loaded = Not loaded: { $error }
files-not_a_game_file = Not opened: { $path } is not a .bao record or a saved game (.ron)
files-opened = Opened { $path }
files-not_opened = Not opened: { $error }
files-no_chooser = No file chooser answered on this desktop: type the file's path below.
files-exported = Exported to { $path }
files-not_exported = Not exported: { $error }
files-match_not_bao = Not exported: a match is saved as .ron
files-save_not_a_game = Nothing to save: the board shows a lesson's, a puzzle's or the trainer's position, not a game. A practice game (Practice, Practice games, Play) is saved like any game.
files-position_not_bao = Not exported: this game began at a set-up position, and a .bao record's moves run from the start. Save it instead: the saved game keeps its position.
files-saved_as = Saved as { $path }
files-not_saved = Not saved: { $error }
files-nothing_saved = Nothing will be saved: { $error }
files-nothing_autosaved = Nothing will be autosaved: { $error }
files-finished_not_kept = The finished game was not kept: { $error }
files-settings_not_saved = Settings not saved: { $error }
files-save = Save
files-save_hover = Save this game with your saved games
files-games = Games...
files-games-title = Games
files-resume-game = { $a } against { $b }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
} played.
files-resume-match = Best of three, { $a } against { $b }, { $score }.
files-resume-title = Go on with your game?
files-resume-interrupted = A game was interrupted.
files-resume-resume = Go on
files-resume-kept = The interrupted game is kept with the recent games (Games...).
files-resume-not_kept = The interrupted game was not kept: { $error }
files-no_folder = No folder to keep games in.
files-interrupted = Interrupted games
files-none = none
files-this_window = this window
files-in_use = in use
files-load = Load
files-load_hover = Go on with this game in this window
files-recent = Recent games
files-recent_none = none yet: finished games are kept here
files-saved_in = Saved games in { $dir }
files-saved_none = none yet: "Save" keeps the game here
files-from_anywhere = A .bao record or a saved game (.ron) from anywhere:
files-or_drop = or drop a .bao or .ron file on the window
files-open = Open
files-export_bao = Export .bao
files-export_hover_path = Write the current game as a .bao record to this path
files-loaded_slot = Loaded the game of { $file }; it goes on in { $slot }
# The window code asks for these.
files-loaded_slot_kept = Loaded the game of { $file }; it goes on in { $slot }, and the game you were playing is kept in { $kept }
# A file that could not be read: its path, then why (record.error.*).
files-error_in = { $path }: { $error }
files-no_autosave = no autosave
files-dialog-open_title = Open a Bao game
files-dialog-filter_games = Bao games (.bao, .ron)
files-dialog-filter_records = Bao records (.bao)
files-dialog-filter_saved = Saved games (.ron)
files-dialog-save_title = Save the game as
files-dialog-export_title = Export the game as a .bao record
files-dialog-open = Open...
files-dialog-open_hover = Open a .bao record or a saved game (.ron) from anywhere
files-dialog-save_as = Save as...
files-dialog-save_as_hover = Save this game (.ron, or .bao for a record) where you choose
files-dialog-export = Export .bao...
files-dialog-export_hover = Write the current game as a .bao record where you choose
files-dialog-choosing = choosing a file...
