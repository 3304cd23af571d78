//! Pages as a PDF: lines as paths, text as real text in DejaVu Sans,
//! embedded (subset), so readers search and copy the digits.

use krilla::Document;
use krilla::geom::{PathBuilder, Point};
use krilla::page::PageSettings;
use krilla::paint::{Fill, LineCap, Stroke};
use krilla::text::{Font, TextDirection};

use crate::font::{Weight, drawable, width};
use crate::page::{Anchor, Item, Page};

/// Why a PDF could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot write the PDF: {0}")]
pub struct PdfError(String);

/// `pages` as a PDF document.
///
/// # Errors
///
/// When the PDF writer fails (it should not: the font and the shapes are
/// ours).
pub fn render(pages: &[Page]) -> Result<Vec<u8>, PdfError> {
    let font = |weight: Weight| {
        Font::new(weight.data().into(), 0)
            .ok_or_else(|| PdfError("the font does not load".to_owned()))
    };
    let (regular, bold) = (font(Weight::Regular)?, font(Weight::Bold)?);
    let mut document = Document::new();
    for sheet in pages {
        let settings = PageSettings::from_wh(sheet.width, sheet.height)
            .ok_or_else(|| PdfError(format!("a page of {} × {}", sheet.width, sheet.height)))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for item in &sheet.items {
            match item {
                Item::Line { from, to, width } => {
                    let mut path = PathBuilder::new();
                    path.move_to(from.0, from.1);
                    path.line_to(to.0, to.1);
                    let Some(path) = path.finish() else { continue };
                    surface.set_fill(None);
                    surface.set_stroke(Some(Stroke {
                        width: *width,
                        line_cap: LineCap::Butt,
                        ..Stroke::default()
                    }));
                    surface.draw_path(&path);
                }
                Item::Text {
                    at,
                    anchor,
                    size,
                    weight,
                    text,
                } => {
                    // What the font cannot draw is `?`, as in SVG.
                    let text = &*drawable(text, *weight);
                    let start = match anchor {
                        Anchor::Start => at.0,
                        Anchor::Middle => at.0 - width(text, *size, *weight) / 2.0,
                    };
                    let font = match weight {
                        Weight::Regular => regular.clone(),
                        Weight::Bold => bold.clone(),
                    };
                    surface.set_stroke(None);
                    surface.set_fill(Some(Fill::default()));
                    surface.draw_text(
                        Point::from_xy(start, at.1),
                        font,
                        *size,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|err| PdfError(format!("{err:?}")))
}
