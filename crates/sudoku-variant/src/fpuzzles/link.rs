//! f-puzzles strings and links: the JSON compressed with lz-string and
//! written in base64, alone or in an f-puzzles or SudokuPad address; and
//! SudokuPad's own `scl` strings, read as far as they say what the rules
//! are (`sudokupad.rs`).

use serde_json::{Map, Value};

/// The longest compressed string read (characters); what it decompresses
/// to is bounded too (`lz::MAX_TEXT`).
pub const MAX_LINK: usize = 65_536;

/// Why a string is not an f-puzzles puzzle.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LinkError {
    /// Not lz-string base64, or it does not decompress to JSON.
    #[error("not an f-puzzles string: {0}")]
    Malformed(String),
    /// Longer than [`MAX_LINK`].
    #[error("the f-puzzles string is {0} characters long, more than the {MAX_LINK} read")]
    TooLong(usize),
    /// A short link: the puzzle is on a server.
    #[error(
        "{0} is a short link: the puzzle is on the site's server, and this toolkit does not go on the network; open it in a browser and copy the long f-puzzles link or the JSON"
    )]
    Short(String),
    /// A SudokuPad puzzle (`scl`) with something its format does not give
    /// a rule for, or a field that does not read.
    #[error("SudokuPad: {0}")]
    SudokuPad(String),
}

/// What a text carries: an f-puzzles string, or SudokuPad's own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Fpuzzles,
    SudokuPad,
}

/// The f-puzzles object in `text`: JSON itself, the compressed string, or
/// an address carrying it.
///
/// # Errors
///
/// When it is none of those.
pub fn decode(text: &str) -> Result<Map<String, Value>, LinkError> {
    let text = text.trim();
    let (kind, compressed) = payload(text)?;
    let compressed = percent_decoded(compressed);
    let compressed = compressed.as_str();
    if compressed.starts_with('{') {
        return match kind {
            Kind::Fpuzzles => parse_json(compressed),
            Kind::SudokuPad => super::sudokupad::convert(compressed),
        };
    }
    if compressed.len() > MAX_LINK {
        return Err(LinkError::TooLong(compressed.len()));
    }
    let wide = super::lz::decompress(compressed).map_err(|err| match err {
        super::lz::LzError::Malformed => {
            LinkError::Malformed("the base64 does not decompress".to_owned())
        }
        super::lz::LzError::TooLarge => LinkError::Malformed(format!(
            "it decompresses to more than {} characters",
            super::lz::MAX_TEXT
        )),
    })?;
    let json = String::from_utf16(&wide)
        .map_err(|_| LinkError::Malformed("the text is not UTF-16".to_owned()))?;
    match kind {
        Kind::Fpuzzles => parse_json(&json),
        Kind::SudokuPad => super::sudokupad::convert(&json),
    }
}

/// `text` with `%XX` escapes (as addresses write `+`, `/` and `=`)
/// decoded; anything else as it is.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_owned())
}

fn parse_json(json: &str) -> Result<Map<String, Value>, LinkError> {
    match serde_json::from_str::<Value>(json) {
        Ok(Value::Object(object)) => Ok(object),
        Ok(_) => Err(LinkError::Malformed("the JSON is not an object".to_owned())),
        Err(err) => Err(LinkError::Malformed(format!(
            "the JSON does not parse: {err}"
        ))),
    }
}

/// The compressed string (or JSON) an address carries, or `text` itself,
/// and whose format it is.
fn payload(text: &str) -> Result<(Kind, &str), LinkError> {
    let lower = text.to_ascii_lowercase();
    let is_address = lower.starts_with("http://")
        || lower.starts_with("https://")
        || lower.contains(".com/")
        || lower.contains(".app/");
    if !is_address {
        return Ok(strip_prefix(text));
    }
    if let Some(at) = text.find("load=") {
        let rest = &text[at + 5..];
        return Ok((
            Kind::Fpuzzles,
            rest.split(['&', '#']).next().unwrap_or(rest),
        ));
    }
    // SudokuPad: <host>/fpuzzles<string>, <host>/fpuz<string>,
    // <host>/?puzzle=...; the string itself may hold '/'.
    let after_scheme = text.split_once("://").map_or(text, |(_, rest)| rest);
    let path = after_scheme.split_once('/').map_or("", |(_, path)| path);
    let tail = path
        .strip_prefix("?puzzle=")
        .or_else(|| path.strip_prefix("puzzle/"))
        .unwrap_or(path);
    let tail = tail.split(['&', '#', '?']).next().unwrap_or(tail);
    let (kind, stripped) = strip_prefix(tail);
    if stripped.len() == tail.len() && tail.len() < 40 {
        return Err(LinkError::Short(sudoku_core::echo(text)));
    }
    Ok((kind, stripped))
}

/// `s` without SudokuPad's `fpuzzles` or `fpuz` prefix (an f-puzzles
/// string), or its `scl` or `ctc` prefix (its own).
fn strip_prefix(s: &str) -> (Kind, &str) {
    if let Some(rest) = s.strip_prefix("scl").or_else(|| s.strip_prefix("ctc")) {
        return (Kind::SudokuPad, rest);
    }
    let rest = s
        .strip_prefix("fpuzzles")
        .or_else(|| s.strip_prefix("fpuz"))
        .unwrap_or(s);
    (Kind::Fpuzzles, rest)
}

/// `object` compressed as an f-puzzles link carries it.
pub fn encode(object: &Map<String, Value>) -> String {
    lz_str::compress_to_base64(Value::Object(object.clone()).to_string().as_str())
}
