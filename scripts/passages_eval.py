#!/usr/bin/env python
"""Print how often ``bot.passages.closest_passage`` finds the passage a resident's question turns on.

The plain trials' writers (trials 27 to 62) gave, for each per-section question, the verbatim
passages of the seed their expected answer rests on (``quotes`` in bench/resident_trials.jsonl).
For each such question this searches the expected section only (routing assumed right) and
counts a *hit* when the sentence chosen overlaps one of those passages (one contains the other,
or it has at least 60 % of a passage's words). Printed for the shipped thresholds and for looser
ones, so a change to the scoring can be judged on the same questions:

    .venv/bin/python scripts/passages_eval.py

Session 9's figures (trials 27 to 62, 1509 questions): with the shipped thresholds a sentence
qualifies for 640 and overlaps the expected passage for 485 (76 %); with one distinctive word
instead of two, 1062 and 830 (78 %). README ("Why the closest passage stays second") says why it
still does not lead. No Rasa, no server.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Dict, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import law, passages  # noqa: E402

OVERLAP = 0.6
SETTINGS: List[Dict[str, float]] = [{}, {"MIN_TERMS": 1}, {"MIN_TERMS": 1, "MIN_SCORE": 0.0}]


def _words(text: str) -> set:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def overlaps(sentence: str, quotes: List[str]) -> bool:
    """True when ``sentence`` and one of ``quotes`` contain one another (whitespace-normalised),
    or the sentence has at least ``OVERLAP`` of a quote's words."""
    s = law.normalize(sentence)
    for q in quotes:
        qn = law.normalize(q)
        if qn in s or s in qn:
            return True
        words = _words(q)
        if words and len(words & _words(sentence)) / len(words) >= OVERLAP:
            return True
    return False


def evaluate(rows: List[dict], **settings: float) -> Dict[str, int]:
    """{"questions", "qualified", "hit"} for ``rows`` with ``passages`` thresholds ``settings``."""
    saved = {k: getattr(passages, k) for k in settings}
    try:
        for k, v in settings.items():
            setattr(passages, k, v)
        qualified = hit = 0
        for row in rows:
            found = passages.closest_passage(" ".join(row["messages"]), [row["section"]])
            if found is not None:
                qualified += 1
                hit += overlaps(found.sentence, row["quotes"])
        return {"questions": len(rows), "qualified": qualified, "hit": hit}
    finally:
        for k, v in saved.items():
            setattr(passages, k, v)


def main() -> None:
    rows = [json.loads(line) for line in (ROOT / "bench" / "resident_trials.jsonl").open(encoding="utf-8")]
    rows = [r for r in rows if r.get("quotes") and r.get("section")]
    for settings in SETTINGS:
        r = evaluate(rows, **settings)
        label = ", ".join(f"{k}={v:g}" for k, v in settings.items()) or "shipped thresholds"
        print(f"{label:32} questions {r['questions']:4}  qualified {r['qualified']:4}  "
              f"hit {r['hit']:4} ({r['hit'] / max(1, r['qualified']):.0%} of qualified, {r['hit'] / max(1, r['questions']):.0%} of all)")


if __name__ == "__main__":
    main()
