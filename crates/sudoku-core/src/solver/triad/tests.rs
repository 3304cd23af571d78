use super::*;

fn puzzles(set: &str) -> Vec<Grid> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/sets")
        .join(set);
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .filter(|line| line.len() == 81)
        .map(crate::testing::grid)
        .collect()
}

/// Both builds count as the main engine does, up to 3, and the solution
/// each gives solves the puzzle.
#[test]
fn the_counts_agree_with_the_main_engine() {
    let mut checked = 0;
    for set in [
        "forum_hardest_1106.txt",
        "magictour_top1465.txt",
        "17_clue.txt",
        "slow.txt",
    ] {
        for puzzle in puzzles(set) {
            let expected = crate::count(&puzzle, 3);
            for (n, first) in [count(&puzzle, 3), count_portable(&puzzle, 3)] {
                assert_eq!(n, expected, "{puzzle}");
                if let Some(solution) = first {
                    assert!(solution.solves(&puzzle), "{puzzle}");
                }
                assert_eq!(first.is_some(), n > 0);
            }
            checked += 1;
        }
    }
    assert!(checked > 100);
}
