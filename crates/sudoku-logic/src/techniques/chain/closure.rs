//! What each candidate implies along the links of the grouped chain graph:
//! taken true, and taken false, which candidates follow true and which
//! false (HoDoKu's tables for its forcing chains, which follow strong and
//! weak links, through groups, but draw no single from what is left). For
//! its forcing nets, each candidate's own implications come from playing
//! it out with singles (`lookahead.rs`) instead of from its links.

use super::lookahead;
use super::{Graph, Links, NONE};
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
    // For nets, each single candidate's direct implications, by state.
    let mut direct: Vec<Vec<usize>> = Vec::new();
    if net {
        direct = vec![Vec::new(); states];
        for (index, &node) in graph.single.iter().enumerate() {
            if node == NONE {
                continue;
            }
            let (cell, digit) = (index / 9, (index % 9) as u8 + 1);
            for on in [false, true] {
                direct[node * 2 + usize::from(on)] = lookahead::implied(grid, cell, digit, on)
                    .into_iter()
                    .filter_map(|(c, d, on)| {
                        let n = graph.single[c * 9 + usize::from(d - 1)];
                        (n != NONE).then_some(n * 2 + usize::from(on))
                    })
                    .collect();
            }
        }
    }
    let mut seen = vec![false; states];
    let mut queue = Vec::with_capacity(states);
    let mut of = vec![None; 729];
    for (index, &node) in graph.single.iter().enumerate() {
        if node == NONE {
            continue;
        }
        let mut both = [Implied::default(), Implied::default()];
        for (k, on) in [true, false].into_iter().enumerate() {
            seen.fill(false);
            queue.clear();
            let first = node * 2 + usize::from(on);
            seen[first] = true;
            queue.push(first);
            let mut i = 0;
            while i < queue.len() {
                let state = queue[i];
                i += 1;
                let (at, on) = (state / 2, state % 2 == 1);
                let (cells, digit) = graph.nodes[at];
                if cells.len() == 1 {
                    let d = usize::from(digit - 1);
                    if on {
                        both[k].on[d] |= cells;
                    } else {
                        both[k].off[d] |= cells;
                    }
                }
                let played = direct.get(state).into_iter().flatten().copied();
                for n in graph.successors(state).chain(played) {
                    if !seen[n] {
                        seen[n] = true;
                        queue.push(n);
                    }
                }
            }
        }
        let [on, off] = both;
        of[index] = Some((on, off));
    }
    Closures { of }
}
