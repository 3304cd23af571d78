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

/// One way to fill the first rows: transposed or not, the rows chosen so
/// far, the digits labelled so far, and the column order as far as those
/// rows decide it. Columns blank in every row so far can still be taken in
/// any order: the first `free_stacks` stack places hold stacks blank so
/// far (in any order, each column of them free), and the first
/// `free_cols[s]` columns of the stack in place `s` are blank so far. `cols`
/// is one column order that fits.
#[derive(Clone, Copy)]
struct State {
    transpose: bool,
    rows: [u8; 9],
    labels: [u8; 10],
    next: u8,
    cols: [u8; 9],
    free_stacks: u8,
    free_cols: [u8; 3],
}

impl State {
    /// How many column orders this state stands for: its free stacks in
    /// any order, and each one's columns and the free columns of the
    /// others in any order.
    fn orders(&self) -> u32 {
        const FACTORIAL: [u32; 4] = [1, 1, 2, 6];
        let free = usize::from(self.free_stacks);
        let columns: u32 = (free..3)
            .map(|s| FACTORIAL[usize::from(self.free_cols[s])])
            .product();
        FACTORIAL[free] * 6u32.pow(free as u32) * columns
    }

    /// The label of digit `d` (0 for a blank), labelling it if it is new.
    fn label(&mut self, d: u8) -> u8 {
        if d == 0 {
            return 0;
        }
        if self.labels[usize::from(d)] == 0 {
            self.labels[usize::from(d)] = self.next;
            self.next += 1;
        }
        self.labels[usize::from(d)]
    }
}

/// What the rows chosen so far at one step come to: the smallest row
/// string found, and the states that give it.
struct Search<'a> {
    /// The row's values, in column order of the grid as it stands
    /// (transposed or not).
    row: &'a [u8; 9],
    best: [u8; 9],
    found: Vec<State>,
}

impl Search<'_> {
    /// Goes on from stack place `slot` with the row's labels so far in
    /// `out`: every completion no greater than the best so far is kept
    /// (the smaller ones replacing the others).
    fn extend(&mut self, state: State, slot: usize, out: &mut [u8; 9]) {
        if slot == 3 {
            if *out < self.best {
                self.best = *out;
                self.found.clear();
            }
            self.found.push(state);
            return;
        }
        if slot == 0 && state.free_stacks > 0 {
            self.place_free_stacks(state, out);
            return;
        }
        let base = 3 * slot;
        let free = usize::from(state.free_cols[slot]);
        // The free columns: blanks first (still free), then the digits
        // labelled already by label, then the new digits in every order.
        let mut blanks = [0u8; 3];
        let mut known = [(0u8, 0u8); 3];
        let mut new = [0u8; 3];
        let (mut b, mut k, mut n) = (0, 0, 0);
        for &c in &state.cols[base..base + free] {
            let d = self.row[usize::from(c)];
            if d == 0 {
                blanks[b] = c;
                b += 1;
            } else if state.labels[usize::from(d)] != 0 {
                known[k] = (state.labels[usize::from(d)], c);
                k += 1;
            } else {
                new[n] = c;
                n += 1;
            }
        }
        known[..k].sort_unstable();
        for &order in orders(n) {
            let mut next = state;
            let mut cols = [0u8; 3];
            cols[..b].copy_from_slice(&blanks[..b]);
            for (i, &(_, c)) in known[..k].iter().enumerate() {
                cols[b + i] = c;
            }
            for (i, &j) in order.iter().enumerate() {
                cols[b + k + i] = new[j];
            }
            next.cols[base..base + free].copy_from_slice(&cols[..free]);
            next.free_cols[slot] = b as u8;
            for j in 0..3 {
                out[base + j] = next.label(self.row[usize::from(next.cols[base + j])]);
            }
            // A prefix already greater than the best row cannot end smaller.
            if out[..base + 3] > self.best[..base + 3] {
                continue;
            }
            self.extend(next, slot + 1, out);
        }
    }

    /// The free stacks: those blank in this row first (still free), then
    /// the others in every order, each with all its columns free.
    fn place_free_stacks(&mut self, state: State, out: &mut [u8; 9]) {
        let free = usize::from(state.free_stacks);
        let (mut blank, mut given) = ([0u8; 3], [0u8; 3]);
        let (mut b, mut g) = (0, 0);
        for slot in 0..free {
            let stack = state.cols[3 * slot] / 3;
            let cols = 3 * usize::from(stack)..3 * usize::from(stack) + 3;
            if cols.clone().all(|c| self.row[c] == 0) {
                blank[b] = stack;
                b += 1;
            } else {
                given[g] = stack;
                g += 1;
            }
        }
        for &order in orders(g) {
            let mut next = state;
            let stacks = blank[..b].iter().chain(order.iter().map(|&j| &given[j]));
            for (slot, &stack) in stacks.enumerate() {
                for j in 0..3 {
                    next.cols[3 * slot + j] = 3 * stack + j as u8;
                }
                next.free_cols[slot] = 3;
            }
            next.free_stacks = b as u8;
            out[..3 * b].fill(0);
            self.extend(next, b, out);
        }
    }
}

/// The orders of `n` things (0 to 3), as lists of their indices.
fn orders(n: usize) -> &'static [&'static [usize]] {
    match n {
        0 => &[&[]],
        1 => &[&[0]],
        2 => &[&[0, 1], &[1, 0]],
        _ => &[
            &[0, 1, 2],
            &[0, 2, 1],
            &[1, 0, 2],
            &[1, 2, 0],
            &[2, 0, 1],
            &[2, 1, 0],
        ],
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
    let mut states: Vec<State> = [false, true]
        .map(|transpose| State {
            transpose,
            rows: [0; 9],
            labels: [0; 10],
            next: 1,
            cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            free_stacks: 3,
            free_cols: [3; 3],
        })
        .to_vec();
    let mut canonical = [0u8; 81];
    let mut search = Search {
        row: &[0; 9],
        best: [10; 9],
        found: Vec::new(),
    };
    let mut out = [0u8; 9];
    // Row by row: for each way so far, each row that may come next (any
    // row first; then the rows left in the band, or any row of a band not
    // used yet), keeping the ways that give the smallest row.
    for k in 0..9usize {
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
                let v = &values[usize::from(state.transpose)];
                search.row = v[usize::from(r) * 9..usize::from(r) * 9 + 9]
                    .try_into()
                    .expect("nine cells");
                let mut next = *state;
                next.rows[k] = r;
                search.extend(next, 0, &mut out);
            }
        }
        canonical[k * 9..k * 9 + 9].copy_from_slice(&search.best);
        std::mem::swap(&mut states, &mut search.found);
        search.found.clear();
        search.best = [10; 9];
    }
    let automorphisms = states.iter().map(State::orders).sum();
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
        automorphisms,
    }
}
