"""Rule-module behaviour beyond the acceptance cases: thresholds, "don't know",
question order, and jurisdiction."""
from __future__ import annotations

import pytest

from bot import law
from bot.decision import ANSWERED, NEEDS_FACTS, NEEDS_JUDGMENT, NOT_COVERED
from bot.facts import DONT_KNOW
from bot.rules import TOPICS, UnknownTopic, decide

TOWN = {"municipality": "town_of_cedarburg"}
VILLAGE = {"municipality": "village_of_westfield"}


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_municipality_is_asked_first(topic):
    d = decide(topic, {})
    assert d.status == NEEDS_FACTS and d.missing_facts == ["municipality"] and d.citations == []


@pytest.mark.parametrize("topic", sorted(TOPICS))
@pytest.mark.parametrize("place,name", [("city_of_cedarburg", "City of Cedarburg"), ("town_of_westfield", "Town of Westfield")])
def test_other_municipalities_are_not_covered(topic, place, name):
    d = decide(topic, {"municipality": place, "animal": "dog"})
    assert d.status == NOT_COVERED and d.citations == []
    assert name in d.outcome and "different municipality" in d.outcome


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_dont_know_municipality_is_not_a_guess(topic):
    d = decide(topic, {"municipality": DONT_KNOW, "animal": "dog"})
    assert d.status == NOT_COVERED and d.citations == [] and d.missing_facts == []


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_never_one_municipality_law_for_the_other(topic):
    facts = {"animal": "dog", "dog_age_months": 12, "vaccinated": True}
    town = decide(topic, {**TOWN, **facts})
    village = decide(topic, {**VILLAGE, **facts})
    assert all(c.jurisdiction in ("town_of_cedarburg", "wisconsin") for c in town.citations)
    assert all(c.jurisdiction in ("village_of_westfield", "wisconsin") for c in village.citations)
    assert "§ 95-" not in village.text()


def test_unknown_topic_raises():
    with pytest.raises(UnknownTopic):
        decide("parking", TOWN)


# --- dog licences (§ 95-3, § 95-4) ---------------------------------------------------

def test_license_asks_age_after_municipality():
    # "my puppy": the age decides "Not yet" or "Yes", so it is asked (issue 2's puppy conversation)
    assert decide("dog_license", {**TOWN, "young_named": True}).missing_facts == ["dog_age_months"]


def test_license_for_a_dog_not_called_a_puppy_is_answered_for_both_ages():
    # "do I need a license for my dog?": § 95-3's answer covers both ages; asking cost a turn (session 16)
    d = decide("dog_license", TOWN)
    assert d.missing_facts == [] and d.status == "answered"
    assert d.outcome.startswith("A license is required every year for a dog over five months old, obtained on or before "
                                "the date the dog becomes five months old")


@pytest.mark.parametrize("age,required", [(4.9, False), (5, True), (5.1, True)])
def test_license_five_month_threshold(age, required):
    d = decide("dog_license", {**TOWN, "dog_age_months": age})
    assert d.outcome.startswith("Yes") is required
    assert d.outcome.startswith("Not yet") is (not required)


def test_license_age_dont_know_is_answered_not_treated_as_no():
    d = decide("dog_license", {**TOWN, "dog_age_months": DONT_KNOW})
    assert d.status == ANSWERED and d.missing_facts == []
    assert "over five months old" in d.outcome and not d.outcome.startswith(("Yes", "Not yet"))


@pytest.mark.parametrize("day,half", [("07-01", False), ("07-02", True)])
def test_half_tax_strictly_after_july_1(day, half):
    d = decide("dog_license", {**TOWN, "became_five_months_on": day})
    assert ("reduced by one half" in d.text()) is half
    assert "set by the Town Board" in d.text()


@pytest.mark.parametrize("licensed,late", [("03-31", False), ("04-01", True)])
def test_late_fee_april_1(licensed, late):
    d = decide("dog_license", {**TOWN, "dog_age_months": 24, "licensed_on": licensed, "owned_since_before_year": True})
    assert ("A late fee applies" in d.text()) is late


@pytest.mark.parametrize("licensed,days,late", [("07-01", 30, False), ("07-02", 31, True)])
def test_late_fee_30_days_after_acquiring(licensed, days, late):
    d = decide("dog_license", {**TOWN, "dog_age_months": 24, "acquired_on": "06-01", "licensed_on": licensed})
    assert ("A late fee applies" in d.text()) is late
    assert f"{days} days" in d.text()


def test_late_fee_conflicting_deadlines_need_judgment():
    d = decide("dog_license", {**TOWN, "dog_age_months": 24, "acquired_on": "01-10", "licensed_on": "03-01"})
    assert d.status == NEEDS_JUDGMENT and "Town Treasurer" in d.text()


def test_late_fee_acquired_just_before_april_1_needs_judgment():
    # trial 13 n04: acquired March 20, licensed April 12 (23 days): within 30 days, not prior to April 1
    d = decide("dog_license", {**TOWN, "dog_age_months": 24, "acquired_on": "03-20", "licensed_on": "04-12"})
    assert d.status == NEEDS_JUDGMENT
    assert d.text().startswith("The text does not settle it") and "23 days" in d.text() and "Town Treasurer" in d.text()
    # acquired after April 1: the 30-day deadline alone applies
    d = decide("dog_license", {**TOWN, "dog_age_months": 24, "acquired_on": "04-05", "licensed_on": "04-20"})
    assert d.status != NEEDS_JUDGMENT and "No late fee" in d.text()


def test_westfield_license_points_to_state_law_and_the_clerk():
    d = decide("dog_license", {**VILLAGE, "dog_age_months": 12})
    assert d.status == NOT_COVERED
    assert d.cited == ["Wis. Stat. § 174.05"] and d.citations[0].kind == "statute"
    assert "state law" in d.outcome and "five months" in d.outcome and "Village Clerk" in d.outcome


