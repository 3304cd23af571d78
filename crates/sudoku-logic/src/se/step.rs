//! A step of SE's path as callers see it: what it places and removes, its
//! rating, and where it looks.

use sudoku_core::{Cell, Digit};

use super::board::Board;
use super::hint::{Hint, SeTechnique, tenths};
use super::potential::{Key, cell, digit, is_on};
use crate::step::{cells_text, digits_text, houses_text};
use crate::techniques::forcing_replay::refute_after;
use crate::{Candidate, Candidates, Chain, House, Net, NetNode, Node};

/// One step on SE's path.
#[derive(Clone, Debug, PartialEq)]
pub struct SeStep {
    /// The technique.
    pub technique: SeTechnique,
    /// Its rating in tenths.
    pub rating: u32,
    /// The digit placed, as (cell 0-80, digit).
    pub placement: Option<(u8, u8)>,
    /// The candidates removed, as (cell 0-80, digit), in cell order.
    pub eliminations: Vec<(u8, u8)>,
    /// The digits the pattern is about, in increasing order.
    pub digits: Vec<u8>,
    /// The pattern's cells (0-80): a naked set's, a unique loop's, a BUG's
    /// cells with more than two candidates, an aligned exclusion's; a
    /// wing's pivot first.
    pub cells: Vec<u8>,
    /// The houses the pattern stands in: a hidden single's, a hidden set's,
    /// the house a locked candidate is confined to, a fish's base lines.
    pub houses: Vec<House>,
    /// The houses it removes from: locked candidates' second house, a
    /// fish's cover lines.
    pub covers: Vec<House>,
    /// The chains of a cycle or a static forcing chain, each from its
    /// premise (taken true when its first link is weak, false when strong)
    /// to what it proves. Dynamic chains, whose steps lean on several
    /// earlier ones, have none here.
    pub chains: Vec<Chain>,
    /// Where cell, region, Nishio and dynamic forcing chains start: each
    /// premise as (cell 0-80, digit, taken true). One taken true or false
    /// that leads to a contradiction; one taken both ways; each digit of a
    /// cell; or each place of a digit in a house (then in `houses`).
    pub premises: Vec<(u8, u8, bool)>,
    /// Nishio and dynamic forcing chains, those with the easy rules run
    /// inside them (Dynamic Forcing Chains (+)) and the nested ones
    /// included: for each premise, in the order of `premises`, everything
    /// it sets off that the conclusion stands on. In a nested chain, a
    /// candidate that a chain run inside the chain took out is shown
    /// refuted by a net of its own ([`NetNode::refuted_by`]), after those
    /// of the premises.
    pub nets: Vec<Net>,
}

/// A static chain's potentials as a chain: "on" leads on by a weak link,
/// "off" by a strong one.
fn chain_of(keys: &[Key]) -> Chain {
    let nodes = keys
        .iter()
        .map(|&k| Node {
            cells: vec![Cell::new(cell(k)).expect("a cell index below 81")],
            digit: Digit::new(digit(k)).expect("a digit 1-9"),
        })
        .collect();
    let strong = keys[..keys.len().saturating_sub(1)]
        .iter()
        .map(|&k| !is_on(k))
        .collect();
    Chain { nodes, strong }
}

/// SE's house number (boxes 0-8, rows 9-17, columns 18-26) as a house.
fn house(h: u8) -> House {
    let i = (h % 9) as usize;
    match h {
        0..9 => House::boxed(i),
        9..18 => House::row(i),
        _ => House::col(i),
    }
}

/// A set of houses in SE's numbering, as houses in that order.
fn houses(set: u32) -> Vec<House> {
    (0..27).filter(|h| set & 1 << h != 0).map(house).collect()
}

/// A hint as a step of the path, `board` the grid it was found on.
pub(super) fn step_of(hint: &Hint, board: &Board) -> SeStep {
    let mut focus = hint.focus();
    for &k in &focus.premises {
        focus.digits |= 1 << digit(k);
    }
    SeStep {
        technique: hint.technique,
        rating: tenths(hint.rating),
        placement: hint.place,
        eliminations: hint.eliminations().collect(),
        digits: (1..=9).filter(|d| focus.digits & 1 << d != 0).collect(),
        cells: focus
            .first
            .into_iter()
            .chain((0..81).filter(|&c| focus.cells & 1 << c != 0 && focus.first != Some(c)))
            .collect(),
        houses: houses(focus.houses),
        covers: houses(focus.covers),
        chains: focus.chains.iter().map(|keys| chain_of(keys)).collect(),
        premises: focus
            .premises
            .iter()
            .map(|&k| (cell(k) as u8, digit(k), is_on(k)))
            .collect(),
        nets: nets_of(&focus.nets, board),
    }
}

