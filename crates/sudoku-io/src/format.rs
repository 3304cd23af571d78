//! The formats, by name.

use std::fmt;
use std::io;
use std::str::FromStr;

use sudoku_core::Grid;

use crate::{ParseError, packed, spaced};

/// A way of writing a grid as text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Format {
    /// Nine lines of nine digits separated by spaces, `0` for a blank
    /// (Baekjoon 2580): `0 3 5 4 6 9 2 7 8`.
    Spaced,
    /// Nine lines of nine digits, `0` for a blank (Baekjoon 2239):
    /// `103000509`.
    Packed,
}

impl Format {
    /// Every format, in the order recognition tries them.
    pub const ALL: [Format; 2] = [Format::Spaced, Format::Packed];

    /// The format's name, as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Spaced => "spaced",
            Format::Packed => "packed",
        }
    }

    /// Reads one grid written in this format.
    ///
    /// # Errors
    ///
    /// The first place where `input` breaks the format's grammar.
    pub fn parse(self, input: &[u8]) -> Result<Grid, ParseError> {
        match self {
            Format::Spaced => spaced::parse(input),
            Format::Packed => packed::parse(input),
        }
    }

    /// Writes `grid` in this format, ending every line with `\n`.
    ///
    /// # Errors
    ///
    /// Whatever `out` fails with.
    pub fn write(self, grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
        match self {
            Format::Spaced => spaced::write(grid, out),
            Format::Packed => packed::write(grid, out),
        }
    }

    /// `grid` written in this format, as a string.
    pub fn render(self, grid: &Grid) -> String {
        let mut out = Vec::new();
        // Writing into a `Vec` cannot fail, and every format writes ASCII.
        let _ = self.write(grid, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that names no format.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown format '{0}', expected one of: spaced, packed")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|format| format.name() == name)
            .ok_or_else(|| UnknownFormat(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for format in Format::ALL {
            assert_eq!(format.name().parse::<Format>(), Ok(format));
        }
        assert_eq!(
            "json".parse::<Format>().unwrap_err().to_string(),
            "unknown format 'json', expected one of: spaced, packed"
        );
    }
}
