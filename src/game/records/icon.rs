//! Bao's icon, drawn here rather than shipped as an opaque file: a 4x8 board in the start
//! position of Bao la Kiswahili (6, 2, 2 seeds in each front row, the square nyumba on
//! the 5th pit). Original work, MIT like the rest of Bao. `assets/icon/` holds the files
//! this draws (a test keeps them identical); `bao install-desktop` writes them too.

/// The PNG size installed into the hicolor theme.
pub const PNG_SIZE: u32 = 128;

const WOOD: [u8; 3] = [0x9a, 0x62, 0x2e];
const RIM: [u8; 3] = [0x5a, 0x36, 0x16];
const PIT: [u8; 3] = [0x3b, 0x22, 0x0e];
const SEED: [u8; 3] = [0xf4, 0xe9, 0xcf];

// Geometry in units of the icon's side (0..1).
const BOARD: (f32, f32, f32, f32) = (0.03, 0.2, 0.97, 0.8); // left, top, right, bottom
const CORNER: f32 = 0.06;
const PIT_R: f32 = 0.044;
const SEED_R: f32 = 0.0145;

/// Seeds per pit by screen row (0 = top) and column (0 = left), as South sees the board.
fn seeds(row: usize, col: usize) -> u32 {
    // South's front row (screen row 2) runs A1..A8 left to right; North's (row 1) right to
    // left, each from its owner's left hand.
    match (row, col) {
        (2, 4) | (1, 3) => 6,
        (2, 5) | (2, 6) | (1, 2) | (1, 1) => 2,
        _ => 0,
    }
}

/// The nyumba (house) is the 5th front pit: A5 and a5.
fn is_house(row: usize, col: usize) -> bool {
    matches!((row, col), (2, 4) | (1, 3))
}

fn pit_centre(row: usize, col: usize) -> (f32, f32) {
    let (l, t, r, b) = BOARD;
    let w = (r - l) / 8.0;
    let h = (b - t) / 4.0;
    // The two halves of the board stand a little apart.
    let gap = if row < 2 { -0.012 } else { 0.012 };
    (l + w * (col as f32 + 0.5), t + h * (row as f32 + 0.5) + gap)
}

/// Seed centres inside a pit: up to six on a small ring, two side by side.
fn seed_spots(n: u32, (cx, cy): (f32, f32)) -> Vec<(f32, f32)> {
    if n == 0 {
        return Vec::new();
    }
    if n == 2 {
        return vec![(cx - SEED_R * 1.1, cy), (cx + SEED_R * 1.1, cy)];
    }
    let ring = SEED_R * 1.75;
    (0..n)
        .map(|i| {
            let a = std::f32::consts::TAU * i as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
            (cx + ring * a.cos(), cy + ring * a.sin())
        })
        .collect()
}

/// The colour at a point of the icon (units of its side), or `None` outside the board.
fn paint(x: f32, y: f32) -> Option<[u8; 3]> {
    let (l, t, r, b) = BOARD;
    // Rounded rectangle: distance to the inner rectangle shrunk by the corner radius.
    let dx = (l + CORNER - x).max(x - (r - CORNER)).max(0.0);
    let dy = (t + CORNER - y).max(y - (b - CORNER)).max(0.0);
    let d = (dx * dx + dy * dy).sqrt();
    if d > CORNER {
        return None;
    }
    if d > CORNER - 0.018 {
        return Some(RIM);
    }
    // The groove between the two halves.
    if (y - (t + b) / 2.0).abs() < 0.004 {
        return Some(RIM);
    }
    for row in 0..4 {
        for col in 0..8 {
            let (cx, cy) = pit_centre(row, col);
            let inside = if is_house(row, col) {
                (x - cx).abs() < PIT_R && (y - cy).abs() < PIT_R
            } else {
                (x - cx).powi(2) + (y - cy).powi(2) < PIT_R * PIT_R
            };
            if inside {
                for (sx, sy) in seed_spots(seeds(row, col), (cx, cy)) {
                    if (x - sx).powi(2) + (y - sy).powi(2) < SEED_R * SEED_R {
                        return Some(SEED);
                    }
                }
                return Some(PIT);
            }
        }
    }
    Some(WOOD)
}

