//! The variant text among the formats (`sudoku_variant::text`): a
//! readable form for hand-written puzzles of any size and rules. As with
//! f-puzzles, a classic puzzle reads as any other, and a variant only
//! through [`parse_any`](crate::parse_any).

use std::io;

use sudoku_variant::text;

use crate::fpuzzles::{any, classic, utf8};
use crate::{AnyPuzzle, ParseError, Puzzle};

/// Whether `input` starts as the variant text does (`size N` first).
pub(crate) fn claims(input: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&input[..input.len().min(1 << 16)]);
    text::claims(&head)
}

/// Reads a puzzle written in the variant text.
pub(crate) fn read(input: &[u8]) -> Result<AnyPuzzle, ParseError> {
    let puzzle = text::read(utf8(input)?).map_err(|err| ParseError::Json {
        line: err.line,
        column: 1,
        message: format!("variant text: {}", err.message),
    })?;
    Ok(any(puzzle))
}

/// Reads a classic puzzle written in the variant text.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    classic(read(input)?)
}

/// Writes a classic puzzle as variant text: its size, title, author,
/// description (as the rules' text) and grid.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let mut variant =
        sudoku_variant::Puzzle::new(9, None, puzzle.grid.values().to_vec(), Vec::new())
            .map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err.to_string()))?;
    variant.title.clone_from(&puzzle.meta.title);
    variant.author.clone_from(&puzzle.meta.author);
    variant.ruleset.clone_from(&puzzle.meta.description);
    write_variant(&variant, out).map(drop)
}

/// Writes a variant puzzle as variant text; the f-puzzles fields it could
/// not carry (colours, a solution), as paths.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_variant(
    puzzle: &sudoku_variant::Puzzle,
    out: &mut dyn io::Write,
) -> io::Result<Vec<String>> {
    let written = text::write(puzzle);
    out.write_all(written.text.as_bytes())?;
    Ok(written.dropped)
}
