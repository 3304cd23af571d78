//! The techniques, their names and where they stand on HoDoKu's scale.

use std::fmt;

/// HoDoKu's difficulty levels.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections and small subsets.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, uniqueness.
    Hard,
    /// Finned fish, chains, ALS.
    Unfair,
    /// Forcing chains and nets.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The name HoDoKu gives it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Unfair => "Unfair",
            Level::Extreme => "Extreme",
        }
    }

    /// The highest score a puzzle of this level may have; above it, the
    /// puzzle is rated one level up.
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The next level up, if any.
    pub const fn next(self) -> Option<Level> {
        match self {
            Level::Easy => Some(Level::Medium),
            Level::Medium => Some(Level::Hard),
            Level::Hard => Some(Level::Unfair),
            Level::Unfair => Some(Level::Extreme),
            Level::Extreme => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A difficulty that names no level. Its message quotes the name
/// [echoed](sudoku_core::echo): escaped and cut short.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown difficulty '{}', expected easy, medium, hard, unfair or extreme",
    sudoku_core::echo(.0)
)]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    /// The level of this [`name`](Level::name), in any case (`hard`,
    /// `Hard`).
    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownLevel(name.to_owned()))
    }
}

macro_rules! techniques {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $code:literal, $level:ident, $points:literal;)*) => {
        /// A solving technique (and its variant, where the community names
        /// variants apart: the size of a fish, the type of a unique
        /// rectangle).
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[non_exhaustive]
        pub enum Technique {
            $($(#[$doc])* $variant,)*
        }

        impl Technique {
            /// Every technique, in HoDoKu's order of difficulty.
            pub const ALL: &[Technique] = &[$(Technique::$variant,)*];

            /// The name people know it by (HoDoKu's).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
                }
            }

            /// HoDoKu's code for it, as its regression library names it
            /// (`0000` full house ... `1303` forcing net).
            pub const fn code(self) -> &'static str {
                match self {
                    $(Technique::$variant => $code,)*
                }
            }

            /// Its level on HoDoKu's scale.
            pub const fn level(self) -> Level {
                match self {
                    $(Technique::$variant => Level::$level,)*
                }
            }

            /// The points a use of it adds to a puzzle's HoDoKu score.
            pub const fn points(self) -> u32 {
                match self {
                    $(Technique::$variant => $points,)*
                }
            }
        }
    };
}

