//! A transformation of the grid that keeps it a Sudoku, its notation, and
//! random ones.

use std::fmt;
use std::str::FromStr;

use crate::Grid;
use crate::generator::random::Random;

/// A validity-preserving transformation: first transpose (if asked), then
/// take the rows and columns in a new order, then relabel the digits.
///
/// Row `i` of the result is row `rows[i]` of the (transposed) input, column
/// `j` is column `cols[j]`, and digit `d` becomes `digits[d - 1]`. Rows
/// keep their bands together (a band of the result is a band of the
/// input), and columns their stacks.
///
/// Its notation (what [`Display`](fmt::Display) writes and
/// [`FromStr`] reads) is `T` when transposed, then `R`, `C` and `D`, each
/// followed by nine digits, 1-based: `TR312645978C123456789D987654321`.
///
/// ```
/// use sudoku_core::{Grid, Transform};
///
/// let t: Transform = "R456123789C123456789D213456789".parse().unwrap();
/// let grid = Grid::from_values([0; 81]).unwrap();
/// assert_eq!(t.apply(&grid), grid);
/// assert_eq!(t.then(&t.inverse()), Transform::IDENTITY);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transform {
    /// Whether the grid is transposed first.
    pub transpose: bool,
    /// The input row (0-8) each row of the result comes from.
    pub rows: [u8; 9],
    /// The input column (0-8) each column of the result comes from.
    pub cols: [u8; 9],
    /// The digit each digit 1-9 becomes (`digits[d - 1]`).
    pub digits: [u8; 9],
}

/// Why a transformation could not be read; its message quotes the text
/// [echoed](crate::echo): escaped and cut short.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{}` is not a transformation: {why}", crate::echo(.text))]
pub struct BadTransform {
    text: String,
    why: &'static str,
}

const IDENTITY_ORDER: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

