"""The Twilio SMS channel (bot.channels.sms.SmsInput), without a trained model.

The channel is mounted on a Sanic app exactly as ``rasa run`` does it
(``rasa.core.channels.channel.register(..., route="/webhooks/")``), with a stub agent whose
``handle_message`` answers through the output channel. Requests go through Sanic's ASGI
interface (no network, no extra test client package). Signatures are made with the twilio
SDK's RequestValidator.
"""
from __future__ import annotations

import asyncio
import logging
import re
import uuid
from typing import Callable, Dict, List, Optional, Tuple
from urllib.parse import urlencode
from xml.etree import ElementTree

import pytest
from sanic import Sanic
from twilio.request_validator import RequestValidator

from rasa.core.channels.channel import UserMessage, register

from bot.channels import sms
from bot.channels.sms import SmsInput, buttons_line, keyword, render_replies, split_sms
from bot.complaints import ComplaintStore, StorageError

TOKEN = "test-auth-token-0123456789abcdef"
HOST = "testserver"
PATH = "/webhooks/sms/webhook"
URL = f"http://{HOST}{PATH}"
PHONE = "+14145554567"
FORM_PHONE = "+14145554567"


# --- harness --------------------------------------------------------------------------------

class StubAgent:
    """Stands in for rasa's Agent: records each UserMessage and answers with ``reply(msg)``."""

    def __init__(self, reply: Optional[Callable] = None) -> None:
        self.messages: List[UserMessage] = []
        self.reply = reply or (lambda m: [{"text": f"You said: {m.text}"}])

    async def handle_message(self, message: UserMessage) -> None:
        self.messages.append(message)
        result = self.reply(message)
        if asyncio.iscoroutine(result):
            result = await result
        for r in result or []:
            await message.output_channel.send_response(message.sender_id, dict(r))


class Client:
    """Sanic app with the channel, driven through ASGI inside one event loop."""

    def __init__(self, channel: SmsInput, agent: StubAgent) -> None:
        self.channel, self.agent = channel, agent
        self.app = Sanic(f"sms_test_{uuid.uuid4().hex}")
        self.app.ctx.agent = agent
        register([channel], self.app, route="/webhooks/")
        self.loop = asyncio.new_event_loop()
        self.loop.run_until_complete(self._startup())

    async def _startup(self) -> None:
        events = [{"type": "lifespan.startup"}]
        sent: List[dict] = []

        async def receive():
            if events:
                return events.pop(0)
            await asyncio.Event().wait()

        async def send(message):
            sent.append(message)

        self._lifespan = asyncio.ensure_future(self.app({"type": "lifespan", "asgi": {"version": "3.0"}}, receive, send))
        for _ in range(100):
            if sent:
                break
            await asyncio.sleep(0.01)
        assert sent and sent[0]["type"] == "lifespan.startup.complete", sent

    def close(self) -> None:
        self._lifespan.cancel()
        try:
            self.loop.run_until_complete(asyncio.gather(self._lifespan, return_exceptions=True))
        finally:
            self.loop.close()

    def request(self, method: str, path: str, body: bytes = b"", headers: Optional[Dict[str, str]] = None,
                host: str = HOST, scheme: str = "http", query: str = "") -> Tuple[int, str, Dict[str, str]]:
        hdrs = {"host": host, **{k.lower(): v for k, v in (headers or {}).items()}}
        scope = {
            "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method,
            "scheme": scheme, "path": path, "raw_path": path.encode(), "query_string": query.encode(),
            "root_path": "", "headers": [(k.encode(), v.encode()) for k, v in hdrs.items()],
            "server": (host, 80), "client": ("127.0.0.1", 40000),
        }
        chunks = [{"type": "http.request", "body": body, "more_body": False}]
        out: List[dict] = []

        async def receive():
            if chunks:
                return chunks.pop(0)
            await asyncio.sleep(3600)

        async def send(message):
            out.append(message)

        self.loop.run_until_complete(self.app(scope, receive, send))
        start = next(m for m in out if m["type"] == "http.response.start")
        text = b"".join(m.get("body", b"") for m in out if m["type"] == "http.response.body").decode()
        headers_out = {k.decode(): v.decode() for k, v in start.get("headers", [])}
        return start["status"], text, headers_out

    def post(self, form: Dict[str, str], *, sign: bool = True, token: str = TOKEN, sign_url: str = URL,
             signature: Optional[str] = None, **kw) -> Tuple[int, str, Dict[str, str]]:
        headers = {"content-type": "application/x-www-form-urlencoded"}
        if signature is not None:
            headers["x-twilio-signature"] = signature
        elif sign:
            headers["x-twilio-signature"] = RequestValidator(token).compute_signature(sign_url, form)
        return self.request("POST", PATH, urlencode(form).encode(), headers, **kw)


