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
    let mut lists = [[0u8; 9]; 3];
    let mut lens = [0usize; 3];
    for (i, &c) in cells.iter().enumerate() {
        for d in digits(board.cands[c]) {
            lists[i][lens[i]] = d;
            lens[i] += 1;
        }
    }
    let mut see = [[false; 3]; 3];
    for i in 0..n {
        for j in 0..n {
            see[i][j] = i != j && sees(cells[i], cells[j]);
        }
    }
    let mut allowed = [0u16; 3];
    let mut index = [0usize; 3];
    loop {
        let mut values = [0u8; 3];
        for i in 0..n {
            values[i] = lists[i][index[i]];
        }
        let clash = (0..n).any(|i| (i + 1..n).any(|j| values[i] == values[j] && see[i][j]));
        // Only combinations that add something new need the excluders.
        let new = (0..n).any(|i| allowed[i] & (1 << values[i]) == 0);
        if new && !clash {
            let mask: u16 = values[..n].iter().fold(0, |m, &v| m | 1 << v);
            if !excl.iter().any(|&e| e & !mask == 0) {
                for i in 0..n {
                    allowed[i] |= 1 << values[i];
                }
                // Every value of every cell allowed: nothing to remove.
                if (0..n).all(|i| allowed[i] == board.cands[cells[i]]) {
                    return false;
                }
            }
        }
        // Next combination.
        let mut i = 0;
        while i < n {
            index[i] += 1;
            if index[i] < lens[i] {
                break;
            }
            index[i] = 0;
            i += 1;
        }
        if i == n {
            break;
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
