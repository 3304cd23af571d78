//! Checks `canonical` against a file of puzzles already in minlex form
//! (the 17-clue list is kept so) and times it.
//!
//! `cargo run --release -p sudoku-core --example canon_check -- FILE`

use std::io::BufRead;

fn main() {
    let path = std::env::args().nth(1).expect("usage: canon_check FILE");
    let file = std::io::BufReader::new(std::fs::File::open(path).expect("a readable file"));
    let (mut same, mut n) = (0u32, 0u32);
    let start = std::time::Instant::now();
    for line in file.lines() {
        let line = line.expect("a line");
        if line.len() < 81 || line.starts_with('#') {
            continue;
        }
        let mut v = [0u8; 81];
        for (x, c) in v.iter_mut().zip(line.bytes()) {
            *x = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let g = sudoku_core::Grid::from_values(v).expect("a grid");
        let c = sudoku_core::canonical(&g);
        n += 1;
        if c.grid == g {
            same += 1;
        } else if n - same <= 3 {
            let s: String = c
                .grid
                .values()
                .iter()
                .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
                .collect();
            println!("{}\n{s} ({} automorphisms)", &line[..81], c.automorphisms);
        }
    }
    println!(
        "{same}/{n} already canonical, {:?} a puzzle",
        start.elapsed() / n.max(1)
    );
}
