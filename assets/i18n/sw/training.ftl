## Kucheza dhidi ya kompyuta (src/game/teach/practice.rs): jina la nafasi, sentensi mbili.
## practice_from: nafasi inatoka wapi. $stage ni mtaji au endgame, $kind ni master (mchezo wa
## mabingwa, $source jina la faili lake) au self_play (mchezo nambari $game wa injini dhidi
## yake yenyewe), $ply idadi ya hatua zilizochezwa kabla yake. practice_stake: kinachoshindaniwa.
## $side ni south au north (anayecheza sasa, yaani mchezaji), $mine na $theirs kete zilizo
## ubaoni za upande huo na za mwingine, $standing tathmini ya kompyuta kwa upande huo: by_force
## (ushindi wa lazima kwa hatua $moves, za pande zote mbili), winning, much_better au better.

training-practice_from = { $stage ->
    [endgame] Mwisho wa mchezo
   *[mtaji] Mtaji
}: nafasi { $kind ->
    [self_play] ya mchezo nambari { $game } wa injini dhidi yake yenyewe
   *[master] ya mchezo wa mabingwa { $source }
}, baada ya hatua ya { $ply }.

training-practice_stake = { $side ->
    [south] Zamu ni ya Kusini, mwenye kete { $mine } dhidi ya kete { $theirs } za Kaskazini, naye { $standing ->
        [by_force] atashinda kwa lazima, kwa hatua { $moves } za pande zote mbili: cheza hadi ushindi.
        [winning] anaelekea kushinda.
        [much_better] yuko mbele sana.
       *[better] yuko mbele.
    }
   *[north] Zamu ni ya Kaskazini, mwenye kete { $mine } dhidi ya kete { $theirs } za Kusini, naye { $standing ->
        [by_force] atashinda kwa lazima, kwa hatua { $moves } za pande zote mbili: cheza hadi ushindi.
        [winning] anaelekea kushinda.
        [much_better] yuko mbele sana.
       *[better] yuko mbele.
    }
}

## Safu ya nafasi ya mazoezi katika dirisha la Mazoezi. practice_stage: $stage kama katika
## practice_from. practice_master: mchezo wa mabingwa inakotoka nafasi, $title jina lake,
## $south na $north wachezaji wake, $place na $date kama kumbukumbu inavyoviandika; $ply hatua
## zilizochezwa kabla yake. practice_self_play: mchezo nambari $game wa injini dhidi yake
## yenyewe. practice_file: faili jingine lolote. practice_row_stake: $side, $mine, $theirs,
## $standing na $moves kama katika practice_stake.
training-practice_stage = { $stage ->
    [endgame] Mwisho wa mchezo
   *[mtaji] Mtaji
}
training-practice_master = Mchezo wa mabingwa { $title }: { $south } (Kusini) dhidi ya { $north } (Kaskazini), { $place } { $date }; baada ya hatua ya { $ply }.
training-practice_self_play = Mchezo nambari { $game } wa injini dhidi yake yenyewe; baada ya hatua ya { $ply }.
training-practice_file = Kutoka { $source }; baada ya hatua ya { $ply }.
training-practice_row_stake = { $side ->
    [south] Zamu ya Kusini, kete { $mine } dhidi ya { $theirs }: { $standing ->
        [by_force] atashinda kwa lazima kwa hatua { $moves }
        [winning] anaelekea kushinda
        [much_better] yuko mbele sana
       *[better] yuko mbele
    }
   *[north] Zamu ya Kaskazini, kete { $mine } dhidi ya { $theirs }: { $standing ->
        [by_force] atashinda kwa lazima kwa hatua { $moves }
        [winning] anaelekea kushinda
        [much_better] yuko mbele sana
       *[better] yuko mbele
    }
}
