"""Shared checks for the resident-trial tests (``tests/test_trial15.py`` to ``test_trial18.py``).

Each trial question is run as the actions run it: the parsers' facts from the resident's
words, plus what the NLU tagged (``extra``: an animal entity), through ``decide()`` for the
topic the NLU gave it.
"""
from __future__ import annotations

from typing import Any, Dict, Optional

from bot.decision import NEEDS_JUDGMENT, Decision
from bot.parsers import extract_facts, parse_points
from bot.rules import decide


def decide_question(topic: str, text: str, extra: Optional[Dict[str, Any]] = None) -> Decision:
    """The decision for ``text`` when the NLU said ``topic`` (and tagged ``extra``)."""
    facts = {k: v for k, v in extract_facts(text).items() if v is not None}
    return decide(topic, {**facts, **(extra or {})})


def assert_leads(topic: str, text: str, extra: Optional[Dict[str, Any]], rule: str, lead: str,
                 open_point: Optional[bool] = None) -> Decision:
    """The rule ``rule`` answers and its outcome starts with ``lead``; with ``open_point``,
    the status is (True) or is not (False) needs_human_judgment."""
    d = decide_question(topic, text, extra)
    assert d.topic == rule
    assert d.outcome.startswith(lead), d.outcome[:300]
    if open_point is not None:
        assert (d.status == NEEDS_JUDGMENT) is open_point
    return d


def assert_point_absent(text: str, absent: str) -> None:
    """A point added for one trial does not fire on an older question's words."""
    assert absent not in parse_points(text)
