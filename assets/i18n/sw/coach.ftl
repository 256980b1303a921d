## Mkufunzi: hatua iliyochambuliwa kwa maneno (src/game/teach/coach/advice.rs) na mazoezi ya
## "jifunze kutokana na makosa yako" (src/game/teach/coach/drill.rs). Maandishi matupu, bila viungo vya
## faharasa. Hatua zimeandikwa kwa nukuu ($best, $played, $reply, $tried: A4L*, b6R); hatua
## ni ngeli ya i-/zi- ("B3R yako ilikula"). $person ni mwenye hatua na $them mpinzani wake:
## `me` kwa mchezaji aliye mbele ya skrini hii, vinginevyo wanatajwa kwa majina ($mover,
## $opponent). $house ni nyumba (Kete: kuu), $takasa ni takasa (Kete: takata). $before na
## $after ni asilimia.

coach-verdict-best = Hatua bora.
coach-verdict-only = Hatua pekee halali.
coach-verdict-best_wins = Hatua bora: inaleta ushindi usioepukika: { $line }.
coach-verdict-good = Nzuri: karibu sawa na { $best }.

coach-better-wins_now = { $best } ingeshinda mchezo papo hapo.
coach-better-wins = { $best } ingeleta ushindi usioepukika: { $line }.
coach-better-took_house = { $best } ingekula { $them ->
    [me] { $house } yako
   *[other] { $house } ya { $opponent }
}, { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} kwa jumla.
coach-better-captured_kept = { $best } ingekula { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} na kuhifadhi { $person ->
    [me] { $house } yako.
   *[other] { $house } ya { $mover }.
}
coach-better-captured = { $best } ingekula { $seeds ->
    [one] kete moja.
   *[other] kete { $seeds }.
}
coach-better-kept = { $best } ingehifadhi { $person ->
    [me] { $house } yako.
   *[other] { $house } ya { $mover }.
}
coach-better-no_capture = Baada ya { $best }, { $them ->
    [me] usingekuwa na cha kula, ila hatua ya { $takasa } tu.
   *[other] { $opponent } asingekuwa na cha kula, ila hatua ya { $takasa } tu.
}
coach-better-smaller_reply = Baada ya { $best }, { $them ->
    [me] ungeweza
   *[other] { $opponent } angeweza
} kula { $seeds ->
    [one] kete moja tu.
   *[other] kete { $seeds } tu.
}
coach-prefers = { $best } ilikuwa hatua yenye nguvu zaidi kwa mfululizo wa hatua unaotarajiwa na injini ya mchezo. Baada ya { $best_line }, { $person ->
    [me] ungekula
   *[other] { $mover } angekula
} { $mine ->
    [one] kete moja
   *[other] kete { $mine }
} na { $them ->
    [me] wewe
   *[other] { $opponent }
} { $theirs }; baada ya { $played_line }, { $mine_played } na { $theirs_played }.
coach-better-sure_capture = Baada ya { $best }, { $them ->
    [me] ungejibu vyovyote
   *[other] { $opponent } angejibu vyovyote
}, { $person ->
    [me] ungeweza
   *[other] { $mover } angeweza
} kula angalau { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} katika hatua inayofuata; baada ya { $played }, jibu la { $reply } { $held ->
    [0] { $person ->
        [me] halikuachii cha kula
       *[other] halimwachii { $mover } cha kula
    }
    [one] { $person ->
        [me] linakuachia kete moja tu ya kula
       *[other] linamwachia { $mover } kete moja tu ya kula
    }
   *[other] { $person ->
        [me] linakuachia kete { $held } tu za kula
       *[other] linamwachia { $mover } kete { $held } tu za kula
    }
}.
coach-prefers_house = { $best } ilikuwa hatua yenye nguvu zaidi kwa mfululizo wa hatua unaotarajiwa na injini ya mchezo: baada ya { $best_line } { $person ->
    [me] { $house } yako
   *[other] { $house } ya { $mover }
} bado ipo; baada ya { $played_line } imeharibika.
coach-prefers_threat = { $best } ilikuwa hatua yenye nguvu zaidi kwa mfululizo wa hatua unaotarajiwa na injini ya mchezo: baada ya { $best_line } { $person ->
    [me] ungeweza
   *[other] { $mover } angeweza
} kula { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} katika hatua inayofuata; baada ya { $played_line }, { $held ->
    [0] hakuna cha kula
    [one] kete moja tu
   *[other] kete { $held } tu
}.
coach-better-stronger = { $best } ilikuwa hatua yenye nguvu zaidi.

