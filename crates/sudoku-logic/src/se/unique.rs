//! SE's unique rectangles and loops, types 1 to 4: every loop of cells
//! holding the same two candidates, then the easiest hint by rating and
//! type, as SE sorts them.

use super::basic::common_tuple;
use super::board::{Board, HOUSE_MASK, HOUSE_OF, HOUSES, PEERS};
use super::combos;
use super::hint::{Focus, Hint, SeTechnique};
use super::scope::Scope;

/// The first unique loop hint SE gives, if any. Those of a loop that
/// could give none on the last board where none was found are not worked
/// out (`quiet.rs`): a loop whose cells are as they were there gives
/// what it gave, but for types 3 and 4, which also stand on the houses
/// the two extra cells share.
pub(crate) fn unique_loop(board: &Board) -> Option<Hint> {
    let scope = super::quiet::easy_scope(super::quiet::UNIQUE_LOOPS, board);
    let found = loops(board, &scope);
    if found.is_none() {
        super::quiet::easy_found_nothing(super::quiet::UNIQUE_LOOPS, board);
    }
    found
}

/// [`unique_loop`] over the loops with a cell `scope` allows, or, with two
/// extra cells, a shared house that has one.
pub(super) fn loops(board: &Board, scope: &Scope) -> Option<Hint> {
    let mut best: Option<(f64, u8, Hint)> = None;
    // Each hint comes with its loop and the loop's two digits.
    let mut offer = |hint: Hint, kind: u8, lp: &[usize], pair: u16| {
        if !hint.is_worth() {
            return;
        }
        if best
            .as_ref()
            .is_none_or(|(r, k, _)| (hint.rating, kind) < (*r, *k))
        {
            let focus = Focus::cells(pair, lp.iter().copied());
            best = Some((hint.rating, kind, hint.at(focus)));
        }
    };
    for c in 0..81 {
        let cands = board.cands[c];
        if cands.count_ones() != 2 {
            continue;
        }
        let v1 = cands.trailing_zeros() as u8;
        let v2 = (cands & (cands - 1)).trailing_zeros() as u8;
        for lp in &find_loops(board, c, v1, v2) {
            if !valid_loop(lp) {
                continue;
            }
            let extra: Vec<usize> = lp.iter().copied().filter(|&x| board.count(x) > 2).collect();
            let cells = lp.iter().fold(0u128, |m, &x| m | 1 << x);
            let shared = match extra[..] {
                [r1, r2] => HOUSE_OF[r1]
                    .iter()
                    .zip(&HOUSE_OF[r2])
                    .filter(|(h1, h2)| h1 == h2)
                    .fold(0, |m, (&h, _)| m | HOUSE_MASK[usize::from(h)]),
                _ => 0,
            };
            if !scope.has_cells_in(cells | shared) {
                continue;
            }
            let base = base_rating(lp.len());
            let pair = (1u16 << v1) | (1 << v2);
            match extra.len() {
                1 => offer(
                    Hint::new(
                        SeTechnique::UniqueLoop,
                        base,
                        vec![(extra[0] as u8, pair)],
                        None,
                    ),
                    1,
                    lp,
                    pair,
                ),
                2 => {
                    let (r1, r2) = (extra[0], extra[1]);
                    let rest = (board.cands[r1] | board.cands[r2]) & !pair;
                    if rest.count_ones() == 1 {
                        offer(type2(board, &extra, pair, base), 2, lp, pair);
                    } else if rest.count_ones() >= 2 {
                        for hint in type3(board, r1, r2, pair, base) {
                            offer(hint, 3, lp, pair);
                        }
                    }
                    if let Some(hint) = type4(board, r1, r2, v1, v2, base) {
                        offer(hint, 4, lp, pair);
                    }
                }
                n if n > 2 => offer(type2(board, &extra, pair, base), 2, lp, pair),
                _ => {}
            }
        }
    }
    best.map(|(_, _, hint)| hint)
}

fn base_rating(len: usize) -> f64 {
    let mut result = 4.5;
    if len >= 10 {
        result += 0.3;
    }
    if len >= 8 {
        result += 0.2;
    } else if len >= 6 {
        result += 0.1;
    }
    result
}

