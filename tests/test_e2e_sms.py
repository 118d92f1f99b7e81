"""SMS end to end: Twilio-signed form posts to the running Rasa server, through the trained
model and the action server, into the complaint database; the replies are TwiML."""
from __future__ import annotations

import subprocess
import sys
import uuid
import xml.etree.ElementTree as ET

import pytest
import requests
from twilio.request_validator import RequestValidator

from bot.complaints import ComplaintStore

pytestmark = pytest.mark.e2e


class Texter:
    """One phone texting the town's number."""

    def __init__(self, servers, phone="+12625550147"):
        self.url = f"{servers['url']}/webhooks/sms/webhook"
        self.validator = RequestValidator(servers["sms_token"])
        self.phone = phone

    def post(self, body, sid=None, sign=True, signature=None):
        params = {"From": self.phone, "To": "+12625550100", "Body": body,
                  "MessageSid": sid or f"SM{uuid.uuid4().hex}", "AccountSid": "AC" + "0" * 32}
        headers = {}
        if sign:
            headers["X-Twilio-Signature"] = signature or self.validator.compute_signature(self.url, params)
        return requests.post(self.url, data=params, headers=headers, timeout=30)

    def say(self, body, sid=None):
        r = self.post(body, sid)
        assert r.status_code == 200, r.text
        assert r.headers["content-type"].startswith(("text/xml", "application/xml"))
        return " ".join(m.text or "" for m in ET.fromstring(r.text).iter("Message"))


def test_a_signed_sms_conversation_files_a_complaint(servers):
    t = Texter(servers, phone="+12625550147")
    first = t.say("I want to file a barking dog complaint")
    assert "Which municipality" in first and "Reply 1 for Town of Cedarburg" in first  # no buttons by SMS
    assert "address or location" in t.say("1")
    assert "What kind of animal" in t.say("W63N100 Example Rd")
    assert "What happens, and when" in t.say("dog")
    assert "How long" in t.say("barks from 10 pm to 2 am every night")
    assert "your name" in t.say("3 weeks")
    readback = t.say("Pat Resident")
    assert "W63N100 Example Rd" in readback and "Reply YES to file" in readback
    sid = f"SM{uuid.uuid4().hex}"
    filed = t.say("YES", sid=sid)
    assert "Reference number: AC-" in filed and "§ 95-12" in filed
    reference = filed.split("Reference number: ")[1].split(".")[0]

    # A Twilio retry of the same message: the same reply, no second complaint.
    assert t.say("YES", sid=sid) == filed
    store = ComplaintStore(servers["database_url"])
    complaint = store.get(reference)
    assert complaint is not None and complaint.channel == "sms" and complaint.municipality == "town_of_cedarburg"
    assert len([c for c in store.list() if c.address_normalized == complaint.address_normalized]) == 1

    # The staff CLI sees it, with the § 95-12 flag once two are formal.
    out = subprocess.run([sys.executable, "-m", "bot", "complaints", "list", "--database-url", servers["database_url"]],
                         capture_output=True, text=True, check=True).stdout
    assert reference in out


def test_forged_and_unsigned_sms_get_403(servers):
    t = Texter(servers, phone="+12625550148")
    assert t.post("I want to file a complaint", signature="forged").status_code == 403
    assert t.post("I want to file a complaint", sign=False).status_code == 403
    store = ComplaintStore(servers["database_url"])
    assert not [c for c in store.list() if c.complainant_phone == "+12625550148"]


def test_missing_body_is_400_not_500(servers):
    url = f"{servers['url']}/webhooks/sms/webhook"
    params = {"From": "+12625550149", "MessageSid": "SMx"}
    sig = RequestValidator(servers["sms_token"]).compute_signature(url, params)
    assert requests.post(url, data=params, headers={"X-Twilio-Signature": sig}, timeout=30).status_code == 400
