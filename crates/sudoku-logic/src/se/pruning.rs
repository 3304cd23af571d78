//! Whether SE's chain searches prune: skip the chains, candidates and
//! grids known to find nothing (the static chains' reach and bounds, the
//! closures that pick which nested dynamic chains to build, idle and
//! consistent candidates off, static searches on grids with no new strong
//! link or none a chain through which can end, the easy rules inside a
//! chain looking only where its grid changed since they last ran there,
//! Nishio's digits that found nothing on the board before) and stop
//! a chain once all it could still find is more complex than the best so
//! far. Pruning never changes a hint, only how long finding it takes;
//! turned off, the searches build every chain SE builds, several times
//! slower, which is how that is checked ([`super::se_path_unpruned`]).

use std::cell::Cell;

thread_local! {
    static PRUNING: Cell<bool> = const { Cell::new(true) };
}

/// Whether this thread's searches prune.
pub(super) fn on() -> bool {
    PRUNING.with(Cell::get)
}

/// Runs `work` with this thread's searches pruning or not (`prune`); the
/// thread's setting is restored after, even if `work` panics.
pub(super) fn with<T>(prune: bool, work: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            PRUNING.with(|p| p.set(self.0));
        }
    }
    let _restore = Restore(PRUNING.with(|p| p.replace(prune)));
    work()
}

#[cfg(test)]
mod tests {
    use super::super::board::grid_of;
    use super::super::{se_path, se_path_unpruned};

    #[test]
    fn pruning_changes_no_step() {
        let puzzles = [
            // Forcing chains and cycles (SE 7.6).
            "1.........5.....61..8...2...7...9.......1.3..4...5...6....98.4...2..1.....36.279.",
            // Dynamic forcing chains (SE 9.0).
            ".2....635.....37....4.5.....4.28..6.1.9...........43......37.9...59.....9....64..",
            // Nested forcing chains, static chains inside (SE 10.3).
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        ];
        for givens in puzzles {
            let grid = grid_of(givens);
            let pruned = se_path(&grid);
            // The nested searches' answers are kept apart for each way
            // (`memo.rs`): the second path does not take the first's.
            let unpruned = se_path_unpruned(&grid);
            assert!(pruned.1, "{givens}");
            assert_eq!(pruned, unpruned, "{givens}");
        }
        // The thread prunes again after.
        assert!(super::on());
    }
}
