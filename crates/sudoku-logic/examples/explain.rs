//! Prints the explanation of each puzzle line given as an argument.

use sudoku_core::Grid;
use sudoku_logic::{Options, explain};

fn main() {
    for line in std::env::args().skip(1) {
        let mut values = [0u8; 81];
        for (v, c) in values.iter_mut().zip(line.bytes()) {
            *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let Ok(grid) = Grid::from_values(values) else {
            eprintln!("{line}: not a puzzle");
            continue;
        };
        match explain(&grid, &Options::default()) {
            Ok(explanation) => {
                for step in &explanation.steps {
                    println!("{step}");
                }
                println!(
                    "solved: {}, {} {}, hardest {:?}",
                    explanation.solved(),
                    explanation.level(),
                    explanation.score(),
                    explanation.hardest()
                );
            }
            Err(err) => eprintln!("{line}: {err}"),
        }
    }
}
