"""The peer for the variant counter: each puzzle as a CP-SAT model
(OR-Tools), counted to two solutions on one thread, timed beside
`sudoku count`'s engine on the same puzzles.

Usage (scripts/variants-bench.sh sets it up):
    python3 scripts/variants-cpsat.py puzzles.jsonl > times.tsv

Each input line is an f-puzzles JSON object (`cargo run --release -p
sudoku-variant --example fpuzzles` turns links into them). Each output
line: the puzzle's number, the solutions found (0, 1 or 2), milliseconds,
and the rules it has. A rule this model does not know is reported, and the
puzzle skipped, so no figure stands for a different puzzle.
"""

import json
import sys
import time

from ortools.sat.python import cp_model

BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 10: (2, 5), 12: (3, 4), 14: (2, 7), 15: (3, 5), 16: (4, 4)}
ABOUT = {"size", "grid", "title", "author", "ruleset", "solution", "highlightConflicts",
         "disabledlogic", "truecandidatesoptions", "line", "rectangle", "circle", "text", "cage", "negative"}


class Two(cp_model.CpSolverSolutionCallback):
    """Stops at the second solution."""

    def __init__(self):
        super().__init__()
        self.found = 0

    def on_solution_callback(self):
        self.found += 1
        if self.found >= 2:
            self.StopSearch()


def cell(name, n):
    r, c = name[1:].upper().split("C")
    return int(r), int(c)


