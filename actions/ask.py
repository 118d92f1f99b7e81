"""``action_ask_<fact>``: the form's questions, taken from the fact registry (defined once).

Web chat gets buttons; SMS gets "Reply 1 or 2" text, since buttons do not exist there.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Dict, List, Optional, Text, Tuple

from rasa_sdk import Action, Tracker
from rasa_sdk.executor import CollectingDispatcher

from bot.facts import AMBIGUOUS_PLACES, ASKED_FACTS, FACTS
from bot.parsers import bare_place

SMS_CHANNELS = {"sms", "twilio"}


def choices(fact_name: str) -> List[Tuple[str, str]]:
    """[(title, payload)] for a fact's quick replies, ending with "I don't know"."""
    fact = FACTS[fact_name]
    if fact.type == "bool":
        options = [("Yes", "/affirm"), ("No", "/deny")]
    elif fact.labels:
        options = [(label, f'/inform{{"{fact_name}": "{value}"}}') for value, label in fact.labels.items()]
    else:
        options = []
    return options + [("I don't know", "/dont_know")] if options else []


def utter_place_question(dispatcher: CollectingDispatcher, place: str) -> None:
    """Ask which municipality a bare place name means ("westfield": the Village or the Town?), with buttons
    (``bot.facts.AMBIGUOUS_PLACES``)."""
    question, labels = AMBIGUOUS_PLACES[place]
    options = [(label, f'/inform{{"municipality": "{value}"}}') for value, label in labels.items()]
    options.append(("I don't know", "/dont_know"))
    dispatcher.utter_message(text=question, buttons=[{"title": t, "payload": p} for t, p in options])


def place_asked(last_bot_text: str) -> str:
    """The bare place ("westfield", "cedarburg") whose question (``AMBIGUOUS_PLACES``) is ``last_bot_text``, or ""."""
    return next((place for place, (question, _) in AMBIGUOUS_PLACES.items() if (last_bot_text or "").startswith(question)), "")


def yes_names(place: str) -> Optional[str]:
    """The municipality a "yes" to ``place``'s question names: the first of its choices for a yes-or-no question ("Do
    you mean the Village of Westfield?"); None for an either/or one ("the Town of Cedarburg or the City of Cedarburg?")."""
    question, labels = AMBIGUOUS_PLACES[place]
    return None if " or the " in question.split("?")[0] else next(iter(labels))


class ActionAskFact(Action, ABC):
    fact: str

    @abstractmethod
    def name(self) -> Text:
        ...

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        question = FACTS[self.fact].question
        options = choices(self.fact)
        place = bare_place(tracker.latest_message.get("text") or "") if self.fact == "municipality" else None
        if place:  # "im in westfield": Village or Town? Buttons on every channel (SMS numbers them)
            utter_place_question(dispatcher, place)
            return []
        if tracker.get_latest_input_channel() in SMS_CHANNELS and options:
            replies = ", ".join(f"{i} for {title}" for i, (title, _) in enumerate(options, 1))
            dispatcher.utter_message(text=f"{question} Reply {replies}.")
        else:
            dispatcher.utter_message(text=question, buttons=[{"title": t, "payload": p} for t, p in options])
        return []


for _fact in ASKED_FACTS:
    globals()[f"ActionAsk_{_fact}"] = type(
        f"ActionAsk_{_fact}", (ActionAskFact,), {"fact": _fact, "name": lambda self, n=_fact: f"action_ask_{n}"}
    )
