### Maneno ya mchezo kwa Kiswahili (Project Fluent). Faili moja kwa kila eneo: core, words,
### panel, files, play, learn, access, explain, coach; vitambulisho vilevile kama assets/i18n/en/.
### Msimbo unaomba `panel.wins`, kitambulisho hapa ni `panel-wins`. Vigeu: `$count` na namba
### nyingine huchagua umoja au wingi (one / other, CLDR); `$person` ni `me` kwa mchezaji aliye
### mbele ya skrini hii ("Umeshinda") na `other` kwa mwingine yeyote ("Asha ameshinda").
###
### Faharasa ya maneno ya dirisha (neno moja kwa kitu kimoja):
###   ubao           ubao wa kuchezea; "Bao" ni jina la mchezo, si ubao
###   shimo          moja ya mashimo 32 ya ubao, katika safu ya mbele au ya nyuma;
###                  upatanisho li-/ya-: shimo hili limezuiwa, mashimo haya yana kete
###   kete           kipande cha kuchezea; kete moja, kete mbili (upatanisho i-/zi-)
###   hatua          zamu moja ya mchezaji mmoja; hatua hupanda kwa mzunguko mmoja au zaidi.
###                  Hatua inatajwa kwa mstari wake wa historia na upande wake: "10. A3L" ni
###                  hatua ya Kusini ya mstari 10, "19... a4R" ya Kaskazini ya mstari 19;
###                  "hatua 90 zimechezwa" huhesabu hatua za wachezaji wote wawili
###   mzunguko       mpando mmoja unaoishia shimoni (mizunguko)
###   kipindi        namua (kupanda kutoka akiba) au mtaji (kutoka ubaoni tu)
###   akiba          kete ambazo bado hazijaingia ubaoni, wakati wa namua
###   kula           kuchukua kete za shimo la mpinzani linaloelekeana na lako
###   mchezo, mechi  mchezo mmoja; mechi ni michezo mitatu, anayeshinda miwili ameshinda
###   kiwango        nguvu ya kompyuta, kutoka Mwanzo hadi Bingwa
###   pakia, fungua  Pakia: endelea na mchezo uliowekwa; Fungua: soma faili kutoka popote
###   dokezo         hatua inayopendekezwa na kompyuta
###   tendua, rudia  rudisha hatua nyuma, icheze tena
### Maneno ya Bao yanayobaki kwa Kiswahili katika lugha zote mbili (RULES.md): nyumba, kuu,
### kichwa, takasa, takata, takasia, hizi zetu, namua, mtaji, nemo, safari, kula, Bao hamna.
### Majina ya vitufe vya kibodi (Space, Home, End, Page Up, Page Down) ni kama yalivyoandikwa
### kwenye kibodi.

-nyumba = nyumba
-kuu = kuu
-kichwa = kichwa
-takasa = takasa
-takasia = takasia
-hizi-zetu = hizi zetu
-namua = namua
-mtaji = mtaji
-safari = safari

# Namba ya mpangilio inayofuata kiunganishi (wa, ya, la): "mzunguko wa { part-ordinal }".
part-ordinal = { $n ->
    [1] kwanza
    [2] pili
    [3] tatu
    [4] nne
    [5] tano
    [6] sita
    [7] saba
    [8] nane
    [9] tisa
    [10] kumi
   *[other] { $n }
}

lang-name = Kiswahili
