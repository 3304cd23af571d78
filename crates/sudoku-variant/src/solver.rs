//! The exact search: propagation (singles in every house and group, then
//! each rule's own, woken only by a change in a cell it reads) and
//! depth-first branching on the cell with the fewest candidates for the
//! most failures (dom/wdeg); a quick turn without probing failed
//! candidates, then one with (`portfolio.rs`). Counting, the
//! lexicographically smallest solution, and the true candidates all run on
//! it (`answers.rs`). A classic puzzle goes to `sudoku_core`'s engine
//! instead.

mod answers;
mod branching;
mod portfolio;
mod trial;

pub use answers::{candidate_rows, candidates, candidates_record, count, random_solution, solve};
pub(crate) use answers::{count_within, random_fill};

use std::cell::RefCell;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::board::{Board, Contradiction, Digits, bit, digits, single};
use crate::puzzle::Puzzle;
use crate::rule::Cell;

/// How deep in the search failed candidates are still probed for: near
/// the root, where a removal prunes the most.
const PROBED: usize = 4;

/// How deep the true candidates' searches, one for each candidate, probe.
const PROBE_EACH: usize = 0;

/// The search was stopped: its deadline passed or its stop flag was set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the search was stopped before it finished")]
pub struct Stopped;

/// When a search must give up.
#[derive(Clone, Copy, Default, Debug)]
pub struct Budget<'a> {
    /// Stop at this time.
    pub deadline: Option<Instant>,
    /// Stop once this is set.
    pub stop: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// No limit.
    pub const NONE: Budget<'static> = Budget {
        deadline: None,
        stop: None,
    };

    fn spent(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A puzzle's solutions, as the solver answers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// No solution.
    None,
    /// Exactly one.
    Unique(Vec<u8>),
    /// Several; the lexicographically smallest.
    Multiple(Vec<u8>),
}

/// The solver of one puzzle: its houses, each cell's peers, and which
/// rules read each cell.
pub(crate) struct Solver<'p> {
    puzzle: &'p Puzzle,
    /// Houses of `size` cells: each digit once in each.
    full: Vec<Vec<Cell>>,
    /// The cells that must differ from each cell.
    peers: Vec<Vec<Cell>>,
    /// The full houses each cell is in.
    houses_of: Vec<Vec<usize>>,
    /// The rules whose propagation reads each cell.
    rules_of: Vec<Vec<usize>>,
    /// The rules whose propagation reads the whole grid.
    global: Vec<usize>,
    /// Each rule's cells, when it is checked as soon as they are all
    /// filled.
    watched: Vec<Vec<Cell>>,
    /// How many rules watch each cell.
    weight: Vec<u32>,
    /// What propagation marks as it goes, kept between calls.
    scratch: RefCell<Scratch>,
    budget: Budget<'p>,
    nodes: u64,
    /// With a state, digits are tried in a random order (for making new
    /// grids); without, smallest first.
    shuffle: Option<u64>,
    /// How deep failed candidates are probed for ([`PROBED`]).
    probed: usize,
    /// The search gives up (as [`Stopped`]) past this many nodes.
    node_limit: u64,
    /// The node count that ends the current turn (`portfolio.rs`).
    turn_end: u64,
    /// Whether the search branches on the cells in reading order, the
    /// smallest digit first (`branching.rs`), so that the first solution it
    /// meets is the lexicographically smallest.
    in_reading_order: bool,
}

/// Propagation's marks: the cells that changed, and the houses and rules
/// they woke.
#[derive(Default)]
struct Scratch {
    dirty: Vec<u64>,
    houses: Vec<bool>,
    rules: Vec<bool>,
    /// The rules woken during this propagation (to check when filled).
    woken: Vec<bool>,
    /// How often each rule, and each house, has failed: where the search
    /// keeps failing, it branches first (dom/wdeg).
    rule_fails: Vec<u32>,
    house_fails: Vec<u32>,
}

/// A node of the search: the candidates, and which solved cells have had
/// their digit taken from their peers.
#[derive(Clone)]
struct Node {
    board: Board,
    placed: Vec<bool>,
}

