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
        let (yes, no) = if matches!(technique, Technique::ForcingChain | Technique::ForcingNet) {
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

/// Forcing steps from the path of a hard puzzle: the grid before the
/// first step of `technique`, and, for chains, the grid before a net
/// (where chains found nothing).
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
    for step in &explanation.steps {
        if step.technique == technique && yes.is_none() {
            yes = Some((
                format!("the path of {line}"),
                grid.clone(),
                step.to_string(),
            ));
        }
        let other = if technique == Technique::ForcingChain {
            Technique::ForcingNet
        } else {
            Technique::ForcingChain
        };
        if step.technique == other && no.is_none() && technique == Technique::ForcingChain {
            no = Some((
                format!("the path of {line}, before a forcing net"),
                grid.clone(),
                "none".to_owned(),
            ));
        }
        grid.apply(step);
    }
    let no = no.unwrap_or_else(|| {
        // A net always finds something where a chain does; an easy grid
        // has no contradiction that singles do not settle at once.
        let solved = explanation.end.clone();
        ("the solved grid".to_owned(), solved, "none".to_owned())
    });
    (yes.expect("a forcing step on the path"), no)
}
