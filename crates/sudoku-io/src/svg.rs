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
    };
    let mut title = crate::explain::line(&puzzle.grid);
    if let Some(heading) = &entry.heading {
        title = format!("{heading}: {title}");
    }
    out.write_all(svg::render(&single(&entry, SIZE), &title).as_bytes())
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
