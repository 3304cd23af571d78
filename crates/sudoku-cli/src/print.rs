//! `sudoku print`: every puzzle of the input laid out for paper, as a PDF
//! book with an answer key or as SVG pages. The layout and the writing are
//! `sudoku-print`'s; this reads the input and names what goes wrong.

use std::path::Path;

use anyhow::bail;
use sudoku_core::Solution;
use sudoku_io::AnyPuzzle;
use sudoku_print::{Entry, Layout, book, pdf, svg, undrawable};
use sudoku_variant::solver::{Budget, Outcome};

use crate::cli::{PrintArgs, PrintTo};
use crate::exit::{self, Status};
use crate::input::Input;
use crate::output;

/// Reads every puzzle, lays the book out and writes it.
pub(crate) fn run(args: &PrintArgs) -> anyhow::Result<Status> {
    let format = output::input_format(args.format)?;
    // A longer earlier book's pages would stay behind among the new ones.
    if args.to == PrintTo::Svg
        && std::fs::read_dir(&args.output).is_ok_and(|mut entries| entries.next().is_some())
    {
        bail!(
            "{}: the folder is not empty, and its pages would mix with the new ones: name a new or empty folder",
            args.output.display()
        );
    }
    let mut entries = Vec::new();
    for input in Input::all(&args.files) {
        match read(&input, format, &mut entries)? {
            Status::Success => {}
            failed => return Ok(failed),
        }
    }
    if entries.is_empty() {
        bail!("the input holds no puzzle");
    }
    if args.no_answers {
        for entry in &mut entries {
            entry.solution = None;
            if let Some(variant) = &mut entry.variant {
                variant.solution = None;
            }
        }
    }
    let layout = Layout {
        paper: args.paper.into(),
        per_page: args.per_page,
        large_print: args.large_print,
        title: args.title.clone(),
    };
    let pages = book(&entries, &layout)?;
    match args.to {
        PrintTo::Pdf => {
            let bytes = pdf::render(&pages)?;
            write(&args.output, &bytes)?;
        }
        PrintTo::Svg => {
            std::fs::create_dir_all(&args.output).map_err(|err| cannot_write(&args.output, err))?;
            for (n, page) in pages.iter().enumerate() {
                let path = args.output.join(format!("page-{:03}.svg", n + 1));
                write(
                    &path,
                    svg::render(page, &format!("page {}", n + 1)).as_bytes(),
                )?;
            }
        }
    }
    if !args.quiet {
        note_undrawable(layout.title.as_deref(), &entries);
        let puzzle_pages = entries.len().div_ceil(args.per_page);
        let answer_pages = pages.len() - puzzle_pages;
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        exit::note(&format!(
            "wrote {}: {} puzzle{} on {puzzle_pages} page{}, {answer_pages} answer page{}",
            args.output.display(),
            entries.len(),
            plural(entries.len()),
            plural(puzzle_pages),
            plural(answer_pages)
        ));
    }
    Ok(Status::Success)
}

/// Says which characters of the title and the headings the font cannot
/// draw, and so print as `?` (a heading in Chinese, a control character).
fn note_undrawable(title: Option<&str>, entries: &[Entry]) {
    let headings = entries
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| Some((format!("puzzle {}", i + 1), entry.heading.as_deref()?)));
    let places: Vec<String> = title
        .map(|title| ("the title".to_owned(), title))
        .into_iter()
        .chain(headings)
        .filter_map(|(place, text)| {
            let missing: String = undrawable(text).into_iter().collect();
            (!missing.is_empty()).then(|| format!("{place}: {}", sudoku_io::echo(&missing)))
        })
        .collect();
    if places.is_empty() {
        return;
    }
    let more = match places.len() {
        0..=3 => String::new(),
        n => format!("; and {} more", n - 3),
    };
    exit::note(&format!(
        "the font (DejaVu Sans) has no glyph for some characters, which print as '?' ({}{more})",
        places[..places.len().min(3)].join("; ")
    ));
}

/// How long a variant puzzle's search for its one solution may take in a
/// book (a classic puzzle's takes microseconds).
const VARIANT_SEARCH: std::time::Duration = std::time::Duration::from_secs(30);

/// The most puzzles one book holds: a book is laid out whole in memory,
/// about 14 KB a puzzle (8,000 puzzles took 126 MB), so this keeps it
/// under some 150 MB; a longer input is refused before it is all read.
pub(crate) const MOST_PUZZLES: usize = 10_000;

/// Adds the puzzles of `input` to `entries`; a puzzle without exactly one
/// solution is named and stops the book, and so does the puzzle past
/// [`MOST_PUZZLES`].
fn read(
    input: &Input,
    format: Option<sudoku_io::Format>,
    entries: &mut Vec<Entry>,
) -> anyhow::Result<Status> {
    let (format, _, records, _) = crate::input::open(input, format)?;
    for record in records {
        let record =
            record.map_err(|err| input.context(anyhow::Error::from(err).context("cannot read")))?;
        if entries.len() == MOST_PUZZLES {
            let name = input.name().map(|n| format!("{n}: ")).unwrap_or_default();
            bail!(
                "{name}line {}: a book holds at most {MOST_PUZZLES} puzzles (it is laid out whole in memory, about 14 KB a puzzle): print the input in parts, e.g. `split -l {MOST_PUZZLES}` (nothing written)",
                record.line
            );
        }
        let name = input.name().map(|n| format!("{n}: ")).unwrap_or_default();
        let refuse = |why: &str| {
            exit::error(&format!(
                "{name}line {}: the puzzle {why}; a book's puzzles need exactly one (nothing written)",
                record.line
            ));
            Ok(Status::NoSolution)
        };
        let puzzle = match sudoku_io::parse_any(format, &record)
            .map_err(|err| input.context(anyhow::anyhow!(err)))?
        {
            AnyPuzzle::Classic(puzzle) => *puzzle,
            AnyPuzzle::Variant(puzzle) => {
                let budget = Budget {
                    deadline: Some(std::time::Instant::now() + VARIANT_SEARCH),
                    stop: None,
                };
                let solution = match sudoku_variant::solver::solve(&puzzle, budget) {
                    Ok(Outcome::Unique(solution)) => solution,
                    Ok(Outcome::None) => return refuse("has no solution"),
                    Ok(Outcome::Multiple(_)) => return refuse("has more than one solution"),
                    Err(_) => {
                        exit::error(&format!(
                            "{name}line {}: the variant puzzle's search ran past {} s, its bound in a book (nothing written)",
                            record.line,
                            VARIANT_SEARCH.as_secs()
                        ));
                        return Ok(Status::TimeUp);
                    }
                };
                entries.push(sudoku_io::variant_entry(&puzzle, Some(solution)));
                continue;
            }
        };
        let solution = match sudoku_core::solve(&puzzle.grid) {
            Solution::Unique(solution) => solution,
            Solution::None => return refuse("has no solution"),
            Solution::Multiple(_) => return refuse("has more than one solution"),
        };
        entries.push(Entry {
            puzzle: puzzle.grid,
            solution: Some(solution),
            marks: puzzle.marks,
            heading: sudoku_io::heading(&puzzle.meta),
            variant: None,
        });
    }
    Ok(Status::Success)
}

/// Writes `bytes` to `path`, whole or with an error naming it.
fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    std::fs::write(path, bytes).map_err(|err| cannot_write(path, err))
}

/// A file that could not be written: exit code 3.
fn cannot_write(path: &Path, err: std::io::Error) -> anyhow::Error {
    exit::FileWriteError(path.to_owned(), err).into()
}
