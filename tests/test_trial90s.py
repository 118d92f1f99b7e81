"""Resident trials from 90 on (session 13): what their graders found, each fixed with a test. The values
asserted come from the seed text (Village of Westfield ch. 195, Town of Cedarburg ch. 95)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads

W = {"municipality": "village_of_westfield"}
T = {"municipality": "town_of_cedarburg"}


def test_trial_90_must_we_get_rid_of_the_kittens_is_answered_no_not_now():
    """Trial 90 r30: "7 cats total now (4 kittens). Do we have to get rid of them right away?" was answered "Yes: the
    limit is three cats ..." (the "is that allowed?" wording). Ch. 195: "No more than three cats over five months old
    shall be kept in each residential household"; the 4 kittens reach five months later, and then 7 is over three."""
    text = ("our cat had a litter so we have 7 cats total now (4 kittens, 8 weeks old). Do we have to get rid of them right "
            "away? Village of Westfield")
    facts = extract_facts(text)
    assert facts["asks"] == "must_remove"
    assert (facts["count_over_five_months"], facts["count_under_five_months"]) == (3, 4)
    assert_leads("cat_limit", text, {"animal": "cat", **W}, "cat_limit",
                     "No, not now: the limit is three cats over five months old per residential household, and you have 3; "
                     "the young ones do not count until they are over five months old, and then the household will have 7, "
                     "more than three.")


@pytest.mark.parametrize("text", ["Do I have to rehome one of my cats? I have 3 adult cats.",
                                  "we have three grown cats, must we give up any of them?"])
def test_must_we_remove_reads_other_wordings(text):
    assert extract_facts(text)["asks"] == "must_remove"


def test_the_acceptance_kitten_case_keeps_its_wording_and_adds_when_the_kitten_will_count():
    """Acceptance case cats-westfield-kitten: "yes: the limit is three cats over five months old per residential
    household; the kitten is under five months"; with three adults the kitten makes four once it is over five months."""
    d = assert_leads("cat_limit", "I have three adult cats and a new 2-month-old kitten. Is that allowed?",
                     {"animal": "cat", **W}, "cat_limit", "Yes: the limit is three cats over five months old")
    assert d.outcome.endswith("; the kitten is under five months, so it does not count yet; once it is over five months "
                              "old the household will have 4, more than three.")


def test_young_ones_that_keep_the_household_within_three_add_nothing():
    d = assert_leads("cat_limit", "I have two adult cats and one kitten, is that allowed?", {"animal": "cat", **W},
                     "cat_limit", "Yes: the limit is three cats over five months old")
    assert "once" not in d.outcome
