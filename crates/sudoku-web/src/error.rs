//! What a request that cannot be answered gets: a status and
//! `{"error": "..."}`, with `"line"` and `"column"` when the puzzle's text
//! is at fault.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use sudoku_io::ReadError;

/// Why a request gets no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The command line's one-line message.
    pub message: String,
    /// Where in the puzzle's text, when that is at fault.
    pub place: Option<(usize, usize)>,
}

impl ApiError {
    /// A 400 with `message`.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError::with(StatusCode::BAD_REQUEST, message)
    }

    /// `status` with `message`.
    pub fn with(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            place: None,
        }
    }
}

impl From<ReadError> for ApiError {
    fn from(err: ReadError) -> ApiError {
        let place = err.place();
        ApiError {
            place,
            ..ApiError::bad(err.to_string())
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = match self.place {
            Some((line, column)) => json!({"error": self.message, "line": line, "column": column}),
            None => json!({"error": self.message}),
        };
        (self.status, Json(body)).into_response()
    }
}
