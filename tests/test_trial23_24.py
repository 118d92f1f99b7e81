"""Resident trials 23 and 24 (session 7): two more plain sets written and then graded by one helper
each, on the build after trials 21 and 22's fixes (102e9cb). Trial 23 (the main subject of each
section): 41 correct, 0 partly, 3 wrong, 1 fallback of 45 (36 of 40). Trial 24 (a part of each
section beyond its headline): 36 correct, 6 partly, 2 wrong, 1 fallback (31 of 40). Each question
not answered at the first sentence is here, with the NLU's topic as it came back. The values
asserted come from the seed text."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("z18", "chickens", "some critter keeps getting into our chicken coop at nite. can i set traps on my land? twn of cedarburg",
     {"animal": "chicken"}, "trapping", "§ 95-19 does not ban trapping; it sets a condition: traps set, placed or tended "
     "in the Town must comply with Wisconsin's trapping law", None),
    # ask_vehicle_accident 0.41
    ("z28", "vehicle_accident", "I saw a man in the Village of Westfield hitting his dog, and the dog looks really skinny. Is that "
     "against the law there?", DOG, "cruelty", "No person may cruelly treat any animal in the Village", None),
    ("z33", "animal_sale", "we got chicks from the farm store & one turned out to be a boy, hes only 8 wks. does he count as a "
     "rooster? westfield village", {"animal": "chicken"}, "chickens", "Yes: a rooster is 'A male chicken of any age", False),
    ("q01", "rabies_vaccination", "my dogs rabies tag fell off somewhere in the woods, how do i get a replacment? twn of cedarburg",
     DOG, "rabies_vaccination", "Ask your veterinarian for a duplicate", None),
    ("q02", "dog_license", "I breed Labrador retrievers on my property in the Town of Cedarburg and usually have about eight adult "
     "dogs. Instead of buying a separate license for every dog each year, is there some kind of kennel license I can get, and "
     "what do I need first?", DOG, "dog_license", "A kennel license is possible only with a conditional use permit", None),
    ("q03", "dog_license", "We adopted a 2-year-old dog last week and live in the Town of Cedarburg. How long do we have to get it "
     "licensed before there's a late fee?", DOG, "dog_license", "Within 30 days of acquiring a dog five months old or older, and after that before April 1 of each year", None),
    ("q05", "at_large", "if my dog is on a leash walking down the road does that count as running at large? twn of cedarburg", DOG,
     "at_large", "A leashed dog or cat under control is not running at large: 'A dog or cat shall not be considered to be running at large if it is on a leash", None),
    ("q06", "impoundment", "Our dog got loose last weekend and nipped a kid at the park before a humane officer picked him up. He's "
     "at the shelter now. We live in the Town of Cedarburg. How long does the shelter have to keep him?", DOG,
     "impoundment", "14 days", None),
    ("q16", "animal_care", "A Town of Cedarburg officer took our old horse last week, saying it was being neglected, and left us a "
     "notice. We want her back. How long do we have, and what do we have to do?", {"animal": "horse"},
     "animal_care", "Five days after the notice: the owner can redeem the animal within five days after notice", None),
    ("q22", "bees", "got a license for 2 beehives on my lot in twn of cedarburg, do i have to have water out for them", {},
     "bees", "Yes: 'An ever-present supply of water shall be provided for all hives.'", None),
    ("q24", "livestock", "My family are Old Order Amish and we just moved into the Village of Westfield. We use a horse and buggy "
     "to get around. Are we allowed to keep our horse at our home?", {"animal": "horse"}, "livestock",
     "Allowed: horses used as a means of transportation by resident members of the Amish/Mennonite religious sects", None),
    ("q35", "chickens", "I have a detached garage with a flat roof in the Village of Westfield and I'd like to put a small chicken "
     "coop on top of it to save yard space. Is that OK?", {}, "chickens", "No", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_23_24_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_a_stray_hit_on_the_road_is_still_a_vehicle_question():
    assert_leads("vehicle_accident", "Hit a skinny dog with no collar on a county road in the Town of Cedarburg, looked like a stray. "
                 "Do I still have to report it?", DOG, "vehicle_accident", "Notify the Town Constable or an animal control agency serving the Town, immediately")


def test_z08_the_animal_named_in_the_words_is_read_when_the_nlu_tags_none():
    from tests.trial_cases import extracted_slots

    set_ = extracted_slots("I'm retired and my usually gentle terrier nipped the mail carrier this morning at our house in the Town of "
                    "Cedarburg. It broke the skin. What am I required to do now?", "ask_bite", {}, active_loop=None)
    assert set_["animal"] == "dog" and set_["bit_person"] is True
