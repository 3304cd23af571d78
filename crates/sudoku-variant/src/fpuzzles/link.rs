//! f-puzzles strings and links: the JSON compressed with lz-string and
//! written in base64, alone or in an f-puzzles or SudokuPad address.

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
    /// SudokuPad's own format.
    #[error(
        "SudokuPad's own puzzle format (scl) is not supported: export the puzzle from f-puzzles, or as an f-puzzles link"
    )]
    Scl,
}

/// The f-puzzles object in `text`: JSON itself, the compressed string, or
/// an address carrying it.
///
/// # Errors
///
/// When it is none of those.
pub fn decode(text: &str) -> Result<Map<String, Value>, LinkError> {
    let text = text.trim();
    let compressed = payload(text)?;
    if compressed.starts_with('{') {
        return parse_json(compressed);
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
    parse_json(&json)
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

/// The compressed string (or JSON) an address carries, or `text` itself.
fn payload(text: &str) -> Result<&str, LinkError> {
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
        return Ok(rest.split(['&', '#']).next().unwrap_or(rest));
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
    if tail.starts_with("scl") {
        return Err(LinkError::Scl);
    }
    let stripped = strip_prefix(tail);
    if stripped.len() == tail.len() && tail.len() < 40 {
        return Err(LinkError::Short(sudoku_core::echo(text)));
    }
    Ok(stripped)
}

/// `s` without SudokuPad's `fpuzzles` or `fpuz` prefix.
fn strip_prefix(s: &str) -> &str {
    s.strip_prefix("fpuzzles")
        .or_else(|| s.strip_prefix("fpuz"))
        .unwrap_or(s)
}

/// `object` compressed as an f-puzzles link carries it.
pub fn encode(object: &Map<String, Value>) -> String {
    lz_str::compress_to_base64(Value::Object(object.clone()).to_string().as_str())
}
