//! Variant puzzles on paper, checked on the pixels and in the PDF's text:
//! the published fixtures' marks (thermometer bulbs, dashed cages) where
//! the figure puts them, every rule drawn or named in the caption, and a
//! book's sums, clues and 16×16 letters read back by `pdftotext`.

use std::process::Command;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;
use sudoku_print::{Entry, Layout, Variant, book, pdf, single, svg};
use sudoku_variant::figure::{Colour, Figure, Shape};
use sudoku_variant::{Puzzle, fpuzzles};

const SIZE: f32 = 360.0;

fn fixture(name: &str) -> Puzzle {
    let path = format!(
        "{}/../../fixtures/variants/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    fpuzzles::read(std::fs::read_to_string(path).unwrap().trim()).unwrap()
}

/// A puzzle alone on a page, with no heading: the grid's top left corner
/// is at (SIZE / 20, SIZE / 20), a ring of cells inside it when clues
/// sit outside.
fn page(puzzle: &Puzzle) -> (Figure, Pixmap) {
    let figure = Figure::of(puzzle);
    let entry = Entry {
        variant: Some(Variant {
            figure: figure.clone(),
            solution: None,
        }),
        ..Entry::default()
    };
    let image = svg::render(&single(&entry, SIZE), "");
    let tree = usvg::Tree::from_str(&image, &usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    (figure, pixmap)
}

/// The pixel of cell coordinates `(x, y)`: its grey, 0 white to 255 black.
fn ink(figure: &Figure, pixmap: &Pixmap, (x, y): (f32, f32)) -> u8 {
    let ring = f32::from(u8::from(figure.outside));
    let cell = SIZE / (figure.size as f32 + 2.0 * ring);
    let origin = SIZE / 20.0 + ring * cell;
    let p = pixmap
        .pixel((origin + x * cell) as u32, (origin + y * cell) as u32)
        .unwrap();
    255 - ((u16::from(p.red()) + u16::from(p.green()) + u16::from(p.blue())) / 3) as u8
}

/// The centres of the figure's thermometer bulbs (grey discs).
fn bulbs(figure: &Figure) -> Vec<(f32, f32)> {
    figure
        .marks
        .iter()
        .filter_map(|m| match m.shape {
            Shape::Circle {
                centre,
                fill: Some(Colour::GREY),
                ..
            } => Some(centre),
            _ => None,
        })
        .collect()
}

#[test]
fn thermometer_bulbs_are_grey_where_the_figure_puts_them() {
    let (figure, pixmap) = page(&fixture("clipped-arrow-thermo.txt"));
    let bulbs = bulbs(&figure);
    assert_eq!(bulbs.len(), 4, "Clipped has four thermometers");
    for bulb in bulbs {
        let cell = (bulb.1 as usize) * 9 + bulb.0 as usize;
        if figure.givens[cell] != 0 {
            continue;
        }
        // Grey (170) is 85 dark; a little off the centre, clear of nothing.
        let seen = ink(&figure, &pixmap, (bulb.0 + 0.2, bulb.1));
        assert!((70..=100).contains(&seen), "bulb at {bulb:?}: {seen}");
        // Outside the bulb and the tube, the cell's corner is white.
        assert_eq!(ink(&figure, &pixmap, (bulb.0 - 0.42, bulb.1 - 0.42)), 0);
    }
}

#[test]
fn cages_are_dashed_inside_their_cells_with_the_sum_in_the_corner() {
    let (figure, pixmap) = page(&fixture("blitz-killer.txt"));
    assert!(figure.outside, "Blitz has little killers outside the grid");
    let dashed: Vec<&Shape> = figure
        .marks
        .iter()
        .map(|m| &m.shape)
        .filter(|s| matches!(s, Shape::Line { dashed: true, .. }))
        .collect();
    assert!(!dashed.is_empty());
    // Along a long dashed side: ink and gaps.
    let Shape::Line { points, .. } = dashed
        .iter()
        .find(
            |s| matches!(s, Shape::Line { points, .. } if (points[0].0 - points[1].0).abs() > 0.9),
        )
        .unwrap()
    else {
        unreachable!()
    };
    let (a, b) = (points[0], points[1]);
    let samples: Vec<u8> = (0..40)
        .map(|i| {
            let t = 0.1 + 0.8 * i as f32 / 40.0;
            ink(&figure, &pixmap, (a.0 + (b.0 - a.0) * t, a.1))
        })
        .collect();
    assert!(samples.iter().any(|&s| s > 120), "no dash: {samples:?}");
    assert!(samples.iter().any(|&s| s < 40), "no gap: {samples:?}");
    // The sums are text on white patches.
    let corners = figure
        .marks
        .iter()
        .filter(|m| matches!(m.shape, Shape::Corner { .. }))
        .count();
    assert_eq!(corners, 8, "Blitz has eight cages with sums");
}

#[test]
fn every_published_rule_is_drawn_or_named_in_the_caption() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/variants/sudokusolver.tsv"
    ))
    .unwrap();
    // Rules of the whole grid draw nothing: the caption names them.
    let global = ["antiknight", "antiking", "disjointgroups"];
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Ok(puzzle) = fpuzzles::read(line.split('\t').next().unwrap()) else {
            continue;
        };
        let figure = Figure::of(&puzzle);
        let n = puzzle.size();
        for rule in puzzle.rules() {
            let drawn = !rule.draw(n).is_empty();
            let captioned = rule.caption().is_some_and(|c| figure.unmarked.contains(&c));
            assert!(
                drawn || captioned || global.contains(&rule.kind()) || {
                    let said = rule.describe(n);
                    figure.unmarked.iter().any(|u| said.starts_with(u.as_str()))
                },
                "{}: {} neither drawn nor named",
                puzzle.title.clone().unwrap_or_default(),
                rule.kind()
            );
            if global.contains(&rule.kind()) {
                assert!(!drawn);
            }
        }
    }
}

