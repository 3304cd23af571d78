//! The variant explainer on the published puzzles
//! (`fixtures/variants/sudokusolver.tsv`): every step sound against the
//! published solution, every puzzle solved, and most without bifurcation.

use sudoku_variant::fpuzzles;
use sudoku_variant::logic::{self, Explainer, Marks, Technique};
use sudoku_variant::solver::Budget;

/// Each published puzzle this toolkit reads: its title, the puzzle and
/// its solution.
fn puzzles() -> Vec<(String, sudoku_variant::Puzzle, String)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/variants/sudokusolver.tsv"
    ))
    .unwrap();
    let mut title = String::new();
    let mut all = Vec::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            title = comment.to_owned();
            continue;
        }
        let (puzzle, solution) = line.split_once('\t').unwrap();
        if let Ok(puzzle) = fpuzzles::read(puzzle) {
            all.push((title.clone(), puzzle, solution.to_owned()));
        }
    }
    all
}

/// The candidates of `marks` all hold the solution's digit.
fn keeps_solution(marks: &Marks, solution: &[u8]) -> bool {
    solution
        .iter()
        .enumerate()
        .all(|(cell, &d)| marks.candidates(cell) & (1 << (d - 1)) != 0)
}

#[test]
fn every_step_on_every_published_puzzle_is_sound() {
    let mut without_bifurcation = Vec::new();
    let all = puzzles();
    assert!(all.len() >= 30, "{} puzzles read", all.len());
    for (title, puzzle, published) in &all {
        let mut explainer = Explainer::new(puzzle, Budget::NONE).unwrap();
        let solution = explainer.solution().to_vec();
        let written: String = solution.iter().map(u8::to_string).collect();
        assert_eq!(&written, published, "{title}");
        let mut marks = explainer.start();
        let mut bifurcations = 0;
        while let Some(step) = explainer.next_step(&marks).unwrap() {
            let size = puzzle.size();
            for &(cell, digit) in &step.placements {
                assert_eq!(solution[cell], digit, "{title}: {}", step.text(size));
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(solution[cell], digit, "{title}: {}", step.text(size));
            }
            assert!(
                !step.placements.is_empty() || !step.eliminations.is_empty(),
                "{title}: {}",
                step.text(size)
            );
            bifurcations += usize::from(step.technique.bifurcates());
            logic::apply(&mut marks, &step).unwrap();
            assert!(keeps_solution(&marks, &solution), "{title}");
        }
        assert!(marks.solved(), "{title}");
        assert_eq!(marks.values(), &solution[..], "{title}");
        if bifurcations == 0 {
            without_bifurcation.push(title.clone());
        }
        eprintln!("{bifurcations:3} bifurcations: {title}");
    }
    eprintln!(
        "{} of {} published puzzles explained without bifurcation",
        without_bifurcation.len(),
        all.len()
    );
}

#[test]
fn explanation_totals_follow_the_steps() {
    let (_, puzzle, _) = puzzles().swap_remove(0);
    let explanation = logic::explain(&puzzle, Budget::NONE).unwrap();
    assert!(explanation.solved);
    let hardest = explanation.hardest().unwrap();
    assert!(
        explanation
            .steps
            .iter()
            .all(|s| s.technique.level() <= hardest.level())
    );
    assert_eq!(
        explanation.score(),
        explanation
            .steps
            .iter()
            .map(|s| s.technique.score())
            .sum::<u32>()
    );
    assert_eq!(
        explanation.bifurcations(),
        explanation
            .steps
            .iter()
            .filter(|s| matches!(
                s.technique,
                Technique::Contradiction | Technique::TrialAndError
            ))
            .count()
    );
}
