//! Progress on standard error: puzzles done, puzzles per second and, when
//! the length of the work is known, the percentage and the time left.

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Progress on standard error, when it is a terminal and not `--quiet`.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar when the length of the work is known (bytes of a file, or
    /// puzzles to make), else a spinner; nothing when `quiet` or when
    /// standard error is not a terminal.
    pub(crate) fn new(quiet: bool, length: Option<u64>) -> Progress {
        if quiet || !io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = match length {
            Some(length) => ProgressBar::new(length).with_style(
                ProgressStyle::with_template("{percent:>3}% [{wide_bar}] {msg} ({eta} left)")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            ),
            None => ProgressBar::new_spinner().with_style(
                ProgressStyle::with_template("{spinner} {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            ),
        };
        bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
        bar.enable_steady_tick(Duration::from_millis(250));
        Progress { bar: Some(bar) }
    }

    /// `done` puzzles so far, and the position in the length (bytes read,
    /// or puzzles made).
    pub(crate) fn update(&self, done: usize, position: u64, started: Instant) {
        if let Some(bar) = &self.bar {
            bar.set_position(position);
            let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
            bar.set_message(format!("{done} puzzles, {rate:.0}/s"));
        }
    }

    /// Runs `f`, which prints, with the bar out of the way.
    pub(crate) fn suspend(&self, f: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    /// Clears the bar.
    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
