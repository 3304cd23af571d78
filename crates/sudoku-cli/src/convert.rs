//! `sudoku convert`.

use std::io::Write;

use sudoku_io::Format;

use crate::cli::ConvertArgs;
use crate::input::Input;
use crate::reading::read_puzzle;

/// Reads the puzzle and writes it in the requested format.
pub(crate) fn run(args: &ConvertArgs) -> anyhow::Result<()> {
    let input = Input::new(args.file.as_deref());
    let (_, puzzle) = read_puzzle(&input, args.from)?;
    let to = Format::from(args.to);
    let mut stdout = std::io::stdout().lock();
    to.write(&puzzle, &mut stdout)?;
    stdout.flush()?;
    if !to.carries_metadata() && !puzzle.meta.is_empty() && !args.quiet {
        let dropped: Vec<&str> = puzzle
            .meta
            .fields()
            .iter()
            .filter(|(_, value)| value.is_some())
            .map(|(name, _)| *name)
            .collect();
        crate::exit::note(&format!(
            "the {to} format carries no metadata: dropped {}",
            dropped.join(", ")
        ));
    }
    Ok(())
}
