"""Resident trial 15 (session 6) and the points earlier trials left open (trial 12 m26, trial 13
n04 and n33): each question goes through the parsers and the rules as the actions run them.
The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield
ch. 195)."""
from __future__ import annotations

from bot.decision import NEEDS_JUDGMENT
from tests.test_trial12 import answer


def test_m26_one_person_is_a_family_under_95_22():
    d = answer("dog_limit", "I'm single and live alone on an R-1 lot in the Town of Cedarburg. The dog limit says "
                            "'per family' - does it even apply to one person? I want a 4th dog.")
    assert d.outcome.startswith("Yes, it applies to one person: § 95-22 defines FAMILY as 'One or more persons.'")
    assert "Over the limit: 4 dogs is more than the limit of 3" in d.text()
    assert d.cited == ["§ 95-22"]


def test_n04_licensed_within_30_days_but_after_april_1_is_not_settled():
    d = answer("dog_license", "Adopted a 2 yr old shepherd mix on march 20 and im getting her licence april 12. twn of "
                              "cedarburg. thats after april 1 but only 23 days since we got her -- late fee or not??")
    assert d.status == NEEDS_JUDGMENT
    assert d.text().startswith("The text does not settle it: the license came within 30 days of acquiring the dog (23 days)")
    assert "§ 95-4" in d.cited


def test_n33_a_llama_is_not_on_the_villages_at_large_list():
    d = answer("at_large", "A llama got out somewhere and has been wandering the ditches along our road in the Village "
                           "of Westfield for two days. Llamas aren't on the village's at-large list (cattle, horses etc) "
                           "so is it even against the rules?")
    assert d.status == NEEDS_JUDGMENT
    assert d.outcome.startswith("The Village's at-large rule does not name the animal you describe (llama)")
    assert "'any cattle, horse, swine, sheep, goat or poultry to run at large in the Village'" in d.outcome
    assert d.cited == ["Village of Westfield Code ch. 195 (animals running at large; grazing)",
                       "Village of Westfield Code ch. 195 (livestock and exotic animals)"]
    assert any("amended 11-12-2019 by Ord. No. 19:08" in n for n in d.notes)
    # a goat is on the list: the general answer
    assert not answer("at_large", "my goat keeps getting out onto the road, village of westfield").outcome.startswith(
        "The Village's at-large rule does not name")
