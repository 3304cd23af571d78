"""One puzzle at a time: every function, every input shape, the errors."""

import numpy as np
import pytest

import sudoku
from conftest import BAEKJOON, BAEKJOON_SOLUTION, FIXTURES, sample


def as_array(line):
    return np.array([0 if c == "." else int(c) for c in line], dtype=np.uint8)


def test_solve_gives_the_solution_in_the_puzzle_s_shape():
    flat = as_array(BAEKJOON)
    expected = as_array(BAEKJOON_SOLUTION)
    assert sudoku.solve(BAEKJOON) == BAEKJOON_SOLUTION
    # Any format the command line reads, recognised or named.
    spaced = (FIXTURES / "baekjoon-2580.in").read_text()
    assert sudoku.solve(spaced, format="spaced") == sudoku.solve(spaced)
    packed = (FIXTURES / "baekjoon-2239.in").read_text()
    assert sudoku.solve(packed) == BAEKJOON_SOLUTION
    out = sudoku.solve(flat)
    assert isinstance(out, np.ndarray) and out.dtype == np.uint8 and out.shape == (81,)
    assert (out == expected).all()
    out = sudoku.solve(flat.reshape(9, 9))
    assert out.shape == (9, 9) and (out.ravel() == expected).all()
    # Other integer arrays are read too.
    assert (sudoku.solve(flat.astype(np.int64)) == expected).all()
    assert sudoku.solve(flat.tolist()) == expected.tolist()
    rows = flat.reshape(9, 9).tolist()
    assert sudoku.solve(rows) == expected.reshape(9, 9).tolist()
    assert sudoku.solve(tuple(flat.tolist())) == expected.tolist()


def test_several_solutions_give_the_smallest_and_none_gives_none():
    two = (FIXTURES / "two-solutions.in").read_text()
    smallest = "".join((FIXTURES / "two-solutions.out").read_text().split())
    assert sudoku.solve(two) == smallest
    assert sudoku.count(two) == 2
    assert sudoku.solve((FIXTURES / "no-solution.in").read_text()) is None
    assert sudoku.solve((FIXTURES / "conflict.in").read_text()) is None


def test_count_stops_at_the_limit():
    assert sudoku.count(BAEKJOON) == 1
    assert sudoku.count("." * 81, limit=1000) == 1000
    assert sudoku.count((FIXTURES / "no-solution.in").read_text(), limit=5) == 0
    with pytest.raises(ValueError, match="limit must be at least 1"):
        sudoku.count(BAEKJOON, limit=0)


def test_check_is_the_command_line_s_record(cli):
    for name in ["not-minimal.txt", "conflict.in", "baekjoon-2239.in"]:
        out, _ = cli("check", "--to", "json", str(FIXTURES / name))
        import json

        assert sudoku.check((FIXTURES / name).read_text()) == json.loads(out), name
    record = sudoku.check((FIXTURES / "formats" / "good" / "csv-kaggle.csv").read_text())
    assert record["given_solution"] == "right"


def test_generate_is_deterministic_and_makes_proper_puzzles():
    made = sudoku.generate(3, seed=7, symmetry="rotational")
    assert made == sudoku.generate(3, seed=7, symmetry="rotational")
    assert len(made) == 3 and len(set(made)) == 3
    for puzzle in made:
        assert sudoku.count(puzzle) == 1
        assert sudoku.check(puzzle)["minimal"] is True
        # Rotational: the pattern of givens is the same upside down.
        assert [c == "." for c in puzzle] == [c == "." for c in reversed(puzzle)]
    assert len(sudoku.generate(2)) == 2
    with pytest.raises(ValueError, match="unknown symmetry 'spiral'"):
        sudoku.generate(1, symmetry="spiral")


def test_generate_keeps_to_a_difficulty_and_a_rating_as_the_command_line(cli):
    easy = sudoku.generate(2, seed=3, difficulty="easy")
    rated = sudoku.generate(2, seed=3, rating="1.0..1.5")
    for puzzle in easy:
        assert sudoku.rate(puzzle)["hodoku"]["level"] == "Easy"
    for puzzle in rated:
        assert 1.0 <= sudoku.rate(puzzle)["se"]["er"] <= 1.5
    # The command line's puzzles, for the same seed and band.
    out, _ = cli("generate", "--count", "2", "--seed", "3", "--difficulty", "easy", "--quiet")
    assert out.split() == easy
    out, _ = cli("generate", "--count", "2", "--seed", "3", "--rating", "1.0..1.5", "--quiet")
    assert out.split() == rated
    with pytest.raises(ValueError, match="unknown difficulty 'fiendish', expected easy, medium"):
        sudoku.generate(1, difficulty="fiendish")
    with pytest.raises(ValueError, match="`7` is not a rating range"):
        sudoku.generate(1, rating="7")


