//! The *svg* format: an image of the grid, for documents and the web;
//! written, never read. The digits are drawn as outlines (DejaVu Sans, the
//! givens bold), so no font is needed to show it; the puzzle's line is in
//! the image's `<title>`. A heading (the puzzle's title and difficulty)
//! goes above the grid, and pencil marks, when the puzzle carries them,
//! are drawn small in their cells. `sudoku print` lays out whole books.

use std::io;

use sudoku_print::{Entry, single, svg};

use crate::{Metadata, Puzzle};

/// The grid's size in the image, in points (5 inches).
const SIZE: f32 = 360.0;

/// Writes `puzzle` as an SVG document.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let entry = Entry {
        puzzle: puzzle.grid,
        solution: None,
        marks: puzzle.marks,
        heading: heading(&puzzle.meta),
        variant: None,
    };
    let mut title = crate::explain::line(&puzzle.grid);
    if let Some(heading) = &entry.heading {
        title = format!("{heading}: {title}");
    }
    out.write_all(svg::render(&single(&entry, SIZE), &title).as_bytes())
}

/// Writes a variant puzzle as an SVG document: its rules drawn as setters
/// draw them, its solution's digits too when `solution` is given.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_variant_svg(
    puzzle: &sudoku_variant::Puzzle,
    solution: Option<Vec<u8>>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let entry = variant_entry(puzzle, solution);
    let title = entry.heading.clone().unwrap_or_default();
    out.write_all(svg::render(&single(&entry, SIZE), &title).as_bytes())
}

/// A variant puzzle as a printer's entry: its picture and solution, and a
/// heading of its title, author and the rules the picture cannot show
/// (`anti-knight`, `disjoint groups`).
pub fn variant_entry(puzzle: &sudoku_variant::Puzzle, solution: Option<Vec<u8>>) -> Entry {
    let figure = sudoku_variant::figure::Figure::of(puzzle);
    let mut parts: Vec<String> = Vec::new();
    let named = [puzzle.title.as_deref(), puzzle.author.as_deref()];
    match named {
        [Some(title), Some(author)] => parts.push(format!("{title} by {author}")),
        [Some(one), None] | [None, Some(one)] => parts.push(one.to_owned()),
        [None, None] => {}
    }
    if !figure.unmarked.is_empty() {
        parts.push(figure.unmarked.join(", "));
    }
    Entry {
        heading: (!parts.is_empty()).then(|| parts.join(" · ")),
        variant: Some(sudoku_print::Variant { figure, solution }),
        ..Entry::default()
    }
}

/// What a puzzle's metadata says above it: its title (or id) and
/// difficulty.
pub fn heading(meta: &Metadata) -> Option<String> {
    let parts: Vec<&str> = [
        meta.title.as_deref().or(meta.id.as_deref()),
        meta.difficulty.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}
