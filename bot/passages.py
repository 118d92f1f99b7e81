"""The sentence of the governing text closest to a resident's question, for general answers.

A rule answers from facts. When the parsers recognised no narrower point (``Decision.point``
is None) and the rule gave the same outcome it gives for a bare "<topic> in <municipality>"
question, the answer is the rule's *general* answer: right section, but perhaps not the
point asked ("is my name kept private if I file a barking complaint?" gets § 95-12's rule).
``with_closest_passage`` then looks, in the sections the answer already cites, for the one
sentence that shares the most distinctive words with the question, and adds it right after
the general answer, quoted verbatim and cited, framed as what it is: "The sentence of § X
closest to your question", not a ruling. It never comes first: on new questions (trials 12
and 13) only about half of the sentences it chose answered the point asked, and a quoted
rule that does not apply must not be the first thing a resident reads.

No Rasa imports. Imports go one way: ``actions`` -> ``bot.passages`` -> ``bot.rules``,
``bot.lookup``, ``bot.law``.

Scoring
-------
The question goes through the front-desk lookup's lemmatizer and synonyms
(``bot.lookup.Index.question_terms``). Each sentence of the cited sections scores the sum,
over the question terms it contains, of the term's weight (1 for the resident's own word,
``SYNONYM_WEIGHT`` for a synonym) times its inverse paragraph frequency over both chapters,
with BM25's length normalisation. A sentence qualifies only if:

- it contains at least ``MIN_TERMS`` of the resident's own words (not synonyms, not
  ``FUNCTION_WORDS``, not words of the section's heading) that are not in most of that
  section's sentences (so "dog" in § 95-3 tells nothing);
- it scores at least ``MIN_SCORE``;
- it is not the text the general answer already leads with;
- it gives the kind of answer a "how far / who / how long / how much / how many" question
  asks for (``ANSWER_TYPES``);
- at least one of those words is not in the general answer's own outcome (else the general
  answer already speaks to them: "what counts as a vicious dog?").

The thresholds were set on the
resident-trial questions (``bench/resident_trials.jsonl``); ``scripts/trials.py`` counts
how many answers lead with a passage.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

from bot import law, lookup
from bot.decision import ANSWERED, NEEDS_JUDGMENT, Decision
from bot.parsers import only_municipality
from bot.rules import TOPICS

POINT = "closest_passage"  # Decision.point (and custom.point) when a passage leads
# Sections that gather unrelated subjects (§ 95-6: vicious dogs, running at large, sanitation,
# food premises ...; § 95-13: protected, wild and farm animals): only the paragraphs the answer
# itself cites are searched, so a vicious-dog answer never leads with the food-premises rule.
MULTI_SUBJECT = ("town_of_cedarburg:95-6", "town_of_cedarburg:95-13")
MIN_TERMS = 2  # distinctive question terms the sentence must contain
MIN_SCORE = 4.0  # sum of weight x idf over the matched terms
UBIQUITOUS_SHARE = 0.5  # a term in more than this share of a section's sentences is not distinctive
MIN_WORDS = 5  # shorter sentences are subheadings ("Dogs.") or list items
SHOWN_CHARS = 320  # a paragraph up to this long is shown whole
LONGEST_SHOWN = 600  # a longer sentence is shown as an excerpt around the matched words
SYNONYM_WEIGHT = 0.5
# A following sentence that limits the one chosen, and so is shown with it.
QUALIFIER = re.compile(r"\b(?:however|except|unless|provided|notwithstanding|shall not apply|does not apply|"
                       r"not be applicable|this (?:section|requirement|subsection) (?:shall|does) not)\b", re.I)
# BM25's length normalisation (each term counted once): a long sentence full of the chapter's
# common words ("permit", "coop", "run", "property") should not win on length alone.
BM25_K1, BM25_B = 1.2, 0.75
# Words that say nothing about the point asked, whatever the lemmatizer keeps of them.
# "say": the chapters' "said dog" (the dog just named) lemmatizes as the resident's "says" (trial 92 r05).
FUNCTION_WORDS = frozenset("at than more less not no on off in out up one any all other such same time say".split())
# A resident's "all day" or "all the time" says how often, not which provision: "our cat goes in and out all
# day" matched § 95-5's 60 days (trial 91 r04).
_CASUAL_TIME = re.compile(r"\b(?:all|the whole|every|each) (?:day|night)(?: long)?\b|\ball the time\b|\bday and night\b"
                          r"|\bnight and day\b|\b24/7\b", re.I)
# Sentence ends, not after the abbreviations the chapters use ("Ch. 29, Wis. Stats.", "Ord. No.").
_SENTENCE_END = re.compile(r"(?<!\bWis\.)(?<!\bCh\.)(?<!\bNo\.)(?<!\bOrd\.)(?<!\bSec\.)(?<=[.;:])\s+(?=[A-Z(\"'])")


# What kind of answer a question asks for, and how a sentence that gives one reads (the classic
# question-answering "answer type"): "how far ...?" wants a distance, "who ...?" an office.
ANSWER_TYPES: Tuple[Tuple[str, "re.Pattern[str]", "re.Pattern[str]"], ...] = tuple(
    (name, re.compile(asked, re.I), re.compile(given, re.I)) for name, asked, given in (
        ("distance", r"\bhow (?:far|close|near)\b|\b(?:feet|foot|ft|setbacks?|distance)\b",
         r"\b(?:feet|foot)\b"),
        ("duration", r"\bhow (?:long|soon|often)\b|\bwhen\b|\bdeadline\b|\bhow many (?:days|weeks|months|years)\b",
         r"\b(?:days?|weeks?|months?|years?|hours?|annually|daily|at all times|within|before|until|prior to)\b"),
        ("office", r"\bwho(?:m|se)?\b|\bwhich (?:office|department|agency)\b|\b(?:call|contact|report (?:it )?to|in charge)\b",
         r"\b(?:Clerk|Constable|Treasurer|Board|officers?|Police|Health Officer|veterinarian|warden|agency|Court|Judge|humane)\b"),
        ("money", r"\bhow much\b|\b(?:cost|costs|fees?|price|charge|fines?|pay|paid|reimburse\w*|bills?)\b",
         r"\b(?:fees?|tax|costs?|expenses?|pay|paid|forfeitures?|penalt\w+|lien)\b"),
        ("count", r"\bhow many\b(?! (?:feet|ft|days|weeks|months|years))|\b(?:max(?:imum)?|limit)\b",
         r"\b(?:\d+|(?<!no )(?<!any )(?<!every )one|two|three|four|five|six|seven|eight|nine|ten|maximum|more than|fewer than"
         r"|no more)\b"),  # not "no one shall keep ..." (trial 91 r23)
    ))


def answer_types(question: str) -> List[str]:
    """The answer types ``question`` asks for (``ANSWER_TYPES`` names), in table order."""
    return [name for name, asked, _ in ANSWER_TYPES if asked.search(question)]


@dataclass(frozen=True)
class Sentence:
    section_id: str
    citation: str  # the paragraph's certain citation, else the section's
    text: str  # verbatim (whitespace-normalised)
    paragraph: str  # the paragraph it is part of, verbatim
    terms: FrozenSet[str]
    spans: Tuple[Tuple[Tuple[int, int], str], ...]  # (span in ``text``, term)


@dataclass(frozen=True)
class Passage:
    """The closest sentence: ``citation`` ('§ 95-24(3)'), the verbatim ``sentence`` (with the
    sentences right after it that qualify it, ``QUALIFIER``), the
    ``shown`` text (its whole paragraph when that is at most ``SHOWN_CHARS`` long, else the
    sentence, cut to an excerpt of about that length with "…"), the ``score`` and the
    question ``terms`` it matched."""

    section_id: str
    citation: str
    sentence: str
    shown: str
    score: float
    terms: Tuple[str, ...]


@lru_cache(maxsize=1)
def _sentences() -> Tuple[Dict[str, List[Sentence]], Dict[str, float], Dict[str, Counter]]:
    """Every sentence of both chapters by section id, each term's idf (over paragraphs) and,
    per section, in how many of its sentences each term occurs."""
    index = lookup.index()
    by_section: Dict[str, List[Sentence]] = {}
    df: Counter = Counter()
    for row in index.rows:
        df.update(set(row.terms))
        pos = 0
        for piece in _SENTENCE_END.split(row.text):
            start = row.text.find(piece, pos)
            pos = start + len(piece)
            if len(piece.split()) < MIN_WORDS or _is_heading(piece):
                continue
            spans = tuple(((a - start, b - start), t) for (a, b), t in zip(row.spans, row.terms)
                          if a >= start and b <= start + len(piece))
            by_section.setdefault(row.section.id, []).append(Sentence(
                row.section.id, row.paragraph.citation or row.section.citation, piece, row.text,
                frozenset(t for _, t in spans), spans))
    n = len(index.rows)
    idf = {t: math.log(1 + n / (c + 0.5)) for t, c in df.items()}
    share = {sid: Counter(t for s in sents for t in s.terms) for sid, sents in by_section.items()}
    return by_section, idf, share


@lru_cache(maxsize=1)
def _heading_terms() -> Dict[str, FrozenSet[str]]:
    """Per section, the terms of its heading ("Keeping of chickens." -> keep, chicken): the
    topic's own words, which say nothing about the narrower point asked."""
    index = lookup.index()
    return {s.id: frozenset(index.text_terms(s.heading)) for s in law.sections().values()}


