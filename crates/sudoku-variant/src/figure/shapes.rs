//! The shapes rules share: a cage's dashed outline, an arrowhead, a dot
//! on a border, a clue outside the grid.

use super::{Colour, Layer, Mark, Shape, between, centre, label};
use crate::rule::Cell;

/// How far a cage's outline keeps inside its cells.
const INSET: f32 = 0.08;

/// The dashed outline of the cells `cells` (a cage), kept 0.08 of a cell
/// inside them: one segment per border, turning at corners.
pub fn cage_outline(cells: &[Cell], size: usize) -> Vec<Mark> {
    let n = size as i64;
    let has = |r: i64, c: i64| {
        (0..n).contains(&r) && (0..n).contains(&c) && cells.contains(&((r * n + c) as usize))
    };
    let d = INSET;
    let mut marks = Vec::new();
    for &cell in cells {
        let (r, c) = ((cell / size) as i64, (cell % size) as i64);
        // Each side: the neighbour across it, the direction along it (from
        // its start to its end), and its start and end corners.
        let sides: [((i64, i64), (i64, i64)); 4] = [
            ((-1, 0), (0, 1)),  // top, left to right
            ((0, 1), (1, 0)),   // right, top to bottom
            ((1, 0), (0, -1)),  // bottom, right to left
            ((0, -1), (-1, 0)), // left, bottom to top
        ];
        for (out, along) in sides {
            if has(r + out.0, c + out.1) {
                continue;
            }
            // The side's corners, in cell units, inset towards the cell.
            let mid = (c as f32 + 0.5, r as f32 + 0.5);
            let normal = (out.1 as f32, out.0 as f32);
            let tangent = (along.1 as f32, along.0 as f32);
            let base = (mid.0 + normal.0 * (0.5 - d), mid.1 + normal.1 * (0.5 - d));
            // How far the segment runs each way from the side's middle.
            let reach = |dir: (i64, i64)| {
                let next = (r + dir.0, c + dir.1);
                if !has(next.0, next.1) {
                    0.5 - d
                } else if has(next.0 + out.0, next.1 + out.1) {
                    0.5 + d
                } else {
                    0.5
                }
            };
            let back = reach((-along.0, -along.1));
            let ahead = reach(along);
            let from = (base.0 - tangent.0 * back, base.1 - tangent.1 * back);
            let to = (base.0 + tangent.0 * ahead, base.1 + tangent.1 * ahead);
            marks.push(Mark {
                layer: Layer::Over,
                shape: Shape::Line {
                    points: vec![from, to],
                    width: 0.025,
                    colour: Colour::BLACK,
                    closed: false,
                    dashed: true,
                },
            });
        }
    }
    marks
}

/// A cage's or a clue's small number in the top left corner of `cell`, on
/// a white patch that hides the outline under it.
pub fn corner_number(cell: Cell, size: usize, text: String) -> Vec<Mark> {
    let (x, y) = ((cell % size) as f32 + 0.03, (cell / size) as f32 + 0.03);
    let (w, h) = (0.13 * text.chars().count() as f32 + 0.04, 0.27);
    vec![
        Mark {
            layer: Layer::Over,
            shape: Shape::Fill {
                points: vec![(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
                colour: Colour::WHITE,
            },
        },
        Mark {
            layer: Layer::Over,
            shape: Shape::Corner {
                at: (x + 0.02, y + 0.02),
                size: 0.22,
                text,
            },
        },
    ]
}

/// An arrowhead at `tip`, pointing away from `from`.
pub fn arrowhead(
    from: (f32, f32),
    tip: (f32, f32),
    length: f32,
    width: f32,
    colour: Colour,
) -> Mark {
    let (dx, dy) = (tip.0 - from.0, tip.1 - from.1);
    let norm = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    let (ux, uy) = (dx / norm, dy / norm);
    let wing = |sign: f32| {
        (
            tip.0 - length * (ux * 0.8 - sign * uy * 0.6),
            tip.1 - length * (uy * 0.8 + sign * ux * 0.6),
        )
    };
    Mark {
        layer: Layer::Under,
        shape: Shape::Line {
            points: vec![wing(1.0), tip, wing(-1.0)],
            width,
            colour,
            closed: false,
            dashed: false,
        },
    }
}

/// A kropki dot on the border of `a` and `b`: white with a black rim, or
/// black; its value written in it when `value` is given.
pub fn dot(a: Cell, b: Cell, size: usize, black: bool, value: Option<u32>) -> Vec<Mark> {
    let at = between(a, b, size);
    let fill = match (black, value) {
        (true, None) => Colour::BLACK,
        (true, Some(_)) => Colour::GREY,
        (false, _) => Colour::WHITE,
    };
    let mut marks = vec![Mark {
        layer: Layer::Over,
        shape: Shape::Circle {
            centre: at,
            radius: 0.13,
            fill: Some(fill),
            stroke: Some((Colour::BLACK, 0.025)),
        },
    }];
    if let Some(v) = value {
        marks.push(label(at, 0.16, v.to_string()));
    }
    marks
}

/// A letter on the border of `a` and `b`, on a white patch (XV).
pub fn border_letter(a: Cell, b: Cell, size: usize, text: &str) -> Vec<Mark> {
    let at = between(a, b, size);
    vec![
        Mark {
            layer: Layer::Over,
            shape: Shape::Circle {
                centre: at,
                radius: 0.16,
                fill: Some(Colour::WHITE),
                stroke: None,
            },
        },
        label(at, 0.3, text.to_owned()),
    ]
}

/// The centre of the place at `(row, column)`, counted from 1 with 0 and
/// `size + 1` outside the grid (f-puzzles' places for clues).
pub fn place((row, column): (usize, usize)) -> (f32, f32) {
    (column as f32 - 0.5, row as f32 - 0.5)
}

/// A clue's number outside the grid.
pub fn outside_clue(at: (usize, usize), text: String) -> Mark {
    label(place(at), 0.4, text)
}

/// A line through the centres of `cells` that stops `gap` short of its
/// two ends (at the rim of a circle there).
pub fn between_ends(cells: &[Cell], size: usize, gap: f32, width: f32, colour: Colour) -> Mark {
    let mut points: Vec<(f32, f32)> = cells.iter().map(|&c| centre(c, size)).collect();
    let last = points.len().saturating_sub(1);
    for (end, next) in [(0, 1.min(last)), (last, last.saturating_sub(1))] {
        let (a, b) = (points[end], points[next]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let norm = (dx * dx + dy * dy).sqrt();
        if norm > gap {
            points[end] = (a.0 + dx / norm * gap, a.1 + dy / norm * gap);
        }
    }
    Mark {
        layer: Layer::Under,
        shape: Shape::Line {
            points,
            width,
            colour,
            closed: false,
            dashed: false,
        },
    }
}

/// Hollow circles at the two ends of a line (between lines): what lies
/// under them (a thermometer's bulb) stays in sight.
pub fn end_circles(cells: &[Cell], size: usize) -> Vec<Mark> {
    [cells.first(), cells.last()]
        .into_iter()
        .flatten()
        .map(|&c| Mark {
            layer: Layer::Under,
            shape: Shape::Circle {
                centre: centre(c, size),
                radius: 0.4,
                fill: None,
                stroke: Some((Colour::DARK, 0.04)),
            },
        })
        .collect()
}
