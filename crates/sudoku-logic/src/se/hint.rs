//! A step on Sudoku Explainer's path: what it removes or places, and what
//! it is worth on SE's scale.

use std::fmt;

use super::board::{Board, digits};

/// The techniques Sudoku Explainer 1.2.1 knows, by the name it gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SeTechnique {
    /// The last empty cell of a house (1.0).
    FullHouse,
    /// A hidden single in a box (1.2).
    HiddenSingleBox,
    /// A hidden single in a row or column (1.5).
    HiddenSingleLine,
    /// Pointing that leaves a hidden single (1.7).
    DirectPointing,
    /// Claiming that leaves a hidden single (1.9).
    DirectClaiming,
    /// A hidden pair that leaves a hidden single (2.0).
    DirectHiddenPair,
    /// A naked single (2.3).
    NakedSingle,
    /// A hidden triple that leaves a hidden single (2.5).
    DirectHiddenTriple,
    /// Locked candidates, pointing (2.6).
    Pointing,
    /// Locked candidates, claiming (2.8).
    Claiming,
    /// A naked pair (3.0).
    NakedPair,
    /// An X-wing (3.2).
    XWing,
    /// A hidden pair (3.4).
    HiddenPair,
    /// A naked triple (3.6).
    NakedTriple,
    /// A swordfish (3.8).
    Swordfish,
    /// A hidden triple (4.0).
    HiddenTriple,
    /// An XY-wing (4.2).
    XyWing,
    /// An XYZ-wing (4.4).
    XyzWing,
    /// A unique rectangle or loop (4.5 and up).
    UniqueLoop,
    /// A naked quad (5.0).
    NakedQuad,
    /// A jellyfish (5.2).
    Jellyfish,
    /// A hidden quad (5.4).
    HiddenQuad,
    /// A bivalue universal grave (5.6 and up).
    Bug,
    /// Aligned pair exclusion (6.2).
    AlignedPairExclusion,
    /// A bidirectional X- or Y-cycle (6.5 and up).
    Cycle,
    /// A bidirectional XY-cycle (7.0 and up).
    XyCycle,
    /// A forcing X-chain (6.6 and up).
    ForcingXChain,
    /// A forcing chain with both kinds of link (7.0 and up).
    ForcingChain,
    /// Aligned triple exclusion (7.5).
    AlignedTripleExclusion,
    /// Nishio forcing chains (7.5 and up).
    NishioForcingChain,
    /// Cell or region forcing chains (8.0 and up).
    MultipleForcingChain,
    /// Dynamic forcing chains (8.5 and up).
    DynamicForcingChain,
    /// Dynamic forcing chains with the easy techniques inside (9.0 and up).
    DynamicForcingChainPlus,
    /// Nested forcing chains (9.5 and up).
    NestedForcingChain,
}

impl SeTechnique {
    /// The name Sudoku Explainer gives the technique.
    pub fn name(self) -> &'static str {
        use SeTechnique::*;
        match self {
            FullHouse => "Full House",
            HiddenSingleBox | HiddenSingleLine => "Hidden Single",
            DirectPointing => "Direct Pointing",
            DirectClaiming => "Direct Claiming",
            DirectHiddenPair => "Direct Hidden Pair",
            NakedSingle => "Naked Single",
            DirectHiddenTriple => "Direct Hidden Triplet",
            Pointing => "Pointing",
            Claiming => "Claiming",
            NakedPair => "Naked Pair",
            XWing => "X-Wing",
            HiddenPair => "Hidden Pair",
            NakedTriple => "Naked Triplet",
            Swordfish => "Swordfish",
            HiddenTriple => "Hidden Triplet",
            XyWing => "XY-Wing",
            XyzWing => "XYZ-Wing",
            UniqueLoop => "Unique Rectangle/Loop",
            NakedQuad => "Naked Quad",
            Jellyfish => "Jellyfish",
            HiddenQuad => "Hidden Quad",
            Bug => "Bivalue Universal Grave",
            AlignedPairExclusion => "Aligned Pair Exclusion",
            Cycle => "Bidirectional Cycle",
            XyCycle => "Bidirectional XY-Cycle",
            ForcingXChain => "Forcing X-Chain",
            ForcingChain => "Forcing Chain",
            AlignedTripleExclusion => "Aligned Triplet Exclusion",
            NishioForcingChain => "Nishio Forcing Chains",
            MultipleForcingChain => "Multiple Forcing Chains",
            DynamicForcingChain => "Dynamic Forcing Chains",
            DynamicForcingChainPlus => "Dynamic Forcing Chains (+)",
            NestedForcingChain => "Nested Forcing Chains",
        }
    }
}

impl fmt::Display for SeTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Cells and the candidates removed from each.
pub(crate) type Removals = Vec<(u8, u16)>;

/// A placement: (cell, digit).
pub(crate) type Placement = Option<(u8, u8)>;

/// One hint: the candidates it removes, the digit it places, and its
/// rating (unrounded, as SE computes it).
#[derive(Clone, Debug)]
pub(crate) struct Hint {
    pub(crate) technique: SeTechnique,
    pub(crate) rating: f64,
    /// Cells and the candidates removed from each, in cell order.
    pub(crate) removals: Vec<(u8, u16)>,
    /// The digit placed, if the hint places one.
    pub(crate) place: Option<(u8, u8)>,
    /// The pattern, for the rules that run inside dynamic chains (+).
    pub(crate) pattern: Option<Pattern>,
    /// Where the hint looks, for the rules without a pattern.
    pub(crate) focus: Focus,
}

