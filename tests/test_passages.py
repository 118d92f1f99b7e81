"""The closest sentence put before a rule's general answer (bot.passages), and what it must
never do: quote anything but the seed, cross municipalities, or displace a specific answer."""
from __future__ import annotations

import pytest

from bot import law
from bot.decision import without_verdict
from bot.passages import POINT, answer_types, closest_passage, is_general, with_closest_passage
from bot.rules import decide

TOWN = {"municipality": "town_of_cedarburg"}
VILLAGE = {"municipality": "village_of_westfield"}


def test_a_replacement_tag_question_leads_with_95_2F_quoted_verbatim():
    # Trial 12 m01: the general rabies answer never reached the duplicate-tag paragraph.
    d = with_closest_passage(decide("rabies_vaccination", TOWN),
                             "vet gave me a replacement rabies tag since the old one got lost, but the number on it "
                             "doesnt match my dogs certificate anymore. did they screw up?")
    assert d.point == POINT
    general = decide("rabies_vaccination", TOWN).outcome
    assert d.outcome.startswith(general + '\nThe sentence of § 95-2F closest to your question: "The veterinarian may '
                                'furnish a new rabies vaccination tag with a new serial number')  # the heading "Duplicate tag." dropped
    cited = d.citations[1]  # after the rule's own first citation
    assert cited.citation == "§ 95-2F"
    assert cited.quote in law.normalize(law.get("town_of_cedarburg:95-2").text)
    assert "§ 95-2F" in d.trace[-1]


def test_a_sworn_complaint_question_reaches_the_complaining_witness_sentence():
    # Trial 12 m09: the answer was in the third bullet.
    d = with_closest_passage(decide("impoundment", TOWN),
                             "If I sign a sworn complaint so the Town of Cedarburg impounds my neighbor's dog, and it "
                             "turns out the seizure shouldn't have happened, could I end up owing the Town money?")
    assert d.point == POINT
    assert "a signed statement of a complaining witness made under oath" in d.outcome.split("\n")[1]


def test_a_rule_is_never_shown_without_the_sentence_that_limits_it():
    # The 1988 clause alone would read as "yes, keep all five"; the next sentence says it does
    # not pass to a future owner.
    d = with_closest_passage(decide("dog_limit", TOWN),
                             "We bought a house where the previous owner had 5 licensed dogs since the 1980s. "
                             "Can we keep 5 dogs there too?")
    passage = d.outcome.split("\n")[1]
    assert "may continue to be kept on the property by the owners or tenants" in passage
    assert "shall not, however, be applicable to any future owner or tenant of the specified parcel of property." in passage


def test_a_question_the_general_answer_already_speaks_to_is_left_alone():
    d = decide("vicious_dog", TOWN)
    assert is_general(d)
    assert with_closest_passage(d, "what counts as a vicious dog in town of cedarburg?") is d


def test_a_fact_driven_answer_is_not_general_and_is_left_alone():
    d = decide("barking", {**TOWN, "formal_written_complaints": 2, "days_between": 28})
    assert not is_general(d)
    assert with_closest_passage(d, "two written complaints 28 days apart, is it a violation, who decides") is d


def test_a_recognised_point_is_left_alone():
    d = decide("chickens", {**TOWN, "point": "business"})
    assert d.point == "business"
    assert with_closest_passage(d, "rent-a-hen business with coops for the summer") is d


@pytest.mark.parametrize("question", [None, "", "   ", "???", "x" * 5000])
def test_empty_or_garbled_questions_change_nothing(question):
    d = decide("rabies_vaccination", TOWN)
    assert with_closest_passage(d, question) is d


def test_only_the_answers_own_municipality_is_searched():
    # The Village's chicken answer cites only ch. 195 provisions; a Town phrase must not pull § 95-24.
    d = with_closest_passage(decide("chickens", VILLAGE),
                             "is the coop setback 40 feet from the side or rear property lines like the town's?")
    assert all(c.jurisdiction == "village_of_westfield" for c in d.citations)


def test_closest_passage_only_searches_the_sections_given():
    assert closest_passage("replacement tag new serial number certificate", ["town_of_cedarburg:95-22"]) is None
    hit = closest_passage("replacement tag new serial number certificate", ["town_of_cedarburg:95-2"])
    assert hit is not None and hit.citation == "§ 95-2F"


def test_a_how_far_question_needs_a_sentence_with_a_distance():
    assert answer_types("how far from the lot line can the hive be?") == ["distance"]
    hit = closest_passage("how far from the property line does the hive have to be", ["town_of_cedarburg:95-23"])
    assert hit is not None and "25 feet" in hit.sentence


@pytest.mark.parametrize("outcome, expected", [
    ("Yes, hen chickens are allowed", "Hen chickens are allowed"),
    ("No: the limit is three cats", "The limit is three cats"),
    ("Yes. A license is required", "A license is required"),
    ("No dog or cat shall be permitted", "No dog or cat shall be permitted"),
    ("Not yet: a violation needs two", "Not yet: a violation needs two"),
])
def test_without_verdict_drops_only_an_opening_yes_or_no(outcome, expected):
    assert without_verdict(outcome) == expected


