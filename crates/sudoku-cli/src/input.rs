//! Where a puzzle comes from: a file or standard input, opened and its
//! format recognised from its first bytes.

use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use anyhow::Context;
use sudoku_io::{Format, ReadError, Records};

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

/// How many bytes are looked at to recognise the format.
const HEAD: usize = 64 * 1024;

/// How many when that is not enough: room for the longest first record.
const LONGEST_HEAD: usize = sudoku_io::MAX_RECORD + HEAD;

/// The records of an input, with its format and whether its start is
/// blank.
type Split = (Format, bool, Records<Box<dyn BufRead>>);

/// The same, with the input's size when it is a file.
pub(crate) type Opened = (Format, bool, Records<Box<dyn BufRead>>, Option<u64>);

/// The input's format (recognised from its first bytes unless named),
/// whether those are blank, its records, and its size when it is a file.
pub(crate) fn open(input: &Input, format: Option<Format>) -> anyhow::Result<Opened> {
    let (reader, size) = input.open()?;
    let (format, blank, records) = split(input, reader, format)?;
    Ok((format, blank, records, size))
}

/// The format of `reader` (recognised from its first bytes unless named),
/// whether those are blank, and its records.
fn split(
    input: &Input,
    mut reader: Box<dyn BufRead>,
    format: Option<Format>,
) -> anyhow::Result<Split> {
    let cannot_read =
        |err: io::Error| input.context(anyhow::Error::from(err).context("cannot read"));
    let mut head = read_head(&mut reader, HEAD).map_err(cannot_read)?;
    // A UTF-8 byte order mark (as Windows editors save) is no content.
    if head.starts_with(sudoku_io::BOM) {
        head.drain(..sudoku_io::BOM.len());
    }
    // An input that ended within the head is not read again: at a terminal,
    // one Ctrl-D ends it.
    let mut ended = head.len() < HEAD;
    let blank = head.iter().all(u8::is_ascii_whitespace);
    let format = match format {
        Some(format) => format,
        None => match sudoku_io::recognise(&head) {
            Ok(format) => format,
            // The first record may be longer than the head (a JSON puzzle
            // with long metadata): once more with room for the longest.
            Err(_) if !ended => {
                let more = read_head(&mut reader, LONGEST_HEAD - HEAD).map_err(cannot_read)?;
                ended = more.len() < LONGEST_HEAD - HEAD;
                head.extend(more);
                sudoku_io::recognise(&head).map_err(|err| input.context(read_error(err)))?
            }
            Err(err) => return Err(input.context(read_error(err))),
        },
    };
    let head = io::Cursor::new(head);
    let reader: Box<dyn BufRead> = if ended {
        Box::new(head)
    } else {
        Box::new(head.chain(reader))
    };
    Ok((format, blank, Records::new(reader, format)))
}

/// The next `limit` bytes of the input (fewer at its end), however the
/// reader delivers them.
fn read_head(reader: &mut dyn BufRead, limit: usize) -> io::Result<Vec<u8>> {
    let mut head = Vec::with_capacity(limit.min(HEAD));
    reader.take(limit as u64).read_to_end(&mut head)?;
    Ok(head)
}

/// A read error; when several formats read the input differently, a hint
/// to name one of them.
fn read_error(err: ReadError) -> anyhow::Error {
    match err {
        ReadError::Ambiguous(formats) => {
            let names: Vec<&str> = formats.iter().map(|f| f.name()).collect();
            let err = ReadError::Ambiguous(formats.clone());
            anyhow::anyhow!("{err}; name the format with --from {}", names.join("|"))
        }
        other => other.into(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::io::BufReader;

    use super::*;

    /// Standard input at a terminal: what was typed, then end of input
    /// (Ctrl-D) once; reading again would wait for more typing.
    struct Terminal {
        typed: VecDeque<&'static [u8]>,
        ended: bool,
    }

    impl Read for Terminal {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.typed.pop_front() {
                Some(text) => {
                    buf[..text.len()].copy_from_slice(text);
                    Ok(text.len())
                }
                None => {
                    assert!(
                        !self.ended,
                        "read again after Ctrl-D: a second Ctrl-D needed"
                    );
                    self.ended = true;
                    Ok(0)
                }
            }
        }
    }

    #[test]
    fn one_ctrl_d_ends_input_typed_at_a_terminal() {
        let line =
            b"1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\n";
        for format in [None, Some(Format::Line)] {
            let terminal = Terminal {
                typed: VecDeque::from([&line[..40], &line[40..]]),
                ended: false,
            };
            let reader: Box<dyn BufRead> = Box::new(BufReader::new(terminal));
            let (format, blank, records) = split(&Input::Stdin, reader, format).unwrap();
            assert_eq!(format, Format::Line);
            assert!(!blank);
            let records: Vec<_> = records.collect::<io::Result<_>>().unwrap();
            assert_eq!(records.len(), 1);
        }
    }
}
