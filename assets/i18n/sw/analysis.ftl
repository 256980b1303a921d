## Ubao wa uchambuzi (src/game/teach/analysis/lines.rs): matokeo yasiyoepukika ya injini na sababu
## nafasi iliyopangwa kwenye kihariri haiwezi kuchambuliwa. $side ni south au north.

## Dirisha la ubao wa uchambuzi (src/app/ui/analysis/board.rs).
analysis-button = Ubao wa uchambuzi
analysis-button_hover = Ubao wa uchambuzi: jaribu hatua kutoka nafasi inayoonyeshwa, zihifadhi kama mti wa mifululizo, na uone mifululizo bora ya injini
analysis-window = Ubao wa uchambuzi
analysis-first = Hadi mwanzo
analysis-back = Hatua moja nyuma
analysis-forward = Hatua moja mbele
analysis-last = Hadi mwisho wa mfululizo
analysis-previous_branch = Tawi la juu
analysis-next_branch = Tawi la chini
analysis-undo = Rudisha uliofutwa
analysis-undo_hover = Inarudisha mfululizo uliofutwa mwisho, kama ulivyokuwa (Ctrl na Z). Kurudi nyuma hakufuti hatua yoyote.
analysis-close = Rudi kwenye mchezo
analysis-engine = Mifululizo bora ya injini
analysis-thinking = Injini inafikiri…
analysis-depth = kina { $depth }
analysis-depth_thinking = kina { $depth }, inachunguza zaidi…
analysis-expected = { $value } · matarajio ya { $percent }% kwa anayecheza sasa
analysis-expected_hover = Thamani ya injini kwa kete kwa anayecheza sasa, kisha matokeo anayotarajiwa kwenye kipimo cha mkufunzi. Bofya ili kucheza hatua ya kwanza ya mfululizo huu ubaoni (kwenye mti).
analysis-play_line = Bofya ili kucheza hatua ya kwanza ya mfululizo huu ubaoni (kwenye mti)
analysis-won_south = Kusini ameshinda.
analysis-won_north = Kaskazini ameshinda.
analysis-empty = Bado hakuna hatua: cheza moja ubaoni, au bofya mmojawapo wa mifululizo ya injini.
analysis-keys_short = Vitufe: weka kiashiria hapa
analysis-keys = Vitufe: Ctrl na Kushoto / Kulia hatua moja nyuma / mbele, Ctrl na Juu / Chini tawi jingine, Ctrl na Home / End mwanzo / mwisho, Ctrl na Z hurudisha mfululizo uliofutwa. Bofya hatua kwa kitufe cha kulia ili kuufanya mfululizo wake kuwa mkuu, kuufuta au kuupa jina.
analysis-promote = Fanya mfululizo huu kuwa mkuu
analysis-delete = Futa kuanzia hapa
analysis-rename = Upe mfululizo huu jina
analysis-name_done = Tayari

analysis-editor-begin = Panga nafasi
analysis-editor-begin_hover = Kihariri cha nafasi: kete shimo kwa shimo, akiba, nyumba, anayecheza, mchezo
analysis-editor-title = Panga nafasi
analysis-editor-how = Bofya shimo ili kuongeza kete moja, libofye kwa kitufe cha kulia ili kuondoa moja, au andika idadi hapa chini.
analysis-editor-no_pit = Bofya shimo ili kuandika idadi ya kete zake.
analysis-editor-pit = Kete katika { $pit }:
analysis-editor-to_move = Anayecheza:
analysis-editor-block = Kizuizi cha takasia:
analysis-editor-no_block = hakuna
analysis-editor-reserve = Akiba ya { $side }:
analysis-editor-house = nyumba bado ipo
analysis-editor-clear = Ubao mtupu
analysis-editor-start = Nafasi ya mwanzo
analysis-editor-copy = Nakili kama JSON
analysis-editor-paste_hint = bandika nafasi (JSON) hapa
analysis-editor-paste_clipboard = Bandika kutoka ubao wa kunakili
analysis-editor-copied = Imenakiliwa: nafasi iko kwenye ubao wa kunakili kama JSON.
analysis-editor-clipboard_failed = Ubao wa kunakili hauwezi kutumika: { $reason }
analysis-editor-paste = Itumie
analysis-editor-analyse = Chambua nafasi hii
analysis-editor-cancel = Ghairi

