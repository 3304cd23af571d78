//! A player's entries over a classic puzzle: hints and explanations go on
//! from them, and a wrong one is named instead of "no solution".

mod common;

use axum::http::StatusCode;
use common::{BAEKJOON, SOLVED, call};

/// The solution's digits in the cells `cells` (indices), `.` elsewhere.
fn entries(cells: &[usize]) -> String {
    (0..81)
        .map(|i| {
            if cells.contains(&i) {
                char::from(SOLVED.as_bytes()[i])
            } else {
                '.'
            }
        })
        .collect()
}

#[tokio::test]
async fn hints_go_on_from_right_entries_and_name_the_first_wrong_one() {
    // Right entries: the hint is a step on the grid with them, so it
    // neither places nor eliminates in their cells.
    let blanks: Vec<usize> = (0..81)
        .filter(|&i| BAEKJOON.as_bytes()[i] == b'.')
        .collect();
    let right = entries(&blanks[..40]);
    let (status, hint) = call(&format!("/api/hint?entries={right}"), BAEKJOON).await;
    assert_eq!(status, StatusCode::OK, "{hint}");
    let placed = hint["step"]["placements"][0].as_str().unwrap();
    let (cell, digit) = placed.split_once('=').unwrap();
    let (r, c) = cell[1..].split_once('c').unwrap();
    let at = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
    assert!(blanks[40..].contains(&at), "{placed}");
    assert_eq!(digit.as_bytes()[0], SOLVED.as_bytes()[at], "{placed}");

    // Two wrong entries that clash with nothing: the first in reading
    // order is named, whichever way the request asks.
    let mut wrong: Vec<u8> = right.clone().into_bytes();
    for &cell in &[blanks[5], blanks[2]] {
        wrong[cell] = if SOLVED.as_bytes()[cell] == b'9' {
            b'8'
        } else {
            b'9'
        };
    }
    let wrong = String::from_utf8(wrong).unwrap();
    let first = blanks[2];
    let name = format!("r{}c{}", first / 9 + 1, first % 9 + 1);
    for endpoint in ["hint", "explain"] {
        let (status, refused) = call(&format!("/api/{endpoint}?entries={wrong}"), BAEKJOON).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        let said = refused["error"].as_str().unwrap();
        assert!(said.starts_with(&format!("{name} is wrong: ")), "{said}");
    }

    // Entries that are not 81 cells of digits, or that overwrite a given.
    let (status, short) = call("/api/hint?entries=123", BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        short["error"]
            .as_str()
            .unwrap()
            .contains("expected 81 characters")
    );
    let over = format!("2{}", &".".repeat(80));
    let (status, given) = call(&format!("/api/hint?entries={over}"), BAEKJOON).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        given["error"],
        "'entries': r1c1 is a given (1), not an entry of 2"
    );
}

#[tokio::test]
async fn explanations_start_from_the_entries() {
    let blanks: Vec<usize> = (0..81)
        .filter(|&i| BAEKJOON.as_bytes()[i] == b'.')
        .collect();
    let (_, whole) = call("/api/explain", BAEKJOON).await;
    let (status, rest) = call(
        &format!("/api/explain?entries={}", entries(&blanks[..50])),
        BAEKJOON,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{rest}");
    let count = |v: &serde_json::Value| v["steps"].as_array().unwrap().len();
    assert!(
        count(&rest) < count(&whole),
        "{} vs {}",
        count(&rest),
        count(&whole)
    );
    assert_eq!(count(&rest), blanks.len() - 50, "one single a cell left");
}
