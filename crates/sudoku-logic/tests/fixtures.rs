//! Each technique's own fixtures (`fixtures/logic/<technique>.txt`): a grid
//! of pencil marks where it applies, with the exact step it must find, and
//! one where it must find nothing. Made by `examples/logic_fixtures.rs`
//! from HoDoKu's regression library, whose eliminations the steps match.

mod common;

use std::path::Path;

use sudoku_logic::{Technique, find_all};

#[test]
fn every_technique_finds_its_fixture_step_and_nothing_where_it_must_not() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/logic");
    let mut checked = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("fixtures/logic") {
        let path = entry.expect("an entry").path();
        let text = std::fs::read_to_string(&path).expect("a fixture");
        let header = text.lines().next().unwrap_or_default();
        let name = header
            .trim_start_matches("# ")
            .split(": grids")
            .next()
            .unwrap_or_default();
        let technique = *Technique::ALL
            .iter()
            .find(|t| t.name() == name)
            .unwrap_or_else(|| panic!("{}: no technique {name:?}", path.display()));
        let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(lines.len(), 4, "{}", path.display());
        for pair in lines.chunks(2) {
            let (grid, expected) = (pair[0], pair[1].trim_start_matches("=> "));
            let case = common::reglib::parse(0, &format!(":0000::{grid}:::"))
                .unwrap_or_else(|| panic!("{}: {grid}", path.display()));
            let steps: Vec<String> = find_all(technique, &case.grid)
                .iter()
                .map(ToString::to_string)
                .collect();
            if expected == "none" {
                assert!(steps.is_empty(), "{}: found {steps:?}", path.display());
            } else {
                assert!(
                    steps.iter().any(|s| s == expected),
                    "{}: expected {expected}, found {steps:?}",
                    path.display()
                );
            }
        }
        checked.push(technique);
    }
    for technique in Technique::ALL {
        assert!(checked.contains(technique), "no fixture for {technique}");
    }
}
