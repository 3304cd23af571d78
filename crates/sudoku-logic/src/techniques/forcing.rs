//! Forcing Nets, the last resort, and the verities of chains drawn with
//! singles: a candidate whose truth leads, by the easier deductions, to a
//! contradiction (a cell without a candidate, a digit without a place in
//! a house, or a digit twice in a house) is false. (HoDoKu's forcing
//! chains and nets, which follow links and, for nets, singles a few
//! rounds deep, are in `forcing_chain.rs`; a Forcing Net step comes from
//! here only where HoDoKu's nets find nothing, where HoDoKu itself would
//! guess.)
//!
//! - Forcing Chain Verity: the consequences are drawn with singles only.
//! - Forcing Net: with singles, locked candidates and naked and hidden
//!   pairs; and, when that is not enough, nested: inside the assumption,
//!   candidates are themselves refuted by nets one level down. The depth
//!   grows until a refutation is found, so every puzzle with one solution
//!   is solved without guessing (a false candidate always leads to a
//!   contradiction at some depth).

use std::ops::ControlFlow;

use sudoku_core::Digit;

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::house::HOUSE_CELLS;
use crate::net::Fact;
use crate::{Candidate, Candidates, Step, Technique};

/// The deepest nesting tried.
const MAX_DEPTH: usize = 3;

/// How a propagation draws its consequences.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rules {
    /// Naked and hidden singles.
    Singles,
    /// Singles, locked candidates, naked and hidden pairs; refutations
    /// nested `depth` levels down.
    Net { depth: usize },
}

impl Rules {
    /// How deep refutations nest: `None` for singles alone (no basic
    /// steps either), as `forcing_replay` takes it.
    fn depth(self) -> Option<usize> {
        match self {
            Rules::Singles => None,
            Rules::Net { depth } => Some(depth),
        }
    }
}

/// Where a contradiction showed.
#[derive(Clone, Copy)]
pub(super) enum Broken {
    /// A cell without candidates, by index.
    Cell(usize),
    /// A house (0-26) where `digit` stands twice (`twice`) or has no
    /// place left.
    House {
        house: usize,
        digit: u8,
        twice: bool,
    },
}

/// Refutations of single candidates (`verity` false), or conclusions every
/// branch of a cell or a house agrees on (`verity` true), by chains (`net`
/// false) or nets. Contradiction nets try each depth in turn until one
/// refutes something; verity nets do not nest (they come after the
/// contradiction nets, which always find something, so they are for
/// callers that ask for them).
pub(crate) fn find(grid: &Candidates, net: bool, verity: bool, found: Found) -> bool {
    let depths: Vec<Rules> = match (net, verity) {
        (false, _) => vec![Rules::Singles],
        // Verities are looked for without nesting.
        (true, true) => vec![Rules::Net { depth: 0 }],
        (true, false) => (0..=MAX_DEPTH).map(|depth| Rules::Net { depth }).collect(),
    };
    for rules in depths {
        let technique = match (net, verity) {
            (false, false) => Technique::ForcingChain,
            (false, true) => Technique::ForcingChainVerity,
            (true, false) => Technique::ForcingNet,
            (true, true) => Technique::ForcingNetVerity,
        };
        let mut any = false;
        let mut emit = |mut step: Step| {
            any = true;
            step.technique = technique;
            if let Rules::Net { depth } = rules {
                step.depth = depth;
            }
            found(step)
        };
        let went_through = if verity {
            verities(grid, rules, &mut emit)
        } else {
            contradictions(grid, rules, &mut emit)
        };
        if !went_through {
            return false;
        }
        if any {
            break;
        }
    }
    true
}

/// The candidates whose truth leads to a contradiction under `rules`, each
/// sent to `found` until it returns `false`.
fn contradictions(grid: &Candidates, rules: Rules, found: Found) -> bool {
    for (cell, digit) in order(grid) {
        if crate::deadline::passed() {
            return false;
        }
        let mut assumed = grid.scratch();
        assumed.set(cell, digit);
        let Err(mut broken) = propagate(&mut assumed, rules) else {
            continue;
        };
        let mut step = Step::new(Technique::ForcingChain);
        step.digits.push(Digit::new(digit).expect("1-9"));
        step.eliminations.push(Candidate::new(cell, digit));
        // Its nets, played again in rounds with each inference's parents
        // (and each nested refutation in a net of its own), and the
        // contradiction that play ends in.
        if let Some((nets, shown)) = super::forcing_replay::nets(grid, cell, digit, rules.depth()) {
            step.nets = nets;
            broken = shown;
        }
        match broken {
            Broken::Cell(c) => step.cells = vec![sudoku_core::Cell::new(c).expect("a cell")],
            Broken::House { house, .. } => step.houses = vec![crate::House(house as u8)],
        }
        if !found(step) {
            return false;
        }
    }
    true
}