def twilio_form(body: Optional[str] = "hello", sid: Optional[str] = None, sender: Optional[str] = FORM_PHONE) -> Dict[str, str]:
    form = {
        "ToCountry": "US", "ToState": "WI", "SmsMessageSid": "", "NumMedia": "0", "ToCity": "CEDARBURG",
        "FromZip": "53012", "SmsSid": "", "FromState": "WI", "SmsStatus": "received", "FromCity": "CEDARBURG",
        "FromCountry": "US", "To": "+12625550100", "ToZip": "53012", "NumSegments": "1",
        "MessageSid": sid or "SM" + uuid.uuid4().hex, "AccountSid": "AC" + "0" * 32, "ApiVersion": "2010-04-01",
    }
    form["SmsSid"] = form["SmsMessageSid"] = form["MessageSid"]
    if body is not None:
        form["Body"] = body
    if sender is not None:
        form["From"] = sender
    return form


def messages(twiml: str) -> List[str]:
    root = ElementTree.fromstring(twiml)
    assert root.tag == "Response"
    return [m.text or "" for m in root.findall("Message")]


@pytest.fixture
def store(tmp_path):
    s = ComplaintStore(f"sqlite:///{tmp_path / 'sms.db'}")
    s.migrate()
    yield s
    s.dispose()


@pytest.fixture
def make_client(store, monkeypatch):
    # Sanic 21.12 rewrites Sanic.handle_request at each app's startup; test mode makes it
    # start from the original method each time, so that several apps can start in one process.
    monkeypatch.setattr(Sanic, "test_mode", True)
    for var in ("TWILIO_AUTH_TOKEN", "SMS_PUBLIC_URL", "SMS_DEV_SKIP_SIGNATURE", "SMS_TIMEOUT_SECONDS"):
        monkeypatch.delenv(var, raising=False)
    clients: List[Client] = []

    def make(agent: Optional[StubAgent] = None, **kw) -> Client:
        kw.setdefault("auth_token", TOKEN)
        kw.setdefault("store", store)
        c = Client(SmsInput(**kw), agent or StubAgent())
        clients.append(c)
        return c

    yield make
    for c in clients:
        c.close()


def count_rows(store, table: str) -> int:
    from sqlalchemy import text

    with store.engine.connect() as conn:
        return conn.execute(text(f"SELECT COUNT(*) FROM {table}")).scalar_one()


# --- signatures -----------------------------------------------------------------------------

def test_signed_request_is_answered_with_twiml(make_client):
    c = make_client()
    form = twilio_form("Hi there", sid="SMsigned1")
    status, body, headers = c.post(form)
    assert status == 200
    assert headers["content-type"].startswith("text/xml")
    assert messages(body) == ["You said: Hi there"]
    [m] = c.agent.messages
    assert (m.sender_id, m.input_channel, m.text) == (PHONE, "sms", "Hi there")
    assert m.metadata == {"message_sid": "SMsigned1", "phone": PHONE}
    assert m.message_id == "SMsigned1"


def test_sender_is_normalised_to_e164(make_client):
    c = make_client()
    status, _, _ = c.post(twilio_form(sender="(414) 555-4567"))
    assert status == 200 and c.agent.messages[0].sender_id == PHONE


@pytest.mark.parametrize(
    "how",
    ["unsigned", "forged", "wrong_token", "wrong_url", "wrong_scheme", "tampered_body", "no_token_configured"],
)
def test_bad_signatures_get_403_and_reach_nothing(make_client, store, how):
    kw = {}
    if how == "no_token_configured":
        c = make_client(auth_token=None)
    else:
        c = make_client()
    form = twilio_form("file a complaint", sid="SMbad")
    if how == "unsigned":
        kw["sign"] = False
    elif how == "forged":
        kw["signature"] = "bm90IGEgcmVhbCBzaWduYXR1cmU="
    elif how == "wrong_token":
        kw["token"] = "someone-elses-token"
    elif how == "wrong_url":
        kw["sign_url"] = "http://evil.example/webhooks/sms/webhook"
    elif how == "wrong_scheme":
        kw["sign_url"] = "https://testserver/webhooks/sms/webhook"
    status, body, _ = c.post(form, **kw) if how != "tampered_body" else _tampered(c, form)
    assert status == 403
    assert "signature" in body.lower()
    assert c.agent.messages == []
    assert count_rows(store, "sms_messages") == 0
    assert count_rows(store, "complaints") == 0


