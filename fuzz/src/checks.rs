//! What the fuzz targets assert about every input, shared with `cargo test`
//! (`crates/sudoku-io/tests/fuzz_inputs.rs` runs each seed and every input
//! that ever failed through these same functions).
//!
//! A function returns normally when the input was handled as documented:
//! an error, or a correct answer. Anything else panics.

use std::io::Cursor;

use sudoku_core::{Cell, Solution, Solutions, check, count, solve, solve_any, solve_lexmin};
use sudoku_io::{
    Format, PLACEHOLDER, ParseError, Puzzle, Records, read, recognise, write_error_record,
};

/// A format's reader: any bytes give a puzzle or an error, and a puzzle
/// written back in the format reads back the same, metadata included where
/// the format carries it.
pub fn reader(format: Format, data: &[u8]) {
    let Ok(puzzle) = format.parse(data) else {
        return;
    };
    let mut out = Vec::new();
    // Only .sdk refuses to write (metadata with control characters), and
    // candidates (a cell without a candidate).
    if format.write(&puzzle, &mut out).is_err() {
        assert!(
            matches!(format, Format::Sdk | Format::Candidates),
            "only sdk and candidates refuse to write"
        );
        return;
    }
    let back = format.parse(&out).unwrap_or_else(|err| {
        panic!(
            "{format} wrote what it cannot read: {err}\n{}",
            String::from_utf8_lossy(&out)
        )
    });
    if format == Format::Candidates {
        // A cell with one candidate reads as that digit: the digits stay,
        // naked singles may be filled in, and the marks stay within them.
        let kept = puzzle.grid.values().iter().zip(back.grid.values());
        assert!(
            kept.clone().all(|(a, b)| *a == 0 || a == b),
            "{format}: a digit changed"
        );
    } else {
        assert_eq!(back.grid, puzzle.grid, "{format}: the grid changed");
    }
    if format.carries_metadata() {
        assert_eq!(back.meta, puzzle.meta, "{format}: the metadata changed");
    }
}

/// Recognition: what [`read`] recognises, the format it names reads the
/// same way on its own.
pub fn recognition(data: &[u8]) {
    if let Ok((format, puzzle)) = read(data, None) {
        let own = format
            .parse(data)
            .unwrap_or_else(|err| panic!("recognised as {format}, which says: {err}"));
        assert_eq!(own, puzzle);
    }
    if let Ok(format) = recognise(data) {
        assert!(Format::READABLE.contains(&format), "recognised {format}");
    }
}

/// The batch splitter: the first byte picks the format, the rest is the
/// input. Records come in order of their lines, never more than the input
/// could hold, and each parses or fails cleanly. And every record yields
/// exactly one output record or one error, in order: the records written
/// back (the placeholder for each error, as a batch writes it) split again
/// into as many records, the same puzzles in the same places.
pub fn batch(data: &[u8]) {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    let format = Format::READABLE[usize::from(selector) % Format::READABLE.len()];
    let lines = input.iter().filter(|&&b| b == b'\n').count() + 1;
    let mut last = (0, 0);
    let mut results = Vec::new();
    for record in Records::new(Cursor::new(input), format) {
        let Ok(record) = record else {
            // A cursor never fails.
            panic!("{format}: a read error from a cursor");
        };
        assert!(
            results.len() < input.len() + 1,
            "{format}: more records than bytes"
        );
        assert!(
            (record.line, record.column) > last,
            "{format}: record at {}:{} after {last:?}",
            record.line,
            record.column
        );
        assert!(
            record.line <= lines,
            "{format}: line {} of {lines}",
            record.line
        );
        last = (record.line, record.column);
        results.push(format.parse_record(&record));
    }
    written_back(format, &results);
}

/// Writes `results` as a batch would (each puzzle, or the placeholder of an
/// error) and checks that the split gives them back one for one.
fn written_back(format: Format, results: &[Result<Puzzle, ParseError>]) {
    let separate = !matches!(format, Format::Line | Format::Json);
    let mut out = Vec::new();
    let mut expected = Vec::new();
    for (i, result) in results.iter().enumerate() {
        if separate && i > 0 {
            out.push(b'\n');
        }
        let start = out.len();
        match result {
            Ok(puzzle) if format.write(puzzle, &mut out).is_ok() => {
                expected.push(Some(puzzle));
                continue;
            }
            _ => out.truncate(start),
        }
        if format == Format::Json {
            write_error_record(1, "x", &mut out).expect("a Vec takes it");
        } else {
            out.extend_from_slice(PLACEHOLDER.as_bytes());
            out.push(b'\n');
        }
        expected.push(None);
    }
    let again: Vec<_> = Records::new(Cursor::new(&out), format)
        .map(|record| record.expect("a cursor never fails"))
        .collect();
    let shown = || String::from_utf8_lossy(&out).into_owned();
    assert_eq!(again.len(), expected.len(), "{format}: {}", shown());
    for (record, expected) in again.iter().zip(expected) {
        match (format.parse_record(record), expected) {
            (Ok(back), Some(puzzle)) if format == Format::Candidates => {
                // A cell with one candidate reads as that digit: the digits
                // stay, and naked singles may be filled in.
                let kept = puzzle.grid.values().iter().zip(back.grid.values());
                assert!(
                    kept.clone().all(|(a, b)| *a == 0 || a == b),
                    "{format}: {}",
                    shown()
                );
            }
            (Ok(back), Some(puzzle)) => {
                assert_eq!(back.grid, puzzle.grid, "{format}: {}", shown());
                if format.carries_metadata() {
                    assert_eq!(back.meta, puzzle.meta, "{format}: {}", shown());
                }
            }
            (Err(ParseError::Placeholder { .. }), None) => {}
            (got, want) => panic!(
                "{format}: record at line {} reads {got:?}, wrote {want:?}: {}",
                record.line,
                shown()
            ),
        }
    }
}

/// Parse, then solve: every answer is checked, and the engine's ways of
/// asking agree with each other.
pub fn solving(data: &[u8]) {
    let Ok((_, puzzle)) = read(data, None) else {
        return;
    };
    let grid = puzzle.grid;
    let n = count(&grid, 3);
    let solved = solve(&grid);
    match solved {
        Solution::None => assert_eq!(n, 0, "solve found none, count {n}"),
        Solution::Unique(s) => {
            assert_eq!(n, 1, "solve found one, count {n}");
            assert!(s.solves(&grid), "{s} does not solve {grid}");
        }
        Solution::Multiple(s) => {
            assert!(n >= 2, "solve found several, count {n}");
            assert!(s.solves(&grid), "{s} does not solve {grid}");
        }
    }
    let any = solve_any(&grid);
    assert_eq!(any.is_some(), n > 0);
    if let Some(any) = any {
        assert!(any.solves(&grid), "{any} does not solve {grid}");
        let smallest = solve_lexmin(&grid).expect("solvable");
        assert_eq!(Some(&smallest), solved.grid());
        assert!(smallest.values() <= any.values(), "{smallest} > {any}");
    }
    let verdict = check(&grid);
    assert_eq!(verdict.conflicts.is_empty(), grid.validate().is_ok());
    let expected = match n {
        0 => Solutions::None,
        1 => Solutions::Unique,
        _ => Solutions::Several,
    };
    assert_eq!(verdict.solutions, expected);
    if let Some(redundant) = verdict.redundant {
        for cell in Cell::all().filter(|&cell| grid.get(cell).is_some()) {
            let mut without = grid;
            without.set(cell, None);
            assert_eq!(
                redundant.contains(&cell),
                count(&without, 2) == 1,
                "{cell} of {grid}"
            );
        }
    }
}
