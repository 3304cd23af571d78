//! Text from the input, made safe to print in a one-line message.

use std::borrow::Cow;

/// The most characters of input text a message echoes.
pub const MAX_ECHO: usize = 60;

/// `text` with every control character escaped (`\n`, `\r`, `\t`, `\e`
/// for the escape that starts terminal sequences, `\u{..}` for the rest),
/// so that a message quoting it stays one line and cannot move the cursor,
/// recolour the terminal or forge a line of its own.
///
/// ```
/// assert_eq!(sudoku_core::escape("a\nsudoku: note: x\u{1b}[2J"), "a\\nsudoku: note: x\\e[2J");
/// assert_eq!(sudoku_core::escape("plain"), "plain");
/// ```
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// `text` escaped as by [`escape`] and cut to [`MAX_ECHO`] characters,
/// with `...` where it was cut: for quoting input in a message.
///
/// ```
/// let long = "x".repeat(100);
/// let echoed = sudoku_core::echo(&long);
/// assert!(echoed.len() < 70 && echoed.ends_with("..."));
/// ```
pub fn echo(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == MAX_ECHO {
            out.push_str("...");
            break;
        }
        push_escaped(&mut out, c);
    }
    out
}

/// Whether `c` is printed escaped.
fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}')
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        '\u{1b}' => out.push_str("\\e"),
        c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_and_line_separators_are_escaped() {
        assert_eq!(
            escape("a\u{7}b\u{85}c\u{2028}"),
            "a\\u{7}b\\u{85}c\\u{2028}"
        );
        assert_eq!(escape("tab\tcr\r"), "tab\\tcr\\r");
        assert!(matches!(escape("clean text é"), Cow::Borrowed(_)));
    }

    #[test]
    fn echo_cuts_after_the_limit_and_escapes() {
        assert_eq!(echo("short\n"), "short\\n");
        let cut = echo(&"é".repeat(MAX_ECHO + 1));
        assert_eq!(cut, format!("{}...", "é".repeat(MAX_ECHO)));
        assert_eq!(echo(&"é".repeat(MAX_ECHO)), "é".repeat(MAX_ECHO));
    }
}
