//! Franken X-Wing and Swordfish, plain and finned: a fish whose base or
//! cover sets take in boxes. The base is rows and boxes with the cover
//! columns and boxes, or the other way round; a fish of lines only is a
//! basic one (`basic_fish.rs`, `finned_fish.rs`).
//!
//! The digit's places in the base sets, none in two of them, all lie in
//! the cover sets: each base set takes the digit once, so the cover sets
//! are used up by the base, and a place in a cover set outside the base
//! loses the digit; so does a place in two cover sets (cannibalism). A
//! finned fish has places of the base outside the covers (fins), and may
//! have places in two base sets (endo fins): either a fin holds the digit
//! or the fish does, so only what sees every fin goes.
//!
//! The search is HoDoKu's (its `FishSolver` with Franken fish): for each
//! digit, rows then columns as base lines, the base sets in order of
//! house, the covers depth first; the first fish of each elimination is
//! kept, and steps come in that order.

use super::fish::lines_step;
use super::{Found, barren};
use crate::house::{HOUSE_CELLS, PEERS, seen_by_all};
use crate::{Candidates, CellSet, Technique, combinations};

/// The most fins (endo fins included) a finned fish may have.
const MAX_FINS: usize = 5;
/// The most endo fins a finned fish may have.
const MAX_ENDO_FINS: usize = 2;

/// The kind of a house, as a bit: which kinds a fish's sets take in
/// tells a Franken fish from a basic one.
fn kind_bit(house: usize) -> u8 {
    1 << (house / 9)
}
const ROW: u8 = 1;
const COL: u8 = 2;

/// A set of a fish: the digit's places in a house, and the house.
type Unit = (CellSet, usize);

/// Franken fish of `size` base sets (2 or 3), with fins or without.
pub(crate) fn find(grid: &Candidates, size: usize, finned: bool, found: Found) -> bool {
    let technique = match (size, finned) {
        (2, false) => Technique::FrankenXWing,
        (_, false) => Technique::FrankenSwordfish,
        (2, true) => Technique::FinnedFrankenXWing,
        (_, true) => Technique::FinnedFrankenSwordfish,
    };
    let mut seen: Vec<CellSet> = Vec::new();
    for digit in 1..=9u8 {
        let places = grid.places(digit);
        if barren::known(technique, places) {
            continue;
        }
        seen.clear();
        let search = Search {
            technique,
            digit,
            places,
            size,
            finned,
        };
        for rows in [true, false] {
            let (base_pool, cover_pool) = pools(places, rows, size, finned);
            let done = combinations::each(&base_pool, size, &mut |base| {
                search.covers_of(base, &cover_pool, &mut seen, found)
            });
            if !done {
                return false;
            }
        }
        if seen.is_empty() {
            barren::remember(technique, places);
        }
    }
    true
}

/// The sets the base may take, and those the cover may: with rows as the
/// base lines, rows and boxes for the base and columns and boxes for the
/// cover (the other way round without). Without fins, a base set holds at
/// most `size` places.
fn pools(places: CellSet, rows: bool, size: usize, finned: bool) -> (Vec<Unit>, Vec<Unit>) {
    let (mut base, mut cover) = (Vec::new(), Vec::new());
    for house in 0..27 {
        let unit = places & HOUSE_CELLS[house];
        if unit.is_empty() {
            continue;
        }
        let small = finned || unit.len() <= size;
        let line_is_base = (house < 9) == rows;
        if house >= 18 {
            cover.push((unit, house));
            if small {
                base.push((unit, house));
            }
        } else if line_is_base {
            if small {
                base.push((unit, house));
            }
        } else {
            cover.push((unit, house));
        }
    }
    (base, cover)
}

/// One digit's search, in one orientation.
struct Search {
    technique: Technique,
    digit: u8,
    places: CellSet,
    size: usize,
    finned: bool,
}

/// The sets a base's cover may take, and what those from each position
/// on take in together.
struct Covers<'a> {
    eligible: &'a [Unit],
    reach: &'a [CellSet],
}

/// A base: its places, its endo fins, its houses and their kinds.
struct Base<'a> {
    cells: CellSet,
    endo: CellSet,
    units: &'a [Unit],
    kinds: u8,
}

impl Search {
    /// Tries every cover of the base sets `units`; `false` if `found`
    /// stopped it.
    fn covers_of(
        &self,
        units: &[Unit],
        cover_pool: &[Unit],
        seen: &mut Vec<CellSet>,
        found: Found,
    ) -> bool {
        let (mut cells, mut endo) = (CellSet::EMPTY, CellSet::EMPTY);
        for &(unit, _) in units {
            let overlap = cells & unit;
            if !overlap.is_empty() {
                if !self.finned || (endo | overlap).len() > MAX_ENDO_FINS {
                    return true;
                }
                endo |= overlap;
            }
            cells |= unit;
        }
        let eligible: Vec<Unit> = cover_pool
            .iter()
            .copied()
            .filter(|&(unit, house)| {
                units.iter().all(|&(_, h)| h != house) && unit.intersects(cells)
            })
            .collect();
        if eligible.len() < self.size {
            return true;
        }
        let base = Base {
            cells,
            endo,
            units,
            kinds: units.iter().fold(0, |k, &(_, h)| k | kind_bit(h)),
        };
        // What the covers from each position on take in.
        let mut reach = vec![CellSet::EMPTY; eligible.len() + 1];
        for i in (0..eligible.len()).rev() {
            reach[i] = reach[i + 1] | eligible[i].0;
        }
        if self.hopeless(&base, reach[0], CellSet::EMPTY) {
            return true;
        }
        let mut chosen = [0; 3];
        let covers = Covers {
            eligible: &eligible,
            reach: &reach,
        };
        self.descend(
            &base,
            &covers,
            &mut chosen,
            0,
            CellSet::EMPTY,
            CellSet::EMPTY,
            seen,
            found,
        )
    }

