## Majina ya vitu vya sheria (src/game/words/names.rs): pande, seti za sheria, sababu ya mchezo
## kwisha, sababu ya hatua kukataliwa, viwango, machaguo ya mipangilio, na sababu ya faili
## iliyohifadhiwa kutosomeka.

words-south = Kusini
words-north = Kaskazini
# Majina ya kwanza ya fomu ya mchezo mpya. "Wewe" ni mchezaji aliye mbele ya skrini hii:
# ujumbe unaomhusu hupewa `$person = me` ("Umeshinda", si "Wewe ameshinda").
words-name-you = Wewe
words-name-computer = Kompyuta
words-reserve_count = akiba { $n }
words-preset-mancala_world = Mancala World
words-preset-tournament = Mashindano
words-win-bao_hamna = Bao hamna: safu ya mbele ni tupu
words-win-only_singletons = hakuna shimo lenye kete mbili au zaidi: hakuna hatua halali
words-win-only_endless = kila hatua ingepanda bila mwisho: hakuna hatua halali
words-win-resignation = mpinzani amekubali kushindwa
words-illegal-game_over = Mchezo umekwisha
words-illegal-empty_pit = Shimo hilo ni tupu
words-illegal-must_capture = Lazima ule
words-illegal-must_capture_claim = Lazima ule { $pit } kwanza (hizi zetu)
words-illegal-singleton = Shimo lenye kete moja haliwezi kuanzisha hatua
words-illegal-singleton_while_big = Shimo lenye kete moja haliwezi kupokea kete ya akiba wakati shimo la mbele lina kete mbili au zaidi
words-illegal-house_protected = Nyumba haiwezi kuchezwa wakati mashimo mengine ya mbele yana kete
words-illegal-blocked = Shimo hilo limezuiwa ({ -takasia })
words-illegal-back_row = Safu ya nyuma inachezwa tu wakati hakuna shimo la mbele lenye kete mbili au zaidi
words-illegal-kuu_first = Takata yako ya kwanza katika { -mtaji } lazima ianzie kwenye kuu
words-illegal-lone_kichwa = Kichwa kikiwa ndicho shimo lako pekee la mbele lenye kete, hupanda kuelekea katikati
words-illegal-namua_front_only = Katika { -namua } kete huwekwa kwenye shimo la mbele lenye kete
words-illegal-never_ends = Hatua hiyo isingekwisha kamwe
words-illegal-choices = Chaguo hilo la { -kichwa } au la { -safari } haliwezekani hapa
words-level-mwanzo = mwanzo: hucheza bila kufikiri sana, kwa anayejifunza mchezo
words-level-mwanafunzi = mwanafunzi: huona kula kulicho mbele yake
words-level-mchezaji = mchezaji: hutazama hatua moja mbele
words-level-hodari = hodari: husoma mfululizo mfupi wa hatua
words-level-fundi = fundi: hucheza kwa kina na kwa uangalifu
words-level-bingwa = bingwa: hutafuta kwa kina kuliko wote
words-player-human = Mtu
words-player-computer = Kompyuta ({ $level })
words-player-remote = Mtandaoni
words-speed-slow = polepole
words-speed-normal = kawaida
words-speed-fast = haraka
words-speed-instant = papo hapo
words-graphics-auto = kiotomatiki
words-graphics-low = chini
words-graphics-high = juu

## Sababu ya mchezo uliohifadhiwa au rekodi kutosomeka (game::record::RecordError).
## `$detail` ni kile msomaji wa faili alichokiona (maneno ya kichanganuzi, thamani ya sehemu).
record-error-io = { $path }: faili haikuweza kusomwa wala kuandikwa ({ $detail })
record-error-corrupt = faili imeharibika au imekatika: { $detail }
record-error-foreign = si faili ya mchezo wa Bao: { $detail }
record-error-future_version = faili ni ya toleo { $found }, iliandikwa na Bao mpya zaidi (hii inasoma hadi toleo { $supported })
record-error-invalid = kipengele { $field }: { $detail }
record-error-illegal_move = hatua ya { $number ->
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
   *[other] { $number }
} ya { $side } ({ $move }): { $detail }
record-error-in_match_game = mchezo wa { $game ->
    [1] kwanza
    [2] pili
    [3] tatu
   *[other] { $game }
} wa mechi: { $detail }

## Hitilafu ya mfumo wa faili ya aina za kawaida (game::words::io_error); nyingine ni za mfumo.
io-error-not_found = faili au folda hiyo haipo
io-error-permission_denied = ruhusa imekataliwa
io-error-already_exists = tayari kuna faili yenye jina hilo
io-error-storage_full = diski imejaa
io-error-read_only = diski inasomwa tu, haiandikiki

## Sababu ya hatua iliyorekodiwa kutochezeka (game::record::MoveFault).
record-error-at_line = mstari { $line }: { $detail }
record-error-fault-already_over = mchezo ulikuwa umekwisha ({ $winner } alikuwa ameshinda)
record-error-fault-not_their_turn = ni zamu ya { $side }
record-error-fault-marked_takasa = ina alama ya takasa (*) lakini inakula
record-error-fault-not_marked_takasa = haina alama ya takasa (*) lakini haili chochote

## Faili isiyoweza kusomwa wala kuandikwa kwa sababu zetu wenyewe (game::record::IoCause).
record-error-no_home = Hakuna folda ya mtumiaji ya kuweka michezo na mipangilio (weka BAO_DATA_DIR na BAO_CONFIG_DIR)
record-error-slot_in_use = { $path }: dirisha jingine la Bao linacheza mchezo huu
record-error-not_a_file = { $path }: si faili ya kawaida (ni bomba, kifaa au folda); Bao husoma faili tu
record-error-too_large = { $path }: ni kubwa kuliko megabaiti { $mib }, kiwango cha juu ambacho Bao husoma kutoka faili au mkondo mmoja
record-error-own_input = { $path }: ndiyo faili inayosomwa; toa jina jingine la kuandikia
io-error-is_a_directory = hii ni folda, si faili

## Kasoro ya faili iliyoharibika au isiyo yetu (game::record::FileFault). `$detail` ni maelezo
## ya msomaji wa faili mwenyewe.
record-error-file-empty = faili ni tupu
record-error-file-not_text = si maandishi (baiti { $byte } si UTF-8)
record-error-file-ends_early = faili inaishia mapema mno (mstari { $line }, herufi { $column })
record-error-file-unreadable = { $detail } (mstari { $line }, herufi { $column })
record-error-file-unreadable_field = { $detail } katika kipengele '{ $field }' (mstari { $line }, herufi { $column })
record-error-file-is_match = hii ni mechi iliyohifadhiwa, si mchezo mmoja
record-error-file-is_game = huu ni mchezo mmoja uliohifadhiwa, si mechi
record-error-file-other_format = aina yake ni '{ $found }', ilitarajiwa '{ $expected }'
record-error-file-not_a_struct = ni RON, lakini si muundo wenye kipengele 'format'
record-error-file-format_not_text = kipengele chake 'format' si maandishi
record-error-file-no_format = haina kipengele 'format'
