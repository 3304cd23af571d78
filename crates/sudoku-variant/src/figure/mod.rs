//! What a puzzle looks like, as setters draw it: each rule's marks
//! ([`Rule::draw`](crate::Rule::draw)) in cell units, for the printers
//! (`sudoku-print` scales them to points). `(0, 0)` is the grid's top left
//! corner and a cell is 1 wide; a clue outside the grid sits in the ring
//! of cells around it (row or column -1 or `size`).

mod shapes;

pub use shapes::{
    arrowhead, between_ends, border_letter, cage_outline, corner_number, dot, end_circles,
    outside_clue, place,
};

use crate::puzzle::Puzzle;
use crate::rule::Cell;

/// A colour, as red, green and blue.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Colour(pub u8, pub u8, pub u8);

impl Colour {
    /// Black.
    pub const BLACK: Colour = Colour(0, 0, 0);
    /// White.
    pub const WHITE: Colour = Colour(255, 255, 255);
    /// The grey of thermometers and arrows.
    pub const GREY: Colour = Colour(170, 170, 170);
    /// The pale grey of shaded cells.
    pub const PALE: Colour = Colour(222, 222, 222);
    /// German whispers' green.
    pub const GREEN: Colour = Colour(103, 200, 90);
    /// Renban's purple.
    pub const PURPLE: Colour = Colour(200, 120, 230);
    /// Region sum lines' blue.
    pub const BLUE: Colour = Colour(90, 150, 230);
    /// Palindromes' and clones' dark grey.
    pub const DARK: Colour = Colour(120, 120, 120);
    /// Entropic and modular lines' orange.
    pub const ORANGE: Colour = Colour(240, 160, 60);
    /// Zipper lines' lavender.
    pub const LAVENDER: Colour = Colour(170, 150, 230);
    /// Between lines' and diagonals' light blue.
    pub const SKY: Colour = Colour(150, 200, 240);
}

/// Whether a mark goes under the grid lines (shading first, then
/// thermometers and lines) or over them (cages, dots, letters, clues
/// outside).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Layer {
    /// Shading, under everything else.
    Shade,
    /// Under the grid lines.
    Under,
    /// Over the grid lines, under the digits.
    Over,
}

/// One shape.
#[derive(Clone, PartialEq, Debug)]
pub enum Shape {
    /// A line through `points`, `width` wide; closed back to its start
    /// when `closed`; dashed when `dashed`.
    Line {
        /// The points.
        points: Vec<(f32, f32)>,
        /// The width.
        width: f32,
        /// The colour.
        colour: Colour,
        /// Back to the start at the end.
        closed: bool,
        /// Dashed.
        dashed: bool,
    },
    /// A filled polygon.
    Fill {
        /// Its corners.
        points: Vec<(f32, f32)>,
        /// The colour.
        colour: Colour,
    },
    /// A circle, filled and outlined as given.
    Circle {
        /// The centre.
        centre: (f32, f32),
        /// The radius.
        radius: f32,
        /// The inside's colour, if filled.
        fill: Option<Colour>,
        /// The outline's colour and width, if outlined.
        stroke: Option<(Colour, f32)>,
    },
    /// Black text centred on `at` (both ways), `size` high.
    Text {
        /// The centre.
        at: (f32, f32),
        /// The height of the font.
        size: f32,
        /// The text.
        text: String,
    },
    /// Black text starting at `at` (its top left corner), `size` high.
    Corner {
        /// The top left corner.
        at: (f32, f32),
        /// The height of the font.
        size: f32,
        /// The text.
        text: String,
    },
}

/// A shape on its layer.
#[derive(Clone, PartialEq, Debug)]
pub struct Mark {
    /// Under or over the grid lines.
    pub layer: Layer,
    /// The shape.
    pub shape: Shape,
}

/// The centre of `cell` in a grid of `size`.
pub fn centre(cell: Cell, size: usize) -> (f32, f32) {
    ((cell % size) as f32 + 0.5, (cell / size) as f32 + 0.5)
}

