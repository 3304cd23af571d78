//! The canonical (minlex) form: the smallest 81-character string (blanks as
//! `0`) over every transformation, digits relabelled in order of first
//! appearance. Found row by row: every way to fill the rows so far that
//! gives the smallest prefix is kept, the others dropped.

use super::transform::Transform;
use crate::Grid;

/// A puzzle's canonical form, the transformation that gives it, and how
/// many transformations map the puzzle onto itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Canonical {
    /// The minlex form.
    pub grid: Grid,
    /// A transformation taking the puzzle to its canonical form (its
    /// [`inverse`](Transform::inverse) takes the canonical form back).
    pub transform: Transform,
    /// How many row, column and transposition arrangements give the
    /// canonical form (the puzzle's automorphisms, the identity included;
    /// digits the puzzle does not use are not counted as free).
    pub automorphisms: u32,
}

/// One way to fill the first rows: transposed or not, the column order,
/// the rows chosen so far and the digits labelled so far.
#[derive(Clone, Copy)]
struct State {
    transpose: bool,
    cols: [u8; 9],
    rows: [u8; 9],
    labels: [u8; 10],
    next: u8,
}

/// Every column order that keeps stacks together: 6 × 6³.
fn column_orders() -> Vec<[u8; 9]> {
    const PERMS: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = Vec::with_capacity(1296);
    for stacks in PERMS {
        for a in PERMS {
            for b in PERMS {
                for c in PERMS {
                    let mut cols = [0u8; 9];
                    for (k, inner) in [a, b, c].iter().enumerate() {
                        for i in 0..3 {
                            cols[k * 3 + i] = stacks[k] * 3 + inner[i];
                        }
                    }
                    out.push(cols);
                }
            }
        }
    }
    out
}

/// The row `row` of `values` under `state`, relabelled, written to `out`;
/// the state's labels are updated.
fn row_of(values: &[[u8; 81]; 2], state: &mut State, row: u8, out: &mut [u8; 9]) {
    let v = &values[state.transpose as usize];
    for j in 0..9 {
        let d = v[row as usize * 9 + state.cols[j] as usize];
        out[j] = if d == 0 {
            0
        } else {
            if state.labels[d as usize] == 0 {
                state.labels[d as usize] = state.next;
                state.next += 1;
            }
            state.labels[d as usize]
        };
    }
}

/// The canonical form of `grid`.
pub fn canonical(grid: &Grid) -> Canonical {
    let plain = *grid.values();
    let mut transposed = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            transposed[r * 9 + c] = plain[c * 9 + r];
        }
    }
    let values = [plain, transposed];
    let mut best = [10u8; 9];
    let mut states: Vec<State> = Vec::new();
    let mut row = [0u8; 9];
    // The first row: any row, any column order, either way round. Its
    // digits are labelled 1, 2, ... in order, so its string is set by where
    // its givens fall: at best, stacks with fewer givens first, blanks
    // first in each. Only the rows whose best is the least can start.
    let pattern = |v: &[u8; 81], r: usize| -> u16 {
        let mut counts: Vec<u16> = (0..3)
            .map(|s| (0..3).filter(|&i| v[r * 9 + s * 3 + i] != 0).count() as u16)
            .collect();
        counts.sort_unstable();
        // Nine bits, the first cell the highest: 1 where a given falls.
        counts.iter().fold(0u16, |p, &n| (p << 3) | ((1 << n) - 1))
    };
    let least = (0..9)
        .flat_map(|r| [pattern(&values[0], r), pattern(&values[1], r)])
        .min()
        .unwrap_or(0);
    let orders = column_orders();
    for transpose in [false, true] {
        let starts: Vec<u8> = (0..9u8)
            .filter(|&r| pattern(&values[transpose as usize], r as usize) == least)
            .collect();
        if starts.is_empty() {
            continue;
        }
        let v = &values[transpose as usize];
        for &cols in &orders {
            for &r in &starts {
                // Only orders that put this row's givens where the least
                // pattern has them can tie.
                let fits = (0..9).all(|j| {
                    let given = v[r as usize * 9 + cols[j] as usize] != 0;
                    given == (least & (1 << (8 - j)) != 0)
                });
                if !fits {
                    continue;
                }
                let mut state = State {
                    transpose,
                    cols,
                    rows: [0; 9],
                    labels: [0; 10],
                    next: 1,
                };
                row_of(&values, &mut state, r, &mut row);
                if row > best {
                    continue;
                }
                if row < best {
                    best = row;
                    states.clear();
                }
                state.rows[0] = r;
                states.push(state);
            }
        }
    }
    let mut canonical = [0u8; 81];
    canonical[..9].copy_from_slice(&best);
    // Each further row: the rows left in the band, or any row of a band
    // not used yet.
    for k in 1..9usize {
        let mut next_states = Vec::new();
        let mut best = [10u8; 9];
        for state in &states {
            let used: u16 = state.rows[..k].iter().map(|&r| 1u16 << r).sum();
            let (from, to) = if k % 3 != 0 {
                let band = state.rows[k - 1] / 3;
                (band * 3, band * 3 + 3)
            } else {
                (0, 9)
            };
            for r in from..to {
                let free = if k % 3 != 0 {
                    used & (1 << r) == 0
                } else {
                    used & (0b111 << (r / 3 * 3)) == 0
                };
                if !free {
                    continue;
                }
                let mut next = *state;
                row_of(&values, &mut next, r, &mut row);
                if row > best {
                    continue;
                }
                if row < best {
                    best = row;
                    next_states.clear();
                }
                next.rows[k] = r;
                next_states.push(next);
            }
        }
        canonical[k * 9..k * 9 + 9].copy_from_slice(&best);
        states = next_states;
    }
    let first = states[0];
    // Digits the puzzle does not use take the labels left, in order.
    let mut digits = [0u8; 9];
    let mut next = first.next;
    for d in 1..=9usize {
        digits[d - 1] = if first.labels[d] != 0 {
            first.labels[d]
        } else {
            next += 1;
            next - 1
        };
    }
    let transform = Transform {
        transpose: first.transpose,
        rows: first.rows,
        cols: first.cols,
        digits,
    };
    Canonical {
        grid: Grid::from_values(canonical).expect("a relabelled grid"),
        transform,
        automorphisms: states.len() as u32,
    }
}
