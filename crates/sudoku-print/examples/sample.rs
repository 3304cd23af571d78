//! Writes a sample SVG and PDF of Baekjoon 2239's example to the folder
//! given (default: the current one), to look at.

use sudoku_core::{Grid, solve};
use sudoku_print::{Entry, Layout, book, pdf, single, svg};

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_owned());
    let line = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(line.bytes()) {
        *v = if c == b'.' { 0 } else { c - b'0' };
    }
    let puzzle = Grid::from_values(values).expect("a grid");
    let entry = Entry {
        puzzle,
        solution: solve(&puzzle).grid().copied(),
        marks: None,
        heading: Some("Baekjoon 2239 · Easy".to_owned()),
        variant: None,
    };
    let image = svg::render(&single(&entry, 360.0), line);
    std::fs::write(format!("{dir}/sample.svg"), image).expect("written");
    let entries = vec![entry; 7];
    let pages = book(&entries, &Layout::default()).expect("laid out");
    std::fs::write(
        format!("{dir}/sample.pdf"),
        pdf::render(&pages).expect("a PDF"),
    )
    .expect("written");
}
