//! A route asked with the wrong method gets a 405 in JSON, like every other
//! error of the API, naming the method it takes, with the `Allow` header.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use sudoku_web::{Limits, router};
use tower::ServiceExt;

/// Asks `uri` with `method`; the status, the `Allow` header and the JSON.
async fn ask(method: Method, uri: &str) -> (StatusCode, String, Value) {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::empty())
        .unwrap();
    let response = router(Limits::default()).oneshot(request).await.unwrap();
    let status = response.status();
    let allow = response.headers()[header::ALLOW]
        .to_str()
        .unwrap()
        .to_owned();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&bytes)));
    (status, allow, value)
}

#[tokio::test]
async fn a_wrong_method_gets_a_405_that_names_the_right_one() {
    for (method, uri, takes) in [
        (Method::GET, "/api/solve", "POST"),
        (Method::PUT, "/api/generate", "POST"),
        (Method::DELETE, "/api/rate", "POST"),
        (Method::POST, "/api/openapi.json", "GET"),
        (Method::POST, "/", "GET"),
        (Method::PATCH, "/app.js", "GET"),
    ] {
        let (status, allow, err) = ask(method.clone(), uri).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {uri}");
        assert!(allow.contains(takes), "{method} {uri}: Allow: {allow}");
        assert_eq!(
            err["error"],
            format!("{method} {uri}: this route takes {takes}"),
            "{method} {uri}"
        );
    }
}
