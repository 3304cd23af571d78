//! Variant puzzles through the API: `solve`, `count`, `check`, `explain`
//! and `hint` answer them with the command line's variant records, and `candidates` gives
//! the true candidates of any puzzle. Their searches can take long, so
//! they take the expensive requests' places and stop at the time limit.

use std::time::Instant;

use axum::Json;
use axum::http::StatusCode;
use serde_json::{Value, json};
use sudoku_variant::Puzzle;
use sudoku_variant::figure::Figure;
use sudoku_variant::logic::{self, Unexplainable};
use sudoku_variant::solver::{self, Budget, Outcome};

use crate::ApiError;
use crate::request::Call;
use crate::work::{Cost, State};

/// Runs a search on an expensive place, with the time limit as its
/// deadline; a search stopped there is the 503 of work past its time.
async fn search<T: Send + 'static>(
    state: &State,
    work: impl FnOnce(Budget<'_>) -> Result<T, solver::Stopped> + Send + 'static,
) -> Result<T, ApiError> {
    let time = state.limits.time;
    state
        .run_until(Cost::Dear, move |_| {
            work(Budget {
                deadline: Some(Instant::now() + time),
                stop: None,
            })
        })
        .await?
        .map_err(|stopped| {
            ApiError::with(
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                stopped.to_string(),
            )
        })
}

/// `POST /api/solve` on a variant: `{"size", "status", "solution"}`.
pub(crate) async fn solve(state: &State, puzzle: Puzzle) -> Result<Json<Value>, ApiError> {
    let n = puzzle.size();
    let outcome = search(state, move |budget| solver::solve(&puzzle, budget)).await?;
    let (status, grid) = match &outcome {
        Outcome::Unique(g) => ("unique", Some(g)),
        Outcome::Multiple(g) => ("multiple", Some(g)),
        Outcome::None => ("none", None),
    };
    let rows: Option<Vec<&[u8]>> = grid.map(|g| g.chunks(n).collect());
    Ok(Json(
        json!({ "size": n, "status": status, "solution": rows }),
    ))
}

/// `POST /api/count` on a variant: `{"count", "limit"}`.
pub(crate) async fn count(
    state: &State,
    puzzle: Puzzle,
    limit: usize,
) -> Result<Json<Value>, ApiError> {
    let count = search(state, move |budget| {
        solver::count(&puzzle, limit as u64, budget)
    })
    .await?;
    Ok(Json(json!({ "count": count, "limit": limit })))
}

/// `POST /api/check` on a variant: `{"size", "givens", "status",
/// "report"}`, and `"broken"` naming the rule the givens break.
pub(crate) async fn check(state: &State, puzzle: Puzzle) -> Result<Json<Value>, ApiError> {
    let report = search(state, move |budget| {
        sudoku_variant::check::Report::of(&puzzle, budget)
    })
    .await?;
    Ok(Json(report.to_json()))
}

/// `POST /api/candidates?limit=N`: `{"size", "candidates", "status"}`, the
/// true candidates of a classic or variant puzzle (rows of cells of
/// digits; null without a solution); with `limit`, those of the first N
/// solutions found.
pub(crate) async fn candidates(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let most = state.limits.count_limit as u64;
    let limit = request.number("limit", 1..=most)?;
    let puzzle = match request.variant()? {
        Some(puzzle) => puzzle,
        None => {
            let classic = request.puzzle()?;
            Puzzle::new(9, None, classic.grid.values().to_vec(), Vec::new())
                .map_err(|err| ApiError::bad(err.to_string()))?
        }
    };
    let n = puzzle.size();
    let found = search(&state, move |budget| {
        solver::candidates(&puzzle, limit, budget)
    })
    .await?;
    Ok(Json(solver::candidates_record(found.as_deref(), n)))
}

