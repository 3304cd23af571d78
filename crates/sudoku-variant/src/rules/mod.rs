//! Every kind of rule, one file each, and [`TABLE`]: the one place that
//! lists them, with the f-puzzles fields each reads.

use std::sync::Arc;

use crate::fpuzzles::fields::{FieldError, Fields};
use crate::rule::{Cell, Rule};

mod arrow;
mod between;
mod chess;
mod clone;
mod cycle;
pub(crate) mod diagonal;
mod difference;
mod disjoint_groups;
mod dots;
pub(crate) mod extra_region;
mod extremum;
mod killer_cage;
mod little_killer;
mod outside;
mod palindrome;
mod parity;
mod quadruple;
mod ratio;
mod region_sum;
mod renban;
mod sandwich;
mod skyscraper;
mod thermometer;
mod whispers;
mod x_sum;
mod xv;
mod zipper;

pub use killer_cage::sum_range;

/// Rules read from an f-puzzles object.
pub(crate) type Rules = Vec<Arc<dyn Rule>>;

/// What an entry's reader gives.
pub(crate) type Read = Result<Rules, FieldError>;

/// One kind of rule (or a family read together, as the white dots and
/// the negative constraint are).
pub struct Entry {
    /// The f-puzzles fields it reads.
    pub keys: &'static [&'static str],
    /// What it is, in words.
    pub name: &'static str,
    /// Reads its fields into rules (none when the fields are absent).
    pub(crate) read: fn(&Fields<'_>) -> Read,
}

/// Every rule the toolkit knows, in the order they are read.
pub static TABLE: &[Entry] = &[
    Entry {
        keys: &["diagonal+", "diagonal-"],
        name: "diagonals",
        read: diagonal::read,
    },
    Entry {
        keys: &["antiknight", "antiking"],
        name: "anti-knight, anti-king",
        read: chess::read,
    },
    Entry {
        keys: &["disjointgroups"],
        name: "disjoint groups",
        read: disjoint_groups::read,
    },
    Entry {
        keys: &["extraregion"],
        name: "extra regions",
        read: extra_region::read,
    },
    Entry {
        keys: &["killercage"],
        name: "killer cages",
        read: killer_cage::read,
    },
    Entry {
        keys: &["thermometer", "slowthermometer"],
        name: "thermometers, slow thermometers",
        read: thermometer::read,
    },
    Entry {
        keys: &["arrow"],
        name: "arrows",
        read: arrow::read,
    },
    Entry {
        keys: &["littlekillersum"],
        name: "little killers",
        read: little_killer::read,
    },
    Entry {
        keys: &["sandwichsum"],
        name: "sandwich sums",
        read: sandwich::read,
    },
    Entry {
        keys: &["xsum"],
        name: "X-sums",
        read: x_sum::read,
    },
    Entry {
        keys: &["skyscraper"],
        name: "skyscrapers",
        read: skyscraper::read,
    },
    Entry {
        keys: &["difference", "nonconsecutive"],
        name: "white kropki dots, non-consecutive",
        read: difference::read,
    },
    Entry {
        keys: &["ratio"],
        name: "black kropki dots",
        read: ratio::read,
    },
    Entry {
        keys: &["xv"],
        name: "XV",
        read: xv::read,
    },
    Entry {
        keys: &["odd", "even"],
        name: "odd and even cells",
        read: parity::read,
    },
    Entry {
        keys: &["minimum", "maximum"],
        name: "minimum and maximum cells",
        read: extremum::read,
    },
    Entry {
        keys: &["whispers"],
        name: "whispers",
        read: whispers::read,
    },
    Entry {
        keys: &["renban"],
        name: "renban lines",
        read: renban::read,
    },
    Entry {
        keys: &["palindrome"],
        name: "palindromes",
        read: palindrome::read,
    },
    Entry {
        keys: &["betweenline"],
        name: "between lines",
        read: between::read,
    },
    Entry {
        keys: &["regionsumline"],
        name: "region-sum lines",
        read: region_sum::read,
    },
    Entry {
        keys: &["entropicline", "modularline"],
        name: "entropic and modular lines",
        read: cycle::read,
    },
    Entry {
        keys: &["zipperline"],
        name: "zipper lines",
        read: zipper::read,
    },
    Entry {
        keys: &["clone"],
        name: "clones",
        read: clone::read,
    },
    Entry {
        keys: &["quadruple"],
        name: "quadruples",
        read: quadruple::read,
    },
];

/// A line of a line rule: its entry's path, its cells, the entry's value.
pub(crate) type Line = (String, Vec<Cell>, Option<i64>);

/// The lines of every entry of `key`, with each entry's path and value.
pub(crate) fn lines(fields: &Fields<'_>, key: &str) -> Result<Vec<Line>, FieldError> {
    let mut all = Vec::new();
    for (path, entry) in fields.entries(key)? {
        let value = fields.number(entry, &path, "value")?;
        for (i, cells) in fields.lines(entry, &path)?.into_iter().enumerate() {
            if cells.is_empty() {
                return Err(FieldError::new(
                    format!("{path}.lines[{i}]"),
                    "an empty line",
                ));
            }
            all.push((path.clone(), cells, value));
        }
    }
    Ok(all)
}