def test_a_point_led_answer_does_not_contradict_itself():
    # Trial 12 m29: 'No: "Chickens are for personal (noncommercial) use only ..."' was followed by
    # 'Yes, hen chickens are allowed ...'.
    d = decide("chickens", {**TOWN, "point": "business", "asks": "allowed"})
    lines = d.outcome.split("\n")
    assert lines[0].startswith("No")
    assert not any(line.startswith("Yes") for line in lines[1:])


def test_a_multi_subject_section_is_searched_only_in_the_paragraphs_the_answer_cites():
    # Trial 11 k20 replayed: a horseback-riding question answered by the vicious-dog rule led with
    # § 95-6's food-premises paragraph.
    d = with_closest_passage(decide("vicious_dog", TOWN), "Is horseback riding permitted on the lanes of the Town of "
                                                          "Cedarburg's public burial ground? I know the rule on dogs.")
    assert "food-handling" not in d.outcome
    food = "a dog in the coffee shop kitchen where food is sold and processed"
    assert closest_passage(food, ["town_of_cedarburg:95-6"]) is not None  # the whole section has a food paragraph
    assert closest_passage(food, ["town_of_cedarburg:95-6"],
                           only_within={"town_of_cedarburg:95-6": ["No vicious dog shall be allowed off the premises"]}) is None


def test_the_passage_never_comes_first_and_a_heading_is_not_shown_as_a_rule():
    # Trial 13 n35: § 195-14F's heading "Sale of eggs and baby chicks prohibited." read as a ban on
    # a feed mill's dyed chicks, and it led the answer.
    q = ("Saw rainbow colored Easter peeps (real live baby birds!!) for sale at the feed mill here in Westfield village, "
         "they spray paint them. Does the Village have a similar law?")
    d = with_closest_passage(decide("animal_sale", VILLAGE), q)
    assert d.outcome.startswith(decide("animal_sale", VILLAGE).outcome)
    assert "Sale of eggs and baby chicks prohibited" not in d.outcome


def test_a_long_sentence_is_shown_whole_up_to_600_characters():
    # Trial 13 n21: the excerpt stopped just before "nails, tacks or other sharp points".
    q = ("At a jumping clinic in the Town of Cedarburg the trainer wants to use a pole with little tacks on it to teach "
         "my mare to tuck her legs. Is that legal here?")
    d = with_closest_passage(decide("cruelty", TOWN), q)
    assert d.point == POINT
    assert "nails, tacks or other sharp points." in d.outcome


def test_the_benchs_expected_passages_are_verbatim_and_the_eval_counts_them():
    """bench/resident_trials.jsonl's ``quotes`` (trials 27 to 310: the passages each question turns on,
    by its writer) are verbatim in the seed of the expected section's municipality, and
    scripts/passages_eval.py scores a sentence against them."""
    import json
    import sys
    from pathlib import Path

    root = Path(__file__).parent.parent
    rows = [json.loads(line) for line in (root / "bench" / "resident_trials.jsonl").open(encoding="utf-8")]
    quoted = [r for r in rows if r.get("quotes")]
    assert len(quoted) >= 754
    for row in quoted:
        seed = law.seed_text(row["section"].split(":")[0])
        assert all(law.normalize(q) in seed for q in row["quotes"]), row["id"]
    sys.path.insert(0, str(root / "scripts"))
    from passages_eval import overlaps

    late_fee = "Said late fee shall be charged in addition to the required license fee."
    assert overlaps(late_fee, ["charged in addition to the required license fee"])
    assert not overlaps(late_fee, ["The license year shall commence January 1 and end December 31."])


def test_a_follow_up_answered_as_before_leads_with_its_closest_sentence_or_says_there_is_nothing_more():
    """Trial 47 m35: a follow-up the rule answered with the same general answer got it twice. Now the
    closest sentence of the cited sections leads (labelled, verbatim), or the reply says the text has
    nothing more specific."""
    from bot.passages import instead_of_repeating
    from bot.render import render

    general = decide("chickens", {"municipality": "village_of_westfield"})
    previous = render(general)
    out = instead_of_repeating(general, "is the permit notice served when they mail it by certified mail?", previous)
    assert out.outcome.startswith('The sentence of § 195-14E closest to your question: "')
    assert "deemed served upon the day of mailing if sent by certified mail" in out.outcome.split("\n")[0]
    assert out.outcome.split("\n")[1] == "As I said: " + general.outcome
    assert law.normalize(out.citations[0].quote) in law.seed_text("village_of_westfield")
    plain = instead_of_repeating(general, "ok thanks, anything else?", previous)
    assert plain.outcome == "The text says nothing more specific on that than what I said: " + general.outcome
    # a different answer, or no earlier reply: unchanged
    assert instead_of_repeating(general, "is the permit notice served when mailed?", "Which municipality?") is general
    assert instead_of_repeating(general, "is the permit notice served when mailed?", None) is general