def _tampered(c: Client, form: Dict[str, str]):
    sig = RequestValidator(TOKEN).compute_signature(URL, form)
    changed = dict(form, Body="something else")
    return c.post(changed, signature=sig)


def test_port_in_url_is_accepted_like_twilio_does(make_client):
    # RequestValidator accepts the URL with or without the default port.
    c = make_client()
    status, _, _ = c.post(twilio_form(), sign_url="http://testserver:80/webhooks/sms/webhook")
    assert status == 200


def test_public_url_behind_a_proxy(make_client, monkeypatch):
    public = "https://sms.example.org/webhooks/sms/webhook"
    c = make_client(public_url=public)
    assert c.post(twilio_form(), sign_url=public)[0] == 200
    assert c.post(twilio_form(), sign_url=URL)[0] == 403  # the proxy-side URL is not what Twilio signed

    monkeypatch.setenv("SMS_PUBLIC_URL", public)
    c2 = make_client()
    assert c2.channel.public_url == public
    assert c2.post(twilio_form(), sign_url=public)[0] == 200


def test_query_string_is_part_of_the_signed_url(make_client):
    c = make_client()
    form = twilio_form()
    sig = RequestValidator(TOKEN).compute_signature(URL + "?town=cedarburg", form)
    headers = {"content-type": "application/x-www-form-urlencoded", "x-twilio-signature": sig}
    assert c.request("POST", PATH, urlencode(form).encode(), headers, query="town=cedarburg")[0] == 200
    assert c.request("POST", PATH, urlencode(form).encode(), headers, query="town=westfield")[0] == 403


def test_development_switch_is_off_by_default(make_client, monkeypatch):
    assert SmsInput.from_credentials({"dev_skip_signature": False}).dev_skip_signature is False
    assert SmsInput.from_credentials(None).dev_skip_signature is False
    dev = make_client(auth_token=None, dev_skip_signature=True)
    assert dev.post(twilio_form(), sign=False)[0] == 200
    monkeypatch.setenv("SMS_DEV_SKIP_SIGNATURE", "1")
    assert SmsInput.from_credentials({"dev_skip_signature": False}).dev_skip_signature is True


def test_credentials_yml_registers_the_channel():
    from pathlib import Path

    import yaml

    from rasa.core.run import _create_single_channel

    creds = yaml.safe_load((Path(__file__).parent.parent / "credentials.yml").read_text())
    assert creds["bot.channels.sms.SmsInput"] == {"dev_skip_signature": False}
    channel = _create_single_channel("bot.channels.sms.SmsInput", creds["bot.channels.sms.SmsInput"])
    assert isinstance(channel, SmsInput) and channel.name() == "sms" and channel.url_prefix() == "sms"


# --- bad requests ---------------------------------------------------------------------------

@pytest.mark.parametrize("missing", ["Body", "From"])
def test_missing_from_or_body_is_400(make_client, store, missing):
    c = make_client()
    form = twilio_form(body=None if missing == "Body" else "hi", sender=None if missing == "From" else FORM_PHONE)
    status, body, _ = c.post(form)
    assert status == 400
    assert f"the {missing} parameter is required" in body
    assert c.agent.messages == [] and count_rows(store, "sms_messages") == 0


def test_sender_that_is_not_a_phone_number_is_400(make_client):
    c = make_client()
    status, body, _ = c.post(twilio_form(sender="not-a-number"))
    assert status == 400 and "From is not a valid phone number" in body


def test_empty_body_asks_for_text(make_client):
    c = make_client()
    status, body, _ = c.post(dict(twilio_form(body=""), NumMedia="1"))
    assert status == 200 and messages(body) == [sms.EMPTY_TEXT] and c.agent.messages == []


