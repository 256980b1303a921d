//! The sounds of a wooden Bao board, made here in code (nothing is recorded or downloaded):
//! hard komwe seeds knocking on wood and on each other, a handful lifted, captured seeds
//! swept across, a hollow thud for a lost house, two light knocks for takasia, a marimba-like
//! phrase at the end of a game and a soft muted knock for a refused click.
//!
//! [`synth`] is a pure function from a [`Cue`] to samples (tested without a window); [`wav`]
//! wraps samples as a 16-bit mono WAV for Bevy's audio. The animation writes the cues as the
//! seeds land (`scene::animation`); [`plugin`] plays them, at the volume and mute of the settings.
//! Without an audio device Bevy warns once ("No audio device found") and nothing is heard;
//! the sounds that could not play are cleared away after a few seconds.
use super::choreo::Cue;
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use std::f32::consts::TAU;

/// Samples a second.
pub const RATE: u32 = 44_100;

/// The sound settings of the game (copied to and from the settings file).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoundSettings {
    /// Loudness in percent, 0..=100.
    pub volume: u8,
    pub mute: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 70,
            mute: false,
        }
    }
}

impl SoundSettings {
    /// The linear gain the cues are played at (0 when muted).
    pub fn gain(&self) -> f32 {
        if self.mute {
            0.0
        } else {
            // Perceived loudness: a gentle curve, so 50 % sounds about half as loud.
            (self.volume.min(100) as f32 / 100.0).powf(1.6)
        }
    }
}

/// A small repeatable random source (xorshift), so a cue always sounds the same in tests.
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Noise {
        Noise(seed.wrapping_mul(0x9E37_79B9) ^ 0x2545_F491 | 1)
    }
    fn next(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }
    /// In [0, 1).
    fn unit(&mut self) -> f32 {
        (self.next() >> 8) as f32 / (1u32 << 24) as f32
    }
    /// In [-1, 1).
    fn signed(&mut self) -> f32 {
        self.unit() * 2.0 - 1.0
    }
}

/// A buffer being mixed.
struct Mix(Vec<f32>);

