"""Showing the law itself: "what does § 95-12 say?", "more", "why?", and the lookup fallback."""
from __future__ import annotations

import inspect
import re
from functools import lru_cache
from typing import Any, Dict, List, Optional, Text

from rasa_sdk import Action, Tracker
from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher

from bot import law
from bot.parsers import mentions_animal, other_subject
from bot.render import render_section_page

PAGE_CHARS = 900
FALLBACK = (
    "Sorry, I'm not sure I understood, and I'd rather not guess. I answer questions about the animal ordinances of "
    "the Town of Cedarburg (ch. 95) and the Village of Westfield (ch. 195). Could you rephrase? For anything else, "
    "ask the Town Clerk or the Village Clerk."
)  # one reply's worth of section text; "more" shows the next page


@lru_cache(maxsize=1)
def _lookup_index():
    """The action server's section index, built on first use, without spaCy: the rule-based
    lemmas score the same top-1 (98.1 %) on the staff queries as spaCy's, top-3 99.1 % against
    100 % (scripts/lookup_eval.py with BOT_LOOKUP_SPACY=0), and keep spaCy's ~300 MB peak out of
    the action server. The front-desk CLI and staff pages keep the spaCy lemmas."""
    from bot.lookup import Index

    return Index(use_spacy=False)


def search(text: str, jurisdiction: Optional[str] = None, limit: int = 5) -> list:
    """``bot.lookup.search`` over the action server's index (list of ``bot.lookup.Hit``)."""
    return _lookup_index().search(text, jurisdiction, limit)


def _section_from_text(text: str, municipality: Optional[str]) -> Optional[law.Section]:
    from bot.lookup import detect_jurisdiction

    named = detect_jurisdiction(text) or (municipality if municipality in law.JURISDICTIONS else None)
    if re.search(r"\d+\s*-\s*\d+", text):
        found = law.find(text, jurisdiction=named) or law.find(text)
        if found:
            return found[0]
        return None
    hits = search(text, jurisdiction=named, limit=1)
    return law.get(hits[0].section_id) if hits else None


_NOT_SUBJECT = re.compile(
    r"§+|\bsec(tion)?s?\b|\d+\s*-\s*\d+\w*(\(\w+\))*|\b(what|does|do|say|says|said|about|show|me|the|tell|read|quote|"
    r"ordinance|chapter|ch|code|of|in|on|town|village|cedarburg|westfield|please|can|you)\b", re.I)