def test_generate_takes_clues_and_minimal_as_the_command_line(cli):
    few = sudoku.generate(2, seed=1, clues=23)
    out, _ = cli("generate", "--count", "2", "--seed", "1", "--clues", "23", "--quiet")
    assert out.split() == few
    assert all(sum(c != "." for c in p) <= 23 for p in few)
    loose = sudoku.generate(2, seed=1, clues=30, minimal=False)
    out, _ = cli("generate", "--count", "2", "--seed", "1", "--clues", "30", "--no-minimal", "--quiet")
    assert out.split() == loose
    with pytest.raises(ValueError, match="clues=16: no puzzle with fewer than 17 clues"):
        sudoku.generate(1, clues=16)


def test_read_and_write_every_format(cli):
    for name in ["grid", "csv", "json", "sdk", "ss", "spaced", "packed", "pretty", "line", "fpuzzles"]:
        text = sudoku.write(BAEKJOON, name)
        out, code = cli("convert", "--from", "line", "--to", name, stdin=(BAEKJOON + "\n").encode())
        assert code == 0
        if name != "csv":  # the command line writes csv's header once, for a file
            assert text == out, name
        assert sudoku.read(text) == BAEKJOON, name
        assert sudoku.read(text, format=name) == BAEKJOON, name
    for path in sorted((FIXTURES / "formats" / "good").iterdir()):
        if path.name.startswith("candidates"):
            continue
        assert sudoku.read(path.read_text()) == BAEKJOON, path.name
    image = sudoku.write(BAEKJOON, "svg")
    assert image.startswith("<?xml") and f"<title>{BAEKJOON}</title>" in image
    with pytest.raises(sudoku.ParseError, match="the svg format is for output only"):
        sudoku.read(image, format="svg")
    lines = sample("17_clue.txt", 5)
    assert sudoku.read_many("\n".join(lines) + "\n") == lines
    assert sudoku.read_many("\n\n".join(sudoku.write(p, "grid") for p in lines)) == lines


def test_errors_are_exceptions_with_the_command_line_s_messages(cli):
    bad = (FIXTURES / "bad-cell.in").read_text()
    out, code = cli("solve", "--from", "spaced", str(FIXTURES / "bad-cell.in"))
    with pytest.raises(sudoku.ParseError) as caught:
        sudoku.solve(bad, format="spaced")
    assert caught.value.line == 3 and caught.value.column == 5
    assert str(caught.value) == (
        "line 3, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'"
    )
    with pytest.raises(sudoku.ParseError) as caught:
        sudoku.solve(bad)
    assert str(caught.value).startswith("cannot recognise the format: it is closest to spaced")
    assert (caught.value.line, caught.value.column) == (3, 5)
    assert isinstance(caught.value, ValueError)
    with pytest.raises(ValueError, match=r"r1c4 is 12, expected 0-9"):
        sudoku.solve([0, 0, 0, 12] + [0] * 77)
    with pytest.raises(ValueError, match=r"r1c1 is -1, expected 0-9"):
        sudoku.solve(np.full(81, -1, dtype=np.int8))
    with pytest.raises(ValueError, match=r"shape \(81,\) or \(9, 9\), not \[80\]"):
        sudoku.solve(np.zeros(80, dtype=np.uint8))
    with pytest.raises(ValueError, match="holds integers 0-9, not float64"):
        sudoku.solve(np.zeros(81))
    with pytest.raises(ValueError, match="row 2 has 8 cells"):
        sudoku.solve([[0] * 9, [0] * 8] + [[0] * 9] * 7)
    with pytest.raises(ValueError, match="81 cells or 9 rows of 9, not 3 items"):
        sudoku.solve([1, 2, 3])
    with pytest.raises(TypeError, match="a cell is an integer 0-9, not 'x'"):
        sudoku.solve(["x"] * 81)
    with pytest.raises(TypeError, match="not dict"):
        sudoku.solve({})
    with pytest.raises(ValueError, match="unknown format 'xls'"):
        sudoku.read(BAEKJOON, format="xls")


