"""Resident trial 18 (session 6), graded on the build after trial 17's fixes and the retrieval-verified
intent (db0878a): 7 correct, 24 partly, 9 wrong, 5 fallbacks of 45. The false or misleading answers the
grader found, and the points the text leaves open, now lead with what the text says. The values asserted
come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads, assert_point_absent

T18 = [
    ("u03", "dog_license", "im 78 n on a fixed income. do seniors get a cheaper rate on the yearly dog tag? town of cedarburg",
     {"municipality": "town_of_cedarburg"}, "dog_license", "Ch. 95 names no senior rate: 'The minimum license tax under", False),
    ("u05", "dog_license", "My dad passed away in June and I've brought his beagle home to my house, also in the Town of Cedarburg. Dad had already bought her Town license for this year. Do I need a new license in my name within 30 days, or does his carry over?",
     {}, "dog_license", "Ch. 95 does not say whether a license passes to a new owner:", True),
    ("u06", "rabies_vaccination", "Our lab's rabies shot is good until next fall, but Sunday he killed a bat in the garage and the state lab says it was rabid. The officer put him on confinement, and now our vet wants to give a rabies booster right away. Town of Cedarburg. Is a booster really required when his shot is still current?",
     {}, "rabies_quarantine", "Yes, even with a current shot: for an immunized dog or cat e", False),
    ("u09", "animal_care", "animal control in twn of cedarburg has my dog n the release fee is more than i have til payday next fri. can i take him home now n pay after?",
     {}, "impoundment", "Ch. 95 provides no deferred payment: 'Within such time, the", True),
    ("u12", "feces", "once ive bagged my dogs poop on a walk can i toss it in whatever garbage can is sitting at the curb or do i gotta carry it home twn of cedarburg",
     {}, "feces", "§ 95-10 requires only that the matter be 'immediately remove", True),
    ("u18", "animal_care", "We keep three barn cats on our farm in the Town of Cedarburg for the mice. My father-in-law says feeding them makes them lazy hunters and they should live off what they catch. Are we actually required to feed them?",
     {"animal": "cat"}, "animal_care", "Yes: 'No person owning or responsible for confining or impou", True),
    ("u21", "animal_care", "Our old collie is failing and our vet offered to come to the house and euthanize him peacefully. A neighbor claims the Town of Cedarburg code says only police or humane officers may kill an animal. Would an in-home vet euthanasia go against the ordinance?",
     {"animal": "dog"}, "cruelty", "The text does not address it: § 95-18 says 'No person except", True),
    ("u24", "vehicle_accident", "I was riding along with a coworker in the Town of Cedarburg when he clipped a dog wearing a collar. He refused to stop or call anybody. I feel terrible. As the passenger, was I supposed to report it?",
     {}, "vehicle_accident", "Not as the text reads: § 95-21 puts the duty on the driver:", False),
    ("u33", "impoundment", "Two sheep from the place behind us in the Village of Westfield pushed through their fence and are in my backyard right now eating my hostas. Can the police impound them from my yard, or only if they get out onto the street?",
     {}, "at_large", "The text ties impounding to public places: 'Any such animal", True),
    ("u36", "food_premises", "Our church in the Village of Westfield has a members-only potluck in the fellowship hall after services. Nothing is sold. Can the pastor's old lab lie in the corner during the meal, or does the no-animals-where-food-is-served rule apply?",
     {}, "food_premises", "The text does not name a members-only meal where nothing is", True),
    ("u37", "cat_limit", "We have three grown cats in the Village of Westfield, and our oldest is 17 and in hospice at home. Could we bring home a 10-week-old kitten now, since it wouldn't count toward the limit for a few months anyway?",
     {}, "cat_limit", "Yes: the limit is three cats over five months old per reside", False),
    ("u38", "chickens", "The Village of Westfield chicken section says no coop in a side yard, but the zoning chapter, as I read it, lets small accessory buildings go in side yards. Since the animal chapter says zoning wins, can I put the coop beside the house?",
     {}, "chickens", "Not on the text's terms: 'No chicken coop shall be located o", True),
    ("u42", "chickens", "Westfield village revoked my hen permit eight months back (three strikes). Is there a set waiting period before the Clerk will issue me another, or can I reapply right now?",
     {}, "chickens", "§ 195-14 sets no waiting period: 'In the event that a permit", True),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T18, ids=[row[0] for row in T18])
def test_trial18_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_u39_another_offense_is_not_another_hen():
    f = extract_facts("The Westfield village police ticketed me for having seven hens when my permit allows six. Can they count "
                      "every day as another offense?")
    assert f["hen_count"] == 7
    assert extract_facts("we have 3 dogs and want another")["dog_count"] == 4


def test_u12_a_bagged_dropping_in_a_trash_can_is_not_moving_it_aside():
    from bot.parsers import parse_points

    found = parse_points("once ive bagged my dogs poop on a walk can i toss it in whatever garbage can is sitting at the curb")
    assert "trash_can" in found and "moved_not_removed" not in found


def test_a_current_shot_in_a_bite_quarantine_is_not_a_booster_question():
    # trial 7 e04: a bite quarantine at home; the dog's shot is current, no rabid animal involved
    from bot.parsers import parse_points

    assert "booster_after_exposure" not in parse_points(
        "Our dog (rabies shot is current, we have the certificate) nipped a jogger last Tuesday and the officer is letting us "
        "do the quarantine at home here in the Town of Cedarburg. How many times does the vet have to see him?")


@pytest.mark.parametrize("text, absent", [
    ("I read online that dogs need a license by April 1, true? town of cedarburg", "pay_online"),
    ("can I keep just 2 roosters in westfield village", "few_hens"),
    ("how often do I have to collect eggs? town of cedarburg", "own_eggs"),
])
def test_session6_points_stay_narrow(text, absent):
    assert_point_absent(text, absent)


def test_trial17_s13_a_neighbour_who_bags_it_still_needs_permission():
    assert_leads("property_damage", "The guy across the street walks his dog onto my front lawn every morning to do its business. "
                 "To be fair he always bags it. I've asked him to stop. Town of Cedarburg. Since he cleans up, is there anything "
                 "in the rules against it?", {}, "property_damage", "Yes, even if it is bagged: § 95-11 makes it unlawful")
