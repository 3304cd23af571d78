//! SE's XY-wing and XYZ-wing.

use super::Sink;
use super::board::{Board, PEER_MASK, PEERS, sees};
use super::hint::{Focus, Hint, SeTechnique};
use super::scope::Scope;

/// XY-wings (`xyz` false) or XYZ-wings: pivot cells in reading order, then
/// wings among the pivot's peers in SE's peer order; only those with a
/// cell `scope` allows.
pub(crate) fn wing(board: &Board, xyz: bool, scope: &Scope, sink: Sink) -> bool {
    let size = if xyz { 3 } else { 2 };
    for pivot in 0..81 {
        let xy = board.cands[pivot];
        if xy.count_ones() != size {
            continue;
        }
        let pivot_in = scope.has_cell(pivot);
        if !pivot_in && !scope.has_cells_in(PEER_MASK[pivot]) {
            continue;
        }
        for &xz_cell in &PEERS[pivot] {
            let xz = board.cands[xz_cell as usize];
            if xz.count_ones() != 2 || (xy & !xz).count_ones() != 1 {
                continue;
            }
            for &yz_cell in &PEERS[pivot] {
                let yz = board.cands[yz_cell as usize];
                if yz.count_ones() != 2 {
                    continue;
                }
                let union = (xy | xz | yz).count_ones();
                let inter = (xy & xz & yz).count_ones();
                let fits = if xyz {
                    union == 3 && inter == 1
                } else {
                    union == 3 && inter == 0
                };
                if !fits
                    || !(pivot_in
                        || scope.has_cell(usize::from(xz_cell))
                        || scope.has_cell(usize::from(yz_cell)))
                {
                    continue;
                }
                let z = (xz & yz).trailing_zeros() as u8;
                let (a, b) = (xz_cell as usize, yz_cell as usize);
                let mut removals = Vec::new();
                for &v in &PEERS[a] {
                    let v = v as usize;
                    if v == pivot || v == b || !sees(v, b) || (xyz && !sees(v, pivot)) {
                        continue;
                    }
                    if board.has(v, z) {
                        removals.push((v as u8, 1u16 << z));
                    }
                }
                let (technique, rating) = if xyz {
                    (SeTechnique::XyzWing, 4.4)
                } else {
                    (SeTechnique::XyWing, 4.2)
                };
                let hint = Hint::new(technique, rating, removals, None);
                let focus = Focus {
                    first: Some(pivot as u8),
                    ..Focus::cells(xy | xz | yz, [pivot, a, b])
                };
                if hint.is_worth() && sink(hint.at(focus)) {
                    return true;
                }
            }
        }
    }
    false
}
