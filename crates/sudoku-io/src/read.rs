//! Reading a puzzle in a named format, or recognising the format.

use crate::{AnyPuzzle, Format, ParseError, Puzzle, ReadError};

/// Reads one puzzle from `input`, in `format` or, when that is `None`, in
/// whichever format reads it. A UTF-8 byte order mark at the start is
/// skipped.
///
/// Recognition never guesses: every readable format is tried. If none reads
/// the input, the error lists what each objected to. If several read it
/// *the same way* (every packed grid is also an `.sdk` grid), the narrowest
/// in [`Format::READABLE`] order is named; if they read it differently, the
/// error lists them.
///
/// ```
/// use sudoku_io::{read, Format};
///
/// let packed = "103000509\n002109400\n000704000\n300502006\n060000050\n\
///               700803004\n000401000\n009205800\n804000107\n";
/// let (format, puzzle) = read(packed.as_bytes(), None).unwrap();
/// assert_eq!(format, Format::Packed);
/// assert_eq!(puzzle.grid.givens(), 30);
/// ```
///
/// # Errors
///
/// [`ReadError::Empty`] for an input of nothing but whitespace;
/// [`ReadError::Parse`] when `input` is not in the named format;
/// [`ReadError::Unrecognised`] or [`ReadError::Ambiguous`] when no format
/// was named and none, or several that disagree, read it.
pub fn read(input: &[u8], format: Option<Format>) -> Result<(Format, Puzzle), ReadError> {
    let input = input.strip_prefix(BOM).unwrap_or(input);
    if input.iter().all(u8::is_ascii_whitespace) {
        return Err(ReadError::Empty);
    }
    if let Some(format) = format {
        return Ok((format, format.parse(input)?));
    }
    if crate::fpuzzles::claims(input) {
        return Ok((Format::Fpuzzles, Format::Fpuzzles.parse(input)?));
    }
    if crate::variant::claims(input) {
        return Ok((Format::Variant, Format::Variant.parse(input)?));
    }
    recognised(Format::READABLE.map(|format| Some((format, format.parse(input)))))
}

/// Reads one puzzle as [`read`] does, variant puzzles included (from
/// f-puzzles or the variant text), each read once.
///
/// # Errors
///
/// As [`read`].
pub fn read_any(input: &[u8], format: Option<Format>) -> Result<(Format, AnyPuzzle), ReadError> {
    let input = input.strip_prefix(BOM).unwrap_or(input);
    if input.iter().all(u8::is_ascii_whitespace) {
        return Err(ReadError::Empty);
    }
    let format = match format {
        Some(format) => format,
        None if crate::fpuzzles::claims(input) => Format::Fpuzzles,
        None if crate::variant::claims(input) => Format::Variant,
        None => {
            let (format, puzzle) = read(input, None)?;
            return Ok((format, AnyPuzzle::Classic(Box::new(puzzle))));
        }
    };
    let puzzle = match format {
        Format::Fpuzzles => crate::fpuzzles::read(input)?,
        Format::Variant => crate::variant::read(input)?,
        _ => AnyPuzzle::Classic(Box::new(format.parse(input)?)),
    };
    Ok((format, puzzle))
}

/// The UTF-8 byte order mark some editors put at the start of a file: no
/// content, skipped there by [`read`] and by the command line's input.
pub const BOM: &[u8] = b"\xef\xbb\xbf";

