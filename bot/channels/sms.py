"""SMS channel for Twilio Programmable Messaging: signed webhooks in, TwiML out.

Served at ``POST /webhooks/sms/webhook`` on the Rasa server when credentials.yml has::

    bot.channels.sms.SmsInput:
      dev_skip_signature: false

Set the Twilio number's "A message comes in" webhook to ``https://<public host>/webhooks/sms/webhook``
(HTTP POST). Environment:

``TWILIO_AUTH_TOKEN``
    the account's auth token; every request must carry a valid ``X-Twilio-Signature`` made
    with it (twilio SDK ``RequestValidator``). Without it, every request gets 403.
``SMS_PUBLIC_URL``
    the webhook URL as Twilio sees it, when a proxy or tunnel changes scheme, host or path
    (the signature covers the URL). Default: the URL of the request. The request's query
    string is appended when SMS_PUBLIC_URL has none.
``SMS_DEV_SKIP_SIGNATURE=1``
    development only: accept unsigned requests (or ``dev_skip_signature: true`` in
    credentials.yml). Off by default; logs a warning at start.
``SMS_TIMEOUT_SECONDS``
    how long Rasa may take before the resident gets "please try again" (default 10;
    Twilio gives up after 15 s).
``DATABASE_URL``
    the complaint database (same as ``bot.complaints``), which also holds the MessageSid
    ledger and the STOP list. Run ``python -m bot complaints migrate`` first.

What a request gets:

- 403 (plain text) if the signature is missing or wrong; nothing is recorded, Rasa is not
  called.
- 400 (plain text) if ``From`` or ``Body`` is missing or ``From`` is not a phone number.
- Otherwise 200 with TwiML (``<Response><Message>…</Message></Response>``), also when
  something fails (a polite "try again"), never a 500:
  - STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT: unsubscribe confirmation; the number is
    recorded as opted out and gets empty TwiML (no message) until START/UNSTOP (or YES).
  - HELP, INFO: what the service is and whom to call.
  - a retry with a MessageSid already answered: the stored TwiML again (Rasa is not called).
  - a body over 1,600 characters: a polite refusal (Rasa is not called).
  - anything else goes to Rasa as ``UserMessage(text, sender_id=<E.164 phone>,
    input_channel="sms", metadata={"message_sid": ..., "phone": <E.164>})``; the replies
    are joined into <Message> elements of at most 1,600 characters; buttons become
    "Reply 1 for X, 2 for Y", and a later reply "1" is sent to Rasa as the first button's
    payload.

Phone numbers are logged masked only (``+1******4567``); the channel also installs a
logging filter that masks E.164 numbers in everyone's log records (Rasa logs sender ids).
"""
from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from typing import Any, Awaitable, Callable, Dict, List, Optional, Sequence, Text, Tuple
from urllib.parse import parse_qs

from sanic import Blueprint, response
from sanic.request import Request, RequestParameters
from sanic.response import HTTPResponse
from twilio.request_validator import RequestValidator
from twilio.twiml.messaging_response import MessagingResponse

from rasa.core.channels.channel import CollectingOutputChannel, InputChannel, UserMessage

from bot.complaints.errors import StorageError
from bot.complaints.phone import install_log_masking, mask, to_e164

logger = logging.getLogger(__name__)

MAX_BODY_CHARS = 1600  # Twilio's limit for one message body
DEFAULT_TIMEOUT_SECONDS = 10.0

STOP_WORDS = frozenset({"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"})
START_WORDS = frozenset({"START", "UNSTOP"})
START_IF_OPTED_OUT = frozenset({"YES"})
HELP_WORDS = frozenset({"HELP", "INFO"})

