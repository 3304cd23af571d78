//! The `sudoku` toolkit over HTTP: the page and the JSON API `sudoku
//! serve` offers. The page (`/`: plain HTML, CSS and JavaScript, compiled
//! in) is a grid to type or paste into, with buttons that ask the API.
//!
//! Every endpoint is a `POST` under `/api/` whose body is the puzzle: text
//! in any format the command line reads (recognised, or named with
//! `?format=`), or a JSON object `{"puzzle": ..., "format": ...}` whose
//! `"puzzle"` is such text or a JSON grid. Options come as query
//! parameters or fields of that object. Answers are the command line's
//! JSON records (the schemas in `schemas/`); `/api/openapi.json` describes
//! them all. A bad request gets a 4xx and `{"error": ...}` with the
//! command line's one-line message (and `"line"` and `"column"` when the
//! puzzle's text is at fault), never a 500; the work of each request is
//! bounded by [`Limits`].
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! sudoku_web::serve(listener, sudoku_web::Limits::default(), std::future::pending()).await
//! # }
//! ```

mod api;
mod error;
mod limits;
mod options;
mod page;
mod request;
mod work;

use std::future::Future;

use axum::Router;
use axum::routing::{get, post};

pub use error::ApiError;
pub use limits::Limits;

/// The OpenAPI 3.1 document describing the API.
pub const OPENAPI: &str = include_str!("openapi.json");

/// The application: the API's routes with `limits` applied.
pub fn router(limits: Limits) -> Router {
    let state = work::State::new(limits);
    Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::script))
        .route("/style.css", get(page::style))
        .route("/api/solve", post(api::solve))
        .route("/api/count", post(api::count))
        .route("/api/check", post(api::check))
        .route("/api/convert", post(api::convert))
        .route("/api/generate", post(api::generate))
        .route("/api/explain", post(api::explain))
        .route("/api/hint", post(api::hint))
        .route("/api/rate", post(api::rate))
        .route("/api/openapi.json", get(api::openapi))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::wrong_method)
        .layer(axum::extract::DefaultBodyLimit::max(limits.body_bytes))
        .with_state(state)
}

/// Serves the API on `listener` until `shutdown` completes, then finishes
/// the requests in flight.
///
/// # Errors
///
/// When accepting connections fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(limits))
        .with_graceful_shutdown(shutdown)
        .await
}
