"""Resident trials of session 19 (251 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

from tests.trial_cases import fallback_reply

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