def test_unknown_names_are_echoed_escaped_and_cut():
    forged = "x\u202e\n" + "y" * 500
    for call in [
        lambda: sudoku.read(BAEKJOON, format=forged),
        lambda: sudoku.generate(1, seed=1, symmetry=forged),
        lambda: sudoku.explain(BAEKJOON, scale=forged),
        lambda: sudoku.hint(BAEKJOON, scale=forged),
        lambda: sudoku.rate(BAEKJOON, scale=forged),
    ]:
        with pytest.raises(ValueError) as raised:
            call()
        message = str(raised.value)
        assert "'x\\u{202e}\\nyyy" in message, message
        assert "...', expected" in message and len(message) < 250, message
    with pytest.raises(TypeError) as raised:
        sudoku.solve([forged] * 81)
    message = str(raised.value)
    assert message.startswith("a cell is an integer 0-9, not 'x\\u202e\\nyyy"), message
    assert message.endswith("...") and len(message) < 150, message


def test_explain_and_rate_are_the_command_line_s_records(cli):
    import json

    puzzle = sudoku.read((FIXTURES / "x-wing.txt").read_text())
    def same(ours, theirs):
        # The version names the commit each was built from.
        ours.pop("version", None)
        theirs.pop("version", None)
        return ours == theirs

    out, _ = cli("explain", "--to", "json", stdin=(puzzle + "\n").encode())
    assert same(sudoku.explain(puzzle), json.loads(out))
    out, _ = cli("explain", "--scale", "se", "--to", "json", stdin=(puzzle + "\n").encode())
    se = sudoku.explain(puzzle, scale="se")
    assert same(se, json.loads(out))
    # SE's steps say where they look; its forcing chains carry their chains.
    xwing = next(s for s in se["steps"] if s["technique"] == "X-Wing")
    assert (xwing["digits"], xwing["houses"], xwing["covers"]) == ([7], ["r5", "r8"], ["c1", "c6"])
    chain = next(s for s in se["steps"] if s["technique"] == "Forcing Chain")
    assert chain["text"].endswith(": " + chain["chains"][0]["text"])
    assert chain["chains"][0]["nodes"][0] == {"cells": ["r7c2"], "digit": 7}
    out, _ = cli("rate", "--to", "json", stdin=(puzzle + "\n").encode())
    assert same(sudoku.rate(puzzle), json.loads(out))
    assert set(sudoku.rate(puzzle, scale="se")) == {"puzzle", "se"}
    with pytest.raises(sudoku.UnsolvableError, match="more than one solution"):
        sudoku.explain("." * 81)
    with pytest.raises(sudoku.UnsolvableError, match="no solution: r1c3 and r1c8 both hold 5"):
        sudoku.rate((FIXTURES / "conflict.in").read_text())
    with pytest.raises(ValueError, match="unknown scale"):
        sudoku.rate(puzzle, scale="sudokuwiki")


def test_help_answers_the_question():
    assert "lexicographically smallest" in sudoku.solve.__doc__
    for name in ["solve", "count", "check", "generate", "read", "read_many", "write",
                 "explain", "rate", "solve_many", "count_many", "check_many"]:
        assert len(getattr(sudoku, name).__doc__) > 80, name
    assert "status" in sudoku.Batch.__doc__
    assert "NumPy" in sudoku.__doc__


def test_the_type_stubs_cover_the_module():
    import re

    stubs = (FIXTURES.parent / "crates" / "sudoku-py" / "sudoku.pyi").read_text()
    stubbed = set(re.findall(r"^(?:def|class) (\w+)", stubs, re.M))
    stubbed |= set(re.findall(r"^([A-Z_]+): int$", stubs, re.M))
    import types

    public = {
        name
        for name in dir(sudoku)
        if not name.startswith("_") and not isinstance(getattr(sudoku, name), types.ModuleType)
    }
    assert stubbed == public


