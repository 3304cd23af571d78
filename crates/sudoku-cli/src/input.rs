//! Where a puzzle comes from: a file or standard input.

use std::io::{BufRead, BufReader};
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

    /// The inputs the FILE arguments name, in order: standard input for
    /// none.
    pub(crate) fn all(files: &[PathBuf]) -> Vec<Input> {
        if files.is_empty() {
            return vec![Input::Stdin];
        }
        files.iter().map(|file| Input::new(Some(file))).collect()
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

    /// The input as a buffered reader, with its size when it is a file.
    pub(crate) fn open(&self) -> anyhow::Result<(Box<dyn BufRead>, Option<u64>)> {
        match self {
            Input::Stdin => Ok((Box::new(std::io::stdin().lock()), None)),
            Input::File(path) => {
                let cannot = || format!("{}: cannot read", path.display());
                let file = std::fs::File::open(path).with_context(cannot)?;
                let metadata = file.metadata().with_context(cannot)?;
                if metadata.is_dir() {
                    anyhow::bail!("{}: cannot read: it is a directory", path.display());
                }
                let size = metadata.is_file().then_some(metadata.len());
                Ok((Box::new(BufReader::with_capacity(64 * 1024, file)), size))
            }
        }
    }
}
