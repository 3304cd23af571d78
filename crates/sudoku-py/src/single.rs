//! One puzzle at a time: `solve`, `count`, `check`, `generate`, `read`,
//! `read_many`, `write`, `explain`, `rate`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_core::{Generator, Solution, Symmetry};
use sudoku_io::{Format, Puzzle, Records};
use sudoku_logic::{Candidates, Options, Scale};

use crate::errors::{UnsolvableError, parse_error};
use crate::interrupt::{interruptible, stopped};
use crate::record::written;
use crate::shape::{self, give, line};

/// Adds the functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(read_many, m)?)?;
    m.add_function(wrap_pyfunction!(write, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    Ok(())
}

/// Solve a puzzle: its solution in the puzzle's shape, or None when it has
/// none.
///
/// `puzzle` is text in any format the command line reads (recognised, or
/// in `format`), a 9×9 list, a flat list of 81 cells, or a NumPy array of
/// shape (81,) or (9, 9); 0 (or a blank character in text) is an empty
/// cell. The solution comes back alike: text as an 81-character line, an
/// array as uint8. A variant puzzle (an f-puzzles link, string or JSON, of
/// any size and rules) gives its solution as rows of digits. A puzzle with several solutions gets the
/// lexicographically smallest (the one whose 81 digits read row by row
/// are the smallest number); `count` says whether there are several.
///
/// >>> sudoku.solve("1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7")
/// '143628579572139468986754231391542786468917352725863914237481695619275843854396127'
///
/// Raises ParseError for text that is not a puzzle, ValueError for a cell
/// out of 0-9 or a bad shape, TypeError for anything else.
#[pyfunction]
#[pyo3(signature = (puzzle, format = None))]
fn solve(py: Python<'_>, puzzle: &Bound<'_, PyAny>, format: Option<&str>) -> PyResult<Py<PyAny>> {
    if let Some(variant) = crate::variant::variant(puzzle, shape::format(format)?)? {
        return crate::variant::solve(py, &variant);
    }
    let (puzzle, shape) = shape::puzzle(puzzle, shape::format(format)?)?;
    let solution = py.detach(|| sudoku_core::solve(&puzzle.grid));
    match solution {
        Solution::Unique(grid) | Solution::Multiple(grid) => give(py, &grid, shape),
        Solution::None => Ok(py.None()),
    }
}

/// Count a puzzle's solutions, up to `limit` (at least 1): 0 for none, 1
/// for a proper puzzle, `limit` for "that many or more".
///
/// >>> sudoku.count("." * 81, limit=1000)
/// 1000
#[pyfunction]
#[pyo3(signature = (puzzle, limit = 2, format = None))]
fn count(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    limit: usize,
    format: Option<&str>,
) -> PyResult<usize> {
    if limit == 0 {
        return Err(PyValueError::new_err("limit must be at least 1"));
    }
    if let Some(variant) = crate::variant::variant(puzzle, shape::format(format)?)? {
        return crate::variant::count(py, &variant, limit);
    }
    let (puzzle, _) = shape::puzzle(puzzle, shape::format(format)?)?;
    let grid = puzzle.grid;
    interruptible(py, |stop| {
        sudoku_core::count_until(&grid, limit, &|| stopped(stop))
    })
}

/// Check a puzzle as a setter would: a dict with "givens", "conflicts"
/// (pairs of clashing givens), "solutions" ("none", "unique" or
/// "multiple"), "minimal" and "redundant" (the givens that could each go,
/// for a unique puzzle), and "given_solution" when the input gave one (a
/// csv solution column): "right" or "wrong: ...". The same record as
/// `sudoku check --to json` (schemas/check.schema.json).
#[pyfunction]
#[pyo3(signature = (puzzle, format = None))]
fn check(py: Python<'_>, puzzle: &Bound<'_, PyAny>, format: Option<&str>) -> PyResult<Py<PyAny>> {
    if let Some(variant) = crate::variant::variant(puzzle, shape::format(format)?)? {
        return crate::variant::check(py, &variant);
    }
    let (puzzle, _) = shape::puzzle(puzzle, shape::format(format)?)?;
    let verdict = py.detach(|| sudoku_core::check(&puzzle.grid));
    written(py, |out| {
        sudoku_io::write_check_json(&puzzle.grid, &verdict, puzzle.solution.as_ref(), out)
    })
}

/// Make `n` new puzzles, each with exactly one solution and no given that
/// could go (minimal), as 81-character lines. The same `seed` gives the
/// same puzzles; without one, a random seed is drawn. `symmetry` is one of
/// "none", "rotational" (180°), "quarter-turn" (90°), "horizontal",
/// "vertical", "diagonal" or "anti-diagonal". `difficulty` keeps to one of
/// HoDoKu's levels ("easy", "medium", "hard", "unfair", "extreme") and
/// `rating` to a range of Sudoku Explainer ratings ("7.0..8.5", "7..",
/// "..3.4"), as `sudoku generate --difficulty --rating` do: puzzles
/// outside them are thrown away, so the harder ones take longer. `clues`
/// (17-81) keeps to at most that many givens, as `--clues`; with
/// `minimal=False` (`--no-minimal`), givens stop being taken away once
/// there are that many or fewer, and a puzzle may keep some it does not
/// need.
///
/// Raises ValueError for an unknown symmetry, difficulty or range, or
/// clues outside 17-81, and RuntimeError when no puzzle could be made as
/// asked (a symmetry with too few minimal puzzles, a band too narrow, too
/// few clues).
#[pyfunction]
#[pyo3(signature = (n, seed = None, symmetry = "none", difficulty = None, rating = None, clues = None, minimal = true))]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
fn generate(
    py: Python<'_>,
    n: u64,
    seed: Option<u64>,
    symmetry: &str,
    difficulty: Option<&str>,
    rating: Option<&str>,
    clues: Option<usize>,
    minimal: bool,
) -> PyResult<Vec<String>> {
    if let Some(Err(err)) = clues.map(sudoku_core::clue_count) {
        return Err(PyValueError::new_err(format!("clues={}: {err}", err.0)));
    }
    let value_error = |err: &dyn std::fmt::Display| PyValueError::new_err(err.to_string());
    let symmetry: Symmetry = symmetry.parse().map_err(|err| value_error(&err))?;
    let level = difficulty
        .map(str::parse::<sudoku_logic::Level>)
        .transpose()
        .map_err(|err| value_error(&err))?;
    let er = rating
        .map(str::parse::<sudoku_logic::ErRange>)
        .transpose()
        .map_err(|err| value_error(&err))?;
    let band = sudoku_logic::Band { level, er };
    let seed = seed.unwrap_or_else(Generator::random_seed);
    let generator = Generator {
        symmetry,
        minimal,
        max_clues: clues,
        ..Generator::default()
    };
    if let Some(why) = band.impossible() {
        return Err(PyValueError::new_err(why));
    }
    interruptible(py, |stop| {
        sudoku_logic::unless_stopped(stop, || {
            (0..n)
                .map(|index| {
                    generator
                        .generate_until(seed, index, &|p| band.holds(p), &|| stopped(stop))
                        .map(|made| line(&made.puzzle))
                })
                .collect::<Result<Vec<_>, _>>()
        })
    })?
    .unwrap_or_else(|| Ok(Vec::new()))
    .map_err(|gave_up| pyo3::exceptions::PyRuntimeError::new_err(gave_up.to_string()))
}

/// Read one puzzle from text, in `format` (a name as `sudoku --help`
/// lists them: "line", "packed", "spaced", "json", "sdk", "ss", "grid",
/// "csv", "pretty", "candidates", "fpuzzles"; "svg" is written only) or, with None, in whichever format reads
/// it: an 81-character line, `.` for blanks.
///
/// Raises ParseError (with `.line` and `.column`) when it is not a puzzle.
#[pyfunction]
#[pyo3(signature = (text, format = None))]
fn read(py: Python<'_>, text: &str, format: Option<&str>) -> PyResult<String> {
    let (_, puzzle) = sudoku_io::read(text.as_bytes(), shape::format(format)?)
        .map_err(|err| parse_error(py, &err))?;
    Ok(line(&puzzle.grid))
}

/// Read every puzzle of a text holding many (a file's contents), as the
/// command line splits them: one a line, or grids between blank lines, or
/// JSON values. A list of 81-character lines, in order.
///
/// Raises ParseError at the first record that is not a puzzle.
#[pyfunction]
#[pyo3(signature = (text, format = None))]
fn read_many(py: Python<'_>, text: &str, format: Option<&str>) -> PyResult<Vec<String>> {
    let format = match shape::format(format)? {
        Some(format) => format,
        None => sudoku_io::recognise(text.as_bytes()).map_err(|err| parse_error(py, &err))?,
    };
    let mut puzzles = Vec::new();
    for record in Records::new(text.as_bytes(), format) {
        let record = record.map_err(|err| PyValueError::new_err(err.to_string()))?;
        let puzzle = format
            .parse_record(&record)
            .map_err(|err| parse_error(py, &err.into()))?;
        puzzles.push(line(&puzzle.grid));
    }
    Ok(puzzles)
}

/// Write a puzzle as text in `format` (see `read`), as the command line
/// writes it: "spaced" and "packed" byte for byte as Baekjoon 2580/2239
/// expect, "grid" boxed, "json" one object on one line.
#[pyfunction]
#[pyo3(signature = (puzzle, format = "line"))]
fn write(puzzle: &Bound<'_, PyAny>, format: &str) -> PyResult<String> {
    let to = shape::format(Some(format))?.unwrap_or(Format::Line);
    let (puzzle, _) = shape::puzzle(puzzle, None)?;
    let puzzle = Puzzle {
        marks: None,
        ..puzzle
    };
    to.render(&puzzle)
        .map_err(|err| PyValueError::new_err(err.to_string()))
}

/// The pencil marks a puzzle's explanation starts from.
fn start(puzzle: &Puzzle) -> PyResult<Candidates> {
    sudoku_logic::start(&puzzle.grid, puzzle.marks.as_ref())
        .map_err(|why| UnsolvableError::new_err(why.to_string()))
}

/// The options of HoDoKu's path: `guess`, which SE's path refuses when
/// false, as `--no-guess` is refused with `--scale se`.
fn path_options(scale: Scale, guess: bool) -> PyResult<Options> {
    if scale == Scale::Se && !guess {
        return Err(PyValueError::new_err(
            "guess=False is for HoDoKu's path; SE's path never guesses",
        ));
    }
    Ok(Options {
        guess,
        ..Options::default()
    })
}

/// Explain a puzzle the way people solve it: a dict with the steps, as
/// `sudoku explain --to json` writes it (schemas/explain.schema.json).
/// `scale` is "hodoku" (HoDoKu 2.2.0's techniques and order, the default)
/// or "se" (Sudoku Explainer 1.2.1's path and ratings). `guess=False`
/// (HoDoKu's path only) takes nested forcing nets where HoDoKu guesses,
/// as `--no-guess` does. A variant puzzle (an f-puzzles link, string or
/// JSON, or the variant text) is explained on our own variant scale: the
/// record has "scale": "variant", "size" and "bifurcations".
///
/// Raises UnsolvableError for a puzzle without a single solution.
#[pyfunction]
#[pyo3(signature = (puzzle, scale = "hodoku", format = None, guess = true))]
fn explain(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    scale: &str,
    format: Option<&str>,
    guess: bool,
) -> PyResult<Py<PyAny>> {
    let scale = shape::scale(scale)?;
    let options = path_options(scale, guess)?;
    let format = shape::format(format)?;
    if let Some(variant) = crate::variant::variant(puzzle, format)? {
        if scale != Scale::Hodoku || !guess {
            return Err(PyValueError::new_err(
                "a variant puzzle is explained on the variant scale; scale='se' and guess=False are for classic 9×9 puzzles",
            ));
        }
        return crate::variant::explain(py, &variant);
    }
    let (puzzle, _) = shape::puzzle(puzzle, format)?;
    let marks = start(&puzzle)?;
    let grid = puzzle.grid;
    match scale {
        Scale::Hodoku => {
            let explanation = stoppable(py, move || sudoku_logic::explain_from(marks, &options))?;
            written(py, |out| {
                sudoku_io::write_explain_json(&grid, &explanation, out)
            })
        }
        Scale::Se => {
            let (steps, solved, rating) =
                stoppable(py, move || sudoku_logic::se_explain_from(&marks))?;
            written(py, |out| {
                sudoku_io::write_se_path_json(&grid, &steps, solved, &rating, out)
            })
        }
    }
}

/// The next step for a player who is stuck: a dict as `sudoku hint --to
/// json` writes it, `{"puzzle", "step"}`, the step None when the grid is
/// solved. From the puzzle or its pencil marks (the candidates format).
/// `scale` is "hodoku" (HoDoKu's next step, the default) or "se" (Sudoku
/// Explainer's, with its rating; the record then has "scale": "se").
/// `guess=False` (HoDoKu's path only) gives a nested forcing net where
/// HoDoKu would guess, as `--no-guess` does. A variant puzzle gets the
/// variant explainer's first step from its givens ("scale": "variant").
///
/// Raises UnsolvableError for a puzzle without a single solution.
#[pyfunction]
#[pyo3(signature = (puzzle, scale = "hodoku", format = None, guess = true))]
fn hint(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    scale: &str,
    format: Option<&str>,
    guess: bool,
) -> PyResult<Py<PyAny>> {
    let scale = shape::scale(scale)?;
    let options = path_options(scale, guess)?;
    let format = shape::format(format)?;
    if let Some(variant) = crate::variant::variant(puzzle, format)? {
        if scale != Scale::Hodoku || !guess {
            return Err(PyValueError::new_err(
                "a variant puzzle is hinted on the variant scale; scale='se' and guess=False are for classic 9×9 puzzles",
            ));
        }
        return crate::variant::hint(py, &variant);
    }
    let (puzzle, _) = shape::puzzle(puzzle, format)?;
    let mut marks = start(&puzzle)?;
    let grid = puzzle.grid;
    match scale {
        Scale::Hodoku => {
            let step = stoppable(py, move || sudoku_logic::next_step(&mut marks, &options))?;
            written(py, |out| {
                sudoku_io::write_hint_json(&grid, step.as_ref(), out)
            })
        }
        Scale::Se => {
            let step = stoppable(py, move || sudoku_logic::se_next_step(&marks))?;
            written(py, |out| {
                sudoku_io::write_se_hint_json(&grid, step.as_ref(), out)
            })
        }
    }
}

/// Rate a puzzle: a dict as `sudoku rate --to json` writes it, with
/// Sudoku Explainer's ER/EP/ED ("se") and HoDoKu's level and score
/// ("hodoku"); `scale` limits it to one of them. A rating is the
/// puzzle's, from its digits: pencil marks play no part.
///
/// Raises UnsolvableError for a puzzle without a single solution.
#[pyfunction]
#[pyo3(signature = (puzzle, scale = None, format = None))]
fn rate(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    scale: Option<&str>,
    format: Option<&str>,
) -> PyResult<Py<PyAny>> {
    let scale = scale.map(shape::scale).transpose()?;
    let (puzzle, _) = shape::puzzle(puzzle, shape::format(format)?)?;
    // Refuses what `explain` refuses; the rating itself is the puzzle's.
    start(&puzzle)?;
    let grid = puzzle.grid;
    let (se, hodoku) = stoppable(py, move || sudoku_logic::ratings(&grid, scale))?;
    written(py, |out| {
        sudoku_io::write_rate_json(&grid, se.as_ref(), hodoku.as_ref(), out)
    })
}

/// `work` without the GIL, stopped by Ctrl-C (see [`interruptible`]).
fn stoppable<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    let done = interruptible(py, |stop| sudoku_logic::unless_stopped(stop, work))?;
    done.ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted"))
}
