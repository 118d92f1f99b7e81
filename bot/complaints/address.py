"""Normalise the address of the animal a complaint is about, so that the same premises
written two ways count as one.

    >>> normalise_address("W63N100 Example Rd")
    'W63N100 EXAMPLE RD'
    >>> normalise_address("w63 n100 example road, Cedarburg WI 53012")
    'W63N100 EXAMPLE RD'

The normalised form is the street line only (number, directionals, name, USPS suffix, unit),
upper case: city, state and ZIP code are dropped because a complaint is already filed with
one municipality, and residents usually leave them out. :func:`parse_address` also returns
the ZIP code when there is one.

First choice is usaddress-scourgify (USPS Publication 28 abbreviations). Scourgify refuses
partial or odd text ("Example Rd", "behind the church"); the fallback is deterministic: upper
case, punctuation dropped, whitespace collapsed, the same USPS street-type, directional and
unit abbreviations scourgify uses. Both paths write Wisconsin grid addresses ("W63 N100",
"w63-n100", "N144 W5800") joined, as USPS does: ``W63N100``, ``N144W5800``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from scourgify import address_constants as _usps
from scourgify import normalize_address_record

# A Wisconsin grid address number: one N/S and one E/W coordinate, in either order, with
# optional spaces or a hyphen between them ("W63N100", "w63 n100", "N144-W5800").
_GRID = re.compile(
    r"\b(?:([NS])\s*-?\s*(\d+)\s*-?\s*([EW])|([EW])\s*-?\s*(\d+)\s*-?\s*([NS]))\s*-?\s*(\d+)\b",
    re.IGNORECASE,
)
_ZIP = re.compile(r"\b(\d{5})(?:-\d{4})?\s*$")
_PUNCT = re.compile(r"[^\w\s#/-]")
_SPACES = re.compile(r"\s+")

_STREET_TYPES = dict(_usps.STREET_TYPE_ABBREVIATIONS)
_DIRECTIONALS = dict(_usps.DIRECTIONAL_REPLACEMENTS)
_UNITS = dict(_usps.OCCUPANCY_TYPE_ABBREVIATIONS)
_UNITS.update({"APT": "APT", "STE": "STE", "UNIT": "UNIT", "LOT": "LOT", "RM": "RM", "BLDG": "BLDG"})
_STATE_NAMES = {"WI", "WIS", "WISC", "WISCONSIN"}


@dataclass(frozen=True)
class NormalizedAddress:
    """``line``: the normalised street line (see module doc); ``zipcode``: 5-digit ZIP or
    None; ``city``: upper case or None; ``method``: ``"scourgify"`` or ``"fallback"``."""

    line: str
    zipcode: Optional[str]
    city: Optional[str]
    method: str


def _join_grid(text: str) -> str:
    def repl(m: re.Match) -> str:
        if m.group(1):
            return f"{m.group(1)}{m.group(2)}{m.group(3)}{m.group(7)}".upper()
        return f"{m.group(4)}{m.group(5)}{m.group(6)}{m.group(7)}".upper()

    return _GRID.sub(repl, text)


def _tidy(text: str) -> str:
    text = _SPACES.sub(" ", text).strip().upper()
    text = re.sub(r"#\s*", "# ", text)
    return text


def _fallback(text: str) -> NormalizedAddress:
    zipcode = None
    m = _ZIP.search(text)
    if m:
        zipcode = m.group(1)
    street = text.split(",")[0] if "," in text else text
    if street.strip() and m and street is text:
        street = text[: m.start()]
    street = _PUNCT.sub(" ", _join_grid(street)).upper()
    words = _SPACES.sub(" ", street).strip().split(" ")
    # Drop a trailing state name ("... RD WI") left when there was no comma.
    while len(words) > 1 and words[-1] in _STATE_NAMES:
        words.pop()
    out = []
    for i, w in enumerate(words):
        if i > 0 and w in _DIRECTIONALS:
            w = _DIRECTIONALS[w]
        elif i > 0 and w in _UNITS:
            w = _UNITS[w]
        elif i > 0 and w in _STREET_TYPES:
            w = _STREET_TYPES[w]
        out.append(w)
    line = _tidy(" ".join(out))
    return NormalizedAddress(line=line, zipcode=zipcode, city=None, method="fallback")


def parse_address(text: str) -> NormalizedAddress:
    """Normalise ``text`` (see module doc). Raises ``ValueError`` if it holds no letters or
    digits at all; any other text gives a result (never raises for partial addresses)."""
    if text is None or not re.search(r"\w", str(text)):
        raise ValueError("an address is required")
    raw = _SPACES.sub(" ", str(text)).strip()
    joined = _join_grid(raw)
    try:
        rec = normalize_address_record(joined)
    except Exception:  # scourgify raises several error types on partial addresses
        return _fallback(raw)
    line1 = rec.get("address_line_1") or ""
    if not re.search(r"\w", line1):
        return _fallback(raw)
    line = " ".join(x for x in (line1, rec.get("address_line_2")) if x)
    zipcode = (rec.get("postal_code") or "")[:5] or None
    return NormalizedAddress(line=_tidy(_join_grid(line)), zipcode=zipcode, city=rec.get("city"), method="scourgify")


def normalise_address(text: str) -> str:
    """The normalised street line of ``text``, e.g. ``"W63N100 EXAMPLE RD"``.

    Deterministic: the same input always gives the same output. Raises ``ValueError`` for
    empty text.
    """
    return parse_address(text).line


normalize_address = normalise_address  # US spelling
