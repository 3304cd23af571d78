//! SE's path says where each step looks, and what it says holds in the
//! grid the step starts from: a single's house holds the digit in that
//! cell only, locked candidates and fish confine their digit to the cover
//! houses, a set's cells hold only its digits, a wing's pivot sees its
//! wings, and every link of a chain holds, the chain ending on what the
//! step concludes. Checked on the public sample and on puzzles picked for
//! the techniques it has seldom.

mod common;

use std::collections::HashMap;

use common::grid;
use common::links::{holds, is_candidate, link_holds};
use common::nets::{Literal, contradict, literal, nested_fault, net_fault};
use sudoku_core::{Cell, Digit};
use sudoku_logic::{
    Candidates, Chain, House, HouseKind, SeStep, SeTechnique, se_explain, se_explain_from, se_path,
};

fn cell(c: u8) -> Cell {
    Cell::new(c.into()).expect("a cell index below 81")
}

/// The places of `digit` in `house`.
fn places(marks: &Candidates, house: House, digit: u8) -> Vec<Cell> {
    house
        .cells()
        .cells()
        .filter(|&c| is_candidate(marks, c, digit))
        .collect()
}

/// The candidates of `c` as a bit set (bit `d` for digit `d`).
fn mask(marks: &Candidates, c: Cell) -> u16 {
    marks.candidates(c).fold(0, |m, d| m | 1 << d.get())
}

/// The digits of a step as a bit set.
fn digit_mask(step: &SeStep) -> u16 {
    step.digits.iter().fold(0, |m, &d| m | 1 << d)
}

/// The candidate a forcing chain concludes about: the one placed, else the
/// one removed.
fn conclusion(step: &SeStep) -> (u8, u8) {
    step.placement.unwrap_or_else(|| {
        assert_eq!(step.eliminations.len(), 1, "one candidate removed");
        step.eliminations[0]
    })
}

/// Whether a chain's last node is taken true (its last link is strong).
fn ends_on(chain: &Chain) -> bool {
    *chain.strong.last().expect("a chain of two nodes or more")
}

fn check_single(step: &SeStep, marks: &Candidates) {
    let (c, d) = step.placement.expect("a single places a digit");
    assert_eq!(step.digits, [d]);
    let [house] = step.houses[..] else {
        panic!("one house");
    };
    assert_eq!(
        places(marks, house, d),
        [cell(c)],
        "the only place in {house}"
    );
    let open = house.cells().cells().filter(|&x| marks.value(x).is_none());
    match step.technique {
        SeTechnique::FullHouse => assert_eq!(open.count(), 1, "{house} has one open cell"),
        SeTechnique::HiddenSingleBox => assert_eq!(house.kind(), HouseKind::Box),
        _ => assert_ne!(house.kind(), HouseKind::Box),
    }
}

fn check_locking(step: &SeStep, marks: &Candidates, degree: usize) {
    let [d] = step.digits[..] else {
        panic!("one digit");
    };
    assert_eq!((step.houses.len(), step.covers.len()), (degree, degree));
    let in_any = |houses: &[House], c: Cell| houses.iter().any(|h| h.cells().contains(c));
    for &base in &step.houses {
        for c in places(marks, base, d) {
            assert!(in_any(&step.covers, c), "{c} of {base} outside the covers");
        }
    }
    for &(c, e) in &step.eliminations {
        assert_eq!(e, d);
        assert!(in_any(&step.covers, cell(c)) && !in_any(&step.houses, cell(c)));
    }
}

fn check_hidden(step: &SeStep, marks: &Candidates, degree: usize) {
    let [house] = step.houses[..] else {
        panic!("one house");
    };
    assert_eq!(step.digits.len(), degree);
    let mut cells: Vec<Cell> = step
        .digits
        .iter()
        .flat_map(|&d| places(marks, house, d))
        .collect();
    cells.sort();
    cells.dedup();
    assert_eq!(
        cells.len(),
        degree,
        "{degree} digits in {degree} cells of {house}"
    );
    for &(c, d) in &step.eliminations {
        assert!(cells.contains(&cell(c)) && !step.digits.contains(&d));
    }
}

