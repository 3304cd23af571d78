//! Refutations for a net built elsewhere: SE's nested forcing chains take a
//! candidate out by a whole chain run inside their chain, which no single
//! inference shows. Its proof here is a refutation played as ours are,
//! from the grid the step starts from with the candidates the outer net
//! had taken out (its nodes, carried into the refutation's net).

use std::collections::HashMap;

use super::{Replay, build};
use crate::candidates::bit;
use crate::net::Fact;
use crate::{Candidates, Net, NetNode};

/// The deepest nesting tried: SE's deepest nested chains (level 5) run
/// chains that themselves nest chains.
const DEEPEST: usize = 2;

/// Pushes to `nets` the nets that refute `digit` in `cell` of `grid` once
/// the candidates `outer` (facts taken false, each with its node in the
/// net `parent`, whose nodes are `above`) are out, and returns the index of
/// the first, whose premise is the candidate taken true and which carries
/// the nodes of `outer` it leans on; `None` if no refutation is found
/// (singles first, then with basic steps, then nested ones level by level
/// down to [`DEEPEST`]), `nets` then as it was.
pub(crate) fn refute_after(
    grid: &Candidates,
    outer: &[(Fact, usize)],
    (parent, above): (usize, &[NetNode]),
    (cell, digit): (usize, u8),
    nets: &mut Vec<Net>,
) -> Option<usize> {
    let depths = std::iter::once(None).chain((0..=DEEPEST).map(Some));
    for depth in depths {
        let mut replay = Replay::after(grid, outer)?;
        if replay.now.digit_at(cell) != 0 || replay.now.mask(cell) & bit(digit) == 0 {
            return None;
        }
        replay.place(cell, digit, Vec::new());
        if let Some((_, targets)) = replay.play(depth) {
            let node_of: HashMap<usize, usize> = (outer.iter().enumerate())
                .map(|(at, &(_, node))| (at, node))
                .collect();
            let at = build(
                &replay.facts,
                replay.start,
                &targets,
                Some((parent, &node_of, above)),
                nets,
            );
            return Some(at);
        }
    }
    None
}

impl<'a> Replay<'a> {
    /// A play of `grid` that goes on from the facts `outer` (each a
    /// candidate of `grid` taken false), numbered from 0 in that order;
    /// `None` if one of them is no candidate of `grid` or is taken true.
    fn after(grid: &'a Candidates, outer: &[(Fact, usize)]) -> Option<Replay<'a>> {
        let mut replay = Replay {
            grid,
            now: grid.scratch(),
            start: outer.len(),
            facts: Vec::new(),
            support: Vec::with_capacity(outer.len()),
            removed_by: vec![usize::MAX; 729],
            placed_by: [usize::MAX; 81],
        };
        for (at, &((cell, digit, on), _)) in outer.iter().enumerate() {
            if on || !replay.now.remove(cell, digit) {
                return None;
            }
            let mut support = [0; super::MOST_FACTS.div_ceil(64)];
            support[at / 64] |= 1 << (at % 64);
            replay.support.push(support);
            replay.removed_by[cell * 9 + usize::from(digit - 1)] = at;
        }
        Some(replay)
    }
}
