//! SE's singles, intersections and subsets, direct and not: each search
//! walks houses, digits and cells in the order SE walks them, so that the
//! first hint found is SE's first hint.

use super::board::{Board, HOUSE_MASK, HOUSE_OF, HOUSES, count, digits, several};
use super::hint::{Focus, Hint, Pattern, SeTechnique};
use super::scope::Scope;
use super::{Sink, combos};

/// Boxes, then columns, then rows: the house order of most of SE's rules.
pub(crate) const BOX_COLUMN_ROW: [std::ops::Range<usize>; 3] = [0..9, 18..27, 9..18];

/// Hidden singles, full houses first.
pub(crate) fn hidden_single(board: &Board, sink: Sink) -> bool {
    let table = board.position_table();
    for alone in [true, false] {
        for range in BOX_COLUMN_ROW {
            for house in range {
                for d in 1..=9u8 {
                    let pos = table[house][d as usize];
                    if count(pos) != 1 {
                        continue;
                    }
                    let is_alone = board.empty_cells(house) == 1;
                    if is_alone != alone {
                        continue;
                    }
                    let cell = HOUSES[house][pos.trailing_zeros() as usize];
                    let technique = if is_alone {
                        SeTechnique::FullHouse
                    } else if house < 9 {
                        SeTechnique::HiddenSingleBox
                    } else {
                        SeTechnique::HiddenSingleLine
                    };
                    let rating = match technique {
                        SeTechnique::FullHouse => 1.0,
                        SeTechnique::HiddenSingleBox => 1.2,
                        _ => 1.5,
                    };
                    let hint = Hint::new(technique, rating, Vec::new(), Some((cell, d)));
                    if sink(hint.at(Focus::house(1 << d, house))) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Naked singles, in cell order.
pub(crate) fn naked_single(board: &Board, sink: Sink) -> bool {
    for c in 0..81 {
        if board.values[c] == 0 && board.count(c) == 1 {
            let d = board.cands[c].trailing_zeros() as u8;
            let hint = Hint::new(
                SeTechnique::NakedSingle,
                2.3,
                Vec::new(),
                Some((c as u8, d)),
            )
            .at(Focus::cells(1 << d, [c]));
            if sink(hint) {
                return true;
            }
        }
    }
    false
}

/// Whether two houses share cells (and are distinct).
fn crosses(a: usize, b: usize) -> bool {
    a != b && HOUSE_MASK[a] & HOUSE_MASK[b] != 0
}

/// Locked candidates; `direct` keeps only those that leave a hidden single
/// in a third house, and places it. Only the digits `scope` allows in the
/// first house.
pub(crate) fn locking(board: &Board, direct: bool, scope: &Scope, sink: Sink) -> bool {
    let pairs = [(0..9, 18..27), (0..9, 9..18), (18..27, 0..9), (9..18, 0..9)];
    for (kind1, kind2) in pairs {
        for h1 in kind1.clone() {
            // The digits of `h1` with two places or more, all in one house
            // `h2` of the other kind (two houses of one kind are disjoint,
            // so there is at most one), in SE's order: by `h2`, then digit.
            let mut found = [(0usize, 0u8); 9];
            let mut n = 0;
            for d in digits(scope.digits(h1)) {
                let cells = board.cells_of(h1, d);
                if !several(cells) {
                    continue;
                }
                let first = cells.trailing_zeros() as usize;
                let h2 = usize::from(HOUSE_OF[first][kind2.start / 9]);
                if cells & !HOUSE_MASK[h2] == 0 {
                    found[n] = (h2, d);
                    n += 1;
                }
            }
            found[..n].sort_by_key(|&(h2, _)| h2);
            for &(h2, d) in &found[..n] {
                // Nothing to remove from the rest of `h2`: no hint.
                if board.cells_of(h2, d) & !HOUSE_MASK[h1] == 0 {
                    continue;
                }
                if direct {
                    for h3 in kind1.clone() {
                        if h3 == h1 || !crosses(h3, h2) {
                            continue;
                        }
                        let cells3 = board.cells_of(h3, d);
                        if !several(cells3) {
                            continue;
                        }
                        let outside = cells3 & !HOUSE_MASK[h2];
                        if outside != 0 && !several(outside) {
                            let single = outside.trailing_zeros() as u8;
                            let hint = locking_hint(board, h1, h2, d, Some(single));
                            if hint.is_worth() && sink(hint) {
                                return true;
                            }
                        }
                    }
                } else {
                    let hint = locking_hint(board, h1, h2, d, None);
                    if hint.is_worth() && sink(hint) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

fn locking_hint(board: &Board, h1: usize, h2: usize, d: u8, single: Option<u8>) -> Hint {
    let removals: Vec<(u8, u16)> = HOUSES[h2]
        .iter()
        .filter(|c| !HOUSES[h1].contains(c) && board.has(**c as usize, d))
        .map(|&c| (c, 1 << d))
        .collect();
    let pointing = h1 < 9;
    let (technique, rating) = match (single.is_some(), pointing) {
        (true, true) => (SeTechnique::DirectPointing, 1.7),
        (true, false) => (SeTechnique::DirectClaiming, 1.9),
        (false, true) => (SeTechnique::Pointing, 2.6),
        (false, false) => (SeTechnique::Claiming, 2.8),
    };
    Hint::new(technique, rating, removals, single.map(|c| (c, d))).with(Pattern::Locking {
        bases: vec![h1 as u8],
        covers: vec![h2 as u8],
        digit: d,
    })
}

/// The union of `sets` if every set has two members or more and the union
/// has `degree` members (SE's `searchCommonTuple`).
pub(crate) fn common_tuple(sets: &[u16], degree: usize) -> Option<u16> {
    let mut union = 0;
    for &s in sets {
        if count(s) <= 1 {
            return None;
        }
        union |= s;
    }
    (count(union) as usize == degree).then_some(union)
}

/// Hidden sets of `degree` digits; `direct` keeps only those that leave a
/// hidden single in the house, and places it. Only sets with a digit
/// `scope` allows in the house.
pub(crate) fn hidden_set(
    board: &Board,
    degree: usize,
    direct: bool,
    scope: &Scope,
    sink: Sink,
) -> bool {
    hidden_set_in(board, &board.position_table(), degree, direct, scope, sink)
}

/// [`hidden_set`] with the board's position table worked out already.
pub(crate) fn hidden_set_in(
    board: &Board,
    table: &[[u16; 10]; 27],
    degree: usize,
    direct: bool,
    scope: &Scope,
    sink: Sink,
) -> bool {
    for range in BOX_COLUMN_ROW {
        for house in range {
            let allowed = scope.digits(house);
            if allowed == 0 {
                continue;
            }
            let empty = board.empty_cells(house) as usize;
            if !(empty > degree * 2 || (direct && empty > degree)) {
                continue;
            }
            // Only digits with 2 to `degree` places can be in the set;
            // subsets of them come in the same order as among all nine.
            let (mut eligible, mut n) = ([0u8; 9], 0);
            for d in 1..=9u8 {
                if (2..=degree).contains(&(count(table[house][d as usize]) as usize)) {
                    eligible[n] = d;
                    n += 1;
                }
            }
            let eligible = &eligible[..n];
            let stop = combos(degree, eligible.len(), |pick| {
                let mut values = [0u8; 4];
                let mut sets = [0u16; 4];
                for (k, &p) in pick.iter().enumerate() {
                    values[k] = eligible[p];
                    sets[k] = table[house][eligible[p] as usize];
                }
                let (values, sets) = (&values[..degree], &sets[..degree]);
                if values.iter().all(|&d| allowed & (1 << d) == 0) {
                    return false;
                }
                let Some(common) = common_tuple(sets, degree) else {
                    return false;
                };
                let hint = hidden_set_hint(board, table, house, values, common, direct);
                match hint {
                    Some(hint) if direct || hint.is_worth() => sink(hint),
                    _ => false,
                }
            });
            if stop {
                return true;
            }
        }
    }
    false
}

fn hidden_set_hint(
    board: &Board,
    table: &[[u16; 10]; 27],
    house: usize,
    values: &[u8],
    common: u16,
    direct: bool,
) -> Option<Hint> {
    let set: u16 = values.iter().map(|&d| 1u16 << d).sum();
    let mut removals = Vec::new();
    for i in 0..9 {
        if common & (1 << i) != 0 {
            let c = HOUSES[house][i];
            let extra = board.cands[c as usize] & !set;
            if extra != 0 {
                removals.push((c, extra));
            }
        }
    }
    let degree = values.len();
    if direct {
        for d in 1..=9u8 {
            if set & (1 << d) != 0 {
                continue;
            }
            let pos = table[house][d as usize];
            if count(pos) > 1 && count(pos & !common) == 1 {
                let cell = HOUSES[house][(pos & !common).trailing_zeros() as usize];
                let (technique, rating) = match degree {
                    2 => (SeTechnique::DirectHiddenPair, 2.0),
                    _ => (SeTechnique::DirectHiddenTriple, 2.5),
                };
                let hint = Hint::new(technique, rating, removals, Some((cell, d)));
                return Some(hint.at(Focus::house(set, house)));
            }
        }
        None
    } else {
        let (technique, rating) = match degree {
            2 => (SeTechnique::HiddenPair, 3.4),
            3 => (SeTechnique::HiddenTriple, 4.0),
            _ => (SeTechnique::HiddenQuad, 5.4),
        };
        Some(
            Hint::new(technique, rating, removals, None).with(Pattern::Hidden {
                house: house as u8,
                values: set,
            }),
        )
    }
}

/// Naked sets of `degree` cells, with a cell `scope` allows.
pub(crate) fn naked_set(board: &Board, degree: usize, scope: &Scope, sink: Sink) -> bool {
    for range in BOX_COLUMN_ROW {
        for house in range {
            if !scope.has_cells_in(HOUSE_MASK[house])
                || (board.empty_cells(house) as usize) < degree * 2
            {
                continue;
            }
            // Only cells with 2 to `degree` candidates can be in the set;
            // subsets of them come in the same order as among all nine.
            let (mut eligible, mut n) = ([0usize; 9], 0);
            for i in 0..9 {
                let count = board.count(usize::from(HOUSES[house][i])) as usize;
                if (2..=degree).contains(&count) {
                    eligible[n] = i;
                    n += 1;
                }
            }
            let eligible = &eligible[..n];
            let in_scope = |i: usize| scope.has_cell(usize::from(HOUSES[house][i]));
            if !eligible.iter().any(|&i| in_scope(i)) {
                continue;
            }
            let stop = combos(degree, eligible.len(), |pick| {
                if !pick.iter().any(|&p| in_scope(eligible[p])) {
                    return false;
                }
                let mut sets = [0u16; 4];
                let mut chosen = 0u16;
                for (k, &p) in pick.iter().enumerate() {
                    let i = eligible[p];
                    sets[k] = board.cands[HOUSES[house][i] as usize];
                    chosen |= 1 << i;
                }
                let Some(common) = common_tuple(&sets[..degree], degree) else {
                    return false;
                };
                let removals: Vec<(u8, u16)> = (0..9)
                    .filter(|i| chosen & (1 << i) == 0)
                    .map(|i| HOUSES[house][i])
                    .filter_map(|c| {
                        let m = board.cands[c as usize] & common;
                        (m != 0).then_some((c, m))
                    })
                    .collect();
                if removals.is_empty() {
                    return false;
                }
                let (technique, rating) = match degree {
                    2 => (SeTechnique::NakedPair, 3.0),
                    3 => (SeTechnique::NakedTriple, 3.6),
                    _ => (SeTechnique::NakedQuad, 5.0),
                };
                let cells = (0..9)
                    .filter(|i| chosen & (1 << i) != 0)
                    .map(|i| HOUSES[house][i])
                    .collect();
                let hint = Hint::new(technique, rating, removals, None).with(Pattern::Naked {
                    cells,
                    values: common,
                });
                sink(hint)
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// Basic fish of `degree` lines: columns as base first, then rows; only
/// those with a base line where `scope` allows the digit.
pub(crate) fn fish(board: &Board, degree: usize, scope: &Scope, sink: Sink) -> bool {
    fish_in(board, &board.position_table(), degree, scope, sink)
}

/// [`fish`] with the board's position table worked out already.
pub(crate) fn fish_in(
    board: &Board,
    table: &[[u16; 10]; 27],
    degree: usize,
    scope: &Scope,
    sink: Sink,
) -> bool {
    // How many cells hold each digit, in one pass.
    let mut occurrences = [0u32; 10];
    for &v in &board.values {
        occurrences[usize::from(v)] += 1;
    }
    for (base, cover) in [(18usize, 9usize), (9, 18)] {
        // For each digit, the base lines where it has 2 to `degree` places:
        // a fish needs all its base lines among them.
        // Transposed: for each base line, the digits it is eligible for
        // (bit `d`), those placed too often to make a fish left out.
        let mut eligible = [0u16; 9];
        // The digits `scope` allows in some base line.
        let allowed = (0..9).fold(0, |m, i| m | scope.digits(base + i));
        for d in 1..=9usize {
            if occurrences[d] as usize + degree * 2 > 9 || allowed & (1 << d) == 0 {
                continue;
            }
            for (i, digits) in eligible.iter_mut().enumerate() {
                let n = count(table[base + i][d]) as usize;
                if (2..=degree).contains(&n) {
                    *digits |= 1 << d;
                }
            }
        }
        if eligible.iter().all(|&e| e == 0) {
            continue;
        }
        let stop = combos(degree, 9, |idx| {
            let shared = idx.iter().fold(0x3fe, |m, &i| m & eligible[i]);
            let allowed = idx.iter().fold(0, |m, &i| m | scope.digits(base + i));
            for d in digits(shared & allowed) {
                let mut sets = [0u16; 4];
                for (k, &i) in idx.iter().enumerate() {
                    sets[k] = table[base + i][d as usize];
                }
                let Some(common) = common_tuple(&sets[..degree], degree) else {
                    continue;
                };
                let base_set: u16 = idx.iter().map(|&i| 1u16 << i).sum();
                let mut removals = Vec::new();
                for j in 0..9 {
                    if common & (1 << j) == 0 {
                        continue;
                    }
                    let pos = table[cover + j][d as usize] & !base_set;
                    for k in 0..9 {
                        if pos & (1 << k) != 0 {
                            removals.push((HOUSES[cover + j][k], 1u16 << d));
                        }
                    }
                }
                if removals.is_empty() {
                    continue;
                }
                let (technique, rating) = match degree {
                    2 => (SeTechnique::XWing, 3.2),
                    3 => (SeTechnique::Swordfish, 3.8),
                    _ => (SeTechnique::Jellyfish, 5.2),
                };
                let pattern = Pattern::Locking {
                    bases: idx.iter().map(|&i| (base + i) as u8).collect(),
                    covers: (0..9)
                        .filter(|j| common & (1 << j) != 0)
                        .map(|j| (cover + j) as u8)
                        .collect(),
                    digit: d,
                };
                let hint = Hint::new(technique, rating, removals, None).with(pattern);
                if hint.is_worth() && sink(hint) {
                    return true;
                }
            }
            false
        });
        if stop {
            return true;
        }
    }
    false
}
