//! The endpoints: each reads its request, does its work within the limits
//! and answers with the command line's JSON record.

use axum::Json;
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use sudoku_core::{CLUES, Generator, Solution, Symmetry};
use sudoku_io::{Puzzle, SolveRecord};
use sudoku_logic::{Level, Options, Scale};

use crate::request::Call;
use crate::work::Cost;
use crate::{ApiError, OPENAPI};

/// A JSON record a `sudoku-io` writer writes, as a response.
fn record(
    write: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>,
) -> Result<Json<Value>, ApiError> {
    let mut out = Vec::new();
    write(&mut out).map_err(|err| ApiError::bad(err.to_string()))?;
    serde_json::from_slice(&out)
        .map(Json)
        .map_err(|err| ApiError::with(StatusCode::INTERNAL_SERVER_ERROR, err.to_string()))
}

/// `POST /api/solve`: `solve --to json`'s record: the solution (the
/// smallest of several) and `"solutions"`, or the `"error"`.
pub(crate) async fn solve(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    if let Some(variant) = request.variant()? {
        return crate::variant::solve(&state, variant).await;
    }
    let puzzle = request.puzzle()?;
    let grid = puzzle.grid;
    let solution = state
        .run(Cost::Cheap, move || sudoku_core::solve(&grid))
        .await?;
    record(|out| match &solution {
        Solution::Unique(s) => sudoku_io::write_solve_record(&puzzle, SolveRecord::Unique(s), out),
        Solution::Multiple(s) => {
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Multiple(s), out)
        }
        Solution::None => {
            let why = match puzzle.grid.validate() {
                Err(conflict) => format!("the puzzle has no solution: {conflict}"),
                Ok(()) => "the puzzle has no solution".to_owned(),
            };
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Failed(&why), out)
        }
    })
}

/// `POST /api/count?limit=N`: `{"count": n, "limit": N}`, counted up to
/// the limit (2 by default).
pub(crate) async fn count(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let most = state.limits.count_limit as u64;
    let limit = request.number("limit", 1..=most)?.unwrap_or(2) as usize;
    if let Some(variant) = request.variant()? {
        return crate::variant::count(&state, variant, limit).await;
    }
    let grid = request.puzzle()?.grid;
    let count = state
        .run(Cost::Cheap, move || sudoku_core::count(&grid, limit))
        .await?;
    Ok(Json(json!({"count": count, "limit": limit})))
}

/// `POST /api/check`: `check --to json`'s record.
pub(crate) async fn check(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    if let Some(variant) = request.variant()? {
        return crate::variant::check(&state, variant).await;
    }
    let puzzle = request.puzzle()?;
    let grid = puzzle.grid;
    let verdict = state
        .run(Cost::Cheap, move || sudoku_core::check(&grid))
        .await?;
    record(|out| sudoku_io::write_check_json(&puzzle.grid, &verdict, puzzle.solution.as_ref(), out))
}

/// `POST /api/convert?to=FORMAT`: `{"format": "...", "text": "..."}`, the
/// puzzle written in FORMAT.
pub(crate) async fn convert(Call { request, .. }: Call) -> Result<Json<Value>, ApiError> {
    let to = request
        .format("to")?
        .ok_or_else(|| ApiError::bad("'to' names the format to write, e.g. ?to=spaced"))?;
    let puzzle = request.puzzle()?;
    let text = to
        .render(&puzzle)
        .map_err(|err| ApiError::bad(err.to_string()))?;
    Ok(Json(json!({"format": to.name(), "text": text})))
}

/// [`CLUES`] as the range of a number in a request.
fn clue_range() -> std::ops::RangeInclusive<u64> {
    (*CLUES.start() as u64)..=(*CLUES.end() as u64)
}

