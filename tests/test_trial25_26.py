"""Resident trials 25 and 26 (session 7): two more plain sets, written and then graded by one helper
each, on the build after trials 23 and 24's fixes (6711d95). Trial 25 (each section's main subject):
39 correct, 1 partly, 5 wrong of 45 (34 of 40). Trial 26 (a part of each section beyond its
headline): 38 correct, 5 partly, 2 wrong (33 of 40). Each question not answered at the first
sentence is here (s24, a ball python in a Village apartment, is left as the rule's judgment: the
reptile permission and the exotic-animal ban both could apply). The values asserted come from the
seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("r03", "dog_license", "I totally forgot to renew my dog's license and it's already May. Is there a penalty for being late in the "
     "Town of Cedarburg?", DOG, "dog_license", "A late fee applies because the license was not obtained before April 1.", None),  # "its already May" (trial 237 r03)
    ("r06", "impoundment", "Our beagle slipped out of the yard on Saturday and I just found out a humane officer picked him up and "
     "impounded him. He's licensed and hasn't bitten anyone. We live in the Town of Cedarburg. How long do I have to get him back "
     "and what do I have to do?", DOG, "impoundment", "Seven days after the officer's notice to the owner: within that time the owner may "
     "reclaim the animal by paying the impoundment fees", None),
    ("r16", "animal_care", "We're moving into an apartment that doesn't allow pets, so we were thinking of just leaving our two barn "
     "cats behind at the old farmhouse in the Town of Cedarburg when we go. The new owners might feed them. Is that okay?", CAT,
     "animal_care", "It is unlawful: no person may abandon any animal", False),
    ("r23", "chickens", "We just bought a house in a residential neighborhood in the Town of Cedarburg. Can we keep a few backyard "
     "hens?", {}, "chickens", "Hen chickens are allowed as an accessory use in residential zoning districts, with a Town license", None),
    ("r26", "chickens", "For the third time this month my neighbor's chickens got out and were wandering around the street in front "
     "of my house in the Village of Westfield. Aren't they supposed to keep them in?", {"animal": "chicken"},
     "at_large", "It is not allowed: 'It shall be unlawful to permit any cattle, horse, swine, sheep, goat or poultry to run at large", None),
    ("r30", "cat_limit", "how many cats r we allowed in westfield village? have 3 adult cats, want to adopt another grown one from "
     "the shelter", CAT, "cat_limit", "No, that would be over the limit: the limit is three cats over five months old per "
     "residential household, and 4 would be more than that.", False),
    ("s02", "dog_license", "We live in the Town of Cedarburg. We got a puppy this spring and she turns five months old in "
     "mid-September, so we need to license her this year. Since it's already late in the year, is the dog license any cheaper than "
     "for a full year?", DOG, "dog_license", "Half the license tax: 'These amounts shall be reduced by 1/2", None),
    ("s05", "at_large", "i walk my cat on a harnes and leash around the block in twn of cedarburg. neighbor says cats cant be 'at "
     "large'. is a leashed cat at large?", CAT, "at_large", "A leashed dog or cat under control is not running at large: 'A dog or cat shall not be considered to be running at large", None),
    ("s06", "impoundment", "My dog slipped his collar and got picked up and impounded in the Town of Cedarburg. I'll admit I never got "
     "him a dog license. If I go down and pay the impound fee, can I take him home today?", DOG,
     "impoundment", "It can be released once it is licensed, where a license is required: 'No animal shall be released from the "
     "pound without being properly licensed", None),
    ("s12", "livestock", "I found some owl feathers on a trip out west. Can I bring them home to the Town of Cedarburg for a craft "
     "project?", {}, "wild_animals", "No person may import or cause to be imported into the Town any part of the plumage", None),
    ("s17", "cruelty", "I want to put rat bait stations in my own garage in the Town of Cedarburg because we have rats. My neighbor "
     "says that's illegal because her cat might get into it. Is it against the animal rules?", {},
     "cruelty", "The poisoning rule does not apply to poison used on your own premises for rodent and pest control: it 'shall not apply to poison used on one's own premises", None),
    ("s21", "dog_limit", "We're buying a house on a residential lot in the Town of Cedarburg. The sellers have kept five licensed dogs "
     "there since before 1988 and told us the property is 'grandfathered' for that many. We have four dogs. Can we keep all four "
     "after we move in?", DOG, "dog_limit", "No, the grandfathering does not pass to you", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_25_26_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, bitten", [
    ("He's licensed and hasn't bitten anyone. A humane officer impounded him.", None),
    ("our dog never bit anybody but animal control took him to the shelter", None),
    ("he bit a kid before the officer picked him up and took him to the shelter", True),
])
def test_r06_a_dog_that_has_not_bitten_is_not_a_biter(text, bitten):
    facts = extract_facts(text)
    assert facts.get("bit_person") is bitten and facts.get("bit_before_impound") is bitten


def test_r23_buying_a_house_is_not_a_question_about_the_sellers_permit():
    assert extract_facts("We just bought a house in the Town of Cedarburg. Can we keep a few backyard hens?").get(
        "chicken_question") is None
    assert extract_facts("We bought a house and the sellers left their coop. Does their chicken license carry over? Town of "
                         "Cedarburg").get("chicken_question") == "new_owner"


def test_the_at_large_lead_is_only_for_the_animals_the_rule_names():
    from tests.trial_cases import decide_question

    dog = decide_question("at_large", "my dog got out and is running around in the street in westfield village", {"animal": "dog"})
    assert not dog.outcome.startswith("It is not allowed") and "no leash rule for dogs or cats" in dog.outcome
    goats = decide_question("at_large", "the neighbors goats keep getting loose and wander down the street in westfield village. "
                                        "is that allowed", {"animal": "goat"})
    assert goats.outcome.startswith("It is not allowed: 'It shall be unlawful to permit any cattle")


@pytest.mark.parametrize("text, present", [
    ("I want to put rat bait stations in my own garage in the Town of Cedarburg", True),
    ("my neighbor put out rat poison and my cat ate some, town of cedarburg", False),
])
def test_own_premises_poison_is_the_residents_own(text, present):
    from bot.parsers import parse_points

    assert ("own_premises_poison" in parse_points(text)) is present
