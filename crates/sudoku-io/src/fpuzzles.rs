//! f-puzzles among the formats: a classic puzzle (9×9, standard boxes, no
//! other rule) reads as any other; a variant puzzle reads only through
//! [`parse_any`], so that a command that does not take variants refuses
//! one by name instead of solving its grid without its rules.

use std::io;

use sudoku_variant::fpuzzles as fp;

use crate::{Format, Metadata, ParseError, Puzzle, RawRecord};

/// A puzzle read from any format: classic, or a variant.
#[derive(Clone, Debug)]
pub enum AnyPuzzle {
    /// A classic 9×9 puzzle.
    Classic(Box<Puzzle>),
    /// A variant puzzle: another size, other regions, or other rules.
    Variant(Box<sudoku_variant::Puzzle>),
}

/// Reads a record split off by [`Records`](crate::Records) in `format`,
/// variant puzzles included.
///
/// # Errors
///
/// As [`Format::parse_record`]; a malformed f-puzzles field is named.
pub fn parse_any(format: Format, record: &RawRecord) -> Result<AnyPuzzle, ParseError> {
    let read = match format {
        Format::Fpuzzles => read,
        Format::Variant => crate::variant::read,
        _ => {
            return format
                .parse_record(record)
                .map(|p| AnyPuzzle::Classic(Box::new(p)));
        }
    };
    let text = record.text.as_ref().map_err(Clone::clone)?;
    read(text).map_err(|err| err.shifted(record.line - 1, record.column - 1))
}

/// Whether `input` says it is f-puzzles: a link to f-puzzles or SudokuPad,
/// a compressed f-puzzles string (`N4Ig...`, what `{"` compresses to) or
/// SudokuPad string (`scl...`, `ctc...`), or
/// a JSON object with f-puzzles' `size` and `grid`. Recognition then takes
/// it as f-puzzles, and an error is f-puzzles' own.
pub(crate) fn claims(input: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&input[..input.len().min(1 << 16)]);
    let text = text.trim_start();
    let first = text.lines().next().unwrap_or_default().trim();
    let lower = first.to_ascii_lowercase();
    let link = (lower.starts_with("http://")
        || lower.starts_with("https://")
        || lower.starts_with("www."))
        && ["f-puzzles.com", "sudokupad", "crackingthecryptic.com"]
            .iter()
            .any(|site| lower.contains(site));
    let json =
        text.starts_with('{') || (text.starts_with('[') && text[1..].trim_start().starts_with('{'));
    link || first.starts_with("N4Ig")
        || first.starts_with("fpuz")
        || first.starts_with("scl")
        || first.starts_with("ctc")
        || (json && text.contains("\"size\"") && text.contains("\"grid\""))
}

/// Reads f-puzzles text (JSON, compressed, or a link).
pub(crate) fn read(input: &[u8]) -> Result<AnyPuzzle, ParseError> {
    let text = utf8(input)?;
    let puzzle = fp::read(text).map_err(|err| ParseError::Json {
        line: 1,
        column: 1,
        message: format!("f-puzzles: {err}"),
    })?;
    Ok(any(puzzle))
}

/// `input` as text, or where it is not UTF-8.
pub(crate) fn utf8(input: &[u8]) -> Result<&str, ParseError> {
    std::str::from_utf8(input).map_err(|err| {
        let at = err.valid_up_to();
        ParseError::InvalidUtf8 {
            line: 1 + input[..at].iter().filter(|&&b| b == b'\n').count(),
            column: 1,
            byte: input[at],
        }
    })
}

/// A variant puzzle that is classic (9×9, boxes, no rule) as a classic
/// puzzle, with its title, author and rules as metadata.
pub(crate) fn any(puzzle: sudoku_variant::Puzzle) -> AnyPuzzle {
    let Some(grid) = puzzle.classic() else {
        return AnyPuzzle::Variant(Box::new(puzzle));
    };
    AnyPuzzle::Classic(Box::new(Puzzle {
        grid,
        meta: Metadata {
            title: puzzle.title.clone(),
            author: puzzle.author.clone(),
            description: puzzle.ruleset.clone(),
            ..Metadata::default()
        },
        ..Puzzle::default()
    }))
}

/// What a variant puzzle is, in a few words: `4×4, killercage, thermometer`.
pub fn summary(puzzle: &sudoku_variant::Puzzle) -> String {
    let n = puzzle.size();
    let mut words = vec![format!("{n}×{n}")];
    if !puzzle.standard_regions() {
        words.push("irregular regions".to_owned());
    }
    for rule in puzzle.rules() {
        let kind = rule.kind().to_owned();
        if !words.contains(&kind) {
            words.push(kind);
        }
    }
    words.join(", ")
}

/// Reads a classic puzzle written in f-puzzles.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    classic(read(input)?)
}

/// The classic puzzle, or an error naming the variant.
pub(crate) fn classic(puzzle: AnyPuzzle) -> Result<Puzzle, ParseError> {
    match puzzle {
        AnyPuzzle::Classic(puzzle) => Ok(*puzzle),
        AnyPuzzle::Variant(puzzle) => Err(ParseError::Variant {
            line: 1,
            what: summary(&puzzle),
        }),
    }
}

/// Writes a classic puzzle's grid as the compressed string of an
/// f-puzzles link, on one line.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    // The grid alone, as the other formats without metadata write it
    // (`convert` notes what is not carried).
    let variant = sudoku_variant::Puzzle::new(9, None, puzzle.grid.values().to_vec(), Vec::new())
        .map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err.to_string()))?;
    writeln!(out, "{}", fp::encode(&fp::to_object(&variant)))
}

/// The character a digit of a grid of any size is written with: `1`-`9`,
/// then `A` = 10 ... `P` = 25; `.` for none (the variant crate's, which
/// its steps and pictures use too).
pub use sudoku_variant::logic::digit_char;

/// Writes a filled grid of `size` as `size` lines of `size` characters
/// ([`digit_char`]): the packed format, for any size.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_variant_solution(grid: &[u8], size: usize, out: &mut dyn io::Write) -> io::Result<()> {
    for row in grid.chunks(size) {
        let line: String = row.iter().map(|&d| digit_char(d)).collect();
        writeln!(out, "{line}")?;
    }
    Ok(())
}
