//! Whether a chain's links hold in a grid of candidates, for the tests
//! that check the chains of HoDoKu's and SE's paths.

use sudoku_core::Cell;
use sudoku_logic::{Candidates, House, Node};

/// Whether `digit` is a candidate of the open cell `cell` in `marks`.
pub(crate) fn is_candidate(marks: &Candidates, cell: Cell, digit: u8) -> bool {
    marks.value(cell).is_none() && marks.candidates(cell).any(|d| d.get() == digit)
}

/// The places of `digit` in each house, as `marks` has them.
pub(crate) fn places(marks: &Candidates, digit: u8) -> Vec<Vec<Cell>> {
    House::all()
        .map(|house| {
            house
                .cells()
                .cells()
                .filter(|&c| is_candidate(marks, c, digit))
                .collect()
        })
        .collect()
}

/// Whether `node`'s digit is a candidate of each of its cells.
pub(crate) fn holds(marks: &Candidates, node: &Node) -> bool {
    node.cells
        .iter()
        .all(|&c| is_candidate(marks, c, node.digit.get()))
}

/// Whether the link from `a` to `b` holds in `marks`: a weak link joins
/// nodes that cannot both be true (a digit in cells that see each other,
/// or two digits of one cell), a strong one nodes of which one is true (a
/// digit's only places in a house, or a cell's only two digits).
pub(crate) fn link_holds(marks: &Candidates, a: &Node, b: &Node, strong: bool) -> bool {
    if a.digit != b.digit {
        let cell = a.cells[..] == b.cells[..] && a.cells.len() == 1;
        return cell && (!strong || marks.candidates(a.cells[0]).count() == 2);
    }
    if a.cells.iter().any(|c| b.cells.contains(c)) {
        return false;
    }
    if !strong {
        return a.cells.iter().all(|&x| b.cells.iter().all(|&y| x.sees(y)));
    }
    let linked = a.cells.len() + b.cells.len();
    places(marks, a.digit.get()).iter().any(|places| {
        places.len() == linked
            && places
                .iter()
                .all(|c| a.cells.contains(c) || b.cells.contains(c))
    })
}
