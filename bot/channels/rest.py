"""The REST channel (``POST /webhooks/rest/webhook``), Rasa's own with one change: a turn that produced no
message gets an apology instead of an empty list.

Rasa 3.6 answers HTTP 200 with ``[]`` when a custom action fails (the action server is down, slow or
raised): it logs "the actions events are lost" and says nothing. Every message to this assistant gets at
least one reply, so an empty turn is a failure, and a client calling the REST channel directly (a town's
own website widget, ``curl``) is told so in words: ``[{"recipient_id": <sender>, "text": NO_ANSWER_TEXT,
"custom": {"error": "no_answer"}}]``. The web app (``web/app``) recognises the ``custom.error`` marker
and shows its own message, which keeps the resident's text in the box; the SMS channel
(``bot.channels.sms``) has its own check. Registered in credentials.yml as ``bot.channels.rest.RestInput``.
"""
from __future__ import annotations

import logging
from typing import Any, Awaitable, Callable

from rasa.core.channels.channel import CollectingOutputChannel, UserMessage
from rasa.core.channels.rest import RestInput as RasaRestInput

logger = logging.getLogger(__name__)

NO_ANSWER_TEXT = (
    "Sorry, something went wrong on our side and your message was not answered. Please send it again in a "
    "minute, or call the Town of Cedarburg Town Hall or the Village of Westfield Village Hall."
)
NO_ANSWER_MARKER = {"error": "no_answer"}


async def answer_or_apologise(on_new_message: Callable[[UserMessage], Awaitable[Any]], message: UserMessage) -> None:
    """Handle ``message``; if its collecting output channel got no message (or handling raised), add the
    apology (``NO_ANSWER_TEXT`` with ``custom: NO_ANSWER_MARKER``). An exception is re-raised after that,
    for Rasa's own handler to log. Streaming replies (a queue, not a list) are left as they are."""
    try:
        await on_new_message(message)
    finally:
        out = message.output_channel
        if isinstance(out, CollectingOutputChannel) and isinstance(out.messages, list) and not out.messages:
            logger.error("REST turn of %s produced no reply (is the action server running?)", message.sender_id)
            out.messages.append({"recipient_id": message.sender_id, "text": NO_ANSWER_TEXT,
                                 "custom": dict(NO_ANSWER_MARKER)})


class RestInput(RasaRestInput):
    """Rasa's REST channel (same URL, same request and reply shapes) with ``answer_or_apologise``."""

    def blueprint(self, on_new_message: Callable[[UserMessage], Awaitable[None]]):  # type: ignore[override]
        async def handle(message: UserMessage) -> None:
            await answer_or_apologise(on_new_message, message)

        return super().blueprint(handle)
