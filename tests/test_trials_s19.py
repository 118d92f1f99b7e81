"""Resident trials of session 19 (251 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads, fallback_reply

TICKET = ("I got a ticket because of my dog. If it takes me a couple weeks to fix the problem is that one fine or does it "
          "keep adding up?")
TICKET_RANKING = [{"name": "nlu_fallback", "confidence": 0.40}, {"name": "ask_impoundment", "confidence": 0.29},
                  {"name": "ask_penalties", "confidence": 0.21}, {"name": "ask_feces", "confidence": 0.07}]


def test_fine_adding_up_asks_the_municipality_then_answers_each_day():
    """Trial 250 r32 fell back to a list of sections: whether a fine "keeps adding up" names the penalty provisions by
    itself. With no municipality the bot asks it; in the Village: "Each day that the violation of this chapter continues
    shall be deemed a separate offense." (ch. 195, penalties)."""
    assert fallback_reply(TICKET, TICKET_RANKING)["text"].startswith("Which municipality is this about")
    reply = fallback_reply(TICKET, TICKET_RANKING, {"municipality": "village_of_westfield"})["text"]
    assert reply.startswith("Each day is a separate offense: 'Each day that the violation of this chapter continues shall "
                            "be deemed a separate offense.'")


CASES_S19 = [
    # § 195-14F: "No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder."
    ("252-r40", "chickens", "my backyard hens are laying more eggs than we can eat. can i sell a couple dozen to my "
     "coworkers?", {"municipality": "village_of_westfield"}, "chickens", "Selling eggs is banned, and chicks too", None),
    # § 95-4: a late fee if the owner "failed to obtain a license prior to April 1 of each year, or within 30 days of
    # acquiring ownership of a licensable dog": "how long do I have" is answered with the days left (30 - 21)
    ("252-r03", "dog_license", "I adopted a 2 yr old dog from a rescue about 3 weeks ago, we're in the Town of Cedarburg. "
     "How long do I have to get her licensed before I get hit with a late fee?", {}, "dog_license",
     "About 9 days: § 95-4's late fee applies if you fail to obtain a license 'within 30 days of acquiring ownership of a "
     "licensable dog', and it has been about 21 days. After that, the late fee applies to a license not obtained 'prior "
     "to April 1 of each year'.", None),
    # § 95-3A(3): "These amounts shall be reduced by 1/2 if the animal became five months of age after July 1 during the
    # license year."
    ("252-r02", "dog_license", "our puppy turns 5 months old in september. do we have to pay the full dog license amount "
     "for this year or is it less since the year is half over?", {"municipality": "town_of_cedarburg"}, "dog_license",
     "Half the license tax: 'These amounts shall be reduced by 1/2 if the animal became five months of age after July 1 "
     "during the license year.' The amount itself is set by the Town Board.", None),
    # the same with a date: "full tax or reduced?" is answered before the due date (bench t28-n02)
    ("t28-n02", "dog_license", "We got a puppy in the Town of Cedarburg that turns five months old on August 20 this year. "
     "Do I have to pay the full dog license tax for this year, or is there a reduced amount?", {}, "dog_license",
     "The license tax is reduced by one half because the dog became five months old after July 1; the amount itself is "
     "set by the Town Board. The license is due on or before August 20", None),
]


@pytest.mark.parametrize("case, topic, text, extra, rule, lead, open_point", CASES_S19, ids=[c[0] for c in CASES_S19])
def test_trials_s19(case, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_half_tax_said_once():
    """Trial 252 r02: the half-tax rule was said twice, once quoted and once paraphrased ("Half off only in one case")."""
    d = assert_leads("dog_license", CASES_S19[2][2], {"municipality": "town_of_cedarburg"}, "dog_license", "")
    assert "Half off only in one case" not in d.outcome


def test_how_long_on_the_last_day():
    """§ 95-4's 30 days, counted from "a month ago" (30 days): no "About 0 days"."""
    d = assert_leads("dog_license", "I adopted a 3 year old dog 30 days ago in the Town of Cedarburg. how long do I have to "
                     "license her before the late fee?", {}, "dog_license", "Today is about the last day: § 95-4's late fee applies")
    assert "About 0" not in d.outcome


@pytest.mark.parametrize("municipality, staff", [(None, "Town or Village staff"),
                                                 ("town_of_cedarburg", "Town of Cedarburg staff"),
                                                 ("village_of_westfield", "Village of Westfield staff")])
def test_neighbour_prompt_names_the_municipality_given(municipality, staff):
    """Trial 252 r45: after "Town of Cedarburg", the neighbour prompt still said a report goes to "Town or Village staff"."""
    from rasa_sdk.executor import CollectingDispatcher

    from actions.sections import utter_vague

    dispatcher = CollectingDispatcher()
    assert utter_vague(dispatcher, "hi, my neighbor's animals are driving me crazy, what can i do", municipality)
    assert f"to pass a report to {staff};" in dispatcher.messages[0]["text"]
