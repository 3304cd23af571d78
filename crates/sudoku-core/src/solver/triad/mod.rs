//! The second engine, for hard puzzles, after tdoku's design (Tom Dillon,
//! "Fast Sudoku Solvers", 2019; written from its design notes, no code
//! shared): the grid as clauses over cells and *triads* (the three digits
//! of a mini-row or mini-column) kept in one 16-lane vector per box, each
//! band and stack as the ways each digit may still cross it (its
//! *configurations*), and a search that branches on a digit's
//! configuration in a band rather than on a cell.
//!
//! [`count`](super::count), [`solve`](super::solve) and
//! [`check`](crate::check()) hand it the main engine's propagated root when
//! that still has many candidates and the processor runs its AVX-512 build
//! (BW, VL, BITALG), or only the hardest roots where its AVX2 build runs;
//! [`solve_any`](super::solve_any) does on every processor, since its
//! answer to a puzzle with several solutions depends on the engine (see
//! `Engine` in the parent module); `lexmin`'s branch and bound runs here
//! (`smallest.rs`) for the hardest roots, only in the AVX-512 build. Easier
//! roots stay with the main engine's search, which is cheaper there. Its
//! AVX-512, AVX2 and portable builds, chosen at run time, give the same
//! answers.
//!
//! The benchmark also runs it alone from the givens (`sudoku-bench --modes
//! triad-first,triad-count2`).

#[cfg(target_arch = "x86_64")]
mod avx2;
mod lanes;
mod search;
mod smallest;
mod state;
mod tables;

use super::State as Root;
use crate::Grid;
pub(crate) use search::Found;
pub(crate) use smallest::Smallest;
use tables::ALL;

/// Candidates in the engine's layout: `cells[b][4 * r + c]` holds the
/// digits (bit `d - 1`) the cell at row `r`, column `c` of box `b` may take.
type Cells = [[u16; 16]; 9];

/// How many solutions `puzzle` has, counting no further than `limit`, and
/// the first one the search met: the triad engine alone, from the givens
/// (for the benchmark; [`crate::count`] is the one to call).
pub fn count(puzzle: &Grid, limit: usize) -> (usize, Option<Grid>) {
    if limit == 0 {
        return (0, None);
    }
    let (n, [first, _]) = Build::best().count(&givens(puzzle), limit);
    (n, first.map(super::to_grid))
}

/// The candidates of `puzzle`'s givens alone: a given's digit, or all nine.
fn givens(puzzle: &Grid) -> Cells {
    let mut cells = [[ALL; 16]; 9];
    for (cell, &digit) in puzzle.values().iter().enumerate() {
        if digit != 0 {
            let (b, lane) = state::box_lane(cell);
            cells[b][lane] = 1 << (digit - 1);
        }
    }
    cells
}

/// The search from `root`, a propagated state of the main engine: how many
/// solutions, up to `limit` (at least 1), and the first two.
pub(super) fn count_from(root: &Root, limit: usize) -> Found {
    Build::best().count(&cells_from(root), limit)
}

/// The smallest solution reachable from `root` (a propagated state of the
/// main engine) that is smaller than `best` if given, by branch and bound
/// within `budget` branches; see [`smallest::smallest`].
pub(super) fn smallest_from(root: &Root, best: Option<[u8; 81]>, budget: u32) -> Smallest {
    Build::best().smallest(&cells_from(root), best, budget)
}

/// [`smallest::smallest`] built for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt")]
#[allow(unsafe_code)]
unsafe fn smallest_avx2(cells: &Cells, best: Option<[u8; 81]>, budget: u32) -> Smallest {
    smallest::smallest::<avx2::Avx2<false>>(cells, best, budget)
}

/// [`smallest::smallest`] built for AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt,avx512f,avx512bw,avx512vl,avx512bitalg")]
#[allow(unsafe_code)]
unsafe fn smallest_avx512(cells: &Cells, best: Option<[u8; 81]>, budget: u32) -> Smallest {
    smallest::smallest::<avx2::Avx2<true>>(cells, best, budget)
}

