//! Nice loops and AICs as HoDoKu finds them: from its tables (see
//! [`tables`](super::tables)), a loop is a table's premise leading back to
//! its own cell, an AIC a premise taken false leading to a candidate taken
//! true; HoDoKu keeps a chain only if it does not come back to a cell it
//! left (a lasso), keeps one chain for each kind and set of eliminations
//! (the shortest), and takes the step with the most eliminations, then the
//! smallest weighted sum of them; ties go in the order the tables met them.
//!
//! Which eliminations a loop makes is HoDoKu's: a discontinuous loop takes
//! out or proves its premise, or takes out the other digit at its end; a
//! continuous one takes out, along each weak link, what sees both ends,
//! and in each cell or house with two strong links, what else is there.

use std::cmp::Reverse;
use std::collections::HashMap;

use super::tables::{Table, Tables};
use super::{chain_step, index_sum};
use crate::candidates::{bit, digits_of};
use crate::house::{PEERS, seen_by_all};
use crate::techniques::Found;
use crate::{Candidates, CellSet, Step, Technique};

/// HoDoKu's kinds of loop and chain; each also grouped or not.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Kind {
    Continuous,
    Discontinuous,
    Aic,
}

/// A loop or chain found, as HoDoKu keeps it until it sorts them.
struct Loop {
    kind: Kind,
    grouped: bool,
    /// What goes, in the order HoDoKu adds it (repeats included: they
    /// count in its order of steps).
    gone: Vec<(usize, u8)>,
    /// The states from the premise.
    chain: Vec<u32>,
}

/// Every nice loop and AIC of `grid` (with groups: `grouped`), in HoDoKu's
/// order of preference, each a step of its kind: [`Technique::Aic`],
/// [`Technique::ContinuousNiceLoop`], [`Technique::DiscontinuousNiceLoop`],
/// or their grouped forms where a group is used (HoDoKu's search with
/// groups finds chains without as well).
pub(in crate::techniques) fn find(grid: &Candidates, grouped: bool, found: Found) -> bool {
    let tables = Tables::new(grid, grouped);
    let mut table = Table::default();
    let mut loops = Kept::default();
    let mut aics = Kept::default();
    for on in [true, false] {
        for cell in 0..81 {
            for digit in digits_of(grid.mask(cell)) {
                tables.expand(tables.state(cell, digit, on), &mut table);
                for at in 1..table.states.len() {
                    let state = table.states[at];
                    if tables.node(state).0 == CellSet::single(cell) {
                        loops.add(nice_loop(grid, &tables, &table, at));
                    } else if !on && tables.node(state).0.len() == 1 && state % 2 == 1 {
                        aics.add(aic(grid, &tables, &table, at));
                    }
                }
            }
        }
    }
    // HoDoKu checks the AICs after all loops.
    let mut all = loops.steps;
    all.extend(aics.steps);
    let mut all: Vec<Loop> = all.into_iter().flatten().collect();
    // HoDoKu's order (`SolutionStep.compareTo`): the most eliminations,
    // then the smallest weighted sum of them; ties keep the order found
    // (the shorter of two chains with the same effect is the one kept).
    all.sort_by_key(|found| {
        (
            Reverse(found.gone.len()),
            index_sum(found.gone.iter().map(|&(c, d)| (d, c))),
        )
    });
    for each in all {
        if !found(step(&tables, &each)) {
            return false;
        }
    }
    true
}

/// A step's kind, whether grouped, and its eliminations as (digit, cell),
/// sorted: HoDoKu keeps one chain for each.
type Effect = (Kind, bool, Vec<(u8, usize)>);

/// The steps kept, one chain (the shortest) for each kind and set of
/// eliminations; a replaced one leaves a hole, so the order stays HoDoKu's.
#[derive(Default)]
struct Kept {
    steps: Vec<Option<Loop>>,
    by_effect: HashMap<Effect, usize>,
}

impl Kept {
    fn add(&mut self, found: Option<Loop>) {
        let Some(found) = found else { return };
        let mut effect: Vec<(u8, usize)> = found.gone.iter().map(|&(c, d)| (d, c)).collect();
        effect.sort_unstable();
        let key = (found.kind, found.grouped, effect);
        if let Some(&old) = self.by_effect.get(&key) {
            let longer = self.steps[old]
                .as_ref()
                .is_some_and(|kept| kept.chain.len() > found.chain.len());
            if !longer {
                return;
            }
            self.steps[old] = None;
        }
        self.by_effect.insert(key, self.steps.len());
        self.steps.push(Some(found));
    }
}

/// The chain to entry `at` of `table`, from the premise, if it is no
/// lasso: it may not come back to a cell (or a group's cells) it left,
/// the premise's excepted when `back_to_start`.
fn chain(tables: &Tables, table: &Table, at: usize, back_to_start: bool) -> Option<Vec<u32>> {
    let chain = table.chain_to(at);
    let start = tables.cell(chain[0]);
    let mut left = CellSet::default();
    let mut last: Option<u32> = None;
    for &state in &chain {
        if left.has(tables.cell(state)) {
            return None;
        }
        if let Some(last) = last
            && (tables.cell(last) != start || !back_to_start)
        {
            left |= tables.node(last).0;
        }
        last = Some(state);
    }
    Some(chain)
}

