# SPDX-License-Identifier: GPL-3.0-or-later
"""What the result tables of the benchmark scripts share: reading a script's CSV of single runs, grouped by case.

A script's table code (a python heredoc, run with PYTHONPATH="$here") does `from tables import read_cases`."""
import csv
from collections import defaultdict


def read_cases(path, key):
    """Returns (rows, order, cases) of the CSV file at path: rows are its rows (dicts of strings); cases[k][rep][tool]
    is the row of that tool's run in repetition rep of case k, where k = key(row); order lists the cases in the
    order they first ran, which is the order of the printed table."""
    rows = list(csv.DictReader(open(path)))
    cases, order = defaultdict(lambda: defaultdict(dict)), []
    for r in rows:
        k = key(r)
        if k not in cases:
            order.append(k)
        cases[k][int(r["rep"])][r["tool"]] = r
    return rows, order, cases
