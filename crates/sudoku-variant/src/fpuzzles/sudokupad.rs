//! SudokuPad's own puzzle format (`scl...` links): its JSON, written in
//! SudokuPad's compact form (short unquoted keys, single quotes, `t`/`f`,
//! empty objects left out of lists), turned into an f-puzzles object.
//!
//! SudokuPad draws a puzzle's constraints as lines, shapes, cages and text
//! without saying which rule each is (the rules are prose): only what has
//! one meaning is read (the grid's size, its givens, its regions, the
//! title, author and rules text). Anything else is an error naming it, so
//! that nothing is guessed or dropped; an f-puzzles link (`fpuz...`) of the
//! same puzzle carries its rules.

use serde_json::{Map, Value, json};

use super::LinkError;
use crate::puzzle::SIZES;

/// SudokuPad's short keys and the names they stand for.
const KEYS: [(&str, &str); 25] = [
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
    ("d2", "d"),
];

/// Fields that say nothing about the rules: read past.
const COSMETIC: [&str; 3] = ["id", "cellSize", "settings"];

fn error(field: impl Into<String>, message: impl Into<String>) -> LinkError {
    LinkError::SudokuPad(format!("{}: {}", field.into(), message.into()))
}

/// The f-puzzles object of a SudokuPad puzzle, from its decompressed text.
///
/// # Errors
///
/// When the text does not parse, or the puzzle has something whose rule
/// SudokuPad does not say.
pub(super) fn convert(text: &str) -> Result<Map<String, Value>, LinkError> {
    let value = Parser::new(text).document()?;
    let Value::Object(puzzle) = value else {
        return Err(error("the puzzle", "not an object"));
    };
    let mut out = Map::new();
    let mut about = Map::new();
    for (key, value) in &puzzle {
        match key.as_str() {
            "cells" | "regions" => {}
            "metadata" => {
                if let Value::Object(meta) = value {
                    about.extend(meta.clone());
                }
            }
            "cages" => {
                for (i, cage) in list(value).iter().enumerate() {
                    metadata_cage(cage, i, &mut about)?;
                }
            }
            key if COSMETIC.contains(&key) => {}
            _ if empty(value) => {}
            key => {
                return Err(error(
                    key,
                    "SudokuPad draws these without saying which rule they are; open the puzzle as an f-puzzles link (fpuz...) to solve it here",
                ));
            }
        }
    }
    let rows = list(puzzle.get("cells").unwrap_or(&Value::Null));
    let size = rows.len();
    if !SIZES.contains(&size) {
        return Err(error(
            "cells",
            format!(
                "{size} rows: sizes {} to {} are supported",
                SIZES.start(),
                SIZES.end()
            ),
        ));
    }
    let regions = regions(puzzle.get("regions"), size)?;
    let mut grid = Vec::with_capacity(size);
    for (r, row) in rows.iter().enumerate() {
        let row = list(row);
        if row.len() != size {
            return Err(error(
                format!("cells[{r}]"),
                format!("{} cells, expected {size}", row.len()),
            ));
        }
        let mut cells = Vec::with_capacity(size);
        for (c, cell) in row.iter().enumerate() {
            let mut out = Map::new();
            if let Some(digit) = given(cell, r, c, size)? {
                out.insert("value".to_owned(), Value::from(digit));
                out.insert("given".to_owned(), Value::Bool(true));
            }
            if let Some(regions) = &regions {
                out.insert("region".to_owned(), Value::from(regions[r * size + c]));
            }
            cells.push(Value::Object(out));
        }
        grid.push(Value::Array(cells));
    }
    out.insert("size".to_owned(), Value::from(size));
    out.insert("grid".to_owned(), Value::Array(grid));
    for (from, to) in [
        ("title", "title"),
        ("author", "author"),
        ("rules", "ruleset"),
    ] {
        if let Some(Value::String(text)) = about.get(from) {
            out.insert(to.to_owned(), Value::String(text.clone()));
        }
    }
    Ok(out)
}

/// The items of a list (nothing for anything else).
fn list(value: &Value) -> &[Value] {
    value.as_array().map_or(&[], Vec::as_slice)
}

/// Whether a field holds nothing: an empty list or object, `null`, false.
fn empty(value: &Value) -> bool {
    match value {
        Value::Array(items) => items.is_empty(),
        Value::Object(map) => map.is_empty(),
        Value::Null | Value::Bool(false) => true,
        _ => false,
    }
}

