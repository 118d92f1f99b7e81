"""What every rule does first: settle which municipality's law applies.

Never apply one municipality's law to the other; the City of Cedarburg and the
Town of Westfield are different municipalities that this assistant does not cover.
"""
from __future__ import annotations

from datetime import date
from typing import Dict, Optional, Sequence, Tuple

from bot.decision import NEEDS_FACTS, NOT_COVERED, Citation, Decision
from bot.facts import DONT_KNOW, MUNICIPALITIES, Facts, other_municipality_name

TOWN = "town_of_cedarburg"
VILLAGE = "village_of_westfield"

CONTACT = {
    TOWN: "For anything the ordinance text does not settle, ask the Town of Cedarburg Town Clerk.",
    VILLAGE: "For anything the ordinance text does not settle, ask the Village of Westfield Village Clerk.",
}
NOT_COVERED_CONTACT = (
    "This assistant covers only the animal ordinances of the Town of Cedarburg (Code ch. 95) "
    "and the Village of Westfield (Code ch. 195). For anything else, ask your Town or Village Clerk."
)
# After "The City of Cedarburg is a different municipality ... Please ask its clerk's office.": not "ask your Town or
# Village Clerk", which read oddly to a City resident (trial 274 r41).
OTHER_PLACE_CONTACT = ("This assistant covers only the animal ordinances of the Town of Cedarburg (Code ch. 95) and the "
                       "Village of Westfield (Code ch. 195).")


def asked_points(f: Facts) -> list:
    """The ``point`` fact as a list (bot.parsers.parse_points gives one value or several; [None] when none)."""
    point = f.get("point")
    return list(point) if isinstance(point, (list, tuple)) else [point]


def not_allowed(f: Facts) -> str:
    """"No" to "is that legal?", "Yes" to "isn't that against the rules?" (point ``is_it_against``, trial 261 r15):
    the word that says a forbidden act is forbidden, for the way the question was put."""
    return "Yes" if "is_it_against" in asked_points(f) else "No"


# A point asked about, answered first: (outcome, citations) keyed by the value of a fact such
# as ``concern``, ``asks`` or ``chicken_question``.
Points = Dict[str, Tuple[str, Sequence[Citation]]]


def point_asked(d: Decision, points: Points, key: Optional[str]) -> Optional[str]:
    """If ``key`` is one of ``points``, cite its provisions, record why in the trace and
    return its outcome (the caller puts it first); else None and ``d`` is unchanged."""
    if key not in points:
        return None
    outcome, cites = points[key]
    for c in cites:
        d.cite(c)
    d.because(f"the question is about {key.replace('_', ' ')} ({cites[0].citation})")
    d.point = key
    return outcome


def other_municipality_outcome(raw: Optional[str]) -> Optional[str]:
    """For a municipality value naming a place this assistant does not cover
    (``city_of_cedarburg``, ``town_of_westfield``, ``other:City of Mequon``), the sentence that
    says so and sends the resident to that place's clerk; None for ours or no place."""
    name = other_municipality_name(raw)
    if not name:
        return None
    return (f"{name[0].upper()}{name[1:]} is a different municipality with its own code, which this "
            "assistant does not cover. Please ask its clerk's office.")


def start(topic: str, facts: Facts) -> Tuple[Decision, Optional[str]]:
    """Return a new decision and the municipality, or a finished decision and None.

    The decision is finished (and the municipality None) when the municipality is
    not yet known (``needs_facts``), unknown to the resident, or one this
    assistant does not cover (``not_covered``).
    """
    raw = facts.as_dict().get("municipality")  # Facts drops unrecognised values: they are asked again
    decision = Decision(topic=topic, jurisdiction=raw if raw in MUNICIPALITIES else None)
    if raw is None:
        decision.status = NEEDS_FACTS
        decision.missing_facts.append("municipality")
        decision.outcome = "The answer depends on the municipality: the Town of Cedarburg and the Village of Westfield have different rules."
        return decision, None
    name = other_municipality_name(raw)
    if name:
        decision.status = NOT_COVERED
        decision.outcome = other_municipality_outcome(raw)
        decision.contact = OTHER_PLACE_CONTACT
        decision.because(f"municipality is {name}, not covered")
        return decision, None
    if raw == DONT_KNOW or raw not in MUNICIPALITIES:
        decision.status = NOT_COVERED
        decision.outcome = (
            "The Town of Cedarburg and the Village of Westfield have different animal ordinances, so "
            "I cannot answer without knowing which one applies. Your property tax bill names your "
            "municipality, or ask your Town or Village Clerk."
        )
        decision.contact = NOT_COVERED_CONTACT
        return decision, None
    decision.contact = CONTACT[raw]
    decision.because(f"municipality is {raw.replace('_', ' ').title().replace(' Of ', ' of ')}")
    return decision, raw


def month_day(value: str, year: int = 2001) -> date:
    """Parse 'MM-DD' (as the acceptance facts give dates) into a date in a non-leap year.

    Raises ValueError on anything else.
    """
    month, day = value.split("-")
    return date(year, int(month), int(day))


# The point a rule answers when the section does not apply at all ("zoned E-1 estate: do we still need the chicken license and
# the 40 ft setback?": § 95-24 does not apply in the E-1 Estate District, trial 120 r23): it stands over any point asked
# (bot.rules.points.apply_point).
NOT_APPLICABLE = "section_not_applicable"