impl Transform {
    /// The transformation that changes nothing.
    pub const IDENTITY: Transform = Transform {
        transpose: false,
        rows: IDENTITY_ORDER,
        cols: IDENTITY_ORDER,
        digits: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// Whether the row (or column) order keeps lines of a band (stack)
    /// together, and the digits are a permutation.
    pub fn is_valid(&self) -> bool {
        let order_ok = |order: &[u8; 9]| {
            let mut seen = 0u16;
            for (i, &o) in order.iter().enumerate() {
                if o > 8 || seen & (1 << o) != 0 {
                    return false;
                }
                seen |= 1 << o;
                // The three lines of each new band come from one old band.
                if o / 3 != order[i / 3 * 3] / 3 {
                    return false;
                }
            }
            true
        };
        let mut seen = 0u16;
        let digits_ok = self.digits.iter().all(|&d| {
            let fresh = (1..=9).contains(&d) && seen & (1 << d) == 0;
            seen |= 1 << d;
            fresh
        });
        order_ok(&self.rows) && order_ok(&self.cols) && digits_ok
    }

    /// The grid transformed.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let values = grid.values();
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let (sr, sc) = (self.rows[r] as usize, self.cols[c] as usize);
                let v = if self.transpose {
                    values[sc * 9 + sr]
                } else {
                    values[sr * 9 + sc]
                };
                out[r * 9 + c] = if v == 0 {
                    0
                } else {
                    self.digits[v as usize - 1]
                };
            }
        }
        Grid::from_values(out).expect("a transformed grid has digits 0-9")
    }

    /// The transformation that undoes this one.
    pub fn inverse(&self) -> Transform {
        let invert = |order: &[u8; 9]| {
            let mut inv = [0u8; 9];
            for (i, &o) in order.iter().enumerate() {
                inv[o as usize] = i as u8;
            }
            inv
        };
        let mut digits = [0u8; 9];
        for (d, &to) in self.digits.iter().enumerate() {
            digits[to as usize - 1] = d as u8 + 1;
        }
        let (rows, cols) = (invert(&self.rows), invert(&self.cols));
        if self.transpose {
            // Undo the reordering (rows and columns swap roles), then transpose.
            Transform {
                transpose: true,
                rows: cols,
                cols: rows,
                digits,
            }
        } else {
            Transform {
                transpose: false,
                rows,
                cols,
                digits,
            }
        }
    }

    /// This transformation followed by `next`.
    pub fn then(&self, next: &Transform) -> Transform {
        // Where output cell (r, c) of `next` reads in this one's output,
        // then where that reads in the input.
        let transpose = self.transpose != next.transpose;
        let mut rows = [0u8; 9];
        let mut cols = [0u8; 9];
        for i in 0..9 {
            let (nr, nc) = (next.rows[i] as usize, next.cols[i] as usize);
            if next.transpose {
                // next reads (r, c) of its input at (cols-based) transposed place.
                rows[i] = self.cols[nr];
                cols[i] = self.rows[nc];
            } else {
                rows[i] = self.rows[nr];
                cols[i] = self.cols[nc];
            }
        }
        let digits = self.digits.map(|d| next.digits[d as usize - 1]);
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// Random transformation number `index` of `seed`: every one of the
    /// 2 × 6⁸ × 9! as likely, drawn from the generator's ChaCha8 stream for
    /// (`seed`, `index`), so the same whichever thread draws it.
    pub fn random(seed: u64, index: u64) -> Transform {
        let mut random = Random::new(seed, index);
        let order = |random: &mut Random| {
            let mut groups = [0u8, 1, 2];
            random.shuffle(&mut groups);
            let mut out = [0u8; 9];
            for (g, &group) in groups.iter().enumerate() {
                let mut lines = [group * 3, group * 3 + 1, group * 3 + 2];
                random.shuffle(&mut lines);
                out[g * 3..g * 3 + 3].copy_from_slice(&lines);
            }
            out
        };
        let rows = order(&mut random);
        let cols = order(&mut random);
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        let transpose = random.below(2) == 1;
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nine = |order: &[u8; 9], offset: u8| -> String {
            order
                .iter()
                .map(|&o| char::from(b'0' + o + offset))
                .collect()
        };
        if self.transpose {
            f.write_str("T")?;
        }
        write!(
            f,
            "R{}C{}D{}",
            nine(&self.rows, 1),
            nine(&self.cols, 1),
            nine(&self.digits, 0)
        )
    }
}

impl FromStr for Transform {
    type Err = BadTransform;

    fn from_str(text: &str) -> Result<Transform, BadTransform> {
        let bad = |why| BadTransform {
            text: text.chars().take(crate::MAX_ECHO + 1).collect(),
            why,
        };
        let (transpose, rest) = match text.strip_prefix('T') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let mut t = Transform {
            transpose,
            ..Transform::IDENTITY
        };
        let mut rest = rest;
        for (letter, field) in [('R', 0), ('C', 1), ('D', 2)] {
            let Some(after) = rest.strip_prefix(letter) else {
                return Err(bad(
                    "expected T (optional), then R, C and D each with nine digits 1-9",
                ));
            };
            let digits: Vec<u8> = after.bytes().take(9).collect();
            if digits.len() != 9 || !digits.iter().all(|b| (b'1'..=b'9').contains(b)) {
                return Err(bad("R, C and D each take nine digits 1-9"));
            }
            let values: [u8; 9] = std::array::from_fn(|i| digits[i] - b'0');
            match field {
                0 => t.rows = values.map(|v| v - 1),
                1 => t.cols = values.map(|v| v - 1),
                _ => t.digits = values,
            }
            rest = &after[9..];
        }
        if !rest.is_empty() {
            return Err(bad("unexpected text after the D digits"));
        }
        if !t.is_valid() {
            return Err(bad(
                "rows must keep each band's rows together and columns each stack's, and each of R, C, D must use every digit once",
            ));
        }
        Ok(t)
    }
}