def _offset_of_subject(section: law.Section, text: str) -> int:
    """Where the passage on the question's subject starts ("what does § 195-14 say about
    roosters?"), as an offset into the section's display text: the start of the paragraph
    sharing most terms (lemmas and synonyms, as the section index reads them) with the
    question (terms found in fewer paragraphs weigh more; without a section number in the question,
    only terms found in at most a quarter of the paragraphs count); 0 when no subject is named or
    no paragraph shares a term."""
    from bot.render import display_text

    about = _NOT_SUBJECT.sub(" ", text)
    numbered = bool(re.search(r"\d+\s*-\s*\d+", text))
    if not about.split():
        return 0
    index = _lookup_index()
    own, _ = index.query_terms(about.lower())
    paragraphs = display_text(section).split("\n\n")
    words = [set(index.lemmatizer.terms(p.lower())) for p in paragraphs]

    def weight(terms) -> list:
        spread = {t: sum(t in w for w in words) for t in terms}
        return [sum(1 / spread[t] for t in set(terms) & w) for w in words]

    # Each of the question's words, or its synonyms where the section does not use the word
    # ("bit" -> "bitten"); a term found in few paragraphs says more; among equals, the shorter
    # paragraph is the more on point.
    used = set().union(*words)
    terms = [t for t in own if t in used]
    for t in own:
        if t not in used:
            terms += [x for x in index.query_terms(t)[1] if x in used]
    if not numbered:
        # "Does the Village of Westfield chicken section itself say what the fine is?" (trial 58 f40): without a
        # section number only a distinctive term leads past the start ("chicken" is in every paragraph of § 195-14)
        terms = [t for t in terms if sum(t in w for w in words) <= max(1, len(paragraphs) // 4)]
    scores = weight(terms)
    if not any(scores):
        return 0
    best = max(range(len(paragraphs)), key=lambda i: (scores[i], -len(paragraphs[i])))
    return sum(len(p) + 2 for p in paragraphs[:best])


class ActionShowSection(Action):
    """Quote a section verbatim: the first page, with the rest on request."""

    def name(self) -> Text:
        return "action_show_section"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = (tracker.latest_message.get("text") or "")[:500]
        section = _section_from_text(text, tracker.get_slot("municipality"))
        if section is None:
            dispatcher.utter_message(
                text="I couldn't find that section in the Town of Cedarburg ch. 95 or the Village of Westfield ch. 195. "
                "Try a number like \"§ 95-12\" or \"§ 195-14\", or describe the subject."
            )
            return []
        offset = _offset_of_subject(section, text)
        page, next_offset = render_section_page(section, offset, PAGE_CHARS)
        if offset:
            title = section.full_citation if section.number is None else f"{section.full_citation} {section.heading}"
            page = f"{title} (from the passage on your question; say \"what does {section.citation} say?\" for the start)\n…{page}"
        dispatcher.utter_message(text=page, json_message={"section_id": section.id, "citation": section.citation})
        return [SlotSet("section_cursor", {"id": section.id, "offset": next_offset} if next_offset else None)]


class ActionShowMore(Action):
    """The next page of the section last shown."""

    def name(self) -> Text:
        return "action_show_more"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        cursor = tracker.get_slot("section_cursor")
        if not isinstance(cursor, dict) or cursor.get("id") not in law.sections():
            dispatcher.utter_message(text="There is nothing more to show. Ask me about a section, e.g. \"what does § 95-12 say?\"")
            return []
        section = law.get(cursor["id"])
        page, next_offset = render_section_page(section, int(cursor.get("offset") or 0), PAGE_CHARS)
        dispatcher.utter_message(text=page)
        return [SlotSet("section_cursor", {"id": section.id, "offset": next_offset} if next_offset else None)]


# A follow-up the NLU took for "why?" that asks something else ("and who holds the hearing?",
# trial 28 n37) is answered as a question on the same topic, not with the rule trace.
WHY_WORDS = re.compile(r"\bwhy\b|\bhow come\b|\bexplain\w*|\breason\w*|\bbecause\b|\bhow so\b|\bbasis\b|\bsays? who\b"
                       r"|\bwhere does it say\b|\bwhat makes you\b|\bhow do you know\b|\bhow did you\b|\bhow.d you\b|\bwhat do you mean\b", re.I)
OTHER_QUESTION = re.compile(r"^\W*(?:and |but |so |ok(?:ay)? |also )?(?:who|what|when|where|which|how|can|could|do|does|is|are|will|would|should|must)\b", re.I)


class ActionExplain(Action):
    """"Why?": the conditions that led to the last answer, from the rule trace."""

    def name(self) -> Text:
        return "action_explain"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = tracker.latest_message.get("text") or ""
        if tracker.get_slot("topic") and not WHY_WORDS.search(text) and OTHER_QUESTION.search(text):
            from actions.actions import ActionAnswer

            return await ActionAnswer().run(dispatcher, tracker, domain)
        trace = tracker.get_slot("last_trace")
        if not trace:
            dispatcher.utter_message(text="I haven't given you an answer to explain yet. What would you like to know?")
            return []
        lines = ["I answered that way because:"] + [f"- {step}" for step in trace]
        if all(step.startswith("municipality is") for step in trace):
            lines.append("- nothing else you told me changes the rule, so the answer is the general rule as the text states it; "
                         "tell me more (the animal's age, your zoning, what happened) and I can be more specific")
        dispatcher.utter_message(text="\n".join(lines))
        return []


# The NLU's best guess, when it is a question intent at least this confident, is answered
# (instead of offering sections) only if the section index independently finds a section the
# answer cites among its top hits, and the rule needs no further fact.
AGREE_MIN_CONFIDENCE = 0.25
# The index must find a cited section among its top 3 hits; among its top AGREE_WIDE when a
# decisive fact moved the answer to its rule (``bot.rules.CONCERN_TOPICS``: "locked in a pickup
# with the windows up", "we bow hunt deer"), since such words rarely match the text's own.
AGREE_WIDE = 5


# The NLU's answer is checked against the section index below this confidence (see verified_topic).
RERANK_MAX_CONFIDENCE = 0.7
RERANK_MIN_CONFIDENCE = 0.05  # a runner-up intent below this is not considered


def _topic_of(domain: Dict[Text, Any]) -> Dict[str, str]:
    """intent name -> topic, from the ``topic`` slot's from_intent mappings in the domain."""
    from bot.rules import TOPICS

    return {m["intent"]: m["value"] for m in domain.get("slots", {}).get("topic", {}).get("mappings", [])
            if m.get("type") == "from_intent" and m.get("value") in TOPICS}


def verified_topic(tracker: Tracker, domain: Dict[Text, Any], topic: str, facts: Dict[str, Any]) -> str:
    """``topic``, or a runner-up intent's topic when the section index contradicts an unsure NLU.

    Only when ``topic`` is the question's own top intent, its confidence is under
    ``RERANK_MAX_CONFIDENCE``, and none of the sections its answer cites is among the index's
    top 3 for the question: then the first of the next three intents (each at least
    ``RERANK_MIN_CONFIDENCE``) whose answer cites the index's top hit is used instead. On the
    held-out resident trials 10 to 17 (335 questions naming a municipality) this changed 15
    answers, 10 to the expected section and 2 away from it; on trials 2 to 9 (421), +2 and -0
    (``scripts/trials.py`` replays them). Not when the question's facts already moved the
    topic (``bot.rules.route``): "hitting his dog w a stick ... doesnt feed it", guessed as a
    vehicle accident and routed to cruelty, went to the egg-sale rule by the index (trial 27 m28). Nor when the facts
    agree with the NLU: the ``concern`` suggests the same topic, or its rule recognised the point asked."""
    from actions.answer import question_event
    from bot.rules import decide, route

    event = question_event(tracker)
    municipality = facts.get("municipality")
    if not event or municipality not in law.JURISDICTIONS:
        return topic
    topic_of = _topic_of(domain)
    ranking = [r for r in ((event.get("parse_data") or {}).get("intent_ranking") or []) if r.get("name") in topic_of]
    if not ranking or topic_of[ranking[0]["name"]] != topic or (ranking[0].get("confidence") or 0) >= RERANK_MAX_CONFIDENCE:
        return topic
    if route(topic, facts) != topic:
        return topic
    from bot.rules import CONCERN_HINTS

    if (CONCERN_HINTS.get(facts.get("concern")) == topic or decide(topic, facts).point is not None
            # "Our dog nipped a neighbor kid ... who do we have to tell?": a bite to a person is § 95-9's, whatever the
            # index's top hits (§ 95-6 for "dog", trial 182 r08)
            or topic == "bite" and facts.get("bit_person") is True):
        # the facts agree with the NLU: "a dog in an outdoor kennel run: water 24/7 or once a day?" is § 95-15's, though
        # the index's top hit for "kennel" is the kennel license (trial 126 r14)
        return topic
    text = re.sub(r"\b\d+\b", " ", str(event.get("text") or ""))[:500]
    hits = [h.section_id for h in search(text, jurisdiction=municipality, limit=3)] if text.strip() else []

    def cited(name: str) -> set:
        return {c.section_id for c in decide(name, facts).citations}

    if not hits or cited(topic) & set(hits):
        return topic
    for runner_up in ranking[1:4]:
        other = topic_of[runner_up["name"]]
        if (runner_up.get("confidence") or 0) >= RERANK_MIN_CONFIDENCE and hits[0] in cited(other):
            return other
    return topic


def _agreed_answer(tracker: Tracker, domain: Dict[Text, Any], hits: list, question: Optional[Dict[str, Any]] = None,
                   only_concerns: Optional[List[str]] = None):
    """A function that sends the answer, or None when no guess agrees with the index.

    ``question`` is {"text", "ranking"} of the message to answer (default: the latest one).
    ``only_concerns``: guess only the topics these concerns suggest (``CONCERN_HINTS``).
    The guesses, in order: the NLU's best intent, if it is a question intent ranked first
    (after the fallback) with at least ``AGREE_MIN_CONFIDENCE``; then the topics the message's
    facts suggest (``bot.rules.hinted_topics``: "the dog pees on my shrubs" -> § 95-11). A guess
    is answered when the index agrees, or when the NLU's guess is also one the facts suggest."""
    from actions.answer import utter_decision
    from actions.facts import facts_from_tracker
    from bot.decision import NEEDS_FACTS, NOT_COVERED
    from bot.facts import MUNICIPALITIES, PER_QUESTION_FACTS
    from bot.parsers import all_concerns, extract_facts
    from bot.rules import CONCERN_HINTS, CONCERN_TOPICS, decide, hinted_topics

    topic_of = _topic_of(domain)
    question = question or {"text": tracker.latest_message.get("text") or "",
                            "ranking": tracker.latest_message.get("intent_ranking") or []}
    text = (question.get("text") or "")[:2000]
    ranking = [r for r in question.get("ranking") or [] if r.get("name") != "nlu_fallback"]
    facts = facts_from_tracker(tracker)
    said = extract_facts(text)
    for name in PER_QUESTION_FACTS:  # a new question: only what this message says about it
        facts[name] = said.get(name)
    nlu_guess, hinted = None, []
    if only_concerns is not None:
        guesses = list(dict.fromkeys(CONCERN_HINTS[c] for c in only_concerns if c in CONCERN_HINTS))
    else:
        if ranking and ranking[0].get("name") in topic_of and ranking[0].get("confidence", 0) >= AGREE_MIN_CONFIDENCE:
            nlu_guess = topic_of[ranking[0]["name"]]
        hinted = hinted_topics(said, all_concerns(text))
        # The NLU's guess goes after the facts' topics when a fact names its own section ("can i just drop my old barn
        # cat off out in the country somewhere", guessed as food premises, is abandonment: § 95-17; trial 37 e16), and
        # when it guessed the penalty for a message describing conduct ("... hitting his dog with a stick ... is that a
        # violation of the village code?": whether it is a violation is the conduct's section's question; trial 29 g28).
        later = nlu_guess is not None and (
            any(_names_the_section(t, said, ranking, text) for t in hinted if t != nlu_guess)
            or nlu_guess == "penalties" and said.get("asks") != "penalty" and bool(hinted))
        first = [nlu_guess] if nlu_guess and not later else []
        guesses = list(dict.fromkeys(first + hinted + ([nlu_guess] if later else [])))
    found = {h.section_id for h in hits[:3]}
    wide = {h.section_id for h in hits[:AGREE_WIDE]}
    # The sections the facts' topics would cite: the NLU's guess is also confirmed when its answer cites
    # one of them ("barely feeds his dog, you can see its ribs", Village: cruelty from the NLU, care from the
    # facts, both answered by ch. 195's cruelty provision; trial 22 y28).
    # Only when the facts point one way: "2 cats of my own, and I feed 4 or 5 strays" suggests both care and
    # the cat limit, and the NLU's cruelty guess must not win on the care topic's section (trial 8 f32).
    hinted_sections = {c.section_id for t in hinted if t != nlu_guess for c in decide(t, facts).citations} if len(hinted) == 1 else set()
    for topic in guesses:
        decision = decide(topic, facts)
        # Two independent signals naming the same topic (the NLU's guess and a fact of the message:
        # "kicked it into the weeds so nobody steps in it", guessed as feces) need no index agreement;
        # nor does a fact that names the section by itself (``_names_the_section``).
        both = (topic == nlu_guess and (topic in hinted or bool({c.section_id for c in decision.citations} & hinted_sections))
                or _names_the_section(topic, said, ranking, text))
        # a decisive concern (``only_concerns``: the NLU said out of scope) needs the index's top five, not three: "do i
        # really gotta bag it?" put § 95-10 fifth (bench t10-h13)
        # and so does a topic the message's own concern decides ("I've seen him hit it": cruelty, trial 201 r28)
        pool = wide if only_concerns is not None or CONCERN_TOPICS.get(said.get("concern")) == topic else found
        if decision.status == NEEDS_FACTS and decision.missing_facts == ["municipality"] and (both or any(
                {c.section_id for c in decide(topic, {**facts, "municipality": where}).citations} & pool
                for where in MUNICIPALITIES)):
            # "our cat has ringworm: ok to bring her to the adoption day?" with no place named:
            # ask which municipality, and keep the topic for the answer that follows.
            return lambda dispatcher, topic=topic: _ask_municipality(dispatcher, tracker, domain, topic)
        # A rule's own "the Village has no such provision" is safe to give once the municipality is known.
        decisive = CONCERN_TOPICS.get(facts.get("concern")) == decision.topic
        if decision.status != NEEDS_FACTS and (both or {c.section_id for c in decision.citations} & (wide if decisive else found)
                                                or decision.status == NOT_COVERED and decision.jurisdiction):
            return lambda dispatcher, topic=topic, decision=decision: (
                utter_decision(dispatcher, topic, decision, question=text) + [SlotSet("topic", topic)])
    return None


# Facts that say who or where, not how the situation differs: a correction names none of them alone.
CORRECTION_IGNORES = frozenset({"municipality", "animal", "species", "own_animal"})


def _follow_up(tracker: Tracker, text: str):
    """(topic, Decision) for a follow-up on the conversation's subject that names no animal but asks a
    point its rule answers: "And if the license ever gets revoked, how soon could I get a new one?"
    after a Town bee-license answer (trial 34 b22) came back below the NLU threshold. None unless a
    question was answered before (the ``topic`` slot and a known municipality) and either what the
    message asks (``point``, ``asks``, ``chicken_question``) changes that rule's answer, or the message
    states a fact of the situation (not only who or where, ``CORRECTION_IGNORES``) that the rule's
    answer depends on: "they aren't at the fairgrounds, they stay at my house"."""
    from actions.facts import facts_from_tracker
    from bot.decision import NEEDS_FACTS
    from bot.facts import FACTS, PER_QUESTION_FACTS
    from bot.parsers import extract_facts
    from bot.rules import TOPICS, decide

    topic = tracker.get_slot("topic")
    if topic not in TOPICS or tracker.get_slot("municipality") not in law.JURISDICTIONS:
        return None
    said = extract_facts(text)
    if any(said.get(name) for name in ("point", "asks", "chicken_question")):
        before = {**facts_from_tracker(tracker), **{name: None for name in PER_QUESTION_FACTS}}
        decision = decide(topic, {**before, **{k: v for k, v in said.items() if v is not None}})
        if decision.status == NEEDS_FACTS or decision.outcome == decide(topic, before).outcome:
            return None
        return topic, decision
    # A correction of the situation: "they aren't at the fairgrounds, they stay at my house" after a
    # livestock answer (trial 42 w24's follow-up), "what if it was 30 hours instead?". Answered on the
    # subject if its rule depends on a fact the message states: the other value gives another answer.
    stated = {k: v for k, v in said.items() if v is not None and k in FACTS and k not in CORRECTION_IGNORES}
    if not stated:
        return None
    now = {**facts_from_tracker(tracker), **stated}
    decision = decide(topic, now)
    if decision.status == NEEDS_FACTS or decision.topic != topic:
        return None
    other = {k: (not v) if isinstance(v, bool) else None for k, v in stated.items()}
    if all(decide(topic, {**now, k: v}).outcome == decision.outcome for k, v in other.items()):
        return None
    return topic, decision


# Where residents say they would leave an animal (the abandonment fact with a place, not the idiom "let it go").
_ABANDON_PLACE = re.compile(r"\b(?:farm|woods|country|countryside|wild|pond|lake|river|creek|park|forest|field)s?\b", re.I)


def _names_the_section(topic: str, said: Dict[str, Any], ranking: List[Dict[str, Any]], text: str = "") -> bool:
    """A fact of the message that settles which section answers, whatever the index says: a person
    bitten, with no other animal attacked ("our retriever nipped the neighbor boy's hand and broke
    the skin: what now?", § 95-9; trial 20 w08); an animal to be abandoned that the NLU also ranked
    as a care question ("can I just let him go at a farm?", § 95-17; w16), or underfed when it ranked care or cruelty;
    a point of a chicken
    ordinance asked ("do i have to tell somebody" that hens died, § 195-14D); an animal let roam, with no
    damage or mess said (§ 95-6, running at large); a count asked about,
    which names its limit ("how many dogs", "the 3-cat limit"); a person seen beating an animal
    (``bot.rules.POINT_TOPICS``)."""
    from bot.rules import POINT_TOPICS

    points = said.get("point")
    if any(POINT_TOPICS.get(p) == topic for p in (points if isinstance(points, list) else [points])):
        # "she says that puts me over the 3-cat limit: is she right?" (trial 8 f32); "can I stake my horse out on the
        # grassy strip along the street so he can graze?" (trial 132 r26, before the at-large check below)
        return True
    if topic == "bite":
        return said.get("bit_person") is True and said.get("concern") is None
    if topic == "animal_care":
        care_ranked = any(r.get("name") in ("ask_animal_care", "ask_cruelty") for r in ranking[:3])
        # "barely feeds his dog, its skin and bones. thats illegal right?" (Village): underfeeding, and the NLU's guesses
        # include care or cruelty (bench replay of trial 19 v28 after session 13's retraining)
        # "moving ... the new place doesnt allow cats. can i just let him go at a farm?" (trial 20 w16): abandonment at a
        # place named, with nothing else described, names § 95-17 whatever the NLU ranked ("should I just let it go?" alone
        # may be the idiom)
        return (said.get("abandoned") is True and (any(r.get("name") == "ask_animal_care" for r in ranking[:3])
                                                    or said.get("concern") is None and not said.get("point")
                                                    and bool(_ABANDON_PLACE.search(text)))
                or said.get("concern") == "food_water" and care_ranked)
    if topic == "chickens":  # "2 of my hens died out of nowhere last nite ... do i have to tell somebody" (trial 49 g36)
        return said.get("chicken_question") is not None
    if topic == "at_large":  # "lets his dog wander wherever it wants all day", no damage or mess said (trial 53 a05)
        return said.get("roaming") is True and said.get("concern") is None
    return False


async def answer_from_concerns(dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any],
                               concerns: List[str]) -> Optional[List[Dict[Text, Any]]]:
    """Answer the latest message from the topics ``concerns`` suggest alone (not the NLU's guess,
    not the weaker hints), if the section index agrees; None when it does not."""
    text = re.sub(r"\b\d+\b", " ", (tracker.latest_message.get("text") or "")[:500])
    municipality = tracker.get_slot("municipality")
    hits = search(text, jurisdiction=municipality if municipality in law.JURISDICTIONS else None, limit=AGREE_WIDE) if text.strip() else []
    agreed = _agreed_answer(tracker, domain, hits, only_concerns=concerns) if hits else None
    if not agreed:
        return None
    events = agreed(dispatcher)
    return await events if inspect.isawaitable(events) else events


async def _ask_municipality(dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any], topic: str) -> list:
    """Ask the form's municipality question, keeping ``topic`` for the answer (the resident's
    reply starts the facts form, which then answers it)."""
    from actions import ask

    await ask.ActionAsk_municipality().run(dispatcher, tracker, domain)  # type: ignore[attr-defined]
    return [SlotSet("topic", topic)]


