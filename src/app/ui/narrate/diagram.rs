//! A small painted Bao board for the Rules window: the four rows as RULES.md draws them
//! (North's back row b8..b1 on top, then a8..a1, A1..A8, and South's back row B1..B8 at the
//! bottom), each pit's seed count, the owned houses, a takasia, the reserves, and a move's
//! sowing as arrows (one arrow per lap, the laps in two alternating colours, a dashed arrow
//! for the seeds of each capture going to where they enter).
//!
//! The geometry ([`Geometry`]) and the reading of a move's trace ([`sowing_path`],
//! [`lap_paths`]) are plain functions, tested without a window; [`board_diagram`] only paints.

use crate::game::words::i18n::{Lang, fill, tr};
use crate::game::words::names;
use crate::rules::{Event, Pit, Position, Side, parse_move, play_traced};
use bevy_egui::egui;
use egui::{
    Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};

/// The diagram's size at scale 1, in logical pixels.
pub const BASE_SIZE: Vec2 = vec2(280.0, 150.0);
/// The widest the diagram grows with the available width.
const MAX_WIDTH: f32 = 400.0;
const MIN_WIDTH: f32 = 200.0;

const WOOD: Color32 = Color32::from_rgb(122, 80, 44);
const WOOD_EDGE: Color32 = Color32::from_rgb(70, 46, 26);
const PIT: Color32 = Color32::from_rgb(72, 46, 27);
const PIT_EDGE: Color32 = Color32::from_rgb(52, 33, 19);
const COUNT: Color32 = Color32::from_rgb(246, 232, 206);
const LETTER: Color32 = Color32::from_rgb(200, 180, 150);
const HOUSE_MARK: Color32 = Color32::from_rgb(250, 210, 120);
const START_RING: Color32 = Color32::from_rgb(255, 248, 220);
const BLOCK_MARK: Color32 = Color32::from_rgb(235, 90, 70);
const CAPTURE: Color32 = Color32::from_rgb(255, 120, 100);
/// The laps alternate between these two colours (the arrows' heads and the start dots tell
/// the laps apart too).
const LAP_COLOURS: [Color32; 2] = [
    Color32::from_rgb(255, 204, 64),
    Color32::from_rgb(120, 205, 255),
];

/// Row 0..4 from the top and column 0..8 from the left of a pit, as RULES.md draws the board.
pub fn grid_cell(pit: Pit) -> (usize, usize) {
    let n = pit.number() as usize;
    match (pit.side, pit.is_front()) {
        (Side::North, false) => (0, 8 - n),
        (Side::North, true) => (1, 8 - n),
        (Side::South, true) => (2, n - 1),
        (Side::South, false) => (3, n - 1),
    }
}

/// The pit drawn in row `row` (0..4 from the top) and column `col` (0..8 from the left).
pub fn pit_at(row: usize, col: usize) -> Pit {
    let n = col as u8;
    match row {
        0 => Pit::back(Side::North, 8 - n),
        1 => Pit::front(Side::North, 8 - n),
        2 => Pit::front(Side::South, n + 1),
        _ => Pit::back(Side::South, n + 1),
    }
}

/// The unit vector from a pit's centre towards the inside of its owner's ring (the gap
/// between his two rows), where the sowing arrows run so the counts stay readable.
fn inward(pit: Pit) -> Vec2 {
    match grid_cell(pit).0 {
        0 | 2 => vec2(0.0, 1.0),
        _ => vec2(0.0, -1.0),
    }
}

/// Where everything of the diagram sits inside the rect it was given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The whole allocated rect.
    pub outer: Rect,
    /// The wooden board.
    pub board: Rect,
    /// Distance between the centres of neighbouring pits.
    pub pitch: Vec2,
    pub radius: f32,
    /// The scale against [`BASE_SIZE`].
    pub scale: f32,
    /// The rect left of the board where the row letters go.
    pub letters: Rect,
    /// The rect right of the board where the reserves go (empty without reserves).
    pub reserves: Rect,
}