SERVICE = "the animal ordinance assistant for the Town of Cedarburg and the Village of Westfield"
STOP_TEXT = (
    f"You are unsubscribed from {SERVICE} and will get no more messages. Reply START to subscribe again."
)
START_TEXT = (
    f"You are subscribed again to {SERVICE}. Ask a question or report a barking dog or crying cat. "
    "Reply HELP for help, STOP to unsubscribe."
)
HELP_TEXT = (
    "This is the animal ordinance assistant of the Town of Cedarburg (Code ch. 95) and the Village of "
    "Westfield (Code ch. 195): ask about the animal rules or report a barking dog or crying cat. For a "
    "person, call the Town Hall (Town of Cedarburg) or the Village Hall (Village of Westfield). "
    "Msg & data rates may apply. Reply STOP to unsubscribe."
)
TOO_LONG_TEXT = (
    "Sorry, your message is too long for us to read (over 1,600 characters). Please send it again in "
    "shorter messages."
)
EMPTY_TEXT = "Sorry, we can only read text. Please send your message as text."
TIMEOUT_TEXT = (
    "Sorry, that took too long on our side and your message was not handled. Please send it again in a "
    "minute, or call the Town Hall or Village Hall."
)
ERROR_TEXT = (
    "Sorry, something went wrong on our side and your message was not handled. Please try again later, "
    "or call the Town Hall or Village Hall."
)

_NUMBER_REPLY = re.compile(r"^\s*(\d{1,2})\s*[.)]?\s*$")
_KEYWORD_STRIP = re.compile(r"^[\s\"'.!?]+|[\s\"'.!?]+$")


