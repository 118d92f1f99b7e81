"""Custom actions: answer a question, and pick facts out of free text."""
from __future__ import annotations

import logging
import re
from typing import Any, Dict, List, Optional, Text

from rasa_sdk import Action, Tracker
from rasa_sdk.events import ActiveLoop, FollowupAction, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.answer import (NOT_A_QUESTION, last_bot_text, other_place_reply, question_event, question_text, utter_decision,
                            utter_silence)
from actions.facts import facts_from_tracker
from bot import law
from bot.decision import NEEDS_FACTS
from bot.facts import PER_QUESTION_FACTS
from bot.parsers import (all_concerns, bare_municipality_phrase, colloquial_town, extract_facts, mentions_animal, normalize_animal, other_subject, own_animal_named,
                         parse_added_dogs, parse_animal, parse_chicken_question, parse_municipality)
from bot.rules import CONCERN_TOPICS, TOPICS, decide

logger = logging.getLogger(__name__)


class ActionAnswer(Action):
    """Evaluate the rule for the current ``topic`` slot and send the cited answer."""

    def name(self) -> Text:
        return "action_answer"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        silent = utter_silence(dispatcher, tracker, question_text(tracker))
        if silent is not None:  # "do I have to microchip my dog?": neither chapter says (bot.rules.silences)
            return silent + ([SlotSet("pending_question", None)] if tracker.get_slot("pending_question") else [])
        topic = tracker.get_slot("topic")
        if topic not in TOPICS:
            text = tracker.latest_message.get("text") or ""
            if parse_municipality(text) or any(e.get("entity") == "municipality" for e in tracker.latest_message.get("entities") or []):
                pending = tracker.get_slot("pending_question")
                if isinstance(pending, dict) and pending.get("text"):
                    # the municipality asked for after a question the fallback could not place
                    from actions.sections import answer_pending

                    return await answer_pending(dispatcher, tracker, domain, pending)
                # "I live in the Town of Cedarburg" before any question
                dispatcher.utter_message(response="utter_anything_else")
                return []
            # No question recognised and nothing stated: offer the sections that match the words.
            from actions.sections import ActionLookupFallback

            return await ActionLookupFallback().run(dispatcher, tracker, domain)
        from actions.sections import utter_vague

        if utter_vague(dispatcher, question_text(tracker), tracker.get_slot("municipality")):
            # "hi, my neighbor has animals and its causing problems" came back as a care question (trial 63 r45): ask
            # what the animal does rather than guess
            return [SlotSet("topic", None)]
        if _off_topic(tracker):
            # "are cars allowed to park on the roadside overnight?" guessed as a barking question
            return await ActionOutOfScope().run(dispatcher, tracker, domain) + [SlotSet("topic", None)]
        from actions.sections import verified_topic

        facts = facts_from_tracker(tracker)
        checked = verified_topic(tracker, domain, topic, facts)
        decision = decide(checked, facts)
        note = assumed_place_note(tracker)
        if note:
            decision.notes.append(note)
        events = utter_decision(dispatcher, checked, decision, question=question_text(tracker),
                                previous=last_bot_text(tracker), latest=tracker.latest_message.get("text"))
        if checked != topic:  # the section index overruled an unsure NLU guess
            logger.info("topic %s -> %s (section index)", topic, checked)
            events.append(SlotSet("topic", checked))
        if tracker.get_slot("pending_question"):  # a recognised question supersedes an unplaced one
            events.append(SlotSet("pending_question", None))
        return events


# Concerns that name what a message is about whatever the NLU said ("hit a dog with my
# snowmobile", "poisoned", "in the cemetery"): an out-of-scope guess with one of these and an
# animal named is checked against the section index before it is refused.
DECISIVE_CONCERNS = frozenset(CONCERN_TOPICS) | {"vehicle_hit", "feces", "property_damage", "food_event"}

# Below this confidence a first question that names no animal is taken as out of scope. The
# questions residents ask without naming an animal ("how much is a license", "what's the fine
# for a first offense") come back at 0.95 or more; "can we set off fireworks in the backyard?"
# came back as livestock at 0.77 (trial 15 q45).
OFF_TOPIC_CONFIDENCE = 0.9