@lru_cache(maxsize=1)
def _average_length() -> float:
    """Mean number of terms per sentence, over both chapters."""
    lengths = [len(s.spans) for sents in _sentences()[0].values() for s in sents]
    return sum(lengths) / max(1, len(lengths))


def closest_passage(question: str, section_ids: Sequence[str], skip: Sequence[str] = (),
                    answered: str = "", only_within: Optional[Dict[str, Sequence[str]]] = None) -> Optional[Passage]:
    """The sentence of ``section_ids`` closest to ``question``, or None when none qualifies
    (see the module docstring). ``skip``: verbatim texts whose sentences must not be chosen
    (what the answer already leads with). ``answered``: the answer already given; a sentence
    qualifies only if at least one of its distinctive question words is not in it.
    ``only_within``: for these section ids, only sentences of the paragraphs that contain one
    of the given quotes (what the answer cites) are candidates. Raises nothing for odd input:
    an empty or word-less question gives None."""
    if not isinstance(question, str) or not question.strip():
        return None
    by_section, idf, share = _sentences()
    avg_len = _average_length()
    headings = _heading_terms()
    own, added = lookup.index().question_terms(_CASUAL_TIME.sub(" ", question[:2000]))
    weight = {t: SYNONYM_WEIGHT for t in added}
    weight.update({t: 1.0 for t in own})
    weight = {t: w for t, w in weight.items() if t != lookup.LABEL_TERM and not re.fullmatch(r"[a-z]|\d+", t)}
    skipped = [law.normalize(s) for s in skip if s]
    said = set(lookup.index().text_terms(answered)) if answered else set()
    wanted = [given for name, asked, given in ANSWER_TYPES if asked.search(question)]
    best: Optional[Tuple[float, Sentence, List[str]]] = None
    for sid in dict.fromkeys(section_ids):
        sents = by_section.get(sid, [])
        limits = [law.normalize(q) for q in (only_within or {}).get(sid, ())] if only_within and sid in only_within else None
        for sent in sents:
            if limits is not None and not any(q in sent.paragraph or sent.paragraph in q for q in limits):
                continue
            matched = [t for t in sent.terms if t in weight]
            distinctive = [t for t in matched if weight[t] == 1.0 and t not in FUNCTION_WORDS
                           and t not in headings[sid] and share[sid][t] <= UBIQUITOUS_SHARE * len(sents)]
            if len(distinctive) < MIN_TERMS or not set(distinctive) - said:
                continue
            if wanted and not any(given.search(sent.text) for given in wanted):
                continue  # "how far ...?" is not answered by a sentence with no distance
            if any(sent.text in s or s in sent.text for s in skipped):
                continue
            norm = (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + BM25_B * len(sent.spans) / avg_len))
            score = norm * sum(weight[t] * idf.get(t, 0.0) for t in matched)
            if score >= MIN_SCORE and (best is None or score > best[0]):
                best = (score, sent, sorted(matched))
    if best is None:
        return None
    score, sent, matched = best
    text = _with_qualifiers(sent)
    body = _without_heading(sent.paragraph)
    if len(body) <= SHOWN_CHARS and sent.text in body:  # a short paragraph is shown whole, for context
        shown = text = body
    elif len(text) <= LONGEST_SHOWN or len(text) > len(sent.text):  # whole, so the operative words are not cut off
        shown = text
    else:
        marks = [(span, term, weight[term]) for span, term in sent.spans if term in weight]
        shown = lookup.excerpt(sent.text, marks, LONGEST_SHOWN)
    return Passage(sent.section_id, sent.citation, text, shown, round(score, 2), tuple(matched))


