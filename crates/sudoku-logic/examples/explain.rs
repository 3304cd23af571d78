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
        if std::env::var_os("TIMING").is_some() {
            let mut marks = sudoku_logic::Candidates::new(&grid);
            let mut spent = std::collections::BTreeMap::new();
            while !marks.is_solved() {
                let mut next = None;
                for &t in sudoku_logic::Technique::ALL {
                    let start = std::time::Instant::now();
                    let step = sudoku_logic::find_first(t, &marks).filter(|s| s.makes_progress());
                    *spent.entry(t.name()).or_insert(0.0) += start.elapsed().as_secs_f64();
                    if step.is_some() {
                        next = step;
                        break;
                    }
                }
                let Some(step) = next else { break };
                marks.apply(&step);
            }
            for (name, secs) in spent {
                println!("{name}: {:.1} ms", secs * 1000.0);
            }
            continue;
        }
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
