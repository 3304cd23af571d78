//! The potentials of SE's chains ("r3c4 is 5", "r3c4 is not 5"), each
//! with the potentials that implied it, kept in an arena; and the ordered
//! sets of them that SE's searches fill.

use super::scratch::Scratch;

/// A potential's key: `cell * 18 + (digit - 1) * 2 + on`.
pub(crate) type Key = u16;

/// The number of distinct keys.
pub(crate) const KEYS: usize = 81 * 18;

const NONE: u32 = u32::MAX;

/// The key of a potential.
pub(crate) fn key(cell: usize, digit: u8, on: bool) -> Key {
    (cell * 18 + (digit as usize - 1) * 2 + on as usize) as Key
}

/// The cell of a key.
pub(crate) fn cell(key: Key) -> usize {
    key as usize / 18
}

/// The digit of a key.
pub(crate) fn digit(key: Key) -> u8 {
    (key as usize % 18 / 2) as u8 + 1
}

/// Whether a key says "on".
pub(crate) fn is_on(key: Key) -> bool {
    key % 2 == 1
}

/// The same candidate in the other state.
pub(crate) fn conjugate(key: Key) -> Key {
    key ^ 1
}

/// Why a potential holds: no reason (an assumption), the cell's other
/// candidate (a naked single), the digit's other place in a house (a hidden
/// single, by kind), or a rule run inside the chain.
pub(crate) type Cause = u8;
/// An assumption.
pub(crate) const ASSUMED: Cause = 0;
/// The cell's only other candidate, or the cell's value.
pub(crate) const NAKED: Cause = 1;
/// The digit's only other place in a box; `BOX + 1` a row, `BOX + 2` a column.
pub(crate) const BOX: Cause = 2;
/// A rule run inside the chain.
pub(crate) const ADVANCED: Cause = 5;

/// One potential and where its parents are.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub(crate) key: Key,
    first: u32,
    count: u32,
    cause: Cause,
    nested: u32,
}

/// A chain found inside another one: its complexity and a signature of
/// its potentials (SE counts each distinct nested chain once).
#[derive(Clone, Copy)]
pub(crate) struct Nested {
    pub(crate) complexity: u32,
    pub(crate) signature: u64,
}

/// Every potential created by one search, with their parents.
#[derive(Default)]
pub(crate) struct Arena {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    nested: Vec<Nested>,
}

