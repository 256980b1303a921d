//! Turns a rules trace into seed flights: a handful lifted, dropped one by one along the
//! path, captured seeds carried across to the entry kichwa, reserve seeds taken from the
//! heap. The animation only follows events the rules produced; it never changes the game.
//! When the queue drains, the seeds on screen are checked against the rules position.
use super::board;
use super::carving::Carving;
use super::seeds::{At, Place, Seed, rest_position};
use crate::app::play::BaoSet;
use crate::app::play::choreo::{Beat, Choreo, Cue, Settings, SkipAnimation, Speed};
use crate::rules::{Event, Pit, Position, Side};
use bevy::prelude::*;

/// How much longer (or shorter) than normal each flight takes.
fn factor(speed: Speed) -> f32 {
    match speed {
        Speed::Slow => 2.0,
        Speed::Normal => 1.0,
        Speed::Fast => 0.4,
        Speed::Instant => 0.0,
    }
}

/// A seed on its way between two resting points.
#[derive(Component, Clone, Copy, Debug)]
pub struct Flight {
    from: Vec3,
    to: Vec3,
    elapsed: f32,
    dur: f32,
    arc: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (run_choreo, fly, crate::app::play::turn::refusal_cue)
            .chain()
            .in_set(BaoSet::Animate),
    );
}

type SeedQuery<'w, 's> =
    Query<'w, 's, (Entity, &'static Seed, &'static mut At, &'static Transform)>;

fn run_choreo(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut choreo: ResMut<Choreo>,
    mut skips: MessageReader<SkipAnimation>,
    mut seeds: SeedQuery,
    mut flights: Query<&mut Flight>,
    mut cues: MessageWriter<Cue>,
    carving: Res<Carving>,
) {
    let choreo = &mut *choreo;
    let carving = *carving;
    let skip = skips.read().count() > 0 || settings.speed == Speed::Instant;
    if let Some(pos) = choreo.snap_to.take() {
        snap(&mut commands, &mut seeds, &pos, carving);
    }
    choreo.wait -= time.delta_secs();
    let factor = factor(settings.speed);
    let jump = settings.jumps();
    // Shown at once: the sounds still waiting and those of the beats done now make one.
    let rushed = skip && (!choreo.queue.is_empty() || !choreo.pending.is_empty());
    loop {
        if !skip && choreo.wait > 0.0 {
            break;
        }
        let Some(beat) = choreo.queue.pop_front() else {
            choreo.wait = choreo.wait.max(0.0);
            break;
        };
        let dur = match beat {
            Beat::Event(e) => {
                if choreo.ended {
                    // A new move begins: the last one's caption is stale.
                    choreo.ended = false;
                    choreo.caption = None;
                }
                perform(&mut commands, &mut seeds, choreo, e, factor, jump, carving)
            }
            Beat::Check(pos) => {
                if !matches_position(seeds.iter().map(|s| s.2), &pos) {
                    choreo.desyncs += 1;
                    warn!("seeds disagreed with the rules after a move; resynchronised");
                    snap(&mut commands, &mut seeds, &pos, carving);
                }
                choreo.drops = 0;
                choreo.ended = true;
                0.0
            }
        };
        choreo.wait += dur * factor;
    }
    if skip {
        choreo.wait = 0.0;
        for mut f in &mut flights {
            f.elapsed = f.dur;
        }
    }
    if rushed {
        let drops = choreo
            .pending
            .iter()
            .filter(|(_, c)| matches!(c, Cue::Drop { .. }))
            .count() as u16;
        let best = choreo
            .pending
            .drain(..)
            .map(|(_, c)| c)
            .filter(|c| c.weight() > 0)
            .max_by_key(|c| c.weight());
        cues.write(best.unwrap_or(Cue::Settle { seeds: drops }));
        return;
    }
    // A sound is heard when its seeds arrive (flights advance by the same clock).
    let dt = time.delta_secs();
    choreo.pending.retain_mut(|(left, cue)| {
        *left -= dt;
        if *left <= 0.0 {
            cues.write(*cue);
            false
        } else {
            true
        }
    });
}

/// Do the seeds show `pos` exactly (every pit, both reserves, nothing in the hand)?
pub fn matches_position<'a>(ats: impl Iterator<Item = &'a At>, pos: &Position) -> bool {
    let mut pits = [[0u8; 16]; 2];
    let mut reserve = [0u8; 2];
    for at in ats {
        match at.place {
            Place::Pit(p) => pits[p.side.index()][p.ring as usize] += 1,
            Place::Reserve(s) => reserve[s.index()] += 1,
            Place::Hand => return false,
        }
    }
    Side::BOTH.iter().all(|&s| {
        reserve[s.index()] == pos.reserve(s)
            && (0..16).all(|r| pits[s.index()][r] == pos.seeds(Pit::new(s, r as u8)))
    })
}