def _without_heading(paragraph: str) -> str:
    """The paragraph without a leading label and heading ("F. Sale of eggs and baby chicks
    prohibited. No person may ..." -> "No person may ..."): a heading read as a rule misleads."""
    pieces = _SENTENCE_END.split(paragraph)
    while len(pieces) > 1 and _is_heading(pieces[0]):
        pieces = pieces[1:]
    return " ".join(pieces)


def _is_heading(piece: str) -> bool:
    """"F.", "Duplicate tag.", "Sale of eggs and baby chicks prohibited.": a label or a heading
    (at most seven words, no verb of obligation or permission), not a rule."""
    return len(piece.split()) <= 7 and not re.search(r"\b(?:shall|may|must|is|are|will|no person)\b", piece, re.I)


def _with_qualifiers(sent: Sentence) -> str:
    """The sentence, plus the sentences right after it in its paragraph that qualify it
    ("... may continue to be kept ... The preexisting number of licensed dogs shall not,
    however, be applicable to any future owner"): a rule is never shown without its exception."""
    start = sent.paragraph.find(sent.text)
    text = sent.text
    for piece in _SENTENCE_END.split(sent.paragraph[start + len(sent.text):].strip()):
        if not piece or not QUALIFIER.search(piece):
            break
        text = f"{text} {piece}"
    return text


