"""Scale-out: a Dask dataframe of puzzles solved and checked on a local
cluster of two worker processes, with map_partitions over solve_many and
check_many; the results equal a single-process run. The same code runs on
a real cluster with `Client("scheduler-address:8786")` in place of the
LocalCluster."""

import numpy as np
import pandas as pd
import pytest

import sudoku
from conftest import sample

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("dask.distributed")


def solve_partition(frame):
    """Solve and check one partition's puzzles, in the worker."""
    puzzles = frame["puzzle"].tolist()
    solved = sudoku.solve_many(puzzles)
    checked = sudoku.check_many(puzzles)
    return pd.DataFrame(
        {
            "puzzle": puzzles,
            "solution": solved.solutions,
            "status": solved.status,
            "minimal": checked.minimal,
        },
        index=frame.index,
    )


def test_a_dask_dataframe_is_solved_on_two_workers_as_in_one_process(tmp_path):
    lines = sample("serg_benchmark.txt", 200) + sample("17_clue.txt", 200)
    csv = tmp_path / "puzzles.csv"
    pd.DataFrame({"puzzle": lines}).to_csv(csv, index=False)
    meta = pd.DataFrame(
        {
            "puzzle": pd.Series(dtype=object),
            "solution": pd.Series(dtype=object),
            "status": pd.Series(dtype=np.int8),
            "minimal": pd.Series(dtype=bool),
        }
    )
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True) as cluster:
        with distributed.Client(cluster) as client:
            frame = dd.read_csv(str(csv), blocksize=8_000, dtype={"puzzle": str})
            assert frame.npartitions >= 4
            result = frame.map_partitions(solve_partition, meta=meta).compute()
            workers = client.run(lambda: sudoku.__version__)
            assert len(workers) == 2
    single = solve_partition(pd.DataFrame({"puzzle": lines}))
    assert result["solution"].tolist() == single["solution"].tolist()
    assert result["status"].tolist() == single["status"].tolist()
    assert result["minimal"].tolist() == single["minimal"].tolist()
    assert (result["status"] != sudoku.INVALID).all()
    assert all(sudoku.count(s) == 1 for s in result["solution"][:20])


def test_the_guide_s_dask_example_runs_as_written(tmp_path):
    """The user guide's example, run as a script where the CSV files are."""
    import pathlib
    import subprocess
    import sys

    readme = (pathlib.Path(__file__).resolve().parents[3] / "docs/guide/python.md").read_text()
    start = readme.index("```python\nimport dask.dataframe as dd")
    block = readme[start + len("```python\n") : readme.index("```\n", start + 10)]
    lines = sample("serg_benchmark.txt", 50)
    pd.DataFrame({"puzzle": lines}).to_csv(tmp_path / "puzzles-0.csv", index=False)
    (tmp_path / "example.py").write_text(block)
    done = subprocess.run(
        [sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    solved = pd.concat(pd.read_csv(f, dtype={"puzzle": str, "solution": str}) for f in sorted(tmp_path.glob("solved-*.csv")))
    assert solved["puzzle"].tolist() == lines
    one_process = sudoku.solve_many(lines)
    assert solved["status"].tolist() == one_process.status.tolist()
    assert solved["solution"].tolist() == one_process.solutions
