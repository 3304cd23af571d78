//! The published variant puzzles of SudokuSolver's own tests
//! (`fixtures/variants/sudokusolver.tsv`): each reads, has exactly one
//! solution, and it is the published one; those with a rule we do not
//! implement are refused with the rule named.

use sudoku_variant::fpuzzles;
use sudoku_variant::solver::{self, Budget, Outcome};

/// The puzzles that use a rule this toolkit does not implement, with the
/// field the error names.
const UNSUPPORTED: [(&str, &str); 2] = [
    ("\"159 Arrows\"", "columnindexer"),
    ("\"Dab\"", "columnindexer"),
];

fn puzzles() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/variants/sudokusolver.tsv"
    ))
    .unwrap();
    let mut title = String::new();
    let mut all = Vec::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            title = comment.to_owned();
            continue;
        }
        let (puzzle, solution) = line.split_once('\t').unwrap();
        all.push((title.clone(), puzzle.to_owned(), solution.to_owned()));
    }
    all
}

fn solve_each() -> usize {
    let mut solved = 0;
    for (title, puzzle, solution) in puzzles() {
        let puzzle = match fpuzzles::read(&puzzle) {
            Ok(puzzle) => puzzle,
            Err(err) => {
                let expected = UNSUPPORTED
                    .iter()
                    .any(|(t, field)| title.starts_with(t) && err.to_string().starts_with(field));
                assert!(expected, "{title}: {err}");
                continue;
            }
        };
        let outcome = solver::solve(&puzzle, Budget::NONE).unwrap();
        let Outcome::Unique(grid) = outcome else {
            panic!("{title}: {outcome:?}")
        };
        let written: String = grid.iter().map(u8::to_string).collect();
        assert_eq!(written, solution, "{title}");
        solved += 1;
    }
    solved
}

#[test]
fn each_published_puzzle_has_its_published_solution() {
    assert_eq!(solve_each(), 33);
}

/// Reading a published puzzle and writing it back gives the same
/// f-puzzles object, and the written string reads to the same puzzle.
#[test]
fn published_puzzles_round_trip_exactly() {
    let mut checked = 0;
    for (title, text, _) in puzzles() {
        let object = fpuzzles::decode(&text).unwrap();
        let Ok(puzzle) = fpuzzles::from_object(&object) else {
            continue;
        };
        assert_eq!(fpuzzles::to_object(&puzzle), object, "{title}");
        let again = fpuzzles::read(&fpuzzles::encode(&fpuzzles::to_object(&puzzle))).unwrap();
        assert_eq!(again.givens(), puzzle.givens(), "{title}");
        assert_eq!(again.regions(), puzzle.regions(), "{title}");
        assert_eq!(again.rules().len(), puzzle.rules().len(), "{title}");
        checked += 1;
    }
    assert!(checked >= 30, "{checked}");
}

/// A puzzle built from its rules (no f-puzzles source) writes each rule
/// back in f-puzzles' fields, and reads back to the same rules.
#[test]
fn rules_write_themselves_back() {
    for (title, text, _) in puzzles() {
        let Ok(mut puzzle) = fpuzzles::read(&text) else {
            continue;
        };
        puzzle.source = None;
        let written = fpuzzles::to_object(&puzzle);
        let again = fpuzzles::from_object(&written).unwrap_or_else(|err| panic!("{title}: {err}"));
        let describe = |p: &sudoku_variant::Puzzle| -> Vec<String> {
            p.rules().iter().map(|r| r.describe(p.size())).collect()
        };
        assert_eq!(describe(&again), describe(&puzzle), "{title}");
        assert_eq!(again.regions(), puzzle.regions(), "{title}");
        assert_eq!(again.givens(), puzzle.givens(), "{title}");
    }
}