/// A cage that is only a carrier of metadata (`title: ...`, no cells), into
/// `about`; any other cage is an error.
fn metadata_cage(cage: &Value, i: usize, about: &mut Map<String, Value>) -> Result<(), LinkError> {
    let has_cells = cage.get("cells").is_some_and(|c| !empty(c));
    let text = cage
        .get("value")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if !has_cells && let Some((key, rest)) = text.split_once(':') {
        about.insert(key.trim().to_ascii_lowercase(), json!(rest.trim()));
        return Ok(());
    }
    Err(error(
        format!("cages[{i}]"),
        "a cage: SudokuPad does not say whether it is a killer cage or a drawing; open the puzzle as an f-puzzles link (fpuz...) to solve it here",
    ))
}

/// A cell's given digit, if it has one.
fn given(cell: &Value, r: usize, c: usize, size: usize) -> Result<Option<u64>, LinkError> {
    let field = format!("cells[{r}][{c}]");
    let Some(cell) = cell.as_object() else {
        return Ok(None);
    };
    if let Some(key) = cell.keys().find(|k| k.as_str() != "value") {
        return Err(error(
            format!("{field}.{}", sudoku_core::echo(key)),
            "only given digits are read from cells",
        ));
    }
    let digit = match cell.get("value") {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.parse().ok(),
        Some(_) => None,
    };
    digit
        .filter(|d| (1..=size as u64).contains(d))
        .map(Some)
        .ok_or_else(|| {
            error(
                format!("{field}.value"),
                format!("not a digit of a {size}×{size} grid"),
            )
        })
}

/// The region of each cell, when the puzzle lists its regions.
fn regions(value: Option<&Value>, size: usize) -> Result<Option<Vec<u8>>, LinkError> {
    let Some(value) = value.filter(|v| !empty(v)) else {
        return Ok(None);
    };
    let mut regions = vec![u8::MAX; size * size];
    for (i, region) in list(value).iter().enumerate() {
        for (j, place) in list(region).iter().enumerate() {
            let at = |k: usize| place.get(k).and_then(Value::as_u64).map(|v| v as usize);
            let field = format!("regions[{i}][{j}]");
            let (Some(r), Some(c)) = (at(0), at(1)) else {
                return Err(error(field, "expected [row, column]"));
            };
            if r >= size || c >= size || i >= size {
                return Err(error(field, format!("outside the {size}×{size} grid")));
            }
            if regions[r * size + c] != u8::MAX {
                return Err(error(field, "a cell in two regions"));
            }
            regions[r * size + c] = i as u8;
        }
    }
    if regions.contains(&u8::MAX) {
        return Err(error("regions", "a cell in no region"));
    }
    Ok(Some(regions))
}

/// A reader of SudokuPad's compact JSON (plain JSON reads too).
struct Parser<'a> {
    text: &'a [u8],
    at: usize,
    depth: usize,
}

