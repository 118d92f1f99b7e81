"""Resident trials 37 and 38 (session 8): two more plain sets on the build after trials 35 and 36's
fixes (6d8fb54). Trial 37 (each section's main subject): 42 correct, 1 partly, 2 wrong of 45 (37 of
40). Trial 38 (a part of each section beyond its headline): 39 correct, 4 partly, 2 wrong
of 45 (34 of 40). Five of its six misses were new wordings of points fixed earlier in the session (an
officer who "has never actually seen it", living "right upstairs over the reptile room", "more than
regular farming practice", "who do I have to notify", chicks then "sell them"): each wording is kept
here. The values asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads, fallback_reply

DOG, CHICKEN, BEES = {"animal": "dog"}, {"animal": "chicken"}, {"animal": "bees"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("e06", "bite", "She nipped a jogger before they caught her, does that change anything?", {**DOG, "municipality": "town_of_cedarburg"},
     "impoundment", "14 days: an animal that bit a person before it was impounded is kept in the animal shelter for 14 days", None),
    ("e08", "bite", "A neighbor's dog bit my 9-year-old son on the hand yesterday while he was playing at their house in the Town of "
     "Cedarburg. The owner says it's no big deal. What is the owner supposed to do now?", DOG, "bite",
     "If you own or keep the dog, you must report the bite immediately to the Town Constable", None),
    ("f06", "impoundment", "My neighbor's dog keeps running loose in the Town of Cedarburg, but the officer has never actually seen it. "
     "Can the dog still be impounded?", DOG, "impoundment", "Not on a word alone: 'In order for an animal to be impounded", None),
    ("f12", "wild_animals", "I'm opening a licensed pet shop in the Town of Cedarburg that would sell some exotic reptiles. My apartment "
     "is right upstairs over the reptile room. Is there any rule about people living close to where the animals are kept?", {},
     "wild_animals", "Not under the § 95-13 exceptions while someone lives that close", None),
    ("f15", "animal_care", "I raise beef cattle on my farm in the Town of Cedarburg. Does the animal shelter rule make me do more than "
     "regular farming practice?", {"animal": "livestock"}, "animal_care", "No more than normal husbandry", True),
    ("f16", "impoundment", "While I was away, police in the Town of Cedarburg took my horse because it was left out in bad weather, and "
     "they sent me a notice. How long do I have to get it back and what do I have to pay?", {"animal": "horse"}, "animal_care",
     "Five days after the notice: the owner can redeem the animal within five days after notice by paying the expenses incurred",
     None),
    ("f22", "bees", "Who do I have to notify before I apply for a beekeeping license in the Town of Cedarburg?", BEES, "bees",
     "All owners and occupants of properties within 500 feet, at least 10 days before you apply", None),
    ("f38", "chickens", "westfield village my hens hatched some chicks can i sell them", CHICKEN, "chickens",
     "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks from chickens kept under a § 195-14 permit.", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_37_38_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, point, present", [
    ("the officer has never actually seen it", "impound_grounds", True),
    ("the officer saw him running loose twice", "impound_grounds", False),
    ("we live right above the shop where the snakes are kept", "lives_near_quarters", True),
    ("I own a licensed pet shop and live right above the reptile room", "lives_near_quarters", True),
    ("I live in town and my shop is across the county", "lives_near_quarters", False),
])
def test_trial_37_38_points(text, point, present):
    assert (point in parse_points(text)) is present


def test_e16_abandoning_names_its_section_before_the_nlus_guess():
    msg = fallback_reply("can i just drop my old barn cat off out in the country somewhere town of cedarburg",
                         [{"name": "ask_food_premises", "confidence": 0.271}, {"name": "out_of_scope", "confidence": 0.16},
                          {"name": "ask_animal_care", "confidence": 0.108}], {"animal": "cat"})
    assert msg["text"].startswith("It is unlawful: no person may abandon any animal")
    assert msg["custom"]["citations"][0]["citation"] == "§ 95-17"


@pytest.mark.parametrize("text, concern", [
    ("A neighbor's dog bit my 9-year-old son on the hand yesterday", None),
    ("the neighbor's dog attacked our cat and bit her badly", "attacked_animal"),
])
def test_e08_a_child_bitten_is_not_an_animal_attacked(text, concern):
    assert extract_facts(text).get("concern") == concern
