//! The font everything is set in: DejaVu Sans, regular and bold, compiled
//! in. For SVG, text is drawn as the glyphs' outlines (a viewer needs no
//! font); for PDF, the font is embedded and the text is real text.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId, OutlineBuilder};

/// A weight of the font.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

impl Weight {
    /// The font file.
    pub(crate) fn data(self) -> &'static [u8] {
        match self {
            Weight::Regular => dejavu::sans::regular(),
            Weight::Bold => dejavu::sans::bold(),
        }
    }

    /// The parsed font.
    pub(crate) fn face(self) -> &'static Face<'static> {
        static REGULAR: OnceLock<Face<'static>> = OnceLock::new();
        static BOLD: OnceLock<Face<'static>> = OnceLock::new();
        let cell = match self {
            Weight::Regular => &REGULAR,
            Weight::Bold => &BOLD,
        };
        cell.get_or_init(|| {
            Face::parse(self.data(), 0).unwrap_or_else(|_| unreachable!("DejaVu Sans parses"))
        })
    }
}

/// How wide `text` is at `size`, in the same units as `size`.
pub(crate) fn width(text: &str, size: f32, weight: Weight) -> f32 {
    let face = weight.face();
    let scale = size / f32::from(face.units_per_em());
    drawable(text, weight)
        .chars()
        .map(|c| advance(face, glyph(face, c)) * scale)
        .sum()
}

/// `text` as both writers draw it: a character the font has no glyph for
/// becomes `?`.
pub(crate) fn drawable(text: &str, weight: Weight) -> Cow<'_, str> {
    if text.chars().all(|c| draws(c, weight)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| if draws(c, weight) { c } else { '?' })
            .collect(),
    )
}

/// Whether the font draws `c`: it has a glyph, and `c` is no control
/// character (some map to an empty glyph).
fn draws(c: char, weight: Weight) -> bool {
    !c.is_control() && weight.face().glyph_index(c).is_some()
}

/// The characters of `text` that DejaVu Sans cannot draw (in either
/// weight), control characters included, each once, in order: they print
/// as `?`.
pub fn undrawable(text: &str) -> Vec<char> {
    let mut missing = Vec::new();
    for c in text.chars() {
        let drawn = [Weight::Regular, Weight::Bold]
            .into_iter()
            .all(|weight| draws(c, weight));
        if !drawn && !missing.contains(&c) {
            missing.push(c);
        }
    }
    missing
}

/// `text` at most `max` wide at `size`: cut short, ending in `…`, if it
/// is wider.
pub(crate) fn fit(text: &str, size: f32, weight: Weight, max: f32) -> Cow<'_, str> {
    if width(text, size, weight) <= max {
        return Cow::Borrowed(text);
    }
    let room = max - width("…", size, weight);
    let mut used = 0.0;
    let kept: String = text
        .chars()
        .take_while(|&c| {
            used += width(c.encode_utf8(&mut [0; 4]), size, weight);
            used <= room
        })
        .collect();
    Cow::Owned(format!("{}…", kept.trim_end()))
}

/// The glyph of `c`, or of `?` when the font has none.
pub(crate) fn glyph(face: &Face<'_>, c: char) -> GlyphId {
    face.glyph_index(c)
        .or_else(|| face.glyph_index('?'))
        .unwrap_or(GlyphId(0))
}

/// The advance width of `glyph`, in font units.
pub(crate) fn advance(face: &Face<'_>, glyph: GlyphId) -> f32 {
    f32::from(face.glyph_hor_advance(glyph).unwrap_or(0))
}

/// The outlines of `text` set at `size` with its baseline starting at
/// (`x`, `y`), as SVG path data (y grows downwards).
pub(crate) fn outline(text: &str, x: f32, y: f32, size: f32, weight: Weight) -> String {
    let face = weight.face();
    let scale = size / f32::from(face.units_per_em());
    let mut path = Path {
        data: String::new(),
        x,
        y,
        scale,
    };
    for c in drawable(text, weight).chars() {
        let id = glyph(face, c);
        face.outline_glyph(id, &mut path);
        path.x += advance(face, id) * scale;
    }
    path.data
}

/// SVG path data, built from a glyph's outline in font units.
struct Path {
    data: String,
    x: f32,
    y: f32,
    scale: f32,
}

impl Path {
    fn point(&mut self, x: f32, y: f32) {
        let (x, y) = (self.x + x * self.scale, self.y - y * self.scale);
        let _ = write!(self.data, "{} {} ", round(x), round(y));
    }
}

/// `v` with two decimals at most, as SVG wants it written.
pub(crate) fn round(v: f32) -> String {
    let text = format!("{:.2}", v);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

impl OutlineBuilder for Path {
    fn move_to(&mut self, x: f32, y: f32) {
        self.data.push('M');
        self.point(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.data.push('L');
        self.point(x, y);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.data.push('Q');
        self.point(x1, y1);
        self.point(x, y);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.data.push('C');
        self.point(x1, y1);
        self.point(x2, y2);
        self.point(x, y);
    }

    fn close(&mut self) {
        self.data.push_str("Z ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_have_outlines_and_equal_widths() {
        let one = width("1", 10.0, Weight::Regular);
        assert!(one > 5.0 && one < 7.0, "{one}");
        for d in '1'..='9' {
            assert!((width(&d.to_string(), 10.0, Weight::Regular) - one).abs() < 1e-3);
            let path = outline(&d.to_string(), 0.0, 10.0, 10.0, Weight::Bold);
            assert!(path.starts_with('M') && path.contains('Z'), "{d}: {path}");
        }
        assert_eq!(round(1.005), "1");
        assert_eq!(round(-0.001), "0");
        assert_eq!(round(12.5), "12.5");
    }

    #[test]
    fn a_text_too_wide_is_cut_short_to_fit() {
        let text = "A very long title for a small grid";
        let max = width(text, 10.0, Weight::Bold) / 2.0;
        let fitted = fit(text, 10.0, Weight::Bold, max);
        assert!(
            fitted.ends_with('…') && fitted.len() < text.len(),
            "{fitted}"
        );
        assert!(width(&fitted, 10.0, Weight::Bold) <= max);
        assert!(text.starts_with(fitted.trim_end_matches('…')));
        assert_eq!(fit(text, 10.0, Weight::Bold, 1000.0), text);
    }

    #[test]
    fn characters_without_a_glyph_are_drawn_as_question_marks() {
        assert_eq!(undrawable("Ελληνικά, עברית, é — ok"), Vec::<char>::new());
        assert_eq!(undrawable("漢字 and 漢\u{0}"), vec!['漢', '字', '\u{0}']);
        assert_eq!(drawable("a漢b", Weight::Regular), "a?b");
        assert!(matches!(drawable("plain", Weight::Bold), Cow::Borrowed(_)));
    }
}
