//! Forcing nets: what a premise sets off when an inference leans on
//! several earlier ones at once, so that no single chain shows it (a
//! digit's last place in a house, once the others have each been ruled
//! out by a different branch).

use std::fmt;

use sudoku_core::{Cell, Digit};

use crate::{Candidate, Chain};

/// One candidate of a net, taken true or false, and the earlier nodes it
/// follows from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetNode {
    /// The candidate's cell.
    pub cell: Cell,
    /// The candidate's digit.
    pub digit: Digit,
    /// Taken true (the digit goes there) or false (it is ruled out).
    pub on: bool,
    /// The earlier nodes it follows from, as indices into
    /// [`Net::nodes`]: none for the premise, or for a single the grid
    /// already has (a grid of pencil marks may have one). Only candidates
    /// the grid still had count. A candidate taken true follows from
    /// those taken false that leave it
    /// - its cell's last candidate (a naked single), or
    /// - its digit's last place in a house (a hidden single).
    ///
    /// A candidate taken false follows from
    /// - one taken true in its cell, or of its digit in a cell it sees;
    /// - in HoDoKu's nets and ours: its digit's places in a house taken
    ///   false, all but some that it sees (locked candidates);
    /// - in ours (`Options::guess` false takes them where HoDoKu guesses):
    ///   what else two cells of a house held, leaving them a pair of
    ///   digits with its own (a naked pair); or what else two other
    ///   digits' places in a house were, leaving them its cell and one
    ///   more (a hidden pair);
    /// - in SE's Dynamic Forcing Chains (+): any of those rules, or its
    ///   digit's places in two lines taken false, leaving them in two
    ///   lines across them, one of them its own (an X-wing);
    /// - in our nested nets and SE's nested chains: a refutation shown in
    ///   a net of its own ([`NetNode::refuted_by`]), where these nodes are
    ///   carried.
    pub from: Vec<usize>,
    /// Taken false by a refutation of its own (our nested nets; in SE's
    /// nested chains, what a chain run inside the chain took out): the index
    /// in the step's nets of the net where this candidate, taken true with
    /// the nodes `from` (carried there), leads to a contradiction.
    pub refuted_by: Option<usize>,
    /// In the net of a refutation: the node it is in the net the refutation
    /// serves, as `(net, node)` indices (the net is the one with a node
    /// [`refuted_by`](NetNode::refuted_by) this one); `from` is then empty.
    pub carried: Option<(usize, usize)>,
}

/// A candidate taken true or false, as the builders of nets keep it:
/// `(cell 0-80, digit 1-9, on)`.
pub(crate) type Fact = (usize, u8, bool);

impl NetNode {
    /// The node of `fact`, following from the nodes `from`.
    pub(crate) fn of((cell, digit, on): Fact, from: Vec<usize>) -> NetNode {
        NetNode {
            cell: Cell::new(cell).expect("a cell index below 81"),
            digit: Digit::new(digit).expect("a digit 1-9"),
            on,
            from,
            refuted_by: None,
            carried: None,
        }
    }

    /// The node as the builders of nets keep a fact.
    pub(crate) fn fact(&self) -> Fact {
        (self.cell.index(), self.digit.get(), self.on)
    }

    /// The candidate as a literal: `r1c8=7` taken true, `r1c8<>7` false.
    pub fn literal(&self) -> String {
        let candidate = Candidate {
            cell: self.cell,
            digit: self.digit,
        };
        candidate.literal(self.on)
    }
}

/// A forcing net: from its premise, the first node, every inference in
/// an order where each comes after what it follows from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Net {
    /// The nodes, the premise first.
    pub nodes: Vec<NetNode>,
}

impl fmt::Display for Net {
    /// Numbered from 1, each with the numbers it follows from:
    /// `[1] r1c8=7, [2] r1c2<>7 from 1, [3] r3c2<>7 from 1, [4] r2c2=7 from
    /// 2+3`; a single the grid already has, `from the grid`. The nets of a
    /// step are numbered from 1 too: a node refuted in a net of its own
    /// reads `[9] r5c3<>8 from 3+5 by net 2`, and a node carried into that
    /// net `[2] r3c4<>8 as net 1's 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, node) in self.nodes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "[{}] {}", i + 1, node.literal())?;
            if let Some((net, at)) = node.carried {
                write!(f, " as net {}'s {}", net + 1, at + 1)?;
            } else if i > 0 && node.from.is_empty() {
                f.write_str(" from the grid")?;
            }
            for (k, parent) in node.from.iter().enumerate() {
                f.write_str(if k == 0 { " from " } else { "+" })?;
                write!(f, "{}", parent + 1)?;
            }
            if let Some(net) = node.refuted_by {
                write!(f, " by net {}", net + 1)?;
            }
        }
        Ok(())
    }
}

/// Chains and nets as a step writes them after its outcome: the chains,
/// then the nets ([`net_texts`]), separated by `; ` (empty when there are
/// none).
pub(crate) fn proofs_text(chains: &[Chain], nets: &[Net]) -> String {
    let proofs: Vec<String> = chains
        .iter()
        .map(ToString::to_string)
        .chain(net_texts(nets))
        .collect();
    proofs.join("; ")
}

/// The nets of a step as its text writes them: each one's
/// [`Display`](fmt::Display), numbered (`net 1: [1] ...`) when they refer
/// to one another (a nested forcing net's, [`NetNode::refuted_by`]).
pub fn net_texts(nets: &[Net]) -> Vec<String> {
    let numbered = nets
        .iter()
        .flat_map(|net| &net.nodes)
        .any(|node| node.refuted_by.is_some());
    (nets.iter().enumerate())
        .map(|(i, net)| {
            if numbered {
                format!("net {}: {net}", i + 1)
            } else {
                net.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(cell: usize, digit: u8, on: bool, from: &[usize]) -> NetNode {
        NetNode {
            cell: Cell::new(cell).unwrap(),
            digit: Digit::new(digit).unwrap(),
            on,
            from: from.to_vec(),
            refuted_by: None,
            carried: None,
        }
    }

    #[test]
    fn a_net_reads_as_numbered_inferences() {
        let net = Net {
            nodes: vec![
                node(7, 7, true, &[]),
                node(1, 7, false, &[0]),
                node(19, 7, false, &[0]),
                node(10, 7, true, &[1, 2]),
            ],
        };
        assert_eq!(
            net.to_string(),
            "[1] r1c8=7, [2] r1c2<>7 from 1, [3] r3c2<>7 from 1, [4] r2c2=7 from 2+3"
        );
    }
}
