//! The candidates of every cell while a puzzle is being solved: a bit set
//! of digits per cell (bit `d - 1` for digit `d`).

/// A set of digits, bit `d - 1` for digit `d`.
pub type Digits = u32;

/// The set holding only `digit`.
pub const fn bit(digit: u8) -> Digits {
    1 << (digit - 1)
}

/// The digits of `set`, smallest first.
pub fn digits(set: Digits) -> impl Iterator<Item = u8> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let digit = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            digit
        })
    })
}

/// The only digit of `set`, if it has exactly one.
pub const fn single(set: Digits) -> Option<u8> {
    if set != 0 && set & (set - 1) == 0 {
        Some(set.trailing_zeros() as u8 + 1)
    } else {
        None
    }
}

/// A cell was left without a candidate: no solution from here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Contradiction;

/// The candidates of a grid of `size` × `size` cells, and which cells'
/// candidates changed since the solver last looked (so that it wakes only
/// the rules that read them).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    size: usize,
    cells: Vec<Digits>,
    /// A bit per cell, set when its candidates change.
    dirty: Vec<u64>,
}

impl Board {
    /// Every digit everywhere, every cell marked as changed.
    pub fn new(size: usize) -> Self {
        let all = (1u32 << size) - 1;
        let cells = size * size;
        let mut board = Board {
            size,
            cells: vec![all; cells],
            dirty: vec![0; cells.div_ceil(64)],
        };
        board.mark_all();
        board
    }

    /// The side of the grid.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Every digit of the grid's size.
    pub fn all(&self) -> Digits {
        (1u32 << self.size) - 1
    }

    /// The candidates of `cell` (row-major index).
    pub fn get(&self, cell: usize) -> Digits {
        self.cells[cell]
    }

    /// Every cell's candidates, row by row.
    pub fn cells(&self) -> &[Digits] {
        &self.cells
    }

    /// Keeps only the candidates of `cell` that are in `allowed`.
    ///
    /// # Errors
    ///
    /// When none is left.
    pub fn restrict(&mut self, cell: usize, allowed: Digits) -> Result<(), Contradiction> {
        let old = self.cells[cell];
        let new = old & allowed;
        if new == 0 {
            return Err(Contradiction);
        }
        if new != old {
            self.cells[cell] = new;
            self.dirty[cell / 64] |= 1 << (cell % 64);
        }
        Ok(())
    }

    /// Removes `removed` from the candidates of `cell`.
    ///
    /// # Errors
    ///
    /// When none is left.
    pub fn remove(&mut self, cell: usize, removed: Digits) -> Result<(), Contradiction> {
        self.restrict(cell, !removed)
    }

    /// Moves the marks of the cells that changed since the last call into
    /// `into` (cleared first; a bit per cell) and clears them; whether
    /// there were any.
    pub(crate) fn take_dirty(&mut self, into: &mut Vec<u64>) -> bool {
        into.clear();
        into.extend_from_slice(&self.dirty);
        self.dirty.fill(0);
        into.iter().any(|&w| w != 0)
    }

    /// Marks every cell as changed.
    pub(crate) fn mark_all(&mut self) {
        let cells = self.cells.len();
        self.dirty.fill(u64::MAX);
        if !cells.is_multiple_of(64)
            && let Some(last) = self.dirty.last_mut()
        {
            *last = (1u64 << (cells % 64)) - 1;
        }
    }

    /// Forgets which cells changed.
    pub(crate) fn clear_dirty(&mut self) {
        self.dirty.fill(0);
    }

    /// Whether a cell changed since the last [`Board::take_dirty`].
    pub(crate) fn is_dirty(&self) -> bool {
        self.dirty.iter().any(|&w| w != 0)
    }

    /// The grid's digits when every cell has exactly one candidate.
    pub fn solved(&self) -> Option<Vec<u8>> {
        self.cells.iter().map(|&set| single(set)).collect()
    }
}
