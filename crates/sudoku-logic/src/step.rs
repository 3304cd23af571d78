//! One deduction: what a technique found, and what justifies it.

use std::fmt;

use sudoku_core::{Cell, Digit};

use crate::{House, Net, Technique};

/// A digit in a cell: a candidate to eliminate, or a placement.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// The candidate `digit` (1-9) in the cell with index `cell` (0-80).
    pub(crate) fn new(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: Cell::new(cell).expect("a cell index below 81"),
            digit: Digit::new(digit).expect("a digit 1-9"),
        }
    }

    /// The candidate taken true (`r1c8=7`: the digit goes there) or false
    /// (`r1c8<>7`: it is ruled out).
    pub fn literal(&self, on: bool) -> String {
        let sign = if on { "=" } else { "<>" };
        format!("{}{sign}{}", self.cell, self.digit)
    }
}

/// A node of a chain: a digit in one cell, or in a group of cells of one
/// house (the digit is in one of them).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Node {
    /// The cells, in reading order; more than one for a group.
    pub cells: Vec<Cell>,
    /// The digit.
    pub digit: Digit,
}

/// A chain of inferences: each node implies the next. Between two nodes
/// the link is strong (`=`: if the first is false, the second is true) or
/// weak (`-`: if the first is true, the second is false).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Chain {
    /// The nodes, in order.
    pub nodes: Vec<Node>,
    /// For each pair of neighbouring nodes, whether the link is strong.
    pub strong: Vec<bool>,
}

/// One deduction of a technique: the digits it places or the candidates it
/// eliminates, and the pattern that justifies it (which fields are used
/// depends on the technique).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The digits placed.
    pub placements: Vec<Candidate>,
    /// The candidates eliminated, in reading order of cells, then digits.
    pub eliminations: Vec<Candidate>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// The pattern's cells (a subset, a wing, a rectangle...).
    pub cells: Vec<Cell>,
    /// The houses the pattern lives in: a single's house, a subset's house,
    /// a fish's base lines.
    pub houses: Vec<House>,
    /// A fish's cover lines, or the house a locked candidate is confined to.
    pub covers: Vec<House>,
    /// A fish's fins.
    pub fins: Vec<Cell>,
    /// A Franken fish's endo fins: places of the digit in two of its base
    /// sets, which act as fins.
    pub endo_fins: Vec<Cell>,
    /// The chains that justify it (one for a chain or loop, several for a
    /// forcing chain).
    pub chains: Vec<Chain>,
    /// For a forcing net: how deeply refutations nest inside it (0: none).
    pub depth: usize,
    /// For a forcing net: what each premise sets off, up to the
    /// contradiction or the conclusion (one net for a contradiction, one
    /// for each branch of a verity); for a nested one, after its own net,
    /// the net of each refutation nested in it (named by the node it takes
    /// out, [`NetNode::refuted_by`](crate::NetNode::refuted_by)).
    pub nets: Vec<Net>,
    /// Almost locked sets: each one's cells and candidates.
    pub sets: Vec<(Vec<Cell>, Vec<Digit>)>,
    /// The restricted common digits that join almost locked sets.
    pub restricted: Vec<Digit>,
}

impl Step {
    /// An empty step of `technique`, to be filled in.
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            digits: Vec::new(),
            cells: Vec::new(),
            houses: Vec::new(),
            covers: Vec::new(),
            fins: Vec::new(),
            endo_fins: Vec::new(),
            chains: Vec::new(),
            depth: 0,
            nets: Vec::new(),
            sets: Vec::new(),
            restricted: Vec::new(),
        }
    }

    /// Whether the step places or eliminates anything.
    pub fn makes_progress(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// The step's line without the chains of a forcing chain or the nets of
    /// a forcing net, which its text lists after the outcome: `Forcing Net
    /// Contradiction in r7c8 => r8c7<>9`. Every other step reads as its
    /// text.
    pub fn brief(&self) -> String {
        Brief(self).to_string()
    }

    /// The step without its consequence, as a hint that says where to look
    /// but not what follows: `X-Wing: 7 r28 c36`, `Hidden Single in b3`.
    pub fn pattern(&self) -> String {
        crate::notation::pattern(self)
    }

    /// Sorts the eliminations into reading order and drops repeats.
    pub(crate) fn tidy(mut self) -> Step {
        self.eliminations.sort();
        self.eliminations.dedup();
        self.placements.sort();
        self.placements.dedup();
        self
    }
}

