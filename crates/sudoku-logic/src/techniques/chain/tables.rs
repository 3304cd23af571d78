//! HoDoKu's implication tables ("Trebor's tables") for nice loops and
//! AICs: for every candidate taken true and taken false, what follows, in
//! the order HoDoKu's tables hold it.
//!
//! A state is a node (a single candidate, or a group of a digit's cells in
//! one box and line) taken true or false: `node * 2`, plus 1 when true.
//! Each state has its direct implications, listed in HoDoKu's order: for a
//! candidate taken true, the cell's other digits, then the digit in the
//! cell's row, column and box; taken false, the cell's other digit if it
//! has two, then the digit's other place in each house where it has two.
//! The groups' links come after those. A table is the breadth-first search
//! of these from one premise, each state kept with the first state that
//! reached it, and at most [`MAX_ENTRIES`] states, as HoDoKu's are; which
//! chain a table rebuilds to a state depends on that order.

use crate::candidates::digits_of;
use crate::house::{CELL_HOUSES, HOUSE_CELLS, box_of, col_of, row_of, seen_by_all};
use crate::{Candidates, CellSet};

/// The most states a table holds, its premise included (HoDoKu's limit).
const MAX_ENTRIES: usize = 1000;

/// Marks a node of no candidate in [`Tables::single`].
const NONE: u32 = u32::MAX;

/// The nodes of a grid and each state's direct implications.
pub(super) struct Tables {
    /// Each node's cells and digit: the single candidates first, then the
    /// groups in HoDoKu's order (rows, then columns).
    pub(super) nodes: Vec<(CellSet, u8)>,
    /// The node of each candidate, `cell * 9 + digit - 1`.
    single: Vec<u32>,
    /// Each state's direct implications, in HoDoKu's order.
    direct: Vec<Vec<u32>>,
}

/// One premise's table: the states reached, in the order reached, each
/// with the index of the entry that reached it and its distance in links.
#[derive(Default)]
pub(super) struct Table {
    /// The states, the premise first.
    pub(super) states: Vec<u32>,
    parent: Vec<u32>,
    /// Links from the premise.
    pub(super) depth: Vec<u16>,
    /// For each state, the search that last met it.
    stamp: Vec<u32>,
    search: u32,
}

impl Tables {
    /// The tables' nodes and links for `grid`; with `grouped`, groups too.
    pub(super) fn new(grid: &Candidates, grouped: bool) -> Tables {
        let mut tables = Tables {
            nodes: Vec::new(),
            single: vec![NONE; 729],
            direct: Vec::new(),
        };
        for cell in 0..81 {
            for digit in digits_of(grid.mask(cell)) {
                tables.single[cell * 9 + usize::from(digit - 1)] = tables.nodes.len() as u32;
                tables.nodes.push((CellSet::single(cell), digit));
            }
        }
        let groups = if grouped {
            group_nodes(grid)
        } else {
            Vec::new()
        };
        tables.nodes.extend(groups.iter().copied());
        tables.direct = vec![Vec::new(); tables.nodes.len() * 2];
        tables.link_singles(grid);
        if grouped {
            tables.link_groups(grid, tables.nodes.len() - groups.len());
        }
        tables
    }

    /// The state of `digit` in `cell` taken true (`on`) or false.
    pub(super) fn state(&self, cell: usize, digit: u8, on: bool) -> u32 {
        self.single[cell * 9 + usize::from(digit - 1)] * 2 + u32::from(on)
    }

    /// A state's direct implications, in HoDoKu's order.
    pub(super) fn direct(&self, state: usize) -> &[u32] {
        &self.direct[state]
    }

    /// The cells and digit of a state's node.
    pub(super) fn node(&self, state: u32) -> (CellSet, u8) {
        self.nodes[state as usize / 2]
    }

    /// The cell HoDoKu names a node by: its first.
    pub(super) fn cell(&self, state: u32) -> usize {
        self.node(state).0.first().unwrap_or(0)
    }

    /// The direct implications of the single candidates (HoDoKu's
    /// `fillTables`).
    fn link_singles(&mut self, grid: &Candidates) {
        for cell in 0..81 {
            let mask = grid.mask(cell);
            for digit in digits_of(mask) {
                let (on, off) = (
                    self.state(cell, digit, true),
                    self.state(cell, digit, false),
                );
                let mut when_on = Vec::with_capacity(24);
                let mut when_off = Vec::with_capacity(4);
                for other in digits_of(mask).filter(|&d| d != digit) {
                    when_on.push(self.state(cell, other, false));
                    if mask.count_ones() == 2 {
                        when_off.push(self.state(cell, other, true));
                    }
                }
                for house in CELL_HOUSES[cell] {
                    let places = grid.places_in(digit, house.index());
                    if places.len() < 2 {
                        continue;
                    }
                    let peers = places - CellSet::single(cell);
                    for peer in peers.indices() {
                        push_new(&mut when_on, self.state(peer, digit, false));
                    }
                    if places.len() == 2 {
                        let peer = peers.first().unwrap_or(0);
                        push_new(&mut when_off, self.state(peer, digit, true));
                    }
                }
                self.direct[on as usize] = when_on;
                self.direct[off as usize] = when_off;
            }
        }
    }

