//! The counter against brute force: random 4×4 puzzles of every rule
//! (written as f-puzzles JSON), each grid of the 288 checked by this file's
//! own reading of the rules, independent of the crate's; the count, the
//! smallest solution and the true candidates must agree.

use serde_json::{Value, json};
use sudoku_variant::fpuzzles;
use sudoku_variant::solver::{self, Budget, Outcome};

const N: usize = 4;

/// Every filled 4×4 grid with 2×2 boxes.
fn all_grids() -> Vec<[u8; 16]> {
    fn fill(grid: &mut [u8; 16], at: usize, out: &mut Vec<[u8; 16]>) {
        if at == 16 {
            out.push(*grid);
            return;
        }
        for d in 1..=4u8 {
            let (r, c) = (at / 4, at % 4);
            let clash = (0..16).take(at).any(|o| {
                let (r2, c2) = (o / 4, o % 4);
                grid[o] == d && (r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2))
            });
            if !clash {
                grid[at] = d;
                fill(grid, at + 1, out);
            }
        }
        grid[at] = 0;
    }
    let mut out = Vec::new();
    fill(&mut [0; 16], 0, &mut out);
    out
}

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % below as u64) as usize
    }
    fn cell(&mut self) -> usize {
        self.next(16)
    }
    /// A path of orthogonal steps without repeats, `len` long at most.
    fn path(&mut self, len: usize) -> Vec<usize> {
        let mut path = vec![self.cell()];
        while path.len() < len {
            let last = path[path.len() - 1];
            let steps: Vec<usize> = neighbours(last)
                .into_iter()
                .filter(|c| !path.contains(c))
                .collect();
            if steps.is_empty() {
                break;
            }
            path.push(steps[self.next(steps.len())]);
        }
        path
    }
    /// A path of `least` cells and up to `spread - 1` more.
    fn walk(&mut self, least: usize, spread: usize) -> Vec<usize> {
        let len = least + self.next(spread);
        self.path(len)
    }
    fn pair(&mut self) -> (usize, usize) {
        let a = self.cell();
        let ns = neighbours(a);
        (a, ns[self.next(ns.len())])
    }
}

fn neighbours(cell: usize) -> Vec<usize> {
    let (r, c) = (cell / N, cell % N);
    let mut out = Vec::new();
    if r > 0 {
        out.push(cell - N)
    }
    if r + 1 < N {
        out.push(cell + N)
    }
    if c > 0 {
        out.push(cell - 1)
    }
    if c + 1 < N {
        out.push(cell + 1)
    }
    out
}

fn name(cell: usize) -> String {
    format!("R{}C{}", cell / N + 1, cell % N + 1)
}

fn names(cells: &[usize]) -> Value {
    cells.iter().map(|&c| Value::String(name(c))).collect()
}

fn parse(v: &Value) -> (usize, usize) {
    let s = v.as_str().unwrap();
    let (r, c) = s[1..].split_once('C').unwrap();
    (r.parse().unwrap(), c.parse().unwrap())
}

fn cell_of(v: &Value) -> usize {
    let (r, c) = parse(v);
    (r - 1) * N + c - 1
}

fn cells_of(v: &Value) -> Vec<usize> {
    v.as_array().unwrap().iter().map(cell_of).collect()
}

