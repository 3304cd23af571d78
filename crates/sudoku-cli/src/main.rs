//! The `sudoku` command: parses the command line, calls the libraries and
//! turns the outcome into messages and an exit code.

mod batch;
mod check;
mod cli;
mod convert;
mod count;
mod exit;
mod generate;
mod input;
mod output;
mod progress;
mod solve;

use std::process::ExitCode;

use clap::Parser as _;

use cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return exit::usage(&err),
    };
    let outcome = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Count(args) => count::run(args),
        Command::Check(args) => check::run(args),
        Command::Generate(args) => generate::run(args),
    };
    exit::code(outcome)
}