/// A line through the centres of `cells`.
pub fn through(cells: &[Cell], size: usize, width: f32, colour: Colour) -> Mark {
    Mark {
        layer: Layer::Under,
        shape: Shape::Line {
            points: cells.iter().map(|&c| centre(c, size)).collect(),
            width,
            colour,
            closed: false,
            dashed: false,
        },
    }
}

/// `cells` shaded in `colour`.
pub fn shade(cells: &[Cell], size: usize, colour: Colour) -> Vec<Mark> {
    cells
        .iter()
        .map(|&c| {
            let (x, y) = ((c % size) as f32, (c / size) as f32);
            Mark {
                layer: Layer::Shade,
                shape: Shape::Fill {
                    points: vec![(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)],
                    colour,
                },
            }
        })
        .collect()
}

/// Text centred on `at`, over the grid lines.
pub fn label(at: (f32, f32), size: f32, text: String) -> Mark {
    Mark {
        layer: Layer::Over,
        shape: Shape::Text { at, size, text },
    }
}

/// The middle of the border between two neighbouring cells.
pub fn between(a: Cell, b: Cell, size: usize) -> (f32, f32) {
    let (ca, cb) = (centre(a, size), centre(b, size));
    ((ca.0 + cb.0) / 2.0, (ca.1 + cb.1) / 2.0)
}

/// A puzzle's picture: its size, regions, givens, the marks of every
/// rule, and whether clues sit outside the grid.
#[derive(Clone, PartialEq, Debug)]
pub struct Figure {
    /// The side of the grid.
    pub size: usize,
    /// The region of each cell (thick borders between regions).
    pub regions: Vec<u8>,
    /// The givens, 0 for a blank.
    pub givens: Vec<u8>,
    /// Every rule's marks, in the rules' order.
    pub marks: Vec<Mark>,
    /// Whether some mark lies outside the grid (a ring of cells is kept
    /// around it).
    pub outside: bool,
    /// What the marks cannot show, in words for the picture's caption:
    /// rules that draw nothing (anti-knight, disjoint groups) and negative
    /// constraints.
    pub unmarked: Vec<String>,
}

impl Figure {
    /// The picture of `puzzle`.
    pub fn of(puzzle: &Puzzle) -> Figure {
        let n = puzzle.size();
        let mut marks = Vec::new();
        let mut unmarked: Vec<String> = Vec::new();
        for rule in puzzle.rules() {
            let drawn = rule.draw(n);
            let caption = rule.caption().or_else(|| {
                drawn.is_empty().then(|| {
                    let said = rule.describe(n);
                    said.split(':').next().unwrap_or(&said).to_owned()
                })
            });
            if let Some(words) = caption
                && !unmarked.contains(&words)
            {
                unmarked.push(words);
            }
            marks.extend(drawn);
        }
        let outside = marks.iter().any(|m| outside(&m.shape, n as f32));
        Figure {
            size: n,
            regions: puzzle.regions().to_vec(),
            givens: puzzle.givens().to_vec(),
            marks,
            outside,
            unmarked,
        }
    }
}

/// Whether a shape reaches outside a grid of side `n`.
fn outside(shape: &Shape, n: f32) -> bool {
    let out = |&(x, y): &(f32, f32)| x < 0.0 || y < 0.0 || x > n || y > n;
    match shape {
        Shape::Line { points, .. } | Shape::Fill { points, .. } => points.iter().any(out),
        Shape::Circle { centre, .. } => out(centre),
        Shape::Text { at, .. } | Shape::Corner { at, .. } => out(at),
    }
}

/// `colour` as `#rrggbb`.
fn hex(colour: Colour) -> String {
    format!("#{:02x}{:02x}{:02x}", colour.0, colour.1, colour.2)
}

