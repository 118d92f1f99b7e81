"""The shape of what the rule module returns.

A ``Decision`` is built by a rule from facts. It holds:

- ``status``: ``answered`` | ``needs_facts`` | ``needs_human_judgment`` | ``not_covered``;
- ``outcome``: the answer in plain words, first;
- ``steps``: what to do, each with an optional deadline (``deadline_days``) and its citation;
- ``citations``: every passage relied on, with its verbatim quote;
- ``missing_facts``: the ordered fact names still needed (the form asks the first);
- ``trace``: the conditions that fired, for "why?".
- ``contact``: whom to ask when the text does not answer or a person must decide.
- ``point``: the point asked that the outcome leads with (``tag_contents``, ``renewal``...),
  or None when the outcome is the rule's general answer.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional

from bot.law import Citation

ANSWERED = "answered"
NEEDS_FACTS = "needs_facts"
NEEDS_JUDGMENT = "needs_human_judgment"
NOT_COVERED = "not_covered"


@dataclass
class Step:
    text: str
    citation: Optional[Citation] = None
    deadline_days: Optional[int] = None


@dataclass
class Decision:
    topic: str
    jurisdiction: Optional[str]
    status: str = ANSWERED
    outcome: str = ""
    steps: List[Step] = field(default_factory=list)
    citations: List[Citation] = field(default_factory=list)
    missing_facts: List[str] = field(default_factory=list)
    trace: List[str] = field(default_factory=list)
    contact: Optional[str] = None
    notes: List[str] = field(default_factory=list)
    point: Optional[str] = None
    # True when ``point`` leads with what the text settles while the rest of the answer needs human judgment
    # (``bot.rules.points.apply_point``): the banner then says that only part of the answer is open.
    point_settled: bool = False

    def cite(self, citation: Citation) -> Citation:
        """Record a citation once (by citation and quote) and return it."""
        if all((c.citation, c.quote) != (citation.citation, citation.quote) for c in self.citations):
            self.citations.append(citation)
        return citation

    def step(self, text: str, citation: Optional[Citation] = None, deadline_days: Optional[int] = None) -> None:
        if citation is not None:
            self.cite(citation)
        self.steps.append(Step(text, citation, deadline_days))

    def because(self, reason: str) -> None:
        self.trace.append(reason)

    @property
    def cited(self) -> List[str]:
        """Display citations in order, without repeats (e.g. ['§ 95-9', '§ 95-5'])."""
        seen: List[str] = []
        for c in self.citations:
            if c.citation not in seen:
                seen.append(c.citation)
        return seen

    def text(self) -> str:
        """Everything the decision says, as one string (outcome, steps, notes, contact)."""
        parts = [self.outcome] + [s.text for s in self.steps] + self.notes
        if self.contact:
            parts.append(self.contact)
        return "\n".join(p for p in parts if p)


_VERDICT = re.compile(r"^(?:Yes|No)(?:[,:.]\s+|\s*[-\u2013\u2014]\s*)(?=\S)")


def without_verdict(outcome: str) -> str:
    """``outcome`` without an opening "Yes," / "No:" / "Yes." and with its first letter
    capitalised: for a rule's general answer placed after a lead that answers another, narrower
    question ("can I keep hens indoors?" must not read "... Yes, hen chickens are allowed")."""
    rest = _VERDICT.sub("", outcome, count=1)
    return rest[:1].upper() + rest[1:] if rest != outcome else outcome
