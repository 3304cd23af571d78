//! Unique rectangles as HoDoKu finds them: types 1 to 6 and hidden
//! rectangles, from the same scan (every rectangle of two rows, two
//! columns and two boxes whose corners could all hold the same two digits,
//! started from each bivalue cell in turn), so that the first rectangle of
//! each kind is HoDoKu's.
//!
//! With {a,b} the rectangle's digits (four such cells would let a and b
//! swap, a second solution):
//! - type 1: three corners hold only {a,b}: the fourth loses a and b;
//! - type 2 (corners in a line) and 5 (anywhere): the other corners share
//!   one extra candidate c, so one holds c: a cell seeing them all loses c;
//! - type 3: the two other corners' extra candidates, with other cells of
//!   a house they share, form a naked subset: the house loses them;
//! - type 4: the two other corners lie in a line, and a has no other place
//!   in the houses they share: they lose b;
//! - type 6: the two other corners are diagonal, and a has no other place
//!   in their rows and columns: they lose a;
//! - hidden rectangle: from a corner with only {a,b}, a has no other place
//!   in the row and column of the opposite corner: that corner loses b.
//!
//! Like HoDoKu (its default), a corner counts when both digits could go
//! there as far as the placed digits say, even if a candidate was removed.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS, box_of, col_of, row_of};
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// The kinds of rectangle, as HoDoKu names them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Type1,
    Type2,
    Type3,
    Type4,
    Type5,
    Type6,
    Hidden,
}

impl Kind {
    fn technique(self) -> Technique {
        match self {
            Kind::Type1 => Technique::UniqueRectangle1,
            Kind::Type2 => Technique::UniqueRectangle2,
            Kind::Type3 => Technique::UniqueRectangle3,
            Kind::Type4 => Technique::UniqueRectangle4,
            Kind::Type5 => Technique::UniqueRectangle5,
            Kind::Type6 => Technique::UniqueRectangle6,
            Kind::Hidden => Technique::HiddenRectangle,
        }
    }
}

/// The cells where each digit could go as far as the placed digits say.
fn allowed(grid: &Candidates) -> [CellSet; 10] {
    let mut out = [CellSet::EMPTY; 10];
    let values = grid.values();
    let empty: CellSet = (0..81).filter(|&c| values[c] == 0).collect();
    for d in 1..=9u8 {
        let mut set = empty;
        for c in 0..81 {
            if values[c] == d {
                set &= !PEERS[c];
            }
        }
        out[d as usize] = set;
    }
    out
}

/// The rectangles with a corner at `i11`, in HoDoKu's order: a second
/// corner in its box and in its row or column (in the box's order), then the
/// two corners facing them in each other box of the band or stack, as
/// `[i11, i12, i21, i22]`.
pub(super) fn rectangles_from(i11: usize) -> impl Iterator<Item = [usize; 4]> {
    let (r11, c11, b11) = (row_of(i11), col_of(i11), box_of(i11));
    HOUSE_CELLS[18 + b11]
        .indices()
        .filter(move |&i12| i12 != i11 && (row_of(i12) == r11 || col_of(i12) == c11))
        .flat_map(move |i12| {
            let lines = row_of(i12) == r11;
            (0..9).filter_map(move |idx| {
                let (i21, i22) = if lines {
                    (idx * 9 + c11, idx * 9 + col_of(i12))
                } else {
                    (r11 * 9 + idx, row_of(i12) * 9 + idx)
                };
                (box_of(i21) != b11).then_some([i11, i12, i21, i22])
            })
        })
}

/// Whether the rectangle of these four cells (in any order) is met for
/// the first time; it is then remembered in `seen`.
pub(super) fn first_time(seen: &mut Vec<[usize; 4]>, corners: [usize; 4]) -> bool {
    let mut key = corners;
    key.sort_unstable();
    if seen.contains(&key) {
        return false;
    }
    seen.push(key);
    true
}