impl Arena {
    /// Empties the arena for a new search.
    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
        self.nested.clear();
    }

    /// A new potential implied by `parents` (first parent first) for
    /// `cause`.
    pub(crate) fn add(&mut self, key: Key, parents: &[u32], cause: Cause) -> u32 {
        let first = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            key,
            first,
            count: parents.len() as u32,
            cause,
            nested: NONE,
        });
        (self.nodes.len() - 1) as u32
    }

    /// A new potential a nested chain turned off.
    pub(crate) fn add_nested(&mut self, key: Key, parents: &[u32], nested: Nested) -> u32 {
        let n = self.add(key, parents, ADVANCED);
        self.nested.push(nested);
        self.nodes[n as usize].nested = (self.nested.len() - 1) as u32;
        n
    }

    /// Whether a nested chain turned the potential off.
    pub(crate) fn is_nested(&self, n: u32) -> bool {
        self.nodes[n as usize].nested != NONE
    }

    /// Why a potential holds.
    pub(crate) fn cause(&self, n: u32) -> Cause {
        self.nodes[n as usize].cause
    }

    /// The potentials of `target`'s chain, breadth first, one per key
    /// (SE's `getChain`).
    pub(crate) fn chain(&self, target: u32, out: &mut Vec<u32>) {
        out.clear();
        let mut seen = [0u64; KEYS.div_ceil(64)];
        let mut todo = Scratch::<Vec<u32>>::take();
        todo.push(target);
        let mut next = Scratch::<Vec<u32>>::take();
        while !todo.is_empty() {
            for &p in todo.iter() {
                let k = self.key(p) as usize;
                if seen[k / 64] & (1 << (k % 64)) == 0 {
                    seen[k / 64] |= 1 << (k % 64);
                    out.push(p);
                    next.extend_from_slice(self.parents(p));
                }
            }
            std::mem::swap(&mut *todo, &mut *next);
            next.clear();
        }
    }

    /// The complexity of the distinct chains nested in the chains of
    /// `targets` (SE's `getNestedComplexity`).
    pub(crate) fn nested_complexity(&self, targets: &[u32]) -> u32 {
        if self.nested.is_empty() {
            return 0;
        }
        let mut seen: Vec<u64> = Vec::new();
        let mut total = 0;
        let mut chain = Scratch::<Vec<u32>>::take();
        for &t in targets {
            self.chain(t, &mut chain);
            for &p in chain.iter() {
                let id = self.nodes[p as usize].nested;
                if id != NONE {
                    let nested = self.nested[id as usize];
                    if !seen.contains(&nested.signature) {
                        seen.push(nested.signature);
                        total += nested.complexity;
                    }
                }
            }
        }
        total
    }

    /// The key of a potential.
    pub(crate) fn key(&self, n: u32) -> Key {
        self.nodes[n as usize].key
    }

    /// The parents of a potential.
    pub(crate) fn parents(&self, n: u32) -> &[u32] {
        let node = self.nodes[n as usize];
        &self.parents[node.first as usize..(node.first + node.count) as usize]
    }

    /// The first parent of a potential, if it has any.
    pub(crate) fn first_parent(&self, n: u32) -> Option<u32> {
        self.parents(n).first().copied()
    }

    /// The keys from the assumption `n` stands on to `n`, along first
    /// parents: a static chain (each potential there has one parent).
    pub(crate) fn path(&self, n: u32) -> Vec<Key> {
        let mut keys = vec![self.key(n)];
        let mut p = n;
        while let Some(parent) = self.first_parent(p) {
            keys.push(self.key(parent));
            p = parent;
        }
        keys.reverse();
        keys
    }

    /// The potentials `targets` stand on, each once (by key) after those
    /// it follows from, with their indices in the list and whether a
    /// nested chain turned it off: the net of one premise (a dynamic
    /// chain's), its premise first.
    pub(crate) fn net(&self, targets: &[u32]) -> Vec<(Key, Vec<u16>, bool)> {
        const UNSEEN: u16 = u16::MAX;
        let mut index = vec![UNSEEN; KEYS];
        let mut out: Vec<(Key, Vec<u16>, bool)> = Vec::new();
        let mut stack: Vec<(u32, usize)> = Vec::new();
        for &target in targets {
            stack.push((target, 0));
            while let Some(&mut (n, ref mut next)) = stack.last_mut() {
                let parents = self.parents(n);
                if let Some(&p) = parents.get(*next) {
                    *next += 1;
                    if index[self.key(p) as usize] == UNSEEN {
                        stack.push((p, 0));
                    }
                    continue;
                }
                stack.pop();
                let k = self.key(n) as usize;
                if index[k] == UNSEEN {
                    let mut from: Vec<u16> = Vec::new();
                    for &p in parents {
                        let i = index[self.key(p) as usize];
                        if i != UNSEEN && !from.contains(&i) {
                            from.push(i);
                        }
                    }
                    index[k] = out.len() as u16;
                    out.push((self.key(n), from, self.is_nested(n)));
                }
            }
        }
        out
    }

    /// The assumption `n` stands on: its first ancestor along first
    /// parents.
    pub(crate) fn root(&self, n: u32) -> Key {
        let mut p = n;
        while let Some(parent) = self.first_parent(p) {
            p = parent;
        }
        self.key(p)
    }

    /// The number of distinct potentials among `n` and its ancestors (SE's
    /// `getAncestorCount`: breadth first, one visit per key).
    pub(crate) fn ancestors(&self, n: u32) -> u32 {
        self.ancestors_within(n, u32::MAX)
            .expect("no count exceeds the largest")
    }

    /// [`Arena::ancestors`] if it is at most `cap`, `None` (counted no
    /// further) if it is more.
    pub(crate) fn ancestors_within(&self, n: u32, cap: u32) -> Option<u32> {
        // Breadth first, each key queued once, at its first meeting: the
        // potential SE visits for it (its first in breadth-first order).
        let mut seen = [0u64; KEYS.div_ceil(64)];
        let mut queue = Scratch::<Vec<u32>>::take();
        let k = self.key(n) as usize;
        seen[k / 64] |= 1 << (k % 64);
        if cap == 0 {
            return None;
        }
        let mut count = 1;
        queue.push(n);
        let mut at = 0;
        while at < queue.len() {
            let p = queue[at];
            at += 1;
            for &q in self.parents(p) {
                let k = self.key(q) as usize;
                if seen[k / 64] & (1 << (k % 64)) == 0 {
                    seen[k / 64] |= 1 << (k % 64);
                    if count == cap {
                        return None;
                    }
                    count += 1;
                    queue.push(q);
                }
            }
        }
        Some(count)
    }
}

/// An insertion-ordered set of potentials, one per key (SE's `LinkedSet`).
pub(crate) struct PotSet {
    slot: Box<[u32; KEYS]>,
    order: Vec<(u32, Key)>,
}

impl Default for PotSet {
    fn default() -> Self {
        PotSet {
            slot: Box::new([NONE; KEYS]),
            order: Vec::new(),
        }
    }
}

impl PotSet {
    /// Whether the set holds a potential with `key`.
    pub(crate) fn contains(&self, key: Key) -> bool {
        self.slot[key as usize] != NONE
    }

    /// The potential with `key`, if the set holds one.
    pub(crate) fn get(&self, key: Key) -> Option<u32> {
        let n = self.slot[key as usize];
        (n != NONE).then_some(n)
    }

    /// Adds `n` unless a potential with its key is there; whether it was
    /// added.
    pub(crate) fn add(&mut self, arena: &Arena, n: u32) -> bool {
        let k = arena.key(n) as usize;
        if self.slot[k] != NONE {
            return false;
        }
        self.slot[k] = n;
        self.order.push((n, k as Key));
        true
    }

    /// Empties the set (in time proportional to its size).
    pub(crate) fn clear(&mut self) {
        for &(_, k) in &self.order {
            self.slot[k as usize] = NONE;
        }
        self.order.clear();
    }

    /// Makes the set hold `entries` (as [`entries`](Self::entries) gives
    /// them), in that order.
    pub(crate) fn fill(&mut self, entries: &[(u32, Key)]) {
        self.clear();
        for &(n, k) in entries {
            self.slot[k as usize] = n;
        }
        self.order.extend_from_slice(entries);
    }

    /// The potentials and their keys, in insertion order.
    pub(crate) fn entries(&self) -> &[(u32, Key)] {
        &self.order
    }

    /// The potentials in insertion order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.order.iter().map(|&(n, _)| n)
    }
}
