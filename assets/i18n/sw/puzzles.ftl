## Dirisha la Mazoezi: mafumbo, seti za mada, zoezi la mpando, michezo ya mazoezi
## dhidi ya kompyuta na kiwango cha mafumbo. $move ni hatua kwa maandishi (B3>, a5L*), au
## katika "shimo lipi linaelekeana na lipi" ni shimo (B3, a5).

puzzles-button = Mazoezi
puzzles-button_hover = Mafumbo kutoka michezo halisi, zoezi la mpando na michezo ya mazoezi
puzzles-window = Mazoezi
puzzles-page-puzzles = Mafumbo
puzzles-page-themes = Mada
puzzles-page-trainer = Zoezi la mpando
puzzles-page-games = Michezo ya mazoezi
puzzles-page-rating = Kiwango

puzzles-all_games = Michezo yote
puzzles-start = Anza: fumbo la kiwango chako
puzzles-next = Fumbo linalofuata
puzzles-theme_done = Umeyatatua mafumbo yote ya seti hii: chagua mada nyingine, au “Mada zote”.
puzzles-solved_stays = Umelitatua! Fumbo linabaki ubaoni: litazame, kisha endelea kwa “Fumbo linalofuata”.
puzzles-hinted = Uliomba dokezo, kwa hiyo fumbo hili halihesabiwi: kiwango chako kinabaki kama kilivyokuwa.
puzzles-show_solution = Onyesha suluhisho
puzzles-to_analysis_hover = Nafasi hii kwenye ubao wa uchambuzi
puzzles-about = Fumbo { $id } · kiwango { $rating } · { $themes }
puzzles-theme_set = Seti ya mada: { $theme }
puzzles-every_theme = Mada zote
puzzles-last_solved = Umelitatua: kiwango { $change }.
puzzles-last_missed = Hukulitatua: kiwango { $change }.
puzzles-themes_intro = Kila mada ni seti ya mafumbo ya wazo moja; upau wake unaonyesha umetatua mangapi.
puzzles-play_set = Cheza
puzzles-games_about = Michezo ya mazoezi ni nini
puzzles-games_intro = Nafasi halisi za mtaji na za mwisho wa mchezo, kutoka kwenye michezo ya mabingwa na michezo ya injini dhidi yake yenyewe, ambapo anayecheza yuko mbele au atashinda kwa lazima: zicheze dhidi ya kompyuta mpaka ushinde, kisha kocha auchambue mchezo wako.
puzzles-games_won = { $count ->
    [0] Bado hujashinda mchezo wa mazoezi.
    [one] Umeshinda mchezo mmoja wa mazoezi.
   *[other] Umeshinda michezo { $count } ya mazoezi.
}
puzzles-games_now = Ubaoni: mchezo wa mazoezi kwa { $rules }. Unahifadhiwa kama mchezo wowote (Michezo), na unahesabiwa hapa ukiushinda.
puzzles-against = Dhidi ya:
puzzles-play_game = Cheza
puzzles-attempts = { $count ->
    [one] Fumbo moja limejaribiwa
   *[other] Mafumbo { $count } yamejaribiwa
}; michezo ya mazoezi uliyoshinda: { $won }.
puzzles-best_score = Zoezi la mpando, { $kind }: alama bora { $best }
puzzles-graph_empty = Grafu ya kiwango chako hukua kwa kila fumbo unalojaribu.
puzzles-graph_caption = Kiwango chako cha mafumbo baada ya kila fumbo linalohesabiwa (jaribio la kwanza la kila fumbo ndilo linalohesabiwa), kwa nambari zake chini, pamoja na tarehe ya jaribio.
puzzles-graph_start = Mwanzo: { $rating }
puzzles-graph_point = Fumbo la { $n }, { $date }: kiwango { $rating }
puzzles-dashboard_title = Mada: uwezo wako na udhaifu wako
puzzles-dashboard_theme = Mada
puzzles-dashboard_attempts = Majaribio
puzzles-dashboard_solved = Yaliyotatuliwa
puzzles-dashboard_performance = Utendaji
puzzles-dashboard_empty = Jaribu mafumbo, na kila mada itaonekana hapa: umeijaribu mara ngapi, umetatua mangapi bila kukosea, na kiwango kinachoonyeshwa na majaribio yako.
puzzles-dashboard_few = { $least ->
    [one] Hulinganishwa na mada nyingine kuanzia jaribio moja.
   *[other] Hulinganishwa na mada nyingine kuanzia majaribio { $least }.
}
puzzles-dashboard_not_yet = { $least ->
    [one] Mada zako zenye nguvu zaidi na dhaifu zaidi zitatajwa mada mbili zikishapata jaribio moja kila moja.
   *[other] Mada zako zenye nguvu zaidi na dhaifu zaidi zitatajwa mada mbili zikishapata majaribio { $least } kila moja.
}
puzzles-dashboard_strongest = { $count ->
    [one] Mada unayoimudu zaidi: { $themes }.
   *[other] Mada unazozimudu zaidi: { $themes }.
}
puzzles-dashboard_weakest = { $count ->
    [one] Mada ya kuifanyia kazi: { $themes }.
   *[other] Mada za kuzifanyia kazi: { $themes }.
}

