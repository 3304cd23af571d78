//! SE's unique rectangles and loops, types 1 to 4: every loop of cells
//! holding the same two candidates, then the easiest hint by rating and
//! type, as SE sorts them.

use super::basic::common_tuple;
use super::board::{Board, HOUSE_OF, HOUSES, PEERS};
use super::combos;
use super::hint::{Focus, Hint, SeTechnique};

/// The first unique loop hint SE gives, if any.
pub(crate) fn unique_loop(board: &Board) -> Option<Hint> {
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
        let mut loops = Vec::new();
        let mut path = Vec::new();
        find_loops(board, c, v1, v2, &mut path, 2, 0, None, &mut loops);
        for lp in &loops {
            if !valid_loop(lp) {
                continue;
            }
            let extra: Vec<usize> = lp.iter().copied().filter(|&x| board.count(x) > 2).collect();
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

/// SE's `checkForLoops`, quirks included: the extra candidates seen so far
/// gather over every neighbour tried at one depth.
#[allow(clippy::too_many_arguments)]
fn find_loops(
    board: &Board,
    c: usize,
    v1: u8,
    v2: u8,
    path: &mut Vec<usize>,
    allowed: i32,
    ex_values: u16,
    last_kind: Option<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    path.push(c);
    let mut ex_values = ex_values;
    for kind in 0..3 {
        if Some(kind) == last_kind {
            continue;
        }
        let house = HOUSE_OF[c][kind] as usize;
        for &next in &HOUSES[house] {
            let next = next as usize;
            if path[0] == next && path.len() >= 4 {
                out.push(path.clone());
            } else if !path.contains(&next) {
                let pots = board.cands[next];
                if pots & (1 << v1) != 0 && pots & (1 << v2) != 0 {
                    ex_values |= pots;
                    ex_values &= !((1 << v1) | (1 << v2));
                    let card = pots.count_ones();
                    if card == 2 || ex_values.count_ones() == 1 || allowed > 0 {
                        let next_allowed = if card > 2 { allowed - 1 } else { allowed };
                        find_loops(
                            board,
                            next,
                            v1,
                            v2,
                            path,
                            next_allowed,
                            ex_values,
                            Some(kind),
                            out,
                        );
                    }
                }
            }
        }
    }
    path.pop();
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
