//! The bound on a search for a step's best hint (`beyond_best`): the
//! best hint is the one a search that stops no chain ranks first.

use super::super::board::{Board, struck};
use super::super::chaining::{Chaining, Search};
use super::super::hint::{SeTechnique, tenths};
use super::super::nested::every_hint;

/// What the test compares of a rule's best hint: rating (tenths),
/// complexity, removals.
type Best = (u32, u32, Vec<(u8, u16)>);

/// The rule's best hint on `board` as a search for a step finds it
/// (chains stopped by the best so far), with the number of chains
/// stopped; and the first of every hint the rule finds, in SE's order
/// (a nested search's, which stops none).
fn both(board: &Board, rule: Chaining) -> (Option<Best>, u32, Option<Best>) {
    let mut bounded = Search::new(board, rule);
    bounded.run();
    let found = bounded
        .best
        .found
        .take()
        .map(|(rating, complexity, _, hint)| (tenths(rating), complexity, hint.removals));
    let first = every_hint(rule, board)
        .into_iter()
        .next()
        .map(|f| (tenths(f.hint.rating), f.complexity, f.hint.removals));
    (found, bounded.cuts, first)
}

#[test]
fn stopping_chains_at_the_best_so_far_keeps_the_best_hint() {
    // From the forum's hardest list (SE 10.3): their paths need
    // dynamic forcing chains (+) and nested ones.
    let hardest = [
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    ];
    let (mut checked, mut cuts) = (0, 0);
    for givens in hardest {
        let mut board = struck(givens, 0, u64::MAX);
        while let Some(hint) = super::super::first_hint(&board) {
            let chained = matches!(
                hint.technique,
                SeTechnique::DynamicForcingChainPlus | SeTechnique::NestedForcingChain
            );
            if chained {
                // The rule that gave the step: the first of levels 1
                // to 3 that finds anything.
                for level in 1..=3 {
                    let rule = Chaining {
                        multiple: true,
                        dynamic: true,
                        nishio: false,
                        level,
                    };
                    let (found, stopped, first) = both(&board, rule);
                    assert_eq!(found, first, "{givens} level {level}");
                    if found.is_some() {
                        checked += 1;
                        cuts += stopped;
                        break;
                    }
                }
            }
            hint.apply(&mut board);
        }
        assert!(board.solved(), "{givens}");
    }
    // Steps of chains were compared, and the bound stopped chains.
    assert!(checked >= 6, "{checked} steps checked");
    assert!(cuts > 0, "no chain stopped");
    // Where the bound does most: dynamic chains with dynamic forcing
    // chains nested (level 4), on a puzzle that needs them (SE 11.8).
    let board = struck(
        "1.......2..94...5..6....7.....89..4....3.6.....8.4.....2....1..7.......6..5.8..3.",
        0,
        u64::MAX,
    );
    let rule = Chaining {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 4,
    };
    let (found, stopped, first) = both(&board, rule);
    assert!(found.is_some(), "no level-4 hint");
    assert_eq!(found, first);
    assert!(stopped > 10, "{stopped} chains stopped");
}
