//! What the three kinds of marks between two cells share: the marked
//! pairs with their values, and the negative constraint over every other
//! pair of neighbours.

use crate::board::{Board, Contradiction};
use crate::rule::{Cell, adjacent_pairs, pair};

/// Marks between neighbours, and the pairs the negative constraint covers.
#[derive(Debug, Default)]
pub(crate) struct Dots {
    /// The marked pairs, with the mark's value.
    pub(crate) marked: Vec<(Cell, Cell, u32)>,
    /// The unmarked neighbours, when the negative constraint is on.
    pub(crate) unmarked: Vec<(Cell, Cell)>,
    /// The values the unmarked pairs must not have.
    pub(crate) banned: Vec<u32>,
}

impl Dots {
    /// The marks that touch `cells` (`mark` names one, `said` its value
    /// in words), and `negative` when the negative constraint may be
    /// what rules them out: a step's constraint in words.
    pub(crate) fn describe_at(
        &self,
        cells: &[Cell],
        size: usize,
        (mark, said): (&str, &dyn Fn(u32) -> String),
        negative: Option<String>,
    ) -> String {
        let mut parts: Vec<String> = self
            .marked
            .iter()
            .filter(|(a, b, _)| cells.contains(a) || cells.contains(b))
            .map(|&(a, b, v)| {
                format!(
                    "{mark} {} {}",
                    crate::rule::cell_names(&[a, b], size),
                    said(v)
                )
            })
            .collect();
        let touches = self
            .unmarked
            .iter()
            .any(|(a, b)| cells.contains(a) || cells.contains(b));
        if let Some(words) = negative
            && touches
        {
            parts.push(words);
        }
        parts.join("; ")
    }

    /// Marks `marked`; with `banned` values, the negative constraint over
    /// the other neighbours of a grid of `size`.
    pub(crate) fn new(marked: Vec<(Cell, Cell, u32)>, banned: Vec<u32>, size: usize) -> Self {
        let unmarked = if banned.is_empty() {
            Vec::new()
        } else {
            adjacent_pairs(size)
                .into_iter()
                .filter(|&(a, b)| {
                    !marked
                        .iter()
                        .any(|&(x, y, _)| (x, y) == (a, b) || (y, x) == (a, b))
                })
                .collect()
        };
        Dots {
            marked,
            unmarked,
            banned,
        }
    }

    /// Every cell a mark or the negative constraint touches.
    pub(crate) fn cells(&self) -> Vec<Cell> {
        let marked = self.marked.iter().flat_map(|&(a, b, _)| [a, b]);
        let unmarked = self.unmarked.iter().flat_map(|&(a, b)| [a, b]);
        let mut cells: Vec<Cell> = marked.chain(unmarked).collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Prunes with `holds(a, b, value)`, the relation a mark of `value`
    /// asks for.
    pub(crate) fn propagate(
        &self,
        board: &mut Board,
        holds: impl Fn(u32, u32, u32) -> bool,
    ) -> Result<(), Contradiction> {
        for &(a, b, v) in &self.marked {
            pair(board, a, b, |x, y| holds(u32::from(x), u32::from(y), v))?;
        }
        for &(a, b) in &self.unmarked {
            // Only a solved neighbour rules anything out.
            if board.get(a).count_ones() > 1 && board.get(b).count_ones() > 1 {
                continue;
            }
            pair(board, a, b, |x, y| {
                !self
                    .banned
                    .iter()
                    .any(|&v| holds(u32::from(x), u32::from(y), v))
            })?;
        }
        Ok(())
    }

    /// The first pair `grid` breaks.
    pub(crate) fn check(
        &self,
        grid: &[u8],
        holds: impl Fn(u32, u32, u32) -> bool,
    ) -> Result<(), Vec<Cell>> {
        let d = |c: Cell| u32::from(grid[c]);
        if let Some(&(a, b, _)) = self.marked.iter().find(|&&(a, b, v)| !holds(d(a), d(b), v)) {
            return Err(vec![a, b]);
        }
        if let Some(&(a, b)) = self
            .unmarked
            .iter()
            .find(|&&(a, b)| self.banned.iter().any(|&v| holds(d(a), d(b), v)))
        {
            return Err(vec![a, b]);
        }
        Ok(())
    }
}

/// `values` in words, each after `prefix`: `1`, `1:2 or 1:3`.
pub(crate) fn or(values: &[u32], prefix: &str) -> String {
    let words: Vec<String> = values.iter().map(|v| format!("{prefix}{v}")).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