impl Geometry {
    pub fn new(outer: Rect, with_reserves: bool) -> Geometry {
        let scale = outer.width() / BASE_SIZE.x;
        let letters_w = 14.0 * scale;
        let reserves_w = if with_reserves {
            38.0 * scale
        } else {
            2.0 * scale
        };
        let board = Rect::from_min_max(
            pos2(outer.left() + letters_w, outer.top()),
            pos2(outer.right() - reserves_w, outer.bottom()),
        );
        let pad = 6.0 * scale;
        let mid_gap = Self::mid_gap_at(scale);
        let pitch = vec2(
            (board.width() - 2.0 * pad) / 8.0,
            (board.height() - 2.0 * pad - mid_gap) / 4.0,
        );
        let radius = 0.42 * pitch.x.min(pitch.y);
        Geometry {
            outer,
            board,
            pitch,
            radius,
            scale,
            letters: Rect::from_min_max(outer.min, pos2(board.left(), outer.bottom())),
            reserves: Rect::from_min_max(pos2(board.right(), outer.top()), outer.max),
        }
    }

    fn mid_gap_at(scale: f32) -> f32 {
        6.0 * scale
    }

    /// The centre of row `row` (0..4 from the top).
    pub fn row_y(&self, row: usize) -> f32 {
        let pad = 6.0 * self.scale;
        let gap = if row >= 2 {
            Self::mid_gap_at(self.scale)
        } else {
            0.0
        };
        self.board.top() + pad + gap + (row as f32 + 0.5) * self.pitch.y
    }

    /// The y of the line between North's and South's halves.
    pub fn mid_y(&self) -> f32 {
        (self.row_y(1) + self.row_y(2)) / 2.0
    }

    pub fn pit_centre(&self, pit: Pit) -> Pos2 {
        let (row, col) = grid_cell(pit);
        let pad = 6.0 * self.scale;
        pos2(
            self.board.left() + pad + (col as f32 + 0.5) * self.pitch.x,
            self.row_y(row),
        )
    }

    /// The pit under `p`, if any (anywhere in its cell).
    pub fn pit_under(&self, p: Pos2) -> Option<Pit> {
        (0..4)
            .flat_map(|row| (0..8).map(move |col| pit_at(row, col)))
            .find(|&pit| {
                let c = self.pit_centre(pit);
                (p.x - c.x).abs() <= self.pitch.x / 2.0 && (p.y - c.y).abs() <= self.pitch.y / 2.0
            })
    }

    /// Where a side's reserve is written.
    pub fn reserve_centre(&self, side: Side) -> Pos2 {
        let y = match side {
            Side::North => (self.row_y(0) + self.row_y(1)) / 2.0,
            Side::South => (self.row_y(2) + self.row_y(3)) / 2.0,
        };
        pos2(self.reserves.center().x, y)
    }

    /// The point a sowing arrow passes at `pit` on its `level`-th parallel track.
    pub fn track_point(&self, pit: Pit, level: usize) -> Pos2 {
        let d = 0.62 * self.radius + level.min(2) as f32 * 3.0 * self.scale;
        self.pit_centre(pit) + inward(pit) * d
    }
}

/// A move's sowing read from its trace, pit by pit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sowing {
    /// The pit the move starts from (where a namua seed is placed, or the first lift).
    pub start: Option<Pit>,
    /// Each lap: the pit it starts from (the lifted pit, or the kichwa an entry starts in),
    /// then every pit a seed falls into, in order.
    pub laps: Vec<Vec<Pit>>,
    /// Each capture: the opponent's pit taken, and the kichwa where its seeds enter.
    pub captures: Vec<(Pit, Pit)>,
}

/// Follows a trace's events: lifts (and a tax) start a lap from their pit, an entry starts a
/// lap in its kichwa, and every sown seed extends the lap it belongs to.
pub fn sowing_path(trace: &[Event]) -> Sowing {
    let mut out = Sowing::default();
    let mut taken: Option<Pit> = None;
    for e in trace {
        match *e {
            Event::ReservePlaced { pit } => {
                out.start.get_or_insert(pit);
            }
            Event::Lift { pit, .. } | Event::Tax { pit, .. } => {
                out.start.get_or_insert(pit);
                out.laps.push(vec![pit]);
            }
            Event::Capture { pit, .. } => taken = Some(pit),
            Event::Entry { kichwa, .. } => {
                if let Some(t) = taken.take() {
                    out.captures.push((t, kichwa));
                }
                out.laps.push(Vec::new());
            }
            Event::Sow { pit } => match out.laps.last_mut() {
                Some(lap) => lap.push(pit),
                None => out.laps.push(vec![pit]),
            },
            _ => {}
        }
    }
    out
}

