//! What a reader would check, on the pixels: the SVG parsed by a real
//! parser (usvg) and rendered (resvg), its grid lines where they belong
//! and its digits read back by matching each cell against rendered
//! glyphs; the PDF's pages counted, its text read back with its positions
//! (`pdftotext -bbox`) and its lines found on the page rendered by
//! `pdftoppm` (poppler-utils, which CI installs; where it is missing the
//! PDF checks are ignored, with the reason in cargo's summary: `build.rs`).

use std::path::PathBuf;
use std::process::Command;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;
use sudoku_core::{Generator, Grid};
use sudoku_print::{Entry, Item, Layout, Page, book, pdf, single, svg};

const SIZE: f32 = 360.0;

/// An SVG document rendered at 1 pixel a point.
fn raster(svg: &str) -> Pixmap {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).expect("a pixmap");
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    pixmap
}

/// How dark the pixel at (x, y) is, 0 (white) to 255 (black).
fn dark(pixmap: &Pixmap, x: u32, y: u32) -> u8 {
    let p = pixmap.pixel(x, y).expect("inside");
    // Premultiplied over a white background the SVG paints itself.
    255 - ((u16::from(p.red()) + u16::from(p.green()) + u16::from(p.blue())) / 3) as u8
}

/// The ink of the cell at (row, col) of a grid drawn at `origin`, a few
/// pixels in from its lines.
fn cell_ink(pixmap: &Pixmap, origin: (f32, f32), row: usize, col: usize) -> Vec<u8> {
    let cell = SIZE / 9.0;
    let (x0, y0) = (origin.0 + col as f32 * cell, origin.1 + row as f32 * cell);
    let mut ink = Vec::new();
    for y in (y0 as u32 + 4)..((y0 + cell) as u32 - 4) {
        for x in (x0 as u32 + 4)..((x0 + cell) as u32 - 4) {
            ink.push(dark(pixmap, x, y));
        }
    }
    ink
}

fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(line.bytes()) {
        *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    Grid::from_values(values).expect("digits")
}

/// The grid's top left corner in a single puzzle's page without heading.
fn origin() -> (f32, f32) {
    (SIZE / 20.0, SIZE / 20.0)
}

#[test]
fn the_svg_draws_the_grid_and_its_digits_read_back() {
    // Templates: each digit alone in r1c1, bold as a given.
    let templates: Vec<Vec<u8>> = (1..=9u8)
        .map(|d| {
            let mut values = [0u8; 81];
            values[0] = d;
            let entry = Entry {
                puzzle: Grid::from_values(values).unwrap(),
                ..Entry::default()
            };
            cell_ink(
                &raster(&svg::render(&single(&entry, SIZE), "")),
                origin(),
                0,
                0,
            )
        })
        .collect();
    let puzzles = [
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
            .to_owned(),
        Generator::default()
            .generate(7, 0)
            .unwrap()
            .puzzle
            .to_string(),
        Generator::default()
            .generate(7, 1)
            .unwrap()
            .solution
            .to_string(),
    ];
    for line in &puzzles {
        let puzzle = grid(line);
        let image = svg::render(
            &single(
                &Entry {
                    puzzle,
                    ..Entry::default()
                },
                SIZE,
            ),
            line,
        );
        assert!(image.contains(&format!("<title>{line}</title>")));
        let pixmap = raster(&image);
        // Lines: thick ones at the box edges, thin ones between, white
        // between the lines.
        let (x0, y0) = origin();
        let cell = SIZE / 9.0;
        let y = (y0 + cell / 2.0) as u32 + 1;
        for i in 0..=9 {
            // The ink across the line, in pixels of full black: its width.
            let x = (x0 + i as f32 * cell).round() as u32;
            let width = (x - 4..=x + 4)
                .map(|x| f32::from(dark(&pixmap, x, y)))
                .sum::<f32>()
                / 255.0;
            let expected = if i % 3 == 0 { 2.3..=3.5 } else { 0.5..=1.1 };
            assert!(expected.contains(&width), "line {i} is {width} px wide");
            // Half a cell away, paper.
            assert_eq!(dark(&pixmap, x + (cell / 2.0) as u32 - 3, y - 12), 0);
        }
        // Digits: each cell is the template it matches, or blank.
        let mut read = String::new();
        for cell_index in 0..81 {
            let ink = cell_ink(&pixmap, origin(), cell_index / 9, cell_index % 9);
            if ink.iter().all(|&v| v < 40) {
                read.push('.');
                continue;
            }
            let distance = |t: &Vec<u8>| {
                t.iter()
                    .zip(&ink)
                    .map(|(&a, &b)| u32::from(a.abs_diff(b)))
                    .sum::<u32>()
            };
            let best = (0..9).min_by_key(|&d| distance(&templates[d])).unwrap();
            assert!(
                distance(&templates[best]) < 2_000,
                "cell {cell_index} matches no digit well"
            );
            read.push(char::from(b'1' + best as u8));
        }
        assert_eq!(read, line.replace('0', "."));
    }
}

