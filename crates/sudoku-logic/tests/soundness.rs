//! Every step of every explanation is sound: a placement puts the
//! solution's digit, an elimination never removes it, every link of the
//! chains it shows holds in the grid it starts from, and the path ends at
//! the solution. Checked on the sample sets (all solved without guessing)
//! and on random puzzles.

mod common;

use common::grid;
use common::links::{holds, link_holds, places};
use common::nets::{Literal, contradict, literal, nested_fault, net_fault};

use std::path::Path;

use proptest::prelude::*;
use sudoku_core::{Cell, Grid, Solution, solve};
use sudoku_logic::{
    Candidates, Chain, Explanation, Node, Options, Step, Technique, explain, find_all,
};

/// The sample set `name` from `fixtures/sets`.
fn sample(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/sets")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| l[..81].to_owned())
        .collect()
}

/// Asserts every link of every chain of `step` holds in `marks`, the grid
/// the step starts from.
fn assert_links(puzzle: &str, n: usize, step: &Step, marks: &Candidates) {
    for chain in &step.chains {
        assert_eq!(
            chain.strong.len() + 1,
            chain.nodes.len(),
            "{puzzle}: step {n}"
        );
        for (i, pair) in chain.nodes.windows(2).enumerate() {
            assert!(
                holds(marks, &pair[0]) && holds(marks, &pair[1]),
                "{puzzle}: step {n} ({step}): a node of link {} is no candidate",
                i + 1
            );
            assert!(
                link_holds(marks, &pair[0], &pair[1], chain.strong[i]),
                "{puzzle}: step {n} ({step}): link {} ({chain}) does not hold",
                i + 1
            );
        }
    }
}

/// A chain's premise and end as literals; `premise_on` says how a chain of
/// one node (its premise is its end) takes it.
fn ends(chain: &Chain, premise_on: bool) -> (Literal, Literal) {
    let literal = |node: &Node, on: bool| (node.cells[0], node.digit.get(), on);
    let first = &chain.nodes[0];
    let last = &chain.nodes[chain.nodes.len() - 1];
    match (chain.strong.first(), chain.strong.last()) {
        (Some(&first_strong), Some(&last_strong)) => {
            (literal(first, !first_strong), literal(last, last_strong))
        }
        _ => (literal(first, premise_on), literal(last, premise_on)),
    }
}

/// Asserts that a forcing chain's chains, or a forcing net's nets, prove
/// it, in `marks`, the grid it starts from: a contradiction's chains or
/// net all start from the candidate it removes (taken true) or places
/// (taken false) and reach literals that cannot all hold with it; a
/// verity's chains or nets all reach its conclusion, from premises one of
/// which holds (a candidate true and false, every candidate of a cell, or
/// every place of a digit in a house). Every inference of a net holds.
fn assert_forcing_proof(puzzle: &str, n: usize, step: &Step, marks: &Candidates) {
    let (cell, digit, place) = match (step.placements.first(), step.eliminations.first()) {
        (Some(p), _) => (p.cell, p.digit.get(), true),
        (None, Some(e)) => (e.cell, e.digit.get(), false),
        (None, None) => panic!("{puzzle}: step {n} ({step}) does nothing"),
    };
    let contradiction = matches!(
        step.technique,
        Technique::ForcingChain | Technique::ForcingNet
    );
    // Each proof's premise, and what it reaches.
    let proofs: Vec<(Literal, Vec<Literal>)> = if step.nets.is_empty() {
        step.chains
            .iter()
            .map(|c| {
                let (start, end) = ends(c, !(contradiction && place));
                (start, vec![end])
            })
            .collect()
    } else {
        for net in &step.nets {
            if let Some(fault) = net_fault(net, marks) {
                panic!("{puzzle}: step {n} ({step}): {fault}");
            }
        }
        if let Some(fault) = nested_fault(&step.nets, &|ends| contradict(marks, ends)) {
            panic!("{puzzle}: step {n} ({step}): {fault}");
        }
        // The nets of nested refutations prove their nodes, not the step.
        let refuted: Vec<usize> = (step.nets.iter())
            .flat_map(|net| net.nodes.iter().filter_map(|node| node.refuted_by))
            .collect();
        step.nets
            .iter()
            .enumerate()
            .filter(|(k, _)| !refuted.contains(k))
            .map(|(_, net)| {
                (
                    literal(&net.nodes[0]),
                    net.nodes.iter().map(literal).collect(),
                )
            })
            .collect()
    };
    assert!(!proofs.is_empty(), "{puzzle}: step {n} ({step}): no proof");
    if contradiction {
        let premise = (cell, digit, !place);
        assert!(
            proofs.iter().all(|&(start, _)| start == premise),
            "{puzzle}: step {n} ({step}): a proof starts elsewhere"
        );
        // The premise holds along with what follows from it.
        let mut ends: Vec<Literal> = proofs.into_iter().flat_map(|(_, ends)| ends).collect();
        ends.push(premise);
        assert!(
            contradict(marks, &ends),
            "{puzzle}: step {n} ({step}): what the premise leads to does not contradict"
        );
        return;
    }
    assert!(
        proofs
            .iter()
            .all(|(_, ends)| ends.contains(&(cell, digit, place))),
        "{puzzle}: step {n} ({step}): a proof ends elsewhere"
    );
    let mut starts: Vec<Literal> = proofs.iter().map(|&(start, _)| start).collect();
    starts.sort();
    let (c0, d0, _) = starts[0];
    let one_candidate = starts == [(c0, d0, false), (c0, d0, true)];
    let cell_candidates: Vec<Literal> = marks.candidates(c0).map(|d| (c0, d.get(), true)).collect();
    let house_places = places(marks, d0).into_iter().any(|cells| {
        let mut all: Vec<Literal> = cells.iter().map(|&c| (c, d0, true)).collect();
        all.sort();
        all == starts
    });
    assert!(
        one_candidate || starts == cell_candidates || house_places,
        "{puzzle}: step {n} ({step}): the premises need not hold"
    );
}