def test_explain_guesses_where_hodoku_does_unless_told_not_to():
    # forum_hardest_1106's third puzzle: HoDoKu 2.2.0 guesses once (Brute
    # Force r5c3=8) and scores it Extreme 16894.
    puzzle = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2"
    guessed = sudoku.explain(puzzle)
    assert (guessed["level"], guessed["score"]) == ("Extreme", 16894)
    assert "Brute Force: r5c3=8" in [s["text"] for s in guessed["steps"]]
    logical = sudoku.explain(puzzle, guess=False)
    assert logical["solved"]
    assert all(s["technique"] != "Brute Force" for s in logical["steps"])
    # Its forcing nets carry their nets; a nested one also the net of each
    # refutation nested in it, which a node of an earlier net names.
    nets = [s for s in logical["steps"] if s["technique"] == "Forcing Net Contradiction"]
    nested = [s for s in nets if "(nested" in s["text"]]
    assert nested and all(len(s["nets"]) > 1 for s in nested)
    for step in nested:
        named = sorted(
            node["refuted_by"]
            for net in step["nets"]
            for node in net["nodes"]
            if "refuted_by" in node
        )
        assert named == list(range(1, len(step["nets"])))
    plain = [s for s in nets if "(nested" not in s["text"]]
    assert plain and all(len(s["nets"]) == 1 for s in plain)
    with pytest.raises(ValueError):
        sudoku.explain(puzzle, scale="se", guess=False)


