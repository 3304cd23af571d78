//! Variant Sudoku: puzzles of sizes 4 to 25 with regular or irregular
//! regions and the constraints setters use (killer cages, thermometers,
//! arrows, kropki dots, XV, little killers, sandwiches and more), read from
//! f-puzzles; counted, solved and given their true candidates exactly.
//!
//! ```
//! use sudoku_variant::{fpuzzles, solver::{self, Budget, Outcome}};
//!
//! // A 4×4 with a killer cage: 1 and 2 in the top-left corner's row.
//! let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
//!   "killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]}"#;
//! let puzzle = fpuzzles::read(json).unwrap();
//! assert!(solver::count(&puzzle, 1000, Budget::NONE).unwrap() > 1);
//! let Outcome::Multiple(first) = solver::solve(&puzzle, Budget::NONE).unwrap() else { panic!() };
//! assert_eq!(&first[..4], &[1, 2, 3, 4]);
//! ```

pub mod board;
pub mod check;
pub mod figure;
pub mod fpuzzles;
pub mod generator;
pub mod jigsaw;
pub mod logic;
pub mod puzzle;
pub mod rule;
pub mod rules;
pub mod solver;
pub mod text;

pub use puzzle::{ModelError, Puzzle};
pub use rule::Rule;