def test_messages_over_1600_characters_are_refused_politely(make_client):
    c = make_client()
    status, body, _ = c.post(twilio_form("x" * 1601))
    assert status == 200 and messages(body) == [sms.TOO_LONG_TEXT] and c.agent.messages == []
    status, body, _ = c.post(twilio_form("y" * 1600))
    assert status == 200 and len(c.agent.messages) == 1


def test_health_route(make_client):
    c = make_client()
    status, body, _ = c.request("GET", "/webhooks/sms/")
    assert status == 200 and "ok" in body


# --- idempotency ----------------------------------------------------------------------------

def test_retry_with_the_same_message_sid_replays_the_reply(make_client, store):
    def file_complaint(msg: UserMessage):
        c = store.file_complaint(
            municipality="town_of_cedarburg", address="W63N100 Example Rd", animal="dog", details=msg.text,
            duration="", complainant_name="Pat", phone=msg.metadata["phone"], channel="sms",
            message_sid=msg.metadata["message_sid"],
        )
        return [{"text": f"Thank you. Your complaint is {c.reference}."}]

    c = make_client(StubAgent(file_complaint))
    form = twilio_form("The dog at W63N100 barks all night", sid="SMretry1")
    first = c.post(form)
    second = c.post(form)
    assert first[0] == second[0] == 200
    assert first[1] == second[1]
    assert messages(first[1]) == ["Thank you. Your complaint is AC-{}-00001.".format(store.list()[0].reference[3:7])]
    assert len(c.agent.messages) == 1  # no second turn
    assert len(store.list()) == 1 and store.list()[0].complainant_phone == PHONE
    assert count_rows(store, "sms_messages") == 1


def test_retry_while_the_first_is_still_running_gets_an_empty_reply(make_client, store):
    store.sms_claim("SMbusy", PHONE)  # a first copy is being handled
    c = make_client()
    status, body, _ = c.post(twilio_form(sid="SMbusy"))
    assert status == 200 and messages(body) == [] and c.agent.messages == []


# --- carrier keywords -----------------------------------------------------------------------

def test_stop_help_start(make_client, store):
    c = make_client()
    status, body, _ = c.post(twilio_form("STOP"))
    assert status == 200 and messages(body) == [sms.STOP_TEXT] and "START" in sms.STOP_TEXT
    assert store.is_opted_out(PHONE)

    status, body, _ = c.post(twilio_form("Is my neighbour's dog allowed to bark?"))
    assert status == 200 and messages(body) == []  # nothing more is sent
    status, body, _ = c.post(twilio_form("yes"))  # YES opts back in only when opted out...
    assert messages(body) == [sms.START_TEXT]
    assert not store.is_opted_out(PHONE)
    c.post(twilio_form("yes"))  # ...otherwise it is an answer for the dialogue
    assert [m.text for m in c.agent.messages] == ["yes"]

    c.post(twilio_form("unsubscribe"))
    assert store.is_opted_out(PHONE)
    status, body, _ = c.post(twilio_form("help"))
    assert messages(body) == [sms.HELP_TEXT]
    assert "Town of Cedarburg" in sms.HELP_TEXT and "call" in sms.HELP_TEXT and "STOP" in sms.HELP_TEXT
    status, body, _ = c.post(twilio_form("Start"))
    assert messages(body) == [sms.START_TEXT] and not store.is_opted_out(PHONE)
    c.post(twilio_form("hello again"))
    assert [m.text for m in c.agent.messages] == ["yes", "hello again"]


def test_keyword_detection():
    assert keyword("STOP") == keyword(" stop. ") == keyword("Cancel") == "STOP"
    assert keyword("start") == keyword("UNSTOP") == "START"
    assert keyword("Help!") == keyword("info") == "HELP"
    assert keyword("yes") == "YES"
    assert keyword("stop barking") is None and keyword("") is None


def test_help_text_is_configurable(make_client):
    c = make_client(help_text="Call the Town Hall at the number on the Town's website.")
    assert messages(c.post(twilio_form("HELP"))[1]) == ["Call the Town Hall at the number on the Town's website."]


# --- replies --------------------------------------------------------------------------------