/// Moves `n` seeds (the last arrived first) from `from` to `to`, each on a flight.
fn carry(
    commands: &mut Commands,
    seeds: &mut SeedQuery,
    from: Place,
    to: Place,
    n: usize,
    hand_at: Vec3,
    dur: f32,
    carving: Carving,
) {
    let mut next_slot = seeds
        .iter()
        .filter(|s| s.2.place == to)
        .map(|s| s.2.slot + 1)
        .max()
        .unwrap_or(0);
    let mut src: Vec<(u16, Entity)> = seeds
        .iter()
        .filter(|s| s.2.place == from)
        .map(|s| (s.2.slot, s.0))
        .collect();
    src.sort_unstable_by(|a, b| b.cmp(a));
    for &(_, e) in src.iter().take(n) {
        let Ok((e, seed, mut at, tf)) = seeds.get_mut(e) else {
            continue;
        };
        *at = At {
            place: to,
            slot: next_slot,
        };
        next_slot += 1;
        let dest = rest_position(*at, seed.0, hand_at, carving);
        if dur <= 0.0 {
            commands
                .entity(e)
                .remove::<Flight>()
                .insert(tf.with_translation(dest));
            continue;
        }
        commands.entity(e).insert(Flight {
            from: tf.translation,
            to: dest,
            elapsed: 0.0,
            dur,
            arc: if to == Place::Hand { 0.2 } else { 0.35 },
        });
    }
}

/// The hand moves over `to`: its seeds follow.
fn move_hand(commands: &mut Commands, seeds: &mut SeedQuery, to: Vec3, dur: f32, carving: Carving) {
    for (e, seed, at, tf) in seeds.iter() {
        if at.place == Place::Hand && dur <= 0.0 {
            let dest = rest_position(*at, seed.0, to, carving);
            commands
                .entity(e)
                .remove::<Flight>()
                .insert(tf.with_translation(dest));
        } else if at.place == Place::Hand {
            commands.entity(e).insert(Flight {
                from: tf.translation,
                to: rest_position(*at, seed.0, to, carving),
                elapsed: 0.0,
                dur,
                arc: 0.15,
            });
        }
    }
}

/// Carries out one event on the seeds; returns its length in seconds at normal speed.
fn perform(
    commands: &mut Commands,
    seeds: &mut SeedQuery,
    choreo: &mut Choreo,
    e: Event,
    factor: f32,
    jump: bool,
    carving: Carving,
) -> f32 {
    // Flights last as long as their beat (at least a frame, so they are seen to move);
    // with reduced motion (or at the speed "instant") the seeds jump: no flight at all.
    let d = |secs: f32| {
        if jump {
            0.0
        } else {
            (secs * factor).max(0.001)
        }
    };
    // Sounds wait for their seeds to land (the flight's length).
    match e {
        Event::ReservePlaced { pit } => {
            queue_drop(choreo, seeds, pit, d(0.45));
            carry(
                commands,
                seeds,
                Place::Reserve(pit.side),
                Place::Pit(pit),
                1,
                choreo.hand_at,
                d(0.45),
                carving,
            );
            0.45
        }
        Event::Lift { pit, count } | Event::Tax { pit, count } => {
            choreo.pending.push((d(0.35), Cue::Lift { count }));
            choreo.hand_at = board::pit_center(pit);
            carry(
                commands,
                seeds,
                Place::Pit(pit),
                Place::Hand,
                count as usize,
                choreo.hand_at,
                d(0.35),
                carving,
            );
            0.38
        }
        Event::Sow { pit } => {
            queue_drop(choreo, seeds, pit, d(0.2));
            choreo.hand_at = board::pit_center(pit);
            carry(
                commands,
                seeds,
                Place::Hand,
                Place::Pit(pit),
                1,
                choreo.hand_at,
                d(0.2),
                carving,
            );
            move_hand(commands, seeds, choreo.hand_at, d(0.2), carving);
            0.21
        }
        Event::Capture { by, pit, count } => {
            choreo.caption = Some(e);
            choreo.pending.push((d(0.45), Cue::Capture { count }));
            // Taken across the board into the capturer's hand, over his own pit.
            choreo.hand_at = board::pit_center(by);
            carry(
                commands,
                seeds,
                Place::Pit(pit),
                Place::Hand,
                count as usize,
                choreo.hand_at,
                d(0.45),
                carving,
            );
            0.5
        }
        Event::Entry { kichwa, .. } => {
            choreo.hand_at = board::pit_center(kichwa);
            move_hand(commands, seeds, choreo.hand_at, d(0.5), carving);
            0.55
        }
        Event::LapEnd { .. } => 0.06,
        Event::Stop { .. } => 0.15,
        Event::Safari { .. }
        | Event::HouseDestroyed { .. }
        | Event::Block { .. }
        | Event::Claim { .. }
        | Event::GameOver(_) => announce(choreo, e),
    }
}

