//! A difficulty band: the puzzles a setter asks for, by HoDoKu level and
//! by SE rating.

use std::fmt;
use std::str::FromStr;

use sudoku_core::Grid;

use crate::{Level, Options, SeRating, explain, se_rate};

/// A range of SE ratings (ER), in tenths: `7.0..8.5`, `7..`, `..3.4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErRange {
    /// The least ER taken, in tenths.
    pub min: u32,
    /// The greatest ER taken, in tenths, if any.
    pub max: Option<u32>,
}

/// Why a rating range could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{}` is not a rating range: write MIN..MAX, MIN.. or ..MAX with ratings from 1.0 to 11.9, e.g. 7.0..8.5",
    sudoku_core::echo(.0)
)]
pub struct BadRange(String);

impl FromStr for ErRange {
    type Err = BadRange;

    fn from_str(text: &str) -> Result<ErRange, BadRange> {
        let bad = || BadRange(text.to_owned());
        let (lo, hi) = text.split_once("..").ok_or_else(bad)?;
        let tenths = |s: &str| -> Result<Option<u32>, BadRange> {
            if s.is_empty() {
                return Ok(None);
            }
            let v: f64 = s.parse().map_err(|_| bad())?;
            if !(0.0..=20.0).contains(&v) {
                return Err(bad());
            }
            Ok(Some((v * 10.0).round() as u32))
        };
        let (min, max) = (tenths(lo)?, tenths(hi)?);
        if min.is_none() && max.is_none() {
            return Err(bad());
        }
        let min = min.unwrap_or(0);
        // Empty, or below the easiest rating (1.0): no puzzle is in it,
        // and a generator would look for one forever.
        if max.is_some_and(|max| max < min || max < 10) {
            return Err(bad());
        }
        Ok(ErRange { min, max })
    }
}

impl fmt::Display for ErRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = |t: u32| format!("{}.{}", t / 10, t % 10);
        write!(
            f,
            "{}..{}",
            t(self.min),
            self.max.map(t).unwrap_or_default()
        )
    }
}

impl ErRange {
    /// Whether a rating falls in the range (20.0, beyond SE's techniques,
    /// falls in ranges open above).
    pub fn holds(&self, rating: &SeRating) -> bool {
        rating.er >= self.min && self.max.is_none_or(|max| rating.er <= max)
    }
}

/// The difficulty asked for: a HoDoKu level, an SE range, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Band {
    /// HoDoKu's level.
    pub level: Option<Level>,
    /// SE's ER.
    pub er: Option<ErRange>,
}

/// The least ER no generated puzzle is known to reach, in tenths: random
/// minimal puzzles rate mostly below 4.5, rarely above 9; the puzzles
/// rated 10 and more were found by searches over millions built for it.
pub const UNREACHED_ER: u32 = 100;

impl Band {
    /// Why no puzzle a generator makes can be in the band, if that is so:
    /// the rating range is beyond any generated puzzle
    /// ([`UNREACHED_ER`]), or the level and the range exclude each other.
    /// Only what follows from the two scales is refused: a puzzle of
    /// HoDoKu's Easy needs singles alone, at each step of which SE finds a
    /// single, so its ER is at most 2.3; a puzzle whose ER is at most 2.5
    /// needs on SE's path singles and direct techniques alone, which on
    /// HoDoKu's path are singles, locked candidates and hidden pairs, whose
    /// scores never reach Unfair or Extreme in practice.
    pub fn impossible(&self) -> Option<String> {
        let er = self.er?;
        if er.min >= UNREACHED_ER {
            return Some(format!(
                "no generated puzzle is known to rate {er} on SE's scale (random minimal puzzles rate below 10.0; the few rated higher were found by dedicated searches): ask for less than 10.0"
            ));
        }
        let level = self.level?;
        let contradiction = match level {
            Level::Easy => er.min > 23,
            Level::Unfair | Level::Extreme => er.max.is_some_and(|max| max <= 25),
            Level::Medium | Level::Hard => false,
        };
        contradiction.then(|| match level {
            Level::Easy => format!(
                "HoDoKu's {level} puzzles need singles alone, which SE rates 2.3 at most: no puzzle is both {level} and rated {er}"
            ),
            _ => format!(
                "puzzles SE rates 2.5 or less need singles, locked candidates and hidden pairs on HoDoKu's path, never {level}: no puzzle is both {level} and rated {er}"
            ),
        })
    }

    /// Whether the puzzle (with one solution) is in the band.
    pub fn holds(&self, puzzle: &Grid) -> bool {
        if let Some(range) = self.er
            && !range.holds(&se_rate(puzzle))
        {
            return false;
        }
        if let Some(level) = self.level {
            return explain(puzzle, &Options::default()).is_ok_and(|e| e.level() == level);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_nothing_can_reach_are_named() {
        let band = |level, er: &str| Band {
            level,
            er: Some(er.parse().unwrap()),
        };
        assert!(band(None, "11..12").impossible().is_some());
        assert!(band(None, "10.0..").impossible().is_some());
        assert!(band(None, "9.0..9.9").impossible().is_none());
        assert!(band(Some(Level::Extreme), "1..2").impossible().is_some());
        assert!(band(Some(Level::Unfair), "..2.5").impossible().is_some());
        assert!(band(Some(Level::Extreme), "..2.6").impossible().is_none());
        assert!(band(Some(Level::Easy), "2.4..").impossible().is_some());
        assert!(band(Some(Level::Easy), "2.3..").impossible().is_none());
        assert!(band(Some(Level::Hard), "1..2").impossible().is_none());
        assert!(Band::default().impossible().is_none());
    }

    #[test]
    fn rating_ranges_read_as_setters_write_them() {
        let r: ErRange = "7.0..8.5".parse().unwrap();
        assert_eq!((r.min, r.max), (70, Some(85)));
        let r: ErRange = "7..".parse().unwrap();
        assert_eq!((r.min, r.max), (70, None));
        let r: ErRange = "..3.4".parse().unwrap();
        assert_eq!((r.min, r.max), (0, Some(34)));
        for bad in ["7", "..", "8..7", "x..y", "-1..2", "1..30", "0..0", "..0.9"] {
            assert!(bad.parse::<ErRange>().is_err(), "{bad}");
        }
        // What it quotes of the input is escaped.
        let message = "7\n\u{1b}..x".parse::<ErRange>().unwrap_err().to_string();
        assert!(
            message.starts_with("`7\\n\\e..x` is not a rating range"),
            "{message}"
        );
    }

    #[test]
    fn ranges_hold_inclusive_bounds() {
        let rating = SeRating {
            er: 71,
            ep: 12,
            ed: 12,
            hardest: None,
            complete: true,
        };
        assert!("7.1..7.1".parse::<ErRange>().unwrap().holds(&rating));
        assert!("..7.1".parse::<ErRange>().unwrap().holds(&rating));
        assert!(!"7.2..".parse::<ErRange>().unwrap().holds(&rating));
        assert!(!"..7.0".parse::<ErRange>().unwrap().holds(&rating));
    }
}