fn check_naked(step: &SeStep, marks: &Candidates, degree: usize) {
    assert_eq!((step.cells.len(), step.digits.len()), (degree, degree));
    let cells: Vec<Cell> = step.cells.iter().map(|&c| cell(c)).collect();
    let union = cells.iter().fold(0, |m, &c| m | mask(marks, c));
    assert_eq!(union, digit_mask(step));
    assert!(
        cells
            .iter()
            .all(|a| cells.iter().all(|&b| *a == b || a.sees(b)))
    );
    for &(c, d) in &step.eliminations {
        assert!(step.digits.contains(&d) && cells.iter().all(|&x| x.sees(cell(c))));
    }
}

fn check_wing(step: &SeStep, marks: &Candidates) {
    let [pivot, a, b] = step.cells[..] else {
        panic!("three cells");
    };
    let (pivot, a, b) = (cell(pivot), cell(a), cell(b));
    assert!(pivot.sees(a) && pivot.sees(b), "the pivot sees its wings");
    let size = if step.technique == SeTechnique::XyzWing {
        3
    } else {
        2
    };
    assert_eq!(mask(marks, pivot).count_ones(), size);
    assert_eq!(
        (mask(marks, a).count_ones(), mask(marks, b).count_ones()),
        (2, 2)
    );
    let z = mask(marks, a) & mask(marks, b);
    for &(c, d) in &step.eliminations {
        assert_eq!(1 << d, z);
        assert!(cell(c).sees(a) && cell(c).sees(b));
    }
}

/// Every chain's links hold, and its ends prove the step: a cycle comes
/// back to its start; a forcing chain's chains all end on the candidate
/// concluded, taken true for a placement and false for an elimination.
fn check_chains(step: &SeStep, marks: &Candidates) {
    assert!(!step.chains.is_empty(), "a static chain shows its chains");
    for chain in &step.chains {
        assert_eq!(chain.strong.len() + 1, chain.nodes.len());
        for (i, pair) in chain.nodes.windows(2).enumerate() {
            assert!(holds(marks, &pair[0]) && holds(marks, &pair[1]));
            let strong = chain.strong[i];
            assert!(link_holds(marks, &pair[0], &pair[1], strong), "{chain}");
        }
    }
    if matches!(step.technique, SeTechnique::Cycle | SeTechnique::XyCycle) {
        let [chain] = &step.chains[..] else {
            panic!("one loop");
        };
        assert_eq!(chain.nodes.first(), chain.nodes.last(), "a loop");
        return;
    }
    let (c, d) = conclusion(step);
    for chain in &step.chains {
        let end = chain.nodes.last().unwrap();
        assert_eq!(
            (&end.cells[..], end.digit.get()),
            (&[cell(c)][..], d),
            "{chain}"
        );
        assert_eq!(ends_on(chain), step.placement.is_some(), "{chain}");
    }
    if step.technique == SeTechnique::ForcingXChain {
        assert!(step.chains[0].nodes.iter().all(|n| n.digit.get() == d));
    }
}

/// Where cell, region and dynamic chains start: one candidate that leads
/// to a contradiction (the one the step concludes about, taken true for an
/// elimination), one taken both ways, every digit of a cell, or every place
/// of a digit in a house.
fn check_premises(step: &SeStep, marks: &Candidates) {
    let premises = &step.premises;
    match premises[..] {
        [(c, d, on)] => {
            assert_eq!(conclusion(step), (c, d));
            assert_eq!(on, step.placement.is_none());
        }
        [(c1, d1, on1), (c2, d2, on2)] if (c1, d1) == (c2, d2) => assert!(on1 != on2),
        _ => {
            assert!(premises.iter().all(|p| p.2), "premises taken true");
            let cells: Vec<Cell> = premises.iter().map(|p| cell(p.0)).collect();
            let digits: u16 = premises.iter().fold(0, |m, p| m | 1 << p.1);
            if let [house] = step.houses[..] {
                assert_eq!(digits.count_ones(), 1, "one digit");
                let d = digits.trailing_zeros() as u8;
                let mut all = places(marks, house, d);
                all.sort();
                let mut cells = cells;
                cells.sort();
                assert_eq!(cells, all, "every place of {d} in {house}");
            } else {
                assert!(cells.iter().all(|&c| c == cells[0]), "one cell");
                assert_eq!(digits, mask(marks, cells[0]), "every digit of {}", cells[0]);
            }
        }
    }
    // A static chain starts at its premise.
    for chain in &step.chains {
        let first = &chain.nodes[0];
        let on = !chain.strong[0];
        assert!(premises.contains(&(first.cells[0].index() as u8, first.digit.get(), on)));
    }
}

