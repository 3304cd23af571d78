//! A malformed stretch: records of one input line that cannot be read, one
//! after another (a line of `"` is a hundred thousand empty JSON strings),
//! come out as one record and one message with their count, so that the
//! output stays within a small multiple of the input.

/// The first unreadable record of a line, held until the line's next
/// record shows whether more follow.
pub(crate) struct Stretch {
    /// The input line.
    pub(crate) line: usize,
    /// The first record's output (its placeholder or JSON error record).
    output: Vec<u8>,
    /// The first record's message.
    message: String,
    /// How many more unreadable records of the line followed it.
    more: usize,
    /// Whether a blank line goes before the record.
    pub(crate) separated: bool,
}

impl Stretch {
    /// A stretch starting with the record of `line` that wrote `output`
    /// and failed with `message`.
    pub(crate) fn start(line: usize, output: &[u8], message: &str, separated: bool) -> Stretch {
        Stretch {
            line,
            output: output.to_vec(),
            message: message.to_owned(),
            more: 0,
            separated,
        }
    }

    /// One more unreadable record of the same line, folded in.
    pub(crate) fn add(&mut self) {
        self.more += 1;
    }

    /// The stretch's one record and one message: the first record's, with
    /// the count of the others when there are any (in a JSON error
    /// record's message too; a placeholder stays one placeholder).
    pub(crate) fn finish(self) -> (Vec<u8>, String) {
        if self.more == 0 {
            return (self.output, self.message);
        }
        let s = if self.more == 1 { "" } else { "s" };
        let message = format!(
            "{} (and {} more unreadable record{s} on line {} after it)",
            self.message, self.more, self.line
        );
        let mut first = Vec::new();
        let _ = sudoku_io::write_error_record(self.line, &self.message, &mut first);
        let output = if first == self.output {
            let mut counted = Vec::new();
            let _ = sudoku_io::write_error_record(self.line, &message, &mut counted);
            counted
        } else {
            self.output
        };
        (output, message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stretch_is_one_record_with_its_count() {
        let mut json = Vec::new();
        sudoku_io::write_error_record(2, "bad", &mut json).unwrap();
        let mut stretch = Stretch::start(2, &json, "bad", false);
        assert_eq!(
            Stretch::start(2, &json, "bad", false).finish(),
            (json.clone(), "bad".to_owned())
        );
        stretch.add();
        stretch.add();
        let (output, message) = stretch.finish();
        assert_eq!(
            message,
            "bad (and 2 more unreadable records on line 2 after it)"
        );
        assert_eq!(
            String::from_utf8(output).unwrap(),
            "{\"line\":2,\"error\":\"bad (and 2 more unreadable records on line 2 after it)\"}\n"
        );
        let mut placeholder = Stretch::start(3, b"x\n", "bad", false);
        placeholder.add();
        assert_eq!(placeholder.finish().0, b"x\n");
    }
}
