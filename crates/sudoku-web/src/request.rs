//! What a request brings: the puzzle (text in any format, or a JSON object
//! holding it) and its options (query parameters, or the object's other
//! fields).

use std::collections::{HashMap, HashSet};
use std::fmt;

use axum::body::Bytes;
use axum::extract::{FromRequest, Query};
use axum::http::{StatusCode, header};
use serde::de::{Deserialize, Deserializer, Error as _, IgnoredAny, MapAccess, Visitor};
use serde_json::{Map, Value};
use sudoku_io::{Format, Puzzle};
use sudoku_logic::Scale;

use crate::{ApiError, options, work};

/// A call of an endpoint: the server's state and what the request brings.
/// Reading it is the same for every endpoint: the query, the body (over
/// the limit: 413), JSON or text.
pub(crate) struct Call {
    pub(crate) state: work::State,
    pub(crate) request: Request,
}

impl FromRequest<work::State> for Call {
    type Rejection = ApiError;

    async fn from_request(
        http: axum::extract::Request,
        state: &work::State,
    ) -> Result<Call, ApiError> {
        let path = http.uri().path().to_owned();
        let pairs = match Query::<Vec<(String, String)>>::try_from_uri(http.uri()) {
            Ok(Query(pairs)) => pairs,
            Err(err) => return Err(ApiError::bad(format!("the query: {}", err.body_text()))),
        };
        let mut query = HashMap::new();
        for (name, value) in pairs {
            if query.contains_key(&name) {
                return Err(ApiError::bad(format!(
                    "'{}' is given twice in the query: give it once",
                    sudoku_io::echo(&name)
                )));
            }
            query.insert(name, value);
        }
        let json = http
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        let too_large = || {
            ApiError::with(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!(
                    "the body is larger than {} bytes, the most a request may send",
                    state.limits.body_bytes
                ),
            )
        };
        // Refused before a byte of the body is read when its length says.
        let length = http
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if length.is_some_and(|length| length > state.limits.body_bytes as u64) {
            return Err(too_large());
        }
        // A client sending its body a byte at a time holds a connection
        // and memory: it has `body_time` for the whole body.
        let body_time = state.limits.body_time;
        let body = match tokio::time::timeout(body_time, Bytes::from_request(http, state)).await {
            Err(_) => {
                return Err(ApiError::with(
                    StatusCode::REQUEST_TIMEOUT,
                    format!(
                        "the body took longer than {} to arrive",
                        sudoku_logic::span(body_time)
                    ),
                ));
            }
            Ok(Ok(body)) => body,
            Ok(Err(err)) if err.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(too_large());
            }
            Ok(Err(err)) => return Err(ApiError::bad(err.body_text())),
        };
        Ok(Call {
            state: state.clone(),
            request: Request::of(&path, query, json, &body)?,
        })
    }
}

/// A request's body and query, read.
pub(crate) struct Request {
    /// The puzzle's text, if the request has one.
    text: Option<String>,
    /// The options: the query's, then the JSON object's other fields.
    options: Map<String, Value>,
}