/// A dynamic chain's nets, one a premise: each starts at its premise, and
/// every node after it follows, in the grid the step starts from, from the
/// earlier nodes it names. A candidate taken false from one taken true in
/// its cell or of its digit in a cell it sees; one taken true from its
/// cell's other candidates all taken false, or its digit's other places in
/// a house. Each net ends in a contradiction (a candidate taken both ways)
/// or in the step's conclusion. After them, in a nested chain, come the
/// nets of the candidates that chains run inside the chain took out: each
/// refutes its candidate, carrying what it leans on ([`nested_fault`]), and
/// every inference of it holds too.
fn check_nets(step: &SeStep, marks: &Candidates) {
    let refutations = (step.nets.iter())
        .flat_map(|net| &net.nodes)
        .filter(|node| node.refuted_by.is_some())
        .count();
    assert_eq!(
        step.nets.len(),
        step.premises.len() + refutations,
        "a net a premise, and one a refuted candidate"
    );
    if let Some(fault) = nested_fault(&step.nets, &|ends| contradict(marks, ends)) {
        panic!("{fault}");
    }
    for net in &step.nets[step.premises.len()..] {
        if let Some(fault) = net_fault(net, marks) {
            panic!("{fault}: {net}");
        }
    }
    let (c, d) = conclusion(step);
    for (net, &premise) in step.nets.iter().zip(&step.premises) {
        let as_bytes = |(cell, d, on): Literal| (cell.index() as u8, d, on);
        assert_eq!(
            as_bytes(literal(&net.nodes[0])),
            premise,
            "the net starts at its premise"
        );
        if let Some(fault) = net_fault(net, marks) {
            panic!("{fault}: {net}");
        }
        let has =
            |c: u8, d: u8, on: bool| net.nodes.iter().any(|n| as_bytes(literal(n)) == (c, d, on));
        let contradiction = net
            .nodes
            .iter()
            .any(|n| has(n.cell.index() as u8, n.digit.get(), !n.on));
        assert!(
            contradiction || has(c, d, step.placement.is_some()),
            "the net ends in a contradiction or in the conclusion: {net}"
        );
    }
}

fn check(step: &SeStep, marks: &Candidates) {
    use SeTechnique::*;
    match step.technique {
        FullHouse | HiddenSingleBox | HiddenSingleLine => check_single(step, marks),
        NakedSingle => {
            let (c, d) = step.placement.unwrap();
            assert_eq!((&step.cells[..], mask(marks, cell(c))), (&[c][..], 1 << d));
        }
        Pointing | DirectPointing => {
            check_locking(step, marks, 1);
            assert_eq!(step.houses[0].kind(), HouseKind::Box);
        }
        Claiming | DirectClaiming => {
            check_locking(step, marks, 1);
            assert_eq!(step.covers[0].kind(), HouseKind::Box);
        }
        XWing => check_locking(step, marks, 2),
        Swordfish => check_locking(step, marks, 3),
        Jellyfish => check_locking(step, marks, 4),
        HiddenPair | DirectHiddenPair => check_hidden(step, marks, 2),
        HiddenTriple | DirectHiddenTriple => check_hidden(step, marks, 3),
        HiddenQuad => check_hidden(step, marks, 4),
        NakedPair => check_naked(step, marks, 2),
        NakedTriple => check_naked(step, marks, 3),
        NakedQuad => check_naked(step, marks, 4),
        XyWing | XyzWing => check_wing(step, marks),
        UniqueLoop => {
            assert_eq!(step.digits.len(), 2);
            assert!(step.cells.len() >= 4 && step.cells.len().is_multiple_of(2));
            let pair = digit_mask(step);
            assert!(
                step.cells
                    .iter()
                    .all(|&c| mask(marks, cell(c)) & pair == pair)
            );
        }
        Bug => {
            assert!(!step.cells.is_empty() && !step.digits.is_empty());
            assert!(
                step.cells
                    .iter()
                    .all(|&c| mask(marks, cell(c)).count_ones() >= 3)
            );
        }
        AlignedPairExclusion | AlignedTripleExclusion => {
            let n = if step.technique == AlignedPairExclusion {
                2
            } else {
                3
            };
            assert_eq!(step.cells.len(), n);
            assert!(
                step.eliminations
                    .iter()
                    .all(|(c, _)| step.cells.contains(c))
            );
        }
        ForcingXChain | ForcingChain | Cycle | XyCycle => check_chains(step, marks),
        MultipleForcingChain => {
            check_chains(step, marks);
            check_premises(step, marks);
        }
        NishioForcingChain | DynamicForcingChain | DynamicForcingChainPlus | NestedForcingChain => {
            assert!(step.chains.is_empty(), "dynamic chains show nets");
            check_premises(step, marks);
            check_nets(step, marks);
        }
        _ => {
            assert!(step.chains.is_empty() && step.nets.is_empty());
            check_premises(step, marks);
        }
    }
}