techniques! {
    /// The last empty cell of a house.
    FullHouse = "Full House", "0000", Easy, 4;
    /// A cell with one candidate left.
    NakedSingle = "Naked Single", "0003", Easy, 4;
    /// A digit with one place left in a house.
    HiddenSingle = "Hidden Single", "0002", Easy, 14;
    /// Two cells of a line and a box that hold only the same two digits.
    LockedPair = "Locked Pair", "0110", Medium, 40;
    /// Three cells of a line and a box that hold only the same three digits.
    LockedTriple = "Locked Triple", "0111", Medium, 60;
    /// A digit of a box confined to one line: gone from the rest of it.
    LockedCandidatesPointing = "Locked Candidates Type 1 (Pointing)", "0100", Medium, 50;
    /// A digit of a line confined to one box: gone from the rest of it.
    LockedCandidatesClaiming = "Locked Candidates Type 2 (Claiming)", "0101", Medium, 50;
    /// Two cells of a house with the same two candidates.
    NakedPair = "Naked Pair", "0200", Medium, 60;
    /// Three cells of a house with three candidates between them.
    NakedTriple = "Naked Triple", "0201", Medium, 80;
    /// Two digits with the same two places in a house.
    HiddenPair = "Hidden Pair", "0210", Medium, 70;
    /// Three digits with three places between them in a house.
    HiddenTriple = "Hidden Triple", "0211", Medium, 100;
    /// Four cells of a house with four candidates between them.
    NakedQuadruple = "Naked Quadruple", "0202", Hard, 120;
    /// Four digits with four places between them in a house.
    HiddenQuadruple = "Hidden Quadruple", "0212", Hard, 150;
    /// A digit in two lines confined to two crossing lines.
    XWing = "X-Wing", "0300", Hard, 140;
    /// A digit in three lines confined to three crossing lines.
    Swordfish = "Swordfish", "0301", Hard, 150;
    /// A digit in four lines confined to four crossing lines.
    Jellyfish = "Jellyfish", "0302", Hard, 160;
    /// A chain of cells with the same two candidates: cells an odd number
    /// of links apart hold both digits.
    RemotePair = "Remote Pair", "0703", Hard, 110;
    /// A bivalue cell whose other candidates make the rest of the grid a
    /// deadly pattern.
    BugPlusOne = "Bivalue Universal Grave + 1", "0610", Hard, 100;
    /// Two conjugate pairs of a digit in parallel lines joined at one end.
    Skyscraper = "Skyscraper", "0400", Hard, 130;
    /// A conjugate pair in a row and one in a column joined in a box.
    TwoStringKite = "2-String Kite", "0401", Hard, 150;
    /// Two conjugate pairs of a digit joined by a weak link.
    TurbotFish = "Turbot Fish", "0403", Hard, 120;
    /// A box whose digit lies on one row and one column, and a conjugate
    /// pair that meets it.
    EmptyRectangle = "Empty Rectangle", "0402", Hard, 120;
    /// Two bivalue cells with the same digits joined by a conjugate pair.
    WWing = "W-Wing", "0803", Hard, 150;
    /// A bivalue pivot and two bivalue pincers.
    XyWing = "XY-Wing", "0800", Hard, 160;
    /// A trivalue pivot and two bivalue pincers.
    XyzWing = "XYZ-Wing", "0801", Hard, 180;
    /// Four cells of a rectangle in two boxes, three with the same two
    /// candidates only.
    UniqueRectangle1 = "Uniqueness Test 1", "0600", Hard, 100;
    /// A unique rectangle whose two extra cells have one extra candidate.
    UniqueRectangle2 = "Uniqueness Test 2", "0601", Hard, 100;
    /// A unique rectangle whose extra candidates make a naked subset with
    /// other cells of a house.
    UniqueRectangle3 = "Uniqueness Test 3", "0602", Hard, 100;
    /// A unique rectangle whose two extra cells hold a conjugate pair.
    UniqueRectangle4 = "Uniqueness Test 4", "0603", Hard, 100;
    /// A unique rectangle whose extra cells (not in a line) share one extra
    /// candidate.
    UniqueRectangle5 = "Uniqueness Test 5", "0604", Hard, 100;
    /// A unique rectangle with diagonal extra cells and a digit locked in
    /// its rows and columns.
    UniqueRectangle6 = "Uniqueness Test 6", "0605", Hard, 100;
    /// A rectangle that one digit's places in a row and a column would
    /// make deadly.
    HiddenRectangle = "Hidden Rectangle", "0606", Hard, 100;
    /// A rectangle that digits placed by the solver (not givens) would make
    /// deadly with one more: the fourth corner cannot take it.
    AvoidableRectangle1 = "Avoidable Rectangle Type 1", "0607", Hard, 100;
    /// An avoidable rectangle whose two open corners share an extra
    /// candidate: a cell seeing both loses it.
    AvoidableRectangle2 = "Avoidable Rectangle Type 2", "0608", Hard, 100;
    /// A finned (or sashimi) X-wing.
    FinnedXWing = "Finned X-Wing", "0310", Hard, 130;
    /// An X-wing with a fin and a missing corner.
    SashimiXWing = "Sashimi X-Wing", "0320", Hard, 150;
    /// A swordfish with a fin.
    FinnedSwordfish = "Finned Swordfish", "0311", Unfair, 200;
    /// A swordfish with a fin and a missing corner.
    SashimiSwordfish = "Sashimi Swordfish", "0321", Unfair, 240;
    /// A jellyfish with a fin.
    FinnedJellyfish = "Finned Jellyfish", "0312", Unfair, 250;
    /// A jellyfish with a fin and a missing corner.
    SashimiJellyfish = "Sashimi Jellyfish", "0322", Unfair, 260;
    /// Cells where a line crosses a box, with sets of the rest of the
    /// line and of the box that lock their candidates.
    SueDeCoq = "Sue de Coq", "1101", Unfair, 250;
    /// Two colours of a digit's conjugate pairs: a cell that sees both.
    SimpleColorsTrap = "Simple Colors Trap", "0500", Hard, 150;
    /// Two colours of a digit's conjugate pairs: one colour sees itself.
    SimpleColorsWrap = "Simple Colors Wrap", "0501", Hard, 150;
    /// Two clusters of a digit's conjugate pairs: a cell that sees the
    /// colours left true by a clash between the clusters.
    MultiColors1 = "Multi-Colors 1", "0502", Hard, 200;
    /// Two clusters of a digit's conjugate pairs: a colour that sees both
    /// colours of the other cluster is false.
    MultiColors2 = "Multi-Colors 2", "0503", Hard, 200;
    /// An alternating chain of one digit.
    XChain = "X-Chain", "0701", Unfair, 260;
    /// An alternating chain through bivalue cells.
    XyChain = "XY-Chain", "0702", Unfair, 260;
    /// A loop of alternating links through cells and digits that closes
    /// on itself: along each weak link, the digit leaves what sees both
    /// ends; a cell or house with two strong links keeps only their digits.
    ContinuousNiceLoop = "Continuous Nice Loop", "0706", Unfair, 280;
    /// A loop from a candidate back to its own cell that does not close:
    /// the candidate is false (or true), or the other digit at the end is.
    DiscontinuousNiceLoop = "Discontinuous Nice Loop", "0707", Unfair, 280;
    /// An alternating inference chain of several digits.
    Aic = "AIC", "0708", Unfair, 280;
    /// A continuous nice loop with groups among its nodes.
    GroupedContinuousNiceLoop = "Grouped Continuous Nice Loop", "0709", Unfair, 300;
    /// A discontinuous nice loop with groups among its nodes.
    GroupedDiscontinuousNiceLoop = "Grouped Discontinuous Nice Loop", "0710", Unfair, 300;
    /// An alternating inference chain with groups among its nodes.
    GroupedAic = "Grouped AIC", "0711", Unfair, 300;
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz = "Almost Locked Set XZ-Rule", "0901", Unfair, 300;
    /// A pivot almost locked set joined to two others by different
    /// restricted common digits: one of the two others is locked.
    AlsXyWing = "Almost Locked Set XY-Wing", "0902", Unfair, 320;
    /// Almost locked sets in a row, each joined to the next by a
    /// restricted common digit: one of the two ends is locked.
    AlsXyChain = "Almost Locked Set XY-Chain", "0903", Unfair, 340;
    /// Two base sets, rows or columns and boxes, whose digit the same
    /// number of cover sets (the crossing lines and boxes) take in.
    FrankenXWing = "Franken X-Wing", "0330", Unfair, 300;
    /// A Franken fish of three base sets.
    FrankenSwordfish = "Franken Swordfish", "0331", Unfair, 350;
    /// A Franken X-wing with fins: places outside the covers, or in two
    /// base sets.
    FinnedFrankenXWing = "Finned Franken X-Wing", "0340", Unfair, 390;
    /// A Franken swordfish with fins.
    FinnedFrankenSwordfish = "Finned Franken Swordfish", "0341", Unfair, 410;
    /// A candidate taken true (or false) whose chains lead to a
    /// contradiction: it is false (or placed).
    ForcingChain = "Forcing Chain Contradiction", "1301", Extreme, 500;
    /// Every candidate of a cell (or every place of a digit in a house)
    /// leads, by singles, to the same conclusion.
    ForcingChainVerity = "Forcing Chain Verity", "1302", Extreme, 500;
    /// A forcing chain whose branches use other techniques, or nest.
    ForcingNet = "Forcing Net Contradiction", "1303", Extreme, 700;
    /// A verity whose branches use other techniques, or nest.
    ForcingNetVerity = "Forcing Net Verity", "1304", Extreme, 700;
    /// HoDoKu's guess where none of its techniques helps: the solution's
    /// digit in the middle open cell (HoDoKu's library has no code for it).
    BruteForce = "Brute Force", "xxxx", Extreme, 10000;
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_by_name_in_any_case_and_others_refused_echoed() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.name().to_lowercase().parse(), Ok(level));
        }
        assert_eq!("EXTREME".parse(), Ok(Level::Extreme));
        assert_eq!(
            "fiendish\u{202e}".parse::<Level>().unwrap_err().to_string(),
            "unknown difficulty 'fiendish\\u{202e}', expected easy, medium, hard, unfair or extreme"
        );
    }
}
