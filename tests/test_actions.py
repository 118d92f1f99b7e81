"""Custom actions and the form validator, with a real rasa_sdk Tracker and CollectingDispatcher."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import yaml
from rasa_sdk import Tracker
from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.actions import ActionAnswer, ActionExtractFacts
from actions.forms import ValidateFactsForm
from bot.facts import DONT_KNOW

DOMAIN = yaml.safe_load((Path(__file__).parent.parent / "domain.yml").read_text())


def tracker(slots=None, text="", intent="inform", entities=None, active_loop=None):
    all_slots = {name: None for name in DOMAIN["slots"]}
    all_slots.update(slots or {})
    return Tracker(
        sender_id="test",
        slots=all_slots,
        latest_message={"text": text, "intent": {"name": intent, "confidence": 1.0}, "entities": entities or []},
        events=[],
        paused=False,
        followup_action=None,
        active_loop={"name": active_loop} if active_loop else {},
        latest_action_name="action_listen",
    )


def run(coro):
    return asyncio.run(coro)


# --- action_answer ---------------------------------------------------------------------

def test_answer_westfield_chickens_cites_195_14():
    d = CollectingDispatcher()
    events = run(ActionAnswer().run(d, tracker({"topic": "chickens", "municipality": "village_of_westfield"}), DOMAIN))
    [msg] = d.messages
    assert msg["text"].startswith("Up to six chickens are allowed with a permit")
    assert "§ 195-14C(1)" in msg["text"] and "§ 95-" not in msg["text"]
    assert msg["custom"]["status"] == "answered"
    assert msg["custom"]["citations"][0]["section_id"] == "village_of_westfield:195-14"
    assert events and events[0]["name"] == "last_trace" and "municipality is Village of Westfield" in events[0]["value"]


def test_the_payload_names_the_rule_that_answered():
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker({"topic": "chickens", "municipality": "town_of_cedarburg", "species": "ducks"}), DOMAIN))
    assert d.messages[0]["custom"]["topic"] == "chickens" and d.messages[0]["custom"]["rule"] == "livestock"
    assert d.messages[0]["custom"]["point"] is None  # the general answer for ducks


def test_the_payload_names_the_point_asked_that_leads_or_none():
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker({"topic": "dog_license", "municipality": "town_of_cedarburg", "point": "kennel_tag_count"}), DOMAIN))
    assert d.messages[0]["custom"]["point"] == "kennel_tag_count" and d.messages[0]["custom"]["status"] == "answered"
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker({"topic": "chickens", "municipality": "town_of_cedarburg", "chicken_question": "renewal"}), DOMAIN))
    assert d.messages[0]["custom"]["point"] == "renewal"


def test_answer_bite_orders_outcome_steps_sources():
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker({"topic": "bite", "municipality": "town_of_cedarburg", "animal": "dog", "own_animal": True}), DOMAIN))
    text = d.messages[0]["text"]
    assert text.index("Town Constable") < text.index("What to do:") < text.index("Sources:")
    assert "Sources: Town of Cedarburg Code § 95-9, § 95-5, § 95-7." in text


def test_a_municipality_without_a_question_is_asked_what_to_know():
    d = CollectingDispatcher()
    assert run(ActionAnswer().run(d, tracker(text="I live in the Town of Cedarburg"), DOMAIN)) == []
    assert d.messages[0]["response"] == "utter_anything_else"


def test_no_question_and_nothing_stated_offers_sections_or_says_whom_to_ask():
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker(text="my pup is exactly 5 months old today, license?"), DOMAIN))
    assert d.messages[0]["text"].startswith("I'm not sure I understood") and "§ 95-3" in d.messages[0]["text"]
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, tracker(text="x" * 20000), DOMAIN))
    assert "Clerk" in d.messages[0]["text"] and "§" not in d.messages[0]["text"]


# --- action_extract_facts ----------------------------------------------------------------

def test_extract_facts_from_a_question():
    d = CollectingDispatcher()
    events = run(ActionExtractFacts().run(d, tracker(text="My unvaccinated cat scratched and bit a child"), DOMAIN))
    assert events == [SlotSet("own_animal", True), SlotSet("vaccinated", False), SlotSet("bit_person", True), SlotSet("animal", "cat")]


def test_extract_facts_age_and_ignores_payloads():
    d = CollectingDispatcher()
    assert run(ActionExtractFacts().run(d, tracker(text="My puppy is 10 weeks old."), DOMAIN)) == [
        SlotSet("dog_age_months", 2.3), SlotSet("own_animal", True), SlotSet("young_named", True),
        SlotSet("animal", "dog")]  # the animal named, no entity
    assert run(ActionExtractFacts().run(d, tracker(text='/inform{"municipality": "town_of_cedarburg"}'), DOMAIN)) == []


# --- the facts form ----------------------------------------------------------------------

@pytest.mark.parametrize("slots,expected", [
    ({"topic": "dog_license"}, ["municipality"]),
    ({"topic": "dog_license", "municipality": "town_of_cedarburg", "young_named": True}, ["dog_age_months"]),
    ({"topic": "dog_license", "municipality": "town_of_cedarburg"}, []),  # "my dog", not a puppy: both ages answered
    ({"topic": "dog_license", "municipality": "town_of_cedarburg", "dog_age_months": DONT_KNOW}, []),
    ({"topic": "dog_license", "municipality": "village_of_westfield"}, []),
    ({"topic": "bite", "municipality": "town_of_cedarburg"}, ["animal"]),
    ({"topic": "chickens", "municipality": "town_of_cedarburg"}, []),
    ({"topic": None}, []),
])
def test_required_slots_come_from_the_rule_module(slots, expected):
    form = ValidateFactsForm()
    assert run(form.required_slots([], CollectingDispatcher(), tracker(slots), DOMAIN)) == expected


def test_form_run_requests_the_first_missing_fact():
    events = run(ValidateFactsForm().run(CollectingDispatcher(), tracker({"topic": "dog_license"}, active_loop="facts_form"), DOMAIN))
    assert SlotSet("requested_slot", "municipality") in events


@pytest.mark.parametrize("text,value", [
    ("Town of Cedarburg", "town_of_cedarburg"),
    ("we're in the village of westfield", "village_of_westfield"),
    ("City of Cedarburg", "city_of_cedarburg"),
    ("town_of_cedarburg", "town_of_cedarburg"),
])
def test_validate_municipality(text, value):
    d = CollectingDispatcher()
    assert ValidateFactsForm().validate_municipality(text, d, tracker(), DOMAIN) == {"municipality": value, "failed_answers": 0}
    assert d.messages == []


def test_bare_cedarburg_is_ambiguous_and_asked_again():
    d = CollectingDispatcher()
    assert ValidateFactsForm().validate_municipality("Cedarburg", d, tracker(), DOMAIN) == {"municipality": None, "failed_answers": 1}
    assert d.messages == []  # action_ask_municipality asks "Town or City?" (below)


@pytest.mark.parametrize("text,titles", [
    ("im in westfield. can I keep 8 chickens", ["Village of Westfield", "Town of Westfield", "I don't know"]),
    ("cedarburg", ["Town of Cedarburg", "City of Cedarburg", "I don't know"]),
])
def test_a_bare_place_gets_the_which_one_question_with_buttons(text, titles):
    t = tracker(text=text)
    t.events = [{"event": "user", "text": text, "input_channel": "sms", "parse_data": {}}]
    d = CollectingDispatcher()
    run(_find("action_ask_municipality").run(d, t, DOMAIN))
    msg = d.messages[0]
    assert msg["text"].startswith("Do you mean the")
    assert [b["title"] for b in msg["buttons"]] == titles
    assert msg["buttons"][1]["payload"] == '/inform{"municipality": "%s"}' % (
        "town_of_westfield" if "westfield" in text else "city_of_cedarburg")


def test_a_new_question_forgets_what_the_last_one_was_about():
    events = run(ActionExtractFacts().run(CollectingDispatcher(), tracker(
        {"concern": "poison", "rooster": True, "zoning": "R-1"}, text="is abandoning a dog illegal?", intent="ask_animal_care"), DOMAIN))
    assert SlotSet("concern", None) in events and SlotSet("rooster", None) in events
    assert SlotSet("abandoned", True) in events
    assert not any(e["name"] == "zoning" for e in events)  # the resident's situation is kept


def test_a_follow_up_keeps_the_question():
    events = run(ActionExtractFacts().run(CollectingDispatcher(), tracker(
        {"concern": "poison"}, text="sorry, I meant the Village of Westfield", intent="inform"), DOMAIN))
    assert not any(e["name"] == "concern" for e in events)


def test_repeated_bad_answers_end_in_dont_know_not_a_loop():
    d = CollectingDispatcher()
    result = ValidateFactsForm().validate_dog_age_months("purple", d, tracker({"failed_answers": 1}), DOMAIN)
    assert result == {"dog_age_months": DONT_KNOW, "failed_answers": 0}


@pytest.mark.parametrize("text,value", [("10 weeks", 2.3), ("she's 3 years old", 36.0), ("four months", 4.0)])
def test_validate_age(text, value):
    assert ValidateFactsForm().validate_dog_age_months(text, CollectingDispatcher(), tracker(), DOMAIN)["dog_age_months"] == value


def test_an_age_without_a_unit_is_taken_as_years_and_said_back():
    d = CollectingDispatcher()
    assert ValidateFactsForm().validate_dog_age_months("shes 3", d, tracker(), DOMAIN) == {"dog_age_months": 36.0, "failed_answers": 0}
    assert d.messages[0]["text"] == "I'll take that as 3 years old."


def test_another_town_named_in_the_answer_beats_the_entity_town():
    t = tracker(text="Neither, we're in the Town of Grafton")
    result = ValidateFactsForm().validate_municipality("town_of_cedarburg", CollectingDispatcher(), t, DOMAIN)
    assert result == {"municipality": "other:Town of Grafton", "failed_answers": 0}


def test_validate_age_rejects_garble_with_a_clear_message():
    d = CollectingDispatcher()
    assert ValidateFactsForm().validate_dog_age_months("asdf", d, tracker(), DOMAIN) == {"dog_age_months": None, "failed_answers": 1}
    assert "10 weeks" in d.messages[0]["text"]


def test_validators_accept_none_after_a_reset():
    form = ValidateFactsForm()
    for method in (form.validate_municipality, form.validate_animal, form.validate_dog_age_months, form.validate_vaccinated):
        assert list(method(None, CollectingDispatcher(), tracker(), DOMAIN).values())[0] is None


@pytest.mark.parametrize("text,value", [("yes", True), ("no, not yet", False), ("I don't know", DONT_KNOW)])
def test_validate_vaccinated(text, value):
    assert ValidateFactsForm().validate_vaccinated(text, CollectingDispatcher(), tracker(), DOMAIN)["vaccinated"] == value


# --- action_ask_<fact> -------------------------------------------------------------------

def _find(name):
    import actions.ask as ask
    return next(cls() for cls in vars(ask).values() if isinstance(cls, type) and issubclass(cls, ask.ActionAskFact)
                and cls is not ask.ActionAskFact and cls().name() == name)


def _ask(name, channel):
    t = tracker()
    t.events = [{"event": "user", "text": "hi", "input_channel": channel, "parse_data": {}}]
    d = CollectingDispatcher()
    run(_find(name).run(d, t, DOMAIN))
    return d.messages[0]


def test_ask_municipality_on_the_web_has_buttons():
    msg = _ask("action_ask_municipality", "rest")
    assert msg["text"].startswith("Which municipality is this about")
    assert [b["title"] for b in msg["buttons"]] == ["Town of Cedarburg", "Village of Westfield", "I don't know"]


def test_ask_municipality_by_sms_has_no_buttons():
    msg = _ask("action_ask_municipality", "sms")
    assert msg["buttons"] == []
    assert "Reply 1 for Town of Cedarburg, 2 for Village of Westfield, 3 for I don't know." in msg["text"]


def test_every_asked_fact_has_an_action():
    from bot.facts import ASKED_FACTS
    for name in ASKED_FACTS:
        assert _find(f"action_ask_{name}").fact == name


def test_a_mistaken_entity_is_cleared_and_the_municipality_asked():
    # DIET once read "of" in "honey bees on my residential lot" as a municipality.
    t = tracker({"topic": "bees", "municipality": "of"}, active_loop="facts_form")
    events = run(ValidateFactsForm().run(CollectingDispatcher(), t, DOMAIN))
    assert SlotSet("municipality", None) in events
    assert SlotSet("requested_slot", "municipality") in events


def _user(text, intent):
    return {"event": "user", "text": text, "parse_data": {"intent": {"name": intent, "confidence": 0.9}}}


def test_the_answer_after_the_form_uses_the_question_not_the_reply_to_the_form():
    # The resident asked about a replacement tag, then answered "Town of Cedarburg" to the
    # form: the closest sentence is looked up with the question's words (§ 95-2F).
    t = tracker({"topic": "rabies_vaccination", "municipality": "town_of_cedarburg"}, text="Town of Cedarburg")
    t.events = [_user("vet gave me a replacement rabies tag since the old one got lost, but the number on it "
                      "doesnt match my dogs certificate. did they screw up?", "ask_rabies_vaccination"),
                {"event": "bot", "text": "Which municipality is this about?"},
                _user("Town of Cedarburg", "inform")]
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, t, DOMAIN))
    [msg] = d.messages
    assert 'The sentence of § 95-2F closest to your question: "The veterinarian may furnish' in msg["text"]
    assert msg["custom"]["point"] == "closest_passage"
    assert msg["custom"]["citations"][1]["citation"] == "§ 95-2F"


def test_a_why_follow_up_is_not_taken_for_the_question():
    from actions.answer import question_text

    t = tracker(text="why?")
    t.events = [_user("how many dogs can I have", "ask_dog_limit"), {"event": "bot", "text": "..."},
                _user("why?", "ask_why"), _user("/affirm", "affirm")]
    assert question_text(t) == "how many dogs can I have"
    t.events = []
    assert question_text(t) == ""


def test_a_first_question_with_no_animal_is_out_of_scope_when_the_nlu_is_unsure():
    # Trial 12 m45: a parking question guessed as barking (0.43) got the shelter rule.
    text = "Town of Cedarburg: are cars allowed to sit parked along the roadside all night during snow season?"
    t = tracker({"topic": "barking", "municipality": "town_of_cedarburg"}, text=text, intent="ask_barking")
    t.latest_message["intent"]["confidence"] = 0.43
    t.events = [_user(text, "ask_barking")]
    d = CollectingDispatcher()
    events = run(ActionAnswer().run(d, t, DOMAIN))
    assert d.messages[0].get("response") == "utter_out_of_scope"
    assert {"event": "slot", "name": "topic", "value": None, "timestamp": None} in events


@pytest.mark.parametrize("text, intent, confidence, oos", [
    # trial 15 q45: fireworks guessed as livestock at 0.77
    ("Town of Cedarburg: are we allowed to set off our own fireworks in the backyard on the Fourth of July?", "ask_livestock", 0.77, True),
    ("how much is a license in the town of cedarburg", "ask_dog_license", 0.95, False),
    ("woodchuck moved in under our deck. can i set a cage trap next to it", "ask_trapping", 0.7, False),
    ("chickn permit $$? westfield", "ask_chickens", 0.8, False),
    # trial 43 t43: another code's subject, guessed as chickens at 0.95
    ("Do I need a permit from the Town of Cedarburg to put up a new fence around my backyard?", "ask_chickens", 0.95, True),
    ("how tall can the run fence be in the town of cedarburg", "ask_chickens", 0.95, False),
    ("do i need a permit for the shed i keep my hens in", "ask_chickens", 0.95, False),
])
def test_off_topic_guard_for_first_questions_naming_no_animal(text, intent, confidence, oos):
    t = tracker({"topic": intent[4:], "municipality": "town_of_cedarburg"}, text=text, intent=intent)
    t.latest_message["intent"]["confidence"] = confidence
    t.events = [_user(text, intent)]
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, t, DOMAIN))
    assert (d.messages[0].get("response") == "utter_out_of_scope") is oos


def test_an_unsure_follow_up_without_an_animal_is_still_answered():
    t = tracker({"topic": "penalties", "municipality": "village_of_westfield"}, text="how much is the fine", intent="ask_penalties")
    t.latest_message["intent"]["confidence"] = 0.45
    t.events = [_user("my dog got out in the village of westfield", "ask_at_large"), _user("how much is the fine", "ask_penalties")]
    d = CollectingDispatcher()
    run(ActionAnswer().run(d, t, DOMAIN))
    assert "Chapter 1, § 1-3" in d.messages[0]["text"]


def test_an_out_of_scope_guess_with_a_vehicle_hitting_a_dog_is_answered_from_21():
    # Trial 12 m25: "snowmobile" made the NLU call it out of scope.
    from actions.actions import ActionOutOfScope

    text = ("clipped a dog w my snowmobile on the trail last nite around 2am, it ran off home. do i have to report right "
            "away or can it wait til the town office opens monday? twn of cedarburg")
    t = tracker({"municipality": "town_of_cedarburg"}, text=text, intent="out_of_scope")
    d = CollectingDispatcher()
    run(ActionOutOfScope().run(d, t, DOMAIN))
    assert d.messages[0]["custom"]["rule"] == "vehicle_accident"
    assert d.messages[0]["text"].startswith("Notify the Town Constable")


def test_an_out_of_scope_message_about_ear_cleaning_stays_out_of_scope():
    from actions.actions import ActionOutOfScope

    t = tracker(text="what's good to clean my dog's ears with?", intent="out_of_scope")
    d = CollectingDispatcher()
    run(ActionOutOfScope().run(d, t, DOMAIN))
    assert d.messages[0].get("response") == "utter_out_of_scope"


def test_dogs_a_follow_up_adds_are_added_to_those_already_counted():
    # Trial 12 m26: "ok and what if my girlfriend moves in with her 2 dogs?" after 3 was read as 2 dogs.
    t = tracker({"dog_count": 3.0, "municipality": "town_of_cedarburg"},
                text="ok and what if my girlfriend moves in with her 2 dogs?", intent="ask_dog_limit")
    events = run(ActionExtractFacts().run(CollectingDispatcher(), t, DOMAIN))
    assert SlotSet("dog_count", 5.0) in events
    t = tracker({"dog_count": None}, text="we have 2 dogs", intent="ask_dog_limit")
    assert SlotSet("dog_count", 2.0) in run(ActionExtractFacts().run(CollectingDispatcher(), t, DOMAIN))