/// SE's `checkForLoops` for digits `v1` and `v2` from cell `start`: the
/// loops found, each from `start` round to it, in SE's order.
fn find_loops(board: &Board, start: usize, v1: u8, v2: u8) -> Vec<Vec<usize>> {
    let mut loops = Loops {
        board,
        pair: 1 << v1 | 1 << v2,
        both: board.digit_cells[usize::from(v1)] & board.digit_cells[usize::from(v2)],
        path: Vec::new(),
        on_path: 0,
        out: Vec::new(),
    };
    loops.follow(start, 2, 0, None);
    loops.out
}

/// A search for loops: the cells holding both digits, the path so far
/// (and as a set), and the loops found.
struct Loops<'a> {
    board: &'a Board,
    pair: u16,
    both: u128,
    path: Vec<usize>,
    on_path: u128,
    out: Vec<Vec<usize>>,
}

impl Loops<'_> {
    /// SE's `checkForLoops` from `c`, quirks included: the extra
    /// candidates seen so far gather over every neighbour tried at one
    /// depth.
    fn follow(&mut self, c: usize, allowed: i32, ex_values: u16, last_kind: Option<usize>) {
        self.path.push(c);
        self.on_path |= 1 << c;
        let mut ex_values = ex_values;
        for kind in 0..3 {
            if Some(kind) == last_kind {
                continue;
            }
            let house = HOUSE_OF[c][kind] as usize;
            // The house's cells in its order (ascending): the start, which
            // closes a loop of four cells or more, and those off the path
            // holding both digits.
            let mut next_cells = HOUSE_MASK[house] & self.both & !self.on_path;
            if self.path.len() >= 4 {
                next_cells |= HOUSE_MASK[house] & 1 << self.path[0];
            }
            while next_cells != 0 {
                let next = next_cells.trailing_zeros() as usize;
                next_cells &= next_cells - 1;
                if next == self.path[0] {
                    self.out.push(self.path.clone());
                    continue;
                }
                let pots = self.board.cands[next];
                ex_values |= pots;
                ex_values &= !self.pair;
                let card = pots.count_ones();
                if card == 2 || ex_values.count_ones() == 1 || allowed > 0 {
                    let next_allowed = if card > 2 { allowed - 1 } else { allowed };
                    self.follow(next, next_allowed, ex_values, Some(kind));
                }
            }
        }
        self.path.pop();
        self.on_path &= !(1 << c);
    }
}

/// Every house is entered once and left once, alternately.
fn valid_loop(lp: &[usize]) -> bool {
    let mut odd = [false; 27];
    let mut even = [false; 27];
    for (i, &c) in lp.iter().enumerate() {
        let set = if i % 2 == 1 { &mut odd } else { &mut even };
        for &h in &HOUSE_OF[c] {
            if set[h as usize] {
                return false;
            }
            set[h as usize] = true;
        }
    }
    odd == even
}

fn type2(board: &Board, extra: &[usize], pair: u16, base: f64) -> Hint {
    let common = board.cands[extra[0]] & !pair;
    let value = common.trailing_zeros() as u8;
    let mut removals = Vec::new();
    for &o in &PEERS[extra[0]] {
        let o = o as usize;
        if extra.contains(&o) || !extra[1..].iter().all(|&e| super::board::sees(o, e)) {
            continue;
        }
        if board.has(o, value) {
            removals.push((o as u8, 1u16 << value));
        }
    }
    Hint::new(SeTechnique::UniqueLoop, base, removals, None)
}

