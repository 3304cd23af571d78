//! `sudoku completions` and `sudoku man`: what shells and `man` read,
//! generated from the command-line definition so they never fall behind.

use std::io::{self, Write};

use clap::CommandFactory;
use clap_mangen::Man;
use roff::{Roff, bold, roman};
use sudoku_io::Format;

use crate::cli::{Cli, CompletionsArgs};
use crate::exit::{Status, write_error};

/// Prints the completion script for a shell.
pub(crate) fn completions(args: &CompletionsArgs) -> anyhow::Result<Status> {
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "sudoku", &mut out);
    io::stdout().lock().write_all(&out).map_err(write_error)?;
    Ok(Status::Success)
}

/// Prints the manual page.
pub(crate) fn man() -> anyhow::Result<Status> {
    let page = page().map_err(write_error)?;
    io::stdout().lock().write_all(&page).map_err(write_error)?;
    Ok(Status::Success)
}

/// The manual page, in roff: the command, each subcommand with its
/// options, the formats and the exit codes.
pub(crate) fn page() -> io::Result<Vec<u8>> {
    let command = Cli::command();
    let man = Man::new(command.clone());
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    // Ragged right: puzzles and paths are long words that justified lines
    // could not stretch to fit.
    out.extend_from_slice(b".ad l\n");
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    let mut roff = Roff::default();
    roff.control("SH", ["COMMANDS"]);
    for sub in command.get_subcommands() {
        roff.control("TP", []);
        roff.text([bold(format!("sudoku {}", sub.get_name()))]);
        roff.text([roman(
            sub.get_about().map(ToString::to_string).unwrap_or_default(),
        )]);
    }
    roff.to_writer(&mut out)?;
    for sub in command.get_subcommands() {
        let name = format!("SUDOKU {}", sub.get_name().to_uppercase());
        let mut roff = Roff::default();
        roff.control("SH", [name.as_str()]);
        let about = sub
            .get_long_about()
            .or_else(|| sub.get_about())
            .map(ToString::to_string)
            .unwrap_or_default();
        for paragraph in about.split("\n\n") {
            roff.control("PP", []);
            roff.text([roman(paragraph.replace('\n', " "))]);
        }
        roff.to_writer(&mut out)?;
        let mut options = Vec::new();
        Man::new(sub.clone()).render_options_section(&mut options)?;
        let options = String::from_utf8_lossy(&options).replace(".SH OPTIONS", ".SS Options");
        out.extend_from_slice(options.as_bytes());
    }
    let mut roff = Roff::default();
    roff.control("SH", ["FORMATS"]);
    roff.text([roman(
        "Without --from, the format is recognised from the content. Each format, with a taste of it:",
    )]);
    for format in Format::ALL {
        roff.control("TP", []);
        roff.text([bold(format.name())]);
        roff.text([roman(format.example())]);
    }
    roff.control("SH", ["EXAMPLES"]);
    for (what, example) in EXAMPLES {
        roff.control("TP", []);
        roff.text([roman(*what)]);
        roff.text([bold(*example)]);
    }
    roff.control("SH", ["EXIT STATUS"]);
    for (code, meaning) in EXIT_STATUS {
        roff.control("TP", []);
        roff.text([bold(*code)]);
        roff.text([roman(*meaning)]);
    }
    roff.control("SH", ["VERSION"]);
    roff.text([roman(sudoku_io::VERSION)]);
    roff.to_writer(&mut out)?;
    let text = ascii(&code_spans(&String::from_utf8_lossy(&out)));
    Ok(breakable(&text).into_bytes())
}

/// `text` with each `code` span of the help texts (Markdown, as `--help`
/// shows them) in bold and without its backticks, on text lines; roff's
/// own request lines are left alone.
fn code_spans(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            if line.starts_with('.') || line.matches('`').count() < 2 {
                return line.to_owned();
            }
            let mut out = String::with_capacity(line.len() + 16);
            let mut open = false;
            let pairs = line.matches('`').count() / 2 * 2;
            let mut seen = 0;
            for c in line.chars() {
                if c == '`' && seen < pairs {
                    seen += 1;
                    out.push_str(if open { "\\fR" } else { "\\fB" });
                    open = !open;
                } else {
                    out.push(c);
                }
            }
            out
        })
        .collect();
    lines.join("\n") + "\n"
}

/// `text` with a break point (`\:`) every 27 characters in words of more
/// than 60 (an 81-character puzzle), which no line could hold whole.
fn breakable(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            if line.starts_with('.') {
                return line.to_owned();
            }
            let words: Vec<String> = line
                .split(' ')
                .map(|word| {
                    if word.len() <= 60 || !word.is_ascii() {
                        return word.to_owned();
                    }
                    let parts: Vec<&str> = (0..word.len())
                        .step_by(27)
                        .map(|i| &word[i..(i + 27).min(word.len())])
                        .collect();
                    parts.join("\\:")
                })
                .collect();
            words.join(" ")
        })
        .collect();
    lines.join("\n") + "\n"
}

/// `text` with every character beyond ASCII as groff's escape for it
/// (`×` as `\[u00D7]`), so the page reads the same whatever encoding
/// `man` assumes.
fn ascii(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("\\[u{:04X}]", u32::from(c)));
        }
    }
    out
}

/// The exit codes, for every command (each command's `--help` says which
/// apply to it).
const EXIT_STATUS: &[(&str, &str)] = &[
    (
        "0",
        "Every puzzle solved (convert: converted; count: counted, each at least once; check: every puzzle unique; generate: every puzzle made).",
    ),
    (
        "1",
        "Some puzzle has no solution (check, explain, hint: or several; generate: gave up). convert never exits 1.",
    ),
    (
        "2",
        "Some puzzle could not be read, or the input or the command line is wrong.",
    ),
    ("3", "The output could not be written."),
    (
        "4",
        "rate, explain, hint: some puzzle ran past --time-limit (its record says so); generate: stopped at --time-limit.",
    ),
    (
        "130",
        "Interrupted (Ctrl-C): the output ends after a whole record.",
    ),
];

/// The EXAMPLES section: what a newcomer does first.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "Solve a puzzle, its format recognised:",
        "sudoku solve puzzle.txt",
    ),
    (
        "Solve Baekjoon 2580's input, written back in its format:",
        "sudoku solve --format spaced < input.txt",
    ),
    (
        "Whether each puzzle of a collection has exactly one solution:",
        "sudoku check collection.txt",
    ),
    (
        "Ten new puzzles of HoDoKu's Hard level, the same each time:",
        "sudoku generate -n 10 --seed 1 --difficulty hard",
    ),
    (
        "The steps a person would take, and the difficulty on both scales:",
        "sudoku explain puzzle.txt; sudoku rate puzzle.txt",
    ),
    (
        "The hardest puzzles rated on SE's scale, each within 10 s:",
        "sudoku rate -s se --time-limit 10s hardest.txt",
    ),
    (
        "A printable book with its answer key:",
        "sudoku generate -n 24 --seed 1 | sudoku print -o book.pdf",
    ),
    ("The web page, on this machine only:", "sudoku serve --open"),
];