/// Checks each of `steps` against the grid it starts from, beginning with
/// `marks`; counts the steps of each technique in `seen`.
fn check_path(
    puzzle: &str,
    mut marks: Candidates,
    steps: &[SeStep],
    seen: &mut HashMap<SeTechnique, usize>,
) {
    for (n, step) in steps.iter().enumerate() {
        let caught = std::panic::catch_unwind(|| check(step, &marks));
        if let Err(err) = caught {
            let why = err
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{puzzle}: step {n} ({}): {why}", step.pattern());
        }
        *seen.entry(step.technique).or_default() += 1;
        for &(c, d) in &step.eliminations {
            assert!(
                is_candidate(&marks, cell(c), d),
                "{puzzle}: step {n} removes a candidate already gone"
            );
        }
        step.apply_to(&mut marks);
    }
    assert!(marks.is_solved(), "{puzzle}: the path ends at the solution");
}

#[test]
fn every_step_of_the_se_path_shows_where_it_looks() {
    let rows = [common::public_sample(), common::rated("se-techniques.tsv")].concat();
    let mut seen: HashMap<SeTechnique, usize> = HashMap::new();
    for row in &rows {
        let puzzle = &row[0];
        let grid = grid(puzzle);
        let (steps, solved) = se_path(&grid);
        assert!(solved, "{puzzle}");
        check_path(puzzle, Candidates::new(&grid), &steps, &mut seen);
        // From the puzzle's own pencil marks, the same path.
        let (from_marks, _, _) = se_explain_from(&Candidates::new(&grid));
        assert_eq!(from_marks, steps, "{puzzle}");
    }
    use SeTechnique::*;
    let techniques = [
        FullHouse,
        HiddenSingleBox,
        HiddenSingleLine,
        NakedSingle,
        DirectPointing,
        DirectHiddenPair,
        DirectHiddenTriple,
        Pointing,
        Claiming,
        NakedPair,
        XWing,
        HiddenPair,
        NakedTriple,
        Swordfish,
        HiddenTriple,
        XyWing,
        XyzWing,
        UniqueLoop,
        NakedQuad,
        Jellyfish,
        HiddenQuad,
        Bug,
        AlignedPairExclusion,
        Cycle,
        XyCycle,
        ForcingXChain,
        ForcingChain,
        AlignedTripleExclusion,
        NishioForcingChain,
        MultipleForcingChain,
        DynamicForcingChain,
    ];
    let missing: Vec<_> = techniques
        .iter()
        .filter(|t| !seen.contains_key(t))
        .collect();
    assert!(missing.is_empty(), "no step of {missing:?}");
}

/// The easiest puzzle of the hardest list (SE 9.7): two steps are
/// Dynamic Forcing Chains (+), whose nets lean on the easy rules run
/// inside the chain; every inference of them holds.
#[test]
fn dynamic_chains_plus_show_their_nets() {
    let puzzle =
        "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4";
    let grid = grid(puzzle);
    let (steps, solved) = se_path(&grid);
    assert!(solved);
    let mut seen = HashMap::new();
    check_path(puzzle, Candidates::new(&grid), &steps, &mut seen);
    assert_eq!(seen.get(&SeTechnique::DynamicForcingChainPlus), Some(&2));
    let plus = steps
        .iter()
        .filter(|s| s.technique == SeTechnique::DynamicForcingChainPlus);
    assert!(plus.clone().all(|s| !s.nets.is_empty()));
    // Some node follows from no single true parent nor a single: a rule
    // inside the chain.
    let ruled = plus.flat_map(|s| &s.nets).any(|net| {
        net.nodes
            .iter()
            .any(|n| !n.on && !n.from.is_empty() && n.from.iter().all(|&p| !net.nodes[p].on))
    });
    assert!(ruled, "no inference by an easy rule");
}

