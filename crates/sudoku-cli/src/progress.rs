//! Progress on standard error: puzzles done, puzzles per second and, when
//! the length of the work is known, the percentage and the time left.
//!
//! Nothing shows before there is progress to show: the display appears at
//! the first update after [`DELAY`] (a run that ends sooner never shows
//! one, and a command waiting for its input shows nothing), and it is
//! cleared at the end.

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before its progress shows.
const DELAY: Duration = Duration::from_millis(500);

/// Progress on standard error, when it is a terminal and not `--quiet`.
pub(crate) struct Progress {
    /// Whether progress may show at all.
    wanted: bool,
    /// The length of the work, when known.
    length: Option<u64>,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Progress as a bar when the length of the work is known (bytes of a
    /// file, or puzzles to make), else as a spinner; nothing when `quiet`
    /// or when standard error is not a terminal.
    pub(crate) fn new(quiet: bool, length: Option<u64>) -> Progress {
        Progress {
            wanted: !quiet && io::stderr().is_terminal(),
            length,
            bar: None,
        }
    }

    /// `done` puzzles so far, and the position in the length (bytes read,
    /// or puzzles made).
    pub(crate) fn update(&mut self, done: usize, position: u64, started: Instant) {
        if self.bar.is_none() && self.wanted && done > 0 && started.elapsed() >= DELAY {
            self.bar = Some(self.show());
        }
        if let Some(bar) = &self.bar {
            bar.set_position(position);
            let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
            bar.set_message(format!("{done} puzzles, {rate:.0}/s"));
        }
    }

    /// As [`Progress::update`], while work is under way but none is done
    /// yet: the display shows after [`DELAY`] all the same (a few slow
    /// puzzles show their progress from the start, not at the end).
    pub(crate) fn tick(&mut self, done: usize, position: u64, started: Instant) {
        if self.bar.is_none() && self.wanted && started.elapsed() >= DELAY {
            self.bar = Some(self.show());
        }
        self.update(done, position, started);
    }

    /// The display, drawn from now on.
    fn show(&self) -> ProgressBar {
        let bar = match self.length {
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
        bar
    }

    /// Runs `f`, which prints, with the display out of the way.
    pub(crate) fn suspend(&self, f: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    /// Clears the display.
    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    /// A run that ends early (an error) leaves nothing on the screen either.
    fn drop(&mut self) {
        self.finish();
    }
}
