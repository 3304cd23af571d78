//! Variant puzzles through the API: f-puzzles links and JSON answered by
//! solve, count, check, candidates, explain and hint with the command
//! line's records.

mod common;

use axum::http::StatusCode;
use common::call;
use serde_json::json;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/../../fixtures/variants/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[tokio::test]
async fn a_variant_link_is_solved_counted_checked_and_given_its_candidates() {
    let link = fixture("peak-sudoku.url");
    let (status, solved) = call("/api/solve", &link).await;
    assert_eq!(status, StatusCode::OK, "{solved}");
    assert_eq!(
        solved,
        json!({"size": 4, "status": "unique", "solution": [[1, 4, 2, 3], [3, 2, 4, 1], [2, 3, 1, 4], [4, 1, 3, 2]]})
    );
    let (_, counted) = call("/api/count?limit=5", &link).await;
    assert_eq!(counted, json!({"count": 1, "limit": 5}));
    let (_, checked) = call("/api/check", &link).await;
    assert_eq!(checked["status"], "unique");
    let killer = fixture("killer-4x4.json");
    let (status, found) = call("/api/candidates", &killer).await;
    assert_eq!(status, StatusCode::OK, "{found}");
    assert_eq!(found["status"], "several");
    assert_eq!(
        found["candidates"][0],
        json!([[1, 2], [1, 2], [3, 4], [3, 4]])
    );
    let (_, counted) = call("/api/count?limit=100", &killer).await;
    assert_eq!(counted["count"], 48);
    // The classic puzzles get true candidates too.
    let (_, classic) = call("/api/candidates", common::BAEKJOON).await;
    assert_eq!(classic["status"], "unique");
}

#[tokio::test]
async fn a_bad_variant_is_400_naming_the_field_and_other_endpoints_refuse_variants() {
    let bad = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"9"}]}"#;
    let (status, answer) = call("/api/solve", bad).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer["error"],
        "line 1, column 1: f-puzzles: killercage[0].value: no 2 different digits add up to 9 (from 3 to 7)"
    );
    let (status, answer) = call("/api/rate", &fixture("killer-4x4.json")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("a variant puzzle (4×4, killercage)"),
        "{answer}"
    );
    let (status, answer) = call("/api/explain", &fixture("killer-4x4.json")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(
        answer["error"],
        "the puzzle has more than one solution; an explanation needs exactly one"
    );
}

#[tokio::test]
async fn a_variant_is_explained_and_hinted_on_the_variant_scale() {
    let killer = fixture("blitz-killer.txt");
    let (status, explained) = call("/api/explain", &killer).await;
    assert_eq!(status, StatusCode::OK, "{explained}");
    assert_eq!(explained["scale"], "variant");
    assert_eq!(explained["solved"], true);
    assert_eq!(explained["bifurcations"], 0);
    let (status, hint) = call("/api/hint", &killer).await;
    assert_eq!(status, StatusCode::OK, "{hint}");
    assert_eq!(hint["step"], explained["steps"][0]);
    let (status, refused) = call("/api/explain?scale=se", &killer).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["error"].as_str().unwrap().contains("variant scale"));
}

#[tokio::test]
async fn the_figure_gives_the_page_marks_and_rules_and_entries_go_on_from_the_player_s_grid() {
    let killer = fixture("blitz-killer.txt");
    let (status, figure) = call("/api/figure", &killer).await;
    assert_eq!(status, StatusCode::OK, "{figure}");
    assert_eq!(figure["classic"], false);
    assert_eq!(figure["size"], 9);
    assert_eq!(figure["outside"], true);
    let marks = figure["marks"].as_array().unwrap();
    assert!(
        marks
            .iter()
            .any(|m| m["type"] == "line" && m["dashed"] == true)
    );
    assert!(
        marks
            .iter()
            .any(|m| m["type"] == "corner" && m["text"] == "16")
    );
    let rules = figure["rules"].as_array().unwrap();
    assert!(
        rules
            .iter()
            .any(|r| r["name"] == "killer cage 7" && r["cells"] == json!(["r9c1", "r9c2"])),
        "{rules:?}"
    );
    let (_, classic) = call(
        "/api/figure",
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
    )
    .await;
    assert_eq!(classic["classic"], true);
    // The solution's digits as entries: the hint goes on from there; a
    // wrong one is named.
    let (_, solved) = call("/api/solve", &killer).await;
    let solution: Vec<u64> = solved["solution"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter().map(|d| d.as_u64().unwrap()))
        .collect();
    let mut entries: String = solution.iter().map(|d| d.to_string()).collect();
    entries.replace_range(0..1, ".");
    let (status, hint) = call(&format!("/api/hint?entries={entries}"), &killer).await;
    assert_eq!(status, StatusCode::OK, "{hint}");
    assert_eq!(
        hint["step"]["placements"],
        json!([format!("r1c1={}", solution[0])])
    );
    let wrong = (solution[1] % 9 + 1).to_string();
    entries.replace_range(1..2, &wrong);
    let (status, refused) = call(&format!("/api/hint?entries={entries}"), &killer).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .starts_with("r1c2 is wrong"),
        "{refused}"
    );
    let (status, short) = call("/api/hint?entries=123", &killer).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{short}");
    let (status, classic) = call(
        "/api/hint?entries=1",
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{classic}");
}