/// Asserts each step of `explanation` agrees with `solution`, and its
/// chains with the grid it starts from (`puzzle`'s candidates, then each
/// step's).
fn assert_sound(puzzle: &str, explanation: &Explanation, solution: &Grid) {
    let mut marks = Candidates::new(&common::grid(puzzle));
    for (i, step) in explanation.steps.iter().enumerate() {
        assert_links(puzzle, i + 1, step, &marks);
        if matches!(
            step.technique,
            Technique::ForcingChain
                | Technique::ForcingChainVerity
                | Technique::ForcingNet
                | Technique::ForcingNetVerity
        ) {
            assert_forcing_proof(puzzle, i + 1, step, &marks);
        }
        marks.apply(step);
        for p in &step.placements {
            assert_eq!(
                solution.get(p.cell),
                Some(p.digit),
                "{puzzle}: step {} ({step}) places a wrong digit",
                i + 1
            );
        }
        for e in &step.eliminations {
            assert_ne!(
                solution.get(e.cell),
                Some(e.digit),
                "{puzzle}: step {} ({step}) eliminates the solution's digit",
                i + 1
            );
        }
        assert!(
            step.makes_progress(),
            "{puzzle}: step {} ({step}) does nothing",
            i + 1
        );
    }
    assert!(explanation.solved(), "{puzzle}: not solved by logic");
    assert_eq!(&explanation.end.grid(), solution, "{puzzle}");
}

fn check_set(name: &str, limit: usize) {
    for puzzle in sample(name).iter().take(limit) {
        let grid = grid(puzzle);
        let Solution::Unique(solution) = solve(&grid) else {
            panic!("{puzzle}: not unique");
        };
        let explanation = explain(&grid, &Options::default()).expect("unique");
        assert_sound(puzzle, &explanation, &solution);
        for cell in Cell::all() {
            assert_eq!(explanation.end.value(cell), solution.get(cell));
        }
    }
}

#[test]
fn every_17_clue_sample_is_solved_soundly() {
    check_set("17_clue.txt", 200);
}

#[test]
fn every_magictour_sample_is_solved_soundly() {
    check_set("magictour_top1465.txt", 200);
}

#[test]
fn every_hardest_sample_is_solved_soundly() {
    check_set("forum_hardest_1106.txt", 200);
}

#[test]
fn every_hardest_11plus_sample_is_solved_soundly() {
    check_set("forum_hardest_1905_11plus.txt", 200);
}

