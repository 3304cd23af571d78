//! The *sdk* format of SadMan Software and SudoCue.
//!
//! Optional metadata lines, each `#` and a tag letter followed by the value
//! (the rest of the line, kept as it is), then nine lines of nine cells, a
//! digit or `.` or `0` for a blank:
//!
//! ```text
//! sdk      = meta* ( row row-end ){9} blank-line* [ \t]* end-of-input
//! meta     = "#" tag text line-end
//! tag      = "A" | "B" | "C" | "D" | "L" | "S" | "U"
//! row      = cell{9}
//! cell     = "1" | ... | "9" | "." | "0"
//! ```
//!
//! | tag | meaning | [`Metadata`] field |
//! |---|---|---|
//! | `#A` | author | `author` |
//! | `#D` | description | `description` |
//! | `#C` | comment | `comment` |
//! | `#B` | date published | `date` |
//! | `#S` | source | `source` |
//! | `#L` | level | `difficulty` |
//! | `#U` | URL | `url` |
//!
//! A tag given on several lines is one value with a line break between the
//! lines; a value with line breaks is written as several lines. Another tag
//! letter is an error (nothing is dropped unseen). It is written with the
//! metadata in the order of the table and `.` for blanks.

use std::io;

use nom::Parser as _;
use nom::character::complete::one_of;
use nom::combinator::cut;

use crate::syntax::{self, Parsed, cell, expect, line_end, text};
use crate::{Metadata, ParseError, Puzzle, packed};

/// The tags, in the order they are written, with their fields.
const TAGS: [(char, &str); 7] = [
    ('A', "author"),
    ('D', "description"),
    ('C', "comment"),
    ('B', "date"),
    ('S', "source"),
    ('L', "difficulty"),
    ('U', "url"),
];

/// Reads a puzzle in the sdk format.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    syntax::parse_all(input, file)
}

/// Writes `puzzle` in the sdk format.
///
/// # Errors
///
/// [`io::ErrorKind::InvalidData`] for metadata holding a control character
/// other than a line break, which no `.sdk` line can hold.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let fields = puzzle.meta.fields();
    for (tag, name) in TAGS {
        let Some(value) = fields
            .iter()
            .find(|(field, _)| *field == name)
            .and_then(|f| f.1)
        else {
            continue;
        };
        if let Some(c) = value
            .chars()
            .find(|&c| c.is_control() && c != '\n' && c != '\t')
        {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "the {name} holds control character U+{:04X}, which the sdk format cannot carry",
                    u32::from(c)
                ),
            ));
        }
        for line in value.split('\n') {
            writeln!(out, "#{tag}{line}")?;
        }
    }
    packed::write_rows(&puzzle.grid, b'.', out)
}

/// A whole sdk input.
fn file(input: &str) -> Parsed<'_, Puzzle> {
    let mut meta = Metadata::default();
    let mut rest = input;
    while let Some(after_hash) = rest.strip_prefix('#') {
        let (after, (tag, value)) = meta_line(after_hash)?;
        let name = TAGS
            .iter()
            .find(|(t, _)| *t == tag)
            .map_or("", |(_, name)| name);
        if let Some(field) = meta.field_mut(name) {
            match field {
                Some(existing) => {
                    existing.push('\n');
                    existing.push_str(value);
                }
                None => *field = Some(value.to_owned()),
            }
        }
        rest = after;
    }
    let (rest, grid) = syntax::grid(row)(rest)?;
    Ok((
        rest,
        Puzzle {
            grid,
            meta,
            marks: None,
            solution: None,
        },
    ))
}

/// A metadata line after its `#`: a tag letter and the rest of the line.
///
/// ```text
/// meta = "#" tag text line-end
/// ```
fn meta_line(input: &str) -> Parsed<'_, (char, &str)> {
    let (rest, tag) = cut(expect(
        "a metadata tag after '#' (A, B, C, D, L, S or U)",
        one_of("ABCDLSU"),
    ))
    .parse(input)?;
    let (rest, value) = text(rest)?;
    let value = value.strip_suffix('\r').unwrap_or(value);
    let (rest, ()) = line_end(rest, "end of line")?;
    Ok((rest, (tag, value)))
}

/// One row of nine cells.
fn row(input: &str) -> Parsed<'_, [u8; 9]> {
    packed::row_of(cell, input)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRID: &str = "\
1.3...5.9
..21.94..
...7.4...
3..5.2..6
.6.....5.
7..8.3..4
...4.1...
..92.58..
8.4...1.7
";

    fn read(input: &str) -> Result<Puzzle, String> {
        parse(input.as_bytes()).map_err(|err| err.to_string())
    }

    fn written(puzzle: &Puzzle) -> String {
        let mut out = Vec::new();
        write(puzzle, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn reads_metadata_and_grid_and_writes_them_back() {
        let input = format!(
            "#AFrank\n#DA hard one\n#CFirst line\n#CSecond line\n#B2024-01-02\n#SPaper\n#LHard\n#Uhttps://example.org/p\n{GRID}"
        );
        let puzzle = read(&input).unwrap();
        assert_eq!(puzzle.meta.author.as_deref(), Some("Frank"));
        assert_eq!(puzzle.meta.description.as_deref(), Some("A hard one"));
        assert_eq!(
            puzzle.meta.comment.as_deref(),
            Some("First line\nSecond line")
        );
        assert_eq!(puzzle.meta.date.as_deref(), Some("2024-01-02"));
        assert_eq!(puzzle.meta.source.as_deref(), Some("Paper"));
        assert_eq!(puzzle.meta.difficulty.as_deref(), Some("Hard"));
        assert_eq!(puzzle.meta.url.as_deref(), Some("https://example.org/p"));
        assert_eq!(puzzle.grid.givens(), 30);
        assert_eq!(written(&puzzle), input);
    }

    #[test]
    fn zeros_blank_too_and_crlf_is_fine() {
        let zeros = read(&GRID.replace('.', "0")).unwrap();
        assert_eq!(zeros, read(GRID).unwrap());
        let crlf = format!("#AFrank\r\n{}", GRID.replace('\n', "\r\n"));
        assert_eq!(read(&crlf).unwrap().meta.author.as_deref(), Some("Frank"));
    }

    #[test]
    fn an_unknown_tag_is_an_error() {
        assert_eq!(
            read(&format!("#Xsomething\n{GRID}")),
            Err("line 1, column 2: expected a metadata tag after '#' (A, B, C, D, L, S or U), found 'X'".to_owned())
        );
    }

    #[test]
    fn grid_errors_are_located_after_the_metadata() {
        let input = format!("#AFrank\n{}", GRID.replacen("..21", "..2y", 1));
        assert_eq!(
            read(&input),
            Err("line 3, column 4: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'".to_owned())
        );
    }

    #[test]
    fn metadata_after_the_grid_is_an_error() {
        assert_eq!(
            read(&format!("{GRID}#AFrank\n")),
            Err("line 10, column 1: expected end of input after 9 rows, found '#'".to_owned())
        );
    }

    #[test]
    fn control_characters_cannot_be_written() {
        let mut puzzle = read(GRID).unwrap();
        puzzle.meta.author = Some("a\u{7}b".to_owned());
        let err = write(&puzzle, &mut Vec::new()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the author holds control character U+0007, which the sdk format cannot carry"
        );
    }
}
