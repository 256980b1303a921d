## Mafumbo: fumbo moja linalotatuliwa (src/game/teach/practice/solving.rs) na kumbukumbu ya mazoezi
## ya mchezaji pamoja na kiwango chake (src/game/records/ratings.rs). `$side` na `$opponent`
## ni Kusini au Kaskazini, `$house` jina la nyumba (nyumba, au kuu katika Bao la Kete),
## `$move` na `$reply` hatua kwa maandishi ya hatua, `$line` mfululizo wa hatua.

practice-task_win = Zamu ya { $side }: { $moves ->
    [one] tafuta hatua inayoshinda mchezo.
   *[other] tafuta hatua { $moves } zinazoshinda mchezo.
}
practice-task_house = Zamu ya { $side }: { $moves ->
    [one] tafuta hatua inayokula { $house }.
   *[other] tafuta hatua { $moves } zinazokula { $house }.
}
practice-task_seeds = Zamu ya { $side }: { $moves ->
    [one] tafuta hatua inayokula kete nyingi zaidi.
   *[other] tafuta hatua { $moves } zinazokula kete nyingi zaidi.
}
practice-task_hold = Zamu ya { $side }: { $moves ->
    [one] tafuta hatua pekee isiyotoa kitu.
   *[other] tafuta hatua { $moves } zisizotoa kitu.
}
practice-right = { $move } ni sahihi.
practice-miss = { $move } si suluhisho.
practice-why-lost = Hatua hii inakupotezea mchezo.
practice-why-win = Haishindi: mchezo unaendelea, na { $opponent } ana jibu.
practice-why-house = { $house } ya { $opponent } inabaki salama.
practice-why-seeds = { $seeds ->
    [0] Haili kete yoyote,
    [one] Inakula kete moja,
   *[other] Inakula kete { $seeds },
} na { $count ->
    [0] suluhisho linakula zaidi.
    [one] { $opponent } anakula kete moja papo hapo.
   *[other] { $opponent } anakula kete { $count } papo hapo.
}
practice-why-hold = { $count ->
    [0] Inatoa zaidi kuliko suluhisho, ingawa si papo hapo.
    [one] Inatoa kete moja: { $opponent } anaila papo hapo.
   *[other] Inatoa kete: { $opponent } anakula kete { $count } papo hapo.
}
practice-reply = { $opponent } anajibu { $reply }.
practice-answer = Jibu la injini: { $opponent } anacheza { $reply }.
practice-go_on = Sahihi hadi sasa: tafuta hatua inayofuata.
practice-solved = Umelitatua!
practice-solved_after_miss = Umelitatua baada ya kukosa: kwa kiwango chako linahesabiwa kuwa halijatatuliwa.
practice-again = Jaribu tena.
practice-failed = Umekosa mara mbili: fumbo hili halijatatuliwa. Hili ndilo suluhisho.
practice-solution = Suluhisho: { $line }

practice-rating = Kiwango cha mafumbo: { $n }
practice-rating_provisional = Kiwango cha mafumbo: { $n }? (bado kinakadiriwa)
practice-streak = { $count ->
    [one] Fumbo moja limetatuliwa
   *[other] Mafumbo { $count } yametatuliwa
} mfululizo (bora: { $n })
practice-theme_progress = { $n } kati ya { $of } yametatuliwa

practice-file-damaged = Kumbukumbu yako ya mazoezi { $file } haikuweza kusomwa ({ $detail }); imehifadhiwa kama { $kept }, na mazoezi yanaendelea na kumbukumbu tupu.
practice-file-not_kept = Kumbukumbu yako ya mazoezi { $file } haikuweza kusomwa ({ $detail }) wala kuwekwa kando ({ $error }); mazoezi yanaendelea na kumbukumbu tupu.
practice-file-newer = Kumbukumbu yako ya mazoezi { $file } iliandikwa na Bao mpya zaidi (toleo { $found }; hili linasoma toleo { $supported }); imeachwa kama ilivyo, na mazoezi katika dirisha hili hayarekodiwi.
