"""The barking-dog / crying-cat complaint: ask, read back, file, give a reference number.

The complaint is stored (``bot.complaints``) before it is confirmed; if the write fails
the resident is told to try again or call the Town Hall, and nothing is confirmed.
"""
from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from functools import lru_cache
from typing import Any, Dict, List, Text

from rasa_sdk import Action, Tracker
from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher
from rasa_sdk.forms import FormValidationAction
from rasa_sdk.types import DomainDict

from actions.ask import SMS_CHANNELS
from bot.facts import DONT_KNOW, MUNICIPALITIES, other_municipality_name
from bot.parsers import parse_animal, parse_municipality, parse_yes_no

logger = logging.getLogger(__name__)

FIELDS = ["municipality", "complaint_address", "complaint_animal", "complaint_details", "complaint_duration",
          "complainant_name", "complaint_confirmed"]
COMPLAINT_SLOTS = FIELDS[1:]
MAX_FIELD_CHARS = 500

QUESTIONS = {
    "complaint_address": "What is the address or location of the animal (street address, or the nearest address or intersection)?",
    "complaint_animal": "What kind of animal is it: a dog, a cat, or another animal?",
    "complaint_details": "What happens, and when? For example: \"barks from 10 pm to 2 am most nights\".",
    "complaint_duration": "How long has this been going on (for example \"3 weeks\")?",
    "complainant_name": "What is your name? Staff need it for a complaint.",
}
HALL = {"town_of_cedarburg": "the Town of Cedarburg Town Hall", "village_of_westfield": "the Village of Westfield Village Hall"}


@lru_cache(maxsize=1)
def store():
    """The complaint store, opened once per action-server process (DATABASE_URL or SQLite)."""
    from bot.complaints import ComplaintStore

    return ComplaintStore()


def _is_sms(tracker: Tracker) -> bool:
    return tracker.get_latest_input_channel() in SMS_CHANNELS


class ActionAskComplaintField(Action, ABC):
    field: str

    @abstractmethod
    def name(self) -> Text:
        ...

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        dispatcher.utter_message(text=QUESTIONS[self.field])
        return []


for _field in QUESTIONS:
    globals()[f"ActionAsk_{_field}"] = type(
        f"ActionAsk_{_field}", (ActionAskComplaintField,), {"field": _field, "name": lambda self, n=_field: f"action_ask_{n}"}
    )


def summary(tracker: Tracker) -> str:
    """One short paragraph: the complaint as it will be filed."""
    place = {"town_of_cedarburg": "Town of Cedarburg", "village_of_westfield": "Village of Westfield"}.get(
        tracker.get_slot("municipality"), "?")
    return (
        f"Your complaint ({place}): {tracker.get_slot('complaint_animal')} at {tracker.get_slot('complaint_address')}. "
        f"{tracker.get_slot('complaint_details')}. Going on for: {tracker.get_slot('complaint_duration')}. "
        f"Name: {tracker.get_slot('complainant_name')}."
    )


class ActionAskComplaintConfirmed(Action):
    """Read the complaint back and ask for a YES before anything is stored."""

    def name(self) -> Text:
        return "action_ask_complaint_confirmed"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        if _is_sms(tracker):
            dispatcher.utter_message(text=summary(tracker) + " Reply YES to file, or NO to cancel.")
        else:
            dispatcher.utter_message(
                text=summary(tracker) + " Reply YES to file it, or NO to cancel.",
                buttons=[{"title": "Yes, file it", "payload": "/affirm"}, {"title": "No, cancel", "payload": "/deny"}],
            )
        return []


