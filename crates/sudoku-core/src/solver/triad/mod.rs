//! A second engine, after tdoku's design (Tom Dillon, "Fast Sudoku
//! Solvers", 2019): the grid as clauses over cells and *triads* (the
//! three digits of a mini-row or mini-column), propagated with 16-lane
//! vectors, and a search that branches on how a digit crosses a band
//! rather than on a cell. Written from the design notes; no code is
//! shared.
//!
//! Experimental: the benchmark runs it beside the main engine.

mod lanes;
#[cfg(target_arch = "x86_64")]
mod avx2;
mod search;
mod state;
mod tables;

use crate::Grid;

/// How many solutions `puzzle` has, counting no further than `limit`, and
/// the first one the search met.
pub fn count(puzzle: &Grid, limit: usize) -> (usize, Option<Grid>) {
    if limit == 0 {
        return (0, None);
    }
    let values = puzzle.values();
    let (n, first) = dispatch(values, limit);
    (n, first.map(super::to_grid))
}

#[cfg(target_arch = "x86_64")]
fn dispatch(values: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    if std::is_x86_feature_detected!("avx512bw")
        && std::is_x86_feature_detected!("avx512vl")
        && std::is_x86_feature_detected!("avx512bitalg")
    {
        // SAFETY: the processor has them.
        #[allow(unsafe_code)]
        return unsafe { count_avx512(values, limit) };
    }
    if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("sse4.1") {
        // SAFETY: the processor has AVX2 and SSE4.1 (checked above).
        #[allow(unsafe_code)]
        return unsafe { count_avx2(values, limit) };
    }
    search::count::<lanes::Portable>(values, limit)
}

#[cfg(not(target_arch = "x86_64"))]
fn dispatch(values: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    search::count::<lanes::Portable>(values, limit)
}

/// [`search::count`] built for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt")]
#[allow(unsafe_code)]
unsafe fn count_avx2(values: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    search::count::<avx2::Avx2<false>>(values, limit)
}

/// [`search::count`] built for AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,sse4.1,popcnt,avx512f,avx512bw,avx512vl,avx512bitalg")]
#[allow(unsafe_code)]
unsafe fn count_avx512(values: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    search::count::<avx2::Avx2<true>>(values, limit)
}

/// [`search::count`] on the portable vectors, for tests.
pub fn count_portable(puzzle: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let (n, first) = search::count::<lanes::Portable>(puzzle.values(), limit.max(1));
    (n, first.map(super::to_grid))
}

#[cfg(test)]
mod tests;
