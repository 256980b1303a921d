## Mchezo wa kwanza wenye mwongozo (src/game/teach/course/guide.rs): sauti ya masomo kando ya ubao, kabla
## ya hatua ya mchezaji (hatua ya aina gani inawezekana sasa, na kwa nini) na baada ya jibu la
## kompyuta (ilifanya nini). Mchezaji aliye kwenye skrini hii ni "wewe"; $who ni upande wa
## kompyuta. Alama za kufundishia kama katika explain.ftl: [neno] linaunganisha na faharasa.

guide-list_or = { $rest } au { $last }
guide-list_and = { $rest } na { $last }
guide-namua = Uko katika [namua]: una { $count ->
    [one] kete moja
   *[other] kete { $count }
} katika akiba yako. Kila hatua yako inaanza kwa kuweka mojawapo kwenye shimo lenye kete la safu yako ya mbele (N1, N2).
guide-must_capture = Kula kunawezekana, hivyo lazima ule: kula ni lazima (N1, G7). Weka kete yako kwenye { $pits }: { $count ->
    [one] lina kete na linaelekeana na shimo la { $opponent } ambalo pia lina kete,
   *[other] kila moja lina kete na linaelekeana na shimo la { $opponent } ambalo pia lina kete,
} nawe unachukua kete zote za shimo linaloelekeana nalo.
guide-kichwa_choice = Ukila kwenye { $pits } (mashimo 3 hadi 6), wewe unachagua mahali kete zilizoliwa zinapoingia: kwenye [kichwa] cha kushoto { $left }, zikipandwa kwenda kulia, au kwenye [kichwa] cha kulia { $right }, zikipandwa kwenda kushoto (G6).
guide-kichwa_forced = Ukila kwenye { $pits } (mashimo 1, 2, 7 au 8), huchagui [kichwa]: kete zilizoliwa kwenye shimo 1 au 2 huingia kwenye kichwa cha kushoto { $left }, na zilizoliwa kwenye shimo 7 au 8 kwenye kichwa cha kulia { $right } (G6).
guide-takasa = Hakuna kula kunakowezekana, hivyo hatua yako lazima iwe { $takasa }: haili chochote (N2, G5). Weka kete yako kwenye { $pits } na upande kete zake zote{ $both ->
    [yes] {" "}kwenda kushoto au kulia
   *[no] {""}
}.
guide-tax = Hakuna kula kunakowezekana, hivyo hatua yako lazima iwe { $takasa } (N2). Shimo lako pekee la mbele lenye kete ni { $house } yako { $pit }, hivyo inalipa kodi: inapokea kete, kete 2 tu zinatolewa nawe unazipanda kwenda kushoto au kulia; { $house } inabaki kuwa yako.
guide-tax_kuu_six = Hakuna kula kunakowezekana, hivyo hatua yako lazima iwe { $takasa } (N2). Shimo lako pekee la mbele lenye kete ni { $house } yako { $pit }, nayo ina kete 6 hasa: inapokea kete, na kete zote 7 zinachukuliwa na kupandwa kwenda kushoto au kulia, jambo linaloiharibu { $house } (K1).
guide-tax_from_six = Sasa ina kete 6 hasa: baada ya kodi itakuwa na kete 5, na ikiwa na kete chini ya 6 haifanyi tena kazi ya nyumba mpaka iwe na kete 6 tena (sehemu ya 8).
guide-house_kept = Huwezi kuweka kete kwenye { $house } yako { $pit }: maadamu ni yako na ina kete 6 au zaidi inafanya kazi ya nyumba, na nyumba haimwagwi wakati shimo jingine la mbele lina kete (N2).
guide-singletons = { $count ->
    [one] Shimo lako { $pits } lina kete moja tu na haliwezi kuipokea
   *[other] Mashimo yako { $pits } yana kete moja moja tu na hayawezi kuipokea
} wakati shimo la mbele lina kete mbili au zaidi (N2).
guide-house_standing = Shimo la mraba { $pit }, la tano kutoka kushoto kwako, ni { $house } yako. Imesimama: ni yako, ina { $count ->
    [one] kete moja
   *[other] kete { $count }
}, na ikiwa na kete 6 au zaidi inafanya kazi ya nyumba. Utaipoteza { $opponent } akiila au ukipanda kete zake{ $variant ->
    [kiswahili] , na nyumba zote mbili hupotea mwanzoni mwa hatua ya kwanza ya kula iliyochezwa na mchezaji aliye katika [mtaji] (sehemu ya 8)
   *[other] {""}
}.
guide-house_weak = Bado unayo { $house } yako { $pit }, lakini ina { $count ->
    [one] kete moja tu
   *[other] kete { $count } tu
}: mpaka iwe na kete 6 tena ni shimo la kawaida, na kuipanda kunaiharibu (sehemu ya 8).
guide-house_gone = Huna { $house } tena: shimo lako { $pit } ni shimo la kawaida.
guide-mtaji = Uko katika [mtaji]: akiba yako imekwisha. Hatua inachukua kete zote za mojawapo ya mashimo yako yenye kete mbili au zaidi (M1).
guide-mtaji_capture = Kula kunawezekana, hivyo lazima ule (M2, G7): anzia { $pits }.
guide-mtaji_takasa = Hakuna kula kunakowezekana, hivyo hatua yako lazima iwe { $takasa } (M3): anzia { $pits }.
guide-blocked = Shimo lako { $pit } limezuiwa kwa { $block } katika hatua hii: huwezi kuanzia hapo, na mzunguko wako unaoishia hapo unasimama (T3).
guide-one_way = { $pit } ndilo shimo lako pekee la mbele lenye kete, nalo ni [kichwa]: hupanda kuelekea katikati, hivyo { $way ->
    [right] kwenda kulia tu
   *[left] kwenda kushoto tu
} (N2, M3).
guide-wins_now = { $count ->
    [one] Hatua { $which } inakupa ushindi papo hapo: usitafute zaidi.
   *[other] Hatua { $which }, kila moja inakupa ushindi papo hapo: usitafute zaidi.
}
guide-takasa_gives = Baada ya { $which }, { $opponent } angeweza kula (hadi { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
}){ $all ->
    [yes] : kila hatua uliyo nayo inampa { $opponent } nafasi ya kula.
   *[no] .
}
guide-takasa_safe = { $count ->
    [one] { $which } haimwachii { $opponent } cha kula.
   *[other] { $which } hazimwachii { $opponent } cha kula.
}
guide-takasa_blocks = { $count ->
    [one] { $which } ingeweka
   *[other] { $which } zingeweka
} { $block } kwenye { $pit } (T1): katika hatua ijayo ya { $opponent } hakuna hatua inayoweza kuanzia { $pit }, na mzunguko unaoishia hapo unasimama (T3).
guide-largest_capture = { $count ->
    [one] Hatua yako pekee ya kula, { $move }, inachukua { $seeds ->
        [one] kete moja.
       *[other] kete { $seeds }.
    }
   *[other] Kati ya hatua zako { $count } za kula, { $move } inachukua kete nyingi zaidi: { $seeds ->
        [one] kete moja.
       *[other] kete { $seeds }.
    }
}
guide-singleton_danger = Baada ya { $which } usingekuwa na shimo lenye kete mbili au zaidi: jibu la { $opponent } likiacha hali hiyo, umeshindwa, kwa sababu mchezaji wa [mtaji] mwenye kete moja moja tu hana hatua (W2).
guide-safari_choice = Kula kutoka { $pits } kunaweza kumaliza mzunguko kwenye { $house } yako { $pit } yenye kete 6 au zaidi, bila cha kula mbele yake: hapo unachagua kusimama, na { $house } inabaki, au kuendelea kwa [safari], jambo linaloiharibu (sehemu ya 6, kifungu cha 4).
guide-reply_captured = Kwa jumla { $who } amekula { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} kutoka { $count ->
    [one] shimo lako
   *[other] mashimo yako
} { $pits }.
guide-reply_nothing = { $who } hakula chochote: kete zako zote ziko pale zilipokuwa.
guide-reply_your_house = { $why ->
    [captured] { $who } ameila { $house } yako { $pit }: imeharibiwa kabisa, na huna nyumba tena.
   *[mtaji] Hatua ya kwanza ya kula katika [mtaji] inaharibu pia { $house } yako { $pit }: huna nyumba tena.
}
guide-reply_block = Hatua hii ya { $takasa } ya { $who } inaweka { $block } kwenye shimo lako { $pit }: katika hatua yako ijayo huwezi kuanzia hapo, na mzunguko wako unaoishia hapo unasimama (T3).
guide-reply_claim = Katika hatua iliyopita uliweka { $block } kwenye { $pit }, hivyo sasa lazima ule { $pit } kwanza (K3).
guide-reply_won = { $person ->
    [me] Umeshinda mchezo: { $reason }.
   *[other] { $who } ameshinda mchezo: { $reason }.
}

