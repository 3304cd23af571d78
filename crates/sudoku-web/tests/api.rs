//! Every endpoint through the router, good and bad requests, and the
//! limits: body size, count and generate bounds, time, requests at once.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use sudoku_web::{Limits, router};
use tower::ServiceExt;

mod common;

use common::{BAEKJOON, SOLVED, call, call_json, call_with};

fn grid_rows(line: &str) -> Value {
    let rows: Vec<Vec<u8>> = line
        .as_bytes()
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&c| if c == b'.' { 0 } else { c - b'0' })
                .collect()
        })
        .collect();
    json!(rows)
}

#[tokio::test]
async fn solve_takes_any_format_and_json() {
    let (status, answer) = call("/api/solve", BAEKJOON).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["solutions"], "unique");
    assert_eq!(answer["solution"], grid_rows(SOLVED));
    let packed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/baekjoon-2239.in"
    ))
    .unwrap();
    assert_eq!(call("/api/solve", &packed).await.1, answer);
    assert_eq!(call("/api/solve?format=packed", &packed).await.1, answer);
    assert_eq!(
        call_json("/api/solve", json!({"puzzle": BAEKJOON})).await.1,
        answer
    );
    assert_eq!(
        call_json("/api/solve", json!({"puzzle": grid_rows(BAEKJOON)}))
            .await
            .1,
        answer
    );
    let (status, none) = call("/api/solve", &format!("11{}", &BAEKJOON[2..])).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        none["error"],
        "the puzzle has no solution: r1c1 and r1c2 both hold 1"
    );
}

#[tokio::test]
async fn bad_puzzles_get_the_command_line_s_message_and_place() {
    let (status, err) = call("/api/solve?format=line", &BAEKJOON.replacen('5', "?", 1)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err,
        json!({"error": "line 1, column 7: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'", "line": 1, "column": 7})
    );
    let (status, err) = call("/api/solve", "hello").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "cannot recognise the format: no format reads past line 1, column 1 (found 'h')"
    );
    let (status, err) = call("/api/solve", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(err["error"].as_str().unwrap().starts_with("no puzzle"));
    // A "puzzle" that is neither text nor a grid is named as such, not
    // read as the text "5".
    for (puzzle, what) in [(json!(5), "a number"), (json!({"a": 1}), "an object")] {
        let (status, err) = call_json("/api/solve", json!({ "puzzle": puzzle })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            err["error"],
            format!("'puzzle' is {what}, expected the puzzle's text in any format or a 9×9 array")
        );
    }
    let (status, err) = call_json("/api/solve", json!({ "puzzle": null })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(err["error"].as_str().unwrap().starts_with("no puzzle"));
    let (status, err) = call("/api/solve?format=xls", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("'format': unknown format 'xls'")
    );
    let (status, err) = call_with(
        Limits::default(),
        "/api/solve",
        "text/plain",
        vec![0xffu8, 0xfe],
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(err["error"], "the body is not UTF-8 (byte 1 of the body)");
    let (status, err) = call("/api/nothing", BAEKJOON).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("no such endpoint")
    );
}

#[tokio::test]
async fn count_check_convert_within_their_bounds() {
    assert_eq!(
        call("/api/count?limit=5", &".".repeat(81)).await.1,
        json!({"count": 5, "limit": 5})
    );
    assert_eq!(
        call("/api/count", BAEKJOON).await.1,
        json!({"count": 1, "limit": 2})
    );
    let (status, err) = call("/api/count?limit=1000000", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "'limit' is \"1000000\", expected a number from 1 to 10000"
    );
    let (status, verdict) = call("/api/check", BAEKJOON).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (verdict["givens"].clone(), verdict["solutions"].clone()),
        (json!(30), json!("unique"))
    );
    let (_, converted) = call("/api/convert?to=spaced", BAEKJOON).await;
    let spaced = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/baekjoon-2239.in"
    ))
    .unwrap();
    let expected: String = spaced
        .lines()
        .map(|l| l.chars().map(String::from).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    assert_eq!(converted, json!({"format": "spaced", "text": expected}));
    let (status, err) = call("/api/convert", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("'to' names the format")
    );
}

