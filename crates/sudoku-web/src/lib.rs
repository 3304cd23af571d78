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
mod entries;
mod error;
mod guard;
mod limits;
mod options;
mod page;
mod request;
mod server;
mod variant;
mod work;

use std::future::Future;

use axum::Router;
use axum::routing::{get, post};

pub use error::ApiError;
pub use limits::Limits;

/// The OpenAPI 3.1 document describing the API.
pub const OPENAPI: &str = include_str!("openapi.json");

/// The application: the API's routes with `limits` applied, answering
/// any `Host` (for tests and for a server behind a proxy of its own).
pub fn router(limits: Limits) -> Router {
    app(limits, None)
}

/// The application as [`serve`] runs it on `addr`: requests for another
/// host are refused (421; on loopback, only its address and `localhost`),
/// and so are requests from another site's page (403).
pub fn router_at(limits: Limits, addr: std::net::SocketAddr) -> Router {
    app(limits, Some(guard::Guard { addr }))
}

fn app(limits: Limits, guard: Option<guard::Guard>) -> Router {
    let state = work::State::new(limits);
    page::routes(Router::new())
        .route("/api/solve", post(api::solve))
        .route("/api/count", post(api::count))
        .route("/api/check", post(api::check))
        .route("/api/candidates", post(variant::candidates))
        .route("/api/figure", post(variant::figure))
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
        .layer(axum::middleware::from_fn(move |request, next| {
            guard::check(guard, request, next)
        }))
}

/// Serves the API on `listener` until `shutdown` completes, then gives the
/// requests in flight [`Limits::shutdown_grace`] to finish. Each
/// connection has [`Limits::header_time`] to send a request's headers, at
/// most [`Limits::header_bytes`] of them, and at most
/// [`Limits::connections`] are open at once.
///
/// # Errors
///
/// When the listener's address cannot be read.
pub async fn serve(
    listener: tokio::net::TcpListener,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router_at(limits, listener.local_addr()?);
    server::run(listener, app, limits, shutdown).await
}
