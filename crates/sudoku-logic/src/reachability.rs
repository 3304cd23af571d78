//! What each state of a graph reaches, for all states at once: the graph's
//! strongly connected components (Tarjan's algorithm, without recursion),
//! then each component's reach as a bit set, built from those of the
//! components it leads to. Far cheaper than a search from every state
//! when most states reach much of the graph. HoDoKu's chain tables
//! (`techniques/chain/closure.rs`) and SE's static chains (`se/reach.rs`)
//! both ask it.

/// Each state's component, and each component's reach.
pub(crate) struct Reach {
    component: Vec<usize>,
    words: usize,
    bits: Vec<u64>,
}

impl Reach {
    /// The strong component of `state` (states of one component reach
    /// the same states).
    pub(crate) fn component(&self, state: usize) -> usize {
        self.component[state]
    }

    /// The states `state` reaches (itself included), as bits.
    pub(crate) fn from(&self, state: usize) -> &[u64] {
        let c = self.component[state];
        &self.bits[c * self.words..(c + 1) * self.words]
    }
}

/// The reach of every state of the graph whose edges are `next`.
pub(crate) fn reach(next: &[Vec<usize>]) -> Reach {
    reach_by(next.len(), |v, i| next[v].get(i).map(|&w| (w, i + 1)))
}

/// The reach of every state of a graph of `n` states whose edges are
/// given by `successor`: `successor(v, at)` is `v`'s next successor from
/// position `at` and the position after it (`at` starts at 0), or `None`
/// after the last. So the edges may be lists, bit sets or anything else.
pub(crate) fn reach_by(
    n: usize,
    successor: impl Fn(usize, usize) -> Option<(usize, usize)>,
) -> Reach {
    let words = n.div_ceil(64).max(1);
    let components = components(n, &successor);
    let component = &components.component;
    // Tarjan's algorithm names a component only after every component it
    // leads to, so theirs are ready when its turn comes.
    let mut bits = vec![0u64; components.len() * words];
    for c in 0..components.len() {
        let (done, rest) = bits.split_at_mut(c * words);
        let own = &mut rest[..words];
        for &s in components.states(c) {
            own[s / 64] |= 1 << (s % 64);
            let mut at = 0;
            while let Some((t, next)) = successor(s, at) {
                at = next;
                let d = component[t];
                if d != c {
                    for (w, x) in own.iter_mut().zip(&done[d * words..(d + 1) * words]) {
                        *w |= x;
                    }
                }
            }
        }
    }
    Reach {
        component: components.component,
        words,
        bits,
    }
}

/// The strongly connected components, in the order Tarjan's algorithm
/// finds them: each state's, and the states of each, one component after
/// another (component `c`'s are `states[starts[c]..starts[c + 1]]`).
struct Components {
    component: Vec<usize>,
    states: Vec<usize>,
    starts: Vec<usize>,
}

impl Components {
    /// The number of components.
    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// The states of component `c`.
    fn states(&self, c: usize) -> &[usize] {
        &self.states[self.starts[c]..self.starts[c + 1]]
    }
}

/// The buffers Tarjan's algorithm works in, kept by each thread: the
/// reach of a board's links is worked out hundreds of thousands of times
/// a rating (`se/reach.rs`), and allocating them each time showed.
#[derive(Default)]
struct Work {
    index: Vec<usize>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    /// The depth-first path: each state and where its next edge is.
    path: Vec<(usize, usize)>,
}

thread_local! {
    static WORK: std::cell::Cell<Option<Box<Work>>> = const { std::cell::Cell::new(None) };
}

/// The strongly connected components of the graph of `n` states whose
/// edges `successor` gives.
fn components(n: usize, successor: &impl Fn(usize, usize) -> Option<(usize, usize)>) -> Components {
    const UNSEEN: usize = usize::MAX;
    // A nested call (none today) would simply get fresh buffers.
    let mut work = WORK.with(|w| w.take()).unwrap_or_default();
    let Work {
        index,
        low,
        on_stack,
        stack,
        path,
    } = &mut *work;
    index.clear();
    index.resize(n, UNSEEN);
    low.clear();
    low.resize(n, 0);
    on_stack.clear();
    on_stack.resize(n, false);
    stack.clear();
    path.clear();
    let mut component = vec![UNSEEN; n];
    let mut states = Vec::with_capacity(n);
    let mut starts = Vec::with_capacity(n + 1);
    starts.push(0);
    let mut counter = 0;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        let mut arrive = Some(root);
        loop {
            if let Some(v) = arrive.take() {
                index[v] = counter;
                low[v] = counter;
                counter += 1;
                stack.push(v);
                on_stack[v] = true;
                path.push((v, 0));
            }
            let Some(&(v, done)) = path.last() else {
                break;
            };
            if let Some((w, after)) = successor(v, done) {
                let top = path.len() - 1;
                path[top].1 = after;
                if index[w] == UNSEEN {
                    arrive = Some(w);
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            path.pop();
            if let Some(&(u, _)) = path.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component[w] = starts.len() - 1;
                    states.push(w);
                    if w == v {
                        break;
                    }
                }
                starts.push(states.len());
            }
        }
    }
    WORK.with(|w| w.set(Some(work)));
    Components {
        component,
        states,
        starts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a plain search from each state reaches.
    fn searched(next: &[Vec<usize>], from: usize) -> Vec<bool> {
        let mut seen = vec![false; next.len()];
        let mut todo = vec![from];
        seen[from] = true;
        while let Some(s) = todo.pop() {
            for &t in &next[s] {
                if !seen[t] {
                    seen[t] = true;
                    todo.push(t);
                }
            }
        }
        seen
    }

    #[test]
    fn reach_agrees_with_a_search_from_every_state() {
        // Cycles, a chain into a cycle, a self-loop and a lone state.
        let next = vec![
            vec![1],
            vec![2],
            vec![0, 3],
            vec![4],
            vec![3, 5],
            vec![5],
            vec![],
            vec![0, 6],
        ];
        let reach = reach(&next);
        for s in 0..next.len() {
            let bits = reach.from(s);
            let expected = searched(&next, s);
            for (t, &e) in expected.iter().enumerate() {
                assert_eq!(bits[t / 64] >> (t % 64) & 1 == 1, e, "{s} -> {t}");
            }
        }
    }
}