def test_fees_are_never_amounts():
    for topic in TOPICS:
        text = decide(topic, {**TOWN, "animal": "dog", "dog_age_months": 12}).text()
        assert "$" not in text


# --- chickens (§ 95-24, § 195-14) ------------------------------------------------------

@pytest.mark.parametrize("count,ok", [(6, True), (7, False)])
def test_town_six_hens(count, ok):
    d = decide("chickens", {**TOWN, "zoning": "R-1", "hen_count": count})
    assert d.outcome.startswith("Yes") is ok


@pytest.mark.parametrize("feet,ok", [(25, True), (24, False)])
def test_town_coop_25_feet_from_residence(feet, ok):
    d = decide("chickens", {**TOWN, "zoning": "R-1", "coop_distance_to_residence_ft": feet})
    assert d.outcome.startswith("Yes") is ok


@pytest.mark.parametrize("feet,ok", [(40, True), (39, False)])
def test_town_coop_40_feet_from_lot_lines(feet, ok):
    d = decide("chickens", {**TOWN, "zoning": "R-1", "coop_distance_to_lot_line_ft": feet})
    assert d.outcome.startswith("Yes") is ok


def test_town_e1_is_outside_95_24():
    d = decide("chickens", {**TOWN, "zoning": "E-1"})
    assert "does not apply" in d.outcome and d.cited == ["§ 95-24"]


@pytest.mark.parametrize("count,ok", [(6, True), (7, False)])
def test_village_six_chickens(count, ok):
    d = decide("chickens", {**VILLAGE, "zoning": "R-1", "hen_count": count})
    assert d.outcome.startswith("Yes, with a permit: up to six chickens are allowed") is ok


@pytest.mark.parametrize("violations,revoked", [(2, False), (3, True)])
def test_village_three_violations(violations, revoked):
    d = decide("chickens", {**VILLAGE, "violations_12_months": violations})
    assert d.outcome.startswith("The permit is revoked") is revoked


def test_chickens_need_only_the_municipality():
    assert decide("chickens", TOWN).missing_facts == []
    d = decide("chickens", VILLAGE)
    assert "Up to six chickens are allowed with a permit" in d.outcome and "rooster" in d.outcome
    assert "§ 195-14C(1)" in d.cited and "§ 195-14C(3)" in d.cited


def test_amendment_note_is_shown():
    assert "§ 95-24 was added 9-6-2017 by Ord. No. 2017-5." in decide("chickens", TOWN).text()


# --- bites (§ 95-9, § 95-5, § 95-7) ------------------------------------------------------

def test_bite_asks_animal_after_municipality():
    assert decide("bite", TOWN).missing_facts == ["animal"]


def test_bite_animal_dont_know_still_answers():
    d = decide("bite", {**TOWN, "animal": DONT_KNOW})
    assert d.status == ANSWERED and "Town Constable" in d.text()


def test_bite_vaccination_unknown_gives_both_quarantine_places():
    d = decide("bite", {**TOWN, "animal": "dog", "own_animal": True})
    text = d.text()
    assert "no later than 24 hours" in text and "owner's premises" in text
    assert {"§ 95-9", "§ 95-5", "§ 95-7"} <= set(d.cited)
    assert [s.deadline_days for s in d.steps if s.deadline_days] == [14, 1, 10, 14]


def test_bite_costs_fall_on_the_owner():
    assert "owner pays" in decide("bite", {**TOWN, "animal": "cat"}).text()


@pytest.mark.parametrize("vaccinated,days,window", [(True, "60 days", None), (False, "180 days", "between 155 and 165 days")])
def test_exposure_to_rabid_animal(vaccinated, days, window):
    d = decide("rabies_quarantine", {**TOWN, "exposed_to_rabid_animal": True, "vaccinated": vaccinated})
    assert days in d.outcome
    if window:
        assert window in d.outcome


def test_district_quarantine_without_tag_is_not_exempt():
    d = decide("rabies_quarantine", {**TOWN, "district_rabies_quarantine": True, "vaccinated": True, "tag_attached": DONT_KNOW})
    assert "confined, tied, leashed or muzzled" in d.outcome and not d.outcome.startswith("No.")


def test_every_citation_quotes_the_law_verbatim():
    for topic in TOPICS:
        for facts in ({**TOWN, "animal": "dog"}, {**VILLAGE, "animal": "dog"}, {**TOWN, "animal": "ferret"}):
            for c in decide(topic, facts).citations:
                if c.kind == "ordinance":
                    assert law.normalize(c.quote) in law.normalize(law.get(c.section_id).text)


@pytest.mark.parametrize("facts", [
    {"municipality": "cedarburg"},                      # unrecognised: ask again, never "not covered"
    {"municipality": "town_of_cedarburg", "dog_age_months": "shes 2", "young_named": True},  # raw text before validation
])
def test_unvalidated_values_are_asked_again_not_crashed_on(facts):
    d = decide("dog_license", facts)
    assert d.status == NEEDS_FACTS
    assert d.missing_facts == ["municipality" if facts["municipality"] == "cedarburg" else "dog_age_months"]


def test_raw_text_in_a_yes_no_fact_is_not_read_as_yes():
    d = decide("rabies_quarantine", {**TOWN, "exposed_to_rabid_animal": True, "vaccinated": "yeah he had his shots"})
    assert d.missing_facts == ["vaccinated"]


def test_late_fee_question_does_not_ask_the_age():
    d = decide("dog_license", {**TOWN, "licensed_on": "04-15"})
    assert d.missing_facts == [] and "A late fee applies because the license was not obtained before April 1" in d.text()