    /// Adds covers from `eligible` after `chosen[depth - 1]` to the
    /// `depth` covers chosen, whose sets hold `union` and, in two of them,
    /// `cannibal`.
    #[allow(clippy::too_many_arguments)]
    fn descend(
        &self,
        base: &Base,
        covers: &Covers,
        chosen: &mut [usize; 3],
        depth: usize,
        union: CellSet,
        cannibal: CellSet,
        seen: &mut Vec<CellSet>,
        found: Found,
    ) -> bool {
        let eligible = covers.eligible;
        let start = if depth == 0 { 0 } else { chosen[depth - 1] + 1 };
        if depth + 1 == self.size {
            let open = base.cells - union;
            for (i, &(unit, _)) in eligible.iter().enumerate().skip(start) {
                if !self.may_eliminate((open - unit) | base.endo, union | unit) {
                    continue;
                }
                chosen[depth] = i;
                let (union, cannibal) = (union | unit, cannibal | (union & unit));
                if !self.leaf(
                    base,
                    eligible,
                    &chosen[..=depth],
                    union,
                    cannibal,
                    seen,
                    found,
                ) {
                    return false;
                }
            }
            return true;
        }
        let left = self.size - depth;
        for i in start..=eligible.len() - left {
            let unit = eligible[i].0;
            let next = union | unit;
            // HoDoKu stops a finned search once the covers so far take in
            // the whole base; the rest only prunes what cannot be a fish
            // (too many fins, or fins that no place sees).
            if (self.finned && base.cells.is_subset(next))
                || self.hopeless(base, covers.reach[i + 1], next)
            {
                continue;
            }
            chosen[depth] = i;
            let cannibal = cannibal | (union & unit);
            if !self.descend(base, covers, chosen, depth + 1, next, cannibal, seen, found) {
                return false;
            }
        }
        true
    }

    /// Whether covers holding `union`, with `fins` (endo fins included),
    /// may eliminate anything: the leaf's test, cheaply first.
    fn may_eliminate(&self, fins: CellSet, union: CellSet) -> bool {
        if !self.finned {
            return fins.is_empty();
        }
        if fins.is_empty() || fins.len() > MAX_FINS {
            return false;
        }
        // The places that see every fin (a cell is not its own peer), fin
        // by fin, stopping once there are none.
        let mut targets = self.places & union;
        for fin in fins.indices() {
            targets &= PEERS[fin];
            if targets.is_empty() {
                return false;
            }
        }
        true
    }

    /// Whether covers holding `union`, and more of those whose places
    /// are `reach`, cannot make a fish: places of the base that no cover
    /// takes in are fins for sure, and there may be none without fins, no
    /// more than five with them, and some place of the digit must see them
    /// all.
    fn hopeless(&self, base: &Base, reach: CellSet, union: CellSet) -> bool {
        let sure_fins = (base.cells - union - reach) | base.endo;
        if !self.finned {
            return !sure_fins.is_empty();
        }
        sure_fins.len() > MAX_FINS
            || (!sure_fins.is_empty() && !seen_by_all(sure_fins).intersects(self.places))
    }

    /// A complete cover: the step, if it is a Franken fish that eliminates
    /// something not eliminated before.
    #[allow(clippy::too_many_arguments)]
    fn leaf(
        &self,
        base: &Base,
        eligible: &[Unit],
        chosen: &[usize],
        union: CellSet,
        cannibal: CellSet,
        seen: &mut Vec<CellSet>,
        found: Found,
    ) -> bool {
        // The fins passed `may_eliminate`: none without fins, at most five.
        let fins = base.cells - union;
        let gone = if self.finned {
            let sees = seen_by_all(fins | base.endo);
            ((self.places & union & sees) - base.cells) | (self.places & cannibal & sees)
        } else {
            ((self.places & union) - base.cells) | (self.places & cannibal)
        };
        if gone.is_empty() {
            return true;
        }
        let cover_kinds = chosen.iter().fold(0, |k, &i| k | kind_bit(eligible[i].1));
        let basic =
            (base.kinds, cover_kinds) == (ROW, COL) || (base.kinds, cover_kinds) == (COL, ROW);
        if basic || seen.contains(&gone) {
            return true;
        }
        seen.push(gone);
        let houses: Vec<usize> = base.units.iter().map(|&(_, h)| h).collect();
        let covers: Vec<usize> = chosen.iter().map(|&i| eligible[i].1).collect();
        let mut step = lines_step(
            self.technique,
            self.digit,
            &houses,
            &covers,
            fins - base.endo,
            gone,
        );
        step.cells = (base.cells - fins).cells().collect();
        step.endo_fins = base.endo.cells().collect();
        found(step)
    }
}
