//! The techniques of the variant explainer, easiest first, and our own
//! difficulty scale for them (there is no community scale for variants).

use std::fmt;

/// A technique of the variant explainer.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Technique {
    /// The last empty cell of a house.
    FullHouse,
    /// The only cell of a house where a digit can go.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// What one constraint (a cage, a thermometer, an arrow...) rules out
    /// by itself.
    Constraint,
    /// The 45 rule: the cells of whole houses that their cages leave out
    /// (innies), or the cells of cages that stick out (outies), add up to
    /// what the cages leave.
    Innies,
    /// A digit's places in one house all lie in another group: it goes
    /// from the rest of that group (pointing and claiming, between any
    /// two groups).
    LockedCandidates,
    /// Two cells of a group with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a house.
    HiddenPair,
    /// Three cells of a group with three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a house.
    HiddenTriple,
    /// Four cells of a group with four candidates between them.
    NakedQuad,
    /// Four digits with four places between them in a house.
    HiddenQuad,
    /// A digit in two rows confined to two columns (or the reverse).
    XWing,
    /// A digit in three rows confined to three columns (or the reverse).
    Swordfish,
    /// A candidate that, placed, leaves a constraint no way to be kept.
    ConstraintContradiction,
    /// Every candidate of a cell rules out the same candidate elsewhere
    /// (through houses and constraints, one step each).
    CellForcing,
    /// Every place of a digit in a house rules out the same candidate
    /// elsewhere.
    DigitForcing,
    /// A digit a constraint cannot do without: wherever it goes among the
    /// constraint's cells rules out the same candidate.
    RequiredDigit,
    /// A chain of single inferences (strong links in bivalue cells and
    /// bilocal digits, weak links through houses and constraints) whose
    /// ends rule out the same candidate.
    Chain,
    /// Bifurcation: placing the digit leads, by singles and the
    /// constraints alone, to a contradiction.
    Contradiction,
    /// Bifurcation: placing the digit leaves no solution, as an
    /// exhaustive search shows (no short contradiction was found).
    TrialAndError,
}

/// How hard a variant puzzle is on our scale: the level of the hardest
/// technique its explanation needs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Constraints' own logic, the 45 rule and locked candidates.
    Medium,
    /// Subsets.
    Hard,
    /// Fish, and forcing through what each candidate rules out.
    Unfair,
    /// Bifurcation.
    Extreme,
}

impl Technique {
    /// Every technique, in the order the explainer tries them.
    pub const ALL: [Technique; 21] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Constraint,
        Technique::Innies,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::ConstraintContradiction,
        Technique::CellForcing,
        Technique::DigitForcing,
        Technique::RequiredDigit,
        Technique::Chain,
        Technique::Contradiction,
        Technique::TrialAndError,
    ];

    /// The technique's name, as steps show it.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingle => "Hidden Single",
            Technique::NakedSingle => "Naked Single",
            Technique::Constraint => "Constraint",
            Technique::Innies => "Innies and Outies",
            Technique::LockedCandidates => "Locked Candidates",
            Technique::NakedPair => "Naked Pair",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::NakedQuad => "Naked Quadruple",
            Technique::HiddenQuad => "Hidden Quadruple",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::ConstraintContradiction => "Constraint Contradiction",
            Technique::CellForcing => "Cell Forcing",
            Technique::DigitForcing => "Digit Forcing",
            Technique::RequiredDigit => "Required Digit",
            Technique::Chain => "Chain",
            Technique::Contradiction => "Contradiction",
            Technique::TrialAndError => "Trial and Error",
        }
    }

    /// What one step of it adds to a puzzle's score.
    pub fn score(self) -> u32 {
        match self {
            Technique::FullHouse => 4,
            Technique::HiddenSingle => 14,
            Technique::NakedSingle => 4,
            Technique::Constraint => 20,
            Technique::Innies => 40,
            Technique::LockedCandidates => 50,
            Technique::NakedPair => 60,
            Technique::HiddenPair => 70,
            Technique::NakedTriple => 80,
            Technique::HiddenTriple => 100,
            Technique::NakedQuad => 120,
            Technique::HiddenQuad => 150,
            Technique::XWing => 140,
            Technique::Swordfish => 150,
            Technique::ConstraintContradiction => 160,
            Technique::CellForcing => 180,
            Technique::DigitForcing => 180,
            Technique::RequiredDigit => 200,
            Technique::Chain => 250,
            Technique::Contradiction => 500,
            Technique::TrialAndError => 2000,
        }
    }

    /// Its level on our scale.
    pub fn level(self) -> Level {
        match self {
            Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle => Level::Easy,
            Technique::Constraint | Technique::Innies | Technique::LockedCandidates => {
                Level::Medium
            }
            Technique::NakedPair
            | Technique::HiddenPair
            | Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::NakedQuad
            | Technique::HiddenQuad => Level::Hard,
            Technique::XWing
            | Technique::Swordfish
            | Technique::ConstraintContradiction
            | Technique::CellForcing
            | Technique::DigitForcing
            | Technique::RequiredDigit
            | Technique::Chain => Level::Unfair,
            Technique::Contradiction | Technique::TrialAndError => Level::Extreme,
        }
    }

    /// Whether it is bifurcation (trying a digit to see it fail).
    pub fn bifurcates(self) -> bool {
        matches!(self, Technique::Contradiction | Technique::TrialAndError)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Unfair => "Unfair",
            Level::Extreme => "Extreme",
        })
    }
}
