//! What each candidate implies for HoDoKu's forcing nets: taken true, and
//! taken false, which candidates follow true and which false, along
//! HoDoKu's links ([`Tables`]) and, for each candidate, what playing it
//! out with singles gives (`lookahead.rs`). (Its forcing chains read the
//! tables themselves, `forcing.rs`, for their chains.)

use super::lookahead;
use super::tables::Tables;
use crate::candidates::{bit, digits_of};
use crate::reachability as reach;
use crate::{Candidates, CellSet};

/// What one assumption implies: for each digit (index `digit - 1`), the
/// cells where it follows true and where it follows false, the
/// assumption itself included.
#[derive(Clone, Default)]
pub(crate) struct Implied {
    pub(crate) on: [CellSet; 9],
    pub(crate) off: [CellSet; 9],
}

/// Every candidate's implications, taken true and taken false.
pub(crate) struct Closures {
    /// `cell * 9 + digit - 1`: (taken true, taken false); `None` for a
    /// digit the cell cannot hold.
    pub(crate) of: Vec<Option<(Implied, Implied)>>,
    /// The links and plays they were drawn along, for the nets that show
    /// them.
    pub(crate) graph: Graph,
}

/// The implication graph of the closures: the tables' states, and each
/// state's direct implications (its links, then what playing it out
/// gives, for a single candidate).
pub(crate) struct Graph {
    pub(super) tables: Tables,
    pub(super) next: Vec<Vec<usize>>,
}

/// The closures of every candidate of `grid`, along links and what each
/// candidate implies played out.
pub(crate) fn closures(grid: &Candidates) -> Closures {
    let tables = Tables::new(grid, true);
    let states = tables.nodes.len() * 2;
    // Each state's links (HoDoKu's direct implications), and a single
    // candidate's also what playing it out implies.
    let mut next: Vec<Vec<usize>> = (0..states)
        .map(|state| tables.direct(state).iter().map(|&s| s as usize).collect())
        .collect();
    let scratch = grid.scratch();
    for cell in 0..81 {
        for digit in digits_of(grid.mask(cell)) {
            for on in [false, true] {
                let played = lookahead::implied(grid, scratch.clone(), cell, digit, on);
                next[tables.state(cell, digit, on) as usize].extend(
                    played
                        .facts
                        .into_iter()
                        .filter(|&(c, d, _)| grid.mask(c) & bit(d) != 0)
                        .map(|(c, d, on)| tables.state(c, d, on) as usize),
                );
            }
        }
    }
    let reach = reach::reach(&next);
    // Each state of a single candidate: its cell, its digit's index, and
    // whether the candidate is true.
    let single_state: Vec<Option<(usize, usize, bool)>> = (0..states)
        .map(|state| {
            let (cells, digit) = tables.nodes[state / 2];
            (cells.len() == 1).then(|| {
                let cell = cells.first().unwrap_or(0);
                (cell, usize::from(digit - 1), state % 2 == 1)
            })
        })
        .collect();
    let mut of = vec![None; 729];
    for cell in 0..81 {
        for digit in digits_of(grid.mask(cell)) {
            of[cell * 9 + usize::from(digit - 1)] = Some(implied(&reach, &single_state, |on| {
                tables.state(cell, digit, on) as usize
            }));
        }
    }
    Closures {
        of,
        graph: Graph { tables, next },
    }
}

/// What a candidate implies taken true and taken false: the single
/// candidates among the states its two states (`state_of(on)`) reach.
fn implied(
    reach: &reach::Reach,
    single_state: &[Option<(usize, usize, bool)>],
    state_of: impl Fn(bool) -> usize,
) -> (Implied, Implied) {
    let [mut on, mut off] = [Implied::default(), Implied::default()];
    for (implied, assumed) in [(&mut on, true), (&mut off, false)] {
        for (w, &bits) in reach.from(state_of(assumed)).iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let state = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some((cell, d, true_)) = single_state[state] {
                    if true_ {
                        implied.on[d].insert(cell);
                    } else {
                        implied.off[d].insert(cell);
                    }
                }
            }
        }
    }
    (on, off)
}