/// `POST /api/generate?count=N&seed=S&symmetry=NAME&difficulty=LEVEL`:
/// `{"seed": S, "puzzles": [...]}`, each `generate --to json`'s record.
pub(crate) async fn generate(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let most = state.limits.generate_count;
    let count = request.number("count", 1..=most)?.unwrap_or(1);
    let seed = request
        .number("seed", 0..=u64::MAX)?
        .unwrap_or_else(Generator::random_seed);
    let symmetry = match request.text("symmetry")? {
        None => Symmetry::None,
        Some(name) => name
            .parse()
            .map_err(|err: sudoku_core::UnknownSymmetry| ApiError::bad(err.to_string()))?,
    };
    // At most `clues` givens, and whether every one must be needed, as
    // `generate --clues --no-minimal`.
    let max_clues = request
        .number("clues", clue_range())?
        .map(|n| usize::try_from(n).unwrap_or(*CLUES.end()));
    let generator = Generator {
        symmetry,
        minimal: request.flag("minimal")?.unwrap_or(true),
        max_clues,
        ..Generator::default()
    };
    // A difficulty (HoDoKu's level) and a range of SE ratings: puzzles
    // outside them are thrown away, as `generate --difficulty --rating`
    // does.
    let level = request
        .text("difficulty")?
        .map(|name| name.parse::<Level>())
        .transpose()
        .map_err(|err| ApiError::bad(err.to_string()))?;
    let er = request
        .text("rating")?
        .map(|range| range.parse::<sudoku_logic::ErRange>())
        .transpose()
        .map_err(|err| ApiError::bad(format!("'rating': {err}")))?;
    let band = sudoku_logic::Band { level, er };
    if let Some(why) = band.impossible() {
        return Err(ApiError::bad(why));
    }
    // Past the time limit the answer is a 503: no more attempts, so that
    // the request's slot comes free (a narrow band could take hours).
    let made = state
        .run_until(Cost::Dear, move |past| {
            (0..count)
                .map(|i| generator.generate_until(seed, i, &|p| band.holds(p), past))
                .collect::<Result<Vec<_>, _>>()
        })
        .await?;
    let made = made
        .map_err(|gave_up| ApiError::with(StatusCode::UNPROCESSABLE_ENTITY, gave_up.to_string()))?;
    let puzzles = made
        .iter()
        .map(|m| {
            record(|out| {
                sudoku_io::write_generated_record(&Puzzle::from(m.puzzle), &m.solution, out)
            })
            .map(|Json(v)| v)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Json(json!({"seed": seed, "puzzles": puzzles})))
}

/// The pencil marks an explanation starts from; a puzzle without a single
/// solution is 422.
fn start(puzzle: &Puzzle) -> Result<sudoku_logic::Candidates, ApiError> {
    sudoku_logic::start(&puzzle.grid, puzzle.marks.as_ref())
        .map_err(|why| ApiError::with(StatusCode::UNPROCESSABLE_ENTITY, why.to_string()))
}

/// The options of HoDoKu's path: `guess` (true unless `guess=false`),
/// which SE's path refuses, as `explain --no-guess` does.
fn path_options(request: &crate::request::Request, scale: Scale) -> Result<Options, ApiError> {
    let guess = request.flag("guess")?;
    if scale == Scale::Se && guess == Some(false) {
        return Err(ApiError::bad(
            "guess=false is for HoDoKu's path; SE's path never guesses",
        ));
    }
    Ok(Options {
        guess: guess.unwrap_or(true),
        ..Options::default()
    })
}

/// `POST /api/explain?scale=hodoku|se&guess=true|false`: `explain --to
/// json`'s record.
pub(crate) async fn explain(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let scale = request.scale()?.unwrap_or(Scale::Hodoku);
    let options = path_options(&request, scale)?;
    if let Some(variant) = request.variant()? {
        if scale != Scale::Hodoku || !options.guess {
            return Err(ApiError::bad(
                "a variant puzzle is explained on the variant scale; scale=se and guess=false are for classic 9×9 puzzles",
            ));
        }
        let variant =
            crate::variant::with_entries(&state, variant, request.text("entries")?).await?;
        return crate::variant::explain(&state, variant).await;
    }
    let mut puzzle = request.puzzle()?;
    puzzle.grid =
        crate::entries::with_entries(&state, puzzle.grid, request.text("entries")?).await?;
    let marks = start(&puzzle)?;
    let grid = puzzle.grid;
    match scale {
        Scale::Hodoku => {
            let explanation = state
                .run(Cost::Dear, move || {
                    sudoku_logic::explain_from(marks, &options)
                })
                .await?;
            record(|out| sudoku_io::write_explain_json(&grid, &explanation, out))
        }
        Scale::Se => {
            let (steps, solved, rating) = state
                .run(Cost::Dear, move || sudoku_logic::se_explain_from(&marks))
                .await?;
            record(|out| sudoku_io::write_se_path_json(&grid, &steps, solved, &rating, out))
        }
    }
}

/// `POST /api/hint?scale=hodoku|se&guess=true|false`: `hint --to json`'s
/// record: the next step, from the puzzle or its pencil marks.
pub(crate) async fn hint(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let scale = request.scale()?.unwrap_or(Scale::Hodoku);
    let options = path_options(&request, scale)?;
    if let Some(variant) = request.variant()? {
        if scale != Scale::Hodoku || !options.guess {
            return Err(ApiError::bad(
                "a variant puzzle is hinted on the variant scale; scale=se and guess=false are for classic 9×9 puzzles",
            ));
        }
        let variant =
            crate::variant::with_entries(&state, variant, request.text("entries")?).await?;
        return crate::variant::hint(&state, variant).await;
    }
    let mut puzzle = request.puzzle()?;
    puzzle.grid =
        crate::entries::with_entries(&state, puzzle.grid, request.text("entries")?).await?;
    let mut marks = start(&puzzle)?;
    match scale {
        Scale::Hodoku => {
            let step = state
                .run(Cost::Dear, move || {
                    sudoku_logic::next_step(&mut marks, &options)
                })
                .await?;
            record(|out| sudoku_io::write_hint_json(&puzzle.grid, step.as_ref(), out))
        }
        Scale::Se => {
            let step = state
                .run(Cost::Dear, move || sudoku_logic::se_next_step(&marks))
                .await?;
            record(|out| sudoku_io::write_se_hint_json(&puzzle.grid, step.as_ref(), out))
        }
    }
}

/// `POST /api/rate?scale=se|hodoku`: `rate --to json`'s record.
pub(crate) async fn rate(Call { state, request }: Call) -> Result<Json<Value>, ApiError> {
    let scale = request.scale()?;
    let puzzle = request.puzzle()?;
    // Refuses what `explain` refuses (no single solution, marks that rule
    // out the solution); the rating itself is the puzzle's.
    start(&puzzle)?;
    let grid = puzzle.grid;
    let (se, hodoku) = state
        .run(Cost::Dear, move || sudoku_logic::ratings(&grid, scale))
        .await?;
    record(|out| sudoku_io::write_rate_json(&grid, se.as_ref(), hodoku.as_ref(), out))
}

/// `GET /api/openapi.json`.
pub(crate) async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], OPENAPI).into_response()
}