# What to ask back when a message says what it is about but asks nothing yet (``bot.parsers.vague_request``).
# Examples only: the answer comes from the rule once the resident says what they want to know.
VAGUE_PROMPTS = {
    "dog": "What would you like to know about your dog? For example: whether it needs a license or a rabies shot, how "
           "many dogs you may keep, barking, a bite, or a dog running loose.",
    "cat": "What would you like to know about your cat? For example: how many cats you may keep, a cat roaming or "
           "damaging property, a cat that cries or howls, or a bite.",
    "chicken": "What would you like to know about chickens? For example: whether you need a license or permit, how many "
               "hens you may keep, roosters, where the coop may go, or selling eggs.",
    "bees": "What would you like to know about bees? For example: where hives are allowed, how many hives, the license, "
            "or how far they must be from a lot line.",
    "neighbor": "What is the animal doing? For example: barking or howling, running loose, damaging your yard or "
                "leaving droppings, biting or attacking, or being neglected or mistreated. Tell me in a sentence and I'll "
                "find the rule that applies. For a barking or crying animal, you can also say \"file a complaint\" to "
                "pass a report to {staff}{caveat}.",
    "complained_about": "What does the complaint say your animals are doing? For example: barking or howling, running "
                        "loose, damaging a yard or leaving droppings, or how many animals you keep. Tell me in a sentence "
                        "and I'll find the rule that applies, and what it takes to be a violation.",
    "allowed": "Which animal do you mean? Tell me the kind (and, for a snake or alligator, its length), for example: "
               "\"Can I keep 4 hens?\" or \"Is a 7-foot boa allowed?\"{where}",
    "general": "What would you like to know? Ask in a sentence, for example: \"Do I need a license for my puppy?\", "
               "\"Can I keep chickens?\", \"My neighbor's dog barks all night\" or \"How many cats can I have?\"",
}


