//! Each format's reader against the hand-written files in
//! `fixtures/formats/`: every accepted variant reads to the same puzzle,
//! every error file fails with its exact message.

use std::path::{Path, PathBuf};

use sudoku_io::{Format, ReadError, read};

/// Baekjoon 2239's example, which every good fixture holds.
const PUZZLE: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/formats")
        .join(name)
}

/// The format a fixture's name starts with.
fn format_of(file: &str) -> Format {
    let prefix = file.split(['-', '.']).next().unwrap_or_default();
    prefix.parse().unwrap_or_else(|err| panic!("{file}: {err}"))
}

#[test]
fn every_good_fixture_reads_to_the_same_puzzle() {
    let mut seen = Vec::new();
    for entry in std::fs::read_dir(dir("good")).expect("fixtures/formats/good") {
        let path = entry.expect("an entry").path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let format = format_of(&file);
        let bytes = std::fs::read(&path).unwrap();
        let puzzle = format
            .parse(&bytes)
            .unwrap_or_else(|err| panic!("{file}: {err}"));
        if format == Format::Candidates {
            // Pencil marks: a cell with one candidate holds it, so the
            // puzzle's naked singles read as digits.
            let read = puzzle.grid.to_string();
            let given = PUZZLE.bytes().zip(read.bytes());
            assert!(given.clone().all(|(a, b)| a == b'.' || a == b), "{file}");
            assert!(given.filter(|(a, b)| a != b).count() > 0, "{file}");
        } else {
            assert_eq!(puzzle.grid.to_string(), PUZZLE, "{file}");
        }
        let (recognised, again) = read(&bytes, None).unwrap_or_else(|err| panic!("{file}: {err}"));
        assert_eq!(again, puzzle, "{file}");
        // The grid format reads every boxed grid, pretty's too.
        let named = if format == Format::Pretty {
            Format::Grid
        } else {
            format
        };
        assert_eq!(recognised, named, "{file}");
        seen.push(format);
    }
    for format in Format::ALL.into_iter().filter(|f| f.is_readable()) {
        assert!(seen.contains(&format), "no good fixture for {format}");
    }
}

#[test]
fn metadata_fixtures_carry_their_fields() {
    let json = Format::Json
        .parse(&std::fs::read(dir("good/json-object.json")).unwrap())
        .unwrap();
    assert_eq!(json.meta.id.as_deref(), Some("2239"));
    assert_eq!(json.meta.title.as_deref(), Some("Baekjoon 2239"));
    assert_eq!(json.meta.author.as_deref(), Some("Baekjoon"));
    assert_eq!(json.meta.comment.as_deref(), Some("two lines\nof comment"));
    let sdk = Format::Sdk
        .parse(&std::fs::read(dir("good/sdk.sdk")).unwrap())
        .unwrap();
    assert_eq!(sdk.meta.author.as_deref(), Some("Baekjoon"));
    assert_eq!(sdk.meta.description.as_deref(), Some("The 2239 example"));
    assert_eq!(sdk.meta.comment.as_deref(), Some("two lines\nof comment"));
    assert_eq!(sdk.meta.date.as_deref(), Some("2011-01-01"));
    assert_eq!(sdk.meta.source.as_deref(), Some("acmicpc.net"));
    assert_eq!(sdk.meta.difficulty.as_deref(), Some("Easy"));
    assert_eq!(
        sdk.meta.url.as_deref(),
        Some("https://www.acmicpc.net/problem/2239")
    );
}

#[test]
fn every_bad_fixture_fails_with_its_message() {
    let manifest = std::fs::read_to_string(dir("bad/errors.tsv")).expect("errors.tsv");
    let mut checked = 0;
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let [file, format, message] = line.splitn(3, '\t').collect::<Vec<_>>()[..] else {
            panic!("bad manifest line: {line}");
        };
        let format: Format = format.parse().unwrap();
        let bytes =
            std::fs::read(dir("bad").join(file)).unwrap_or_else(|err| panic!("{file}: {err}"));
        let err = format.parse(&bytes).expect_err(file);
        assert_eq!(err.to_string(), message, "{file}");
        // Recognition never names the format that rejects it (another may
        // read it: a packed grid with a '.' is an sdk grid).
        match read(&bytes, None) {
            Ok((recognised, _)) => assert_ne!(recognised, format, "{file}"),
            Err(err) => assert!(matches!(err, ReadError::Unrecognised(_)), "{file}: {err}"),
        }
        checked += 1;
    }
    let files = std::fs::read_dir(dir("bad")).unwrap().count() - 1;
    assert_eq!(
        checked, files,
        "every file in fixtures/formats/bad is in errors.tsv"
    );
}
