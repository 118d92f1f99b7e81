"""Send a rule's decision to the resident: one place for the answer's text and payload."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Text

from rasa_sdk import Tracker
from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher

from bot.decision import Decision
from bot.facts import MUNICIPALITIES
from bot.parsers import parse_municipality
from bot.passages import instead_of_repeating, with_closest_passage
from bot.render import citations_payload, render
from bot.rules.common import OTHER_PLACE_CONTACT, other_municipality_outcome
from bot.rules.silences import decide_silence, silence_asked


def utter_decision(dispatcher: CollectingDispatcher, topic: str, decision: Decision,
                   question: Optional[str] = None, previous: Optional[str] = None,
                   latest: Optional[str] = None) -> List[Dict[Text, Any]]:
    """Utter ``decision`` (text plus a ``custom`` payload with topic, rule, status and citations)
    and return the events that keep its trace for "why?". ``question``: the resident's words;
    a general answer is then followed by the closest sentence of its sections
    (``bot.passages.with_closest_passage``). ``previous``: the bot's last reply; an answer that
    would start the same way is not repeated as is (``bot.passages.instead_of_repeating``); ``latest``: the
    resident's latest message, when it is not the question (a municipality named after the answer)."""
    repeated = instead_of_repeating(decision, question, previous, latest)
    decision = repeated if repeated is not decision else with_closest_passage(decision, question)
    dispatcher.utter_message(
        text=render(decision),
        # "topic": what the resident's words were classified as; "rule": the rule that answered
        # (after bot.rules.route), which is the one to read in logs.
        # "point": the point asked that the answer leads with; None for the rule's general answer.
        json_message={"topic": topic, "rule": decision.topic, "status": decision.status, "point": decision.point,
                      "citations": citations_payload(decision)},
    )
    return [SlotSet("last_trace", decision.trace)]


def utter_silence(dispatcher: CollectingDispatcher, tracker: Tracker, text: str) -> Optional[List[Dict[Text, Any]]]:
    """If ``text`` asks about a subject neither chapter addresses (``bot.rules.silences``: "do I
    have to microchip my dog?"), say so for the municipality known (slot, else named in the
    text; both if neither) and return the events; else None and nothing is sent."""
    entry = silence_asked(text)
    if entry is None:
        return None
    municipality = tracker.get_slot("municipality")
    if municipality not in MUNICIPALITIES:
        municipality = parse_municipality(text[:2000])
    decision = decide_silence(entry, municipality if municipality in MUNICIPALITIES else None)
    return utter_decision(dispatcher, "silence", decision)


def other_place_reply(text: str):
    """The reply for a message that names a municipality this assistant does not cover
    ("the Village of Oxford", "the City of Cedarburg"): that place's clerk, not ours; None if
    the message names no such place."""
    outcome = other_municipality_outcome(parse_municipality(text[:2000]))
    return f"{outcome}\n{OTHER_PLACE_CONTACT}" if outcome else None


# Replies to the bot's own questions, and follow-ups that are not a new question.
NOT_A_QUESTION = frozenset({"inform", "affirm", "deny", "dont_know", "ask_why", "ask_more", "ask_section",
                            "greet", "goodbye", "thank", "help", "cancel"})


def question_event(tracker: Tracker) -> Optional[Dict[str, Any]]:
    """The user event of the resident's question being answered: the latest message that is not
    a reply to the bot ("3 years old", "Town of Cedarburg", a button) or a follow-up ("why?");
    None if there is none. Its ``parse_data`` holds the NLU's intent ranking for the question."""
    for event in reversed(tracker.events or []):
        if event.get("event") != "user":
            continue
        text = str(event.get("text") or "")
        intent = str(((event.get("parse_data") or {}).get("intent") or {}).get("name") or "")
        if text and not text.startswith("/") and intent not in NOT_A_QUESTION:
            return event
    return None


def question_text(tracker: Tracker) -> str:
    """The text of ``question_event`` (the resident's question being answered), else ""."""
    event = question_event(tracker)
    return str(event.get("text") or "") if event else ""


def last_bot_text(tracker: Tracker) -> Optional[str]:
    """The text of the bot's latest reply in the conversation, or None."""
    for event in reversed(tracker.events or []):
        if event.get("event") == "bot" and event.get("text"):
            return str(event["text"])
    return None