impl<'p> Solver<'p> {
    pub(crate) fn new(puzzle: &'p Puzzle, budget: Budget<'p>) -> Self {
        let n = puzzle.size();
        let mut groups = puzzle.houses();
        for rule in puzzle.rules() {
            groups.extend(rule.distinct());
        }
        let mut peers = vec![Vec::new(); n * n];
        for group in &groups {
            for &a in group {
                peers[a].extend(group.iter().copied().filter(|&b| b != a));
            }
        }
        for list in &mut peers {
            list.sort_unstable();
            list.dedup();
        }
        let full: Vec<Vec<Cell>> = groups.into_iter().filter(|g| g.len() == n).collect();
        let mut houses_of = vec![Vec::new(); n * n];
        for (h, house) in full.iter().enumerate() {
            for &cell in house {
                houses_of[cell].push(h);
            }
        }
        let mut rules_of = vec![Vec::new(); n * n];
        let mut global = Vec::new();
        // How many rules watch each cell: the branching prefers those.
        let mut weight = vec![0u32; n * n];
        let mut watched = Vec::with_capacity(puzzle.rules().len());
        for (r, rule) in puzzle.rules().iter().enumerate() {
            match rule.scope() {
                None => global.push(r),
                Some(cells) => {
                    for cell in cells {
                        rules_of[cell].push(r);
                    }
                }
            }
            let cells = rule.cells();
            for &cell in &cells {
                weight[cell] += 1;
            }
            watched.push(cells);
        }
        for list in &mut rules_of {
            list.sort_unstable();
            list.dedup();
        }
        let scratch = Scratch {
            dirty: Vec::new(),
            houses: vec![false; full.len()],
            rules: vec![false; watched.len()],
            woken: vec![false; watched.len()],
            rule_fails: vec![0; watched.len()],
            house_fails: vec![0; full.len()],
        };
        Solver {
            puzzle,
            full,
            peers,
            houses_of,
            rules_of,
            global,
            watched,
            weight,
            scratch: RefCell::new(scratch),
            budget,
            nodes: 0,
            shuffle: None,
            probed: PROBED,
            node_limit: u64::MAX,
            turn_end: u64::MAX,
            in_reading_order: false,
        }
    }

    /// The root: the givens placed and everything propagated, or `None`
    /// when that already contradicts (failed candidates are probed for
    /// later, in turns: `portfolio.rs`).
    fn root(&self) -> Option<Node> {
        let n = self.puzzle.size();
        let mut node = Node {
            board: Board::new(n),
            placed: vec![false; n * n],
        };
        for (cell, &digit) in self.puzzle.givens().iter().enumerate() {
            if digit != 0 {
                node.board.restrict(cell, bit(digit)).ok()?;
            }
        }
        self.settle(&mut node, true).ok()?;
        Some(node)
    }

    /// Failed candidates: a candidate whose placement propagates to a
    /// contradiction goes, until none does (once, at the root, where it
    /// pays for the whole search).
    fn probe(&self, node: &mut Node) -> Result<(), Contradiction> {
        loop {
            let mut removed = false;
            for cell in 0..node.placed.len() {
                let set = node.board.get(cell);
                if single(set).is_some() {
                    continue;
                }
                for d in digits(set) {
                    let mut trial = node.clone();
                    let fails = trial.board.restrict(cell, bit(d)).is_err()
                        || self.propagate(&mut trial).is_err();
                    if fails {
                        node.board.remove(cell, bit(d))?;
                        removed = true;
                    }
                }
                if removed {
                    self.propagate(node)?;
                }
            }
            if !removed {
                return Ok(());
            }
        }
    }

    /// Singles and the rules, until nothing changes: each round wakes only
    /// the houses and rules that read a cell that changed.
    fn propagate(&self, node: &mut Node) -> Result<(), Contradiction> {
        self.settle(node, false)
    }

