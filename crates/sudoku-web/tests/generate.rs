//! `/api/generate`: seeded and bounded, and it reads options only, so a
//! body that would be dropped (a puzzle, text, JSON that does not parse)
//! is refused rather than ignored.

mod common;

use axum::http::StatusCode;
use common::{BAEKJOON, call, call_json, call_with, line_of};
use serde_json::json;
use sudoku_web::Limits;

#[tokio::test]
async fn generate_is_seeded_and_bounded() {
    let (status, made) = call_json(
        "/api/generate",
        json!({"count": 2, "seed": 9, "symmetry": "rotational"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(made["seed"], 9);
    assert_eq!(made["puzzles"].as_array().unwrap().len(), 2);
    assert_eq!(
        call("/api/generate?count=2&seed=9&symmetry=rotational", "")
            .await
            .1,
        made
    );
    assert_eq!(made["puzzles"][0]["solutions"], "unique");
    let (status, err) = call("/api/generate?count=101", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'count' is \"101\", expected a number from 1 to 100"
    );
    let (_, hard) = call("/api/generate?seed=3&difficulty=hard", "").await;
    let puzzle = line_of(&hard["puzzles"][0]["puzzle"]);
    assert_eq!(
        call("/api/rate?scale=hodoku", &puzzle).await.1["hodoku"]["level"],
        "Hard"
    );
    let (status, err) = call("/api/generate?difficulty=fiendish", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("unknown difficulty 'fiendish'")
    );
    let (status, err) = call("/api/generate?symmetry=spiral", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("unknown symmetry 'spiral'")
    );
}

/// `rating`, as `generate --rating`: every puzzle's SE rating is in the
/// range, and a range that is none is refused, echoed.
#[tokio::test]
async fn generate_keeps_to_a_rating_range() {
    let (status, made) = call_json(
        "/api/generate",
        json!({"count": 2, "seed": 3, "rating": "1.0..1.5"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{made}");
    for puzzle in made["puzzles"].as_array().unwrap() {
        let line = line_of(&puzzle["puzzle"]);
        let (_, rated) = call("/api/rate?scale=se", &line).await;
        let er = rated["se"]["er"].as_f64().unwrap();
        assert!((1.0..=1.5).contains(&er), "{line}: {er}");
    }
    let (status, err) = call("/api/generate?rating=7%1B", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'rating': `7\\e` is not a rating range: write MIN..MAX, MIN.. or ..MAX with ratings from 1.0 to 11.9, e.g. 7.0..8.5"
    );
}

/// `clues` and `minimal`, as `generate --clues --no-minimal`: the
/// library's puzzles for the seed and those settings.
#[tokio::test]
async fn generate_takes_the_command_line_s_clues_and_minimal() {
    let givens = |made: &serde_json::Value| -> Vec<usize> {
        made["puzzles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| line_of(&p["puzzle"]).bytes().filter(|&c| c != b'0').count())
            .collect()
    };
    let (status, made) = call("/api/generate?count=3&seed=1&clues=23", "").await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert!(
        givens(&made).iter().all(|&n| n <= 23),
        "{:?}",
        givens(&made)
    );
    let library = sudoku_core::Generator {
        max_clues: Some(23),
        ..sudoku_core::Generator::default()
    };
    for (i, puzzle) in made["puzzles"].as_array().unwrap().iter().enumerate() {
        let generated = library.generate(1, i as u64).unwrap();
        let expected: String = generated
            .puzzle
            .values()
            .iter()
            .map(|&v| char::from(b'0' + v))
            .collect();
        assert_eq!(line_of(&puzzle["puzzle"]), expected, "puzzle {i}");
    }
    let (_, loose) = call_json(
        "/api/generate",
        json!({"count": 3, "seed": 1, "clues": 30, "minimal": false}),
    )
    .await;
    assert!(givens(&loose).iter().all(|&n| n <= 30), "{loose}");
    assert_ne!(loose["puzzles"], made["puzzles"]);
    for (query, message) in [
        (
            "clues=16",
            "'clues' is \"16\", expected a number from 17 to 81",
        ),
        (
            "minimal=maybe",
            "'minimal' is \"maybe\", expected true or false",
        ),
    ] {
        let (status, err) = call(&format!("/api/generate?{query}"), "").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        assert_eq!(err["error"], message, "{query}");
    }
}

/// Generation past the time limit stops, so that the request's slot comes
/// free: a hundred puzzles rated 9.0 or 9.1 by SE would otherwise hold it
/// for hours, and two such requests would shut a two-core server out.
#[test]
fn generation_past_the_time_limit_frees_its_slot() {
    let limits = Limits {
        time: std::time::Duration::from_millis(300),
        concurrent: 1,
        ..Limits::default()
    };
    // On a runtime of its own, let go of at the end: a runtime dropped
    // waits for its blocking work, which a regression would leave running
    // for hours, and the test would hang instead of failing.
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let freed = runtime.block_on(async {
            let app = sudoku_web::router(limits);
            let send = |uri: &str, body: &str| {
                let request = axum::http::Request::post(uri)
                    .header("content-type", "text/plain")
                    .body(axum::body::Body::from(body.to_owned()))
                    .unwrap();
                tower::ServiceExt::oneshot(app.clone(), request)
            };
            let slow = send("/api/generate?count=100&seed=1&rating=9.0..9.1", "")
                .await
                .unwrap();
            assert_eq!(slow.status(), StatusCode::SERVICE_UNAVAILABLE);
            // The one slot is free again within a moment, not after hours.
            let started = std::time::Instant::now();
            while started.elapsed().as_secs() < 5 {
                if send("/api/solve", BAEKJOON).await.unwrap().status() == StatusCode::OK {
                    return true;
                }
            }
            false
        });
        let _ = done.send(freed);
        runtime.shutdown_background();
    });
    let freed = finished
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the requests came back");
    assert!(freed, "the slot was still taken 5 s after the 503");
}

/// Sends `body` to `/api/generate` with `content_type`; the status, the
/// message and the place.
async fn refused(content_type: &str, body: &str) -> (StatusCode, String, Option<(u64, u64)>) {
    let (status, answer) = call_with(
        Limits::default(),
        "/api/generate",
        content_type,
        body.to_owned(),
    )
    .await;
    let place = answer["line"].as_u64().zip(answer["column"].as_u64());
    (
        status,
        answer["error"].as_str().unwrap_or("").to_owned(),
        place,
    )
}

#[tokio::test]
async fn generate_refuses_a_body_it_would_drop() {
    let json = "application/json";
    // JSON that does not parse: it once made one puzzle of a random seed.
    let (status, err, place) = refused(json, "{\"count\": 2,}").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err,
        "the body is not a JSON object of options: trailing comma"
    );
    assert_eq!(place, Some((1, 13)), "at the closing brace");
    let (status, err, _) = refused("text/plain", "{\"seed\": 1").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        err.starts_with("the body is not a JSON object of options: EOF"),
        "{err}"
    );
    // JSON that is not an object.
    let (status, err, _) = refused(json, "[2]").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err,
        "the body is an array, expected a JSON object of options such as {\"count\": 2} \
         (/api/generate reads no puzzle)"
    );
    // A puzzle, as text or as a record: there is none to read.
    for body in [BAEKJOON, "count=2"] {
        let (status, err, _) = refused("text/plain", body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(
            err,
            "/api/generate reads no puzzle: send its options in the query, \
             or as a JSON object such as {\"count\": 2}"
        );
    }
    // Sent as JSON, a form's text is JSON that does not parse.
    let (status, err, place) = refused(json, "count=2").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err,
        "the body is not a JSON object of options: expected value"
    );
    assert_eq!(place, Some((1, 1)));
    let (status, err) = call_json("/api/generate", json!({"puzzle": BAEKJOON, "count": 2})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "unknown option 'puzzle' for /api/generate, which takes: count, seed, symmetry, difficulty, rating, clues, minimal"
    );
    // What it does take: blank bodies, and objects of its options.
    for body in ["", " \n", "{}", "{\"count\": 2}"] {
        let (status, made) = call_with(
            Limits::default(),
            "/api/generate?seed=4",
            json,
            body.to_owned(),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body:?}: {made}");
        assert_eq!(made["seed"], 4);
    }
}
