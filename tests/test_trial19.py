"""Resident trial 19 (session 7): the plain bar. A writer who had not seen any earlier question
wrote one ordinary question per section or provision (40) plus five extras; graded on the build
the session started with (3e22a4c): 34 correct, 8 partly, 2 wrong, 1 fallback of 45 (29 of the
40 per-section questions). Each question that was not answered at the first sentence is here,
with the NLU's topic as it came back. The values asserted come from the seed text (Town of
Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads, decide_question

DOG, CAT = {"animal": "dog"}, {"animal": "cat"}

T19 = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("v01", "rabies_vaccination", "just got a puppy, shes 10 wks old. when does she need her rabies shot?? town of cedarburg", DOG,
     "rabies_vaccination", "Your dog is under five months old: it must be vaccinated against rabies by a veterinarian within 30 days after "
     "the dog reaches five months of age", False),
    ("v03", "dog_license", "forgot to renew my dogs license til may, is there a late fee? town of cedarburg", DOG,
     # "til may" is a license obtained in May, after April 1 (session 15)
     "dog_license", "A late fee applies because the license was not obtained before April 1.", False),
    ("v06", "impoundment", "Animal control picked up my dog after he got loose in the Town of Cedarburg. How do I get him back, and "
     "how long do I have before they get rid of him?", DOG,
     # both asked, both in the first sentence (session 15's how-long lead)
     "impoundment", "Seven days after the officer's notice to the owner: within that time the owner may reclaim the animal by paying the "
     "impoundment fees", False),
    ("v11", "barking", "neighbors dog barks all nite every nite and i cant sleep. town of cedarburg. what can i do", DOG,
     "barking", "You can file a formal, written complaint with the Town: 'A dog or cat is considered to be in violation of this "
     "section when two formal, written complaints are filed with the Town within a four-week period.'", True),
    ("v16", "animal_care", "We're moving out of the Town of Cedarburg and our new apartment doesn't allow cats. Can we just leave our "
     "cat outside at the old place? She's kind of an outdoor cat anyway.", CAT,
     "animal_care", "It is unlawful: no person may abandon any animal", False),
    # ask_chickens 0.73: "zoned R-1" is common in the chicken examples
    ("v21", "chickens", "How many dogs am I allowed to have? We're in a subdivision in the Town of Cedarburg, zoned R-1.", DOG,
     "dog_limit", "Up to three dogs per family on a residential lot.", None),
    ("v28", "animal_care", "neighbor in westfield village barely feeds his dog, its skin and bones. thats illegal right?", DOG,
     "animal_care", "No person may cruelly treat any animal in the Village; anyone who inhumanely beats, underfeeds", True),
    ("v30", "cat_limit", "We're moving to the Village of Westfield with our four cats (all adults). How many cats are you allowed to "
     "have there? Does it matter that we also have a pet rabbit?", CAT,
     "cat_limit", "Over the limit: no more than three cats over five months old may be kept in each residential household, and "
     "the rule 'shall apply to rabbits and other similar animals'; with 4 cats and 1 rabbit", False),
    ("v32", "penalties", "We've gotten a couple of complaints about our dog in the Village of Westfield. If we get cited, could they "
     "actually make us get rid of him? What are the penalties?", DOG,
     "penalties", "Yes, it can come to that: besides the penalty of 'Chapter 1, § 1-3 of this Code', ch. 195 says 'In addition, "
     "the court shall order the registration of the subject dog be revoked and remove the dog from the Village.'", False),
    ("v34", "chickens", "do i need a permit for chickens in westfield village? im renting the house", {},
     "chickens", "A permit from the Village Clerk is needed, and you can apply for it yourself; as "
     "you are not the owner of record, the application must include the property owner's written consent.", False),
    ("v39", "chickens", "The people next door in the Village of Westfield have something like 15 chickens running around their "
     "backyard and it smells awful in the summer. Who do I report that to?", {},
     "chickens", "The Village Police Department enforces § 195-14.", None),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T19, ids=[row[0] for row in T19])
def test_trial19_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_v03_dates_given_still_get_the_dated_late_fee_answer():
    # The rule's own § 95-4 reasoning from the dates is not replaced by the general late-fee sentence.
    d = decide_question("dog_license", "got her march 20, licensing her april 12, is there a late fee? town of cedarburg", DOG)
    assert d.outcome.startswith("The text does not settle it: the license came within 30 days of acquiring the dog (23 days)")


def test_v30_counts_settled_either_way_and_open_only_in_between():
    within = decide_question("cat_limit", "we have 2 cats and a pet rabbit in westfield village, is that ok?", CAT)
    assert within.outcome.startswith("Yes, within the limit") and "2 cats and 1 rabbit are within three" in within.outcome
    between = decide_question("cat_limit", "we have 2 cats and 2 rabbits in westfield village, is that ok?", CAT)
    assert between.outcome.startswith("Rabbits have the same limit, but the text does not settle whether cats and rabbits are counted together") and "counted together, 4 is over three" in between.outcome


def test_v39_a_concern_does_not_displace_the_point_asked_but_still_leads_alone():
    # the smell alone (no "who do I report to") is still answered with the nuisance rule
    d = decide_question("chickens", "The people next door in the Village of Westfield have 5 chickens and it smells awful in the summer. Is that allowed?")
    assert d.point == "sanitation" and d.outcome.startswith("§ 195-14 forbids chickens that cause a nuisance")


@pytest.mark.parametrize("text, point", [
    ("how many dogs can we have in the town of cedarburg", "how_many_dogs"),
    ("what is the limit on cats in westfield village", "how_many_cats"),
    ("what can we do about the neighbor's barking dog? town of cedarburg", "what_can_i_do"),
])
def test_trial19_points_read(text, point):
    from bot.parsers import parse_points

    assert point in parse_points(text)


def test_v21_a_count_question_is_not_a_hen_count():
    assert extract_facts("how many dogs can we have in the town of cedarburg").get("hen_count") is None
