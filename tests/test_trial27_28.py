"""Resident trials 27 and 28 (session 8): two plain sets, each written and then graded by one helper,
on the final build of session 7 (91194af). Trial 27 (each section's main subject): 36 correct, 6 partly,
3 wrong of 45 (31 of 40). Trial 28 (a part of each section beyond its headline): 34 correct, 7 partly,
1 wrong, 3 "which Westfield?" clarifications (29 of 40). Each question not answered at the first
sentence is here, but the three where the bot asked whether "westfield" meant the Village or the Town
(n26, n33, n36: the Town of Westfield is another municipality; the question is kept on purpose). The
values asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads, question_tracker, run_action

DOG, CHICKEN = {"animal": "dog"}, {"animal": "chicken"}
TOWN, VILLAGE = {"municipality": "town_of_cedarburg"}, {"municipality": "village_of_westfield"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("m03", "dog_license", "I forgot to renew my dog's license in the Town of Cedarburg and it's now the middle of May. Will I be "
     "charged anything extra?", DOG, "dog_license", "A late fee applies because the license was not obtained before April 1. The late fee is in addition to "
     "the license fee and is set by the Town Board.", None),
    ("m09", "property_damage", "ppl walking dogs in town of cedarburg keep letting them poop on my lawn n just walk away is that even "
     "legal", DOG, "property_damage", "It is not allowed: § 95-11 makes it unlawful to permit an animal 'to go upon any parkway or "
     "private lands", None),
    ("m11", "barking", "I live in the Town of Cedarburg. The dog next door barks for hours every day and most nights. I've asked the "
     "owners twice to do something and nothing has changed. What has to happen for this to officially count as a violation?", DOG,
     "barking", "Two formal, written complaints filed with the Town within four weeks", None),
    ("m21", "dog_limit", "I own a rental house on an R-1 residential lot in the Town of Cedarburg. The family who wants to rent it has "
     "four adult dogs and no kennel license. Can I let them keep all four there?", DOG,
     "dog_limit", "Over the limit: 4 dogs is more than the limit of 3.", None),
    ("m33", "chickens", "If I get a capon (a neutered male chicken), does the Village of Westfield treat it as a rooster under the "
     "chicken rules?", {}, "chickens", "Yes: a rooster is 'A male chicken of any age, including a capon", None),
    ("m37", "chickens", "My neighbor in the Village of Westfield has been written up again and again this year over his chickens. At "
     "what point does he actually lose his chicken permit?", {}, "chickens", "Three violations within twelve months revoke the permit: a permit holder who accumulates three "
     "violations of § 195-14 within any twelve-month period has the permit revoked", None),
    ("m38", "chickens", "A lady on my street in the Village of Westfield put up a sign selling eggs from her backyard hens. Is she "
     "allowed to sell them?", {}, "chickens", "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks", None),
    ("m39", "chickens", "who enforces the chicken rules in westfield village theres a rooster next door going off at 4am", {},
     "chickens", "The Village Police Department enforces § 195-14.", None),
    ("n05", "vicious_dog", "Our dog has been declared vicious in the Town of Cedarburg. Is it okay for my 14-year-old son to take him "
     "for walks on a leash?", DOG, "vicious_dog", "Not without a muzzle: a vicious dog may be off its owner's premises only if "
     "muzzled, or on a leash in charge of the owner or a member of the owner's immediate family over 16 years of age, and 14 is "
     "not over 16.", None),
    ("n06", "impoundment", "neighbor keeps saying my dog barks all day. can town of cedarburg police just come impound him on her "
     "word", DOG, "impoundment", "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or "
     "hear the violation", None),
    ("n12", "dog_license", "I hold a state game farm license and I'd like to raise whitetail deer on my property in the Town of "
     "Cedarburg. I know deer are on the banned list. Does my license make a difference?", {}, "wild_animals",
     "Not without a state game farm license; with one, yes: deer are on the § 95-13 list", None),
    ("n15", "animal_care", "I raise beef cattle on my farm in the Town of Cedarburg. They have a windbreak and an open-front shed, the "
     "way everyone around here does it. Can the town's shelter rules require more than that?", {}, "animal_care",
     "No more than normal husbandry: 'In the case of farm animals", True),
    ("n18", "trapping", "do the trapping rules in town of cedarburg cover mouse traps in my kitchen", {}, "trapping",
     "Inside a building or home, the Town's trapping section does not apply: 'This section shall not apply to trapping within the confines of buildings or homes.'", None),
    ("n23", "chickens", "and how far does the coop have to be from my house", {**TOWN, **CHICKEN}, "chickens",
     "At least 25 feet: 'No part of the coop structure or fenced-in run shall be located closer than 25 feet", None),
    ("n32", "penalties", "If I'm cited for an animal violation in the Village of Westfield, could I also be on the hook for the "
     "shelter and vet bills?", {}, "penalties", "The violator pays them: 'In addition to the foregoing penalties, any person violating this chapter "
     "shall pay all expenses", None),
    ("n33", "chickens", "is a capon counted as a rooster under the westfield chicken rules", VILLAGE, "chickens",
     "Yes: a rooster is 'A male chicken of any age, including a capon", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_27_28_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


@pytest.mark.parametrize("text, licensed", [
    ("four adult dogs and no kennel license", False),
    ("we don't have a kennel license, just 4 dogs", False),
    ("they haven't got a kennel license", False),
    ("we have a kennel license for our 6 dogs", True),
])
def test_m21_no_kennel_license_is_not_a_kennel_license(text, licensed):
    assert extract_facts(text).get("kennel_license") is licensed


@pytest.mark.parametrize("text, handler, dog_age", [
    ("Is it okay for my 14-year-old son to take him for walks on a leash?", 14.0, None),
    ("my 15 year old daughter walks him every day", 15.0, None),
    ("our 3 year old lab has been declared vicious", None, 36.0),
])
def test_n05_a_childs_age_is_not_the_dogs(text, handler, dog_age):
    facts = extract_facts(text)
    assert facts.get("handler_age") == handler and facts.get("dog_age_months") == dog_age


def test_m38_selling_them_after_eggs_is_selling_eggs():
    assert extract_facts("a neighbor is selling eggs from her backyard hens in the Village of Westfield. can she sell them?").get(
        "chicken_question") != "sell_hens"
    assert extract_facts("we have too many hens. can I sell them to a farmer? village of westfield").get(
        "chicken_question") == "sell_hens"


@pytest.mark.parametrize("text, licensed", [
    ("I hold a state game farm license and want to raise deer", True),
    ("we don't have a game farm license, can we keep a deer?", False),
    ("can we keep a fawn we found?", None),
])
def test_n12_game_farm_license(text, licensed):
    assert extract_facts(text).get("game_farm_license") is licensed


@pytest.mark.parametrize("text, point, present", [
    ("the neighbors dog poops on my lawn every morning", "fouling", True),
    ("do I have to pick up my dog's poop on walks?", "fouling", False),
    ("can the police impound my dog on a neighbor's word?", "impound_grounds", True),
    ("can the police impound my dog if he runs loose?", "impound_grounds", False),
    ("my horses have a run-in shed like every other farm; can the Town require more than that?", "husbandry", True),
    ("does my dog need a doghouse in winter?", "husbandry", False),
    ("are mouse traps in my basement covered?", "indoor_trap", True),
    ("can I set a live trap in my backyard for a woodchuck?", "indoor_trap", False),
    ("how far from my house does the coop need to be?", "coop_house", True),
    ("how far from the lot line does the coop need to be?", "coop_house", False),
])
def test_trial_27_28_points(text, point, present):
    assert (point in parse_points(text)) is present


def test_m28_the_index_does_not_overrule_a_topic_the_facts_moved():
    """"hitting his dog w a stick ... doesnt feed it" came back as a vehicle accident (0.55); the facts
    route it to cruelty, and the section index must not then move it to the egg-sale rule."""
    from actions.actions import ActionAnswer

    text = ("saw my neighbor in westfield village hitting his dog w a stick n it looks super skinny like he doesnt feed it is that "
            "illegal")
    slots = {k: v for k, v in extract_facts(text).items() if v is not None}
    slots.update({"topic": "vehicle_accident", "animal": "dog"})
    tracker = question_tracker(text, "ask_vehicle_accident", slots, confidence=0.55,
                               ranking=[{"name": "ask_animal_sale", "confidence": 0.12}, {"name": "ask_cruelty", "confidence": 0.1}])
    messages, _ = run_action(ActionAnswer, tracker)
    custom = next(m["custom"] for m in messages if m.get("custom"))
    assert custom["rule"] == "cruelty"
    assert custom["citations"][0]["citation"] == "Village of Westfield Code ch. 195 (cruelty to animals)"


def test_n37_a_follow_up_taken_for_why_that_asks_something_else_is_answered():
    """"and who holds the hearing?" after the revocation answer came back as ask_why: the Village Board
    answers it, not the rule trace."""
    from actions.sections import ActionExplain

    slots = {**VILLAGE, "topic": "chickens", "chicken_question": "appeal", "last_trace": ["municipality is Village of Westfield"]}
    messages, _ = run_action(ActionExplain, question_tracker("and who holds the hearing?", "ask_why", slots, confidence=0.42,
                                                             as_event=False))
    assert messages[0]["text"].startswith("You may ask for a hearing before the Village Board")
    why, _ = run_action(ActionExplain, question_tracker("why is that?", "ask_why", slots, as_event=False))
    assert why[0]["text"].startswith("I answered that way because:")


def test_m38_them_after_eggs_is_eggs_but_hens_before_eggs_stay_hens():
    """"Can I sell them to a farmer, or is that banned like selling eggs?" (trial 6 d44) asks about the hens."""
    assert extract_facts("Two of my hens are 4 years old and barely laying. Can I sell them to a farmer I know, or is that banned "
                         "like selling eggs? Village of Westfield").get("chicken_question") == "sell_hens"
