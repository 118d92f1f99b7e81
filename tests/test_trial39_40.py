"""Resident trials 39 and 40 (session 8): the last plain pair of the session, on the build after trials
37 and 38's fixes (3166e0a). Trial 39 (each section's main subject): 36 correct, 6 partly, 3 wrong of
45 (31 of 40). Trial 40 (a part of each section beyond its headline): 42 correct, 1 partly, 2 wrong (37
of 40). Each question not answered at the first sentence is here. The values asserted come from the
seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads

DOG, CAT, CHICKEN, BEES, WILD = {"animal": "dog"}, {"animal": "cat"}, {"animal": "chicken"}, {"animal": "bees"}, {"animal": "wild"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("p05", "vicious_dog", "My neighbor's dog runs loose up and down our road every day with nobody around. We're in the Town of "
     "Cedarburg. Isn't the owner supposed to keep it contained?", DOG, "at_large", "No animal may run at large in the Town", None),
    ("p08", "vicious_dog", "Yesterday my neighbor's dog bit my 9 year old son while he was riding his bike past their yard in the Town "
     "of Cedarburg. What is the dog owner required to do now?", DOG, "bite",
     "If you own or keep the dog, you must report the bite immediately to the Town Constable", None),
    ("p11", "barking", "dog next door barks nonstop all day n night, town of cedarburg. how do i get the town to do something", DOG,
     "barking", "Two formal, written complaints filed with the Town within four weeks", None),
    ("p12", "wild_animals", "A guy is selling his 8 foot red-tailed boa and I want to buy it. I live in the Town of Cedarburg and don't "
     "have any special state license. Can I legally keep it?", WILD, "wild_animals", "No: constrictor snakes, six feet in length or "
     "more, are on the list", None),
    ("p15", "at_large", "My dog is tied out in the backyard while I'm at work. In the Town of Cedarburg, what am I required to provide "
     "for him when the weather turns bad?", DOG, "animal_care", "A dog tied or confined unattended outdoors in weather that harms its "
     "health must have a shelter: 'If a dog is tied or confined unattended outdoors under weather conditions", True),
    ("p22", "bees", "We live on a residential lot in the Town of Cedarburg. Our neighbor just set up three beehives right along our "
     "shared lot line, maybe 5 feet from it. Can they keep bees there?", BEES, "bees",
     "No: hives must be at least 25 feet from any property line of a property in different ownership.", None),
    ("p34", "chickens", "im a landlord in westfield village, can my tenant get a chicken permit w/o my ok?", CHICKEN, "chickens",
     "Your written consent is required: 'Permit applications submitted by a person other than a record title owner", None),
    ("p35", "chickens", "We live in an R-1 single-family house in the Village of Westfield and want to get 8 hens and 1 rooster for "
     "eggs. Is that OK?", CHICKEN, "chickens", "No. No person shall keep any rooster, and a rooster is a male chicken of any age, "
     "including a capon or otherwise neutered male chicken. Up to six chickens are allowed with a permit, so 8 hens is over the "
     "limit too.", None),
    ("p37", "chickens", "got 2 violations on my chicken permit this yr in westfield village. what happens if i get another one", CHICKEN,
     "chickens", "Three violations within twelve months revoke the permit; 2 do not, and one more within twelve months would: a "
     "permit holder who accumulates three violations of § 195-14 within any twelve-month period has the permit revoked", None),
    ("q15", "animal_care", "I raise beef cattle in the Town of Cedarburg. Does the animal shelter ordinance mean I have to put up "
     "fancier barns than other farmers around here use?", {"animal": "livestock"}, "animal_care", "No more than normal husbandry", True),
    ("q16", "impoundment", "An officer took my horses in the Town of Cedarburg saying they weren't being cared for properly. I've been "
     "notified. How long do I have to get them back before they're treated as strays?", {"animal": "horse"}, "animal_care",
     "Five days after the notice", None),
    ("q28", "animal_care", "if someone moves out and just leaves their cat behind in westfield is that illegal or just crappy",
     {**CAT, "municipality": "village_of_westfield"}, "animal_care", "Yes, abandoning an animal is a violation of the "
     "Village's cruelty provision: 'any person who inhumanely beats, underfeeds, overloads, or abandons any animal", False),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_39_40_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, fact, value", [
    ("is that illegal or just crappy", "concern", None),
    ("the dog craps on my lawn every day", "concern", "feces"),
    ("our neighbor set up three beehives right along our shared lot line, maybe 5 feet from it", "hive_distance_to_line_ft", 5.0),
    ("the coop is 10 feet from the lot line", "hive_distance_to_line_ft", None),
    ("if someone moves out and just leaves their cat behind", "abandoned", True),
])
def test_trial_39_40_facts(text, fact, value):
    assert extract_facts(text).get(fact) == value


@pytest.mark.parametrize("text, point, present", [
    ("What is the dog owner required to do now?", "owner_duties", True),
    ("what do I have to do to get a license?", "owner_duties", False),
    ("what am I required to provide for him when the weather turns bad?", "weather_care", True),
    ("does my dog have to be tied up in the yard?", "weather_care", False),
    ("Isn't the owner supposed to keep it contained?", "keep_contained", True),
    ("isn't he supposed to keep it on his property?", "keep_contained", True),
    ("can I keep a vicious dog in my house?", "keep_contained", False),
])
def test_trial_39_40_points(text, point, present):
    assert (point in parse_points(text)) is present


def test_p05_a_roaming_vicious_dog_question_without_keep_contained_is_still_the_vicious_dog_rule():
    """A loose dog that is vicious keeps § 95-6's seizure answer; only "supposed to keep it contained" about a dog nobody says
    is vicious goes to the running-at-large rule."""
    assert_leads("vicious_dog", "the vicious dog from down the street is loose in my yard again, can I catch it? town of cedarburg",
                 {**DOG, "roaming": True}, "vicious_dog", "Yes: a vicious dog found off its owner's premises")