    /// [`Solver::propagate`], with every rule woken at first when
    /// `everything` (at the root: rules that never need waking again run
    /// there once).
    fn settle(&self, node: &mut Node, everything: bool) -> Result<(), Contradiction> {
        let mut scratch = self.scratch.borrow_mut();
        let Scratch {
            dirty,
            houses,
            rules,
            woken,
            rule_fails,
            house_fails,
        } = &mut *scratch;
        houses.fill(false);
        rules.fill(everything);
        woken.fill(everything);
        let all = node.board.all();
        loop {
            // The cells that changed: naked singles (a solved cell's digit
            // leaves its peers), and the houses and rules they wake.
            let mut changed = false;
            while node.board.take_dirty(dirty) {
                changed = true;
                for (w, &word) in dirty.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        let cell = w * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        for &h in &self.houses_of[cell] {
                            houses[h] = true;
                        }
                        for &r in &self.rules_of[cell] {
                            rules[r] = true;
                            woken[r] = true;
                        }
                        if node.placed[cell] {
                            continue;
                        }
                        if let Some(d) = single(node.board.get(cell)) {
                            node.placed[cell] = true;
                            for &peer in &self.peers[cell] {
                                node.board.remove(peer, bit(d))?;
                            }
                        }
                    }
                }
            }
            if changed {
                for &r in &self.global {
                    rules[r] = true;
                    woken[r] = true;
                }
            }
            // Hidden singles: a digit with one place left in a house.
            for (h, house) in self.full.iter().enumerate() {
                if !std::mem::take(&mut houses[h]) {
                    continue;
                }
                let (mut once, mut more) = (0 as Digits, 0 as Digits);
                for &cell in house {
                    let set = node.board.get(cell);
                    more |= once & set;
                    once |= set;
                }
                if once != all {
                    house_fails[h] += 1;
                    return Err(Contradiction);
                }
                for d in digits(once & !more) {
                    if let Some(&cell) = house.iter().find(|&&c| node.board.get(c) & bit(d) != 0) {
                        node.board.restrict(cell, bit(d))?;
                    }
                }
            }
            if node.board.is_dirty() {
                continue;
            }
            // The rules woken, until one removes something: back to the
            // singles, which cost less.
            for (r, rule) in self.puzzle.rules().iter().enumerate() {
                if std::mem::take(&mut rules[r]) {
                    if let Err(failed) = rule.propagate(&mut node.board) {
                        rule_fails[r] += 1;
                        return Err(failed);
                    }
                    if node.board.is_dirty() {
                        break;
                    }
                }
            }
            if !node.board.is_dirty() {
                return self.filled_rules_hold(&node.board, woken);
            }
        }
    }

    /// Forgets how often each rule and house failed.
    fn forget_failures(&self) {
        let mut scratch = self.scratch.borrow_mut();
        scratch.rule_fails.fill(0);
        scratch.house_fails.fill(0);
    }

    /// Checks each watched rule woken in this propagation whose cells are
    /// all filled.
    fn filled_rules_hold(&self, board: &Board, woken: &[bool]) -> Result<(), Contradiction> {
        let cells = board.cells();
        let mut grid: Option<Vec<u8>> = None;
        let n = self.puzzle.size();
        for (r, watched) in self.watched.iter().enumerate() {
            if !woken[r] || watched.is_empty() {
                continue;
            }
            if watched.iter().all(|&c| single(cells[c]).is_some()) {
                let grid = grid
                    .get_or_insert_with(|| cells.iter().map(|&s| single(s).unwrap_or(0)).collect());
                if self.puzzle.rules()[r].check(grid, n).is_err() {
                    return Err(Contradiction);
                }
            }
        }
        Ok(())
    }

    /// Every solution below `node`, in the order the search meets them,
    /// until `visit` breaks.
    fn search(
        &mut self,
        mut node: Node,
        depth: usize,
        visit: &mut dyn FnMut(&[u8]) -> ControlFlow<()>,
    ) -> Result<ControlFlow<()>, Stopped> {
        self.nodes += 1;
        if self.nodes > self.node_limit
            || self.nodes > self.turn_end
            || self.nodes.is_multiple_of(256) && self.budget.spent()
        {
            return Err(Stopped);
        }
        if self.propagate(&mut node).is_err() {
            return Ok(ControlFlow::Continue(()));
        }
        if depth < self.probed && self.probe(&mut node).is_err() {
            return Ok(ControlFlow::Continue(()));
        }
        let cells = node.board.cells();
        let open = self.branch_cell(cells);
        let Some(cell) = open else {
            let grid = node.board.solved().unwrap_or_default();
            let n = self.puzzle.size();
            if self
                .puzzle
                .rules()
                .iter()
                .all(|r| r.check(&grid, n).is_ok())
            {
                return Ok(visit(&grid));
            }
            return Ok(ControlFlow::Continue(()));
        };
        let mut order: Vec<u8> = digits(cells[cell]).collect();
        if let Some(state) = &mut self.shuffle {
            for i in (1..order.len()).rev() {
                order.swap(i, (next_random(state) % (i as u64 + 1)) as usize);
            }
        }
        for d in order {
            let mut child = node.clone();
            if child.board.restrict(cell, bit(d)).is_err() {
                continue;
            }
            if self.search(child, depth + 1, visit)?.is_break() {
                return Ok(ControlFlow::Break(()));
            }
        }
        Ok(ControlFlow::Continue(()))
    }

    /// Up to `limit` solutions below `node`.
    fn solutions(&mut self, node: Node, limit: usize) -> Result<Vec<Vec<u8>>, Stopped> {
        let mut found = Vec::new();
        if limit == 0 {
            return Ok(found);
        }
        let _flow = self.search(node, 0, &mut |grid| {
            found.push(grid.to_vec());
            if found.len() >= limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })?;
        Ok(found)
    }
}

/// SplitMix64: the next number of a small, seeded generator, the same on
/// every platform.
pub(crate) fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
