use super::*;
use crate::solver::{self, Budget, Outcome};

/// The rules of `puzzle` in words, sorted: what it means, however written.
fn meaning(puzzle: &Puzzle) -> (Vec<u8>, Vec<u8>, Vec<String>) {
    let mut rules: Vec<String> = puzzle
        .rules()
        .iter()
        .map(|r| r.describe(puzzle.size()))
        .collect();
    rules.sort();
    // The regions as a partition: numbered in order of first appearance.
    let mut seen = Vec::new();
    let regions = puzzle
        .regions()
        .iter()
        .map(|r| match seen.iter().position(|s| s == r) {
            Some(i) => i as u8,
            None => {
                seen.push(*r);
                (seen.len() - 1) as u8
            }
        })
        .collect();
    (puzzle.givens().to_vec(), regions, rules)
}

#[test]
fn every_published_puzzle_reads_back_from_its_text_with_the_same_rules() {
    let fixtures = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/variants/sudokusolver.tsv"
    ))
    .unwrap();
    let mut read = 0;
    for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
        let link = line.split('\t').next().unwrap();
        let Ok(puzzle) = fpuzzles::read(link) else {
            continue;
        };
        let written = write(&puzzle);
        let again = super::read(&written.text).unwrap_or_else(|e| panic!("{e}\n{}", written.text));
        assert_eq!(meaning(&again), meaning(&puzzle), "{}", written.text);
        assert_eq!(again.title, puzzle.title);
        assert_eq!(again.ruleset, puzzle.ruleset);
        // Written again, the same text: nothing more is lost.
        assert_eq!(write(&again).text, written.text);
        assert!(claims(&written.text));
        read += 1;
    }
    assert_eq!(read, 33);
}

const KILLER: &str = "\
# A hand-written 4×4
size 4
title Corner \\n cages
grid
1 . | . .
. . | . .
---------
. . | . .
. . | . 1
killercage 7: r1c2 r1c3
thermometer: r4c1 r3c1 | r4c1 r4c2
xv V: r2c1 r2c2
";

#[test]
fn a_hand_written_puzzle_reads_and_solves() {
    let puzzle = read(KILLER).unwrap();
    assert_eq!(puzzle.size(), 4);
    assert_eq!(puzzle.title.as_deref(), Some("Corner \n cages"));
    assert_eq!(puzzle.givens()[0], 1);
    let kinds: Vec<&str> = puzzle.rules().iter().map(|r| r.kind()).collect();
    assert!(
        kinds.contains(&"killercage") && kinds.contains(&"xv"),
        "{kinds:?}"
    );
    let (Outcome::Unique(grid) | Outcome::Multiple(grid)) =
        solver::solve(&puzzle, Budget::NONE).unwrap()
    else {
        panic!("no solution")
    };
    // The cage, the thermometers and the V hold in the solution.
    assert_eq!(grid[1] + grid[2], 7);
    assert!(grid[12] < grid[8] && grid[12] < grid[13]);
    assert_eq!(grid[4] + grid[5], 5);
    let mut filled = puzzle.clone();
    filled.set_givens(grid);
    assert!(filled.broken().is_none());
}

#[test]
fn irregular_regions_and_arrows_round_trip() {
    let text = "size 5\nregions\nAABBB\nAACBB\nACCCD\nEECDD\nEEEDD\narrow: r1c1 > r2c2 r3c3\nlittlekillersum 6 DR: r0c1\nodd: r5c5\nclone: r1c1 r1c2 = r5c4 r5c5\nquadruple 1 2: r1c1 r1c2 r2c1 r2c2\n";
    let puzzle = read(text).unwrap();
    assert!(!puzzle.standard_regions());
    assert_eq!(write(&puzzle).text, text);
}

#[test]
fn errors_name_the_line() {
    for (text, expected) in [
        ("", "line 1: empty: expected `size N`"),
        ("grid", "line 1: expected `size N` first, found grid"),
        ("size 3", "line 1: size 3: sizes 4 to 25 are supported"),
        (
            "size 4\ngrid\n1234\n12x4",
            "line 4: grid: column 3: x: not a digit of a 4×4 grid",
        ),
        (
            "size 4\ngrid\n1234\n123",
            "line 4: grid: a row of 3 cells, expected 4",
        ),
        ("size 4\ngrid\n1234", "line 2: grid: 1 rows, expected 4"),
        (
            "size 4\nkillercage 5: r1c1 x2",
            "line 2: x2: expected a cell written r1c1",
        ),
        (
            "size 4\n\n# a comment\nnabner: r1c1 r1c2",
            "line 4: nabner: not a rule of the variant text",
        ),
        (
            "size 4\nthermometer 3: r1c1 r1c2",
            "line 2: thermometer: takes no value",
        ),
        (
            "size 4\nsandwichsum: r0c1",
            "line 2: sandwichsum: expected a value before the colon",
        ),
        (
            "size 4\nkillercage 5: r1c1 r1c2\nkillercage 9: r2c1 r9c2",
            "line 3: killercage[1].cells[1]",
        ),
        (
            "size 4\nregions\nAABB\nAABB\nCCDD\nCCDE",
            "line 6: regions: E: a region more than the 4",
        ),
        (
            "size 4\nregions\nAABB\nAABB\nCCDD\nCCCD",
            "line 2: grid: region 3 has 5 cells",
        ),
        (
            "size 4\nantiknight: r1c1",
            "line 2: antiknight: takes no cells",
        ),
        (
            "size 4\narrow: r1c1 r1c2",
            "line 2: arrow: expected the circle's cells",
        ),
        (
            "size 4\ndrawing cat {}",
            "line 2: drawing cat: expected one of",
        ),
    ] {
        let err = read(text).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
}

/// A 25×25 puzzle: a filled grid of the standard pattern (5×5 boxes),
/// three cells in five kept as givens.
fn twenty_five() -> (String, Vec<u8>) {
    let n = 25;
    let filled: Vec<u8> = (0..n * n)
        .map(|cell| {
            let (r, c) = (cell / n, cell % n);
            ((5 * (r % 5) + r / 5 + c) % n + 1) as u8
        })
        .collect();
    let mut text = String::from("size 25\ngrid\n");
    for r in 0..n {
        for c in 0..n {
            let keep = (r * 7 + c * 3) % 5 < 3;
            let d = filled[r * n + c];
            text.push(if keep { super::write::digit(d) } else { '.' });
        }
        text.push('\n');
    }
    (text, filled)
}

#[test]
fn a_25_by_25_puzzle_reads_with_letters_to_p_and_solves() {
    let (text, filled) = twenty_five();
    assert!(text.contains('P'));
    let puzzle = read(&text).unwrap();
    assert_eq!(puzzle.size(), 25);
    assert!(puzzle.standard_regions());
    assert_eq!(write(&puzzle).text, text);
    let (Outcome::Unique(grid) | Outcome::Multiple(grid)) =
        solver::solve(&puzzle, Budget::NONE).unwrap()
    else {
        panic!("no solution")
    };
    // The givens stay, and the grid keeps every row, column and box.
    for (cell, &given) in puzzle.givens().iter().enumerate() {
        assert!(given == 0 || given == grid[cell]);
    }
    let mut solved = puzzle.clone();
    solved.set_givens(grid);
    assert!(solved.broken().is_none());
    assert_eq!(filled.len(), 625);
}