def _off_topic(tracker: Tracker) -> bool:
    """True for the conversation's first question when the message names no animal or subject of
    the chapters (``bot.parsers.mentions_animal``) and either the NLU was unsure (confidence under
    ``OFF_TOPIC_CONFIDENCE``) or the message asks about another code's subject (``other_subject``:
    a fence, a shed). A follow-up ("how much is the fine?") is never off topic."""
    # the question, not the latest message: "when is the next brush and yard waste pickup?" (ask_property_damage 0.45)
    # is answered after the form asked "Which municipality?", when the latest message is "Town of Cedarburg" (trial 310 r43)
    latest = question_event(tracker) or {}
    intent = (latest.get("parse_data") or {}).get("intent") or {}
    name = str(intent.get("name", ""))
    text = latest.get("text") or ""
    if not name.startswith("ask_") or name in NOT_A_QUESTION:
        return False
    # "Do I need a permit from the Town of Cedarburg to put up a new fence around my backyard?" came back
    # as chickens at 0.95 (trial 43 t43): another code's subject is off topic whatever the confidence.
    if (intent.get("confidence") or 0) >= OFF_TOPIC_CONFIDENCE and other_subject(text[:2000]) is None:
        return False
    if mentions_animal(text):
        return False
    questions = [e for e in tracker.events or [] if e.get("event") == "user"
                 and str(((e.get("parse_data") or {}).get("intent") or {}).get("name", "")) not in NOT_A_QUESTION]
    return len(questions) <= 1


# Below this NLU confidence, a follow-up question that names no animal and no place keeps the subject answered.
FOLLOW_ON_CONFIDENCE = 0.6


class ActionExtractFacts(Action):
    """Custom slot mapping: facts a resident states in passing ("my unvaccinated cat")."""

    def name(self) -> Text:
        return "action_extract_facts"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = tracker.latest_message.get("text") or ""
        if text.startswith("/"):
            return []
        found = extract_facts(text[:2000])
        if found.get("chicken_question") is None and tracker.get_slot("topic") == "chickens" and not mentions_animal(text[:2000]):
            # "Can I butcher them in my backyard?" after a chicken answer (trial 47 m35)
            asked = parse_chicken_question(text[:2000], about_chickens=True)
            if asked:
                found["chicken_question"] = asked
        added, before = parse_added_dogs(text[:2000]), tracker.get_slot("dog_count")
        if added and isinstance(before, (int, float)) and not isinstance(before, bool):
            found["dog_count"] = float(before) + added  # "what if my girlfriend moves in with her 2 dogs?"
        # "We're in the Town of Cedarburg, regular R-1 subdivision lot." in reply to "Which municipality?" came back
        # as a chicken question (trial 21 x45): a reply that names the place and asks nothing keeps the question.
        answering_place = (tracker.get_slot("requested_slot") == "municipality" and (tracker.active_loop or {}).get("name")
                           and "?" not in text and parse_municipality(text[:2000]) is not None)
        # "and if the town ever revokes the license, how soon could I get a new one?" after a bee-license answer came back as
        # a chicken question at 0.53 (trial 42 w22): an unsure follow-up that names no animal stays on the subject answered.
        intent = tracker.latest_message.get("intent") or {}
        follow_on = (tracker.get_slot("topic") in TOPICS and str(intent.get("name", "")).startswith("ask_")
                     and (intent.get("confidence") or 0) < FOLLOW_ON_CONFIDENCE and not mentions_animal(text[:2000])
                     and parse_municipality(text[:2000]) is None)
        if (tracker.latest_message.get("intent") or {}).get("name", "").startswith("ask_") and not answering_place:
            # A new question: what the last one was about must not steer this answer (the
            # resident's situation, e.g. municipality, zoning and counts, is kept).
            for name in PER_QUESTION_FACTS:
                found.setdefault(name, None)
        # An age asked for right now is parsed by the form's validator, not here.
        tagged = {e.get("value") for e in tracker.latest_message.get("entities") or [] if e.get("entity") == "animal"}
        if len(tagged) > 1 and own_animal_named(text[:2000]):
            # "My cat ... got into a fight with a raccoon" tags both, and the slot would take the last: the
            # question is about the resident's own animal (trial 30 h04)
            found["animal"] = own_animal_named(text[:2000])
        elif found.get("animal") is None and tracker.get_slot("animal") is None and not tagged:
            named = parse_animal(text[:2000])
            if named:  # "my usually gentle terrier nipped the mail carrier" with no animal entity (trial 23 z08)
                found["animal"] = named
        if (tracker.get_slot("requested_slot") == "municipality" and "municipality" not in found
                and (tracker.latest_message.get("intent") or {}).get("name") == "affirm"):
            from actions.ask import place_asked, yes_names

            place = place_asked(last_bot_text(tracker) or "")
            if place and yes_names(place):
                found["municipality"] = yes_names(place)  # "yes" to "Do you mean the Village of Westfield?"
        spans = [e for e in tracker.latest_message.get("entities") or [] if e.get("entity") == "municipality"]
        if spans and all(isinstance(e.get("start"), int) and isinstance(e.get("end"), int)
                         and colloquial_town(text, e["start"], e["end"]) for e in spans) and "municipality" not in found:
            # "I live in town in a regular house" named no municipality: the place said before stands, or is asked
            found["municipality"] = _place_before_this_message(tracker)
        events = [SlotSet(name, value) for name, value in found.items() if name in domain.get("slots", {})]
        if (answering_place or follow_on or _keeps_subject(tracker, text[:2000], found)) and tracker.get_slot("topic"):
            events.append(SlotSet("topic", tracker.get_slot("topic")))  # overrides the intent's topic mapping
        return events


