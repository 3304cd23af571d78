//! Ctrl-C during long work. The work runs on a thread of its own without
//! the GIL; the calling thread wakes every 100 ms to let Python handle its
//! signals, and on KeyboardInterrupt sets the work's stop flag, waits for
//! the work to stop (it looks at the flag between pieces of work: each
//! batch row, each assumption of a chain search, each 65,536 solutions
//! counted) and raises.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use pyo3::prelude::*;

/// How often the calling thread looks for a signal.
const TICK: Duration = Duration::from_millis(100);

/// A stop flag, as the work sees it.
pub(crate) type Stop = Arc<AtomicBool>;

/// Whether `stop` was set.
pub(crate) fn stopped(stop: &Stop) -> bool {
    stop.load(Ordering::Relaxed)
}

/// Runs `work` without the GIL, raising KeyboardInterrupt (or whatever a
/// signal handler raises) within a fraction of a second of Ctrl-C.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    work: impl FnOnce(&Stop) -> T + Send,
) -> PyResult<T> {
    let stop: Stop = Arc::new(AtomicBool::new(false));
    let (done, mut finished) = mpsc::channel();
    std::thread::scope(|scope| {
        let flag = &stop;
        scope.spawn(move || {
            let _ = done.send(work(flag));
        });
        loop {
            // The receiver goes with the wait and comes back (it may not be
            // shared with the thread the wait runs on).
            let (back, got) = py.detach(move || {
                let got = finished.recv_timeout(TICK);
                (finished, got)
            });
            finished = back;
            match got {
                Ok(value) => return Ok(value),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Err(signal) = py.check_signals() {
                        stop.store(true, Ordering::Relaxed);
                        let _ = py.detach(move || finished.recv());
                        return Err(signal);
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(pyo3::exceptions::PyRuntimeError::new_err("the work failed"));
                }
            }
        }
    })
}
