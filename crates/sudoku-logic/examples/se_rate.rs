//! Rates each puzzle of a file (one 81-character line each) on the Sudoku
//! Explainer scale, printing lines as SE's `serate` does:
//! `puzzle ED=ER/EP/ED`. With `PATH=1`, also each step of the path.
//!
//! `cargo run --release -p sudoku-logic --example se_rate -- FILE`

use std::io::{BufRead, BufReader};

use sudoku_core::Grid;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: se_rate FILE")?;
    let show_path = std::env::var_os("PATH_STEPS").is_some();
    let file = BufReader::new(std::fs::File::open(path)?);
    for line in file.lines() {
        let line = line?;
        let text: String = line.chars().take(81).collect();
        let mut values = [0u8; 81];
        for (v, c) in values.iter_mut().zip(text.bytes()) {
            *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let Ok(grid) = Grid::from_values(values) else {
            println!("{text} invalid");
            continue;
        };
        let rating = sudoku_logic::se_rate(&grid);
        let f = |t: u32| format!("{}.{}", t / 10, t % 10);
        println!(
            "{text} ED={}/{}/{}",
            f(rating.er),
            f(rating.ep),
            f(rating.ed)
        );
        if show_path {
            for step in sudoku_logic::se_path(&grid).0 {
                println!(
                    "  {} {} {:?} {:?}",
                    f(step.rating),
                    step.technique,
                    step.placement,
                    step.eliminations
                );
            }
        }
    }
    Ok(())
}