/// Rectangles of `kind`, in HoDoKu's order.
pub(crate) fn find(grid: &Candidates, kind: Kind, found: Found) -> bool {
    let allowed = allowed(grid);
    let values = grid.values();
    let mut seen: Vec<[usize; 4]> = Vec::new();
    for i11 in 0..81 {
        if values[i11] != 0 || grid.mask(i11).count_ones() != 2 {
            continue;
        }
        let digits: Vec<u8> = digits_of(grid.mask(i11)).collect();
        let (a, b) = (digits[0], digits[1]);
        let fits =
            |c: usize| values[c] == 0 && allowed[a as usize].has(c) && allowed[b as usize].has(c);
        for corners in rectangles_from(i11) {
            let [_, i12, i21, i22] = corners;
            if !fits(i12) || !fits(i21) || !fits(i22) || !first_time(&mut seen, corners) {
                continue;
            }
            let stop = check(grid, kind, corners, a, b, &mut |mut step: Step| {
                step.technique = kind.technique();
                step.digits = [a, b].into_iter().filter_map(Digit::new).collect();
                step.cells = corners.iter().filter_map(|&c| Cell::new(c)).collect();
                found(step.tidy())
            });
            if !stop {
                return false;
            }
        }
    }
    true
}

/// Eliminations of `digit` from `cells`, as a step.
fn removing(cells: impl IntoIterator<Item = usize>, digit: u8) -> Step {
    let mut step = Step::new(Technique::UniqueRectangle1);
    step.eliminations = cells
        .into_iter()
        .map(|c| Candidate::new(c, digit))
        .collect();
    step
}

/// The rectangle's steps of `kind`; `false` if `found` stopped.
fn check(grid: &Candidates, kind: Kind, corners: [usize; 4], a: u8, b: u8, found: Found) -> bool {
    let pair = bit(a) | bit(b);
    let (two, extra): (Vec<usize>, Vec<usize>) =
        corners.iter().partition(|&&c| grid.mask(c) & !pair == 0);
    let mut emit = |step: Step| step.eliminations.is_empty() || found(step);
    match kind {
        Kind::Type1 if two.len() == 3 => {
            let c = extra[0];
            let mut step = Step::new(Technique::UniqueRectangle1);
            for d in [a, b] {
                if grid.mask(c) & bit(d) != 0 {
                    step.eliminations.push(Candidate::new(c, d));
                }
            }
            emit(step)
        }
        Kind::Type2 | Kind::Type5 if two.len() == 1 || two.len() == 2 => {
            let mut add = 0u16;
            let mut seen_by_all = CellSet::ALL;
            for &c in &extra {
                add |= grid.mask(c) & !pair;
                if add.count_ones() > 1 {
                    break;
                }
                seen_by_all &= PEERS[c];
            }
            if add.count_ones() != 1 {
                return true;
            }
            let d = digits_of(add).next().unwrap_or(1);
            let mut gone = grid.places(d) & seen_by_all;
            for &c in extra.iter().chain(&two) {
                gone.remove(c);
            }
            if gone == CellSet::EMPTY {
                return true;
            }
            let (i1, i2) = (extra[0], if extra.len() > 1 { extra[1] } else { two[0] });
            let aligned = row_of(i1) == row_of(i2) || col_of(i1) == col_of(i2);
            let is_type2 = extra.len() <= 2 && aligned;
            if (kind == Kind::Type2) != is_type2 {
                return true;
            }
            emit(removing(gone.indices(), d))
        }
        Kind::Type3 if two.len() == 2 => type3(grid, corners, &extra, pair, &mut emit),
        Kind::Type4 if two.len() == 2 => {
            let (i1, i2) = (extra[0], extra[1]);
            if row_of(i1) != row_of(i2) && col_of(i1) != col_of(i2) {
                return true;
            }
            let shared = PEERS[i1] & PEERS[i2];
            let remove = if grid.places(a) & shared == CellSet::EMPTY {
                b
            } else if grid.places(b) & shared == CellSet::EMPTY {
                a
            } else {
                return true;
            };
            emit(removing(
                extra
                    .iter()
                    .copied()
                    .filter(|&c| grid.mask(c) & bit(remove) != 0),
                remove,
            ))
        }
        Kind::Type6 if two.len() == 2 => {
            let (i1, i2) = (extra[0], extra[1]);
            if row_of(i1) == row_of(i2) || col_of(i1) == col_of(i2) {
                return true;
            }
            let mut lines = HOUSE_CELLS[row_of(i1)]
                | HOUSE_CELLS[row_of(i2)]
                | HOUSE_CELLS[9 + col_of(i1)]
                | HOUSE_CELLS[9 + col_of(i2)];
            for c in corners {
                lines.remove(c);
            }
            let remove = if grid.places(a) & lines == CellSet::EMPTY {
                a
            } else if grid.places(b) & lines == CellSet::EMPTY {
                b
            } else {
                return true;
            };
            let mut cells = extra.clone();
            cells.sort_unstable();
            emit(removing(
                cells
                    .into_iter()
                    .filter(|&c| grid.mask(c) & bit(remove) != 0),
                remove,
            ))
        }
        Kind::Hidden if two.len() == 1 || two.len() == 2 => {
            if two.len() == 2 {
                let (t1, t2) = (two[0], two[1]);
                if row_of(t1) == row_of(t2) || col_of(t1) == col_of(t2) {
                    return true;
                }
            }
            for &corner in &two {
                if !hidden(grid, corner, &extra, corners, a, b, &mut emit) {
                    return false;
                }
            }
            true
        }
        _ => true,
    }
}

