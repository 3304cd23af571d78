//! The options each endpoint takes, read from the OpenAPI document that
//! describes them: a request naming any other option is refused, so that a
//! misspelt one (`fromat`, `scael`) is not silently ignored.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::Value;

use crate::{ApiError, OPENAPI};

/// Each endpoint's options: the query parameters [`OPENAPI`] lists for it.
fn table() -> &'static HashMap<String, Vec<String>> {
    static TABLE: OnceLock<HashMap<String, Vec<String>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // The document is part of the binary and checked by the tests.
        let document: Value = serde_json::from_str(OPENAPI).unwrap_or_default();
        let mut table = HashMap::new();
        if let Some(paths) = document["paths"].as_object() {
            for (path, operations) in paths {
                let names = operations["post"]["parameters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|p| p["in"] == "query")
                    .filter_map(|p| p["name"].as_str().map(str::to_owned))
                    .collect();
                table.insert(path.clone(), names);
            }
        }
        table
    })
}

/// The options `path` takes, as its documentation lists them.
pub(crate) fn of(path: &str) -> &'static [String] {
    table().get(path).map_or(&[], Vec::as_slice)
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
            ["count", "seed", "symmetry", "difficulty"]
        );
        assert_eq!(of("/api/rate"), ["format", "scale"]);
        assert!(of("/api/nowhere").is_empty());
    }
}
