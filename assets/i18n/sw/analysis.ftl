## Ubao wa uchambuzi (src/game/teach/analysis.rs): matokeo yasiyoepukika ya injini na sababu
## nafasi iliyopangwa kwenye kihariri haiwezi kuchambuliwa. $side ni south au north.

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
analysis-unfit-block = Kizuizi cha takasia ni shimo la mstari wa mbele la anayecheza, katika mtaji, na Bao la Kujifunza halina kizuizi.
analysis-unfit-claim = Dai la hizi zetu lipo katika Bao la Kete tu, kwenye shimo la mbele la mpinzani linaloweza kuliwa, na kamwe pamoja na kizuizi.
analysis-unfit-form = Nafasi si halali ({ $field }): { $what }.
