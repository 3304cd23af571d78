//! The search state: for each digit and band, the cells that may still hold
//! the digit, narrowed by band-wise deductions.
//!
//! Cells are numbered 0-80 in reading order; cell `27 * band + bit` is bit
//! `bit` of its band's word (see [`tables`](super::tables)).

#[cfg(target_arch = "x86_64")]
use super::features;
use super::minirows;
use super::tables::{
    BAND, BAND_PEERS, FEASIBLE_CELLS, LOCKED_COLUMNS, LONE_ROWS, SINGLE_COLUMN_BOXES, spread_bits,
};
use crate::Grid;

mod branch;
mod columns;
mod givens;
mod subbands;

use columns::columns;
pub(crate) use givens::Givens;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use subbands::sse2;
use subbands::{Subbands, at};
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use subbands::{candidate_counts, differing};

/// Eight bits spread to eight bytes: byte `i` of entry `b` is bit `i` of
/// `b` (for [`State::values`]).
static BYTES: [u64; 256] = spread_bits(8);

/// The givens, or a guess, cannot all hold.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// For each index of [`Subbands`]: its band, and the indices of the same
/// digit's other two bands (a fourth word keeps entries 16 bytes apart, so
/// that each is three plain loads).
static SUBBAND: [[u32; 4]; 27] = {
    let mut table = [[0; 4]; 27];
    let mut i = 0;
    while i < 27 {
        let (digit, band) = (i / 3, i % 3);
        table[i] = [
            band as u32,
            at(digit, (band + 1) % 3) as u32,
            at(digit, (band + 2) % 3) as u32,
            0,
        ];
        i += 1;
    }
    table
};

/// A partly solved grid.
///
/// `candidates[at(digit, band)]` holds the cells of `band` that may still
/// hold the digit; a solved cell keeps only its own digit's bit. After
/// [`State::propagate`] returns `Ok`, every deduction below has been
/// applied to exhaustion.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct State {
    candidates: Subbands,
    /// `candidates` as the last band update left them: an update is due
    /// wherever the two differ.
    updated: Subbands,
    /// The cells of each band that hold no digit yet.
    unsolved: [u32; 3],
    /// The cells of each band with exactly two candidates, as of the last
    /// naked-singles pass.
    pairs: [u32; 3],
}

impl State {
    /// The state of `grid` with its givens placed and propagated.
    pub(super) fn new(grid: &Grid) -> Result<State, Contradiction> {
        let mut state = State::placed(grid)?;
        state.propagate_fully()?;
        Ok(state)
    }

    /// The state of `grid` with its givens placed, nothing propagated yet.
    fn placed(grid: &Grid) -> Result<State, Contradiction> {
        Ok(Givens::of(grid.values())?.placed())
    }

    /// The cells of `band` where `digit` may still go, or stands (bit
    /// `9 * row + col` within the band).
    pub(super) fn word(&self, digit: usize, band: usize) -> u32 {
        self.candidates[at(digit, band)]
    }

    /// The cells of each band that hold no digit yet.
    pub(super) fn unsolved_cells(&self) -> [u32; 3] {
        self.unsolved
    }

    /// How many candidates the open cells have in all.
    pub(super) fn open_candidates(&self) -> u32 {
        #[cfg(target_arch = "x86_64")]
        if features::fast_bmi2() {
            // SAFETY: `open_candidates_popcnt` needs POPCNT, which
            // `fast_bmi2` has found.
            #[allow(unsafe_code)]
            return unsafe { self.open_candidates_popcnt() };
        }
        self.open_candidates_with()
    }

    /// [`State::open_candidates`] counting with `popcnt`, which the
    /// baseline x86-64 target lacks (its count of a word is a dozen
    /// instructions).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    #[inline(never)]
    fn open_candidates_popcnt(&self) -> u32 {
        self.open_candidates_with()
    }

    /// [`State::open_candidates`], compiled into each build.
    #[inline(always)]
    fn open_candidates_with(&self) -> u32 {
        let open: u32 = self.unsolved.iter().map(|cells| cells.count_ones()).sum();
        let all: u32 = self.candidates[..27]
            .iter()
            .map(|word| word.count_ones())
            .sum();
        all - (81 - open)
    }

