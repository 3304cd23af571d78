//! SE's bivalue universal grave, types 1 to 4.

use super::basic::common_tuple;
use super::board::{Board, HOUSE_OF, HOUSES, PEERS};
use super::combos;
use super::hint::{Focus, Hint, SeTechnique};

/// The first BUG hint SE gives, if any.
pub(crate) fn bug(board: &Board) -> Option<Hint> {
    let (hint, cells, values) = search(board)?;
    Some(hint.at(Focus::cells(values, cells)))
}

/// The BUG hint, its cells with more than two candidates, and their
/// extra digits.
fn search(board: &Board) -> Option<(Hint, Vec<usize>, u16)> {
    let mut temp = board.clone();
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = [0u16; 81];
    let mut all_values = 0u16;
    let mut common: Option<Vec<usize>> = None;
    for kind in [0..9, 9..18, 18..27] {
        for house in kind {
            for d in 1..=9u8 {
                let pos = board.positions(house, d);
                let card = pos.count_ones();
                if card == 0 || card == 2 {
                    continue;
                }
                let new: Vec<usize> = (0..9)
                    .filter(|i| pos & (1 << i) != 0)
                    .map(|i| HOUSES[house][i] as usize)
                    .filter(|&c| board.count(c) >= 3)
                    .collect();
                if new.len() == 1 {
                    let c = new[0];
                    if !bug_cells.contains(&c) {
                        bug_cells.push(c);
                    }
                    bug_values[c] |= 1 << d;
                    all_values |= 1 << d;
                    temp.remove(c, 1 << d);
                    let peers = PEERS[c].iter().map(|&x| x as usize);
                    let mut cells: Vec<usize> = match common.take() {
                        None => peers.collect(),
                        Some(cells) => {
                            let peers: Vec<usize> = peers.collect();
                            cells.into_iter().filter(|x| peers.contains(x)).collect()
                        }
                    };
                    cells.retain(|x| !bug_cells.contains(x));
                    let empty = cells.is_empty();
                    common = Some(cells);
                    if bug_cells.len() > 1 && all_values.count_ones() > 1 && empty {
                        return None;
                    }
                }
                if new.is_empty() {
                    return None;
                }
            }
        }
    }
    if (0..81).any(|c| temp.values[c] == 0 && temp.count(c) != 2) {
        return None;
    }
    for house in 0..27 {
        for d in 1..=9u8 {
            let card = temp.positions(house, d).count_ones();
            if card != 0 && card != 2 {
                return None;
            }
        }
    }
    let common = common.unwrap_or_default();
    if bug_cells.len() == 1 {
        let c = bug_cells[0];
        let removals = vec![(c as u8, board.cands[c] & !all_values)];
        let hint = Hint::new(SeTechnique::Bug, 5.6, removals, None);
        return Some((hint, bug_cells, all_values));
    }
    if all_values.count_ones() == 1 {
        let value = all_values.trailing_zeros() as u8;
        let removals: Vec<(u8, u16)> = common
            .iter()
            .filter(|&&c| board.has(c, value))
            .map(|&c| (c as u8, 1u16 << value))
            .collect();
        if !removals.is_empty() {
            let hint = Hint::new(SeTechnique::Bug, 5.7, removals, None);
            return Some((hint, bug_cells, all_values));
        }
        if bug_cells.len() == 2 {
            let hint = type4(board, &bug_cells, &bug_values, all_values)?;
            return Some((hint, bug_cells, all_values));
        }
        return None;
    }
    if common.is_empty() {
        return None;
    }
    if bug_cells.len() == 2
        && let Some(hint) = type4(board, &bug_cells, &bug_values, all_values)
    {
        return Some((hint, bug_cells, all_values));
    }
    let hint = type3(board, &bug_cells, all_values, &common)?;
    Some((hint, bug_cells, all_values))
}

/// The house of `kind` (0 box, 1 row, 2 column) all `cells` share.
fn shared_house(cells: &[usize], kind: usize) -> Option<usize> {
    let house = HOUSE_OF[cells[0]][kind];
    cells
        .iter()
        .all(|&c| HOUSE_OF[c][kind] == house)
        .then_some(house as usize)
}

fn type4(board: &Board, cells: &[usize], extra: &[u16; 81], all: u16) -> Option<Hint> {
    let (c1, c2) = (cells[0], cells[1]);
    let common = board.cands[c1] & board.cands[c2] & !all;
    if common.count_ones() != 1 {
        return None;
    }
    (0..3).find_map(|kind| {
        shared_house(cells, kind)?;
        let removals = vec![
            (c1 as u8, board.cands[c1] & !extra[c1] & !common),
            (c2 as u8, board.cands[c2] & !extra[c2] & !common),
        ];
        Some(Hint::new(SeTechnique::Bug, 5.7, removals, None))
    })
}

fn type3(board: &Board, cells: &[usize], all: u16, common: &[usize]) -> Option<Hint> {
    for kind in 0..3 {
        let Some(house) = shared_house(cells, kind) else {
            continue;
        };
        let region: Vec<usize> = common
            .iter()
            .copied()
            .filter(|&c| HOUSE_OF[c][kind] as usize == house)
            .collect();
        for degree in 2..=6 {
            if region.len() < degree {
                continue;
            }
            let mut found = None;
            combos(degree - 1, region.len(), |idx| {
                let naked: Vec<usize> = idx.iter().map(|&i| region[i]).collect();
                let mut sets: Vec<u16> = naked.iter().map(|&c| board.cands[c]).collect();
                let other = sets.iter().fold(0, |a, &s| a | s);
                if other.count_ones() as usize != degree {
                    return false;
                }
                sets.push(all);
                let Some(set) = common_tuple(&sets, degree) else {
                    return false;
                };
                let removals: Vec<(u8, u16)> = region
                    .iter()
                    .filter(|c| !naked.contains(c) && !cells.contains(c))
                    .filter_map(|&c| {
                        let m = board.cands[c] & set;
                        (m != 0).then_some((c as u8, m))
                    })
                    .collect();
                if removals.is_empty() {
                    return false;
                }
                let rating = 5.7 + (set.count_ones() as f64 - 1.0) * 0.1;
                found = Some(Hint::new(SeTechnique::Bug, rating, removals, None));
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
