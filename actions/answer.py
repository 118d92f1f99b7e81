"""Send a rule's decision to the resident: one place for the answer's text and payload."""
from __future__ import annotations

from typing import Any, Dict, List, Text

from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher

from bot.decision import Decision
from bot.parsers import parse_municipality
from bot.render import citations_payload, render
from bot.rules.common import NOT_COVERED_CONTACT, other_municipality_outcome


def utter_decision(dispatcher: CollectingDispatcher, topic: str, decision: Decision) -> List[Dict[Text, Any]]:
    """Utter ``decision`` (text plus a ``custom`` payload with topic, rule, status and citations)
    and return the events that keep its trace for "why?"."""
    dispatcher.utter_message(
        text=render(decision),
        # "topic": what the resident's words were classified as; "rule": the rule that answered
        # (after bot.rules.route), which is the one to read in logs.
        # "point": the point asked that the answer leads with; None for the rule's general answer.
        json_message={"topic": topic, "rule": decision.topic, "status": decision.status, "point": decision.point,
                      "citations": citations_payload(decision)},
    )
    return [SlotSet("last_trace", decision.trace)]


def other_place_reply(text: str):
    """The reply for a message that names a municipality this assistant does not cover
    ("the Village of Oxford", "the City of Cedarburg"): that place's clerk, not ours; None if
    the message names no such place."""
    outcome = other_municipality_outcome(parse_municipality(text[:2000]))
    return f"{outcome}\n{NOT_COVERED_CONTACT}" if outcome else None

