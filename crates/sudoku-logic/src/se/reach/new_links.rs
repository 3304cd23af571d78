//! Whether SE's static forcing chains and cycles on a nested grid can
//! follow one of the strong links that are new there. A step's search at
//! level 2 or more runs static chains on the grids its chains reach
//! (`nested.rs`) only once they found nothing on the step's own board, and
//! a chain's grid is that board with candidates gone: its weak links are
//! among the board's, and so are its strong links but the new ones (a
//! cell left with two candidates, a house with a digit's last two places).
//! A static chain on the grid that follows no new strong link is one on
//! the board, where it would have been found: every hint the nested
//! search can find follows one. The same holds against the grid where
//! the chain last ran them (what they found there, it turned off: their
//! hints all stand on candidates it removed, by the first argument, and
//! so count): a hint they find now follows a strong link new since
//! (`plus.rs`). Where none can, the search is not run; on the hardest
//! list, nearly nine searches in ten of those asked.
//!
//! A chain through the new link from `u` off to `p` on comes to `u` off
//! from an "on" potential seeing it (not `p`: that one comes by the
//! link), reached from the chain's start, and goes on from `p` to where it
//! ends, which depends on where it started: for each link, those `p`
//! reaches and those reaching one that turns `u` off are worked out by
//! the graph's rows, and each kind of search pairs them
//! ([`Reach::may_pass`]). That costs more than the whole reach from a few
//! dozen links on, so with more new links than [`LINKS`] the search runs.

use super::{Reach, WORDS, cand, meet};
use crate::se::board::{Board, HOUSE_MASK, PEER_MASK, digits, peers_of};

/// The most new strong links worth asking about: each costs about as
/// much as a twentieth of the whole reach.
const LINKS: usize = 8;

/// An index set of the graph's candidates.
type Set = [u64; WORDS];

/// Whether index `i` is in a set (or a row of the closure).
fn has(set: &[u64], i: usize) -> bool {
    set[i / 64] & 1 << (i % 64) != 0
}

fn put(set: &mut Set, i: usize) {
    set[i / 64] |= 1 << (i % 64);
}

/// The members of an index set (its first `words` words).
fn members(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(k, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                k * 64 + b
            })
        })
    })
}

/// The strong links `grid` (a chain's, with only candidates of `source`
/// gone) has and `source` has not, as pairs of candidates (`cell * 9 +
/// digit - 1`): cells left with two candidates, houses with a digit's
/// last two places; cells first, in order, then houses by digit.
pub(in crate::se) fn new_links<'g>(
    grid: &'g Board,
    source: &'g Board,
) -> impl Iterator<Item = (usize, usize)> + 'g {
    // A cell that lost candidates and has two left had more; a house that
    // lost places of a digit and has two left had more.
    let cells = (0..81)
        .filter(move |&c| grid.cands[c] != source.cands[c] && grid.count(c) == 2)
        .filter_map(move |c| {
            let mut ds = digits(grid.cands[c]);
            Some((
                usize::from(cand(c, ds.next()?)),
                usize::from(cand(c, ds.next()?)),
            ))
        });
    let houses = (1..10u8).flat_map(move |d| {
        let now = grid.digit_cells[usize::from(d)];
        let gone = source.digit_cells[usize::from(d)] & !now;
        HOUSE_MASK
            .iter()
            .filter(move |&&mask| gone & mask != 0)
            .filter_map(move |&mask| {
                let places = now & mask;
                let rest = places & places.wrapping_sub(1);
                if places == 0 || rest == 0 || rest & rest.wrapping_sub(1) != 0 {
                    return None;
                }
                let (a, b) = (
                    places.trailing_zeros() as usize,
                    rest.trailing_zeros() as usize,
                );
                Some((usize::from(cand(a, d)), usize::from(cand(b, d))))
            })
    });
    cells.chain(houses)
}

/// Whether two sets of candidates (by digit, their cells) meet.
fn meet_cands(a: &[u128; 10], b: &[u128; 10]) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

