//! The splitter's promises: every record once, in order, whatever the
//! input's faults and however it is delivered.

use std::io::{self, BufReader};

use super::*;

const A: &str = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
const B: &str = ".................................................................................";

fn records(input: &str, format: Format) -> Vec<RawRecord> {
    Records::new(input.as_bytes(), format)
        .collect::<io::Result<Vec<_>>>()
        .unwrap()
}

fn parsed(input: &str, format: Format) -> Vec<(usize, Result<String, String>)> {
    records(input, format)
        .iter()
        .map(|record| {
            let result = format.parse_record(record);
            (
                record.line,
                result
                    .map(|p| p.grid.to_string())
                    .map_err(|e| e.to_string()),
            )
        })
        .collect()
}

#[test]
fn lines_skip_blanks_and_comments_and_keep_line_numbers() {
    let input = format!("# header\n{A}\r\n\n  \n{B} # empty\n#x\n{A}");
    assert_eq!(
        parsed(&input, Format::Line),
        vec![
            (2, Ok(A.to_owned())),
            (5, Ok(B.to_owned())),
            (7, Ok(A.to_owned()))
        ]
    );
}

#[test]
fn line_errors_are_placed_in_the_whole_input() {
    let input = format!("{A}\n\n{}\n{A}\n", &A[..80]);
    let results = parsed(&input, Format::Line);
    assert_eq!(
        results[1],
        (
            3,
            Err("line 3, column 81: expected 81 cells, found end of line after 80".to_owned())
        )
    );
    assert_eq!(results.len(), 3);
}

#[test]
fn grids_are_separated_by_blank_lines() {
    let grid = |line: &str| -> String {
        line.as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect()
    };
    let (a, b) = (grid(&A.replace('.', "0")), grid(&B.replace('.', "0")));
    let input = format!("\n{a}\n\n\n{b} \n{a}");
    let results = parsed(&input, Format::Packed);
    assert_eq!(
        results.iter().map(|(line, _)| *line).collect::<Vec<_>>(),
        vec![2, 14, 24]
    );
    assert!(results.iter().all(|(_, r)| r.is_ok()), "{results:?}");
    let broken = format!("{a}\n{}", b.replacen("000000000", "0000y0000", 1));
    assert_eq!(
        parsed(&broken, Format::Packed)[1],
        (
            11,
            Err("line 11, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'".to_owned())
        )
    );
}

#[test]
fn sdk_blocks_keep_their_metadata() {
    let grid: String = A
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    let input = format!("#AOne\n{grid}\n#ATwo\n#CSecond\n{grid}");
    let records = records(&input, Format::Sdk);
    let second = Format::Sdk.parse_record(&records[1]).unwrap();
    assert_eq!(records[1].line, 12);
    assert_eq!(second.meta.author.as_deref(), Some("Two"));
    assert_eq!(second.meta.comment.as_deref(), Some("Second"));
}

#[test]
fn json_values_one_after_another() {
    let input =
        format!("{{\"puzzle\": \"{A}\"}}\n\"{B}\"\n\n{{\"puzzle\": \"{A}\", \"id\": \"3\"}}\n");
    let results = parsed(&input, Format::Json);
    assert_eq!(
        results,
        vec![
            (1, Ok(A.to_owned())),
            (2, Ok(B.to_owned())),
            (4, Ok(A.to_owned()))
        ]
    );
    let pretty =
        format!("{{\n  \"puzzle\": \"{A}\"\n}}\n{{\n  \"puzzle\": \"{B}\",\n  \"id\": \"3\"\n}}\n");
    assert_eq!(
        parsed(&pretty, Format::Json),
        vec![(1, Ok(A.to_owned())), (4, Ok(B.to_owned()))]
    );
}

