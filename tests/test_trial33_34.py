"""Resident trials 33 and 34 (session 8): two more plain sets on the build after trials 31 and 32's
fixes (7911f48). Trial 33 (each section's main subject): 39 correct, 1 partly, 4 wrong, 1 fallback of
45 (34 of 40). Trial 34 (a part of each section beyond its headline): 37 correct, 7 partly, 1 fallback
(32 of 40). Each question not answered at the first sentence is here (b38 asked only "westfield": the
bot's Village-or-Town question is kept; the answer after it is tested). The values asserted come from
the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, parse_points
from tests.trial_cases import assert_leads, fallback_reply, question_tracker, run_action

DOG, CAT, CHICKEN, WILD, BEES = {"animal": "dog"}, {"animal": "cat"}, {"animal": "chicken"}, {"animal": "wild"}, {"animal": "bees"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("a02", "dog_license", "neighbor in town of cedarburg has a dog thats like 2 yrs old and its never been licensed is that even legal",
     DOG, "dog_license", "No: it is unlawful in the Town to 'own, harbor or keep any dog more than five months of age", None),
    ("a08", "bite", "My 8-year-old got bitten on the leg by the neighbor's dog yesterday in the Town of Cedarburg. The owner knows it "
     "happened. What is she required to do now?", DOG, "bite", "If you own or keep the dog, you must report the bite immediately "
     "to the Town Constable", None),
    ("a12", "wild_animals", "I'm moving into a house in the Town of Cedarburg with my pet reticulated python. She's about 9 feet long. I "
     "don't have any state license. Am I allowed to keep her?", WILD, "wild_animals", "No: constrictor snakes, six feet in length or "
     "more, are on the list", None),
    ("a18", "trapping", "want to trap the raccoons getting into my barn + yard, town of cedarburg. what rules for traps", WILD,
     "trapping", "§ 95-19 does not ban trapping; it sets a condition: traps set, placed or tended in the Town must comply with "
     "Wisconsin's trapping law, Wis. Stat. ch. 29 (state law)",
     None),
    ("b04", "rabies_quarantine", "My cat scratched and bit a delivery driver at our house in the Town of Cedarburg. An officer ordered "
     "her quarantined at an isolation facility with vet supervision. Who has to pay for the isolation facility and the vet exams?",
     CAT, "rabies_quarantine", "The owner pays: the owner of an animal is responsible for the expenses of keeping it in an "
     "isolation facility", None),
    ("b06", "impoundment", "My neighbor called the humane officer in the Town of Cedarburg saying my dog chases cars. The officer "
     "never saw it happen and nobody signed anything. Can he still come and impound my dog?", DOG, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation", None),
    ("b12", "wild_animals", "I own a licensed pet shop in the Town of Cedarburg and live in the apartment directly above it, about 20 "
     "feet from the reptile room. Can I keep a seven-foot python in the shop for sale?", WILD, "wild_animals",
     "Not under the § 95-13 exceptions while someone lives that close", None),
    ("b21", "dog_limit", "We're buying a house on a residential lot in the Town of Cedarburg. The seller has legally kept five licensed "
     "dogs there since before 1988. We also have five dogs. Can we keep all five after we move in?", DOG, "dog_limit",
     "No, the grandfathering does not pass to you", None),
    ("b22", "bees", "I want to apply for a beekeeping license in the Town of Cedarburg. Do I have to do anything with my neighbors "
     "before I apply?", BEES, "bees", "All owners and occupants of properties within 500 feet, at least 10 days before you "
     "apply", None),
    ("b32", "penalties", "I got cited for an animal ordinance violation in the Village of Westfield. While it was sorted out, my dog "
     "was held at a shelter and checked by a vet. Do I have to pay those costs on top of the penalty?", DOG, "penalties",
     "The violator pays them: 'In addition to the foregoing penalties", None),
    ("b38", "chickens", "my hens hatched some chicks can i sell the babies westfield", {**CHICKEN, "municipality": "village_of_westfield"},
     "chickens", "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks from chickens kept under a § 195-14 permit.", None),
    ("b39", "chickens", "Who actually enforces the backyard chicken rules in the Village of Westfield?", CHICKEN, "chickens",
     "The Village Police Department enforces § 195-14.", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_33_34_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_a05_keep_it_on_his_property_is_not_keeping_the_neighbours_dog():
    text = ("My neighbor's dog just wanders all over our road and into yards all day in the Town of Cedarburg. Isn't the owner "
            "supposed to keep it on his property?")
    assert "keep_neighbors_pet" not in parse_points(text)
    assert "keep_neighbors_pet" in parse_points("the neighbor's cat keeps coming over, can we keep her? town of cedarburg")
    msg = fallback_reply(text, [{"name": "ask_property_damage", "confidence": 0.222}, {"name": "ask_vicious_dog", "confidence": 0.198},
                                {"name": "ask_pet_theft", "confidence": 0.144}], DOG)
    assert msg["text"].startswith("No animal may run at large in the Town")


def test_a19_the_stray_lead_names_no_office_and_no_animal_it_was_not_asked_about():
    msg = fallback_reply("A stray-looking cat keeps hanging around my porch in the Town of Cedarburg but it has a collar. Can I just drive "
                         "it to a shelter in another town without asking anyone?", [{"name": "ask_wild_animals", "confidence": 0.2}], CAT)
    assert msg["text"].startswith("Not without the owner's consent: 'No person may take the dog or cat of another")
    assert "Report the dog" not in msg["text"]


def test_b22_a_follow_up_below_the_nlu_threshold_is_answered_on_the_conversations_topic():
    from actions.sections import ActionLookupFallback

    slots = {"municipality": "town_of_cedarburg", "topic": "bees", "animal": "bees"}
    [msg], _ = run_action(ActionLookupFallback, question_tracker("And if the license ever gets revoked, how soon could I get a new one?",
                                                                 "nlu_fallback", slots, confidence=0.4, as_event=False))
    assert msg["text"].startswith("After a revocation, a new license cannot be issued to the licensee or the licensee's property "
                                  "until one year after the date of revocation.")
    [other], _ = run_action(ActionLookupFallback, question_tracker("how many hours after it stops snowing do I have to shovel my "
                                                                   "sidewalk?", "nlu_fallback", slots, confidence=0.4, as_event=False))
    assert other.get("response") == "utter_out_of_scope"


@pytest.mark.parametrize("text, age", [("My 8-year-old got bitten on the leg by the neighbor's dog", None),
                                       ("my 8 year old lab got bitten by a fox", 96.0)])
def test_a08_a_child_bitten_is_not_the_dogs_age(text, age):
    assert extract_facts(text).get("dog_age_months") == age


@pytest.mark.parametrize("text, length", [
    ("I live about 20 feet from the reptile room and want a seven-foot python", 84.0),
    ("a python about 9 feet long", 108.0),
])
def test_b12_a_distance_is_not_a_length(text, length):
    assert extract_facts(text).get("length_in") == length


@pytest.mark.parametrize("text, point, present", [
    ("I don't have any state license. Am I allowed to keep her?", "other_permits", False),
    ("I have a state wildlife rehab permit, can I keep a fox?", "other_permits", True),
    ("What is she required to do now?", "vet_cooperation", False),
    ("the vet won't get involved, isn't she required to?", "vet_cooperation", True),
    ("want to trap the raccoons getting into my barn + yard", "inside_building", False),
    ("can I set a trap on my porch for mice?", "inside_building", True),
    ("can I set a trap in my garage for mice?", "indoor_trap", True),  # a garage is a building (trial 282 r18)
    ("is that even legal?", "is_it_legal", True),
    ("I live above the shop and keep reptiles there", "lives_near_quarters", True),
    ("we live 300 feet from the pet store", "lives_near_quarters", False),
    ("Do I have to do anything with my neighbors before I apply?", "neighbor_notice", True),
])
def test_trial_33_34_points(text, point, present):
    assert (point in parse_points(text)) is present
