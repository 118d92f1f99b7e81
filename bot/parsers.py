"""Pure parsers: a resident's words in, fact values out. No Rasa imports.

Each returns ``None`` when the text does not say (never a guess), or ``DONT_KNOW``
when the resident says they do not know.
"""
from __future__ import annotations

import re
from typing import Any, Dict, Optional

from bot.facts import DONT_KNOW

_DONT_KNOW = re.compile(r"\b(i\s*(do\s*n[o']?t|dont|don't)\s*know|not sure|no idea|dunno|unsure|can'?t remember|idk)\b", re.I)

_MUNICIPALITY = [
    # Longest, most specific names first; "city of cedarburg" must never map to the Town.
    (re.compile(r"\bcity\s+of\s+cedarburg\b|\bcedarburg\s+city\b", re.I), "city_of_cedarburg"),
    (re.compile(r"\btown\s+of\s+westfield\b|\bwestfield\s+town(ship)?\b", re.I), "town_of_westfield"),
    (re.compile(r"\btown\s+of\s+cedarburg\b|\bcedarburg\s+town(ship)?\b", re.I), "town_of_cedarburg"),
    (re.compile(r"\bvillage\s+of\s+westfield\b|\bwestfield\s+village\b", re.I), "village_of_westfield"),
    (re.compile(r"^\s*(the\s+)?town\s*$|^\s*1\s*$", re.I), "town_of_cedarburg"),
    (re.compile(r"^\s*(the\s+)?village\s*$|^\s*2\s*$", re.I), "village_of_westfield"),
]

_WORD_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "half a": 0.5,
}
_NUM = r"(\d+(?:\.\d+)?|" + "|".join(sorted(map(re.escape, _WORD_NUMBERS), key=len, reverse=True)) + r")"
_AGE = re.compile(_NUM + r"[\s-]*(week|wk|month|mo|year|yr)s?\b(?:[\s-]*old)?", re.I)
_MONTHS_PER = {"week": 12 / 52, "wk": 12 / 52, "month": 1, "mo": 1, "year": 12, "yr": 12}

_ANIMALS = [
    (re.compile(r"\b(dogs?|pupp(y|ies)|pups?)\b", re.I), "dog"),
    (re.compile(r"\b(cats?|kittens?|kitty)\b", re.I), "cat"),
    (re.compile(r"\broosters?\b", re.I), "rooster"),
    (re.compile(r"\b(chickens?|hens?|chicks?)\b", re.I), "chicken"),
    (re.compile(r"\bferrets?\b", re.I), "ferret"),
    (re.compile(r"\bhorses?\b", re.I), "horse"),
    (re.compile(r"\bbees?\b", re.I), "bees"),
]


def _number(token: str) -> float:
    token = token.lower()
    return float(_WORD_NUMBERS[token]) if token in _WORD_NUMBERS else float(token)


def says_dont_know(text: str) -> bool:
    return bool(_DONT_KNOW.search(text or ""))


def parse_municipality(text: str) -> Optional[str]:
    """'I live in the Town of Cedarburg' -> 'town_of_cedarburg'; 'City of Cedarburg' ->
    'city_of_cedarburg' (not covered); a bare 'Cedarburg' -> None (ambiguous)."""
    if says_dont_know(text):
        return DONT_KNOW
    for pattern, value in _MUNICIPALITY:
        if pattern.search(text or ""):
            return value
    return None


def parse_age_months(text: str) -> Optional[float]:
    """'10 weeks' -> 2.3, '3 years old' -> 36.0, 'four months' -> 4.0 (months, 1 decimal)."""
    if says_dont_know(text):
        return DONT_KNOW  # type: ignore[return-value]
    m = _AGE.search(text or "")
    if not m:
        return None
    return round(_number(m.group(1)) * _MONTHS_PER[m.group(2).lower()], 1)


def parse_animal(text: str) -> Optional[str]:
    if says_dont_know(text):
        return DONT_KNOW
    for pattern, value in _ANIMALS:
        if pattern.search(text or ""):
            return value
    return None


_YES = re.compile(r"^\s*(yes|yeah|yep|y|yup|correct|it is|she is|he is|sure)\b", re.I)
_NO = re.compile(r"^\s*(no|nope|n|not)\b", re.I)


def parse_yes_no(text: str) -> Optional[Any]:
    if says_dont_know(text):
        return DONT_KNOW
    if _YES.search(text or ""):
        return True
    if _NO.search(text or ""):
        return False
    return None


def extract_facts(text: str) -> Dict[str, Any]:
    """Facts stated in passing in a free-text message (only what is clearly said).

    E.g. 'My unvaccinated cat bit a child' -> {'own_animal': True, 'vaccinated': False}.
    Keys: dog_age_months (months), own_animal, vaccinated, service_dog, kennel (bool),
    activity ('hunting'), exposed_to_rabid_animal, district_rabies_quarantine (bool).
    """
    text = text or ""
    facts: Dict[str, Any] = {}
    m = _AGE.search(text)
    if m:
        facts["dog_age_months"] = round(_number(m.group(1)) * _MONTHS_PER[m.group(2).lower()], 1)
    if re.search(r"\b(my|our)\s+(\w+\s+)?(dog|puppy|pup|cat|kitten|ferret|pet)\b", text, re.I):
        facts["own_animal"] = True
    if re.search(r"\b(unvaccinated|not vaccinated|isn'?t vaccinated|no rabies (shot|vaccine))\b", text, re.I):
        facts["vaccinated"] = False
    elif re.search(r"\b(vaccinated|immunized|has (its|her|his) rabies shot)\b", text, re.I):
        facts["vaccinated"] = True
    if re.search(r"\b(service dog|guide dog|seeing[- ]eye|lead (a )?(blind|deaf)|hearing dog)\b", text, re.I):
        facts["service_dog"] = True
    if re.search(r"\bkennel\b", text, re.I):
        facts["kennel"] = True
    if re.search(r"\bhunting\b", text, re.I):
        facts["activity"] = "hunting"
    if re.search(r"\brabid\b|\bexposed to rabies\b", text, re.I):
        facts["exposed_to_rabid_animal"] = True
    if re.search(r"\b(district|area|town)\b.*\b(under|in) (a )?rabies quarantine\b", text, re.I):
        facts["district_rabies_quarantine"] = True
    if re.search(r"\b(wears?|with) (its|her|his|the) (rabies )?tag\b", text, re.I):
        facts["tag_attached"] = True
    return facts
