"""Resident trials 75 onwards (session 12): what their graders found, each fixed with a test. The values
asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import vague_request
from tests.trial_cases import assert_leads

W = {"municipality": "village_of_westfield"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    # ask_diseased_animal 0.57: a dead hen in the Village is § 195-14D(2)'s report, not the diseased-animals provision
    ("75-r39", "diseased_animal", "two of my hens died overnight and a third one looks really sick. do I have to report that "
     "to somebody?", {"animal": "chicken", **W}, "chickens",
     "Report it to the Health Department immediately: anyone keeping chickens must report any unusual illness or death of "
     "chickens.", None),
    # a cat owner was told "A currently immunized dog ... is exempt" (§ 95-5B names dog or cat)
    ("75-r04", "rabies_quarantine", "There's a rabies quarantine in our area right now. Does my cat have to stay inside? She's "
     "vaccinated and wears her tag. Town of Cedarburg", {"animal": "cat"}, "rabies_quarantine",
     "No. A currently immunized cat with its rabies tag attached is exempt from the Town quarantine", None),
    # "a shorter stay is outside the ban" read as permission for a pet pig
    ("75-r24", "livestock", "Can I keep a mini pig as a pet in the Village of Westfield?", {}, "livestock",
     "Only with specific advance Village Board approval: livestock (cows, goats, sheep, horses, swine including miniature "
     "pigs, etc.) may not be kept anywhere in the Village for more than 24 hours without it", None),
    ("76-r01", "rabies_vaccination", "got a puppy from a breeder out of state, shes 8 months old and already had her rabies shot "
     "there (i have the paper). do i still have to get her vaccinated again within 30 days now that we moved to the town of "
     "cedarburg?", {"animal": "dog"}, "rabies_vaccination",
     "No new shot is needed on moving in: a dog brought into the Town after five months of age must be vaccinated within "
     "30 days unless it has been vaccinated as evidenced by a current certificate of rabies vaccination.", None),
    # two points, one answer: each day is a separate offense, and the each-day answer names the expenses too
    ("76-r32", "penalties", "if i get cited in westfield village for an animal violation and it takes me a week to fix, is "
     "that 1 violation or 7? and can they make me pay the shelter and vet bills too", {}, "penalties",
     "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a separate "
     "offense.'", None),
    ("76-r35", "chickens", "do i need to renew my chicken permit every year in westfield village? also thinking of making the "
     "coop bigger next spring, does that matter", {"animal": "chicken"}, "chickens",
     "A permit from the Village Clerk is needed, but no yearly renewal: the permit stays valid for as long as you keep "
     "chickens in a coop that meets § 195-14C. A new permit is required if you stop keeping chickens for 12 months or more, "
     "or if you intend to modify, enlarge or relocate the coop or run.", None),
    ("76-r37", "chickens", "Could I put the chicken coop up on the flat roof of my detached garage? Or else in the side yard?",
     {"animal": "chicken", **W}, "chickens",
     "Not in the front or side yard: no coop may be located there, and coops and runs must meet the zoning district "
     "setbacks. A coop may be part of an unattached yard shed or garage if the setbacks are met, but not on top of a "
     "building.", None),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_trial_question_leads_with_the_point_asked(case):
    _id, topic, text, extra, rule, lead, judgment = case
    assert_leads(topic, text, extra, rule, lead, judgment)


def test_a_roof_question_alone_still_gets_the_roof_answer():
    assert_leads("chickens", "can the coop go on top of my shed?", {"animal": "chicken", **W}, "chickens",
                 "Not on top of a building: a coop may be built as part of an unattached yard shed or garage")


def test_moving_the_coop_without_asking_about_a_yearly_renewal_is_still_the_new_permit_answer():
    assert_leads("chickens", "we want to move our chicken coop to the back of the lot, is that ok?", {"animal": "chicken", **W},
                 "chickens", "A new permit is needed: one is required if you intend to modify, enlarge or relocate the coop or run")


def test_a_sick_hen_that_may_be_contagious_stays_with_the_diseased_animals_provision():
    assert_leads("diseased_animal", "our hens have a contagious disease, can we take them to the county fair?",
                 {"animal": "chicken", **W}, "diseased_animal", "A domestic animal with a contagious or infectious disease")


@pytest.mark.parametrize("text", ["hi can you help me w something about my neighbors animals",
                                  "can u help me with something about my dog pls"])
def test_sms_style_requests_without_facts_are_vague(text):
    assert vague_request(text) in ("neighbor", "dog")
