//! Variant puzzles through the binary: f-puzzles links, strings and JSON
//! read by `solve`, `count`, `check` and `candidates`, with the records,
//! errors and exit codes of classic puzzles; the published solutions of
//! SudokuSolver's test puzzles (`fixtures/variants/sudokusolver.tsv`) as
//! the answers.

mod common;

use common::*;

/// The f-puzzles string and the published solution of the puzzle whose
/// title line in `fixtures/variants/sudokusolver.tsv` starts with `title`.
fn published(title: &str) -> (String, String) {
    let text = read_fixture("variants/sudokusolver.tsv");
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.starts_with(&format!("# {title}")) {
            let (puzzle, solution) = lines.next().unwrap().split_once('\t').unwrap();
            return (puzzle.to_owned(), solution.to_owned());
        }
    }
    panic!("no puzzle {title}");
}

/// `digits` (a 9×9 solution on one line) as nine lines.
fn rows(digits: &str, size: usize) -> String {
    digits
        .as_bytes()
        .chunks(size)
        .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
        .collect()
}

const EMPTY_4: &str = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;

#[test]
fn a_pasted_killer_link_and_a_thermo_link_are_solved_and_unique() {
    for title in ["\"Self-contained\"", "\"300 Subs!\""] {
        let (puzzle, solution) = published(title);
        let link = format!("https://www.f-puzzles.com/?load={puzzle}\n");
        let solved = sudoku(&["solve"], link.as_bytes());
        assert_solves(&solved, &rows(&solution, 9));
        let counted = sudoku(&["count"], link.as_bytes());
        assert_solves(&counted, "1\n");
        let checked = sudoku(&["check"], link.as_bytes());
        assert_solves(&checked, "0 givens, unique\n");
        // SudokuPad's form of the same link, and the JSON.
        let pad = format!("https://sudokupad.app/fpuzzles{puzzle}\n");
        assert_solves(&sudoku(&["solve"], pad.as_bytes()), &rows(&solution, 9));
    }
}

#[test]
fn a_batch_of_variants_keeps_its_order_and_sizes_above_9_write_letters() {
    let (killer, killer_solution) = published("\"Self-contained\"");
    let (big, big_solution) = published("\"Behemoth\"");
    let (small, small_solution) = published("\"Peak Sudoku\"");
    let input = format!("{big}\n{killer}\n{small}\n");
    let solved = sudoku(&["solve", "--to", "json"], input.as_bytes());
    assert_eq!(solved.status.code(), Some(0), "{}", stderr(&solved));
    let records: Vec<serde_json::Value> = stdout(&solved)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 3);
    let flat = |record: &serde_json::Value| -> String {
        record["solution"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row.as_array().unwrap().iter().map(|d| d.to_string()))
            .collect()
    };
    assert_eq!(records[0]["size"], 16);
    assert_eq!(flat(&records[0]), big_solution);
    assert_eq!(flat(&records[1]), killer_solution);
    assert_eq!(flat(&records[2]), small_solution);
    assert!(records.iter().all(|r| r["status"] == "unique"));
    // As text, a 16×16 grid writes 10-16 as A-G.
    let text = sudoku(&["solve"], format!("{big}\n").as_bytes());
    assert_eq!(text.status.code(), Some(0));
    let lines: Vec<&str> = stdout(&text).lines().collect();
    assert_eq!(lines.len(), 16);
    assert!(lines.iter().all(|l| {
        l.len() == 16
            && l.chars()
                .all(|c| c.is_ascii_digit() && c != '0' || ('A'..='G').contains(&c))
    }));
    let numbers: Vec<String> = lines
        .concat()
        .chars()
        .map(|c| c.to_digit(17).unwrap().to_string())
        .collect();
    assert_eq!(numbers.concat(), big_solution);
}

