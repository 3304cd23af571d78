//! End-to-end tests of `sudoku explain` and `sudoku hint`: text, JSON and
//! grids, pencil-mark input, batches and errors.

mod common;

use common::*;
use sudoku_core::{Grid, Solution, solve};
use sudoku_io::Format;
use sudoku_logic::{Candidates, Options, Technique};

const EASY: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
const SOLVED: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

fn parse(line: &str) -> Grid {
    grid(line)
}

#[test]
fn explain_prints_one_line_a_step_to_the_solution() {
    let output = sudoku(&["explain", "fixtures/formats/good/line.txt"], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    // HoDoKu's path: its singles come in the order its queues give them.
    assert_eq!(
        lines[..4],
        [
            "Naked Single: r5c4=9",
            "Naked Single: r5c6=7",
            "Naked Single: r1c4=6",
            "Full House: r9c4=3"
        ]
    );
    // One placement a line, and every empty cell placed once.
    assert_eq!(lines.len(), 81 - parse(EASY).givens());
    assert!(lines.iter().all(|l| l.contains('=') && !l.contains("<>")));
}

#[test]
fn explain_json_validates_and_its_steps_reach_the_solution() {
    let validator = schema("explain.schema.json");
    let puzzles = sample("magictour_top1465.txt", 5);
    let input = format!("{}\n", puzzles.join("\n"));
    let output = sudoku(&["explain", "--to", "json"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let records: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(records.len(), 5);
    for (puzzle, record) in puzzles.iter().zip(records) {
        let value: serde_json::Value = serde_json::from_str(record).unwrap();
        assert!(validator.is_valid(&value), "{record}");
        assert_eq!(value["puzzle"], puzzle.as_str());
        assert_eq!(value["solved"], true);
        let Solution::Unique(solution) = solve(&parse(puzzle)) else {
            panic!("unique");
        };
        let mut values = *parse(puzzle).values();
        for step in value["steps"].as_array().unwrap() {
            for placement in step["placements"].as_array().unwrap() {
                let text = placement.as_str().unwrap().as_bytes();
                let cell = usize::from(text[1] - b'1') * 9 + usize::from(text[3] - b'1');
                values[cell] = text[5] - b'0';
                assert_eq!(values[cell], solution.values()[cell], "{placement}");
            }
            for elimination in step["eliminations"].as_array().unwrap() {
                let text = elimination.as_str().unwrap().as_bytes();
                let cell = usize::from(text[1] - b'1') * 9 + usize::from(text[3] - b'1');
                assert_ne!(text[6] - b'0', solution.values()[cell], "{elimination}");
            }
        }
        assert_eq!(&values, solution.values());
    }
}

#[test]
fn explain_pretty_shows_the_pencil_marks_before_each_step() {
    let output = sudoku(
        &[
            "explain",
            "--to",
            "pretty",
            "fixtures/formats/good/line.txt",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let first: Vec<&str> = text.lines().take(13).collect();
    let marks = read_fixture("formats/good/candidates-hodoku.txt");
    assert_eq!(first, marks.lines().collect::<Vec<_>>());
    assert_eq!(text.lines().nth(13), Some("Naked Single: r5c4=9"));
    assert!(text.ends_with("└───────┴───────┴───────┘\n"));
}

/// The pencil marks on the path of `puzzle` just before its first step of
/// something harder than singles, and that step.
fn before_first_hard_step(puzzle: &str) -> (Candidates, sudoku_logic::Step) {
    let grid = parse(puzzle);
    let explanation = sudoku_logic::explain(&grid, &Options::default()).unwrap();
    let mut marks = Candidates::new(&grid);
    for step in explanation.steps {
        let single = matches!(
            step.technique,
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
        );
        if !single {
            return (marks, step);
        }
        marks.apply(&step);
    }
    panic!("{puzzle}: singles only");
}

#[test]
fn hint_starts_from_pencil_marks() {
    let puzzle = &sample("magictour_top1465.txt", 1)[0];
    let (marks, step) = before_first_hard_step(puzzle);
    let text = Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    let output = sudoku(&["hint"], text.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("{step}\n"));
    let place = sudoku(&["hint", "--level", "place"], text.as_bytes());
    assert_eq!(stdout(&place), format!("{}\n", step.pattern()));
    assert!(!stdout(&place).contains("=>"));
    let name = sudoku(&["hint", "--level", "technique"], text.as_bytes());
    assert_eq!(stdout(&name), format!("{}\n", step.technique));
    // The same puzzle without its marks starts with singles.
    let plain = sudoku(&["hint", "--from", "line"], puzzle.as_bytes());
    assert!(stdout(&plain).contains("Single") || stdout(&plain).contains("Full House"));
}

#[test]
fn se_path_starts_from_pencil_marks() {
    // SE_CHAIN's pencil marks with what its two forcing chains (7.1)
    // remove crossed out: SE's path goes on from there, without them.
    let grid = parse(SE_CHAIN);
    let (steps, _, _) = sudoku_logic::se_explain(&grid);
    let mut marks = Candidates::new(&grid);
    for step in steps.iter().filter(|s| s.rating == 71) {
        for &(c, d) in &step.eliminations {
            let cell = sudoku_core::Cell::new(c.into()).unwrap();
            marks.eliminate(cell, sudoku_core::Digit::new(d).unwrap());
        }
    }
    let text = Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    let output = sudoku(&["explain", "--scale", "se"], text.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let path = stdout(&output);
    assert!(!path.contains("Forcing Chain =>"), "{path}");
    assert!(
        !path.contains("r2c1<>1") && !path.contains("r2c3<>9"),
        "{path}"
    );
    let plain = sudoku(&["explain", "--scale", "se"], SE_CHAIN.as_bytes());
    assert!(stdout(&plain).contains("7.1  Forcing Chain => r2c1<>1"));
    // `rate` rates the puzzle, whatever the marks.
    let rated = sudoku(&["rate", "--scale", "se"], text.as_bytes());
    assert!(
        stdout(&rated).starts_with("7.1/1.2/1.2"),
        "{}",
        stdout(&rated)
    );
}

#[test]
fn hint_gives_se_next_step_on_request() {
    let file = "fixtures/ratings/pointing.txt";
    let path = sudoku(&["explain", "--scale", "se", file], b"");
    let first = stdout(&path).lines().next().unwrap().to_owned();
    assert!(first.starts_with("2.6  Pointing: "), "{first}");
    let step = sudoku(&["hint", "--scale", "se", file], b"");
    assert_eq!(step.status.code(), Some(0), "{}", stderr(&step));
    assert_eq!(stdout(&step), format!("{first}\n"));
    let place = sudoku(&["hint", "-s", "se", "--level", "place", file], b"");
    assert_eq!(stdout(&place), "Pointing: 4 in b5 and r5\n");
    let name = sudoku(&["hint", "-s", "se", "--level", "technique", file], b"");
    assert_eq!(stdout(&name), "Pointing\n");
    let json = sudoku(&["hint", "-s", "se", "--to", "json", file], b"");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value), "{value}");
    assert_eq!(
        (value["scale"].as_str(), value["step"]["text"].as_str()),
        (Some("se"), Some(first.as_str()))
    );
    // From pencil marks, and on a solved grid.
    let marks = sudoku(
        &["hint", "-s", "se"],
        read_fixture("pencil-marks.txt").as_bytes(),
    );
    assert!(
        stdout(&marks).starts_with("3.2  X-Wing: 7 in r58 and c16 => "),
        "{}",
        stdout(&marks)
    );
    let solved = sudoku(&["hint", "-s", "se", "--from", "line"], SOLVED.as_bytes());
    assert_eq!(stdout(&solved), "the puzzle is solved\n");
    let json = sudoku(
        &["hint", "-s", "se", "--to", "json", "--from", "line"],
        SOLVED.as_bytes(),
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(value["step"].is_null() && schema("explain.schema.json").is_valid(&value));
    // HoDoKu's options are refused with SE's path.
    let refused = sudoku(&["hint", "-s", "se", "--no-guess", file], b"");
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("--no-guess is for HoDoKu's path"),
        "{}",
        stderr(&refused)
    );
}

#[test]
fn hint_json_validates() {
    let validator = schema("explain.schema.json");
    let output = sudoku(
        &["hint", "--to", "json", "fixtures/formats/good/line.txt"],
        b"",
    );
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert!(validator.is_valid(&value), "{value}");
    assert_eq!(value["step"]["text"], "Naked Single: r5c4=9");
}

#[test]
fn pencil_marks_that_rule_out_the_solution_are_refused() {
    let grid = parse(EASY);
    let Solution::Unique(solution) = solve(&grid) else {
        panic!("unique");
    };
    let mut marks = Candidates::new(&grid);
    // r1c2 (4 in the solution) loses its 4 and keeps two others.
    let cell = sudoku_core::Cell::at(0, 1).unwrap();
    marks.eliminate(cell, solution.get(cell).unwrap());
    let text = Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    // `rate` does not use the marks, but refuses them the same way: such
    // an input is not what its sender meant.
    for command in ["hint", "explain", "rate"] {
        let output = sudoku(&[command], text.as_bytes());
        assert_fails(
            &output,
            1,
            "sudoku: error: the pencil marks rule out the solution: r1c2 has lost its digit\n",
        );
    }
}

#[test]
fn puzzles_without_one_solution_get_no_explanation() {
    assert_fails(
        &sudoku(&["explain", "--from", "line"], NO_SOLUTION.as_bytes()),
        1,
        "sudoku: error: the puzzle has no solution\n",
    );
    assert_fails(
        &sudoku(&["explain", "fixtures/two-solutions.in"], b""),
        1,
        "sudoku: error: fixtures/two-solutions.in: the puzzle has more than one solution, so no logic leads to one\n",
    );
    assert_fails(
        &sudoku(&["hint", "fixtures/conflict.in"], b""),
        1,
        "sudoku: error: fixtures/conflict.in: the puzzle has no solution: r1c3 and r1c8 both hold 5\n",
    );
}

#[test]
fn a_batch_keeps_order_and_reports_each_failure_in_place() {
    let good = sample("17_clue.txt", 2);
    let input = format!("{}\nnot a puzzle\n{NO_SOLUTION}\n{}\n", good[0], good[1]);
    let json = sudoku(
        &["explain", "--to", "json", "--from", "line"],
        input.as_bytes(),
    );
    assert_eq!(json.status.code(), Some(2));
    let records: Vec<&str> = stdout(&json).lines().collect();
    assert_eq!(records.len(), 4);
    assert!(records[0].contains(&good[0]) && records[3].contains(&good[1]));
    assert!(
        records[1].starts_with("{\"line\":2,\"error\":"),
        "{}",
        records[1]
    );
    assert!(
        records[2].contains("\"error\":\"the puzzle has no solution\""),
        "{}",
        records[2]
    );
    let text = sudoku(&["explain", "--from", "line"], input.as_bytes());
    let blocks: Vec<&str> = stdout(&text).split("\n\n").collect();
    assert_eq!(blocks.len(), 4);
    assert_eq!(blocks[1], "# no result");
    assert_eq!(blocks[2], "# no result");
    assert_eq!(
        stderr(&text),
        "sudoku: error: line 2, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'n'\n\
         sudoku: error: line 3: the puzzle has no solution\n"
    );
    // Parallel or not, the same bytes.
    let one = sudoku(&["explain", "-j", "1", "--from", "line"], input.as_bytes());
    assert_eq!(one.stdout, text.stdout);
}

#[test]
fn uniqueness_techniques_can_be_switched_off() {
    // A puzzle whose path uses a uniqueness technique.
    let puzzles = sample("magictour_top1465.txt", 200);
    let uses = |p: &str| {
        sudoku_logic::explain(&parse(p), &Options::default())
            .unwrap()
            .steps
            .iter()
            .any(|s| sudoku_logic::needs_uniqueness(s.technique))
    };
    let puzzle = puzzles
        .iter()
        .find(|p| uses(p))
        .expect("one uses uniqueness");
    let with = sudoku(&["explain", "--from", "line"], puzzle.as_bytes());
    let without = sudoku(
        &["explain", "--from", "line", "--no-uniqueness"],
        puzzle.as_bytes(),
    );
    assert_eq!(without.status.code(), Some(0));
    let named =
        |text: &str| text.contains("Uniqueness Test") || text.contains("Bivalue Universal Grave");
    assert!(named(stdout(&with)));
    assert!(!named(stdout(&without)));
}

#[test]
fn converting_pencil_marks_keeps_the_digits_and_says_the_marks_are_dropped() {
    let puzzle = &sample("magictour_top1465.txt", 1)[0];
    let (mut marks, step) = before_first_hard_step(puzzle);
    // After an elimination, the marks say more than the digits.
    assert!(step.placements.is_empty());
    marks.apply(&step);
    let text = Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    let output = sudoku(&["convert", "--to", "line"], text.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    // (A cell left with one candidate reads as that digit.)
    let digits = Format::Candidates.parse(text.as_bytes()).unwrap().grid;
    assert_eq!(stdout(&output), format!("{digits}\n"));
    assert_eq!(
        stderr(&output),
        "sudoku: note: the line format carries no pencil marks: dropped the pencil marks, kept the digits\n"
    );
    // Back to candidates, nothing is lost.
    let again = sudoku(&["convert", "--to", "candidates"], text.as_bytes());
    let read = |t: &[u8]| Format::Candidates.parse(t).unwrap();
    assert_eq!(read(&again.stdout), read(text.as_bytes()));
    assert_eq!(stderr(&again), "");
}

#[test]
fn the_readme_explain_example_is_the_start_of_the_real_output() {
    let readme = documentation();
    let block = readme
        .split("$ sudoku explain fixtures/x-wing.txt\n")
        .nth(1)
        .expect("the example");
    let shown: Vec<&str> = block.lines().take_while(|l| *l != "...").collect();
    let output = sudoku(&["explain", "fixtures/x-wing.txt"], b"");
    let real: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(shown, real[..shown.len()]);
}

/// serate: 7.1/1.2/1.2, a forcing chain on the way.
const SE_CHAIN: &str =
    ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7";

#[test]
fn explain_follows_se_path_with_each_step_rated() {
    let rated = sudoku(&["rate", "--scale", "se"], SE_CHAIN.as_bytes());
    let er = stdout(&rated).split('/').next().unwrap().to_owned();
    let output = sudoku(&["explain", "--scale", "se"], SE_CHAIN.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let steps: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    // Each step: its rating, SE's name of the technique, what it does.
    let ratings: Vec<f64> = steps
        .iter()
        .map(|l| l.split("  ").next().unwrap().parse().unwrap())
        .collect();
    assert!(steps.iter().all(|l| l.contains(" => r")), "{text}");
    let highest = ratings.iter().copied().fold(0.0, f64::max);
    assert_eq!(format!("{highest:.1}"), er);
    let se = stdout(&rated);
    let se = se.split("  ").next().unwrap();
    assert!(text.ends_with(&format!("# ER/EP/ED {se}\n")), "{text}");
    // The placements fill the grid.
    let placed = steps
        .iter()
        .filter(|l| l.contains('=') && !l.contains("<>"))
        .count();
    assert!(placed > 0);

    let json = sudoku(
        &["explain", "--scale", "se", "--to", "json"],
        SE_CHAIN.as_bytes(),
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value), "{value}");
    assert_eq!(value["scale"], "se");
    assert_eq!(format!("{:.1}", value["er"].as_f64().unwrap()), er);

    // `--to pretty`: the pencil marks before each step, each step's line,
    // then the solved grid and the rating.
    let pretty = sudoku(
        &["explain", "--scale", "se", "--to", "pretty"],
        SE_CHAIN.as_bytes(),
    );
    assert_eq!(pretty.status.code(), Some(0), "{}", stderr(&pretty));
    let shown = stdout(&pretty);
    let lines: Vec<&str> = shown.lines().filter(|l| steps.contains(l)).collect();
    assert_eq!(lines, steps, "every step, in order");
    assert_eq!(
        shown.matches("\n'---").count(),
        steps.len(),
        "a grid of marks before each step"
    );
    assert!(
        shown.contains("└───────┴───────┴───────┘\n# ER/EP/ED "),
        "{shown}"
    );
    // Each grid of marks is the one the step starts from: the first step's
    // candidates are the puzzle's.
    let end = shown.find("\n'").unwrap();
    let end = end + shown[end + 1..].find('\n').unwrap() + 2;
    let marks = Candidates::new(&parse(SE_CHAIN));
    let expected = Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    assert_eq!(&shown[..end], expected);
}

#[test]
fn the_readme_se_examples_are_real_output() {
    let readme = documentation();
    let block = readme
        .split("$ sudoku explain --scale se fixtures/ratings/pointing.txt\n")
        .nth(1)
        .expect("the example");
    let shown: Vec<&str> = block.lines().take_while(|l| *l != "...").collect();
    let output = sudoku(
        &["explain", "--scale", "se", "fixtures/ratings/pointing.txt"],
        b"",
    );
    let real: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(shown, real[..shown.len()]);
    // The forcing chain shown is a step of SE_CHAIN's path, chains and all.
    let chain = readme
        .lines()
        .find(|l| l.starts_with("7.1  Forcing Chain => "))
        .expect("the forcing chain example");
    let output = sudoku(&["explain", "--scale", "se"], SE_CHAIN.as_bytes());
    assert!(stdout(&output).lines().any(|l| l == chain), "{chain}");

    // In JSON, the same chain node by node, and the pointing's houses.
    let json = sudoku(
        &["explain", "--scale", "se", "--to", "json"],
        SE_CHAIN.as_bytes(),
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let steps = value["steps"].as_array().unwrap();
    let step = steps.iter().find(|s| s["text"] == chain).unwrap();
    let nodes = step["chains"][0]["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 8);
    assert_eq!(nodes[0], serde_json::json!({"cells": ["r2c1"], "digit": 1}));
    assert_eq!(step["chains"][0]["strong"][0], false);
    let pointing = steps.iter().find(|s| s["technique"] == "Pointing").unwrap();
    assert_eq!(pointing["houses"], serde_json::json!(["b1"]));
    assert_eq!(pointing["covers"], serde_json::json!(["c1"]));
    assert_eq!(pointing["digits"], serde_json::json!([6]));
}

/// The README's line that starts with `prefix`, checked to be a line of
/// `sudoku explain ARGS` on `puzzle`; with the JSON explanation (checked
/// against the schema) and its step of that text.
fn readme_step(
    prefix: &str,
    args: &[&str],
    puzzle: &str,
) -> (String, serde_json::Value, serde_json::Value) {
    let readme = documentation();
    let line = readme
        .lines()
        .find(|l| l.starts_with(prefix))
        .expect("the README's example")
        .to_owned();
    let mut text_args = vec!["explain"];
    text_args.extend(args);
    let output = sudoku(&text_args, puzzle.as_bytes());
    assert!(stdout(&output).lines().any(|l| l == line), "{line}");
    text_args.extend(["--to", "json"]);
    let json = sudoku(&text_args, puzzle.as_bytes());
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value), "{value}");
    let step = value["steps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["text"] == line.as_str())
        .expect("the step in JSON")
        .clone();
    (line, value, step)
}

/// The README's Nishio step is real output, and in JSON its net is the
/// text's, node by node, following the schema.
#[test]
fn the_readme_s_nishio_net_is_real_output() {
    let (nishio, value, step) = readme_step(
        "7.8  Nishio Forcing Chains: ",
        &["--scale", "se"],
        "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192",
    );
    let net = &step["nets"][0];
    assert!(nishio.ends_with(net["text"].as_str().unwrap()));
    let nodes = net["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 11);
    assert_eq!(
        nodes[0],
        serde_json::json!({"candidate": "r1c8=7", "from": []})
    );
    // [9] r7c6=7 from 4+8: indices from 0 in JSON.
    assert_eq!(
        nodes[8],
        serde_json::json!({"candidate": "r7c6=7", "from": [3, 7]})
    );
    // Steps without nets have an empty list.
    assert_eq!(value["steps"][0]["nets"], serde_json::json!([]));
}

/// The README's forcing net (HoDoKu's path) is real output: the puzzle's
/// 17th step. In JSON its net is the text's, node by node, following the
/// schema, and the contradiction shows: every candidate of r7c8 taken
/// false.
#[test]
fn the_readme_s_forcing_net_is_real_output() {
    let (line, value, step) = readme_step(
        "Forcing Net Contradiction in r7c8 => r8c7<>9: ",
        &[],
        "1.....7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4......2..5",
    );
    assert_eq!(step["chains"], serde_json::json!([]));
    let [net] = step["nets"].as_array().unwrap().as_slice() else {
        panic!("one net for a contradiction: {step}");
    };
    assert!(line.ends_with(net["text"].as_str().unwrap()));
    let nodes = net["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 11);
    assert_eq!(
        nodes[0],
        serde_json::json!({"candidate": "r8c7=9", "from": []})
    );
    // [10] r9c7=3 from 9+8: indices from 0 in JSON.
    assert_eq!(
        nodes[9],
        serde_json::json!({"candidate": "r9c7=3", "from": [8, 7]})
    );
    let taken: Vec<&str> = nodes
        .iter()
        .map(|n| n["candidate"].as_str().unwrap())
        .collect();
    for out in ["r7c8<>9", "r7c8<>7", "r7c8<>3"] {
        assert!(taken.contains(&out), "{out}: {taken:?}");
    }
    // Steps without nets have an empty list.
    assert_eq!(value["steps"][0]["nets"], serde_json::json!([]));
}

/// forum_hardest_1106's third puzzle, where HoDoKu's own techniques all
/// fail after three steps and HoDoKu guesses (hodoku-py, HoDoKu 2.2.0's
/// port: Extreme 16894, its fourth step Brute Force r5c3=8).
const HODOKU_GUESSES: &str =
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";

#[test]
fn where_hodoku_guesses_the_path_guesses_too_unless_told_not_to() {
    let with = sudoku(&["explain", "--from", "line"], HODOKU_GUESSES.as_bytes());
    assert_eq!(with.status.code(), Some(0), "{}", stderr(&with));
    let steps: Vec<&str> = stdout(&with)
        .lines()
        .filter(|l| !l.contains("Single") && !l.starts_with("Full House"))
        .collect();
    assert_eq!(steps[2], "Brute Force: r5c3=8");
    let rated = sudoku(
        &["rate", "--scale", "hodoku", "--from", "line"],
        HODOKU_GUESSES.as_bytes(),
    );
    assert_eq!(stdout(&rated).trim(), "Extreme 16894  Brute Force");

    let without = sudoku(
        &["explain", "--from", "line", "--no-guess"],
        HODOKU_GUESSES.as_bytes(),
    );
    assert_eq!(without.status.code(), Some(0), "{}", stderr(&without));
    let text = stdout(&without);
    assert!(!text.contains("Brute Force"), "{text}");
    assert!(text.contains("(nested 1)"), "{text}");
    // Its forcing nets show their nets, from the candidate refuted; nested
    // ones number their nets, the first the refutation's, the others those
    // of the refutations nested in it.
    let nets: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("Forcing Net Contradiction"))
        .collect();
    assert!(nets.len() > 5, "{text}");
    for line in nets {
        let (head, proof) = line.split_once(" => ").expect("an outcome");
        let outcome = proof.split(':').next().unwrap();
        let refuted = match outcome.split_once("<>") {
            Some((cell, digit)) => format!("{cell}={digit}"),
            None => outcome.replace('=', "<>"),
        };
        if head.contains("(nested") {
            assert!(
                proof.contains(&format!(": net 1: [1] {refuted}, [2] ")),
                "{line}"
            );
            assert!(
                proof.contains(" by net 2") && proof.contains("; net 2: [1] "),
                "{line}"
            );
        } else {
            assert!(proof.contains(&format!(": [1] {refuted}, [2] ")), "{line}");
        }
    }
    // The README quotes this puzzle's first nested step.
    let readme = documentation()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for quoted in [
        "net 1: [1] r1c8=3,",
        "[16] r2c5<>8 from 8 by net 2",
        "net 2: [1] r2c5=8,",
        "[2] r1c8<>9 as net 1's 8",
    ] {
        assert!(text.contains(quoted), "{quoted}: {text}");
        assert!(readme.contains(quoted), "the README lost {quoted}");
    }
    let refused = sudoku(
        &["explain", "--scale", "se", "--no-guess", "--from", "line"],
        HODOKU_GUESSES.as_bytes(),
    );
    assert_eq!(refused.status.code(), Some(2));
}

/// A nested net's JSON: valid, with each refuted node naming a later net
/// that starts from its candidate taken true, and each node carried into
/// that net the same candidate as the node of the net it names, one the
/// refuted node follows from.
#[test]
fn nested_nets_in_json_name_the_nets_they_lean_on() {
    let output = sudoku(
        &["explain", "--from", "line", "--no-guess", "--to", "json"],
        HODOKU_GUESSES.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value), "{value}");
    let (refuted, carried_nodes) = nested_in_json(&value);
    assert!(refuted > 5, "only {refuted} nested refutations");
    assert!(
        carried_nodes > refuted,
        "only {carried_nodes} nodes carried"
    );
}

/// How many nodes of `value` (an explanation in JSON) are refuted in nets
/// of their own, and how many nodes those nets carry; checks that each
/// such net comes after the net it serves and starts from the refuted
/// candidate taken true, and that each node it carries is a node of that
/// net that the refuted node follows from, the same candidate, with no
/// `from` of its own.
fn nested_in_json(value: &serde_json::Value) -> (usize, usize) {
    let (mut refuted, mut carried_nodes) = (0, 0);
    for step in value["steps"].as_array().unwrap() {
        let nets = step["nets"].as_array().unwrap();
        let node = |net: usize, at: usize| &nets[net]["nodes"][at];
        for (j, net) in nets.iter().enumerate() {
            for n in net["nodes"].as_array().unwrap() {
                if let Some(k) = n["refuted_by"].as_u64() {
                    let k = k as usize;
                    refuted += 1;
                    assert!(k > j, "{step}");
                    let taken = n["candidate"].as_str().unwrap().replace("<>", "=");
                    assert_eq!(node(k, 0)["candidate"], taken.as_str(), "{step}");
                    for carried in nets[k]["nodes"].as_array().unwrap() {
                        if carried["carried"].is_null() {
                            continue;
                        }
                        carried_nodes += 1;
                        assert_eq!(carried["carried"]["net"], j, "{step}");
                        let at = carried["carried"]["node"].as_u64().unwrap() as usize;
                        assert!(n["from"].as_array().unwrap().contains(&at.into()), "{step}");
                        assert_eq!(carried["candidate"], node(j, at)["candidate"], "{step}");
                        assert_eq!(carried["from"], serde_json::json!([]), "{step}");
                    }
                }
            }
        }
    }
    (refuted, carried_nodes)
}

#[test]
fn a_path_without_guessing_still_reaches_the_solution() {
    let puzzle = parse(HODOKU_GUESSES);
    let options = Options {
        guess: false,
        ..Options::default()
    };
    let explanation = sudoku_logic::explain(&puzzle, &options).expect("one solution");
    let Solution::Unique(solution) = solve(&puzzle) else {
        panic!("one solution")
    };
    assert_eq!(explanation.end.grid(), solution);
    assert!(
        explanation
            .steps
            .iter()
            .all(|s| s.technique != Technique::BruteForce)
    );
}

#[test]
fn a_forcing_chain_step_shows_each_chain_from_its_premise_to_the_conclusion() {
    // HoDoKu's 26th step: each place of 7 in r1 takes 6 out of r1c7.
    let puzzle =
        "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192";
    let output = sudoku(
        &["explain", "--to", "json"],
        format!("{puzzle}\n").as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value));
    let step = &value["steps"][25];
    assert_eq!(step["technique"], "Forcing Chain Verity");
    assert_eq!(step["eliminations"], serde_json::json!(["r1c7<>6"]));
    let chains = step["chains"].as_array().unwrap();
    // One chain from each place of 7 in r1, taken true (a weak first
    // link), each ending on 6 in r1c7 taken out (a weak last link).
    let starts: Vec<&serde_json::Value> = chains.iter().map(|c| &c["nodes"][0]).collect();
    assert_eq!(
        starts,
        [
            &serde_json::json!({"cells": ["r1c3"], "digit": 7}),
            &serde_json::json!({"cells": ["r1c7"], "digit": 7}),
            &serde_json::json!({"cells": ["r1c8"], "digit": 7}),
        ]
    );
    for chain in chains {
        let nodes = chain["nodes"].as_array().unwrap();
        let strong = chain["strong"].as_array().unwrap();
        assert_eq!(strong.len() + 1, nodes.len(), "{chain}");
        assert_eq!(strong[0], false, "{chain}");
        assert_eq!(strong[strong.len() - 1], false, "{chain}");
        assert_eq!(
            nodes[nodes.len() - 1],
            serde_json::json!({"cells": ["r1c7"], "digit": 6})
        );
    }
    // The text names the conclusion, then the chains.
    let texts: Vec<&str> = chains.iter().map(|c| c["text"].as_str().unwrap()).collect();
    assert_eq!(
        step["text"],
        format!(
            "Forcing Chain Verity for 7 in r1 => r1c7<>6: {}",
            texts.join("; ")
        )
    );
}

/// The first puzzle of the hardest list: its SE path's second step is a
/// nested forcing chain (SE 10.3).
const SE_NESTED: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

/// SE's nested chains show their nets: the README's example is real output
/// (each of its pieces between the elisions is in the step's line), and in
/// JSON every candidate a chain inside the chain took out is refuted in a
/// net of its own, which carries nodes of the net it serves.
#[test]
fn se_nested_chains_refute_in_nets_of_their_own() {
    let readme = documentation();
    let example = readme
        .lines()
        .find(|l| l.starts_with("10.3  Nested Forcing Chains: "))
        .expect("the README's nested chain");
    let args = ["explain", "--scale", "se", "--from", "line"];
    let output = sudoku(&args, SE_NESTED.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let head = example.split(" net 1: ").next().unwrap();
    let line = stdout(&output)
        .lines()
        .find(|l| l.starts_with(head))
        .expect("the nested step")
        .to_owned();
    for piece in example.split("...") {
        let piece = piece.trim_matches(|c: char| c == ' ' || c == ',' || c == ';');
        assert!(line.contains(piece), "{piece}: not in {line}");
    }
    let json = sudoku(
        &[&args[..], &["--to", "json"]].concat(),
        SE_NESTED.as_bytes(),
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(schema("explain.schema.json").is_valid(&value), "{value}");
    let (refuted, carried) = nested_in_json(&value);
    assert!(refuted >= 2, "only {refuted} refuted candidates");
    assert!(carried >= refuted, "only {carried} nodes carried");
    let nested = value["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["technique"] == "Nested Forcing Chains");
    for step in nested {
        assert_ne!(step["nets"], serde_json::json!([]), "{step}");
    }
}

/// `--brief` leaves out the chains and nets after a step's outcome: each
/// line is the whole step's line up to them, on both scales, in text and
/// pretty; JSON, which has them as fields, refuses it.
#[test]
fn brief_lines_stop_at_the_outcome() {
    for (args, puzzle) in [
        (&["--scale", "se"][..], SE_NESTED),
        (&["--no-guess"][..], HODOKU_GUESSES),
    ] {
        for to in ["text", "pretty"] {
            let mut full_args = vec!["explain", "--from", "line", "--to", to];
            full_args.extend(args);
            let full = sudoku(&full_args, puzzle.as_bytes());
            full_args.push("--brief");
            let brief = sudoku(&full_args, puzzle.as_bytes());
            assert_eq!(brief.status.code(), Some(0), "{}", stderr(&brief));
            let (full, brief) = (stdout(&full), stdout(&brief));
            assert_eq!(full.lines().count(), brief.lines().count());
            let mut shortened = 0;
            for (long, short) in full.lines().zip(brief.lines()) {
                if long != short {
                    assert!(long.starts_with(&format!("{short}: ")), "{short}");
                    assert!(short.contains(" => "), "{short}");
                    shortened += 1;
                }
            }
            assert!(shortened > 5, "{args:?} {to}: {shortened} lines shortened");
            assert!(brief.lines().all(|l| l.len() < 200), "{args:?} {to}");
        }
    }
    let json = sudoku(
        &["explain", "--brief", "--to", "json"],
        SE_NESTED.as_bytes(),
    );
    assert_eq!(json.status.code(), Some(2));
    assert_eq!(
        stderr(&json).trim(),
        "sudoku: error: --brief is for text and pretty output; JSON gives each step's chains and nets as fields"
    );
}

#[test]
fn a_solved_grid_keeps_its_record_in_a_batch() {
    // A solved grid between two puzzles: three records, the middle one
    // saying so, in each text form and scale.
    let input = format!("{EASY}\n{SOLVED}\n{EASY}\n");
    for args in [
        &["explain"][..],
        &["explain", "--brief"],
        &["explain", "-s", "se"],
    ] {
        let output = sudoku(args, input.as_bytes());
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            stderr(&output)
        );
        let text = stdout(&output);
        let records: Vec<&str> = text.trim_end().split("\n\n").collect();
        assert_eq!(records.len(), 3, "{args:?}: {text}");
        assert_eq!(records[0], records[2], "{args:?}");
        assert_ne!(records[1], "", "{args:?}");
    }
    let alone = sudoku(&["explain", "--from", "line"], SOLVED.as_bytes());
    assert_eq!(stdout(&alone), "# solved: no step needed\n");
}
