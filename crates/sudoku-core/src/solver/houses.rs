//! The 27 houses (rows, columns, boxes) and each cell's 20 peers, as tables
//! built at compile time.

/// The cells of each house: rows 0-8, then columns 9-17, then boxes 18-26.
pub(super) const HOUSES: [[u8; 9]; 27] = houses();

/// The 20 cells that share a house with each cell.
pub(super) const PEERS: [[u8; 20]; 81] = peers();

const fn houses() -> [[u8; 9]; 27] {
    let mut houses = [[0; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            houses[i][j] = (i * 9 + j) as u8;
            houses[9 + i][j] = (j * 9 + i) as u8;
            houses[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    houses
}

const fn sees(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3))
}

const fn peers() -> [[u8; 20]; 81] {
    let mut peers = [[0; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut n = 0;
        let mut other = 0;
        while other < 81 {
            if sees(cell, other) {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        assert!(n == 20);
        cell += 1;
    }
    peers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    #[test]
    fn every_cell_is_in_one_row_one_column_and_one_box() {
        for cell in Cell::all() {
            let kinds: Vec<usize> = HOUSES
                .iter()
                .enumerate()
                .filter(|(_, house)| house.contains(&(cell.index() as u8)))
                .map(|(i, _)| i / 9)
                .collect();
            assert_eq!(kinds, vec![0, 1, 2], "{cell}");
        }
    }

    #[test]
    fn peers_agree_with_cell_sees() {
        for cell in Cell::all() {
            for other in Cell::all() {
                let listed = PEERS[cell.index()].contains(&(other.index() as u8));
                assert_eq!(listed, cell.sees(other), "{cell} {other}");
            }
        }
    }
}
