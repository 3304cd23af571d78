//! Laying out a book: puzzle pages (1, 2, 4 or 6 a page, each headed by its
//! number and heading), then answer-key pages with the solutions, smaller.

use sudoku_core::Grid;

use crate::font::Weight;
use crate::grid::{self, Cells, Pen};
use crate::page::{Anchor, Page, Paper};
use crate::variant::Variant;

/// A puzzle to print.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Entry {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution, for the answer key.
    pub solution: Option<Grid>,
    /// Pencil marks of its empty cells (bit `d - 1` for digit `d`), drawn
    /// small; `None` for none.
    pub marks: Option<[u16; 81]>,
    /// What to print above it besides its number: its title, difficulty
    /// or rating.
    pub heading: Option<String>,
    /// A variant puzzle, drawn with its rules' marks instead of `puzzle`
    /// (which is then ignored, as are `solution` and `marks`).
    pub variant: Option<Variant>,
}

/// How a book is laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The paper.
    pub paper: Paper,
    /// Puzzles a page: 1, 2, 4 or 6.
    pub per_page: usize,
    /// Digits of 16 pt or more and heavy lines, as large-print books have.
    pub large_print: bool,
    /// The book's title, on its first page.
    pub title: Option<String>,
}

impl Default for Layout {
    /// A4, 4 puzzles a page, regular print, no title.
    fn default() -> Layout {
        Layout {
            paper: Paper::A4,
            per_page: 4,
            large_print: false,
            title: None,
        }
    }
}

/// Why a book cannot be laid out as asked.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum LayoutError {
    /// Not 1, 2, 4 or 6 puzzles a page.
    #[error("{0} puzzles a page: expected 1, 2, 4 or 6")]
    PerPage(usize),
    /// Large print with more puzzles a page than leave room for 16 pt
    /// digits.
    #[error(
        "large print needs digits of 16 pt or more; at {per_page} puzzles a page they would be {size:.1} pt: use {fitting} a page or fewer"
    )]
    TooSmall {
        /// Puzzles a page asked for.
        per_page: usize,
        /// The digits' size there.
        size: f32,
        /// The most puzzles a page that fit.
        fitting: usize,
    },
}

const MARGIN: f32 = 36.0;
const GAP: f32 = 24.0;

/// Columns and rows of `per_page` slots.
fn slots(per_page: usize) -> Result<(usize, usize), LayoutError> {
    match per_page {
        1 => Ok((1, 1)),
        2 => Ok((1, 2)),
        4 => Ok((2, 2)),
        6 => Ok((2, 3)),
        n => Err(LayoutError::PerPage(n)),
    }
}

/// The sizes of one slot's parts: the heading's font size and the grid's
/// size, for `cols` × `rows` slots on `paper` below `top`.
fn fit(paper: Paper, cols: usize, rows: usize, top: f32, heading: f32) -> f32 {
    let (w, h) = paper.size();
    let slot_w = (w - 2.0 * MARGIN - (cols - 1) as f32 * GAP) / cols as f32;
    let slot_h = (h - top - MARGIN - 18.0 - (rows - 1) as f32 * GAP) / rows as f32;
    slot_w.min(slot_h - heading * 1.6)
}

/// Where the first row of `rows` slots of grids of `size` starts, so that
/// the block sits in the middle of the room below `top`.
fn centred(paper: Paper, rows: usize, top: f32, size: f32, heading: f32) -> f32 {
    let room = paper.size().1 - top - MARGIN - 18.0;
    let block = rows as f32 * (size + heading * 1.6) + (rows - 1) as f32 * GAP;
    top + ((room - block) / 2.0).max(0.0)
}

/// The pages of a book of `entries`: the puzzles, then, for those with a
/// solution, the answer key.
///
/// # Errors
///
/// A number of puzzles a page other than 1, 2, 4 or 6, or large print
/// where the digits would come out under 16 pt.
pub fn book(entries: &[Entry], layout: &Layout) -> Result<Vec<Page>, LayoutError> {
    let (cols, rows) = slots(layout.per_page)?;
    let heading = if layout.large_print { 16.0 } else { 11.0 };
    let title_room = if layout.title.is_some() { 40.0 } else { 0.0 };
    let size = fit(layout.paper, cols, rows, MARGIN + title_room, heading);
    if layout.large_print && grid::digit_size(size) < 16.0 {
        let fitting = [4, 2, 1]
            .into_iter()
            .find(|&n| {
                let (c, r) = slots(n).unwrap_or((1, 1));
                grid::digit_size(fit(layout.paper, c, r, MARGIN + title_room, heading)) >= 16.0
            })
            .unwrap_or(1);
        return Err(LayoutError::TooSmall {
            per_page: layout.per_page,
            size: grid::digit_size(size),
            fitting,
        });
    }
    let pen = if layout.large_print {
        Pen::HEAVY
    } else {
        Pen::NORMAL
    };
    let mut pages = Vec::new();
    let puzzles = Section {
        title: layout.title.as_deref(),
        slots: (cols, rows),
        size,
        heading,
        // Pages after the first have no title: their grids sit in the
        // middle.
        tops: (
            centred(layout.paper, rows, MARGIN + title_room, size, heading),
            centred(layout.paper, rows, MARGIN, size, heading),
        ),
        pen,
    };
    let headed = entries.iter().enumerate().map(|(i, entry)| {
        let label = match &entry.heading {
            Some(heading) => format!("Puzzle {} · {heading}", i + 1),
            None => format!("Puzzle {}", i + 1),
        };
        let cells = Cells {
            puzzle: &entry.puzzle,
            solution: None,
            marks: entry.marks.as_ref(),
            variant: entry.variant.as_ref().map(|v| (&v.figure, None)),
        };
        (label, cells)
    });
    puzzles.lay_out(layout.paper, &mut pages, headed.collect());
    // The answer key: smaller, more a page; the densest layout that keeps
    // large print's digits at 16 pt.
    let heading = heading * 0.9;
    let (cols, rows) = [(3, 4), (2, 3), (2, 2), (1, 2), (1, 1)]
        .into_iter()
        .find(|&(c, r)| {
            !layout.large_print
                || grid::digit_size(fit(layout.paper, c, r, MARGIN + 40.0, heading)) >= 16.0
        })
        .unwrap_or((1, 1));
    let size = fit(layout.paper, cols, rows, MARGIN + 40.0, heading);
    let top = centred(layout.paper, rows, MARGIN + 40.0, size, heading);
    let answers = Section {
        title: Some("Answers"),
        slots: (cols, rows),
        size,
        heading,
        tops: (top, top),
        pen,
    };
    let solved = entries.iter().enumerate().filter_map(|(i, entry)| {
        let variant = match &entry.variant {
            Some(v) => Some((&v.figure, Some(v.solution.as_deref()?))),
            None => None,
        };
        let cells = Cells {
            puzzle: &entry.puzzle,
            solution: match variant {
                Some(_) => None,
                None => Some(entry.solution.as_ref()?),
            },
            marks: None,
            variant,
        };
        Some((format!("Answer {}", i + 1), cells))
    });
    answers.lay_out(layout.paper, &mut pages, solved.collect());
    Ok(pages)
}

