"""The complaint dialogue's actions, with a real Tracker and a recording store."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
from rasa_sdk.events import ActiveLoop, SlotSet
from rasa_sdk.executor import CollectingDispatcher

import actions.complaint as complaint
from actions.actions import ActionCancel
from tests.test_actions import DOMAIN, tracker

ANSWERS = {
    "municipality": "town_of_cedarburg",
    "complaint_address": "W63N100 Example Rd",
    "complaint_animal": "dog",
    "complaint_details": "barks from 10 pm to 2 am most nights",
    "complaint_duration": "3 weeks",
    "complainant_name": "Pat Resident",
    "complaint_confirmed": True,
}


class RecordingStore:
    def __init__(self, fail=False):
        self.calls, self.fail = [], fail

    def file_complaint(self, **kwargs):
        if self.fail:
            raise RuntimeError("database is down")
        self.calls.append(kwargs)
        return SimpleNamespace(reference="AC-2026-00042")


@pytest.fixture
def recording(monkeypatch):
    store = RecordingStore()
    monkeypatch.setattr(complaint, "store", lambda: store)
    return store


def sms_tracker(slots):
    t = tracker(slots)
    t.latest_message["metadata"] = {"phone": "+12625551234", "message_sid": "SM123"}
    t.events = [{"event": "user", "text": "yes", "input_channel": "sms", "parse_data": {}}]
    return t


def run(action, t):
    d = CollectingDispatcher()
    events = asyncio.run(action.run(d, t, DOMAIN))
    return d.messages, events


def test_filed_complaint_gets_a_reference_and_the_95_12_rule(recording):
    [msg], events = run(complaint.ActionFileComplaint(), sms_tracker(ANSWERS))
    assert "Reference number: AC-2026-00042" in msg["text"]
    assert "two formal, written complaints are filed with the Town within a four-week period" in msg["text"]
    [call] = recording.calls
    assert call["phone"] == "+12625551234" and call["message_sid"] == "SM123" and call["channel"] == "sms"
    assert call["address"] == "W63N100 Example Rd" and call["complainant_name"] == "Pat Resident"
    assert SlotSet("complaint_confirmed", None) in events and SlotSet("complaint_address", None) in events


def test_westfield_complaint_names_the_noise_provision(recording):
    [msg], _ = run(complaint.ActionFileComplaint(), tracker({**ANSWERS, "municipality": "village_of_westfield"}))
    assert "disturb the peace by loud noises" in msg["text"] and "Village Police Department" in msg["text"]
    assert "§ 95-12" not in msg["text"]
    assert recording.calls[0]["channel"] == "web"


def test_a_failed_write_is_never_confirmed(monkeypatch):
    monkeypatch.setattr(complaint, "store", lambda: RecordingStore(fail=True))
    [msg], events = run(complaint.ActionFileComplaint(), tracker(ANSWERS))
    assert "NOT filed" in msg["text"] and "Town of Cedarburg Town Hall" in msg["text"]
    assert "Reference" not in msg["text"] and events == []  # answers kept for a retry


def test_no_means_nothing_is_filed(recording):
    [msg], _ = run(complaint.ActionFileComplaint(), tracker({**ANSWERS, "complaint_confirmed": False}))
    assert msg["text"] == "OK, nothing was filed." and recording.calls == []


def test_city_of_cedarburg_complaints_are_not_taken(recording):
    [msg], _ = run(complaint.ActionFileComplaint(), tracker({**ANSWERS, "municipality": "city_of_cedarburg"}))
    assert "not the City of Cedarburg" in msg["text"] and recording.calls == []


def test_read_back_before_filing_sms_and_web():
    [sms], _ = run(complaint.ActionAskComplaintConfirmed(), sms_tracker(ANSWERS))
    assert sms["text"].startswith("Your complaint (Town of Cedarburg): dog at W63N100 Example Rd.")
    assert sms["text"].endswith("Reply YES to file, or NO to cancel.") and sms["buttons"] == []
    [web], _ = run(complaint.ActionAskComplaintConfirmed(), tracker(ANSWERS))
    assert [b["payload"] for b in web["buttons"]] == ["/affirm", "/deny"]


def test_other_municipality_ends_the_form():
    form = complaint.ValidateComplaintForm()
    d = CollectingDispatcher()
    assert asyncio.run(form.required_slots([], d, tracker({"municipality": "town_of_westfield"}), DOMAIN)) == []
    assert asyncio.run(form.required_slots([], d, tracker({"municipality": "town_of_cedarburg"}), DOMAIN)) == complaint.FIELDS


def test_validators_trim_and_reject():
    form = complaint.ValidateComplaintForm()
    d = CollectingDispatcher()
    assert form.validate_complaint_address("x" * 5000, d, tracker(), DOMAIN)["complaint_address"] == "x" * 500
    assert form.validate_complainant_name(" ", d, tracker(), DOMAIN) == {"complainant_name": None}
    assert form.validate_complaint_confirmed("YES", d, tracker(), DOMAIN) == {"complaint_confirmed": True}
    assert form.validate_complaint_animal("the puppy next door", d, tracker(), DOMAIN) == {"complaint_animal": "dog"}


def test_cancel_forgets_the_half_given_complaint():
    [msg], events = run(ActionCancel(), tracker(ANSWERS, active_loop="complaint_form"))
    assert "nothing was filed" in msg["text"]
    assert ActiveLoop(None) in events and SlotSet("complaint_address", None) in events


def test_the_web_chat_page_is_recorded_as_web_and_other_rest_clients_as_rest(recording):
    for sender, expected in (("web-0123456789abcdef", "web"), ("kiosk-7", "rest")):
        t = tracker(ANSWERS)
        t.sender_id = sender
        t.events = [{"event": "user", "text": "yes", "input_channel": "rest", "parse_data": {}}]
        run(complaint.ActionFileComplaint(), t)
        assert recording.calls[-1]["channel"] == expected
