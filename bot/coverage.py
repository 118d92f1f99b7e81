"""The coverage table: for every section or provision of both chapters, the rules that
apply it, the tests that exercise those rules, and the intents (with example
questions) that reach it in conversation.

Built from code and data, not by hand:
- rules: each topic's rule is evaluated on probe facts for both municipalities, and
  the sections it cites are collected (``PROBES``);
- tests: test functions (``tests/test_*.py``) whose body, or whose acceptance-table
  entry, names the topic;
- intents: the ``topic`` slot's ``from_intent`` mappings in ``domain.yml`` and the
  first training examples of each intent in ``data/nlu.yml``.

``python -m bot coverage`` writes ``docs/coverage.md``; ``tests/test_coverage.py``
fails when it is stale or has a gap.
"""
from __future__ import annotations

import ast
import re
from itertools import product
from pathlib import Path
from typing import Dict, List, Set

import yaml

from bot import law
from bot.rules import TOPICS, decide

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "coverage.md"

# Fact variations that make each rule walk its branches (facts absent from a topic are ignored).
PROBES: List[Dict] = [
    {},
    {"animal": "dog", "own_animal": True},
    {"animal": "dog", "vaccinated": True, "exposed_to_rabid_animal": True},
    {"animal": "dog", "dog_age_months": 12, "licensed_on": "04-15", "became_five_months_on": "09-10"},
    {"kennel": True},
    {"service_dog": True},
    {"activity": "hunting"},
    {"animal": "ferret"},
    {"district_rabies_quarantine": True, "vaccinated": True, "tag_attached": True},
    {"zoning": "R-1", "hen_count": 12, "adjoining_lots_same_owner": 2},
    {"zoning": "R-1", "families_on_lot": 2},
    {"zoning": "R-1", "grandfathered_1988": True, "new_owner": True},
    {"zoning": "A-1"},
    {"zoning": "E-1"},
    {"zoning": "C-1"},
    {"violations_12_months": 3},
    {"owns_property": False},
    {"formal_written_complaints": 2, "days_between": 10},
    {"species": "caiman", "length_in": 20},
    {"species": "wolf"},
    {"species": "parrot"},
    {"over_24_hours": True},
    {"use": "transportation_amish_mennonite"},
    {"dyed": True},
    {"bites_12_months": 2},
    {"count_over_five_months": 3},
]


def rules_by_section() -> Dict[str, List[str]]:
    """{section id: [topics whose rule cites it]} over all probes and both municipalities."""
    found: Dict[str, Set[str]] = {sid: set() for sid in law.sections()}
    for topic, municipality, probe in product(TOPICS, law.JURISDICTIONS, PROBES):
        for c in decide(topic, {"municipality": municipality, **probe}).citations:
            if c.section_id in found:
                found[c.section_id].add(topic)
    return {sid: sorted(t) for sid, t in found.items()}


def _strings(node: ast.AST) -> Set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def tests_by_topic() -> Dict[str, List[str]]:
    """{topic: ['file.py::test_name', ...]} for tests that name the topic."""
    out: Dict[str, Set[str]] = {t: set() for t in TOPICS}
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        tables = [n for n in tree.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Dict)]
        for fn in [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]:
            names = _strings(fn)
            # Parametrized tests list their topics in decorators.
            for deco in fn.decorator_list:
                names |= _strings(deco)
            # A test that reads a module-level table (e.g. EXPECT) exercises the topics in it.
            used = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
            for table in tables:
                if any(isinstance(t, ast.Name) and t.id in used for t in table.targets):
                    names |= _strings(table.value)
            for topic in TOPICS:
                if topic in names:
                    out[topic].add(f"{path.name}::{fn.name}")
    return {t: sorted(v) for t, v in out.items()}


def intents_by_topic() -> Dict[str, List[str]]:
    domain = yaml.safe_load((ROOT / "domain.yml").read_text(encoding="utf-8"))
    out: Dict[str, List[str]] = {t: [] for t in TOPICS}
    for mapping in domain["slots"]["topic"]["mappings"]:
        if mapping.get("type") == "from_intent" and mapping.get("value") in out:
            out[mapping["value"]].append(mapping["intent"])
    return out


def examples_by_intent(per_intent: int = 2) -> Dict[str, List[str]]:
    nlu = yaml.safe_load((ROOT / "data" / "nlu.yml").read_text(encoding="utf-8"))
    out: Dict[str, List[str]] = {}
    for block in nlu.get("nlu", []):
        if "intent" in block:
            lines = [ln[2:].strip() for ln in block["examples"].splitlines() if ln.startswith("- ")]
            clean = [re.sub(r"\[([^\]]+)\](\{[^}]*\}|\([^)]*\))", r"\1", ln) for ln in lines]
            out[block["intent"]] = clean[:per_intent]
    return out


def table() -> List[Dict]:
    """One row per section: id, citation, heading, rules, tests, intents, examples."""
    rules = rules_by_section()
    tests = tests_by_topic()
    intents = intents_by_topic()
    examples = examples_by_intent()
    rows = []
    for sid, section in law.sections().items():
        topics = rules[sid]
        row_intents = sorted({i for t in topics for i in intents[t]})
        rows.append(
            {
                "id": sid,
                "citation": section.full_citation,
                "heading": section.heading,
                "rules": topics,
                "tests": sorted({x for t in topics for x in tests[t]}),
                "intents": row_intents,
                "examples": [e for i in row_intents[:2] for e in examples.get(i, [])[:1]],
            }
        )
    return rows


def gaps(rows: List[Dict]) -> List[str]:
    return [f"{r['id']}: no {what}" for r in rows for what in ("rules", "tests", "intents") if not r[what]]


def markdown(rows: List[Dict]) -> str:
    lines = [
        "# Coverage: every section, its rules, tests and intents",
        "",
        "Generated by `python -m bot coverage` from the rule module, the tests, `domain.yml` and",
        "`data/nlu.yml`. Do not edit by hand; `tests/test_coverage.py` fails when it is stale or has a gap.",
        "",
        "| section | heading | rules (topics) | tests | intents | example question |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        tests = f"{len(r['tests'])}: " + ", ".join(t.split("::")[1] for t in r["tests"][:3]) + (" …" if len(r["tests"]) > 3 else "")
        lines.append(
            f"| {r['citation']} | {r['heading']} | {', '.join(r['rules'])} | {tests} | "
            f"{', '.join(r['intents'])} | {' / '.join(r['examples'])} |"
        )
    missing = gaps(rows)
    lines += ["", f"Gaps: {len(missing)}"] + [f"- {g}" for g in missing]
    return "\n".join(lines) + "\n"


def write() -> str:
    OUT.parent.mkdir(exist_ok=True)
    text = markdown(table())
    OUT.write_text(text, encoding="utf-8")
    return str(OUT)