/// A run of pages of headed grids: the puzzles, or the answer key.
struct Section<'a> {
    /// The title of its first page.
    title: Option<&'a str>,
    /// Columns and rows of grids a page.
    slots: (usize, usize),
    /// A grid's size.
    size: f32,
    /// The headings' font size.
    heading: f32,
    /// Where the grids start on the first page, and on the others.
    tops: (f32, f32),
    pen: Pen,
}

impl Section<'_> {
    /// Adds the pages of `grids` (each with its heading) to `pages`.
    fn lay_out(&self, paper: Paper, pages: &mut Vec<Page>, grids: Vec<(String, Cells<'_>)>) {
        let (cols, rows) = self.slots;
        for (n, chunk) in grids.chunks(cols * rows).enumerate() {
            let (title, top) = if n == 0 {
                (self.title, self.tops.0)
            } else {
                (None, self.tops.1)
            };
            let mut page = sheet(paper, title, pages.len() + 1);
            for (slot, (label, cells)) in chunk.iter().enumerate() {
                place(&mut page, (cols, slot), top, self, label, cells);
            }
            pages.push(page);
        }
    }
}

/// A blank page with its title (if any) and its number at the foot.
fn sheet(paper: Paper, title: Option<&str>, number: usize) -> Page {
    let (w, h) = paper.size();
    let mut page = Page::new(w, h);
    if let Some(title) = title {
        page.text_within(
            ((w / 2.0, MARGIN + 18.0), Anchor::Middle),
            20.0,
            Weight::Bold,
            title,
            w - 2.0 * MARGIN,
        );
    }
    page.text(
        (w / 2.0, h - MARGIN / 2.0),
        Anchor::Middle,
        9.0,
        Weight::Regular,
        &number.to_string(),
    );
    page
}

/// Draws one headed grid in slot `slot` of a page of the section's
/// columns, whose slots start at `top`.
fn place(
    page: &mut Page,
    (cols, slot): (usize, usize),
    top: f32,
    section: &Section<'_>,
    label: &str,
    cells: &Cells<'_>,
) {
    let (size, heading) = (section.size, section.heading);
    let slot_w = (page.width - 2.0 * MARGIN - (cols - 1) as f32 * GAP) / cols as f32;
    let (col, row) = (slot % cols, slot / cols);
    let x = MARGIN + col as f32 * (slot_w + GAP) + (slot_w - size) / 2.0;
    let y = top + row as f32 * (size + heading * 1.6 + GAP);
    // No wider than its grid, clear of the next one's heading.
    page.text_within(
        ((x, y + heading), Anchor::Start),
        heading,
        Weight::Bold,
        label,
        size,
    );
    grid::draw(page, (x, y + heading * 1.6), size, cells, section.pen);
}

/// One puzzle alone: a page just big enough for its grid (`size` points)
/// and its heading.
pub fn single(entry: &Entry, size: f32) -> Page {
    let pad = size / 20.0;
    let heading = size / 24.0;
    let room = if entry.heading.is_some() {
        heading * 1.6
    } else {
        0.0
    };
    let mut page = Page::new(size + 2.0 * pad, size + 2.0 * pad + room);
    if let Some(text) = &entry.heading {
        page.text_within(
            ((pad, pad + heading), Anchor::Start),
            heading,
            Weight::Bold,
            text,
            size,
        );
    }
    let cells = Cells {
        puzzle: &entry.puzzle,
        solution: entry.solution.as_ref(),
        marks: entry.marks.as_ref(),
        variant: entry
            .variant
            .as_ref()
            .map(|v| (&v.figure, v.solution.as_deref())),
    };
    grid::draw(&mut page, (pad, pad + room), size, &cells, Pen::NORMAL);
    page
}