#[test]
fn true_candidates_show_where_a_puzzle_is_ambiguous() {
    // A 4×4 with one killer cage of 3 in two cells: those hold 1 and 2.
    let json =
        format!(r#"{{"size":4,{EMPTY_4},"killercage":[{{"cells":["R1C1","R1C2"],"value":"3"}}]}}"#);
    let found = sudoku(&["candidates"], json.as_bytes());
    assert_solves(
        &found,
        "12   12   34   34\n34   34   12   12\n1234 1234 1234 1234\n1234 1234 1234 1234\n",
    );
    let as_json = sudoku(&["candidates", "--to", "json"], json.as_bytes());
    let record: serde_json::Value = serde_json::from_str(stdout(&as_json)).unwrap();
    assert_eq!(record["status"], "several");
    assert_eq!(record["candidates"][0][0], serde_json::json!([1, 2]));
    // Solve gives the smallest of the solutions and says so.
    let solved = sudoku(&["solve"], json.as_bytes());
    assert_eq!(stdout(&solved), "1234\n3412\n2143\n4321\n");
    assert!(
        stderr(&solved).contains("more than one solution"),
        "{}",
        stderr(&solved)
    );
    let counted = sudoku(&["count"], json.as_bytes());
    assert_eq!(stdout(&counted), "48\n");
    // A unique puzzle's candidates are its solution.
    let (small, solution) = published("\"Peak Sudoku\"");
    let found = sudoku(&["candidates"], format!("{small}\n").as_bytes());
    let expected: String = rows(&solution, 4)
        .lines()
        .map(|l| {
            format!(
                "{}\n",
                l.chars().map(String::from).collect::<Vec<_>>().join(" ")
            )
        })
        .collect();
    assert_solves(&found, &expected);
}

#[test]
fn check_names_the_rule_and_the_cells_a_filled_grid_breaks() {
    // A filled 4×4 grid, valid as a sudoku, with a cage whose sum it breaks.
    let digits = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]];
    let grid: Vec<Vec<serde_json::Value>> = digits
        .iter()
        .map(|row| {
            row.iter()
                .map(|d| serde_json::json!({"value": d, "given": true}))
                .collect()
        })
        .collect();
    let puzzle = |sum: &str| {
        serde_json::json!({"size": 4, "grid": grid, "killercage": [{"cells": ["R1C1", "R2C1"], "value": sum}]}).to_string()
    };
    let kept = sudoku(&["check"], puzzle("4").as_bytes());
    assert_solves(&kept, "16 givens, solved, every rule kept\n");
    let broken = sudoku(&["check"], puzzle("5").as_bytes());
    assert_eq!(broken.status.code(), Some(1), "{}", stderr(&broken));
    assert_eq!(
        stdout(&broken),
        "16 givens, breaks killer cage 5: r1c1 r2c1 at r1c1 r2c1\n"
    );
    let json = sudoku(&["check", "--to", "json"], puzzle("5").as_bytes());
    let record: serde_json::Value = serde_json::from_str(stdout(&json)).unwrap();
    assert_eq!(record["broken"]["cells"], "r1c1 r2c1");
    assert_eq!(record["status"], "none");
}

