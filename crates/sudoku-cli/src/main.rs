//! The `sudoku` command: parses the command line, calls the libraries and
//! turns the outcome into messages and an exit code.

mod batch;
mod check;
mod cli;
mod closed;
mod convert;
mod count;
mod equivalence;
mod exit;
mod explain;
mod generate;
mod input;
mod interrupt;
mod manual;
mod output;
mod print;
mod progress;
mod rate;
mod report;
mod serve;
mod solve;
mod stretch;
mod variant;
mod variant_explain;

use std::process::ExitCode;

use clap::Parser as _;

use cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return exit::usage(&err),
    };
    // The server stops on Ctrl-C itself, finishing its requests.
    if !matches!(cli.command, Command::Serve(_)) {
        interrupt::install();
    }
    if let Err(err) = exit::stdout_is_open() {
        return exit::code(Err(err));
    }
    let outcome = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Count(args) => count::run(args),
        Command::Check(args) => check::run(args),
        Command::Candidates(args) => variant::candidates(args),
        Command::Generate(args) => generate::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => explain::hint(args),
        Command::Rate(args) => rate::run(args),
        Command::Canon(args) => equivalence::canon(args),
        Command::Transform(args) => equivalence::transform(args),
        Command::Print(args) => print::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Completions(args) => manual::completions(args),
        Command::Man => manual::man(),
    };
    exit::code(outcome)
}
