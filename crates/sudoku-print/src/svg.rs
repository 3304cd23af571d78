//! Pages as SVG 1.1: lines as `<line>`, text as the glyphs' outlines
//! (`<path>`), so that any viewer shows it as meant without the font; the
//! text itself is kept in `<title>` for search and screen readers.

use std::fmt::Write as _;

use crate::font::{outline, round, width};
use crate::page::{Anchor, Item, Page};

/// `page` as an SVG document, with `title` (the puzzle's line and
/// heading, say) in its `<title>`.
pub fn render(page: &Page, title: &str) -> String {
    let (w, h) = (round(page.width), round(page.height));
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n\
         <title>{}</title>\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
        escape(title)
    );
    svg.push_str("<g stroke=\"#000000\" stroke-linecap=\"butt\">\n");
    for item in &page.items {
        if let Item::Line { from, to, width } = item {
            let _ = writeln!(
                svg,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke-width=\"{}\"/>",
                round(from.0),
                round(from.1),
                round(to.0),
                round(to.1),
                round(*width)
            );
        }
    }
    svg.push_str("</g>\n<g fill=\"#000000\">\n");
    for item in &page.items {
        if let Item::Text {
            at,
            anchor,
            size,
            weight,
            text,
        } = item
        {
            let start = match anchor {
                Anchor::Start => at.0,
                Anchor::Middle => at.0 - width(text, *size, *weight) / 2.0,
            };
            let path = outline(text, start, at.1, *size, *weight);
            let _ = writeln!(svg, "<path d=\"{}\"/>", path.trim_end());
        }
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

/// `text` safe inside an XML element: `&`, `<`, `>` escaped, control
/// characters dropped (XML 1.0 cannot hold them).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\n' | '\t' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_escaped() {
        assert_eq!(escape("a<b & \"c\"\u{7}\nd"), "a&lt;b &amp; \"c\" d");
    }
}
