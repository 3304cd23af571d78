//! Puzzle files: one puzzle a line.

use std::path::Path;

use anyhow::{Context, bail};
use sudoku_core::Grid;

/// The puzzles of `path`: each line that is neither blank nor a `#`
/// comment holds 81 cells, `1`-`9` or `.`/`0` for a blank; anything after
/// them is ignored. `\r\n` line ends are fine.
pub(crate) fn load(path: &Path) -> anyhow::Result<Vec<Grid>> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("{}: cannot read", path.display()))?;
    let mut puzzles = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut values = [0u8; 81];
        let cells = line.as_bytes();
        if cells.len() < 81 {
            bail!(
                "{}: line {}: expected 81 cells, found {}",
                path.display(),
                n + 1,
                cells.len()
            );
        }
        for (i, (value, &c)) in values.iter_mut().zip(cells).enumerate() {
            *value = match c {
                b'.' | b'0' => 0,
                b'1'..=b'9' => c - b'0',
                _ => bail!(
                    "{}: line {}, column {}: expected a digit or '.'",
                    path.display(),
                    n + 1,
                    i + 1
                ),
            };
        }
        puzzles.push(Grid::from_values(values).context("digits")?);
    }
    Ok(puzzles)
}