fn lines_of(entry: &Value) -> Vec<Vec<usize>> {
    entry["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(cells_of)
        .collect()
}

fn num(v: &Value) -> Option<i64> {
    v.as_str().and_then(|s| s.parse().ok())
}

/// The row or column a clue outside the grid looks along, nearest first.
fn outside(v: &Value) -> Vec<usize> {
    let (r, c) = parse(v);
    let (mut cells, rev): (Vec<usize>, bool) = if r == 0 || r == N + 1 {
        ((0..N).map(|i| i * N + c - 1).collect(), r != 0)
    } else {
        ((0..N).map(|i| (r - 1) * N + i).collect(), c != 0)
    };
    if rev {
        cells.reverse();
    }
    cells
}

fn distinct(g: &[u8], cells: &[usize]) -> bool {
    let mut seen: Vec<u8> = cells.iter().map(|&c| g[c]).collect();
    seen.sort_unstable();
    seen.windows(2).all(|w| w[0] != w[1])
}

fn sum(g: &[u8], cells: &[usize]) -> i64 {
    cells.iter().map(|&c| i64::from(g[c])).sum()
}

/// Whether the filled grid `g` keeps every rule of `p`: this test's own
/// reading of f-puzzles' rules.
fn keeps(p: &Value, g: &[u8]) -> bool {
    let list = |key: &str| {
        p.get(key)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let flag = |key: &str| p.get(key).and_then(Value::as_bool).unwrap_or(false);
    let negative = |name: &str| list("negative").iter().any(|v| v == name);
    let adjacent: Vec<(usize, usize)> = (0..16)
        .flat_map(|a| {
            neighbours(a)
                .into_iter()
                .filter(move |&b| b > a)
                .map(move |b| (a, b))
        })
        .collect();
    let marked = |key: &str, a: usize, b: usize| {
        list(key).iter().any(|e| {
            let c = cells_of(&e["cells"]);
            (c[0], c[1]) == (a, b) || (c[1], c[0]) == (a, b)
        })
    };
    let d = |c: usize| i64::from(g[c]);
    let diag_p: Vec<usize> = (0..N).map(|i| (N - 1 - i) * N + i).collect();
    let diag_n: Vec<usize> = (0..N).map(|i| i * N + i).collect();
    if flag("diagonal+") && !distinct(g, &diag_p) {
        return false;
    }
    if flag("diagonal-") && !distinct(g, &diag_n) {
        return false;
    }
    for (key, moves) in [
        ("antiknight", &[(1i64, 2i64), (2, 1), (2, -1), (1, -2)][..]),
        ("antiking", &[(1, 1), (1, -1)][..]),
    ] {
        if !flag(key) {
            continue;
        }
        for a in 0..16 {
            for &(dr, dc) in moves {
                let (r, c) = ((a / N) as i64 + dr, (a % N) as i64 + dc);
                if (0..4).contains(&r) && (0..4).contains(&c) && g[a] == g[(r * 4 + c) as usize] {
                    return false;
                }
            }
        }
    }
    if flag("disjointgroups") {
        for pos in 0..4 {
            let group: Vec<usize> = (0..16)
                .filter(|&c| (c / N % 2) * 2 + c % 2 == pos)
                .collect();
            if !distinct(g, &group) {
                return false;
            }
        }
    }
    for e in list("extraregion") {
        if !distinct(g, &cells_of(&e["cells"])) {
            return false;
        }
    }
    for e in list("killercage") {
        let cells = cells_of(&e["cells"]);
        if !distinct(g, &cells) || num(&e["value"]).is_some_and(|s| s != sum(g, &cells)) {
            return false;
        }
    }
    for e in list("thermometer") {
        for l in lines_of(&e) {
            if l.windows(2).any(|w| d(w[0]) >= d(w[1])) {
                return false;
            }
        }
    }
    for e in list("slowthermometer") {
        for l in lines_of(&e) {
            if l.windows(2).any(|w| d(w[0]) > d(w[1])) {
                return false;
            }
        }
    }
    for e in list("arrow") {
        let circle = cells_of(&e["cells"]);
        let value = circle.iter().fold(0, |v, &c| v * 10 + d(c));
        for l in lines_of(&e) {
            let line: Vec<usize> = l
                .into_iter()
                .skip(1)
                .filter(|c| !circle.contains(c))
                .collect();
            if sum(g, &line) != value {
                return false;
            }
        }
    }
    for e in list("littlekillersum") {
        let (r, c) = parse(&e["cell"]);
        let (dr, dc) = match e["direction"].as_str().unwrap() {
            "UR" => (-1, 1),
            "UL" => (-1, -1),
            "DR" => (1, 1),
            _ => (1, -1),
        };
        let (mut r, mut c) = (r as i64 - 1 + dr, c as i64 - 1 + dc);
        let mut total = 0;
        while (0..4).contains(&r) && (0..4).contains(&c) {
            total += d((r * 4 + c) as usize);
            r += dr;
            c += dc;
        }
        if Some(total) != num(&e["value"]) {
            return false;
        }
    }
    for e in list("sandwichsum") {
        let line = outside(&e["cell"]);
        let a = line.iter().position(|&c| g[c] == 1).unwrap();
        let b = line.iter().position(|&c| g[c] == 4).unwrap();
        if sum(g, &line[a.min(b) + 1..a.max(b)]) != num(&e["value"]).unwrap() {
            return false;
        }
    }
    for e in list("xsum") {
        let line = outside(&e["cell"]);
        if sum(g, &line[..g[line[0]] as usize]) != num(&e["value"]).unwrap() {
            return false;
        }
    }
    for e in list("skyscraper") {
        let line = outside(&e["cell"]);
        let seen = line
            .iter()
            .enumerate()
            .filter(|&(i, &c)| line[..i].iter().all(|&o| g[o] < g[c]))
            .count();
        if seen as i64 != num(&e["value"]).unwrap() {
            return false;
        }
    }
    let dots = |key: &str,
                default: i64,
                holds: &dyn Fn(i64, i64, i64) -> bool,
                banned: Vec<i64>|
     -> bool {
        for e in list(key) {
            let c = cells_of(&e["cells"]);
            let v = match key {
                "xv" => {
                    if e["value"] == "X" {
                        10
                    } else {
                        5
                    }
                }
                _ => num(&e["value"]).unwrap_or(default),
            };
            if !holds(d(c[0]), d(c[1]), v) {
                return false;
            }
        }
        adjacent
            .iter()
            .all(|&(a, b)| marked(key, a, b) || !banned.iter().any(|&v| holds(d(a), d(b), v)))
    };
    let ratio_banned = if negative("ratio") {
        let mut v: Vec<i64> = list("ratio")
            .iter()
            .map(|e| num(&e["value"]).unwrap_or(2))
            .collect();
        if v.is_empty() {
            v.push(2)
        }
        v
    } else {
        vec![]
    };
    if !dots(
        "difference",
        1,
        &|a, b, v| (a - b).abs() == v,
        if flag("nonconsecutive") {
            vec![1]
        } else {
            vec![]
        },
    ) {
        return false;
    }
    if !dots(
        "ratio",
        2,
        &|a, b, v| a == b * v || b == a * v,
        ratio_banned,
    ) {
        return false;
    }
    if !dots(
        "xv",
        0,
        &|a, b, v| a + b == v,
        if negative("xv") { vec![5, 10] } else { vec![] },
    ) {
        return false;
    }
    for e in list("odd") {
        if d(cell_of(&e["cell"])) % 2 == 0 {
            return false;
        }
    }
    for e in list("even") {
        if d(cell_of(&e["cell"])) % 2 == 1 {
            return false;
        }
    }
    for (key, less) in [("minimum", true), ("maximum", false)] {
        let cells: Vec<usize> = list(key).iter().map(|e| cell_of(&e["cell"])).collect();
        for &c in &cells {
            for o in neighbours(c) {
                if !cells.contains(&o) && ((less && d(c) >= d(o)) || (!less && d(c) <= d(o))) {
                    return false;
                }
            }
        }
    }
    for e in list("whispers") {
        let gap = num(&e["value"]).unwrap_or(2);
        for l in lines_of(&e) {
            if l.windows(2).any(|w| (d(w[0]) - d(w[1])).abs() < gap) {
                return false;
            }
        }
    }
    for e in list("renban") {
        for l in lines_of(&e) {
            let (lo, hi) = (
                l.iter().map(|&c| d(c)).min().unwrap(),
                l.iter().map(|&c| d(c)).max().unwrap(),
            );
            if !distinct(g, &l) || (hi - lo + 1) as usize != l.len() {
                return false;
            }
        }
    }
    for e in list("palindrome") {
        for l in lines_of(&e) {
            if l.iter().zip(l.iter().rev()).any(|(&a, &b)| g[a] != g[b]) {
                return false;
            }
        }
    }
    for e in list("betweenline") {
        for l in lines_of(&e) {
            let (x, y) = (d(l[0]), d(l[l.len() - 1]));
            if l[1..l.len() - 1]
                .iter()
                .any(|&c| d(c) <= x.min(y) || d(c) >= x.max(y))
            {
                return false;
            }
        }
    }
    for e in list("regionsumline") {
        for l in lines_of(&e) {
            let region = |c: usize| (c / N / 2) * 2 + c % N / 2;
            let mut sums = vec![];
            let mut last = usize::MAX;
            for &c in &l {
                if region(c) != last {
                    sums.push(0);
                    last = region(c);
                }
                *sums.last_mut().unwrap() += d(c);
            }
            if sums.windows(2).any(|w| w[0] != w[1]) {
                return false;
            }
        }
    }
    for (key, group) in [
        (
            "entropicline",
            (|v: i64| match v {
                1 => 0,
                2 | 3 => 1,
                _ => 2,
            }) as fn(i64) -> i64,
        ),
        ("modularline", |v: i64| v % 3),
    ] {
        for e in list(key) {
            for l in lines_of(&e) {
                for w in l.windows(3) {
                    let mut gs: Vec<i64> = w.iter().map(|&c| group(d(c))).collect();
                    gs.sort();
                    gs.dedup();
                    if gs.len() != 3 {
                        return false;
                    }
                }
                if l.len() == 2 && group(d(l[0])) == group(d(l[1])) {
                    return false;
                }
            }
        }
    }
    for e in list("zipperline") {
        for l in lines_of(&e) {
            let len = l.len();
            let mut totals: Vec<i64> = (0..len / 2).map(|i| d(l[i]) + d(l[len - 1 - i])).collect();
            if len % 2 == 1 {
                totals.push(d(l[len / 2]))
            }
            if totals.windows(2).any(|w| w[0] != w[1]) {
                return false;
            }
        }
    }
    for e in list("clone") {
        let (a, b) = (cells_of(&e["cells"]), cells_of(&e["cloneCells"]));
        if a.iter().zip(&b).any(|(&x, &y)| g[x] != g[y]) {
            return false;
        }
    }
    for e in list("quadruple") {
        let mut have: Vec<u8> = cells_of(&e["cells"]).iter().map(|&c| g[c]).collect();
        for v in e["values"].as_array().unwrap() {
            let v = v.as_u64().unwrap() as u8;
            match have.iter().position(|&h| h == v) {
                Some(i) => {
                    have.swap_remove(i);
                }
                None => return false,
            }
        }
    }
    true
}

/// A random puzzle of `family` from `rng`: the rule's fields, then a few
/// givens.
fn puzzle(family: usize, rng: &mut Rng) -> Value {
    let mut p = json!({ "size": 4 });
    let o = p.as_object_mut().unwrap();
    let k = 1 + rng.next(2);
    let sv = |v: usize| Value::String(v.to_string());
    for _ in 0..k {
        match family {
            0 => {
                o.insert(
                    [
                        "diagonal+",
                        "diagonal-",
                        "antiknight",
                        "antiking",
                        "disjointgroups",
                    ][rng.next(5)]
                    .into(),
                    json!(true),
                );
            }
            1 => push(o, "extraregion", json!({ "cells": names(&rng.path(4)) })),
            2 => {
                let c = rng.walk(1, 4);
                let mut e = json!({ "cells": names(&c) });
                if rng.next(4) > 0 {
                    e["value"] = sv(c.len() + rng.next(3 * c.len() + 1));
                }
                push(o, "killercage", e)
            }
            3 => push(
                o,
                ["thermometer", "slowthermometer"][rng.next(2)],
                json!({ "lines": [names(&rng.walk(2, 3))] }),
            ),
            4 => {
                let l = rng.walk(2, 3);
                push(
                    o,
                    "arrow",
                    json!({ "cells": [name(l[0])], "lines": [names(&l)] }),
                )
            }
            5 => {
                let side = rng.next(4);
                let i = 1 + rng.next(4);
                let (cell, dirs) = match side {
                    0 => (format!("R0C{i}"), ["DR", "DL"]),
                    1 => (format!("R5C{i}"), ["UR", "UL"]),
                    2 => (format!("R{i}C0"), ["UR", "DR"]),
                    _ => (format!("R{i}C5"), ["UL", "DL"]),
                };
                push(
                    o,
                    "littlekillersum",
                    json!({ "cell": cell, "direction": dirs[rng.next(2)], "value": sv(1 + rng.next(12)) }),
                )
            }
            6 => {
                let (key, top) = [("sandwichsum", 6), ("xsum", 11), ("skyscraper", 4)][rng.next(3)];
                let i = 1 + rng.next(4);
                let places = [
                    format!("R0C{i}"),
                    format!("R5C{i}"),
                    format!("R{i}C0"),
                    format!("R{i}C5"),
                ];
                let cell = places[rng.next(4)].clone();
                let low = usize::from(key != "sandwichsum");
                push(
                    o,
                    key,
                    json!({ "cell": cell, "value": sv(low + rng.next(top)) }),
                )
            }
            7 => {
                let (a, b) = rng.pair();
                let mut e = json!({ "cells": names(&[a, b]) });
                if rng.next(3) == 0 {
                    e["value"] = sv(2);
                }
                push(o, "difference", e);
                if rng.next(2) == 0 {
                    o.insert("nonconsecutive".into(), json!(true));
                }
            }
            8 => {
                let (a, b) = rng.pair();
                let mut e = json!({ "cells": names(&[a, b]) });
                if rng.next(3) == 0 {
                    e["value"] = sv(3);
                }
                push(o, "ratio", e);
                if rng.next(2) == 0 {
                    o.insert("negative".into(), json!(["ratio"]));
                }
            }
            9 => {
                let (a, b) = rng.pair();
                let mark = ["X", "V"][rng.next(2)];
                push(o, "xv", json!({ "cells": names(&[a, b]), "value": mark }));
                if rng.next(2) == 0 {
                    o.insert("negative".into(), json!(["xv"]));
                }
            }
            10 => {
                let key = ["odd", "even", "minimum", "maximum"][rng.next(4)];
                for _ in 0..1 + rng.next(3) {
                    push(o, key, json!({ "cell": name(rng.cell()) }))
                }
            }
            11 => {
                let key = [
                    "whispers",
                    "renban",
                    "palindrome",
                    "betweenline",
                    "regionsumline",
                    "entropicline",
                    "modularline",
                    "zipperline",
                ][rng.next(8)];
                let mut e = json!({ "lines": [names(&rng.walk(2, 3))] });
                if key == "whispers" && rng.next(2) == 0 {
                    e["value"] = sv(1 + rng.next(3));
                }
                push(o, key, e)
            }
            _ => {
                if rng.next(2) == 0 {
                    let a = rng.path(2);
                    let b = rng.path(2);
                    if a.len() == b.len() {
                        push(
                            o,
                            "clone",
                            json!({ "cells": names(&a), "cloneCells": names(&b) }),
                        )
                    }
                } else {
                    let r = rng.next(3);
                    let c = rng.next(3);
                    let cells = [r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5];
                    let vals: Vec<u64> = (0..1 + rng.next(4))
                        .map(|_| 1 + rng.next(4) as u64)
                        .collect();
                    push(
                        o,
                        "quadruple",
                        json!({ "cells": names(&cells), "values": vals }),
                    )
                }
            }
        }
    }
    let mut grid = vec![vec![json!({}); 4]; 4];
    for _ in 0..rng.next(3) {
        let c = rng.cell();
        grid[c / 4][c % 4] = json!({ "value": 1 + rng.next(4), "given": true });
    }
    o.insert("grid".into(), json!(grid));
    p
}

fn push(o: &mut serde_json::Map<String, Value>, key: &str, entry: Value) {
    o.entry(key.to_owned())
        .or_insert_with(|| json!([]))
        .as_array_mut()
        .unwrap()
        .push(entry);
}

#[test]
fn the_counter_agrees_with_brute_force_on_every_rule() {
    let grids = all_grids();
    assert_eq!(grids.len(), 288);
    let mut rng = Rng(0x5EED);
    let (mut checked, mut refused) = (0, 0);
    for family in 0..13 {
        for _ in 0..60 {
            let p = puzzle(family, &mut rng);
            let puzzle = match fpuzzles::from_object(p.as_object().unwrap()) {
                Ok(puzzle) => puzzle,
                // A cage sum no digits make, a sum outside the range...: the
                // reader refuses what cannot hold; brute force agrees.
                Err(err) => {
                    refused += 1;
                    let givens = p["grid"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .flat_map(|row| row.as_array().unwrap().iter())
                        .map(|c| c["value"].as_u64().unwrap_or(0) as u8)
                        .collect::<Vec<_>>();
                    let fits = grids
                        .iter()
                        .filter(|g| {
                            g.iter().zip(&givens).all(|(&a, &b)| b == 0 || a == b)
                                && keeps(&p, &g[..])
                        })
                        .count();
                    assert_eq!(fits, 0, "{p}: {err}");
                    continue;
                }
            };
            let givens = puzzle.givens().to_vec();
            let fitting: Vec<&[u8; 16]> = grids
                .iter()
                .filter(|g| {
                    g.iter().zip(&givens).all(|(&a, &b)| b == 0 || a == b) && keeps(&p, &g[..])
                })
                .collect();
            let count = solver::count(&puzzle, 1000, Budget::NONE).unwrap();
            assert_eq!(count, fitting.len() as u64, "{p}");
            let expected = match fitting.len() {
                0 => Outcome::None,
                1 => Outcome::Unique(fitting[0].to_vec()),
                _ => Outcome::Multiple(fitting.iter().min().unwrap().to_vec()),
            };
            assert_eq!(
                solver::solve(&puzzle, Budget::NONE).unwrap(),
                expected,
                "{p}"
            );
            let candidates = solver::candidates(&puzzle, None, Budget::NONE).unwrap();
            let truth: Vec<u32> = (0..16)
                .map(|c| fitting.iter().fold(0, |m, g| m | 1 << (g[c] - 1)))
                .collect();
            assert_eq!(candidates, (!fitting.is_empty()).then_some(truth), "{p}");
            checked += 1;
        }
    }
    assert!(
        checked > 600 && refused < 150,
        "{checked} checked, {refused} refused"
    );
}
