//! The Sudoku Explainer scale: ratings equal to SE 1.2.1's (`serate`) on a
//! sample of public rated puzzles, and every step of SE's path sound.

mod common;

use common::grid;

use sudoku_core::{Solution, solve};
use sudoku_logic::{se_path, se_rate};

/// Tenths from SE's printed form (`7.1` → 71).
fn tenths(text: &str) -> u32 {
    let (whole, tenth) = text.split_once('.').expect("a rating like 7.1");
    whole.parse::<u32>().unwrap() * 10 + tenth.parse::<u32>().unwrap()
}

/// (puzzle, ER, EP, ED) of the public sample and of the puzzles picked for
/// SE's rarer techniques.
fn sample() -> Vec<(String, u32, u32, u32)> {
    [common::public_sample(), common::rated("se-techniques.tsv")]
        .concat()
        .into_iter()
        .map(|f| (f[0].clone(), tenths(&f[2]), tenths(&f[3]), tenths(&f[4])))
        .collect()
}

#[test]
fn ratings_equal_serate_on_the_public_sample() {
    let sample = sample();
    let mut wrong = Vec::new();
    for (puzzle, er, ep, ed) in &sample {
        let rating = se_rate(&grid(puzzle));
        assert!(rating.complete, "{puzzle}: the path stopped");
        if (rating.er, rating.ep, rating.ed) != (*er, *ep, *ed) {
            wrong.push(format!(
                "{puzzle}: ours {}/{}/{}, serate {er}/{ep}/{ed}",
                rating.er, rating.ep, rating.ed
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_step_of_the_se_path_is_sound() {
    for (puzzle, er, _, _) in sample().iter().step_by(2) {
        let grid = grid(puzzle);
        let Solution::Unique(solution) = solve(&grid) else {
            panic!("{puzzle}: not unique");
        };
        let (steps, solved) = se_path(&grid);
        assert!(solved, "{puzzle}: the path stopped");
        let highest = steps.iter().map(|s| s.rating).max().unwrap_or(0);
        assert_eq!(highest, *er, "{puzzle}: ER is the hardest step");
        for (i, step) in steps.iter().enumerate() {
            if let Some((cell, digit)) = step.placement {
                let cell = sudoku_core::Cell::new(cell as usize).unwrap();
                assert_eq!(
                    solution.get(cell).map(|d| d.get()),
                    Some(digit),
                    "{puzzle}: step {i} ({:?})",
                    step.technique
                );
            }
            for &(cell, digit) in &step.eliminations {
                let cell = sudoku_core::Cell::new(cell as usize).unwrap();
                assert_ne!(
                    solution.get(cell).map(|d| d.get()),
                    Some(digit),
                    "{puzzle}: step {i} ({:?}) removes the solution's digit",
                    step.technique
                );
            }
        }
    }
}

#[test]
fn solved_nested_and_broken_grids() {
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let rating = se_rate(&grid(solved));
    assert_eq!(
        (rating.er, rating.ep, rating.ed, rating.complete),
        (0, 0, 0, true)
    );
    // Needs dynamic forcing chains (+) in SE (rated 9.6 there).
    let plus = "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........";
    let rating = se_rate(&grid(plus));
    assert_eq!(
        (rating.er, rating.ep, rating.ed, rating.complete),
        (96, 12, 12, true)
    );
    // Nested forcing chains (9.5 and up) on the path: SE 1.2.1 rates this
    // one of the hardest list 10.2/10.2/2.6.
    let nested =
        ".....6..9..67...3.79...3....1...7.5...752......5.....2..167..2......14..8........";
    let rating = se_rate(&grid(nested));
    assert_eq!(
        (rating.er, rating.ep, rating.ed, rating.complete),
        (102, 102, 26, true)
    );
    let (steps, solved) = se_path(&grid(nested));
    assert!(solved);
    assert!(
        steps
            .iter()
            .any(|s| s.technique == sudoku_logic::SeTechnique::NestedForcingChain)
    );
    // A grid with no solution (from the rated set): SE's rules run dry, 20.0.
    let broken =
        "..6.4.1.75..98.2..312.96.3.58.7..8..5.79...8...5.9437.6.6...32.1.8.9.5.5938.7.6..";
    let rating = se_rate(&grid(broken));
    assert!(!rating.complete);
    assert_eq!(rating.er, 200);
}

/// SE's value of each technique (the table of `../shared/logic/README.md`):
/// the rating, or for chains and uniqueness the least before bonuses.
fn value(technique: sudoku_logic::SeTechnique) -> (u32, bool) {
    use sudoku_logic::SeTechnique as T;
    match technique {
        T::FullHouse => (10, true),
        T::HiddenSingleBox => (12, true),
        T::HiddenSingleLine => (15, true),
        T::DirectPointing => (17, true),
        T::DirectClaiming => (19, true),
        T::DirectHiddenPair => (20, true),
        T::NakedSingle => (23, true),
        T::DirectHiddenTriple => (25, true),
        T::Pointing => (26, true),
        T::Claiming => (28, true),
        T::NakedPair => (30, true),
        T::XWing => (32, true),
        T::HiddenPair => (34, true),
        T::NakedTriple => (36, true),
        T::Swordfish => (38, true),
        T::HiddenTriple => (40, true),
        T::XyWing => (42, true),
        T::XyzWing => (44, true),
        T::UniqueLoop => (45, false),
        T::NakedQuad => (50, true),
        T::Jellyfish => (52, true),
        T::HiddenQuad => (54, true),
        T::Bug => (56, false),
        T::AlignedPairExclusion => (62, true),
        T::Cycle => (65, false),
        T::ForcingXChain => (66, false),
        T::XyCycle | T::ForcingChain => (70, false),
        T::AlignedTripleExclusion => (75, true),
        T::NishioForcingChain => (75, false),
        T::MultipleForcingChain => (80, false),
        T::DynamicForcingChain => (85, false),
        T::DynamicForcingChainPlus => (90, false),
        T::NestedForcingChain => (95, false),
        _ => (0, false),
    }
}

#[test]
fn every_step_is_rated_as_its_technique_is_valued() {
    let mut seen = std::collections::HashSet::new();
    for (puzzle, _, _, _) in sample() {
        for step in se_path(&grid(&puzzle)).0 {
            let (base, exact) = value(step.technique);
            seen.insert(format!("{:?}", step.technique));
            if exact {
                assert_eq!(step.rating, base, "{puzzle}: {:?}", step.technique);
            } else {
                assert!(
                    step.rating >= base,
                    "{puzzle}: {:?} rated {}",
                    step.technique,
                    step.rating
                );
                // Bonuses stay within a technique's band.
                assert!(
                    step.rating < base + 20,
                    "{puzzle}: {:?} rated {}",
                    step.technique,
                    step.rating
                );
            }
        }
    }
    // The sample reaches well into the scale.
    assert!(seen.len() >= 15, "{seen:?}");
}