def _place_before_this_message(tracker: Tracker) -> Optional[str]:
    """The municipality slot's value before the latest user message (its last SlotSet earlier in the
    conversation), or None."""
    value, events = None, list(tracker.events or [])
    last_user = max((i for i, e in enumerate(events) if e.get("event") == "user"), default=len(events))
    for e in events[:last_user]:
        if e.get("event") == "slot" and e.get("name") == "municipality":
            value = e.get("value")
    return value


# "the town", "Village", "township": a municipality entity that names no place.
_BARE_PLACE_ENTITY = re.compile(r"(?:the\s+)?(town|township|village)", re.I)


def assumed_place_note(tracker: Tracker) -> Optional[str]:
    """'I took "the town" to mean the Town of Cedarburg; ...' when the question named its municipality only as a bare
    "town" or "village" (the NLU's synonym reads them as the Town of Cedarburg and the Village of Westfield) and no
    message of the conversation named it in full; else None. "can I walk my dog through the public cemetery in the
    town?" was answered for the Town without saying so (trial 147 r07); asking instead cost Town residents a turn
    (trials 152 and 154)."""
    municipality = tracker.get_slot("municipality")
    event = question_event(tracker)
    if municipality not in law.JURISDICTIONS or event is None:
        return None
    text = str(event.get("text") or "")
    spans = [text[e["start"]:e["end"]] for e in (event.get("parse_data") or {}).get("entities") or []
             if e.get("entity") == "municipality" and isinstance(e.get("start"), int) and isinstance(e.get("end"), int)]
    bare = [m.group(1) for m in (_BARE_PLACE_ENTITY.fullmatch(span.strip()) for span in spans) if m]
    if not spans:  # the NLU tagged nothing; the facts form read "in the town" (ValidateFactsForm.extract_municipality)
        phrase = bare_municipality_phrase(text[:2000])
        bare = [phrase[1]] if phrase and phrase[0] == municipality else []
    if not bare or len(bare) < len(spans):
        return None
    if any(parse_municipality(str(e.get("text") or "")[:2000]) for e in tracker.events or [] if e.get("event") == "user"):
        return None  # named in full in this conversation ("Town of Cedarburg" in reply to "Which municipality?")
    other = next(name for key, name in law.JURISDICTIONS.items() if key != municipality)
    return (f'I took "the {bare[0].lower()}" to mean the {law.JURISDICTIONS[municipality]}; if you are in the {other}, '
            "say so and I will answer for it.")


# A follow-up this long or shorter may keep the subject although the NLU named another topic.
FOLLOW_UP_WORDS = 15