    /// Whether every cell holds a digit.
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The digit in `cell`, or `0` if it has none yet.
    pub(super) fn value(&self, cell: usize) -> u8 {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        if self.unsolved[band] & bit != 0 {
            return 0;
        }
        (0..9)
            .find(|&d| self.candidates[at(d, band)] & bit != 0)
            .map_or(0, |d| d as u8 + 1)
    }

    /// The 81 digits; `0` where a cell has none yet.
    ///
    /// Without a branch per cell: each digit's solved cells, eight at a
    /// time, become one byte a cell by table, times the digit, and the
    /// digits are added up (a solved cell is in one digit's word only).
    pub(super) fn values(&self) -> [u8; 81] {
        let mut values = [0; 81];
        for (band, out) in values.chunks_exact_mut(27).enumerate() {
            let mut bytes = [0u64; 4];
            for digit in 0..9 {
                let solved = self.candidates[at(digit, band)] & !self.unsolved[band];
                for (k, eight) in bytes.iter_mut().enumerate() {
                    *eight += BYTES[(solved >> (8 * k) & 0xff) as usize] * (digit as u64 + 1);
                }
            }
            for (out, eight) in out.chunks_mut(8).zip(bytes) {
                out.copy_from_slice(&eight.to_le_bytes()[..out.len()]);
            }
        }
        values
    }

