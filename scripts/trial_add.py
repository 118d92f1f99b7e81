#!/usr/bin/env python
"""Append one resident trial's frozen questions to bench/resident_trials.jsonl.

    .venv/bin/python scripts/trial_add.py 75 /tmp/s12/t75/questions.jsonl

The questions file is the writer-grader's (bench/trial_prompt.md, step 1): one JSON object per
line, ``{"id": "r01", "messages": [...], "section": ..., "expect": ..., "about": ..., "quotes": [...]}``.
Each becomes ``{"id": "t75-r01", "trial": 75, ...}``. A Westfield subject written in the
writer's words ("village_of_westfield:195:cat and rabbit limit") is mapped to the bench's slug
(``cats``); an unknown subject stops the script before anything is written. ``quotes`` are
kept for answerable questions only (tests/test_passages.py checks them verbatim against the
seeds). Raises SystemExit when the trial is already in the bench.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Dict, List

BENCH = Path(__file__).resolve().parent.parent / "bench" / "resident_trials.jsonl"
# (word in the writer's subject, the bench's slug), first match wins
SUBJECTS = (("livestock", "livestock"), ("exotic", "livestock"), ("diseas", "diseased-animals"),
            ("large", "running-at-large"), ("graz", "running-at-large"), ("noise", "noise"),
            ("cruel", "cruelty"), ("food", "food-premises"), ("zoning", "zoning-precedence"),
            ("penalt", "penalties"), ("rabbit", "cats"), ("cat", "cats"))


def bench_record(trial: int, q: Dict) -> Dict:
    """The bench line for one of trial ``trial``'s questions ``q``; SystemExit on an unknown subject."""
    section = q.get("section")
    if section and section.startswith("village_of_westfield:195:"):
        subject = section.split(":", 2)[2].lower()
        slug = next((s for word, s in SUBJECTS if word in subject), None)
        if slug is None:
            raise SystemExit(f"{q['id']}: unknown Westfield subject {section!r}")
        section = "village_of_westfield:195:" + slug
    record = {"id": f"t{trial}-{q['id']}", "trial": trial, "messages": q["messages"], "section": section,
              "expect": q["expect"], "about": q.get("about", "")}
    if q.get("quotes") and q["expect"] == "answer":
        record["quotes"] = q["quotes"]
    return record


def main(argv: List[str]) -> None:
    trial, path = int(argv[1]), Path(argv[2])
    if any(json.loads(line)["trial"] == trial for line in BENCH.read_text(encoding="utf-8").splitlines() if line):
        raise SystemExit(f"trial {trial} is already in {BENCH}")
    records = [bench_record(trial, json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines()
               if line.strip()]
    with BENCH.open("a", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"added {len(records)} questions of trial {trial} to {BENCH}")


if __name__ == "__main__":
    main(sys.argv)
