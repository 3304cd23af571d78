//! Bounded work: at most [`Limits::concurrent`] requests work at once, off
//! the async threads; a request that cannot start, or finish, within
//! [`Limits::time`] gets 503.

use std::sync::Arc;
use std::time::Instant;

use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::{ApiError, Limits};

/// What the handlers share.
#[derive(Clone)]
pub(crate) struct State {
    pub(crate) limits: Limits,
    permits: Arc<Semaphore>,
}

impl State {
    pub(crate) fn new(limits: Limits) -> State {
        State {
            limits,
            permits: Arc::new(Semaphore::new(limits.concurrent.max(1))),
        }
    }

    /// Runs `work` on a blocking thread, within the limits.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        self.run_until(|_| work()).await
    }

    /// [`State::run`], telling `work` when its time is up (`past()` is
    /// true from then on), so that work which could go on for hours stops
    /// and frees its place. Whatever it returns once its time is up gets
    /// the same 503 as work still running then: the two cannot race.
    pub(crate) async fn run_until<T: Send + 'static>(
        &self,
        work: impl FnOnce(&dyn Fn() -> bool) -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let time = self.limits.time;
        let busy = || {
            ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "busy: {} requests at work for {}; try again",
                    self.limits.concurrent,
                    span(time)
                ),
            )
        };
        let permit = tokio::time::timeout(time, self.permits.clone().acquire_owned())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        let deadline = Instant::now() + time;
        let past = move || Instant::now() > deadline;
        // The permit goes with the work: a request given up on still holds
        // its place until its work ends, so a burst cannot pile work up.
        let task = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work(&past)
        });
        let too_long = || {
            ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the work took longer than {}, the most a request may take",
                    span(time)
                ),
            )
        };
        match tokio::time::timeout_at(deadline.into(), task).await {
            Ok(Ok(_)) if past() => Err(too_long()),
            Ok(Ok(done)) => Ok(done),
            Ok(Err(_)) => Err(ApiError::with(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the work failed",
            )),
            Err(_) => Err(too_long()),
        }
    }
}

/// A time limit as people say it: `10 s`, `250 ms`.
fn span(time: std::time::Duration) -> String {
    if time.as_millis().is_multiple_of(1000) {
        format!("{} s", time.as_secs())
    } else {
        format!("{} ms", time.as_millis())
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
            let answer = runtime.block_on(State::new(limits).run_until(|past| {
                while !past() {
                    std::hint::spin_loop();
                }
                "gave up"
            }));
            let err = answer.expect_err("work past its time is refused");
            assert_eq!(err.status, StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(
                err.message,
                "the work took longer than 20 ms, the most a request may take"
            );
        }
    }
}
