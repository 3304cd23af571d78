#!/usr/bin/env python3
"""Where the instructions go, one machine instruction at a time.

Runs a command under valgrind's callgrind with a count per instruction
(`--dump-instr=yes`), joins the counts to `objdump -d` of the binary, and
prints the hottest stretches of code (instructions less than 64 bytes
apart), then each instruction of the hottest (of the SHOW hottest with
`--show`) that ran at least MIN times.
This is how stop 43 found what the triad engine's AVX2 build spends on a
round of a box's rules, a box's messages and a band update
(docs/benchmarks-history.md, "Two engines").

    scripts/hot-instructions.py [--regions N] [--show SHOW] [--min MIN] [--collect FN] -- \\
        target/release/sudoku-bench --one-pass --limit 1000 --modes first \\
        ../shared/data/forum_hardest_1905_11plus.txt

`--collect` (default `*ours_pass*`) limits counting to one function and
what it calls, as `scripts/instructions.sh` does. Needs valgrind and
objdump.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile


def counts_of(path):
    """Self cost per instruction address from a callgrind file written with
    `--dump-instr=yes` (positions "instr line", costs relative or absolute;
    the line after `calls=` is a call's inclusive cost and is skipped)."""
    counts = collections.Counter()
    address = 0
    after_call = False
    with open(path) as lines:
        for line in lines:
            line = line.strip()
            if line.startswith("calls="):
                after_call = True
                continue
            if not line or line[0] not in "0123456789+-*":
                continue
            fields = line.split()
            if len(fields) < 3:
                continue
            position = fields[0]
            if position.startswith("0x"):
                address = int(position, 16)
            elif position[0] in "+-":
                address += int(position)
            if after_call:
                after_call = False
                continue
            counts[address] += int(fields[2])
    return counts


def disassembly(binary):
    """Address -> instruction text, from `objdump -d`."""
    text = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", "-C", binary],
        check=True, capture_output=True, text=True,
    ).stdout
    found = {}
    for line in text.splitlines():
        match = re.match(r"^\s*([0-9a-f]+):\s+(.*)$", line)
        if match:
            found[int(match.group(1), 16)] = match.group(2)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--regions", type=int, default=8, help="stretches to list")
    parser.add_argument("--show", type=int, default=1, help="stretches whose instructions to list")
    parser.add_argument("--min", type=int, default=50_000, help="instructions shown run at least this often")
    parser.add_argument("--collect", default="*ours_pass*", help="callgrind --toggle-collect pattern")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [word for word in args.command if word != "--"]
    if not command:
        parser.error("give the command to run after --")
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-instr=yes",
             f"--callgrind-out-file={out}", f"--toggle-collect={args.collect}", *command],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        counts = counts_of(out)
    code = disassembly(command[0])
    total = sum(counts.values())
    print(f"{total:,} instructions in all")
    stretches = []
    for address, count in sorted(counts.items()):
        if stretches and address - stretches[-1][1] < 64:
            stretches[-1][1] = address
            stretches[-1][2] += count
        else:
            stretches.append([address, address, count])
    stretches.sort(key=lambda stretch: -stretch[2])
    for start, end, count in stretches[: args.regions]:
        print(f"{start:x}-{end:x}: {count:,} ({100 * count / total:.1f}%)")
    for start, end, _ in stretches[: args.show]:
        print()
        for address, count in sorted(counts.items()):
            if start <= address <= end and count >= args.min:
                print(f"{address:x} {count:>12,}  {code.get(address, '?')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