impl Reach<'_> {
    /// `seeds` and all they lead to by `rows` (the graph's successors, or
    /// those leading to each), breadth first.
    fn spread(&self, rows: &[u64], seeds: Set) -> Set {
        let words = self.words;
        let (mut reached, mut frontier) = (seeds, seeds);
        while frontier[..words].iter().any(|&w| w != 0) {
            let mut next: Set = [0; WORDS];
            for x in members(&frontier[..words]) {
                let row = &rows[x * words..x * words + words];
                for (n, (&r, &b)) in next.iter_mut().zip(row.iter().zip(&reached)) {
                    *n |= r & !b;
                }
            }
            for (b, n) in reached.iter_mut().zip(&next) {
                *b |= n;
            }
            frontier = next;
        }
        reached
    }

    /// Whether a cycle through the link, its "on" potentials among those
    /// both in `back` and `ahead` and `p` (index `pi`), may remove
    /// something: as [`Reach::cycles_may_remove`] asks of a component.
    fn cycles_may_remove_in(&self, back: &[u64], ahead: &[u64], pi: usize) -> bool {
        let words = self.words;
        let mut on = [0u128; 10];
        let mut off = [0u128; 10];
        let mut cycle: Set = [0; WORDS];
        for (c, (&b, &a)) in cycle.iter_mut().zip(back.iter().zip(ahead)) {
            *c = b & a;
        }
        put(&mut cycle, pi);
        let cycle = &cycle[..words];
        for ui in members(cycle) {
            let u = usize::from(self.nodes[ui]);
            on[u % 9 + 1] |= 1 << (u / 9);
            for vi in members(&self.weak[ui * words..ui * words + words]) {
                let v = usize::from(self.nodes[vi]);
                if self
                    .links
                    .partners(v)
                    .any(|w| has(cycle, usize::from(self.index[w])))
                {
                    off[v % 9 + 1] |= 1 << (v / 9);
                }
            }
        }
        (1..10)
            .any(|d| off[d] != 0 && self.links.places(d) & peers_of(on[d]) & peers_of(off[d]) != 0)
    }

    /// The candidates (by digit, their cells) seen by those of `indices`:
    /// their digits' places among their peers, their cells' other
    /// candidates.
    fn seen_by(&self, indices: impl Iterator<Item = usize>) -> [u128; 10] {
        let mut seen = [0u128; 10];
        for i in indices {
            let v = usize::from(self.nodes[i]);
            let (c, d) = (v / 9, v % 9 + 1);
            seen[d] |= PEER_MASK[c];
            for e in digits(self.links.cands(c) & !(1 << d)) {
                seen[usize::from(e)] |= 1 << c;
            }
        }
        for (d, cells) in seen.iter_mut().enumerate().skip(1) {
            *cells &= self.links.places(d);
        }
        seen
    }

    /// Whether a static chain over these links (both kinds, on `grid`)
    /// may follow a strong link `source` lacks and end as one of SE's
    /// static searches ends: false means none can, so that where every
    /// static hint on `grid` follows such a link (`source` the step's
    /// board, where static chains found nothing, or the grid where the
    /// chain last ran them), there is none.
    pub(in crate::se) fn may_follow_new(&self, grid: &Board, source: &Board) -> bool {
        let links: Vec<_> = new_links(grid, source).take(LINKS + 1).collect();
        if links.len() > LINKS {
            return true;
        }
        links
            .into_iter()
            .any(|(a, b)| self.may_pass(a, b) || self.may_pass(b, a))
    }

    /// Whether a chain through the link from `u` off to `p` on may end as
    /// a search ends, its start `v` (`back` those reaching one turning `u`
    /// off, `ahead` those `p` reaches):
    /// - a forcing chain from `v` on to `v` off: `v` in `back`, seeing one
    ///   of `ahead`; or, from a candidate without strong partners (it
    ///   turns off one that has, whose partner comes on), `v` seeing one
    ///   of `ahead` and `u` or a partner of one of `back`;
    /// - a cycle through `v`: `v` in `back` and `ahead`, one of `ahead`
    ///   seeing a partner of `v`; or `v` is `p`, in `back`; and a cycle
    ///   through `p`'s component may remove something;
    /// - a forcing chain from `v` off to `v` on: `v` is `u` or a partner of
    ///   one of `back`, and one of `ahead` sees a partner of `v`; or `v` is
    ///   `p` (the link the chain's last) and a partner of one of `back`.
    fn may_pass(&self, u: usize, p: usize) -> bool {
        let words = self.words;
        let (Some(pi), Some(ui)) = (self.index_of(p), self.index_of(u)) else {
            return true;
        };
        let node = |i: usize| usize::from(self.nodes[i]);
        let at = |v: usize| usize::from(self.index[v]);
        // `back`: those seeing `u` (but `p`), and all that reach them, by
        // the rows of those leading to each; `ahead`: all `p` reaches.
        let mut seeds: Set = [0; WORDS];
        for x in self.links.weak_among(u, &self.among) {
            put(&mut seeds, at(x));
        }
        seeds[pi / 64] &= !(1 << (pi % 64));
        let back_set = self.spread(&self.leading, seeds);
        let back = &back_set[..words];
        let mut from_p: Set = [0; WORDS];
        put(&mut from_p, pi);
        let ahead_set = self.spread(&self.succ, from_p);
        let ahead = &ahead_set[..words];
        // Leads to one of `ahead`: one of them sees a partner of it.
        let leads = |vi: usize| meet(&self.leading[vi * words..vi * words + words], ahead);
        // A forcing chain from one of `back` on to it off.
        if members(back).any(|v| meet(&self.weak[v * words..v * words + words], ahead)) {
            return true;
        }
        // A cycle.
        let cycle = has(back, pi) || members(back).any(|v| has(ahead, v) && leads(v));
        if cycle && self.cycles_may_remove_in(back, ahead, pi) {
            return true;
        }
        // A forcing chain from `u` off, from a partner of one of `back`
        // off, or from `p` off with the link its last.
        let mut partners_back: Set = [0; WORDS];
        for q in members(back) {
            for y in self.links.partners(node(q)) {
                put(&mut partners_back, at(y));
            }
        }
        let partners_back = &partners_back[..words];
        if leads(ui) || members(partners_back).any(leads) || has(partners_back, pi) {
            return true;
        }
        // A forcing chain from a candidate without strong partners, seeing
        // `u` or a partner of one of `back`, and one of `ahead`.
        let mut starts = self.seen_by(std::iter::once(ui).chain(members(partners_back)));
        let mut any = false;
        for (d, cells) in starts.iter_mut().enumerate().skip(1) {
            *cells &= !self.among.cells[d];
            any |= *cells != 0;
        }
        if any && meet_cands(&starts, &self.seen_by(members(ahead))) {
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::board::strike;
    use crate::se::nested::every_hint;
    use crate::se::static_links::Links;
    use crate::se::test_grids::{FORCING, boards_without_static_chains};

    #[test]
    fn static_chains_find_nothing_where_none_can_follow_a_new_strong_link() {
        // Grids where the links say no, and where they say perhaps (with
        // few enough new links to ask them), and of those, where the
        // static chains found something.
        let (mut skipped, mut asked, mut found) = (0, 0, 0);
        for board in boards_without_static_chains() {
            for seed in 0..12 {
                let grid = strike(board.clone(), seed, 6 + 5 * seed);
                let links = Links::of(&grid);
                let reach = Reach::of(links.kind(true, true));
                let hints = every_hint(FORCING, &grid).len();
                if !reach.may_follow_new(&grid, &board) {
                    skipped += 1;
                    assert_eq!(hints, 0, "seed {seed}");
                } else if new_links(&grid, &board).count() <= LINKS {
                    asked += 1;
                    found += usize::from(hints > 0);
                }
            }
        }
        assert!(
            skipped > 5 && asked > 1 && found > 0,
            "{skipped} skipped, {asked} asked, {found} found"
        );
    }
}
