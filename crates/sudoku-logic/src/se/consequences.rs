//! What each candidate turned on implies, kept by a search once worked
//! out: the cell and region chains of a multiple or dynamic search ask for
//! each candidate's consequences several times (from its cell, from each
//! house it shares a digit with). All of a search's lists live in one
//! buffer, which the thread reuses for its next search.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::potential::{KEYS, Key, PotSet, cell, digit, is_on};
use super::scratch::Reusable;

/// Not worked out yet.
const NO: u32 = u32::MAX;

/// One candidate's consequences: the potentials it turns on and off (in
/// the order found, as `(potential, key)`), and the contradiction met, if
/// any.
#[derive(Clone, Copy)]
struct Span {
    key: Key,
    on: u32,
    off: u32,
    end: u32,
    absurd: Option<(u32, u32)>,
}

/// A set of keys, a bit each.
pub(super) type Keys = [u64; KEYS.div_ceil(64)];

/// The consequences a search has worked out, by "on" key.
pub(super) struct Consequences {
    at: Vec<u32>,
    spans: Vec<Span>,
    items: Vec<(u32, Key)>,
    /// Each span's keys, "on" and "off" together (the key tells which).
    keys: Vec<Keys>,
}

impl Default for Consequences {
    fn default() -> Consequences {
        Consequences {
            at: vec![NO; KEYS],
            spans: Vec::new(),
            items: Vec::new(),
            keys: Vec::new(),
        }
    }
}

thread_local! {
    static KEPT: RefCell<Vec<Consequences>> = const { RefCell::new(Vec::new()) };
}

impl Reusable for Consequences {
    fn pool() -> &'static LocalKey<RefCell<Vec<Self>>> {
        &KEPT
    }
    fn empty(&mut self) {
        for span in &self.spans {
            self.at[usize::from(span.key)] = NO;
        }
        self.spans.clear();
        self.items.clear();
        self.keys.clear();
    }
}

impl Consequences {
    /// Fills `on` and `off` with what `key` turned on implies, if worked
    /// out: the contradiction met, if any.
    pub(super) fn recall(
        &self,
        key: Key,
        on: &mut PotSet,
        off: &mut PotSet,
    ) -> Option<Option<(u32, u32)>> {
        let at = self.at[usize::from(key)];
        if at == NO {
            return None;
        }
        let span = self.spans[at as usize];
        on.fill(&self.items[span.on as usize..span.off as usize]);
        off.fill(&self.items[span.off as usize..span.end as usize]);
        Some(span.absurd)
    }

    /// Keeps what `key` turned on implies.
    pub(super) fn keep(&mut self, key: Key, on: &PotSet, off: &PotSet, absurd: Option<(u32, u32)>) {
        let start = self.items.len() as u32;
        self.items.extend_from_slice(on.entries());
        let middle = self.items.len() as u32;
        self.items.extend_from_slice(off.entries());
        let mut keys = [0u64; KEYS.div_ceil(64)];
        for &(_, k) in &self.items[start as usize..] {
            keys[usize::from(k) / 64] |= 1 << (k % 64);
        }
        self.keys.push(keys);
        self.at[usize::from(key)] = self.spans.len() as u32;
        self.spans.push(Span {
            key,
            on: start,
            off: middle,
            end: self.items.len() as u32,
            absurd,
        });
    }

    /// Whether `key`'s consequences are worked out and kept.
    pub(super) fn has(&self, key: Key) -> bool {
        self.at[usize::from(key)] != NO
    }

    /// Whether the consequences of every key of `starts` (one at least,
    /// each worked out and kept) have a potential in common, "on" or
    /// "off", that is also in `on` or `off` (cells by digit).
    pub(super) fn share_within(&self, starts: &[Key], on: &[u128; 10], off: &[u128; 10]) -> bool {
        let Some(common) = self.common(starts) else {
            return false;
        };
        for (i, &word) in common.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let k = (i * 64 + bits.trailing_zeros() as usize) as Key;
                bits &= bits - 1;
                let (c, d) = (cell(k), usize::from(digit(k)));
                let set = if is_on(k) { on } else { off };
                if set[d] & 1 << c != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the consequences of every key of `starts` (each worked out
    /// and kept) have a potential in common, "on" or "off".
    pub(super) fn share(&self, starts: &[Key]) -> bool {
        self.common(starts).is_some()
    }

    /// The keys the consequences of every key of `starts` (each worked out
    /// and kept) have in common; `None` when none (or no start).
    fn common(&self, starts: &[Key]) -> Option<Keys> {
        let (&first, rest) = starts.split_first()?;
        let mut common = self.keys[self.at[usize::from(first)] as usize];
        for &k in rest {
            let keys = &self.keys[self.at[usize::from(k)] as usize];
            let mut any = 0;
            for (c, &w) in common.iter_mut().zip(keys) {
                *c &= w;
                any |= *c;
            }
            if any == 0 {
                return None;
            }
        }
        common.iter().any(|&w| w != 0).then_some(common)
    }
}
