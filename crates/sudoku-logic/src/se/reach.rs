//! Which static chains can succeed, before searching them. SE's static
//! chains (forcing chains and cycles, X, Y or both) search breadth first
//! from every candidate, "on" and "off", and on the hardest puzzles'
//! nested grids fewer than one search in fifty finds anything. Whether a
//! search can find something depends only on which "on" potentials it
//! reaches, and those are the same for every start on one board: the
//! links from an "on" potential to the next go through one "off" one and
//! one strong link (a bivalue cell, a digit's two places in a house).
//! So the reach of every candidate is worked out once a board (the strong
//! components of that graph, each component's reach the union of its
//! successors'), and each start asks a few set intersections:
//! - a forcing chain from `(c, d)` on reaches `(c, d)` off exactly when an
//!   "on" potential it reaches sees `(c, d)`;
//! - one from `(c, d)` off reaches `(c, d)` on exactly when an "on"
//!   potential reached through `(c, d)`'s strong links sees one of its
//!   strong partners;
//! - a cycle through `(c, d)` needs an "on" potential other than `(c, d)`
//!   that it reaches and that leads back to it (the search may still find
//!   none: it does not go back along its own chain), and removes something
//!   only if a candidate sees one of its strong component's potentials on
//!   and one off (worked out once a component).
//!
//! The search runs only where the answer is yes, and finds what it found
//! before: a search that finds nothing changes nothing.

use std::cell::{Cell, OnceCell};

use super::board::{digits, peers_of};
use super::chaining::Wanted;
use super::scratch::Scratch;
use super::static_links::{Among, Kind};
use crate::reachability;

/// The most words a set of indices takes (one bit a candidate).
pub(super) const WORDS: usize = CANDS.div_ceil(64);

/// A candidate's number: `cell * 9 + digit - 1`.
type Cand = u16;

/// No entry.
const NONE: u16 = u16::MAX;

/// The candidates of 81 cells.
const CANDS: usize = 729;

/// A candidate's number.
fn cand(c: usize, d: u8) -> Cand {
    (c * 9 + usize::from(d) - 1) as Cand
}

/// The reach of every candidate on one board, for one kind of links.
pub(super) struct Reach<'a> {
    /// The board's links of that kind.
    links: Kind<'a>,
    /// Each candidate with a strong partner: its number in the sets below;
    /// the others [`NONE`].
    index: Box<[u16; CANDS]>,
    /// The set's length in words.
    words: usize,
    /// For each candidate with strong partners (by index): the "on"
    /// potentials reached once it is off (its strong partners and all they
    /// reach), as a set of indices: worked out when first asked for.
    after_off: OnceCell<Scratch<Vec<u64>>>,
    /// For each candidate with strong partners (by index): those with
    /// strong partners it sees (turns off when on), as a set of indices.
    weak: Scratch<Vec<u64>>,
    /// For each candidate with strong partners (by index): the "on"
    /// potentials that lead to it on (those turning off one of its strong
    /// partners), as a set of indices.
    leading: Scratch<Vec<u64>>,
    /// For each candidate with strong partners: the "on" potentials it
    /// reaches on, itself included.
    closure: OnceCell<reachability::Reach>,
    /// For each candidate with strong partners (by index): the "on"
    /// potentials it leads to, as a set of indices.
    succ: Scratch<Vec<u64>>,
    /// The candidates with strong partners, by index.
    nodes: Scratch<Vec<Cand>>,
    /// The same, as sets.
    among: Among,
    /// For each strong component, whether a cycle through it may remove
    /// something ([`Reach::cycles_may_remove`]), once worked out.
    removing: Vec<Cell<Option<bool>>>,
    /// The nodes by component, once asked for: their indices, and where
    /// each component's begin.
    members: OnceCell<(Vec<u16>, Vec<u16>)>,
}

