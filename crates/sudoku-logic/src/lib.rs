//! Human-style solving for 9×9 Sudoku: the techniques people use, one
//! deduction at a time, each explained.
//!
//! A [`Candidates`] grid holds the pencil marks. Each [`Technique`] finds
//! [`Step`]s in it: the digits placed or the candidates eliminated, and the
//! cells, houses and chains that justify them. [`explain`] applies the
//! easiest technique that makes progress until the puzzle is solved. Where
//! HoDoKu's forcing nets fail, HoDoKu guesses ([`Technique::BruteForce`]),
//! and so does the default path; with [`Options::guess`] false, forcing
//! nets nested as deep as needed take its place and finish every puzzle
//! that has one solution without guessing.
//!
//! ```
//! use sudoku_core::Grid;
//! use sudoku_logic::{explain, Level, Options, Technique};
//!
//! let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
//! let mut values = [0u8; 81];
//! for (v, c) in values.iter_mut().zip(line.bytes()) {
//!     *v = if c == b'.' { 0 } else { c - b'0' };
//! }
//! let explanation = explain(&Grid::from_values(values).unwrap(), &Options::default()).unwrap();
//! assert!(explanation.solved());
//! assert_eq!(explanation.hardest(), Some(Technique::LockedCandidatesPointing));
//! assert_eq!((explanation.level(), explanation.score()), (Level::Medium, 696));
//! ```

// Cells, digits and houses are numbers here, and the tables are indexed
// by them: a loop over the numbers reads as the domain does.
#![allow(clippy::needless_range_loop)]

mod band;
mod candidates;
mod cellset;
mod combinations;
mod deadline;
mod house;
mod net;
mod notation;
mod queues;
mod rating;
mod reachability;
mod scale;
mod se;
mod solver;
mod step;
mod technique;
mod techniques;

pub use band::{BadRange, Band, ErRange, UNREACHED_ER};
pub use candidates::Candidates;
pub use cellset::CellSet;
pub use deadline::{TimeUp, span, unless_stopped, within};
pub use house::{House, HouseKind};
pub use net::{Net, NetNode, net_texts};
pub use rating::ratings;
pub use scale::{Scale, UnknownScale};
pub use se::{
    SeRating, SeStep, SeTechnique, se_explain, se_explain_from, se_forget, se_next_step, se_path,
    se_path_unpruned, se_rate,
};
pub use solver::{
    Explanation, Options, Unexplainable, explain, explain_from, needs_uniqueness, next_step, start,
};
pub use step::{Candidate, Chain, Node, Step};
pub use technique::{Level, Technique, UnknownLevel};
pub use techniques::{find_all, find_first};