analysis-forced = { $side ->
    [south] Kusini
   *[north] Kaskazini
} atashinda kwa lazima { $moves ->
    [one] kwa hatua moja
   *[other] kwa hatua { $moves }
}.

analysis-unfit-seeds = Ubao na akiba vina { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
}: nafasi ya Bao ina kete 64.
analysis-unfit-kujifunza = Bao la Kujifunza halina akiba wala nyumba: kete zote ziko ubaoni (J1-J3).
analysis-unfit-reserve_over = Akiba ya { $side ->
    [south] Kusini
   *[north] Kaskazini
} ina kete { $seeds }: akiba huanza na kete 22 na hupungua tu.
analysis-unfit-reserves = { $side ->
    [south] Kusini ndiye wa kucheza, akiba zikiwa { $south } (Kusini) na { $north } (Kaskazini): Kusini huanza, kwa hiyo akiba ni sawa kila anapocheza Kusini.
   *[north] Kaskazini ndiye wa kucheza, akiba zikiwa { $south } (Kusini) na { $north } (Kaskazini): Kusini huanza, kwa hiyo akiba yake ni pungufu kwa moja kila anapocheza Kaskazini.
}
analysis-unfit-both_full = Akiba zote mbili zimejaa: hiyo ni nafasi ya mwanzo tu.
analysis-unfit-house = Nyumba ya { $side ->
    [south] Kusini
   *[north] Kaskazini
} inamilikiwa ikiwa na { $seeds ->
    [one] kete moja
   *[other] kete { $seeds }
}: nyumba inayomilikiwa haina kete chini ya { $least }.
analysis-unfit-block = Kizuizi cha takasia ni shimo la safu ya mbele la anayecheza, katika mtaji, na Bao la Kujifunza halina kizuizi.
analysis-unfit-claim = Dai la hizi zetu lipo katika Bao la Kete tu, kwenye shimo la safu ya mbele la mpinzani linaloweza kuliwa, na haliwi kamwe pamoja na kizuizi.
analysis-unfit-form = Nafasi si halali: sehemu “{ $field }” ya JSON si sahihi.

## Kihariri cha nafasi (src/game/teach/analysis/editor.rs): sababu badiliko linakataliwa. $pit ni jina
## la shimo (A1, b8); $variant jina la mchezo (Bao la Kete).

analysis-edit-all_placed = Kete zote 64 zimewekwa: ondoa moja kabla ya kuongeza nyingine.
analysis-edit-empty_pit = { $pit } ni tupu: hakuna kete ya kuondoa.
analysis-edit-too_many = Hilo linahitaji { $seeds ->
    [one] kete moja zaidi
   *[other] kete { $seeds } zaidi
}, na { $count ->
    [one] imebaki kete moja tu ya kuweka
   *[other] zimebaki kete { $count } tu za kuweka
}.
analysis-edit-reserve_over = Akiba haina zaidi ya kete 22: huanza na kete 22 na hupungua tu.
analysis-edit-kujifunza_block = Bao la Kujifunza halina takasia: hakuna shimo linalozuiwa kamwe (J4).
analysis-edit-block_pit = { $pit } haliwezi kuzuiwa: kizuizi cha takasia ni shimo la safu ya mbele la anayecheza (sehemu ya 7).
analysis-edit-claim_game = Dai la hizi zetu lipo katika Bao la Kete tu (K3).
analysis-edit-claim_pit = { $pit } haliwezi kudaiwa: dai la hizi zetu ni shimo la safu ya mbele la mpinzani wa anayecheza (K3).
analysis-edit-block_and_claim = Nafasi ina kizuizi au dai, haiwezi kamwe kuwa na vyote viwili: ondoa kimoja kwanza.
analysis-edit-preset = Sheria za Mashindano ni za Bao la Kiswahili tu: { $variant } huchezwa kwa sheria za Mancala World (sehemu ya 12).
analysis-edit-seeds_left = { $count ->
    [0] Kete zote 64 zimewekwa.
    [one] Imebaki kete moja ya kuweka.
   *[other] Zimebaki kete { $count } za kuweka.
}
