//! A player's entries over a classic puzzle (`entries=` on `/api/hint`
//! and `/api/explain`): taken as givens once checked against the
//! solution, so that a wrong entry is named rather than answered with "no
//! solution".

use axum::http::StatusCode;
use sudoku_core::{Grid, Solution};

use crate::ApiError;
use crate::work::{Cost, State};

/// The answer to a player's entry the solution does not have (422), for
/// classic and variant puzzles alike.
pub(crate) fn wrong_entry(cell: &str) -> ApiError {
    ApiError::with(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!(
            "{cell} is wrong: the solution has another digit there (the first wrong entry, in reading order)"
        ),
    )
}

/// `grid` with the player's `entries` (81 characters in reading order,
/// `.` or `0` for none, `1`-`9`) put in. Where the givens have exactly one
/// solution, the first entry in reading order that the solution does not
/// have is a 422 naming its cell; where they have several, the entries go
/// in as they are (the explanation then says what it finds).
pub(crate) async fn with_entries(
    state: &State,
    grid: Grid,
    entries: Option<&str>,
) -> Result<Grid, ApiError> {
    let Some(entries) = entries else {
        return Ok(grid);
    };
    let digits: Option<Vec<u8>> = entries
        .chars()
        .map(|c| match c {
            '.' | '0' => Some(0),
            '1'..='9' => Some(c as u8 - b'0'),
            _ => None,
        })
        .collect();
    let digits = match digits {
        Some(d) if d.len() == 81 => d,
        _ => {
            return Err(ApiError::bad(
                "'entries': expected 81 characters, one a cell in reading order: '.' or '0' for none, 1-9",
            ));
        }
    };
    let solution = state
        .run(Cost::Cheap, move || sudoku_core::solve(&grid))
        .await?;
    let mut values = *grid.values();
    for (cell, &digit) in digits.iter().enumerate() {
        let given = values[cell];
        if digit == 0 || given == digit {
            continue;
        }
        let name = format!("r{}c{}", cell / 9 + 1, cell % 9 + 1);
        if given != 0 {
            return Err(ApiError::bad(format!(
                "'entries': {name} is a given ({given}), not an entry of {digit}"
            )));
        }
        if let Solution::Unique(solved) = &solution
            && solved.values()[cell] != digit
        {
            return Err(wrong_entry(&name));
        }
        values[cell] = digit;
    }
    Grid::from_values(values).map_err(|err| ApiError::bad(err.to_string()))
}