fn type3(board: &Board, c1: usize, c2: usize, pair: u16, base: f64) -> Vec<Hint> {
    let mut out = Vec::new();
    let extra = (board.cands[c1] | board.cands[c2]) & !pair;
    for degree in extra.count_ones() as usize..=7 {
        for kind in 0..3 {
            let house = HOUSE_OF[c1][kind] as usize;
            if house != HOUSE_OF[c2][kind] as usize {
                continue;
            }
            let empty = board.empty_cells(house) as usize;
            let i1 = HOUSES[house]
                .iter()
                .position(|&x| x as usize == c1)
                .unwrap_or(9);
            let i2 = HOUSES[house]
                .iter()
                .position(|&x| x as usize == c2)
                .unwrap_or(9);
            if degree * 2 <= empty {
                combos(degree, 9, |idx| {
                    if !idx.contains(&i1) || idx.contains(&i2) {
                        return false;
                    }
                    let mut naked = extra & board.cands[c1] & board.cands[c2];
                    let mut sets = Vec::with_capacity(degree);
                    let mut members = Vec::new();
                    for &i in idx {
                        if i == i1 {
                            sets.push(extra);
                        } else {
                            let cell = HOUSES[house][i] as usize;
                            sets.push(board.cands[cell]);
                            naked |= board.cands[cell];
                            members.push(cell);
                        }
                    }
                    if naked.count_ones() as usize != degree {
                        return false;
                    }
                    let Some(common) = common_tuple(&sets, degree) else {
                        return false;
                    };
                    let removals = HOUSES[house]
                        .iter()
                        .map(|&x| x as usize)
                        .filter(|x| !members.contains(x) && *x != c1 && *x != c2)
                        .filter_map(|x| {
                            let m = board.cands[x] & common;
                            (m != 0).then_some((x as u8, m))
                        })
                        .collect();
                    let rating = base + (common.count_ones() as f64 - 1.0) * 0.1;
                    let hint = Hint::new(SeTechnique::UniqueLoop, rating, removals, None);
                    if hint.is_worth() {
                        out.push(hint);
                    }
                    false
                });
            }
            if degree * 2 < empty {
                let rem: Vec<u8> = (1..=9u8)
                    .filter(|&v| pair & (1 << v) == 0 && extra & (1 << v) == 0)
                    .collect();
                if degree < 2 || degree - 2 > rem.len() {
                    continue;
                }
                combos(degree - 2, rem.len(), |pick| {
                    let mut values: Vec<u8> = pick.iter().map(|&i| rem[i]).collect();
                    values.extend(super::board::digits(pair));
                    let mut union = 0u16;
                    for &v in &values {
                        let pos = board.positions(house, v) & !(1 << i2);
                        if pos == 0 {
                            return false;
                        }
                        union |= pos;
                    }
                    if union.count_ones() as usize != degree {
                        return false;
                    }
                    let hidden: u16 = values.iter().map(|&v| 1u16 << v).sum();
                    let positions = union & !(1 << i1) & !(1 << i2);
                    let mut removals = Vec::new();
                    for i in 0..9 {
                        if positions & (1 << i) != 0 {
                            let cell = HOUSES[house][i] as usize;
                            let m = board.cands[cell] & !hidden;
                            if m != 0 {
                                removals.push((cell as u8, m));
                            }
                        }
                    }
                    let rating = base + (positions.count_ones() as f64 - 1.0) * 0.1;
                    let hint = Hint::new(SeTechnique::UniqueLoop, rating, removals, None);
                    if hint.is_worth() {
                        out.push(hint);
                    }
                    false
                });
            }
        }
    }
    out
}

fn type4(board: &Board, c1: usize, c2: usize, v1: u8, v2: u8, base: f64) -> Option<Hint> {
    let (mut r1, mut r2) = (false, false);
    for kind in 0..3 {
        let house = HOUSE_OF[c1][kind] as usize;
        if house != HOUSE_OF[c2][kind] as usize {
            continue;
        }
        let others = HOUSES[house]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| x != c1 && x != c2);
        let (mut has1, mut has2) = (false, false);
        for x in others {
            has1 |= board.has(x, v1);
            has2 |= board.has(x, v2);
        }
        r1 |= !has1;
        r2 |= !has2;
    }
    let remove = if r1 {
        v2
    } else if r2 {
        v1
    } else {
        return None;
    };
    let m = 1u16 << remove;
    Some(Hint::new(
        SeTechnique::UniqueLoop,
        base,
        vec![(c1 as u8, m), (c2 as u8, m)],
        None,
    ))
}
