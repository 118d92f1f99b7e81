"""Read the rule module's facts out of a tracker (slot name == fact name)."""
from __future__ import annotations

from typing import Any, Dict

from rasa_sdk import Tracker

from bot.facts import FACTS
from bot.parsers import normalize_animal


def facts_from_tracker(tracker: Tracker) -> Dict[str, Any]:
    """{fact name: slot value} for every registered fact whose slot is set."""
    facts = {name: tracker.get_slot(name) for name in FACTS if tracker.get_slot(name) is not None}
    if "animal" in facts:  # "terrier" as the NLU tagged it is a dog to the rules
        facts["animal"] = normalize_animal(facts["animal"])
    return facts