def test_buttons_become_numbered_text_and_numbers_map_back(make_client):
    def reply(msg):
        if msg.text == "noise complaint":
            return [{"text": "Which municipality?", "buttons": [
                {"title": "Town of Cedarburg", "payload": '/inform{"municipality": "town_of_cedarburg"}'},
                {"title": "Village of Westfield", "payload": '/inform{"municipality": "village_of_westfield"}'},
            ]}]
        return [{"text": "ok"}]

    c = make_client(StubAgent(reply))
    status, body, _ = c.post(twilio_form("noise complaint"))
    assert messages(body) == ["Which municipality?\n\nReply 1 for Town of Cedarburg, 2 for Village of Westfield"]
    c.post(twilio_form("2"))
    assert c.agent.messages[-1].text == '/inform{"municipality": "village_of_westfield"}'
    c.post(twilio_form("2"))  # the last reply had no buttons: "2" stays "2"
    assert c.agent.messages[-1].text == "2"


def test_long_replies_are_split_into_messages_of_at_most_1600(make_client):
    para = ("The Town of Cedarburg counts formal, written complaints. " * 20).strip()
    c = make_client(StubAgent(lambda m: [{"text": "\n\n".join([para] * 3)}]))
    status, body, _ = c.post(twilio_form())
    parts = messages(body)
    assert status == 200 and len(parts) >= 2
    assert all(len(p) <= 1600 for p in parts)
    assert sum(len(p) for p in parts) >= 3 * len(para)


def test_render_replies_caps_the_number_of_messages():
    texts, payloads = render_replies([{"text": "a" * 1500} for _ in range(6)], max_messages=3)
    assert len(texts) == 3 and texts[-1].endswith("…") and all(len(t) <= 1600 for t in texts)
    texts, _ = render_replies([{"text": "one"}, {"text": "two"}, {"custom": {"citations": []}}])
    assert texts == ["one\n\ntwo"]
    assert split_sms("word " * 500, 100) and all(len(x) <= 100 for x in split_sms("word " * 500, 100))
    assert buttons_line([{"title": "Yes", "payload": "/affirm"}, {"title": "No", "payload": "/deny"}]) == "Reply 1 for Yes, 2 for No"


def test_no_bot_reply_tells_the_resident_it_was_not_handled(make_client):
    """Rasa 3.6 says nothing when a custom action fails (action server down): the resident is told, not left waiting."""
    c = make_client(StubAgent(lambda m: []))
    status, body, _ = c.post(twilio_form())
    assert status == 200 and messages(body) == [sms.ERROR_TEXT]


# --- time limits and failures ---------------------------------------------------------------

def test_slow_processing_times_out_politely(make_client, store):
    async def slow(msg):
        await asyncio.sleep(5)
        return [{"text": "too late"}]

    c = make_client(StubAgent(slow), timeout_seconds=0.2)
    form = twilio_form(sid="SMslow")
    status, body, _ = c.post(form)
    assert status == 200 and messages(body) == [sms.TIMEOUT_TEXT]
    # a Twilio retry gets the same answer, without a second turn
    assert c.post(form)[1] == body and len(c.agent.messages) == 1


def test_processing_error_is_a_polite_twiml_not_a_500(make_client):
    def boom(msg):
        raise RuntimeError("model not loaded")

    c = make_client(StubAgent(boom))
    status, body, _ = c.post(twilio_form())
    assert status == 200 and messages(body) == [sms.ERROR_TEXT]


class BrokenStore:
    def __getattr__(self, name):
        def fail(*a, **k):
            raise StorageError("database down")

        return fail


def test_database_down_still_answers(make_client):
    c = make_client(store=BrokenStore())
    status, body, _ = c.post(twilio_form("Is it legal to keep bees?"))
    assert status == 200 and messages(body) == [sms.ERROR_TEXT] and c.agent.messages == []
    status, body, _ = c.post(twilio_form("STOP"))
    assert status == 200 and messages(body) == [sms.STOP_TEXT]


# --- privacy --------------------------------------------------------------------------------

def test_phone_numbers_are_masked_in_logs(make_client, caplog):
    caplog.set_level(logging.DEBUG)
    c = make_client()
    c.post(twilio_form("hello"))
    c.post(twilio_form("STOP"))
    c.post(twilio_form("hello"))
    c.post(twilio_form(body=None))
    logging.getLogger("rasa.core.processor").info("Received message from %s", PHONE)  # someone else's log line
    assert "5554567" not in caplog.text
    assert "+1******4567" in caplog.text
