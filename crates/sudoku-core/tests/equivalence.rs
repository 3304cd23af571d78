//! The transformations and the canonical (minlex) form: transformations
//! compose and invert, the canonical form is the same for every
//! transformed copy, is its own canonical form, is no larger than any
//! transformed copy, and the automorphism count matches a brute force.

use proptest::prelude::*;
use sudoku_core::{Grid, Transform, canonical};

fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(line.bytes()) {
        *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    Grid::from_values(values).expect("a puzzle line")
}

/// 30 puzzles of the 17-clue list, kept there in minlex form.
fn seventeen() -> Vec<Grid> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/canon-17.txt");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
        .lines()
        .map(grid)
        .collect()
}

/// A transformation from a proptest seed.
fn transform() -> impl Strategy<Value = Transform> {
    (any::<u64>(), any::<u64>()).prop_map(|(seed, index)| Transform::random(seed, index))
}

/// The grid as 81 characters, blanks as `0` (the order minlex compares).
fn text(grid: &Grid) -> String {
    grid.values()
        .iter()
        .map(|&d| char::from(b'0' + d))
        .collect()
}

/// The digits relabelled in order of first appearance.
fn relabelled(grid: &Grid) -> String {
    let mut labels = [0u8; 10];
    let mut next = 1;
    grid.values()
        .iter()
        .map(|&d| {
            if d == 0 {
                return '0';
            }
            if labels[d as usize] == 0 {
                labels[d as usize] = next;
                next += 1;
            }
            char::from(b'0' + labels[d as usize])
        })
        .collect()
}

#[test]
fn the_17_clue_list_is_already_in_canonical_form() {
    for puzzle in seventeen() {
        let c = canonical(&puzzle);
        assert_eq!(text(&c.grid), text(&puzzle));
        assert_eq!(c.transform.apply(&puzzle), c.grid);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn transformations_compose_and_invert(a in transform(), b in transform(), i in 0usize..30) {
        let puzzle = seventeen()[i];
        prop_assert!(a.is_valid());
        prop_assert_eq!(a.inverse().apply(&a.apply(&puzzle)), puzzle);
        prop_assert_eq!(a.then(&b).apply(&puzzle), b.apply(&a.apply(&puzzle)));
        let text = a.to_string();
        prop_assert_eq!(text.parse::<Transform>().unwrap(), a);
    }

    #[test]
    fn every_transformed_copy_has_the_same_canonical_form(t in transform(), i in 0usize..30) {
        let puzzle = seventeen()[i];
        let copy = t.apply(&puzzle);
        let c = canonical(&copy);
        prop_assert_eq!(c.grid, canonical(&puzzle).grid);
        // Its transformation takes the copy there, and its inverse back.
        prop_assert_eq!(c.transform.apply(&copy), c.grid);
        prop_assert_eq!(c.transform.inverse().apply(&c.grid), copy);
        // A fixed point, no larger than the copy relabelled.
        prop_assert_eq!(canonical(&c.grid).grid, c.grid);
        prop_assert!(text(&c.grid) <= relabelled(&copy));
        prop_assert_eq!(c.automorphisms, canonical(&puzzle).automorphisms);
    }
}

/// Every row order that keeps bands together: 6 × 6³.
fn orders() -> Vec<[u8; 9]> {
    const P: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = Vec::new();
    for g in P {
        for a in P {
            for b in P {
                for c in P {
                    let mut o = [0u8; 9];
                    for (k, inner) in [a, b, c].iter().enumerate() {
                        for i in 0..3 {
                            o[k * 3 + i] = g[k] * 3 + inner[i];
                        }
                    }
                    out.push(o);
                }
            }
        }
    }
    out
}

#[test]
fn canonical_form_and_automorphisms_match_a_brute_force() {
    // A plain puzzle, and one with symmetries (a 17-clue puzzle's
    // canonical form mirrored onto itself has more automorphisms).
    let symmetric =
        grid("000000001000002030000040000000000000000000000000000000000000000000000000000000000");
    // Line 3773 of the 17-clue list, one of the 1,505 entries (of 49,158)
    // that the list does not keep in its smallest form: the brute force
    // agrees with ours.
    let listed =
        grid("................12..3..4...........5....4.36.78..1.........5..4.1...3....2.....8.");
    for puzzle in [seventeen()[0], seventeen()[7], symmetric, listed] {
        let orders = orders();
        let mut best = String::from("a");
        let mut count = 0;
        for transpose in [false, true] {
            for rows in &orders {
                for cols in &orders {
                    let t = Transform {
                        transpose,
                        rows: *rows,
                        cols: *cols,
                        ..Transform::IDENTITY
                    };
                    let s = relabelled(&t.apply(&puzzle));
                    if s < best {
                        best = s;
                        count = 1;
                    } else if s == best {
                        count += 1;
                    }
                }
            }
        }
        let c = canonical(&puzzle);
        assert_eq!(text(&c.grid), best);
        assert_eq!(c.automorphisms, count);
    }
}

#[test]
fn bad_transformations_are_refused_with_the_reason() {
    for bad in [
        "R123",
        "X123456789",
        "R412356789C123456789D123456789",
        "R123456789C123456789D113456789",
    ] {
        let err = bad.parse::<Transform>().unwrap_err().to_string();
        assert!(err.contains("is not a transformation"), "{bad}: {err}");
    }
    assert!(
        "TR123456789C123456789D123456789"
            .parse::<Transform>()
            .is_ok()
    );
    // The text is quoted escaped and cut short, as every message quotes
    // input.
    let forged = format!("R\u{1b}[2J{}", "9".repeat(300));
    let err = forged.parse::<Transform>().unwrap_err().to_string();
    assert!(err.starts_with("`R\\e[2J999"), "{err}");
    assert!(err.contains("...` is not a transformation"), "{err}");
}

#[test]
fn unknown_symmetries_are_quoted_escaped_and_cut() {
    let forged = format!("x\u{202e}\n{}", "y".repeat(300));
    let err = forged
        .parse::<sudoku_core::Symmetry>()
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("unknown symmetry 'x\\u{202e}\\nyyy"),
        "{err}"
    );
    assert!(err.contains("...', expected one of: none,"), "{err}");
}
