## Kuhifadhi, kufungua, nafasi za kuhifadhi kiotomatiki, dirisha la Michezo na kichaguzi cha
## faili (src/app/ui/play/persist.rs, dialogs.rs, src/game/records/slots.rs). `$error` na `$reason` ni ujumbe
## kamili wa hitilafu (record.error.* katika words.ftl, au maneno ya mfumo wenyewe).

files-autosave_failed = Kuhifadhi kiotomatiki kumeshindwa: { $error }
files-slot-unreadable_not_kept = { $file } haikuweza kusomwa ({ $reason }) wala kuwekwa kando ({ $error }); imeachwa kama ilivyo.
files-slot-salvaged = Hifadhi ya kiotomatiki { $file } inakoma kwenye hatua isiyo halali ({ $error }): inafunguliwa kabla ya hatua hiyo, baada ya { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}; faili ya asili imewekwa kama { $kept }.
files-slot-review_dropped = Hifadhi ya kiotomatiki { $file } ina uchambuzi ulioharibika ({ $error }): inafunguliwa na { $moves ->
    [one] hatua yake moja
   *[other] hatua zake zote { $moves }
} bila uchambuzi; faili ya asili imewekwa kama { $kept }.
files-slot-unreadable_kept = Hifadhi ya kiotomatiki { $file } haikuweza kusomwa ({ $reason }); imewekwa kama { $kept }.
files-slot-all_in_use = Nafasi zote { $max } za kuhifadhi kiotomatiki zinatumika: mchezo huu hauhifadhiwi kiotomatiki.
files-slot-newer = { $file } iliandikwa na Bao mpya zaidi (toleo { $version }): imeachwa kama ilivyo, na dirisha hili linahifadhi katika { $slot }.
files-slot-busy = Dirisha jingine la Bao linatumia { $files }: dirisha hili linahifadhi katika { $slot }.
files-slot-empty = tupu
files-slot-newer_short = imeandikwa na Bao mpya zaidi (toleo { $version })
files-slot-unreadable = haisomeki: { $reason }
files-slot-line = nafasi { $n } ({ $file }): { $what }
files-slot-line_when = nafasi { $n } ({ $file }): { $what }, { $when }
files-describe-game = { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}
files-describe-game_won = { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}, { $person ->
    [me] ulishinda
   *[other] { $winner } alishinda
}
files-describe-from = { $kind ->
    [practice] mchezo wa mazoezi
   *[position] kutoka nafasi iliyopangwa
}, { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}
files-describe-from_won = { $kind ->
    [practice] mchezo wa mazoezi
   *[position] kutoka nafasi iliyopangwa
}, { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}, { $person ->
    [me] ulishinda
   *[other] { $winner } alishinda
}
files-describe-match = mechi ya michezo mitatu, { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}
files-describe-match_won = mechi ya michezo mitatu, { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}, { $person ->
    [me] ulishinda
   *[other] { $winner } alishinda
}
files-loaded = Imepakiwa: { $path }
files-stops_at_illegal = { $name } inakoma kwenye hatua isiyo halali ({ $why }): imepakiwa hadi hatua iliyotangulia, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}
files-stops_at_illegal_kept = { $name } inakoma kwenye hatua isiyo halali ({ $why }): imepakiwa hadi hatua iliyotangulia, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}; faili ya asili imewekwa kama { $file }
files-stops_at_illegal_kept_not_written = { $name } inakoma kwenye hatua isiyo halali ({ $why }): imepakiwa hadi hatua iliyotangulia, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}; faili ya asili imewekwa kama { $file }, na mchezo uliorekebishwa haukuweza kuandikwa ({ $error })
files-stops_at_illegal_not_kept = { $name } inakoma kwenye hatua isiyo halali ({ $why }): imepakiwa hadi hatua iliyotangulia, { $moves ->
    [one] hatua moja
   *[other] hatua { $moves }
}; faili ya asili haikuweza kuwekwa kando ({ $error })
files-review_dropped = { $name } ina uchambuzi ulioharibika ({ $why }): imepakiwa na { $moves ->
    [one] hatua yake moja
   *[other] hatua zake zote { $moves }
} bila uchambuzi
files-review_dropped_kept = { $name } ina uchambuzi ulioharibika ({ $why }): imepakiwa na { $moves ->
    [one] hatua yake moja
   *[other] hatua zake zote { $moves }
} bila uchambuzi; faili ya asili imewekwa kama { $file }
files-review_dropped_kept_not_written = { $name } ina uchambuzi ulioharibika ({ $why }): imepakiwa na { $moves ->
    [one] hatua yake moja
   *[other] hatua zake zote { $moves }
} bila uchambuzi; faili ya asili imewekwa kama { $file }, na mchezo uliorekebishwa haukuweza kuandikwa ({ $error })
files-review_dropped_not_kept = { $name } ina uchambuzi ulioharibika ({ $why }): imepakiwa na { $moves ->
    [one] hatua yake moja
   *[other] hatua zake zote { $moves }
} bila uchambuzi; faili ya asili haikuweza kuwekwa kando ({ $error })
files-not_loaded_named = Haikupakiwa: { $name }: { $error }
files-not_loaded_kept = Haikupakiwa: { $name }: { $error }; faili imewekwa kama { $kept }
files-not_loaded_not_kept = Haikupakiwa: { $name }: { $error } (haikuwekwa kando: { $why })
files-not_loaded = Haikupakiwa: { $error }
files-not_a_game_file = Haikufunguliwa: { $path } si rekodi ya .bao wala mchezo uliohifadhiwa (.ron)
files-opened = Imefunguliwa: { $path }
files-not_opened = Haikufunguliwa: { $error }
files-no_chooser = Hakuna kichaguzi cha faili kilichojibu kwenye eneo-kazi hili: andika njia ya faili hapa chini.
files-exported = Imehamishwa kwenda { $path }
files-not_exported = Haikuhamishwa: { $error }
files-match_not_bao = Haikuhamishwa: mechi huhifadhiwa kama .ron
files-save_not_a_game = Hakuna cha kuhifadhi: ubao unaonyesha nafasi ya somo, ya fumbo au ya zoezi la mpando, si mchezo. Mchezo wa mazoezi (Mazoezi, Michezo ya mazoezi, Cheza) huhifadhiwa kama mchezo wowote.
files-position_not_bao = Haikuhamishwa: mchezo huu ulianza kwenye nafasi iliyopangwa, na hatua za rekodi ya .bao huanzia mwanzo wa mchezo. Uhifadhi badala yake: mchezo uliohifadhiwa huitunza nafasi yake.
files-saved_as = Imehifadhiwa kama { $path }
files-not_saved = Haikuhifadhiwa: { $error }
files-nothing_saved = Hakuna kitakachohifadhiwa: { $error }
files-nothing_autosaved = Hakuna kitakachohifadhiwa kiotomatiki: { $error }
files-finished_not_kept = Mchezo uliokwisha haukuwekwa: { $error }
files-settings_not_saved = Mipangilio haikuhifadhiwa: { $error }
files-save = Hifadhi
files-save_hover = Hifadhi mchezo huu pamoja na michezo yako iliyohifadhiwa
files-games = Michezo...
files-games-title = Michezo
files-resume-game = { $a } dhidi ya { $b }, { $moves ->
    [one] hatua moja imechezwa.
   *[other] hatua { $moves } zimechezwa.
}
files-resume-match = Mechi ya michezo mitatu, { $a } dhidi ya { $b }, { $score }.
files-resume-title = Uendelee na mchezo wako?
files-resume-interrupted = Mchezo ulikatizwa.
files-resume-resume = Endelea
files-resume-kept = Mchezo uliokatizwa umewekwa pamoja na michezo ya karibuni (Michezo...).
files-resume-not_kept = Mchezo uliokatizwa haukuwekwa: { $error }
files-no_folder = Hakuna folda ya kuweka michezo.
files-interrupted = Michezo iliyokatizwa
files-none = hakuna
files-this_window = dirisha hili
files-in_use = inatumika
files-load = Pakia
files-load_hover = Endelea na mchezo huu katika dirisha hili
files-recent = Michezo ya karibuni
files-recent_none = bado hakuna: michezo iliyokwisha huwekwa hapa
files-saved_in = Michezo iliyohifadhiwa katika { $dir }
files-saved_none = bado hakuna: "Hifadhi" huweka mchezo hapa
files-from_anywhere = Rekodi ya .bao au mchezo uliohifadhiwa (.ron) kutoka popote:
files-or_drop = au dondosha faili ya .bao au .ron kwenye dirisha
files-open = Fungua
files-export_bao = Hamisha .bao
files-export_hover_path = Andika mchezo huu kama rekodi ya .bao kwenye njia hii
files-loaded_slot = Mchezo wa { $file } umepakiwa; unaendelea katika { $slot }
# Msimbo wa dirisha unaomba hizi.
files-loaded_slot_kept = Mchezo wa { $file } umepakiwa; unaendelea katika { $slot }, na mchezo uliokuwa ukicheza umewekwa katika { $kept }
# Faili isiyosomeka: njia yake, kisha sababu (record.error.*).
files-error_in = { $path }: { $error }
files-no_autosave = hakuna hifadhi ya kiotomatiki
files-dialog-open_title = Fungua mchezo wa Bao
files-dialog-filter_games = Michezo ya Bao (.bao, .ron)
files-dialog-filter_records = Rekodi za Bao (.bao)
files-dialog-filter_saved = Michezo iliyohifadhiwa (.ron)
files-dialog-save_title = Hifadhi mchezo kama
files-dialog-export_title = Hamisha mchezo kama rekodi ya .bao
files-dialog-open = Fungua...
files-dialog-open_hover = Fungua rekodi ya .bao au mchezo uliohifadhiwa (.ron) kutoka popote
files-dialog-save_as = Hifadhi kama...
files-dialog-save_as_hover = Hifadhi mchezo huu (.ron, au .bao kwa rekodi) mahali unapochagua
files-dialog-export = Hamisha .bao...
files-dialog-export_hover = Andika mchezo huu kama rekodi ya .bao mahali unapochagua
files-dialog-choosing = faili inachaguliwa...
