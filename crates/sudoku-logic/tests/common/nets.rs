//! Whether a net's inferences hold in a grid of candidates, for the tests
//! that check the nets of HoDoKu's and SE's paths.

use sudoku_core::Cell;
use sudoku_logic::{Candidates, House, Net, NetNode};

use super::links::is_candidate;

/// A candidate taken true or false: its cell, its digit, and which.
pub(crate) type Literal = (Cell, u8, bool);

/// A node as a literal.
pub(crate) fn literal(node: &NetNode) -> Literal {
    (node.cell, node.digit.get(), node.on)
}

/// Why `net` does not hold in `marks`, the grid its step starts from, if
/// it does not: every node but the first follows from earlier ones (and
/// the grid), is a
/// candidate of `marks`, and, taken false, has a parent taken true in its
/// cell or of its digit in a cell it sees, or has among its parents taken
/// false every place of its digit in some house but those that see it
/// (locked candidates); taken true, every other candidate of its cell, or
/// every other place of its digit in some house, is among its parents
/// taken false.
pub(crate) fn net_fault(net: &Net, marks: &Candidates) -> Option<String> {
    let first = net.nodes.first()?;
    if !first.from.is_empty() {
        return Some(format!(
            "the premise {} follows from something",
            first.literal()
        ));
    }
    for (i, node) in net.nodes.iter().enumerate() {
        let name = node.literal();
        let d = node.digit.get();
        if !is_candidate(marks, node.cell, d) {
            return Some(format!("{name}: not a candidate"));
        }
        if i == 0 {
            continue;
        }
        // No parents: the grid alone makes it so (a single it still has).
        if node.from.iter().any(|&p| p >= i) {
            return Some(format!("{name}: does not follow from earlier nodes"));
        }
        let parents: Vec<&NetNode> = node.from.iter().map(|&p| &net.nodes[p]).collect();
        let off = |c: Cell, d: u8| {
            parents
                .iter()
                .any(|p| !p.on && p.cell == c && p.digit.get() == d)
        };
        if node.on {
            let naked = marks
                .candidates(node.cell)
                .all(|v| v == node.digit || off(node.cell, v.get()));
            let hidden = House::all()
                .filter(|h| h.cells().contains(node.cell))
                .any(|h| {
                    h.cells()
                        .cells()
                        .filter(|&o| is_candidate(marks, o, d))
                        .all(|o| o == node.cell || off(o, d))
                });
            if !naked && !hidden {
                return Some(format!("{name}: not its cell's or a house's last"));
            }
        } else {
            let by = parents.iter().any(|p| {
                p.on && ((p.cell == node.cell && p.digit != node.digit)
                    || (p.digit == node.digit && p.cell != node.cell && p.cell.sees(node.cell)))
            });
            let locked = House::all().any(|h| {
                let left: Vec<Cell> = h
                    .cells()
                    .cells()
                    .filter(|&o| is_candidate(marks, o, d) && !off(o, d))
                    .collect();
                !left.is_empty() && left.iter().all(|&o| o != node.cell && o.sees(node.cell))
            });
            if !by && !locked {
                return Some(format!(
                    "{name}: not ruled out by a candidate taken true, nor locked out"
                ));
            }
        }
    }
    None
}
