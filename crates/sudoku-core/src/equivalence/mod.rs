//! Puzzles up to equivalence: the transformations that keep a grid a
//! Sudoku (relabelling the digits, permuting bands, the rows in a band,
//! stacks, the columns in a stack, and transposing), and the canonical
//! (minlex) form, the same for every puzzle of a class.

mod minlex;
mod transform;

pub use minlex::{Canonical, canonical};
pub use transform::{BadTransform, Transform};