/// A dynamic chain's nets, `board` the grid it starts from. A candidate
/// that a nested chain took out is refuted in a net of its own, played as
/// our own nested forcing nets are (`forcing_replay`) from the grid with
/// the candidates the nested chain needed gone, which it carries. None at
/// all if one of those refutations is not found.
fn nets_of(potentials: &[Vec<(Key, Vec<u16>, bool)>], board: &Board) -> Vec<Net> {
    let mut nets: Vec<Net> = potentials.iter().map(|net| net_of(net)).collect();
    let has_nested = |net: &Vec<(Key, Vec<u16>, bool)>| net.iter().any(|&(.., nested)| nested);
    if !potentials.iter().any(has_nested) {
        return nets;
    }
    let marks = board.marks();
    for (i, net) in potentials.iter().enumerate() {
        // The net as built: the refutations only mark its nodes.
        let above = nets[i].nodes.clone();
        for (j, (key, from, nested)) in net.iter().enumerate() {
            if !nested {
                continue;
            }
            let outer: Vec<usize> = from.iter().map(|&at| usize::from(at)).collect();
            let candidate = (cell(*key), digit(*key));
            match refute_after(&marks, (i, &above, &outer), candidate, &mut nets) {
                Some(at) => nets[i].nodes[j].refuted_by = Some(at),
                None => return Vec::new(),
            }
        }
    }
    nets
}

/// A dynamic chain's potentials, each with the indices of its parents, as
/// a net.
fn net_of(potentials: &[(Key, Vec<u16>, bool)]) -> Net {
    let nodes = potentials
        .iter()
        .map(|(k, from, _)| {
            let from = from.iter().map(|&i| usize::from(i)).collect();
            NetNode::of((cell(*k), digit(*k), is_on(*k)), from)
        })
        .collect();
    Net { nodes }
}

impl SeStep {
    /// Applies the step to pencil marks: its eliminations, then its
    /// placement.
    pub fn apply_to(&self, marks: &mut Candidates) {
        for &(c, d) in &self.eliminations {
            if let (Some(cell), Some(digit)) = (Cell::new(c.into()), Digit::new(d)) {
                marks.eliminate(cell, digit);
            }
        }
        if let Some((c, d)) = self.placement
            && let (Some(cell), Some(digit)) = (Cell::new(c.into()), Digit::new(d))
        {
            marks.place(cell, digit);
        }
    }

    /// Its chains, then its nets, as the text writes them after the
    /// outcome, separated by `; ` (empty when it has none).
    pub fn proofs(&self) -> String {
        crate::net::proofs_text(&self.chains, &self.nets)
    }

    /// The technique and where it looks, without the outcome:
    /// `Hidden Single in b2`, `Pointing: 4 in b1 and r1`,
    /// `Naked Pair: 3,7 in r1c25`, `X-Wing: 7 in c36 and r28`,
    /// `XY-Wing: pivot r1c1, wings r1c5 and r3c2`.
    pub fn pattern(&self) -> String {
        use SeTechnique::*;
        let name = self.technique.name();
        let cells: Vec<Cell> = self
            .cells
            .iter()
            .filter_map(|&c| Cell::new(c.into()))
            .collect();
        let digits: Vec<Digit> = self.digits.iter().filter_map(|&d| Digit::new(d)).collect();
        let (digits, houses, covers) = (
            digits_text(&digits),
            houses_text(&self.houses),
            houses_text(&self.covers),
        );
        match self.technique {
            FullHouse | HiddenSingleBox | HiddenSingleLine if !houses.is_empty() => {
                format!("{name} in {houses}")
            }
            DirectPointing | DirectClaiming | Pointing | Claiming | XWing | Swordfish
            | Jellyfish
                if !houses.is_empty() =>
            {
                format!("{name}: {digits} in {houses} and {covers}")
            }
            DirectHiddenPair | DirectHiddenTriple | HiddenPair | HiddenTriple | HiddenQuad
                if !houses.is_empty() =>
            {
                format!("{name}: {digits} in {houses}")
            }
            NakedPair | NakedTriple | NakedQuad | UniqueLoop if !cells.is_empty() => {
                format!("{name}: {digits} in {}", cells_text(&cells))
            }
            XyWing | XyzWing if cells.len() == 3 => format!(
                "{name}: pivot {}, wings {} and {}",
                cells[0], cells[1], cells[2]
            ),
            Bug if !cells.is_empty() => {
                format!("{name}: {digits} extra in {}", cells_text(&cells))
            }
            AlignedPairExclusion | AlignedTripleExclusion if !cells.is_empty() => {
                let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
                format!("{name}: {}", names.join(", "))
            }
            _ if !self.premises.is_empty() => format!("{name}: {}", self.premise_text()),
            _ => name.to_owned(),
        }
    }

    /// The premises as literals: `r1c5=3` taken true, `r1c5<>3` false.
    pub fn premise_literals(&self) -> Vec<String> {
        self.premises
            .iter()
            .map(|&(c, d, on)| Candidate::new(c.into(), d).literal(on))
            .collect()
    }

    /// Where forcing chains start: `r1c5=3 leads to a contradiction`,
    /// `either r6c5=4 or r6c5<>4`, `each digit of r5c7`, `each place of 4
    /// in b5`.
    fn premise_text(&self) -> String {
        let literals = self.premise_literals();
        match &self.premises[..] {
            [_] => format!("{} leads to a contradiction", literals[0]),
            [a, b] if (a.0, a.1) == (b.0, b.1) => {
                format!("either {} or {}", literals[0], literals[1])
            }
            [(c, d, _), ..] => match self.houses.first() {
                Some(house) => format!("each place of {d} in {house}"),
                None => {
                    let c = Cell::new((*c).into()).expect("a cell index below 81");
                    format!("each digit of {c}")
                }
            },
            [] => String::new(),
        }
    }
}
