"""Resident trial 21 (session 7): a third plain set, half of it asked from the other side (the
neighbour, the victim, the landlord), written independently, graded on the build after trial
20's fixes and the silences (d3334d8): 36 correct, 5 partly, 4 wrong, 0 fallbacks of 45 (32 of
the 40 per-section questions). Each question not answered at the first sentence is here, with the
NLU's topic as it came back. The values asserted come from the seed text."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads, extracted_slots

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

T21 = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("x12", "animal_care", "We found a baby deer all alone in our back field in the Town of Cedarburg and the kids want to raise it. "
     "We'd keep it in the barn and bottle feed it. Are we allowed to keep it?", {},
     "wild_animals", "No: deer are on the list of animals that may not be kept, unless a state game farm license has been issued.", None),
    ("x14", "animal_care", "neighbors dog is chained out back all day and the water bowl is always empty or knocked over. isnt that "
     "against the rules? town of cedarburg", DOG,
     "animal_care", "Anyone owning or confining an animal must supply it with sufficient food and water", None),
    ("x20", "vehicle_accident", "Our cat was hit by a car on our road in the Town of Cedarburg last night and the driver just kept "
     "going. Weren't they supposed to report it?", CAT,
     "vehicle_accident", "Yes, the driver was: 'The operator of any vehicle involved in an accident", False),
    ("x22", "bees", "I'd like to start beekeeping, two hives in the backyard of our house in the Town of Cedarburg. We're zoned "
     "residential, about an acre, no HOA. What do I need to do?", {},
     "bees", "Apply to the Town Clerk on the Town's form, with a site plan and a sworn statement of notice to neighbors", None),
    ("x33", "chickens", "Our neighbors in Westfield village got chicks this spring and one is clearly a young male. They say it's not "
     "a rooster yet because it doesn't crow. Does it count as a rooster?", {},
     "chickens", "Yes: a rooster is 'A male chicken of any age, including a capon or otherwise neutered male chicken', and 'No "
     "person shall keep any rooster.'", False),
    ("x34", "chickens", "I own a rental house in the Village of Westfield and my tenant just asked if she can put up a coop and keep a "
     "few hens. If she applies for the chicken permit herself, do I have to be involved or sign anything?", {},
     "chickens", "Your written consent is required: 'Permit applications submitted by a person other than a record title owner", False),
    ("x37", "chickens", "I got a letter by certified mail from the Village of Westfield saying my chicken permit is revoked because "
     "of three violations this year. I think at least one of them was bogus. Can I fight this, and how long do I have?", {},
     "chickens", "You may ask for a hearing before the Village Board: the request must be in writing, within 10 days", None),
    ("x38", "chickens", "my hens lay way more eggs than we can eat. ok to sell a few dozen to coworkers? westfield village", {},
     "chickens", "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T21, ids=[row[0] for row in T21])
def test_trial21_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_x45_naming_the_place_in_reply_keeps_the_question():
    # "Is there a limit on how many dogs...?" -> "Which municipality?" -> this reply, classified ask_chickens 0.97
    set_ = extracted_slots("We're in the Town of Cedarburg, regular R-1 subdivision lot.", "ask_chickens",
                    {"topic": "dog_limit", "requested_slot": "municipality", "dog_count": 4.0})
    assert set_["topic"] == "dog_limit" and set_["municipality"] == "town_of_cedarburg"
    assert "dog_count" not in set_  # the question's own facts are kept, not reset


def test_a_new_question_with_the_place_still_starts_afresh():
    set_ = extracted_slots("Town of Cedarburg. Also, can I keep chickens?", "ask_chickens",
                    {"topic": "dog_limit", "requested_slot": "municipality", "dog_count": 4.0})
    assert "topic" not in set_ and set_["point"] is None  # the last question's point is reset
