#!/usr/bin/env python3
"""How often our ratings equal the reference programs' on the rated public
puzzles (../shared/data/ratings/public-rated.tsv: Sudoku Explainer 1.2.1's
ER/EP/ED as `serate` prints them, HoDoKu 2.2.0's level and score).

    scripts/rating-agreement.py [--sudoku target/release/sudoku] [--show N]

Rates every puzzle with `sudoku rate --to json` and prints, per source
(HoDoKu's example sections, each QQWing level) and overall:
- SE: the share with ER/EP/ED all equal, ER equal, ER within 0.1 and
  within 0.2, and ER equal among the hardest (ER >= 9);
- HoDoKu: the share with the level equal, and level and score equal;
then the first N puzzles that differ, with both ratings. A puzzle we do
not rate (no single solution) counts as differing. With `--hardest K`, also
K puzzles spread over ../shared/data/logic/HardestDatabase110626.txt (SE
1.2.1's published ratings, ER 9.7-11.9; the hardest take minutes each) on
the SE scale, with the time each took. Needs the binary built
(`cargo build --release -p sudoku-toolkit`).
"""

import argparse
import collections
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RATED = ROOT.parent / "shared" / "data" / "ratings" / "public-rated.tsv"
HARDEST = ROOT.parent / "shared" / "data" / "logic" / "HardestDatabase110626.txt"


def hardest(sudoku: str, k: int) -> None:
    """SE's ratings of `k` puzzles spread over the hardest list."""
    import time
    rows = []
    for line in HARDEST.open():
        fields = line.rstrip("\n").split(",")
        try:
            float(fields[5])
        except (IndexError, ValueError):
            continue
        rows.append((fields[0][:81], fields[5:8]))
    rows.sort(key=lambda r: float(r[1][0]))
    picked = rows[:: max(1, len(rows) // k)][:k]
    exact = 0
    print(f"\nHardest list: {len(picked)} of {len(rows)} rated puzzles, SE scale")
    for puzzle, theirs in picked:
        start = time.monotonic()
        out = subprocess.run(
            [sudoku, "rate", "--scale", "se", "--from", "line", "-q"],
            input=puzzle + "\n", capture_output=True, text=True, check=False,
        ).stdout.split()
        took = time.monotonic() - start
        ours = out[0] if out else "?"
        want = "/".join(f"{float(x):.1f}" for x in theirs)
        exact += ours == want
        print(f"{puzzle}  theirs {want}  ours {ours}  {took:6.1f} s")
    print(f"exact: {exact}/{len(picked)}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    parser.add_argument("--show", type=int, default=10)
    parser.add_argument("--hardest", type=int, default=0)
    args = parser.parse_args()
    if not RATED.exists():
        print(f"skipped: {RATED} is absent", file=sys.stderr)
        return 0
    lines = [line.rstrip("\n").split("\t") for line in RATED.open()]
    rows = [dict(zip(lines[0], r)) for r in lines[1:]]
    puzzles = "".join(r["puzzle"] + "\n" for r in rows)
    out = subprocess.run(
        [args.sudoku, "rate", "--to", "json", "--from", "line", "-q"],
        input=puzzles, capture_output=True, text=True, check=False,
    ).stdout.splitlines()
    assert len(out) == len(rows), (len(out), len(rows))
    keys = ["n", "se_exact", "er", "er01", "er02", "hard_n", "hard_er", "level", "score"]
    per = collections.defaultdict(lambda: dict.fromkeys(keys, 0))
    differ = []
    for row, line in zip(rows, out):
        ours = json.loads(line)
        src = row["source"]
        source = src.split(":")[0] if src.startswith("qqwing") else "exemplars"
        se, hd = ours.get("se") or {}, ours.get("hodoku") or {}
        theirs = [float(row[k]) for k in ("se_er", "se_ep", "se_ed")]
        mine = [se.get(k) for k in ("er", "ep", "ed")]
        er = mine[0]
        tally = {
            "n": 1,
            "se_exact": mine == theirs,
            "er": er == theirs[0],
            "er01": er is not None and abs(er - theirs[0]) <= 0.1 + 1e-9,
            "er02": er is not None and abs(er - theirs[0]) <= 0.2 + 1e-9,
            "hard_n": theirs[0] >= 9,
            "hard_er": theirs[0] >= 9 and er == theirs[0],
            "level": hd.get("level", "").lower() == row["hodoku_level"].lower(),
        }
        tally["score"] = tally["level"] and str(hd.get("score")) == row["hodoku_score"]
        for key in (source, "all"):
            for k, v in tally.items():
                per[key][k] += int(v)
        if not (tally["se_exact"] and tally["score"]):
            differ.append((row, ours))

    def pct(a: int, b: int) -> str:
        return f"{100 * a / b:5.1f}%" if b else "    -"

    print(f"{'source':<22} {'n':>4}  {'SE exact':>8} {'ER':>6} {'±0.1':>6} {'±0.2':>6} "
          f"{'ER>=9':>9}  {'HoDoKu lvl':>10} {'lvl+score':>9}")
    for key in sorted(per, key=lambda k: (k == "all", k)):
        p = per[key]
        n = p["n"]
        hard = f"{p['hard_er']}/{p['hard_n']}"
        print(f"{key:<22} {n:>4}  {pct(p['se_exact'], n):>8} {pct(p['er'], n):>6} "
              f"{pct(p['er01'], n):>6} {pct(p['er02'], n):>6} {hard:>9}  "
              f"{pct(p['level'], n):>10} {pct(p['score'], n):>9}")
    print(f"\n{len(differ)} puzzles differ on some scale; the first {min(args.show, len(differ))}:")
    for row, ours in differ[: args.show]:
        theirs = f"SE {row['se_er']}/{row['se_ep']}/{row['se_ed']} {row['hodoku_level']} {row['hodoku_score']}"
        se, hd = ours.get("se") or {}, ours.get("hodoku") or {}
        mine = (f"SE {se.get('er')}/{se.get('ep')}/{se.get('ed')} {hd.get('level')} {hd.get('score')}"
                if "error" not in ours else ours["error"])
        print(f"{row['puzzle']}  theirs: {theirs}  ours: {mine}")
    if args.hardest and HARDEST.exists():
        hardest(args.sudoku, args.hardest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