/// What an arrow of the diagram shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The `n`th lap of the sowing (0-based).
    Lap(usize),
    /// Captured seeds carried to where they enter.
    Capture,
}

/// One arrow: the points it runs through, its head at the last.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowPath {
    pub kind: ArrowKind,
    pub points: Vec<Pos2>,
}

/// The arrows of a sowing on the diagram. A lap runs along the inside of its owner's ring
/// from pit to pit; a lap that goes over steps an earlier lap went over runs on a parallel
/// track a little further in. A capture is a curve from the taken pit to the kichwa.
pub fn lap_paths(geo: &Geometry, sowing: &Sowing) -> Vec<ArrowPath> {
    let mut used: Vec<(Pit, Pit)> = Vec::new();
    let mut out = Vec::new();
    for (n, lap) in sowing.laps.iter().enumerate() {
        if lap.len() < 2 {
            continue;
        }
        let steps: Vec<(Pit, Pit)> = lap.windows(2).map(|w| (w[0], w[1])).collect();
        let level = steps
            .iter()
            .map(|s| used.iter().filter(|u| *u == s).count())
            .max()
            .unwrap_or(0);
        used.extend(steps);
        out.push(ArrowPath {
            kind: ArrowKind::Lap(n),
            points: lap.iter().map(|&p| geo.track_point(p, level)).collect(),
        });
    }
    for &(taken, kichwa) in &sowing.captures {
        let a = geo.pit_centre(taken);
        let b = geo.pit_centre(kichwa);
        let along = b - a;
        let len = along.length();
        if len < 1.0 {
            continue;
        }
        // Bulge the curve sideways, towards the board's middle column.
        let mut side = along.rot90().normalized();
        if side.x * (geo.board.center().x - (a.x + b.x) / 2.0) < 0.0 {
            side = -side;
        }
        let ctrl = a + along / 2.0 + side * (0.22 * len).max(geo.radius);
        let curve: Vec<Pos2> = (0..=16)
            .map(|i| {
                let t = i as f32 / 16.0;
                let u = 1.0 - t;
                (a.to_vec2() * (u * u) + ctrl.to_vec2() * (2.0 * u * t) + b.to_vec2() * (t * t))
                    .to_pos2()
            })
            .collect();
        // Start at the taken pit's rim, end at the kichwa's rim.
        let r = geo.radius * 0.9;
        let points: Vec<Pos2> = curve
            .iter()
            .copied()
            .filter(|p| p.distance(a) >= r && p.distance(b) >= r)
            .collect();
        if points.len() >= 2 {
            out.push(ArrowPath {
                kind: ArrowKind::Capture,
                points,
            });
        }
    }
    out
}

/// The move a diagram shows, played: its sowing, or nothing if the text is not a legal move
/// of the position.
pub fn sowing_of(pos: &Position, notation: &str) -> Option<Sowing> {
    let (s, _) = parse_move(pos, notation).ok()?;
    let (_, trace) = play_traced(pos, &s.mv).ok()?;
    Some(sowing_path(&trace))
}

/// Paints a line through `points` with a filled head at the last point.
fn paint_arrow(painter: &egui::Painter, points: &[Pos2], stroke: Stroke, head: f32, dashed: bool) {
    let n = points.len();
    if n < 2 {
        return;
    }
    let tip = points[n - 1];
    let dir = (tip - points[n - 2]).normalized();
    if !dir.is_finite() {
        return;
    }
    let normal = dir.rot90();
    // The line stops inside the head so it does not poke through the tip.
    let mut line = points.to_vec();
    line[n - 1] = tip - dir * head * 0.6;
    if dashed {
        painter.extend(Shape::dashed_line(
            &line,
            stroke,
            4.0 * stroke.width,
            2.5 * stroke.width,
        ));
    } else {
        painter.add(Shape::line(line, stroke));
    }
    painter.add(Shape::convex_polygon(
        vec![
            tip,
            tip - dir * head + normal * head * 0.55,
            tip - dir * head - normal * head * 0.55,
        ],
        stroke.color,
        Stroke::NONE,
    ));
}