/// The loop from the premise of `table` back to its cell at entry `at`,
/// with its eliminations (HoDoKu's `checkNiceLoop`).
fn nice_loop(grid: &Candidates, tables: &Tables, table: &Table, at: usize) -> Option<Loop> {
    if table.depth[at] <= 1 {
        return None;
    }
    let end = table.states[at];
    let chain = chain(tables, table, at, true)?;
    // The loop leaves its cell at once and comes back to it from another.
    let last = chain.len() - 1;
    if tables.cell(chain[1]) == tables.cell(chain[0])
        || tables.cell(chain[last - 1]) == tables.cell(end)
    {
        return None;
    }
    let premise = chain[0];
    let (start, start_digit) = (tables.cell(premise), tables.node(premise).1);
    let end_digit = tables.node(end).1;
    let first_strong = table.states[1] % 2 == 1;
    let last_strong = end % 2 == 1;
    let mut gone = Vec::new();
    let kind;
    if !first_strong && !last_strong && start_digit == end_digit {
        kind = Kind::Discontinuous;
        gone.push((start, start_digit));
    } else if first_strong && last_strong && start_digit == end_digit {
        kind = Kind::Discontinuous;
        gone.extend(digits_of(grid.mask(start) & !bit(start_digit)).map(|d| (start, d)));
    } else if first_strong != last_strong && start_digit != end_digit {
        kind = Kind::Discontinuous;
        gone.push((start, if first_strong { end_digit } else { start_digit }));
    } else if (!first_strong
        && !last_strong
        && grid.mask(start).count_ones() == 2
        && start_digit != end_digit)
        || (first_strong && last_strong && start_digit != end_digit)
        || (first_strong != last_strong && start_digit == end_digit)
    {
        kind = Kind::Continuous;
        continuous(grid, tables, &chain, (first_strong, last_strong), &mut gone);
    } else {
        return None;
    }
    if gone.is_empty() {
        return None;
    }
    Some(Loop {
        kind,
        grouped: chain.iter().any(|&s| tables.node(s).0.len() > 1),
        gone,
        chain,
    })
}

/// A continuous loop's eliminations, in HoDoKu's order: a cell with two
/// strong links keeps only their digits; along each weak link between
/// cells, the link's digit leaves what sees both of its nodes.
fn continuous(
    grid: &Candidates,
    tables: &Tables,
    chain: &[u32],
    (first_strong, last_strong): (bool, bool),
    gone: &mut Vec<(usize, u8)>,
) {
    let on = |i: usize| chain[i] % 2 == 1;
    let cell = |i: usize| tables.cell(chain[i]);
    let digit = |i: usize| tables.node(chain[i]).1;
    let last = chain.len() - 1;
    let in_chain = chain
        .iter()
        .fold(CellSet::default(), |cells, &s| cells | tables.node(s).0);
    for i in 0..chain.len() {
        let two_strong = (i == 0 && first_strong && last_strong)
            || (i > 0 && on(i) && i + 2 <= last && cell(i - 1) != cell(i));
        if two_strong
            && (i == 0
                || (!on(i + 1)
                    && cell(i) == cell(i + 1)
                    && on(i + 2)
                    && cell(i + 1) != cell(i + 2)))
        {
            let (a, b) = if i == 0 {
                (digit(0), digit(last))
            } else {
                (digit(i), digit(i + 2))
            };
            let keep = bit(a) | bit(b);
            gone.extend(digits_of(grid.mask(cell(i)) & !keep).map(|d| (cell(i), d)));
        }
        if i > 0 && !on(i) && cell(i - 1) != cell(i) {
            let d = digit(i);
            let both =
                seen_by_all(tables.node(chain[i - 1]).0) & seen_by_all(tables.node(chain[i]).0);
            let seen = both & (grid.places(d) - in_chain - CellSet::single(cell(0)));
            gone.extend(seen.indices().map(|c| (c, d)));
        }
    }
}

/// The AIC from the premise of an off-table to the candidate made true at
/// entry `at` (HoDoKu's `checkAics` and `checkAic`).
fn aic(grid: &Candidates, tables: &Tables, table: &Table, at: usize) -> Option<Loop> {
    if table.depth[at] <= 1 {
        return None;
    }
    let (premise, end) = (table.states[0], table.states[at]);
    let (start, start_digit) = (tables.cell(premise), tables.node(premise).1);
    let (finish, end_digit) = (tables.cell(end), tables.node(end).1);
    let mut gone = Vec::new();
    if start_digit == end_digit {
        let common = PEERS[start] & PEERS[finish] & grid.places(start_digit);
        if common.len() < 2 {
            return None;
        }
        gone.extend(common.indices().map(|c| (c, start_digit)));
    } else {
        if !PEERS[start].has(finish)
            || grid.mask(finish) & bit(start_digit) == 0
            || grid.mask(start) & bit(end_digit) == 0
        {
            return None;
        }
        gone.push((start, end_digit));
        gone.push((finish, start_digit));
    }
    let chain = chain(tables, table, at, false)?;
    Some(Loop {
        kind: Kind::Aic,
        grouped: chain.iter().any(|&s| tables.node(s).0.len() > 1),
        gone,
        chain,
    })
}

/// The step for a loop or chain: its nodes from the premise, each link
/// strong where it makes a node true.
fn step(tables: &Tables, found: &Loop) -> Step {
    let technique = match (found.kind, found.grouped) {
        (Kind::Continuous, false) => Technique::ContinuousNiceLoop,
        (Kind::Discontinuous, false) => Technique::DiscontinuousNiceLoop,
        (Kind::Aic, false) => Technique::Aic,
        (Kind::Continuous, true) => Technique::GroupedContinuousNiceLoop,
        (Kind::Discontinuous, true) => Technique::GroupedDiscontinuousNiceLoop,
        (Kind::Aic, true) => Technique::GroupedAic,
    };
    chain_step(
        technique,
        found.chain.iter().map(|&s| tables.node(s)),
        found.chain[1..].iter().map(|&s| s % 2 == 1).collect(),
        found.gone.iter().copied(),
    )
}