## Dirisha la mwongozo na ukaribisho (src/app/ui/course/guide.rs, src/app/ui/welcome.rs).
guide-window = Mchezo wako wa kwanza
guide-move_n = Hatua yako ya { $n }: mwongozo unaeleza kila hatua hadi utakapofunga dirisha hili.
guide-wait = Mwanzo anafikiri; mwongozo utakueleza hatua yake ilifanya nini.
guide-game_over = Mchezo umekwisha. Uuchambue uone wapi ungeweza kucheza vizuri zaidi.
welcome-title = Karibu Bao!
welcome-text = Bao ni mchezo mkuu wa ubao wa Afrika Mashariki: safu nne za mashimo manane na kete 64. Unachezwa kwa kutawanya kete katika safu zako mbili na kula kete za mpinzani wako. Je, wewe ni mgeni katika mchezo huu? Mafunzo yanakuongoza kutoka kete ya kwanza hadi mchezo kamili, au cheza mchezo wa kwanza ukiwa na mwongozo kando ya ubao.
welcome-learn = Jifunze kucheza
welcome-learn_hover = Mafunzo: mazoezi mafupi ubaoni, kutoka kete ya kwanza hadi mchezo kamili.
welcome-guided = Mchezo wa kwanza wenye mwongozo
welcome-guided_hover = Mchezo kamili dhidi ya Mwanzo, kiwango rahisi kuliko vyote, kila hatua yako ikielezwa hadi utakapofunga mwongozo.
welcome-play = Cheza
welcome-play_hover = Chagua mchezo na mpinzani wako.