def _municipality_named(text: str) -> List[Dict[Text, Any]]:
    """The municipality slot, when a message that asks nothing yet names one ("is it ok to keep these animals at my place?
    Village of Westfield", trial 122 r45), so the answer to what follows does not ask for it again."""
    from bot.parsers import parse_municipality

    where = parse_municipality(text)
    return [SlotSet("municipality", where)] if where in law.JURISDICTIONS else []


def vague_prompt(about: str, municipality: Optional[str] = None) -> str:
    """``VAGUE_PROMPTS[about]`` (the general prompt for other subjects), with the staff a report goes to: the
    municipality's once it is known, else "Town or Village staff" (trial 252 r45)."""
    staff = f"{law.JURISDICTIONS[municipality]} staff" if municipality in law.JURISDICTIONS else "Town or Village staff"
    # The formal, written complaint is § 95-12's (the Town's); ch. 195's noise rule has no such test, so a Village
    # resident is not told about it (the graders of trials 291 and 292, r45)
    caveat = "" if municipality == "village_of_westfield" else (
        "; that report is not a formal, written complaint unless staff accept it as one")
    where = "" if municipality in law.JURISDICTIONS else (
        " And do you live in the Town of Cedarburg or the Village of Westfield? Their rules differ.")
    return VAGUE_PROMPTS.get(about, VAGUE_PROMPTS["general"]).format(staff=staff, caveat=caveat, where=where)