def _keeps_subject(tracker: Tracker, text: str, found: Dict[str, Any]) -> bool:
    """True for a short follow-up (at most ``FOLLOW_UP_WORDS`` words, no other animal or place named)
    that asks a point the subject already answered recognises, while the topic the NLU named does
    not: "And can the police take the dog to have it checked?" after a bite answer came back as an
    animal-care question at 0.81, and "can I fight it?" after a permit-revocation answer as exotic
    animals at 0.75 (trial 55 c08, c37). Only a point the message asks (``point``,
    ``chicken_question``) counts, not what it says in passing (``asks``: "how much is a license?"
    after a bite answer is a license question)."""
    new = str((tracker.latest_message.get("intent") or {}).get("name", ""))[4:]
    if new not in TOPICS or new == tracker.get_slot("topic") or _subject_point(tracker, text, found) is None:
        return False
    facts = {**facts_from_tracker(tracker), **{name: None for name in PER_QUESTION_FACTS},
             **{k: v for k, v in found.items() if v is not None}}
    return decide(new, facts).point is None


def _subject_point(tracker: Tracker, text: str, found: Dict[str, Any]):
    """The Decision of the conversation's subject (``topic`` slot) for a short follow-up (at most
    ``FOLLOW_UP_WORDS`` words, no other animal or place named) when that rule leads with a point the
    message asks (``point`` or ``chicken_question`` in ``found``, the message's facts); else None."""
    old = tracker.get_slot("topic")
    if old not in TOPICS or len(text.split()) > FOLLOW_UP_WORDS:
        return None
    named = parse_animal(text)
    if parse_municipality(text) is not None or named not in (None, normalize_animal(tracker.get_slot("animal"))):
        return None
    asked = [p for p in (found.get("point") if isinstance(found.get("point"), list) else [found.get("point")]) if p]
    asked += [found["chicken_question"]] if found.get("chicken_question") else []
    if not asked:
        return None
    facts = {**facts_from_tracker(tracker), **{name: None for name in PER_QUESTION_FACTS},
             **{k: v for k, v in found.items() if v is not None}}
    decision = decide(old, facts)
    return decision if decision.point in asked and decision.status != NEEDS_FACTS else None


class ActionYesNo(Action):
    """Yes, no or "I don't know" when no form question is open. After "Do you mean the Village of Westfield?" (asked for
    a bare "westfield"), "yes" names the Village and the question asked before is answered; "no" means the Town of
    Westfield, which this assistant does not cover ("whats the rule in westfield about ...?" then "yes the village" got
    "What would you like to know?" and lost the question, trial 161 r28). After an either/or place question ("the Town
    of Cedarburg or the City of Cedarburg?") a yes or no is asked again. Otherwise: "What would you like to know?"."""

    def name(self) -> Text:
        return "action_yes_no"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        from actions.ask import place_asked, utter_place_question, yes_names
        from bot.facts import AMBIGUOUS_PLACES

        place = place_asked(last_bot_text(tracker) or "")
        intent = str((tracker.latest_message.get("intent") or {}).get("name") or "")
        if not place or intent not in ("affirm", "deny"):
            dispatcher.utter_message(response="utter_anything_else")
            return []
        covered = yes_names(place)
        if covered is None:  # "the Town of Cedarburg or the City of Cedarburg?": yes is no answer
            utter_place_question(dispatcher, place)
            return []
        labels = AMBIGUOUS_PLACES[place][1]
        other = next(key for key in labels if key != covered)
        if intent == "deny":
            dispatcher.utter_message(text=other_place_reply(labels[other]) or FALLBACK_OTHER_PLACE)
            return [SlotSet("topic", None), SlotSet("pending_question", None)]
        events: List[Dict[Text, Any]] = [SlotSet("municipality", covered)]
        if tracker.get_slot("topic") in TOPICS:
            return events + [FollowupAction("facts_form")]  # the form asks what else it needs, then the answer follows
        pending = tracker.get_slot("pending_question")
        if isinstance(pending, dict) and pending.get("text"):
            from actions.sections import answer_pending

            tracker.slots["municipality"] = covered  # this request's copy, so the search is limited to it
            return events + await answer_pending(dispatcher, tracker, domain, pending)
        dispatcher.utter_message(response="utter_anything_else")
        return events


FALLBACK_OTHER_PLACE = "This assistant covers only the Town of Cedarburg and the Village of Westfield."


class ActionCancel(Action):
    """Stop whatever was being asked (question or complaint) and forget the half-given answers."""

    def name(self) -> Text:
        return "action_cancel"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        from actions.complaint import COMPLAINT_SLOTS

        dispatcher.utter_message(text="OK, I've stopped that and nothing was filed. Ask me anything else about the animal ordinances.")
        return [ActiveLoop(None), SlotSet("requested_slot", None), SlotSet("failed_answers", None)] + [
            SlotSet(slot, None) for slot in COMPLAINT_SLOTS
        ]


