## Maoni ya masomo juu ya hatua (src/game/teach/lessons/feedback.rs): hatua ilifanya nini,
## kutoka kwenye mfuatano wake wa sheria, na kwa nini haikutimiza lengo la zoezi, yakimwambia
## mchezaji aliyeicheza. Maneno ya kawaida, bila viungo vya faharasa. $house ni neno la Bao la
## nyumba katika mchezo huo (nyumba, au kuu katika Bao la Kete); $way = right | left
## (part-way); $opponent ni jina la upande mwingine; $goal, $pit, $kichwa ni mashimo kama
## yanavyoandikwa (A6, a2): shimo ni ngeli ya li-/ya- ("shimo lako", "mashimo yako").

feedback-list = { $rest } na { $last }
feedback-capture_item = { $pit } ({ $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
})

feedback-sow = { $seeds ->
    [one] Umepanda kete moja ya { $pit } { part-way }.
   *[other] Umepanda kete { $seeds } za { $pit } { part-way }.
}
feedback-reserve = Umeweka kete moja ya akiba yako kwenye { $pit }.
feedback-reserve_sow = Umeweka kete moja ya akiba yako kwenye { $pit } na kupanda { $seeds ->
    [one] kete yake moja
   *[other] kete zake { $seeds }
} { part-way }.
feedback-tax = Umeweka kete moja ya akiba yako kwenye { $house } yako { $pit }, ukatoa kete 2 na kuzipanda { part-way }.
feedback-tax_weak = Sasa { $house } yako { $pit } ina { $count ->
    [one] kete moja
   *[other] kete { $count }
}: bado ni yako, lakini ikiwa na kete chini ya 6 haifanyi tena kazi ya { $house } mpaka iwe na kete 6 tena.
feedback-tax_all = Umeweka kete moja ya akiba yako kwenye { $house } yako { $pit } na kupanda kete zake zote { $count } { part-way }.
feedback-captured = Umekula { $list }.
feedback-captured_nothing = Hatua hii haikula chochote.
feedback-end_empty = { $laps ->
    [one] Baada ya mzunguko mmoja, kete ya mwisho iliangukia { $pit }, lililokuwa tupu, na hatua ikaishia hapo.
   *[other] Baada ya mizunguko { $laps }, kete ya mwisho iliangukia { $pit }, lililokuwa tupu, na hatua ikaishia hapo.
}
feedback-end_house = { $laps ->
    [one] Baada ya mzunguko mmoja, hatua ilisimama kwenye { $house } yako { $pit }.
   *[other] Baada ya mizunguko { $laps }, hatua ilisimama kwenye { $house } yako { $pit }.
}
feedback-end_blocked = { $laps ->
    [one] Baada ya mzunguko mmoja, hatua ilisimama kwenye { $pit }, shimo lililozuiwa.
   *[other] Baada ya mizunguko { $laps }, hatua ilisimama kwenye { $pit }, shimo lililozuiwa.
}
feedback-safari = Umeendelea kupanda kutoka { $house } yako { $pit }: si yako tena.
feedback-house_lost_mine = Umepoteza { $house } yako { $pit }.
feedback-house_lost_theirs = { $opponent } amepoteza { $house } yake { $pit }.
feedback-block = { $opponent } hawezi kucheza { $pit } katika zamu yake ijayo.
feedback-won-bao_hamna = Umeshinda: safu ya mbele ya { $opponent } ni tupu.
feedback-won-singletons = Umeshinda: { $opponent } hana shimo lenye kete 2 au zaidi, hivyo hana hatua.
feedback-won-endless = Umeshinda: kila hatua ambayo { $opponent } angeweza kucheza isingekwisha.
feedback-lost-bao_hamna = Umeshindwa: safu yako ya mbele ni tupu.
feedback-lost-singletons = Umeshindwa: huna shimo lenye kete 2 au zaidi, hivyo huna hatua.
feedback-lost-endless = Umeshindwa: kila hatua ambayo ungeweza kucheza isingekwisha.

feedback-why-end_in = Kazi ilikuwa kucheza hatua inayoishia { $goal }; hatua hii imeishia { $pit }.
feedback-why-end_in_none = Kazi ilikuwa kucheza hatua inayoishia { $goal }; hatua hii haikuishia hapo.
feedback-why-capture = Kazi ilikuwa kula { $goal }; hatua hii imekula { $list }.
feedback-why-capture_none = Kazi ilikuwa kula { $goal }; hatua hii haikula chochote.
feedback-why-capture_seeds = Kazi ilikuwa kula kete { $n } au zaidi; { $seeds ->
    [0] hatua hii haikula chochote.
    [one] hatua hii imekula kete moja tu.
   *[other] hatua hii imekula kete { $seeds } tu.
}
feedback-why-captures = Kazi ilikuwa kula { $n ->
    [one] mara moja
   *[other] mara { $n }
} katika hatua moja; { $count ->
    [0] hatua hii haikula hata mara moja.
    [one] hatua hii imekula mara moja tu.
   *[other] hatua hii imekula mara { $count } tu.
}
feedback-why-relays = Kazi ilikuwa kucheza hatua inayoendelea kupanda kutoka shimo lenye kete { $n ->
    [one] angalau mara moja
   *[other] angalau mara { $n }
}; { $count ->
    [0] hatua hii haikufanya hivyo hata mara moja.
    [one] hatua hii imefanya hivyo mara moja tu.
   *[other] hatua hii imefanya hivyo mara { $count } tu.
}
feedback-why-safe_takasa = Baada ya hatua hii { $opponent } anaweza kula { $n ->
    [one] shimo lako { $list }.
   *[other] mashimo yako { $list }.
}
feedback-why-not_takasa = Kazi ilikuwa kucheza hatua isiyokula chochote.
feedback-why-lost = Hatua hii imepoteza mchezo.
feedback-why-block = Kazi ilikuwa kuzuia { $goal }; hatua hii imezuia { $pit }.
feedback-why-block_none = Kazi ilikuwa kuzuia { $goal }; hatua hii haikuzuia shimo lolote.
feedback-why-safari_stop = Umesimama kwenye { $house } yako badala ya kuendelea.
feedback-why-safari_none = Hakuna mzunguko wa hatua hii ulioishia kwenye { $house } yako, hivyo hapakuwa na la kuchagua.
feedback-why-win = { $opponent } bado anaweza kucheza: mchezo unaendelea.
feedback-why-win_other = Umeshinda, lakini si kwa njia ambayo kazi inaitaka.
feedback-why-notation = Kazi ilikuwa { $wanted }; wewe umechagua { $played }.
feedback-why-go_on = Bado: mpinzani anajibu, kisha ni zamu yako tena.

feedback-move-sow = kupanda kete za { $pit } { part-way }
feedback-move-namua = kuweka kete yako kwenye { $pit }
feedback-move-namua_sow = kuweka kete yako kwenye { $pit } na kupanda { part-way }
feedback-move-namua_kichwa = kuweka kete yako kwenye { $pit } na kuingiza kete zilizoliwa kwenye { $kichwa }
feedback-move-safari = { $move } na kuendelea kupanda kutoka { $house } yako
