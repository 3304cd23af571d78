//! The HoDoKu scale: level and score equal to HoDoKu 2.2.0's on the sample
//! of public rated puzzles (`fixtures/ratings/public-sample.tsv`, every
//! tenth of the rated set), every one.

mod common;

use common::grid;

use sudoku_logic::{Options, explain};

/// (puzzle, HoDoKu level, HoDoKu score) of the public sample.
fn sample() -> Vec<(String, String, u32)> {
    common::public_sample()
        .into_iter()
        .map(|f| (f[0].clone(), f[5].clone(), f[6].parse().expect("a score")))
        .collect()
}

#[test]
fn level_and_score_equal_hodoku_s_on_the_public_sample() {
    let sample = sample();
    let mut differ = Vec::new();
    for (puzzle, level, score) in &sample {
        let explanation = explain(&grid(puzzle), &Options::default()).expect("one solution");
        let ours = (explanation.level().name(), explanation.score());
        if ours != (level.as_str(), *score) {
            differ.push(format!("{puzzle}: HoDoKu {level} {score}, ours {ours:?}"));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
