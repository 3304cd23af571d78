//! Reading the one puzzle of a command's input.

use anyhow::{anyhow, bail};
use sudoku_io::{Format, Puzzle, ReadError};

use crate::cli::FormatArg;
use crate::input::Input;

/// The puzzle in `input`, in the named format or the one recognised.
pub(crate) fn read_puzzle(
    input: &Input,
    format: Option<FormatArg>,
) -> anyhow::Result<(Format, Puzzle)> {
    let format = format.map(Format::from);
    if let Some(format) = format.filter(|format| !format.is_readable()) {
        let readable: Vec<&str> = Format::READABLE.iter().map(|f| f.name()).collect();
        bail!(
            "the {format} format is for output only; the input may be {}",
            readable.join(", ")
        );
    }
    let bytes = input.read()?;
    sudoku_io::read(&bytes, format).map_err(|err| input.context(read_error(err)))
}

/// A read error, with a hint to name the format when it was not recognised.
fn read_error(err: ReadError) -> anyhow::Error {
    match err {
        ReadError::Unrecognised(_) | ReadError::Ambiguous(_) => {
            let names: Vec<&str> = Format::READABLE.iter().map(|f| f.name()).collect();
            anyhow!("{err}; name the format with --from {}", names.join("|"))
        }
        other => other.into(),
    }
}
