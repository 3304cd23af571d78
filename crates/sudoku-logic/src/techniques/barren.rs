//! Where a single-digit pattern was looked for and not found.
//!
//! A fish search reads nothing but one digit's places. While a solver
//! works through a puzzle, most steps leave most digits' places alone,
//! and the same search would run again on the same places for nothing:
//! this remembers, per thread, the places where it found nothing.

use std::cell::RefCell;
use std::collections::HashSet;

use crate::{CellSet, Technique};

thread_local! {
    static BARREN: RefCell<HashSet<(Technique, u128)>> = RefCell::new(HashSet::new());
}

/// The most entries kept before starting again.
const MAX: usize = 1 << 14;

/// Whether `technique` found nothing in a digit's `places` before.
pub(super) fn known(technique: Technique, places: CellSet) -> bool {
    BARREN.with(|b| b.borrow().contains(&(technique, places.0)))
}

/// Remembers that `technique` finds nothing in a digit's `places`.
pub(super) fn remember(technique: Technique, places: CellSet) {
    BARREN.with(|b| {
        let mut b = b.borrow_mut();
        if b.len() >= MAX {
            b.clear();
        }
        b.insert((technique, places.0));
    });
}