/// The explainer's work on an expensive place, with the time limit as
/// its deadline: a stop is the 503 of work past its time, a puzzle
/// without one solution a 422.
async fn explained(
    state: &State,
    work: impl FnOnce(Budget<'_>) -> Result<Value, Unexplainable> + Send + 'static,
) -> Result<Json<Value>, ApiError> {
    let time = state.limits.time;
    let answer = state
        .run_until(Cost::Dear, move |_| {
            work(Budget {
                deadline: Some(Instant::now() + time),
                stop: None,
            })
        })
        .await?;
    answer.map(Json).map_err(|why| {
        let status = match why {
            Unexplainable::Stopped => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError::with(status, why.to_string())
    })
}

/// `POST /api/explain` on a variant: `explain --to json`'s record, on the
/// variant scale.
pub(crate) async fn explain(state: &State, puzzle: Puzzle) -> Result<Json<Value>, ApiError> {
    explained(state, move |budget| {
        let explanation = logic::explain(&puzzle, budget)?;
        Ok(sudoku_io::variant_explain_json(&puzzle, &explanation))
    })
    .await
}

/// `POST /api/hint` on a variant: `hint --to json`'s record, the first
/// step from the givens.
pub(crate) async fn hint(state: &State, puzzle: Puzzle) -> Result<Json<Value>, ApiError> {
    explained(state, move |budget| {
        let step = logic::hint(&puzzle, budget)?;
        Ok(sudoku_io::variant_hint_json(&puzzle, step.as_ref()))
    })
    .await
}

/// `POST /api/figure`: a puzzle's picture for the page to draw and play
/// (`sudoku_variant::figure::Figure::to_json`), with `"classic": true`
/// for a classic puzzle, which the page plays as before.
pub(crate) async fn figure(Call { state: _, request }: Call) -> Result<Json<Value>, ApiError> {
    let (puzzle, classic) = match request.variant()? {
        Some(puzzle) => (puzzle, false),
        None => {
            let classic = request.puzzle()?;
            let puzzle = Puzzle::new(9, None, classic.grid.values().to_vec(), Vec::new())
                .map_err(|err| ApiError::bad(err.to_string()))?;
            (puzzle, true)
        }
    };
    let mut value = Figure::of(&puzzle).to_json(&puzzle);
    value["classic"] = json!(classic);
    Ok(Json(value))
}

/// The digit a character of `entries` stands for: `.` or `0` none, `1`-`9`,
/// then `A` (10) to `P` (25).
fn entry_digit(c: char) -> Option<u8> {
    match c {
        '.' | '0' => Some(0),
        '1'..='9' => Some(c as u8 - b'0'),
        'A'..='P' => Some(c as u8 - b'A' + 10),
        'a'..='p' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}

/// `puzzle` with the player's `entries` (one character a cell, `.` for
/// none) as givens: the hint and the explanation go on from there. An
/// entry the solution does not have is a 422 naming the first such cell.
pub(crate) async fn with_entries(
    state: &State,
    mut puzzle: Puzzle,
    entries: Option<&str>,
) -> Result<Puzzle, ApiError> {
    let Some(entries) = entries else {
        return Ok(puzzle);
    };
    let n = puzzle.size();
    let digits: Option<Vec<u8>> = entries.chars().map(entry_digit).collect();
    let digits = match digits {
        Some(d) if d.len() == n * n && d.iter().all(|&v| usize::from(v) <= n) => d,
        _ => {
            return Err(ApiError::bad(format!(
                "'entries': expected {} characters, one a cell: '.' for none, then 1-9 and A-P up to the size {n}",
                n * n
            )));
        }
    };
    let solved = puzzle.clone();
    let outcome = search(state, move |budget| solver::solve(&solved, budget)).await?;
    let Outcome::Unique(solution) = outcome else {
        return Err(ApiError::with(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "the puzzle has no single solution to go on from",
        ));
    };
    let mut givens = puzzle.givens().to_vec();
    for (cell, &digit) in digits.iter().enumerate() {
        if digit == 0 || givens[cell] == digit {
            continue;
        }
        if digit != solution[cell] {
            let name = sudoku_variant::rule::cell_name(cell, n);
            return Err(crate::entries::wrong_entry(&name));
        }
        givens[cell] = digit;
    }
    puzzle.set_givens(givens);
    Ok(puzzle)
}