impl<'a> Reach<'a> {
    /// The reach over `links` (a board's, of one kind).
    pub(super) fn of(links: Kind<'a>) -> Reach<'a> {
        let mut index = Box::new([NONE; CANDS]);
        let mut nodes = Scratch::<Vec<Cand>>::take();
        let among = links.with_partners();
        for c in 0..81 {
            for d in digits(among.digits[c]) {
                let v = usize::from(cand(c, d));
                index[v] = nodes.len() as u16;
                nodes.push(v as Cand);
            }
        }
        let words = nodes.len().div_ceil(64).max(1);
        let mut reach = Reach {
            links,
            index,
            words,
            after_off: OnceCell::new(),
            weak: Scratch::take(),
            leading: Scratch::take(),
            closure: OnceCell::new(),
            succ: Scratch::take(),
            nodes: Scratch::take(),
            among,
            removing: Vec::new(),
            members: OnceCell::new(),
        };
        // The graph of "on" potentials: u leads to w when one of w's strong
        // partners is among what u turns off.
        let mut succ = Scratch::<Vec<u64>>::take();
        succ.resize(nodes.len() * words, 0);
        let mut leading = std::mem::replace(&mut reach.leading, Scratch::take());
        leading.resize(nodes.len() * words, 0);
        let mut weak = std::mem::replace(&mut reach.weak, Scratch::take());
        weak.resize(nodes.len() * words, 0);
        for (wi, &w) in nodes.iter().enumerate() {
            for v in links.partners(usize::from(w)) {
                let vi = usize::from(reach.index[v]);
                for u in links.weak_among(v, &reach.among) {
                    let ui = usize::from(reach.index[u]);
                    succ[ui * words + wi / 64] |= 1 << (wi % 64);
                    leading[wi * words + ui / 64] |= 1 << (ui % 64);
                    weak[vi * words + ui / 64] |= 1 << (ui % 64);
                }
            }
        }
        reach.leading = leading;
        reach.weak = weak;
        reach.succ = succ;
        reach.removing = vec![Cell::new(None); nodes.len()];
        reach.nodes = nodes;
        reach
    }

    /// What each "on" potential reaches, itself included: worked out when
    /// first asked for.
    fn closure(&self) -> &reachability::Reach {
        self.closure.get_or_init(|| {
            let (succ, words) = (&self.succ, self.words);
            reachability::reach_by(self.nodes.len(), |u, at| {
                let row = &succ[u * words..u * words + words];
                let mut k = at / 64;
                let mut bits = row.get(k)? & (u64::MAX << (at % 64));
                while bits == 0 {
                    k += 1;
                    bits = *row.get(k)?;
                }
                let w = k * 64 + bits.trailing_zeros() as usize;
                Some((w, w + 1))
            })
        })
    }

    /// For each candidate with strong partners (by index), the "on"
    /// potentials reached once it is off, as rows of `words` words.
    fn after_off(&self) -> &[u64] {
        self.after_off.get_or_init(|| {
            let words = self.words;
            let mut after_off = Scratch::<Vec<u64>>::take();
            after_off.resize(self.nodes.len() * words, 0);
            for (vi, &v) in self.nodes.iter().enumerate() {
                for w in self.links.partners(usize::from(v)) {
                    let wi = usize::from(self.index[w]);
                    let row = &mut after_off[vi * words..vi * words + words];
                    for (r, &o) in row.iter_mut().zip(self.closure().from(wi)) {
                        *r |= o;
                    }
                }
            }
            after_off
        })
    }

    /// Whether a cycle through the candidate of index `vi` may remove
    /// something. A cycle's "on" potentials each lead on to the next, the
    /// last back to the first: they are all in one strong component of
    /// the graph. Each of its "off" potentials is turned off by one of
    /// them and has a strong partner among them (the next one on). It
    /// removes a candidate of a digit outside its cells that sees one of
    /// its potentials of that digit on and one off: if no candidate sees
    /// one of the component's "on" potentials and one of those "off", no
    /// cycle through the component removes anything. Worked out once a
    /// component.
    fn cycles_may_remove(&self, vi: usize) -> bool {
        let component = self.closure().component(vi);
        if let Some(may) = self.removing[component].get() {
            return may;
        }
        let (mut on, mut off) = ([0u128; 10], [0u128; 10]);
        let same = |i: u16| i != NONE && self.closure().component(usize::from(i)) == component;
        let (members, starts) = self.members.get_or_init(|| self.by_component());
        let mine = usize::from(starts[component])..usize::from(starts[component + 1]);
        for &ui in &members[mine] {
            let u = usize::from(self.nodes[usize::from(ui)]);
            on[u % 9 + 1] |= 1 << (u / 9);
            for v in self.links.weak_among(u, &self.among) {
                if self.links.partners(v).any(|w| same(self.index[w])) {
                    off[v % 9 + 1] |= 1 << (v / 9);
                }
            }
        }
        let may = (1..10)
            .any(|d| off[d] != 0 && self.links.places(d) & peers_of(on[d]) & peers_of(off[d]) != 0);
        self.removing[component].set(Some(may));
        may
    }

    /// The nodes grouped by component (a counting sort), and where each
    /// component's begin (one more entry for the end).
    fn by_component(&self) -> (Vec<u16>, Vec<u16>) {
        let n = self.nodes.len();
        let mut starts = vec![0u16; n + 1];
        for i in 0..n {
            starts[self.closure().component(i) + 1] += 1;
        }
        for k in 0..n {
            starts[k + 1] += starts[k];
        }
        let mut next = starts.clone();
        let mut members = vec![0u16; n];
        for i in 0..n {
            let k = self.closure().component(i);
            members[usize::from(next[k])] = i as u16;
            next[k] += 1;
        }
        (members, starts)
    }

    /// The candidates with strong partners, as sets.
    pub(super) fn among(&self) -> &Among {
        &self.among
    }

    /// The links the reach follows.
    pub(super) fn links(&self) -> Kind<'a> {
        self.links
    }

    /// The number of candidates with strong partners (an upper bound on
    /// the number of strong components).
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The index of candidate `v` (`cell * 9 + digit - 1`) in the graph,
    /// if it has strong partners.
    pub(super) fn index_of(&self, v: usize) -> Option<usize> {
        let i = self.index[v];
        (i != NONE).then_some(usize::from(i))
    }

