//! What each candidate implies along the links of the grouped chain graph:
//! taken true, and taken false, which candidates follow true and which
//! false (HoDoKu's tables for its forcing chains, which follow strong and
//! weak links, through groups, but draw no single from what is left). For
//! its forcing nets, each candidate's own implications come from playing
//! it out with singles (`lookahead.rs`) instead of from its links.

use super::{Graph, Links, NONE};
use super::{lookahead, reach};
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
}

/// The closures of every candidate of `grid`, along links (`net` false)
/// or, for HoDoKu's nets, along what each candidate implies played out.
pub(crate) fn closures(grid: &Candidates, net: bool) -> Closures {
    let graph = Graph::new(grid, Links::Grouped);
    let states = graph.nodes.len() * 2;
    // Each state's links; for nets, a single candidate's also what
    // playing it out implies.
    let mut next: Vec<Vec<usize>> = (0..states)
        .map(|state| graph.successors(state).collect())
        .collect();
    if net {
        let scratch = grid.scratch();
        for (index, &node) in graph.single.iter().enumerate() {
            if node == NONE {
                continue;
            }
            let (cell, digit) = (index / 9, (index % 9) as u8 + 1);
            for on in [false, true] {
                let played = lookahead::implied(grid, scratch.clone(), cell, digit, on);
                next[node * 2 + usize::from(on)].extend(played.into_iter().filter_map(
                    |(c, d, on)| {
                        let n = graph.single[c * 9 + usize::from(d - 1)];
                        (n != NONE).then_some(n * 2 + usize::from(on))
                    },
                ));
            }
        }
    }
    let reach = reach::reach(&next);
    // Each state of a single candidate: its cell, its digit's index, and
    // whether the candidate is true.
    let single_state: Vec<Option<(usize, usize, bool)>> = (0..states)
        .map(|state| {
            let (cells, digit) = graph.nodes[state / 2];
            (cells.len() == 1).then(|| {
                let cell = cells.first().unwrap_or(0);
                (cell, usize::from(digit - 1), state % 2 == 1)
            })
        })
        .collect();
    let mut of = vec![None; 729];
    for (index, &node) in graph.single.iter().enumerate() {
        if node == NONE {
            continue;
        }
        let mut both = [Implied::default(), Implied::default()];
        for (k, on) in [true, false].into_iter().enumerate() {
            for (w, &bits) in reach.from(node * 2 + usize::from(on)).iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let state = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if let Some((cell, d, true_)) = single_state[state] {
                        if true_ {
                            both[k].on[d].insert(cell);
                        } else {
                            both[k].off[d].insert(cell);
                        }
                    }
                }
            }
        }
        let [on, off] = both;
        of[index] = Some((on, off));
    }
    Closures { of }
}
