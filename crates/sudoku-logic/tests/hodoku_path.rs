//! The HoDoKu path step by step: on a sample of the rated puzzles and the
//! QQWing sets (`fixtures/ratings/hodoku-paths.txt`, every 20th, HoDoKu
//! 2.2.0's path as hodoku-py gives it, written by `scripts/hodoku-path.py
//! --write`), every step's technique, placements and eliminations equal
//! to HoDoKu's, in HoDoKu's order. The script compares the whole sets.

mod common;

use std::path::Path;

use common::grid;
use sudoku_logic::{Options, Step, explain};

/// A step as the fixture writes it: `technique: effects`, the effects
/// (`r1c2=3`, `r4c5<>6`) sorted.
fn written(step: &Step) -> String {
    let mut effects: Vec<String> = step
        .placements
        .iter()
        .map(|p| format!("{}={}", p.cell, p.digit))
        .chain(
            step.eliminations
                .iter()
                .map(|e| format!("{}<>{}", e.cell, e.digit)),
        )
        .collect();
    effects.sort();
    format!("{}: {}", step.technique.name(), effects.join(", "))
}

#[test]
fn the_path_is_hodoku_s_step_by_step() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/ratings/hodoku-paths.txt");
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let mut puzzles = 0;
    let mut differ = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (puzzle, steps) = line.split_once('\t').expect("puzzle, tab, steps");
        let theirs: Vec<&str> = steps.split(';').collect();
        let explanation = explain(&grid(puzzle), &Options::default()).expect("one solution");
        let ours: Vec<String> = explanation.steps.iter().map(written).collect();
        puzzles += 1;
        let first = (0..theirs.len().max(ours.len()))
            .find(|&i| theirs.get(i).copied() != ours.get(i).map(String::as_str));
        if let Some(i) = first {
            differ.push(format!(
                "{puzzle} step {}: HoDoKu {:?}, ours {:?}",
                i + 1,
                theirs.get(i),
                ours.get(i)
            ));
        }
    }
    assert!(puzzles >= 200, "the fixture has {puzzles} puzzles");
    assert!(
        differ.is_empty(),
        "{} of {puzzles} paths differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}
