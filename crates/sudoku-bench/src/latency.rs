//! Time per puzzle: the median, the 99th percentile and the worst, for
//! both engines, so that one slow puzzle cannot hide in a throughput.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The header of the table [`row`] writes rows of.
pub(crate) const HEAD: &str = "| set | mode | ours median µs | ours p99 µs | ours worst µs (#) | peer p99 µs | peer worst µs (#) |\n|---|---|---:|---:|---:|---:|---:|";

/// How long each puzzle of a file took one engine.
pub(crate) struct Latency {
    median: Duration,
    p99: Duration,
    worst: Duration,
    /// The worst puzzle's place in the file, counted from 1 among puzzles.
    worst_at: usize,
}

/// Times `solve` on each puzzle alone, `rounds` times, and keeps each
/// puzzle's fastest time: a pause of the machine in one round does not
/// make a puzzle look slow, while a slow puzzle is slow every round.
pub(crate) fn measure<T>(puzzles: &[T], rounds: usize, solve: impl Fn(&T) -> u64) -> Latency {
    let mut best = vec![Duration::MAX; puzzles.len()];
    for _ in 0..rounds.max(1) {
        for (time, puzzle) in best.iter_mut().zip(puzzles) {
            let start = Instant::now();
            black_box(solve(black_box(puzzle)));
            *time = (*time).min(start.elapsed());
        }
    }
    let (worst_at, &worst) = best
        .iter()
        .enumerate()
        .max_by_key(|&(_, time)| time)
        .unwrap_or((0, &Duration::ZERO));
    let mut sorted = best.clone();
    sorted.sort_unstable();
    let at = |fraction: f64| {
        sorted
            .get(((sorted.len() as f64 * fraction).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default()
    };
    Latency {
        median: at(0.5),
        p99: at(0.99),
        worst,
        worst_at: worst_at + 1,
    }
}

/// A table row for `set` and `mode`, ours against the peer's.
pub(crate) fn row(set: &str, mode: &str, ours: &Latency, peer: &Latency) -> String {
    let micros = |time: Duration| time.as_secs_f64() * 1e6;
    format!(
        "| {set} | {mode} | {:.1} | {:.1} | {:.1} (#{}) | {:.1} | {:.1} (#{}) |",
        micros(ours.median),
        micros(ours.p99),
        micros(ours.worst),
        ours.worst_at,
        micros(peer.p99),
        micros(peer.worst),
        peer.worst_at,
    )
}
