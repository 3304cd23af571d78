//! The options each endpoint takes, read from the OpenAPI document that
//! describes them: a request naming any other option is refused, so that a
//! misspelt one (`fromat`, `scael`) is not silently ignored.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::Value;

use crate::{ApiError, OPENAPI};

/// What [`OPENAPI`] says an endpoint takes.
struct Takes {
    /// Its options: the query parameters listed for it.
    options: Vec<String>,
    /// Whether it reads a puzzle: its body may be text.
    puzzle: bool,
    /// Whether it is asked with POST (else GET).
    post: bool,
}

/// Each endpoint's options and whether it reads a puzzle.
fn table() -> &'static HashMap<String, Takes> {
    static TABLE: OnceLock<HashMap<String, Takes>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // The document is part of the binary and checked by the tests.
        let document: Value = serde_json::from_str(OPENAPI).unwrap_or_default();
        let mut table = HashMap::new();
        if let Some(paths) = document["paths"].as_object() {
            for (path, operations) in paths {
                let post = &operations["post"];
                let options = post["parameters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|p| p["in"] == "query")
                    .filter_map(|p| p["name"].as_str().map(str::to_owned))
                    .collect();
                let puzzle = post["requestBody"]["content"]["text/plain"].is_object();
                let post = post.is_object();
                table.insert(
                    path.clone(),
                    Takes {
                        options,
                        puzzle,
                        post,
                    },
                );
            }
        }
        table
    })
}

/// The options `path` takes, as its documentation lists them.
pub(crate) fn of(path: &str) -> &'static [String] {
    table()
        .get(path)
        .map_or(&[], |takes| takes.options.as_slice())
}

/// Whether `path` reads a puzzle (`/api/generate` reads none: its body,
/// if any, is a JSON object of options).
pub(crate) fn takes_puzzle(path: &str) -> bool {
    table().get(path).is_some_and(|takes| takes.puzzle)
}

/// The method `path` is asked with, as the document gives it: POST for
/// the endpoints, GET for the document itself and the page's files.
pub(crate) fn method(path: &str) -> &'static str {
    if table().get(path).is_some_and(|takes| takes.post) {
        "POST"
    } else {
        "GET"
    }
}

/// Refuses the first of `names` that `path` does not take: a 400 naming
/// it (escaped) and what the endpoint takes. `also` are names let through
/// besides (a json record's own fields, which travel with its puzzle).
pub(crate) fn check<'a>(
    path: &str,
    names: impl IntoIterator<Item = &'a str>,
    also: &[&str],
) -> Result<(), ApiError> {
    let takes = of(path);
    for name in names {
        if !takes.iter().any(|t| t == name) && !also.contains(&name) {
            let list = if takes.is_empty() {
                "none".to_owned()
            } else {
                takes.join(", ")
            };
            return Err(ApiError::bad(format!(
                "unknown option '{}' for {path}, which takes: {list}",
                sudoku_io::echo(name)
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_every_endpoint_s_options() {
        assert_eq!(of("/api/count"), ["format", "limit"]);
        assert_eq!(
            of("/api/generate"),
            [
                "count",
                "seed",
                "symmetry",
                "difficulty",
                "rating",
                "clues",
                "minimal"
            ]
        );
        assert_eq!(of("/api/rate"), ["format", "scale"]);
        assert!(of("/api/nowhere").is_empty());
    }

    #[test]
    fn every_endpoint_but_generate_reads_a_puzzle() {
        for path in ["/api/solve", "/api/count", "/api/check", "/api/convert"] {
            assert!(takes_puzzle(path), "{path}");
        }
        for path in ["/api/explain", "/api/hint", "/api/rate"] {
            assert!(takes_puzzle(path), "{path}");
        }
        assert!(!takes_puzzle("/api/generate"));
        assert!(!takes_puzzle("/api/nowhere"));
    }

    /// Every enum of names in the document, with what it names: a
    /// parameter's name, or a field's.
    fn enums(value: &Value, owner: &str, found: &mut Vec<(String, Vec<String>)>) {
        match value {
            Value::Object(fields) => {
                if let Some(names) = fields.get("enum").and_then(Value::as_array) {
                    let names = names.iter().filter_map(Value::as_str).map(str::to_owned);
                    found.push((owner.to_owned(), names.collect()));
                }
                for (key, field) in fields {
                    let owner = if key == "schema" { owner } else { key };
                    enums(field, owner, found);
                }
            }
            Value::Array(items) => {
                for item in items {
                    // A parameter: its schema's enum names it.
                    let owner = match item["name"].as_str() {
                        Some(name) if item.get("in").is_some() => name,
                        _ => owner,
                    };
                    enums(item, owner, found);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn the_document_lists_the_names_the_server_takes() {
        let document: Value = serde_json::from_str(OPENAPI).unwrap();
        let mut found = Vec::new();
        enums(&document, "", &mut found);
        let readable: Vec<&str> = sudoku_io::Format::ALL
            .into_iter()
            .filter(|f| f.is_readable())
            .map(|f| f.name())
            .collect();
        let written: Vec<&str> = sudoku_io::Format::ALL
            .into_iter()
            .map(|f| f.name())
            .collect();
        let symmetries: Vec<&str> = sudoku_core::Symmetry::ALL
            .into_iter()
            .map(|s| s.name())
            .collect();
        let levels: Vec<String> = sudoku_logic::Level::ALL
            .into_iter()
            .map(|l| l.name().to_lowercase())
            .collect();
        let scales: Vec<&str> = sudoku_logic::Scale::ALL
            .into_iter()
            .map(|s| s.name())
            .collect();
        let mut owners: Vec<&str> = found.iter().map(|(owner, _)| owner.as_str()).collect();
        owners.sort_unstable();
        owners.dedup();
        assert_eq!(owners, ["difficulty", "format", "scale", "symmetry", "to"]);
        for (owner, listed) in &found {
            let expected: Vec<&str> = match owner.as_str() {
                "format" => readable.clone(),
                "to" => written.clone(),
                "symmetry" => symmetries.clone(),
                "difficulty" => levels.iter().map(String::as_str).collect(),
                _ => scales.clone(),
            };
            assert_eq!(listed, &expected, "{owner}");
        }
    }
}
