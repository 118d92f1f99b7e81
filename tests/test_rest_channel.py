"""bot.channels.rest: a REST turn without a reply (the action server down) gets an apology, not []."""
from __future__ import annotations

import asyncio

import pytest
from rasa.core.channels.channel import CollectingOutputChannel, UserMessage

from bot.channels.rest import NO_ANSWER_TEXT, RestInput, answer_or_apologise


def _turn(handler) -> list:
    out = CollectingOutputChannel()
    asyncio.run(answer_or_apologise(handler, UserMessage("how many hens?", out, "resident-1")))
    return out.messages


def test_silent_turn_gets_the_apology():
    async def silent(message):  # Rasa 3.6 when a custom action fails: nothing sent
        return None

    assert _turn(silent) == [{"recipient_id": "resident-1", "text": NO_ANSWER_TEXT, "custom": {"error": "no_answer"}}]
    assert "Town Hall" in NO_ANSWER_TEXT and "Village Hall" in NO_ANSWER_TEXT


def test_answered_turn_is_left_alone():
    async def answers(message):
        await message.output_channel.send_text_message(message.sender_id, "Up to six chickens")

    assert _turn(answers) == [{"recipient_id": "resident-1", "text": "Up to six chickens"}]


def test_failure_gets_the_apology_and_is_re_raised():
    async def fails(message):
        raise RuntimeError("tracker store down")

    out = CollectingOutputChannel()
    with pytest.raises(RuntimeError):
        asyncio.run(answer_or_apologise(fails, UserMessage("hi", out, "resident-2")))
    assert out.messages[0]["text"] == NO_ANSWER_TEXT


def test_same_url_as_rasas_rest_channel():
    assert RestInput.name() == "rest"
