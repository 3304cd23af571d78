//! Printable Sudoku, classic 9×9 and variants of sizes 4 to 25 (cages,
//! thermometers, arrows, kropki dots and the rest drawn as setters draw
//! them): a puzzle as an SVG image, a batch of puzzles as a PDF book with
//! an answer key.
//!
//! Everything is first laid out as [`Page`]s (lines and text, in points);
//! [`svg::render`] writes a page as SVG 1.1 with the text as outlines (no
//! font needed to view it), [`pdf::render`] writes pages as a PDF with
//! DejaVu Sans embedded and the digits as real text.
//!
//! ```
//! use sudoku_core::Grid;
//! use sudoku_print::{book, pdf, single, svg, Entry, Layout};
//!
//! let entry = Entry { puzzle: Grid::empty(), heading: Some("Empty".into()), ..Entry::default() };
//! let image = svg::render(&single(&entry, 360.0), "an empty grid");
//! assert!(image.contains("<svg") && image.contains("<line"));
//! let pages = book(&[entry.clone(), entry], &Layout::default()).unwrap();
//! assert_eq!(pages.len(), 1); // two puzzles on one page, no answers (no solutions)
//! assert!(pdf::render(&pages).unwrap().starts_with(b"%PDF-"));
//! ```

mod book;
mod font;
mod grid;
mod page;
#[cfg(feature = "pdf")]
pub mod pdf;
#[cfg(feature = "pdf")]
mod subset;
pub mod svg;
mod variant;

pub use book::{Entry, Layout, LayoutError, book, single};
pub use font::{Weight, undrawable};
pub use page::{Anchor, Item, Page, Paper, Rgb};
pub use variant::Variant;