/// The main engine's `root` in this engine's layout.
fn cells_from(root: &Root) -> Cells {
    // Mini-row by mini-row: a box's row of lanes is a `u64` (four 16-bit
    // lanes, the fourth the row's triad, left empty here), and a digit's
    // three bits of a mini-row spread to its three lanes by table.
    let mut rows = [[0u64; 3]; 9];
    for band in 0..3 {
        for digit in 0..9 {
            let word = root.word(digit, band);
            for (stack, box_rows) in rows[3 * band..3 * band + 3].iter_mut().enumerate() {
                for (row, lanes) in box_rows.iter_mut().enumerate() {
                    let bits = (word >> (9 * row + 3 * stack)) & 0b111;
                    *lanes |= SPREAD[bits as usize] << digit;
                }
            }
        }
    }
    rows.map(|box_rows| {
        std::array::from_fn(|lane| {
            let (row, col) = (lane / 4, lane % 4);
            if row < 3 {
                (box_rows[row] >> (16 * col)) as u16
            } else {
                0
            }
        })
    })
}

/// Three bits to three 16-bit lanes of a `u64`, bit 0 of each.
const SPREAD: [u64; 8] = super::tables::spread_bits(16);

/// Whether this processor runs the AVX-512 build (BW, VL and BITALG),
/// the one that is faster than the main engine on hard puzzles.
pub(super) fn fast() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bitalg")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether this processor runs the AVX2 build (AVX2 and SSE4.1), whether
/// or not it also runs the AVX-512 one.
pub(super) fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("sse4.1")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// A build of the engine's searches: the instructions it is compiled for.
/// A build other than `Portable` is only made ([`Build::best`],
/// [`Build::all`]) on a processor that runs it, which makes calling it
/// sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Build {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    #[cfg(target_arch = "x86_64")]
    Avx512,
}

impl Build {
    /// The fastest build this processor runs.
    fn best() -> Build {
        #[cfg(target_arch = "x86_64")]
        {
            if fast() {
                return Build::Avx512;
            }
            if avx2() {
                return Build::Avx2;
            }
        }
        Build::Portable
    }

    /// Every build this processor runs, for tests that hold them to the
    /// same answers.
    #[cfg(test)]
    fn all() -> Vec<Build> {
        let mut builds = vec![Build::Portable];
        #[cfg(target_arch = "x86_64")]
        {
            if avx2() {
                builds.push(Build::Avx2);
            }
            if fast() {
                builds.push(Build::Avx512);
            }
        }
        builds
    }

    /// [`search::count`] in this build.
    fn count(self, cells: &Cells, limit: usize) -> Found {
        match self {
            Build::Portable => search::count::<lanes::Portable>(cells, limit),
            // SAFETY: the processor runs this build (see `Build`).
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Build::Avx2 => unsafe { count_avx2(cells, limit) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Build::Avx512 => unsafe { count_avx512(cells, limit) },
        }
    }

    /// [`smallest::smallest`] in this build.
    fn smallest(self, cells: &Cells, best: Option<[u8; 81]>, budget: u32) -> Smallest {
        match self {
            Build::Portable => smallest::smallest::<lanes::Portable>(cells, best, budget),
            // SAFETY: the processor runs this build (see `Build`).
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Build::Avx2 => unsafe { smallest_avx2(cells, best, budget) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Build::Avx512 => unsafe { smallest_avx512(cells, best, budget) },
        }
    }
}

/// [`search::count`] built for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt")]
#[allow(unsafe_code)]
unsafe fn count_avx2(cells: &Cells, limit: usize) -> Found {
    search::count::<avx2::Avx2<false>>(cells, limit)
}

/// [`search::count`] built for AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt,avx512f,avx512bw,avx512vl,avx512bitalg")]
#[allow(unsafe_code)]
unsafe fn count_avx512(cells: &Cells, limit: usize) -> Found {
    search::count::<avx2::Avx2<true>>(cells, limit)
}

#[cfg(test)]
mod tests;
