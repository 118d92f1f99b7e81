"""The rule module: facts in, ``Decision`` out. No Rasa imports here.

``decide(topic, facts)`` is the one entry point the actions use. ``TOPICS`` maps
each topic name (the value of the Rasa ``topic`` slot) to its rule.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Mapping

from bot.decision import Decision
from bot.rules.bites import bite, impoundment, rabies_quarantine
from bot.rules.chickens import chickens
from bot.rules.licensing import dog_license, rabies_vaccination

TOPICS: Dict[str, Callable[[Mapping[str, Any]], Decision]] = {
    "dog_license": dog_license,
    "rabies_vaccination": rabies_vaccination,
    "chickens": chickens,
    "bite": bite,
    "rabies_quarantine": rabies_quarantine,
    "impoundment": impoundment,
}


class UnknownTopic(KeyError):
    """No rule answers this topic."""


def decide(topic: str, facts: Mapping[str, Any]) -> Decision:
    """Evaluate the rule for ``topic`` on ``facts`` (fact name -> value, see ``bot.facts``).

    Raises ``UnknownTopic`` for a topic no rule covers.
    """
    try:
        rule = TOPICS[topic]
    except KeyError:
        raise UnknownTopic(topic) from None
    return rule(facts)
