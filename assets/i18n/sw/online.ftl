## Kucheza na rafiki mtandaoni: sehemu ya fomu ya Mchezo mpya na kisanduku cha paneli.

# Fomu ya Mchezo mpya.
online-form-here = Kwenye kompyuta hii
online-form-friend = Cheza na rafiki mtandaoni
online-form-your_name = Jina lako
online-form-clock = Saa:
online-form-clock_none = hakuna
online-form-clock_live = dakika 90 kwa mchezo
online-form-clock_days = siku 3 kwa hatua
online-form-host = Endesha seva kwenye kompyuta hii
online-form-server = Tumia seva
online-form-host_note = Dirisha hili linaendesha seva lenyewe. Rafiki aliye kwenye mtandao uleule wa nyumbani anajiunga kwa anwani na mwaliko litakaouonyesha; hakuna kingine cha kusakinisha.
online-form-host_start = Endesha seva na utengeneze mwaliko
online-form-address = Anwani ya seva
online-form-create = Tengeneza mwaliko
online-form-invite = Au jiunge kwa msimbo wa mwaliko (au mstari mzima aliokutumia rafiki yako):
online-form-join = Jiunge
online-form-bad_address = Andika anwani ya seva, kwa mfano 192.168.1.10:7878.
online-form-bad_invite = Huo si msimbo wa mwaliko: una herufi na tarakimu 16, kama K7M2-XQ9P-3HTR-V0AC.

online-form-name_hint = jina atakaloliona rafiki yako
online-form-no_name = Andika jina lako kwanza: rafiki yako ataliona.
online-friend = Rafiki yako

# Kisanduku cha paneli.
online-heading = Mchezo wa mtandaoni
online-starting_host = Seva inaanzishwa kwenye kompyuta hii...
online-asking = Inaiuliza seva...
online-connecting = Inaunganisha na seva...
online-reconnected = Imeunganishwa tena: mchezo unaendelea.
online-lost = Muunganisho na seva ulikatika saa { $time }. Inajaribu tena; mchezo ulio ubaoni umehifadhiwa.
online-give_invite = Mpe rafiki yako anwani hii na mwaliko huu:
online-copy = Nakili vyote viwili
online-copied = Imenakiliwa
online-waiting_friend = Inamsubiri rafiki yako ajiunge.
online-opponent = Unacheza na { $name } mtandaoni
online-connected = { $name } yupo mtandaoni.
online-away_since = { $name } hayupo tangu saa { $time }.
online-away = { $name } hajaunganishwa.
online-clock = { $name }: { $time }
online-days_hours = siku { $days }, saa { $hours }
online-move_left = Muda uliobaki kwa hatua hii: { $time }
online-match = Mchezo wa { $game } kati ya mitatu. Alama: wewe { $mine }, rafiki yako { $theirs }.
online-sending = Hatua yako inatumwa...
online-end_resign = { $person ->
    [me] Umejisalimisha.
   *[other] { $name } amejisalimisha.
}
online-end_time = { $person ->
    [me] Muda wako umekwisha.
   *[other] Muda wa { $name } umekwisha.
}
online-takeback = Omba kurudisha hatua
online-takeback_asked_me = Umeomba kurudisha hatua.
online-takeback_asked_by = { $name } anaomba kurudisha hatua.
online-accept = Kubali
online-decline = Kataa
online-resign = Jisalimishe
online-resign_sure = Ndiyo, najisalimisha
online-resign_no = Hapana
online-rematch = Mchezo mwingine
online-rematch_offered = { $name } anataka mchezo mwingine.
online-rematch_waiting = Umeomba mchezo mwingine: inamsubiri { $name }.
online-back_to_board = Rudi kwenye mchezo wa mtandaoni
online-leave = Ondoka (mchezo unabaki kwenye seva)
online-refused = Seva imekataa: { $reason }
online-host_failed = Kompyuta hii haikuweza kuanzisha seva yake: { $why }

# Makatao ya seva kwa misimbo yao (sawa na CODES_SW za itifaki).
online-code-illegal = hatua hii si halali
online-code-out-of-turn = si zamu yako
online-code-wrong-seat = hicho si kiti chako
online-code-replayed = ujumbe wa zamani umerudiwa
online-code-unknown-token = tokeni haijulikani
online-code-too-large = ujumbe ni mrefu mno
online-code-rate-limit = ujumbe mwingi mno kwa haraka
online-code-game-over = mchezo umekwisha
online-code-bad-message = ujumbe haueleweki
online-code-version = toleo la itifaki halijulikani
online-code-invite = mwaliko haujulikani au umeshatumika
online-code-limit = kikomo cha seva kimefikiwa
online-code-takeback = kurudisha hatua hakuwezekani sasa
online-code-rematch = mchezo mpya hauwezekani sasa

# Viti vya michezo ya mtandaoni vilivyohifadhiwa kwenye kompyuta hii.
online-file-damaged = Orodha ya michezo yako ya mtandaoni { $file } haikuweza kusomwa ({ $detail }); imehifadhiwa kama { $kept }, na orodha mpya inaanzishwa.
online-file-not_kept = Orodha ya michezo yako ya mtandaoni { $file } haikuweza kusomwa ({ $detail }) wala kuwekwa kando ({ $error }); orodha mpya inaanzishwa.
online-file-newer = Orodha ya michezo yako ya mtandaoni { $file } iliandikwa na Bao mpya zaidi (toleo { $found }; hii inasoma toleo { $supported }); imeachwa kama ilivyo, na dirisha hili haliiongezei kitu.

# Michezo ya mtandaoni katika dirisha la Michezo.
online-games = Michezo ya mtandaoni
online-games-resume = Endelea
online-games-your_turn = { $name }: zamu yako
online-games-their_turn = { $name }: inasubiri hatua yake
online-games-over = { $name }: umekwisha