#[test]
fn pencil_marks_are_small_digits_in_their_places() {
    let mut marks = [0u16; 81];
    marks[0] = 0b1_0000_0101; // 1, 3, 9
    let entry = Entry {
        puzzle: Grid::empty(),
        marks: Some(marks),
        ..Entry::default()
    };
    let pixmap = raster(&svg::render(&single(&entry, SIZE), ""));
    let third = SIZE / 27.0;
    let (x0, y0) = origin();
    let inked = |d: usize| {
        let (r, c) = ((d - 1) / 3, (d - 1) % 3);
        let (cx, cy) = (x0 + (c as f32 + 0.5) * third, y0 + (r as f32 + 0.5) * third);
        (-3..=3).any(|dx| {
            (-3..=3).any(|dy| dark(&pixmap, (cx + dx as f32) as u32, (cy + dy as f32) as u32) > 128)
        })
    };
    let shown: Vec<usize> = (1..=9).filter(|&d| inked(d)).collect();
    assert_eq!(shown, [1, 3, 9]);
}

/// A tool of poppler-utils (the tests that call it are ignored where
/// poppler-utils is missing).
fn poppler(tool: &str) -> PathBuf {
    assert!(
        Command::new(tool).arg("-v").output().is_ok(),
        "{tool} is not installed (apt-get install poppler-utils)"
    );
    PathBuf::from(tool)
}

/// Words of the PDF with their boxes: (page, x, y, text).
fn words(path: &std::path::Path) -> Vec<(usize, f32, f32, String)> {
    let out = Command::new("pdftotext")
        .arg("-bbox")
        .arg(path)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let html = String::from_utf8(out.stdout).expect("UTF-8");
    let mut page = 0;
    let mut words = Vec::new();
    for line in html.lines() {
        if line.contains("<page ") {
            page += 1;
        }
        let Some(rest) = line.trim().strip_prefix("<word ") else {
            continue;
        };
        let attr = |name: &str| -> f32 {
            let at = rest.find(&format!("{name}=\"")).expect("attribute") + name.len() + 2;
            rest[at..].split('"').next().unwrap().parse().unwrap()
        };
        let text = rest
            .split('>')
            .nth(1)
            .unwrap()
            .split('<')
            .next()
            .unwrap()
            .to_owned();
        words.push((page, attr("xMin"), attr("yMin"), text));
    }
    words
}

