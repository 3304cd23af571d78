//! SE's aligned pair and triple exclusion: the combinations of values two
//! or three cells can take, less those that would empty a cell they all
//! see.

use super::Sink;
use super::board::{Board, PEERS, digits, sees};
use super::combos;
use super::hint::{Hint, SeTechnique};

/// Aligned exclusion over `degree` (2 or 3) cells.
pub(crate) fn aligned(board: &Board, degree: usize, sink: Sink) -> bool {
    let mut list = Vec::new();
    let mut excluders: Vec<Vec<usize>> = vec![Vec::new(); 81];
    for c in 0..81 {
        if board.count(c) < 2 {
            continue;
        }
        let mut naked_single = false;
        let mut found = Vec::new();
        for &e in &PEERS[c] {
            let card = board.count(e as usize) as usize;
            if card == 1 {
                naked_single = true;
            } else if card >= 2 && card <= degree {
                found.push(e as usize);
            }
        }
        if !naked_single && !found.is_empty() {
            list.push(c);
            excluders[c] = found;
        }
    }
    if list.len() < degree {
        return false;
    }
    combos(2, list.len(), |pair| {
        let (c0, c1) = (list[pair[0]], list[pair[1]]);
        if degree == 2 {
            return try_cells(board, &[c0, c1], &excluders, sink);
        }
        let mut tail: Vec<usize> = excluders[c0].clone();
        for &e in &excluders[c1] {
            if !tail.contains(&e) {
                tail.push(e);
            }
        }
        tail.retain(|c| list.contains(c) && *c != c0 && *c != c1);
        combos(degree - 2, tail.len(), |pick| {
            let mut cells = vec![c0, c1];
            cells.extend(pick.iter().map(|&i| tail[i]));
            try_cells(board, &cells, &excluders, sink)
        })
    })
}

fn try_cells(board: &Board, cells: &[usize], excluders: &[Vec<usize>], sink: Sink) -> bool {
    let common: Vec<usize> = excluders[cells[0]]
        .iter()
        .copied()
        .filter(|e| cells[1..].iter().all(|c| excluders[*c].contains(e)))
        .collect();
    if common.len() < 2 {
        return false;
    }
    let n = cells.len();
    let lists: Vec<Vec<u8>> = cells
        .iter()
        .map(|&c| digits(board.cands[c]).collect())
        .collect();
    let mut allowed = vec![0u16; n];
    let mut index = vec![0usize; n];
    loop {
        let values: Vec<u8> = (0..n).map(|i| lists[i][index[i]]).collect();
        let clash =
            (0..n).any(|i| (i + 1..n).any(|j| values[i] == values[j] && sees(cells[i], cells[j])));
        let mask: u16 = values.iter().fold(0, |m, &v| m | 1 << v);
        let locked = clash || common.iter().any(|&e| board.cands[e] & !mask == 0);
        if !locked {
            for i in 0..n {
                allowed[i] |= 1 << values[i];
            }
        }
        // Next combination.
        let mut i = 0;
        while i < n {
            index[i] += 1;
            if index[i] < lists[i].len() {
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
    hint.is_worth() && sink(hint)
}