    /// The links of the groups, from the node `first` on (HoDoKu's
    /// `fillTablesWithGroupNodes`): to the singles of their digit that see
    /// them, and to the groups of their lines and box.
    fn link_groups(&mut self, grid: &Candidates, first: usize) {
        for g in first..self.nodes.len() {
            let (cells, digit) = self.nodes[g];
            let (on, off) = (g * 2 + 1, g * 2);
            let visible = grid.places(digit) & seen_by_all(cells);
            for cell in visible.indices() {
                let single = self.state(cell, digit, false);
                self.direct[on].push(single);
                push_new(&mut self.direct[single as usize + 1], off as u32);
            }
            let cell = cells.first().unwrap_or(0);
            let line = line_of(cells);
            for house in [HOUSE_CELLS[18 + box_of(cell)], HOUSE_CELLS[line]] {
                let alone = visible & house;
                if alone.len() == 1 {
                    let single = self.state(alone.first().unwrap_or(0), digit, true);
                    push_new(&mut self.direct[off], single);
                    push_new(&mut self.direct[single as usize - 1], on as u32);
                }
            }
            // Groups of the same digit in the same line or box.
            let mut in_line = Vec::new();
            let mut in_box = Vec::new();
            for h in first..self.nodes.len() {
                let (other, d) = self.nodes[h];
                if h == g || d != digit || other.intersects(cells) {
                    continue;
                }
                let first_other = other.first().unwrap_or(0);
                if line_of(other) == line {
                    in_line.push(h);
                    self.direct[on].push(h as u32 * 2);
                }
                if box_of(first_other) == box_of(cell) {
                    in_box.push(h);
                    self.direct[on].push(h as u32 * 2);
                }
            }
            for (others, house) in [
                (in_line, HOUSE_CELLS[line]),
                (in_box, HOUSE_CELLS[18 + box_of(cell)]),
            ] {
                if let [h] = others[..]
                    && (grid.places(digit) & (house - cells - self.nodes[h].0)).is_empty()
                {
                    self.direct[off].push(h as u32 * 2 + 1);
                }
            }
        }
    }

    /// Fills `table` with what follows from `premise`, breadth first.
    pub(super) fn expand(&self, premise: u32, table: &mut Table) {
        if table.stamp.len() != self.direct.len() {
            table.stamp = vec![0; self.direct.len()];
            table.search = 0;
        }
        table.search += 1;
        table.states.clear();
        table.parent.clear();
        table.depth.clear();
        table.states.push(premise);
        table.parent.push(0);
        table.depth.push(0);
        table.stamp[premise as usize] = table.search;
        let mut at = 0;
        while at < table.states.len() {
            let from = table.states[at];
            for &next in &self.direct[from as usize] {
                if table.states.len() >= MAX_ENTRIES {
                    return;
                }
                if table.stamp[next as usize] != table.search {
                    table.stamp[next as usize] = table.search;
                    table.states.push(next);
                    table.parent.push(at as u32);
                    table.depth.push(table.depth[at] + 1);
                }
            }
            at += 1;
        }
    }
}

impl Table {
    /// A copy of the table's entries alone, to keep while `self` goes on
    /// to the next search.
    pub(super) fn entries(&self) -> Table {
        Table {
            states: self.states.clone(),
            parent: self.parent.clone(),
            depth: self.depth.clone(),
            stamp: Vec::new(),
            search: 0,
        }
    }

    /// The states from the premise to entry `at`.
    pub(super) fn chain_to(&self, mut at: usize) -> Vec<u32> {
        let mut chain = vec![self.states[at]];
        while at != 0 {
            at = self.parent[at] as usize;
            chain.push(self.states[at]);
        }
        chain.reverse();
        chain
    }
}

/// Adds `state` to `list` unless it is there.
fn push_new(list: &mut Vec<u32>, state: u32) {
    if !list.contains(&state) {
        list.push(state);
    }
}

/// The house index of the row or column a group's cells share.
fn line_of(cells: CellSet) -> usize {
    let mut indices = cells.indices();
    let (a, b) = (indices.next().unwrap_or(0), indices.next().unwrap_or(0));
    if row_of(a) == row_of(b) {
        row_of(a)
    } else {
        9 + col_of(a)
    }
}

