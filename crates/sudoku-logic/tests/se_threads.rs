//! SE's chain searches shared among a rayon pool's threads (what `sudoku
//! rate -j 2` does for one puzzle): the same path, step by step, and the
//! same rating as one thread, on puzzles whose paths need dynamic and
//! nested forcing chains.

mod common;

use common::grid;

use sudoku_logic::{se_path, se_rate};

/// From the forum's hardest list: nested forcing chains (SE 10.3), each
/// rated in well under a second by an optimised build.
const HARDEST: [&str; 2] = [
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
];

/// Dynamic forcing chains (SE 8.3) and Nishio (SE 7.8).
const CHAINS: [&str; 2] = [
    ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7",
    "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192",
];

#[test]
fn a_shared_search_finds_the_steps_one_thread_finds() {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    for puzzle in HARDEST.iter().chain(&CHAINS) {
        let puzzle = grid(puzzle);
        let alone = se_path(&puzzle);
        let shared = pool.install(|| se_path(&puzzle));
        // The steps carry their ratings: the same steps, the same rating.
        assert_eq!(shared, alone, "{puzzle}");
    }
    // The hardest do need the chains the threads share.
    let rating = se_rate(&grid(HARDEST[0]));
    assert_eq!((rating.er, rating.ep, rating.ed), (103, 12, 12));
}