class ActionOutOfScope(Action):
    """Not an animal-ordinance question: say what this assistant covers and whom to ask (the
    named place's clerk when the resident names another municipality)."""

    def name(self) -> Text:
        return "action_out_of_scope"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = tracker.latest_message.get("text") or ""
        reply = other_place_reply(text)
        if reply:
            dispatcher.utter_message(text=reply)
            return []
        silent = utter_silence(dispatcher, tracker, text)
        if silent is not None:  # "is there a breed ban?" taken for out of scope: the chapters' silence, said
            return silent
        strong = [c for c in all_concerns(text[:2000]) if c in DECISIVE_CONCERNS]
        if strong and mentions_animal(text):
            # "clipped a dog w my snowmobile last nite: do i have to report it?" The NLU said out of scope,
            # but the message states a fact only one section speaks to; answer it if the index agrees.
            from actions.sections import answer_from_concerns

            events = await answer_from_concerns(dispatcher, tracker, domain, strong)
            if events is not None:
                return events
        found = extract_facts(text[:2000])
        if found.get("chicken_question") is None and tracker.get_slot("topic") == "chickens" and not mentions_animal(text[:2000]):
            found["chicken_question"] = parse_chicken_question(text[:2000], about_chickens=True)
        if found.get("chicken_question") and re.search(r"\b(?:chickens?|hens?|coops?|roosters?)\b", text[:2000], re.I):
            # "Can I just build the chicken coop into part of my garden shed instead of a separate building?" taken for
            # out of scope at 0.87 (trial 248 r37): a chicken point the parser recognises is the chickens rule's
            from actions.sections import _ask_municipality

            municipality = tracker.get_slot("municipality")
            if municipality not in law.JURISDICTIONS:
                return await _ask_municipality(dispatcher, tracker, domain, "chickens")
            decision = decide("chickens", {**facts_from_tracker(tracker), **{k: v for k, v in found.items() if v is not None}})
            return utter_decision(dispatcher, "chickens", decision, question=text) + [SlotSet("topic", "chickens")]
        follow_up = _subject_point(tracker, text[:2000], found)
        if follow_up is not None:
            # "When does the clock start, when I get the letter or when they mail it?" after a revocation answer,
            # taken for out of scope at 0.75 (trial 62 s37)
            return utter_decision(dispatcher, follow_up.topic, follow_up, question=text)
        runner_up = _runner_up_point(tracker, text)
        if runner_up is not None:
            topic, decision = runner_up
            return utter_decision(dispatcher, topic, decision, question=text) + [SlotSet("topic", topic)]
        dispatcher.utter_message(response="utter_out_of_scope")
        return []


# An out-of-scope guess below this confidence is checked against the runner-up question intent.
UNSURE_OUT_OF_SCOPE = 0.6


def _runner_up_point(tracker: Tracker, text: str):
    """(topic, Decision) when the NLU was unsure that ``text`` is out of scope (under
    ``UNSURE_OUT_OF_SCOPE``), the message names an animal, and the runner-up intent's rule
    recognises a point the message asks: "Do fixed dogs get a lower licence rate? Ours was neutered
    last spring. Town of Cedarburg" (out of scope 0.54, dog license 0.43; bench t10-h02). Two
    signals agree, so the answer is given; else None."""
    latest = tracker.latest_message or {}
    confidence = (latest.get("intent") or {}).get("confidence")
    if not isinstance(confidence, (int, float)) or confidence >= UNSURE_OUT_OF_SCOPE or not mentions_animal(text):
        return None
    ranking = [r for r in latest.get("intent_ranking") or [] if str(r.get("name", "")).startswith("ask_")]
    if not ranking:
        return None
    topic = str(ranking[0]["name"])[4:]
    if topic not in TOPICS:
        return None
    facts = {**facts_from_tracker(tracker), **{k: v for k, v in extract_facts(text[:2000]).items() if v is not None}}
    decision = decide(topic, facts)
    if decision.point is None or decision.status == NEEDS_FACTS:
        return None
    return topic, decision