def _marks_before(puzzle, steps):
    """The pencil marks of `puzzle` once `steps` are applied, in the
    729-character form: each given's cell holds its digit alone, each
    other cell the digits no given it sees holds, less what the steps
    take out or place."""
    cells = [[int(c)] if c != "." else list(range(1, 10)) for c in puzzle]
    def peers(i):
        r, c = divmod(i, 9)
        return [j for j in range(81) if j != i and (j // 9 == r or j % 9 == c
                or (j // 27, j % 9 // 3) == (r // 3, c // 3))]
    def place(i, d):
        cells[i] = [d]
        for j in peers(i):
            if d in cells[j] and len(cells[j]) > 1:
                cells[j].remove(d)
    for i, c in enumerate(puzzle):
        if c != ".":
            place(i, int(c))
    for step in steps:
        for p in step["placements"]:
            place((int(p[1]) - 1) * 9 + int(p[3]) - 1, int(p[5]))
        for e in step["eliminations"]:
            cells[(int(e[1]) - 1) * 9 + int(e[3]) - 1].remove(int(e[6]))
    return "".join("".join(str(d) if d in m else "." for d in range(1, 10)) for m in cells)


def test_a_hint_guesses_where_hodoku_does_unless_told_not_to():
    puzzle = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2"
    steps = sudoku.explain(puzzle)["steps"]
    k = next(i for i, s in enumerate(steps) if s["technique"] == "Brute Force")
    marks = _marks_before(puzzle, steps[:k])
    assert sudoku.hint(marks)["step"]["text"] == steps[k]["text"]
    # Not guessing, one of our own forcing nets, with its net from the
    # candidate it takes out.
    step = sudoku.hint(marks, guess=False)["step"]
    assert step["technique"] == "Forcing Net Contradiction"
    [out] = step["eliminations"]
    assert step["nets"][0]["nodes"][0]["candidate"] == out.replace("<>", "=")
    with pytest.raises(ValueError):
        sudoku.hint(puzzle, scale="se", guess=False)


def test_a_forcing_chain_step_carries_its_chains():
    # The README's example: 9 in r6c2 takes 1 out of every place in row 6.
    puzzle = sudoku.read((FIXTURES / "x-wing.txt").read_text())
    step = sudoku.explain(puzzle)["steps"][3]
    assert step["technique"] == "Forcing Chain Contradiction"
    assert step["eliminations"] == ["r6c2<>9"]
    chains = step["chains"]
    assert [c["nodes"][0] for c in chains] == [{"cells": ["r6c2"], "digit": 9}] * 4
    ends = sorted(c["nodes"][-1]["cells"][0] for c in chains)
    assert ends == ["r6c2", "r6c4", "r6c5", "r6c7"]
    assert all(c["nodes"][-1]["digit"] == 1 and not c["strong"][-1] for c in chains)
    assert step["text"].endswith("; ".join(c["text"] for c in chains))


def test_a_nishio_step_carries_its_net():
    # The README's example: 7 in r1c8 ends with 7 both in and out of r7c6.
    puzzle = "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192"
    steps = sudoku.explain(puzzle, scale="se")["steps"]
    step = next(s for s in steps if s["technique"] == "Nishio Forcing Chains")
    assert step["premises"] == ["r1c8=7"] and step["eliminations"] == ["r1c8<>7"]
    [net] = step["nets"]
    nodes = net["nodes"]
    assert nodes[0] == {"candidate": "r1c8=7", "from": []}
    assert all(all(k < i for k in node["from"]) and node["from"] for i, node in enumerate(nodes) if i)
    assert {"r7c6=7", "r7c6<>7"} <= {node["candidate"] for node in nodes}
    assert step["text"].endswith(": " + net["text"])


def test_a_nested_chain_step_carries_the_nets_that_refute():
    # The first of the hardest list (SE 10.3): each place of 3 in r6 takes
    # 4 out of r6c5, the nets leaning on candidates that chains run inside
    # the chain took out, each refuted in a net of its own.
    puzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
    steps = sudoku.explain(puzzle, scale="se")["steps"]
    step = next(s for s in steps if s["technique"] == "Nested Forcing Chains")
    assert step["eliminations"] == ["r6c5<>4"]
    nets = step["nets"]
    premises = nets[: len(step["premises"])]
    assert [net["nodes"][0]["candidate"] for net in premises] == step["premises"]
    refuted = [node for net in nets for node in net["nodes"] if "refuted_by" in node]
    assert sorted(node["refuted_by"] for node in refuted) == list(range(len(premises), len(nets)))
    for node in refuted:
        first = nets[node["refuted_by"]]["nodes"][0]["candidate"]
        assert first == node["candidate"].replace("<>", "=")


def test_a_forcing_net_step_carries_its_net():
    # The README's example on HoDoKu's path: 9 in r8c7 leaves r7c8 without
    # a candidate.
    puzzle = "1.....7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4......2..5"
    steps = sudoku.explain(puzzle)["steps"]
    step = next(s for s in steps if s["text"].startswith("Forcing Net Contradiction in r7c8 "))
    assert step["eliminations"] == ["r8c7<>9"] and step["chains"] == []
    [net] = step["nets"]
    nodes = net["nodes"]
    assert nodes[0] == {"candidate": "r8c7=9", "from": []}
    assert all(all(k < i for k in node["from"]) and node["from"] for i, node in enumerate(nodes) if i)
    assert {"r7c8<>3", "r7c8<>7", "r7c8<>9"} <= {node["candidate"] for node in nodes}
    assert step["text"].endswith(": " + net["text"])


def test_se_path_starts_from_pencil_marks(cli):
    # serate 7.1/1.2/1.2: with what its two forcing chains remove crossed
    # out by hand (1 in r2c1, 9 in r2c3), SE's path goes on without them.
    puzzle = ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7"
    marks, _ = cli("convert", "--from", "line", "--to", "candidates", stdin=(puzzle + "\n").encode())
    crossed = marks.replace("| 1679     8      179  |", "| 679      8      17   |")
    assert crossed != marks
    plain = [s["text"] for s in sudoku.explain(puzzle, scale="se")["steps"]]
    assert "7.1  Forcing Chain => r2c1<>1: " in "\n".join(plain)
    path = sudoku.explain(crossed, scale="se")
    texts = "\n".join(s["text"] for s in path["steps"])
    assert "r2c1<>1" not in texts and "r2c3<>9" not in texts
    assert path["er"] < 7.1
    # A rating is that of the grid's digits, whatever the marks.
    assert sudoku.rate(crossed) == sudoku.rate(path["puzzle"])


def test_hint_is_the_command_line_s_record_on_either_scale(cli):
    import json

    marks = (FIXTURES / "pencil-marks.txt").read_text()
    for scale in ["hodoku", "se"]:
        out, code = cli("hint", "--scale", scale, "--to", "json", stdin=marks.encode())
        assert code == 0
        assert sudoku.hint(marks, scale=scale) == json.loads(out), scale
    assert sudoku.hint(marks)["step"]["text"] == "X-Wing: 7 r58 c16 => r6c1,r7c6,r9c1<>7"
    se = sudoku.hint(marks, scale="se")
    assert se["scale"] == "se" and se["step"]["text"].startswith("3.2  X-Wing: 7 in r58 and c16 => ")
    assert sudoku.hint(BAEKJOON_SOLUTION)["step"] is None
    with pytest.raises(ValueError, match="unknown scale 'x'"):
        sudoku.hint(marks, scale="x")


def test_the_readme_python_example_runs():
    """The README's Python lines, run as written."""
    import pathlib

    readme = (pathlib.Path(__file__).resolve().parents[3] / "README.md").read_text()
    block = readme.split("```python\n", 1)[1].split("```", 1)[0]
    scope = {}
    exec(block.replace("sudoku.solve(", "answer = sudoku.solve("), scope)
    assert scope["answer"] == "143628579572139468986754231391542786468917352725863914237481695619275843854396127"
