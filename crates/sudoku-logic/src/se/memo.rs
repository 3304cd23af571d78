//! What nested searches found, kept: SE's nested chains run a whole
//! chaining rule on the grid each outer chain reaches, and the chains of
//! a puzzle meet the same grids again (from another premise, in another of
//! a step's rules, at the next step, and on the other thread of a shared
//! search, which would otherwise redo what the first did). The answer
//! depends only on the grid and the rule, so it is kept for every thread
//! and reused. It keeps answers in two turns of at most [`LIMIT`] grids
//! each, which bounds its memory: when the newer is full, the older is
//! forgotten (but for those asked for since, moved to the newer) and the
//! newer becomes the older.

use rustc_hash::FxHashMap;
use std::sync::{Arc, LazyLock, Mutex};

use super::board::Board;
use super::chaining::Chaining;
use super::nested::Inner;

/// The most grids kept in a turn (a few kilobytes each).
const LIMIT: usize = 4096;

/// What a nested search's answer depends on: the grid it runs on and the
/// rule; and whether it pruned, so that a search that does not (to check
/// that pruning changes nothing, `pruning.rs`) never takes the answer of
/// one that did.
#[derive(PartialEq, Eq, Hash)]
struct Question {
    grid: ([u8; 81], [u16; 81]),
    rule: (bool, bool, bool, u8),
    pruned: bool,
}

/// The answers by question (a fast hash: the questions are compared in
/// full).
type Answers = FxHashMap<Question, Arc<Vec<Inner>>>;

/// The answers kept: those since the last turn, and those of the turn
/// before (the ones asked for again move to the new).
#[derive(Default)]
struct Kept {
    new: Answers,
    old: Answers,
}

static KEPT: LazyLock<Mutex<Kept>> = LazyLock::new(Mutex::default);

/// The kept answers (a thread that panicked while holding them left
/// maps that are still whole: each change is one insert, remove or swap).
fn kept() -> std::sync::MutexGuard<'static, Kept> {
    KEPT.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Forgets every kept answer.
pub(super) fn forget() {
    let mut kept = kept();
    kept.new.clear();
    kept.old.clear();
}

/// The answer for `rule` on `grid`: kept, or `search`'s (kept unless the
/// time ran out while it searched, when it may be short).
pub(super) fn answer(
    rule: Chaining,
    grid: &Board,
    search: impl FnOnce() -> Vec<Inner>,
) -> Arc<Vec<Inner>> {
    let question = Question {
        grid: (grid.values, grid.cands),
        rule: (rule.multiple, rule.dynamic, rule.nishio, rule.level),
        pruned: super::pruning::on(),
    };
    if let Some(answer) = kept().get(&question) {
        return answer;
    }
    let answer = Arc::new(search());
    if !crate::deadline::passed() {
        kept().keep(question, Arc::clone(&answer));
    }
    answer
}

impl Kept {
    /// The answer kept for `question`, moved to the newer turn.
    fn get(&mut self, question: &Question) -> Option<Arc<Vec<Inner>>> {
        if let Some(answer) = self.new.get(question) {
            return Some(Arc::clone(answer));
        }
        let (question, answer) = self.old.remove_entry(question)?;
        self.keep(question, Arc::clone(&answer));
        Some(answer)
    }

    /// Keeps `answer`, the older turn forgotten and the newer made the
    /// older when it holds [`LIMIT`] answers.
    fn keep(&mut self, question: Question, answer: Arc<Vec<Inner>>) {
        if self.new.len() >= LIMIT {
            self.old = std::mem::take(&mut self.new);
        }
        self.new.insert(question, answer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(givens: &str) -> Board {
        let mut values = [0u8; 81];
        for (v, c) in values.iter_mut().zip(givens.bytes()) {
            *v = c.wrapping_sub(b'0') % 10;
        }
        Board::new(&sudoku_core::Grid::from_values(values).expect("a grid"))
    }

    /// A rule no real search uses, so that no other test shares answers.
    fn rule(level: u8) -> Chaining {
        Chaining {
            multiple: true,
            dynamic: true,
            nishio: true,
            level,
        }
    }

    #[test]
    fn a_question_is_searched_once_and_its_answer_reused() {
        let grid = board("12");
        let mut searches = 0;
        for _ in 0..3 {
            answer(rule(201), &grid, || {
                searches += 1;
                Vec::new()
            });
        }
        assert_eq!(searches, 1);
        // Another grid or another rule is another question.
        answer(rule(201), &board("13"), || {
            searches += 1;
            Vec::new()
        });
        answer(rule(202), &grid, || {
            searches += 1;
            Vec::new()
        });
        assert_eq!(searches, 3);
    }

    #[test]
    fn an_answer_asked_for_again_outlives_the_next_turn_and_no_other() {
        let question = |n: usize| {
            let mut cands = [0u16; 81];
            cands[0] = n as u16;
            Question {
                grid: ([0; 81], cands),
                rule: (false, false, false, 0),
                pruned: true,
            }
        };
        let mut kept = Kept::default();
        for n in 0..=LIMIT {
            kept.keep(question(n), Arc::new(Vec::new()));
        }
        // A turn: the first LIMIT are the older, the last the newer; the
        // first asked for moves to the newer.
        assert!(kept.get(&question(0)).is_some());
        // The newer, with two, fills and turns again.
        for n in LIMIT + 1..2 * LIMIT {
            kept.keep(question(n), Arc::new(Vec::new()));
        }
        assert!(kept.get(&question(0)).is_some());
        assert!(kept.get(&question(1)).is_none());
        assert!(kept.get(&question(LIMIT)).is_some());
        assert!(kept.get(&question(2 * LIMIT - 1)).is_some());
    }

    #[test]
    fn an_answer_cut_short_by_the_deadline_is_not_kept() {
        let grid = board("123");
        let mut searches = 0;
        for _ in 0..2 {
            let _ = crate::deadline::within(Some(std::time::Duration::ZERO), || {
                answer(rule(203), &grid, || {
                    searches += 1;
                    Vec::new()
                })
            });
        }
        assert_eq!(searches, 2);
    }
}