/// The hover text of a pit.
fn pit_hover(lang: Lang, pos: &Position, pit: Pit, start: Option<Pit>) -> String {
    let mut lines = pit_lines(lang, pos, pit);
    let variant = pos.rules().variant;
    if pos.blocked() == Some(pit) {
        lines.push(fill(
            lang,
            "learn.diagram.blocked",
            &[("block", variant.block_name())],
        ));
    }
    if pos.claim() == Some(pit) {
        lines.push(fill(
            lang,
            "learn.diagram.claim",
            &[("block", variant.block_name())],
        ));
    }
    if start == Some(pit) {
        lines.push(tr(lang, "learn.diagram.start").to_string());
    }
    lines.join("\n")
}

/// A pit's seeds ("A5: 6 seeds") and, for an owned house, its square: the first lines told
/// of a pit, in a diagram and on the board.
pub fn pit_lines(lang: Lang, pos: &Position, pit: Pit) -> Vec<String> {
    let label = pit.label();
    let n = pos.seeds(pit);
    let mut lines = vec![if n == 0 {
        fill(lang, "learn.diagram.pit_empty", &[("pit", &label)])
    } else {
        fill(
            lang,
            "learn.diagram.pit_seeds",
            &[("pit", &label), ("count", &n.to_string())],
        )
    }];
    if pit.is_house() && pos.house_owned(pit.side) {
        lines.push(fill(
            lang,
            "learn.diagram.house",
            &[("house", pos.rules().variant.house_name())],
        ));
    }
    lines
}

/// The diagram of `pos` with the move `arrow` (in notation, e.g. "A1R") drawn as arrows, and
/// a short caption under it. A move that does not parse in the position draws no arrows.
pub fn board_diagram(
    ui: &mut egui::Ui,
    pos: &Position,
    arrow: Option<&str>,
    lang: Lang,
) -> egui::Response {
    let width = ui.available_width().clamp(MIN_WIDTH, MAX_WIDTH);
    let with_reserves = pos.rules().variant.has_namua();
    sized_diagram(ui, pos, arrow, width, with_reserves, lang)
}

/// A small picture of a position, `width` points wide (a list's row: the Practice window's
/// positions), the same board as the Rules window's, its counts and hover notes with it; the
/// reserves only while one holds a seed.
pub fn small_board(ui: &mut egui::Ui, pos: &Position, width: f32, lang: Lang) -> egui::Response {
    let with_reserves = Side::BOTH.iter().any(|&s| pos.reserve(s) > 0);
    sized_diagram(ui, pos, None, width, with_reserves, lang)
}

/// [`board_diagram`] at a given width.
fn sized_diagram(
    ui: &mut egui::Ui,
    pos: &Position,
    arrow: Option<&str>,
    width: f32,
    with_reserves: bool,
    lang: Lang,
) -> egui::Response {
    let size = BASE_SIZE * (width / BASE_SIZE.x);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let geo = Geometry::new(rect, with_reserves);
    let sowing = arrow.and_then(|a| sowing_of(pos, a));
    let start = sowing.as_ref().and_then(|s| s.start);

    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect.expand(2.0));
        paint_board(&painter, &geo);
        paint_pits(&painter, &geo, pos);
        paint_sowing(&painter, &geo, sowing.as_ref(), start);
        // The counts last, over the arrows; an empty pit stays plainly empty.
        paint_counts(&painter, &geo, pos, with_reserves, lang);
    }
    let response = hover(response, &geo, pos, start, with_reserves, lang);
    let label = match (arrow, &sowing) {
        (Some(mv), Some(_)) => fill(lang, "learn.diagram.label_move", &[("move", mv)]),
        _ => tr(lang, "learn.diagram.label").to_string(),
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Image, true, &label));

    response
}

/// The board's wood, the line between the halves and the row letters.
fn paint_board(painter: &egui::Painter, geo: &Geometry) {
    let s = geo.scale;
    painter.rect(
        geo.board,
        8.0 * s,
        WOOD,
        Stroke::new(1.5 * s, WOOD_EDGE),
        StrokeKind::Inside,
    );
    // The line between North's half and South's.
    let mid = geo.mid_y();
    painter.line_segment(
        [
            pos2(geo.board.left() + 6.0 * s, mid),
            pos2(geo.board.right() - 6.0 * s, mid),
        ],
        Stroke::new(1.0 * s, WOOD_EDGE),
    );
    let letter_font = FontId::proportional(10.0 * s);
    for (row, letter) in ["b", "a", "A", "B"].iter().enumerate() {
        painter.text(
            pos2(geo.letters.center().x, geo.row_y(row)),
            Align2::CENTER_CENTER,
            *letter,
            letter_font.clone(),
            LETTER,
        );
    }
}