/// Whether the net of a contradiction step shows the contradiction where
/// the step names it: in its cell a candidate both true and false, two
/// digits true or every candidate false; in its house a digit twice or a
/// digit with every place false.
fn shows_named_contradiction(step: &Step, marks: &Candidates) -> bool {
    let ends: Vec<Literal> = step.nets[0].nodes.iter().map(literal).collect();
    let has = |l: Literal| ends.contains(&l);
    if let Some(&cell) = step.cells.first() {
        let both = ends.iter().any(|&(c, d, on)| c == cell && has((c, d, !on)));
        let two = ends.iter().filter(|&&(c, _, on)| on && c == cell).count() >= 2;
        let none = marks.candidates(cell).all(|d| has((cell, d.get(), false)));
        return both || two || none;
    }
    let house = step.houses[0].cells();
    (1..=9u8).any(|d| {
        let twice = ends
            .iter()
            .filter(|&&(c, d2, on)| on && d2 == d && house.contains(c))
            .count()
            >= 2;
        let places: Vec<Cell> = house
            .cells()
            .filter(|&c| marks.candidates(c).any(|v| v.get() == d))
            .collect();
        twice || (!places.is_empty() && places.iter().all(|&c| has((c, d, false))))
    })
}

/// Where HoDoKu would guess, the path without guessing takes our own
/// forcing nets: each shows its net, and a nested one the nets of its
/// nested refutations too; every inference holds (locked candidates and
/// pairs among them, and each nested refutation ends in a contradiction),
/// and the step's net ends in the contradiction the step names.
#[test]
fn hardest_samples_without_guessing_are_solved_soundly() {
    let options = Options {
        guess: false,
        ..Options::default()
    };
    let (mut nets, mut nested) = (0, 0);
    for puzzle in sample("forum_hardest_1106.txt").iter().take(12) {
        let grid = grid(puzzle);
        let Solution::Unique(solution) = solve(&grid) else {
            panic!("{puzzle}: not unique");
        };
        let explanation = explain(&grid, &options).expect("unique");
        assert_sound(puzzle, &explanation, &solution);
        let mut marks = Candidates::new(&grid);
        for step in &explanation.steps {
            if step.technique == Technique::ForcingNet && !step.nets.is_empty() {
                assert!(
                    shows_named_contradiction(step, &marks),
                    "{puzzle}: {step}: not where it says"
                );
            }
            marks.apply(step);
        }
        let ours = |s: &&Step| s.technique == Technique::ForcingNet && s.nets.len() == 1;
        nets += explanation.steps.iter().filter(ours).count();
        nested += (explanation.steps.iter())
            .filter(|s| s.depth > 0 && s.nets.len() > 1)
            .count();
    }
    assert!(nets > 20, "only {nets} forcing nets of our own");
    assert!(nested > 5, "only {nested} nested ones with their nets");
}

/// Our own verities, which no path takes (`find_all` gives them), show a
/// net for each branch, each reaching every conclusion: tried where the
/// path of each of 6 hardest samples first needs a forcing chain or net.
#[test]
fn our_verities_show_a_net_for_each_branch() {
    let mut checked = 0;
    for puzzle in sample("forum_hardest_1106.txt").iter().take(6) {
        let grid = grid(puzzle);
        let explanation = explain(&grid, &Options::default()).expect("unique");
        let mut marks = Candidates::new(&grid);
        for step in &explanation.steps {
            if step.technique.name().starts_with("Forcing") {
                break;
            }
            marks.apply(step);
        }
        for technique in [Technique::ForcingChainVerity, Technique::ForcingNetVerity] {
            for step in find_all(technique, &marks) {
                assert_forcing_proof(puzzle, 0, &step, &marks);
                let conclusions: Vec<Literal> = (step.placements.iter())
                    .map(|p| (p.cell, p.digit.get(), true))
                    .chain(
                        step.eliminations
                            .iter()
                            .map(|e| (e.cell, e.digit.get(), false)),
                    )
                    .collect();
                for net in &step.nets {
                    let ends: Vec<Literal> = net.nodes.iter().map(literal).collect();
                    assert!(
                        conclusions.iter().all(|c| ends.contains(c)),
                        "{puzzle}: {step}: a net misses a conclusion"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 5, "only {checked} verities");
}

/// A random puzzle: a generated one of the given seed.
fn generated(seed: u64) -> Grid {
    sudoku_core::Generator::default()
        .generate(seed, 0)
        .expect("a puzzle")
        .puzzle
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_puzzles_are_solved_soundly(seed in any::<u64>()) {
        let puzzle = generated(seed);
        let Solution::Unique(solution) = solve(&puzzle) else {
            panic!("generated puzzles are unique");
        };
        let explanation = explain(&puzzle, &Options::default()).expect("unique");
        assert_sound(&puzzle.to_string(), &explanation, &solution);
    }
}