/// The rule of recognition, given each readable format's attempt (`None`
/// for a format that found nothing to read): one reading, or several of
/// the same grid, names the one that says most about it (its solution,
/// metadata, pencil marks), the narrowest of those; none, or several
/// grids, is an error.
pub(crate) fn recognised(
    attempts: impl IntoIterator<Item = Option<(Format, Result<Puzzle, ParseError>)>>,
) -> Result<(Format, Puzzle), ReadError> {
    let mut readings: Vec<(Format, Puzzle)> = Vec::new();
    let mut failures = Vec::new();
    for (format, attempt) in attempts.into_iter().flatten() {
        match attempt {
            Ok(puzzle) => readings.push((format, puzzle)),
            Err(err) => failures.push((format, err)),
        }
    }
    // f-puzzles read it, as a variant puzzle: that is what it is.
    if readings.is_empty()
        && let Some((_, variant)) = failures
            .iter()
            .find(|(_, e)| matches!(e, ParseError::Variant { .. }))
    {
        return Err(ReadError::Parse(variant.clone()));
    }
    let Some((first, rest)) = readings.split_first() else {
        failures.sort_by_key(|(_, err)| std::cmp::Reverse((err.line(), err.column())));
        return Err(ReadError::Unrecognised(failures));
    };
    if rest.iter().any(|(_, puzzle)| puzzle.grid != first.1.grid) {
        return Err(ReadError::Ambiguous(
            readings.iter().map(|(format, _)| *format).collect(),
        ));
    }
    // The same grid: the reading that says the most about it (a csv
    // solution column that the line format takes for a comment), else the
    // narrowest.
    let said = |puzzle: &Puzzle| {
        usize::from(puzzle.solution.is_some())
            + usize::from(puzzle.marks.is_some())
            + puzzle
                .meta
                .fields()
                .iter()
                .filter(|(_, v)| v.is_some())
                .count()
    };
    let best = readings
        .iter()
        .reduce(|best, next| {
            if said(&next.1) > said(&best.1) {
                next
            } else {
                best
            }
        })
        .unwrap_or(first);
    Ok(best.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPACED: &str = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n\
                          3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n\
                          9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

    #[test]
    fn recognises_every_readable_format() {
        let (_, puzzle) = read(SPACED.as_bytes(), None).unwrap();
        for format in Format::READABLE {
            let text = format.render(&puzzle).unwrap();
            let (recognised, again) = read(text.as_bytes(), None).unwrap();
            if format == Format::Candidates {
                // A cell with one candidate reads as that digit.
                assert!(
                    puzzle
                        .grid
                        .values()
                        .iter()
                        .zip(again.grid.values())
                        .all(|(a, b)| *a == 0 || a == b)
                );
                assert_eq!(recognised, format, "{text}");
                continue;
            }
            assert_eq!(again, puzzle, "{format}: {text}");
            // An sdk grid without metadata is a packed grid with '.' blanks,
            // and a csv line without a solution a line with a comment: the
            // narrower is named.
            let narrowest = match format {
                Format::Sdk => Format::Packed,
                Format::Csv => Format::Line,
                other => other,
            };
            assert_eq!(recognised, narrowest, "{text}");
        }
    }

    #[test]
    fn a_byte_order_mark_at_the_start_is_skipped() {
        let (_, puzzle) = read(SPACED.as_bytes(), None).unwrap();
        for format in Format::READABLE {
            let text = format.render(&puzzle).unwrap();
            let marked = [BOM, text.as_bytes()].concat();
            assert_eq!(
                read(&marked, None).unwrap(),
                read(text.as_bytes(), None).unwrap(),
                "{format}"
            );
            assert_eq!(
                read(&marked, Some(format)).unwrap().1,
                read(text.as_bytes(), Some(format)).unwrap().1,
                "{format}"
            );
        }
    }

    #[test]
    fn a_named_format_is_not_second_guessed() {
        let err = read(SPACED.as_bytes(), Some(Format::Packed)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 2: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a space"
        );
    }

    #[test]
    fn empty_input_is_named_as_such() {
        for input in ["", "\n\n", "  \r\n\t"] {
            assert_eq!(read(input.as_bytes(), None), Err(ReadError::Empty));
            assert_eq!(
                read(input.as_bytes(), Some(Format::Spaced)),
                Err(ReadError::Empty)
            );
        }
    }

    #[test]
    fn unrecognised_input_shows_the_attempt_that_read_furthest() {
        let input = SPACED.replace(' ', "").replacen("782", "7?2", 1);
        let err = read(input.as_bytes(), None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot recognise the format: it is closest to packed (9 lines of 9 cells), which says: \
             line 2, column 2: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'"
        );
        let err = read(b"hello\n", None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot recognise the format: no format reads past line 1, column 1 (found 'h')"
        );
        let ReadError::Unrecognised(attempts) = err else {
            panic!("expected Unrecognised");
        };
        assert_eq!(attempts.len(), Format::READABLE.len());
    }
}