/// The pits, with the owned houses squared, the claimed pit in a diamond and the blocked
/// one crossed.
fn paint_pits(painter: &egui::Painter, geo: &Geometry, pos: &Position) {
    let s = geo.scale;
    for row in 0..4 {
        for col in 0..8 {
            let pit = pit_at(row, col);
            let c = geo.pit_centre(pit);
            painter.circle(c, geo.radius, PIT, Stroke::new(1.0 * s, PIT_EDGE));
            if pit.is_house() && pos.house_owned(pit.side) {
                let half = geo.radius + 2.5 * s;
                painter.rect_stroke(
                    Rect::from_center_size(c, Vec2::splat(2.0 * half)),
                    2.0 * s,
                    Stroke::new(1.6 * s, HOUSE_MARK),
                    StrokeKind::Middle,
                );
            }
            if pos.claim() == Some(pit) {
                // Kete K3: a diamond round the pit that must be captured first.
                let d = geo.radius + 3.0 * s;
                painter.add(Shape::closed_line(
                    vec![
                        c - vec2(0.0, d),
                        c + vec2(d, 0.0),
                        c + vec2(0.0, d),
                        c - vec2(d, 0.0),
                    ],
                    Stroke::new(1.6 * s, BLOCK_MARK),
                ));
            }
            if pos.blocked() == Some(pit) {
                let d = geo.radius * 0.8;
                let st = Stroke::new(2.0 * s, BLOCK_MARK);
                painter.line_segment([c + vec2(-d, -d), c + vec2(d, d)], st);
                painter.line_segment([c + vec2(-d, d), c + vec2(d, -d)], st);
            }
        }
    }
}

/// The move's start ring, its laps as arrows and its captures as dashed arrows.
fn paint_sowing(
    painter: &egui::Painter,
    geo: &Geometry,
    sowing: Option<&Sowing>,
    start: Option<Pit>,
) {
    let s = geo.scale;
    if let Some(p) = start {
        painter.circle_stroke(
            geo.pit_centre(p),
            geo.radius + 2.5 * s,
            Stroke::new(2.2 * s, START_RING),
        );
    }
    let Some(sowing) = sowing else { return };
    for path in lap_paths(geo, sowing) {
        match path.kind {
            ArrowKind::Lap(n) => {
                let colour = LAP_COLOURS[n % 2];
                // A dot where the lap starts, the head where it ends.
                painter.circle_filled(path.points[0], 2.2 * s, colour);
                paint_arrow(
                    painter,
                    &path.points,
                    Stroke::new(1.8 * s, colour),
                    7.0 * s,
                    false,
                );
            }
            ArrowKind::Capture => paint_arrow(
                painter,
                &path.points,
                Stroke::new(1.8 * s, CAPTURE),
                7.0 * s,
                true,
            ),
        }
    }
}

/// The seed counts in the pits and, where the variant has them, the reserves.
fn paint_counts(
    painter: &egui::Painter,
    geo: &Geometry,
    pos: &Position,
    with_reserves: bool,
    lang: Lang,
) {
    let s = geo.scale;
    let count_font = FontId::proportional((11.0 * s).max(9.0));
    for row in 0..4 {
        for col in 0..8 {
            let pit = pit_at(row, col);
            let n = pos.seeds(pit);
            if n > 0 {
                painter.text(
                    geo.pit_centre(pit),
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    count_font.clone(),
                    COUNT,
                );
            }
        }
    }
    if with_reserves {
        let caption = FontId::proportional((8.5 * s).max(8.0));
        for side in Side::BOTH {
            let c = geo.reserve_centre(side);
            painter.text(
                c - vec2(0.0, 7.0 * s),
                Align2::CENTER_CENTER,
                tr(lang, "learn.diagram.reserve"),
                caption.clone(),
                LETTER,
            );
            painter.text(
                c + vec2(0.0, 6.0 * s),
                Align2::CENTER_CENTER,
                pos.reserve(side).to_string(),
                count_font.clone(),
                COUNT,
            );
        }
    }
}