impl Mix {
    fn new(secs: f32) -> Mix {
        Mix(vec![0.0; (secs * RATE as f32) as usize])
    }
    /// A struck resonance (one mode of a piece of wood or a seed) at `at` seconds.
    fn mode(&mut self, at: f32, freq: f32, amp: f32, decay: f32) {
        let start = (at * RATE as f32) as usize;
        let n = ((decay * 7.0) * RATE as f32) as usize;
        for i in 0..n {
            let Some(s) = self.0.get_mut(start + i) else {
                break;
            };
            let t = i as f32 / RATE as f32;
            // A 1 ms attack keeps the onset from clicking digitally.
            let attack = (t / 0.001).min(1.0);
            *s += amp * attack * (-t / decay).exp() * (TAU * freq * t).sin();
        }
    }
    /// A burst of coloured noise: the contact itself (`bright` 0..1: dull to crisp).
    fn burst(&mut self, at: f32, amp: f32, len: f32, bright: f32, noise: &mut Noise) {
        let start = (at * RATE as f32) as usize;
        let n = (len * RATE as f32) as usize;
        // One-pole low-pass: the duller the contact, the more the noise is smoothed.
        let a = 0.08 + 0.85 * bright.clamp(0.0, 1.0);
        let mut y = 0.0;
        for i in 0..n {
            let Some(s) = self.0.get_mut(start + i) else {
                break;
            };
            y += a * (noise.signed() - y);
            let t = i as f32 / n as f32;
            *s += amp * y * (1.0 - t).powi(2);
        }
    }
    /// One seed knocking: a crisp contact and two or three short resonances.
    fn knock(&mut self, at: f32, amp: f32, pitch: f32, ring: f32, noise: &mut Noise) {
        self.knock_dull(at, amp, pitch, ring, 0.0, noise);
    }
    /// A knock muffled by `dull` (0..1): a seed landing on other seeds, not on bare wood.
    fn knock_dull(
        &mut self,
        at: f32,
        amp: f32,
        pitch: f32,
        ring: f32,
        dull: f32,
        noise: &mut Noise,
    ) {
        self.burst(at, amp * 0.55, 0.004, 0.9 - 0.6 * dull, noise);
        self.mode(
            at,
            2350.0 * pitch,
            amp * 0.55 * (1.0 - 0.6 * dull),
            0.006 * ring,
        );
        self.mode(
            at,
            3900.0 * pitch,
            amp * 0.3 * (1.0 - 0.85 * dull),
            0.004 * ring,
        );
        self.mode(at, 1250.0 * pitch, amp * 0.35 * (1.0 + dull), 0.009 * ring);
    }
    /// The board's wood answering a knock: low body modes.
    fn body(&mut self, at: f32, amp: f32, pitch: f32, decay: f32) {
        self.mode(at, 420.0 * pitch, amp, decay);
        self.mode(at, 690.0 * pitch, amp * 0.6, decay * 0.7);
        self.mode(at, 1130.0 * pitch, amp * 0.35, decay * 0.5);
    }
    /// Scaled so the loudest sample is `peak` (never above full scale), the silent tail cut.
    fn finish(mut self, peak: f32) -> Vec<f32> {
        let max = self.0.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if max > 0.0 {
            let k = peak.min(0.98) / max;
            for s in &mut self.0 {
                *s *= k;
            }
        }
        let threshold = peak * 0.002;
        let end = self
            .0
            .iter()
            .rposition(|s| s.abs() > threshold)
            .unwrap_or(0)
            + 1;
        self.0.truncate(end.max(1));
        // A 3 ms fade at the end.
        let fade = (0.003 * RATE as f32) as usize;
        let len = self.0.len();
        for i in 0..fade.min(len) {
            self.0[len - 1 - i] *= i as f32 / fade as f32;
        }
        self.0
    }
}

/// One seed dropped into a pit that already holds `already` seeds; `variation` (the seed's
/// number in the sowing, the pit) makes each drop a little different in pitch and loudness.
/// A fuller pit sounds fuller: lower, longer, with the seeds inside rattling.
pub fn drop_sound(already: u8, variation: u32) -> Vec<f32> {
    let mut noise = Noise::new(variation.wrapping_mul(2_654_435_761) ^ already as u32);
    let full = (already.min(24) as f32 / 24.0).sqrt();
    let pitch = (1.0 + noise.signed() * 0.09) * (1.0 - 0.3 * full);
    let loud = 0.75 + noise.unit() * 0.25;
    let mut mix = Mix::new(0.05 + 0.2 * full + 0.05);
    // The seed strikes the wood (an empty pit) or the seeds already there.
    mix.knock_dull(0.0, 1.0, pitch, 1.0 + full, full, &mut noise);
    // The wood answers; a full pit with a deeper, longer "chock".
    mix.body(0.0, 0.45 + 0.5 * full, pitch, 0.012 + 0.02 * full);
    // The seeds there knock against each other: more, and longer, the fuller the pit.
    let rattles = (already.min(12) as usize).div_ceil(2);
    let mut at = 0.006;
    for i in 0..rattles {
        at += 0.006 + noise.unit() * 0.018;
        let amp = 0.45 * (1.0 - i as f32 / (rattles as f32 + 1.0)) * (0.6 + 0.4 * noise.unit());
        let p = pitch * (0.8 + 0.3 * noise.unit());
        mix.knock_dull(at, amp, p, 1.4, 0.8, &mut noise);
    }
    if already > 0 {
        // A dull heap of seeds under the new one.
        mix.burst(0.002, 0.25 * full, 0.03 + 0.05 * full, 0.25, &mut noise);
    }
    mix.finish(0.42 * loud)
}