impl Mark {
    /// The mark as JSON, for a page to draw: `layer` (`shade`, `under`,
    /// `over`), `type` (`line`, `fill`, `circle`, `text`, `corner`) and
    /// its geometry in cell units, colours as `#rrggbb`.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        let layer = match self.layer {
            Layer::Shade => "shade",
            Layer::Under => "under",
            Layer::Over => "over",
        };
        let mut value = match &self.shape {
            Shape::Line {
                points,
                width,
                colour,
                closed,
                dashed,
            } => json!({"type": "line", "points": points, "width": width,
                "colour": hex(*colour), "closed": closed, "dashed": dashed}),
            Shape::Fill { points, colour } => {
                json!({"type": "fill", "points": points, "colour": hex(*colour)})
            }
            Shape::Circle {
                centre,
                radius,
                fill,
                stroke,
            } => json!({"type": "circle", "centre": centre, "radius": radius,
                "fill": fill.map(hex), "stroke": stroke.map(|s| hex(s.0)),
                "stroke_width": stroke.map_or(0.0, |s| s.1)}),
            Shape::Text { at, size, text } => {
                json!({"type": "text", "at": at, "size": size, "text": text})
            }
            Shape::Corner { at, size, text } => {
                json!({"type": "corner", "at": at, "size": size, "text": text})
            }
        };
        value["layer"] = json!(layer);
        value
    }

    /// The cells the mark lies on (both cells of a border it sits on).
    fn cells(&self, size: usize) -> Vec<Cell> {
        let points: Vec<(f32, f32)> = match &self.shape {
            Shape::Line { points, .. } | Shape::Fill { points, .. } => points.clone(),
            Shape::Circle { centre, .. } => vec![*centre],
            Shape::Text { at, .. } | Shape::Corner { at, .. } => vec![*at],
        };
        let n = size as f32;
        let mut cells = Vec::new();
        for (x, y) in points {
            for (dx, dy) in [(-0.01, -0.01), (0.01, -0.01), (-0.01, 0.01), (0.01, 0.01)] {
                let (cx, cy) = ((x + dx).floor(), (y + dy).floor());
                if (0.0..n).contains(&cx) && (0.0..n).contains(&cy) {
                    cells.push(cy as usize * size + cx as usize);
                }
            }
        }
        cells
    }
}

/// Each rule's short name (`killer cage 15`, `thermometer`, `white dots`)
/// and the cells it reads or is drawn on: what a page says of a cell.
pub fn touching(puzzle: &Puzzle) -> Vec<(String, Vec<Cell>)> {
    let n = puzzle.size();
    puzzle
        .rules()
        .iter()
        .filter_map(|rule| {
            let said = rule.describe(n);
            let head = said.split([':', ';']).next().unwrap_or(&said).trim();
            // `3 white dots` reads `white dots`.
            let name = head
                .split_once(' ')
                .filter(|(count, _)| count.parse::<usize>().is_ok())
                .map_or(head, |(_, rest)| rest)
                .to_owned();
            let mut cells = rule.cells();
            cells.extend(rule.draw(n).iter().flat_map(|m| m.cells(n)));
            cells.sort_unstable();
            cells.dedup();
            (!cells.is_empty() && cells.len() < n * n).then_some((name, cells))
        })
        .collect()
}

impl Figure {
    /// The picture as JSON, for a page to draw and play: `size`,
    /// `regions`, `givens`, `outside`, `caption`, `marks` ([`Mark::to_json`])
    /// and, from `puzzle`, its `title`, `author` and `rules` (each rule's
    /// name and the cells it touches, [`touching`]).
    pub fn to_json(&self, puzzle: &Puzzle) -> serde_json::Value {
        let rules: Vec<serde_json::Value> = touching(puzzle)
            .into_iter()
            .map(|(name, cells)| {
                let cells: Vec<String> = cells
                    .iter()
                    .map(|&c| crate::rule::cell_name(c, self.size))
                    .collect();
                serde_json::json!({"name": name, "cells": cells})
            })
            .collect();
        serde_json::json!({
            "size": self.size,
            "regions": self.regions,
            "givens": self.givens,
            "outside": self.outside,
            "caption": self.unmarked,
            "title": puzzle.title,
            "author": puzzle.author,
            "marks": self.marks.iter().map(Mark::to_json).collect::<Vec<_>>(),
            "rules": rules,
        })
    }
}
