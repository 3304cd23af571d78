//! lz-string's `decompressFromBase64`, with a bound on what it makes.
//!
//! lz-string can expand a string quadratically (each code may stand for
//! one character more than the last), so a few kilobytes of a hostile
//! link could ask for gigabytes. The `lz-str` crate compresses (linear);
//! this reads, and stops once the text passes [`MAX_TEXT`].

/// The most UTF-16 units a link may decompress to: 1 Mi (an f-puzzles
/// 16×16 with every drawing is some tens of kilobytes).
pub(super) const MAX_TEXT: usize = 1 << 20;

/// Why a string does not decompress.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum LzError {
    /// Not lz-string base64, or cut short.
    Malformed,
    /// It decompresses to more than [`MAX_TEXT`].
    TooLarge,
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The bits of the base64 text, six a character, most significant first.
struct Bits<'a> {
    input: &'a [u8],
    index: usize,
    value: u32,
    position: u32,
}

impl Bits<'_> {
    fn sextet(byte: u8) -> Result<u32, LzError> {
        match byte {
            b'=' => Ok(0),
            _ => ALPHABET
                .iter()
                .position(|&a| a == byte)
                .map(|p| p as u32)
                .ok_or(LzError::Malformed),
        }
    }

    /// The next `count` bits, least significant first (lz-string's order).
    fn read(&mut self, count: u32) -> Result<u32, LzError> {
        let mut bits = 0;
        for power in 0..count {
            if self.position == 0 {
                let byte = *self.input.get(self.index).ok_or(LzError::Malformed)?;
                self.value = Bits::sextet(byte)?;
                self.index += 1;
                self.position = 32;
            }
            let bit = u32::from(self.value & self.position != 0);
            self.position >>= 1;
            bits |= bit << power;
        }
        Ok(bits)
    }
}

/// The text `input` (lz-string base64) stands for, as UTF-16 units.
///
/// # Errors
///
/// [`LzError::Malformed`] for what is not lz-string base64;
/// [`LzError::TooLarge`] past [`MAX_TEXT`].
pub(super) fn decompress(input: &str) -> Result<Vec<u16>, LzError> {
    let input = input.trim().as_bytes();
    if input.is_empty() {
        return Ok(Vec::new());
    }
    let mut bits = Bits {
        input,
        index: 0,
        value: 0,
        position: 0,
    };
    // Entries 0-2 are the codes (a byte, a 16-bit unit, the end).
    let mut dictionary: Vec<Vec<u16>> = vec![Vec::new(), Vec::new(), Vec::new()];
    let mut made = 0usize;
    let mut enlarge_in: u32 = 4;
    let mut width: u32 = 3;
    let first = match bits.read(2)? {
        0 => bits.read(8)? as u16,
        1 => bits.read(16)? as u16,
        2 => return Ok(Vec::new()),
        _ => return Err(LzError::Malformed),
    };
    dictionary.push(vec![first]);
    let mut w = vec![first];
    let mut result = vec![first];
    loop {
        let mut code = bits.read(width)? as usize;
        match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 })? as u16;
                dictionary.push(vec![unit]);
                code = dictionary.len() - 1;
                enlarge_in -= 1;
            }
            2 => return Ok(result),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let entry = if code < dictionary.len() {
            dictionary[code].clone()
        } else if code == dictionary.len() {
            let mut entry = w.clone();
            entry.push(w[0]);
            entry
        } else {
            return Err(LzError::Malformed);
        };
        made += entry.len();
        if made > MAX_TEXT {
            return Err(LzError::TooLarge);
        }
        result.extend_from_slice(&entry);
        let mut next = w;
        next.push(entry[0]);
        dictionary.push(next);
        enlarge_in -= 1;
        w = entry;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if width > 24 {
            return Err(LzError::Malformed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn what_lz_str_compresses_decompresses_back(text in "\\PC{0,300}") {
            let packed = lz_str::compress_to_base64(text.as_str());
            let wide: Vec<u16> = text.encode_utf16().collect();
            prop_assert_eq!(decompress(&packed), Ok(wide));
        }

        #[test]
        fn any_text_gives_an_answer_or_an_error(text in "[A-Za-z0-9+/=]{0,200}") {
            let _answer = decompress(&text);
        }
    }

    #[test]
    fn a_string_that_expands_past_the_bound_is_refused_early() {
        // Two million `a` compress to a few kilobytes.
        let bomb = lz_str::compress_to_base64("a".repeat(2_000_000).as_str());
        assert!(bomb.len() < 8_000, "{}", bomb.len());
        assert_eq!(decompress(&bomb), Err(LzError::TooLarge));
        assert_eq!(decompress("N4Ig!"), Err(LzError::Malformed));
    }
}