/// A handful of `count` seeds scooped up: a soft scrape and a cluster of small knocks.
pub fn lift_sound(count: u8) -> Vec<f32> {
    let mut noise = Noise::new(0x51ED ^ count as u32);
    let mut mix = Mix::new(0.2);
    mix.burst(0.0, 0.35, 0.06, 0.35, &mut noise);
    let n = (count as usize).clamp(1, 9);
    for _ in 0..n {
        let at = noise.unit() * 0.07;
        mix.knock(
            at,
            0.35 + 0.3 * noise.unit(),
            0.9 + 0.25 * noise.unit(),
            0.8,
            &mut noise,
        );
    }
    mix.finish(0.3)
}

/// `count` captured seeds swept across the board: a rising and falling rustle full of
/// seed knocks, ending in the hand.
pub fn capture_sound(count: u8) -> Vec<f32> {
    let mut noise = Noise::new(0xCA97 ^ count as u32);
    let len = 0.32 + 0.012 * count.min(20) as f32;
    let mut mix = Mix::new(len + 0.1);
    // The sweep: noise under an envelope that swells and fades.
    let n = (len * RATE as f32) as usize;
    let mut y = 0.0;
    for i in 0..n {
        let t = i as f32 / n as f32;
        let env = (std::f32::consts::PI * t).sin().powi(2);
        y += (0.1 + 0.3 * t) * (noise.signed() - y);
        mix.0[i] += 0.28 * env * y;
    }
    let knocks = (count as usize * 2).clamp(4, 24);
    for _ in 0..knocks {
        let t = noise.unit();
        let at = t * len * 0.9;
        let env = (std::f32::consts::PI * t).sin();
        mix.knock(
            at,
            0.5 * env + 0.1,
            0.85 + 0.3 * noise.unit(),
            1.0,
            &mut noise,
        );
    }
    mix.finish(0.55)
}

/// The house is lost: a deep hollow thud of the board with a falling tail.
pub fn house_lost_sound() -> Vec<f32> {
    let mut noise = Noise::new(0x40_05E);
    let mut mix = Mix::new(0.9);
    mix.burst(0.0, 0.5, 0.02, 0.2, &mut noise);
    mix.mode(0.0, 118.0, 1.0, 0.16);
    mix.mode(0.0, 196.0, 0.6, 0.11);
    mix.mode(0.0, 331.0, 0.35, 0.07);
    // A second, softer and lower knock: something gives way.
    mix.mode(0.16, 92.0, 0.55, 0.18);
    mix.mode(0.16, 150.0, 0.3, 0.12);
    mix.finish(0.75)
}

/// Takasia set: two light, dry knocks on the rim (tok-tok).
pub fn takasia_sound() -> Vec<f32> {
    let mut noise = Noise::new(0x7A_CA);
    let mut mix = Mix::new(0.3);
    for (at, pitch) in [(0.0, 1.0), (0.11, 1.12)] {
        mix.burst(at, 0.4, 0.003, 0.8, &mut noise);
        mix.mode(at, 880.0 * pitch, 0.8, 0.025);
        mix.mode(at, 2440.0 * pitch, 0.3, 0.01);
    }
    mix.finish(0.5)
}

/// The end of a game: a short phrase on a wooden marimba (the bar's 1 : 4 : 10 modes).
pub fn game_end_sound() -> Vec<f32> {
    let mut mix = Mix::new(1.6);
    for (i, f) in [392.0, 523.25, 659.25, 783.99].into_iter().enumerate() {
        let at = i as f32 * 0.14;
        let last = i == 3;
        let decay = if last { 0.35 } else { 0.2 };
        mix.mode(at, f, 1.0, decay);
        mix.mode(at, f * 3.93, 0.25, decay * 0.25);
        mix.mode(at, f * 9.9, 0.08, decay * 0.1);
    }
    mix.finish(0.6)
}

