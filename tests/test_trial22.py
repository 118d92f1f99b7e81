"""Resident trial 22 (session 7): a fourth plain set, each question about a part of its section
other than the headline rule (the tag, the half tax, shade, the neighbour notice, the grazing
clause), written independently, graded on the build after trial 20's fixes and the silences
(d3334d8): 29 correct, 10 partly, 5 wrong, 1 fallback of 45 (24 of the 40 per-section
questions). Each question not answered at the first sentence is here, with the NLU's topic as it
came back. The values asserted come from the seed text."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads, fallback_reply

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

T22 = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("y02", "dog_license", "Our puppy only turned five months old in August. Do we still have to pay the full dog license fee for this "
     "year in the Town of Cedarburg?", DOG, "dog_license", "Half the license tax: 'These amounts shall be reduced by 1/2 if the animal "
     "became five months of age after July 1 during the license year.'", False),
    ("y04", "rabies_vaccination", "There's a rabies quarantine notice posted in the Town of Cedarburg. My dog is up to date on his "
     "rabies shot. Does he still have to be kept leashed or tied up?", DOG,
     "rabies_quarantine", "Not if its rabies tag is on its collar: a dog or cat immunized currently against rabies is exempt", None),
    ("y06", "impoundment", "my dog got picked up n impounded in town of cedarburg, hes not licensed yet. can i still get him back??", DOG,
     "impoundment", "It can be released once it is licensed, where a license is required: 'No animal shall be released from the "
     "pound without being properly licensed", None),
    # ask_vicious_dog for a barking question
    ("y11", "vicious_dog", "The dog two houses down in the Town of Cedarburg yaps for hours every day while the owners are at work. "
     "I've talked to them twice and nothing changed. What does it take for the Town to actually treat that as a violation?", DOG,
     "barking", "Two formal, written complaints filed with the Town within four weeks", None),
    ("y15", "at_large", "In the Town of Cedarburg, if I tie my dog out in the yard on hot summer days, do I need to give him shade?", DOG,
     "animal_care", "Shade is required when the sun could cause heat exhaustion: 'When sunlight is likely to cause heat exhaustion", None),
    ("y19", "animal_care", "A neighbor's cat (she has a collar and I know whose she is) keeps wandering into our yard in the Town of "
     "Cedarburg. My kids have started letting her in and want to keep her at our house for good. The neighbor hasn't said anything "
     "about it. Is that okay?", CAT, "pet_theft", "No, not without the owner's consent: 'No person may take the dog or cat of another", None),
    ("y21", "dog_limit", "We live on a regular residential lot in the Town of Cedarburg and have two dogs. One of them just had a litter "
     "of 7 puppies, and a neighbor told me we're now way over the dog limit. How long can we keep the puppies before we have to find "
     "homes for them?", DOG, "dog_limit", "For up to five months from birth: a litter of pups (or part of one) may be kept for not "
     "more than five months from birth; after that the limit of 3 applies", None),
    ("y22", "bees", "I'd like to put two beehives in my backyard in a residential subdivision in the Town of Cedarburg. I know I need a "
     "license from the Town Clerk, but do I have to let my neighbors know first, and which neighbors?", {},
     "bees", "All owners and occupants of properties within 500 feet, at least 10 days before you apply", None),
    ("y23", "chickens", "How far from the property line does a chicken coop have to be in the Town of Cedarburg?", {},
     "chickens", "At least 40 feet from the side and rear property lines, and not in the front yard", None),
    ("y25", "diseased_animal", "My neighbor in the Village of Westfield has a dog with what looks like a contagious skin disease, and "
     "it wanders around the park. Who is in charge of dealing with sick animals like that?", DOG,
     "diseased_animal", "The Health Officer: 'It is hereby made the duty of the Health Officer", None),
    ("y26", "livestock", "We have Village Board approval to keep two goats at our place in the Village of Westfield. The grass along "
     "our street is long, so I was thinking of tying the goats out along the street during the day so they can graze it. Is that "
     "allowed?", {}, "at_large", "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets", None),
    ("y30", "cat_limit", "how many bunnys can we have in westfield village? kids want like 5", {},
     "cat_limit", "Three rabbits over five months old per residential household", False),
    ("y32", "penalties", "If I get cited under the Village of Westfield animal rules, do I also have to pay for the shelter and vet "
     "costs for my dog?", DOG, "penalties", "The violator pays them: 'In addition to the foregoing penalties, any person violating this chapter shall "
     "pay all expenses", False),
    ("y33", "chickens", "got straight run chicks and one is a young cockrel. does he count as a rooster already? westfield village", {},
     "chickens", "Yes: a rooster is 'A male chicken of any age", False),
    ("y37", "chickens", "I got a certified letter from the Village of Westfield saying my chicken permit is revoked because of three "
     "violations this year. I think one of them was a mistake. Can I challenge this, and is there a deadline?", {},
     "chickens", "You may ask for a hearing before the Village Board", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T22, ids=[row[0] for row in T22])
def test_trial22_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_y28_the_nlu_and_the_facts_agreeing_on_the_section_answer():
    msg = fallback_reply("My neighbor in the Village of Westfield barely feeds his dog, you can see its ribs. Is underfeeding an "
                          "animal actually against village rules?",
                          [{"name": "ask_cruelty", "confidence": 0.41}, {"name": "ask_animal_care", "confidence": 0.40}],
                          {"animal": "dog"})
    assert msg["custom"]["citations"][0]["section_id"] == "village_of_westfield:195:cruelty"
    assert "underfeeds" in msg["text"].split("\n")[0]


@pytest.mark.parametrize("zoning, quoted", [("R-1", "'for not more than five months from birth'"),
                                            ("agricultural", "'for no more than five months from birth'")])
def test_pups_past_five_months_count_and_the_quote_is_verbatim(zoning, quoted):
    from bot.law import normalize, seed_text
    from bot.rules import decide

    d = decide("dog_limit", {"municipality": "town_of_cedarburg", "zoning": zoning, "litter": True, "dog_age_months": 7})
    assert d.outcome.startswith("Not past five months from birth") and quoted in d.outcome
    assert quoted.strip("'") in normalize(seed_text("town_of_cedarburg"))


@pytest.mark.parametrize("text, absent", [
    ("My two horses are in a dirt paddock with no trees. In the Town of Cedarburg is it illegal to keep animals without shade?", "shade"),
    ("Village of Westfield: I know you can't tie a goat in the street to graze. What about staking one on a long tether in my own "
     "front yard to keep the grass down?", "street_grazing"),
    ("A raccoon that looks like it has distemper is stumbling around our block. Village of Westfield. Who deals with it?", "who_handles"),
])
def test_session7_trial22_points_stay_narrow(text, absent):
    from tests.trial_cases import assert_point_absent

    assert_point_absent(text, absent)


def test_an_explicit_limit_question_is_not_moved_to_care_by_the_cold():
    # trial 8 f32: feeding strays in the cold, "she says that puts me over the Village's 3-cat limit: is she right?"
    msg = fallback_reply("I have 2 indoor cats of my own. There are also 4 or 5 stray/feral cats that hang around our porch, and I "
                          "put food and water out for them every day because it's cold. My neighbor says that puts me over the "
                          "Village of Westfield's 3-cat limit and she's going to report me. Is she right?",
                          [{"name": "ask_impoundment", "confidence": 0.35}, {"name": "ask_animal_care", "confidence": 0.21}],
                          {"animal": "cat"})
    assert msg["custom"]["rule"] == "cat_limit"