/// A hidden rectangle seen from `corner`.
fn hidden(
    grid: &Candidates,
    corner: usize,
    extra: &[usize],
    corners: [usize; 4],
    a: u8,
    b: u8,
    emit: &mut dyn FnMut(Step) -> bool,
) -> bool {
    let (i1, i2) = (extra[0], extra[1]);
    let line = if row_of(i1) != row_of(corner) {
        row_of(i1)
    } else {
        row_of(i2)
    };
    let col = if col_of(i1) != col_of(corner) {
        col_of(i1)
    } else {
        col_of(i2)
    };
    let rect: CellSet = corners.iter().copied().collect();
    for (check, remove) in [(a, b), (b, a)] {
        let others = grid.places(check) & (HOUSE_CELLS[line] | HOUSE_CELLS[9 + col]) & !rect;
        if others != CellSet::EMPTY {
            continue;
        }
        let target = line * 9 + col;
        if grid.places(remove).has(target) && !emit(removing([target], remove)) {
            return false;
        }
    }
    true
}

/// Type 3: the extra candidates of the two corners and k-1 other cells of
/// a house they share, k digits in k cells.
fn type3(
    grid: &Candidates,
    corners: [usize; 4],
    extra: &[usize],
    pair: u16,
    emit: &mut dyn FnMut(Step) -> bool,
) -> bool {
    let values = grid.values();
    let u3 = extra.iter().fold(0u16, |m, &c| m | (grid.mask(c) & !pair));
    let (i1, i2) = (extra[0], extra[1]);
    let units = [
        (row_of(i1) == row_of(i2)).then(|| (row_of(i1), 0u8)),
        (col_of(i1) == col_of(i2)).then(|| (9 + col_of(i1), 1)),
        (box_of(i1) == box_of(i2)).then(|| (18 + box_of(i1), 2)),
    ];
    for (house, kind) in units.into_iter().flatten() {
        let pool: Vec<usize> = HOUSE_CELLS[house]
            .indices()
            .filter(|&c| {
                !corners.contains(&c)
                    && values[c] == 0
                    && grid.mask(c) & pair == 0
                    && grid.mask(c) != 0
            })
            .collect();
        let mut chosen = extra.to_vec();
        if !subsets(grid, house, kind, &pool, 0, u3, &mut chosen, emit) {
            return false;
        }
    }
    true
}

/// HoDoKu's recursive search for the naked subset of type 3.
#[allow(clippy::too_many_arguments)]
fn subsets(
    grid: &Candidates,
    house: usize,
    kind: u8,
    pool: &[usize],
    start: usize,
    cands: u16,
    chosen: &mut Vec<usize>,
    emit: &mut dyn FnMut(Step) -> bool,
) -> bool {
    let values = grid.values();
    for i in start..pool.len() {
        let with = cands | grid.mask(pool[i]);
        chosen.push(pool[i]);
        let in_line = {
            let r = row_of(chosen[0]);
            let c = col_of(chosen[0]);
            chosen.iter().all(|&x| row_of(x) == r) || chosen.iter().all(|&x| col_of(x) == c)
        };
        if !(kind == 2 && in_line) && with.count_ones() as usize == chosen.len() - 1 {
            let mut step = Step::new(Technique::UniqueRectangle3);
            let mut targets = HOUSE_CELLS[house];
            if kind != 2 {
                let b = box_of(chosen[0]);
                if chosen.iter().all(|&x| box_of(x) == b) {
                    targets |= HOUSE_CELLS[18 + b];
                }
            }
            for c in targets.indices() {
                if values[c] != 0 || chosen.contains(&c) {
                    continue;
                }
                for d in digits_of(grid.mask(c) & with) {
                    step.eliminations.push(Candidate::new(c, d));
                }
            }
            if !step.eliminations.is_empty() && !emit(step) {
                chosen.pop();
                return false;
            }
        }
        if !subsets(grid, house, kind, pool, i + 1, with, chosen, emit) {
            chosen.pop();
            return false;
        }
        chosen.pop();
    }
    true
}