def utter_vague(dispatcher: CollectingDispatcher, text: str, municipality: Optional[str] = None) -> bool:
    """Ask what the resident wants to know when ``text`` names a subject but asks nothing ("I have a question
    about my dog"); True if it did (``vague_prompt``)."""
    from bot.parsers import parse_municipality, vague_request

    about = vague_request(text)
    if about is None:
        return False
    named = parse_municipality(text)  # "... at my place? Village of Westfield" (trial 122 r45): not asked again
    dispatcher.utter_message(text=vague_prompt(about, municipality or (named if named in law.JURISDICTIONS else None)))
    return True


class ActionGreet(Action):
    """A greeting: the welcome (``utter_greet``), unless the message also says what it is about but asks nothing yet
    ("hi, need some help with my neighbors animals" came back as a greeting, trial 72 r45): then what
    ``utter_vague`` asks."""

    def name(self) -> Text:
        return "action_greet"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = (tracker.latest_message.get("text") or "")[:500]
        if not utter_vague(dispatcher, text, tracker.get_slot("municipality")):
            dispatcher.utter_message(response="utter_greet")
            return []
        return _municipality_named(text)


def _offer_sections(dispatcher: CollectingDispatcher, hits: list, ask_place: bool,
                    intro: str = "I'm not sure I understood, and I'd rather not guess. These sections may help:") -> None:
    lines = [intro]
    for hit in hits:
        lines.append(f"- {law.get(hit.section_id).full_citation} ({hit.heading})")
    lines.append(f'Ask "what does {hits[0].citation} say?" to read one, or rephrase your question.')
    if ask_place:
        lines.append("Or tell me your municipality (the Town of Cedarburg or the Village of Westfield) and I'll look again.")
    dispatcher.utter_message(text="\n".join(lines))


