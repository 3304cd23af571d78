//! Pages as SVG 1.1: lines as `<line>`, text as the glyphs' outlines
//! (`<path>`), so that any viewer shows it as meant without the font; the
//! text itself is kept in `<title>` for search and screen readers.

use std::fmt::Write as _;

use crate::font::{outline, round, width};
use crate::page::{Anchor, Item, Page, Rgb};

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
    // In order, so that what is drawn later lies on top (a variant's
    // marks under and over the grid lines); runs of black lines and of
    // text share a group.
    let mut open: Option<&str> = None;
    for item in &page.items {
        let group = match item {
            Item::Line { .. } => Some("<g stroke=\"#000000\" stroke-linecap=\"butt\">"),
            Item::Text { .. } => Some("<g fill=\"#000000\">"),
            _ => None,
        };
        if open != group {
            if open.is_some() {
                svg.push_str("</g>\n");
            }
            if let Some(group) = group {
                svg.push_str(group);
                svg.push('\n');
            }
            open = group;
        }
        element(&mut svg, item);
    }
    if open.is_some() {
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg
}

/// `colour` as `#rrggbb`, `none` without one.
fn paint(colour: Option<Rgb>) -> String {
    colour.map_or_else(
        || "none".to_owned(),
        |[r, g, b]| format!("#{r:02x}{g:02x}{b:02x}"),
    )
}

/// One item as its SVG element.
fn element(svg: &mut String, item: &Item) {
    match item {
        Item::Line { from, to, width } => {
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
        Item::Text {
            at,
            anchor,
            size,
            weight,
            text,
        } => {
            let start = match anchor {
                Anchor::Start => at.0,
                Anchor::Middle => at.0 - width(text, *size, *weight) / 2.0,
            };
            let path = outline(text, start, at.1, *size, *weight);
            let _ = writeln!(svg, "<path d=\"{}\"/>", path.trim_end());
        }
        Item::Path {
            points,
            width,
            stroke,
            fill,
            closed,
            dashed,
        } => {
            let list: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{},{}", round(*x), round(*y)))
                .collect();
            let tag = if *closed || fill.is_some() {
                "polygon"
            } else {
                "polyline"
            };
            let dash = if *dashed {
                format!(
                    " stroke-dasharray=\"{} {}\"",
                    round(width * 3.0),
                    round(width * 2.0)
                )
            } else {
                String::new()
            };
            let _ = writeln!(
                svg,
                "<{tag} points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"{dash}/>",
                list.join(" "),
                paint(*fill),
                paint(*stroke),
                round(*width)
            );
        }
        Item::Circle {
            centre,
            radius,
            fill,
            stroke,
        } => {
            let _ = writeln!(
                svg,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>",
                round(centre.0),
                round(centre.1),
                round(*radius),
                paint(*fill),
                paint(stroke.map(|s| s.0)),
                round(stroke.map_or(0.0, |s| s.1))
            );
        }
    }
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
