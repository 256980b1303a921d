## Mafumbo: fumbo moja linalotatuliwa (src/game/teach/practice/solving.rs) na kumbukumbu ya mazoezi
## ya mchezaji pamoja na kiwango chake (src/game/records/ratings.rs). `$side` na `$opponent`
## ni Kusini au Kaskazini, `$house` jina la nyumba (nyumba, au kuu katika Bao la Kete),
## `$move` na `$reply` hatua kwa maandishi ya hatua, `$line` mfululizo wa hatua.

practice-task_win = Zamu ya { $side }: { $moves ->
    [one] tafuta hatua inayoshinda mchezo.
    [2] tafuta njia ya kushinda: hatua zako mbili, na jibu la { $opponent } kati ya hatua hizo.
   *[other] tafuta njia ya kushinda: hatua zako { $moves }, na majibu ya { $opponent } kati ya hatua hizo.
}
practice-task_house = Zamu ya { $side }: tafuta hatua inayokula { $house } ya { $opponent }.
practice-task_seeds = Zamu ya { $side }: tafuta hatua inayokupatia kete nyingi zaidi, ukitoa zile ambazo { $opponent } anaweza kula papo hapo.
practice-task_hold = Zamu ya { $side }: tafuta hatua ambayo baada yake { $opponent } anaweza kula kete chache zaidi papo hapo.
practice-right = { $move } ni sahihi.
practice-miss = { $move } si suluhisho.
practice-why-lost = Hatua hii inakupotezea mchezo.
practice-why-win = Haishindi: mchezo unaendelea, na { $opponent } ana jibu.
practice-why-house = Hatua hii haili { $house } ya { $opponent }.
practice-why-seeds = { $seeds ->
    [0] Haili kete yoyote,
    [one] Inakula kete moja,
   *[other] Inakula kete { $seeds },
} na { $count ->
    [0] { $opponent } hawezi kula kete yoyote papo hapo.
    [one] { $opponent } anaweza kula kete moja papo hapo.
   *[other] { $opponent } anaweza kula kete { $count } papo hapo.
}
practice-why-solution_seeds = Suluhisho linakula { $seeds ->
    [one] kete moja,
   *[other] kete { $seeds },
} na { $count ->
    [0] baada yake { $opponent } hawezi kula kete yoyote papo hapo.
    [one] baada yake { $opponent } anaweza kula kete moja tu papo hapo.
   *[other] baada yake { $opponent } anaweza kula kete { $count } papo hapo.
}
practice-why-hold = { $count ->
    [one] Baada yake { $opponent } anaweza kula kete moja papo hapo;
   *[other] Baada yake { $opponent } anaweza kula kete { $count } papo hapo;
} baada ya suluhisho { $best ->
    [0] hawezi kula kete yoyote.
    [one] anaweza kula kete moja tu.
   *[other] anaweza kula kete { $best } tu.
}
practice-why-reply_wins = Baada yake { $opponent } anaweza kushinda mchezo papo hapo.
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