def is_general(decision: Decision) -> bool:
    """True when ``decision`` leads with its rule's general answer: no point recognised, and
    the same outcome the rule gives when only the municipality is known."""
    if decision.point is not None or decision.status not in (ANSWERED, NEEDS_JUDGMENT):
        return False
    rule = TOPICS.get(decision.topic)
    if rule is None or decision.jurisdiction is None:
        return False
    base = rule({"municipality": decision.jurisdiction})
    return base.outcome == decision.outcome


def with_closest_passage(decision: Decision, question: Optional[str]) -> Decision:
    """``decision`` with the closest sentence of its own cited sections added after its outcome,
    when it is a general answer (``is_general``) and a sentence qualifies; else ``decision``
    unchanged.

    The passage is quoted verbatim (a heading dropped, a sentence that qualifies it kept) and
    cited right after the rule's own first citation, ``point`` is ``"closest_passage"``, and
    the trace says why. Only sections the rule already cites, of
    its own municipality, are searched: the passage never brings in another section or the
    other municipality's law.
    """
    if not question or not is_general(decision):
        return decision
    cited = [c for c in decision.citations if c.kind == "ordinance" and c.jurisdiction == decision.jurisdiction]
    lead = decision.citations[0].quote if decision.citations else ""
    found = closest_passage(question, [c.section_id for c in cited], skip=[lead], answered=decision.outcome,
                            only_within={sid: [c.quote for c in cited if c.section_id == sid] for sid in MULTI_SUBJECT})
    if found is None:
        return decision
    cite = law.quote(found.section_id, found.sentence)  # cited after the rule's own first citation
    label = cite.citation if cite.citation.startswith("§") else law.get(found.section_id).full_citation
    out = replace(decision, citations=list(decision.citations), trace=list(decision.trace), point=POINT,
                  outcome=f'{decision.outcome}\nThe sentence of {label} closest to your question: "{found.shown}"')
    out.citations = [c for c in out.citations if (c.citation, c.quote) != (cite.citation, cite.quote)]
    out.citations.insert(1 if out.citations else 0, cite)
    out.because(f"the question's words {', '.join(found.terms)} match {cite.citation} most closely "
                f"of the sections cited; the rest is the rule's general answer")
    return out