    /// The digits `cell` may hold, bit `d - 1` for digit `d`.
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        self.digits_at(cell / 27, cell % 27)
    }

    /// [`State::candidates`] of the cell at `bit` of `band`.
    #[inline(always)]
    fn digits_at(&self, band: usize, bit: usize) -> u16 {
        let mut digits = 0;
        for d in 0..9 {
            digits |= ((self.candidates[at(d, band)] >> bit & 1) as u16) << d;
        }
        digits
    }

    /// The first cell in reading order that holds no digit yet.
    pub(super) fn first_unsolved(&self) -> Option<usize> {
        (0..3)
            .find(|&band| self.unsolved[band] != 0)
            .map(|band| 27 * band + self.unsolved[band].trailing_zeros() as usize)
    }

    /// Puts `digit` (1-9) in `cell`: the digit leaves the cell's row and
    /// box in its band, the other digits leave the cell. The columns follow
    /// in [`State::propagate`].
    #[inline]
    pub(super) fn place(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let (band, bit) = (cell / 27, cell % 27);
        let i = at(usize::from(digit - 1), band);
        if self.candidates[i] & 1 << bit == 0 {
            return Err(Contradiction);
        }
        self.candidates[i] &= !BAND_PEERS[bit];
        self.solve_cells(i, band, 1 << bit);
        Ok(())
    }

    /// Takes `digit` (1-9) from the candidates of `cell`, which holds no
    /// digit yet; [`State::propagate`] draws the consequences.
    pub(super) fn eliminate(&mut self, cell: usize, digit: u8) {
        debug_assert!(self.value(cell) == 0, "{cell} is solved");
        let (band, bit) = (cell / 27, cell % 27);
        self.candidates[at(usize::from(digit - 1), band)] &= !(1 << bit);
    }

    /// Marks `cells` of `band` solved with the digit of word `i` (which is
    /// in `band`): every other digit leaves them.
    #[inline(always)]
    fn solve_cells(&mut self, i: usize, band: usize, cells: u32) {
        self.solve_cells_keeping(i, band, cells, self.candidates[i]);
    }

    /// [`State::solve_cells`], word `i` left as `own`.
    #[inline(always)]
    fn solve_cells_keeping(&mut self, i: usize, band: usize, cells: u32, own: u32) {
        self.unsolved[band] &= !cells;
        for digit in 0..9 {
            self.candidates[at(digit, band)] &= !cells;
        }
        self.candidates[i] = own;
    }

    /// [`State::propagate`], then hidden singles in columns as well, until
    /// nothing changes. The column pass pays at the root, where a puzzle is
    /// often solved outright; after a guess it costs more than it saves.
    fn propagate_fully(&mut self) -> Result<(), Contradiction> {
        self.propagate()?;
        while !self.is_solved() && self.column_singles()? {
            self.propagate()?;
        }
        Ok(())
    }

    /// Applies the band deductions and naked singles until nothing changes.
    ///
    /// On processors where [`features::fast_bmi2`] holds, it runs a copy
    /// compiled for BMI2, which finds mini-rows with one instruction
    /// instead of three lookups; the answers are the same.
    #[inline(always)]
    pub(super) fn propagate(&mut self) -> Result<(), Contradiction> {
        #[cfg(target_arch = "x86_64")]
        if features::fast_bmi2() {
            // SAFETY: `propagate_bmi2` needs BMI1, BMI2 and POPCNT, which
            // `fast_bmi2` has found.
            #[allow(unsafe_code)]
            return unsafe { self.propagate_bmi2() };
        }
        self.propagate_portable()
    }

    /// [`State::propagate`] for any processor.
    #[inline(never)]
    pub(in crate::solver) fn propagate_portable(&mut self) -> Result<(), Contradiction> {
        self.propagate_with(minirows::by_table)
    }

    /// [`State::propagate`] compiled for BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi1,bmi2,popcnt")]
    #[inline(never)]
    pub(in crate::solver) fn propagate_bmi2(&mut self) -> Result<(), Contradiction> {
        self.propagate_with(|cells| minirows::by_bmi2(cells))
    }

    /// [`State::propagate`], finding mini-rows with `minirows`.
    #[inline(always)]
    fn propagate_with<M>(&mut self, minirows: M) -> Result<(), Contradiction>
    where
        M: Fn(u32) -> usize,
    {
        loop {
            loop {
                // One pass over the words that changed since their last
                // update, found all at once; the updates of a pass may
                // change more, for the next pass.
                // The spare 28th word never changes; leaving its bit out
                // lets the compiler see that each index is a word's.
                let mut changed = self.changed() & ((1 << 27) - 1);
                if changed == 0 {
                    break;
                }
                while changed != 0 {
                    let i = changed.trailing_zeros() as usize;
                    changed &= changed - 1;
                    self.update(i, &minirows)?;
                }
            }
            if self.is_solved() || !self.naked_singles()? {
                return Ok(());
            }
        }
    }

    /// The words of `candidates` that differ from `updated`, bit `i` for
    /// word `i`.
    #[inline(always)]
    fn changed(&self) -> u32 {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        {
            sse2::differing(&self.candidates, &self.updated)
        }
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        {
            differing(&self.candidates, &self.updated)
        }
    }

    /// The deductions for word `i` (a digit in a band):
    /// - only mini-rows that fit a placement of the digit (one per row and
    ///   per box) keep it, which also catches a row or box left without;
    /// - a box where the digit has one column left takes that column from
    ///   the other two bands;
    /// - a row where the digit has one cell left solves that cell.
    #[inline(always)]
    fn update<M>(&mut self, i: usize, minirows: &M) -> Result<(), Contradiction>
    where
        M: Fn(u32) -> usize,
    {
        let [band, other, another, _] = SUBBAND[i].map(|index| index as usize);
        let cells = self.candidates[i];
        // Nine mini-rows: below 512 (the mask lets the compiler drop the
        // bounds checks of the four tables).
        let minirows = minirows(cells) & 0o777;
        let cells = cells & FEASIBLE_CELLS[minirows];
        if cells == 0 {
            return Err(Contradiction);
        }
        self.updated[i] = cells;

        let columns = columns(cells) as usize;
        let keep = !LOCKED_COLUMNS[columns];
        self.candidates[other] &= keep;
        self.candidates[another] &= keep;

        // A row left with one cell: its one mini-row, in a box with one
        // column. Unconditional: a branch here mispredicts more than the
        // work costs.
        let solved =
            cells & LONE_ROWS[minirows] & SINGLE_COLUMN_BOXES[columns] & self.unsolved[band];
        self.solve_cells_keeping(i, band, solved, cells);
        Ok(())
    }

    /// Places every cell with a single candidate; whether there was one.
    /// Also records the cells with two candidates, for [`State::branch`].
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let [ones, twos, threes] = sse2::candidate_counts(&self.candidates);
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        let [ones, twos, threes] = candidate_counts(&self.candidates);
        for band in 0..3 {
            let (one, two, three) = (ones[band], twos[band], threes[band]);
            if one != BAND {
                return Err(Contradiction);
            }
            self.pairs[band] = two & !three;
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // An earlier single of this pass may have taken the last
                // candidate.
                let digit = (0..9)
                    .find(|&digit| self.candidates[at(digit, band)] & 1 << bit != 0)
                    .ok_or(Contradiction)?;
                self.candidates[at(digit, band)] &= !BAND_PEERS[bit];
                self.unsolved[band] &= !(1 << bit);
                placed = true;
            }
        }
        Ok(placed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// States from empty to solved (a search's path from the empty grid,
    /// and every state on the way to a solution of the hard samples'
    /// first puzzles): the digits read all at once are each cell's, and
    /// the open candidates counted in either build are the open cells'.
    #[test]
    fn the_values_are_each_cell_s_digit() {
        let mut states = 0;
        let mut cells_solved = 0;
        let sets = ["forum_hardest_1106.txt", "17_clue.txt"];
        let mut puzzles = vec![Grid::empty()];
        for set in sets {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../fixtures/sets")
                .join(set);
            let text = std::fs::read_to_string(&path).unwrap();
            let lines = text.lines().filter(|line| line.len() == 81).take(20);
            puzzles.extend(lines.map(crate::testing::grid));
        }
        for puzzle in puzzles {
            let mut state = State::new(&puzzle).unwrap();
            loop {
                let values = state.values();
                for (cell, &value) in values.iter().enumerate() {
                    assert_eq!(value, state.value(cell), "{puzzle} cell {cell}");
                    cells_solved += usize::from(value != 0);
                }
                let open = (0..81).filter(|&cell| values[cell] == 0);
                let open = open.map(|cell| state.candidates(cell).count_ones()).sum();
                assert_eq!(state.open_candidates(), open, "{puzzle}");
                assert_eq!(state.open_candidates_with(), open, "{puzzle}");
                states += 1;
                let Some((cell, digits)) = state.branch() else {
                    break;
                };
                // Down the first digit that leads to a solution.
                let digit = (1..=9)
                    .filter(|d| digits >> (d - 1) & 1 != 0)
                    .find(|&d| {
                        let mut next = state;
                        next.place(cell, d).is_ok()
                            && next.propagate().is_ok()
                            && super::super::search::first(&next).is_some()
                    })
                    .unwrap();
                state.place(cell, digit).unwrap();
                state.propagate().unwrap();
            }
        }
        assert!(states > 100, "only {states} states");
        assert!(cells_solved > 1_000, "only {cells_solved} cells solved");
    }

    /// Every search node of the hard sample puzzles (up to a bound each):
    /// the BMI2 build of propagation and of the guess choice leaves the
    /// same state and makes the same choice as the portable one.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_bmi2_build_agrees_with_the_portable_one() {
        if !features::fast_bmi2() {
            return;
        }
        let mut nodes = 0;
        for set in [
            "forum_hardest_1106.txt",
            "magictour_top1465.txt",
            "17_clue.txt",
        ] {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../fixtures/sets")
                .join(set);
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|line| line.len() == 81) {
                let mut stack = vec![State::new(&crate::testing::grid(line)).unwrap()];
                let mut visited = 0;
                while let Some(state) = stack.pop() {
                    // SAFETY: `fast_bmi2` holds (checked above).
                    #[allow(unsafe_code)]
                    let choice = unsafe { state.branch_popcnt() };
                    assert_eq!(choice, state.branch_portable(), "{line}");
                    let Some((cell, mut digits)) = choice else {
                        continue;
                    };
                    while digits != 0 {
                        let digit = digits.trailing_zeros() as u8 + 1;
                        digits &= digits - 1;
                        let (mut portable, mut fast) = (state, state);
                        if portable.place(cell, digit).is_err() {
                            continue;
                        }
                        fast.place(cell, digit).unwrap();
                        let outcome = portable.propagate_portable().is_ok();
                        // SAFETY: as above.
                        #[allow(unsafe_code)]
                        let fast_outcome = unsafe { fast.propagate_bmi2() }.is_ok();
                        assert_eq!(outcome, fast_outcome, "{line}");
                        if outcome {
                            assert_eq!(portable, fast, "{line}");
                            if visited < 64 {
                                stack.push(portable);
                            }
                        }
                        visited += 1;
                        nodes += 1;
                    }
                }
            }
        }
        assert!(nodes > 10_000, "only {nodes} nodes");
    }
}
