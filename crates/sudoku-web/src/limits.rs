//! What one request may cost, so that no request and no burst of them can
//! take the machine (SECURITY.md lists them).

use std::time::Duration;

/// The bounds on requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest body accepted, in bytes; more is refused with 413.
    pub body_bytes: usize,
    /// The most solutions `count` counts.
    pub count_limit: usize,
    /// The most puzzles one `generate` makes.
    pub generate_count: u64,
    /// How long one request may work; past it, 503.
    pub time: Duration,
    /// How many requests work at once; the others wait (at most `time`),
    /// then get 503.
    pub concurrent: usize,
}

impl Default for Limits {
    /// 1 MiB bodies, counts to 10,000, 100 puzzles a `generate`, 10 s of
    /// work, one request at work per core.
    fn default() -> Limits {
        Limits {
            body_bytes: 1 << 20,
            count_limit: 10_000,
            generate_count: 100,
            time: Duration::from_secs(10),
            concurrent: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }
}
