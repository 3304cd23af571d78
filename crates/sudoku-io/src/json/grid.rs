//! Grids in JSON: a 9×9 array, a flat array of 81 cells or a line string,
//! with errors that name the row or cell.

use std::fmt;

use serde::de::{self, DeserializeSeed, IgnoredAny, SeqAccess, Visitor};
use sudoku_core::Grid;

use crate::{ParseError, line, syntax};

/// The `"puzzle"` field: a grid or a line string.
pub(super) struct GridSeed;

impl<'de> DeserializeSeed<'de> for GridSeed {
    type Value = Grid;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Grid, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for GridSeed {
    type Value = Grid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the puzzle as a 9×9 array of integers 0-9 or an 81-character line")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Grid, A::Error> {
        rows(seq)
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Grid, E> {
        line_string(value)
    }
}

/// Nine rows of nine cells, or 81 cells in a flat array.
pub(super) fn rows<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<Grid, A::Error> {
    let mut values = [0; 81];
    let Some(shape) = seq.next_element_seed(FirstSeed {
        values: &mut values,
    })?
    else {
        return Err(de::Error::custom("the puzzle has 0 rows, expected 9"));
    };
    if shape == Shape::Flat {
        for (index, slot) in values.iter_mut().enumerate().skip(1) {
            match seq.next_element_seed(CellSeed::flat(index))? {
                Some(value) => *slot = value,
                None => {
                    return Err(de::Error::custom(format_args!(
                        "the puzzle has {index} cells, expected 81"
                    )));
                }
            }
        }
        if seq.next_element::<IgnoredAny>()?.is_some() {
            return Err(de::Error::custom(
                "the puzzle has more than 81 cells, expected 81",
            ));
        }
        return Ok(syntax::grid_of(values));
    }
    for (row, cells) in values.chunks_exact_mut(9).enumerate().skip(1) {
        if seq.next_element_seed(RowSeed { row, cells })?.is_none() {
            return Err(de::Error::custom(format_args!(
                "the puzzle has {row} rows, expected 9"
            )));
        }
    }
    if seq.next_element::<IgnoredAny>()?.is_some() {
        return Err(de::Error::custom(
            "the puzzle has more than 9 rows, expected 9",
        ));
    }
    Ok(syntax::grid_of(values))
}

/// How a grid's array is laid out, as its first element shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    /// Rows of cells: `[[1,0,3,...],...]`.
    Rows,
    /// 81 cells: `[1,0,3,...]`.
    Flat,
}

/// The first element of a grid's array: its first row, or its first cell.
struct FirstSeed<'a> {
    values: &'a mut [u8; 81],
}

