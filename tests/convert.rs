//! End-to-end tests of the formats: `sudoku convert` between every pair and
//! `sudoku solve --to FORMAT`, through the real binary.

mod common;

use common::*;

/// One good fixture per readable format, all holding Baekjoon 2239's
/// example, with the format's name.
const SOURCES: [(&str, &str); 6] = [
    ("spaced", "formats/good/spaced.txt"),
    ("packed", "formats/good/packed.txt"),
    ("line", "formats/good/line.txt"),
    ("json", "formats/good/json-array.json"),
    ("sdk", "formats/good/sdk-zeros-crlf.sdk"),
    ("ss", "formats/good/ss-plain.ss"),
];

const ALL: [&str; 7] = ["spaced", "packed", "line", "json", "sdk", "ss", "pretty"];

fn convert(args: &[&str], stdin: &[u8]) -> String {
    let output = sudoku(args, stdin);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        stderr(&output)
    );
    stdout(&output).to_owned()
}

#[test]
fn convert_between_every_pair_and_back() {
    for (from, file) in SOURCES {
        let path = format!("fixtures/{file}");
        // The canonical text of the puzzle in `from`, as the tool writes it.
        let canonical = convert(&["convert", "--quiet", "--to", from, &path], b"");
        for to in ALL {
            let converted = convert(
                &["convert", "--quiet", "--from", from, "--to", to, &path],
                b"",
            );
            if to == "pretty" {
                assert!(
                    converted.starts_with("┌───────┬"),
                    "{from} → pretty: {converted}"
                );
                continue;
            }
            // Back, with the format recognised from the content; metadata
            // (the sdk source's `#A` line) survives only through json and sdk.
            let back = convert(&["convert", "--quiet", "--to", from], converted.as_bytes());
            let expected = if ["json", "sdk"].contains(&to) {
                canonical.clone()
            } else {
                canonical
                    .lines()
                    .filter(|l| !l.starts_with('#'))
                    .map(|l| format!("{l}\n"))
                    .collect()
            };
            assert_eq!(back, expected, "{from} → {to} → {from}");
        }
    }
}

#[test]
fn conversions_are_exact() {
    let expected_line =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\n";
    let line = convert(
        &["convert", "--to", "line", "fixtures/baekjoon-2239.in"],
        b"",
    );
    assert_eq!(line, expected_line);
    let ss = convert(&["convert", "--to", "ss"], line.as_bytes());
    assert_eq!(ss, read_fixture("formats/good/ss-plain.ss"));
    let json = convert(&["convert", "--to", "json"], ss.as_bytes());
    assert_eq!(
        json,
        "{\"puzzle\":[[1,0,3,0,0,0,5,0,9],[0,0,2,1,0,9,4,0,0],[0,0,0,7,0,4,0,0,0],[3,0,0,5,0,2,0,0,6],\
         [0,6,0,0,0,0,0,5,0],[7,0,0,8,0,3,0,0,4],[0,0,0,4,0,1,0,0,0],[0,0,9,2,0,5,8,0,0],[8,0,4,0,0,0,1,0,7]]}\n"
    );
    let packed = convert(&["convert", "--to", "packed"], json.as_bytes());
    assert_eq!(packed, read_fixture("baekjoon-2239.in"));
}

#[test]
fn sdk_metadata_survives_json_and_back() {
    let sdk = read_fixture("formats/good/sdk.sdk");
    let json = convert(
        &["convert", "--to", "json", "fixtures/formats/good/sdk.sdk"],
        b"",
    );
    assert!(json.contains("\"author\":\"Baekjoon\""), "{json}");
    assert!(
        json.contains("\"comment\":\"two lines\\nof comment\""),
        "{json}"
    );
    assert_eq!(convert(&["convert", "--to", "sdk"], json.as_bytes()), sdk);
}

#[test]
fn dropping_metadata_is_said_unless_quiet() {
    let output = sudoku(
        &[
            "convert",
            "--to",
            "packed",
            "fixtures/formats/good/json-object.json",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), read_fixture("baekjoon-2239.in"));
    assert_eq!(
        stderr(&output),
        "sudoku: note: the packed format carries no metadata: dropped id, title, author, comment\n"
    );
    let quiet = sudoku(
        &[
            "convert",
            "-q",
            "--to",
            "packed",
            "fixtures/formats/good/json-object.json",
        ],
        b"",
    );
    assert_eq!(stderr(&quiet), "");
}

#[test]
fn pretty_and_grid_output_reads_back() {
    for to in ["pretty", "grid"] {
        let drawn = sudoku(&["convert", "--to", to, "fixtures/baekjoon-2239.in"], b"");
        assert_eq!(drawn.status.code(), Some(0), "{to}");
        for from in [&["--from", to][..], &[]] {
            let args = [&["convert"][..], from, &["--to", "packed"]].concat();
            let back = sudoku(&args, &drawn.stdout);
            assert_eq!(
                stdout(&back),
                read_fixture("baekjoon-2239.in"),
                "{to} {from:?}"
            );
        }
    }
}

