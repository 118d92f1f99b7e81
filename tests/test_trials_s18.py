"""Resident trials of session 18 (223 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, own_animal_named
from tests.trial_cases import assert_leads


@pytest.mark.parametrize("text, own, kind", [
    ("my neighbors dog got picked up by the town, how long do they have to get him back", None, None),  # someone else's
    ("our landlords cat keeps getting out", None, None),
    ("my dog got picked up", True, "dog"),
    ("my 2 dogs bark", True, "dog"),
])
def test_own_animal_not_a_neighbours(text, own, kind):
    """"my neighbors dog" (SMS-style, no apostrophe) is not the resident's animal (graders of session 17)."""
    assert extract_facts(text).get("own_animal") is own
    assert own_animal_named(text) == kind


CASES_S18 = [
    # § 95-7: "If within seven days after such notice the owner does not claim such animal, ...": the notice goes to the
    # owner, who need not be the resident asking
    ("s17 neighbour impound", "impoundment", "my neighbors dog got picked up by the town of cedarburg, how long do they "
     "have to get him back", {"animal": "dog"}, "impoundment", "Seven days after the officer's notice to the owner: "
     "within that time the owner may reclaim the animal by paying the impoundment fees", None),
]


@pytest.mark.parametrize("case, topic, text, extra, rule, lead, open_point", CASES_S18, ids=[c[0] for c in CASES_S18])
def test_trials_s18(case, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)
