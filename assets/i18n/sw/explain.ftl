## Hatua ikielezwa kutoka kwenye mfuatano wake wa sheria (src/game/teach/narrate/explain.rs). Alama za
## kufundishia: [neno] linaunganisha na faharasa, [kinachoonyeshwa|ufunguo] kinaunganisha
## maandishi na neno; viungo vibaki katika kila lugha. Vichaguzi: $way = right | left (kwa
## mtazamo wa mwenye shimo), $clock = cw | ccw, $side = left | right (kichwa), $why = pits12 |
## pits78 | choice | keep, $turned = yes | no.

part-way = { $way ->
    [right] kwenda kulia
   *[left] kwenda kushoto
}
part-clock = { $clock ->
    [cw] mwendo wa saa
   *[ccw] kinyume cha mwendo wa saa
}
part-lap = Mzunguko wa { part-ordinal }
## Shimo la mwisho la mzunguko lilikuwa na nini kabla yake: kete $was mzunguko ulipoanza;
## $round = yes mzunguko wa kete 17 au zaidi ulipozunguka mashimo yote na kulitia kete mara
## $again kabla ya kete yake ya mwisho.
part-was = { $round ->
    [yes] { $was ->
        [0] lilikuwa tupu mzunguko ulipoanza; mzunguko ulipita mashimo yote na ulikuwa umeshalitia kete { $again ->
            [one] mara moja
           *[other] mara { $again }
        }
       *[other] kete { $was } mzunguko ulipoanza; mzunguko ulipita mashimo yote na ulikuwa umeshalitia kete { $again ->
            [one] mara moja
           *[other] mara { $again }
        }
    }
   *[no] { $was } kabla
}

