//! Options: those documented and no other, each given once, and numbers
//! as JSON writes them.

mod common;

use axum::http::StatusCode;
use common::{BAEKJOON, SOLVED, call, call_json, call_with};
use serde_json::json;
use sudoku_web::Limits;

/// A misspelt option is refused, not ignored; a json record keeps what it
/// carries (metadata through a conversion, the solution for a check); and
/// the query's options hold whatever the body is.
#[tokio::test]
async fn options_are_those_documented_and_records_keep_their_fields() {
    let (status, err) = call_json("/api/rate", json!({"puzzle": BAEKJOON, "scael": "se"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "unknown option 'scael' for /api/rate, which takes: format, scale"
    );
    // Without a puzzle, a json record's field is no record's.
    let (status, err) = call_json("/api/generate", json!({"count": 1, "author": "A"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "unknown option 'author' for /api/generate, which takes: count, seed, symmetry, difficulty, rating, clues, minimal"
    );
    let (status, err) = call("/api/solve?fromat=line", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "unknown option 'fromat' for /api/solve, which takes: format"
    );
    let (status, converted) = call_json(
        "/api/convert",
        json!({"puzzle": BAEKJOON, "author": "A. Setter", "to": "sdk"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{converted}");
    assert!(
        converted["text"]
            .as_str()
            .unwrap()
            .starts_with("#AA. Setter\n"),
        "{converted}"
    );
    let mut wrong = SOLVED.to_owned();
    wrong.replace_range(0..2, "41");
    let (status, verdict) =
        call_json("/api/check", json!({"puzzle": BAEKJOON, "solution": wrong})).await;
    assert_eq!(status, StatusCode::OK, "{verdict}");
    assert_eq!(
        verdict["given_solution"], "wrong: r1c1 holds 4, the puzzle gives 1",
        "{verdict}"
    );
    // The query's limit holds for a puzzle sent under another name.
    let (status, counted) = call_json("/api/count?limit=3", json!({"grid": ".".repeat(81)})).await;
    assert_eq!(status, StatusCode::OK, "{counted}");
    assert_eq!(counted, json!({"count": 3, "limit": 3}));
}

/// Every option that names something (a format, a symmetry, a scale, a
/// difficulty) quotes a name it does not know escaped and cut short: a
/// right-to-left override or a newline in it cannot reorder or break the
/// message, and a long one does not fill it.
/// An option given twice would have one value dropped unsaid, whichever
/// won: it is refused, with where (the JSON's line and column).
#[tokio::test]
async fn an_option_given_twice_is_refused() {
    let (status, err) = call("/api/generate?count=1&count=2", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'count' is given twice in the query: give it once"
    );
    let (status, err) = call_json(
        "/api/generate?symmetry=none",
        json!({"symmetry": "diagonal"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'symmetry' is given twice, in the query and in the body: give it once"
    );
    let body =
        format!("{{\"puzzle\": \"{BAEKJOON}\",\n \"scale\": \"se\", \"scale\": \"hodoku\"}}");
    let (status, err) = call_with(Limits::default(), "/api/rate", "application/json", body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'scale' is given twice in the body: give it once"
    );
    assert_eq!(
        (&err["line"], &err["column"]),
        (&json!(2), &json!(23)),
        "at the second name"
    );
    // A json record's own field too, as the command line refuses it.
    let body = format!("{{\"puzzle\": \"{BAEKJOON}\", \"author\": \"A\", \"author\": \"B\"}}");
    let (status, err) = call_with(Limits::default(), "/api/solve", "application/json", body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{err}");
    assert_eq!(
        err["error"],
        "'author' is given twice in the body: give it once"
    );
    // Once each, the same options are taken.
    let (status, made) = call_json("/api/generate?seed=5", json!({"count": 2})).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert_eq!(made["puzzles"].as_array().unwrap().len(), 2);
}

/// JSON does not tell 2 from 2.0: both are the number 2; 2.5 is not.
#[tokio::test]
async fn whole_numbers_are_taken_as_json_writes_them() {
    let (status, made) = call_json("/api/generate", json!({"count": 2.0, "seed": 7.0})).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert_eq!(made["seed"], 7);
    assert_eq!(made["puzzles"].as_array().unwrap().len(), 2);
    assert_eq!(
        made,
        call_json("/api/generate", json!({"count": 2, "seed": 7}))
            .await
            .1
    );
    let (status, err) = call_json("/api/generate", json!({"count": 2.5})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'count' is 2.5, expected a number from 1 to 100"
    );
}
