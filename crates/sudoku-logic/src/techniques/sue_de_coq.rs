//! Sue de Coq, as HoDoKu searches it: two or three cells where a line
//! crosses a box hold n + 2 or more candidates (n the cells); cells of the
//! rest of the line and of the rest of the box, each set as many cells as
//! its candidates outside the crossing, lock the crossing's candidates
//! between them. The line outside the chosen cells loses the line set's
//! digits and the crossing's not in the box set; the box likewise.

use sudoku_core::Digit;

use super::Found;
use crate::candidates::digits_of;
use crate::house::HOUSE_CELLS;
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// Every Sue de Coq, rows then columns, each against each box.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let values = grid.values();
    let empty: CellSet = (0..81).filter(|&c| values[c] == 0).collect();
    for lines in [0..9, 9..18] {
        for line in lines {
            let line_all = HOUSE_CELLS[line] & empty;
            for b in 0..9 {
                let box_all = HOUSE_CELLS[18 + b] & empty;
                let cross = line_all & box_all;
                if cross.len() < 2 {
                    continue;
                }
                let search = Search {
                    grid,
                    line_all,
                    box_all,
                };
                if !search.crossing(cross, found) {
                    return false;
                }
            }
        }
    }
    true
}

struct Search<'a> {
    grid: &'a Candidates,
    line_all: CellSet,
    box_all: CellSet,
}

impl Search<'_> {
    /// Two- and three-cell sets of the crossing.
    fn crossing(&self, cross: CellSet, found: Found) -> bool {
        let cells: Vec<usize> = cross.indices().collect();
        let n = cells.len();
        for i1 in 0..n.saturating_sub(1) {
            for i2 in i1 + 1..n {
                let set2: CellSet = [cells[i1], cells[i2]].into_iter().collect();
                let cands2 = self.grid.mask(cells[i1]) | self.grid.mask(cells[i2]);
                let plus = cands2.count_ones() as i32 - 2;
                if plus >= 2 && !self.line_sets(set2, cands2, plus, 0, 0, CellSet::EMPTY, 0, found)
                {
                    return false;
                }
                for &c3 in &cells[i2 + 1..] {
                    let mut set3 = set2;
                    set3.insert(c3);
                    let cands3 = cands2 | self.grid.mask(c3);
                    let plus = cands3.count_ones() as i32 - 3;
                    if plus >= 2
                        && !self.line_sets(set3, cands3, plus, 0, 0, CellSet::EMPTY, 0, found)
                    {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Sets of the line's other cells, then the box's for each.
    #[allow(clippy::too_many_arguments)]
    fn line_sets(
        &self,
        cross: CellSet,
        cross_cands: u16,
        plus: i32,
        pos: usize,
        level: i32,
        chosen: CellSet,
        cands: u16,
        found: Found,
    ) -> bool {
        let source: Vec<usize> = (self.line_all - cross).indices().collect();
        for i in pos..source.len() {
            let idx = source[i];
            let with = cands | self.grid.mask(idx);
            let inside = (with & cross_cands).count_ones() as i32;
            let extra_set = with & !cross_cands;
            let extra = extra_set.count_ones() as i32;
            let next = level + 1;
            let mut cells = chosen;
            cells.insert(idx);
            if inside > 0 && next > extra && next - extra < plus {
                let left = plus - (next - extra);
                let allowed = !(with & !extra_set) & 0x1FF;
                let box_source: Vec<usize> = (self.box_all - cross - cells).indices().collect();
                let line = (cells, with);
                if !self.box_sets(
                    &box_source,
                    0,
                    0,
                    CellSet::EMPTY,
                    0,
                    allowed,
                    cross,
                    cross_cands,
                    left,
                    line,
                    found,
                ) {
                    return false;
                }
            }
            if !self.line_sets(cross, cross_cands, plus, i + 1, next, cells, with, found) {
                return false;
            }
        }
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn box_sets(
        &self,
        source: &[usize],
        pos: usize,
        level: i32,
        chosen: CellSet,
        cands: u16,
        allowed: u16,
        cross: CellSet,
        cross_cands: u16,
        plus: i32,
        line: (CellSet, u16),
        found: Found,
    ) -> bool {
        for i in pos..source.len() {
            let idx = source[i];
            let mask = self.grid.mask(idx);
            if mask & !allowed != 0 {
                continue;
            }
            let with = cands | mask;
            let inside = (with & cross_cands).count_ones() as i32;
            let extra = (with & !cross_cands).count_ones() as i32;
            let next = level + 1;
            let mut cells = chosen;
            cells.insert(idx);
            if inside > 0
                && next - extra == plus
                && let Some(step) = self.step(cross, cross_cands, line, (cells, with))
                && !found(step)
            {
                return false;
            }
            if next - extra <= plus
                && !self.box_sets(
                    source,
                    i + 1,
                    next,
                    cells,
                    with,
                    allowed,
                    cross,
                    cross_cands,
                    plus,
                    line,
                    found,
                )
            {
                return false;
            }
        }
        true
    }

    /// The eliminations of a Sue de Coq, if any.
    fn step(
        &self,
        cross: CellSet,
        cross_cands: u16,
        line: (CellSet, u16),
        boxed: (CellSet, u16),
    ) -> Option<Step> {
        let (line_cells, line_cands) = line;
        let (box_cells, box_cands) = boxed;
        let shared = line_cands & box_cands & !cross_cands;
        let mut step = Step::new(Technique::SueDeCoq);
        let box_gone = ((cross_cands | box_cands) & !line_cands) | shared;
        for c in (self.box_all - cross - box_cells).indices() {
            for d in digits_of(self.grid.mask(c) & box_gone) {
                step.eliminations.push(Candidate::new(c, d));
            }
        }
        let line_gone = ((cross_cands | line_cands) & !box_cands) | shared;
        for c in (self.line_all - cross - line_cells).indices() {
            for d in digits_of(self.grid.mask(c) & line_gone) {
                step.eliminations.push(Candidate::new(c, d));
            }
        }
        if step.eliminations.is_empty() {
            return None;
        }
        step.cells = cross
            .cells()
            .chain(line_cells.cells())
            .chain(box_cells.cells())
            .collect();
        step.digits = digits_of(cross_cands).filter_map(Digit::new).collect();
        Some(step.tidy())
    }
}
