//! What one request, and one connection, may cost, so that no request and
//! no burst of them can take the machine (SECURITY.md lists them).

use std::time::Duration;

/// The bounds on requests and connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest body accepted, in bytes; more is refused with 413 (a
    /// `Content-Length` over it before the body is read).
    pub body_bytes: usize,
    /// The most solutions `count` counts.
    pub count_limit: usize,
    /// The most puzzles one `generate` makes.
    pub generate_count: u64,
    /// How long one request may work; past it the work stops and the
    /// answer is 503.
    pub time: Duration,
    /// How many expensive requests (generate, explain, hint, rate) work at
    /// once; the others wait (at most `time`), then get 503.
    pub concurrent: usize,
    /// How many cheap requests (solve, count, check, convert) work at
    /// once, apart from the expensive ones: they never wait behind them.
    pub cheap_concurrent: usize,
    /// How long a client may take to send a request's headers (and an
    /// idle connection may stay open); past it the connection is closed.
    pub header_time: Duration,
    /// How long a client may take to send a request's body; past it, 408.
    pub body_time: Duration,
    /// The largest request head (request line and headers), in bytes; more
    /// is refused with 431.
    pub header_bytes: usize,
    /// How many connections may be open at once; more wait, unaccepted,
    /// until one closes.
    pub connections: usize,
    /// How long shutdown waits for the requests in flight before it
    /// closes their connections.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    /// 1 MiB bodies, counts to 10,000, 100 puzzles a `generate`, 10 s of
    /// work, one expensive request at work per core and as many cheap
    /// ones; 10 s for a request's headers and for its body, 16 KiB of
    /// headers, 64 connections, 3 s of grace at shutdown.
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Limits {
            body_bytes: 1 << 20,
            count_limit: 10_000,
            generate_count: 100,
            time: Duration::from_secs(10),
            concurrent: cores,
            cheap_concurrent: cores,
            header_time: Duration::from_secs(10),
            body_time: Duration::from_secs(10),
            header_bytes: 16 << 10,
            connections: 64,
            shutdown_grace: Duration::from_secs(3),
        }
    }
}
