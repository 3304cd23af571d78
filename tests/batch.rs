//! End-to-end tests of inputs holding many puzzles: every format, order,
//! alignment, problems with their line numbers, exit codes, threads.

mod common;

use common::*;

/// `line` written as nine rows, by `row`.
fn rows(line: &str, row: impl Fn(&str) -> String) -> String {
    line.replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|r| row(std::str::from_utf8(r).unwrap()) + "\n")
        .collect()
}

const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

#[test]
fn a_line_batch_keeps_order_and_alignment() {
    let mut lines = sample("17_clue.txt", 30);
    lines.insert(3, "this is not a puzzle".to_owned());
    lines.insert(7, NO_SOLUTION.to_owned());
    let input = format!("# a header\n\n{}\n", lines.join("\n"));
    let output = sudoku(&["solve", "--threads", "2"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let out: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(out.len(), lines.len());
    for (puzzle, solution) in lines.iter().zip(&out) {
        if puzzle.len() == 81 && puzzle != NO_SOLUTION {
            assert!(
                grid(solution).solves(&grid(puzzle)),
                "{puzzle} -> {solution}"
            );
        } else {
            assert_eq!(*solution, "# no result", "{puzzle}");
        }
    }
    // Lines 1-2 are the header; the bad puzzles are input lines 6 and 10.
    assert_eq!(
        stderr(&output),
        "sudoku: error: line 6, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 't'\n\
         sudoku: error: line 10: the puzzle has no solution\n"
    );
}

/// A file saved with a UTF-8 byte order mark (as Windows editors save)
/// reads as without it, in every format recognised and in each file of
/// several; a mark inside the input is still an error that names it.
#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    const BOM: &str = "\u{feff}";
    let puzzles = sample("17_clue.txt", 2);
    let plain = format!("{}\r\n{}\r\n", puzzles[0], puzzles[1]);
    let unmarked = sudoku(&["solve"], plain.as_bytes());
    let expected = stdout(&unmarked);
    let marked = sudoku(&["solve"], format!("{BOM}{plain}").as_bytes());
    assert_eq!(marked.status.code(), Some(0), "{}", stderr(&marked));
    assert_eq!(stdout(&marked), expected);
    let packed = rows(&puzzles[0], str::to_owned);
    let converted = sudoku(
        &["convert", "--to", "line"],
        format!("{BOM}{packed}").as_bytes(),
    );
    assert_eq!(converted.status.code(), Some(0), "{}", stderr(&converted));
    assert_eq!(stdout(&converted).trim(), puzzles[0].replace('0', "."));
    let inside = sudoku(
        &["solve"],
        format!("{}\n{BOM}{}\n", puzzles[0], puzzles[1]).as_bytes(),
    );
    assert_eq!(inside.status.code(), Some(2));
    assert!(
        stderr(&inside).contains("line 2, column 1:")
            && stderr(&inside).contains("byte order mark"),
        "{}",
        stderr(&inside)
    );
}

#[test]
fn exit_codes_take_the_worst() {
    let good = sample("serg_benchmark.txt", 3).join("\n");
    let solved = sudoku(&["solve", "-q"], format!("{good}\n").as_bytes());
    assert_eq!(solved.status.code(), Some(0));
    let unsolvable = sudoku(
        &["solve", "-q"],
        format!("{good}\n{NO_SOLUTION}\n").as_bytes(),
    );
    assert_eq!(unsolvable.status.code(), Some(1));
    let both = sudoku(
        &["solve", "-q"],
        format!("{NO_SOLUTION}\nbad\n{good}\n").as_bytes(),
    );
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn several_solutions_get_one_note_for_the_batch() {
    let input = sample("serg_benchmark.txt", 5).join("\n");
    let output = sudoku(&["solve"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stderr(&output),
        "sudoku: note: 5 of 5 puzzles have more than one solution; printed the lexicographically smallest of each\n"
    );
}

#[test]
fn every_multi_line_format_takes_grids_separated_by_blank_lines() {
    let lines = sample("magictour_top1465.txt", 4);
    let spaced = |r: &str| r.chars().map(String::from).collect::<Vec<_>>().join(" ");
    let packed = |r: &str| r.to_owned();
    let dotted = |r: &str| r.replace('0', ".");
    let ss = |r: &str| {
        let r = r.replace('0', ".");
        format!("{}|{}|{}", &r[..3], &r[3..6], &r[6..])
    };
    let with_bands = |text: String| -> String {
        let rows: Vec<&str> = text.lines().collect();
        format!(
            "{}\n-----------\n{}\n-----------\n{}\n",
            rows[..3].join("\n"),
            rows[3..6].join("\n"),
            rows[6..].join("\n")
        )
    };
    let cases: Vec<(&str, Vec<String>)> = vec![
        ("spaced", lines.iter().map(|l| rows(l, spaced)).collect()),
        ("packed", lines.iter().map(|l| rows(l, packed)).collect()),
        (
            "sdk",
            lines
                .iter()
                .map(|l| format!("#A{}\n{}", &l[..5], rows(l, dotted)))
                .collect(),
        ),
        (
            "ss",
            lines.iter().map(|l| with_bands(rows(l, ss))).collect(),
        ),
    ];
    for (format, grids) in cases {
        let input = format!("\n{}\n", grids.join("\n\n"));
        let output = sudoku(&["solve", "--to", "line"], input.as_bytes());
        assert_eq!(
            output.status.code(),
            Some(0),
            "{format}: {}",
            stderr(&output)
        );
        let out: Vec<&str> = stdout(&output).lines().collect();
        assert_eq!(out.len(), lines.len(), "{format}");
        for (puzzle, solution) in lines.iter().zip(&out) {
            assert!(grid(solution).solves(&grid(puzzle)), "{format}: {puzzle}");
        }
        // Written back in its own format: one blank line between grids.
        let same = sudoku(&["solve", "--format", format], input.as_bytes());
        let records: Vec<&str> = stdout(&same).split("\n\n").collect();
        assert_eq!(records.len(), lines.len(), "{format}: {}", stdout(&same));
    }
}

#[test]
fn a_bad_grid_in_a_block_batch_is_located() {
    let lines = sample("17_clue.txt", 3);
    let mut grids: Vec<String> = lines.iter().map(|l| rows(l, |r| r.to_owned())).collect();
    grids[1] = grids[1].replacen('0', "?", 1);
    let input = grids.join("\n");
    let output = sudoku(&["solve", "--format", "packed"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.starts_with("sudoku: error: line 1"), "{message}");
    assert!(
        message.contains(
            ": expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'"
        ),
        "{message}"
    );
    let line: usize = message["sudoku: error: line ".len()..]
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (11..=19).contains(&line),
        "the second grid spans lines 11-19: {message}"
    );
    // The bad grid's record is the placeholder, between separators.
    let out = stdout(&output);
    let parts: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(parts.len(), 3, "{out}");
    assert_eq!(parts[1], "# no result", "{out}");
    assert_eq!(parts[0].lines().count(), 9, "{out}");
    assert_eq!(parts[2].lines().count(), 9, "{out}");
}

#[test]
fn json_batches_in_both_shapes_give_ndjson() {
    let lines = sample("forum_hardest_1106.txt", 3);
    let objects: Vec<String> = lines
        .iter()
        .map(|l| format!("{{\"puzzle\": \"{l}\"}}"))
        .collect();
    for input in [
        format!("{}\n", objects.join("\n")),
        format!("[{}]", objects.join(",\n")),
    ] {
        let output = sudoku(&["solve"], input.as_bytes());
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let out: Vec<&str> = stdout(&output).lines().collect();
        assert_eq!(out.len(), 3);
        assert!(
            out.iter()
                .all(|l| l.starts_with("{\"puzzle\":") && l.contains("\"solutions\":\"unique\""))
        );
    }
    let bad = format!("{}\n{{\"puzzle\": 5}}\n{}\n", objects[0], objects[1]);
    let output = sudoku(&["solve", "--format", "json"], bad.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let out: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(out.len(), 3);
    assert!(
        out[1].starts_with("{\"line\":2,\"error\":\"line 2, column 12: invalid type: integer `5`"),
        "{}",
        out[1]
    );
}

#[test]
fn the_output_is_the_same_for_any_number_of_threads() {
    let mut lines = Vec::new();
    for set in [
        "17_clue.txt",
        "serg_benchmark.txt",
        "magictour_top1465.txt",
        "forum_hardest_1905_11plus.txt",
    ] {
        lines.extend(sample(set, 200));
    }
    lines.insert(500, "bad".to_owned());
    let input = format!("{}\n", lines.join("\n"));
    let one = sudoku(
        &["solve", "--threads", "1", "--to", "json"],
        input.as_bytes(),
    );
    let four = sudoku(
        &["solve", "--threads", "4", "--to", "json"],
        input.as_bytes(),
    );
    assert_eq!(one.status.code(), Some(2));
    assert_eq!(one.stdout, four.stdout);
    assert_eq!(one.stderr, four.stderr);
    assert_eq!(stdout(&one).lines().count(), 801);
}

#[test]
fn fail_fast_stops_at_the_first_problem() {
    let lines = sample("17_clue.txt", 5);
    let input = format!("{}\n{}\n{NO_SOLUTION}\n{}\n", lines[0], lines[1], lines[2]);
    let output = sudoku(&["solve", "--fail-fast"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let out: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(out.len(), 3, "{}", stdout(&output));
    assert_eq!(out[2], "# no result");
    assert_eq!(
        stderr(&output),
        "sudoku: error: line 3: the puzzle has no solution\n"
    );
}

#[test]
fn stats_summarise_the_run() {
    let mut lines = sample("serg_benchmark.txt", 3);
    lines.extend(sample("17_clue.txt", 2));
    lines.push(NO_SOLUTION.to_owned());
    lines.push("bad".to_owned());
    let output = sudoku(
        &["solve", "--quiet", "--stats"],
        lines.join("\n").as_bytes(),
    );
    let err = stderr(&output);
    let stats = err.lines().last().unwrap_or_default();
    assert!(
        stats.starts_with("sudoku: stats: 7 puzzles: 2 unique, 3 with several solutions, 1 with no solution, 1 unreadable; "),
        "{err}"
    );
    assert!(stats.contains(" puzzles/s"), "{stats}");
    if cfg!(target_os = "linux") {
        assert!(
            stats.contains(", peak memory ") && stats.ends_with(" MB"),
            "{stats}"
        );
    }
}

#[test]
fn problem_messages_are_capped() {
    let input = "bad\n".repeat(150);
    let output = sudoku(&["solve", "--format", "line"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 101, "{err}");
    assert_eq!(
        err.lines().last(),
        Some("sudoku: error: 50 more puzzles had problems; only the first 100 are shown")
    );
    assert_eq!(stdout(&output), "# no result\n".repeat(150));
}

#[test]
fn count_prints_one_line_per_puzzle() {
    let empty = ".".repeat(81);
    let unique = sample("17_clue.txt", 1).remove(0);
    let two = read_fixture("two-solutions.in");
    let two_line: String = two.split_whitespace().collect::<String>();
    let input = format!("{unique}\n{empty}\n{NO_SOLUTION}\nbad\n{two_line}\n");
    let output = sudoku(&["count", "--limit", "10"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "1\nat least 10\n0\n\n2\n");
    assert_eq!(
        stderr(&output),
        "sudoku: error: line 4, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'b'\n"
    );
    let single = sudoku(&["count", "fixtures/two-solutions.in"], b"");
    assert_eq!(single.status.code(), Some(0));
    assert_eq!(stdout(&single), "2\n");
}

#[test]
fn a_large_input_streams_through() {
    // 200,000 easy puzzles: a solved grid with a few blanks each.
    let solved =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    let mut input = String::with_capacity(200_000 * 82);
    for i in 0..200_000usize {
        let mut line = solved.as_bytes().to_vec();
        line[i % 81] = b'.';
        line[(i * 7 + 3) % 81] = b'.';
        input.push_str(std::str::from_utf8(&line).unwrap());
        input.push('\n');
    }
    let output = sudoku(&["solve", "--quiet"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(output.stdout.len(), 200_000 * 82);
    assert!(stdout(&output).lines().all(|l| l == solved));
}

#[test]
fn the_readme_batch_example_is_exact() {
    let output = sudoku(&["solve", "fixtures/batch-mistake.txt"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "953168742862734951417952836746893125281645397395271468138529674574386219629417583\n\
         812345679395167824476289351153426798689571243724893165238754916561932487947618532\n# no result\n"
    );
    assert_eq!(
        stderr(&output),
        "sudoku: error: fixtures/batch-mistake.txt: line 4, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'n'\n\
         sudoku: note: 1 of 3 puzzles has more than one solution; printed the lexicographically smallest of each\n"
    );
    let readme = documentation();
    for line in stdout(&output)
        .lines()
        .chain(stderr(&output).lines())
        .filter(|l| !l.is_empty())
    {
        assert!(readme.contains(line), "the README lacks {line:?}");
    }
}

#[test]
fn batch_json_records_follow_the_schema() {
    let validator = schema("sudoku.schema.json");
    let input = format!(
        "{}\n{NO_SOLUTION}\nbad\n",
        sample("serg_benchmark.txt", 2).join("\n")
    );
    let output = sudoku(
        &["solve", "--to", "json", "--format", "line"],
        input.as_bytes(),
    );
    let records: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(records.len(), 4);
    for record in &records {
        let value: serde_json::Value = serde_json::from_str(record).expect("JSON");
        if let Err(err) = validator.validate(&value) {
            panic!("{err}: {record}");
        }
    }
    assert!(
        records[2].contains("\"error\":\"the puzzle has no solution\""),
        "{}",
        records[2]
    );
    assert_eq!(
        records[3],
        "{\"line\":4,\"error\":\"line 4, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'b'\"}"
    );
}
