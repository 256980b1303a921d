### The game's words in English (Project Fluent). One file per area: core, words, panel,
### files, play, learn, access, explain, coach; the same message ids in assets/i18n/sw/. The code
### asks for `panel.wins`, the id here is `panel-wins`. Variables: `$count` and other numbers
### select plural forms (one / other, CLDR); `$person` is `me` for the player at this screen
### ("You win") and `other` for anyone else ("Asha wins").
###
### Glossary of the window's own words (one word for one thing):
###   board          the wooden board; "Bao" is the game, never the board
###   pit            one of the 32 hollows of the board, in a front row and a back row
###   seed           a playing piece; counted: 1 seed, 2 seeds
###   move           one turn of one player; a move sows in one or more laps. A move is
###                  numbered by its row of the history, with its side: "10. A3L" is
###                  South's move of row 10, "19... a4R" North's of row 19
###   turn           counted moves of either player (plies): "90 turns played"
###   lap            one sowing that ends in a pit
###   stage          namua (sowing from the reserve) or mtaji (from the board only)
###   reserve        the seeds not yet on the board, during namua
###   capture        taking the seeds of the opponent's pit facing yours
###   game, match    one game; a match is best of three games
###   level          the computer's strength, named Mwanzo to Bingwa
###   load, open     Load: go on with a kept game; Open: read a file from anywhere
###   hint           a move suggested by the computer
###   undo, redo     take a move back, play it again
### Bao terms kept in Kiswahili in both languages (RULES.md): nyumba, kuu, kichwa, takasa,
### takata, takasia, hizi zetu, namua, mtaji, nemo, safari, kula, Bao hamna.

-nyumba = nyumba
-kuu = kuu
-kichwa = kichwa
-takasa = takasa
-takasia = takasia
-hizi-zetu = hizi zetu
-namua = namua
-mtaji = mtaji
-safari = safari

lang-name = English
