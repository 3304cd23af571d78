//! The *json* format.
//!
//! A grid is a 9×9 array of integers 0-9, `0` for a blank. Read are:
//! - a bare grid: `[[1,0,3,0,0,0,5,0,9], ...]`, or a flat array of 81
//!   integers: `[1,0,3,0,0,0,5,0,9,0,0,2, ...]`;
//! - an 81-character line string, as in the line format:
//!   `"1.3...5.9..21.94..."`;
//! - an object with a `"puzzle"` field (or `"grid"`, `"board"` or
//!   `"cells"`, as other programs name it) holding any of these, and
//!   optional string fields kept through a conversion: `"id"`, `"title"`,
//!   `"author"`, `"description"`, `"comment"`, `"date"`, `"source"`,
//!   `"difficulty"`, `"url"` (see [`Metadata`]). A `"solution"` grid is
//!   kept too, for `sudoku check` to verify. The other fields `sudoku solve
//!   --to json` adds (`"solutions"`, `"error"`) and the error records of a
//!   batch (`"line"`) are accepted and not kept; any other field is an
//!   error.
//!
//! It is written as one line: `{"puzzle":[[...],...]}`, the metadata
//! fields that are set, in the order above, and the solution if known. `schemas/sudoku.schema.json`
//! describes everything written.
//!
//! Errors keep serde_json's line and column and say which row or cell is
//! wrong: `puzzle row 3 has 8 cells, expected 9` (rows counted from 1) or
//! `puzzle[4][2] is 12, expected 0-9` (JSON indices, from 0).

use std::fmt;

use serde::Deserializer as _;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::{Metadata, ParseError, Puzzle, syntax};

mod grid;
mod record;

use grid::{GridSeed, SolutionSeed, line_string, rows};
pub(crate) use record::write;
pub use record::{SolveRecord, write_error_record, write_generated_record, write_solve_record};

/// The fields a json record (an object holding a puzzle) may hold; any
/// other is an error.
pub const RECORD_FIELDS: &[&str] = &[
    "puzzle",
    "grid",
    "board",
    "cells",
    "id",
    "title",
    "author",
    "description",
    "comment",
    "date",
    "source",
    "difficulty",
    "url",
    "solution",
    "solutions",
    "error",
    "line",
    "generator",
];

/// Reads a puzzle in the json format.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    let text = syntax::utf8(input)?;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let puzzle = deserializer
        .deserialize_any(DocumentVisitor)
        .map_err(json_error)?;
    deserializer.end().map_err(json_error)?;
    // A record with an error and no puzzle stands for one that had no
    // result.
    puzzle.ok_or(ParseError::Placeholder { line: 1 })
}

/// A serde_json error as a [`ParseError`], its position kept.
fn json_error(err: serde_json::Error) -> ParseError {
    let (line, column, message) = json_failure(&err);
    ParseError::Json {
        line,
        column,
        message,
    }
}

/// Where a serde_json error is (line and column, from 1) and its message
/// without them, escaped and cut short: serde_json quotes strings from the
/// input in some messages.
pub fn json_failure(err: &serde_json::Error) -> (usize, usize, String) {
    let (line, column) = (err.line(), err.column());
    let full = err.to_string();
    let suffix = format!(" at line {line} column {column}");
    let message = full.strip_suffix(&suffix).unwrap_or(&full);
    // serde_json counts the characters before the place, so a place at a
    // line's start is its "column 0"; columns here count from 1.
    let column = column.max(1);
    let message = if message.chars().count() > 400 {
        let cut: String = message.chars().take(400).collect();
        format!("{}...", crate::escape(&cut))
    } else {
        crate::escape(message).into_owned()
    };
    (line, column, message)
}

/// A whole document: a grid, a line string, or an object.
struct DocumentVisitor;

