## Paneli ya pembeni, Mipangilio, fomu ya mchezo mpya, mechi, historia na marudio
## (src/app/ui/panel.rs, src/app/play/viewer.rs, src/game/play/matches.rs).

panel-new_game = Mchezo mpya
panel-new_match = Mechi mpya
panel-next_game = Mchezo unaofuata (pande zinabadilishana)
panel-rematch = Marudiano
panel-play_again = Cheza tena
panel-again_hover = Wachezaji na sheria zilezile; upande wa Kusini unachezwa na mwingine
panel-wins = { $person ->
    [me] Umeshinda
   *[other] { $name } ameshinda
}
panel-front_row_empty = { $person ->
    [me] Safu yako ya mbele ni tupu.
   *[other] Safu ya mbele ya { $name } ni tupu.
}
panel-no_legal_move = { $person ->
    [me] Huna hatua halali.
   *[other] { $name } hana hatua halali.
}
panel-sowing = Kete zinapandwa... (Space au kubofya kunaonyesha mwisho wa mpando mara moja)
panel-ask_kichwa = Kete zilizoliwa ziingie wapi? Bofya { -kichwa } (au bonyeza 1 = kushoto kwako, shimo 1, kutoka hapo zinapandwa kuelekea kulia; 8 = kulia kwako, shimo 8, kutoka hapo zinapandwa kuelekea kushoto).
panel-ask_safari = Safari, au ubaki kwenye nyumba? (S / N)
panel-thinking_of = { $person ->
    [me] Kompyuta inafikiri badala yako...
   *[other] { $name } anafikiri...
}
panel-waiting_for = Inasubiri hatua ya { $name }.
panel-to_move = { $person ->
    [me] Zamu yako: chagua shimo.
   *[other] Zamu ya { $name }: chagua shimo.
}
panel-blocked = { $rule }: { $pit } haliwezi kuanzisha hatua, na mzunguko unaoishia hapo unasimama
panel-claim = { -hizi-zetu }: { $pit } lazima liliwe kwanza
panel-undo = Tendua
panel-redo = Rudia
panel-thinking = Inafikiri...
panel-hint = Dokezo
panel-hint_hover = Pendekeza hatua (chaguo la Bingwa)
panel-fold = Kunja paneli iwe ukanda mwembamba: ubao uchukue upana wote
panel-unfold = Fungua paneli
panel-settings = Mipangilio
panel-suggestion = Pendekezo: { $move }
panel-language = Lugha
panel-animation_speed = Kasi ya uhuishaji
panel-show_counts = Onyesha idadi ya kete
panel-show_hints = Onyesha mashimo yanayoweza kuanzisha hatua
panel-reduced_motion = Mwendo mdogo (kete zinarukia mashimo yao moja kwa moja)
panel-show_coordinates = Majina ya mashimo
panel-show_coordinates_hover = Herufi za safu na namba za mashimo kando ya ubao
panel-show_threats = Onyesha mashimo yako yaliyo hatarini kuliwa
panel-show_threats_hover = Msaada: mashimo yako ambayo mpinzani angeweza kula kete zake katika hatua yake ijayo
panel-graphics = Michoro
panel-graphics_auto_low = kiotomatiki: chini (hakuna kadi ya michoro)
panel-graphics_auto_high = kiotomatiki: juu (kadi ya michoro)
panel-moves = Hatua
panel-start = Mwanzo
panel-history_hover = Tazama hali ya ubao baada ya hatua hii
panel-house_gone = imeharibiwa
panel-house_standing = ipo
panel-house_weak = bado ina mwenyewe, chini ya kete 6
panel-player_stage = kipindi: { $stage }
panel-player_state = kipindi: { $stage }   akiba: { $reserve }   { $house_name }: { $house }
panel-rows_south_bottom = safu A, B (chini)
panel-rows_south_top = safu A, B (juu)
panel-rows_north_bottom = safu a, b (chini)
panel-rows_north_top = safu a, b (juu)
panel-form-game = Mchezo
panel-form-rules = Sheria:
panel-form-single = Mchezo mmoja
panel-form-best_of_three = Mechi ya michezo mitatu
panel-form-player_a = Mchezaji A
panel-form-player_b = Mchezaji B
panel-form-name = Jina
panel-form-computer = Kompyuta
panel-form-first_south = Kusini (anaanza) katika mchezo wa kwanza:
panel-form-match_note = Wachezaji hubadilishana pande kila mchezo; anayeshinda michezo miwili ameshinda mechi.
panel-match-heading = Mechi ya michezo mitatu, mchezo wa { $game ->
    [1] kwanza
    [2] pili
    [3] tatu
   *[other] { $game }
}: { $a } { $score } { $b }
panel-match-winner = { $person ->
    [me] Umeshinda mechi { $score }
   *[other] { $name } ameshinda mechi { $score }
}
panel-match-game = Mchezo wa { part-ordinal }
panel-match-sides = { $south } (Kusini) dhidi ya { $north }
panel-match-won = { $person ->
    [me] Ulishinda
   *[other] { $name } alishinda
}
panel-view-start = Mwanzo (Home)
panel-view-back = Hatua moja nyuma (Page Up)
panel-view-on = Hatua moja mbele (Page Down)
panel-view-end = Rudi kwenye mchezo (End)
panel-view-pause = Simamisha
panel-view-play = Cheza
panel-view-play_hover = Onyesha hatua moja baada ya nyingine
# $move ni hatua kama historia inavyoihesabu ("10. A3L", "19... a4R"); $turn na $turns
# zinahesabu hatua za kila mchezaji moja moja.
panel-view-looking = Unatazama hali ya ubao baada ya { $move } (hatua ya { $turn } kati ya { $turns }) (End: rudi kwenye mchezo)
panel-view-looking_start = Unatazama hali ya ubao ya mwanzo (End: rudi kwenye mchezo)
panel-click_for_rules = Bofya kusoma maneno haya katika sheria.
panel-hint_in_lesson = Somo lina dokezo lake, katika dirisha la Jifunze.
panel-undo_in_puzzle = Fumbo halitenduliwi: hatua isiyo sahihi hurudishwa yenyewe.
panel-study-analysis = Ubao wa uchambuzi: unacheza pande zote mbili
panel-study-trainer = Zoezi la mpando
panel-study-solver = Wewe, unatatua fumbo
panel-study-replies = Majibu ya fumbo
panel-moves_marks_short = (alama: weka kiashiria hapa)
panel-moves_marks = Hatua inavyoandikwa: shimo lake: safu (ya mbele A na ya nyuma B za Kusini; a na b za Kaskazini) na namba ya shimo, 1 hadi 8 kuanzia kushoto kwa mwenye safu, kisha L au R, upande inavyopandwa kwa mtazamo wa anayecheza (katika kula kwa namua, kichwa kilichochaguliwa: L cha kushoto, R cha kulia). Baada yake: * takasa (hatua isiyokula chochote), ** takasa inayoweka takasia, > safari imechezwa (nyumba imefunguliwa na kupandwa), # hatua inayoshinda mchezo.
panel-cursor_ring = Duara la buluu linaonyesha kishale cha kibodi: vitufe vya mishale hukisogeza, na kitufe cha Ingiza huchagua shimo lake.