impl<'de> DeserializeSeed<'de> for FirstSeed<'_> {
    type Value = Shape;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Shape, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for FirstSeed<'_> {
    type Value = Shape;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("puzzle row 1 as an array of 9 integers 0-9, or the puzzle's first cell")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Shape, A::Error> {
        let row = RowSeed {
            row: 0,
            cells: &mut self.values[..9],
        };
        row.visit_seq(seq).map(|()| Shape::Rows)
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Shape, E> {
        self.values[0] = CellSeed::flat(0).visit_u64(value)?;
        Ok(Shape::Flat)
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Shape, E> {
        self.values[0] = CellSeed::flat(0).visit_i64(value)?;
        Ok(Shape::Flat)
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Shape, E> {
        CellSeed::flat(0).visit_f64(value).map(|_| Shape::Flat)
    }
}

/// A `"solution"` field: a grid, or `null` for none.
pub(super) struct SolutionSeed;

impl<'de> DeserializeSeed<'de> for SolutionSeed {
    type Value = Option<Grid>;

    fn deserialize<D: de::Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Option<Grid>, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for SolutionSeed {
    type Value = Option<Grid>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the solution as a 9×9 array of integers 0-9, an 81-character line, or null")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Option<Grid>, E> {
        Ok(None)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<Grid>, A::Error> {
        complete(rows(seq)?).map(Some)
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Option<Grid>, E> {
        complete(line_string(value)?).map(Some)
    }
}

/// `grid` if it has no blank: a solution.
fn complete<E: de::Error>(grid: Grid) -> Result<Grid, E> {
    match grid.values().iter().position(|&v| v == 0) {
        None => Ok(grid),
        Some(cell) => Err(E::custom(format_args!(
            "the solution has a blank at row {}, column {}, expected digits 1-9",
            cell / 9 + 1,
            cell % 9 + 1
        ))),
    }
}

/// An 81-character line string.
pub(super) fn line_string<E: de::Error>(value: &str) -> Result<Grid, E> {
    let exact = |input| {
        let (rest, grid) = line::cells(input)?;
        if rest.is_empty() {
            Ok((rest, grid))
        } else {
            syntax::Failure::new(rest, "the end of the string after 81 cells").cut()
        }
    };
    syntax::parse_text(value, exact).map_err(|err| match err {
        ParseError::Syntax {
            column,
            expected,
            found,
            ..
        } => E::custom(format_args!(
            "the puzzle string, character {column}: expected {expected}, found {}",
            found
                .replace("end of input", "the end of the string")
                .replace("end of line", "the end of the string")
        )),
        other => E::custom(other),
    })
}

/// Row `row` of the grid, into `cells`.
struct RowSeed<'a> {
    row: usize,
    cells: &'a mut [u8],
}

impl<'de> DeserializeSeed<'de> for RowSeed<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for RowSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "puzzle row {} as an array of 9 integers 0-9",
            self.row + 1
        )
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let row = self.row;
        for (col, cell) in self.cells.iter_mut().enumerate() {
            match seq.next_element_seed(CellSeed {
                row,
                col,
                flat: false,
            })? {
                Some(value) => *cell = value,
                None => {
                    return Err(de::Error::custom(format_args!(
                        "puzzle row {} has {col} cells, expected 9",
                        row + 1
                    )));
                }
            }
        }
        if seq.next_element::<IgnoredAny>()?.is_some() {
            return Err(de::Error::custom(format_args!(
                "puzzle row {} has more than 9 cells, expected 9",
                row + 1
            )));
        }
        Ok(())
    }
}

/// The cell `puzzle[row][col]`.
struct CellSeed {
    row: usize,
    col: usize,
    /// The grid is a flat array: the cell is `puzzle[9 * row + col]`.
    flat: bool,
}

impl CellSeed {
    /// Cell `index` of a flat array.
    fn flat(index: usize) -> CellSeed {
        CellSeed {
            row: index / 9,
            col: index % 9,
            flat: true,
        }
    }

    /// The cell as the input indexes it: `puzzle[4][2]` or `puzzle[38]`.
    fn name(&self) -> String {
        if self.flat {
            format!("puzzle[{}]", 9 * self.row + self.col)
        } else {
            format!("puzzle[{}][{}]", self.row, self.col)
        }
    }

    fn out_of_range<E: de::Error>(&self, value: impl fmt::Display) -> E {
        E::custom(format_args!("{} is {value}, expected 0-9", self.name()))
    }
}

impl<'de> DeserializeSeed<'de> for CellSeed {
    type Value = u8;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<u8, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for CellSeed {
    type Value = u8;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} to be an integer 0-9", self.name())
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<u8, E> {
        match u8::try_from(value) {
            Ok(value) if value <= 9 => Ok(value),
            _ => Err(self.out_of_range(value)),
        }
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<u8, E> {
        match u64::try_from(value) {
            Ok(value) => self.visit_u64(value),
            Err(_) => Err(self.out_of_range(value)),
        }
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<u8, E> {
        // serde_json reads integers beyond 64 bits as floats: printed back,
        // they would not be what the input says.
        if value.fract() == 0.0 && value.abs() >= 2f64.powi(53) {
            return Err(E::custom(format_args!(
                "{} is a number far out of range, expected an integer 0-9",
                self.name()
            )));
        }
        Err(E::custom(format_args!(
            "{} is {value}, expected an integer 0-9",
            self.name()
        )))
    }
}
