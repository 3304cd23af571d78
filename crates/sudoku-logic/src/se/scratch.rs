//! Buffers the chain searches reuse instead of allocating: a rating runs
//! hundreds of thousands of searches (every rule after every step, every
//! candidate within a rule), and each used to grow its queues and lists
//! from nothing, which was a fifth of a rating's instructions on
//! magictour (docs/benchmarks-history.md, "Ratings", "Speed").
//!
//! [`Scratch::take`] hands out an empty buffer from the thread's pool, and
//! dropping the [`Scratch`] clears it and gives it back, whichever way the
//! search returns. Nested searches simply take more.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::{Deref, DerefMut};
use std::thread::LocalKey;

use super::potential::Arena;

/// The most buffers of one kind a thread keeps.
const KEPT: usize = 64;

/// A buffer that can be emptied and kept in a thread's pool.
pub(super) trait Reusable: Default + 'static {
    /// The thread's pool of this kind.
    fn pool() -> &'static LocalKey<RefCell<Vec<Self>>>;
    /// Empties it, keeping its capacity.
    fn empty(&mut self);
}

/// A pool for each thread of each kind of buffer, emptied by `clear`.
macro_rules! pools {
    ($($pool:ident: $buffer:ty;)*) => {
        thread_local! {
            $(static $pool: RefCell<Vec<$buffer>> = const { RefCell::new(Vec::new()) };)*
        }
        $(impl Reusable for $buffer {
            fn pool() -> &'static LocalKey<RefCell<Vec<Self>>> {
                &$pool
            }
            fn empty(&mut self) {
                self.clear();
            }
        })*
    };
}

pools! {
    LISTS: Vec<u32>;
    QUEUES: VecDeque<u32>;
    ARENAS: Arena;
    CANDIDATES: Vec<(usize, u8)>;
    WORDS: Vec<u64>;
    SHORTS: Vec<u16>;
}

/// An empty buffer from the thread's pool, given back when dropped.
pub(super) struct Scratch<T: Reusable>(Option<T>);

impl<T: Reusable> Scratch<T> {
    /// An empty buffer: a kept one if the pool has one, else a new one.
    pub(super) fn take() -> Scratch<T> {
        let kept = T::pool().with(|pool| pool.borrow_mut().pop());
        Scratch(Some(kept.unwrap_or_default()))
    }
}

impl<T: Reusable> Deref for Scratch<T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.0
            .as_ref()
            .unwrap_or_else(|| unreachable!("taken only on drop"))
    }
}

impl<T: Reusable> DerefMut for Scratch<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.0
            .as_mut()
            .unwrap_or_else(|| unreachable!("taken only on drop"))
    }
}

impl<T: Reusable> Drop for Scratch<T> {
    fn drop(&mut self) {
        if let Some(mut buffer) = self.0.take() {
            buffer.empty();
            // The pool may be gone when a thread ends.
            let _ = T::pool().try_with(|pool| {
                let mut pool = pool.borrow_mut();
                if pool.len() < KEPT {
                    pool.push(buffer);
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_comes_back_empty_with_its_capacity() {
        let capacity = {
            let mut list = Scratch::<Vec<u32>>::take();
            list.extend(0..1000);
            list.capacity()
        };
        let list = Scratch::<Vec<u32>>::take();
        assert!(list.is_empty());
        assert_eq!(list.capacity(), capacity);
    }

    #[test]
    fn nested_takes_get_distinct_buffers() {
        let mut outer = Scratch::<VecDeque<u32>>::take();
        outer.push_back(1);
        let inner = Scratch::<VecDeque<u32>>::take();
        assert!(inner.is_empty());
        assert_eq!(outer.len(), 1);
    }
}