class ValidateComplaintForm(FormValidationAction):
    """Checks each answer; a municipality this assistant does not cover ends the form."""

    def name(self) -> Text:
        return "validate_complaint_form"

    async def required_slots(self, domain_slots: List[Text], dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> List[Text]:
        if other_municipality_name(tracker.get_slot("municipality")) or tracker.get_slot("municipality") == DONT_KNOW:
            return []  # action_file_complaint explains
        return FIELDS

    def validate_municipality(self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: DomainDict) -> Dict[Text, Any]:
        if value is None:
            return {"municipality": None}
        parsed = value if value in MUNICIPALITIES or other_municipality_name(value) else parse_municipality(str(value))
        if parsed is None:
            dispatcher.utter_message(text="Please answer \"Town of Cedarburg\" or \"Village of Westfield\" (reply 1 or 2).")
            return {"municipality": None}
        return {"municipality": parsed}

    def _text(self, slot: str, value: Any, dispatcher: CollectingDispatcher) -> Dict[Text, Any]:
        text = " ".join(str(value or "").split())[:MAX_FIELD_CHARS]
        if len(text) < 2:
            dispatcher.utter_message(text="Sorry, I didn't get that. " + QUESTIONS[slot])
            return {slot: None}
        return {slot: text}

    def validate_complaint_address(self, value, dispatcher, tracker, domain):
        return self._text("complaint_address", value, dispatcher)

    def validate_complaint_details(self, value, dispatcher, tracker, domain):
        return self._text("complaint_details", value, dispatcher)

    def validate_complaint_duration(self, value, dispatcher, tracker, domain):
        return self._text("complaint_duration", value, dispatcher)

    def validate_complainant_name(self, value, dispatcher, tracker, domain):
        return self._text("complainant_name", value, dispatcher)

    def validate_complaint_animal(self, value, dispatcher, tracker, domain):
        if value is None:
            return {"complaint_animal": None}
        parsed = parse_animal(str(value))
        return {"complaint_animal": parsed if parsed not in (None, DONT_KNOW) else " ".join(str(value).split())[:60]}

    def validate_complaint_confirmed(self, value, dispatcher, tracker, domain):
        if value is None or isinstance(value, bool):
            return {"complaint_confirmed": value}
        parsed = parse_yes_no(str(value))
        if parsed in (True, False):
            return {"complaint_confirmed": parsed}
        dispatcher.utter_message(text="Please reply YES to file the complaint, or NO to cancel.")
        return {"complaint_confirmed": None}


def _reset() -> List[Dict[Text, Any]]:
    return [SlotSet(slot, None) for slot in COMPLAINT_SLOTS]


class ActionFileComplaint(Action):
    """Store the confirmed complaint, then give the reference number and what happens next."""

    def name(self) -> Text:
        return "action_file_complaint"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        municipality = tracker.get_slot("municipality")
        if municipality not in MUNICIPALITIES:
            name = other_municipality_name(municipality) or "that municipality"
            dispatcher.utter_message(
                text=f"I can take complaints only for the Town of Cedarburg and the Village of Westfield, not {name}. "
                "Please contact that municipality's clerk or police department."
            )
            return _reset()
        if tracker.get_slot("complaint_confirmed") is not True:
            dispatcher.utter_message(text="OK, nothing was filed.")
            return _reset()
        metadata: Dict[str, Any] = tracker.latest_message.get("metadata") or {}
        channel = tracker.get_latest_input_channel() or "web"
        if channel == "rest" and (tracker.sender_id or "").startswith("web-"):
            channel = "web"  # the web chat page posts over REST with sender ids "web-..." (web/app.py)
        try:
            complaint = store().file_complaint(
                municipality=municipality,
                address=tracker.get_slot("complaint_address"),
                animal=tracker.get_slot("complaint_animal"),
                details=tracker.get_slot("complaint_details"),
                duration=tracker.get_slot("complaint_duration"),
                complainant_name=tracker.get_slot("complainant_name"),
                phone=metadata.get("phone"),
                channel="sms" if channel in SMS_CHANNELS else ("rest" if channel == "rest" else "web"),
                message_sid=metadata.get("message_sid"),
            )
        except Exception:  # StorageError or an unreachable database: never confirm what is not stored
            logger.exception("complaint could not be stored")
            dispatcher.utter_message(
                text=f"Sorry, your complaint could not be saved just now, so it is NOT filed. Please try again in a few "
                f"minutes, or call {HALL[municipality]}."
            )
            return []  # keep the answers so "yes" can be tried again
        dispatcher.utter_message(text=after_filing(municipality, complaint.reference), json_message={"reference": complaint.reference})
        return _reset()


def after_filing(municipality: str, reference: str) -> str:
    """What the resident is told once the complaint is stored."""
    if municipality == "town_of_cedarburg":
        return (
            f"Your complaint is filed. Reference number: {reference}. Under § 95-12 a dog or cat is in violation when "
            "two formal, written complaints are filed with the Town within a four-week period. Town staff will follow "
            "up to confirm it as a formal written complaint."
        )
    return (
        f"Your complaint is filed. Reference number: {reference}. Village of Westfield Code ch. 195 makes it unlawful "
        "to keep animals which disturb the peace by loud noises at any time of the day or night. The ch. 195 text does "
        "not name who enforces that provision; Village staff will review your complaint, and for a disturbance "
        "happening now, contact the Village Police Department."
    )
