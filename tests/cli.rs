//! End-to-end tests of `sudoku solve`: they run the real `sudoku` binary on
//! the fixtures and compare its output byte for byte.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::*;

#[test]
fn baekjoon_2580_from_standard_input() {
    let input = read_fixture("baekjoon-2580.in");
    let output = sudoku(&["solve", "--format", "spaced"], input.as_bytes());
    assert_solves(&output, &read_fixture("baekjoon-2580.out"));
}

#[test]
fn baekjoon_2239_from_a_file() {
    let output = sudoku(
        &["solve", "--format", "packed", "fixtures/baekjoon-2239.in"],
        b"",
    );
    assert_solves(&output, &read_fixture("baekjoon-2239.out"));
}

#[test]
fn the_format_is_recognised_from_the_content() {
    for case in ["baekjoon-2580", "baekjoon-2239"] {
        let file = format!("fixtures/{case}.in");
        let expected = read_fixture(&format!("{case}.out"));
        assert_solves(&sudoku(&["solve", &file], b""), &expected);
        let input = read_fixture(&format!("{case}.in"));
        assert_solves(&sudoku(&["solve"], input.as_bytes()), &expected);
        assert_solves(&sudoku(&["solve", "-"], input.as_bytes()), &expected);
    }
}

#[test]
fn to_writes_the_solution_in_another_format() {
    let packed = read_fixture("baekjoon-2239.out");
    let spaced: String = packed
        .lines()
        .map(|line| {
            let cells: Vec<String> = line.chars().map(String::from).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    let output = sudoku(
        &["solve", "--to", "spaced", "fixtures/baekjoon-2239.in"],
        b"",
    );
    assert_solves(&output, &spaced);
    let output = sudoku(
        &["solve", "--to", "packed", "fixtures/baekjoon-2580.in"],
        b"",
    );
    assert_solves(&output, &read_fixture("baekjoon-2580.out").replace(' ', ""));
}

#[test]
fn crlf_input_solves_the_same() {
    let input = read_fixture("baekjoon-2239.in").replace('\n', "\r\n");
    let output = sudoku(&["solve"], input.as_bytes());
    assert_solves(&output, &read_fixture("baekjoon-2239.out"));
}

#[test]
fn several_solutions_print_the_smallest_with_a_note() {
    let output = sudoku(&["solve", "fixtures/two-solutions.in"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), read_fixture("two-solutions.out"));
    assert_eq!(
        stderr(&output),
        "sudoku: note: the puzzle has more than one solution; printed the lexicographically smallest\n"
    );
}

#[test]
fn quiet_silences_the_note() {
    let output = sudoku(&["solve", "--quiet", "fixtures/two-solutions.in"], b"");
    assert_solves(&output, &read_fixture("two-solutions.out"));
}

#[test]
fn conflicting_givens_exit_1_naming_the_conflict() {
    let output = sudoku(&["solve", "fixtures/conflict.in"], b"");
    assert_fails(
        &output,
        1,
        "sudoku: error: fixtures/conflict.in: the puzzle has no solution: r1c3 and r1c8 both hold 5\n",
    );
}

#[test]
fn an_unsolvable_puzzle_exits_1() {
    let input = read_fixture("no-solution.in");
    assert_fails(
        &sudoku(&["solve"], input.as_bytes()),
        1,
        "sudoku: error: the puzzle has no solution\n",
    );
}

#[test]
fn a_parse_error_exits_2_with_file_line_and_column() {
    let output = sudoku(
        &["solve", "--format", "spaced", "fixtures/bad-cell.in"],
        b"",
    );
    assert_fails(
        &output,
        2,
        "sudoku: error: fixtures/bad-cell.in: line 3, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'\n",
    );
}

#[test]
fn an_unrecognised_format_names_the_closest_and_no_useless_from() {
    let output = sudoku(&["solve", "fixtures/bad-cell.in"], b"");
    assert_fails(
        &output,
        2,
        "sudoku: error: fixtures/bad-cell.in: cannot recognise the format: it is closest to spaced \
         (9 lines of 9 cells separated by spaces), which says: line 3, column 5: expected a digit 1-9 \
         or a blank ('.', '0', '_', '-', '*', 'x'), found '?'\n",
    );
    // Text that nothing reads is said to be so, with no format to suggest.
    let output = sudoku(&["solve"], b"Dear solver,\nplease find my puzzle below.\n");
    assert_fails(
        &output,
        2,
        "sudoku: error: cannot recognise the format: no format reads past line 1, column 1 (found 'D')\n",
    );
}

#[test]
fn the_wrong_format_flag_is_not_second_guessed() {
    let output = sudoku(
        &["solve", "--format", "packed", "fixtures/baekjoon-2580.in"],
        b"",
    );
    assert_fails(
        &output,
        2,
        "sudoku: error: fixtures/baekjoon-2580.in: line 1, column 2: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a space\n",
    );
}

#[test]
fn empty_input_exits_2() {
    assert_fails(
        &sudoku(&["solve"], b""),
        2,
        "sudoku: error: the input is empty\n",
    );
}

#[test]
fn bytes_that_are_not_utf8_exit_2() {
    let mut input = read_fixture("baekjoon-2239.in").into_bytes();
    input[12] = 0xff;
    assert_fails(
        &sudoku(&["solve", "--format", "packed"], &input),
        2,
        "sudoku: error: line 2, column 3: invalid UTF-8 (byte 0xff)\n",
    );
}

#[test]
fn a_missing_file_exits_2() {
    let output = sudoku(&["solve", "fixtures/no-such-file.in"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with("sudoku: error: fixtures/no-such-file.in: cannot read: "),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_directory_exits_2() {
    let output = sudoku(&["solve", "fixtures"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with("sudoku: error: fixtures: cannot read: "),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_wrong_command_line_exits_2() {
    let cases = [
        (
            &["solve", "--format", "xls"][..],
            "sudoku: error: invalid value 'xls' for '--format <FORMAT>'",
        ),
        (
            &["solve", "--bogus"],
            "sudoku: error: unexpected argument '--bogus' found",
        ),
        (
            &["frobnicate"],
            "sudoku: error: unrecognized subcommand 'frobnicate'",
        ),
    ];
    for (args, first_line) in cases {
        let output = sudoku(args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr(&output).lines().next(), Some(first_line), "{args:?}");
    }
    let bare = sudoku(&[], b"");
    assert_eq!(bare.status.code(), Some(2));
    assert!(
        stderr(&bare).contains("Usage: sudoku <COMMAND>"),
        "{}",
        stderr(&bare)
    );
}

#[test]
fn help_documents_exit_codes_and_formats() {
    let output = sudoku(&["solve", "--help"], b"");
    assert_eq!(output.status.code(), Some(0));
    let help = stdout(&output);
    for needle in [
        "0  every puzzle solved",
        "1  some puzzle has no solution",
        "2  some puzzle could not be read, or the input or the command line is wrong",
        "  spaced     9 lines of 9 digits separated by spaces",
        "               0 3 5 4 6 9 2 7 8  (9 such lines)",
        "  packed     9 lines of 9 digits",
        "  candidates Pencil marks",
        "lexicographically smallest",
    ] {
        assert!(help.contains(needle), "help lacks {needle:?}:\n{help}");
    }
    // One list of the formats, not one under each option as well.
    assert_eq!(
        help.matches("9 lines of 9 digits separated by spaces")
            .count(),
        1,
        "{help}"
    );
}

#[test]
fn a_closed_standard_output_is_not_an_error() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["solve"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sudoku runs");
    // Close the reading end before the puzzle arrives, so the write must
    // meet a closed pipe.
    drop(child.stdout.take());
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(read_fixture("baekjoon-2239.in").as_bytes())
        .expect("sudoku reads its input");
    drop(input);
    let output = child.wait_with_output().expect("sudoku finishes");
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    assert_eq!(stderr(&output), "");
}

#[test]
fn the_anti_backtracking_puzzle_solves() {
    let line = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let packed: String = line
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    let output = sudoku(&["solve", "--format", "packed"], packed.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stdout(&output).starts_with("987654321\n"),
        "{}",
        stdout(&output)
    );
}

/// Every `console` block of the README and the user guide: each `$ sudoku ...` line is run
/// (with `< FILE` as standard input) and must print the lines below it.
#[test]
fn readme_examples_print_what_the_readme_shows() {
    let readme = documentation();
    let mut examples = 0;
    for block in readme.split("```console\n").skip(1) {
        let block = &block[..block.find("```").expect("the block is closed")];
        for example in block.split("$ ").skip(1) {
            let (command, expected) = example.split_once('\n').expect("a command line");
            let words: Vec<&str> = command.split_whitespace().collect();
            assert_eq!(words.first(), Some(&"sudoku"), "{command}");
            let (args, stdin) = match words.iter().position(|&w| w == "<") {
                Some(i) => (
                    &words[1..i],
                    read_fixture(words[i + 1].trim_start_matches("fixtures/")),
                ),
                None => (&words[1..], String::new()),
            };
            let output = sudoku(args, stdin.as_bytes());
            assert_solves(&output, expected);
            examples += 1;
        }
    }
    assert!(examples >= 3, "the README shows {examples} examples");
}

#[test]
fn many_files_are_read_in_turn_like_grep() {
    // Three files in three formats, each recognised on its own; one that
    // does not exist is reported by name and the others are still read.
    let output = sudoku(
        &[
            "solve",
            "--to",
            "line",
            "fixtures/baekjoon-2580.in",
            "fixtures/does-not-exist.txt",
            "fixtures/formats/good/grid-qqwing-readable.txt",
            "-",
        ],
        read_fixture("baekjoon-2239.in").as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    let solutions: Vec<&str> = stdout(&output).lines().collect();
    let first = sudoku(&["solve", "--to", "line", "fixtures/baekjoon-2580.in"], b"");
    let second = sudoku(&["solve", "--to", "line", "fixtures/baekjoon-2239.in"], b"");
    assert_eq!(
        solutions,
        [
            stdout(&first).trim(),
            stdout(&second).trim(),
            stdout(&second).trim()
        ]
    );
    assert_eq!(
        stderr(&output),
        "sudoku: error: fixtures/does-not-exist.txt: cannot read: No such file or directory (os error 2)\n"
    );
    // A message about a puzzle names its file.
    let output = sudoku(
        &[
            "solve",
            "fixtures/baekjoon-2239.in",
            "fixtures/batch-mistake.txt",
        ],
        b"",
    );
    assert!(
        stderr(&output)
            .starts_with("sudoku: error: fixtures/batch-mistake.txt: line 4, column 1: "),
        "{}",
        stderr(&output)
    );
}

/// Every relative link of the README, the guide, BENCHMARKS.md and
/// SECURITY.md names a file that is there (code blocks aside).
/// The book's table of contents (docs/guide/SUMMARY.md, which mdBook
/// reads) lists the chapters the guide's index lists, in its order, and
/// every chapter there is.
#[test]
fn the_book_lists_every_chapter_in_the_order_of_the_index() {
    let guide = root().join("docs/guide");
    let chapters = |name: &str| -> Vec<String> {
        let text = std::fs::read_to_string(guide.join(name)).unwrap();
        text.lines()
            .filter(|l| {
                l.starts_with("- [")
                    || l.split_once(". [")
                        .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
            })
            .map(|l| l[l.rfind("](").unwrap() + 2..l.len() - 1].to_owned())
            .collect()
    };
    let summary = chapters("SUMMARY.md");
    assert_eq!(summary, chapters("README.md"));
    let mut files: Vec<String> = std::fs::read_dir(&guide)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name != "README.md" && name != "SUMMARY.md")
        .collect();
    files.sort();
    let mut listed = summary.clone();
    listed.sort();
    assert_eq!(listed, files);
}

#[test]
fn the_documentation_links_resolve() {
    let mut pages = vec![root().join("README.md"), root().join("BENCHMARKS.md")];
    pages.push(root().join("SECURITY.md"));
    for entry in std::fs::read_dir(root().join("docs/guide")).unwrap() {
        pages.push(entry.unwrap().path());
    }
    let mut links = 0;
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        let prose: String = text.split("```").step_by(2).collect::<Vec<_>>().join("");
        for (at, _) in prose.match_indices("](") {
            let rest = &prose[at + 2..];
            let target = &rest[..rest.find(')').unwrap_or(0)];
            if target.starts_with("http") || target.starts_with('#') || target.is_empty() {
                continue;
            }
            let path = target.split('#').next().unwrap_or_default();
            let resolved = page.parent().unwrap().join(path);
            assert!(resolved.exists(), "{}: {target}", page.display());
            links += 1;
        }
    }
    assert!(links > 40, "{links} links");
}