#[test]
#[cfg_attr(
    not(has_poppler),
    ignore = "poppler-utils is not installed (apt-get install poppler-utils)"
)]
fn a_book_of_100_puzzles_has_its_pages_its_answers_in_order_and_its_lines() {
    let generator = Generator::default();
    let entries: Vec<Entry> = (0..100)
        .map(|i| {
            let made = generator.generate(3, i).unwrap();
            Entry {
                puzzle: made.puzzle,
                solution: Some(made.solution),
                ..Entry::default()
            }
        })
        .collect();
    let layout = Layout::default();
    let pages = book(&entries, &layout).unwrap();
    // 4 puzzles a page, 12 answers a page.
    assert_eq!(pages.len(), 25 + 9);
    let bytes = pdf::render(&pages).unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("render");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("book.pdf");
    std::fs::write(&path, &bytes).unwrap();
    poppler("pdftotext");
    poppler("pdftoppm");
    let words = words(&path);
    assert_eq!(words.iter().map(|w| w.0).max(), Some(34));
    // Each answer, read from the page: the digits below its label, in
    // reading order, are its solution.
    let labels: Vec<&(usize, f32, f32, String)> =
        words.iter().filter(|w| w.3 == "Answer").collect();
    assert_eq!(labels.len(), 100);
    let cell = {
        let Item::Text { size, .. } = &pages[25]
            .items
            .iter()
            .find(|i| matches!(i, Item::Text { text, .. } if text.len() == 1 && text != "1"))
            .unwrap()
        else {
            unreachable!()
        };
        size / 0.62
    };
    for (n, label) in labels.iter().enumerate() {
        let number = words
            .iter()
            .find(|w| w.0 == label.0 && w.2 == label.2 && w.1 > label.1)
            .unwrap();
        assert_eq!(number.3, (n + 1).to_string());
        let mut digits: Vec<&(usize, f32, f32, String)> = words
            .iter()
            .filter(|w| {
                w.0 == label.0
                    && w.3.len() == 1
                    && w.1 >= label.1 - 1.0
                    && w.1 < label.1 + 9.0 * cell
                    && w.2 > label.2 + 2.0
                    && w.2 < label.2 + 10.0 * cell
            })
            .collect();
        digits.sort_by(|a, b| {
            (a.2 / cell)
                .floor()
                .total_cmp(&(b.2 / cell).floor())
                .then(a.1.total_cmp(&b.1))
        });
        let read: String = digits.iter().map(|w| w.3.as_str()).collect();
        assert_eq!(
            read,
            entries[n].solution.unwrap().to_string(),
            "answer {}",
            n + 1
        );
    }
    // The first page rendered: every thick line of the layout is ink.
    let status = Command::new("pdftoppm")
        .args(["-r", "72", "-gray", "-f", "1", "-l", "1"])
        .arg(&path)
        .arg(dir.join("page"))
        .status()
        .unwrap();
    assert!(status.success());
    let pgm = std::fs::read(dir.join("page-01.pgm")).unwrap();
    let (width, pixels) = pgm_pixels(&pgm);
    let ink = |x: f32, y: f32| pixels[y.round() as usize * width + x.round() as usize] < 128;
    let thick: Vec<&Item> = pages[0]
        .items
        .iter()
        .filter(|i| matches!(i, Item::Line { width, .. } if *width > 1.5))
        .collect();
    assert_eq!(thick.len(), 4 * 8);
    for item in thick {
        let Item::Line { from, to, .. } = item else {
            unreachable!()
        };
        for t in [0.1, 0.5, 0.9] {
            let (x, y) = (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1));
            assert!(ink(x, y), "no ink at ({x}, {y})");
        }
    }
    // And the middle of an empty cell is paper.
    let empty = first_empty_cell_centre(&pages[0], &entries[0].puzzle);
    assert!(!ink(empty.0, empty.1));
    std::fs::remove_dir_all(&dir).ok();
}

/// The pixels of a binary PGM (P5) image, and its width.
fn pgm_pixels(pgm: &[u8]) -> (usize, Vec<u8>) {
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while pgm[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !pgm[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&pgm[start..at]).into_owned());
    }
    assert_eq!(fields[0], "P5");
    let width: usize = fields[1].parse().unwrap();
    (width, pgm[at + 1..].to_vec())
}

/// The centre of the first puzzle's first empty cell on `page`, from the
/// layout: the first grid's top left corner is its first thick line's.
fn first_empty_cell_centre(page: &Page, puzzle: &Grid) -> (f32, f32) {
    let Some(Item::Line { from, to, width }) = page
        .items
        .iter()
        .find(|i| matches!(i, Item::Line { width, .. } if *width > 1.5))
    else {
        panic!("no thick line");
    };
    // The first thick line is vertical, reaching past the corner by half
    // its width; the grid's size is its length less that.
    let size = (to.1 - from.1) - width;
    let (x0, y0) = (from.0, from.1 + width / 2.0);
    let i = puzzle.values().iter().position(|&v| v == 0).unwrap();
    let cell = size / 9.0;
    (
        x0 + (i % 9) as f32 * cell + cell / 2.0,
        y0 + (i / 9) as f32 * cell + cell / 2.0,
    )
}

#[test]
fn single_pages_are_just_big_enough() {
    let page = single(
        &Entry {
            heading: Some("Easy".into()),
            ..Entry::default()
        },
        SIZE,
    );
    assert_eq!(page.width, SIZE * 1.1);
    assert!(page.height > page.width);
}