#[test]
fn bad_variant_input_is_one_line_naming_the_field_exit_2() {
    let cases = [
        (
            format!(
                r#"{{"size":4,{EMPTY_4},"killercage":[{{"cells":["R1C1","R1C2"],"value":"9"}}]}}"#
            ),
            "killercage[0].value: no 2 different digits add up to 9 (from 3 to 7)",
        ),
        (
            format!(r#"{{"size":4,{EMPTY_4},"thermometer":[{{"lines":[["R1C1","R5C2"]]}}]}}"#),
            "thermometer[0].lines[0][1]: \"R5C2\" is outside the 4×4 grid",
        ),
        (
            format!(r#"{{"size":4,{EMPTY_4},"nabner":[{{"lines":[["R1C1","R1C2"]]}}]}}"#),
            "nabner: this constraint is not supported",
        ),
        (
            format!(r#"{{"size":4,{EMPTY_4},"fog":true}}"#),
            "fog: not an f-puzzles field",
        ),
        (
            format!(r#"{{"size":7,{EMPTY_4}}}"#),
            "grid: 4 rows, expected 7",
        ),
        (
            "https://f-puzzles.com/?id=abc123".to_owned(),
            "https://f-puzzles.com/?id=abc123 is a short link: the puzzle is on the site's server, and this toolkit does not go on the network; open it in a browser and copy the long f-puzzles link or the JSON",
        ),
    ];
    for (input, message) in cases {
        let solved = sudoku(&["solve"], format!("{input}\n").as_bytes());
        assert_fails(
            &solved,
            2,
            &format!("sudoku: error: line 1, column 1: f-puzzles: {message}\n"),
        );
    }
    // A region of the wrong size, given cell by cell.
    let mut rows: Vec<Vec<serde_json::Value>> = vec![vec![serde_json::json!({}); 4]; 4];
    rows[0][0] = serde_json::json!({"region": 1});
    let uneven = serde_json::json!({"size": 4, "grid": rows}).to_string();
    let solved = sudoku(&["count"], uneven.as_bytes());
    assert_fails(
        &solved,
        2,
        "sudoku: error: line 1, column 1: f-puzzles: grid: region 1 has 3 cells, not 4\n",
    );
}

#[test]
fn commands_without_variants_refuse_them_by_name() {
    let json =
        format!(r#"{{"size":4,{EMPTY_4},"killercage":[{{"cells":["R1C1","R1C2"],"value":"3"}}]}}"#);
    for command in ["rate", "canon"] {
        let refused = sudoku(&[command], json.as_bytes());
        assert_eq!(
            refused.status.code(),
            Some(2),
            "{command}: {}",
            stderr(&refused)
        );
        assert!(
            stderr(&refused).contains("a variant puzzle (4×4, killercage)"),
            "{command}: {}",
            stderr(&refused)
        );
    }
}

#[test]
fn a_classic_puzzle_in_fpuzzles_goes_to_the_classic_engine_and_converts_both_ways() {
    let link = read_fixture("formats/good/fpuzzles-link.txt");
    let solved = sudoku(&["solve"], link.as_bytes());
    assert_solves(&solved, &read_fixture("baekjoon-2239.out"));
    let line = sudoku(&["convert", "--to", "line"], link.as_bytes());
    assert_eq!(
        stdout(&line).lines().next().unwrap(),
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
    );
    let back = sudoku(&["convert", "--to", "fpuzzles"], stdout(&line).as_bytes());
    assert_eq!(back.status.code(), Some(0), "{}", stderr(&back));
    let again = sudoku(&["solve"], stdout(&back).as_bytes());
    assert_solves(&again, &read_fixture("baekjoon-2239.out"));
}

#[test]
fn generate_makes_other_sizes_x_windoku_and_jigsaw_as_f_puzzles_links() {
    for args in [
        &["generate", "--size", "6", "-n", "3", "--seed", "5"][..],
        &["generate", "--layout", "x", "--size", "8", "--seed", "5"][..],
        &["generate", "--layout", "windoku", "--seed", "5"][..],
        &[
            "generate", "--layout", "jigsaw", "--size", "7", "--seed", "5",
        ][..],
        &["generate", "--layout", "jigsaw", "-n", "2", "--seed", "5"][..],
    ] {
        let made = sudoku(args, b"");
        assert_eq!(made.status.code(), Some(0), "{args:?}: {}", stderr(&made));
        assert_eq!(
            stdout(&made),
            stdout(&sudoku(args, b"")),
            "{args:?}: the same seed, the same puzzles"
        );
        let links: Vec<&str> = stdout(&made).lines().collect();
        assert!(
            links
                .iter()
                .all(|l| l.starts_with("https://www.f-puzzles.com/?load=N4Ig")),
            "{args:?}"
        );
        let counted = sudoku(&["count"], stdout(&made).as_bytes());
        assert_eq!(stdout(&counted), "1\n".repeat(links.len()), "{args:?}");
        let checked = sudoku(&["check", "--to", "json"], stdout(&made).as_bytes());
        for record in stdout(&checked).lines() {
            let record: serde_json::Value = serde_json::from_str(record).unwrap();
            assert_eq!(record["status"], "unique");
        }
    }
    let refused = sudoku(
        &[
            "generate",
            "--size",
            "6",
            "--difficulty",
            "hard",
            "--seed",
            "1",
        ],
        b"",
    );
    assert_fails(
        &refused,
        2,
        "sudoku: error: --difficulty is for classic 9×9 puzzles; with --size or --layout, puzzles are written as f-puzzles links\n",
    );
    let no_boxes = sudoku(&["generate", "--size", "7", "--seed", "1"], b"");
    assert_eq!(no_boxes.status.code(), Some(2));
    assert!(
        stderr(&no_boxes).contains("size 7: puzzles are made in the sizes with standard boxes"),
        "{}",
        stderr(&no_boxes)
    );
}

#[test]
fn a_variant_search_past_its_time_limit_is_an_error_record_exit_4() {
    let (quick, _) = published("\"Peak Sudoku\"");
    let (slow, _) = published("\"Orbit\"");
    let input = format!("{quick}\n{slow}\n");
    let counted = sudoku(&["count", "--time-limit", "50ms"], input.as_bytes());
    assert_eq!(counted.status.code(), Some(4), "{}", stderr(&counted));
    assert_eq!(stdout(&counted), "1\n\n");
    assert_eq!(
        stderr(&counted),
        "sudoku: error: line 2: stopped after 50 ms, its time limit (--time-limit)\n"
    );
    let found = sudoku(
        &["candidates", "--time-limit", "50ms", "--to", "json"],
        format!("{slow}\n").as_bytes(),
    );
    assert_eq!(found.status.code(), Some(4), "{}", stderr(&found));
}

#[test]
fn the_variant_text_converts_both_ways_and_reads_hand_written_batches() {
    let (puzzle, solution) = published("\"Self-contained\"");
    let text = sudoku(&["convert", "--to", "variant"], puzzle.as_bytes());
    assert_eq!(text.status.code(), Some(0), "{}", stderr(&text));
    assert!(stdout(&text).starts_with("size 9\n"), "{}", stdout(&text));
    assert!(stdout(&text).contains("\nkillercage "), "{}", stdout(&text));
    // Read back by itself (recognised), it has the published solution.
    assert_solves(
        &sudoku(&["solve"], stdout(&text).as_bytes()),
        &rows(&solution, 9),
    );
    let back = sudoku(&["convert", "--to", "fpuzzles"], stdout(&text).as_bytes());
    assert_solves(
        &sudoku(&["solve"], stdout(&back).as_bytes()),
        &rows(&solution, 9),
    );
    // Two hand-written puzzles, blank lines and comments within the first,
    // a broken rule in the second: one record each, in order, the error
    // naming the line of the file.
    let batch = "\
# two 4×4 puzzles
size 4
grid
1 . | . .
. . | . .

. . | . .
. . | . 4
# rules
killercage 7: r1c2 r1c3
size 4
killercage 7: r1c2 r1c9
";
    let counted = sudoku(&["count"], batch.as_bytes());
    assert_eq!(counted.status.code(), Some(2), "{}", stderr(&counted));
    let lines: Vec<&str> = stdout(&counted).lines().collect();
    assert_eq!(lines.len(), 2, "{}", stdout(&counted));
    assert!(lines[0].parse::<u64>().unwrap() >= 1);
    assert!(
        stderr(&counted).contains("line 12, column 1: variant text: killercage[0].cells[1]"),
        "{}",
        stderr(&counted)
    );
    let refused = sudoku(&["convert", "--to", "line"], batch.as_bytes());
    assert!(
        stderr(&refused).contains(
            "a variant puzzle (4×4, killercage) is written as fpuzzles, variant or svg, not line"
        ),
        "{}",
        stderr(&refused)
    );
}

#[test]
fn a_25_by_25_puzzle_solves_to_rows_with_letters_up_to_p() {
    // The standard pattern with 5×5 boxes, three cells in five given.
    let n = 25;
    let digit = |d: usize| {
        char::from(if d < 10 {
            b'0' + d as u8
        } else {
            b'A' + d as u8 - 10
        })
    };
    let mut text = String::from("size 25\ngrid\n");
    for r in 0..n {
        for c in 0..n {
            let d = (5 * (r % 5) + r / 5 + c) % n + 1;
            text.push(if (r * 7 + c * 3) % 5 < 3 {
                digit(d)
            } else {
                '.'
            });
        }
        text.push('\n');
    }
    let solved = sudoku(&["solve"], text.as_bytes());
    assert_eq!(solved.status.code(), Some(0), "{}", stderr(&solved));
    let rows: Vec<&str> = stdout(&solved).lines().collect();
    assert_eq!(rows.len(), 25);
    for row in &rows {
        let mut seen: Vec<char> = row.chars().collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 25, "{row}");
        assert!(row.contains('P'), "{row}");
    }
}

#[test]
fn variants_print_as_svg_pictures_and_books() {
    let killer = fixture("variants/blitz-killer.txt");
    let killer = killer.to_str().unwrap();
    let image = sudoku(&["convert", "--to", "svg", killer], b"");
    assert_eq!(image.status.code(), Some(0), "{}", stderr(&image));
    let svg = stdout(&image);
    assert!(
        svg.contains("<title>Blitz by Patrick</title>"),
        "{svg:.300}"
    );
    // Dashed cages, and odd and even cells as circles and squares.
    assert!(svg.contains("stroke-dasharray"));
    assert!(svg.contains("<circle") && svg.contains("<polygon"));
    let folder = scratch_dir("variant-book");
    let thermo = fixture("variants/clipped-arrow-thermo.txt");
    let printed = sudoku(
        &[
            "print",
            "--to",
            "svg",
            "-o",
            folder.join("book").to_str().unwrap(),
            killer,
            thermo.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(printed.status.code(), Some(0), "{}", stderr(&printed));
    assert!(stderr(&printed).contains("2 puzzles on 1 page, 1 answer page"));
    let page = std::fs::read_to_string(folder.join("book/page-001.svg")).unwrap();
    assert!(
        page.contains("<polyline"),
        "thermometers and arrows are lines"
    );
    // A puzzle with several solutions has no answer to print.
    let several = fixture("variants/killer-4x4.json");
    let refused = sudoku(
        &[
            "print",
            "-o",
            folder.join("x.pdf").to_str().unwrap(),
            several.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(refused.status.code(), Some(1));
    assert!(stderr(&refused).contains("has more than one solution"));
}
