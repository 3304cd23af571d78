//! SE's aligned pair and triple exclusion: the combinations of values two
//! or three cells can take, less those that would empty a cell they all
//! see.

use super::Sink;
use super::board::{Board, PEERS, digits, sees, several};
use super::combos;
use super::hint::{Focus, Hint, SeTechnique};

/// Aligned exclusion over `degree` (2 or 3) cells.
pub(crate) fn aligned(board: &Board, degree: usize, sink: Sink) -> bool {
    let mut list = Vec::new();
    let mut in_list = 0u128;
    // Each cell's excluders, in SE's peer order and as a set.
    let mut excluders: Vec<Vec<usize>> = vec![Vec::new(); 81];
    let mut masks = [0u128; 81];
    for c in 0..81 {
        if board.count(c) < 2 {
            continue;
        }
        let mut naked_single = false;
        let mut found = Vec::new();
        let mut mask = 0u128;
        for &e in &PEERS[c] {
            let card = board.count(e as usize) as usize;
            if card == 1 {
                naked_single = true;
            } else if card >= 2 && card <= degree {
                found.push(e as usize);
                mask |= 1 << e;
            }
        }
        if !naked_single && !found.is_empty() {
            list.push(c);
            in_list |= 1 << c;
            excluders[c] = found;
            masks[c] = mask;
        }
    }
    if list.len() < degree {
        return false;
    }
    combos(2, list.len(), |pair| {
        let (c0, c1) = (list[pair[0]], list[pair[1]]);
        if degree == 2 {
            return try_cells(board, &[c0, c1], &masks, sink);
        }
        if !several(masks[c0] & masks[c1]) {
            // Every triple with this pair needs two common excluders.
            return false;
        }
        // The third cell: the excluders of the first, then the new ones of
        // the second, that are candidates themselves (SE's order).
        let from_c1 = excluders[c1].iter().filter(|&&e| masks[c0] & (1 << e) == 0);
        for &third in excluders[c0].iter().chain(from_c1) {
            if in_list & (1 << third) == 0 || third == c0 || third == c1 {
                continue;
            }
            if try_cells(board, &[c0, c1, third], &masks, sink) {
                return true;
            }
        }
        false
    })
}

fn try_cells(board: &Board, cells: &[usize], masks: &[u128; 81], sink: Sink) -> bool {
    let common = cells.iter().fold(u128::MAX, |m, &c| m & masks[c]);
    if !several(common) {
        return false;
    }
    let mut excl = [0u16; 20];
    let mut n_excl = 0;
    let mut rest = common;
    while rest != 0 {
        let e = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if n_excl < excl.len() {
            excl[n_excl] = board.cands[e];
            n_excl += 1;
        }
    }
    let excl = &excl[..n_excl];
    let n = cells.len();
    let cands = [
        board.cands[cells[0]],
        board.cands[cells[1]],
        if n == 3 { board.cands[cells[2]] } else { 0 },
    ];
    let see01 = sees(cells[0], cells[1]);
    let (see02, see12) = if n == 3 {
        (sees(cells[0], cells[2]), sees(cells[1], cells[2]))
    } else {
        (false, false)
    };
    // The values each cell keeps: those of a combination with no two
    // cells that see each other alike and no excluder's candidates all
    // among its values. For each value of the first two cells, the third
    // cell's values that complete it: an excluder within the two values
    // leaves none, one that needs a single value more rules that out.
    let mut allowed = [0u16; 3];
    for v0 in digits(cands[0]) {
        for v1 in digits(cands[1]) {
            if v0 == v1 && see01 {
                continue;
            }
            let pair = 1 << v0 | 1 << v1;
            let mut third = if n == 3 { cands[2] } else { 1 };
            if see02 {
                third &= !(1 << v0);
            }
            if see12 {
                third &= !(1 << v1);
            }
            for &e in excl {
                let rest = e & !pair;
                if rest == 0 {
                    third = 0;
                    break;
                }
                if n == 3 && rest & (rest - 1) == 0 {
                    third &= !rest;
                }
            }
            if third == 0 {
                continue;
            }
            allowed[0] |= 1 << v0;
            allowed[1] |= 1 << v1;
            if n == 3 {
                allowed[2] |= third;
            }
            // Every value of every cell allowed: nothing to remove.
            if (0..n).all(|i| allowed[i] == cands[i]) {
                return false;
            }
        }
    }
    let removals: Vec<(u8, u16)> = cells
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| {
            let m = board.cands[c] & !allowed[i];
            (m != 0).then_some((c as u8, m))
        })
        .collect();
    let (technique, rating) = if n == 2 {
        (SeTechnique::AlignedPairExclusion, 6.2)
    } else {
        (SeTechnique::AlignedTripleExclusion, 7.5)
    };
    let hint = Hint::new(technique, rating, removals, None);
    hint.is_worth() && sink(hint.at(Focus::cells(0, cells.iter().copied())))
}