/// The most branches a verity follows.
const MAX_BRANCHES: usize = 3;

/// A set of assumptions one of which is true: a cell's candidates (the
/// cell) or a digit's places in a house (the house and digit).
struct Branching {
    branches: Vec<(usize, u8)>,
    cell: Option<usize>,
    house: Option<(usize, u8)>,
}

/// Conclusions that every candidate of a cell, or every place of a digit
/// in a house, leads to under `rules`, each sent to `found` until it
/// returns `false`.
fn verities(grid: &Candidates, rules: Rules, found: Found) -> bool {
    let mut branchings: Vec<Branching> = Vec::new();
    for cell in 0..81 {
        let mask = grid.mask(cell);
        if (2..=MAX_BRANCHES as u32).contains(&mask.count_ones()) {
            branchings.push(Branching {
                branches: digits_of(mask).map(|d| (cell, d)).collect(),
                cell: Some(cell),
                house: None,
            });
        }
    }
    for house in 0..27 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, house);
            if (2..=MAX_BRANCHES).contains(&places.len()) {
                branchings.push(Branching {
                    branches: places.indices().map(|c| (c, digit)).collect(),
                    cell: None,
                    house: Some((house, digit)),
                });
            }
        }
    }
    for Branching {
        branches,
        cell,
        house,
    } in branchings
    {
        if crate::deadline::passed() {
            return false;
        }
        let mut outcomes = Vec::with_capacity(branches.len());
        for &(c, d) in &branches {
            let mut assumed = grid.scratch();
            assumed.set(c, d);
            if propagate(&mut assumed, rules).is_err() {
                // A contradiction: a refutation, not a verity.
                outcomes.clear();
                break;
            }
            outcomes.push(assumed);
        }
        if outcomes.is_empty() {
            continue;
        }
        let mut step = Step::new(Technique::ForcingChainVerity);
        for c in 0..81 {
            if grid.digit_at(c) != 0 {
                continue;
            }
            let v = outcomes[0].digit_at(c);
            if v != 0 && outcomes.iter().all(|o| o.digit_at(c) == v) {
                step.placements.push(Candidate::new(c, v));
            }
        }
        if step.placements.is_empty() {
            for c in 0..81 {
                for d in digits_of(grid.mask(c)) {
                    let gone = |o: &Candidates| match o.digit_at(c) {
                        0 => o.mask(c) & bit(d) == 0,
                        v => v != d,
                    };
                    if outcomes.iter().all(gone) {
                        step.eliminations.push(Candidate::new(c, d));
                    }
                }
            }
        }
        if !step.makes_progress() {
            continue;
        }
        // A net for each branch, to every conclusion.
        let conclusions: Vec<Fact> = (step.placements.iter())
            .map(|p| (p.cell.index(), p.digit.get(), true))
            .chain((step.eliminations.iter()).map(|e| (e.cell.index(), e.digit.get(), false)))
            .collect();
        let nets = super::forcing_replay::verity_nets(grid, &branches, &conclusions, rules.depth());
        step.nets = nets.unwrap_or_default();
        if let Some(cell) = cell {
            step.cells = vec![sudoku_core::Cell::new(cell).expect("a cell")];
        }
        if let Some((house, digit)) = house {
            step.houses = vec![crate::House(house as u8)];
            step.digits = vec![Digit::new(digit).expect("1-9")];
        }
        if !found(step) {
            return false;
        }
    }
    true
}

/// The candidates to try, those of cells with fewest candidates first.
pub(super) fn order(grid: &Candidates) -> Vec<(usize, u8)> {
    let mut candidates: Vec<(u32, usize, u8)> = (0..81)
        .flat_map(|c| {
            let mask = grid.mask(c);
            digits_of(mask).map(move |d| (mask.count_ones(), c, d))
        })
        .collect();
    candidates.sort_unstable();
    candidates.into_iter().map(|(_, c, d)| (c, d)).collect()
}

/// Draws the consequences of the grid under `rules` until none is left;
/// a contradiction is an error.
fn propagate(grid: &mut Candidates, rules: Rules) -> Result<(), Broken> {
    loop {
        check(grid)?;
        if single(grid) {
            continue;
        }
        let Rules::Net { depth } = rules else {
            return Ok(());
        };
        if basic(grid) {
            continue;
        }
        if depth == 0 || !refute(grid, depth - 1) {
            return Ok(());
        }
    }
}

