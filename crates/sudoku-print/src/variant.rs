//! A variant puzzle drawn on a page: its rules' marks under the grid
//! lines (shading, thermometers, lines), the lines (thick between
//! regions, so irregular regions show), the marks over them (cages, dots,
//! letters, clues outside the grid), then the digits (`A` for 10 and up).

use sudoku_variant::figure::{Colour, Figure, Layer, Shape};
use sudoku_variant::logic::digit_char;

use crate::font::Weight;
use crate::grid::Pen;
use crate::page::{Anchor, Item, Page, Rgb};

/// A variant puzzle to print: its picture and, for the answer key, its
/// solution.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    /// The picture: size, regions, givens and every rule's marks.
    pub figure: Figure,
    /// The solution, row by row.
    pub solution: Option<Vec<u8>>,
}

fn rgb(colour: Colour) -> Rgb {
    [colour.0, colour.1, colour.2]
}

/// Draws `figure` in a square of `size` points at `origin` (a ring of
/// cells kept around the grid for clues outside it), with `solution`'s
/// digits in the empty cells when given.
pub(crate) fn draw(
    page: &mut Page,
    origin: (f32, f32),
    size: f32,
    (figure, solution): (&Figure, Option<&[u8]>),
    pen: Pen,
) {
    let n = figure.size;
    let ring = usize::from(figure.outside);
    let cell = size / (n + 2 * ring) as f32;
    let (x0, y0) = (origin.0 + ring as f32 * cell, origin.1 + ring as f32 * cell);
    let at = |(x, y): (f32, f32)| (x0 + x * cell, y0 + y * cell);
    let marks = |page: &mut Page, layer: Layer| {
        for mark in figure.marks.iter().filter(|m| m.layer == layer) {
            shape(page, &mark.shape, cell, &at);
        }
    };
    marks(page, Layer::Shade);
    marks(page, Layer::Under);
    lines(page, figure, (x0, y0), cell, pen, size);
    marks(page, Layer::Over);
    let digit = cell * 0.62;
    for (i, &given) in figure.givens.iter().enumerate() {
        let solved = solution.and_then(|s| s.get(i).copied()).unwrap_or(0);
        let (value, weight) = if given != 0 {
            (given, Weight::Bold)
        } else {
            (solved, Weight::Regular)
        };
        if value == 0 {
            continue;
        }
        let (x, y) = at(((i % n) as f32 + 0.5, (i / n) as f32 + 0.5));
        page.text(
            (x, y + 0.3645 * digit),
            Anchor::Middle,
            digit,
            weight,
            &digit_char(value).to_string(),
        );
    }
}

/// The grid's lines: thin between cells, thick between regions and round
/// the edge.
fn lines(page: &mut Page, figure: &Figure, (x0, y0): (f32, f32), cell: f32, pen: Pen, size: f32) {
    let n = figure.size;
    let (thin, thick) = (size * pen.thin, size * pen.thick);
    let region = |r: usize, c: usize| figure.regions[r * n + c];
    for heavy in [false, true] {
        for r in 0..n {
            for c in 0..=n {
                // The vertical border left of (r, c).
                let border = c == 0 || c == n || region(r, c - 1) != region(r, c);
                if border == heavy {
                    let x = x0 + c as f32 * cell;
                    let reach = if heavy { thick / 2.0 } else { 0.0 };
                    let (top, bottom) = (y0 + r as f32 * cell, y0 + (r + 1) as f32 * cell);
                    let width = if heavy { thick } else { thin };
                    page.line((x, top - reach), (x, bottom + reach), width);
                }
            }
        }
        for r in 0..=n {
            for c in 0..n {
                // The horizontal border above (r, c).
                let border = r == 0 || r == n || region(r - 1, c) != region(r, c);
                if border == heavy {
                    let y = y0 + r as f32 * cell;
                    let reach = if heavy { thick / 2.0 } else { 0.0 };
                    let (left, right) = (x0 + c as f32 * cell, x0 + (c + 1) as f32 * cell);
                    let width = if heavy { thick } else { thin };
                    page.line((left - reach, y), (right + reach, y), width);
                }
            }
        }
    }
}

/// One shape, scaled from cells to points.
fn shape(page: &mut Page, shape: &Shape, cell: f32, at: &impl Fn((f32, f32)) -> (f32, f32)) {
    let item = match shape {
        Shape::Line {
            points,
            width,
            colour,
            closed,
            dashed,
        } => Item::Path {
            points: points.iter().map(|&p| at(p)).collect(),
            width: width * cell,
            stroke: Some(rgb(*colour)),
            fill: None,
            closed: *closed,
            dashed: *dashed,
        },
        Shape::Fill { points, colour } => Item::Path {
            points: points.iter().map(|&p| at(p)).collect(),
            width: 0.0,
            stroke: None,
            fill: Some(rgb(*colour)),
            closed: true,
            dashed: false,
        },
        Shape::Circle {
            centre,
            radius,
            fill,
            stroke,
        } => Item::Circle {
            centre: at(*centre),
            radius: radius * cell,
            fill: fill.map(rgb),
            stroke: stroke.map(|(c, w)| (rgb(c), w * cell)),
        },
        Shape::Text {
            at: centre,
            size,
            text,
        } => {
            let (x, y) = at(*centre);
            let size = size * cell;
            page.text(
                (x, y + 0.3645 * size),
                Anchor::Middle,
                size,
                Weight::Regular,
                text,
            );
            return;
        }
        Shape::Corner {
            at: corner,
            size,
            text,
        } => {
            let (x, y) = at(*corner);
            let size = size * cell;
            page.text(
                (x, y + 0.78 * size),
                Anchor::Start,
                size,
                Weight::Regular,
                text,
            );
            return;
        }
    };
    page.items.push(item);
}