/// A refused click: one soft, muted knock, low and short.
pub fn refusal_sound() -> Vec<f32> {
    let mut noise = Noise::new(0x0BAD);
    let mut mix = Mix::new(0.15);
    mix.burst(0.0, 0.3, 0.01, 0.1, &mut noise);
    mix.mode(0.0, 190.0, 1.0, 0.025);
    mix.mode(0.0, 310.0, 0.4, 0.015);
    mix.finish(0.3)
}

/// A whole move shown at once: one short rattle, a little longer for more seeds.
pub fn settle_sound(seeds: u16) -> Vec<f32> {
    let mut noise = Noise::new(0x5E77 ^ seeds as u32);
    let mut mix = Mix::new(0.25);
    let n = (seeds as usize).clamp(3, 8);
    for i in 0..n {
        let at = i as f32 * 0.018 + noise.unit() * 0.008;
        let amp = 1.0 - i as f32 / (n as f32 + 1.0);
        mix.knock(at, amp, 0.9 + 0.2 * noise.unit(), 1.2, &mut noise);
    }
    mix.body(0.0, 0.3, 0.95, 0.02);
    mix.finish(0.38)
}

/// The sound of a cue, as samples in [-1, 1] at [`RATE`].
pub fn synth(cue: Cue) -> Vec<f32> {
    match cue {
        Cue::Drop { pit, already, nth } => drop_sound(
            already,
            (nth as u32).wrapping_mul(31) ^ (pit.ring as u32) << 8 ^ (pit.side.index() as u32),
        ),
        Cue::Lift { count } => lift_sound(count),
        Cue::Capture { count } => capture_sound(count),
        Cue::HouseLost => house_lost_sound(),
        Cue::Takasia => takasia_sound(),
        Cue::GameEnd => game_end_sound(),
        Cue::Refused => refusal_sound(),
        Cue::Settle { seeds } => settle_sound(seeds),
    }
}

/// Samples as a 16-bit PCM mono WAV file.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// Playing sounds, cleared once surely finished (with no audio device nothing plays them).
#[derive(Component)]
struct Sounding(f32);

/// The most sounds started in one frame: a slow frame (software rendering) may land many
/// seeds at once; a few knocks say it, a dozen would only be loud.
const MAX_PER_FRAME: usize = 3;

/// Plays the cues (added with the window; headless tests only count the cues).
pub fn plugin(app: &mut App) {
    app.init_resource::<SoundSettings>()
        .add_systems(Update, play_cues.after(super::BaoSet::Animate));
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<Cue>,
    settings: Res<SoundSettings>,
    mut sources: ResMut<Assets<AudioSource>>,
    time: Res<Time>,
    sounding: Query<(Entity, &Sounding)>,
) {
    let now = time.elapsed_secs();
    for (e, s) in &sounding {
        if now - s.0 > 4.0 {
            commands.entity(e).despawn();
        }
    }
    let gain = settings.gain();
    let mut frame: Vec<Cue> = cues.read().copied().collect();
    if gain <= 0.0 || frame.is_empty() {
        return;
    }
    // The most telling sounds first when a frame has more than it should play.
    frame.sort_by_key(|c| std::cmp::Reverse(cue_rank(*c)));
    for cue in frame.into_iter().take(MAX_PER_FRAME) {
        let bytes = wav(&synth(cue));
        let handle = sources.add(AudioSource {
            bytes: bytes.into(),
        });
        commands.spawn((
            AudioPlayer(handle),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(gain)),
            Sounding(now),
        ));
    }
}

fn cue_rank(c: Cue) -> u8 {
    match c {
        Cue::GameEnd => 6,
        Cue::HouseLost => 5,
        Cue::Capture { .. } => 4,
        Cue::Takasia => 3,
        Cue::Refused => 2,
        Cue::Lift { .. } | Cue::Settle { .. } => 1,
        Cue::Drop { .. } => 0,
    }
}
