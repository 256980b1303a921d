//! Playing a friend online, in the window's words: the New game form's part (host on this
//! computer, or use a server: create an invite or join one) and the panel's box (the invite
//! to give, the opponent and his connection, the clocks, whose turn, resign, takeback,
//! rematch, a lost connection said plainly).
use super::clipboard::Clipboard;
use crate::app::play::online::{Link, Online, OnlineCommand, OnlineNote, Proposal, now_ms};
use crate::app::play::turn::{Game, Setup};
use crate::app::play::{BaoSet, Language};
use crate::game::play::matches::MatchKind;
use crate::game::records::files::Folders;
use crate::game::records::seats::{OnDisk, Seat, Seats};
use crate::game::words::i18n::{Arg, Lang, Person, fill, msg, tr};
use crate::net::online::{OnlineGame, Presence, invite_line, read_invite_line, server_address};
use crate::rules::Side;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use serde_json::json;

/// The clocks the form offers (the server keeps them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClockChoice {
    #[default]
    None,
    /// KIBA's 90 minutes a game.
    Live90,
    /// Correspondence: three days a move.
    Days3,
}

impl ClockChoice {
    fn json(self) -> serde_json::Value {
        match self {
            ClockChoice::None => json!({"kind": "none"}),
            ClockChoice::Live90 => json!({"kind": "live", "base_s": 5400, "inc_s": 0}),
            ClockChoice::Days3 => json!({"kind": "correspondence", "days": 3}),
        }
    }
}

/// The online part of the New game form.
#[derive(Clone, Debug, Default)]
pub struct OnlineForm {
    /// "Play a friend online" chosen.
    pub chosen: bool,
    /// Use a server (else host on this computer).
    pub use_server: bool,
    pub server: String,
    pub invite: String,
    pub name: String,
    pub clock: ClockChoice,
    /// The server asked for, to be remembered in the settings.
    pub remember: Option<String>,
    /// Why the last button did nothing (a mistyped address or code).
    problem: Option<&'static str>,
}

/// What the panel and the form use of the online game.
#[derive(SystemParam)]
pub struct OnlineUi<'w> {
    pub online: Res<'w, Online>,
    pub seats: Res<'w, SeatsList>,
    pub out: MessageWriter<'w, OnlineCommand>,
    pub clipboard: Res<'w, Clipboard>,
}

/// The seats held on this machine, as read and written ([`keep_seats`]).
#[derive(Resource, Default)]
pub struct SeatsList {
    pub seats: Seats,
    loaded: bool,
    /// The seat of the game on the board as last written.
    last: Option<Seat>,
    /// Why the file could not be read or written.
    pub message: Option<String>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SeatsList>()
        .add_systems(Update, keep_seats.after(BaoSet::Turn));
}

/// What is kept of the game on the board (None while there is nothing to resume).
fn seat_of(o: &Online) -> Option<Seat> {
    let g = o.game.as_ref()?;
    if !g.have_state && g.invite.is_none() {
        return None;
    }
    Some(Seat {
        // A hosted game's is this machine's own server on loopback.
        server: g.server.clone(),
        token: g.token.clone(),
        game: g.game.clone(),
        me: g.names[g.seat.index()].clone(),
        opponent: g.names[g.opponent().index()].clone(),
        our_turn: g.our_turn() || g.pending.is_some(),
        over: g.match_over || (g.result.is_some() && g.best_of == 1),
        heard_ms: 0,
    })
}

