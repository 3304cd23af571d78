//! Ctrl-C: the command stops between two records, never inside one.
//!
//! Each record is written while holding [`gate`]. The first SIGINT waits
//! for the gate (the record in flight is finished) and then ends the
//! process with code 130, as shells expect of an interrupted command; what
//! was written so far is whole records. A second SIGINT ends it at once,
//! for a reader that never takes the record in flight.

use std::process;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

/// The exit code of a command ended by SIGINT (128 + 2).
pub(crate) const INTERRUPTED: i32 = 130;

static GATE: Mutex<()> = Mutex::new(());
static ASKED: AtomicBool = AtomicBool::new(false);

/// Installs the handler; a failure to install leaves the default (the
/// process ends at once), which is no reason to refuse to work.
pub(crate) fn install() {
    let _ = ctrlc::set_handler(|| {
        if ASKED.swap(true, Ordering::SeqCst) {
            process::exit(INTERRUPTED);
        }
        // Waits in a thread of its own, so that a second Ctrl-C still
        // reaches this handler.
        std::thread::spawn(|| {
            let _gate = GATE.lock();
            process::exit(INTERRUPTED);
        });
    });
}

/// Held while a record is written: Ctrl-C waits until it is let go. Once
/// Ctrl-C was pressed, no record starts: the caller waits for the end.
pub(crate) fn gate() -> MutexGuard<'static, ()> {
    while ASKED.load(Ordering::SeqCst) {
        std::thread::park();
    }
    GATE.lock().unwrap_or_else(|poison| poison.into_inner())
}