    /// The strong component of the candidate of index `i`, and the "on"
    /// potentials it reaches (itself included), as candidates.
    pub(super) fn closure_of(&self, i: usize) -> (usize, impl Iterator<Item = usize> + '_) {
        let row = self.closure().from(i);
        let members = row.iter().enumerate().flat_map(move |(k, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    usize::from(self.nodes[k * 64 + b])
                })
            })
        });
        (self.closure().component(i), members)
    }

    /// Which searches from `(c, d)` can find something: a cycle through it
    /// on (with house links, `x`, forcing chains too), a forcing chain
    /// from it on to it off, one from it off to it on.
    pub(super) fn wanted(&self, c: usize, d: u8, x: bool) -> Wanted {
        let words = self.words;
        let v = cand(c, d);
        let vi = self.index[usize::from(v)];
        if vi != NONE {
            return self.wanted_of_node(v, usize::from(vi), x);
        }
        if !x {
            return Wanted {
                cycles: false,
                from_on: false,
                from_off: false,
            };
        }
        // What `v` on turns off (20 peers and 8 other digits at most), and
        // whether an "on" potential reached once one of them is off is
        // among them.
        let mut seen = [0u16; 28];
        let mut n = 0;
        for u in self.links.weak_among(usize::from(v), &self.among) {
            seen[n] = self.index[u];
            n += 1;
        }
        let seen = &seen[..n];
        let after_off = self.after_off();
        let from_on = seen.iter().any(|&ui| {
            let row = &after_off[usize::from(ui) * words..];
            seen.iter()
                .any(|&wi| row[usize::from(wi) / 64] & (1 << (wi % 64)) != 0)
        });
        // Not in the graph: no strong partner to come back through.
        Wanted {
            cycles: false,
            from_on,
            from_off: false,
        }
    }

    /// The ends of the searches from `(c, d)`: with `to_off`, the "on"
    /// potentials seeing it (where a chain from it on ends), else those
    /// turning off one of its strong partners (where a cycle through it
    /// or a chain from it off ends).
    pub(super) fn ends(&self, c: usize, d: u8, to_off: bool) -> Ends<'_> {
        let v = usize::from(cand(c, d));
        let mut targets = [0u64; WORDS];
        if to_off {
            for u in self.links.weak_among(v, &self.among) {
                let ui = usize::from(self.index[u]);
                targets[ui / 64] |= 1 << (ui % 64);
            }
        } else if self.index[v] != NONE {
            let vi = usize::from(self.index[v]);
            let words = self.words;
            targets[..words].copy_from_slice(&self.leading[vi * words..vi * words + words]);
        }
        Ends {
            reach: self,
            targets,
        }
    }

    /// For each cell of `board`, the digits (bit `d`) from which some
    /// search may find something ([`Reach::wanted`], house links assumed).
    pub(super) fn open(&self, board: &super::board::Board) -> [u16; 81] {
        let mut open = [0u16; 81];
        for (c, open) in open.iter_mut().enumerate() {
            for d in digits(board.cands[c]) {
                let wanted = self.wanted(c, d, true);
                if wanted.cycles || wanted.from_on || wanted.from_off {
                    *open |= 1 << d;
                }
            }
        }
        open
    }

    /// [`Reach::wanted`] for a candidate of the graph (`vi` its index):
    /// what it reaches on in one step or more is what it reaches on (its
    /// closure) but perhaps itself, which neither a cycle nor a forcing
    /// chain from it on counts, so the closure answers at once.
    fn wanted_of_node(&self, v: Cand, vi: usize, x: bool) -> Wanted {
        let words = self.words;
        let reached = self.closure().from(vi);
        let mut from_on = false;
        if x {
            from_on = self.links.weak_among(usize::from(v), &self.among).any(|u| {
                let ui = usize::from(self.index[u]);
                reached[ui / 64] & (1 << (ui % 64)) != 0
            });
        }
        let leading = &self.leading[vi * words..vi * words + words];
        let from_off = x && meet(&self.after_off()[vi * words..vi * words + words], leading);
        let cycles = reached
            .iter()
            .zip(leading)
            .enumerate()
            .any(|(k, (&r, &l))| {
                let me = if k == vi / 64 { 1 << (vi % 64) } else { 0 };
                r & l & !me != 0
            })
            && self.cycles_may_remove(vi);
        Wanted {
            cycles,
            from_on,
            from_off,
        }
    }
}

/// The "on" potentials a search from one candidate must get to, and so
/// those worth following: the ones that reach one of them.
pub(super) struct Ends<'r> {
    reach: &'r Reach<'r>,
    targets: [u64; WORDS],
}

impl Ends<'_> {
    /// Whether a search can still get to its end from `on` (an "on"
    /// potential met through a strong link, so in the graph).
    pub(super) fn live(&self, on: super::potential::Key) -> bool {
        let i = self.reach.index[usize::from(on / 2)];
        if i == NONE {
            return true;
        }
        let words = self.reach.words;
        meet(
            self.reach.closure().from(usize::from(i)),
            &self.targets[..words],
        )
    }
}

/// Whether two sets meet.
fn meet(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

mod new_links;
pub(super) use new_links::new_links;

#[cfg(test)]
mod tests;