/// The seat of the game on the board written to the data folder whenever what it tells
/// changes (a turn, an end, a name); the list read at the first frame.
fn keep_seats(online: Res<Online>, mut list: ResMut<SeatsList>, lang: Res<Language>) {
    let Ok(f) = Folders::platform() else { return };
    if !list.loaded {
        list.loaded = true;
        match f.read_seats(lang.0) {
            OnDisk::Read(s) => list.seats = s,
            OnDisk::Missing => {}
            OnDisk::Newer(m) | OnDisk::Damaged(m) => list.message = Some(m),
        }
    }
    if !online.is_changed() {
        return;
    }
    let Some(mut seat) = seat_of(&online) else {
        return;
    };
    if list.last.as_ref() == Some(&seat) {
        return;
    }
    list.last = Some(seat.clone());
    seat.heard_ms = now_ms();
    let mut mine = list.seats.clone();
    mine.put(seat);
    match f.save_seats_merged(&mine, lang.0) {
        Ok(merged) => list.seats = merged,
        Err(e) => {
            list.seats = mine;
            list.message = Some(crate::game::records::refusals::record_error(lang.0, &e));
        }
    }
}

/// The form's choice between this computer and a friend online.
pub fn where_row(ui: &mut egui::Ui, form: &mut OnlineForm, lang: Lang) {
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.chosen, false, tr(lang, "online.form.here"));
        ui.radio_value(&mut form.chosen, true, tr(lang, "online.form.friend"));
    });
}

/// The online form, under the game's choices; the command its button asks for.
pub fn form(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    setup: &Setup,
    remembered: &str,
    lang: Lang,
) -> Option<OnlineCommand> {
    if form.server.is_empty() {
        form.server = remembered.to_string();
    }
    ui.horizontal(|ui| {
        ui.label(tr(lang, "online.form.your_name"));
        ui.add(
            egui::TextEdit::singleline(&mut form.name)
                .char_limit(40)
                .hint_text(tr(lang, "online.form.name_hint")),
        );
    });
    ui.horizontal(|ui| {
        ui.label(tr(lang, "online.form.clock"));
        ui.radio_value(
            &mut form.clock,
            ClockChoice::None,
            tr(lang, "online.form.clock_none"),
        );
        ui.radio_value(
            &mut form.clock,
            ClockChoice::Live90,
            tr(lang, "online.form.clock_live"),
        );
        ui.radio_value(
            &mut form.clock,
            ClockChoice::Days3,
            tr(lang, "online.form.clock_days"),
        );
    });
    ui.separator();
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.use_server, false, tr(lang, "online.form.host"));
        ui.radio_value(&mut form.use_server, true, tr(lang, "online.form.server"));
    });
    let proposal = Proposal {
        rules: setup.rules,
        best_of: if setup.kind == MatchKind::BestOfThree {
            3
        } else {
            1
        },
        clock: form.clock.json(),
        name: form.name.trim().to_string(),
    };
    let mut asked = None;
    // The friend sees the name: "You" would name him, not us.
    let named =
        !form.name.trim().is_empty() && !crate::game::words::names::is_you(form.name.trim());
    if !form.use_server {
        ui.weak(tr(lang, "online.form.host_note"));
        if ui
            .button(egui::RichText::new(tr(lang, "online.form.host_start")).strong())
            .clicked()
        {
            asked = Some(OnlineCommand::Host(proposal));
        }
    } else {
        asked = server_form(ui, form, proposal, lang);
    }
    if asked.is_some() && !named {
        asked = None;
        form.problem = Some("online.form.no_name");
    }
    if let Some(p) = form.problem {
        ui.colored_label(egui::Color32::from_rgb(255, 140, 110), tr(lang, p));
    }
    asked
}

fn server_form(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    proposal: Proposal,
    lang: Lang,
) -> Option<OnlineCommand> {
    ui.horizontal(|ui| {
        ui.label(tr(lang, "online.form.address"));
        ui.add(
            egui::TextEdit::singleline(&mut form.server)
                .hint_text("192.168.1.10:7878")
                .desired_width(220.0),
        );
    });
    let mut asked = None;
    if ui
        .button(egui::RichText::new(tr(lang, "online.form.create")).strong())
        .clicked()
    {
        match server_address(&form.server) {
            Some(server) => {
                form.problem = None;
                asked = Some(OnlineCommand::Create { server, proposal });
            }
            None => form.problem = Some("online.form.bad_address"),
        }
    }
    ui.label(tr(lang, "online.form.invite"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.invite)
                .hint_text("K7M2-XQ9P-3HTR-V0AC")
                .desired_width(220.0),
        );
        if ui.button(tr(lang, "online.form.join")).clicked() {
            asked = join(form);
        }
    });
    asked
}

