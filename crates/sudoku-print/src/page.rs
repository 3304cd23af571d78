//! A page as what is drawn on it: lines and text, in points (1/72 inch),
//! y growing downwards. The SVG and PDF writers draw the same pages.

use crate::font::Weight;

/// A sheet's size.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// Where a text's anchor point is along its baseline.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// The text starts there.
    Start,
    /// The text is centred on it.
    Middle,
}

/// A colour as red, green and blue.
pub type Rgb = [u8; 3];

/// One thing drawn.
#[derive(Clone, PartialEq, Debug)]
pub enum Item {
    /// A line through points (outlined in `stroke`), or a polygon (filled
    /// with `fill`): a variant's marks.
    Path {
        /// The points.
        points: Vec<(f32, f32)>,
        /// The outline's width.
        width: f32,
        /// The outline's colour, if outlined.
        stroke: Option<Rgb>,
        /// The inside's colour, if filled (a polygon).
        fill: Option<Rgb>,
        /// Back to the start at the end.
        closed: bool,
        /// Dashed.
        dashed: bool,
    },
    /// A circle (a thermometer's bulb, a kropki dot).
    Circle {
        /// The centre.
        centre: (f32, f32),
        /// The radius.
        radius: f32,
        /// The inside's colour, if filled.
        fill: Option<Rgb>,
        /// The outline's colour and width, if outlined.
        stroke: Option<(Rgb, f32)>,
    },
    /// A straight black line.
    Line {
        /// One end.
        from: (f32, f32),
        /// The other end.
        to: (f32, f32),
        /// Its width.
        width: f32,
    },
    /// A line of black text.
    Text {
        /// The anchor point, on the baseline.
        at: (f32, f32),
        /// How `at` is placed along the text.
        anchor: Anchor,
        /// The font size.
        size: f32,
        /// The weight.
        weight: Weight,
        /// The text.
        text: String,
    },
}

/// A page: its size and what is drawn on it.
#[derive(Clone, PartialEq, Debug)]
pub struct Page {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// What is drawn, in order.
    pub items: Vec<Item>,
}

impl Page {
    /// An empty page.
    pub fn new(width: f32, height: f32) -> Page {
        Page {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Draws a line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32) {
        self.items.push(Item::Line { from, to, width });
    }

    /// Sets a line of text.
    pub fn text(&mut self, at: (f32, f32), anchor: Anchor, size: f32, weight: Weight, text: &str) {
        self.items.push(Item::Text {
            at,
            anchor,
            size,
            weight,
            text: text.to_owned(),
        });
    }

    /// Sets a line of text at most `max` wide: cut short with `…` if it
    /// is wider (a title or heading from the input may be any length).
    pub fn text_within(
        &mut self,
        (at, anchor): ((f32, f32), Anchor),
        size: f32,
        weight: Weight,
        text: &str,
        max: f32,
    ) {
        let text = crate::font::fit(text, size, weight, max);
        self.text(at, anchor, size, weight, &text);
    }
}
