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
/// the candidates of the nodes `outer` of the net `parent` (whose nodes are
/// `above`, those taken false) are out, and returns the index of the first,
/// whose premise is the candidate taken true and which carries the nodes
/// of `outer` it leans on; `None` if no refutation is found (singles
/// first, then with basic steps, then nested ones level by level down to
/// [`DEEPEST`]), `nets` then as it was.
pub(crate) fn refute_after(
    grid: &Candidates,
    (parent, above, outer): (usize, &[NetNode], &[usize]),
    (cell, digit): (usize, u8),
    nets: &mut Vec<Net>,
) -> Option<usize> {
    let facts: Vec<Fact> = outer.iter().map(|&at| above[at].fact()).collect();
    let depths = std::iter::once(None).chain((0..=DEEPEST).map(Some));
    for depth in depths {
        let mut replay = Replay::after(grid, &facts)?;
        if replay.now.digit_at(cell) != 0 || replay.now.mask(cell) & bit(digit) == 0 {
            return None;
        }
        replay.place(cell, digit, Vec::new());
        if let Some((_, targets)) = replay.play(depth) {
            // The facts of `outer` are numbered from 0, in its order.
            let node_of: HashMap<usize, usize> = outer.iter().copied().enumerate().collect();
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