#[test]
fn large_print_on_letter_has_big_digits_and_heavy_lines() {
    let made = Generator::default().generate(5, 0).unwrap();
    let entry = Entry {
        puzzle: made.puzzle,
        solution: Some(made.solution),
        heading: Some("Gentle".into()),
        ..Entry::default()
    };
    let large = Layout {
        paper: sudoku_print::Paper::Letter,
        per_page: 4,
        large_print: true,
        title: None,
    };
    let pages = book(&vec![entry.clone(); 5], &large).unwrap();
    // Two puzzle pages, two answer pages (four a page: 16 pt digits).
    assert_eq!(pages.len(), 4);
    assert!(pages.iter().all(|p| (p.width, p.height) == (612.0, 792.0)));
    let digits = |page: &Page| -> Vec<f32> {
        page.items
            .iter()
            .filter_map(|item| match item {
                Item::Text { text, size, .. } if text.len() == 1 => Some(*size),
                _ => None,
            })
            .collect()
    };
    for page in &pages {
        // Page numbers are small; every digit in a grid is 16 pt or more.
        let sizes: Vec<f32> = digits(page).into_iter().filter(|&s| s > 9.0).collect();
        assert!(
            !sizes.is_empty() && sizes.iter().all(|&s| s >= 16.0),
            "{sizes:?}"
        );
    }
    let thickest = |pages: &[Page]| {
        pages[0]
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Line { width, .. } => Some(*width),
                _ => None,
            })
            .fold(0.0f32, f32::max)
    };
    let normal = book(&[entry], &Layout::default()).unwrap();
    assert!(thickest(&pages) > 1.5 * thickest(&normal));
    assert_eq!(
        book(
            &[],
            &Layout {
                per_page: 3,
                ..Layout::default()
            }
        )
        .unwrap_err()
        .to_string(),
        "3 puzzles a page: expected 1, 2, 4 or 6"
    );
}

/// A heading from the input may be any length and in any script: it is
/// cut short to its grid's width (it ran on into the next puzzle's), and
/// what the font cannot draw is `?` in both writers.
/// A heading long enough to run into the next one's place.
const LONG: &str = "A title long enough to run on into the next puzzle's heading and past it";

/// Two puzzles, headed by [`LONG`] and by characters the font cannot draw.
fn headings_book() -> Vec<Page> {
    let entry = |heading: &str| Entry {
        puzzle: Grid::empty(),
        heading: Some(heading.to_owned()),
        ..Entry::default()
    };
    book(&[entry(LONG), entry("漢字 Title")], &Layout::default()).unwrap()
}

#[test]
fn headings_stay_over_their_grids_and_undrawable_characters_are_question_marks() {
    let pages = headings_book();
    let headings: Vec<(f32, f32, &str)> = pages[0]
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text { at, text, .. } if text.starts_with("Puzzle") => {
                Some((at.0, at.1, text.as_str()))
            }
            _ => None,
        })
        .collect();
    let [(_, y, first), (x2, _, second)] = headings[..] else {
        panic!("{headings:?}");
    };
    assert!(first.ends_with('…') && first.len() < LONG.len(), "{first}");
    assert!(format!("Puzzle 1 · {LONG}").starts_with(first.trim_end_matches('…')));
    assert_eq!(
        second, "Puzzle 2 · 漢字 Title",
        "kept as given; drawn with '?'"
    );
    // No ink in the gap just left of the second heading, on the headings'
    // line.
    let pixmap = raster(&svg::render(&pages[0], "headings"));
    for x in (x2 as u32 - 12)..(x2 as u32 - 1) {
        for y in (y as u32 - 8)..(y as u32 + 2) {
            assert!(dark(&pixmap, x, y) < 40, "ink at ({x}, {y})");
        }
    }
}

#[test]
#[cfg_attr(
    not(has_poppler),
    ignore = "poppler-utils is not installed (apt-get install poppler-utils)"
)]
fn headings_in_pdf_read_back_with_question_marks_for_undrawable_characters() {
    let pages = headings_book();
    let first = pages[0]
        .items
        .iter()
        .find_map(|item| match item {
            Item::Text { text, .. } if text.starts_with("Puzzle 1") => Some(text.as_str()),
            _ => None,
        })
        .expect("the first heading");
    let pdftotext = poppler("pdftotext");
    let path = std::env::temp_dir().join(format!("sudoku-headings-{}.pdf", std::process::id()));
    std::fs::write(&path, pdf::render(&pages).unwrap()).unwrap();
    let out = Command::new(pdftotext)
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(text.contains("Puzzle 2 · ?? Title"), "{text}");
    assert!(
        text.contains(&format!(
            "{}…",
            first
                .trim_end_matches('…')
                .trim_start_matches("Puzzle 1 · ")
        )),
        "{text}"
    );
}
