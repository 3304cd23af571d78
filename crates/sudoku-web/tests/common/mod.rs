//! What the API tests share: a request through the router, and a puzzle.

#![allow(dead_code)] // Each test file uses some of these.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use sudoku_web::{Limits, router};
use tower::ServiceExt;

/// Baekjoon 2580's puzzle, as a line.
pub(crate) const BAEKJOON: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
/// Its solution.
pub(crate) const SOLVED: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

/// Sends `body` to `uri` with `content_type`; the status and the JSON.
pub(crate) async fn call_with(
    limits: Limits,
    uri: &str,
    content_type: &str,
    body: impl Into<Body>,
) -> (StatusCode, Value) {
    let request = Request::post(uri)
        .header("content-type", content_type)
        .body(body.into())
        .unwrap();
    let response = router(limits).oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&bytes)));
    (status, value)
}

/// Sends `body` as text.
pub(crate) async fn call(uri: &str, body: &str) -> (StatusCode, Value) {
    call_with(Limits::default(), uri, "text/plain", body.to_owned()).await
}

/// Sends `body` as JSON.
pub(crate) async fn call_json(uri: &str, body: Value) -> (StatusCode, Value) {
    call_with(Limits::default(), uri, "application/json", body.to_string()).await
}

/// A JSON grid (nine rows of nine digits, 0 for a blank) as an 81-digit
/// line.
pub(crate) fn line_of(grid: &Value) -> String {
    grid.as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter())
        .map(|v| char::from(b'0' + v.as_u64().unwrap() as u8))
        .collect()
}
