//! `sudoku print` and `--to svg` through the binary: the book a setter
//! asks for, and every way it can go wrong. The pixels and the text of the
//! pages are checked in `crates/sudoku-print/tests/render.rs`.

mod common;

use std::process::Command;

use common::*;

#[test]
fn generate_into_print_makes_a_book_with_answer_keys() {
    let dir = scratch_dir("print-book");
    let book = dir.join("book.pdf");
    let made = sudoku(&["generate", "--count", "24", "--seed", "1"], b"");
    let printed = sudoku(&["print", "-o", book.to_str().unwrap()], &made.stdout);
    assert_eq!(printed.status.code(), Some(0), "{}", stderr(&printed));
    assert_eq!(
        stderr(&printed),
        format!(
            "sudoku: note: wrote {}: 24 puzzles on 6 pages, 2 answer pages\n",
            book.display()
        )
    );
    let bytes = std::fs::read(&book).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
}

#[test]
#[cfg_attr(
    not(has_poppler),
    ignore = "poppler-utils is not installed (apt-get install poppler-utils)"
)]
fn the_book_has_its_pages_and_its_fonts_embedded() {
    let dir = scratch_dir("print-pages-fonts");
    let book = dir.join("book.pdf");
    let made = sudoku(&["generate", "--count", "24", "--seed", "1"], b"");
    let printed = sudoku(&["print", "-q", "-o", book.to_str().unwrap()], &made.stdout);
    assert_eq!(printed.status.code(), Some(0), "{}", stderr(&printed));
    let info = Command::new("pdfinfo")
        .arg(&book)
        .output()
        .expect("pdfinfo runs");
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    assert!(
        info.lines()
            .any(|l| l.split_whitespace().collect::<Vec<_>>() == ["Pages:", "8"]),
        "{info}"
    );
    let fonts = Command::new("pdffonts").arg(&book).output().unwrap();
    let fonts = String::from_utf8_lossy(&fonts.stdout).into_owned();
    assert!(
        fonts.contains("DejaVuSans-Bold") && fonts.lines().skip(2).all(|l| l.contains(" yes ")),
        "{fonts}"
    );
}

#[test]
fn svg_pages_go_to_a_folder_and_one_puzzle_converts_to_svg() {
    let dir = scratch_dir("print-pages");
    let pages = dir.join("pages");
    let printed = sudoku(
        &[
            "print",
            "--to",
            "svg",
            "--per-page",
            "1",
            "--large-print",
            "-q",
            "-o",
            pages.to_str().unwrap(),
            "fixtures/baekjoon-2239.in",
        ],
        b"",
    );
    assert_eq!(printed.status.code(), Some(0), "{}", stderr(&printed));
    assert_eq!(stderr(&printed), "");
    let mut names: Vec<String> = std::fs::read_dir(&pages)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["page-001.svg", "page-002.svg"]);
    // Again into the same folder: refused, the pages there untouched (a
    // shorter book would leave the longer one's last pages behind).
    let again = sudoku(
        &[
            "print",
            "--to",
            "svg",
            "-q",
            "-o",
            pages.to_str().unwrap(),
            "fixtures/baekjoon-2239.in",
        ],
        b"",
    );
    assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("the folder is not empty"),
        "{}",
        stderr(&again)
    );
    assert_eq!(std::fs::read_dir(&pages).unwrap().count(), names.len());
    let page = std::fs::read_to_string(pages.join("page-001.svg")).unwrap();
    assert!(page.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""));
    let image = sudoku(
        &[
            "convert",
            "--to",
            "svg",
            "fixtures/formats/good/json-object.json",
        ],
        b"",
    );
    assert_eq!(image.status.code(), Some(0));
    let svg = stdout(&image);
    assert!(
        svg.contains("<title>Baekjoon 2239: 1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7</title>"),
        "{svg}"
    );
    assert!(svg.ends_with("</svg>\n"));
}