#[test]
#[cfg_attr(
    not(has_poppler),
    ignore = "poppler-utils is not installed (apt-get install poppler-utils)"
)]
fn a_variant_book_reads_back_its_clues_sums_and_letters() {
    let entries: Vec<Entry> = ["blitz-killer.txt", "behemoth-16x16.txt"]
        .into_iter()
        .map(|name| {
            let puzzle = fixture(name);
            Entry {
                variant: Some(Variant {
                    figure: Figure::of(&puzzle),
                    solution: None,
                }),
                ..Entry::default()
            }
        })
        .collect();
    let pages = book(&entries, &Layout::default()).unwrap();
    let path = std::env::temp_dir().join(format!("variant-book-{}.pdf", std::process::id()));
    std::fs::write(&path, pdf::render(&pages).unwrap()).unwrap();
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8(out.stdout).unwrap();
    let words: Vec<&str> = text.split_whitespace().collect();
    // Blitz: little killer sums outside (17, 18, 23) and cage sums (16, 11).
    for clue in ["17", "18", "23", "16", "11"] {
        assert!(words.contains(&clue), "{clue} missing: {words:?}");
    }
    // Behemoth: givens 10 to 16 as the letters A to G.
    for letter in ["A", "B", "C", "D", "E", "F", "G"] {
        assert!(words.contains(&letter), "{letter} missing");
    }
}

#[test]
fn a_bulb_under_a_between_line_s_circle_stays_in_sight() {
    // Hay Fever: thermometers start inside the between lines' circles.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/variants/sudokusolver.tsv"
    ))
    .unwrap();
    let line = text
        .lines()
        .skip_while(|l| !l.starts_with("# \"Hay Fever\""))
        .nth(1)
        .unwrap();
    let puzzle = fpuzzles::read(line.split('\t').next().unwrap()).unwrap();
    let (figure, pixmap) = page(&puzzle);
    let rims: Vec<(f32, f32)> = figure
        .marks
        .iter()
        .filter_map(|m| match m.shape {
            Shape::Circle {
                centre,
                fill: None,
                stroke: Some(_),
                ..
            } => Some(centre),
            _ => None,
        })
        .collect();
    let bulbs: Vec<(f32, f32)> = bulbs(&figure)
        .into_iter()
        .filter(|b| rims.contains(b))
        .collect();
    assert!(!bulbs.is_empty(), "no bulb inside a circle");
    for bulb in bulbs {
        let seen = ink(&figure, &pixmap, (bulb.0 + 0.2, bulb.1));
        assert!(
            (70..=100).contains(&seen),
            "bulb at {bulb:?} hidden: {seen}"
        );
    }
}
