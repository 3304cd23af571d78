//! What every constraint is: the [`Rule`] trait, and the ways of pruning
//! candidates the rules share.

use std::fmt;

mod sums;

pub use sums::sum_support;

use crate::board::{Board, Contradiction, Digits, bit, digits};

/// A cell, as its row-major index.
pub type Cell = usize;

/// The name of `cell` in a grid of `size`: `r1c1` is the top left.
pub fn cell_name(cell: Cell, size: usize) -> String {
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// The names of `cells`, joined by spaces.
pub fn cell_names(cells: &[Cell], size: usize) -> String {
    cells
        .iter()
        .map(|&c| cell_name(c, size))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A constraint of a variant puzzle, beside its rows, columns and regions.
///
/// Each kind lives in a file of its own under `rules/` and is registered
/// in [`crate::rules::TABLE`], which reads it from f-puzzles.
pub trait Rule: fmt::Debug + Send + Sync {
    /// The kind, as the table names it (f-puzzles' field name).
    fn kind(&self) -> &'static str;

    /// Groups of cells whose digits must all differ (a cage, a diagonal,
    /// an extra region); the solver treats them as houses.
    fn distinct(&self) -> Vec<Vec<Cell>> {
        Vec::new()
    }

    /// The cells and total of a cage whose different digits add up to a
    /// known sum (a killer cage with its sum): the explainer's 45 rule
    /// reasons with these.
    fn total(&self) -> Option<(Vec<Cell>, u32)> {
        None
    }

    /// The cells [`Rule::check`] reads, when the search should check the
    /// rule as soon as they are all filled (a rule whose propagation is
    /// already exact once its cells are filled leaves this empty).
    fn cells(&self) -> Vec<Cell> {
        Vec::new()
    }

    /// The cells whose candidates [`Rule::propagate`] reads: the solver
    /// runs it again only when one of them changed. `None` (the default
    /// when [`Rule::cells`] is empty) is the whole grid; an empty list, a
    /// rule whose propagation needs running once only (at the root).
    fn scope(&self) -> Option<Vec<Cell>> {
        let cells = self.cells();
        (!cells.is_empty()).then_some(cells)
    }

    /// Removes candidates the rule rules out; sound: never a digit some
    /// solution has.
    ///
    /// # Errors
    ///
    /// When the rule cannot be kept from here.
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction>;

    /// Whether the filled `grid` (row-major digits) keeps the rule; if
    /// not, the cells that break it.
    fn check(&self, grid: &[u8], size: usize) -> Result<(), Vec<Cell>>;

    /// The rule in words, naming its cells: `killer cage 15: r1c1 r1c2`.
    fn describe(&self, size: usize) -> String;

    /// The part of the rule that rules out candidates in `cells`, in words:
    /// a rule of many marks (the kropki dots, the XV marks) names those
    /// that touch them; the whole rule by default.
    fn describe_at(&self, cells: &[Cell], size: usize) -> String {
        let _ = cells;
        self.describe(size)
    }

    /// Why the rule rules out what it does on `board`, in the words
    /// people use, when there is more to say than the rule itself: a
    /// killer cage's combinations that still fit (`3+9, 4+8 or 5+7`).
    fn reason(&self, board: &Board, size: usize) -> Option<String> {
        let _ = (board, size);
        None
    }

    /// The rule as setters draw it ([`crate::figure`]): nothing for a rule
    /// of the whole grid (anti-knight, disjoint groups), which a picture's
    /// caption names instead.
    fn draw(&self, size: usize) -> Vec<crate::figure::Mark> {
        let _ = size;
        Vec::new()
    }

    /// What a picture of the rule cannot show, in words for its caption (a
    /// negative constraint: `no other neighbours are consecutive`); a rule
    /// that draws nothing is named by [`Rule::describe`] instead.
    fn caption(&self) -> Option<String> {
        None
    }

    /// The rule written back into an f-puzzles object.
    fn write(&self, puzzle: &mut serde_json::Map<String, serde_json::Value>, size: usize);
}

/// Keeps the candidates of `a` and `b` that have a partner in the other
/// cell with `ok(digit of a, digit of b)`.
///
/// # Errors
///
/// When a cell is left without a candidate.
pub fn pair(
    board: &mut Board,
    a: Cell,
    b: Cell,
    ok: impl Fn(u8, u8) -> bool,
) -> Result<(), Contradiction> {
    let (da, db) = (board.get(a), board.get(b));
    let mut keep_a = 0;
    let mut keep_b = 0;
    for x in digits(da) {
        for y in digits(db) {
            if ok(x, y) {
                keep_a |= bit(x);
                keep_b |= bit(y);
            }
        }
    }
    board.restrict(a, keep_a)?;
    board.restrict(b, keep_b)
}

/// The most assignments [`tuples`] looks at: with more (the product of
/// the cells' candidate counts), it prunes nothing and leaves the work to
/// the search.
pub const TUPLE_BUDGET: usize = 1024;

/// Keeps the candidates of `cells` that take part in some assignment of
/// all of them (each from its candidates) that `fits`; `open` says early
/// whether a prefix can still be completed. Gives up, pruning nothing,
/// after [`TUPLE_BUDGET`] steps.
///
/// # Errors
///
/// When no assignment fits.
pub fn tuples(
    board: &mut Board,
    cells: &[Cell],
    open: impl Fn(&[u8]) -> bool,
    fits: impl Fn(&[u8]) -> bool,
) -> Result<(), Contradiction> {
    let sets: Vec<Digits> = cells.iter().map(|&c| board.get(c)).collect();
    // More assignments than the budget even before pruning: leave it.
    let mut product = 1usize;
    for set in &sets {
        product = product.saturating_mul(set.count_ones() as usize);
    }
    if product > TUPLE_BUDGET {
        return Ok(());
    }
    let mut support = vec![0; cells.len()];
    let mut prefix = Vec::with_capacity(cells.len());
    let mut steps = 0;
    if !walk(&sets, &mut prefix, &mut support, &mut steps, &open, &fits) {
        return Ok(());
    }
    for (&cell, &keep) in cells.iter().zip(&support) {
        board.restrict(cell, keep)?;
    }
    Ok(())
}

/// Depth-first over the assignments; false when the budget ran out.
fn walk(
    sets: &[Digits],
    prefix: &mut Vec<u8>,
    support: &mut [Digits],
    steps: &mut usize,
    open: &impl Fn(&[u8]) -> bool,
    fits: &impl Fn(&[u8]) -> bool,
) -> bool {
    *steps += 1;
    if *steps > TUPLE_BUDGET {
        return false;
    }
    if prefix.len() == sets.len() {
        if fits(prefix) {
            for (keep, &d) in support.iter_mut().zip(prefix.iter()) {
                *keep |= bit(d);
            }
        }
        return true;
    }
    for d in digits(sets[prefix.len()]) {
        prefix.push(d);
        let done = !open(prefix) || walk(sets, prefix, support, steps, open, fits);
        prefix.pop();
        if !done {
            return false;
        }
    }
    true
}

/// The smallest and largest candidate of `cell`.
pub fn bounds(board: &Board, cell: Cell) -> (u32, u32) {
    let set = board.get(cell);
    (set.trailing_zeros() + 1, 32 - set.leading_zeros())
}

/// The cells among `cells` where `bad` holds of their digits, for a
/// check's answer: `Ok` when there are none.
pub fn broken(cells: &[Cell], bad: bool) -> Result<(), Vec<Cell>> {
    if bad { Err(cells.to_vec()) } else { Ok(()) }
}

/// Whether the digits of `cells` in `grid` are all different.
pub fn all_differ(grid: &[u8], cells: &[Cell]) -> bool {
    let mut seen = 0u32;
    cells.iter().all(|&c| {
        let b = bit(grid[c]);
        let new = seen & b == 0;
        seen |= b;
        new
    })
}

/// Keeps each cell of `cells` within what the others leave of `total`
/// (their smallest and largest candidates; digits may repeat).
///
/// # Errors
///
/// When a cell is left without a candidate.
pub fn sum_bounds(board: &mut Board, cells: &[Cell], total: u32) -> Result<(), Contradiction> {
    let (low, high) = cells.iter().fold((0, 0), |(lo, hi), &c| {
        let (a, b) = bounds(board, c);
        (lo + a, hi + b)
    });
    if total < low || total > high {
        return Err(Contradiction);
    }
    for &cell in cells {
        let (a, b) = bounds(board, cell);
        let (others_low, others_high) = (low - a, high - b);
        let most = total - others_low;
        let least = total.saturating_sub(others_high).max(1);
        board.restrict(cell, range(least, most))?;
    }
    Ok(())
}

/// The digits from `low` to `high` (empty when `low > high`).
pub fn range(low: u32, high: u32) -> Digits {
    let high = high.min(31);
    if low > high || low == 0 {
        return 0;
    }
    let upto = |d: u32| if d >= 32 { u32::MAX } else { (1u32 << d) - 1 };
    upto(high) & !upto(low - 1)
}

/// The orthogonal neighbours of `cell` in a grid of `size`.
pub fn neighbours(cell: Cell, size: usize) -> impl Iterator<Item = Cell> {
    let (r, c) = (cell / size, cell % size);
    [
        (r > 0).then(|| cell - size),
        (r + 1 < size).then(|| cell + size),
        (c > 0).then(|| cell - 1),
        (c + 1 < size).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Every pair of orthogonally adjacent cells, each once (smaller first).
pub fn adjacent_pairs(size: usize) -> Vec<(Cell, Cell)> {
    let mut pairs = Vec::with_capacity(2 * size * size);
    for cell in 0..size * size {
        if cell % size + 1 < size {
            pairs.push((cell, cell + 1));
        }
        if cell / size + 1 < size {
            pairs.push((cell, cell + size));
        }
    }
    pairs
}

/// The digits of every set of different digits from `pool` with `total`
/// as their sum that `cells` can hold (each cell its own digit of the set,
/// the whole set used): what a cage of different digits may hold.
/// Past [`SET_BUDGET`] sets looked at (large cages of a 25×25 grid), it
/// gives up and keeps every candidate.
pub fn sets(board: &Board, cells: &[Cell], total: u32, pool: Digits) -> Digits {
    let candidates: Vec<Digits> = cells.iter().map(|&c| board.get(c) & pool).collect();
    let union = candidates.iter().fold(0, |u, &s| u | s);
    let mut keep: Digits = 0;
    let mut steps = 0;
    let done = subsets(
        union,
        cells.len() as u32,
        total,
        0,
        0,
        &mut steps,
        &mut |set| {
            if keep | set != keep && matches(&candidates, set) {
                keep |= set;
            }
        },
    );
    if done { keep } else { union }
}

/// The most sets of digits [`sets`] and [`digit_sets`] look at before
/// giving up (pruning nothing).
pub const SET_BUDGET: usize = 20_000;

/// Calls `found` with every subset of `pool` of `k` digits adding up to
/// `total`, built from digits above `from`; false when it gave up after
/// [`SET_BUDGET`] steps.
fn subsets(
    pool: Digits,
    k: u32,
    total: u32,
    from: u8,
    chosen: Digits,
    steps: &mut usize,
    found: &mut impl FnMut(Digits),
) -> bool {
    *steps += 1;
    if *steps > SET_BUDGET {
        return false;
    }
    if k == 0 {
        if total == 0 {
            found(chosen);
        }
        return true;
    }
    for d in digits(pool) {
        if d <= from || u32::from(d) > total {
            continue;
        }
        if !subsets(
            pool,
            k - 1,
            total - u32::from(d),
            d,
            chosen | bit(d),
            steps,
            found,
        ) {
            return false;
        }
    }
    true
}

/// Whether each of the cells (with candidates `sets`) can take its own
/// digit of `set`: a perfect matching.
fn matches(sets: &[Digits], set: Digits) -> bool {
    fn augment(
        cell: usize,
        sets: &[Digits],
        set: Digits,
        owner: &mut [Option<usize>; 32],
        seen: &mut Digits,
    ) -> bool {
        for d in digits(sets[cell] & set & !*seen) {
            *seen |= bit(d);
            let slot = usize::from(d);
            let free = match owner[slot] {
                None => true,
                Some(other) => augment(other, sets, set, owner, seen),
            };
            if free {
                owner[slot] = Some(cell);
                return true;
            }
        }
        false
    }
    let mut owner: [Option<usize>; 32] = [None; 32];
    (0..sets.len()).all(|cell| augment(cell, sets, set, &mut owner, &mut 0))
}

/// Every set of different digits `cells` can hold (each cell its own
/// digit of the set, the whole set used), with its sum: for cells that all
/// see each other. `None` when there would be more than [`SET_BUDGET`] to
/// look at (long stretches of a 25×25 grid).
pub fn digit_sets(board: &Board, cells: &[Cell]) -> Option<Vec<(Digits, u32)>> {
    fn choose(
        pool: Digits,
        k: u32,
        from: u8,
        chosen: Digits,
        sum: u32,
        found: &mut Vec<(Digits, u32)>,
    ) {
        if k == 0 {
            found.push((chosen, sum));
            return;
        }
        for d in digits(pool) {
            if d > from {
                choose(pool, k - 1, d, chosen | bit(d), sum + u32::from(d), found);
            }
        }
    }
    let candidates: Vec<Digits> = cells.iter().map(|&c| board.get(c)).collect();
    let union = candidates.iter().fold(0, |u, &s| u | s);
    if binomial(union.count_ones() as usize, cells.len()) > SET_BUDGET {
        return None;
    }
    let mut all = Vec::new();
    choose(union, cells.len() as u32, 0, 0, 0, &mut all);
    all.retain(|&(set, _)| matches(&candidates, set));
    Some(all)
}

/// `n` choose `k`, saturating.
fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1usize, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}
