//! The two community difficulty scales, by name: whose path an explanation
//! or a hint follows, and which rating a puzzle gets.

use std::fmt;
use std::str::FromStr;

/// A difficulty scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scale {
    /// HoDoKu 2.2.0: a level (Easy to Extreme) and a score; its path is
    /// [`explain`](crate::explain)'s.
    Hodoku,
    /// Sudoku Explainer 1.2.1: ER/EP/ED, 1.0 to 11.9; its path is
    /// [`se_explain`](crate::se_explain)'s.
    Se,
}

impl Scale {
    /// Both scales, in the order messages list them.
    pub const ALL: [Scale; 2] = [Scale::Hodoku, Scale::Se];

    /// The name front ends use: `hodoku` or `se`.
    pub fn name(self) -> &'static str {
        match self {
            Scale::Hodoku => "hodoku",
            Scale::Se => "se",
        }
    }
}

impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A scale name that names neither scale. Its message quotes the name
/// [echoed](sudoku_core::echo): escaped and cut short.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown scale '{}', expected hodoku or se", sudoku_core::echo(.0))]
pub struct UnknownScale(pub String);

impl FromStr for Scale {
    type Err = UnknownScale;

    /// The scale of this [`name`](Scale::name).
    fn from_str(name: &str) -> Result<Scale, UnknownScale> {
        Scale::ALL
            .into_iter()
            .find(|scale| scale.name() == name)
            .ok_or_else(|| UnknownScale(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_others_are_refused_with_the_name_echoed() {
        for scale in Scale::ALL {
            assert_eq!(scale.name().parse::<Scale>(), Ok(scale));
        }
        assert_eq!(
            "SE".parse::<Scale>().unwrap_err().to_string(),
            "unknown scale 'SE', expected hodoku or se"
        );
        let forged = format!("x\u{202e}\n{}", "y".repeat(200));
        let message = forged.parse::<Scale>().unwrap_err().to_string();
        assert!(
            message.starts_with("unknown scale 'x\\u{202e}\\nyyy"),
            "{message}"
        );
        assert!(message.contains("...', expected"), "{message}");
        assert!(message.len() < 120, "{message}");
    }
}