/// HoDoKu's group nodes, in its order: for each row, each digit and each
/// box, a digit's two or three places where the row crosses the box; then
/// the same for the columns.
fn group_nodes(grid: &Candidates) -> Vec<(CellSet, u8)> {
    let mut groups = Vec::new();
    for line in 0..18 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, line);
            for b in 0..9 {
                let group = places & HOUSE_CELLS[18 + b];
                if group.len() >= 2 {
                    groups.push((group, digit));
                }
            }
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid from a line of 81 digits and dots.
    fn grid(line: &str) -> Candidates {
        let mut marks = Candidates::blank();
        for (cell, ch) in line.chars().enumerate() {
            if let Some(d) = ch.to_digit(10) {
                marks.set(cell, d as u8);
            }
        }
        marks
    }

    /// Every table is a breadth-first search: each state once, each
    /// reached by a direct implication of an earlier entry, one link
    /// further than it; every direct implication of an entry is in the
    /// table, unless the table is full.
    #[test]
    fn every_table_is_a_breadth_first_search_of_direct_implications() {
        for (line, grouped) in [
            (
                "..9..64...638..........981.12.....4........513.8...7...8.2..9.77...9......2..1...",
                true,
            ),
            (
                ".6.....7....8456.2...73....83....2.52.6...9..57.2..................78.566...591.3",
                false,
            ),
        ] {
            let grid = grid(line);
            let tables = Tables::new(&grid, grouped);
            let mut table = Table::default();
            for cell in 0..81 {
                for digit in digits_of(grid.mask(cell)) {
                    for on in [true, false] {
                        tables.expand(tables.state(cell, digit, on), &mut table);
                        let states = &table.states;
                        let mut seen = std::collections::HashSet::new();
                        assert!(states.iter().all(|s| seen.insert(*s)), "{line}");
                        for at in 1..states.len() {
                            let parent = table.parent[at] as usize;
                            assert!(parent < at);
                            assert!(tables.direct[states[parent] as usize].contains(&states[at]));
                            assert_eq!(table.depth[at], table.depth[parent] + 1);
                        }
                        if states.len() < MAX_ENTRIES {
                            for &s in states {
                                for next in &tables.direct[s as usize] {
                                    assert!(seen.contains(next), "{line}: {s} -> {next}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// HoDoKu's tables stop at 1,000 entries, keeping the first met
    /// (with a grid's few hundred candidates and groups a table seldom
    /// gets there, so the links here are made up: a path of 1,500 states).
    #[test]
    fn a_table_holds_at_most_a_thousand_entries() {
        let direct: Vec<Vec<u32>> = (0..1500).map(|s| vec![(s + 1) % 1500]).collect();
        let tables = Tables {
            nodes: vec![(CellSet::single(0), 1); 750],
            single: vec![NONE; 729],
            direct,
        };
        let mut table = Table::default();
        tables.expand(7, &mut table);
        assert_eq!(table.states.len(), MAX_ENTRIES);
        assert_eq!(table.states[MAX_ENTRIES - 1], 7 + MAX_ENTRIES as u32 - 1);
        assert_eq!(table.chain_to(3), vec![7, 8, 9, 10]);
    }

    /// A group's links: taken true, its digit leaves what sees the whole
    /// group; taken false, the box's only other place takes it, and that
    /// place taken false makes the group true.
    #[test]
    fn a_group_links_to_what_sees_it_and_to_its_box_s_other_place() {
        // 1 in r2c5 keeps 1 out of row 2; with 1 gone from r1c3, r3c1 and
        // r3c2, box 1 holds it in the group r1c12 or in r3c3.
        let mut grid = Candidates::blank();
        grid.set(13, 1);
        for cell in [2, 18, 19] {
            grid.remove(cell, 1);
        }
        let tables = Tables::new(&grid, true);
        let group = CellSet::single(0) | CellSet::single(1);
        assert_eq!(grid.places_in(1, 18), group | CellSet::single(20));
        let g = tables
            .nodes
            .iter()
            .position(|&(cells, d)| cells == group && d == 1)
            .expect("the group r1c12 of 1") as u32;
        let on = &tables.direct[g as usize * 2 + 1];
        for cell in (grid.places(1) & seen_by_all(group)).indices() {
            assert!(on.contains(&tables.state(cell, 1, false)), "{cell}");
        }
        assert!(tables.direct[g as usize * 2].contains(&tables.state(20, 1, true)));
        assert!(tables.direct[tables.state(20, 1, false) as usize].contains(&(g * 2 + 1)));
    }
}