impl Request {
    /// Reads `body` sent to `path`: a JSON object `{"puzzle": ..., ...}`
    /// (when `json`, the content type, says so or it starts with `{`), or
    /// the puzzle's text. Options are the query's and the object's fields;
    /// one that `path` does not take is refused (400), but for a json
    /// record's own fields (`"author"`, `"solution"`...): an object with
    /// those is a json record, read whole as the puzzle, so that they are
    /// kept (a conversion keeps the metadata, `check` the solution).
    ///
    /// An option given both in the query and in the object is refused.
    /// f-puzzles' JSON (an object with `size` and `grid`) is the puzzle
    /// itself, with the options in the query.
    ///
    /// An endpoint that reads no puzzle (`/api/generate`) takes a blank
    /// body or a JSON object of its options; anything else is refused,
    /// not dropped: text, a puzzle, JSON that does not parse (with its
    /// line and column) or that is not an object.
    pub(crate) fn of(
        path: &str,
        query: HashMap<String, String>,
        json: bool,
        body: &[u8],
    ) -> Result<Request, ApiError> {
        options::check(path, query.keys().map(String::as_str), &[])?;
        let mut options: Map<String, Value> = query
            .into_iter()
            .map(|(k, v)| (k, Value::String(v)))
            .collect();
        let text = std::str::from_utf8(body).map_err(|err| {
            ApiError::bad(format!(
                "the body is not UTF-8 (byte {} of the body)",
                err.valid_up_to() + 1
            ))
        })?;
        let trimmed = text.trim_start();
        let reads_puzzle = options::takes_puzzle(path);
        let parsed = (!trimmed.is_empty() && (json || trimmed.starts_with('{')))
            .then(|| serde_json::from_str::<Value>(text));
        if !reads_puzzle && !trimmed.is_empty() {
            // Options only: anything but a JSON object would be dropped.
            match parsed {
                Some(Ok(Value::Object(_))) => {}
                Some(Ok(other)) => {
                    return Err(ApiError::bad(format!(
                        "the body is {}, expected a JSON object of options such as \
                         {{\"count\": 2}} ({path} reads no puzzle)",
                        kind(&other)
                    )));
                }
                Some(Err(err)) => {
                    return Err(placed(&err, "the body is not a JSON object of options: "));
                }
                None => {
                    return Err(ApiError::bad(format!(
                        "{path} reads no puzzle: send its options in the query, \
                         or as a JSON object such as {{\"count\": 2}}"
                    )));
                }
            }
        }
        if let Some(Ok(Value::Object(fields))) = parsed {
            once_each(text)?;
            // f-puzzles' JSON (its "size" and "grid"): the whole body is the
            // puzzle, and the options are the query's.
            if reads_puzzle && fields.contains_key("size") && fields.contains_key("grid") {
                return Ok(Request {
                    text: Some(text.to_owned()),
                    options,
                });
            }
            let takes = options::of(path);
            let (own, record): (Map<String, Value>, Map<String, Value>) = fields
                .into_iter()
                .partition(|(name, _)| takes.contains(name));
            // A json record's fields travel with its puzzle; without one
            // (`/api/generate` takes none) they are options like any other.
            let holds_puzzle = reads_puzzle
                && ["puzzle", "grid", "board", "cells"]
                    .iter()
                    .any(|name| record.contains_key(*name));
            let also = if holds_puzzle {
                sudoku_io::RECORD_FIELDS
            } else {
                &[]
            };
            options::check(path, record.keys().map(String::as_str), also)?;
            if let Some(name) = own.keys().find(|name| options.contains_key(*name)) {
                // Which would win is a guess the caller did not make.
                return Err(ApiError::bad(format!(
                    "'{name}' is given twice, in the query and in the body: give it once"
                )));
            }
            options.extend(own);
            if record.keys().any(|name| name != "puzzle") {
                // A json record (a puzzle under another name, or with its
                // metadata or solution): the whole record is the puzzle.
                let record = Value::Object(record).to_string();
                return Ok(Request {
                    text: Some(record),
                    options,
                });
            }
            let puzzle = match record.into_iter().next().map(|(_, value)| value) {
                None | Some(Value::Null) => None,
                Some(Value::String(text)) => Some(text),
                // A JSON grid: read as the json format reads it.
                Some(grid @ Value::Array(_)) => Some(grid.to_string()),
                Some(other) => {
                    return Err(ApiError::bad(format!(
                        "'puzzle' is {}, expected the puzzle's text in any format \
                         or a 9×9 array",
                        kind(&other)
                    )));
                }
            };
            return Ok(Request {
                text: puzzle,
                options,
            });
        }
        let text = (!text.trim().is_empty()).then(|| text.to_owned());
        Ok(Request { text, options })
    }

    /// The puzzle, read in the `format` option or recognised.
    pub(crate) fn puzzle(&self) -> Result<Puzzle, ApiError> {
        let Some(text) = &self.text else {
            return Err(ApiError::bad(
                "no puzzle: send it as the body, in any format, or as {\"puzzle\": ...}",
            ));
        };
        let format = self.format("format")?;
        if format.is_some_and(|f| !f.is_readable()) {
            return Err(ApiError::bad(format!(
                "the {} format is for output only",
                format.unwrap_or(Format::Line)
            )));
        }
        Ok(sudoku_io::read(text.as_bytes(), format)?.1)
    }

    /// The variant puzzle sent, when it is one (an f-puzzles link, string
    /// or JSON with rules or a size a classic puzzle does not have).
    pub(crate) fn variant(&self) -> Result<Option<sudoku_variant::Puzzle>, ApiError> {
        let Some(text) = &self.text else {
            return Ok(None);
        };
        let format = self.format("format")?;
        if format.is_some_and(|f| !matches!(f, Format::Fpuzzles | Format::Variant)) {
            return Ok(None);
        }
        // A classic puzzle, or an error, is the classic path's to answer.
        match sudoku_io::read_any(text.as_bytes(), format) {
            Ok((_, sudoku_io::AnyPuzzle::Variant(puzzle))) => Ok(Some(*puzzle)),
            _ => Ok(None),
        }
    }