#[test]
fn the_path_starts_from_pencil_marks() {
    // serate: 7.1/1.2/1.2. Crossing out by hand what its two forcing chains
    // (7.1) remove leaves a path without them, which never asks for those
    // candidates again.
    let puzzle =
        ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7";
    let grid = grid(puzzle);
    let (steps, _, rating) = se_explain(&grid);
    assert_eq!(rating.er, 71);
    let mut marks = Candidates::new(&grid);
    let chains: Vec<&SeStep> = steps.iter().filter(|s| s.rating == 71).collect();
    assert_eq!(chains.len(), 2);
    for step in &chains {
        for &(c, d) in &step.eliminations {
            marks.eliminate(cell(c), Digit::new(d).unwrap());
        }
    }
    let (from_marks, solved, rating) = se_explain_from(&marks);
    assert!(solved);
    assert!(rating.er < 71, "ER {}", rating.er);
    assert_ne!(from_marks, steps);
    check_path(puzzle, marks, &from_marks, &mut HashMap::new());
}

#[test]
fn the_text_names_the_pattern() {
    // One puzzle of the sample, and what its first steps of each kind say.
    let puzzle =
        "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192";
    let (steps, _) = se_path(&grid(puzzle));
    let patterns: Vec<String> = steps.iter().map(SeStep::pattern).collect();
    assert_eq!(patterns[0], "Hidden Single in b2");
    assert_eq!(patterns[10], "Hidden Single in r8");
    assert_eq!(patterns[11], "Pointing: 4 in b1 and r1");
    assert_eq!(patterns[12], "Unique Rectangle/Loop: 7,8 in r5c89,r8c89");
    let chain = &steps[13];
    assert_eq!(chain.technique, SeTechnique::ForcingChain);
    assert_eq!(chain.eliminations, [(18, 7)]);
    let text: Vec<String> = chain.chains.iter().map(ToString::to_string).collect();
    assert!(
        text[0].starts_with("7r3c1 - ") && text[0].ends_with(" - 7r3c1"),
        "{text:?}"
    );
    // Where cell, region and dynamic chains start.
    assert_eq!(
        patterns[19],
        "Multiple Forcing Chains: each place of 4 in b8"
    );
    assert_eq!(
        patterns[20],
        "Nishio Forcing Chains: r1c8=7 leads to a contradiction"
    );
    assert_eq!(patterns[24], "Multiple Forcing Chains: each digit of r9c1");
    assert_eq!(steps[20].premises, [(7, 7, true)]);
    // The Nishio step's net (the README's example), ending in r7c6 taken
    // both ways.
    let [net] = &steps[20].nets[..] else {
        panic!("one net: {:?}", steps[20].nets);
    };
    assert_eq!(
        net.to_string(),
        "[1] r1c8=7, [2] r1c3<>7 from 1, [3] r2c1=7 from 2, [4] r2c6<>7 from 3, \
         [5] r2c7<>7 from 1, [6] r1c7<>7 from 1, [7] r5c7=7 from 5+6, [8] r5c6<>7 from 7, \
         [9] r7c6=7 from 4+8, [10] r7c3=7 from 2, [11] r7c6<>7 from 10"
    );
}

/// SE's nested forcing chains (9.5 and up) show their nets: a candidate
/// that a chain run inside the chain took out is refuted in a net of its
/// own, which carries the nodes it leans on, and every inference of every
/// net holds ([`check_nets`]). Two puzzles of the hardest list (SE 10.2
/// and 10.3).
#[test]
fn nested_chains_show_their_nets() {
    let puzzles = [
        ".....6..9..67...3.79...3....1...7.5...752......5.....2..167..2......14..8........",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    ];
    for puzzle in puzzles {
        let grid = grid(puzzle);
        let (steps, solved) = se_path(&grid);
        assert!(solved, "{puzzle}");
        let mut seen = HashMap::new();
        check_path(puzzle, Candidates::new(&grid), &steps, &mut seen);
        let nested: Vec<&SeStep> = (steps.iter())
            .filter(|s| s.technique == SeTechnique::NestedForcingChain)
            .collect();
        assert!(!nested.is_empty(), "{puzzle}: no nested chain");
        for step in &nested {
            assert!(
                !step.nets.is_empty(),
                "{puzzle}: {} shows no net",
                step.pattern()
            );
        }
        // Some candidate is refuted in a net of its own.
        let refuted = (nested.iter()).any(|step| step.nets.len() > step.premises.len());
        assert!(refuted, "{puzzle}: no refutation shown");
    }
}