/// The drop of one seed into `pit`, heard when it lands (`delay`); each drop of a move
/// sounds a little different.
fn queue_drop(choreo: &mut Choreo, seeds: &SeedQuery, pit: Pit, delay: f32) {
    choreo.drops += 1;
    let already = seeds
        .iter()
        .filter(|s| s.2.place == Place::Pit(pit))
        .count() as u8;
    choreo.pending.push((
        delay,
        Cue::Drop {
            pit,
            already,
            nth: choreo.drops,
        },
    ));
}

/// An event that moves no seed (a safari, a house lost, a block, a claim, the game's end):
/// the panel's caption, its sound, and a pause to see it.
fn announce(choreo: &mut Choreo, e: Event) -> f32 {
    match e {
        Event::HouseDestroyed { .. } => choreo.pending.push((0.0, Cue::HouseLost)),
        Event::Block { .. } => choreo.pending.push((0.0, Cue::Takasia)),
        Event::GameOver(_) => choreo.pending.push((0.0, Cue::GameEnd)),
        _ => {}
    }
    choreo.caption = Some(e);
    if matches!(e, Event::GameOver(_)) {
        0.0
    } else {
        0.4
    }
}

/// Puts every seed where `pos` says at once, moving as few seeds as possible.
fn snap(commands: &mut Commands, seeds: &mut SeedQuery, pos: &Position, carving: Carving) {
    let mut want: Vec<(Place, usize)> = Vec::new();
    for s in Side::BOTH {
        want.push((Place::Reserve(s), pos.reserve(s) as usize));
        for r in 0..16 {
            let p = Pit::new(s, r);
            want.push((Place::Pit(p), pos.seeds(p) as usize));
        }
    }
    let target = |pl: Place| want.iter().find(|w| w.0 == pl).map_or(0, |w| w.1);
    // Keep seeds already in a place that needs them; free the rest.
    let mut kept: Vec<(Place, u16)> = Vec::new();
    let mut free = Vec::new();
    let mut all: Vec<(Entity, At)> = seeds.iter().map(|s| (s.0, *s.2)).collect();
    all.sort_by_key(|(e, a)| (a.slot, *e));
    for (e, at) in all {
        let have = kept.iter().filter(|k| k.0 == at.place).count();
        if have < target(at.place) {
            kept.push((at.place, 0));
            let _ = e;
        } else {
            free.push(e);
        }
    }
    let mut free = free.into_iter();
    for (place, n) in want {
        let have = kept.iter().filter(|k| k.0 == place).count();
        for _ in have..n {
            if let Some(e) = free.next()
                && let Ok((_, _, mut at, _)) = seeds.get_mut(e)
            {
                at.place = place;
            }
        }
    }
    // A position of fewer than 64 seeds (the editor's, half set up): the seeds left over
    // wait out of sight in the hand.
    for e in free {
        if let Ok((_, _, mut at, _)) = seeds.get_mut(e) {
            at.place = Place::Hand;
        }
    }
    // Renumber the slots of every place and put the seeds down.
    let mut counters: Vec<(Place, u16)> = Vec::new();
    let mut order: Vec<Entity> = seeds.iter().map(|s| s.0).collect();
    order.sort_by_key(|&e| seeds.get(e).map(|s| s.2.slot).unwrap_or(0));
    for e in order {
        let Ok((e, seed, mut at, _)) = seeds.get_mut(e) else {
            continue;
        };
        let c = match counters.iter_mut().find(|c| c.0 == at.place) {
            Some(c) => c,
            None => {
                counters.push((at.place, 0));
                counters.last_mut().unwrap()
            }
        };
        at.slot = c.1;
        c.1 += 1;
        let p = rest_position(*at, seed.0, Vec3::ZERO, carving);
        let shown = if at.place == Place::Hand {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        commands.entity(e).remove::<Flight>().insert((
            Transform {
                translation: p,
                ..seed_pose(seed.0)
            },
            shown,
        ));
    }
}

/// A seed's own turn and shape.
pub fn seed_pose(id: u8) -> Transform {
    use super::seeds::jitter;
    Transform::from_rotation(Quat::from_euler(
        EulerRot::YXZ,
        jitter(id, 3) * 3.1,
        jitter(id, 4) * 0.5,
        jitter(id, 5) * 0.5,
    ))
    .with_scale(Vec3::new(1.0, 0.78, 0.9))
}

fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Flight, &mut Transform)>,
) {
    for (e, mut f, mut tf) in &mut q {
        f.elapsed += time.delta_secs();
        let t = (f.elapsed / f.dur).clamp(0.0, 1.0);
        let s = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
        tf.translation = f.from.lerp(f.to, s) + Vec3::Y * f.arc * 4.0 * t * (1.0 - t);
        if t >= 1.0 {
            commands.entity(e).remove::<Flight>();
        }
    }
}