def _truthy(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    return str(value or "").strip().lower() in ("1", "true", "yes", "on")


def keyword(body: str) -> Optional[str]:
    """The carrier keyword ``body`` is (``"STOP"``, ``"START"``, ``"YES"``, ``"HELP"``), or
    None. The whole message must be the word (any case, surrounding punctuation ignored):
    "stop barking" is not STOP."""
    word = _KEYWORD_STRIP.sub("", body or "").upper()
    if word in STOP_WORDS:
        return "STOP"
    if word in START_WORDS:
        return "START"
    if word in START_IF_OPTED_OUT:
        return "YES"
    if word in HELP_WORDS:
        return "HELP"
    return None


def split_sms(text: str, limit: int = MAX_BODY_CHARS) -> List[str]:
    """Split ``text`` into pieces of at most ``limit`` characters, at paragraph, line or word
    boundaries where possible. Returns [] for blank text."""
    text = (text or "").strip()
    if not text:
        return []
    pieces: List[str] = []
    while len(text) > limit:
        cut = -1
        for sep in ("\n\n", "\n", " "):
            cut = text.rfind(sep, 0, limit + 1)
            if cut > limit // 3:
                break
        if cut <= 0:
            cut = limit
        pieces.append(text[:cut].rstrip())
        text = text[cut:].lstrip()
    if text:
        pieces.append(text)
    return pieces


def buttons_line(buttons: Sequence[Dict[str, Any]]) -> str:
    """``"Reply 1 for Yes, 2 for No"`` for buttons titled Yes and No."""
    parts = [f"{i} for {(b.get('title') or b.get('payload') or '').strip()}" for i, b in enumerate(buttons, 1)]
    return "Reply " + ", ".join(parts)


def render_replies(
    messages: Sequence[Dict[str, Any]], limit: int = MAX_BODY_CHARS, max_messages: int = 3
) -> Tuple[List[str], List[str]]:
    """Rasa's collected bot messages to SMS texts.

    Returns ``(texts, payloads)``: ``texts`` holds at most ``max_messages`` strings of at
    most ``limit`` characters (paragraphs packed together; anything beyond is cut and ends
    with "…"); ``payloads`` are the payloads of the last buttons offered, in order (a reply
    "1" means the first). Custom JSON (e.g. the REST channel's citations) is not sent;
    images and attachments are sent as their URL.
    """
    paragraphs: List[str] = []
    payloads: List[str] = []
    for m in messages:
        if m.get("text"):
            paragraphs.append(str(m["text"]).strip())
        buttons = m.get("buttons") or []
        if buttons:
            paragraphs.append(buttons_line(buttons))
            payloads = [str(b.get("payload") or b.get("title") or "") for b in buttons]
        if m.get("image"):
            paragraphs.append(f"Image: {m['image']}")
        if m.get("attachment"):
            paragraphs.append(f"Attachment: {m['attachment']}")
    chunks: List[str] = []
    current = ""
    for p in (p for p in paragraphs if p):
        for piece in split_sms(p, limit):
            if current and len(current) + 2 + len(piece) <= limit:
                current = f"{current}\n\n{piece}"
            else:
                if current:
                    chunks.append(current)
                current = piece
    if current:
        chunks.append(current)
    if len(chunks) > max_messages:
        chunks = chunks[:max_messages]
        last = chunks[-1]
        chunks[-1] = (last[: limit - 1].rstrip() if len(last) >= limit else last) + "…"
    return chunks, payloads


def twiml(texts: Sequence[str]) -> str:
    """A TwiML ``<Response>`` with one ``<Message>`` per text (none: empty response)."""
    r = MessagingResponse()
    for t in texts:
        r.message(t)
    return r.to_xml(xml_declaration=True)


def parse_form(request: Request) -> Any:
    """The POST parameters, keeping blank ones: Twilio sends ``Body=`` for a picture-only
    message and signs it, and Sanic's ``request.form`` drops blank values."""
    content_type = (request.headers.get("content-type") or "").split(";")[0].strip().lower()
    if content_type == "application/x-www-form-urlencoded":
        return RequestParameters(parse_qs(request.body.decode("utf-8"), keep_blank_values=True))
    return request.form


def _xml(body: str, status: int = 200) -> HTTPResponse:
    return HTTPResponse(body, status=status, content_type="text/xml; charset=utf-8")


class SmsInput(InputChannel):
    """Twilio SMS input channel with signature checks, TwiML replies, carrier keywords and
    MessageSid idempotency (see the module doc).

    Arguments (all optional; tests pass them, ``rasa run`` uses :meth:`from_credentials`):
    ``auth_token`` (default env TWILIO_AUTH_TOKEN), ``dev_skip_signature`` (or env
    SMS_DEV_SKIP_SIGNATURE=1), ``public_url`` (env SMS_PUBLIC_URL), ``timeout_seconds``
    (env SMS_TIMEOUT_SECONDS, default 10), ``store`` (a ``ComplaintStore``; default one on
    DATABASE_URL, created at the first request), ``help_text``, ``max_messages`` (<Message>
    elements per reply, default 3), ``mask_logs`` (install the phone-masking log filter).
    """

    @classmethod
    def name(cls) -> Text:
        return "sms"

    @classmethod
    def from_credentials(cls, credentials: Optional[Dict[Text, Any]]) -> "InputChannel":
        c = credentials or {}
        return cls(
            dev_skip_signature=_truthy(c.get("dev_skip_signature")),
            public_url=c.get("public_url") or None,
            timeout_seconds=c.get("timeout_seconds"),
            help_text=c.get("help_text") or None,
        )

    def __init__(
        self,
        auth_token: Optional[str] = None,
        *,
        dev_skip_signature: bool = False,
        public_url: Optional[str] = None,
        timeout_seconds: Optional[float] = None,
        store: Any = None,
        help_text: Optional[str] = None,
        max_messages: int = 3,
        mask_logs: bool = True,
    ) -> None:
        self.auth_token = auth_token or os.environ.get("TWILIO_AUTH_TOKEN") or None
        self.dev_skip_signature = bool(dev_skip_signature) or _truthy(os.environ.get("SMS_DEV_SKIP_SIGNATURE"))
        self.public_url = public_url or os.environ.get("SMS_PUBLIC_URL") or None
        self.timeout = float(timeout_seconds or os.environ.get("SMS_TIMEOUT_SECONDS") or DEFAULT_TIMEOUT_SECONDS)
        self.help_text = help_text or HELP_TEXT
        self.max_messages = max_messages
        self._store = store
        if mask_logs:
            install_log_masking()
        if self.dev_skip_signature:
            logger.warning("SMS channel: X-Twilio-Signature is NOT checked (development switch on). Never in production.")
        elif not self.auth_token:
            logger.error("SMS channel: TWILIO_AUTH_TOKEN is not set; every SMS webhook request will be refused (403).")

    @property
    def store(self) -> Any:
        if self._store is None:
            from bot.complaints.store import ComplaintStore

            self._store = ComplaintStore()
        return self._store

    # -- Rasa ------------------------------------------------------------------------------

    def get_output_channel(self) -> None:
        """None: this channel only answers in the webhook response (no outbound REST calls)."""
        return None

    def blueprint(self, on_new_message: Callable[[UserMessage], Awaitable[Any]]) -> Blueprint:
        bp = Blueprint("sms_webhook", __name__)

        @bp.route("/", methods=["GET"])
        async def health(_: Request) -> HTTPResponse:
            return response.json({"status": "ok"})

        @bp.route("/webhook", methods=["POST"])
        async def webhook(request: Request) -> HTTPResponse:
            started = time.monotonic()
            try:
                return await self._handle(request, on_new_message, started)
            except Exception as e:  # never a 500: Twilio would show the resident nothing
                logger.error("SMS webhook failed (%s)", type(e).__name__)
                logger.debug("SMS webhook failure", exc_info=True)
                return _xml(twiml([ERROR_TEXT]))

        return bp

    # -- the request -----------------------------------------------------------------------

    def validation_url(self, request: Request) -> str:
        """The URL the signature is checked against: SMS_PUBLIC_URL (plus the request's query
        string if it has none), else the request URL."""
        if not self.public_url:
            return request.url
        if "?" not in self.public_url and request.query_string:
            return f"{self.public_url}?{request.query_string}"
        return self.public_url

    def signature_ok(self, request: Request, form: Any) -> bool:
        """Whether ``X-Twilio-Signature`` is valid for this request (always True with the
        development switch on)."""
        if self.dev_skip_signature:
            return True
        signature = request.headers.get("X-Twilio-Signature")
        if not self.auth_token or not signature:
            return False
        return RequestValidator(self.auth_token).validate(self.validation_url(request), form, signature)

    async def _db(self, fn: Callable, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def _handle(
        self, request: Request, on_new_message: Callable[[UserMessage], Awaitable[Any]], started: float
    ) -> HTTPResponse:
        try:
            form = parse_form(request)
        except Exception:  # unparseable body: treat as empty (the signature check then fails)
            form = {}
        if not self.signature_ok(request, form):
            logger.warning("SMS webhook: refused a request with a missing or invalid X-Twilio-Signature")
            return response.text("Forbidden: missing or invalid X-Twilio-Signature.", status=403)

        sender, body = form.get("From"), form.get("Body")
        missing = [k for k, v in (("From", sender), ("Body", body)) if v is None]
        if missing:
            return response.text(
                f"Bad request: the {' and '.join(missing)} parameter{'s are' if len(missing) > 1 else ' is'} "
                "required (a Twilio incoming-message webhook).",
                status=400,
            )
        phone = to_e164(sender)
        if phone is None:
            return response.text("Bad request: From is not a valid phone number.", status=400)
        sid = (form.get("MessageSid") or form.get("SmsSid") or "").strip() or None
        who = mask(phone)

        if sid:
            try:
                claim = await self._db(self.store.sms_claim, sid, phone)
            except StorageError:
                return self._unrecorded_reply(body, who)
            if claim.state == "replay":
                logger.info("SMS %s from %s: retry, replaying the stored reply", sid, who)
                return _xml(claim.reply_twiml or twiml([]))
            if claim.state == "pending":
                logger.info("SMS %s from %s: retry while the first copy is being handled; empty reply", sid, who)
                return _xml(twiml([]))
            if claim.state == "stale":
                return await self._finish(sid, who, [TIMEOUT_TEXT], [])

        try:
            texts, payloads = await self._reply(body, phone, sid, who, on_new_message, started)
        except Exception as e:  # StorageError, or anything unexpected: apologise, record it
            logger.error("SMS %s from %s: not handled (%s)", sid, who, type(e).__name__)
            texts, payloads = [ERROR_TEXT], []
        return await self._finish(sid, who, texts, payloads)

    def _unrecorded_reply(self, body: str, who: str) -> HTTPResponse:
        """The database is down: answer keywords anyway (Twilio enforces STOP on its side
        too), apologise for anything else."""
        kw = keyword(body)
        logger.error("SMS from %s: the database is not available; message not handled (keyword: %s)", who, kw)
        if kw == "STOP":
            return _xml(twiml([STOP_TEXT]))
        if kw == "HELP":
            return _xml(twiml([self.help_text]))
        return _xml(twiml([ERROR_TEXT]))

    async def _finish(self, sid: Optional[str], who: str, texts: List[str], payloads: List[str]) -> HTTPResponse:
        xml = twiml(texts)
        if sid:
            try:
                await self._db(self.store.sms_record_reply, sid, xml, payloads)
            except StorageError:
                logger.error("SMS %s from %s: could not store the reply; a retry would be handled again", sid, who)
        return _xml(xml)

    async def _reply(
        self,
        body: str,
        phone: str,
        sid: Optional[str],
        who: str,
        on_new_message: Callable[[UserMessage], Awaitable[Any]],
        started: float,
    ) -> Tuple[List[str], List[str]]:
        kw = keyword(body)
        opted_out = await self._db(self.store.is_opted_out, phone)
        if kw == "STOP":
            await self._db(self.store.set_opted_out, phone, True)
            logger.info("SMS from %s: STOP, number opted out", who)
            return [STOP_TEXT], []
        if kw == "START" or (kw == "YES" and opted_out):
            await self._db(self.store.set_opted_out, phone, False)
            logger.info("SMS from %s: START, number opted in", who)
            return [START_TEXT], []
        if kw == "HELP":
            return [self.help_text], []
        if opted_out:
            logger.info("SMS from %s: number opted out (STOP); not answered", who)
            return [], []
        if len(body) > MAX_BODY_CHARS:
            logger.info("SMS from %s: %d characters, refused as too long", who, len(body))
            return [TOO_LONG_TEXT], []
        text = body.strip()
        if not text:
            return [EMPTY_TEXT], []

        m = _NUMBER_REPLY.match(text)
        if m:
            offered = await self._db(self.store.sms_last_buttons, phone, sid)
            n = int(m.group(1))
            if 1 <= n <= len(offered) and offered[n - 1]:
                text = offered[n - 1]

        collector = CollectingOutputChannel()
        message = UserMessage(
            text,
            collector,
            phone,
            input_channel=self.name(),
            message_id=sid,
            metadata={"message_sid": sid, "phone": phone},
        )
        remaining = max(min(1.0, self.timeout), self.timeout - (time.monotonic() - started))
        try:
            await asyncio.wait_for(on_new_message(message), timeout=remaining)
        except asyncio.TimeoutError:
            logger.warning("SMS %s from %s: no answer within %.0f s; asked to try again", sid, who, self.timeout)
            return [TIMEOUT_TEXT], []
        except Exception as e:
            logger.error("SMS %s from %s: handling failed (%s)", sid, who, type(e).__name__)
            logger.debug("SMS handling failure", exc_info=True)
            return [ERROR_TEXT], []
        texts, payloads = render_replies(collector.messages, MAX_BODY_CHARS, self.max_messages)
        if not texts:  # a custom action failed (action server down): Rasa 3.6 then says nothing
            logger.error("SMS %s from %s: Rasa produced no reply (is the action server running?)", sid, who)
            return [ERROR_TEXT], []
        logger.info("SMS %s from %s: answered with %d message(s)", sid, who, len(texts))
        return texts, payloads
