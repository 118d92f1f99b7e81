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
    if decision.point is not None:
        # after the answer to the point asked, a step that only says it again goes ("If you are not the owner of record,
        # the application must include the property owner's written consent." in both, trial 127 r34); a general
        # answer's summary keeps its list of steps
        decision.steps = [step for step in decision.steps if not_repeated(step.text, decision.outcome).strip()]
    return decision