explain-win-bao_hamna = Safu ya mbele ya { $loser } ni tupu: [Bao hamna]. { $winner } ameshinda mchezo.
explain-win-only_singletons = { $loser }, mwenye zamu katika [mtaji], hana shimo lenye kete mbili au zaidi, hivyo hana hatua halali: { $winner } ameshinda mchezo.
explain-win-only_endless = Kila hatua ambayo { $loser } angeweza kucheza ingepanda bila mwisho: { $winner } ameshinda mchezo.
explain-relays = { $count ->
    [one] { $who } [anaendelea kupanda|relay] mara moja zaidi, kutoka shimo lenye kete: { $pits }.
   *[other] { $who } [anaendelea kupanda|relay] mara { $count } zaidi, kila mara kutoka shimo lenye kete: { $pits }.
}
explain-claim_first = [Hizi zetu]: baada ya kuzuia { $pit }, { $who } lazima ale { $pit } kwanza, hata kama kuna mashimo mengine ya kula.
explain-namua_capture = Kula katika { $stage }: { $who } anaweka kete moja ya akiba kwenye { $pit }, lenye kete na linaloelekeana na { $facing }, ambalo lina kete.{ $at_house ->
    [yes] {" "}{ $pit } ni { $house } ya { $who }: inaweza kula, na inabaki kuwa yake.
   *[no] {""}
}
explain-namua_takasa = Hakuna kula kunakowezekana, hivyo hii ni hatua ya { $takasa }: { $who } anaweka kete moja ya akiba ({ $stage }) kwenye { $pit }.
explain-tax = Shimo pekee la mbele lenye kete ni { $house } { $pit }: hiyo ni kodi. { $who } anatoa { $seeds ->
    [one] kete moja tu na kuipanda
   *[other] kete { $seeds } tu na kuzipanda
} { part-way }; { $house } inabaki kuwa yake.
explain-tax_weak = Sasa { $house } { $pit } ina { $count ->
    [one] kete moja
   *[other] kete { $count }
}: bado ni ya { $who }, lakini ikiwa na kete chini ya 6 haifanyi tena kazi ya nyumba. Mpaka iwe na kete 6 tena ni shimo la kawaida, na kuipanda kunaiharibu.
explain-kuu_six = [Kuu] { $pit } ilikuwa na kete 6 hasa na ndiyo shimo pekee la mbele lenye kete: inapokea kete hiyo na { $who } anapanda kete zote { $count } { part-way } ({ part-clock }), jambo linaloiharibu.
explain-lift = { $count ->
    [one] { $who } anachukua kete moja ya { $pit } na kuipanda { part-way } ({ part-clock }).
   *[other] { $who } anachukua kete zote { $count } kutoka { $pit } na kuzipanda moja moja { part-way } ({ part-clock }).
}
explain-lift_lone = { $count ->
    [one] { $who } anachukua kete moja ya { $pit } na kuipanda { part-way } ({ part-clock }): [kichwa] kikiwa ndicho shimo pekee la mbele lenye kete, hupanda kuelekea katikati.
   *[other] { $who } anachukua kete zote { $count } kutoka { $pit } na kuzipanda moja moja { part-way } ({ part-clock }): [kichwa] kikiwa ndicho shimo pekee la mbele lenye kete, hupanda kuelekea katikati.
}
explain-capture_move = Hatua ya kula: mzunguko wake wa kwanza unaishia kwenye shimo la mbele lenye kete, linaloelekeana na shimo lenye kete.
explain-sixteen = Shimo lenye kete 16 au zaidi haliwezi kuanzisha kula, na hakuna shimo jingine linaloweza kula zamu hii, hivyo hii ni hatua ya { $takasa }: haili chochote.
explain-no_capture = Hakuna kula kunakowezekana zamu hii, hivyo hii ni hatua ya { $takasa }: haili chochote.
explain-kuu_first = Hakuna kula kunakowezekana zamu hii, hivyo hii ni hatua ya [takata], na [takata] ya kwanza ya mchezaji katika [mtaji] lazima ianzie kwenye [kuu] yake ikiwa bado ni yake: { $who } anapanda [kuu] { $pit }.
explain-lap_capture = { part-lap } unaishia kwenye { $pit }, shimo la mbele lililokuwa na kete ({ part-was }, { $count } sasa), na { $taken } linaloelekeana nalo lina { $seeds ->
    [one] kete moja: { $who } anaila ([kula]).
   *[other] kete { $seeds }: { $who } anazila ([kula]).
}{ $at_house ->
    [yes] {" "}{ $pit } ni { $house } ya { $who } mwenyewe, lakini kula kunatangulia uchaguzi wa kusimama hapo au kuendelea: { $house } haichukuliwi, na inabaki kuwa yake.
   *[no] {""}
}
explain-lap_relay = { part-lap } unaishia kwenye { $pit }, lililokuwa na kete ({ part-was }): [mwendelezo|relay]. { $who } anachukua kete zote { $count } na kuendelea kupanda upande uleule.
explain-lap_relay_takasa = { part-lap } unaishia kwenye { $pit }, lililokuwa na kete ({ part-was }): [mwendelezo|relay]. { $who } anachukua kete zote { $count } na kuendelea kupanda upande uleule. Shimo linaloelekeana nalo lina kete, lakini hatua ya { $takasa } haili kamwe.
explain-lap_relay_blocked = { part-lap } unaishia kwenye { $pit }, shimo lililozuiwa kwa { $block }, lililokuwa na kete ({ part-was }). Mzunguko unaoishia kwenye shimo lililozuiwa humaliza hatua, lakini si mzunguko wa kwanza wa hatua iliyoanzia shimo la 5: [mwendelezo|relay]. { $who } anachukua kete zote { $count } na kuendelea kupanda upande uleule.{ $facing ->
    [yes] {" "}Shimo linaloelekeana nalo lina kete, lakini hatua ya { $takasa } haili kamwe.
   *[no] {""}
}
explain-lap_house_relay = { part-lap } unaishia kwenye { $house } { $pit } ya { $who } mwenyewe, sasa yenye kete { $count }: { $why ->
    [mtaji] katika [mtaji] hatua ya kula haisimami kwenye nyumba
   *[small] ikiwa na kete chini ya 6 ni shimo la kawaida
}, hivyo ni [mwendelezo|relay]: { $who } anachukua kete zote { $count } na kuendelea kupanda upande uleule.{ $facing ->
    [yes] {" "}Shimo linaloelekeana nalo lina kete, lakini hatua ya { $takasa } haili kamwe.
   *[no] {""}
}
explain-lap_house_choice = { part-lap } unaishia kwenye { $house } { $pit } ya { $who } mwenyewe, sasa yenye kete { $count }: katika hatua ya kula ya { $stage } mchezaji anaweza kusimama hapo au kuendelea.
explain-lap_empty = { part-lap } unaishia kwenye { $pit }, lililokuwa tupu: hatua inaishia hapo.
explain-lap_house_stop = { part-lap } unaishia kwenye { $house } { $pit } ya { $who } mwenyewe, sasa yenye kete { $count }: { $who } anachagua kusimama hapo, na nyumba inabaki.
explain-lap_house_takasa = { part-lap } unaishia kwenye { $house } { $pit } ya { $who } mwenyewe, sasa yenye kete { $count }: hatua ya { $takasa } husimama kwenye nyumba yenye kete 6 au zaidi.
explain-lap_blocked = { part-lap } unaishia kwenye { $pit }, shimo lililozuiwa kwa { $block }: hatua inaishia hapo.
explain-lap_won = { part-lap } unaishia kwenye { $pit }: safu ya mbele ya { $opponent } sasa ni tupu, hivyo hatua inaishia hapo.
explain-lap_lost = { part-lap } unaishia kwenye { $pit }, na safu ya mbele ya { $who } mwenyewe sasa ni tupu: { $who } ameshindwa ([Bao hamna]).
explain-entry = { $count ->
    [one] Kete moja kutoka { $pit } inaingia
   *[other] Kete { $count } kutoka { $pit } zinaingia
} kwenye [kichwa] cha { $side ->
    [left] kushoto
   *[right] kulia
} { $kichwa } na kupandwa { part-way } ({ part-clock }): { $why ->
    [pits12] kete zilizoliwa kwenye shimo 1 au 2 huingia kwenye kichwa cha kushoto
    [pits78] kete zilizoliwa kwenye shimo 7 au 8 huingia kwenye kichwa cha kulia
    [choice] hatua ya { $stage } inapokula kwa mara ya kwanza kwenye mashimo 3 hadi 6, mchezaji huchagua kichwa
   *[keep] kula kwenye mashimo 3 hadi 6 hakubadilishi upande
}.{ $turned ->
    [yes] {" "}Upande wa kupanda unageuka.
   *[no] {""}
}
explain-house_captured = Kuchukua kete zake kunaharibu { $house } ya { $owner } kabisa.
explain-house_lifted = Kuchukua kete za { $house } kunaiharibu: { $owner } hana { $house } tena.
explain-house_mtaji = Hatua ya kwanza ya kula katika [mtaji] inaharibu { $house } ya { $owner }.
explain-safari = { $who } anaendelea: [safari]. Kete zote za { $house } { $pit } zinachukuliwa na kupandwa mbele.
explain-block = Hatua hii ya { $takasa } inaweka { $block } kwenye { $pit }: { $opponent } hawezi kula, na { $pit } ndilo shimo pekee ambalo { $who } angeweza kula baadaye{ $over ->
    [yes] . Lakini hatua hii imeshinda mchezo, hivyo hakuna hatua ijayo ambayo kizuizi kingeifunga.
   *[no] , hivyo katika hatua ijayo ya { $opponent } hawezi kuanzia hapo, na mzunguko unaoishia hapo unasimama{ $exception ->
        [yes] , isipokuwa mzunguko wa kwanza wa hatua iliyoanzia shimo la 5
       *[no] {""}
    }.{ $claim ->
        [yes] {" "}Kisha hatua ijayo ya { $who } lazima ile { $pit } kwanza, ikiwa bado linaweza kuliwa.
       *[no] {""}
    }
}

explain-never_ends = { $move } isingekwisha kamwe: tangu mzunguko fulani, kila mzunguko unaishia kwenye shimo lenye kete bila kula chochote, na upandaji unarudi kwenye hali uliyokuwa nayo awali (kete zilezile ubaoni, shimo lilelile, upande uleule), hivyo ungezunguka milele. Hatua isiyokwisha si halali.
explain-claim = Dai la [hizi zetu]: { $opponent }, aliyeweka kizuizi, sasa lazima ale { $pit } kwanza.
explain-in_all = Kwa jumla: amekula { $captures ->
    [one] mara moja
   *[other] mara { $captures }
}, { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
}, katika { $laps ->
    [one] mzunguko mmoja
   *[other] mizunguko { $laps }
}.
# Kanuni ambayo sentensi inaitegemea, baada yake kwenye mabano: vitambulisho vya RULES.md
# (G4, N2...) vinabaki; sehemu zake zenye namba zinatajwa kwa lugha hii.
explain-rule-section = sehemu ya { $section }
explain-rule-step = sehemu ya { $section }, kifungu cha { $step }
