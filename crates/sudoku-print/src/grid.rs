//! A Sudoku grid drawn on a page: thin lines between cells, thick ones
//! around boxes, the digits centred in their cells (the givens bold), and
//! pencil marks as small digits in the cell's 3×3 positions.

use sudoku_core::Grid;
use sudoku_variant::figure::Figure;

use crate::font::Weight;
use crate::page::{Anchor, Page};

/// How heavy a grid is drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) struct Pen {
    /// Thin lines' width, as a share of the grid's size.
    pub(crate) thin: f32,
    /// Thick lines' width, as a share of the grid's size.
    pub(crate) thick: f32,
}

impl Pen {
    /// Lines as puzzle books draw them.
    pub(crate) const NORMAL: Pen = Pen {
        thin: 0.002,
        thick: 0.008,
    };
    /// Heavier lines, for large print.
    pub(crate) const HEAVY: Pen = Pen {
        thin: 0.004,
        thick: 0.014,
    };
}

/// The size of a digit in a grid of `size`: the font size.
pub(crate) fn digit_size(size: f32) -> f32 {
    size / 9.0 * 0.62
}

/// What fills the cells: the puzzle's givens, and the solution's other
/// digits or the pencil marks of the empty cells.
pub(crate) struct Cells<'a> {
    /// The givens, drawn bold.
    pub(crate) puzzle: &'a Grid,
    /// The solution's digits, drawn regular where the puzzle is empty.
    pub(crate) solution: Option<&'a Grid>,
    /// Each empty cell's candidates (bit `d - 1` for digit `d`), drawn
    /// small.
    pub(crate) marks: Option<&'a [u16; 81]>,
    /// A variant puzzle's picture and the digits to fill in, drawn instead
    /// of the classic grid.
    pub(crate) variant: Option<(&'a Figure, Option<&'a [u8]>)>,
}

/// Draws a grid of `size` with its top left corner at `origin`.
pub(crate) fn draw(page: &mut Page, origin: (f32, f32), size: f32, cells: &Cells<'_>, pen: Pen) {
    if let Some(variant) = cells.variant {
        crate::variant::draw(page, origin, size, variant, pen);
        return;
    }
    let (x0, y0) = origin;
    let cell = size / 9.0;
    let (thin, thick) = (size * pen.thin, size * pen.thick);
    // Thin lines first, thick ones over them; thick lines reach past the
    // corners by half their width, so the frame closes square.
    for heavy in [false, true] {
        for i in 0..=9 {
            if (i % 3 == 0) != heavy {
                continue;
            }
            let (width, reach) = if heavy {
                (thick, thick / 2.0)
            } else {
                (thin, 0.0)
            };
            let at = i as f32 * cell;
            page.line((x0 + at, y0 - reach), (x0 + at, y0 + size + reach), width);
            page.line((x0 - reach, y0 + at), (x0 + size + reach, y0 + at), width);
        }
    }
    let digit = digit_size(size);
    for (i, &given) in cells.puzzle.values().iter().enumerate() {
        let (left, top) = (x0 + (i % 9) as f32 * cell, y0 + (i / 9) as f32 * cell);
        let centre = |size: f32, (x, y): (f32, f32)| (x, y + 0.3645 * size);
        let solved = cells.solution.map_or(0, |s| s.values()[i]);
        let (value, weight) = if given != 0 {
            (given, Weight::Bold)
        } else {
            (solved, Weight::Regular)
        };
        if value != 0 {
            let at = centre(digit, (left + cell / 2.0, top + cell / 2.0));
            page.text(at, Anchor::Middle, digit, weight, &value.to_string());
            continue;
        }
        let Some(marks) = cells.marks else { continue };
        let small = cell / 3.0 * 0.72;
        for d in 1..=9u16 {
            if marks[i] & (1 << (d - 1)) != 0 {
                let (r, c) = ((d - 1) / 3, (d - 1) % 3);
                let spot = (
                    left + (f32::from(c) + 0.5) * cell / 3.0,
                    top + (f32::from(r) + 0.5) * cell / 3.0,
                );
                page.text(
                    centre(small, spot),
                    Anchor::Middle,
                    small,
                    Weight::Regular,
                    &d.to_string(),
                );
            }
        }
    }
}