    /// A text option, if given.
    pub(crate) fn text(&self, name: &str) -> Result<Option<&str>, ApiError> {
        match self.options.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => Ok(Some(text)),
            Some(other) => Err(ApiError::bad(format!("'{name}' is {other}, expected text"))),
        }
    }

    /// A format option, if given.
    pub(crate) fn format(&self, name: &str) -> Result<Option<Format>, ApiError> {
        self.text(name)?
            .map(|text| {
                text.parse::<Format>()
                    .map_err(|err| ApiError::bad(format!("'{name}': {err}")))
            })
            .transpose()
    }

    /// The `scale` option, if given.
    pub(crate) fn scale(&self) -> Result<Option<Scale>, ApiError> {
        self.text("scale")?
            .map(|text| {
                text.parse::<Scale>()
                    .map_err(|err| ApiError::bad(err.to_string()))
            })
            .transpose()
    }

    /// A true-or-false option, if given: JSON's `true` and `false`, or
    /// the words (a query's).
    pub(crate) fn flag(&self, name: &str) -> Result<Option<bool>, ApiError> {
        match self.options.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(flag)) => Ok(Some(*flag)),
            Some(Value::String(text)) if text.trim() == "true" => Ok(Some(true)),
            Some(Value::String(text)) if text.trim() == "false" => Ok(Some(false)),
            Some(other) => Err(ApiError::bad(format!(
                "'{name}' is {}, expected true or false",
                sudoku_io::echo(&other.to_string())
            ))),
        }
    }

    /// A number option, if given, in `range`.
    pub(crate) fn number(
        &self,
        name: &str,
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<Option<u64>, ApiError> {
        let value = match self.options.get(name) {
            None | Some(Value::Null) => return Ok(None),
            // JSON does not tell 2 from 2.0.
            Some(Value::Number(n)) => n.as_u64().or_else(|| {
                n.as_f64()
                    .filter(|f| f.fract() == 0.0 && (0.0..=u64::MAX as f64).contains(f))
                    .map(|f| f as u64)
            }),
            Some(Value::String(text)) => text.trim().parse::<u64>().ok(),
            Some(_) => None,
        };
        match value {
            Some(n) if range.contains(&n) => Ok(Some(n)),
            _ => Err(ApiError::bad(format!(
                "'{name}' is {}, expected a number from {} to {}",
                sudoku_io::echo(&self.options[name].to_string()),
                range.start(),
                range.end()
            ))),
        }
    }
}

/// A serde_json error as a 400 at its line and column: `lead`, then its
/// message, as the json format reports its own.
fn placed(err: &serde_json::Error, lead: &str) -> ApiError {
    let (line, column, message) = sudoku_io::json_failure(err);
    ApiError {
        place: Some((line, column)),
        ..ApiError::bad(format!("{lead}{message}"))
    }
}

/// Refuses a JSON object that gives a field twice: read as a map, the
/// last would win and the first be dropped unsaid.
fn once_each(text: &str) -> Result<(), ApiError> {
    /// An object whose fields are all different, read for that alone.
    struct Distinct;

    impl<'de> Deserialize<'de> for Distinct {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Distinct, D::Error> {
            deserializer.deserialize_map(Distinct)
        }
    }

    impl<'de> Visitor<'de> for Distinct {
        type Value = Distinct;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a JSON object")
        }

        fn visit_map<A: MapAccess<'de>>(self, mut fields: A) -> Result<Distinct, A::Error> {
            let mut seen = HashSet::new();
            while let Some(name) = fields.next_key::<String>()? {
                // At the repeated name, before its value.
                // `placed` escapes the name.
                if !seen.insert(name.clone()) {
                    return Err(A::Error::custom(format!(
                        "'{name}' is given twice in the body: give it once"
                    )));
                }
                fields.next_value::<IgnoredAny>()?;
            }
            Ok(Distinct)
        }
    }

    serde_json::from_str::<Distinct>(text)
        .map(|_| ())
        .map_err(|err| placed(&err, ""))
}

/// What a JSON value is, for a message: `a number`, `an object`.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
