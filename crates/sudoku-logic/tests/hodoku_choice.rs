//! Where a technique has several instances, the explanation takes the one
//! HoDoKu 2.2.0 takes, since its path and score go on from that step. The
//! expected steps are HoDoKu's (through hodoku-py, its Python port) on
//! public rated puzzles where an earlier choice of ours left its path.
//! Nice loops are written from the loop's premise back to its cell.

mod common;

use common::grid;

use sudoku_logic::{Options, explain};

/// The steps of `puzzle`'s explanation, as text.
fn steps(puzzle: &str) -> Vec<String> {
    explain(&grid(puzzle), &Options::default())
        .expect("a puzzle with one solution")
        .steps
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Step `n` (counted from 1, as HoDoKu's steps are named here) of
/// `puzzle`'s explanation.
fn nth_step(puzzle: &str, n: usize) -> String {
    steps(puzzle).swap_remove(n - 1)
}

/// The first step of `technique` in `puzzle`'s explanation.
fn first_of(puzzle: &str, technique: &str) -> String {
    steps(puzzle)
        .into_iter()
        .find(|s| s.starts_with(technique))
        .unwrap_or_else(|| panic!("{puzzle}: no {technique}"))
}

#[test]
fn the_xy_wing_is_the_first_of_hodoku_s_triples_of_bivalue_cells() {
    // HoDoKu: pivot r2c9, pincers r2c1 and r1c7. Taking pivots in cell
    // order finds r1c7 with r2c9 and r7c7 first (r3c7<>8).
    let step = first_of(
        "2...1.....17...5....6754.2....82..5.......6.4....71...6....3......2..79...968....",
        "XY-Wing",
    );
    assert_eq!(step, "XY-Wing: 4/8/9 in r2c9,r2c1,r1c7 => r1c2,r2c8<>4");
}

#[test]
fn the_remote_pair_is_one_chain_not_the_whole_group() {
    // HoDoKu's best chain removes 4 and 9 from r789c9; the group of seven
    // linked 4/9 cells, taken whole, would also take them from r1c8, r2c8.
    let step = first_of(
        ".....72.64.....5..52.8...312..6.8.13.........8.5.....2.7..3.1...3.....6.....2....",
        "Remote Pair",
    );
    assert!(step.ends_with("=> r789c9<>4, r789c9<>9"), "{step}");
}

#[test]
fn of_several_aics_the_one_with_the_most_eliminations_goes_first() {
    // HoDoKu sorts its chains by eliminations, not length: this AIC takes
    // 8 from three cells; shorter ones take it from one.
    let step = first_of(
        ".2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...",
        "AIC",
    );
    assert!(step.ends_with("=> r1c8,r2c8,r6c9<>8"), "{step}");
}

#[test]
fn a_loop_from_a_candidate_false_back_to_it_true_proves_it() {
    // HoDoKu's discontinuous nice loop at r6c8: 6 false forces 6 true, so
    // the cell's other digits go.
    let step = first_of(
        ".6.....7....8456.2...73....83....2.52.6...9..57.2..................78.566...591.3",
        "Discontinuous Nice Loop",
    );
    assert!(
        step.starts_with("Discontinuous Nice Loop: 6r6c8 = "),
        "{step}"
    );
    assert!(
        step.ends_with(" = 6r6c8 => r6c8<>1, r6c8<>3, r6c8<>4, r6c8<>8"),
        "{step}"
    );
}

#[test]
fn a_continuous_loop_takes_what_every_weak_link_sees() {
    // HoDoKu's continuous nice loop: twelve eliminations, from the cells
    // with two strong links and from the cells that see both ends of a
    // weak link between cells.
    let step = first_of(
        "6..91.52......7.....................5....4.16..86..4.5.4....1..93.86......5.4138.",
        "Continuous Nice Loop",
    );
    let expected = "=> r45c5<>2, r2c4,r3c4,r4c6,r6c1<>3, r7c5<>5, r36c2<>7, r1c9<>8, r4c6,r6c2<>9";
    assert!(step.ends_with(expected), "{step}");
}

#[test]
fn forcing_chains_place_first_in_cell_order() {
    // HoDoKu's forcing chains place a digit whose absence leads to a
    // contradiction, and take placements before eliminations, the lowest
    // cell first: r1c7=3, then r2c8=2.
    let forcing: Vec<String> =
        steps(".4.....5.7.5.6.8...............3869.8..2...1...79....3...........8.71.3.....8.967")
            .into_iter()
            .filter(|s| s.starts_with("Forcing Chain"))
            .filter_map(|s| {
                let outcome = s.split(" => ").nth(1)?;
                outcome.split(": ").next().map(str::to_string)
            })
            .take(2)
            .collect();
    assert_eq!(forcing, ["r1c7=3", "r2c8=2"]);
}

#[test]
fn forcing_chains_follow_links_not_singles() {
    // HoDoKu's tables follow strong and weak links only. Drawing singles
    // as well, r3c4=7 would follow from its absence; HoDoKu's first
    // forcing chain here takes 8 from r6c1.
    let step = first_of(
        ".2....635.....37....4.5.....4.28..6.1.9...........43......37.9...59.....9....64..",
        "Forcing Chain",
    );
    assert!(step.contains("=> r6c1<>8: "), "{step}");
}

#[test]
fn an_als_xy_chain_is_the_one_hodoku_sorts_first() {
    // HoDoKu's 27th step: four almost locked sets whose ends both hold 7.
    let step = first_of(
        "....27.3...164.....9........3.9...28..8...6....5..13.......8.5......39622.......1",
        "Almost Locked Set XY-Chain",
    );
    assert!(step.ends_with("=> r7c2,r8c12<>7"), "{step}");
}

#[test]
fn a_finned_franken_swordfish_comes_before_the_forcing_chains() {
    // HoDoKu's 19th step: rows, columns and boxes as sets of one fish,
    // before any forcing chain. Without Franken fish, a forcing chain
    // took 8 from r2c1 here instead.
    let puzzle =
        "..67...91..9....623............3...4..72...1.4....1....31..8.75...9......65....3.";
    let step = first_of(puzzle, "Finned Franken Swordfish");
    assert_eq!(
        step,
        "Finned Franken Swordfish: 8 c34b3 r346 fr2c7 => r6c7<>8"
    );
    let first_forcing = steps(puzzle).iter().position(|s| s.starts_with("Forcing"));
    let franken = steps(puzzle).iter().position(|s| *s == step);
    assert!(franken < first_forcing || first_forcing.is_none());
}

#[test]
fn finned_franken_fish_eliminate_one_digit_from_several_cells() {
    // HoDoKu's 27th step: r8c8, r8c9 and r9c9 lose 8 at once.
    let step = first_of(
        ".2....635.....37....4.5.....4.28..6.1.9...........43......37.9...59.....9....64..",
        "Finned Franken Swordfish",
    );
    assert_eq!(
        step,
        "Finned Franken Swordfish: 8 r67b3 c389 fr7c7 => r8c89,r9c9<>8"
    );
}

#[test]
fn forcing_nets_draw_singles_as_hodoku_s_tables_do() {
    // HoDoKu's 14th step places 5 in r4c2 by a net. Nets that also drew
    // locked candidates and pairs placed 7 in r1c2 here instead.
    let step = first_of(
        "6..34....92..8..1..4.......4.7.....1.....53......2..9...86....9...5..2.........76",
        "Forcing Net",
    );
    assert!(step.contains("=> r4c2=5: [1] r4c2<>5, "), "{step}");
}

#[test]
fn a_grouped_loop_is_the_one_hodoku_s_tables_reach() {
    // HoDoKu's 14th step: a grouped discontinuous loop, 7 in r8c7 leading
    // to 9 there. A breadth-first search over the same links found a loop
    // through a group end (r2c5<>4) that HoDoKu's tables never reach,
    // with as many eliminations and a smaller weighted sum.
    let step = nth_step(
        "92..8.5.73..9.7..6......8....4......6..7..3.525...........19.6.5..2.....8.96....2",
        14,
    );
    assert_eq!(
        step,
        "Grouped Discontinuous Nice Loop: 7r8c7 - 7r7c7 = 7r7c1 - 7r4c1 = 1r4c1 - 1r4c9 = 9r4c9 \
         - 9r46c7 = 9r8c7 => r8c7<>7"
    );
}

#[test]
fn loops_with_the_same_weighted_sum_keep_hodoku_s_order_of_finding() {
    // HoDoKu's 40th step: r1c1<>5 (weight 0 * 1 + 5) and a continuous
    // loop's r1c2<>4 (1 * 1 + 4) tie; HoDoKu keeps the order its tables
    // met them (the loop from 5r1c1 true first), not the shorter chain.
    let step = nth_step(
        "....8.......4........12564.72......6..431....9......8.25.....3869...712..........",
        40,
    );
    assert!(step.ends_with("=> r1c1<>5"), "{step}");
}

#[test]
fn forcing_chains_link_a_row_s_group_to_a_column_s_group_in_a_box() {
    // HoDoKu's 43rd step places 5 in r6c2: taking it out empties r7c1,
    // through 4 in box 8, whose places are a group in r7 (c56) and one in
    // c4 (r89): one of the two holds the 4. Without that link the chains
    // reached another placement first (r8c8=2).
    let step = nth_step(
        "..9..64...638..........981.12.....4........513.8...7...8.2..9.77...9......2..1...",
        43,
    );
    assert!(step.contains("=> r6c2=5: "), "{step}");
}

#[test]
fn of_a_contradiction_and_a_verity_with_the_same_effect_the_shorter_chains_go_first() {
    // HoDoKu's 26th step: r1c7<>6 follows from a contradiction (6r1c7
    // taken true breaks c7) and from a verity (each place of 7 in r1 takes
    // 6 out of r1c7); HoDoKu keeps the one whose chains are shorter in
    // all, here the verity (18 nodes), and shows its chains, one from each
    // place of 7, as its tables first reached r1c7<>6.
    let step = nth_step(
        "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192",
        26,
    );
    assert_eq!(
        step,
        "Forcing Chain Verity for 7 in r1 => r1c7<>6: 7r1c3 - 4r1c3 = 4r4c3 - 4r4c45 = 4r56c6 \
         - 4r2c6 = 4r2c5 - 6r2c5 = 6r1c5 - 6r1c7; 7r1c7 - 6r1c7; 7r1c8 - 7r8c8 = 8r8c8 \
         - 8r13c8 = 8r1c7 - 6r1c7"
    );
}

#[test]
fn a_net_s_placement_goes_to_the_contradiction_over_a_verity() {
    // HoDoKu's 23rd step places 1 in r1c6, which both a contradiction (1
    // taken out of r1c6 breaks r1c5) and a verity (r1c5's candidates all
    // lead to it) prove. HoDoKu checks every table for a contradiction
    // first, and its order never puts a placement's verity before it.
    let step = nth_step(
        "..........3..7.8.98....315.9.8142............5..6...4.1.42........7....6.8...531.",
        23,
    );
    // Its net starts from r1c6 taken false.
    assert!(
        step.starts_with("Forcing Net Contradiction in r1c5 => r1c6=1: [1] r1c6<>1, "),
        "{step}"
    );
}