/// Cells named compactly, as solvers write them: `r1c3`, `r1c35` (one
/// row), `r37c5` (one column), else a comma-separated list of such groups.
pub(crate) fn cells_text(cells: &[Cell]) -> String {
    let mut cells = cells.to_vec();
    cells.sort();
    cells.dedup();
    if cells.is_empty() {
        return String::new();
    }
    let digits = |values: &mut dyn Iterator<Item = usize>| -> String {
        values.map(|v| char::from(b'1' + v as u8)).collect()
    };
    if cells.iter().all(|c| c.row() == cells[0].row()) {
        let cols = digits(&mut cells.iter().map(|c| c.col()));
        return format!("r{}c{cols}", cells[0].row() + 1);
    }
    if cells.iter().all(|c| c.col() == cells[0].col()) {
        let mut rows: Vec<usize> = cells.iter().map(|c| c.row()).collect();
        rows.sort();
        return format!("r{}c{}", digits(&mut rows.into_iter()), cells[0].col() + 1);
    }
    // Group by row, in reading order.
    let mut groups: Vec<String> = Vec::new();
    let mut start = 0;
    while start < cells.len() {
        let row = cells[start].row();
        let end = cells[start..]
            .iter()
            .position(|c| c.row() != row)
            .map_or(cells.len(), |n| start + n);
        groups.push(cells_text(&cells[start..end]));
        start = end;
    }
    groups.join(",")
}

/// Digits written together: `4,9` in HoDoKu's style.
pub(crate) fn digits_text(digits: &[Digit]) -> String {
    let names: Vec<String> = digits.iter().map(ToString::to_string).collect();
    names.join(",")
}

/// Houses written together: `r248` for rows, `c268` for columns, else a
/// list.
pub(crate) fn houses_text(houses: &[House]) -> String {
    if houses.is_empty() {
        return String::new();
    }
    let kind = houses[0].kind();
    if houses.iter().all(|h| h.kind() == kind) {
        let prefix = &houses[0].to_string()[..1];
        let numbers: String = houses
            .iter()
            .map(|h| char::from(b'1' + h.number() as u8))
            .collect();
        return format!("{prefix}{numbers}");
    }
    let names: Vec<String> = houses.iter().map(ToString::to_string).collect();
    names.join(",")
}

/// The consequence: `r1c1=5`, or `r5c3<>7, r5c6<>7` (eliminations of the
/// same digit from several cells are grouped: `r5c36<>7`).
pub(crate) fn outcome_text(step: &Step) -> String {
    if !step.placements.is_empty() {
        let parts: Vec<String> = step
            .placements
            .iter()
            .map(|p| format!("{}={}", p.cell, p.digit))
            .collect();
        return parts.join(", ");
    }
    // Group by digit, in increasing order.
    let mut digits: Vec<Digit> = step.eliminations.iter().map(|e| e.digit).collect();
    digits.sort();
    digits.dedup();
    let mut parts = Vec::new();
    for digit in digits {
        let cells: Vec<Cell> = step
            .eliminations
            .iter()
            .filter(|e| e.digit == digit)
            .map(|e| e.cell)
            .collect();
        parts.push(format!("{}<>{digit}", cells_text(&cells)));
    }
    parts.join(", ")
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, cells_text(&self.cells))
    }
}

impl fmt::Display for Chain {
    /// `5r2c3 =5= r2c8`-style: each node, and between nodes `=` for a strong
    /// link and `-` for a weak one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, node) in self.nodes.iter().enumerate() {
            if i > 0 {
                let link = if self.strong[i - 1] { "=" } else { "-" };
                write!(f, " {link} ")?;
            }
            write!(f, "{node}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Step {
    /// The step as a line in HoDoKu's style: `Hidden Single: r3c4=5`,
    /// `Naked Pair: 4,9 in r1c35 => r1c1<>4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self, true, f)
    }
}

/// A step's line without the chains and nets after its outcome
/// ([`Step::brief`]).
struct Brief<'a>(&'a Step);

impl fmt::Display for Brief<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self.0, false, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(r: usize, c: usize) -> Cell {
        Cell::at(r, c).unwrap()
    }

    #[test]
    fn cells_are_named_compactly() {
        assert_eq!(cells_text(&[cell(0, 2), cell(0, 4)]), "r1c35");
        assert_eq!(cells_text(&[cell(6, 4), cell(2, 4)]), "r37c5");
        assert_eq!(
            cells_text(&[cell(4, 3), cell(4, 5), cell(5, 4)]),
            "r5c46,r6c5"
        );
    }
}
