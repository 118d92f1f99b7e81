"""Resident trials 35 and 36 (session 8): two more plain sets on the build after trials 33 and 34's
fixes (2141e5a). Trial 35 (each section's main subject): 40 correct, 3 partly, 2 wrong of 45 (36 of
40). Trial 36 (a part of each section beyond its headline): 44 correct, 1 partly (39 of 40). Each
question not answered at the first sentence is here, with the awkward leads the graders noted. The
values asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads

DOG, CHICKEN = {"animal": "dog"}, {"animal": "chicken"}
TOWN, VILLAGE = {"municipality": "town_of_cedarburg"}, {"municipality": "village_of_westfield"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("c11", "barking", "The dog next door barks for hours every single day. I live in the Town of Cedarburg. What does it take for the "
     "town to count that as a violation?", DOG, "barking", "Two formal, written complaints filed with the Town within four weeks", None),
    ("c19", "animal_care", "The dog next door in the Town of Cedarburg is left alone all day and looks lonely. Can I take it over to my "
     "sister's farm where it would be happier?", DOG, "pet_theft", "Not without the owner's consent: 'No person may take the dog or "
     "cat of another", None),
    ("c21", "dog_limit", "We have two dogs on our R-1 residential lot in the Town of Cedarburg and want to adopt two more from a rescue. "
     "Is four dogs OK?", DOG, "dog_limit", "No, that would be over the limit: 4 dogs would be more than the limit of 3.", None),
    ("c21 agricultural", "dog_limit", "We have two dogs on our agricultural lot in the Town of Cedarburg and want to adopt two more from "
     "a rescue. Is four dogs OK?", DOG, "dog_limit", "Yes, within the limit: 4 dogs would be within the limit of 5.", None),
    ("c32", "penalties", "If I get cited for breaking an animal rule in the Village of Westfield and it keeps going on for a week, is that "
     "just one violation?", {}, "penalties", "Each day is a separate offense: 'Each day that the violation of this chapter continues", None),
    ("c45 village", "chickens", "Do I need a permit to keep backyard chickens?", {**VILLAGE, **CHICKEN}, "chickens",
     "Yes: 'Any person who keeps chickens on land in the Village which the person owns, occupies or controls shall obtain a permit "
     "issued by the Clerk.'", None),
    ("c45 town", "chickens", "Do I need a permit to keep backyard chickens?", {**TOWN, **CHICKEN}, "chickens",
     "Yes, a license: 'Property owners shall be required to obtain a license", None),
    ("d10", "property_damage", "My neighbor in the Town of Cedarburg told me my dogs are welcome to play in his backyard. Yesterday they "
     "dug up part of his garden. Have I broken the Town's rule on animals damaging property?", DOG, "property_damage",
     "Not under § 95-11 while the owner of the land allows it", None),
    ("d23", "chickens", "Town of Cedarburg chickens - who pays for the coop inspections, me or the town?", CHICKEN, "chickens",
     "An inspection is required, and the permittee pays for it", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_35_36_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_c45_a_renter_asking_for_a_permit_still_gets_the_owners_consent_answer():
    assert_leads("chickens", "do i need a permit for chickens in westfield village? im renting the house", {}, "chickens",
                 "A permit from the Village Clerk is needed, and you can apply for it yourself")


@pytest.mark.parametrize("text, point, present", [
    ("The dog next door barks for hours every single day.", "one_time", False),
    ("it was a single night, a party next door", "one_time", True),
    ("is that just one violation?", "each_day", True),
    ("the dog next door looks lonely; can I take it over to my sister's farm?", "take_stray_away", True),
    ("can I take my own dog to my sister's farm?", "take_stray_away", False),
    ("my neighbor told me my dogs are welcome in his backyard", "owner_permission", True),
])
def test_trial_35_36_points(text, point, present):
    assert (point in parse_points(text)) is present


@pytest.mark.parametrize("text, dogs", [
    ("We have two dogs and want to adopt two more from a rescue. Is four dogs OK?", 4.0),
    ("we have two dogs and want to adopt two more", 4.0),
    ("we have 3 dogs", 3.0),
])
def test_c21_the_dogs_had_plus_those_added(text, dogs):
    assert extract_facts(text).get("dog_count") == dogs


def test_replay_a_biting_dog_loose_in_the_yard_is_not_a_stray_to_carry_off():
    """Trial 5 c09 (replayed): 'has bitten two people this year and today he showed up in my yard again, no leash, no
    muzzle. Can I catch him and take him to the police?' is § 95-6's seizure of a vicious dog, not § 95-20."""
    assert_leads("vicious_dog", "The dog from down the road has bitten two people this year and today he showed up in my yard "
                 "again, no leash, no muzzle. Can I catch him and take him to the police myself? Town of Cedarburg", DOG,
                 "vicious_dog", "Yes: a vicious dog found off its owner's premises")


@pytest.mark.parametrize("text, asked", [
    ("Do I need a permit to keep backyard chickens in the Village of Westfield?", "needs_permit"),
    ("We only keep hens April through October in the Village of Westfield. Do we need a new permit each spring?", None),
])
def test_needs_permit_is_not_the_lapse_question(text, asked):
    assert (extract_facts(text).get("chicken_question") == "needs_permit") is (asked is not None)