## Zoezi la mpando.
puzzles-trainer-intro = Raundi moja huchukua dakika moja: jibu maswali mengi kadiri uwezavyo. Jibu sahihi linaongeza alama moja, na jibu lisilo sahihi linapunguza alama moja; alama haishuki chini ya 0.
puzzles-trainer-kind_facing = Shimo lipi linaelekeana na lipi
puzzles-trainer-kind_end = Mpando unaishia wapi
puzzles-trainer-kind_captures = Hatua inakula au la?
puzzles-trainer-kind_entry = Kete zilizoliwa zinaingia wapi
puzzles-trainer-start = { $kind } (bora: { $best })
puzzles-trainer-ask_facing = Ni shimo gani linaloelekeana na { $move }?
puzzles-trainer-ask_end = Hatua { $move } inaishia kwenye shimo gani?
puzzles-trainer-ask_captures = Je, hatua { $move } inakula?
puzzles-trainer-ask_entry = Kete zinazoliwa na hatua { $move } zinaingia kwenye kichwa kipi?
puzzles-trainer-click_pit = Bofya shimo hilo ubaoni.
puzzles-trainer-yes = Ndiyo
puzzles-trainer-no = Hapana
puzzles-trainer-right = Sahihi!
puzzles-trainer-wrong = Sivyo: kwa { $move } jibu ni { $truth }.
puzzles-trainer-clock = { $seconds ->
    [one] Imebaki sekunde moja
   *[other] Zimebaki sekunde { $seconds }
} · alama { $score }
puzzles-trainer-round_over = Raundi imekwisha. Alama { $score }: { $right } kati ya { $answered } ni sahihi. Alama yako bora: { $best }.
puzzles-trainer-replay_hint = “Panda” inacheza hatua tena ubaoni, mzunguko kwa mzunguko.
puzzles-trainer-stop = Simamisha raundi
puzzles-trainer-sow = Panda
puzzles-trainer-game = Nafasi za:
puzzles-trainer-lap_of = Hatua ndogo ya { $n } kati ya { $of }
puzzles-trainer-next_lap = Mzunguko unaofuata
puzzles-trainer-next_lap_hover = Panda mzunguko unaofuata wa hatua ubaoni (kubofya ubao hufanya vivyo hivyo); shimo sahihi lina duara la kijani, jibu lisilo sahihi lina alama nyekundu ya kukatwa.
puzzles-trainer-answer = { $move }: ulisema { $given }, jibu ni { $truth }.
puzzles-trainer-answer_laps = { $move }: ulisema { $given }, jibu ni { $truth } ({ $count ->
    [one] mzunguko mmoja, unaoishia { $ends }
   *[other] mizunguko { $count }, inayoishia { $ends }
})