/// The join asked for by the form: the address typed, or the one in the pasted line.
fn join(form: &mut OnlineForm) -> Option<OnlineCommand> {
    let Some((server, invite)) = read_invite_line(&form.invite) else {
        form.problem = Some("online.form.bad_invite");
        return None;
    };
    if let Some(s) = &server {
        form.server = s.clone();
    }
    let Some(server) = server.or_else(|| server_address(&form.server)) else {
        form.problem = Some("online.form.bad_address");
        return None;
    };
    form.problem = None;
    Some(OnlineCommand::Join {
        server,
        invite,
        name: form.name.trim().to_string(),
    })
}

/// `H:MM:SS` (or `M:SS` under an hour), or days and hours for a correspondence clock.
fn clock_text(ms: i64, lang: Lang) -> String {
    let s = ms.max(0) / 1000;
    if s >= 86_400 {
        return msg(
            lang,
            "online.days_hours",
            &[
                ("days", Arg::from(s / 86_400)),
                ("hours", Arg::from(s % 86_400 / 3600)),
            ],
        );
    }
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// `HH:MM` of a time (ms since 1970) on this machine's clock.
fn local_hhmm(ms: i64) -> String {
    let offset = local_offset_s(ms / 1000);
    let t = (ms / 1000 + offset).rem_euclid(86_400);
    format!("{:02}:{:02}", t / 3600, t % 3600 / 60)
}

/// The local time zone's offset from UTC in seconds, at `t` (seconds since 1970).
#[cfg(unix)]
fn local_offset_s(t: i64) -> i64 {
    let secs = t as libc::time_t;
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    // SAFETY: localtime_r writes only into `tm`, which lives for the call.
    let ok = unsafe { !libc::localtime_r(&secs, &mut tm).is_null() };
    if ok { tm.tm_gmtoff } else { 0 }
}

#[cfg(not(unix))]
fn local_offset_s(_t: i64) -> i64 {
    0
}

/// The panel's box for the online game; nothing when there is none.
pub fn panel_box(ui: &mut egui::Ui, o: &mut OnlineUi, game: &Game, lang: Lang) {
    if let Some(m) = &o.seats.message {
        ui.weak(m);
    }
    if let Some(note) = &o.online.note {
        let text = match note {
            OnlineNote::Refused { code, reason } => fill(
                lang,
                "online.refused",
                &[("reason", &crate::net::online::reason_in(lang, code, reason))],
            ),
            OnlineNote::HostFailed(why) => fill(lang, "online.host_failed", &[("why", why)]),
        };
        ui.colored_label(egui::Color32::from_rgb(255, 140, 110), text);
    }
    if !o.online.active() {
        return;
    }
    ui.label(egui::RichText::new(tr(lang, "online.heading")).strong());
    link_line(ui, &o.online.link, o.online.reconnections, lang);
    let Some(g) = o.online.game.clone() else {
        let key = if o.online.host.as_ref().is_some_and(|h| h.addr.is_none()) {
            "online.starting_host"
        } else {
            "online.asking"
        };
        ui.weak(tr(lang, key));
        return;
    };
    if let Some(invite) = &g.invite {
        invite_box(ui, o, &g, invite, lang);
    } else if g.have_state {
        // While our own connection is down, what the server last said of the friend's is
        // not told as if it were now.
        let ours_up = !matches!(o.online.link, Link::Lost { .. });
        players_lines(ui, &g, ours_up, lang);
        actions(ui, o, &g, game, lang);
    }
    let here = game
        .session
        .players()
        .contains(&crate::game::play::session::Player::Remote);
    if !here && ui.button(tr(lang, "online.back_to_board")).clicked() {
        o.out.write(OnlineCommand::Back);
    }
    if ui.small_button(tr(lang, "online.leave")).clicked() {
        o.out.write(OnlineCommand::Leave);
    }
}

fn link_line(ui: &mut egui::Ui, link: &Link, reconnections: u32, lang: Lang) {
    match link {
        Link::Off => {}
        Link::Connecting => {
            ui.weak(tr(lang, "online.connecting"));
        }
        Link::Connected if reconnections > 0 => {
            ui.colored_label(egui::Color32::LIGHT_GREEN, tr(lang, "online.reconnected"));
        }
        Link::Connected => {}
        Link::Lost { since_ms, .. } => {
            ui.colored_label(
                egui::Color32::from_rgb(255, 170, 90),
                fill(lang, "online.lost", &[("time", &local_hhmm(*since_ms))]),
            );
        }
    }
}

fn invite_box(ui: &mut egui::Ui, o: &mut OnlineUi, g: &OnlineGame, invite: &str, lang: Lang) {
    // A hosted game is reached by friends at this machine's network address.
    let server = o
        .online
        .hosted_address()
        .unwrap_or_else(|| g.server.clone());
    let line = invite_line(&server, invite);
    ui.label(tr(lang, "online.give_invite"));
    ui.label(egui::RichText::new(&server).monospace().size(15.0));
    ui.label(egui::RichText::new(invite).monospace().size(18.0).strong());
    let copied = egui::Id::new("online_invite_copied");
    let was = ui
        .ctx()
        .data(|d| d.get_temp::<bool>(copied))
        .unwrap_or(false);
    ui.horizontal(|ui| {
        if ui.button(tr(lang, "online.copy")).clicked() {
            let ok = o.clipboard.copy(&line).is_ok();
            ui.ctx().data_mut(|d| d.insert_temp(copied, ok));
        }
        if was {
            ui.weak(tr(lang, "online.copied"));
        }
    });
    ui.weak(tr(lang, "online.waiting_friend"));
}

fn presence_text(g: &OnlineGame, side: Side, lang: Lang) -> (String, bool) {
    let name = g.names[side.index()].as_str();
    match g.presence[side.index()] {
        Presence::Connected => (fill(lang, "online.connected", &[("name", name)]), true),
        Presence::Away(Some(t)) => (
            fill(
                lang,
                "online.away_since",
                &[("name", name), ("time", &local_hhmm(t))],
            ),
            false,
        ),
        Presence::Away(None) => (fill(lang, "online.away", &[("name", name)]), false),
    }
}

/// The opponent, his connection, the clocks and whose turn it is.
fn players_lines(ui: &mut egui::Ui, g: &OnlineGame, ours_up: bool, lang: Lang) {
    let them = g.opponent();
    let name = g.names[them.index()].as_str();
    ui.label(fill(lang, "online.opponent", &[("name", name)]));
    if ours_up {
        let (text, here) = presence_text(g, them, lang);
        let colour = if here {
            egui::Color32::LIGHT_GREEN
        } else {
            egui::Color32::from_rgb(255, 170, 90)
        };
        ui.colored_label(colour, text);
    }
    let now = now_ms();
    let to_move = g.position().to_move();
    for side in [them, g.seat] {
        if let Some(left) = g.clock.left_ms(side, to_move, now) {
            let text = fill(
                lang,
                "online.clock",
                &[
                    ("name", &g.names[side.index()]),
                    ("time", &clock_text(left, lang)),
                ],
            );
            let strong = g.clock.running() && side == to_move;
            ui.label(
                egui::RichText::new(text)
                    .monospace()
                    .strong()
                    .color(if strong {
                        egui::Color32::from_rgb(250, 210, 120)
                    } else {
                        egui::Color32::GRAY
                    }),
            );
        }
    }
    if let Some(left) = g.clock.move_left_ms(now) {
        ui.label(fill(
            lang,
            "online.move_left",
            &[("time", &clock_text(left, lang))],
        ));
    }
    if g.best_of == 3 {
        ui.label(msg(
            lang,
            "online.match",
            &[
                ("game", Arg::from(g.index + 1)),
                ("mine", Arg::from(g.score[g.seat.index()])),
                ("theirs", Arg::from(g.score[them.index()])),
            ],
        ));
    }
    if let Some(end) = &g.result {
        ended(ui, g, end, lang);
    } else if g.pending.is_some() {
        // (Whose turn it is the panel says below.)
        ui.weak(tr(lang, "online.sending"));
    }
}

/// A game ended by resignation or time (the rules' own ends are told by the panel).
fn ended(ui: &mut egui::Ui, g: &OnlineGame, end: &crate::net::online::Ended, lang: Lang) {
    let loser = end.winner.opponent();
    let person = |s: Side| {
        Arg::from(if s == g.seat {
            Person::Me
        } else {
            Person::Other
        })
    };
    let key = match end.reason.as_str() {
        "resign" => Some("online.end_resign"),
        "time" => Some("online.end_time"),
        _ => None,
    };
    if let Some(key) = key {
        ui.label(
            egui::RichText::new(msg(
                lang,
                "panel.wins",
                &[
                    ("name", g.names[end.winner.index()].clone().into()),
                    ("person", person(end.winner)),
                ],
            ))
            .size(18.0)
            .strong()
            .color(egui::Color32::from_rgb(250, 210, 120)),
        );
        ui.label(msg(
            lang,
            key,
            &[
                ("name", g.names[loser.index()].clone().into()),
                ("person", person(loser)),
            ],
        ));
    }
}

/// Resign, takeback asked and answered, rematch.
fn actions(ui: &mut egui::Ui, o: &mut OnlineUi, g: &OnlineGame, game: &Game, lang: Lang) {
    let them = g.opponent();
    let name = g.names[them.index()].as_str();
    if let Some(by) = g.takeback_asked_by {
        if by == g.seat {
            ui.weak(tr(lang, "online.takeback_asked_me"));
        } else {
            ui.label(fill(lang, "online.takeback_asked_by", &[("name", name)]));
            ui.horizontal(|ui| {
                if ui.button(tr(lang, "online.accept")).clicked() {
                    o.out.write(OnlineCommand::TakebackAnswer(true));
                }
                if ui.button(tr(lang, "online.decline")).clicked() {
                    o.out.write(OnlineCommand::TakebackAnswer(false));
                }
            });
        }
    }
    let over = g.result.is_some() || game.session.is_over();
    if over {
        if g.rematch_asked[g.seat.index()] {
            ui.weak(fill(lang, "online.rematch_waiting", &[("name", name)]));
        } else {
            if g.rematch_asked[them.index()] {
                ui.label(fill(lang, "online.rematch_offered", &[("name", name)]));
            }
            if (g.match_over || g.best_of == 1)
                && ui
                    .button(egui::RichText::new(tr(lang, "online.rematch")).strong())
                    .clicked()
            {
                o.out.write(OnlineCommand::Rematch);
            }
        }
        return;
    }
    let sure = egui::Id::new("online_resign_sure");
    let asking = ui.ctx().data(|d| d.get_temp::<bool>(sure)).unwrap_or(false);
    ui.horizontal_wrapped(|ui| {
        if g.takeback_asked_by.is_none()
            && !g.moves.is_empty()
            && ui.button(tr(lang, "online.takeback")).clicked()
        {
            o.out.write(OnlineCommand::Takeback);
        }
        if !asking && ui.button(tr(lang, "online.resign")).clicked() {
            ui.ctx().data_mut(|d| d.insert_temp(sure, true));
        }
        if asking {
            if ui
                .button(egui::RichText::new(tr(lang, "online.resign_sure")).strong())
                .clicked()
            {
                o.out.write(OnlineCommand::Resign);
                ui.ctx().data_mut(|d| d.insert_temp(sure, false));
            }
            if ui.button(tr(lang, "online.resign_no")).clicked() {
                ui.ctx().data_mut(|d| d.insert_temp(sure, false));
            }
        }
    });
}