#[test]
fn a_json_array_of_puzzles_is_split_into_elements() {
    let grid = |line: &str| -> String {
        let rows: Vec<String> = line
            .as_bytes()
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&c| {
                        if c == b'.' {
                            "0".into()
                        } else {
                            char::from(c).to_string()
                        }
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!("[{}]", rows.join(","))
    };
    for input in [
        format!("[\"{A}\", {{\"puzzle\": \"{B}\"}},\n {}]", grid(A)),
        format!("[{}, {}, {}]", grid(A), grid(B), grid(A)),
    ] {
        let results = parsed(&input, Format::Json);
        let grids: Vec<_> = results.iter().map(|(_, r)| r.clone().unwrap()).collect();
        assert_eq!(grids.len(), 3, "{input}");
        assert_eq!(grids[0], A);
        assert_eq!(grids[1], B);
    }
    // One grid is one puzzle, not an array of nine.
    assert_eq!(parsed(&grid(A), Format::Json), vec![(1, Ok(A.to_owned()))]);
    assert_eq!(parsed("[]", Format::Json), vec![]);
}

#[test]
fn json_element_errors_are_placed_in_the_whole_input() {
    let input = format!("[\"{A}\",\n  {{\"puzzle\": \"{B}\", \"rating\": 5}}]");
    let results = parsed(&input, Format::Json);
    assert_eq!(results[0], (1, Ok(A.to_owned())));
    let (line, Err(message)) = &results[1] else {
        panic!("{results:?}");
    };
    assert_eq!(*line, 2);
    assert!(
        message.starts_with("line 2, column 106: unknown field `rating`"),
        "{message}"
    );
}

#[test]
fn an_overlong_line_is_reported_and_skipped() {
    let input = format!("{A}\n{}\n{B}\n", "1".repeat(MAX_RECORD + 10));
    let results = parsed(&input, Format::Line);
    assert_eq!(results.len(), 3);
    assert_eq!(
        results[1],
        (
            2,
            Err(format!(
                "line 2: longer than {MAX_RECORD} bytes, the most a puzzle may take"
            ))
        )
    );
    assert_eq!(results[2], (3, Ok(B.to_owned())));
}

#[test]
fn recognise_uses_the_first_record() {
    assert_eq!(
        recognise(format!("# c\n{A}\n{B}\n").as_bytes()),
        Ok(Format::Line)
    );
    assert_eq!(
        recognise(format!("[\"{A}\", \"{B}\"]").as_bytes()),
        Ok(Format::Json)
    );
    assert_eq!(
        recognise(format!("{{\"puzzle\":\"{A}\"}}\n{{\"puzzle\":\"{B}\"}}\n").as_bytes()),
        Ok(Format::Json)
    );
    let packed: String = A
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect();
    assert_eq!(
        recognise(format!("{packed}\n{packed}").as_bytes()),
        Ok(Format::Packed)
    );
    assert_eq!(recognise(b"  \n"), Err(ReadError::Empty));
    assert!(matches!(
        recognise(b"hello\n"),
        Err(ReadError::Unrecognised(_))
    ));
}

/// The grid of a line puzzle in the packed format, `.` as `0`.
fn packed(line: &str) -> String {
    line.replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect()
}

/// The records of `input` as `(line, column, grid or error)`.
fn summary(input: &[u8], format: Format) -> Vec<(usize, usize, Result<String, String>)> {
    summary_buffered(input, format, 8 * 1024)
}

fn summary_buffered(
    input: &[u8],
    format: Format,
    capacity: usize,
) -> Vec<(usize, usize, Result<String, String>)> {
    Records::new(BufReader::with_capacity(capacity, input), format)
        .map(|record| {
            let record = record.unwrap();
            let result = format
                .parse_record(&record)
                .map(|p| p.grid.to_string())
                .map_err(|e| e.to_string());
            (record.line, record.column, result)
        })
        .collect()
}

#[test]
fn an_overlong_line_in_a_block_is_an_error_record_not_a_separator() {
    let (a, b) = (packed(A), packed(B));
    let long = "0".repeat(MAX_RECORD + 5);
    // Alone between blank lines: a record of its own.
    let input = format!("{a}\n{long}\n\n{b}");
    let results = summary(input.as_bytes(), Format::Packed);
    assert_eq!(results.len(), 3, "{results:?}");
    assert_eq!(results[0].2, Ok(A.to_owned()));
    assert_eq!(
        results[1],
        (
            11,
            1,
            Err(format!(
                "line 11: longer than {MAX_RECORD} bytes, the most a puzzle may take"
            ))
        )
    );
    assert_eq!(results[2], (13, 1, Ok(B.to_owned())));
    // Inside a grid: that grid is the error, not two records.
    let broken = a.replacen("002109400\n", &format!("{long}\n"), 1);
    let input = format!("{broken}\n{b}\n{a}");
    let results = summary(input.as_bytes(), Format::Packed);
    assert_eq!(results.len(), 3, "{results:?}");
    assert_eq!(results[0].0, 1);
    assert!(
        results[0]
            .2
            .as_ref()
            .unwrap_err()
            .starts_with("line 2: longer than")
    );
    assert_eq!(results[1], (11, 1, Ok(B.to_owned())));
    assert_eq!(results[2], (21, 1, Ok(A.to_owned())));
}

#[test]
fn a_line_without_end_stops_the_input_with_an_error() {
    let endless = vec![b'1'; MAX_LINE + 10];
    for format in Format::READABLE {
        let mut input = format!("{}\n", packed(A)).into_bytes();
        if matches!(
            format,
            Format::Line | Format::Csv | Format::Json | Format::Fpuzzles
        ) {
            input = format!("\"{A}\"\n").into_bytes();
            if format != Format::Json {
                input = format!("{A}\n").into_bytes();
            }
        }
        if format == Format::Variant {
            // Its puzzles start at their size lines: the endless line is
            // the second's.
            input = format!("size 9\ngrid\n{}size 9\n", packed(A)).into_bytes();
        }
        input.extend_from_slice(&endless);
        input.extend_from_slice(format!("\n{A}\n").as_bytes());
        let records: Vec<_> = Records::new(input.as_slice(), format)
            .map(Result::unwrap)
            .collect();
        assert_eq!(records.len(), 2, "{format}");
        let err = records[1].text.as_ref().unwrap_err();
        assert!(matches!(err, ParseError::Endless { .. }), "{format}: {err}");
        assert!(
            err.to_string()
                .contains("the rest of the input is not read")
        );
    }
}

#[test]
fn placeholders_are_records_of_their_own() {
    let input = format!("{A}\n{PLACEHOLDER}\n# a comment\n{B}\n");
    let results = summary(input.as_bytes(), Format::Line);
    assert_eq!(results.len(), 3);
    assert_eq!(
        results[1].2,
        Err("line 2: no puzzle here, only the placeholder of one that had no result".to_owned())
    );
    let input = format!("{}\n{PLACEHOLDER}\n\n{}", packed(A), packed(B));
    let results = summary(input.as_bytes(), Format::Packed);
    assert_eq!(results.len(), 3);
    assert!(matches!(&results[1], (11, 1, Err(e)) if e.contains("placeholder")));
    let input = format!("\"{A}\"\n{{\"line\":2,\"error\":\"x\"}}\n\"{B}\"\n");
    let results = summary(input.as_bytes(), Format::Json);
    assert_eq!(results.len(), 3);
    assert!(
        matches!(&results[1], (2, 1, Err(e)) if e.contains("placeholder")),
        "{results:?}"
    );
}

#[test]
fn a_malformed_ndjson_value_costs_one_record() {
    let good = |p: &str| format!("{{\"puzzle\": \"{p}\"}}");
    let lines = [
        good(A),
        format!("{{\"puzzle\": \"{B}\""), // no closing brace
        good(A),
        format!("{{\"puzzle\": \"{B}}}"), // no closing quote
        good(B),
        "{\"puzzle\": [[1,2,3,4,5,6,7,8,9]}".to_owned(), // no closing bracket
        "[[1,2,3,4,5,6,7,8,9],[1,2,3,4,5,6,7,8,9]".to_owned(), // no closing bracket
        good(A),
    ];
    let input = lines.join("\n") + "\n";
    let results = summary(input.as_bytes(), Format::Json);
    let lines_seen: Vec<usize> = results.iter().map(|r| r.0).collect();
    assert_eq!(lines_seen, vec![1, 2, 3, 4, 5, 6, 7, 8], "{results:?}");
    let ok: Vec<bool> = results.iter().map(|r| r.2.is_ok()).collect();
    assert_eq!(ok, vec![true, false, true, false, true, false, false, true]);
}

/// Each record's line and whether it read.
fn lines_read(results: &[(usize, usize, Result<String, String>)]) -> Vec<(usize, bool)> {
    results.iter().map(|r| (r.0, r.2.is_ok())).collect()
}

#[test]
fn a_malformed_pretty_object_costs_one_record() {
    let input = format!(
        "{{\n  \"puzzle\": \"{A}\",\n  \"author\": \"x\"\n\n{{\n  \"puzzle\": \"{B}\n}}\n{{\n  \"puzzle\": \"{A}\"\n}}\n"
    );
    let results = summary(input.as_bytes(), Format::Json);
    assert_eq!(
        lines_read(&results),
        vec![(1, false), (5, false), (8, true)],
        "{results:?}"
    );
}

#[test]
fn array_faults_are_reported_and_the_rest_is_read() {
    // Side by side without a comma: the second is read and reported.
    let results = summary(
        format!("[\"{A}\" \"{B}\", \"{A}\"]").as_bytes(),
        Format::Json,
    );
    assert_eq!(results.len(), 3);
    assert_eq!(
        results[1],
        (
            1,
            86,
            Err(
                "line 1, column 86: expected ',' or ']' after a puzzle in the array, found '\"'"
                    .to_owned()
            )
        )
    );
    assert_eq!(results[2].2, Ok(A.to_owned()));
    // A trailing comma.
    let results = summary(format!("[\"{A}\",]").as_bytes(), Format::Json);
    assert_eq!(
        results[1].2,
        Err("line 1, column 86: expected a puzzle after ',', found ']'".to_owned())
    );
    // Unclosed.
    let results = summary(format!("[\"{A}\"").as_bytes(), Format::Json);
    assert_eq!(
        results[1].2,
        Err("line 1, column 85: expected ',' or ']' after a puzzle in the array, found end of input".to_owned())
    );
    // An element with an unclosed object, then good ones.
    let input = format!("[\n  {{\"puzzle\": \"{A}\",\n  {{\"puzzle\": \"{B}\"}},\n  \"{A}\"\n]\n");
    let results = summary(input.as_bytes(), Format::Json);
    assert_eq!(
        lines_read(&results),
        vec![(2, false), (3, true), (4, true)],
        "{results:?}"
    );
}

#[test]
fn an_array_after_a_buffer_of_whitespace_is_still_an_array() {
    let input = format!("[{}\"{A}\", \"{B}\"]", " ".repeat(100_000));
    let results = summary(input.as_bytes(), Format::Json);
    assert_eq!(results.len(), 2, "{results:?}");
    assert_eq!(results[1].2, Ok(B.to_owned()));
}

/// Inputs whose records must not depend on the read buffer.
fn awkward_inputs() -> Vec<(Format, Vec<u8>)> {
    let grid = |p: &str| {
        let rows: Vec<String> = p
            .replace('.', "0")
            .as_bytes()
            .chunks(9)
            .map(|r| {
                let cells: Vec<String> = r.iter().map(|c| char::from(*c).to_string()).collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!("[{}]", rows.join(",\n "))
    };
    vec![
        (
            Format::Json,
            format!("[\n\n   \"{A}\" \"{B}\",\n{{\"puzzle\":\"{A}\"}},]").into_bytes(),
        ),
        (
            Format::Json,
            format!("[ {} , {} ]", grid(A), grid(B)).into_bytes(),
        ),
        (
            Format::Json,
            format!("{}\n{}", grid(A), grid(B)).into_bytes(),
        ),
        (
            Format::Json,
            format!("{{\"puzzle\":\"{A}\"}}{{\"puzzle\":\"{B}\n{{\"puzzle\":\"é{A}\"}}\n[")
                .into_bytes(),
        ),
        (
            Format::Json,
            format!("{{\"puzzle\":\"{A}\"\n{{\"puzzle\":\"{B}\"}}\n").into_bytes(),
        ),
        (
            Format::Line,
            format!("# x\n{A}\r\n\n{PLACEHOLDER}\n{B} # c").into_bytes(),
        ),
        (
            Format::Packed,
            format!("{}\n\n{PLACEHOLDER}\n\n{}", packed(A), packed(B)).into_bytes(),
        ),
    ]
}

#[test]
fn records_do_not_depend_on_the_read_buffer() {
    for (format, input) in awkward_inputs() {
        let whole = summary_buffered(&input, format, input.len() + 1);
        for capacity in 1..=input.len() {
            assert_eq!(
                summary_buffered(&input, format, capacity),
                whole,
                "{format}, buffer of {capacity}: {}",
                String::from_utf8_lossy(&input)
            );
        }
    }
}
