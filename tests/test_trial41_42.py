"""Resident trials 41 and 42 (session 8): the final pair, graded on the session's last build before
their own fixes (eb622de). Trial 41 (each section's main subject): 43 correct, 1 partly, 1 wrong of 45
(38 of 40). Trial 42 (a part of each section beyond its headline): 40 correct, 3 partly, 2 wrong (35 of
40). Their failures are here (u04, an unvaccinated cat during a posted quarantine, is in
tests/test_trial43_60.py). The values asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads, extracted_slots, question_tracker, run_action

CAT, HORSE = {"animal": "cat"}, {"animal": "horse"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("u19", "impoundment", "My neighbor in the Town of Cedarburg took my cat to his cabin up north for the weekend without asking me "
     "because he said she 'liked him better.' Is that allowed?", CAT, "pet_theft",
     "Taking another person's dog or cat without the owner's consent is against § 95-20: 'No person may take the dog or cat of another from one place to another", None),
    ("w04", "bite", "My cat scratched and bit a neighbor kid in the Town of Cedarburg. The officer ordered her quarantined at an "
     "isolation facility with vet checks. I'm the owner. Who has to pay for the facility and the vet exams?", CAT,
     "rabies_quarantine", "The owner pays: the owner of an animal is responsible for the expenses of keeping it in an isolation "
     "facility", None),
    ("w15", "animal_care", "I raise beef cattle in the Town of Cedarburg. Does the town's shelter ordinance require me to house them to "
     "a higher standard than what farmers in Ozaukee County normally do?", {"animal": "livestock"}, "animal_care",
     "No more than normal husbandry", True),
    ("w16", "impoundment", "While I was in the hospital, a deputy in the Town of Cedarburg took my horses because nobody was feeding "
     "them, and I just got the notice. How long do I have to get them back, and what do I have to pay?", HORSE, "animal_care",
     "Five days after the notice", None),
    ("w24", "livestock", "My cousin is stopping overnight at my house in the Village of Westfield with her two show goats on the way to "
     "the county fair. They'd be here about 18 hours. Do I need approval from the Village Board?", {"animal": "livestock"},
     "livestock", "A stay of 24 hours or less is outside the ban", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", CASES, ids=[row[0] for row in CASES])
def test_trials_41_42_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_w22_an_unsure_follow_up_that_names_no_animal_stays_on_the_subject():
    """"and if the town ever revokes the license, how soon could I get a new one?" after a Town bee-license answer came back
    as a chicken question at 0.53; the subject stays bees (whose rule then answers the one-year wait, tests/test_trial33_34.py
    b22). A confident new question, or one naming an animal, moves it."""
    from actions.actions import ActionExtractFacts

    slots = {"municipality": "town_of_cedarburg", "topic": "bees", "about_bees": True}
    text = "and if the town ever revokes the license, how soon could I get a new one?"
    _, unsure = run_action(ActionExtractFacts, question_tracker(text, "ask_chickens", slots, confidence=0.527, as_event=False))
    assert [e["value"] for e in unsure if e.get("name") == "topic"] == ["bees"]
    _, confident = run_action(ActionExtractFacts, question_tracker(text, "ask_chickens", slots, confidence=0.9, as_event=False))
    assert all(e.get("name") != "topic" for e in confident)
    assert "topic" not in extracted_slots("and how many hens can I keep?", "ask_chickens", slots, None)


@pytest.mark.parametrize("text, fair", [
    ("with her two show goats on the way to the county fair", None),
    ("the goats are penned at the county fairgrounds for the week", True),
])
def test_w24_on_the_way_to_the_fair_is_not_at_the_fairgrounds(text, fair):
    assert extract_facts(text).get("fairgrounds") is fair
