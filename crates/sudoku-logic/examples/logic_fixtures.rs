//! Writes `fixtures/logic/<technique>.txt`: for each technique, a grid of
//! pencil marks where it applies with the exact step it must find, and one
//! where it must find nothing. The grids come from HoDoKu's regression
//! library (`../shared/data/logic/reglib-1.3.txt`), whose expected
//! eliminations the step must match; the forcing chains' from the path of a
//! hard puzzle.
//!
//! ```text
//! cargo run -p sudoku-logic --example logic_fixtures -- fixtures/logic
//! ```

#[path = "../tests/common/reglib.rs"]
mod reglib;

use std::fmt::Write as _;
use std::path::PathBuf;

use sudoku_core::{Cell, Grid};
use sudoku_logic::{Candidates, Options, Technique, explain, find_all};

/// A grid's pencil marks as the regression library writes them: the
/// digits (`+` before one placed rather than given), a colon, and the
/// candidates the digits do not rule out but that are gone (`dRC` each).
fn library_form(grid: &Candidates) -> String {
    let digits = grid.grid();
    let natural = Candidates::new(&digits);
    let mut text = String::new();
    let mut gone = Vec::new();
    for cell in Cell::all() {
        match grid.value(cell) {
            Some(d) if grid.is_given(cell) => text.push(char::from(b'0' + d.get())),
            Some(d) => {
                text.push('+');
                text.push(char::from(b'0' + d.get()));
            }
            None => {
                text.push('.');
                for d in natural.candidates(cell) {
                    if !grid.candidates(cell).any(|c| c == d) {
                        gone.push(format!("{}{}{}", d, cell.row() + 1, cell.col() + 1));
                    }
                }
            }
        }
    }
    format!("{text}:{}", gone.join(" "))
}

/// The file name of a technique: `x-wing`, `locked-candidates-type-1-pointing`.
fn slug(technique: Technique) -> String {
    let mut slug = String::new();
    for c in technique.name().chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_owned()
}

fn main() {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "fixtures/logic".to_owned()),
    );
    std::fs::create_dir_all(&dir).expect("the fixtures folder");
    let text = reglib::library().expect("the regression library");
    let cases: Vec<reglib::Case> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with(':'))
        .filter_map(|(i, l)| reglib::parse(i + 1, l))
        .collect();
    for &technique in Technique::ALL {
        let forcing_kind = matches!(
            technique,
            Technique::ForcingChain
                | Technique::ForcingChainVerity
                | Technique::ForcingNet
                | Technique::ForcingNetVerity
                | Technique::BruteForce
        );
        let (yes, no) = if forcing_kind {
            forcing(technique)
        } else {
            from_library(technique, &cases)
        };
        let mut file = format!(
            "# {}: grids of pencil marks as HoDoKu's regression library writes\n\
             # them (the digits, `+` before a placed one, `:`, the candidates the\n\
             # digits leave that are gone), each with the step it must find, or `none`.\n",
            technique.name()
        );
        for (source, grid, step) in [yes, no] {
            let _ = write!(file, "# {source}\n{}\n=> {step}\n", library_form(&grid));
        }
        std::fs::write(dir.join(format!("{}.txt", slug(technique))), file).expect("written");
    }
}

type Example = (String, Candidates, String);

/// The first library case of `technique` that it solves as expected, and a
/// case where it must find nothing.
fn from_library(technique: Technique, cases: &[reglib::Case]) -> (Example, Example) {
    let yes = cases
        .iter()
        .filter(|c| c.code == technique.code() && c.variant != "x" && reglib::on_by_default(c))
        .find_map(|case| {
            let expected = reglib::expected(case);
            let step = find_all(technique, &case.grid)
                .into_iter()
                .find(|s| reglib::outcome(s) == expected)?;
            Some((
                format!("HoDoKu's regression library, line {}", case.line),
                case.grid.clone(),
                step.to_string(),
            ))
        })
        .or_else(|| elsewhere_in_library(technique, cases))
        .unwrap_or_else(|| panic!("no case of {technique}"));
    let no = cases
        .iter()
        .filter(|c| c.code == technique.code() && c.variant == "x")
        .chain(
            cases
                .iter()
                .filter(|c| c.code != technique.code() && c.variant != "x"),
        )
        .find(|case| find_all(technique, &case.grid).is_empty())
        .map(|case| {
            (
                format!(
                    "HoDoKu's regression library, line {} (a case of {})",
                    case.line, case.code
                ),
                case.grid.clone(),
                "none".to_owned(),
            )
        })
        .unwrap_or_else(|| panic!("no empty case of {technique}"));
    (yes, no)
}

/// For a technique the library has no case of (HoDoKu's Franken X-Wing):
/// the first of its grids, of any technique, where the technique finds a
/// step, every elimination of which the grid's solution bears out.
fn elsewhere_in_library(technique: Technique, cases: &[reglib::Case]) -> Option<Example> {
    cases.iter().find_map(|case| {
        let sudoku_core::Solution::Unique(solution) = sudoku_core::solve(&case.grid.grid()) else {
            return None;
        };
        let step = find_all(technique, &case.grid).into_iter().next()?;
        let sound = step.eliminations.iter().all(|e| solution.get(e.cell) != Some(e.digit))
            && step.placements.iter().all(|p| solution.get(p.cell) == Some(p.digit));
        assert!(sound, "line {}: {step} is unsound", case.line);
        Some((
            format!(
                "HoDoKu's regression library, line {} (a case of {}; the library has none of {technique})",
                case.line, case.code
            ),
            case.grid.clone(),
            step.to_string(),
        ))
    })
}

/// Forcing steps from the path of a hard puzzle: the first grid on it where
/// `technique` finds a step, and the first where it finds nothing (the
/// solved grid if there is none).
fn forcing(technique: Technique) -> (Example, Example) {
    let line = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(line.bytes()) {
        *v = if c == b'.' { 0 } else { c - b'0' };
    }
    let puzzle = Grid::from_values(values).expect("a puzzle");
    let explanation = explain(&puzzle, &Options::default()).expect("unique");
    let mut grid = Candidates::new(&puzzle);
    let mut yes = None;
    let mut no = None;
    for (i, step) in explanation.steps.iter().enumerate() {
        let found = if yes.is_none() || no.is_none() {
            sudoku_logic::find_first(technique, &grid)
        } else {
            None
        };
        match found {
            Some(found) if yes.is_none() => {
                yes = Some((
                    format!("the path of {line}, before step {}", i + 1),
                    grid.clone(),
                    found.to_string(),
                ));
            }
            None if no.is_none() => {
                no = Some((
                    format!("the path of {line}, before step {}", i + 1),
                    grid.clone(),
                    "none".to_owned(),
                ));
            }
            _ => {}
        }
        grid.apply(step);
    }
    let no = no.unwrap_or_else(|| {
        (
            "the solved grid".to_owned(),
            explanation.end.clone(),
            "none".to_owned(),
        )
    });
    (yes.expect("a grid on the path where it applies"), no)
}
