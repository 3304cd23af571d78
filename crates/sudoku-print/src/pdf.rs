//! Pages as a PDF: lines as paths, text as real text in DejaVu Sans,
//! embedded (subset), so readers search and copy the digits.
//!
//! Each weight is a Type 0 font whose character codes are the glyph ids
//! (`Identity-H`), with the widths the layout used and a `ToUnicode` map
//! for copying and searching; the streams are deflated.

use std::collections::{BTreeMap, BTreeSet};

use pdf_writer::types::{CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo};
use pdf_writer::writers::Widths;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str};

use crate::font::{Weight, advance, drawable, glyph, width};
use crate::page::{Anchor, Item, Page, Rgb};
use crate::subset::subset;

/// Why a PDF could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot write the PDF: {0}")]
pub struct PdfError(String);

/// The weights, with their names in the pages' resources.
const WEIGHTS: [(Weight, &[u8]); 2] = [(Weight::Regular, b"F1"), (Weight::Bold, b"F2")];

/// `pages` as a PDF document.
///
/// # Errors
///
/// When the font cannot be embedded (it should not: the font is ours).
pub fn render(pages: &[Page]) -> Result<Vec<u8>, PdfError> {
    let mut ids = (1..).map(Ref::new);
    let mut next = || ids.next().unwrap_or(Ref::new(1));
    let (catalog, tree) = (next(), next());
    let fonts: Vec<Ref> = WEIGHTS.iter().map(|_| next()).collect();
    let mut pdf = Pdf::new();
    // The characters each weight draws, by glyph id.
    let mut used: [BTreeMap<u16, char>; 2] = Default::default();
    let mut kids = Vec::with_capacity(pages.len());
    for sheet in pages {
        let (page, contents) = (next(), next());
        kids.push(page);
        let content = draw(sheet, &mut used);
        pdf.stream(contents, &deflate(&content))
            .filter(Filter::FlateDecode);
        let mut writer = pdf.page(page);
        writer
            .parent(tree)
            .media_box(Rect::new(0.0, 0.0, sheet.width, sheet.height))
            .contents(contents);
        let mut resources = writer.resources();
        let mut names = resources.fonts();
        for ((_, name), &font) in WEIGHTS.iter().zip(&fonts) {
            names.pair(Name(name), font);
        }
    }
    for (((weight, _), &font), chars) in WEIGHTS.iter().zip(&fonts).zip(&used) {
        embed(&mut pdf, font, *weight, chars, &mut next)?;
    }
    pdf.catalog(catalog).pages(tree);
    let count = i32::try_from(kids.len()).unwrap_or(i32::MAX);
    pdf.pages(tree).kids(kids).count(count);
    Ok(pdf.finish())
}

/// The content stream of one page (PDF's y grows upwards), noting the
/// characters drawn in `used`.
fn draw(sheet: &Page, used: &mut [BTreeMap<u16, char>; 2]) -> Vec<u8> {
    let mut content = Content::new();
    content.set_line_cap(LineCapStyle::ButtCap);
    let flip = |y: f32| sheet.height - y;
    for item in &sheet.items {
        match item {
            Item::Line { from, to, width } => {
                content
                    .set_line_width(*width)
                    .move_to(from.0, flip(from.1))
                    .line_to(to.0, flip(to.1))
                    .stroke();
            }
            Item::Path {
                points,
                width,
                stroke,
                fill,
                closed,
                dashed,
            } => {
                let Some((first, rest)) = points.split_first() else {
                    continue;
                };
                content.move_to(first.0, flip(first.1));
                for p in rest {
                    content.line_to(p.0, flip(p.1));
                }
                if *closed || fill.is_some() {
                    content.close_path();
                }
                if *dashed {
                    content.set_dash_pattern([width * 3.0, width * 2.0], 0.0);
                }
                paint(&mut content, *stroke, *fill, *width);
                if *dashed {
                    content.set_dash_pattern([], 0.0);
                }
            }
            Item::Circle {
                centre,
                radius,
                fill,
                stroke,
            } => {
                // Four Bézier quarters.
                let (x, y, r) = (centre.0, flip(centre.1), *radius);
                let k = 0.552_284_8 * r;
                content.move_to(x + r, y);
                content.cubic_to(x + r, y + k, x + k, y + r, x, y + r);
                content.cubic_to(x - k, y + r, x - r, y + k, x - r, y);
                content.cubic_to(x - r, y - k, x - k, y - r, x, y - r);
                content.cubic_to(x + k, y - r, x + r, y - k, x + r, y);
                content.close_path();
                paint(
                    &mut content,
                    stroke.map(|s| s.0),
                    *fill,
                    stroke.map_or(0.0, |s| s.1),
                );
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
                let index = usize::from(*weight == Weight::Bold);
                let face = weight.face();
                let mut codes = Vec::with_capacity(2 * text.len());
                for c in text.chars() {
                    let id = glyph(face, c).0;
                    used[index].entry(id).or_insert(c);
                    codes.extend_from_slice(&id.to_be_bytes());
                }
                content
                    .begin_text()
                    .set_font(Name(WEIGHTS[index].1), *size)
                    .next_line(start, flip(at.1))
                    .show(Str(&codes))
                    .end_text();
            }
        }
    }
    content.finish().into_vec()
}