impl<'de> Visitor<'de> for DocumentVisitor {
    /// `None` for the record of a puzzle that had no result: an `"error"`
    /// and no `"puzzle"`.
    type Value = Option<Puzzle>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "a puzzle: a 9×9 array of integers 0-9, an 81-character line, \
             or an object with a \"puzzle\" field",
        )
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<Puzzle>, A::Error> {
        rows(seq).map(|grid| Some(Puzzle::from(grid)))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Option<Puzzle>, E> {
        line_string(value).map(|grid| Some(Puzzle::from(grid)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Option<Puzzle>, A::Error> {
        let mut grid = None;
        let mut puzzle_field: Option<String> = None;
        let mut solution = None;
        let mut error = false;
        let mut meta = Metadata::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                name @ ("puzzle" | "grid" | "board" | "cells") => {
                    if let Some(first) = &puzzle_field {
                        return Err(de::Error::custom(if first == name {
                            format!("duplicate field `{name}`")
                        } else {
                            format!("a second puzzle field `{name}` after `{first}`")
                        }));
                    }
                    puzzle_field = Some(name.to_owned());
                    grid = Some(map.next_value_seed(GridSeed)?);
                }
                // A batch's record of a puzzle without solution says so
                // with `null`.
                "solution" => solution = map.next_value_seed(SolutionSeed)?,
                "solutions" | "error" | "line" | "generator" => {
                    error |= key == "error";
                    map.next_value::<IgnoredAny>()?;
                }
                name => {
                    let known = RECORD_FIELDS.iter().find(|&&field| field == name);
                    let (Some(&name), Some(field)) = (known, meta.field_mut(name)) else {
                        return Err(de::Error::unknown_field(&crate::echo(name), RECORD_FIELDS));
                    };
                    if field.is_some() {
                        return Err(de::Error::custom(format_args!("duplicate field `{name}`")));
                    }
                    *field = Some(map.next_value_seed(TextSeed(name))?);
                }
            }
        }
        match grid {
            Some(grid) => Ok(Some(Puzzle {
                grid,
                meta,
                marks: None,
                solution,
            })),
            None if error => Ok(None),
            None => Err(de::Error::missing_field("puzzle")),
        }
    }
}

/// A metadata field, which must be a string.
struct TextSeed(&'static str);

impl<'de> DeserializeSeed<'de> for TextSeed {
    type Value = String;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<String, D::Error> {
        deserializer.deserialize_string(self)
    }
}

impl Visitor<'_> for TextSeed {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} as a string", self.0)
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<String, E> {
        Ok(value.to_owned())
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<String, E> {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    const ARRAY: &str = "[[1,0,3,0,0,0,5,0,9],[0,0,2,1,0,9,4,0,0],[0,0,0,7,0,4,0,0,0],\
                         [3,0,0,5,0,2,0,0,6],[0,6,0,0,0,0,0,5,0],[7,0,0,8,0,3,0,0,4],\
                         [0,0,0,4,0,1,0,0,0],[0,0,9,2,0,5,8,0,0],[8,0,4,0,0,0,1,0,7]]";

    #[test]
    fn a_place_at_a_line_start_is_column_1() {
        let err = read("{\"puzzle\":\n").unwrap_err();
        assert!(err.starts_with("line 2, column 1: "), "{err}");
        let err = serde_json::from_str::<serde_json::Value>("[1,\n").unwrap_err();
        assert_eq!(err.column(), 0, "serde_json's own count");
        assert_eq!(json_failure(&err).1, 1);
    }

    fn read(input: &str) -> Result<Puzzle, String> {
        parse(input.as_bytes()).map_err(|err| err.to_string())
    }

    fn written(puzzle: &Puzzle) -> String {
        let mut out = Vec::new();
        write(puzzle, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_bare_array_a_line_and_an_object_read_the_same() {
        let bare = read(ARRAY).unwrap();
        assert_eq!(bare.grid.to_string(), LINE);
        assert_eq!(read(&format!("\"{LINE}\"")).unwrap(), bare);
        assert_eq!(read(&format!("{{\"puzzle\": {ARRAY}}}")).unwrap(), bare);
        assert_eq!(
            read(&format!("{{\"puzzle\": \"{LINE}\"}}\n")).unwrap(),
            bare
        );
        assert_eq!(
            read(&format!("\"{}\"", LINE.replace('.', "0"))).unwrap(),
            bare
        );
    }

    #[test]
    fn metadata_is_kept_and_written_in_order() {
        let input = format!(
            r#"{{"title": "T", "puzzle": "{LINE}", "author": "A \"q\"", "comment": "a\nb", "url": "u"}}"#
        );
        let puzzle = read(&input).unwrap();
        assert_eq!(puzzle.meta.title.as_deref(), Some("T"));
        assert_eq!(puzzle.meta.author.as_deref(), Some("A \"q\""));
        assert_eq!(puzzle.meta.comment.as_deref(), Some("a\nb"));
        assert_eq!(
            written(&puzzle),
            format!(
                "{{\"puzzle\":{},\"title\":\"T\",\"author\":\"A \\\"q\\\"\",\"comment\":\"a\\nb\",\"url\":\"u\"}}\n",
                ARRAY.replace(' ', "")
            )
        );
        assert_eq!(read(&written(&puzzle)).unwrap(), puzzle);
    }

    #[test]
    fn solve_records_are_accepted_as_input() {
        let mut out = Vec::new();
        let puzzle = read(ARRAY).unwrap();
        write_solve_record(&puzzle, SolveRecord::Failed("no"), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with(",\"error\":\"no\"}\n"), "{text}");
        assert_eq!(read(&text).unwrap(), puzzle);
    }

    #[test]
    fn a_short_row_is_named() {
        let input = ARRAY.replacen("[0,0,0,7,0,4,0,0,0]", "[0,0,0,7,0,4,0,0]", 1);
        assert_eq!(
            read(&input),
            Err("line 1, column 58: puzzle row 3 has 8 cells, expected 9".to_owned())
        );
    }

    #[test]
    fn a_long_row_is_named() {
        let input = ARRAY.replacen("[1,0,3,0,0,0,5,0,9]", "[1,0,3,0,0,0,5,0,9,1]", 1);
        assert_eq!(
            read(&input),
            Err("line 1, column 22: puzzle row 1 has more than 9 cells, expected 9".to_owned())
        );
    }

    #[test]
    fn a_cell_out_of_range_is_named() {
        let input = ARRAY.replacen("[0,6,0,0,0,0,0,5,0]", "[0,6,12,0,0,0,0,5,0]", 1);
        let err = read(&input).unwrap_err();
        assert!(err.ends_with(": puzzle[4][2] is 12, expected 0-9"), "{err}");
        let negative = ARRAY.replacen("[1,0,3", "[-1,0,3", 1);
        assert_eq!(
            read(&negative),
            Err("line 1, column 4: puzzle[0][0] is -1, expected 0-9".to_owned())
        );
        let huge = ARRAY.replacen("[1,0,3", "[99999999999999999999,0,3", 1);
        assert!(
            read(&huge)
                .unwrap_err()
                .contains("puzzle[0][0] is a number far out of range, expected an integer 0-9")
        );
    }

    #[test]
    fn floats_strings_and_nulls_are_not_cells() {
        let float = ARRAY.replacen("[1,0,3", "[1.5,0,3", 1);
        assert_eq!(
            read(&float),
            Err("line 1, column 5: puzzle[0][0] is 1.5, expected an integer 0-9".to_owned())
        );
        let string = ARRAY.replacen("[1,0,3", "[\"1\",0,3", 1);
        assert_eq!(
            read(&string),
            Err("line 1, column 5: invalid type: string \"1\", expected puzzle[0][0] to be an integer 0-9".to_owned())
        );
        let null = ARRAY.replacen("[1,0,3", "[null,0,3", 1);
        assert!(
            read(&null)
                .unwrap_err()
                .contains("invalid type: null, expected puzzle[0][0] to be an integer 0-9")
        );
    }

    #[test]
    fn row_counts_are_checked() {
        let eight = ARRAY.replacen(",[8,0,4,0,0,0,1,0,7]", "", 1);
        assert!(
            read(&eight)
                .unwrap_err()
                .ends_with(": the puzzle has 8 rows, expected 9")
        );
        let ten = ARRAY.replacen("]]", "],[1,2,3,4,5,6,7,8,9]]", 1);
        assert!(
            read(&ten)
                .unwrap_err()
                .ends_with(": the puzzle has more than 9 rows, expected 9")
        );
        let flat = "[1,0,3]";
        assert_eq!(
            read(flat).unwrap_err(),
            "line 1, column 7: the puzzle has 3 cells, expected 81"
        );
        let mixed = "[1,[0],3]";
        assert_eq!(
            read(mixed).unwrap_err(),
            "line 1, column 4: invalid type: sequence, expected puzzle[1] to be an integer 0-9"
        );
    }

    #[test]
    fn a_bad_line_string_is_located_within_it() {
        let input = format!("\"{}\"", LINE.replacen('5', "y", 1));
        assert_eq!(
            read(&input),
            Err("line 1, column 83: the puzzle string, character 7: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'".to_owned())
        );
        let short = format!("\"{}\"", &LINE[..80]);
        assert!(
            read(&short)
                .unwrap_err()
                .contains("character 81: expected 81 cells, found the end of the string after 80")
        );
    }

    #[test]
    fn object_fields_are_checked() {
        assert!(
            read("{\"author\": \"x\"}")
                .unwrap_err()
                .ends_with(": missing field `puzzle`")
        );
        let unknown = format!("{{\"puzzle\": \"{LINE}\", \"rating\": 5}}");
        assert!(
            read(&unknown)
                .unwrap_err()
                .contains("unknown field `rating`, expected one of `puzzle`, `grid`"),
            "{:?}",
            read(&unknown)
        );
        let twice = format!("{{\"puzzle\": \"{LINE}\", \"puzzle\": \"{LINE}\"}}");
        assert!(
            read(&twice)
                .unwrap_err()
                .contains("duplicate field `puzzle`")
        );
        let number = format!("{{\"puzzle\": \"{LINE}\", \"author\": 5}}");
        assert!(
            read(&number)
                .unwrap_err()
                .contains("invalid type: integer `5`, expected the author as a string")
        );
    }

    #[test]
    fn malformed_json_keeps_serde_positions() {
        assert_eq!(
            read("[[1,2,"),
            Err("line 1, column 6: EOF while parsing a value".to_owned())
        );
        assert_eq!(
            read(&format!("{ARRAY} x")),
            Err("line 1, column 183: trailing characters".to_owned())
        );
        assert!(
            read("5")
                .unwrap_err()
                .contains("invalid type: integer `5`, expected a puzzle")
        );
    }

    #[test]
    fn deep_nesting_is_an_error_or_skipped_never_a_crash() {
        let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        let as_puzzle = read(&nested(100_000)).unwrap_err();
        assert!(
            as_puzzle
                .contains("invalid type: sequence, expected puzzle[0][0] to be an integer 0-9"),
            "{as_puzzle}"
        );
        // serde_json skips an ignored value without recursion.
        let ignored = format!(
            "{{\"puzzle\": \"{LINE}\", \"solutions\": {}}}",
            nested(100_000)
        );
        assert!(read(&ignored).is_ok());
        let solution = format!(
            "{{\"puzzle\": \"{LINE}\", \"solution\": {}}}",
            nested(100_000)
        );
        assert!(
            read(&solution)
                .unwrap_err()
                .contains("expected puzzle[0][0]")
        );
    }
}
