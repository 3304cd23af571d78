//! Whether a net's inferences hold in a grid of candidates, for the tests
//! that check the nets of HoDoKu's and SE's paths.

use sudoku_core::Cell;
use sudoku_logic::{Candidates, House, HouseKind, Net, NetNode};

use super::links::{is_candidate, places};

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
/// (locked candidates), or has among its parents taken false what else
/// two cells of a house held, leaving them a pair of digits, its own
/// among them (a naked pair), or what else two other digits' places in a
/// house were, leaving them its cell and one more (a hidden pair), or
/// what else its digit's places in two lines were, leaving them in two
/// lines across them, one of them its own (an X-wing); taken
/// true, every other candidate of its cell, or
/// every other place of its digit in some house, is among its parents
/// taken false. A node carried from another net, or refuted in one of
/// its own, is for [`nested_fault`].
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
        // Carried from another net, or refuted in one: `nested_fault`
        // checks those.
        if node.carried.is_some() || node.refuted_by.is_some() {
            continue;
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
            // A naked pair: two other cells of a house it is in with two
            // digits left between them, its own among them.
            let left = |c: Cell| -> u16 {
                marks
                    .candidates(c)
                    .filter(|v| !off(c, v.get()))
                    .fold(0, |m, v| m | 1 << v.get())
            };
            let houses = || House::all().filter(|h| h.cells().contains(node.cell));
            let naked = houses().any(|h| {
                let open: Vec<Cell> = h
                    .cells()
                    .cells()
                    .filter(|&c| c != node.cell && marks.value(c).is_none())
                    .collect();
                open.iter().enumerate().any(|(i, &p)| {
                    open[i + 1..].iter().any(|&q| {
                        let both = left(p) | left(q);
                        both.count_ones() == 2 && both & 1 << d != 0
                    })
                })
            });
            // A hidden pair: two other digits whose places left in a house
            // it is in are its cell and one more.
            let places_left = |h: House, v: u8| -> Vec<Cell> {
                h.cells()
                    .cells()
                    .filter(|&c| is_candidate(marks, c, v) && !off(c, v))
                    .collect()
            };
            let hidden = houses().any(|h| {
                let others: Vec<u8> = (1..=9u8).filter(|&v| v != d).collect();
                others.iter().enumerate().any(|(i, &a)| {
                    others[i + 1..].iter().any(|&b| {
                        let mut cells = places_left(h, a);
                        cells.extend(places_left(h, b));
                        cells.sort();
                        cells.dedup();
                        cells.len() == 2 && cells.contains(&node.cell)
                    })
                })
            });
            // An X-wing: two lines where its digit's places left lie in two
            // lines across them, one of which it is in.
            let xwing = [HouseKind::Row, HouseKind::Column].iter().any(|&kind| {
                let lines: Vec<House> = House::all().filter(|h| h.kind() == kind).collect();
                let across = |c: Cell| match kind {
                    HouseKind::Row => c.col(),
                    _ => c.row(),
                };
                lines.iter().enumerate().any(|(i, &a)| {
                    lines[i + 1..].iter().any(|&b| {
                        if a.cells().contains(node.cell) || b.cells().contains(node.cell) {
                            return false;
                        }
                        let mut covers: Vec<usize> = places_left(a, d)
                            .into_iter()
                            .chain(places_left(b, d))
                            .map(across)
                            .collect();
                        covers.sort();
                        covers.dedup();
                        covers.len() <= 2 && covers.contains(&across(node.cell))
                    })
                })
            });
            if !by && !locked && !naked && !hidden && !xwing {
                return Some(format!(
                    "{name}: not ruled out by a candidate taken true, nor locked out"
                ));
            }
        }
    }
    None
}

/// Why the nets of a step do not fit together, if they do not: a net that
/// a node is refuted by (`refuted_by`) starts from that node's candidate
/// taken true, is named by that one node alone, comes after its net, and
/// reaches literals that `contradict` says cannot all hold; a node carried
/// into it (`carried`) is a node of the net it serves that the refuted
/// node follows from, the same literal; and carried nodes come only in
/// such nets.
pub(crate) fn nested_fault(
    nets: &[Net],
    contradict: &dyn Fn(&[Literal]) -> bool,
) -> Option<String> {
    let mut served_by = vec![None; nets.len()];
    for (j, net) in nets.iter().enumerate() {
        for (i, node) in net.nodes.iter().enumerate() {
            let Some(k) = node.refuted_by else { continue };
            if k <= j || k >= nets.len() || served_by[k].is_some() {
                return Some(format!(
                    "{}: refuted by net {} out of place",
                    node.literal(),
                    k + 1
                ));
            }
            served_by[k] = Some((j, i));
        }
    }
    for (k, net) in nets.iter().enumerate() {
        let Some((j, i)) = served_by[k] else {
            if net.nodes.iter().any(|n| n.carried.is_some()) {
                return Some(format!("net {} carries nodes but refutes none", k + 1));
            }
            continue;
        };
        let refuted = &nets[j].nodes[i];
        let premise = &net.nodes[0];
        if refuted.on || literal(premise) != (refuted.cell, refuted.digit.get(), true) {
            return Some(format!(
                "net {} does not refute {}",
                k + 1,
                refuted.literal()
            ));
        }
        for node in &net.nodes[1..] {
            let Some((from_net, at)) = node.carried else {
                continue;
            };
            let known = nets[from_net].nodes.get(at).map(literal);
            if from_net != j || !refuted.from.contains(&at) || known != Some(literal(node)) {
                return Some(format!(
                    "net {}: {} is no node {} follows from",
                    k + 1,
                    node.literal(),
                    refuted.literal()
                ));
            }
        }
        let ends: Vec<Literal> = net.nodes.iter().map(literal).collect();
        if !contradict(&ends) {
            return Some(format!("net {} reaches no contradiction", k + 1));
        }
    }
    None
}

/// Whether literals that all follow from one premise cannot all hold: a
/// candidate true and false, two digits in a cell, a digit twice in a
/// house, or a cell or a house left without a place.
pub(crate) fn contradict(marks: &Candidates, ends: &[Literal]) -> bool {
    let has = |l: Literal| ends.contains(&l);
    ends.iter().any(|&(c, d, on)| {
        has((c, d, !on))
            || (on && ends.iter().any(|&(c2, d2, on2)| on2 && c2 == c && d2 != d))
            || (on
                && ends
                    .iter()
                    .any(|&(c2, d2, on2)| on2 && d2 == d && c2 != c && c2.sees(c)))
    }) || Cell::all()
        .any(|c| marks.value(c).is_none() && marks.candidates(c).all(|d| has((c, d.get(), false))))
        || (1..=9u8).any(|d| {
            places(marks, d)
                .iter()
                .any(|cells| !cells.is_empty() && cells.iter().all(|&c| has((c, d, false))))
        })
}
