## Kucheza dhidi ya kompyuta (src/game/teach/practice/positions.rs): jina la nafasi. $stage ni mtaji au
## endgame, $side south au north (anayecheza sasa, yaani mchezaji), $standing ni tathmini ya
## kompyuta kwa upande huo: better, much_better au winning.

training-practice_title = { $stage ->
    [endgame] Mwisho wa mchezo
   *[mtaji] Mtaji
}, { $side ->
    [south] zamu ya Kusini: Kusini { $standing ->
        [winning] anaelekea kushinda
        [much_better] yuko mbele sana
       *[better] yuko mbele
    }
   *[north] zamu ya Kaskazini: Kaskazini { $standing ->
        [winning] anaelekea kushinda
        [much_better] yuko mbele sana
       *[better] yuko mbele
    }
}.
