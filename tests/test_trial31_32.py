"""Resident trials 31 and 32 (session 8): two more plain sets on the build after trials 29 and 30's
fixes (9b47dff). Trial 31 (each section's main subject): 41 correct, 2 partly, 1 wrong, 1 fallback of
45 (36 of 40). Trial 32 (a part of each section beyond its headline): 39 correct, 3 partly, 3 wrong (34
of 40). Each question not answered at the first sentence is here. The values asserted come from the
seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads, fallback_reply

DOG, CAT, CHICKEN, WILD = {"animal": "dog"}, {"animal": "cat"}, {"animal": "chicken"}, {"animal": "wild"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("j11", "barking", "dog next door barks all nite every nite town of cedarburg. what do i have to do so it counts as a violation",
     DOG, "barking", "Two formal, written complaints filed with the Town within four weeks", None),
    ("j12", "wild_animals", "I'm moving to the Town of Cedarburg with my pet boa constrictor. She's about seven feet long and I don't "
     "have any state game farm license. Can I keep her?", WILD, "wild_animals", "No: constrictor snakes, six feet in length or more, "
     "are on the list of animals that may not be kept, unless a state game farm license has been issued. At 7 feet, yours is on "
     "it.", None),
    ("j16", "animal_care", "My tenants moved out of my rental unit in the Town of Cedarburg last week and left their cat behind in the "
     "empty apartment. Did they break a rule, and can an officer take the cat?", CAT, "animal_care",
     "Abandoning an animal is unlawful: 'No person may abandon any animal.'", None),
    ("k05", "at_large", "r we allowed to let our 14 yr old walk our dog thats been labeled vicious? leashed. town of cedarburg", DOG,
     "vicious_dog", "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled", None),
    ("k06", "impoundment", "If an animal that bit somebody gets impounded in the Town of Cedarburg, how long do they keep it before it "
     "can be disposed of?", {}, "impoundment", "14 days: an animal that bit a person before it was impounded is kept in the animal "
     "shelter for 14 days for observation. Otherwise", None),
    ("k10", "property_damage", "My neighbor in the Town of Cedarburg told me it's fine for my dog to run around in her backyard and dig "
     "in her garden beds. She's fine with it. Is that still against the animal ordinance?", DOG, "property_damage",
     "Not under § 95-11 while the owner of the land allows it", None),
    ("k13", "animal_sale", "can the farm store in town of cedarburg sell me just 3 baby chicks? want them as pets", CHICKEN,
     "animal_sale", "No, not 3 alone if they are under two months old: a retailer may not sell", None),
    ("k16", "animal_care", "Deputies in the Town of Cedarburg took my brother's dogs for neglect while he was in the hospital. He got "
     "the notice today. How long does he have to get them back before they're treated as strays, and what does he have to pay?",
     DOG, "animal_care", "Five days after the notice: the owner can redeem the animal within five days after notice by paying the "
     "expenses incurred", None),
    ("k24", "wild_animals", "Can I keep a pet ball python inside my house in the Village of Westfield, or does that count as an exotic "
     "animal needing board approval?", WILD, "wild_animals", "Yes: in the Village, birds, such as parrots and canaries, and "
     "reptiles are permitted when maintained within the owner's residence", False),
    ("k32", "animal_care", "If the Village of Westfield takes my animal to a shelter over a violation of the animal rules, who ends up "
     "paying for the shelter and the vet?", {}, "penalties", "The violator pays them: 'In addition to the foregoing penalties", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_31_32_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_k24_an_alligator_in_the_village_still_needs_judgment():
    """The pet-constrictor reading does not reach a crocodilian: reptile permission or zoo animal, the text does not say."""
    assert_leads("wild_animals", "can I keep a baby alligator in my house in the Village of Westfield?", WILD, "wild_animals",
                 "The text does not settle it: reptiles are permitted", True)


def test_j19_carrying_off_a_dog_that_is_not_yours_names_95_20_in_the_fallback():
    msg = fallback_reply("A dog with a collar has been hanging around my yard in the Town of Cedarburg for a few days. I don't know "
                         "whose it is. Can I just drive it to my brother's farm in another county to live there?",
                         [{"name": "ask_wild_animals", "confidence": 0.177}, {"name": "ask_food_premises", "confidence": 0.087}], DOG)
    assert msg["text"].startswith("Not without the owner's consent: 'No person may take the dog or cat of another")
    assert msg["custom"]["citations"][0]["citation"] == "§ 95-20"


@pytest.mark.parametrize("text, length", [("my boa is about seven feet long", 84.0), ("a 5 ft ball python", 60.0),
                                          ("a 30 inch alligator", 30.0), ("my cat is two feet long", None)])
def test_j12_lengths_in_words(text, length):
    assert extract_facts(text).get("length_in") == length


@pytest.mark.parametrize("text, point, present", [
    ("our dog thats been labeled vicious", "declared_vicious", True),
    ("the town declared our dog vicious last spring", "declared_vicious", True),
    ("is my dog vicious if he bit once?", "declared_vicious", False),
    ("the neighbors moved away and left their dog behind", "others_abandoned", True),
    ("can I just leave my cat at the farm when we move?", "others_abandoned", False),
    ("a stray cat showed up and I want to take it to the shelter", "take_stray_away", True),
    ("can I take my dog to my brother's farm for the summer?", "take_stray_away", False),
])
def test_trial_31_32_points(text, point, present):
    assert (point in parse_points(text)) is present


def test_k13_a_store_selling_to_the_resident_is_not_the_resident_selling():
    assert extract_facts("can the farm store sell me just 3 baby chicks?").get("selling_eggs") is None
    assert extract_facts("can I sell chicks from my hens?").get("selling_eggs") is True
