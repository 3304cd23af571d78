//! The techniques, one a file, and the dispatch from a [`Technique`] to its
//! finder.
//!
//! A finder looks at a pencil-mark grid and calls `found` with each step it
//! finds, in its own order, until `found` returns `false`; it returns
//! whether it went through (`false`: stopped by `found`). Finders never
//! change the grid.

mod aic;
mod als;
mod als_xy_chain;
mod als_xy_wing;
mod als_xz;
mod avoidable_rectangle;
mod barren;
mod basic_fish;
mod brute_force;
mod bug;
mod chain;
mod empty_rectangle;
mod finned_fish;
mod fish;
mod forcing;
mod forcing_chain;
pub(crate) mod forcing_replay;
mod franken_fish;
mod full_house;
mod grouped_aic;
mod hidden_single;
mod hidden_subset;
mod links;
mod locked_candidates;
mod multi_colors;
mod naked_single;
mod naked_subset;
mod nice_loops;
mod remote_pair;
mod simple_colors;
mod skyscraper;
mod sue_de_coq;
mod turbot_fish;
mod two_string_kite;
mod uniqueness;
mod w_wing;
mod x_chain;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

use crate::{Candidates, Step, Technique};

/// Where a finder sends each step it finds; `false` stops it.
pub(crate) type Found<'a> = &'a mut dyn FnMut(Step) -> bool;

/// Runs the finder of `technique`; `false` if `found` stopped it.
pub(crate) fn find(technique: Technique, grid: &Candidates, found: Found) -> bool {
    use Technique as T;
    match technique {
        T::FullHouse => full_house::find(grid, found),
        T::NakedSingle => naked_single::find(grid, found),
        T::HiddenSingle => hidden_single::find(grid, found),
        T::LockedPair => naked_subset::locked(grid, 2, found),
        T::LockedTriple => naked_subset::locked(grid, 3, found),
        T::LockedCandidatesPointing => locked_candidates::pointing(grid, found),
        T::LockedCandidatesClaiming => locked_candidates::claiming(grid, found),
        T::NakedPair => naked_subset::naked(grid, 2, found),
        T::NakedTriple => naked_subset::naked(grid, 3, found),
        T::NakedQuadruple => naked_subset::naked(grid, 4, found),
        T::HiddenPair => hidden_subset::find(grid, 2, found),
        T::HiddenTriple => hidden_subset::find(grid, 3, found),
        T::HiddenQuadruple => hidden_subset::find(grid, 4, found),
        T::XWing => basic_fish::find(grid, 2, found),
        T::Swordfish => basic_fish::find(grid, 3, found),
        T::Jellyfish => basic_fish::find(grid, 4, found),
        T::RemotePair => remote_pair::find(grid, found),
        T::BugPlusOne => bug::find(grid, found),
        T::Skyscraper => skyscraper::find(grid, found),
        T::TwoStringKite => two_string_kite::find(grid, found),
        T::TurbotFish => turbot_fish::find(grid, found),
        T::EmptyRectangle => empty_rectangle::find(grid, found),
        T::WWing => w_wing::find(grid, found),
        T::XyWing => xy_wing::find(grid, found),
        T::XyzWing => xyz_wing::find(grid, found),
        T::UniqueRectangle1 => uniqueness::find(grid, uniqueness::Kind::Type1, found),
        T::UniqueRectangle2 => uniqueness::find(grid, uniqueness::Kind::Type2, found),
        T::UniqueRectangle3 => uniqueness::find(grid, uniqueness::Kind::Type3, found),
        T::UniqueRectangle4 => uniqueness::find(grid, uniqueness::Kind::Type4, found),
        T::UniqueRectangle5 => uniqueness::find(grid, uniqueness::Kind::Type5, found),
        T::UniqueRectangle6 => uniqueness::find(grid, uniqueness::Kind::Type6, found),
        T::HiddenRectangle => uniqueness::find(grid, uniqueness::Kind::Hidden, found),
        T::AvoidableRectangle1 => avoidable_rectangle::find(grid, false, found),
        T::AvoidableRectangle2 => avoidable_rectangle::find(grid, true, found),
        T::FinnedXWing => finned_fish::find(grid, 2, false, found),
        T::SashimiXWing => finned_fish::find(grid, 2, true, found),
        T::FinnedSwordfish => finned_fish::find(grid, 3, false, found),
        T::SashimiSwordfish => finned_fish::find(grid, 3, true, found),
        T::FinnedJellyfish => finned_fish::find(grid, 4, false, found),
        T::SashimiJellyfish => finned_fish::find(grid, 4, true, found),
        T::SueDeCoq => sue_de_coq::find(grid, found),
        T::SimpleColorsTrap => simple_colors::find(grid, false, found),
        T::SimpleColorsWrap => simple_colors::find(grid, true, found),
        T::MultiColors1 => multi_colors::find(grid, None, found),
        T::MultiColors2 => multi_colors::find(grid, Some(2), found),
        T::XChain => x_chain::find(grid, found),
        T::XyChain => xy_chain::find(grid, found),
        T::ContinuousNiceLoop
        | T::DiscontinuousNiceLoop
        | T::GroupedContinuousNiceLoop
        | T::GroupedDiscontinuousNiceLoop => nice_loops::find(grid, technique, found),
        T::Aic => aic::find(grid, found),
        T::GroupedAic => grouped_aic::find(grid, found),
        T::AlsXz => als_xz::find(grid, found),
        T::AlsXyWing => als_xy_wing::find(grid, found),
        T::AlsXyChain => als_xy_chain::find(grid, found),
        T::FrankenXWing => franken_fish::find(grid, 2, false, found),
        T::FrankenSwordfish => franken_fish::find(grid, 3, false, found),
        T::FinnedFrankenXWing => franken_fish::find(grid, 2, true, found),
        T::FinnedFrankenSwordfish => franken_fish::find(grid, 3, true, found),
        T::ForcingChain => forcing_chain::find(grid, false, found),
        T::ForcingChainVerity => forcing::find(grid, false, true, found),
        T::ForcingNet => forcing_chain::find(grid, true, found),
        T::ForcingNetVerity => forcing::find(grid, true, true, found),
        T::BruteForce => brute_force::find(grid, found),
    }
}

/// The first forcing net of our own (singles, locked candidates and pairs,
/// nested as deep as needed), which always finds a step in a grid with
/// one solution: what a path that does not guess takes where HoDoKu would.
pub(crate) fn nested_net(grid: &Candidates) -> Option<Step> {
    first(|found| forcing::find(grid, true, false, found))
}

/// Every step `technique` finds in `grid`.
pub fn find_all(technique: Technique, grid: &Candidates) -> Vec<Step> {
    let mut steps = Vec::new();
    find(technique, grid, &mut |step| {
        steps.push(step);
        true
    });
    steps
}

/// The first step `technique` finds in `grid`, if any.
pub fn find_first(technique: Technique, grid: &Candidates) -> Option<Step> {
    first(|found| find(technique, grid, found))
}

/// The first step a finder sends.
fn first(finder: impl FnOnce(Found) -> bool) -> Option<Step> {
    let mut first = None;
    finder(&mut |step| {
        first = Some(step);
        false
    });
    first
}
