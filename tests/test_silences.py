"""Subjects neither chapter addresses (bot.rules.silences): the silence is real (checked against
both seed texts), the questions that reach it ask about the subject, and the actions say so."""
from __future__ import annotations

import re

import pytest

from actions.actions import ActionAnswer, ActionOutOfScope
from actions.sections import ActionLookupFallback
from bot.decision import NOT_COVERED
from bot.law import normalize, seed_text
from bot.rules.silences import SILENCES, decide_silence, silence_asked
from tests.trial_cases import question_tracker, run_action

SEEDS = {j: normalize(seed_text(j)).lower() for j in ("town_of_cedarburg", "village_of_westfield")}


@pytest.mark.parametrize("entry", SILENCES, ids=[s.name for s in SILENCES])
def test_the_subject_words_occur_in_neither_chapter(entry):
    for word in entry.absent:
        for place, text in SEEDS.items():
            assert not re.search(r"\b" + re.escape(word.lower()), text), (word, place)


def test_spaying_and_neutering_appear_only_where_no_requirement_is_made():
    town = [m.start() for m in re.finditer(r"spay|neuter", SEEDS["town_of_cedarburg"])]
    sentence = SEEDS["town_of_cedarburg"].index("the name, sex, spayed or unspayed, neutered or unneutered, breed and color of the dog")
    assert town and all(sentence <= i < sentence + 90 for i in town)  # the rabies certificate's contents (§ 95-2B)
    village = re.findall(r"[^.]*\b(?:spay|neuter)\w*[^.]*", SEEDS["village_of_westfield"])
    assert village == [" rooster a male chicken of any age, including a capon or otherwise neutered male chicken"]  # § 195-14A


@pytest.mark.parametrize("text, name", [
    ("do i have to microchip my dog? town of cedarburg", "microchip"),
    ("is microchipping required in westfield village?", "microchip"),
    ("does the town of cedarburg ban pit bulls?", "breed"),
    ("We're thinking about adopting a pit bull mix from a rescue. Does the Town of Cedarburg ban pit bulls or any other dog breeds?", "breed"),
    ("are rottweilers allowed in the village of westfield", "breed"),
    ("do I have to get my cat spayed? town of cedarburg", "spay_neuter"),
    ("our elderly kitty passed away this morning :( are we allowed to lay her to rest under the lilac in the yard? twn of cedarburg", "burial"),
    ("can I bury my dog on my property in the Village of Westfield?", "burial"),
    # passing mentions, and questions a section does answer
    ("my microchipped dog got out, what happens? town of cedarburg", None),
    ("does his microchip count instead of the rabies tag?", None),
    ("is the license cheaper if he is neutered? town of cedarburg", None),
    ("can we bury our cat's ashes in the cemetery? town of cedarburg", None),
    ("my neighbor's pit bull bit my son, what do I do? town of cedarburg", None),
    ("can I keep a wolf hybrid? town of cedarburg", None),
])
def test_questions_about_the_subject_reach_it(text, name):
    found = silence_asked(text)
    assert (found.name if found else None) == name


def test_one_municipality_gets_its_own_chapter_and_clerk():
    d = decide_silence(silence_asked("does the town of cedarburg ban pit bulls?"), "town_of_cedarburg")
    assert d.status == NOT_COVERED and d.topic == "silence" and d.point == "breed"
    assert d.outcome == "The Town of Cedarburg's animal chapter (Code ch. 95) bans or restricts no breed of dog."
    assert d.cited == ["§ 95-6"] and "bites two or more persons" in d.notes[0]
    assert "Town Clerk" in d.contact
    v = decide_silence(silence_asked("are rottweilers allowed in the village of westfield"), "village_of_westfield")
    assert v.outcome == "The Village of Westfield's animal chapter (Code ch. 195) bans or restricts no breed of dog."
    assert v.citations == [] and "Village Clerk" in v.contact  # no Town provision in a Village answer


def test_no_municipality_speaks_of_both():
    d = decide_silence(silence_asked("is microchipping required?"), None)
    assert d.outcome == ("Neither the Town of Cedarburg's animal chapter (Code ch. 95) nor the Village of Westfield's (Code ch. 195) "
                         "mentions microchips or sets a microchip requirement.")
    assert d.cited == ["§ 95-2E"] and d.notes[0].startswith("What ch. 95 does require is the rabies tag")


@pytest.mark.parametrize("action, intent, slots", [
    (ActionAnswer, "ask_vicious_dog", {"topic": "vicious_dog", "municipality": "town_of_cedarburg"}),
    (ActionOutOfScope, "out_of_scope", {}),
    (ActionLookupFallback, "nlu_fallback", {}),
])
def test_every_path_says_the_chapter_is_silent(action, intent, slots):
    [msg], _ = run_action(action, question_tracker("does the town of cedarburg ban pit bulls?", intent, slots))
    assert msg["text"].startswith("The Town of Cedarburg's animal chapter (Code ch. 95) bans or restricts no breed of dog.")
    assert msg["custom"]["rule"] == "silence" and msg["custom"]["status"] == "not_covered"


@pytest.mark.parametrize("text", [
    # the bench's older questions: a sick flock's bodies (ch. 195 diseased animals, § 195-14D(2)), a rabid dog's body
    # (§ 95-5), a cemetery's lanes (§ 95-8)
    "Village of Westfield, we have a chicken permit. 4 of our 6 hens got sick and 3 have died. I read this might be bird flu. "
    "What am I supposed to do with the bodies - can I just bury them in the backyard?",
    "our dog started showing rabies signs during his quarantine and had to be put down. we want to bury him on our farm. "
    "do we get his body back? twn of cedarburg",
    "Is horseback riding permitted on the lanes of the Town of Cedarburg's public burial ground? I know the rule on dogs.",
])
def test_burial_is_not_a_silence_where_a_provision_speaks(text):
    assert silence_asked(text) is None
