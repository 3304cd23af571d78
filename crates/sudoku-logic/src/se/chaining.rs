//! SE's chains: bidirectional cycles and forcing chains (unary chaining,
//! `unary.rs`), Nishio, cell and region forcing chains, static or dynamic:
//! the rules, a search's state and its best hint. Each search
//! builds the potentials in SE's order with SE's parents, so that a
//! chain's complexity (its number of distinct potentials), and with it its
//! rating, is SE's.

use super::board::Board;
use super::conjugates::Conjugates;
use super::consequences::Consequences;
use super::hint::{Hint, Placement, Removals, SeTechnique};
use super::potential::{Arena, Key, PotSet, cell, digit, is_on};
use super::scratch::{Reusable, Scratch};

thread_local! {
    /// Emptied candidate sets, kept for reuse by every search of the
    /// thread (a new set clears a 6 KB table).
    static POOL: std::cell::RefCell<Vec<PotSet>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The most sets the pool keeps.
const POOL_SIZE: usize = 512;

thread_local! {
    /// Emptied lists of candidate sets (one per branch of a cell or region
    /// chain), kept for reuse.
    static BRANCHES: std::cell::RefCell<Vec<Vec<PotSet>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Empties `set` and gives it to the thread's pool, if not full.
fn give_back(mut set: PotSet) {
    set.clear();
    // The pool may be gone when a thread ends.
    let _ = POOL.try_with(|pool| {
        let mut pool = pool.borrow_mut();
        if pool.len() < POOL_SIZE {
            pool.push(set);
        }
    });
}

/// A list of candidate sets: emptied, its sets go back to their pool.
impl Reusable for Vec<PotSet> {
    fn pool() -> &'static std::thread::LocalKey<std::cell::RefCell<Vec<Self>>> {
        &BRANCHES
    }
    fn empty(&mut self) {
        for set in self.drain(..) {
            give_back(set);
        }
    }
}

/// One of SE's chaining rules.
#[derive(Clone, Copy)]
pub(crate) struct Chaining {
    /// Cell and region forcing chains over cells of three candidates or more.
    pub(crate) multiple: bool,
    /// Implications follow the grid as candidates are turned off.
    pub(crate) dynamic: bool,
    /// Only one digit's links (Nishio).
    pub(crate) nishio: bool,
    /// How many easier techniques run inside the chain (0: none).
    pub(crate) level: u8,
}

/// The best hint so far: the least by rating, then complexity, then kind,
/// the first found on a tie (SE sorts its hints stably by these).
#[derive(Default)]
pub(super) struct Best {
    pub(super) found: Option<(f64, u32, u8, Hint)>,
}

impl Best {
    /// Whether a hint of this rating, complexity and kind would be kept.
    pub(super) fn would_take(&self, rating: f64, complexity: u32, sort_key: u8) -> bool {
        match &self.found {
            None => true,
            Some((r, c, s, _)) => (rating, complexity, sort_key) < (*r, *c, *s),
        }
    }

    /// The complexity of the best hint so far.
    pub(super) fn complexity(&self) -> Option<u32> {
        self.found.as_ref().map(|(_, c, _, _)| *c)
    }

    /// The rating, complexity and kind of the best hint so far.
    fn key(&self) -> Option<(f64, u32, u8)> {
        self.found.as_ref().map(|(r, c, s, _)| (*r, *c, *s))
    }

    pub(super) fn offer(&mut self, hint: Hint, complexity: u32, sort_key: u8) {
        if !hint.is_worth() {
            return;
        }
        if self.would_take(hint.rating, complexity, sort_key) {
            self.found = Some((hint.rating, complexity, sort_key, hint));
        }
    }
}

/// SE's bonus for a chain of `complexity` potentials.
pub(crate) fn length_bonus(complexity: u32) -> f64 {
    let mut added = 0.0;
    let mut ceil = 4i64;
    let length = complexity as i64 - 2;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// The candidates of a cell other than `digit`, as a removal list.
fn others(board: &Board, c: usize, d: u8) -> Vec<(u8, u16)> {
    let rest = board.cands[c] & !(1 << d);
    if rest == 0 {
        Vec::new()
    } else {
        vec![(c as u8, rest)]
    }
}

/// The removal or placement a chain proves about its target potential.
pub(super) fn target_effect(board: &Board, target: Key) -> (Removals, Placement) {
    let (c, d) = (cell(target), digit(target));
    if is_on(target) {
        (others(board, c, d), Some((c as u8, d)))
    } else {
        (vec![(c as u8, 1 << d)], None)
    }
}

/// Which of a candidate's static searches to run.
#[derive(Clone, Copy)]
pub(super) struct Wanted {
    /// The cycles through it.
    pub(super) cycles: bool,
    /// The forcing chains from it on.
    pub(super) from_on: bool,
    /// The forcing chains from it off.
    pub(super) from_off: bool,
}

/// One search over a board, with its arena of potentials.
pub(super) struct Search<'a> {
    pub(super) board: &'a Board,
    pub(super) rule: Chaining,
    pub(super) arena: Scratch<Arena>,
    pub(super) best: Best,
    /// A buffer for the parents of a new potential.
    pub(super) parents: Vec<u32>,
    /// In a nested search: every hint, for the outer chain.
    pub(super) collect: Option<super::nested::Collect>,
    /// The consequences of each candidate turned on, once computed (the
    /// cell and region chains of a search ask for each several times).
    pub(super) cache: Scratch<Consequences>,
    /// The board's conjugates, once asked for.
    pub(super) conjugates: Option<Box<Conjugates>>,
    /// Which static cell and region chains may find something, once
    /// asked for.
    pub(super) possible: Option<super::branches::Possible>,
    /// How many chains stopped early because all they could still find
    /// was more complex than the best hint so far.
    pub(super) cuts: u32,
    /// What each candidate on or off implies, as sets, once worked out
    /// (dynamic searches with no rule inside their chains).
    pub(super) closures: Scratch<super::closure::Closures>,
    /// The digits whose cells' chains are followed (bit `d`): all but
    /// those a Nishio search knows find nothing.
    pub(super) digits: u16,
    /// Whether the search prunes (`pruning.rs`).
    pub(super) prune: bool,
    /// In a static search nested in a step's chains (level 2 or more):
    /// the grid where the chain last ran it, or else the step's board, on
    /// which static chains found nothing. Only those following a strong
    /// link it lacks can find something here (`reach/new_links.rs`).
    pub(super) since: Option<&'a Board>,
}

/// Every digit, bit `d` for digit `d`.
const ALL_DIGITS: u16 = 0x3fe;

impl Chaining {
    /// The rating of the rule's chains before the length bonus.
    pub(super) fn base(&self) -> f64 {
        if self.level >= 2 {
            9.5 + 0.5 * (self.level - 2) as f64
        } else if self.level > 0 {
            8.5 + 0.5 * self.level as f64
        } else if self.nishio {
            7.5
        } else if self.dynamic {
            8.5
        } else {
            8.0
        }
    }

    pub(super) fn technique(&self) -> SeTechnique {
        match (self.level, self.nishio, self.dynamic) {
            (2.., _, _) => SeTechnique::NestedForcingChain,
            (1, _, _) => SeTechnique::DynamicForcingChainPlus,
            (_, true, _) => SeTechnique::NishioForcingChain,
            (_, _, true) => SeTechnique::DynamicForcingChain,
            _ => SeTechnique::MultipleForcingChain,
        }
    }

    /// The rule's easiest hint on `board`, as SE would give it first.
    /// SE asks it once its easier rules found nothing on `board`; from
    /// level 2 the chains rely on that (static forcing chains found
    /// nothing: `nested.rs`). Run on a thread of a rayon pool of several
    /// threads, the cells' chains are shared among them
    /// ([`Chaining::first_shared`]); the hint is the same.
    pub(crate) fn first(&self, board: &Board) -> Option<Hint> {
        // Nishio chains pass over the digits that found nothing before.
        let digits = if self.nishio && super::pruning::on() {
            super::quiet::nishio_digits(board)
        } else {
            ALL_DIGITS
        };
        if digits == 0 {
            return None;
        }
        let found = if (self.multiple || self.dynamic)
            && rayon::current_thread_index().is_some()
            && rayon::current_num_threads() > 1
        {
            self.first_shared(board, digits)
        } else {
            let mut search = Search::new(board, *self);
            search.digits = digits;
            search.run();
            search.best.found.map(|(_, _, _, hint)| hint)
        };
        if self.nishio && found.is_none() && !crate::deadline::passed() {
            super::quiet::nishio_found_nothing(board);
        }
        found
    }

    /// [`Chaining::first`] with the pool's threads taking the rows of
    /// cells in turn (a row's cells share the chains they cache), each
    /// keeping the best of the chains it ran and the cell that gave it:
    /// the best of those, the earliest cell on a tie, is the hint one
    /// thread going through the cells in order keeps (its first found on a
    /// tie), as each thread takes its cells in order too.
    fn first_shared(&self, board: &Board, digits: u16) -> Option<Hint> {
        let next = std::sync::atomic::AtomicUsize::new(0);
        let bounds = crate::deadline::bounds();
        let bests = std::sync::Mutex::new(Vec::new());
        let prune = super::pruning::on();
        rayon::scope(|scope| {
            for _ in 0..rayon::current_num_threads() {
                scope.spawn(|_| {
                    let found = super::pruning::with(prune, || {
                        crate::deadline::under(&bounds, || {
                            let mut search = Search::new(board, *self);
                            search.digits = digits;
                            let mut at = 0;
                            loop {
                                let row = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                                if row >= 9 {
                                    break;
                                }
                                for c in 9 * row..9 * row + 9 {
                                    let before = search.best.key();
                                    search.chains_of(c);
                                    if search.best.key() != before {
                                        at = c;
                                    }
                                }
                            }
                            search.best.found.map(|(r, x, s, hint)| (r, x, s, at, hint))
                        })
                    });
                    if let Some(found) = found {
                        bests.lock().expect("no thread panicked").push(found);
                    }
                });
            }
        });
        let bests = bests.into_inner().expect("no thread panicked");
        bests
            .into_iter()
            .min_by(|a, b| {
                (a.0, a.1, a.2, a.3)
                    .partial_cmp(&(b.0, b.1, b.2, b.3))
                    .expect("ratings are numbers")
            })
            .map(|(_, _, _, _, hint)| hint)
    }
}

impl<'a> Search<'a> {
    /// A search of `rule` over `board`.
    pub(super) fn new(board: &'a Board, rule: Chaining) -> Search<'a> {
        Search {
            board,
            rule,
            arena: Scratch::take(),
            best: Best::default(),
            parents: Vec::new(),
            collect: None,
            cache: Scratch::take(),
            conjugates: None,
            possible: None,
            cuts: 0,
            closures: Scratch::take(),
            digits: ALL_DIGITS,
            prune: super::pruning::on(),
            since: None,
        }
    }

    /// Every chain of the rule, in SE's order.
    pub(super) fn run(&mut self) {
        if self.rule.multiple || self.rule.dynamic {
            self.multiple_chains();
        } else {
            self.unary_all();
        }
        self.settle();
    }
}

impl Search<'_> {
    /// An empty set, from the pool when it has one.
    pub(super) fn fresh(&mut self) -> PotSet {
        POOL.with(|pool| pool.borrow_mut().pop())
            .unwrap_or_default()
    }

    /// Gives sets back to the pool.
    pub(super) fn recycle(&mut self, sets: impl IntoIterator<Item = PotSet>) {
        sets.into_iter().for_each(give_back);
    }
}
