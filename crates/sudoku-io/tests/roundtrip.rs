//! Every writer's output reads back: for every pair of readable formats A
//! and B, A → B → A is the identity on random grids, metadata included
//! where both carry it; and what JSON writes validates against the schema.

use std::path::Path;

use proptest::prelude::*;
use sudoku_core::Grid;
use sudoku_io::{Format, Metadata, Puzzle, SolveRecord, write_solve_record};

/// Any grid: formats do not care whether it follows the rules.
fn grid() -> impl Strategy<Value = Grid> {
    proptest::array::uniform32(0u8..=9)
        .prop_flat_map(|head| {
            proptest::collection::vec(0u8..=9, 49).prop_map(move |tail| {
                let mut values = [0; 81];
                values[..32].copy_from_slice(&head);
                values[32..].copy_from_slice(&tail);
                values
            })
        })
        .prop_map(|values| Grid::from_values(values).expect("0-9"))
}

/// Text an sdk line and a JSON string can both hold: no control characters
/// but line breaks; quotes, backslashes and non-ASCII included.
fn text() -> impl Strategy<Value = Option<String>> {
    proptest::option::of("[a-zA-Z0-9 .,:/'\"\\\\é—\n-]{0,12}")
}

/// Metadata in the fields both json and sdk carry.
fn shared_metadata() -> impl Strategy<Value = Metadata> {
    (text(), text(), text(), text(), text(), text(), text()).prop_map(
        |(author, description, comment, date, source, difficulty, url)| Metadata {
            author,
            description,
            comment,
            date,
            source,
            difficulty,
            url,
            ..Metadata::default()
        },
    )
}

fn round_trip(puzzle: &Puzzle, a: Format, b: Format) -> Result<Puzzle, String> {
    let in_a = a.render(puzzle).map_err(|err| format!("{a}: {err}"))?;
    let via_b = a
        .parse(in_a.as_bytes())
        .map_err(|err| format!("{a} reads back: {err}\n{in_a}"))?;
    let in_b = b.render(&via_b).map_err(|err| format!("{b}: {err}"))?;
    let back = b
        .parse(in_b.as_bytes())
        .map_err(|err| format!("{b} reads back: {err}\n{in_b}"))?;
    let again = a.render(&back).map_err(|err| format!("{a}: {err}"))?;
    a.parse(again.as_bytes())
        .map_err(|err| format!("{a} reads back: {err}\n{again}"))
}

fn schema() -> jsonschema::Validator {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../schemas/sudoku.schema.json");
    let text = std::fs::read_to_string(&path).expect("the schema");
    let schema: serde_json::Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::draft202012::new(&schema).expect("the schema is valid 2020-12")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_pair_round_trips(grid in grid(), meta in shared_metadata()) {
        let puzzle = Puzzle { grid, meta, marks: None, solution: None };
        // Not the candidates format, where a cell with one candidate reads
        // as a digit (its own tests and fuzz target cover it).
        let formats = Format::READABLE.into_iter().filter(|&f| f != Format::Candidates);
        for a in formats.clone() {
            for b in formats.clone() {
                let back = round_trip(&puzzle, a, b).map_err(TestCaseError::fail)?;
                prop_assert_eq!(back.grid, puzzle.grid, "{} → {} → {}", a, b, a);
                // The fields both formats keep come back (the variant
                // text keeps some: title, author, description).
                let mut expected = puzzle.meta.clone();
                for (name, _) in puzzle.meta.fields() {
                    // An empty text is no text in the variant format.
                    let variant = [a, b].contains(&Format::Variant);
                    let empty = puzzle.meta.fields().iter().any(|(n, v)| *n == name && *v == Some(""));
                    if (!(a.keeps(name) && b.keeps(name)) || (variant && empty))
                        && let Some(field) = expected.field_mut(name)
                    {
                        *field = None;
                    }
                }
                prop_assert_eq!(&back.meta, &expected, "{} → {} → {}", a, b, a);
            }
        }
    }

    #[test]
    fn every_format_reads_back_through_recognition(grid in grid(), solution in grid()) {
        let puzzle = Puzzle::from(grid);
        // Not candidates, whose cells with one candidate read as digits.
        for format in Format::ALL.into_iter().filter(|&f| f != Format::Candidates && f.is_readable()) {
            let text = format.render(&puzzle).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let (_, back) = sudoku_io::read(text.as_bytes(), None)
                .map_err(|err| TestCaseError::fail(format!("{format}: {err}\n{text}")))?;
            prop_assert_eq!(back.grid, grid, "{}:\n{}", format, text);
        }
        // The formats that carry a solution keep it, and are named for it.
        let solved = Grid::from_values(solution.values().map(|v| v.max(1))).expect("1-9");
        let with_solution = Puzzle { solution: Some(solved), ..puzzle };
        for format in [Format::Csv, Format::Json] {
            let text = format.render(&with_solution).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let (named, back) = sudoku_io::read(text.as_bytes(), None)
                .map_err(|err| TestCaseError::fail(format!("{format}: {err}\n{text}")))?;
            prop_assert_eq!(named, format);
            prop_assert_eq!(&back, &with_solution, "{}", text);
        }
    }

    #[test]
    fn json_keeps_its_own_fields(grid in grid(), id in text(), title in text()) {
        let puzzle = Puzzle { grid, meta: Metadata { id, title, ..Metadata::default() }, marks: None, solution: None };
        let back = round_trip(&puzzle, Format::Json, Format::Json).map_err(TestCaseError::fail)?;
        prop_assert_eq!(back, puzzle);
    }

    #[test]
    fn what_json_writes_validates(grid in grid(), meta in shared_metadata(), solution in grid()) {
        let validator = schema();
        let puzzle = Puzzle { grid, meta, marks: None, solution: None };
        let written = Format::Json.render(&puzzle).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let value: serde_json::Value = serde_json::from_str(&written).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(validator.is_valid(&value), "{}", written);
        // A solution has no blanks.
        let solved = Grid::from_values(solution.values().map(|v| v.max(1))).expect("1-9");
        let with_solution = Puzzle { solution: Some(solved), ..puzzle.clone() };
        let written = Format::Json.render(&with_solution).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let value: serde_json::Value = serde_json::from_str(&written).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(validator.is_valid(&value), "{}", written);
        for record in [SolveRecord::Unique(&solved), SolveRecord::Multiple(&solved), SolveRecord::Failed("why")] {
            let mut out = Vec::new();
            write_solve_record(&puzzle, record, &mut out).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let value: serde_json::Value = serde_json::from_slice(&out).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(validator.is_valid(&value), "{}", String::from_utf8_lossy(&out));
        }
    }
}

#[test]
fn the_schema_rejects_what_is_not_a_puzzle() {
    let validator = schema();
    for bad in [
        r#"{"puzzle": [[1,2,3]]}"#,
        r#"{"puzzle": "123"}"#,
        r#"{"author": "x"}"#,
        r#"{"puzzle": ".................................................................................", "rating": 1}"#,
        r#"{"puzzle": ".................................................................................", "solutions": "unique"}"#,
        r#"[[10,0,0,0,0,0,0,0,0]]"#,
    ] {
        let value: serde_json::Value = serde_json::from_str(bad).expect("JSON");
        assert!(!validator.is_valid(&value), "{bad}");
    }
}