/// The hover text of the pit or reserve under the pointer.
fn hover(
    response: egui::Response,
    geo: &Geometry,
    pos: &Position,
    start: Option<Pit>,
    with_reserves: bool,
    lang: Lang,
) -> egui::Response {
    match response.hover_pos() {
        Some(p) if geo.board.contains(p) => match geo.pit_under(p) {
            Some(pit) => response.on_hover_text_at_pointer(pit_hover(lang, pos, pit, start)),
            None => response,
        },
        Some(p) if with_reserves && geo.reserves.contains(p) => {
            let side = if p.y < geo.mid_y() {
                Side::North
            } else {
                Side::South
            };
            let text = fill(
                lang,
                "learn.diagram.reserve_of",
                &[
                    ("side", names::side(lang, side)),
                    ("count", &pos.reserve(side).to_string()),
                ],
            );
            response.on_hover_text_at_pointer(text)
        }
        _ => response,
    }
}

/// The key to a diagram's marks, under it: what the ring, the arrows and (when the move
/// captures) the dashed arrows mean. Nothing when there is no move drawn.
pub fn legend(ui: &mut egui::Ui, pos: &Position, arrow: Option<&str>, lang: Lang) {
    if let Some(sowing) = arrow.and_then(|a| sowing_of(pos, a)) {
        ui.weak(tr(lang, "learn.diagram.legend"));
        if !sowing.captures.is_empty() {
            ui.weak(tr(lang, "learn.diagram.legend_capture"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Preset, Rules, Variant};
    use egui::pos2;

    fn geo() -> Geometry {
        Geometry::new(Rect::from_min_size(Pos2::ZERO, BASE_SIZE), true)
    }

    fn all_twos() -> Position {
        let rules = Rules::new(Variant::Kujifunza, Preset::MancalaWorld).unwrap();
        Position::from_diagram(rules, Side::South, &["2"; 32].join(" ")).unwrap()
    }

    fn pit(s: &str) -> Pit {
        Pit::parse(s).unwrap()
    }

    #[test]
    fn diagram_rows_as_rules_md_draws_them() {
        let g = geo();
        let c = |s| g.pit_centre(pit(s));
        // b8..b1 on top, a8..a1, A1..A8, B1..B8 at the bottom, left to right.
        for (row, first, last) in [
            (0, "b8", "b1"),
            (1, "a8", "a1"),
            (2, "A1", "A8"),
            (3, "B1", "B8"),
        ] {
            assert!(c(first).x < c(last).x, "{first} left of {last}");
            assert_eq!(grid_cell(pit(first)), (row, 0));
            assert_eq!(grid_cell(pit(last)), (row, 7));
        }
        assert!(c("b8").y < c("a8").y && c("a8").y < c("A1").y && c("A1").y < c("B1").y);
        // Every pit inside the board, none overlapping, and each found under its centre.
        for row in 0..4 {
            for col in 0..8 {
                let p = pit_at(row, col);
                assert_eq!(grid_cell(p), (row, col));
                let centre = g.pit_centre(p);
                assert!(
                    g.board.shrink(g.radius).contains(centre),
                    "{p} in the board"
                );
                assert_eq!(g.pit_under(centre), Some(p));
            }
        }
        assert!(g.pitch.x > 2.0 * g.radius && g.pitch.y > 2.0 * g.radius);
        // The reserves sit right of the board, level with their own halves.
        assert!(g.reserve_centre(Side::North).x > g.board.right());
        assert!(g.reserve_centre(Side::North).y < g.mid_y());
        assert!(g.reserve_centre(Side::South).y > g.mid_y());
        // Scaled with the width.
        let big = Geometry::new(Rect::from_min_size(Pos2::ZERO, BASE_SIZE * 1.5), true);
        assert!((big.radius / g.radius - 1.5).abs() < 1e-3);
    }

    /// The Rules window's "sowing" section shows relays and nothing else (G1-G3): in both
    /// languages its move sows three laps, A3-A5, A5-A7, A7-B8, each relayed from an
    /// occupied pit facing an empty one, and ends in the empty B8 without a capture.
    #[test]
    fn diagram_the_sowing_section_shows_relays_only() {
        use crate::game::teach::narrate::rulebook::sections;
        for lang in Lang::ALL {
            let s = sections(lang)
                .iter()
                .find(|s| s.id == "sowing")
                .expect("a sowing section");
            let d = s.diagram.as_ref().expect("a diagram");
            let rules = Rules::new(s.variants[0], crate::rules::Preset::MancalaWorld).unwrap();
            let pos = d.setup.position(rules).unwrap();
            let sowing = sowing_of(&pos, d.arrow.as_deref().unwrap()).expect("legal");
            assert!(
                sowing.captures.is_empty(),
                "{lang:?}: {:?}",
                sowing.captures
            );
            let ends: Vec<Pit> = sowing.laps.iter().map(|l| *l.last().unwrap()).collect();
            assert_eq!(ends, vec![pit("A5"), pit("A7"), pit("B8")], "{lang:?}");
        }
    }

    #[test]
    fn diagram_sowing_a1r_follows_the_ring() {
        // A1R on the all-2s board of bao la kujifunza: captures at once and again.
        let pos = all_twos();
        let sowing = sowing_of(&pos, "A1R").expect("A1R is legal");
        assert_eq!(sowing.start, Some(pit("A1")));
        // The first lap: A1 lifted, its two seeds into A2 and A3 (R from A1 = towards A8).
        assert_eq!(sowing.laps[0], vec![pit("A1"), pit("A2"), pit("A3")]);
        // A3 was occupied and faces a6 (2 seeds): they are taken and enter at A1.
        assert_eq!(sowing.captures[0], (pit("a6"), pit("A1")));
        // Every lap stays in South's ring, one pit at a time, the same way round; a lap
        // starts where the one before ended (a relay) or in a kichwa (an entry).
        let kichwas = [pit("A1"), pit("A8")];
        for (n, lap) in sowing.laps.iter().enumerate() {
            assert!(lap.len() >= 2, "{lap:?}");
            let way = if lap[1] == lap[0].step(Dir::Cw) {
                Dir::Cw
            } else {
                Dir::Ccw
            };
            for s in lap.windows(2) {
                assert_eq!(s[0].side, Side::South);
                assert_eq!(s[1], s[0].step(way), "lap {n}: {lap:?}");
            }
            if n > 0 {
                let before = *sowing.laps[n - 1].last().unwrap();
                assert!(
                    lap[0] == before || kichwas.contains(&lap[0]),
                    "lap {n}: {lap:?}"
                );
            }
        }
        assert!(sowing.laps.len() >= 2, "it goes on: {sowing:?}");
        // On the picture: the first arrow starts at A1, runs right along the A row and
        // ends at A3, below the pits' centres (inside South's ring).
        let g = geo();
        let paths = lap_paths(&g, &sowing);
        assert_eq!(paths[0].kind, ArrowKind::Lap(0));
        let p = &paths[0].points;
        assert!(p[0].distance(g.pit_centre(pit("A1"))) < g.radius);
        assert!(p.last().unwrap().distance(g.pit_centre(pit("A3"))) < g.radius);
        assert!(p.windows(2).all(|w| w[1].x > w[0].x));
        assert!(p[0].y > g.pit_centre(pit("A1")).y && p[0].y < g.row_y(3));
        // A lap round the left end goes from the A row down to the B row, in column 0.
        let corner = sowing
            .laps
            .iter()
            .position(|l| l.windows(2).any(|w| w == [pit("A1"), pit("B1")]))
            .expect("a lap turns the corner at A1");
        let path = paths
            .iter()
            .find(|a| a.kind == ArrowKind::Lap(corner))
            .unwrap();
        let x0 = g.pit_centre(pit("A1")).x;
        assert!(
            path.points.windows(2).any(|w| (w[0].x - x0).abs() < 1e-3
                && (w[1].x - x0).abs() < 1e-3
                && w[1].y > w[0].y)
        );
        // Every sown step and every capture has an arrow.
        assert_eq!(
            paths
                .iter()
                .filter(|a| a.kind == ArrowKind::Capture)
                .count(),
            sowing.captures.len()
        );
    }

    #[test]
    fn diagram_capture_arrow_from_the_taken_pit_to_the_kichwa() {
        // South to move; A1 holds 2, A3 is occupied and faces a6 with 5: A1R's last seed
        // falls into A3 and captures a6's seeds, which enter at the left kichwa A1.
        let rules = Rules::new(Variant::Kujifunza, Preset::MancalaWorld).unwrap();
        // b8..b1, a8..a1, A1..A8, B1..B8 (64 seeds).
        let text = "1 1 1 2 2 2 2 2  2 2 5 2 2 2 2 2  2 2 2 2 2 2 2 2  2 2 2 2 2 2 2 2";
        let pos = Position::from_diagram(rules, Side::South, text).unwrap();
        let sowing = sowing_of(&pos, "A1R").expect("A1R is legal");
        assert_eq!(sowing.start, Some(pit("A1")));
        assert_eq!(
            sowing.captures.first(),
            Some(&(pit("a6"), pit("A1"))),
            "{sowing:?}"
        );
        // The entry lap starts in the kichwa.
        assert!(
            sowing
                .laps
                .iter()
                .any(|l| l.first() == Some(&pit("A1")) && l.len() > 1)
        );
        let g = geo();
        let arrow = lap_paths(&g, &sowing)
            .into_iter()
            .find(|a| a.kind == ArrowKind::Capture)
            .expect("a capture arrow");
        let from = g.pit_centre(pit("a6"));
        let to = g.pit_centre(pit("A1"));
        assert!(arrow.points[0].distance(from) < 1.6 * g.radius);
        assert!(arrow.points.last().unwrap().distance(to) < 1.6 * g.radius);
    }

    #[test]
    fn diagram_arrow_that_does_not_parse_draws_nothing() {
        let pos = all_twos();
        assert_eq!(sowing_of(&pos, "Z9"), None);
        assert_eq!(sowing_of(&pos, ""), None);
        assert_eq!(sowing_of(&pos, "b1R"), None);
    }

    #[test]
    fn diagram_namua_move_of_the_rules_window() {
        // The namua section's "A6L*" from the start: the reserve seed goes into A6, which
        // starts the move.
        let rules = Rules::new(Variant::Kiswahili, Preset::MancalaWorld).unwrap();
        let pos = Position::start(rules);
        let sowing = sowing_of(&pos, "A6L*").expect("A6L* is legal at the start");
        assert_eq!(sowing.start, Some(pit("A6")));
        assert_eq!(sowing.laps[0][0], pit("A6"));
        assert_eq!(sowing.laps[0][1], pit("A5"), "L from A6 sows towards A1");
        assert!(!lap_paths(&geo(), &sowing).is_empty());
    }

    /// Runs the widget in a bare egui context, one frame, with the pointer at `hover`.
    fn frame(
        ctx: &egui::Context,
        pos: &Position,
        arrow: Option<&str>,
        lang: Lang,
        hover: Option<Pos2>,
    ) -> egui::FullOutput {
        let mut input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(420.0, 300.0))),
            ..Default::default()
        };
        if let Some(p) = hover {
            input.events.push(egui::Event::PointerMoved(p));
        }
        ctx.run_ui(input, |ui| {
            board_diagram(ui, pos, arrow, lang);
            legend(ui, pos, arrow, lang);
        })
    }

    #[test]
    fn diagram_paints_every_rules_section() {
        use crate::game::teach::narrate::rulebook;
        let ctx = egui::Context::default();
        for lang in [Lang::English, Lang::Kiswahili] {
            for variant in Variant::ALL {
                for s in rulebook::sections_for(lang, variant) {
                    let Some(d) = &s.diagram else { continue };
                    let rules = Rules::new(s.variants[0], Preset::MancalaWorld).unwrap();
                    let pos = d.setup.position(rules).unwrap();
                    for hover in [None, Some(pos2(60.0, 100.0)), Some(pos2(300.0, 40.0))] {
                        let mut out = frame(&ctx, &pos, d.arrow.as_deref(), lang, hover);
                        out.textures_delta.clear();
                        assert!(out.shapes.len() > 32, "{}: {}", s.id, out.shapes.len());
                    }
                }
            }
        }
        // A move that is not legal there paints the board alone.
        let mut out = frame(&ctx, &all_twos(), Some("B3L"), Lang::English, None);
        out.textures_delta.clear();
        assert!(!out.shapes.is_empty());
    }
}