async def answer_pending(dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any],
                         pending: Dict[str, Any]) -> List[Dict[Text, Any]]:
    """The resident named the municipality after a question the bot could not place
    (``pending_question``: {"text", "ranking"} kept by the fallback): look again with it."""
    municipality = tracker.get_slot("municipality")
    text = re.sub(r"\b\d+\b", " ", str(pending.get("text") or ""))[:500]
    hits = search(text, jurisdiction=municipality if municipality in law.JURISDICTIONS else None, limit=AGREE_WIDE) if text.strip() else []
    done = [SlotSet("pending_question", None)]
    agreed = _agreed_answer(tracker, domain, hits, question=pending) if hits else None
    if agreed:
        events = agreed(dispatcher)
        return (await events if inspect.isawaitable(events) else events) + done
    if hits:
        # not the first reply again, word for word (trial 64 r44 and r45 read that as a loop)
        place = law.JURISDICTIONS.get(municipality, "that municipality")
        _offer_sections(dispatcher, hits[:3], ask_place=False,
                        intro=f"With the {place} named, I still can't tell which rule you mean. Could you say what you "
                              f"would like to know in a sentence? These sections of its code may help:")
    else:
        dispatcher.utter_message(text=FALLBACK)
    return done


class ActionLookupFallback(Action):
    """Low NLU confidence: offer the sections that best match the words, instead of a dead end.
    Without a municipality the question is kept (``pending_question``) for when it is named."""

    def name(self) -> Text:
        return "action_lookup_fallback"

    async def run(self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: Dict[Text, Any]) -> List[Dict[Text, Any]]:
        text = (tracker.latest_message.get("text") or "")[:500]
        from actions.answer import other_place_reply, utter_decision, utter_silence

        elsewhere = other_place_reply(text)
        if elsewhere:  # "town of westfield (marquette county) - can i keep a rooster"
            dispatcher.utter_message(text=elsewhere)
            return []
        silent = utter_silence(dispatcher, tracker, text)
        if silent is not None:  # "can we bury our cat under the lilac?": neither chapter says (bot.rules.silences)
            return silent
        if other_subject(text) and not tracker.get_slot("topic"):
            # "We have a dog and two cats. Which day is garbage and recycling pickup?" (trial 50 h43); after an answer,
            # "how tall can the fence be?" may be a follow-up, which _follow_up below reads
            dispatcher.utter_message(response="utter_out_of_scope")
            return []
        if utter_vague(dispatcher, text, tracker.get_slot("municipality")):
            # "I have a question about my dog" (trial 63 r44); "hi is this allowed in my town?" names nothing, but is not
            # out of scope either (trial 254 r45)
            return _municipality_named(text)
        if len(text.split()) >= 4 and not mentions_animal(text):
            follow_up = _follow_up(tracker, text)
            if follow_up is not None:
                topic, decision = follow_up
                return utter_decision(dispatcher, topic, decision, question=text)
            # "how many hours after it stops snowing do I have to shovel my sidewalk?": not this chapter
            dispatcher.utter_message(response="utter_out_of_scope")
            return []
        # Markup and bare numbers carry no subject; searching them only finds noise.
        text = re.sub(r"\b\d+\b", " ", re.sub(r"<[^>]*>", " ", text))
        municipality = tracker.get_slot("municipality")
        hits = search(text, jurisdiction=municipality if municipality in law.JURISDICTIONS else None, limit=AGREE_WIDE) if text.strip() else []
        if not hits:
            dispatcher.utter_message(text=FALLBACK)
            return []
        agreed = _agreed_answer(tracker, domain, hits)
        if agreed:
            events = agreed(dispatcher)
            return await events if inspect.isawaitable(events) else events
        unplaced = municipality not in law.JURISDICTIONS
        _offer_sections(dispatcher, hits[:3], ask_place=unplaced)
        if unplaced:
            ranking = [{"name": r.get("name"), "confidence": r.get("confidence")}
                       for r in (tracker.latest_message.get("intent_ranking") or [])[:5]]
            return [SlotSet("pending_question", {"text": text, "ranking": ranking})]
        return []
