"""Read the rule module's facts out of a tracker (slot name == fact name)."""
from __future__ import annotations

from typing import Any, Dict

from rasa_sdk import Tracker

from bot.facts import FACTS


def facts_from_tracker(tracker: Tracker) -> Dict[str, Any]:
    """{fact name: slot value} for every registered fact whose slot is set."""
    return {name: tracker.get_slot(name) for name in FACTS if tracker.get_slot(name) is not None}