#[tokio::test]
async fn unknown_names_are_echoed_escaped_and_cut() {
    let forged = format!("x\u{202e}\n{}", "y".repeat(500));
    for (uri, option, body, start) in [
        (
            "/api/solve",
            "format",
            BAEKJOON,
            "'format': unknown format ",
        ),
        ("/api/generate", "symmetry", "", "unknown symmetry "),
        ("/api/generate", "difficulty", "", "unknown difficulty "),
        ("/api/explain", "scale", BAEKJOON, "unknown scale "),
        ("/api/hint", "scale", BAEKJOON, "unknown scale "),
        ("/api/rate", "scale", BAEKJOON, "unknown scale "),
    ] {
        // `/api/generate` reads no puzzle.
        let mut request = if body.is_empty() {
            json!({})
        } else {
            json!({ "puzzle": body })
        };
        request[option] = json!(forged);
        let (status, err) = call_json(uri, request).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri} {option}");
        let message = err["error"].as_str().unwrap();
        assert!(
            message.starts_with(&format!("{start}'x\\u{{202e}}\\nyyy")),
            "{uri} {option}: {message}"
        );
        assert!(
            message.contains("...', expected"),
            "{uri} {option}: {message}"
        );
        assert!(message.len() < 250, "{uri} {option}: {message}");
    }
    // A number option quotes the value it was given the same way.
    let (status, err) = call_json("/api/generate", json!({ "count": forged })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let message = err["error"].as_str().unwrap();
    assert!(
        message.starts_with("'count' is \"x\\u{202e}\\nyyy"),
        "{message}"
    );
    assert!(
        message.ends_with("..., expected a number from 1 to 100"),
        "{message}"
    );
}

