## Ubao kama maandishi (game::access), kile kisoma-skrini kinachosoma, hatua iliyoandikwa
## ikikataliwa, na mipangilio ya ufikiaji ya paneli.

access-last_move = { $person ->
    [me] Ulicheza { $move } kutoka { $pit }.
   *[other] { $mover } alicheza { $move } kutoka { $pit }.
}
access-last_move_capture = { $person ->
    [me] Ulicheza { $move } kutoka { $pit }, ukala kutoka { $pits }.
   *[other] { $mover } alicheza { $move } kutoka { $pit }, akala kutoka { $pits }.
}
access-board-over = { $person ->
    [me] Mchezo umekwisha: umeshinda.
   *[other] Mchezo umekwisha: { $winner } ameshinda.
}
access-board-to_move = { $person ->
    [me] Zamu yako (safu { $front } na { $back }).
   *[other] Zamu ya { $who } (safu { $front } na { $back }).
}
access-board-north_back = Safu ya nyuma ya Kaskazini: { $pits }.
access-board-north_front = Safu ya mbele ya Kaskazini: { $pits }.
access-board-south_front = Safu ya mbele ya Kusini: { $pits }.
access-board-south_back = Safu ya nyuma ya Kusini: { $pits }.
access-board-reserves = Akiba: Kusini { $south }, Kaskazini { $north }.
access-board-blocked = { $block } kwenye { $pit }: shimo hili haliwezi kuanzisha hatua.
access-board-last = Hatua ya mwisho: { $last }
access-board-no_move = Bado hakuna hatua iliyochezwa.
# Hatua iliyoandikwa ambayo msomaji wa maandishi ya Bao anaikataa.
access-typed-empty = Andika hatua kama A6R, b3L au 6R*
access-typed-no_pit = '{ $text }': andika shimo kama A5, b3 au 6
access-typed-ambiguous = '{ $text }' ina maana zaidi ya moja: { $choices }
access-typed-not_legal = '{ $text }' si hatua halali hapa; halali ni: { $choices }
access-typed-unreadable = '{ $text }' si hatua katika maandishi ya Bao (kama A6R, b3L au 6R*)
access-typed-not_winning = '{ $text }' ina alama # (hatua ya ushindi), lakini mchezo unaendelea baada yake
# Hatua iliyoandikwa ambayo shimo lake linakataliwa na sheria: hatua, shimo lake, sababu.
access-typed-refused = { $text } ({ $pit }): { $reason }
# Hatua iliyoandikwa ikikataliwa kabla ya kusomwa.
access-refuse-viewing = Rudi kwenye hali ya sasa ili ucheze
access-refuse-not_your_turn = Ni zamu ya { $name }
access-refuse-wait = Subiri hadi kete zitulie
# Sehemu za ufikiaji za paneli.
access-ui_scale = Ukubwa wa maandishi na paneli
access-high_contrast = Utofautishaji mkubwa
access-turn_board = Geuza ubao kumwelekea mchezaji mwenye zamu
access-turn_board_hover = Watu wawili kwenye kompyuta moja: ubao unageuzwa ili mchezaji mwenye zamu awe upande wa chini
access-move_now = Cheza sasa
access-move_now_hover = Kompyuta icheze hatua bora zaidi iliyoipata hadi sasa
access-type_move = Andika hatua:
access-play = Cheza
access-board_as_text = Ubao kama maandishi