def model(p):
    n = p["size"]
    m = cp_model.CpModel()
    x = {(r, c): m.NewIntVar(1, n, f"x{r}_{c}") for r in range(1, n + 1) for c in range(1, n + 1)}
    at = lambda name: x[cell(name, n)]
    # Regions: given cell by cell where they differ from the default.
    regions = {}
    for r, row in enumerate(p["grid"], 1):
        for c, entry in enumerate(row, 1):
            if entry.get("given") and entry.get("value"):
                m.Add(x[r, c] == entry["value"])
            region = entry.get("region")
            if region is None:
                if n in BOXES:
                    br, bc = BOXES[n]
                    region = ((r - 1) // br) * (n // bc) + (c - 1) // bc
                else:
                    region = r - 1
            regions.setdefault(region, []).append(x[r, c])
    for i in range(1, n + 1):
        m.AddAllDifferent([x[i, c] for c in range(1, n + 1)])
        m.AddAllDifferent([x[r, i] for r in range(1, n + 1)])
    for cells in regions.values():
        m.AddAllDifferent(cells)
    unknown = [k for k in p if k not in ABOUT and k not in RULES]
    if unknown:
        return None, unknown
    for key, add in RULES.items():
        if p.get(key):
            add(m, x, p, n, at)
    marks(m, x, p, n)
    return m, []


def lines(p, key):
    for entry in p.get(key) or []:
        for line in entry.get("lines", []):
            yield entry, line


def num(v):
    return int(v) if v not in (None, "") else None


def adjacent(n):
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            if c < n:
                yield (r, c), (r, c + 1)
            if r < n:
                yield (r, c), (r + 1, c)


def dots(m, x, p, n, key, default, holds, banned):
    marked = set()
    for e in p.get(key) or []:
        a, b = (cell(v, n) for v in e["cells"])
        marked |= {(a, b), (b, a)}
        v = 10 if e.get("value") in ("X", "x") else 5 if e.get("value") in ("V", "v") else num(e.get("value")) or default
        holds(m, x[a], x[b], v, True)
    for a, b in adjacent(n):
        if (a, b) not in marked:
            for v in banned:
                holds(m, x[a], x[b], v, False)


def diff(m, a, b, v, yes):
    d = m.NewIntVar(0, 16, "")
    m.AddAbsEquality(d, a - b)
    m.Add(d == v) if yes else m.Add(d != v)


def ratio(m, a, b, v, yes):
    if yes:
        one, two = m.NewBoolVar(""), m.NewBoolVar("")
        m.Add(a == v * b).OnlyEnforceIf(one)
        m.Add(b == v * a).OnlyEnforceIf(two)
        m.AddBoolOr([one, two])
    else:
        m.Add(a != v * b)
        m.Add(b != v * a)


def xv(m, a, b, v, yes):
    m.Add(a + b == v) if yes else m.Add(a + b != v)


def outside(name, n):
    r, c = cell(name, n)
    if r in (0, n + 1):
        cells = [(i, c) for i in range(1, n + 1)]
        return cells if r == 0 else cells[::-1]
    cells = [(r, i) for i in range(1, n + 1)]
    return cells if c == 0 else cells[::-1]


def sandwich(m, x, p, n, at):
    for e in p["sandwichsum"]:
        if num(e.get("value")) is None:
            continue
        cells = [x[c] for c in outside(e["cell"], n)]
        end = [m.NewBoolVar("") for _ in cells]
        for v, b in zip(cells, end):
            one, top = m.NewBoolVar(""), m.NewBoolVar("")
            m.Add(v == 1).OnlyEnforceIf(one); m.Add(v != 1).OnlyEnforceIf(one.Not())
            m.Add(v == n).OnlyEnforceIf(top); m.Add(v != n).OnlyEnforceIf(top.Not())
            m.AddBoolOr([one, top]).OnlyEnforceIf(b); m.AddBoolAnd([one.Not(), top.Not()]).OnlyEnforceIf(b.Not())
        terms = []
        for i, v in enumerate(cells):
            before = m.NewIntVar(0, 2, "")
            m.Add(before == sum(end[:i]))
            inside = m.NewBoolVar("")
            m.Add(before == 1).OnlyEnforceIf(inside)
            m.Add(before != 1).OnlyEnforceIf(inside.Not())
            y = m.NewIntVar(0, n, "")
            m.Add(y == v).OnlyEnforceIf([inside, end[i].Not()])
            m.Add(y == 0).OnlyEnforceIf(inside.Not())
            m.Add(y == 0).OnlyEnforceIf(end[i])
            terms.append(y)
        m.Add(sum(terms) == num(e["value"]))


def xsum(m, x, p, n, at):
    for e in p["xsum"]:
        if num(e.get("value")) is None:
            continue
        cells = [x[c] for c in outside(e["cell"], n)]
        terms = []
        for i, v in enumerate(cells):
            counted = m.NewBoolVar("")
            m.Add(cells[0] > i).OnlyEnforceIf(counted)
            m.Add(cells[0] <= i).OnlyEnforceIf(counted.Not())
            y = m.NewIntVar(0, n, "")
            m.Add(y == v).OnlyEnforceIf(counted)
            m.Add(y == 0).OnlyEnforceIf(counted.Not())
            terms.append(y)
        m.Add(sum(terms) == num(e["value"]))


def skyscraper(m, x, p, n, at):
    for e in p["skyscraper"]:
        if num(e.get("value")) is None:
            continue
        cells = [x[c] for c in outside(e["cell"], n)]
        seen = []
        for i, v in enumerate(cells):
            if i == 0:
                seen.append(1)
                continue
            top = m.NewIntVar(1, n, "")
            m.AddMaxEquality(top, cells[:i])
            b = m.NewBoolVar("")
            m.Add(v > top).OnlyEnforceIf(b)
            m.Add(v <= top).OnlyEnforceIf(b.Not())
            seen.append(b)
        m.Add(sum(seen) == num(e["value"]))


def little_killer(m, x, p, n, at):
    steps = {"UR": (-1, 1), "UL": (-1, -1), "DR": (1, 1), "DL": (1, -1)}
    for e in p["littlekillersum"]:
        if num(e.get("value")) is None:
            continue
        r, c = cell(e["cell"], n)
        dr, dc = steps[e["direction"]]
        if not (1 <= r <= n and 1 <= c <= n):
            r, c = r + dr, c + dc
        cells = []
        while 1 <= r <= n and 1 <= c <= n:
            cells.append(x[r, c]); r += dr; c += dc
        m.Add(sum(cells) == num(e["value"]))


def arrow(m, x, p, n, at):
    for e in p["arrow"]:
        circle = [at(c) for c in e["cells"]]
        names = set(e["cells"])
        value = sum(v * 10 ** (len(circle) - 1 - i) for i, v in enumerate(circle))
        for line in e["lines"]:
            m.Add(sum(at(c) for c in line[1:] if c not in names) == value)


def between(m, x, p, n, at):
    for _, line in lines(p, "betweenline"):
        a, b = at(line[0]), at(line[-1])
        up = m.NewBoolVar("")
        for c in line[1:-1]:
            v = at(c)
            m.Add(v > a).OnlyEnforceIf(up); m.Add(v < b).OnlyEnforceIf(up)
            m.Add(v < a).OnlyEnforceIf(up.Not()); m.Add(v > b).OnlyEnforceIf(up.Not())


def groups(m, x, p, n, at, key, group):
    table = [group(d) for d in range(0, n + 1)]
    for _, line in lines(p, key):
        g = []
        for c in line:
            v = m.NewIntVar(0, 2, "")
            m.AddElement(at(c), table, v)
            g.append(v)
        for i in range(len(g)):
            for j in range(i + 1, len(g)):
                m.Add(g[i] == g[j]) if (j - i) % 3 == 0 else m.Add(g[i] != g[j])


def entropic(n):
    small, large = n // 3, -(-n // 3)
    sizes = [small, large, small] if n % 3 == 1 else [large, small, large]
    return lambda d: 0 if d <= sizes[0] else 1 if d <= sizes[0] + sizes[1] else 2


def region_sum(m, x, p, n, at):
    region = {}
    for r, row in enumerate(p["grid"], 1):
        for c, e in enumerate(row, 1):
            if e.get("region") is not None:
                region[r, c] = e["region"]
            elif n in BOXES:
                br, bc = BOXES[n]
                region[r, c] = ((r - 1) // br) * (n // bc) + (c - 1) // bc
            else:
                region[r, c] = r - 1
    for _, line in lines(p, "regionsumline"):
        segments = []
        for name in line:
            rc = cell(name, n)
            if segments and region[cell(segments[-1][-1], n)] == region[rc]:
                segments[-1].append(name)
            else:
                segments.append([name])
        for s, t in zip(segments, segments[1:]):
            m.Add(sum(at(c) for c in s) == sum(at(c) for c in t))


def zipper(m, x, p, n, at):
    for _, line in lines(p, "zipperline"):
        k = len(line)
        total = m.NewIntVar(2, 2 * n, "")
        for i in range(k // 2):
            m.Add(at(line[i]) + at(line[k - 1 - i]) == total)
        if k % 2:
            m.Add(at(line[k // 2]) == total)


def renban(m, x, p, n, at):
    for _, line in lines(p, "renban"):
        v = [at(c) for c in line]
        m.AddAllDifferent(v)
        lo, hi = m.NewIntVar(1, n, ""), m.NewIntVar(1, n, "")
        m.AddMinEquality(lo, v); m.AddMaxEquality(hi, v)
        m.Add(hi - lo == len(v) - 1)


def extremum(m, x, p, n, at, key, less):
    cells = {cell(e["cell"], n) for e in p[key]}
    for (r, c) in cells:
        for o in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if o in x and o not in cells:
                m.Add(x[r, c] < x[o]) if less else m.Add(x[r, c] > x[o])


def parity(m, x, p, n, at, key, odd):
    for e in p[key]:
        mod = m.NewIntVar(0, 1, "")
        m.AddModuloEquality(mod, at(e["cell"]), 2)
        m.Add(mod == (1 if odd else 0))


def quadruple(m, x, p, n, at):
    for e in p["quadruple"]:
        cells = [at(c) for c in e["cells"]]
        for v in set(e["values"]):
            hits = []
            for c in cells:
                b = m.NewBoolVar("")
                m.Add(c == v).OnlyEnforceIf(b); m.Add(c != v).OnlyEnforceIf(b.Not())
                hits.append(b)
            m.Add(sum(hits) >= e["values"].count(v))


def chess(m, x, p, n, moves):
    for (r, c) in x:
        for dr, dc in moves:
            o = (r + dr, c + dc)
            if o in x:
                m.Add(x[r, c] != x[o])


def whispers(m, x, p, n, at):
    for e, line in lines(p, "whispers"):
        gap = num(e.get("value")) or (n + 1) // 2
        for a, b in zip(line, line[1:]):
            d = m.NewIntVar(0, n, "")
            m.AddAbsEquality(d, at(a) - at(b))
            m.Add(d >= gap)


RULES = {
    "diagonal+": lambda m, x, p, n, at: m.AddAllDifferent([x[n - i, i + 1] for i in range(n)]),
    "diagonal-": lambda m, x, p, n, at: m.AddAllDifferent([x[i + 1, i + 1] for i in range(n)]),
    "antiknight": lambda m, x, p, n, at: chess(m, x, p, n, [(1, 2), (2, 1), (2, -1), (1, -2)]),
    "antiking": lambda m, x, p, n, at: chess(m, x, p, n, [(1, 1), (1, -1)]),
    "disjointgroups": lambda m, x, p, n, at: [m.AddAllDifferent([x[r, c] for (r, c) in x if ((r - 1) % BOXES[n][0], (c - 1) % BOXES[n][1]) == pos]) for pos in {((r - 1) % BOXES[n][0], (c - 1) % BOXES[n][1]) for (r, c) in x}],
    "extraregion": lambda m, x, p, n, at: [m.AddAllDifferent([at(c) for c in e["cells"]]) for e in p["extraregion"]],
    "killercage": lambda m, x, p, n, at: [(m.AddAllDifferent([at(c) for c in e["cells"]]), num(e.get("value")) is not None and m.Add(sum(at(c) for c in e["cells"]) == num(e["value"]))) for e in p["killercage"]],
    "thermometer": lambda m, x, p, n, at: [m.Add(at(a) < at(b)) for _, l in lines(p, "thermometer") for a, b in zip(l, l[1:])],
    "slowthermometer": lambda m, x, p, n, at: [m.Add(at(a) <= at(b)) for _, l in lines(p, "slowthermometer") for a, b in zip(l, l[1:])],
    "arrow": arrow,
    "littlekillersum": little_killer,
    "sandwichsum": sandwich,
    "xsum": xsum,
    "skyscraper": skyscraper,
    "difference": lambda m, x, p, n, at: None,  # with nonconsecutive, below
    "nonconsecutive": lambda m, x, p, n, at: None,
    "ratio": lambda m, x, p, n, at: None,
    "xv": lambda m, x, p, n, at: None,
    "odd": lambda m, x, p, n, at: parity(m, x, p, n, at, "odd", True),
    "even": lambda m, x, p, n, at: parity(m, x, p, n, at, "even", False),
    "minimum": lambda m, x, p, n, at: extremum(m, x, p, n, at, "minimum", True),
    "maximum": lambda m, x, p, n, at: extremum(m, x, p, n, at, "maximum", False),
    "whispers": whispers,
    "renban": renban,
    "palindrome": lambda m, x, p, n, at: [m.Add(at(a) == at(b)) for _, l in lines(p, "palindrome") for a, b in zip(l, l[::-1])],
    "betweenline": between,
    "regionsumline": region_sum,
    "entropicline": lambda m, x, p, n, at: groups(m, x, p, n, at, "entropicline", entropic(n)),
    "modularline": lambda m, x, p, n, at: groups(m, x, p, n, at, "modularline", lambda d: d % 3),
    "zipperline": zipper,
    "clone": lambda m, x, p, n, at: [m.Add(at(a) == at(b)) for e in p["clone"] for a, b in zip(e["cells"], e["cloneCells"])],
    "quadruple": quadruple,
}


def marks(m, x, p, n):
    """The dots and XV, with their negative constraints (they need the whole set)."""
    negative = p.get("negative") or []
    if p.get("difference") or p.get("nonconsecutive"):
        dots(m, x, p, n, "difference", 1, diff, [1] if p.get("nonconsecutive") else [])
    if p.get("ratio") or "ratio" in negative:
        values = sorted({num(e.get("value")) or 2 for e in p.get("ratio") or []}) or [2]
        dots(m, x, p, n, "ratio", 2, ratio, values if "ratio" in negative else [])
    if p.get("xv") or "xv" in negative:
        dots(m, x, p, n, "xv", 0, xv, [5, 10] if "xv" in negative else [])


def main():
    for number, line in enumerate(open(sys.argv[1]), 1):
        p = json.loads(line)
        started = time.perf_counter()
        m, unknown = model(p)
        if m is None:
            print(f"{number}\tskipped\t-\t{','.join(unknown)}", flush=True)
            continue
        solver = cp_model.CpSolver()
        solver.parameters.num_search_workers = 1
        solver.parameters.enumerate_all_solutions = True
        two = Two()
        solver.Solve(m, two)
        took = (time.perf_counter() - started) * 1000
        rules = ",".join(k for k in p if k in RULES)
        print(f"{number}\t{two.found}\t{took:.3f}\t{rules}", flush=True)


if __name__ == "__main__":
    main()
