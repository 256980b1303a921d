## Madirisha ya Jifunze, Eleza na Sheria, faharasa na michoro ya ubao
## (src/app/ui/course/learn.rs, src/app/ui/narrate/diagram.rs).

# Vitufe vya paneli.
learn-button-learn = Jifunze
learn-button-learn_hover = Masomo ubaoni, kuanzia mpando wa kwanza
learn-button-rules = Sheria
learn-button-rules_hover = Sheria kwa sehemu fupi, na faharasa
learn-button-explain = Eleza
learn-button-explain_hover = Kile ambacho hatua ya mwisho (au iliyochaguliwa katika historia) ilifanya
# Madirisha.
learn-window-learn = Jifunze
learn-window-explain = Maelezo ya hatua
learn-window-rules = Sheria
learn-window-glossary = Faharasa
# Dirisha la Jifunze.
learn-you = Wewe
learn-course_intro = { $count ->
    [one] Somo moja fupi kwenye ubao halisi.
   *[other] Masomo mafupi { $count } kwenye ubao halisi.
} Umemaliza { $done } kati ya { $count }.
learn-you_play = { $rules } · unacheza { $side }
learn-you_play_against = { $rules } · unacheza { $side } dhidi ya { $level }
learn-hint = Dokezo
learn-show_me = Nionyeshe
learn-show_me_hover = Cheza suluhisho ubaoni
learn-try_again = Jaribu tena
learn-back_to_game = Rudi kwenye mchezo wako
learn-all_lessons = Masomo yote
learn-verdict-solution = Suluhisho
learn-verdict-success = Hongera!
learn-verdict-failure = Haikufaulu mara hii
learn-opponent_thinking = Mpinzani anafikiri...
learn-your_move = Hatua yako ilifanya nini
learn-next = Somo lijalo: { $title }
# Dirisha la Eleza.
learn-explain-no_move = Bado hakuna hatua. Chagua hatua katika historia uone ilichofanya.
learn-explain-move = { $move }, iliyochezwa na { $side }
# Dirisha la Sheria na faharasa.
learn-move_shown = Hatua inayoonyeshwa: { $move }
learn-glossary = Faharasa
learn-open_term = Fungua neno hili katika faharasa
learn-read_section = Sheria: { $section }
learn-rules_reference = (sheria: { $titles })
learn-open_section = Fungua sehemu hii ya sheria
learn-literally = maana ya neno kwa neno: { $literal }
learn-not_in_glossary = '{ $term }' halimo katika faharasa.
# Michoro ya ubao ya dirisha la Sheria (src/app/ui/narrate/diagram.rs).
learn-diagram-pit_seeds = { $pit }: { $count ->
    [one] kete moja
   *[other] kete { $count }
}
learn-diagram-pit_empty = { $pit }: tupu
learn-diagram-house = Mraba: { $house }, bado ina mwenyewe.
learn-diagram-blocked = Msalaba: shimo limezuiwa ({ $block }) katika hatua ijayo ya mwenye shimo.
learn-diagram-claim = Almasi: baada ya { $block }, shimo hili lazima liliwe kwanza.
learn-diagram-start = Duara: hatua inaanzia hapa.
learn-diagram-reserve = akiba
learn-diagram-reserve_of = Akiba ya { $side }: { $count ->
    [one] kete moja
   *[other] kete { $count }
}
learn-diagram-label = Mchoro wa ubao
learn-diagram-label_move = Mchoro wa ubao wa hatua { $move }
learn-diagram-legend = Shimo lenye duara ndilo ambalo hatua inaanzia. Kila mshale ni mzunguko mmoja wa kupanda; nukta inaonyesha unapoanzia.
learn-diagram-legend_capture = Mshale wa vistari: kete zilizoliwa, zikipelekwa kwenye kichwa ambapo zinaingia.
learn-explain-laps = Mzunguko kwa mzunguko
learn-explain-laps_hover = Cheza hatua ubaoni mzunguko mmoja baada ya mwingine, mbele na nyuma; mwanzo na mwisho wa mzunguko vinaonyeshwa kwa mshale.
learn-explain-lap_of = Hatua ndogo ya { $n } kati ya { $of }
learn-task = Kazi
learn-more_like_this = Nafasi nyingine kama hii ({ $number } kati ya { $of })
learn-more_like_this_hover = Nafasi nyingine ya wazo hilohilo, inayopimwa kwa namna ileile kama somo hili