/// Anything else: 404 with the routes there are.
pub(crate) async fn not_found() -> ApiError {
    ApiError::with(
        StatusCode::NOT_FOUND,
        "no such endpoint: POST /api/solve, count, check, convert, generate, explain, hint or rate; GET /api/openapi.json",
    )
}

/// A route asked with another method: 405, in JSON as every other error
/// (the `Allow` header names the method it takes).
pub(crate) async fn wrong_method(method: Method, uri: Uri) -> ApiError {
    let takes = crate::options::method(uri.path());
    ApiError::with(
        StatusCode::METHOD_NOT_ALLOWED,
        format!(
            "{} {}: this route takes {takes}",
            sudoku_io::echo(method.as_str()),
            sudoku_io::echo(uri.path())
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every schema of `clues` in `value`: a query parameter's, or a
    /// property of a request body.
    fn clue_schemas<'a>(value: &'a Value, found: &mut Vec<&'a Value>) {
        match value {
            Value::Object(fields) => {
                if fields.get("name") == Some(&json!("clues")) {
                    found.extend(fields.get("schema"));
                }
                if let Some(Value::Object(properties)) = fields.get("properties") {
                    found.extend(properties.get("clues"));
                }
                fields.values().for_each(|field| clue_schemas(field, found));
            }
            Value::Array(items) => items.iter().for_each(|item| clue_schemas(item, found)),
            _ => {}
        }
    }

    /// The document's bounds on `clues` are the ones the handler checks.
    #[test]
    fn the_openapi_document_bounds_clues_as_the_generator_does() {
        let document: Value = serde_json::from_str(OPENAPI).unwrap();
        let mut schemas = Vec::new();
        clue_schemas(&document, &mut schemas);
        assert_eq!(
            schemas.len(),
            2,
            "the query parameter and the body property"
        );
        for schema in schemas {
            assert_eq!(schema["minimum"], json!(clue_range().start()));
            assert_eq!(schema["maximum"], json!(clue_range().end()));
        }
    }
}
