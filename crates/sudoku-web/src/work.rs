//! Bounded work: at most [`Limits::concurrent`] requests work at once, off
//! the async threads; a request that cannot start, or finish, within
//! [`Limits::time`] gets 503.

use std::sync::Arc;

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
        // The permit goes with the work: a request given up on still holds
        // its place until its work ends, so a burst cannot pile work up.
        let task = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work()
        });
        match tokio::time::timeout(time, task).await {
            Ok(Ok(done)) => Ok(done),
            Ok(Err(_)) => Err(ApiError::with(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the work failed",
            )),
            Err(_) => Err(too_long(time)),
        }
    }
}

/// The 503 for work past the time limit `time`: from [`State::run`], or
/// from work that stopped itself at the limit and finished a moment before
/// `run`'s own timer fired.
pub(crate) fn too_long(time: std::time::Duration) -> ApiError {
    ApiError::with(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "the work took longer than {}, the most a request may take",
            span(time)
        ),
    )
}

/// A time limit as people say it: `10 s`, `250 ms`.
fn span(time: std::time::Duration) -> String {
    if time.as_millis().is_multiple_of(1000) {
        format!("{} s", time.as_secs())
    } else {
        format!("{} ms", time.as_millis())
    }
}