/// How deep lists and objects may nest.
const MAX_DEPTH: usize = 64;

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Parser {
            text: text.as_bytes(),
            at: 0,
            depth: 0,
        }
    }

    fn fail(&self, what: &str) -> LinkError {
        LinkError::Malformed(format!("SudokuPad: {what} at character {}", self.at + 1))
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn document(&mut self) -> Result<Value, LinkError> {
        let value = self.value(false)?;
        if self.at != self.text.len() {
            return Err(self.fail("more after the puzzle"));
        }
        Ok(value)
    }

    /// A value; `in_object`: the value of a key (where a bare six-digit
    /// hex is a colour).
    fn value(&mut self, in_object: bool) -> Result<Value, LinkError> {
        match self.peek() {
            Some(b'{') => self.nested(|p| p.object()),
            Some(b'[') => self.nested(|p| p.array()),
            Some(q @ (b'"' | b'\'')) => self.string(q).map(Value::String),
            Some(_) => self.bare(in_object),
            None => Err(self.fail("the text ends")),
        }
    }

    fn nested(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<Value, LinkError>,
    ) -> Result<Value, LinkError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.fail("nested too deep"));
        }
        let value = read(self);
        self.depth -= 1;
        value
    }

    fn object(&mut self) -> Result<Value, LinkError> {
        self.at += 1;
        let mut map = Map::new();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(map));
        }
        loop {
            let key = match self.peek() {
                Some(q @ (b'"' | b'\'')) => self.string(q)?,
                _ => self.word(),
            };
            if key.is_empty() || self.peek() != Some(b':') {
                return Err(self.fail("expected a key and ':'"));
            }
            self.at += 1;
            let value = self.value(true)?;
            let name = KEYS
                .iter()
                .find(|(k, _)| *k == key)
                .map_or(key, |(_, n)| (*n).to_owned());
            map.insert(name, value);
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(map));
                }
                _ => return Err(self.fail("expected ',' or '}'")),
            }
        }
    }

    fn array(&mut self) -> Result<Value, LinkError> {
        self.at += 1;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            // An empty place is an empty object.
            if matches!(self.peek(), Some(b',' | b']')) {
                items.push(Value::Object(Map::new()));
            } else {
                items.push(self.value(false)?);
            }
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.fail("expected ',' or ']'")),
            }
        }
    }

    /// A quoted string; in single quotes, `\'` is an apostrophe.
    fn string(&mut self, quote: u8) -> Result<String, LinkError> {
        self.at += 1;
        let mut bytes = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.fail("a string does not end")),
                Some(b) if b == quote => {
                    self.at += 1;
                    break;
                }
                Some(b'\\') => {
                    let escaped = self.text.get(self.at + 1).copied();
                    self.at += 2;
                    match escaped {
                        Some(b'n') => bytes.push(b'\n'),
                        Some(b't') => bytes.push(b'\t'),
                        Some(b'r') => bytes.push(b'\r'),
                        Some(b'u') => {
                            let hex = self
                                .text
                                .get(self.at..self.at + 4)
                                .ok_or_else(|| self.fail("a short \\u escape"))?;
                            let code = std::str::from_utf8(hex)
                                .ok()
                                .and_then(|h| u32::from_str_radix(h, 16).ok());
                            let c = code.and_then(char::from_u32).unwrap_or('\u{FFFD}');
                            self.at += 4;
                            bytes.extend_from_slice(c.to_string().as_bytes());
                        }
                        Some(other) => bytes.push(other),
                        None => return Err(self.fail("a string does not end")),
                    }
                }
                Some(b) => {
                    bytes.push(b);
                    self.at += 1;
                }
            }
        }
        String::from_utf8(bytes).map_err(|_| self.fail("a string is not UTF-8"))
    }

    /// Letters and digits (a key, or a bare value).
    fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|b| {
            b.is_ascii_alphanumeric() || matches!(b, b'_' | b'#' | b'.' | b'-' | b'+')
        }) {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.text[start..self.at]).into_owned()
    }

    /// `t`, `f`, `#0`, `#F`, a hex colour, `null` or a number.
    fn bare(&mut self, in_object: bool) -> Result<Value, LinkError> {
        let word = self.word();
        let hex = word.len() == 6 && word.bytes().all(|b| b.is_ascii_hexdigit());
        Ok(match word.as_str() {
            "t" | "true" => Value::Bool(true),
            "f" | "false" => Value::Bool(false),
            "null" => Value::Null,
            "#0" => Value::String("#000000".to_owned()),
            "#F" => Value::String("#FFFFFF".to_owned()),
            _ if in_object && hex => Value::String(format!("#{word}")),
            _ => serde_json::from_str::<serde_json::Number>(&word)
                .map(Value::Number)
                .map_err(|_| self.fail(&format!("{}: not a value", sudoku_core::echo(&word))))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compact_form_reads_as_its_json() {
        let compact = "{id:'x',ce:[[{v:1},,{v:'3'}],[,,],[,{v:2},]],c:#0,re:[[[0,0],[0,1]]],ca:[{v:'title: Don\\'t'}],th:t,o:f,c1:FFAA00}";
        let value = Parser::new(compact).document().unwrap();
        assert_eq!(value["cells"][0][1], json!({}));
        assert_eq!(value["cells"][0][2]["value"], "3");
        assert_eq!(value["cells"][2][2], json!({}));
        assert_eq!(value["color"], "#000000");
        assert_eq!(value["thickness"], true);
        assert_eq!(value["overlays"], false);
        assert_eq!(value["borderColor"], "#FFAA00");
        assert_eq!(value["cages"][0]["value"], "title: Don't");
        for bad in ["{ce:[[", "{ce:1", "{:1}", "[1,,{x:}]", "{a:1}}", "{a:nope}"] {
            assert!(Parser::new(bad).document().is_err(), "{bad}");
        }
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(Parser::new(&deep).document().is_err());
    }

    #[test]
    fn givens_regions_and_metadata_make_an_f_puzzles_object() {
        let rows: Vec<String> = (0..4)
            .map(|r| {
                if r == 0 {
                    "[{v:1},,,{v:4}]".to_owned()
                } else {
                    "[,,,]".to_owned()
                }
            })
            .collect();
        let regions = "[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]";
        let text = format!(
            "{{id:'p',ce:[{}],re:{regions},ca:[{{v:'title: Four'}},{{v:'author: Me'}}],metadata:{{rules:'Normal'}}}}",
            rows.join(",")
        );
        let object = convert(&text).unwrap();
        assert_eq!(object["size"], 4);
        assert_eq!(
            object["grid"][0][3],
            json!({"value": 4, "given": true, "region": 1})
        );
        assert_eq!(object["title"], "Four");
        assert_eq!(object["author"], "Me");
        assert_eq!(object["ruleset"], "Normal");
        let lines = text.replace("id:'p'", "id:'p',l:[{wp:[[0.5,0.5],[1.5,1.5]]}]");
        let err = convert(&lines).unwrap_err().to_string();
        assert!(
            err.starts_with("SudokuPad: lines: SudokuPad draws these"),
            "{err}"
        );
        let cage = text.replace("{v:'author: Me'}", "{ce:[[0,0],[0,1]],v:3}");
        let err = convert(&cage).unwrap_err().to_string();
        assert!(err.starts_with("SudokuPad: cages[1]: a cage"), "{err}");
        let colored = text.replace("[{v:1},", "[{v:1,c:FF0000},");
        let err = convert(&colored).unwrap_err().to_string();
        assert!(
            err.contains("cells[0][0].color: only given digits"),
            "{err}"
        );
    }
}

#[cfg(test)]
mod links {
    use crate::fpuzzles::{self, LinkError};

    /// Baekjoon 2239's puzzle as SudokuPad writes a classic puzzle: rows of
    /// cells, givens as values, the boxes left to the default.
    fn compact() -> String {
        let rows = [
            "103000509",
            "002109400",
            "000704000",
            "300502006",
            "060000050",
            "700803004",
            "000401000",
            "009205800",
            "804000107",
        ];
        let cells: Vec<String> = rows
            .iter()
            .map(|row| {
                let cells: Vec<String> = row
                    .chars()
                    .map(|d| {
                        if d == '0' {
                            String::new()
                        } else {
                            format!("{{v:{d}}}")
                        }
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!(
            "{{id:'b2239',cs:64,ce:[{}],ca:[{{v:'title: Baekjoon 2239'}}]}}",
            cells.join(",")
        )
    }

    #[test]
    fn an_scl_link_of_a_classic_puzzle_reads_with_its_givens_and_title() {
        let payload = lz_str::compress_to_base64(&compact());
        // Addresses escape '+', '/' and '='.
        let escaped = payload
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        for text in [
            format!("https://sudokupad.app/scl{escaped}"),
            format!("https://sudokupad.app/ctc{payload}"),
            format!("scl{payload}"),
        ] {
            let puzzle = fpuzzles::read(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let grid = puzzle.classic().expect("a classic puzzle");
            assert_eq!(
                grid.to_string(),
                "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
            );
            assert_eq!(puzzle.title.as_deref(), Some("Baekjoon 2239"));
        }
    }

    #[test]
    fn a_published_scl_link_with_drawn_constraints_is_refused_by_name() {
        let link = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/variants/sudokupad-parity-fish.url"
        ))
        .unwrap();
        let err = fpuzzles::read(&link).unwrap_err().to_string();
        assert!(
            err.starts_with("SudokuPad: overlays: SudokuPad draws these"),
            "{err}"
        );
        // Its compact text reads: 9 rows of 9 cells, and the parity marks
        // as overlays.
        let payload = link.trim().split("/scl").nth(1).unwrap();
        let wide = crate::fpuzzles::lz::decompress(payload).unwrap();
        let text = String::from_utf16(&wide).unwrap();
        let value = super::Parser::new(&text).document().unwrap();
        let rows = value["cells"].as_array().unwrap();
        assert_eq!(rows.len(), 9);
        assert!(rows.iter().all(|r| r.as_array().unwrap().len() == 9));
        assert!(!value["overlays"].as_array().unwrap().is_empty());
        let broken = fpuzzles::read("https://sudokupad.app/sclN4Ig%%%").unwrap_err();
        assert!(
            matches!(broken, fpuzzles::ReadError::Link(LinkError::Malformed(_))),
            "{broken}"
        );
    }
}
