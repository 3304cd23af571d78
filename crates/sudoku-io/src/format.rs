//! The formats, by name.

use std::fmt;
use std::io;
use std::str::FromStr;

use crate::{
    ParseError, Puzzle, candidates, csv, fpuzzles, grid, json, line, packed, pretty, sdk, spaced,
    ss, svg, variant,
};

/// A way of writing a puzzle as text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Format {
    /// Nine lines of nine digits separated by spaces, `0` for a blank
    /// (Baekjoon 2580).
    Spaced,
    /// Nine lines of nine digits, `0` for a blank (Baekjoon 2239).
    Packed,
    /// 81 cells on one line, `.` or `0` for a blank; a comment may follow.
    Line,
    /// A JSON 9×9 array, line string or object with metadata.
    Json,
    /// SadMan / SudoCue `.sdk`: metadata lines, then nine lines of nine
    /// cells.
    Sdk,
    /// Simple Sudoku: rows of three groups separated by `|`, bands by
    /// dashes.
    Ss,
    /// A boxed grid drawn with box-drawing characters, for a terminal;
    /// read as [`Format::Grid`] reads it.
    Pretty,
    /// A grid with pencil marks: each cell's candidates, as HoDoKu and
    /// Sudoku Explainer print them, or the 729-character form.
    Candidates,
    /// A boxed grid as solvers, generators and web pages print it
    /// (`+-------+`, `| 1 . 3 |`), any of the common frames and blanks.
    Grid,
    /// Comma-separated data sets: a puzzle column (81 cells), perhaps a
    /// solution column and a header; or 81 fields of one cell.
    Csv,
    /// An SVG 1.1 image of the grid, its heading and pencil marks; written,
    /// never read.
    Svg,
    /// f-puzzles: its JSON object, the compressed string its links carry,
    /// or a whole f-puzzles or SudokuPad link; variant puzzles of any size.
    Fpuzzles,
    /// The variant text: `size N`, the grid, the regions, then a rule a
    /// line (`killercage 15: r1c1 r1c2`); for puzzles written by hand.
    Variant,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 13] = [
        Format::Spaced,
        Format::Packed,
        Format::Line,
        Format::Json,
        Format::Sdk,
        Format::Ss,
        Format::Grid,
        Format::Csv,
        Format::Pretty,
        Format::Candidates,
        Format::Svg,
        Format::Fpuzzles,
        Format::Variant,
    ];

    /// The formats recognition tries, in the order it prefers them when
    /// several read an input the same way: narrowest first (every packed
    /// grid is also an sdk grid and a boxed grid). `pretty` is not among
    /// them: `grid` reads it.
    pub const READABLE: [Format; 11] = [
        Format::Packed,
        Format::Spaced,
        Format::Line,
        Format::Ss,
        Format::Sdk,
        Format::Json,
        Format::Csv,
        Format::Candidates,
        Format::Grid,
        Format::Fpuzzles,
        Format::Variant,
    ];

    /// The format's name, as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Spaced => "spaced",
            Format::Packed => "packed",
            Format::Line => "line",
            Format::Json => "json",
            Format::Sdk => "sdk",
            Format::Ss => "ss",
            Format::Pretty => "pretty",
            Format::Candidates => "candidates",
            Format::Grid => "grid",
            Format::Csv => "csv",
            Format::Svg => "svg",
            Format::Fpuzzles => "fpuzzles",
            Format::Variant => "variant",
        }
    }

    /// A one-line taste of the format, for help texts.
    pub const fn example(self) -> &'static str {
        match self {
            Format::Spaced => "0 3 5 4 6 9 2 7 8  (9 such lines)",
            Format::Packed => "103000509  (9 such lines)",
            Format::Line => {
                "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
            }
            Format::Json => r#"{"puzzle": [[1,0,3,0,0,0,5,0,9], ...], "author": "..."}"#,
            Format::Sdk => "#AAuthor, then 1.3...5.9  (9 such lines)",
            Format::Ss => "1.3|...|5.9  (9 such lines, bands split by -----------)",
            Format::Pretty => "│ 1 . 3 │ . . . │ 5 . 9 │  (boxed with box-drawing lines)",
            Format::Candidates => "| 1  478  3 | 2468  2678  2568 | ...  (pencil marks)",
            Format::Grid => "| 1 . 3 | . . . | 5 . 9 |  (boxed, between +-------+ lines)",
            Format::Csv => "103000509002109400...,143628579572139468...  (puzzle,solution)",
            Format::Svg => "<svg ...>  (an image of the grid; output only)",
            Format::Fpuzzles => "https://www.f-puzzles.com/?load=N4IgzglgXgpiBc...  (or its JSON)",
            Format::Variant => {
                "size 6, grid, its rows, then a rule a line: killercage 9: r1c2 r1c3"
            }
        }
    }

    /// What an input in the format looks like, in a few words, for
    /// messages: `a boxed grid`.
    pub const fn noun(self) -> &'static str {
        match self {
            Format::Spaced => "9 lines of 9 cells separated by spaces",
            Format::Packed => "9 lines of 9 cells",
            Format::Line => "a puzzle on one line",
            Format::Json => "JSON",
            Format::Sdk => "an .sdk file",
            Format::Ss => "Simple Sudoku rows split by '|'",
            Format::Pretty | Format::Grid => "a boxed grid",
            Format::Candidates => "a grid of pencil marks",
            Format::Csv => "comma-separated fields",
            Format::Svg => "an SVG image",
            Format::Fpuzzles => "an f-puzzles puzzle",
            Format::Variant => "the variant text (size N, grid, rules)",
        }
    }

    /// Whether the format can be read: all but svg.
    pub const fn is_readable(self) -> bool {
        !matches!(self, Format::Svg)
    }

    /// Whether the format carries all of [`Metadata`](crate::Metadata) (the
    /// variant text keeps the title, author and description: [`Format::keeps`]).
    pub const fn carries_metadata(self) -> bool {
        matches!(self, Format::Json | Format::Sdk)
    }

    /// The line a file of many puzzles in this format starts with, once:
    /// `puzzle,solution` for csv.
    pub const fn header(self) -> Option<&'static str> {
        match self {
            Format::Csv => Some(csv::HEADER),
            _ => None,
        }
    }

    /// Whether the format keeps the metadata field `name` (as
    /// [`Metadata::fields`](crate::Metadata::fields) names them): json all
    /// of them, sdk those it has a tag for, svg the title, id and
    /// difficulty it shows above the grid.
    pub fn keeps(self, name: &str) -> bool {
        match self {
            Format::Json => true,
            Format::Sdk => !matches!(name, "id" | "title"),
            Format::Svg => matches!(name, "id" | "title" | "difficulty"),
            Format::Variant => matches!(name, "title" | "author" | "description"),
            _ => false,
        }
    }

    /// Whether the format carries pencil marks (svg draws them).
    pub const fn carries_marks(self) -> bool {
        matches!(self, Format::Candidates | Format::Svg)
    }

    /// Reads one puzzle written in this format.
    ///
    /// # Errors
    ///
    /// The first place where `input` breaks the format's grammar, or
    /// [`ParseError::OutputOnly`] for svg.
    pub fn parse(self, input: &[u8]) -> Result<Puzzle, ParseError> {
        match self {
            Format::Spaced => spaced::parse(input).map(Puzzle::from),
            Format::Packed => packed::parse(input).map(Puzzle::from),
            Format::Line => line::parse(input).map(Puzzle::from),
            Format::Json => json::parse(input),
            Format::Sdk => sdk::parse(input),
            Format::Ss => ss::parse(input).map(Puzzle::from),
            Format::Pretty | Format::Grid => grid::parse(input).map(Puzzle::from),
            Format::Candidates => candidates::parse(input),
            Format::Csv => csv::parse(input),
            Format::Svg => Err(ParseError::OutputOnly(self)),
            Format::Fpuzzles => fpuzzles::parse(input),
            Format::Variant => variant::parse(input),
        }
    }

    /// Writes `puzzle` in this format, ending every line with `\n`; formats
    /// without metadata write the grid alone.
    ///
    /// # Errors
    ///
    /// Whatever `out` fails with, or [`io::ErrorKind::InvalidData`] for
    /// metadata the format cannot hold (a control character in `.sdk`).
    pub fn write(self, puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
        let grid = &puzzle.grid;
        match self {
            Format::Spaced => spaced::write(grid, out),
            Format::Packed => packed::write(grid, out),
            Format::Line => line::write(grid, out),
            Format::Json => json::write(puzzle, out),
            Format::Sdk => sdk::write(puzzle, out),
            Format::Ss => ss::write(grid, out),
            Format::Pretty => pretty::write(grid, out),
            Format::Candidates => candidates::write(puzzle, out),
            Format::Grid => grid::write(grid, out),
            Format::Csv => csv::write(puzzle, out),
            Format::Svg => svg::write(puzzle, out),
            Format::Fpuzzles => fpuzzles::write(puzzle, out),
            Format::Variant => variant::write(puzzle, out),
        }
    }

    /// `puzzle` written in this format, as a string.
    ///
    /// # Errors
    ///
    /// Metadata the format cannot hold, as for [`Format::write`].
    pub fn render(self, puzzle: &Puzzle) -> io::Result<String> {
        let mut out = Vec::new();
        self.write(puzzle, &mut out)?;
        String::from_utf8(out).map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err))
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that names no format.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
///
/// Its message quotes the name [echoed](crate::echo): escaped and cut short.
#[error(
    "unknown format '{}', expected one of: spaced, packed, line, json, sdk, ss, grid, csv, pretty, candidates, svg, fpuzzles",
    crate::echo(.0)
)]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|format| format.name() == name)
            .ok_or_else(|| UnknownFormat(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for format in Format::ALL {
            assert_eq!(format.name().parse::<Format>(), Ok(format));
        }
        assert_eq!(
            "xls".parse::<Format>().unwrap_err().to_string(),
            "unknown format 'xls', expected one of: spaced, packed, line, json, sdk, ss, grid, csv, pretty, candidates, svg, fpuzzles"
        );
        let forged = format!("x\u{202e}{}", "y".repeat(300));
        let message = forged.parse::<Format>().unwrap_err().to_string();
        assert!(
            message.starts_with("unknown format 'x\\u{202e}yyy"),
            "{message}"
        );
        assert!(
            message.contains("...', expected one of: spaced,"),
            "{message}"
        );
    }

    #[test]
    fn every_format_but_pretty_and_svg_is_recognised() {
        for format in Format::ALL {
            assert_eq!(
                !matches!(format, Format::Pretty | Format::Svg),
                Format::READABLE.contains(&format),
                "{format}"
            );
            assert_eq!(format.is_readable(), format != Format::Svg);
        }
        assert_eq!(
            Format::Svg.parse(b"<svg/>").unwrap_err().to_string(),
            "the svg format is for output only"
        );
    }
}