def instead_of_repeating(decision: Decision, question: Optional[str], previous: Optional[str],
                         latest: Optional[str] = None) -> Decision:
    """``decision`` unless its outcome starts as the bot's ``previous`` reply did (a follow-up the rule
    answers with the same general answer: "Can I butcher them in my backyard?" after "How many
    chickens can I have?" got the six-chicken answer twice, trial 47 m35). Then the closest sentence
    of its cited sections leads, labelled as what it is, followed by the earlier answer; with no
    sentence that qualifies, the reply says the text has nothing more specific, and keeps whom to ask.
    The law quoted is verbatim, from the same sections and municipality; nothing is inferred. When the
    resident's ``latest`` message (else ``question``) only names the municipality the answer is already for,
    the answer is repeated as a confirmation."""
    if not previous or not question or not decision.outcome or decision.status not in (ANSWERED, NEEDS_JUDGMENT):
        return decision
    if decision.outcome.split("\n")[0].strip() not in previous.split("\n")[0]:  # also after "As I said: ..."
        return decision
    if decision.jurisdiction and only_municipality(latest or question) == decision.jurisdiction:
        # "Village of Westfield" after an answer already for the Village: a confirmation, not a new question (trial 82 r39)
        out = replace(decision, citations=list(decision.citations), trace=list(decision.trace))
        out.outcome = f"Yes, that answer is for the {law.JURISDICTIONS[decision.jurisdiction]}: {decision.outcome}"
        return out
    cited = [c for c in decision.citations if c.kind == "ordinance" and c.jurisdiction == decision.jurisdiction]
    found = closest_passage(question, [c.section_id for c in cited], skip=[c.quote for c in cited], answered=decision.outcome,
                            only_within={sid: [c.quote for c in cited if c.section_id == sid] for sid in MULTI_SUBJECT})
    out = replace(decision, citations=list(decision.citations), trace=list(decision.trace))
    if found is None:
        out.outcome = f"The text says nothing more specific on that than what I said: {decision.outcome}"
        out.because("a follow-up the rule answers as before, and no sentence of its sections is closer to it")
        return out
    cite = law.quote(found.section_id, found.sentence)
    label = cite.citation if cite.citation.startswith("§") else law.get(found.section_id).full_citation
    out.outcome = f'The sentence of {label} closest to your question: "{found.shown}"\nAs I said: {decision.outcome}'
    out.point = POINT
    out.citations = [cite] + [c for c in out.citations if (c.citation, c.quote) != (cite.citation, cite.quote)]
    out.because(f"a follow-up the rule answers as before: the question's words {', '.join(found.terms)} match "
                f"{cite.citation} most closely of the sections cited")
    return out
