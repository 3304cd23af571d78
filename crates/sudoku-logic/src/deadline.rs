//! A time limit on long work. SE's nested chains and HoDoKu's forcing nets
//! can take a minute on the hardest puzzles; work run [`within`] a
//! deadline stops soon after the deadline passes, wherever it is, and says
//! so, rather than running on with nobody waiting for it.
//!
//! The deadline belongs to the thread that runs the work (the searches run
//! on the thread that asks them), so it needs no parameter through every
//! search: the long loops look at [`passed`] between pieces of work and
//! give up, and [`within`] turns whatever they came to into [`TimeUp`].

use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

thread_local! {
    /// The deadline of the work this thread runs, if it has one.
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// A flag another thread sets to stop the work (Ctrl-C in Python).
    static STOP: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// The work was stopped at its deadline: what it came to is not an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeUp {
    /// The time the work was given.
    pub limit: Duration,
}

impl std::fmt::Display for TimeUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "stopped after {}, its time limit", span(self.limit))
    }
}

impl std::error::Error for TimeUp {}

/// A duration as people say it: `10 s`, `1.5 s`, `250 ms`.
pub fn span(time: Duration) -> String {
    let ms = time.as_millis();
    if ms >= 1000 && ms.is_multiple_of(1000) {
        format!("{} s", time.as_secs())
    } else if ms >= 1000 {
        format!("{} s", time.as_secs_f64())
    } else {
        format!("{ms} ms")
    }
}

/// Runs `work` with `limit` (none: no limit); the searches it makes stop
/// once the time is up, and the answer is then `Err(TimeUp)`, whatever
/// the work returned. A limit set around this one still holds: the
/// earlier of the two deadlines counts.
///
/// # Errors
///
/// [`TimeUp`] when the time ran out before the work ended.
pub fn within<T>(limit: Option<Duration>, work: impl FnOnce() -> T) -> Result<T, TimeUp> {
    let Some(limit) = limit else {
        return Ok(work());
    };
    let mine = Instant::now().checked_add(limit);
    let outer = DEADLINE.get();
    let deadline = match (outer, mine) {
        (Some(outer), Some(mine)) => Some(outer.min(mine)),
        (outer, mine) => outer.or(mine),
    };
    // Put back on the way out, however the work ends.
    struct Restore(Option<Instant>);
    impl Drop for Restore {
        fn drop(&mut self) {
            DEADLINE.set(self.0);
        }
    }
    let _restore = Restore(outer);
    DEADLINE.set(deadline);
    let done = work();
    if passed() {
        return Err(TimeUp { limit });
    }
    Ok(done)
}

/// Runs `work`, whose searches stop once `stop` is set (by another thread:
/// an interrupt); `None` when it was, whatever the work returned.
pub fn unless_stopped<T>(stop: &Arc<AtomicBool>, work: impl FnOnce() -> T) -> Option<T> {
    struct Restore(Option<Arc<AtomicBool>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            STOP.with(|flag| *flag.borrow_mut() = self.0.take());
        }
    }
    let _restore = Restore(STOP.with(|flag| flag.borrow_mut().replace(Arc::clone(stop))));
    let done = work();
    (!stop.load(Ordering::Relaxed)).then_some(done)
}

/// The deadline and stop flag of this thread's work, for a helper thread
/// to work under (a search shared among threads).
#[derive(Clone)]
pub(crate) struct Bounds {
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
}

/// This thread's [`Bounds`].
pub(crate) fn bounds() -> Bounds {
    Bounds {
        deadline: DEADLINE.get(),
        stop: STOP.with(|flag| flag.borrow().clone()),
    }
}

/// Runs `work` under `bounds` (another thread's), then puts this
/// thread's own back.
pub(crate) fn under<T>(bounds: &Bounds, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Instant>, Option<Arc<AtomicBool>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            DEADLINE.set(self.0);
            STOP.with(|flag| *flag.borrow_mut() = self.1.take());
        }
    }
    let _restore = Restore(
        DEADLINE.replace(bounds.deadline),
        STOP.with(|flag| std::mem::replace(&mut *flag.borrow_mut(), bounds.stop.clone())),
    );
    work()
}

/// Whether the work on this thread has passed its deadline, or was asked
/// to stop: a long search looks between pieces of work and stops when so.
pub(crate) fn passed() -> bool {
    DEADLINE
        .get()
        .is_some_and(|deadline| Instant::now() >= deadline)
        || STOP.with(|flag| {
            flag.borrow()
                .as_ref()
                .is_some_and(|stop| stop.load(Ordering::Relaxed))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_past_its_deadline_is_time_up_and_the_limit_is_restored() {
        let limit = Duration::from_millis(5);
        let spun = within(Some(limit), || {
            while !passed() {
                std::hint::spin_loop();
            }
        });
        assert_eq!(spun, Err(TimeUp { limit }));
        assert!(!passed(), "no deadline outside the work");
        assert_eq!(within(Some(Duration::from_secs(60)), || 7), Ok(7));
        assert_eq!(within(None, || 8), Ok(8));
        // The earlier deadline holds inside a later one.
        let nested = within(Some(limit), || {
            within(Some(Duration::from_secs(60)), || {
                while !passed() {
                    std::hint::spin_loop();
                }
            })
        });
        assert!(matches!(nested, Err(_) | Ok(Err(_))), "{nested:?}");
    }

    #[test]
    fn work_asked_to_stop_stops() {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let setter = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(5));
            flag.store(true, Ordering::Relaxed);
        });
        let spun = unless_stopped(&stop, || {
            while !passed() {
                std::hint::spin_loop();
            }
        });
        setter.join().unwrap();
        assert_eq!(spun, None);
        assert!(!passed(), "the flag goes with the work");
        assert_eq!(
            unless_stopped(&Arc::new(AtomicBool::new(false)), || 3),
            Some(3)
        );
    }

    #[test]
    fn spans_read_as_people_say_them() {
        assert_eq!(span(Duration::from_secs(10)), "10 s");
        assert_eq!(span(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(span(Duration::from_millis(250)), "250 ms");
    }
}
