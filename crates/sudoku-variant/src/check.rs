//! Judging the givens against the rules: the first rule they break.

use crate::Puzzle;
use crate::rule::Cell;

/// A rule the givens break, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Broken {
    /// The rule in words: `killer cage 15: r1c1 r1c2`, or `a row (digit 5
    /// twice)`.
    pub rule: String,
    /// The cells that break it.
    pub cells: Vec<Cell>,
}

impl Puzzle {
    /// The first rule the givens break: the rows, columns and regions
    /// first, then each rule in turn. A rule with an empty cell is judged
    /// only where it can already be (different digits in its groups); the
    /// search judges the rest.
    pub fn broken(&self) -> Option<Broken> {
        let n = self.size();
        let givens = self.givens();
        for house in self.houses() {
            let mut seen = [None; 33];
            for &cell in &house {
                let d = usize::from(givens[cell]);
                if d == 0 {
                    continue;
                }
                if let Some(other) = seen[d] {
                    let kind = if house.windows(2).all(|w| w[1] == w[0] + 1) {
                        "a row"
                    } else if house.windows(2).all(|w| w[1] == w[0] + n) {
                        "a column"
                    } else {
                        "a region"
                    };
                    return Some(Broken {
                        rule: format!("{kind} (digit {d} twice)"),
                        cells: vec![other, cell],
                    });
                }
                seen[d] = Some(cell);
            }
        }
        let filled = !givens.contains(&0);
        for rule in self.rules() {
            for group in rule.distinct() {
                let mut seen = 0u64;
                for &c in &group {
                    let d = givens[c];
                    if d != 0 && seen & (1 << d) != 0 {
                        return Some(Broken {
                            rule: rule.describe(n),
                            cells: group.clone(),
                        });
                    }
                    seen |= 1 << d;
                }
            }
            let cells = rule.cells();
            let judged = filled || (!cells.is_empty() && cells.iter().all(|&c| givens[c] != 0));
            if judged && let Err(at) = rule.check(givens, n) {
                return Some(Broken {
                    rule: rule.describe(n),
                    cells: at,
                });
            }
        }
        None
    }
}
