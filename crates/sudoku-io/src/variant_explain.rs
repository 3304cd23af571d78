//! A variant puzzle's explanation and hint as text and as JSON records:
//! the classic records' shapes (`schemas/explain.schema.json`), with the
//! grid's size, the scale (`variant`: our own) and how many steps
//! bifurcate.

use std::io;

use serde_json::{Value, json};
use sudoku_variant::Puzzle;
use sudoku_variant::logic::{Explanation, Step, digit_char};

/// The givens as one line of `size`² characters (`.` for a blank, `A`
/// for 10 and up).
fn givens_line(puzzle: &Puzzle) -> String {
    puzzle.givens().iter().map(|&d| digit_char(d)).collect()
}

/// Writes the steps, one line each; a comment line when there is none
/// to write (a record of its own in a batch).
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_variant_explain_text(
    explanation: &Explanation,
    size: usize,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    for step in &explanation.steps {
        writeln!(out, "{}", step.text(size))?;
    }
    if explanation.steps.is_empty() && explanation.solved {
        writeln!(out, "# solved: no step needed")?;
    }
    Ok(())
}

/// The explanation of `puzzle` as one JSON record.
pub fn variant_explain_json(puzzle: &Puzzle, explanation: &Explanation) -> Value {
    let size = puzzle.size();
    json!({
        "puzzle": givens_line(puzzle),
        "size": size,
        "scale": "variant",
        "solved": explanation.solved,
        "level": explanation.level().to_string(),
        "score": explanation.score(),
        "hardest": explanation.hardest().map(|t| t.name()),
        "bifurcations": explanation.bifurcations(),
        "steps": explanation.steps.iter().map(|s| s.json(size)).collect::<Vec<_>>(),
        "version": crate::VERSION,
    })
}

/// The next step of `puzzle` (`None` when its givens fill the grid) as
/// one JSON record.
pub fn variant_hint_json(puzzle: &Puzzle, step: Option<&Step>) -> Value {
    json!({
        "puzzle": givens_line(puzzle),
        "size": puzzle.size(),
        "scale": "variant",
        "step": step.map(|s| s.json(puzzle.size())),
    })
}
