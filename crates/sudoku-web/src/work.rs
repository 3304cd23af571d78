//! Bounded work: requests work off the async threads, cheap ones (solve,
//! count, check, convert) and expensive ones (generate, explain, hint,
//! rate) in pools of their own, so that a burst of expensive requests
//! never keeps a cheap one waiting. A request that cannot start, or
//! finish, within [`Limits::time`] gets 503, and its work stops there
//! (the long searches look at the deadline, see [`sudoku_logic::within`])
//! and frees its place at once.

use std::sync::Arc;
use std::time::Instant;

use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::{ApiError, Limits};

/// What a request's work costs, and so which pool it waits in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cost {
    /// Milliseconds at most: solve, count, check.
    Cheap,
    /// Up to the time limit: generate, explain, hint, rate.
    Dear,
}

/// What the handlers share.
#[derive(Clone)]
pub(crate) struct State {
    pub(crate) limits: Limits,
    cheap: Arc<Semaphore>,
    dear: Arc<Semaphore>,
}

impl State {
    pub(crate) fn new(limits: Limits) -> State {
        State {
            limits,
            cheap: Arc::new(Semaphore::new(limits.cheap_concurrent.max(1))),
            dear: Arc::new(Semaphore::new(limits.concurrent.max(1))),
        }
    }

    /// Runs `work` on a blocking thread, within the limits of `cost`.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        cost: Cost,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        self.run_until(cost, |_| work()).await
    }

    /// [`State::run`], telling `work` when its time is up (`past()` is
    /// true from then on), for loops of its own; the searches of
    /// `sudoku-logic` it calls stop by themselves. Whatever it returns
    /// once its time is up gets the same 503 as work still running then:
    /// the two cannot race.
    pub(crate) async fn run_until<T: Send + 'static>(
        &self,
        cost: Cost,
        work: impl FnOnce(&dyn Fn() -> bool) -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let time = self.limits.time;
        let (permits, slots) = match cost {
            Cost::Cheap => (&self.cheap, self.limits.cheap_concurrent),
            Cost::Dear => (&self.dear, self.limits.concurrent),
        };
        let kind = match cost {
            Cost::Cheap => "solve, count and check",
            Cost::Dear => "generate, explain, hint and rate",
        };
        let busy = || {
            ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "busy: {kind} have {slots} places, all taken for {}; try again",
                    sudoku_logic::span(time)
                ),
            )
        };
        let permit = tokio::time::timeout(time, permits.clone().acquire_owned())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        let deadline = Instant::now() + time;
        let past = move || Instant::now() > deadline;
        // The permit goes with the work: the place comes free when the
        // work ends, which the deadline makes soon after the limit.
        let task = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let left = deadline.saturating_duration_since(Instant::now());
            sudoku_logic::within(Some(left), || work(&past)).ok()
        });
        let too_long = || {
            ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the work took longer than {}, the most a request may take; it was stopped",
                    sudoku_logic::span(time)
                ),
            )
        };
        match tokio::time::timeout_at(deadline.into(), task).await {
            Ok(Ok(Some(_))) if past() => Err(too_long()),
            Ok(Ok(Some(done))) => Ok(done),
            Ok(Ok(None)) | Err(_) => Err(too_long()),
            Ok(Err(_)) => Err(ApiError::with(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the work failed",
            )),
        }
    }

    /// Places free for expensive work now (for the tests).
    #[cfg(test)]
    pub(crate) fn dear_free(&self) -> usize {
        self.dear.available_permits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that stops itself the moment its time is up gets the 503 the
    /// timer gives, however the two race (before, it could win, and its
    /// "gave up" went out as a 422).
    #[test]
    fn work_stopped_at_the_limit_gets_503() {
        let limits = Limits {
            time: std::time::Duration::from_millis(20),
            ..Limits::default()
        };
        let runtime = tokio::runtime::Runtime::new().unwrap();
        for _ in 0..20 {
            let answer = runtime.block_on(State::new(limits).run_until(Cost::Dear, |past| {
                while !past() {
                    std::hint::spin_loop();
                }
                "gave up"
            }));
            let err = answer.expect_err("work past its time is refused");
            assert_eq!(err.status, StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(
                err.message,
                "the work took longer than 20 ms, the most a request may take; it was stopped"
            );
        }
    }

    /// A search of `sudoku-logic` past the deadline stops, and its place
    /// comes free at once: SE's rating of a puzzle that takes it seconds.
    #[test]
    fn a_long_rating_stops_at_the_limit_and_frees_its_place() {
        let hard =
            "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";
        let mut values = [0u8; 81];
        for (v, c) in values.iter_mut().zip(hard.bytes()) {
            *v = if c == b'.' { 0 } else { c - b'0' };
        }
        let grid = sudoku_core::Grid::from_values(values).unwrap();
        let limits = Limits {
            time: std::time::Duration::from_millis(200),
            concurrent: 1,
            ..Limits::default()
        };
        let state = State::new(limits);
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let started = Instant::now();
        let answer = runtime.block_on(state.run(Cost::Dear, move || sudoku_logic::se_rate(&grid)));
        assert_eq!(answer.unwrap_err().status, StatusCode::SERVICE_UNAVAILABLE);
        // The blocking work itself ended: its place is free again.
        while state.dear_free() == 0 {
            assert!(started.elapsed().as_secs() < 3, "the work went on");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}
