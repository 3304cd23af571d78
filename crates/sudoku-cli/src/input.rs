//! Where a puzzle comes from: a file or standard input.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::Context;

/// A source of input, named for error messages.
pub(crate) enum Input {
    /// Standard input, for no FILE or `-`.
    Stdin,
    /// A file.
    File(PathBuf),
}

impl Input {
    /// The input FILE names: `-` or nothing means standard input.
    pub(crate) fn new(file: Option<&Path>) -> Input {
        match file {
            Some(path) if path != Path::new("-") => Input::File(path.to_owned()),
            _ => Input::Stdin,
        }
    }

    /// What to put before a message about this input: the file's name.
    pub(crate) fn name(&self) -> Option<String> {
        match self {
            Input::Stdin => None,
            Input::File(path) => Some(path.display().to_string()),
        }
    }

    /// `err` as said of this input: after the file's name, if any.
    pub(crate) fn context(&self, err: anyhow::Error) -> anyhow::Error {
        match self.name() {
            Some(name) => err.context(name),
            None => err,
        }
    }

    /// All the bytes of the input.
    pub(crate) fn read(&self) -> anyhow::Result<Vec<u8>> {
        match self {
            Input::Stdin => {
                let mut bytes = Vec::new();
                std::io::stdin()
                    .lock()
                    .read_to_end(&mut bytes)
                    .context("cannot read standard input")?;
                Ok(bytes)
            }
            Input::File(path) => {
                std::fs::read(path).with_context(|| format!("{}: cannot read", path.display()))
            }
        }
    }
}
