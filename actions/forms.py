"""The facts form: it asks exactly the facts the rule module says it still needs."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Text

from rasa_sdk import Tracker
from rasa_sdk.events import EventType, SlotSet
from rasa_sdk.executor import CollectingDispatcher
from rasa_sdk.forms import FormValidationAction
from rasa_sdk.types import DomainDict

from actions.facts import facts_from_tracker
from bot.facts import DONT_KNOW, FACTS, other_municipality_name, well_typed
from bot.parsers import bare_municipality_phrase, bare_place, parse_age_months, parse_animal, parse_bare_years, parse_municipality, parse_yes_no
from bot.rules import TOPICS, decide

MAX_FAILURES = 2  # after this many unusable answers to one question, take "don't know"


class ValidateFactsForm(FormValidationAction):
    """``required_slots`` is the rule module's ordered missing-facts list, recomputed every turn."""

    def name(self) -> Text:
        return "validate_facts_form"

    async def required_slots(
        self, domain_slots: List[Text], dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict
    ) -> List[Text]:
        topic = tracker.get_slot("topic")
        if topic not in TOPICS:
            return []
        return decide(topic, facts_from_tracker(tracker)).missing_facts

    async def get_extraction_events(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict
    ) -> List[EventType]:
        """Clear values the rule module cannot read (e.g. an entity "of" mistaken for a
        municipality) unless they answer the question just asked, which the validators parse;
        a cleared fact is then asked like any missing one."""
        events = await super().get_extraction_events(dispatcher, tracker, domain)
        requested = tracker.get_slot("requested_slot")
        for name in FACTS:
            value = tracker.get_slot(name)
            if name != requested and value is not None and not well_typed(name, value):
                events.append(SlotSet(name, None))
        return events

    async def get_validation_events(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict
    ) -> List[EventType]:
        """The validated slots, plus the municipality ``extract_municipality`` read this turn: rasa_sdk validates only the
        slots ``required_slots`` still names once the extracted values are in, and the municipality, once read, is no
        longer missing, so its SlotSet would otherwise be dropped and the form would close without it."""
        events = await super().get_validation_events(dispatcher, tracker, domain)
        found = _untagged_place(tracker)
        if found and tracker.get_slot("municipality") == found and not any(e.get("name") == "municipality" for e in events):
            events.append(SlotSet("municipality", found))
        return events

    async def extract_municipality(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        """{"municipality": "town_of_cedarburg"} for a question that names its place only as "in the town" (or
        "village") when the NLU tagged no municipality ("can i have some backyard hens in the town?", trial 251 r23);
        the answer then says which municipality it took (actions.actions.assumed_place_note). {} otherwise."""
        found = _untagged_place(tracker) if tracker.get_slot("municipality") is None else None
        return {"municipality": found} if found else {}

    def _reject(self, slot: str, tracker: Tracker, dispatcher: CollectingDispatcher, message: str) -> Dict[Text, Any]:
        failures = int(tracker.get_slot("failed_answers") or 0) + 1
        if failures >= MAX_FAILURES:
            dispatcher.utter_message(text="I'll go on without that and give you the general rule.")
            return {slot: DONT_KNOW, "failed_answers": 0}
        if message:
            dispatcher.utter_message(text=message)
        return {slot: None, "failed_answers": failures}

    def validate_municipality(self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        if value is None:
            return {"municipality": None}
        known = {"town_of_cedarburg", "village_of_westfield", DONT_KNOW}
        said = parse_municipality(tracker.latest_message.get("text") or "")
        if other_municipality_name(said):  # "Neither, we're in the Town of Grafton": not the entity "Town"
            return {"municipality": said, "failed_answers": 0}
        parsed = value if value in known or other_municipality_name(value) else parse_municipality(str(value))
        if parsed is None:
            if bare_place(str(value)):
                message = ""  # action_ask_municipality asks "Village or Town?" (bot.facts.AMBIGUOUS_PLACES)
            else:
                message = "Please answer \"Town of Cedarburg\" or \"Village of Westfield\" (or \"I don't know\")."
            return self._reject("municipality", tracker, dispatcher, message)
        return {"municipality": parsed, "failed_answers": 0}

    def validate_animal(self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        if value is None:
            return {"animal": None}
        parsed = parse_animal(str(value)) or ("other" if str(value).strip() else None)
        return {"animal": parsed, "failed_answers": 0}

    def validate_dog_age_months(self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        if value is None or value == DONT_KNOW or isinstance(value, (int, float)):
            return {"dog_age_months": value}
        parsed = parse_age_months(str(value))
        if parsed is None:
            years = parse_bare_years(str(value))
            if years is not None:  # "shes 3": a dog's age without a unit is said in years
                dispatcher.utter_message(text=f"I'll take that as {years:g} year{'' if years == 1 else 's'} old.")
                return {"dog_age_months": years * 12, "failed_answers": 0}
            return self._reject(
                "dog_age_months", tracker, dispatcher,
                "Sorry, I didn't get the age. Please say it like \"10 weeks\", \"4 months\" or \"2 years\", or \"I don't know\".",
            )
        return {"dog_age_months": parsed, "failed_answers": 0}

    def validate_vaccinated(self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        if value is None or isinstance(value, bool) or value == DONT_KNOW:
            return {"vaccinated": value}
        parsed = parse_yes_no(str(value))
        if parsed is None:
            return self._reject("vaccinated", tracker, dispatcher, "Please answer yes, no, or \"I don't know\".")
        return {"vaccinated": parsed, "failed_answers": 0}


def _untagged_place(tracker: Tracker) -> Optional[str]:
    """The municipality key a question names only as "in the town" or "in the village"
    (bot.parsers.bare_municipality_phrase) when the NLU tagged no municipality in it; None otherwise, and for a
    reply to "Which municipality?", which ``validate_municipality`` reads ("the town" there asks "Town or Village?")."""
    if tracker.get_slot("requested_slot") == "municipality":
        return None
    if any(e.get("entity") == "municipality" for e in tracker.latest_message.get("entities") or []):
        return None
    found = bare_municipality_phrase(str(tracker.latest_message.get("text") or "")[:2000])
    return found[0] if found else None