#[test]
fn convert_needs_to() {
    let output = sudoku(&["convert", "fixtures/baekjoon-2239.in"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with(
            "sudoku: error: the following required arguments were not provided: --to <FORMAT>\n"
        ),
        "{}",
        stderr(&output)
    );
    // The argument missing is named on the error's one line.
    for (args, named) in [
        (&["print", "x"][..], "--output <PATH>"),
        (&["completions"][..], "<SHELL>"),
    ] {
        let output = sudoku(args, b"");
        let err = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        let first = err.lines().next().unwrap_or_default();
        assert!(first.contains(named), "{args:?}: {err}");
    }
}

#[test]
fn convert_reports_parse_errors_with_file_line_and_column() {
    let output = sudoku(
        &[
            "convert",
            "--from",
            "ss",
            "--to",
            "line",
            "fixtures/formats/bad/ss-missing-bar.ss",
        ],
        b"",
    );
    assert_fails(
        &output,
        2,
        "sudoku: error: fixtures/formats/bad/ss-missing-bar.ss: line 2, column 4: expected '|', found a space\n",
    );
}

#[test]
fn solve_writes_any_format() {
    let pretty = convert(
        &["solve", "--to", "pretty", "fixtures/baekjoon-2239.in"],
        b"",
    );
    assert!(pretty.contains("│ 1 4 3 │ 6 2 8 │ 5 7 9 │"), "{pretty}");
    let line = convert(
        &[
            "solve",
            "--to",
            "line",
            "fixtures/formats/good/ss-framed.ss",
        ],
        b"",
    );
    assert_eq!(
        line,
        format!("{}\n", read_fixture("baekjoon-2239.out").replace('\n', ""))
    );
    let sdk = convert(&["solve", "fixtures/formats/good/sdk.sdk"], b"");
    assert!(sdk.starts_with("#ABaekjoon\n#DThe 2239 example\n"), "{sdk}");
    assert!(sdk.ends_with("143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n"), "{sdk}");
}

fn validates(json: &str) {
    let validator = schema("sudoku.schema.json");
    let value: serde_json::Value =
        serde_json::from_str(json).unwrap_or_else(|err| panic!("{err}: {json}"));
    if let Err(err) = validator.validate(&value) {
        panic!("{err}: {json}");
    }
}

#[test]
fn solve_to_json_follows_the_schema() {
    let unique = convert(
        &[
            "solve",
            "--to",
            "json",
            "fixtures/formats/good/json-object.json",
        ],
        b"",
    );
    validates(&unique);
    assert!(unique.contains("\"solutions\":\"unique\""), "{unique}");
    assert!(
        unique.contains("\"solution\":[[1,4,3,6,2,8,5,7,9],"),
        "{unique}"
    );
    assert!(unique.contains("\"title\":\"Baekjoon 2239\""), "{unique}");

    let multiple = sudoku(&["solve", "--to", "json", "fixtures/two-solutions.in"], b"");
    assert_eq!(multiple.status.code(), Some(0));
    validates(stdout(&multiple));
    assert!(stdout(&multiple).contains("\"solutions\":\"multiple\""));

    let none = sudoku(&["solve", "--to", "json", "fixtures/conflict.in"], b"");
    assert_eq!(none.status.code(), Some(1));
    validates(stdout(&none));
    assert!(
        stdout(&none)
            .ends_with(",\"error\":\"the puzzle has no solution: r1c3 and r1c8 both hold 5\"}\n"),
        "{}",
        stdout(&none)
    );
    assert_eq!(
        stderr(&none),
        "sudoku: error: fixtures/conflict.in: the puzzle has no solution: r1c3 and r1c8 both hold 5\n"
    );
}

#[test]
fn help_lists_every_format_with_an_example() {
    for args in [
        &["--help"][..],
        &["convert", "--help"],
        &["solve", "--help"],
    ] {
        let output = sudoku(args, b"");
        let help = stdout(&output);
        for name in ALL {
            assert!(
                help.contains(&format!("\n  {name:<7} ")),
                "{args:?} lacks {name}:\n{help}"
            );
        }
    }
}

/// An SVG draws what the font lacks as `?` in its heading, and says so;
/// the image's `<title>` keeps the real text.
#[test]
fn characters_an_svg_cannot_draw_are_named() {
    let puzzle =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let one = format!("{{\"puzzle\": \"{puzzle}\", \"title\": \"数独 \\u001b\"}}\n");
    let output = sudoku(&["convert", "--to", "svg"], one.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        stderr(&output),
        "sudoku: note: the font (DejaVu Sans) has no glyph for some characters of the heading: 数独\\e; the image draws them as '?' (its <title> keeps them)\n"
    );
    assert!(
        stdout(&output).contains("<title>数独"),
        "{}",
        stdout(&output)
    );
    let plain = format!("{{\"puzzle\": \"{puzzle}\", \"title\": \"Easy\"}}\n");
    let output = sudoku(&["convert", "--to", "svg"], plain.as_bytes());
    assert_eq!(stderr(&output), "");
}

#[test]
fn a_line_of_81_characters_with_spaces_for_blanks_reads_as_the_puzzle() {
    // As some sites copy a grid: recognised, alone and in a batch.
    let easy = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let spaced = easy.replace('.', " ");
    let output = sudoku(
        &["convert", "--to", "line"],
        format!("{spaced}\n").as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("{easy}\n"));
    let batch = sudoku(
        &["convert", "--to", "line"],
        format!("{spaced}\n{easy}\n").as_bytes(),
    );
    assert_eq!(
        stdout(&batch),
        format!("{easy}\n{easy}\n"),
        "{}",
        stderr(&batch)
    );
    // One character short is not guessed at.
    let short = sudoku(
        &["convert", "--to", "line"],
        format!("{}\n", &spaced[..80]).as_bytes(),
    );
    assert_eq!(short.status.code(), Some(2));
}

#[test]
fn one_field_is_one_field() {
    let output = sudoku(&["convert", "--from", "csv", "--to", "line"], b"1\n");
    assert!(
        stderr(&output).contains("found 1 field, none of 81 cells"),
        "{}",
        stderr(&output)
    );
}
