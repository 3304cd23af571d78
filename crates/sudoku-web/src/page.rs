//! The page, compiled in: the server needs no files at run time and the
//! page no internet (no CDN; the policy header says so to the browser).

use axum::http::header;
use axum::response::{IntoResponse, Response};

const INDEX: &str = include_str!("../static/index.html");
const SCRIPT: &str = include_str!("../static/app.js");
const STYLE: &str = include_str!("../static/style.css");
const VARIANT: &str = include_str!("../static/variant.js");

/// A page file with its type, not cached (a new binary serves a new page),
/// and allowed to load only from this server.
fn file(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_SECURITY_POLICY, "default-src 'self'"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

/// `GET /`.
pub(crate) async fn index() -> Response {
    file("text/html; charset=utf-8", INDEX)
}

/// `GET /app.js`.
pub(crate) async fn script() -> Response {
    file("text/javascript; charset=utf-8", SCRIPT)
}

/// `GET /variant.js`: variant puzzles on the page.
pub(crate) async fn variant_script() -> Response {
    file("text/javascript; charset=utf-8", VARIANT)
}

/// `GET /style.css`.
pub(crate) async fn style() -> Response {
    file("text/css; charset=utf-8", STYLE)
}