/// The icon as RGBA pixels, `size` x `size`, 4x4 samples a pixel for smooth edges.
pub fn pixels(size: u32) -> Vec<u8> {
    const SS: u32 = 4;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let mut acc = [0u32; 4];
            for sy in 0..SS {
                for sx in 0..SS {
                    let x = (px as f32 + (sx as f32 + 0.5) / SS as f32) / size as f32;
                    let y = (py as f32 + (sy as f32 + 0.5) / SS as f32) / size as f32;
                    if let Some(c) = paint(x, y) {
                        for k in 0..3 {
                            acc[k] += c[k] as u32;
                        }
                        acc[3] += 1;
                    }
                }
            }
            let n = acc[3].max(1);
            out.extend_from_slice(&[
                (acc[0] / n) as u8,
                (acc[1] / n) as u8,
                (acc[2] / n) as u8,
                (acc[3] * 255 / (SS * SS)) as u8,
            ]);
        }
    }
    out
}

/// The icon as a PNG file.
pub fn png(size: u32) -> Vec<u8> {
    encode_png(size, size, &pixels(size))
}

/// The icon as an SVG file (the same drawing, for the `scalable` theme folder).
pub fn svg() -> String {
    let s = 256.0;
    let (l, t, r, b) = BOARD;
    let hex = |c: [u8; 3]| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 256 256\">\n\
         <!-- Bao icon: original drawing, MIT licence (see assets/icon/LICENSE.md) -->\n\
         <rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" rx=\"{:.2}\" fill=\"{}\"/>\n\
         <rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" rx=\"{:.2}\" fill=\"{}\"/>\n\
         <rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{}\"/>\n",
        l * s,
        t * s,
        (r - l) * s,
        (b - t) * s,
        CORNER * s,
        hex(RIM),
        (l + 0.018) * s,
        (t + 0.018) * s,
        (r - l - 0.036) * s,
        (b - t - 0.036) * s,
        (CORNER - 0.018) * s,
        hex(WOOD),
        (l + 0.018) * s,
        ((t + b) / 2.0 - 0.004) * s,
        (r - l - 0.036) * s,
        0.008 * s,
        hex(RIM),
    );
    for row in 0..4 {
        for col in 0..8 {
            let (cx, cy) = pit_centre(row, col);
            if is_house(row, col) {
                out.push_str(&format!(
                    "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{}\"/>\n",
                    (cx - PIT_R) * s,
                    (cy - PIT_R) * s,
                    2.0 * PIT_R * s,
                    2.0 * PIT_R * s,
                    hex(PIT)
                ));
            } else {
                out.push_str(&format!(
                    "<circle cx=\"{:.2}\" cy=\"{:.2}\" r=\"{:.2}\" fill=\"{}\"/>\n",
                    cx * s,
                    cy * s,
                    PIT_R * s,
                    hex(PIT)
                ));
            }
            for (x, y) in seed_spots(seeds(row, col), (cx, cy)) {
                out.push_str(&format!(
                    "<circle cx=\"{:.2}\" cy=\"{:.2}\" r=\"{:.2}\" fill=\"{}\"/>\n",
                    x * s,
                    y * s,
                    SEED_R * s,
                    hex(SEED)
                ));
            }
        }
    }
    out.push_str("</svg>\n");
    out
}

/// A minimal PNG writer: RGBA, 8 bits, no filtering, zlib "stored" blocks. Icons are small,
/// so compression is not worth a dependency.
pub fn encode_png(width: u32, height: u32, rgba: &[u8]) -> Vec<u8> {
    assert_eq!(rgba.len(), (width * height * 4) as usize);
    let mut raw = Vec::with_capacity(rgba.len() + height as usize);
    for row in rgba.chunks((width * 4) as usize) {
        raw.push(0); // filter: none
        raw.extend_from_slice(row);
    }
    let mut z = vec![0x78, 0x01];
    let mut blocks = raw.chunks(65_535).peekable();
    while let Some(block) = blocks.next() {
        z.push(u8::from(blocks.peek().is_none()));
        let len = block.len() as u16;
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(block);
    }
    z.extend_from_slice(&adler32(&raw).to_be_bytes());

    let mut out = vec![0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]); // 8 bits, RGBA, deflate, no filter, no interlace
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &z);
    chunk(&mut out, b"IEND", &[]);
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in bytes {
        a = (a + x as u32) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}
