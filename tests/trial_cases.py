"""Shared checks for the resident-trial tests (``tests/test_trial15.py`` and later).

Each trial question is run as the actions run it: the parsers' facts from the resident's
words, plus what the NLU tagged (``extra``: an animal entity), through ``decide()`` for the
topic the NLU gave it; or, where the dialogue matters, through the action itself with a real
rasa_sdk ``Tracker`` (``question_tracker``).
"""
from __future__ import annotations

import asyncio
from typing import Any, Dict, List, Optional, Sequence

from rasa_sdk import Tracker
from rasa_sdk.executor import CollectingDispatcher

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


def question_tracker(text: str, intent: str, slots: Optional[Dict[str, Any]] = None, *, confidence: float = 0.5,
                     ranking: Sequence[Dict[str, Any]] = (), active_loop: Optional[str] = None,
                     as_event: bool = True, entities: Sequence[Dict[str, Any]] = ()) -> Tracker:
    """A tracker whose latest message is ``text``, classified ``intent`` at ``confidence`` (with the
    runner-up ``ranking`` after it) and tagged with ``entities``, every domain slot None but
    ``slots``; ``as_event`` also records the message as the conversation's user event (what
    ``question_text`` reads)."""
    from tests.test_actions import DOMAIN

    all_slots = {name: None for name in DOMAIN["slots"]}
    all_slots.update(slots or {})
    message = {"text": text, "intent": {"name": intent, "confidence": confidence}, "entities": list(entities),
               "intent_ranking": [{"name": intent, "confidence": confidence}, *ranking]}
    events = [{"event": "user", "text": text, "parse_data": message}] if as_event else []
    return Tracker("t", all_slots, message, events, False, None, {"name": active_loop} if active_loop else {}, "action_listen")


def run_action(action, tracker: Tracker) -> List[Dict[str, Any]]:
    """(messages sent, events returned) of ``action`` (a rasa_sdk Action class) on ``tracker``."""
    from tests.test_actions import DOMAIN

    dispatcher = CollectingDispatcher()
    events = asyncio.run(action().run(dispatcher, tracker, DOMAIN))
    return dispatcher.messages, events


def fallback_reply(text: str, ranking: Sequence[Dict[str, Any]], entities: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    """The first message of the low-confidence fallback (``nlu_fallback`` 0.4, then ``ranking``) for
    ``text``, with the slots the facts action would set from it and the NLU's ``entities``."""
    from actions.sections import ActionLookupFallback
    from tests.test_actions import DOMAIN

    slots = {k: v for k, v in extract_facts(text).items() if k in DOMAIN["slots"]}
    slots.update(entities or {})
    messages, _ = run_action(ActionLookupFallback, question_tracker(text, "nlu_fallback", slots, confidence=0.4, ranking=ranking))
    return messages[0]


def extracted_slots(text: str, intent: str, slots: Dict[str, Any], active_loop: Optional[str] = "facts_form",
                    entities: Sequence[Dict[str, Any]] = ()) -> Dict[str, Any]:
    """{slot: value} that ``action_extract_facts`` sets for ``text`` classified ``intent`` at 0.97."""
    from actions.actions import ActionExtractFacts

    _, events = run_action(ActionExtractFacts, question_tracker(text, intent, slots, confidence=0.97, active_loop=active_loop,
                                                                as_event=False, entities=entities))
    return {e["name"]: e["value"] for e in events}