/// The first contradiction in the grid, if any.
pub(super) fn check(grid: &Candidates) -> Result<(), Broken> {
    let mut first = Ok(());
    let _ = each_break(grid, &mut |broken| {
        first = Err(broken);
        ControlFlow::Break(())
    });
    first
}

/// Sends `found` each contradiction in the grid until it breaks: the
/// cells without a candidate in order, then house by house the digits
/// that stand twice and those without a place.
pub(super) fn each_break(
    grid: &Candidates,
    found: &mut dyn FnMut(Broken) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for cell in 0..81 {
        if grid.digit_at(cell) == 0 && grid.mask(cell) == 0 {
            found(Broken::Cell(cell))?;
        }
    }
    for (house, cells) in HOUSE_CELLS.iter().enumerate() {
        let mut seen = 0u16;
        let mut possible = 0u16;
        for cell in cells.indices() {
            match grid.digit_at(cell) {
                0 => possible |= grid.mask(cell),
                digit if seen & bit(digit) != 0 => {
                    found(Broken::House {
                        house,
                        digit,
                        twice: true,
                    })?;
                }
                digit => seen |= bit(digit),
            }
        }
        for digit in digits_of(!(seen | possible) & 0x1FF) {
            found(Broken::House {
                house,
                digit,
                twice: false,
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// Places one naked or hidden single; whether there was one.
fn single(grid: &mut Candidates) -> bool {
    let Some((cell, digit, _)) = next_single(grid) else {
        return false;
    };
    grid.set(cell, digit);
    true
}

/// The single [`single`] places: the first of [`singles`].
pub(super) fn next_single(grid: &Candidates) -> Option<(usize, u8, Option<usize>)> {
    singles(grid).next()
}

/// The grid's singles as `(cell, digit, house)`: the naked ones in cell
/// order (no house), then the hidden ones by house and digit. A cell may
/// come more than once, as a single in several ways.
pub(super) fn singles(grid: &Candidates) -> impl Iterator<Item = (usize, u8, Option<usize>)> + '_ {
    let naked = (0..81).filter_map(move |cell| {
        let mask = grid.mask(cell);
        (grid.digit_at(cell) == 0 && mask.count_ones() == 1)
            .then(|| (cell, mask.trailing_zeros() as u8 + 1, None))
    });
    let hidden = (0..27).flat_map(move |house| {
        (1..=9u8).filter_map(move |digit| {
            let places = grid.places_in(digit, house);
            // A digit already in the house is a contradiction that
            // check() reports; placing it twice is not a single.
            if places.len() == 1
                && let Some(cell) = places.first()
                && !HOUSE_CELLS[house]
                    .indices()
                    .any(|c| grid.digit_at(c) == digit)
            {
                return Some((cell, digit, Some(house)));
            }
            None
        })
    });
    naked.chain(hidden)
}

/// One elimination by locked candidates or a naked or hidden pair; whether
/// there was one.
fn basic(grid: &mut Candidates) -> bool {
    let Some(step) = basic_step(grid) else {
        return false;
    };
    grid.apply(&step);
    true
}

/// The step [`basic`] applies: the first of [`basic_steps`].
pub(super) fn basic_step(grid: &Candidates) -> Option<Step> {
    let mut step = None;
    basic_steps(grid, &mut |s: Step| {
        step = Some(s);
        false
    });
    step
}

/// Sends `found` the grid's locked candidates (pointing, then claiming),
/// naked pairs and hidden pairs, until it returns `false`.
pub(super) fn basic_steps(grid: &Candidates, found: Found) -> bool {
    super::locked_candidates::pointing(grid, found)
        && super::locked_candidates::claiming(grid, found)
        && super::naked_subset::naked(grid, 2, found)
        && super::hidden_subset::find(grid, 2, found)
}

/// Eliminates one candidate that a net of `depth` refutes; whether there
/// was one.
fn refute(grid: &mut Candidates, depth: usize) -> bool {
    for (cell, digit) in order(grid) {
        if crate::deadline::passed() {
            return false;
        }
        if refutes(grid, cell, digit, depth) {
            grid.remove(cell, digit);
            return true;
        }
    }
    false
}

/// Whether `digit` in `cell` leads to a contradiction by a net of `depth`.
pub(super) fn refutes(grid: &Candidates, cell: usize, digit: u8, depth: usize) -> bool {
    let mut assumed = grid.scratch();
    assumed.set(cell, digit);
    propagate(&mut assumed, Rules::Net { depth }).is_err()
}