coach-played-loses_now = { $person ->
    [me] { $played } yako
   *[other] { $played } ya { $mover }
} { $them ->
    [me] ilikupa
   *[other] ilimpa { $opponent }
} nafasi ya kushinda papo hapo kwa { $reply }.
coach-played-forced_loss = { $person ->
    [me] { $played } yako ilikuingiza kwenye kushindwa kusikoepukika: { $line }.
   *[other] { $played } ya { $mover } ilimwingiza kwenye kushindwa kusikoepukika: { $line }.
}
coach-played-reply_house = { $person ->
    [me] { $played } yako { $them ->
        [me] ilikupa
       *[other] ilimpa { $opponent }
    } nafasi ya kula { $house } yako
   *[other] { $played } ya { $mover } { $them ->
        [me] ilikupa
       *[other] ilimpa { $opponent }
    } nafasi ya kula { $house } ya { $mover }
} kwa { $reply } ({ $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} kwa jumla).
coach-played-lost_house = { $person ->
    [me] { $played } yako iliharibu { $house } yako mwenyewe.
   *[other] { $played } ya { $mover } iliharibu { $house } yake mwenyewe.
}
coach-played-reply_captured = { $person ->
    [me] { $played } yako
   *[other] { $played } ya { $mover }
} { $them ->
    [me] ilikupa
   *[other] ilimpa { $opponent }
} nafasi ya kula { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
} kwa { $reply }.
coach-played-captured_less = { $person ->
    [me] { $played } yako
   *[other] { $played } ya { $mover }
} ilikula { $seeds ->
    [one] kete moja tu.
   *[other] kete { $seeds } tu.
}

drill-none = Hakuna makosa ya kujifunzia katika mchezo huu.
drill-progress = Zoezi { $n } kati ya { $of }
drill-task = { $person ->
    [me] Katika mchezo ulicheza { $played }, { $judgement ->
        [blunder] kosa kubwa
       *[mistake] kosa
    }. Tafuta hatua bora zaidi.
   *[other] Katika mchezo { $mover } alicheza { $played }, { $judgement ->
        [blunder] kosa kubwa
       *[mistake] kosa
    }. Tafuta hatua bora zaidi.
}
drill-best = { $tried } ni nzuri kama hatua bora ya injini.
drill-good = { $tried } ni karibu nzuri kama hatua bora ya injini.
drill-better = { $tried } ni bora kuliko { $played }, lakini kuna hatua yenye nguvu zaidi.
drill-not_better = { $tried } si bora kuliko { $played }.
drill-played = { $tried } ndiyo hatua iliyochezwa katika mchezo.
drill-unscored = Uchambuzi hauna alama ya { $tried }: jaribu hatua nyingine.
drill-again = Jaribu tena.
drill-answer = Hatua ya injini: { $best }.

## Dirisha la kocha (src/app/ui/coach/review.rs).
coach-button = Uchambuzi
coach-button_hover = Kocha anauchambua mchezo huu kwa injini: kila hatua inapimwa, na hatua bora zaidi inaonyeshwa ubaoni na kuelezwa.
coach-window = Uchambuzi
coach-progress = Hatua { $done } kati ya { $of } zimechambuliwa
coach-stop = Simamisha
coach-not_reviewed = { $count ->
    [one] Hatua moja bado haijachambuliwa.
   *[other] Hatua { $count } bado hazijachambuliwa.
}
coach-start = Chambua hatua
coach-explain = Injini inaangalia kila hali ya ubao katika mchezo na kulinganisha hatua iliyochezwa na hatua bora zaidi. Tathmini zinaonekana hapa kadiri zinavyopatikana.
coach-accuracy = { $person ->
    [me] Wewe
   *[other] { $name }
}: usahihi { $accuracy }%, { $inaccuracies ->
    [one] kosa dogo moja
   *[other] makosa madogo { $inaccuracies }
}, { $mistakes ->
    [one] kosa moja
   *[other] makosa { $mistakes }
}, { $blunders ->
    [one] kosa kubwa moja.
   *[other] makosa makubwa { $blunders }.
}
coach-prev = < Kosa lililotangulia
coach-next = Kosa linalofuata >
coach-pick = Bofya grafu, au hatua katika orodha, usikie kocha anasema nini juu yake.
coach-judgement-best = Hatua bora
coach-judgement-good = Nzuri
coach-judgement-inaccuracy = Kosa dogo
coach-judgement-mistake = Kosa
coach-judgement-blunder = Kosa kubwa
coach-best_line = Hatua ya injini: { $best } (nafasi ya kushinda { $before }% badala ya { $after }%).
coach-arrows = Ubaoni: mshale mpana wa kijani ni hatua ya injini, mshale mwembamba mwekundu ni hatua iliyochezwa.
coach-offer = Chambua mchezo huu
coach-learn = Jifunze kutokana na makosa yako
coach-learn_hover = Makosa na makosa makubwa yako mwenyewe ya mchezo huu, moja baada ya jingine ubaoni: tafuta hatua bora zaidi.
coach-show_answer = Onyesha hatua ya injini
coach-next_exercise = Zoezi linalofuata
coach-answer_hidden = Hatua bora imefichwa ili uitafute mwenyewe: ijaribu katika Jifunze kutokana na makosa yako.
coach-show_better = Onyesha hatua bora
coach-best_line_only = Hatua ya injini: { $best }.
coach-engine_line = Injini inatarajia: { $line }
coach-walk = Fuata mfululizo
coach-to_analysis = Kwenye ubao wa uchambuzi
coach-to_analysis_hover = Mfululizo wa injini kama tawi la mchezo wako kwenye ubao wa uchambuzi, ili kuufuata na kujaribu hatua nyingine
coach-walk_hover = Mfululizo wa hatua za injini kutoka hapa, hatua moja moja ubaoni (mchezo wako unabaki ulivyo).
coach-walk_start = nafasi kabla ya hatua
coach-walk_step = { $step } kati ya { $of }: { $move }
coach-walk_won = { $winner } ameshinda.

