"""Resident trials 29 and 30 (session 8): two more plain sets on the build after trials 27 and 28's
fixes (84c4a3e). Trial 29 (each section's main subject): 38 correct, 3 partly, 4 wrong of 45 (33 of
40). Trial 30 (a part of each section beyond its headline): 38 correct, 3 partly, 4 wrong (33 of 40).
Each question not answered at the first sentence is here. The values asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_age_months, parse_points
from tests.trial_cases import assert_leads, extracted_slots, fallback_reply

DOG, CAT, CHICKEN = {"animal": "dog"}, {"animal": "cat"}, {"animal": "chicken"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("g02", "dog_license", "My dog is a year and a half old and we just moved into the Town of Cedarburg. Do I need to get a dog "
     "license from the Town?", DOG, "dog_license", "Yes. A license is required every year for a dog over five months old", None),
    ("g03", "dog_license", "I live in the Town of Cedarburg. My 3-year-old dog was licensed last year, but I forgot to renew and it's "
     "now the middle of April. Will I have to pay anything extra when I go to license him?", DOG,
     "dog_license", "There is a late fee, set by the Town Board (ch. 95 states no amount)", None),
    ("g26", "chickens", "Can I let my hens wander around the neighborhood during the day? I live in the Village of Westfield.", CHICKEN,
     "at_large", "It is not allowed: 'It shall be unlawful to permit any cattle, horse, swine, sheep, goat or poultry to run at "
     "large in the Village'", None),
    ("g32", "penalties", "I was cited for an animal violation in the Village of Westfield last week and haven't fixed the problem yet. "
     "Does every day it continues count as another violation, and what else could I have to pay?", {},
     "penalties", "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a "
     "separate offense.'", None),
    ("g38", "chickens", "neighbor has backyard chickens in westfield village, can i buy a dozen eggs off her", CHICKEN,
     "chickens", "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks from chickens kept under a § 195-14 permit.", None),
    ("g40", "penalties", "What's the penalty if someone breaks the Village of Westfield chicken ordinance?", CHICKEN,
     "chickens", "§ 195-14 refers to the Village's general penalty section", None),
    ("h01", "rabies_vaccination", "Our dog lost his rabies tag on a walk. We live in the Town of Cedarburg. Can the vet just give us a "
     "replacement tag, or does he need to be vaccinated again?", DOG, "rabies_vaccination", "Ask your veterinarian for a "
     "duplicate: the veterinarian may furnish a new rabies vaccination tag with a new serial number", None),
    ("h04", "rabies_quarantine", "My cat is up to date on her rabies shots but she got into a fight with a raccoon that tested positive "
     "for rabies. We're in the Town of Cedarburg and the officer ordered her quarantined. How long does she have to stay leashed or "
     "confined?", CAT, "rabies_quarantine", "A currently immunized dog or cat exposed to a rabid animal is kept leashed or confined "
     "for 60 days", None),
    ("h05", "vicious_dog", "Town of Cedarburg: my neighbor keeps calling my lab 'vicious' because she nipped the mail carrier once last "
     "year, no real injury. Does that make her a vicious dog under the ordinance?", DOG,
     "vicious_dog", "Not by the count: 1 bite in twelve months is fewer than two.", True),
    ("h12", "wild_animals", "We're buying a hobby farm in the Town of Cedarburg and want to raise whitetail deer. We'd get a state game "
     "farm license first. Would the town's ban on keeping deer still stop us?", {}, "wild_animals",
     "Not without a state game farm license; with one, yes", None),
    ("h21", "dog_limit", "We share a duplex on a residential R-2 lot in the Town of Cedarburg with another family. We have two dogs and "
     "they have two. Is that allowed since each family is under three?", DOG, "dog_limit",
     "No: a total of three dogs is allowed on the residential lot when more than one family lives there", None),
    ("h32", "animal_care", "I was cited in the Village of Westfield for an animal violation and my dog was held at a shelter for a week "
     "and seen by a vet. Besides the fine, do I have to pay the shelter and vet bills?", DOG, "penalties",
     "The violator pays them: 'In addition to the foregoing penalties, any person violating this chapter shall pay all expenses", None),
    ("h35", "chickens", "My backyard in the Village of Westfield is small, so I'd like to build the chicken coop on the flat roof of my "
     "detached garage. The garage meets setbacks. Is a rooftop coop allowed?", CHICKEN, "chickens",
     "Not on top of a building", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_29_30_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, months", [("a year and a half", 18.0), ("a year and a half old", 18.0), ("3 years old", 36.0),
                                          ("six months and a half", 6.5)])
def test_g02_a_year_and_a_half(text, months):
    assert parse_age_months(text) == months


def test_g02_and_a_half_is_an_age_not_the_half_tax():
    assert extract_facts("My dog is a year and a half old. Do I need a dog license? Town of Cedarburg").get("asks_half") is None
    assert extract_facts("is the dog license half price after July? Town of Cedarburg").get("asks_half") is True


def test_g28_a_person_beating_an_animal_names_the_cruelty_section_over_a_penalty_guess():
    msg = fallback_reply("In the Village of Westfield I watched a man hitting his dog with a stick in his yard, and the dog is really "
                         "skinny, like it isn't being fed. Is that a violation of the village code?",
                         [{"name": "ask_penalties", "confidence": 0.273}, {"name": "ask_vehicle_accident", "confidence": 0.232},
                          {"name": "ask_cruelty", "confidence": 0.126}], DOG)
    assert msg["custom"]["citations"][0]["citation"] == "Village of Westfield Code ch. 195 (cruelty to animals)"
    assert msg["text"].startswith("No person may cruelly treat any animal in the Village")


def test_h04_the_residents_own_cat_not_the_raccoon_it_fought():
    text = ("My cat is up to date on her rabies shots but she got into a fight with a raccoon that tested positive for rabies. We're "
            "in the Town of Cedarburg and the officer ordered her quarantined. How long does she have to stay leashed or confined?")
    entities = [{"entity": "animal", "value": "cat"}, {"entity": "animal", "value": "wild"}]
    assert extracted_slots(text, "ask_rabies_quarantine", {}, None, entities)["animal"] == "cat"
    # one animal tagged: nothing to choose
    assert "animal" not in extracted_slots("my cat got out, town of cedarburg", "ask_at_large", {}, None, entities[:1])


@pytest.mark.parametrize("text, concern", [
    ("she nipped the mail carrier once last year, no real injury", None),
    ("my dog was injured by a car and the owner won't take her to the vet", "medical"),
    ("my dog was held at a shelter for a week", None),
    ("he leaves his dog outside with no shelter in the snow", "shelter"),
])
def test_h05_h32_concerns_not_said(text, concern):
    assert extract_facts(text).get("concern") == concern


@pytest.mark.parametrize("text, bites", [
    ("she nipped the mail carrier once last year, no real injury", 1.0),
    ("he bit a jogger once in May and then bit my nephew again in June", None),
    ("our dog bit two people this year", 2.0),
])
def test_h05_one_bite(text, bites):
    assert extract_facts(text).get("bites_12_months") == bites


@pytest.mark.parametrize("text, families", [
    ("We share a duplex on a residential R-2 lot with another family.", 2.0),
    ("two families live on our lot", 2.0),
    ("we live on an R-1 lot with our two dogs", None),
])
def test_h21_another_family_on_the_lot(text, families):
    assert extract_facts(text).get("families_on_lot") == families


@pytest.mark.parametrize("text, point, present", [
    ("The garage meets setbacks. Is a rooftop coop allowed?", "setback", False),
    ("what setback does the coop need from the lot line?", "setback", True),
    ("Does every day it continues count as another violation?", "each_day", True),
    ("is it one violation or one per day?", "each_day", True),
    ("what's the fine for a barking dog?", "each_day", False),
])
def test_trial_29_30_points(text, point, present):
    assert (point in parse_points(text)) is present