#[tokio::test]
async fn explain_hint_and_rate() {
    let (status, explained) = call("/api/explain", BAEKJOON).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(explained["solved"], true);
    assert!(explained["steps"].as_array().unwrap().len() >= 51);
    let (_, se) = call("/api/explain?scale=se", BAEKJOON).await;
    assert_eq!(
        (se["scale"].clone(), se["er"].clone()),
        (json!("se"), json!(1.2))
    );
    // Each of SE's steps names its house.
    let first = &se["steps"][0];
    assert_eq!(first["houses"].as_array().map(Vec::len), Some(1), "{first}");
    assert!(first["text"].as_str().unwrap().contains(" in "), "{first}");
    let (_, hint) = call("/api/hint", BAEKJOON).await;
    assert!(hint["step"]["technique"].is_string(), "{hint}");
    // SE's next step is the first of SE's path.
    let (status, se_hint) = call("/api/hint?scale=se", BAEKJOON).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(se_hint["scale"], "se");
    assert_eq!(se_hint["step"], se["steps"][0], "{se_hint}");
    let (status, _) = call("/api/hint?scale=nope", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (_, rated) = call("/api/rate", BAEKJOON).await;
    assert_eq!(rated["hodoku"]["level"], "Easy");
    assert_eq!(rated["se"]["er"], 1.2);
    let (status, err) = call("/api/explain", &".".repeat(81)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        err["error"],
        "the puzzle has more than one solution, so no logic leads to one"
    );
    let (status, _) = call("/api/rate?scale=sudokuwiki", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// forum_hardest_1106's third puzzle: HoDoKu guesses once on it.
const HODOKU_GUESSES: &str =
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";

#[tokio::test]
async fn explain_without_guessing_shows_nested_nets() {
    let texts = |explained: &Value| -> Vec<String> {
        let steps = explained["steps"].as_array().unwrap();
        steps
            .iter()
            .map(|s| s["text"].as_str().unwrap().to_owned())
            .collect()
    };
    let (status, guessed) = call("/api/explain", HODOKU_GUESSES).await;
    assert_eq!(status, StatusCode::OK);
    assert!(texts(&guessed).iter().any(|t| t.starts_with("Brute Force")));
    let (status, logical) = call("/api/explain?guess=false", HODOKU_GUESSES).await;
    assert_eq!(status, StatusCode::OK, "{logical}");
    assert_eq!(logical["solved"], true);
    assert!(!texts(&logical).iter().any(|t| t.starts_with("Brute Force")));
    // A nested forcing net carries the net of each refutation in it, each
    // named by the node it takes out.
    let steps = logical["steps"].as_array().unwrap();
    let nested = (steps.iter())
        .find(|s| s["text"].as_str().unwrap().contains("(nested"))
        .expect("a nested forcing net");
    let nets = nested["nets"].as_array().unwrap();
    let named: Vec<u64> = (nets.iter())
        .flat_map(|net| net["nodes"].as_array().unwrap())
        .filter_map(|node| node["refuted_by"].as_u64())
        .collect();
    assert!(nets.len() > 1 && named.len() == nets.len() - 1, "{nested}");
    // The same through a JSON request's field, and for a hint.
    let body = json!({"puzzle": HODOKU_GUESSES, "guess": false});
    let (status, same) = call_json("/api/explain", body).await;
    assert_eq!((status, &same), (StatusCode::OK, &logical));
    let (status, _) = call("/api/hint?guess=false", HODOKU_GUESSES).await;
    assert_eq!(status, StatusCode::OK);
    // SE's path never guesses; a flag is true or false.
    let (status, err) = call("/api/explain?scale=se&guess=false", HODOKU_GUESSES).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        err["error"],
        "guess=false is for HoDoKu's path; SE's path never guesses"
    );
    let (status, err) = call("/api/hint?guess=maybe", HODOKU_GUESSES).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(err["error"], "'guess' is \"maybe\", expected true or false");
}

/// SE's nested chains show their nets through the API too: a candidate
/// that a chain inside the chain took out names the net that refutes it,
/// which starts from it taken true (the first of the hardest list, SE
/// 10.3).
#[tokio::test]
async fn se_nested_chains_show_the_nets_that_refute() {
    let puzzle =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let (status, explained) = call("/api/explain?scale=se", puzzle).await;
    assert_eq!(status, StatusCode::OK, "{explained}");
    let steps = explained["steps"].as_array().unwrap();
    let nested = (steps.iter())
        .find(|s| s["technique"] == "Nested Forcing Chains")
        .expect("a nested chain");
    let nets = nested["nets"].as_array().unwrap();
    let mut named = 0;
    for node in nets.iter().flat_map(|net| net["nodes"].as_array().unwrap()) {
        let Some(k) = node["refuted_by"].as_u64() else {
            continue;
        };
        named += 1;
        let taken = node["candidate"].as_str().unwrap().replace("<>", "=");
        assert_eq!(nets[k as usize]["nodes"][0]["candidate"], taken.as_str());
    }
    assert!(named > 0, "{nested}");
}

#[tokio::test]
async fn limits_refuse_big_bodies_long_work_and_bursts() {
    let small = Limits {
        body_bytes: 1000,
        ..Limits::default()
    };
    let (status, err) = call_with(small, "/api/solve", "text/plain", "x".repeat(2000)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        err["error"],
        "the body is larger than 1000 bytes, the most a request may send"
    );
    // The SE rating of one of the hardest puzzles (the forum's list's
    // fifth) takes about 0.7 s (release build, one thread).
    let hard = "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";
    let quick = Limits {
        time: Duration::from_millis(50),
        ..Limits::default()
    };
    let (status, err) = call_with(quick, "/api/rate?scale=se", "text/plain", hard).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        err["error"],
        "the work took longer than 50 ms, the most a request may take; it was stopped"
    );
    // One at a time: while one works, another waits, then is refused.
    let one = Limits {
        concurrent: 1,
        time: Duration::from_millis(300),
        ..Limits::default()
    };
    let app = router(one);
    // Another hard puzzle, about 2.4 s (the list's 43rd): what the nested
    // searches of the first found is kept (`se/memo.rs`), and would make
    // its rating quick now. (The two puzzles used before now take 0.13 s
    // and 0.34 s, too close to these limits.)
    let other = "..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..";
    let send = |app: axum::Router| async move {
        let request = Request::post("/api/rate?scale=se")
            .body(Body::from(other))
            .unwrap();
        app.oneshot(request).await.unwrap().status()
    };
    let (a, b) = tokio::join!(send(app.clone()), send(app));
    assert_eq!(
        (a, b),
        (
            StatusCode::SERVICE_UNAVAILABLE,
            StatusCode::SERVICE_UNAVAILABLE
        )
    );
}

#[tokio::test]
async fn the_openapi_document_lists_every_endpoint() {
    let response = router(Limits::default())
        .oneshot(
            Request::get("/api/openapi.json")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let doc: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    let paths: Vec<&String> = doc["paths"].as_object().unwrap().keys().collect();
    for endpoint in [
        "solve", "count", "check", "convert", "generate", "explain", "hint", "rate",
    ] {
        let path = format!("/api/{endpoint}");
        assert!(paths.contains(&&path), "{endpoint}");
        // The options the document lists are the ones taken: `to` only by
        // convert; anywhere else it is refused, not ignored.
        let takes: Vec<&str> = doc["paths"][&path]["post"]["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        let (status, err) = call(&format!("{path}?to=line"), BAEKJOON).await;
        if takes.contains(&"to") {
            assert_eq!(status, StatusCode::OK, "{endpoint}");
        } else {
            assert_eq!(status, StatusCode::BAD_REQUEST, "{endpoint}");
            assert_eq!(
                err["error"],
                format!(
                    "unknown option 'to' for {path}, which takes: {}",
                    takes.join(", ")
                )
            );
        }
    }
}

/// Whether `value` follows `schemas/NAME`.
fn follows(name: &str, value: &Value) -> bool {
    let path = format!("{}/../../schemas/{name}", env!("CARGO_MANIFEST_DIR"));
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let validator = jsonschema::draft202012::new(&schema).expect("a valid schema");
    validator.is_valid(value)
}

#[tokio::test]
async fn answers_follow_the_schemas() {
    let (_, solved) = call("/api/solve", BAEKJOON).await;
    assert!(follows("sudoku.schema.json", &solved), "{solved}");
    let (_, none) = call("/api/solve", &format!("11{}", &BAEKJOON[2..])).await;
    assert!(follows("sudoku.schema.json", &none), "{none}");
    let (_, made) = call("/api/generate?count=2&seed=1", "").await;
    for puzzle in made["puzzles"].as_array().unwrap() {
        assert!(follows("sudoku.schema.json", puzzle), "{puzzle}");
    }
    let (_, checked) = call("/api/check", BAEKJOON).await;
    assert!(follows("check.schema.json", &checked), "{checked}");
    for scale in ["hodoku", "se"] {
        let (_, explained) = call(&format!("/api/explain?scale={scale}"), BAEKJOON).await;
        assert!(
            follows("explain.schema.json", &explained),
            "{scale}: {explained}"
        );
    }
    let (_, rated) = call("/api/rate", BAEKJOON).await;
    assert!(follows("rate.schema.json", &rated), "{rated}");
}

/// serate 7.1/1.2/1.2, two forcing chains (7.1) on SE's path.
const SE_CHAIN: &str =
    ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7";

#[tokio::test]
async fn explanations_follow_pencil_marks_and_ratings_do_not() {
    // SE_CHAIN's pencil marks with what its forcing chains remove crossed
    // out, as the candidates format writes them.
    let grid = sudoku_io::Format::Line
        .parse(SE_CHAIN.as_bytes())
        .unwrap()
        .grid;
    let mut marks = sudoku_logic::Candidates::new(&grid);
    let (steps, _, _) = sudoku_logic::se_explain(&grid);
    for step in steps.iter().filter(|s| s.rating == 71) {
        for &(c, d) in &step.eliminations {
            let cell = sudoku_core::Cell::new(c.into()).unwrap();
            marks.eliminate(cell, sudoku_core::Digit::new(d).unwrap());
        }
    }
    let text = sudoku_io::Format::Candidates
        .render(&sudoku_io::marks_puzzle(&marks))
        .unwrap();
    // The rating is that of the grid's digits (the format reads a cell
    // left with one candidate as that digit), whatever the marks.
    let (status, marked) = call("/api/rate", &text).await;
    assert_eq!(status, StatusCode::OK);
    let digits = marked["puzzle"].as_str().unwrap();
    let (_, plain) = call("/api/rate", digits).await;
    assert_eq!(marked, plain);
    assert_eq!(plain["se"]["er"], json!(7.1));
    let (_, explained) = call("/api/explain?scale=se", &text).await;
    assert!(explained["er"].as_f64().unwrap() < 7.1, "{explained}");
}
