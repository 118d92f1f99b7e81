"""Resident trial 20 (session 7): a second plain set, written independently of trial 19 (one
ordinary question per section or provision, plus five extras), graded on the build after trial
19's fixes (2fa701c): 36 correct, 4 partly, 3 wrong, 2 fallbacks of 45 (32 of the 40 per-section
questions). Each question not answered at the first sentence is here, with the NLU's topic as it
came back. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of
Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads, fallback_reply

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

T20 = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    # ask_rabies_vaccination 0.93 for a licence question
    ("w02", "rabies_vaccination", "Hi, we just moved into a house in the Town of Cedarburg from Illinois with our 4-year-old beagle. "
     "He's up to date on rabies shots and still wears his Illinois tags. Do we need to get him a dog license here, and where do we get it?",
     DOG, "dog_license", "Yes. A license is required every year for a dog over five months old, from the Town Treasurer", False),
    ("w03", "dog_license", "town of cedarburg - totally forgot to renew my dogs licence, its may now. am i gonna get charged extra??",
     DOG, "dog_license", "A late fee applies because the license was not obtained before April 1. The late fee is in addition to "
     "the license fee and is set by the Town Board.", False),
    ("w08", "bite", "Our golden retriever nipped the neighbor boy's hand through the fence this afternoon and broke the skin a little. "
     "We live in the Town of Cedarburg. What are we supposed to do now?", DOG,
     # "Our golden retriever" is the resident's own dog (a breed named as theirs, trial 290 r15): no "If you own or keep"
     "bite", "You must report the bite immediately to the Town Constable", None),
    ("w16", "animal_care", "moving out of my apartment in town of cedarburg and the new place doesnt allow cats. can i just let him "
     "go at a farm?", CAT, "animal_care", "It is unlawful: no person may abandon any animal", False),
    ("w21", "dog_limit", "My partner and I are renting a house on a regular residential lot in the Town of Cedarburg. We have two "
     "dogs and want to adopt two more from a rescue. Is there a limit?", DOG,
     # "Is there a limit?" gets "Yes, three" (trial 263 r21), not a "No" that reads as "no limit"
     "dog_limit", "Yes, three, so that would be over it: 4 dogs would be more than the limit of 3.", None),
    ("w33", "chickens", "One of the chicks we got for our backyard flock in the Village of Westfield turned out to be a boy. He's "
     "only 8 weeks old and doesn't crow yet. Can we keep him?", {},
     "chickens", "No. No person shall keep any rooster, and a rooster is a male chicken of any age", None),
    ("w38", "chickens", "our hens lay way more eggs than we can eat lol. can i sell a few dozen to neighbors or at a roadside stand? "
     "village of westfield", {}, "chickens", "No: 'No person may offer to sell eggs or chicks accumulated from the activities "
     "permitted hereunder.'", False),
    # ask_property_damage 0.96
    ("w39", "property_damage", "Who do I call about my neighbor's chickens? They keep getting out and scratching up my garden here in "
     "Westfield village.", {"animal": "chicken"}, "chickens", "The Village Police Department enforces § 195-14.", None),
    ("w45", "chickens", "Where on my property am I allowed to put a chicken coop? Village of Westfield", {},
     "chickens", "Not in the front or side yard: no coop may be located there, and coops and runs must meet the zoning district "
     "setbacks.", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T20, ids=[row[0] for row in T20])
def test_trial20_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, count", [
    ("We have two dogs and want to adopt two more from a rescue.", 4),
    ("We have two dogs; in two more weeks we move.", 2),
])
def test_w21_more_dogs_to_adopt_are_counted(text, count):
    assert extract_facts(text)["dog_count"] == count


@pytest.mark.parametrize("text, bitten", [
    ("Our golden retriever nipped the neighbor boy's hand", True),
    ("the neighbor's dog nipped at my dog", None),
])
def test_w08_a_nip_at_a_person_is_a_bite(text, bitten):
    assert extract_facts(text).get("bit_person") is bitten


def test_w08_a_person_bitten_is_answered_although_the_nlu_and_the_index_missed_it():
    msg = fallback_reply("Our golden retriever nipped the neighbor boy's hand through the fence this afternoon and broke the skin a "
                          "little. We live in the Town of Cedarburg. What are we supposed to do now?",
                          [{"name": "ask_vicious_dog", "confidence": 0.17}, {"name": "ask_wild_animals", "confidence": 0.12}],
                          {"animal": "retriever"})
    assert msg["custom"]["rule"] == "bite" and "report the bite immediately to the Town Constable" in msg["text"]


def test_w16_abandoning_needs_the_nlu_to_rank_a_care_question_or_a_place_named():
    text = "moving out of my apartment in town of cedarburg and the new place doesnt allow cats. can i just let him go at a farm?"
    msg = fallback_reply(text, [{"name": "ask_wild_animals", "confidence": 0.17}, {"name": "ask_animal_care", "confidence": 0.16}])
    assert msg["text"].startswith("It is unlawful: no person may abandon any animal")
    # session 14: the farm named is enough (the bench replay ranked bees and at-large)
    assert fallback_reply(text, [{"name": "ask_wild_animals", "confidence": 0.17}, {"name": "ask_chickens", "confidence": 0.16}])[
        "text"].startswith("It is unlawful: no person may abandon any animal")
    # "let it go" with no place may be the idiom: the sections are offered
    idiom = "town of cedarburg. the cat scratched my car and he said sorry. should I just let it go?"
    offered = fallback_reply(idiom, [{"name": "ask_wild_animals", "confidence": 0.17}, {"name": "ask_chickens", "confidence": 0.16}])
    assert not offered["text"].startswith("It is unlawful: no person may abandon any animal")


@pytest.mark.parametrize("text, absent", [
    ("Our vet gave Biscuit the 3-year rabies vaccine. We're in the Town of Cedarburg and I don't want to pay for extra shots.", "late_fee"),
    ("my dogs town license tag fell off somewhere. do i have to buy a whole new license?? twn of cedarburg", "needs_license"),
    ("Do we have to buy a Town of Cedarburg dog license for him too? He's licensed in the City of Milwaukee.", "needs_license"),
    ("do I need a license for my chickens? town of cedarburg", "needs_license"),
])
def test_session7_points_stay_narrow(text, absent):
    from tests.trial_cases import assert_point_absent

    assert_point_absent(text, absent)


def test_the_town_egg_sale_ban_is_not_led_on_agricultural_land():
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "We have 15 acres zoned agricultural in the Town of Cedarburg. We'd like about 30 laying hens and "
                                    "sell eggs at a farm stand. Does the six-hen limit apply?")
    assert not d.outcome.startswith("No: 'Chickens are for personal")
