## Kucheza ubaoni: kubofya kunakokataliwa, maswali, taarifa, matukio ya hatua, sauti.

# Kubofya kusikoanzisha hatua.
play-refuse-not_yours = { $pit } si lako: unacheza safu { $rows }
play-refuse-impossible = Hatua hiyo haiwezekani
# Maswali yanayoulizwa ubaoni.
play-kichwa_enter = { $side ->
    [left] Kete ziingie kwenye { -kichwa } cha kushoto { $pit }, zikipandwa kwenda kulia ({ $letter })
   *[right] Kete ziingie kwenye { -kichwa } cha kulia { $pit }, zikipandwa kwenda kushoto ({ $letter })
}
play-safari_question = Kete ya mwisho imeangukia { $house } yako.
play-safari_on = Safari: endelea kupanda (S)
play-safari_stop = Baki kwenye nyumba (N)
play-suggested = Pendekezo: { $pit } { $arrow }
# Taarifa.
play-not_loaded = Mchezo haukupakiwa: { $why }
play-move_refused = Hatua imekataliwa: { $why }
# Maelezo ya matukio ya hatua, chini ya taarifa.
play-event-capture = anakula { $count ->
    [one] kete moja
   *[other] kete { $count }
} kutoka { $pit }
play-event-safari = safari kutoka { $pit }: { $house } imeharibiwa
play-event-house_destroyed = { $house } ya { $side } imeharibiwa
play-event-block = { $block } kwenye { $pit }
play-event-claim = { $pit } lazima liliwe katika hatua ijayo ({ -hizi-zetu })
play-event-tax = kodi: { $count ->
    [one] kete moja inatolewa
   *[other] kete { $count } zinatolewa
} kutoka { $pit }
# Mipangilio ya sauti.
play-sound = Sauti
play-sound_on = imewashwa

## Alama za ubao wa 3D, zinazoelezwa kwa kuelekeza kiashiria na katika dirisha la Sheria.
board-can_start = Pete inayong'aa: hatua inaweza kuanzia hapa.
board-blocked = Pete yenye mstari: { $block }, shimo hili haliwezi kuanzisha hatua ijayo ya mwenye shimo.
board-last_start = Pete ya nukta: hatua iliyopita ilianzia hapa.
board-last_capture = Msalaba: hatua iliyopita ilikula kete za shimo hili.
board-marks = Alama kwenye ubao
play-one_way = Kete za { $pit } zinaweza kupandwa kuelekea { $way ->
    [left] kushoto
   *[right] kulia
} tu, kwa hiyo hatua inachezwa mara moja. Upande mwingine: { $why }.