/// Fills and strokes the current path in the colours given, then sets
/// both colours back to black (the grid's lines and the text).
fn paint(content: &mut Content, stroke: Option<Rgb>, fill: Option<Rgb>, width: f32) {
    let unit = |[r, g, b]: Rgb| {
        (
            f32::from(r) / 255.0,
            f32::from(g) / 255.0,
            f32::from(b) / 255.0,
        )
    };
    if let Some(colour) = fill {
        let (r, g, b) = unit(colour);
        content.set_fill_rgb(r, g, b);
    }
    if let Some(colour) = stroke {
        let (r, g, b) = unit(colour);
        content.set_stroke_rgb(r, g, b);
        content.set_line_width(width);
        content.set_line_join(LineJoinStyle::RoundJoin);
        content.set_line_cap(LineCapStyle::RoundCap);
    }
    match (fill.is_some(), stroke.is_some()) {
        (true, true) => content.fill_nonzero_and_stroke(),
        (true, false) => content.fill_nonzero(),
        (false, true) => content.stroke(),
        (false, false) => content.end_path(),
    };
    content.set_fill_rgb(0.0, 0.0, 0.0);
    content.set_stroke_rgb(0.0, 0.0, 0.0);
    content.set_line_cap(LineCapStyle::ButtCap);
    content.set_line_join(LineJoinStyle::MiterJoin);
}

/// The font `weight` as the Type 0 font `id`, subset to `chars`.
fn embed(
    pdf: &mut Pdf,
    id: Ref,
    weight: Weight,
    chars: &BTreeMap<u16, char>,
    next: &mut impl FnMut() -> Ref,
) -> Result<(), PdfError> {
    let (cid, descriptor, file, cmap) = (next(), next(), next(), next());
    let face = weight.face();
    let per_em = 1000.0 / f32::from(face.units_per_em());
    let glyphs: BTreeSet<u16> = chars.keys().copied().collect();
    // A subset's name starts with a tag of six capitals, here from its
    // glyphs, so that the same pages give the same file.
    let tag: String = (0..6)
        .map(|i| {
            let mix = glyphs
                .iter()
                .fold(u32::from(weight == Weight::Bold) + i, |h, &g| {
                    h.wrapping_mul(31).wrapping_add(u32::from(g))
                });
            char::from(b'A' + (mix % 26) as u8)
        })
        .collect();
    let name = match weight {
        Weight::Regular => format!("{tag}+DejaVuSans"),
        Weight::Bold => format!("{tag}+DejaVuSans-Bold"),
    };
    let system = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };

    pdf.type0_font(id)
        .base_font(Name(name.as_bytes()))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);

    let mut font = pdf.cid_font(cid);
    font.subtype(CidFontType::Type2)
        .base_font(Name(name.as_bytes()))
        .system_info(system)
        .font_descriptor(descriptor)
        .cid_to_gid_map_predefined(Name(b"Identity"));
    let mut widths: Widths<'_> = font.widths();
    for &g in &glyphs {
        let advance = advance(face, ttf_parser::GlyphId(g)) * per_em;
        widths.consecutive(g, [advance]);
    }
    widths.finish();
    font.finish();

    let bbox = face.global_bounding_box();
    let scaled = |v: i16| f32::from(v) * per_em;
    pdf.font_descriptor(descriptor)
        .name(Name(name.as_bytes()))
        .flags(FontFlags::SYMBOLIC)
        .bbox(Rect::new(
            scaled(bbox.x_min),
            scaled(bbox.y_min),
            scaled(bbox.x_max),
            scaled(bbox.y_max),
        ))
        .italic_angle(0.0)
        .ascent(scaled(face.ascender()))
        .descent(scaled(face.descender()))
        .cap_height(scaled(face.capital_height().unwrap_or(face.ascender())))
        .stem_v(if weight == Weight::Bold { 140.0 } else { 80.0 })
        .font_file2(file);

    let cut = subset(weight.data(), &glyphs).map_err(|err| PdfError(err.to_string()))?;
    pdf.stream(file, &deflate(&cut))
        .filter(Filter::FlateDecode)
        .pair(
            Name(b"Length1"),
            i32::try_from(cut.len()).unwrap_or(i32::MAX),
        );

    let mut map = pdf_writer::types::UnicodeCmap::new(Name(b"Adobe-Identity-UCS"), system);
    for (&g, &c) in chars {
        map.pair(g, c);
    }
    let map = map.finish();
    pdf.cmap(cmap, &deflate(map.as_slice()))
        .filter(Filter::FlateDecode);
    Ok(())
}

fn deflate(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 6)
}
