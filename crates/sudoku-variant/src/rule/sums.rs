//! Sums with repeats allowed (little killers): exactly the candidates some
//! assignment adding up to the total uses, by the sums reachable before
//! and after each cell.

use super::Cell;
use crate::board::{Board, Contradiction, Digits, bit, digits};

/// Keeps exactly the candidates of `cells` that take part in some
/// assignment adding up to `total` (digits may repeat): the sums the
/// cells before each can make, forward, and those the cells after it can
/// complete, backward.
///
/// # Errors
///
/// When no assignment adds up to `total`.
pub fn sum_support(board: &mut Board, cells: &[Cell], total: u32) -> Result<(), Contradiction> {
    if total < 128 && cells.len() <= 32 {
        return small_sum_support(board, cells, total);
    }
    wide_sum_support(board, cells, total)
}

/// [`sum_support`] for any total: the sums as a list of flags.
fn wide_sum_support(board: &mut Board, cells: &[Cell], total: u32) -> Result<(), Contradiction> {
    let t = total as usize;
    // forward[i][s]: the first i cells can add up to s.
    let mut forward = vec![vec![false; t + 1]; cells.len() + 1];
    forward[0][0] = true;
    for (i, &cell) in cells.iter().enumerate() {
        let set = board.get(cell);
        for s in 0..=t {
            if forward[i][s] {
                for d in digits(set) {
                    if let Some(reached) = forward[i + 1].get_mut(s + usize::from(d)) {
                        *reached = true;
                    }
                }
            }
        }
    }
    if !forward[cells.len()][t] {
        return Err(Contradiction);
    }
    // completes[s]: from s, the cells after this one can reach the total.
    let mut completes = vec![false; t + 1];
    completes[t] = true;
    for (i, &cell) in cells.iter().enumerate().rev() {
        let mut keep: Digits = 0;
        let mut before = vec![false; t + 1];
        for s in (0..=t).filter(|&s| forward[i][s]) {
            for d in digits(board.get(cell)) {
                if completes.get(s + usize::from(d)) == Some(&true) {
                    keep |= bit(d);
                    before[s] = true;
                }
            }
        }
        board.restrict(cell, keep)?;
        completes = before;
    }
    Ok(())
}

/// [`sum_support`] for totals under 128: the sums as bits of a `u128`.
fn small_sum_support(board: &mut Board, cells: &[Cell], total: u32) -> Result<(), Contradiction> {
    let mask: u128 = if total == 127 {
        u128::MAX
    } else {
        (1u128 << (total + 1)) - 1
    };
    let mut forward = [0u128; 33];
    forward[0] = 1;
    for (i, &cell) in cells.iter().enumerate() {
        forward[i + 1] = digits(board.get(cell)).fold(0, |m, d| m | (forward[i] << d)) & mask;
    }
    if forward[cells.len()] >> total & 1 == 0 {
        return Err(Contradiction);
    }
    let mut completes: u128 = 1 << total;
    for (i, &cell) in cells.iter().enumerate().rev() {
        let mut keep: Digits = 0;
        let mut before: u128 = 0;
        for d in digits(board.get(cell)) {
            let from = completes >> d;
            if forward[i] & from != 0 {
                keep |= bit(d);
                before |= from;
            }
        }
        board.restrict(cell, keep)?;
        completes = before & forward[i];
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The candidates every assignment adding up to `total` uses, by
    /// trying them all; `None` when none does.
    fn brute(sets: &[Digits], total: u32) -> Option<Vec<Digits>> {
        let mut keep = vec![0; sets.len()];
        let mut any = false;
        let mut stack = vec![(0usize, 0u32, Vec::new())];
        while let Some((i, sum, chosen)) = stack.pop() {
            if i == sets.len() {
                if sum == total {
                    any = true;
                    for (k, &d) in keep.iter_mut().zip(&chosen) {
                        *k |= bit(d);
                    }
                }
                continue;
            }
            for d in digits(sets[i]) {
                let mut next = chosen.clone();
                next.push(d);
                stack.push((i + 1, sum + u32::from(d), next));
            }
        }
        any.then_some(keep)
    }

    #[test]
    fn both_ways_of_sum_support_keep_what_some_assignment_uses() {
        let mut state = 5;
        for _ in 0..300 {
            let n = 1 + (next(&mut state) % 4) as usize;
            let mut board = Board::new(9);
            let cells: Vec<Cell> = (0..n).collect();
            for &c in &cells {
                let set = (next(&mut state) as u32 & 0x1FF).max(1);
                board.restrict(c, set).unwrap();
            }
            let sets: Vec<Digits> = cells.iter().map(|&c| board.get(c)).collect();
            let total = 1 + (next(&mut state) % 30) as u32;
            let expected = brute(&sets, total);
            for wide in [false, true] {
                let mut b = board.clone();
                let got = if wide {
                    wide_sum_support(&mut b, &cells, total)
                } else {
                    small_sum_support(&mut b, &cells, total)
                };
                match &expected {
                    None => assert!(got.is_err(), "{sets:?} {total} {wide}"),
                    Some(keep) => {
                        assert!(got.is_ok(), "{sets:?} {total} {wide}");
                        let kept: Vec<Digits> = cells.iter().map(|&c| b.get(c)).collect();
                        assert_eq!(&kept, keep, "{sets:?} {total} {wide}");
                    }
                }
            }
        }
    }

    fn next(state: &mut u64) -> u64 {
        crate::solver::next_random(state)
    }
}
