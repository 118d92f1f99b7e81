"""Update the bench's counts in the docs after ``scripts/trial_add.py``: the number of questions in
bench/resident_trials.jsonl and the last trial, wherever the README, scripts/trials.py,
scripts/trials_to_nlu.py and tests/test_passages.py state them.

    .venv/bin/python scripts/bench_counts.py
"""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "resident_trials.jsonl"


def main() -> None:
    rows = [json.loads(line) for line in BENCH.read_text().splitlines() if line.strip()]
    n, last = len(rows), max(r["trial"] for r in rows)
    subs = {
        "README.md": [(r"The [\d,]+ questions of trials 2 to \d+", f"The {n:,} questions of trials 2 to {last}"),
                      (r"Trials 10 to \d+ are kept out", f"Trials 10 to {last} are kept out")],
        "scripts/trials.py": [(r"holds the [\d,]+ questions", f"holds the {n:,} questions"),
                              (r"resident trials 2 to \d+ \(sessions 1 to (\d+); trials 19 to \d+",
                               lambda m: f"resident trials 2 to {last} (sessions 1 to {m.group(1)}; trials 19 to {last}"),
                              (r"\(trials 27 to \d+, answerable", f"(trials 27 to {last}, answerable")],
        "scripts/trials_to_nlu.py": [(r"HELD_OUT = set\(range\(10, \d+\)\)  # trials 10 to \d+",
                                      f"HELD_OUT = set(range(10, {last + 1}))  # trials 10 to {last}")],
        "tests/test_passages.py": [(r"\(trials 27 to \d+:", f"(trials 27 to {last}:")],
    }
    for name, pairs in subs.items():
        path = ROOT / name
        text = path.read_text()
        for pattern, repl in pairs:
            text, count = re.subn(pattern, repl, text)
            if count == 0:
                raise SystemExit(f"{name}: no match for {pattern!r}")
        path.write_text(text)
    print(f"{n:,} questions, trials 2 to {last}")


if __name__ == "__main__":
    main()
