"""The Rasa domain agrees with the fact registry and the rule module, and the
canned replies keep the legal-honesty promises."""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from actions.ask import choices
from bot.facts import ASKED_FACTS, FACTS
from bot.rules import TOPICS

ROOT = Path(__file__).parent.parent
DOMAIN = yaml.safe_load((ROOT / "domain.yml").read_text())
RULES = yaml.safe_load((ROOT / "data" / "rules.yml").read_text())


def test_every_fact_has_a_slot_and_every_asked_fact_a_question_action():
    assert set(FACTS) <= set(DOMAIN["slots"])
    for name in ASKED_FACTS:
        assert f"action_ask_{name}" in DOMAIN["actions"]
    assert not [r for r in DOMAIN["responses"] if r.startswith("utter_ask_")], "questions come from bot/facts.py"


def test_every_topic_is_reachable_from_an_intent():
    mapped = {m["value"]: m["intent"] for m in DOMAIN["slots"]["topic"]["mappings"]}
    assert set(mapped) == set(TOPICS)
    activating = {step["intent"] for step in RULES["rules"][0]["steps"][0]["or"]}
    # "inform" (e.g. "I meant the Village of Westfield") re-answers the current topic.
    assert activating == set(mapped.values()) | {"inform"}


def test_from_text_mappings_are_guarded_by_the_form():
    for name, slot in DOMAIN["slots"].items():
        for mapping in slot["mappings"]:
            if mapping["type"] in ("from_text", "from_intent") and name != "topic":
                assert mapping["conditions"], name
                for condition in mapping["conditions"]:
                    assert condition["active_loop"] in DOMAIN["forms"], name
                    assert condition["requested_slot"] == name, name
            if mapping["type"] == "from_text":
                assert "cancel" in mapping["not_intent"], name


def test_out_of_scope_and_fallback_cite_nothing_and_say_whom_to_ask():
    # Acceptance case "out-of-scope": no section citation; says where to ask instead.
    from actions.sections import FALLBACK

    for text in (DOMAIN["responses"]["utter_out_of_scope"][0]["text"], FALLBACK):
        assert "§" not in text and not re.search(r"\b9?5-\d", text)
        assert "Town Clerk" in text and "Village Clerk" in text


def test_quick_replies_for_the_municipality_question():
    assert choices("municipality") == [
        ("Town of Cedarburg", '/inform{"municipality": "town_of_cedarburg"}'),
        ("Village of Westfield", '/inform{"municipality": "village_of_westfield"}'),
        ("I don't know", "/dont_know"),
    ]
    assert choices("vaccinated")[:2] == [("Yes", "/affirm"), ("No", "/deny")]
    assert choices("dog_age_months") == []