/// Where a hint looks: the digits, cells and houses of its pattern, which
/// the path shows. Sets are bit masks, so that the hints of the easy rules
/// allocate nothing (houses in SE's numbering: boxes 0-8, rows 9-17,
/// columns 18-26).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Focus {
    /// The digits, bit `d` for digit `d`.
    pub(crate) digits: u16,
    /// The cells, bit `cell`.
    pub(crate) cells: u128,
    /// The cell the pattern names first (a wing's pivot).
    pub(crate) first: Option<u8>,
    /// The houses the pattern stands in (a single's, a set's, a fish's
    /// base), bit `house`.
    pub(crate) houses: u32,
    /// The houses it removes from (locked candidates', a fish's cover).
    pub(crate) covers: u32,
    /// A static chain's potentials, from its assumption to its end, for
    /// each chain of the hint.
    pub(crate) chains: Vec<Vec<super::potential::Key>>,
    /// Where a cell, region or dynamic forcing chain starts: each
    /// assumption, "on" or "off".
    pub(crate) premises: Vec<super::potential::Key>,
    /// A dynamic chain's nets, one a premise: each potential with the
    /// indices of those it follows from, every one after its parents, and
    /// whether a nested chain turned it off.
    pub(crate) nets: Vec<Vec<(super::potential::Key, Vec<u16>, bool)>>,
}

impl Focus {
    /// The digits `digits` (bit `d` for digit `d`) in `cells`.
    pub(crate) fn cells(digits: u16, cells: impl IntoIterator<Item = usize>) -> Focus {
        Focus {
            digits,
            cells: cells.into_iter().fold(0, |m, c| m | 1 << c),
            ..Focus::default()
        }
    }

    /// The digits `digits` in `house`.
    pub(crate) fn house(digits: u16, house: usize) -> Focus {
        Focus {
            digits,
            houses: 1 << house,
            ..Focus::default()
        }
    }
}

/// Houses as a bit set.
fn house_set(houses: &[u8]) -> u32 {
    houses.iter().fold(0, |m, &h| m | 1 << h)
}

/// What a hint of the rules used inside dynamic chains (+) stands on, so
/// that a chain can name the candidates that had to go first (SE's
/// `getRuleParents`).
#[derive(Clone, Debug)]
pub(crate) enum Pattern {
    /// Locked candidates or a fish: `digit` confined from the base houses
    /// to the cover houses.
    Locking {
        /// The houses the digit is confined in.
        bases: Vec<u8>,
        /// The houses it is eliminated from.
        covers: Vec<u8>,
        /// The digit.
        digit: u8,
    },
    /// A hidden set: `values` confined to some cells of `house`.
    Hidden {
        /// The house.
        house: u8,
        /// The digits.
        values: u16,
    },
    /// A naked set: `cells` hold only `values`.
    Naked {
        /// The cells.
        cells: Vec<u8>,
        /// The digits.
        values: u16,
    },
}

impl Hint {
    /// A hint that removes `removals` (any order) and perhaps places a digit.
    pub(crate) fn new(
        technique: SeTechnique,
        rating: f64,
        mut removals: Vec<(u8, u16)>,
        place: Option<(u8, u8)>,
    ) -> Hint {
        removals.sort_unstable_by_key(|&(c, _)| c);
        Hint {
            technique,
            rating,
            removals,
            place,
            pattern: None,
            focus: Focus::default(),
        }
    }

    /// The hint with where it looks.
    pub(crate) fn at(self, focus: Focus) -> Hint {
        Hint { focus, ..self }
    }

    /// Where the hint looks: its focus, or what its pattern says.
    pub(crate) fn focus(&self) -> Focus {
        if self.focus != Focus::default() {
            return self.focus.clone();
        }
        match &self.pattern {
            None => Focus::default(),
            Some(Pattern::Locking {
                bases,
                covers,
                digit,
            }) => Focus {
                digits: 1 << digit,
                houses: house_set(bases),
                covers: house_set(covers),
                ..Focus::default()
            },
            Some(Pattern::Hidden { house, values }) => Focus::house(*values, *house as usize),
            Some(Pattern::Naked { cells, values }) => {
                Focus::cells(*values, cells.iter().map(|&c| c as usize))
            }
        }
    }

    /// The hint with its pattern.
    pub(crate) fn with(self, pattern: Pattern) -> Hint {
        Hint {
            pattern: Some(pattern),
            ..self
        }
    }

    /// Whether the hint makes progress (SE's `isWorth`: it names a cell to
    /// remove candidates from).
    pub(crate) fn is_worth(&self) -> bool {
        !self.removals.is_empty()
    }

    /// Applies the hint: removals first, then the placement.
    pub(crate) fn apply(&self, board: &mut Board) {
        for &(c, mask) in &self.removals {
            board.remove(c as usize, mask);
        }
        if let Some((c, d)) = self.place {
            board.place(c as usize, d);
        }
    }

    /// The eliminations as `(cell, digit)` pairs.
    pub(crate) fn eliminations(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.removals
            .iter()
            .flat_map(|&(c, mask)| digits(mask).map(move |d| (c, d)))
    }
}

/// The value SE prints for a rating: `floor((d + 0.05) * 10) / 10`, in
/// tenths.
pub(crate) fn tenths(rating: f64) -> u32 {
    ((rating + 0.05) * 10.0) as u32
}
