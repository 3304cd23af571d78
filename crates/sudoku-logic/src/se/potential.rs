//! The potentials of SE's chains ("r3c4 is 5", "r3c4 is not 5"), each
//! with the potentials that implied it, kept in an arena; and the ordered
//! sets of them that SE's searches fill.

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

/// One potential and where its parents are.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub(crate) key: Key,
    first: u32,
    count: u32,
}

/// Every potential created by one search, with their parents.
#[derive(Default)]
pub(crate) struct Arena {
    nodes: Vec<Node>,
    parents: Vec<u32>,
}

impl Arena {
    /// Empties the arena for a new search.
    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
    }

    /// A new potential implied by `parents` (first parent first).
    pub(crate) fn add(&mut self, key: Key, parents: &[u32]) -> u32 {
        let first = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            key,
            first,
            count: parents.len() as u32,
        });
        (self.nodes.len() - 1) as u32
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

    /// Whether a potential with `key` is an ancestor of `child` along first
    /// parents (SE's `isParent`).
    pub(crate) fn has_first_ancestor(&self, child: u32, key: Key) -> bool {
        let mut p = child;
        while let Some(parent) = self.first_parent(p) {
            if self.key(parent) == key {
                return true;
            }
            p = parent;
        }
        false
    }

    /// The number of distinct potentials among `n` and its ancestors (SE's
    /// `getAncestorCount`: breadth first, one visit per key).
    pub(crate) fn ancestors(&self, n: u32) -> u32 {
        let mut seen = [0u64; KEYS.div_ceil(64)];
        let mut todo = vec![n];
        let mut next = Vec::new();
        let mut count = 0;
        while !todo.is_empty() {
            for &p in &todo {
                let k = self.key(p) as usize;
                if seen[k / 64] & (1 << (k % 64)) == 0 {
                    seen[k / 64] |= 1 << (k % 64);
                    count += 1;
                    next.extend_from_slice(self.parents(p));
                }
            }
            std::mem::swap(&mut todo, &mut next);
            next.clear();
        }
        count
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

    /// Makes the set a copy of `other`.
    pub(crate) fn copy_from(&mut self, other: &PotSet) {
        self.clear();
        for &(n, k) in &other.order {
            self.slot[k as usize] = n;
        }
        self.order.extend_from_slice(&other.order);
    }

    /// The potentials in insertion order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.order.iter().map(|&(n, _)| n)
    }

    /// Keeps only the potentials whose key is in `other`.
    pub(crate) fn retain(&mut self, other: &PotSet) {
        let slot = &mut self.slot;
        self.order.retain(|&(_, k)| {
            let keep = other.contains(k);
            if !keep {
                slot[k as usize] = NONE;
            }
            keep
        });
    }
}
