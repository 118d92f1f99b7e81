"""bot.channels.server: the cached action-response validator behaves exactly like Rasa's own."""
from __future__ import annotations

import pytest
from jsonschema import ValidationError
from rasa.core.actions.action import RemoteAction

from bot.channels import server

VALID = [
    {"events": [], "responses": []},
    {"events": [{"event": "slot", "name": "municipality", "value": "town_of_cedarburg", "timestamp": None}],
     "responses": [{"text": "Source: Town of Cedarburg Code § 95-3", "buttons": [], "custom": {}}]},
    {"events": [{"event": "active_loop", "name": "facts_form"}], "responses": []},
]
INVALID = [
    {"events": "not a list", "responses": []},
    {"events": [{"name": "municipality"}], "responses": []},  # no "event" key
    {"events": [], "responses": ["a bare string, not an object"]},
]


@pytest.fixture()
def stock_and_fixed():
    stock = RemoteAction._validate_action_result
    action = RemoteAction("action_answer", None)
    server.apply_fixes()
    try:
        assert RemoteAction._validate_action_result is server._validate_action_result
        yield (lambda r: stock(action, r)), (lambda r: action._validate_action_result(r))
    finally:
        RemoteAction._validate_action_result = stock


@pytest.mark.parametrize("response", VALID)
def test_valid_responses_pass_both(stock_and_fixed, response):
    stock, fixed = stock_and_fixed
    assert stock(response) is True
    assert fixed(response) is True


@pytest.mark.parametrize("response", INVALID)
def test_invalid_responses_raise_the_same_error(stock_and_fixed, response):
    stock, fixed = stock_and_fixed
    with pytest.raises(ValidationError) as want:
        stock(response)
    with pytest.raises(ValidationError) as got:
        fixed(response)
    assert got.value.message == want.value.message
    assert "Failed to validate Action server response" in got.value.message
    assert list(got.value.path) == list(want.value.path)


def test_validator_is_built_once():
    assert server._action_response_validator() is server._action_response_validator()


def test_refuses_a_rasa_without_the_method(monkeypatch):
    monkeypatch.delattr(RemoteAction, "_validate_action_result")
    with pytest.raises(RuntimeError, match="review bot/channels/server.py"):
        server.apply_fixes()