## Mafumbo (suala la 34): mada za mafumbo na kile ambacho suluhisho linapata.
puzzle-theme_kichwa_double_capture = Kula mara mbili kupitia kichwa
puzzle-theme_kimbi_turn = Kugeuka kwenye kimbi
puzzle-theme_capture_chain = Mfululizo wa kula
puzzle-theme_safari_or_stop = Safari au kusimama
puzzle-theme_takasia_block = Kutakasia
puzzle-theme_breaking_a_block = Kuvunja takasia
puzzle-theme_bao_hamna = Bao hamna
puzzle-theme_singletons = Kete moja moja tu
puzzle-theme_house_capture = Kula nyumba
puzzle-theme_reservoir = Ghala la kete 16
puzzle-theme_namua_safe_takasa = Takasa salama katika namua
puzzle-theme_mtaji_endgame = Mwisho wa mchezo wa mtaji
puzzle-theme_namua = Namua
puzzle-theme_mtaji = Mtaji
puzzle-theme_about_kichwa_double_capture = Kula mara mbili katika hatua moja: kete zilizoliwa mara ya kwanza zinaingia kwenye kichwa, na mzunguko wake unakula tena.
puzzle-theme_about_kimbi_turn = Kula kwenye kimbi (shimo 1, 2, 7 au 8 la safu ya mbele): kete zilizoliwa zinaingia kwenye kichwa cha upande huo, kwa hiyo mpando unageuka kinyume na ulivyokuwa ukienda.
puzzle-theme_about_capture_chain = Kula mara tatu au zaidi katika hatua moja, kila mzunguko ukiishia mbele ya kete za mpinzani.
puzzle-theme_about_safari_or_stop = Mzunguko unaishia kwenye nyumba yako: endelea na safari (kete zake zinaokotwa na kupandwa mbele) au usimame hapo. Kimoja kati ya hivyo viwili ndicho jibu la fumbo.
puzzle-theme_about_takasia_block = Takasa ambayo baada yake mpinzani hawezi kula, na shimo moja tu la safu yake ya mbele liko hatarini kwako: takasia inalizuia shimo hilo katika hatua yake inayofuata.
puzzle-theme_about_breaking_a_block = Mada ya seti za zamani: kucheza wakati shimo lako moja limezuiwa kwa takasia.
puzzle-theme_about_bao_hamna = Shinda kwa kuiacha tupu safu ya mbele ya mpinzani (bao hamna).
puzzle-theme_about_singletons = Shinda kwa kumwachia mpinzani kete moja moja tu: bila shimo lenye kete mbili au zaidi hawezi kucheza.
puzzle-theme_about_house_capture = Kula nyumba ya mpinzani pamoja na kete zake zote.
puzzle-theme_about_reservoir = Panda shimo lenye kete 16 au zaidi: haliwezi kuanzisha kula (M2), lakini mpando wake mrefu unazunguka ubao.
puzzle-theme_about_namua_safe_takasa = Katika namua, bila kula yoyote: tafuta takasa ambayo baada yake mpinzani hana cha kula.
puzzle-theme_about_mtaji_endgame = Mtaji, zikiwa zimebaki kete 20 au chache zaidi upande wa mpinzani wa ubao: mwisho wa mchezo umekaribia.
puzzle-theme_about_namua = Mafumbo yanayochezwa katika namua, ukiwa bado na kete akibani.
puzzle-theme_about_mtaji = Mafumbo yanayochezwa katika mtaji, akiba yako ikiwa imekwisha.
puzzle-goal_win = Tafuta hatua, au mfululizo wa hatua, unaoshinda mchezo.
puzzle-goal_house = Tafuta hatua inayokula nyumba.
puzzle-goal_seeds = Tafuta hatua inayokupatia kete nyingi zaidi, ukitoa zile ambazo mpinzani anaweza kula papo hapo.
puzzle-goal_hold = Tafuta hatua ambayo baada yake mpinzani anaweza kula kete chache zaidi papo hapo.
