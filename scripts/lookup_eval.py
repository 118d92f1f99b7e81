"""Front-desk lookup quality: top-1 / top-3 hit rates on tests/lookup_queries.yml.

    .venv/bin/python scripts/lookup_eval.py [--queries PATH] [--quiet]

Prints, for the full engine (spaCy lemmas + synonyms), a lemmas-only ablation, and the plain
FTS5 BM25 baseline (verbatim text, no lemmas, no synonyms) on the same queries: the top-1 and
top-3 hit rates; the same for the held-out queries (never tuned on); then each top-3 miss
with what came back. A hit is any expected section id in the first 1 / 3
results. Always exits 0: the threshold lives in tests/test_lookup.py.
"""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot import lookup  # noqa: E402

QUERIES = ROOT / "tests" / "lookup_queries.yml"


@dataclass
class Result:
    name: str
    n: int
    top1: int
    top3: int
    misses: List[dict]
    seconds: float

    @property
    def top1_rate(self) -> float:
        return self.top1 / self.n if self.n else 0.0

    @property
    def top3_rate(self) -> float:
        return self.top3 / self.n if self.n else 0.0


def load_queries(path: Path = QUERIES, key: str = "queries") -> List[dict]:
    """The ``queries`` (tuned on) or ``holdout`` (never tuned on) list of the YAML file."""
    return yaml.safe_load(path.read_text(encoding="utf-8")).get(key) or []


def evaluate(queries: List[dict], expand: bool = True, name: Optional[str] = None, synonyms: bool = True) -> Result:
    """Run every query through the lookup and count top-1 / top-3 hits.

    ``expand=False`` is the plain BM25 baseline; ``synonyms=False`` keeps the lemmas but
    drops the synonym table (ablation)."""
    top1 = top3 = 0
    misses = []
    index = lookup._default_index()
    t0 = time.perf_counter()
    for q in queries:
        hits = index.search(q["query"], q.get("municipality"), 3, expand=expand, synonyms=synonyms)
        ids = [h.section_id for h in hits]
        expected = set(q["expected"])
        if ids[:1] and ids[0] in expected:
            top1 += 1
        if expected & set(ids[:3]):
            top3 += 1
        else:
            misses.append({"query": q["query"], "municipality": q.get("municipality"), "expected": q["expected"], "got": ids})
    seconds = time.perf_counter() - t0
    return Result(name or ("engine" if expand else "baseline"), len(queries), top1, top3, misses, seconds)


def summary_line(r: Result) -> str:
    return (
        f"{r.name:<22} top-1 {r.top1}/{r.n} = {r.top1_rate:.1%}   top-3 {r.top3}/{r.n} = {r.top3_rate:.1%}"
        f"   ({r.seconds / max(r.n, 1) * 1000:.1f} ms/query)"
    )


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=Path, default=QUERIES)
    parser.add_argument("--quiet", action="store_true", help="only the summary lines")
    args = parser.parse_args(argv)

    queries = load_queries(args.queries)
    holdout = load_queries(args.queries, "holdout")
    t0 = time.perf_counter()
    lookup.connection()  # build the index once, timed on its own
    build = time.perf_counter() - t0
    index = lookup._default_index()
    print(f"index built in {build:.2f} s ({len(index.rows)} paragraphs, lemmatizer: {index.lemmatizer.name})")
    print(f"\nqueries ({len(queries)}; the synonyms were tuned on these):")
    results = [
        evaluate(queries, expand=True, name="engine"),
        evaluate(queries, expand=True, synonyms=False, name="lemmas only (ablation)"),
        evaluate(queries, expand=False, name="baseline (plain BM25)"),
    ]
    for r in results:
        print("  " + summary_line(r))
    held = []
    if holdout:
        print(f"\nholdout ({len(holdout)}; never tuned on):")
        held = [
            evaluate(holdout, expand=True, name="engine"),
            evaluate(holdout, expand=False, name="baseline (plain BM25)"),
        ]
        for r in held:
            print("  " + summary_line(r))
    if not args.quiet:
        for label, r in [("queries", results[0]), ("queries", results[2]), *[("holdout", h) for h in held]]:
            print(f"\n{label} / {r.name}: misses in top 3 ({len(r.misses)})")
            for m in r.misses:
                where = f" [{m['municipality']}]" if m["municipality"] else ""
                print(f"  - {m['query']!r}{where}: expected {', '.join(m['expected'])}; got {', '.join(m['got']) or 'nothing'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