#[test]
fn what_cannot_be_printed_is_refused_with_its_reason_and_nothing_written() {
    let dir = scratch_dir("print-refused");
    let book = dir.join("book.pdf");
    let out = book.to_str().unwrap();
    let cases: [(&[&str], i32, String); 4] = [
        (
            &["print", "-o", out, "fixtures/two-solutions.in"],
            1,
            "sudoku: error: fixtures/two-solutions.in: line 1: the puzzle has more than one solution; a book's puzzles need exactly one (nothing written)\n".to_owned(),
        ),
        (
            &["print", "-o", out, "--per-page", "6", "--large-print", "fixtures/baekjoon-2239.in"],
            2,
            "sudoku: error: large print needs digits of 16 pt or more; at 6 puzzles a page they would be 14.4 pt: use 4 a page or fewer\n".to_owned(),
        ),
        (
            &["print", "-o", "no/such/folder/book.pdf", "fixtures/baekjoon-2239.in"],
            3,
            "sudoku: error: no/such/folder/book.pdf: cannot write: No such file or directory (os error 2)\n".to_owned(),
        ),
        (
            &["print", "-o", out, "fixtures/bad-cell.in"],
            2,
            "sudoku: error: fixtures/bad-cell.in: cannot recognise the format: it is closest to spaced (9 lines of 9 cells separated by spaces), which says: line 3, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'\n".to_owned(),
        ),
    ];
    for (args, code, message) in cases {
        let output = sudoku(args, b"");
        assert_eq!(
            output.status.code(),
            Some(code),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(stderr(&output), message, "{args:?}");
        assert!(!book.exists(), "{args:?}");
    }
    let bad = sudoku(&["print", "-o", out, "--per-page", "3"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).starts_with("sudoku: error: invalid value '3' for '--per-page <N>': 3 puzzles a page: expected 1, 2, 4 or 6\n"));
    let svg_in = sudoku(
        &[
            "convert",
            "--from",
            "svg",
            "--to",
            "line",
            "fixtures/baekjoon-2239.in",
        ],
        b"",
    );
    assert_eq!(svg_in.status.code(), Some(2));
    assert!(stderr(&svg_in).starts_with(
        "sudoku: error: the svg format is for output only; the input may be spaced, packed, line,"
    ));
}

/// Characters the font cannot draw print as `?`, and the command says so,
/// where; `--quiet` says nothing.
#[test]
fn characters_the_font_cannot_draw_are_named() {
    let dir = scratch_dir("print-glyphs");
    let book = dir.join("book.pdf");
    let puzzle =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let input = format!(
        "{{\"puzzle\": \"{puzzle}\", \"title\": \"Easy\"}}\n{{\"puzzle\": \"{puzzle}\", \"title\": \"数独\\u001b\"}}\n"
    );
    let out = book.to_str().unwrap();
    let printed = sudoku(
        &["print", "-o", out, "--title", "书 Book"],
        input.as_bytes(),
    );
    assert_eq!(printed.status.code(), Some(0), "{}", stderr(&printed));
    assert_eq!(
        stderr(&printed),
        format!(
            "sudoku: note: the font (DejaVu Sans) has no glyph for some characters, which print as '?' (the title: 书; puzzle 2: 数独\\e)\n\
             sudoku: note: wrote {out}: 2 puzzles on 1 page, 1 answer page\n"
        )
    );
    let quiet = sudoku(
        &["print", "-q", "-o", out, "--title", "书"],
        input.as_bytes(),
    );
    assert_eq!((quiet.status.code(), stderr(&quiet)), (Some(0), ""));
}

#[test]
fn a_book_past_ten_thousand_puzzles_is_refused_before_it_is_laid_out() {
    let puzzles = sample("17_clue.txt", 100);
    let lines: Vec<&str> = puzzles
        .iter()
        .map(String::as_str)
        .cycle()
        .take(10_001)
        .collect();
    let path = scratch(
        "ten-thousand-and-one.txt",
        (lines.join("\n") + "\n").as_bytes(),
    );
    let dir = scratch_dir("print-too-long");
    let book = dir.join("book.pdf");
    let started = std::time::Instant::now();
    let output = sudoku(
        &[
            "print",
            "-o",
            book.to_str().unwrap(),
            path.to_str().unwrap(),
        ],
        b"",
    );
    // Laying out 10,000 puzzles would take minutes here: refused first.
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("line 10001: a book holds at most 10000 puzzles"),
        "{}",
        stderr(&output)
    );
    assert!(!book.exists());
}
