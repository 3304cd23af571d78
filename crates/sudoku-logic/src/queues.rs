//! HoDoKu's queues of singles: as candidates go, the cells left with one
//! candidate and the digits left with one place in a house are queued, in
//! the order HoDoKu's grid queues them (`Sudoku2.setCell` and
//! `delCandidate`). HoDoKu's singles come from these queues, so the same
//! queues give the same singles in the same order, and so HoDoKu's path.

use crate::house::{CELL_HOUSES, HOUSE_CELLS};

/// The queues and the counts they are kept with.
#[derive(Clone, Debug)]
pub(crate) struct Queues {
    /// Cells left with one candidate, and that candidate.
    pub(crate) naked: Vec<(u8, u8)>,
    /// How many entries of `naked` were taken.
    pub(crate) naked_taken: usize,
    /// Digits left with one place in a house: the place and the digit.
    pub(crate) hidden: Vec<(u8, u8)>,
    /// How many entries of `hidden` were taken.
    pub(crate) hidden_taken: usize,
    /// For each house and digit (1-9), the empty cells of the house where
    /// the digit is a candidate.
    pub(crate) free: [[u8; 10]; 27],
    /// Whether the queues are kept (not in the throwaway grids of forcing
    /// chains).
    pub(crate) kept: bool,
}

impl Default for Queues {
    fn default() -> Queues {
        Queues {
            naked: Vec::new(),
            naked_taken: 0,
            hidden: Vec::new(),
            hidden_taken: 0,
            free: [[9; 10]; 27],
            kept: true,
        }
    }
}

impl Queues {
    /// Candidate `digit` left the cell `cell` (whose candidates are now
    /// `mask`; `places` are the digit's remaining places).
    pub(crate) fn removed(&mut self, cell: usize, digit: u8, mask: u16, places: crate::CellSet) {
        if !self.kept {
            return;
        }
        for house in CELL_HOUSES[cell] {
            let h = house.index();
            let free = &mut self.free[h][usize::from(digit)];
            *free = free.saturating_sub(1);
            if *free == 1
                && let Some(last) = (places & HOUSE_CELLS[h]).first()
            {
                self.hidden.push((last as u8, digit));
            }
        }
        if mask.count_ones() == 1 {
            self.naked
                .push((cell as u8, mask.trailing_zeros() as u8 + 1));
        }
    }

    /// The cell `cell`, which took `digit`, lost its candidate `other`
    /// (`places` are `other`'s remaining places).
    pub(crate) fn cleared(&mut self, cell: usize, digit: u8, other: u8, places: crate::CellSet) {
        if !self.kept {
            return;
        }
        for house in CELL_HOUSES[cell] {
            let h = house.index();
            let free = &mut self.free[h][usize::from(other)];
            *free = free.saturating_sub(1);
            if *free == 1
                && other != digit
                && let Some(last) = (places & HOUSE_CELLS[h]).first()
            {
                self.hidden.push((last as u8, other));
            }
        }
    }
}

/// The singles HoDoKu's solver takes next, from the queues: a full house
/// (the first queued naked single that is the last empty cell of a house,
/// without taking it), a naked single (the next queued cell still empty),
/// or a hidden single (the next queued entry whose cell is still empty, if
/// it still is one; a stale entry ends the search, as in HoDoKu).
pub(crate) fn next_single(
    grid: &mut crate::Candidates,
    technique: crate::Technique,
) -> Option<crate::Step> {
    use crate::{Candidate, House, Step, Technique};
    match technique {
        Technique::FullHouse => {
            let queues = &grid.queues;
            for &(cell, digit) in &queues.naked[queues.naked_taken..] {
                let cell = usize::from(cell);
                if grid.digit_at(cell) != 0 {
                    continue;
                }
                for house in CELL_HOUSES[cell] {
                    let free = &queues.free[house.index()];
                    if (1..=9u8).all(|d| d == digit || free[usize::from(d)] == 0) {
                        let mut step = Step::new(Technique::FullHouse);
                        step.placements.push(Candidate::new(cell, digit));
                        step.houses.push(House(house.0));
                        return Some(step);
                    }
                }
            }
            None
        }
        Technique::NakedSingle => {
            while let Some(&(cell, digit)) = grid.queues.naked.get(grid.queues.naked_taken) {
                grid.queues.naked_taken += 1;
                if grid.digit_at(usize::from(cell)) == 0 {
                    let mut step = Step::new(Technique::NakedSingle);
                    step.placements
                        .push(Candidate::new(usize::from(cell), digit));
                    return Some(step);
                }
            }
            None
        }
        _ => {
            while let Some(&(cell, digit)) = grid.queues.hidden.get(grid.queues.hidden_taken) {
                grid.queues.hidden_taken += 1;
                let cell = usize::from(cell);
                if grid.digit_at(cell) != 0 {
                    continue;
                }
                let house = CELL_HOUSES[cell]
                    .into_iter()
                    .find(|h| grid.queues.free[h.index()][usize::from(digit)] == 1)?;
                let mut step = Step::new(Technique::HiddenSingle);
                step.placements.push(Candidate::new(cell, digit));
                step.houses.push(house);
                return Some(step);
            }
            None
        }
    }
}
